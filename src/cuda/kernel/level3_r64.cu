// SPDX-License-Identifier: BSD-3-Clause
/** The kernels instantiated for double (one file per type, so that the types compile in parallel).
 */
#include "cuda/kernel/kernels.cuh"

namespace batchblas::cuda {

template void launch_gemm<double>(GemmTile, BatchArgs<double> const&, cudaStream_t, GemmPath);
template void launch_triangular<double>(TriTile, BatchArgs<double> const&, cudaStream_t, GemmPath);
template void launch_device_sized_pack<double>(DeviceSizedArgs<double> const&, cudaStream_t);

}  // namespace batchblas::cuda
