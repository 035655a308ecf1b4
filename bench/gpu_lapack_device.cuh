// SPDX-License-Identifier: BSD-3-Clause
/**
 * Device data of gpu_lapack_bench (gpu_lapack_bench.cu, its only includer): CUDA errors as
 * exceptions, device buffers, the kernels that make the inputs (random values, a heavier
 * diagonal, cuBLAS's 32-bit pivots) and the comparison of a result with a vendor's.
 */
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace gpu_lapack {

inline void check(cudaError_t e, char const* what)
{
    if (e != cudaSuccess)
        throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

inline void settle()
{
    check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
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

/** Adds `scale * n_p` to the diagonal of each problem p (one block per problem). */
template <typename T>
__global__ void add_diagonal(T* a, int const* n, size_t const* offset, double scale)
{
    int const p = blockIdx.x;
    int const np = n[p];
    T* m = a + offset[p];
    for (int i = threadIdx.x; i < np; i += blockDim.x) m[i + size_t(i) * np] += T(scale * np);
}

/** cuBLAS's 32-bit pivots from batchblas's 64-bit ones (same positions). */
__global__ void narrow_pivots(int64_t const* in, int* out, size_t n)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
         i += size_t(gridDim.x) * blockDim.x)
        out[i] = int(in[i]);
}

template <typename T>
struct Device {
    T* ptr = nullptr;
    size_t size = 0;
    Device() = default;
    explicit Device(size_t n) { resize(n); }
    void resize(size_t n)
    {
        if (ptr != nullptr) cudaFree(ptr);
        ptr = nullptr;
        size = n;
        check(cudaMalloc(&ptr, std::max<size_t>(n, 1) * sizeof(T)), "cudaMalloc");
    }
    ~Device()
    {
        if (ptr != nullptr) cudaFree(ptr);
    }
    Device(Device const&) = delete;
    Device& operator=(Device const&) = delete;
    void upload(std::vector<T> const& host)
    {
        resize(host.size());
        if (!host.empty())
            check(cudaMemcpy(ptr, host.data(), host.size() * sizeof(T), cudaMemcpyHostToDevice),
                  "upload");
        settle();
    }
    std::vector<T> read() const
    {
        std::vector<T> h(size);
        if (size > 0)
            check(cudaMemcpy(h.data(), ptr, size * sizeof(T), cudaMemcpyDeviceToHost), "read");
        return h;
    }
};

template <typename T>
void fill(Device<T>& d, uint64_t seed)
{
    fill_random<<<1024, 256>>>(d.ptr, d.size, seed);
    check(cudaGetLastError(), "fill_random");
    settle();
}

template <typename T>
double rel_diff(std::vector<T> const& a, std::vector<T> const& b)
{
    double d = 0, s = 0;
    for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
        double const x = double(a[i]), y = double(b[i]);
        double const e = std::abs(x - y);
        if (!(e <= d)) d = e;  // NaN wins
        s = std::max(s, std::abs(y));
    }
    return s > 0 ? d / s : d;
}

}  // namespace gpu_lapack
