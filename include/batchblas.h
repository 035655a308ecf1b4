// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas.h
 * The standard batched BLAS C API (group-based, Abdelfattah et al., ACM TOMS 2021).
 *
 * Every routine computes batch_count = sum(group_sizes[g]) independent problems. Option, size,
 * scalar and leading-dimension arrays hold one value per group; pointer arrays hold one pointer
 * per problem, group after group. info[0] selects the reporting mode on entry:
 *  - BblasErrorsReportAll: info has batch_count + 1 entries; info[1+i] is problem i's code.
 *  - BblasErrorsReportGroup: info has group_count + 1 entries; info[1+g] is the code of the
 *    first failing problem of group g.
 *  - BblasErrorsReportAny: only info[0].
 *  - BblasErrorsReportNone: nothing is checked; invalid arguments are undefined behaviour.
 * On exit info[0] is 0 when every problem succeeded, else the 1-based number of the first group
 * holding a nonzero code. An argument error is -a, a the 1-based position of the first invalid
 * argument (layout is 1). Invalid layout, group_count < 0, a negative group size, group sizes
 * whose sum overflows int64_t or an unknown mode set info[0] = -a and nothing else is touched.
 * When any argument is invalid no output is modified at all.
 *
 * info == NULL: every problem is checked; if all are valid all are computed (LAPACK's numerical
 * codes then go unreported); if one is not, nothing is computed and the first invalid argument
 * goes to the error handler (bblas_set_error_handler; by default one line on stderr), as
 * LAPACK's xerbla. A call never silently does nothing.
 *
 * Aliasing: outputs of different problems must not overlap (the same C pointer twice in one
 * batch, or overlapping C matrices, is undefined: problems run concurrently); an output must
 * not overlap any input of any problem. Read-only inputs may alias freely (A == B, one A shared
 * by every problem).
 *
 * The header compiles as C99 and as C++: complex scalars are float _Complex / double _Complex in
 * C and std::complex<float> / std::complex<double> in C++, which share their layout.
 */
#ifndef BATCHBLAS_H
#define BATCHBLAS_H

#include <stdint.h>

#ifdef __cplusplus
#include <complex>
typedef std::complex<float> bblas_complex_float;
typedef std::complex<double> bblas_complex_double;
#define BBLAS_ENUM_TYPE(name) enum name : int
#else
#include <complex.h>
typedef float _Complex bblas_complex_float;
typedef double _Complex bblas_complex_double;
#define BBLAS_ENUM_TYPE(name) enum name
#endif

/**
 * IEEE 754 binary16 number held as its bit pattern: the storage type of the r16 routines, layout-
 * compatible with _Float16 and CUDA's __half. batchblas/half.hh converts to and from float.
 */
typedef struct bblas_half {
    uint16_t bits;
} bblas_half;

/** Storage order of every matrix of a call. */
typedef BBLAS_ENUM_TYPE(blas_layout_t) { BlasRowMajor = 101, BlasColMajor = 102 } blas_layout_t;
/** op(X): X, X^T or X^H. For real types BlasConjTrans means BlasTrans. */
typedef BBLAS_ENUM_TYPE(blas_trans_t) { BlasNoTrans = 111, BlasTrans = 112, BlasConjTrans = 113 } blas_trans_t;
/** Which triangle of a symmetric, Hermitian or triangular matrix is referenced. */
typedef BBLAS_ENUM_TYPE(blas_uplo_t) { BlasUpper = 121, BlasLower = 122 } blas_uplo_t;
/** Whether a triangular matrix has an implicit unit diagonal (not referenced). */
typedef BBLAS_ENUM_TYPE(blas_diag_t) { BlasNonUnit = 131, BlasUnit = 132 } blas_diag_t;
/** Whether the special matrix multiplies from the left or the right. */
typedef BBLAS_ENUM_TYPE(blas_side_t) { BlasLeft = 141, BlasRight = 142 } blas_side_t;
/** Error reporting modes, passed in info[0]. */
typedef BBLAS_ENUM_TYPE(bblas_error_report_t) {
    BblasErrorsReportAll = 0,
    BblasErrorsReportGroup = 1,
    BblasErrorsReportAny = 2,
    BblasErrorsReportNone = 3
} bblas_error_report_t;

#undef BBLAS_ENUM_TYPE

/**
 * The version of this header: BATCHBLAS_VERSION_MAJOR.MINOR.PATCH (the CMake project version;
 * the build refuses to configure when they differ). bblas_version() gives the version of the
 * library actually loaded, which may differ from the header a program was compiled with.
 */
#define BATCHBLAS_VERSION_MAJOR 0
#define BATCHBLAS_VERSION_MINOR 1
#define BATCHBLAS_VERSION_PATCH 0

/* Marks the library's exported entry points (the library builds with hidden visibility). */
#if defined(__GNUC__)
#define BBLAS_API __attribute__((visibility("default")))
#else
#define BBLAS_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- Error handler */

/**
 * Receives the first invalid argument of a call made with info == NULL (standard C API and
 * compact API), as LAPACK's xerbla: the routine's name (as "gemm", "getrf", "gemm_compact"),
 * the argument's 1-based position in the C signature (layout is 1; info's own position for a
 * failure to allocate a workspace) and the global index of the problem holding it (-1 for an
 * argument of the whole call).
 */
typedef void (*bblas_error_handler_t)(const char *routine, int64_t argument, int64_t problem);

/**
 * Makes `handler` the error handler of every later call (all threads); NULL restores the
 * default, which writes one line to stderr naming the routine, the argument and the problem.
 * Returns the handler it replaces (the default one if none was set).
 */
BBLAS_API bblas_error_handler_t bblas_set_error_handler(bblas_error_handler_t handler);

/** The error handler in force (never NULL). */
BBLAS_API bblas_error_handler_t bblas_get_error_handler(void);

/* ---------------------------------------------------------------- Version */

/**
 * The version of the loaded library. Each pointer may be NULL (that part is not returned).
 * Compare with BATCHBLAS_VERSION_* to detect a program running against another library than
 * the one whose header it was compiled with.
 */
BBLAS_API void bblas_version(int *major, int *minor, int *patch);

/** The version of the loaded library as a string "MAJOR.MINOR.PATCH" (static storage). */
BBLAS_API const char *bblas_version_string(void);

/* ---------------------------------------------------------------- Threads */

/**
 * Sets the number of CPU threads every later batchblas call uses (all threads of the process).
 *
 * By default (and after bblas_set_num_threads(0), or any value <= 0) batchblas follows OpenMP:
 * a call uses omp_get_max_threads() threads, i.e. OMP_NUM_THREADS or omp_set_num_threads() of
 * the calling thread. A value n > 0 makes every call use n threads whatever OpenMP's setting.
 * In both cases a call made inside an active OpenMP parallel region, or in a child process
 * forked after OpenMP started, runs on the calling thread alone. A library built without
 * OpenMP always runs on one thread. The shared libbatchblas_cblas.so carries its own copy of
 * the core and always follows OpenMP.
 */
BBLAS_API void bblas_set_num_threads(int num_threads);

/**
 * The number of CPU threads a batchblas call made now from the calling thread, outside a
 * parallel region, would use: the value set by bblas_set_num_threads, else
 * omp_get_max_threads() (1 without OpenMP, or in a forked child).
 */
BBLAS_API int bblas_get_num_threads(void);

/* ---------------------------------------------------------------- Level 3 BLAS */

/**
 * General matrix-matrix product, C_i = alpha_g op(A_i) op(B_i) + beta_g C_i.
 *
 * op(X) is X, X^T or X^H by transA / transB. C_i is m x n, op(A_i) m x k, op(B_i) k x n.
 * Argument positions for info codes: transA 2, transB 3, m 4, n 5, k 6, alpha 7, A 8, A_ld 9,
 * B 10, B_ld 11, beta 12, C 13, C_ld 14, group_count 15, group_sizes 16, info 17.
 * A_ld >= max(1, rows of A as stored) (rows = m or k by transA for ColMajor; columns for RowMajor).
 */
BBLAS_API void BLAS_gemm_batched_r32(blas_layout_t layout,
    const blas_trans_t *transA, const blas_trans_t *transB,
    const int64_t *m, const int64_t *n, const int64_t *k,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    const float *const *B, const int64_t *B_ld,
    const float *beta,
    float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_gemm_batched_r64(blas_layout_t layout,
    const blas_trans_t *transA, const blas_trans_t *transB,
    const int64_t *m, const int64_t *n, const int64_t *k,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    const double *const *B, const int64_t *B_ld,
    const double *beta,
    double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_gemm_batched_c32(blas_layout_t layout,
    const blas_trans_t *transA, const blas_trans_t *transB,
    const int64_t *m, const int64_t *n, const int64_t *k,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_gemm_batched_c64(blas_layout_t layout,
    const blas_trans_t *transA, const blas_trans_t *transB,
    const int64_t *m, const int64_t *n, const int64_t *k,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Half-precision gemm: as the other gemm routines, on binary16 data; products are accumulated in
 * float and each C_i is rounded to binary16 once at the end.
 */
BBLAS_API void BLAS_gemm_batched_r16(blas_layout_t layout,
    const blas_trans_t *transA, const blas_trans_t *transB,
    const int64_t *m, const int64_t *n, const int64_t *k,
    const bblas_half *alpha,
    const bblas_half *const *A, const int64_t *A_ld,
    const bblas_half *const *B, const int64_t *B_ld,
    const bblas_half *beta,
    bblas_half *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Symmetric matrix-matrix product, C_i = alpha A_i B_i + beta C_i (side Left, A_i m x m) or
 * C_i = alpha B_i A_i + beta C_i (side Right, A_i n x n); A_i symmetric, only its uplo triangle read.
 * Positions: side 2, uplo 3, m 4, n 5, alpha 6, A 7, A_ld 8, B 9, B_ld 10, beta 11, C 12, C_ld 13,
 * group_count 14, group_sizes 15, info 16.
 */
BBLAS_API void BLAS_symm_batched_r32(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    const float *const *B, const int64_t *B_ld,
    const float *beta,
    float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_symm_batched_r64(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    const double *const *B, const int64_t *B_ld,
    const double *beta,
    double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_symm_batched_c32(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_symm_batched_c64(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Hermitian matrix-matrix product, as symm with A_i Hermitian (imaginary parts of its diagonal
 * are taken as zero). Complex types only; positions as symm.
 */
BBLAS_API void BLAS_hemm_batched_c32(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_hemm_batched_c64(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Symmetric rank-k update, C_i = alpha A_i A_i^T + beta C_i (trans NoTrans, A_i n x k) or
 * C_i = alpha A_i^T A_i + beta C_i (trans Trans, A_i k x n); only the uplo triangle of C_i is read
 * and written. Complex types reject BlasConjTrans. Positions: uplo 2, trans 3, n 4, k 5, alpha 6,
 * A 7, A_ld 8, beta 9, C 10, C_ld 11, group_count 12, group_sizes 13, info 14.
 */
BBLAS_API void BLAS_syrk_batched_r32(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    const float *beta,
    float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_syrk_batched_r64(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    const double *beta,
    double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_syrk_batched_c32(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_syrk_batched_c64(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Hermitian rank-k update, C_i = alpha A_i A_i^H + beta C_i (NoTrans) or
 * C_i = alpha A_i^H A_i + beta C_i (ConjTrans); alpha and beta real, BlasTrans rejected; the
 * imaginary parts of the diagonal of C_i are set to zero (as in reference BLAS, not when
 * alpha or k is 0 and beta is 1: C_i is then untouched). Positions as syrk.
 */
BBLAS_API void BLAS_herk_batched_c32(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_herk_batched_c64(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Symmetric rank-2k update, C_i = alpha (A_i B_i^T + B_i A_i^T) + beta C_i (NoTrans, A_i, B_i
 * n x k) or C_i = alpha (A_i^T B_i + B_i^T A_i) + beta C_i (Trans, k x n); complex types reject
 * BlasConjTrans. Positions: uplo 2, trans 3, n 4, k 5, alpha 6, A 7, A_ld 8, B 9, B_ld 10, beta 11,
 * C 12, C_ld 13, group_count 14, group_sizes 15, info 16.
 */
BBLAS_API void BLAS_syr2k_batched_r32(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    const float *const *B, const int64_t *B_ld,
    const float *beta,
    float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_syr2k_batched_r64(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    const double *const *B, const int64_t *B_ld,
    const double *beta,
    double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_syr2k_batched_c32(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const bblas_complex_float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_syr2k_batched_c64(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const bblas_complex_double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Hermitian rank-2k update, C_i = alpha A_i B_i^H + conj(alpha) B_i A_i^H + beta C_i (NoTrans) or
 * C_i = alpha A_i^H B_i + conj(alpha) B_i^H A_i + beta C_i (ConjTrans); beta real, BlasTrans
 * rejected, diagonal imaginary parts set to zero (untouched when alpha or k is 0 and beta is 1,
 * as in reference BLAS). Positions as syr2k.
 */
BBLAS_API void BLAS_her2k_batched_c32(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    const bblas_complex_float *const *B, const int64_t *B_ld,
    const float *beta,
    bblas_complex_float *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_her2k_batched_c64(blas_layout_t layout,
    const blas_uplo_t *uplo, const blas_trans_t *trans,
    const int64_t *n, const int64_t *k,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    const bblas_complex_double *const *B, const int64_t *B_ld,
    const double *beta,
    bblas_complex_double *const *C, const int64_t *C_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Triangular matrix-matrix product, B_i = alpha op(A_i) B_i (Left, A_i m x m) or
 * B_i = alpha B_i op(A_i) (Right, A_i n x n); only the uplo triangle of A_i is read, its diagonal
 * not at all when diag is BlasUnit. Positions: side 2, uplo 3, trans 4, diag 5, m 6, n 7, alpha 8,
 * A 9, A_ld 10, B 11, B_ld 12, group_count 13, group_sizes 14, info 15.
 */
BBLAS_API void BLAS_trmm_batched_r32(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trmm_batched_r64(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trmm_batched_c32(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trmm_batched_c64(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

/**
 * Triangular solve with many right-hand sides, B_i = alpha op(A_i)^-1 B_i (Left) or
 * B_i = alpha B_i op(A_i)^-1 (Right); A_i is not checked for singularity (as in BLAS).
 * Positions as trmm.
 */
BBLAS_API void BLAS_trsm_batched_r32(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const float *alpha,
    const float *const *A, const int64_t *A_ld,
    float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trsm_batched_r64(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const double *alpha,
    const double *const *A, const int64_t *A_ld,
    double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trsm_batched_c32(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const bblas_complex_float *alpha,
    const bblas_complex_float *const *A, const int64_t *A_ld,
    bblas_complex_float *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);

BBLAS_API void BLAS_trsm_batched_c64(blas_layout_t layout,
    const blas_side_t *side, const blas_uplo_t *uplo,
    const blas_trans_t *trans, const blas_diag_t *diag,
    const int64_t *m, const int64_t *n,
    const bblas_complex_double *alpha,
    const bblas_complex_double *const *A, const int64_t *A_ld,
    bblas_complex_double *const *B, const int64_t *B_ld,
    int64_t group_count, const int64_t *group_sizes, int64_t *info);


#ifdef __cplusplus
}
#endif

#include "batchblas/blas_level12.h"
#include "batchblas/lapack.h"
#include "batchblas/compact.h"

#endif /* BATCHBLAS_H */
