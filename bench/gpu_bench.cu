// SPDX-License-Identifier: BSD-3-Clause
/**
 * gpu_bench: batchblas's CUDA backend against cuBLAS on one GPU.
 *
 *   gemm, fixed sizes n = 2 .. 512, then 3, 5, 6, 7 (m = n = k): batchblas (pointer vectors, the
 *        matrices in order; "alt": the strided form; "perm": pointer vectors over the same
 *        matrices in a random order, so that they are no progression and travel to the device;
 *        "dev": vbatched, pointer and size arrays already on the device, as cuBLAS's
 *        gemmBatched gets them) vs cublas<t>gemmBatched, gemmStridedBatched and
 *        gemmGroupedBatched (one group);
 *   gemm, variable sizes n_i uniform in [1, nmax]: batchblas (one call, per-problem vectors;
 *        "alt": vbatched, sizes and pointers already on the device) vs cublas<t>gemmGroupedBatched
 *        with the problems sorted into groups of equal size;
 *   trsm (left, lower, no-trans, non-unit; m = n), fixed sizes ("alt": the strided form) vs
 *        cublas<t>trsmBatched, variable sizes ("alt": vbatched) vs one trsmBatched per group of
 *        equal size.
 *
 * Double and single precision. Data are random in [-1, 1] (never zeros); triangular matrices
 * are I + R / n (well conditioned). Every call is timed with CUDA events around it, host-side work
 * included (batchblas packs its problem list on the host; cuBLAS's pointer arrays are built once,
 * outside the timing, as its users do); the median of --reps repeats after warm-up is reported.
 * Each batchblas result (both forms) is compared with cuBLAS's (max abs difference over max abs
 * value). First, the fixed cost of a call: an empty kernel, a batchblas and a cuBLAS gemm of one
 * 4 x 4 problem, timed the same way, and their host enqueue time per call back to back.
 * For double, the roofline is min(56 TFLOP/s FP64 tensor, 3.0 TB/s x flops/byte), counting each
 * matrix read once and C (B for trsm) written once.
 *
 *   gpu_bench [--reps N] [--types d,s] [--min-n N] [--max-n N] [--cold] [--gemm-fixed | --trsm]
 *             [--variable] [--gemm-nt | --gemm-tn | --gemm-tt]
 *
 * --cold evicts L2 before each timed call (ColdCache); by default repeated calls over the same
 * buffers find part of a batch that fits L2 (n <= 8) still there. --gemm-fixed runs the
 * fixed-size gemm rows only (no variable sizes, no trsm); --trsm the trsm rows only; --min-n
 * skips sizes below N; --variable runs the variable-size rows alone, nmax from --min-n (16 at
 * least) to --max-n (with --trsm: trsm's alone).
 * --gemm-nt makes the fixed-size gemm rows C = alpha A B^T + beta C ("gemNT"; cuBLAS with
 * transb = T), --gemm-tn C = alpha A^T B + beta C ("gemTN"), --gemm-tt both transposed.
 */
#include <batchblas/cuda.hh>

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

namespace {

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

/** Fills x[0, n) with uniform values in [-1, 1] from a counter-based hash (seeded). */
template <typename T>
__global__ void fill_random(T* x, size_t n, uint64_t seed)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
         i += size_t(gridDim.x) * blockDim.x) {
        uint64_t z = (i + 1) * 0x9E3779B97F4A7C15ull + seed;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        x[i] = T(double(z >> 11) * (2.0 / 9007199254740992.0) - 1.0);
    }
}

/** Turns each n x n matrix (ld n, `stride` apart) into I + R / n, R random in [-1, 1]: well
 *  conditioned, and its inverse keeps a right-hand side's magnitude, so that repeated in-place
 *  solves neither underflow nor overflow. */
template <typename T>
__global__ void near_identity(T* a, int n, size_t stride)
{
    T* m = a + blockIdx.x * stride;
    for (int idx = threadIdx.x; idx < n * n; idx += blockDim.x) {
        int const i = idx % n, j = idx / n;
        m[idx] = m[idx] / T(n) + (i == j ? T(1) : T(0));
    }
}

/** Nothing: its event-timed launch is the floor under every call's time below. */
__global__ void empty_kernel() {}

/**
 * Waits for all work on the device. Set-up work here runs on the legacy default stream (fills,
 * device-to-device copies, pageable uploads), which does not order with the queue's non-blocking
 * stream, and a device-to-device cudaMemcpy or a pageable upload may return before the data
 * lands: without this a timed or checked call could read half-reset inputs.
 */
void settle()
{
    check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
}

template <typename T>
struct Device {
    T* ptr = nullptr;
    size_t size = 0;
    explicit Device(size_t n) : size(n)
    {
        check(cudaMalloc(&ptr, std::max<size_t>(n, 1) * sizeof(T)), "cudaMalloc");
    }
    ~Device() { cudaFree(ptr); }
    Device(Device const&) = delete;
    Device& operator=(Device const&) = delete;
    void random(uint64_t seed)
    {
        fill_random<<<1024, 256>>>(ptr, size, seed);
        check(cudaGetLastError(), "fill_random");
        settle();
    }
    /** The host vector's values (all of this array) in, and wait until they are there. */
    void upload(std::vector<T> const& host)
    {
        if (host.size() != size) throw std::runtime_error("upload: sizes differ");
        check(cudaMemcpy(ptr, host.data(), size * sizeof(T), cudaMemcpyHostToDevice), "upload");
        settle();
    }
    void copy_from(Device const& o)
    {
        check(cudaMemcpy(ptr, o.ptr, size * sizeof(T), cudaMemcpyDeviceToDevice), "copy");
        settle();
    }
    std::vector<T> read() const
    {
        std::vector<T> h(size);
        check(cudaMemcpy(h.data(), ptr, size * sizeof(T), cudaMemcpyDeviceToHost), "read");
        return h;
    }
};

// Ops of A and B in the fixed-size gemm rows (--gemm-nt, --gemm-tn, --gemm-tt).
cublasOperation_t g_cublas_opa = CUBLAS_OP_N, g_cublas_opb = CUBLAS_OP_N;
batchblas::Op g_opa = batchblas::Op::NoTrans, g_opb = batchblas::Op::NoTrans;

// cuBLAS by type.
cublasStatus_t gemm_batched(cublasHandle_t h, int m, int n, int k, double const* alpha,
                            double const* const* A, int lda, double const* const* B, int ldb,
                            double const* beta, double* const* C, int ldc, int count)
{
    return cublasDgemmBatched(h, g_cublas_opa, g_cublas_opb, m, n, k, alpha, A, lda, B, ldb, beta, C,
                              ldc, count);
}
cublasStatus_t gemm_batched(cublasHandle_t h, int m, int n, int k, float const* alpha,
                            float const* const* A, int lda, float const* const* B, int ldb,
                            float const* beta, float* const* C, int ldc, int count)
{
    return cublasSgemmBatched(h, g_cublas_opa, g_cublas_opb, m, n, k, alpha, A, lda, B, ldb, beta, C,
                              ldc, count);
}
cublasStatus_t gemm_strided(cublasHandle_t h, int m, int n, int k, double const* alpha,
                            double const* A, int lda, long long sa, double const* B, int ldb,
                            long long sb, double const* beta, double* C, int ldc, long long sc,
                            int count)
{
    return cublasDgemmStridedBatched(h, g_cublas_opa, g_cublas_opb, m, n, k, alpha, A, lda, sa, B,
                                     ldb, sb, beta, C, ldc, sc, count);
}
cublasStatus_t gemm_strided(cublasHandle_t h, int m, int n, int k, float const* alpha,
                            float const* A, int lda, long long sa, float const* B, int ldb,
                            long long sb, float const* beta, float* C, int ldc, long long sc,
                            int count)
{
    return cublasSgemmStridedBatched(h, g_cublas_opa, g_cublas_opb, m, n, k, alpha, A, lda, sa, B,
                                     ldb, sb, beta, C, ldc, sc, count);
}
cublasStatus_t gemm_grouped(cublasHandle_t h, cublasOperation_t const* t,
                            cublasOperation_t const* tb, int const* m, int const* n, int const* k,
                            double const* alpha, double const* const* A, int const* ld,
                            double const* const* B, double const* beta, double* const* C,
                            int groups, int const* sizes)
{
    return cublasDgemmGroupedBatched(h, t, tb, m, n, k, alpha, A, ld, B, ld, beta, C, ld, groups,
                                     sizes);
}
cublasStatus_t gemm_grouped(cublasHandle_t h, cublasOperation_t const* t,
                            cublasOperation_t const* tb, int const* m, int const* n, int const* k,
                            float const* alpha, float const* const* A, int const* ld,
                            float const* const* B, float const* beta, float* const* C, int groups,
                            int const* sizes)
{
    return cublasSgemmGroupedBatched(h, t, tb, m, n, k, alpha, A, ld, B, ld, beta, C, ld, groups,
                                     sizes);
}
cublasStatus_t trsm_batched(cublasHandle_t h, int m, int n, double const* alpha,
                            double const* const* A, int lda, double* const* B, int ldb, int count)
{
    return cublasDtrsmBatched(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                              CUBLAS_DIAG_NON_UNIT, m, n, alpha, A, lda, B, ldb, count);
}
cublasStatus_t trsm_batched(cublasHandle_t h, int m, int n, float const* alpha,
                            float const* const* A, int lda, float* const* B, int ldb, int count)
{
    return cublasStrsmBatched(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                              CUBLAS_DIAG_NON_UNIT, m, n, alpha, A, lda, B, ldb, count);
}

/** Reads x[0, n) and keeps the sum where nothing reads it (only when it is exactly zero). */
__global__ void read_through(double const* x, size_t n, double* sink)
{
    double s = 0;
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
         i += size_t(gridDim.x) * blockDim.x)
        s += x[i];
    if (s == 0.0 && sink != nullptr) *sink = s;
}

/** --cold: before each timed call, a read of a buffer of four times L2's size evicts the last
 *  call's data, so that a batch which fits L2 (n = 4 and 8: 38 MB of inputs against 50 MB) is
 *  read from device memory as a single call would; the read is outside the timed region. */
struct ColdCache {
    double* buffer = nullptr;
    size_t count = 0;
    void enable(int device)
    {
        int l2 = 0;
        check(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, device), "L2 size");
        count = size_t(4) * size_t(l2) / sizeof(double);
        check(cudaMalloc(&buffer, count * sizeof(double)), "cudaMalloc");
        check(cudaMemset(buffer, 0x3f, count * sizeof(double)), "cudaMemset");
        settle();
    }
    void evict(cudaStream_t stream) const
    {
        if (buffer == nullptr) return;
        read_through<<<1024, 256, 0, stream>>>(buffer, count, nullptr);
        check(cudaGetLastError(), "read_through");
    }
};
ColdCache cold_cache;

struct Timer {
    cudaStream_t stream;
    int reps;
    cudaEvent_t start, stop;
    Timer(cudaStream_t s, int r) : stream(s), reps(r)
    {
        check(cudaEventCreate(&start), "event");
        check(cudaEventCreate(&stop), "event");
    }
    ~Timer()
    {
        cudaEventDestroy(start);
        cudaEventDestroy(stop);
    }
    /** Median seconds of one call of f, after 3 warm-up calls. */
    template <class F>
    double median(F&& f)
    {
        for (int i = 0; i < 3; ++i) f();
        check(cudaStreamSynchronize(stream), "sync");
        std::vector<double> t;
        for (int i = 0; i < reps; ++i) {
            cold_cache.evict(stream);
            check(cudaStreamSynchronize(stream), "sync");
            check(cudaEventRecord(start, stream), "record");
            f();
            check(cudaEventRecord(stop, stream), "record");
            check(cudaEventSynchronize(stop), "sync");
            float ms = 0;
            check(cudaEventElapsedTime(&ms, start, stop), "elapsed");
            t.push_back(ms * 1e-3);
        }
        std::sort(t.begin(), t.end());
        return t[t.size() / 2];
    }
};

template <typename T>
double rel_diff(std::vector<T> const& a, std::vector<T> const& b)
{
    double d = 0, s = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        d = std::max(d, std::abs(double(a[i]) - double(b[i])));
        s = std::max(s, std::abs(double(b[i])));
    }
    return s > 0 ? d / s : d;
}

struct Row {
    std::string type, routine, sizes;
    size_t batch;
    double flops, bytes;
    double ours, ours_alt, batched, strided, grouped;  // seconds, 0 = not run
    double diff;
    double ours_perm = 0, ours_dev = 0;  // seconds, fixed-size gemm only
};

void print_header()
{
    std::printf("%-4s %-5s %-12s %7s | %9s %9s %9s %9s %6s | %9s %9s %9s | %6s %8s\n", "type",
                "rtn", "sizes", "batch", "ours", "ours-alt", "ours-perm", "ours-dev", "%roof",
                "cub-bat", "cub-str", "cub-grp", "ratio", "diff");
    std::printf("%s\n", std::string(138, '-').c_str());
}

void print(Row const& r, bool roofline)
{
    auto gf = [&](double s) { return s > 0 ? r.flops / s * 1e-9 : 0.0; };
    double const roof = std::min(56e12, 3.0e12 * r.flops / r.bytes);
    double const best_ours =
        std::max({gf(r.ours), gf(r.ours_alt), gf(r.ours_perm), gf(r.ours_dev)});
    double const best_cublas = std::max({gf(r.batched), gf(r.strided), gf(r.grouped)});
    char roof_text[16] = "-";
    if (roofline)
        std::snprintf(roof_text, sizeof roof_text, "%.1f", 100.0 * best_ours * 1e9 / roof);
    auto cell = [&](double s) {
        static char buf[8][16];
        static int i = 0;
        char* b = buf[i++ % 8];
        if (s > 0)
            std::snprintf(b, 16, "%.1f", gf(s));
        else
            std::snprintf(b, 16, "-");
        return b;
    };
    std::printf("%-4s %-5s %-12s %7zu | %9s %9s %9s %9s %6s | %9s %9s %9s | %6.2f %8.1e\n",
                r.type.c_str(), r.routine.c_str(), r.sizes.c_str(), r.batch, cell(r.ours),
                cell(r.ours_alt), cell(r.ours_perm), cell(r.ours_dev), roof_text, cell(r.batched),
                cell(r.strided), cell(r.grouped),
                best_cublas > 0 ? best_ours / best_cublas : 0.0, r.diff);
    std::fflush(stdout);
}

size_t batch_for(int n, size_t elem)
{
    double const bytes = 3.0 * double(n) * n * double(elem);
    return size_t(std::clamp(1.0e9 / bytes, 64.0, 100000.0));
}

template <typename T>
void bench_gemm_fixed(char const* type, int n, int reps, batchblas::Queue& queue,
                      cublasHandle_t handle, std::vector<Row>& rows)
{
    size_t const batch = batch_for(n, sizeof(T));
    size_t const nn = size_t(n) * n;
    Device<T> A(nn * batch), B(nn * batch), C0(nn * batch), C(nn * batch), Cref(nn * batch);
    A.random(1);
    B.random(2);
    C0.random(3);
    std::vector<T*> pa(batch), pb(batch), pc(batch), pr(batch);
    for (size_t p = 0; p < batch; ++p) {
        pa[p] = A.ptr + p * nn;
        pb[p] = B.ptr + p * nn;
        pc[p] = C.ptr + p * nn;
        pr[p] = Cref.ptr + p * nn;
    }
    // The same problems in a random order: pointer vectors that are no progression.
    std::vector<size_t> order(batch);
    for (size_t p = 0; p < batch; ++p) order[p] = p;
    std::shuffle(order.begin(), order.end(), std::mt19937{unsigned(n)});
    std::vector<T*> qa(batch), qb(batch), qc(batch);
    for (size_t p = 0; p < batch; ++p) {
        qa[p] = pa[order[p]];
        qb[p] = pb[order[p]];
        qc[p] = pc[order[p]];
    }
    std::vector<T const*> cpa(pa.begin(), pa.end()), cpb(pb.begin(), pb.end());
    Device<T const*> dpa(batch), dpb(batch);
    Device<T*> dpr(batch), dpc(batch);
    Device<int64_t> dn(batch);
    std::vector<int64_t> const sizes(batch, n);
    dpc.upload(pc);
    dn.upload(sizes);
    dpa.upload(cpa);
    dpb.upload(cpb);
    dpr.upload(pr);
    T const alpha = T(1.25), beta = T(-0.5);
    std::vector<int64_t> info;  // no checks in the timed calls (as cuBLAS does none)
    std::vector<int64_t> const sz{n};
    Timer timer(queue.stream(), reps);
    Row r{type,
          g_opa == batchblas::Op::NoTrans
              ? (g_opb == batchblas::Op::NoTrans ? "gemm" : "gemNT")
              : (g_opb == batchblas::Op::NoTrans ? "gemTN" : "gemTT"),
          std::to_string(n),
          batch,
          2.0 * n * double(n) * n * double(batch),
          double(sizeof(T)) * 4.0 * double(nn) * double(batch),
          0,
          0,
          0,
          0,
          0,
          0};

    auto ours_perm = [&] {
        batchblas::gemm(batchblas::Layout::ColMajor, {g_opa}, {g_opb}, sz, sz, sz,
                        {alpha}, qa, sz, qb, sz, {beta}, qc, sz, batch, info, queue);
    };
    auto ours_dev = [&] {
        batchblas::vbatched::gemm<T>(batchblas::Layout::ColMajor, g_opa, g_opb,
                                     dn.ptr, dn.ptr, dn.ptr, n, n, n, alpha, dpa.ptr, dn.ptr,
                                     dpb.ptr, dn.ptr, beta, dpc.ptr, dn.ptr, batch, nullptr, queue);
    };
    auto ours = [&] {
        batchblas::gemm(batchblas::Layout::ColMajor, {g_opa}, {g_opb}, sz, sz, sz,
                        {alpha}, pa, sz, pb, sz, {beta}, pc, sz, batch, info, queue);
    };
    auto ours_alt = [&] {
        batchblas::gemm<T>(batchblas::Layout::ColMajor, {g_opa}, {g_opb}, sz, sz,
                           sz, {alpha}, A.ptr, sz, int64_t(nn), B.ptr, sz, int64_t(nn), {beta},
                           C.ptr, sz, int64_t(nn), batch, info, queue);
    };
    auto batched = [&] {
        check(gemm_batched(handle, n, n, n, &alpha, dpa.ptr, n, dpb.ptr, n, &beta, dpr.ptr, n,
                           int(batch)),
              "gemmBatched");
    };
    auto strided = [&] {
        check(gemm_strided(handle, n, n, n, &alpha, A.ptr, n, (long long)nn, B.ptr, n,
                           (long long)nn, &beta, Cref.ptr, n, (long long)nn, int(batch)),
              "gemmStridedBatched");
    };
    cublasOperation_t const op = g_cublas_opa, opb = g_cublas_opb;
    int const gm = n, gsize = int(batch);
    auto grouped = [&] {
        check(gemm_grouped(handle, &op, &opb, &gm, &gm, &gm, &alpha, dpa.ptr, &gm, dpb.ptr, &beta,
                           dpr.ptr, 1, &gsize),
              "gemmGroupedBatched");
    };
    // Results: one call each from the same C.
    C.copy_from(C0);
    Cref.copy_from(C0);
    ours();
    batched();
    check(cudaStreamSynchronize(queue.stream()), "sync");
    r.diff = rel_diff(C.read(), Cref.read());
    // The strided form may take other kernels (the packed classes' strided one): check it too.
    C.copy_from(C0);
    ours_alt();
    check(cudaStreamSynchronize(queue.stream()), "sync");
    r.diff = std::max(r.diff, rel_diff(C.read(), Cref.read()));
    auto const check_form = [&](auto&& form) {
        C.copy_from(C0);
        form();
        check(cudaStreamSynchronize(queue.stream()), "sync");
        r.diff = std::max(r.diff, rel_diff(C.read(), Cref.read()));
    };
    check_form(ours_perm);
    check_form(ours_dev);
    r.ours = timer.median(ours);
    r.ours_alt = timer.median(ours_alt);
    r.ours_perm = timer.median(ours_perm);
    r.ours_dev = timer.median(ours_dev);
    r.batched = timer.median(batched);
    r.strided = timer.median(strided);
    r.grouped = timer.median(grouped);
    rows.push_back(r);
}

template <typename T>
void bench_gemm_variable(char const* type, int nmax, int reps, batchblas::Queue& queue,
                         cublasHandle_t handle, std::vector<Row>& rows)
{
    size_t const batch = batch_for(std::max(1, nmax / 2), sizeof(T)) / 2 + 1;
    std::mt19937 rng{unsigned(nmax)};
    std::uniform_int_distribution<int> dist(1, nmax);
    std::vector<int64_t> sizes(batch);
    size_t total = 0;
    double flops = 0, bytes = 0;
    for (auto& s : sizes) {
        s = dist(rng);
        total += size_t(s * s);
        flops += 2.0 * double(s) * s * s;
        bytes += 4.0 * double(s) * s * sizeof(T);
    }
    Device<T> A(total), B(total), C0(total), C(total), Cref(total);
    A.random(4);
    B.random(5);
    C0.random(6);
    std::vector<T*> pa(batch), pb(batch), pc(batch), pr(batch);
    size_t offset = 0;
    for (size_t p = 0; p < batch; ++p) {
        pa[p] = A.ptr + offset;
        pb[p] = B.ptr + offset;
        pc[p] = C.ptr + offset;
        pr[p] = Cref.ptr + offset;
        offset += size_t(sizes[p] * sizes[p]);
    }
    // cuBLAS: problems sorted by size into groups of equal size.
    std::vector<size_t> order(batch);
    for (size_t p = 0; p < batch; ++p) order[p] = p;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return sizes[a] < sizes[b]; });
    std::vector<T const*> sa, sb;
    std::vector<T*> sc;
    std::vector<int> gn, gsize;
    for (size_t i = 0; i < batch; ++i) {
        size_t const p = order[i];
        sa.push_back(pa[p]);
        sb.push_back(pb[p]);
        sc.push_back(pr[p]);
        if (gn.empty() || gn.back() != sizes[p]) {
            gn.push_back(int(sizes[p]));
            gsize.push_back(0);
        }
        ++gsize.back();
    }
    Device<T const*> dsa(batch), dsb(batch);
    Device<T*> dsc(batch);
    dsa.upload(sa);
    dsb.upload(sb);
    dsc.upload(sc);
    int const groups = int(gn.size());
    std::vector<cublasOperation_t> ops(size_t(groups), CUBLAS_OP_N);
    T const alpha = T(1.25), beta = T(-0.5);
    std::vector<T> galpha(size_t(groups), alpha), gbeta(size_t(groups), beta);
    std::vector<int64_t> info;
    Timer timer(queue.stream(), reps);
    Row r{type, "gemm", "[1," + std::to_string(nmax) + "]", batch, flops, bytes, 0, 0, 0, 0, 0, 0};

    auto ours = [&] {
        batchblas::gemm(batchblas::Layout::ColMajor, {batchblas::Op::NoTrans},
                        {batchblas::Op::NoTrans}, sizes, sizes, sizes, {alpha}, pa, sizes, pb,
                        sizes, {beta}, pc, sizes, batch, info, queue);
    };
    auto grouped = [&] {
        check(gemm_grouped(handle, ops.data(), ops.data(), gn.data(), gn.data(), gn.data(),
                           galpha.data(), dsa.ptr, gn.data(), dsb.ptr, gbeta.data(), dsc.ptr,
                           groups, gsize.data()),
              "gemmGroupedBatched");
    };
    // vbatched: sizes, leading dimensions and pointers on the device, prepared once.
    std::vector<T const*> ca(pa.begin(), pa.end()), cb(pb.begin(), pb.end());
    Device<int64_t> dn(batch);
    Device<T const*> dpa(batch), dpb(batch);
    Device<T*> dpc(batch);
    dn.upload(sizes);
    dpa.upload(ca);
    dpb.upload(cb);
    dpc.upload(pc);
    auto ours_device = [&] {
        batchblas::vbatched::gemm<T>(batchblas::Layout::ColMajor, batchblas::Op::NoTrans,
                                     batchblas::Op::NoTrans, dn.ptr, dn.ptr, dn.ptr, nmax, nmax,
                                     nmax, alpha, dpa.ptr, dn.ptr, dpb.ptr, dn.ptr, beta, dpc.ptr,
                                     dn.ptr, batch, nullptr, queue);
    };
    C.copy_from(C0);
    Cref.copy_from(C0);
    ours();
    grouped();
    check(cudaStreamSynchronize(queue.stream()), "sync");
    r.diff = rel_diff(C.read(), Cref.read());
    C.copy_from(C0);
    ours_device();
    check(cudaStreamSynchronize(queue.stream()), "sync");
    r.diff = std::max(r.diff, rel_diff(C.read(), Cref.read()));
    r.ours = timer.median(ours);
    r.ours_alt = timer.median(ours_device);
    r.grouped = timer.median(grouped);
    rows.push_back(r);
}

template <typename T>
void bench_trsm(char const* type, int nfixed, int nmax, int reps, batchblas::Queue& queue,
                cublasHandle_t handle, std::vector<Row>& rows)
{
    bool const variable = nmax > 0;
    int const big = variable ? nmax : nfixed;
    size_t const batch = variable ? batch_for(std::max(1, nmax / 2), sizeof(T)) / 2 + 1
                                  : batch_for(nfixed, sizeof(T));
    std::mt19937 rng{unsigned(big + 7)};
    std::uniform_int_distribution<int> dist(1, std::max(1, nmax));
    std::vector<int64_t> sizes(batch, nfixed);
    if (variable)
        for (auto& s : sizes) s = dist(rng);
    size_t const stride = size_t(big) * big;  // every matrix in an nmax x nmax slot, ld = n_i
    Device<T> A(stride * batch), B0(stride * batch), B(stride * batch), Bref(stride * batch);
    A.random(7);
    B0.random(8);
    double flops = 0, bytes = 0;
    for (auto s : sizes) {
        flops += double(s) * s * s;
        bytes += (0.5 * double(s) * s + 2.0 * double(s) * s) * sizeof(T);
    }
    std::vector<T*> pa(batch), pb(batch), pr(batch);
    for (size_t p = 0; p < batch; ++p) {
        pa[p] = A.ptr + p * stride;
        pb[p] = B.ptr + p * stride;
        pr[p] = Bref.ptr + p * stride;
    }
    if (variable) {
        for (size_t p = 0; p < batch; ++p) near_identity<<<1, 256>>>(pa[p], int(sizes[p]), 0);
    }
    else {
        near_identity<<<unsigned(batch), 256>>>(A.ptr, nfixed, stride);
    }
    check(cudaGetLastError(), "near_identity");
    settle();
    std::vector<size_t> order(batch);
    for (size_t p = 0; p < batch; ++p) order[p] = p;
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return sizes[a] < sizes[b]; });
    std::vector<T const*> sa;
    std::vector<T*> sb;
    std::vector<std::pair<int, int>> groups;  // (size, count)
    for (size_t i = 0; i < batch; ++i) {
        size_t const p = order[i];
        sa.push_back(pa[p]);
        sb.push_back(pr[p]);
        if (groups.empty() || groups.back().first != sizes[p]) groups.push_back({int(sizes[p]), 0});
        ++groups.back().second;
    }
    Device<T const*> dsa(batch);
    Device<T*> dsb(batch);
    dsa.upload(sa);
    dsb.upload(sb);
    T const alpha = T(1);
    std::vector<int64_t> info;
    Timer timer(queue.stream(), reps);
    std::string const label =
        variable ? "[1," + std::to_string(nmax) + "]" : std::to_string(nfixed);
    Row r{type, "trsm", label, batch, flops, bytes, 0, 0, 0, 0, 0, 0};
    // Fixed sizes as one value (the uniform form), variable ones per problem.
    std::vector<int64_t> const dims = variable ? sizes : std::vector<int64_t>{nfixed};
    auto ours = [&] {
        batchblas::trsm(batchblas::Layout::ColMajor, {batchblas::Side::Left},
                        {batchblas::Uplo::Lower}, {batchblas::Op::NoTrans},
                        {batchblas::Diag::NonUnit}, dims, dims, {alpha}, pa, dims, pb, dims, batch,
                        info, queue);
    };
    // vbatched (variable sizes): sizes and pointers on the device, prepared once.
    std::vector<T const*> ca(pa.begin(), pa.end());
    Device<int64_t> dn(batch);
    Device<T const*> dpa(batch);
    Device<T*> dpb(batch);
    dn.upload(sizes);
    dpa.upload(ca);
    dpb.upload(pb);
    auto ours_device = [&] {
        batchblas::vbatched::trsm<T>(batchblas::Layout::ColMajor, batchblas::Side::Left,
                                     batchblas::Uplo::Lower, batchblas::Op::NoTrans,
                                     batchblas::Diag::NonUnit, dn.ptr, dn.ptr, big, big, alpha,
                                     dpa.ptr, dn.ptr, dpb.ptr, dn.ptr, batch, nullptr, queue);
    };
    // Fixed sizes: the strided form (A and B in one allocation each, no pointer vectors).
    auto ours_strided = [&] {
        batchblas::trsm(batchblas::Layout::ColMajor, {batchblas::Side::Left},
                        {batchblas::Uplo::Lower}, {batchblas::Op::NoTrans},
                        {batchblas::Diag::NonUnit}, dims, dims, {alpha}, A.ptr, dims,
                        int64_t(stride), B.ptr, dims, int64_t(stride), batch, info, queue);
    };
    auto batched = [&] {
        size_t first = 0;
        for (auto const& [s, count] : groups) {
            check(trsm_batched(handle, s, s, &alpha, dsa.ptr + first, s, dsb.ptr + first, s, count),
                  "trsmBatched");
            first += size_t(count);
        }
    };
    B.copy_from(B0);
    Bref.copy_from(B0);
    ours();
    batched();
    check(cudaStreamSynchronize(queue.stream()), "sync");
    r.diff = rel_diff(B.read(), Bref.read());
    B.copy_from(B0);
    if (variable)
        ours_device();
    else
        ours_strided();
    check(cudaStreamSynchronize(queue.stream()), "sync");
    r.diff = std::max(r.diff, rel_diff(B.read(), Bref.read()));
    r.ours = timer.median(ours);
    r.ours_alt = variable ? timer.median(ours_device) : timer.median(ours_strided);
    r.batched = timer.median(batched);
    rows.push_back(r);
}

template <typename T>
void run_type(char const* type, int reps, int min_n, int max_n, bool gemm_fixed_only,
              bool trsm_only, bool variable_only, batchblas::Queue& queue, cublasHandle_t h)
{
    std::vector<Row> rows;
    bool const roofline = std::is_same_v<T, double>;
    if (variable_only) {
        // Variable sizes alone, nmax from min_n (at least 16) to max_n.
        for (int n = 16; n <= max_n && !trsm_only; n *= 2) {
            if (n < min_n) continue;
            bench_gemm_variable<T>(type, n, reps, queue, h, rows);
            print(rows.back(), roofline);
        }
        for (int n = 16; n <= max_n; n *= 2) {
            if (n < min_n) continue;
            bench_trsm<T>(type, 0, n, reps, queue, h, rows);
            print(rows.back(), roofline);
        }
        return;
    }
    for (int n = 2; n <= max_n && !trsm_only; n *= 2) {
        if (n < min_n) continue;
        bench_gemm_fixed<T>(type, n, reps, queue, h, rows);
        print(rows.back(), roofline);
    }
    // Sizes inside the packed classes (not their full size): the packed classes' general kernel.
    for (int n : {3, 5, 6, 7}) {
        if (n > max_n || n < min_n || trsm_only) continue;
        bench_gemm_fixed<T>(type, n, reps, queue, h, rows);
        print(rows.back(), roofline);
    }
    if (gemm_fixed_only) return;
    for (int n = 16; n <= max_n && !trsm_only; n *= 2) {
        bench_gemm_variable<T>(type, n, reps, queue, h, rows);
        print(rows.back(), roofline);
    }
    for (int n = 2; n <= max_n; n *= 2) {
        if (trsm_only && n < min_n) continue;
        bench_trsm<T>(type, n, 0, reps, queue, h, rows);
        print(rows.back(), roofline);
    }
    for (int n = 16; n <= max_n; n *= 2) {
        bench_trsm<T>(type, 0, n, reps, queue, h, rows);
        print(rows.back(), roofline);
    }
}

}  // namespace

int main(int argc, char** argv)
{
    int reps = 15, min_n = 2, max_n = 512;
    bool cold = false, gemm_fixed_only = false, trsm_only = false, variable_only = false;
    std::string types = "d,s";
    for (int i = 1; i < argc; ++i) {
        std::string const a = argv[i];
        if (a == "--reps" && i + 1 < argc)
            reps = std::atoi(argv[++i]);
        else if (a == "--types" && i + 1 < argc)
            types = argv[++i];
        else if (a == "--max-n" && i + 1 < argc)
            max_n = std::atoi(argv[++i]);
        else if (a == "--min-n" && i + 1 < argc)
            min_n = std::atoi(argv[++i]);
        else if (a == "--gemm-fixed")
            gemm_fixed_only = true;
        else if (a == "--trsm")
            trsm_only = true;
        else if (a == "--variable")
            variable_only = true;
        else if (a == "--cold")
            cold = true;
        else if (a == "--gemm-nt" || a == "--gemm-tn" || a == "--gemm-tt") {
            bool const ta = a != "--gemm-nt", tb = a != "--gemm-tn";
            g_opa = ta ? batchblas::Op::Trans : batchblas::Op::NoTrans;
            g_cublas_opa = ta ? CUBLAS_OP_T : CUBLAS_OP_N;
            g_opb = tb ? batchblas::Op::Trans : batchblas::Op::NoTrans;
            g_cublas_opb = tb ? CUBLAS_OP_T : CUBLAS_OP_N;
        }
        else {
            std::printf(
                "usage: gpu_bench [--reps N] [--types d,s] [--min-n N] [--max-n N] "
                "[--cold] [--gemm-fixed | --trsm] [--variable] [--gemm-nt | --gemm-tn | --gemm-tt]\n");
            return a == "--help" ? 0 : 1;
        }
    }
    try {
        int device = 0;
        check(cudaGetDevice(&device), "cudaGetDevice");
        cudaDeviceProp prop{};
        check(cudaGetDeviceProperties(&prop, device), "cudaGetDeviceProperties");
        int cublas_version = 0;
        if (cold) cold_cache.enable(device);
        batchblas::Queue queue(device);
        cublasHandle_t handle;
        check(cublasCreate(&handle), "cublasCreate");
        check(cublasSetStream(handle, queue.stream()), "cublasSetStream");
        check(cublasGetVersion(handle, &cublas_version), "cublasGetVersion");
        std::printf(
            "gpu_bench: %s (%d SMs), cuBLAS %d, median of %d; GFLOP/s; ratio = best "
            "batchblas / best cuBLAS; diff = max|ours - cuBLAS| / max|cuBLAS|%s\n",
            prop.name, prop.multiProcessorCount, cublas_version, reps,
            cold ? "; L2 evicted before each timed call" : "");
        {
            // The fixed cost of a call as the rows below time it: two events around one
            // launch of an empty kernel.
            Timer timer(queue.stream(), std::max(reps, 101));
            double const floor = timer.median([&] {
                empty_kernel<<<1, 32, 0, queue.stream()>>>();
                check(cudaGetLastError(), "empty_kernel");
            });
            // One 4 x 4 problem: what a call costs beyond its data (host work and launch).
            Device<double> a(16), b(16), c(16);
            a.random(11);
            b.random(12);
            c.random(13);
            std::vector<int64_t> const four{4};
            std::vector<int64_t> no_info;
            auto const ours_call = [&] {
                batchblas::gemm<double>(batchblas::Layout::ColMajor, {batchblas::Op::NoTrans},
                                        {batchblas::Op::NoTrans}, four, four, four, {1.0}, a.ptr,
                                        four, 16, b.ptr, four, 16, {0.5}, c.ptr, four, 16, 1,
                                        no_info, queue);
            };
            double const one = 1.0, half = 0.5;
            auto const cublas_call = [&] {
                check(gemm_strided(handle, 4, 4, 4, &one, a.ptr, 4, 16, b.ptr, 4, 16, &half, c.ptr,
                                   4, 16, 1),
                      "gemmStridedBatched");
            };
            auto const empty_call = [&] {
                empty_kernel<<<1, 32, 0, queue.stream()>>>();
                check(cudaGetLastError(), "empty_kernel");
            };
            double const ours = timer.median(ours_call);
            double const cublas = timer.median(cublas_call);
            std::printf("fixed cost per call, us: empty kernel %.2f, batchblas strided gemm n = 4 "
                        "batch 1 %.2f, cuBLAS %.2f\n",
                        floor * 1e6, ours * 1e6, cublas * 1e6);
            // Back to back, host clock: the host's cost per call where it exceeds the GPU's.
            auto const host_us = [&](auto&& call) {
                call();
                check(cudaStreamSynchronize(queue.stream()), "sync");
                int const calls = 200;
                auto const t0 = std::chrono::steady_clock::now();
                for (int i = 0; i < calls; ++i) call();
                auto const t1 = std::chrono::steady_clock::now();
                check(cudaStreamSynchronize(queue.stream()), "sync");
                return std::chrono::duration<double, std::micro>(t1 - t0).count() / calls;
            };
            double const host_empty = host_us(empty_call);
            double const host_ours = host_us(ours_call);
            double const host_cublas = host_us(cublas_call);
            std::printf("enqueue time per call back to back (host clock), us: empty kernel %.2f, "
                        "batchblas %.2f, cuBLAS %.2f\n",
                        host_empty, host_ours, host_cublas);
        }
        print_header();
        if (types.find('d') != std::string::npos)
            run_type<double>("d", reps, min_n, max_n, gemm_fixed_only, trsm_only, variable_only,
                             queue, handle);
        if (types.find('s') != std::string::npos)
            run_type<float>("s", reps, min_n, max_n, gemm_fixed_only, trsm_only, variable_only,
                            queue, handle);
        cublasDestroy(handle);
    } catch (std::exception const& e) {
        std::fprintf(stderr, "gpu_bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
