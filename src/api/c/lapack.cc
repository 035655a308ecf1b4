// SPDX-License-Identifier: BSD-3-Clause
/**
 * The standard C API for LAPACK (batchblas/lapack.h): each entry point builds the batch view over
 * the caller's group arrays (one value per group, one pointer per problem for matrices, pivots
 * and tau) and hands it to call_c, which checks, runs and reports LAPACK's numerical codes.
 */
#include <batchblas.h>

#include <complex>

#include "api/dispatch.hh"
#include "api/view_builders.hh"
#include "cpu/backend.hh"
#include "core/check_lapack.hh"

namespace batchblas::api {
namespace {

template <typename T>
void getrf(blas_layout_t layout, int64_t const* m, int64_t const* n, T* const* A,
           int64_t const* lda, int64_t* const* ipiv, int64_t group_count,
           int64_t const* group_sizes, int64_t* info)
{
    core::GetrfProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.m = per_group(m);
    p.n = per_group(n);
    p.A = outputs(A);
    p.lda = per_group(lda);
    p.ipiv = outputs(ipiv);
    call_c(p, group_count, group_sizes, info, cpu::Backend{});
}

template <typename T>
void getrs(blas_layout_t layout, blas_trans_t const* trans, int64_t const* n,
           int64_t const* nrhs, T const* const* A, int64_t const* lda,
           int64_t const* const* ipiv, T* const* B, int64_t const* ldb, int64_t group_count,
           int64_t const* group_sizes, int64_t* info)
{
    core::GetrsProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.trans = per_group_option(trans);
    p.n = per_group(n);
    p.nrhs = per_group(nrhs);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.ipiv = inputs(ipiv);
    p.B = outputs(B);
    p.ldb = per_group(ldb);
    call_c(p, group_count, group_sizes, info, cpu::Backend{});
}

template <typename T>
void gesv(blas_layout_t layout, int64_t const* n, int64_t const* nrhs, T* const* A,
          int64_t const* lda, int64_t* const* ipiv, T* const* B, int64_t const* ldb,
          int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    core::GesvProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.n = per_group(n);
    p.nrhs = per_group(nrhs);
    p.A = outputs(A);
    p.lda = per_group(lda);
    p.ipiv = outputs(ipiv);
    p.B = outputs(B);
    p.ldb = per_group(ldb);
    call_c(p, group_count, group_sizes, info, cpu::Backend{});
}

template <typename T>
void potrf(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, T* const* A,
           int64_t const* lda, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    core::PotrfProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.uplo = per_group_option(uplo);
    p.n = per_group(n);
    p.A = outputs(A);
    p.lda = per_group(lda);
    call_c(p, group_count, group_sizes, info, cpu::Backend{});
}

/** potrs (A read only) and posv (A factored in place): the same view but for A's constness. */
template <typename T, bool Factor, typename MatrixA>
void cholesky_solve(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n,
                    int64_t const* nrhs, MatrixA const* A, int64_t const* lda, T* const* B,
                    int64_t const* ldb, int64_t group_count, int64_t const* group_sizes,
                    int64_t* info)
{
    core::CholeskySolveProblems<T, Factor> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.uplo = per_group_option(uplo);
    p.n = per_group(n);
    p.nrhs = per_group(nrhs);
    if constexpr (Factor)
        p.A = outputs(A);
    else
        p.A = inputs(A);
    p.lda = per_group(lda);
    p.B = outputs(B);
    p.ldb = per_group(ldb);
    call_c(p, group_count, group_sizes, info, cpu::Backend{});
}

template <typename T>
void potrs(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, int64_t const* nrhs,
           T const* const* A, int64_t const* lda, T* const* B, int64_t const* ldb,
           int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    cholesky_solve<T, false>(layout, uplo, n, nrhs, A, lda, B, ldb, group_count, group_sizes,
                             info);
}

template <typename T>
void posv(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, int64_t const* nrhs,
          T* const* A, int64_t const* lda, T* const* B, int64_t const* ldb, int64_t group_count,
          int64_t const* group_sizes, int64_t* info)
{
    cholesky_solve<T, true>(layout, uplo, n, nrhs, A, lda, B, ldb, group_count, group_sizes,
                            info);
}

template <typename T>
void getri(blas_layout_t layout, int64_t const* n, T const* const* A, int64_t const* lda,
           int64_t const* const* ipiv, T* const* C, int64_t const* ldc, int64_t group_count,
           int64_t const* group_sizes, int64_t* info)
{
    core::GetriProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.n = per_group(n);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.ipiv = inputs(ipiv);
    p.C = outputs(C);
    p.ldc = per_group(ldc);
    call_c(p, group_count, group_sizes, info, cpu::Backend{});
}

template <typename T>
void geqrf(blas_layout_t layout, int64_t const* m, int64_t const* n, T* const* A,
           int64_t const* lda, T* const* tau, int64_t group_count, int64_t const* group_sizes,
           int64_t* info)
{
    core::GeqrfProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.m = per_group(m);
    p.n = per_group(n);
    p.A = outputs(A);
    p.lda = per_group(lda);
    p.tau = outputs(tau);
    call_c(p, group_count, group_sizes, info, cpu::Backend{});
}

}  // namespace
}  // namespace batchblas::api

extern "C" {

BBLAS_API void BLAS_getrf_batched_r32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      float* const* A, const int64_t* A_ld, int64_t* const* ipiv,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::getrf(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrf_batched_r64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      double* const* A, const int64_t* A_ld, int64_t* const* ipiv,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::getrf(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrf_batched_c32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      bblas_complex_float* const* A, const int64_t* A_ld,
                                      int64_t* const* ipiv, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::getrf(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrf_batched_c64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      bblas_complex_double* const* A, const int64_t* A_ld,
                                      int64_t* const* ipiv, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::getrf(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info);
}

BBLAS_API void BLAS_getrs_batched_r32(blas_layout_t layout, const blas_trans_t* trans,
                                      const int64_t* n, const int64_t* nrhs, const float* const* A,
                                      const int64_t* A_ld, const int64_t* const* ipiv,
                                      float* const* B, const int64_t* B_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::getrs(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes,
                          info);
}

BBLAS_API void BLAS_getrs_batched_r64(blas_layout_t layout, const blas_trans_t* trans,
                                      const int64_t* n, const int64_t* nrhs,
                                      const double* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, double* const* B,
                                      const int64_t* B_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::getrs(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes,
                          info);
}

BBLAS_API void BLAS_getrs_batched_c32(blas_layout_t layout, const blas_trans_t* trans,
                                      const int64_t* n, const int64_t* nrhs,
                                      const bblas_complex_float* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, bblas_complex_float* const* B,
                                      const int64_t* B_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::getrs(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes,
                          info);
}

BBLAS_API void BLAS_getrs_batched_c64(blas_layout_t layout, const blas_trans_t* trans,
                                      const int64_t* n, const int64_t* nrhs,
                                      const bblas_complex_double* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, bblas_complex_double* const* B,
                                      const int64_t* B_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::getrs(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes,
                          info);
}

BBLAS_API void BLAS_gesv_batched_r32(blas_layout_t layout, const int64_t* n, const int64_t* nrhs,
                                     float* const* A, const int64_t* A_ld, int64_t* const* ipiv,
                                     float* const* B, const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gesv(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_gesv_batched_r64(blas_layout_t layout, const int64_t* n, const int64_t* nrhs,
                                     double* const* A, const int64_t* A_ld, int64_t* const* ipiv,
                                     double* const* B, const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gesv(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_gesv_batched_c32(blas_layout_t layout, const int64_t* n, const int64_t* nrhs,
                                     bblas_complex_float* const* A, const int64_t* A_ld,
                                     int64_t* const* ipiv, bblas_complex_float* const* B,
                                     const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gesv(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_gesv_batched_c64(blas_layout_t layout, const int64_t* n, const int64_t* nrhs,
                                     bblas_complex_double* const* A, const int64_t* A_ld,
                                     int64_t* const* ipiv, bblas_complex_double* const* B,
                                     const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gesv(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrf_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, float* const* A, const int64_t* A_ld,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::potrf(layout, uplo, n, A, A_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrf_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, double* const* A, const int64_t* A_ld,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::potrf(layout, uplo, n, A, A_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrf_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, bblas_complex_float* const* A,
                                      const int64_t* A_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::potrf(layout, uplo, n, A, A_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrf_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, bblas_complex_double* const* A,
                                      const int64_t* A_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::potrf(layout, uplo, n, A, A_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrs_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, const int64_t* nrhs, const float* const* A,
                                      const int64_t* A_ld, float* const* B, const int64_t* B_ld,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::potrs(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrs_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, const int64_t* nrhs,
                                      const double* const* A, const int64_t* A_ld,
                                      double* const* B, const int64_t* B_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::potrs(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrs_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, const int64_t* nrhs,
                                      const bblas_complex_float* const* A, const int64_t* A_ld,
                                      bblas_complex_float* const* B, const int64_t* B_ld,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::potrs(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_potrs_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const int64_t* n, const int64_t* nrhs,
                                      const bblas_complex_double* const* A, const int64_t* A_ld,
                                      bblas_complex_double* const* B, const int64_t* B_ld,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::potrs(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_posv_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const int64_t* nrhs, float* const* A,
                                     const int64_t* A_ld, float* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes,
                                     int64_t* info)
{
    batchblas::api::posv(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_posv_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const int64_t* nrhs, double* const* A,
                                     const int64_t* A_ld, double* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes,
                                     int64_t* info)
{
    batchblas::api::posv(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_posv_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const int64_t* nrhs,
                                     bblas_complex_float* const* A, const int64_t* A_ld,
                                     bblas_complex_float* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes,
                                     int64_t* info)
{
    batchblas::api::posv(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_posv_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const int64_t* nrhs,
                                     bblas_complex_double* const* A, const int64_t* A_ld,
                                     bblas_complex_double* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes,
                                     int64_t* info)
{
    batchblas::api::posv(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_getri_batched_r32(blas_layout_t layout, const int64_t* n,
                                      const float* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, float* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::getri(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_getri_batched_r64(blas_layout_t layout, const int64_t* n,
                                      const double* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, double* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::getri(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_getri_batched_c32(blas_layout_t layout, const int64_t* n,
                                      const bblas_complex_float* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, bblas_complex_float* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::getri(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_getri_batched_c64(blas_layout_t layout, const int64_t* n,
                                      const bblas_complex_double* const* A, const int64_t* A_ld,
                                      const int64_t* const* ipiv, bblas_complex_double* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::getri(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_geqrf_batched_r32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      float* const* A, const int64_t* A_ld, float* const* tau,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::geqrf(layout, m, n, A, A_ld, tau, group_count, group_sizes, info);
}

BBLAS_API void BLAS_geqrf_batched_r64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      double* const* A, const int64_t* A_ld, double* const* tau,
                                      int64_t group_count, const int64_t* group_sizes,
                                      int64_t* info)
{
    batchblas::api::geqrf(layout, m, n, A, A_ld, tau, group_count, group_sizes, info);
}

BBLAS_API void BLAS_geqrf_batched_c32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      bblas_complex_float* const* A, const int64_t* A_ld,
                                      bblas_complex_float* const* tau, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::geqrf(layout, m, n, A, A_ld, tau, group_count, group_sizes, info);
}

BBLAS_API void BLAS_geqrf_batched_c64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                      bblas_complex_double* const* A, const int64_t* A_ld,
                                      bblas_complex_double* const* tau, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::geqrf(layout, m, n, A, A_ld, tau, group_count, group_sizes, info);
}
}  // extern "C"
