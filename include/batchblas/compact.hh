// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/compact.hh
 * The compact (interleaved) layout C++ API; include <batchblas.hh>, which includes this file.
 *
 * The format, the meaning of every argument and the BLAS conventions are those of
 * batchblas/compact.h: nm matrices in groups of `width` (interleave width), element (i, j) of a
 * group's matrices contiguous, complex types as width real parts then width imaginary parts.
 * Templates over T = float, double, std::complex<float>, std::complex<double> (instantiated in
 * the library); T is deduced from the matrix arguments, scalars follow it.
 *
 * Errors: every argument is shared by the nm matrices and checking costs O(1), so arguments are
 * always checked; an invalid one throws batchblas::Error naming the routine, the argument and
 * its position in the C signature, before anything is read or written. The LAPACK routines
 * resize `info` to nm and store matrix p's numerical code (0 or LAPACK's positive code) in
 * info[p]; numerical failures never throw.
 */
#pragma once

#include <cstdint>
#include <vector>

#include <batchblas.h>

#include "batchblas/types.hh"

namespace batchblas {

/** Recommended interleave width for T on this CPU: the SIMD length in reals of T's real type. */
template <typename T>
BBLAS_API int64_t compact_width();

/** Elements of T in a packed buffer: ldp * sdp * width * ceil(nm / width) (sdp: columns for
 *  ColMajor, rows for RowMajor). Throws Error for ldp < 1, sdp < 0, width < 1 or nm < 0. */
template <typename T>
BBLAS_API int64_t compact_size(int64_t ldp, int64_t sdp, int64_t width, int64_t nm);

/** Packs the A.size() matrices A[p] (rows x cols, leading dimension lda) into Ap (ldap). */
template <typename T>
BBLAS_API void gepack_compact(Layout layout, int64_t rows, int64_t cols, std::vector<T*> const& A,
                              int64_t lda, T* Ap, int64_t ldap, int64_t width);
/** Packs nm matrices of a strided batch (matrix p at A + p * strideA). */
template <typename T>
BBLAS_API void gepack_compact(Layout layout, int64_t rows, int64_t cols, T const* A, int64_t lda,
                              int64_t strideA, T* Ap, int64_t ldap, int64_t width, int64_t nm);
/** Unpacks Ap into the A.size() matrices A[p]. */
template <typename T>
BBLAS_API void geunpack_compact(Layout layout, int64_t rows, int64_t cols, T const* Ap,
                                int64_t ldap, std::vector<T*> const& A, int64_t lda, int64_t width);
/** Unpacks Ap into nm matrices of a strided batch. */
template <typename T>
BBLAS_API void geunpack_compact(Layout layout, int64_t rows, int64_t cols, T const* Ap,
                                int64_t ldap, T* A, int64_t lda, int64_t strideA, int64_t width,
                                int64_t nm);

/** C_p = alpha op(A_p) op(B_p) + beta C_p on packed matrices (bblas_?gemm_compact). */
template <typename T>
BBLAS_API void gemm_compact(Layout layout, Op transA, Op transB, int64_t m, int64_t n, int64_t k,
                            same_t<T> alpha, T const* Ap, int64_t ldap, T const* Bp, int64_t ldbp,
                            same_t<T> beta, T* Cp, int64_t ldcp, int64_t width, int64_t nm);

/** B_p = alpha op(A_p)^-1 B_p or alpha B_p op(A_p)^-1 on packed matrices (bblas_?trsm_compact). */
template <typename T>
BBLAS_API void trsm_compact(Layout layout, Side side, Uplo uplo, Op transA, Diag diag, int64_t m,
                            int64_t n, same_t<T> alpha, T const* Ap, int64_t ldap, T* Bp,
                            int64_t ldbp, int64_t width, int64_t nm);

/** Cholesky factorization of packed matrices; info[p] = matrix p's LAPACK code. */
template <typename T>
BBLAS_API void potrf_compact(Layout layout, Uplo uplo, int64_t n, T* Ap, int64_t ldap,
                             int64_t width, int64_t nm, std::vector<int64_t>& info);

/** LU factorization without pivoting of packed matrices; info[p] = first exactly zero U(j, j). */
template <typename T>
BBLAS_API void getrfnp_compact(Layout layout, int64_t m, int64_t n, T* Ap, int64_t ldap,
                               int64_t width, int64_t nm, std::vector<int64_t>& info);

/** Solves A_p X_p = B_p with potrf_compact's factors. */
template <typename T>
BBLAS_API void potrs_compact(Layout layout, Uplo uplo, int64_t n, int64_t nrhs, T const* Ap,
                             int64_t ldap, T* Bp, int64_t ldbp, int64_t width, int64_t nm);

/** Solves op(A_p) X_p = B_p with getrfnp_compact's factors. */
template <typename T>
BBLAS_API void getrsnp_compact(Layout layout, Op trans, int64_t n, int64_t nrhs, T const* Ap,
                               int64_t ldap, T* Bp, int64_t ldbp, int64_t width, int64_t nm);

}  // namespace batchblas
