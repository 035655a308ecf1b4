// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/cblas_batch.h
 * The CBLAS batch API of Intel MKL (also offered, with the same spelling, by OpenBLAS >= 0.3.27,
 * AMD AOCL-BLAS and NVIDIA NVPL) for gemm, trsm, syrk, gemv, axpy and copy, in group form
 * (cblas_?<routine>_batch) and strided form (cblas_?<routine>_batch_strided), and MKL's batch
 * LAPACK functions (?getrf_batch[_strided], ?getrs_batch_strided, ?getrfnp_batch_strided,
 * ?getrsnp_batch_strided, ?getri_oop_batch[_strided],
 * ?potrf_batch_strided, ?geqrf_batch[_strided]; their conventions at the end of this file),
 * computed by batchblas. Link with the opt-in library batchblas_cblas (CMake: batchblas::cblas,
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
 * Threads: the shared library (libbatchblas_cblas.so) carries its own copy of batchblas's core
 * and follows OpenMP's thread count (OMP_NUM_THREADS, omp_set_num_threads), which
 * bblas_set_num_threads does not change; linked statically with libbatchblas.a it shares
 * libbatchblas's setting.
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

#if defined(__cplusplus) && !defined(MKL_Complex8)
#include <complex>
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

/* ================================================================ LAPACK batch (MKL) */

/*
 * MKL's batch LAPACK functions (LP64: MKL_INT is int), Fortran-style like MKL's own C
 * declarations: every argument by address, matrices column-major, pivots 1-based int as
 * LAPACK's, trans and uplo as characters ('N', 'T', 'C'; 'U', 'L'; either case).
 *
 * Complex data: MKL_Complex8 / MKL_Complex16 if the program defines them (as MKL lets it),
 * else float _Complex / double _Complex in C and std::complex<float> / std::complex<double> in
 * C++, which share the layout of MKL's structs.
 *
 * info: one entry per problem (batch_size entries, or sum(group_size) for the group forms,
 * group after group): 0, or LAPACK's positive code for that problem (getrf: U(j,j) is exactly
 * zero; potrf: the leading minor of order j is not positive definite; getri_oop: U(j,j) is
 * exactly zero, so A is singular), which never stops the other problems. Argument errors: every
 * problem's arguments are checked before anything is computed; on the first invalid one (by
 * the parameter numbers listed below) a line "batchblas_cblas: parameter <p> was incorrect on
 * entry to <routine>" goes to stderr, every info entry is set to -p (when the group sizes are
 * valid, so that info's length is known) and nothing is computed. A stride must be at least
 * one problem's footprint (stride_a >= lda * n, stride_ipiv >= min(m, n), stride_tau >=
 * min(m, n), stride_b >= ldb * nrhs, stride_ainv >= ldainv * n) when batch_size > 1.
 */
#if !defined(BBLAS_MKL_COMPLEX8)
#if defined(MKL_Complex8)
#define BBLAS_MKL_COMPLEX8 MKL_Complex8
#define BBLAS_MKL_COMPLEX16 MKL_Complex16
#elif defined(__cplusplus)
#define BBLAS_MKL_COMPLEX8 std::complex<float>
#define BBLAS_MKL_COMPLEX16 std::complex<double>
#else
#define BBLAS_MKL_COMPLEX8 float _Complex
#define BBLAS_MKL_COMPLEX16 double _Complex
#endif
#endif

/**
 * Groups of LU factorizations with partial pivoting (MKL ?getrf_batch): A_i = P_i L_i U_i for
 * the problems of group g, each m[g] x n[g] with leading dimension lda[g]; ipiv[i] receives
 * min(m, n) 1-based row indices. Parameter numbers: m 1, n 2, a 3, lda 4, ipiv 5,
 * group_count 6, group_size 7, info 8.
 */
BBLAS_CBLAS_API void sgetrf_batch(const int *m, const int *n, float **a, const int *lda,
    int **ipiv, const int *group_count, const int *group_size, int *info);
BBLAS_CBLAS_API void dgetrf_batch(const int *m, const int *n, double **a, const int *lda,
    int **ipiv, const int *group_count, const int *group_size, int *info);
BBLAS_CBLAS_API void cgetrf_batch(const int *m, const int *n, BBLAS_MKL_COMPLEX8 **a, const int *lda,
    int **ipiv, const int *group_count, const int *group_size, int *info);
BBLAS_CBLAS_API void zgetrf_batch(const int *m, const int *n, BBLAS_MKL_COMPLEX16 **a, const int *lda,
    int **ipiv, const int *group_count, const int *group_size, int *info);
/**
 * Strided LU factorizations (MKL ?getrf_batch_strided): A_i at a + i*stride_a, its pivots at
 * ipiv + i*stride_ipiv. Parameter numbers: m 1, n 2, a 3, lda 4, stride_a 5, ipiv 6,
 * stride_ipiv 7, batch_size 8, info 9.
 */
BBLAS_CBLAS_API void sgetrf_batch_strided(const int *m, const int *n, float *a, const int *lda,
    const int *stride_a, int *ipiv, const int *stride_ipiv, const int *batch_size, int *info);
BBLAS_CBLAS_API void dgetrf_batch_strided(const int *m, const int *n, double *a, const int *lda,
    const int *stride_a, int *ipiv, const int *stride_ipiv, const int *batch_size, int *info);
BBLAS_CBLAS_API void cgetrf_batch_strided(const int *m, const int *n, BBLAS_MKL_COMPLEX8 *a, const int *lda,
    const int *stride_a, int *ipiv, const int *stride_ipiv, const int *batch_size, int *info);
BBLAS_CBLAS_API void zgetrf_batch_strided(const int *m, const int *n, BBLAS_MKL_COMPLEX16 *a, const int *lda,
    const int *stride_a, int *ipiv, const int *stride_ipiv, const int *batch_size, int *info);
/**
 * Strided solves with getrf's factors (MKL ?getrs_batch_strided): op(A_i) X_i = B_i, X_i
 * overwriting B_i (n x nrhs at b + i*stride_b), op by trans 'N', 'T' or 'C'. Parameter numbers:
 * trans 1, n 2, nrhs 3, a 4, lda 5, stride_a 6, ipiv 7, stride_ipiv 8, b 9, ldb 10, stride_b 11,
 * batch_size 12, info 13.
 */
BBLAS_CBLAS_API void sgetrs_batch_strided(const char *trans, const int *n, const int *nrhs,
    const float *a, const int *lda, const int *stride_a, const int *ipiv, const int *stride_ipiv,
    float *b, const int *ldb, const int *stride_b, const int *batch_size, int *info);
BBLAS_CBLAS_API void dgetrs_batch_strided(const char *trans, const int *n, const int *nrhs,
    const double *a, const int *lda, const int *stride_a, const int *ipiv, const int *stride_ipiv,
    double *b, const int *ldb, const int *stride_b, const int *batch_size, int *info);
BBLAS_CBLAS_API void cgetrs_batch_strided(const char *trans, const int *n, const int *nrhs,
    const BBLAS_MKL_COMPLEX8 *a, const int *lda, const int *stride_a, const int *ipiv, const int *stride_ipiv,
    BBLAS_MKL_COMPLEX8 *b, const int *ldb, const int *stride_b, const int *batch_size, int *info);
BBLAS_CBLAS_API void zgetrs_batch_strided(const char *trans, const int *n, const int *nrhs,
    const BBLAS_MKL_COMPLEX16 *a, const int *lda, const int *stride_a, const int *ipiv, const int *stride_ipiv,
    BBLAS_MKL_COMPLEX16 *b, const int *ldb, const int *stride_b, const int *batch_size, int *info);
/**
 * Groups of out-of-place inverses from getrf's factors (MKL ?getri_oop_batch): ainv[i] =
 * A_i^-1, A_i (n[g] x n[g]) and its pivots read only. Parameter numbers: n 1, a 2, lda 3, ipiv 4,
 * ainv 5, ldainv 6, group_count 7, group_size 8, info 9.
 */
BBLAS_CBLAS_API void sgetri_oop_batch(const int *n, const float **a, const int *lda,
    const int **ipiv, float **ainv, const int *ldainv, const int *group_count,
    const int *group_size, int *info);
BBLAS_CBLAS_API void dgetri_oop_batch(const int *n, const double **a, const int *lda,
    const int **ipiv, double **ainv, const int *ldainv, const int *group_count,
    const int *group_size, int *info);
BBLAS_CBLAS_API void cgetri_oop_batch(const int *n, const BBLAS_MKL_COMPLEX8 **a, const int *lda,
    const int **ipiv, BBLAS_MKL_COMPLEX8 **ainv, const int *ldainv, const int *group_count,
    const int *group_size, int *info);
BBLAS_CBLAS_API void zgetri_oop_batch(const int *n, const BBLAS_MKL_COMPLEX16 **a, const int *lda,
    const int **ipiv, BBLAS_MKL_COMPLEX16 **ainv, const int *ldainv, const int *group_count,
    const int *group_size, int *info);
/**
 * Strided out-of-place inverses (MKL ?getri_oop_batch_strided). Parameter numbers: n 1, a 2,
 * lda 3, stride_a 4, ipiv 5, stride_ipiv 6, ainv 7, ldainv 8, stride_ainv 9, batch_size 10,
 * info 11.
 */
BBLAS_CBLAS_API void sgetri_oop_batch_strided(const int *n, const float *a, const int *lda,
    const int *stride_a, const int *ipiv, const int *stride_ipiv, float *ainv,
    const int *ldainv, const int *stride_ainv, const int *batch_size, int *info);
BBLAS_CBLAS_API void dgetri_oop_batch_strided(const int *n, const double *a, const int *lda,
    const int *stride_a, const int *ipiv, const int *stride_ipiv, double *ainv,
    const int *ldainv, const int *stride_ainv, const int *batch_size, int *info);
BBLAS_CBLAS_API void cgetri_oop_batch_strided(const int *n, const BBLAS_MKL_COMPLEX8 *a, const int *lda,
    const int *stride_a, const int *ipiv, const int *stride_ipiv, BBLAS_MKL_COMPLEX8 *ainv,
    const int *ldainv, const int *stride_ainv, const int *batch_size, int *info);
BBLAS_CBLAS_API void zgetri_oop_batch_strided(const int *n, const BBLAS_MKL_COMPLEX16 *a, const int *lda,
    const int *stride_a, const int *ipiv, const int *stride_ipiv, BBLAS_MKL_COMPLEX16 *ainv,
    const int *ldainv, const int *stride_ainv, const int *batch_size, int *info);
/**
 * Strided LU factorizations without pivoting (MKL ?getrfnp_batch_strided): A_i = L_i U_i, L_i
 * unit lower (its diagonal not stored), in place; info[i] = j > 0 for the first exactly zero
 * U_i(j, j), whose column below the diagonal is left unscaled while the elimination goes on
 * (getrfnp of batchblas/lapack.h). For matrices that need no pivoting (diagonally dominant,
 * positive definite). Parameter numbers:
 * m 1, n 2, a 3, lda 4, stride_a 5, batch_size 6, info 7.
 */
BBLAS_CBLAS_API void sgetrfnp_batch_strided(const int *m, const int *n, float *a,
    const int *lda, const int *stride_a, const int *batch_size, int *info);
BBLAS_CBLAS_API void dgetrfnp_batch_strided(const int *m, const int *n, double *a,
    const int *lda, const int *stride_a, const int *batch_size, int *info);
BBLAS_CBLAS_API void cgetrfnp_batch_strided(const int *m, const int *n, BBLAS_MKL_COMPLEX8 *a,
    const int *lda, const int *stride_a, const int *batch_size, int *info);
BBLAS_CBLAS_API void zgetrfnp_batch_strided(const int *m, const int *n, BBLAS_MKL_COMPLEX16 *a,
    const int *lda, const int *stride_a, const int *batch_size, int *info);
/**
 * Strided solves with ?getrfnp_batch_strided's factors (MKL ?getrsnp_batch_strided):
 * op(A_i) X_i = B_i, B_i (n x nrhs) overwritten by X_i; trans 'N', 'T' or 'C'. info[i] = 0.
 * Parameter numbers: trans 1, n 2, nrhs 3, a 4, lda 5, stride_a 6, b 7, ldb 8, stride_b 9,
 * batch_size 10, info 11.
 */
BBLAS_CBLAS_API void sgetrsnp_batch_strided(const char *trans, const int *n, const int *nrhs,
    const float *a, const int *lda, const int *stride_a, float *b, const int *ldb,
    const int *stride_b, const int *batch_size, int *info);
BBLAS_CBLAS_API void dgetrsnp_batch_strided(const char *trans, const int *n, const int *nrhs,
    const double *a, const int *lda, const int *stride_a, double *b, const int *ldb,
    const int *stride_b, const int *batch_size, int *info);
BBLAS_CBLAS_API void cgetrsnp_batch_strided(const char *trans, const int *n, const int *nrhs,
    const BBLAS_MKL_COMPLEX8 *a, const int *lda, const int *stride_a, BBLAS_MKL_COMPLEX8 *b, const int *ldb,
    const int *stride_b, const int *batch_size, int *info);
BBLAS_CBLAS_API void zgetrsnp_batch_strided(const char *trans, const int *n, const int *nrhs,
    const BBLAS_MKL_COMPLEX16 *a, const int *lda, const int *stride_a, BBLAS_MKL_COMPLEX16 *b, const int *ldb,
    const int *stride_b, const int *batch_size, int *info);
/**
 * Strided Cholesky factorizations (MKL ?potrf_batch_strided): A_i = U^H U (uplo 'U') or L L^H
 * ('L'), only that triangle read and overwritten. Parameter numbers: uplo 1, n 2, a 3, lda 4,
 * stride_a 5, batch_size 6, info 7.
 */
BBLAS_CBLAS_API void spotrf_batch_strided(const char *uplo, const int *n, float *a,
    const int *lda, const int *stride_a, const int *batch_size, int *info);
BBLAS_CBLAS_API void dpotrf_batch_strided(const char *uplo, const int *n, double *a,
    const int *lda, const int *stride_a, const int *batch_size, int *info);
BBLAS_CBLAS_API void cpotrf_batch_strided(const char *uplo, const int *n, BBLAS_MKL_COMPLEX8 *a,
    const int *lda, const int *stride_a, const int *batch_size, int *info);
BBLAS_CBLAS_API void zpotrf_batch_strided(const char *uplo, const int *n, BBLAS_MKL_COMPLEX16 *a,
    const int *lda, const int *stride_a, const int *batch_size, int *info);
/**
 * Groups of QR factorizations (MKL ?geqrf_batch): A_i = Q_i R_i in LAPACK's geqrf storage,
 * tau[i] receiving min(m, n) scalars. Parameter numbers: m 1, n 2, a 3, lda 4, tau 5,
 * group_count 6, group_size 7, info 8.
 */
BBLAS_CBLAS_API void sgeqrf_batch(const int *m, const int *n, float **a, const int *lda,
    float **tau, const int *group_count, const int *group_size, int *info);
BBLAS_CBLAS_API void dgeqrf_batch(const int *m, const int *n, double **a, const int *lda,
    double **tau, const int *group_count, const int *group_size, int *info);
BBLAS_CBLAS_API void cgeqrf_batch(const int *m, const int *n, BBLAS_MKL_COMPLEX8 **a, const int *lda,
    BBLAS_MKL_COMPLEX8 **tau, const int *group_count, const int *group_size, int *info);
BBLAS_CBLAS_API void zgeqrf_batch(const int *m, const int *n, BBLAS_MKL_COMPLEX16 **a, const int *lda,
    BBLAS_MKL_COMPLEX16 **tau, const int *group_count, const int *group_size, int *info);
/**
 * Strided QR factorizations (MKL ?geqrf_batch_strided). Parameter numbers: m 1, n 2, a 3, lda 4,
 * stride_a 5, tau 6, stride_tau 7, batch_size 8, info 9.
 */
BBLAS_CBLAS_API void sgeqrf_batch_strided(const int *m, const int *n, float *a,
    const int *lda, const int *stride_a, float *tau, const int *stride_tau,
    const int *batch_size, int *info);
BBLAS_CBLAS_API void dgeqrf_batch_strided(const int *m, const int *n, double *a,
    const int *lda, const int *stride_a, double *tau, const int *stride_tau,
    const int *batch_size, int *info);
BBLAS_CBLAS_API void cgeqrf_batch_strided(const int *m, const int *n, BBLAS_MKL_COMPLEX8 *a,
    const int *lda, const int *stride_a, BBLAS_MKL_COMPLEX8 *tau, const int *stride_tau,
    const int *batch_size, int *info);
BBLAS_CBLAS_API void zgeqrf_batch_strided(const int *m, const int *n, BBLAS_MKL_COMPLEX16 *a,
    const int *lda, const int *stride_a, BBLAS_MKL_COMPLEX16 *tau, const int *stride_tau,
    const int *batch_size, int *info);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* BATCHBLAS_CBLAS_BATCH_H */
