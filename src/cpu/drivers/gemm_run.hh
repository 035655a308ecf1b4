// SPDX-License-Identifier: BSD-3-Clause
/**
 * Running a gemm kernel that the planner chose (core::choose_gemm_kernel): on a run of problems
 * alike but for their matrices (the batch kernels) or on one problem (the others). Nothing here
 * chooses: the kernel comes in.
 */
#pragma once

#include <cstdint>

#include "batchblas/types.hh"
#include "core/gemm_choice.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu {

/** A bucket's gemm arguments other than its matrices, column-major form. */
template <typename T>
struct GemmRun {
    Op trans_a, trans_b;
    int64_t m, n, k, lda, ldb, ldc;
    T alpha, beta;

    core::GemmShape shape() const
    {
        return {trans_a, trans_b, m, n, k, lda, ldb, ldc, alpha == T(0)};
    }
};

/** The gemm kernels' reach on the active ISA for T (its config table). */
template <typename T>
core::GemmTuning const& active_gemm_tuning();

/** Runs batch kernel `kernel` (core::is_batch_kernel) on `count` problems of `a`. */
template <typename T>
void run_gemm_batch(core::GemmKernel kernel, GemmRun<T> const& a, int64_t count,
                    MatrixSequence<T const> A, MatrixSequence<T const> B, MatrixSequence<T> C);

/** Runs per-problem kernel `kernel` on one problem of `a`. */
template <typename T>
void run_gemm_problem(core::GemmKernel kernel, GemmRun<T> const& a, T const* A, T const* B,
                      T* C);

}  // namespace batchblas::cpu
