// SPDX-License-Identifier: BSD-3-Clause
/**
 * The batch of each LAPACK routine as seen by the core (the LAPACK counterpart of problems.hh):
 * options, sizes and matrices through the accessors of batch.hh, the argument positions of the
 * C signature that info codes refer to (layout is 1), and the argument names of the C++ errors.
 *
 * Pivots (ipiv) and Householder scalars (tau) are pointer arrays like matrices: one array per
 * problem. Routines that can fail numerically (getrf, getrfnp, gesv, potrf, posv, getri) declare
 * `reports_numerical = true`; the front ends (api/dispatch.hh) then run them with a per-problem
 * code array and report LAPACK's positive codes.
 */
#pragma once

#include <type_traits>

#include "batchblas/types.hh"
#include "core/batch.hh"

namespace batchblas::core {

/** P A = L U with partial pivoting; A is m x n, ipiv holds min(m, n) 1-based row indices. */
template <typename T>
struct GetrfProblems {
    static constexpr bool reports_numerical = true;
    enum Position : int {
        layout_pos = 1, m_pos, n_pos, A_pos, lda_pos, ipiv_pos, group_count_pos, group_sizes_pos,
        info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "m", "n", "A", "lda", "ipiv", "group_count", "group_sizes", "info"};

    char const* name = "getrf";
    int layout = 0;
    Groups groups;
    Param<int64_t> m, n;
    Matrices<T> A;
    Param<int64_t> lda;
    Matrices<int64_t> ipiv;
};

/**
 * A = L U without pivoting (getrfnp, MKL's name); A is m x n. U(j,j) exactly zero reports j
 * (the first such j) and leaves column j below the diagonal unscaled; the elimination goes on.
 */
template <typename T>
struct GetrfNoPivotProblems {
    static constexpr bool reports_numerical = true;
    enum Position : int {
        layout_pos = 1, m_pos, n_pos, A_pos, lda_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "m", "n", "A", "lda", "group_count", "group_sizes", "info"};

    char const* name = "getrfnp";
    int layout = 0;
    Groups groups;
    Param<int64_t> m, n;
    Matrices<T> A;
    Param<int64_t> lda;
};

/** Solves op(A) X = B with the LU factors and pivots of getrf; A n x n, B n x nrhs. */
template <typename T>
struct GetrsProblems {
    enum Position : int {
        layout_pos = 1, trans_pos, n_pos, nrhs_pos, A_pos, lda_pos, ipiv_pos, B_pos, ldb_pos,
        group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "trans", "n", "nrhs", "A", "lda", "ipiv", "B", "ldb", "group_count",
        "group_sizes", "info"};

    char const* name = "getrs";
    int layout = 0;
    Groups groups;
    Param<int> trans;
    Param<int64_t> n, nrhs;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<int64_t const> ipiv;
    Matrices<T> B;
    Param<int64_t> ldb;
};

/** Solves A X = B by getrf then getrs; A is overwritten by its factors, B by X. */
template <typename T>
struct GesvProblems {
    static constexpr bool reports_numerical = true;
    enum Position : int {
        layout_pos = 1, n_pos, nrhs_pos, A_pos, lda_pos, ipiv_pos, B_pos, ldb_pos,
        group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "n", "nrhs", "A", "lda", "ipiv", "B", "ldb", "group_count", "group_sizes",
        "info"};

    char const* name = "gesv";
    int layout = 0;
    Groups groups;
    Param<int64_t> n, nrhs;
    Matrices<T> A;
    Param<int64_t> lda;
    Matrices<int64_t> ipiv;
    Matrices<T> B;
    Param<int64_t> ldb;
};

/** A = L L^H or U^H U, only the uplo triangle of A read and overwritten. */
template <typename T>
struct PotrfProblems {
    static constexpr bool reports_numerical = true;
    enum Position : int {
        layout_pos = 1, uplo_pos, n_pos, A_pos, lda_pos, group_count_pos, group_sizes_pos,
        info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "uplo", "n", "A", "lda", "group_count", "group_sizes", "info"};

    char const* name = "potrf";
    int layout = 0;
    Groups groups;
    Param<int> uplo;
    Param<int64_t> n;
    Matrices<T> A;
    Param<int64_t> lda;
};

/**
 * potrs (Factor = false): solves A X = B with the Cholesky factor of potrf, A read only.
 * posv (Factor = true): factors A in place first; a problem whose A is not positive definite
 * reports potrf's code and leaves its B untouched. The two share the C signature's positions.
 */
template <typename T, bool Factor>
struct CholeskySolveProblems {
    static constexpr bool reports_numerical = Factor;
    enum Position : int {
        layout_pos = 1, uplo_pos, n_pos, nrhs_pos, A_pos, lda_pos, B_pos, ldb_pos,
        group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "uplo", "n", "nrhs", "A", "lda", "B", "ldb", "group_count", "group_sizes",
        "info"};

    char const* name = Factor ? "posv" : "potrs";
    int layout = 0;
    Groups groups;
    Param<int> uplo;
    Param<int64_t> n, nrhs;
    Matrices<std::conditional_t<Factor, T, T const>> A;
    Param<int64_t> lda;
    Matrices<T> B;
    Param<int64_t> ldb;
};

template <typename T>
using PotrsProblems = CholeskySolveProblems<T, false>;
template <typename T>
using PosvProblems = CholeskySolveProblems<T, true>;

/** C = A^-1 from getrf's factors and pivots (A is not modified); A, C n x n. */
template <typename T>
struct GetriProblems {
    static constexpr bool reports_numerical = true;
    enum Position : int {
        layout_pos = 1, n_pos, A_pos, lda_pos, ipiv_pos, C_pos, ldc_pos, group_count_pos,
        group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "n", "A", "lda", "ipiv", "C", "ldc", "group_count", "group_sizes", "info"};

    char const* name = "getri";
    int layout = 0;
    Groups groups;
    Param<int64_t> n;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<int64_t const> ipiv;
    Matrices<T> C;
    Param<int64_t> ldc;
};

/** A = Q R by Householder reflectors (LAPACK's geqrf storage); tau holds min(m, n) scalars. */
template <typename T>
struct GeqrfProblems {
    enum Position : int {
        layout_pos = 1, m_pos, n_pos, A_pos, lda_pos, tau_pos, group_count_pos, group_sizes_pos,
        info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "m", "n", "A", "lda", "tau", "group_count", "group_sizes", "info"};

    char const* name = "geqrf";
    int layout = 0;
    Groups groups;
    Param<int64_t> m, n;
    Matrices<T> A;
    Param<int64_t> lda;
    Matrices<T> tau;
};

}  // namespace batchblas::core
