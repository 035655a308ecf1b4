// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact layout's pack and unpack: Lanes x Lanes blocks transposed in registers between
 * the caller's matrices and the interleaved storage.
 */
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "cpu/kernels/common/compact_lanes.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact {

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

/** {instance(1), ..., instance(max_fixed)}: the table a routine's fixed-size instances are picked
 *  from by size. instance gets each size as a std::integral_constant, to name its template. */
template <typename Fn, typename Instance, int... I>
constexpr std::array<Fn, max_fixed> fixed_sizes(Instance instance, std::integer_sequence<int, I...>)
{
    return {instance(std::integral_constant<int, I + 1>())...};
}
template <typename Fn, typename Instance>
constexpr std::array<Fn, max_fixed> fixed_sizes(Instance instance)
{
    return fixed_sizes<Fn>(instance, std::make_integer_sequence<int, max_fixed>());
}

template <typename R, bool Complex, int Lanes>
void gemm(GemmArgs<R> const& x)
{
    using A = typename LanesOf<R, Complex, Lanes>::type;
    using Fn = void (*)(GemmArgs<R> const&);
    if constexpr (Lanes > 1) {
        // fixed[m - 1][n - 1]: C m x n.
        static constexpr std::array<std::array<Fn, max_fixed>, max_fixed> fixed =
            fixed_sizes<std::array<Fn, max_fixed>>([](auto m) {
                return fixed_sizes<Fn>([](auto n) -> Fn {
                    return gemm_fixed<A, decltype(m)::value, decltype(n)::value>;
                });
            });
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
        // fixed[lower][m - 1].
        static constexpr std::array<Fn, max_fixed> fixed[2] = {
            fixed_sizes<Fn>([](auto m) -> Fn { return trsm_fixed<A, false, decltype(m)::value>; }),
            fixed_sizes<Fn>([](auto m) -> Fn { return trsm_fixed<A, true, decltype(m)::value>; })};
        if (x.m >= 1 && x.m <= max_fixed) return fixed[x.lower][x.m - 1](x);
    }
    if (x.lower)
        trsm_runtime<A, true>(x);
    else
        trsm_runtime<A, false>(x);
}

/** Factors x with the fixed-size instance of its order, instance(order) as fixed_sizes takes it,
 *  where x is square and of a fixed size and Lanes > 1; with Runtime otherwise. */
template <int Lanes, auto Runtime, typename R, typename Instance>
void factor_by_order(FactorArgs<R> const& x, Instance instance)
{
    using Fn = void (*)(FactorArgs<R> const&);
    if constexpr (Lanes > 1) {
        static constexpr std::array<Fn, max_fixed> fixed = fixed_sizes<Fn>(instance);
        if (x.m == x.n && x.n >= 1 && x.n <= max_fixed) return fixed[x.n - 1](x);
    }
    Runtime(x);
}

template <typename R, bool Complex, int Lanes>
void potrf(FactorArgs<R> const& x)
{
    using A = typename LanesOf<R, Complex, Lanes>::type;
    factor_by_order<Lanes, potrf_runtime<A>>(x, [](auto n) -> void (*)(FactorArgs<R> const&) {
        return potrf_fixed<A, decltype(n)::value>;
    });
}

template <typename R, bool Complex, int Lanes>
void getrf_nopiv(FactorArgs<R> const& x)
{
    using A = typename LanesOf<R, Complex, Lanes>::type;
    factor_by_order<Lanes, getrf_runtime<A>>(x, [](auto n) -> void (*)(FactorArgs<R> const&) {
        return getrf_fixed<A, decltype(n)::value>;
    });
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
