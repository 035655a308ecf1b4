// SPDX-License-Identifier: BSD-3-Clause
/**
 * Per-problem Level 2 routines of the CPU backend: one matrix-vector problem, in either layout,
 * on the calling thread. The batch driver (batch_level12.cc) calls them from its OpenMP loop;
 * nothing here checks arguments or spawns threads.
 *
 * A row-major matrix is the column-major view of its transpose, so each routine turns a
 * row-major problem into a column-major one: gemv and trmv / trsv swap NoTrans and Trans, and
 * ConjTrans becomes "conjugate, do not transpose" (what CBLAS reaches by conjugating x and y);
 * ger swaps the roles of x and y (gerc conjugating the other one); symv / hemv flip the
 * triangle, hemv conjugating the stored entries. The column-major work then runs in two loop
 * shapes, both vectorised over contiguous memory: columns scaled and added into y (axpy form,
 * for NoTrans) and dot products of columns with x (dot form, for Trans and ConjTrans).
 * Vectors with an increment other than 1 are gathered into contiguous scratch and scattered
 * back, touching only their own elements.
 *
 * Semantics are exactly reference BLAS's (netlib 3.11, and CBLAS for row-major) on valid
 * arguments:
 *  - negative increments walk the vector backwards (element 0 at x + (1 - len) * inc);
 *  - gemv: m == 0 or n == 0, or alpha == 0 with beta == 1, return at once; otherwise
 *    y = beta * y first (beta == 0 writes zeros without reading y), then nothing more when
 *    alpha == 0 (A and x unread);
 *  - symv / hemv: the same with n; only the uplo triangle of A is read; hemv takes the
 *    imaginary parts of A's diagonal as zero;
 *  - ger / geru / gerc: m == 0, n == 0 or alpha == 0 reference nothing; a column whose
 *    multiplier (y_j column-major, x_i row-major) is zero is skipped, as in reference dger;
 *  - trmv / trsv: only the uplo triangle of A is read, its diagonal not at all for Diag::Unit;
 *    in the axpy form a zero x_j skips its column (reference BLAS); no singularity check;
 *  - for real T, Op::ConjTrans means Op::Trans and hemv is symv;
 *  - entries of A outside the referenced part (and beyond the leading dimension) and elements
 *    of x or y between their increments are never touched.
 */
#pragma once

#include <cstdint>

#include "batchblas/types.hh"

namespace batchblas::cpu {

/** y = alpha op(A) x + beta y; A m x n. */
template <typename T>
void gemv(Layout layout, Op trans, int64_t m, int64_t n, T alpha, T const* A, int64_t lda,
          T const* x, int64_t incx, T beta, T* y, int64_t incy);

/** A = alpha x y^T + A (conjugate = false) or alpha x y^H + A (conjugate = true); A m x n. */
template <typename T>
void ger(Layout layout, bool conjugate, int64_t m, int64_t n, T alpha, T const* x, int64_t incx,
         T const* y, int64_t incy, T* A, int64_t lda);

/** y = alpha A x + beta y; A n x n symmetric, or Hermitian when hermitian (complex T). */
template <typename T>
void symv(Layout layout, bool hermitian, Uplo uplo, int64_t n, T alpha, T const* A, int64_t lda,
          T const* x, int64_t incx, T beta, T* y, int64_t incy);

/** x = op(A) x; A n x n triangular. */
template <typename T>
void trmv(Layout layout, Uplo uplo, Op trans, Diag diag, int64_t n, T const* A, int64_t lda, T* x,
          int64_t incx);

/** x = op(A)^-1 x; A n x n triangular (not checked for singularity). */
template <typename T>
void trsv(Layout layout, Uplo uplo, Op trans, Diag diag, int64_t n, T const* A, int64_t lda, T* x,
          int64_t incx);

}  // namespace batchblas::cpu
