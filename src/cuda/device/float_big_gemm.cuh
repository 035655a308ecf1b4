// SPDX-License-Identifier: BSD-3-Clause
/**
 * Float gemm's big tile: a 128 x 128 output tile on 256 threads, 8 x 8 accumulators a thread on
 * CUDA cores, for float launches whose largest extent is above float_big_above (where it
 * replaces the Huge class's 128 x 64 tile, FloatAsyncShape<Huge>, in every operand form: more
 * FFMA per shared load and per barrier), with 16-deep steps in every form.
 *
 * The classic FFMA kernel shape (cuBLAS's own float kernel at these sizes is a 128 x 128 x 8
 * FFMA tile), written for the instruction stream rather than on an engine:
 *  - both operands go to shared memory as [k][x] (x = m for P, n for Q; rows of BM + 4 floats),
 *    so that a thread's fragments are two 16-byte loads of P and two of Q per k: 4 LDS.128 for
 *    64 FFMA. A warp covers 64 x 32 of the tile: lane l takes rows 4 (l % 8) + {0..3} and
 *    32 + 4 (l % 8) + {0..3} of its warp's 64, columns 4 (l / 8) + {0..3} and 16 + 4 (l / 8) +
 *    {0..3} of its 32: the P loads of a quarter warp are 8 consecutive 16-byte units (no bank
 *    conflict), the Q loads a broadcast;
 *  - steps of 8 or 16 (FloatBigShape::bk_of), register-staged double buffering: the next
 *    step's operands are loaded from global memory into registers before the current step's
 *    products and stored into the other shared buffer after them, one barrier a step; the
 *    fragments of k + 1 are read from shared memory before the products of k;
 *  - an operand contiguous along x (P in NN / NT, Q in NT / TT) is read in 16-byte loads stored
 *    as they are; one contiguous along k (P in TN / TT, Q in NN / TN) in 16-byte loads along k
 *    stored as four floats (8-deep steps: the x of a warp's stores 16 apart in banks, no
 *    conflict; 16-deep: two-way). A whole step of a tile that lies inside its problem along x,
 *    with 16-byte aligned lines, takes 16-byte loads alone (a path of its own: with the
 *    element-wise fallback in the same loop, TN's kernel spills at 16 deep). Lines
 *    that are not 16-byte aligned, and the parts of a copy outside the problem, are read a float
 *    at a time (zeros outside);
 *  - the epilogue reads C of four columns (eight 16-byte runs) before storing them, in 16-byte
 *    runs where the tile lies inside its problem and C's lines are 16-byte aligned, element by
 *    element elsewhere; beta == 0 reads no C, alpha == 0 or k == 0 reads neither A nor B.
 */
#pragma once

#include "cuda/device/gemm_unit.cuh"

namespace batchblas::cuda {

/** One 128 x 128 tile of a float gemm of canonical form PT / QT (GemmPath TN / TT, NT / TT),
 *  steps BK_ deep. */
template <bool PT, bool QT, int BK_ = FloatBigShape::bk_of(PT, QT)>
struct FloatBigGemm {
    using S = FloatBigShape;
    static constexpr int BM = S::bm, BN = S::bn, BK = BK_, threads = S::threads;
    static constexpr int units = 1, min_blocks = S::min_blocks;
    static_assert(BM == BN, "one loader for both operands");
    static constexpr int LDS = BM + 4;            // a shared row: 16-byte aligned, banks shifted
    static constexpr int stage_elems = BK * LDS;  // one operand's buffer
    static constexpr int smem_elems = 4 * stage_elems;  // P and Q, two buffers each
    static constexpr int CG = 4;  // columns of C read before their stores (interior tiles)
    static constexpr int loads = BM * BK / 4 / threads;  // 16-byte units a thread a step
    static_assert(loads >= 1 && BM * BK == 4 * threads * loads, "whole units");

    /**
     * The copies of one operand X (x by k, element (x, kk) at ptr[x * sx + kk * sk], one of sx and
     * sk being 1: CX when sx == 1) into a [k][x] buffer. Thread t's unit i covers
     * idx = t + threads i: along x (CX) k = idx / (BM / 4), x = 4 (idx % (BM / 4)); along k
     * k = 4 (idx % (BK / 4)), x = idx / (BK / 4).
     */
    template <bool CX>
    struct Loader {
        float const* src[loads];  // the unit's first element at step 0 (maybe outside)
        int64_t ld;
        int X, K;  // extents from the tile's origin
        int t;
        bool vec;  // lines 16-byte aligned: 16-byte loads where a unit lies inside

        __device__ static int unit_x(int t, int i)
        {
            int const idx = t + threads * i;
            return CX ? 4 * (idx % (BM / 4)) : idx / (BK / 4);
        }
        __device__ static int unit_k(int t, int i)
        {
            int const idx = t + threads * i;
            return CX ? idx / (BM / 4) : 4 * (idx % (BK / 4));
        }

        __device__ void init(float const* ptr, int64_t ld_, int x0, int X_, int K_, int t_)
        {
            ld = ld_;
            X = X_ - x0;
            K = K_;
            t = t_;
            vec = (reinterpret_cast<uintptr_t>(ptr) & 15) == 0 && ld % 4 == 0;
#pragma unroll
            for (int i = 0; i < loads; ++i) {
                int64_t const x = int64_t(x0) + unit_x(t, i), k = unit_k(t, i);
                src[i] = ptr + (CX ? x + k * ld : x * ld + k);
            }
        }

        /** The units of step s (k0 = s * BK) into v. */
        __device__ void load(int k0, float4 (&v)[loads]) const
        {
            bool const full_k = k0 + BK <= K;
            // Every unit inside (the tile covers BM along x, the step BK along k) on aligned lines:
            // the vector loads alone, a branch uniform over the block. Kept apart from the unit
            // loop below: in one loop with its element-wise fallback, TN's kernel spills (196
            // bytes at 16-deep steps under the 128-register cap).
            if (vec && full_k && X >= BM) {
#pragma unroll
                for (int i = 0; i < loads; ++i)
                    v[i] = __ldg(reinterpret_cast<float4 const*>(
                        src[i] + (CX ? int64_t(k0) * ld : int64_t(k0))));
                return;
            }
#pragma unroll
            for (int i = 0; i < loads; ++i) {
                int const x = unit_x(t, i), k = k0 + unit_k(t, i);
                float const* p = src[i] + (CX ? int64_t(k0) * ld : int64_t(k0));
                bool const inside =
                    CX ? x + 4 <= X && (full_k || k < K) : x < X && (full_k || k + 4 <= K);
                if (vec && inside) {
                    v[i] = __ldg(reinterpret_cast<float4 const*>(p));
                    continue;
                }
                float w[4];
#pragma unroll
                for (int j = 0; j < 4; ++j) {
                    bool const in = CX ? x + j < X && k < K : x < X && k + j < K;
                    w[j] = in ? p[j] : 0.f;
                }
                v[i] = make_float4(w[0], w[1], w[2], w[3]);
            }
        }

        /** v into buffer b ([k][x], rows LDS apart). */
        __device__ void store(float4 const (&v)[loads], float* b) const
        {
#pragma unroll
            for (int i = 0; i < loads; ++i) {
                int const x = unit_x(t, i), k = unit_k(t, i);
                if (CX) {
                    *reinterpret_cast<float4*>(b + k * LDS + x) = v[i];
                }
                else {
                    b[(k + 0) * LDS + x] = v[i].x;
                    b[(k + 1) * LDS + x] = v[i].y;
                    b[(k + 2) * LDS + x] = v[i].z;
                    b[(k + 3) * LDS + x] = v[i].w;
                }
            }
        }
    };

    /** Thread t's first row (am, and am + 32) and first column (bn, and bn + 16) in the tile. */
    __device__ static int row0(int t)
    {
        return (t >> 5 & 1) * 64 + 4 * (t & 7);
    }
    __device__ static int col0(int t)
    {
        return (t >> 6) * 32 + 4 * (t >> 3 & 3);
    }

    __device__ static void run(BatchArgs<float> const& args, int64_t item, int tile, float* smem,
                               int t)
    {
        Item<float> const it = fetch_item(args, item);
        GemmForm<float> const f = gemm_form(args.routine, args.layout, it.params, it.A, it.B, it.C);
        int const m0 = tile % args.tiles_m * BM;
        int const n0 = tile / args.tiles_m * BN;
        if (m0 >= f.M || n0 >= f.N) return;
        bool const no_product = f.alpha == 0.f || f.K == 0;
        if (no_product && f.beta == 1.f) return;

        float acc[8][8];
#pragma unroll
        for (int i = 0; i < 8; ++i)
#pragma unroll
            for (int j = 0; j < 8; ++j) acc[i][j] = 0.f;

        int const am = row0(t), bn = col0(t);
        if (!no_product) {
            // P: x = m, contiguous along m unless PT; Q: x = n, contiguous along n when QT.
            Loader<!PT> lp;
            Loader<QT> lq;
            lp.init(f.P0.ptr, PT ? f.P0.rs : f.P0.cs, m0, f.M, f.K, t);
            lq.init(f.Q0.ptr, QT ? f.Q0.rs : f.Q0.cs, n0, f.N, f.K, t);
            float* const sp = smem;
            float* const sq = smem + 2 * stage_elems;
            float4 vp[loads], vq[loads];
            lp.load(0, vp);
            lq.load(0, vq);
            lp.store(vp, sp);
            lq.store(vq, sq);
            __syncthreads();
            int const steps = (f.K + BK - 1) / BK;
#pragma unroll 1
            for (int s = 0; s < steps; ++s) {
                bool const next = s + 1 < steps;
                if (next) {
                    lp.load((s + 1) * BK, vp);
                    lq.load((s + 1) * BK, vq);
                }
                float const* const bp = sp + (s & 1) * stage_elems;
                float const* const bq = sq + (s & 1) * stage_elems;
                float4 a[2][2], b[2][2];
                auto fragments = [&](int kk, int buf) {
                    a[buf][0] = *reinterpret_cast<float4 const*>(bp + kk * LDS + am);
                    a[buf][1] = *reinterpret_cast<float4 const*>(bp + kk * LDS + am + 32);
                    b[buf][0] = *reinterpret_cast<float4 const*>(bq + kk * LDS + bn);
                    b[buf][1] = *reinterpret_cast<float4 const*>(bq + kk * LDS + bn + 16);
                };
                fragments(0, 0);
#pragma unroll
                for (int kk = 0; kk < BK; ++kk) {
                    if (kk + 1 < BK) fragments(kk + 1, (kk + 1) & 1);
                    float const av[8] = {a[kk & 1][0].x, a[kk & 1][0].y, a[kk & 1][0].z,
                                         a[kk & 1][0].w, a[kk & 1][1].x, a[kk & 1][1].y,
                                         a[kk & 1][1].z, a[kk & 1][1].w};
                    float const bv[8] = {b[kk & 1][0].x, b[kk & 1][0].y, b[kk & 1][0].z,
                                         b[kk & 1][0].w, b[kk & 1][1].x, b[kk & 1][1].y,
                                         b[kk & 1][1].z, b[kk & 1][1].w};
#pragma unroll
                    for (int i = 0; i < 8; ++i)
#pragma unroll
                        for (int j = 0; j < 8; ++j) acc[i][j] = fmaf(av[i], bv[j], acc[i][j]);
                }
                if (next) {
                    // The other buffers were last read in step s - 1, before its closing barrier.
                    lp.store(vp, sp + ((s + 1) & 1) * stage_elems);
                    lq.store(vq, sq + ((s + 1) & 1) * stage_elems);
                }
                __syncthreads();
            }
        }

        // Epilogue: accumulator (i, j) is row m0 + am + (i & 3) + 32 (i >> 2), column
        // n0 + bn + (j & 3) + 16 (j >> 2).
        bool const beta_zero = f.beta == 0.f;
        float* const d = f.d;
        int64_t const ldd = f.ldd;
        if (m0 + BM <= f.M && n0 + BN <= f.N && ldd % 4 == 0 &&
            (reinterpret_cast<uintptr_t>(d) & 15) == 0) {
#pragma unroll
            for (int j0 = 0; j0 < 8; j0 += CG) {
                float4 cv[CG][2];
                auto address = [&](int j, int h) {
                    int const r = m0 + am + 32 * h, c = n0 + bn + (j & 3) + 16 * (j >> 2);
                    return reinterpret_cast<float4*>(d + r + int64_t(c) * ldd);
                };
                if (!beta_zero) {
#pragma unroll
                    for (int j = 0; j < CG; ++j)
#pragma unroll
                        for (int h = 0; h < 2; ++h) cv[j][h] = *address(j0 + j, h);
                }
#pragma unroll
                for (int j = 0; j < CG; ++j) {
#pragma unroll
                    for (int h = 0; h < 2; ++h) {
                        float4 v;
                        v.x = f.alpha * acc[4 * h + 0][j0 + j];
                        v.y = f.alpha * acc[4 * h + 1][j0 + j];
                        v.z = f.alpha * acc[4 * h + 2][j0 + j];
                        v.w = f.alpha * acc[4 * h + 3][j0 + j];
                        if (!beta_zero) {
                            v.x = fmaf(f.beta, cv[j][h].x, v.x);
                            v.y = fmaf(f.beta, cv[j][h].y, v.y);
                            v.z = fmaf(f.beta, cv[j][h].z, v.z);
                            v.w = fmaf(f.beta, cv[j][h].w, v.w);
                        }
                        *address(j0 + j, h) = v;
                    }
                }
            }
            return;
        }
#pragma unroll
        for (int j = 0; j < 8; ++j) {
            int const c = n0 + bn + (j & 3) + 16 * (j >> 2);
            if (c >= f.N) continue;
            float* const col = d + int64_t(c) * ldd;
            float cv[8];
#pragma unroll
            for (int i = 0; i < 8; ++i) {
                int const r = m0 + am + (i & 3) + 32 * (i >> 2);
                cv[i] = !beta_zero && r < f.M ? col[r] : 0.f;
            }
#pragma unroll
            for (int i = 0; i < 8; ++i) {
                int const r = m0 + am + (i & 3) + 32 * (i >> 2);
                if (r >= f.M) continue;
                float v = f.alpha * acc[i][j];
                if (!beta_zero) v = fmaf(f.beta, cv[i], v);
                col[r] = v;
            }
        }
    }
};

}  // namespace batchblas::cuda
