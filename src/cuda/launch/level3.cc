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

/** Whether a family reads B as an operand (all but the rank-k and triangular ones). */
template <class P>
constexpr bool reads_B = true;
template <typename T, typename Scalar>
constexpr bool reads_B<core::RankKProblems<T, Scalar>> = false;
template <typename T>
constexpr bool reads_B<core::TriangularProblems<T>> = false;

/** Whether a family's B is its in-out matrix (trmm, trsm): B travels in the C slot, with
 *  Params::ldc holding ldb, and beta is zero. */
template <class P>
constexpr bool B_in_place = false;
template <typename T>
constexpr bool B_in_place<core::TriangularProblems<T>> = true;

/**
 * Runs a Level 3 family: the scalars, the leading dimensions and the matrix pointers have the
 * same names in every family, so they are read (and their spread taken) here; read_own(q, at)
 * reads the family's options and sizes, whose spread is own_spread.
 */
template <typename D, class P, class ReadOwn>
void run_family(P const& p, Routine routine, core::Spread own_spread, Queue& queue,
                Sources const& sources, ReadOwn&& read_own)
{
    core::Spread spread = widest({own_spread, p.alpha.spread(), p.lda.spread()});
    if constexpr (B_in_place<P>)
        spread = widest({spread, p.ldb.spread()});
    else {
        spread = widest({spread, p.beta.spread(), p.ldc.spread()});
        if constexpr (reads_B<P>) spread = widest({spread, p.ldb.spread()});
    }
    run_batch<D>(
        queue, p.name, routine, Layout(p.layout), p.groups, spread, Uses{true, reads_B<P>, true},
        sources,
        [&](core::Index at) {
            Params<D> q = blank_params<D>();
            read_own(q, at);
            q.alpha = scalar<D>(p.alpha(at));
            q.lda = p.lda(at);
            if constexpr (B_in_place<P>) {
                q.beta = zero<D>();
                q.ldc = p.ldb(at);
            }
            else {
                q.beta = scalar<D>(p.beta(at));
                if constexpr (reads_B<P>) q.ldb = p.ldb(at);
                q.ldc = p.ldc(at);
            }
            return q;
        },
        [&](core::Index at) {
            if constexpr (B_in_place<P>) {
                return std::array<void const*, 3>{p.A(at), nullptr, p.B(at)};
            }
            else {
                void const* b = nullptr;
                if constexpr (reads_B<P>) b = p.B(at);
                return std::array<void const*, 3>{p.A(at), b, p.C(at)};
            }
        });
}

/** The rank-k and rank-2k families (syrk, herk; syr2k, her2k), which name their options and
 *  sizes alike. */
template <typename D, class P>
void run_rank_family(P const& p, Routine routine, Queue& queue, Sources const& sources)
{
    core::Spread const spread =
        widest({p.uplo.spread(), p.trans.spread(), p.n.spread(), p.k.spread()});
    run_family<D>(p, routine, spread, queue, sources, [&](Params<D>& q, core::Index at) {
        q.uplo = Uplo(p.uplo(at));
        q.transA = Op(p.trans(at));
        q.n = narrow_size(p.n(at), p.name);
        q.k = narrow_size(p.k(at), p.name);
    });
}

}  // namespace

template <typename T>
void launch(core::GemmProblems<T> const& p, Queue& queue, Sources const& sources)
{
    using D = device_t<T>;
    core::Spread const spread =
        widest({p.transA.spread(), p.transB.spread(), p.m.spread(), p.n.spread(), p.k.spread()});
    run_family<D>(p, Routine::Gemm, spread, queue, sources, [&](Params<D>& q, core::Index at) {
        q.transA = Op(p.transA(at));
        q.transB = Op(p.transB(at));
        q.m = narrow_size(p.m(at), p.name);
        q.n = narrow_size(p.n(at), p.name);
        q.k = narrow_size(p.k(at), p.name);
    });
}

template <typename T>
void launch(core::SymmProblems<T> const& p, Queue& queue, Sources const& sources)
{
    using D = device_t<T>;
    core::Spread const spread =
        widest({p.side.spread(), p.uplo.spread(), p.m.spread(), p.n.spread()});
    Routine const routine = p.hermitian ? Routine::Hemm : Routine::Symm;
    run_family<D>(p, routine, spread, queue, sources, [&](Params<D>& q, core::Index at) {
        q.side = Side(p.side(at));
        q.uplo = Uplo(p.uplo(at));
        q.m = narrow_size(p.m(at), p.name);
        q.n = narrow_size(p.n(at), p.name);
    });
}

template <typename T, typename Scalar>
void launch(core::RankKProblems<T, Scalar> const& p, Queue& queue, Sources const& sources)
{
    run_rank_family<device_t<T>>(p, p.hermitian ? Routine::Herk : Routine::Syrk, queue, sources);
}

template <typename T, typename Beta>
void launch(core::Rank2KProblems<T, Beta> const& p, Queue& queue, Sources const& sources)
{
    run_rank_family<device_t<T>>(p, p.hermitian ? Routine::Her2k : Routine::Syr2k, queue, sources);
}

template <typename T>
void launch(core::TriangularProblems<T> const& p, Queue& queue, Sources const& sources)
{
    using D = device_t<T>;
    core::Spread const spread = widest({p.side.spread(), p.uplo.spread(), p.trans.spread(),
                                        p.diag.spread(), p.m.spread(), p.n.spread()});
    Routine const routine = p.solve ? Routine::Trsm : Routine::Trmm;
    run_family<D>(p, routine, spread, queue, sources, [&](Params<D>& q, core::Index at) {
        q.side = Side(p.side(at));
        q.uplo = Uplo(p.uplo(at));
        q.transA = Op(p.trans(at));
        q.diag = Diag(p.diag(at));
        q.m = narrow_size(p.m(at), p.name);
        q.n = narrow_size(p.n(at), p.name);
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
