// SPDX-License-Identifier: BSD-3-Clause
/**
 * Argument checking and info reporting, once for every front end.
 *
 * check_problem(batch, at) returns 0 or -a, a the position of the first invalid argument of
 * problem `at` (API.md section 1). The reporting functions run it over the batch and write the
 * result the way the caller asked: the C API's four info[0] modes, or the C++ API's info vector
 * of size 0, 1 or batch_count.
 */
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "batchblas.h"
#include "core/plan.hh"
#include "core/problems.hh"

namespace batchblas::core {

/** info[0] on entry. */
enum class Report : int64_t { All = 0, Group = 1, Any = 2, None = 3 };

inline bool valid_layout(int layout)
{
    return layout == int(Layout::RowMajor) || layout == int(Layout::ColMajor);
}
inline bool valid_side(int side) { return side == int(Side::Left) || side == int(Side::Right); }
inline bool valid_uplo(int uplo) { return uplo == int(Uplo::Upper) || uplo == int(Uplo::Lower); }
inline bool valid_diag(int diag) { return diag == int(Diag::NonUnit) || diag == int(Diag::Unit); }
inline bool valid_op(int op)
{
    return op == int(Op::NoTrans) || op == int(Op::Trans) || op == int(Op::ConjTrans);
}
/** syrk / syr2k: complex types forbid ConjTrans. herk / her2k: complex types forbid Trans. */
template <typename T>
bool valid_rank_k_op(int op, bool hermitian)
{
    if (!valid_op(op)) return false;
    if constexpr (is_complex_v<T>)
        return op == int(Op::NoTrans) || op == int(hermitian ? Op::ConjTrans : Op::Trans);
    return true;
}

/** Whether a scalar is zero (a binary16 scalar by its bits: +0 and -0). */
template <typename T>
bool is_zero(T const& x)
{
    return x == T(0);
}
inline bool is_zero(bblas_half const& x) { return (x.bits & 0x7fffu) == 0; }

/** The leading dimension a rows x cols matrix needs in the given layout. */
inline int64_t min_ld(int layout, int64_t rows, int64_t cols)
{
    return std::max<int64_t>(1, layout == int(Layout::ColMajor) ? rows : cols);
}

/** A matrix argument the operation references must have its pointer array and pointer. */
template <typename M>
bool missing(M const& matrices, Index at)
{
    return !matrices.given() || matrices(at) == nullptr;
}

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

template <typename T>
int64_t check_problem(SymmProblems<T> const& p, Index at)
{
    using P = SymmProblems<T>;
    if (!p.side.given() || !valid_side(p.side(at))) return -P::side_pos;
    if (!p.uplo.given() || !valid_uplo(p.uplo(at))) return -P::uplo_pos;
    if (!p.m.given() || p.m(at) < 0) return -P::m_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
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

template <typename T, typename Scalar>
int64_t check_problem(RankKProblems<T, Scalar> const& p, Index at)
{
    using P = RankKProblems<T, Scalar>;
    if (!p.uplo.given() || !valid_uplo(p.uplo(at))) return -P::uplo_pos;
    if (!p.trans.given() || !valid_rank_k_op<T>(p.trans(at), p.hermitian)) return -P::trans_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.k.given() || p.k(at) < 0) return -P::k_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
    int64_t const n = p.n(at), k = p.k(at);
    bool const notrans = p.trans(at) == int(Op::NoTrans);
    if (n > 0 && k > 0 && !is_zero(p.alpha(at)) && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < (notrans ? min_ld(p.layout, n, k) : min_ld(p.layout, k, n)))
        return -P::lda_pos;
    if (!p.beta.given()) return -P::beta_pos;
    if (n > 0 && missing(p.C, at)) return -P::C_pos;
    if (!p.ldc.given() || p.ldc(at) < std::max<int64_t>(1, n)) return -P::ldc_pos;
    return 0;
}

template <typename T, typename Beta>
int64_t check_problem(Rank2KProblems<T, Beta> const& p, Index at)
{
    using P = Rank2KProblems<T, Beta>;
    if (!p.uplo.given() || !valid_uplo(p.uplo(at))) return -P::uplo_pos;
    if (!p.trans.given() || !valid_rank_k_op<T>(p.trans(at), p.hermitian)) return -P::trans_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.k.given() || p.k(at) < 0) return -P::k_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
    int64_t const n = p.n(at), k = p.k(at);
    bool const notrans = p.trans(at) == int(Op::NoTrans);
    int64_t const ld_needed = notrans ? min_ld(p.layout, n, k) : min_ld(p.layout, k, n);
    bool const reads_ab = n > 0 && k > 0 && !is_zero(p.alpha(at));
    if (reads_ab && missing(p.A, at)) return -P::A_pos;
    if (!p.lda.given() || p.lda(at) < ld_needed) return -P::lda_pos;
    if (reads_ab && missing(p.B, at)) return -P::B_pos;
    if (!p.ldb.given() || p.ldb(at) < ld_needed) return -P::ldb_pos;
    if (!p.beta.given()) return -P::beta_pos;
    if (n > 0 && missing(p.C, at)) return -P::C_pos;
    if (!p.ldc.given() || p.ldc(at) < std::max<int64_t>(1, n)) return -P::ldc_pos;
    return 0;
}

template <typename T>
int64_t check_problem(TriangularProblems<T> const& p, Index at)
{
    using P = TriangularProblems<T>;
    if (!p.side.given() || !valid_side(p.side(at))) return -P::side_pos;
    if (!p.uplo.given() || !valid_uplo(p.uplo(at))) return -P::uplo_pos;
    if (!p.trans.given() || !valid_op(p.trans(at))) return -P::trans_pos;
    if (!p.diag.given() || !valid_diag(p.diag(at))) return -P::diag_pos;
    if (!p.m.given() || p.m(at) < 0) return -P::m_pos;
    if (!p.n.given() || p.n(at) < 0) return -P::n_pos;
    if (!p.alpha.given()) return -P::alpha_pos;
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
struct has_layout : std::false_type {};
template <class Problems>
struct has_layout<Problems, std::void_t<decltype(Problems::layout_pos)>> : std::true_type {};
template <class Problems>
inline constexpr bool has_layout_v = has_layout<Problems>::value;

template <class Problems>
int layout_of(Problems const& p)
{
    if constexpr (has_layout_v<Problems>) return p.layout;
    else return int(Layout::ColMajor);
}

/**
 * The C API's call-level checks: the info mode, layout, group_count and group_sizes. On failure
 * info[0] = -a and nothing else is read or written. Returns the mode, or nothing on failure.
 */
template <class Problems>
bool check_call(Problems const& p, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    if (info == nullptr) return false;  // nowhere to report: touch nothing
    // In argument order, so that the code names the first invalid argument.
    int64_t code = 0;
    if (has_layout_v<Problems> && !valid_layout(layout_of(p))) code = -1;
    else if (group_count < 0) code = -Problems::group_count_pos;
    else if (group_count > 0 && group_sizes == nullptr) code = -Problems::group_sizes_pos;
    else if (std::any_of(group_sizes, group_sizes + group_count, [](int64_t s) { return s < 0; }))
        code = -Problems::group_sizes_pos;
    else if (info[0] < int64_t(Report::All) || info[0] > int64_t(Report::None))
        code = -Problems::info_pos;
    if (code != 0) {
        info[0] = code;
        return false;
    }
    return true;
}

// ------------------------------------------------------------------------ checking shortcut
//
// A check_problem per problem costs as much as a tiny problem's arithmetic. Within a group whose
// arguments other than the matrices are all given once per group (the C API's groups, C++
// vectors of size 1), problems differ only in their matrix pointers: once a problem of the group
// has passed, a later one whose pointers are all set passes too, and a scan of the pointer
// arrays (matrices_set_run) stands for its checks. Routines opt in with arguments_per_group and
// matrices_set_run; for the others every problem goes through check_problem.

template <class P>
bool arguments_per_group(P const&)
{
    return false;
}

inline bool per_group(Spread s) { return s != Spread::PerProblem; }

template <typename T>
bool arguments_per_group(GemmProblems<T> const& p)
{
    return per_group(p.transA.spread()) && per_group(p.transB.spread()) &&
           per_group(p.m.spread()) && per_group(p.n.spread()) && per_group(p.k.spread()) &&
           per_group(p.alpha.spread()) && per_group(p.lda.spread()) &&
           per_group(p.ldb.spread()) && per_group(p.beta.spread()) && per_group(p.ldc.spread());
}

template <typename T>
bool arguments_per_group(TriangularProblems<T> const& p)
{
    return per_group(p.side.spread()) && per_group(p.uplo.spread()) &&
           per_group(p.trans.spread()) && per_group(p.diag.spread()) &&
           per_group(p.m.spread()) && per_group(p.n.spread()) && per_group(p.alpha.spread()) &&
           per_group(p.lda.spread()) && per_group(p.ldb.spread());
}

/**
 * The pointer array to scan for problems first .. first + count - 1 of `matrices`, or null when
 * its form answers at once: then `count` is capped (to 0 when the matrices are not set).
 */
template <class M>
auto array_to_scan(M const& matrices, int64_t first, int64_t& count)
    -> decltype(matrices.array())
{
    if (!matrices.given()) count = 0;
    else if (matrices.is_strided()) count = matrices.base() != nullptr ? count : 0;
    else if (matrices.spread() == Spread::One) count = matrices.array()[0] != nullptr ? count : 0;
    else return matrices.array() + first;
    return nullptr;
}

/** How many entries from the start (at most count) of the pointer arrays a, b, c that the bits
 *  4, 2, 1 of Scan name (the others are null) are all non-null: eight at a time without a
 *  branch each, since this scan stands for a tiny problem's checks. */
template <int Scan, typename P, typename Q, typename R>
int64_t nonnull_run(P const* a, Q const* b, R const* c, int64_t count)
{
    auto null_at = [&](int64_t i) {
        return ((Scan & 4) != 0 && a[i] == nullptr) | ((Scan & 2) != 0 && b[i] == nullptr) |
               ((Scan & 1) != 0 && c[i] == nullptr);
    };
    int64_t i = 0;
    for (; i + 8 <= count; i += 8) {
        bool null = false;
        for (int k = 0; k < 8; ++k) null |= null_at(i + k);
        if (null) break;
    }
    while (i < count && !null_at(i)) ++i;
    return i;
}

/** How many problems from `first` on (at most count) have every one of `matrices` set. */
template <class MA, class MB, class MC>
int64_t matrices_set_run_of(int64_t first, int64_t count, MA const& ma, MB const& mb,
                            MC const& mc)
{
    auto const* a = array_to_scan(ma, first, count);
    auto const* b = array_to_scan(mb, first, count);
    auto const* c = array_to_scan(mc, first, count);
    if (count == 0) return 0;
    auto scan = [&](auto mask) { return nonnull_run<decltype(mask)::value>(a, b, c, count); };
    switch ((a != nullptr ? 4 : 0) | (b != nullptr ? 2 : 0) | (c != nullptr ? 1 : 0)) {
        case 1: return scan(std::integral_constant<int, 1>{});
        case 2: return scan(std::integral_constant<int, 2>{});
        case 3: return scan(std::integral_constant<int, 3>{});
        case 4: return scan(std::integral_constant<int, 4>{});
        case 5: return scan(std::integral_constant<int, 5>{});
        case 6: return scan(std::integral_constant<int, 6>{});
        case 7: return scan(std::integral_constant<int, 7>{});
        default: return count;  // no pointer array: every form answered at once
    }
}

/** With every argument but the matrices given per group: how many problems from `first` on
 *  (at most count, all of one group) have every matrix set. 0 for the other batches. */
template <class P>
int64_t matrices_set_run(P const&, int64_t, int64_t)
{
    return 0;
}
template <typename T>
int64_t matrices_set_run(GemmProblems<T> const& p, int64_t first, int64_t count)
{
    return matrices_set_run_of(first, count, p.A, p.B, p.C);
}
template <typename T>
int64_t matrices_set_run(TriangularProblems<T> const& p, int64_t first, int64_t count)
{
    return matrices_set_run_of(first, count, p.A, p.B, p.B);  // B twice: no third matrix
}

/**
 * check_problem(p, at) over a batch, set up once per pass. For gemm batches whose scalar
 * arguments all come one per group as stored (the C API's group form; variable sizes are a
 * group per problem), the checks read each value with one load instead of through the view's
 * spread and width: the same checks, about half the instructions of a tiny problem's check.
 */
template <class P>
struct ProblemChecker {
    explicit ProblemChecker(P const& problems) : p(problems) {}
    int64_t operator()(Index at) const { return check_problem(p, at); }
    /** No shortcut for one-problem groups (see the gemm checker's). */
    bool passes(Index) const { return false; }
    int64_t passing_groups_of_one(int64_t, int64_t, int64_t) const { return 0; }
    P const& p;
};

/** Whether every scalar argument of a gemm batch comes one per group as stored, so that
 *  Param::value_of_group reads it (the C API's group form). */
template <typename T>
bool scalars_per_group_as_stored(GemmProblems<T> const& p)
{
    return p.transA.per_group_as_stored() && p.transB.per_group_as_stored() &&
           p.m.per_group_as_stored() && p.n.per_group_as_stored() && p.k.per_group_as_stored() &&
           p.alpha.per_group_as_stored() && p.lda.per_group_as_stored() &&
           p.ldb.per_group_as_stored() && p.beta.per_group_as_stored() &&
           p.ldc.per_group_as_stored();
}

template <typename T>
struct ProblemChecker<GemmProblems<T>> {
    explicit ProblemChecker(GemmProblems<T> const& problems)
        : p(problems),
          per_group(scalars_per_group_as_stored(problems)),
          pointer_arrays(per_problem_array(problems.A) && per_problem_array(problems.B) &&
                         per_problem_array(problems.C)),
          all_given(problems.transA.given() && problems.transB.given() && problems.m.given() &&
                    problems.n.given() && problems.k.given() && problems.alpha.given() &&
                    problems.lda.given() && problems.ldb.given() && problems.beta.given() &&
                    problems.ldc.given())
    {
    }
    int64_t operator()(Index at) const
    {
        if (!per_group) return check_problem(p, at);
        return check_gemm(p, at,
                          [g = at.group](auto const& param) { return param.value_of_group(g); });
    }

    /**
     * Whether problem `at` passes every check (operator() would give 0); false also when this
     * batch's form has no such shortcut. The same checks as check_gemm's, combined without a
     * branch each, for the batches of every problem its own size, where the checks cost about
     * what the tiny problems do: one-problem groups read from the per-group arrays, or
     * arguments of their own read through the view; operator() names a failure.
     */
    bool passes(Index at) const
    {
        if (!pointer_arrays) return false;
        if (per_group)
            return passes_with(at, [g = at.group](auto const& param) {
                return param.value_of_group(g);
            });
        if (!all_given) return false;
        return passes_with(at, [at](auto const& param) { return param(at); });
    }

    /**
     * How many one-problem groups from group g (problem `at`) on, at most `limit` of them, pass
     * every check: passes() over a run, for the C API's variable sizes, with the arrays'
     * addresses in registers (a call of passes() a problem reloaded them, about a third of the
     * cost of a problem of sizes up to 8). 0 where passes() has no shortcut.
     */
    int64_t passing_groups_of_one(int64_t g, int64_t at, int64_t limit) const
    {
        if (!pointer_arrays) return 0;
        if (!per_group) {
            int64_t run = 0;
            while (run < limit && p.groups.size(g + run) == 1 && passes(Index{g + run, at + run}))
                ++run;
            return run;
        }
        Groups const groups = p.groups;
        int const* const ta = p.transA.group_values();
        int const* const tb = p.transB.group_values();
        int64_t const* const m = p.m.group_values();
        int64_t const* const n = p.n.group_values();
        int64_t const* const k = p.k.group_values();
        T const* const alpha = p.alpha.group_values();
        int64_t const* const lda = p.lda.group_values();
        int64_t const* const ldb = p.ldb.group_values();
        int64_t const* const ldc = p.ldc.group_values();
        T const* const* const a = p.A.array() + at;
        T const* const* const b = p.B.array() + at;
        T* const* const c = p.C.array() + at;
        bool const col = p.layout == int(Layout::ColMajor);
        int64_t run = 0;
        for (; run < limit; ++run) {
            int64_t const q = g + run;
            bool const ok = passes_values(col, ta[q], tb[q], m[q], n[q], k[q], alpha[q], lda[q],
                                          ldb[q], ldc[q], a[run], b[run], c[run]);
            if (!ok | (groups.size(q) != 1)) break;
        }
        return run;
    }

    // A copy, not a reference: the stores of the codes into info (int64_t) could alias the view's
    // fields through a reference, which made every problem's check reload them.
    GemmProblems<T> const p;
    bool per_group, pointer_arrays, all_given;

private:
    template <typename Value>
    bool passes_with(Index at, Value const& value) const
    {
        return passes_values(p.layout == int(Layout::ColMajor), value(p.transA), value(p.transB),
                             value(p.m), value(p.n), value(p.k), value(p.alpha), value(p.lda),
                             value(p.ldb), value(p.ldc), p.A.array()[at.problem],
                             p.B.array()[at.problem], p.C.array()[at.problem]);
    }

    /** check_gemm's checks of one problem's values, combined without a branch each. */
    [[gnu::always_inline]] static bool passes_values(bool col, int ta, int tb, int64_t m, int64_t n,
                                                     int64_t k, T alpha, int64_t lda, int64_t ldb,
                                                     int64_t ldc, T const* a, T const* b,
                                                     T const* c)
    {
        bool const nta = ta == int(Op::NoTrans), ntb = tb == int(Op::NoTrans);
        // Leading dimensions: rows (column-major) or columns (row-major) of the stored matrix.
        int64_t const need_a = std::max<int64_t>(1, nta == col ? m : k);
        int64_t const need_b = std::max<int64_t>(1, ntb == col ? k : n);
        int64_t const need_c = std::max<int64_t>(1, col ? m : n);
        bool const skips_c = (m == 0) | (n == 0);
        bool const skips_ab = skips_c | (k == 0) | is_zero(alpha);
        bool const ab_set = (a != nullptr) & (b != nullptr);
        bool const c_set = c != nullptr;
        // In unsigned arithmetic: an option can be any int (INT_MIN - 111 would overflow).
        return (unsigned(ta) - unsigned(Op::NoTrans) <= 2u) &
               (unsigned(tb) - unsigned(Op::NoTrans) <= 2u) & ((m | n | k) >= 0) & (lda >= need_a) &
               (ldb >= need_b) & (ldc >= need_c) & (skips_ab | ab_set) & (skips_c | c_set);
    }

    template <class M>
    static bool per_problem_array(M const& matrices)
    {
        return !matrices.is_strided() && matrices.array() != nullptr &&
               matrices.spread() == Spread::PerProblem;
    }
};

/**
 * Checks the problems of group g from global index `first` on (size of them) and calls
 * on_code(problem, code) for each, or on_valid_run(problem, count) for runs of problems known
 * valid without a look at each (uniform: arguments per group, and a problem of the group
 * passed). on_code returns false to stop.
 */
template <class P, typename OnCode, typename OnValidRun>
[[gnu::always_inline]] inline void check_group(P const& p, ProblemChecker<P> const& check, int64_t g, int64_t first,
                 int64_t size, bool uniform, OnCode&& on_code, OnValidRun&& on_valid_run)
{
    bool group_ok = false;  // some problem of this group passed
    for (int64_t j = 0; j < size;) {
        if (uniform && group_ok) {
            int64_t const run = matrices_set_run(p, first + j, size - j);
            if (run > 0) {
                on_valid_run(first + j, run);
                j += run;
                continue;
            }
        }
        if (!uniform && check.passes(Index{g, first + j})) {  // arguments of its own
            group_ok = true;
            on_code(first + j, 0);
            ++j;
            continue;
        }
        int64_t const code = check(Index{g, first + j});
        group_ok = group_ok || code == 0;
        if (!on_code(first + j, code)) return;
        ++j;
    }
}


// -------------------------------------------------------------------------- checking passes
//
// A batch's problems are checked in ranges of consecutive problems, one range per thread when the
// batch is large (a tiny problem's check costs about as much as its arithmetic, so a serial check
// would halve the speed of two threads). Each range notes what it found; the reporters merge the
// notes in range order, so the codes do not depend on how the batch was cut.

/** How a checking pass runs: in one range on the calling thread (the CUDA front ends; tests pass
 *  checkers that cut the batch into many ranges but run them in turn). */
struct SerialChecking {
    int64_t ranges(int64_t /*problems*/, int64_t /*full_checks*/) const { return 1; }
    template <typename Body>
    void run(int64_t ranges, Body&& body) const
    {
        for (int64_t r = 0; r < ranges; ++r) body(r);
    }
};

/** What a range of problems [begin, end) holds: its first failure and its lowest-numbered
 *  argument error. With group codes asked for, the range has written info[1 + g] itself for the
 *  groups that start in it; `carried` is the first failure of the group it started inside. */
struct RangeFindings {
    int64_t first_group = -1;                      ///< group of the first failing problem
    int64_t first_problem = -1, first_code = 0;    ///< the first failing problem
    int64_t worst_problem = -1, worst_code = 0;    ///< the first of the codes closest to zero
    int64_t carried_group = -1, carried_code = 0;  ///< group begun in an earlier range
};

/**
 * Checks every problem of `p` in the ranges `checking` chooses, then calls merge(findings) for
 * each range in order. codes (when not null) receives problem i's code at codes[i];
 * group_codes (when not null, zero-filled by the caller) receives at group_codes[g] the code of
 * group g's first failing problem; stop_at_first ends each range at its first failure. One
 * range (small batches, one thread, the CUDA front ends) allocates nothing.
 */
template <class P, class Checking, class Merge>
void check_ranges(P const& p, Checking const& checking, int64_t* codes, int64_t* group_codes,
                  bool stop_at_first, Merge&& merge)
{
    bool const uniform = arguments_per_group(p);
    ProblemChecker<P> const check(p);
    int64_t const group_count = p.groups.count();
    int64_t problems = 0;
    for (int64_t g = 0; g < group_count; ++g) problems += p.groups.size(g);
    // A uniform group checks its first problem in full and scans the pointers of the others.
    int64_t const full_checks = uniform ? group_count : problems;
    int64_t const ranges =
        std::max<int64_t>(1, std::min(checking.ranges(problems, full_checks), problems));
    // Problems [begin, end), starting in group g whose first problem is group_start.
    auto check_range = [&](RangeFindings& found, int64_t begin, int64_t end, int64_t g,
                           int64_t group_start) {
        bool stop = false;
        for (int64_t at = begin; at < end && !stop; group_start += p.groups.size(g), ++g) {
            // One-problem groups that pass: variable sizes' common case, without the bookkeeping.
            int64_t const run = check.passing_groups_of_one(g, at, end - at);
            if (codes != nullptr) std::fill(codes + at, codes + at + run, int64_t(0));
            at += run;
            g += run;
            group_start += run;
            if (at == end) break;
            int64_t const group_end = std::min(end, group_start + p.groups.size(g));
            if (group_end == at) continue;  // an empty group
            bool const carried = group_start < begin;
            int64_t group_code = 0;
            check_group(
                p, check, g, at, group_end - at, uniform,
                [&](int64_t problem, int64_t code) {
                    if (codes != nullptr) codes[problem] = code;
                    if (code == 0) return true;
                    if (group_code == 0) group_code = code;
                    if (found.first_code == 0) {
                        found.first_group = g;
                        found.first_problem = problem;
                        found.first_code = code;
                    }
                    if (found.worst_code == 0 || code > found.worst_code) {
                        found.worst_problem = problem;
                        found.worst_code = code;
                    }
                    stop = stop_at_first;
                    return !stop;
                },
                [&](int64_t problem, int64_t count) {
                    if (codes != nullptr) std::fill(codes + problem, codes + problem + count, 0);
                });
            if (group_codes != nullptr && group_code != 0) {
                if (carried) {
                    found.carried_group = g;
                    found.carried_code = group_code;
                }
                else {
                    group_codes[g] = group_code;
                }
            }
            at = group_end;
        }
    };
    if (ranges == 1) {
        RangeFindings found;
        check_range(found, 0, problems, 0, 0);
        merge(found);
        return;
    }
    std::vector<int64_t> starts(size_t(group_count) + 1, 0);  // first problem of each group
    for (int64_t g = 0; g < group_count; ++g)
        starts[size_t(g) + 1] = starts[size_t(g)] + p.groups.size(g);
    std::vector<RangeFindings> findings(static_cast<size_t>(ranges));
    checking.run(ranges, [&](int64_t r) {
        auto const [begin, end] = range_bounds(problems, ranges, r);
        // The group holding problem `begin`: the last start at or before it (empty groups share
        // their start with the next group, and upper_bound steps past them).
        auto const g =
            int64_t(std::upper_bound(starts.begin(), starts.end(), begin) - starts.begin()) - 1;
        check_range(findings[size_t(r)], begin, end, g, starts[size_t(g)]);
    });
    for (RangeFindings const& found : findings) merge(found);
}

/**
 * Checks every problem and reports in the C API mode held in info[0] (already validated by
 * check_call). Returns true when every problem is valid, so the batch may be computed.
 * ReportNone checks nothing and sets info[0] = 0.
 */
template <class Problems, class Checking = SerialChecking>
bool check_and_report(Problems const& p, int64_t* info, Checking const& checking = {})
{
    auto const mode = Report(info[0]);
    info[0] = 0;
    if (mode == Report::None) return true;
    int64_t* group_codes = nullptr;
    if (mode == Report::Group) {
        group_codes = info + 1;
        std::fill(group_codes, group_codes + p.groups.count(), 0);
    }
    int64_t first_failing_group = -1;
    check_ranges(p, checking, mode == Report::All ? info + 1 : nullptr, group_codes,
                 mode == Report::Any, [&](RangeFindings const& found) {
                     if (found.first_code != 0 && first_failing_group < 0)
                         first_failing_group = found.first_group;
                     // A group cut by a range boundary: its first failure is in the earliest
                     // range that has one.
                     if (found.carried_code != 0 && group_codes[found.carried_group] == 0)
                         group_codes[found.carried_group] = found.carried_code;
                 });
    info[0] = first_failing_group + 1;
    return first_failing_group < 0;
}

/**
 * Reports numerical failures (positive LAPACK codes, codes[i] for problem i) in the C API mode
 * `mode`, after the batch ran. ReportAll: info[1 + i] already holds them when codes == info + 1.
 */
inline void report_numerical(Groups const& groups, int64_t const* codes, Report mode, int64_t* info)
{
    if (mode == Report::None) return;
    info[0] = 0;
    int64_t problem = 0;
    for (int64_t g = 0; g < groups.count(); ++g) {
        int64_t group_code = 0;
        for (int64_t j = 0; j < groups.size(g); ++j, ++problem) {
            if (mode == Report::All) info[1 + problem] = codes[problem];
            if (group_code == 0) group_code = codes[problem];
        }
        if (mode == Report::Group) info[1 + g] = group_code;
        if (group_code != 0 && info[0] == 0) info[0] = g + 1;
    }
}

/** The C++ API's message for problem `problem`'s code. */
template <class Problems>
std::string error_message(Problems const& p, int64_t code, int64_t problem)
{
    return std::string("batchblas::") + p.name + ": invalid argument '" +
           Problems::argument_names[-code] + "' (position " + std::to_string(-code) +
           ") in problem " + std::to_string(problem);
}

/**
 * The C++ API's checking. info.size() == 0: none. Size 1: info[0] = the lowest-numbered invalid
 * argument of any problem as -a. Size batch_count: info[i] = problem i's code. Throws Error when
 * any argument is invalid (nothing has been computed then). Returns normally when all is valid.
 */
template <class Problems, class Checking = SerialChecking>
void check_and_throw(Problems const& p, std::vector<int64_t>& info, int64_t batch_count,
                     Checking const& checking = {})
{
    if (info.empty()) return;
    bool const per_problem = int64_t(info.size()) == batch_count && batch_count != 1;
    if (!per_problem && info.size() != 1)
        throw Error(std::string("batchblas::") + p.name + ": info has size " +
                    std::to_string(info.size()) + ", expected 0, 1 or batch_count");
    int64_t worst = 0, worst_problem = -1;
    int64_t first = 0, first_problem = -1;
    if (has_layout_v<Problems> && !valid_layout(layout_of(p))) {
        worst = first = -1;
        worst_problem = first_problem = 0;
        if (per_problem) std::fill(info.begin(), info.end(), worst);
    }
    else {
        check_ranges(p, checking, per_problem ? info.data() : nullptr, nullptr, false,
                     [&](RangeFindings const& found) {
                         if (found.first_code != 0 && first == 0) {
                             first = found.first_code;
                             first_problem = found.first_problem;
                         }
                         if (found.worst_code != 0 && (worst == 0 || found.worst_code > worst)) {
                             worst = found.worst_code;
                             worst_problem = found.worst_problem;
                         }
                     });
    }
    if (!per_problem) info[0] = worst;
    if (worst != 0) {
        if (per_problem) throw Error(error_message(p, first, first_problem));
        throw Error(error_message(p, worst, worst_problem));
    }
}

}  // namespace batchblas::core
