/**
 * LAPACK batches on the CPU: each problem goes to the per-problem routines of lapack.hh, which
 * take the layout themselves (a row-major factorization is not the column-major one of the
 * transpose), and the batch is spread over threads by run_batch. A routine's LAPACK code lands
 * in codes[i] for problem i; a failing problem never stops the others.
 */
#include "cpu/drivers/batch.hh"

#include <algorithm>
#include <complex>

#include "cpu/drivers/lapack.hh"
#include "cpu/drivers/parallel.hh"

namespace batchblas::cpu {
namespace {

/** LU of an m x n matrix: m n k - (m + n) k^2 / 2 + k^3 / 3 multiply-adds, k = min(m, n). */
double lu_flops(double m, double n)
{
    double const k = std::min(m, n);
    return 2.0 * (m * n * k - (m + n) * k * k / 2.0 + k * k * k / 3.0);
}

/** Householder QR of an m x n matrix: 2 m n k - (m + n) k^2 + 2 k^3 / 3, k = min(m, n). */
double qr_flops(double m, double n)
{
    double const k = std::min(m, n);
    return 2.0 * m * n * k - (m + n) * k * k + 2.0 * k * k * k / 3.0;
}

double cholesky_flops(double n) { return n * n * n / 3.0; }

/** Two triangular solves with n x n factors for nrhs right-hand sides. */
double solve_flops(double n, double nrhs) { return 2.0 * n * n * nrhs; }

}  // namespace

template <typename T>
void run(core::GetrfProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups, [&](core::Index at) { return flop_weight<T>() * lu_flops(p.m(at), p.n(at)); },
        [&](core::Index at) {
            codes[at.problem] = getrf(layout, p.m(at), p.n(at), p.A(at), p.lda(at), p.ipiv(at));
        });
}

template <typename T>
void run(core::GetrsProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) { return flop_weight<T>() * solve_flops(p.n(at), p.nrhs(at)); },
        [&](core::Index at) {
            getrs(layout, Op(p.trans(at)), p.n(at), p.nrhs(at), p.A(at), p.lda(at), p.ipiv(at),
                  p.B(at), p.ldb(at));
        });
}

template <typename T>
void run(core::GesvProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) {
            double const n = p.n(at);
            return flop_weight<T>() * (lu_flops(n, n) + solve_flops(n, p.nrhs(at)));
        },
        [&](core::Index at) {
            codes[at.problem] = gesv(layout, p.n(at), p.nrhs(at), p.A(at), p.lda(at), p.ipiv(at),
                                     p.B(at), p.ldb(at));
        });
}

template <typename T>
void run(core::PotrfProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups, [&](core::Index at) { return flop_weight<T>() * cholesky_flops(p.n(at)); },
        [&](core::Index at) {
            codes[at.problem] = potrf(layout, Uplo(p.uplo(at)), p.n(at), p.A(at), p.lda(at));
        });
}

template <typename T>
void run(core::PotrsProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) { return flop_weight<T>() * solve_flops(p.n(at), p.nrhs(at)); },
        [&](core::Index at) {
            potrs(layout, Uplo(p.uplo(at)), p.n(at), p.nrhs(at), p.A(at), p.lda(at), p.B(at),
                  p.ldb(at));
        });
}

template <typename T>
void run(core::PosvProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) {
            double const n = p.n(at);
            return flop_weight<T>() * (cholesky_flops(n) + solve_flops(n, p.nrhs(at)));
        },
        [&](core::Index at) {
            codes[at.problem] = posv(layout, Uplo(p.uplo(at)), p.n(at), p.nrhs(at), p.A(at),
                                     p.lda(at), p.B(at), p.ldb(at));
        });
}

template <typename T>
void run(core::GetriProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) {
            double const n = p.n(at);
            return flop_weight<T>() * 4.0 / 3.0 * n * n * n;
        },
        [&](core::Index at) {
            codes[at.problem] =
                getri(layout, p.n(at), p.A(at), p.lda(at), p.ipiv(at), p.C(at), p.ldc(at));
        });
}

template <typename T>
void run(core::GeqrfProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups, [&](core::Index at) { return flop_weight<T>() * qr_flops(p.m(at), p.n(at)); },
        [&](core::Index at) {
            geqrf(layout, p.m(at), p.n(at), p.A(at), p.lda(at), p.tau(at));
        });
}

template void run(core::GetrfProblems<float> const&, int64_t*);
template void run(core::GetrfProblems<double> const&, int64_t*);
template void run(core::GetrfProblems<std::complex<float>> const&, int64_t*);
template void run(core::GetrfProblems<std::complex<double>> const&, int64_t*);

template void run(core::GetrsProblems<float> const&);
template void run(core::GetrsProblems<double> const&);
template void run(core::GetrsProblems<std::complex<float>> const&);
template void run(core::GetrsProblems<std::complex<double>> const&);

template void run(core::GesvProblems<float> const&, int64_t*);
template void run(core::GesvProblems<double> const&, int64_t*);
template void run(core::GesvProblems<std::complex<float>> const&, int64_t*);
template void run(core::GesvProblems<std::complex<double>> const&, int64_t*);

template void run(core::PotrfProblems<float> const&, int64_t*);
template void run(core::PotrfProblems<double> const&, int64_t*);
template void run(core::PotrfProblems<std::complex<float>> const&, int64_t*);
template void run(core::PotrfProblems<std::complex<double>> const&, int64_t*);

template void run(core::PotrsProblems<float> const&);
template void run(core::PotrsProblems<double> const&);
template void run(core::PotrsProblems<std::complex<float>> const&);
template void run(core::PotrsProblems<std::complex<double>> const&);

template void run(core::PosvProblems<float> const&, int64_t*);
template void run(core::PosvProblems<double> const&, int64_t*);
template void run(core::PosvProblems<std::complex<float>> const&, int64_t*);
template void run(core::PosvProblems<std::complex<double>> const&, int64_t*);

template void run(core::GetriProblems<float> const&, int64_t*);
template void run(core::GetriProblems<double> const&, int64_t*);
template void run(core::GetriProblems<std::complex<float>> const&, int64_t*);
template void run(core::GetriProblems<std::complex<double>> const&, int64_t*);

template void run(core::GeqrfProblems<float> const&);
template void run(core::GeqrfProblems<double> const&);
template void run(core::GeqrfProblems<std::complex<float>> const&);
template void run(core::GeqrfProblems<std::complex<double>> const&);

}  // namespace batchblas::cpu
