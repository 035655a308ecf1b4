// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API for Level 3 (batchblas.hh): each form (flat, group, strided) checks its vector sizes
 * while building the one batch view (api/cxx/builders.hh, shared with the CUDA backend), then hands
 * it to the CPU backend (api/cxx/cpu_call.hh). One implementation per routine serves the three
 * forms; they differ only in the Shape and in how matrices are given.
 */
#include <batchblas.hh>

#include <complex>
#include <numeric>
#include <string>

#include "api/cxx/builders.hh"
#include "api/cxx/cpu_call.hh"
#include "api/cxx/signatures.hh"
#include "api/view_builders.hh"

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
                       lda, B, ldb, beta, C, ldc, api::cpu_backend(info));
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
                       lda, B, ldb, beta, C, ldc, api::cpu_backend(info));
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
                       api::strided(C, strideC), ldc, api::cpu_backend(info));
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
                       lda, B, ldb, beta, C, ldc, api::cpu_backend(info));
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
                       lda, B, ldb, beta, C, ldc, api::cpu_backend(info));
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
                       api::strided(C, strideC), ldc, api::cpu_backend(info));
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
                       lda, B, ldb, beta, C, ldc, api::cpu_backend(info));
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
                       lda, B, ldb, beta, C, ldc, api::cpu_backend(info));
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
                       api::strided(C, strideC), ldc, api::cpu_backend(info));
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
                         A, lda, beta, C, ldc, api::cpu_backend(info));
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
                         A, lda, beta, C, ldc, api::cpu_backend(info));
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
                         api::cpu_backend(info));
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
                         lda, beta, C, ldc, api::cpu_backend(info));
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
                         lda, beta, C, ldc, api::cpu_backend(info));
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
                         api::cpu_backend(info));
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
                          A, lda, B, ldb, beta, C, ldc, api::cpu_backend(info));
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
                          A, lda, B, ldb, beta, C, ldc, api::cpu_backend(info));
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
                          api::strided(C, strideC), ldc, api::cpu_backend(info));
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
                          A, lda, B, ldb, beta, C, ldc, api::cpu_backend(info));
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
                          A, lda, B, ldb, beta, C, ldc, api::cpu_backend(info));
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
                          api::strided(C, strideC), ldc, api::cpu_backend(info));
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
                             diag, m, n, alpha, A, lda, B, ldb, api::cpu_backend(info));
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
                             diag, m, n, alpha, A, lda, B, ldb, api::cpu_backend(info));
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
                             api::strided(B, strideB), ldb, api::cpu_backend(info));
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
                             m, n, alpha, A, lda, B, ldb, api::cpu_backend(info));
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
                             m, n, alpha, A, lda, B, ldb, api::cpu_backend(info));
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
                             ldb, api::cpu_backend(info));
}

// Explicit instantiations: one function type per routine form (api/cxx/signatures.hh), four
// scalar types each.

template api::GemmFlat<float, api::HostInfo> gemm;
template api::GemmFlat<double, api::HostInfo> gemm;
template api::GemmFlat<std::complex<float>, api::HostInfo> gemm;
template api::GemmFlat<std::complex<double>, api::HostInfo> gemm;
template api::GemmGroup<float, api::HostInfo> gemm;
template api::GemmGroup<double, api::HostInfo> gemm;
template api::GemmGroup<std::complex<float>, api::HostInfo> gemm;
template api::GemmGroup<std::complex<double>, api::HostInfo> gemm;
template api::GemmStrided<float, api::HostInfo> gemm;
template api::GemmStrided<double, api::HostInfo> gemm;
template api::GemmStrided<std::complex<float>, api::HostInfo> gemm;
template api::GemmStrided<std::complex<double>, api::HostInfo> gemm;
template api::SymmFlat<float, api::HostInfo> symm;
template api::SymmFlat<double, api::HostInfo> symm;
template api::SymmFlat<std::complex<float>, api::HostInfo> symm;
template api::SymmFlat<std::complex<double>, api::HostInfo> symm;
template api::SymmGroup<float, api::HostInfo> symm;
template api::SymmGroup<double, api::HostInfo> symm;
template api::SymmGroup<std::complex<float>, api::HostInfo> symm;
template api::SymmGroup<std::complex<double>, api::HostInfo> symm;
template api::SymmStrided<float, api::HostInfo> symm;
template api::SymmStrided<double, api::HostInfo> symm;
template api::SymmStrided<std::complex<float>, api::HostInfo> symm;
template api::SymmStrided<std::complex<double>, api::HostInfo> symm;
template api::HemmFlat<float, api::HostInfo> hemm;
template api::HemmFlat<double, api::HostInfo> hemm;
template api::HemmFlat<std::complex<float>, api::HostInfo> hemm;
template api::HemmFlat<std::complex<double>, api::HostInfo> hemm;
template api::HemmGroup<float, api::HostInfo> hemm;
template api::HemmGroup<double, api::HostInfo> hemm;
template api::HemmGroup<std::complex<float>, api::HostInfo> hemm;
template api::HemmGroup<std::complex<double>, api::HostInfo> hemm;
template api::HemmStrided<float, api::HostInfo> hemm;
template api::HemmStrided<double, api::HostInfo> hemm;
template api::HemmStrided<std::complex<float>, api::HostInfo> hemm;
template api::HemmStrided<std::complex<double>, api::HostInfo> hemm;
template api::SyrkFlat<float, api::HostInfo> syrk;
template api::SyrkFlat<double, api::HostInfo> syrk;
template api::SyrkFlat<std::complex<float>, api::HostInfo> syrk;
template api::SyrkFlat<std::complex<double>, api::HostInfo> syrk;
template api::SyrkGroup<float, api::HostInfo> syrk;
template api::SyrkGroup<double, api::HostInfo> syrk;
template api::SyrkGroup<std::complex<float>, api::HostInfo> syrk;
template api::SyrkGroup<std::complex<double>, api::HostInfo> syrk;
template api::SyrkStrided<float, api::HostInfo> syrk;
template api::SyrkStrided<double, api::HostInfo> syrk;
template api::SyrkStrided<std::complex<float>, api::HostInfo> syrk;
template api::SyrkStrided<std::complex<double>, api::HostInfo> syrk;
template api::HerkFlat<float, api::HostInfo> herk;
template api::HerkFlat<double, api::HostInfo> herk;
template api::HerkFlat<std::complex<float>, api::HostInfo> herk;
template api::HerkFlat<std::complex<double>, api::HostInfo> herk;
template api::HerkGroup<float, api::HostInfo> herk;
template api::HerkGroup<double, api::HostInfo> herk;
template api::HerkGroup<std::complex<float>, api::HostInfo> herk;
template api::HerkGroup<std::complex<double>, api::HostInfo> herk;
template api::HerkStrided<float, api::HostInfo> herk;
template api::HerkStrided<double, api::HostInfo> herk;
template api::HerkStrided<std::complex<float>, api::HostInfo> herk;
template api::HerkStrided<std::complex<double>, api::HostInfo> herk;
template api::Syr2kFlat<float, api::HostInfo> syr2k;
template api::Syr2kFlat<double, api::HostInfo> syr2k;
template api::Syr2kFlat<std::complex<float>, api::HostInfo> syr2k;
template api::Syr2kFlat<std::complex<double>, api::HostInfo> syr2k;
template api::Syr2kGroup<float, api::HostInfo> syr2k;
template api::Syr2kGroup<double, api::HostInfo> syr2k;
template api::Syr2kGroup<std::complex<float>, api::HostInfo> syr2k;
template api::Syr2kGroup<std::complex<double>, api::HostInfo> syr2k;
template api::Syr2kStrided<float, api::HostInfo> syr2k;
template api::Syr2kStrided<double, api::HostInfo> syr2k;
template api::Syr2kStrided<std::complex<float>, api::HostInfo> syr2k;
template api::Syr2kStrided<std::complex<double>, api::HostInfo> syr2k;
template api::Her2kFlat<float, api::HostInfo> her2k;
template api::Her2kFlat<double, api::HostInfo> her2k;
template api::Her2kFlat<std::complex<float>, api::HostInfo> her2k;
template api::Her2kFlat<std::complex<double>, api::HostInfo> her2k;
template api::Her2kGroup<float, api::HostInfo> her2k;
template api::Her2kGroup<double, api::HostInfo> her2k;
template api::Her2kGroup<std::complex<float>, api::HostInfo> her2k;
template api::Her2kGroup<std::complex<double>, api::HostInfo> her2k;
template api::Her2kStrided<float, api::HostInfo> her2k;
template api::Her2kStrided<double, api::HostInfo> her2k;
template api::Her2kStrided<std::complex<float>, api::HostInfo> her2k;
template api::Her2kStrided<std::complex<double>, api::HostInfo> her2k;
template api::TrmmFlat<float, api::HostInfo> trmm;
template api::TrmmFlat<double, api::HostInfo> trmm;
template api::TrmmFlat<std::complex<float>, api::HostInfo> trmm;
template api::TrmmFlat<std::complex<double>, api::HostInfo> trmm;
template api::TrmmGroup<float, api::HostInfo> trmm;
template api::TrmmGroup<double, api::HostInfo> trmm;
template api::TrmmGroup<std::complex<float>, api::HostInfo> trmm;
template api::TrmmGroup<std::complex<double>, api::HostInfo> trmm;
template api::TrmmStrided<float, api::HostInfo> trmm;
template api::TrmmStrided<double, api::HostInfo> trmm;
template api::TrmmStrided<std::complex<float>, api::HostInfo> trmm;
template api::TrmmStrided<std::complex<double>, api::HostInfo> trmm;
template api::TrsmFlat<float, api::HostInfo> trsm;
template api::TrsmFlat<double, api::HostInfo> trsm;
template api::TrsmFlat<std::complex<float>, api::HostInfo> trsm;
template api::TrsmFlat<std::complex<double>, api::HostInfo> trsm;
template api::TrsmGroup<float, api::HostInfo> trsm;
template api::TrsmGroup<double, api::HostInfo> trsm;
template api::TrsmGroup<std::complex<float>, api::HostInfo> trsm;
template api::TrsmGroup<std::complex<double>, api::HostInfo> trsm;
template api::TrsmStrided<float, api::HostInfo> trsm;
template api::TrsmStrided<double, api::HostInfo> trsm;
template api::TrsmStrided<std::complex<float>, api::HostInfo> trsm;
template api::TrsmStrided<std::complex<double>, api::HostInfo> trsm;

}  // namespace batchblas
