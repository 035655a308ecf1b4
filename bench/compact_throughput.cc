// SPDX-License-Identifier: BSD-3-Clause
/**
 * Quick throughput check of the compact (interleaved) layout, n = 2..8, data in cache, one
 * thread: compact dgemm / dtrsm / dpotrf / dgetrf-nopiv against a loop over the system's
 * OpenBLAS (cblas_dgemm, cblas_dtrsm, dpotrf_, dgetrf_ one matrix at a time) and against
 * batchblas's own pointer-array batched call (BLAS_*_batched_r64, one group). Not a unit test
 * and not the main table (its own table, printed after it by scripts/bench.sh): a check of what
 * the compact layout is for, several times the best pointer-array baseline's throughput for
 * n <= 8 in cache.
 *
 * Built as batchblas_compact_bench (bench/CMakeLists.txt, linked with the OpenMP build of
 * OpenBLAS) and run by scripts/bench.sh after the main table:
 *   OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 build-bench/bench/batchblas_compact_bench
 * getrf: the baselines pivot (neither OpenBLAS nor the standard API has LU without pivoting);
 * on the diagonally dominant test matrices no row is exchanged. potrf / getrf overwrite their
 * input, so each repetition first restores it; the time of that copy alone is subtracted.
 */
#include <batchblas.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <vector>

extern "C" {
void cblas_dgemm(int layout, int ta, int tb, int m, int n, int k, double alpha, double const* a,
                 int lda, double const* b, int ldb, double beta, double* c, int ldc);
void cblas_dtrsm(int layout, int side, int uplo, int ta, int diag, int m, int n, double alpha,
                 double const* a, int lda, double* b, int ldb);
void dpotrf_(char const* uplo, int const* n, double* a, int const* lda, int* info, size_t);
void dgetrf_(int const* m, int const* n, double* a, int const* lda, int* ipiv, int* info);
}

namespace {

using clock_type = std::chrono::steady_clock;

/**
 * Best time in seconds of one call of f: many short trials (about a millisecond each), so that
 * on a shared machine some of them run undisturbed.
 */
double best_time(std::function<void()> const& f, int)
{
    f();  // warm the caches
    auto const t0 = clock_type::now();
    f();
    double const once = std::chrono::duration<double>(clock_type::now() - t0).count();
    int const reps = std::max(1, int(1e-3 / std::max(once, 1e-9)));
    double best = 1e30;
    for (int trial = 0; trial < 40; ++trial) {
        auto const t1 = clock_type::now();
        for (int r = 0; r < reps; ++r) f();
        double const t = std::chrono::duration<double>(clock_type::now() - t1).count() / reps;
        best = std::min(best, t);
    }
    return best;
}

struct Batch {
    int64_t n, nm, width;
    std::vector<double> a, b, c;        // nm matrices n x n, column-major, contiguous
    std::vector<double> ap, bp, cp;     // packed
    std::vector<double> a_saved, ap_saved;
    std::vector<double const*> pa, pb;  // pointer arrays
    std::vector<double*> pc, pa_mut, pb_mut;
};

Batch make_batch(int64_t n, int64_t nm, int64_t width)
{
    Batch x{n, nm, width, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}};
    std::mt19937_64 rng(42);
    std::uniform_real_distribution<double> u(-1, 1);
    size_t const nn = size_t(n * n);
    for (auto* v : {&x.a, &x.b, &x.c}) {
        v->resize(nn * size_t(nm));
        for (double& e : *v) e = u(rng);
    }
    // A: symmetric, diagonally dominant (SPD; LU needs no pivoting; a fine triangle for trsm).
    for (int64_t p = 0; p < nm; ++p) {
        double* m = x.a.data() + p * n * n;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < j; ++i) m[i + j * n] = m[j + i * n];
        for (int64_t i = 0; i < n; ++i) m[i + i * n] = double(n) + 1;
    }
    int64_t const size = bblas_dsize_compact(n, n, width, nm);
    x.ap.resize(size_t(size));
    x.bp.resize(size_t(size));
    x.cp.resize(size_t(size));
    int64_t info = BblasErrorsReportAny;
    bblas_dgepack_compact_strided(BlasColMajor, n, n, x.a.data(), n, n * n, x.ap.data(), n, width, nm, &info);
    bblas_dgepack_compact_strided(BlasColMajor, n, n, x.b.data(), n, n * n, x.bp.data(), n, width, nm, &info);
    bblas_dgepack_compact_strided(BlasColMajor, n, n, x.c.data(), n, n * n, x.cp.data(), n, width, nm, &info);
    x.a_saved = x.a;
    x.ap_saved = x.ap;
    for (int64_t p = 0; p < nm; ++p) {
        x.pa.push_back(x.a.data() + p * n * n);
        x.pb.push_back(x.b.data() + p * n * n);
        x.pc.push_back(x.c.data() + p * n * n);
        x.pa_mut.push_back(x.a.data() + p * n * n);
        x.pb_mut.push_back(x.b.data() + p * n * n);
    }
    return x;
}

void row(char const* routine, int64_t n, double flops, double t_openblas, double t_batched,
         double t_compact)
{
    double const best_baseline = std::min(t_openblas, t_batched);
    std::printf("%-8s %3lld %10.2f %10.2f %10.2f %8.2fx %8.2fx\n", routine, (long long)n,
                flops / t_openblas * 1e-9, flops / t_batched * 1e-9, flops / t_compact * 1e-9,
                t_openblas / t_compact, best_baseline / t_compact);
}

}  // namespace

int main()
{
    int64_t const width = bblas_dwidth_compact();
    char const* kb_env = std::getenv("COMPACT_BENCH_KB");
    int64_t const kb = kb_env ? std::atoll(kb_env) : 100;
    std::printf("compact width (double): %lld\n", (long long)width);
    std::printf("%-8s %3s %10s %10s %10s %9s %9s\n", "routine", "n", "OpenBLAS", "batched",
                "compact", "vs OpenBLAS", "vs best");
    std::printf("%-8s %3s %10s %10s %10s\n", "", "", "Gflop/s", "Gflop/s", "Gflop/s");
    for (int64_t n = 2; n <= 8; ++n) {
        // About 100 KB of matrices for the three operands (in L2), or COMPACT_BENCH_KB.
        int64_t nm = std::max<int64_t>(width, kb * 1000 / (3 * 8 * n * n));
        nm = (nm + width - 1) / width * width;
        Batch x = make_batch(n, nm, width);
        int const ni = int(n);
        int const reps = int(std::max<int64_t>(3, 2000000 / (nm * n * n * n)));
        int64_t info[1];
        std::vector<int64_t> ns(1, n), lds(1, n), gs(1, nm);

        // gemm C = A B + C (beta = 1 keeps C finite over repetitions: alpha small).
        double const gflop = 2.0 * double(n * n * n) * double(nm);
        double const alpha = 1e-3;
        double t_ob = best_time([&] {
            for (int64_t p = 0; p < nm; ++p)
                cblas_dgemm(102, 111, 111, ni, ni, ni, alpha, x.pa[p], ni, x.pb[p], ni, 1.0, x.pc[p], ni);
        }, reps);
        std::vector<blas_trans_t> nt(1, BlasNoTrans);
        std::vector<double> al(1, alpha), be(1, 1.0);
        double t_bb = best_time([&] {
            info[0] = BblasErrorsReportNone;
            BLAS_gemm_batched_r64(BlasColMajor, nt.data(), nt.data(), ns.data(), ns.data(), ns.data(),
                                  al.data(), x.pa.data(), lds.data(), x.pb.data(), lds.data(), be.data(),
                                  x.pc.data(), lds.data(), 1, gs.data(), info);
        }, reps);
        double t_cp = best_time([&] {
            info[0] = BblasErrorsReportNone;
            bblas_dgemm_compact(BlasColMajor, BlasNoTrans, BlasNoTrans, n, n, n, alpha, x.ap.data(), n,
                                x.bp.data(), n, 1.0, x.cp.data(), n, width, nm, info);
        }, reps);
        row("dgemm", n, gflop, t_ob, t_bb, t_cp);

        // trsm B = A^-1 B (lower, non-unit), B n x n; alpha = 1 is stable over repetitions
        // because A's diagonal is n + 1 (B shrinks, never overflows; tiny values are fine).
        double const tflop = double(n * n * n) * double(nm);
        std::vector<blas_side_t> sd(1, BlasLeft);
        std::vector<blas_uplo_t> lo(1, BlasLower);
        std::vector<blas_diag_t> nu(1, BlasNonUnit);
        std::vector<double> one(1, 1.0);
        auto refill_b = [&] { std::fill(x.b.begin(), x.b.end(), 1.0); std::fill(x.bp.begin(), x.bp.end(), 1.0); };
        refill_b();
        t_ob = best_time([&] {
            for (int64_t p = 0; p < nm; ++p)
                cblas_dtrsm(102, 141, 122, 111, 131, ni, ni, 1.0, x.pa[p], ni, x.pb_mut[p], ni);
        }, reps);
        refill_b();
        t_bb = best_time([&] {
            info[0] = BblasErrorsReportNone;
            BLAS_trsm_batched_r64(BlasColMajor, sd.data(), lo.data(), nt.data(), nu.data(), ns.data(),
                                  ns.data(), one.data(), x.pa.data(), lds.data(), x.pb_mut.data(),
                                  lds.data(), 1, gs.data(), info);
        }, reps);
        refill_b();
        t_cp = best_time([&] {
            info[0] = BblasErrorsReportNone;
            bblas_dtrsm_compact(BlasColMajor, BlasLeft, BlasLower, BlasNoTrans, BlasNonUnit, n, n, 1.0,
                                x.ap.data(), n, x.bp.data(), n, width, nm, info);
        }, reps);
        row("dtrsm", n, tflop, t_ob, t_bb, t_cp);

        // potrf and getrf overwrite A: restore it before each repetition, subtract the copy.
        double const t_copy = best_time([&] { std::memcpy(x.a.data(), x.a_saved.data(), x.a.size() * 8); }, reps);
        double const t_copyp = best_time([&] { std::memcpy(x.ap.data(), x.ap_saved.data(), x.ap.size() * 8); }, reps);
        double const pflop = double(n * n * n) / 3.0 * double(nm);
        char const lower = 'L';
        t_ob = best_time([&] {
            std::memcpy(x.a.data(), x.a_saved.data(), x.a.size() * 8);
            int inf;
            for (int64_t p = 0; p < nm; ++p) dpotrf_(&lower, &ni, x.pa_mut[p], &ni, &inf, 1);
        }, reps) - t_copy;
        t_bb = best_time([&] {
            std::memcpy(x.a.data(), x.a_saved.data(), x.a.size() * 8);
            info[0] = BblasErrorsReportAny;
            BLAS_potrf_batched_r64(BlasColMajor, lo.data(), ns.data(), x.pa_mut.data(), lds.data(), 1,
                                   gs.data(), info);
        }, reps) - t_copy;
        t_cp = best_time([&] {
            std::memcpy(x.ap.data(), x.ap_saved.data(), x.ap.size() * 8);
            info[0] = BblasErrorsReportAny;
            bblas_dpotrf_compact(BlasColMajor, BlasLower, n, x.ap.data(), n, width, nm, info);
        }, reps) - t_copyp;
        row("dpotrf", n, pflop, t_ob, t_bb, t_cp);

        double const lflop = 2.0 * double(n * n * n) / 3.0 * double(nm);
        std::vector<int> piv(size_t(n * nm));
        std::vector<int64_t> piv64(size_t(n * nm));
        std::vector<int64_t*> ppiv;
        for (int64_t p = 0; p < nm; ++p) ppiv.push_back(piv64.data() + p * n);
        t_ob = best_time([&] {
            std::memcpy(x.a.data(), x.a_saved.data(), x.a.size() * 8);
            int inf;
            for (int64_t p = 0; p < nm; ++p) dgetrf_(&ni, &ni, x.pa_mut[p], &ni, piv.data() + p * n, &inf);
        }, reps) - t_copy;
        t_bb = best_time([&] {
            std::memcpy(x.a.data(), x.a_saved.data(), x.a.size() * 8);
            info[0] = BblasErrorsReportAny;
            BLAS_getrf_batched_r64(BlasColMajor, ns.data(), ns.data(), x.pa_mut.data(), lds.data(),
                                   ppiv.data(), 1, gs.data(), info);
        }, reps) - t_copy;
        t_cp = best_time([&] {
            std::memcpy(x.ap.data(), x.ap_saved.data(), x.ap.size() * 8);
            info[0] = BblasErrorsReportAny;
            bblas_dgetrfnp_compact(BlasColMajor, n, n, x.ap.data(), n, width, nm, info);
        }, reps) - t_copyp;
        row("dgetrf", n, lflop, t_ob, t_bb, t_cp);
    }
    return 0;
}
