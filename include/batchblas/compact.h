// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/compact.h
 * The compact (interleaved) layout C API: batches of nm equal-sized small matrices stored so that
 * SIMD lanes run across matrices (the block-interleaved layout of Relton et al.; the same idea as
 * MKL's compact routines). Include <batchblas.h>, which includes this file. docs/compact.md has the
 * format, examples and performance.
 *
 * Format. The nm matrices, each r x c, are stored in groups of `width` matrices (the interleave
 * width; bblas_?width_compact() gives the one the CPU runs best at; any width >= 1 is valid).
 * Group g holds matrices g*width .. g*width + width-1; the last group is padded up to width.
 * A group is laid out as one r x c matrix in `layout` with leading dimension ldp (>= r for
 * ColMajor, >= c for RowMajor) whose every element is a block of width scalars: element (i, j)
 * of each of the group's matrices in turn. For complex types the block is the width real parts
 * followed by the width imaginary parts. With f = 2 for complex types, 1 for real types, and
 * outer = c (ColMajor) or r (RowMajor), the real part of element (i, j) of matrix p = g*width+q
 * is the real scalar at offset
 *     g * ldp*outer*width*f  +  (i + j*ldp | i*ldp + j) * width*f  +  q
 * from the start of the buffer, its imaginary part width scalars further. A packed buffer holds
 * bblas_?size_compact(ldp, outer, width, nm) elements of the routine's type.
 *
 * Routines on packed data take the layout, options and sizes of the ordinary BLAS / LAPACK
 * routine, the packed matrices with their leading dimensions (ldap, ldbp, ldcp, in elements of
 * one matrix as above), then width and nm; all matrices of a call use the same layout and
 * width. Every argument is shared by the nm matrices. Scalars: real types by value, complex
 * types by pointer (as CBLAS).
 *
 * info. On entry info[0] holds the reporting mode of batchblas.h (BblasErrorsReportAll, Group,
 * Any, None). An invalid argument sets info[0] = -a, a its 1-based position in the signature
 * (layout is 1), and nothing else is read or written; an unknown mode is an invalid `info`.
 * BLAS routines and pack / unpack need info[0] only and set it to 0 on success. The LAPACK
 * routines report numerical failures per matrix with LAPACK's codes: ReportAll: info has nm + 1
 * entries and info[1 + p] is matrix p's code; ReportGroup: info[1] is the first nonzero code (or
 * 0); ReportAll, ReportGroup and ReportAny: info[0] is 1 if any matrix failed (the call is one
 * group), else 0. ReportNone checks nothing (invalid arguments are undefined) and sets info[0]
 * to 0. A failing matrix never stops the others.
 *
 * BLAS conventions hold as in batchblas.h: a zero size references nothing; alpha = 0 (or k = 0)
 * in gemm gives C = beta C without reading A or B; beta = 0 means C is not read; only the
 * referenced triangle is read (trsm, potrf, potrs) and written (potrf); elements between a
 * packed matrix's rows and its leading dimension are never touched. Padding lanes of the last
 * group are written as zero by pack, may be overwritten by any routine, and are never reported
 * nor unpacked.
 */
#ifndef BATCHBLAS_COMPACT_H
#define BATCHBLAS_COMPACT_H

/* The types, enumerations and BBLAS_API; batchblas.h includes this file in turn. */
#include <batchblas.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------------ Format */

/** The interleave width the CPU kernels run best at for the type: its SIMD vector length in
 *  real scalars (AVX-512: 8 doubles / 16 floats; AVX2: 4 / 8; SSE2: 2 / 4), complex types as
 *  their real type. */
BBLAS_API int64_t bblas_swidth_compact(void);
BBLAS_API int64_t bblas_dwidth_compact(void);
BBLAS_API int64_t bblas_cwidth_compact(void);
BBLAS_API int64_t bblas_zwidth_compact(void);

/**
 * Elements of the type (complex numbers for c, z) a packed buffer of nm matrices needs:
 * ldp * sdp * width * ceil(nm / width), sdp = the packed matrices' second dimension (columns for
 * ColMajor, rows for RowMajor). Returns -a if argument a is invalid (ldp < 1: -1, sdp < 0: -2,
 * width < 1: -3, nm < 0: -4), and -a as well when the buffer would span more than INT64_MAX
 * bytes, a the first of ldp, sdp, width, nm whose product with the ones before it goes beyond
 * (the size is never returned wrapped). The routines below reject, at nm's position, a call
 * whose packed buffers would span more than INT64_MAX bytes at 16 bytes an element, and the
 * strided forms, at strideA's, a stride whose (nm - 1) * strideA does not fit in int64_t.
 */
BBLAS_API int64_t bblas_ssize_compact(int64_t ldp, int64_t sdp, int64_t width, int64_t nm);
BBLAS_API int64_t bblas_dsize_compact(int64_t ldp, int64_t sdp, int64_t width, int64_t nm);
BBLAS_API int64_t bblas_csize_compact(int64_t ldp, int64_t sdp, int64_t width, int64_t nm);
BBLAS_API int64_t bblas_zsize_compact(int64_t ldp, int64_t sdp, int64_t width, int64_t nm);

/**
 * Packs nm rows x cols matrices A[p] (leading dimension lda, in `layout`) into the compact
 * buffer Ap (leading dimension ldap, same layout). Padding lanes of the last group are set to
 * zero; elements between rows and ldap are not touched.
 * Positions: layout 1, rows 2, cols 3, A 4, lda 5, Ap 6, ldap 7, width 8, nm 9, info 10.
 */
BBLAS_API void bblas_sgepack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const float *const *A, int64_t lda, float *Ap, int64_t ldap,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_dgepack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const double *const *A, int64_t lda, double *Ap, int64_t ldap,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_cgepack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_float *const *A, int64_t lda, bblas_complex_float *Ap, int64_t ldap,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_zgepack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_double *const *A, int64_t lda, bblas_complex_double *Ap, int64_t ldap,
    int64_t width, int64_t nm, int64_t *info);

/**
 * Packs from a strided batch: matrix p starts at A + p * strideA (strideA >= 0, in elements).
 * Positions: layout 1, rows 2, cols 3, A 4, lda 5, strideA 6, Ap 7, ldap 8, width 9, nm 10,
 * info 11.
 */
BBLAS_API void bblas_sgepack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const float *A, int64_t lda, int64_t strideA, float *Ap, int64_t ldap,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_dgepack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const double *A, int64_t lda, int64_t strideA, double *Ap, int64_t ldap,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_cgepack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_float *A, int64_t lda, int64_t strideA, bblas_complex_float *Ap,
    int64_t ldap, int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_zgepack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_double *A, int64_t lda, int64_t strideA, bblas_complex_double *Ap,
    int64_t ldap, int64_t width, int64_t nm, int64_t *info);

/**
 * Unpacks the compact buffer Ap into nm matrices A[p]; only their rows x cols elements are
 * written. Positions: layout 1, rows 2, cols 3, Ap 4, ldap 5, A 6, lda 7, width 8, nm 9, info 10.
 */
BBLAS_API void bblas_sgeunpack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const float *Ap, int64_t ldap, float *const *A, int64_t lda,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_dgeunpack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const double *Ap, int64_t ldap, double *const *A, int64_t lda,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_cgeunpack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_float *Ap, int64_t ldap, bblas_complex_float *const *A, int64_t lda,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_zgeunpack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_double *Ap, int64_t ldap, bblas_complex_double *const *A, int64_t lda,
    int64_t width, int64_t nm, int64_t *info);

/** Unpacks into a strided batch (matrix p at A + p * strideA). Positions: layout 1, rows 2,
 *  cols 3, Ap 4, ldap 5, A 6, lda 7, strideA 8, width 9, nm 10, info 11. */
BBLAS_API void bblas_sgeunpack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const float *Ap, int64_t ldap, float *A, int64_t lda, int64_t strideA,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_dgeunpack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const double *Ap, int64_t ldap, double *A, int64_t lda, int64_t strideA,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_cgeunpack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_float *Ap, int64_t ldap, bblas_complex_float *A, int64_t lda,
    int64_t strideA, int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_zgeunpack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_double *Ap, int64_t ldap, bblas_complex_double *A, int64_t lda,
    int64_t strideA, int64_t width, int64_t nm, int64_t *info);

/* ------------------------------------------------------------------------------ BLAS */

/**
 * C_p = alpha op(A_p) op(B_p) + beta C_p for the nm packed matrices; op(A_p) m x k, op(B_p)
 * k x n, C_p m x n. Positions: layout 1, transA 2, transB 3, m 4, n 5, k 6, alpha 7, Ap 8,
 * ldap 9, Bp 10, ldbp 11, beta 12, Cp 13, ldcp 14, width 15, nm 16, info 17.
 */
BBLAS_API void bblas_sgemm_compact(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB,
    int64_t m, int64_t n, int64_t k, float alpha, const float *Ap, int64_t ldap,
    const float *Bp, int64_t ldbp, float beta, float *Cp, int64_t ldcp,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_dgemm_compact(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB,
    int64_t m, int64_t n, int64_t k, double alpha, const double *Ap, int64_t ldap,
    const double *Bp, int64_t ldbp, double beta, double *Cp, int64_t ldcp,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_cgemm_compact(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB,
    int64_t m, int64_t n, int64_t k, const bblas_complex_float *alpha,
    const bblas_complex_float *Ap, int64_t ldap, const bblas_complex_float *Bp, int64_t ldbp,
    const bblas_complex_float *beta, bblas_complex_float *Cp, int64_t ldcp,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_zgemm_compact(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB,
    int64_t m, int64_t n, int64_t k, const bblas_complex_double *alpha,
    const bblas_complex_double *Ap, int64_t ldap, const bblas_complex_double *Bp, int64_t ldbp,
    const bblas_complex_double *beta, bblas_complex_double *Cp, int64_t ldcp,
    int64_t width, int64_t nm, int64_t *info);

/**
 * B_p = alpha op(A_p)^-1 B_p (side Left, A_p m x m) or alpha B_p op(A_p)^-1 (Right, A_p n x n),
 * A_p triangular (uplo, diag), not checked for singularity; B_p m x n. alpha = 0 sets B_p = 0
 * without reading A. Positions: layout 1, side 2, uplo 3, transA 4, diag 5, m 6, n 7, alpha 8,
 * Ap 9, ldap 10, Bp 11, ldbp 12, width 13, nm 14, info 15.
 */
BBLAS_API void bblas_strsm_compact(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo,
    blas_trans_t transA, blas_diag_t diag, int64_t m, int64_t n, float alpha,
    const float *Ap, int64_t ldap, float *Bp, int64_t ldbp,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_dtrsm_compact(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo,
    blas_trans_t transA, blas_diag_t diag, int64_t m, int64_t n, double alpha,
    const double *Ap, int64_t ldap, double *Bp, int64_t ldbp,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_ctrsm_compact(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo,
    blas_trans_t transA, blas_diag_t diag, int64_t m, int64_t n,
    const bblas_complex_float *alpha, const bblas_complex_float *Ap, int64_t ldap,
    bblas_complex_float *Bp, int64_t ldbp, int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_ztrsm_compact(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo,
    blas_trans_t transA, blas_diag_t diag, int64_t m, int64_t n,
    const bblas_complex_double *alpha, const bblas_complex_double *Ap, int64_t ldap,
    bblas_complex_double *Bp, int64_t ldbp, int64_t width, int64_t nm, int64_t *info);

/* ------------------------------------------------------------------------------ LAPACK */

/**
 * Cholesky factorization A_p = L_p L_p^H (uplo Lower) or U_p^H U_p (Upper), in place; only the
 * uplo triangle is read and written. Code j > 0: the leading minor of order j of A_p is not
 * positive definite (the first j - 1 columns of the factor are computed, the rest of the
 * triangle is unspecified). Positions: layout 1, uplo 2, n 3, Ap 4, ldap 5, width 6, nm 7, info 8.
 */
BBLAS_API void bblas_spotrf_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    float *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_dpotrf_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    double *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_cpotrf_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    bblas_complex_float *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_zpotrf_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    bblas_complex_double *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info);

/**
 * LU factorization without pivoting, A_p = L_p U_p (m x n, L_p unit lower trapezoidal, stored
 * below the diagonal; U_p upper). Code j > 0: U_p(j, j) is exactly zero (the first such, 1-based);
 * as LAPACK's getf2, a zero pivot leaves its column unscaled and the factorization is completed.
 * Without pivoting the factorization is stable only for suitable matrices (e.g. diagonally
 * dominant). Positions: layout 1, m 2, n 3, Ap 4, ldap 5, width 6, nm 7, info 8.
 */
BBLAS_API void bblas_sgetrfnp_compact(blas_layout_t layout, int64_t m, int64_t n,
    float *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_dgetrfnp_compact(blas_layout_t layout, int64_t m, int64_t n,
    double *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_cgetrfnp_compact(blas_layout_t layout, int64_t m, int64_t n,
    bblas_complex_float *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_zgetrfnp_compact(blas_layout_t layout, int64_t m, int64_t n,
    bblas_complex_double *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info);

/**
 * Solves A_p X_p = B_p with the Cholesky factor of potrf_compact (same uplo); B_p is n x nrhs,
 * overwritten by X_p. No numerical codes. Positions: layout 1, uplo 2, n 3, nrhs 4, Ap 5,
 * ldap 6, Bp 7, ldbp 8, width 9, nm 10, info 11.
 */
BBLAS_API void bblas_spotrs_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    int64_t nrhs, const float *Ap, int64_t ldap, float *Bp, int64_t ldbp,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_dpotrs_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    int64_t nrhs, const double *Ap, int64_t ldap, double *Bp, int64_t ldbp,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_cpotrs_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    int64_t nrhs, const bblas_complex_float *Ap, int64_t ldap, bblas_complex_float *Bp,
    int64_t ldbp, int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_zpotrs_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    int64_t nrhs, const bblas_complex_double *Ap, int64_t ldap, bblas_complex_double *Bp,
    int64_t ldbp, int64_t width, int64_t nm, int64_t *info);

/**
 * Solves op(A_p) X_p = B_p with the factors of getrfnp_compact (n x n); B_p is n x nrhs,
 * overwritten by X_p. No numerical codes. Positions: layout 1, trans 2, n 3, nrhs 4, Ap 5,
 * ldap 6, Bp 7, ldbp 8, width 9, nm 10, info 11.
 */
BBLAS_API void bblas_sgetrsnp_compact(blas_layout_t layout, blas_trans_t trans, int64_t n,
    int64_t nrhs, const float *Ap, int64_t ldap, float *Bp, int64_t ldbp,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_dgetrsnp_compact(blas_layout_t layout, blas_trans_t trans, int64_t n,
    int64_t nrhs, const double *Ap, int64_t ldap, double *Bp, int64_t ldbp,
    int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_cgetrsnp_compact(blas_layout_t layout, blas_trans_t trans, int64_t n,
    int64_t nrhs, const bblas_complex_float *Ap, int64_t ldap, bblas_complex_float *Bp,
    int64_t ldbp, int64_t width, int64_t nm, int64_t *info);
BBLAS_API void bblas_zgetrsnp_compact(blas_layout_t layout, blas_trans_t trans, int64_t n,
    int64_t nrhs, const bblas_complex_double *Ap, int64_t ldap, bblas_complex_double *Bp,
    int64_t ldbp, int64_t width, int64_t nm, int64_t *info);

#ifdef __cplusplus
}
#endif

#endif /* BATCHBLAS_COMPACT_H */
