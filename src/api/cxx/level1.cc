// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API for Level 1 (batchblas/blas_level12.hh): axpy, scal, copy, swap, dot / dotu / dotc,
 * nrm2, asum, iamax. Each form (flat, group, strided) checks its vector sizes while building the
 * one batch view through a Shape, then hands it to run_on_cpu (api/cxx/cpu_call.hh); reductions
 * write one result per problem.
 */
#include <batchblas.hh>

#include <complex>
#include <string>

#include "api/cxx/cpu_call.hh"
#include "api/view_builders.hh"
#include "core/check.hh"

namespace batchblas::api {
namespace {

using core::Results;

/** A reduction's result vector: exactly one value per problem. */
template <typename R>
Results<R> results(char const* routine, Shape const& s, std::vector<R>& result)
{
    if (int64_t(result.size()) != s.batch_count())
        throw Error(std::string("batchblas::") + routine + ": vector 'result' has size " +
                    std::to_string(result.size()) + ", expected batch_count (" +
                    std::to_string(s.batch_count()) + ")");
    return Results<R>(result.data());
}

template <typename T, typename VecX, typename VecY>
void axpy(Shape const& s, std::vector<int64_t> const& n, std::vector<T> const& alpha, VecX const& x,
          std::vector<int64_t> const& incx, VecY const& y, std::vector<int64_t> const& incy,
          std::vector<int64_t>& info)
{
    core::AxpyProblems<T> p;
    p.groups = s.groups();
    p.n = s.values(n, "n");
    p.alpha = s.values(alpha, "alpha");
    p.x = s.inputs(x, "x");
    p.incx = s.values(incx, "incx");
    p.y = s.outputs(y, "y");
    p.incy = s.values(incy, "incy");
    run_on_cpu(p, s, info);
}

template <typename T, typename VecX>
void scal(Shape const& s, std::vector<int64_t> const& n, std::vector<T> const& alpha, VecX const& x,
          std::vector<int64_t> const& incx, std::vector<int64_t>& info)
{
    core::ScalProblems<T> p;
    p.groups = s.groups();
    p.n = s.values(n, "n");
    p.alpha = s.values(alpha, "alpha");
    p.x = s.outputs(x, "x");
    p.incx = s.values(incx, "incx");
    run_on_cpu(p, s, info);
}

template <typename T, typename VecX, typename VecY>
void copy(Shape const& s, std::vector<int64_t> const& n, VecX const& x,
          std::vector<int64_t> const& incx, VecY const& y, std::vector<int64_t> const& incy,
          std::vector<int64_t>& info)
{
    core::CopyProblems<T> p;
    p.groups = s.groups();
    p.n = s.values(n, "n");
    p.x = s.inputs(x, "x");
    p.incx = s.values(incx, "incx");
    p.y = s.outputs(y, "y");
    p.incy = s.values(incy, "incy");
    run_on_cpu(p, s, info);
}

template <typename T, typename VecX, typename VecY>
void swap(Shape const& s, std::vector<int64_t> const& n, VecX const& x,
          std::vector<int64_t> const& incx, VecY const& y, std::vector<int64_t> const& incy,
          std::vector<int64_t>& info)
{
    core::SwapProblems<T> p;
    p.groups = s.groups();
    p.n = s.values(n, "n");
    p.x = s.outputs(x, "x");
    p.incx = s.values(incx, "incx");
    p.y = s.outputs(y, "y");
    p.incy = s.values(incy, "incy");
    run_on_cpu(p, s, info);
}

template <typename T, typename VecX, typename VecY>
void dot(bool conjugate, char const* name, Shape const& s, std::vector<int64_t> const& n,
         VecX const& x, std::vector<int64_t> const& incx, VecY const& y,
         std::vector<int64_t> const& incy, std::vector<T>& result, std::vector<int64_t>& info)
{
    core::DotProblems<T> p;
    p.conjugate = conjugate;
    p.name = name;
    p.groups = s.groups();
    p.n = s.values(n, "n");
    p.x = s.inputs(x, "x");
    p.incx = s.values(incx, "incx");
    p.y = s.inputs(y, "y");
    p.incy = s.values(incy, "incy");
    p.result = results(name, s, result);
    run_on_cpu(p, s, info);
}

template <typename T, typename R, typename VecX>
void reduction(core::Reduction kind, Shape const& s, std::vector<int64_t> const& n, VecX const& x,
               std::vector<int64_t> const& incx, std::vector<R>& result, std::vector<int64_t>& info)
{
    core::ReductionProblems<T, R> p;
    p.reduction = kind;
    p.name = kind == core::Reduction::Nrm2   ? "nrm2"
             : kind == core::Reduction::Asum ? "asum"
                                             : "iamax";
    p.groups = s.groups();
    p.n = s.values(n, "n");
    p.x = s.inputs(x, "x");
    p.incx = s.values(incx, "incx");
    p.result = results(p.name, s, result);
    run_on_cpu(p, s, info);
}

}  // namespace
}  // namespace batchblas::api

namespace batchblas {

template <typename T>
void axpy(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
          std::vector<T*> const& x, std::vector<int64_t> const& incx, std::vector<T*> const& y,
          std::vector<int64_t> const& incy, size_t batch_count, std::vector<int64_t>& info)
{
    api::axpy<T>(api::Shape("axpy", batch_count), n, alpha, x, incx, y, incy, info);
}

template <typename T>
void axpy(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
          std::vector<T*> const& x, std::vector<int64_t> const& incx, std::vector<T*> const& y,
          std::vector<int64_t> const& incy, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::axpy<T>(api::Shape("axpy", group_sizes), n, alpha, x, incx, y, incy, info);
}

template <typename T>
void axpy(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha, T const* x,
          std::vector<int64_t> const& incx, int64_t stridex, T* y, std::vector<int64_t> const& incy,
          int64_t stridey, size_t batch_count, std::vector<int64_t>& info)
{
    api::axpy<T>(api::Shape("axpy", batch_count), n, alpha, api::strided(x, stridex), incx,
                 api::strided(y, stridey), incy, info);
}

template <typename T>
void scal(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
          std::vector<T*> const& x, std::vector<int64_t> const& incx, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::scal<T>(api::Shape("scal", batch_count), n, alpha, x, incx, info);
}

template <typename T>
void scal(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha,
          std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::scal<T>(api::Shape("scal", group_sizes), n, alpha, x, incx, info);
}

template <typename T>
void scal(std::vector<int64_t> const& n, std::vector<same_t<T>> const& alpha, T* x,
          std::vector<int64_t> const& incx, int64_t stridex, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::scal<T>(api::Shape("scal", batch_count), n, alpha, api::strided(x, stridex), incx, info);
}

template <typename T>
void copy(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<T*> const& y, std::vector<int64_t> const& incy, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::copy<T>(api::Shape("copy", batch_count), n, x, incx, y, incy, info);
}

template <typename T>
void copy(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<T*> const& y, std::vector<int64_t> const& incy,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::copy<T>(api::Shape("copy", group_sizes), n, x, incx, y, incy, info);
}

template <typename T>
void copy(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
          int64_t stridex, T* y, std::vector<int64_t> const& incy, int64_t stridey,
          size_t batch_count, std::vector<int64_t>& info)
{
    api::copy<T>(api::Shape("copy", batch_count), n, api::strided(x, stridex), incx,
                 api::strided(y, stridey), incy, info);
}

template <typename T>
void swap(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<T*> const& y, std::vector<int64_t> const& incy, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::swap<T>(api::Shape("swap", batch_count), n, x, incx, y, incy, info);
}

template <typename T>
void swap(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<T*> const& y, std::vector<int64_t> const& incy,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::swap<T>(api::Shape("swap", group_sizes), n, x, incx, y, incy, info);
}

template <typename T>
void swap(std::vector<int64_t> const& n, T* x, std::vector<int64_t> const& incx, int64_t stridex,
          T* y, std::vector<int64_t> const& incy, int64_t stridey, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::swap<T>(api::Shape("swap", batch_count), n, api::strided(x, stridex), incx,
                 api::strided(y, stridey), incy, info);
}

template <typename T>
void dot(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
         std::vector<T*> const& y, std::vector<int64_t> const& incy, std::vector<T>& result,
         size_t batch_count, std::vector<int64_t>& info)
{
    api::dot<T>(true, "dot", api::Shape("dot", batch_count), n, x, incx, y, incy, result, info);
}

template <typename T>
void dot(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
         std::vector<T*> const& y, std::vector<int64_t> const& incy, std::vector<T>& result,
         std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::dot<T>(true, "dot", api::Shape("dot", group_sizes), n, x, incx, y, incy, result, info);
}

template <typename T>
void dot(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
         int64_t stridex, T const* y, std::vector<int64_t> const& incy, int64_t stridey,
         std::vector<T>& result, size_t batch_count, std::vector<int64_t>& info)
{
    api::dot<T>(true, "dot", api::Shape("dot", batch_count), n, api::strided(x, stridex), incx,
                api::strided(y, stridey), incy, result, info);
}

template <typename T>
void dotu(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<T*> const& y, std::vector<int64_t> const& incy, std::vector<T>& result,
          size_t batch_count, std::vector<int64_t>& info)
{
    api::dot<T>(false, "dotu", api::Shape("dotu", batch_count), n, x, incx, y, incy, result, info);
}

template <typename T>
void dotu(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<T*> const& y, std::vector<int64_t> const& incy, std::vector<T>& result,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::dot<T>(false, "dotu", api::Shape("dotu", group_sizes), n, x, incx, y, incy, result, info);
}

template <typename T>
void dotu(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
          int64_t stridex, T const* y, std::vector<int64_t> const& incy, int64_t stridey,
          std::vector<T>& result, size_t batch_count, std::vector<int64_t>& info)
{
    api::dot<T>(false, "dotu", api::Shape("dotu", batch_count), n, api::strided(x, stridex), incx,
                api::strided(y, stridey), incy, result, info);
}

template <typename T>
void dotc(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<T*> const& y, std::vector<int64_t> const& incy, std::vector<T>& result,
          size_t batch_count, std::vector<int64_t>& info)
{
    api::dot<T>(true, "dotc", api::Shape("dotc", batch_count), n, x, incx, y, incy, result, info);
}

template <typename T>
void dotc(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<T*> const& y, std::vector<int64_t> const& incy, std::vector<T>& result,
          std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::dot<T>(true, "dotc", api::Shape("dotc", group_sizes), n, x, incx, y, incy, result, info);
}

template <typename T>
void dotc(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
          int64_t stridex, T const* y, std::vector<int64_t> const& incy, int64_t stridey,
          std::vector<T>& result, size_t batch_count, std::vector<int64_t>& info)
{
    api::dot<T>(true, "dotc", api::Shape("dotc", batch_count), n, api::strided(x, stridex), incx,
                api::strided(y, stridey), incy, result, info);
}

template <typename T>
void nrm2(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<real_type<T>>& result, size_t batch_count, std::vector<int64_t>& info)
{
    api::reduction<T>(core::Reduction::Nrm2, api::Shape("nrm2", batch_count), n, x, incx, result,
                      info);
}

template <typename T>
void nrm2(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<real_type<T>>& result, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::reduction<T>(core::Reduction::Nrm2, api::Shape("nrm2", group_sizes), n, x, incx, result,
                      info);
}

template <typename T>
void nrm2(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
          int64_t stridex, std::vector<real_type<T>>& result, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::reduction<T>(core::Reduction::Nrm2, api::Shape("nrm2", batch_count), n,
                      api::strided(x, stridex), incx, result, info);
}

template <typename T>
void asum(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<real_type<T>>& result, size_t batch_count, std::vector<int64_t>& info)
{
    api::reduction<T>(core::Reduction::Asum, api::Shape("asum", batch_count), n, x, incx, result,
                      info);
}

template <typename T>
void asum(std::vector<int64_t> const& n, std::vector<T*> const& x, std::vector<int64_t> const& incx,
          std::vector<real_type<T>>& result, std::vector<size_t> const& group_sizes,
          std::vector<int64_t>& info)
{
    api::reduction<T>(core::Reduction::Asum, api::Shape("asum", group_sizes), n, x, incx, result,
                      info);
}

template <typename T>
void asum(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
          int64_t stridex, std::vector<real_type<T>>& result, size_t batch_count,
          std::vector<int64_t>& info)
{
    api::reduction<T>(core::Reduction::Asum, api::Shape("asum", batch_count), n,
                      api::strided(x, stridex), incx, result, info);
}

template <typename T>
void iamax(std::vector<int64_t> const& n, std::vector<T*> const& x,
           std::vector<int64_t> const& incx, std::vector<int64_t>& result, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::reduction<T>(core::Reduction::Iamax, api::Shape("iamax", batch_count), n, x, incx, result,
                      info);
}

template <typename T>
void iamax(std::vector<int64_t> const& n, std::vector<T*> const& x,
           std::vector<int64_t> const& incx, std::vector<int64_t>& result,
           std::vector<size_t> const& group_sizes, std::vector<int64_t>& info)
{
    api::reduction<T>(core::Reduction::Iamax, api::Shape("iamax", group_sizes), n, x, incx, result,
                      info);
}

template <typename T>
void iamax(std::vector<int64_t> const& n, T const* x, std::vector<int64_t> const& incx,
           int64_t stridex, std::vector<int64_t>& result, size_t batch_count,
           std::vector<int64_t>& info)
{
    api::reduction<T>(core::Reduction::Iamax, api::Shape("iamax", batch_count), n,
                      api::strided(x, stridex), incx, result, info);
}

// Function types of the three forms, for the explicit instantiations below.

template <typename T>
using AxpyFlat = void(std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, std::vector<int64_t>&);

template <typename T>
using AxpyGroup = void(std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&,
                       std::vector<int64_t>&);

template <typename T>
using AxpyStrided = void(std::vector<int64_t> const&, std::vector<same_t<T>> const&, T const*,
                         std::vector<int64_t> const&, int64_t, T*, std::vector<int64_t> const&,
                         int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using ScalFlat = void(std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t,
                      std::vector<int64_t>&);

template <typename T>
using ScalGroup = void(std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using ScalStrided = void(std::vector<int64_t> const&, std::vector<same_t<T>> const&, T*,
                         std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using CopyFlat = void(std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, std::vector<int64_t>&);

template <typename T>
using CopyGroup = void(std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&,
                       std::vector<int64_t>&);

template <typename T>
using CopyStrided = void(std::vector<int64_t> const&, T const*, std::vector<int64_t> const&,
                         int64_t, T*, std::vector<int64_t> const&, int64_t, size_t,
                         std::vector<int64_t>&);

template <typename T>
using SwapFlat = void(std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, std::vector<int64_t>&);

template <typename T>
using SwapGroup = void(std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&,
                       std::vector<int64_t>&);

template <typename T>
using SwapStrided = void(std::vector<int64_t> const&, T*, std::vector<int64_t> const&, int64_t, T*,
                         std::vector<int64_t> const&, int64_t, size_t, std::vector<int64_t>&);

template <typename T>
using DotFlat = void(std::vector<int64_t> const&, std::vector<T*> const&,
                     std::vector<int64_t> const&, std::vector<T*> const&,
                     std::vector<int64_t> const&, std::vector<T>&, size_t, std::vector<int64_t>&);

template <typename T>
using DotGroup = void(std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T>&, std::vector<size_t> const&,
                      std::vector<int64_t>&);

template <typename T>
using DotStrided = void(std::vector<int64_t> const&, T const*, std::vector<int64_t> const&, int64_t,
                        T const*, std::vector<int64_t> const&, int64_t, std::vector<T>&, size_t,
                        std::vector<int64_t>&);

template <typename T>
using Nrm2Flat = void(std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<real_type<T>>&, size_t,
                      std::vector<int64_t>&);

template <typename T>
using Nrm2Group = void(std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<real_type<T>>&,
                       std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using Nrm2Strided = void(std::vector<int64_t> const&, T const*, std::vector<int64_t> const&,
                         int64_t, std::vector<real_type<T>>&, size_t, std::vector<int64_t>&);

template <typename T>
using IamaxFlat = void(std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<int64_t>&, size_t,
                       std::vector<int64_t>&);

template <typename T>
using IamaxGroup = void(std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<int64_t>&,
                        std::vector<size_t> const&, std::vector<int64_t>&);

template <typename T>
using IamaxStrided = void(std::vector<int64_t> const&, T const*, std::vector<int64_t> const&,
                          int64_t, std::vector<int64_t>&, size_t, std::vector<int64_t>&);

template AxpyFlat<float> axpy;
template AxpyFlat<double> axpy;
template AxpyFlat<std::complex<float>> axpy;
template AxpyFlat<std::complex<double>> axpy;
template AxpyGroup<float> axpy;
template AxpyGroup<double> axpy;
template AxpyGroup<std::complex<float>> axpy;
template AxpyGroup<std::complex<double>> axpy;
template AxpyStrided<float> axpy;
template AxpyStrided<double> axpy;
template AxpyStrided<std::complex<float>> axpy;
template AxpyStrided<std::complex<double>> axpy;
template ScalFlat<float> scal;
template ScalFlat<double> scal;
template ScalFlat<std::complex<float>> scal;
template ScalFlat<std::complex<double>> scal;
template ScalGroup<float> scal;
template ScalGroup<double> scal;
template ScalGroup<std::complex<float>> scal;
template ScalGroup<std::complex<double>> scal;
template ScalStrided<float> scal;
template ScalStrided<double> scal;
template ScalStrided<std::complex<float>> scal;
template ScalStrided<std::complex<double>> scal;
template CopyFlat<float> copy;
template CopyFlat<double> copy;
template CopyFlat<std::complex<float>> copy;
template CopyFlat<std::complex<double>> copy;
template CopyGroup<float> copy;
template CopyGroup<double> copy;
template CopyGroup<std::complex<float>> copy;
template CopyGroup<std::complex<double>> copy;
template CopyStrided<float> copy;
template CopyStrided<double> copy;
template CopyStrided<std::complex<float>> copy;
template CopyStrided<std::complex<double>> copy;
template SwapFlat<float> swap;
template SwapFlat<double> swap;
template SwapFlat<std::complex<float>> swap;
template SwapFlat<std::complex<double>> swap;
template SwapGroup<float> swap;
template SwapGroup<double> swap;
template SwapGroup<std::complex<float>> swap;
template SwapGroup<std::complex<double>> swap;
template SwapStrided<float> swap;
template SwapStrided<double> swap;
template SwapStrided<std::complex<float>> swap;
template SwapStrided<std::complex<double>> swap;
template DotFlat<float> dot;
template DotFlat<double> dot;
template DotFlat<std::complex<float>> dot;
template DotFlat<std::complex<double>> dot;
template DotGroup<float> dot;
template DotGroup<double> dot;
template DotGroup<std::complex<float>> dot;
template DotGroup<std::complex<double>> dot;
template DotStrided<float> dot;
template DotStrided<double> dot;
template DotStrided<std::complex<float>> dot;
template DotStrided<std::complex<double>> dot;
template DotFlat<float> dotu;
template DotFlat<double> dotu;
template DotFlat<std::complex<float>> dotu;
template DotFlat<std::complex<double>> dotu;
template DotGroup<float> dotu;
template DotGroup<double> dotu;
template DotGroup<std::complex<float>> dotu;
template DotGroup<std::complex<double>> dotu;
template DotStrided<float> dotu;
template DotStrided<double> dotu;
template DotStrided<std::complex<float>> dotu;
template DotStrided<std::complex<double>> dotu;
template DotFlat<float> dotc;
template DotFlat<double> dotc;
template DotFlat<std::complex<float>> dotc;
template DotFlat<std::complex<double>> dotc;
template DotGroup<float> dotc;
template DotGroup<double> dotc;
template DotGroup<std::complex<float>> dotc;
template DotGroup<std::complex<double>> dotc;
template DotStrided<float> dotc;
template DotStrided<double> dotc;
template DotStrided<std::complex<float>> dotc;
template DotStrided<std::complex<double>> dotc;
template Nrm2Flat<float> nrm2;
template Nrm2Flat<double> nrm2;
template Nrm2Flat<std::complex<float>> nrm2;
template Nrm2Flat<std::complex<double>> nrm2;
template Nrm2Group<float> nrm2;
template Nrm2Group<double> nrm2;
template Nrm2Group<std::complex<float>> nrm2;
template Nrm2Group<std::complex<double>> nrm2;
template Nrm2Strided<float> nrm2;
template Nrm2Strided<double> nrm2;
template Nrm2Strided<std::complex<float>> nrm2;
template Nrm2Strided<std::complex<double>> nrm2;
template Nrm2Flat<float> asum;
template Nrm2Flat<double> asum;
template Nrm2Flat<std::complex<float>> asum;
template Nrm2Flat<std::complex<double>> asum;
template Nrm2Group<float> asum;
template Nrm2Group<double> asum;
template Nrm2Group<std::complex<float>> asum;
template Nrm2Group<std::complex<double>> asum;
template Nrm2Strided<float> asum;
template Nrm2Strided<double> asum;
template Nrm2Strided<std::complex<float>> asum;
template Nrm2Strided<std::complex<double>> asum;
template IamaxFlat<float> iamax;
template IamaxFlat<double> iamax;
template IamaxFlat<std::complex<float>> iamax;
template IamaxFlat<std::complex<double>> iamax;
template IamaxGroup<float> iamax;
template IamaxGroup<double> iamax;
template IamaxGroup<std::complex<float>> iamax;
template IamaxGroup<std::complex<double>> iamax;
template IamaxStrided<float> iamax;
template IamaxStrided<double> iamax;
template IamaxStrided<std::complex<float>> iamax;
template IamaxStrided<std::complex<double>> iamax;

}  // namespace batchblas
