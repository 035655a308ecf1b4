// SPDX-License-Identifier: BSD-3-Clause
/**
 * Argument checking of the LAPACK batches: check_problem(batch, at) returns 0 or -a, a the
 * position of problem `at`'s first invalid argument, as check.hh does for Level 3; reporting is
 * check.hh's, shared by all routines.
 *
 * A matrix, pivot or tau pointer is required only where LAPACK would reference it: getrf,
 * getrfnp and geqrf reference nothing when min(m, n) == 0, the solves nothing when n == 0 or
 * nrhs == 0 (but gesv and posv still factor A when nrhs == 0), potrf and getri nothing when
 * n == 0. Leading dimensions are checked as LAPACK does, whatever the sizes: lda >= max(1, rows)
 * in the layout.
 */
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include "core/check_passes.hh"
#include "core/problems.hh"

namespace batchblas::core {

/**
 * The factorizations of an m x n A (getrf, getrfnp, geqrf): m, n, A, lda, then the array of
 * min(m, n) entries that goes with the factors (getrf's ipiv, geqrf's tau) at `factors_pos`
 * where there is one (getrfnp passes nullptr).
 */
template <class P, class Factors>
int64_t check_m_by_n_factorization(P const& p, Index at, Factors const& factors, int factors_pos)
{
    if (!p.m.given() || p.m(at) < 0) return -P::m_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    int64_t const m = p.m(at), n = p.n(at);
    bool const references = std::min(m, n) > 0;
    if (references && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < min_ld(p.layout, m, n)) return -P::lda_pos;
    if constexpr (!std::is_null_pointer_v<Factors>)
        if (references && missing(factors, at)) return -factors_pos;
    return 0;
}

template <typename T>
int64_t check_problem(GetrfProblems<T> const& p, Index at)
{
    return check_m_by_n_factorization(p, at, p.ipiv, GetrfProblems<T>::ipiv_pos);
}

template <typename T>
int64_t check_problem(GetrfNoPivotProblems<T> const& p, Index at)
{
    return check_m_by_n_factorization(p, at, nullptr, 0);
}

template <typename T>
int64_t check_problem(GetrsProblems<T> const& p, Index at)
{
    using P = GetrsProblems<T>;
    if (!p.trans.given() || !valid_op(p.trans(at))) return -P::trans_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.nrhs.given() || p.nrhs(at) < 0) return -P::nrhs_pos;
    int64_t const n = p.n(at), nrhs = p.nrhs(at);
    bool const references = n > 0 && nrhs > 0;
    if (references && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < std::max<int64_t>(1, n)) return -P::lda_pos;
    if (references && missing(p.ipiv, at)) return -P::ipiv_pos;
    if (references && missing(p.B, at)) return -P::B_pos;
    if (!p.ldb.given() || p.ldb(at) < min_ld(p.layout, n, nrhs)) return -P::ldb_pos;
    return 0;
}

/** Getrs groups with every argument but A, ipiv and B given per group take the checking
 *  shortcut of check.hh: a scan of the three pointer arrays stands for the checks of a group's
 *  later problems. */
template <typename T>
bool arguments_per_group(GetrsProblems<T> const& p)
{
    return per_group(p.trans.spread()) && per_group(p.n.spread()) &&
           per_group(p.nrhs.spread()) && per_group(p.lda.spread()) && per_group(p.ldb.spread());
}
template <typename T>
int64_t matrices_set_run(GetrsProblems<T> const& p, int64_t first, int64_t count)
{
    return matrices_set_run_of(first, count, p.A, p.ipiv, p.B);
}

template <typename T>
int64_t check_problem(GesvProblems<T> const& p, Index at)
{
    using P = GesvProblems<T>;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.nrhs.given() || p.nrhs(at) < 0) return -P::nrhs_pos;
    int64_t const n = p.n(at), nrhs = p.nrhs(at);
    if (n > 0 && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < std::max<int64_t>(1, n)) return -P::lda_pos;
    if (n > 0 && missing(p.ipiv, at)) return -P::ipiv_pos;
    if (n > 0 && nrhs > 0 && missing(p.B, at)) return -P::B_pos;
    if (!p.ldb.given() || p.ldb(at) < min_ld(p.layout, n, nrhs)) return -P::ldb_pos;
    return 0;
}

/** Gesv groups with n, nrhs, lda and ldb given per group take the checking shortcut: a scan of
 *  the A, ipiv and B pointers stands for the checks of a group's later problems. */
template <typename T>
bool arguments_per_group(GesvProblems<T> const& p)
{
    return per_group(p.n.spread()) && per_group(p.nrhs.spread()) && per_group(p.lda.spread()) &&
           per_group(p.ldb.spread());
}
template <typename T>
int64_t matrices_set_run(GesvProblems<T> const& p, int64_t first, int64_t count)
{
    return matrices_set_run_of(first, count, p.A, p.ipiv, p.B);
}

template <typename T>
int64_t check_problem(PotrfProblems<T> const& p, Index at)
{
    using P = PotrfProblems<T>;
    if (!p.uplo.given() || !valid_uplo(p.uplo(at))) return -P::uplo_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    int64_t const n = p.n(at);
    if (n > 0 && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < std::max<int64_t>(1, n)) return -P::lda_pos;
    return 0;
}

/** Getrf groups with m, n and lda given per group take the checking shortcut of check.hh: a
 *  scan of the A and ipiv pointers stands for the checks of a group's later problems. */
template <typename T>
bool arguments_per_group(GetrfProblems<T> const& p)
{
    return per_group(p.m.spread()) && per_group(p.n.spread()) && per_group(p.lda.spread());
}
template <typename T>
int64_t matrices_set_run(GetrfProblems<T> const& p, int64_t first, int64_t count)
{
    return matrices_set_run_of(first, count, p.A, p.ipiv, p.A);  // two arrays: A twice
}

/** Getrfnp groups with m, n and lda given per group take the same shortcut on A's pointers. */
template <typename T>
bool arguments_per_group(GetrfNoPivotProblems<T> const& p)
{
    return per_group(p.m.spread()) && per_group(p.n.spread()) && per_group(p.lda.spread());
}
template <typename T>
int64_t matrices_set_run(GetrfNoPivotProblems<T> const& p, int64_t first, int64_t count)
{
    return matrices_set_run_of(first, count, p.A, p.A, p.A);  // one matrix: A thrice
}

/** Potrf groups with every argument but A given per group take the checking shortcut of
 *  check.hh: a scan of A's pointers stands for the checks of a group's later problems. */
template <typename T>
bool arguments_per_group(PotrfProblems<T> const& p)
{
    return per_group(p.uplo.spread()) && per_group(p.n.spread()) && per_group(p.lda.spread());
}
template <typename T>
int64_t matrices_set_run(PotrfProblems<T> const& p, int64_t first, int64_t count)
{
    return matrices_set_run_of(first, count, p.A, p.A, p.A);  // one matrix: A thrice
}

template <typename T, bool Factor>
int64_t check_problem(CholeskySolveProblems<T, Factor> const& p, Index at)
{
    using P = CholeskySolveProblems<T, Factor>;
    if (!p.uplo.given() || !valid_uplo(p.uplo(at))) return -P::uplo_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.nrhs.given() || p.nrhs(at) < 0) return -P::nrhs_pos;
    int64_t const n = p.n(at), nrhs = p.nrhs(at);
    // posv factors A even without right-hand sides; potrs then references nothing.
    bool const reads_a = n > 0 && (Factor || nrhs > 0);
    if (reads_a && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < std::max<int64_t>(1, n)) return -P::lda_pos;
    if (n > 0 && nrhs > 0 && missing(p.B, at)) return -P::B_pos;
    if (!p.ldb.given() || p.ldb(at) < min_ld(p.layout, n, nrhs)) return -P::ldb_pos;
    return 0;
}

/** Potrs and posv groups with every argument but A and B given per group take the checking
 *  shortcut of check.hh: a scan of the A and B pointers stands for the checks of a group's later
 *  problems. */
template <typename T, bool Factor>
bool arguments_per_group(CholeskySolveProblems<T, Factor> const& p)
{
    return per_group(p.uplo.spread()) && per_group(p.n.spread()) &&
           per_group(p.nrhs.spread()) && per_group(p.lda.spread()) && per_group(p.ldb.spread());
}
template <typename T, bool Factor>
int64_t matrices_set_run(CholeskySolveProblems<T, Factor> const& p, int64_t first, int64_t count)
{
    return matrices_set_run_of(first, count, p.A, p.B, p.B);  // two arrays: B twice
}

template <typename T>
int64_t check_problem(GetriProblems<T> const& p, Index at)
{
    using P = GetriProblems<T>;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    int64_t const n = p.n(at);
    if (n > 0 && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < std::max<int64_t>(1, n)) return -P::lda_pos;
    if (n > 0 && missing(p.ipiv, at)) return -P::ipiv_pos;
    if (n > 0 && missing(p.C, at)) return -P::C_pos;
    if (!p.ldc.given() || p.ldc(at) < std::max<int64_t>(1, n)) return -P::ldc_pos;
    return 0;
}

/** Getri groups with n, lda and ldc given per group take the checking shortcut: a scan of the
 *  A, ipiv and C pointers stands for the checks of a group's later problems. */
template <typename T>
bool arguments_per_group(GetriProblems<T> const& p)
{
    return per_group(p.n.spread()) && per_group(p.lda.spread()) && per_group(p.ldc.spread());
}
template <typename T>
int64_t matrices_set_run(GetriProblems<T> const& p, int64_t first, int64_t count)
{
    return matrices_set_run_of(first, count, p.A, p.ipiv, p.C);
}

template <typename T>
int64_t check_problem(GeqrfProblems<T> const& p, Index at)
{
    return check_m_by_n_factorization(p, at, p.tau, GeqrfProblems<T>::tau_pos);
}

/** Geqrf groups with m, n and lda given per group take the checking shortcut on the A and tau
 *  pointers. */
template <typename T>
bool arguments_per_group(GeqrfProblems<T> const& p)
{
    return per_group(p.m.spread()) && per_group(p.n.spread()) && per_group(p.lda.spread());
}
template <typename T>
int64_t matrices_set_run(GeqrfProblems<T> const& p, int64_t first, int64_t count)
{
    return matrices_set_run_of(first, count, p.A, p.tau, p.A);  // two arrays: A twice
}

}  // namespace batchblas::core
