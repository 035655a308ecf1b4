/**
 * Multiply engines: the innermost step of the GEMM device routine, acc += P_tile * Q_tile with
 * both tiles in shared memory, P as [k][m] (ld ldp) and Q as [n][k] (ld ldq), i.e. both
 * column-major, so that the common no-transpose operands land there with unit-stride stores.
 *
 *  - FmaEngine: CUDA cores, any scalar type; each thread owns a strided tm x tn sub-tile.
 *  - DmmaEngine: FP64 tensor cores (mma.sync m8n8k4 f64, sm_80+): twice the FP64 rate of the
 *    CUDA cores on sm_90. Each warp owns a wtm x wtn sub-tile of 8 x 8 fragments.
 *
 * Both expose zero(), compute() for one bk-deep step, and for_each(f), which visits every
 * accumulator with its (row, column) in the tile, so that epilogues stay engine-agnostic.
 */
#pragma once

#include <type_traits>

#include "cuda/device/scalar.hh"

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800
#error "batchblas CUDA backend: the FP64 tensor-core engine needs sm_80 or newer"
#endif

namespace batchblas::cuda {

/** A barrier among the threads of one work unit: a warp, or the whole thread block. */
template <int THREADS>
__device__ __forceinline__ void unit_sync()
{
    if constexpr (THREADS == 32)
        __syncwarp();
    else
        __syncthreads();
}

template <typename T, int BM, int BN, int BK, int DX, int DY>
struct FmaEngine {
    static constexpr int threads = DX * DY;
    static constexpr int tm = BM / DX, tn = BN / DY;
    // Padding keeps transposed tile stores and the column reads of Q off a single bank.
    static constexpr int ldp = BM + 4, ldq = BK + 4;
    static_assert(tm * DX == BM && tn * DY == BN, "tile must split evenly over the threads");

    T acc[tm][tn];

    __device__ void zero()
    {
#pragma unroll
        for (int i = 0; i < tm; ++i)
#pragma unroll
            for (int j = 0; j < tn; ++j) acc[i][j] = cuda::zero<T>();
    }

    __device__ void compute(T const* sp, T const* sq, int t)
    {
        int const tx = t % DX, ty = t / DX;
#pragma unroll
        for (int k = 0; k < BK; ++k) {
            T a[tm], b[tn];
#pragma unroll
            for (int i = 0; i < tm; ++i) a[i] = sp[k * ldp + tx + DX * i];
#pragma unroll
            for (int j = 0; j < tn; ++j) b[j] = sq[(ty + DY * j) * ldq + k];
#pragma unroll
            for (int i = 0; i < tm; ++i)
#pragma unroll
                for (int j = 0; j < tn; ++j) acc[i][j] = mul_add(a[i], b[j], acc[i][j]);
        }
    }

    template <class F>
    __device__ void for_each(int t, F&& f)
    {
        int const tx = t % DX, ty = t / DX;
#pragma unroll
        for (int i = 0; i < tm; ++i)
#pragma unroll
            for (int j = 0; j < tn; ++j) f(tx + DX * i, ty + DY * j, acc[i][j]);
    }
};

/** d = a * b + c on an 8x8x4 double fragment (PTX ISA: mma, .m8n8k4 with .f64). */
__device__ __forceinline__ void dmma_8x8x4(double (&d)[2], double a, double b)
{
    asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
                 : "+d"(d[0]), "+d"(d[1])
                 : "d"(a), "d"(b));
}

template <int BM, int BN, int BK, int WM, int WN>
struct DmmaEngine {
    static constexpr int threads = 32 * WM * WN;
    static constexpr int wtm = BM / WM, wtn = BN / WN;
    static constexpr int fm = wtm / 8, fn = wtn / 8;
    // ld = 4 (mod 16) doubles puts the 4 k-rows of a fragment load in 4 different bank
    // quarters: two wavefronts for 32 doubles, the minimum.
    static constexpr int ldp = BM + 4, ldq = BK + 4;
    static_assert(fm * 8 * WM == BM && fn * 8 * WN == BN && BK % 4 == 0, "8x8x4 fragments");

    // Fragment layout (PTX ISA, m8n8k4 .f64): A row = lane / 4, k = lane % 4; B k = lane % 4,
    // column = lane / 4; C row = lane / 4, columns 2 * (lane % 4) + {0, 1}.
    double acc[fm][fn][2];

    __device__ void zero()
    {
#pragma unroll
        for (int i = 0; i < fm; ++i)
#pragma unroll
            for (int j = 0; j < fn; ++j) acc[i][j][0] = acc[i][j][1] = 0.0;
    }

    __device__ void compute(double const* sp, double const* sq, int t)
    {
        int const warp = t / 32, lane = t % 32;
        int const wm = warp % WM, wn = warp / WM;
        double const* pa = sp + (lane % 4) * ldp + wm * wtm + lane / 4;
        double const* pb = sq + (wn * wtn + lane / 4) * ldq + lane % 4;
#pragma unroll
        for (int kk = 0; kk < BK; kk += 4) {
            double a[fm], b[fn];
#pragma unroll
            for (int i = 0; i < fm; ++i) a[i] = pa[kk * ldp + 8 * i];
#pragma unroll
            for (int j = 0; j < fn; ++j) b[j] = pb[8 * j * ldq + kk];
#pragma unroll
            for (int i = 0; i < fm; ++i)
#pragma unroll
                for (int j = 0; j < fn; ++j) dmma_8x8x4(acc[i][j], a[i], b[j]);
        }
    }

    template <class F>
    __device__ void for_each(int t, F&& f)
    {
        int const warp = t / 32, lane = t % 32;
        int const row = (warp % WM) * wtm + lane / 4;
        int const col = (warp / WM) * wtn + 2 * (lane % 4);
#pragma unroll
        for (int i = 0; i < fm; ++i)
#pragma unroll
            for (int j = 0; j < fn; ++j)
#pragma unroll
                for (int e = 0; e < 2; ++e) f(row + 8 * i, col + 8 * j + e, acc[i][j][e]);
    }
};

/** Double runs on the tensor cores; float and the complex types on the CUDA cores (TF32 would
 *  lose single-precision accuracy; complex FP64 on tensor cores is future work). */
template <typename T, class Shape>
using engine_for = std::conditional_t<
    std::is_same_v<T, double>,
    DmmaEngine<Shape::bm, Shape::bn, Shape::bk, Shape::mma_wm, Shape::mma_wn>,
    std::conditional_t<
        std::is_same_v<T, float>,
        FmaEngine<T, Shape::bm, Shape::bn, Shape::bk, Shape::float_dx, Shape::float_dy>,
        FmaEngine<T, Shape::bm, Shape::bn, Shape::bk, Shape::fma_dx, Shape::fma_dy>>>;

}  // namespace batchblas::cuda
