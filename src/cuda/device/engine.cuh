// SPDX-License-Identifier: BSD-3-Clause
/**
 * Multiply engines: the innermost step of the GEMM device routine, acc += P_tile * Q_tile with
 * both tiles in shared memory, P as [k][m] (ld ldp) and Q as [n][k] (ld ldq), i.e. both
 * column-major, so that the common no-transpose operands land there with unit-stride stores.
 *
 *  - FmaEngine: CUDA cores, any scalar type; each thread owns a strided tm x tn sub-tile.
 *  - FloatVecEngine: CUDA cores, float, 16-byte shared-memory loads (the cp.async path).
 *  - DmmaEngine: FP64 tensor cores (mma.sync m8n8k4 f64, sm_80+): twice the FP64 rate of the
 *    CUDA cores on sm_90. Each warp owns a wtm x wtn sub-tile of 8 x 8 fragments, loaded from
 *    shared memory 16 bytes at a time.
 *
 * All expose zero(), compute() for one bk-deep step, and for_each(f), which visits every
 * accumulator with its (row, column) in the tile, so that epilogues stay engine-agnostic.
 * DmmaEngine also splits a step into load() (one MMA k-step's fragments into registers) and
 * mma(), for AsyncBlockGemm's FRAGMENTS pipeline.
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
    using value_type = T;
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

    /** The numbered form (as NumberedAccumulators'), for epilogues that read C in groups:
     *  accumulator e = i * tn + j of thread t. */
    static constexpr int count = tm * tn;
    __device__ static void coord(int t, int e, int& row, int& col)
    {
        row = t % DX + DX * (e / tn);
        col = t / DX + DY * (e % tn);
    }
    __device__ T& at(int e)
    {
        return acc[e / tn][e % tn];
    }
};

/**
 * Reads elements e0 .. e0 + Group - 1 of thread t's share of an engine's tile at (m0, n0) of the
 * M x N column-major C (leading dimension ld) into cv, zero outside C: the C prefetch of the
 * cp.async epilogue (and of the tuning sweep, which times that epilogue).
 */
template <class E, int Group, typename T>
__device__ __forceinline__ void read_c_elements(T (&cv)[E::count], int t, int e0, int m0, int n0,
                                                int M, int N, T const* c, int64_t ld)
{
#pragma unroll
    for (int e = e0; e < e0 + Group; ++e) {
        int r, col;
        E::coord(t, e, r, col);
        int const i = m0 + r, j = n0 + col;
        cv[e] = i < M && j < N ? c[i + int64_t(j) * ld] : T(0);
    }
}

/**
 * for_each of the engines that number their accumulators (FloatVecEngine, DmmaEngine): E has
 * count, static coord(t, e, row, col) and at(e), which the cp.async epilogue also uses.
 */
template <class E>
struct NumberedAccumulators {
    template <class F>
    __device__ void for_each(int t, F&& f)
    {
        E& self = static_cast<E&>(*this);
#pragma unroll
        for (int e = 0; e < E::count; ++e) {
            int row, col;
            E::coord(t, e, row, col);
            f(row, col, self.at(e));
        }
    }
};

/**
 * Single-precision CUDA-core engine of the cp.async path (float gemm) and of float's trsm / trmm
 * block strips, built for 16-byte shared-memory loads: a thread's tm rows are tm / 4 runs of
 * four adjacent rows (4 (tx + DX i) .. + 3), each one float4 of P ([k][m], unit stride along m),
 * and its tn columns ty + DY j take four steps of k at once as one float4 of Q ([n][k], unit
 * stride along k). Per four steps a thread issues at most 2 tm + tn LDS.128 for 4 tm tn FMAs,
 * where FmaEngine's scalar reads issue 4 (tm + tn) LDS.32: the instruction issue, not the FMA
 * pipe, bounded that engine.
 * Padding (ldp = BM + 4, ldq = BK + 4 floats) keeps rows 16-byte aligned for cp.async and
 * spreads a warp's Q columns over distinct banks.
 *
 * PT / QT: the transposed shared layouts, for operands stored contiguous along k (P^T) or along
 * n (Q^T), so that AsyncBlockGemm copies them 16 bytes at a time as they lie in memory:
 *
 *  - PT: P as [m][k], rows BK floats apart and four floats more after each group of four rows
 *    (p_line), so that a thread keeps NN's runs of four rows (4 (tx + DX i) .. + 3) and the
 *    eight rows 4 tx + c of a quarter-warp phase still fall on distinct 16-byte bank groups
 *    (BK / 4 even); each row one float4 of four steps of k: tm LDS.128 per four steps, NN's
 *    count, and the epilogue keeps NN's 16-byte row runs (c_runs);
 *  - QT (where tn is a multiple of four, else Q keeps NN's layout): Q as [k][n]; a thread's
 *    columns are runs of four, 4 (ty + DY (j / 4)) + j % 4, each run one float4 per step of k:
 *    tn LDS.128 per four steps, NN's count.
 */
template <int BM, int BN, int BK, int DX, int DY, bool PT = false, bool QT = false>
struct FloatVecEngine : NumberedAccumulators<FloatVecEngine<BM, BN, BK, DX, DY, PT, QT>> {
    using value_type = float;
    static constexpr int threads = DX * DY;
    static constexpr int tm = BM / DX, tn = BN / DY;
    static constexpr bool p_transposed = PT, q_transposed = QT && tn % 4 == 0;
    static constexpr int ldp = PT ? BK : BM + 4;
    static constexpr int ldq = q_transposed ? BN + 4 : BK + 4;
    // PT: row r of P^T at r BK + 4 (r / 4) floats, so that rows 4 g + c (g = 0..7, c fixed) lie
    // on eight distinct 16-byte bank groups (4 BK + 4 floats a group of rows: BK / 2 + 1 16-byte
    // groups, odd when BK / 4 is even); BM floats of padding in all.
    static constexpr int p_pad = PT ? BM : 0;
    __device__ static constexpr int p_line(int r) { return r * ldp + (PT ? 4 * (r >> 2) : 0); }
    static constexpr int count = tm * tn;
    // Row runs: accumulators e, e + tn, e + 2 tn, e + 3 tn (e / tn a multiple of four) are rows
    // r .. r + 3 (r a multiple of four) of one column, adjacent in a column-major C, so that an
    // epilogue may move them as one 16-byte access; run_first(q) is the first accumulator of run
    // q < count / 4. PT keeps the runs (p_line's padded groups of rows).
    static constexpr int row_run = 4, run_stride = tn;
    __device__ static constexpr int run_first(int q) { return 4 * (q / tn) * tn + q % tn; }
    static_assert(tm * DX == BM && tn * DY == BN && tm % 4 == 0, "runs of four rows per thread");
    static_assert(BK % 4 == 0 && (!PT || BK % 8 == 0),
                  "steps of k in fours; P^T groups of rows an odd number of 16-byte groups");

    float acc[tm][tn];

    __device__ void zero()
    {
#pragma unroll
        for (int i = 0; i < tm; ++i)
#pragma unroll
            for (int j = 0; j < tn; ++j) acc[i][j] = 0.0f;
    }

    /** a = step k of thread column tx's rows of P in NN's layout (runs of four rows, one
     *  LDS.128 a run). */
    __device__ __forceinline__ static void load_p_step(float const* sp, int k, int tx,
                                                       float (&a)[tm])
    {
#pragma unroll
        for (int i = 0; i < tm / 4; ++i) {
            float4 const v = *reinterpret_cast<float4 const*>(sp + k * ldp + 4 * (tx + DX * i));
            a[4 * i] = v.x;
            a[4 * i + 1] = v.y;
            a[4 * i + 2] = v.z;
            a[4 * i + 3] = v.w;
        }
    }

    __device__ void compute(float const* sp, float const* sq, int t)
    {
        int const tx = t % DX, ty = t / DX;
        // Columns in groups of at most four: a group's four-step Q values and one step's P
        // values are live at once (with 8 x 8 accumulators: 64 + 16 + 8 registers, no spill
        // under a two-blocks-per-SM cap), at the price of reading P once per group.
        constexpr int group = tn < 4 ? tn : 4;
        static_assert(tn % group == 0, "whole column groups");
        if constexpr (!PT && !q_transposed) {
#pragma unroll
            for (int k4 = 0; k4 < BK; k4 += 4) {
#pragma unroll
                for (int j0 = 0; j0 < tn; j0 += group) {
                    float4 b[group];
#pragma unroll
                    for (int j = 0; j < group; ++j)
                        b[j] =
                            *reinterpret_cast<float4 const*>(sq + (ty + DY * (j0 + j)) * ldq + k4);
#pragma unroll
                    for (int kk = 0; kk < 4; ++kk) {
                        float a[tm];
                        load_p_step(sp, k4 + kk, tx, a);
#pragma unroll
                        for (int j = 0; j < group; ++j) {
                            float const bj = kk == 0   ? b[j].x
                                             : kk == 1 ? b[j].y
                                             : kk == 2 ? b[j].z
                                                       : b[j].w;
#pragma unroll
                            for (int i = 0; i < tm; ++i)
                                acc[i][j0 + j] = fmaf(a[i], bj, acc[i][j0 + j]);
                        }
                    }
                }
            }
        }
        else {
#pragma unroll
            for (int k4 = 0; k4 < BK; k4 += 4) {
#pragma unroll
                for (int j0 = 0; j0 < tn; j0 += group) {
                    // bq[j][kk]: column j0 + j at step k4 + kk.
                    float bq[group][4];
                    if constexpr (q_transposed) {
#pragma unroll
                        for (int kk = 0; kk < 4; ++kk) {
                            float4 const v = *reinterpret_cast<float4 const*>(
                                sq + (k4 + kk) * ldq + 4 * (ty + DY * (j0 / 4)));
                            bq[0][kk] = v.x;
                            bq[1][kk] = v.y;
                            bq[2][kk] = v.z;
                            bq[3][kk] = v.w;
                        }
                    }
                    else {
#pragma unroll
                        for (int j = 0; j < group; ++j) {
                            float4 const v = *reinterpret_cast<float4 const*>(
                                sq + (ty + DY * (j0 + j)) * ldq + k4);
                            bq[j][0] = v.x;
                            bq[j][1] = v.y;
                            bq[j][2] = v.z;
                            bq[j][3] = v.w;
                        }
                    }
                    if constexpr (PT) {
                        // Rows in pairs: four steps of k of rows i0 and i0 + 1 of the thread's
                        // runs (4 (tx + DX (i / 4)) + i % 4) in two float4, then each step's
                        // 2 x group products (independent FMAs).
                        static_assert(tm % 2 == 0, "rows in pairs");
                        // p_line of row 4 (tx + DX q) + c: (tx + DX q) (4 ldp + 4) + c ldp, one
                        // base address for all of a thread's rows.
                        float const* const spt = sp + tx * (4 * ldp + 4);
#pragma unroll
                        for (int i0 = 0; i0 < tm; i0 += 2) {
                            float a[2][4];
#pragma unroll
                            for (int r = 0; r < 2; ++r) {
                                int const i = i0 + r;
                                float4 const v = *reinterpret_cast<float4 const*>(
                                    spt + DX * (i / 4) * (4 * ldp + 4) + i % 4 * ldp + k4);
                                a[r][0] = v.x;
                                a[r][1] = v.y;
                                a[r][2] = v.z;
                                a[r][3] = v.w;
                            }
#pragma unroll
                            for (int kk = 0; kk < 4; ++kk)
#pragma unroll
                                for (int r = 0; r < 2; ++r)
#pragma unroll
                                    for (int j = 0; j < group; ++j)
                                        acc[i0 + r][j0 + j] =
                                            fmaf(a[r][kk], bq[j][kk], acc[i0 + r][j0 + j]);
                        }
                    }
                    else {
#pragma unroll
                        for (int kk = 0; kk < 4; ++kk) {
                            float a[tm];
                            load_p_step(sp, k4 + kk, tx, a);
#pragma unroll
                            for (int j = 0; j < group; ++j) {
#pragma unroll
                                for (int i = 0; i < tm; ++i)
                                    acc[i][j0 + j] = fmaf(a[i], bq[j][kk], acc[i][j0 + j]);
                            }
                        }
                    }
                }
            }
        }
    }

    /** Tile row and column of accumulator e = i * tn + j of thread t. */
    __device__ static void coord(int t, int e, int& row, int& col)
    {
        int const tx = t % DX, ty = t / DX;
        int const i = e / tn, j = e % tn;
        row = 4 * (tx + DX * (i / 4)) + i % 4;
        col = q_transposed ? 4 * (ty + DY * (j / 4)) + j % 4 : ty + DY * j;
    }
    __device__ float& at(int e)
    {
        return acc[e / tn][e % tn];
    }
};

/** d += a * b on an 8x8x4 double fragment (PTX ISA: mma, .m8n8k4 with .f64; sm_80+). */
__device__ __forceinline__ void dmma_8x8x4(double& d0, double& d1, double a, double b)
{
    asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0, %1}, {%2}, {%3}, {%0, %1};"
                 : "+d"(d0), "+d"(d1)
                 : "d"(a), "d"(b));
}

/** d += a * b on a 16x8x8 double fragment (PTX ISA: mma, .m16n8k8 with .f64; sm_90). */
__device__ __forceinline__ void dmma_16x8x8(double (&d)[4], double2 a01, double2 a23, double2 b)
{
    asm volatile(
        "mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
        "{%8, %9}, {%0, %1, %2, %3};"
        : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
        : "d"(a01.x), "d"(a01.y), "d"(a23.x), "d"(a23.y), "d"(b.x), "d"(b.y));
}

/** d += a * b on a 16x8x16 double fragment (PTX ISA: mma, .m16n8k16 with .f64; sm_90). */
__device__ __forceinline__ void dmma_16x8x16(double (&d)[4], double2 const (&a)[4],
                                             double2 const (&b)[2])
{
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {%0, %1, %2, %3}, {%4, %5, %6, %7, "
        "%8, %9, %10, %11}, {%12, %13, %14, %15}, {%0, %1, %2, %3};"
        : "+d"(d[0]), "+d"(d[1]), "+d"(d[2]), "+d"(d[3])
        : "d"(a[0].x), "d"(a[0].y), "d"(a[1].x), "d"(a[1].y), "d"(a[2].x), "d"(a[2].y), "d"(a[3].x),
          "d"(a[3].y), "d"(b[0].x), "d"(b[0].y), "d"(b[1].x), "d"(b[1].y));
}

/** The FP64 MMA shapes of DmmaEngine: DmmaAuto picks 16x8x8 on sm_90 (no slower than 16x8x16
 *  in gpu_gemm_tune, with half its fragment registers) and 8x8x4 before sm_90, the only
 *  shape there. */
enum DmmaShape : int { DmmaAuto = 0, Dmma884 = 884, Dmma1688 = 1688, Dmma16816 = 16816 };

/**
 * FP64 tensor-core engine with 16-byte fragment loads. Each warp owns a wtm x wtn sub-tile of
 * 16 x 8 accumulator blocks. Permutations, free because a product is a sum over k and the
 * tile rows are ours to number, let every lane fetch two fragment values per LDS.128:
 *
 *  - m: in each 16-row block, lane row g (= lane / 4) stands for tile rows 2g and 2g + 1
 *    (the MMA's rows g and g + 8), adjacent in P ([k][m], unit stride along m);
 *  - k: in each 8-deep chunk, lane column t (= lane % 4) stands for k = 2t and 2t + 1 (the
 *    MMA's k slots t and t + 4), adjacent in Q ([n][k], unit stride along k).
 *
 * So per 8-deep chunk a lane loads two double2 of P per row block (k = 2t and 2t + 1) and one
 * double2 of Q per 8-column block. On sm_90 the 16x8x8 / 16x8x16 MMA (two chunks per
 * instruction) take these as they are; the sm_80 8x8x4 MMA takes each double2 as two
 * fragments (rows 2g and 2g + 1, or k = 2t and 2t + 1). On sm_90 the 8x8x4 shape cannot keep
 * the FP64 tensor cores busy and the 16x8 shapes can, hence DmmaAuto's choice
 * (docs/design-notes/gpu.md).
 * Padding (ldp = 2 mod 8, ldq = 8 mod 16 doubles) puts every quarter-warp phase of the loads
 * on eight distinct 16-byte bank groups and keeps rows 16-byte aligned for cp.async.
 *
 * PT / QT: the transposed shared layouts, for operands stored contiguous along k (P^T) or along
 * n (Q^T), so that AsyncBlockGemm copies them 16 bytes at a time as they lie in memory:
 *
 *  - PT: P as [m][k] (ldp = 4 mod 8). A lane loads rows 2g and 2g + 1 at k = 2t, 2t + 1 (two
 *    LDS.128, the count of NN's layout) and regroups the four values by k;
 *  - QT: Q as [k][n] (ldq = 2 mod 8), with a column permutation: in each pair of 8-column
 *    blocks (2jj, 2jj + 1), the MMA's column g of block 2jj + s is tile column 16 jj + 2g + s,
 *    so that one LDS.128 at k = 2t (and one at 2t + 1) serves both blocks of the pair: the
 *    count of NN's layout again. coord() numbers the accumulators accordingly.
 *
 * Either way the quarter-warp phases of the fragment loads hit eight distinct 16-byte bank
 * groups, as in NN's layout.
 */
template <int BM, int BN, int BK, int WM, int WN, int SHAPE = DmmaAuto, bool PT = false,
          bool QT = false>
struct DmmaEngine : NumberedAccumulators<DmmaEngine<BM, BN, BK, WM, WN, SHAPE, PT, QT>> {
    using value_type = double;
    static constexpr int threads = 32 * WM * WN;
    static constexpr int wtm = BM / WM, wtn = BN / WN;
    static constexpr int fm = wtm / 16, fn = wtn / 8;  // 16 x 8 accumulator blocks
    static constexpr bool p_transposed = PT, q_transposed = QT;
    static constexpr int ldp = PT ? BK + ((4 - BK) % 8 + 8) % 8 : BM + ((2 - BM) % 8 + 8) % 8;
    static constexpr int ldq = QT ? BN + ((2 - BN) % 8 + 8) % 8 : BK + ((8 - BK) % 16 + 16) % 16;
    static_assert(fm * 16 * WM == BM && fn * 8 * WN == BN, "16 x 8 accumulator blocks");
    static_assert(BK % 8 == 0, "k-chunks of 8");
    static_assert((PT ? ldp % 8 == 4 : ldp % 8 == 2) && (QT ? ldq % 8 == 2 : ldq % 16 == 8),
                  "conflict-free 16-byte fragment loads");
    static_assert(!QT || fn % 2 == 0, "Q^T: 8-column blocks in pairs");
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900
    static constexpr int shape = Dmma884;
#else
    static constexpr int shape = SHAPE != DmmaAuto ? SHAPE : Dmma1688;
#endif
    static_assert(shape != Dmma16816 || BK % 16 == 0, "16x8x16 needs 16-deep steps");

    // acc[i][j][x]: tile row 16 i + 2 (lane / 4) + x / 2, column 8 j + 2 (lane % 4) + x % 2.
    double acc[fm][fn][4];
    static constexpr int count = fm * fn * 4;
    // Row runs (as FloatVecEngine's): accumulators e and e + 2 (e % 4 < 2) are rows r and r + 1
    // (r even) of one column, adjacent in a column-major C, so that an epilogue may move them as
    // one 16-byte access; run_first(q) is the first accumulator of run q < count / 2.
    static constexpr int row_run = 2, run_stride = 2;
    __device__ static constexpr int run_first(int q)
    {
        return 4 * (q / 2) + q % 2;
    }

    __device__ void zero()
    {
#pragma unroll
        for (int i = 0; i < fm; ++i)
#pragma unroll
            for (int j = 0; j < fn; ++j)
#pragma unroll
                for (int x = 0; x < 4; ++x) acc[i][j][x] = 0.0;
    }

    /**
     * The fragments of the 8-deep chunk at depth k of a stage, in NN's form whatever the layout:
     * a[i][0] and a[i][1] hold k = 2t and 2t + 1 (the MMA's k slots t and t + 4) of tile rows
     * 2g and 2g + 1 of row block i; b[j] holds k = 2t and 2t + 1 of the MMA's column g of
     * column block j.
     */
    __device__ static void load_chunk(double2 (&a)[fm][2], double2 (&b)[fn], double const* sp,
                                      double const* sq, int k, int t)
    {
        int const warp = t / 32, lane = t % 32;
        int const wm = warp % WM, wn = warp / WM;
        int const g = lane / 4, q = lane % 4;
        if constexpr (PT) {
            double const* pa = sp + (wm * wtm + 2 * g) * ldp + k + 2 * q;
#pragma unroll
            for (int i = 0; i < fm; ++i) {
                double2 const x = *reinterpret_cast<double2 const*>(pa + 16 * i * ldp);
                double2 const y = *reinterpret_cast<double2 const*>(pa + (16 * i + 1) * ldp);
                a[i][0] = make_double2(x.x, y.x);
                a[i][1] = make_double2(x.y, y.y);
            }
        }
        else {
            double const* pa = sp + (k + 2 * q) * ldp + wm * wtm + 2 * g;
#pragma unroll
            for (int i = 0; i < fm; ++i) {
                a[i][0] = *reinterpret_cast<double2 const*>(pa + 16 * i);
                a[i][1] = *reinterpret_cast<double2 const*>(pa + ldp + 16 * i);
            }
        }
        if constexpr (QT) {
            double const* pb = sq + (k + 2 * q) * ldq + wn * wtn + 2 * g;
#pragma unroll
            for (int jj = 0; jj < fn / 2; ++jj) {
                double2 const u = *reinterpret_cast<double2 const*>(pb + 16 * jj);
                double2 const v = *reinterpret_cast<double2 const*>(pb + ldq + 16 * jj);
                b[2 * jj] = make_double2(u.x, v.x);
                b[2 * jj + 1] = make_double2(u.y, v.y);
            }
        }
        else {
            double const* pb = sq + (wn * wtn + g) * ldq + k + 2 * q;
#pragma unroll
            for (int j = 0; j < fn; ++j) b[j] = *reinterpret_cast<double2 const*>(pb + 8 * j * ldq);
        }
    }

    __device__ void compute(double const* sp, double const* sq, int t)
    {
        constexpr int step = shape == Dmma16816 ? 16 : 8;
#pragma unroll
        for (int kc = 0; kc < BK; kc += step) {
            constexpr int chunks = step / 8;
            double2 a[fm][2 * chunks], b[fn][chunks];
#pragma unroll
            for (int c = 0; c < chunks; ++c) {
                double2 ac[fm][2], bc[fn];
                load_chunk(ac, bc, sp, sq, kc + 8 * c, t);
#pragma unroll
                for (int i = 0; i < fm; ++i) {
                    a[i][2 * c] = ac[i][0];
                    a[i][2 * c + 1] = ac[i][1];
                }
#pragma unroll
                for (int j = 0; j < fn; ++j) b[j][c] = bc[j];
            }
#pragma unroll
            for (int i = 0; i < fm; ++i)
#pragma unroll
                for (int j = 0; j < fn; ++j) {
                    if constexpr (shape == Dmma16816) {
                        dmma_16x8x16(acc[i][j], a[i], b[j]);
                    }
                    else if constexpr (shape == Dmma1688) {
                        dmma_16x8x8(acc[i][j], a[i][0], a[i][1], b[j][0]);
                    }
                    else {
                        // a[i][0]: k = 2t (rows 2g, 2g + 1), a[i][1]: k = 2t + 1; b[j][0]:
                        // k = 2t (.x), 2t + 1 (.y). Four 8x8x4 MMAs: two rows x two k.
                        dmma_8x8x4(acc[i][j][0], acc[i][j][1], a[i][0].x, b[j][0].x);
                        dmma_8x8x4(acc[i][j][2], acc[i][j][3], a[i][0].y, b[j][0].x);
                        dmma_8x8x4(acc[i][j][0], acc[i][j][1], a[i][1].x, b[j][0].y);
                        dmma_8x8x4(acc[i][j][2], acc[i][j][3], a[i][1].y, b[j][0].y);
                    }
                }
        }
    }

    /**
     * The same step split in two, for pipelines that hold the fragments of two MMA k-steps in
     * registers (AsyncBlockGemm with FRAGMENTS): load() fetches MMA k-step ks (kstep deep) of
     * a stage, mma() multiplies fragments fetched earlier, so that the shared-memory loads of
     * the next k-step (of this stage or the next one) are in flight while the current one's
     * MMAs issue. Same fragment layout and arithmetic as compute().
     */
    static constexpr int kstep = shape == Dmma16816 ? 16 : 8;
    static constexpr int ksteps = BK / kstep;
    struct Fragments {
        double2 a[fm][2 * (kstep / 8)], b[fn][kstep / 8];
    };

    __device__ static void load(Fragments& f, double const* sp, double const* sq, int t, int ks)
    {
#pragma unroll
        for (int c = 0; c < kstep / 8; ++c) {
            double2 ac[fm][2], bc[fn];
            load_chunk(ac, bc, sp, sq, ks * kstep + 8 * c, t);
#pragma unroll
            for (int i = 0; i < fm; ++i) {
                f.a[i][2 * c] = ac[i][0];
                f.a[i][2 * c + 1] = ac[i][1];
            }
#pragma unroll
            for (int j = 0; j < fn; ++j) f.b[j][c] = bc[j];
        }
    }

    __device__ void mma(Fragments const& f)
    {
#pragma unroll
        for (int i = 0; i < fm; ++i)
#pragma unroll
            for (int j = 0; j < fn; ++j) {
                if constexpr (shape == Dmma16816) {
                    dmma_16x8x16(acc[i][j], f.a[i], f.b[j]);
                }
                else if constexpr (shape == Dmma1688) {
                    dmma_16x8x8(acc[i][j], f.a[i][0], f.a[i][1], f.b[j][0]);
                }
                else {
                    dmma_8x8x4(acc[i][j][0], acc[i][j][1], f.a[i][0].x, f.b[j][0].x);
                    dmma_8x8x4(acc[i][j][2], acc[i][j][3], f.a[i][0].y, f.b[j][0].x);
                    dmma_8x8x4(acc[i][j][0], acc[i][j][1], f.a[i][1].x, f.b[j][0].y);
                    dmma_8x8x4(acc[i][j][2], acc[i][j][3], f.a[i][1].y, f.b[j][0].y);
                }
            }
    }

    /** Tile row and column of accumulator e (0 <= e < count: acc[i][j][x] with
     *  e = (i * fn + j) * 4 + x) of thread t. */
    __device__ static void coord(int t, int e, int& row, int& col)
    {
        int const warp = t / 32, lane = t % 32;
        int const i = e / (4 * fn), j = e / 4 % fn, x = e % 4;
        row = (warp % WM) * wtm + 16 * i + 2 * (lane / 4) + x / 2;
        // The MMA's column c = 2 (lane % 4) + x % 2 of block j: tile column 8 j + c, or under
        // QT's permutation 16 (j / 2) + 2 c + j % 2.
        int const c = 2 * (lane % 4) + x % 2;
        col = (warp / WM) * wtn + (QT ? 16 * (j / 2) + 2 * c + j % 2 : 8 * j + c);
    }
    __device__ double& at(int e)
    {
        return acc[e / (4 * fn)][e / 4 % fn][e % 4];
    }
};

/** Double runs on the tensor cores; float and the complex types on the CUDA cores (TF32 would
 *  lose single-precision accuracy; complex FP64 on tensor cores is future work). */
template <typename T, class Shape, int DMMA_SHAPE = DmmaAuto>
using engine_for = std::conditional_t<
    std::is_same_v<T, double>,
    DmmaEngine<Shape::bm, Shape::bn, Shape::bk, Shape::mma_wm, Shape::mma_wn, DMMA_SHAPE>,
    std::conditional_t<
        std::is_same_v<T, float>,
        FmaEngine<T, Shape::bm, Shape::bn, Shape::bk, Shape::float_dx, Shape::float_dy>,
        FmaEngine<T, Shape::bm, Shape::bn, Shape::bk, Shape::fma_dx, Shape::fma_dy>>>;

}  // namespace batchblas::cuda
