// SPDX-License-Identifier: BSD-3-Clause
/** The LAPACK kernels instantiated for one scalar type (one file per type, built in parallel). */
#include "cuda/kernel/lapack_kernels.cuh"

namespace batchblas::cuda {

template void launch_lapack<double>(LapackArgs<double> const&, int, size_t, cudaStream_t);
template void launch_lapack_rows<double>(LapackArgs<double>, int, int, cudaStream_t);
template void launch_lapack_streamed<double>(LapackArgs<double> const&, int, cudaStream_t);
template void launch_lapack_registers<double>(LapackArgs<double> const&, int, cudaStream_t);
template void launch_lapack_check<double>(LapackArgs<double> const&, LapackPositions, int64_t,
                                          int64_t, int64_t, int64_t*, int*, cudaStream_t);

}  // namespace batchblas::cuda
