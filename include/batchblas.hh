// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas.hh
 * The batchblas C++ API (SLATE Working Note 4, BLAS++ `blas::batch` style).
 *
 * Every routine is a template over the scalar type T, explicitly instantiated in the library for
 * float, double, std::complex<float> and std::complex<double>. T is deduced from the matrix
 * arguments; scalar vectors (alpha, beta) do not take part in deduction, so braced lists such as
 * `{1.0}` work. Code written for BLAS++ `blas::batch::gemm` (and the other Level 3 routines)
 * compiles after changing only the header and adding `namespace blas = batchblas;`
 * (batchblas/blaspp.hh).
 *
 * Three forms per routine:
 *  - flat: `size_t batch_count`; each vector holds 1 value or batch_count values;
 *  - group: `std::vector<size_t> const& group_sizes`; option, size, scalar and leading-dimension
 *    vectors hold 1 value or one per group; pointer vectors one per problem;
 *  - strided: one pointer and one stride (in elements) per matrix argument.
 *
 * Error reporting through `info`: size 0 checks nothing (invalid arguments are undefined);
 * size 1 sets info[0] to -a, a the lowest-numbered invalid argument position over all problems
 * (layout counts as 1, positions as in the C API), then throws batchblas::Error; size
 * batch_count sets info[i] to problem i's code and throws if any is nonzero; in the group form
 * size group_count (as BLAS++'s GPU group routines take it) sets info[g] to the code of group g's
 * first invalid problem and throws if any is nonzero. Nothing is computed when a check fails. Vector sizes that fit none of the rules throw batchblas::Error, as do a
 * batch_count or group size above INT64_MAX (a negative count wrapped by unsigned arithmetic),
 * group sizes whose sum exceeds it, and a stride whose offset for the last problem,
 * (batch_count - 1) * stride, does not fit in int64_t.
 *
 * Aliasing (as the C API, batchblas.h): outputs of different problems must not overlap, and no
 * output may overlap an input; read-only inputs may alias freely (one shared A, A == B). The
 * strided form throws Error for an output stride of 0 with more than one problem (every problem
 * would write the same matrix); a nonzero output stride smaller than one output is undefined.
 */
#pragma once

#include <complex>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "batchblas.h"
#include "batchblas/types.hh"

namespace batchblas {

// ------------------------------------------------------------------------------------------------
// gemm
/**
 * Batched gemm: C_i = alpha_i op(A_i) op(B_i) + beta_i C_i; op(A_i) m_i x k_i, op(B_i) k_i x n_i,
 * C_i m_i x n_i.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * matrix pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<T*> const& B, std::vector<int64_t> const& ldb,
                    std::vector<same_t<T>> const& beta, std::vector<T*> const& C,
                    std::vector<int64_t> const& ldc, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of gemm: option, size, scalar and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<T*> const& B, std::vector<int64_t> const& ldb,
                    std::vector<same_t<T>> const& beta, std::vector<T*> const& C,
                    std::vector<int64_t> const& ldc, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info);

/** Strided form of gemm: problem i's matrices start at X + i * strideX; info codes as the flat
 * form. */
template <typename T>
BBLAS_API void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T const* B,
                    std::vector<int64_t> const& ldb, int64_t strideB,
                    std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                    int64_t strideC, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// symm
/**
 * Batched symm: C_i = alpha_i A_i B_i + beta_i C_i (Side::Left, A_i m_i x m_i) or alpha_i B_i A_i +
 * beta_i C_i (Side::Right, A_i n_i x n_i), A_i symmetric, its uplo triangle read.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * matrix pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of symm: option, size, scalar and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of symm: problem i's matrices start at X + i * strideX; info codes as the flat
 * form. */
template <typename T>
BBLAS_API void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T const* B,
                    std::vector<int64_t> const& ldb, int64_t strideB,
                    std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                    int64_t strideC, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// hemm
/**
 * Batched hemm: As symm with A_i Hermitian (imaginary parts of its diagonal taken as zero); equals
 * symm for real T.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * matrix pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of hemm: option, size, scalar and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of hemm: problem i's matrices start at X + i * strideX; info codes as the flat
 * form. */
template <typename T>
BBLAS_API void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T const* B,
                    std::vector<int64_t> const& ldb, int64_t strideB,
                    std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                    int64_t strideC, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// syrk
/**
 * Batched syrk: C_i = alpha_i A_i A_i^T + beta_i C_i (Op::NoTrans, A_i n_i x k_i) or alpha_i A_i^T
 * A_i + beta_i C_i (Op::Trans); only the uplo triangle of C_i is read and written; complex T
 * rejects Op::ConjTrans.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * matrix pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of syrk: option, size, scalar and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of syrk: problem i's matrices start at X + i * strideX; info codes as the flat
 * form. */
template <typename T>
BBLAS_API void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA,
                    std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                    int64_t strideC, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// herk
/**
 * Batched herk: C_i = alpha_i A_i A_i^H + beta_i C_i (Op::NoTrans) or alpha_i A_i^H A_i + beta_i
 * C_i (Op::ConjTrans); alpha, beta real; complex T rejects Op::Trans; imaginary parts of C_i's
 * diagonal set to zero. Equals syrk for real T.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * matrix pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<real_type<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<real_type<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of herk: option, size, scalar and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<real_type<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<real_type<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of herk: problem i's matrices start at X + i * strideX; info codes as the flat
 * form. */
template <typename T>
BBLAS_API void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<real_type<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA,
                    std::vector<real_type<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                    int64_t strideC, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// syr2k
/**
 * Batched syr2k: C_i = alpha_i (A_i B_i^T + B_i A_i^T) + beta_i C_i (Op::NoTrans, A_i, B_i n_i x
 * k_i) or alpha_i (A_i^T B_i + B_i^T A_i) + beta_i C_i (Op::Trans); complex T rejects
 * Op::ConjTrans.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * matrix pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                     std::vector<int64_t>& info);

/** Group form of syr2k: option, size, scalar and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                     std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of syr2k: problem i's matrices start at X + i * strideX; info codes as the flat
 * form. */
template <typename T>
BBLAS_API void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, T const* A,
                     std::vector<int64_t> const& lda, int64_t strideA, T const* B,
                     std::vector<int64_t> const& ldb, int64_t strideB,
                     std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                     int64_t strideC, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// her2k
/**
 * Batched her2k: C_i = alpha_i A_i B_i^H + conj(alpha_i) B_i A_i^H + beta_i C_i (Op::NoTrans) or
 * alpha_i A_i^H B_i + conj(alpha_i) B_i^H A_i + beta_i C_i (Op::ConjTrans); beta real; complex T
 * rejects Op::Trans. Equals syr2k for real T.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * matrix pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, std::vector<real_type<T>> const& beta,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                     std::vector<int64_t>& info);

/** Group form of her2k: option, size, scalar and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, std::vector<real_type<T>> const& beta,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                     std::vector<size_t> const& group_sizes, std::vector<int64_t>& info);

/** Strided form of her2k: problem i's matrices start at X + i * strideX; info codes as the flat
 * form. */
template <typename T>
BBLAS_API void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, T const* A,
                     std::vector<int64_t> const& lda, int64_t strideA, T const* B,
                     std::vector<int64_t> const& ldb, int64_t strideB,
                     std::vector<real_type<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                     int64_t strideC, size_t batch_count, std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// trmm
/**
 * Batched trmm: B_i = alpha_i op(A_i) B_i (Side::Left, A_i m_i x m_i) or alpha_i B_i op(A_i)
 * (Side::Right, A_i n_i x n_i), A_i triangular (uplo), unit diagonal not read when Diag::Unit.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * matrix pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of trmm: option, size, scalar and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info);

/** Strided form of trmm: problem i's matrices start at X + i * strideX; info codes as the flat
 * form. */
template <typename T>
BBLAS_API void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T* B,
                    std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
                    std::vector<int64_t>& info);

// ------------------------------------------------------------------------------------------------
// trsm
/**
 * Batched trsm: Solves op(A_i) X_i = alpha_i B_i (Side::Left) or X_i op(A_i) = alpha_i B_i
 * (Side::Right), X_i overwriting B_i; A_i triangular, not checked for singularity.
 *
 * Every vector argument holds 1 value (shared by all problems) or batch_count values;
 * matrix pointer vectors hold batch_count pointers (1 for an input shared by all problems).
 * info.size() == 0: no checks; 1: info[0] = -(lowest invalid argument position), then throw;
 * batch_count: info[i] = problem i's code, throw if any is nonzero. Nothing is computed when a
 * check fails. Inconsistent vector sizes throw Error.
 */
template <typename T>
BBLAS_API void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, size_t batch_count,
                    std::vector<int64_t>& info);

/** Group form of trsm: option, size, scalar and ld vectors hold 1 or group_sizes.size() values. */
template <typename T>
BBLAS_API void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info);

/** Strided form of trsm: problem i's matrices start at X + i * strideX; info codes as the flat
 * form. */
template <typename T>
BBLAS_API void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T* B,
                    std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
                    std::vector<int64_t>& info);

}  // namespace batchblas

#include "batchblas/blas_level12.hh"
#include "batchblas/lapack.hh"
#include "batchblas/compact.hh"
#include "batchblas/blaspp.hh"
