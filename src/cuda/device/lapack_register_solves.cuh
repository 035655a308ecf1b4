// SPDX-License-Identifier: BSD-3-Clause
/**
 * Triangular solves and row permutations with a factor held in registers, N <= 32 lanes a
 * matrix (lapack_registers.cuh's layout): the lane at position `pos` holds row pos of the
 * factor M (r[c] = M(pos, c)) and row pos of a chunk of K right-hand-side columns (b[k]). Used
 * by the register kernels of getrs, gesv, getri, potrs and posv.
 *
 * Two forms, by where the step's multipliers sit:
 *  - solves with M itself (lower or upper): at step j lane j finishes x_j, which the others
 *    take by a shuffle, and every later row takes its own multiplier M(pos, j);
 *  - solves with op(M) = M^T or M^H: op(M)(j, k) = M(k, j) sits in lane k, so step j sums
 *    M(k, j) x_k over the lanes k already solved (a butterfly in the segment) and lane j
 *    finishes x_j.
 * Every lane of the warp runs every step (the shuffles need the whole warp); `active` says
 * whether this lane's segment takes part, so that segments of one warp may run different
 * solves in turn. Diagonals divide as multiplications by the lane's own reciprocal, computed
 * once a problem.
 */
#pragma once

#include <cstdint>

#include "cuda/device/lapack_registers.cuh"
#include "cuda/device/lapack_team.cuh"
#include "cuda/device/scalar.hh"

namespace batchblas::cuda {

/**
 * Solves M X = B in place for the n x n triangle of M that `Lower` selects (unit diagonal when
 * `unit`, M conjugated when `conj`), rows at their lanes' positions. inv: 1 / M(pos, pos), the
 * lane's own diagonal; columns: how many of the K columns are live in the warp (the others are
 * skipped, the same on every lane).
 */
template <bool Lower, typename T, int N, int K>
__device__ void register_solve(T const (&r)[N], T inv, T (&b)[K], Segment<N> s, int pos, int n,
                               int columns, bool active, bool unit, bool conj)
{
    T const scale = conj_if(conj, inv);
#pragma unroll
    for (int step = 0; step < N; ++step) {
        int const j = Lower ? step : N - 1 - step;
        bool const live = active && j < n;
        int const owner = lane_at(s, pos, j, n);
        bool const solves_j = live && pos == j;
        bool const updates = live && pos < n && (Lower ? pos > j : pos < j);
        T const m = conj_if(conj, r[j]);
#pragma unroll
        for (int k = 0; k < K; ++k) {
            if (k >= columns) break;
            if (solves_j && !unit) b[k] = b[k] * scale;
            T const x = shuffle<N>(b[k], owner);
            if (updates) b[k] = b[k] - m * x;
        }
    }
}

/**
 * Solves op(M) X = B in place, op(M) = M^T (M^H when `conj`), where op(M) is lower when
 * `Lower` (M upper) and upper otherwise (M lower); unit diagonal when `unit`. inv and columns
 * as for register_solve.
 */
template <bool Lower, typename T, int N, int K>
__device__ void register_solve_transposed(T const (&r)[N], T inv, T (&b)[K], Segment<N> s,
                                          int pos, int n, int columns, bool active, bool unit,
                                          bool conj)
{
    T const scale = conj_if(conj, inv);
#pragma unroll
    for (int step = 0; step < N; ++step) {
        int const j = Lower ? step : N - 1 - step;
        bool const live = active && j < n;
        bool const solved = live && pos < n && (Lower ? pos < j : pos > j);
        bool const solves_j = live && pos == j;
        T const m = conj_if(conj, r[j]);
#pragma unroll
        for (int k = 0; k < K; ++k) {
            if (k >= columns) break;
            T const sum = segment_sum<N>(solved ? m * b[k] : zero<T>());
            if (solves_j) b[k] = unit ? b[k] - sum : (b[k] - sum) * scale;
        }
    }
}

/** 1 / M(pos, pos) for the lane's row of M in r (1 past the matrix). */
template <typename T, int N>
__device__ __forceinline__ T inverse_diagonal(T const (&r)[N], int pos, int n)
{
    T d = one<T>();
#pragma unroll
    for (int c = 0; c < N; ++c)
        if (c == pos && c < n) d = r[c];
    return reciprocal(d);
}

/**
 * The row of B that LAPACK's forward interchanges (laswp with ipiv[0..n), 1-based) bring to
 * row `row`; pivot_of_lane is ipiv[lane] - 1 on lanes below n. Pivots outside [0, n) are taken
 * as no interchange, so that no row outside the matrix is ever read or written.
 */
template <int N>
__device__ __forceinline__ int row_after_interchanges(int row, int pivot_of_lane, int n)
{
    int at = row;
#pragma unroll
    for (int step = 0; step < N; ++step) {
        int const j = N - 1 - step;
        int p = __shfl_sync(full_warp, pivot_of_lane, j, N);
        if (j >= n || p < 0 || p >= n) p = j;
        at = at == j ? p : at == p ? j : at;
    }
    return at;
}

}  // namespace batchblas::cuda
