// SPDX-License-Identifier: BSD-3-Clause
/**
 * One output tile of a gemm-like problem (gemm, symm, hemm, syrk, herk, syr2k, her2k): the
 * problem's canonical GemmForm, the GEMM device routine over its one or two terms, and the
 * epilogue D = alpha * acc + beta * D restricted to the referenced triangle.
 *
 * BLAS conventions: alpha == 0 or K == 0 reads neither P nor Q; beta == 0 never reads D (NaN
 * in D does not propagate); (alpha == 0 or K == 0) and beta == 1 leaves D untouched, as
 * reference BLAS returns early then; Hermitian updates zero the imaginary parts of D's
 * diagonal. Elements outside M x N, and outside the triangle, are never touched.
 */
#pragma once

#include "cuda/device/block_gemm.cuh"

namespace batchblas::cuda {

/** The matrices and parameters of work item `item` of a launch. */
template <typename T>
struct Item {
    Params<T> params;
    T const* A;
    T const* B;
    T* C;
};

template <typename T>
__device__ Item<T> fetch_item(BatchArgs<T> const& args, int64_t item)
{
    int64_t problem = item, set = item;
    if (args.entries != nullptr) {
        problem = args.entries[2 * item];
        set = args.entries[2 * item + 1];
    }
    Item<T> it;
    it.params = args.sets != nullptr ? args.sets[set] : args.shared;
    it.A = args.A.get(problem);
    it.B = args.B.get(problem);
    it.C = args.C.get(problem);
    return it;
}

/** The engine of a gemm unit: engine_for's, but for the cp.async kernels the engine whose shared
 *  layouts take the path's transposed operands as they lie in memory (PT for TN and TT, QT for
 *  NT and TT): DmmaEngine for double, FloatVecEngine for float. */
template <typename T, class Shape, GemmPath PATH, bool ASYNC = PATH != GemmPath::Staged>
struct UnitEngine {
    using type = engine_for<T, Shape>;
};
template <class Shape, GemmPath PATH>
struct UnitEngine<float, Shape, PATH, true> {
    using type = FloatVecEngine<Shape::bm, Shape::bn, Shape::bk, Shape::float_dx, Shape::float_dy,
                                PATH == GemmPath::TN || PATH == GemmPath::TT,
                                PATH == GemmPath::NT || PATH == GemmPath::TT>;
};
template <class Shape, GemmPath PATH>
struct UnitEngine<double, Shape, PATH, true> {
    using type = DmmaEngine<Shape::bm, Shape::bn, Shape::bk, Shape::mma_wm, Shape::mma_wn,
                            PATH == GemmPath::NN ? async_nn_dmma<Shape> : DmmaAuto,
                            PATH == GemmPath::TN || PATH == GemmPath::TT,
                            PATH == GemmPath::NT || PATH == GemmPath::TT>;
};

/** The rows of C in an engine's row run (E::row_run: DmmaEngine 2, FloatVecEngine 4 or 1), and
 *  the 16-byte vector of one run's values. */
template <class E, class = void>
inline constexpr int engine_row_run = 1;
template <class E>
inline constexpr int engine_row_run<E, std::void_t<decltype(E::row_run)>> = E::row_run;
template <typename T, int RUN>
struct RunVector;
template <>
struct RunVector<double, 2> {
    using type = double2;
    __device__ static double& at(double2& v, int q) { return q == 0 ? v.x : v.y; }
};
template <>
struct RunVector<float, 4> {
    using type = float4;
    __device__ static float& at(float4& v, int q)
    {
        return q == 0 ? v.x : q == 1 ? v.y : q == 2 ? v.z : v.w;
    }
};

/**
 * PATH other than Staged (double and float, has_async_gemm): the launch's problems are all gemm,
 * or all syrk / herk, with one canonical operand form (NN, TN, NT or TT of P and Q; gemm_path,
 * rank_k_path) and one product (no second term, no scaled operand), so tiles take the
 * cp.async pipeline (AsyncBlockGemm; double on the FP64 tensor cores, float on FloatVecEngine);
 * the host launches these variants only then. Kernels of their own, so that the register-staged
 * path's registers do not count against them.
 */
template <typename T, GemmTile TILE, GemmPath PATH = GemmPath::Staged, bool WIDE = false>
struct GemmUnit {
    static constexpr bool ASYNC = PATH != GemmPath::Staged;
    // The async kernels have tile shapes of their own (AsyncShape, tuned by gpu_gemm_tune for
    // double; FloatAsyncShape); WIDE: double's Huge launches above async_wide_above.
    static_assert(!WIDE || (ASYNC && TILE == GemmTile::Huge && std::is_same_v<T, double>),
                  "the wide tile is double's Huge cp.async kernel");
    using Shape =
        std::conditional_t<ASYNC, std::conditional_t<WIDE, AsyncWideShape, AsyncShapeOf<T, TILE>>,
                           GemmShape<TILE>>;
    using Engine = typename UnitEngine<T, Shape, PATH>::type;
    // Double's large register-staged tiles (gemm of mixed operand forms, symm, syrk, ...) run one
    // shared-memory stage: the register prefetch already overlaps the next step's loads with the
    // products, and one stage measured faster than two (docs/design-notes/gpu.md). With the
    // 16x8x8 engine a three-block cap (168 registers) spills heavily, so they take two blocks
    // (234 registers, none spilled); gpu_bench --gemm-nt times them.
    static constexpr bool double_large = std::is_same_v<T, double> && TILE == GemmTile::Large;
    static constexpr int stages = ASYNC ? Shape::stages : double_large ? 1 : Shape::stages;
    static constexpr int min_blocks = double_large && !ASYNC ? 2
                                      : PATH == GemmPath::TN ? async_tn_min_blocks<Shape>
                                                             : Shape::min_blocks;
    using Block = BlockGemm<T, Engine, Shape::bm, Shape::bn, Shape::bk, ASYNC ? 1 : stages>;
    // Gemm in double and float: the cp.async pipeline, Shape::stages deep; every other
    // case: the register-staged routine.
    static constexpr bool async = ASYNC;
    static_assert(!ASYNC || has_async_gemm<T>, "the cp.async path is double's and float's");
    using Async = AsyncBlockGemm<
        Engine, Shape::bm, Shape::bn, Shape::bk, ASYNC ? stages : 2,
        ASYNC && async_fragments<Shape>, PATH == GemmPath::TN || PATH == GemmPath::TT,
        PATH == GemmPath::NT || PATH == GemmPath::TT, ASYNC && async_inside_copies<Shape>>;
    static constexpr int threads = Engine::threads;
    static constexpr int units = Shape::units;
    static constexpr int smem_elems = async ? Async::smem_elems : Block::smem_elems;
    // The register-staged epilogue's C group (accumulators whose C is read before any of them
    // is stored): staged_c_group of the class (src/cuda/device/problem.hh).
    static constexpr int c_group = staged_c_group<T, TILE, Engine::count>;
    static_assert(Engine::count % c_group == 0, "whole groups of C");
    static_assert(units == 1 || threads == 32, "several units per block only as warps");

    /** The cp.async epilogue of an interior tile in the engine's row runs (engine_row_run: R
     *  adjacent rows of a column, 16 bytes): D = alpha acc + beta D, C of RUNS runs read before
     *  the first of them is stored; beta == 0 reads none. Same elements and arithmetic as the
     *  element-wise loop. */
    template <int R = engine_row_run<Engine>>
    __device__ static typename RunVector<T, R>::type* run_address(GemmForm<T> const& f, int m0,
                                                                  int n0, int t, int q)
    {
        int r, c;
        Engine::coord(t, Engine::run_first(q), r, c);
        return reinterpret_cast<typename RunVector<T, R>::type*>(f.d + (m0 + r) +
                                                                 int64_t(n0 + c) * f.ldd);
    }

    /** C of an interior tile in the engine's row runs into cv, by accumulator (cv[e] is the C
     *  element of accumulator e), before the products (the small warp tiles' prefetch). */
    __device__ static void read_c_runs(T* cv, GemmForm<T> const& f, int m0, int n0, int t)
    {
        constexpr int R = engine_row_run<Engine>;
        using V = RunVector<T, R>;
#pragma unroll
        for (int q = 0; q < Engine::count / R; ++q) {
            typename V::type v = *run_address(f, m0, n0, t, q);
#pragma unroll
            for (int x = 0; x < R; ++x)
                cv[Engine::run_first(q) + x * Engine::run_stride] = V::at(v, x);
        }
    }

    /** D = alpha acc + beta C of an interior tile in row runs, C already in cv (read_c_runs;
     *  unread when beta == 0). */
    __device__ static void store_read_runs(Engine& eng, T const* cv, GemmForm<T> const& f, int m0,
                                           int n0, bool beta_zero, int t)
    {
        constexpr int R = engine_row_run<Engine>;
        using V = RunVector<T, R>;
#pragma unroll
        for (int q = 0; q < Engine::count / R; ++q) {
            typename V::type v;
#pragma unroll
            for (int x = 0; x < R; ++x) {
                int const e = Engine::run_first(q) + x * Engine::run_stride;
                T w = f.alpha * eng.at(e);
                if (!beta_zero) w = mul_add(f.beta, cv[e], w);
                V::at(v, x) = w;
            }
            *run_address(f, m0, n0, t, q) = v;
        }
    }

    template <int RUNS>
    __device__ static void store_runs(Engine& eng, GemmForm<T> const& f, int m0, int n0,
                                      bool beta_zero, int t)
    {
        constexpr int R = engine_row_run<Engine>, total = Engine::count / R;
        using V = RunVector<T, R>;
        using Vec = typename V::type;
        static_assert(sizeof(Vec) == 16 && total % RUNS == 0, "16-byte runs, whole groups");
        auto const address = [&](int q) { return run_address(f, m0, n0, t, q); };
#pragma unroll
        for (int q0 = 0; q0 < total; q0 += RUNS) {
            Vec cv[RUNS];
            if (!beta_zero) {
#pragma unroll
                for (int q = 0; q < RUNS; ++q) cv[q] = *address(q0 + q);
            }
#pragma unroll
            for (int q = 0; q < RUNS; ++q) {
                int const e = Engine::run_first(q0 + q);
                Vec v;
#pragma unroll
                for (int x = 0; x < R; ++x) {
                    T w = f.alpha * eng.at(e + x * Engine::run_stride);
                    if (!beta_zero) w = mul_add(f.beta, V::at(cv[q], x), w);
                    V::at(v, x) = w;
                }
                *address(q0 + q) = v;
            }
        }
    }

    /** Computes tile `tile` of work item `item`; returns at once when the tile lies outside
     *  the item's output (the grid is sized for the launch's largest item). */
    __device__ static void run(BatchArgs<T> const& args, int64_t item, int tile, T* smem, int t)
    {
        Item<T> const it = fetch_item(args, item);
        GemmForm<T> const f = gemm_form(args.routine, args.layout, it.params, it.A, it.B, it.C);
        int const m0 = tile % args.tiles_m * Shape::bm;  // the host tiles with tile_dims
        int const n0 = tile / args.tiles_m * Shape::bn;
        if (m0 >= f.M || n0 >= f.N) return;
        // Tiles wholly in the unreferenced triangle have no work.
        if (f.triangle == Triangle::Lower && m0 + Shape::bm <= n0) return;
        if (f.triangle == Triangle::Upper && n0 + Shape::bn <= m0) return;
        bool const no_product = is_zero(f.alpha) || f.K == 0 || (f.scaled && is_zero(f.qscale0));
        if (no_product && is_one(f.beta)) return;

        Engine eng;
        eng.zero();
        if constexpr (async) {
            // syrk / herk tiles across the diagonal (the others lie wholly inside the triangle
            // or returned above) take the element-wise stores below and keep to the triangle
            // there (reading C's other elements of the tile, never writing them). Only for the
            // types whose rank-k updates take these kernels (async_rank_k).
            bool across = false;
            if constexpr (async_rank_k<T>)
                across = f.triangle == Triangle::Lower   ? m0 < n0 + Shape::bn - 1
                         : f.triangle == Triangle::Upper ? m0 + Shape::bm - 1 > n0
                                                         : false;
            // Small warp tiles (Engine::count accumulators per thread, at most 16) read their
            // part of C before the products, so that its latency overlaps the copies of P and
            // Q instead of following the last product: these tiles serve the small, memory-
            // bound sizes. Larger warp tiles read C after the products, `group` accumulators'
            // worth (async_c_group: all of them unless the shape says) before the group's first
            // store: read-modify-write element by element would leave each load behind the
            // previous element's store (the compiler cannot prove that two columns ldd apart
            // never alias), one memory latency per accumulator. Same elements, same
            // beta == 0 rule either way.
            constexpr bool prefetch = Engine::count <= 16;
            constexpr int group = prefetch ? Engine::count : async_c_group<Shape, Engine::count>;
            static_assert(group >= 1 && Engine::count % group == 0, "whole groups of C");
            T cv[Engine::count];
            bool const beta_zero = is_zero(f.beta);
            // An interior tile of a 16-byte aligned C whose leading dimension keeps the runs
            // aligned (runs start at rows m0 + r, both multiples of the run) may move C in the
            // engine's row runs (2 rows of double, 4 of float) as 16-byte accesses: a warp's
            // 8-byte accesses to every other row touched twice the sectors they used.
            constexpr int R = engine_row_run<Engine>;
            bool const c_in_runs = R > 1 && !across && m0 + Shape::bm <= f.M &&
                                   n0 + Shape::bn <= f.N && f.ldd % R == 0 &&
                                   (reinterpret_cast<uintptr_t>(f.d) & 15) == 0;
            auto read_c = [&](int e0) {
                read_c_elements<Engine, group>(cv, t, e0, m0, n0, f.M, f.N, f.d, f.ldd);
            };
            // Small warp tiles: the prefetch in runs (read_c_runs) where C allows. Element-wise,
            // a large share of the kernel's sectors are fetched twice and L2 throughput limits
            // these memory-bound sizes.
            if constexpr (prefetch && R > 1) {
                if (c_in_runs) {
                    if (!beta_zero) read_c_runs(cv, f, m0, n0, t);
                }
                else if (!beta_zero)
                    read_c(0);
            }
            else if (prefetch && !beta_zero)
                read_c(0);
            if (!no_product) Async::accumulate(eng, smem, f.P0, f.Q0, m0, n0, f.K, f.M, f.N, t);
            if constexpr (prefetch && R > 1) {
                if (c_in_runs) {
                    store_read_runs(eng, cv, f, m0, n0, beta_zero, t);
                    return;
                }
            }
            // Larger warp tiles of shapes with c_runs: store_runs, half or a quarter of the
            // memory instructions of the element-wise loop below; the epilogue is a large share
            // of a tile's memory traffic at these sizes.
            if constexpr (!prefetch && async_c_runs<Shape> && R > 1) {
                if (c_in_runs) {
                    store_runs<group >= R ? group / R : 1>(eng, f, m0, n0, beta_zero, t);
                    return;
                }
            }
#pragma unroll
            for (int e0 = 0; e0 < Engine::count; e0 += group) {
                if (!prefetch && !beta_zero) read_c(e0);
#pragma unroll
                for (int e = e0; e < e0 + group; ++e) {
                    int r, c;
                    Engine::coord(t, e, r, c);
                    int const i = m0 + r, j = n0 + c;
                    if (i >= f.M || j >= f.N) continue;
                    if (across && (f.triangle == Triangle::Lower ? i < j : i > j)) continue;
                    T v = f.alpha * eng.at(e);
                    if (!beta_zero) v = mul_add(f.beta, cv[e], v);
                    f.d[i + int64_t(j) * f.ldd] = v;
                }
            }
            return;
        }
        else if (!no_product) {
            // Not unrolled, so that the K loop exists once in the code.
#pragma unroll 1
            for (int term = 0; term < f.terms; ++term) {
                bool const first = term == 0;
                Block::accumulate(eng, smem, select(first, f.P0, f.P1), select(first, f.Q0, f.Q1),
                                  f.scaled, first ? f.qscale0 : f.qscale1, m0, n0, 0, f.K, f.M, f.N,
                                  t);
            }
        }
        store_referenced<c_group>(eng, f, m0, n0, t);
    }

    /** D = alpha acc + beta D on the tile's elements inside M x N and the referenced triangle,
     *  C of GROUP accumulators read before the first of them is stored: element by element,
     *  each load would wait for the previous element's store, since two columns ldd apart may
     *  alias for all the compiler knows. beta == 0 reads none; Hermitian updates keep the
     *  diagonal real. */
    template <int GROUP>
    __device__ __forceinline__ static void store_referenced(Engine& eng, GemmForm<T> const& f,
                                                            int m0, int n0, int t)
    {
        static_assert(Engine::count % GROUP == 0, "whole groups of C");
        bool const beta_zero = is_zero(f.beta);
        auto const inside = [&](int i, int j) {
            return i < f.M && j < f.N && !(f.triangle == Triangle::Lower && i < j) &&
                   !(f.triangle == Triangle::Upper && i > j);
        };
#pragma unroll
        for (int e0 = 0; e0 < Engine::count; e0 += GROUP) {
            T cv[GROUP];
            if (!beta_zero) {
#pragma unroll
                for (int e = 0; e < GROUP; ++e) {
                    int r, c;
                    Engine::coord(t, e0 + e, r, c);
                    int const i = m0 + r, j = n0 + c;
                    cv[e] = inside(i, j) ? f.d[i + int64_t(j) * f.ldd] : zero<T>();
                }
            }
#pragma unroll
            for (int e = 0; e < GROUP; ++e) {
                int r, c;
                Engine::coord(t, e0 + e, r, c);
                int const i = m0 + r, j = n0 + c;
                if (!inside(i, j)) continue;
                T v = f.alpha * eng.at(e0 + e);
                if (!beta_zero) v = mul_add(f.beta, cv[e], v);
                if (f.herm_diag && i == j) v = real_part(v);
                f.d[i + int64_t(j) * f.ldd] = v;
            }
        }
    }
};

}  // namespace batchblas::cuda
