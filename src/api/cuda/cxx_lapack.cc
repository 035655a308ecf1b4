// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API of the CUDA backend for LAPACK on host-described batches (batchblas/cuda_lapack.hh):
 * each form (flat, group, strided) builds the same batch view as the CPU C++ API
 * (api/cxx/lapack_builders.hh: the same Shape and vector-size rules; device pointers in the
 * pointer vectors) and hands it to the one dispatch path (api/dispatch.hh) with the CUDA backend.
 * Numerical codes come back into info, and the call waits for the stream, only when info has
 * batch_count entries; the device-codes overloads check as with info of size 1 and leave the
 * codes in the caller's device array without waiting.
 */
#include <batchblas/cuda.hh>

#include <complex>
#include <vector>

#include "api/cuda/cxx_sources.hh"
#include "api/cxx/lapack_builders.hh"
#include "api/dispatch.hh"
#include "api/view_builders.hh"
#include "core/check_lapack.hh"
#include "cuda/launch/backend.hh"

namespace batchblas::cuda::gpu {
namespace {

using api::Shape;

/** The CUDA backend of one call with the pointer sources of A, the B slot and ipiv. */
template <typename A, typename B, typename P>
Backend lapack_run(Queue& queue, int64_t count, A const& a, B const& b, P const& ipiv)
{
    Backend backend{&queue, Sources{}};
    backend.lapack.A = source_of(a, count);
    backend.lapack.B = source_of(b, count);
    backend.lapack.ipiv = source_of(ipiv, count);
    return backend;
}

/** The CUDA end of the shared builders with a host info: the codes come back (and the call
 *  waits) only into an info of batch_count entries. */
auto lapack_backend(std::vector<int64_t>& info, Queue& queue)
{
    return [&info, &queue](Shape const& s, auto const& p, auto const& A, auto const& B,
                           auto const& ipiv) {
        int64_t const count = s.batch_count();
        Backend backend = lapack_run(queue, count, A, B, ipiv);
        backend.host_codes = int64_t(info.size()) == count && count > 0;
        api::call_cxx(p, info, count, backend);
    };
}

/** The CUDA end of the shared builders with device codes: the arguments checked as with info
 *  of size 1 (Error thrown), the codes written to device_info (null: dropped), no wait. */
auto lapack_backend_dinfo(int64_t* device_info, Queue& queue)
{
    return [device_info, &queue](Shape const& s, auto const& p, auto const& A, auto const& B,
                                 auto const& ipiv) {
        int64_t const count = s.batch_count();
        Backend backend = lapack_run(queue, count, A, B, ipiv);
        backend.lapack.device_codes = device_info;
        backend.host_codes = false;
        std::vector<int64_t> info(1);
        api::call_cxx(p, info, count, backend);
    };
}

}  // namespace
}  // namespace batchblas::cuda::gpu

namespace batchblas {

using api::Shape;
using api::strided;
namespace gpu = cuda::gpu;

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, size_t batch_count, std::vector<int64_t>& info,
           Queue& queue)
{
    api::build_getrf<T>(Shape("getrf", batch_count), layout, m, n, A, lda, ipiv,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, std::vector<size_t> const& group_sizes,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrf<T>(Shape("getrf", group_sizes), layout, m, n, A, lda, ipiv,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv,
           size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrf<T>(Shape("getrf", batch_count), layout, m, n, strided(A, strideA), lda,
                        strided(ipiv, strideIpiv), gpu::lapack_backend(info, queue));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, size_t batch_count, int64_t* device_info,
           Queue& queue)
{
    api::build_getrf<T>(Shape("getrf", batch_count), layout, m, n, A, lda, ipiv,
                        gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, std::vector<size_t> const& group_sizes,
           int64_t* device_info, Queue& queue)
{
    api::build_getrf<T>(Shape("getrf", group_sizes), layout, m, n, A, lda, ipiv,
                        gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv,
           size_t batch_count, int64_t* device_info, Queue& queue)
{
    api::build_getrf<T>(Shape("getrf", batch_count), layout, m, n, strided(A, strideA), lda,
                        strided(ipiv, strideIpiv), gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
             std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
             std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrfnp<T>(Shape("getrfnp", batch_count), layout, m, n, A, lda,
                          gpu::lapack_backend(info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
             std::vector<T*> const& A, std::vector<int64_t> const& lda,
             std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrfnp<T>(Shape("getrfnp", group_sizes), layout, m, n, A, lda,
                          gpu::lapack_backend(info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
             std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
             std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrfnp<T>(Shape("getrfnp", batch_count), layout, m, n, strided(A, strideA), lda,
                          gpu::lapack_backend(info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
             std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
             int64_t* device_info, Queue& queue)
{
    api::build_getrfnp<T>(Shape("getrfnp", batch_count), layout, m, n, A, lda,
                          gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
             std::vector<T*> const& A, std::vector<int64_t> const& lda,
             std::vector<size_t> const& group_sizes, int64_t* device_info, Queue& queue)
{
    api::build_getrfnp<T>(Shape("getrfnp", group_sizes), layout, m, n, A, lda,
                          gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
             std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
             int64_t* device_info, Queue& queue)
{
    api::build_getrfnp<T>(Shape("getrfnp", batch_count), layout, m, n, strided(A, strideA), lda,
                          gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& B, std::vector<int64_t> const& ldb, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrs<T>(Shape("getrs", batch_count), layout, trans, n, nrhs, A, lda, ipiv, B, ldb,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& B, std::vector<int64_t> const& ldb,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrs<T>(Shape("getrs", group_sizes), layout, trans, n, nrhs, A, lda, ipiv, B, ldb,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, int64_t const* ipiv, int64_t strideIpiv, T* B,
           std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_getrs<T>(Shape("getrs", batch_count), layout, trans, n, nrhs, strided(A, strideA),
                        lda, strided(ipiv, strideIpiv), strided(B, strideB), ldb,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
          Queue& queue)
{
    api::build_gesv<T>(Shape("gesv", batch_count), layout, n, nrhs, A, lda, ipiv, B, ldb,
                       gpu::lapack_backend(info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_gesv<T>(Shape("gesv", group_sizes), layout, n, nrhs, A, lda, ipiv, B, ldb,
                       gpu::lapack_backend(info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs, T* A,
          std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv, T* B,
          std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_gesv<T>(Shape("gesv", batch_count), layout, n, nrhs, strided(A, strideA), lda,
                       strided(ipiv, strideIpiv), strided(B, strideB), ldb,
                       gpu::lapack_backend(info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, int64_t* device_info, Queue& queue)
{
    api::build_gesv<T>(Shape("gesv", batch_count), layout, n, nrhs, A, lda, ipiv, B, ldb,
                       gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          int64_t* device_info, Queue& queue)
{
    api::build_gesv<T>(Shape("gesv", group_sizes), layout, n, nrhs, A, lda, ipiv, B, ldb,
                       gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs, T* A,
          std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv, T* B,
          std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          int64_t* device_info, Queue& queue)
{
    api::build_gesv<T>(Shape("gesv", batch_count), layout, n, nrhs, strided(A, strideA), lda,
                       strided(ipiv, strideIpiv), strided(B, strideB), ldb,
                       gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_potrf<T>(Shape("potrf", batch_count), layout, uplo, n, A, lda,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_potrf<T>(Shape("potrf", group_sizes), layout, uplo, n, A, lda,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_potrf<T>(Shape("potrf", batch_count), layout, uplo, n, strided(A, strideA), lda,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
           int64_t* device_info, Queue& queue)
{
    api::build_potrf<T>(Shape("potrf", batch_count), layout, uplo, n, A, lda,
                        gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<size_t> const& group_sizes, int64_t* device_info, Queue& queue)
{
    api::build_potrf<T>(Shape("potrf", group_sizes), layout, uplo, n, A, lda,
                        gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
           int64_t* device_info, Queue& queue)
{
    api::build_potrf<T>(Shape("potrf", batch_count), layout, uplo, n, strided(A, strideA), lda,
                        gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
           Queue& queue)
{
    api::build_cholesky_solve<T, false>(Shape("potrs", batch_count), layout, uplo, n, nrhs, A, lda,
                                        B, ldb, gpu::lapack_backend(info, queue));
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_cholesky_solve<T, false>(Shape("potrs", group_sizes), layout, uplo, n, nrhs, A, lda,
                                        B, ldb, gpu::lapack_backend(info, queue));
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
           size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_cholesky_solve<T, false>(Shape("potrs", batch_count), layout, uplo, n, nrhs,
                                        strided(A, strideA), lda, strided(B, strideB), ldb,
                                        gpu::lapack_backend(info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
          Queue& queue)
{
    api::build_cholesky_solve<T, true>(Shape("posv", batch_count), layout, uplo, n, nrhs, A, lda, B,
                                       ldb, gpu::lapack_backend(info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_cholesky_solve<T, true>(Shape("posv", group_sizes), layout, uplo, n, nrhs, A, lda, B,
                                       ldb, gpu::lapack_backend(info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, T* A, std::vector<int64_t> const& lda, int64_t strideA,
          T* B, std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_cholesky_solve<T, true>(Shape("posv", batch_count), layout, uplo, n, nrhs,
                                       strided(A, strideA), lda, strided(B, strideB), ldb,
                                       gpu::lapack_backend(info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, int64_t* device_info, Queue& queue)
{
    api::build_cholesky_solve<T, true>(Shape("posv", batch_count), layout, uplo, n, nrhs, A, lda, B,
                                       ldb, gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          int64_t* device_info, Queue& queue)
{
    api::build_cholesky_solve<T, true>(Shape("posv", group_sizes), layout, uplo, n, nrhs, A, lda, B,
                                       ldb, gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, T* A, std::vector<int64_t> const& lda, int64_t strideA,
          T* B, std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          int64_t* device_info, Queue& queue)
{
    api::build_cholesky_solve<T, true>(Shape("posv", batch_count), layout, uplo, n, nrhs,
                                       strided(A, strideA), lda, strided(B, strideB), ldb,
                                       gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_getri<T>(Shape("getri", batch_count), layout, n, A, lda, ipiv, C, ldc,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_getri<T>(Shape("getri", group_sizes), layout, n, A, lda, ipiv, C, ldc,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, T const* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t const* ipiv,
           int64_t strideIpiv, T* C, std::vector<int64_t> const& ldc, int64_t strideC,
           size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_getri<T>(Shape("getri", batch_count), layout, n, strided(A, strideA), lda,
                        strided(ipiv, strideIpiv), strided(C, strideC), ldc,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
           int64_t* device_info, Queue& queue)
{
    api::build_getri<T>(Shape("getri", batch_count), layout, n, A, lda, ipiv, C, ldc,
                        gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc,
           std::vector<size_t> const& group_sizes, int64_t* device_info, Queue& queue)
{
    api::build_getri<T>(Shape("getri", group_sizes), layout, n, A, lda, ipiv, C, ldc,
                        gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, T const* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t const* ipiv,
           int64_t strideIpiv, T* C, std::vector<int64_t> const& ldc, int64_t strideC,
           size_t batch_count, int64_t* device_info, Queue& queue)
{
    api::build_getri<T>(Shape("getri", batch_count), layout, n, strided(A, strideA), lda,
                        strided(ipiv, strideIpiv), strided(C, strideC), ldc,
                        gpu::lapack_backend_dinfo(device_info, queue));
}

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& tau,
           size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_geqrf<T>(Shape("geqrf", batch_count), layout, m, n, A, lda, tau,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& tau,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_geqrf<T>(Shape("geqrf", group_sizes), layout, m, n, A, lda, tau,
                        gpu::lapack_backend(info, queue));
}

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, T* tau, int64_t strideTau,
           size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_geqrf<T>(Shape("geqrf", batch_count), layout, m, n, strided(A, strideA), lda,
                        strided(tau, strideTau), gpu::lapack_backend(info, queue));
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
