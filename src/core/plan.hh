// SPDX-License-Identifier: BSD-3-Clause
/**
 * The planner: splits a batch into chunks of consecutive problems of about equal cost, in batch
 * order, and divides the chunks into one contiguous part of about equal cost per thread, so that
 * a batch called again runs each part on the same thread (its matrices still in that core's
 * cache) whether the problems are all alike or every one its own size.
 */
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/batch.hh"

namespace batchblas::core {

/**
 * Problems [first, first + count) of the flat batch; problem `first` is number
 * `offset_in_group` of group `group`. A chunk may run on into later groups.
 */
struct Chunk {
    int64_t group;
    int64_t offset_in_group;
    int64_t first;
    int64_t count;
    double cost;
};

/** A plan: the chunks to hand out, and the whole batch's cost (in flops). */
struct Plan {
    std::vector<Chunk> chunks;
    double total_cost = 0;
};

/** Cost units added per problem: the call overhead of a problem that does no arithmetic. */
inline constexpr double problem_overhead_flops = 64;

/** Range r of `ranges` near-equal ranges of [0, count): its first index and its end. */
inline std::pair<int64_t, int64_t> range_bounds(int64_t count, int64_t ranges, int64_t r)
{
    int64_t const base = count / ranges, extra = count % ranges;
    int64_t const begin = base * r + (r < extra ? r : extra);
    return {begin, begin + base + (r < extra ? 1 : 0)};
}

/**
 * Part boundaries of `chunks` (in batch order) for `parts` threads: part t is chunks
 * [bounds[t], bounds[t + 1]), consecutive, of about total / parts cost each (a chunk goes to the
 * part in which its middle falls); bounds has parts + 1 entries, bounds[0] = 0 and
 * bounds[parts] = chunks.size().
 */
std::vector<int64_t> contiguous_parts(std::vector<Chunk> const& chunks, int parts);

/** Builds the chunks, in batch order. `cost(Index)` gives a problem's flops. */
template <typename Cost>
Plan make_plan(Groups const& groups, int threads, Cost&& cost)
{
    Plan plan;
    for_each_problem(groups,
                     [&](Index at) { plan.total_cost += cost(at) + problem_overhead_flops; });
    // Enough chunks per thread that threads done with their own part can even out the rest,
    // few enough that handing them out stays cheap next to the work.
    double const target = plan.total_cost / (double(threads) * 8);
    Chunk current{0, 0, 0, 0, 0};
    int64_t group = -1, offset_in_group = 0;
    for_each_problem(groups, [&](Index at) {
        offset_in_group = at.group == group ? offset_in_group + 1 : 0;
        group = at.group;
        if (current.count == 0) current = Chunk{at.group, offset_in_group, at.problem, 0, 0};
        current.count += 1;
        current.cost += cost(at) + problem_overhead_flops;
        if (current.cost >= target) {
            plan.chunks.push_back(current);
            current.count = 0;
        }
    });
    if (current.count > 0) plan.chunks.push_back(current);
    return plan;
}

/** Calls f(Index) for each problem of the chunk, walking its groups forward. */
template <typename F>
void for_each_problem_in(Chunk const& chunk, Groups const& groups, F&& f)
{
    int64_t g = chunk.group;
    int64_t left_in_group = groups.size(g) - chunk.offset_in_group;
    for (int64_t p = chunk.first; p < chunk.first + chunk.count; ++p) {
        while (left_in_group == 0) left_in_group = groups.size(++g);
        f(Index{g, p});
        --left_in_group;
    }
}

}  // namespace batchblas::core
