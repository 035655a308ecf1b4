// SPDX-License-Identifier: BSD-3-Clause
/**
 * LU and Cholesky of a matrix of at most N <= 32 rows and columns in one warp's registers: lane
 * i holds row i (N elements, indexed only by unrolled loops so that they stay in registers),
 * and the row a step needs from another lane arrives by shuffles. No shared memory and no
 * synchronisation beyond the shuffles themselves.
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

template <typename T>
__device__ __forceinline__ T shuffle(T x, int lane)
{
    if constexpr (complex_v<T>)
        return T{__shfl_sync(full_warp, x.re, lane), __shfl_sync(full_warp, x.im, lane)};
    else
        return __shfl_sync(full_warp, x, lane);
}

/** The lane whose `pos` is `position` among the first m lanes (one exists while position < m). */
__device__ __forceinline__ int lane_at(int pos, int position, int lane, int m)
{
    unsigned const hit = __ballot_sync(full_warp, lane < m && pos == position);
    return __ffs(int(hit)) - 1;
}

/**
 * LU of the m x n matrix held in r (lane i: row i), with partial pivoting (ipiv written by
 * lane 0) or without. Returns LAPACK's info. On return lane i's row belongs at position pos.
 */
template <typename T, int N>
__device__ int register_getrf(T (&r)[N], int& pos, int lane, int m, int n, bool pivot,
                              int64_t* ipiv)
{
    using R = real_of<T>;
    int info = 0;
    int const steps = m < n ? m : n;
    pos = lane;
#pragma unroll
    for (int j = 0; j < N; ++j) {
        if (j >= steps) break;
        bool const candidate = lane < m && pos >= j;
        int chosen;
        if (pivot) {
            R best = R(-1);
            int key = INT32_MAX;
            if (candidate) {
                R const v = abs1(r[j]);
                best = v == v ? v : R(-1);  // NaN never wins over a number
                key = pos;
            }
            chosen = lane;
            for (int offset = 16; offset > 0; offset >>= 1) {
                R const v = __shfl_xor_sync(full_warp, best, offset);
                int const k = __shfl_xor_sync(full_warp, key, offset);
                int const l = __shfl_xor_sync(full_warp, chosen, offset);
                if (beats(v, k, best, key)) {
                    best = v;
                    key = k;
                    chosen = l;
                }
            }
        }
        else {
            chosen = lane_at(pos, j, lane, m);
        }
        int const at_j = lane_at(pos, j, lane, m);
        int const position = __shfl_sync(full_warp, pos, chosen);
        T const piv = shuffle(r[j], chosen);
        if (pivot && lane == 0) ipiv[j] = position + 1;
        if (lane == at_j) pos = position;  // the row at j moves to the pivot's place
        if (lane == chosen) pos = j;
        bool const nonzero = !is_zero(piv);
        if (!nonzero && info == 0) info = j + 1;
        bool const active = lane < m && pos > j;
        T l = r[j];
        if (active && nonzero) {
            l = l * reciprocal(piv);
            r[j] = l;
        }
#pragma unroll
        for (int c = j + 1; c < N; ++c) {
            if (c >= n) break;
            T const u = shuffle(r[c], chosen);
            if (active) r[c] = r[c] - l * u;
        }
    }
    return info;
}

/**
 * Cholesky factor L of the lower triangle held in r (lane i: row i, entries 0..i), n <= N.
 * Returns LAPACK's info; the factorization stops at the first failing minor.
 */
template <typename T, int N>
__device__ int register_potrf(T (&r)[N], int lane, int n)
{
    using R = real_of<T>;
#pragma unroll
    for (int j = 0; j < N; ++j) {
        if (j >= n) break;
        T const diagonal = shuffle(r[j], j);
        R d;
        if constexpr (complex_v<T>)
            d = diagonal.re;
        else
            d = diagonal;
        if (!(d > R(0))) return j + 1;
        d = sqrt(d);
        if (lane == j) r[j] = scalar_from<T>(d);
        if (lane > j) r[j] = scale_by(r[j], R(1) / d);
#pragma unroll
        for (int c = j + 1; c < N; ++c) {
            if (c >= n) break;
            T const lcj = shuffle(r[j], c);
            if (lane >= c && lane < n) r[c] = r[c] - r[j] * conjugate(lcj);
        }
    }
    return 0;
}

}  // namespace batchblas::cuda
