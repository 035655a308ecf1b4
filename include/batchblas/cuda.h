// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/cuda.h
 * The batchblas CUDA backend, C API: the standard batched BLAS Level 3 routines on the GPU.
 *
 * BLAS_<routine>_batched_<type>_gpu takes the arguments of BLAS_<routine>_batched_<type>
 * (batchblas.h) plus a queue. Option, size, scalar, leading-dimension and group arrays are host
 * arrays as in the CPU API; the pointer arrays A, B, C are host arrays of DEVICE pointers. info
 * is a host array with the CPU API's modes and codes: every problem is checked on the host
 * before anything is launched, and when an argument is invalid nothing is computed. A null
 * queue is an invalid argument at position info + 1. The call returns once the batch is
 * enqueued on the queue's stream; bblas_queue_sync waits for it.
 *
 * If the CUDA runtime fails (a launch, an allocation of the queue's workspace) after the checks
 * passed, info[0] is set to BBLAS_ERROR_CUDA and bblas_queue_last_error() describes the failure;
 * problems of the batch may then be partly computed.
 *
 * Link libbatchblas_cuda (CMake: batchblas::cuda). Compiles as C99 and as C++.
 */
#ifndef BATCHBLAS_CUDA_H
#define BATCHBLAS_CUDA_H

#include <stddef.h>

#include "batchblas.h"

/** info[0] after a CUDA runtime failure (negative, far from any argument position). */
#define BBLAS_ERROR_CUDA (-1000)

/** CUDA's stream type (cudaStream_t), declared here so that C callers need no CUDA header. */
struct CUstream_st;

/** A queue: a device, a stream on it and the workspace of the calls issued on it. */
typedef struct bblas_queue_s *bblas_queue_t;

#ifdef __cplusplus
extern "C" {
#endif

/** Creates a queue on `device` with a stream of its own. Returns 0, or BBLAS_ERROR_CUDA
 *  (and *queue = NULL) when the device or the runtime fails. */
BBLAS_API int bblas_queue_create(bblas_queue_t *queue, int device);
/** Creates a queue on `device` that issues its calls on the caller's stream. */
BBLAS_API int bblas_queue_create_on_stream(bblas_queue_t *queue, int device,
                                           struct CUstream_st *stream);
/** Waits for the queue's calls, then frees it (not the caller's stream). NULL is ignored. */
BBLAS_API void bblas_queue_destroy(bblas_queue_t queue);
/** Blocks until every call issued on the queue has finished. Returns 0 or BBLAS_ERROR_CUDA. */
BBLAS_API int bblas_queue_sync(bblas_queue_t queue);
/** The queue's stream. */
BBLAS_API struct CUstream_st *bblas_queue_stream(bblas_queue_t queue);
/** Grows the workspace used by calls captured into CUDA graphs (see docs/cuda.md). */
BBLAS_API int bblas_queue_reserve_for_capture(bblas_queue_t queue, size_t bytes);
/** Makes the capture workspace reusable once no graph captured on the queue exists. */
BBLAS_API void bblas_queue_release_capture_workspace(bblas_queue_t queue);
/** The last CUDA failure reported on this queue ("" if none). Valid until the next call. */
BBLAS_API const char *bblas_queue_last_error(bblas_queue_t queue);

/* ---------------------------------------------------------------- Level 3 BLAS on the GPU */

BBLAS_API void BLAS_gemm_batched_r32_gpu(blas_layout_t layout,
    const blas_trans_t *transA, const blas_trans_t *transB,
    const int64_t *m, const int64_t *n, const int64_t *k,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    const float *const *B, const int64_t *B_ld,
    const float *beta,
    float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_gemm_batched_r64_gpu(blas_layout_t layout,
    const blas_trans_t *transA, const blas_trans_t *transB,
    const int64_t *m, const int64_t *n, const int64_t *k,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    const double *const *B, const int64_t *B_ld,
    const double *beta,
    double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_gemm_batched_c32_gpu(blas_layout_t layout,
    const blas_trans_t *transA, const blas_trans_t *transB,
    const int64_t *m, const int64_t *n, const int64_t *k,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_gemm_batched_c64_gpu(blas_layout_t layout,
    const blas_trans_t *transA, const blas_trans_t *transB,
    const int64_t *m, const int64_t *n, const int64_t *k,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_symm_batched_r32_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    const float *const *B, const int64_t *B_ld,
    const float *beta,
    float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_symm_batched_r64_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    const double *const *B, const int64_t *B_ld,
    const double *beta,
    double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_symm_batched_c32_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_symm_batched_c64_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_hemm_batched_c32_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_hemm_batched_c64_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_syrk_batched_r32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    const float *beta,
    float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_syrk_batched_r64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    const double *beta,
    double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_syrk_batched_c32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_syrk_batched_c64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_herk_batched_c32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_herk_batched_c64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_syr2k_batched_r32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    const float *const *B, const int64_t *B_ld,
    const float *beta,
    float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_syr2k_batched_r64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    const double *const *B, const int64_t *B_ld,
    const double *beta,
    double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_syr2k_batched_c32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_syr2k_batched_c64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_her2k_batched_c32_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_her2k_batched_c64_gpu(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_trmm_batched_r32_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_trmm_batched_r64_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_trmm_batched_c32_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_trmm_batched_c64_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_trsm_batched_r32_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_trsm_batched_r64_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_trsm_batched_c32_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

BBLAS_API void BLAS_trsm_batched_c64_gpu(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info,
    bblas_queue_t queue);

#ifdef __cplusplus
}
#endif

/* LAPACK on the GPU: getrf, getrfnp, getrs, gesv, potrf, potrs, posv, getri, geqrf. */
#include "batchblas/cuda_lapack.h"

#endif /* BATCHBLAS_CUDA_H */
