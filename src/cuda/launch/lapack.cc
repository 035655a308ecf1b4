// SPDX-License-Identifier: BSD-3-Clause
/**
 * LAPACK factorizations on the GPU (cuda/launch/lapack.hh): getrf, getrfnp, potrf and geqrf
 * read their batch view into parameter sets and pointer sources, and run_lapack
 * (run_lapack.hh) plans and enqueues the launches. The solves and the inverse are in
 * lapack_solves.cc.
 */
#include "cuda/launch/lapack.hh"

#include <array>
#include <complex>
#include <type_traits>

#include "cuda/launch/lapack_blocked.hh"
#include "cuda/launch/run_lapack.hh"

namespace batchblas::cuda {

namespace {

/**
 * getrf, getrfnp and geqrf in one fused launch: m x n matrices A, with the pivots (getrf) or
 * tau (geqrf) written beside them.
 */
template <typename T, class P>
void launch_general(P const& p, LapackRoutine routine, Queue& queue, LapackSources const& sources,
                    int64_t* host_codes)
{
    constexpr bool pivots = std::is_same_v<P, core::GetrfProblems<T>>;
    constexpr bool tau = std::is_same_v<P, core::GeqrfProblems<T>>;
    MatrixSource B, ipiv;
    if constexpr (tau) B = source_of(sources.B, p.tau);
    if constexpr (pivots) ipiv = source_of(sources.ipiv, p.ipiv);
    auto const call =
        lapack_call<device_t<T>>(p, routine, widest({p.m.spread(), p.n.spread(), p.lda.spread()}),
                                 source_of(sources.A, p.A), B, ipiv, tau, pivots);
    run_lapack<device_t<T>>(
        queue, call, sources, host_codes,
        [&](core::Index at) {
            return LapackParams{
                p.lda(at), 0, narrow_size(p.m(at), p.name), narrow_size(p.n(at), p.name), 0, 0};
        },
        [&](core::Index at) {
            std::array<void const*, 3> pointers{p.A(at), nullptr, nullptr};
            if constexpr (tau) pointers[1] = p.tau(at);
            if constexpr (pivots) pointers[2] = p.ipiv(at);
            return pointers;
        });
}

}  // namespace

template <typename T>
void launch(core::GetrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes)
{
    if (getrf_runs_blocked(p))
        getrf_blocked(p, queue, sources, host_codes);
    else
        launch_general<T>(p, LapackRoutine::Getrf, queue, sources, host_codes);
}

template <typename T>
void launch(core::GetrfNoPivotProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes)
{
    if (getrf_runs_blocked(p))
        getrf_blocked(p, queue, sources, host_codes);
    else
        launch_general<T>(p, LapackRoutine::GetrfNoPivot, queue, sources, host_codes);
}

template <typename T>
void launch(core::PotrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes)
{
    if (potrf_runs_blocked(p)) {
        potrf_blocked(p, queue, sources, host_codes);
        return;
    }
    auto const call = lapack_call<device_t<T>>(
        p, LapackRoutine::Potrf, widest({p.uplo.spread(), p.n.spread(), p.lda.spread()}),
        source_of(sources.A, p.A), MatrixSource{}, MatrixSource{}, false, false);
    run_lapack<device_t<T>>(
        queue, call, sources, host_codes,
        [&](core::Index at) {
            return LapackParams{p.lda(at), 0, 0, narrow_size(p.n(at), p.name), 0, p.uplo(at)};
        },
        [&](core::Index at) {
            return std::array<void const*, 3>{p.A(at), nullptr, nullptr};
        });
}

template <typename T>
void launch(core::GeqrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes)
{
    launch_general<T>(p, LapackRoutine::Geqrf, queue, sources, host_codes);
}

template void launch(core::GetrfProblems<float> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::GetrfNoPivotProblems<float> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::PotrfProblems<float> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::GeqrfProblems<float> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::GetrfProblems<double> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::GetrfNoPivotProblems<double> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::PotrfProblems<double> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::GeqrfProblems<double> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::GetrfProblems<std::complex<float>> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::GetrfNoPivotProblems<std::complex<float>> const&, Queue&,
                     LapackSources const&, int64_t*);
template void launch(core::PotrfProblems<std::complex<float>> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::GeqrfProblems<std::complex<float>> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::GetrfProblems<std::complex<double>> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::GetrfNoPivotProblems<std::complex<double>> const&, Queue&,
                     LapackSources const&, int64_t*);
template void launch(core::PotrfProblems<std::complex<double>> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::GeqrfProblems<std::complex<double>> const&, Queue&, LapackSources const&,
                     int64_t*);

}  // namespace batchblas::cuda
