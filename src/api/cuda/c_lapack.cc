// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C API of the CUDA backend for LAPACK (batchblas/cuda_lapack.h): each entry point builds the
 * same batch view as the CPU C API (api/c/views.hh; device pointers in the pointer
 * arrays) and hands it to the one dispatch path (api/dispatch.hh) with the CUDA backend of the C
 * API (api/cuda/c_backend.hh): the same call-level and per-problem checks and info reporting,
 * then the batch is enqueued. The _gpu forms take the numerical codes back into info, and so wait
 * for the stream, only where info's mode reports them; the _gpu_dinfo forms leave them in the
 * caller's device array and never wait.
 */
#include <batchblas/cuda.h>

#include <batchblas/cuda.hh>

#include <complex>
#include <cstddef>

#include "api/c/views.hh"
#include "api/cuda/c_backend.hh"
#include "core/check_lapack.hh"

namespace batchblas::cuda::capi {
namespace {

/** The launchers' slots: A; B (the right-hand sides, getri's C or geqrf's tau); ipiv. */
template <typename A, typename B, typename P>
LapackSources lapack_sources(A const& a, B const& b, P const& ipiv)
{
    LapackSources s;
    s.A = array_of(a);
    s.B = array_of(b);
    s.ipiv = array_of(ipiv);
    return s;
}

/** A _gpu call: the codes come back to the host only where info's mode reports them (not with
 *  ReportNone or info == NULL, whose calls then only enqueue). */
template <class Problems>
void lapack_c(Problems const& p, int64_t group_count, int64_t const* group_sizes, int64_t* info,
              bblas_queue_t queue, LapackSources const& sources)
{
    CBackend backend = c_backend(queue);
    backend.lapack = sources;
    backend.host_codes = info != nullptr && info[0] != BblasErrorsReportNone;
    api::call_c(p, group_count, group_sizes, info, backend);
}

/** A _gpu_dinfo call: the codes go to device_info (null: dropped); info takes the argument
 *  errors only; the queue follows device_info. */
template <class Problems>
void lapack_c_dinfo(Problems const& p, int64_t group_count, int64_t const* group_sizes,
                    int64_t* info, int64_t* device_info, bblas_queue_t queue, LapackSources sources)
{
    CBackend backend = c_backend(queue);
    sources.device_codes = device_info;
    backend.lapack = sources;
    backend.host_codes = false;
    backend.queue_after_info = 2;
    api::call_c(p, group_count, group_sizes, info, backend);
}

}  // namespace
}  // namespace batchblas::cuda::capi

extern "C" {

BBLAS_API void BLAS_getrf_batched_r32_gpu(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                          float* const* A, const int64_t* A_ld,
                                          int64_t* const* ipiv, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, ipiv));
}

BBLAS_API void BLAS_getrf_batched_r64_gpu(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                          double* const* A, const int64_t* A_ld,
                                          int64_t* const* ipiv, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, ipiv));
}

BBLAS_API void BLAS_getrf_batched_c32_gpu(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                          bblas_complex_float* const* A, const int64_t* A_ld,
                                          int64_t* const* ipiv, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, ipiv));
}

BBLAS_API void BLAS_getrf_batched_c64_gpu(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                          bblas_complex_double* const* A, const int64_t* A_ld,
                                          int64_t* const* ipiv, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, ipiv));
}

BBLAS_API void BLAS_getrf_batched_r32_gpu_dinfo(blas_layout_t layout, const int64_t* m,
                                                const int64_t* n, float* const* A,
                                                const int64_t* A_ld, int64_t* const* ipiv,
                                                int64_t group_count, const int64_t* group_sizes,
                                                int64_t* info, int64_t* device_info,
                                                bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, ipiv));
}

BBLAS_API void BLAS_getrf_batched_r64_gpu_dinfo(blas_layout_t layout, const int64_t* m,
                                                const int64_t* n, double* const* A,
                                                const int64_t* A_ld, int64_t* const* ipiv,
                                                int64_t group_count, const int64_t* group_sizes,
                                                int64_t* info, int64_t* device_info,
                                                bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, ipiv));
}

BBLAS_API void BLAS_getrf_batched_c32_gpu_dinfo(blas_layout_t layout, const int64_t* m,
                                                const int64_t* n, bblas_complex_float* const* A,
                                                const int64_t* A_ld, int64_t* const* ipiv,
                                                int64_t group_count, const int64_t* group_sizes,
                                                int64_t* info, int64_t* device_info,
                                                bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, ipiv));
}

BBLAS_API void BLAS_getrf_batched_c64_gpu_dinfo(blas_layout_t layout, const int64_t* m,
                                                const int64_t* n, bblas_complex_double* const* A,
                                                const int64_t* A_ld, int64_t* const* ipiv,
                                                int64_t group_count, const int64_t* group_sizes,
                                                int64_t* info, int64_t* device_info,
                                                bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, ipiv));
}

BBLAS_API void BLAS_getrfnp_batched_r32_gpu(blas_layout_t layout, const int64_t* m,
                                            const int64_t* n, float* const* A, const int64_t* A_ld,
                                            int64_t group_count, const int64_t* group_sizes,
                                            int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_getrfnp_batched_r64_gpu(blas_layout_t layout, const int64_t* m,
                                            const int64_t* n, double* const* A, const int64_t* A_ld,
                                            int64_t group_count, const int64_t* group_sizes,
                                            int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_getrfnp_batched_c32_gpu(blas_layout_t layout, const int64_t* m,
                                            const int64_t* n, bblas_complex_float* const* A,
                                            const int64_t* A_ld, int64_t group_count,
                                            const int64_t* group_sizes, int64_t* info,
                                            bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_getrfnp_batched_c64_gpu(blas_layout_t layout, const int64_t* m,
                                            const int64_t* n, bblas_complex_double* const* A,
                                            const int64_t* A_ld, int64_t group_count,
                                            const int64_t* group_sizes, int64_t* info,
                                            bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_getrfnp_batched_r32_gpu_dinfo(blas_layout_t layout, const int64_t* m,
                                                  const int64_t* n, float* const* A,
                                                  const int64_t* A_ld, int64_t group_count,
                                                  const int64_t* group_sizes, int64_t* info,
                                                  int64_t* device_info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_getrfnp_batched_r64_gpu_dinfo(blas_layout_t layout, const int64_t* m,
                                                  const int64_t* n, double* const* A,
                                                  const int64_t* A_ld, int64_t group_count,
                                                  const int64_t* group_sizes, int64_t* info,
                                                  int64_t* device_info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_getrfnp_batched_c32_gpu_dinfo(blas_layout_t layout, const int64_t* m,
                                                  const int64_t* n, bblas_complex_float* const* A,
                                                  const int64_t* A_ld, int64_t group_count,
                                                  const int64_t* group_sizes, int64_t* info,
                                                  int64_t* device_info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_getrfnp_batched_c64_gpu_dinfo(blas_layout_t layout, const int64_t* m,
                                                  const int64_t* n, bblas_complex_double* const* A,
                                                  const int64_t* A_ld, int64_t group_count,
                                                  const int64_t* group_sizes, int64_t* info,
                                                  int64_t* device_info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_getrs_batched_r32_gpu(blas_layout_t layout, const blas_trans_t* trans,
                                          const int64_t* n, const int64_t* nrhs,
                                          const float* const* A, const int64_t* A_ld,
                                          const int64_t* const* ipiv, float* const* B,
                                          const int64_t* B_ld, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrs_view(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                      group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_getrs_batched_r64_gpu(blas_layout_t layout, const blas_trans_t* trans,
                                          const int64_t* n, const int64_t* nrhs,
                                          const double* const* A, const int64_t* A_ld,
                                          const int64_t* const* ipiv, double* const* B,
                                          const int64_t* B_ld, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrs_view(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                      group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_getrs_batched_c32_gpu(blas_layout_t layout, const blas_trans_t* trans,
                                          const int64_t* n, const int64_t* nrhs,
                                          const bblas_complex_float* const* A, const int64_t* A_ld,
                                          const int64_t* const* ipiv, bblas_complex_float* const* B,
                                          const int64_t* B_ld, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrs_view(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                      group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_getrs_batched_c64_gpu(blas_layout_t layout, const blas_trans_t* trans,
                                          const int64_t* n, const int64_t* nrhs,
                                          const bblas_complex_double* const* A, const int64_t* A_ld,
                                          const int64_t* const* ipiv,
                                          bblas_complex_double* const* B, const int64_t* B_ld,
                                          int64_t group_count, const int64_t* group_sizes,
                                          int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getrs_view(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                      group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_gesv_batched_r32_gpu(blas_layout_t layout, const int64_t* n,
                                         const int64_t* nrhs, float* const* A, const int64_t* A_ld,
                                         int64_t* const* ipiv, float* const* B, const int64_t* B_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B,
                                                                 B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_gesv_batched_r64_gpu(blas_layout_t layout, const int64_t* n,
                                         const int64_t* nrhs, double* const* A, const int64_t* A_ld,
                                         int64_t* const* ipiv, double* const* B,
                                         const int64_t* B_ld, int64_t group_count,
                                         const int64_t* group_sizes, int64_t* info,
                                         bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B,
                                                                 B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_gesv_batched_c32_gpu(blas_layout_t layout, const int64_t* n,
                                         const int64_t* nrhs, bblas_complex_float* const* A,
                                         const int64_t* A_ld, int64_t* const* ipiv,
                                         bblas_complex_float* const* B, const int64_t* B_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B,
                                                                 B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_gesv_batched_c64_gpu(blas_layout_t layout, const int64_t* n,
                                         const int64_t* nrhs, bblas_complex_double* const* A,
                                         const int64_t* A_ld, int64_t* const* ipiv,
                                         bblas_complex_double* const* B, const int64_t* B_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B,
                                                                 B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_gesv_batched_r32_gpu_dinfo(blas_layout_t layout, const int64_t* n,
                                               const int64_t* nrhs, float* const* A,
                                               const int64_t* A_ld, int64_t* const* ipiv,
                                               float* const* B, const int64_t* B_ld,
                                               int64_t group_count, const int64_t* group_sizes,
                                               int64_t* info, int64_t* device_info,
                                               bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                     group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_gesv_batched_r64_gpu_dinfo(blas_layout_t layout, const int64_t* n,
                                               const int64_t* nrhs, double* const* A,
                                               const int64_t* A_ld, int64_t* const* ipiv,
                                               double* const* B, const int64_t* B_ld,
                                               int64_t group_count, const int64_t* group_sizes,
                                               int64_t* info, int64_t* device_info,
                                               bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                     group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_gesv_batched_c32_gpu_dinfo(blas_layout_t layout, const int64_t* n,
                                               const int64_t* nrhs, bblas_complex_float* const* A,
                                               const int64_t* A_ld, int64_t* const* ipiv,
                                               bblas_complex_float* const* B, const int64_t* B_ld,
                                               int64_t group_count, const int64_t* group_sizes,
                                               int64_t* info, int64_t* device_info,
                                               bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                     group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_gesv_batched_c64_gpu_dinfo(blas_layout_t layout, const int64_t* n,
                                               const int64_t* nrhs, bblas_complex_double* const* A,
                                               const int64_t* A_ld, int64_t* const* ipiv,
                                               bblas_complex_double* const* B, const int64_t* B_ld,
                                               int64_t group_count, const int64_t* group_sizes,
                                               int64_t* info, int64_t* device_info,
                                               bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count,
                                     group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, B, ipiv));
}

BBLAS_API void BLAS_potrf_batched_r32_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                          const int64_t* n, float* const* A, const int64_t* A_ld,
                                          int64_t group_count, const int64_t* group_sizes,
                                          int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_potrf_batched_r64_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                          const int64_t* n, double* const* A, const int64_t* A_ld,
                                          int64_t group_count, const int64_t* group_sizes,
                                          int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_potrf_batched_c32_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                          const int64_t* n, bblas_complex_float* const* A,
                                          const int64_t* A_ld, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_potrf_batched_c64_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                          const int64_t* n, bblas_complex_double* const* A,
                                          const int64_t* A_ld, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_potrf_batched_r32_gpu_dinfo(blas_layout_t layout, const blas_uplo_t* uplo,
                                                const int64_t* n, float* const* A,
                                                const int64_t* A_ld, int64_t group_count,
                                                const int64_t* group_sizes, int64_t* info,
                                                int64_t* device_info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_potrf_batched_r64_gpu_dinfo(blas_layout_t layout, const blas_uplo_t* uplo,
                                                const int64_t* n, double* const* A,
                                                const int64_t* A_ld, int64_t group_count,
                                                const int64_t* group_sizes, int64_t* info,
                                                int64_t* device_info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_potrf_batched_c32_gpu_dinfo(blas_layout_t layout, const blas_uplo_t* uplo,
                                                const int64_t* n, bblas_complex_float* const* A,
                                                const int64_t* A_ld, int64_t group_count,
                                                const int64_t* group_sizes, int64_t* info,
                                                int64_t* device_info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_potrf_batched_c64_gpu_dinfo(blas_layout_t layout, const blas_uplo_t* uplo,
                                                const int64_t* n, bblas_complex_double* const* A,
                                                const int64_t* A_ld, int64_t group_count,
                                                const int64_t* group_sizes, int64_t* info,
                                                int64_t* device_info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, nullptr, nullptr));
}

BBLAS_API void BLAS_potrs_batched_r32_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                          const int64_t* n, const int64_t* nrhs,
                                          const float* const* A, const int64_t* A_ld,
                                          float* const* B, const int64_t* B_ld, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::potrs_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                                  B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_potrs_batched_r64_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                          const int64_t* n, const int64_t* nrhs,
                                          const double* const* A, const int64_t* A_ld,
                                          double* const* B, const int64_t* B_ld,
                                          int64_t group_count, const int64_t* group_sizes,
                                          int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::potrs_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                                  B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_potrs_batched_c32_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                          const int64_t* n, const int64_t* nrhs,
                                          const bblas_complex_float* const* A, const int64_t* A_ld,
                                          bblas_complex_float* const* B, const int64_t* B_ld,
                                          int64_t group_count, const int64_t* group_sizes,
                                          int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::potrs_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                                  B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_potrs_batched_c64_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                          const int64_t* n, const int64_t* nrhs,
                                          const bblas_complex_double* const* A, const int64_t* A_ld,
                                          bblas_complex_double* const* B, const int64_t* B_ld,
                                          int64_t group_count, const int64_t* group_sizes,
                                          int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::potrs_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                                  B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_posv_batched_r32_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                         const int64_t* n, const int64_t* nrhs, float* const* A,
                                         const int64_t* A_ld, float* const* B, const int64_t* B_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                                 B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_posv_batched_r64_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                         const int64_t* n, const int64_t* nrhs, double* const* A,
                                         const int64_t* A_ld, double* const* B, const int64_t* B_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                                 B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_posv_batched_c32_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                         const int64_t* n, const int64_t* nrhs,
                                         bblas_complex_float* const* A, const int64_t* A_ld,
                                         bblas_complex_float* const* B, const int64_t* B_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                                 B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_posv_batched_c64_gpu(blas_layout_t layout, const blas_uplo_t* uplo,
                                         const int64_t* n, const int64_t* nrhs,
                                         bblas_complex_double* const* A, const int64_t* A_ld,
                                         bblas_complex_double* const* B, const int64_t* B_ld,
                                         int64_t group_count, const int64_t* group_sizes,
                                         int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                                 B_ld, group_count, group_sizes),
                                    group_count, group_sizes, info, queue,
                                    batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_posv_batched_r32_gpu_dinfo(
    blas_layout_t layout, const blas_uplo_t* uplo, const int64_t* n, const int64_t* nrhs,
    float* const* A, const int64_t* A_ld, float* const* B, const int64_t* B_ld, int64_t group_count,
    const int64_t* group_sizes, int64_t* info, int64_t* device_info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count,
                                     group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_posv_batched_r64_gpu_dinfo(blas_layout_t layout, const blas_uplo_t* uplo,
                                               const int64_t* n, const int64_t* nrhs,
                                               double* const* A, const int64_t* A_ld,
                                               double* const* B, const int64_t* B_ld,
                                               int64_t group_count, const int64_t* group_sizes,
                                               int64_t* info, int64_t* device_info,
                                               bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count,
                                     group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_posv_batched_c32_gpu_dinfo(blas_layout_t layout, const blas_uplo_t* uplo,
                                               const int64_t* n, const int64_t* nrhs,
                                               bblas_complex_float* const* A, const int64_t* A_ld,
                                               bblas_complex_float* const* B, const int64_t* B_ld,
                                               int64_t group_count, const int64_t* group_sizes,
                                               int64_t* info, int64_t* device_info,
                                               bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count,
                                     group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_posv_batched_c64_gpu_dinfo(blas_layout_t layout, const blas_uplo_t* uplo,
                                               const int64_t* n, const int64_t* nrhs,
                                               bblas_complex_double* const* A, const int64_t* A_ld,
                                               bblas_complex_double* const* B, const int64_t* B_ld,
                                               int64_t group_count, const int64_t* group_sizes,
                                               int64_t* info, int64_t* device_info,
                                               bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count,
                                     group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, B, nullptr));
}

BBLAS_API void BLAS_getri_batched_r32_gpu(blas_layout_t layout, const int64_t* n,
                                          const float* const* A, const int64_t* A_ld,
                                          const int64_t* const* ipiv, float* const* C,
                                          const int64_t* C_ld, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::lapack_sources(A, C, ipiv));
}

BBLAS_API void BLAS_getri_batched_r64_gpu(blas_layout_t layout, const int64_t* n,
                                          const double* const* A, const int64_t* A_ld,
                                          const int64_t* const* ipiv, double* const* C,
                                          const int64_t* C_ld, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::lapack_sources(A, C, ipiv));
}

BBLAS_API void BLAS_getri_batched_c32_gpu(blas_layout_t layout, const int64_t* n,
                                          const bblas_complex_float* const* A, const int64_t* A_ld,
                                          const int64_t* const* ipiv, bblas_complex_float* const* C,
                                          const int64_t* C_ld, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::lapack_sources(A, C, ipiv));
}

BBLAS_API void BLAS_getri_batched_c64_gpu(blas_layout_t layout, const int64_t* n,
                                          const bblas_complex_double* const* A, const int64_t* A_ld,
                                          const int64_t* const* ipiv,
                                          bblas_complex_double* const* C, const int64_t* C_ld,
                                          int64_t group_count, const int64_t* group_sizes,
                                          int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, queue, batchblas::cuda::capi::lapack_sources(A, C, ipiv));
}

BBLAS_API void BLAS_getri_batched_r32_gpu_dinfo(blas_layout_t layout, const int64_t* n,
                                                const float* const* A, const int64_t* A_ld,
                                                const int64_t* const* ipiv, float* const* C,
                                                const int64_t* C_ld, int64_t group_count,
                                                const int64_t* group_sizes, int64_t* info,
                                                int64_t* device_info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, C, ipiv));
}

BBLAS_API void BLAS_getri_batched_r64_gpu_dinfo(blas_layout_t layout, const int64_t* n,
                                                const double* const* A, const int64_t* A_ld,
                                                const int64_t* const* ipiv, double* const* C,
                                                const int64_t* C_ld, int64_t group_count,
                                                const int64_t* group_sizes, int64_t* info,
                                                int64_t* device_info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, C, ipiv));
}

BBLAS_API void BLAS_getri_batched_c32_gpu_dinfo(blas_layout_t layout, const int64_t* n,
                                                const bblas_complex_float* const* A,
                                                const int64_t* A_ld, const int64_t* const* ipiv,
                                                bblas_complex_float* const* C, const int64_t* C_ld,
                                                int64_t group_count, const int64_t* group_sizes,
                                                int64_t* info, int64_t* device_info,
                                                bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, C, ipiv));
}

BBLAS_API void BLAS_getri_batched_c64_gpu_dinfo(blas_layout_t layout, const int64_t* n,
                                                const bblas_complex_double* const* A,
                                                const int64_t* A_ld, const int64_t* const* ipiv,
                                                bblas_complex_double* const* C, const int64_t* C_ld,
                                                int64_t group_count, const int64_t* group_sizes,
                                                int64_t* info, int64_t* device_info,
                                                bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c_dinfo(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info, device_info, queue,
        batchblas::cuda::capi::lapack_sources(A, C, ipiv));
}

BBLAS_API void BLAS_geqrf_batched_r32_gpu(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                          float* const* A, const int64_t* A_ld, float* const* tau,
                                          int64_t group_count, const int64_t* group_sizes,
                                          int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::geqrf_view(layout, m, n, A, A_ld, tau, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, tau, nullptr));
}

BBLAS_API void BLAS_geqrf_batched_r64_gpu(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                          double* const* A, const int64_t* A_ld, double* const* tau,
                                          int64_t group_count, const int64_t* group_sizes,
                                          int64_t* info, bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::geqrf_view(layout, m, n, A, A_ld, tau, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, tau, nullptr));
}

BBLAS_API void BLAS_geqrf_batched_c32_gpu(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                          bblas_complex_float* const* A, const int64_t* A_ld,
                                          bblas_complex_float* const* tau, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::geqrf_view(layout, m, n, A, A_ld, tau, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, tau, nullptr));
}

BBLAS_API void BLAS_geqrf_batched_c64_gpu(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                          bblas_complex_double* const* A, const int64_t* A_ld,
                                          bblas_complex_double* const* tau, int64_t group_count,
                                          const int64_t* group_sizes, int64_t* info,
                                          bblas_queue_t queue)
{
    batchblas::cuda::capi::lapack_c(
        batchblas::api::c::geqrf_view(layout, m, n, A, A_ld, tau, group_count, group_sizes),
        group_count, group_sizes, info, queue,
        batchblas::cuda::capi::lapack_sources(A, tau, nullptr));
}

}  // extern "C"
