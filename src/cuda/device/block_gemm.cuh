/**
 * The GEMM device routine: one work unit (a warp or a thread block) accumulates
 * P[m0 : m0+BM, k0 : k1] * Q[k0 : k1, n0 : n0+BN] into an engine's registers. Every Level 3
 * kernel is built on it: gemm, symm/hemm (structured P or Q), syrk/herk and syr2k/her2k (one or
 * two terms, triangle tiles only), trmm (triangular P) and trsm (its off-diagonal updates).
 *
 * Tiles go global -> registers -> shared memory; the next step's global loads are issued before
 * the current step's products (register prefetch, as in MAGMA's gemm template), with one shared
 * buffer and two barriers per step, or two buffers and one barrier. Elements outside the
 * matrices read as zero.
 */
#pragma once

#include "cuda/device/engine.cuh"
#include "cuda/device/view.cuh"

namespace batchblas::cuda {

/**
 * Moves one ROWS x COLS tile of a view into shared memory (column-major, leading dimension
 * ld). Consecutive threads take consecutive elements along the view's unit-stride direction,
 * so global loads coalesce for either layout and either op.
 */
template <typename T, int ROWS, int COLS, int THREADS>
struct TileLoader {
    static constexpr int count = ROWS * COLS / THREADS;
    static_assert(count * THREADS == ROWS * COLS && THREADS % ROWS == 0 && THREADS % COLS == 0,
                  "tile must split evenly over the threads along either direction");

    T v[count];
    bool rows_fast;

    /** Thread t's first element (r, c) and its step (dr, dc) to the next one. */
    __device__ void position(int t, int& r, int& c, int& dr, int& dc) const
    {
        if (rows_fast) {
            r = t % ROWS;
            c = t / ROWS;
            dr = 0;
            dc = THREADS / ROWS;
        }
        else {
            c = t % COLS;
            r = t / COLS;
            dr = THREADS / COLS;
            dc = 0;
        }
    }

    /** Loads rows [r0, r0+ROWS) x columns [c0, c0+COLS) of view, zero past r_end / c_end;
     *  multiplies by scale when `scaled`. */
    __device__ void load(View<T> const& view, int r0, int c0, int r_end, int c_end, int t,
                         bool scaled, T scale)
    {
        View<T> plain;
        Access const access = classify(view, r0, r0 + ROWS, c0, c0 + COLS, plain);
        if (access == Access::Zero) {
            rows_fast = true;
#pragma unroll
            for (int e = 0; e < count; ++e) v[e] = zero<T>();
            return;
        }
        rows_fast = (access == Access::Plain ? plain.rs : view.rs) == 1;
        int r, c, dr, dc;
        position(t, r, c, dr, dc);
        if (access == Access::Plain) {
            T const* p = plain.ptr + int64_t(r0 + r) * plain.rs + int64_t(c0 + c) * plain.cs;
            int64_t const step = dr * plain.rs + dc * plain.cs;
            if (r0 + ROWS <= r_end && c0 + COLS <= c_end) {
#pragma unroll
                for (int e = 0; e < count; ++e) v[e] = p[e * step];
            }
            else {
#pragma unroll
                for (int e = 0; e < count; ++e) {
                    bool const in = r0 + r + e * dr < r_end && c0 + c + e * dc < c_end;
                    v[e] = in ? p[e * step] : zero<T>();
                }
            }
            if (plain.conj) {
#pragma unroll
                for (int e = 0; e < count; ++e) v[e] = conjugate(v[e]);
            }
        }
        else {
#pragma unroll
            for (int e = 0; e < count; ++e) {
                int const i = r0 + r + e * dr, j = c0 + c + e * dc;
                v[e] = i < r_end && j < c_end ? view.at(i, j) : zero<T>();
            }
        }
        if (scaled) {
#pragma unroll
            for (int e = 0; e < count; ++e) v[e] = scale * v[e];
        }
    }

    __device__ void store(T* s, int ld, int t) const
    {
        int r, c, dr, dc;
        position(t, r, c, dr, dc);
#pragma unroll
        for (int e = 0; e < count; ++e) s[(c + e * dc) * ld + r + e * dr] = v[e];
    }
};

template <typename T, class Engine, int BM, int BN, int BK, int STAGES>
struct BlockGemm {
    static constexpr int threads = Engine::threads;
    static constexpr int stage_elems = BK * Engine::ldp + BN * Engine::ldq;
    static constexpr int smem_elems = STAGES * stage_elems;
    static_assert(STAGES == 1 || STAGES == 2, "one or two shared-memory stages");

    /**
     * eng += P[m0:, k0:k1] * (qscale Q)[k0:k1, n0:] over rows < M and columns < N. Starts
     * with a barrier, so the caller's earlier use of smem is safe; the caller must place one
     * before reusing smem afterwards.
     *
     * Two stages: step s multiplies stage s % 2 while the tiles of step s + 1 (already in
     * registers) go to the other stage; the barrier after that store also ends every warp's
     * reads of the stage that step s + 2 overwrites, so one barrier per step suffices.
     */
    __device__ static void accumulate(Engine& eng, T* smem, View<T> const& P, View<T> const& Q,
                                      bool scaled, T qscale, int m0, int n0, int k0, int k1, int M,
                                      int N, int t)
    {
        TileLoader<T, BM, BK, threads> lp;
        TileLoader<T, BK, BN, threads> lq;
        if (k0 >= k1) return;
        lp.load(P, m0, k0, M, k1, t, false, qscale);
        lq.load(Q, k0, n0, k1, N, t, scaled, qscale);
        if constexpr (STAGES == 1) {
            for (int kt = k0; kt < k1; kt += BK) {
                unit_sync<threads>();
                lp.store(smem, Engine::ldp, t);
                lq.store(smem + BK * Engine::ldp, Engine::ldq, t);
                unit_sync<threads>();
                if (kt + BK < k1) {
                    lp.load(P, m0, kt + BK, M, k1, t, false, qscale);
                    lq.load(Q, kt + BK, n0, k1, N, t, scaled, qscale);
                }
                eng.compute(smem, smem + BK * Engine::ldp, t);
            }
        }
        else {
            unit_sync<threads>();
            lp.store(smem, Engine::ldp, t);
            lq.store(smem + BK * Engine::ldp, Engine::ldq, t);
            unit_sync<threads>();
            int stage = 0;
            for (int kt = k0; kt < k1; kt += BK) {
                bool const more = kt + BK < k1;
                if (more) {
                    lp.load(P, m0, kt + BK, M, k1, t, false, qscale);
                    lq.load(Q, kt + BK, n0, k1, N, t, scaled, qscale);
                }
                T const* current = smem + stage * stage_elems;
                eng.compute(current, current + BK * Engine::ldp, t);
                if (!more) break;
                stage ^= 1;
                T* next = smem + stage * stage_elems;
                lp.store(next, Engine::ldp, t);
                lq.store(next + BK * Engine::ldp, Engine::ldq, t);
                unit_sync<threads>();
            }
        }
    }
};

}  // namespace batchblas::cuda
