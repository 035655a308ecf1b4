// SPDX-License-Identifier: BSD-3-Clause
// Running one row: check run, calibration, interleaved samples (see rows.hh).
#include "rows.hh"

#include <omp.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <limits>

#include "batch.hh"
#include "checks.hh"
#include "runners.hh"

namespace bench {
namespace {

// Seconds of timed calls per implementation and row: keeps a baseline that is far slower at
// tiny sizes (BLIS, whose per-call overhead dominates there, over an out-of-cache batch) from
// dominating the run. A call slower than half of it is timed once, by the check run itself.
constexpr double impl_case_budget = 0.4;

double median(std::vector<double> v)
{
    if (v.empty()) return std::numeric_limits<double>::quiet_NaN();
    std::sort(v.begin(), v.end());
    size_t const h = v.size() / 2;
    return v.size() % 2 ? v[h] : 0.5 * (v[h - 1] + v[h]);
}

template <typename T>
bool run_row(Context const& ctx, Case const& c, Layout const& layout, Report& report)
{
    Options const& opt = ctx.opt;
    Batch<T> b = make_batch<T>(c.routine, layout, opt.seed ^ uint64_t(c.size) << 32 ^
                                                     uint64_t(c.routine) << 24 ^
                                                     uint64_t(c.shape) << 16 ^ uint64_t(c.k));
    bool const uniform = c.shape == Shape::fixed || c.shape == Shape::update;
    int const threads = ctx.machine.threads;

    RowResult row;
    row.c = c;
    row.size_text = size_text(c);
    row.batch = b.count();
    row.flops = b.flops;
    row.bytes = b.bytes;
    row.mib = double((b.in.size() + b.io.size()) * sizeof(T)) / (1024.0 * 1024.0);

    // The implementations of this row: batchblas, then each baseline that has the routine.
    std::vector<Impl> impls;
    impls.push_back({"batchblas", batchblas_runner<T>(b, opt.info_mode), false});
    row.impls.push_back({"batchblas"});
    std::vector<int> slot;  // impls index -> row.impls index
    slot.push_back(0);
    for (auto const& name : ctx.baseline_names) {
        row.impls.push_back({name});
        Runner runner;
        if (name == "libxsmm") {
            if (ctx.xsmm && c.routine == Routine::gemm)
                runner = xsmm_runner<T>(*ctx.xsmm, b, uniform, threads);
        }
        else {
            for (auto const& lib : ctx.libraries)
                if (lib->name() == name && lib->has<T>(c.routine))
                    runner = library_runner<T>(*lib, b, uniform, threads);
        }
        if (runner) {
            impls.push_back({name, runner, true});
            slot.push_back(int(row.impls.size()) - 1);
        }
    }

    // Check run: from the pristine data, once per implementation, against netlib.
    Reference<T> const ref = make_reference(ctx.netlib, b, opt.check_gflop * 1e9);
    row.checked = int64_t(ref.problems.size());
    std::vector<double> first(impls.size());
    for (size_t i = 0; i < impls.size(); ++i) {
        ImplResult& r = row.impls[size_t(slot[i])];
        r.ran = true;
        restore(b);
        double const t0 = omp_get_wtime();
        r.status = impls[i].run();
        first[i] = omp_get_wtime() - t0;
        r.error = check(b, ref, impls[i].lapack_pivots);
    }

    // Calls per sample, from the fastest of a few warm calls: on a loaded machine a single
    // call may wait a whole scheduler tick (4 ms) for its second thread, which would make a
    // short call look long and leave its samples one call each, quantized to ticks.
    double const sample_s = opt.sample_ms * 1e-3;
    std::vector<int> calls(impls.size()), samples(impls.size());
    std::vector<std::vector<double>> times(impls.size());
    for (size_t i = 0; i < impls.size(); ++i) {
        double t = first[i];
        double spent = 0;
        for (int q = 0; q < 5 && t < sample_s && spent < sample_s; ++q) {
            if (in_place(c.routine)) restore(b);
            double const t0 = omp_get_wtime();
            impls[i].run();
            double const dt = omp_get_wtime() - t0;
            t = std::min(t, std::max(dt, 1e-7));
            spent += dt;
        }
        calls[i] = int(std::clamp(std::ceil(sample_s / t), 1.0, 1e6));
        samples[i] = int(std::clamp(std::floor(impl_case_budget / (t * calls[i])), 1.0,
                                    double(opt.samples)));
        if (first[i] > 0.5 * impl_case_budget) {
            samples[i] = 0;  // the check run is its one sample
            times[i].push_back(first[i]);
        }
    }

    // Samples, taking turns; the first implementation of each round rotates.
    for (int s = 0; s < opt.samples; ++s) {
        for (size_t j = 0; j < impls.size(); ++j) {
            size_t const i = (j + size_t(s)) % impls.size();
            if (s >= samples[i]) continue;
            double total = 0;
            if (in_place(c.routine)) {
                for (int q = 0; q < calls[i]; ++q) {
                    restore(b);
                    double const t0 = omp_get_wtime();
                    impls[i].run();
                    total += omp_get_wtime() - t0;
                }
            }
            else {
                double const t0 = omp_get_wtime();
                for (int q = 0; q < calls[i]; ++q) impls[i].run();
                total = omp_get_wtime() - t0;
            }
            times[i].push_back(total / calls[i]);
            if (std::getenv("BATCHBLAS_BENCH_TRACE"))
                std::fprintf(stderr, "trace %s %s sample %d: %d calls, %.6f s per call\n",
                             size_text(c).c_str(), impls[i].name.c_str(), s, calls[i],
                             total / calls[i]);
        }
    }
    for (size_t i = 0; i < impls.size(); ++i) {
        ImplResult& r = row.impls[size_t(slot[i])];
        r.seconds = median(times[i]);
        r.fastest = *std::min_element(times[i].begin(), times[i].end());
        r.slowest = *std::max_element(times[i].begin(), times[i].end());
    }
    return report.add(row);
}

}  // namespace

bool run_case(Context const& ctx, Case const& c, Layout const& layout, Report& report)
{
    switch (c.type) {
        case 's': return run_row<float>(ctx, c, layout, report);
        case 'd': return run_row<double>(ctx, c, layout, report);
        case 'c': return run_row<std::complex<float>>(ctx, c, layout, report);
        default: return run_row<std::complex<double>>(ctx, c, layout, report);
    }
}

}  // namespace bench
