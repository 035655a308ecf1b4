// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CPU end of the C API's entry points (the files of api/c): a call's batch view is checked,
 * reported in the caller's info mode and computed through the one dispatch path with the CPU
 * backend.
 */
#pragma once

#include <cstdint>

#include "api/dispatch.hh"
#include "cpu/backend.hh"

namespace batchblas::api {

/** Checks, reports and computes one C call's batch view on the CPU. */
template <class Problems>
void run_on_cpu(Problems const& p, int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    call_c(p, group_count, group_sizes, info, cpu::Backend{});
}

}  // namespace batchblas::api
