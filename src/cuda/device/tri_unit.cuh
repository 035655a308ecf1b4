// SPDX-License-Identifier: BSD-3-Clause
/**
 * trmm and trsm on one strip of right-hand sides (bn columns of B'), walking the 32 x 32
 * diagonal blocks of A' (the blocked trsm / trmm of MAGMA's vbatched Level 3 BLAS, with the
 * recursion unrolled into a loop so that the whole problem takes one launch):
 *
 *  trsm, A' lower (forward):  X_I = A'_II^-1 (alpha B'_I - A'_I,0:I X_0:I)   for I = 0, 1, ...
 *  trsm, A' upper (backward): X_I = A'_II^-1 (alpha B'_I - A'_I,I+1: X_I+1:) for I = last, ...
 *  trmm, A' lower: B'_I = alpha A'_I,0:I+1 B'_0:I+1 for I = last, ..., 0 (rows above I are
 *  still the original ones); A' upper: the mirror order.
 *
 * The products are the GEMM device routine (trmm's diagonal block through the triangular view,
 * which reads zeros outside the triangle and ones on a unit diagonal); in double and float block
 * strips of one operand form, their off-diagonal part takes gemm's cp.async pipeline. The small
 * solve keeps A'_II in shared memory; real block strips give each thread one right-hand side in
 * registers (solve_columns, A'_II read by broadcast), the other strips one right-hand side per
 * warp, a lane per row, broadcasting each solved entry with a shuffle (as MAGMA's batched trsm
 * does). The strips of a problem are independent, so units never wait on each other.
 */
#pragma once

#include "cuda/device/gemm_unit.cuh"

namespace batchblas::cuda {

template <typename T>
__device__ __forceinline__ T shuffle(T v, int lane)
{
    if constexpr (complex_v<T>) {
        return T{__shfl_sync(0xffffffffu, v.re, lane), __shfl_sync(0xffffffffu, v.im, lane)};
    }
    else {
        return __shfl_sync(0xffffffffu, v, lane);
    }
}

/**
 * PATH other than Staged (double and float block strips, launch_triangular): every problem of
 * the launch has that canonical operand form (tri_path), and the products' off-diagonal part,
 * where A' is a general tile, runs on the cp.async pipeline of gemm (AsyncBlockGemm, the same
 * engine, async_stages deep); the part of trmm's products on the diagonal block (triangular:
 * zeros and a unit diagonal read through View::at) keeps the register-staged routine.
 */
template <typename T, TriTile TILE, GemmPath PATH = GemmPath::Staged>
struct TriUnit {
    using Shape = TriShape<TILE>;
    static constexpr bool async = PATH != GemmPath::Staged;
    static_assert(!async || (has_async_gemm<T> && TILE == TriTile::Block),
                  "cp.async strips: double and float block strips");
    // Double: the 8x8x4 MMA. The strip solve is latency-bound, far below the roofline, so the
    // 16x8x8 shape's rate buys nothing, while its register needs (152 against 128 for the
    // block strips) cost a block per multiprocessor. On the cp.async strips with the column
    // solve it spills under the four-block cap, and three blocks hide less latency.
    // Float's block strips: FloatVecEngine, 4 x 4 accumulators a thread (runs of four rows,
    // four k a 16-byte load of Q), where FmaEngine's 2 x 8 issues ten 4-byte shared loads per
    // 16 FMAs; with the branch-free solve the products are a large share of the strip's time.
    static constexpr bool float_vec = std::is_same_v<T, float> && TILE == TriTile::Block;
    using Engine = std::conditional_t<
        float_vec, FloatVecEngine<Shape::bm, Shape::bn, Shape::bk, Shape::vec_dx, Shape::vec_dy>,
        engine_for<T, Shape, async ? Shape::async_dmma : Dmma884>>;
    using Block = BlockGemm<T, Engine, Shape::bm, Shape::bn, Shape::bk, Shape::stages>;
    using Async = AsyncBlockGemm<Engine, Shape::bm, Shape::bn, Shape::bk, Shape::async_stages, false,
                                 PATH == GemmPath::TN || PATH == GemmPath::TT,
                                 PATH == GemmPath::NT || PATH == GemmPath::TT>;
    // Not instantiated for the staged units (Async names their engine with the cp.async
    // kernels' static requirements).
    using Products = std::conditional_t<async, Async, Block>;
    static constexpr int product_elems =
        Products::smem_elems > Block::smem_elems ? Products::smem_elems : Block::smem_elems;
    static constexpr int threads = Engine::threads;
    static constexpr int units = Shape::units;
    // The diagonal block's solve: a thread per right-hand side (solve_columns; real types: a
    // complex column of 32 entries takes 64 or 128 registers) or a lane per row (solve_block).
    static constexpr bool column_solve = Shape::column_solve && !complex_v<T>;
    static_assert(!column_solve || Shape::bn <= threads, "a thread per right-hand side");
    // The register cap of __launch_bounds__: double's block strips keep four blocks an SM (128
    // registers); the two-pass copies' addresses took them to 134, three blocks.
    // Float's vector engine, uncapped, would take so many registers that one block fills an
    // SM: the same cap.
    static constexpr int min_blocks =
        (std::is_same_v<T, double> || float_vec) && TILE == TriTile::Block ? Shape::min_blocks : 1;
    static constexpr int nb = Shape::bm;  // diagonal block size
    static constexpr int bn = Shape::bn;  // right-hand sides per strip
    static constexpr int warps = threads / 32;
    static constexpr int ld = nb + 1;  // odd: column reads and row reads both conflict-free
    // Shared memory: the GEMM tiles, reused for the diagonal block and its inverted diagonal,
    // and the strip's current block of right-hand sides (sx), which lives from the end of one
    // block's products to the barrier after its write-back, so that it shares the tiles' space
    // where they hold it beside the diagonal block (the cp.async strips: three stages in the
    // shared memory two took with sx after them).
    static constexpr int diag_elems = nb * ld + nb;
    static constexpr int work_elems = product_elems > diag_elems ? product_elems : diag_elems;
    static constexpr int sx_at = product_elems >= diag_elems + bn * ld ? diag_elems : work_elems;
    static constexpr int smem_elems = work_elems > sx_at + bn* ld ? work_elems : sx_at + bn* ld;
    static_assert(nb == 32 && bn % warps == 0, "one lane per row, whole columns per warp");
    // Elements a thread moves between global and shared memory before the first store.
    static constexpr int copy_chunk = 16;
    static_assert(units == 1 || threads == 32, "several units per block only as warps");

    /** Visits the elements (r, c) of an nb x bn block, consecutive threads along the unit
     *  stride of B' so that global accesses coalesce in either layout and side. */
    template <class F>
    __device__ static void for_block(OutView<T> const& b, int t, F&& f)
    {
        bool const rows_fast = b.rs == 1;
        for (int idx = t; idx < nb * bn; idx += threads) {
            int const r = rows_fast ? idx % nb : idx / bn;
            int const c = rows_fast ? idx / nb : idx % bn;
            f(r, c);
        }
    }

    /** Row and column in an nb x bn block of element idx of for_block's order. */
    __device__ static void block_rc(OutView<T> const& b, int idx, int& r, int& c)
    {
        bool const rows_fast = b.rs == 1;
        r = rows_fast ? idx % nb : idx / bn;
        c = rows_fast ? idx / nb : idx % bn;
    }

    /**
     * Moves the ELEMS elements of a block between global and shared memory, thread t taking
     * elements t, t + threads, ...: load(idx) of CHUNK of them before the first store(idx, v).
     * In one pass (load, store, load, ...) every load would wait for the previous store, which
     * the compiler may not move it above: one memory latency per element.
     */
    template <int ELEMS, int CHUNK, class L, class S>
    __device__ static void two_pass(int t, L&& load, S&& store)
    {
        static_assert(ELEMS % threads == 0, "whole shares per thread");
        constexpr int per = ELEMS / threads;
        constexpr int chunk = CHUNK < per ? CHUNK : per;
        static_assert(per % chunk == 0, "whole chunks");
        // t through an opaque move: the elements' offsets are the same for every diagonal
        // block, but hoisted out of the block loop they would hold 80-120 more registers.
        int tt;
        asm volatile("mov.b32 %0, %1;" : "=r"(tt) : "r"(t));
#pragma unroll
        for (int q0 = 0; q0 < per; q0 += chunk) {
            T v[chunk];
#pragma unroll
            for (int q = 0; q < chunk; ++q) v[q] = load(tt + (q0 + q) * threads);
#pragma unroll
            for (int q = 0; q < chunk; ++q) store(tt + (q0 + q) * threads, v[q]);
        }
    }

    /**
     * Solves A'_II x = rhs for the strip's columns in sx (forward for lower A'). Only the block's
     * `rows` valid rows take steps: the padding rows hold x = 0 under an identity diagonal, so
     * they change nothing, and small triangles cost steps in proportion to their size.
     */
    __device__ static void solve_block(T* sx, T const* sd, T const* inv, bool lower, int rows,
                                       int t)
    {
        constexpr int per_warp = bn / warps;
        int const warp = t / 32, lane = t % 32;
        T x[per_warp];
#pragma unroll
        for (int q = 0; q < per_warp; ++q) x[q] = sx[(warp + q * warps) * ld + lane];
        for (int s = 0; s < rows; ++s) {
            int const i = lower ? s : rows - 1 - s;
            T const a = sd[i * ld + lane];  // A'(lane, i)
            T const d = inv[i];
            bool const below = lower ? lane > i : lane < i;
            // Both candidates computed, then selected: written as if / else if, the float
            // solve compiles to three branches per column and step, which keep the branch unit
            // busy for a large share of its issue, where double's takes selects.
#pragma unroll
            for (int q = 0; q < per_warp; ++q) {
                T const xi = shuffle(x[q], i) * d;
                T const updated = x[q] - a * xi;
                x[q] = lane == i ? xi : below ? updated : x[q];
            }
        }
#pragma unroll
        for (int q = 0; q < per_warp; ++q) sx[(warp + q * warps) * ld + lane] = x[q];
    }

    /**
     * The same solve with one thread per right-hand side (Shape::column_solve): thread c < bn
     * keeps column c of sx in registers (compile-time indices) and substitutes on its own,
     * reading A'_II by broadcast, as the tiny trsm kernels do. Per diagonal block a column costs
     * 32 scalings and 496 FMAs, where the lane-per-row solve issues a shuffle, a multiply, an FMA
     * and selects per column and step (five times the instructions for the strip). Only the
     * triangle's entries enter, so NaN or Inf in one row reaches the rows below it alone. Steps
     * past the block's `rows` valid rows are skipped (their x and A' entries are zero).
     */
    __device__ static void solve_columns(T* sx, T const* sd, T const* inv, bool lower, int rows,
                                         int t)
    {
        if (t >= bn) return;
        T x[nb];
        T* col = sx + t * ld;
#pragma unroll
        for (int r = 0; r < nb; ++r) x[r] = col[r];
        if (lower) {
#pragma unroll
            for (int i = 0; i < nb; ++i) {
                if (i >= rows) break;
                x[i] = x[i] * inv[i];
#pragma unroll
                for (int r = i + 1; r < nb; ++r) x[r] = x[r] - sd[i * ld + r] * x[i];
            }
        }
        else {
#pragma unroll
            for (int i = nb - 1; i >= 0; --i) {
                if (i < rows) {
                    x[i] = x[i] * inv[i];
#pragma unroll
                    for (int r = 0; r < i; ++r) x[r] = x[r] - sd[i * ld + r] * x[i];
                }
            }
        }
#pragma unroll
        for (int r = 0; r < nb; ++r) col[r] = x[r];
    }

    __device__ static void run(BatchArgs<T> const& args, int64_t item, int strip, T* smem, int t,
                               bool solve)
    {
        Item<T> const it = fetch_item(args, item);
        TriForm<T> const f = tri_form(args.layout, it.params, it.A, it.C);
        int const n0 = strip * bn;
        if (n0 >= f.nr || f.mt == 0) return;
        T* sd = smem;
        T* inv = smem + nb * ld;
        T* sx = smem + sx_at;
        int const blocks = (f.mt + nb - 1) / nb;

        if (is_zero(f.alpha)) {
            // B' = 0 without reading A' or B', as reference BLAS does.
            for (int I = 0; I < blocks; ++I) {
                for_block(f.B, t, [&](int r, int c) {
                    if (I * nb + r < f.mt && n0 + c < f.nr) f.B(I * nb + r, n0 + c) = zero<T>();
                });
            }
            return;
        }

        View<T> const bv = f.B.as_input();
        bool const lower = f.A.lower;
        bool const top_down = solve == lower;
        for (int s = 0; s < blocks; ++s) {
            int const I = top_down ? s : blocks - 1 - s;
            int const r0 = I * nb;
            int const rows_end = r0 + nb < f.mt ? r0 + nb : f.mt;
            int k0, k1;
            if (solve) {
                k0 = lower ? 0 : rows_end;
                k1 = lower ? r0 : f.mt;
            }
            else {
                k0 = lower ? 0 : r0;
                k1 = lower ? rows_end : f.mt;
            }
            Engine eng;
            eng.zero();
            if constexpr (async) {
                // The off-diagonal columns [a0, a1) of A' (general there) on the cp.async
                // pipeline, from views that start at column / row a0; trmm's diagonal block
                // [r0, rows_end) through the triangular view.
                int const a0 = solve || lower ? k0 : rows_end;
                int const a1 = solve || !lower ? k1 : r0;
                if (a0 < a1) {
                    View<T> p = f.A;
                    p.ptr += int64_t(a0) * p.cs;
                    p.structure = Structure::General;
                    View<T> q = bv;
                    q.ptr += int64_t(a0) * q.rs;
                    Async::accumulate(eng, smem, p, q, r0, n0, a1 - a0, f.mt, f.nr, t);
                }
                if (!solve)
                    Block::accumulate(eng, smem, f.A, bv, false, one<T>(), r0, n0, r0, rows_end,
                                      f.mt, f.nr, t);
            }
            else if (k0 < k1) {
                Block::accumulate(eng, smem, f.A, bv, false, one<T>(), r0, n0, k0, k1, f.mt, f.nr,
                                  t);
            }
            // Every product has read its tiles (and every earlier block of B' is written)
            // before the diagonal block overwrites the GEMM tiles.
            unit_sync<threads>();
            eng.for_each(
                t, [&](int r, int c, T& acc) { sx[c * ld + r] = solve ? -acc : f.alpha * acc; });
            if (solve) {
                two_pass<nb * nb, copy_chunk>(
                    t,
                    [&](int idx) {
                        int const r = idx % nb, c = idx / nb;
                        bool const in = r0 + r < f.mt && r0 + c < f.mt;
                        return in ? f.A.at(r0 + r, r0 + c) : (r == c ? one<T>() : zero<T>());
                    },
                    [&](int idx, T v) { sd[idx / nb * ld + idx % nb] = v; });
                unit_sync<threads>();
                two_pass<nb * bn, copy_chunk>(
                    t,
                    [&](int idx) {
                        int r, c;
                        block_rc(f.B, idx, r, c);
                        return r0 + r < f.mt && n0 + c < f.nr ? T(f.B(r0 + r, n0 + c)) : zero<T>();
                    },
                    [&](int idx, T v) {
                        int r, c;
                        block_rc(f.B, idx, r, c);
                        if (r0 + r < f.mt && n0 + c < f.nr)
                            sx[c * ld + r] = mul_add(f.alpha, v, sx[c * ld + r]);
                    });
                if (t < nb) inv[t] = reciprocal(sd[t * ld + t]);
                unit_sync<threads>();
                if constexpr (column_solve)
                    solve_columns(sx, sd, inv, lower, rows_end - r0, t);
                else
                    solve_block(sx, sd, inv, lower, rows_end - r0, t);
            }
            unit_sync<threads>();
            two_pass<nb * bn, copy_chunk>(
                t,
                [&](int idx) {
                    int r, c;
                    block_rc(f.B, idx, r, c);
                    return sx[c * ld + r];
                },
                [&](int idx, T v) {
                    int r, c;
                    block_rc(f.B, idx, r, c);
                    if (r0 + r < f.mt && n0 + c < f.nr) f.B(r0 + r, n0 + c) = v;
                });
            // The block just written is read by the next block's products.
            unit_sync<threads>();
        }
    }
};

}  // namespace batchblas::cuda
