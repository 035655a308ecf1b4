// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/cblas_batch.h
 * The CBLAS batch API of Intel MKL (also offered, with the same spelling, by OpenBLAS >= 0.3.27,
 * AMD AOCL-BLAS and NVIDIA NVPL) for gemm, trsm, syrk, gemv, axpy and copy, in group form
 * (cblas_?<routine>_batch) and strided form (cblas_?<routine>_batch_strided), computed by
 * batchblas. Link with the opt-in library batchblas_cblas (CMake: batchblas::cblas,
 * pkg-config: batchblas_cblas), never part of libbatchblas, so that libbatchblas never clashes
 * with a system CBLAS.
 *
 * Spelling: MKL's (LP64). MKL_INT is `int`; complex scalars and matrices are passed as void *
 * (layout of float _Complex / double _Complex / std::complex); in the group form scalars are
 * arrays with one value per group, in the strided form single values (complex ones by address,
 * `const void *alpha`). Where OpenBLAS differs (it names the layout type CBLAS_ORDER and the
 * integer blasint) the types are the same, so code written for either compiles against this
 * header. Group form: options, sizes, scalars and leading dimensions have group_count entries,
 * pointer arrays sum(group_size) entries, group after group. Strided form: problem i's matrix
 * is at A + i*stridea (strides in elements).
 *
 * Errors (MKL style): the arguments of every problem are checked before anything is computed.
 * On the first invalid one (an option outside its enumeration, a negative size or group size,
 * a leading dimension below its minimum, a zero increment, a null pointer that a problem would
 * reference, group_count < 0, a negative stride of an input, an output stride smaller than one
 * output's footprint with batch_size > 1) a line
 *     "batchblas_cblas: parameter <p> was incorrect on entry to <routine>"
 * goes to stderr, where <p> is the 1-based parameter number listed with each routine below, and
 * the routine returns without touching any output. BLAS conventions hold per problem (m = 0 or
 * n = 0 references nothing, alpha = 0 does not read A and B, beta = 0 does not read C; only the
 * referenced triangle is read).
 *
 * Enumerations: if a CBLAS header (netlib / Debian cblas.h, OpenBLAS, BLIS, MKL) was included
 * before this one, its CBLAS_LAYOUT, CBLAS_TRANSPOSE, CBLAS_UPLO, CBLAS_DIAG and CBLAS_SIDE are
 * used; otherwise compatible ones are defined with the standard values (101/102, 111/112/113,
 * 121/122, 131/132, 141/142). To use both, include the vendor header first.
 */
#ifndef BATCHBLAS_CBLAS_BATCH_H
#define BATCHBLAS_CBLAS_BATCH_H

#if !defined(CBLAS_H) && !defined(_MKL_CBLAS_H_) && !defined(__CBLAS_H__) && \
    !defined(CBLAS_ENUM_DEFINED_H) && !defined(BLIS_CBLAS_H) && !defined(NVPL_BLAS_CBLAS_H)
#ifndef BATCHBLAS_CBLAS_ENUMS
#define BATCHBLAS_CBLAS_ENUMS
typedef enum CBLAS_LAYOUT { CblasRowMajor = 101, CblasColMajor = 102 } CBLAS_LAYOUT;
typedef enum CBLAS_TRANSPOSE { CblasNoTrans = 111, CblasTrans = 112, CblasConjTrans = 113 } CBLAS_TRANSPOSE;
typedef enum CBLAS_UPLO { CblasUpper = 121, CblasLower = 122 } CBLAS_UPLO;
typedef enum CBLAS_DIAG { CblasNonUnit = 131, CblasUnit = 132 } CBLAS_DIAG;
typedef enum CBLAS_SIDE { CblasLeft = 141, CblasRight = 142 } CBLAS_SIDE;
/* The older name, as netlib's cblas.h defines it. */
#define CBLAS_ORDER CBLAS_LAYOUT
#endif
#endif

/* Exported entry points of libbatchblas_cblas (built with hidden visibility). */
#if defined(__GNUC__)
#define BBLAS_CBLAS_API __attribute__((visibility("default")))
#else
#define BBLAS_CBLAS_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Groups of general matrix-matrix products (MKL cblas_?gemm_batch): for group g and each of its
 * group_size[g] problems i (global index, group after group),
 * C_i = alpha_Array[g] op(A_i) op(B_i) + beta_Array[g] C_i, op by TransA_Array[g] /
 * TransB_Array[g]; C_i is M_Array[g] x N_Array[g], op(A_i) M x K, op(B_i) K x N.
 * Parameter numbers: Layout 1, TransA_Array 2, TransB_Array 3, M 4, N 5, K 6, alpha 7, A 8,
 * lda 9, B 10, ldb 11, beta 12, C 13, ldc 14, group_count 15, group_size 16.
 */
BBLAS_CBLAS_API void cblas_sgemm_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE *TransA_Array, const CBLAS_TRANSPOSE *TransB_Array,
    const int *M_Array, const int *N_Array, const int *K_Array,
    const float *alpha_Array,
    const float **A_Array, const int *lda_Array,
    const float **B_Array, const int *ldb_Array,
    const float *beta_Array,
    float **C_Array, const int *ldc_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_dgemm_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE *TransA_Array, const CBLAS_TRANSPOSE *TransB_Array,
    const int *M_Array, const int *N_Array, const int *K_Array,
    const double *alpha_Array,
    const double **A_Array, const int *lda_Array,
    const double **B_Array, const int *ldb_Array,
    const double *beta_Array,
    double **C_Array, const int *ldc_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_cgemm_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE *TransA_Array, const CBLAS_TRANSPOSE *TransB_Array,
    const int *M_Array, const int *N_Array, const int *K_Array,
    const void *alpha_Array,
    const void **A_Array, const int *lda_Array,
    const void **B_Array, const int *ldb_Array,
    const void *beta_Array,
    void **C_Array, const int *ldc_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_zgemm_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE *TransA_Array, const CBLAS_TRANSPOSE *TransB_Array,
    const int *M_Array, const int *N_Array, const int *K_Array,
    const void *alpha_Array,
    const void **A_Array, const int *lda_Array,
    const void **B_Array, const int *ldb_Array,
    const void *beta_Array,
    void **C_Array, const int *ldc_Array,
    const int group_count, const int *group_size);

/**
 * Strided general matrix-matrix products: for i < batch_size, C + i*stridec =
 * alpha op(A + i*stridea) op(B + i*strideb) + beta (C + i*stridec).
 * Parameter numbers: Layout 1, TransA 2, TransB 3, M 4, N 5, K 6, alpha 7, A 8, lda 9,
 * stridea 10, B 11, ldb 12, strideb 13, beta 14, C 15, ldc 16, stridec 17, batch_size 18.
 */
BBLAS_CBLAS_API void cblas_sgemm_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE TransA, const CBLAS_TRANSPOSE TransB,
    const int M, const int N, const int K,
    const float alpha,
    const float *A, const int lda, const int stridea,
    const float *B, const int ldb, const int strideb,
    const float beta,
    float *C, const int ldc, const int stridec,
    const int batch_size);
BBLAS_CBLAS_API void cblas_dgemm_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE TransA, const CBLAS_TRANSPOSE TransB,
    const int M, const int N, const int K,
    const double alpha,
    const double *A, const int lda, const int stridea,
    const double *B, const int ldb, const int strideb,
    const double beta,
    double *C, const int ldc, const int stridec,
    const int batch_size);
BBLAS_CBLAS_API void cblas_cgemm_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE TransA, const CBLAS_TRANSPOSE TransB,
    const int M, const int N, const int K,
    const void *alpha,
    const void *A, const int lda, const int stridea,
    const void *B, const int ldb, const int strideb,
    const void *beta,
    void *C, const int ldc, const int stridec,
    const int batch_size);
BBLAS_CBLAS_API void cblas_zgemm_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE TransA, const CBLAS_TRANSPOSE TransB,
    const int M, const int N, const int K,
    const void *alpha,
    const void *A, const int lda, const int stridea,
    const void *B, const int ldb, const int strideb,
    const void *beta,
    void *C, const int ldc, const int stridec,
    const int batch_size);

/**
 * Groups of triangular solves (MKL cblas_?trsm_batch): B_i = alpha op(A_i)^-1 B_i (side Left,
 * A_i M x M) or alpha B_i op(A_i)^-1 (Right, A_i N x N); B_i is M x N.
 * Parameter numbers: Layout 1, Side 2, Uplo 3, TransA 4, Diag 5, M 6, N 7, alpha 8, A 9,
 * lda 10, B 11, ldb 12, group_count 13, group_size 14.
 */
BBLAS_CBLAS_API void cblas_strsm_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_SIDE *Side_Array, const CBLAS_UPLO *Uplo_Array,
    const CBLAS_TRANSPOSE *TransA_Array, const CBLAS_DIAG *Diag_Array,
    const int *M_Array, const int *N_Array,
    const float *alpha_Array,
    const float **A_Array, const int *lda_Array,
    float **B_Array, const int *ldb_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_dtrsm_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_SIDE *Side_Array, const CBLAS_UPLO *Uplo_Array,
    const CBLAS_TRANSPOSE *TransA_Array, const CBLAS_DIAG *Diag_Array,
    const int *M_Array, const int *N_Array,
    const double *alpha_Array,
    const double **A_Array, const int *lda_Array,
    double **B_Array, const int *ldb_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_ctrsm_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_SIDE *Side_Array, const CBLAS_UPLO *Uplo_Array,
    const CBLAS_TRANSPOSE *TransA_Array, const CBLAS_DIAG *Diag_Array,
    const int *M_Array, const int *N_Array,
    const void *alpha_Array,
    const void **A_Array, const int *lda_Array,
    void **B_Array, const int *ldb_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_ztrsm_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_SIDE *Side_Array, const CBLAS_UPLO *Uplo_Array,
    const CBLAS_TRANSPOSE *TransA_Array, const CBLAS_DIAG *Diag_Array,
    const int *M_Array, const int *N_Array,
    const void *alpha_Array,
    const void **A_Array, const int *lda_Array,
    void **B_Array, const int *ldb_Array,
    const int group_count, const int *group_size);

/**
 * Strided triangular solves. Parameter numbers: Layout 1, Side 2, Uplo 3, TransA 4, Diag 5,
 * M 6, N 7, alpha 8, A 9, lda 10, stridea 11, B 12, ldb 13, strideb 14, batch_size 15.
 */
BBLAS_CBLAS_API void cblas_strsm_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_SIDE Side, const CBLAS_UPLO Uplo,
    const CBLAS_TRANSPOSE TransA, const CBLAS_DIAG Diag,
    const int M, const int N,
    const float alpha,
    const float *A, const int lda, const int stridea,
    float *B, const int ldb, const int strideb,
    const int batch_size);
BBLAS_CBLAS_API void cblas_dtrsm_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_SIDE Side, const CBLAS_UPLO Uplo,
    const CBLAS_TRANSPOSE TransA, const CBLAS_DIAG Diag,
    const int M, const int N,
    const double alpha,
    const double *A, const int lda, const int stridea,
    double *B, const int ldb, const int strideb,
    const int batch_size);
BBLAS_CBLAS_API void cblas_ctrsm_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_SIDE Side, const CBLAS_UPLO Uplo,
    const CBLAS_TRANSPOSE TransA, const CBLAS_DIAG Diag,
    const int M, const int N,
    const void *alpha,
    const void *A, const int lda, const int stridea,
    void *B, const int ldb, const int strideb,
    const int batch_size);
BBLAS_CBLAS_API void cblas_ztrsm_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_SIDE Side, const CBLAS_UPLO Uplo,
    const CBLAS_TRANSPOSE TransA, const CBLAS_DIAG Diag,
    const int M, const int N,
    const void *alpha,
    const void *A, const int lda, const int stridea,
    void *B, const int ldb, const int strideb,
    const int batch_size);

/**
 * Groups of symmetric rank-k updates (MKL cblas_?syrk_batch): C_i = alpha A_i A_i^T + beta C_i
 * (Trans NoTrans, A_i N x K) or alpha A_i^T A_i + beta C_i (Trans, A_i K x N); only the Uplo
 * triangle of C_i is referenced. Complex types reject CblasConjTrans.
 * Parameter numbers: Layout 1, Uplo 2, Trans 3, N 4, K 5, alpha 6, A 7, lda 8, beta 9, C 10,
 * ldc 11, group_count 12, group_size 13.
 */
BBLAS_CBLAS_API void cblas_ssyrk_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_UPLO *Uplo_Array, const CBLAS_TRANSPOSE *Trans_Array,
    const int *N_Array, const int *K_Array,
    const float *alpha_Array,
    const float **A_Array, const int *lda_Array,
    const float *beta_Array,
    float **C_Array, const int *ldc_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_dsyrk_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_UPLO *Uplo_Array, const CBLAS_TRANSPOSE *Trans_Array,
    const int *N_Array, const int *K_Array,
    const double *alpha_Array,
    const double **A_Array, const int *lda_Array,
    const double *beta_Array,
    double **C_Array, const int *ldc_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_csyrk_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_UPLO *Uplo_Array, const CBLAS_TRANSPOSE *Trans_Array,
    const int *N_Array, const int *K_Array,
    const void *alpha_Array,
    const void **A_Array, const int *lda_Array,
    const void *beta_Array,
    void **C_Array, const int *ldc_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_zsyrk_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_UPLO *Uplo_Array, const CBLAS_TRANSPOSE *Trans_Array,
    const int *N_Array, const int *K_Array,
    const void *alpha_Array,
    const void **A_Array, const int *lda_Array,
    const void *beta_Array,
    void **C_Array, const int *ldc_Array,
    const int group_count, const int *group_size);

/**
 * Strided symmetric rank-k updates. Parameter numbers: Layout 1, Uplo 2, Trans 3, N 4, K 5,
 * alpha 6, A 7, lda 8, stridea 9, beta 10, C 11, ldc 12, stridec 13, batch_size 14.
 */
BBLAS_CBLAS_API void cblas_ssyrk_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE Trans,
    const int N, const int K,
    const float alpha,
    const float *A, const int lda, const int stridea,
    const float beta,
    float *C, const int ldc, const int stridec,
    const int batch_size);
BBLAS_CBLAS_API void cblas_dsyrk_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE Trans,
    const int N, const int K,
    const double alpha,
    const double *A, const int lda, const int stridea,
    const double beta,
    double *C, const int ldc, const int stridec,
    const int batch_size);
BBLAS_CBLAS_API void cblas_csyrk_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE Trans,
    const int N, const int K,
    const void *alpha,
    const void *A, const int lda, const int stridea,
    const void *beta,
    void *C, const int ldc, const int stridec,
    const int batch_size);
BBLAS_CBLAS_API void cblas_zsyrk_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_UPLO Uplo, const CBLAS_TRANSPOSE Trans,
    const int N, const int K,
    const void *alpha,
    const void *A, const int lda, const int stridea,
    const void *beta,
    void *C, const int ldc, const int stridec,
    const int batch_size);

/**
 * Groups of matrix-vector products (MKL cblas_?gemv_batch): y_i = alpha op(A_i) x_i + beta y_i,
 * A_i M x N; incX and incY nonzero.
 * Parameter numbers: Layout 1, TransA 2, M 3, N 4, alpha 5, A 6, lda 7, X 8, incX 9, beta 10,
 * Y 11, incY 12, group_count 13, group_size 14.
 */
BBLAS_CBLAS_API void cblas_sgemv_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE *TransA_Array,
    const int *M_Array, const int *N_Array,
    const float *alpha_Array,
    const float **A_Array, const int *lda_Array,
    const float **X_Array, const int *incX_Array,
    const float *beta_Array,
    float **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_dgemv_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE *TransA_Array,
    const int *M_Array, const int *N_Array,
    const double *alpha_Array,
    const double **A_Array, const int *lda_Array,
    const double **X_Array, const int *incX_Array,
    const double *beta_Array,
    double **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_cgemv_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE *TransA_Array,
    const int *M_Array, const int *N_Array,
    const void *alpha_Array,
    const void **A_Array, const int *lda_Array,
    const void **X_Array, const int *incX_Array,
    const void *beta_Array,
    void **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_zgemv_batch(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE *TransA_Array,
    const int *M_Array, const int *N_Array,
    const void *alpha_Array,
    const void **A_Array, const int *lda_Array,
    const void **X_Array, const int *incX_Array,
    const void *beta_Array,
    void **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);

/**
 * Strided matrix-vector products. Parameter numbers: Layout 1, TransA 2, M 3, N 4, alpha 5,
 * A 6, lda 7, stridea 8, X 9, incX 10, stridex 11, beta 12, Y 13, incY 14, stridey 15,
 * batch_size 16.
 */
BBLAS_CBLAS_API void cblas_sgemv_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE TransA,
    const int M, const int N,
    const float alpha,
    const float *A, const int lda, const int stridea,
    const float *X, const int incX, const int stridex,
    const float beta,
    float *Y, const int incY, const int stridey,
    const int batch_size);
BBLAS_CBLAS_API void cblas_dgemv_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE TransA,
    const int M, const int N,
    const double alpha,
    const double *A, const int lda, const int stridea,
    const double *X, const int incX, const int stridex,
    const double beta,
    double *Y, const int incY, const int stridey,
    const int batch_size);
BBLAS_CBLAS_API void cblas_cgemv_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE TransA,
    const int M, const int N,
    const void *alpha,
    const void *A, const int lda, const int stridea,
    const void *X, const int incX, const int stridex,
    const void *beta,
    void *Y, const int incY, const int stridey,
    const int batch_size);
BBLAS_CBLAS_API void cblas_zgemv_batch_strided(const CBLAS_LAYOUT Layout,
    const CBLAS_TRANSPOSE TransA,
    const int M, const int N,
    const void *alpha,
    const void *A, const int lda, const int stridea,
    const void *X, const int incX, const int stridex,
    const void *beta,
    void *Y, const int incY, const int stridey,
    const int batch_size);

/**
 * Groups of y_i = alpha x_i + y_i (MKL cblas_?axpy_batch); vectors of N elements.
 * Parameter numbers: N 1, alpha 2, X 3, incX 4, Y 5, incY 6, group_count 7, group_size 8.
 */
BBLAS_CBLAS_API void cblas_saxpy_batch(const int *N_Array,
    const float *alpha_Array,
    const float **X_Array, const int *incX_Array,
    float **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_daxpy_batch(const int *N_Array,
    const double *alpha_Array,
    const double **X_Array, const int *incX_Array,
    double **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_caxpy_batch(const int *N_Array,
    const void *alpha_Array,
    const void **X_Array, const int *incX_Array,
    void **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_zaxpy_batch(const int *N_Array,
    const void *alpha_Array,
    const void **X_Array, const int *incX_Array,
    void **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);

/**
 * Strided y_i = alpha x_i + y_i. Parameter numbers: N 1, alpha 2, X 3, incX 4, stridex 5, Y 6,
 * incY 7, stridey 8, batch_size 9.
 */
BBLAS_CBLAS_API void cblas_saxpy_batch_strided(const int N,
    const float alpha,
    const float *X, const int incX, const int stridex,
    float *Y, const int incY, const int stridey,
    const int batch_size);
BBLAS_CBLAS_API void cblas_daxpy_batch_strided(const int N,
    const double alpha,
    const double *X, const int incX, const int stridex,
    double *Y, const int incY, const int stridey,
    const int batch_size);
BBLAS_CBLAS_API void cblas_caxpy_batch_strided(const int N,
    const void *alpha,
    const void *X, const int incX, const int stridex,
    void *Y, const int incY, const int stridey,
    const int batch_size);
BBLAS_CBLAS_API void cblas_zaxpy_batch_strided(const int N,
    const void *alpha,
    const void *X, const int incX, const int stridex,
    void *Y, const int incY, const int stridey,
    const int batch_size);

/**
 * Groups of y_i = x_i (MKL cblas_?copy_batch). Parameter numbers: N 1, X 2, incX 3, Y 4, incY 5,
 * group_count 6, group_size 7.
 */
BBLAS_CBLAS_API void cblas_scopy_batch(const int *N_Array,
    const float **X_Array, const int *incX_Array,
    float **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_dcopy_batch(const int *N_Array,
    const double **X_Array, const int *incX_Array,
    double **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_ccopy_batch(const int *N_Array,
    const void **X_Array, const int *incX_Array,
    void **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);
BBLAS_CBLAS_API void cblas_zcopy_batch(const int *N_Array,
    const void **X_Array, const int *incX_Array,
    void **Y_Array, const int *incY_Array,
    const int group_count, const int *group_size);

/**
 * Strided y_i = x_i. Parameter numbers: N 1, X 2, incX 3, stridex 4, Y 5, incY 6, stridey 7,
 * batch_size 8.
 */
BBLAS_CBLAS_API void cblas_scopy_batch_strided(const int N,
    const float *X, const int incX, const int stridex,
    float *Y, const int incY, const int stridey,
    const int batch_size);
BBLAS_CBLAS_API void cblas_dcopy_batch_strided(const int N,
    const double *X, const int incX, const int stridex,
    double *Y, const int incY, const int stridey,
    const int batch_size);
BBLAS_CBLAS_API void cblas_ccopy_batch_strided(const int N,
    const void *X, const int incX, const int stridex,
    void *Y, const int incY, const int stridey,
    const int batch_size);
BBLAS_CBLAS_API void cblas_zcopy_batch_strided(const int N,
    const void *X, const int incX, const int stridex,
    void *Y, const int incY, const int stridey,
    const int batch_size);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* BATCHBLAS_CBLAS_BATCH_H */
