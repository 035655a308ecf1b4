// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact layout's gemm and trsm over the elements of compact_lanes.hh: register tiles
 * of C with the depth loop at run time; triangular solves by blocks of columns, fixed sizes
 * in registers.
 */
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include "cpu/config/avx2.hh"
#include "cpu/config/avx512.hh"
#include "cpu/config/generic.hh"
#include "cpu/kernels/common/compact_lanes.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact {

// ------------------------------------------------------------------------------------------------
// gemm: register tiles of C, the depth loop at run time

template <class A>
struct GemmCtx {
    using R = typename A::Real;
    int64_t k, ars, acs, brs, bcs, crs, ccs, im;
    typename A::V sign_a, sign_b;
    typename A::E alpha, beta;
    bool beta_zero;

    explicit GemmCtx(GemmArgs<R> const& x)
        : k(x.k),
          ars(x.a.rs), acs(x.a.cs), brs(x.b.rs), bcs(x.b.cs), crs(x.c.rs), ccs(x.c.cs),
          im(x.groups.width),
          sign_a(conj_sign<A>(x.conj_a)),
          sign_b(conj_sign<A>(x.conj_b)),
          alpha(A::scalar(x.alpha_re, x.alpha_im)),
          beta(A::scalar(x.beta_re, x.beta_im)),
          beta_zero(x.beta_zero)
    {
    }
};

/** C(0:MB, 0:NB) = alpha * sum_l A(0:MB, l) B(l, 0:NB) + beta * C, accumulators in registers. */
template <class A, int MB, int NB>
[[gnu::always_inline]] inline void gemm_tile(GemmCtx<A> const& x, typename A::Real const* a,
                                             typename A::Real const* b, typename A::Real* c)
{
    using E = typename A::E;
    E acc[MB][NB];
    for (int i = 0; i < MB; ++i)
        for (int j = 0; j < NB; ++j) acc[i][j] = A::zero();
    for (int64_t l = 0; l < x.k; ++l) {
        E av[MB];
        for (int i = 0; i < MB; ++i)
            av[i] = A::conj_if(A::load(a + i * x.ars + l * x.acs, x.im), x.sign_a);
        for (int j = 0; j < NB; ++j) {
            E const bv = A::conj_if(A::load(b + l * x.brs + j * x.bcs, x.im), x.sign_b);
            for (int i = 0; i < MB; ++i) acc[i][j] = A::madd(acc[i][j], av[i], bv);
        }
    }
    for (int j = 0; j < NB; ++j)
        for (int i = 0; i < MB; ++i) {
            auto* p = c + i * x.crs + j * x.ccs;
            E r = A::mul(x.alpha, acc[i][j]);
            if (!x.beta_zero) r = A::madd(r, x.beta, A::load(p, x.im));
            A::store(p, x.im, r);
        }
}

/** All M rows of an NB-column block of C (M a constant: full tiles, then the remainder). */
template <class A, int M, int NB>
[[gnu::always_inline]] inline void gemm_fixed_columns(GemmCtx<A> const& x, typename A::Real const* a,
                                                      typename A::Real const* b, typename A::Real* c)
{
    constexpr int MB = A::tile_m;
    int i0 = 0;
    for (; i0 + MB <= M; i0 += MB) gemm_tile<A, MB, NB>(x, a + i0 * x.ars, b, c + i0 * x.crs);
    if constexpr (M % MB != 0) gemm_tile<A, M % MB, NB>(x, a + i0 * x.ars, b, c + i0 * x.crs);
}

/** gemm with C M x N known at compile time, over every chunk of the covered groups. */
template <class A, int M, int N>
void gemm_fixed(GemmArgs<typename A::Real> const& args)
{
    GemmCtx<A> const x(args);
    constexpr int NB = A::fixed_tile_n(N);
    for_each_chunk<A>(args.groups, [&](int64_t g, int64_t off) {
        auto const* a = args.a.data + g * args.a.group_stride + off;
        auto const* b = args.b.data + g * args.b.group_stride + off;
        auto* c = args.c.data + g * args.c.group_stride + off;
        int j0 = 0;
        for (; j0 + NB <= N; j0 += NB)
            gemm_fixed_columns<A, M, NB>(x, a, b + j0 * x.bcs, c + j0 * x.ccs);
        if constexpr (N % NB != 0)
            gemm_fixed_columns<A, M, N % NB>(x, a, b + j0 * x.bcs, c + j0 * x.ccs);
    });
}

template <class A, int MB, int NB>
void gemm_tile_call(GemmCtx<A> const& x, typename A::Real const* a, typename A::Real const* b,
                    typename A::Real* c)
{
    gemm_tile<A, MB, NB>(x, a, b, c);
}

/** gemm of any size: full tiles inline, edge tiles through a table indexed by their size. */
template <class A>
void gemm_runtime(GemmArgs<typename A::Real> const& args)
{
    using R = typename A::Real;
    using Tile = void (*)(GemmCtx<A> const&, R const*, R const*, R*);
    constexpr int MB = A::tile_m, NB = A::tile_n;
    static_assert(MB <= 4 && NB <= 3, "edge table below is written for tiles up to 4 x 3");
    static constexpr Tile edge[4][3] = {
        {gemm_tile_call<A, 1, 1>, gemm_tile_call<A, 1, 2>, gemm_tile_call<A, 1, 3>},
        {gemm_tile_call<A, 2, 1>, gemm_tile_call<A, 2, 2>, gemm_tile_call<A, 2, 3>},
        {gemm_tile_call<A, 3, 1>, gemm_tile_call<A, 3, 2>, gemm_tile_call<A, 3, 3>},
        {gemm_tile_call<A, 4, 1>, gemm_tile_call<A, 4, 2>, gemm_tile_call<A, 4, 3>}};
    GemmCtx<A> const x(args);
    int64_t const m = args.m, n = args.n;
    for_each_chunk<A>(args.groups, [&](int64_t g, int64_t off) {
        R const* a = args.a.data + g * args.a.group_stride + off;
        R const* b = args.b.data + g * args.b.group_stride + off;
        R* c = args.c.data + g * args.c.group_stride + off;
        for (int64_t j0 = 0; j0 < n; j0 += NB) {
            int64_t const nb = n - j0 < NB ? n - j0 : NB;
            for (int64_t i0 = 0; i0 < m; i0 += MB) {
                int64_t const mb = m - i0 < MB ? m - i0 : MB;
                R const* at = a + i0 * x.ars;
                R const* bt = b + j0 * x.bcs;
                R* ct = c + i0 * x.crs + j0 * x.ccs;
                if (mb == MB && nb == NB) gemm_tile<A, MB, NB>(x, at, bt, ct);
                else edge[mb - 1][nb - 1](x, at, bt, ct);
            }
        }
    });
}

// ------------------------------------------------------------------------------------------------
// Accessors: where an algorithm's elements live

/** A matrix of N x N elements in a local array (fixed sizes: registers). */
template <class A, int N>
struct LocalMatrix {
    using E = typename A::E;
    E v[N][N];
    E get(int64_t i, int64_t j) const { return v[i][j]; }
    void set(int64_t i, int64_t j, E e) { v[i][j] = e; }
};

/** The logical matrix in packed memory, conjugated on access when sign is -1. */
template <class A>
struct MemMatrix {
    using R = typename A::Real;
    using E = typename A::E;
    R* p;
    int64_t rs, cs, im;
    typename A::V sign;
    E get(int64_t i, int64_t j) const { return A::conj_if(A::load(p + i * rs + j * cs, im), sign); }
    void set(int64_t i, int64_t j, E e) const { A::store(p + i * rs + j * cs, im, A::conj_if(e, sign)); }
    /** Where element (i, j) starts, for loops that walk a column by rs. */
    R* at(int64_t i, int64_t j) const { return p + i * rs + j * cs; }
    E get_at(R const* q) const { return A::conj_if(A::load(q, im), sign); }
    void set_at(R* q, E e) const { A::store(q, im, A::conj_if(e, sign)); }
};

// ------------------------------------------------------------------------------------------------
// trsm: B = alpha T^-1 B, column by column, T lower (forward) or upper (backward)

template <class A>
struct TrsmCtx {
    using R = typename A::Real;
    int64_t m, n, ars, acs, brs, bcs, im;
    bool unit;
    typename A::V sign;
    typename A::E alpha;

    explicit TrsmCtx(TrsmArgs<R> const& x)
        : m(x.m), n(x.n), ars(x.a.rs), acs(x.a.cs), brs(x.b.rs), bcs(x.b.cs),
          im(x.groups.width), unit(x.unit), sign(conj_sign<A>(x.conj)),
          alpha(A::scalar(x.alpha_re, x.alpha_im))
    {
    }
    typename A::E t(R const* a, int64_t i, int64_t j) const
    {
        return A::conj_if(A::load(a + i * ars + j * acs, im), sign);
    }
};

/** Reciprocals of the diagonal kept for the first Cache rows of a runtime-size solve. */
inline constexpr int trsm_inverse_cache = tuning.kernels.compact_trsm_inverse_cache;

/**
 * Solves NB columns at once (each element of T loaded once for all of them):
 * x_i = (alpha b_i - sum T(i, l) x_l) / T(i, i) in order (Lower: l < i, forward; Upper: l > i,
 * backward). first(c, i) returns alpha b_i of column c, get(c, l) its solved x_l, set(c, i, x)
 * stores x_i; inv(i) is the reciprocal of T(i, i).
 */
template <class A, bool Lower, int NB, typename Size, typename First, typename Get, typename Set,
          typename Inv>
[[gnu::always_inline]] inline void trsm_columns(Size m, TrsmCtx<A> const& x,
                                                typename A::Real const* a, First&& first, Get&& get,
                                                Set&& set, Inv&& inv)
{
    using E = typename A::E;
    for (int64_t s = 0; s < int64_t(m); ++s) {
        int64_t const i = Lower ? s : int64_t(m) - 1 - s;
        E xi[NB];
        for (int c = 0; c < NB; ++c) xi[c] = first(c, i);
        int64_t const l0 = Lower ? 0 : i + 1, l1 = Lower ? i : int64_t(m);
        for (int64_t l = l0; l < l1; ++l) {
            E const t = x.t(a, i, l);
            for (int c = 0; c < NB; ++c) xi[c] = A::msub(xi[c], t, get(c, l));
        }
        if (!x.unit) {
            E const r = inv(i);
            for (int c = 0; c < NB; ++c) xi[c] = A::mul(xi[c], r);
        }
        for (int c = 0; c < NB; ++c) set(c, i, xi[c]);
    }
}

/** Columns of B solved together in the runtime-size path: T's elements loaded once per block. */
inline constexpr int trsm_block = tuning.kernels.compact_trsm_block;

/**
 * Columns per block of the fixed-size path: two (twice the independent work for the FMA
 * pipelines) while the block's M x 2 elements fit the vector registers (16, or 32 with
 * AVX-512), else one (spilling the block costs more than the shorter dependency chain gains).
 * Real types keep a block of two within 16 registers on AVX-512 too: at M = 7 and 8 the
 * prescaled triangle (28 and 36 vectors) competes with the block for the 32, and a block of
 * two columns would spill.
 */
template <class A, int M>
inline constexpr int trsm_fixed_block_columns = (2 * M + 4) * (A::complex ? 2 : 1) <=
                                                        (vector_bytes == 64 && A::complex ? 32 : 16)
                                                    ? 2
                                                    : 1;

/**
 * One block of NB columns of B with M fixed, held in local arrays. The triangle comes prescaled:
 * ts[i][l] = T(i, l) / T(i, i) and ainv[i] = alpha / T(i, i), so that x_i = ainv_i b_i -
 * sum ts[i][l] x_l ends in an FMA: the dependency chain through the x_l is one FMA per row
 * instead of an FMA and a multiply.
 */
template <class A, bool Lower, int M, int NB>
[[gnu::always_inline]] inline void trsm_fixed_block(TrsmCtx<A> const& x, typename A::Real* b,
                                                    typename A::E const (&ts)[M][M],
                                                    typename A::E const (&ainv)[M])
{
    using E = typename A::E;
    E v[NB][M];
    for (int c = 0; c < NB; ++c)
        for (int i = 0; i < M; ++i) v[c][i] = A::load(b + i * x.brs + c * x.bcs, x.im);
    for (int s = 0; s < M; ++s) {
        int const i = Lower ? s : M - 1 - s;
        E xi[NB];
        for (int c = 0; c < NB; ++c) xi[c] = A::mul(v[c][i], ainv[i]);
        int const l0 = Lower ? 0 : i + 1, l1 = Lower ? i : M;
        for (int l = l0; l < l1; ++l)
            for (int c = 0; c < NB; ++c) xi[c] = A::msub(xi[c], ts[i][l], v[c][l]);
        for (int c = 0; c < NB; ++c) v[c][i] = xi[c];
    }
    for (int c = 0; c < NB; ++c)
        for (int i = 0; i < M; ++i) A::store(b + i * x.brs + c * x.bcs, x.im, v[c][i]);
}

template <class A, bool Lower, int M>
void trsm_fixed(TrsmArgs<typename A::Real> const& args)
{
    using E = typename A::E;
    TrsmCtx<A> const x(args);
    E const one = A::from_real(A::splat(1));
    for_each_chunk<A>(args.groups, [&](int64_t g, int64_t off) {
        auto const* a = args.a.data + g * args.a.group_stride + off;
        auto* b = args.b.data + g * args.b.group_stride + off;
        E ts[M][M], ainv[M];
        for (int i = 0; i < M; ++i) {
            E const r = x.unit ? one : A::recip(x.t(a, i, i));
            ainv[i] = A::mul(x.alpha, r);
            int const l0 = Lower ? 0 : i + 1, l1 = Lower ? i : M;
            for (int l = l0; l < l1; ++l) ts[i][l] = A::mul(x.t(a, i, l), r);
        }
        constexpr int NB = trsm_fixed_block_columns<A, M>;
        int64_t j = 0;
        for (; j + NB <= x.n; j += NB)
            trsm_fixed_block<A, Lower, M, NB>(x, b + j * x.bcs, ts, ainv);
        if constexpr (NB > 1)
            for (; j < x.n; ++j) trsm_fixed_block<A, Lower, M, 1>(x, b + j * x.bcs, ts, ainv);
    });
}

template <class A, bool Lower>
void trsm_runtime(TrsmArgs<typename A::Real> const& args)
{
    using E = typename A::E;
    TrsmCtx<A> const x(args);
    int64_t const m = x.m;
    for_each_chunk<A>(args.groups, [&](int64_t g, int64_t off) {
        auto const* a = args.a.data + g * args.a.group_stride + off;
        auto* b = args.b.data + g * args.b.group_stride + off;
        // Divisions cost as much as many FMAs: keep the reciprocals of the diagonal that fit.
        E inv[trsm_inverse_cache];
        int64_t const cached = m < trsm_inverse_cache ? m : trsm_inverse_cache;
        int64_t const first_cached = Lower ? 0 : m - cached;
        if (!x.unit)
            for (int64_t i = 0; i < cached; ++i)
                inv[i] = A::recip(x.t(a, first_cached + i, first_cached + i));
        auto inverse = [&](int64_t i) {
            int64_t const c = i - first_cached;
            return c >= 0 && c < cached ? inv[c] : A::recip(x.t(a, i, i));
        };
        auto solve = [&](auto nb, int64_t j) {
            auto* bj = b + j * x.bcs;
            trsm_columns<A, Lower, decltype(nb)::value>(
                m, x, a,
                [&](int c, int64_t i) {
                    return A::mul(x.alpha, A::load(bj + i * x.brs + c * x.bcs, x.im));
                },
                [&](int c, int64_t l) { return A::load(bj + l * x.brs + c * x.bcs, x.im); },
                [&](int c, int64_t i, E e) { A::store(bj + i * x.brs + c * x.bcs, x.im, e); },
                inverse);
        };
        int64_t j = 0;
        for (; j + trsm_block <= x.n; j += trsm_block) solve(Count<trsm_block>{}, j);
        for (; j < x.n; ++j) solve(Count<1>{}, j);
    });
}

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact
