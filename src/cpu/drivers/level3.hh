// SPDX-License-Identifier: BSD-3-Clause
/**
 * Per-problem Level 3 routines of the CPU backend: one matrix problem, column-major, on the
 * calling thread. The batch drivers map row-major problems onto these (by transposition) and
 * call them from their OpenMP loop; nothing here checks arguments or spawns threads.
 *
 * Semantics are exactly reference BLAS (column-major) on already-valid arguments:
 *  - m == 0 or n == 0: return at once, nothing referenced;
 *  - k == 0 or alpha == 0: C = beta * C without reading A or B (trmm/trsm: B = alpha*B, and B is
 *    set to zero without being read when alpha == 0);
 *  - beta == 0: C is written without being read (NaN / Inf in C do not propagate);
 *  - only the uplo triangle of symmetric / Hermitian / triangular A is read, of C (syrk, herk,
 *    syr2k, her2k) only the uplo triangle is read or written; diag == Unit: diagonal of A unread;
 *  - Hermitian routines take the imaginary parts of the diagonal of A (hemm) as zero and set the
 *    imaginary parts of the diagonal of C (herk, her2k) to zero, except in reference BLAS's
 *    quick return (alpha == 0 or k == 0, with beta == 1), which leaves C untouched;
 *  - for real T, Op::ConjTrans means Op::Trans; hemm/herk/her2k on real T are symm/syrk/syr2k;
 *  - entries between the rows and the leading dimension are never touched.
 * The caller guarantees valid options (e.g. no ConjTrans for complex syrk, no Trans for complex
 * herk), non-negative sizes and leading dimensions >= max(1, rows).
 */
#pragma once

#include <cstdint>

#include "batchblas.h"
#include "batchblas/types.hh"

namespace batchblas::cpu {

/** C = alpha op(A) op(B) + beta C; C m x n, op(A) m x k, op(B) k x n. */
template <typename T>
void gemm(Op transA, Op transB, int64_t m, int64_t n, int64_t k, T alpha, T const* A,
          int64_t lda, T const* B, int64_t ldb, T beta, T* C, int64_t ldc);

/**
 * gemm for one of a run of problems of one size whose matrices are too large for the caches
 * together: where the any-size kernel's limits for such runs (TinyAnyLimits::run_columns) are
 * narrower than for a problem alone, the wider problems take the blocked path, whose loop
 * over C's column blocks fetches the next block's tiles ahead.
 */
template <typename T>
void gemm_in_streamed_run(Op transA, Op transB, int64_t m, int64_t n, int64_t k, T alpha,
                          T const* A, int64_t lda, T const* B, int64_t ldb, T beta, T* C,
                          int64_t ldc);

/** C = alpha A B + beta C (Left, A m x m) or alpha B A + beta C (Right, A n x n), A symmetric. */
template <typename T>
void symm(Side side, Uplo uplo, int64_t m, int64_t n, T alpha, T const* A, int64_t lda,
          T const* B, int64_t ldb, T beta, T* C, int64_t ldc);

/** As symm with A Hermitian. */
template <typename T>
void hemm(Side side, Uplo uplo, int64_t m, int64_t n, T alpha, T const* A, int64_t lda,
          T const* B, int64_t ldb, T beta, T* C, int64_t ldc);

/** C = alpha A A^T + beta C (NoTrans, A n x k) or alpha A^T A + beta C (Trans, A k x n). */
template <typename T>
void syrk(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda, T beta,
          T* C, int64_t ldc);

/** C = alpha A A^H + beta C (NoTrans) or alpha A^H A + beta C (ConjTrans); alpha, beta real. */
template <typename T>
void herk(Uplo uplo, Op trans, int64_t n, int64_t k, real_type<T> alpha, T const* A, int64_t lda,
          real_type<T> beta, T* C, int64_t ldc);

/** C = alpha A B^T + alpha B A^T + beta C (NoTrans) or alpha A^T B + alpha B^T A + beta C. */
template <typename T>
void syr2k(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda,
           T const* B, int64_t ldb, T beta, T* C, int64_t ldc);

/** C = alpha A B^H + conj(alpha) B A^H + beta C (NoTrans) or the ^H A form; beta real. */
template <typename T>
void her2k(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda,
           T const* B, int64_t ldb, real_type<T> beta, T* C, int64_t ldc);

/** B = alpha op(A) B (Left, A m x m) or alpha B op(A) (Right, A n x n), A triangular. */
template <typename T>
void trmm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha, T const* A,
          int64_t lda, T* B, int64_t ldb);

/** B = alpha op(A)^-1 B (Left) or alpha B op(A)^-1 (Right), A triangular. */
template <typename T>
void trsm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha, T const* A,
          int64_t lda, T* B, int64_t ldb);

/** symm's and hemm's type, which their explicit instantiations name. */
template <typename T>
using SymmRoutine = void(Side, Uplo, int64_t, int64_t, T, T const*, int64_t, T const*, int64_t, T,
                         T*, int64_t);

/** trmm's and trsm's type, which their explicit instantiations name. */
template <typename T>
using TriangularRoutine = void(Side, Uplo, Op, Diag, int64_t, int64_t, T, T const*, int64_t, T*,
                               int64_t);

/** Binary16 gemm (gemm_half.cc): widened to float, accumulated in float, rounded once. */
template <>
void gemm<bblas_half>(Op transA, Op transB, int64_t m, int64_t n, int64_t k, bblas_half alpha,
                      bblas_half const* A, int64_t lda, bblas_half const* B, int64_t ldb,
                      bblas_half beta, bblas_half* C, int64_t ldc);

}  // namespace batchblas::cpu
