// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tests' oracle for the Level 3 routines: plain templates, one column-major problem on the
 * calling thread, with the loops and the semantics of netlib reference BLAS (quick returns,
 * beta == 0 not reading C, zero-skipping, Hermitian diagonals). The signatures are those of
 * src/cpu/drivers/level3.hh, so a test calls the oracle as it calls the library's per-problem
 * routines; level3_matrix.hh puts them on test::Matrix operands of either layout. Compiled into
 * the test-only library batchblas_test_oracle, never into the shipped one.
 */
#pragma once

#include <cstdint>

#include "batchblas/types.hh"

namespace oracle {

using batchblas::Diag;
using batchblas::is_complex_v;
using batchblas::Op;
using batchblas::real_type;
using batchblas::Side;
using batchblas::Uplo;

/** C = alpha op(A) op(B) + beta C; C m x n, op(A) m x k, op(B) k x n. */
template <typename T>
void gemm(Op transA, Op transB, int64_t m, int64_t n, int64_t k, T alpha, T const* A, int64_t lda,
          T const* B, int64_t ldb, T beta, T* C, int64_t ldc);

/** C = alpha A B + beta C (Left, A m x m) or alpha B A + beta C (Right, A n x n), A symmetric. */
template <typename T>
void symm(Side side, Uplo uplo, int64_t m, int64_t n, T alpha, T const* A, int64_t lda, T const* B,
          int64_t ldb, T beta, T* C, int64_t ldc);

/** As symm with A Hermitian. */
template <typename T>
void hemm(Side side, Uplo uplo, int64_t m, int64_t n, T alpha, T const* A, int64_t lda, T const* B,
          int64_t ldb, T beta, T* C, int64_t ldc);

/** C = alpha A A^T + beta C (NoTrans, A n x k) or alpha A^T A + beta C (Trans, A k x n). */
template <typename T>
void syrk(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda, T beta, T* C,
          int64_t ldc);

/** C = alpha A A^H + beta C (NoTrans) or alpha A^H A + beta C (ConjTrans); alpha, beta real. */
template <typename T>
void herk(Uplo uplo, Op trans, int64_t n, int64_t k, real_type<T> alpha, T const* A, int64_t lda,
          real_type<T> beta, T* C, int64_t ldc);

/** C = alpha A B^T + alpha B A^T + beta C (NoTrans) or alpha A^T B + alpha B^T A + beta C. */
template <typename T>
void syr2k(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda, T const* B,
           int64_t ldb, T beta, T* C, int64_t ldc);

/** C = alpha A B^H + conj(alpha) B A^H + beta C (NoTrans) or the ^H A form; beta real. */
template <typename T>
void her2k(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda, T const* B,
           int64_t ldb, real_type<T> beta, T* C, int64_t ldc);

/** B = alpha op(A) B (Left, A m x m) or alpha B op(A) (Right, A n x n), A triangular. */
template <typename T>
void trmm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha, T const* A,
          int64_t lda, T* B, int64_t ldb);

/** B = alpha op(A)^-1 B (Left) or alpha B op(A)^-1 (Right), A triangular. */
template <typename T>
void trsm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha, T const* A,
          int64_t lda, T* B, int64_t ldb);

}  // namespace oracle
