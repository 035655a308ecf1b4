/**
 * What every front end does with a batch view once it has built it: check, report, compute.
 * Front ends differ only in how they build the view and how they want errors reported.
 */
#pragma once

#include <cstdint>
#include <exception>
#include <vector>

#include "core/check.hh"
#include "cpu/drivers/batch.hh"

namespace batchblas::api {

/** Options arrive as C enumerations or C++ enum classes; the view reads both as int. */
template <typename Enum>
int const* as_int(Enum const* options)
{
    static_assert(sizeof(Enum) == sizeof(int), "options must be int-sized enumerations");
    return reinterpret_cast<int const*>(options);
}

/**
 * The C API: call-level checks, per-problem checks reported in info[0]'s mode, then the batch.
 * No exception leaves: a failure to allocate the plan leaves the outputs untouched by the
 * problems not yet computed and info unchanged from its checked state.
 */
template <class Problems>
void call_c(Problems const& p, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    if (!core::check_call(p, group_count, group_sizes, info)) return;
    if (!core::check_and_report(p, info)) return;
    try {
        cpu::run(p);
    }
    catch (...) {
        // Out of memory for the plan: nothing sensible to compute; signal through info[0].
        info[0] = -Problems::info_pos;
    }
}

/** The C++ API: info of size 0 (no checks), 1 or batch_count; throws Error, then computes. */
template <class Problems>
void call_cxx(Problems const& p, std::vector<int64_t>& info, int64_t batch_count)
{
    core::check_and_throw(p, info, batch_count);
    cpu::run(p);
}

}  // namespace batchblas::api
