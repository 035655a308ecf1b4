// SPDX-License-Identifier: BSD-3-Clause
/**
 * The planner: turns a checked batch into a Plan once per call. A plan lists the batch's
 * buckets (problems of one group: one set of options and sizes, hence one kernel, chosen here
 * by the routine's rule) and the chunks the threads take: runs of consecutive problems of about
 * equal cost, split into one contiguous part of about equal cost per thread, so that a batch
 * called again runs each part on the same thread (its matrices still in that core's cache).
 * The thresholds come from the backend's config table (PlanTuning); the drivers run a plan and
 * never re-decide a kernel or a chunk.
 */
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/batch.hh"

namespace batchblas::core {

/** The planner's thresholds: each backend's config table gives the values. */
struct PlanTuning {
    double problem_overhead_flops;  ///< cost units added per problem (its call overhead)
    int chunks_per_thread;          ///< chunks a thread's share of the batch is cut into
    double parallel_min_flops;      ///< below this cost a batch runs on the calling thread
    double cache_bytes_per_thread;  ///< cache a thread's problems may fill before "from memory"
    int64_t sort_window;            ///< problems sorted by size class at a time (gemm)
    int64_t min_sorted_count;       ///< fewer problems of their own sizes are not sorted
    int64_t min_chunk_problems;     ///< from threads * chunks_per_thread chunks of this many,
                                    ///< problems of their own sizes are chunked by count alone
    double parallel_pass_ns;        ///< a pass before the computation (checks) shorter than
                                    ///< this runs on one thread
};

/**
 * Problems [first, first + count) of the flat batch; problem `first` is number
 * `offset_in_group` of unit `group`: a group (make_plan) or a bucket's place in its plan
 * (BucketPlan). A chunk may run on into later units.
 */
struct Chunk {
    int64_t group;
    int64_t offset_in_group;
    int64_t first;
    int64_t count;
    double cost;
};

/** A plan of problems that each cost their own: the chunks, and the whole batch's cost. */
struct Plan {
    std::vector<Chunk> chunks;
    double total_cost = 0;
};

/**
 * The problems of one group: one set of options and sizes, so one kernel for all of them,
 * whatever the chunks they are split into. `cost`: of one problem, its overhead included.
 */
template <typename Kernel>
struct Bucket {
    int64_t group;
    int64_t first;  ///< global index of its first problem
    int64_t count;
    double cost;
    Kernel kernel;
};

/**
 * A plan of buckets: the buckets, in the order they run (cost order, largest problems first,
 * where they are few enough to be worth ordering: see plan_buckets), and, when the batch is
 * worth threads (`parallel`), the chunks, whose `group` is a bucket's place in `buckets`.
 */
template <typename Kernel>
struct BucketPlan {
    std::vector<Bucket<Kernel>> buckets;
    std::vector<Chunk> chunks;
    double total_cost = 0;
    int threads = 1;  ///< the threads the chunks are cut for
    bool parallel = false;
};

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

/**
 * The one chunker: cuts runs of problems into chunks of about `target` cost, in the order the
 * runs are given. add(unit, offset, first, count, cost, granule) appends `count` problems of
 * `cost` each (overhead included), number `offset` on of unit `unit`, the first of them problem
 * `first` of the batch; a run is split only at multiples of `granule` problems from its start
 * (an interleaved kernel takes a vector's worth of problems at a time). A chunk may span runs.
 */
class Chunker {
public:
    explicit Chunker(double target) : target_(target) {}

    void add(int64_t unit, int64_t offset, int64_t first, int64_t count, double cost,
             int64_t granule = 1)
    {
        if (count == 1) {  // the common case of problems of their own: no division
            if (current_.count == 0) current_ = Chunk{unit, offset, first, 0, 0};
            current_.count += 1;
            current_.cost += cost;
            close_if_full();
            return;
        }
        for (int64_t done = 0; done < count;) {
            if (current_.count == 0) current_ = Chunk{unit, offset + done, first + done, 0, 0};
            int64_t wanted =
                std::max<int64_t>(1, int64_t(std::ceil((target_ - current_.cost) / cost)));
            wanted = (wanted + granule - 1) / granule * granule;
            int64_t const taken = std::min(wanted, count - done);
            current_.count += taken;
            current_.cost += cost * double(taken);
            done += taken;
            close_if_full();
        }
    }

    /** The chunks, the last one closed. */
    std::vector<Chunk> finish()
    {
        if (current_.count > 0) chunks_.push_back(current_);
        current_.count = 0;
        return std::move(chunks_);
    }

private:
    void close_if_full()
    {
        if (current_.cost >= target_) {
            chunks_.push_back(current_);
            current_.count = 0;
        }
    }

    double target_;
    Chunk current_{0, 0, 0, 0, 0};
    std::vector<Chunk> chunks_;
};

/** The chunk cost that gives each of `threads` threads `chunks_per_thread` chunks: enough that
 *  threads done with their own part can even out the rest, few enough that handing them out
 *  stays cheap next to the work. */
inline double chunk_target(double total, int threads, int chunks_per_thread)
{
    return total / (double(threads) * double(chunks_per_thread));
}

/** Builds the chunks of problems that each cost their own, in batch order. `cost(Index)` gives a
 *  problem's flops (the tuning's overhead is added). */
template <typename Cost>
Plan make_plan(Groups const& groups, int threads, PlanTuning const& tuning, Cost&& cost)
{
    Plan plan;
    double const overhead = tuning.problem_overhead_flops;
    for_each_problem(groups, [&](Index at) { plan.total_cost += cost(at) + overhead; });
    Chunker chunker(chunk_target(plan.total_cost, threads, tuning.chunks_per_thread));
    int64_t group = -1, offset_in_group = 0;
    for_each_problem(groups, [&](Index at) {
        offset_in_group = at.group == group ? offset_in_group + 1 : 0;
        group = at.group;
        chunker.add(at.group, offset_in_group, at.problem, 1, cost(at) + overhead);
    });
    plan.chunks = chunker.finish();
    return plan;
}

/** `pieces` chunks of near-equal problem counts over problems [0, count) (cost 1 each): for
 *  batches so large that a pass for the problems' costs would cost more than it evens out. */
inline std::vector<Chunk> equal_count_chunks(int64_t count, int64_t pieces)
{
    std::vector<Chunk> chunks;
    for (int64_t piece = 0; piece < pieces; ++piece) {
        auto const [begin, end] = range_bounds(count, pieces, piece);
        if (end > begin) chunks.push_back(Chunk{begin, 0, begin, end - begin, 1.0});
    }
    return chunks;
}

/**
 * The plan of a batch whose problems cost the same within a group: a bucket per non-empty
 * group, with group_cost(g) flops a problem (the tuning's overhead added) and kernel_of(g)
 * its kernel, and on `threads` threads, when the batch costs at least the tuning's
 * parallel_min_flops, the chunks, split at multiples of granule(g) problems of group g.
 * Buckets run in cost order (the largest problems first, so that the last chunks the threads
 * share are small) where they are no more than the chunks; more buckets (problems of their
 * own sizes, a group each) keep batch order: a sort would cost more than a tiny problem, and in
 * batch order their matrices stream in behind the computation.
 */
template <typename Kernel, typename GroupCost, typename KernelOf, typename Granule>
BucketPlan<Kernel> plan_buckets(Groups const& groups, int threads, PlanTuning const& tuning,
                                GroupCost&& group_cost, KernelOf&& kernel_of, Granule&& granule)
{
    BucketPlan<Kernel> plan;
    int64_t const group_count = groups.count();
    plan.buckets.reserve(size_t(group_count));
    for (int64_t g = 0, first = 0; g < group_count; ++g) {
        int64_t const size = groups.size(g);
        if (size > 0) {
            double const cost = group_cost(g) + tuning.problem_overhead_flops;
            plan.buckets.push_back(Bucket<Kernel>{g, first, size, cost, kernel_of(g)});
            plan.total_cost += cost * double(size);
        }
        first += size;
    }
    plan.threads = threads;
    plan.parallel = threads > 1 && plan.total_cost >= tuning.parallel_min_flops;
    if (!plan.parallel) return plan;
    double const target = chunk_target(plan.total_cost, threads, tuning.chunks_per_thread);
    if (double(plan.buckets.size()) <= double(threads) * double(tuning.chunks_per_thread))
        std::stable_sort(plan.buckets.begin(), plan.buckets.end(),
                         [](Bucket<Kernel> const& a, Bucket<Kernel> const& b) {
                             return a.cost > b.cost;
                         });
    Chunker chunker(target);
    for (size_t b = 0; b < plan.buckets.size(); ++b) {
        Bucket<Kernel> const& bucket = plan.buckets[b];
        chunker.add(int64_t(b), 0, bucket.first, bucket.count, bucket.cost,
                    bucket.count > 1 ? granule(bucket.group) : 1);
    }
    plan.chunks = chunker.finish();
    return plan;
}

/** Calls f(bucket, first, count) for each run of one bucket in `chunk` of `plan`. */
template <typename Kernel, typename F>
void for_each_run_in(Chunk const& chunk, BucketPlan<Kernel> const& plan, F&& f)
{
    int64_t b = chunk.group, offset = chunk.offset_in_group, left = chunk.count;
    while (left > 0) {
        Bucket<Kernel> const& bucket = plan.buckets[size_t(b)];
        int64_t const taken = std::min(left, bucket.count - offset);
        f(bucket, bucket.first + offset, taken);
        left -= taken;
        ++b;
        offset = 0;
    }
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
