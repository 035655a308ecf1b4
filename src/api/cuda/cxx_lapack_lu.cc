// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API of the CUDA backend for the LU family on host-described batches: getrf, getrfnp,
 * getrs, gesv and getri
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
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, size_t batch_count, std::vector<int64_t>& info,
           Queue& queue)
{
    api::build_getrf<T>(api::Shape("getrf", batch_count), layout, m, n, A, lda, ipiv,
                        cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, std::vector<size_t> const& group_sizes,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrf<T>(api::Shape("getrf", group_sizes), layout, m, n, A, lda, ipiv,
                        cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv,
           size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrf<T>(api::Shape("getrf", batch_count), layout, m, n, api::strided(A, strideA),
                        lda, api::strided(ipiv, strideIpiv),
                        cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, size_t batch_count, int64_t* device_info,
           Queue& queue)
{
    api::build_getrf<T>(api::Shape("getrf", batch_count), layout, m, n, A, lda, ipiv,
                        cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, std::vector<size_t> const& group_sizes,
           int64_t* device_info, Queue& queue)
{
    api::build_getrf<T>(api::Shape("getrf", group_sizes), layout, m, n, A, lda, ipiv,
                        cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv,
           size_t batch_count, int64_t* device_info, Queue& queue)
{
    api::build_getrf<T>(api::Shape("getrf", batch_count), layout, m, n, api::strided(A, strideA),
                        lda, api::strided(ipiv, strideIpiv),
                        cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
             std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
             std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrfnp<T>(api::Shape("getrfnp", batch_count), layout, m, n, A, lda,
                          cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
             std::vector<T*> const& A, std::vector<int64_t> const& lda,
             std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrfnp<T>(api::Shape("getrfnp", group_sizes), layout, m, n, A, lda,
                          cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
             std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
             std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrfnp<T>(api::Shape("getrfnp", batch_count), layout, m, n,
                          api::strided(A, strideA), lda, cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
             std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
             int64_t* device_info, Queue& queue)
{
    api::build_getrfnp<T>(api::Shape("getrfnp", batch_count), layout, m, n, A, lda,
                          cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
             std::vector<T*> const& A, std::vector<int64_t> const& lda,
             std::vector<size_t> const& group_sizes, int64_t* device_info, Queue& queue)
{
    api::build_getrfnp<T>(api::Shape("getrfnp", group_sizes), layout, m, n, A, lda,
                          cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
             std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
             int64_t* device_info, Queue& queue)
{
    api::build_getrfnp<T>(api::Shape("getrfnp", batch_count), layout, m, n,
                          api::strided(A, strideA), lda,
                          cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& B, std::vector<int64_t> const& ldb, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrs<T>(api::Shape("getrs", batch_count), layout, trans, n, nrhs, A, lda, ipiv, B,
                        ldb, cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& B, std::vector<int64_t> const& ldb,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrs<T>(api::Shape("getrs", group_sizes), layout, trans, n, nrhs, A, lda, ipiv, B,
                        ldb, cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, int64_t const* ipiv, int64_t strideIpiv, T* B,
           std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrs<T>(api::Shape("getrs", batch_count), layout, trans, n, nrhs,
                        api::strided(A, strideA), lda, api::strided(ipiv, strideIpiv),
                        api::strided(B, strideB), ldb, cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
          Queue& queue)
{
    api::build_gesv<T>(api::Shape("gesv", batch_count), layout, n, nrhs, A, lda, ipiv, B, ldb,
                       cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_gesv<T>(api::Shape("gesv", group_sizes), layout, n, nrhs, A, lda, ipiv, B, ldb,
                       cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs, T* A,
          std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv, T* B,
          std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_gesv<T>(api::Shape("gesv", batch_count), layout, n, nrhs, api::strided(A, strideA),
                       lda, api::strided(ipiv, strideIpiv), api::strided(B, strideB), ldb,
                       cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, int64_t* device_info, Queue& queue)
{
    api::build_gesv<T>(api::Shape("gesv", batch_count), layout, n, nrhs, A, lda, ipiv, B, ldb,
                       cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          int64_t* device_info, Queue& queue)
{
    api::build_gesv<T>(api::Shape("gesv", group_sizes), layout, n, nrhs, A, lda, ipiv, B, ldb,
                       cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs, T* A,
          std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv, T* B,
          std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          int64_t* device_info, Queue& queue)
{
    api::build_gesv<T>(api::Shape("gesv", batch_count), layout, n, nrhs, api::strided(A, strideA),
                       lda, api::strided(ipiv, strideIpiv), api::strided(B, strideB), ldb,
                       cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_getri<T>(api::Shape("getri", batch_count), layout, n, A, lda, ipiv, C, ldc,
                        cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_getri<T>(api::Shape("getri", group_sizes), layout, n, A, lda, ipiv, C, ldc,
                        cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, T const* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t const* ipiv,
           int64_t strideIpiv, T* C, std::vector<int64_t> const& ldc, int64_t strideC,
           size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_getri<T>(api::Shape("getri", batch_count), layout, n, api::strided(A, strideA), lda,
                        api::strided(ipiv, strideIpiv), api::strided(C, strideC), ldc,
                        cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
           int64_t* device_info, Queue& queue)
{
    api::build_getri<T>(api::Shape("getri", batch_count), layout, n, A, lda, ipiv, C, ldc,
                        cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc,
           std::vector<size_t> const& group_sizes, int64_t* device_info, Queue& queue)
{
    api::build_getri<T>(api::Shape("getri", group_sizes), layout, n, A, lda, ipiv, C, ldc,
                        cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, T const* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t const* ipiv,
           int64_t strideIpiv, T* C, std::vector<int64_t> const& ldc, int64_t strideC,
           size_t batch_count, int64_t* device_info, Queue& queue)
{
    api::build_getri<T>(api::Shape("getri", batch_count), layout, n, api::strided(A, strideA), lda,
                        api::strided(ipiv, strideIpiv), api::strided(C, strideC), ldc,
                        cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

// ------------------------------------------------------------------------------------------------
// Explicit instantiations: every form for the four types.

template void getrf<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&,
                           std::vector<int64_t*> const&, size_t, std::vector<int64_t>&, Queue&);
template void getrf<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&,
                            std::vector<int64_t*> const&, size_t, std::vector<int64_t>&, Queue&);
template void getrf<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         size_t, std::vector<int64_t>&, Queue&);
template void getrf<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                          size_t, std::vector<int64_t>&, Queue&);
template void getrf<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&,
                           std::vector<int64_t*> const&, std::vector<size_t> const&,
                           std::vector<int64_t>&, Queue&);
template void getrf<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&,
                            std::vector<int64_t*> const&, std::vector<size_t> const&,
                            std::vector<int64_t>&, Queue&);
template void getrf<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<size_t> const&, std::vector<int64_t>&, Queue&);
template void getrf<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                          std::vector<size_t> const&, std::vector<int64_t>&,
                                          Queue&);
template void getrf<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, float*,
                           std::vector<int64_t> const&, int64_t, int64_t*, int64_t, size_t,
                           std::vector<int64_t>&, Queue&);
template void getrf<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                            double*, std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                            size_t, std::vector<int64_t>&, Queue&);
template void getrf<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&, std::complex<float>*,
                                         std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                                         size_t, std::vector<int64_t>&, Queue&);
template void getrf<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<int64_t> const&, std::complex<double>*,
                                          std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                                          size_t, std::vector<int64_t>&, Queue&);
template void getrf<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&,
                           std::vector<int64_t*> const&, size_t, int64_t*, Queue&);
template void getrf<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&,
                            std::vector<int64_t*> const&, size_t, int64_t*, Queue&);
template void getrf<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         size_t, int64_t*, Queue&);
template void getrf<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                          size_t, int64_t*, Queue&);
template void getrf<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&,
                           std::vector<int64_t*> const&, std::vector<size_t> const&, int64_t*,
                           Queue&);
template void getrf<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&,
                            std::vector<int64_t*> const&, std::vector<size_t> const&, int64_t*,
                            Queue&);
template void getrf<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<size_t> const&, int64_t*, Queue&);
template void getrf<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                          std::vector<size_t> const&, int64_t*, Queue&);
template void getrf<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, float*,
                           std::vector<int64_t> const&, int64_t, int64_t*, int64_t, size_t,
                           int64_t*, Queue&);
template void getrf<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                            double*, std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                            size_t, int64_t*, Queue&);
template void getrf<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&, std::complex<float>*,
                                         std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                                         size_t, int64_t*, Queue&);
template void getrf<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<int64_t> const&, std::complex<double>*,
                                          std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                                          size_t, int64_t*, Queue&);
template void getrfnp<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                             std::vector<float*> const&, std::vector<int64_t> const&, size_t,
                             std::vector<int64_t>&, Queue&);
template void getrfnp<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                              std::vector<double*> const&, std::vector<int64_t> const&, size_t,
                              std::vector<int64_t>&, Queue&);
template void getrfnp<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                           std::vector<int64_t> const&,
                                           std::vector<std::complex<float>*> const&,
                                           std::vector<int64_t> const&, size_t,
                                           std::vector<int64_t>&, Queue&);
template void getrfnp<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                            std::vector<int64_t> const&,
                                            std::vector<std::complex<double>*> const&,
                                            std::vector<int64_t> const&, size_t,
                                            std::vector<int64_t>&, Queue&);
template void getrfnp<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                             std::vector<float*> const&, std::vector<int64_t> const&,
                             std::vector<size_t> const&, std::vector<int64_t>&, Queue&);
template void getrfnp<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                              std::vector<double*> const&, std::vector<int64_t> const&,
                              std::vector<size_t> const&, std::vector<int64_t>&, Queue&);
template void getrfnp<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                           std::vector<int64_t> const&,
                                           std::vector<std::complex<float>*> const&,
                                           std::vector<int64_t> const&, std::vector<size_t> const&,
                                           std::vector<int64_t>&, Queue&);
template void getrfnp<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                            std::vector<int64_t> const&,
                                            std::vector<std::complex<double>*> const&,
                                            std::vector<int64_t> const&, std::vector<size_t> const&,
                                            std::vector<int64_t>&, Queue&);
template void getrfnp<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                             float*, std::vector<int64_t> const&, int64_t, size_t,
                             std::vector<int64_t>&, Queue&);
template void getrfnp<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                              double*, std::vector<int64_t> const&, int64_t, size_t,
                              std::vector<int64_t>&, Queue&);
template void getrfnp<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                           std::vector<int64_t> const&, std::complex<float>*,
                                           std::vector<int64_t> const&, int64_t, size_t,
                                           std::vector<int64_t>&, Queue&);
template void getrfnp<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                            std::vector<int64_t> const&, std::complex<double>*,
                                            std::vector<int64_t> const&, int64_t, size_t,
                                            std::vector<int64_t>&, Queue&);
template void getrfnp<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                             std::vector<float*> const&, std::vector<int64_t> const&, size_t,
                             int64_t*, Queue&);
template void getrfnp<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                              std::vector<double*> const&, std::vector<int64_t> const&, size_t,
                              int64_t*, Queue&);
template void getrfnp<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                           std::vector<int64_t> const&,
                                           std::vector<std::complex<float>*> const&,
                                           std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void getrfnp<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                            std::vector<int64_t> const&,
                                            std::vector<std::complex<double>*> const&,
                                            std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void getrfnp<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                             std::vector<float*> const&, std::vector<int64_t> const&,
                             std::vector<size_t> const&, int64_t*, Queue&);
template void getrfnp<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                              std::vector<double*> const&, std::vector<int64_t> const&,
                              std::vector<size_t> const&, int64_t*, Queue&);
template void getrfnp<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                           std::vector<int64_t> const&,
                                           std::vector<std::complex<float>*> const&,
                                           std::vector<int64_t> const&, std::vector<size_t> const&,
                                           int64_t*, Queue&);
template void getrfnp<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                            std::vector<int64_t> const&,
                                            std::vector<std::complex<double>*> const&,
                                            std::vector<int64_t> const&, std::vector<size_t> const&,
                                            int64_t*, Queue&);
template void getrfnp<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                             float*, std::vector<int64_t> const&, int64_t, size_t, int64_t*,
                             Queue&);
template void getrfnp<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                              double*, std::vector<int64_t> const&, int64_t, size_t, int64_t*,
                              Queue&);
template void getrfnp<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                           std::vector<int64_t> const&, std::complex<float>*,
                                           std::vector<int64_t> const&, int64_t, size_t, int64_t*,
                                           Queue&);
template void getrfnp<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                            std::vector<int64_t> const&, std::complex<double>*,
                                            std::vector<int64_t> const&, int64_t, size_t, int64_t*,
                                            Queue&);
template void getrs<float>(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, std::vector<float*> const&,
                           std::vector<int64_t> const&, std::vector<int64_t*> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&, size_t,
                           std::vector<int64_t>&, Queue&);
template void getrs<double>(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                            std::vector<int64_t> const&, std::vector<double*> const&,
                            std::vector<int64_t> const&, std::vector<int64_t*> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&, size_t,
                            std::vector<int64_t>&, Queue&);
template void getrs<std::complex<float>>(Layout, std::vector<Op> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, size_t, std::vector<int64_t>&,
                                         Queue&);
template void getrs<std::complex<double>>(Layout, std::vector<Op> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, size_t,
                                          std::vector<int64_t>&, Queue&);
template void getrs<float>(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, std::vector<float*> const&,
                           std::vector<int64_t> const&, std::vector<int64_t*> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&,
                           std::vector<size_t> const&, std::vector<int64_t>&, Queue&);
template void getrs<double>(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                            std::vector<int64_t> const&, std::vector<double*> const&,
                            std::vector<int64_t> const&, std::vector<int64_t*> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&,
                            std::vector<size_t> const&, std::vector<int64_t>&, Queue&);
template void getrs<std::complex<float>>(Layout, std::vector<Op> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<size_t> const&,
                                         std::vector<int64_t>&, Queue&);
template void getrs<std::complex<double>>(Layout, std::vector<Op> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<size_t> const&,
                                          std::vector<int64_t>&, Queue&);
template void getrs<float>(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, float const*, std::vector<int64_t> const&,
                           int64_t, int64_t const*, int64_t, float*, std::vector<int64_t> const&,
                           int64_t, size_t, std::vector<int64_t>&, Queue&);
template void getrs<double>(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                            std::vector<int64_t> const&, double const*, std::vector<int64_t> const&,
                            int64_t, int64_t const*, int64_t, double*, std::vector<int64_t> const&,
                            int64_t, size_t, std::vector<int64_t>&, Queue&);
template void getrs<std::complex<float>>(Layout, std::vector<Op> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::complex<float> const*, std::vector<int64_t> const&,
                                         int64_t, int64_t const*, int64_t, std::complex<float>*,
                                         std::vector<int64_t> const&, int64_t, size_t,
                                         std::vector<int64_t>&, Queue&);
template void getrs<std::complex<double>>(Layout, std::vector<Op> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t> const&,
                                          std::complex<double> const*, std::vector<int64_t> const&,
                                          int64_t, int64_t const*, int64_t, std::complex<double>*,
                                          std::vector<int64_t> const&, int64_t, size_t,
                                          std::vector<int64_t>&, Queue&);
template void gesv<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                          std::vector<float*> const&, std::vector<int64_t> const&,
                          std::vector<int64_t*> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, size_t, std::vector<int64_t>&, Queue&);
template void gesv<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           std::vector<double*> const&, std::vector<int64_t> const&,
                           std::vector<int64_t*> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, size_t, std::vector<int64_t>&, Queue&);
template void gesv<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                        std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, size_t, std::vector<int64_t>&,
                                        Queue&);
template void gesv<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, size_t, std::vector<int64_t>&,
                                         Queue&);
template void gesv<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                          std::vector<float*> const&, std::vector<int64_t> const&,
                          std::vector<int64_t*> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, std::vector<size_t> const&,
                          std::vector<int64_t>&, Queue&);
template void gesv<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           std::vector<double*> const&, std::vector<int64_t> const&,
                           std::vector<int64_t*> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, std::vector<size_t> const&,
                           std::vector<int64_t>&, Queue&);
template void gesv<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                        std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, std::vector<size_t> const&,
                                        std::vector<int64_t>&, Queue&);
template void gesv<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, std::vector<size_t> const&,
                                         std::vector<int64_t>&, Queue&);
template void gesv<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, float*,
                          std::vector<int64_t> const&, int64_t, int64_t*, int64_t, float*,
                          std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&,
                          Queue&);
template void gesv<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           double*, std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                           double*, std::vector<int64_t> const&, int64_t, size_t,
                           std::vector<int64_t>&, Queue&);
template void gesv<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                        std::vector<int64_t> const&, std::complex<float>*,
                                        std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                                        std::complex<float>*, std::vector<int64_t> const&, int64_t,
                                        size_t, std::vector<int64_t>&, Queue&);
template void gesv<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&, std::complex<double>*,
                                         std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                                         std::complex<double>*, std::vector<int64_t> const&,
                                         int64_t, size_t, std::vector<int64_t>&, Queue&);
template void gesv<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                          std::vector<float*> const&, std::vector<int64_t> const&,
                          std::vector<int64_t*> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void gesv<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           std::vector<double*> const&, std::vector<int64_t> const&,
                           std::vector<int64_t*> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void gesv<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                        std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void gesv<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void gesv<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                          std::vector<float*> const&, std::vector<int64_t> const&,
                          std::vector<int64_t*> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, std::vector<size_t> const&, int64_t*,
                          Queue&);
template void gesv<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           std::vector<double*> const&, std::vector<int64_t> const&,
                           std::vector<int64_t*> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, std::vector<size_t> const&, int64_t*,
                           Queue&);
template void gesv<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                        std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, std::vector<size_t> const&,
                                        int64_t*, Queue&);
template void gesv<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, std::vector<size_t> const&,
                                         int64_t*, Queue&);
template void gesv<float>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, float*,
                          std::vector<int64_t> const&, int64_t, int64_t*, int64_t, float*,
                          std::vector<int64_t> const&, int64_t, size_t, int64_t*, Queue&);
template void gesv<double>(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                           double*, std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                           double*, std::vector<int64_t> const&, int64_t, size_t, int64_t*, Queue&);
template void gesv<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                        std::vector<int64_t> const&, std::complex<float>*,
                                        std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                                        std::complex<float>*, std::vector<int64_t> const&, int64_t,
                                        size_t, int64_t*, Queue&);
template void gesv<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                         std::vector<int64_t> const&, std::complex<double>*,
                                         std::vector<int64_t> const&, int64_t, int64_t*, int64_t,
                                         std::complex<double>*, std::vector<int64_t> const&,
                                         int64_t, size_t, int64_t*, Queue&);
template void getri<float>(Layout, std::vector<int64_t> const&, std::vector<float*> const&,
                           std::vector<int64_t> const&, std::vector<int64_t*> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&, size_t,
                           std::vector<int64_t>&, Queue&);
template void getri<double>(Layout, std::vector<int64_t> const&, std::vector<double*> const&,
                            std::vector<int64_t> const&, std::vector<int64_t*> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&, size_t,
                            std::vector<int64_t>&, Queue&);
template void getri<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, size_t, std::vector<int64_t>&,
                                         Queue&);
template void getri<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, size_t,
                                          std::vector<int64_t>&, Queue&);
template void getri<float>(Layout, std::vector<int64_t> const&, std::vector<float*> const&,
                           std::vector<int64_t> const&, std::vector<int64_t*> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&,
                           std::vector<size_t> const&, std::vector<int64_t>&, Queue&);
template void getri<double>(Layout, std::vector<int64_t> const&, std::vector<double*> const&,
                            std::vector<int64_t> const&, std::vector<int64_t*> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&,
                            std::vector<size_t> const&, std::vector<int64_t>&, Queue&);
template void getri<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<size_t> const&,
                                         std::vector<int64_t>&, Queue&);
template void getri<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<size_t> const&,
                                          std::vector<int64_t>&, Queue&);
template void getri<float>(Layout, std::vector<int64_t> const&, float const*,
                           std::vector<int64_t> const&, int64_t, int64_t const*, int64_t, float*,
                           std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&,
                           Queue&);
template void getri<double>(Layout, std::vector<int64_t> const&, double const*,
                            std::vector<int64_t> const&, int64_t, int64_t const*, int64_t, double*,
                            std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&,
                            Queue&);
template void getri<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::complex<float> const*, std::vector<int64_t> const&,
                                         int64_t, int64_t const*, int64_t, std::complex<float>*,
                                         std::vector<int64_t> const&, int64_t, size_t,
                                         std::vector<int64_t>&, Queue&);
template void getri<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::complex<double> const*, std::vector<int64_t> const&,
                                          int64_t, int64_t const*, int64_t, std::complex<double>*,
                                          std::vector<int64_t> const&, int64_t, size_t,
                                          std::vector<int64_t>&, Queue&);
template void getri<float>(Layout, std::vector<int64_t> const&, std::vector<float*> const&,
                           std::vector<int64_t> const&, std::vector<int64_t*> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&, size_t,
                           int64_t*, Queue&);
template void getri<double>(Layout, std::vector<int64_t> const&, std::vector<double*> const&,
                            std::vector<int64_t> const&, std::vector<int64_t*> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&, size_t,
                            int64_t*, Queue&);
template void getri<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void getri<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void getri<float>(Layout, std::vector<int64_t> const&, std::vector<float*> const&,
                           std::vector<int64_t> const&, std::vector<int64_t*> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&,
                           std::vector<size_t> const&, int64_t*, Queue&);
template void getri<double>(Layout, std::vector<int64_t> const&, std::vector<double*> const&,
                            std::vector<int64_t> const&, std::vector<int64_t*> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&,
                            std::vector<size_t> const&, int64_t*, Queue&);
template void getri<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<size_t> const&,
                                         int64_t*, Queue&);
template void getri<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t*> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<size_t> const&,
                                          int64_t*, Queue&);
template void getri<float>(Layout, std::vector<int64_t> const&, float const*,
                           std::vector<int64_t> const&, int64_t, int64_t const*, int64_t, float*,
                           std::vector<int64_t> const&, int64_t, size_t, int64_t*, Queue&);
template void getri<double>(Layout, std::vector<int64_t> const&, double const*,
                            std::vector<int64_t> const&, int64_t, int64_t const*, int64_t, double*,
                            std::vector<int64_t> const&, int64_t, size_t, int64_t*, Queue&);
template void getri<std::complex<float>>(Layout, std::vector<int64_t> const&,
                                         std::complex<float> const*, std::vector<int64_t> const&,
                                         int64_t, int64_t const*, int64_t, std::complex<float>*,
                                         std::vector<int64_t> const&, int64_t, size_t, int64_t*,
                                         Queue&);
template void getri<std::complex<double>>(Layout, std::vector<int64_t> const&,
                                          std::complex<double> const*, std::vector<int64_t> const&,
                                          int64_t, int64_t const*, int64_t, std::complex<double>*,
                                          std::vector<int64_t> const&, int64_t, size_t, int64_t*,
                                          Queue&);

}  // namespace batchblas
