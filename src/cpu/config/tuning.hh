// SPDX-License-Identifier: BSD-3-Clause
/**
 * The shape of a CPU ISA's tuning table (in the manner of BLIS's per-architecture contexts):
 * every tuned limit and threshold of the CPU backend, one named value each. generic.hh,
 * avx2.hh and avx512.hh give the values, each with its reason and where it was measured;
 * active.hh picks the table of the ISA the kernels run with. Plain data only: the per-ISA
 * kernel objects read their own table at compile time.
 */
#pragma once

#include <complex>
#include <cstdint>
#include <type_traits>

#include "core/gemm_choice.hh"
#include "core/plan.hh"

namespace batchblas::cpu {

/** One value per scalar type: float, double, complex float, complex double. */
template <typename V>
struct PerType {
    V s, d, c, z;

    template <typename T>
    constexpr V const& of() const
    {
        if constexpr (std::is_same_v<T, float>) return s;
        else if constexpr (std::is_same_v<T, double>) return d;
        else if constexpr (std::is_same_v<T, std::complex<float>>) return c;
        else return z;
    }
};

/** The blocked GEMM's blocks for one type: an mr x nr register tile of accumulators, kc deep;
 *  an mc x kc block of A (L2) and kc x nc panels of B (nc a multiple of every nr). */
struct GemmBlocks {
    int mr, nr;
    int64_t kc, mc, nc;
};

/** The kernels' own tunables: each ISA's kernel objects read their table's at compile time. */
struct KernelTuning {
    /// Tiny gemm batch kernels: problems ahead whose matrices (out of pointer arrays) are
    /// prefetched, and the bytes of one matrix prefetched at most.
    int64_t prefetch_ahead;
    int64_t prefetch_span_bytes;
    /// Square tiny kernels over pointer arrays prefetch only batches of more bytes than this.
    int64_t prefetch_batch_bytes;
    /// Tiny gemm kernels: columns of C computed together, real and complex types.
    int tiny_gemm_columns_real;
    int tiny_gemm_columns_complex;
    /// Compact trsm: diagonal reciprocals kept for the first rows of a runtime-size solve, and
    /// columns of B solved together in the runtime-size path.
    int compact_trsm_inverse_cache;
    int compact_trsm_block;
};

/** Every tuned limit of the CPU backend on one ISA. */
struct CpuTuning {
    /// The blocked GEMM's register and cache blocks, per type.
    PerType<GemmBlocks> gemm_blocks;
    /// The planner's thresholds (chunks, threads, sorting by size).
    core::PlanTuning plan;
    /// The gemm kernels' reach, per type: the planner's kernel choice reads it.
    PerType<core::GemmTuning> gemm;
    /// trsm / trmm groups too large for the caches fetch the next problem's matrices into L2
    /// from a triangle of this order, up to this many bytes of matrices a problem.
    int64_t prefetched_triangle_min_order;
    double prefetched_triangular_max_bytes;
    /// Orders up to which a group's getrs / potrs solves run interleaved.
    PerType<int64_t> interleaved_solve_max;
    /// Orders up to which a group's Cholesky factorizations run interleaved.
    PerType<int64_t> interleaved_potrf_max;
    /// Orders (the larger of m and n) up to which a group's LU factorizations run interleaved,
    /// in cache and for groups of more than getrf_from_memory_bytes.
    PerType<int64_t> interleaved_getrf_max;
    PerType<int64_t> interleaved_getrf_max_from_memory;
    double getrf_from_memory_bytes;
    /// Interleaved LAPACK running two kernels in turn (solves): groups a block, in cache.
    int64_t interleaved_solve_block;
    /// The fused LAPACK path's buffer (bytes): problems whose matrix fits it take that path.
    int64_t fused_bytes;
    /// getri: columns of L^-1 solved per trsm call.
    int64_t getri_lower_block;
    /// Rank-k updates up to this order and depth compute their tile whole on the tiny kernels.
    PerType<int64_t> small_update_max;
    /// Complex double rank-k updates above this order and up to this depth take the blocked
    /// path rather than the any-size kernel.
    int64_t zrank_k_blocked_above_order;
    int64_t zrank_k_blocked_max_depth;
    /// trsm: from this many columns of B, a left-side base block is solved as the right-side
    /// problem on B^T.
    int64_t trsm_left_via_transpose;
    /// trsm: right-hand sides solved at a time, each panel through the whole recursion.
    PerType<int64_t> trsm_panel;
    /// trmm: diagonal blocks up to this order go to the small kernels; larger ones recurse.
    int64_t trmm_leaf;
    /// Rank-k updates go by column blocks on the any-size kernel only where its panels hold
    /// more rows than this.
    int64_t rank_k_any_min_rows;
    /// geqrf: the panel width (reflectors a block reflector applies at once).
    int64_t qr_block;
    /// geqrf: trailing columns a block reflector updates per pass through its workspace.
    int64_t qr_chunk;
    /// Stack room, read as the largest over the ISAs' tables (a compile-time capacity): Level 2's
    /// gathered vectors up to this many elements (longer ones: the heap), and laswp's spans of
    /// interchanged rows up to this many rows applied as one permutation.
    int64_t vector_scratch_elements;
    int64_t laswp_permutation_span;
    /// Interleaved LAPACK: a chunk packs this many vectors of problems, fewer where they would
    /// not fit in this many bytes.
    int64_t interleaved_chunk_vectors;
    double interleaved_chunk_bytes;
    /// Interleaved LU of complex types on half a vector of problems from this order up.
    int64_t interleaved_getrf_complex_half_width_from;
    /// potrf by blocks of four columns from this order up (below: the fused potf2).
    int64_t potrf_by_blocks_min_order;
    /// The blocked gemm reads A (B) in place, unpacked, while it fits in this many bytes.
    int64_t direct_operand_bytes;
    /// The kernels' own tunables.
    KernelTuning kernels;
};

}  // namespace batchblas::cpu
