// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API for LAPACK (batchblas/lapack.hh): each form (flat, group, strided) builds the one
 * batch view through the shared builders (api/cxx/builders.hh, which check the vector
 * sizes), then hands it to call_cxx with the CPU backend, which writes LAPACK's numerical codes
 * into info when it has batch_count entries. The three forms differ only in the Shape and in
 * how matrices, pivots and tau are given (pointer vectors or base pointer and stride).
 */
#include <batchblas.hh>

#include <complex>

#include "api/cxx/builders.hh"
#include "api/dispatch.hh"
#include "api/view_builders.hh"
#include "core/check_lapack.hh"
#include "cpu/backend.hh"

namespace batchblas::api {
namespace {

/** The CPU end of the shared builders: the one dispatch path with the CPU backend. */
auto cpu_backend(std::vector<int64_t>& info)
{
    return [&info](Shape const& s, auto const& p, auto const&, auto const&, auto const&) {
        call_cxx(p, info, s.batch_count(), cpu::Backend{});
    };
}

}  // namespace
}  // namespace batchblas::api

namespace batchblas {

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, size_t batch_count, std::vector<int64_t>& info)
{
    api::build_getrf<T>(api::Shape("getrf", batch_count), layout, m, n, A, lda, ipiv,
                        api::cpu_backend(info));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, std::vector<size_t> const& group_sizes,
           std::vector<int64_t>& info)
{
    api::build_getrf<T>(api::Shape("getrf", group_sizes), layout, m, n, A, lda, ipiv,
                        api::cpu_backend(info));
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv,
           size_t batch_count, std::vector<int64_t>& info)
{
    api::build_getrf<T>(api::Shape("getrf", batch_count), layout, m, n, api::strided(A, strideA),
                        lda, api::strided(ipiv, strideIpiv), api::cpu_backend(info));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
             std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
             std::vector<int64_t>& info)
{
    api::build_getrfnp<T>(api::Shape("getrfnp", batch_count), layout, m, n, A, lda,
                          api::cpu_backend(info));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
             std::vector<T*> const& A, std::vector<int64_t> const& lda,
             std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_getrfnp<T>(api::Shape("getrfnp", group_sizes), layout, m, n, A, lda,
                          api::cpu_backend(info));
}

template <typename T>
void getrfnp(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
             std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
             std::vector<int64_t>& info)
{
    api::build_getrfnp<T>(api::Shape("getrfnp", batch_count), layout, m, n,
                          api::strided(A, strideA), lda, api::cpu_backend(info));
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& B, std::vector<int64_t> const& ldb, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::build_getrs<T>(api::Shape("getrs", batch_count), layout, trans, n, nrhs, A, lda, ipiv, B,
                        ldb, api::cpu_backend(info));
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& B, std::vector<int64_t> const& ldb,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_getrs<T>(api::Shape("getrs", group_sizes), layout, trans, n, nrhs, A, lda, ipiv, B,
                        ldb, api::cpu_backend(info));
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, int64_t const* ipiv, int64_t strideIpiv, T* B,
           std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::build_getrs<T>(api::Shape("getrs", batch_count), layout, trans, n, nrhs,
                        api::strided(A, strideA), lda, api::strided(ipiv, strideIpiv),
                        api::strided(B, strideB), ldb, api::cpu_backend(info));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info)
{
    api::build_gesv<T>(api::Shape("gesv", batch_count), layout, n, nrhs, A, lda, ipiv, B, ldb,
                       api::cpu_backend(info));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::build_gesv<T>(api::Shape("gesv", group_sizes), layout, n, nrhs, A, lda, ipiv, B, ldb,
                       api::cpu_backend(info));
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs, T* A,
          std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv, T* B,
          std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::build_gesv<T>(api::Shape("gesv", batch_count), layout, n, nrhs, api::strided(A, strideA),
                       lda, api::strided(ipiv, strideIpiv), api::strided(B, strideB), ldb,
                       api::cpu_backend(info));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::build_potrf<T>(api::Shape("potrf", batch_count), layout, uplo, n, A, lda,
                        api::cpu_backend(info));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_potrf<T>(api::Shape("potrf", group_sizes), layout, uplo, n, A, lda,
                        api::cpu_backend(info));
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::build_potrf<T>(api::Shape("potrf", batch_count), layout, uplo, n, api::strided(A, strideA),
                        lda, api::cpu_backend(info));
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info)
{
    api::build_cholesky_solve<T, false>(api::Shape("potrs", batch_count), layout, uplo, n, nrhs, A,
                                        lda, B, ldb, api::cpu_backend(info));
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
           std::vector<int64_t>& info)
{
    api::build_cholesky_solve<T, false>(api::Shape("potrs", group_sizes), layout, uplo, n, nrhs, A,
                                        lda, B, ldb, api::cpu_backend(info));
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
           size_t batch_count, std::vector<int64_t>& info)
{
    api::build_cholesky_solve<T, false>(api::Shape("potrs", batch_count), layout, uplo, n, nrhs,
                                        api::strided(A, strideA), lda, api::strided(B, strideB),
                                        ldb, api::cpu_backend(info));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info)
{
    api::build_cholesky_solve<T, true>(api::Shape("posv", batch_count), layout, uplo, n, nrhs, A,
                                       lda, B, ldb, api::cpu_backend(info));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::build_cholesky_solve<T, true>(api::Shape("posv", group_sizes), layout, uplo, n, nrhs, A,
                                       lda, B, ldb, api::cpu_backend(info));
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, T* A, std::vector<int64_t> const& lda, int64_t strideA,
          T* B, std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::build_cholesky_solve<T, true>(api::Shape("posv", batch_count), layout, uplo, n, nrhs,
                                       api::strided(A, strideA), lda, api::strided(B, strideB), ldb,
                                       api::cpu_backend(info));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::build_getri<T>(api::Shape("getri", batch_count), layout, n, A, lda, ipiv, C, ldc,
                        api::cpu_backend(info));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_getri<T>(api::Shape("getri", group_sizes), layout, n, A, lda, ipiv, C, ldc,
                        api::cpu_backend(info));
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, T const* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t const* ipiv,
           int64_t strideIpiv, T* C, std::vector<int64_t> const& ldc, int64_t strideC,
           size_t batch_count, std::vector<int64_t>& info)
{
    api::build_getri<T>(api::Shape("getri", batch_count), layout, n, api::strided(A, strideA), lda,
                        api::strided(ipiv, strideIpiv), api::strided(C, strideC), ldc,
                        api::cpu_backend(info));
}

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& tau,
           size_t batch_count, std::vector<int64_t>& info)
{
    api::build_geqrf<T>(api::Shape("geqrf", batch_count), layout, m, n, A, lda, tau,
                        api::cpu_backend(info));
}

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& tau,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::build_geqrf<T>(api::Shape("geqrf", group_sizes), layout, m, n, A, lda, tau,
                        api::cpu_backend(info));
}

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, T* tau, int64_t strideTau,
           size_t batch_count, std::vector<int64_t>& info)
{
    api::build_geqrf<T>(api::Shape("geqrf", batch_count), layout, m, n, api::strided(A, strideA),
                        lda, api::strided(tau, strideTau), api::cpu_backend(info));
}
// ------------------------------------------------------------------------------------------------
// Explicit instantiation: every form for the four types, through the signatures' function types.

template <typename T>
using GetrfFlat = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<int64_t*> const&, size_t, std::vector<int64_t>&);

template <typename T>
using GetrfGroup = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<int64_t*> const&, std::vector<size_t> const&,
                        std::vector<int64_t>&);

template <typename T>
using GetrfStrided = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, T*,
                          std::vector<int64_t> const&, int64_t, int64_t*, int64_t, size_t,
                          std::vector<int64_t>&);

template <typename T>
using GetrfnpFlat = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                         std::vector<int64_t>&);

template <typename T>
using GetrfnpGroup = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                          std::vector<T*> const&, std::vector<int64_t> const&,
                          std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using GetrfnpStrided = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, T*,
                            std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using GetrsFlat = void(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<int64_t*> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                       std::vector<int64_t>&);

template <typename T>
using GetrsGroup = void(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                        std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<int64_t*> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using GetrsStrided = void(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                          std::vector<int64_t> const&, T const*, std::vector<int64_t> const&,
                          int64_t, int64_t const*, int64_t, T*, std::vector<int64_t> const&,
                          int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using GesvFlat = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&,
                      std::vector<int64_t*> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, std::vector<int64_t>&);

template <typename T>
using GesvGroup = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<int64_t*> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&,
                       std::vector<int64_t>&);

template <typename T>
using GesvStrided = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, T*,
                         std::vector<int64_t> const&, int64_t, int64_t*, int64_t, T*,
                         std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using PotrfFlat = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                       std::vector<int64_t>&);

template <typename T>
using PotrfGroup = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using PotrfStrided = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&, T*,
                          std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using PotrsFlat = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, size_t, std::vector<int64_t>&);

template <typename T>
using PotrsGroup = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                        std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<size_t> const&,
                        std::vector<int64_t>&);

template <typename T>
using PotrsStrided = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                          std::vector<int64_t> const&, T const*, std::vector<int64_t> const&,
                          int64_t, T*, std::vector<int64_t> const&, int64_t, size_t,
                          std::vector<int64_t>&);

template <typename T>
using PosvFlat = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, std::vector<int64_t>&);

template <typename T>
using PosvGroup = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&,
                       std::vector<int64_t>&);

template <typename T>
using PosvStrided = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                         std::vector<int64_t> const&, T*, std::vector<int64_t> const&, int64_t, T*,
                         std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using GetriFlat = void(Layout, std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<int64_t*> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                       std::vector<int64_t>&);

template <typename T>
using GetriGroup = void(Layout, std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<int64_t*> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using GetriStrided = void(Layout, std::vector<int64_t> const&, T const*,
                          std::vector<int64_t> const&, int64_t, int64_t const*, int64_t, T*,
                          std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using GeqrfFlat = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                       size_t, std::vector<int64_t>&);

template <typename T>
using GeqrfGroup = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using GeqrfStrided = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, T*,
                          std::vector<int64_t> const&, int64_t, T*, int64_t, size_t,
                          std::vector<int64_t>&);

template GetrfFlat<float> getrf;
template GetrfFlat<double> getrf;
template GetrfFlat<std::complex<float>> getrf;
template GetrfFlat<std::complex<double>> getrf;
template GetrfGroup<float> getrf;
template GetrfGroup<double> getrf;
template GetrfGroup<std::complex<float>> getrf;
template GetrfGroup<std::complex<double>> getrf;
template GetrfStrided<float> getrf;
template GetrfStrided<double> getrf;
template GetrfStrided<std::complex<float>> getrf;
template GetrfStrided<std::complex<double>> getrf;
template GetrfnpFlat<float> getrfnp;
template GetrfnpFlat<double> getrfnp;
template GetrfnpFlat<std::complex<float>> getrfnp;
template GetrfnpFlat<std::complex<double>> getrfnp;
template GetrfnpGroup<float> getrfnp;
template GetrfnpGroup<double> getrfnp;
template GetrfnpGroup<std::complex<float>> getrfnp;
template GetrfnpGroup<std::complex<double>> getrfnp;
template GetrfnpStrided<float> getrfnp;
template GetrfnpStrided<double> getrfnp;
template GetrfnpStrided<std::complex<float>> getrfnp;
template GetrfnpStrided<std::complex<double>> getrfnp;
template GetrsFlat<float> getrs;
template GetrsFlat<double> getrs;
template GetrsFlat<std::complex<float>> getrs;
template GetrsFlat<std::complex<double>> getrs;
template GetrsGroup<float> getrs;
template GetrsGroup<double> getrs;
template GetrsGroup<std::complex<float>> getrs;
template GetrsGroup<std::complex<double>> getrs;
template GetrsStrided<float> getrs;
template GetrsStrided<double> getrs;
template GetrsStrided<std::complex<float>> getrs;
template GetrsStrided<std::complex<double>> getrs;
template GesvFlat<float> gesv;
template GesvFlat<double> gesv;
template GesvFlat<std::complex<float>> gesv;
template GesvFlat<std::complex<double>> gesv;
template GesvGroup<float> gesv;
template GesvGroup<double> gesv;
template GesvGroup<std::complex<float>> gesv;
template GesvGroup<std::complex<double>> gesv;
template GesvStrided<float> gesv;
template GesvStrided<double> gesv;
template GesvStrided<std::complex<float>> gesv;
template GesvStrided<std::complex<double>> gesv;
template PotrfFlat<float> potrf;
template PotrfFlat<double> potrf;
template PotrfFlat<std::complex<float>> potrf;
template PotrfFlat<std::complex<double>> potrf;
template PotrfGroup<float> potrf;
template PotrfGroup<double> potrf;
template PotrfGroup<std::complex<float>> potrf;
template PotrfGroup<std::complex<double>> potrf;
template PotrfStrided<float> potrf;
template PotrfStrided<double> potrf;
template PotrfStrided<std::complex<float>> potrf;
template PotrfStrided<std::complex<double>> potrf;
template PotrsFlat<float> potrs;
template PotrsFlat<double> potrs;
template PotrsFlat<std::complex<float>> potrs;
template PotrsFlat<std::complex<double>> potrs;
template PotrsGroup<float> potrs;
template PotrsGroup<double> potrs;
template PotrsGroup<std::complex<float>> potrs;
template PotrsGroup<std::complex<double>> potrs;
template PotrsStrided<float> potrs;
template PotrsStrided<double> potrs;
template PotrsStrided<std::complex<float>> potrs;
template PotrsStrided<std::complex<double>> potrs;
template PosvFlat<float> posv;
template PosvFlat<double> posv;
template PosvFlat<std::complex<float>> posv;
template PosvFlat<std::complex<double>> posv;
template PosvGroup<float> posv;
template PosvGroup<double> posv;
template PosvGroup<std::complex<float>> posv;
template PosvGroup<std::complex<double>> posv;
template PosvStrided<float> posv;
template PosvStrided<double> posv;
template PosvStrided<std::complex<float>> posv;
template PosvStrided<std::complex<double>> posv;
template GetriFlat<float> getri;
template GetriFlat<double> getri;
template GetriFlat<std::complex<float>> getri;
template GetriFlat<std::complex<double>> getri;
template GetriGroup<float> getri;
template GetriGroup<double> getri;
template GetriGroup<std::complex<float>> getri;
template GetriGroup<std::complex<double>> getri;
template GetriStrided<float> getri;
template GetriStrided<double> getri;
template GetriStrided<std::complex<float>> getri;
template GetriStrided<std::complex<double>> getri;
template GeqrfFlat<float> geqrf;
template GeqrfFlat<double> geqrf;
template GeqrfFlat<std::complex<float>> geqrf;
template GeqrfFlat<std::complex<double>> geqrf;
template GeqrfGroup<float> geqrf;
template GeqrfGroup<double> geqrf;
template GeqrfGroup<std::complex<float>> geqrf;
template GeqrfGroup<std::complex<double>> geqrf;
template GeqrfStrided<float> geqrf;
template GeqrfStrided<double> geqrf;
template GeqrfStrided<std::complex<float>> geqrf;
template GeqrfStrided<std::complex<double>> geqrf;

}  // namespace batchblas
