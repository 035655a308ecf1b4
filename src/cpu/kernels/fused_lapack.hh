// SPDX-License-Identifier: BSD-3-Clause
/**
 * The fused-path kernels of the per-problem LAPACK routines (cpu/drivers/lapack_*.cc), as the
 * (baseline-compiled) drivers see them: LU with partial pivoting and Cholesky on a contiguous
 * column-major matrix held in a stack buffer (or a thread's buffer by rows or columns).
 * They hold nearly all the flops of getrf / potrf (and of gesv / posv's factorizations) up to
 * the orders of their buffers and of the leaves of the recursive path above, so they are
 * compiled once per ISA (common/fused_lapack.cc), whose vectors and FMAs their loops then use,
 * and reached through the table of active_isa().
 *
 * Semantics (LAPACK 3.11's getf2 / potf2, on valid arguments):
 *  - getf2(m, n, a, lda, ipiv): P A = L U of the m x n a in place, ipiv[j] (1-based) the row
 *    swapped with row j; pivot = first entry of largest |re| + |im| in the column (a NaN in
 *    first place wins); returns the first j (1-based) with U(j, j) exactly zero, 0 if none, and
 *    completes the factorization past it.
 *  - getf2_fixed[N]: getf2 of an N x N matrix (ld N), 1 <= N <= fused_lapack_fixed_max_n.
 *  - potf2_lower(n, a, lda): A = L L^H in the lower triangle of the n x n a; returns j when the
 *    j-th pivot is not positive (or NaN), A(j, j) then left as it was, 0 if none.
 */
#pragma once

#include <complex>
#include <cstdint>

#include "batchblas/types.hh"
#include "cpu/kernels/isa.hh"

namespace batchblas::cpu {

/** The largest buffer of getf2_by_rows (its rows padded), half of Zen 4's 1 MiB L2: n <= 252 in
 *  double and complex float, 179 in complex double, 354 in float. */
inline constexpr int64_t fused_lapack_rows_bytes = 524288;
/** The largest matrix potrf factors whole through potrf_by_blocks (n <= 404 in double), above
 *  which it halves the order first: more than Zen 4's L2, whose misses the kernel's chunks of
 *  rows, each held for every column on its left, still outrun. */
inline constexpr int64_t fused_lapack_blocks_bytes = 1310720;
/** The largest N of the compile-time-order LU kernels getf2_fixed[N]. */
inline constexpr int64_t fused_lapack_fixed_max_n = 8;

template <typename T>
struct FusedLapackKernels {
    int64_t (*getf2)(int64_t m, int64_t n, T* a, int64_t lda, int64_t* ipiv);
    /** getf2_fixed[N](a, ipiv): getf2 of an N x N a (ld N), N a compile-time constant (straight-
     *  line code, same operations in the same order); entry 0 is null. */
    int64_t (*getf2_fixed[fused_lapack_fixed_max_n + 1])(T* a, int64_t* ipiv);
    /** getf2_by_rows(m, n, a, lda, row_major, ipiv): getf2 of the m x n a (column-major, or
     *  by rows) computed in a buffer by rows, whose row interchanges and trailing updates run
     *  along rows; m * (n + 64 / sizeof(T)) * sizeof(T) <= fused_lapack_rows_bytes. Null where
     *  four entries are wider than the ISA's vector (double and complex on SSE2, complex double
     *  on AVX2). */
    int64_t (*getf2_by_rows)(int64_t m, int64_t n, T* a, int64_t lda, bool row_major,
                             int64_t* ipiv);
    int64_t (*potf2_lower)(int64_t n, T* a, int64_t lda);
    /** potrf_by_blocks(n, a, lda, upper, row_major): LAPACK's potrf of the n x n a (by rows if
     *  row_major), its uplo triangle only read and written, in the thread's buffer of the
     *  lower triangle by columns (n padded to whole vectors; meant for n * n * sizeof(T) up to
     *  fused_lapack_blocks_bytes), left-looking by blocks of four columns; returns as
     *  potf2_lower, the factor's columns before a failing pivot complete. */
    int64_t (*potrf_by_blocks)(int64_t n, T* a, int64_t lda, bool upper, bool row_major);
    /** getf2's pivot search and scaling on a strided vector, for a column too tall for the
     *  buffer: the 0-based i?amax of x[0], x[incx], ...; x = x / pivot (by the reciprocal unless
     *  it would overflow). */
    int64_t (*iamax)(int64_t n, T const* x, int64_t incx);
    void (*divide_by_pivot)(int64_t n, T pivot, T* x, int64_t incx);
};

namespace generic {
template <typename T>
FusedLapackKernels<T> const& fused_lapack_kernels();
}
#if defined(__x86_64__)
namespace avx2 {
template <typename T>
FusedLapackKernels<T> const& fused_lapack_kernels();
}
namespace avx512 {
template <typename T>
FusedLapackKernels<T> const& fused_lapack_kernels();
}
#endif

/** The fused LAPACK kernels of `isa` for T. */
template <typename T>
FusedLapackKernels<T> const& fused_lapack_kernels(Isa isa)
{
#if defined(BATCHBLAS_AVX512_KERNELS)
    if (isa == Isa::avx512) return avx512::fused_lapack_kernels<T>();
#endif
#if defined(BATCHBLAS_AVX2_KERNELS)
    if (isa == Isa::avx2) return avx2::fused_lapack_kernels<T>();
#endif
    (void)isa;
    return generic::fused_lapack_kernels<T>();
}

}  // namespace batchblas::cpu
