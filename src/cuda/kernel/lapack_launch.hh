// SPDX-License-Identifier: BSD-3-Clause
/**
 * The LAPACK kernels as the host launchers see them (defined in the per-type lapack_<type>.cu
 * files): each sizes the grid for the launch's work items, launches on the stream and throws
 * batchblas::Error if the launch fails.
 */
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>

#include "cuda/device/lapack_problem.hh"

namespace batchblas::cuda {

/**
 * The launchers of the LAPACK kernels for one scalar type, explicitly instantiated once in each
 * per-type file (kernel/lapack_<type>.cu) so that the four types compile in parallel.
 */
template <typename T>
struct LapackKernels {
    /** A block team of `threads` per work item, with `smem_bytes` of dynamic shared memory
     *  (args.smem_stride elements). */
    static void teams(LapackArgs<T> const& args, int threads, size_t smem_bytes,
                      cudaStream_t stream);

    /** getrf, getrfnp, potrf and geqrf, and the solves (args.routine) of matrices of at most
     *  `largest` <= 32 rows and columns in registers, a segment of a warp each (the launch sets
     *  args.teams_per_block). */
    static void registers(LapackArgs<T> const& args, int largest, cudaStream_t stream);

    /** getrs and potrs (args.routine) with few right-hand sides, a warp a problem, the factor
     *  streamed: orders to 64 (`largest`: the launch's largest order). */
    static void streamed(LapackArgs<T> const& args, int largest, cudaStream_t stream);

    /** getrf, getrfnp and potrf (args.routine) in row blocks, a block a problem: `slots` rows (a
     *  multiple of 32) by `parts` column parts, at most lapack_rows_threads threads. */
    static void rows(LapackArgs<T> args, int slots, int parts, cudaStream_t stream);

    /** The device-described forms' checks: a code per problem into info, abort raised when any
     *  problem is invalid (args: sizes, pointers, routine, layout and count). */
    static void check(LapackArgs<T> const& args, LapackPositions positions, int64_t max_m,
                      int64_t max_n, int64_t max_nrhs, int64_t* info, int* abort,
                      cudaStream_t stream);
};

/** A blocked factorization's codes: codes[i] = step[i] + offset where codes[i] is 0 and step[i]
 *  is positive (the first failing minor is kept; kernel/lapack_codes.cu). */
void launch_merge_codes(int64_t* codes, int64_t const* step, int64_t offset, int64_t count,
                        cudaStream_t stream);

/** A blocked factorization's step arrays for a device-described batch, one thread a problem
 *  (kernel/lapack_steps.cu). */
void launch_blocked_step(BlockedStepSource const& source, BlockedStepArrays const& step,
                         cudaStream_t stream);

}  // namespace batchblas::cuda
