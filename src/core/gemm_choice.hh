// SPDX-License-Identifier: BSD-3-Clause
/**
 * Which CPU gemm kernel runs a problem, or every problem of a bucket: the one ladder, read from
 * the kernels' reach on the active ISA (GemmTuning, given by the backend's config table). The
 * drivers run the kernel chosen here and never choose again, so a problem's kernel (and its
 * bits) depends on its bucket, never on how the bucket is split among threads.
 */
#pragma once

#include <cstdint>

#include "batchblas/types.hh"

namespace batchblas::core {

/**
 * Where the any-size gemm kernel is taken on an ISA: up to `rows` rows, `depth` deep, and more
 * than `columns` columns only for a tiny op(A); `run_columns` replaces `columns` for the
 * problems of a run of one size (a bucket of more than one problem, or one of a run too large
 * for the caches). All zero where the ISA has no such kernel.
 */
struct AnyGemmLimits {
    int rows, depth, columns, run_columns;
};

/** The CPU gemm kernels' reach for one type on one ISA (cpu/config/<isa>.hh gives the values). */
struct GemmTuning {
    int tiny_max;            ///< largest M and K of the compile-time-size kernels
    int exact_rows;          ///< rows of C of the exact-size (K, N) kernels; 0: none
    int dense_square_from;   ///< smallest order of the packed dense square kernels
    int dense_square_limit;  ///< largest order of those kernels; 0: none
    AnyGemmLimits any;       ///< the any-size kernel's reach
};

/**
 * The CPU gemm kernels. A bucket runs one of them for all its problems:
 *  - batch kernels (one call for a run of problems alike but for their matrices): dense_square
 *    (square, packed, real), square (tiny square, real, by case of beta), tiny (compile-time
 *    M and K, any N), any_run (the any-size kernel with its set-up once a run);
 *  - per-problem kernels (one call a problem): scale (C = beta C: k == 0 or alpha == 0), exact
 *    (compile-time K and N, M up to a vector), any (any-size kernel), blocked (packed and
 *    cache-blocked), each_own (each problem chooses for itself: arguments given per problem,
 *    or a type without tiny kernels);
 *  - nothing: m == 0 or n == 0.
 */
enum class GemmKernel : uint8_t {
    nothing,
    scale,
    dense_square,
    square,
    tiny,
    any_run,
    exact,
    any,
    blocked,
    each_own
};

/** A gemm problem's arguments, column-major form, as the kernel choice reads them. */
struct GemmShape {
    Op trans_a, trans_b;
    int64_t m, n, k, lda, ldb, ldc;
    bool alpha_zero;
};

/** Orders of the packed dense square kernels' table (CPU): every ISA's kernels lie within. */
inline constexpr int dense_square_min = 2, dense_square_max = 32;

/** Whether the any-size kernel of `limits` takes a problem of these (column-major) sizes;
 *  tiny_max: GemmTuning::tiny_max; run: one of a run of problems of one size. */
inline bool fits_any(int64_t m, int64_t n, int64_t k, AnyGemmLimits limits, int tiny_max,
                     bool run = false)
{
    return m >= 1 && m <= limits.rows && k >= 1 && k <= limits.depth &&
           ((m <= tiny_max && k <= tiny_max) || n <= (run ? limits.run_columns : limits.columns));
}

/**
 * Whether one problem alone (choose_gemm_kernel with run = false) takes the exact-size kernel:
 * NoTrans x NoTrans, m up to exact_rows, k and n up to tiny_max, none of them 0, alpha not 0.
 * choose_gemm_kernel's exact-size test, also asked alone by the sort-by-size path for every
 * problem of a batch of problems of their own sizes.
 */
inline bool takes_exact(GemmShape const& s, GemmTuning const& t)
{
    return s.trans_a == Op::NoTrans && s.trans_b == Op::NoTrans && s.m >= 1 &&
           s.m <= t.exact_rows && s.k >= 1 && s.k <= t.tiny_max && s.n >= 1 &&
           s.n <= t.tiny_max && !s.alpha_zero;
}

/**
 * The kernel of one problem (run = false), or of each problem of a run of problems of one size
 * (run = true: a group of more than one problem), for a type with tiny kernels.
 *
 * A run: the batch kernels where they take the sizes (packed squares of the dense kernels'
 * orders, then the any-size kernel outside the tiny sizes, and for complex types within them
 * too, then the tiny kernels); otherwise each problem as alone, within the any-size kernel's
 * run limits when the run is `streamed` (too large for the caches together). One problem
 * alone: the exact-size kernel, then the any-size one (one body for all sizes: it stays in the
 * instruction cache when each problem has its own size), then the tiny one, then blocked.
 */
inline GemmKernel choose_gemm_kernel(GemmShape const& s, GemmTuning const& t, bool complex,
                                     bool run, bool streamed)
{
    if (s.m == 0 || s.n == 0) return GemmKernel::nothing;
    bool const nn = s.trans_a == Op::NoTrans && s.trans_b == Op::NoTrans;
    bool const small = s.m <= t.tiny_max && s.k <= t.tiny_max;
    if (run && s.k >= 1 && !s.alpha_zero) {
        if (!complex && nn && s.m == s.n && s.n == s.k && s.m >= dense_square_min &&
            s.m >= t.dense_square_from && s.m <= t.dense_square_limit && s.lda == s.m &&
            s.ldb == s.m && s.ldc == s.m)
            return GemmKernel::dense_square;
        if ((!small || complex) && s.trans_a == Op::NoTrans &&
            fits_any(s.m, s.n, s.k, t.any, t.tiny_max, true))
            return GemmKernel::any_run;
        if (small) return !complex && nn && s.m == s.n && s.n == s.k ? GemmKernel::square
                                                                      : GemmKernel::tiny;
    }
    if (s.alpha_zero || s.k == 0) return GemmKernel::scale;
    if (takes_exact(s, t)) return GemmKernel::exact;
    if (s.trans_a == Op::NoTrans && fits_any(s.m, s.n, s.k, t.any, t.tiny_max, streamed))
        return GemmKernel::any;
    if (small) return GemmKernel::tiny;
    return GemmKernel::blocked;
}

/** Whether a kernel is one call for a whole run (else one call a problem). */
inline bool is_batch_kernel(GemmKernel k)
{
    return k == GemmKernel::dense_square || k == GemmKernel::square || k == GemmKernel::tiny ||
           k == GemmKernel::any_run;
}

}  // namespace batchblas::core
