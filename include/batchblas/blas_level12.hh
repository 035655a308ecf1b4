// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/blas_level12.hh
 * The C++ API for Level 1 and Level 2 BLAS; include <batchblas.hh>, which includes this file.
 *
 * The forms and rules are those of batchblas.hh: flat (size_t batch_count), group
 * (std::vector<size_t> const& group_sizes) and strided (one pointer and one stride in elements
 * per matrix or vector argument) overloads; vectors of 1 value or one per problem / group;
 * info of size 0, 1, batch_count or (group form) group_count with the argument positions of
 * the C API (Level 2: layout is 1; Level 1 routines have no layout, so n is 1). Vectors x, y
 * take an increment each, as in BLAS; a negative increment walks the vector backwards from
 * x + (1 - n) * inc.
 *
 * The reductions (dot, dotu, dotc, nrm2, asum, iamax) write their values into `result`, which
 * must hold batch_count entries (else Error is thrown before anything is read).
 *
 * As in BLAS++: ger and dot conjugate y resp. x for complex T (they are gerc and dotc);
 * geru / dotu do not; hemv, gerc and dotc exist for real T too.
 */
#pragma once

#include <complex>
#include <cstddef>
#include <cstdint>
#include <vector>

#include <batchblas.h>

#include "batchblas/types.hh"

namespace batchblas {

// ================================================================================================
// Level 2 BLAS

// ------------------------------------------------------------------------------------------------
// gemv
/**
 * Batched gemv: y_i = alpha_i op(A_i) x_i + beta_i y_i; A_i m_i x n_i; x_i has n_i elements
 * and y_i m_i (Op::NoTrans), or m_i and n_i (Op::Trans, Op::ConjTrans).
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void gemv(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& m,
                    std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<T*> const& x, std::vector<int64_t> const& incx,
                    std::vector<same_t<T>> const& beta, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of gemv: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void gemv(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& m,
                    std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<T*> const& x, std::vector<int64_t> const& incx,
                    std::vector<same_t<T>> const& beta, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info);

/** Strided form of gemv: problem i's matrices and vectors start at X + i * strideX; info codes as
 * the flat form. */
template <typename T>
BBLAS_API void gemv(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& m,
                    std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T const* x,
                    std::vector<int64_t> const& incx, int64_t stridex,
                    std::vector<same_t<T>> const& beta, T* y, std::vector<int64_t> const& incy,
                    int64_t stridey, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// ger
/**
 * Batched ger: A_i = alpha_i x_i y_i^H + A_i (x_i y_i^T for real T), as BLAS++'s ger; A_i
 * m_i x n_i, x_i m_i elements, y_i n_i elements.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void ger(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                   std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
                   std::vector<int64_t> const& incx, std::vector<T*> const& y,
                   std::vector<int64_t> const& incy, std::vector<T*> const& A,
                   std::vector<int64_t> const& lda, size_t batch_count, std::vector<int64_t>& info);

/** Group form of ger: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void ger(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                   std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
                   std::vector<int64_t> const& incx, std::vector<T*> const& y,
                   std::vector<int64_t> const& incy, std::vector<T*> const& A,
                   std::vector<int64_t> const& lda, std::vector<size_t> const& group_sizes,
                   std::vector<int64_t>& info);

/** Strided form of ger: problem i's matrices and vectors start at X + i * strideX; info codes as
 * the flat form. */
template <typename T>
BBLAS_API void ger(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                   std::vector<same_t<T>> const& alpha, T const* x,
                   std::vector<int64_t> const& incx, int64_t stridex, T const* y,
                   std::vector<int64_t> const& incy, int64_t stridey, T* A,
                   std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
                   std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// geru
/**
 * Batched geru: A_i = alpha_i x_i y_i^T + A_i (unconjugated; ger for real T).
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void geru(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of geru: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void geru(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info);

/** Strided form of geru: problem i's matrices and vectors start at X + i * strideX; info codes as
 * the flat form. */
template <typename T>
BBLAS_API void geru(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* x,
                    std::vector<int64_t> const& incx, int64_t stridex, T const* y,
                    std::vector<int64_t> const& incy, int64_t stridey, T* A,
                    std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
                    std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// gerc
/**
 * Batched gerc: A_i = alpha_i x_i y_i^H + A_i (ger for real T).
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void gerc(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of gerc: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void gerc(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info);

/** Strided form of gerc: problem i's matrices and vectors start at X + i * strideX; info codes as
 * the flat form. */
template <typename T>
BBLAS_API void gerc(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* x,
                    std::vector<int64_t> const& incx, int64_t stridex, T const* y,
                    std::vector<int64_t> const& incy, int64_t stridey, T* A,
                    std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
                    std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// symv
/**
 * Batched symv: y_i = alpha_i A_i x_i + beta_i y_i; A_i n_i x n_i symmetric (complex
 * symmetric for complex T), its uplo triangle read.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void symv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& y, std::vector<int64_t> const& incy, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of symv: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void symv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& y, std::vector<int64_t> const& incy,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of symv: problem i's matrices and vectors start at X + i * strideX; info codes as
 * the flat form. */
template <typename T>
BBLAS_API void symv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T const* x,
                    std::vector<int64_t> const& incx, int64_t stridex,
                    std::vector<same_t<T>> const& beta, T* y, std::vector<int64_t> const& incy,
                    int64_t stridey, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// hemv
/**
 * Batched hemv: as symv with A_i Hermitian (imaginary parts of its diagonal taken as zero);
 * equals symv for real T.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void hemv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& y, std::vector<int64_t> const& incy, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of hemv: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void hemv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& y, std::vector<int64_t> const& incy,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of hemv: problem i's matrices and vectors start at X + i * strideX; info codes as
 * the flat form. */
template <typename T>
BBLAS_API void hemv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T const* x,
                    std::vector<int64_t> const& incx, int64_t stridex,
                    std::vector<same_t<T>> const& beta, T* y, std::vector<int64_t> const& incy,
                    int64_t stridey, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// trmv
/**
 * Batched trmv: x_i = op(A_i) x_i; A_i n_i x n_i triangular (uplo), unit diagonal not read
 * when Diag::Unit.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void trmv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<Diag> const& diag, std::vector<int64_t> const& n,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<T*> const& x, std::vector<int64_t> const& incx, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of trmv: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void trmv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<Diag> const& diag, std::vector<int64_t> const& n,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<T*> const& x, std::vector<int64_t> const& incx,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of trmv: problem i's matrices and vectors start at X + i * strideX; info codes as
 * the flat form. */
template <typename T>
BBLAS_API void trmv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<Diag> const& diag, std::vector<int64_t> const& n, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T* x,
                    std::vector<int64_t> const& incx, int64_t stridex, size_t batch_count,
                    std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// trsv
/**
 * Batched trsv: x_i = op(A_i)^-1 x_i; A_i triangular, not checked for singularity.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void trsv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<Diag> const& diag, std::vector<int64_t> const& n,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<T*> const& x, std::vector<int64_t> const& incx, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of trsv: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void trsv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<Diag> const& diag, std::vector<int64_t> const& n,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<T*> const& x, std::vector<int64_t> const& incx,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of trsv: problem i's matrices and vectors start at X + i * strideX; info codes as
 * the flat form. */
template <typename T>
BBLAS_API void trsv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<Diag> const& diag, std::vector<int64_t> const& n, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T* x,
                    std::vector<int64_t> const& incx, int64_t stridex, size_t batch_count,
                    std::vector<int64_t>& info);

// ================================================================================================
// Level 1 BLAS

// ------------------------------------------------------------------------------------------------
// axpy
/**
 * Batched axpy: y_i = alpha_i x_i + y_i; x_i, y_i of n_i elements.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void axpy(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
                    std::vector<T*> const& x, std::vector<int64_t> const& incx,
                    std::vector<T*> const& y, std::vector<int64_t> const& incy, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of axpy: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void axpy(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
                    std::vector<T*> const& x, std::vector<int64_t> const& incx,
                    std::vector<T*> const& y, std::vector<int64_t> const& incy,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of axpy: problem i's vectors start at X + i * strideX; info codes as the
 * flat form. */
template <typename T>
BBLAS_API void axpy(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha, T const* x,
                    std::vector<int64_t> const& incx, int64_t stridex, T* y,
                    std::vector<int64_t> const& incy, int64_t stridey, size_t batch_count,
                    std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// scal
/**
 * Batched scal: x_i = alpha_i x_i (nothing for incx < 0, as in reference BLAS).
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void scal(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
                    std::vector<T*> const& x, std::vector<int64_t> const& incx, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of scal: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void scal(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
                    std::vector<T*> const& x, std::vector<int64_t> const& incx,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of scal: problem i's vectors start at X + i * strideX; info codes as the
 * flat form. */
template <typename T>
BBLAS_API void scal(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha, T* x,
                    std::vector<int64_t> const& incx, int64_t stridex, size_t batch_count,
                    std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// copy
/**
 * Batched copy: y_i = x_i.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void copy(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of copy: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void copy(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info);

/** Strided form of copy: problem i's vectors start at X + i * strideX; info codes as the
 * flat form. */
template <typename T>
BBLAS_API void copy(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
                    int64_t stridex, T* y, std::vector<int64_t> const& incy, int64_t stridey,
                    size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// swap
/**
 * Batched swap: x_i <-> y_i.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void swap(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of swap: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void swap(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info);

/** Strided form of swap: problem i's vectors start at X + i * strideX; info codes as the
 * flat form. */
template <typename T>
BBLAS_API void swap(std::vector<int64_t> const& n, T* x, std::vector<int64_t> const& incx,
                    int64_t stridex, T* y, std::vector<int64_t> const& incy, int64_t stridey,
                    size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// dot
/**
 * Batched dot: result[i] = x_i^H y_i (x_i^T y_i for real T), as BLAS++'s dot.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void dot(std::vector<int64_t> const& n, std::vector<T*> const& x,
                   std::vector<int64_t> const& incx, std::vector<T*> const& y,
                   std::vector<int64_t> const& incy, std::vector<T>& result, size_t batch_count,
                   std::vector<int64_t>& info);

/** Group form of dot: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void dot(std::vector<int64_t> const& n, std::vector<T*> const& x,
                   std::vector<int64_t> const& incx, std::vector<T*> const& y,
                   std::vector<int64_t> const& incy, std::vector<T>& result,
                   std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of dot: problem i's vectors start at X + i * strideX; info codes as the
 * flat form. */
template <typename T>
BBLAS_API void dot(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
                   int64_t stridex, T const* y, std::vector<int64_t> const& incy, int64_t stridey,
                   std::vector<T>& result, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// dotu
/**
 * Batched dotu: result[i] = x_i^T y_i (unconjugated; dot for real T).
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void dotu(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, std::vector<T>& result, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of dotu: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void dotu(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, std::vector<T>& result,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of dotu: problem i's vectors start at X + i * strideX; info codes as the
 * flat form. */
template <typename T>
BBLAS_API void dotu(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
                    int64_t stridex, T const* y, std::vector<int64_t> const& incy, int64_t stridey,
                    std::vector<T>& result, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// dotc
/**
 * Batched dotc: result[i] = x_i^H y_i (dot for real T).
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void dotc(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, std::vector<T>& result, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of dotc: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void dotc(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<T*> const& y,
                    std::vector<int64_t> const& incy, std::vector<T>& result,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of dotc: problem i's vectors start at X + i * strideX; info codes as the
 * flat form. */
template <typename T>
BBLAS_API void dotc(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
                    int64_t stridex, T const* y, std::vector<int64_t> const& incy, int64_t stridey,
                    std::vector<T>& result, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// nrm2
/**
 * Batched nrm2: result[i] = ||x_i||_2, without overflow or underflow in between.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void nrm2(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<real_type<T>>& result,
                    size_t batch_count, std::vector<int64_t>& info);

/** Group form of nrm2: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void nrm2(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<real_type<T>>& result,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of nrm2: problem i's vectors start at X + i * strideX; info codes as the
 * flat form. */
template <typename T>
BBLAS_API void nrm2(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
                    int64_t stridex, std::vector<real_type<T>>& result, size_t batch_count,
                    std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// asum
/**
 * Batched asum: result[i] = sum_j |Re x_ij| + |Im x_ij| (0 for incx < 0, as in reference
 * BLAS).
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void asum(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<real_type<T>>& result,
                    size_t batch_count, std::vector<int64_t>& info);

/** Group form of asum: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void asum(std::vector<int64_t> const& n, std::vector<T*> const& x,
                    std::vector<int64_t> const& incx, std::vector<real_type<T>>& result,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of asum: problem i's vectors start at X + i * strideX; info codes as the
 * flat form. */
template <typename T>
BBLAS_API void asum(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
                    int64_t stridex, std::vector<real_type<T>>& result, size_t batch_count,
                    std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// iamax
/**
 * Batched iamax: result[i] = 1-based index of the first element of x_i with the largest
 * |Re| + |Im| (0 for n_i == 0 or incx < 0, as in reference BLAS).
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values; matrix
 * and vector pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void iamax(std::vector<int64_t> const& n, std::vector<T*> const& x,
                     std::vector<int64_t> const& incx, std::vector<int64_t>& result,
                     size_t batch_count, std::vector<int64_t>& info);

/** Group form of iamax: option, size, scalar, leading-dimension and increment vectors
 * hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void iamax(std::vector<int64_t> const& n, std::vector<T*> const& x,
                     std::vector<int64_t> const& incx, std::vector<int64_t>& result,
                     std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of iamax: problem i's vectors start at X + i * strideX; info codes as the
 * flat form. */
template <typename T>
BBLAS_API void iamax(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
                     int64_t stridex, std::vector<int64_t>& result, size_t batch_count,
                     std::vector<int64_t>& info);

}  // namespace batchblas
