// SPDX-License-Identifier: BSD-3-Clause
/**
 * Running a planned batch on the CPU: each OpenMP thread runs its own contiguous part of the
 * plan's chunks, then helps with the chunks other threads have not started. Inside a caller's
 * parallel region, or with one thread, the batch runs on the calling thread, so batchblas never
 * oversubscribes the machine.
 */
#pragma once

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include <pthread.h>

#include "batchblas/types.hh"
#include "core/plan.hh"
#include "cpu/config/active.hh"

#ifdef BATCHBLAS_HAVE_OPENMP
#include <omp.h>
#endif

namespace batchblas::cpu {

/**
 * Whether this process is a child of fork(). GNU libgomp's thread pool does not survive fork:
 * after any parallel region of the parent (the library's or the caller's own), the child's
 * first parallel region would wait forever for pool threads the child does not have. A fork
 * handler marks the child, whose batches then run on its one thread (correct, serial). The
 * handler is registered when the library is loaded (fork_handler_registered's initialization,
 * which forked_child's use of it keeps in every program that calls the library), hence before
 * any fork that matters.
 */
inline std::atomic<bool> in_forked_child{false};
#ifdef BATCHBLAS_HAVE_OPENMP
inline bool const fork_handler_registered =
    pthread_atfork(nullptr, nullptr, [] { in_forked_child.store(true); }) == 0;
#endif
inline bool forked_child()
{
#ifdef BATCHBLAS_HAVE_OPENMP
    (void)fork_handler_registered;
#endif
    return in_forked_child.load(std::memory_order_relaxed);
}

/** The thread count set by bblas_set_num_threads; 0 (the default) follows OpenMP's
 *  omp_get_max_threads(). One value for the whole process, as the C function promises. */
inline std::atomic<int> requested_threads{0};

/** Threads a batch would use outside a parallel region: the requested count, else OpenMP's. */
inline int configured_threads()
{
#ifdef BATCHBLAS_HAVE_OPENMP
    if (forked_child()) return 1;
    int const requested = requested_threads.load(std::memory_order_relaxed);
    return requested > 0 ? requested : omp_get_max_threads();
#else
    return 1;
#endif
}

/** Threads a batch may use from here: 1 inside an active parallel region or in a forked
 *  child (forked_child). */
inline int available_threads()
{
#ifdef BATCHBLAS_HAVE_OPENMP
    if (forked_child() || omp_in_parallel()) return 1;
    return configured_threads();
#else
    return 1;
#endif
}

/**
 * The first exception thrown by the threads of a parallel region, rethrown by the calling
 * thread once the region has ended: an exception leaving an OpenMP region terminates the
 * process (std::bad_alloc from a workspace would abort the caller's program). After a failure
 * the other threads start no new work (failed()), so that the call ends soon and the outputs
 * of the problems not yet started stay as they were.
 */
class RegionFailure {
public:
    template <typename F>
    void run(F&& f) noexcept
    {
        try {
            f();
        }
        catch (...) {
            std::lock_guard<std::mutex> const lock(mutex_);
            if (!first_) first_ = std::current_exception();
            failed_.store(true, std::memory_order_relaxed);
        }
    }
    bool failed() const { return failed_.load(std::memory_order_relaxed); }
    void rethrow() const
    {
        if (first_) std::rethrow_exception(first_);
    }

private:
    std::mutex mutex_;
    std::exception_ptr first_;
    std::atomic<bool> failed_{false};
};

/** Relative flops of a problem of a complex type against a real one, for the planner. */
template <typename T>
constexpr double flop_weight()
{
    return is_complex_v<T> ? 4.0 : 1.0;
}

/**
 * Calls solve_chunk(chunk) once for each of `chunks` (in batch order) on `threads` threads.
 * Thread t first takes, front to back, the chunks of part t of core::contiguous_parts, then
 * those left in the other parts. A batch called again thus runs its problems on the same threads
 * as the previous call, whose cores' caches still hold their matrices (a dynamic schedule would
 * scatter them, which in-cache tiny gemm batches feel), while a thread that the
 * cost model or the operating system slowed down is still helped out.
 */
template <typename SolveChunk>
void run_chunks(std::vector<core::Chunk> const& chunks, int threads, SolveChunk&& solve_chunk)
{
    std::vector<int64_t> const bounds = core::contiguous_parts(chunks, threads);
    struct alignas(64) Next {  // a cache line each: the parts' counters are written concurrently
        std::atomic<int64_t> chunk;
    };
    std::unique_ptr<Next[]> const next(new Next[static_cast<size_t>(threads)]);
    for (int t = 0; t < threads; ++t)
        next[t].chunk.store(bounds[size_t(t)], std::memory_order_relaxed);
    RegionFailure failure;
    auto const work = [&](int t) {
        // Every part, own first: a team smaller than asked for still covers all the chunks.
        for (int i = 0; i < threads; ++i) {
            int const part = (t + i) % threads;
            while (!failure.failed()) {
                int64_t const c = next[part].chunk.fetch_add(1, std::memory_order_relaxed);
                if (c >= bounds[size_t(part) + 1]) break;
                solve_chunk(chunks[size_t(c)]);
            }
        }
    };
#ifdef BATCHBLAS_HAVE_OPENMP
#pragma omp parallel num_threads(threads)
    failure.run([&] { work(omp_get_thread_num()); });
#else
    failure.run([&] { work(0); });
#endif
    failure.rethrow();
}

/**
 * Calls solve(Index) once for every problem of `groups`, in parallel when it pays.
 * cost(Index) estimates a problem's flops for the planner.
 */
template <typename Cost, typename Solve>
void run_batch(core::Groups const& groups, Cost&& cost, Solve&& solve)
{
    int const threads = available_threads();
    if (threads <= 1) {
        core::for_each_problem(groups, solve);
        return;
    }
    core::PlanTuning const& tuning = active_tuning().plan;
    core::Plan const plan = core::make_plan(groups, threads, tuning, cost);
    if (plan.total_cost < tuning.parallel_min_flops || plan.chunks.size() <= 1) {
        for (core::Chunk const& chunk : plan.chunks)
            core::for_each_problem_in(chunk, groups, solve);
        return;
    }
    run_chunks(plan.chunks, threads,
               [&](core::Chunk const& chunk) { core::for_each_problem_in(chunk, groups, solve); });
}

/**
 * run_batch(p.groups, cost, solve), but a batch whose arguments (all but the matrices) are given
 * per group goes to per_group() instead, which reads them once a group rather than once a
 * problem. arguments_per_group is core's (core/check_*.hh), found by argument-dependent lookup.
 */
template <class Problems, typename PerGroup, typename Cost, typename Solve>
void run_batch_or_per_group(Problems const& p, PerGroup&& per_group, Cost&& cost, Solve&& solve)
{
    if (arguments_per_group(p)) {
        per_group();
        return;
    }
    run_batch(p.groups, cost, solve);
}

/**
 * Calls body(r) for r = 0 .. ranges - 1, one range per thread: for the passes over a batch that
 * come before its computation (checking, reading group arguments), which would otherwise be the
 * serial part of a parallel call.
 */
template <typename Body>
void run_ranges(int64_t ranges, Body&& body)
{
    if (ranges <= 1) {
        for (int64_t r = 0; r < ranges; ++r) body(r);
        return;
    }
    RegionFailure failure;
#ifdef BATCHBLAS_HAVE_OPENMP
#pragma omp parallel for schedule(static, 1) num_threads(int(ranges))
#endif
    for (int64_t r = 0; r < ranges; ++r) failure.run([&] { body(r); });
    failure.rethrow();
}

/** Ranges for a pass of about `nanoseconds` of serial work: one per thread from the tuning's
 *  parallel_pass_ns on (below that, waking the team costs more than it saves), else one. */
inline int64_t ranges_for(double nanoseconds)
{
    int const threads = available_threads();
    return threads > 1 && nanoseconds >= active_tuning().plan.parallel_pass_ns ? threads : 1;
}

/**
 * The checking passes of the CPU front ends (core::check_ranges): `problems` problems of which
 * `full_checks` are checked argument by argument (some tens of nanoseconds each); the others
 * (later problems of uniform groups) are a scan of their pointers (a nanosecond or two).
 */
struct ParallelChecking {
    int64_t ranges(int64_t problems, int64_t full_checks) const
    {
        return ranges_for(2.0 * double(problems) + 24.0 * double(full_checks));
    }
    template <typename Body>
    void run(int64_t ranges, Body&& body) const
    {
        run_ranges(ranges, body);
    }
};

/**
 * The arguments of each group, read once from its first problem by read(Index) (for
 * run_batch_by_group's per-group paths); many groups (variable sizes: one per problem) are read
 * in parallel. An empty group's arguments are never read: unchecked, its arrays may even be
 * null; its entry stays value-initialized (sizes zero: a no-op).
 */
template <typename Args, typename Read>
std::vector<Args> read_group_args(core::Groups const& groups, Read&& read)
{
    int64_t const count = groups.count();
    std::vector<Args> args(static_cast<std::size_t>(count));
    int64_t const ranges = ranges_for(16.0 * double(count));  // ~16 ns a group
    if (ranges == 1) {
        for (int64_t g = 0, problem = 0; g < count; problem += groups.size(g), ++g)
            if (groups.size(g) > 0) args[std::size_t(g)] = read(core::Index{g, problem});
        return args;
    }
    std::vector<int64_t> first(static_cast<std::size_t>(count));  // each group's first problem
    for (int64_t g = 0, problem = 0; g < count; problem += groups.size(g), ++g)
        first[std::size_t(g)] = problem;
    run_ranges(ranges, [&](int64_t r) {
        auto const [begin, end] = core::range_bounds(count, ranges, r);
        for (int64_t g = begin; g < end; ++g)
            if (groups.size(g) > 0)
                args[std::size_t(g)] = read(core::Index{g, first[std::size_t(g)]});
    });
    return args;
}

/** Runs `plan` (core::plan_buckets): solve(bucket, first, count) once for each run of one
 *  bucket, the bucket's kernel whatever the run; on the plan's chunks in parallel where the
 *  plan says so, else bucket after bucket on the calling thread. */
template <typename Kernel, typename SolveRun>
void run_plan(core::BucketPlan<Kernel> const& plan, SolveRun&& solve)
{
    if (!plan.parallel || plan.chunks.size() <= 1) {
        for (core::Bucket<Kernel> const& bucket : plan.buckets)
            solve(bucket, bucket.first, bucket.count);
        return;
    }
    run_chunks(plan.chunks, plan.threads, [&](core::Chunk const& chunk) {
        core::for_each_run_in(chunk, plan, solve);
    });
}

/**
 * Calls solve(group, first, count, kernel) on runs of consecutive problems of one group,
 * covering the batch, in parallel when it pays; `first` is the global index of the run's first
 * problem and `kernel` the group's, kernel_of(g), chosen once per group by the plan
 * (core::plan_buckets), so that no run re-decides it. For batches whose problems cost the same
 * within a group: group_cost(g) gives that cost (flops), so planning costs a few operations per
 * group, not per problem. Runs split group g only at multiples of granule(g) problems from its
 * start: an interleaved path takes a vector's worth of problems at a time, and a run of fewer
 * would leave lanes idle (a group that runs problem by problem keeps 1: larger steps would leave
 * threads idle on small batches).
 */
template <typename Kernel, typename GroupCost, typename KernelOf, typename SolveRun,
          typename GroupGranule>
void run_groups(core::Groups const& groups, GroupCost&& group_cost, KernelOf&& kernel_of,
                SolveRun&& solve, GroupGranule&& granule)
{
    auto const plan = core::plan_buckets<Kernel>(groups, available_threads(),
                                                 active_tuning().plan, group_cost, kernel_of,
                                                 granule);
    run_plan(plan, [&](core::Bucket<Kernel> const& bucket, int64_t first, int64_t count) {
        solve(bucket.group, first, count, bucket.kernel);
    });
}

/** run_groups for groups that all run one way: solve(group, first, count). */
template <typename GroupCost, typename SolveRun, typename GroupGranule>
void run_batch_by_group(core::Groups const& groups, GroupCost&& group_cost, SolveRun&& solve,
                        GroupGranule&& granule)
{
    run_groups<bool>(
        groups, group_cost, [](int64_t) { return false; },
        [&](int64_t g, int64_t first, int64_t count, bool) { solve(g, first, count); }, granule);
}

/** run_batch_by_group with runs split anywhere. */
template <typename GroupCost, typename SolveRun>
void run_batch_by_group(core::Groups const& groups, GroupCost&& group_cost, SolveRun&& solve)
{
    run_batch_by_group(groups, group_cost, solve, [](int64_t) { return int64_t(1); });
}

}  // namespace batchblas::cpu
