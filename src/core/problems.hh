// SPDX-License-Identifier: BSD-3-Clause
/**
 * The batch of each Level 3 routine as seen by the core: its options, sizes, scalars and
 * matrices, each through the accessors of batch.hh, plus the argument positions of the C
 * signature that info codes refer to (layout is 1).
 *
 * Options are read as int: the C enumerations (batchblas.h) and the C++ enum classes
 * (batchblas/types.hh) share their values and their int representation.
 */
#pragma once

#include "batchblas/types.hh"
#include "core/batch.hh"

namespace batchblas::core {

/** C = alpha op(A) op(B) + beta C. */
template <typename T>
struct GemmProblems {
    enum Position : int {
        layout_pos = 1, transA_pos, transB_pos, m_pos, n_pos, k_pos, alpha_pos, A_pos, lda_pos,
        B_pos, ldb_pos, beta_pos, C_pos, ldc_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "transA", "transB", "m", "n", "k", "alpha", "A", "lda", "B", "ldb",
        "beta", "C", "ldc", "group_count", "group_sizes", "info"};

    char const* name = "gemm";
    int layout = 0;
    Groups groups;
    Param<int> transA, transB;
    Param<int64_t> m, n, k;
    Param<T> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<T const> B;
    Param<int64_t> ldb;
    Param<T> beta;
    Matrices<T> C;
    Param<int64_t> ldc;
};

/** C = alpha A B + beta C or alpha B A + beta C, A symmetric (or Hermitian for hemm). */
template <typename T>
struct SymmProblems {
    enum Position : int {
        layout_pos = 1, side_pos, uplo_pos, m_pos, n_pos, alpha_pos, A_pos, lda_pos, B_pos,
        ldb_pos, beta_pos, C_pos, ldc_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "side", "uplo", "m", "n", "alpha", "A", "lda", "B", "ldb", "beta", "C",
        "ldc", "group_count", "group_sizes", "info"};

    bool hermitian = false;
    char const* name = "symm";
    int layout = 0;
    Groups groups;
    Param<int> side, uplo;
    Param<int64_t> m, n;
    Param<T> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<T const> B;
    Param<int64_t> ldb;
    Param<T> beta;
    Matrices<T> C;
    Param<int64_t> ldc;
};

/**
 * Rank-k updates: syrk (Scalar = T) and herk (Scalar = real_type<T>, hermitian = true).
 * C = alpha A A^T + beta C, alpha A^T A + beta C, or the ^H forms.
 */
template <typename T, typename Scalar = T>
struct RankKProblems {
    enum Position : int {
        layout_pos = 1, uplo_pos, trans_pos, n_pos, k_pos, alpha_pos, A_pos, lda_pos, beta_pos,
        C_pos, ldc_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "uplo", "trans", "n", "k", "alpha", "A", "lda", "beta", "C", "ldc",
        "group_count", "group_sizes", "info"};

    bool hermitian = false;
    char const* name = "syrk";
    int layout = 0;
    Groups groups;
    Param<int> uplo, trans;
    Param<int64_t> n, k;
    Param<Scalar> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Param<Scalar> beta;
    Matrices<T> C;
    Param<int64_t> ldc;
};

/**
 * Rank-2k updates: syr2k (Beta = T) and her2k (Beta = real_type<T>, hermitian = true).
 * C = alpha A B^T + alpha B A^T + beta C, or alpha A B^H + conj(alpha) B A^H + beta C, ...
 */
template <typename T, typename Beta = T>
struct Rank2KProblems {
    enum Position : int {
        layout_pos = 1, uplo_pos, trans_pos, n_pos, k_pos, alpha_pos, A_pos, lda_pos, B_pos,
        ldb_pos, beta_pos, C_pos, ldc_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "uplo", "trans", "n", "k", "alpha", "A", "lda", "B", "ldb", "beta", "C",
        "ldc", "group_count", "group_sizes", "info"};

    bool hermitian = false;
    char const* name = "syr2k";
    int layout = 0;
    Groups groups;
    Param<int> uplo, trans;
    Param<int64_t> n, k;
    Param<T> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<T const> B;
    Param<int64_t> ldb;
    Param<Beta> beta;
    Matrices<T> C;
    Param<int64_t> ldc;
};

/** trmm (solve = false): B = alpha op(A) B or alpha B op(A); trsm (solve = true): op(A)^-1. */
template <typename T>
struct TriangularProblems {
    enum Position : int {
        layout_pos = 1, side_pos, uplo_pos, trans_pos, diag_pos, m_pos, n_pos, alpha_pos, A_pos,
        lda_pos, B_pos, ldb_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "side", "uplo", "trans", "diag", "m", "n", "alpha", "A", "lda", "B", "ldb",
        "group_count", "group_sizes", "info"};

    bool solve = false;
    char const* name = "trmm";
    int layout = 0;
    Groups groups;
    Param<int> side, uplo, trans, diag;
    Param<int64_t> m, n;
    Param<T> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<T> B;
    Param<int64_t> ldb;
};

}  // namespace batchblas::core
