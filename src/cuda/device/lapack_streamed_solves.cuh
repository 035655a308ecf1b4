// SPDX-License-Identifier: BSD-3-Clause
/**
 * Triangular solves with few right-hand sides, a warp a problem, the factor streamed from global
 * memory: the right-hand sides sit in registers (row s * 32 + lane in slot s of its lane, S
 * slots), and each step reads one column or one row of the factor, whichever the layout stores
 * contiguously, so that the warp's loads are coalesced:
 *  - column j of op(M) (the axpy form): lane j's slot finishes x_j, the others take it by a
 *    shuffle and subtract their multiple of it;
 *  - row j of op(M) (the dot form): each lane sums its rows' products with the x already solved,
 *    a butterfly adds the lanes' sums, and lane j's slot finishes x_j.
 * Used by getrs and potrs past a warp's order (lapack_kernels.cuh), where the Level 3 trsm would
 * give each problem's column to a single lane. Every branch depends on the problem only, so the
 * warp never diverges around a shuffle.
 */
#pragma once

#include <cstdint>

#include "cuda/device/lapack_registers.cuh"
#include "cuda/device/lapack_team.cuh"
#include "cuda/device/scalar.hh"

namespace batchblas::cuda {

/**
 * Solves op(M) X = B in place for the n x n triangle that makes op(M) lower (`Lower`) or upper,
 * unit diagonal when `unit`; op: 0 M, 1 M^T, 2 M^H. b[k][s]: column k (k < columns) of X, row
 * s * 32 + lane. column_major: M's columns are contiguous.
 */
template <bool Lower, typename T, int S, int K>
__device__ void warp_streamed_solve(Mat<T> a, T (&b)[K][S], int lane, int n, int columns,
                                    bool unit, int op, bool column_major)
{
    constexpr bool lower = Lower;
    bool const conj = op == 2;
    // op(M)(i, j) as stored.
    auto const element = [&](int i, int j) { return conj_if(conj, op == 0 ? a(i, j) : a(j, i)); };
    bool const axpy = (op == 0) == column_major;  // column j of op(M) is contiguous
#pragma unroll
    for (int step_slot = 0; step_slot < S; ++step_slot) {
        int const slot = lower ? step_slot : S - 1 - step_slot;
        for (int l = 0; l < 32; ++l) {
            int const owner = lower ? l : 31 - l;
            int const j = slot * 32 + owner;
            if (j >= n) continue;
            T const d = unit ? one<T>() : element(j, j);
            if (axpy) {
#pragma unroll
                for (int k = 0; k < K; ++k) {
                    if (k >= columns) break;
                    if (lane == owner && !unit) b[k][slot] = divide(b[k][slot], d);
                }
                T x[K];
#pragma unroll
                for (int k = 0; k < K; ++k) {
                    if (k >= columns) break;
                    x[k] = shuffle<32>(b[k][slot], owner);
                }
#pragma unroll
                for (int s = 0; s < S; ++s) {
                    int const i = s * 32 + lane;
                    if (i >= n || (lower ? i <= j : i >= j)) continue;
                    T const m = element(i, j);
#pragma unroll
                    for (int k = 0; k < K; ++k) {
                        if (k >= columns) break;
                        b[k][s] = b[k][s] - m * x[k];
                    }
                }
            }
            else {
                T sum[K];
#pragma unroll
                for (int k = 0; k < K; ++k) sum[k] = zero<T>();
#pragma unroll
                for (int s = 0; s < S; ++s) {
                    int const i = s * 32 + lane;
                    if (i >= n || (lower ? i >= j : i <= j)) continue;
                    T const m = element(j, i);
#pragma unroll
                    for (int k = 0; k < K; ++k) {
                        if (k >= columns) break;
                        sum[k] = sum[k] + m * b[k][s];
                    }
                }
#pragma unroll
                for (int k = 0; k < K; ++k) {
                    if (k >= columns) break;
                    T const total = segment_sum<32>(sum[k]);
                    if (lane == owner) {
                        T const v = b[k][slot] - total;
                        b[k][slot] = unit ? v : divide(v, d);
                    }
                }
            }
        }
    }
}

}  // namespace batchblas::cuda
