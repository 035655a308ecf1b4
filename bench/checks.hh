// SPDX-License-Identifier: BSD-3-Clause
/**
 * The checks of every implementation against netlib BLAS / LAPACK: netlib's results for the
 * checked problems of a row (all of them, or an even sample of a big batch), and the worst
 * normwise error of an implementation's results, in units of the type's epsilon times the inner
 * dimension, with differing pivots counted as an infinite error.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "batch.hh"
#include "blas_library.hh"

namespace bench {

inline constexpr double check_tolerance = 10.0;  // in units of epsilon x inner dimension

/** netlib's results for the checked problems (all, or an even sample of big batches). */
template <typename T>
struct Reference {
    std::vector<int64_t> problems;
    std::vector<size_t> at;  // offset of each checked problem's result in io / piv
    std::vector<T> io;
    std::vector<int> piv;
};

/**
 * Runs netlib on the checked problems, from the pristine data, and keeps its results; the
 * problems are sampled when the row's flops exceed budget_flops.
 */
template <typename T>
Reference<T> make_reference(BlasLibrary const& netlib, Batch<T>& b, double budget_flops);

/**
 * Worst error over the checked problems, in units of epsilon x inner dimension; infinity for
 * pivots that differ from netlib's, NaN for NaN results.
 */
template <typename T>
double check(Batch<T>& b, Reference<T> const& ref, bool lapack_pivots);

}  // namespace bench
