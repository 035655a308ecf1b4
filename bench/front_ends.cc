// SPDX-License-Identifier: BSD-3-Clause
/**
 * Variable-size gemm through each front end: the standard C API (a group per problem), the C++
 * flat form (every argument a vector of batch_count values) and the C++ group form (a group
 * per problem), on the same problems, one thread, in cache. The main benchmark calls the C API
 * only; this shows what a batch of every problem its own size costs through the others (the
 * C++ flat form reads its arguments through the view, the group forms per group).
 *
 * Built as batchblas_front_end_bench (bench/CMakeLists.txt):
 *   OMP_NUM_THREADS=1 build-bench/bench/batchblas_front_end_bench [nmax [count]]
 * Prints nanoseconds a problem (minimum and median of 2000 calls, every result checked once
 * against a triple loop beforehand); sizes uniform in [1, nmax] (default 8), count problems
 * (default 1600), beta = 1 on matrices rescaled every 100 calls so that they stay finite.
 */
#include <batchblas.h>

#include <algorithm>
#include <batchblas.hh>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <vector>

namespace {

struct Problems {
    std::vector<int64_t> m, n, k;
    std::vector<double> store;
    std::vector<size_t> a_at, b_at, c_at;
    std::vector<double*> A, B, C;
};

Problems make(int nmax, int count)
{
    Problems p;
    std::mt19937 random(42);
    std::uniform_int_distribution<int> size(1, nmax);
    for (int i = 0; i < count; ++i) {
        int64_t const m = size(random), n = size(random), k = size(random);
        p.m.push_back(m), p.n.push_back(n), p.k.push_back(k);
        p.a_at.push_back(p.store.size()), p.store.resize(p.store.size() + size_t(m * k));
        p.b_at.push_back(p.store.size()), p.store.resize(p.store.size() + size_t(k * n));
        p.c_at.push_back(p.store.size()), p.store.resize(p.store.size() + size_t(m * n));
    }
    std::uniform_real_distribution<double> value(-0.5, 0.5);
    for (double& x : p.store) x = value(random);
    for (int i = 0; i < count; ++i) {
        p.A.push_back(p.store.data() + p.a_at[size_t(i)]);
        p.B.push_back(p.store.data() + p.b_at[size_t(i)]);
        p.C.push_back(p.store.data() + p.c_at[size_t(i)]);
    }
    return p;
}

/** Runs call once and compares every C with C + A B computed here; false on a mismatch. */
bool check(Problems& p, std::function<void()> const& call)
{
    std::vector<double> want = p.store;
    for (size_t i = 0; i < p.m.size(); ++i)
        for (int64_t j = 0; j < p.n[i]; ++j)
            for (int64_t r = 0; r < p.m[i]; ++r) {
                double sum = 0;
                for (int64_t q = 0; q < p.k[i]; ++q)
                    sum += p.store[p.a_at[i] + size_t(r + q * p.m[i])] *
                           p.store[p.b_at[i] + size_t(q + j * p.k[i])];
                want[p.c_at[i] + size_t(r + j * p.m[i])] += sum;
            }
    call();
    for (size_t e = 0; e < want.size(); ++e)
        if (std::abs(p.store[e] - want[e]) > 1e-12 * (1 + std::abs(want[e]))) return false;
    return true;
}

void time(char const* name, Problems& p, std::function<void()> const& call)
{
    if (!check(p, call)) {
        std::printf("%-28s WRONG RESULT\n", name);
        std::exit(1);
    }
    std::vector<double> seconds;
    for (int rep = 0; rep < 2000; ++rep) {
        auto const t0 = std::chrono::steady_clock::now();
        call();
        seconds.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
        if (rep % 100 == 99)
            for (size_t i = 0; i < p.m.size(); ++i)
                for (int64_t e = 0; e < p.m[i] * p.n[i]; ++e) p.C[i][e] *= 1e-3;
    }
    std::sort(seconds.begin(), seconds.end());
    double const per = 1e9 / double(p.m.size());
    std::printf("%-28s %8.1f %8.1f\n", name, seconds[0] * per, seconds[seconds.size() / 2] * per);
}

}  // namespace

int main(int argc, char** argv)
{
    int const nmax = argc > 1 ? std::atoi(argv[1]) : 8;
    int const count = argc > 2 ? std::atoi(argv[2]) : 1600;
    if (nmax < 1 || count < 1) {
        std::fprintf(stderr, "usage: batchblas_front_end_bench [nmax >= 1 [count >= 1]]\n");
        return 2;
    }
    Problems p = make(nmax, count);
    size_t const n = size_t(count);
    std::printf("gemm NN, %d problems of sizes uniform in [1, %d], alpha = beta = 1, in cache\n",
                count, nmax);
    std::printf("%-28s %8s %8s\n", "front end (info)", "min ns", "median");

    // C API: one group per problem, info of 1 + count entries (ReportAll).
    std::vector<blas_trans_t> nt(n, BlasNoTrans);
    std::vector<double> one(n, 1.0);
    std::vector<int64_t> group_sizes(n, 1), info(n + 1);
    std::vector<double const*> a_in(p.A.begin(), p.A.end()), b_in(p.B.begin(), p.B.end());
    time("C API, group per problem", p, [&] {
        info[0] = BblasErrorsReportAll;
        BLAS_gemm_batched_r64(BlasColMajor, nt.data(), nt.data(), p.m.data(), p.n.data(),
                              p.k.data(), one.data(), a_in.data(), p.m.data(), b_in.data(),
                              p.k.data(), one.data(), p.C.data(), p.m.data(), count,
                              group_sizes.data(), info.data());
    });

    // C++: the flat form (vectors of batch_count) and the group form (a group per problem).
    using batchblas::Layout;
    using batchblas::Op;
    std::vector<Op> ops(n, Op::NoTrans);
    std::vector<int64_t> codes(n);
    time("C++ flat form", p, [&] {
        batchblas::gemm<double>(Layout::ColMajor, ops, ops, p.m, p.n, p.k, one, p.A, p.m, p.B,
                                p.k, one, p.C, p.m, n, codes);
    });
    std::vector<size_t> sizes(n, 1);
    time("C++ group form", p, [&] {
        batchblas::gemm<double>(Layout::ColMajor, ops, ops, p.m, p.n, p.k, one, p.A, p.m, p.B,
                                p.k, one, p.C, p.m, sizes, codes);
    });
    return 0;
}
