// SPDX-License-Identifier: BSD-3-Clause
/**
 * The standard C API for Level 1 and Level 2 BLAS (batchblas/blas_level12.h): each entry point
 * builds the batch view over the caller's group arrays (one value per group, one pointer per
 * problem; a reduction's results one per problem) and hands it to run_on_cpu (api/c/cpu_call.hh).
 */
#include <batchblas.h>

#include <complex>

#include "api/c/cpu_call.hh"
#include "api/view_builders.hh"
#include "core/check.hh"

namespace batchblas::api {
namespace {

using core::Reduction;
using core::Results;

template <typename T>
void gemv(blas_layout_t layout, blas_trans_t const* trans, int64_t const* m, int64_t const* n,
          T const* alpha, T const* const* A, int64_t const* lda, T const* const* x,
          int64_t const* incx, T const* beta, T* const* y, int64_t const* incy, int64_t group_count,
          int64_t const* group_sizes, int64_t* info)
{
    core::GemvProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.trans = per_group_option(trans);
    p.m = per_group(m);
    p.n = per_group(n);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.x = inputs(x);
    p.incx = per_group(incx);
    p.beta = per_group(beta);
    p.y = outputs(y);
    p.incy = per_group(incy);
    run_on_cpu(p, group_count, group_sizes, info);
}

template <typename T>
void ger(bool conjugate, char const* name, blas_layout_t layout, int64_t const* m, int64_t const* n,
         T const* alpha, T const* const* x, int64_t const* incx, T const* const* y,
         int64_t const* incy, T* const* A, int64_t const* lda, int64_t group_count,
         int64_t const* group_sizes, int64_t* info)
{
    core::GerProblems<T> p;
    p.conjugate = conjugate;
    p.name = name;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.m = per_group(m);
    p.n = per_group(n);
    p.alpha = per_group(alpha);
    p.x = inputs(x);
    p.incx = per_group(incx);
    p.y = inputs(y);
    p.incy = per_group(incy);
    p.A = outputs(A);
    p.lda = per_group(lda);
    run_on_cpu(p, group_count, group_sizes, info);
}

template <typename T>
void symv(bool hermitian, blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n,
          T const* alpha, T const* const* A, int64_t const* lda, T const* const* x,
          int64_t const* incx, T const* beta, T* const* y, int64_t const* incy, int64_t group_count,
          int64_t const* group_sizes, int64_t* info)
{
    core::SymvProblems<T> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "hemv" : "symv";
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.uplo = per_group_option(uplo);
    p.n = per_group(n);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.x = inputs(x);
    p.incx = per_group(incx);
    p.beta = per_group(beta);
    p.y = outputs(y);
    p.incy = per_group(incy);
    run_on_cpu(p, group_count, group_sizes, info);
}

template <typename T>
void triangular(bool solve, blas_layout_t layout, blas_uplo_t const* uplo,
                blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* n,
                T const* const* A, int64_t const* lda, T* const* x, int64_t const* incx,
                int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    core::TriangularVectorProblems<T> p;
    p.solve = solve;
    p.name = solve ? "trsv" : "trmv";
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.uplo = per_group_option(uplo);
    p.trans = per_group_option(trans);
    p.diag = per_group_option(diag);
    p.n = per_group(n);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.x = outputs(x);
    p.incx = per_group(incx);
    run_on_cpu(p, group_count, group_sizes, info);
}

template <typename T>
void axpy(int64_t const* n, T const* alpha, T const* const* x, int64_t const* incx, T* const* y,
          int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    core::AxpyProblems<T> p;
    p.groups = Groups(group_count, group_sizes);
    p.n = per_group(n);
    p.alpha = per_group(alpha);
    p.x = inputs(x);
    p.incx = per_group(incx);
    p.y = outputs(y);
    p.incy = per_group(incy);
    run_on_cpu(p, group_count, group_sizes, info);
}

template <typename T>
void scal(int64_t const* n, T const* alpha, T* const* x, int64_t const* incx, int64_t group_count,
          int64_t const* group_sizes, int64_t* info)
{
    core::ScalProblems<T> p;
    p.groups = Groups(group_count, group_sizes);
    p.n = per_group(n);
    p.alpha = per_group(alpha);
    p.x = outputs(x);
    p.incx = per_group(incx);
    run_on_cpu(p, group_count, group_sizes, info);
}

template <typename T>
void copy(int64_t const* n, T const* const* x, int64_t const* incx, T* const* y,
          int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    core::CopyProblems<T> p;
    p.groups = Groups(group_count, group_sizes);
    p.n = per_group(n);
    p.x = inputs(x);
    p.incx = per_group(incx);
    p.y = outputs(y);
    p.incy = per_group(incy);
    run_on_cpu(p, group_count, group_sizes, info);
}

template <typename T>
void swap(int64_t const* n, T* const* x, int64_t const* incx, T* const* y, int64_t const* incy,
          int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    core::SwapProblems<T> p;
    p.groups = Groups(group_count, group_sizes);
    p.n = per_group(n);
    p.x = outputs(x);
    p.incx = per_group(incx);
    p.y = outputs(y);
    p.incy = per_group(incy);
    run_on_cpu(p, group_count, group_sizes, info);
}

template <typename T>
void dot(bool conjugate, char const* name, int64_t const* n, T const* const* x, int64_t const* incx,
         T const* const* y, int64_t const* incy, T* result, int64_t group_count,
         int64_t const* group_sizes, int64_t* info)
{
    core::DotProblems<T> p;
    p.conjugate = conjugate;
    p.name = name;
    p.groups = Groups(group_count, group_sizes);
    p.n = per_group(n);
    p.x = inputs(x);
    p.incx = per_group(incx);
    p.y = inputs(y);
    p.incy = per_group(incy);
    p.result = Results<T>(result);
    run_on_cpu(p, group_count, group_sizes, info);
}

template <typename T, typename R>
void reduction(Reduction kind, int64_t const* n, T const* const* x, int64_t const* incx, R* result,
               int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    core::ReductionProblems<T, R> p;
    p.reduction = kind;
    p.name = kind == Reduction::Nrm2 ? "nrm2" : kind == Reduction::Asum ? "asum" : "iamax";
    p.groups = Groups(group_count, group_sizes);
    p.n = per_group(n);
    p.x = inputs(x);
    p.incx = per_group(incx);
    p.result = Results<R>(result);
    run_on_cpu(p, group_count, group_sizes, info);
}

}  // namespace
}  // namespace batchblas::api

extern "C" {

BBLAS_API void BLAS_gemv_batched_r32(blas_layout_t layout, const blas_trans_t* trans,
                                     const int64_t* m, const int64_t* n, const float* alpha,
                                     const float* const* A, const int64_t* A_ld,
                                     const float* const* x, const int64_t* incx, const float* beta,
                                     float* const* y, const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gemv(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count,
                         group_sizes, info);
}

BBLAS_API void BLAS_gemv_batched_r64(blas_layout_t layout, const blas_trans_t* trans,
                                     const int64_t* m, const int64_t* n, const double* alpha,
                                     const double* const* A, const int64_t* A_ld,
                                     const double* const* x, const int64_t* incx,
                                     const double* beta, double* const* y, const int64_t* incy,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gemv(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count,
                         group_sizes, info);
}

BBLAS_API void BLAS_gemv_batched_c32(blas_layout_t layout, const blas_trans_t* trans,
                                     const int64_t* m, const int64_t* n,
                                     const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* A, const int64_t* A_ld,
                                     const bblas_complex_float* const* x, const int64_t* incx,
                                     const bblas_complex_float* beta, bblas_complex_float* const* y,
                                     const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gemv(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count,
                         group_sizes, info);
}

BBLAS_API void BLAS_gemv_batched_c64(blas_layout_t layout, const blas_trans_t* trans,
                                     const int64_t* m, const int64_t* n,
                                     const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* A, const int64_t* A_ld,
                                     const bblas_complex_double* const* x, const int64_t* incx,
                                     const bblas_complex_double* beta,
                                     bblas_complex_double* const* y, const int64_t* incy,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gemv(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count,
                         group_sizes, info);
}

BBLAS_API void BLAS_ger_batched_r32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                    const float* alpha, const float* const* x, const int64_t* incx,
                                    const float* const* y, const int64_t* incy, float* const* A,
                                    const int64_t* A_ld, int64_t group_count,
                                    const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::ger(false, "ger", layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count,
                        group_sizes, info);
}

BBLAS_API void BLAS_ger_batched_r64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                    const double* alpha, const double* const* x,
                                    const int64_t* incx, const double* const* y,
                                    const int64_t* incy, double* const* A, const int64_t* A_ld,
                                    int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::ger(false, "ger", layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count,
                        group_sizes, info);
}

BBLAS_API void BLAS_geru_batched_c32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                     const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* x, const int64_t* incx,
                                     const bblas_complex_float* const* y, const int64_t* incy,
                                     bblas_complex_float* const* A, const int64_t* A_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::ger(false, "geru", layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count,
                        group_sizes, info);
}

BBLAS_API void BLAS_geru_batched_c64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                     const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* x, const int64_t* incx,
                                     const bblas_complex_double* const* y, const int64_t* incy,
                                     bblas_complex_double* const* A, const int64_t* A_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::ger(false, "geru", layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count,
                        group_sizes, info);
}

BBLAS_API void BLAS_gerc_batched_c32(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                     const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* x, const int64_t* incx,
                                     const bblas_complex_float* const* y, const int64_t* incy,
                                     bblas_complex_float* const* A, const int64_t* A_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::ger(true, "gerc", layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count,
                        group_sizes, info);
}

BBLAS_API void BLAS_gerc_batched_c64(blas_layout_t layout, const int64_t* m, const int64_t* n,
                                     const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* x, const int64_t* incx,
                                     const bblas_complex_double* const* y, const int64_t* incy,
                                     bblas_complex_double* const* A, const int64_t* A_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::ger(true, "gerc", layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count,
                        group_sizes, info);
}

BBLAS_API void BLAS_symv_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const float* alpha, const float* const* A,
                                     const int64_t* A_ld, const float* const* x,
                                     const int64_t* incx, const float* beta, float* const* y,
                                     const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symv(false, layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_symv_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const double* alpha, const double* const* A,
                                     const int64_t* A_ld, const double* const* x,
                                     const int64_t* incx, const double* beta, double* const* y,
                                     const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symv(false, layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_symv_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* A, const int64_t* A_ld,
                                     const bblas_complex_float* const* x, const int64_t* incx,
                                     const bblas_complex_float* beta, bblas_complex_float* const* y,
                                     const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symv(false, layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_symv_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* A, const int64_t* A_ld,
                                     const bblas_complex_double* const* x, const int64_t* incx,
                                     const bblas_complex_double* beta,
                                     bblas_complex_double* const* y, const int64_t* incy,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symv(false, layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_hemv_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* A, const int64_t* A_ld,
                                     const bblas_complex_float* const* x, const int64_t* incx,
                                     const bblas_complex_float* beta, bblas_complex_float* const* y,
                                     const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symv(true, layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count,
                         group_sizes, info);
}

BBLAS_API void BLAS_hemv_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const int64_t* n, const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* A, const int64_t* A_ld,
                                     const bblas_complex_double* const* x, const int64_t* incx,
                                     const bblas_complex_double* beta,
                                     bblas_complex_double* const* y, const int64_t* incy,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symv(true, layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count,
                         group_sizes, info);
}

BBLAS_API void BLAS_trmv_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const blas_diag_t* diag,
                                     const int64_t* n, const float* const* A, const int64_t* A_ld,
                                     float* const* x, const int64_t* incx, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(false, layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count,
                               group_sizes, info);
}

BBLAS_API void BLAS_trmv_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const blas_diag_t* diag,
                                     const int64_t* n, const double* const* A, const int64_t* A_ld,
                                     double* const* x, const int64_t* incx, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(false, layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count,
                               group_sizes, info);
}

BBLAS_API void BLAS_trmv_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const blas_diag_t* diag,
                                     const int64_t* n, const bblas_complex_float* const* A,
                                     const int64_t* A_ld, bblas_complex_float* const* x,
                                     const int64_t* incx, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(false, layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count,
                               group_sizes, info);
}

BBLAS_API void BLAS_trmv_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const blas_diag_t* diag,
                                     const int64_t* n, const bblas_complex_double* const* A,
                                     const int64_t* A_ld, bblas_complex_double* const* x,
                                     const int64_t* incx, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(false, layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count,
                               group_sizes, info);
}

BBLAS_API void BLAS_trsv_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const blas_diag_t* diag,
                                     const int64_t* n, const float* const* A, const int64_t* A_ld,
                                     float* const* x, const int64_t* incx, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(true, layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count,
                               group_sizes, info);
}

BBLAS_API void BLAS_trsv_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const blas_diag_t* diag,
                                     const int64_t* n, const double* const* A, const int64_t* A_ld,
                                     double* const* x, const int64_t* incx, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(true, layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count,
                               group_sizes, info);
}

BBLAS_API void BLAS_trsv_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const blas_diag_t* diag,
                                     const int64_t* n, const bblas_complex_float* const* A,
                                     const int64_t* A_ld, bblas_complex_float* const* x,
                                     const int64_t* incx, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(true, layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count,
                               group_sizes, info);
}

BBLAS_API void BLAS_trsv_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const blas_diag_t* diag,
                                     const int64_t* n, const bblas_complex_double* const* A,
                                     const int64_t* A_ld, bblas_complex_double* const* x,
                                     const int64_t* incx, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(true, layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count,
                               group_sizes, info);
}

BBLAS_API void BLAS_axpy_batched_r32(const int64_t* n, const float* alpha, const float* const* x,
                                     const int64_t* incx, float* const* y, const int64_t* incy,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::axpy(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_axpy_batched_r64(const int64_t* n, const double* alpha, const double* const* x,
                                     const int64_t* incx, double* const* y, const int64_t* incy,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::axpy(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_axpy_batched_c32(const int64_t* n, const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* x, const int64_t* incx,
                                     bblas_complex_float* const* y, const int64_t* incy,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::axpy(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_axpy_batched_c64(const int64_t* n, const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* x, const int64_t* incx,
                                     bblas_complex_double* const* y, const int64_t* incy,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::axpy(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_scal_batched_r32(const int64_t* n, const float* alpha, float* const* x,
                                     const int64_t* incx, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::scal(n, alpha, x, incx, group_count, group_sizes, info);
}

BBLAS_API void BLAS_scal_batched_r64(const int64_t* n, const double* alpha, double* const* x,
                                     const int64_t* incx, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::scal(n, alpha, x, incx, group_count, group_sizes, info);
}

BBLAS_API void BLAS_scal_batched_c32(const int64_t* n, const bblas_complex_float* alpha,
                                     bblas_complex_float* const* x, const int64_t* incx,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::scal(n, alpha, x, incx, group_count, group_sizes, info);
}

BBLAS_API void BLAS_scal_batched_c64(const int64_t* n, const bblas_complex_double* alpha,
                                     bblas_complex_double* const* x, const int64_t* incx,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::scal(n, alpha, x, incx, group_count, group_sizes, info);
}

BBLAS_API void BLAS_copy_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx,
                                     float* const* y, const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::copy(n, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_copy_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx,
                                     double* const* y, const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::copy(n, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_copy_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
                                     const int64_t* incx, bblas_complex_float* const* y,
                                     const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::copy(n, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_copy_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
                                     const int64_t* incx, bblas_complex_double* const* y,
                                     const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::copy(n, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_swap_batched_r32(const int64_t* n, float* const* x, const int64_t* incx,
                                     float* const* y, const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::swap(n, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_swap_batched_r64(const int64_t* n, double* const* x, const int64_t* incx,
                                     double* const* y, const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::swap(n, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_swap_batched_c32(const int64_t* n, bblas_complex_float* const* x,
                                     const int64_t* incx, bblas_complex_float* const* y,
                                     const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::swap(n, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_swap_batched_c64(const int64_t* n, bblas_complex_double* const* x,
                                     const int64_t* incx, bblas_complex_double* const* y,
                                     const int64_t* incy, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::swap(n, x, incx, y, incy, group_count, group_sizes, info);
}

BBLAS_API void BLAS_dot_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx,
                                    const float* const* y, const int64_t* incy, float* result,
                                    int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::dot(false, "dot", n, x, incx, y, incy, result, group_count, group_sizes, info);
}

BBLAS_API void BLAS_dot_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx,
                                    const double* const* y, const int64_t* incy, double* result,
                                    int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::dot(false, "dot", n, x, incx, y, incy, result, group_count, group_sizes, info);
}

BBLAS_API void BLAS_dotu_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
                                     const int64_t* incx, const bblas_complex_float* const* y,
                                     const int64_t* incy, bblas_complex_float* result,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::dot(false, "dotu", n, x, incx, y, incy, result, group_count, group_sizes, info);
}

BBLAS_API void BLAS_dotu_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
                                     const int64_t* incx, const bblas_complex_double* const* y,
                                     const int64_t* incy, bblas_complex_double* result,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::dot(false, "dotu", n, x, incx, y, incy, result, group_count, group_sizes, info);
}

BBLAS_API void BLAS_dotc_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
                                     const int64_t* incx, const bblas_complex_float* const* y,
                                     const int64_t* incy, bblas_complex_float* result,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::dot(true, "dotc", n, x, incx, y, incy, result, group_count, group_sizes, info);
}

BBLAS_API void BLAS_dotc_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
                                     const int64_t* incx, const bblas_complex_double* const* y,
                                     const int64_t* incy, bblas_complex_double* result,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::dot(true, "dotc", n, x, incx, y, incy, result, group_count, group_sizes, info);
}

BBLAS_API void BLAS_nrm2_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx,
                                     float* result, int64_t group_count, const int64_t* group_sizes,
                                     int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Nrm2, n, x, incx, result, group_count,
                              group_sizes, info);
}

BBLAS_API void BLAS_nrm2_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx,
                                     double* result, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Nrm2, n, x, incx, result, group_count,
                              group_sizes, info);
}

BBLAS_API void BLAS_nrm2_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
                                     const int64_t* incx, float* result, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Nrm2, n, x, incx, result, group_count,
                              group_sizes, info);
}

BBLAS_API void BLAS_nrm2_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
                                     const int64_t* incx, double* result, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Nrm2, n, x, incx, result, group_count,
                              group_sizes, info);
}

BBLAS_API void BLAS_asum_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx,
                                     float* result, int64_t group_count, const int64_t* group_sizes,
                                     int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Asum, n, x, incx, result, group_count,
                              group_sizes, info);
}

BBLAS_API void BLAS_asum_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx,
                                     double* result, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Asum, n, x, incx, result, group_count,
                              group_sizes, info);
}

BBLAS_API void BLAS_asum_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
                                     const int64_t* incx, float* result, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Asum, n, x, incx, result, group_count,
                              group_sizes, info);
}

BBLAS_API void BLAS_asum_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
                                     const int64_t* incx, double* result, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Asum, n, x, incx, result, group_count,
                              group_sizes, info);
}

BBLAS_API void BLAS_iamax_batched_r32(const int64_t* n, const float* const* x, const int64_t* incx,
                                      int64_t* result, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Iamax, n, x, incx, result, group_count,
                              group_sizes, info);
}

BBLAS_API void BLAS_iamax_batched_r64(const int64_t* n, const double* const* x, const int64_t* incx,
                                      int64_t* result, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Iamax, n, x, incx, result, group_count,
                              group_sizes, info);
}

BBLAS_API void BLAS_iamax_batched_c32(const int64_t* n, const bblas_complex_float* const* x,
                                      const int64_t* incx, int64_t* result, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Iamax, n, x, incx, result, group_count,
                              group_sizes, info);
}

BBLAS_API void BLAS_iamax_batched_c64(const int64_t* n, const bblas_complex_double* const* x,
                                      const int64_t* incx, int64_t* result, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::reduction(batchblas::core::Reduction::Iamax, n, x, incx, result, group_count,
                              group_sizes, info);
}

}  // extern "C"
