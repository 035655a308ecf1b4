// SPDX-License-Identifier: BSD-3-Clause
/**
 * The one dispatch path of every front end: once a front end has built its batch view, it hands
 * the view here with a backend, and this file checks it, reports what the caller's convention
 * asks for (the C API's info modes, the C++ API's Error) and runs it on the backend. Front ends
 * differ only in how they build the view; backends only in how they run it.
 *
 * A backend (cpu/backend.hh, cuda/launch/backend.hh) provides:
 *   checking()               the policy of the checking pass (core::SerialChecking or a
 *                            parallel one), passed to core::check_and_report / check_and_throw;
 *   ready(info, info_pos)    a backend-level precondition checked after the call-level checks
 *                            (the GPU C API's queue argument); false after writing info[0];
 *   run(p)                   compute a checked batch;
 *   run(p, codes)            compute a checked LAPACK batch, writing one code per problem;
 *   failure(info_pos)        the info[0] value for an exception caught while running (called
 *                            inside the catch block, so it may rethrow to inspect it).
 * This file includes no backend: the CPU library's front ends and the CUDA library's front ends
 * compile it with their own.
 */
#pragma once

#include <cstdint>
#include <type_traits>
#include <vector>

#include "batchblas.h"
#include "core/report.hh"

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
struct reports_numerical : std::false_type {
};
template <class Problems>
struct reports_numerical<Problems, std::void_t<decltype(Problems::reports_numerical)>>
    : std::bool_constant<Problems::reports_numerical> {
};
template <class Problems>
inline constexpr bool reports_numerical_v = reports_numerical<Problems>::value;

/** Backends whose LAPACK runs take a null code array (and then drop the codes) declare
 *  `static constexpr bool accepts_null_codes = true`; the others always get an array. */
template <class Backend, class = void>
struct accepts_null_codes : std::false_type {
};
template <class Backend>
struct accepts_null_codes<Backend, std::void_t<decltype(Backend::accepts_null_codes)>>
    : std::bool_constant<Backend::accepts_null_codes> {
};

/**
 * Runs a checked batch on the backend. LAPACK batches write their numerical codes into `codes`
 * when it has a slot per problem, else into a scratch array that `report` reads (the caller's
 * convention then has no room for them). `report_reads_codes`: whether report needs the codes;
 * when it does not and the backend accepts a null array, no scratch is made (a batch of millions
 * of problems would otherwise pay for an array nobody reads).
 */
template <class Problems, class Backend, class Report>
void run_checked(Problems const& p, Backend&& backend, int64_t batch_count, int64_t* codes,
                 bool report_reads_codes, Report&& report)
{
    if constexpr (reports_numerical_v<Problems>) {
        std::vector<int64_t> scratch;
        if (codes == nullptr &&
            (report_reads_codes || !accepts_null_codes<std::decay_t<Backend>>::value)) {
            scratch.assign(size_t(batch_count), 0);
            codes = scratch.data();
        }
        backend.run(p, codes);
        if (codes != nullptr) report(codes);
    }
    else {
        (void)batch_count;
        (void)codes;
        (void)report_reads_codes;
        (void)report;
        backend.run(p);
    }
}

/** The problems of a checked C call, where a LAPACK batch needs a code for each (the sum
 *  fits: check_call has checked it); 0 for the other routines, which report none. */
template <class Problems>
int64_t codes_needed(int64_t group_count, int64_t const* group_sizes)
{
    int64_t batch_count = 0;
    if constexpr (reports_numerical_v<Problems>)
        for (int64_t g = 0; g < group_count; ++g) batch_count += group_sizes[g];
    return batch_count;
}

/**
 * The C API with info == NULL: the call's and every problem's arguments are checked; the batch
 * runs only when all are valid, else the first invalid argument goes to the error handler
 * (bblas_set_error_handler), as does a failure while running. Numerical codes have nowhere to
 * go.
 */
template <class Problems, class Backend>
void call_c_without_info(Problems const& p, int64_t group_count, int64_t const* group_sizes,
                         Backend&& backend)
{
    auto const handler = bblas_get_error_handler();
    int64_t status = int64_t(core::Report::Any);
    if (!core::check_call(p, group_count, group_sizes, &status) ||
        !backend.ready(&status, Problems::info_pos)) {
        handler(p.name, -status, -1);
        return;
    }
    try {
        int64_t problem = -1;
        if (int64_t const code = core::first_invalid(p, backend.checking(), problem)) {
            handler(p.name, -code, problem);
            return;
        }
        int64_t const batch_count = codes_needed<Problems>(group_count, group_sizes);
        run_checked(p, backend, batch_count, nullptr, false, [](int64_t const*) {});
    }
    catch (...) {
        handler(p.name, -backend.failure(Problems::info_pos), -1);
    }
}

/**
 * The C API: call-level checks, the backend's precondition, per-problem checks reported in
 * info[0]'s mode, then the batch (info == NULL: call_c_without_info). No exception leaves: a
 * failure while checking or running (out of memory for the checking pass, the plan or a
 * workspace; a device error) sets info[0] to the backend's failure code and leaves the outputs
 * of the problems not yet computed untouched.
 */
template <class Problems, class Backend>
void call_c(Problems const& p, int64_t group_count, int64_t const* group_sizes, int64_t* info,
            Backend&& backend)
{
    if (info == nullptr) {
        call_c_without_info(p, group_count, group_sizes, backend);
        return;
    }
    if (!core::check_call(p, group_count, group_sizes, info)) return;
    if (!backend.ready(info, Problems::info_pos)) return;
    auto const mode = core::Report(info[0]);
    try {
        if (!core::check_and_report(p, info, backend.checking())) return;
        int64_t const batch_count = codes_needed<Problems>(group_count, group_sizes);
        run_checked(
            p, backend, batch_count, mode == core::Report::All ? info + 1 : nullptr,
            mode != core::Report::None,
            [&](int64_t const* codes) { core::report_numerical(p.groups, codes, mode, info); });
    } catch (...) {
        info[0] = backend.failure(Problems::info_pos);
    }
}

/**
 * The C++ API: info of size 0 (no checks), 1 or batch_count; throws Error, then computes.
 * LAPACK routines write their numerical codes into info when it has batch_count entries.
 */
template <class Problems, class Backend>
void call_cxx(Problems const& p, std::vector<int64_t>& info, int64_t batch_count, Backend&& backend)
{
    core::check_and_throw(p, info, batch_count, backend.checking());
    bool const per_problem = int64_t(info.size()) == batch_count && batch_count > 0;
    run_checked(p, backend, batch_count, per_problem ? info.data() : nullptr, false,
                [](int64_t const*) {});
}

}  // namespace batchblas::api
