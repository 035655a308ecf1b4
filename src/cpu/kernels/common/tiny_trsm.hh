// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tiny triangular-solve kernel template (contract: TinyTrsmKernel in
 * cpu/kernels/tiny_kernels.hh), written once over the ISA's vectors (common/vector.hh) and
 * compiled once per ISA (common/tiny_trsm.cc).
 *
 * X op(A) = alpha B for a count x N matrix B, op(A) N x N triangular, N a compile-time
 * constant: the count lines of B are independent, so they are the vector lanes, and the N
 * columns of a block of lines live in N vectors while op(A)'s entries (loaded once, diagonal
 * inverted once) are broadcast scalars. Nothing is extracted from a vector lane and every
 * loop over N unrolls. Complex elements sit in lane pairs (real, imaginary); a product with a
 * complex scalar is two FMAs, one on the pair-swapped vector.
 */
#pragma once

#include <complex>
#include <cstdint>
#include <type_traits>

#include "cpu/kernels/common/gemm_micro.hh"
#include "cpu/kernels/common/vector.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace tiny_trsm_detail {

template <typename T, int N>
struct TinyTrsm {
    using Info = gemm_micro_detail::RealOf<T>;
    using R = typename Info::type;
    static constexpr bool complex = Info::complex;
    static constexpr int W = complex ? 2 : 1;  // reals per element
    static constexpr int L = lanes<R>;          // reals per vector
    static constexpr int E = L / W;             // elements (lines of B) per vector
    using V = Vector<R, L>;

    // op(A)(p, j) as real and imaginary parts (ti for complex T only), inside the triangle;
    // the diagonal holds the inverse (one when unit). Entries outside are never read.
    static constexpr int NI = complex ? N : 1;
    R tr[N][N], ti[NI][NI];
    R ar, ai;  // alpha

    /** Imaginary part of op(A)(p, j) (its inverse on the diagonal); zero for real T. */
    R im(int p, int j) const
    {
        if constexpr (complex)
            return ti[p][j];
        else
            return 0;
    }

    /** v * (xr + i xi) for each element of v (real: v * xr). */
    static V times(V v, R xr, R xi)
    {
        (void)xi;
        if constexpr (complex) return times_complex<L>(v, xr, xi);
        else return v * xr;
    }

    template <typename LowerKind>
    void load_triangle(LowerKind lower, T const* a, int64_t a_rs, int64_t a_cs, bool conj_a,
                       bool unit)
    {
        bool const is_lower = lower;
        R const* ar_ = reinterpret_cast<R const*>(a);
#pragma GCC unroll 8
        for (int j = 0; j < N; ++j)
#pragma GCC unroll 8
            for (int p = 0; p < N; ++p) {
                // The solve reads the strict triangle and the diagonal only (imag: complex only).
                bool const inside = is_lower ? p > j : p < j;
                if (!inside) continue;
                R const* e = ar_ + W * (p * a_rs + j * a_cs);
                tr[p][j] = e[0];
                if constexpr (complex) ti[p][j] = conj_a ? -e[1] : e[1];
            }
#pragma GCC unroll 8
        for (int j = 0; j < N; ++j) {
            if (unit) {
                tr[j][j] = 1;
                if constexpr (complex) ti[j][j] = 0;
                continue;
            }
            R const* e = ar_ + W * (j * a_rs + j * a_cs);
            if constexpr (complex) {
                std::complex<R> const d(e[0], conj_a ? -e[1] : e[1]);
                std::complex<R> const inv = R(1) / d;
                tr[j][j] = inv.real();
                ti[j][j] = inv.imag();
            }
            else {
                tr[j][j] = R(1) / e[0];
            }
        }
    }

    /**
     * Whether whole blocks of lines whose N elements are contiguous (b_cs = 1: the columns of a
     * column-major B in a left-side solve) go through register transposes (orders 8 and
     * 16, the recursion's leaves; b(i, j) at b[W * (i * b_rs + j * b_cs)]): N a multiple of a
     * vector's E lines (E x E transposes of N / E chunks of the lines), or E = 2N (float on
     * AVX-512: two 8 x 8 transposes of 256-bit halves joined). Not complex float: on AVX-512
     * its 8 x 8 transposes of pairs cost more shuffles than the lane-by-lane loads they
     * replace.
     */
    static constexpr bool by_transposes =
        (N == 8 || N == 16) && (complex ? sizeof(R) == 8 && N % E == 0 : N % E == 0 || E == 2 * N);
    using Half = Vector<R, 8>;

    /** x[j] = element j of lines 0 .. E - 1 (line i at b + W i b_rs, elements contiguous). */
    [[gnu::always_inline]] static void load_transposed(R const* b, int64_t b_rs, V (&x)[N])
    {
        if constexpr (N % E == 0) {
#pragma GCC unroll 8
            for (int q = 0; q < N / E; ++q) {
                alignas(64) V t[E];
#pragma GCC unroll 16
                for (int e = 0; e < E; ++e) t[e] = load<V>(b + W * (e * b_rs + q * E));
                transpose_square<R, V, E, W>(t);
#pragma GCC unroll 16
                for (int j = 0; j < E; ++j) x[q * E + j] = t[j];
            }
        }
        else {
            alignas(64) Half lo[8], hi[8];
#pragma GCC unroll 8
            for (int e = 0; e < 8; ++e) {
                lo[e] = load<Half>(b + e * b_rs);
                hi[e] = load<Half>(b + (e + 8) * b_rs);
            }
            transpose_square<R, Half, 8>(lo);
            transpose_square<R, Half, 8>(hi);
#pragma GCC unroll 8
            for (int j = 0; j < 8; ++j)
                x[j] = __builtin_shufflevector(lo[j], hi[j], 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
                                               12, 13, 14, 15);
        }
    }

    /** The inverse of load_transposed. */
    [[gnu::always_inline]] static void store_transposed(V (&x)[N], R* b, int64_t b_rs)
    {
        if constexpr (N % E == 0) {
#pragma GCC unroll 8
            for (int q = 0; q < N / E; ++q) {
                alignas(64) V t[E];
#pragma GCC unroll 16
                for (int j = 0; j < E; ++j) t[j] = x[q * E + j];
                transpose_square<R, V, E, W>(t);
#pragma GCC unroll 16
                for (int e = 0; e < E; ++e) store(b + W * (e * b_rs + q * E), t[e]);
            }
        }
        else {
            alignas(64) Half lo[8], hi[8];
#pragma GCC unroll 8
            for (int j = 0; j < 8; ++j) {
                lo[j] = __builtin_shufflevector(x[j], x[j], 0, 1, 2, 3, 4, 5, 6, 7);
                hi[j] = __builtin_shufflevector(x[j], x[j], 8, 9, 10, 11, 12, 13, 14, 15);
            }
            transpose_square<R, Half, 8>(lo);
            transpose_square<R, Half, 8>(hi);
#pragma GCC unroll 8
            for (int e = 0; e < 8; ++e) {
                store(b + e * b_rs, lo[e]);
                store(b + (e + 8) * b_rs, hi[e]);
            }
        }
    }

    /** x[j] = element j of lines i0 .. i0 + lines - 1 of B (lines <= E): contiguous lines as one
     *  vector, whole blocks of contiguous elements by transposes, others lane by lane. */
    [[gnu::always_inline]] static void load_lines(int64_t i0, int lines, R const* b, int64_t b_rs,
                                                  int64_t b_cs, V (&x)[N])
    {
        if constexpr (by_transposes) {
            if (lines == E && b_cs == 1) {
                load_transposed(b + W * i0 * b_rs, b_rs, x);
                return;
            }
        }
        bool const whole = lines == E && b_rs == 1;
#pragma GCC unroll 8
        for (int j = 0; j < N; ++j) {
            R const* col = b + W * (i0 * b_rs + j * b_cs);
            if (whole) {
                x[j] = load<V>(col);
            }
            else {
                V t{};
#pragma GCC unroll 16
                for (int e = 0; e < E; ++e) {
                    if (e >= lines) break;
                    t[W * e] = col[W * e * b_rs];
                    if constexpr (complex) t[W * e + 1] = col[W * e * b_rs + 1];
                }
                x[j] = t;
            }
        }
    }

    /** The inverse of load_lines. */
    [[gnu::always_inline]] static void store_lines(int64_t i0, int lines, R* b, int64_t b_rs,
                                                   int64_t b_cs, V (&x)[N])
    {
        if constexpr (by_transposes) {
            if (lines == E && b_cs == 1) {
                store_transposed(x, b + W * i0 * b_rs, b_rs);
                return;
            }
        }
        bool const whole = lines == E && b_rs == 1;
#pragma GCC unroll 8
        for (int j = 0; j < N; ++j) {
            R* col = b + W * (i0 * b_rs + j * b_cs);
            if (whole) {
                store(col, x[j]);
            }
            else {
#pragma GCC unroll 16
                for (int e = 0; e < E; ++e) {
                    if (e >= lines) break;
                    col[W * e * b_rs] = x[j][W * e];
                    if constexpr (complex) col[W * e * b_rs + 1] = x[j][W * e + 1];
                }
            }
        }
    }

    /**
     * X op(A) = alpha X in place for Blocks blocks of lines at once: the blocks' chains of
     * dependent products interleave (one block's substitution waits on the latency of each
     * column's products more than on the FMA units). lower: see lower_as_constant.
     */
    template <int Blocks, typename LowerKind>
    [[gnu::always_inline]] void substitute(LowerKind lower, V (&x)[Blocks][N]) const
    {
        bool const is_lower = lower;
        // Column j of X needs the columns before it in solve order: ascending for an upper
        // op(A) (X(:, j) = (alpha B(:, j) - X(:, 0:j) op(A)(0:j, j)) / op(A)(j, j)),
        // descending for a lower one.
#pragma GCC unroll 16
        for (int jj = 0; jj < N; ++jj) {
            int const j = is_lower ? N - 1 - jj : jj;
            V s[Blocks];
#pragma GCC unroll 2
            for (int q = 0; q < Blocks; ++q) s[q] = times(x[q][j], ar, ai);
#pragma GCC unroll 16
            for (int kk = 0; kk < jj; ++kk) {
                int const p = is_lower ? N - 1 - kk : kk;
#pragma GCC unroll 2
                for (int q = 0; q < Blocks; ++q) s[q] -= times(x[q][p], tr[p][j], im(p, j));
            }
#pragma GCC unroll 2
            for (int q = 0; q < Blocks; ++q) x[q][j] = times(s[q], tr[j][j], im(j, j));
        }
    }

    /** Lines i0 .. i0 + lines - 1 of B solved in place (lines <= E). */
    template <typename LowerKind>
    [[gnu::always_inline]] void solve_block(LowerKind lower, int64_t i0, int lines, R* b,
                                            int64_t b_rs, int64_t b_cs) const
    {
        alignas(64) V x[1][N];  // aligned: transpose_square may assume the natural alignment
        load_lines(i0, lines, b, b_rs, b_cs, x[0]);
        substitute<1>(lower, x);
        store_lines(i0, lines, b, b_rs, b_cs, x[0]);
    }

    /**
     * Whether whole blocks go two at a time (solve_pair): both blocks' N vectors and their sums
     * fit AVX-512's registers, and two independent substitutions overlap each other's latency.
     * Not float: out of cache one block's substitution is already as long as its loads, so a
     * second one in flight gains nothing there.
     */
    static constexpr bool pairs = vector_bytes == 64 && N <= 8 && (complex || sizeof(R) == 8);

    /**
     * Whether the kernel is compiled for each kind of triangle (lower as std::true_type /
     * std::false_type: every index of x a constant). Double and complex double are: with the
     * kind a constant the pairs' indices fold away. Complex float reads the kind at run time:
     * its lines load lane by lane, so constant indices save nothing (docs/design-notes/cpu.md).
     */
    static constexpr bool lower_as_constant = !(complex && sizeof(R) == 4);

    /** Lines i0 .. i0 + 2 E - 1 of B solved in place. */
    template <typename LowerKind>
    [[gnu::always_inline]] void solve_pair(LowerKind lower, int64_t i0, R* b, int64_t b_rs,
                                           int64_t b_cs) const
    {
        alignas(64) V x[2][N];
        load_lines(i0, E, b, b_rs, b_cs, x[0]);
        load_lines(i0 + E, E, b, b_rs, b_cs, x[1]);
        substitute<2>(lower, x);
        store_lines(i0, E, b, b_rs, b_cs, x[0]);
        store_lines(i0 + E, E, b, b_rs, b_cs, x[1]);
    }
};

}  // namespace tiny_trsm_detail

template <typename T, int N>
void tiny_trsm(int64_t count, bool lower, bool unit, T alpha, T const* a, int64_t a_rs,
               int64_t a_cs, bool conj_a, T* b, int64_t b_rs, int64_t b_cs)
{
    using Kernel = tiny_trsm_detail::TinyTrsm<T, N>;
    using R = typename Kernel::R;
    Kernel kernel;
    if constexpr (Kernel::complex) {
        kernel.ar = alpha.real();
        kernel.ai = alpha.imag();
    }
    else {
        kernel.ar = alpha;
        kernel.ai = 0;
    }
    R* br = reinterpret_cast<R*>(b);
    // lower_kind: std::true_type / std::false_type, or the bool itself for complex float.
    // Inlined where the kind is read at run time (complex float: no call per solve), a function
    // apart for each constant kind (double and complex double: one function holding both kinds
    // is slower at the orders that matter, 8 to 32; docs/design-notes/cpu.md).
    auto const solve = [&](auto lower_kind) __attribute__((always_inline))
    {
        kernel.load_triangle(lower_kind, a, a_rs, a_cs, conj_a, unit);
        int64_t i = 0;
        if constexpr (Kernel::pairs)
            for (; i + 2 * Kernel::E <= count; i += 2 * Kernel::E)
                kernel.solve_pair(lower_kind, i, br, b_rs, b_cs);
        for (; i + Kernel::E <= count; i += Kernel::E)
            kernel.solve_block(lower_kind, i, Kernel::E, br, b_rs, b_cs);
        if (i < count) kernel.solve_block(lower_kind, i, int(count - i), br, b_rs, b_cs);
    };
    auto const solve_apart = [&](auto lower_kind) __attribute__((noinline))
    {
        solve(lower_kind);
    };
    if constexpr (!Kernel::lower_as_constant)
        solve(lower);
    else if (lower)
        solve_apart(std::true_type{});
    else
        solve_apart(std::false_type{});
}

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
