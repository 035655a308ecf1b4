// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CPU end of the C++ API's entry points (the files of api/cxx): a call's batch view is
 * checked, reported by the C++ rules (the info vector's size picks the mode; batchblas::Error)
 * and computed through the one dispatch path with the CPU backend.
 */
#pragma once

#include <cstdint>
#include <vector>

#include "api/dispatch.hh"
#include "api/view_builders.hh"
#include "cpu/backend.hh"

namespace batchblas::api {

/** Checks, reports and computes one C++ call's batch view on the CPU. */
template <class Problems>
void run_on_cpu(Problems const& p, Shape const& s, std::vector<int64_t>& info)
{
    call_cxx(p, info, s.batch_count(), cpu::Backend{});
}

/** The CPU end of the shared builders (api/cxx/builders.hh), whose matrix arguments it ignores. */
inline auto cpu_backend(std::vector<int64_t>& info)
{
    return [&info](Shape const& s, auto const& p, auto const&...) { run_on_cpu(p, s, info); };
}

}  // namespace batchblas::api
