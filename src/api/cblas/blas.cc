// SPDX-License-Identifier: BSD-3-Clause
/**
 * libbatchblas_cblas, BLAS: cblas_?gemm_batch[_strided], cblas_?trsm_batch[_strided],
 * cblas_?syrk_batch[_strided], cblas_?gemv_batch[_strided], cblas_?axpy_batch[_strided] and
 * cblas_?copy_batch[_strided] with MKL's signatures, each entry point building the core's batch
 * view over the caller's arrays (api/cblas/forms.hh) and running it on the CPU.
 *
 * This library is separate from libbatchblas so that the cblas_* names exist only where a user
 * asks for them; the shared library carries the core it needs (linked from libbatchblas.a with
 * hidden visibility), so it does not depend on libbatchblas.so at run time.
 */
#include <batchblas/cblas_batch.h>

#include <complex>

#include "api/cblas/forms.hh"

namespace batchblas::cblas {
namespace {

// ------------------------------------------------------------------------------------------------
// Level 3

template <typename T>
void gemm_batch(char const* routine, CBLAS_LAYOUT layout, CBLAS_TRANSPOSE const* transa,
                CBLAS_TRANSPOSE const* transb, int const* m, int const* n, int const* k,
                void const* alpha, void const* const* A, int const* lda, void const* const* B,
                int const* ldb, void const* beta, void* const* C, int const* ldc, int group_count,
                int const* group_size)
{
    core::GemmProblems<T> p;
    p.layout = layout;
    p.transA = per_group_option(transa);
    p.transB = per_group_option(transb);
    p.m = per_group(m);
    p.n = per_group(n);
    p.k = per_group(k);
    p.alpha = per_group(static_cast<T const*>(alpha));
    p.A = inputs<T>(A);
    p.lda = per_group(lda);
    p.B = inputs<T>(B);
    p.ldb = per_group(ldb);
    p.beta = per_group(static_cast<T const*>(beta));
    p.C = outputs<T>(C);
    p.ldc = per_group(ldc);
    run_group(routine, p, group_count, group_size);
}

template <typename T>
void gemm_strided(char const* routine, CBLAS_LAYOUT layout, CBLAS_TRANSPOSE transa,
                  CBLAS_TRANSPOSE transb, int m, int n, int k, T const* alpha, void const* A,
                  int lda, int stridea, void const* B, int ldb, int strideb, T const* beta, void* C,
                  int ldc, int stridec, int batch_size)
{
    using P = core::GemmProblems<T>;
    P p;
    p.layout = layout;
    p.transA = one_option(&transa);
    p.transB = one_option(&transb);
    p.m = one(&m);
    p.n = one(&n);
    p.k = one(&k);
    p.alpha = one(alpha);
    p.A = strided_input<T>(A, stridea);
    p.lda = one(&lda);
    p.B = strided_input<T>(B, strideb);
    p.ldb = one(&ldb);
    p.beta = one(beta);
    p.C = strided_output<T>(C, stridec);
    p.ldc = one(&ldc);
    run_strided(routine, p, batch_size,
                {{P::lda_pos, stridea, 0, false},
                 {P::ldb_pos, strideb, 0, false},
                 {P::ldc_pos, stridec, matrix_footprint(layout, m, n, ldc), true}});
}

template <typename T>
void trsm_batch(char const* routine, CBLAS_LAYOUT layout, CBLAS_SIDE const* side,
                CBLAS_UPLO const* uplo, CBLAS_TRANSPOSE const* transa, CBLAS_DIAG const* diag,
                int const* m, int const* n, void const* alpha, void const* const* A, int const* lda,
                void* const* B, int const* ldb, int group_count, int const* group_size)
{
    core::TriangularProblems<T> p;
    p.solve = true;
    p.name = "trsm";
    p.layout = layout;
    p.side = per_group_option(side);
    p.uplo = per_group_option(uplo);
    p.trans = per_group_option(transa);
    p.diag = per_group_option(diag);
    p.m = per_group(m);
    p.n = per_group(n);
    p.alpha = per_group(static_cast<T const*>(alpha));
    p.A = inputs<T>(A);
    p.lda = per_group(lda);
    p.B = outputs<T>(B);
    p.ldb = per_group(ldb);
    run_group(routine, p, group_count, group_size);
}

template <typename T>
void trsm_strided(char const* routine, CBLAS_LAYOUT layout, CBLAS_SIDE side, CBLAS_UPLO uplo,
                  CBLAS_TRANSPOSE transa, CBLAS_DIAG diag, int m, int n, T const* alpha,
                  void const* A, int lda, int stridea, void* B, int ldb, int strideb,
                  int batch_size)
{
    using P = core::TriangularProblems<T>;
    P p;
    p.solve = true;
    p.name = "trsm";
    p.layout = layout;
    p.side = one_option(&side);
    p.uplo = one_option(&uplo);
    p.trans = one_option(&transa);
    p.diag = one_option(&diag);
    p.m = one(&m);
    p.n = one(&n);
    p.alpha = one(alpha);
    p.A = strided_input<T>(A, stridea);
    p.lda = one(&lda);
    p.B = strided_output<T>(B, strideb);
    p.ldb = one(&ldb);
    run_strided(routine, p, batch_size,
                {{P::lda_pos, stridea, 0, false},
                 {P::ldb_pos, strideb, matrix_footprint(layout, m, n, ldb), true}});
}

template <typename T>
void syrk_batch(char const* routine, CBLAS_LAYOUT layout, CBLAS_UPLO const* uplo,
                CBLAS_TRANSPOSE const* trans, int const* n, int const* k, void const* alpha,
                void const* const* A, int const* lda, void const* beta, void* const* C,
                int const* ldc, int group_count, int const* group_size)
{
    core::RankKProblems<T, T> p;
    p.layout = layout;
    p.uplo = per_group_option(uplo);
    p.trans = per_group_option(trans);
    p.n = per_group(n);
    p.k = per_group(k);
    p.alpha = per_group(static_cast<T const*>(alpha));
    p.A = inputs<T>(A);
    p.lda = per_group(lda);
    p.beta = per_group(static_cast<T const*>(beta));
    p.C = outputs<T>(C);
    p.ldc = per_group(ldc);
    run_group(routine, p, group_count, group_size);
}

template <typename T>
void syrk_strided(char const* routine, CBLAS_LAYOUT layout, CBLAS_UPLO uplo, CBLAS_TRANSPOSE trans,
                  int n, int k, T const* alpha, void const* A, int lda, int stridea, T const* beta,
                  void* C, int ldc, int stridec, int batch_size)
{
    using P = core::RankKProblems<T, T>;
    P p;
    p.layout = layout;
    p.uplo = one_option(&uplo);
    p.trans = one_option(&trans);
    p.n = one(&n);
    p.k = one(&k);
    p.alpha = one(alpha);
    p.A = strided_input<T>(A, stridea);
    p.lda = one(&lda);
    p.beta = one(beta);
    p.C = strided_output<T>(C, stridec);
    p.ldc = one(&ldc);
    run_strided(routine, p, batch_size,
                {{P::lda_pos, stridea, 0, false},
                 {P::ldc_pos, stridec, matrix_footprint(layout, n, n, ldc), true}});
}

// ------------------------------------------------------------------------------------------------
// Level 2 and 1

template <typename T>
void gemv_batch(char const* routine, CBLAS_LAYOUT layout, CBLAS_TRANSPOSE const* trans,
                int const* m, int const* n, void const* alpha, void const* const* A, int const* lda,
                void const* const* x, int const* incx, void const* beta, void* const* y,
                int const* incy, int group_count, int const* group_size)
{
    core::GemvProblems<T> p;
    p.layout = layout;
    p.trans = per_group_option(trans);
    p.m = per_group(m);
    p.n = per_group(n);
    p.alpha = per_group(static_cast<T const*>(alpha));
    p.A = inputs<T>(A);
    p.lda = per_group(lda);
    p.x = inputs<T>(x);
    p.incx = per_group(incx);
    p.beta = per_group(static_cast<T const*>(beta));
    p.y = outputs<T>(y);
    p.incy = per_group(incy);
    run_group(routine, p, group_count, group_size);
}

template <typename T>
void gemv_strided(char const* routine, CBLAS_LAYOUT layout, CBLAS_TRANSPOSE trans, int m, int n,
                  T const* alpha, void const* A, int lda, int stridea, void const* x, int incx,
                  int stridex, T const* beta, void* y, int incy, int stridey, int batch_size)
{
    using P = core::GemvProblems<T>;
    P p;
    p.layout = layout;
    p.trans = one_option(&trans);
    p.m = one(&m);
    p.n = one(&n);
    p.alpha = one(alpha);
    p.A = strided_input<T>(A, stridea);
    p.lda = one(&lda);
    p.x = strided_input<T>(x, stridex);
    p.incx = one(&incx);
    p.beta = one(beta);
    p.y = strided_output<T>(y, stridey);
    p.incy = one(&incy);
    int const y_length = trans == CblasNoTrans ? m : n;
    run_strided(routine, p, batch_size,
                {{P::lda_pos, stridea, 0, false},
                 {P::incx_pos, stridex, 0, false},
                 {P::incy_pos, stridey, vector_footprint(y_length, incy), true}});
}

template <typename T>
void axpy_batch(char const* routine, int const* n, void const* alpha, void const* const* x,
                int const* incx, void* const* y, int const* incy, int group_count,
                int const* group_size)
{
    core::AxpyProblems<T> p;
    p.n = per_group(n);
    p.alpha = per_group(static_cast<T const*>(alpha));
    p.x = inputs<T>(x);
    p.incx = per_group(incx);
    p.y = outputs<T>(y);
    p.incy = per_group(incy);
    run_group(routine, p, group_count, group_size);
}

template <typename T>
void axpy_strided(char const* routine, int n, T const* alpha, void const* x, int incx, int stridex,
                  void* y, int incy, int stridey, int batch_size)
{
    using P = core::AxpyProblems<T>;
    P p;
    p.n = one(&n);
    p.alpha = one(alpha);
    p.x = strided_input<T>(x, stridex);
    p.incx = one(&incx);
    p.y = strided_output<T>(y, stridey);
    p.incy = one(&incy);
    run_strided(routine, p, batch_size,
                {{P::incx_pos, stridex, 0, false},
                 {P::incy_pos, stridey, vector_footprint(n, incy), true}});
}

template <typename T>
void copy_batch(char const* routine, int const* n, void const* const* x, int const* incx,
                void* const* y, int const* incy, int group_count, int const* group_size)
{
    core::CopyProblems<T> p;
    p.n = per_group(n);
    p.x = inputs<T>(x);
    p.incx = per_group(incx);
    p.y = outputs<T>(y);
    p.incy = per_group(incy);
    run_group(routine, p, group_count, group_size);
}

template <typename T>
void copy_strided(char const* routine, int n, void const* x, int incx, int stridex, void* y,
                  int incy, int stridey, int batch_size)
{
    using P = core::CopyProblems<T>;
    P p;
    p.n = one(&n);
    p.x = strided_input<T>(x, stridex);
    p.incx = one(&incx);
    p.y = strided_output<T>(y, stridey);
    p.incy = one(&incy);
    run_strided(routine, p, batch_size,
                {{P::incx_pos, stridex, 0, false},
                 {P::incy_pos, stridey, vector_footprint(n, incy), true}});
}

}  // namespace
}  // namespace batchblas::cblas

// Each entry point forwards to its template: pointer arrays as void-typed arrays (MKL passes
// complex data as void), real scalars passed by value by address, complex ones as given.

extern "C" {

// ------------------------------------------------------------------------------------------------
// Level 3

BBLAS_CBLAS_API void cblas_sgemm_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE* TransA_Array,
    const CBLAS_TRANSPOSE* TransB_Array, const int* M_Array, const int* N_Array, const int* K_Array,
    const float* alpha_Array, const float** A_Array, const int* lda_Array, const float** B_Array,
    const int* ldb_Array, const float* beta_Array, float** C_Array, const int* ldc_Array,
    const int group_count, const int* group_size)
{
    cb::gemm_batch<float>("cblas_sgemm_batch", Layout, TransA_Array, TransB_Array, M_Array, N_Array,
                          K_Array, alpha_Array, cb::in(A_Array), lda_Array, cb::in(B_Array),
                          ldb_Array, beta_Array, cb::out(C_Array), ldc_Array, group_count,
                          group_size);
}

BBLAS_CBLAS_API void cblas_dgemm_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE* TransA_Array,
    const CBLAS_TRANSPOSE* TransB_Array, const int* M_Array, const int* N_Array, const int* K_Array,
    const double* alpha_Array, const double** A_Array, const int* lda_Array, const double** B_Array,
    const int* ldb_Array, const double* beta_Array, double** C_Array, const int* ldc_Array,
    const int group_count, const int* group_size)
{
    cb::gemm_batch<double>("cblas_dgemm_batch", Layout, TransA_Array, TransB_Array, M_Array,
                           N_Array, K_Array, alpha_Array, cb::in(A_Array), lda_Array,
                           cb::in(B_Array), ldb_Array, beta_Array, cb::out(C_Array), ldc_Array,
                           group_count, group_size);
}

BBLAS_CBLAS_API void cblas_cgemm_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE* TransA_Array,
    const CBLAS_TRANSPOSE* TransB_Array, const int* M_Array, const int* N_Array, const int* K_Array,
    const void* alpha_Array, const void** A_Array, const int* lda_Array, const void** B_Array,
    const int* ldb_Array, const void* beta_Array, void** C_Array, const int* ldc_Array,
    const int group_count, const int* group_size)
{
    cb::gemm_batch<c32>("cblas_cgemm_batch", Layout, TransA_Array, TransB_Array, M_Array, N_Array,
                        K_Array, alpha_Array, cb::in(A_Array), lda_Array, cb::in(B_Array),
                        ldb_Array, beta_Array, cb::out(C_Array), ldc_Array, group_count,
                        group_size);
}

BBLAS_CBLAS_API void cblas_zgemm_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE* TransA_Array,
    const CBLAS_TRANSPOSE* TransB_Array, const int* M_Array, const int* N_Array, const int* K_Array,
    const void* alpha_Array, const void** A_Array, const int* lda_Array, const void** B_Array,
    const int* ldb_Array, const void* beta_Array, void** C_Array, const int* ldc_Array,
    const int group_count, const int* group_size)
{
    cb::gemm_batch<c64>("cblas_zgemm_batch", Layout, TransA_Array, TransB_Array, M_Array, N_Array,
                        K_Array, alpha_Array, cb::in(A_Array), lda_Array, cb::in(B_Array),
                        ldb_Array, beta_Array, cb::out(C_Array), ldc_Array, group_count,
                        group_size);
}

BBLAS_CBLAS_API void cblas_sgemm_batch_strided(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE TransA, const CBLAS_TRANSPOSE TransB,
    const int M, const int N, const int K, const float alpha, const float* A, const int lda,
    const int stridea, const float* B, const int ldb, const int strideb, const float beta, float* C,
    const int ldc, const int stridec, const int batch_size)
{
    cb::gemm_strided<float>("cblas_sgemm_batch_strided", Layout, TransA, TransB, M, N, K, &alpha, A,
                            lda, stridea, B, ldb, strideb, &beta, C, ldc, stridec, batch_size);
}

BBLAS_CBLAS_API void cblas_dgemm_batch_strided(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE TransA, const CBLAS_TRANSPOSE TransB,
    const int M, const int N, const int K, const double alpha, const double* A, const int lda,
    const int stridea, const double* B, const int ldb, const int strideb, const double beta,
    double* C, const int ldc, const int stridec, const int batch_size)
{
    cb::gemm_strided<double>("cblas_dgemm_batch_strided", Layout, TransA, TransB, M, N, K, &alpha,
                             A, lda, stridea, B, ldb, strideb, &beta, C, ldc, stridec, batch_size);
}

BBLAS_CBLAS_API void cblas_cgemm_batch_strided(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE TransA, const CBLAS_TRANSPOSE TransB,
    const int M, const int N, const int K, const void* alpha, const void* A, const int lda,
    const int stridea, const void* B, const int ldb, const int strideb, const void* beta, void* C,
    const int ldc, const int stridec, const int batch_size)
{
    cb::gemm_strided<c32>("cblas_cgemm_batch_strided", Layout, TransA, TransB, M, N, K,
                          static_cast<c32 const*>(alpha), A, lda, stridea, B, ldb, strideb,
                          static_cast<c32 const*>(beta), C, ldc, stridec, batch_size);
}

BBLAS_CBLAS_API void cblas_zgemm_batch_strided(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE TransA, const CBLAS_TRANSPOSE TransB,
    const int M, const int N, const int K, const void* alpha, const void* A, const int lda,
    const int stridea, const void* B, const int ldb, const int strideb, const void* beta, void* C,
    const int ldc, const int stridec, const int batch_size)
{
    cb::gemm_strided<c64>("cblas_zgemm_batch_strided", Layout, TransA, TransB, M, N, K,
                          static_cast<c64 const*>(alpha), A, lda, stridea, B, ldb, strideb,
                          static_cast<c64 const*>(beta), C, ldc, stridec, batch_size);
}

BBLAS_CBLAS_API void cblas_strsm_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_SIDE* Side_Array, const CBLAS_UPLO* Uplo_Array,
    const CBLAS_TRANSPOSE* TransA_Array, const CBLAS_DIAG* Diag_Array, const int* M_Array,
    const int* N_Array, const float* alpha_Array, const float** A_Array, const int* lda_Array,
    float** B_Array, const int* ldb_Array, const int group_count, const int* group_size)
{
    cb::trsm_batch<float>("cblas_strsm_batch", Layout, Side_Array, Uplo_Array, TransA_Array,
                          Diag_Array, M_Array, N_Array, alpha_Array, cb::in(A_Array), lda_Array,
                          cb::out(B_Array), ldb_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_dtrsm_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_SIDE* Side_Array, const CBLAS_UPLO* Uplo_Array,
    const CBLAS_TRANSPOSE* TransA_Array, const CBLAS_DIAG* Diag_Array, const int* M_Array,
    const int* N_Array, const double* alpha_Array, const double** A_Array, const int* lda_Array,
    double** B_Array, const int* ldb_Array, const int group_count, const int* group_size)
{
    cb::trsm_batch<double>("cblas_dtrsm_batch", Layout, Side_Array, Uplo_Array, TransA_Array,
                           Diag_Array, M_Array, N_Array, alpha_Array, cb::in(A_Array), lda_Array,
                           cb::out(B_Array), ldb_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_ctrsm_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_SIDE* Side_Array, const CBLAS_UPLO* Uplo_Array,
    const CBLAS_TRANSPOSE* TransA_Array, const CBLAS_DIAG* Diag_Array, const int* M_Array,
    const int* N_Array, const void* alpha_Array, const void** A_Array, const int* lda_Array,
    void** B_Array, const int* ldb_Array, const int group_count, const int* group_size)
{
    cb::trsm_batch<c32>("cblas_ctrsm_batch", Layout, Side_Array, Uplo_Array, TransA_Array,
                        Diag_Array, M_Array, N_Array, alpha_Array, cb::in(A_Array), lda_Array,
                        cb::out(B_Array), ldb_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_ztrsm_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_SIDE* Side_Array, const CBLAS_UPLO* Uplo_Array,
    const CBLAS_TRANSPOSE* TransA_Array, const CBLAS_DIAG* Diag_Array, const int* M_Array,
    const int* N_Array, const void* alpha_Array, const void** A_Array, const int* lda_Array,
    void** B_Array, const int* ldb_Array, const int group_count, const int* group_size)
{
    cb::trsm_batch<c64>("cblas_ztrsm_batch", Layout, Side_Array, Uplo_Array, TransA_Array,
                        Diag_Array, M_Array, N_Array, alpha_Array, cb::in(A_Array), lda_Array,
                        cb::out(B_Array), ldb_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_strsm_batch_strided(const CBLAS_LAYOUT Layout, const CBLAS_SIDE Side,
                                               const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,
                                               const CBLAS_DIAG Diag, const int M, const int N,
                                               const float alpha, const float* A, const int lda,
                                               const int stridea, float* B, const int ldb,
                                               const int strideb, const int batch_size)
{
    cb::trsm_strided<float>("cblas_strsm_batch_strided", Layout, Side, Uplo, TransA, Diag, M, N,
                            &alpha, A, lda, stridea, B, ldb, strideb, batch_size);
}

BBLAS_CBLAS_API void cblas_dtrsm_batch_strided(const CBLAS_LAYOUT Layout, const CBLAS_SIDE Side,
                                               const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,
                                               const CBLAS_DIAG Diag, const int M, const int N,
                                               const double alpha, const double* A, const int lda,
                                               const int stridea, double* B, const int ldb,
                                               const int strideb, const int batch_size)
{
    cb::trsm_strided<double>("cblas_dtrsm_batch_strided", Layout, Side, Uplo, TransA, Diag, M, N,
                             &alpha, A, lda, stridea, B, ldb, strideb, batch_size);
}

BBLAS_CBLAS_API void cblas_ctrsm_batch_strided(const CBLAS_LAYOUT Layout, const CBLAS_SIDE Side,
                                               const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,
                                               const CBLAS_DIAG Diag, const int M, const int N,
                                               const void* alpha, const void* A, const int lda,
                                               const int stridea, void* B, const int ldb,
                                               const int strideb, const int batch_size)
{
    cb::trsm_strided<c32>("cblas_ctrsm_batch_strided", Layout, Side, Uplo, TransA, Diag, M, N,
                          static_cast<c32 const*>(alpha), A, lda, stridea, B, ldb, strideb,
                          batch_size);
}

BBLAS_CBLAS_API void cblas_ztrsm_batch_strided(const CBLAS_LAYOUT Layout, const CBLAS_SIDE Side,
                                               const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE TransA,
                                               const CBLAS_DIAG Diag, const int M, const int N,
                                               const void* alpha, const void* A, const int lda,
                                               const int stridea, void* B, const int ldb,
                                               const int strideb, const int batch_size)
{
    cb::trsm_strided<c64>("cblas_ztrsm_batch_strided", Layout, Side, Uplo, TransA, Diag, M, N,
                          static_cast<c64 const*>(alpha), A, lda, stridea, B, ldb, strideb,
                          batch_size);
}

BBLAS_CBLAS_API void cblas_ssyrk_batch(const CBLAS_LAYOUT Layout, const CBLAS_UPLO* Uplo_Array,
                                       const CBLAS_TRANSPOSE* Trans_Array, const int* N_Array,
                                       const int* K_Array, const float* alpha_Array,
                                       const float** A_Array, const int* lda_Array,
                                       const float* beta_Array, float** C_Array,
                                       const int* ldc_Array, const int group_count,
                                       const int* group_size)
{
    cb::syrk_batch<float>("cblas_ssyrk_batch", Layout, Uplo_Array, Trans_Array, N_Array, K_Array,
                          alpha_Array, cb::in(A_Array), lda_Array, beta_Array, cb::out(C_Array),
                          ldc_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_dsyrk_batch(const CBLAS_LAYOUT Layout, const CBLAS_UPLO* Uplo_Array,
                                       const CBLAS_TRANSPOSE* Trans_Array, const int* N_Array,
                                       const int* K_Array, const double* alpha_Array,
                                       const double** A_Array, const int* lda_Array,
                                       const double* beta_Array, double** C_Array,
                                       const int* ldc_Array, const int group_count,
                                       const int* group_size)
{
    cb::syrk_batch<double>("cblas_dsyrk_batch", Layout, Uplo_Array, Trans_Array, N_Array, K_Array,
                           alpha_Array, cb::in(A_Array), lda_Array, beta_Array, cb::out(C_Array),
                           ldc_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_csyrk_batch(const CBLAS_LAYOUT Layout, const CBLAS_UPLO* Uplo_Array,
                                       const CBLAS_TRANSPOSE* Trans_Array, const int* N_Array,
                                       const int* K_Array, const void* alpha_Array,
                                       const void** A_Array, const int* lda_Array,
                                       const void* beta_Array, void** C_Array, const int* ldc_Array,
                                       const int group_count, const int* group_size)
{
    cb::syrk_batch<c32>("cblas_csyrk_batch", Layout, Uplo_Array, Trans_Array, N_Array, K_Array,
                        alpha_Array, cb::in(A_Array), lda_Array, beta_Array, cb::out(C_Array),
                        ldc_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_zsyrk_batch(const CBLAS_LAYOUT Layout, const CBLAS_UPLO* Uplo_Array,
                                       const CBLAS_TRANSPOSE* Trans_Array, const int* N_Array,
                                       const int* K_Array, const void* alpha_Array,
                                       const void** A_Array, const int* lda_Array,
                                       const void* beta_Array, void** C_Array, const int* ldc_Array,
                                       const int group_count, const int* group_size)
{
    cb::syrk_batch<c64>("cblas_zsyrk_batch", Layout, Uplo_Array, Trans_Array, N_Array, K_Array,
                        alpha_Array, cb::in(A_Array), lda_Array, beta_Array, cb::out(C_Array),
                        ldc_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_ssyrk_batch_strided(const CBLAS_LAYOUT Layout, const CBLAS_UPLO Uplo,
                                               const CBLAS_TRANSPOSE Trans, const int N,
                                               const int K, const float alpha, const float* A,
                                               const int lda, const int stridea, const float beta,
                                               float* C, const int ldc, const int stridec,
                                               const int batch_size)
{
    cb::syrk_strided<float>("cblas_ssyrk_batch_strided", Layout, Uplo, Trans, N, K, &alpha, A, lda,
                            stridea, &beta, C, ldc, stridec, batch_size);
}

BBLAS_CBLAS_API void cblas_dsyrk_batch_strided(const CBLAS_LAYOUT Layout, const CBLAS_UPLO Uplo,
                                               const CBLAS_TRANSPOSE Trans, const int N,
                                               const int K, const double alpha, const double* A,
                                               const int lda, const int stridea, const double beta,
                                               double* C, const int ldc, const int stridec,
                                               const int batch_size)
{
    cb::syrk_strided<double>("cblas_dsyrk_batch_strided", Layout, Uplo, Trans, N, K, &alpha, A, lda,
                             stridea, &beta, C, ldc, stridec, batch_size);
}

BBLAS_CBLAS_API void cblas_csyrk_batch_strided(const CBLAS_LAYOUT Layout, const CBLAS_UPLO Uplo,
                                               const CBLAS_TRANSPOSE Trans, const int N,
                                               const int K, const void* alpha, const void* A,
                                               const int lda, const int stridea, const void* beta,
                                               void* C, const int ldc, const int stridec,
                                               const int batch_size)
{
    cb::syrk_strided<c32>("cblas_csyrk_batch_strided", Layout, Uplo, Trans, N, K,
                          static_cast<c32 const*>(alpha), A, lda, stridea,
                          static_cast<c32 const*>(beta), C, ldc, stridec, batch_size);
}

BBLAS_CBLAS_API void cblas_zsyrk_batch_strided(const CBLAS_LAYOUT Layout, const CBLAS_UPLO Uplo,
                                               const CBLAS_TRANSPOSE Trans, const int N,
                                               const int K, const void* alpha, const void* A,
                                               const int lda, const int stridea, const void* beta,
                                               void* C, const int ldc, const int stridec,
                                               const int batch_size)
{
    cb::syrk_strided<c64>("cblas_zsyrk_batch_strided", Layout, Uplo, Trans, N, K,
                          static_cast<c64 const*>(alpha), A, lda, stridea,
                          static_cast<c64 const*>(beta), C, ldc, stridec, batch_size);
}

// ------------------------------------------------------------------------------------------------
// Level 2 and 1

BBLAS_CBLAS_API void cblas_sgemv_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE* TransA_Array, const int* M_Array,
    const int* N_Array, const float* alpha_Array, const float** A_Array, const int* lda_Array,
    const float** X_Array, const int* incX_Array, const float* beta_Array, float** Y_Array,
    const int* incY_Array, const int group_count, const int* group_size)
{
    cb::gemv_batch<float>("cblas_sgemv_batch", Layout, TransA_Array, M_Array, N_Array, alpha_Array,
                          cb::in(A_Array), lda_Array, cb::in(X_Array), incX_Array, beta_Array,
                          cb::out(Y_Array), incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_dgemv_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE* TransA_Array, const int* M_Array,
    const int* N_Array, const double* alpha_Array, const double** A_Array, const int* lda_Array,
    const double** X_Array, const int* incX_Array, const double* beta_Array, double** Y_Array,
    const int* incY_Array, const int group_count, const int* group_size)
{
    cb::gemv_batch<double>("cblas_dgemv_batch", Layout, TransA_Array, M_Array, N_Array, alpha_Array,
                           cb::in(A_Array), lda_Array, cb::in(X_Array), incX_Array, beta_Array,
                           cb::out(Y_Array), incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_cgemv_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE* TransA_Array, const int* M_Array,
    const int* N_Array, const void* alpha_Array, const void** A_Array, const int* lda_Array,
    const void** X_Array, const int* incX_Array, const void* beta_Array, void** Y_Array,
    const int* incY_Array, const int group_count, const int* group_size)
{
    cb::gemv_batch<c32>("cblas_cgemv_batch", Layout, TransA_Array, M_Array, N_Array, alpha_Array,
                        cb::in(A_Array), lda_Array, cb::in(X_Array), incX_Array, beta_Array,
                        cb::out(Y_Array), incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_zgemv_batch(
    const CBLAS_LAYOUT Layout, const CBLAS_TRANSPOSE* TransA_Array, const int* M_Array,
    const int* N_Array, const void* alpha_Array, const void** A_Array, const int* lda_Array,
    const void** X_Array, const int* incX_Array, const void* beta_Array, void** Y_Array,
    const int* incY_Array, const int group_count, const int* group_size)
{
    cb::gemv_batch<c64>("cblas_zgemv_batch", Layout, TransA_Array, M_Array, N_Array, alpha_Array,
                        cb::in(A_Array), lda_Array, cb::in(X_Array), incX_Array, beta_Array,
                        cb::out(Y_Array), incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_sgemv_batch_strided(const CBLAS_LAYOUT Layout,
                                               const CBLAS_TRANSPOSE TransA, const int M,
                                               const int N, const float alpha, const float* A,
                                               const int lda, const int stridea, const float* X,
                                               const int incX, const int stridex, const float beta,
                                               float* Y, const int incY, const int stridey,
                                               const int batch_size)
{
    cb::gemv_strided<float>("cblas_sgemv_batch_strided", Layout, TransA, M, N, &alpha, A, lda,
                            stridea, X, incX, stridex, &beta, Y, incY, stridey, batch_size);
}

BBLAS_CBLAS_API void cblas_dgemv_batch_strided(const CBLAS_LAYOUT Layout,
                                               const CBLAS_TRANSPOSE TransA, const int M,
                                               const int N, const double alpha, const double* A,
                                               const int lda, const int stridea, const double* X,
                                               const int incX, const int stridex, const double beta,
                                               double* Y, const int incY, const int stridey,
                                               const int batch_size)
{
    cb::gemv_strided<double>("cblas_dgemv_batch_strided", Layout, TransA, M, N, &alpha, A, lda,
                             stridea, X, incX, stridex, &beta, Y, incY, stridey, batch_size);
}

BBLAS_CBLAS_API void cblas_cgemv_batch_strided(const CBLAS_LAYOUT Layout,
                                               const CBLAS_TRANSPOSE TransA, const int M,
                                               const int N, const void* alpha, const void* A,
                                               const int lda, const int stridea, const void* X,
                                               const int incX, const int stridex, const void* beta,
                                               void* Y, const int incY, const int stridey,
                                               const int batch_size)
{
    cb::gemv_strided<c32>("cblas_cgemv_batch_strided", Layout, TransA, M, N,
                          static_cast<c32 const*>(alpha), A, lda, stridea, X, incX, stridex,
                          static_cast<c32 const*>(beta), Y, incY, stridey, batch_size);
}

BBLAS_CBLAS_API void cblas_zgemv_batch_strided(const CBLAS_LAYOUT Layout,
                                               const CBLAS_TRANSPOSE TransA, const int M,
                                               const int N, const void* alpha, const void* A,
                                               const int lda, const int stridea, const void* X,
                                               const int incX, const int stridex, const void* beta,
                                               void* Y, const int incY, const int stridey,
                                               const int batch_size)
{
    cb::gemv_strided<c64>("cblas_zgemv_batch_strided", Layout, TransA, M, N,
                          static_cast<c64 const*>(alpha), A, lda, stridea, X, incX, stridex,
                          static_cast<c64 const*>(beta), Y, incY, stridey, batch_size);
}

BBLAS_CBLAS_API void cblas_saxpy_batch(const int* N_Array, const float* alpha_Array,
                                       const float** X_Array, const int* incX_Array,
                                       float** Y_Array, const int* incY_Array,
                                       const int group_count, const int* group_size)
{
    cb::axpy_batch<float>("cblas_saxpy_batch", N_Array, alpha_Array, cb::in(X_Array), incX_Array,
                          cb::out(Y_Array), incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_daxpy_batch(const int* N_Array, const double* alpha_Array,
                                       const double** X_Array, const int* incX_Array,
                                       double** Y_Array, const int* incY_Array,
                                       const int group_count, const int* group_size)
{
    cb::axpy_batch<double>("cblas_daxpy_batch", N_Array, alpha_Array, cb::in(X_Array), incX_Array,
                           cb::out(Y_Array), incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_caxpy_batch(const int* N_Array, const void* alpha_Array,
                                       const void** X_Array, const int* incX_Array, void** Y_Array,
                                       const int* incY_Array, const int group_count,
                                       const int* group_size)
{
    cb::axpy_batch<c32>("cblas_caxpy_batch", N_Array, alpha_Array, cb::in(X_Array), incX_Array,
                        cb::out(Y_Array), incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_zaxpy_batch(const int* N_Array, const void* alpha_Array,
                                       const void** X_Array, const int* incX_Array, void** Y_Array,
                                       const int* incY_Array, const int group_count,
                                       const int* group_size)
{
    cb::axpy_batch<c64>("cblas_zaxpy_batch", N_Array, alpha_Array, cb::in(X_Array), incX_Array,
                        cb::out(Y_Array), incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_saxpy_batch_strided(const int N, const float alpha, const float* X,
                                               const int incX, const int stridex, float* Y,
                                               const int incY, const int stridey,
                                               const int batch_size)
{
    cb::axpy_strided<float>("cblas_saxpy_batch_strided", N, &alpha, X, incX, stridex, Y, incY,
                            stridey, batch_size);
}

BBLAS_CBLAS_API void cblas_daxpy_batch_strided(const int N, const double alpha, const double* X,
                                               const int incX, const int stridex, double* Y,
                                               const int incY, const int stridey,
                                               const int batch_size)
{
    cb::axpy_strided<double>("cblas_daxpy_batch_strided", N, &alpha, X, incX, stridex, Y, incY,
                             stridey, batch_size);
}

BBLAS_CBLAS_API void cblas_caxpy_batch_strided(const int N, const void* alpha, const void* X,
                                               const int incX, const int stridex, void* Y,
                                               const int incY, const int stridey,
                                               const int batch_size)
{
    cb::axpy_strided<c32>("cblas_caxpy_batch_strided", N, static_cast<c32 const*>(alpha), X, incX,
                          stridex, Y, incY, stridey, batch_size);
}

BBLAS_CBLAS_API void cblas_zaxpy_batch_strided(const int N, const void* alpha, const void* X,
                                               const int incX, const int stridex, void* Y,
                                               const int incY, const int stridey,
                                               const int batch_size)
{
    cb::axpy_strided<c64>("cblas_zaxpy_batch_strided", N, static_cast<c64 const*>(alpha), X, incX,
                          stridex, Y, incY, stridey, batch_size);
}

BBLAS_CBLAS_API void cblas_scopy_batch(const int* N_Array, const float** X_Array,
                                       const int* incX_Array, float** Y_Array,
                                       const int* incY_Array, const int group_count,
                                       const int* group_size)
{
    cb::copy_batch<float>("cblas_scopy_batch", N_Array, cb::in(X_Array), incX_Array,
                          cb::out(Y_Array), incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_dcopy_batch(const int* N_Array, const double** X_Array,
                                       const int* incX_Array, double** Y_Array,
                                       const int* incY_Array, const int group_count,
                                       const int* group_size)
{
    cb::copy_batch<double>("cblas_dcopy_batch", N_Array, cb::in(X_Array), incX_Array,
                           cb::out(Y_Array), incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_ccopy_batch(const int* N_Array, const void** X_Array,
                                       const int* incX_Array, void** Y_Array, const int* incY_Array,
                                       const int group_count, const int* group_size)
{
    cb::copy_batch<c32>("cblas_ccopy_batch", N_Array, cb::in(X_Array), incX_Array, cb::out(Y_Array),
                        incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_zcopy_batch(const int* N_Array, const void** X_Array,
                                       const int* incX_Array, void** Y_Array, const int* incY_Array,
                                       const int group_count, const int* group_size)
{
    cb::copy_batch<c64>("cblas_zcopy_batch", N_Array, cb::in(X_Array), incX_Array, cb::out(Y_Array),
                        incY_Array, group_count, group_size);
}

BBLAS_CBLAS_API void cblas_scopy_batch_strided(const int N, const float* X, const int incX,
                                               const int stridex, float* Y, const int incY,
                                               const int stridey, const int batch_size)
{
    cb::copy_strided<float>("cblas_scopy_batch_strided", N, X, incX, stridex, Y, incY, stridey,
                            batch_size);
}

BBLAS_CBLAS_API void cblas_dcopy_batch_strided(const int N, const double* X, const int incX,
                                               const int stridex, double* Y, const int incY,
                                               const int stridey, const int batch_size)
{
    cb::copy_strided<double>("cblas_dcopy_batch_strided", N, X, incX, stridex, Y, incY, stridey,
                             batch_size);
}

BBLAS_CBLAS_API void cblas_ccopy_batch_strided(const int N, const void* X, const int incX,
                                               const int stridex, void* Y, const int incY,
                                               const int stridey, const int batch_size)
{
    cb::copy_strided<c32>("cblas_ccopy_batch_strided", N, X, incX, stridex, Y, incY, stridey,
                          batch_size);
}

BBLAS_CBLAS_API void cblas_zcopy_batch_strided(const int N, const void* X, const int incX,
                                               const int stridex, void* Y, const int incY,
                                               const int stridey, const int batch_size)
{
    cb::copy_strided<c64>("cblas_zcopy_batch_strided", N, X, incX, stridex, Y, incY, stridey,
                          batch_size);
}

}  // extern "C"
