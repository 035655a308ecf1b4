// SPDX-License-Identifier: BSD-3-Clause
/**
 * Kernels for tiny GEMM problems, as the (baseline-compiled) drivers see them: one kernel per
 * (rows of C, depth) pair, both compile-time constants up to tiny_max, found through a table
 * of each ISA (common/tiny_gemm.hh holds the template).
 *
 * A tiny kernel computes C = alpha * op(A) * op(B) + beta * C for an M x n C (n any), op(A)
 * M x K: op(A)(i, p) at a[i * a_rs + p * a_cs], conjugated when conj_a; op(B)(p, j) at
 * b[p * b_rs + j * b_cs], conjugated when conj_b. Nothing is packed: op(A) is held in vector
 * registers (or the stack, which is the same as a packed copy) for the whole problem and every
 * column of C is a short chain of FMAs over K broadcasts of B. beta == 0: C is not read.
 */
#pragma once

#include <complex>
#include <cstdint>

#include "batchblas/types.hh"
#include "core/gemm_choice.hh"
#include "cpu/kernels/isa.hh"

namespace batchblas::cpu {

/** Largest M and K served by the tiny kernels (the extent of their tables; every ISA's
 *  config table gives the same GemmTuning::tiny_max). */
inline constexpr int tiny_max = 8;


/**
 * The matrices of consecutive problems of a batch: problem i's at array[i], or at
 * base + i * stride when array is null (stride 0: one matrix for all).
 */
template <typename T>
struct MatrixSequence {
    T* const* array = nullptr;
    T* base = nullptr;
    int64_t stride = 0;

    T* operator[](int64_t i) const { return array != nullptr ? array[i] : base + i * stride; }

    /** The sequence from problem `first` on. */
    MatrixSequence from(int64_t first) const
    {
        if (array != nullptr) return {array + first, nullptr, 0};
        return {nullptr, base + first * stride, stride};
    }
};

/**
 * A tiny kernel over `count` problems alike but for their matrices (problem i: a[i], b[i],
 * c[i]): one call per run of a group, so that a problem costs its arithmetic and its memory
 * traffic, not a dispatch (a single problem is a run of one). Matrices of later problems are
 * prefetched when they come from pointer arrays.
 */
template <typename T>
using TinyGemmBatchKernel = void (*)(int64_t count, int64_t n, T alpha, MatrixSequence<T const> a,
                                     int64_t a_rs, int64_t a_cs, bool conj_a,
                                     MatrixSequence<T const> b, int64_t b_rs, int64_t b_cs,
                                     bool conj_b, T beta, MatrixSequence<T> c, int64_t ldc);

/**
 * The most common tiny case, square and untransposed, real types: C = alpha A B + beta C with
 * A, B, C all N x N, columns contiguous (leading dimensions lda, ldb, ldc), over `count`
 * problems; one kernel per N and per case of beta (0: C not read; 1; other), so that nothing
 * but the arithmetic and the memory traffic is left per problem.
 */
template <typename T>
using TinySquareGemmKernel = void (*)(int64_t count, T alpha, MatrixSequence<T const> a,
                                      int64_t lda, MatrixSequence<T const> b, int64_t ldb,
                                      T beta, MatrixSequence<T> c, int64_t ldc);

/**
 * One kernel for every size: C = alpha A op(B) + beta C for one problem, A m x k column-major
 * (lda, not transposed), op(B)(p, j) at b[p * b_rs + j * b_cs], conjugated when conj_b (complex
 * types; ignored for real ones), C m x n (ldc), with m, k, n >= 1 and alpha != 0
 * (TinyGemmTable::any_limits: where it is taken); beta == 0: C is not read.
 * Columns of C go in blocks of up to eight, each column of A loaded once a block; more rows
 * than four vectors go in panels of four vectors. For batches
 * whose problems differ in size (a run of one problem per kernel call): a few small bodies,
 * where each size's own kernel would be fetched into the instruction cache anew, and no
 * blocking set-up. Every type on ISAs with masked vector loads; null otherwise.
 */
template <typename T>
using TinyGemmAnyKernel = void (*)(int64_t m, int64_t n, int64_t k, T alpha, T const* a,
                                   int64_t lda, T const* b, int64_t b_rs, int64_t b_cs, bool conj_b,
                                   T beta, T* c, int64_t ldc);

/**
 * The any-size kernel over `count` problems alike but for their matrices (problem i: a[i],
 * b[i], c[i]), one size and one set of leading dimensions and scalars (a group or part of one):
 * the set-up of the sizes is done once for the run. Same contract as TinyGemmAnyKernel
 * otherwise; null where that one is.
 */
template <typename T>
using TinyGemmAnyRunKernel = void (*)(int64_t count, int64_t m, int64_t n, int64_t k, T alpha,
                                      MatrixSequence<T const> a, int64_t lda,
                                      MatrixSequence<T const> b, int64_t b_rs, int64_t b_cs,
                                      bool conj_b, T beta, MatrixSequence<T> c, int64_t ldc);

/** Orders of the dense square kernels' table (TinyGemmTable::dense_square). */
using core::dense_square_max;
using core::dense_square_min;

/**
 * C = alpha A B + beta C over `count` problems of one order N (dense_square_min <= N <=
 * dense_square_max, the table's index), real types, A, B and C N x N with leading dimension N,
 * alpha != 0; beta == 0: C is not read. Every size and leading dimension is a compile-time
 * constant: the most common batch of small problems (one size, packed) at the rate of a kernel
 * generated for it.
 */
template <typename T>
using TinyDenseSquareKernel = void (*)(int64_t count, T alpha, MatrixSequence<T const> a,
                                       MatrixSequence<T const> b, T beta, MatrixSequence<T> c);

/**
 * One gemm problem, column-major, as a run of problems of one size class hands it to a kernel:
 * C = alpha op(A) op(B) + beta C, op(A) m x k, op(B) k x n, C m x n.
 */
template <typename T>
struct TinyGemmProblem {
    T const* a;
    T const* b;
    T* c;
    int64_t m, n, k, lda, ldb, ldc;
    Op trans_a, trans_b;
    T alpha, beta;
};

/**
 * The exact-size kernel of depth K and width N (TinyGemmTable::exact[K - 1][N - 1]) over
 * problems[order[i]] for i < count, each with k == K, n == N, 1 <= m <= the table's exact_rows
 * (a vector of the ISA), trans_a and trans_b NoTrans, alpha != 0; beta == 0: C not read. Every
 * loop is unrolled: a problem costs its arithmetic, its memory traffic and nothing that the
 * sizes of the problems before it could mispredict; a run of problems of one size class costs
 * one indirect call.
 */
template <typename T>
using TinyGemmExactKernel = void (*)(int64_t count, TinyGemmProblem<T> const* problems,
                                     uint32_t const* order);

/** Where the any-size kernel is taken (the ISA's config table: GemmTuning::any). */
using TinyAnyLimits = core::AnyGemmLimits;

/** Cases of beta that index TinyGemmTable::square. */
enum class TinyBeta { zero, one, other };

/** batch[M - 1][K - 1] for 1 <= M, K <= tiny_max; square[N - 1][TinyBeta] for real types
 *  (null for complex ones, which take batch); any: see TinyGemmAnyKernel (may be null), and
 *  any_run the same over a run of problems of one size; exact[K - 1][N - 1]: see
 *  TinyGemmExactKernel (null where any is). any_limits, exact_rows and dense_square_limit
 *  repeat the ISA's config table (GemmTuning), which the planner reads to choose among them. */
template <typename T>
struct TinyGemmTable {
    TinyGemmBatchKernel<T> batch[tiny_max][tiny_max];
    TinySquareGemmKernel<T> square[tiny_max][3];
    TinyGemmAnyKernel<T> any;
    TinyGemmAnyRunKernel<T> any_run;  ///< null where any is
    TinyAnyLimits any_limits;
    TinyGemmExactKernel<T> exact[tiny_max][tiny_max];
    int exact_rows;  ///< rows of C the exact kernels take (a vector); 0 where they are null
    /// dense_square[N - dense_square_min] for dense_square_min <= N <= dense_square_limit (0:
    /// none); null for the orders where the square kernels are faster
    TinyDenseSquareKernel<T> dense_square[dense_square_max - dense_square_min + 1];
    int dense_square_limit;
};

/**
 * A tiny triangular solve: X op(A) = alpha B in place of the count x N matrix B, op(A) N x N
 * (N a compile-time constant up to tiny_max), lower or upper triangular, unit diagonal or not.
 * op(A)(p, j) at a[p * a_rs + j * a_cs], conjugated when conj_a; only the triangle is read (not
 * the diagonal when unit). B(i, j) at b[i * b_rs + j * b_cs]: with b_rs = 1, b_cs = ldb this is
 * a right-side solve; a left-side solve op(A) X = alpha B is the right-side solve of its
 * transpose (lines = columns of B: b_rs = ldb, b_cs = 1; the triangle transposed). The
 * diagonal is inverted once and multiplied, as the rest of the CPU trsm does.
 */
template <typename T>
using TinyTrsmKernel = void (*)(int64_t count, bool lower, bool unit, T alpha, T const* a,
                                int64_t a_rs, int64_t a_cs, bool conj_a, T* b, int64_t b_rs,
                                int64_t b_cs);

/** Order of TinyTrsmTable::wide: the recursion's diagonal blocks of 2 tiny_max. */
inline constexpr int tiny_trsm_wide = 2 * tiny_max;

/** kernel[N - 1] for 1 <= N <= tiny_max; wide: N = tiny_trsm_wide where it beats two blocks
 *  of tiny_max and an update (float on AVX-512: tiny_trsm.cc), else null. */
template <typename T>
struct TinyTrsmTable {
    TinyTrsmKernel<T> kernel[tiny_max];
    TinyTrsmKernel<T> wide;
};

/**
 * A tiny Cholesky factorization A = L L^H (or U^H U) of an N x N Hermitian positive definite
 * matrix, N a compile-time constant up to tiny_max: A(i, j) at a[i * rs + j * cs], the lower
 * triangle referenced, or the upper one when `upper`. Returns 0 with the factor written over
 * the triangle, or the 1-based index of the first pivot that is not positive (or NaN) with
 * nothing written.
 */
template <typename T>
using TinyPotrfKernel = int64_t (*)(T* a, int64_t rs, int64_t cs, bool upper);

/** kernel[N - 1] for 1 <= N <= tiny_max. */
template <typename T>
struct TinyPotrfTable {
    TinyPotrfKernel<T> kernel[tiny_max];
};

/** One ISA's tiny-kernel tables for T (gathered by that ISA's common/tiny_gemm.cc). */
template <typename T>
struct TinyTables {
    TinyGemmTable<T> const* gemm;
    TinyTrsmTable<T> const* trsm;
    TinyPotrfTable<T> const* potrf;
};

namespace generic {
template <typename T>
TinyTables<T> tiny_tables();
}
#if defined(__x86_64__)
namespace avx2 {
template <typename T>
TinyTables<T> tiny_tables();
}
namespace avx512 {
template <typename T>
TinyTables<T> tiny_tables();
}
#endif

/** The tiny-kernel tables of `isa` for T. */
template <typename T>
TinyTables<T> tiny_tables(Isa isa)
{
#if defined(BATCHBLAS_AVX512_KERNELS)
    if (isa == Isa::avx512) return avx512::tiny_tables<T>();
#endif
#if defined(BATCHBLAS_AVX2_KERNELS)
    if (isa == Isa::avx2) return avx2::tiny_tables<T>();
#endif
    (void)isa;
    return generic::tiny_tables<T>();
}

/** The tiny-kernel table of `isa` for T. */
template <typename T>
TinyGemmTable<T> const& tiny_gemm_table(Isa isa)
{
    return *tiny_tables<T>(isa).gemm;
}

/** The tiny-trsm table of `isa` for T. */
template <typename T>
TinyTrsmTable<T> const& tiny_trsm_table(Isa isa)
{
    return *tiny_tables<T>(isa).trsm;
}

/** The tiny-Cholesky table of `isa` for T. */
template <typename T>
TinyPotrfTable<T> const& tiny_potrf_table(Isa isa)
{
    return *tiny_tables<T>(isa).potrf;
}

}  // namespace batchblas::cpu
