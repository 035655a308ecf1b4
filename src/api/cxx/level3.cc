// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API for Level 3 (batchblas.hh): each form (flat, group, strided) checks its vector
 * sizes while building the one batch view (api/cxx/builders.hh, shared with the CUDA
 * backend), then hands it to call_cxx. One implementation per routine serves the three forms; they
 * differ only in the Shape and in how matrices are given.
 */
#include <batchblas.hh>

#include <complex>
#include <numeric>
#include <string>

#include "api/cxx/builders.hh"
#include "api/dispatch.hh"
#include "api/view_builders.hh"
#include "cpu/backend.hh"

namespace batchblas::api {
namespace {

/** The CPU end of the shared builders: the one dispatch path with the CPU backend. */
auto cpu(std::vector<int64_t>& info)
{
    return [&info](Shape const& s, auto const& p, auto const&...) {
        call_cxx(p, info, s.batch_count(), cpu::Backend{});
    };
}

}  // namespace
}  // namespace batchblas::api

namespace batchblas {

template <typename T>
void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha,
          std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::build_gemm<T>(api::Shape("gemm", batch_count), layout, transA, transB, m, n, k, alpha, A,
                       lda, B, ldb, beta, C, ldc, api::cpu(info));
}

template <typename T>
void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha,
          std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_gemm<T>(api::Shape("gemm", group_sizes), layout, transA, transB, m, n, k, alpha, A,
                       lda, B, ldb, beta, C, ldc, api::cpu(info));
}

template <typename T>
void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha, T const* A,
          std::vector<int64_t> const& lda, int64_t strideA, T const* B,
          std::vector<int64_t> const& ldb, int64_t strideB, std::vector<same_t<T>> const& beta,
          T* C, std::vector<int64_t> const& ldc, int64_t strideC, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::build_gemm<T>(api::Shape("gemm", batch_count), layout, transA, transB, m, n, k, alpha,
                       api::strided(A, strideA), lda, api::strided(B, strideB), ldb, beta,
                       api::strided(C, strideC), ldc, api::cpu(info));
}

template <typename T>
void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::build_symm<T>(false, api::Shape("symm", batch_count), layout, side, uplo, m, n, alpha, A,
                       lda, B, ldb, beta, C, ldc, api::cpu(info));
}

template <typename T>
void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_symm<T>(false, api::Shape("symm", group_sizes), layout, side, uplo, m, n, alpha, A,
                       lda, B, ldb, beta, C, ldc, api::cpu(info));
}

template <typename T>
void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, T const* B, std::vector<int64_t> const& ldb, int64_t strideB,
          std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
          int64_t strideC, size_t batch_count, std::vector<int64_t>& info)
{
    api::build_symm<T>(false, api::Shape("symm", batch_count), layout, side, uplo, m, n, alpha,
                       api::strided(A, strideA), lda, api::strided(B, strideB), ldb, beta,
                       api::strided(C, strideC), ldc, api::cpu(info));
}

template <typename T>
void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::build_symm<T>(true, api::Shape("hemm", batch_count), layout, side, uplo, m, n, alpha, A,
                       lda, B, ldb, beta, C, ldc, api::cpu(info));
}

template <typename T>
void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_symm<T>(true, api::Shape("hemm", group_sizes), layout, side, uplo, m, n, alpha, A,
                       lda, B, ldb, beta, C, ldc, api::cpu(info));
}

template <typename T>
void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, T const* B, std::vector<int64_t> const& ldb, int64_t strideB,
          std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
          int64_t strideC, size_t batch_count, std::vector<int64_t>& info)
{
    api::build_symm<T>(true, api::Shape("hemm", batch_count), layout, side, uplo, m, n, alpha,
                       api::strided(A, strideA), lda, api::strided(B, strideB), ldb, beta,
                       api::strided(C, strideC), ldc, api::cpu(info));
}

template <typename T>
void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::build_rank_k<T>(false, api::Shape("syrk", batch_count), layout, uplo, trans, n, k, alpha,
                         A, lda, beta, C, ldc, api::cpu(info));
}

template <typename T>
void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_rank_k<T>(false, api::Shape("syrk", group_sizes), layout, uplo, trans, n, k, alpha,
                         A, lda, beta, C, ldc, api::cpu(info));
}

template <typename T>
void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, std::vector<same_t<T>> const& beta, T* C,
          std::vector<int64_t> const& ldc, int64_t strideC, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::build_rank_k<T>(false, api::Shape("syrk", batch_count), layout, uplo, trans, n, k, alpha,
                         api::strided(A, strideA), lda, beta, api::strided(C, strideC), ldc,
                         api::cpu(info));
}

template <typename T>
void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<real_type<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<real_type<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::build_rank_k<T>(true, api::Shape("herk", batch_count), layout, uplo, trans, n, k, alpha, A,
                         lda, beta, C, ldc, api::cpu(info));
}

template <typename T>
void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<real_type<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<real_type<T>> const& beta,
          std::vector<T*> const& C, std::vector<int64_t> const& ldc,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_rank_k<T>(true, api::Shape("herk", group_sizes), layout, uplo, trans, n, k, alpha, A,
                         lda, beta, C, ldc, api::cpu(info));
}

template <typename T>
void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<int64_t> const& n, std::vector<int64_t> const& k,
          std::vector<real_type<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, std::vector<real_type<T>> const& beta, T* C,
          std::vector<int64_t> const& ldc, int64_t strideC, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::build_rank_k<T>(true, api::Shape("herk", batch_count), layout, uplo, trans, n, k, alpha,
                         api::strided(A, strideA), lda, beta, api::strided(C, strideC), ldc,
                         api::cpu(info));
}

template <typename T>
void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::build_rank_2k<T>(false, api::Shape("syr2k", batch_count), layout, uplo, trans, n, k, alpha,
                          A, lda, B, ldb, beta, C, ldc, api::cpu(info));
}

template <typename T>
void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_rank_2k<T>(false, api::Shape("syr2k", group_sizes), layout, uplo, trans, n, k, alpha,
                          A, lda, B, ldb, beta, C, ldc, api::cpu(info));
}

template <typename T>
void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, T const* B, std::vector<int64_t> const& ldb, int64_t strideB,
           std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
           int64_t strideC, size_t batch_count, std::vector<int64_t>& info)
{
    api::build_rank_2k<T>(false, api::Shape("syr2k", batch_count), layout, uplo, trans, n, k, alpha,
                          api::strided(A, strideA), lda, api::strided(B, strideB), ldb, beta,
                          api::strided(C, strideC), ldc, api::cpu(info));
}

template <typename T>
void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<real_type<T>> const& beta,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::build_rank_2k<T>(true, api::Shape("her2k", batch_count), layout, uplo, trans, n, k, alpha,
                          A, lda, B, ldb, beta, C, ldc, api::cpu(info));
}

template <typename T>
void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<real_type<T>> const& beta,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_rank_2k<T>(true, api::Shape("her2k", group_sizes), layout, uplo, trans, n, k, alpha,
                          A, lda, B, ldb, beta, C, ldc, api::cpu(info));
}

template <typename T>
void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& k,
           std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, T const* B, std::vector<int64_t> const& ldb, int64_t strideB,
           std::vector<real_type<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
           int64_t strideC, size_t batch_count, std::vector<int64_t>& info)
{
    api::build_rank_2k<T>(true, api::Shape("her2k", batch_count), layout, uplo, trans, n, k, alpha,
                          api::strided(A, strideA), lda, api::strided(B, strideB), ldb, beta,
                          api::strided(C, strideC), ldc, api::cpu(info));
}

template <typename T>
void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info)
{
    api::build_triangular<T>(false, api::Shape("trmm", batch_count), layout, side, uplo, trans,
                             diag, m, n, alpha, A, lda, B, ldb, api::cpu(info));
}

template <typename T>
void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::build_triangular<T>(false, api::Shape("trmm", group_sizes), layout, side, uplo, trans,
                             diag, m, n, alpha, A, lda, B, ldb, api::cpu(info));
}

template <typename T>
void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
          size_t batch_count, std::vector<int64_t>& info)
{
    api::build_triangular<T>(false, api::Shape("trmm", batch_count), layout, side, uplo, trans,
                             diag, m, n, alpha, api::strided(A, strideA), lda,
                             api::strided(B, strideB), ldb, api::cpu(info));
}

template <typename T>
void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info)
{
    api::build_triangular<T>(true, api::Shape("trsm", batch_count), layout, side, uplo, trans, diag,
                             m, n, alpha, A, lda, B, ldb, api::cpu(info));
}

template <typename T>
void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::build_triangular<T>(true, api::Shape("trsm", group_sizes), layout, side, uplo, trans, diag,
                             m, n, alpha, A, lda, B, ldb, api::cpu(info));
}

template <typename T>
void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
          std::vector<Op> const& trans, std::vector<Diag> const& diag,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
          size_t batch_count, std::vector<int64_t>& info)
{
    api::build_triangular<T>(true, api::Shape("trsm", batch_count), layout, side, uplo, trans, diag,
                             m, n, alpha, api::strided(A, strideA), lda, api::strided(B, strideB),
                             ldb, api::cpu(info));
}

// Explicit instantiations: one function type per routine form, four scalar types each.

template <typename T>
using GemmFlat = void(Layout, std::vector<Op> const&, std::vector<Op> const&,
                      std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                      std::vector<int64_t>&);

template <typename T>
using GemmGroup = void(Layout, std::vector<Op> const&, std::vector<Op> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using GemmStrided = void(Layout, std::vector<Op> const&, std::vector<Op> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<int64_t> const&, std::vector<same_t<T>> const&, T const*,
                         std::vector<int64_t> const&, int64_t, T const*,
                         std::vector<int64_t> const&, int64_t, std::vector<same_t<T>> const&, T*,
                         std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using SymmFlat = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                      std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<same_t<T>> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                      std::vector<int64_t>&);

template <typename T>
using SymmGroup = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using SymmStrided = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, T const*, std::vector<int64_t> const&, int64_t,
                         std::vector<same_t<T>> const&, T*, std::vector<int64_t> const&, int64_t,
                         size_t, std::vector<int64_t>&);

template <typename T>
using HemmFlat = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                      std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<same_t<T>> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                      std::vector<int64_t>&);

template <typename T>
using HemmGroup = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using HemmStrided = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, T const*, std::vector<int64_t> const&, int64_t,
                         std::vector<same_t<T>> const&, T*, std::vector<int64_t> const&, int64_t,
                         size_t, std::vector<int64_t>&);

template <typename T>
using SyrkFlat = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                      std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<same_t<T>> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                      std::vector<int64_t>&);

template <typename T>
using SyrkGroup = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using SyrkStrided = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, std::vector<same_t<T>> const&, T*, std::vector<int64_t> const&,
                         int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using HerkFlat = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                      std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<real_type<T>> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<real_type<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                      std::vector<int64_t>&);

template <typename T>
using HerkGroup = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<real_type<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<real_type<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using HerkStrided = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<real_type<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, std::vector<real_type<T>> const&, T*, std::vector<int64_t> const&,
                         int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using Syr2kFlat = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                       std::vector<int64_t>&);

template <typename T>
using Syr2kGroup = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                        std::vector<int64_t> const&, std::vector<int64_t> const&,
                        std::vector<same_t<T>> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using Syr2kStrided = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                          std::vector<int64_t> const&, std::vector<int64_t> const&,
                          std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                          int64_t, T const*, std::vector<int64_t> const&, int64_t,
                          std::vector<same_t<T>> const&, T*, std::vector<int64_t> const&, int64_t,
                          size_t, std::vector<int64_t>&);

template <typename T>
using Her2kFlat = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<real_type<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                       std::vector<int64_t>&);

template <typename T>
using Her2kGroup = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                        std::vector<int64_t> const&, std::vector<int64_t> const&,
                        std::vector<same_t<T>> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<real_type<T>> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using Her2kStrided = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                          std::vector<int64_t> const&, std::vector<int64_t> const&,
                          std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                          int64_t, T const*, std::vector<int64_t> const&, int64_t,
                          std::vector<real_type<T>> const&, T*, std::vector<int64_t> const&,
                          int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using TrmmFlat = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                      std::vector<Op> const&, std::vector<Diag> const&, std::vector<int64_t> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, std::vector<int64_t>&);

template <typename T>
using TrmmGroup = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                       std::vector<Op> const&, std::vector<Diag> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&,
                       std::vector<int64_t>&);

template <typename T>
using TrmmStrided = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                         std::vector<Op> const&, std::vector<Diag> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, T*, std::vector<int64_t> const&, int64_t, size_t,
                         std::vector<int64_t>&);

template <typename T>
using TrsmFlat = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                      std::vector<Op> const&, std::vector<Diag> const&, std::vector<int64_t> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, std::vector<int64_t>&);

template <typename T>
using TrsmGroup = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                       std::vector<Op> const&, std::vector<Diag> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&,
                       std::vector<int64_t>&);

template <typename T>
using TrsmStrided = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                         std::vector<Op> const&, std::vector<Diag> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, T*, std::vector<int64_t> const&, int64_t, size_t,
                         std::vector<int64_t>&);

template GemmFlat<float> gemm;
template GemmFlat<double> gemm;
template GemmFlat<std::complex<float>> gemm;
template GemmFlat<std::complex<double>> gemm;
template GemmGroup<float> gemm;
template GemmGroup<double> gemm;
template GemmGroup<std::complex<float>> gemm;
template GemmGroup<std::complex<double>> gemm;
template GemmStrided<float> gemm;
template GemmStrided<double> gemm;
template GemmStrided<std::complex<float>> gemm;
template GemmStrided<std::complex<double>> gemm;
template SymmFlat<float> symm;
template SymmFlat<double> symm;
template SymmFlat<std::complex<float>> symm;
template SymmFlat<std::complex<double>> symm;
template SymmGroup<float> symm;
template SymmGroup<double> symm;
template SymmGroup<std::complex<float>> symm;
template SymmGroup<std::complex<double>> symm;
template SymmStrided<float> symm;
template SymmStrided<double> symm;
template SymmStrided<std::complex<float>> symm;
template SymmStrided<std::complex<double>> symm;
template HemmFlat<float> hemm;
template HemmFlat<double> hemm;
template HemmFlat<std::complex<float>> hemm;
template HemmFlat<std::complex<double>> hemm;
template HemmGroup<float> hemm;
template HemmGroup<double> hemm;
template HemmGroup<std::complex<float>> hemm;
template HemmGroup<std::complex<double>> hemm;
template HemmStrided<float> hemm;
template HemmStrided<double> hemm;
template HemmStrided<std::complex<float>> hemm;
template HemmStrided<std::complex<double>> hemm;
template SyrkFlat<float> syrk;
template SyrkFlat<double> syrk;
template SyrkFlat<std::complex<float>> syrk;
template SyrkFlat<std::complex<double>> syrk;
template SyrkGroup<float> syrk;
template SyrkGroup<double> syrk;
template SyrkGroup<std::complex<float>> syrk;
template SyrkGroup<std::complex<double>> syrk;
template SyrkStrided<float> syrk;
template SyrkStrided<double> syrk;
template SyrkStrided<std::complex<float>> syrk;
template SyrkStrided<std::complex<double>> syrk;
template HerkFlat<float> herk;
template HerkFlat<double> herk;
template HerkFlat<std::complex<float>> herk;
template HerkFlat<std::complex<double>> herk;
template HerkGroup<float> herk;
template HerkGroup<double> herk;
template HerkGroup<std::complex<float>> herk;
template HerkGroup<std::complex<double>> herk;
template HerkStrided<float> herk;
template HerkStrided<double> herk;
template HerkStrided<std::complex<float>> herk;
template HerkStrided<std::complex<double>> herk;
template Syr2kFlat<float> syr2k;
template Syr2kFlat<double> syr2k;
template Syr2kFlat<std::complex<float>> syr2k;
template Syr2kFlat<std::complex<double>> syr2k;
template Syr2kGroup<float> syr2k;
template Syr2kGroup<double> syr2k;
template Syr2kGroup<std::complex<float>> syr2k;
template Syr2kGroup<std::complex<double>> syr2k;
template Syr2kStrided<float> syr2k;
template Syr2kStrided<double> syr2k;
template Syr2kStrided<std::complex<float>> syr2k;
template Syr2kStrided<std::complex<double>> syr2k;
template Her2kFlat<float> her2k;
template Her2kFlat<double> her2k;
template Her2kFlat<std::complex<float>> her2k;
template Her2kFlat<std::complex<double>> her2k;
template Her2kGroup<float> her2k;
template Her2kGroup<double> her2k;
template Her2kGroup<std::complex<float>> her2k;
template Her2kGroup<std::complex<double>> her2k;
template Her2kStrided<float> her2k;
template Her2kStrided<double> her2k;
template Her2kStrided<std::complex<float>> her2k;
template Her2kStrided<std::complex<double>> her2k;
template TrmmFlat<float> trmm;
template TrmmFlat<double> trmm;
template TrmmFlat<std::complex<float>> trmm;
template TrmmFlat<std::complex<double>> trmm;
template TrmmGroup<float> trmm;
template TrmmGroup<double> trmm;
template TrmmGroup<std::complex<float>> trmm;
template TrmmGroup<std::complex<double>> trmm;
template TrmmStrided<float> trmm;
template TrmmStrided<double> trmm;
template TrmmStrided<std::complex<float>> trmm;
template TrmmStrided<std::complex<double>> trmm;
template TrsmFlat<float> trsm;
template TrsmFlat<double> trsm;
template TrsmFlat<std::complex<float>> trsm;
template TrsmFlat<std::complex<double>> trsm;
template TrsmGroup<float> trsm;
template TrsmGroup<double> trsm;
template TrsmGroup<std::complex<float>> trsm;
template TrsmGroup<std::complex<double>> trsm;
template TrsmStrided<float> trsm;
template TrsmStrided<double> trsm;
template TrsmStrided<std::complex<float>> trsm;
template TrsmStrided<std::complex<double>> trsm;

}  // namespace batchblas
