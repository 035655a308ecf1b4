// SPDX-License-Identifier: BSD-3-Clause
/**
 * Level 3 batches on the GPU: each routine family reads its batch view into parameter sets
 * and device pointers for run_batch. Options keep their enumeration values; real scalars of
 * the Hermitian routines become complex ones with zero imaginary part.
 */
#include "cuda/launch/level3.hh"

#include <algorithm>
#include <complex>
#include <initializer_list>

#include "cuda/launch/run_batch.hh"

namespace batchblas::cuda {
namespace {

/** A scalar of the API (T, or real for herk/her2k) as the kernels' D. */
template <typename D, typename S>
D scalar(S const& s)
{
    if constexpr (complex_v<D> && !is_complex_v<S>)
        return D{s, real_of<D>(0)};
    else
        return to_device(s);
}

template <typename D>
Params<D> blank_params()
{
    Params<D> q{};
    q.transA = q.transB = Op::NoTrans;
    q.side = Side::Left;
    q.uplo = Uplo::Lower;
    q.diag = Diag::NonUnit;
    return q;
}

}  // namespace

template <typename T>
void launch(core::GemmProblems<T> const& p, Queue& queue, Sources const& sources)
{
    using D = device_t<T>;
    core::Spread const spread =
        widest({p.transA.spread(), p.transB.spread(), p.m.spread(), p.n.spread(), p.k.spread(),
                p.alpha.spread(), p.lda.spread(), p.ldb.spread(), p.beta.spread(), p.ldc.spread()});
    run_batch<D>(
        queue, p.name, Routine::Gemm, Layout(p.layout), p.groups, spread, Uses{true, true, true},
        sources,
        [&](core::Index at) {
            Params<D> q = blank_params<D>();
            q.transA = Op(p.transA(at));
            q.transB = Op(p.transB(at));
            q.m = narrow_size(p.m(at), p.name);
            q.n = narrow_size(p.n(at), p.name);
            q.k = narrow_size(p.k(at), p.name);
            q.alpha = scalar<D>(p.alpha(at));
            q.beta = scalar<D>(p.beta(at));
            q.lda = p.lda(at);
            q.ldb = p.ldb(at);
            q.ldc = p.ldc(at);
            return q;
        },
        [&](core::Index at) {
            return std::array<void const*, 3>{p.A(at), p.B(at), p.C(at)};
        });
}

template <typename T>
void launch(core::SymmProblems<T> const& p, Queue& queue, Sources const& sources)
{
    using D = device_t<T>;
    core::Spread const spread =
        widest({p.side.spread(), p.uplo.spread(), p.m.spread(), p.n.spread(), p.alpha.spread(),
                p.lda.spread(), p.ldb.spread(), p.beta.spread(), p.ldc.spread()});
    run_batch<D>(
        queue, p.name, p.hermitian ? Routine::Hemm : Routine::Symm, Layout(p.layout), p.groups,
        spread, Uses{true, true, true}, sources,
        [&](core::Index at) {
            Params<D> q = blank_params<D>();
            q.side = Side(p.side(at));
            q.uplo = Uplo(p.uplo(at));
            q.m = narrow_size(p.m(at), p.name);
            q.n = narrow_size(p.n(at), p.name);
            q.alpha = scalar<D>(p.alpha(at));
            q.beta = scalar<D>(p.beta(at));
            q.lda = p.lda(at);
            q.ldb = p.ldb(at);
            q.ldc = p.ldc(at);
            return q;
        },
        [&](core::Index at) {
            return std::array<void const*, 3>{p.A(at), p.B(at), p.C(at)};
        });
}

template <typename T, typename Scalar>
void launch(core::RankKProblems<T, Scalar> const& p, Queue& queue, Sources const& sources)
{
    using D = device_t<T>;
    core::Spread const spread =
        widest({p.uplo.spread(), p.trans.spread(), p.n.spread(), p.k.spread(), p.alpha.spread(),
                p.lda.spread(), p.beta.spread(), p.ldc.spread()});
    run_batch<D>(
        queue, p.name, p.hermitian ? Routine::Herk : Routine::Syrk, Layout(p.layout), p.groups,
        spread, Uses{true, false, true}, sources,
        [&](core::Index at) {
            Params<D> q = blank_params<D>();
            q.uplo = Uplo(p.uplo(at));
            q.transA = Op(p.trans(at));
            q.n = narrow_size(p.n(at), p.name);
            q.k = narrow_size(p.k(at), p.name);
            q.alpha = scalar<D>(p.alpha(at));
            q.beta = scalar<D>(p.beta(at));
            q.lda = p.lda(at);
            q.ldc = p.ldc(at);
            return q;
        },
        [&](core::Index at) {
            return std::array<void const*, 3>{p.A(at), nullptr, p.C(at)};
        });
}

template <typename T, typename Beta>
void launch(core::Rank2KProblems<T, Beta> const& p, Queue& queue, Sources const& sources)
{
    using D = device_t<T>;
    core::Spread const spread =
        widest({p.uplo.spread(), p.trans.spread(), p.n.spread(), p.k.spread(), p.alpha.spread(),
                p.lda.spread(), p.ldb.spread(), p.beta.spread(), p.ldc.spread()});
    run_batch<D>(
        queue, p.name, p.hermitian ? Routine::Her2k : Routine::Syr2k, Layout(p.layout), p.groups,
        spread, Uses{true, true, true}, sources,
        [&](core::Index at) {
            Params<D> q = blank_params<D>();
            q.uplo = Uplo(p.uplo(at));
            q.transA = Op(p.trans(at));
            q.n = narrow_size(p.n(at), p.name);
            q.k = narrow_size(p.k(at), p.name);
            q.alpha = scalar<D>(p.alpha(at));
            q.beta = scalar<D>(p.beta(at));
            q.lda = p.lda(at);
            q.ldb = p.ldb(at);
            q.ldc = p.ldc(at);
            return q;
        },
        [&](core::Index at) {
            return std::array<void const*, 3>{p.A(at), p.B(at), p.C(at)};
        });
}

template <typename T>
void launch(core::TriangularProblems<T> const& p, Queue& queue, Sources const& sources)
{
    using D = device_t<T>;
    core::Spread const spread =
        widest({p.side.spread(), p.uplo.spread(), p.trans.spread(), p.diag.spread(), p.m.spread(),
                p.n.spread(), p.alpha.spread(), p.lda.spread(), p.ldb.spread()});
    // B, the in-out matrix, travels in the C slot (Params::ldc holds ldb).
    run_batch<D>(
        queue, p.name, p.solve ? Routine::Trsm : Routine::Trmm, Layout(p.layout), p.groups, spread,
        Uses{true, false, true}, sources,
        [&](core::Index at) {
            Params<D> q = blank_params<D>();
            q.side = Side(p.side(at));
            q.uplo = Uplo(p.uplo(at));
            q.transA = Op(p.trans(at));
            q.diag = Diag(p.diag(at));
            q.m = narrow_size(p.m(at), p.name);
            q.n = narrow_size(p.n(at), p.name);
            q.alpha = scalar<D>(p.alpha(at));
            q.beta = zero<D>();
            q.lda = p.lda(at);
            q.ldc = p.ldb(at);
            return q;
        },
        [&](core::Index at) {
            return std::array<void const*, 3>{p.A(at), nullptr, p.B(at)};
        });
}

template void launch(core::GemmProblems<float> const&, Queue&, Sources const&);
template void launch(core::GemmProblems<double> const&, Queue&, Sources const&);
template void launch(core::GemmProblems<std::complex<float>> const&, Queue&, Sources const&);
template void launch(core::GemmProblems<std::complex<double>> const&, Queue&, Sources const&);
template void launch(core::SymmProblems<float> const&, Queue&, Sources const&);
template void launch(core::SymmProblems<double> const&, Queue&, Sources const&);
template void launch(core::SymmProblems<std::complex<float>> const&, Queue&, Sources const&);
template void launch(core::SymmProblems<std::complex<double>> const&, Queue&, Sources const&);
template void launch(core::RankKProblems<float, float> const&, Queue&, Sources const&);
template void launch(core::RankKProblems<double, double> const&, Queue&, Sources const&);
template void launch(core::RankKProblems<std::complex<float>, std::complex<float>> const&, Queue&,
                     Sources const&);
template void launch(core::RankKProblems<std::complex<double>, std::complex<double>> const&, Queue&,
                     Sources const&);
template void launch(core::RankKProblems<std::complex<float>, float> const&, Queue&,
                     Sources const&);
template void launch(core::RankKProblems<std::complex<double>, double> const&, Queue&,
                     Sources const&);
template void launch(core::Rank2KProblems<float, float> const&, Queue&, Sources const&);
template void launch(core::Rank2KProblems<double, double> const&, Queue&, Sources const&);
template void launch(core::Rank2KProblems<std::complex<float>, std::complex<float>> const&, Queue&,
                     Sources const&);
template void launch(core::Rank2KProblems<std::complex<double>, std::complex<double>> const&,
                     Queue&, Sources const&);
template void launch(core::Rank2KProblems<std::complex<float>, float> const&, Queue&,
                     Sources const&);
template void launch(core::Rank2KProblems<std::complex<double>, double> const&, Queue&,
                     Sources const&);
template void launch(core::TriangularProblems<float> const&, Queue&, Sources const&);
template void launch(core::TriangularProblems<double> const&, Queue&, Sources const&);
template void launch(core::TriangularProblems<std::complex<float>> const&, Queue&, Sources const&);
template void launch(core::TriangularProblems<std::complex<double>> const&, Queue&, Sources const&);

}  // namespace batchblas::cuda
