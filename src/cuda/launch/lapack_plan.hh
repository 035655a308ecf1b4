// SPDX-License-Identifier: BSD-3-Clause
/**
 * The launch plan of a LAPACK batch on the GPU: which team class takes a problem (a warp, a
 * block with the matrix in shared memory, a block working in global memory) and the shape of
 * one launch of a class, sized for its largest problem. The limits come from the tile table
 * (cuda/config/sm90.hh). Used by the host-described launcher (lapack.cc), which sorts each
 * problem into its class, and the device-described one (vbatched_lapack.cc), which plans from
 * the maxima.
 */
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>

#include "cuda/config/sm90.hh"
#include "cuda/device/lapack_problem.hh"

namespace batchblas::cuda {

/** Team classes, by the problem's larger dimension: warps, row blocks (the factorizations
 *  with the matrix in the registers of a block), block teams with the matrix in shared memory
 *  (three classes, so that each launch's slice is sized near its problems), block teams in
 *  global memory. */
enum class TeamClass : int { Warp, Rows, Shared64, Shared128, SharedLarge, Global };
constexpr int team_class_count = 6;

/** The launch order of the classes: the most work first. */
constexpr TeamClass team_classes_by_cost[team_class_count] = {
    TeamClass::Global, TeamClass::SharedLarge, TeamClass::Shared128,
    TeamClass::Rows,   TeamClass::Shared64,    TeamClass::Warp};

/** The rows and columns of a problem's matrix A (m x n for the general routines). */
struct LapackDims {
    int rows, cols, rhs;  // rhs: the panel's columns (nrhs; getri: n), 0 without a panel
};

inline LapackDims lapack_dims(LapackRoutine r, LapackParams const& q)
{
    bool const general =
        r == LapackRoutine::Getrf || r == LapackRoutine::GetrfNoPivot || r == LapackRoutine::Geqrf;
    int const rhs = r == LapackRoutine::RowSwaps || r == LapackRoutine::SolveSetup ? q.nrhs
                    : !has_panel(r)              ? 0
                    : r == LapackRoutine::Getri  ? q.n
                                                 : q.nrhs;
    return general ? LapackDims{q.m, q.n, 0} : LapackDims{q.n, q.n, rhs};
}

/** Whether the problem references nothing (LAPACK quick returns). */
inline bool lapack_is_empty(LapackRoutine r, LapackDims const& d)
{
    if (r == LapackRoutine::SolveSetup) return false;  // every problem's entries are written
    if (d.rows <= 0 || d.cols <= 0) return true;
    return (r == LapackRoutine::Getrs || r == LapackRoutine::Potrs ||
            r == LapackRoutine::RowSwaps) &&
           d.rhs <= 0;
}

/** Shared-memory elements of one team for a problem of dims d with a panel of `width`
 *  right-hand-side columns. */
inline size_t lapack_team_elements(LapackRoutine r, LapackDims const& d, int width)
{
    size_t const a = size_t(smem_ld(d.rows)) * size_t(d.cols);
    return has_panel(r) ? a + size_t(smem_ld(d.cols)) * size_t(std::max(width, 1)) : a;
}

/** The widest panel (at most `cap` columns, at least one) that fits `budget` elements beside
 *  the matrix, or 0 when not even one column fits. */
inline int lapack_panel_width(LapackRoutine r, LapackDims const& d, size_t budget, int cap)
{
    size_t const a = size_t(smem_ld(d.rows)) * size_t(d.cols);
    if (!has_panel(r)) return a <= budget ? 1 : 0;
    if (a >= budget) return 0;
    size_t const room = (budget - a) / size_t(smem_ld(d.cols));
    return int(std::min<size_t>(room, size_t(std::clamp(d.rhs, 1, cap))));
}

/** Whether the warp class of the routine runs the register kernels (lapack_registers.cuh,
 *  lapack_register_solves.cuh): every routine but the solves' helper launches. */
inline bool takes_registers(LapackRoutine r)
{
    return r != LapackRoutine::RowSwaps && r != LapackRoutine::SolveSetup;
}

/** A row block (lapack_rows.cuh): row slots (a multiple of 32) and column parts of
 *  lapack_rows_columns elements. */
struct RowBlockShape {
    int slots, parts;
    int threads() const { return slots * parts; }
};

template <typename D>
inline RowBlockShape row_block_shape(LapackDims const& d)
{
    int const columns = lapack_rows_columns(sizeof(D));
    return RowBlockShape{(d.rows + 31) / 32 * 32, (d.cols + columns - 1) / columns};
}

/** Whether a launch of problems of at most dims d runs in row blocks. */
template <typename D>
inline bool fits_row_block(LapackRoutine r, LapackDims const& d)
{
    return factors_only(r) && row_block_shape<D>(d).threads() <= lapack_rows_threads;
}

template <typename D>
inline TeamClass lapack_team_class(LapackRoutine r, LapackDims const& d)
{
    if (r == LapackRoutine::RowSwaps || r == LapackRoutine::SolveSetup)
        return TeamClass::Global;  // B in place, nothing staged
    int const largest = std::max(d.rows, d.cols);
    if (largest <= lapack_warp_max) return TeamClass::Warp;
    if (fits_row_block<D>(r, d)) return TeamClass::Rows;
    size_t const budget = lapack_smem_budget / sizeof(D);
    if (lapack_panel_width(r, d, budget, lapack_block_panel) == 0) return TeamClass::Global;
    return largest <= 64    ? TeamClass::Shared64
           : largest <= 128 ? TeamClass::Shared128
                            : TeamClass::SharedLarge;
}

/** Whether a getrf or getrfnp batch (r) of at most rows x cols runs blocked (lapack_blocked.cc):
 *  more columns than a panel, and an order from lapack_blocked_lu_from on or one no row block
 *  holds. Orders past 32 bits stay with the unblocked launch, which reports them. */
template <typename D>
inline bool lu_runs_blocked(LapackRoutine r, int64_t rows, int64_t cols)
{
    if (rows > int64_t(INT32_MAX) || cols > int64_t(INT32_MAX)) return false;
    if (cols <= lapack_blocked_lu_panel) return false;
    if (std::max(rows, cols) >= lapack_blocked_lu_from) return true;
    TeamClass const c = lapack_team_class<D>(r, LapackDims{int(rows), int(cols), 0});
    return c != TeamClass::Warp && c != TeamClass::Rows;
}

/** Whether a potrf batch of largest order n (one uplo for all) runs blocked: past a diagonal
 *  block, and from lapack_blocked_cholesky_from on or past the row blocks. */
template <typename D>
inline bool cholesky_runs_blocked(int64_t n)
{
    if (n > int64_t(INT32_MAX) || n <= lapack_blocked_cholesky_panel) return false;
    if (n >= lapack_blocked_cholesky_from) return true;
    TeamClass const c = lapack_team_class<D>(LapackRoutine::Potrf, LapackDims{int(n), int(n), 0});
    return c != TeamClass::Warp && c != TeamClass::Rows;
}

/** The ordering key of a problem: the binary exponent of its cost. */
inline uint8_t lapack_cost_bin(LapackDims const& d)
{
    double const cost =
        double(d.rows) * double(d.cols) * double(std::min(d.rows, d.cols) + d.rhs + 1);
    return uint8_t(std::clamp(std::ilogb(std::max(cost, 1.0)), 0, 63));
}

/** One launch's shape. */
struct LapackLaunch {
    int threads;
    int64_t stride;  // shared-memory elements of the team (0: it works in global memory)
};

template <typename D>
inline LapackLaunch lapack_shape(TeamClass c, LapackRoutine r, LapackDims const& largest)
{
    switch (c) {
        case TeamClass::Warp:  // the register kernels take every routine of the class
        case TeamClass::Rows:  // a launch whose largest dims, from two problems, overflow a block
        case TeamClass::Shared64:
        case TeamClass::Shared128:
        case TeamClass::SharedLarge: {
            size_t const budget = lapack_smem_budget / sizeof(D);
            int const width = lapack_panel_width(r, largest, budget, lapack_block_panel);
            if (width > 0)
                return LapackLaunch{lapack_block_threads(std::max(largest.rows, largest.cols)),
                                    int64_t(lapack_team_elements(r, largest, width))};
            // The class's largest rows and columns come from different problems and do not
            // fit together: the class works in global memory.
            [[fallthrough]];
        }
        case TeamClass::Global:
        default:
            return LapackLaunch{lapack_block_threads(std::max(largest.rows, largest.cols)), 0};
    }
}

}  // namespace batchblas::cuda
