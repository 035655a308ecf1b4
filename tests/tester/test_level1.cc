// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file tests/tester/test_level1.cc
 * Tests of the Level 1 routines (axpy, scal, copy, swap; the reductions dot, dotu, dotc, nrm2,
 * asum, iamax at the end, each described at its test) on the shared harness
 * (harness.hh), vectors at stride |incx| / |incy| as in test_level2.cc (the elements between the
 * increments checked untouched). Level 1 has no layout: the routines run once. Errors:
 *   axpy ||y - y_ref|| / (3 |alpha| ||x|| + 2 ||y0||), scal ||x - x_ref|| / (3 |alpha| ||x0||),
 *   copy exact (y is NaN before the call, so it must be written, not read).
 */
#include <cmath>
#include <complex>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>
#include <string>

#include "batched_api.hh"
#include "flops.hh"
#include "harness.hh"
#include "oracle/netlib_cblas.hh"

namespace tester {
namespace {

/** Which of the three: they share everything but the operands and the call. */
enum class Level1 { axpy, scal, copy };

template <typename T, Level1 routine>
Result level1(Case const& c, Params const& p)
{
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        int64_t n = g.dims.n;
        ProblemSpec spec;
        if (routine == Level1::scal) {
            spec.op[C] = vector_operand(n, g.opts.incx, Content::Random);
        }
        else {
            Content in = routine == Level1::axpy ? input_content(alpha_of(g) == T(0))
                                                 : Content::Random;
            spec.op[A] = vector_operand(n, g.opts.incx, in);
            spec.op[C] = vector_operand(
                n, g.opts.incy, routine == Level1::copy ? Content::Poison : Content::Random);
        }
        return spec;
    });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto incx = batch.per_group([](Group const& g) { return g.opts.incx; });
    auto incy = batch.per_group([](Group const& g) { return g.opts.incy; });
    auto alpha = batch.per_group(alpha_of);
    auto xp = batch.inputs(A);
    auto out = batch.outputs(C);
    batch.call([&](int64_t* info) {
        if constexpr (routine == Level1::axpy)
            bb::axpy(n.data(), alpha.data(), xp.data(), incx.data(), out.data(), incy.data(),
                     batch.group_count(), batch.group_sizes(), info);
        else if constexpr (routine == Level1::scal)
            bb::scal(n.data(), alpha.data(), out.data(), incx.data(), batch.group_count(),
                     batch.group_sizes(), info);
        else
            bb::copy(n.data(), xp.data(), incx.data(), out.data(), incy.data(),
                     batch.group_count(), batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& y) {
        if constexpr (routine == Level1::axpy)
            netlib::axpy(g.dims.n, alpha_of(g), pr.op[A].data(), g.opts.incx, y.data(),
                         g.opts.incy);
        else if constexpr (routine == Level1::scal)
            netlib::scal(g.dims.n, alpha_of(g), y.data(), g.opts.incx);
        else
            netlib::copy(g.dims.n, pr.op[A].data(), g.opts.incx, y.data(), g.opts.incy);
    });
    return batch.finish(
        [](Group const& g) {
            double n = double(g.dims.n);
            if (routine == Level1::copy) return 0.0;
            return flops::weighted<T>(n, routine == Level1::axpy ? n : 0);
        },
        [&](Problem<T> const& pr, Group const& g) {
            double alpha_abs = std::abs(alpha_of(g));
            double bound = routine == Level1::axpy ? product_bound(1, alpha_abs * pr.norm[A],
                                                                   pr.norm[C])
                           : routine == Level1::scal ? product_bound(1, alpha_abs * pr.norm[C], 0)
                                                     : 0;
            return batch.error_vs_reference(pr, bound);
        });
}

/**
 * swap: exact. y (the harness's output) against y0 copied from x0 by CBLAS copy; x (the second
 * output) checked here bitwise, padding included, against x0 with y0 copied in, then restored.
 */
template <typename T>
Result swap(Case const& c, Params const& p)
{
    Batch<T> batch(c, p, [&](Group const& g) {
        ProblemSpec spec;
        spec.op[A] = vector_operand(g.dims.n, g.opts.incx, Content::Random);
        spec.op[C] = vector_operand(g.dims.n, g.opts.incy, Content::Random);
        return spec;
    });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto incx = batch.per_group([](Group const& g) { return g.opts.incx; });
    auto incy = batch.per_group([](Group const& g) { return g.opts.incy; });
    auto xp = batch.outputs(A);
    auto yp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        bb::swap(n.data(), xp.data(), incx.data(), yp.data(), incy.data(), batch.group_count(),
                 batch.group_sizes(), info);
    });
    bool x_wrong = false;
    size_t i = 0;
    for (Group const& g : c.groups)
        for (int64_t j = 0; j < g.count; ++j, ++i) {
            Problem<T>& pr = batch.problem(i);
            Matrix<T> x_ref = pr.op[A];
            x_ref.buffer() = pr.before[A];
            Matrix<T> y0 = pr.op[C];
            y0.buffer() = pr.before[C];
            netlib::copy(g.dims.n, y0.data(), g.opts.incy, x_ref.data(), g.opts.incx);
            if (!unchanged(pr.op[A], x_ref.buffer())) x_wrong = true;
            pr.op[A].buffer() = pr.before[A];
        }
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& y) {
        Matrix<T> x0 = pr.op[A];
        x0.buffer() = pr.before[A];
        netlib::copy(g.dims.n, x0.data(), g.opts.incx, y.data(), g.opts.incy);
    });
    Result result = batch.finish([](Group const&) { return 0.0; },
                                 [&](Problem<T> const& pr, Group const&) {
                                     return batch.error_vs_reference(pr, 0);
                                 });
    if (result.checked && x_wrong) {
        result.okay = false;
        result.failure += std::string(result.failure.empty() ? "" : ", ") + "x wrong";
    }
    return result;
}

/** CBLAS references of the reductions (n, incx fit an int in the tester's sizes). */
inline double ref_nrm2(int n, float const* x, int inc) { return cblas_snrm2(n, x, inc); }
inline double ref_nrm2(int n, double const* x, int inc) { return cblas_dnrm2(n, x, inc); }
inline double ref_nrm2(int n, std::complex<float> const* x, int inc) { return cblas_scnrm2(n, x, inc); }
inline double ref_nrm2(int n, std::complex<double> const* x, int inc) { return cblas_dznrm2(n, x, inc); }
inline double ref_asum(int n, float const* x, int inc) { return cblas_sasum(n, x, inc); }
inline double ref_asum(int n, double const* x, int inc) { return cblas_dasum(n, x, inc); }
inline double ref_asum(int n, std::complex<float> const* x, int inc) { return cblas_scasum(n, x, inc); }
inline double ref_asum(int n, std::complex<double> const* x, int inc) { return cblas_dzasum(n, x, inc); }
inline int64_t ref_iamax(int n, float const* x, int inc) { return int64_t(cblas_isamax(n, x, inc)); }
inline int64_t ref_iamax(int n, double const* x, int inc) { return int64_t(cblas_idamax(n, x, inc)); }
inline int64_t ref_iamax(int n, std::complex<float> const* x, int inc) { return int64_t(cblas_icamax(n, x, inc)); }
inline int64_t ref_iamax(int n, std::complex<double> const* x, int inc) { return int64_t(cblas_izamax(n, x, inc)); }

enum class Reduction { nrm2, asum, iamax };

/**
 * nrm2, asum, iamax: one result per problem in an array with a guard entry after the last
 * (must stay untouched), x checked unchanged. nrm2 |r - r_ref| / ((sqrt(n) + 2) ||x|| eps),
 * asum |r - r_ref| / ((n + 2) r_ref eps), iamax exact: CBLAS's 0-based index + 1 for n >= 1 and
 * incx > 0, else 0 (reference BLAS returns 0 for incx < 0).
 */
template <typename T, Reduction routine>
Result reduction(Case const& c, Params const& p)
{
    using R = std::conditional_t<routine == Reduction::iamax, int64_t, real_t<T>>;
    Batch<T> batch(c, p, [&](Group const& g) {
        ProblemSpec spec;
        spec.op[A] = vector_operand(std::max<int64_t>(g.dims.n, 1), g.opts.incx, Content::Random);
        spec.output = A;  // nothing is written: x checked untouched
        spec.written = general();
        spec.written.structure = Structure::General;
        return spec;
    });
    size_t count = batch.problem_count();
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto incx = batch.per_group([](Group const& g) { return g.opts.incx; });
    auto xp = batch.inputs(A);
    R const guard = R(-7);
    std::vector<R> result(count + 1, R(-3));
    result[count] = guard;
    std::vector<std::vector<T>> x_before(count);
    for (size_t i = 0; i < count; ++i) x_before[i] = batch.problem(i).op[A].buffer();
    batch.call([&](int64_t* info) {
        if constexpr (routine == Reduction::nrm2)
            bb::nrm2(n.data(), xp.data(), incx.data(), result.data(), batch.group_count(),
                     batch.group_sizes(), info);
        else if constexpr (routine == Reduction::asum)
            bb::asum(n.data(), xp.data(), incx.data(), result.data(), batch.group_count(),
                     batch.group_sizes(), info);
        else
            bb::iamax(n.data(), xp.data(), incx.data(), result.data(), batch.group_count(),
                      batch.group_sizes(), info);
    });
    bool wrong = result[count] != guard;
    for (size_t i = 0; i < count; ++i)
        if (!unchanged(batch.problem(i).op[A], x_before[i])) wrong = true;
    std::vector<double> ref(count, 0);
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>&) {
        int nn = int(g.dims.n), inc = int(g.opts.incx);
        T const* x = pr.op[A].data();
        if constexpr (routine == Reduction::nrm2)
            ref[pr.index] = ref_nrm2(nn, x, inc);
        else if constexpr (routine == Reduction::asum)
            ref[pr.index] = ref_asum(nn, x, inc);
        else
            ref[pr.index] = (nn >= 1 && inc > 0) ? double(ref_iamax(nn, x, inc) + 1) : 0.0;
    });
    Result r = batch.finish(
        [](Group const& g) { return routine == Reduction::iamax ? 0.0 : double(g.dims.n); },
        [&](Problem<T> const& pr, Group const& g) {
            double got = double(result[pr.index]), want = ref[pr.index];
            if (routine == Reduction::iamax) return got == want ? 0.0 : INFINITY;
            double nn = double(g.dims.n);
            double bound = routine == Reduction::nrm2 ? (std::sqrt(nn) + 2) * want
                                                      : (nn + 2) * want;
            double e = std::abs(got - want) / (bound == 0 ? 1 : bound) /
                       double(std::numeric_limits<real_t<T>>::epsilon());
            return got == want ? 0.0 : (bound == 0 ? INFINITY : e);
        });
    if (r.checked && wrong) {
        r.okay = false;
        r.failure += std::string(r.failure.empty() ? "" : ", ") + "x changed or result guard";
    }
    return r;
}

enum class Dot { dot, dotu, dotc };

/**
 * dot (real), dotu, dotc (complex): one result per problem in an array with a guard after it,
 * x and y checked untouched; |r - r_ref| / ((sqrt(n) + 2) ||x|| ||y|| eps) against CBLAS.
 */
template <typename T, Dot routine>
Result dot(Case const& c, Params const& p)
{
    Batch<T> batch(c, p, [&](Group const& g) {
        ProblemSpec spec;
        spec.op[A] = vector_operand(std::max<int64_t>(g.dims.n, 1), g.opts.incx, Content::Random);
        spec.op[B] = vector_operand(std::max<int64_t>(g.dims.n, 1), g.opts.incy, Content::Random);
        spec.output = A;  // nothing is written: x checked untouched here, y by the harness
        return spec;
    });
    size_t count = batch.problem_count();
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto incx = batch.per_group([](Group const& g) { return g.opts.incx; });
    auto incy = batch.per_group([](Group const& g) { return g.opts.incy; });
    auto xp = batch.inputs(A);
    auto yp = batch.inputs(B);
    T const guard = T(-7);
    std::vector<T> result(count + 1, T(-3));
    result[count] = guard;
    std::vector<std::vector<T>> x_before(count);
    for (size_t i = 0; i < count; ++i) x_before[i] = batch.problem(i).op[A].buffer();
    batch.call([&](int64_t* info) {
        if constexpr (!is_complex_v<T>) {
            bb::dot(n.data(), xp.data(), incx.data(), yp.data(), incy.data(), result.data(),
                    batch.group_count(), batch.group_sizes(), info);
        }
        else if constexpr (routine == Dot::dotu) {
            bb::dotu(n.data(), xp.data(), incx.data(), yp.data(), incy.data(), result.data(),
                     batch.group_count(), batch.group_sizes(), info);
        }
        else {
            bb::dotc(n.data(), xp.data(), incx.data(), yp.data(), incy.data(), result.data(),
                     batch.group_count(), batch.group_sizes(), info);
        }
    });
    bool wrong = result[count] != guard;
    for (size_t i = 0; i < count; ++i)
        if (!unchanged(batch.problem(i).op[A], x_before[i])) wrong = true;
    std::vector<T> ref(count, T(0));
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>&) {
        int nn = int(g.dims.n), ix = int(g.opts.incx), iy = int(g.opts.incy);
        T const* x = pr.op[A].data();
        T const* y = pr.op[B].data();
        T r = 0;
        if constexpr (std::is_same_v<T, float>)
            r = cblas_sdot(nn, x, ix, y, iy);
        else if constexpr (std::is_same_v<T, double>)
            r = cblas_ddot(nn, x, ix, y, iy);
        else if constexpr (std::is_same_v<T, std::complex<float>>) {
            if (routine == Dot::dotc)
                cblas_cdotc_sub(nn, x, ix, y, iy, &r);
            else
                cblas_cdotu_sub(nn, x, ix, y, iy, &r);
        }
        else {
            if (routine == Dot::dotc)
                cblas_zdotc_sub(nn, x, ix, y, iy, &r);
            else
                cblas_zdotu_sub(nn, x, ix, y, iy, &r);
        }
        ref[pr.index] = r;
    });
    Result res = batch.finish(
        [](Group const& g) {
            double nn = double(g.dims.n);
            return flops::weighted<T>(nn, nn);
        },
        [&](Problem<T> const& pr, Group const& g) {
            T got = result[pr.index], want = ref[pr.index];
            if (got == want) return 0.0;
            double nn = double(g.dims.n);
            double bound = product_bound(nn, pr.norm[A] * pr.norm[B], 0);
            return scaled_error<T>(std::abs(got - want), bound);
        });
    if (res.checked && wrong) {
        res.okay = false;
        res.failure += std::string(res.failure.empty() ? "" : ", ") + "x changed or result guard";
    }
    return res;
}

}  // namespace

Result test_axpy(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return level1<decltype(x), Level1::axpy>(c, p); });
}
Result test_scal(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return level1<decltype(x), Level1::scal>(c, p); });
}
Result test_swap(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return swap<decltype(x)>(c, p); });
}
Result test_nrm2(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return reduction<decltype(x), Reduction::nrm2>(c, p); });
}
Result test_asum(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return reduction<decltype(x), Reduction::asum>(c, p); });
}
Result test_iamax(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return reduction<decltype(x), Reduction::iamax>(c, p); });
}
Result test_dot(Case const& c, Params const& p)
{
    switch (c.type) {
        case 's': return dot<float, Dot::dot>(c, p);
        case 'd': return dot<double, Dot::dot>(c, p);
        default: throw std::invalid_argument(std::string("no complex type for dot: ") + c.type);
    }
}
Result test_dotu(Case const& c, Params const& p)
{
    return dispatch_complex(c.type, [&](auto x) { return dot<decltype(x), Dot::dotu>(c, p); });
}
Result test_dotc(Case const& c, Params const& p)
{
    return dispatch_complex(c.type, [&](auto x) { return dot<decltype(x), Dot::dotc>(c, p); });
}
Result test_copy(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return level1<decltype(x), Level1::copy>(c, p); });
}

}  // namespace tester
