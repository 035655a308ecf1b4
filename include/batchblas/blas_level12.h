// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/blas_level12.h
 * The standard batched C API for Level 1 and Level 2 BLAS; include <batchblas.h>, which includes
 * this file. Groups, info modes and argument error codes are those of batchblas.h; the argument
 * lists derive from BLAS as in section 4.2 of the standard (Abdelfattah et al., ACM TOMS 2021).
 * Level 2 routines take layout first (position 1); Level 1 routines have no layout, so n is
 * position 1. Vectors are pointer arrays of batch_count entries, increments one per group; a
 * reduction's result is a plain array of batch_count values, problem after problem.
 */
#ifndef BATCHBLAS_BLAS_LEVEL12_H
#define BATCHBLAS_BLAS_LEVEL12_H

/* The types, enumerations and BBLAS_API; batchblas.h includes this file in turn. */
#include <batchblas.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- Level 2 BLAS */

/**
 * General matrix-vector product, y_i = alpha_g op(A_i) x_i + beta_g y_i.
 *
 * op(A_i) is A_i, A_i^T or A_i^H by trans; A_i is m x n, so x_i has n elements and y_i m for
 * BlasNoTrans, x_i m and y_i n otherwise. Positions: trans 2, m 3, n 4, alpha 5, A 6, A_ld 7,
 * x 8, incx 9, beta 10, y 11, incy 12, group_count 13, group_sizes 14, info 15.
 * A_ld >= max(1, m) (ColMajor) or max(1, n) (RowMajor); incx, incy nonzero, negative ones
 * walking the vector backwards from x + (1 - len) * inc as in reference BLAS.
 * m == 0 or n == 0 references nothing; alpha == 0 reads neither A nor x (y = beta y, and y is
 * left alone when beta == 1); beta == 0 writes y without reading it.
 */
BBLAS_API void BLAS_gemv_batched_r32(blas_layout_t layout,
    const blas_trans_t *trans,
    const int64_t *m, const int64_t *n,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    const float *const *x, const int64_t *incx,
    const float *beta,
    float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_gemv_batched_r64(blas_layout_t layout,
    const blas_trans_t *trans,
    const int64_t *m, const int64_t *n,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    const double *const *x, const int64_t *incx,
    const double *beta,
    double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_gemv_batched_c32(blas_layout_t layout,
    const blas_trans_t *trans,
    const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *x, const int64_t *incx,
    const bblas_complex_float *beta,
    bblas_complex_float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_gemv_batched_c64(blas_layout_t layout,
    const blas_trans_t *trans,
    const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *x, const int64_t *incx,
    const bblas_complex_double *beta,
    bblas_complex_double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Rank-1 update, A_i = alpha_g x_i y_i^T + A_i (ger for real types, geru for complex) or
 * A_i = alpha_g x_i y_i^H + A_i (gerc); A_i m x n, x_i m elements, y_i n elements.
 * Positions: m 2, n 3, alpha 4, x 5, incx 6, y 7, incy 8, A 9, A_ld 10, group_count 11,
 * group_sizes 12, info 13. A_ld >= max(1, m) (ColMajor) or max(1, n) (RowMajor); incx, incy
 * nonzero. m == 0, n == 0 or alpha == 0 references nothing.
 */
BBLAS_API void BLAS_ger_batched_r32(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    const float *alpha,
    const float *const *x, const int64_t *incx,
    const float *const *y, const int64_t *incy,
    float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_ger_batched_r64(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    const double *alpha,
    const double *const *x, const int64_t *incx,
    const double *const *y, const int64_t *incy,
    double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_geru_batched_c32(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *x, const int64_t *incx,
    const bblas_complex_float *const *y, const int64_t *incy,
    bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_geru_batched_c64(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *x, const int64_t *incx,
    const bblas_complex_double *const *y, const int64_t *incy,
    bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_gerc_batched_c32(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *x, const int64_t *incx,
    const bblas_complex_float *const *y, const int64_t *incy,
    bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_gerc_batched_c64(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *x, const int64_t *incx,
    const bblas_complex_double *const *y, const int64_t *incy,
    bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Symmetric matrix-vector product, y_i = alpha_g A_i x_i + beta_g y_i; A_i n x n symmetric,
 * only its uplo triangle read (complex types: complex symmetric, not Hermitian).
 * Positions: uplo 2, n 3, alpha 4, A 5, A_ld 6, x 7, incx 8, beta 9, y 10, incy 11,
 * group_count 12, group_sizes 13, info 14. A_ld >= max(1, n); incx, incy nonzero.
 * n == 0 references nothing; alpha == 0 reads neither A nor x; beta == 0 does not read y.
 */
BBLAS_API void BLAS_symv_batched_r32(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    const float *const *x, const int64_t *incx,
    const float *beta,
    float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_symv_batched_r64(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    const double *const *x, const int64_t *incx,
    const double *beta,
    double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_symv_batched_c32(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *x, const int64_t *incx,
    const bblas_complex_float *beta,
    bblas_complex_float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_symv_batched_c64(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *x, const int64_t *incx,
    const bblas_complex_double *beta,
    bblas_complex_double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Hermitian matrix-vector product, as symv with A_i Hermitian (the imaginary parts of its
 * diagonal are taken as zero). Complex types only; positions as symv.
 */
BBLAS_API void BLAS_hemv_batched_c32(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *x, const int64_t *incx,
    const bblas_complex_float *beta,
    bblas_complex_float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_hemv_batched_c64(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *x, const int64_t *incx,
    const bblas_complex_double *beta,
    bblas_complex_double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Triangular matrix-vector product, x_i = op(A_i) x_i; A_i n x n triangular, only its uplo
 * triangle read, its diagonal not at all when diag is BlasUnit.
 * Positions: uplo 2, trans 3, diag 4, n 5, A 6, A_ld 7, x 8, incx 9, group_count 10,
 * group_sizes 11, info 12. A_ld >= max(1, n); incx nonzero.
 */
BBLAS_API void BLAS_trmv_batched_r32(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const blas_diag_t *diag,
    const int64_t *n,
    const float *const *A, const int64_t *A_ld,
    float *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trmv_batched_r64(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const blas_diag_t *diag,
    const int64_t *n,
    const double *const *A, const int64_t *A_ld,
    double *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trmv_batched_c32(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const blas_diag_t *diag,
    const int64_t *n,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trmv_batched_c64(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const blas_diag_t *diag,
    const int64_t *n,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Triangular solve, x_i = op(A_i)^-1 x_i; A_i is not checked for singularity (as in BLAS).
 * Positions as trmv.
 */
BBLAS_API void BLAS_trsv_batched_r32(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const blas_diag_t *diag,
    const int64_t *n,
    const float *const *A, const int64_t *A_ld,
    float *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trsv_batched_r64(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const blas_diag_t *diag,
    const int64_t *n,
    const double *const *A, const int64_t *A_ld,
    double *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trsv_batched_c32(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const blas_diag_t *diag,
    const int64_t *n,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trsv_batched_c64(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const blas_diag_t *diag,
    const int64_t *n,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/* ---------------------------------------------------------------- Level 1 BLAS */

/**
 * y_i = alpha_g x_i + y_i, x_i and y_i of n elements. Level 1 routines have no layout: n is 1.
 * Positions: n 1, alpha 2, x 3, incx 4, y 5, incy 6, group_count 7, group_sizes 8, info 9.
 * incx, incy nonzero (negative: backwards from x + (1 - n) * inc). n == 0 or alpha == 0
 * references nothing.
 */
BBLAS_API void BLAS_axpy_batched_r32(const int64_t *n,
    const float *alpha,
    const float *const *x, const int64_t *incx,
    float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_axpy_batched_r64(const int64_t *n,
    const double *alpha,
    const double *const *x, const int64_t *incx,
    double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_axpy_batched_c32(const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *x, const int64_t *incx,
    bblas_complex_float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_axpy_batched_c64(const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *x, const int64_t *incx,
    bblas_complex_double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * x_i = alpha_g x_i. Positions: n 1, alpha 2, x 3, incx 4, group_count 5, group_sizes 6,
 * info 7. incx nonzero; for incx < 0 nothing is done, as in reference BLAS. alpha == 0 still
 * multiplies, so NaN in x stays NaN (reference BLAS).
 */
BBLAS_API void BLAS_scal_batched_r32(const int64_t *n,
    const float *alpha,
    float *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_scal_batched_r64(const int64_t *n,
    const double *alpha,
    double *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_scal_batched_c32(const int64_t *n,
    const bblas_complex_float *alpha,
    bblas_complex_float *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_scal_batched_c64(const int64_t *n,
    const bblas_complex_double *alpha,
    bblas_complex_double *const *x, const int64_t *incx,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * y_i = x_i. Positions: n 1, x 2, incx 3, y 4, incy 5, group_count 6, group_sizes 7, info 8.
 * incx, incy nonzero.
 */
BBLAS_API void BLAS_copy_batched_r32(const int64_t *n,
    const float *const *x, const int64_t *incx,
    float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_copy_batched_r64(const int64_t *n,
    const double *const *x, const int64_t *incx,
    double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_copy_batched_c32(const int64_t *n,
    const bblas_complex_float *const *x, const int64_t *incx,
    bblas_complex_float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_copy_batched_c64(const int64_t *n,
    const bblas_complex_double *const *x, const int64_t *incx,
    bblas_complex_double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * x_i <-> y_i. Positions as copy.
 */
BBLAS_API void BLAS_swap_batched_r32(const int64_t *n,
    float *const *x, const int64_t *incx,
    float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_swap_batched_r64(const int64_t *n,
    double *const *x, const int64_t *incx,
    double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_swap_batched_c32(const int64_t *n,
    bblas_complex_float *const *x, const int64_t *incx,
    bblas_complex_float *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_swap_batched_c64(const int64_t *n,
    bblas_complex_double *const *x, const int64_t *incx,
    bblas_complex_double *const *y, const int64_t *incy,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * result[i] = x_i^T y_i (real types). result holds batch_count values, problem after problem.
 * Positions: n 1, x 2, incx 3, y 4, incy 5, result 6, group_count 7, group_sizes 8, info 9.
 * incx, incy nonzero; n == 0 gives 0.
 */
BBLAS_API void BLAS_dot_batched_r32(const int64_t *n,
    const float *const *x, const int64_t *incx,
    const float *const *y, const int64_t *incy,
    float *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_dot_batched_r64(const int64_t *n,
    const double *const *x, const int64_t *incx,
    const double *const *y, const int64_t *incy,
    double *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * result[i] = x_i^T y_i (complex types, unconjugated). Positions as dot.
 */
BBLAS_API void BLAS_dotu_batched_c32(const int64_t *n,
    const bblas_complex_float *const *x, const int64_t *incx,
    const bblas_complex_float *const *y, const int64_t *incy,
    bblas_complex_float *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_dotu_batched_c64(const int64_t *n,
    const bblas_complex_double *const *x, const int64_t *incx,
    const bblas_complex_double *const *y, const int64_t *incy,
    bblas_complex_double *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * result[i] = x_i^H y_i (complex types, x_i conjugated). Positions as dot.
 */
BBLAS_API void BLAS_dotc_batched_c32(const int64_t *n,
    const bblas_complex_float *const *x, const int64_t *incx,
    const bblas_complex_float *const *y, const int64_t *incy,
    bblas_complex_float *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_dotc_batched_c64(const int64_t *n,
    const bblas_complex_double *const *x, const int64_t *incx,
    const bblas_complex_double *const *y, const int64_t *incy,
    bblas_complex_double *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * result[i] = ||x_i||_2, computed without overflow or underflow where the norm itself is
 * representable (as reference dnrm2 / dznrm2); real result for complex types.
 * Positions: n 1, x 2, incx 3, result 4, group_count 5, group_sizes 6, info 7. incx nonzero
 * (negative walks backwards, as reference BLAS 3.10 on); n == 0 gives 0.
 */
BBLAS_API void BLAS_nrm2_batched_r32(const int64_t *n,
    const float *const *x, const int64_t *incx,
    float *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_nrm2_batched_r64(const int64_t *n,
    const double *const *x, const int64_t *incx,
    double *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_nrm2_batched_c32(const int64_t *n,
    const bblas_complex_float *const *x, const int64_t *incx,
    float *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_nrm2_batched_c64(const int64_t *n,
    const bblas_complex_double *const *x, const int64_t *incx,
    double *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * result[i] = sum_j |Re x_ij| + |Im x_ij| (for real types sum_j |x_ij|); real result.
 * Positions as nrm2. incx nonzero; n == 0 or incx < 0 gives 0, as in reference BLAS.
 */
BBLAS_API void BLAS_asum_batched_r32(const int64_t *n,
    const float *const *x, const int64_t *incx,
    float *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_asum_batched_r64(const int64_t *n,
    const double *const *x, const int64_t *incx,
    double *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_asum_batched_c32(const int64_t *n,
    const bblas_complex_float *const *x, const int64_t *incx,
    float *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_asum_batched_c64(const int64_t *n,
    const bblas_complex_double *const *x, const int64_t *incx,
    double *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * result[i] = the 1-based index of the first element of x_i with the largest |Re| + |Im|
 * (for real types |x_ij|). Positions as nrm2. n == 0 or incx < 0 gives 0, as in reference
 * BLAS; NaN elements never win, except a NaN in first place.
 */
BBLAS_API void BLAS_iamax_batched_r32(const int64_t *n,
    const float *const *x, const int64_t *incx,
    int64_t *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_iamax_batched_r64(const int64_t *n,
    const double *const *x, const int64_t *incx,
    int64_t *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_iamax_batched_c32(const int64_t *n,
    const bblas_complex_float *const *x, const int64_t *incx,
    int64_t *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_iamax_batched_c64(const int64_t *n,
    const bblas_complex_double *const *x, const int64_t *incx,
    int64_t *result,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

#ifdef __cplusplus
}
#endif

#endif /* BATCHBLAS_BLAS_LEVEL12_H */
