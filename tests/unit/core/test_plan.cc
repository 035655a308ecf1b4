// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of src/core/plan.hh (and plan.cc): make_plan splits a batch into chunks that, walked
 * with for_each_problem_in, cover every problem exactly once with the right group index; chunks
 * come in batch order, each chunk's cost is the sum of its problems' costs plus the per-problem
 * overhead, and the total is the whole batch's. Covered shapes: equal problems, empty groups
 * between full ones, group_count 0, only empty groups, one huge problem among tiny ones,
 * variable sizes per group, and 1 to many threads. contiguous_parts divides chunks into
 * consecutive parts whose costs are within one chunk of an equal share.
 */
#include "core/plan.hh"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <vector>

namespace {

using batchblas::core::Chunk;
using batchblas::core::for_each_problem;
using batchblas::core::for_each_problem_in;
using batchblas::core::Groups;
using batchblas::core::Index;
using batchblas::core::make_plan;
using batchblas::core::Plan;
using batchblas::core::PlanTuning;

/** The planner's thresholds for these tests: a CPU table's values. */
PlanTuning const tuning{64, 8, 2.0e5, double(1 << 20), 512, 16, 64, 8192};
double const problem_overhead_flops = tuning.problem_overhead_flops;

/** The group each global problem belongs to, from the sizes. */
std::vector<int64_t> group_of_problems(std::vector<int64_t> const& sizes)
{
    std::vector<int64_t> g;
    for (size_t i = 0; i < sizes.size(); ++i)
        for (int64_t j = 0; j < sizes[i]; ++j) g.push_back(int64_t(i));
    return g;
}

/**
 * Checks every property of a plan over groups of `sizes` with problem costs cost(problem):
 * exact cover, correct group of each visited problem, per-chunk costs, total, ordering.
 */
template <typename Cost>
void check_plan(std::vector<int64_t> const& sizes, int threads, Cost cost)
{
    SCOPED_TRACE("threads " + std::to_string(threads));
    Groups const groups(int64_t(sizes.size()), sizes.data());
    auto const owner = group_of_problems(sizes);
    int64_t const batch_count = int64_t(owner.size());
    auto const cost_of = [&](Index at) { return cost(at.problem); };
    Plan const plan = make_plan(groups, threads, tuning, cost_of);

    double total = 0;
    for (int64_t i = 0; i < batch_count; ++i) total += cost(i) + problem_overhead_flops;
    EXPECT_NEAR(plan.total_cost, total, 1e-9 * std::max(total, 1.0));

    std::vector<int> seen(size_t(batch_count), 0);
    int64_t next_first = 0;
    for (Chunk const& chunk : plan.chunks) {
        EXPECT_GT(chunk.count, 0) << "empty chunk";
        EXPECT_EQ(chunk.first, next_first) << "chunks not in batch order";
        next_first = chunk.first + chunk.count;
        ASSERT_GE(chunk.first, 0);
        ASSERT_LE(chunk.first + chunk.count, batch_count);
        EXPECT_EQ(chunk.group, owner[size_t(chunk.first)]) << "chunk at problem " << chunk.first;
        double chunk_cost = 0;
        int64_t expect_problem = chunk.first;
        for_each_problem_in(chunk, groups, [&](Index at) {
            ASSERT_GE(at.problem, 0);
            ASSERT_LT(at.problem, batch_count);
            EXPECT_EQ(at.problem, expect_problem++) << "problems of a chunk out of order";
            EXPECT_EQ(at.group, owner[size_t(at.problem)])
                << "wrong group for problem " << at.problem;
            seen[size_t(at.problem)] += 1;
            chunk_cost += cost(at.problem) + problem_overhead_flops;
        });
        EXPECT_EQ(expect_problem, chunk.first + chunk.count);
        EXPECT_NEAR(chunk.cost, chunk_cost, 1e-9 * std::max(chunk_cost, 1.0));
    }
    for (int64_t i = 0; i < batch_count; ++i)
        EXPECT_EQ(seen[size_t(i)], 1)
            << "problem " << i << " visited " << seen[size_t(i)] << " times";
}

const std::vector<int> thread_counts = {1, 2, 3, 8, 64};

TEST(Plan, EqualProblemsOneGroup)
{
    for (int t : thread_counts) check_plan({100}, t, [](int64_t) { return 1000.0; });
}

TEST(Plan, SingleProblem)
{
    for (int t : thread_counts) check_plan({1}, t, [](int64_t) { return 5.0e6; });
}

TEST(Plan, ManyGroups)
{
    std::vector<int64_t> sizes;
    for (int g = 0; g < 40; ++g) sizes.push_back(1 + g % 5);
    for (int t : thread_counts)
        check_plan(sizes, t, [](int64_t i) { return double(10 + (i * 37) % 1000); });
}

TEST(Plan, EmptyGroupsInBetween)
{
    std::vector<int64_t> const sizes = {0, 3, 0, 0, 5, 0, 1, 0, 0, 4, 0};
    for (int t : thread_counts) check_plan(sizes, t, [](int64_t i) { return 100.0 * (i + 1); });
}

TEST(Plan, EmptyGroupsWithZeroCostProblems)
{
    std::vector<int64_t> const sizes = {2, 0, 0, 7, 0, 3};
    for (int t : thread_counts) check_plan(sizes, t, [](int64_t) { return 0.0; });
}

TEST(Plan, GroupCountZero)
{
    for (int t : thread_counts) {
        Groups const groups(0, static_cast<int64_t const*>(nullptr));
        Plan const plan = make_plan(groups, t, tuning, [](Index) { return 1.0; });
        EXPECT_TRUE(plan.chunks.empty());
        EXPECT_EQ(plan.total_cost, 0);
    }
}

TEST(Plan, OnlyEmptyGroups)
{
    std::vector<int64_t> const sizes = {0, 0, 0};
    for (int t : thread_counts) {
        Groups const groups(3, sizes.data());
        Plan const plan = make_plan(groups, t, tuning, [](Index) { return 1.0; });
        EXPECT_TRUE(plan.chunks.empty());
        EXPECT_EQ(plan.total_cost, 0);
    }
}

TEST(Plan, OneHugeProblemAmongTinyOnes)
{
    std::vector<int64_t> const sizes = {50, 1, 0, 50};
    int64_t const huge = 50;  // the single problem of group 1
    auto const cost = [&](int64_t i) { return i == huge ? 1.0e9 : 10.0; };
    for (int t : thread_counts) {
        check_plan(sizes, t, cost);
        Groups const groups(4, sizes.data());
        Plan const plan = make_plan(groups, t, tuning, [&](Index at) { return cost(at.problem); });
        ASSERT_FALSE(plan.chunks.empty());
        // The chunk holding the huge problem ends with it: the next problem starts a new chunk.
        auto const holder = std::find_if(
            plan.chunks.begin(), plan.chunks.end(),
            [&](Chunk const& c) { return c.first <= huge && huge < c.first + c.count; });
        ASSERT_NE(holder, plan.chunks.end());
        EXPECT_EQ(holder->first + holder->count, huge + 1);
        EXPECT_GE(holder->cost, 1.0e9);
    }
}

TEST(Plan, HugeProblemFirstOrLastInBatch)
{
    for (int64_t huge : {int64_t(0), int64_t(29)}) {
        std::vector<int64_t> const sizes = {10, 0, 20};
        auto const cost = [&](int64_t i) { return i == huge ? 1.0e8 : 1.0; };
        for (int t : thread_counts) {
            check_plan(sizes, t, cost);
            Groups const groups(3, sizes.data());
            Plan const plan = make_plan(groups, t, tuning, [&](Index at) { return cost(at.problem); });
            // The huge problem's chunk is a part of its own, whatever the other parts get.
            auto const bounds = batchblas::core::contiguous_parts(plan.chunks, t);
            for (int part = 0; part < t; ++part) {
                double part_cost = 0;
                bool holds_huge = false;
                for (int64_t c = bounds[size_t(part)]; c < bounds[size_t(part) + 1]; ++c) {
                    Chunk const& chunk = plan.chunks[size_t(c)];
                    part_cost += chunk.cost;
                    holds_huge =
                        holds_huge || (chunk.first <= huge && huge < chunk.first + chunk.count);
                }
                if (holds_huge && t > 1) EXPECT_LT(part_cost, 1.0e8 + 1.0e4) << "part " << part;
            }
        }
    }
}

TEST(Plan, DecreasingSizesAcrossGroups)
{
    // Variable size: every group its own size, growing then shrinking.
    std::vector<int64_t> sizes;
    std::vector<double> group_cost;
    for (int g = 0; g < 20; ++g) {
        sizes.push_back(g % 3 == 0 ? 0 : 2);
        double const n = 1 + (g < 10 ? g : 20 - g);
        group_cost.push_back(2 * n * n * n);
    }
    auto const owner = group_of_problems(sizes);
    for (int t : thread_counts)
        check_plan(sizes, t, [&](int64_t i) { return group_cost[size_t(owner[size_t(i)])]; });
}

TEST(Plan, EnoughChunksToBalance)
{
    // Equal problems, many threads: the planner must not return a single chunk.
    std::vector<int64_t> const sizes = {1000};
    Groups const groups(1, sizes.data());
    Plan const plan = make_plan(groups, 8, tuning, [](Index) { return 1000.0; });
    EXPECT_GE(plan.chunks.size(), 8u);
}

TEST(Plan, SizeTGroups)
{
    std::vector<size_t> const sizes = {3, 0, 4};
    Groups const groups(3, sizes.data());
    Plan const plan = make_plan(groups, 4, tuning, [](Index at) { return 50.0 * (at.problem + 1); });
    std::vector<int> seen(7, 0);
    std::vector<int64_t> const owner = {0, 0, 0, 2, 2, 2, 2};
    for (Chunk const& chunk : plan.chunks)
        for_each_problem_in(chunk, groups, [&](Index at) {
            seen[size_t(at.problem)] += 1;
            EXPECT_EQ(at.group, owner[size_t(at.problem)]);
        });
    for (int s : seen) EXPECT_EQ(s, 1);
}

/** Checks contiguous_parts(chunks, parts): bounds in order from 0 to the end, and each part's
 *  cost within the largest chunk's cost of an equal share. */
void check_parts(std::vector<Chunk> const& chunks, int parts)
{
    SCOPED_TRACE(std::to_string(chunks.size()) + " chunks, " + std::to_string(parts) + " parts");
    auto const bounds = batchblas::core::contiguous_parts(chunks, parts);
    ASSERT_EQ(bounds.size(), size_t(parts) + 1);
    EXPECT_EQ(bounds.front(), 0);
    EXPECT_EQ(bounds.back(), int64_t(chunks.size()));
    double total = 0, largest = 0;
    for (Chunk const& c : chunks) {
        total += c.cost;
        largest = std::max(largest, c.cost);
    }
    for (int part = 0; part < parts; ++part) {
        ASSERT_LE(bounds[size_t(part)], bounds[size_t(part) + 1]) << "part " << part;
        double cost = 0;
        for (int64_t c = bounds[size_t(part)]; c < bounds[size_t(part) + 1]; ++c)
            cost += chunks[size_t(c)].cost;
        EXPECT_LE(std::abs(cost - total / parts), largest * (1 + 1e-12)) << "part " << part;
    }
}

/** Chunks of the given costs, one problem each. */
std::vector<Chunk> chunks_of(std::vector<double> const& costs)
{
    std::vector<Chunk> chunks;
    for (size_t i = 0; i < costs.size(); ++i)
        chunks.push_back(Chunk{int64_t(i), 0, int64_t(i), 1, costs[i]});
    return chunks;
}

TEST(Plan, ContiguousPartsOfEqualChunks)
{
    auto const chunks = chunks_of(std::vector<double>(16, 10.0));
    EXPECT_EQ(batchblas::core::contiguous_parts(chunks, 2), (std::vector<int64_t>{0, 8, 16}));
    EXPECT_EQ(batchblas::core::contiguous_parts(chunks, 4),
              (std::vector<int64_t>{0, 4, 8, 12, 16}));
    EXPECT_EQ(batchblas::core::contiguous_parts(chunks, 1), (std::vector<int64_t>{0, 16}));
    for (int parts : {1, 2, 3, 5, 7, 16}) check_parts(chunks, parts);
}

TEST(Plan, ContiguousPartsOfUnequalChunks)
{
    std::vector<double> costs;
    for (int i = 0; i < 37; ++i) costs.push_back(double(1 + (i * 53) % 97));
    for (int parts : {1, 2, 3, 4, 8, 36, 37}) check_parts(chunks_of(costs), parts);
    // One chunk outweighing the rest: the parts before and after it stay consecutive.
    costs[20] = 1.0e6;
    for (int parts : {2, 3, 4, 8}) check_parts(chunks_of(costs), parts);
}

TEST(Plan, ContiguousPartsWithFewerChunksThanParts)
{
    for (int parts : {2, 5, 64}) {
        check_parts(chunks_of({3.0}), parts);
        check_parts(chunks_of({3.0, 4.0, 5.0}), parts);
        check_parts({}, parts);
        EXPECT_EQ(batchblas::core::contiguous_parts({}, parts),
                  std::vector<int64_t>(size_t(parts) + 1, 0));
    }
}

}  // namespace

// ------------------------------------------------------------------------- plan_buckets

namespace bucket_tests {

using batchblas::core::Bucket;
using batchblas::core::BucketPlan;
using batchblas::core::plan_buckets;

/** Plans groups of `sizes` with per-problem cost group_cost[g] and granule `granule`, and checks
 *  that the plan's runs cover every problem exactly once with its own group's bucket, that every
 *  chunk boundary inside a bucket falls at a multiple of the granule, and returns the plan. */
BucketPlan<int> check_buckets(std::vector<int64_t> const& sizes,
                              std::vector<double> const& group_cost, int threads,
                              int64_t granule = 1)
{
    SCOPED_TRACE("threads " + std::to_string(threads));
    Groups const groups(int64_t(sizes.size()), sizes.data());
    auto const plan = plan_buckets<int>(
        groups, threads, tuning, [&](int64_t g) { return group_cost[size_t(g)]; },
        [](int64_t g) { return int(g) * 10; }, [&](int64_t) { return granule; });
    auto const owner = group_of_problems(sizes);
    std::vector<int> seen(owner.size(), 0);
    size_t non_empty = 0;
    for (int64_t s : sizes) non_empty += s > 0 ? 1 : 0;
    EXPECT_EQ(plan.buckets.size(), non_empty);
    double total = 0;
    for (Bucket<int> const& b : plan.buckets) {
        EXPECT_EQ(b.kernel, int(b.group) * 10) << "the bucket's kernel is its group's";
        EXPECT_EQ(b.count, sizes[size_t(b.group)]);
        EXPECT_EQ(b.cost, group_cost[size_t(b.group)] + tuning.problem_overhead_flops);
        total += b.cost * double(b.count);
    }
    EXPECT_NEAR(plan.total_cost, total, 1e-9 * total);
    EXPECT_EQ(plan.parallel, threads > 1 && total >= tuning.parallel_min_flops);
    auto const visit = [&](Bucket<int> const& b, int64_t first, int64_t count) {
        EXPECT_GT(count, 0);
        EXPECT_GE(first, b.first);
        EXPECT_LE(first + count, b.first + b.count);
        if (first != b.first) {
            EXPECT_EQ((first - b.first) % granule, 0) << "split off granule";
        }
        for (int64_t i = first; i < first + count; ++i) {
            EXPECT_EQ(owner[size_t(i)], b.group) << "problem " << i;
            seen[size_t(i)] += 1;
        }
    };
    if (plan.parallel)
        for (Chunk const& c : plan.chunks) batchblas::core::for_each_run_in(c, plan, visit);
    else
        for (Bucket<int> const& b : plan.buckets) visit(b, b.first, b.count);
    for (size_t i = 0; i < seen.size(); ++i)
        EXPECT_EQ(seen[i], 1) << "problem " << i << " visited " << seen[i] << " times";
    return plan;
}

TEST(PlanBuckets, CoverEveryProblemOnce)
{
    std::vector<int64_t> const sizes = {0, 300, 0, 7, 1, 1, 64, 0};
    std::vector<double> const cost = {5, 1024, 5, 3000, 1e5, 2, 128, 9};
    for (int t : thread_counts) check_buckets(sizes, cost, t);
    for (int t : thread_counts) check_buckets(sizes, cost, t, 8);
}

TEST(PlanBuckets, GroupsOfOne)
{
    std::vector<int64_t> const sizes(5000, 1);
    std::vector<double> cost;
    for (int i = 0; i < 5000; ++i) cost.push_back(double(1 + (i * 37) % 500));
    for (int t : thread_counts) {
        auto const plan = check_buckets(sizes, cost, t);
        // More buckets than chunks: batch order (the matrices stream in order).
        for (size_t b = 0; b < plan.buckets.size(); ++b)
            EXPECT_EQ(plan.buckets[b].group, int64_t(b));
    }
}

TEST(PlanBuckets, CostOrderLargestFirst)
{
    std::vector<int64_t> const sizes = {40, 10, 0, 25, 80};
    std::vector<double> const cost = {2000, 9000, 1, 9000, 500};
    for (int t : {2, 3, 8}) {
        auto const plan = check_buckets(sizes, cost, t);
        ASSERT_TRUE(plan.parallel);
        for (size_t b = 1; b < plan.buckets.size(); ++b)
            EXPECT_GE(plan.buckets[b - 1].cost, plan.buckets[b].cost) << "bucket " << b;
        // Equal costs keep batch order.
        EXPECT_EQ(plan.buckets[0].group, 1);
        EXPECT_EQ(plan.buckets[1].group, 3);
        EXPECT_EQ(plan.buckets.back().group, 4);
    }
}

TEST(PlanBuckets, SerialBelowTheThreshold)
{
    std::vector<int64_t> const sizes = {10, 3};
    std::vector<double> const cost = {100, 100};
    for (int t : thread_counts) EXPECT_FALSE(check_buckets(sizes, cost, t).parallel);
    // Just at and just below the threshold, two threads.
    double const each = tuning.parallel_min_flops / 100 - tuning.problem_overhead_flops;
    EXPECT_TRUE(check_buckets({100}, {each}, 2).parallel);
    EXPECT_FALSE(check_buckets({100}, {each - 1}, 2).parallel);
}

TEST(PlanBuckets, EveryThreadGetsChunks)
{
    for (int t : {2, 3, 5, 8}) {
        auto const plan = check_buckets({300}, {1024}, t);
        // Chunk sizes round up to whole problems: about chunks_per_thread a thread, at least half.
        EXPECT_GE(plan.chunks.size(), size_t(t) * size_t(tuning.chunks_per_thread) / 2);
    }
}

TEST(PlanBuckets, EqualCountChunks)
{
    for (int64_t count : {1, 7, 64, 1000}) {
        for (int64_t pieces : {1, 3, 16}) {
            auto const chunks = batchblas::core::equal_count_chunks(count, pieces);
            int64_t next = 0;
            for (Chunk const& c : chunks) {
                EXPECT_EQ(c.first, next);
                EXPECT_GT(c.count, 0);
                next += c.count;
            }
            EXPECT_EQ(next, count);
        }
    }
}

}  // namespace bucket_tests
