// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/lapack.h
 * The batched LAPACK C API (section 5 of the batched BLAS standard, Abdelfattah et al., ACM TOMS
 * 2021): LU (getrf, getrs, gesv, getri; getrfnp, LU without pivoting), Cholesky (potrf, potrs,
 * posv) and QR (geqrf); include <batchblas.h>, which includes this file.
 *
 * Groups, info modes and argument error codes are those of batchblas.h (positions count layout
 * as 1). Matrices, pivots (ipiv) and Householder scalars (tau) are pointer arrays of batch_count
 * entries; options, sizes and leading dimensions one value per group. The meaning of every
 * argument is that of the LAPACK routine of the same name, in either layout: a row-major A_i is
 * the same logical matrix, and pivots describe interchanges of its logical rows.
 *
 * Numerical failures are positive codes with LAPACK's meaning, reported per problem in info as
 * argument errors are (ReportAll: info[1+i]; ReportGroup: the first nonzero code of the group;
 * info[0]: the 1-based first group holding a nonzero code). A failing problem never stops the
 * others, which are computed and correct. Argument errors are checked for every problem first
 * and, if any, nothing is computed.
 */
#ifndef BATCHBLAS_LAPACK_H
#define BATCHBLAS_LAPACK_H

/* The types, enumerations and BBLAS_API; batchblas.h includes this file in turn. */
#include <batchblas.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * LU factorization with partial pivoting, P_i A_i = L_i U_i (LAPACK getrf).
 *
 * A_i is m x n; on exit its strict lower part holds L_i (unit diagonal not stored) and its upper
 * part U_i. ipiv[i] points to min(m, n) 1-based row indices: row k of the logical matrix was
 * interchanged with row ipiv[i][k], whatever the layout. The pivot is the first entry of largest
 * |re| + |im| (|x| for real types) in its column, as LAPACK's i?amax.
 * Positions: m 2, n 3, A 4, A_ld 5, ipiv 6, group_count 7, group_sizes 8, info 9.
 * A_ld >= max(1, m) (ColMajor) or max(1, n) (RowMajor). min(m, n) == 0 references nothing.
 * Numerical code j > 0: U_i(j, j) is exactly zero (1-based j, the first such); the
 * factorization is completed, so U_i is singular and must not be used to solve.
 */
BBLAS_API void BLAS_getrf_batched_r32(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getrf_batched_r64(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getrf_batched_c32(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getrf_batched_c64(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * LU factorization without pivoting, A_i = L_i U_i (MKL's getrfnp).
 *
 * A_i is m x n; on exit its strict lower part holds L_i (unit diagonal not stored) and its upper
 * part U_i. No row is interchanged, so it suits matrices known to need no pivoting (diagonally
 * dominant, or positive definite); on such matrices it gives getrf's factors with identity
 * pivots. Positions: m 2, n 3, A 4, A_ld 5, group_count 6, group_sizes 7, info 8.
 * A_ld >= max(1, m) (ColMajor) or max(1, n) (RowMajor). min(m, n) == 0 references nothing.
 * Numerical code j > 0: U_i(j, j) is exactly zero (1-based j, the first such); column j below
 * the diagonal is left unscaled and the elimination goes on with the following columns.
 */
BBLAS_API void BLAS_getrfnp_batched_r32(blas_layout_t layout,
    const int64_t *m, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getrfnp_batched_r64(blas_layout_t layout,
    const int64_t *m, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getrfnp_batched_c32(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getrfnp_batched_c64(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Solve with an LU factorization, op(A_i) X_i = B_i (LAPACK getrs): B_i is overwritten by X_i.
 *
 * A_i (n x n) and ipiv[i] hold the factors and pivots of getrf (same layout); op(A_i) is A_i,
 * A_i^T or A_i^H by trans. B_i is n x nrhs. No numerical codes (a singular U_i gives Inf/NaN).
 * Positions: trans 2, n 3, nrhs 4, A 5, A_ld 6, ipiv 7, B 8, B_ld 9, group_count 10,
 * group_sizes 11, info 12. A_ld >= max(1, n); B_ld >= max(1, n) (ColMajor) or max(1, nrhs)
 * (RowMajor). n == 0 or nrhs == 0 references nothing.
 */
BBLAS_API void BLAS_getrs_batched_r32(blas_layout_t layout,
    const blas_trans_t *trans,
    const int64_t *n, const int64_t *nrhs,
    const float *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv,
    float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getrs_batched_r64(blas_layout_t layout,
    const blas_trans_t *trans,
    const int64_t *n, const int64_t *nrhs,
    const double *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv,
    double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getrs_batched_c32(blas_layout_t layout,
    const blas_trans_t *trans,
    const int64_t *n, const int64_t *nrhs,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getrs_batched_c64(blas_layout_t layout,
    const blas_trans_t *trans,
    const int64_t *n, const int64_t *nrhs,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Solve a general system, A_i X_i = B_i (LAPACK gesv): getrf on A_i, then getrs.
 *
 * On exit A_i holds its LU factors, ipiv[i] the n pivots, B_i (n x nrhs) the solution X_i.
 * Positions: n 2, nrhs 3, A 4, A_ld 5, ipiv 6, B 7, B_ld 8, group_count 9, group_sizes 10,
 * info 11. A_ld >= max(1, n); B_ld >= max(1, n) (ColMajor) or max(1, nrhs) (RowMajor).
 * A_i is factored even when nrhs == 0. Numerical code j > 0: U_i(j, j) is exactly zero; A_i
 * holds the completed factorization and B_i is left untouched.
 */
BBLAS_API void BLAS_gesv_batched_r32(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs,
    float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_gesv_batched_r64(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs,
    double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_gesv_batched_c32(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs,
    bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_gesv_batched_c64(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs,
    bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Cholesky factorization, A_i = L_i L_i^H (BlasLower) or U_i^H U_i (BlasUpper) (LAPACK potrf).
 *
 * A_i is n x n Hermitian (symmetric for real types) positive definite; only its uplo triangle is
 * read and overwritten by the factor, the other triangle is never touched. Imaginary parts of
 * the diagonal are taken as zero and written as zero.
 * Positions: uplo 2, n 3, A 4, A_ld 5, group_count 6, group_sizes 7, info 8. A_ld >= max(1, n).
 * Numerical code j > 0: the leading minor of order j is not positive definite (its pivot is
 * <= 0 or NaN); the factorization of that problem stops there, A_i partly overwritten.
 */
BBLAS_API void BLAS_potrf_batched_r32(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n,
    float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_potrf_batched_r64(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n,
    double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_potrf_batched_c32(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n,
    bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_potrf_batched_c64(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n,
    bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Solve with a Cholesky factorization, A_i X_i = B_i (LAPACK potrs): B_i is overwritten by X_i.
 *
 * The uplo triangle of A_i (n x n) holds the factor from potrf; the other is not read. B_i is
 * n x nrhs. Positions: uplo 2, n 3, nrhs 4, A 5, A_ld 6, B 7, B_ld 8, group_count 9,
 * group_sizes 10, info 11. A_ld >= max(1, n); B_ld >= max(1, n) (ColMajor) or max(1, nrhs)
 * (RowMajor). n == 0 or nrhs == 0 references nothing.
 */
BBLAS_API void BLAS_potrs_batched_r32(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n, const int64_t *nrhs,
    const float *const *A, const int64_t *A_ld,
    float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_potrs_batched_r64(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n, const int64_t *nrhs,
    const double *const *A, const int64_t *A_ld,
    double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_potrs_batched_c32(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n, const int64_t *nrhs,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_potrs_batched_c64(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n, const int64_t *nrhs,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Solve a Hermitian positive definite system, A_i X_i = B_i (LAPACK posv): potrf, then potrs.
 *
 * On exit the uplo triangle of A_i holds the factor, B_i (n x nrhs) the solution. Positions and
 * leading dimensions as potrs. Numerical code j > 0: the leading minor of order j of A_i is
 * not positive definite; A_i is partly factored and B_i left untouched.
 */
BBLAS_API void BLAS_posv_batched_r32(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n, const int64_t *nrhs,
    float *const *A, const int64_t *A_ld,
    float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_posv_batched_r64(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n, const int64_t *nrhs,
    double *const *A, const int64_t *A_ld,
    double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_posv_batched_c32(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n, const int64_t *nrhs,
    bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_posv_batched_c64(blas_layout_t layout,
    const blas_uplo_t *uplo,
    const int64_t *n, const int64_t *nrhs,
    bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Inverse from an LU factorization, out of place: C_i = A^-1 where A_i, ipiv[i] hold getrf's
 * factors and pivots of A (LAPACK getri, computed as U^-1 L^-1 P). A_i is not modified; C_i may
 * be A_i itself (same pointer and leading dimension) for an in-place inverse.
 * Positions: n 2, A 3, A_ld 4, ipiv 5, C 6, C_ld 7, group_count 8, group_sizes 9, info 10.
 * A_ld >= max(1, n), C_ld >= max(1, n). Numerical code j > 0: U_i(j, j) is exactly zero, the
 * matrix is singular and C_i is left untouched.
 */
BBLAS_API void BLAS_getri_batched_r32(blas_layout_t layout,
    const int64_t *n,
    const float *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv,
    float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getri_batched_r64(blas_layout_t layout,
    const int64_t *n,
    const double *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv,
    double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getri_batched_c32(blas_layout_t layout,
    const int64_t *n,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_getri_batched_c64(blas_layout_t layout,
    const int64_t *n,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * QR factorization by Householder reflectors, A_i = Q_i R_i (LAPACK geqrf).
 *
 * A_i is m x n; on exit its upper triangle (upper trapezoid when m < n) holds R_i and the
 * entries below the diagonal the reflectors: Q_i = H(1) H(2) ... H(k), k = min(m, n),
 * H(j) = I - tau_j v_j v_j^H with v_j(1:j-1) = 0, v_j(j) = 1 and v_j(j+1:m) stored in column j
 * below the diagonal, exactly LAPACK's storage. tau[i] points to k scalars tau_j (1 <= re(tau_j)
 * <= 2, or tau_j = 0 for H(j) = I). No numerical codes.
 * Positions: m 2, n 3, A 4, A_ld 5, tau 6, group_count 7, group_sizes 8, info 9.
 * A_ld >= max(1, m) (ColMajor) or max(1, n) (RowMajor). min(m, n) == 0 references nothing.
 */
BBLAS_API void BLAS_geqrf_batched_r32(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    float *const *A, const int64_t *A_ld,
    float *const *tau,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_geqrf_batched_r64(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    double *const *A, const int64_t *A_ld,
    double *const *tau,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_geqrf_batched_c32(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *tau,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_geqrf_batched_c64(blas_layout_t layout,
    const int64_t *m, const int64_t *n,
    bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *tau,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);
#ifdef __cplusplus
}
#endif

#endif /* BATCHBLAS_LAPACK_H */
