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

#include "cuda/launch/lapack_blocked.hh"
#include "cuda/launch/run_lapack.hh"

namespace batchblas::cuda {

template <typename T>
void launch(core::GetrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes)
{
    if (getrf_runs_blocked(p)) {
        getrf_blocked(p, queue, sources, host_codes);
        return;
    }
    LapackCall<device_t<T>> call{p.name,
                                 LapackRoutine::Getrf,
                                 Layout(p.layout),
                                 &p.groups,
                                 widest({p.m.spread(), p.n.spread(), p.lda.spread()}),
                                 source_of(sources.A, p.A),
                                 MatrixSource{},
                                 source_of(sources.ipiv, p.ipiv),
                                 false,
                                 true};
    run_lapack<device_t<T>>(
        queue, call, sources, host_codes,
        [&](core::Index at) {
            return LapackParams{
                p.lda(at), 0, narrow_size(p.m(at), p.name), narrow_size(p.n(at), p.name), 0, 0};
        },
        [&](core::Index at) {
            return std::array<void const*, 3>{p.A(at), nullptr, p.ipiv(at)};
        });
}

template <typename T>
void launch(core::GetrfNoPivotProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes)
{
    if (getrf_runs_blocked(p)) {
        getrf_blocked(p, queue, sources, host_codes);
        return;
    }
    LapackCall<device_t<T>> call{p.name,
                                 LapackRoutine::GetrfNoPivot,
                                 Layout(p.layout),
                                 &p.groups,
                                 widest({p.m.spread(), p.n.spread(), p.lda.spread()}),
                                 source_of(sources.A, p.A),
                                 MatrixSource{},
                                 MatrixSource{},
                                 false,
                                 false};
    run_lapack<device_t<T>>(
        queue, call, sources, host_codes,
        [&](core::Index at) {
            return LapackParams{
                p.lda(at), 0, narrow_size(p.m(at), p.name), narrow_size(p.n(at), p.name), 0, 0};
        },
        [&](core::Index at) {
            return std::array<void const*, 3>{p.A(at), nullptr, nullptr};
        });
}

template <typename T>
void launch(core::PotrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes)
{
    if (potrf_runs_blocked(p)) {
        potrf_blocked(p, queue, sources, host_codes);
        return;
    }
    LapackCall<device_t<T>> call{p.name,
                                 LapackRoutine::Potrf,
                                 Layout(p.layout),
                                 &p.groups,
                                 widest({p.uplo.spread(), p.n.spread(), p.lda.spread()}),
                                 source_of(sources.A, p.A),
                                 MatrixSource{},
                                 MatrixSource{},
                                 false,
                                 false};
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
    LapackCall<device_t<T>> call{p.name,
                                 LapackRoutine::Geqrf,
                                 Layout(p.layout),
                                 &p.groups,
                                 widest({p.m.spread(), p.n.spread(), p.lda.spread()}),
                                 source_of(sources.A, p.A),
                                 source_of(sources.B, p.tau),
                                 MatrixSource{},
                                 true,
                                 false};
    run_lapack<device_t<T>>(
        queue, call, sources, host_codes,
        [&](core::Index at) {
            return LapackParams{
                p.lda(at), 0, narrow_size(p.m(at), p.name), narrow_size(p.n(at), p.name), 0, 0};
        },
        [&](core::Index at) {
            return std::array<void const*, 3>{p.A(at), p.tau(at), nullptr};
        });
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
