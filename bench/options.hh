// SPDX-License-Identifier: BSD-3-Clause
/**
 * The benchmark's command line: the names of routines and shape classes, the options of a run
 * (which rows, how they are timed and checked, where the CSV goes), their parsing and the
 * --help text. scripts/bench.sh repeats the option list in its own usage text.
 */
#pragma once

#include <batchblas.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "blas_library.hh"

namespace bench {

inline constexpr char const* routine_names[] = {"gemm",  "trsm",  "syrk", "getrf", "potrf",
                                                "getrs", "potrs", "gesv", "posv",  "getri"};
enum class Shape { fixed, update, variable, groups };
inline constexpr char const* shape_names[] = {"fixed", "update", "variable", "groups"};
enum class Regime { in, out };

inline char const* regime_name(Regime regime) { return regime == Regime::in ? "in" : "out"; }

struct Options {
    std::vector<Routine> routines{Routine::gemm,  Routine::trsm,  Routine::syrk, Routine::getrf,
                                  Routine::potrf, Routine::getrs, Routine::potrs};
    std::string types = "dsz";
    std::vector<Shape> shapes{Shape::fixed, Shape::update, Shape::variable, Shape::groups};
    std::vector<Regime> regimes{Regime::in, Regime::out};
    std::vector<int64_t> sizes{2, 4, 8, 16, 32, 64, 128, 256};  // the first type
    std::vector<int64_t> other_sizes{4, 8, 32, 128};            // the other types, by default
    bool sizes_given = false;
    std::vector<int64_t> update_sizes{128};
    std::vector<int64_t> update_k{16, 32};
    std::vector<int64_t> variable_sizes{8, 32, 128};
    std::vector<int64_t> group_sizes{64};
    int64_t nrhs = 0;  // 0: nrhs = n
    int threads = 0;
    int samples = 5;
    double sample_ms = 20;
    double mem_mib = 0;    // 0: max(128, 4 x L3)
    double cache_kib = 0;  // 0: 3/4 of L2 per thread
    std::vector<std::string> baselines{"openblas", "blis", "libxsmm"};
    int64_t info_mode = BblasErrorsReportAll;
    uint64_t seed = 42;
    double check_gflop = 0.3;  // netlib work per row beyond which problems are sampled
    double triad_mib = 0;      // 0: 4 x L3, at least 96 MiB
    std::string csv;
};

/** The --help text. */
void usage(std::FILE* out);

/** Parses argv; prints usage and exits 0 on --help; throws invalid_argument on a usage error. */
Options parse_options(int argc, char** argv);

}  // namespace bench
