// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API for Level 2 (batchblas/blas_level12.hh): gemv, ger / geru / gerc, symv / hemv, trmv /
 * trsv. Each form (flat, group, strided) checks its vector sizes while building the one batch view
 * through a Shape, then hands it to run_on_cpu (api/cxx/cpu_call.hh). One implementation per
 * routine family serves the three forms; they differ only in the Shape and in how matrices and
 * vectors are given.
 */
#include <batchblas.hh>

#include <complex>
#include <string>

#include "api/cxx/cpu_call.hh"
#include "api/view_builders.hh"
#include "core/check.hh"

namespace batchblas::api {
namespace {

template <typename T, typename MatA, typename VecX, typename VecY>
void gemv(Shape const& s, Layout layout, std::vector<Op> const& trans,
          std::vector<int64_t> const& m, std::vector<int64_t> const& n, std::vector<T> const& alpha,
          MatA const& A, std::vector<int64_t> const& lda, VecX const& x,
          std::vector<int64_t> const& incx, std::vector<T> const& beta, VecY const& y,
          std::vector<int64_t> const& incy, std::vector<int64_t>& info)
{
    core::GemvProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.trans = s.options(trans, "trans");
    p.m = s.values(m, "m");
    p.n = s.values(n, "n");
    p.alpha = s.values(alpha, "alpha");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.x = s.inputs(x, "x");
    p.incx = s.values(incx, "incx");
    p.beta = s.values(beta, "beta");
    p.y = s.outputs(y, "y");
    p.incy = s.values(incy, "incy");
    run_on_cpu(p, s, info);
}

template <typename T, typename VecX, typename VecY, typename MatA>
void ger(bool conjugate, char const* name, Shape const& s, Layout layout,
         std::vector<int64_t> const& m, std::vector<int64_t> const& n, std::vector<T> const& alpha,
         VecX const& x, std::vector<int64_t> const& incx, VecY const& y,
         std::vector<int64_t> const& incy, MatA const& A, std::vector<int64_t> const& lda,
         std::vector<int64_t>& info)
{
    core::GerProblems<T> p;
    p.conjugate = conjugate;
    p.name = name;
    p.layout = int(layout);
    p.groups = s.groups();
    p.m = s.values(m, "m");
    p.n = s.values(n, "n");
    p.alpha = s.values(alpha, "alpha");
    p.x = s.inputs(x, "x");
    p.incx = s.values(incx, "incx");
    p.y = s.inputs(y, "y");
    p.incy = s.values(incy, "incy");
    p.A = s.outputs(A, "A");
    p.lda = s.values(lda, "lda");
    run_on_cpu(p, s, info);
}

template <typename T, typename MatA, typename VecX, typename VecY>
void symv(bool hermitian, Shape const& s, Layout layout, std::vector<Uplo> const& uplo,
          std::vector<int64_t> const& n, std::vector<T> const& alpha, MatA const& A,
          std::vector<int64_t> const& lda, VecX const& x, std::vector<int64_t> const& incx,
          std::vector<T> const& beta, VecY const& y, std::vector<int64_t> const& incy,
          std::vector<int64_t>& info)
{
    core::SymvProblems<T> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "hemv" : "symv";
    p.layout = int(layout);
    p.groups = s.groups();
    p.uplo = s.options(uplo, "uplo");
    p.n = s.values(n, "n");
    p.alpha = s.values(alpha, "alpha");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.x = s.inputs(x, "x");
    p.incx = s.values(incx, "incx");
    p.beta = s.values(beta, "beta");
    p.y = s.outputs(y, "y");
    p.incy = s.values(incy, "incy");
    run_on_cpu(p, s, info);
}

template <typename T, typename MatA, typename VecX>
void triangular(bool solve, Shape const& s, Layout layout, std::vector<Uplo> const& uplo,
                std::vector<Op> const& trans, std::vector<Diag> const& diag,
                std::vector<int64_t> const& n, MatA const& A, std::vector<int64_t> const& lda,
                VecX const& x, std::vector<int64_t> const& incx, std::vector<int64_t>& info)
{
    core::TriangularVectorProblems<T> p;
    p.solve = solve;
    p.name = solve ? "trsv" : "trmv";
    p.layout = int(layout);
    p.groups = s.groups();
    p.uplo = s.options(uplo, "uplo");
    p.trans = s.options(trans, "trans");
    p.diag = s.options(diag, "diag");
    p.n = s.values(n, "n");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.x = s.outputs(x, "x");
    p.incx = s.values(incx, "incx");
    run_on_cpu(p, s, info);
}

}  // namespace
}  // namespace batchblas::api

namespace batchblas {

template <typename T>
void gemv(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& m,
          std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
          std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& y, std::vector<int64_t> const& incy, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::gemv<T>(api::Shape("gemv", batch_count), layout, trans, m, n, alpha, A, lda, x, incx, beta,
                 y, incy, info);
}

template <typename T>
void gemv(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& m,
          std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
          std::vector<T*> const& A, std::vector<int64_t> const& lda, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& y, std::vector<int64_t> const& incy,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::gemv<T>(api::Shape("gemv", group_sizes), layout, trans, m, n, alpha, A, lda, x, incx, beta,
                 y, incy, info);
}

template <typename T>
void gemv(Layout layout, std::vector<Op> const& trans, std::vector<int64_t> const& m,
          std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha, T const* A,
          std::vector<int64_t> const& lda, int64_t strideA, T const* x,
          std::vector<int64_t> const& incx, int64_t stridex, std::vector<same_t<T>> const& beta,
          T* y, std::vector<int64_t> const& incy, int64_t stridey, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::gemv<T>(api::Shape("gemv", batch_count), layout, trans, m, n, alpha,
                 api::strided(A, strideA), lda, api::strided(x, stridex), incx, beta,
                 api::strided(y, stridey), incy, info);
}

template <typename T>
void ger(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
         std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
         std::vector<int64_t> const& incx, std::vector<T*> const& y,
         std::vector<int64_t> const& incy, std::vector<T*> const& A,
         std::vector<int64_t> const& lda, size_t batch_count, std::vector<int64_t>& info)
{
    api::ger<T>(true, "ger", api::Shape("ger", batch_count), layout, m, n, alpha, x, incx, y, incy,
                A, lda, info);
}

template <typename T>
void ger(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
         std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
         std::vector<int64_t> const& incx, std::vector<T*> const& y,
         std::vector<int64_t> const& incy, std::vector<T*> const& A,
         std::vector<int64_t> const& lda, std::vector<size_t> const& group_sizes,
         std::vector<int64_t>& info)
{
    api::ger<T>(true, "ger", api::Shape("ger", group_sizes), layout, m, n, alpha, x, incx, y, incy,
                A, lda, info);
}

template <typename T>
void ger(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
         std::vector<same_t<T>> const& alpha, T const* x, std::vector<int64_t> const& incx,
         int64_t stridex, T const* y, std::vector<int64_t> const& incy, int64_t stridey, T* A,
         std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
         std::vector<int64_t>& info)
{
    api::ger<T>(true, "ger", api::Shape("ger", batch_count), layout, m, n, alpha,
                api::strided(x, stridex), incx, api::strided(y, stridey), incy,
                api::strided(A, strideA), lda, info);
}

template <typename T>
void geru(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<T*> const& y,
          std::vector<int64_t> const& incy, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, size_t batch_count, std::vector<int64_t>& info)
{
    api::ger<T>(false, "geru", api::Shape("geru", batch_count), layout, m, n, alpha, x, incx, y,
                incy, A, lda, info);
}

template <typename T>
void geru(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<T*> const& y,
          std::vector<int64_t> const& incy, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::ger<T>(false, "geru", api::Shape("geru", group_sizes), layout, m, n, alpha, x, incx, y,
                incy, A, lda, info);
}

template <typename T>
void geru(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* x, std::vector<int64_t> const& incx,
          int64_t stridex, T const* y, std::vector<int64_t> const& incy, int64_t stridey, T* A,
          std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::ger<T>(false, "geru", api::Shape("geru", batch_count), layout, m, n, alpha,
                api::strided(x, stridex), incx, api::strided(y, stridey), incy,
                api::strided(A, strideA), lda, info);
}

template <typename T>
void gerc(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<T*> const& y,
          std::vector<int64_t> const& incy, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, size_t batch_count, std::vector<int64_t>& info)
{
    api::ger<T>(true, "gerc", api::Shape("gerc", batch_count), layout, m, n, alpha, x, incx, y,
                incy, A, lda, info);
}

template <typename T>
void gerc(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<T*> const& y,
          std::vector<int64_t> const& incy, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::ger<T>(true, "gerc", api::Shape("gerc", group_sizes), layout, m, n, alpha, x, incx, y,
                incy, A, lda, info);
}

template <typename T>
void gerc(Layout layout, std::vector<int64_t> const& m, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* x, std::vector<int64_t> const& incx,
          int64_t stridex, T const* y, std::vector<int64_t> const& incy, int64_t stridey, T* A,
          std::vector<int64_t> const& lda, int64_t strideA, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::ger<T>(true, "gerc", api::Shape("gerc", batch_count), layout, m, n, alpha,
                api::strided(x, stridex), incx, api::strided(y, stridey), incy,
                api::strided(A, strideA), lda, info);
}

template <typename T>
void symv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& y, std::vector<int64_t> const& incy, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::symv<T>(false, api::Shape("symv", batch_count), layout, uplo, n, alpha, A, lda, x, incx,
                 beta, y, incy, info);
}

template <typename T>
void symv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& y, std::vector<int64_t> const& incy,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::symv<T>(false, api::Shape("symv", group_sizes), layout, uplo, n, alpha, A, lda, x, incx,
                 beta, y, incy, info);
}

template <typename T>
void symv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, T const* x, std::vector<int64_t> const& incx, int64_t stridex,
          std::vector<same_t<T>> const& beta, T* y, std::vector<int64_t> const& incy,
          int64_t stridey, size_t batch_count, std::vector<int64_t>& info)
{
    api::symv<T>(false, api::Shape("symv", batch_count), layout, uplo, n, alpha,
                 api::strided(A, strideA), lda, api::strided(x, stridex), incx, beta,
                 api::strided(y, stridey), incy, info);
}

template <typename T>
void hemv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& y, std::vector<int64_t> const& incy, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::symv<T>(true, api::Shape("hemv", batch_count), layout, uplo, n, alpha, A, lda, x, incx,
                 beta, y, incy, info);
}

template <typename T>
void hemv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<same_t<T>> const& beta,
          std::vector<T*> const& y, std::vector<int64_t> const& incy,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::symv<T>(true, api::Shape("hemv", group_sizes), layout, uplo, n, alpha, A, lda, x, incx,
                 beta, y, incy, info);
}

template <typename T>
void hemv(Layout layout, std::vector<Uplo> const& uplo, std::vector<int64_t> const& n,
          std::vector<same_t<T>> const& alpha, T const* A, std::vector<int64_t> const& lda,
          int64_t strideA, T const* x, std::vector<int64_t> const& incx, int64_t stridex,
          std::vector<same_t<T>> const& beta, T* y, std::vector<int64_t> const& incy,
          int64_t stridey, size_t batch_count, std::vector<int64_t>& info)
{
    api::symv<T>(true, api::Shape("hemv", batch_count), layout, uplo, n, alpha,
                 api::strided(A, strideA), lda, api::strided(x, stridex), incx, beta,
                 api::strided(y, stridey), incy, info);
}

template <typename T>
void trmv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<Diag> const& diag, std::vector<int64_t> const& n, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, size_t batch_count, std::vector<int64_t>& info)
{
    api::triangular<T>(false, api::Shape("trmv", batch_count), layout, uplo, trans, diag, n, A, lda,
                       x, incx, info);
}

template <typename T>
void trmv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<Diag> const& diag, std::vector<int64_t> const& n, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::triangular<T>(false, api::Shape("trmv", group_sizes), layout, uplo, trans, diag, n, A, lda,
                       x, incx, info);
}

template <typename T>
void trmv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<Diag> const& diag, std::vector<int64_t> const& n, T const* A,
          std::vector<int64_t> const& lda, int64_t strideA, T* x, std::vector<int64_t> const& incx,
          int64_t stridex, size_t batch_count, std::vector<int64_t>& info)
{
    api::triangular<T>(false, api::Shape("trmv", batch_count), layout, uplo, trans, diag, n,
                       api::strided(A, strideA), lda, api::strided(x, stridex), incx, info);
}

template <typename T>
void trsv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<Diag> const& diag, std::vector<int64_t> const& n, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, size_t batch_count, std::vector<int64_t>& info)
{
    api::triangular<T>(true, api::Shape("trsv", batch_count), layout, uplo, trans, diag, n, A, lda,
                       x, incx, info);
}

template <typename T>
void trsv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<Diag> const& diag, std::vector<int64_t> const& n, std::vector<T*> const& A,
          std::vector<int64_t> const& lda, std::vector<T*> const& x,
          std::vector<int64_t> const& incx, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::triangular<T>(true, api::Shape("trsv", group_sizes), layout, uplo, trans, diag, n, A, lda,
                       x, incx, info);
}

template <typename T>
void trsv(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
          std::vector<Diag> const& diag, std::vector<int64_t> const& n, T const* A,
          std::vector<int64_t> const& lda, int64_t strideA, T* x, std::vector<int64_t> const& incx,
          int64_t stridex, size_t batch_count, std::vector<int64_t>& info)
{
    api::triangular<T>(true, api::Shape("trsv", batch_count), layout, uplo, trans, diag, n,
                       api::strided(A, strideA), lda, api::strided(x, stridex), incx, info);
}

// Function types of the three forms, for the explicit instantiations below.

template <typename T>
using GemvFlat = void(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                      std::vector<int64_t>&);

template <typename T>
using GemvGroup = void(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using GemvStrided = void(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                         std::vector<int64_t> const&, std::vector<same_t<T>> const&, T const*,
                         std::vector<int64_t> const&, int64_t, T const*,
                         std::vector<int64_t> const&, int64_t, std::vector<same_t<T>> const&, T*,
                         std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using GerFlat = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                     std::vector<same_t<T>> const&, std::vector<T*> const&,
                     std::vector<int64_t> const&, std::vector<T*> const&,
                     std::vector<int64_t> const&, std::vector<T*> const&,
                     std::vector<int64_t> const&, size_t, std::vector<int64_t>&);

template <typename T>
using GerGroup = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<same_t<T>> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<size_t> const&,
                      std::vector<int64_t>&);

template <typename T>
using GerStrided = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                        std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                        int64_t, T const*, std::vector<int64_t> const&, int64_t, T*,
                        std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using SymvFlat = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                      std::vector<same_t<T>> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                      std::vector<int64_t>&);

template <typename T>
using SymvGroup = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using SymvStrided = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                         std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, T const*, std::vector<int64_t> const&, int64_t,
                         std::vector<same_t<T>> const&, T*, std::vector<int64_t> const&, int64_t,
                         size_t, std::vector<int64_t>&);

template <typename T>
using TrmvFlat = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                      std::vector<Diag> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, std::vector<int64_t>&);

template <typename T>
using TrmvGroup = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                       std::vector<Diag> const&, std::vector<int64_t> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&,
                       std::vector<int64_t>&);

template <typename T>
using TrmvStrided = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                         std::vector<Diag> const&, std::vector<int64_t> const&, T const*,
                         std::vector<int64_t> const&, int64_t, T*, std::vector<int64_t> const&,
                         int64_t, size_t, std::vector<int64_t>&);

template GemvFlat<float> gemv;
template GemvFlat<double> gemv;
template GemvFlat<std::complex<float>> gemv;
template GemvFlat<std::complex<double>> gemv;
template GemvGroup<float> gemv;
template GemvGroup<double> gemv;
template GemvGroup<std::complex<float>> gemv;
template GemvGroup<std::complex<double>> gemv;
template GemvStrided<float> gemv;
template GemvStrided<double> gemv;
template GemvStrided<std::complex<float>> gemv;
template GemvStrided<std::complex<double>> gemv;
template GerFlat<float> ger;
template GerFlat<double> ger;
template GerFlat<std::complex<float>> ger;
template GerFlat<std::complex<double>> ger;
template GerGroup<float> ger;
template GerGroup<double> ger;
template GerGroup<std::complex<float>> ger;
template GerGroup<std::complex<double>> ger;
template GerStrided<float> ger;
template GerStrided<double> ger;
template GerStrided<std::complex<float>> ger;
template GerStrided<std::complex<double>> ger;
template GerFlat<float> geru;
template GerFlat<double> geru;
template GerFlat<std::complex<float>> geru;
template GerFlat<std::complex<double>> geru;
template GerGroup<float> geru;
template GerGroup<double> geru;
template GerGroup<std::complex<float>> geru;
template GerGroup<std::complex<double>> geru;
template GerStrided<float> geru;
template GerStrided<double> geru;
template GerStrided<std::complex<float>> geru;
template GerStrided<std::complex<double>> geru;
template GerFlat<float> gerc;
template GerFlat<double> gerc;
template GerFlat<std::complex<float>> gerc;
template GerFlat<std::complex<double>> gerc;
template GerGroup<float> gerc;
template GerGroup<double> gerc;
template GerGroup<std::complex<float>> gerc;
template GerGroup<std::complex<double>> gerc;
template GerStrided<float> gerc;
template GerStrided<double> gerc;
template GerStrided<std::complex<float>> gerc;
template GerStrided<std::complex<double>> gerc;
template SymvFlat<float> symv;
template SymvFlat<double> symv;
template SymvFlat<std::complex<float>> symv;
template SymvFlat<std::complex<double>> symv;
template SymvGroup<float> symv;
template SymvGroup<double> symv;
template SymvGroup<std::complex<float>> symv;
template SymvGroup<std::complex<double>> symv;
template SymvStrided<float> symv;
template SymvStrided<double> symv;
template SymvStrided<std::complex<float>> symv;
template SymvStrided<std::complex<double>> symv;
template SymvFlat<float> hemv;
template SymvFlat<double> hemv;
template SymvFlat<std::complex<float>> hemv;
template SymvFlat<std::complex<double>> hemv;
template SymvGroup<float> hemv;
template SymvGroup<double> hemv;
template SymvGroup<std::complex<float>> hemv;
template SymvGroup<std::complex<double>> hemv;
template SymvStrided<float> hemv;
template SymvStrided<double> hemv;
template SymvStrided<std::complex<float>> hemv;
template SymvStrided<std::complex<double>> hemv;
template TrmvFlat<float> trmv;
template TrmvFlat<double> trmv;
template TrmvFlat<std::complex<float>> trmv;
template TrmvFlat<std::complex<double>> trmv;
template TrmvGroup<float> trmv;
template TrmvGroup<double> trmv;
template TrmvGroup<std::complex<float>> trmv;
template TrmvGroup<std::complex<double>> trmv;
template TrmvStrided<float> trmv;
template TrmvStrided<double> trmv;
template TrmvStrided<std::complex<float>> trmv;
template TrmvStrided<std::complex<double>> trmv;
template TrmvFlat<float> trsv;
template TrmvFlat<double> trsv;
template TrmvFlat<std::complex<float>> trsv;
template TrmvFlat<std::complex<double>> trsv;
template TrmvGroup<float> trsv;
template TrmvGroup<double> trsv;
template TrmvGroup<std::complex<float>> trsv;
template TrmvGroup<std::complex<double>> trsv;
template TrmvStrided<float> trsv;
template TrmvStrided<double> trsv;
template TrmvStrided<std::complex<float>> trsv;
template TrmvStrided<std::complex<double>> trsv;
}  // namespace batchblas
