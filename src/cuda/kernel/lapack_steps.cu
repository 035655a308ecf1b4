// SPDX-License-Identifier: BSD-3-Clause
/** The step arrays of a blocked factorization of a device-described batch
 *  (kernel/lapack_launch.hh): the host knows only the maxima, so each step's sub-matrices and
 *  sizes are worked out on the device, where the problems' sizes and pointers live. */
#include <cuda_runtime.h>

#include <string>

#include "batchblas/types.hh"
#include "cuda/kernel/lapack_launch.hh"

namespace batchblas::cuda {
namespace {

__device__ void* at(void* base, int64_t ld, bool col_major, int64_t r, int64_t c, int bytes)
{
    return static_cast<char*>(base) + (col_major ? r + c * ld : r * ld + c) * bytes;
}

__global__ void blocked_step_kernel(BlockedStepSource s, BlockedStepArrays a)
{
    int64_t const i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (i >= s.count) return;
    bool const stopped = s.abort != nullptr && *s.abort != 0;
    int64_t const m = stopped ? 0 : s.m[i], n = stopped ? 0 : s.n[i];
    int64_t const ld = s.lda[i], k = s.k;
    void* const base = s.A[i];
    int const bytes = s.element_bytes;
    bool const live = k < (m < n ? m : n);
    int64_t const left_n = n - k > s.panel ? s.panel : n - k;
    int64_t const width = live ? left_n : 0;
    int64_t const rows = live ? m - k : 0;
    int64_t const swaps = rows < width ? rows : width;
    int64_t const right = live ? n - k - width : 0;
    int64_t const below = live && m - k - width > 0 ? m - k - width : 0;

    a.rows[i] = rows;
    a.width[i] = width;
    a.swaps[i] = swaps;
    a.right[i] = right;
    a.left[i] = live ? k : 0;
    a.below[i] = below;
    a.offset[i] = live ? k : 0;
    a.zero[i] = 0;
    a.step_codes[i] = 0;
    // An empty operand keeps the matrix's own pointer: nothing reads it.
    a.panel[i] = live ? at(base, ld, s.col_major, k, k, bytes) : base;
    a.right_of[i] = right > 0 ? at(base, ld, s.col_major, k, k + width, bytes) : base;
    a.left_of[i] = live ? at(base, ld, s.col_major, k, 0, bytes) : base;
    a.lower[i] = below > 0 ? at(base, ld, s.col_major, k + width, k, bytes) : base;
    bool const update = below > 0 && (s.lu ? right > 0 : true);
    a.trailing[i] = update ? at(base, ld, s.col_major, k + width, k + width, bytes) : base;
    if (s.ipiv != nullptr) a.pivots[i] = live ? s.ipiv[i] + k : s.ipiv[i];
}

}  // namespace

void launch_blocked_step(BlockedStepSource const& source, BlockedStepArrays const& step,
                         cudaStream_t stream)
{
    if (source.count <= 0) return;
    int const threads = 256;
    blocked_step_kernel<<<unsigned((source.count + threads - 1) / threads), threads, 0, stream>>>(
        source, step);
    cudaError_t const e = cudaGetLastError();
    if (e != cudaSuccess)
        throw Error(std::string("batchblas CUDA: blocked step launch failed: ") +
                    cudaGetErrorString(e));
}

}  // namespace batchblas::cuda
