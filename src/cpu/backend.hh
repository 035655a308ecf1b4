// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CPU backend as the front ends' dispatch path (api/dispatch.hh) sees it: checks in
 * parallel ranges, runs a checked batch through the CPU drivers (cpu/drivers/batch.hh), and
 * reports a failure while running (out of memory for a plan or a workspace) as minus the
 * position of info, the standard's code for an argument it could not honour.
 */
#pragma once

#include <cstdint>

#include "cpu/drivers/batch.hh"
#include "cpu/drivers/parallel.hh"

namespace batchblas::cpu {

struct Backend {
    ParallelChecking checking() const { return {}; }
    bool ready(int64_t*, int64_t) const { return true; }
    template <class Problems>
    void run(Problems const& p) const
    {
        cpu::run(p);
    }
    template <class Problems>
    void run(Problems const& p, int64_t* codes) const
    {
        cpu::run(p, codes);
    }
    int64_t failure(int64_t info_pos) const { return -info_pos; }
};

}  // namespace batchblas::cpu
