// SPDX-License-Identifier: BSD-3-Clause
/**
 * What every vbatched entry point (Level 3 and LAPACK in
 * api/cuda/vbatched.cc) checks on the host before it enqueues anything: its options, its
 * maximum sizes and its batch count. The per-problem sizes live in device memory and are checked
 * on the device. An invalid argument throws batchblas::Error naming the routine and argument.
 */
#pragma once

#include <batchblas/types.hh>

#include <cstdint>
#include <string>

#include "core/size_arith.hh"
#include "core/validate.hh"

namespace batchblas::vbatched {

[[noreturn]] inline void invalid(char const* routine, char const* argument)
{
    throw Error(std::string("batchblas::vbatched::") + routine + ": invalid argument '" + argument +
                "'");
}

inline void require(bool ok, char const* routine, char const* argument)
{
    if (!ok) invalid(routine, argument);
}

/**
 * The checks and fields every form shares, for a description type with routine, name, layout,
 * max_m, max_n, batch_count and info; max_third (max_k, max_nrhs) is checked here and stored by
 * the caller, whose field it is.
 */
template <class Described, typename RoutineId>
Described described_common(RoutineId routine, char const* name, Layout layout, int64_t max_m,
                           int64_t max_n, int64_t max_third, size_t batch_count, int64_t* info)
{
    require(core::valid_layout(int(layout)), name, "layout");
    require(max_m >= 0 && max_n >= 0 && max_third >= 0, name, "maximum size");
    // Above INT64_MAX: a negative count wrapped by the caller's unsigned arithmetic.
    int64_t count = 0;
    require(core::checked_size(batch_count, count), name, "batch_count");
    Described b;
    b.routine = routine;
    b.name = name;
    b.layout = layout;
    b.max_m = max_m;
    b.max_n = max_n;
    b.batch_count = batch_count;
    b.info = info;
    return b;
}

}  // namespace batchblas::vbatched
