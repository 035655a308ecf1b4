// SPDX-License-Identifier: BSD-3-Clause
/**
 * The output of gpu_lapack_bench (gpu_lapack_bench.cu, its only includer): the run's machine,
 * bandwidth and peaks, one implementation's time and check, and each row as CSV and as a
 * table line.
 */
#pragma once

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace gpu_lapack {

struct Env {
    std::string machine;
    double bandwidth = 0;  // bytes / s, device-to-device copy (read + write)
    double peak_d = 0, peak_s = 0;
    FILE* csv = nullptr;
    std::vector<std::string> csv_rows;
    std::string only;  // --only: the row groups to run (getrf, lu, cholesky, qr), empty for all
    std::vector<int> fixed_sizes{2, 4, 8, 16, 32, 64, 128, 256, 512};  // --sizes
};

struct Impl {
    std::string name;
    double seconds = 0;
    double diff = -1;  // vendor rows: max |ours - vendor| / max |vendor|
};

inline void emit(Env& env, std::string const& routine, char const* type, std::string const& nlabel,
                 size_t batch, double flops, double bytes, Impl const& ours,
                 std::vector<Impl> const& vendors)
{
    double const peak = type[0] == 'd' ? env.peak_d : env.peak_s;
    double const roof = std::min(peak, env.bandwidth * flops / bytes);
    auto row = [&](Impl const& im, bool vendor) {
        double const gf = im.seconds > 0 ? flops / im.seconds * 1e-9 : 0;
        double const pct = roof > 0 ? 100.0 * gf * 1e9 / roof : 0;
        char ratio[32] = "", chk[32] = "";
        if (vendor && ours.seconds > 0)
            std::snprintf(ratio, sizeof ratio, "%.3f", im.seconds / ours.seconds);
        if (vendor && im.diff >= 0) std::snprintf(chk, sizeof chk, "%.2e", im.diff);
        char line[512];
        std::snprintf(line, sizeof line, "%s,%s,%s,%s,%zu,%s,%.2f,%.2f,%s,%s", env.machine.c_str(),
                      routine.c_str(), type, nlabel.c_str(), batch, im.name.c_str(), gf, pct, ratio,
                      chk);
        env.csv_rows.push_back(line);
        if (env.csv != nullptr) {
            std::fprintf(env.csv, "%s\n", line);
            std::fflush(env.csv);
        }
    };
    row(ours, false);
    for (auto const& v : vendors) row(v, true);
    // Table: ours, then each vendor as name:GFLOP/s (ratio, check).
    double const gf = ours.seconds > 0 ? flops / ours.seconds * 1e-9 : 0;
    std::printf("%-12s %s %-7s %8zu %9.1f %6.1f%% |", routine.c_str(), type, nlabel.c_str(), batch,
                gf, roof > 0 ? 100.0 * gf * 1e9 / roof : 0.0);
    for (auto const& v : vendors) {
        double const vg = v.seconds > 0 ? flops / v.seconds * 1e-9 : 0;
        std::printf(" %s %.1f (x%.2f, %.1e)", v.name.c_str(), vg,
                    ours.seconds > 0 ? v.seconds / ours.seconds : 0.0, v.diff);
    }
    std::printf("\n");
    std::fflush(stdout);
}

}  // namespace gpu_lapack
