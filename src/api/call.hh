// SPDX-License-Identifier: BSD-3-Clause
/**
 * What every front end does with a batch view once it has built it: check, report, compute.
 * Front ends differ only in how they build the view and how they want errors reported.
 */
#pragma once

#include <cstdint>
#include <type_traits>
#include <vector>

#include "core/check.hh"
#include "cpu/drivers/batch.hh"
#include "cpu/drivers/parallel.hh"

namespace batchblas::api {

/** Options arrive as C enumerations or C++ enum classes; the view reads both as int. */
template <typename Enum>
int const* as_int(Enum const* options)
{
    static_assert(sizeof(Enum) == sizeof(int), "options must be int-sized enumerations");
    return reinterpret_cast<int const*>(options);
}

/** LAPACK batches declare `static constexpr bool reports_numerical = true`. */
template <class Problems, class = void>
struct reports_numerical : std::false_type {};
template <class Problems>
struct reports_numerical<Problems, std::void_t<decltype(Problems::reports_numerical)>>
    : std::bool_constant<Problems::reports_numerical> {};
template <class Problems>
inline constexpr bool reports_numerical_v = reports_numerical<Problems>::value;

/**
 * The C API: call-level checks, per-problem checks reported in info[0]'s mode, then the batch.
 * No exception leaves: a failure to allocate (the checking pass's notes, the plan, a workspace)
 * sets info[0] to minus the position of info and leaves the outputs untouched by the problems
 * not yet computed.
 */
template <class Problems>
void call_c(Problems const& p, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    if (!core::check_call(p, group_count, group_sizes, info)) return;
    auto const mode = core::Report(info[0]);
    try {
        if (!core::check_and_report(p, info, cpu::ParallelChecking{})) return;
        if constexpr (reports_numerical_v<Problems>) {
            // Numerical codes go straight into info when it has a slot per problem.
            int64_t batch_count = 0;
            for (int64_t g = 0; g < group_count; ++g) batch_count += group_sizes[g];
            std::vector<int64_t> scratch;
            int64_t* codes = info + 1;
            if (mode != core::Report::All) {
                scratch.assign(size_t(batch_count), 0);
                codes = scratch.data();
            }
            cpu::run(p, codes);
            core::report_numerical(p.groups, codes, mode, info);
        }
        else {
            cpu::run(p);
        }
    }
    catch (...) {
        // Out of memory for the checking pass, the plan or a workspace: report it rather than
        // let it cross into C.
        info[0] = -Problems::info_pos;
    }
}

/**
 * The C++ API: info of size 0 (no checks), 1 or batch_count; throws Error, then computes.
 * LAPACK routines write their numerical codes into info when it has batch_count entries.
 */
template <class Problems>
void call_cxx(Problems const& p, std::vector<int64_t>& info, int64_t batch_count)
{
    core::check_and_throw(p, info, batch_count, cpu::ParallelChecking{});
    if constexpr (reports_numerical_v<Problems>) {
        bool const per_problem = int64_t(info.size()) == batch_count && batch_count > 0;
        std::vector<int64_t> scratch;
        if (!per_problem) scratch.assign(size_t(batch_count), 0);
        cpu::run(p, per_problem ? info.data() : scratch.data());
    }
    else {
        cpu::run(p);
    }
}

}  // namespace batchblas::api
