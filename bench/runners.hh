// SPDX-License-Identifier: BSD-3-Clause
/**
 * The implementations a row compares, each as a Runner that runs the whole batch on the row's
 * data: batchblas through its standard C API (one group per batchblas group), the baseline as
 * users write it (an OpenMP loop of one BLAS / LAPACK call per problem over a loaded library),
 * and libxsmm's JIT kernels in an OpenMP loop. run_one is also how netlib computes the reference.
 */
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "batch.hh"
#include "blas_library.hh"

namespace bench {

/** Runs a whole batch on Batch::io (and the pivots); returns 0, or a failure code. */
using Runner = std::function<int64_t()>;

struct Impl {
    std::string name;
    Runner run;
    bool lapack_pivots = true;  // 32-bit pivots in piv32 (every implementation but batchblas)
};

/** batchblas' call of the row through the standard C API, with per-group arguments. */
template <typename T>
Runner batchblas_runner(Batch<T>& b, int64_t info_mode);

/** The baseline as users write it: an OpenMP loop of one library call per problem. */
template <typename T>
Runner library_runner(BlasLibrary const& lib, Batch<T>& b, bool uniform, int threads);

/**
 * libxsmm: one JIT kernel per distinct shape, dispatched while setting up (its registry
 * lookup is not what is measured), then an OpenMP loop of kernel calls. Real gemm only (and
 * alpha = 1, beta = 1, which is why the benchmark's gemm uses them). Empty when a shape has no
 * kernel.
 */
template <typename T>
Runner xsmm_runner(XsmmLibrary const& xsmm, Batch<T>& b, bool uniform, int threads);

/** One problem through a loaded BLAS / LAPACK; returns LAPACK's info. */
template <typename T>
int run_one(BlasLibrary const& lib, Batch<T>& b, int64_t i, int const* piv_in, int* piv_out);

}  // namespace bench
