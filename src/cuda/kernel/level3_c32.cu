// SPDX-License-Identifier: BSD-3-Clause
/** The kernels instantiated for Complex<float> (one file per type, so that the types compile in
 * parallel). */
#include "cuda/kernel/kernels.cuh"

namespace batchblas::cuda {

template void launch_gemm<Complex<float>>(GemmTile, BatchArgs<Complex<float>> const&, cudaStream_t,
                                          GemmPath);
template void launch_triangular<Complex<float>>(TriTile, BatchArgs<Complex<float>> const&,
                                                cudaStream_t, GemmPath);
template void launch_device_sized_pack<Complex<float>>(DeviceSizedArgs<Complex<float>> const&,
                                                       cudaStream_t);

}  // namespace batchblas::cuda
