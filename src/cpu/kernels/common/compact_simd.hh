// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact (interleaved) layout's kernels (contract: cpu/kernels/compact_kernels.hh), written
 * once over the ISA's vector (common/vector.hh) and instantiated for every ISA by
 * common/compact_kernels.cc.
 *
 * One vector lane is one matrix, so every algorithm below reads as scalar code on "elements":
 * an element is a vector of Lanes reals (real types) or a pair of them (complex types: real
 * parts, imaginary parts), and arithmetic on an element does the same operation for Lanes
 * matrices. Each routine exists twice from the same template:
 *  - sizes <= 8 (fixed): the size is a template argument, every loop has a constant trip count
 *    and is unrolled, the matrix (potrf, getrf) or a block of columns (trsm) lives in a local
 *    array that the compiler keeps in registers; a table indexed by the size picks the instance;
 *  - larger sizes (runtime): the same algorithm on the packed matrix in place.
 * The accessor types (Local*, Mem*) are what differ; the algorithm bodies are shared.
 *
 * Only <cstdint> and compiler intrinsics are included: nothing here may instantiate a non-inline
 * std function in an ISA-specific translation unit.
 */
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>

#if defined(__SSE2__)
#include <immintrin.h>
#endif

#include "cpu/kernels/common/vector.hh"
#include "cpu/kernels/compact_kernels.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact {

using cpu::compact::FactorArgs;
using cpu::compact::GemmArgs;
using cpu::compact::LineCopyArgs;
using cpu::compact::LinePart;
using cpu::compact::Operand;
using cpu::compact::TrsmArgs;

/** Sizes up to this use the fixed-size instances. */
inline constexpr int max_fixed = 8;

/** A size known at compile time, usable wherever an algorithm takes a runtime int64_t size. */
template <int N>
struct Fixed {
    constexpr operator int64_t() const { return N; }
};

template <typename Size>
inline constexpr bool is_fixed_size = false;
template <int N>
inline constexpr bool is_fixed_size<Fixed<N>> = true;

/** A count passed as a type (a generic lambda's template argument). */
template <int N>
struct Count {
    static constexpr int value = N;
};

// ------------------------------------------------------------------------------------------------
// Element arithmetic

/** Square root of every lane: GCC's vector extensions have no sqrt, so use the ISA's. */
template <typename R, int L>
inline Vector<R, L> vsqrt(Vector<R, L> x)
{
    using V = Vector<R, L>;
    constexpr bool dbl = sizeof(R) == 8;
#if defined(__AVX512F__)
    if constexpr (sizeof(V) == 64) {
#if defined(__clang__)
        // clang has no __builtin_ia32_sqrtp?512_mask (and no GCC warning to dodge).
        if constexpr (dbl) return (V)_mm512_sqrt_pd((__m512d)x);
        else return (V)_mm512_sqrt_ps((__m512)x);
#else
        // The builtins with x as the pass-through operand: the intrinsics' undefined operand
        // trips GCC 12's -Wmaybe-uninitialized.
        if constexpr (dbl)
            return (V)__builtin_ia32_sqrtpd512_mask((__v8df)x, (__v8df)x, (__mmask8)-1,
                                                    _MM_FROUND_CUR_DIRECTION);
        else
            return (V)__builtin_ia32_sqrtps512_mask((__v16sf)x, (__v16sf)x, (__mmask16)-1,
                                                    _MM_FROUND_CUR_DIRECTION);
#endif
    }
#endif
#if defined(__AVX__)
    if constexpr (sizeof(V) == 32) {
        if constexpr (dbl) return (V)_mm256_sqrt_pd((__m256d)x);
        else return (V)_mm256_sqrt_ps((__m256)x);
    }
#endif
#if defined(__SSE2__)
    if constexpr (sizeof(V) == 16) {
        if constexpr (dbl) return (V)_mm_sqrt_pd((__m128d)x);
        else return (V)_mm_sqrt_ps((__m128)x);
    }
#endif
    for (int q = 0; q < L; ++q) x[q] = dbl ? R(__builtin_sqrt(double(x[q]))) : R(__builtin_sqrtf(float(x[q])));
    return x;
}

/**
 * Unaligned vector load and store through the vector type itself (aligned to R only). Unlike a
 * memcpy, whose accesses may alias anything, these alias only R, so the compiler keeps the
 * kernels' strides and scalars in registers across the stores. The vector type is formed here
 * from R and L: passed as a template argument it would lose its alignment attribute.
 */
template <typename R, int L>
inline Vector<R, L> vload(R const* p)
{
    return *reinterpret_cast<Vector<R, L> const*>(p);
}
template <typename R, int L>
inline void vstore(R* p, Vector<R, L> v)
{
    *reinterpret_cast<Vector<R, L>*>(p) = v;
}

/**
 * Stores lanes [from, to) of v to p[from .. to - 1] and nothing else: a masked store where the
 * ISA has one for the vector's width (AVX-512 with VL: any; AVX2: 32 and 16 bytes of double or
 * float), lane by lane otherwise.
 */
template <typename R, int L>
inline void vstore_lanes(R* p, Vector<R, L> v, int from, int to)
{
    [[maybe_unused]] constexpr int bytes = int(sizeof(R)) * L;
#if defined(__AVX512F__) && defined(__AVX512VL__)
    unsigned const mask = ((1u << to) - 1u) & ~((1u << from) - 1u);
    if constexpr (sizeof(R) == 8 && bytes == 64) {
        _mm512_mask_storeu_pd(p, __mmask8(mask), reinterpret_cast<__m512d&>(v));
        return;
    }
    else if constexpr (sizeof(R) == 8 && bytes == 32) {
        _mm256_mask_storeu_pd(p, __mmask8(mask), reinterpret_cast<__m256d&>(v));
        return;
    }
    else if constexpr (sizeof(R) == 8 && bytes == 16) {
        _mm_mask_storeu_pd(p, __mmask8(mask), reinterpret_cast<__m128d&>(v));
        return;
    }
    else if constexpr (sizeof(R) == 4 && bytes == 64) {
        _mm512_mask_storeu_ps(p, __mmask16(mask), reinterpret_cast<__m512&>(v));
        return;
    }
    else if constexpr (sizeof(R) == 4 && bytes == 32) {
        _mm256_mask_storeu_ps(p, __mmask8(mask), reinterpret_cast<__m256&>(v));
        return;
    }
    else if constexpr (sizeof(R) == 4 && bytes == 16) {
        _mm_mask_storeu_ps(p, __mmask8(mask), reinterpret_cast<__m128&>(v));
        return;
    }
#elif defined(__AVX2__)
    if constexpr (bytes == 32 || bytes == 16) {
        // Lanes [0, k) set: 32-bit words read at an offset into eight -1s then eight 0s.
        alignas(32) static constexpr int32_t words[16] = {-1, -1, -1, -1, -1, -1, -1, -1,
                                                          0,  0,  0,  0,  0,  0,  0,  0};
        int const per = int(sizeof(R)) / 4;
        auto const first = [&](int k) {
            return _mm256_loadu_si256(reinterpret_cast<__m256i const*>(words + 8 - per * k));
        };
        __m256i const mask = _mm256_andnot_si256(first(from), first(to));
        if constexpr (sizeof(R) == 8 && bytes == 32)
            _mm256_maskstore_pd(p, mask, reinterpret_cast<__m256d&>(v));
        else if constexpr (sizeof(R) == 8)
            _mm_maskstore_pd(p, _mm256_castsi256_si128(mask), reinterpret_cast<__m128d&>(v));
        else if constexpr (bytes == 32)
            _mm256_maskstore_ps(p, mask, reinterpret_cast<__m256&>(v));
        else
            _mm_maskstore_ps(p, _mm256_castsi256_si128(mask), reinterpret_cast<__m128&>(v));
        return;
    }
#endif
    for (int i = from; i < to; ++i) p[i] = v[i];
}

/** The smallest positive normal number (LAPACK's safe minimum, sfmin); spelled out because this
 *  file includes no standard header but <cstdint> (std::numeric_limits<R>::min()). */
template <typename R>
inline constexpr R safe_min = sizeof(R) == 8 ? R(0x1p-1022) : R(0x1p-126);

/** Whether any lane of a comparison's mask is set: one test instruction (an OR of the lanes
 *  extracted one by one cost more than the masked swaps it guards). */
template <typename M>
inline bool any_lane(M m)
{
#if defined(__AVX512F__)
    if constexpr (sizeof(M) == 64) return _mm512_test_epi32_mask((__m512i)m, (__m512i)m) != 0;
#endif
#if defined(__AVX__)
    if constexpr (sizeof(M) == 32) return !_mm256_testz_si256((__m256i)m, (__m256i)m);
#endif
#if defined(__SSE2__)
    if constexpr (sizeof(M) == 16) return _mm_movemask_epi8((__m128i)m) != 0;
#endif
    auto acc = m[0];
    for (int q = 1; q < int(sizeof(M) / sizeof(m[0])); ++q) acc |= m[q];
    return acc != 0;
}

/** Real types: an element is one vector. */
template <typename R, int L>
struct RealLanes {
    using Real = R;
    static constexpr int lanes = L;
    static constexpr bool complex = false;
    using V = Vector<R, L>;
    using E = V;
    /**
     * gemm register tile (rows x columns of C): its accumulators, A's column, B's element and
     * alpha and beta must fit the vector registers, or the compiler turns loads of A into
     * memory operands repeated for every column: 4 x 2 with 16 registers, 4 x 3 with 32.
     */
    static constexpr int tile_m = 4, tile_n = vector_bytes == 64 ? 3 : 2;
    /**
     * Columns of the gemm tiles of a fixed-size C of n columns: with 32 registers all n up to
     * six in one tile (4 x 6 accumulators, A's column, B's element), else six and the rest, but
     * eight as two tiles of four (two equal tiles, where six and two would leave the second
     * nearly empty); the runtime-size path's tile otherwise. A wider tile loads A's column for
     * more columns of C, so it beats 4 x 3 while it fits the registers.
     */
    static constexpr int fixed_tile_n(int n)
    {
        if (vector_bytes != 64) return tile_n;
        return n <= 6 ? n : n == 8 ? 4 : 6;
    }

    static E load(R const* p, int64_t) { return vload<R, L>(p); }
    static void store(R* p, int64_t, E e) { vstore<R, L>(p, e); }
    static V splat(R r) { return V{} + r; }
    static E scalar(R re, R) { return splat(re); }
    static E zero() { return V{}; }
    static E conj(E e) { return e; }
    /** Conjugate when sign is -1 (complex types); the identity here. */
    static E conj_if(E e, V) { return e; }
    static E mul(E a, E b) { return a * b; }
    static E madd(E acc, E a, E b) { return acc + a * b; }
    static E msub(E acc, E a, E b) { return acc - a * b; }
    static E scale(E a, V r) { return a * r; }
    static V norm2(E a) { return a * a; }
    static V real(E a) { return a; }
    static E from_real(V r) { return r; }
    static auto is_zero(E a) { return a == 0; }
    template <typename M>
    static E select(M m, E a, E b) { return m ? a : b; }
    static E recip(E a) { return splat(1) / a; }
    /** |a|: i?amax's measure. */
    static V abs1(E a) { return a < 0 ? -a : a; }
    /** Pivots whose reciprocal is not LAPACK's (getf2 divides below the safe minimum). */
    static auto unsafe_pivot(E a)
    {
        V const m = abs1(a);
        return (m < splat(safe_min<R>)) & (m != 0);
    }
};

/** Complex types: an element is the vector of real parts and the vector of imaginary parts. */
template <typename R, int L>
struct ComplexLanes {
    using Real = R;
    static constexpr int lanes = L;
    static constexpr bool complex = true;
    using V = Vector<R, L>;
    struct E {
        V re, im;
    };
    /** gemm register tile: as RealLanes, each element two vectors. */
    static constexpr int tile_m = 2, tile_n = vector_bytes == 64 ? 3 : 2;
    static constexpr int fixed_tile_n(int) { return tile_n; }

    static E load(R const* p, int64_t im)
    {
        return {vload<R, L>(p), vload<R, L>(p + im)};
    }
    static void store(R* p, int64_t im, E e)
    {
        vstore<R, L>(p, e.re);
        vstore<R, L>(p + im, e.im);
    }
    static V splat(R r) { return V{} + r; }
    static E scalar(R re, R im) { return {splat(re), splat(im)}; }
    static E zero() { return {V{}, V{}}; }
    static E conj(E e) { return {e.re, -e.im}; }
    static E conj_if(E e, V sign) { return {e.re, e.im * sign}; }
    static E mul(E a, E b) { return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }
    static E madd(E acc, E a, E b)
    {
        return {acc.re + a.re * b.re - a.im * b.im, acc.im + a.re * b.im + a.im * b.re};
    }
    static E msub(E acc, E a, E b)
    {
        return {acc.re - a.re * b.re + a.im * b.im, acc.im - a.re * b.im - a.im * b.re};
    }
    static E scale(E a, V r) { return {a.re * r, a.im * r}; }
    static V norm2(E a) { return a.re * a.re + a.im * a.im; }
    static V real(E a) { return a.re; }
    static E from_real(V r) { return {r, V{}}; }
    static auto is_zero(E a) { return (a.re == 0) & (a.im == 0); }
    template <typename M>
    static E select(M m, E a, E b) { return {m ? a.re : b.re, m ? a.im : b.im}; }
    static E recip(E a)
    {
        V const d = splat(1) / norm2(a);
        return {a.re * d, -a.im * d};
    }
    /** |re| + |im|: i?amax's measure. */
    static V abs1(E a) { return (a.re < 0 ? -a.re : a.re) + (a.im < 0 ? -a.im : a.im); }
    /**
     * Pivots whose reciprocal recip() would not form as LAPACK does: |z|^2 under- or
     * overflowing (LAPACK divides with scaling, and by z itself below the safe minimum).
     */
    static auto unsafe_pivot(E a)
    {
        V const x = a.re < 0 ? -a.re : a.re, y = a.im < 0 ? -a.im : a.im;
        V const m = x > y ? x : y;
        return ((m < splat(R(sizeof(R) == 8 ? 0x1p-500 : 0x1p-60))) & (m != 0)) |
               (m > splat(R(sizeof(R) == 8 ? 0x1p500 : 0x1p60)));
    }
};

template <typename R, bool Complex, int L>
struct LanesOf {
    using type = RealLanes<R, L>;
};
template <typename R, int L>
struct LanesOf<R, true, L> {
    using type = ComplexLanes<R, L>;
};

/** +1 in every lane, or -1 to conjugate through conj_if. */
template <class A>
inline typename A::V conj_sign(bool conj)
{
    return A::splat(conj ? -1 : 1);
}

/** Calls f(g, c, lane_offset) for every chunk of Lanes matrices of the covered groups. */
template <class A, typename F>
inline void for_each_chunk(cpu::compact::GroupRange const& r, F&& f)
{
    int64_t const chunks = r.width / A::lanes;
    for (int64_t g = r.begin; g < r.end; ++g)
        for (int64_t c = 0; c < chunks; ++c) f(g, c * A::lanes);
}

/** Writes the codes of one chunk's matrices (lanes beyond nm are padding: not reported). */
template <class A>
inline void write_info(typename A::V code, int64_t first, int64_t nm, int64_t* info)
{
    for (int q = 0; q < A::lanes; ++q)
        if (first + q < nm) info[first + q] = int64_t(code[q]);
}

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

template <class A, int M, int... N>
inline constexpr void (*gemm_fixed_row[])(GemmArgs<typename A::Real> const&) = {
    gemm_fixed<A, M, N>...};

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
inline constexpr int trsm_inverse_cache = 32;

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
inline constexpr int trsm_block = 2;

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

// ------------------------------------------------------------------------------------------------
// potrf: left-looking Cholesky of the lower triangle, A = L L^H

// GCC 12 warns that an iteration near 2^63 of the four-row block's inner loop would overflow
// (-Waggressive-loop-optimizations); the loop runs j < n times.
#if !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Waggressive-loop-optimizations"
#endif
/** Factors the n x n lower triangle held by `mat`; returns the LAPACK code per lane. */
template <class A, typename Size, class Mat>
[[gnu::always_inline]] inline typename A::V potrf_body(Size n, Mat& mat)
{
    using V = typename A::V;
    using E = typename A::E;
    V code = V{};
    for (int64_t j = 0; j < int64_t(n); ++j) {
        V d = A::real(mat.get(j, j));
        for (int64_t l = 0; l < j; ++l) d -= A::norm2(mat.get(j, l));
        // Not positive (or NaN): the leading minor of order j + 1 is not positive definite.
        auto const bad = !(d > 0);
        code = (bad & (code == 0)) ? A::splat(typename A::Real(j + 1)) : code;
        V const ljj = vsqrt<typename A::Real, A::lanes>(d);
        mat.set(j, j, A::from_real(ljj));
        V const r = A::splat(1) / ljj;
        // Rows in fours at run-time sizes: each row's sum is one chain of dependent FMAs, so
        // four rows keep four chains in flight (one alone waits an FMA's latency per term). Every
        // entry gets the same operations in the same order as one row at a time. Fixed sizes
        // unroll whole and are scheduled by the compiler.
        int64_t i = j + 1;
        if constexpr (!is_fixed_size<Size>)
            for (int64_t blocks = (int64_t(n) - i) / 4; blocks > 0; --blocks, i += 4) {
                E s[4];
#pragma GCC unroll 4
                for (int q = 0; q < 4; ++q) s[q] = mat.get(i + q, j);
                for (int64_t l = 0; l < j; ++l) {
                    E const ljl = A::conj(mat.get(j, l));
#pragma GCC unroll 4
                    for (int q = 0; q < 4; ++q) s[q] = A::msub(s[q], mat.get(i + q, l), ljl);
                }
#pragma GCC unroll 4
                for (int q = 0; q < 4; ++q) mat.set(i + q, j, A::scale(s[q], r));
            }
        for (; i < int64_t(n); ++i) {
            E s = mat.get(i, j);
            for (int64_t l = 0; l < j; ++l) s = A::msub(s, mat.get(i, l), A::conj(mat.get(j, l)));
            mat.set(i, j, A::scale(s, r));
        }
    }
    return code;
}
#if !defined(__clang__)
#pragma GCC diagnostic pop
#endif

template <class A, int N>
void potrf_fixed(FactorArgs<typename A::Real> const& args)
{
    for_each_chunk<A>(args.groups, [&](int64_t g, int64_t off) {
        MemMatrix<A> const mem{args.a.data + g * args.a.group_stride + off, args.a.rs, args.a.cs,
                               args.groups.width, conj_sign<A>(args.conj)};
        LocalMatrix<A, N> mat;
        for (int j = 0; j < N; ++j)
            for (int i = j; i < N; ++i) mat.v[i][j] = mem.get(i, j);
        auto const code = potrf_body<A>(Fixed<N>{}, mat);
        for (int j = 0; j < N; ++j)
            for (int i = j; i < N; ++i) mem.set(i, j, mat.v[i][j]);
        write_info<A>(code, g * args.groups.width + off, args.nm, args.info);
    });
}

template <class A>
void potrf_runtime(FactorArgs<typename A::Real> const& args)
{
    for_each_chunk<A>(args.groups, [&](int64_t g, int64_t off) {
        MemMatrix<A> mem{args.a.data + g * args.a.group_stride + off, args.a.rs, args.a.cs,
                         args.groups.width, conj_sign<A>(args.conj)};
        auto const code = potrf_body<A>(args.n, mem);
        write_info<A>(code, g * args.groups.width + off, args.nm, args.info);
    });
}

// ------------------------------------------------------------------------------------------------
// getrf without pivoting: right-looking LU, A = L U, L unit lower

/**
 * Factors the m x n matrix held by `mat`; returns the LAPACK code per lane (first exactly zero
 * U(j, j), 1-based). A zero pivot leaves its column unscaled and the factorization goes on, as
 * LAPACK's getf2 does.
 */
template <class A, typename SizeM, typename SizeN, class Mat>
[[gnu::always_inline]] inline typename A::V getrf_body(SizeM m, SizeN n, Mat& mat)
{
    using V = typename A::V;
    using E = typename A::E;
    V code = V{};
    int64_t const steps = int64_t(m) < int64_t(n) ? int64_t(m) : int64_t(n);
    E const one = A::from_real(A::splat(1));
    for (int64_t j = 0; j < steps; ++j) {
        E const pivot = mat.get(j, j);
        auto const zero = A::is_zero(pivot);
        code = (zero & (code == 0)) ? A::splat(typename A::Real(j + 1)) : code;
        E const r = A::recip(A::select(zero, one, pivot));
        for (int64_t i = j + 1; i < int64_t(m); ++i) mat.set(i, j, A::mul(mat.get(i, j), r));
        for (int64_t c = j + 1; c < int64_t(n); ++c) {
            E const u = mat.get(j, c);
            for (int64_t i = j + 1; i < int64_t(m); ++i)
                mat.set(i, c, A::msub(mat.get(i, c), mat.get(i, j), u));
        }
    }
    return code;
}

template <class A, int N>
void getrf_fixed(FactorArgs<typename A::Real> const& args)
{
    for_each_chunk<A>(args.groups, [&](int64_t g, int64_t off) {
        MemMatrix<A> const mem{args.a.data + g * args.a.group_stride + off, args.a.rs, args.a.cs,
                               args.groups.width, conj_sign<A>(false)};
        LocalMatrix<A, N> mat;
        for (int j = 0; j < N; ++j)
            for (int i = 0; i < N; ++i) mat.v[i][j] = mem.get(i, j);
        auto const code = getrf_body<A>(Fixed<N>{}, Fixed<N>{}, mat);
        for (int j = 0; j < N; ++j)
            for (int i = 0; i < N; ++i) mem.set(i, j, mat.v[i][j]);
        write_info<A>(code, g * args.groups.width + off, args.nm, args.info);
    });
}

template <class A>
void getrf_runtime(FactorArgs<typename A::Real> const& args)
{
    for_each_chunk<A>(args.groups, [&](int64_t g, int64_t off) {
        MemMatrix<A> mem{args.a.data + g * args.a.group_stride + off, args.a.rs, args.a.cs,
                         args.groups.width, conj_sign<A>(false)};
        auto const code = getrf_body<A>(args.m, args.n, mem);
        write_info<A>(code, g * args.groups.width + off, args.nm, args.info);
    });
}

// ------------------------------------------------------------------------------------------------
// getrf with partial pivoting: right-looking LU, P A = L U, each lane as LAPACK's getf2

/**
 * Factors the m x n matrix held by `mat` with partial pivoting, each lane doing what getf2 does:
 * the pivot is i?amax's (the first largest |.|, a NaN never larger), whole rows are
 * interchanged, the column below the pivot is scaled by the pivot's reciprocal (left alone at a
 * zero pivot), and the update skips the zero entries of the pivot row. Real types get getf2's
 * operations exactly; complex ones form the reciprocal as conj(z) / |z|^2, which rounds
 * differently from LAPACK's 1 / z (the pivots agree except at near ties). pivot_at(j, rows)
 * receives step j's pivot rows (0-based, as reals). Returns the LAPACK code per lane, -1 for
 * lanes with an unsafe pivot (FactorArgs).
 */
template <class A, typename PivotAt>
[[gnu::always_inline]] inline typename A::V getrf_pivoted_body(int64_t m, int64_t n,
                                                               MemMatrix<A> const& mat,
                                                               PivotAt&& pivot_at)
{
    using R = typename A::Real;
    using V = typename A::V;
    using E = typename A::E;
    // The loops count down to zero and step an offset: with counters compared to m or n the
    // function runs out of registers and keeps the innermost counter on the stack, a
    // store-to-load round trip each element that stalls the update. No pointer is formed
    // past the matrix (a row-major column walk's end would lie beyond the packed buffer).
    int64_t const rs = mat.rs, cs = mat.cs;
    V code = V{}, unsafe = V{};
    int64_t const steps = m < n ? m : n;
    E const one = A::from_real(A::splat(1));
    for (int64_t j = 0; j < steps; ++j) {
        R* const col_j = mat.at(0, j);
        int64_t const below = m - j - 1, first_below = (j + 1) * rs;
        V best = A::abs1(mat.get_at(col_j + j * rs)), row = A::splat(R(j));
        {
            V candidate = A::splat(R(j + 1));
            V const step = A::splat(1);
            int64_t at = first_below;
            for (int64_t i = below; i != 0; --i, at += rs) {
                V const v = A::abs1(mat.get_at(col_j + at));
                auto const greater = v > best;
                best = greater ? v : best;
                row = greater ? candidate : row;
                candidate = candidate + step;
            }
        }
        pivot_at(j, row);
        // Only the rows that are some lane's pivot (one a lane at most), all of them a column
        // at a time: row j is read once a column and written once, where a swap of whole rows
        // per pivot row read back what the previous one had just stored.
        using Mask = decltype(row == row);
        Mask here[A::lanes];
        int64_t offset[A::lanes];
        int swaps = 0;
        for (int64_t i = j + 1; i < m && swaps < A::lanes; ++i) {
            Mask const lanes_here = row == A::splat(R(i));
            if (!any_lane(lanes_here)) continue;
            here[swaps] = lanes_here;
            offset[swaps++] = (i - j) * rs;
        }
        if (swaps > 0) {
            R* const row_j = mat.at(j, 0);
            int64_t at = 0;
            for (int64_t c = n; c != 0; --c, at += cs) {
                R* const top = row_j + at;
                E const t0 = mat.get_at(top);
                E t = t0;
                for (int q = 0; q < swaps; ++q) {
                    E const o = mat.get_at(top + offset[q]);
                    t = A::select(here[q], o, t);
                    mat.set_at(top + offset[q], A::select(here[q], t0, o));
                }
                mat.set_at(top, t);
            }
        }
        E const pivot = mat.get_at(col_j + j * rs);
        auto const zero = A::is_zero(pivot);
        code = (zero & (code == 0)) ? A::splat(R(j + 1)) : code;
        unsafe = A::unsafe_pivot(pivot) ? A::splat(1) : unsafe;
        E const r = A::recip(A::select(zero, one, pivot));
        {
            int64_t at = first_below;
            for (int64_t i = below; i != 0; --i, at += rs)
                mat.set_at(col_j + at, A::mul(mat.get_at(col_j + at), r));
        }
        for (int64_t c = j + 1; c < n; ++c) {
            R* const col_c = mat.at(0, c);
            E const u = mat.get_at(col_c + j * rs);
            auto const skip = A::is_zero(u);
            int64_t at = first_below;
            if (any_lane(skip)) {
                for (int64_t i = below; i != 0; --i, at += rs) {
                    E const x = mat.get_at(col_c + at);
                    mat.set_at(col_c + at,
                               A::select(skip, x, A::msub(x, mat.get_at(col_j + at), u)));
                }
            }
            else {
                for (int64_t i = below; i != 0; --i, at += rs)
                    mat.set_at(col_c + at,
                               A::msub(mat.get_at(col_c + at), mat.get_at(col_j + at), u));
            }
        }
    }
    return unsafe != 0 ? A::splat(R(-1)) : code;
}

/** Writes a chunk's pivots of step j (FactorArgs) for its matrices below nm. */
template <class A>
inline void write_pivots(FactorArgs<typename A::Real> const& args, int64_t first, int64_t j,
                         typename A::V rows)
{
    int64_t const steps = args.m < args.n ? args.m : args.n;
    for (int q = 0; q < A::lanes; ++q)
        if (first + q < args.nm) args.pivots[(first + q) * steps + j] = int64_t(rows[q]) + 1;
}

template <class A>
void getrf_pivoted_runtime(FactorArgs<typename A::Real> const& args)
{
    for_each_chunk<A>(args.groups, [&](int64_t g, int64_t off) {
        MemMatrix<A> mem{args.a.data + g * args.a.group_stride + off, args.a.rs, args.a.cs,
                         args.groups.width, conj_sign<A>(false)};
        int64_t const first = g * args.groups.width + off;
        auto const code = getrf_pivoted_body<A>(
            args.m, args.n, mem,
            [&](int64_t j, typename A::V rows) { write_pivots<A>(args, first, j, rows); });
        write_info<A>(code, first, args.nm, args.info);
    });
}

// ------------------------------------------------------------------------------------------------
// pack / unpack: Lanes x Lanes blocks transposed in registers

/** Lanes vectors: one matrix's stretch of a line each, or one packed element each. */
template <typename R, int L>
struct SquareBlock {
    Vector<R, L> v[L];
};

template <typename I, I... J>
struct IndexList {};

/**
 * One stage of the transposition: rows i and i + H (i & H == 0) swap their off-diagonal blocks
 * of H lanes, two two-source shuffles. The lane indices must be constants: an index pack.
 */
template <int H, typename R, int L, int... J>
inline __attribute__((always_inline)) void swap_off_diagonal(SquareBlock<R, L>& b, int i,
                                                             IndexList<int, J...>)
{
    Vector<R, L> const lo = __builtin_shufflevector(b.v[i], b.v[i + H], ((J & H) ? L + J - H : J)...);
    Vector<R, L> const hi = __builtin_shufflevector(b.v[i], b.v[i + H], ((J & H) ? L + J : J + H)...);
    b.v[i] = lo;
    b.v[i + H] = hi;
}

/** b.v[i][j] becomes b.v[j][i]: log2(L) stages of L shuffles (24 for 8 x 8). */
template <int H, typename R, int L>
inline __attribute__((always_inline)) void transpose(SquareBlock<R, L>& b)
{
    if constexpr (H >= 1) {
#pragma GCC unroll 16
        for (int i = 0; i < L; ++i) {
            if (i & H) continue;
#if defined(__clang__)
            swap_off_diagonal<H>(b, i, __make_integer_seq<IndexList, int, L>{});
#else
            swap_off_diagonal<H>(b, i, IndexList<int, __integer_pack(L)...>{});
#endif
        }
        transpose<H / 2>(b);
    }
}

/** Offset in a packed line of real r of a matrix line (see LineCopyArgs). */
template <typename R>
inline int64_t packed_offset(cpu::compact::LineCopyArgs<R> const& a, int64_t r)
{
    return a.complex ? (r >> 1) * a.elem_step + (r & 1) * a.imag_step : r * a.elem_step;
}

/**
 * Copies every line in blocks of W reals of W matrices, transposed in registers: a line's last
 * block ends at the line's end and overlaps the one before (it copies the same values again) so
 * that every access is a whole vector inside a matrix. W = L fills the packed vectors at once;
 * lines shorter than L take W = L / 2, L / 4, ... and fill each packed vector in L / W parts.
 */
/** The reals [begin, end) of line l that a copy in blocks of `block` reals takes (LinePart). */
template <typename R>
inline void line_range(LineCopyArgs<R> const& a, int64_t l, int64_t block, int64_t& begin,
                       int64_t& end)
{
    int64_t const f = a.complex ? 2 : 1;
    begin = 0;
    end = a.reals;
    if (a.part == LinePart::from_diagonal) begin = std::min(l * f, a.reals - block);
    if (a.part == LinePart::to_diagonal) end = std::max((l + 1) * f, block);
}

template <bool Pack, typename R, int L, int W>
void copy_lines_by(LineCopyArgs<R> const& a)
{
    using V = Vector<R, W>;
    for (int64_t l = 0; l < a.lines; ++l) {
        R* const packed = a.packed + l * a.line_step;
        int64_t const line = l * a.ld;
        int64_t begin, end, first, last;
        line_range(a, l, W, begin, end);
        line_range(a, l, 1, first, last);  // the reals of the line that are the caller's
        for (int64_t r0 = begin;; r0 += W) {
            if (r0 > end - W) r0 = end - W;
            for (int q0 = 0; q0 < L; q0 += W) {
                SquareBlock<R, W> b;
                if constexpr (Pack) {
#pragma GCC unroll 16
                    for (int q = 0; q < W; ++q)
                        b.v[q] = q0 + q < a.count ? vload<R, W>(a.matrices[q0 + q] + line + r0) : V{};
                    transpose<W / 2>(b);
#pragma GCC unroll 16
                    for (int t = 0; t < W; ++t)
                        vstore<R, W>(packed + packed_offset(a, r0 + t) + q0, b.v[t]);
                } else {
                    if (q0 >= a.count) break;
#pragma GCC unroll 16
                    for (int t = 0; t < W; ++t)
                        b.v[t] = vload<R, W>(packed + packed_offset(a, r0 + t) + q0);
                    transpose<W / 2>(b);
                    if (r0 >= first && r0 + W <= last) {
#pragma GCC unroll 16
                        for (int q = 0; q < W; ++q)
                            if (q0 + q < a.count)
                                vstore<R, W>(a.matrices[q0 + q] + line + r0, b.v[q]);
                    }
                    else {
                        // A block reaching over the diagonal of a triangle: only the triangle's
                        // reals go back (the others are not the routine's to write, even with
                        // their own bits: another group may own that triangle).
                        int const from = int(std::max(r0, first) - r0);
                        int const to = int(std::min(r0 + W, last) - r0);
                        for (int q = 0; q < W && q0 + q < a.count; ++q)
                            vstore_lanes<R, W>(a.matrices[q0 + q] + line + r0, b.v[q], from, to);
                    }
                }
            }
            if (r0 + W == end) break;
        }
    }
}

/** The widest blocks the lines hold; lines of one real (or Lanes = 1) element by element. */
template <bool Pack, typename R, int L, int W = L>
void copy_lines(LineCopyArgs<R> const& a)
{
    if constexpr (W >= 2) {
        if (a.reals >= W) return copy_lines_by<Pack, R, L, W>(a);
        return copy_lines<Pack, R, L, W / 2>(a);
    }
    for (int64_t l = 0; l < a.lines; ++l) {
        int64_t begin, end;
        line_range(a, l, 1, begin, end);
        for (int64_t r = begin; r < end; ++r) {
            R* const packed = a.packed + l * a.line_step + packed_offset(a, r);
            R* const* const m = a.matrices;
            int64_t const at = l * a.ld + r;
            for (int q = 0; q < L; ++q) {
                if constexpr (Pack) packed[q] = q < a.count ? m[q][at] : R(0);
                else if (q < a.count) m[q][at] = packed[q];
            }
        }
    }
}

template <typename R, int L>
void pack_lines(LineCopyArgs<R> const& a)
{
    copy_lines<true, R, L>(a);
}

template <typename R, int L>
void unpack_lines(LineCopyArgs<R> const& a)
{
    copy_lines<false, R, L>(a);
}

// ------------------------------------------------------------------------------------------------
// Entry points: the fixed-size instance from a table indexed by the size, else the runtime one.
// Lanes == 1 (interleave widths that are not a multiple of the vector length) runs the runtime
// code only: it is the fallback, not a path worth the code size.

template <typename R, bool Complex, int Lanes>
void gemm(GemmArgs<R> const& x)
{
    using A = typename LanesOf<R, Complex, Lanes>::type;
    using Fn = void (*)(GemmArgs<R> const&);
    if constexpr (Lanes > 1) {
    static constexpr Fn const* fixed[max_fixed] = {
        gemm_fixed_row<A, 1, 1, 2, 3, 4, 5, 6, 7, 8>, gemm_fixed_row<A, 2, 1, 2, 3, 4, 5, 6, 7, 8>,
        gemm_fixed_row<A, 3, 1, 2, 3, 4, 5, 6, 7, 8>, gemm_fixed_row<A, 4, 1, 2, 3, 4, 5, 6, 7, 8>,
        gemm_fixed_row<A, 5, 1, 2, 3, 4, 5, 6, 7, 8>, gemm_fixed_row<A, 6, 1, 2, 3, 4, 5, 6, 7, 8>,
        gemm_fixed_row<A, 7, 1, 2, 3, 4, 5, 6, 7, 8>, gemm_fixed_row<A, 8, 1, 2, 3, 4, 5, 6, 7, 8>};
    if (x.m >= 1 && x.m <= max_fixed && x.n >= 1 && x.n <= max_fixed)
        return fixed[x.m - 1][x.n - 1](x);
    }
    gemm_runtime<A>(x);
}

template <typename R, bool Complex, int Lanes>
void trsm(TrsmArgs<R> const& x)
{
    using A = typename LanesOf<R, Complex, Lanes>::type;
    using Fn = void (*)(TrsmArgs<R> const&);
    if constexpr (Lanes > 1) {
    static constexpr Fn fixed[2][max_fixed] = {
        {trsm_fixed<A, false, 1>, trsm_fixed<A, false, 2>, trsm_fixed<A, false, 3>,
         trsm_fixed<A, false, 4>, trsm_fixed<A, false, 5>, trsm_fixed<A, false, 6>,
         trsm_fixed<A, false, 7>, trsm_fixed<A, false, 8>},
        {trsm_fixed<A, true, 1>, trsm_fixed<A, true, 2>, trsm_fixed<A, true, 3>,
         trsm_fixed<A, true, 4>, trsm_fixed<A, true, 5>, trsm_fixed<A, true, 6>,
         trsm_fixed<A, true, 7>, trsm_fixed<A, true, 8>}};
    if (x.m >= 1 && x.m <= max_fixed) return fixed[x.lower][x.m - 1](x);
    }
    if (x.lower)
        trsm_runtime<A, true>(x);
    else
        trsm_runtime<A, false>(x);
}

template <typename R, bool Complex, int Lanes>
void potrf(FactorArgs<R> const& x)
{
    using A = typename LanesOf<R, Complex, Lanes>::type;
    using Fn = void (*)(FactorArgs<R> const&);
    if constexpr (Lanes > 1) {
    static constexpr Fn fixed[max_fixed] = {potrf_fixed<A, 1>, potrf_fixed<A, 2>, potrf_fixed<A, 3>,
                                            potrf_fixed<A, 4>, potrf_fixed<A, 5>, potrf_fixed<A, 6>,
                                            potrf_fixed<A, 7>, potrf_fixed<A, 8>};
    if (x.n >= 1 && x.n <= max_fixed) return fixed[x.n - 1](x);
    }
    potrf_runtime<A>(x);
}

template <typename R, bool Complex, int Lanes>
void getrf_nopiv(FactorArgs<R> const& x)
{
    using A = typename LanesOf<R, Complex, Lanes>::type;
    using Fn = void (*)(FactorArgs<R> const&);
    if constexpr (Lanes > 1) {
    static constexpr Fn fixed[max_fixed] = {getrf_fixed<A, 1>, getrf_fixed<A, 2>, getrf_fixed<A, 3>,
                                            getrf_fixed<A, 4>, getrf_fixed<A, 5>, getrf_fixed<A, 6>,
                                            getrf_fixed<A, 7>, getrf_fixed<A, 8>};
    if (x.m == x.n && x.n >= 1 && x.n <= max_fixed) return fixed[x.n - 1](x);
    }
    getrf_runtime<A>(x);
}

/**
 * One instance for every size: fixed-size ones (the matrix in a local array) gain nothing for
 * real types and spill for complex ones on AVX2.
 */
template <typename R, bool Complex, int Lanes>
void getrf_pivoted(FactorArgs<R> const& x)
{
    getrf_pivoted_runtime<typename LanesOf<R, Complex, Lanes>::type>(x);
}

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact
