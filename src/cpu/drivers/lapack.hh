// SPDX-License-Identifier: BSD-3-Clause
/**
 * Per-problem LAPACK routines of the CPU backend: one matrix problem on the calling thread, in
 * either layout. The batch drivers (batch_lapack.cc) call these from their OpenMP loop; nothing
 * here checks arguments, allocates memory or spawns threads.
 *
 * Unlike the Level 3 routines (level3.hh), these take the layout: a row-major LU or QR is not the
 * column-major factorization of the transpose (pivots and reflectors act on logical rows), so
 * the layout has to reach the algorithm. Inside, a row-major matrix is either transposed while
 * it is loaded into a contiguous column-major buffer (small problems, the fused path) or seen
 * through the transposed operands of the Level 3 routines (blocked / recursive path).
 *
 * Semantics are LAPACK's on already-valid arguments:
 *  - getrf: P A = L U, L unit lower (m x min(m, n)), U upper (min(m, n) x n), ipiv[i] (1-based)
 *    the row swapped with row i, of the logical matrix whatever the layout. Pivot: first entry
 *    of largest |re| + |im| (|x| for real types) as i?amax, a NaN in first place wins as there.
 *    Returns 0, or j (1-based) for the first exactly zero U(j, j); the factorization completes.
 *  - getrfnp: A = L U with no row interchanges; a zero U(j, j) returns the first such j, leaves
 *    column j below the diagonal unscaled and the elimination goes on (the updates use the
 *    column as stored).
 *  - potrf: A = L L^H (Lower) or U^H U (Upper), only that triangle read and written; imaginary
 *    parts of the diagonal are ignored and written as zero. Returns 0, or j when the leading
 *    minor of order j is not positive definite (or its pivot is NaN); A is then partly factored.
 *  - getrs / potrs: B = op(A)^-1 B / A^-1 B from the factors.
 *  - gesv / posv: factor, then solve unless the factorization reported a code (B untouched).
 *  - getri: C = A^-1 from getrf's factors and pivots; returns j for the first zero U(j, j) and
 *    then leaves C untouched. C may be A itself (same pointer and leading dimension).
 *  - geqrf: A = Q R, R in the upper triangle, reflector i as LAPACK's (v(i) = 1 implicit,
 *    v(i+1:m) below the diagonal, H(i) = I - tau[i] v v^H, tau = 0 or 1 <= re(tau) <= 2).
 *  - entries between the rows and the leading dimension are never touched.
 */
#pragma once

#include <cstdint>

#include "batchblas/types.hh"

namespace batchblas::cpu {

/** P A = L U with partial pivoting; A m x n, ipiv min(m, n) entries. Returns LAPACK's info. */
template <typename T>
int64_t getrf(Layout layout, int64_t m, int64_t n, T* A, int64_t lda, int64_t* ipiv);

/** A = L U without pivoting; A m x n. Returns the first j (1-based) with U(j, j) exactly zero,
 *  whose column below the diagonal is then left unscaled; the elimination goes on. */
template <typename T>
int64_t getrfnp(Layout layout, int64_t m, int64_t n, T* A, int64_t lda);

/** B = op(A)^-1 B with getrf's factors; A n x n, B n x nrhs. */
template <typename T>
void getrs(Layout layout, Op trans, int64_t n, int64_t nrhs, T const* A, int64_t lda,
           int64_t const* ipiv, T* B, int64_t ldb);

/** LAPACK's laswp on B (n x nrhs): rows i and ipiv[i] - 1 interchanged for i = 0 .. n - 1, in
 *  increasing order (forward: B = P^T B before a getrs solve) or decreasing order. */
template <typename T>
void swap_pivot_rows(Layout layout, int64_t n, int64_t nrhs, T* B, int64_t ldb,
                     int64_t const* ipiv, bool forward);

/** getrf, then getrs unless getrf returned a code. Returns getrf's info. */
template <typename T>
int64_t gesv(Layout layout, int64_t n, int64_t nrhs, T* A, int64_t lda, int64_t* ipiv, T* B,
             int64_t ldb);

/** Cholesky factorization of the uplo triangle of A (n x n). Returns LAPACK's info. */
template <typename T>
int64_t potrf(Layout layout, Uplo uplo, int64_t n, T* A, int64_t lda);

/** B = A^-1 B with potrf's factor in the uplo triangle of A. */
template <typename T>
void potrs(Layout layout, Uplo uplo, int64_t n, int64_t nrhs, T const* A, int64_t lda, T* B,
           int64_t ldb);

/** potrf, then potrs unless potrf returned a code. Returns potrf's info. */
template <typename T>
int64_t posv(Layout layout, Uplo uplo, int64_t n, int64_t nrhs, T* A, int64_t lda, T* B,
             int64_t ldb);

/** C = A^-1 from getrf's factors; returns j for the first zero U(j, j), C then untouched. */
template <typename T>
int64_t getri(Layout layout, int64_t n, T const* A, int64_t lda, int64_t const* ipiv, T* C,
              int64_t ldc);

/** Householder QR of A (m x n) in LAPACK's storage; tau min(m, n) entries. */
template <typename T>
void geqrf(Layout layout, int64_t m, int64_t n, T* A, int64_t lda, T* tau);

}  // namespace batchblas::cpu
