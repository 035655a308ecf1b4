/**
 * @file tests/tester/test_level1.cc
 * Tests of the Level 1 routines that overwrite a vector (axpy, scal, copy) on the shared harness
 * (harness.hh), vectors at stride |incx| / |incy| as in test_level2.cc (the elements between the
 * increments checked untouched). Level 1 has no layout: the routines run once. Errors:
 *   axpy ||y - y_ref|| / (3 |alpha| ||x|| + 2 ||y0||), scal ||x - x_ref|| / (3 |alpha| ||x0||),
 *   copy exact (y is NaN before the call, so it must be written, not read).
 */
#include <cmath>
#include <complex>

#include "batched_api.hh"
#include "cblas_ref.hh"
#include "flops.hh"
#include "harness.hh"

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
    batch.reference([&](Problem<T>& pr, Group const& g, TestMatrix<T>& y) {
        if constexpr (routine == Level1::axpy)
            ref::axpy(g.dims.n, alpha_of(g), pr.op[A].data(), g.opts.incx, y.data(), g.opts.incy);
        else if constexpr (routine == Level1::scal)
            ref::scal(g.dims.n, alpha_of(g), y.data(), g.opts.incx);
        else
            ref::copy(g.dims.n, pr.op[A].data(), g.opts.incx, y.data(), g.opts.incy);
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

}  // namespace

Result test_axpy(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return level1<decltype(x), Level1::axpy>(c, p); });
}
Result test_scal(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return level1<decltype(x), Level1::scal>(c, p); });
}
Result test_copy(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return level1<decltype(x), Level1::copy>(c, p); });
}

}  // namespace tester
