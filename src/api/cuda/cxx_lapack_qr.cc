// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API of the CUDA backend for the QR factorization on host-described batches: geqrf
 * (batchblas/cuda.hh): each form (flat, group, strided) builds the same batch view as the CPU
 * C++ API (api/cxx/builders.hh: the same Shape and vector-size rules; device pointers in the
 * pointer vectors) and hands it to the one dispatch path (api/dispatch.hh) with the CUDA backend
 * (api/cuda/cxx_lapack_backend.hh). Numerical codes come back into info, and the call waits for
 * the stream, only when info has batch_count entries; the device-codes overloads check as with
 * info of size 1 and leave the codes in the caller's device array without waiting.
 */
#include <batchblas/cuda.hh>

#include <complex>
#include <vector>

#include "api/cuda/cxx_lapack_backend.hh"
#include "api/cxx/builders.hh"

namespace batchblas {

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& tau,
           size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_geqrf<T>(api::Shape("geqrf", batch_count), layout, m, n, A, lda, tau,
                        cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& tau,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_geqrf<T>(api::Shape("geqrf", group_sizes), layout, m, n, A, lda, tau,
                        cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, T* tau, int64_t strideTau,
           size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_geqrf<T>(api::Shape("geqrf", batch_count), layout, m, n, api::strided(A, strideA),
                        lda, api::strided(tau, strideTau), cuda::gpu::lapack_backend(info, queue));
}

// ------------------------------------------------------------------------------------------------
// Explicit instantiations: every form for the four types.

template void geqrf<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, size_t, std::vector<int64_t>&, Queue&);
template void geqrf<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, size_t, std::vector<int64_t>&, Queue&);
template void geqrf<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&, size_t,
                                         std::vector<int64_t>&, Queue&);
template void geqrf<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&, size_t,
                                          std::vector<int64_t>&, Queue&);
template void geqrf<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, std::vector<size_t> const&,
                           std::vector<int64_t>&, Queue&);
template void geqrf<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, std::vector<size_t> const&,
                            std::vector<int64_t>&, Queue&);
template void geqrf<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<size_t> const&, std::vector<int64_t>&, Queue&);
template void geqrf<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<size_t> const&, std::vector<int64_t>&,
                                          Queue&);
template void geqrf<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, float*,
                           std::vector<int64_t> const&, int64_t, float*, int64_t, size_t,
                           std::vector<int64_t>&, Queue&);
template void geqrf<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                            double*, std::vector<int64_t> const&, int64_t, double*, int64_t, size_t,
                            std::vector<int64_t>&, Queue&);
template void geqrf<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&, std::complex<float>*,
                                         std::vector<int64_t> const&, int64_t, std::complex<float>*,
                                         int64_t, size_t, std::vector<int64_t>&, Queue&);
template void geqrf<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<int64_t> const&, std::complex<double>*,
                                          std::vector<int64_t> const&, int64_t,
                                          std::complex<double>*, int64_t, size_t,
                                          std::vector<int64_t>&, Queue&);

}  // namespace batchblas
