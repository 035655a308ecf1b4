// SPDX-License-Identifier: BSD-3-Clause
/** The LAPACK kernels instantiated for one scalar type (one file per type, built in parallel). */
#include "cuda/kernel/lapack_kernels.cuh"

namespace batchblas::cuda {

template struct LapackKernels<float>;

}  // namespace batchblas::cuda
