// SPDX-License-Identifier: BSD-3-Clause
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

/** Asynchronous global -> shared copies (sm_80+): 16 or 8 bytes, of which the first src_bytes
 *  are read and the rest zero-filled; src_bytes = 0 reads nothing. */
__device__ __forceinline__ void cp_async_16(void* dst, void const* src, int src_bytes)
{
    unsigned const s = unsigned(__cvta_generic_to_shared(dst));
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(s), "l"(src),
                 "r"(src_bytes)
                 : "memory");
}
__device__ __forceinline__ void cp_async_8(void* dst, void const* src, int src_bytes)
{
    unsigned const s = unsigned(__cvta_generic_to_shared(dst));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 8, %2;\n" ::"r"(s), "l"(src),
                 "r"(src_bytes)
                 : "memory");
}
__device__ __forceinline__ void cp_async_4(void* dst, void const* src, int src_bytes)
{
    unsigned const s = unsigned(__cvta_generic_to_shared(dst));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\n" ::"r"(s), "l"(src),
                 "r"(src_bytes)
                 : "memory");
}
/** One element global -> shared without waiting for it (cp.async of sizeof(T) bytes). */
template <typename T>
__device__ __forceinline__ void cp_async_element(T* dst, T const* src)
{
    if constexpr (sizeof(T) == 16)
        cp_async_16(dst, src, 16);
    else if constexpr (sizeof(T) == 8)
        cp_async_8(dst, src, 8);
    else
        cp_async_4(dst, src, 4);
}
__device__ __forceinline__ void cp_async_commit()
{
    asm volatile("cp.async.commit_group;\n" ::: "memory");
}
template <int N>
__device__ __forceinline__ void cp_async_wait()
{
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
}

/** Whether an engine reads P^T ([m][k]) or Q^T ([k][n]) from shared memory as a transposed
 *  operand lies in global memory: E::p_transposed, E::q_transposed where E has them
 *  (DmmaEngine's and FloatVecEngine's PT, QT), else false. */
template <class E, class = void>
inline constexpr bool engine_pt = false;
template <class E>
inline constexpr bool engine_pt<E, std::void_t<decltype(E::p_transposed)>> = E::p_transposed;
/** Shared-memory offset of line r of P^T in an engine's transposed layout (E::p_line where E
 *  has it: FloatVecEngine's padded groups of rows), else r * E::ldp; E::p_pad elements of
 *  padding in all. */
template <class E, class = void>
struct EngineLines {
    static constexpr int pad = 0;
    __device__ static constexpr int p_line(int r) { return r * E::ldp; }
};
template <class E>
struct EngineLines<E, std::void_t<decltype(E::p_pad)>> {
    static constexpr int pad = E::p_pad;
    __device__ static constexpr int p_line(int r) { return E::p_line(r); }
};
template <class E, class = void>
inline constexpr bool engine_qt = false;
template <class E>
inline constexpr bool engine_qt<E, std::void_t<decltype(E::q_transposed)>> = E::q_transposed;

/**
 * The GEMM device routine for double (DmmaEngine) and float (FloatVecEngine) on general,
 * unconjugated operands: gemm in either layout with any transA x transB. Tiles move with cp.async
 * straight into shared memory (no register staging), STAGES deep: while step s is multiplied,
 * the tiles of steps s+1 .. s+STAGES-1 are in flight, with one barrier per step.
 *
 * An operand whose layout matches shared memory (P with unit row stride, P[k][m] contiguous
 * along m; Q with unit row stride, Q[n][k] contiguous along k: gemm NN) takes 16-byte copies when
 * every source address of the tile is 16-byte aligned (leading dimension a multiple of 16 bytes'
 * elements, aligned base), one element a copy otherwise. A transposed operand (PT: P with unit
 * column stride, contiguous along k; QT: Q contiguous along n; canonical TN, NT, TT) goes into
 * the engine's transposed shared layout where the engine has one (engine_pt / engine_qt:
 * DmmaEngine or FloatVecEngine with PT / QT), lines as they lie in memory, 16 bytes a copy when
 * aligned like NN's operands; else it is copied one element a copy into NN's
 * shared layout (load_across: the trsm / trmm strips, float's Q^T where a thread's columns are
 * fewer than four), so that the engines and the pipeline are NN's. Edges are
 * zero-filled by the copy itself. FRAGMENTS (DmmaEngine only) also double-buffers the MMA
 * fragments in registers (fragment_pipeline); the sweep has it as an option, no production
 * shape uses it (it does not pay for its registers). INTERIOR: when the output tile
 * lies wholly inside M x N, its full-depth steps (all but a partial last one) copy without the
 * per-copy bounds tests and zero-fill selections (load's INSIDE), which saves instructions and
 * registers where the tile is large (double's wide tile).
 */
template <class Engine, int BM, int BN, int BK, int STAGES, bool FRAGMENTS = false, bool PT = false,
          bool QT = false, bool INTERIOR = false>
struct AsyncBlockGemm {
    using T = typename Engine::value_type;
    static constexpr int vec = 16 / int(sizeof(T));  // elements of one 16-byte copy
    static constexpr int threads = Engine::threads;
    static constexpr int ldp = Engine::ldp, ldq = Engine::ldq;
    // Transposed operands in the engine's transposed layout (lines along k for P^T, along n for
    // Q^T), or else in NN's (load_across).
    static constexpr bool tp = PT && engine_pt<Engine>, tq = QT && engine_qt<Engine>;
    static_assert((PT || !engine_pt<Engine>) && (QT || !engine_qt<Engine>),
                  "an engine's transposed layout only for a transposed operand");
    static constexpr int p_elems = tp ? BM * ldp + EngineLines<Engine>::pad : BK * ldp;
    static constexpr int stage_elems = p_elems + (tq ? BK * ldq : BN * ldq);
    static constexpr int smem_elems = STAGES * stage_elems;
    static_assert(STAGES >= 2, "a pipeline needs two stages at least");
    static_assert(ldp % vec == 0 && ldq % vec == 0 && p_elems % vec == 0 &&
                      stage_elems % vec == 0 && BK % vec == 0,
                  "16-byte shared destinations");

    /** Whether every 16-byte chunk of an operand's lines starts 16-byte aligned: base and
     *  leading dimension, which is cs for an operand in NN's layout, rs for a transposed one. */
    __device__ static bool aligned16(View<T> const& v, bool transposed = false)
    {
        return (reinterpret_cast<uintptr_t>(v.ptr) & 15) == 0 &&
               (transposed ? v.rs : v.cs) % vec == 0;
    }

    /** One copy of `bytes` (the first src_bytes read, the rest zero): 16 bytes or one T. */
    template <bool VEC>
    __device__ static void copy(T* dst, T const* src, int src_bytes)
    {
        if constexpr (VEC)
            cp_async_16(dst, src, src_bytes);
        else if constexpr (sizeof(T) == 8)
            cp_async_8(dst, src, src_bytes);
        else
            cp_async_4(dst, src, src_bytes);
    }

    /**
     * Lanes along the lines of a transposed operand's copies (load_across): G consecutive lines
     * (contiguous in global memory: 8 G bytes or 4 G bytes, whole 32-byte sectors) times 32 / G
     * positions a warp. Chosen so that a warp's shared-memory writes are conflict-free: double
     * line strides are 2 mod 16 (ldp) and 8 mod 16 (ldq) elements, so 8 lines x 4 positions
     * (P^T) and 4 lines x 8 positions (Q^T) touch each 8-byte bank pair twice (two wavefronts,
     * the least for 256 bytes); float line strides are multiples of 4 that are distinct mod 32
     * over 8 lines, so 8 lines x 4 positions hit 32 distinct banks.
     */
    static constexpr int across_p = 8;
    static constexpr int across_q = sizeof(T) == 8 ? 4 : 8;

    /**
     * Copies, one element each, a tile of LINES shared-memory lines (stride LD) of LEN positions
     * whose global unit stride runs along the lines: element (line l, position x) is
     * base[x * xs + l], read where l < lines_left and x < len_left (everywhere under INSIDE,
     * whose tile is inside), zero-filled elsewhere (reading nothing; `safe`, an address inside
     * the matrix, stands in for the source then).
     * Thread t takes line t % G of each group of G lines and positions t / G, t / G + threads / G,
     * ... in the order of the tile's elements, so that a warp reads whole sectors.
     */
    template <bool INSIDE, int LINES, int LEN, int LD, int G>
    __device__ static void load_across(T* s, T const* base, int64_t xs, int lines_left,
                                       int len_left, T const* safe, int t)
    {
        constexpr int per = LINES * LEN / threads;
        constexpr int rows = threads / G;  // positions x line groups a pass covers
        static_assert(threads % G == 0 && LINES % G == 0 && per * threads == LINES * LEN,
                      "whole groups of lines, whole shares per thread");
        static_assert(rows % LEN == 0 || LEN % rows == 0, "passes cover whole lines or parts");
        // A thread's first element (x0, l0); element i is (x0 + dx(i), l0 + dl(i)) with
        // compile-time steps, so that its addresses are one pointer plus multiples of xs.
        int const gl = t % G, r0 = t / G;
        int const x0 = rows % LEN == 0 ? r0 % LEN : r0;
        int const l0 = rows % LEN == 0 ? gl + G * (r0 / LEN) : gl;
        T const* const src0 = base + int64_t(x0) * xs + l0;
#pragma unroll
        for (int i = 0; i < per; ++i) {
            int const dx = rows % LEN == 0 ? 0 : rows * (i % (LEN / rows));
            int const dl = rows % LEN == 0 ? G * (rows / LEN) * i : G * (i / (LEN / rows));
            bool const in = INSIDE || (l0 + dl < lines_left && x0 + dx < len_left);
            copy<false>(s + (l0 + dl) * LD + x0 + dx, in ? src0 + dx * xs + dl : safe,
                        in ? int(sizeof(T)) : 0);
        }
    }

    /**
     * Copies a tile of LINES shared-memory lines (stride LD) of LEN positions whose global unit
     * stride runs along the lines: element (line l, position x) is base[l * ls + x], read where
     * l < lines_left and x < len_left (everywhere under INSIDE), zero-filled elsewhere (reading
     * nothing; `safe`, an address inside the matrix, stands in for the source then). 16-byte
     * chunks (VEC) or single elements; consecutive threads take consecutive chunks along a line,
     * and when the threads cover whole lines a thread keeps its position and steps over lines, so
     * that its addresses are one pointer plus multiples of one stride, with one position bound.
     */
    template <bool VEC, bool INSIDE, int LINES, int LEN, int LD, bool P_LINES = false>
    __device__ static void load_lines(T* s, T const* base, int64_t ls, int lines_left, int len_left,
                                      T const* safe, int t)
    {
        // P_LINES: line l at the engine's P^T offset (EngineLines::p_line), else at l * LD.
        auto const line = [](int l) { return P_LINES ? EngineLines<Engine>::p_line(l) : l * LD; };
        constexpr int w = VEC ? vec : 1;  // elements per copy
        constexpr int size = int(sizeof(T));
        constexpr int per_line = LEN / w, total = LINES * per_line;
        static_assert(per_line * w == LEN && threads % per_line == 0 && total % threads == 0,
                      "copies: whole lines per thread step");
        constexpr int dl = threads / per_line;
        int const x = t % per_line * w, l0 = t / per_line;
        int const left = len_left - x;
        int const full = INSIDE ? w * size : left >= w ? w * size : left > 0 ? left * size : 0;
        T const* src = base + x + int64_t(l0) * ls;
        int64_t const step = int64_t(dl) * ls;
#pragma unroll
        for (int i = 0; i < total / threads; ++i) {
            int const bytes = INSIDE || l0 + i * dl < lines_left ? full : 0;
            copy<VEC>(s + line(l0 + i * dl) + x, INSIDE || bytes ? src : safe, bytes);
            src += step;
        }
    }

    /**
     * Issues the copies of the tiles at depth k into stage s: P as BK lines (k) of BM elements
     * (m), or under tp BM lines (m) of BK elements (k); Q as BN lines (n) of BK elements (k),
     * or under tq BK lines (k) of BN elements (n); 16-byte chunks (VEC) or single elements.
     * Transposed operands without the engine's transposed layout go through load_across. INSIDE:
     * the caller knows that the step's tiles lie wholly inside both operands (m0 + BM <= M,
     * n0 + BN <= N, k + BK <= K), so no copy is tested or zero-filled.
     */
    template <bool VEC, bool INSIDE = false>
    __device__ static void load(T* s, View<T> const& P, View<T> const& Q, int m0, int n0, int k,
                                int M, int N, int K, int t)
    {
        T* sp = s;
        T* sq = s + p_elems;
        if constexpr (tp) {
            // P^T: P(m, k) at ptr[m * rs + k]; lines m, positions k.
            load_lines<VEC, INSIDE, BM, BK, ldp, true>(sp, P.ptr + int64_t(m0) * P.rs + k, P.rs,
                                                       M - m0, K - k, P.ptr, t);
        }
        else if constexpr (PT) {
            // P^T into NN's layout: lines k, positions m.
            load_across<INSIDE, BK, BM, ldp, across_p>(sp, P.ptr + int64_t(m0) * P.rs + k, P.rs, K - k,
                                               M - m0, P.ptr, t);
        }
        else {
            // P: BK lines (k) of BM elements (m). A thread keeps its m offset and steps over
            // lines: one source pointer plus multiples of one stride, and one m bound. (As
            // load_lines, written out, which keeps NN's register allocation as tuned.)
            constexpr int w = VEC ? vec : 1;
            constexpr int size = int(sizeof(T));
            constexpr int per_line = BM / w, total = BK * per_line;
            static_assert(threads % per_line == 0 && total % threads == 0,
                          "P copies: whole lines per thread step");
            constexpr int dk = threads / per_line;
            int const mm = t % per_line * w, kk0 = t / per_line;
            int const left = M - (m0 + mm);
            int const full = INSIDE ? w * size : left >= w ? w * size : left > 0 ? left * size : 0;
            T const* src = P.ptr + (m0 + mm) + int64_t(k + kk0) * P.cs;
            int64_t const step = int64_t(dk) * P.cs;
#pragma unroll
            for (int i = 0; i < total / threads; ++i) {
                int const bytes = INSIDE || k + kk0 + i * dk < K ? full : 0;
                copy<VEC>(sp + (kk0 + i * dk) * ldp + mm, INSIDE || bytes ? src : P.ptr, bytes);
                src += step;
            }
        }
        if constexpr (tq) {
            // Q^T: Q(k, n) at ptr[k * rs + n]; lines k, positions n.
            load_lines<VEC, INSIDE, BK, BN, ldq>(sq, Q.ptr + int64_t(k) * Q.rs + n0, Q.rs, K - k,
                                         N - n0, Q.ptr, t);
        }
        else if constexpr (QT) {
            // Q^T into NN's layout: lines n, positions k.
            load_across<INSIDE, BN, BK, ldq, across_q>(sq, Q.ptr + int64_t(k) * Q.rs + n0, Q.rs, N - n0,
                                               K - k, Q.ptr, t);
        }
        else {
            // Q: BN lines (n) of BK elements (k); a thread keeps its k offset.
            constexpr int w = VEC ? vec : 1;
            constexpr int size = int(sizeof(T));
            constexpr int per_line = BK / w, total = BN * per_line;
            static_assert(threads % per_line == 0 && total % threads == 0,
                          "Q copies: whole lines per thread step");
            constexpr int dn = threads / per_line;
            int const kk = t % per_line * w, nn0 = t / per_line;
            int const left = K - (k + kk);
            int const full = INSIDE ? w * size : left >= w ? w * size : left > 0 ? left * size : 0;
            T const* src = Q.ptr + (k + kk) + int64_t(n0 + nn0) * Q.cs;
            int64_t const step = int64_t(dn) * Q.cs;
#pragma unroll
            for (int i = 0; i < total / threads; ++i) {
                int const bytes = INSIDE || n0 + nn0 + i * dn < N ? full : 0;
                copy<VEC>(sq + (nn0 + i * dn) * ldq + kk, INSIDE || bytes ? src : Q.ptr, bytes);
                src += step;
            }
        }
    }

    /** The steps whose copies need no bounds tests: under INTERIOR, the full-depth steps of an
     *  output tile inside M x N; else none (and load<VEC, true> is never instantiated). */
    __device__ static int inside_steps(int m0, int n0, int K, int M, int N)
    {
        return INTERIOR && m0 + BM <= M && n0 + BN <= N ? K / BK : 0;
    }

    /** Issues the copies of step s (if s < steps) into `stage`; untested when s < inside. */
    template <bool VEC>
    __device__ static void load_step(T* stage, View<T> const& P, View<T> const& Q, int m0, int n0,
                                     int s, int steps, int inside, int M, int N, int K, int t)
    {
        if (INTERIOR && s < inside)
            load<VEC, INTERIOR>(stage, P, Q, m0, n0, s * BK, M, N, K, t);
        else if (s < steps)
            load<VEC>(stage, P, Q, m0, n0, s * BK, M, N, K, t);
    }

    template <bool VEC>
    __device__ static void pipeline(Engine& eng, T* smem, View<T> const& P, View<T> const& Q,
                                    int m0, int n0, int K, int M, int N, int t)
    {
        int const steps = (K + BK - 1) / BK;
        int const inside = inside_steps(m0, n0, K, M, N);
#pragma unroll
        for (int s = 0; s < STAGES - 1; ++s) {
            load_step<VEC>(smem + s * stage_elems, P, Q, m0, n0, s, steps, inside, M, N, K, t);
            cp_async_commit();
        }
        int read = 0, write = STAGES - 1;
#pragma unroll 1
        for (int step = 0; step < steps; ++step) {
            // Step `step`'s group is complete once at most STAGES - 2 newer ones are pending; the
            // barrier publishes it and ends every warp's reads of the stage written next.
            cp_async_wait<STAGES - 2>();
            unit_sync<threads>();
            load_step<VEC>(smem + write * stage_elems, P, Q, m0, n0, step + STAGES - 1, steps,
                           inside, M, N, K, t);
            cp_async_commit();
            T const* current = smem + read * stage_elems;
            eng.compute(current, current + p_elems, t);
            read = read + 1 == STAGES ? 0 : read + 1;
            write = write + 1 == STAGES ? 0 : write + 1;
        }
        cp_async_wait<0>();
    }

    /**
     * FRAGMENTS (DmmaEngine's load() / mma()): the fragments of two MMA k-steps live in
     * registers, so that no MMA waits for its own shared-memory loads. Within a step, k-step
     * c + 1's fragments are loaded before k-step c's MMAs issue; in a step's last k-step, the
     * barrier comes first (after the previous k-steps' MMAs have issued), then the first
     * fragments of the next stage are loaded, then the last MMAs issue: one barrier per step,
     * with MMAs in flight on both sides of it, as in CUTLASS's multistage main loop.
     *
     * Ordering, step s reading stage s % STAGES: its copies (of step s + STAGES - 1) go to the
     * stage step s - 1 read, whose fragment loads all precede step s - 1's barrier; the barrier
     * of step s follows each thread's wait for the copies of step s + 1 (committed at step
     * s + 1 - (STAGES - 1) <= s, so at most STAGES - 2 newer groups may still be pending).
     */
    template <int PARITY, bool VEC, class Fragments>
    __device__ __forceinline__ static void fragment_step(Engine& eng, Fragments (&f)[2], T* smem,
                                                         int& read, int& write, int step, int steps,
                                                         int inside, View<T> const& P,
                                                         View<T> const& Q, int m0, int n0, int K,
                                                         int M, int N, int t)
    {
        constexpr int ks = Engine::ksteps;
        load_step<VEC>(smem + write * stage_elems, P, Q, m0, n0, step + STAGES - 1, steps, inside,
                       M, N, K, t);
        cp_async_commit();
        T const* current = smem + read * stage_elems;
#pragma unroll
        for (int c = 0; c < ks; ++c) {
            if (c + 1 < ks) {
                Engine::load(f[(PARITY + c + 1) % 2], current, current + p_elems, t, c + 1);
            }
            else if (step + 1 < steps) {
                cp_async_wait<STAGES - 2>();
                unit_sync<threads>();
                read = read + 1 == STAGES ? 0 : read + 1;
                T const* const following = smem + read * stage_elems;
                Engine::load(f[(PARITY + c + 1) % 2], following, following + p_elems, t, 0);
            }
            eng.mma(f[(PARITY + c) % 2]);
        }
        write = write + 1 == STAGES ? 0 : write + 1;
    }

    template <bool VEC>
    __device__ static void fragment_pipeline(Engine& eng, T* smem, View<T> const& P,
                                             View<T> const& Q, int m0, int n0, int K, int M, int N,
                                             int t)
    {
        int const steps = (K + BK - 1) / BK;
        int const inside = inside_steps(m0, n0, K, M, N);
#pragma unroll
        for (int s = 0; s < STAGES - 1; ++s) {
            load_step<VEC>(smem + s * stage_elems, P, Q, m0, n0, s, steps, inside, M, N, K, t);
            cp_async_commit();
        }
        cp_async_wait<STAGES - 2>();
        unit_sync<threads>();
        typename Engine::Fragments f[2];
        Engine::load(f[0], smem, smem + p_elems, t, 0);
        int read = 0, write = STAGES - 1;
        if constexpr (Engine::ksteps % 2 == 0) {
            // A step starts and ends on the same fragment buffer.
#pragma unroll 1
            for (int step = 0; step < steps; ++step)
                fragment_step<0, VEC>(eng, f, smem, read, write, step, steps, inside, P, Q, m0, n0,
                                      K, M, N, t);
        }
        else {
            // Odd k-steps per step: consecutive steps start on alternate buffers.
#pragma unroll 1
            for (int step = 0; step < steps; step += 2) {
                fragment_step<0, VEC>(eng, f, smem, read, write, step, steps, inside, P, Q, m0, n0,
                                      K, M, N, t);
                if (step + 1 < steps)
                    fragment_step<1, VEC>(eng, f, smem, read, write, step + 1, steps, inside, P, Q,
                                          m0, n0, K, M, N, t);
            }
        }
        cp_async_wait<0>();
    }

    /** eng += P[m0:, 0:K] * Q[0:K, n0:] over rows < M and columns < N (as BlockGemm's). The
     *  copy width is chosen once per tile, outside the loop, so that each variant's addresses
     *  alone are live in it. */
    __device__ static void accumulate(Engine& eng, T* smem, View<T> const& P, View<T> const& Q,
                                      int m0, int n0, int K, int M, int N, int t)
    {
        if (K <= 0) return;
        unit_sync<threads>();  // the caller's earlier use of smem
        // 16-byte copies for the operands copied as they lie (NN's layout, or the engine's
        // transposed one) when they are aligned; load_across copies single elements either
        // way, so when both operands take it there is one variant.
        constexpr bool elem_p = PT && !tp, elem_q = QT && !tq;
        constexpr bool any_vec = !(elem_p && elem_q);
        bool const vec = (elem_p || aligned16(P, PT)) && (elem_q || aligned16(Q, QT));
        if constexpr (FRAGMENTS) {
            if (vec)
                fragment_pipeline<any_vec>(eng, smem, P, Q, m0, n0, K, M, N, t);
            else
                fragment_pipeline<false>(eng, smem, P, Q, m0, n0, K, M, N, t);
        }
        else {
            if (vec)
                pipeline<any_vec>(eng, smem, P, Q, m0, n0, K, M, N, t);
            else
                pipeline<false>(eng, smem, P, Q, m0, n0, K, M, N, t);
        }
    }
};

}  // namespace batchblas::cuda
