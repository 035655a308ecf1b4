// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/lapack.hh
 * The batched LAPACK C++ API (getrf, getrfnp, getrs, gesv, potrf, potrs, posv, getri, geqrf);
 * include <batchblas.hh>, which includes this file.
 *
 * The forms and vector rules are those of batchblas.hh (flat, group, strided; each vector 1
 * value or one per problem / per group; pointer vectors one per problem, 1 for a shared input).
 * Pivots are `std::vector<int64_t*>` (one array of min(m, n) 1-based row indices per problem),
 * Householder scalars `std::vector<T*>`; the strided forms take one base pointer and a stride in
 * elements for them too. Semantics per problem are LAPACK's, in either layout (batchblas/lapack.h).
 *
 * info: size 0 checks nothing and drops numerical codes; size 1 checks arguments (info[0] = -a
 * and throw on the lowest invalid position); size batch_count receives per problem the argument
 * code (then throws) or, after computing, LAPACK's numerical code (0 or positive), which never
 * throws: a failing problem leaves every other problem computed and correct. In the group
 * forms, size group_count receives each group's first argument code (then throws) and no
 * numerical codes.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <batchblas.h>

#include "batchblas/types.hh"

namespace batchblas {

// ------------------------------------------------------------------------------------------------
// getrf
/**
 * Batched getrf: P_i A_i = L_i U_i with partial pivoting; A_i m_i x n_i, ipiv[i] min(m_i, n_i)
 * 1-based interchanges of logical rows. info of size batch_count receives problem i's code:
 * j > 0 when U_i(j, j) is exactly zero (the factorization is completed anyway).
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code (argument error, then throw; or numerical code,
 * never thrown). Nothing is computed when an argument check fails.
 */
template <typename T>
BBLAS_API void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<int64_t*> const& ipiv, size_t batch_count,
                     std::vector<int64_t>& info);

/** Group form of getrf: option, size and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<int64_t*> const& ipiv, std::vector<size_t> const& group_sizes,
                     std::vector<int64_t>& info);

/** Strided form of getrf: problem i's arrays start at X + i * strideX; info as the flat form. */
template <typename T>
BBLAS_API void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     T* A, std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv,
                     int64_t strideIpiv, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// getrfnp
/**
 * Batched getrfnp: A_i = L_i U_i without pivoting; A_i m_i x n_i. info of size batch_count
 * receives problem i's code: j > 0 when U_i(j, j) is exactly zero (the first such j; column j
 * below the diagonal is left unscaled and the elimination goes on).
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code (argument error, then throw; or numerical code,
 * never thrown). Nothing is computed when an argument check fails.
 */
template <typename T>
BBLAS_API void getrfnp(Layout layout, std::vector<int64_t> const& m,
                       std::vector<int64_t> const& n, std::vector<T*> const& A,
                       std::vector<int64_t> const& lda, size_t batch_count,
                       std::vector<int64_t>& info);

/** Group form of getrfnp: option, size and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void getrfnp(Layout layout, std::vector<int64_t> const& m,
                       std::vector<int64_t> const& n, std::vector<T*> const& A,
                       std::vector<int64_t> const& lda, std::vector<size_t> const& group_sizes,
                       std::vector<int64_t>& info);

/** Strided form of getrfnp: problem i's A starts at A + i * strideA; info as the flat form. */
template <typename T>
BBLAS_API void getrfnp(Layout layout, std::vector<int64_t> const& m,
                       std::vector<int64_t> const& n, T* A, std::vector<int64_t> const& lda,
                       int64_t strideA, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// getrs
/**
 * Batched getrs: B_i = op(A_i)^-1 B_i with getrf's factors A_i (n_i x n_i) and pivots ipiv[i];
 * B_i n_i x nrhs_i. No numerical codes.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code (argument error, then throw; or numerical code,
 * never thrown). Nothing is computed when an argument check fails.
 */
template <typename T>
BBLAS_API void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
                     std::vector<T*> const& B, std::vector<int64_t> const& ldb, size_t batch_count,
                     std::vector<int64_t>& info);

/** Group form of getrs: option, size and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
                     std::vector<T*> const& B, std::vector<int64_t> const& ldb,
                     std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of getrs: problem i's arrays start at X + i * strideX; info as the flat form. */
template <typename T>
BBLAS_API void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
                     int64_t strideA, int64_t const* ipiv, int64_t strideIpiv, T* B,
                     std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
                     std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// gesv
/**
 * Batched gesv: solves A_i X_i = B_i by getrf and getrs; A_i keeps its factors, ipiv[i] its pivots,
 * B_i (n_i x nrhs_i) the solution. Code j > 0: U_i(j, j) is exactly zero, B_i untouched.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code (argument error, then throw; or numerical code,
 * never thrown). Nothing is computed when an argument check fails.
 */
template <typename T>
BBLAS_API void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of gesv: option, size and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info);

/** Strided form of gesv: problem i's arrays start at X + i * strideX; info as the flat form. */
template <typename T>
BBLAS_API void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
                    T* A, std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv,
                    int64_t strideIpiv, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
                    size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// potrf
/**
 * Batched potrf: A_i = L_i L_i^H (Uplo::Lower) or U_i^H U_i (Uplo::Upper), only the uplo triangle
 * of A_i (n_i x n_i) read and written. Code j > 0: the leading minor of order j is not positive
 * definite; that problem stops there.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code (argument error, then throw; or numerical code,
 * never thrown). Nothing is computed when an argument check fails.
 */
template <typename T>
BBLAS_API void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
                     std::vector<int64_t>& info);

/** Group form of potrf: option, size and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of potrf: problem i's arrays start at X + i * strideX; info as the flat form. */
template <typename T>
BBLAS_API void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     T* A, std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
                     std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// potrs
/**
 * Batched potrs: B_i = A_i^-1 B_i with potrf's factor in the uplo triangle of A_i (n_i x n_i);
 * B_i n_i x nrhs_i. No numerical codes.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code (argument error, then throw; or numerical code,
 * never thrown). Nothing is computed when an argument check fails.
 */
template <typename T>
BBLAS_API void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, size_t batch_count,
                     std::vector<int64_t>& info);

/** Group form of potrs: option, size and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                     std::vector<int64_t>& info);

/** Strided form of potrs: problem i's arrays start at X + i * strideX; info as the flat form. */
template <typename T>
BBLAS_API void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
                     int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
                     size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// posv
/**
 * Batched posv: solves A_i X_i = B_i by potrf and potrs. Code j > 0: the leading minor of order j
 * of A_i is not positive definite, B_i untouched.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code (argument error, then throw; or numerical code,
 * never thrown). Nothing is computed when an argument check fails.
 */
template <typename T>
BBLAS_API void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of posv: option, size and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info);

/** Strided form of posv: problem i's arrays start at X + i * strideX; info as the flat form. */
template <typename T>
BBLAS_API void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& nrhs, T* A, std::vector<int64_t> const& lda,
                    int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
                    size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// getri
/**
 * Batched getri, out of place: C_i = A^-1 from getrf's factors A_i and pivots ipiv[i] of A
 * (A_i not modified; C_i may be A_i itself). Code j > 0: U_i(j, j) is exactly zero, C_i
 * untouched.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code (argument error, then throw; or numerical code,
 * never thrown). Nothing is computed when an argument check fails.
 */
template <typename T>
BBLAS_API void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                     std::vector<int64_t>& info);

/** Group form of getri: option, size and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                     std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of getri: problem i's arrays start at X + i * strideX; info as the flat form. */
template <typename T>
BBLAS_API void getri(Layout layout, std::vector<int64_t> const& n, T const* A,
                     std::vector<int64_t> const& lda, int64_t strideA, int64_t const* ipiv,
                     int64_t strideIpiv, T* C, std::vector<int64_t> const& ldc, int64_t strideC,
                     size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// geqrf
/**
 * Batched geqrf: A_i = Q_i R_i by Householder reflectors in LAPACK's storage; tau[i] holds
 * min(m_i, n_i) scalars. No numerical codes.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code (argument error, then throw; or numerical code,
 * never thrown). Nothing is computed when an argument check fails.
 */
template <typename T>
BBLAS_API void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<T*> const& tau, size_t batch_count, std::vector<int64_t>& info);

/** Group form of geqrf: option, size and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<T*> const& tau, std::vector<size_t> const& group_sizes,
                     std::vector<int64_t>& info);

/** Strided form of geqrf: problem i's arrays start at X + i * strideX; info as the flat form. */
template <typename T>
BBLAS_API void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     T* A, std::vector<int64_t> const& lda, int64_t strideA, T* tau,
                     int64_t strideTau, size_t batch_count, std::vector<int64_t>& info);
}  // namespace batchblas
