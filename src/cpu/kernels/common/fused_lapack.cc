// SPDX-License-Identifier: BSD-3-Clause
/**
 * The fused-path LAPACK kernels of one ISA (contract: cpu/kernels/fused_lapack.hh): LAPACK's
 * getf2 and potf2 with their trailing updates delayed by blocks of four columns (an entry stays
 * in a register across four updates), getf2 of orders up to 8 as straight-line code, and the
 * unblocked triangular solves with their factors; LU also by rows (getf2_by_rows: contiguous
 * row interchanges, trailing updates along rows, U's rows held in registers); Cholesky also
 * left-looking by blocks of four columns (potrf_by_blocks: the updates from every column on
 * the left summed in registers).
 * Compiled once per ISA (src/CMakeLists.txt); cpu/drivers/lapack.cc loads and stores
 * the buffers and calls these through the active ISA's table.
 */
#include "cpu/kernels/fused_lapack.hh"

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/scalar.hh"
#include "cpu/kernels/common/vector.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace {

using core::abs1;
using core::conj_if;
using core::mul;
using core::real_part;
using core::times_real;

/**
 * body(i, width) over i = 0 .. len - 1 for a real type R: whole vectors of the ISA, then the
 * rest in one vector each of half, a quarter, ... as many lanes, down to one. GCC's own
 * vectorization of these column loops leaves up to lanes - 1 entries to a scalar loop, which on
 * the short columns of a fused factorization (16 entries on average at n = 32) cost more than
 * the vector part.
 */
template <typename R, typename Body>
[[gnu::always_inline]] inline void for_vectors(int64_t len, Body&& body)
{
    constexpr int L = lanes<R>;
    int64_t i = 0;
    for (; i + L <= len; i += L) body(i, std::integral_constant<int, L>{});
    if constexpr (L >= 8)
        if (len - i >= L / 2) {
            body(i, std::integral_constant<int, L / 2>{});
            i += L / 2;
        }
    if constexpr (L >= 16)
        if (len - i >= L / 4) {
            body(i, std::integral_constant<int, L / 4>{});
            i += L / 4;
        }
    if constexpr (L >= 4)
        if (len - i >= 2) {
            body(i, std::integral_constant<int, 2>{});
            i += 2;
        }
    if (len - i >= 1) body(i, std::integral_constant<int, 1>{});
}

/** Vectors of W lanes of R (W = 1: R itself; loads and stores go through memcpy, so the
 *  vector type's alignment does not matter). */
template <typename R, int W>
struct LanesOf {
    using type = Vector<R, W>;
};
template <typename R>
struct LanesOf<R, 1> {
    using type = R;
};
template <typename R, int W>
using Lanes = typename LanesOf<R, W>::type;

template <typename V, typename R>
inline V load_lanes(R const* p)
{
    if constexpr (std::is_same_v<V, R>) return *p;
    else return load<V>(p);
}

template <typename V, typename R>
inline void store_lanes(R* p, V v)
{
    if constexpr (std::is_same_v<V, R>) *p = v;
    else store(p, v);
}

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

/** Columns whose updates the unblocked kernels delay and apply together (see getf2). */
constexpr int64_t kernel_block = 4;

/**
 * dst(0:len) -= sum over p of l_p(0:len) u_p, p = 0..count-1 in this order, l_p = l + p*ldl:
 * the delayed rank-1 updates of one column. Each entry sees the same operations in the same
 * order as under rank-1 updates one at a time (a product and its subtraction one FMA where the
 * ISA has it); a full block keeps the entry in a register across its updates. A zero u_p skips
 * its update, as reference ger.
 */
template <typename T>
void apply_column_updates(int64_t len, int64_t count, T const* __restrict l, int64_t ldl,
                          T const* u, T* __restrict dst)
{
    if (count == kernel_block && u[0] != T(0) && u[1] != T(0) && u[2] != T(0) && u[3] != T(0)) {
        T const u0 = u[0], u1 = u[1], u2 = u[2], u3 = u[3];
        T const *l0 = l, *l1 = l + ldl, *l2 = l + 2 * ldl, *l3 = l + 3 * ldl;
        if constexpr (!is_complex_v<T>) {
            for_vectors<T>(len, [&](int64_t i, auto w) {
                using V = Lanes<T, decltype(w)::value>;
                V x = load_lanes<V>(dst + i);
                x -= load_lanes<V>(l0 + i) * u0;
                x -= load_lanes<V>(l1 + i) * u1;
                x -= load_lanes<V>(l2 + i) * u2;
                x -= load_lanes<V>(l3 + i) * u3;
                store_lanes(dst + i, x);
            });
            return;
        }
        for (int64_t i = 0; i < len; ++i) {
            T x = dst[i];
            x -= mul(l0[i], u0);
            x -= mul(l1[i], u1);
            x -= mul(l2[i], u2);
            x -= mul(l3[i], u3);
            dst[i] = x;
        }
        return;
    }
    for (int64_t p = 0; p < count; ++p) {
        T const up = u[p];
        if (up == T(0)) continue;
        T const* const lp = l + p * ldl;
        if constexpr (!is_complex_v<T>) {
            for_vectors<T>(len, [&](int64_t i, auto w) {
                using V = Lanes<T, decltype(w)::value>;
                store_lanes(dst + i, load_lanes<V>(dst + i) - load_lanes<V>(lp + i) * up);
            });
        }
        else {
            for (int64_t i = 0; i < len; ++i) dst[i] -= mul(lp[i], up);
        }
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
 * Vectors of U's rows a trailing update of getf2_rows holds in registers: four rows of this
 * many vectors, with the rows being updated, fit AVX-512's 32 registers (16 + 4 broadcasts +
 * the row's vectors) and AVX2's 16 with two.
 */
constexpr int rows_chunk_vectors = vector_bytes == 64 ? 4 : 2;

/**
 * body(std::integral_constant<int, NV>) for NV = min(vectors, Chunk) (1 <= Chunk <= 4): a
 * chunk's count of vectors, known at run time, as the compile-time count of the kernels that
 * keep that many vectors in registers.
 */
template <int Chunk, typename Body>
[[gnu::always_inline]] inline void with_vectors(int64_t vectors, Body&& body)
{
    switch (std::min<int64_t>(Chunk, vectors)) {
        case 1:
            body(std::integral_constant<int, 1>{});
            break;
        case 2:
            if constexpr (Chunk >= 2) body(std::integral_constant<int, 2>{});
            break;
        case 3:
            if constexpr (Chunk >= 3) body(std::integral_constant<int, 3>{});
            break;
        default:
            if constexpr (Chunk >= 4) body(std::integral_constant<int, 4>{});
            break;
    }
}

/** Reals a T: 2 for complex types. */
template <typename T>
constexpr int reals_of = is_complex_v<T> ? 2 : 1;

/** The reals (real, imaginary) of T's, as an array. */
template <typename T>
real_type<T>* reals(T* x)
{
    return reinterpret_cast<real_type<T>*>(x);
}
template <typename T>
real_type<T> const* reals(T const* x)
{
    return reinterpret_cast<real_type<T> const*>(x);
}

/** v times the T x, lane by lane: v holds T's as reals (real, imaginary pairs if complex). */
template <typename T, int Lanes, typename V>
[[gnu::always_inline]] inline V times(V v, T x)
{
    if constexpr (is_complex_v<T>)
        return times_complex<Lanes>(v, x.real(), x.imag());
    else
        return v * x;
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
 * dst(i, j) = src(j, i) for the rows x cols dst (row stride ldd) and the cols x rows src (row
 * stride lds): square blocks of a vector's lanes transposed in registers, the edges entry by
 * entry.
 */
template <typename R>
void transpose_copy(int64_t rows, int64_t cols, R const* __restrict src, int64_t lds,
                    R* __restrict dst, int64_t ldd)
{
    if constexpr (is_complex_v<R>) {  // entry by entry
        for (int64_t i = 0; i < rows; ++i)
            for (int64_t j = 0; j < cols; ++j) dst[i * ldd + j] = src[j * lds + i];
    }
    else {
        constexpr int L = lanes<R>;
        using V = Vector<R>;
        int64_t const rows_full = rows / L * L, cols_full = cols / L * L;
        for (int64_t i0 = 0; i0 < rows_full; i0 += L)
            for (int64_t j0 = 0; j0 < cols_full; j0 += L) {
                alignas(64)
                    V block[L];  // aligned: transpose_square may assume the natural alignment
#pragma GCC unroll 16
                for (int r = 0; r < L; ++r) block[r] = load<V>(src + (j0 + r) * lds + i0);
                transpose_square<R, V, L>(block);
#pragma GCC unroll 16
                for (int r = 0; r < L; ++r) store(dst + (i0 + r) * ldd + j0, block[r]);
            }
        for (int64_t i = 0; i < rows; ++i)
            for (int64_t j = i < rows_full ? cols_full : 0; j < cols; ++j)
                dst[i * ldd + j] = src[j * lds + i];
    }
}

/**
 * The calling thread's buffer of at least `count` T's, kept for its next call: up to
 * fused_lapack_blocks_bytes, more than a stack should be asked for.
 */
template <typename T>
T* thread_buffer(int64_t count)
{
    thread_local std::vector<T> storage;
    if (storage.size() < size_t(count)) storage.resize(size_t(count));
    return storage.data();
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

// ------------------------------------------------------------------------------ Cholesky

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
    if (by_columns) {
        for (int64_t j = 0; j < n; ++j)
            std::copy(a + j + j * lda, a + n + j * lda, buf + j + j * ld);
    }
    else {
        for (int64_t j0 = 0; j0 < n; j0 += E) {
            int64_t const j1 = std::min(n, j0 + E);
            diagonal_block(j0, j1, true);
            transpose_copy(j1 - j0, n - j1, a + j1 * lda + j0, lda, buf + j0 * ld + j1, ld);
        }
    }
    if (upper)
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = j; i < n; ++i) buf[i + j * ld] = conj_if(buf[i + j * ld]);
    int64_t const info = potrf_blocks_lower(n, buf, ld);
    if (upper)
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = j; i < n; ++i) buf[i + j * ld] = conj_if(buf[i + j * ld]);
    if (by_columns) {
        for (int64_t j = 0; j < n; ++j)
            std::copy(buf + j + j * ld, buf + n + j * ld, a + j + j * lda);
    }
    else {
        for (int64_t j0 = 0; j0 < n; j0 += E) {
            int64_t const j1 = std::min(n, j0 + E);
            diagonal_block(j0, j1, false);
            transpose_copy(n - j1, j1 - j0, buf + j0 * ld + j1, ld, a + j1 * lda + j0, lda);
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
