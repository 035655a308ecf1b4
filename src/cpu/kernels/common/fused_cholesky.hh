// SPDX-License-Identifier: BSD-3-Clause
/**
 * The fused Cholesky kernels of one ISA: unblocked (potf2) with delayed updates for the small
 * orders, left-looking by blocks of four columns in the thread's buffer for the larger ones.
 * Part of the fused LAPACK kernels (fused_lapack.cc), compiled once per ISA with them:
 * everything here has internal linkage.
 */
#pragma once

#include "cpu/kernels/common/fused_common.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace {

/**
 * Columns j0 .. j1 - 1 (at most kernel_block) of potf2_lower, rows j0 .. n - 1, their updates
 * from the columns on their left applied: each pivot's square root, the column below scaled by
 * its reciprocal, the block's columns on its right updated. Returns j + 1 at the first pivot
 * not positive (or NaN), A(j, j) left as it is, else 0.
 */
template <typename T>
int64_t factor_block_columns(int64_t n, int64_t j0, int64_t j1, T* __restrict a, int64_t lda)
{
    using R = real_type<T>;
    T u[1];
    for (int64_t j = j0; j < j1; ++j) {
        T* const col = a + j * lda;
        R const ajj = real_part(col[j]);
        if (!(ajj > R(0))) return j + 1;
        R const d = std::sqrt(ajj);
        col[j] = T(d);
        R const r = R(1) / d;
        if constexpr (!is_complex_v<T>) {
            for_vectors<T>(n - j - 1, [&](int64_t i, auto w) {
                using V = Lanes<T, decltype(w)::value>;
                T* const x = col + j + 1 + i;
                store_lanes(x, load_lanes<V>(x) * r);
            });
        }
        else {
            for (int64_t i = j + 1; i < n; ++i) col[i] = times_real(col[i], r);
        }
        for (int64_t c = j + 1; c < j1; ++c) {  // the rest of the block only
            u[0] = conj_if(col[c]);
            apply_column_updates(n - c, 1, col + c, lda, u, a + c + c * lda);
        }
    }
    return 0;
}

/**
 * Cholesky A = L L^H of the lower triangle of the n x n column-major a (LAPACK's potf2),
 * right-looking with the trailing updates delayed by blocks of kernel_block columns as getf2
 * (same operations per entry). Returns j (1-based) when the j-th pivot is not positive (or
 * NaN) and stops there, A(j, j) left as the unfactorable value.
 */
template <typename T>
int64_t potf2_lower(int64_t n, T* __restrict a, int64_t lda)
{
    T u[kernel_block];
    for (int64_t j0 = 0; j0 < n; j0 += kernel_block) {
        int64_t const j1 = std::min(n, j0 + kernel_block);
        if (int64_t const info = factor_block_columns(n, j0, j1, a, lda)) return info;
        for (int64_t c = j1; c < n; ++c) {  // A(c:n, c) -= L(c:n, j0:j1) L(c, j0:j1)^H
            for (int64_t p = j0; p < j1; ++p) u[p - j0] = conj_if(a[c + p * lda]);
            apply_column_updates(n - c, j1 - j0, a + c + j0 * lda, lda, u, a + c + c * lda);
        }
    }
    return 0;
}

/**
 * Columns j0 .. j0 + 3 of the lower triangle of a (ld lda, n rows), their updates from the
 * columns on their left applied, factored as potf2 does: the diagonal block entry by entry,
 * then the rows below in one pass, a vector of rows of the four columns at a time through the
 * block's triangular solve (potf2's operations on each entry in its order). Returns j + 1 at
 * the first pivot not positive (or NaN), A(j, j) left as it is, else 0.
 */
template <typename T>
int64_t factor_panel_of_four(int64_t n, int64_t j0, T* __restrict a, int64_t lda)
{
    using R = real_type<T>;
    auto at = [a, lda](int64_t i, int64_t j) -> T& { return a[i + j * lda]; };
    // The diagonal block in registers (its chain of square roots and divisions is the kernel's
    // latency; a trip through memory would add a store-to-load forwarding to every step).
    T b[kernel_block][kernel_block];
    auto move_block = [&](bool store) {
#pragma GCC unroll 4
        for (int j = 0; j < kernel_block; ++j)
#pragma GCC unroll 4
            for (int i = j; i < kernel_block; ++i) {
                if (store)
                    at(j0 + i, j0 + j) = b[i][j];
                else
                    b[i][j] = at(j0 + i, j0 + j);
            }
    };
    move_block(false);
    // As L D L^H first: column p's updates of the block take its unscaled entries times the
    // pivot's reciprocal, so that the next pivot waits for a division only, not for a square
    // root and a division (l(i, p) conj(l(c, p)) = a(i, p) conj(a(c, p)) / a(p, p)); the
    // square roots and their reciprocals, which scale the columns, run beside the chain.
    R r[kernel_block];
#pragma GCC unroll 4
    for (int p = 0; p < kernel_block; ++p) {
        R const ajj = real_part(b[p][p]);
        if (!(ajj > R(0))) {
#pragma GCC unroll 4
            for (int q = 0; q < p; ++q)
#pragma GCC unroll 4
                for (int i = q + 1; i < kernel_block; ++i) b[i][q] = times_real(b[i][q], r[q]);
            move_block(true);
            return j0 + p + 1;
        }
        R const inverse = R(1) / ajj;
        R const d = std::sqrt(ajj);
        b[p][p] = T(d);
        r[p] = R(1) / d;
#pragma GCC unroll 4
        for (int c = p + 1; c < kernel_block; ++c) {
            T const u = times_real(conj_if(b[c][p]), inverse);
#pragma GCC unroll 4
            for (int i = c; i < kernel_block; ++i) b[i][c] -= mul(b[i][p], u);
        }
    }
#pragma GCC unroll 4
    for (int p = 0; p < kernel_block; ++p)
#pragma GCC unroll 4
        for (int i = p + 1; i < kernel_block; ++i) b[i][p] = times_real(b[i][p], r[p]);
    move_block(true);
    T const l10 = conj_if(b[1][0]), l20 = conj_if(b[2][0]), l30 = conj_if(b[3][0]);
    T const l21 = conj_if(b[2][1]), l31 = conj_if(b[3][1]), l32 = conj_if(b[3][2]);
    R* const c0 = reals(&at(0, j0));
    R* const c1 = reals(&at(0, j0 + 1));
    R* const c2 = reals(&at(0, j0 + 2));
    R* const c3 = reals(&at(0, j0 + 3));
    constexpr int W = reals_of<T>;
    int64_t const first = (j0 + kernel_block) * W;
    for_vectors<R>((n - j0 - kernel_block) * W, [&](int64_t i, auto w) {
        constexpr int L = decltype(w)::value;
        if constexpr (L % W == 0) {
            using V = Lanes<R, L>;
            int64_t const e = first + i;
            V const x0 = load_lanes<V>(c0 + e) * r[0];
            V x1 = load_lanes<V>(c1 + e) - times<T, L>(x0, l10);
            x1 *= r[1];
            V x2 = load_lanes<V>(c2 + e) - times<T, L>(x0, l20);
            x2 -= times<T, L>(x1, l21);
            x2 *= r[2];
            V x3 = load_lanes<V>(c3 + e) - times<T, L>(x0, l30);
            x3 -= times<T, L>(x1, l31);
            x3 -= times<T, L>(x2, l32);
            x3 *= r[3];
            store_lanes(c0 + e, x0);
            store_lanes(c1 + e, x1);
            store_lanes(c2 + e, x2);
            store_lanes(c3 + e, x3);
        }
    });
    return 0;
}

/**
 * x(i, q) -= sum over p < k of l(i, p) conj(b(q, p)) for the NV vectors of rows i of four
 * columns q, l(i, p) = l[i + p ld], b(q, p) = b[q + p ld], x(i, q) = x[i + q ld], in the order p
 * = 0, 1, ... (one FMA each, two for complex): the left-looking update of four columns of a
 * lower triangle, whose sums stay in registers for all k.
 */
template <typename T, int NV>
[[gnu::always_inline]] inline void update_four_columns(int64_t k, T const* __restrict l,
                                                       T const* __restrict b, T* __restrict x,
                                                       int64_t ld)
{
    using R = real_type<T>;
    constexpr int L = lanes<R>;
    using V = Vector<R>;
    R const* const lr = reals(l);
    R const* const br = reals(b);
    R* const xr = reals(x);
    int64_t const ldr = ld * reals_of<T>;
    V acc[4][NV];
#pragma GCC unroll 4
    for (int q = 0; q < 4; ++q)
#pragma GCC unroll 4
        for (int v = 0; v < NV; ++v) acc[q][v] = load<V>(xr + q * ldr + v * L);
    if constexpr (!is_complex_v<T>) {
        for (int64_t p = 0; p < k; ++p) {
            V lv[NV];
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v) lv[v] = load<V>(lr + p * ldr + v * L);
#pragma GCC unroll 4
            for (int q = 0; q < 4; ++q) {
                R const bq = br[q + p * ldr];
#pragma GCC unroll 4
                for (int v = 0; v < NV; ++v) acc[q][v] -= lv[v] * bq;
            }
        }
    }
    else {
        // l conj(b) = l b.re + swapped(l) (b.im, -b.im): two FMAs, a permute per vector of l.
        V sign;
#pragma GCC unroll 16
        for (int e = 0; e < L; ++e) sign[e] = e % 2 == 0 ? R(1) : R(-1);
        for (int64_t p = 0; p < k; ++p) {
            V lv[NV], ls[NV];
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v) {
                lv[v] = load<V>(lr + p * ldr + v * L);
                ls[v] = pair_swapped<L>(lv[v]);
            }
#pragma GCC unroll 4
            for (int q = 0; q < 4; ++q) {
                R const re = br[2 * q + p * ldr];
                V const im = sign * br[2 * q + 1 + p * ldr];
#pragma GCC unroll 4
                for (int v = 0; v < NV; ++v) {
                    acc[q][v] -= lv[v] * re;
                    acc[q][v] -= ls[v] * im;
                }
            }
        }
    }
#pragma GCC unroll 4
    for (int q = 0; q < 4; ++q)
#pragma GCC unroll 4
        for (int v = 0; v < NV; ++v) store(xr + q * ldr + v * L, acc[q][v]);
}

/**
 * potf2_lower of the n x n lower triangle of buf, left-looking by blocks of four columns: each
 * block's rows from its diagonal down get the updates from all columns on its left at once
 * (update_four_columns, by chunks of rows, the sums in registers), then its columns are
 * factored as potf2 (factor_panel_of_four). The buffer: column-major, ld a whole number of
 * vectors and of four, n rounded up to four columns; the strict upper triangle's entries from
 * the vector holding each column's diagonal, the rows past n and the columns past n finite
 * (they are updated in vain). Rows of a block's update start at the vector holding its
 * diagonal, so that the upper triangle above the block in that vector is updated in vain too.
 */
template <typename T>
int64_t potrf_blocks_lower(int64_t n, T* __restrict buf, int64_t ld)
{
    constexpr int W = reals_of<T>;
    constexpr int E = lanes<real_type<T>> / W;  // entries a vector
    constexpr int chunk = rows_chunk_vectors / W;
    for (int64_t c0 = 0; c0 < n; c0 += kernel_block) {
        for (int64_t r0 = c0 / E * E; r0 < n; r0 += chunk * E) {
            T const* const l = buf + r0;
            T const* const b = buf + c0;
            T* const x = buf + r0 + c0 * ld;
            with_vectors<chunk>((n - r0 + E - 1) / E, [&](auto nv) __attribute__((always_inline)) {
                update_four_columns<T, decltype(nv)::value>(c0, l, b, x, ld);
            });
        }
        int64_t const info = n - c0 >= kernel_block ? factor_panel_of_four(n, c0, buf, ld)
                                                    : factor_block_columns(n, c0, n, buf, ld);
        if (info != 0) return info;
    }
    return 0;
}

/**
 * LAPACK's potrf of the n x n Hermitian a (ld lda, by rows if row_major), its uplo triangle
 * read and written, through the thread's buffer of the lower triangle by columns for
 * potrf_blocks_lower: an upper triangle conjugate-transposed, a triangle whose columns are
 * strided transposed by register blocks.
 */
template <typename T>
int64_t potrf_by_blocks(int64_t n, T* a, int64_t lda, bool upper, bool row_major)
{
    constexpr int E = lanes<real_type<T>> / reals_of<T>;
    constexpr int64_t F = std::max<int64_t>(E, kernel_block);
    int64_t const ld = (n + F - 1) / F * F;
    int64_t const columns = (n + kernel_block - 1) / kernel_block * kernel_block;
    T* const buf = thread_buffer<T>(columns * ld);
    // Lower-triangle entry (i, j) at a[i + j lda] (contiguous columns) or a[i lda + j].
    bool const by_columns = upper == row_major;
    auto diagonal_block = [&](int64_t j0, int64_t j1, bool load) {
        for (int64_t j = j0; j < j1; ++j)
            for (int64_t i = j; i < j1; ++i) {
                T& x = by_columns ? a[i + j * lda] : a[i * lda + j];
                if (load)
                    buf[i + j * ld] = x;
                else
                    x = buf[i + j * ld];
            }
    };
    // What potrf_blocks_lower updates in vain, zero: the strict upper triangle from the
    // vector (and block of four) holding the diagonal, the rows and columns past n.
    for (int64_t j = 0; j < n; ++j) {
        std::fill(buf + j * ld + j / F * F, buf + j * ld + j, T(0));
        std::fill(buf + j * ld + n, buf + (j + 1) * ld, T(0));
    }
    std::fill(buf + n * ld, buf + columns * ld, T(0));
    // The lower triangle from a into buf (std::true_type) or back (std::false_type): the same
    // moves before and after the factorization, the direction a constant.
    auto move_triangle = [&](auto load) {
        constexpr bool into_buf = decltype(load)::value;
        if (by_columns) {
            for (int64_t j = 0; j < n; ++j) {
                T* const aj = a + j + j * lda;
                T* const bj = buf + j + j * ld;
                if constexpr (into_buf)
                    std::copy(aj, aj + (n - j), bj);
                else
                    std::copy(bj, bj + (n - j), aj);
            }
        }
        else {
            for (int64_t j0 = 0; j0 < n; j0 += E) {
                int64_t const j1 = std::min(n, j0 + E);
                diagonal_block(j0, j1, into_buf);
                T* const a_rows = a + j1 * lda + j0;  // rows j1 .. n - 1 of columns j0 .. j1 - 1
                T* const b_rows = buf + j0 * ld + j1;
                if constexpr (into_buf)
                    transpose_copy(j1 - j0, n - j1, a_rows, lda, b_rows, ld);
                else
                    transpose_copy(n - j1, j1 - j0, b_rows, ld, a_rows, lda);
            }
        }
    };
    // An upper triangle is the conjugate of the lower one that buf holds, both ways.
    auto conj_if_upper = [&] {
        if (upper)
            for (int64_t j = 0; j < n; ++j)
                for (int64_t i = j; i < n; ++i) buf[i + j * ld] = conj_if(buf[i + j * ld]);
    };
    move_triangle(std::true_type{});
    conj_if_upper();
    int64_t const info = potrf_blocks_lower(n, buf, ld);
    conj_if_upper();
    move_triangle(std::false_type{});
    return info;
}

}  // namespace
}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
