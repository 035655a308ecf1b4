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
    // Reference BLAS's loops on a block that stays in L1, recursion into gemm updates above; not
    // measured (docs/design-notes/cpu.md, trmm leaves).
    t.trmm_leaf = 16;
    // One panel of up to 32 rows (AVX2's any-size kernel) lost to the blocked path in complex;
    // AVX-512's panels of up to 128 rows win (docs/design-notes/cpu.md, syrk by column blocks).
    t.rank_k_any_min_rows = 32;
    // LAPACK's default block for geqrf (ilaenv), and a 32 x 64 workspace that stays in L1; not
    // measured (docs/design-notes/cpu.md, blocked geqrf).
    t.qr_block = 32;
    t.qr_chunk = 64;
    // Room for the vectors of the sizes batches are for without an allocation; not measured
    // (docs/design-notes/cpu.md, Level 2 scratch).
    t.vector_scratch_elements = 256;
    // Spans up to 512 rows as one permutation sped up getrs at 64 and 128
    // (docs/design-notes/cpu.md, laswp as a permutation).
    t.laswp_permutation_span = 512;
    // A quarter of Zen 4's 1 MiB L2 a core (half of what some VMs report): a chunk packed is still
    // in L2 when it is factored and unpacked (docs/design-notes/cpu.md, interleaved LAPACK).
    t.interleaved_chunk_vectors = 16;
    t.interleaved_chunk_bytes = double(256 << 10);
    // Whole vectors: real types gain nothing from half vectors, and 16-byte vectors run no
    // interleaved LU (docs/design-notes/cpu.md, interleaved LU with partial pivoting).
    t.interleaved_getrf_complex_half_width_from = INT64_MAX;
    // Keeping an entry in a register across four updates starts to beat the fused potf2 at 16
    // (docs/design-notes/cpu.md, Cholesky by blocks of four columns).
    t.potrf_by_blocks_min_order = 16;
    // L1 (32 KiB on Zen 4): an operand that sits there anyway costs more to pack than to read
    // (docs/design-notes/cpu.md, B read in place by edge micro-kernels).
    t.direct_operand_bytes = 32 * 1024;
    // Far enough ahead to cover a memory latency at a few tens of nanoseconds a problem, near
    // enough to stay in L1; a span of 1 KiB covers the tiny matrices; batches up to 512 KiB sit
    // in L2 without it (docs/design-notes/cpu.md, tiny GEMM batch kernels).
    t.kernels.prefetch_ahead = 4;
    t.kernels.prefetch_span_bytes = 1024;
    t.kernels.prefetch_batch_bytes = 512 << 10;
    // Complex columns hold two accumulators a vector, so two give as many FMA chains as four real
    // ones at half the code (docs/design-notes/cpu.md, tiny GEMM batch kernels).
    t.kernels.tiny_gemm_columns_real = 4;
    t.kernels.tiny_gemm_columns_complex = 2;
    // Reciprocals of the first 32 diagonal entries on the stack, and two columns of B sharing
    // each load of the triangle; not measured (docs/design-notes/cpu.md, interleaved trsm).
    t.kernels.compact_trsm_inverse_cache = 32;
    t.kernels.compact_trsm_block = 2;
    return t;
}();

}  // namespace batchblas::cpu::generic
