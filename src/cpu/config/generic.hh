// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tuning table of the generic (16-byte vector) kernels; its planner values are every ISA's
 * (avx2.hh and avx512.hh start from this table and change what their kernels need).
 * Measurements: docs/design-notes/cpu.md.
 */
#pragma once

#include "cpu/config/tuning.hh"

namespace batchblas::cpu::generic {

inline constexpr CpuTuning tuning = [] {
    CpuTuning t{};
    // MR x NR accumulators in 8 of the 16 SSE registers, KC x NR of B in L1, MC x KC of A in L2
    // (docs/design-notes/cpu.md, blocked gemm).
    t.gemm_blocks = {{8, 4, 256, 192, 4080}, {4, 4, 256, 96, 4080}, {4, 2, 256, 96, 4080},
                     {2, 4, 256, 96, 4080}};
    // A problem that does no arithmetic still costs its call: the cost model's floor
    // (docs/design-notes/cpu.md, planner).
    t.plan.problem_overhead_flops = 64;
    // Enough chunks that threads done early even out the rest, few enough that handing them out
    // stays cheap (docs/design-notes/cpu.md, planner).
    t.plan.chunks_per_thread = 8;
    // Below this a batch is not worth waking a thread team (docs/design-notes/cpu.md, threads).
    t.plan.parallel_min_flops = 2.0e5;
    // The L2 of a core (1 MiB on Zen 4 and recent Intel cores): beyond threads times this, a
    // batch streams from memory (docs/design-notes/cpu.md, out of cache).
    t.plan.cache_bytes_per_thread = double(1 << 20);
    // Tiny problems sorted by size class at a time: their matrices (about 250 KiB) stay in L2;
    // a whole batch sorted at once ran out of cache (docs/design-notes/cpu.md, variable sizes).
    t.plan.sort_window = 512;
    // Fewer problems of their own sizes are not worth sorting (docs/design-notes/cpu.md,
    // variable sizes).
    t.plan.min_sorted_count = 16;
    // From this many problems a chunk, a pass for the costs takes longer than it evens out
    // (docs/design-notes/cpu.md, variable sizes).
    t.plan.min_chunk_problems = 64;
    // A checking pass shorter than this costs less than waking the team (docs/design-notes/cpu.md,
    // threads).
    t.plan.parallel_pass_ns = 8192;
    // No masked vectors: the compile-time-size kernels only, blocked beyond them
    // (docs/design-notes/cpu.md, tiny gemm).
    core::GemmTuning const g{8, 0, 9, 0, {0, 0, 0, 0}};
    t.gemm = {g, g, g, g};
    // Prefetching the next triangle pays from order 32 up to 256 KiB of matrices; smaller
    // triangles stream in order, larger ones gain nothing (docs/design-notes/cpu.md, trsm).
    t.prefetched_triangle_min_order = 32;
    t.prefetched_triangular_max_bytes = double(256 << 10);
    // The 16-byte interleaved kernels: the limits measured before the wider ones
    // (docs/design-notes/cpu.md, interleaved LAPACK).
    t.interleaved_solve_max = {10, 10, 10, 10};
    t.interleaved_potrf_max = {16, 16, 12, 12};
    // No interleaved LU on 16-byte vectors (docs/design-notes/cpu.md, interleaved LAPACK).
    t.interleaved_getrf_max = {0, 0, 0, 0};
    t.interleaved_getrf_max_from_memory = {0, 0, 0, 0};
    // Far beyond the cores' L2, below an L3: a constant, so that the path does not depend on the
    // thread count (docs/design-notes/cpu.md, interleaved LAPACK).
    t.getrf_from_memory_bytes = double(8 << 20);
    // Two kernels' working sets of this many groups stay in cache together
    // (docs/design-notes/cpu.md, interleaved LAPACK).
    t.interleaved_solve_block = 16;
    // Half of Zen 4's 32 KiB L1D, so that a second buffer (solves) fits too
    // (docs/design-notes/cpu.md, fused LAPACK).
    t.fused_bytes = 16384;
    // Each block's solve reads only the rows below it (docs/design-notes/cpu.md, getri).
    t.getri_lower_block = 32;
    // The tiny kernels' tile beats the blocked path's set-up up to these orders
    // (docs/design-notes/cpu.md, small rank-k updates).
    t.small_update_max = {48, 40, 24, 12};
    // Little work an entry of C: the blocked path's fetch ahead wins (docs/design-notes/cpu.md,
    // small rank-k updates).
    t.zrank_k_blocked_above_order = 64;
    t.zrank_k_blocked_max_depth = 32;
    // The two transpositions cost less than column updates of at most 16 entries from here
    // (docs/design-notes/cpu.md, trsm).
    t.trsm_left_via_transpose = 8;
    // A panel of an order-256 B stays in L2 with A; complex double keeps B whole
    // (docs/design-notes/cpu.md, trsm).
    t.trsm_panel = {128, 128, 128, INT64_MAX};
    return t;
}();

}  // namespace batchblas::cpu::generic
