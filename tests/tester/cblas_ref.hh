/**
 * @file tests/tester/cblas_ref.hh
 * The reference: overloads of one name per routine (ref::gemm, ref::herk, ...) over float,
 * double, std::complex<float> and std::complex<double> that call netlib CBLAS
 * (cblas_s/d/c/z<routine>), so the templated tests call the reference like the library.
 * Arguments are those of one problem of the batched C API, options as the C API's enums
 * (which carry CBLAS's values) and sizes as int64_t (netlib CBLAS takes 32-bit integers).
 */
#pragma once

#include <batchblas.h>
#include <cblas.h>

#include <complex>
#include <cstdint>

namespace tester::ref {

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

}  // namespace tester::ref
