// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file tests/tester/batched_api.hh
 * The library under test as the tests see it: overloads of one name per routine (bb::gemm,
 * bb::herk, ...) over float, double, std::complex<float> and std::complex<double> that forward
 * to the public C API (BLAS_<routine>_batched_<r32|r64|c32|c64> of batchblas.h), so that each
 * test is written once as a template over the scalar type.
 */
#pragma once

#include <batchblas.h>

#include <complex>
#include <cstdint>

namespace tester::bb {

using cfloat = std::complex<float>;
using cdouble = std::complex<double>;

// ------------------------------------------------------------------------------------ gemm
inline void gemm(blas_layout_t layout, blas_trans_t const* transA, blas_trans_t const* transB,
                 int64_t const* m, int64_t const* n, int64_t const* k, float const* alpha,
                 float const* const* A, int64_t const* A_ld, float const* const* B,
                 int64_t const* B_ld, float const* beta, float* const* C, int64_t const* C_ld,
                 int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemm_batched_r32(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                          group_count, group_sizes, info);
}
inline void gemm(blas_layout_t layout, blas_trans_t const* transA, blas_trans_t const* transB,
                 int64_t const* m, int64_t const* n, int64_t const* k, double const* alpha,
                 double const* const* A, int64_t const* A_ld, double const* const* B,
                 int64_t const* B_ld, double const* beta, double* const* C, int64_t const* C_ld,
                 int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemm_batched_r64(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                          group_count, group_sizes, info);
}
inline void gemm(blas_layout_t layout, blas_trans_t const* transA, blas_trans_t const* transB,
                 int64_t const* m, int64_t const* n, int64_t const* k, cfloat const* alpha,
                 cfloat const* const* A, int64_t const* A_ld, cfloat const* const* B,
                 int64_t const* B_ld, cfloat const* beta, cfloat* const* C, int64_t const* C_ld,
                 int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemm_batched_c32(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                          group_count, group_sizes, info);
}
inline void gemm(blas_layout_t layout, blas_trans_t const* transA, blas_trans_t const* transB,
                 int64_t const* m, int64_t const* n, int64_t const* k, cdouble const* alpha,
                 cdouble const* const* A, int64_t const* A_ld, cdouble const* const* B,
                 int64_t const* B_ld, cdouble const* beta, cdouble* const* C, int64_t const* C_ld,
                 int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemm_batched_c64(layout, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                          group_count, group_sizes, info);
}
// ------------------------------------------------------------------------------------ symm
inline void symm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 int64_t const* m, int64_t const* n, float const* alpha, float const* const* A,
                 int64_t const* A_ld, float const* const* B, int64_t const* B_ld, float const* beta,
                 float* const* C, int64_t const* C_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_symm_batched_r32(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                          group_count, group_sizes, info);
}
inline void symm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 int64_t const* m, int64_t const* n, double const* alpha, double const* const* A,
                 int64_t const* A_ld, double const* const* B, int64_t const* B_ld,
                 double const* beta, double* const* C, int64_t const* C_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_symm_batched_r64(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                          group_count, group_sizes, info);
}
inline void symm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 int64_t const* m, int64_t const* n, cfloat const* alpha, cfloat const* const* A,
                 int64_t const* A_ld, cfloat const* const* B, int64_t const* B_ld,
                 cfloat const* beta, cfloat* const* C, int64_t const* C_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_symm_batched_c32(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                          group_count, group_sizes, info);
}
inline void symm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 int64_t const* m, int64_t const* n, cdouble const* alpha, cdouble const* const* A,
                 int64_t const* A_ld, cdouble const* const* B, int64_t const* B_ld,
                 cdouble const* beta, cdouble* const* C, int64_t const* C_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_symm_batched_c64(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                          group_count, group_sizes, info);
}
// ------------------------------------------------------------------------------------ hemm
inline void hemm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 int64_t const* m, int64_t const* n, cfloat const* alpha, cfloat const* const* A,
                 int64_t const* A_ld, cfloat const* const* B, int64_t const* B_ld,
                 cfloat const* beta, cfloat* const* C, int64_t const* C_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_hemm_batched_c32(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                          group_count, group_sizes, info);
}
inline void hemm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 int64_t const* m, int64_t const* n, cdouble const* alpha, cdouble const* const* A,
                 int64_t const* A_ld, cdouble const* const* B, int64_t const* B_ld,
                 cdouble const* beta, cdouble* const* C, int64_t const* C_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_hemm_batched_c64(layout, side, uplo, m, n, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                          group_count, group_sizes, info);
}
// ------------------------------------------------------------------------------------ syrk
inline void syrk(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                 int64_t const* n, int64_t const* k, float const* alpha, float const* const* A,
                 int64_t const* A_ld, float const* beta, float* const* C, int64_t const* C_ld,
                 int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_syrk_batched_r32(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, group_count,
                          group_sizes, info);
}
inline void syrk(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                 int64_t const* n, int64_t const* k, double const* alpha, double const* const* A,
                 int64_t const* A_ld, double const* beta, double* const* C, int64_t const* C_ld,
                 int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_syrk_batched_r64(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, group_count,
                          group_sizes, info);
}
inline void syrk(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                 int64_t const* n, int64_t const* k, cfloat const* alpha, cfloat const* const* A,
                 int64_t const* A_ld, cfloat const* beta, cfloat* const* C, int64_t const* C_ld,
                 int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_syrk_batched_c32(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, group_count,
                          group_sizes, info);
}
inline void syrk(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                 int64_t const* n, int64_t const* k, cdouble const* alpha, cdouble const* const* A,
                 int64_t const* A_ld, cdouble const* beta, cdouble* const* C, int64_t const* C_ld,
                 int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_syrk_batched_c64(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, group_count,
                          group_sizes, info);
}
// ------------------------------------------------------------------------------------ herk
inline void herk(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                 int64_t const* n, int64_t const* k, float const* alpha, cfloat const* const* A,
                 int64_t const* A_ld, float const* beta, cfloat* const* C, int64_t const* C_ld,
                 int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_herk_batched_c32(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, group_count,
                          group_sizes, info);
}
inline void herk(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                 int64_t const* n, int64_t const* k, double const* alpha, cdouble const* const* A,
                 int64_t const* A_ld, double const* beta, cdouble* const* C, int64_t const* C_ld,
                 int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_herk_batched_c64(layout, uplo, trans, n, k, alpha, A, A_ld, beta, C, C_ld, group_count,
                          group_sizes, info);
}
// ----------------------------------------------------------------------------------- syr2k
inline void syr2k(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                  int64_t const* n, int64_t const* k, float const* alpha, float const* const* A,
                  int64_t const* A_ld, float const* const* B, int64_t const* B_ld,
                  float const* beta, float* const* C, int64_t const* C_ld, int64_t group_count,
                  int64_t const* group_sizes, int64_t* info)
{
    BLAS_syr2k_batched_r32(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}
inline void syr2k(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                  int64_t const* n, int64_t const* k, double const* alpha, double const* const* A,
                  int64_t const* A_ld, double const* const* B, int64_t const* B_ld,
                  double const* beta, double* const* C, int64_t const* C_ld, int64_t group_count,
                  int64_t const* group_sizes, int64_t* info)
{
    BLAS_syr2k_batched_r64(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}
inline void syr2k(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                  int64_t const* n, int64_t const* k, cfloat const* alpha, cfloat const* const* A,
                  int64_t const* A_ld, cfloat const* const* B, int64_t const* B_ld,
                  cfloat const* beta, cfloat* const* C, int64_t const* C_ld, int64_t group_count,
                  int64_t const* group_sizes, int64_t* info)
{
    BLAS_syr2k_batched_c32(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}
inline void syr2k(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                  int64_t const* n, int64_t const* k, cdouble const* alpha, cdouble const* const* A,
                  int64_t const* A_ld, cdouble const* const* B, int64_t const* B_ld,
                  cdouble const* beta, cdouble* const* C, int64_t const* C_ld, int64_t group_count,
                  int64_t const* group_sizes, int64_t* info)
{
    BLAS_syr2k_batched_c64(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}
// ----------------------------------------------------------------------------------- her2k
inline void her2k(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                  int64_t const* n, int64_t const* k, cfloat const* alpha, cfloat const* const* A,
                  int64_t const* A_ld, cfloat const* const* B, int64_t const* B_ld,
                  float const* beta, cfloat* const* C, int64_t const* C_ld, int64_t group_count,
                  int64_t const* group_sizes, int64_t* info)
{
    BLAS_her2k_batched_c32(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}
inline void her2k(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans,
                  int64_t const* n, int64_t const* k, cdouble const* alpha, cdouble const* const* A,
                  int64_t const* A_ld, cdouble const* const* B, int64_t const* B_ld,
                  double const* beta, cdouble* const* C, int64_t const* C_ld, int64_t group_count,
                  int64_t const* group_sizes, int64_t* info)
{
    BLAS_her2k_batched_c64(layout, uplo, trans, n, k, alpha, A, A_ld, B, B_ld, beta, C, C_ld,
                           group_count, group_sizes, info);
}
// ------------------------------------------------------------------------------------ trmm
inline void trmm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* m,
                 int64_t const* n, float const* alpha, float const* const* A, int64_t const* A_ld,
                 float* const* B, int64_t const* B_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_trmm_batched_r32(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                          group_count, group_sizes, info);
}
inline void trmm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* m,
                 int64_t const* n, double const* alpha, double const* const* A, int64_t const* A_ld,
                 double* const* B, int64_t const* B_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_trmm_batched_r64(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                          group_count, group_sizes, info);
}
inline void trmm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* m,
                 int64_t const* n, cfloat const* alpha, cfloat const* const* A, int64_t const* A_ld,
                 cfloat* const* B, int64_t const* B_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_trmm_batched_c32(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                          group_count, group_sizes, info);
}
inline void trmm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* m,
                 int64_t const* n, cdouble const* alpha, cdouble const* const* A,
                 int64_t const* A_ld, cdouble* const* B, int64_t const* B_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_trmm_batched_c64(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                          group_count, group_sizes, info);
}
// ------------------------------------------------------------------------------------ trsm
inline void trsm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* m,
                 int64_t const* n, float const* alpha, float const* const* A, int64_t const* A_ld,
                 float* const* B, int64_t const* B_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_trsm_batched_r32(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                          group_count, group_sizes, info);
}
inline void trsm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* m,
                 int64_t const* n, double const* alpha, double const* const* A, int64_t const* A_ld,
                 double* const* B, int64_t const* B_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_trsm_batched_r64(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                          group_count, group_sizes, info);
}
inline void trsm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* m,
                 int64_t const* n, cfloat const* alpha, cfloat const* const* A, int64_t const* A_ld,
                 cfloat* const* B, int64_t const* B_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_trsm_batched_c32(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                          group_count, group_sizes, info);
}
inline void trsm(blas_layout_t layout, blas_side_t const* side, blas_uplo_t const* uplo,
                 blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* m,
                 int64_t const* n, cdouble const* alpha, cdouble const* const* A,
                 int64_t const* A_ld, cdouble* const* B, int64_t const* B_ld, int64_t group_count,
                 int64_t const* group_sizes, int64_t* info)
{
    BLAS_trsm_batched_c64(layout, side, uplo, trans, diag, m, n, alpha, A, A_ld, B, B_ld,
                          group_count, group_sizes, info);
}

// ------------------------------------------------------------------------------------ gemv
inline void gemv(blas_layout_t layout, blas_trans_t const* trans, int64_t const* m, int64_t const* n, float const* alpha, float const* const* A, int64_t const* A_ld, float const* const* x, int64_t const* incx, float const* beta, float* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemv_batched_r32(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count, group_sizes, info);
}
inline void gemv(blas_layout_t layout, blas_trans_t const* trans, int64_t const* m, int64_t const* n, double const* alpha, double const* const* A, int64_t const* A_ld, double const* const* x, int64_t const* incx, double const* beta, double* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemv_batched_r64(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count, group_sizes, info);
}
inline void gemv(blas_layout_t layout, blas_trans_t const* trans, int64_t const* m, int64_t const* n, cfloat const* alpha, cfloat const* const* A, int64_t const* A_ld, cfloat const* const* x, int64_t const* incx, cfloat const* beta, cfloat* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemv_batched_c32(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count, group_sizes, info);
}
inline void gemv(blas_layout_t layout, blas_trans_t const* trans, int64_t const* m, int64_t const* n, cdouble const* alpha, cdouble const* const* A, int64_t const* A_ld, cdouble const* const* x, int64_t const* incx, cdouble const* beta, cdouble* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemv_batched_c64(layout, trans, m, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count, group_sizes, info);
}
/** ger: ger for real types, geru for complex. */
// ------------------------------------------------------------------------------------- ger
inline void ger(blas_layout_t layout, int64_t const* m, int64_t const* n, float const* alpha, float const* const* x, int64_t const* incx, float const* const* y, int64_t const* incy, float* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_ger_batched_r32(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, group_sizes, info);
}
inline void ger(blas_layout_t layout, int64_t const* m, int64_t const* n, double const* alpha, double const* const* x, int64_t const* incx, double const* const* y, int64_t const* incy, double* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_ger_batched_r64(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, group_sizes, info);
}
inline void ger(blas_layout_t layout, int64_t const* m, int64_t const* n, cfloat const* alpha, cfloat const* const* x, int64_t const* incx, cfloat const* const* y, int64_t const* incy, cfloat* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_geru_batched_c32(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, group_sizes, info);
}
inline void ger(blas_layout_t layout, int64_t const* m, int64_t const* n, cdouble const* alpha, cdouble const* const* x, int64_t const* incx, cdouble const* const* y, int64_t const* incy, cdouble* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_geru_batched_c64(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, group_sizes, info);
}
// ------------------------------------------------------------------------------------ gerc
inline void gerc(blas_layout_t layout, int64_t const* m, int64_t const* n, cfloat const* alpha, cfloat const* const* x, int64_t const* incx, cfloat const* const* y, int64_t const* incy, cfloat* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gerc_batched_c32(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, group_sizes, info);
}
inline void gerc(blas_layout_t layout, int64_t const* m, int64_t const* n, cdouble const* alpha, cdouble const* const* x, int64_t const* incx, cdouble const* const* y, int64_t const* incy, cdouble* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gerc_batched_c64(layout, m, n, alpha, x, incx, y, incy, A, A_ld, group_count, group_sizes, info);
}
// ------------------------------------------------------------------------------------ symv
inline void symv(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, float const* alpha, float const* const* A, int64_t const* A_ld, float const* const* x, int64_t const* incx, float const* beta, float* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_symv_batched_r32(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count, group_sizes, info);
}
inline void symv(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, double const* alpha, double const* const* A, int64_t const* A_ld, double const* const* x, int64_t const* incx, double const* beta, double* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_symv_batched_r64(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count, group_sizes, info);
}
inline void symv(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, cfloat const* alpha, cfloat const* const* A, int64_t const* A_ld, cfloat const* const* x, int64_t const* incx, cfloat const* beta, cfloat* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_symv_batched_c32(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count, group_sizes, info);
}
inline void symv(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, cdouble const* alpha, cdouble const* const* A, int64_t const* A_ld, cdouble const* const* x, int64_t const* incx, cdouble const* beta, cdouble* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_symv_batched_c64(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count, group_sizes, info);
}
// ------------------------------------------------------------------------------------ hemv
inline void hemv(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, cfloat const* alpha, cfloat const* const* A, int64_t const* A_ld, cfloat const* const* x, int64_t const* incx, cfloat const* beta, cfloat* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_hemv_batched_c32(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count, group_sizes, info);
}
inline void hemv(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, cdouble const* alpha, cdouble const* const* A, int64_t const* A_ld, cdouble const* const* x, int64_t const* incx, cdouble const* beta, cdouble* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_hemv_batched_c64(layout, uplo, n, alpha, A, A_ld, x, incx, beta, y, incy, group_count, group_sizes, info);
}
// ------------------------------------------------------------------------------------ trmv
inline void trmv(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* n, float const* const* A, int64_t const* A_ld, float* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_trmv_batched_r32(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, group_sizes, info);
}
inline void trmv(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* n, double const* const* A, int64_t const* A_ld, double* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_trmv_batched_r64(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, group_sizes, info);
}
inline void trmv(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* n, cfloat const* const* A, int64_t const* A_ld, cfloat* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_trmv_batched_c32(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, group_sizes, info);
}
inline void trmv(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* n, cdouble const* const* A, int64_t const* A_ld, cdouble* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_trmv_batched_c64(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, group_sizes, info);
}
// ------------------------------------------------------------------------------------ trsv
inline void trsv(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* n, float const* const* A, int64_t const* A_ld, float* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_trsv_batched_r32(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, group_sizes, info);
}
inline void trsv(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* n, double const* const* A, int64_t const* A_ld, double* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_trsv_batched_r64(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, group_sizes, info);
}
inline void trsv(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* n, cfloat const* const* A, int64_t const* A_ld, cfloat* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_trsv_batched_c32(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, group_sizes, info);
}
inline void trsv(blas_layout_t layout, blas_uplo_t const* uplo, blas_trans_t const* trans, blas_diag_t const* diag, int64_t const* n, cdouble const* const* A, int64_t const* A_ld, cdouble* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_trsv_batched_c64(layout, uplo, trans, diag, n, A, A_ld, x, incx, group_count, group_sizes, info);
}

// ---------------------------------------------------------------------- axpy, scal, copy
inline void axpy(int64_t const* n, float const* alpha, float const* const* x, int64_t const* incx, float* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_axpy_batched_r32(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}
inline void scal(int64_t const* n, float const* alpha, float* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_scal_batched_r32(n, alpha, x, incx, group_count, group_sizes, info);
}
inline void copy(int64_t const* n, float const* const* x, int64_t const* incx, float* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_copy_batched_r32(n, x, incx, y, incy, group_count, group_sizes, info);
}
inline void axpy(int64_t const* n, double const* alpha, double const* const* x, int64_t const* incx, double* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_axpy_batched_r64(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}
inline void scal(int64_t const* n, double const* alpha, double* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_scal_batched_r64(n, alpha, x, incx, group_count, group_sizes, info);
}
inline void copy(int64_t const* n, double const* const* x, int64_t const* incx, double* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_copy_batched_r64(n, x, incx, y, incy, group_count, group_sizes, info);
}
inline void axpy(int64_t const* n, cfloat const* alpha, cfloat const* const* x, int64_t const* incx, cfloat* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_axpy_batched_c32(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}
inline void scal(int64_t const* n, cfloat const* alpha, cfloat* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_scal_batched_c32(n, alpha, x, incx, group_count, group_sizes, info);
}
inline void copy(int64_t const* n, cfloat const* const* x, int64_t const* incx, cfloat* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_copy_batched_c32(n, x, incx, y, incy, group_count, group_sizes, info);
}
inline void axpy(int64_t const* n, cdouble const* alpha, cdouble const* const* x, int64_t const* incx, cdouble* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_axpy_batched_c64(n, alpha, x, incx, y, incy, group_count, group_sizes, info);
}
inline void scal(int64_t const* n, cdouble const* alpha, cdouble* const* x, int64_t const* incx, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_scal_batched_c64(n, alpha, x, incx, group_count, group_sizes, info);
}
inline void copy(int64_t const* n, cdouble const* const* x, int64_t const* incx, cdouble* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_copy_batched_c64(n, x, incx, y, incy, group_count, group_sizes, info);
}

// ------------------------------------------------------------------------------------ potrf
inline void potrf(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, float* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_potrf_batched_r32(layout, uplo, n, A, A_ld, group_count, group_sizes, info);
}
inline void potrf(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, double* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_potrf_batched_r64(layout, uplo, n, A, A_ld, group_count, group_sizes, info);
}
inline void potrf(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, cfloat* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_potrf_batched_c32(layout, uplo, n, A, A_ld, group_count, group_sizes, info);
}
inline void potrf(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, cdouble* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_potrf_batched_c64(layout, uplo, n, A, A_ld, group_count, group_sizes, info);
}

// ------------------------------------------------------------------------------------ getrf
inline void getrf(blas_layout_t layout, int64_t const* m, int64_t const* n, float* const* A, int64_t const* A_ld, int64_t* const* ipiv, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrf_batched_r32(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info);
}
inline void getrf(blas_layout_t layout, int64_t const* m, int64_t const* n, double* const* A, int64_t const* A_ld, int64_t* const* ipiv, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrf_batched_r64(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info);
}
inline void getrf(blas_layout_t layout, int64_t const* m, int64_t const* n, cfloat* const* A, int64_t const* A_ld, int64_t* const* ipiv, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrf_batched_c32(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info);
}
inline void getrf(blas_layout_t layout, int64_t const* m, int64_t const* n, cdouble* const* A, int64_t const* A_ld, int64_t* const* ipiv, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrf_batched_c64(layout, m, n, A, A_ld, ipiv, group_count, group_sizes, info);
}

// ---------------------------------------------------------------------------------- getrfnp
inline void getrfnp(blas_layout_t layout, int64_t const* m, int64_t const* n, float* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrfnp_batched_r32(layout, m, n, A, A_ld, group_count, group_sizes, info);
}
inline void getrfnp(blas_layout_t layout, int64_t const* m, int64_t const* n, double* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrfnp_batched_r64(layout, m, n, A, A_ld, group_count, group_sizes, info);
}
inline void getrfnp(blas_layout_t layout, int64_t const* m, int64_t const* n, cfloat* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrfnp_batched_c32(layout, m, n, A, A_ld, group_count, group_sizes, info);
}
inline void getrfnp(blas_layout_t layout, int64_t const* m, int64_t const* n, cdouble* const* A, int64_t const* A_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrfnp_batched_c64(layout, m, n, A, A_ld, group_count, group_sizes, info);
}

// ----------------------------------------------------------------- getrs, gesv, potrs, posv
inline void getrs(blas_layout_t layout, blas_trans_t const* trans, int64_t const* n, int64_t const* nrhs, float const* const* A, int64_t const* A_ld, int64_t const* const* ipiv, float* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrs_batched_r32(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}
inline void gesv(blas_layout_t layout, int64_t const* n, int64_t const* nrhs, float* const* A, int64_t const* A_ld, int64_t* const* ipiv, float* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gesv_batched_r32(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}
inline void potrs(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, int64_t const* nrhs, float const* const* A, int64_t const* A_ld, float* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_potrs_batched_r32(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}
inline void posv(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, int64_t const* nrhs, float* const* A, int64_t const* A_ld, float* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_posv_batched_r32(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}
inline void getrs(blas_layout_t layout, blas_trans_t const* trans, int64_t const* n, int64_t const* nrhs, double const* const* A, int64_t const* A_ld, int64_t const* const* ipiv, double* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrs_batched_r64(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}
inline void gesv(blas_layout_t layout, int64_t const* n, int64_t const* nrhs, double* const* A, int64_t const* A_ld, int64_t* const* ipiv, double* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gesv_batched_r64(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}
inline void potrs(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, int64_t const* nrhs, double const* const* A, int64_t const* A_ld, double* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_potrs_batched_r64(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}
inline void posv(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, int64_t const* nrhs, double* const* A, int64_t const* A_ld, double* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_posv_batched_r64(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}
inline void getrs(blas_layout_t layout, blas_trans_t const* trans, int64_t const* n, int64_t const* nrhs, cfloat const* const* A, int64_t const* A_ld, int64_t const* const* ipiv, cfloat* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrs_batched_c32(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}
inline void gesv(blas_layout_t layout, int64_t const* n, int64_t const* nrhs, cfloat* const* A, int64_t const* A_ld, int64_t* const* ipiv, cfloat* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gesv_batched_c32(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}
inline void potrs(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, int64_t const* nrhs, cfloat const* const* A, int64_t const* A_ld, cfloat* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_potrs_batched_c32(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}
inline void posv(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, int64_t const* nrhs, cfloat* const* A, int64_t const* A_ld, cfloat* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_posv_batched_c32(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}
inline void getrs(blas_layout_t layout, blas_trans_t const* trans, int64_t const* n, int64_t const* nrhs, cdouble const* const* A, int64_t const* A_ld, int64_t const* const* ipiv, cdouble* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getrs_batched_c64(layout, trans, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}
inline void gesv(blas_layout_t layout, int64_t const* n, int64_t const* nrhs, cdouble* const* A, int64_t const* A_ld, int64_t* const* ipiv, cdouble* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gesv_batched_c64(layout, n, nrhs, A, A_ld, ipiv, B, B_ld, group_count, group_sizes, info);
}
inline void potrs(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, int64_t const* nrhs, cdouble const* const* A, int64_t const* A_ld, cdouble* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_potrs_batched_c64(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}
inline void posv(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, int64_t const* nrhs, cdouble* const* A, int64_t const* A_ld, cdouble* const* B, int64_t const* B_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_posv_batched_c64(layout, uplo, n, nrhs, A, A_ld, B, B_ld, group_count, group_sizes, info);
}
// ------------------------------------------------------------------------ getri, geqrf
inline void getri(blas_layout_t layout, int64_t const* n, float const* const* A, int64_t const* A_ld, int64_t const* const* ipiv, float* const* C, int64_t const* C_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getri_batched_r32(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes, info);
}
inline void geqrf(blas_layout_t layout, int64_t const* m, int64_t const* n, float* const* A, int64_t const* A_ld, float* const* tau, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_geqrf_batched_r32(layout, m, n, A, A_ld, tau, group_count, group_sizes, info);
}
inline void getri(blas_layout_t layout, int64_t const* n, double const* const* A, int64_t const* A_ld, int64_t const* const* ipiv, double* const* C, int64_t const* C_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getri_batched_r64(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes, info);
}
inline void geqrf(blas_layout_t layout, int64_t const* m, int64_t const* n, double* const* A, int64_t const* A_ld, double* const* tau, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_geqrf_batched_r64(layout, m, n, A, A_ld, tau, group_count, group_sizes, info);
}
inline void getri(blas_layout_t layout, int64_t const* n, cfloat const* const* A, int64_t const* A_ld, int64_t const* const* ipiv, cfloat* const* C, int64_t const* C_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getri_batched_c32(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes, info);
}
inline void geqrf(blas_layout_t layout, int64_t const* m, int64_t const* n, cfloat* const* A, int64_t const* A_ld, cfloat* const* tau, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_geqrf_batched_c32(layout, m, n, A, A_ld, tau, group_count, group_sizes, info);
}
inline void getri(blas_layout_t layout, int64_t const* n, cdouble const* const* A, int64_t const* A_ld, int64_t const* const* ipiv, cdouble* const* C, int64_t const* C_ld, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_getri_batched_c64(layout, n, A, A_ld, ipiv, C, C_ld, group_count, group_sizes, info);
}
inline void geqrf(blas_layout_t layout, int64_t const* m, int64_t const* n, cdouble* const* A, int64_t const* A_ld, cdouble* const* tau, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_geqrf_batched_c64(layout, m, n, A, A_ld, tau, group_count, group_sizes, info);
}
// ------------------------------------------------------------------------------------- swap
inline void swap(int64_t const* n, float* const* x, int64_t const* incx, float* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_swap_batched_r32(n, x, incx, y, incy, group_count, group_sizes, info);
}
inline void swap(int64_t const* n, double* const* x, int64_t const* incx, double* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_swap_batched_r64(n, x, incx, y, incy, group_count, group_sizes, info);
}
inline void swap(int64_t const* n, cfloat* const* x, int64_t const* incx, cfloat* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_swap_batched_c32(n, x, incx, y, incy, group_count, group_sizes, info);
}
inline void swap(int64_t const* n, cdouble* const* x, int64_t const* incx, cdouble* const* y, int64_t const* incy, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_swap_batched_c64(n, x, incx, y, incy, group_count, group_sizes, info);
}
// --------------------------------------------------------------------- nrm2, asum, iamax
inline void nrm2(int64_t const* n, float const* const* x, int64_t const* incx, float* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_nrm2_batched_r32(n, x, incx, result, group_count, group_sizes, info);
}
inline void asum(int64_t const* n, float const* const* x, int64_t const* incx, float* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_asum_batched_r32(n, x, incx, result, group_count, group_sizes, info);
}
inline void iamax(int64_t const* n, float const* const* x, int64_t const* incx, int64_t* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_iamax_batched_r32(n, x, incx, result, group_count, group_sizes, info);
}
inline void nrm2(int64_t const* n, double const* const* x, int64_t const* incx, double* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_nrm2_batched_r64(n, x, incx, result, group_count, group_sizes, info);
}
inline void asum(int64_t const* n, double const* const* x, int64_t const* incx, double* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_asum_batched_r64(n, x, incx, result, group_count, group_sizes, info);
}
inline void iamax(int64_t const* n, double const* const* x, int64_t const* incx, int64_t* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_iamax_batched_r64(n, x, incx, result, group_count, group_sizes, info);
}
inline void nrm2(int64_t const* n, cfloat const* const* x, int64_t const* incx, float* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_nrm2_batched_c32(n, x, incx, result, group_count, group_sizes, info);
}
inline void asum(int64_t const* n, cfloat const* const* x, int64_t const* incx, float* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_asum_batched_c32(n, x, incx, result, group_count, group_sizes, info);
}
inline void iamax(int64_t const* n, cfloat const* const* x, int64_t const* incx, int64_t* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_iamax_batched_c32(n, x, incx, result, group_count, group_sizes, info);
}
inline void nrm2(int64_t const* n, cdouble const* const* x, int64_t const* incx, double* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_nrm2_batched_c64(n, x, incx, result, group_count, group_sizes, info);
}
inline void asum(int64_t const* n, cdouble const* const* x, int64_t const* incx, double* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_asum_batched_c64(n, x, incx, result, group_count, group_sizes, info);
}
inline void iamax(int64_t const* n, cdouble const* const* x, int64_t const* incx, int64_t* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_iamax_batched_c64(n, x, incx, result, group_count, group_sizes, info);
}
// ------------------------------------------------------------------------ dot, dotu, dotc
inline void dot(int64_t const* n, float const* const* x, int64_t const* incx, float const* const* y, int64_t const* incy, float* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_dot_batched_r32(n, x, incx, y, incy, result, group_count, group_sizes, info);
}
inline void dot(int64_t const* n, double const* const* x, int64_t const* incx, double const* const* y, int64_t const* incy, double* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_dot_batched_r64(n, x, incx, y, incy, result, group_count, group_sizes, info);
}
inline void dotu(int64_t const* n, cfloat const* const* x, int64_t const* incx, cfloat const* const* y, int64_t const* incy, cfloat* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_dotu_batched_c32(n, x, incx, y, incy, result, group_count, group_sizes, info);
}
inline void dotc(int64_t const* n, cfloat const* const* x, int64_t const* incx, cfloat const* const* y, int64_t const* incy, cfloat* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_dotc_batched_c32(n, x, incx, y, incy, result, group_count, group_sizes, info);
}
inline void dotu(int64_t const* n, cdouble const* const* x, int64_t const* incx, cdouble const* const* y, int64_t const* incy, cdouble* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_dotu_batched_c64(n, x, incx, y, incy, result, group_count, group_sizes, info);
}
inline void dotc(int64_t const* n, cdouble const* const* x, int64_t const* incx, cdouble const* const* y, int64_t const* incy, cdouble* result, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_dotc_batched_c64(n, x, incx, y, incy, result, group_count, group_sizes, info);
}

}  // namespace tester::bb
