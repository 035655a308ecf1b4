// SPDX-License-Identifier: BSD-3-Clause
/**
 * Info reporting, once for every front end: runs the checking passes over a batch and writes
 * the result the way the caller asked: the C API's four info[0] modes (check_and_report), the
 * C++ API's info vector of size 0, 1, group_count or batch_count (check_and_throw), and LAPACK's
 * numerical codes in each mode (report_numerical).
 */
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/check_passes.hh"

namespace batchblas::core {

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
 * The first invalid argument of the batch, for a C call without info: returns its code (-a, or
 * 0 when every problem is valid) and sets `problem` to the global index of the problem holding
 * it.
 */
template <class Problems, class Checking = SerialChecking>
int64_t first_invalid(Problems const& p, Checking const& checking, int64_t& problem)
{
    int64_t code = 0;
    check_ranges(p, checking, nullptr, nullptr, true, [&](RangeFindings const& found) {
        if (found.first_code != 0 && code == 0) {
            code = found.first_code;
            problem = found.first_problem;
        }
    });
    return code;
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
 * argument of any problem as -a. Size batch_count: info[i] = problem i's code. Otherwise size
 * group_count (the group forms, as BLAS++'s GPU group routines take it): info[g] = the code of
 * group g's first invalid problem. Throws Error when any argument is invalid (nothing has been
 * computed then). Returns normally when all is valid.
 */
template <class Problems, class Checking = SerialChecking>
void check_and_throw(Problems const& p, std::vector<int64_t>& info, int64_t batch_count,
                     Checking const& checking = {})
{
    if (info.empty()) return;
    int64_t const size = int64_t(info.size());
    bool const per_problem = size == batch_count && batch_count != 1;
    bool const per_group = !per_problem && size != 1 && size == p.groups.count();
    if (!per_problem && !per_group && size != 1)
        throw Error(std::string("batchblas::") + p.name + ": info has size " +
                    std::to_string(info.size()) + ", expected 0, 1, group_count or batch_count");
    int64_t worst = 0, worst_problem = -1;
    int64_t first = 0, first_problem = -1;
    if (has_layout_v<Problems> && !valid_layout(layout_of(p))) {
        worst = first = -1;
        worst_problem = first_problem = 0;
        if (per_problem || per_group) std::fill(info.begin(), info.end(), worst);
    }
    else {
        if (per_group) std::fill(info.begin(), info.end(), 0);
        int64_t* const group_codes = per_group ? info.data() : nullptr;
        check_ranges(p, checking, per_problem ? info.data() : nullptr, group_codes, false,
                     [&](RangeFindings const& found) {
                         if (found.first_code != 0 && first == 0) {
                             first = found.first_code;
                             first_problem = found.first_problem;
                         }
                         if (found.worst_code != 0 && (worst == 0 || found.worst_code > worst)) {
                             worst = found.worst_code;
                             worst_problem = found.worst_problem;
                         }
                         // A group cut by a range boundary: its first failure is in the
                         // earliest range that has one.
                         if (per_group && found.carried_code != 0 &&
                             group_codes[found.carried_group] == 0)
                             group_codes[found.carried_group] = found.carried_code;
                     });
    }
    if (!per_problem && !per_group) info[0] = worst;
    if (worst != 0) {
        if (per_problem || per_group) throw Error(error_message(p, first, first_problem));
        throw Error(error_message(p, worst, worst_problem));
    }
}

}  // namespace batchblas::core
