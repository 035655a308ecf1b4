// SPDX-License-Identifier: BSD-3-Clause
/**
 * Concurrency tests: batchblas called from many threads at once and from inside the caller's own
 * OpenMP parallel region, and its results bitwise reproducible.
 *
 * Each Job is one batched call of one routine (gemm, trsm, getrf, potrf, gemv, axpy, syrk) over
 * its own inputs, built once and only read afterwards; Job::run() computes on fresh copies of
 * the outputs and returns them (with info) as bytes. A job's result alone on the main thread is
 * the reference: run from any thread, concurrently with other jobs, or inside a parallel region,
 * it must come out bit for bit the same (every problem is computed by one thread with the same
 * code, so nothing may depend on scheduling). Two jobs are also checked against a plain loop, so
 * that "the same" means "right".
 *
 * Worker threads only record what they got; every assertion runs on the main thread after the
 * join (GoogleTest assertions are not meant for other threads). The ThreadSanitizer job runs
 * these tests (scripts/sanitize.sh; docs/reliability.md).
 */
#include <batchblas.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <complex>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#if defined(_OPENMP)
#include <omp.h>
#endif
#if defined(__linux__)
#include <dirent.h>
#endif

#include "common/test_util.hh"

namespace {

using c32 = std::complex<float>;
using c64 = std::complex<double>;
using Bytes = std::vector<unsigned char>;

/** Appends the bytes of a vector. */
template <typename T>
void append(Bytes& out, std::vector<T> const& v)
{
    auto const* p = reinterpret_cast<unsigned char const*>(v.data());
    out.insert(out.end(), p, p + v.size() * sizeof(T));
}

/** Pointers into one contiguous block of problems, each `size` elements apart. */
template <typename T>
std::vector<T*> pointers(std::vector<T>& block, size_t count, size_t size)
{
    std::vector<T*> p(count);
    for (size_t i = 0; i < count; ++i) p[i] = block.data() + i * size;
    return p;
}
template <typename T>
std::vector<T const*> const_pointers(std::vector<T> const& block, size_t count, size_t size)
{
    std::vector<T const*> p(count);
    for (size_t i = 0; i < count; ++i) p[i] = block.data() + i * size;
    return p;
}

/** One batched call over inputs owned by the job; run() is safe to call from many threads. */
struct Job {
    std::string name;
    std::function<Bytes()> run;
};

// ------------------------------------------------------------------------------------------------
// The jobs

/**
 * gemm, r64, two groups: 300 problems 6x6x6 (NoTrans, Trans) and 40 problems 33x17x20 (Trans,
 * NoTrans) in column-major with padded leading dimensions.
 */
Job gemm_job(uint64_t seed)
{
    struct Data {
        int64_t m[2] = {6, 33}, n[2] = {6, 17}, k[2] = {6, 20};
        int64_t lda[2] = {6, 21}, ldb[2] = {7, 20}, ldc[2] = {8, 35};
        int64_t sizes[2] = {300, 40};
        blas_trans_t ta[2] = {BlasNoTrans, BlasTrans}, tb[2] = {BlasTrans, BlasNoTrans};
        double alpha[2] = {1.5, -0.75}, beta[2] = {0.5, 2.0};
        std::vector<double> A, B, C0;
        std::vector<size_t> a_off, b_off, c_off;
    };
    auto d = std::make_shared<Data>();
    size_t a_total = 0, b_total = 0, c_total = 0;
    for (int g = 0; g < 2; ++g)
        for (int64_t i = 0; i < d->sizes[g]; ++i) {
            int64_t const a_cols = d->ta[g] == BlasNoTrans ? d->k[g] : d->m[g];
            int64_t const b_cols = d->tb[g] == BlasNoTrans ? d->n[g] : d->k[g];
            d->a_off.push_back(a_total);
            d->b_off.push_back(b_total);
            d->c_off.push_back(c_total);
            a_total += size_t(d->lda[g] * a_cols);
            b_total += size_t(d->ldb[g] * b_cols);
            c_total += size_t(d->ldc[g] * d->n[g]);
        }
    d->A.resize(a_total);
    d->B.resize(b_total);
    d->C0.resize(c_total);
    test::fill_random(d->A.data(), a_total, seed);
    test::fill_random(d->B.data(), b_total, seed + 1);
    test::fill_random(d->C0.data(), c_total, seed + 2);
    return Job{"gemm r64", [d] {
                   std::vector<double> C = d->C0;
                   size_t const count = d->a_off.size();
                   std::vector<double const*> A(count), B(count);
                   std::vector<double*> Cp(count);
                   for (size_t i = 0; i < count; ++i) {
                       A[i] = d->A.data() + d->a_off[i];
                       B[i] = d->B.data() + d->b_off[i];
                       Cp[i] = C.data() + d->c_off[i];
                   }
                   std::vector<int64_t> info(1 + count, 0);
                   BLAS_gemm_batched_r64(BlasColMajor, d->ta, d->tb, d->m, d->n, d->k, d->alpha,
                                         A.data(), d->lda, B.data(), d->ldb, d->beta, Cp.data(),
                                         d->ldc, 2, d->sizes, info.data());
                   Bytes out;
                   append(out, C);
                   append(out, info);
                   return out;
               }};
}

/** trsm, c64: 120 problems, B 12x9 row-major, A lower triangular with a dominant diagonal. */
Job trsm_job(uint64_t seed)
{
    constexpr int64_t count = 120, m = 12, n = 9;
    struct Data {
        std::vector<c64> A, B0;
    };
    auto d = std::make_shared<Data>();
    d->A.resize(size_t(count * m * m));
    d->B0.resize(size_t(count * m * n));
    test::fill_random(d->A.data(), d->A.size(), seed);
    test::fill_random(d->B0.data(), d->B0.size(), seed + 1);
    for (int64_t p = 0; p < count; ++p)
        for (int64_t i = 0; i < m; ++i) d->A[size_t(p * m * m + i * m + i)] += c64(4.0, 1.0);
    return Job{"trsm c64", [d] {
                   std::vector<c64> B = d->B0;
                   auto const A = const_pointers(d->A, count, m * m);
                   auto const Bp = pointers(B, count, m * n);
                   blas_side_t side = BlasLeft;
                   blas_uplo_t uplo = BlasLower;
                   blas_trans_t trans = BlasConjTrans;
                   blas_diag_t diag = BlasNonUnit;
                   int64_t mm = m, nn = n, lda = m, ldb = n, gs = count;
                   c64 alpha(0.5, -0.25);
                   std::vector<int64_t> info(1, int64_t(BblasErrorsReportAny));
                   BLAS_trsm_batched_c64(BlasRowMajor, &side, &uplo, &trans, &diag, &mm, &nn,
                                         &alpha, A.data(), &lda, Bp.data(), &ldb, 1, &gs,
                                         info.data());
                   Bytes out;
                   append(out, B);
                   append(out, info);
                   return out;
               }};
}

/** getrf, r32: 200 problems 10x10 and 20 problems 40x30, one exactly singular (positive info). */
Job getrf_job(uint64_t seed)
{
    struct Data {
        int64_t m[2] = {10, 40}, n[2] = {10, 30}, ld[2] = {10, 41}, sizes[2] = {200, 20};
        std::vector<float> A0;
        std::vector<size_t> off;
    };
    auto d = std::make_shared<Data>();
    size_t total = 0;
    for (int g = 0; g < 2; ++g)
        for (int64_t i = 0; i < d->sizes[g]; ++i) {
            d->off.push_back(total);
            total += size_t(d->ld[g] * d->n[g]);
        }
    d->A0.resize(total);
    test::fill_random(d->A0.data(), total, seed);
    for (int64_t i = 0; i < 10; ++i) d->A0[d->off[7] + size_t(3 * 10 + i)] = 0;  // column 3 zero
    return Job{"getrf r32", [d] {
                   std::vector<float> A = d->A0;
                   size_t const count = d->off.size();
                   std::vector<float*> Ap(count);
                   std::vector<int64_t> piv(count * 30);
                   std::vector<int64_t*> pivp(count);
                   for (size_t i = 0; i < count; ++i) {
                       Ap[i] = A.data() + d->off[i];
                       pivp[i] = piv.data() + i * 30;
                   }
                   std::vector<int64_t> info(1 + count, 0);
                   BLAS_getrf_batched_r32(BlasColMajor, d->m, d->n, Ap.data(), d->ld, pivp.data(),
                                          2, d->sizes, info.data());
                   Bytes out;
                   append(out, A);
                   append(out, piv);
                   append(out, info);
                   return out;
               }};
}

/** potrf, c64: 150 Hermitian positive definite 16x16 (B B^H + 16 I), lower, ReportGroup. */
Job potrf_job(uint64_t seed)
{
    constexpr int64_t count = 150, n = 16;
    struct Data {
        std::vector<c64> A0;
    };
    auto d = std::make_shared<Data>();
    d->A0.assign(size_t(count * n * n), c64(0));
    std::vector<c64> b(size_t(n * n));
    for (int64_t p = 0; p < count; ++p) {
        test::fill_random(b.data(), b.size(), seed + uint64_t(p));
        c64* a = d->A0.data() + p * n * n;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) {
                c64 s = i == j ? c64(double(n)) : c64(0);
                for (int64_t l = 0; l < n; ++l) s += b[size_t(i + l * n)] * std::conj(b[size_t(j + l * n)]);
                a[i + j * n] = i == j ? c64(s.real()) : s;
            }
    }
    return Job{"potrf c64", [d] {
                   std::vector<c64> A = d->A0;
                   auto const Ap = pointers(A, count, n * n);
                   blas_uplo_t uplo = BlasLower;
                   int64_t nn = n, lda = n, gs = count;
                   std::vector<int64_t> info(2, int64_t(BblasErrorsReportGroup));
                   BLAS_potrf_batched_c64(BlasColMajor, &uplo, &nn, Ap.data(), &lda, 1, &gs,
                                          info.data());
                   Bytes out;
                   append(out, A);
                   append(out, info);
                   return out;
               }};
}

/** gemv, r32: 500 problems 20x30 transposed, incx 2, incy -1. */
Job gemv_job(uint64_t seed)
{
    constexpr int64_t count = 500, m = 20, n = 30;
    struct Data {
        std::vector<float> A, x, y0;
    };
    auto d = std::make_shared<Data>();
    d->A.resize(size_t(count * m * n));
    d->x.resize(size_t(count * 2 * m));
    d->y0.resize(size_t(count * n));
    test::fill_random(d->A.data(), d->A.size(), seed);
    test::fill_random(d->x.data(), d->x.size(), seed + 1);
    test::fill_random(d->y0.data(), d->y0.size(), seed + 2);
    return Job{"gemv r32", [d] {
                   std::vector<float> y = d->y0;
                   auto const A = const_pointers(d->A, count, m * n);
                   auto const x = const_pointers(d->x, count, 2 * m);
                   auto const yp = pointers(y, count, n);
                   blas_trans_t trans = BlasTrans;
                   int64_t mm = m, nn = n, lda = m, incx = 2, incy = -1, gs = count;
                   float alpha = 1.25f, beta = -0.5f;
                   std::vector<int64_t> info(1 + count, 0);
                   BLAS_gemv_batched_r32(BlasColMajor, &trans, &mm, &nn, &alpha, A.data(), &lda,
                                         x.data(), &incx, &beta, yp.data(), &incy, 1, &gs,
                                         info.data());
                   Bytes out;
                   append(out, y);
                   append(out, info);
                   return out;
               }};
}

/** axpy, c32: 1000 vectors of 64. */
Job axpy_job(uint64_t seed)
{
    constexpr int64_t count = 1000, n = 64;
    struct Data {
        std::vector<c32> x, y0;
    };
    auto d = std::make_shared<Data>();
    d->x.resize(size_t(count * n));
    d->y0.resize(size_t(count * n));
    test::fill_random(d->x.data(), d->x.size(), seed);
    test::fill_random(d->y0.data(), d->y0.size(), seed + 1);
    return Job{"axpy c32", [d] {
                   std::vector<c32> y = d->y0;
                   auto const x = const_pointers(d->x, count, n);
                   auto const yp = pointers(y, count, n);
                   int64_t nn = n, inc = 1, gs = count;
                   c32 alpha(0.5f, 2.0f);
                   std::vector<int64_t> info(1 + count, 0);
                   BLAS_axpy_batched_c32(&nn, &alpha, x.data(), &inc, yp.data(), &inc, 1, &gs,
                                         info.data());
                   Bytes out;
                   append(out, y);
                   append(out, info);
                   return out;
               }};
}

/** syrk, r64: 80 problems n 24, k 40, upper, transposed. */
Job syrk_job(uint64_t seed)
{
    constexpr int64_t count = 80, n = 24, k = 40;
    struct Data {
        std::vector<double> A, C0;
    };
    auto d = std::make_shared<Data>();
    d->A.resize(size_t(count * k * n));
    d->C0.resize(size_t(count * n * n));
    test::fill_random(d->A.data(), d->A.size(), seed);
    test::fill_random(d->C0.data(), d->C0.size(), seed + 1);
    return Job{"syrk r64", [d] {
                   std::vector<double> C = d->C0;
                   auto const A = const_pointers(d->A, count, k * n);
                   auto const Cp = pointers(C, count, n * n);
                   blas_uplo_t uplo = BlasUpper;
                   blas_trans_t trans = BlasTrans;
                   int64_t nn = n, kk = k, lda = k, ldc = n, gs = count;
                   double alpha = -1.0, beta = 1.0;
                   std::vector<int64_t> info(1 + count, 0);
                   BLAS_syrk_batched_r64(BlasColMajor, &uplo, &trans, &nn, &kk, &alpha, A.data(),
                                         &lda, &beta, Cp.data(), &ldc, 1, &gs, info.data());
                   Bytes out;
                   append(out, C);
                   append(out, info);
                   return out;
               }};
}

std::vector<Job> all_jobs(uint64_t seed)
{
    return {gemm_job(seed),  trsm_job(seed + 10), getrf_job(seed + 20), potrf_job(seed + 30),
            gemv_job(seed + 40), axpy_job(seed + 50), syrk_job(seed + 60)};
}

/** Runs `calls` jobs round-robin over `threads` std::threads; returns how many differed. */
struct Mismatch {
    std::string job;
    int thread;
};
std::vector<Mismatch> hammer(std::vector<Job> const& jobs, std::vector<Bytes> const& expected,
                             int threads, int rounds)
{
    std::vector<std::vector<Mismatch>> found(static_cast<size_t>(threads));
    std::atomic<int> ready{0};
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) {
        pool.emplace_back([&, t] {
            // Start together, so that the calls really overlap.
            ready.fetch_add(1);
            while (ready.load() < threads) std::this_thread::yield();
            for (int r = 0; r < rounds; ++r) {
                // Each thread walks the jobs from its own offset: different routines at once.
                size_t const j = size_t(t + r) % jobs.size();
                if (jobs[j].run() != expected[j]) found[size_t(t)].push_back({jobs[j].name, t});
            }
        });
    }
    for (auto& th : pool) th.join();
    std::vector<Mismatch> all;
    for (auto const& f : found) all.insert(all.end(), f.begin(), f.end());
    return all;
}

// ------------------------------------------------------------------------------------------------
// The tests

/** The references are right, not just repeatable: gemm and potrf against plain loops. */
TEST(Concurrency, ReferencesAreCorrect)
{
    {
        // gemm job, problem 0 (6x6x6, A NoTrans, B Trans, ldc 8) and the first 33x17x20 one.
        Job job = gemm_job(1);
        Bytes const out = job.run();
        std::vector<double> C((out.size() - (1 + 340) * sizeof(int64_t)) / sizeof(double));
        std::memcpy(C.data(), out.data(), C.size() * sizeof(double));
        // Rebuild the inputs the same way the job does.
        size_t a_total = 300 * 36 + 40 * 21 * 33, b_total = 300 * 42 + 40 * 20 * 17,
               c_total = 300 * 48 + 40 * 35 * 17;
        std::vector<double> all_a(a_total), all_b(b_total), all_c(c_total);
        test::fill_random(all_a.data(), a_total, 1);
        test::fill_random(all_b.data(), b_total, 2);
        test::fill_random(all_c.data(), c_total, 3);
        for (int64_t j = 0; j < 6; ++j)
            for (int64_t i = 0; i < 6; ++i) {
                double s = 0;
                for (int64_t l = 0; l < 6; ++l) s += all_a[size_t(i + l * 6)] * all_b[size_t(j + l * 7)];
                double const want = 1.5 * s + 0.5 * all_c[size_t(i + j * 8)];
                EXPECT_NEAR(C[size_t(i + j * 8)], want, 1e-13) << "gemm (" << i << ", " << j << ")";
            }
        // The padding between rows and ldc is untouched.
        EXPECT_TRUE(test::same_bits(C[6], all_c[6]));
    }
    {
        // potrf job: L L^H = A for every problem.
        Job job = potrf_job(5);
        Bytes const out = job.run();
        constexpr int64_t n = 16, count = 150;
        std::vector<c64> L(size_t(count * n * n));
        std::memcpy(L.data(), out.data(), L.size() * sizeof(c64));
        int64_t info[2];
        std::memcpy(info, out.data() + L.size() * sizeof(c64), sizeof(info));
        EXPECT_EQ(info[0], 0);
        EXPECT_EQ(info[1], 0);
        std::vector<c64> b(size_t(n * n));
        double worst = 0;
        for (int64_t p = 0; p < count; ++p) {
            test::fill_random(b.data(), b.size(), 5 + uint64_t(p));
            c64 const* l = L.data() + p * n * n;
            for (int64_t j = 0; j < n; ++j)
                for (int64_t i = j; i < n; ++i) {
                    c64 a = i == j ? c64(double(n)) : c64(0);
                    for (int64_t q = 0; q < n; ++q) a += b[size_t(i + q * n)] * std::conj(b[size_t(j + q * n)]);
                    if (i == j) a = c64(a.real());
                    c64 s = 0;
                    for (int64_t q = 0; q <= j; ++q) s += l[i + q * n] * std::conj(l[j + q * n]);
                    worst = std::max(worst, std::abs(s - a));
                }
        }
        // Entries of A are at most about 2n; n eps of that is about 1e-13.
        EXPECT_LT(worst, 1e-12);
    }
}

/** Many std::threads, each running different routines at the same time. */
TEST(Concurrency, ManyThreadsDifferentRoutines)
{
    std::vector<Job> const jobs = all_jobs(100);
    std::vector<Bytes> expected;
    for (Job const& j : jobs) expected.push_back(j.run());
    for (Job const& j : jobs) ASSERT_EQ(j.run(), expected[&j - jobs.data()]) << j.name << " alone";
    auto const bad = hammer(jobs, expected, 8, 3 * int(jobs.size()));
    for (auto const& m : bad) ADD_FAILURE() << m.job << " differed on thread " << m.thread;
    EXPECT_TRUE(bad.empty());
}

/** Many std::threads calling the same routine on different batches. */
TEST(Concurrency, ManyThreadsSameRoutine)
{
    std::vector<Job> jobs;
    for (uint64_t s = 0; s < 6; ++s) jobs.push_back(getrf_job(200 + s));
    std::vector<Bytes> expected;
    for (Job const& j : jobs) expected.push_back(j.run());
    auto const bad = hammer(jobs, expected, 6, 6);
    for (auto const& m : bad) ADD_FAILURE() << m.job << " differed on thread " << m.thread;
    EXPECT_TRUE(bad.empty());
}

#if defined(_OPENMP)
/** Threads of this process (Linux), to see whether a call started a nested team. */
int process_threads()
{
#if defined(__linux__)
    int count = 0;
    if (DIR* dir = opendir("/proc/self/task")) {
        while (dirent* e = readdir(dir))
            if (e->d_name[0] != '.') ++count;
        closedir(dir);
    }
    return count;
#else
    return -1;
#endif
}

/**
 * Calls from inside the caller's parallel region, nesting allowed: correct results, no
 * deadlock, and no nested team (batchblas runs serially on the calling thread there).
 */
TEST(Concurrency, InsideCallersParallelRegion)
{
    std::vector<Job> const jobs = all_jobs(300);
    std::vector<Bytes> expected;
    for (Job const& j : jobs) expected.push_back(j.run());

    int const saved_levels = omp_get_max_active_levels();
    omp_set_max_active_levels(4);  // nesting allowed: batchblas must still not nest
    constexpr int team = 3;
    // Warm the team up so that its threads exist before counting.
#pragma omp parallel num_threads(team)
    {
#pragma omp barrier
    }
    int const before = process_threads();
    std::vector<int> wrong(team, 0), threads_seen(team, 0), teams_seen(team, 0);
#pragma omp parallel num_threads(team)
    {
        int const t = omp_get_thread_num();
        teams_seen[size_t(t)] = omp_get_num_threads();
        for (size_t r = 0; r < 2 * jobs.size(); ++r) {
            size_t const j = (size_t(t) + r) % jobs.size();
            if (jobs[j].run() != expected[j]) ++wrong[size_t(t)];
        }
        threads_seen[size_t(t)] = process_threads();
    }
    omp_set_max_active_levels(saved_levels);

    for (int t = 0; t < team; ++t) {
        EXPECT_EQ(wrong[size_t(t)], 0) << "thread " << t;
        if (teams_seen[size_t(t)] == team && before > 0) {
            EXPECT_LE(threads_seen[size_t(t)], before)
                << "a call inside the caller's parallel region started more threads";
        }
    }
}

/** The same call with the same thread count gives the same bits, for 1, 2 and 4 threads. */
TEST(Concurrency, BitwiseReproducible)
{
    std::vector<Job> const jobs = all_jobs(400);
    int const saved = omp_get_max_threads();
    std::vector<Bytes> first;
    for (int threads : {1, 2, 4}) {
        omp_set_num_threads(threads);
        for (size_t j = 0; j < jobs.size(); ++j) {
            Bytes const a = jobs[j].run();
            Bytes const b = jobs[j].run();
            EXPECT_EQ(a, b) << jobs[j].name << " with " << threads << " threads";
            // Problems never share work between threads, so the thread count does not change
            // the bits either; this pins that down.
            if (threads == 1) {
                first.push_back(a);
            }
            else {
                EXPECT_EQ(a, first[j]) << jobs[j].name << ": " << threads << " vs 1 thread";
            }
        }
    }
    omp_set_num_threads(saved);
}
#endif

}  // namespace
