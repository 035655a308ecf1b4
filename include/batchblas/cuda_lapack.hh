// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/cuda_lapack.hh
 * The batchblas CUDA backend, C++ API for LAPACK: getrf, getrfnp, getrs, gesv, potrf, potrs,
 * posv, getri and geqrf on the GPU, for float, double, std::complex<float>,
 * std::complex<double>, in either layout; include <batchblas/cuda.hh>, which includes this file.
 *
 * Host-described batches: every overload of batchblas/lapack.hh (flat, group and strided forms)
 * with a trailing `Queue&`. Options, sizes and leading dimensions are host std::vectors as on the
 * CPU; matrix, pivot (ipiv) and tau pointers are DEVICE pointers (pointer vectors, or the strided
 * forms' base pointers). Each problem computes what the CPU routine computes (getrf:
 * P_i A_i = L_i U_i; getrfnp: A_i = L_i U_i; getrs: op(A_i) X_i = B_i; gesv: A_i X_i = B_i;
 * potrf: A_i = L_i L_i^H or U_i^H U_i; potrs, posv: A_i X_i = B_i; getri: C_i = A_i^-1; geqrf:
 * A_i = Q_i R_i), any number of right-hand sides.
 *
 * info works as on the CPU: size 0 checks nothing; size 1 or batch_count checks every problem on
 * the host before anything is launched and throws batchblas::Error on an invalid argument
 * (nothing is computed then). With size batch_count, the routines with numerical codes (getrf,
 * getrfnp, gesv, potrf, posv, getri) copy LAPACK's codes into info, and so WAIT for
 * queue.stream() before returning; otherwise (info of size 0, or 1 with batch_count > 1; and
 * getrs, potrs, geqrf) the call returns once the work is enqueued. A failing problem never
 * stops the others. A call that waits cannot be captured into a CUDA graph: under stream capture
 * use an info without a code per problem, or the device-codes overloads.
 *
 * Device codes without a host synchronisation: the routines with numerical codes have
 * overloads taking `int64_t* device_info` in place of `std::vector<int64_t>& info`: the
 * arguments are checked as with info of size 1 (throw Error, nothing computed), and problem i's
 * code goes to device_info[i], a DEVICE array of batch_count entries, written on the stream.
 *
 * Device-described batches (namespace vbatched, at the end): sizes, leading dimensions and
 * pointer arrays in DEVICE memory, one option for all problems, maxima given by the host; info
 * is a device array of batch_count codes (negative: the argument position as the C API's
 * ReportAll gives it, a size above its maximum invalid at the size's position; positive:
 * LAPACK's numerical code) or null (no checks, no codes). When any problem is invalid nothing is
 * computed. Invalid host-side arguments (layout, option, a negative maximum, null arrays with
 * batch_count > 0) throw batchblas::Error. These calls never wait.
 *
 * Errors of the CUDA runtime throw batchblas::Error, as for the Level 3 routines.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "batchblas/cuda.hh"

namespace batchblas {

// ------------------------------------------------------------------------------------------------
// getrf
/**
 * GPU getrf: P_i A_i = L_i U_i with partial pivoting (ipiv[i]: min(m_i, n_i) 1-based interchanges
 * of logical rows). Code j > 0: U_i(j, j) is exactly zero. Arguments as batchblas::getrf
 * (batchblas/lapack.hh), device matrix and pivot pointers. info of size batch_count receives the
 * numerical codes and the call waits for the stream.
 */
template <typename T>
BBLAS_API void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<int64_t*> const& ipiv, size_t batch_count,
                     std::vector<int64_t>& info, Queue& queue);

/** Group form of the GPU getrf. */
template <typename T>
BBLAS_API void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<int64_t*> const& ipiv, std::vector<size_t> const& group_sizes,
                     std::vector<int64_t>& info, Queue& queue);

/** Strided form of the GPU getrf: problem i's arrays start at X + i * strideX (device). */
template <typename T>
BBLAS_API void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     T* A, std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv,
                     int64_t strideIpiv, size_t batch_count, std::vector<int64_t>& info,
                     Queue& queue);

/**
 * GPU getrf with device codes: argument checks as with info of size 1 (throw Error, nothing
 * computed); problem i's numerical code goes to device_info[i] (a device array of batch_count
 * entries; null drops the codes). Never waits.
 */
template <typename T>
BBLAS_API void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<int64_t*> const& ipiv, size_t batch_count, int64_t* device_info,
                     Queue& queue);

/** Group form of the GPU getrf with device codes. */
template <typename T>
BBLAS_API void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<int64_t*> const& ipiv, std::vector<size_t> const& group_sizes,
                     int64_t* device_info, Queue& queue);

/** Strided form of the GPU getrf with device codes. */
template <typename T>
BBLAS_API void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     T* A, std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv,
                     int64_t strideIpiv, size_t batch_count, int64_t* device_info, Queue& queue);

// ------------------------------------------------------------------------------------------------
// getrfnp
/**
 * GPU getrfnp: A_i = L_i U_i without pivoting. Code j > 0: U_i(j, j) is exactly zero (the first
 * such j; column j below the diagonal left unscaled, the elimination goes on). Arguments as
 * batchblas::getrfnp (batchblas/lapack.hh), device matrix pointers. info of size batch_count
 * receives the numerical codes and the call waits for the stream.
 */
template <typename T>
BBLAS_API void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                       std::vector<T*> const& A, std::vector<int64_t> const& lda,
                       size_t batch_count, std::vector<int64_t>& info, Queue& queue);

/** Group form of the GPU getrfnp. */
template <typename T>
BBLAS_API void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                       std::vector<T*> const& A, std::vector<int64_t> const& lda,
                       std::vector<size_t> const& group_sizes, std::vector<int64_t>& info,
                       Queue& queue);

/** Strided form of the GPU getrfnp: problem i's arrays start at X + i * strideX (device). */
template <typename T>
BBLAS_API void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                       T* A, std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
                       std::vector<int64_t>& info, Queue& queue);

/**
 * GPU getrfnp with device codes: argument checks as with info of size 1 (throw Error, nothing
 * computed); problem i's numerical code goes to device_info[i] (a device array of batch_count
 * entries; null drops the codes). Never waits.
 */
template <typename T>
BBLAS_API void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                       std::vector<T*> const& A, std::vector<int64_t> const& lda,
                       size_t batch_count, int64_t* device_info, Queue& queue);

/** Group form of the GPU getrfnp with device codes. */
template <typename T>
BBLAS_API void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                       std::vector<T*> const& A, std::vector<int64_t> const& lda,
                       std::vector<size_t> const& group_sizes, int64_t* device_info, Queue& queue);

/** Strided form of the GPU getrfnp with device codes. */
template <typename T>
BBLAS_API void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                       T* A, std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
                       int64_t* device_info, Queue& queue);

// ------------------------------------------------------------------------------------------------
// getrs
/**
 * GPU getrs: B_i = op(A_i)^-1 B_i from getrf's factors and pivots, any nrhs. No numerical codes;
 * never waits. Arguments as batchblas::getrs (batchblas/lapack.hh), device matrix and pivot
 * pointers.
 */
template <typename T>
BBLAS_API void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
                     std::vector<T*> const& B, std::vector<int64_t> const& ldb, size_t batch_count,
                     std::vector<int64_t>& info, Queue& queue);

/** Group form of the GPU getrs. */
template <typename T>
BBLAS_API void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
                     std::vector<T*> const& B, std::vector<int64_t> const& ldb,
                     std::vector<size_t> const& group_sizes, std::vector<int64_t>& info,
                     Queue& queue);

/** Strided form of the GPU getrs: problem i's arrays start at X + i * strideX (device). */
template <typename T>
BBLAS_API void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
                     int64_t strideA, int64_t const* ipiv, int64_t strideIpiv, T* B,
                     std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
                     std::vector<int64_t>& info, Queue& queue);

// ------------------------------------------------------------------------------------------------
// gesv
/**
 * GPU gesv: A_i X_i = B_i by getrf, then getrs where the factorization succeeded. Code j > 0:
 * U_i(j, j) is exactly zero, B_i untouched. Arguments as batchblas::gesv (batchblas/lapack.hh),
 * device matrix and pivot pointers. info of size batch_count receives the numerical codes and the
 * call waits for the stream.
 */
template <typename T>
BBLAS_API void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
                    Queue& queue);

/** Group form of the GPU gesv. */
template <typename T>
BBLAS_API void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info, Queue& queue);

/** Strided form of the GPU gesv: problem i's arrays start at X + i * strideX (device). */
template <typename T>
BBLAS_API void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
                    T* A, std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv,
                    int64_t strideIpiv, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
                    size_t batch_count, std::vector<int64_t>& info, Queue& queue);

/**
 * GPU gesv with device codes: argument checks as with info of size 1 (throw Error, nothing
 * computed); problem i's numerical code goes to device_info[i] (a device array of batch_count
 * entries; null drops the codes). Never waits.
 */
template <typename T>
BBLAS_API void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, size_t batch_count, int64_t* device_info,
                    Queue& queue);

/** Group form of the GPU gesv with device codes. */
template <typename T>
BBLAS_API void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                    int64_t* device_info, Queue& queue);

/** Strided form of the GPU gesv with device codes. */
template <typename T>
BBLAS_API void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
                    T* A, std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv,
                    int64_t strideIpiv, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
                    size_t batch_count, int64_t* device_info, Queue& queue);

// ------------------------------------------------------------------------------------------------
// potrf
/**
 * GPU potrf: A_i = L_i L_i^H (Uplo::Lower) or U_i^H U_i (Uplo::Upper), only the uplo triangle
 * read and written. Code j > 0: the leading minor of order j is not positive definite (that
 * problem stops there). Arguments as batchblas::potrf (batchblas/lapack.hh), device matrix
 * pointers. info of size batch_count receives the numerical codes and the call waits for the
 * stream.
 */
template <typename T>
BBLAS_API void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
                     std::vector<int64_t>& info, Queue& queue);

/** Group form of the GPU potrf. */
template <typename T>
BBLAS_API void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<size_t> const& group_sizes, std::vector<int64_t>& info,
                     Queue& queue);

/** Strided form of the GPU potrf: problem i's arrays start at X + i * strideX (device). */
template <typename T>
BBLAS_API void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     T* A, std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
                     std::vector<int64_t>& info, Queue& queue);

/**
 * GPU potrf with device codes: argument checks as with info of size 1 (throw Error, nothing
 * computed); problem i's numerical code goes to device_info[i] (a device array of batch_count
 * entries; null drops the codes). Never waits.
 */
template <typename T>
BBLAS_API void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
                     int64_t* device_info, Queue& queue);

/** Group form of the GPU potrf with device codes. */
template <typename T>
BBLAS_API void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<size_t> const& group_sizes, int64_t* device_info, Queue& queue);

/** Strided form of the GPU potrf with device codes. */
template <typename T>
BBLAS_API void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     T* A, std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
                     int64_t* device_info, Queue& queue);

// ------------------------------------------------------------------------------------------------
// potrs
/**
 * GPU potrs: B_i = A_i^-1 B_i from potrf's factor, any nrhs. No numerical codes; never waits.
 * Arguments as batchblas::potrs (batchblas/lapack.hh), device matrix pointers.
 */
template <typename T>
BBLAS_API void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, size_t batch_count,
                     std::vector<int64_t>& info, Queue& queue);

/** Group form of the GPU potrs. */
template <typename T>
BBLAS_API void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                     std::vector<int64_t>& info, Queue& queue);

/** Strided form of the GPU potrs: problem i's arrays start at X + i * strideX (device). */
template <typename T>
BBLAS_API void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                     std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
                     int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
                     size_t batch_count, std::vector<int64_t>& info, Queue& queue);

// ------------------------------------------------------------------------------------------------
// posv
/**
 * GPU posv: A_i X_i = B_i by potrf, then potrs where the factorization succeeded. Code j > 0: the
 * leading minor of order j is not positive definite, B_i untouched. Arguments as batchblas::posv
 * (batchblas/lapack.hh), device matrix pointers. info of size batch_count receives the numerical
 * codes and the call waits for the stream.
 */
template <typename T>
BBLAS_API void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
                    Queue& queue);

/** Group form of the GPU posv. */
template <typename T>
BBLAS_API void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info, Queue& queue);

/** Strided form of the GPU posv: problem i's arrays start at X + i * strideX (device). */
template <typename T>
BBLAS_API void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& nrhs, T* A, std::vector<int64_t> const& lda,
                    int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
                    size_t batch_count, std::vector<int64_t>& info, Queue& queue);

/**
 * GPU posv with device codes: argument checks as with info of size 1 (throw Error, nothing
 * computed); problem i's numerical code goes to device_info[i] (a device array of batch_count
 * entries; null drops the codes). Never waits.
 */
template <typename T>
BBLAS_API void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, size_t batch_count, int64_t* device_info,
                    Queue& queue);

/** Group form of the GPU posv with device codes. */
template <typename T>
BBLAS_API void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                    int64_t* device_info, Queue& queue);

/** Strided form of the GPU posv with device codes. */
template <typename T>
BBLAS_API void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& nrhs, T* A, std::vector<int64_t> const& lda,
                    int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
                    size_t batch_count, int64_t* device_info, Queue& queue);

// ------------------------------------------------------------------------------------------------
// getri
/**
 * GPU getri: C_i = A^-1 out of place from getrf's factors A_i and pivots ipiv[i] (A_i not
 * modified; C_i may be A_i). Code j > 0: U_i(j, j) is exactly zero, C_i untouched. Arguments as
 * batchblas::getri (batchblas/lapack.hh), device matrix and pivot pointers. info of size
 * batch_count receives the numerical codes and the call waits for the stream.
 */
template <typename T>
BBLAS_API void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                     std::vector<int64_t>& info, Queue& queue);

/** Group form of the GPU getri. */
template <typename T>
BBLAS_API void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                     std::vector<size_t> const& group_sizes, std::vector<int64_t>& info,
                     Queue& queue);

/** Strided form of the GPU getri: problem i's arrays start at X + i * strideX (device). */
template <typename T>
BBLAS_API void getri(Layout layout, std::vector<int64_t> const& n, T const* A,
                     std::vector<int64_t> const& lda, int64_t strideA, int64_t const* ipiv,
                     int64_t strideIpiv, T* C, std::vector<int64_t> const& ldc, int64_t strideC,
                     size_t batch_count, std::vector<int64_t>& info, Queue& queue);

/**
 * GPU getri with device codes: argument checks as with info of size 1 (throw Error, nothing
 * computed); problem i's numerical code goes to device_info[i] (a device array of batch_count
 * entries; null drops the codes). Never waits.
 */
template <typename T>
BBLAS_API void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                     int64_t* device_info, Queue& queue);

/** Group form of the GPU getri with device codes. */
template <typename T>
BBLAS_API void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                     std::vector<size_t> const& group_sizes, int64_t* device_info, Queue& queue);

/** Strided form of the GPU getri with device codes. */
template <typename T>
BBLAS_API void getri(Layout layout, std::vector<int64_t> const& n, T const* A,
                     std::vector<int64_t> const& lda, int64_t strideA, int64_t const* ipiv,
                     int64_t strideIpiv, T* C, std::vector<int64_t> const& ldc, int64_t strideC,
                     size_t batch_count, int64_t* device_info, Queue& queue);

// ------------------------------------------------------------------------------------------------
// geqrf
/**
 * GPU geqrf: A_i = Q_i R_i by Householder reflectors in LAPACK's storage (tau[i]: min(m_i, n_i)
 * scalars). No numerical codes; never waits. Arguments as batchblas::geqrf (batchblas/lapack.hh),
 * device matrix and tau pointers.
 */
template <typename T>
BBLAS_API void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<T*> const& tau, size_t batch_count, std::vector<int64_t>& info,
                     Queue& queue);

/** Group form of the GPU geqrf. */
template <typename T>
BBLAS_API void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     std::vector<T*> const& A, std::vector<int64_t> const& lda,
                     std::vector<T*> const& tau, std::vector<size_t> const& group_sizes,
                     std::vector<int64_t>& info, Queue& queue);

/** Strided form of the GPU geqrf: problem i's arrays start at X + i * strideX (device). */
template <typename T>
BBLAS_API void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                     T* A, std::vector<int64_t> const& lda, int64_t strideA, T* tau,
                     int64_t strideTau, size_t batch_count, std::vector<int64_t>& info,
                     Queue& queue);

// ------------------------------------------------------------------------------------------------
// Device-described batches. Arrays named m, n, nrhs, lda, ldb, ldc, A, B, C, ipiv, tau are device
// arrays of batch_count entries; max_* bound the corresponding sizes; info is a device array of
// batch_count codes or null.
namespace vbatched {

/**
 * vbatched getrf: P_i A_i = L_i U_i with partial pivoting (ipiv[i]: min(m_i, n_i) 1-based
 * interchanges of logical rows). Code j > 0: U_i(j, j) is exactly zero.
 */
template <typename T>
BBLAS_API void getrf(Layout layout, int64_t const* m, int64_t const* n, int64_t max_m,
                     int64_t max_n, T* const* A, int64_t const* lda, int64_t* const* ipiv,
                     size_t batch_count, int64_t* info, Queue& queue);

/**
 * vbatched getrfnp: A_i = L_i U_i without pivoting. Code j > 0: U_i(j, j) is exactly zero (the
 * first such j; column j below the diagonal left unscaled, the elimination goes on).
 */
template <typename T>
BBLAS_API void getrfnp(Layout layout, int64_t const* m, int64_t const* n, int64_t max_m,
                       int64_t max_n, T* const* A, int64_t const* lda, size_t batch_count,
                       int64_t* info, Queue& queue);

/**
 * vbatched getrs: B_i = op(A_i)^-1 B_i from getrf's factors and pivots, any nrhs. No numerical
 * codes; never waits.
 */
template <typename T>
BBLAS_API void getrs(Layout layout, Op trans, int64_t const* n, int64_t const* nrhs, int64_t max_n,
                     int64_t max_nrhs, T const* const* A, int64_t const* lda,
                     int64_t const* const* ipiv, T* const* B, int64_t const* ldb,
                     size_t batch_count, int64_t* info, Queue& queue);

/**
 * vbatched gesv: A_i X_i = B_i by getrf, then getrs where the factorization succeeded. Code
 * j > 0: U_i(j, j) is exactly zero, B_i untouched.
 */
template <typename T>
BBLAS_API void gesv(Layout layout, int64_t const* n, int64_t const* nrhs, int64_t max_n,
                    int64_t max_nrhs, T* const* A, int64_t const* lda, int64_t* const* ipiv,
                    T* const* B, int64_t const* ldb, size_t batch_count, int64_t* info,
                    Queue& queue);

/**
 * vbatched potrf: A_i = L_i L_i^H (Uplo::Lower) or U_i^H U_i (Uplo::Upper), only the uplo
 * triangle read and written. Code j > 0: the leading minor of order j is not positive definite
 * (that problem stops there).
 */
template <typename T>
BBLAS_API void potrf(Layout layout, Uplo uplo, int64_t const* n, int64_t max_n, T* const* A,
                     int64_t const* lda, size_t batch_count, int64_t* info, Queue& queue);

/**
 * vbatched potrs: B_i = A_i^-1 B_i from potrf's factor, any nrhs. No numerical codes; never
 * waits.
 */
template <typename T>
BBLAS_API void potrs(Layout layout, Uplo uplo, int64_t const* n, int64_t const* nrhs, int64_t max_n,
                     int64_t max_nrhs, T const* const* A, int64_t const* lda, T* const* B,
                     int64_t const* ldb, size_t batch_count, int64_t* info, Queue& queue);

/**
 * vbatched posv: A_i X_i = B_i by potrf, then potrs where the factorization succeeded. Code
 * j > 0: the leading minor of order j is not positive definite, B_i untouched.
 */
template <typename T>
BBLAS_API void posv(Layout layout, Uplo uplo, int64_t const* n, int64_t const* nrhs, int64_t max_n,
                    int64_t max_nrhs, T* const* A, int64_t const* lda, T* const* B,
                    int64_t const* ldb, size_t batch_count, int64_t* info, Queue& queue);

/**
 * vbatched getri: C_i = A^-1 out of place from getrf's factors A_i and pivots ipiv[i] (A_i not
 * modified; C_i may be A_i). Code j > 0: U_i(j, j) is exactly zero, C_i untouched.
 */
template <typename T>
BBLAS_API void getri(Layout layout, int64_t const* n, int64_t max_n, T const* const* A,
                     int64_t const* lda, int64_t const* const* ipiv, T* const* C,
                     int64_t const* ldc, size_t batch_count, int64_t* info, Queue& queue);

/**
 * vbatched geqrf: A_i = Q_i R_i by Householder reflectors in LAPACK's storage (tau[i]: min(m_i,
 * n_i) scalars). No numerical codes; never waits.
 */
template <typename T>
BBLAS_API void geqrf(Layout layout, int64_t const* m, int64_t const* n, int64_t max_m,
                     int64_t max_n, T* const* A, int64_t const* lda, T* const* tau,
                     size_t batch_count, int64_t* info, Queue& queue);

}  // namespace vbatched

}  // namespace batchblas
