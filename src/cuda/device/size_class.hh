// SPDX-License-Identifier: BSD-3-Clause
/**
 * Size classes of the GPU kernels: which tile class a problem's output goes to, and the output
 * tile a class's launch is tiled with (the host's grid arithmetic). The limits come from the
 * architecture's tile table (cuda/config/sm90.hh). Host code.
 */
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include "cuda/config/sm90.hh"
#include "cuda/device/problem.hh"
#include "cuda/device/tiles.hh"

namespace batchblas::cuda {

/** The packed class of a problem with outputs and depth of at most d <= packed_max: the
 *  smallest power of two >= d. */
inline GemmTile packed_class(int64_t d)
{
    return d <= 2 ? GemmTile::Packed2 : d <= 4 ? GemmTile::Packed4 : GemmTile::Packed8;
}

/** The tiny trsm class of an mt-row triangle (mt <= 64): the smallest power of two >= mt. */
inline TriTile tiny_trsm_class(int64_t mt)
{
    return mt <= 2    ? TriTile::Tiny2
           : mt <= 4  ? TriTile::Tiny4
           : mt <= 8  ? TriTile::Tiny8
           : mt <= 16 ? TriTile::Tiny16
           : mt <= 32 ? TriTile::Tiny32
                      : TriTile::Tiny64;
}

/** The tile a Large-class cp.async gemm launch runs on (the host tiles every Large launch for
 *  AsyncShape<Large>; the launch retiles for the one chosen here). */
enum class LargeTile : uint8_t { Large, Huge, Wide, FloatBig };

/**
 * The tile of a Large-class cp.async gemm launch of type T whose largest output extent (m or n,
 * rounded up to Large's tile) is `extent`: Large up to async_huge_above, then double's wide tile
 * above async_wide_above, float's big tile above `float_big` (float_big_above; tuning builds
 * pass their own), else Huge.
 */
template <typename T>
inline LargeTile large_launch_tile(int64_t extent, int float_big = float_big_above)
{
    if (extent <= async_huge_above<T>) return LargeTile::Large;
    if (std::is_same_v<T, double> && extent > async_wide_above) return LargeTile::Wide;
    if (std::is_same_v<T, float> && extent > float_big) return LargeTile::FloatBig;
    return LargeTile::Huge;
}

/**
 * The size class of a problem's output (rows x cols of its canonical form, a GemmTile or a
 * TriTile); tiny_max: the largest triangle of the tiny trsm kernels for the batch's type
 * (tiny_trsm_max).
 */
inline int size_class(Routine routine, Extent const& e, int tiny_max)
{
    if (routine == Routine::Trsm && e.rows <= tiny_max) return int(tiny_trsm_class(e.rows));
    if (is_triangular(routine))
        return int(e.cols <= tri_warp_max_cols || e.rows <= tri_warp_max_rows ? TriTile::Warp
                                                                               : TriTile::Block);
    int64_t const size = std::max(e.rows, e.cols);
    if (std::max(size, e.depth) <= packed_max) return int(packed_class(std::max(size, e.depth)));
    if (size <= GemmShape<GemmTile::Tiny>::bm) return int(GemmTile::Tiny);
    if (size <= GemmShape<GemmTile::Small>::bm) return int(GemmTile::Small);
    return int(GemmTile::Large);
}

/** The output tile (bm x bn) of a tile class in a table of shapes (GemmShape, AsyncShape). */
template <template <GemmTile> class Shape>
inline void shape_dims(GemmTile t, int& bm, int& bn)
{
    switch (t) {
        case GemmTile::Tiny:
            bm = Shape<GemmTile::Tiny>::bm;
            bn = Shape<GemmTile::Tiny>::bn;
            break;
        case GemmTile::Small:
            bm = Shape<GemmTile::Small>::bm;
            bn = Shape<GemmTile::Small>::bn;
            break;
        default:
            bm = Shape<GemmTile::Large>::bm;
            bn = Shape<GemmTile::Large>::bn;
            break;
    }
}
/** Output tile size of a gemm-like kernel, for the host's grid arithmetic. Packed: D x D, so
 *  that every problem of the class is one tile (the kernel takes problems, not tiles). */
inline void tile_dims(GemmTile t, int& bm, int& bn)
{
    if (int const d = packed_size(t)) {
        bm = bn = d;
        return;
    }
    shape_dims<GemmShape>(t, bm, bn);
}
/** Output tile of a gemm-like launch: the cp.async kernels' (async: gemm in double and float)
 *  or GemmShape's. */
inline void tile_dims(GemmTile t, bool async, int& bm, int& bn)
{
    if (!async || packed_size(t) != 0) return tile_dims(t, bm, bn);
    shape_dims<AsyncShape>(t, bm, bn);
}
inline void tile_dims(TriTile t, int& bm, int& bn)
{
    if (int const maxn = tiny_trsm_size(t)) {
        // A unit covers MAXN right-hand sides, one lane each (TinyTrsmUnit).
        bm = bn = maxn;
    }
    else if (t == TriTile::Warp) {
        bm = TriShape<TriTile::Warp>::bm;
        bn = TriShape<TriTile::Warp>::bn;
    }
    else {
        bm = TriShape<TriTile::Block>::bm;
        bn = TriShape<TriTile::Block>::bn;
    }
}

}  // namespace batchblas::cuda
