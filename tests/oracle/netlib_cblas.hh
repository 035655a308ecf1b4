// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tester's reference, netlib: overloads of one name per routine (netlib::gemm,
 * netlib::herk, ...) over float, double, std::complex<float> and std::complex<double> that call
 * netlib CBLAS (cblas_s/d/c/z<routine>; LAPACK's csymv_ / zsymv_ for complex symv), so the
 * templated tests call the reference like the library.
 * Arguments are those of one problem of the batched C API, options as the C API's enums
 * (which carry CBLAS's values) and sizes as int64_t (netlib CBLAS takes 32-bit integers).
 */
#pragma once

#include <batchblas.h>
#include <cblas.h>

#include <complex>
#include <cstdint>

namespace netlib {

inline CBLAS_LAYOUT cblas(blas_layout_t x)
{
    return CBLAS_LAYOUT(x);
}
inline CBLAS_TRANSPOSE cblas(blas_trans_t x)
{
    return CBLAS_TRANSPOSE(x);
}
inline CBLAS_UPLO cblas(blas_uplo_t x)
{
    return CBLAS_UPLO(x);
}
inline CBLAS_DIAG cblas(blas_diag_t x)
{
    return CBLAS_DIAG(x);
}
inline CBLAS_SIDE cblas(blas_side_t x)
{
    return CBLAS_SIDE(x);
}
inline CBLAS_INT cblas(int64_t x)
{
    return CBLAS_INT(x);
}

using cfloat = std::complex<float>;
using cdouble = std::complex<double>;

// ------------------------------------------------------------------------------------- gemm
inline void gemm(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB, int64_t m,
                 int64_t n, int64_t k, float alpha, float const* A, int64_t lda, float const* B,
                 int64_t ldb, float beta, float* C, int64_t ldc)
{
    cblas_sgemm(cblas(layout), cblas(transA), cblas(transB), cblas(m), cblas(n), cblas(k), alpha, A,
                cblas(lda), B, cblas(ldb), beta, C, cblas(ldc));
}
inline void gemm(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB, int64_t m,
                 int64_t n, int64_t k, double alpha, double const* A, int64_t lda, double const* B,
                 int64_t ldb, double beta, double* C, int64_t ldc)
{
    cblas_dgemm(cblas(layout), cblas(transA), cblas(transB), cblas(m), cblas(n), cblas(k), alpha, A,
                cblas(lda), B, cblas(ldb), beta, C, cblas(ldc));
}
inline void gemm(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB, int64_t m,
                 int64_t n, int64_t k, cfloat alpha, cfloat const* A, int64_t lda, cfloat const* B,
                 int64_t ldb, cfloat beta, cfloat* C, int64_t ldc)
{
    cblas_cgemm(cblas(layout), cblas(transA), cblas(transB), cblas(m), cblas(n), cblas(k), &alpha,
                A, cblas(lda), B, cblas(ldb), &beta, C, cblas(ldc));
}
inline void gemm(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB, int64_t m,
                 int64_t n, int64_t k, cdouble alpha, cdouble const* A, int64_t lda,
                 cdouble const* B, int64_t ldb, cdouble beta, cdouble* C, int64_t ldc)
{
    cblas_zgemm(cblas(layout), cblas(transA), cblas(transB), cblas(m), cblas(n), cblas(k), &alpha,
                A, cblas(lda), B, cblas(ldb), &beta, C, cblas(ldc));
}

// ------------------------------------------------------------------------------- symm, hemm
inline void symm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, int64_t m, int64_t n,
                 float alpha, float const* A, int64_t lda, float const* B, int64_t ldb, float beta,
                 float* C, int64_t ldc)
{
    cblas_ssymm(cblas(layout), cblas(side), cblas(uplo), cblas(m), cblas(n), alpha, A, cblas(lda),
                B, cblas(ldb), beta, C, cblas(ldc));
}
inline void symm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, int64_t m, int64_t n,
                 double alpha, double const* A, int64_t lda, double const* B, int64_t ldb,
                 double beta, double* C, int64_t ldc)
{
    cblas_dsymm(cblas(layout), cblas(side), cblas(uplo), cblas(m), cblas(n), alpha, A, cblas(lda),
                B, cblas(ldb), beta, C, cblas(ldc));
}
inline void symm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, int64_t m, int64_t n,
                 cfloat alpha, cfloat const* A, int64_t lda, cfloat const* B, int64_t ldb,
                 cfloat beta, cfloat* C, int64_t ldc)
{
    cblas_csymm(cblas(layout), cblas(side), cblas(uplo), cblas(m), cblas(n), &alpha, A, cblas(lda),
                B, cblas(ldb), &beta, C, cblas(ldc));
}
inline void symm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, int64_t m, int64_t n,
                 cdouble alpha, cdouble const* A, int64_t lda, cdouble const* B, int64_t ldb,
                 cdouble beta, cdouble* C, int64_t ldc)
{
    cblas_zsymm(cblas(layout), cblas(side), cblas(uplo), cblas(m), cblas(n), &alpha, A, cblas(lda),
                B, cblas(ldb), &beta, C, cblas(ldc));
}
inline void hemm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, int64_t m, int64_t n,
                 cfloat alpha, cfloat const* A, int64_t lda, cfloat const* B, int64_t ldb,
                 cfloat beta, cfloat* C, int64_t ldc)
{
    cblas_chemm(cblas(layout), cblas(side), cblas(uplo), cblas(m), cblas(n), &alpha, A, cblas(lda),
                B, cblas(ldb), &beta, C, cblas(ldc));
}
inline void hemm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, int64_t m, int64_t n,
                 cdouble alpha, cdouble const* A, int64_t lda, cdouble const* B, int64_t ldb,
                 cdouble beta, cdouble* C, int64_t ldc)
{
    cblas_zhemm(cblas(layout), cblas(side), cblas(uplo), cblas(m), cblas(n), &alpha, A, cblas(lda),
                B, cblas(ldb), &beta, C, cblas(ldc));
}

// ------------------------------------------------------------------------------- syrk, herk
inline void syrk(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                 float alpha, float const* A, int64_t lda, float beta, float* C, int64_t ldc)
{
    cblas_ssyrk(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), alpha, A, cblas(lda),
                beta, C, cblas(ldc));
}
inline void syrk(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                 double alpha, double const* A, int64_t lda, double beta, double* C, int64_t ldc)
{
    cblas_dsyrk(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), alpha, A, cblas(lda),
                beta, C, cblas(ldc));
}
inline void syrk(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                 cfloat alpha, cfloat const* A, int64_t lda, cfloat beta, cfloat* C, int64_t ldc)
{
    cblas_csyrk(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), &alpha, A, cblas(lda),
                &beta, C, cblas(ldc));
}
inline void syrk(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                 cdouble alpha, cdouble const* A, int64_t lda, cdouble beta, cdouble* C,
                 int64_t ldc)
{
    cblas_zsyrk(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), &alpha, A, cblas(lda),
                &beta, C, cblas(ldc));
}
inline void herk(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                 float alpha, cfloat const* A, int64_t lda, float beta, cfloat* C, int64_t ldc)
{
    cblas_cherk(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), alpha, A, cblas(lda),
                beta, C, cblas(ldc));
}
inline void herk(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                 double alpha, cdouble const* A, int64_t lda, double beta, cdouble* C, int64_t ldc)
{
    cblas_zherk(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), alpha, A, cblas(lda),
                beta, C, cblas(ldc));
}

// ----------------------------------------------------------------------------- syr2k, her2k
inline void syr2k(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                  float alpha, float const* A, int64_t lda, float const* B, int64_t ldb, float beta,
                  float* C, int64_t ldc)
{
    cblas_ssyr2k(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), alpha, A, cblas(lda),
                 B, cblas(ldb), beta, C, cblas(ldc));
}
inline void syr2k(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                  double alpha, double const* A, int64_t lda, double const* B, int64_t ldb,
                  double beta, double* C, int64_t ldc)
{
    cblas_dsyr2k(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), alpha, A, cblas(lda),
                 B, cblas(ldb), beta, C, cblas(ldc));
}
inline void syr2k(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                  cfloat alpha, cfloat const* A, int64_t lda, cfloat const* B, int64_t ldb,
                  cfloat beta, cfloat* C, int64_t ldc)
{
    cblas_csyr2k(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), &alpha, A,
                 cblas(lda), B, cblas(ldb), &beta, C, cblas(ldc));
}
inline void syr2k(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                  cdouble alpha, cdouble const* A, int64_t lda, cdouble const* B, int64_t ldb,
                  cdouble beta, cdouble* C, int64_t ldc)
{
    cblas_zsyr2k(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), &alpha, A,
                 cblas(lda), B, cblas(ldb), &beta, C, cblas(ldc));
}
inline void her2k(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                  cfloat alpha, cfloat const* A, int64_t lda, cfloat const* B, int64_t ldb,
                  float beta, cfloat* C, int64_t ldc)
{
    cblas_cher2k(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), &alpha, A,
                 cblas(lda), B, cblas(ldb), beta, C, cblas(ldc));
}
inline void her2k(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, int64_t n, int64_t k,
                  cdouble alpha, cdouble const* A, int64_t lda, cdouble const* B, int64_t ldb,
                  double beta, cdouble* C, int64_t ldc)
{
    cblas_zher2k(cblas(layout), cblas(uplo), cblas(trans), cblas(n), cblas(k), &alpha, A,
                 cblas(lda), B, cblas(ldb), beta, C, cblas(ldc));
}

// ------------------------------------------------------------------------------- trmm, trsm
inline void trmm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, blas_trans_t trans,
                 blas_diag_t diag, int64_t m, int64_t n, float alpha, float const* A, int64_t lda,
                 float* B, int64_t ldb)
{
    cblas_strmm(cblas(layout), cblas(side), cblas(uplo), cblas(trans), cblas(diag), cblas(m),
                cblas(n), alpha, A, cblas(lda), B, cblas(ldb));
}
inline void trmm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, blas_trans_t trans,
                 blas_diag_t diag, int64_t m, int64_t n, double alpha, double const* A, int64_t lda,
                 double* B, int64_t ldb)
{
    cblas_dtrmm(cblas(layout), cblas(side), cblas(uplo), cblas(trans), cblas(diag), cblas(m),
                cblas(n), alpha, A, cblas(lda), B, cblas(ldb));
}
inline void trmm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, blas_trans_t trans,
                 blas_diag_t diag, int64_t m, int64_t n, cfloat alpha, cfloat const* A, int64_t lda,
                 cfloat* B, int64_t ldb)
{
    cblas_ctrmm(cblas(layout), cblas(side), cblas(uplo), cblas(trans), cblas(diag), cblas(m),
                cblas(n), &alpha, A, cblas(lda), B, cblas(ldb));
}
inline void trmm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, blas_trans_t trans,
                 blas_diag_t diag, int64_t m, int64_t n, cdouble alpha, cdouble const* A,
                 int64_t lda, cdouble* B, int64_t ldb)
{
    cblas_ztrmm(cblas(layout), cblas(side), cblas(uplo), cblas(trans), cblas(diag), cblas(m),
                cblas(n), &alpha, A, cblas(lda), B, cblas(ldb));
}
inline void trsm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, blas_trans_t trans,
                 blas_diag_t diag, int64_t m, int64_t n, float alpha, float const* A, int64_t lda,
                 float* B, int64_t ldb)
{
    cblas_strsm(cblas(layout), cblas(side), cblas(uplo), cblas(trans), cblas(diag), cblas(m),
                cblas(n), alpha, A, cblas(lda), B, cblas(ldb));
}
inline void trsm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, blas_trans_t trans,
                 blas_diag_t diag, int64_t m, int64_t n, double alpha, double const* A, int64_t lda,
                 double* B, int64_t ldb)
{
    cblas_dtrsm(cblas(layout), cblas(side), cblas(uplo), cblas(trans), cblas(diag), cblas(m),
                cblas(n), alpha, A, cblas(lda), B, cblas(ldb));
}
inline void trsm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, blas_trans_t trans,
                 blas_diag_t diag, int64_t m, int64_t n, cfloat alpha, cfloat const* A, int64_t lda,
                 cfloat* B, int64_t ldb)
{
    cblas_ctrsm(cblas(layout), cblas(side), cblas(uplo), cblas(trans), cblas(diag), cblas(m),
                cblas(n), &alpha, A, cblas(lda), B, cblas(ldb));
}
inline void trsm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, blas_trans_t trans,
                 blas_diag_t diag, int64_t m, int64_t n, cdouble alpha, cdouble const* A,
                 int64_t lda, cdouble* B, int64_t ldb)
{
    cblas_ztrsm(cblas(layout), cblas(side), cblas(uplo), cblas(trans), cblas(diag), cblas(m),
                cblas(n), &alpha, A, cblas(lda), B, cblas(ldb));
}

// ------------------------------------------------------------------------------------ gemv
inline void gemv(blas_layout_t layout, blas_trans_t trans, int64_t m, int64_t n, float alpha,
                 float const* A, int64_t lda, float const* x, int64_t incx, float beta, float* y,
                 int64_t incy)
{
    cblas_sgemv(cblas(layout), cblas(trans), cblas(m), cblas(n), alpha, A, cblas(lda), x,
                cblas(incx), beta, y, cblas(incy));
}
inline void gemv(blas_layout_t layout, blas_trans_t trans, int64_t m, int64_t n, double alpha,
                 double const* A, int64_t lda, double const* x, int64_t incx, double beta,
                 double* y, int64_t incy)
{
    cblas_dgemv(cblas(layout), cblas(trans), cblas(m), cblas(n), alpha, A, cblas(lda), x,
                cblas(incx), beta, y, cblas(incy));
}
inline void gemv(blas_layout_t layout, blas_trans_t trans, int64_t m, int64_t n, cfloat alpha,
                 cfloat const* A, int64_t lda, cfloat const* x, int64_t incx, cfloat beta,
                 cfloat* y, int64_t incy)
{
    cblas_cgemv(cblas(layout), cblas(trans), cblas(m), cblas(n), &alpha, A, cblas(lda), x,
                cblas(incx), &beta, y, cblas(incy));
}
inline void gemv(blas_layout_t layout, blas_trans_t trans, int64_t m, int64_t n, cdouble alpha,
                 cdouble const* A, int64_t lda, cdouble const* x, int64_t incx, cdouble beta,
                 cdouble* y, int64_t incy)
{
    cblas_zgemv(cblas(layout), cblas(trans), cblas(m), cblas(n), &alpha, A, cblas(lda), x,
                cblas(incx), &beta, y, cblas(incy));
}
// ------------------------------------------------------------------------------------- ger
inline void ger(blas_layout_t layout, int64_t m, int64_t n, float alpha, float const* x,
                int64_t incx, float const* y, int64_t incy, float* A, int64_t lda)
{
    cblas_sger(cblas(layout), cblas(m), cblas(n), alpha, x, cblas(incx), y, cblas(incy), A,
               cblas(lda));
}
inline void ger(blas_layout_t layout, int64_t m, int64_t n, double alpha, double const* x,
                int64_t incx, double const* y, int64_t incy, double* A, int64_t lda)
{
    cblas_dger(cblas(layout), cblas(m), cblas(n), alpha, x, cblas(incx), y, cblas(incy), A,
               cblas(lda));
}
inline void ger(blas_layout_t layout, int64_t m, int64_t n, cfloat alpha, cfloat const* x,
                int64_t incx, cfloat const* y, int64_t incy, cfloat* A, int64_t lda)
{
    cblas_cgeru(cblas(layout), cblas(m), cblas(n), &alpha, x, cblas(incx), y, cblas(incy), A,
                cblas(lda));
}
inline void ger(blas_layout_t layout, int64_t m, int64_t n, cdouble alpha, cdouble const* x,
                int64_t incx, cdouble const* y, int64_t incy, cdouble* A, int64_t lda)
{
    cblas_zgeru(cblas(layout), cblas(m), cblas(n), &alpha, x, cblas(incx), y, cblas(incy), A,
                cblas(lda));
}
// ------------------------------------------------------------------------------------ gerc
inline void gerc(blas_layout_t layout, int64_t m, int64_t n, cfloat alpha, cfloat const* x,
                 int64_t incx, cfloat const* y, int64_t incy, cfloat* A, int64_t lda)
{
    cblas_cgerc(cblas(layout), cblas(m), cblas(n), &alpha, x, cblas(incx), y, cblas(incy), A,
                cblas(lda));
}
inline void gerc(blas_layout_t layout, int64_t m, int64_t n, cdouble alpha, cdouble const* x,
                 int64_t incx, cdouble const* y, int64_t incy, cdouble* A, int64_t lda)
{
    cblas_zgerc(cblas(layout), cblas(m), cblas(n), &alpha, x, cblas(incx), y, cblas(incy), A,
                cblas(lda));
}
// ------------------------------------------------------------------------------------ symv
inline void symv(blas_layout_t layout, blas_uplo_t uplo, int64_t n, float alpha, float const* A,
                 int64_t lda, float const* x, int64_t incx, float beta, float* y, int64_t incy)
{
    cblas_ssymv(cblas(layout), cblas(uplo), cblas(n), alpha, A, cblas(lda), x, cblas(incx), beta, y,
                cblas(incy));
}
inline void symv(blas_layout_t layout, blas_uplo_t uplo, int64_t n, double alpha, double const* A,
                 int64_t lda, double const* x, int64_t incx, double beta, double* y, int64_t incy)
{
    cblas_dsymv(cblas(layout), cblas(uplo), cblas(n), alpha, A, cblas(lda), x, cblas(incx), beta, y,
                cblas(incy));
}
/** Complex symmetric symv: CBLAS has none; LAPACK's csymv_ / zsymv_ (column-major; a row-major
 * symmetric matrix is the column-major one with the other uplo). */
extern "C" void csymv_(char const* uplo, int const* n, cfloat const* alpha, cfloat const* A,
                       int const* lda, cfloat const* x, int const* incx, cfloat const* beta,
                       cfloat* y, int const* incy, size_t uplo_len);
extern "C" void zsymv_(char const* uplo, int const* n, cdouble const* alpha, cdouble const* A,
                       int const* lda, cdouble const* x, int const* incx, cdouble const* beta,
                       cdouble* y, int const* incy, size_t uplo_len);
template <typename T, typename F>
void symv_lapack(F f, blas_layout_t layout, blas_uplo_t uplo, int64_t n, T alpha, T const* A,
                 int64_t lda, T const* x, int64_t incx, T beta, T* y, int64_t incy)
{
    bool lower = (uplo == BlasLower) == (layout == BlasColMajor);
    char u = lower ? 'L' : 'U';
    int n_ = int(n), lda_ = int(lda), incx_ = int(incx), incy_ = int(incy);
    f(&u, &n_, &alpha, A, &lda_, x, &incx_, &beta, y, &incy_, size_t(1));
}
inline void symv(blas_layout_t layout, blas_uplo_t uplo, int64_t n, cfloat alpha, cfloat const* A,
                 int64_t lda, cfloat const* x, int64_t incx, cfloat beta, cfloat* y, int64_t incy)
{
    symv_lapack(csymv_, layout, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}
inline void symv(blas_layout_t layout, blas_uplo_t uplo, int64_t n, cdouble alpha, cdouble const* A,
                 int64_t lda, cdouble const* x, int64_t incx, cdouble beta, cdouble* y,
                 int64_t incy)
{
    symv_lapack(zsymv_, layout, uplo, n, alpha, A, lda, x, incx, beta, y, incy);
}
// ------------------------------------------------------------------------------------ hemv
inline void hemv(blas_layout_t layout, blas_uplo_t uplo, int64_t n, cfloat alpha, cfloat const* A,
                 int64_t lda, cfloat const* x, int64_t incx, cfloat beta, cfloat* y, int64_t incy)
{
    cblas_chemv(cblas(layout), cblas(uplo), cblas(n), &alpha, A, cblas(lda), x, cblas(incx), &beta,
                y, cblas(incy));
}
inline void hemv(blas_layout_t layout, blas_uplo_t uplo, int64_t n, cdouble alpha, cdouble const* A,
                 int64_t lda, cdouble const* x, int64_t incx, cdouble beta, cdouble* y,
                 int64_t incy)
{
    cblas_zhemv(cblas(layout), cblas(uplo), cblas(n), &alpha, A, cblas(lda), x, cblas(incx), &beta,
                y, cblas(incy));
}
// ------------------------------------------------------------------------------------ trmv
inline void trmv(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, blas_diag_t diag,
                 int64_t n, float const* A, int64_t lda, float* x, int64_t incx)
{
    cblas_strmv(cblas(layout), cblas(uplo), cblas(trans), cblas(diag), cblas(n), A, cblas(lda), x,
                cblas(incx));
}
inline void trmv(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, blas_diag_t diag,
                 int64_t n, double const* A, int64_t lda, double* x, int64_t incx)
{
    cblas_dtrmv(cblas(layout), cblas(uplo), cblas(trans), cblas(diag), cblas(n), A, cblas(lda), x,
                cblas(incx));
}
inline void trmv(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, blas_diag_t diag,
                 int64_t n, cfloat const* A, int64_t lda, cfloat* x, int64_t incx)
{
    cblas_ctrmv(cblas(layout), cblas(uplo), cblas(trans), cblas(diag), cblas(n), A, cblas(lda), x,
                cblas(incx));
}
inline void trmv(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, blas_diag_t diag,
                 int64_t n, cdouble const* A, int64_t lda, cdouble* x, int64_t incx)
{
    cblas_ztrmv(cblas(layout), cblas(uplo), cblas(trans), cblas(diag), cblas(n), A, cblas(lda), x,
                cblas(incx));
}
// ------------------------------------------------------------------------------------ trsv
inline void trsv(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, blas_diag_t diag,
                 int64_t n, float const* A, int64_t lda, float* x, int64_t incx)
{
    cblas_strsv(cblas(layout), cblas(uplo), cblas(trans), cblas(diag), cblas(n), A, cblas(lda), x,
                cblas(incx));
}
inline void trsv(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, blas_diag_t diag,
                 int64_t n, double const* A, int64_t lda, double* x, int64_t incx)
{
    cblas_dtrsv(cblas(layout), cblas(uplo), cblas(trans), cblas(diag), cblas(n), A, cblas(lda), x,
                cblas(incx));
}
inline void trsv(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, blas_diag_t diag,
                 int64_t n, cfloat const* A, int64_t lda, cfloat* x, int64_t incx)
{
    cblas_ctrsv(cblas(layout), cblas(uplo), cblas(trans), cblas(diag), cblas(n), A, cblas(lda), x,
                cblas(incx));
}
inline void trsv(blas_layout_t layout, blas_uplo_t uplo, blas_trans_t trans, blas_diag_t diag,
                 int64_t n, cdouble const* A, int64_t lda, cdouble* x, int64_t incx)
{
    cblas_ztrsv(cblas(layout), cblas(uplo), cblas(trans), cblas(diag), cblas(n), A, cblas(lda), x,
                cblas(incx));
}

// ---------------------------------------------------------------------- axpy, scal, copy
inline void axpy(int64_t n, float alpha, float const* x, int64_t incx, float* y, int64_t incy)
{
    cblas_saxpy(cblas(n), alpha, x, cblas(incx), y, cblas(incy));
}
inline void scal(int64_t n, float alpha, float* x, int64_t incx)
{
    cblas_sscal(cblas(n), alpha, x, cblas(incx));
}
inline void copy(int64_t n, float const* x, int64_t incx, float* y, int64_t incy)
{
    cblas_scopy(cblas(n), x, cblas(incx), y, cblas(incy));
}
inline void axpy(int64_t n, double alpha, double const* x, int64_t incx, double* y, int64_t incy)
{
    cblas_daxpy(cblas(n), alpha, x, cblas(incx), y, cblas(incy));
}
inline void scal(int64_t n, double alpha, double* x, int64_t incx)
{
    cblas_dscal(cblas(n), alpha, x, cblas(incx));
}
inline void copy(int64_t n, double const* x, int64_t incx, double* y, int64_t incy)
{
    cblas_dcopy(cblas(n), x, cblas(incx), y, cblas(incy));
}
inline void axpy(int64_t n, cfloat alpha, cfloat const* x, int64_t incx, cfloat* y, int64_t incy)
{
    cblas_caxpy(cblas(n), &alpha, x, cblas(incx), y, cblas(incy));
}
inline void scal(int64_t n, cfloat alpha, cfloat* x, int64_t incx)
{
    cblas_cscal(cblas(n), &alpha, x, cblas(incx));
}
inline void copy(int64_t n, cfloat const* x, int64_t incx, cfloat* y, int64_t incy)
{
    cblas_ccopy(cblas(n), x, cblas(incx), y, cblas(incy));
}
inline void axpy(int64_t n, cdouble alpha, cdouble const* x, int64_t incx, cdouble* y, int64_t incy)
{
    cblas_zaxpy(cblas(n), &alpha, x, cblas(incx), y, cblas(incy));
}
inline void scal(int64_t n, cdouble alpha, cdouble* x, int64_t incx)
{
    cblas_zscal(cblas(n), &alpha, x, cblas(incx));
}
inline void copy(int64_t n, cdouble const* x, int64_t incx, cdouble* y, int64_t incy)
{
    cblas_zcopy(cblas(n), x, cblas(incx), y, cblas(incy));
}

}  // namespace netlib
