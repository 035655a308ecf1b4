// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/bblas_flat.h
 * The 2016 flat batched BLAS API (Dongarra et al., MIMS EPrint 2016.25, "A Proposed API for
 * Batched BLAS"), spelled as its reference implementation (BBLAS, Univ. of Manchester / Univ. of
 * Tennessee, 2016) spelled it, as a thin front end over batchblas.
 *
 *     bblas_{s,d,c,z}<routine>_batch(<arrays>..., int batch_count, enum BBLAS_OPTS batch_opts,
 *                                    int *info)
 *
 * Every array argument (options, sizes, scalars, leading dimensions, increments) is read
 *  - BBLAS_FIXED:    at index 0 only; that one value holds for every problem;
 *  - BBLAS_VARIABLE: at index i for problem i (arrays of at least batch_count entries).
 * Pointer arrays (arrayA, arrayB, arrayC, x, y, ipiv) always hold one pointer per problem.
 * Matrices are column-major (the draft has no layout argument); sizes, leading dimensions and
 * increments are `int`.
 *
 * info has batch_count entries, one per problem (the draft's section 3.7):
 *  - info[i] = 0: problem i was valid (and, when every problem was valid, has been computed);
 *  - info[i] = -a: a is the position (counting from 1) of the first invalid argument of
 *    problem i in the routine's signature below, as in LAPACK's INFO = -a;
 *  - getrf only: info[i] = j > 0: U(j,j) of problem i is exactly zero (LAPACK's meaning).
 * Call-level errors: batch_count < 0 sets info[0] = -(position of batch_count) and nothing else
 * is read or written; a batch_opts other than BBLAS_FIXED or BBLAS_VARIABLE sets every
 * info[i] (i < batch_count) to -(position of batch_opts) and nothing else is read or written.
 * As in the rest of batchblas, every problem is checked before anything is computed, and if any
 * problem is invalid no output is modified at all. info == NULL: nothing is read or written.
 *
 * Invalid arguments: an option outside its enumeration (or forbidden: BblasConjTrans in complex
 * syrk / syr2k, BblasTrans in herk / her2k), a negative size, a leading dimension below its
 * minimum (max(1, rows of the matrix as stored)), a zero increment (gemv, axpy), and a null
 * array or matrix pointer that the problem would reference. BLAS conventions hold per problem:
 * m = 0 or n = 0 references nothing, k = 0 or alpha = 0 gives C = beta C without reading A or B,
 * beta = 0 means C is not read, only the referenced triangle of a symmetric / Hermitian /
 * triangular matrix is read, the Hermitian routines take the imaginary parts of the diagonal as
 * zero and set those of C to zero.
 *
 * Names: these symbols (bblas_<x><routine>_batch, enum BBLAS_*, Bblas*, BBLAS_FIXED/VARIABLE,
 * BBLAS_Complex32_t/64_t) are distinct from the standard C API of <batchblas.h>
 * (BLAS_<routine>_batched_<type>, blas_*_t, Blas*), so both headers can be included together.
 * If the reference implementation's own bblas_types.h was included first, its enumerations and
 * complex types are used instead of being defined twice.
 */
#ifndef BATCHBLAS_BBLAS_FLAT_H
#define BATCHBLAS_BBLAS_FLAT_H

#include <batchblas.h>

#ifndef BBLAS_TYPES_H
#define BBLAS_TYPES_H

#ifdef __cplusplus
#define BBLAS_FLAT_ENUM(name) enum name : int
typedef std::complex<float> BBLAS_Complex32_t;
typedef std::complex<double> BBLAS_Complex64_t;
#else
#define BBLAS_FLAT_ENUM(name) enum name
typedef float _Complex BBLAS_Complex32_t;
typedef double _Complex BBLAS_Complex64_t;
#endif

/** Storage order (unused by the flat routines, which are column-major; kept for the spelling). */
BBLAS_FLAT_ENUM(BBLAS_ORDER) { BblasRowMajor = 101, BblasColMajor = 102 };
/** op(X): X, X^T or X^H. For real types BblasConjTrans means BblasTrans. */
BBLAS_FLAT_ENUM(BBLAS_TRANS) { BblasNoTrans = 111, BblasTrans = 112, BblasConjTrans = 113 };
/** Which triangle of a symmetric, Hermitian or triangular matrix is referenced. */
BBLAS_FLAT_ENUM(BBLAS_UPLO) { BblasUpper = 121, BblasLower = 122 };
/** Whether a triangular matrix has an implicit unit diagonal (then not referenced). */
BBLAS_FLAT_ENUM(BBLAS_DIAG) { BblasNonUnit = 131, BblasUnit = 132 };
/** Whether the special matrix multiplies from the left or the right. */
BBLAS_FLAT_ENUM(BBLAS_SIDE) { BblasLeft = 141, BblasRight = 142 };
/** batch_opts: one value for all problems (index 0 of each array) or one per problem. */
BBLAS_FLAT_ENUM(BBLAS_OPTS) { BBLAS_FIXED = 0, BBLAS_VARIABLE = 1 };

#undef BBLAS_FLAT_ENUM
#endif /* BBLAS_TYPES_H */

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- Level 3 */

/**
 * General matrix-matrix products: arrayC[i] = alpha[i] op(arrayA[i]) op(arrayB[i])
 * + beta[i] arrayC[i], op(X) = X, X^T or X^H by transA[i] / transB[i]; C is M x N, op(A) M x K,
 * op(B) K x N.
 * Positions: transA 1, transB 2, M 3, N 4, K 5, alpha 6, arrayA 7, lda 8, arrayB 9, ldb 10,
 * beta 11, arrayC 12, ldc 13, batch_count 14, batch_opts 15, info 16.
 */
BBLAS_API void bblas_sgemm_batch(
    const enum BBLAS_TRANS *transA, const enum BBLAS_TRANS *transB,
    const int *M, const int *N, const int *K,
    const float *alpha,
    const float **arrayA, const int *lda,
    const float **arrayB, const int *ldb,
    const float *beta,
    float **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_dgemm_batch(
    const enum BBLAS_TRANS *transA, const enum BBLAS_TRANS *transB,
    const int *M, const int *N, const int *K,
    const double *alpha,
    const double **arrayA, const int *lda,
    const double **arrayB, const int *ldb,
    const double *beta,
    double **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_cgemm_batch(
    const enum BBLAS_TRANS *transA, const enum BBLAS_TRANS *transB,
    const int *M, const int *N, const int *K,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **arrayA, const int *lda,
    const BBLAS_Complex32_t **arrayB, const int *ldb,
    const BBLAS_Complex32_t *beta,
    BBLAS_Complex32_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_zgemm_batch(
    const enum BBLAS_TRANS *transA, const enum BBLAS_TRANS *transB,
    const int *M, const int *N, const int *K,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **arrayA, const int *lda,
    const BBLAS_Complex64_t **arrayB, const int *ldb,
    const BBLAS_Complex64_t *beta,
    BBLAS_Complex64_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

/**
 * Symmetric matrix-matrix products: C = alpha A B + beta C (side BblasLeft, A M x M) or
 * C = alpha B A + beta C (BblasRight, A N x N), A symmetric with only its uplo triangle read.
 * Positions: side 1, uplo 2, M 3, N 4, alpha 5, arrayA 6, lda 7, arrayB 8, ldb 9, beta 10,
 * arrayC 11, ldc 12, batch_count 13, batch_opts 14, info 15.
 */
BBLAS_API void bblas_ssymm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const int *M, const int *N,
    const float *alpha,
    const float **arrayA, const int *lda,
    const float **arrayB, const int *ldb,
    const float *beta,
    float **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_dsymm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const int *M, const int *N,
    const double *alpha,
    const double **arrayA, const int *lda,
    const double **arrayB, const int *ldb,
    const double *beta,
    double **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_csymm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const int *M, const int *N,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **arrayA, const int *lda,
    const BBLAS_Complex32_t **arrayB, const int *ldb,
    const BBLAS_Complex32_t *beta,
    BBLAS_Complex32_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_zsymm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const int *M, const int *N,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **arrayA, const int *lda,
    const BBLAS_Complex64_t **arrayB, const int *ldb,
    const BBLAS_Complex64_t *beta,
    BBLAS_Complex64_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

/** Hermitian matrix-matrix products: as symm with A Hermitian. Complex types; positions as symm. */
BBLAS_API void bblas_chemm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const int *M, const int *N,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **arrayA, const int *lda,
    const BBLAS_Complex32_t **arrayB, const int *ldb,
    const BBLAS_Complex32_t *beta,
    BBLAS_Complex32_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_zhemm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const int *M, const int *N,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **arrayA, const int *lda,
    const BBLAS_Complex64_t **arrayB, const int *ldb,
    const BBLAS_Complex64_t *beta,
    BBLAS_Complex64_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

/**
 * Symmetric rank-k updates: C = alpha A A^T + beta C (trans BblasNoTrans, A N x K) or
 * C = alpha A^T A + beta C (BblasTrans, A K x N); only the uplo triangle of C is read and
 * written. Complex types reject BblasConjTrans.
 * Positions: uplo 1, trans 2, N 3, K 4, alpha 5, arrayA 6, lda 7, beta 8, arrayC 9, ldc 10,
 * batch_count 11, batch_opts 12, info 13.
 */
BBLAS_API void bblas_ssyrk_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const float *alpha,
    const float **arrayA, const int *lda,
    const float *beta,
    float **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_dsyrk_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const double *alpha,
    const double **arrayA, const int *lda,
    const double *beta,
    double **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_csyrk_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **arrayA, const int *lda,
    const BBLAS_Complex32_t *beta,
    BBLAS_Complex32_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_zsyrk_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **arrayA, const int *lda,
    const BBLAS_Complex64_t *beta,
    BBLAS_Complex64_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

/**
 * Hermitian rank-k updates: C = alpha A A^H + beta C or alpha A^H A + beta C with real alpha and
 * beta; BblasTrans is rejected. Complex types; positions as syrk.
 */
BBLAS_API void bblas_cherk_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const float *alpha,
    const BBLAS_Complex32_t **arrayA, const int *lda,
    const float *beta,
    BBLAS_Complex32_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_zherk_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const double *alpha,
    const BBLAS_Complex64_t **arrayA, const int *lda,
    const double *beta,
    BBLAS_Complex64_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

/**
 * Symmetric rank-2k updates: C = alpha A B^T + alpha B A^T + beta C (BblasNoTrans, A and B
 * N x K) or alpha A^T B + alpha B^T A + beta C (BblasTrans, K x N). Complex types reject
 * BblasConjTrans.
 * Positions: uplo 1, trans 2, N 3, K 4, alpha 5, arrayA 6, lda 7, arrayB 8, ldb 9, beta 10,
 * arrayC 11, ldc 12, batch_count 13, batch_opts 14, info 15.
 */
BBLAS_API void bblas_ssyr2k_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const float *alpha,
    const float **arrayA, const int *lda,
    const float **arrayB, const int *ldb,
    const float *beta,
    float **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_dsyr2k_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const double *alpha,
    const double **arrayA, const int *lda,
    const double **arrayB, const int *ldb,
    const double *beta,
    double **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_csyr2k_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **arrayA, const int *lda,
    const BBLAS_Complex32_t **arrayB, const int *ldb,
    const BBLAS_Complex32_t *beta,
    BBLAS_Complex32_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_zsyr2k_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **arrayA, const int *lda,
    const BBLAS_Complex64_t **arrayB, const int *ldb,
    const BBLAS_Complex64_t *beta,
    BBLAS_Complex64_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

/**
 * Hermitian rank-2k updates: C = alpha A B^H + conj(alpha) B A^H + beta C or the ^H A form,
 * beta real; BblasTrans is rejected. Complex types; positions as syr2k.
 */
BBLAS_API void bblas_cher2k_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **arrayA, const int *lda,
    const BBLAS_Complex32_t **arrayB, const int *ldb,
    const float *beta,
    BBLAS_Complex32_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_zher2k_batch(
    const enum BBLAS_UPLO *uplo, const enum BBLAS_TRANS *trans,
    const int *N, const int *K,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **arrayA, const int *lda,
    const BBLAS_Complex64_t **arrayB, const int *ldb,
    const double *beta,
    BBLAS_Complex64_t **arrayC, const int *ldc,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

/**
 * Triangular matrix-matrix products: B = alpha op(A) B (side BblasLeft, A M x M) or
 * B = alpha B op(A) (BblasRight, A N x N), A triangular (uplo, diag), B M x N.
 * Positions: side 1, uplo 2, transA 3, diag 4, M 5, N 6, alpha 7, arrayA 8, lda 9, arrayB 10,
 * ldb 11, batch_count 12, batch_opts 13, info 14.
 */
BBLAS_API void bblas_strmm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const enum BBLAS_TRANS *transA, const enum BBLAS_DIAG *diag,
    const int *M, const int *N,
    const float *alpha,
    const float **arrayA, const int *lda,
    float **arrayB, const int *ldb,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_dtrmm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const enum BBLAS_TRANS *transA, const enum BBLAS_DIAG *diag,
    const int *M, const int *N,
    const double *alpha,
    const double **arrayA, const int *lda,
    double **arrayB, const int *ldb,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_ctrmm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const enum BBLAS_TRANS *transA, const enum BBLAS_DIAG *diag,
    const int *M, const int *N,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **arrayA, const int *lda,
    BBLAS_Complex32_t **arrayB, const int *ldb,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_ztrmm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const enum BBLAS_TRANS *transA, const enum BBLAS_DIAG *diag,
    const int *M, const int *N,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **arrayA, const int *lda,
    BBLAS_Complex64_t **arrayB, const int *ldb,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

/**
 * Triangular solves with many right-hand sides: B = alpha op(A)^-1 B (BblasLeft) or
 * B = alpha B op(A)^-1 (BblasRight). A singular A is not detected (as in BLAS). Positions as
 * trmm.
 */
BBLAS_API void bblas_strsm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const enum BBLAS_TRANS *transA, const enum BBLAS_DIAG *diag,
    const int *M, const int *N,
    const float *alpha,
    const float **arrayA, const int *lda,
    float **arrayB, const int *ldb,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_dtrsm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const enum BBLAS_TRANS *transA, const enum BBLAS_DIAG *diag,
    const int *M, const int *N,
    const double *alpha,
    const double **arrayA, const int *lda,
    double **arrayB, const int *ldb,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_ctrsm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const enum BBLAS_TRANS *transA, const enum BBLAS_DIAG *diag,
    const int *M, const int *N,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **arrayA, const int *lda,
    BBLAS_Complex32_t **arrayB, const int *ldb,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_ztrsm_batch(
    const enum BBLAS_SIDE *side, const enum BBLAS_UPLO *uplo,
    const enum BBLAS_TRANS *transA, const enum BBLAS_DIAG *diag,
    const int *M, const int *N,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **arrayA, const int *lda,
    BBLAS_Complex64_t **arrayB, const int *ldb,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

/* ---------------------------------------------------------------- Level 2 and Level 1 */

/**
 * Matrix-vector products (the 2016 draft, section 5): y = alpha op(A) x + beta y, A M x N; incx and
 * incy nonzero (negative increments walk the vector backwards, as in BLAS).
 * Positions: trans 1, M 2, N 3, alpha 4, arrayA 5, lda 6, x 7, incx 8, beta 9, y 10, incy 11,
 * batch_count 12, batch_opts 13, info 14.
 */
BBLAS_API void bblas_sgemv_batch(
    const enum BBLAS_TRANS *trans,
    const int *M, const int *N,
    const float *alpha,
    const float **arrayA, const int *lda,
    const float **x, const int *incx,
    const float *beta,
    float **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_dgemv_batch(
    const enum BBLAS_TRANS *trans,
    const int *M, const int *N,
    const double *alpha,
    const double **arrayA, const int *lda,
    const double **x, const int *incx,
    const double *beta,
    double **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_cgemv_batch(
    const enum BBLAS_TRANS *trans,
    const int *M, const int *N,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **arrayA, const int *lda,
    const BBLAS_Complex32_t **x, const int *incx,
    const BBLAS_Complex32_t *beta,
    BBLAS_Complex32_t **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_zgemv_batch(
    const enum BBLAS_TRANS *trans,
    const int *M, const int *N,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **arrayA, const int *lda,
    const BBLAS_Complex64_t **x, const int *incx,
    const BBLAS_Complex64_t *beta,
    BBLAS_Complex64_t **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

/**
 * y = alpha x + y (the 2016 draft, section 5); vectors of N elements, incx and incy nonzero.
 * Positions: N 1, alpha 2, x 3, incx 4, y 5, incy 6, batch_count 7, batch_opts 8, info 9.
 */
BBLAS_API void bblas_saxpy_batch(
    const int *N,
    const float *alpha,
    const float **x, const int *incx,
    float **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_daxpy_batch(
    const int *N,
    const double *alpha,
    const double **x, const int *incx,
    double **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_caxpy_batch(
    const int *N,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **x, const int *incx,
    BBLAS_Complex32_t **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_zaxpy_batch(
    const int *N,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **x, const int *incx,
    BBLAS_Complex64_t **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

/* ---------------------------------------------------------------- LAPACK */

/**
 * LU factorizations with partial pivoting (the 2016 draft, section 6): P A = L U, A M x N
 * column-major; ipiv[i] receives min(M, N) 1-based row indices as in LAPACK's getrf.
 * info[i] = j > 0: U(j,j) is exactly zero (the factorization is complete; U is singular).
 * Positions: M 1, N 2, arrayA 3, lda 4, ipiv 5, batch_count 6, batch_opts 7, info 8.
 */
BBLAS_API void bblas_sgetrf_batch(
    const int *M, const int *N,
    float **arrayA, const int *lda,
    int **ipiv,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_dgetrf_batch(
    const int *M, const int *N,
    double **arrayA, const int *lda,
    int **ipiv,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_cgetrf_batch(
    const int *M, const int *N,
    BBLAS_Complex32_t **arrayA, const int *lda,
    int **ipiv,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

BBLAS_API void bblas_zgetrf_batch(
    const int *M, const int *N,
    BBLAS_Complex64_t **arrayA, const int *lda,
    int **ipiv,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* BATCHBLAS_BBLAS_FLAT_H */
