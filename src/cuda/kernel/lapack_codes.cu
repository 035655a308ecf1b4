// SPDX-License-Identifier: BSD-3-Clause
/** The merge of a blocked factorization's codes (kernel/lapack_launch.hh). */
#include <cuda_runtime.h>

#include <string>

#include "batchblas/types.hh"
#include "cuda/kernel/lapack_launch.hh"

namespace batchblas::cuda {
namespace {

__global__ void merge_codes_kernel(int64_t* codes, int64_t const* step, int64_t offset,
                                   int64_t count)
{
    int64_t const i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (i < count && codes[i] == 0 && step[i] > 0) codes[i] = step[i] + offset;
}

}  // namespace

void launch_merge_codes(int64_t* codes, int64_t const* step, int64_t offset, int64_t count,
                        cudaStream_t stream)
{
    if (count <= 0) return;
    int const threads = 256;
    merge_codes_kernel<<<unsigned((count + threads - 1) / threads), threads, 0, stream>>>(
        codes, step, offset, count);
    cudaError_t const e = cudaGetLastError();
    if (e != cudaSuccess)
        throw Error(std::string("batchblas CUDA: LAPACK code merge launch failed: ") +
                    cudaGetErrorString(e));
}

}  // namespace batchblas::cuda
