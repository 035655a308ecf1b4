// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of src/cpu/drivers/parallel.hh: run_chunks solves every chunk exactly once whatever the
 * team (several threads, fewer threads than parts inside a caller's parallel region, one
 * thread), and with threads enough to share, each thread starts on its own contiguous part;
 * run_batch and run_batch_by_group visit every problem exactly once, with the right group.
 */
#include "cpu/drivers/parallel.hh"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <vector>

#ifdef BATCHBLAS_HAVE_OPENMP
#include <omp.h>
#endif

namespace {

using batchblas::core::Chunk;
using batchblas::core::Groups;
using batchblas::core::Index;

std::vector<Chunk> equal_chunks(int count)
{
    std::vector<Chunk> chunks;
    for (int i = 0; i < count; ++i) chunks.push_back(Chunk{i, 0, i, 1, 100.0});
    return chunks;
}

/** Runs run_chunks and returns how many times each chunk was solved. */
std::vector<int> solve_counts(std::vector<Chunk> const& chunks, int threads)
{
    std::vector<std::atomic<int>> counts(chunks.size());
    for (auto& c : counts) c.store(0);
    batchblas::cpu::run_chunks(chunks, threads,
                               [&](Chunk const& c) { counts[size_t(c.first)] += 1; });
    std::vector<int> out;
    for (auto& c : counts) out.push_back(c.load());
    return out;
}

TEST(Parallel, RunChunksSolvesEachChunkOnce)
{
    // At most four threads: LLVM 14's libomp (the ASan job's runtime) leaks four allocations
    // (LeakSanitizer) once a team grows to eight threads, whatever the code in the region.
    for (int threads : {1, 2, 3, 4})
        for (int count : {0, 1, 2, 7, 16, 64, 1000}) {
            SCOPED_TRACE(std::to_string(count) + " chunks, " + std::to_string(threads) +
                         " threads");
            EXPECT_EQ(solve_counts(equal_chunks(count), threads),
                      std::vector<int>(size_t(count), 1));
        }
}

TEST(Parallel, RunChunksWithASmallerTeam)
{
    // Inside a caller's parallel region (nested parallelism off) each run gets a team of one
    // thread for its four parts: that thread must still take every chunk.
#ifdef BATCHBLAS_HAVE_OPENMP
    int const saved_levels = omp_get_max_active_levels();
    omp_set_max_active_levels(1);
    std::vector<std::vector<int>> results(2);
#pragma omp parallel num_threads(2)
    results[size_t(omp_get_thread_num())] = solve_counts(equal_chunks(40), 4);
    omp_set_max_active_levels(saved_levels);
    for (auto const& r : results) EXPECT_EQ(r, std::vector<int>(40, 1));
#else
    GTEST_SKIP() << "built without OpenMP";
#endif
}

TEST(Parallel, EachThreadStartsOnItsOwnPart)
{
#ifdef BATCHBLAS_HAVE_OPENMP
    // Each thread records the first chunk it takes and waits in it until every thread of the
    // team has taken one, so no thread can run ahead into another's part: each first chunk
    // must be the first of the taker's own part.
    int const threads = 4;
    auto const chunks = equal_chunks(32);
    auto const bounds = batchblas::core::contiguous_parts(chunks, threads);
    std::vector<int64_t> first_taken(threads, -1);
    std::atomic<int> started{0};
    std::atomic<int> team{0};
    batchblas::cpu::run_chunks(chunks, threads, [&](Chunk const& c) {
        int const t = omp_get_thread_num();
        if (first_taken[size_t(t)] >= 0) return;
        first_taken[size_t(t)] = c.first;
        team = omp_get_num_threads();
        started += 1;
        while (started.load() < omp_get_num_threads()) {
        }
    });
    ASSERT_GE(team.load(), 1);
    for (int t = 0; t < team.load(); ++t)
        EXPECT_EQ(first_taken[size_t(t)], bounds[size_t(t)]) << "thread " << t;
#else
    GTEST_SKIP() << "built without OpenMP";
#endif
}

/** Group sizes with empty groups, one-problem groups (variable sizes) and larger ones. */
std::vector<int64_t> mixed_group_sizes()
{
    std::vector<int64_t> sizes;
    for (int g = 0; g < 300; ++g) sizes.push_back(g % 7 == 0 ? 0 : g % 5 == 0 ? 40 : 1);
    return sizes;
}

/** Which problems a batch runner visited, and whether each visit named the problem's group. */
class Visits {
public:
    explicit Visits(std::vector<int64_t> const& sizes) : seen_(problems(sizes))
    {
        for (size_t g = 0; g < sizes.size(); ++g)
            owner_.insert(owner_.end(), size_t(sizes[g]), int64_t(g));
        for (auto& s : seen_) s.store(0);
    }
    void visit(int64_t group, int64_t problem)
    {
        seen_[size_t(problem)] += 1;
        if (owner_[size_t(problem)] != group) wrong_group_ += 1;
    }
    void expect_each_once() const
    {
        EXPECT_EQ(wrong_group_.load(), 0);
        for (size_t i = 0; i < seen_.size(); ++i) EXPECT_EQ(seen_[i].load(), 1) << "problem " << i;
    }

private:
    static size_t problems(std::vector<int64_t> const& sizes)
    {
        int64_t total = 0;
        for (int64_t s : sizes) total += s;
        return size_t(total);
    }
    std::vector<int64_t> owner_;
    std::vector<std::atomic<int>> seen_;
    std::atomic<int> wrong_group_{0};
};

// Costs high enough to go parallel (parallel_threshold_flops) and varying across the batch.

TEST(Parallel, RunBatchByGroupVisitsEveryProblemOnce)
{
    auto const sizes = mixed_group_sizes();
    Visits visits(sizes);
    batchblas::cpu::run_batch_by_group(
        Groups(int64_t(sizes.size()), sizes.data()),
        [](int64_t g) { return 1.0e4 * double(1 + g % 13); },
        [&](int64_t g, int64_t first, int64_t count) {
            for (int64_t i = first; i < first + count; ++i) visits.visit(g, i);
        });
    visits.expect_each_once();
}

// A group with granule 8 (an interleaved path) is split only at multiples of 8 problems from
// its start; the others anywhere.
TEST(Parallel, RunBatchByGroupSplitsAGroupOnlyAtItsGranule)
{
    std::vector<int64_t> sizes;
    for (int g = 0; g < 60; ++g) sizes.push_back(g % 3 == 0 ? 45 : g % 3 == 1 ? 0 : 13);
    std::vector<int64_t> starts(sizes.size(), 0);
    for (size_t g = 1; g < sizes.size(); ++g) starts[g] = starts[g - 1] + sizes[g - 1];
    Visits visits(sizes);
    std::atomic<int> misplaced{0}, runs{0};
    auto granule = [](int64_t g) { return g % 3 == 0 ? int64_t(8) : int64_t(1); };
    batchblas::cpu::run_batch_by_group(
        Groups(int64_t(sizes.size()), sizes.data()),
        [](int64_t g) { return 2.0e4 * double(1 + g % 5); },
        [&](int64_t g, int64_t first, int64_t count) {
            runs += 1;
            int64_t const offset = first - starts[size_t(g)];
            bool const ends_group = offset + count == sizes[size_t(g)];
            if (offset % granule(g) != 0 || (!ends_group && count % granule(g) != 0))
                misplaced += 1;
            for (int64_t i = first; i < first + count; ++i) visits.visit(g, i);
        },
        granule);
    visits.expect_each_once();
    EXPECT_EQ(misplaced.load(), 0);
    EXPECT_GT(runs.load(), 40);  // the groups were split, not handed out whole
}

TEST(Parallel, RunBatchVisitsEveryProblemOnce)
{
    auto const sizes = mixed_group_sizes();
    Visits visits(sizes);
    batchblas::cpu::run_batch(
        Groups(int64_t(sizes.size()), sizes.data()),
        [](Index at) { return 1.0e4 * double(1 + at.problem % 11); },
        [&](Index at) { visits.visit(at.group, at.problem); });
    visits.expect_each_once();
}

}  // namespace
