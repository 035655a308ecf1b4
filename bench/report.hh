// SPDX-License-Identifier: BSD-3-Clause
/**
 * What the benchmark prints: the preamble (commit, machine, measured peak and bandwidth,
 * baselines, what the columns mean), the table one row at a time with the CSV beside it, and
 * the progress line on stderr. scripts/bench.sh and scripts/bench_ab.py parse the table and
 * the CSV: their columns are an interface.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include "blas_library.hh"
#include "checks.hh"
#include "machine.hh"
#include "options.hh"
#include "problems.hh"

namespace bench {

struct ImplResult {
    std::string name;
    bool ran = false;      // false: the implementation has no such routine / type / shape
    double seconds = 0;    // median per call
    double fastest = 0, slowest = 0;  // per call, over the samples
    double error = 0;      // check, epsilon units
    int64_t status = 0;    // info / failure count of the checked call
    bool ok() const { return ran && status == 0 && error < check_tolerance; }
};

struct RowResult {
    Case c;
    std::string size_text;
    int64_t batch = 0;
    double mib = 0, flops = 0, bytes = 0;
    int64_t checked = 0;
    std::vector<ImplResult> impls;  // [0] batchblas, then the baselines in header order
};

/**
 * The lines before the table: commit and compiler, machine, peak, bandwidth, load, timing,
 * cache regimes, the reference, one line per baseline (baseline_lines), operations, columns.
 */
void print_preamble(Options const& opt, Machine const& machine, BlasLibrary const& netlib,
                    std::vector<std::string> const& baseline_lines);

/** The table and the CSV. */
class Report {
public:
    Report(Machine const& machine, std::vector<std::string> const& baselines,
           std::string const& csv);

    void header() const;
    /** Prints and records one row; returns whether every check passed. */
    bool add(RowResult const& row);

private:
    double peak(char type) const;
    double roof(RowResult const& row) const;

    Machine const& machine_;
    std::vector<std::string> baselines_;
    std::ofstream csv_;
};

/** "[ 12/230] gemm d fixed 64 out, 0:41 elapsed, about 2:10 left" on stderr. */
class Progress {
public:
    explicit Progress(size_t total);
    void show(size_t done, std::string const& what);
    void finish();

private:
    static std::string clock_text(double seconds);

    size_t total_;
    bool tty_;
    double start_, last_ = -1e9;
};

/**
 * The 1-minute load average, with a warning when other work competes for the cores: then a
 * parallel call waits whole scheduler ticks for its threads and every timing is inflated.
 */
std::string load_text();

}  // namespace bench
