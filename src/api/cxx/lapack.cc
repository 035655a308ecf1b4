// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API for LAPACK (batchblas/lapack.hh): each form (flat, group, strided) checks its vector
 * sizes while building the one batch view, then hands it to call_cxx, which writes LAPACK's
 * numerical codes into info when it has batch_count entries. One implementation per routine
 * serves the three forms; they differ only in the Shape and in how matrices, pivots and tau
 * are given (pointer vectors or base pointer and stride).
 */
#include <batchblas.hh>

#include <complex>

#include "api/dispatch.hh"
#include "api/view_builders.hh"
#include "cpu/backend.hh"
#include "core/check_lapack.hh"

namespace batchblas::api {
namespace {

template <typename T, typename MatA, typename Pivots>
void getrf(Shape const& s, Layout layout, std::vector<int64_t> const& m,
           std::vector<int64_t> const& n, MatA const& A, std::vector<int64_t> const& lda,
           Pivots const& ipiv, std::vector<int64_t>& info)
{
    core::GetrfProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.m = s.values(m, "m");
    p.n = s.values(n, "n");
    p.A = s.outputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.ipiv = s.outputs(ipiv, "ipiv");
    call_cxx(p, info, s.batch_count(), cpu::Backend{});
}

template <typename T, typename MatA, typename Pivots, typename MatB>
void getrs(Shape const& s, Layout layout, std::vector<Op> const& trans,
           std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs, MatA const& A,
           std::vector<int64_t> const& lda, Pivots const& ipiv, MatB const& B,
           std::vector<int64_t> const& ldb, std::vector<int64_t>& info)
{
    core::GetrsProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.trans = s.options(trans, "trans");
    p.n = s.values(n, "n");
    p.nrhs = s.values(nrhs, "nrhs");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.ipiv = s.inputs(ipiv, "ipiv");
    p.B = s.outputs(B, "B");
    p.ldb = s.values(ldb, "ldb");
    call_cxx(p, info, s.batch_count(), cpu::Backend{});
}

template <typename T, typename MatA, typename Pivots, typename MatB>
void gesv(Shape const& s, Layout layout, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, MatA const& A, std::vector<int64_t> const& lda,
          Pivots const& ipiv, MatB const& B, std::vector<int64_t> const& ldb,
          std::vector<int64_t>& info)
{
    core::GesvProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.n = s.values(n, "n");
    p.nrhs = s.values(nrhs, "nrhs");
    p.A = s.outputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.ipiv = s.outputs(ipiv, "ipiv");
    p.B = s.outputs(B, "B");
    p.ldb = s.values(ldb, "ldb");
    call_cxx(p, info, s.batch_count(), cpu::Backend{});
}

template <typename T, typename MatA>
void potrf(Shape const& s, Layout layout, std::vector<Uplo> const& uplo,
           std::vector<int64_t> const& n, MatA const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t>& info)
{
    core::PotrfProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.uplo = s.options(uplo, "uplo");
    p.n = s.values(n, "n");
    p.A = s.outputs(A, "A");
    p.lda = s.values(lda, "lda");
    call_cxx(p, info, s.batch_count(), cpu::Backend{});
}

/** potrs (A read only) and posv (A factored in place). */
template <typename T, bool Factor, typename MatA, typename MatB>
void cholesky_solve(Shape const& s, Layout layout, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
                    MatA const& A, std::vector<int64_t> const& lda, MatB const& B,
                    std::vector<int64_t> const& ldb, std::vector<int64_t>& info)
{
    core::CholeskySolveProblems<T, Factor> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.uplo = s.options(uplo, "uplo");
    p.n = s.values(n, "n");
    p.nrhs = s.values(nrhs, "nrhs");
    if constexpr (Factor)
        p.A = s.outputs(A, "A");
    else
        p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.B = s.outputs(B, "B");
    p.ldb = s.values(ldb, "ldb");
    call_cxx(p, info, s.batch_count(), cpu::Backend{});
}

template <typename T, typename MatA, typename MatB>
void potrs(Shape const& s, Layout layout, std::vector<Uplo> const& uplo,
           std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs, MatA const& A,
           std::vector<int64_t> const& lda, MatB const& B, std::vector<int64_t> const& ldb,
           std::vector<int64_t>& info)
{
    cholesky_solve<T, false>(s, layout, uplo, n, nrhs, A, lda, B, ldb, info);
}

template <typename T, typename MatA, typename MatB>
void posv(Shape const& s, Layout layout, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs, MatA const& A,
          std::vector<int64_t> const& lda, MatB const& B, std::vector<int64_t> const& ldb,
          std::vector<int64_t>& info)
{
    cholesky_solve<T, true>(s, layout, uplo, n, nrhs, A, lda, B, ldb, info);
}

template <typename T, typename MatA, typename Pivots, typename MatC>
void getri(Shape const& s, Layout layout, std::vector<int64_t> const& n, MatA const& A,
           std::vector<int64_t> const& lda, Pivots const& ipiv, MatC const& C,
           std::vector<int64_t> const& ldc, std::vector<int64_t>& info)
{
    core::GetriProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.n = s.values(n, "n");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.ipiv = s.inputs(ipiv, "ipiv");
    p.C = s.outputs(C, "C");
    p.ldc = s.values(ldc, "ldc");
    call_cxx(p, info, s.batch_count(), cpu::Backend{});
}

template <typename T, typename MatA, typename Tau>
void geqrf(Shape const& s, Layout layout, std::vector<int64_t> const& m,
           std::vector<int64_t> const& n, MatA const& A, std::vector<int64_t> const& lda,
           Tau const& tau, std::vector<int64_t>& info)
{
    core::GeqrfProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.m = s.values(m, "m");
    p.n = s.values(n, "n");
    p.A = s.outputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.tau = s.outputs(tau, "tau");
    call_cxx(p, info, s.batch_count(), cpu::Backend{});
}

}  // namespace
}  // namespace batchblas::api

namespace batchblas {

using api::Shape;
using api::strided;

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, size_t batch_count, std::vector<int64_t>& info)
{
    api::getrf<T>(Shape("getrf", batch_count), layout, m, n, A, lda, ipiv, info);
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<int64_t*> const& ipiv, std::vector<size_t> const& group_sizes,
           std::vector<int64_t>& info)
{
    api::getrf<T>(Shape("getrf", group_sizes), layout, m, n, A, lda, ipiv, info);
}

template <typename T>
void getrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv,
           size_t batch_count, std::vector<int64_t>& info)
{
    api::getrf<T>(Shape("getrf", batch_count), layout, m, n, strided(A, strideA), lda,
                  strided(ipiv, strideIpiv), info);
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& B, std::vector<int64_t> const& ldb, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::getrs<T>(Shape("getrs", batch_count), layout, trans, n, nrhs, A, lda, ipiv, B, ldb, info);
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& B, std::vector<int64_t> const& ldb,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::getrs<T>(Shape("getrs", group_sizes), layout, trans, n, nrhs, A, lda, ipiv, B, ldb, info);
}

template <typename T>
void getrs(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, int64_t const* ipiv, int64_t strideIpiv, T* B,
           std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::getrs<T>(Shape("getrs", batch_count), layout, trans, n, nrhs, strided(A, strideA), lda,
                  strided(ipiv, strideIpiv), strided(B, strideB), ldb, info);
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info)
{
    api::gesv<T>(Shape("gesv", batch_count), layout, n, nrhs, A, lda, ipiv, B, ldb, info);
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
          std::vector<T*> const& A, std::vector<int64_t> const& lda,
          std::vector<int64_t*> const& ipiv, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::gesv<T>(Shape("gesv", group_sizes), layout, n, nrhs, A, lda, ipiv, B, ldb, info);
}

template <typename T>
void gesv(Layout layout, std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs, T* A,
          std::vector<int64_t> const& lda, int64_t strideA, int64_t* ipiv, int64_t strideIpiv,
          T* B, std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::gesv<T>(Shape("gesv", batch_count), layout, n, nrhs, strided(A, strideA), lda,
                 strided(ipiv, strideIpiv), strided(B, strideB), ldb, info);
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::potrf<T>(Shape("potrf", batch_count), layout, uplo, n, A, lda, info);
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::potrf<T>(Shape("potrf", group_sizes), layout, uplo, n, A, lda, info);
}

template <typename T>
void potrf(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::potrf<T>(Shape("potrf", batch_count), layout, uplo, n, strided(A, strideA), lda, info);
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info)
{
    api::potrs<T>(Shape("potrs", batch_count), layout, uplo, n, nrhs, A, lda, B, ldb, info);
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<T*> const& B,
           std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
           std::vector<int64_t>& info)
{
    api::potrs<T>(Shape("potrs", group_sizes), layout, uplo, n, nrhs, A, lda, B, ldb, info);
}

template <typename T>
void potrs(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
           std::vector<int64_t> const& nrhs, T const* A, std::vector<int64_t> const& lda,
           int64_t strideA, T* B, std::vector<int64_t> const& ldb, int64_t strideB,
           size_t batch_count, std::vector<int64_t>& info)
{
    api::potrs<T>(Shape("potrs", batch_count), layout, uplo, n, nrhs, strided(A, strideA), lda,
                  strided(B, strideB), ldb, info);
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info)
{
    api::posv<T>(Shape("posv", batch_count), layout, uplo, n, nrhs, A, lda, B, ldb, info);
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& B,
          std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::posv<T>(Shape("posv", group_sizes), layout, uplo, n, nrhs, A, lda, B, ldb, info);
}

template <typename T>
void posv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<int64_t> const& nrhs, T* A, std::vector<int64_t> const& lda, int64_t strideA,
          T* B, std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::posv<T>(Shape("posv", batch_count), layout, uplo, n, nrhs, strided(A, strideA), lda,
                 strided(B, strideB), ldb, info);
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::getri<T>(Shape("getri", batch_count), layout, n, A, lda, ipiv, C, ldc, info);
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, std::vector<T*> const& A,
           std::vector<int64_t> const& lda, std::vector<int64_t*> const& ipiv,
           std::vector<T*> const& C, std::vector<int64_t> const& ldc,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::getri<T>(Shape("getri", group_sizes), layout, n, A, lda, ipiv, C, ldc, info);
}

template <typename T>
void getri(Layout layout, std::vector<int64_t> const& n, T const* A,
           std::vector<int64_t> const& lda, int64_t strideA, int64_t const* ipiv,
           int64_t strideIpiv, T* C, std::vector<int64_t> const& ldc, int64_t strideC,
           size_t batch_count, std::vector<int64_t>& info)
{
    api::getri<T>(Shape("getri", batch_count), layout, n, strided(A, strideA), lda,
                  strided(ipiv, strideIpiv), strided(C, strideC), ldc, info);
}

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& tau,
           size_t batch_count, std::vector<int64_t>& info)
{
    api::geqrf<T>(Shape("geqrf", batch_count), layout, m, n, A, lda, tau, info);
}

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
           std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& tau,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::geqrf<T>(Shape("geqrf", group_sizes), layout, m, n, A, lda, tau, info);
}

template <typename T>
void geqrf(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n, T* A,
           std::vector<int64_t> const& lda, int64_t strideA, T* tau, int64_t strideTau,
           size_t batch_count, std::vector<int64_t>& info)
{
    api::geqrf<T>(Shape("geqrf", batch_count), layout, m, n, strided(A, strideA), lda,
                  strided(tau, strideTau), info);
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
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<T*> const&, std::vector<size_t> const&, std::vector<int64_t>&);

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
