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
#include "core/problems_level12.hh"

namespace batchblas::core {

/** An increment must be given and nonzero. */
inline bool invalid_increment(Param<int64_t> const& inc, Index at)
{
    return !inc.given() || inc(at) == 0;
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
    if (reads_ax && missing(p.x, at)) return -P::x_pos;
    if (invalid_increment(p.incx, at)) return -P::incx_pos;
    if (!p.beta.given()) return -P::beta_pos;
    bool const touches_y = m > 0 && n > 0 && !(p.alpha(at) == T(0) && p.beta(at) == T(1));
    if (touches_y && missing(p.y, at)) return -P::y_pos;
    if (invalid_increment(p.incy, at)) return -P::incy_pos;
    return 0;
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
    if (references && missing(p.x, at)) return -P::x_pos;
    if (invalid_increment(p.incx, at)) return -P::incx_pos;
    if (references && missing(p.y, at)) return -P::y_pos;
    if (invalid_increment(p.incy, at)) return -P::incy_pos;
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
    if (reads_ax && missing(p.x, at)) return -P::x_pos;
    if (invalid_increment(p.incx, at)) return -P::incx_pos;
    if (!p.beta.given()) return -P::beta_pos;
    bool const touches_y = n > 0 && !(p.alpha(at) == T(0) && p.beta(at) == T(1));
    if (touches_y && missing(p.y, at)) return -P::y_pos;
    if (invalid_increment(p.incy, at)) return -P::incy_pos;
    return 0;
}

template <typename T>
int64_t check_problem(TriangularVectorProblems<T> const& p, Index at)
{
    using P = TriangularVectorProblems<T>;
    if (!p.uplo.given() || !valid_uplo(p.uplo(at))) return -P::uplo_pos;
    if (!p.trans.given() || !valid_op(p.trans(at))) return -P::trans_pos;
    if (!p.diag.given() || !valid_diag(p.diag(at))) return -P::diag_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    int64_t const n = p.n(at);
    if (n > 0 && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < std::max<int64_t>(1, n)) return -P::lda_pos;
    if (n > 0 && missing(p.x, at)) return -P::x_pos;
    if (invalid_increment(p.incx, at)) return -P::incx_pos;
    return 0;
}

template <typename T>
int64_t check_problem(AxpyProblems<T> const& p, Index at)
{
    using P = AxpyProblems<T>;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
    bool const references = p.n(at) > 0 && p.alpha(at) != T(0);
    if (references && missing(p.x, at)) return -P::x_pos;
    if (invalid_increment(p.incx, at)) return -P::incx_pos;
    if (references && missing(p.y, at)) return -P::y_pos;
    if (invalid_increment(p.incy, at)) return -P::incy_pos;
    return 0;
}

template <typename T>
int64_t check_problem(ScalProblems<T> const& p, Index at)
{
    using P = ScalProblems<T>;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
    bool const references = p.n(at) > 0 && p.incx.given() && p.incx(at) > 0;
    if (references && missing(p.x, at)) return -P::x_pos;
    if (invalid_increment(p.incx, at)) return -P::incx_pos;
    return 0;
}

/** copy and swap: both vectors are referenced whenever n > 0. */
template <class Problems>
int64_t check_two_vectors(Problems const& p, Index at)
{
    using P = Problems;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    bool const references = p.n(at) > 0;
    if (references && missing(p.x, at)) return -P::x_pos;
    if (invalid_increment(p.incx, at)) return -P::incx_pos;
    if (references && missing(p.y, at)) return -P::y_pos;
    if (invalid_increment(p.incy, at)) return -P::incy_pos;
    return 0;
}

template <typename T>
int64_t check_problem(CopyProblems<T> const& p, Index at)
{
    return check_two_vectors(p, at);
}

template <typename T>
int64_t check_problem(SwapProblems<T> const& p, Index at)
{
    return check_two_vectors(p, at);
}

template <typename T>
int64_t check_problem(DotProblems<T> const& p, Index at)
{
    using P = DotProblems<T>;
    if (int64_t const code = check_two_vectors(p, at); code != 0) return code;
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
    if (reads_x && missing(p.x, at)) return -P::x_pos;
    if (invalid_increment(p.incx, at)) return -P::incx_pos;
    if (missing(p.result, at)) return -P::result_pos;
    return 0;
}

}  // namespace batchblas::core
