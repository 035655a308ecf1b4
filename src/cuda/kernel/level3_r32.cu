// SPDX-License-Identifier: BSD-3-Clause
/** The kernels instantiated for float (one file per type, so that the types compile in parallel).
 */
#include "cuda/kernel/kernels.cuh"

namespace batchblas::cuda {

template void launch_gemm<float>(GemmTile, BatchArgs<float> const&, cudaStream_t, GemmPath);
template void launch_triangular<float>(TriTile, BatchArgs<float> const&, cudaStream_t, GemmPath);
template void launch_device_sized_pack<float>(DeviceSizedArgs<float> const&, cudaStream_t);

}  // namespace batchblas::cuda
