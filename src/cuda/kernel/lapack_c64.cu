// SPDX-License-Identifier: BSD-3-Clause
/** The LAPACK kernels instantiated for one scalar type (one file per type, built in parallel). */
#include "cuda/kernel/lapack_kernels.cuh"

namespace batchblas::cuda {

template void launch_lapack<Complex<double>>(LapackArgs<Complex<double>> const&, int, size_t,
                                             cudaStream_t);
template void launch_lapack_rows<Complex<double>>(LapackArgs<Complex<double>>, int, int, cudaStream_t);
template void launch_lapack_streamed<Complex<double>>(LapackArgs<Complex<double>> const&, int,
                                                      cudaStream_t);
template void launch_lapack_registers<Complex<double>>(LapackArgs<Complex<double>> const&, int,
                                                       cudaStream_t);
template void launch_lapack_check<Complex<double>>(LapackArgs<Complex<double>> const&,
                                                   LapackPositions, int64_t, int64_t, int64_t,
                                                   int64_t*, int*, cudaStream_t);

}  // namespace batchblas::cuda
