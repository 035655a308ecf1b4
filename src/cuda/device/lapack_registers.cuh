// SPDX-License-Identifier: BSD-3-Clause
/**
 * LU, Cholesky and QR of a matrix of at most N <= 32 rows and columns in registers, N lanes of a
 * warp a matrix (32 / N matrices a warp): lane i holds row i (N elements, indexed only by
 * unrolled loops so that they stay in registers), and the row a step needs from another lane
 * arrives by shuffles. No shared memory and no synchronisation beyond the shuffles themselves.
 *
 * Row interchanges are not moved: each lane keeps the position its row has in the permuted
 * matrix (`pos`), the pivot search runs over the lanes not yet chosen, and the rows are stored
 * at their final positions at the end. The pivots written are LAPACK's: ipiv[j] is the
 * position, at step j, of the row chosen, which LAPACK would swap with row j.
 */
#pragma once

#include <cstdint>

#include "cuda/device/lapack_team.cuh"
#include "cuda/device/scalar.hh"

namespace batchblas::cuda {

constexpr unsigned full_warp = 0xffffffffu;

/**
 * A segment of W lanes (W divides 32) that holds one matrix: several small matrices share a
 * warp. Every lane of the warp runs every step of the routines below, whatever its segment's
 * matrix (the shuffles need the whole warp); a step a segment does not need changes nothing.
 */
template <int W>
struct Segment {
    int lane;  ///< the lane within the segment
    int base;  ///< the segment's first lane in the warp

    /** This segment's bits of a warp-wide ballot. */
    __device__ __forceinline__ unsigned bits(unsigned ballot) const
    {
        if constexpr (W == 32)
            return ballot;
        else
            return (ballot >> base) & ((1u << W) - 1u);
    }
};

template <int W, typename T>
__device__ __forceinline__ T shuffle(T x, int lane)
{
    if constexpr (complex_v<T>)
        return T{__shfl_sync(full_warp, x.re, lane, W), __shfl_sync(full_warp, x.im, lane, W)};
    else
        return __shfl_sync(full_warp, x, lane, W);
}

/** The segment lane whose `pos` is `position` among its first m lanes, or 0 if none. */
template <int W>
__device__ __forceinline__ int lane_at(Segment<W> s, int pos, int position, int m)
{
    unsigned const hit = s.bits(__ballot_sync(full_warp, s.lane < m && pos == position));
    return hit != 0 ? __ffs(int(hit)) - 1 : 0;
}

/**
 * The pivot lane of a whole warp (N = 32): the candidate whose entry x has the largest abs1 (a
 * NaN loses to every number, as in the butterfly of register_getrf), the lowest position pos
 * among equals; the same on every lane. Non-negative floating-point values order as their bit
 * patterns, so three warp reductions (two for 32-bit reals) and a ballot stand for the five
 * shuffle levels of the butterfly.
 */
template <typename T>
__device__ __forceinline__ int warp_pivot_lane(bool candidate, T x, int pos)
{
    using R = real_of<T>;
    R const v = abs1(x);
    bool const number = candidate && v == v;
    bool best;
    if constexpr (sizeof(R) == 8) {
        // 0 below every number: a NaN or a lane that is no candidate.
        uint64_t const bits =
            number ? uint64_t(__double_as_longlong(double(v))) + 1u : uint64_t(0);
        unsigned const high = unsigned(bits >> 32), low = unsigned(bits);
        unsigned const top_high = __reduce_max_sync(full_warp, high);
        unsigned const top_low = __reduce_max_sync(full_warp, high == top_high ? low : 0u);
        best = high == top_high && low == top_low;
    }
    else {
        unsigned const bits = number ? __float_as_uint(float(v)) + 1u : 0u;
        best = bits == __reduce_max_sync(full_warp, bits);
    }
    unsigned const key = best && candidate ? unsigned(pos) : UINT32_MAX;
    unsigned const first = __reduce_min_sync(full_warp, key);
    return __ffs(int(__ballot_sync(full_warp, key == first))) - 1;
}

/**
 * LU of the m x n matrix held in r (segment lane i: row i), m, n <= N = W, with partial
 * pivoting (ipiv written by lane 0) or without. Returns LAPACK's info. On return the lane's row
 * belongs at position pos.
 */
template <typename T, int N>
__device__ int register_getrf(T (&r)[N], int& pos, Segment<N> s, int m, int n, bool pivot,
                              int64_t* ipiv)
{
    using R = real_of<T>;
    int const lane = s.lane;
    int info = 0;
    int const steps = m < n ? m : n;
    pos = lane;
#pragma unroll
    for (int j = 0; j < N; ++j) {
        bool const step = j < steps;
        bool const candidate = step && lane < m && pos >= j;
        int const at_j = lane_at(s, pos, j, m);
        int chosen = at_j;
        if constexpr (N == 32) {
            if (pivot) chosen = warp_pivot_lane(candidate, r[j], pos);
        }
        else if (pivot) {
            R best = R(-1);
            int key = INT32_MAX;
            if (candidate) {
                R const v = abs1(r[j]);
                best = v == v ? v : R(-1);  // NaN never wins over a number
                key = pos;
            }
            chosen = lane;
#pragma unroll
            for (int offset = N / 2; offset > 0; offset >>= 1) {
                R const v = __shfl_xor_sync(full_warp, best, offset, N);
                int const k = __shfl_xor_sync(full_warp, key, offset, N);
                int const l = __shfl_xor_sync(full_warp, chosen, offset, N);
                if (beats(v, k, best, key)) {
                    best = v;
                    key = k;
                    chosen = l;
                }
            }
        }
        int const position = __shfl_sync(full_warp, pos, chosen, N);
        T const piv = shuffle<N>(r[j], chosen);
        bool const nonzero = !is_zero(piv);
        if (step) {
            if (pivot && lane == 0) ipiv[j] = position + 1;
            if (lane == at_j) pos = position;  // the row at j moves to the pivot's place
            if (lane == chosen) pos = j;
            if (!nonzero && info == 0) info = j + 1;
        }
        bool const active = step && lane < m && pos > j;
        T l = r[j];
        if (active && nonzero) {
            l = l * reciprocal(piv);
            r[j] = l;
        }
#pragma unroll
        for (int c = j + 1; c < N; ++c) {
            T const u = shuffle<N>(r[c], chosen);
            if (active && c < n) r[c] = r[c] - l * u;
        }
    }
    return info;
}

/**
 * Cholesky factor L of the lower triangle held in r (segment lane i: row i, entries 0..i),
 * n <= N = W. Returns LAPACK's info; nothing changes after the first failing minor.
 */
template <typename T, int N>
__device__ int register_potrf(T (&r)[N], Segment<N> s, int n)
{
    using R = real_of<T>;
    int const lane = s.lane;
    int info = 0;
#pragma unroll
    for (int j = 0; j < N; ++j) {
        bool go = j < n && info == 0;
        T const diagonal = shuffle<N>(r[j], j);
        R d;
        if constexpr (complex_v<T>)
            d = diagonal.re;
        else
            d = diagonal;
        if (go && !(d > R(0))) {
            info = j + 1;
            go = false;
        }
        d = go ? sqrt(d) : R(1);
        if (go && lane == j) r[j] = scalar_from<T>(d);
        if (go && lane > j) r[j] = scale_by(r[j], R(1) / d);
#pragma unroll
        for (int c = j + 1; c < N; ++c) {
            T const lcj = shuffle<N>(r[j], c);
            if (go && lane >= c && lane < n) r[c] = r[c] - r[j] * conjugate(lcj);
        }
    }
    return info;
}

/** The sum (Max = false) or the maximum (Max = true) of v over the segment, the same value on
 *  every lane: the xor butterfly pairs lanes whose operands are equal up to order, and both
 *  operations are commutative. */
template <bool Max, int N, typename R>
__device__ __forceinline__ R segment_reduce(R v)
{
#pragma unroll
    for (int offset = N / 2; offset > 0; offset >>= 1) {
        R const w = __shfl_xor_sync(full_warp, v, offset, N);
        v = Max ? fmax(v, w) : v + w;
    }
    return v;
}

/** The complex or real sum of v over the segment, the same value on every lane. */
template <int N, typename T>
__device__ __forceinline__ T segment_sum(T v)
{
    if constexpr (complex_v<T>)
        return T{segment_reduce<false, N>(v.re), segment_reduce<false, N>(v.im)};
    else
        return segment_reduce<false, N>(v);
}

/**
 * Householder QR of the m x n matrix held in r (segment lane i: row i), m, n <= N = W, as
 * team_geqrf computes it (LAPACK geqr2: reflectors below the diagonal, R on and above it, tau
 * written by lane 0). Each reduction over the rows is a butterfly in the segment.
 */
template <typename T, int N>
__device__ void register_geqrf(T (&r)[N], Segment<N> s, int m, int n, T* tau)
{
    using R = real_of<T>;
    int const lane = s.lane;
    int const steps = m < n ? m : n;
#pragma unroll
    for (int j = 0; j < N; ++j) {
        bool const step = j < steps;
        bool const below = step && lane > j && lane < m;
        R const big = segment_reduce<true, N>(below ? abs1(r[j]) : R(0));
        R const s_big = big > R(0) ? R(1) / big : R(0);
        R const sum = segment_reduce<false, N>(below ? abs2(scale_by(r[j], s_big)) : R(0));
        R const xnorm = big > R(0) ? big * sqrt(sum) : R(0);
        Reflector<T> h = reflector(shuffle<N>(r[j], j), xnorm);
        bool const reflect = step && h.reflect;
        if (!step) h.tau = zero<T>();
        if (step && lane == 0) tau[j] = h.tau;
        if (step && lane == j) r[j] = h.beta;
        if (reflect && below) r[j] = r[j] * h.scale;
        // A(j:m, j+1:n) = H^H A(j:m, j+1:n): per column c, w = v^H a(:, c), a -= conj(tau) v w.
        T const ct = conjugate(h.tau);
        T const v = lane == j ? one<T>() : r[j];
        bool const in_reflector = reflect && lane >= j && lane < m;
#pragma unroll
        for (int c = j + 1; c < N; ++c) {
            T const w = segment_sum<N>(in_reflector ? conjugate(v) * r[c] : zero<T>());
            if (in_reflector && c < n) r[c] = r[c] - v * (ct * w);
        }
    }
}

}  // namespace batchblas::cuda
