// SPDX-License-Identifier: BSD-3-Clause
/**
 * Row interchanges (LAPACK's laswp) of a matrix in global memory, for the launches that do
 * nothing else (RowSwaps, SolveSetup).
 *
 * Column-major: the swaps of a window of 32 consecutive pivots compose into one permutation of
 * at most 64 rows (the window's 32 and up to 32 others a pivot names), which each warp works out
 * in registers by shuffles and then applies column by column, a lane per row. A column's loads
 * are independent of each other and the window's are contiguous, where swapping in order chains
 * every load behind the previous swap's stores. Row-major rows are contiguous already: a thread
 * per column swaps in order (team_swap_rows).
 */
#pragma once

#include "cuda/device/lapack_team.cuh"

namespace batchblas::cuda {

/** A window's permutation as a warp holds it: row j0 + lane receives the content of row `top`;
 *  row `other` (-1: none) receives that of row `other_from`. */
struct WindowPermutation {
    int top, other, other_from;
};

/** The composition of the swaps of rows j0 + i with ipiv[j0 + i] - 1, i < count (count <= 32),
 *  in order or in reverse; called by a whole warp. */
__device__ inline WindowPermutation window_permutation(int64_t const* ipiv, int j0, int count,
                                                       bool reverse)
{
    int const lane = int(threadIdx.x) % 32;
    int const pivot = lane < count ? int(ipiv[j0 + lane]) - 1 : j0 + lane;
    WindowPermutation w{j0 + lane, -1, -1};
    int others = 0;
    for (int s = 0; s < count; ++s) {
        int const i = reverse ? count - 1 - s : s;
        int const p = __shfl_sync(~0u, pivot, i);
        if (p == j0 + i) continue;
        int const from_i = __shfl_sync(~0u, w.top, i);
        if (p >= j0 && p < j0 + 32) {
            int const k = p - j0;
            int const from_k = __shfl_sync(~0u, w.top, k);
            if (lane == i) w.top = from_k;
            if (lane == k) w.top = from_i;
        }
        else {
            // Each swap names at most one row outside the window: 32 slots suffice.
            unsigned const found = __ballot_sync(~0u, w.other == p);
            int const slot = found != 0 ? __ffs(int(found)) - 1 : others++;
            if (found == 0 && lane == slot) {
                w.other = p;
                w.other_from = p;
            }
            int const from_slot = __shfl_sync(~0u, w.other_from, slot);
            if (lane == i) w.top = from_slot;
            if (lane == slot) w.other_from = from_i;
        }
    }
    return w;
}

/** Applies a window's permutation to columns first, first + step, ... of b (column-major), a
 *  lane per row; rows whose content stays are not touched. */
template <typename T>
__device__ void apply_window(Mat<T> b, WindowPermutation const& w, int j0, int first, int step,
                             int columns)
{
    constexpr int unroll = 4;  // independent loads in flight per lane
    int const lane = int(threadIdx.x) % 32;
    bool const move_top = w.top != j0 + lane;
    bool const move_other = w.other >= 0 && w.other_from != w.other;
    for (int c0 = first; c0 < columns; c0 += unroll * step) {
        T top[unroll], other[unroll];
#pragma unroll
        for (int u = 0; u < unroll; ++u) {
            int const c = c0 + u * step;
            if (c >= columns) break;
            if (move_top) top[u] = b(w.top, c);
            if (move_other) other[u] = b(w.other_from, c);
        }
        __syncwarp();  // every load of these columns before any store to them
#pragma unroll
        for (int u = 0; u < unroll; ++u) {
            int const c = c0 + u * step;
            if (c >= columns) break;
            if (move_top) b(j0 + lane, c) = top[u];
            if (move_other) b(w.other, c) = other[u];
        }
    }
}

/** Row interchanges of b (n x nrhs rows) by ipiv (1-based) in order, or in reverse order when
 *  `reverse`; ends with a team sync. Each warp takes its own columns, so the warps never wait
 *  for each other between windows. */
template <bool Warp, typename T>
__device__ void team_swap_rows_global(Team<Warp> t, Mat<T> b, int n, int nrhs,
                                      int64_t const* ipiv, bool reverse)
{
    if (b.rs != 1 || t.size < 32) {
        team_swap_rows(t, b, n, nrhs, ipiv, reverse);
        return;
    }
    int const warps = t.size / 32, warp = t.rank / 32;
    if (warp < warps) {  // a partial last warp (none in today's launches) stays out of shuffles
        int const windows = (n + 31) / 32;
        for (int s = 0; s < windows; ++s) {
            int const j0 = (reverse ? windows - 1 - s : s) * 32;
            int const count = n - j0 < 32 ? n - j0 : 32;
            WindowPermutation const w = window_permutation(ipiv, j0, count, reverse);
            apply_window(b, w, j0, warp, warps, nrhs);
        }
    }
    t.sync();
}

}  // namespace batchblas::cuda
