// SPDX-License-Identifier: BSD-3-Clause
// The preamble, the table and its CSV, and the progress line (see report.hh).
#include "report.hh"

#include <omp.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#ifndef BENCH_GIT_COMMIT
#define BENCH_GIT_COMMIT "unknown"
#endif

namespace bench {

void print_preamble(Options const& opt, Machine const& machine, BlasLibrary const& netlib,
                    std::vector<std::string> const& baseline_lines)
{
    int const threads = machine.threads;
    std::printf("batchblas bench: commit %s, %s\n", BENCH_GIT_COMMIT, __VERSION__);
    std::printf("machine: %s, %d cores, L2 %zu KiB per core, L3 %zu MiB; %d OpenMP threads\n",
                machine.cpu.c_str(), omp_get_num_procs(), machine.l2_bytes >> 10,
                machine.l3_bytes >> 20, threads);
    std::printf("peak (measured, %d threads, %s FMA chains): %.1f GFLOP/s double, %.1f single\n",
                threads, machine.isa.c_str(), machine.peak64, machine.peak32);
    std::printf("bandwidth (measured, triad over %.0f MiB): %.1f GB/s\n",
                double(machine.triad_bytes) / (1 << 20), machine.bandwidth);
    std::printf("before the run: %s\n", load_text().c_str());
    std::printf("timer: %s; samples of >= %.0f ms, median of %d, implementations interleaved\n",
                machine.timer.c_str(), opt.sample_ms, opt.samples);
    std::printf(
        "cache in: batch <= %.0f KiB per thread (pristine copies included), re-run; out: batch "
        ">= %.0f MiB, walked once per call\n",
        opt.cache_kib, opt.mem_mib);
    std::printf("check: every implementation against %s, %s\n", netlib.path().c_str(),
                netlib.note().c_str());
    for (auto const& line : baseline_lines) std::printf("%s\n", line.c_str());
    std::printf(
        "operations: gemm NN alpha = beta = 1; trsm left lower notrans non-unit; syrk lower "
        "notrans; potrf/potrs lower; getrs notrans; nrhs = %s\n",
        opt.nrhs > 0 ? std::to_string(opt.nrhs).c_str() : "n");
    std::printf(
        "columns: GFLOP/s (LAWN 41 counts; complex = 4x real); %%peak of the measured peak; "
        "%%roof of min(peak, bandwidth x flops/byte), the peak for 'in'; best = fastest "
        "correct baseline; ratio = batchblas / best\n\n");
}

Report::Report(Machine const& machine, std::vector<std::string> const& baselines,
               std::string const& csv)
    : machine_(machine), baselines_(baselines)
{
    if (!csv.empty()) {
        csv_.open(csv);
        if (!csv_) throw std::runtime_error("cannot write " + csv);
        csv_ << "routine,type,shape,size,k,cache,batch,mib,impl,seconds,gflops,pct_peak,"
                "pct_roof,peak_gflops,roof_gflops,ratio_bb_over_impl,error_eps,checked,"
                "check,samples_fastest_s,samples_slowest_s\n";
    }
}

void Report::header() const
{
    std::printf("%-5s %-4s %-8s %-9s %-5s %7s %6s | %9s %5s %5s | %-8s %8s %6s |", "rtn",
                "type", "shape", "size", "cache", "batch", "MiB", "batchblas", "%peak",
                "%roof", "best", "GFLOP/s", "ratio");
    for (auto const& name : baselines_) std::printf(" %8s", name.c_str());
    std::printf(" | check (err/eps)\n");
    std::fflush(stdout);
}

double Report::peak(char type) const
{
    return type == 's' || type == 'c' ? machine_.peak32 : machine_.peak64;
}

double Report::roof(RowResult const& row) const
{
    double const p = peak(row.c.type);
    if (row.c.regime == Regime::in) return p;
    return std::min(p, machine_.bandwidth * row.flops / row.bytes);
}

bool Report::add(RowResult const& row)
{
    auto gf = [&](ImplResult const& r) { return row.flops / r.seconds * 1e-9; };
    ImplResult const& bb = row.impls[0];
    int best = -1;
    for (size_t i = 1; i < row.impls.size(); ++i)
        if (row.impls[i].ok() && (best < 0 || gf(row.impls[i]) > gf(row.impls[size_t(best)])))
            best = int(i);
    double const p = peak(row.c.type), rf = roof(row);
    double const g = bb.ran ? gf(bb) : 0;
    std::printf("%-5s %-4c %-8s %-9s %-5s %7lld %6.1f | %9.3g %5.1f %5.1f |",
                routine_names[int(row.c.routine)], row.c.type, shape_names[int(row.c.shape)],
                row.size_text.c_str(), regime_name(row.c.regime),
                (long long)row.batch, row.mib, g, 100 * g / p, 100 * g / rf);
    if (best > 0) {
        double const gb = gf(row.impls[size_t(best)]);
        std::printf(" %-8s %8.3g %6.2f |", row.impls[size_t(best)].name.c_str(), gb, g / gb);
    }
    else
        std::printf(" %-8s %8s %6s |", "-", "-", "-");
    bool ok = true;
    std::string failed;
    double worst = 0;
    for (size_t i = 0; i < row.impls.size(); ++i) {
        ImplResult const& r = row.impls[i];
        if (i > 0) {
            if (!r.ran)
                std::printf(" %8s", "-");
            else if (!r.ok())
                std::printf(" %8s", "WRONG");
            else
                std::printf(" %8.3g", gf(r));
        }
        if (r.ran && !r.ok()) {
            ok = false;
            failed += " " + r.name;
        }
        if (r.ran) worst = std::isnan(r.error) ? r.error : std::max(worst, r.error);
    }
    if (ok)
        std::printf(" | ok %.2g\n", worst);
    else
        std::printf(" | FAIL:%s (%.2g)\n", failed.c_str(), worst);
    std::fflush(stdout);

    if (csv_.is_open()) {
        for (size_t i = 0; i < row.impls.size(); ++i) {
            ImplResult const& r = row.impls[i];
            if (!r.ran) continue;
            double const gi = gf(r);
            double ratio = i == 0 ? (best > 0 ? g / gf(row.impls[size_t(best)]) : 0) : g / gi;
            csv_ << routine_names[int(row.c.routine)] << ',' << row.c.type << ','
                 << shape_names[int(row.c.shape)] << ',' << row.c.size << ',' << row.c.k
                 << ',' << (regime_name(row.c.regime)) << ',' << row.batch
                 << ',' << row.mib << ',' << r.name << ',' << r.seconds << ',' << gi << ','
                 << 100 * gi / p << ',' << 100 * gi / rf << ',' << p << ',' << rf << ','
                 << ratio << ',' << r.error << ',' << row.checked << ','
                 << (r.ok() ? "ok" : "FAIL") << ',' << r.fastest << ',' << r.slowest
                 << '\n';
        }
        csv_.flush();
    }
    return ok;
}

Progress::Progress(size_t total) : total_(total), tty_(isatty(2)), start_(omp_get_wtime()) {}

void Progress::show(size_t done, std::string const& what)
{
    double const now = omp_get_wtime(), elapsed = now - start_;
    if (!tty_ && now - last_ < 10 && done != 0) return;
    last_ = now;
    std::string left = "?";
    if (done > 0) left = clock_text(elapsed / double(done) * double(total_ - done));
    std::fprintf(stderr, "%s[%3zu/%zu] %-28s %s elapsed, about %s left%s", tty_ ? "\r" : "",
                 done + 1, total_, what.c_str(), clock_text(elapsed).c_str(), left.c_str(),
                 tty_ ? "   " : "\n");
    std::fflush(stderr);
}

void Progress::finish()
{
    if (tty_) std::fprintf(stderr, "\r%78s\r", "");
    std::fprintf(stderr, "%zu rows in %s\n", total_,
                 clock_text(omp_get_wtime() - start_).c_str());
}

std::string Progress::clock_text(double seconds)
{
    char text[32];
    int const s = int(seconds + 0.5);
    std::snprintf(text, sizeof text, "%d:%02d", s / 60, s % 60);
    return text;
}

std::string load_text()
{
    double load[1] = {0};
    if (getloadavg(load, 1) != 1) return "load average unknown";
    char text[160];
    int const cores = omp_get_num_procs();
    std::snprintf(text, sizeof text, "load average %.2f on %d cores%s", load[0], cores,
                  load[0] > 0.5 * cores + 0.5
                      ? " -- WARNING: the machine is busy, timings are unreliable"
                      : "");
    return text;
}

}  // namespace bench
