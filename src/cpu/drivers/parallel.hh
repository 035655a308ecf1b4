/**
 * Running a planned batch on the CPU: OpenMP threads take chunks of the plan dynamically,
 * largest first. Inside a caller's parallel region, or with one thread, the batch runs on the
 * calling thread, so batchblas never oversubscribes the machine.
 */
#pragma once

#include "batchblas/types.hh"
#include "core/plan.hh"

#ifdef BATCHBLAS_HAVE_OPENMP
#include <omp.h>
#endif

namespace batchblas::cpu {

/** Threads a batch may use from here: 1 inside an active parallel region. */
inline int available_threads()
{
#ifdef BATCHBLAS_HAVE_OPENMP
    return omp_in_parallel() ? 1 : omp_get_max_threads();
#else
    return 1;
#endif
}

/** Relative flops of a problem of a complex type against a real one, for the planner. */
template <typename T>
constexpr double flop_weight()
{
    return is_complex_v<T> ? 4.0 : 1.0;
}

/** Below this many flops a batch is not worth waking a thread team for. */
inline constexpr double parallel_threshold_flops = 2.0e5;

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
    core::Plan const plan = core::make_plan(groups, threads, cost);
    if (plan.total_cost < parallel_threshold_flops || plan.chunks.size() <= 1) {
        for (core::Chunk const& chunk : plan.chunks) core::for_each_problem_in(chunk, groups, solve);
        return;
    }
    auto const chunk_count = int64_t(plan.chunks.size());
#ifdef BATCHBLAS_HAVE_OPENMP
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
#endif
    for (int64_t c = 0; c < chunk_count; ++c)
        core::for_each_problem_in(plan.chunks[c], groups, solve);
}

}  // namespace batchblas::cpu
