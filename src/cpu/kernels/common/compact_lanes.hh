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
 *
 * This file holds the elements (RealLanes, ComplexLanes), fixed sizes and vector loads and
 * stores; the routines are in compact_blas.hh (gemm, trsm), compact_lapack.hh (potrf, getrf
 * with and without pivoting) and compact_pack.hh (pack, unpack).
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

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact
