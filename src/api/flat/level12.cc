// SPDX-License-Identifier: BSD-3-Clause
/**
 * The 2016 flat API's Level 2 and Level 1 examples (Dongarra et al., MIMS EPrint 2016.25, section
 * 5: gemv_batch and axpy_batch, batchblas/bblas_flat.h), built over the core's batch view as
 * flat/level3.cc does.
 */
#include <batchblas/bblas_flat.h>

#include <complex>

#include "api/flat/flat.hh"

namespace batchblas::api::flat_api {
namespace {

using flat::options;
using flat::scalars;
using flat::sizes;

template <typename T>
void gemv(BBLAS_TRANS const* trans, int const* m, int const* n, T const* alpha, T const** A,
          int const* lda, T const** x, int const* incx, T const* beta, T** y, int const* incy,
          int batch_count, int opts, int* info)
{
    core::GemvProblems<T> p;
    p.trans = options(trans, opts);
    p.m = sizes(m, opts);
    p.n = sizes(n, opts);
    p.alpha = scalars(alpha, opts);
    p.A = inputs(A);
    p.lda = sizes(lda, opts);
    p.x = inputs(x);
    p.incx = sizes(incx, opts);
    p.beta = scalars(beta, opts);
    p.y = outputs(y);
    p.incy = sizes(incy, opts);
    flat::call(p, batch_count, opts, info);
}

template <typename T>
void axpy(int const* n, T const* alpha, T const** x, int const* incx, T** y, int const* incy,
          int batch_count, int opts, int* info)
{
    core::AxpyProblems<T> p;
    p.n = sizes(n, opts);
    p.alpha = scalars(alpha, opts);
    p.x = inputs(x);
    p.incx = sizes(incx, opts);
    p.y = outputs(y);
    p.incy = sizes(incy, opts);
    flat::call(p, batch_count, opts, info);
}

}  // namespace
}  // namespace batchblas::api::flat_api

namespace flat_api = batchblas::api::flat_api;

extern "C" {

BBLAS_API void bblas_sgemv_batch(
    const enum BBLAS_TRANS *trans,
    const int *M, const int *N,
    const float *alpha,
    const float **arrayA, const int *lda,
    const float **x, const int *incx,
    const float *beta,
    float **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::gemv(trans, M, N, alpha, arrayA, lda, x, incx, beta, y, incy, batch_count,
                   batch_opts, info);
}

BBLAS_API void bblas_dgemv_batch(
    const enum BBLAS_TRANS *trans,
    const int *M, const int *N,
    const double *alpha,
    const double **arrayA, const int *lda,
    const double **x, const int *incx,
    const double *beta,
    double **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::gemv(trans, M, N, alpha, arrayA, lda, x, incx, beta, y, incy, batch_count,
                   batch_opts, info);
}

BBLAS_API void bblas_cgemv_batch(
    const enum BBLAS_TRANS *trans,
    const int *M, const int *N,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **arrayA, const int *lda,
    const BBLAS_Complex32_t **x, const int *incx,
    const BBLAS_Complex32_t *beta,
    BBLAS_Complex32_t **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::gemv(trans, M, N, alpha, arrayA, lda, x, incx, beta, y, incy, batch_count,
                   batch_opts, info);
}

BBLAS_API void bblas_zgemv_batch(
    const enum BBLAS_TRANS *trans,
    const int *M, const int *N,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **arrayA, const int *lda,
    const BBLAS_Complex64_t **x, const int *incx,
    const BBLAS_Complex64_t *beta,
    BBLAS_Complex64_t **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::gemv(trans, M, N, alpha, arrayA, lda, x, incx, beta, y, incy, batch_count,
                   batch_opts, info);
}

BBLAS_API void bblas_saxpy_batch(
    const int *N,
    const float *alpha,
    const float **x, const int *incx,
    float **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::axpy(N, alpha, x, incx, y, incy, batch_count, batch_opts, info);
}

BBLAS_API void bblas_daxpy_batch(
    const int *N,
    const double *alpha,
    const double **x, const int *incx,
    double **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::axpy(N, alpha, x, incx, y, incy, batch_count, batch_opts, info);
}

BBLAS_API void bblas_caxpy_batch(
    const int *N,
    const BBLAS_Complex32_t *alpha,
    const BBLAS_Complex32_t **x, const int *incx,
    BBLAS_Complex32_t **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::axpy(N, alpha, x, incx, y, incy, batch_count, batch_opts, info);
}

BBLAS_API void bblas_zaxpy_batch(
    const int *N,
    const BBLAS_Complex64_t *alpha,
    const BBLAS_Complex64_t **x, const int *incx,
    BBLAS_Complex64_t **y, const int *incy,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::axpy(N, alpha, x, incx, y, incy, batch_count, batch_opts, info);
}

}  // extern "C"
