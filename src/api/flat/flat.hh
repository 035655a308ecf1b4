// SPDX-License-Identifier: BSD-3-Clause
/**
 * The 2016 flat API's way of building a batch view and reporting (batchblas/bblas_flat.h): one
 * group of batch_count problems whose option, size and scalar arrays are read at index 0
 * (BBLAS_FIXED) or at the problem's index (BBLAS_VARIABLE), int sizes widened on read, and one
 * int info per problem. The checks themselves are the core's (core/check*.hh); only the argument
 * positions differ, because the flat signatures have no layout argument.
 */
#pragma once

#include <batchblas/bblas_flat.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "api/dispatch.hh"
#include "api/view_builders.hh"
#include "core/check_lapack.hh"
#include "core/check.hh"
#include "cpu/backend.hh"

namespace batchblas::api::flat {

/** How batch_opts spreads the option, size and scalar arrays over the problems. */
inline Spread spread(int batch_opts)
{
    return batch_opts == BBLAS_FIXED ? Spread::One : Spread::PerProblem;
}

/** An option array (an int-sized enumeration). */
template <typename Enum>
Param<int> options(Enum const* values, int batch_opts)
{
    return Param<int>(as_int(values), spread(batch_opts));
}
/** A size, leading dimension or increment array of int, read as int64_t. */
inline Param<int64_t> sizes(int const* values, int batch_opts)
{
    return Param<int64_t>(values, spread(batch_opts));
}
/** A scalar array. */
template <typename T>
Param<T> scalars(T const* values, int batch_opts)
{
    return Param<T>(values, spread(batch_opts));
}

/**
 * The flat position of a core argument code. The core counts positions in the standard C
 * signature, where `layout` is argument 1 for every routine but Level 1; the flat signature has
 * no layout, so every later argument moves one place forward.
 */
template <class Problems>
int flat_code(int64_t code)
{
    if (code == 0) return 0;
    return int(core::has_layout_v<Problems> ? code + 1 : code);
}

/** Positions of the three trailing arguments, shared by every flat routine. */
template <class Problems>
struct Trailing {
    static constexpr int shift = core::has_layout_v<Problems> ? 1 : 0;
    static constexpr int batch_count = Problems::group_count_pos - shift;
    static constexpr int batch_opts = batch_count + 1;
    static constexpr int info = batch_count + 2;
};

/**
 * The call-level checks: batch_count >= 0 (else info[0] = -position, nothing else touched) and
 * batch_opts one of the two values (else info[i] = -position for every problem). On success the
 * view gets its layout (column-major) and its one group. Returns whether to go on.
 */
template <class Problems>
bool begin(Problems& p, int batch_count, int batch_opts, int* info)
{
    using Positions = Trailing<Problems>;
    if (info == nullptr) return false;  // nowhere to report: touch nothing
    if (batch_count < 0) {
        info[0] = -Positions::batch_count;
        return false;
    }
    if (batch_opts != BBLAS_FIXED && batch_opts != BBLAS_VARIABLE) {
        std::fill(info, info + batch_count, -Positions::batch_opts);
        return false;
    }
    if constexpr (core::has_layout_v<Problems>) p.layout = int(Layout::ColMajor);
    p.groups = Groups::single(batch_count);
    return true;
}

/** Checks every problem, writing info[i]; true when all are valid. */
template <class Problems>
bool check(Problems const& p, int batch_count, int* info)
{
    bool ok = true;
    for (int i = 0; i < batch_count; ++i) {
        int const code = flat_code<Problems>(core::check_problem(p, core::Index{0, i}));
        info[i] = code;
        ok = ok && code == 0;
    }
    return ok;
}

/**
 * Check, report, compute: the flat counterpart of call_c. The view's arrays are set by the
 * caller; begin() adds the layout and the group. Numerical codes (LAPACK) land in info.
 * A failure to allocate the plan or a workspace is reported as -(position of info) in every
 * entry rather than let an exception cross into C.
 */
template <class Problems>
void call(Problems& p, int batch_count, int batch_opts, int* info)
{
    if (!begin(p, batch_count, batch_opts, info)) return;
    if (!check(p, batch_count, info)) return;
    try {
        run_checked(p, cpu::Backend{}, batch_count, nullptr, true, [&](int64_t const* codes) {
            for (int i = 0; i < batch_count; ++i) info[i] = int(codes[i]);
        });
    }
    catch (...) {
        std::fill(info, info + batch_count, -Trailing<Problems>::info);
    }
}

}  // namespace batchblas::api::flat
