// SPDX-License-Identifier: BSD-3-Clause
/**
 * The fused-path LAPACK kernels of one ISA (contract: cpu/kernels/fused_lapack.hh): LAPACK's
 * getf2 and potf2 with their trailing updates delayed by blocks of four columns (an entry stays
 * in a register across four updates), getf2 of orders up to 8 as straight-line code, and the
 * unblocked triangular solves with their factors; LU also by rows (getf2_by_rows: contiguous
 * row interchanges, trailing updates along rows, U's rows held in registers); Cholesky also
 * left-looking by blocks of four columns (potrf_by_blocks: the updates from every column on
 * the left summed in registers).
 * This file holds the LU kernels and the table; the Cholesky kernels are in fused_cholesky.hh,
 * what both share in fused_common.hh. Compiled once per ISA (src/CMakeLists.txt);
 * cpu/drivers/lapack_*.cc load and store the buffers and call these through the active ISA's
 * table.
 */
#include "cpu/kernels/fused_lapack.hh"

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

#include "cpu/kernels/common/fused_cholesky.hh"
#include "cpu/kernels/common/fused_common.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace {

// ------------------------------------------------------------------------------ LU

/**
 * 0-based index of the first entry of largest |re| + |im| (i?amax: a leading NaN wins, later
 * NaNs never do). Two passes, the maximum then its first position. The maximum runs four
 * chains, one per entry modulo four, merged at the end: v > best ? v : best ignores a NaN v, so
 * the chains' maxima are the one chain's, but GCC keeps each chain scalar (it may not reorder a
 * maximum whose operands may be NaN), and one chain would wait a compare's latency per
 * entry.
 */
template <typename T>
int64_t iamax(int64_t n, T const* x, int64_t incx)
{
    using R = real_type<T>;
    R const first = abs1(x[0]);
    if (first != first) return 0;
    R chain[4] = {first, first, first, first};
    int64_t i = 1;
    for (; i + 4 <= n; i += 4)
        for (int q = 0; q < 4; ++q) {
            R const v = abs1(x[(i + q) * incx]);
            chain[q] = v > chain[q] ? v : chain[q];
        }
    for (; i < n; ++i) {
        R const v = abs1(x[i * incx]);
        chain[0] = v > chain[0] ? v : chain[0];
    }
    R best = chain[0];
    for (int q = 1; q < 4; ++q) best = chain[q] > best ? chain[q] : best;
    if (best == first) return 0;
    i = 1;
    while (!(abs1(x[i * incx]) == best)) ++i;
    return i;
}

/**
 * x = x / pivot for the n entries below a pivot, as getf2: by the reciprocal, unless the pivot
 * is so small that the reciprocal would overflow.
 */
template <typename T>
void divide_by_pivot(int64_t n, T pivot, T* x, int64_t incx)
{
    using R = real_type<T>;
    if (std::abs(pivot) >= std::numeric_limits<R>::min()) {
        T const r = T(1) / pivot;
        if constexpr (!is_complex_v<T>) {
            if (incx == 1) {
                for_vectors<T>(n, [&](int64_t i, auto w) {
                    using V = Lanes<T, decltype(w)::value>;
                    store_lanes(x + i, load_lanes<V>(x + i) * r);
                });
                return;
            }
        }
        for (int64_t i = 0; i < n; ++i) x[i * incx] = mul(x[i * incx], r);
    }
    else {
        for (int64_t i = 0; i < n; ++i) x[i * incx] /= pivot;
    }
}


/**
 * u(0:4) = L^-1 u(0:4) for the unit lower kernel_block x kernel_block L at l (ld ldl), in
 * registers; a zero entry skips its updates as the column loop of getf2 does.
 */
template <typename T>
void finish_rows_of_block(T const* __restrict l, int64_t ldl, T* __restrict u)
{
    T const l10 = l[1], l20 = l[2], l30 = l[3];
    T const l21 = l[2 + ldl], l31 = l[3 + ldl], l32 = l[3 + 2 * ldl];
    T const u0 = u[0];
    T u1 = u[1], u2 = u[2], u3 = u[3];
    if (u0 != T(0)) {
        u1 -= mul(l10, u0);
        u2 -= mul(l20, u0);
        u3 -= mul(l30, u0);
    }
    if (u1 != T(0)) {
        u2 -= mul(l21, u1);
        u3 -= mul(l31, u1);
    }
    if (u2 != T(0)) u3 -= mul(l32, u2);
    u[1] = u1;
    u[2] = u2;
    u[3] = u3;
}

/**
 * apply_column_updates with count = kernel_block for two columns at once (u, v: their four
 * finished rows, followed by the len rows to update): each entry of L is loaded once for both.
 */
template <typename T>
void apply_column_pair_updates(int64_t len, T const* __restrict l, int64_t ldl, T* u, T* v)
{
    bool const nonzero = u[0] != T(0) && u[1] != T(0) && u[2] != T(0) && u[3] != T(0) &&
                         v[0] != T(0) && v[1] != T(0) && v[2] != T(0) && v[3] != T(0);
    if (!nonzero) {
        apply_column_updates(len, kernel_block, l, ldl, u, u + kernel_block);
        apply_column_updates(len, kernel_block, l, ldl, v, v + kernel_block);
        return;
    }
    T const u0 = u[0], u1 = u[1], u2 = u[2], u3 = u[3];
    T const v0 = v[0], v1 = v[1], v2 = v[2], v3 = v[3];
    T const *l0 = l, *l1 = l + ldl, *l2 = l + 2 * ldl, *l3 = l + 3 * ldl;
    T* __restrict x = u + kernel_block;
    T* __restrict y = v + kernel_block;
    if constexpr (!is_complex_v<T>) {
        for_vectors<T>(len, [&](int64_t i, auto w) {
            using V = Lanes<T, decltype(w)::value>;
            V xi = load_lanes<V>(x + i), yi = load_lanes<V>(y + i);
            V const a0 = load_lanes<V>(l0 + i), a1 = load_lanes<V>(l1 + i);
            V const a2 = load_lanes<V>(l2 + i), a3 = load_lanes<V>(l3 + i);
            xi -= a0 * u0;
            yi -= a0 * v0;
            xi -= a1 * u1;
            yi -= a1 * v1;
            xi -= a2 * u2;
            yi -= a2 * v2;
            xi -= a3 * u3;
            yi -= a3 * v3;
            store_lanes(x + i, xi);
            store_lanes(y + i, yi);
        });
        return;
    }
    for (int64_t i = 0; i < len; ++i) {
        T xi = x[i], yi = y[i];
        T const a0 = l0[i], a1 = l1[i], a2 = l2[i], a3 = l3[i];
        xi -= mul(a0, u0);
        yi -= mul(a0, v0);
        xi -= mul(a1, u1);
        yi -= mul(a1, v1);
        xi -= mul(a2, u2);
        yi -= mul(a2, v2);
        xi -= mul(a3, u3);
        yi -= mul(a3, v3);
        x[i] = xi;
        y[i] = yi;
    }
}

/**
 * LU with partial pivoting (LAPACK's getf2) of the m x n column-major a, right-looking, with
 * the trailing updates delayed by blocks of kernel_block columns: factor a block's columns
 * (updating only the block), then for each column on its right finish its rows in the block
 * (unit lower solve) and apply the block's updates below at once. Every entry gets exactly the
 * operations of the unblocked algorithm in the same order (bitwise the same results where the
 * ISA has no FMA); row interchanges are applied to whole rows at once, which commutes with the
 * pending updates.
 * Returns the first j (1-based) with U(j, j) exactly zero, and continues past it.
 */
template <typename T>
int64_t getf2(int64_t m, int64_t n, T* __restrict a, int64_t lda, int64_t* ipiv)
{
    int64_t info = 0;
    int64_t const k = std::min(m, n);
    for (int64_t j0 = 0; j0 < k; j0 += kernel_block) {
        int64_t const j1 = std::min(k, j0 + kernel_block);
        for (int64_t j = j0; j < j1; ++j) {
            T* const col = a + j * lda;
            int64_t const p = j + iamax(m - j, col + j, 1);
            ipiv[j] = p + 1;
            if (col[p] != T(0)) {
                if (p != j)
                    for (int64_t c = 0; c < n; ++c) std::swap(a[j + c * lda], a[p + c * lda]);
                divide_by_pivot(m - j - 1, col[j], col + j + 1, 1);
            }
            else if (info == 0) {
                info = j + 1;
            }
            for (int64_t c = j + 1; c < j1; ++c)  // the rest of the block only
                apply_column_updates(m - j - 1, 1, col + j + 1, lda, a + j + c * lda,
                                     a + j + 1 + c * lda);
        }
        int64_t c = j1;
        if (j1 - j0 == kernel_block) {
            // Full block: the columns on the right in pairs, which share the loads of L.
            for (; c + 1 < n; c += 2) {
                finish_rows_of_block(a + j0 + j0 * lda, lda, a + j0 + c * lda);
                finish_rows_of_block(a + j0 + j0 * lda, lda, a + j0 + (c + 1) * lda);
                apply_column_pair_updates(m - j1, a + j1 + j0 * lda, lda, a + j0 + c * lda,
                                          a + j0 + (c + 1) * lda);
            }
        }
        for (; c < n; ++c) {
            T* const dst = a + c * lda;
            // U(j0:j1, c) = L(j0:j1, j0:j1)^-1 A(j0:j1, c), unit lower, zero entries skipped.
            for (int64_t p = j0; p < j1; ++p) {
                T const u = dst[p];
                if (u == T(0)) continue;
                for (int64_t q = p + 1; q < j1; ++q) dst[q] -= mul(a[q + p * lda], u);
            }
            apply_column_updates(m - j1, j1 - j0, a + j1 + j0 * lda, lda, dst + j0, dst + j1);
        }
    }
    return info;
}


/**
 * x(i, 0 : NV vectors) -= sum over p < 4 of l(i, p) u(p, 0 : NV vectors) for rows i = 0 ..
 * rows - 1 of x (row stride ld), l(i, p) = l[i ld + p], u(p, :) = u + p ld, in the order p = 0,
 * 1, 2, 3 (one FMA each, as the unblocked algorithm's rank-1 updates; two for complex): the
 * four rows of U stay in registers for all rows of x.
 */
template <typename T, int NV>
[[gnu::always_inline]] inline void update_rows_by_four(int64_t rows, T const* __restrict l,
                                                       T const* __restrict u, T* __restrict x,
                                                       int64_t ld)
{
    using R = real_type<T>;
    constexpr int L = lanes<R>;
    using V = Vector<R>;
    R const* const ur = reals(u);
    int64_t const ldr = ld * reals_of<T>;
    if constexpr (!is_complex_v<T>) {
        V u0[NV], u1[NV], u2[NV], u3[NV];
#pragma GCC unroll 4
        for (int v = 0; v < NV; ++v) {
            u0[v] = load<V>(ur + v * L);
            u1[v] = load<V>(ur + ldr + v * L);
            u2[v] = load<V>(ur + 2 * ldr + v * L);
            u3[v] = load<V>(ur + 3 * ldr + v * L);
        }
        for (int64_t i = 0; i < rows; ++i) {
            T const* const li = l + i * ld;
            R* const xi = reals(x + i * ld);
            T const b0 = li[0], b1 = li[1], b2 = li[2], b3 = li[3];
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v) {
                V y = load<V>(xi + v * L);
                y -= u0[v] * b0;
                y -= u1[v] * b1;
                y -= u2[v] * b2;
                y -= u3[v] * b3;
                store(xi + v * L, y);
            }
        }
    }
    else {
        // u times l(i, p) = u l.re + s l.im with s = (-u.im, u.re) pairs, kept with u: two FMAs
        // with broadcasts of l's parts, no permutes a row.
        V sign;
#pragma GCC unroll 16
        for (int e = 0; e < L; ++e) sign[e] = e % 2 == 0 ? R(-1) : R(1);
        V u_[4][NV], s_[4][NV];
#pragma GCC unroll 4
        for (int p = 0; p < 4; ++p)
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v) {
                u_[p][v] = load<V>(ur + p * ldr + v * L);
                s_[p][v] = pair_swapped<L>(u_[p][v]) * sign;
            }
        for (int64_t i = 0; i < rows; ++i) {
            R const* const li = reals(l + i * ld);
            R* const xi = reals(x + i * ld);
#pragma GCC unroll 4
            for (int v = 0; v < NV; ++v) {
                V y = load<V>(xi + v * L);
#pragma GCC unroll 4
                for (int p = 0; p < 4; ++p) {
                    y -= u_[p][v] * li[2 * p];
                    y -= s_[p][v] * li[2 * p + 1];
                }
                store(xi + v * L, y);
            }
        }
    }
}

/**
 * LU with partial pivoting (LAPACK's getf2) of an m x n matrix stored by rows: entry (i, c) at
 * a[i * ld + c], with ld >= n + max(lanes / reals_of<T> - 1, kernel_block - 1) (a row's last
 * vector, or the four entries of the last block, may reach past column n - 1 into padding,
 * which is updated with what it holds: keep it finite). Rows are contiguous, so a row
 * interchange is a few vector swaps, where the column-major getf2 swaps an element per column
 * with a stride, a large share of its time; a block's four columns are one vector per
 * row (the block's steps a pass over its rows each), and the trailing update after each block
 * keeps the block's rows of U in registers for every row below. The pivot search runs down a
 * column, with a stride. Every entry gets the operations of getf2 in the same order; where a
 * row of U holds a zero the unblocked algorithm skips its update (reference ger), which differs
 * from applying it only if the multiplier is infinite or NaN, so blocks whose multipliers are
 * not all finite take the element-wise path.
 */
template <typename T>
int64_t getf2_rows(int64_t m, int64_t n, T* __restrict a, int64_t ld, int64_t* ipiv)
{
    using R = real_type<T>;
    constexpr int W = reals_of<T>;
    constexpr int L = lanes<R>;
    using V = Vector<R>;
    int64_t info = 0;
    int64_t const k = std::min(m, n);
    auto at = [a, ld](int64_t i, int64_t c) -> T& { return a[i * ld + c]; };
    constexpr int BL = kernel_block * W;  // reals of a block's row
    using V4 = Vector<R, BL>;
    using Mask = decltype(V4{} < V4{});
    V4 entry_index;  // the block column of each real
    Mask is_real;    // the real parts' lanes
#pragma GCC unroll 8
    for (int e = 0; e < BL; ++e) {
        entry_index[e] = R(e / W);
        is_real[e] = e % W == 0 ? -1 : 0;
    }
    for (int64_t j0 = 0; j0 < k; j0 += kernel_block) {
        int64_t const j1 = std::min(k, j0 + kernel_block);
        for (int64_t j = j0; j < j1; ++j) {
            int64_t const p = j + iamax(m - j, &at(j, j), ld);
            ipiv[j] = p + 1;
            T const pivot = at(p, j);
            if (pivot != T(0)) {
                if (p != j) {
                    R* const rj = reals(&at(j, 0));
                    R* const rp = reals(&at(p, 0));
                    for_vectors<R>(n * W, [&](int64_t c, auto w) {
                        using X = Lanes<R, decltype(w)::value>;
                        X const x = load_lanes<X>(rj + c), y = load_lanes<X>(rp + c);
                        store_lanes(rj + c, y);
                        store_lanes(rp + c, x);
                    });
                }
            }
            else if (info == 0) {
                info = j + 1;
            }
            // Rows below, the block's four entries a vector: scale column j (by the
            // reciprocal unless the pivot is below the safe minimum, not at all if it is zero:
            // divide_by_pivot), then a(i, c) -= l(i, j) u(j, c) for the block's columns c > j
            // where u(j, c) is not zero (the unblocked algorithm's rank-1 update skips those).
            bool const scale = pivot != T(0);
            bool const by_reciprocal = std::abs(pivot) >= std::numeric_limits<R>::min();
            T const reciprocal = T(1) / pivot;
            R const jj = R(j - j0);
            V4 const u = load<V4>(reals(&at(j, j0)));
            Mask nonzero = u != R(0);
            if constexpr (W == 2) nonzero |= pair_swapped<BL>(nonzero);
            Mask const update = entry_index > jj && entry_index < R(j1 - j0) && nonzero;
            Mask const is_j = entry_index == jj;
            for (int64_t i = j + 1; i < m; ++i) {
                T* const x_at = &at(i, j0);
                V4 x = load<V4>(reals(x_at));
                T l = x_at[j - j0];
                if (scale) l = by_reciprocal ? mul(l, reciprocal) : l / pivot;
                x = update ? x - times<T, BL>(u, l) : x;
                V4 lv;
                if constexpr (W == 2)
                    lv = is_real ? V4{} + l.real() : V4{} + l.imag();
                else
                    lv = V4{} + l;
                x = is_j ? lv : x;
                store(reals(x_at), x);
            }
        }
        // Whether the block's entries below its first row are all finite (x 0 is 0 for finite
        // x, else NaN): four sums, apart from the rows' loop, whose one sum's latency bound it.
        V4 zeros[4] = {};
        int64_t i = j0 + 1;
        for (; i + 4 <= m; i += 4)
#pragma GCC unroll 4
            for (int q = 0; q < 4; ++q) zeros[q] += load<V4>(reals(&at(i + q, j0))) * R(0);
        for (; i < m; ++i) zeros[0] += load<V4>(reals(&at(i, j0))) * R(0);
        V4 const all = (zeros[0] + zeros[1]) + (zeros[2] + zeros[3]);
        bool finite = true;
#pragma GCC unroll 8
        for (int e = 0; e < BL; ++e) finite = finite & (all[e] == R(0));
        int64_t const width = n - j1;
        if (width <= 0) continue;
        int64_t const vectors = (width * W + L - 1) / L;
        if (finite && j1 - j0 == kernel_block) {
            // Rows j0 + 1 .. j1 - 1 of U: the unit lower solve with the block's L, a vector
            // of all three rows at a time (straight-line: the vectors' chains overlap).
            R* const r0 = reals(&at(j0, j1));
            R* const r1 = reals(&at(j0 + 1, j1));
            R* const r2 = reals(&at(j0 + 2, j1));
            R* const r3 = reals(&at(j0 + 3, j1));
            T const l10 = at(j0 + 1, j0), l20 = at(j0 + 2, j0), l21 = at(j0 + 2, j0 + 1);
            T const l30 = at(j0 + 3, j0), l31 = at(j0 + 3, j0 + 1), l32 = at(j0 + 3, j0 + 2);
            for (int64_t v = 0; v < vectors * L; v += L) {
                V const y0 = load<V>(r0 + v);
                V const y1 = load<V>(r1 + v) - times<T, L>(y0, l10);
                V y2 = load<V>(r2 + v) - times<T, L>(y0, l20);
                y2 -= times<T, L>(y1, l21);
                V y3 = load<V>(r3 + v) - times<T, L>(y0, l30);
                y3 -= times<T, L>(y1, l31);
                y3 -= times<T, L>(y2, l32);
                store(r1 + v, y1);
                store(r2 + v, y2);
                store(r3 + v, y3);
            }
            // Rows j1 .. m - 1: the block's four rank-1 updates at once, chunk by chunk.
            int64_t const rows = m - j1;
            T const* const l = &at(j1, j0);
            // Complex: U's rows twice (as they are and swapped), so half the vectors.
            constexpr int chunk = rows_chunk_vectors / W;
            for (int64_t v = 0; v < vectors; v += chunk) {
                T const* const u = &at(j0, j1) + v * L / W;
                T* const x = &at(j1, j1) + v * L / W;
                with_vectors<chunk>(
                    vectors - v, [&](auto nv) __attribute__((always_inline)) {
                        update_rows_by_four<T, decltype(nv)::value>(rows, l, u, x, ld);
                    });
            }
            continue;
        }
        // Element by element, as the unblocked algorithm: a zero u(p, c) skips its update.
        for (int64_t p = j0; p < j1; ++p)
            for (int64_t i = p + 1; i < m; ++i) {
                T const l = at(i, p);
                T* const ri = &at(i, 0);
                T const* const rp = &at(p, 0);
                for (int64_t c = j1; c < n; ++c)
                    if (rp[c] != T(0)) ri[c] -= mul(l, rp[c]);
            }
    }
    return info;
}


/**
 * getf2 of the m x n a (column-major, or by rows if row_major; leading dimension lda) through
 * a buffer by rows for getf2_rows (the thread's, kept for the next call): rows padded with
 * zeros, a column-major matrix transposed on the way in and out.
 */
template <typename T>
int64_t getf2_by_rows(int64_t m, int64_t n, T* a, int64_t lda, bool row_major, int64_t* ipiv)
{
    constexpr int L = lanes<real_type<T>> / reals_of<T>;  // entries a vector
    int64_t const ld = n + std::max(L - 1, int(kernel_block) - 1);
    T* const buf = thread_buffer<T>(m * ld);
    for (int64_t i = 0; i < m; ++i) std::fill(buf + i * ld + n, buf + (i + 1) * ld, T(0));
    if (row_major)
        for (int64_t i = 0; i < m; ++i) std::copy(a + i * lda, a + i * lda + n, buf + i * ld);
    else
        transpose_copy(m, n, a, lda, buf, ld);
    int64_t const info = getf2_rows(m, n, buf, ld, ipiv);
    if (row_major)
        for (int64_t i = 0; i < m; ++i) std::copy(buf + i * ld, buf + i * ld + n, a + i * lda);
    else
        transpose_copy(n, m, buf, ld, a, lda);
    return info;
}

/**
 * getf2 of an N x N matrix (ld N) with N a compile-time constant: every loop has a fixed trip
 * count, so the whole factorization unrolls into straight-line code with constant offsets. Same
 * operations, in the same order, as getf2 (pivot choice, scaling, zero skipping).
 */
template <typename T, int N>
int64_t getf2_fixed(T* __restrict a, int64_t* ipiv)
{
    using R = real_type<T>;
    int64_t info = 0;
#pragma GCC unroll 16
    for (int j = 0; j < N; ++j) {
        T* const col = a + j * N;
        int p = j;
        R best = abs1(col[j]);
#pragma GCC unroll 16
        for (int i = j + 1; i < N; ++i) {  // i?amax, branch-free: a NaN never compares greater
            R const v = abs1(col[i]);
            bool const greater = v > best;
            best = greater ? v : best;
            p = greater ? i : p;
        }
        ipiv[j] = p + 1;
        if (col[p] != T(0)) {
            if (p != j) {
#pragma GCC unroll 16
                for (int c = 0; c < N; ++c) std::swap(a[j + c * N], a[p + c * N]);
            }
            divide_by_pivot(N - j - 1, col[j], col + j + 1, 1);
        }
        else if (info == 0) {
            info = j + 1;
        }
#pragma GCC unroll 16
        for (int c = j + 1; c < N; ++c) {
            T* const dst = a + c * N;
            T const u = dst[j];
            if (u == T(0)) continue;
#pragma GCC unroll 16
            for (int i = j + 1; i < N; ++i) dst[i] -= mul(col[i], u);
        }
    }
    return info;
}

template <typename T, int... Ns>
FusedLapackKernels<T> make_kernels(std::integer_sequence<int, Ns...>)
{
    int64_t (*rows)(int64_t, int64_t, T*, int64_t, bool, int64_t*) = nullptr;
    // A row of a block of kernel_block columns is one vector: not for double and complex types
    // on SSE2, complex double on AVX2.
    if constexpr (vector_bytes >= kernel_block * sizeof(T)) rows = &getf2_by_rows<T>;
    return FusedLapackKernels<T>{&getf2<T>,
                                 {nullptr, &getf2_fixed<T, Ns + 1>...},
                                 rows,
                                 &potf2_lower<T>,
                                 &potrf_by_blocks<T>,
                                 &iamax<T>,
                                 &divide_by_pivot<T>};
}

}  // namespace

template <typename T>
FusedLapackKernels<T> const& fused_lapack_kernels()
{
    static FusedLapackKernels<T> const kernels =
        make_kernels<T>(std::make_integer_sequence<int, int(fused_lapack_fixed_max_n)>());
    return kernels;
}

template FusedLapackKernels<float> const& fused_lapack_kernels<float>();
template FusedLapackKernels<double> const& fused_lapack_kernels<double>();
template FusedLapackKernels<std::complex<float>> const& fused_lapack_kernels<std::complex<float>>();
template FusedLapackKernels<std::complex<double>> const&
fused_lapack_kernels<std::complex<double>>();

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
