// SPDX-License-Identifier: BSD-3-Clause
/**
 * The 2016 flat API (Dongarra et al., MIMS EPrint 2016.25; batchblas/bblas_flat.h): Level 3, the
 * Level 2 and Level 1 examples of its section 5 (gemv_batch, axpy_batch) and the LAPACK example of
 * its section 6 (getrf_batch with int pivots). Each entry point builds the core's batch view over
 * the caller's flat arrays (index 0 for BBLAS_FIXED, one entry per problem for BBLAS_VARIABLE; int
 * sizes read as int64_t, nothing copied) and hands it to flat::call, which runs the shared checks
 * and the CPU backend. getrf's core writes int64_t pivots, so its adapter gives the core one
 * int64_t workspace for all problems and narrows the pivots into the caller's int arrays after
 * the factorizations (pivots are 1-based row indices <= m, which fit an int).
 */
#include <batchblas/bblas_flat.h>

#include <algorithm>
#include <complex>
#include <vector>

#include "api/flat/flat.hh"

namespace batchblas::api::flat_api {
namespace {

using flat::options;
using flat::scalars;
using flat::sizes;

// ------------------------------------------------------------------------------------------------
// Level 3

template <typename T>
void gemm(BBLAS_TRANS const* transA, BBLAS_TRANS const* transB, int const* m, int const* n,
          int const* k, T const* alpha, T const** A, int const* lda, T const** B, int const* ldb,
          T const* beta, T** C, int const* ldc, int batch_count, int opts, int* info)
{
    core::GemmProblems<T> p;
    p.transA = options(transA, opts);
    p.transB = options(transB, opts);
    p.m = sizes(m, opts);
    p.n = sizes(n, opts);
    p.k = sizes(k, opts);
    p.alpha = scalars(alpha, opts);
    p.A = inputs(A);
    p.lda = sizes(lda, opts);
    p.B = inputs(B);
    p.ldb = sizes(ldb, opts);
    p.beta = scalars(beta, opts);
    p.C = outputs(C);
    p.ldc = sizes(ldc, opts);
    flat::call(p, batch_count, opts, info);
}

template <typename T>
void symm(bool hermitian, BBLAS_SIDE const* side, BBLAS_UPLO const* uplo, int const* m,
          int const* n, T const* alpha, T const** A, int const* lda, T const** B, int const* ldb,
          T const* beta, T** C, int const* ldc, int batch_count, int opts, int* info)
{
    core::SymmProblems<T> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "hemm" : "symm";
    p.side = options(side, opts);
    p.uplo = options(uplo, opts);
    p.m = sizes(m, opts);
    p.n = sizes(n, opts);
    p.alpha = scalars(alpha, opts);
    p.A = inputs(A);
    p.lda = sizes(lda, opts);
    p.B = inputs(B);
    p.ldb = sizes(ldb, opts);
    p.beta = scalars(beta, opts);
    p.C = outputs(C);
    p.ldc = sizes(ldc, opts);
    flat::call(p, batch_count, opts, info);
}

/** syrk (Scalar = T) and herk (Scalar real, hermitian). */
template <typename T, typename Scalar>
void rank_k(bool hermitian, BBLAS_UPLO const* uplo, BBLAS_TRANS const* trans, int const* n,
            int const* k, Scalar const* alpha, T const** A, int const* lda, Scalar const* beta,
            T** C, int const* ldc, int batch_count, int opts, int* info)
{
    core::RankKProblems<T, Scalar> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "herk" : "syrk";
    p.uplo = options(uplo, opts);
    p.trans = options(trans, opts);
    p.n = sizes(n, opts);
    p.k = sizes(k, opts);
    p.alpha = scalars(alpha, opts);
    p.A = inputs(A);
    p.lda = sizes(lda, opts);
    p.beta = scalars(beta, opts);
    p.C = outputs(C);
    p.ldc = sizes(ldc, opts);
    flat::call(p, batch_count, opts, info);
}

/** syr2k (Beta = T) and her2k (Beta real, hermitian). */
template <typename T, typename Beta>
void rank_2k(bool hermitian, BBLAS_UPLO const* uplo, BBLAS_TRANS const* trans, int const* n,
             int const* k, T const* alpha, T const** A, int const* lda, T const** B, int const* ldb,
             Beta const* beta, T** C, int const* ldc, int batch_count, int opts, int* info)
{
    core::Rank2KProblems<T, Beta> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "her2k" : "syr2k";
    p.uplo = options(uplo, opts);
    p.trans = options(trans, opts);
    p.n = sizes(n, opts);
    p.k = sizes(k, opts);
    p.alpha = scalars(alpha, opts);
    p.A = inputs(A);
    p.lda = sizes(lda, opts);
    p.B = inputs(B);
    p.ldb = sizes(ldb, opts);
    p.beta = scalars(beta, opts);
    p.C = outputs(C);
    p.ldc = sizes(ldc, opts);
    flat::call(p, batch_count, opts, info);
}

/** trmm (solve = false) and trsm (solve = true). */
template <typename T>
void triangular(bool solve, BBLAS_SIDE const* side, BBLAS_UPLO const* uplo,
                BBLAS_TRANS const* trans, BBLAS_DIAG const* diag, int const* m, int const* n,
                T const* alpha, T const** A, int const* lda, T** B, int const* ldb, int batch_count,
                int opts, int* info)
{
    core::TriangularProblems<T> p;
    p.solve = solve;
    p.name = solve ? "trsm" : "trmm";
    p.side = options(side, opts);
    p.uplo = options(uplo, opts);
    p.trans = options(trans, opts);
    p.diag = options(diag, opts);
    p.m = sizes(m, opts);
    p.n = sizes(n, opts);
    p.alpha = scalars(alpha, opts);
    p.A = inputs(A);
    p.lda = sizes(lda, opts);
    p.B = outputs(B);
    p.ldb = sizes(ldb, opts);
    flat::call(p, batch_count, opts, info);
}

// ------------------------------------------------------------------------------------------------
// Level 2 and 1: gemv_batch, axpy_batch

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

// ------------------------------------------------------------------------------------------------
// LAPACK: getrf_batch

template <typename T>
void getrf(int const* m, int const* n, T** A, int const* lda, int** ipiv, int batch_count, int opts,
           int* info)
{
    core::GetrfProblems<T> p;
    p.m = sizes(m, opts);
    p.n = sizes(n, opts);
    p.A = outputs(A);
    p.lda = sizes(lda, opts);
    if (!flat::begin(p, batch_count, opts, info)) return;

    // The int64_t pivot workspace mirrors the caller's pointers: null where they are null, so
    // the core's checks see exactly what the caller passed.
    std::vector<int64_t> pivots;
    std::vector<int64_t*> pivot_pointers;
    try {
        if (ipiv != nullptr && p.m.given() && p.n.given()) {
            std::vector<size_t> offset(size_t(batch_count) + 1, 0);
            for (int i = 0; i < batch_count; ++i) {
                core::Index const at{0, i};
                int64_t const k = std::max<int64_t>(0, std::min(p.m(at), p.n(at)));
                offset[size_t(i) + 1] = offset[size_t(i)] + size_t(k);
            }
            pivots.assign(offset.back(), 0);
            pivot_pointers.assign(size_t(batch_count), nullptr);
            for (int i = 0; i < batch_count; ++i)
                if (ipiv[i] != nullptr)
                    pivot_pointers[size_t(i)] = pivots.data() + offset[size_t(i)];
            p.ipiv = Matrices<int64_t>(pivot_pointers.data(), Spread::PerProblem);
        }
    } catch (...) {
        std::fill(info, info + batch_count, -flat::Trailing<core::GetrfProblems<T>>::info);
        return;
    }
    if (!flat::check(p, batch_count, info)) return;
    try {
        std::vector<int64_t> codes(size_t(batch_count), 0);
        cpu::Backend{}.run(p, codes.data());
        for (int i = 0; i < batch_count; ++i) {
            info[i] = int(codes[size_t(i)]);
            core::Index const at{0, i};
            int64_t const k = std::min(p.m(at), p.n(at));
            for (int64_t j = 0; j < k; ++j) ipiv[i][j] = int(pivot_pointers[size_t(i)][j]);
        }
    } catch (...) {
        std::fill(info, info + batch_count, -flat::Trailing<core::GetrfProblems<T>>::info);
    }
}

}  // namespace
}  // namespace batchblas::api::flat_api

namespace flat_api = batchblas::api::flat_api;

extern "C" {

// ------------------------------------------------------------------------------------------------
// Level 3

BBLAS_API void bblas_sgemm_batch(const enum BBLAS_TRANS* transA, const enum BBLAS_TRANS* transB,
                                 const int* M, const int* N, const int* K, const float* alpha,
                                 const float** arrayA, const int* lda, const float** arrayB,
                                 const int* ldb, const float* beta, float** arrayC, const int* ldc,
                                 const int batch_count, const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::gemm(transA, transB, M, N, K, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                   batch_count, batch_opts, info);
}

BBLAS_API void bblas_dgemm_batch(const enum BBLAS_TRANS* transA, const enum BBLAS_TRANS* transB,
                                 const int* M, const int* N, const int* K, const double* alpha,
                                 const double** arrayA, const int* lda, const double** arrayB,
                                 const int* ldb, const double* beta, double** arrayC,
                                 const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::gemm(transA, transB, M, N, K, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                   batch_count, batch_opts, info);
}

BBLAS_API void bblas_cgemm_batch(const enum BBLAS_TRANS* transA, const enum BBLAS_TRANS* transB,
                                 const int* M, const int* N, const int* K,
                                 const BBLAS_Complex32_t* alpha, const BBLAS_Complex32_t** arrayA,
                                 const int* lda, const BBLAS_Complex32_t** arrayB, const int* ldb,
                                 const BBLAS_Complex32_t* beta, BBLAS_Complex32_t** arrayC,
                                 const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::gemm(transA, transB, M, N, K, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                   batch_count, batch_opts, info);
}

BBLAS_API void bblas_zgemm_batch(const enum BBLAS_TRANS* transA, const enum BBLAS_TRANS* transB,
                                 const int* M, const int* N, const int* K,
                                 const BBLAS_Complex64_t* alpha, const BBLAS_Complex64_t** arrayA,
                                 const int* lda, const BBLAS_Complex64_t** arrayB, const int* ldb,
                                 const BBLAS_Complex64_t* beta, BBLAS_Complex64_t** arrayC,
                                 const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::gemm(transA, transB, M, N, K, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                   batch_count, batch_opts, info);
}

BBLAS_API void bblas_ssymm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const int* M, const int* N, const float* alpha,
                                 const float** arrayA, const int* lda, const float** arrayB,
                                 const int* ldb, const float* beta, float** arrayC, const int* ldc,
                                 const int batch_count, const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::symm(false, side, uplo, M, N, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                   batch_count, batch_opts, info);
}

BBLAS_API void bblas_dsymm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const int* M, const int* N, const double* alpha,
                                 const double** arrayA, const int* lda, const double** arrayB,
                                 const int* ldb, const double* beta, double** arrayC,
                                 const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::symm(false, side, uplo, M, N, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                   batch_count, batch_opts, info);
}

BBLAS_API void bblas_csymm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const int* M, const int* N, const BBLAS_Complex32_t* alpha,
                                 const BBLAS_Complex32_t** arrayA, const int* lda,
                                 const BBLAS_Complex32_t** arrayB, const int* ldb,
                                 const BBLAS_Complex32_t* beta, BBLAS_Complex32_t** arrayC,
                                 const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::symm(false, side, uplo, M, N, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                   batch_count, batch_opts, info);
}

BBLAS_API void bblas_zsymm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const int* M, const int* N, const BBLAS_Complex64_t* alpha,
                                 const BBLAS_Complex64_t** arrayA, const int* lda,
                                 const BBLAS_Complex64_t** arrayB, const int* ldb,
                                 const BBLAS_Complex64_t* beta, BBLAS_Complex64_t** arrayC,
                                 const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::symm(false, side, uplo, M, N, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                   batch_count, batch_opts, info);
}

BBLAS_API void bblas_chemm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const int* M, const int* N, const BBLAS_Complex32_t* alpha,
                                 const BBLAS_Complex32_t** arrayA, const int* lda,
                                 const BBLAS_Complex32_t** arrayB, const int* ldb,
                                 const BBLAS_Complex32_t* beta, BBLAS_Complex32_t** arrayC,
                                 const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::symm(true, side, uplo, M, N, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                   batch_count, batch_opts, info);
}

BBLAS_API void bblas_zhemm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const int* M, const int* N, const BBLAS_Complex64_t* alpha,
                                 const BBLAS_Complex64_t** arrayA, const int* lda,
                                 const BBLAS_Complex64_t** arrayB, const int* ldb,
                                 const BBLAS_Complex64_t* beta, BBLAS_Complex64_t** arrayC,
                                 const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::symm(true, side, uplo, M, N, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                   batch_count, batch_opts, info);
}

BBLAS_API void bblas_ssyrk_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                 const int* N, const int* K, const float* alpha,
                                 const float** arrayA, const int* lda, const float* beta,
                                 float** arrayC, const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::rank_k(false, uplo, trans, N, K, alpha, arrayA, lda, beta, arrayC, ldc, batch_count,
                     batch_opts, info);
}

BBLAS_API void bblas_dsyrk_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                 const int* N, const int* K, const double* alpha,
                                 const double** arrayA, const int* lda, const double* beta,
                                 double** arrayC, const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::rank_k(false, uplo, trans, N, K, alpha, arrayA, lda, beta, arrayC, ldc, batch_count,
                     batch_opts, info);
}

BBLAS_API void bblas_csyrk_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                 const int* N, const int* K, const BBLAS_Complex32_t* alpha,
                                 const BBLAS_Complex32_t** arrayA, const int* lda,
                                 const BBLAS_Complex32_t* beta, BBLAS_Complex32_t** arrayC,
                                 const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::rank_k(false, uplo, trans, N, K, alpha, arrayA, lda, beta, arrayC, ldc, batch_count,
                     batch_opts, info);
}

BBLAS_API void bblas_zsyrk_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                 const int* N, const int* K, const BBLAS_Complex64_t* alpha,
                                 const BBLAS_Complex64_t** arrayA, const int* lda,
                                 const BBLAS_Complex64_t* beta, BBLAS_Complex64_t** arrayC,
                                 const int* ldc, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::rank_k(false, uplo, trans, N, K, alpha, arrayA, lda, beta, arrayC, ldc, batch_count,
                     batch_opts, info);
}

BBLAS_API void bblas_cherk_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                 const int* N, const int* K, const float* alpha,
                                 const BBLAS_Complex32_t** arrayA, const int* lda,
                                 const float* beta, BBLAS_Complex32_t** arrayC, const int* ldc,
                                 const int batch_count, const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::rank_k(true, uplo, trans, N, K, alpha, arrayA, lda, beta, arrayC, ldc, batch_count,
                     batch_opts, info);
}

BBLAS_API void bblas_zherk_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                 const int* N, const int* K, const double* alpha,
                                 const BBLAS_Complex64_t** arrayA, const int* lda,
                                 const double* beta, BBLAS_Complex64_t** arrayC, const int* ldc,
                                 const int batch_count, const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::rank_k(true, uplo, trans, N, K, alpha, arrayA, lda, beta, arrayC, ldc, batch_count,
                     batch_opts, info);
}

BBLAS_API void bblas_ssyr2k_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                  const int* N, const int* K, const float* alpha,
                                  const float** arrayA, const int* lda, const float** arrayB,
                                  const int* ldb, const float* beta, float** arrayC, const int* ldc,
                                  const int batch_count, const enum BBLAS_OPTS batch_opts,
                                  int* info)
{
    flat_api::rank_2k(false, uplo, trans, N, K, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                      batch_count, batch_opts, info);
}

BBLAS_API void bblas_dsyr2k_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                  const int* N, const int* K, const double* alpha,
                                  const double** arrayA, const int* lda, const double** arrayB,
                                  const int* ldb, const double* beta, double** arrayC,
                                  const int* ldc, const int batch_count,
                                  const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::rank_2k(false, uplo, trans, N, K, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                      batch_count, batch_opts, info);
}

BBLAS_API void bblas_csyr2k_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                  const int* N, const int* K, const BBLAS_Complex32_t* alpha,
                                  const BBLAS_Complex32_t** arrayA, const int* lda,
                                  const BBLAS_Complex32_t** arrayB, const int* ldb,
                                  const BBLAS_Complex32_t* beta, BBLAS_Complex32_t** arrayC,
                                  const int* ldc, const int batch_count,
                                  const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::rank_2k(false, uplo, trans, N, K, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                      batch_count, batch_opts, info);
}

BBLAS_API void bblas_zsyr2k_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                  const int* N, const int* K, const BBLAS_Complex64_t* alpha,
                                  const BBLAS_Complex64_t** arrayA, const int* lda,
                                  const BBLAS_Complex64_t** arrayB, const int* ldb,
                                  const BBLAS_Complex64_t* beta, BBLAS_Complex64_t** arrayC,
                                  const int* ldc, const int batch_count,
                                  const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::rank_2k(false, uplo, trans, N, K, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                      batch_count, batch_opts, info);
}

BBLAS_API void bblas_cher2k_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                  const int* N, const int* K, const BBLAS_Complex32_t* alpha,
                                  const BBLAS_Complex32_t** arrayA, const int* lda,
                                  const BBLAS_Complex32_t** arrayB, const int* ldb,
                                  const float* beta, BBLAS_Complex32_t** arrayC, const int* ldc,
                                  const int batch_count, const enum BBLAS_OPTS batch_opts,
                                  int* info)
{
    flat_api::rank_2k(true, uplo, trans, N, K, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                      batch_count, batch_opts, info);
}

BBLAS_API void bblas_zher2k_batch(const enum BBLAS_UPLO* uplo, const enum BBLAS_TRANS* trans,
                                  const int* N, const int* K, const BBLAS_Complex64_t* alpha,
                                  const BBLAS_Complex64_t** arrayA, const int* lda,
                                  const BBLAS_Complex64_t** arrayB, const int* ldb,
                                  const double* beta, BBLAS_Complex64_t** arrayC, const int* ldc,
                                  const int batch_count, const enum BBLAS_OPTS batch_opts,
                                  int* info)
{
    flat_api::rank_2k(true, uplo, trans, N, K, alpha, arrayA, lda, arrayB, ldb, beta, arrayC, ldc,
                      batch_count, batch_opts, info);
}

BBLAS_API void bblas_strmm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const enum BBLAS_TRANS* transA, const enum BBLAS_DIAG* diag,
                                 const int* M, const int* N, const float* alpha,
                                 const float** arrayA, const int* lda, float** arrayB,
                                 const int* ldb, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::triangular(false, side, uplo, transA, diag, M, N, alpha, arrayA, lda, arrayB, ldb,
                         batch_count, batch_opts, info);
}

BBLAS_API void bblas_dtrmm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const enum BBLAS_TRANS* transA, const enum BBLAS_DIAG* diag,
                                 const int* M, const int* N, const double* alpha,
                                 const double** arrayA, const int* lda, double** arrayB,
                                 const int* ldb, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::triangular(false, side, uplo, transA, diag, M, N, alpha, arrayA, lda, arrayB, ldb,
                         batch_count, batch_opts, info);
}

BBLAS_API void bblas_ctrmm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const enum BBLAS_TRANS* transA, const enum BBLAS_DIAG* diag,
                                 const int* M, const int* N, const BBLAS_Complex32_t* alpha,
                                 const BBLAS_Complex32_t** arrayA, const int* lda,
                                 BBLAS_Complex32_t** arrayB, const int* ldb, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::triangular(false, side, uplo, transA, diag, M, N, alpha, arrayA, lda, arrayB, ldb,
                         batch_count, batch_opts, info);
}

BBLAS_API void bblas_ztrmm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const enum BBLAS_TRANS* transA, const enum BBLAS_DIAG* diag,
                                 const int* M, const int* N, const BBLAS_Complex64_t* alpha,
                                 const BBLAS_Complex64_t** arrayA, const int* lda,
                                 BBLAS_Complex64_t** arrayB, const int* ldb, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::triangular(false, side, uplo, transA, diag, M, N, alpha, arrayA, lda, arrayB, ldb,
                         batch_count, batch_opts, info);
}

BBLAS_API void bblas_strsm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const enum BBLAS_TRANS* transA, const enum BBLAS_DIAG* diag,
                                 const int* M, const int* N, const float* alpha,
                                 const float** arrayA, const int* lda, float** arrayB,
                                 const int* ldb, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::triangular(true, side, uplo, transA, diag, M, N, alpha, arrayA, lda, arrayB, ldb,
                         batch_count, batch_opts, info);
}

BBLAS_API void bblas_dtrsm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const enum BBLAS_TRANS* transA, const enum BBLAS_DIAG* diag,
                                 const int* M, const int* N, const double* alpha,
                                 const double** arrayA, const int* lda, double** arrayB,
                                 const int* ldb, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::triangular(true, side, uplo, transA, diag, M, N, alpha, arrayA, lda, arrayB, ldb,
                         batch_count, batch_opts, info);
}

BBLAS_API void bblas_ctrsm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const enum BBLAS_TRANS* transA, const enum BBLAS_DIAG* diag,
                                 const int* M, const int* N, const BBLAS_Complex32_t* alpha,
                                 const BBLAS_Complex32_t** arrayA, const int* lda,
                                 BBLAS_Complex32_t** arrayB, const int* ldb, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::triangular(true, side, uplo, transA, diag, M, N, alpha, arrayA, lda, arrayB, ldb,
                         batch_count, batch_opts, info);
}

BBLAS_API void bblas_ztrsm_batch(const enum BBLAS_SIDE* side, const enum BBLAS_UPLO* uplo,
                                 const enum BBLAS_TRANS* transA, const enum BBLAS_DIAG* diag,
                                 const int* M, const int* N, const BBLAS_Complex64_t* alpha,
                                 const BBLAS_Complex64_t** arrayA, const int* lda,
                                 BBLAS_Complex64_t** arrayB, const int* ldb, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::triangular(true, side, uplo, transA, diag, M, N, alpha, arrayA, lda, arrayB, ldb,
                         batch_count, batch_opts, info);
}

// ------------------------------------------------------------------------------------------------
// Level 2 and 1: gemv_batch, axpy_batch

BBLAS_API void bblas_sgemv_batch(const enum BBLAS_TRANS* trans, const int* M, const int* N,
                                 const float* alpha, const float** arrayA, const int* lda,
                                 const float** x, const int* incx, const float* beta, float** y,
                                 const int* incy, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::gemv(trans, M, N, alpha, arrayA, lda, x, incx, beta, y, incy, batch_count, batch_opts,
                   info);
}

BBLAS_API void bblas_dgemv_batch(const enum BBLAS_TRANS* trans, const int* M, const int* N,
                                 const double* alpha, const double** arrayA, const int* lda,
                                 const double** x, const int* incx, const double* beta, double** y,
                                 const int* incy, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::gemv(trans, M, N, alpha, arrayA, lda, x, incx, beta, y, incy, batch_count, batch_opts,
                   info);
}

BBLAS_API void bblas_cgemv_batch(const enum BBLAS_TRANS* trans, const int* M, const int* N,
                                 const BBLAS_Complex32_t* alpha, const BBLAS_Complex32_t** arrayA,
                                 const int* lda, const BBLAS_Complex32_t** x, const int* incx,
                                 const BBLAS_Complex32_t* beta, BBLAS_Complex32_t** y,
                                 const int* incy, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::gemv(trans, M, N, alpha, arrayA, lda, x, incx, beta, y, incy, batch_count, batch_opts,
                   info);
}

BBLAS_API void bblas_zgemv_batch(const enum BBLAS_TRANS* trans, const int* M, const int* N,
                                 const BBLAS_Complex64_t* alpha, const BBLAS_Complex64_t** arrayA,
                                 const int* lda, const BBLAS_Complex64_t** x, const int* incx,
                                 const BBLAS_Complex64_t* beta, BBLAS_Complex64_t** y,
                                 const int* incy, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::gemv(trans, M, N, alpha, arrayA, lda, x, incx, beta, y, incy, batch_count, batch_opts,
                   info);
}

BBLAS_API void bblas_saxpy_batch(const int* N, const float* alpha, const float** x, const int* incx,
                                 float** y, const int* incy, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::axpy(N, alpha, x, incx, y, incy, batch_count, batch_opts, info);
}

BBLAS_API void bblas_daxpy_batch(const int* N, const double* alpha, const double** x,
                                 const int* incx, double** y, const int* incy,
                                 const int batch_count, const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::axpy(N, alpha, x, incx, y, incy, batch_count, batch_opts, info);
}

BBLAS_API void bblas_caxpy_batch(const int* N, const BBLAS_Complex32_t* alpha,
                                 const BBLAS_Complex32_t** x, const int* incx,
                                 BBLAS_Complex32_t** y, const int* incy, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::axpy(N, alpha, x, incx, y, incy, batch_count, batch_opts, info);
}

BBLAS_API void bblas_zaxpy_batch(const int* N, const BBLAS_Complex64_t* alpha,
                                 const BBLAS_Complex64_t** x, const int* incx,
                                 BBLAS_Complex64_t** y, const int* incy, const int batch_count,
                                 const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::axpy(N, alpha, x, incx, y, incy, batch_count, batch_opts, info);
}

// ------------------------------------------------------------------------------------------------
// LAPACK: getrf_batch

BBLAS_API void bblas_sgetrf_batch(const int* M, const int* N, float** arrayA, const int* lda,
                                  int** ipiv, const int batch_count,
                                  const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::getrf(M, N, arrayA, lda, ipiv, batch_count, batch_opts, info);
}

BBLAS_API void bblas_dgetrf_batch(const int* M, const int* N, double** arrayA, const int* lda,
                                  int** ipiv, const int batch_count,
                                  const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::getrf(M, N, arrayA, lda, ipiv, batch_count, batch_opts, info);
}

BBLAS_API void bblas_cgetrf_batch(const int* M, const int* N, BBLAS_Complex32_t** arrayA,
                                  const int* lda, int** ipiv, const int batch_count,
                                  const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::getrf(M, N, arrayA, lda, ipiv, batch_count, batch_opts, info);
}

BBLAS_API void bblas_zgetrf_batch(const int* M, const int* N, BBLAS_Complex64_t** arrayA,
                                  const int* lda, int** ipiv, const int batch_count,
                                  const enum BBLAS_OPTS batch_opts, int* info)
{
    flat_api::getrf(M, N, arrayA, lda, ipiv, batch_count, batch_opts, info);
}

}  // extern "C"
