// SPDX-License-Identifier: BSD-3-Clause
/**
 * The device ABI of a batch: what the host launchers hand to the kernels. One parameter record
 * per parameter set, the problems' matrix pointers, the list of problems a launch covers, the
 * size buckets of a device-described batch, a problem's output extent and canonical operand
 * form. Shared by the launchers (C++ compiler) and the kernels (nvcc), so every type here is
 * plain data with one layout on both sides. Size classes: size_class.hh; tile shapes and
 * thresholds: cuda/config/sm90.hh.
 *
 * A batch whose options, sizes, scalars and leading dimensions are one value for all problems
 * has one parameter set, passed by value in the launch; otherwise the sets (one per group, or
 * one per problem) live in the workspace and each entry of a launch names its problem and set.
 */
#pragma once

#include <cstdint>

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

/** The bucket of a problem of extent e among `count` buckets: the first whose caps hold it, or
 *  -1 (the last bucket of a plan holds every problem within its maxima). */
BBLAS_HD int find_size_bucket(SizeBucket const* buckets, int count, Extent const& e)
{
    for (int b = 0; b < count; ++b)
        if (e.rows <= buckets[b].rows && e.cols <= buckets[b].cols) return b;
    return -1;
}

/**
 * The kernel family of a gemm-like launch: Staged, the register-staged routine (every routine
 * and type), or the cp.async pipeline (gemm in double and float, syrk / herk where async_rank_k
 * says), one kernel per canonical operand form of GemmForm (column-major D): P and Q as stored
 * (NN), P transposed (TN: P contiguous along k), Q transposed (NT: Q contiguous along n), both
 * (TT).
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

/** The canonical operand form of syrk / herk's single product op(A) op(A)^T (gemm_form's P0 and
 *  Q0): gemm's with op(B) the other orientation of A. Real types only. */
BBLAS_HD GemmPath rank_k_path(Layout layout, Op trans)
{
    return gemm_path(layout, trans, trans == Op::NoTrans ? Op::Trans : Op::NoTrans);
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

}  // namespace batchblas::cuda
