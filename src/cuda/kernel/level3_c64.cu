// SPDX-License-Identifier: BSD-3-Clause
/** The kernels instantiated for Complex<double> (one file per type, so that the types compile in
 * parallel). */
#include "cuda/kernel/kernels.cuh"

namespace batchblas::cuda {

template void launch_gemm<Complex<double>>(GemmTile, BatchArgs<Complex<double>> const&,
                                           cudaStream_t, GemmPath);
template void launch_triangular<Complex<double>>(TriTile, BatchArgs<Complex<double>> const&,
                                                 cudaStream_t, GemmPath);
template void launch_device_sized_pack<Complex<double>>(DeviceSizedArgs<Complex<double>> const&,
                                                        cudaStream_t);

}  // namespace batchblas::cuda
