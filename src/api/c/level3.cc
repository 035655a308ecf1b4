// SPDX-License-Identifier: BSD-3-Clause
/**
 * The standard C API for Level 3 (batchblas.h): each entry point builds the batch view over the
 * caller's group arrays (one value per group, one pointer per problem) and hands it to call_c.
 */
#include <batchblas.h>

#include <complex>

#include "api/c/cpu_call.hh"
#include "api/c/views.hh"

extern "C" {

BBLAS_API void BLAS_gemm_batched_r16(blas_layout_t layout, const blas_trans_t* transA,
                                     const blas_trans_t* transB, const int64_t* m, const int64_t* n,
                                     const int64_t* k, const bblas_half* alpha,
                                     const bblas_half* const* A, const int64_t* A_ld,
                                     const bblas_half* const* B, const int64_t* B_ld,
                                     const bblas_half* beta, bblas_half* const* C,
                                     const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::gemm_view(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::gemm_view(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::gemm_view(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::gemm_view(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::gemm_view(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_symm_batched_r32(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const int64_t* m, const int64_t* n,
                                     const float* alpha, const float* const* A, const int64_t* A_ld,
                                     const float* const* B, const int64_t* B_ld, const float* beta,
                                     float* const* C, const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::symm_view(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::symm_view(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::symm_view(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::symm_view(false, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::symm_view(true, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::symm_view(true, layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta,
                                     C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_syrk_batched_r32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                     const float* alpha, const float* const* A, const int64_t* A_ld,
                                     const float* beta, float* const* C, const int64_t* C_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_syrk_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                     const double* alpha, const double* const* A,
                                     const int64_t* A_ld, const double* beta, double* const* C,
                                     const int64_t* C_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_herk_batched_c32(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                     const float* alpha, const bblas_complex_float* const* A,
                                     const int64_t* A_ld, const float* beta,
                                     bblas_complex_float* const* C, const int64_t* C_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_k_view(true, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_herk_batched_c64(blas_layout_t layout, const blas_uplo_t* uplo,
                                     const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                     const double* alpha, const bblas_complex_double* const* A,
                                     const int64_t* A_ld, const double* beta,
                                     bblas_complex_double* const* C, const int64_t* C_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_k_view(true, layout, uplo, trans, n, k, alpha, A, A_ld, beta, C,
                                       C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_2k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_syr2k_batched_r64(blas_layout_t layout, const blas_uplo_t* uplo,
                                      const blas_trans_t* trans, const int64_t* n, const int64_t* k,
                                      const double* alpha, const double* const* A,
                                      const int64_t* A_ld, const double* const* B,
                                      const int64_t* B_ld, const double* beta, double* const* C,
                                      const int64_t* C_ld, int64_t group_count,
                                      const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_2k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_syr2k_batched_c32(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_float* alpha, const bblas_complex_float* const* A,
    const int64_t* A_ld, const bblas_complex_float* const* B, const int64_t* B_ld,
    const bblas_complex_float* beta, bblas_complex_float* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_2k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_syr2k_batched_c64(
    blas_layout_t layout, const blas_uplo_t* uplo, const blas_trans_t* trans, const int64_t* n,
    const int64_t* k, const bblas_complex_double* alpha, const bblas_complex_double* const* A,
    const int64_t* A_ld, const bblas_complex_double* const* B, const int64_t* B_ld,
    const bblas_complex_double* beta, bblas_complex_double* const* C, const int64_t* C_ld,
    int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_2k_view(false, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_2k_view(true, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::rank_2k_view(true, layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld,
                                        beta, C, C_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_trmm_batched_r32(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const float* alpha, const float* const* A, const int64_t* A_ld,
                                     float* const* B, const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::triangular_view(false, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_trmm_batched_r64(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const double* alpha, const double* const* A,
                                     const int64_t* A_ld, double* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::triangular_view(false, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_trmm_batched_c32(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const bblas_complex_float* alpha,
                                     const bblas_complex_float* const* A, const int64_t* A_ld,
                                     bblas_complex_float* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::triangular_view(false, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_trmm_batched_c64(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const bblas_complex_double* alpha,
                                     const bblas_complex_double* const* A, const int64_t* A_ld,
                                     bblas_complex_double* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::triangular_view(false, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_trsm_batched_r32(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const float* alpha, const float* const* A, const int64_t* A_ld,
                                     float* const* B, const int64_t* B_ld, int64_t group_count,
                                     const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::triangular_view(true, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

BBLAS_API void BLAS_trsm_batched_r64(blas_layout_t layout, const blas_side_t* side,
                                     const blas_uplo_t* uplo, const blas_trans_t* trans,
                                     const blas_diag_t* diag, const int64_t* m, const int64_t* n,
                                     const double* alpha, const double* const* A,
                                     const int64_t* A_ld, double* const* B, const int64_t* B_ld,
                                     int64_t group_count, const int64_t* group_sizes, int64_t* info)
{
    batchblas::api::run_on_cpu(
        batchblas::api::c::triangular_view(true, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::triangular_view(true, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
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
    batchblas::api::run_on_cpu(
        batchblas::api::c::triangular_view(true, layout, side, uplo, trans, diag, m, n, alpha, A,
                                           A_ld, B, B_ld, group_count, group_sizes),
        group_count, group_sizes, info);
}

}  // extern "C"
