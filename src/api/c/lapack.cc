// SPDX-License-Identifier: BSD-3-Clause
/**
 * The standard C API for LAPACK (batchblas/lapack.h): each entry point builds the batch view over
 * the caller's group arrays (api/c/views.hh, shared with the GPU entry points) and hands
 * it to call_c with the CPU backend, which checks, runs and reports LAPACK's numerical codes.
 */
#include <batchblas.h>

#include <complex>

#include "api/c/cpu_call.hh"
#include "api/c/views.hh"
#include "core/check_lapack.hh"

extern "C" {

BBLAS_API void BLAS_getrf_batched_r32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      float* const* A, const int64_t* A_ld, int64_t* const* ipiv,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrf_batched_r64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      double* const* A, const int64_t* A_ld, int64_t* const* ipiv,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrf_batched_c32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      bblas_complex_float* const* A, const int64_t* A_ld,
                                      int64_t* const* ipiv, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrf_batched_c64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      bblas_complex_double* const* A, const int64_t* A_ld,
                                      int64_t* const* ipiv, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getrf_view(layout, m, n, A, A_ld, ipiv, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrfnp_batched_r32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                        float* const* A, const int64_t* A_ld, int64_t group_count,
                                        const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrfnp_batched_r64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                        double* const* A, const int64_t* A_ld, int64_t group_count,
                                        const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrfnp_batched_c32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                        bblas_complex_float* const* A, const int64_t* A_ld,
                                        int64_t group_count, const int64_t* group_sizes,
                                        int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrfnp_batched_c64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                        bblas_complex_double* const* A, const int64_t* A_ld,
                                        int64_t group_count, const int64_t* group_sizes,
                                        int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getrfnp_view(layout, m, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrs_batched_r32(blas_layout_t layout, const blas_trans_t* trans,
                                      const int64_t* n, const int64_t* nrhs, const float* const* A,
                                      const int64_t* A_ld, const int64_t* const* ipiv,
                                      float* const* B, const int64_t* B_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::getrs_view(layout, trans, n, nrhs, A, A_ld, ipiv,
                                                             B, B_ld, group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrs_batched_r64(blas_layout_t layout, const blas_trans_t* trans,
                                      const int64_t* n, const int64_t* nrhs, const double* const* A,
                                      const int64_t* A_ld, const int64_t* const* ipiv,
                                      double* const* B, const int64_t* B_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::getrs_view(layout, trans, n, nrhs, A, A_ld, ipiv,
                                                             B, B_ld, group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrs_batched_c32(blas_layout_t layout, const blas_trans_t* trans,
                                      const int64_t* n, const int64_t* nrhs,
                                      const bblas_complex_float* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, bblas_complex_float* const* B,
                                      const int64_t* B_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::getrs_view(layout, trans, n, nrhs, A, A_ld, ipiv,
                                                             B, B_ld, group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrs_batched_c64(blas_layout_t layout, const blas_trans_t* trans,
                                      const int64_t* n, const int64_t* nrhs,
                                      const bblas_complex_double* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, bblas_complex_double* const* B,
                                      const int64_t* B_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::getrs_view(layout, trans, n, nrhs, A, A_ld, ipiv,
                                                             B, B_ld, group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_gesv_batched_r32(blas_layout_t layout, const int64_t* n, const int64_t* nrhs,
                                     float* const* A, const int64_t* A_ld, int64_t* const* ipiv,
                                     float* const* B, const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B, B_ld,
                                                            group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_gesv_batched_r64(blas_layout_t layout, const int64_t* n, const int64_t* nrhs,
                                     double* const* A, const int64_t* A_ld, int64_t* const* ipiv,
                                     double* const* B, const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B, B_ld,
                                                            group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_gesv_batched_c32(blas_layout_t layout, const int64_t* n, const int64_t* nrhs,
                                     bblas_complex_float* const* A, const int64_t* A_ld,
                                     int64_t* const* ipiv, bblas_complex_float* const* B,
                                     const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B, B_ld,
                                                            group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_gesv_batched_c64(blas_layout_t layout, const int64_t* n, const int64_t* nrhs,
                                     bblas_complex_double* const* A, const int64_t* A_ld,
                                     int64_t* const* ipiv, bblas_complex_double* const* B,
                                     const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::gesv_view(layout, n, nrhs, A, A_ld, ipiv, B, B_ld,
                                                            group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrf_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, float* const* A, const int64_t* A_ld,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrf_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, double* const* A, const int64_t* A_ld,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrf_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, bblas_complex_float* const* A,
                                      const int64_t* A_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrf_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, bblas_complex_double* const* A,
                                      const int64_t* A_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::potrf_view(layout, uplo, n, A, A_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrs_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, const int64_t* nrhs, const float* const* A,
                                      const int64_t* A_ld, float* const* B, const int64_t* B_ld,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::potrs_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                             B_ld, group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrs_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, const int64_t* nrhs, const double* const* A,
                                      const int64_t* A_ld, double* const* B, const int64_t* B_ld,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::potrs_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                             B_ld, group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrs_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, const int64_t* nrhs,
                                      const bblas_complex_float* const* A, const int64_t* A_ld,
                                      bblas_complex_float* const* B, const int64_t* B_ld,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::potrs_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                             B_ld, group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrs_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, const int64_t* nrhs,
                                      const bblas_complex_double* const* A, const int64_t* A_ld,
                                      bblas_complex_double* const* B, const int64_t* B_ld,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::potrs_view(layout, uplo, n, nrhs, A, A_ld, B,
                                                             B_ld, group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_posv_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const int64_t* nrhs, float* const* A,
                                     const int64_t* A_ld, float* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B, B_ld,
                                                            group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_posv_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const int64_t* nrhs, double* const* A,
                                     const int64_t* A_ld, double* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B, B_ld,
                                                            group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_posv_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const int64_t* nrhs,
                                     bblas_complex_float* const* A, const int64_t* A_ld,
                                     bblas_complex_float* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B, B_ld,
                                                            group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_posv_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const int64_t* nrhs,
                                     bblas_complex_double* const* A, const int64_t* A_ld,
                                     bblas_complex_double* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(batchblas::api::c::posv_view(layout, uplo, n, nrhs, A, A_ld, B, B_ld,
                                                            group_count, group_sizes),
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_getri_batched_r32(blas_layout_t layout, const int64_t* n, const float* const* A,
                                      const int64_t* A_ld, const int64_t* const* ipiv,
                                      float* const* C, const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_getri_batched_r64(blas_layout_t layout, const int64_t* n,
                                      const double* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, double* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_getri_batched_c32(blas_layout_t layout, const int64_t* n,
                                      const bblas_complex_float* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, bblas_complex_float* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_getri_batched_c64(blas_layout_t layout, const int64_t* n,
                                      const bblas_complex_double* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, bblas_complex_double* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::getri_view(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_geqrf_batched_r32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      float* const* A, const int64_t* A_ld, float* const* tau,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::geqrf_view(layout, m, n, A, A_ld, tau, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_geqrf_batched_r64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      double* const* A, const int64_t* A_ld, double* const* tau,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::geqrf_view(layout, m, n, A, A_ld, tau, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_geqrf_batched_c32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      bblas_complex_float* const* A, const int64_t* A_ld,
                                      bblas_complex_float* const* tau, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::geqrf_view(layout, m, n, A, A_ld, tau, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_geqrf_batched_c64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      bblas_complex_double* const* A, const int64_t* A_ld,
                                      bblas_complex_double* const* tau, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::geqrf_view(layout, m, n, A, A_ld, tau, group_count, group_sizes),
        group_count, group_sizes, info);
}
}  // extern "C"
