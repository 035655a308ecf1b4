// SPDX-License-Identifier: BSD-3-Clause
/**
 * Argument checking of the Level 1 and Level 2 batches: check_problem per routine, returning 0
 * or -a, a the position of the first invalid argument of the problem (API.md section 1). The
 * reporting (info modes, C++ exceptions) is check.hh's, shared with every other routine.
 *
 * Invalid: an option outside its enumeration, a negative size, a leading dimension below
 * max(1, rows as stored), a zero increment (Level 1 too: the standard says increments must not
 * be zero), a missing scalar, and a null vector, matrix or result that the operation would
 * reference. What is referenced follows reference BLAS's quick returns: nothing when a size is
 * 0; gemv, symv and hemv read neither A nor x when alpha == 0 and leave y alone when also
 * beta == 1; ger and axpy reference nothing when alpha == 0; scal, asum and iamax do not read x
 * when incx < 0 (reference BLAS returns at once then). A result array is always written.
 */
#pragma once

#include <algorithm>
#include <cstdint>

#include "core/check.hh"
#include "core/problems.hh"

namespace batchblas::core {

/** An increment must be given and nonzero. */
inline bool invalid_increment(Param<int64_t> const& inc, Index at)
{
    return !inc.given() || inc(at) == 0;
}

/** A vector and its increment, in argument order: -x_pos where the vector is referenced and
 *  missing, -inc_pos for an invalid increment, else 0. */
template <class Vector>
int64_t check_vector(Vector const& x, Param<int64_t> const& inc, bool referenced, Index at,
                     int x_pos, int inc_pos)
{
    if (referenced && missing(x, at)) return -x_pos;
    if (invalid_increment(inc, at)) return -inc_pos;
    return 0;
}

/** gemv's and symv's checks from beta on: y is touched unless the problem is empty or
 *  alpha = 0 and beta = 1. */
template <typename T, class P>
int64_t check_beta_and_y(P const& p, Index at, bool empty)
{
    if (!p.beta.given()) return -P::beta_pos;
    bool const touches_y = !empty && !(p.alpha(at) == T(0) && p.beta(at) == T(1));
    return check_vector(p.y, p.incy, touches_y, at, P::y_pos, P::incy_pos);
}

template <typename T>
int64_t check_problem(GemvProblems<T> const& p, Index at)
{
    using P = GemvProblems<T>;
    if (!p.trans.given() || !valid_op(p.trans(at))) return -P::trans_pos;
    if (!p.m.given() || p.m(at) < 0) return -P::m_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
    int64_t const m = p.m(at), n = p.n(at);
    bool const reads_ax = m > 0 && n > 0 && p.alpha(at) != T(0);
    if (reads_ax && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < min_ld(p.layout, m, n)) return -P::lda_pos;
    if (int64_t const code = check_vector(p.x, p.incx, reads_ax, at, P::x_pos, P::incx_pos))
        return code;
    return check_beta_and_y<T>(p, at, m == 0 || n == 0);
}

template <typename T>
int64_t check_problem(GerProblems<T> const& p, Index at)
{
    using P = GerProblems<T>;
    if (!p.m.given() || p.m(at) < 0) return -P::m_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
    int64_t const m = p.m(at), n = p.n(at);
    bool const references = m > 0 && n > 0 && p.alpha(at) != T(0);
    if (int64_t const code = check_vector(p.x, p.incx, references, at, P::x_pos, P::incx_pos))
        return code;
    if (int64_t const code = check_vector(p.y, p.incy, references, at, P::y_pos, P::incy_pos))
        return code;
    if (references && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < min_ld(p.layout, m, n)) return -P::lda_pos;
    return 0;
}

template <typename T>
int64_t check_problem(SymvProblems<T> const& p, Index at)
{
    using P = SymvProblems<T>;
    if (!p.uplo.given() || !valid_uplo(p.uplo(at))) return -P::uplo_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
    int64_t const n = p.n(at);
    bool const reads_ax = n > 0 && p.alpha(at) != T(0);
    if (reads_ax && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < std::max<int64_t>(1, n)) return -P::lda_pos;
    if (int64_t const code = check_vector(p.x, p.incx, reads_ax, at, P::x_pos, P::incx_pos))
        return code;
    return check_beta_and_y<T>(p, at, n == 0);
}

template <typename T>
int64_t check_problem(TriangularVectorProblems<T> const& p, Index at)
{
    using P = TriangularVectorProblems<T>;
    if (int64_t const code = check_triangle_options(p, at)) return code;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    int64_t const n = p.n(at);
    if (n > 0 && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < std::max<int64_t>(1, n)) return -P::lda_pos;
    return check_vector(p.x, p.incx, n > 0, at, P::x_pos, P::incx_pos);
}

/** axpy, copy, swap and dot: n, alpha where there is one, then x and y, referenced when n > 0
 *  (and alpha nonzero). */
template <class P>
int64_t check_two_vectors(P const& p, Index at, bool referenced)
{
    if (int64_t const code = check_vector(p.x, p.incx, referenced, at, P::x_pos, P::incx_pos))
        return code;
    return check_vector(p.y, p.incy, referenced, at, P::y_pos, P::incy_pos);
}

template <typename T>
int64_t check_problem(AxpyProblems<T> const& p, Index at)
{
    using P = AxpyProblems<T>;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
    return check_two_vectors(p, at, p.n(at) > 0 && p.alpha(at) != T(0));
}

template <typename T>
int64_t check_problem(ScalProblems<T> const& p, Index at)
{
    using P = ScalProblems<T>;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
    bool const references = p.n(at) > 0 && p.incx.given() && p.incx(at) > 0;
    return check_vector(p.x, p.incx, references, at, P::x_pos, P::incx_pos);
}

/** copy and swap: both vectors are referenced whenever n > 0. */
template <class P>
int64_t check_copy_or_swap(P const& p, Index at)
{
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    return check_two_vectors(p, at, p.n(at) > 0);
}

template <typename T>
int64_t check_problem(CopyProblems<T> const& p, Index at)
{
    return check_copy_or_swap(p, at);
}

template <typename T>
int64_t check_problem(SwapProblems<T> const& p, Index at)
{
    return check_copy_or_swap(p, at);
}

template <typename T>
int64_t check_problem(DotProblems<T> const& p, Index at)
{
    using P = DotProblems<T>;
    if (int64_t const code = check_copy_or_swap(p, at)) return code;
    if (missing(p.result, at)) return -P::result_pos;
    return 0;
}

template <typename T, typename R>
int64_t check_problem(ReductionProblems<T, R> const& p, Index at)
{
    using P = ReductionProblems<T, R>;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    // nrm2 walks a negative increment backwards (reference BLAS 3.10 on); asum and iamax return
    // 0 at once for incx < 0, as reference BLAS does, and read nothing.
    bool const reads_x =
        p.n(at) > 0 && p.incx.given() && (p.reduction == Reduction::Nrm2 || p.incx(at) > 0);
    if (int64_t const code = check_vector(p.x, p.incx, reads_x, at, P::x_pos, P::incx_pos))
        return code;
    if (missing(p.result, at)) return -P::result_pos;
    return 0;
}

}  // namespace batchblas::core
