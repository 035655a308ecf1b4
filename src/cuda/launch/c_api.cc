// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C API of the CUDA backend (batchblas/cuda.h): each entry point builds the core's batch
 * view over the caller's group arrays (device pointers in the pointer arrays) with the CPU front
 * ends' helpers (api/front_end.hh), runs the CPU API's call-level and per-problem checks
 * (core/check.hh) and enqueues the batch. No exception
 * crosses into C: CUDA failures become info[0] = BBLAS_ERROR_CUDA.
 */
#include <batchblas/cuda.h>

#include <batchblas/cuda.hh>

#include <complex>
#include <exception>
#include <memory>
#include <string>

#include "api/front_end.hh"
#include "core/check.hh"
#include "cuda/launch/level3.hh"

struct bblas_queue_s {
    std::unique_ptr<batchblas::Queue> queue;
    std::string error;
};

namespace batchblas::cuda::capi {
namespace {

using api::inputs;
using api::outputs;
using api::per_group;
using api::per_group_option;
using core::Groups;

/** A C pointer array: one device pointer per problem, copied to the device in one block. */
template <typename T>
MatrixSource array_of(T const* const* array)
{
    MatrixSource s;
    s.array = reinterpret_cast<void const* const*>(array);
    return s;
}

/** Checks as the CPU C API does, then enqueues; CUDA failures land in info[0]. */
template <class Problems>
void check_and_launch(Problems const& p, int64_t group_count, int64_t const* group_sizes,
                      int64_t* info, bblas_queue_t queue, Sources const& sources)
{
    if (!core::check_call(p, group_count, group_sizes, info)) return;
    if (queue == nullptr) {
        info[0] = -(Problems::info_pos + 1);
        return;
    }
    try {
        if (!core::check_and_report(p, info)) return;
        launch(p, *queue->queue, sources);
    } catch (std::exception const& e) {
        queue->error = e.what();
        info[0] = BBLAS_ERROR_CUDA;
    }
}

template <typename T>
void gemm(blas_layout_t layout, blas_trans_t const* transA, blas_trans_t const* transB,
          int64_t const* m, int64_t const* n, int64_t const* k, T const* alpha, T const* const* A,
          int64_t const* lda, T const* const* B, int64_t const* ldb, T const* beta, T* const* C,
          int64_t const* ldc, int64_t group_count, int64_t const* group_sizes, int64_t* info,
          bblas_queue_t queue)
{
    core::GemmProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.transA = per_group_option(transA);
    p.transB = per_group_option(transB);
    p.m = per_group(m);
    p.n = per_group(n);
    p.k = per_group(k);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.B = inputs(B);
    p.ldb = per_group(ldb);
    p.beta = per_group(beta);
    p.C = outputs(C);
    p.ldc = per_group(ldc);
    check_and_launch(p, group_count, group_sizes, info, queue,
                     Sources{array_of(A), array_of(B), array_of(C)});
}

template <typename T>
void symm(bool hermitian, blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
          int64_t const* m, int64_t const* n, T const* alpha, T const* const* A, int64_t const* lda,
          T const* const* B, int64_t const* ldb, T const* beta, T* const* C, int64_t const* ldc,
          int64_t group_count, int64_t const* group_sizes, int64_t* info, bblas_queue_t queue)
{
    core::SymmProblems<T> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "hemm" : "symm";
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.side = per_group_option(side);
    p.uplo = per_group_option(uplo);
    p.m = per_group(m);
    p.n = per_group(n);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.B = inputs(B);
    p.ldb = per_group(ldb);
    p.beta = per_group(beta);
    p.C = outputs(C);
    p.ldc = per_group(ldc);
    check_and_launch(p, group_count, group_sizes, info, queue,
                     Sources{array_of(A), array_of(B), array_of(C)});
}

template <typename T, typename Scalar>
void rank_k(bool hermitian, blas_layout_t layout, blas_uplo_t const* uplo,
            blas_trans_t const* trans, int64_t const* n, int64_t const* k, Scalar const* alpha,
            T const* const* A, int64_t const* lda, Scalar const* beta, T* const* C,
            int64_t const* ldc, int64_t group_count, int64_t const* group_sizes, int64_t* info,
            bblas_queue_t queue)
{
    core::RankKProblems<T, Scalar> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "herk" : "syrk";
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.uplo = per_group_option(uplo);
    p.trans = per_group_option(trans);
    p.n = per_group(n);
    p.k = per_group(k);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.beta = per_group(beta);
    p.C = outputs(C);
    p.ldc = per_group(ldc);
    check_and_launch(p, group_count, group_sizes, info, queue,
                     Sources{array_of(A), MatrixSource{}, array_of(C)});
}

template <typename T, typename Beta>
void rank_2k(bool hermitian, blas_layout_t layout, blas_uplo_t const* uplo,
             blas_trans_t const* trans, int64_t const* n, int64_t const* k, T const* alpha,
             T const* const* A, int64_t const* lda, T const* const* B, int64_t const* ldb,
             Beta const* beta, T* const* C, int64_t const* ldc, int64_t group_count,
             int64_t const* group_sizes, int64_t* info, bblas_queue_t queue)
{
    core::Rank2KProblems<T, Beta> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "her2k" : "syr2k";
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.uplo = per_group_option(uplo);
    p.trans = per_group_option(trans);
    p.n = per_group(n);
    p.k = per_group(k);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.B = inputs(B);
    p.ldb = per_group(ldb);
    p.beta = per_group(beta);
    p.C = outputs(C);
    p.ldc = per_group(ldc);
    check_and_launch(p, group_count, group_sizes, info, queue,
                     Sources{array_of(A), array_of(B), array_of(C)});
}

template <typename T>
void triangular(bool solve, blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* m,
                int64_t const* n, T const* alpha, T const* const* A, int64_t const* lda,
                T* const* B, int64_t const* ldb, int64_t group_count, int64_t const* group_sizes,
                int64_t* info, bblas_queue_t queue)
{
    core::TriangularProblems<T> p;
    p.solve = solve;
    p.name = solve ? "trsm" : "trmm";
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.side = per_group_option(side);
    p.uplo = per_group_option(uplo);
    p.trans = per_group_option(trans);
    p.diag = per_group_option(diag);
    p.m = per_group(m);
    p.n = per_group(n);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.B = outputs(B);
    p.ldb = per_group(ldb);
    // B, the in-out matrix, travels in the C slot.
    check_and_launch(p, group_count, group_sizes, info, queue,
                     Sources{array_of(A), MatrixSource{}, array_of(B)});
}

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
    batchblas::cuda::capi::gemm(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C,
                                C_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::gemm(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C,
                                C_ld, group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_gemm_batched_c32_gpu(
    blas_layout_t layout, const blas_trans_t* transA, const blas_trans_t* transB, const int64_t* m,
    const int64_t* n, const int64_t* k, const bblas_complex_float* alpha,
    const bblas_complex_float* const* A, const int64_t* A_ld, const bblas_complex_float* const* B,
    const int64_t* B_ld, const bblas_complex_float* beta, bblas_complex_float* const* C,
    const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes, int64_t* info,
    bblas_queue_t queue)
{
    batchblas::cuda::capi::gemm(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C,
                                C_ld, group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_gemm_batched_c64_gpu(
    blas_layout_t layout, const blas_trans_t* transA, const blas_trans_t* transB, const int64_t* m,
    const int64_t* n, const int64_t* k, const bblas_complex_double* alpha,
    const bblas_complex_double* const* A, const int64_t* A_ld, const bblas_complex_double* const* B,
    const int64_t* B_ld, const bblas_complex_double* beta, bblas_complex_double* const* C,
    const int64_t* C_ld, int64_t group_count, const int64_t* group_sizes, int64_t* info,
    bblas_queue_t queue)
{
    batchblas::cuda::capi::gemm(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C,
                                C_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::symm(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C,
                                C_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::symm(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C,
                                C_ld, group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_symm_batched_c32_gpu(
    blas_layout_t layout, const blas_side_t* side, const blas_uplo_t* uplo, const int64_t* m,
    const int64_t* n, const bblas_complex_float* alpha, const bblas_complex_float* const* A,
    const int64_t* A_ld, const bblas_complex_float* const* B, const int64_t* B_ld,
    const bblas_complex_float* beta, bblas_complex_float* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::symm(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C,
                                C_ld, group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_symm_batched_c64_gpu(
    blas_layout_t layout, const blas_side_t* side, const blas_uplo_t* uplo, const int64_t* m,
    const int64_t* n, const bblas_complex_double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const bblas_complex_double* const* B, const int64_t* B_ld,
    const bblas_complex_double* beta, bblas_complex_double* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::symm(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C,
                                C_ld, group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_hemm_batched_c32_gpu(
    blas_layout_t layout, const blas_side_t* side, const blas_uplo_t* uplo, const int64_t* m,
    const int64_t* n, const bblas_complex_float* alpha, const bblas_complex_float* const* A,
    const int64_t* A_ld, const bblas_complex_float* const* B, const int64_t* B_ld,
    const bblas_complex_float* beta, bblas_complex_float* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::symm(true, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C,
                                C_ld, group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_hemm_batched_c64_gpu(
    blas_layout_t layout, const blas_side_t* side, const blas_uplo_t* uplo, const int64_t* m,
    const int64_t* n, const bblas_complex_double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const bblas_complex_double* const* B, const int64_t* B_ld,
    const bblas_complex_double* beta, bblas_complex_double* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::symm(true, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C,
                                C_ld, group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_syrk_batched_r32_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                         const blas_trans_t* trans, const int64_t* n,
                                         const int64_t* k, const float* alpha,
                                         const float* const* A, const int64_t* A_ld,
                                         const float* beta, float* const* C, const int64_t* C_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::rank_k(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                                  group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_syrk_batched_r64_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                         const blas_trans_t* trans, const int64_t* n,
                                         const int64_t* k, const double* alpha,
                                         const double* const* A, const int64_t* A_ld,
                                         const double* beta, double* const* C, const int64_t* C_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::rank_k(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                                  group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::rank_k(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                                  group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::rank_k(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                                  group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_herk_batched_c32_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const float* alpha, const bblas_complex_float* const* A, const int64_t* A_ld,
    const float* beta, bblas_complex_float* const* C, const int64_t* C_ld, int64_t group_count,
    const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::rank_k(true, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                                  group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_herk_batched_c64_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const double* beta, bblas_complex_double* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::rank_k(true, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                                  group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::rank_2k(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta,
                                   C, C_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::rank_2k(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta,
                                   C, C_ld, group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_syr2k_batched_c32_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_float* alpha, const bblas_complex_float* const* A,
    const int64_t* A_ld, const bblas_complex_float* const* B, const int64_t* B_ld,
    const bblas_complex_float* beta, bblas_complex_float* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::rank_2k(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta,
                                   C, C_ld, group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_syr2k_batched_c64_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const bblas_complex_double* const* B, const int64_t* B_ld,
    const bblas_complex_double* beta, bblas_complex_double* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::rank_2k(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta,
                                   C, C_ld, group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_her2k_batched_c32_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_float* alpha, const bblas_complex_float* const* A,
    const int64_t* A_ld, const bblas_complex_float* const* B, const int64_t* B_ld,
    const float* beta, bblas_complex_float* const* C, const int64_t* C_ld, int64_t group_count,
    const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::rank_2k(true, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta,
                                   C, C_ld, group_count, group_sizes, info, queue);
}

BBLAS_API void BLAS_her2k_batched_c64_gpu(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const bblas_complex_double* const* B, const int64_t* B_ld,
    const double* beta, bblas_complex_double* const* C, const int64_t* C_ld, int64_t group_count,
    const int64_t* group_sizes, int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::rank_2k(true, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta,
                                   C, C_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::triangular(false, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld,
                                      B, B_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::triangular(false, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld,
                                      B, B_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::triangular(false, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld,
                                      B, B_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::triangular(false, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld,
                                      B, B_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::triangular(true, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld,
                                      B, B_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::triangular(true, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld,
                                      B, B_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::triangular(true, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld,
                                      B, B_ld, group_count, group_sizes, info, queue);
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
    batchblas::cuda::capi::triangular(true, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld,
                                      B, B_ld, group_count, group_sizes, info, queue);
}

}  // extern "C"
