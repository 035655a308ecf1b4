// SPDX-License-Identifier: BSD-3-Clause
// Measured FMA peak, STREAM-triad bandwidth and cache sizes for the benchmark (see machine.hh).
#include "machine.hh"

#include <immintrin.h>
#include <omp.h>
#include <time.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <memory>
#include <vector>

namespace bench {
namespace {

std::string first_line_with(char const* path, char const* key)
{
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(key, 0) == 0) {
            auto const colon = line.find(':');
            return colon == std::string::npos ? line : line.substr(colon + 2);
        }
    return "";
}

/** "512K" / "32768K" / "1M" from sysfs, in bytes; 0 if absent. */
size_t cache_bytes(int index)
{
    std::ifstream in("/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index) +
                     "/size");
    std::string word;
    if (!(in >> word) || word.empty()) return 0;
    size_t value = std::strtoull(word.c_str(), nullptr, 10);
    char const unit = word.back();
    if (unit == 'K') value <<= 10;
    if (unit == 'M') value <<= 20;
    return value;
}

// ---------------------------------------------------------------- FMA peak
//
// Independent chains x = x * a + b, as many as keep every FMA pipe busy through the FMA latency
// (two pipes x four cycles = 8 vectors in flight at least; 12 or 16 here, within the register
// file so nothing spills). a < 1 and b > 0 keep the values near b / (1 - a): no overflow, no
// subnormals. Each call returns a value derived from all chains so none is optimised away.

constexpr int64_t fma_iterations = 1 << 24;

__attribute__((target("avx512f"))) double chains_avx512_64(int64_t iterations)
{
    __m512d x[16];
    for (int c = 0; c < 16; ++c) x[c] = _mm512_set1_pd(1.0 + c * 1e-3);
    __m512d const a = _mm512_set1_pd(0.999999), b = _mm512_set1_pd(1e-6);
    for (int64_t i = 0; i < iterations; ++i)
        for (int c = 0; c < 16; ++c) x[c] = _mm512_fmadd_pd(x[c], a, b);
    alignas(64) double out[8];
    double sum = 0;
    for (int c = 0; c < 16; ++c) {
        _mm512_store_pd(out, x[c]);
        for (double v : out) sum += v;
    }
    return sum;
}

__attribute__((target("avx512f"))) double chains_avx512_32(int64_t iterations)
{
    __m512 x[16];
    for (int c = 0; c < 16; ++c) x[c] = _mm512_set1_ps(1.0f + c * 1e-3f);
    __m512 const a = _mm512_set1_ps(0.9999f), b = _mm512_set1_ps(1e-4f);
    for (int64_t i = 0; i < iterations; ++i)
        for (int c = 0; c < 16; ++c) x[c] = _mm512_fmadd_ps(x[c], a, b);
    alignas(64) float out[16];
    double sum = 0;
    for (int c = 0; c < 16; ++c) {
        _mm512_store_ps(out, x[c]);
        for (float v : out) sum += v;
    }
    return sum;
}

__attribute__((target("avx2,fma"))) double chains_avx2_64(int64_t iterations)
{
    __m256d x[12];
    for (int c = 0; c < 12; ++c) x[c] = _mm256_set1_pd(1.0 + c * 1e-3);
    __m256d const a = _mm256_set1_pd(0.999999), b = _mm256_set1_pd(1e-6);
    for (int64_t i = 0; i < iterations; ++i)
        for (int c = 0; c < 12; ++c) x[c] = _mm256_fmadd_pd(x[c], a, b);
    alignas(32) double out[4];
    double sum = 0;
    for (int c = 0; c < 12; ++c) {
        _mm256_store_pd(out, x[c]);
        sum += out[0] + out[1] + out[2] + out[3];
    }
    return sum;
}

__attribute__((target("avx2,fma"))) double chains_avx2_32(int64_t iterations)
{
    __m256 x[12];
    for (int c = 0; c < 12; ++c) x[c] = _mm256_set1_ps(1.0f + c * 1e-3f);
    __m256 const a = _mm256_set1_ps(0.9999f), b = _mm256_set1_ps(1e-4f);
    for (int64_t i = 0; i < iterations; ++i)
        for (int c = 0; c < 12; ++c) x[c] = _mm256_fmadd_ps(x[c], a, b);
    alignas(32) float out[8];
    double sum = 0;
    for (int c = 0; c < 12; ++c) {
        _mm256_store_ps(out, x[c]);
        for (float v : out) sum += v;
    }
    return sum;
}

// SSE2 has no FMA: a multiply and an add per step, which the two pipes overlap.
double chains_sse2_64(int64_t iterations)
{
    __m128d x[12];
    for (int c = 0; c < 12; ++c) x[c] = _mm_set1_pd(1.0 + c * 1e-3);
    __m128d const a = _mm_set1_pd(0.999999), b = _mm_set1_pd(1e-6);
    for (int64_t i = 0; i < iterations; ++i)
        for (int c = 0; c < 12; ++c) x[c] = _mm_add_pd(_mm_mul_pd(x[c], a), b);
    alignas(16) double out[2];
    double sum = 0;
    for (int c = 0; c < 12; ++c) {
        _mm_store_pd(out, x[c]);
        sum += out[0] + out[1];
    }
    return sum;
}

double chains_sse2_32(int64_t iterations)
{
    __m128 x[12];
    for (int c = 0; c < 12; ++c) x[c] = _mm_set1_ps(1.0f + c * 1e-3f);
    __m128 const a = _mm_set1_ps(0.9999f), b = _mm_set1_ps(1e-4f);
    for (int64_t i = 0; i < iterations; ++i)
        for (int c = 0; c < 12; ++c) x[c] = _mm_add_ps(_mm_mul_ps(x[c], a), b);
    alignas(16) float out[4];
    double sum = 0;
    for (int c = 0; c < 12; ++c) {
        _mm_store_ps(out, x[c]);
        for (float v : out) sum += v;
    }
    return sum;
}

struct PeakKernel {
    double (*run)(int64_t);
    double flops_per_iteration;
};

volatile double sink;  // keeps the chains' results alive

/** GFLOP/s of all threads together running the kernel at once; best of three trials. */
double measure_peak(PeakKernel kernel)
{
    double best = 0;
    for (int trial = 0; trial < 3; ++trial) {
        double total = 0;
#pragma omp parallel reduction(+ : total)
        {
#pragma omp barrier
            double const t0 = omp_get_wtime();
            sink = kernel.run(fma_iterations);
            double const t = omp_get_wtime() - t0;
            total += kernel.flops_per_iteration * double(fma_iterations) / t * 1e-9;
        }
        best = std::max(best, total);
    }
    return best;
}

// ---------------------------------------------------------------- triad

double measure_triad(size_t bytes, size_t& footprint)
{
    size_t const n = std::max<size_t>(bytes / (3 * sizeof(double)), 1 << 20);
    footprint = 3 * n * sizeof(double);
    std::unique_ptr<double[]> a(new double[n]), b(new double[n]), c(new double[n]);
    double* const pa = a.get();
    double* const pb = b.get();
    double* const pc = c.get();
    // First touch by the threads that use the pages later (same static schedule).
#pragma omp parallel for schedule(static)
    for (size_t i = 0; i < n; ++i) {
        pa[i] = 0;
        pb[i] = 1.0;
        pc[i] = 2.0;
    }
    double best = 0;
    for (int trial = 0; trial < 6; ++trial) {
        double const s = 0.5 + trial * 1e-3;
        double const t0 = omp_get_wtime();
#pragma omp parallel for schedule(static)
        for (size_t i = 0; i < n; ++i) pa[i] = pb[i] + s * pc[i];
        double const t = omp_get_wtime() - t0;
        // STREAM's count: two arrays read, one written (write-allocate traffic not counted).
        best = std::max(best, 3.0 * double(n) * sizeof(double) / t * 1e-9);
    }
    sink = pa[n / 2];
    return best;
}

}  // namespace

Machine measure_machine(int threads, double triad_mib)
{
    Machine m;
    m.threads = threads;
    m.cpu = first_line_with("/proc/cpuinfo", "model name");
    if (m.cpu.empty()) m.cpu = "unknown CPU";
    m.l2_bytes = cache_bytes(2);
    m.l3_bytes = cache_bytes(3);

    timespec res{};
    clock_getres(CLOCK_MONOTONIC, &res);
    m.timer = "omp_get_wtime (CLOCK_MONOTONIC, resolution " +
              std::to_string(res.tv_sec * 1000000000L + res.tv_nsec) + " ns)";

    __builtin_cpu_init();
    PeakKernel k64{chains_sse2_64, 12 * 2 * 2}, k32{chains_sse2_32, 12 * 4 * 2};
    m.isa = "sse2";
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
        k64 = {chains_avx2_64, 12 * 4 * 2};
        k32 = {chains_avx2_32, 12 * 8 * 2};
        m.isa = "avx2+fma";
    }
    if (__builtin_cpu_supports("avx512f")) {
        k64 = {chains_avx512_64, 16 * 8 * 2};
        k32 = {chains_avx512_32, 16 * 16 * 2};
        m.isa = "avx512f";
    }
    m.peak64 = measure_peak(k64);
    m.peak32 = measure_peak(k32);

    size_t triad = size_t(triad_mib * 1024 * 1024);
    if (triad == 0) triad = std::max<size_t>(4 * m.l3_bytes, size_t(96) << 20);
    m.bandwidth = measure_triad(triad, m.triad_bytes);
    return m;
}

}  // namespace bench
