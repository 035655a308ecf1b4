// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/cuda_lapack.h
 * The batchblas CUDA backend, C API for LAPACK: getrf, getrfnp, getrs, gesv, potrf, potrs, posv,
 * getri and geqrf on the GPU; <batchblas/cuda.h> includes this file (it also compiles alone).
 *
 * BLAS_<routine>_batched_<type>_gpu takes the arguments of BLAS_<routine>_batched_<type>
 * (batchblas/lapack.h) followed by a queue, and computes the same thing for every problem i of
 * the batch (getrf: P_i A_i = L_i U_i; getrfnp: A_i = L_i U_i; getrs: op(A_i) X_i = B_i; gesv:
 * A_i X_i = B_i; potrf: A_i = L_i L_i^H or U_i^H U_i; potrs, posv: A_i X_i = B_i; getri:
 * C_i = A_i^-1; geqrf: A_i = Q_i R_i), in either layout, for any number of right-hand sides.
 *
 * - Pointer arrays (A, B, C, ipiv, tau) are HOST arrays of batch_count DEVICE pointers; option,
 *   size, leading-dimension and group arrays are host arrays, one value per group.
 * - info is a host array with the CPU API's modes and codes. Argument errors are those of the
 *   CPU API, with its positions: every problem is checked on the host before anything is
 *   launched, and when an argument is invalid nothing is computed. A null queue is an invalid
 *   argument at the queue's position (info + 1; info + 2 for the _dinfo forms).
 * - Numerical codes (getrf, getrfnp, gesv, potrf, posv, getri: LAPACK's positive info) are
 *   reported in info in its mode, as on the CPU. To do so these calls copy the codes back and
 *   WAIT for the queue's stream before returning. With ReportNone, or info == NULL, the codes
 *   have nowhere to go and the call only enqueues. getrs, potrs and geqrf report no numerical
 *   codes and never wait. A failing problem never stops the others. A call that waits cannot be
 *   captured into a CUDA graph: under stream capture use ReportNone or the _dinfo forms.
 * - The _dinfo forms of the six routines with numerical codes keep the codes on the device
 *   (a device array of batch_count entries) and never wait: see below.
 * - A CUDA runtime failure after the checks passed sets info[0] to BBLAS_ERROR_CUDA, as for
 *   the Level 3 routines (batchblas/cuda.h).
 *
 * Compiles as C99 and as C++.
 */

#ifndef BATCHBLAS_CUDA_LAPACK_H
#define BATCHBLAS_CUDA_LAPACK_H

/* The queue and the types; cuda.h includes this file at its end, after its own declarations. */
#include "batchblas/cuda.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * LU factorization with partial pivoting on the GPU, P_i A_i = L_i U_i (BLAS_getrf_batched_<t>:
 * ipiv 1-based, of the logical matrix whatever the layout; pivots chosen by |re| + |im|, ties to
 * the lowest row). A and ipiv: host arrays of device pointers. Code j > 0: U_i(j, j) is exactly
 * zero. Positions: m 2, n 3, A 4, A_ld 5, ipiv 6, group_count 7, group_sizes 8, info 9,
 * queue 10 (_dinfo: device_info 10, queue 11). Waits for the stream unless info is NULL or
 * ReportNone (see above).
 */
BBLAS_API void BLAS_getrf_batched_r32_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrf_batched_r64_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrf_batched_c32_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrf_batched_c64_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

/**
 * LU factorization without pivoting on the GPU, A_i = L_i U_i (BLAS_getrfnp_batched_<t>). Code
 * j > 0: U_i(j, j) is exactly zero (the first such j); column j below the diagonal is left
 * unscaled and the elimination goes on. A: host array of device pointers. Positions: m 2, n 3,
 * A 4, A_ld 5, group_count 6, group_sizes 7, info 8, queue 9 (_dinfo: device_info 9,
 * queue 10). Waits for the stream unless info is NULL or ReportNone (see above).
 */
BBLAS_API void BLAS_getrfnp_batched_r32_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrfnp_batched_r64_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrfnp_batched_c32_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrfnp_batched_c64_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

/**
 * Solve with LU factors on the GPU, op(A_i) X_i = B_i (BLAS_getrs_batched_<t>): any nrhs. A,
 * ipiv and B: host arrays of device pointers. No numerical codes, so the call never waits.
 * Positions: trans 2, n 3, nrhs 4, A 5, A_ld 6, ipiv 7, B 8, B_ld 9, group_count 10,
 * group_sizes 11, info 12, queue 13.
 */
BBLAS_API void BLAS_getrs_batched_r32_gpu(blas_layout_t layout,
    const blas_trans_t *trans, const int64_t *n, const int64_t *nrhs, const float *const *A,
    const int64_t *A_ld, const int64_t *const *ipiv, float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrs_batched_r64_gpu(blas_layout_t layout,
    const blas_trans_t *trans, const int64_t *n, const int64_t *nrhs, const double *const *A,
    const int64_t *A_ld, const int64_t *const *ipiv, double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrs_batched_c32_gpu(blas_layout_t layout,
    const blas_trans_t *trans, const int64_t *n, const int64_t *nrhs,
    const bblas_complex_float *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrs_batched_c64_gpu(blas_layout_t layout,
    const blas_trans_t *trans, const int64_t *n, const int64_t *nrhs,
    const bblas_complex_double *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

/**
 * Solve a general system on the GPU, A_i X_i = B_i (BLAS_gesv_batched_<t>: getrf, then getrs
 * where the factorization succeeded; B_i untouched where it failed). A, ipiv, B: host arrays of
 * device pointers. Code j > 0: U_i(j, j) is exactly zero. Positions: n 2, nrhs 3, A 4, A_ld 5,
 * ipiv 6, B 7, B_ld 8, group_count 9, group_sizes 10, info 11, queue 12 (_dinfo:
 * device_info 12, queue 13). Waits for the stream unless info is NULL or ReportNone.
 */
BBLAS_API void BLAS_gesv_batched_r32_gpu(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs, float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv, float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_gesv_batched_r64_gpu(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs, double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv, double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_gesv_batched_c32_gpu(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv, bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_gesv_batched_c64_gpu(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv, bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

/**
 * Cholesky factorization on the GPU, A_i = L_i L_i^H or U_i^H U_i (BLAS_potrf_batched_<t>): only
 * the uplo triangle is read and written. A: host array of device pointers. Code j > 0: the
 * leading minor of order j is not positive definite (that problem stops there). Positions:
 * uplo 2, n 3, A 4, A_ld 5, group_count 6, group_sizes 7, info 8, queue 9 (_dinfo:
 * device_info 9, queue 10). Waits for the stream unless info is NULL or ReportNone.
 */
BBLAS_API void BLAS_potrf_batched_r32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_potrf_batched_r64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_potrf_batched_c32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, bblas_complex_float *const *A,
    const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_potrf_batched_c64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, bblas_complex_double *const *A,
    const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

/**
 * Solve with a Cholesky factor on the GPU, A_i X_i = B_i (BLAS_potrs_batched_<t>): any nrhs. A
 * and B: host arrays of device pointers. No numerical codes, so the call never waits.
 * Positions: uplo 2, n 3, nrhs 4, A 5, A_ld 6, B 7, B_ld 8, group_count 9, group_sizes 10,
 * info 11, queue 12.
 */
BBLAS_API void BLAS_potrs_batched_r32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs, const float *const *A,
    const int64_t *A_ld, float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_potrs_batched_r64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs, const double *const *A,
    const int64_t *A_ld, double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_potrs_batched_c32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs,
    const bblas_complex_float *const *A, const int64_t *A_ld, bblas_complex_float *const *B,
    const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_potrs_batched_c64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs,
    const bblas_complex_double *const *A, const int64_t *A_ld, bblas_complex_double *const *B,
    const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

/**
 * Solve a Hermitian positive definite system on the GPU (BLAS_posv_batched_<t>: potrf, then
 * potrs where the factorization succeeded; B_i untouched where it failed). A and B: host arrays
 * of device pointers. Code j > 0: the leading minor of order j is not positive definite.
 * Positions as potrs (_dinfo: device_info 12, queue 13). Waits for the stream unless info is
 * NULL or ReportNone.
 */
BBLAS_API void BLAS_posv_batched_r32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs, float *const *A,
    const int64_t *A_ld, float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_posv_batched_r64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs, double *const *A,
    const int64_t *A_ld, double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_posv_batched_c32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs,
    bblas_complex_float *const *A, const int64_t *A_ld, bblas_complex_float *const *B,
    const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_posv_batched_c64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs,
    bblas_complex_double *const *A, const int64_t *A_ld, bblas_complex_double *const *B,
    const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

/**
 * Inverse from LU factors on the GPU, out of place: C_i = A^-1 (BLAS_getri_batched_<t>; A_i not
 * modified, C_i may be A_i itself). A, ipiv and C: host arrays of device pointers. Code j > 0:
 * U_i(j, j) is exactly zero, C_i untouched. Positions: n 2, A 3, A_ld 4, ipiv 5, C 6, C_ld 7,
 * group_count 8, group_sizes 9, info 10, queue 11 (_dinfo: device_info 11, queue 12). Waits for
 * the stream unless info is NULL or ReportNone.
 */
BBLAS_API void BLAS_getri_batched_r32_gpu(blas_layout_t layout,
    const int64_t *n, const float *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getri_batched_r64_gpu(blas_layout_t layout,
    const int64_t *n, const double *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getri_batched_c32_gpu(blas_layout_t layout,
    const int64_t *n, const bblas_complex_float *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv, bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getri_batched_c64_gpu(blas_layout_t layout,
    const int64_t *n, const bblas_complex_double *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv, bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

/**
 * QR factorization on the GPU, A_i = Q_i R_i (BLAS_geqrf_batched_<t>, LAPACK's storage of the
 * reflectors and tau). A and tau: host arrays of device pointers. No numerical codes, so the
 * call never waits. Positions: m 2, n 3, A 4, A_ld 5, tau 6, group_count 7, group_sizes 8,
 * info 9, queue 10.
 */
BBLAS_API void BLAS_geqrf_batched_r32_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, float *const *A, const int64_t *A_ld, float *const *tau,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_geqrf_batched_r64_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, double *const *A, const int64_t *A_ld,
    double *const *tau,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_geqrf_batched_c32_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *tau,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_geqrf_batched_c64_gpu(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *tau,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

/* ------------------------------------------------ device-codes variants (no host synchronisation) */

/**
 * The routines with numerical codes, keeping the codes on the device: the arguments of the
 * _gpu form with device_info between info and queue. info (host, its usual modes) receives the
 * argument errors only: when every argument is valid, info[0] is 0 and ReportAll / ReportGroup
 * entries are 0, whatever the numerical outcome. device_info is a DEVICE array of batch_count
 * entries: problem i's LAPACK code (0 where fine) goes to device_info[i], written on the stream
 * in order with the computation; NULL drops the codes. These calls never wait for the stream.
 * Positions: device_info is info + 1, queue info + 2.
 */

BBLAS_API void BLAS_getrf_batched_r32_gpu_dinfo(blas_layout_t layout,
    const int64_t *m, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrf_batched_r64_gpu_dinfo(blas_layout_t layout,
    const int64_t *m, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrf_batched_c32_gpu_dinfo(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrf_batched_c64_gpu_dinfo(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrfnp_batched_r32_gpu_dinfo(blas_layout_t layout,
    const int64_t *m, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrfnp_batched_r64_gpu_dinfo(blas_layout_t layout,
    const int64_t *m, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrfnp_batched_c32_gpu_dinfo(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getrfnp_batched_c64_gpu_dinfo(blas_layout_t layout,
    const int64_t *m, const int64_t *n, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_gesv_batched_r32_gpu_dinfo(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs, float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv, float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_gesv_batched_r64_gpu_dinfo(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs, double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv, double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_gesv_batched_c32_gpu_dinfo(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs, bblas_complex_float *const *A, const int64_t *A_ld,
    int64_t *const *ipiv, bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_gesv_batched_c64_gpu_dinfo(blas_layout_t layout,
    const int64_t *n, const int64_t *nrhs, bblas_complex_double *const *A, const int64_t *A_ld,
    int64_t *const *ipiv, bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_potrf_batched_r32_gpu_dinfo(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, float *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_potrf_batched_r64_gpu_dinfo(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, double *const *A, const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_potrf_batched_c32_gpu_dinfo(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, bblas_complex_float *const *A,
    const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_potrf_batched_c64_gpu_dinfo(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, bblas_complex_double *const *A,
    const int64_t *A_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_posv_batched_r32_gpu_dinfo(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs, float *const *A,
    const int64_t *A_ld, float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_posv_batched_r64_gpu_dinfo(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs, double *const *A,
    const int64_t *A_ld, double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_posv_batched_c32_gpu_dinfo(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs,
    bblas_complex_float *const *A, const int64_t *A_ld, bblas_complex_float *const *B,
    const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_posv_batched_c64_gpu_dinfo(blas_layout_t layout,
    const blas_uplo_t *uplo, const int64_t *n, const int64_t *nrhs,
    bblas_complex_double *const *A, const int64_t *A_ld, bblas_complex_double *const *B,
    const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getri_batched_r32_gpu_dinfo(blas_layout_t layout,
    const int64_t *n, const float *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getri_batched_r64_gpu_dinfo(blas_layout_t layout,
    const int64_t *n, const double *const *A, const int64_t *A_ld, const int64_t *const *ipiv,
    double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getri_batched_c32_gpu_dinfo(blas_layout_t layout,
    const int64_t *n, const bblas_complex_float *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv, bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

BBLAS_API void BLAS_getri_batched_c64_gpu_dinfo(blas_layout_t layout,
    const int64_t *n, const bblas_complex_double *const *A, const int64_t *A_ld,
    const int64_t *const *ipiv, bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info, int64_t *device_info,
    bblas_queue_t queue);

#ifdef __cplusplus
}
#endif

#endif /* BATCHBLAS_CUDA_LAPACK_H */
