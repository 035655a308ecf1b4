// SPDX-License-Identifier: BSD-3-Clause
/**
 * The vendor side of gpu_lapack_bench (gpu_lapack_bench.cu, its only includer): cuBLAS and
 * cuSOLVER statuses as exceptions, and their batched routines overloaded by type, so that the
 * benchmark is written once for double and float.
 */
#pragma once

#include <cublas_v2.h>
#include <cusolverDn.h>

#include <stdexcept>
#include <string>

namespace gpu_lapack {

inline void check(cublasStatus_t s, char const* what)
{
    if (s != CUBLAS_STATUS_SUCCESS)
        throw std::runtime_error(std::string(what) + ": cuBLAS status " + std::to_string(int(s)));
}
inline void check(cusolverStatus_t s, char const* what)
{
    if (s != CUSOLVER_STATUS_SUCCESS)
        throw std::runtime_error(std::string(what) + ": cuSOLVER status " + std::to_string(int(s)));
}

inline cublasStatus_t getrf_batched(cublasHandle_t h, int n, double* const* A, int lda, int* P,
                                    int* info, int b)
{
    return cublasDgetrfBatched(h, n, A, lda, P, info, b);
}
inline cublasStatus_t getrf_batched(cublasHandle_t h, int n, float* const* A, int lda, int* P,
                                    int* info, int b)
{
    return cublasSgetrfBatched(h, n, A, lda, P, info, b);
}
inline cublasStatus_t getrs_batched(cublasHandle_t h, int n, int nrhs, double const* const* A,
                                    int lda, int const* P, double* const* B, int ldb, int* info,
                                    int b)
{
    return cublasDgetrsBatched(h, CUBLAS_OP_N, n, nrhs, A, lda, P, B, ldb, info, b);
}
inline cublasStatus_t getrs_batched(cublasHandle_t h, int n, int nrhs, float const* const* A,
                                    int lda, int const* P, float* const* B, int ldb, int* info,
                                    int b)
{
    return cublasSgetrsBatched(h, CUBLAS_OP_N, n, nrhs, A, lda, P, B, ldb, info, b);
}
inline cublasStatus_t getri_batched(cublasHandle_t h, int n, double const* const* A, int lda,
                                    int const* P, double* const* C, int ldc, int* info, int b)
{
    return cublasDgetriBatched(h, n, A, lda, P, C, ldc, info, b);
}
inline cublasStatus_t getri_batched(cublasHandle_t h, int n, float const* const* A, int lda,
                                    int const* P, float* const* C, int ldc, int* info, int b)
{
    return cublasSgetriBatched(h, n, A, lda, P, C, ldc, info, b);
}
inline cublasStatus_t matinv_batched(cublasHandle_t h, int n, double const* const* A, int lda,
                                     double* const* C, int ldc, int* info, int b)
{
    return cublasDmatinvBatched(h, n, A, lda, C, ldc, info, b);
}
inline cublasStatus_t matinv_batched(cublasHandle_t h, int n, float const* const* A, int lda,
                                     float* const* C, int ldc, int* info, int b)
{
    return cublasSmatinvBatched(h, n, A, lda, C, ldc, info, b);
}
inline cublasStatus_t geqrf_batched(cublasHandle_t h, int n, double* const* A, int lda,
                                    double* const* tau, int* info, int b)
{
    return cublasDgeqrfBatched(h, n, n, A, lda, tau, info, b);
}
inline cublasStatus_t geqrf_batched(cublasHandle_t h, int n, float* const* A, int lda,
                                    float* const* tau, int* info, int b)
{
    return cublasSgeqrfBatched(h, n, n, A, lda, tau, info, b);
}
inline cublasStatus_t trsm_batched(cublasHandle_t h, cublasOperation_t op, int n, int nrhs,
                                   double const* const* A, int lda, double* const* B, int ldb,
                                   int b)
{
    double const one = 1.0;
    return cublasDtrsmBatched(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, op, CUBLAS_DIAG_NON_UNIT,
                              n, nrhs, &one, A, lda, B, ldb, b);
}
inline cublasStatus_t trsm_batched(cublasHandle_t h, cublasOperation_t op, int n, int nrhs,
                                   float const* const* A, int lda, float* const* B, int ldb, int b)
{
    float const one = 1.0f;
    return cublasStrsmBatched(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, op, CUBLAS_DIAG_NON_UNIT,
                              n, nrhs, &one, A, lda, B, ldb, b);
}
inline cublasStatus_t gemm_nt_strided(cublasHandle_t h, int n, double const* R, double* C,
                                      long long s, int b)
{
    double const one = 1.0, zero = 0.0;
    return cublasDgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, R, n, s, R, n, s,
                                     &zero, C, n, s, b);
}
inline cublasStatus_t gemm_nt_strided(cublasHandle_t h, int n, float const* R, float* C,
                                      long long s, int b)
{
    float const one = 1.0f, zero = 0.0f;
    return cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, R, n, s, R, n, s,
                                     &zero, C, n, s, b);
}
inline cusolverStatus_t potrf_batched(cusolverDnHandle_t h, int n, double** A, int lda, int* info,
                                      int b)
{
    return cusolverDnDpotrfBatched(h, CUBLAS_FILL_MODE_LOWER, n, A, lda, info, b);
}
inline cusolverStatus_t potrf_batched(cusolverDnHandle_t h, int n, float** A, int lda, int* info,
                                      int b)
{
    return cusolverDnSpotrfBatched(h, CUBLAS_FILL_MODE_LOWER, n, A, lda, info, b);
}
inline cusolverStatus_t potrs_batched(cusolverDnHandle_t h, int n, double** A, int lda, double** B,
                                      int ldb, int* info, int b)
{
    return cusolverDnDpotrsBatched(h, CUBLAS_FILL_MODE_LOWER, n, 1, A, lda, B, ldb, info, b);
}
inline cusolverStatus_t potrs_batched(cusolverDnHandle_t h, int n, float** A, int lda, float** B,
                                      int ldb, int* info, int b)
{
    return cusolverDnSpotrsBatched(h, CUBLAS_FILL_MODE_LOWER, n, 1, A, lda, B, ldb, info, b);
}

}  // namespace gpu_lapack
