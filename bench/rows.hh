// SPDX-License-Identifier: BSD-3-Clause
/**
 * One row of the table, run: its data, the implementations that have the routine, the check run
 * of each against netlib, then the timed samples, the implementations taking turns sample by
 * sample so that a slow phase of the machine hits all of them alike.
 */
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "blas_library.hh"
#include "machine.hh"
#include "options.hh"
#include "problems.hh"
#include "report.hh"

namespace bench {

/** What every row of a run shares. */
struct Context {
    Options const& opt;
    Machine const& machine;
    BlasLibrary const& netlib;
    std::vector<std::unique_ptr<BlasLibrary>> const& libraries;  // the BLAS baselines
    XsmmLibrary const* xsmm;                                      // null when not loaded
    std::vector<std::string> const& baseline_names;               // table order
    double out_bytes, in_bytes;
};

/** Runs the row c on the problems of layout, prints and records it; false when a check fails. */
bool run_case(Context const& ctx, Case const& c, Layout const& layout, Report& report);

}  // namespace bench
