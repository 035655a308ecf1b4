// SPDX-License-Identifier: BSD-3-Clause
/**
 * Level 1 and Level 2 batches on the CPU: each problem goes to the per-problem routines of
 * level1.hh / level2.hh (which handle both layouts and every increment themselves), and the
 * batch is spread over threads by run_batch. The planner's cost is the problem's flops, so that
 * batches of tiny vectors stay on one thread and large ones are balanced.
 */
#include "cpu/drivers/batch.hh"

#include <complex>
#include <type_traits>

#include "cpu/drivers/level1.hh"
#include "cpu/drivers/level2.hh"
#include "cpu/drivers/parallel.hh"

namespace batchblas::cpu {
namespace {

/** The cost of a Level 1 problem of n elements: its flops, or one per element moved. */
template <typename T>
double vector_cost(int64_t n)
{
    return flop_weight<T>() * 2.0 * double(n);
}

}  // namespace

template <typename T>
void run(core::GemvProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) { return flop_weight<T>() * 2.0 * double(p.m(at)) * p.n(at); },
        [&](core::Index at) {
            gemv(layout, Op(p.trans(at)), p.m(at), p.n(at), p.alpha(at), p.A(at),
                 p.lda(at), p.x(at), p.incx(at), p.beta(at), p.y(at), p.incy(at));
        });
}

template <typename T>
void run(core::GerProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) { return flop_weight<T>() * 2.0 * double(p.m(at)) * p.n(at); },
        [&](core::Index at) {
            ger(layout, p.conjugate, p.m(at), p.n(at), p.alpha(at), p.x(at), p.incx(at),
                p.y(at), p.incy(at), p.A(at), p.lda(at));
        });
}

template <typename T>
void run(core::SymvProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) { return flop_weight<T>() * 2.0 * double(p.n(at)) * p.n(at); },
        [&](core::Index at) {
            symv(layout, p.hermitian, Uplo(p.uplo(at)), p.n(at), p.alpha(at), p.A(at),
                 p.lda(at), p.x(at), p.incx(at), p.beta(at), p.y(at), p.incy(at));
        });
}

template <typename T>
void run(core::TriangularVectorProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    auto const routine = p.solve ? trsv<T> : trmv<T>;
    run_batch(
        p.groups, [&](core::Index at) { return flop_weight<T>() * double(p.n(at)) * p.n(at); },
        [&](core::Index at) {
            routine(layout, Uplo(p.uplo(at)), Op(p.trans(at)), Diag(p.diag(at)), p.n(at),
                    p.A(at), p.lda(at), p.x(at), p.incx(at));
        });
}

template <typename T>
void run(core::AxpyProblems<T> const& p)
{
    run_batch(
        p.groups, [&](core::Index at) { return vector_cost<T>(p.n(at)); },
        [&](core::Index at) {
            axpy(p.n(at), p.alpha(at), p.x(at), p.incx(at), p.y(at), p.incy(at));
        });
}

template <typename T>
void run(core::ScalProblems<T> const& p)
{
    run_batch(
        p.groups, [&](core::Index at) { return vector_cost<T>(p.n(at)) / 2; },
        [&](core::Index at) { scal(p.n(at), p.alpha(at), p.x(at), p.incx(at)); });
}

template <typename T>
void run(core::CopyProblems<T> const& p)
{
    run_batch(
        p.groups, [&](core::Index at) { return vector_cost<T>(p.n(at)) / 2; },
        [&](core::Index at) {
            copy(p.n(at), p.x(at), p.incx(at), p.y(at), p.incy(at));
        });
}

template <typename T>
void run(core::SwapProblems<T> const& p)
{
    run_batch(
        p.groups, [&](core::Index at) { return vector_cost<T>(p.n(at)); },
        [&](core::Index at) {
            swap(p.n(at), p.x(at), p.incx(at), p.y(at), p.incy(at));
        });
}

template <typename T>
void run(core::DotProblems<T> const& p)
{
    run_batch(
        p.groups, [&](core::Index at) { return vector_cost<T>(p.n(at)); },
        [&](core::Index at) {
            *p.result(at) = dot(p.conjugate, p.n(at), p.x(at), p.incx(at),
                                p.y(at), p.incy(at));
        });
}

template <typename T, typename R>
void run(core::ReductionProblems<T, R> const& p)
{
    run_batch(
        p.groups, [&](core::Index at) { return vector_cost<T>(p.n(at)); },
        [&](core::Index at) {
            if constexpr (std::is_same_v<R, int64_t>)
                *p.result(at) = iamax(p.n(at), p.x(at), p.incx(at));
            else if (p.reduction == core::Reduction::Nrm2)
                *p.result(at) = nrm2(p.n(at), p.x(at), p.incx(at));
            else
                *p.result(at) = asum(p.n(at), p.x(at), p.incx(at));
        });
}

template void run(core::GemvProblems<float> const&);
template void run(core::GemvProblems<double> const&);
template void run(core::GemvProblems<std::complex<float>> const&);
template void run(core::GemvProblems<std::complex<double>> const&);

template void run(core::GerProblems<float> const&);
template void run(core::GerProblems<double> const&);
template void run(core::GerProblems<std::complex<float>> const&);
template void run(core::GerProblems<std::complex<double>> const&);

template void run(core::SymvProblems<float> const&);
template void run(core::SymvProblems<double> const&);
template void run(core::SymvProblems<std::complex<float>> const&);
template void run(core::SymvProblems<std::complex<double>> const&);

template void run(core::TriangularVectorProblems<float> const&);
template void run(core::TriangularVectorProblems<double> const&);
template void run(core::TriangularVectorProblems<std::complex<float>> const&);
template void run(core::TriangularVectorProblems<std::complex<double>> const&);

template void run(core::AxpyProblems<float> const&);
template void run(core::AxpyProblems<double> const&);
template void run(core::AxpyProblems<std::complex<float>> const&);
template void run(core::AxpyProblems<std::complex<double>> const&);

template void run(core::ScalProblems<float> const&);
template void run(core::ScalProblems<double> const&);
template void run(core::ScalProblems<std::complex<float>> const&);
template void run(core::ScalProblems<std::complex<double>> const&);

template void run(core::CopyProblems<float> const&);
template void run(core::CopyProblems<double> const&);
template void run(core::CopyProblems<std::complex<float>> const&);
template void run(core::CopyProblems<std::complex<double>> const&);

template void run(core::SwapProblems<float> const&);
template void run(core::SwapProblems<double> const&);
template void run(core::SwapProblems<std::complex<float>> const&);
template void run(core::SwapProblems<std::complex<double>> const&);

template void run(core::DotProblems<float> const&);
template void run(core::DotProblems<double> const&);
template void run(core::DotProblems<std::complex<float>> const&);
template void run(core::DotProblems<std::complex<double>> const&);

template void run(core::ReductionProblems<float, float> const&);
template void run(core::ReductionProblems<double, double> const&);
template void run(core::ReductionProblems<std::complex<float>, float> const&);
template void run(core::ReductionProblems<std::complex<double>, double> const&);
template void run(core::ReductionProblems<float, int64_t> const&);
template void run(core::ReductionProblems<double, int64_t> const&);
template void run(core::ReductionProblems<std::complex<float>, int64_t> const&);
template void run(core::ReductionProblems<std::complex<double>, int64_t> const&);

}  // namespace batchblas::cpu
