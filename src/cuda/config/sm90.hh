// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tile table of sm_90 (H100, H200): every tile shape and threshold of the GPU kernels, one
 * named value each, with its reason; the measurements are in docs/design-notes/gpu.md (and the
 * sweeps of src/cuda/tune). The size classes (cuda/device/size_class.hh), the launchers and the
 * kernels read their shapes and limits from here only.
 *
 * A shape: bm x bn output tile, bk the depth of one step; `units` independent work units per
 * thread block (one warp each when > 1); `stages` shared-memory buffers for the operand tiles;
 * `min_blocks` the register cap of __launch_bounds__; fma_dx x fma_dy threads share a tile on
 * CUDA cores (float_dx x float_dy for float), mma_wm x mma_wn warps on FP64 tensor cores.
 * Optional members (tiles.hh's traits): fragments, inside_copies, nn_dmma, tn_min_blocks,
 * c_runs, c_group.
 */
#pragma once

#include <cstddef>
#include <type_traits>

#include "cuda/device/scalar.hh"
#include "cuda/device/tiles.hh"

namespace batchblas::cuda {

// ------------------------------------------------------------------- size-class limits

/// Largest output extent and depth of the packed classes: above, the Tiny class's tensor-core
/// tiles keep closer to the bandwidth roofline (docs/design-notes/gpu.md, packed classes).
inline constexpr int packed_max = 8;

/// Largest triangle of the tiny trsm kernels: complex double keeps 64 right-hand-side entries
/// a lane only by spilling (docs/design-notes/gpu.md, tiny trsm).
template <typename D>
inline constexpr int tiny_trsm_max = std::is_same_v<D, Complex<double>> ? 32 : 64;

/// trmm / trsm strips: one warp per strip up to this many right-hand-side columns, or up to
/// tri_warp_max_rows rows; block strips beyond (docs/design-notes/gpu.md, triangular).
inline constexpr int tri_warp_max_cols = 32;
inline constexpr int tri_warp_max_rows = 64;

// ------------------------------------------------------------------- register-staged tiles

/// The register-staged gemm-like kernels (every routine and type), one shape per size class:
/// the tile sides are the size classes' limits (docs/design-notes/gpu.md, size classes).
template <GemmTile>
struct GemmShape;
template <>
struct GemmShape<GemmTile::Tiny> {
    static constexpr int bm = 16, bn = 16, bk = 8, units = 4, stages = 1, min_blocks = 1;
    static constexpr int fma_dx = 8, fma_dy = 4, float_dx = 8, float_dy = 4;
    static constexpr int mma_wm = 1, mma_wn = 1;
};
template <>
struct GemmShape<GemmTile::Small> {
    static constexpr int bm = 32, bn = 32, bk = 32, units = 1, stages = 2, min_blocks = 1;
    static constexpr int fma_dx = 16, fma_dy = 8, float_dx = 8, float_dy = 8;
    static constexpr int mma_wm = 2, mma_wn = 2;
};
template <>
struct GemmShape<GemmTile::Large> {
    static constexpr int bm = 64, bn = 64, bk = 16, units = 1, stages = 2, min_blocks = 1;
    static constexpr int fma_dx = 16, fma_dy = 16, float_dx = 8, float_dy = 8;
    static constexpr int mma_wm = 2, mma_wn = 2;
};

/** How many of a thread's COUNT accumulators the register-staged gemm-like epilogue reads C for
 *  before it stores any of them: all (docs/design-notes/gpu.md, epilogue). */
template <typename T, GemmTile TILE, int COUNT>
inline constexpr int staged_c_group = COUNT;

// ------------------------------------------------------------------- double cp.async tiles

/// Double gemm on the cp.async pipeline (NN, TN, NT, TT share the shapes): 32 x 32 x 16 on four
/// warps, the sweep's best at the memory-bound sizes (docs/design-notes/gpu.md, double tiles).
template <GemmTile>
struct AsyncShape;
template <>
struct AsyncShape<GemmTile::Tiny> {
    static constexpr int bm = 16, bn = 16, bk = 8, units = 4, stages = 2, min_blocks = 1;
    static constexpr int mma_wm = 1, mma_wn = 1;
    static constexpr int fma_dx = 8, fma_dy = 4, float_dx = 8, float_dy = 4;  // unused
};
template <>
struct AsyncShape<GemmTile::Small> {
    static constexpr int bm = 32, bn = 32, bk = 16, units = 1, stages = 2, min_blocks = 4;
    static constexpr int mma_wm = 2, mma_wn = 2;
    static constexpr int fma_dx = 16, fma_dy = 8, float_dx = 8, float_dy = 8;  // unused
};
template <>
struct AsyncShape<GemmTile::Large> {
    static constexpr int bm = 32, bn = 32, bk = 16, units = 1, stages = 3, min_blocks = 1;
    static constexpr int mma_wm = 2, mma_wn = 2;
    static constexpr int fma_dx = 16, fma_dy = 8, float_dx = 8, float_dy = 8;  // unused
};
/// Double's Large launches above async_huge_above: 64 x 64 x 16, 32 x 32 warp tiles, three
/// blocks an SM, C in 16-byte row pairs (docs/design-notes/gpu.md, double tiles).
template <>
struct AsyncShape<GemmTile::Huge> {
    static constexpr int bm = 64, bn = 64, bk = 16, units = 1, stages = 3, min_blocks = 3;
    static constexpr int mma_wm = 2, mma_wn = 2;
    static constexpr bool c_runs = true;
    static constexpr int fma_dx = 16, fma_dy = 16, float_dx = 8, float_dy = 8;  // unused
};
/// Double's Huge launches above async_wide_above: 128 x 64 x 16, 64 x 32 warp tiles, two blocks
/// an SM, untested interior copies, NN on the 16x8x16 MMA (docs/design-notes/gpu.md, wide tile).
struct AsyncWideShape {
    static constexpr int bm = 128, bn = 64, bk = 16, units = 1, stages = 3, min_blocks = 2;
    static constexpr int mma_wm = 2, mma_wn = 2;
    static constexpr int c_group = 32;
    static constexpr bool inside_copies = true, c_runs = true;
    static constexpr int nn_dmma = 16816;  // NN's MMA shape (async_nn_dmma)
    static constexpr int fma_dx = 16, fma_dy = 16, float_dx = 8, float_dy = 8;  // unused
};
/// Largest extent of a double launch on AsyncShape<Huge>: above, half of a wide tile stays
/// empty no more (docs/design-notes/gpu.md, wide tile).
inline constexpr int async_wide_above = 64;

// ------------------------------------------------------------------- float cp.async tiles

/// Float gemm on the cp.async pipeline (FloatVecEngine): AsyncShape's output tiles for the
/// classes the host tiles, register caps that avoid spilling most (docs/design-notes/gpu.md,
/// float tiles).
template <GemmTile>
struct FloatAsyncShape;
template <>
struct FloatAsyncShape<GemmTile::Tiny> {
    static constexpr int bm = 16, bn = 16, bk = 8, units = 4, stages = 2, min_blocks = 1;
    static constexpr int float_dx = 4, float_dy = 8;
};
template <>
struct FloatAsyncShape<GemmTile::Small> {
    static constexpr int bm = 32, bn = 32, bk = 16, units = 1, stages = 2, min_blocks = 10;
    static constexpr int float_dx = 8, float_dy = 8;
};
template <>
struct FloatAsyncShape<GemmTile::Large> {
    static constexpr int bm = 32, bn = 32, bk = 16, units = 1, stages = 3, min_blocks = 8;
    static constexpr int float_dx = 8, float_dy = 8;
};
/// 128 x 64 on three blocks an SM (TN on two), C element by element in 16-byte runs of four
/// rows; kept for tuning builds: every launch above float_big_above takes FloatBigShape
/// (docs/design-notes/gpu.md, float tiles).
template <>
struct FloatAsyncShape<GemmTile::Huge> {
    static constexpr int bm = 128, bn = 64, bk = 16, units = 1, stages = 3, min_blocks = 3;
    static constexpr int tn_min_blocks = 2;
    static constexpr int float_dx = 16, float_dy = 16;
    static constexpr int c_group = 1;
    static constexpr bool c_runs = true;
};
/// Float's launches above float_big_above: 128 x 128 tiles on 256 threads, two blocks an SM,
/// 16-deep steps in every operand form (docs/design-notes/gpu.md, float big tile).
struct FloatBigShape {
    static constexpr int bm = 128, bn = 128;
    static constexpr int threads = 256, units = 1, min_blocks = 2;
    static constexpr int bk_of(bool, bool) { return 16; }
};
/// Largest extent of a float launch that keeps FloatAsyncShape<Huge>: none since the big tile
/// (tuning builds read BATCHBLAS_FLOAT_BIG_ABOVE; docs/design-notes/gpu.md, float big tile).
inline constexpr int float_big_above = 96;
/// Float's Small class with a transposed operand runs the register-staged kernel, faster there
/// than the cp.async one's element copies (docs/design-notes/gpu.md, float tiles).
inline constexpr bool float_small_transposed_staged = true;
/// syrk / herk of type T on the cp.async kernels (the tiles across the diagonal keep to the
/// triangle): off for both. Double's gained nothing in the blocked Cholesky's trailing updates;
/// float's gained 10-20 % there, but its epilogue cost float gemm's cp.async kernels spills and
/// the leaner one is not yet measured (docs/design-notes/gpu.md, rank-k updates).
template <typename T>
inline constexpr bool async_rank_k = false;

// ------------------------------------------------------------------- launch thresholds

/// Largest extent of a Large-class cp.async launch on the Large tile: above, double takes
/// AsyncShape<Huge> (fewer shared loads an MMA) and float its big tiles
/// (docs/design-notes/gpu.md, huge tiles).
template <typename T>
inline constexpr int async_huge_above = std::is_same_v<T, double> ? 48 : 96;

/// The largest extent up to which a Large-class cp.async launch keeps its first tile: a
/// device-described batch gives the Large problems on each side a bucket of their own
/// (docs/design-notes/gpu.md, size buckets); 0 for types without these kernels.
template <typename T>
inline constexpr int async_large_split = std::is_same_v<T, double>  ? async_wide_above
                                         : std::is_same_v<T, float> ? float_big_above
                                                                    : 0;

/** The cp.async kernels' tile shape of class TILE for T. The host tiles Tiny, Small and Large
 *  launches with AsyncShape's output tiles, which float's share. */
template <typename T, GemmTile TILE>
using AsyncShapeOf =
    std::conditional_t<std::is_same_v<T, float>, FloatAsyncShape<TILE>, AsyncShape<TILE>>;
static_assert(FloatAsyncShape<GemmTile::Tiny>::bm == AsyncShape<GemmTile::Tiny>::bm &&
                  FloatAsyncShape<GemmTile::Small>::bm == AsyncShape<GemmTile::Small>::bm &&
                  FloatAsyncShape<GemmTile::Large>::bm == AsyncShape<GemmTile::Large>::bm &&
                  FloatAsyncShape<GemmTile::Tiny>::bn == AsyncShape<GemmTile::Tiny>::bn &&
                  FloatAsyncShape<GemmTile::Small>::bn == AsyncShape<GemmTile::Small>::bn &&
                  FloatAsyncShape<GemmTile::Large>::bn == AsyncShape<GemmTile::Large>::bn,
              "the host tiles float and double async launches alike");

// ------------------------------------------------------------------- triangular tiles

/// Warp strips: 32 x 32 diagonal blocks (a lane per row in the solve), four strips a block
/// (docs/design-notes/gpu.md, triangular).
template <TriTile>
struct TriShape;
template <>
struct TriShape<TriTile::Warp> {
    static constexpr int bm = 32, bn = 16, bk = 16, units = 4, stages = 1;
    static constexpr int async_stages = 2, async_dmma = 884;  // unused (staged products)
    static constexpr bool column_solve = false;  // a lane per row (TriUnit::solve_block)
    static constexpr int min_blocks = 1;
    static constexpr int fma_dx = 8, fma_dy = 4, float_dx = 8, float_dy = 4;
    static constexpr int vec_dx = 8, vec_dy = 4;  // unused (TriUnit::float_vec)
    static constexpr int mma_wm = 1, mma_wn = 1;
};
/// Block strips: a thread per right-hand side, cp.async products three stages deep in double
/// and float, four blocks an SM (docs/design-notes/gpu.md, triangular).
template <>
struct TriShape<TriTile::Block> {
    static constexpr int bm = 32, bn = 64, bk = 16, units = 1, stages = 2, async_stages = 3;
    static constexpr int async_dmma = 884;      // the cp.async strips' FP64 MMA (DmmaShape)
    static constexpr bool column_solve = true;  // a thread per right-hand side (TriUnit)
    static constexpr int min_blocks = 4;        // double's and float's register cap (TriUnit)
    // Double's and float's launches of one operand form take the cp.async products (TriUnit
    // with PATH other than Staged; launch_triangular).
    static constexpr bool async_products = true;
    static constexpr int fma_dx = 16, fma_dy = 8, float_dx = 16, float_dy = 8;
    static constexpr int vec_dx = 8, vec_dy = 16;  // float's FloatVecEngine (TriUnit)
    static constexpr int mma_wm = 1, mma_wn = 4;
};

// ------------------------------------------------------------------- LAPACK teams

/// The register kernels take problems of at most this many rows and columns: a lane a row, so
/// that the pivot search, the reductions and the row exchanges are shuffles within a warp.
inline constexpr int lapack_warp_max = 32;
/// Register columns a thread of a row block holds (lapack_rows.cuh), by the element's size:
/// at most 64 32-bit registers of matrix, so that a block of lapack_rows_threads keeps 128
/// registers a thread. Not fewer: the step syncs cost the same whatever a thread holds, so
/// narrower parts (more threads, fewer matrices an SM) are slower where both fit.
inline constexpr int lapack_rows_columns(size_t element_bytes)
{
    return element_bytes > 8 ? 16 : 32;
}
/// Threads of a row block at most (row slots x column parts, the launch bound of its kernel);
/// getrf, getrfnp and potrf past a warp and within this go to row blocks, larger ones to the
/// shared-memory teams.
inline constexpr int lapack_rows_threads = 512;
/// Columns of a blocked LU's panel (lapack_blocked.cc), past the row blocks: a panel of up to
/// 512 rows then still fits a row block.
inline constexpr int64_t lapack_blocked_lu_panel = 32;
/// Columns of a blocked Cholesky's diagonal block: a row block factors it; wider blocks than
/// the LU's since no tall panel has to fit (the rows below go to the Level 3 trsm).
inline constexpr int64_t lapack_blocked_cholesky_panel = 64;
/// Orders from which getrf / getrfnp and potrf run blocked even where a row block would hold the
/// whole matrix: a row block's column loop is latency-bound past them (design-notes/gpu.md).
inline constexpr int64_t lapack_blocked_lu_from = 97;
inline constexpr int64_t lapack_blocked_cholesky_from = 65;
/// Right-hand sides from which getrs and potrs past a warp's order solve through the Level 3
/// trsm rather than the fused block teams: from one, since the block teams lost at every order
/// from 64 to 512 even with a single right-hand side (design-notes/gpu.md).
inline constexpr int64_t lapack_trsm_solves_from_rhs = 1;
/// Orders and right-hand sides from which the solves within a warp's order (getrs, potrs, gesv,
/// posv, getri) also go through the Level 3 trsm instead of the register kernels: the trsm won
/// at order 32 with 32 right-hand sides and lost at 16 (design-notes/gpu.md).
inline constexpr int64_t lapack_trsm_small_from_order = 32;
inline constexpr int64_t lapack_trsm_small_from_rhs = 16;
/// getrs and potrs past a warp's order solve a warp a problem with the factor streamed
/// (lapack_streamed_solves.cuh) up to this order and this many right-hand sides, where the trsm
/// path gives a problem's column to one lane: it won at 64 and lost at 128 and 256, each step
/// waiting for its column's loads (design-notes/gpu.md).
inline constexpr int64_t lapack_streamed_solve_max_order = 64;
inline constexpr int64_t lapack_streamed_solve_max_rhs = 4;
/// Warps a block of the register kernels (32 / N problems a warp): four (first choice, not yet
/// swept).
inline constexpr int lapack_register_warps = 4;
/// Blocks of a register factorization kernel a multiprocessor holds at least, where a row fits
/// in 64 registers (128 a thread then, reached without spilling): at 168 registers getrf at 32
/// held 3, and Nsight Compute showed it latency-bound at 18.75% occupancy.
inline constexpr int lapack_register_min_blocks = 4;
/// Right-hand-side columns of a block team's panel, at most (first choice, not yet swept).
inline constexpr int lapack_block_panel = 64;
/// Dynamic shared memory a block team may take: sm_90's 227 KiB a block less the static
/// reduction scratch and a margin; larger problems work in place in global memory.
inline constexpr size_t lapack_smem_budget = 220 * 1024;
/// Threads of a block team by the problem's larger dimension: a thread per row or more up to
/// 128 rows (first choice, not yet swept).
inline constexpr int lapack_block_threads(int largest)
{
    return largest <= 64 ? 128 : largest <= 128 ? 256 : 512;
}

}  // namespace batchblas::cuda
