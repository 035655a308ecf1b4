// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API of the CUDA backend for the Cholesky family on host-described batches: potrf,
 * potrs and posv
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
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_potrf<T>(api::Shape("potrf", batch_count), layout, uplo, n, A, lda,
                        cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_potrf<T>(api::Shape("potrf", group_sizes), layout, uplo, n, A, lda,
                        cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_potrf<T>(api::Shape("potrf", batch_count), layout, uplo, n, api::strided(A, strideA),
                        lda, cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
           int64_t* device_info, Queue& queue)
{
    api::build_potrf<T>(api::Shape("potrf", batch_count), layout, uplo, n, A, lda,
                        cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<size_t> const& group_sizes, int64_t* device_info, Queue& queue)
{
    api::build_potrf<T>(api::Shape("potrf", group_sizes), layout, uplo, n, A, lda,
                        cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
           int64_t* device_info, Queue& queue)
{
    api::build_potrf<T>(api::Shape("potrf", batch_count), layout, uplo, n, api::strided(A, strideA),
                        lda, cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
           Queue& queue)
{
    api::build_cholesky_solve<T, false>(api::Shape("potrs", batch_count), layout, uplo, n, nrhs, A,
                                        lda, B, ldb, cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_cholesky_solve<T, false>(api::Shape("potrs", group_sizes), layout, uplo, n, nrhs, A,
                                        lda, B, ldb, cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
           size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_cholesky_solve<T, false>(api::Shape("potrs", batch_count), layout, uplo, n, nrhs,
                                        api::strided(A, strideA), lda, api::strided(B, strideB),
                                        ldb, cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
          Queue& queue)
{
    api::build_cholesky_solve<T, true>(api::Shape("posv", batch_count), layout, uplo, n, nrhs, A,
                                       lda, B, ldb, cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_cholesky_solve<T, true>(api::Shape("posv", group_sizes), layout, uplo, n, nrhs, A,
                                       lda, B, ldb, cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, T* A, std::vector<int64_t> const& lda, int64_t strideA,
          T* B, std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_cholesky_solve<T, true>(api::Shape("posv", batch_count), layout, uplo, n, nrhs,
                                       api::strided(A, strideA), lda, api::strided(B, strideB), ldb,
                                       cuda::gpu::lapack_backend(info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, int64_t* device_info, Queue& queue)
{
    api::build_cholesky_solve<T, true>(api::Shape("posv", batch_count), layout, uplo, n, nrhs, A,
                                       lda, B, ldb,
                                       cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          int64_t* device_info, Queue& queue)
{
    api::build_cholesky_solve<T, true>(api::Shape("posv", group_sizes), layout, uplo, n, nrhs, A,
                                       lda, B, ldb,
                                       cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, T* A, std::vector<int64_t> const& lda, int64_t strideA,
          T* B, std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          int64_t* device_info, Queue& queue)
{
    api::build_cholesky_solve<T, true>(api::Shape("posv", batch_count), layout, uplo, n, nrhs,
                                       api::strided(A, strideA), lda, api::strided(B, strideB), ldb,
                                       cuda::gpu::lapack_backend_dinfo(device_info, queue));
}

// ------------------------------------------------------------------------------------------------
// Explicit instantiations: every form for the four types.

template void potrf<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&, size_t,
                           std::vector<int64_t>&, Queue&);
template void potrf<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&, size_t,
                            std::vector<int64_t>&, Queue&);
template void potrf<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, size_t, std::vector<int64_t>&,
                                         Queue&);
template void potrf<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, size_t,
                                          std::vector<int64_t>&, Queue&);
template void potrf<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&,
                           std::vector<size_t> const&, std::vector<int64_t>&, Queue&);
template void potrf<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&,
                            std::vector<size_t> const&, std::vector<int64_t>&, Queue&);
template void potrf<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<size_t> const&,
                                         std::vector<int64_t>&, Queue&);
template void potrf<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<size_t> const&,
                                          std::vector<int64_t>&, Queue&);
template void potrf<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&, float*,
                           std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&,
                           Queue&);
template void potrf<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&, double*,
                            std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&,
                            Queue&);
template void potrf<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&, std::complex<float>*,
                                         std::vector<int64_t> const&, int64_t, size_t,
                                         std::vector<int64_t>&, Queue&);
template void potrf<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                          std::vector<int64_t> const&, std::complex<double>*,
                                          std::vector<int64_t> const&, int64_t, size_t,
                                          std::vector<int64_t>&, Queue&);
template void potrf<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&, size_t,
                           int64_t*, Queue&);
template void potrf<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&, size_t,
                            int64_t*, Queue&);
template void potrf<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void potrf<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void potrf<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<float*> const&, std::vector<int64_t> const&,
                           std::vector<size_t> const&, int64_t*, Queue&);
template void potrf<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                            std::vector<double*> const&, std::vector<int64_t> const&,
                            std::vector<size_t> const&, int64_t*, Queue&);
template void potrf<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<size_t> const&,
                                         int64_t*, Queue&);
template void potrf<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<size_t> const&,
                                          int64_t*, Queue&);
template void potrf<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&, float*,
                           std::vector<int64_t> const&, int64_t, size_t, int64_t*, Queue&);
template void potrf<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&, double*,
                            std::vector<int64_t> const&, int64_t, size_t, int64_t*, Queue&);
template void potrf<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&, std::complex<float>*,
                                         std::vector<int64_t> const&, int64_t, size_t, int64_t*,
                                         Queue&);
template void potrf<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                          std::vector<int64_t> const&, std::complex<double>*,
                                          std::vector<int64_t> const&, int64_t, size_t, int64_t*,
                                          Queue&);
template void potrs<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, std::vector<float*> const&,
                           std::vector<int64_t> const&, std::vector<float*> const&,
                           std::vector<int64_t> const&, size_t, std::vector<int64_t>&, Queue&);
template void potrs<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                            std::vector<int64_t> const&, std::vector<double*> const&,
                            std::vector<int64_t> const&, std::vector<double*> const&,
                            std::vector<int64_t> const&, size_t, std::vector<int64_t>&, Queue&);
template void potrs<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, size_t, std::vector<int64_t>&,
                                         Queue&);
template void potrs<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, size_t,
                                          std::vector<int64_t>&, Queue&);
template void potrs<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, std::vector<float*> const&,
                           std::vector<int64_t> const&, std::vector<float*> const&,
                           std::vector<int64_t> const&, std::vector<size_t> const&,
                           std::vector<int64_t>&, Queue&);
template void potrs<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                            std::vector<int64_t> const&, std::vector<double*> const&,
                            std::vector<int64_t> const&, std::vector<double*> const&,
                            std::vector<int64_t> const&, std::vector<size_t> const&,
                            std::vector<int64_t>&, Queue&);
template void potrs<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<float>*> const&,
                                         std::vector<int64_t> const&, std::vector<size_t> const&,
                                         std::vector<int64_t>&, Queue&);
template void potrs<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&,
                                          std::vector<std::complex<double>*> const&,
                                          std::vector<int64_t> const&, std::vector<size_t> const&,
                                          std::vector<int64_t>&, Queue&);
template void potrs<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, float const*, std::vector<int64_t> const&,
                           int64_t, float*, std::vector<int64_t> const&, int64_t, size_t,
                           std::vector<int64_t>&, Queue&);
template void potrs<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                            std::vector<int64_t> const&, double const*, std::vector<int64_t> const&,
                            int64_t, double*, std::vector<int64_t> const&, int64_t, size_t,
                            std::vector<int64_t>&, Queue&);
template void potrs<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::complex<float> const*, std::vector<int64_t> const&,
                                         int64_t, std::complex<float>*, std::vector<int64_t> const&,
                                         int64_t, size_t, std::vector<int64_t>&, Queue&);
template void potrs<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                          std::vector<int64_t> const&, std::vector<int64_t> const&,
                                          std::complex<double> const*, std::vector<int64_t> const&,
                                          int64_t, std::complex<double>*,
                                          std::vector<int64_t> const&, int64_t, size_t,
                                          std::vector<int64_t>&, Queue&);
template void posv<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                          std::vector<int64_t> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, size_t, std::vector<int64_t>&, Queue&);
template void posv<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, size_t, std::vector<int64_t>&, Queue&);
template void posv<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                        std::vector<int64_t> const&, std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, size_t, std::vector<int64_t>&,
                                        Queue&);
template void posv<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, size_t, std::vector<int64_t>&,
                                         Queue&);
template void posv<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                          std::vector<int64_t> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, std::vector<size_t> const&,
                          std::vector<int64_t>&, Queue&);
template void posv<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, std::vector<size_t> const&,
                           std::vector<int64_t>&, Queue&);
template void posv<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                        std::vector<int64_t> const&, std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, std::vector<size_t> const&,
                                        std::vector<int64_t>&, Queue&);
template void posv<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, std::vector<size_t> const&,
                                         std::vector<int64_t>&, Queue&);
template void posv<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                          std::vector<int64_t> const&, float*, std::vector<int64_t> const&, int64_t,
                          float*, std::vector<int64_t> const&, int64_t, size_t,
                          std::vector<int64_t>&, Queue&);
template void posv<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, double*, std::vector<int64_t> const&,
                           int64_t, double*, std::vector<int64_t> const&, int64_t, size_t,
                           std::vector<int64_t>&, Queue&);
template void posv<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                        std::vector<int64_t> const&, std::vector<int64_t> const&,
                                        std::complex<float>*, std::vector<int64_t> const&, int64_t,
                                        std::complex<float>*, std::vector<int64_t> const&, int64_t,
                                        size_t, std::vector<int64_t>&, Queue&);
template void posv<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::complex<double>*, std::vector<int64_t> const&,
                                         int64_t, std::complex<double>*,
                                         std::vector<int64_t> const&, int64_t, size_t,
                                         std::vector<int64_t>&, Queue&);
template void posv<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                          std::vector<int64_t> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void posv<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void posv<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                        std::vector<int64_t> const&, std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void posv<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, size_t, int64_t*, Queue&);
template void posv<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                          std::vector<int64_t> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, std::vector<float*> const&,
                          std::vector<int64_t> const&, std::vector<size_t> const&, int64_t*,
                          Queue&);
template void posv<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, std::vector<double*> const&,
                           std::vector<int64_t> const&, std::vector<size_t> const&, int64_t*,
                           Queue&);
template void posv<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                        std::vector<int64_t> const&, std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&,
                                        std::vector<std::complex<float>*> const&,
                                        std::vector<int64_t> const&, std::vector<size_t> const&,
                                        int64_t*, Queue&);
template void posv<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&,
                                         std::vector<std::complex<double>*> const&,
                                         std::vector<int64_t> const&, std::vector<size_t> const&,
                                         int64_t*, Queue&);
template void posv<float>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                          std::vector<int64_t> const&, float*, std::vector<int64_t> const&, int64_t,
                          float*, std::vector<int64_t> const&, int64_t, size_t, int64_t*, Queue&);
template void posv<double>(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                           std::vector<int64_t> const&, double*, std::vector<int64_t> const&,
                           int64_t, double*, std::vector<int64_t> const&, int64_t, size_t, int64_t*,
                           Queue&);
template void posv<std::complex<float>>(Layout, std::vector<Uplo> const&,
                                        std::vector<int64_t> const&, std::vector<int64_t> const&,
                                        std::complex<float>*, std::vector<int64_t> const&, int64_t,
                                        std::complex<float>*, std::vector<int64_t> const&, int64_t,
                                        size_t, int64_t*, Queue&);
template void posv<std::complex<double>>(Layout, std::vector<Uplo> const&,
                                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                                         std::complex<double>*, std::vector<int64_t> const&,
                                         int64_t, std::complex<double>*,
                                         std::vector<int64_t> const&, int64_t, size_t, int64_t*,
                                         Queue&);

}  // namespace batchblas
