// SPDX-License-Identifier: BSD-3-Clause
/**
 * The GEMM micro-kernel template (contract: cpu/kernels/gemm_kernels.hh), written once over the
 * ISA's vector (common/vector.hh) and instantiated per ISA by common/gemm_kernel.cc.
 *
 * Real types: MR rows of A's column are MV = MR / lanes vectors; each depth step loads them and
 * does an FMA per vector and column of B (B(p, j) broadcast). Complex types work on the reals:
 * A's column is 2 MR interleaved reals; acc_re[j] accumulates A(:, p) * Re(B(p, j)) and
 * acc_im[j] A(:, p) * Im(B(p, j)), both without shuffles inside the loop; the complex product
 * is formed once, at the store (on vectors for a full tile).
 *
 * The accumulators start from the first rank-1 update (k >= 1) rather than from zero, which
 * saves the zeroing at the small k of batched problems. Edge tiles: the k loop always runs
 * over full panels (zero padded, or full when read in place); only the m x n corner is stored.
 */
#pragma once

#include <complex>
#include <cstdint>
#include <type_traits>

#include "cpu/kernels/common/vector.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace gemm_micro_detail {

template <typename T>
struct RealOf {
    using type = T;
    static constexpr bool complex = false;
};
template <typename R>
struct RealOf<std::complex<R>> {
    using type = R;
    static constexpr bool complex = true;
};

/** How beta scales C: 0 (C not read), 1, real (componentwise), complex. */
enum class BetaKind { zero, one, real, complex };

/** The kind of a complex beta given as its real and imaginary parts. */
template <typename R>
inline BetaKind beta_kind_of(R br, R bi)
{
    return bi != R(0) ? BetaKind::complex
           : br == R(0) ? BetaKind::zero
           : br == R(1) ? BetaKind::one
                        : BetaKind::real;
}

/**
 * c = alpha * s + beta * c for one complex entry, in real arithmetic. A real alpha / beta scales
 * componentwise: cheaper, and like reference BLAS it keeps an Inf in one component from turning
 * the other into NaN (0 * Inf).
 */
template <typename R>
inline void store_complex(R sr, R si, R ar, R ai, bool alpha_real, R br, R bi, BetaKind beta_kind,
                          R* c)
{
    R tr, ti;
    if (alpha_real) {
        tr = ar * sr;
        ti = ar * si;
    }
    else {
        tr = ar * sr - ai * si;
        ti = ar * si + ai * sr;
    }
    switch (beta_kind) {
        case BetaKind::one:
            tr += c[0];
            ti += c[1];
            break;
        case BetaKind::real:
            tr += br * c[0];
            ti += br * c[1];
            break;
        case BetaKind::complex: {
            R const cr = c[0], ci = c[1];
            tr += br * cr - bi * ci;
            ti += br * ci + bi * cr;
            break;
        }
        case BetaKind::zero:
            break;
    }
    c[0] = tr;
    c[1] = ti;
}

/**
 * A tile's depth loop: update(av, b, first) for p = 0 .. k - 1, av the MV vectors (L lanes) of
 * A's column p (at a + p a_next), b B's row p (at b + p b_next), first a std::true_type at p = 0
 * only, where the sums take the product instead of adding it (the k >= 1 start, see above).
 */
template <typename V, int MV, int L, typename R, typename Update>
[[gnu::always_inline]] inline void over_depth(int64_t k, R const* __restrict a, int64_t a_next,
                                              R const* __restrict b, int64_t b_next,
                                              Update&& update)
{
    {
        V av[MV];
#pragma GCC unroll 8
        for (int v = 0; v < MV; ++v) av[v] = load<V>(a + v * L);
        update(av, b, std::true_type());
    }
    for (int64_t p = 1; p < k; ++p) {
        a += a_next;
        b += b_next;
        V av[MV];
#pragma GCC unroll 8
        for (int v = 0; v < MV; ++v) av[v] = load<V>(a + v * L);
        update(av, b, std::false_type());
    }
}

}  // namespace gemm_micro_detail

template <typename T, int MR, int NR, bool PackedA, bool PackedB>
void gemm_micro_kernel(int64_t k, T alpha, T const* __restrict a_in, int64_t a_step,
                       T const* __restrict b_in, int64_t b_step, T beta, T* __restrict c_in, int64_t ldc, int m,
                       int n)
{
    using Info = gemm_micro_detail::RealOf<T>;
    using R = typename Info::type;
    constexpr int L = lanes<R>;
    constexpr int W = Info::complex ? 2 : 1;  // reals per element
    constexpr int MV = W * MR / L;            // vectors per column of the A panel
    static_assert(W * MR % L == 0, "MR must fill whole vectors");
    using V = Vector<R>;

    if constexpr (PackedA) a_step = MR;
    // B(p, j) at b[p * b_next + j * b_col] (reals): a packed panel is NR-wide rows, B read in
    // place is column-major with leading dimension b_step.
    constexpr int64_t b_next = PackedB ? W * NR : W;
    // One column (NR = 1, the edge kernels) never steps to the next: its stride is not formed,
    // since W * b_step overflows for a leading dimension near INT64_MAX (valid with n = 1).
    int64_t const b_col = PackedB || NR == 1 ? W : W * b_step;
    R const* __restrict a = reinterpret_cast<R const*>(a_in);
    R const* __restrict b = reinterpret_cast<R const*>(b_in);
    int64_t const a_next = W * a_step;
    if (Info::complex && m == MR && n == NR && !(beta == T(0))) {
        // C's tile requested here, so that a miss overlaps the depth loop. Complex types only,
        // whose tile is twice the bytes; real types gain nothing from it out of cache
        // (docs/design-notes/cpu.md).
        R const* const c_lines = reinterpret_cast<R const*>(c_in);
#pragma GCC unroll 16
        for (int j = 0; j < NR; ++j) {
            R const* const cj = c_lines + j * W * ldc;
            for (int o = 0; o < W * MR; o += 64 / int(sizeof(R))) __builtin_prefetch(cj + o, 1, 3);
            __builtin_prefetch(cj + W * MR - 1, 1, 3);
        }
    }

    if constexpr (!Info::complex) {
        V acc[NR][MV];
        gemm_micro_detail::over_depth<V, MV, L>(
            k, a, a_next, b, b_next,
            [&](V const(&av)[MV], R const* bp, auto first) __attribute__((always_inline)) {
#pragma GCC unroll 16
                for (int j = 0; j < NR; ++j)
#pragma GCC unroll 8
                    for (int v = 0; v < MV; ++v) {
                        if constexpr (decltype(first)::value) acc[j][v] = av[v] * bp[j * b_col];
                        else acc[j][v] += av[v] * bp[j * b_col];
                    }
            });
        R* __restrict c = c_in;
        if (m == MR && n == NR) {
            // Full tile: straight vector code. beta == 0 must not read C (NaN must not leak).
            if (beta == R(0)) {
#pragma GCC unroll 16
                for (int j = 0; j < NR; ++j)
#pragma GCC unroll 8
                    for (int v = 0; v < MV; ++v) store(c + j * ldc + v * L, acc[j][v] * alpha);
            }
            else {
#pragma GCC unroll 16
                for (int j = 0; j < NR; ++j)
#pragma GCC unroll 8
                    for (int v = 0; v < MV; ++v) {
                        R* cj = c + j * ldc + v * L;
                        store(cj, acc[j][v] * alpha + load<V>(cj) * beta);
                    }
            }
            return;
        }
        R tile[NR][MR];
        __builtin_memcpy(tile, acc, sizeof(tile));
        for (int j = 0; j < n; ++j) {
            if (beta == R(0))
                for (int i = 0; i < m; ++i) c[i + j * ldc] = alpha * tile[j][i];
            else
                for (int i = 0; i < m; ++i)
                    c[i + j * ldc] = alpha * tile[j][i] + beta * c[i + j * ldc];
        }
    }
    else {
        V acc_re[NR][MV], acc_im[NR][MV];
        gemm_micro_detail::over_depth<V, MV, L>(
            k, a, a_next, b, b_next,
            [&](V const(&av)[MV], R const* bp, auto first) __attribute__((always_inline)) {
#pragma GCC unroll 16
                for (int j = 0; j < NR; ++j) {
                    R const bre = bp[j * b_col], bim = bp[j * b_col + 1];
#pragma GCC unroll 8
                    for (int v = 0; v < MV; ++v) {
                        if constexpr (decltype(first)::value) {
                            acc_re[j][v] = av[v] * bre;
                            acc_im[j][v] = av[v] * bim;
                        }
                        else {
                            acc_re[j][v] += av[v] * bre;
                            acc_im[j][v] += av[v] * bim;
                        }
                    }
                }
            });
        // (ar + i ai)(br + i bi) = (ar br - ai bi) + i (ai br + ar bi).
        R const ar = alpha.real(), ai = alpha.imag(), br = beta.real(), bi = beta.imag();
        auto const beta_kind = gemm_micro_detail::beta_kind_of(br, bi);
        R* c = reinterpret_cast<R*>(c_in);
        // Full tiles: store_complex's arithmetic on vectors (an entry by entry epilogue is a large
        // share of a short update's time); edge tiles: alpha times the product on vectors into a
        // local tile, beta C merged entry by entry. sign: the real lanes subtract.
        V sign;
#pragma GCC unroll 16
        for (int e = 0; e < L; ++e) sign[e] = e % 2 == 0 ? R(-1) : R(1);
        auto alpha_product = [&](int j, int v) {
            V const s = acc_re[j][v] + pair_swapped<L>(acc_im[j][v]) * sign;
            return ai == R(0) ? s * ar : times_complex<L>(s, ar, ai);
        };
        if (m == MR && n == NR) {
            auto tile = [&](auto add_beta_c) {
#pragma GCC unroll 16
                for (int j = 0; j < NR; ++j)
#pragma GCC unroll 8
                    for (int v = 0; v < MV; ++v) {
                        R* const cj = c + 2 * j * ldc + v * L;
                        store(cj, add_beta_c(alpha_product(j, v), cj));
                    }
            };
            switch (beta_kind) {
                case gemm_micro_detail::BetaKind::zero:
                    tile([](V t, R const*) { return t; });
                    break;
                case gemm_micro_detail::BetaKind::one:
                    tile([](V t, R const* cj) { return t + load<V>(cj); });
                    break;
                case gemm_micro_detail::BetaKind::real:
                    tile([br](V t, R const* cj) { return t + br * load<V>(cj); });
                    break;
                case gemm_micro_detail::BetaKind::complex:
                    tile([br, bi](V t, R const* cj) {
                        return t + times_complex<L>(load<V>(cj), br, bi);
                    });
                    break;
            }
            return;
        }
        R t[NR][2 * MR];
#pragma GCC unroll 16
        for (int j = 0; j < NR; ++j)
#pragma GCC unroll 8
            for (int v = 0; v < MV; ++v) store(&t[j][v * L], alpha_product(j, v));
        auto edge = [&](auto merge) {
            for (int j = 0; j < n; ++j)
                for (int i = 0; i < m; ++i) merge(&t[j][2 * i], c + 2 * (i + j * ldc));
        };
        switch (beta_kind) {
            case gemm_micro_detail::BetaKind::zero:
                edge([](R const* x, R* y) {
                    y[0] = x[0];
                    y[1] = x[1];
                });
                break;
            case gemm_micro_detail::BetaKind::one:
                edge([](R const* x, R* y) {
                    y[0] = x[0] + y[0];
                    y[1] = x[1] + y[1];
                });
                break;
            case gemm_micro_detail::BetaKind::real:
                edge([br](R const* x, R* y) {
                    y[0] = x[0] + br * y[0];
                    y[1] = x[1] + br * y[1];
                });
                break;
            case gemm_micro_detail::BetaKind::complex:
                edge([br, bi](R const* x, R* y) {
                    R const cr = y[0], ci = y[1];
                    y[0] = x[0] + (br * cr - bi * ci);
                    y[1] = x[1] + (br * ci + bi * cr);
                });
                break;
        }
    }
}

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
