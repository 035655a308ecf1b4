// SPDX-License-Identifier: BSD-3-Clause
/**
 * The GPU plan of a host-described batch: one launch per non-empty size class (a bucket of the
 * problems whose output tiles take that class's tile shape), each with its work list's place,
 * its item count and its grid tiles from the class's largest problem (the tile table of
 * cuda/config/sm90.hh), in cost order: the launch with the most work first. run_batch builds it
 * once per call and launches it as it stands; a Large-class cp.async launch's retiling
 * (large_launch_tile) is a function of the same tiles.
 */
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "cuda/device/problem.hh"
#include "cuda/device/size_class.hh"
#include "cuda/device/tiles.hh"

namespace batchblas::cuda {

/** One launch: size class `size_class` (a GemmTile or TriTile), work items [first, first +
 *  count) of the work list, tiles_m x tiles_n tiles an item; `cost` orders the launches. */
struct GpuLaunch {
    int size_class;
    size_t first, count;
    int32_t tiles_m, tiles_n;
    double cost;
};

/** The launches of one call, in the order they run; `path`: the gemm-like kernel family. */
struct GpuPlan {
    std::array<GpuLaunch, size_class_count> launches{};
    int count = 0;
    GemmPath path = GemmPath::Staged;
};

/**
 * The plan of a call of `routine` on kernel family `path`: for each size class c with
 * counts[c] > 0 items (first[c]: their place in the work list, largest[c]: the largest output
 * extent among them, cost[c]: their work), one launch tiled for largest[c]; launches by
 * decreasing cost (ties keep the classes' order).
 */
inline GpuPlan plan_launches(Routine routine, GemmPath path,
                             std::array<size_t, size_class_count> const& counts,
                             std::array<size_t, size_class_count> const& first,
                             std::array<Extent, size_class_count> const& largest,
                             std::array<double, size_class_count> const& cost)
{
    GpuPlan plan;
    plan.path = path;
    for (size_t c = 0; c < counts.size(); ++c) {
        if (counts[c] == 0) continue;
        GpuLaunch l{int(c), first[c], counts[c], 1, 1, cost[c]};
        int bm, bn;
        if (is_triangular(routine)) {
            tile_dims(TriTile(c), bm, bn);
            l.tiles_n = int32_t((largest[c].cols + bn - 1) / bn);
        }
        else {
            tile_dims(GemmTile(c), path != GemmPath::Staged, bm, bn);
            l.tiles_m = int32_t((largest[c].rows + bm - 1) / bm);
            l.tiles_n = int32_t((largest[c].cols + bn - 1) / bn);
        }
        plan.launches[size_t(plan.count++)] = l;
    }
    std::stable_sort(plan.launches.begin(), plan.launches.begin() + plan.count,
                     [](GpuLaunch const& a, GpuLaunch const& b) { return a.cost > b.cost; });
    return plan;
}

}  // namespace batchblas::cuda
