// SPDX-License-Identifier: BSD-3-Clause
/**
 * batchblas_bench: batchblas against what users would run otherwise, on the same data in one run.
 *
 * Routines gemm, trsm, syrk, getrf, potrf, getrs, potrs; types s, d, c, z; shape classes fixed
 * (every problem n x n), update (the trailing updates of a blocked LU / Cholesky: gemm
 * N x N x k, trsm k x k by k x N, syrk N x N from N x k, k = 16 and 32), variable (sizes uniform
 * in [1, nmax], one group per problem) and groups (four groups of sizes nmax/4 .. nmax); two
 * cache regimes: "in" (the batch fits the L2 caches and is run again and again) and "out" (the
 * batch is at least 4x the L3, walked once per call).
 *
 * Baselines: an OpenMP loop of one call per problem over OpenBLAS (the OpenMP build: the
 * serial one races when called from OpenMP threads) and BLIS, and libxsmm's JIT kernels in an
 * OpenMP loop (real gemm). All are loaded at run time (blas_library.hh), never by the library.
 * Every implementation's result is checked against netlib BLAS / LAPACK, loaded the same way:
 * max over problems of ||X - X_netlib||_F / (||X_netlib||_F max(1, inner dimension)), in units
 * of the type's epsilon, must stay below check_tolerance; a failure marks the row and makes
 * the exit status 1, and a failing baseline is never the "best baseline".
 *
 * Timing: each sample runs enough calls to last --sample-ms (short calls are otherwise at the
 * mercy of the clock and of the scheduler's time slices on a shared machine), the median of
 * --samples samples is reported, and the implementations take turns sample by sample, so that
 * a slow phase of the machine hits all of them alike. In-place routines (trsm, the LAPACK ones)
 * get their input back before every call, outside the timed region.
 *
 * The table gives per row batchblas' GFLOP/s, its share of the measured FMA peak and of the
 * roofline (min(peak, triad bandwidth x flops / compulsory bytes); the peak for "in"), the best
 * correct baseline and the ratio batchblas / best baseline; each baseline's GFLOP/s follow.
 *
 * Exit status: 0 when every check passes, 1 when one fails, 2 for a usage error.
 *
 * The parts: options.hh (the command line), problems.hh (the rows and their problems' sizes),
 * batch.hh (a row's data), runners.hh (batchblas and the baselines), checks.hh (against netlib),
 * rows.hh (one row: check run and timed samples), report.hh (preamble, table, CSV, progress),
 * machine.hh (peak and bandwidth), blas_library.hh (the libraries, loaded at run time). This
 * file opens the libraries and runs the rows in order.
 */
#include <omp.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "blas_library.hh"
#include "machine.hh"
#include "options.hh"
#include "problems.hh"
#include "report.hh"
#include "rows.hh"

#ifndef BENCH_XSMM_MODULE
#define BENCH_XSMM_MODULE ""
#endif

namespace bench {
namespace {

/** The reference and the baselines of a run, opened. */
struct Libraries {
    std::unique_ptr<BlasLibrary> netlib;
    std::vector<std::unique_ptr<BlasLibrary>> libraries;  // the BLAS baselines
    std::unique_ptr<XsmmLibrary> xsmm;                    // null when not asked for or not loaded
    std::vector<std::string> names;                       // the baselines' columns, in order
    std::vector<std::string> lines;                       // what each baseline is, or why skipped
};

Libraries open_libraries(Options const& opt)
{
    Libraries l;
    // netlib first: its LAPACK binds to the first libblas.so.3 loaded (see blas_library.cc).
    std::string why;
    l.netlib = BlasLibrary::open(netlib_spec(), why);
    if (!l.netlib)
        throw std::runtime_error("netlib BLAS/LAPACK (the reference) not loaded: " + why +
                                 " (install libblas3 liblapack3)");
    for (auto const& text : opt.baselines) {
        if (text == "libxsmm") {
            l.xsmm = XsmmLibrary::open(BENCH_XSMM_MODULE, why);
            if (l.xsmm) {
                l.names.push_back("libxsmm");
                l.lines.push_back("baseline libxsmm: OpenMP loop of JIT kernels (real gemm), " +
                                  l.xsmm->version() + ", module " + l.xsmm->path());
            }
            else
                l.lines.push_back("baseline libxsmm skipped: " + why);
            continue;
        }
        LibrarySpec const spec = parse_library(text);
        if (spec.name == "netlib") {
            l.names.push_back("netlib");
            l.lines.push_back("baseline netlib: OpenMP loop over the reference itself");
            continue;
        }
        auto lib = BlasLibrary::open(spec, why);
        if (!lib) {
            l.lines.push_back("baseline " + spec.name + " skipped: " + why);
            continue;
        }
        l.names.push_back(lib->name());
        l.lines.push_back("baseline " + lib->name() + ": OpenMP loop of single calls, " +
                          lib->path() + (lib->version().empty() ? "" : ", " + lib->version()) +
                          (lib->has<double>(Routine::getrf) ? " (BLAS + LAPACK)"
                                                            : " (BLAS only)"));
        l.libraries.push_back(std::move(lib));
    }
    // A netlib baseline runs through its own handle (the reference's).
    if (std::find(l.names.begin(), l.names.end(), "netlib") != l.names.end()) {
        auto netlib_baseline = BlasLibrary::open(netlib_spec(), why);
        if (netlib_baseline) l.libraries.push_back(std::move(netlib_baseline));
    }
    return l;
}

int main_checked(int argc, char** argv)
{
    Options opt = parse_options(argc, argv);
    if (opt.threads > 0) omp_set_num_threads(opt.threads);
    int const threads = omp_get_max_threads();
    Libraries const libs = open_libraries(opt);

    std::fprintf(stderr, "measuring the machine (FMA peak, triad bandwidth)...\n");
    Machine const machine = measure_machine(threads, opt.triad_mib);
    if (opt.mem_mib == 0)
        opt.mem_mib = std::max(128.0, 4.0 * double(machine.l3_bytes) / (1024.0 * 1024.0));
    if (opt.cache_kib == 0)
        opt.cache_kib = machine.l2_bytes ? 0.75 * double(machine.l2_bytes) / 1024.0 : 384.0;

    print_preamble(opt, machine, *libs.netlib, libs.lines);

    Context const ctx{opt, machine, *libs.netlib, libs.libraries, libs.xsmm.get(),
                      libs.names, opt.mem_mib * 1024 * 1024, opt.cache_kib * 1024 * threads};
    std::vector<Case> const cases = plan_cases(opt);
    Report report(machine, libs.names, opt.csv);
    report.header();
    Progress progress(cases.size());
    bool ok = true;
    for (size_t q = 0; q < cases.size(); ++q) {
        Case const& c = cases[q];
        progress.show(q, std::string(routine_names[int(c.routine)]) + " " + c.type + " " +
                             shape_names[int(c.shape)] + " " + size_text(c) + " " +
                             regime_name(c.regime));
        bool const out = c.regime == Regime::out;
        Layout const layout = make_layout(opt, c, elem_size(c.type),
                                          out ? ctx.out_bytes : ctx.in_bytes, out, threads);
        if (layout.dims.empty()) continue;  // one problem per thread does not fit in cache
        ok &= run_case(ctx, c, layout, report);
    }
    progress.finish();
    std::printf("\nafter the run: %s\n", load_text().c_str());
    if (!ok) std::printf("\nsome checks FAILED\n");
    return ok ? 0 : 1;
}

}  // namespace
}  // namespace bench

int main(int argc, char** argv)
{
    try {
        return bench::main_checked(argc, argv);
    } catch (std::invalid_argument const& e) {
        std::fprintf(stderr, "batchblas_bench: %s\n", e.what());
        bench::usage(stderr);
        return 2;
    } catch (std::exception const& e) {
        std::fprintf(stderr, "batchblas_bench: %s\n", e.what());
        return 1;
    }
}
