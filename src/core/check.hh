// SPDX-License-Identifier: BSD-3-Clause
/**
 * The per-problem checks of the BLAS routines (Level 3, then Level 1 and 2) and the call-level
 * checks of the C API, once for every front end and backend; LAPACK's are core/check_lapack.hh.
 *
 * check_problem(batch, at) returns 0 or -a, a the position of the first invalid argument of
 * problem `at` (API.md section 1); check_call checks what the C API holds once per call.
 * core/check_passes.hh runs check_problem over a batch; core/report.hh writes what it found
 * the way the caller asked.
 *
 * Level 1 and 2: invalid is an option outside its enumeration, a negative size, a leading
 * dimension below max(1, rows as stored), a zero increment (Level 1 too: the standard says
 * increments must not be zero), a missing scalar, and a null vector, matrix or result that the
 * operation would reference. What is referenced follows reference BLAS's quick returns: nothing
 * when a size is 0; gemv, symv and hemv read neither A nor x when alpha == 0 and leave y alone
 * when also beta == 1; ger and axpy reference nothing when alpha == 0; scal, asum and iamax do
 * not read x when incx < 0 (reference BLAS returns at once then). A result array is always
 * written.
 */
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include "batchblas.h"
#include "core/problems.hh"
#include "core/size_arith.hh"
#include "core/validate.hh"

namespace batchblas::core {

/**
 * The gemm checks, with value(param) giving this problem's value of a given parameter: through
 * the parameter's view (check_problem), or straight from a per-group array (ProblemChecker).
 */
template <typename T, typename Value>
int64_t check_gemm(GemmProblems<T> const& p, Index at, Value const& value)
{
    using P = GemmProblems<T>;
    if (!p.transA.given() || !valid_op(value(p.transA))) return -P::transA_pos;
    if (!p.transB.given() || !valid_op(value(p.transB))) return -P::transB_pos;
    if (!p.m.given() || value(p.m) < 0) return -P::m_pos;
    if (!p.n.given() || value(p.n) < 0) return -P::n_pos;
    if (!p.k.given() || value(p.k) < 0) return -P::k_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
    int64_t const m = value(p.m), n = value(p.n), k = value(p.k);
    bool const notransA = value(p.transA) == int(Op::NoTrans);
    bool const notransB = value(p.transB) == int(Op::NoTrans);
    bool const reads_ab = m > 0 && n > 0 && k > 0 && !is_zero(value(p.alpha));
    if (reads_ab && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() ||
        value(p.lda) < (notransA ? min_ld(p.layout, m, k) : min_ld(p.layout, k, m)))
        return -P::lda_pos;
    if (reads_ab && missing(p.B, at)) return -P::B_pos;
    if (!p.ldb.given() ||
        value(p.ldb) < (notransB ? min_ld(p.layout, k, n) : min_ld(p.layout, n, k)))
        return -P::ldb_pos;
    if (!p.beta.given()) return -P::beta_pos;
    if (m > 0 && n > 0 && missing(p.C, at)) return -P::C_pos;
    if (!p.ldc.given() || value(p.ldc) < min_ld(p.layout, m, n)) return -P::ldc_pos;
    return 0;
}

template <typename T>
int64_t check_problem(GemmProblems<T> const& p, Index at)
{
    return check_gemm(p, at, [at](auto const& param) { return param(at); });
}

/** Two sizes in argument order, then alpha: m and n (symm, trmm / trsm), n and k (the rank-k
 *  updates). */
template <class P>
int64_t check_sizes_and_alpha(P const& p, Index at, Param<int64_t> const& first, int first_pos,
                              Param<int64_t> const& second, int second_pos)
{
    if (!first.given() || first(at) < 0) return -first_pos;
    if (!second.given() || second(at) < 0) return -second_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
    return 0;
}

/** The options of a triangular operand in argument order (trmm / trsm, trmv / trsv): uplo,
 *  trans, diag. */
template <class P>
int64_t check_triangle_options(P const& p, Index at)
{
    if (!p.uplo.given() || !valid_uplo(p.uplo(at))) return -P::uplo_pos;
    if (!p.trans.given() || !valid_op(p.trans(at))) return -P::trans_pos;
    if (!p.diag.given() || !valid_diag(p.diag(at))) return -P::diag_pos;
    return 0;
}

template <typename T>
int64_t check_problem(SymmProblems<T> const& p, Index at)
{
    using P = SymmProblems<T>;
    if (!p.side.given() || !valid_side(p.side(at))) return -P::side_pos;
    if (!p.uplo.given() || !valid_uplo(p.uplo(at))) return -P::uplo_pos;
    if (int64_t const code = check_sizes_and_alpha(p, at, p.m, P::m_pos, p.n, P::n_pos))
        return code;
    int64_t const m = p.m(at), n = p.n(at);
    int64_t const ka = p.side(at) == int(Side::Left) ? m : n;
    bool const reads_ab = m > 0 && n > 0 && !is_zero(p.alpha(at));
    if (reads_ab && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < std::max<int64_t>(1, ka)) return -P::lda_pos;
    if (reads_ab && missing(p.B, at)) return -P::B_pos;
    if (!p.ldb.given() || p.ldb(at) < min_ld(p.layout, m, n)) return -P::ldb_pos;
    if (!p.beta.given()) return -P::beta_pos;
    if (m > 0 && n > 0 && missing(p.C, at)) return -P::C_pos;
    if (!p.ldc.given() || p.ldc(at) < min_ld(p.layout, m, n)) return -P::ldc_pos;
    return 0;
}

/** The rank-2k updates, which have a second operand B. */
template <class P>
inline constexpr bool is_rank_2k = false;
template <typename T, typename Beta>
inline constexpr bool is_rank_2k<Rank2KProblems<T, Beta>> = true;

/** syrk / herk (RankKProblems) and syr2k / her2k (Rank2KProblems, with B): one set of checks,
 *  each argument read once (they run per problem). */
template <typename T, class P>
int64_t check_rank_k_update(P const& p, Index at)
{
    if (!p.uplo.given() || !valid_uplo(p.uplo(at))) return -P::uplo_pos;
    if (!p.trans.given() || !valid_rank_k_op<T>(p.trans(at), p.hermitian)) return -P::trans_pos;
    if (int64_t const code = check_sizes_and_alpha(p, at, p.n, P::n_pos, p.k, P::k_pos))
        return code;
    int64_t const n = p.n(at), k = p.k(at);
    bool const notrans = p.trans(at) == int(Op::NoTrans);
    int64_t const ld_needed = notrans ? min_ld(p.layout, n, k) : min_ld(p.layout, k, n);
    bool const reads_operands = n > 0 && k > 0 && !is_zero(p.alpha(at));
    if (reads_operands && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < ld_needed) return -P::lda_pos;
    if constexpr (is_rank_2k<P>) {
        if (reads_operands && missing(p.B, at)) return -P::B_pos;
        if (!p.ldb.given() || p.ldb(at) < ld_needed) return -P::ldb_pos;
    }
    if (!p.beta.given()) return -P::beta_pos;
    if (n > 0 && missing(p.C, at)) return -P::C_pos;
    if (!p.ldc.given() || p.ldc(at) < std::max<int64_t>(1, n)) return -P::ldc_pos;
    return 0;
}

template <typename T, typename Scalar>
int64_t check_problem(RankKProblems<T, Scalar> const& p, Index at)
{
    return check_rank_k_update<T>(p, at);
}

template <typename T, typename Beta>
int64_t check_problem(Rank2KProblems<T, Beta> const& p, Index at)
{
    return check_rank_k_update<T>(p, at);
}

template <typename T>
int64_t check_problem(TriangularProblems<T> const& p, Index at)
{
    using P = TriangularProblems<T>;
    if (!p.side.given() || !valid_side(p.side(at))) return -P::side_pos;
    if (int64_t const code = check_triangle_options(p, at)) return code;
    if (int64_t const code = check_sizes_and_alpha(p, at, p.m, P::m_pos, p.n, P::n_pos))
        return code;
    int64_t const m = p.m(at), n = p.n(at);
    int64_t const ka = p.side(at) == int(Side::Left) ? m : n;
    if (m > 0 && n > 0 && !is_zero(p.alpha(at)) && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < std::max<int64_t>(1, ka)) return -P::lda_pos;
    if (m > 0 && n > 0 && missing(p.B, at)) return -P::B_pos;
    if (!p.ldb.given() || p.ldb(at) < min_ld(p.layout, m, n)) return -P::ldb_pos;
    return 0;
}

/** Level 1 routines have no layout argument; every other routine has it first. */
template <class Problems, class = void>
struct has_layout : std::false_type {
};
template <class Problems>
struct has_layout<Problems, std::void_t<decltype(Problems::layout_pos)>> : std::true_type {
};
template <class Problems>
inline constexpr bool has_layout_v = has_layout<Problems>::value;

template <class Problems>
int layout_of(Problems const& p)
{
    if constexpr (has_layout_v<Problems>)
        return p.layout;
    else
        return int(Layout::ColMajor);
}

/**
 * The C API's call-level checks: the info mode, layout, group_count and group_sizes (each >= 0,
 * their sum within int64_t); info is not null (api/dispatch.hh handles that case). On failure
 * info[0] = -a and nothing else is read or written. Returns the mode, or nothing on failure.
 */
template <class Problems>
bool check_call(Problems const& p, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    // In argument order, so that the code names the first invalid argument.
    int64_t code = 0;
    if (has_layout_v<Problems> && !valid_layout(layout_of(p)))
        code = -1;
    else if (group_count < 0)
        code = -Problems::group_count_pos;
    else if (group_count > 0 && group_sizes == nullptr)
        code = -Problems::group_sizes_pos;
    // A negative size, or sizes whose sum batch_count does not fit in int64_t (it would wrap
    // to a small count that every later pass trusts).
    else if (int64_t batch_count = 0; !checked_sum(
                 group_count, [&](int64_t g) { return group_sizes[g]; }, batch_count))
        code = -Problems::group_sizes_pos;
    else if (info[0] < int64_t(Report::All) || info[0] > int64_t(Report::None))
        code = -Problems::info_pos;
    if (code != 0) {
        info[0] = code;
        return false;
    }
    return true;
}

// ------------------------------------------------------------------------------------------------
// Level 1 and Level 2

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
