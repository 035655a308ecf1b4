// SPDX-License-Identifier: BSD-3-Clause
/**
 * The standard C API for Level 3 (batchblas.h): each entry point builds the batch view over the
 * caller's group arrays (one value per group, one pointer per problem) and hands it to call_c.
 */
#include <batchblas.h>

#include <complex>

#include "api/front_end.hh"

namespace batchblas::api {
namespace {

template <typename T>
void gemm(blas_layout_t layout, blas_trans_t const* transA, blas_trans_t const* transB,
          int64_t const* m, int64_t const* n, int64_t const* k, T const* alpha, T const* const* A,
          int64_t const* lda, T const* const* B, int64_t const* ldb, T const* beta, T* const* C,
          int64_t const* ldc, int64_t group_count, int64_t const* group_sizes, int64_t* info)
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
    call_c(p, group_count, group_sizes, info);
}

template <typename T>
void symm(bool hermitian, blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
          int64_t const* m, int64_t const* n, T const* alpha, T const* const* A, int64_t const* lda,
          T const* const* B, int64_t const* ldb, T const* beta, T* const* C, int64_t const* ldc,
          int64_t group_count, int64_t const* group_sizes, int64_t* info)
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
    call_c(p, group_count, group_sizes, info);
}

template <typename T, typename Scalar>
void rank_k(bool hermitian, blas_layout_t layout, blas_uplo_t const* uplo,
            blas_trans_t const* trans, int64_t const* n, int64_t const* k, Scalar const* alpha,
            T const* const* A, int64_t const* lda, Scalar const* beta, T* const* C,
            int64_t const* ldc, int64_t group_count, int64_t const* group_sizes, int64_t* info)
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
    call_c(p, group_count, group_sizes, info);
}

template <typename T, typename Beta>
void rank_2k(bool hermitian, blas_layout_t layout, blas_uplo_t const* uplo,
             blas_trans_t const* trans, int64_t const* n, int64_t const* k, T const* alpha,
             T const* const* A, int64_t const* lda, T const* const* B, int64_t const* ldb,
             Beta const* beta, T* const* C, int64_t const* ldc, int64_t group_count,
             int64_t const* group_sizes, int64_t* info)
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
    call_c(p, group_count, group_sizes, info);
}

template <typename T>
void triangular(bool solve, blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* m,
                int64_t const* n, T const* alpha, T const* const* A, int64_t const* lda,
                T* const* B, int64_t const* ldb, int64_t group_count, int64_t const* group_sizes,
                int64_t* info)
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
    call_c(p, group_count, group_sizes, info);
}

}  // namespace
}  // namespace batchblas::api

extern "C" {

BBLAS_API void BLAS_gemm_batched_r16(blas_layout_t layout, const blas_trans_t* transA,
                                     const blas_trans_t* transB, const int64_t* m,
                                     const int64_t* n, const int64_t* k, const bblas_half* alpha,
                                     const bblas_half* const* A, const int64_t* A_ld,
                                     const bblas_half* const* B, const int64_t* B_ld,
                                     const bblas_half* beta, bblas_half* const* C,
                                     const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gemm(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_gemm_batched_r32(blas_layout_t layout, const blas_trans_t* transA,
                                     const blas_trans_t* transB, const int64_t* m, const int64_t* n,
                                     const int64_t* k, const float* alpha, const float* const* A,
                                     const int64_t* A_ld, const float* const* B,
                                     const int64_t* B_ld, const float* beta, float* const* C,
                                     const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gemm(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_gemm_batched_r64(blas_layout_t layout, const blas_trans_t* transA,
                                     const blas_trans_t* transB, const int64_t* m, const int64_t* n,
                                     const int64_t* k, const double* alpha, const double* const* A,
                                     const int64_t* A_ld, const double* const* B,
                                     const int64_t* B_ld, const double* beta, double* const* C,
                                     const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gemm(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_gemm_batched_c32(blas_layout_t layout, const blas_trans_t* transA,
                                     const blas_trans_t* transB, const int64_t* m, const int64_t* n,
                                     const int64_t* k, const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* A, const int64_t* A_ld,
                                     const bblas_complex_float* const* B, const int64_t* B_ld,
                                     const bblas_complex_float* beta, bblas_complex_float* const* C,
                                     const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gemm(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_gemm_batched_c64(blas_layout_t layout, const blas_trans_t* transA,
                                     const blas_trans_t* transB, const int64_t* m, const int64_t* n,
                                     const int64_t* k, const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* A, const int64_t* A_ld,
                                     const bblas_complex_double* const* B, const int64_t* B_ld,
                                     const bblas_complex_double* beta,
                                     bblas_complex_double* const* C, const int64_t* C_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::gemm(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_symm_batched_r32(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const int64_t* m, const int64_t* n,
                                     const float* alpha, const float* const* A, const int64_t* A_ld,
                                     const float* const* B, const int64_t* B_ld, const float* beta,
                                     float* const* C, const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symm(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_symm_batched_r64(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const int64_t* m, const int64_t* n,
                                     const double* alpha, const double* const* A,
                                     const int64_t* A_ld, const double* const* B,
                                     const int64_t* B_ld, const double* beta, double* const* C,
                                     const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symm(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_symm_batched_c32(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const int64_t* m, const int64_t* n,
                                     const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* A, const int64_t* A_ld,
                                     const bblas_complex_float* const* B, const int64_t* B_ld,
                                     const bblas_complex_float* beta, bblas_complex_float* const* C,
                                     const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symm(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_symm_batched_c64(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const int64_t* m, const int64_t* n,
                                     const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* A, const int64_t* A_ld,
                                     const bblas_complex_double* const* B, const int64_t* B_ld,
                                     const bblas_complex_double* beta,
                                     bblas_complex_double* const* C, const int64_t* C_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symm(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_hemm_batched_c32(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const int64_t* m, const int64_t* n,
                                     const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* A, const int64_t* A_ld,
                                     const bblas_complex_float* const* B, const int64_t* B_ld,
                                     const bblas_complex_float* beta, bblas_complex_float* const* C,
                                     const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symm(true, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_hemm_batched_c64(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const int64_t* m, const int64_t* n,
                                     const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* A, const int64_t* A_ld,
                                     const bblas_complex_double* const* B, const int64_t* B_ld,
                                     const bblas_complex_double* beta,
                                     bblas_complex_double* const* C, const int64_t* C_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::symm(true, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                         group_count, group_sizes, info);
}

BBLAS_API void BLAS_syrk_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                     const float* alpha, const float* const* A, const int64_t* A_ld,
                                     const float* beta, float* const* C, const int64_t* C_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_k(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}

BBLAS_API void BLAS_syrk_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                     const double* alpha, const double* const* A,
                                     const int64_t* A_ld, const double* beta, double* const* C,
                                     const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_k(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}

BBLAS_API void BLAS_syrk_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                     const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* A, const int64_t* A_ld,
                                     const bblas_complex_float* beta, bblas_complex_float* const* C,
                                     const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_k(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}

BBLAS_API void BLAS_syrk_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                     const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* A, const int64_t* A_ld,
                                     const bblas_complex_double* beta,
                                     bblas_complex_double* const* C, const int64_t* C_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_k(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}

BBLAS_API void BLAS_herk_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                     const float* alpha, const bblas_complex_float* const* A,
                                     const int64_t* A_ld, const float* beta,
                                     bblas_complex_float* const* C, const int64_t* C_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_k(true, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}

BBLAS_API void BLAS_herk_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                     const double* alpha, const bblas_complex_double* const* A,
                                     const int64_t* A_ld, const double* beta,
                                     bblas_complex_double* const* C, const int64_t* C_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_k(true, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}

BBLAS_API void BLAS_syr2k_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                      const float* alpha, const float* const* A,
                                      const int64_t* A_ld, const float* const* B,
                                      const int64_t* B_ld, const float* beta, float* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_2k(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C,
                            C_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_syr2k_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                      const double* alpha, const double* const* A,
                                      const int64_t* A_ld, const double* const* B,
                                      const int64_t* B_ld, const double* beta, double* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_2k(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C,
                            C_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_syr2k_batched_c32(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_float* alpha, const bblas_complex_float* const* A,
    const int64_t* A_ld, const bblas_complex_float* const* B, const int64_t* B_ld,
    const bblas_complex_float* beta, bblas_complex_float* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_2k(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C,
                            C_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_syr2k_batched_c64(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const bblas_complex_double* const* B, const int64_t* B_ld,
    const bblas_complex_double* beta, bblas_complex_double* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_2k(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C,
                            C_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_her2k_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                      const bblas_complex_float* alpha,
                                      const bblas_complex_float* const* A, const int64_t* A_ld,
                                      const bblas_complex_float* const* B, const int64_t* B_ld,
                                      const float* beta, bblas_complex_float* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_2k(true, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                            group_count, group_sizes, info);
}

BBLAS_API void BLAS_her2k_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                      const bblas_complex_double* alpha,
                                      const bblas_complex_double* const* A, const int64_t* A_ld,
                                      const bblas_complex_double* const* B, const int64_t* B_ld,
                                      const double* beta, bblas_complex_double* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::rank_2k(true, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                            group_count, group_sizes, info);
}

BBLAS_API void BLAS_trmm_batched_r32(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const float* alpha, const float* const* A, const int64_t* A_ld,
                                     float* const* B, const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(false, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B,
                               B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_trmm_batched_r64(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const double* alpha, const double* const* A,
                                     const int64_t* A_ld, double* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(false, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B,
                               B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_trmm_batched_c32(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* A, const int64_t* A_ld,
                                     bblas_complex_float* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(false, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B,
                               B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_trmm_batched_c64(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* A, const int64_t* A_ld,
                                     bblas_complex_double* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(false, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B,
                               B_ld, group_count, group_sizes, info);
}

BBLAS_API void BLAS_trsm_batched_r32(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const float* alpha, const float* const* A, const int64_t* A_ld,
                                     float* const* B, const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(true, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_trsm_batched_r64(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const double* alpha, const double* const* A,
                                     const int64_t* A_ld, double* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(true, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_trsm_batched_c32(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* A, const int64_t* A_ld,
                                     bblas_complex_float* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(true, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                               group_count, group_sizes, info);
}

BBLAS_API void BLAS_trsm_batched_c64(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* A, const int64_t* A_ld,
                                     bblas_complex_double* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::triangular(true, layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                               group_count, group_sizes, info);
}

}  // extern "C"
