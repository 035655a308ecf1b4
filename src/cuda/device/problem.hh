// SPDX-License-Identifier: BSD-3-Clause
/**
 * What the host launchers hand to the kernels: one parameter record per parameter set, the
 * problems' matrix pointers, the list of problems a launch covers, and the tile shapes the
 * kernels are built for. Shared by the launchers (C++ compiler) and the kernels (nvcc), so
 * every type here is plain data with one layout on both sides.
 *
 * A batch whose options, sizes, scalars and leading dimensions are one value for all problems
 * has one parameter set, passed by value in the launch; otherwise the sets (one per group, or
 * one per problem) live in the workspace and each entry of a launch names its problem and set.
 */
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include "batchblas/types.hh"
#include "cuda/device/scalar.hh"

namespace batchblas::cuda {

/** The Level 3 routines; the Hermitian ones equal the symmetric ones for real types. */
enum class Routine : uint8_t { Gemm, Symm, Hemm, Syrk, Herk, Syr2k, Her2k, Trmm, Trsm };

BBLAS_HD bool is_triangular(Routine r)
{
    return r == Routine::Trmm || r == Routine::Trsm;
}

/**
 * One parameter set. Field use by routine: gemm (transA, transB, m, n, k, lda, ldb, ldc);
 * symm/hemm (side, uplo, m, n); syrk..her2k (uplo, trans = transA, n, k); trmm/trsm (side,
 * uplo, trans = transA, diag, m, n, the in-out matrix B in the C slot with ldb in ldc).
 * Real scalars (herk's alpha and beta, her2k's beta) are held as T with zero imaginary part.
 */
template <typename T>
struct Params {
    T alpha, beta;
    int64_t lda, ldb, ldc;
    int32_t m, n, k;
    Op transA, transB;
    Side side;
    Uplo uplo;
    Diag diag;
};

/** Problem i's matrix: array[i] (a device array of device pointers), else base + i * stride. */
template <typename T>
struct Pointers {
    T* const* array;
    T* base;
    int64_t stride;

    BBLAS_HD T* get(int64_t i) const { return array != nullptr ? array[i] : base + i * stride; }
};

/**
 * One launch: `count` work items, each a (problem, parameter set) pair, every one split into
 * tiles_m x tiles_n tiles (the largest item's count; tiles past an item's own edge exit).
 */
template <typename T>
struct BatchArgs {
    Params<T> shared;        // the parameter set when `sets` is null
    Params<T> const* sets;   // device: the parameter sets, or null
    int32_t const* entries;  // device: (problem, set) pairs; null: item i is problem i, set i
    Pointers<T const> A, B;
    Pointers<T> C;
    int const* abort;  // device flag set by a failed device-side check, or null
    // device: the number of items this launch holds, counted on the device (a size bucket of a
    // device-described batch, see SizeBucket), or null: `count` items. The grid is sized for
    // `count` (an upper bound the host knows); units past the live count leave at once.
    int32_t const* live;
    int64_t count;
    int32_t tiles_m, tiles_n;
    Routine routine;
    Layout layout;
};

/** The items of a launch, for device code: a bucket's live count, else `count`. */
template <typename T>
BBLAS_HD int64_t live_items(BatchArgs<T> const& args)
{
    return args.live != nullptr ? int64_t(*args.live) : args.count;
}

/**
 * A launch of a device-described batch (the vbatched forms): the problems whose output is at
 * most rows x cols and not taken by an earlier bucket, on the kernels of size class
 * `size_class` (a GemmTile or TriTile) tiled for rows x cols. The host lists the buckets from
 * the maxima it is given (plan_size_buckets), the last one's caps the maxima; the pack kernel
 * sorts the problems into them on the device, so that no step waits on the host.
 */
struct SizeBucket {
    int32_t rows, cols;
    uint8_t size_class;
};
/** The most buckets of one call (plan_size_buckets). */
inline constexpr int max_size_buckets = 2;

/**
 * The variable-size form: sizes and leading dimensions in device arrays (null where the
 * routine has none), options and scalars shared, maxima given by the host. The pack kernel
 * turns them into one parameter set per problem and, when info is given, checks them.
 */
template <typename T>
struct DeviceSizedArgs {
    Params<T> shared;
    int64_t const *m, *n, *k, *lda, *ldb, *ldc;
    int64_t max_m, max_n, max_k;
    Pointers<T const> A, B;
    Pointers<T> C;
    Params<T>* sets;  // out: one parameter set per problem
    int64_t* info;    // out: per-problem code (device), or null for no checks
    int* abort;       // out: set to 1 when any problem is invalid
    int64_t count;
    Routine routine;
    Layout layout;
    // The size buckets (see SizeBucket): problem i (extent rows x cols, a non-empty output) is
    // appended to the work list of the first bucket whose caps hold it (find_size_bucket):
    // lists[2 * (b * count + j)] = i, [.. + 1] = i (its set), j = atomicAdd(&live[b], 1).
    SizeBucket buckets[max_size_buckets];
    int32_t bucket_count;
    int32_t* lists;
    int32_t* live;
};

/** The output a problem's tiles cover: rows x cols, with `depth` the inner dimension. */
struct Extent {
    int64_t rows, cols, depth;
};

/**
 * Gemm-like routines tile their output C (transposed for RowMajor, see gemm_form); trmm and
 * trsm tile the right-hand sides, B for Side::Left and B^T for Side::Right (tri_form).
 */
template <typename T>
BBLAS_HD Extent extent_of(Routine r, Layout layout, Params<T> const& p)
{
    switch (r) {
        case Routine::Gemm:
        case Routine::Symm:
        case Routine::Hemm: {
            int64_t const depth = r == Routine::Gemm ? p.k : (p.side == Side::Left ? p.m : p.n);
            return layout == Layout::ColMajor ? Extent{p.m, p.n, depth} : Extent{p.n, p.m, depth};
        }
        case Routine::Trmm:
        case Routine::Trsm:
            return p.side == Side::Left ? Extent{p.m, p.n, p.m} : Extent{p.n, p.m, p.n};
        default:
            return Extent{p.n, p.n, p.k};
    }
}

/** Tile shapes of the gemm-like kernels: one per size class. Huge is no size class: a launch
 *  of the Large class of double or float gemm (cp.async kernels) takes it when its largest
 *  problem is above async_huge_above (launch_gemm), so that big problems get 32 x 32 warp tiles
 *  (double; float 128 x 64 block tiles). PackedD:
 *  outputs and depth of at most D, several problems per thread block (packed_gemm.cuh). */
enum class GemmTile : uint8_t { Tiny, Small, Large, Huge, Packed2, Packed4, Packed8 };
/** The largest output extent and depth of the packed classes. Above 8 the Tiny class's
 *  16 x 16 tensor-core tiles keep the sizes: their 16-byte copies already run near the
 *  bandwidth roofline at n = 16, well ahead of a packed class of 16
 *  (docs/design-notes/gpu.md). */
inline constexpr int packed_max = 8;
/** The packed class of a problem with outputs and depth of at most d <= packed_max: the
 *  smallest power of two >= d. */
inline GemmTile packed_class(int64_t d)
{
    return d <= 2 ? GemmTile::Packed2 : d <= 4 ? GemmTile::Packed4 : GemmTile::Packed8;
}
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

/** The largest triangle of the tiny trsm kernels for type D: complex double keeps 64
 *  right-hand-side entries of 16 bytes per lane only by spilling, so it stops at 32. */
template <typename D>
inline constexpr int tiny_trsm_max = std::is_same_v<D, Complex<double>> ? 32 : 64;

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

/** MAXN of a tiny class (0 for the strip classes). */
inline int tiny_trsm_size(TriTile t)
{
    return t >= TriTile::Tiny2 ? 2 << (int(t) - int(TriTile::Tiny2)) : 0;
}

/**
 * bm x bn output tile, bk the depth of one step; `units` independent work units per thread
 * block (one warp each when > 1); `stages` shared-memory buffers for the operand tiles (two: the
 * next step's tiles are stored while the current ones are multiplied, one barrier per step).
 * Engines: fma_dx x fma_dy threads share a tile on CUDA cores (float_dx x float_dy for float,
 * whose registers allow larger sub-tiles per thread: fewer shared-memory loads per FMA);
 * mma_wm x mma_wn warps on FP64 tensor cores (double).
 */
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

/**
 * The size class of a problem's output (rows x cols of its canonical form, a GemmTile or a
 * TriTile); tiny_max: the largest triangle of the tiny trsm kernels for the batch's type
 * (tiny_trsm_max).
 */
inline int size_class(Routine routine, Extent const& e, int tiny_max)
{
    if (routine == Routine::Trsm && e.rows <= tiny_max) return int(tiny_trsm_class(e.rows));
    if (is_triangular(routine))
        return int(e.cols <= 32 || e.rows <= 64 ? TriTile::Warp : TriTile::Block);
    int64_t const size = std::max(e.rows, e.cols);
    if (std::max(size, e.depth) <= packed_max) return int(packed_class(std::max(size, e.depth)));
    if (size <= GemmShape<GemmTile::Tiny>::bm) return int(GemmTile::Tiny);
    if (size <= GemmShape<GemmTile::Small>::bm) return int(GemmTile::Small);
    return int(GemmTile::Large);
}

/** The bucket of a problem of extent e among `count` buckets: the first whose caps hold it, or
 *  -1 (the last bucket of a plan holds every problem within its maxima). */
BBLAS_HD int find_size_bucket(SizeBucket const* buckets, int count, Extent const& e)
{
    for (int b = 0; b < count; ++b)
        if (e.rows <= buckets[b].rows && e.cols <= buckets[b].cols) return b;
    return -1;
}

/**
 * The double gemm kernels (cp.async pipeline, GemmUnit<double, TILE, PATH> for PATH other than
 * Staged: NN, TN, NT and TT share the shapes), per size class:
 * bm x bn x bk tiles on mma_wm x mma_wn warps, `stages` shared-memory buffers, `min_blocks` the
 * register cap of __launch_bounds__. Chosen with gpu_gemm_tune (src/cuda/tune) against cuBLAS
 * gemmStridedBatched, NN, m = n = k (history in docs/design-notes/gpu.md): 32 x 32 x 16 tiles
 * on four warps (16 x 16 per warp) suffice at n = 32 and 64, which are memory-bound;
 * above n = 48 (async_huge_above) the Large class's launches take Huge, 64 x 64 x 16 on four
 * warps (32 x 32 per warp, fewer shared loads per MMA), three stages, capped at three blocks an
 * SM (168 registers, 62 KiB of shared memory each), the sweep's best at 256 and 512 with an
 * epilogue that reads C in one go. Double launches
 * whose largest extent is above async_wide_above (64) take AsyncWideShape instead (128 x 64 x 16,
 * 64 x 32 warp tiles, two blocks an SM). A shape may set `fragments` (AsyncBlockGemm's
 * register double-buffering of the MMA fragments: it did not pay in the sweep, so none sets it)
 * and `c_group` (accumulators whose C is read before any of them is stored; all of a thread's
 * by default).
 */
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

// Huge (64 x 64): a tile inside its problem (M = N = 64 with K any: these launches' largest
// extents are 33..64) moves C in 16-byte row pairs (c_runs, GemmUnit::store_runs) where C's
// alignment allows, as the wide tile does: half the memory instructions in an epilogue that is
// memory-bound at these sizes, worth the few bytes TN / TT spill under the 168-register cap.
// Its copies keep their bounds tests: untested copies (inside_copies) spill under this cap and
// save too little to pay for it.
template <>
struct AsyncShape<GemmTile::Huge> {
    static constexpr int bm = 64, bn = 64, bk = 16, units = 1, stages = 3, min_blocks = 3;
    static constexpr int mma_wm = 2, mma_wn = 2;
    static constexpr bool c_runs = true;
    static constexpr int fma_dx = 16, fma_dy = 16, float_dx = 8, float_dy = 8;  // unused
};
/**
 * Double's Huge launches whose largest extent is above async_wide_above (GemmUnit's WIDE): 128 x
 * 64 x 16 tiles on 2 x 2 warps, 64 x 32 warp tiles (4 x 4 MMA blocks: 12 LDS.128 of fragments per
 * 16 MMAs, against 8 per 8 for 32 x 32), three stages, two blocks an SM (234-255 registers), C
 * read 32 values at a time. The wider warp tile loads fewer fragments per MMA than 64 x 64 x 16
 * from n = 128 up; at n = 64 half of each tile would be empty, so extents up to 64 keep
 * AsyncShape<Huge>. Interior tiles copy their
 * full-depth steps untested (inside_copies) and move C in 16-byte row pairs (c_runs), which
 * removes per-copy bounds tests and halves the epilogue's memory instructions; on 64 x 64 x 16
 * (n = 64) the untested copies spill and save too little. The 16x8x16 MMA spills heavily on
 * this tile in NT / TN, so NN alone takes it (nn_dmma; 255 registers, 4 bytes spilled), where
 * it is no slower and ahead at n = 512 (docs/design-notes/gpu.md).
 */
struct AsyncWideShape {
    static constexpr int bm = 128, bn = 64, bk = 16, units = 1, stages = 3, min_blocks = 2;
    static constexpr int mma_wm = 2, mma_wn = 2;
    static constexpr int c_group = 32;
    static constexpr bool inside_copies = true, c_runs = true;
    static constexpr int nn_dmma = 16816;  // NN's MMA shape (async_nn_dmma)
    static constexpr int fma_dx = 16, fma_dy = 16, float_dx = 8, float_dy = 8;  // unused
};
inline constexpr int async_wide_above = 64;
/**
 * The float gemm kernels (cp.async pipeline on FloatVecEngine; every operand form but the Small
 * class with a transposed operand, see launch_gemm): the same output tiles as
 * AsyncShape for the classes the host tiles (Tiny, Small, Large), float_dx x float_dy threads
 * with runs of four rows each; Huge is a 128 x 64 block tile, 8 x 4 accumulators a thread on
 * 256 threads (P read once a step: one column group), 16-deep steps, three stages (40 KiB of
 * shared memory). min_blocks caps the registers: Small and Large at 10 and 8 blocks of 64
 * threads (96 and 127 registers, 24 bytes spilled in Small; uncapped they took 161-166, 6
 * blocks an SM), Huge at three blocks (80 registers, 64 bytes spilled): the caps buy occupancy,
 * which hides more memory latency than the spills cost; 128 x 64 on three blocks keeps more
 * blocks in flight than 128 x 128 on two (docs/design-notes/gpu.md). Huge reads C element by
 * element (c_group 1): holding 4, 8 or all 32 of a thread's C values before storing them does
 * not fit its 80-register cap; interior tiles move C in 16-byte runs of four rows (c_runs), a
 * quarter of the accesses. Untested interior copies (inside_copies) spill more under the cap
 * than they save, so they are not taken. TN and TT (P^T in FloatVecEngine's [m][k] layout) keep
 * the runs of four rows and c_runs as well (padded groups of rows instead of rows a thread DX
 * apart), and take that layout at every Huge size.
 * No float launch takes the Huge class: every launch above async_huge_above<float>
 * runs FloatBigGemm's 128 x 128 tile (float_big_above); the Huge kernels stay for tuning builds.
 */
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
template <>
struct FloatAsyncShape<GemmTile::Huge> {
    static constexpr int bm = 128, bn = 64, bk = 16, units = 1, stages = 3, min_blocks = 3;
    // TN at two blocks an SM: 123 registers and no spill, where three blocks spill 180 bytes.
    // TT stays at three: at two it still spills and loses the third block's latency hiding;
    // a fourth stage does not matter either way.
    static constexpr int tn_min_blocks = 2;
    static constexpr int float_dx = 16, float_dy = 16;
    static constexpr int c_group = 1;
    static constexpr bool c_runs = true;
};

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

/** How many of a thread's COUNT accumulators the register-staged gemm-like epilogue (gemm other
 *  than the cp.async ones: complex gemm, float's Small class with a transposed operand, batches
 *  mixing operand forms, symm, hemm, syrk, herk, syr2k, her2k) reads C for before it stores any
 *  of them. */
template <typename T, GemmTile TILE, int COUNT>
inline constexpr int staged_c_group = COUNT;

/**
 * The kernel family of a gemm-like launch: Staged, the register-staged routine (every routine
 * and type), or the cp.async pipeline (gemm in double and float), one kernel per canonical
 * operand form of GemmForm (column-major D): P and Q as stored (NN), P transposed (TN: P
 * contiguous along k), Q transposed (NT: Q contiguous along n), both (TT).
 */
enum class GemmPath : uint8_t { Staged, NN, TN, NT, TT };

/** The canonical operand form of gemm op(A) op(B) in a layout: row-major computes
 *  D^T = op(B)^T op(A)^T (gemm_form), so P is op(B)'s transpose and Q op(A)'s. Real types only
 *  (ConjTrans is Trans there). */
BBLAS_HD GemmPath gemm_path(Layout layout, Op transA, Op transB)
{
    bool const ta = transA != Op::NoTrans, tb = transB != Op::NoTrans;
    bool const pt = layout == Layout::ColMajor ? ta : tb;
    bool const qt = layout == Layout::ColMajor ? tb : ta;
    return pt ? (qt ? GemmPath::TT : GemmPath::TN) : (qt ? GemmPath::NT : GemmPath::NN);
}

/**
 * The canonical operand form of trsm / trmm's strips (TriForm): P = A' (op(A), transposed
 * again for Side::Right), Q = B' (B, or B^T for Side::Right). P is as stored (unit row stride)
 * when column-major differs from op(A) being a transpose, flipped for Side::Right; Q is as
 * stored for column-major Side::Left and row-major Side::Right. Real types only.
 */
BBLAS_HD GemmPath tri_path(Layout layout, Side side, Op transA)
{
    bool const col = layout == Layout::ColMajor, left = side == Side::Left;
    bool const pt = (col != (transA != Op::NoTrans)) != left;
    bool const qt = col != left;
    return pt ? (qt ? GemmPath::TT : GemmPath::TN) : (qt ? GemmPath::NT : GemmPath::NN);
}

/** Whether gemm in T runs on the cp.async kernels (double and float). */
template <typename T>
inline constexpr bool has_async_gemm = std::is_same_v<T, double> || std::is_same_v<T, float>;

/** The largest output extent of a float cp.async launch (its largest m or n) that keeps the
 *  Huge class's 128 x 64 tile (FloatAsyncShape<Huge>); launches above it take FloatBigGemm.
 *  It equals async_huge_above<float> (96), so no float launch takes the 128 x 64 tile: the big
 *  tile's FFMA stream beats it from n = 128 up (docs/design-notes/gpu.md); tuning builds
 *  (BATCHBLAS_CUDA_TUNE_ENV) read it from BATCHBLAS_FLOAT_BIG_ABOVE. */
inline constexpr int float_big_above = 96;

/**
 * The largest extent (m or n, a multiple of AsyncShape<Large>'s side) up to which a Large-class
 * cp.async gemm launch of type T keeps its first tile: double 64 x 64 up to async_wide_above,
 * 128 x 64 above (extents of 33..48 round up to 64, Huge's as well), float 32 x 32 up to
 * float_big_above, 128 x 128 above; 0 for types without these kernels. A device-described
 * batch gives the Large problems on each side of it buckets of their own (SizeBucket).
 */
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

/** The largest output extent (rows or columns) of a Large-class cp.async gemm launch above which it
 *  runs the Huge class's tiles: 48 for double (extents 49..64 round up to one 64 x 64 x 16 tile,
 *  which loads fewer shared fragments per MMA than four 32 x 32 x 16 ones), 96 for float (its
 *  Huge tile is 128 x 64). */
template <typename T>
inline constexpr int async_huge_above = std::is_same_v<T, double> ? 48 : 96;

/** Triangular kernels: the diagonal blocks are 32 x 32 (one warp lane per row in the solve). */
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
/** Block strips: `stages` is the register-staged routine's; the cp.async products (trsm and
 *  trmm in double and float, TriUnit with a PATH other than Staged) run `async_stages` deep,
 *  double's on the FP64 MMA shape async_dmma. Three stages cost no occupancy because the
 *  strip's block of right-hand sides shares the tiles' shared memory (TriUnit::sx_at; 50 KiB a
 *  block in double, four blocks an SM as with two stages), and the deeper pipeline hides more
 *  of the copies' latency from n = 128 up. */
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

/** Output tile size of a gemm-like kernel, for the host's grid arithmetic. Packed: D x D, so
 *  that every problem of the class is one tile (the kernel takes problems, not tiles). */
inline void tile_dims(GemmTile t, int& bm, int& bn)
{
    if (int const d = packed_size(t)) {
        bm = bn = d;
        return;
    }
    switch (t) {
        case GemmTile::Tiny:
            bm = GemmShape<GemmTile::Tiny>::bm;
            bn = GemmShape<GemmTile::Tiny>::bn;
            break;
        case GemmTile::Small:
            bm = GemmShape<GemmTile::Small>::bm;
            bn = GemmShape<GemmTile::Small>::bn;
            break;
        default:
            bm = GemmShape<GemmTile::Large>::bm;
            bn = GemmShape<GemmTile::Large>::bn;
            break;
    }
}
/** Output tile of a gemm-like launch: the cp.async kernels' (async: gemm in double and float)
 *  or GemmShape's. */
inline void tile_dims(GemmTile t, bool async, int& bm, int& bn)
{
    if (!async || packed_size(t) != 0) return tile_dims(t, bm, bn);
    switch (t) {
        case GemmTile::Tiny:
            bm = AsyncShape<GemmTile::Tiny>::bm;
            bn = AsyncShape<GemmTile::Tiny>::bn;
            break;
        case GemmTile::Small:
            bm = AsyncShape<GemmTile::Small>::bm;
            bn = AsyncShape<GemmTile::Small>::bn;
            break;
        default:
            bm = AsyncShape<GemmTile::Large>::bm;
            bn = AsyncShape<GemmTile::Large>::bn;
            break;
    }
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
