// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C API of the CUDA backend (batchblas/cuda.h): each entry point builds the same batch view
 * as the CPU C API (api/c/views.hh; device pointers in the pointer arrays) and hands it
 * to the one dispatch path (api/dispatch.hh) with the CUDA backend (api/cuda/c_backend.hh): the
 * same call-level and per-problem checks and info reporting, then the batch is enqueued. No
 * exception crosses into C: a CUDA failure becomes info[0] = BBLAS_ERROR_CUDA, its message kept
 * in the queue.
 */
#include <batchblas/cuda.h>

#include <batchblas/cuda.hh>

#include <complex>
#include <exception>
#include <memory>
#include <string>

#include "api/c/views.hh"
#include "api/cuda/c_backend.hh"

namespace batchblas::cuda::capi {
namespace {

/** Runs f; a failure becomes BBLAS_ERROR_CUDA with its message kept in the queue if any. */
template <class F>
int guarded(bblas_queue_t queue, F&& f)
{
    try {
        f();
        if (queue != nullptr) queue->error.clear();
        return 0;
    } catch (std::exception const& e) {
        if (queue != nullptr) queue->error = e.what();
        return BBLAS_ERROR_CUDA;
    }
}

}  // namespace
}  // namespace batchblas::cuda::capi

extern "C" {

BBLAS_API int bblas_queue_create(bblas_queue_t* queue, int device)
{
    *queue = nullptr;
    try {
        auto q = std::make_unique<bblas_queue_s>();
        q->queue = std::make_unique<batchblas::Queue>(device);
        *queue = q.release();
        return 0;
    } catch (std::exception const&) {
        return BBLAS_ERROR_CUDA;
    }
}

BBLAS_API int bblas_queue_create_on_stream(bblas_queue_t* queue, int device, CUstream_st* stream)
{
    *queue = nullptr;
    try {
        auto q = std::make_unique<bblas_queue_s>();
        q->queue = std::make_unique<batchblas::Queue>(device, stream);
        *queue = q.release();
        return 0;
    } catch (std::exception const&) {
        return BBLAS_ERROR_CUDA;
    }
}

BBLAS_API void bblas_queue_destroy(bblas_queue_t queue)
{
    delete queue;
}

BBLAS_API int bblas_queue_sync(bblas_queue_t queue)
{
    return batchblas::cuda::capi::guarded(queue, [&] { queue->queue->sync(); });
}

BBLAS_API CUstream_st* bblas_queue_stream(bblas_queue_t queue)
{
    return queue->queue->stream();
}

BBLAS_API int bblas_queue_reserve_for_capture(bblas_queue_t queue, size_t bytes)
{
    return batchblas::cuda::capi::guarded(queue, [&] { queue->queue->reserve_for_capture(bytes); });
}

BBLAS_API void bblas_queue_release_capture_workspace(bblas_queue_t queue)
{
    queue->queue->release_capture_workspace();
}

BBLAS_API const char* bblas_queue_last_error(bblas_queue_t queue)
{
    return queue->error.c_str();
}

BBLAS_API void BLAS_gemm_batched_r32_gpu(blas_layout_t layout, const blas_trans_t* transA,
                                         const blas_trans_t* transB, const int64_t* m,
                                         const int64_t* n, const int64_t* k, const float* alpha,
                                         const float* const* A, const int64_t* A_ld,
                                         const float* const* B, const int64_t* B_ld,
                                         const float* beta, float* const* C, const int64_t* C_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::gemm_view(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_gemm_batched_r64_gpu(blas_layout_t layout, const blas_trans_t* transA,
                                         const blas_trans_t* transB, const int64_t* m,
                                         const int64_t* n, const int64_t* k, const double* alpha,
                                         const double* const* A, const int64_t* A_ld,
                                         const double* const* B, const int64_t* B_ld,
                                         const double* beta, double* const* C, const int64_t* C_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::gemm_view(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_gemm_batched_c32_gpu(
    blas_layout_t layout, const blas_trans_t* transA, const blas_trans_t* transB, const int64_t* m,
    const int64_t* n, const int64_t* k, const bblas_complex_float* alpha,
    const bblas_complex_float* const* A, const int64_t* A_ld, const bblas_complex_float* const* B,
    const int64_t* B_ld, const bblas_complex_float* beta, bblas_complex_float* const* C,
    const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes, int64_t* info,
    bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::gemm_view(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_gemm_batched_c64_gpu(
    blas_layout_t layout, const blas_trans_t* transA, const blas_trans_t* transB, const int64_t* m,
    const int64_t* n, const int64_t* k, const bblas_complex_double* alpha,
    const bblas_complex_double* const* A, const int64_t* A_ld, const bblas_complex_double* const* B,
    const int64_t* B_ld, const bblas_complex_double* beta, bblas_complex_double* const* C,
    const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes, int64_t* info,
    bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::gemm_view(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_symm_batched_r32_gpu(blas_layout_t layout, const blas_side_t* side,
                                         const blas_uplo_t* uplo, const int64_t* m,
                                         const int64_t* n, const float* alpha,
                                         const float* const* A, const int64_t* A_ld,
                                         const float* const* B, const int64_t* B_ld,
                                         const float* beta, float* const* C, const int64_t* C_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::symm_view(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_symm_batched_r64_gpu(blas_layout_t layout, const blas_side_t* side,
                                         const blas_uplo_t* uplo, const int64_t* m,
                                         const int64_t* n, const double* alpha,
                                         const double* const* A, const int64_t* A_ld,
                                         const double* const* B, const int64_t* B_ld,
                                         const double* beta, double* const* C, const int64_t* C_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::symm_view(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_symm_batched_c32_gpu(
    blas_layout_t layout, const blas_side_t* side, const blas_uplo_t* uplo, const int64_t* m,
    const int64_t* n, const bblas_complex_float* alpha, const bblas_complex_float* const* A,
    const int64_t* A_ld, const bblas_complex_float* const* B, const int64_t* B_ld,
    const bblas_complex_float* beta, bblas_complex_float* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::symm_view(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_symm_batched_c64_gpu(
    blas_layout_t layout, const blas_side_t* side, const blas_uplo_t* uplo, const int64_t* m,
    const int64_t* n, const bblas_complex_double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const bblas_complex_double* const* B, const int64_t* B_ld,
    const bblas_complex_double* beta, bblas_complex_double* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::symm_view(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_hemm_batched_c32_gpu(
    blas_layout_t layout, const blas_side_t* side, const blas_uplo_t* uplo, const int64_t* m,
    const int64_t* n, const bblas_complex_float* alpha, const bblas_complex_float* const* A,
    const int64_t* A_ld, const bblas_complex_float* const* B, const int64_t* B_ld,
    const bblas_complex_float* beta, bblas_complex_float* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::symm_view(true, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_hemm_batched_c64_gpu(
    blas_layout_t layout, const blas_side_t* side, const blas_uplo_t* uplo, const int64_t* m,
    const int64_t* n, const bblas_complex_double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const bblas_complex_double* const* B, const int64_t* B_ld,
    const bblas_complex_double* beta, bblas_complex_double* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::symm_view(true, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_syrk_batched_r32_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                         const blas_trans_t* trans, const int64_t* n,
                                         const int64_t* k, const float* alpha,
                                         const float* const* A, const int64_t* A_ld,
                                         const float* beta, float* const* C, const int64_t* C_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, C));
}

BBLAS_API void BLAS_syrk_batched_r64_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                         const blas_trans_t* trans, const int64_t* n,
                                         const int64_t* k, const double* alpha,
                                         const double* const* A, const int64_t* A_ld,
                                         const double* beta, double* const* C, const int64_t* C_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, C));
}

BBLAS_API void BLAS_syrk_batched_c32_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                         const blas_trans_t* trans, const int64_t* n,
                                         const int64_t* k, const bblas_complex_float* alpha,
                                         const bblas_complex_float* const* A, const int64_t* A_ld,
                                         const bblas_complex_float* beta,
                                         bblas_complex_float* const* C, const int64_t* C_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, C));
}

BBLAS_API void BLAS_syrk_batched_c64_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                         const blas_trans_t* trans, const int64_t* n,
                                         const int64_t* k, const bblas_complex_double* alpha,
                                         const bblas_complex_double* const* A, const int64_t* A_ld,
                                         const bblas_complex_double* beta,
                                         bblas_complex_double* const* C, const int64_t* C_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, C));
}

BBLAS_API void BLAS_herk_batched_c32_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const float* alpha, const bblas_complex_float* const* A, const int64_t* A_ld,
    const float* beta, bblas_complex_float* const* C, const int64_t* C_ld, int64_t group_count,
    const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_k_view(true, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, C));
}

BBLAS_API void BLAS_herk_batched_c64_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const double* beta, bblas_complex_double* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_k_view(true, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, C));
}

BBLAS_API void BLAS_syr2k_batched_r32_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                          const blas_trans_t* trans, const int64_t* n,
                                          const int64_t* k, const float* alpha,
                                          const float* const* A, const int64_t* A_ld,
                                          const float* const* B, const int64_t* B_ld,
                                          const float* beta, float* const* C, const int64_t* C_ld,
                                          int64_t group_count, const int64_t* group_sizes,
                                          int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_2k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_syr2k_batched_r64_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                          const blas_trans_t* trans, const int64_t* n,
                                          const int64_t* k, const double* alpha,
                                          const double* const* A, const int64_t* A_ld,
                                          const double* const* B, const int64_t* B_ld,
                                          const double* beta, double* const* C, const int64_t* C_ld,
                                          int64_t group_count, const int64_t* group_sizes,
                                          int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_2k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_syr2k_batched_c32_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_float* alpha, const bblas_complex_float* const* A,
    const int64_t* A_ld, const bblas_complex_float* const* B, const int64_t* B_ld,
    const bblas_complex_float* beta, bblas_complex_float* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_2k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_syr2k_batched_c64_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const bblas_complex_double* const* B, const int64_t* B_ld,
    const bblas_complex_double* beta, bblas_complex_double* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_2k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_her2k_batched_c32_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_float* alpha, const bblas_complex_float* const* A,
    const int64_t* A_ld, const bblas_complex_float* const* B, const int64_t* B_ld,
    const float* beta, bblas_complex_float* const* C, const int64_t* C_ld, int64_t group_count,
    const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_2k_view(true, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_her2k_batched_c64_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const bblas_complex_double* const* B, const int64_t* B_ld,
    const double* beta, bblas_complex_double* const* C, const int64_t* C_ld, int64_t group_count,
    const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::rank_2k_view(true, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, B, C));
}

BBLAS_API void BLAS_trmm_batched_r32_gpu(blas_layout_t layout, const blas_side_t* side,
                                         const blas_uplo_t* uplo, const blas_trans_t* trans,
                                         const blas_diag_t* diag, const int64_t* m,
                                         const int64_t* n, const float* alpha,
                                         const float* const* A, const int64_t* A_ld,
                                         float* const* B, const int64_t* B_ld, int64_t group_count,
                                         const int64_t* group_sizes, int64_t* info,
                                         bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::triangular_view(false, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, B));
}

BBLAS_API void BLAS_trmm_batched_r64_gpu(blas_layout_t layout, const blas_side_t* side,
                                         const blas_uplo_t* uplo, const blas_trans_t* trans,
                                         const blas_diag_t* diag, const int64_t* m,
                                         const int64_t* n, const double* alpha,
                                         const double* const* A, const int64_t* A_ld,
                                         double* const* B, const int64_t* B_ld, int64_t group_count,
                                         const int64_t* group_sizes, int64_t* info,
                                         bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::triangular_view(false, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, B));
}

BBLAS_API void BLAS_trmm_batched_c32_gpu(blas_layout_t layout, const blas_side_t* side,
                                         const blas_uplo_t* uplo, const blas_trans_t* trans,
                                         const blas_diag_t* diag, const int64_t* m,
                                         const int64_t* n, const bblas_complex_float* alpha,
                                         const bblas_complex_float* const* A, const int64_t* A_ld,
                                         bblas_complex_float* const* B, const int64_t* B_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::triangular_view(false, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, B));
}

BBLAS_API void BLAS_trmm_batched_c64_gpu(blas_layout_t layout, const blas_side_t* side,
                                         const blas_uplo_t* uplo, const blas_trans_t* trans,
                                         const blas_diag_t* diag, const int64_t* m,
                                         const int64_t* n, const bblas_complex_double* alpha,
                                         const bblas_complex_double* const* A, const int64_t* A_ld,
                                         bblas_complex_double* const* B, const int64_t* B_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::triangular_view(false, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, B));
}

BBLAS_API void BLAS_trsm_batched_r32_gpu(blas_layout_t layout, const blas_side_t* side,
                                         const blas_uplo_t* uplo, const blas_trans_t* trans,
                                         const blas_diag_t* diag, const int64_t* m,
                                         const int64_t* n, const float* alpha,
                                         const float* const* A, const int64_t* A_ld,
                                         float* const* B, const int64_t* B_ld, int64_t group_count,
                                         const int64_t* group_sizes, int64_t* info,
                                         bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::triangular_view(true, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, B));
}

BBLAS_API void BLAS_trsm_batched_r64_gpu(blas_layout_t layout, const blas_side_t* side,
                                         const blas_uplo_t* uplo, const blas_trans_t* trans,
                                         const blas_diag_t* diag, const int64_t* m,
                                         const int64_t* n, const double* alpha,
                                         const double* const* A, const int64_t* A_ld,
                                         double* const* B, const int64_t* B_ld, int64_t group_count,
                                         const int64_t* group_sizes, int64_t* info,
                                         bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::triangular_view(true, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, B));
}

BBLAS_API void BLAS_trsm_batched_c32_gpu(blas_layout_t layout, const blas_side_t* side,
                                         const blas_uplo_t* uplo, const blas_trans_t* trans,
                                         const blas_diag_t* diag, const int64_t* m,
                                         const int64_t* n, const bblas_complex_float* alpha,
                                         const bblas_complex_float* const* A, const int64_t* A_ld,
                                         bblas_complex_float* const* B, const int64_t* B_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::triangular_view(true, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, B));
}

BBLAS_API void BLAS_trsm_batched_c64_gpu(blas_layout_t layout, const blas_side_t* side,
                                         const blas_uplo_t* uplo, const blas_trans_t* trans,
                                         const blas_diag_t* diag, const int64_t* m,
                                         const int64_t* n, const bblas_complex_double* alpha,
                                         const bblas_complex_double* const* A, const int64_t* A_ld,
                                         bblas_complex_double* const* B, const int64_t* B_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::launch_c(
        batchblas::api::c::triangular_view(true, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::sources(A, nullptr, B));
}

}  // extern "C"
