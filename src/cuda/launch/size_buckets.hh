// SPDX-License-Identifier: BSD-3-Clause
/**
 * The size buckets of a device-described batch (SizeBucket): from the routine and the maxima
 * the host is given, the launches that the problems are sorted into on the device, so that the
 * smaller ones of a vbatched call can run on a smaller tile without the host knowing the sizes.
 */
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "cuda/device/problem.hh"
#include "cuda/device/size_class.hh"
#include "cuda/device/tiles.hh"

namespace batchblas::cuda {

struct SizeBucketPlan {
    std::array<SizeBucket, max_size_buckets> buckets{};
    int count = 0;
};

/**
 * The buckets of a device-described batch of `routine` whose problems' canonical extents (see
 * extent_of) are at most `max` (rows, cols > 0), smallest first; the last takes every problem on
 * the kernels of the maxima's size class, as one launch over the batch would. tiny_max:
 * tiny_trsm_max of the type; large_split: async_large_split of the type for gemm on the
 * cp.async kernels, else 0. One bucket before it where the smaller problems' tile pays for a
 * launch of its own (measured in docs/design-notes/gpu.md):
 *  - gemm whose maxima take the Large class past large_split: the problems of at most
 *    large_split rows and columns, on the tile the launch keeps up to there (a big tile over a
 *    small problem is mostly empty);
 *  - trsm whose maxima take a tiny class of order N > 2: the problems of at most N / 2 rows and
 *    columns, on the class of N / 2 (one unit of N / 2 lanes a problem, not a unit of N: half
 *    the lanes idle otherwise).
 * No bucket for every size class (packed, Tiny, Small; each tiny trsm class): each launch's
 * fixed cost and its tail, and the blocks of the empty ones, outweigh the smaller tiles.
 */
inline SizeBucketPlan plan_size_buckets(Routine routine, Extent const& max, int tiny_max,
                                        int large_split)
{
    SizeBucketPlan plan;
    auto const add = [&plan](int cls, int64_t rows, int64_t cols) {
        plan.buckets[size_t(plan.count++)] = SizeBucket{int32_t(rows), int32_t(cols), uint8_t(cls)};
    };
    int const top = size_class(routine, max, tiny_max);
    if (!is_triangular(routine)) {
        if (GemmTile(top) == GemmTile::Large && large_split > 0 &&
            std::max(max.rows, max.cols) > large_split)
            add(top, std::min<int64_t>(large_split, max.rows),
                std::min<int64_t>(large_split, max.cols));
    }
    else if (int64_t const n = tiny_trsm_size(TriTile(top)); n > 2) {
        add(int(tiny_trsm_class(n / 2)), n / 2, std::min(n / 2, max.cols));
    }
    add(top, max.rows, max.cols);
    return plan;
}

}  // namespace batchblas::cuda
