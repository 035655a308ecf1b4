// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API for LAPACK (batchblas/lapack.hh): each form (flat, group, strided) builds the one
 * batch view through the shared builders (api/cxx/builders.hh, which check the vector sizes), then
 * hands it to run_on_cpu (api/cxx/cpu_call.hh), which writes LAPACK's numerical codes into info
 * when it has batch_count entries. The three forms differ only in the Shape and in how matrices,
 * pivots and tau are given (pointer vectors or base pointer and stride).
 */
#include <batchblas.hh>

#include <complex>

#include "api/cxx/builders.hh"
#include "api/cxx/cpu_call.hh"
#include "api/cxx/signatures.hh"
#include "api/view_builders.hh"
#include "core/check_lapack.hh"

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
// Explicit instantiation: every form for the four types (api/cxx/signatures.hh).

template api::GetrfFlat<float, api::HostInfo> getrf;
template api::GetrfFlat<double, api::HostInfo> getrf;
template api::GetrfFlat<std::complex<float>, api::HostInfo> getrf;
template api::GetrfFlat<std::complex<double>, api::HostInfo> getrf;
template api::GetrfGroup<float, api::HostInfo> getrf;
template api::GetrfGroup<double, api::HostInfo> getrf;
template api::GetrfGroup<std::complex<float>, api::HostInfo> getrf;
template api::GetrfGroup<std::complex<double>, api::HostInfo> getrf;
template api::GetrfStrided<float, api::HostInfo> getrf;
template api::GetrfStrided<double, api::HostInfo> getrf;
template api::GetrfStrided<std::complex<float>, api::HostInfo> getrf;
template api::GetrfStrided<std::complex<double>, api::HostInfo> getrf;
template api::GetrfnpFlat<float, api::HostInfo> getrfnp;
template api::GetrfnpFlat<double, api::HostInfo> getrfnp;
template api::GetrfnpFlat<std::complex<float>, api::HostInfo> getrfnp;
template api::GetrfnpFlat<std::complex<double>, api::HostInfo> getrfnp;
template api::GetrfnpGroup<float, api::HostInfo> getrfnp;
template api::GetrfnpGroup<double, api::HostInfo> getrfnp;
template api::GetrfnpGroup<std::complex<float>, api::HostInfo> getrfnp;
template api::GetrfnpGroup<std::complex<double>, api::HostInfo> getrfnp;
template api::GetrfnpStrided<float, api::HostInfo> getrfnp;
template api::GetrfnpStrided<double, api::HostInfo> getrfnp;
template api::GetrfnpStrided<std::complex<float>, api::HostInfo> getrfnp;
template api::GetrfnpStrided<std::complex<double>, api::HostInfo> getrfnp;
template api::GetrsFlat<float, api::HostInfo> getrs;
template api::GetrsFlat<double, api::HostInfo> getrs;
template api::GetrsFlat<std::complex<float>, api::HostInfo> getrs;
template api::GetrsFlat<std::complex<double>, api::HostInfo> getrs;
template api::GetrsGroup<float, api::HostInfo> getrs;
template api::GetrsGroup<double, api::HostInfo> getrs;
template api::GetrsGroup<std::complex<float>, api::HostInfo> getrs;
template api::GetrsGroup<std::complex<double>, api::HostInfo> getrs;
template api::GetrsStrided<float, api::HostInfo> getrs;
template api::GetrsStrided<double, api::HostInfo> getrs;
template api::GetrsStrided<std::complex<float>, api::HostInfo> getrs;
template api::GetrsStrided<std::complex<double>, api::HostInfo> getrs;
template api::GesvFlat<float, api::HostInfo> gesv;
template api::GesvFlat<double, api::HostInfo> gesv;
template api::GesvFlat<std::complex<float>, api::HostInfo> gesv;
template api::GesvFlat<std::complex<double>, api::HostInfo> gesv;
template api::GesvGroup<float, api::HostInfo> gesv;
template api::GesvGroup<double, api::HostInfo> gesv;
template api::GesvGroup<std::complex<float>, api::HostInfo> gesv;
template api::GesvGroup<std::complex<double>, api::HostInfo> gesv;
template api::GesvStrided<float, api::HostInfo> gesv;
template api::GesvStrided<double, api::HostInfo> gesv;
template api::GesvStrided<std::complex<float>, api::HostInfo> gesv;
template api::GesvStrided<std::complex<double>, api::HostInfo> gesv;
template api::PotrfFlat<float, api::HostInfo> potrf;
template api::PotrfFlat<double, api::HostInfo> potrf;
template api::PotrfFlat<std::complex<float>, api::HostInfo> potrf;
template api::PotrfFlat<std::complex<double>, api::HostInfo> potrf;
template api::PotrfGroup<float, api::HostInfo> potrf;
template api::PotrfGroup<double, api::HostInfo> potrf;
template api::PotrfGroup<std::complex<float>, api::HostInfo> potrf;
template api::PotrfGroup<std::complex<double>, api::HostInfo> potrf;
template api::PotrfStrided<float, api::HostInfo> potrf;
template api::PotrfStrided<double, api::HostInfo> potrf;
template api::PotrfStrided<std::complex<float>, api::HostInfo> potrf;
template api::PotrfStrided<std::complex<double>, api::HostInfo> potrf;
template api::PotrsFlat<float, api::HostInfo> potrs;
template api::PotrsFlat<double, api::HostInfo> potrs;
template api::PotrsFlat<std::complex<float>, api::HostInfo> potrs;
template api::PotrsFlat<std::complex<double>, api::HostInfo> potrs;
template api::PotrsGroup<float, api::HostInfo> potrs;
template api::PotrsGroup<double, api::HostInfo> potrs;
template api::PotrsGroup<std::complex<float>, api::HostInfo> potrs;
template api::PotrsGroup<std::complex<double>, api::HostInfo> potrs;
template api::PotrsStrided<float, api::HostInfo> potrs;
template api::PotrsStrided<double, api::HostInfo> potrs;
template api::PotrsStrided<std::complex<float>, api::HostInfo> potrs;
template api::PotrsStrided<std::complex<double>, api::HostInfo> potrs;
template api::PosvFlat<float, api::HostInfo> posv;
template api::PosvFlat<double, api::HostInfo> posv;
template api::PosvFlat<std::complex<float>, api::HostInfo> posv;
template api::PosvFlat<std::complex<double>, api::HostInfo> posv;
template api::PosvGroup<float, api::HostInfo> posv;
template api::PosvGroup<double, api::HostInfo> posv;
template api::PosvGroup<std::complex<float>, api::HostInfo> posv;
template api::PosvGroup<std::complex<double>, api::HostInfo> posv;
template api::PosvStrided<float, api::HostInfo> posv;
template api::PosvStrided<double, api::HostInfo> posv;
template api::PosvStrided<std::complex<float>, api::HostInfo> posv;
template api::PosvStrided<std::complex<double>, api::HostInfo> posv;
template api::GetriFlat<float, api::HostInfo> getri;
template api::GetriFlat<double, api::HostInfo> getri;
template api::GetriFlat<std::complex<float>, api::HostInfo> getri;
template api::GetriFlat<std::complex<double>, api::HostInfo> getri;
template api::GetriGroup<float, api::HostInfo> getri;
template api::GetriGroup<double, api::HostInfo> getri;
template api::GetriGroup<std::complex<float>, api::HostInfo> getri;
template api::GetriGroup<std::complex<double>, api::HostInfo> getri;
template api::GetriStrided<float, api::HostInfo> getri;
template api::GetriStrided<double, api::HostInfo> getri;
template api::GetriStrided<std::complex<float>, api::HostInfo> getri;
template api::GetriStrided<std::complex<double>, api::HostInfo> getri;
template api::GeqrfFlat<float, api::HostInfo> geqrf;
template api::GeqrfFlat<double, api::HostInfo> geqrf;
template api::GeqrfFlat<std::complex<float>, api::HostInfo> geqrf;
template api::GeqrfFlat<std::complex<double>, api::HostInfo> geqrf;
template api::GeqrfGroup<float, api::HostInfo> geqrf;
template api::GeqrfGroup<double, api::HostInfo> geqrf;
template api::GeqrfGroup<std::complex<float>, api::HostInfo> geqrf;
template api::GeqrfGroup<std::complex<double>, api::HostInfo> geqrf;
template api::GeqrfStrided<float, api::HostInfo> geqrf;
template api::GeqrfStrided<double, api::HostInfo> geqrf;
template api::GeqrfStrided<std::complex<float>, api::HostInfo> geqrf;
template api::GeqrfStrided<std::complex<double>, api::HostInfo> geqrf;

}  // namespace batchblas
