// SPDX-License-Identifier: BSD-3-Clause
/**
 * Running check_problem over a batch fast: the shortcut for groups whose arguments come once
 * per group (a scan of the pointer arrays stands for the checks of later problems), and the
 * checking passes that cut a batch into ranges, one per thread when it is large, and merge
 * their findings in range order so that the codes never depend on the cut.
 */
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/check.hh"
#include "core/plan.hh"

namespace batchblas::core {

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

inline bool per_group(Spread s)
{
    return s != Spread::PerProblem;
}

template <typename T>
bool arguments_per_group(GemmProblems<T> const& p)
{
    return per_group(p.transA.spread()) && per_group(p.transB.spread()) &&
           per_group(p.m.spread()) && per_group(p.n.spread()) && per_group(p.k.spread()) &&
           per_group(p.alpha.spread()) && per_group(p.lda.spread()) && per_group(p.ldb.spread()) &&
           per_group(p.beta.spread()) && per_group(p.ldc.spread());
}

template <typename T>
bool arguments_per_group(TriangularProblems<T> const& p)
{
    return per_group(p.side.spread()) && per_group(p.uplo.spread()) &&
           per_group(p.trans.spread()) && per_group(p.diag.spread()) && per_group(p.m.spread()) &&
           per_group(p.n.spread()) && per_group(p.alpha.spread()) && per_group(p.lda.spread()) &&
           per_group(p.ldb.spread());
}

/**
 * The pointer array to scan for problems first .. first + count - 1 of `matrices`, or null when
 * its form answers at once: then `count` is capped (to 0 when the matrices are not set).
 */
template <class M>
auto array_to_scan(M const& matrices, int64_t first, int64_t& count) -> decltype(matrices.array())
{
    if (!matrices.given())
        count = 0;
    else if (matrices.is_strided())
        count = matrices.base() != nullptr ? count : 0;
    else if (matrices.spread() == Spread::One)
        count = matrices.array()[0] != nullptr ? count : 0;
    else
        return matrices.array() + first;
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

/** scan(std::integral_constant<int, mask>{}): the runtime mask as a compile-time one, so that
 *  each combination of arrays gets a scan of its own. */
template <int... Masks, class Scan>
int64_t scan_with_mask(int mask, std::integer_sequence<int, Masks...>, Scan const& scan)
{
    int64_t run = 0;
    (void)((mask == Masks && (run = scan(std::integral_constant<int, Masks>{}), true)) || ...);
    return run;
}

/** How many problems from `first` on (at most count) have every one of `matrices` set. */
template <class MA, class MB, class MC>
int64_t matrices_set_run_of(int64_t first, int64_t count, MA const& ma, MB const& mb, MC const& mc)
{
    auto const* a = array_to_scan(ma, first, count);
    auto const* b = array_to_scan(mb, first, count);
    auto const* c = array_to_scan(mc, first, count);
    if (count == 0) return 0;
    int const mask = (a != nullptr ? 4 : 0) | (b != nullptr ? 2 : 0) | (c != nullptr ? 1 : 0);
    if (mask == 0) return count;  // no pointer array: every form answered at once
    return scan_with_mask(mask, std::make_integer_sequence<int, 8>{}, [&](auto m) {
        return nonnull_run<decltype(m)::value>(a, b, c, count);
    });
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
            return passes_with(
                at, [g = at.group](auto const& param) { return param.value_of_group(g); });
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
[[gnu::always_inline]] inline void check_group(P const& p, ProblemChecker<P> const& check,
                                               int64_t g, int64_t first, int64_t size, bool uniform,
                                               OnCode&& on_code, OnValidRun&& on_valid_run)
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

}  // namespace batchblas::core
