// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API of the CUDA backend for host-described batches (batchblas/cuda.hh): each form
 * (flat, group, strided) builds the same batch view as the CPU C++ API (api/cxx/builders.hh:
 * the same Shape and vector-size rules; device pointers in the pointer vectors) and hands it to
 * the one dispatch path (api/dispatch.hh) with the CUDA backend: the same checks, then the batch
 * is enqueued.
 */
#include <batchblas/cuda.hh>

#include <complex>

#include "api/cuda/cxx_sources.hh"
#include "api/cxx/builders.hh"
#include "api/cxx/signatures.hh"
#include "api/dispatch.hh"
#include "api/view_builders.hh"
#include "cuda/launch/backend.hh"

namespace batchblas::cuda::gpu {
namespace {

using api::Shape;
using api::Strided;

/** The CUDA end of the shared builders: the one dispatch path with the CUDA backend and the
 *  matrices' pointer sources. */
auto gpu_backend(std::vector<int64_t>& info, Queue& queue)
{
    return [&info, &queue](Shape const& s, auto const& p, auto const& A, auto const& B,
                           auto const& C) {
        int64_t const count = s.batch_count();
        api::call_cxx(p, info, count,
                      Backend{&queue, Sources{source_of(A, count), source_of(B, count),
                                              source_of(C, count)}});
    };
}

}  // namespace
}  // namespace batchblas::cuda::gpu

namespace batchblas {

template <typename T>
void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha,
          std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_gemm<T>(api::Shape("gemm", batch_count), layout, transA, transB, m, n, k, alpha, A,
                       lda, B, ldb, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha,
          std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_gemm<T>(api::Shape("gemm", group_sizes), layout, transA, transB, m, n, k, alpha, A,
                       lda, B, ldb, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha, T const* A,
          std::vector<int64_t> const& lda, int64_t strideA, T const* B,
          std::vector<int64_t> const& ldb, int64_t strideB, std::vector<same_t<T>> const& beta,
          T* C, std::vector<int64_t> const& ldc, int64_t strideC, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_gemm<T>(api::Shape("gemm", batch_count), layout, transA, transB, m, n, k, alpha,
                       api::strided(A, strideA), lda, api::strided(B, strideB), ldb, beta,
                       api::strided(C, strideC), ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_symm<T>(false, api::Shape("symm", batch_count), layout, side, uplo, m, n, alpha, A,
                       lda, B, ldb, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_symm<T>(false, api::Shape("symm", group_sizes), layout, side, uplo, m, n, alpha, A,
                       lda, B, ldb, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, T const* B, std::vector<int64_t> const& ldb, int64_t strideB,
          std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
          int64_t strideC, size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_symm<T>(false, api::Shape("symm", batch_count), layout, side, uplo, m, n, alpha,
                       api::strided(A, strideA), lda, api::strided(B, strideB), ldb, beta,
                       api::strided(C, strideC), ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_symm<T>(true, api::Shape("hemm", batch_count), layout, side, uplo, m, n, alpha, A,
                       lda, B, ldb, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_symm<T>(true, api::Shape("hemm", group_sizes), layout, side, uplo, m, n, alpha, A,
                       lda, B, ldb, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, T const* B, std::vector<int64_t> const& ldb, int64_t strideB,
          std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
          int64_t strideC, size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_symm<T>(true, api::Shape("hemm", batch_count), layout, side, uplo, m, n, alpha,
                       api::strided(A, strideA), lda, api::strided(B, strideB), ldb, beta,
                       api::strided(C, strideC), ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_k<T>(false, api::Shape("syrk", batch_count), layout, uplo, trans, n, k, alpha,
                         A, lda, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_k<T>(false, api::Shape("syrk", group_sizes), layout, uplo, trans, n, k, alpha,
                         A, lda, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, std::vector<same_t<T>> const& beta, T* C,
          std::vector<int64_t> const& ldc, int64_t strideC, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_k<T>(false, api::Shape("syrk", batch_count), layout, uplo, trans, n, k, alpha,
                         api::strided(A, strideA), lda, beta, api::strided(C, strideC), ldc,
                         cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<real_type<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<real_type<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_k<T>(true, api::Shape("herk", batch_count), layout, uplo, trans, n, k, alpha, A,
                         lda, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<real_type<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<real_type<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_k<T>(true, api::Shape("herk", group_sizes), layout, uplo, trans, n, k, alpha, A,
                         lda, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<real_type<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, std::vector<real_type<T>> const& beta, T* C,
          std::vector<int64_t> const& ldc, int64_t strideC, size_t batch_count,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_k<T>(true, api::Shape("herk", batch_count), layout, uplo, trans, n, k, alpha,
                         api::strided(A, strideA), lda, beta, api::strided(C, strideC), ldc,
                         cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_2k<T>(false, api::Shape("syr2k", batch_count), layout, uplo, trans, n, k, alpha,
                          A, lda, B, ldb, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_2k<T>(false, api::Shape("syr2k", group_sizes), layout, uplo, trans, n, k, alpha,
                          A, lda, B, ldb, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, T const* B, std::vector<int64_t> const& ldb, int64_t strideB,
           std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
           int64_t strideC, size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_2k<T>(false, api::Shape("syr2k", batch_count), layout, uplo, trans, n, k, alpha,
                          api::strided(A, strideA), lda, api::strided(B, strideB), ldb, beta,
                          api::strided(C, strideC), ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<real_type<T>> const& beta,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
           std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_2k<T>(true, api::Shape("her2k", batch_count), layout, uplo, trans, n, k, alpha,
                          A, lda, B, ldb, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<real_type<T>> const& beta,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_2k<T>(true, api::Shape("her2k", group_sizes), layout, uplo, trans, n, k, alpha,
                          A, lda, B, ldb, beta, C, ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, T const* B, std::vector<int64_t> const& ldb, int64_t strideB,
           std::vector<real_type<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
           int64_t strideC, size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_rank_2k<T>(true, api::Shape("her2k", batch_count), layout, uplo, trans, n, k, alpha,
                          api::strided(A, strideA), lda, api::strided(B, strideB), ldb, beta,
                          api::strided(C, strideC), ldc, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
          Queue& queue)
{
    api::build_triangular<T>(false, api::Shape("trmm", batch_count), layout, side, uplo, trans,
                             diag, m, n, alpha, A, lda, B, ldb,
                             cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_triangular<T>(false, api::Shape("trmm", group_sizes), layout, side, uplo, trans,
                             diag, m, n, alpha, A, lda, B, ldb,
                             cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
          size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_triangular<T>(false, api::Shape("trmm", batch_count), layout, side, uplo, trans,
                             diag, m, n, alpha, api::strided(A, strideA), lda,
                             api::strided(B, strideB), ldb, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
          Queue& queue)
{
    api::build_triangular<T>(true, api::Shape("trsm", batch_count), layout, side, uplo, trans, diag,
                             m, n, alpha, A, lda, B, ldb, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info, Queue& queue)
{
    api::build_triangular<T>(true, api::Shape("trsm", group_sizes), layout, side, uplo, trans, diag,
                             m, n, alpha, A, lda, B, ldb, cuda::gpu::gpu_backend(info, queue));
}

template <typename T>
void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
          size_t batch_count, std::vector<int64_t>& info, Queue& queue)
{
    api::build_triangular<T>(true, api::Shape("trsm", batch_count), layout, side, uplo, trans, diag,
                             m, n, alpha, api::strided(A, strideA), lda, api::strided(B, strideB),
                             ldb, cuda::gpu::gpu_backend(info, queue));
}

// Explicit instantiations (api/cxx/signatures.hh): the four types for every routine (hemm, herk,
// her2k on real types equal symm, syrk, syr2k, as in BLAS++).

template api::GemmFlat<float, api::HostInfo, Queue&> gemm;
template api::GemmFlat<double, api::HostInfo, Queue&> gemm;
template api::GemmFlat<std::complex<float>, api::HostInfo, Queue&> gemm;
template api::GemmFlat<std::complex<double>, api::HostInfo, Queue&> gemm;
template api::GemmGroup<float, api::HostInfo, Queue&> gemm;
template api::GemmGroup<double, api::HostInfo, Queue&> gemm;
template api::GemmGroup<std::complex<float>, api::HostInfo, Queue&> gemm;
template api::GemmGroup<std::complex<double>, api::HostInfo, Queue&> gemm;
template api::GemmStrided<float, api::HostInfo, Queue&> gemm;
template api::GemmStrided<double, api::HostInfo, Queue&> gemm;
template api::GemmStrided<std::complex<float>, api::HostInfo, Queue&> gemm;
template api::GemmStrided<std::complex<double>, api::HostInfo, Queue&> gemm;
template api::SymmFlat<float, api::HostInfo, Queue&> symm;
template api::SymmFlat<double, api::HostInfo, Queue&> symm;
template api::SymmFlat<std::complex<float>, api::HostInfo, Queue&> symm;
template api::SymmFlat<std::complex<double>, api::HostInfo, Queue&> symm;
template api::SymmGroup<float, api::HostInfo, Queue&> symm;
template api::SymmGroup<double, api::HostInfo, Queue&> symm;
template api::SymmGroup<std::complex<float>, api::HostInfo, Queue&> symm;
template api::SymmGroup<std::complex<double>, api::HostInfo, Queue&> symm;
template api::SymmStrided<float, api::HostInfo, Queue&> symm;
template api::SymmStrided<double, api::HostInfo, Queue&> symm;
template api::SymmStrided<std::complex<float>, api::HostInfo, Queue&> symm;
template api::SymmStrided<std::complex<double>, api::HostInfo, Queue&> symm;
template api::HemmFlat<float, api::HostInfo, Queue&> hemm;
template api::HemmFlat<double, api::HostInfo, Queue&> hemm;
template api::HemmFlat<std::complex<float>, api::HostInfo, Queue&> hemm;
template api::HemmFlat<std::complex<double>, api::HostInfo, Queue&> hemm;
template api::HemmGroup<float, api::HostInfo, Queue&> hemm;
template api::HemmGroup<double, api::HostInfo, Queue&> hemm;
template api::HemmGroup<std::complex<float>, api::HostInfo, Queue&> hemm;
template api::HemmGroup<std::complex<double>, api::HostInfo, Queue&> hemm;
template api::HemmStrided<float, api::HostInfo, Queue&> hemm;
template api::HemmStrided<double, api::HostInfo, Queue&> hemm;
template api::HemmStrided<std::complex<float>, api::HostInfo, Queue&> hemm;
template api::HemmStrided<std::complex<double>, api::HostInfo, Queue&> hemm;
template api::SyrkFlat<float, api::HostInfo, Queue&> syrk;
template api::SyrkFlat<double, api::HostInfo, Queue&> syrk;
template api::SyrkFlat<std::complex<float>, api::HostInfo, Queue&> syrk;
template api::SyrkFlat<std::complex<double>, api::HostInfo, Queue&> syrk;
template api::SyrkGroup<float, api::HostInfo, Queue&> syrk;
template api::SyrkGroup<double, api::HostInfo, Queue&> syrk;
template api::SyrkGroup<std::complex<float>, api::HostInfo, Queue&> syrk;
template api::SyrkGroup<std::complex<double>, api::HostInfo, Queue&> syrk;
template api::SyrkStrided<float, api::HostInfo, Queue&> syrk;
template api::SyrkStrided<double, api::HostInfo, Queue&> syrk;
template api::SyrkStrided<std::complex<float>, api::HostInfo, Queue&> syrk;
template api::SyrkStrided<std::complex<double>, api::HostInfo, Queue&> syrk;
template api::HerkFlat<float, api::HostInfo, Queue&> herk;
template api::HerkFlat<double, api::HostInfo, Queue&> herk;
template api::HerkFlat<std::complex<float>, api::HostInfo, Queue&> herk;
template api::HerkFlat<std::complex<double>, api::HostInfo, Queue&> herk;
template api::HerkGroup<float, api::HostInfo, Queue&> herk;
template api::HerkGroup<double, api::HostInfo, Queue&> herk;
template api::HerkGroup<std::complex<float>, api::HostInfo, Queue&> herk;
template api::HerkGroup<std::complex<double>, api::HostInfo, Queue&> herk;
template api::HerkStrided<float, api::HostInfo, Queue&> herk;
template api::HerkStrided<double, api::HostInfo, Queue&> herk;
template api::HerkStrided<std::complex<float>, api::HostInfo, Queue&> herk;
template api::HerkStrided<std::complex<double>, api::HostInfo, Queue&> herk;
template api::Syr2kFlat<float, api::HostInfo, Queue&> syr2k;
template api::Syr2kFlat<double, api::HostInfo, Queue&> syr2k;
template api::Syr2kFlat<std::complex<float>, api::HostInfo, Queue&> syr2k;
template api::Syr2kFlat<std::complex<double>, api::HostInfo, Queue&> syr2k;
template api::Syr2kGroup<float, api::HostInfo, Queue&> syr2k;
template api::Syr2kGroup<double, api::HostInfo, Queue&> syr2k;
template api::Syr2kGroup<std::complex<float>, api::HostInfo, Queue&> syr2k;
template api::Syr2kGroup<std::complex<double>, api::HostInfo, Queue&> syr2k;
template api::Syr2kStrided<float, api::HostInfo, Queue&> syr2k;
template api::Syr2kStrided<double, api::HostInfo, Queue&> syr2k;
template api::Syr2kStrided<std::complex<float>, api::HostInfo, Queue&> syr2k;
template api::Syr2kStrided<std::complex<double>, api::HostInfo, Queue&> syr2k;
template api::Her2kFlat<float, api::HostInfo, Queue&> her2k;
template api::Her2kFlat<double, api::HostInfo, Queue&> her2k;
template api::Her2kFlat<std::complex<float>, api::HostInfo, Queue&> her2k;
template api::Her2kFlat<std::complex<double>, api::HostInfo, Queue&> her2k;
template api::Her2kGroup<float, api::HostInfo, Queue&> her2k;
template api::Her2kGroup<double, api::HostInfo, Queue&> her2k;
template api::Her2kGroup<std::complex<float>, api::HostInfo, Queue&> her2k;
template api::Her2kGroup<std::complex<double>, api::HostInfo, Queue&> her2k;
template api::Her2kStrided<float, api::HostInfo, Queue&> her2k;
template api::Her2kStrided<double, api::HostInfo, Queue&> her2k;
template api::Her2kStrided<std::complex<float>, api::HostInfo, Queue&> her2k;
template api::Her2kStrided<std::complex<double>, api::HostInfo, Queue&> her2k;
template api::TrmmFlat<float, api::HostInfo, Queue&> trmm;
template api::TrmmFlat<double, api::HostInfo, Queue&> trmm;
template api::TrmmFlat<std::complex<float>, api::HostInfo, Queue&> trmm;
template api::TrmmFlat<std::complex<double>, api::HostInfo, Queue&> trmm;
template api::TrmmGroup<float, api::HostInfo, Queue&> trmm;
template api::TrmmGroup<double, api::HostInfo, Queue&> trmm;
template api::TrmmGroup<std::complex<float>, api::HostInfo, Queue&> trmm;
template api::TrmmGroup<std::complex<double>, api::HostInfo, Queue&> trmm;
template api::TrmmStrided<float, api::HostInfo, Queue&> trmm;
template api::TrmmStrided<double, api::HostInfo, Queue&> trmm;
template api::TrmmStrided<std::complex<float>, api::HostInfo, Queue&> trmm;
template api::TrmmStrided<std::complex<double>, api::HostInfo, Queue&> trmm;
template api::TrsmFlat<float, api::HostInfo, Queue&> trsm;
template api::TrsmFlat<double, api::HostInfo, Queue&> trsm;
template api::TrsmFlat<std::complex<float>, api::HostInfo, Queue&> trsm;
template api::TrsmFlat<std::complex<double>, api::HostInfo, Queue&> trsm;
template api::TrsmGroup<float, api::HostInfo, Queue&> trsm;
template api::TrsmGroup<double, api::HostInfo, Queue&> trsm;
template api::TrsmGroup<std::complex<float>, api::HostInfo, Queue&> trsm;
template api::TrsmGroup<std::complex<double>, api::HostInfo, Queue&> trsm;
template api::TrsmStrided<float, api::HostInfo, Queue&> trsm;
template api::TrsmStrided<double, api::HostInfo, Queue&> trsm;
template api::TrsmStrided<std::complex<float>, api::HostInfo, Queue&> trsm;
template api::TrsmStrided<std::complex<double>, api::HostInfo, Queue&> trsm;

}  // namespace batchblas
