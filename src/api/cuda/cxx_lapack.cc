// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API of the CUDA backend for LAPACK on host-described batches: getrf, getrfnp, getrs,
 * gesv, getri, potrf, potrs, posv and geqrf (batchblas/cuda_lapack.hh): each form (flat, group,
 * strided) builds the same batch view as the CPU C++ API (api/cxx/builders.hh: the same Shape
 * and vector-size rules; device pointers in the pointer vectors) and hands it to the one
 * dispatch path (api/dispatch.hh) with the CUDA backend (api/cuda/cxx_lapack_backend.hh).
 * Numerical codes come back into info, and the call waits for the stream, only when info has
 * batch_count entries; the device-codes overloads check as with info of size 1 and leave the
 * codes in the caller's device array without waiting.
 */
#include <batchblas/cuda.hh>

#include <complex>
#include <vector>

#include "api/cuda/cxx_lapack_backend.hh"
#include "api/cxx/builders.hh"
#include "api/cxx/signatures.hh"

namespace batchblas {

// ------------------------------------------------------------------------------------------------
// LU: getrf, getrfnp, getrs, gesv, getri

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
// Cholesky: potrf, potrs, posv

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
// QR: geqrf

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
// Explicit instantiations: every form for the four types, with host codes and (routines with
// numerical codes) device codes (api/cxx/signatures.hh).

template api::GetrfFlat<float, api::HostInfo, Queue&> getrf;
template api::GetrfFlat<double, api::HostInfo, Queue&> getrf;
template api::GetrfFlat<std::complex<float>, api::HostInfo, Queue&> getrf;
template api::GetrfFlat<std::complex<double>, api::HostInfo, Queue&> getrf;
template api::GetrfFlat<float, int64_t*, Queue&> getrf;
template api::GetrfFlat<double, int64_t*, Queue&> getrf;
template api::GetrfFlat<std::complex<float>, int64_t*, Queue&> getrf;
template api::GetrfFlat<std::complex<double>, int64_t*, Queue&> getrf;
template api::GetrfGroup<float, api::HostInfo, Queue&> getrf;
template api::GetrfGroup<double, api::HostInfo, Queue&> getrf;
template api::GetrfGroup<std::complex<float>, api::HostInfo, Queue&> getrf;
template api::GetrfGroup<std::complex<double>, api::HostInfo, Queue&> getrf;
template api::GetrfGroup<float, int64_t*, Queue&> getrf;
template api::GetrfGroup<double, int64_t*, Queue&> getrf;
template api::GetrfGroup<std::complex<float>, int64_t*, Queue&> getrf;
template api::GetrfGroup<std::complex<double>, int64_t*, Queue&> getrf;
template api::GetrfStrided<float, api::HostInfo, Queue&> getrf;
template api::GetrfStrided<double, api::HostInfo, Queue&> getrf;
template api::GetrfStrided<std::complex<float>, api::HostInfo, Queue&> getrf;
template api::GetrfStrided<std::complex<double>, api::HostInfo, Queue&> getrf;
template api::GetrfStrided<float, int64_t*, Queue&> getrf;
template api::GetrfStrided<double, int64_t*, Queue&> getrf;
template api::GetrfStrided<std::complex<float>, int64_t*, Queue&> getrf;
template api::GetrfStrided<std::complex<double>, int64_t*, Queue&> getrf;
template api::GetrfnpFlat<float, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpFlat<double, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpFlat<std::complex<float>, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpFlat<std::complex<double>, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpFlat<float, int64_t*, Queue&> getrfnp;
template api::GetrfnpFlat<double, int64_t*, Queue&> getrfnp;
template api::GetrfnpFlat<std::complex<float>, int64_t*, Queue&> getrfnp;
template api::GetrfnpFlat<std::complex<double>, int64_t*, Queue&> getrfnp;
template api::GetrfnpGroup<float, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpGroup<double, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpGroup<std::complex<float>, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpGroup<std::complex<double>, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpGroup<float, int64_t*, Queue&> getrfnp;
template api::GetrfnpGroup<double, int64_t*, Queue&> getrfnp;
template api::GetrfnpGroup<std::complex<float>, int64_t*, Queue&> getrfnp;
template api::GetrfnpGroup<std::complex<double>, int64_t*, Queue&> getrfnp;
template api::GetrfnpStrided<float, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpStrided<double, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpStrided<std::complex<float>, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpStrided<std::complex<double>, api::HostInfo, Queue&> getrfnp;
template api::GetrfnpStrided<float, int64_t*, Queue&> getrfnp;
template api::GetrfnpStrided<double, int64_t*, Queue&> getrfnp;
template api::GetrfnpStrided<std::complex<float>, int64_t*, Queue&> getrfnp;
template api::GetrfnpStrided<std::complex<double>, int64_t*, Queue&> getrfnp;
template api::GetrsFlat<float, api::HostInfo, Queue&> getrs;
template api::GetrsFlat<double, api::HostInfo, Queue&> getrs;
template api::GetrsFlat<std::complex<float>, api::HostInfo, Queue&> getrs;
template api::GetrsFlat<std::complex<double>, api::HostInfo, Queue&> getrs;
template api::GetrsGroup<float, api::HostInfo, Queue&> getrs;
template api::GetrsGroup<double, api::HostInfo, Queue&> getrs;
template api::GetrsGroup<std::complex<float>, api::HostInfo, Queue&> getrs;
template api::GetrsGroup<std::complex<double>, api::HostInfo, Queue&> getrs;
template api::GetrsStrided<float, api::HostInfo, Queue&> getrs;
template api::GetrsStrided<double, api::HostInfo, Queue&> getrs;
template api::GetrsStrided<std::complex<float>, api::HostInfo, Queue&> getrs;
template api::GetrsStrided<std::complex<double>, api::HostInfo, Queue&> getrs;
template api::GesvFlat<float, api::HostInfo, Queue&> gesv;
template api::GesvFlat<double, api::HostInfo, Queue&> gesv;
template api::GesvFlat<std::complex<float>, api::HostInfo, Queue&> gesv;
template api::GesvFlat<std::complex<double>, api::HostInfo, Queue&> gesv;
template api::GesvFlat<float, int64_t*, Queue&> gesv;
template api::GesvFlat<double, int64_t*, Queue&> gesv;
template api::GesvFlat<std::complex<float>, int64_t*, Queue&> gesv;
template api::GesvFlat<std::complex<double>, int64_t*, Queue&> gesv;
template api::GesvGroup<float, api::HostInfo, Queue&> gesv;
template api::GesvGroup<double, api::HostInfo, Queue&> gesv;
template api::GesvGroup<std::complex<float>, api::HostInfo, Queue&> gesv;
template api::GesvGroup<std::complex<double>, api::HostInfo, Queue&> gesv;
template api::GesvGroup<float, int64_t*, Queue&> gesv;
template api::GesvGroup<double, int64_t*, Queue&> gesv;
template api::GesvGroup<std::complex<float>, int64_t*, Queue&> gesv;
template api::GesvGroup<std::complex<double>, int64_t*, Queue&> gesv;
template api::GesvStrided<float, api::HostInfo, Queue&> gesv;
template api::GesvStrided<double, api::HostInfo, Queue&> gesv;
template api::GesvStrided<std::complex<float>, api::HostInfo, Queue&> gesv;
template api::GesvStrided<std::complex<double>, api::HostInfo, Queue&> gesv;
template api::GesvStrided<float, int64_t*, Queue&> gesv;
template api::GesvStrided<double, int64_t*, Queue&> gesv;
template api::GesvStrided<std::complex<float>, int64_t*, Queue&> gesv;
template api::GesvStrided<std::complex<double>, int64_t*, Queue&> gesv;
template api::GetriFlat<float, api::HostInfo, Queue&> getri;
template api::GetriFlat<double, api::HostInfo, Queue&> getri;
template api::GetriFlat<std::complex<float>, api::HostInfo, Queue&> getri;
template api::GetriFlat<std::complex<double>, api::HostInfo, Queue&> getri;
template api::GetriFlat<float, int64_t*, Queue&> getri;
template api::GetriFlat<double, int64_t*, Queue&> getri;
template api::GetriFlat<std::complex<float>, int64_t*, Queue&> getri;
template api::GetriFlat<std::complex<double>, int64_t*, Queue&> getri;
template api::GetriGroup<float, api::HostInfo, Queue&> getri;
template api::GetriGroup<double, api::HostInfo, Queue&> getri;
template api::GetriGroup<std::complex<float>, api::HostInfo, Queue&> getri;
template api::GetriGroup<std::complex<double>, api::HostInfo, Queue&> getri;
template api::GetriGroup<float, int64_t*, Queue&> getri;
template api::GetriGroup<double, int64_t*, Queue&> getri;
template api::GetriGroup<std::complex<float>, int64_t*, Queue&> getri;
template api::GetriGroup<std::complex<double>, int64_t*, Queue&> getri;
template api::GetriStrided<float, api::HostInfo, Queue&> getri;
template api::GetriStrided<double, api::HostInfo, Queue&> getri;
template api::GetriStrided<std::complex<float>, api::HostInfo, Queue&> getri;
template api::GetriStrided<std::complex<double>, api::HostInfo, Queue&> getri;
template api::GetriStrided<float, int64_t*, Queue&> getri;
template api::GetriStrided<double, int64_t*, Queue&> getri;
template api::GetriStrided<std::complex<float>, int64_t*, Queue&> getri;
template api::GetriStrided<std::complex<double>, int64_t*, Queue&> getri;
template api::PotrfFlat<float, api::HostInfo, Queue&> potrf;
template api::PotrfFlat<double, api::HostInfo, Queue&> potrf;
template api::PotrfFlat<std::complex<float>, api::HostInfo, Queue&> potrf;
template api::PotrfFlat<std::complex<double>, api::HostInfo, Queue&> potrf;
template api::PotrfFlat<float, int64_t*, Queue&> potrf;
template api::PotrfFlat<double, int64_t*, Queue&> potrf;
template api::PotrfFlat<std::complex<float>, int64_t*, Queue&> potrf;
template api::PotrfFlat<std::complex<double>, int64_t*, Queue&> potrf;
template api::PotrfGroup<float, api::HostInfo, Queue&> potrf;
template api::PotrfGroup<double, api::HostInfo, Queue&> potrf;
template api::PotrfGroup<std::complex<float>, api::HostInfo, Queue&> potrf;
template api::PotrfGroup<std::complex<double>, api::HostInfo, Queue&> potrf;
template api::PotrfGroup<float, int64_t*, Queue&> potrf;
template api::PotrfGroup<double, int64_t*, Queue&> potrf;
template api::PotrfGroup<std::complex<float>, int64_t*, Queue&> potrf;
template api::PotrfGroup<std::complex<double>, int64_t*, Queue&> potrf;
template api::PotrfStrided<float, api::HostInfo, Queue&> potrf;
template api::PotrfStrided<double, api::HostInfo, Queue&> potrf;
template api::PotrfStrided<std::complex<float>, api::HostInfo, Queue&> potrf;
template api::PotrfStrided<std::complex<double>, api::HostInfo, Queue&> potrf;
template api::PotrfStrided<float, int64_t*, Queue&> potrf;
template api::PotrfStrided<double, int64_t*, Queue&> potrf;
template api::PotrfStrided<std::complex<float>, int64_t*, Queue&> potrf;
template api::PotrfStrided<std::complex<double>, int64_t*, Queue&> potrf;
template api::PotrsFlat<float, api::HostInfo, Queue&> potrs;
template api::PotrsFlat<double, api::HostInfo, Queue&> potrs;
template api::PotrsFlat<std::complex<float>, api::HostInfo, Queue&> potrs;
template api::PotrsFlat<std::complex<double>, api::HostInfo, Queue&> potrs;
template api::PotrsGroup<float, api::HostInfo, Queue&> potrs;
template api::PotrsGroup<double, api::HostInfo, Queue&> potrs;
template api::PotrsGroup<std::complex<float>, api::HostInfo, Queue&> potrs;
template api::PotrsGroup<std::complex<double>, api::HostInfo, Queue&> potrs;
template api::PotrsStrided<float, api::HostInfo, Queue&> potrs;
template api::PotrsStrided<double, api::HostInfo, Queue&> potrs;
template api::PotrsStrided<std::complex<float>, api::HostInfo, Queue&> potrs;
template api::PotrsStrided<std::complex<double>, api::HostInfo, Queue&> potrs;
template api::PosvFlat<float, api::HostInfo, Queue&> posv;
template api::PosvFlat<double, api::HostInfo, Queue&> posv;
template api::PosvFlat<std::complex<float>, api::HostInfo, Queue&> posv;
template api::PosvFlat<std::complex<double>, api::HostInfo, Queue&> posv;
template api::PosvFlat<float, int64_t*, Queue&> posv;
template api::PosvFlat<double, int64_t*, Queue&> posv;
template api::PosvFlat<std::complex<float>, int64_t*, Queue&> posv;
template api::PosvFlat<std::complex<double>, int64_t*, Queue&> posv;
template api::PosvGroup<float, api::HostInfo, Queue&> posv;
template api::PosvGroup<double, api::HostInfo, Queue&> posv;
template api::PosvGroup<std::complex<float>, api::HostInfo, Queue&> posv;
template api::PosvGroup<std::complex<double>, api::HostInfo, Queue&> posv;
template api::PosvGroup<float, int64_t*, Queue&> posv;
template api::PosvGroup<double, int64_t*, Queue&> posv;
template api::PosvGroup<std::complex<float>, int64_t*, Queue&> posv;
template api::PosvGroup<std::complex<double>, int64_t*, Queue&> posv;
template api::PosvStrided<float, api::HostInfo, Queue&> posv;
template api::PosvStrided<double, api::HostInfo, Queue&> posv;
template api::PosvStrided<std::complex<float>, api::HostInfo, Queue&> posv;
template api::PosvStrided<std::complex<double>, api::HostInfo, Queue&> posv;
template api::PosvStrided<float, int64_t*, Queue&> posv;
template api::PosvStrided<double, int64_t*, Queue&> posv;
template api::PosvStrided<std::complex<float>, int64_t*, Queue&> posv;
template api::PosvStrided<std::complex<double>, int64_t*, Queue&> posv;
template api::GeqrfFlat<float, api::HostInfo, Queue&> geqrf;
template api::GeqrfFlat<double, api::HostInfo, Queue&> geqrf;
template api::GeqrfFlat<std::complex<float>, api::HostInfo, Queue&> geqrf;
template api::GeqrfFlat<std::complex<double>, api::HostInfo, Queue&> geqrf;
template api::GeqrfGroup<float, api::HostInfo, Queue&> geqrf;
template api::GeqrfGroup<double, api::HostInfo, Queue&> geqrf;
template api::GeqrfGroup<std::complex<float>, api::HostInfo, Queue&> geqrf;
template api::GeqrfGroup<std::complex<double>, api::HostInfo, Queue&> geqrf;
template api::GeqrfStrided<float, api::HostInfo, Queue&> geqrf;
template api::GeqrfStrided<double, api::HostInfo, Queue&> geqrf;
template api::GeqrfStrided<std::complex<float>, api::HostInfo, Queue&> geqrf;
template api::GeqrfStrided<std::complex<double>, api::HostInfo, Queue&> geqrf;

}  // namespace batchblas
