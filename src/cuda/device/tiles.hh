// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tile classes of the GPU kernels and the traits of a tile shape: the names the size
 * classes (size_class.hh) and the architecture's tile table (cuda/config/sm90.hh) share.
 * Plain data, for the launchers and the kernels alike.
 */
#pragma once

#include <cstdint>
#include <type_traits>

#include "cuda/device/scalar.hh"

namespace batchblas::cuda {

/** Tile shapes of the gemm-like kernels: one per size class. Huge is no size class: a launch
 *  of the Large class of double or float gemm (cp.async kernels) takes it when its largest
 *  problem is above async_huge_above (launch_gemm), so that big problems get 32 x 32 warp tiles
 *  (double; float 128 x 64 block tiles). PackedD:
 *  outputs and depth of at most D, several problems per thread block (packed_gemm.cuh). */
enum class GemmTile : uint8_t { Tiny, Small, Large, Huge, Packed2, Packed4, Packed8 };
/** D of a packed class (0 for the tiled ones). */
inline int packed_size(GemmTile t)
{
    return t >= GemmTile::Packed2 ? 2 << (int(t) - int(GemmTile::Packed2)) : 0;
}
/** Tile shapes of trmm / trsm: one warp per strip of right-hand sides, or four; for trsm with
 *  small triangles (mt <= N), one lane per right-hand side (TinyN, tiny_trsm.cuh). */
enum class TriTile : uint8_t { Warp, Block, Tiny2, Tiny4, Tiny8, Tiny16, Tiny32, Tiny64 };

/** The most size classes of one routine family (TriTile's count); sizes the host's lists. */
inline constexpr int size_class_count = 8;

/** MAXN of a tiny class (0 for the strip classes). */
inline int tiny_trsm_size(TriTile t)
{
    return t >= TriTile::Tiny2 ? 2 << (int(t) - int(TriTile::Tiny2)) : 0;
}

/** Whether gemm in T runs on the cp.async kernels (double and float). */
template <typename T>
inline constexpr bool has_async_gemm = std::is_same_v<T, double> || std::is_same_v<T, float>;

/** Whether a cp.async tile shape keeps the fragments of two MMA k-steps in registers
 *  (AsyncBlockGemm's FRAGMENTS pipeline; DmmaEngine only): Shape::fragments where the shape
 *  has that member, else false. */
template <class Shape, class = void>
inline constexpr bool async_fragments = false;
template <class Shape>
inline constexpr bool async_fragments<Shape, std::void_t<decltype(Shape::fragments)>> =
    Shape::fragments;

/** Whether a cp.async tile shape copies the full-depth steps of an output tile that lies wholly
 *  inside its problem without per-copy bounds tests (AsyncBlockGemm's INTERIOR):
 *  Shape::inside_copies where the shape has that member, else false. */
template <class Shape, class = void>
inline constexpr bool async_inside_copies = false;
template <class Shape>
inline constexpr bool async_inside_copies<Shape, std::void_t<decltype(Shape::inside_copies)>> =
    Shape::inside_copies;

/** The FP64 MMA shape (DmmaShape) of a double cp.async tile shape's NN kernel: Shape::nn_dmma
 *  where the shape has that member, else DmmaAuto (the other forms always take DmmaAuto). */
template <class Shape, class = void>
inline constexpr int async_nn_dmma = 0;
template <class Shape>
inline constexpr int async_nn_dmma<Shape, std::void_t<decltype(Shape::nn_dmma)>> = Shape::nn_dmma;

/** The register cap (blocks an SM, __launch_bounds__) of a cp.async tile shape's kernel for
 *  canonical form TN: Shape::tn_min_blocks where the shape has that member, else min_blocks. */
template <class Shape, class = void>
inline constexpr int async_tn_min_blocks = Shape::min_blocks;
template <class Shape>
inline constexpr int async_tn_min_blocks<Shape, std::void_t<decltype(Shape::tn_min_blocks)>> =
    Shape::tn_min_blocks;

/** Whether the cp.async epilogue of a tile shape reads and writes C of an interior tile 16 bytes
 *  at a time, in the engine's row runs (GemmUnit::store_runs), where C is 16-byte aligned and its
 *  leading dimension keeps the runs so: Shape::c_runs where the shape has that member, else
 *  false. */
template <class Shape, class = void>
inline constexpr bool async_c_runs = false;
template <class Shape>
inline constexpr bool async_c_runs<Shape, std::void_t<decltype(Shape::c_runs)>> = Shape::c_runs;

/** How many of a thread's COUNT accumulators the cp.async epilogue reads C for before it
 *  stores any of them: Shape::c_group where the shape has that member, else COUNT. */
template <class Shape, int COUNT, class = void>
inline constexpr int async_c_group = COUNT;
template <class Shape, int COUNT>
inline constexpr int async_c_group<Shape, COUNT, std::void_t<decltype(Shape::c_group)>> =
    Shape::c_group;


}  // namespace batchblas::cuda
