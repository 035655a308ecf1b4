// SPDX-License-Identifier: BSD-3-Clause
/**
 * gpu_gemm_tune: the sweep behind the double gemm NN tile shapes (AsyncShape in device/problem.hh;
 * results in docs/design-notes/gpu.md). It times the cp.async GEMM device routine (AsyncBlockGemm +
 * DmmaEngine, the production building blocks, with the production epilogue and its C prefetch) over
 * tile shapes, warp layouts, pipeline depths, register caps and FP64 MMA shapes on fixed-size
 * batches (gemm NN, column-major, m = n = k, random data, the batch sizes of gpu_bench), against
 * cuBLAS gemmStridedBatched in the same run, and prints, per size, every configuration's GFLOP/s
 * and the best one. The winners are copied by hand into AsyncShape; rerun after changing the
 * engines.
 *
 *   gpu_gemm_tune [--reps N] [--sizes 32,64,...]
 */
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include "cuda/device/block_gemm.cuh"

namespace {

using namespace batchblas::cuda;

void check(cudaError_t e, char const* what)
{
    if (e != cudaSuccess)
        throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}
void check(cublasStatus_t s, char const* what)
{
    if (s != CUBLAS_STATUS_SUCCESS)
        throw std::runtime_error(std::string(what) + ": cuBLAS status " + std::to_string(int(s)));
}

__global__ void fill(double* x, size_t n, uint64_t seed)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
         i += size_t(gridDim.x) * blockDim.x) {
        uint64_t z = (i + 1) * 0x9E3779B97F4A7C15ull + seed;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        x[i] = double(z >> 11) * 0x1.0p-52 - 1.0;
    }
}

template <int BM, int BN, int BK, int WM, int WN, int STAGES, int MINB, int SHAPE = DmmaAuto,
          bool FRAGMENTS = false, bool SERIAL_C = false, int C_GROUP = 32>
struct Config {
    using Engine = DmmaEngine<BM, BN, BK, WM, WN, SHAPE>;
    using Async = AsyncBlockGemm<Engine, BM, BN, BK, STAGES, FRAGMENTS>;
    static constexpr int threads = Engine::threads;
    static constexpr int min_blocks = MINB;
    // The serial epilogue, a baseline for the sweep: C read element by element between the
    // stores.
    static constexpr bool serial_c = SERIAL_C;
    // C values read before the first of them is stored (as AsyncShape's c_group): all of a
    // thread's up to C_GROUP, else groups of C_GROUP (warp tiles above 32 accumulators).
    static constexpr int c_group = Engine::count < C_GROUP ? Engine::count : C_GROUP;
    static constexpr int bm = BM, bn = BN;
    static std::string name()
    {
        char b[96];
        std::snprintf(b, sizeof b, "%dx%dx%d w%dx%d s%d b%d m%d%s%s g%d", BM, BN, BK, WM, WN,
                      STAGES, MINB, Engine::shape, FRAGMENTS ? " f" : "", SERIAL_C ? " sc" : "",
                      c_group);
        return b;
    }
};

template <class C>
__global__ void __launch_bounds__(C::threads, C::min_blocks)
    tune_kernel(double const* A, double const* B, double* Cm, int n, int64_t stride, double alpha,
                double beta, int tiles_m, int tiles)
{
    extern __shared__ __align__(16) unsigned char raw[];
    double* smem = reinterpret_cast<double*>(raw);
    int const problem = blockIdx.x / tiles, tile = blockIdx.x % tiles;
    int const m0 = tile % tiles_m * C::bm, n0 = tile / tiles_m * C::bn;
    int const t = threadIdx.x;
    View<double> const P{A + problem * stride, 1, n, Structure::General, false, false, false};
    View<double> const Q{B + problem * stride, 1, n, Structure::General, false, false, false};
    double* D = Cm + problem * stride;
    using Engine = typename C::Engine;
    Engine eng;
    eng.zero();
    // As GemmUnit's async epilogue: small warp tiles read C before the products, larger ones
    // after them, all of it before the first store (serial_c: element by element, each load
    // behind the previous store).
    constexpr bool prefetch = Engine::count <= 16;
    constexpr int group = prefetch ? Engine::count : C::c_group;
    double cv[Engine::count];
    auto read_c = [&](int e0) {
        read_c_elements<Engine, group>(cv, t, e0, m0, n0, n, n, static_cast<double const*>(D),
                                       int64_t(n));
    };
    if constexpr (prefetch) read_c(0);
    C::Async::accumulate(eng, smem, P, Q, m0, n0, n, n, n, t);
#pragma unroll
    for (int e0 = 0; e0 < Engine::count; e0 += group) {
        if constexpr (!prefetch && !C::serial_c) read_c(e0);
#pragma unroll
        for (int e = e0; e < e0 + group; ++e) {
            int r, c;
            Engine::coord(t, e, r, c);
            int const i = m0 + r, j = n0 + c;
            if (i >= n || j >= n) continue;
            double* d = D + i + int64_t(j) * n;
            *d = beta * (prefetch || !C::serial_c ? cv[e] : *d) + alpha * eng.at(e);
        }
    }
}

struct Result {
    std::string name;
    double gflops;
    double diff;
};

struct Problem {
    int n;
    size_t batch;
    double *A, *B, *C, *R;
    int64_t stride;
};

template <class F>
float time_median(int reps, cudaStream_t s, F&& f)
{
    cudaEvent_t a, b;
    check(cudaEventCreate(&a), "event");
    check(cudaEventCreate(&b), "event");
    f();
    f();
    std::vector<float> ms;
    for (int r = 0; r < reps; ++r) {
        check(cudaEventRecord(a, s), "record");
        f();
        check(cudaEventRecord(b, s), "record");
        check(cudaEventSynchronize(b), "sync");
        float x;
        check(cudaEventElapsedTime(&x, a, b), "elapsed");
        ms.push_back(x);
    }
    cudaEventDestroy(a);
    cudaEventDestroy(b);
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

double max_rel_diff(Problem const& p)
{
    size_t const count = p.batch * size_t(p.stride);
    std::vector<double> x(count), y(count);
    check(cudaMemcpy(x.data(), p.C, count * 8, cudaMemcpyDeviceToHost), "copy");
    check(cudaMemcpy(y.data(), p.R, count * 8, cudaMemcpyDeviceToHost), "copy");
    double d = 0, m = 0;
    for (size_t i = 0; i < count; ++i) {
        d = std::max(d, std::abs(x[i] - y[i]));
        m = std::max(m, std::abs(y[i]));
    }
    return m > 0 ? d / m : d;
}

template <class C>
void run_config(Problem const& p, int reps, cudaStream_t s, std::vector<Result>& out)
{
    int const tiles_m = (p.n + C::bm - 1) / C::bm, tiles_n = (p.n + C::bn - 1) / C::bn;
    int const tiles = tiles_m * tiles_n;
    size_t const smem = C::Async::smem_elems * sizeof(double);
    check(cudaFuncSetAttribute(tune_kernel<C>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                               int(smem)),
          "smem attribute");
    auto launch = [&] {
        tune_kernel<C><<<unsigned(p.batch * tiles), C::threads, smem, s>>>(
            p.A, p.B, p.C, p.n, p.stride, 1.0, 0.5, tiles_m, tiles);
    };
    launch();
    check(cudaGetLastError(), "launch");
    check(cudaStreamSynchronize(s), "sync");
    float const ms = time_median(reps, s, launch);
    double const flops = 2.0 * p.n * double(p.n) * p.n * double(p.batch);
    out.push_back(Result{C::name(), flops / (ms * 1e6), -1.0});  // diff: checked by the caller
}

template <class... Cs>
void sweep(Problem& p, int reps, cudaStream_t s, cublasHandle_t h)
{
    std::vector<Result> results;
    size_t const count = p.batch * size_t(p.stride);
    double const alpha = 1.0, beta = 0.5;
    // cuBLAS reference time and result.
    fill<<<1024, 256, 0, s>>>(p.R, count, 3);
    check(cublasDgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, p.n, p.n, p.n, &alpha, p.A, p.n,
                                    p.stride, p.B, p.n, p.stride, &beta, p.R, p.n, p.stride,
                                    int(p.batch)),
          "cublas");
    float const ms = time_median(reps, s, [&] {
        cublasDgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, p.n, p.n, p.n, &alpha, p.A, p.n,
                                  p.stride, p.B, p.n, p.stride, &beta, p.C, p.n, p.stride,
                                  int(p.batch));
    });
    double const flops = 2.0 * p.n * double(p.n) * p.n * double(p.batch);
    double const cublas = flops / (ms * 1e6);
    auto one = [&](auto tag) {
        using C = decltype(tag);
        try {
            run_config<C>(p, reps, s, results);
            // Check: fresh C, one launch, against cuBLAS on the same fresh C (R).
            int const tiles_m = (p.n + C::bm - 1) / C::bm, tiles_n = (p.n + C::bn - 1) / C::bn;
            fill<<<1024, 256, 0, s>>>(p.C, count, 3);
            tune_kernel<C><<<unsigned(p.batch * tiles_m * tiles_n), C::threads,
                             C::Async::smem_elems * sizeof(double), s>>>(
                p.A, p.B, p.C, p.n, p.stride, 1.0, 0.5, tiles_m, tiles_m * tiles_n);
            check(cudaStreamSynchronize(s), "sync");
            results.back().diff = max_rel_diff(p);
        } catch (std::exception const& e) {
            results.push_back(Result{C::name() + " (" + e.what() + ")", 0, -1});
        }
    };
    (one(Cs{}), ...);
    Result const* best = nullptr;
    for (auto const& r : results) {
        bool const ok = r.diff >= 0 && r.diff < 1e-12;
        std::printf("n %4d  %-28s %9.1f GFLOP/s  %5.2fx cuBLAS  diff %.1e%s\n", p.n, r.name.c_str(),
                    r.gflops, r.gflops / cublas, r.diff, ok ? "" : "  WRONG");
        if (ok && (best == nullptr || r.gflops > best->gflops)) best = &r;
    }
    std::printf("n %4d  cuBLAS strided %9.1f GFLOP/s; best: %s %.1f (%.2fx)\n\n", p.n, cublas,
                best ? best->name.c_str() : "-", best ? best->gflops : 0.0,
                best ? best->gflops / cublas : 0.0);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv)
{
    int reps = 10;
    std::vector<int> sizes = {32, 64, 128, 256, 512};
    for (int i = 1; i < argc; ++i) {
        std::string const a = argv[i];
        if (a == "--reps" && i + 1 < argc) {
            reps = std::atoi(argv[++i]);
        }
        else if (a == "--sizes" && i + 1 < argc) {
            sizes.clear();
            std::string v = argv[++i];
            for (size_t at = 0; at < v.size();) {
                size_t const e = v.find(',', at);
                sizes.push_back(std::atoi(v.substr(at, e - at).c_str()));
                at = e == std::string::npos ? v.size() : e + 1;
            }
        }
        else {
            std::printf("usage: gpu_gemm_tune [--reps N] [--sizes 32,64,...]\n");
            return a == "--help" ? 0 : 1;
        }
    }
    try {
        cudaStream_t s;
        check(cudaStreamCreate(&s), "stream");
        cublasHandle_t h;
        check(cublasCreate(&h), "cublas");
        check(cublasSetStream(h, s), "cublas stream");
        cudaDeviceProp prop{};
        check(cudaGetDeviceProperties(&prop, 0), "props");
        std::printf("gpu_gemm_tune: %s, double gemm NN, median of %d\n", prop.name, reps);
        for (int n : sizes) {
            // gpu_bench's batch: about 3 x 320 MB of matrices over three operands, at least 1.
            size_t const per = size_t(n) * n * 8;
            size_t const batch = std::max<size_t>(1, std::min<size_t>(100000, (320u << 20) / per));
            Problem p{n, batch, nullptr, nullptr, nullptr, nullptr, int64_t(n) * n};
            size_t const count = batch * size_t(p.stride);
            check(cudaMalloc(&p.A, count * 8), "malloc");
            check(cudaMalloc(&p.B, count * 8), "malloc");
            check(cudaMalloc(&p.C, count * 8), "malloc");
            check(cudaMalloc(&p.R, count * 8), "malloc");
            fill<<<1024, 256, 0, s>>>(p.A, count, 1);
            fill<<<1024, 256, 0, s>>>(p.B, count, 2);
            check(cudaGetLastError(), "fill");
            // The shapes in use (AsyncShape Large, then Huge: 64 x 64 x 16, three stages, three
            // blocks), and candidates for Huge; m: the FP64 MMA shape (1688 by default
            // on sm_90, M2 = 16x8x16); g: C values read before the first store.
            constexpr int A = DmmaAuto;
            // Warp tiles of 64 x 32 and 32 x 64 (fm x fn = 4 x 4, 2 x 8: a quarter
            // fewer fragment loads per MMA than 32 x 32) on four warps, two blocks an SM.
            constexpr int M2 = Dmma16816;
            sweep<Config<32, 32, 16, 2, 2, 3, 1>, Config<64, 64, 16, 2, 2, 3, 3>,
                  Config<64, 64, 16, 2, 2, 3, 3, M2>, Config<64, 64, 32, 2, 2, 3, 2, M2>,
                  Config<64, 128, 16, 2, 4, 3, 2>, Config<128, 64, 16, 2, 2, 3, 2>,
                  Config<128, 64, 16, 2, 2, 3, 2, A, false, false, 16>,
                  Config<128, 64, 16, 2, 2, 3, 2, M2>, Config<64, 128, 16, 2, 2, 3, 2>,
                  Config<64, 128, 16, 2, 2, 3, 2, M2>, Config<128, 64, 32, 2, 2, 2, 2>,
                  Config<128, 64, 32, 2, 2, 2, 2, M2>, Config<128, 64, 8, 2, 2, 4, 2>,
                  Config<128, 64, 16, 2, 2, 4, 1>>(p, reps, s, h);
            check(cudaFree(p.A), "free");
            check(cudaFree(p.B), "free");
            check(cudaFree(p.C), "free");
            check(cudaFree(p.R), "free");
        }
        cublasDestroy(h);
    } catch (std::exception const& e) {
        std::fprintf(stderr, "gpu_gemm_tune: %s\n", e.what());
        return 1;
    }
    return 0;
}
