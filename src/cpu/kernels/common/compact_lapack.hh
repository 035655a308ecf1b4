// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact layout's factorizations over the elements of compact_lanes.hh: left-looking
 * Cholesky, LU without pivoting, and LU with partial pivoting (each lane pivots on its own
 * matrix, as LAPACK's getf2).
 */
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include "cpu/kernels/common/compact_lanes.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact {

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

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact
