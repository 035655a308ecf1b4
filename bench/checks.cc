// SPDX-License-Identifier: BSD-3-Clause
// netlib's reference results for a row and the error of an implementation against them
// (see checks.hh).
#include "checks.hh"

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>

#include "runners.hh"

namespace bench {
namespace {

template <typename T>
double frobenius(T const* x, int64_t count)
{
    double sum = 0;
    for (int64_t e = 0; e < count; ++e) sum += std::norm(std::complex<double>(x[e]));
    return std::sqrt(sum);
}

}  // namespace

template <typename T>
Reference<T> make_reference(BlasLibrary const& netlib, Batch<T>& b, double budget_flops)
{
    Reference<T> ref;
    int64_t const count = b.count();
    int64_t const stride =
        b.flops > budget_flops
            ? std::max<int64_t>(1, std::min<int64_t>(int64_t(std::ceil(b.flops / budget_flops)),
                                                     count / 64))
            : 1;
    for (int64_t i = 0; i < count; i += stride) ref.problems.push_back(i);
    size_t io_total = 0, piv_total = 0;
    std::vector<size_t> piv_at;
    for (int64_t i : ref.problems) {
        ref.at.push_back(io_total);
        piv_at.push_back(piv_total);
        io_total += size_t(io_elems(b.routine, b.dims[size_t(i)]));
        piv_total += size_t(piv_elems(b.routine, b.dims[size_t(i)]));
    }
    ref.io.resize(std::max<size_t>(io_total, 1));
    ref.piv.resize(std::max<size_t>(piv_total, 1));
    // netlib works on io: restore it first, then keep only the checked problems' results.
    restore(b);
    int64_t const checked = int64_t(ref.problems.size());
#pragma omp parallel for schedule(dynamic, 1)
    for (int64_t q = 0; q < checked; ++q) {
        int64_t const i = ref.problems[size_t(q)];
        size_t const p = b.piv_at[i];
        int const* piv_in = reads_pivots(b.routine) ? b.piv32_in.data() + p : nullptr;
        run_one(netlib, b, i, piv_in, b.piv32.data() + p);
        int64_t const elems = io_elems(b.routine, b.dims[size_t(i)]);
        std::copy(b.io_of(i), b.io_of(i) + elems, ref.io.data() + ref.at[size_t(q)]);
        std::copy(b.piv32.data() + p,
                  b.piv32.data() + p + piv_elems(b.routine, b.dims[size_t(i)]),
                  ref.piv.data() + piv_at[size_t(q)]);
    }
    ref.at.push_back(io_total);  // sentinel, unused
    // Pivots of the checked problems, in order, for the pivot comparison.
    ref.piv.resize(piv_total);
    return ref;
}

template <typename T>
double check(Batch<T>& b, Reference<T> const& ref, bool lapack_pivots)
{
    double const eps = std::numeric_limits<Real<T>>::epsilon();
    int64_t const checked = int64_t(ref.problems.size());
    std::vector<size_t> piv_at(static_cast<size_t>(checked));
    size_t piv_total = 0;
    for (int64_t q = 0; q < checked; ++q) {
        piv_at[size_t(q)] = piv_total;
        piv_total += size_t(piv_elems(b.routine, b.dims[size_t(ref.problems[size_t(q)])]));
    }
    double worst = 0;
    bool nan = false;
#pragma omp parallel for schedule(dynamic, 16) reduction(max : worst) reduction(|| : nan)
    for (int64_t q = 0; q < checked; ++q) {
        int64_t const i = ref.problems[size_t(q)];
        Dims const d = b.dims[size_t(i)];
        int64_t const elems = io_elems(b.routine, d);
        T const* x = b.io_of(i);
        T const* y = ref.io.data() + ref.at[size_t(q)];
        double diff = 0, norm = 0;
        for (int64_t e = 0; e < elems; ++e) {
            diff += std::norm(std::complex<double>(x[e]) - std::complex<double>(y[e]));
            norm += std::norm(std::complex<double>(y[e]));
        }
        // Scale: the size of what is summed, not of the sum, which may cancel (a 1 x 1 gemm):
        // ||A|| ||B|| + ||C0|| for gemm, ||A||^2 + ||C0|| for syrk; the result's norm for the
        // solves and factorizations, whose inputs are well conditioned.
        double scale = std::sqrt(norm);
        if (b.routine == Routine::gemm)
            scale = frobenius(b.A[i], a_elems(b.routine, d)) *
                        frobenius(b.B[i], b_elems(b.routine, d)) +
                    frobenius(b.io0.data() + b.io_at[i], elems);
        else if (b.routine == Routine::syrk)
            scale = std::pow(frobenius(b.A[i], a_elems(b.routine, d)), 2) +
                    frobenius(b.io0.data() + b.io_at[i], elems);
        double error = std::sqrt(diff) / (scale > 0 ? scale : 1.0) /
                       double(std::max<int64_t>(1, inner_dim(b.routine, d))) / eps;
        if (writes_pivots(b.routine))
            for (int64_t j = 0; j < d.n; ++j) {
                size_t const p = b.piv_at[i] + size_t(j);
                int64_t const got = lapack_pivots ? int64_t(b.piv32[p]) : b.piv64[p];
                if (got != ref.piv[piv_at[size_t(q)] + size_t(j)])
                    error = std::numeric_limits<double>::infinity();
            }
        if (std::isnan(error))
            nan = true;
        else
            worst = std::max(worst, error);
    }
    return nan ? std::numeric_limits<double>::quiet_NaN() : worst;
}

template Reference<float> make_reference<float>(BlasLibrary const&, Batch<float>&, double);
template double check<float>(Batch<float>&, Reference<float> const&, bool);
template Reference<double> make_reference<double>(BlasLibrary const&, Batch<double>&, double);
template double check<double>(Batch<double>&, Reference<double> const&, bool);
template Reference<std::complex<float>> make_reference<std::complex<float>>(
    BlasLibrary const&, Batch<std::complex<float>>&, double);
template double check<std::complex<float>>(Batch<std::complex<float>>&,
                                           Reference<std::complex<float>> const&, bool);
template Reference<std::complex<double>> make_reference<std::complex<double>>(
    BlasLibrary const&, Batch<std::complex<double>>&, double);
template double check<std::complex<double>>(Batch<std::complex<double>>&,
                                            Reference<std::complex<double>> const&, bool);

}  // namespace bench
