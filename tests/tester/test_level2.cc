// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file tests/tester/test_level2.cc
 * Tests of the Level 2 routines (gemv, ger / geru / gerc, symv, hemv, trmv, trsv) on the shared
 * harness (harness.hh): vectors are operands at stride |incx| / |incy| (negative increments
 * walk backwards, as in reference BLAS; the same pointer goes to the library and to netlib
 * CBLAS), so the elements between the increments are padding, NaN before the call and checked
 * bitwise unchanged after it, like a matrix's padding and guard bands. Errors as Level 3:
 *    ||y - y_ref|| / ((sqrt(k) + 2) |alpha| ||A|| ||x|| + 2 |beta| ||y0||) / eps
 * (k the length of the product, for ger 1 with ||A0|| in place of ||y0||); trsv takes the
 * residual ||op(A) x - x0|| / ((sqrt(n) + 2) ||A|| ||x|| + 2 ||x0||) of the library's x.
 */
#include <cmath>
#include <complex>
#include <utility>

#include "batched_api.hh"
#include "flops.hh"
#include "harness.hh"
#include "oracle/netlib_cblas.hh"

namespace tester {
namespace {

/** Flops of a Level 2 operation of fmuls multiplications and fadds additions. */
template <typename T>
double level2_flops(double fmuls, double fadds)
{
    return flops::weighted<T>(fmuls, fadds);
}

// ----------------------------------------------------------------------------------- gemv
template <typename T>
Result gemv(Case const& c, Params const& p)
{
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    auto beta_of = [](Group const& g) { return from_complex<T>(g.beta.value); };
    auto lengths = [](Group const& g) {  // of x and y
        return g.opts.trans == BlasNoTrans ? std::make_pair(g.dims.n, g.dims.m)
                                           : std::make_pair(g.dims.m, g.dims.n);
    };
    Batch<T> batch(c, p, [&](Group const& g) {
        auto [nx, ny] = lengths(g);
        bool empty = g.dims.m == 0 || g.dims.n == 0;  // y is not referenced, not even scaled
        Content in = input_content(alpha_of(g) == T(0) || empty);
        ProblemSpec spec;
        spec.op[A] = operand(g.dims.m, g.dims.n, general(), in);
        spec.op[B] = vector_operand(nx, g.opts.incx, in);
        spec.op[C] = vector_operand(ny, g.opts.incy,
                                    empty ? Content::Random : output_content(beta_of(g) == T(0)));
        return spec;
    });
    auto trans = batch.per_group([](Group const& g) { return g.opts.trans; });
    auto m = batch.per_group([](Group const& g) { return g.dims.m; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto incx = batch.per_group([](Group const& g) { return g.opts.incx; });
    auto incy = batch.per_group([](Group const& g) { return g.opts.incy; });
    auto alpha = batch.per_group(alpha_of);
    auto beta = batch.per_group(beta_of);
    auto lda = batch.ld(A);
    auto Ap = batch.inputs(A), xp = batch.inputs(B);
    auto yp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        bb::gemv(c.layout, trans.data(), m.data(), n.data(), alpha.data(), Ap.data(), lda.data(),
                 xp.data(), incx.data(), beta.data(), yp.data(), incy.data(), batch.group_count(),
                 batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& out) {
        // Netlib CBLAS's complex row-major conjugate-transpose gemv loops forever when a
        // dimension is 0; BLAS returns at once there (y untouched), so the reference does too.
        if (g.dims.m == 0 || g.dims.n == 0) return;
        netlib::gemv(c.layout, g.opts.trans, g.dims.m, g.dims.n, alpha_of(g), pr.op[A].data(),
                     pr.op[A].ld(), pr.op[B].data(), g.opts.incx, beta_of(g), out.data(),
                     g.opts.incy);
    });
    return batch.finish(
        [](Group const& g) {
            double m = double(g.dims.m), n = double(g.dims.n);
            return level2_flops<T>(m * n, m * n);
        },
        [&](Problem<T> const& pr, Group const& g) {
            double bound =
                product_bound(double(lengths(g).first),
                              std::abs(alpha_of(g)) * pr.norm[A] * pr.norm[B],
                              std::abs(beta_of(g)) * pr.norm[C]);
            return batch.error_vs_reference(pr, bound);
        });
}

// ------------------------------------------------------------------------ ger, geru, gerc
template <typename T, bool conjugate>
Result ger(Case const& c, Params const& p)
{
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        Content in = input_content(alpha_of(g) == T(0));
        ProblemSpec spec;
        spec.op[A] = vector_operand(g.dims.m, g.opts.incx, in);  // x
        spec.op[B] = vector_operand(g.dims.n, g.opts.incy, in);  // y
        spec.op[C] = operand(g.dims.m, g.dims.n, general(), Content::Random);
        return spec;
    });
    auto m = batch.per_group([](Group const& g) { return g.dims.m; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto incx = batch.per_group([](Group const& g) { return g.opts.incx; });
    auto incy = batch.per_group([](Group const& g) { return g.opts.incy; });
    auto alpha = batch.per_group(alpha_of);
    auto lda = batch.ld(C);
    auto xp = batch.inputs(A), yp = batch.inputs(B);
    auto Ap = batch.outputs(C);
    batch.call([&](int64_t* info) {
        auto routine = [](auto... args) {
            if constexpr (conjugate)
                bb::gerc(args...);
            else
                bb::ger(args...);
        };
        routine(c.layout, m.data(), n.data(), alpha.data(), xp.data(), incx.data(), yp.data(),
                incy.data(), Ap.data(), lda.data(), batch.group_count(), batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& out) {
        auto routine = [](auto... args) {
            if constexpr (conjugate)
                netlib::gerc(args...);
            else
                netlib::ger(args...);
        };
        routine(c.layout, g.dims.m, g.dims.n, alpha_of(g), pr.op[A].data(), g.opts.incx,
                pr.op[B].data(), g.opts.incy, out.data(), out.ld());
    });
    return batch.finish(
        [](Group const& g) {
            double m = double(g.dims.m), n = double(g.dims.n);
            return level2_flops<T>(m * n + std::min(m, n), m * n);
        },
        [&](Problem<T> const& pr, Group const& g) {
            double bound =
                product_bound(1, std::abs(alpha_of(g)) * pr.norm[A] * pr.norm[B], pr.norm[C]);
            return batch.error_vs_reference(pr, bound);
        });
}

// ----------------------------------------------------------------------------- symv, hemv
template <typename T, bool hermitian_A>
Result symv_hemv(Case const& c, Params const& p)
{
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    auto beta_of = [](Group const& g) { return from_complex<T>(g.beta.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        int64_t n = g.dims.n;
        Content in = input_content(alpha_of(g) == T(0));
        ProblemSpec spec;
        spec.op[A] =
            operand(n, n, hermitian_A ? hermitian(g.opts.uplo) : symmetric(g.opts.uplo), in);
        spec.op[B] = vector_operand(n, g.opts.incx, in);
        spec.op[C] = vector_operand(n, g.opts.incy, output_content(beta_of(g) == T(0)));
        return spec;
    });
    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto incx = batch.per_group([](Group const& g) { return g.opts.incx; });
    auto incy = batch.per_group([](Group const& g) { return g.opts.incy; });
    auto alpha = batch.per_group(alpha_of);
    auto beta = batch.per_group(beta_of);
    auto lda = batch.ld(A);
    auto Ap = batch.inputs(A), xp = batch.inputs(B);
    auto yp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        auto routine = [](auto... args) {
            if constexpr (hermitian_A)
                bb::hemv(args...);
            else
                bb::symv(args...);
        };
        routine(c.layout, uplo.data(), n.data(), alpha.data(), Ap.data(), lda.data(), xp.data(),
                incx.data(), beta.data(), yp.data(), incy.data(), batch.group_count(),
                batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& out) {
        auto routine = [](auto... args) {
            if constexpr (hermitian_A)
                netlib::hemv(args...);
            else
                netlib::symv(args...);
        };
        routine(c.layout, g.opts.uplo, g.dims.n, alpha_of(g), pr.op[A].data(), pr.op[A].ld(),
                pr.op[B].data(), g.opts.incx, beta_of(g), out.data(), g.opts.incy);
    });
    return batch.finish(
        [](Group const& g) {
            double n = double(g.dims.n);
            return level2_flops<T>(n * n, n * n);
        },
        [&](Problem<T> const& pr, Group const& g) {
            double bound = product_bound(double(g.dims.n),
                                         std::abs(alpha_of(g)) * pr.norm[A] * pr.norm[B],
                                         std::abs(beta_of(g)) * pr.norm[C]);
            return batch.error_vs_reference(pr, bound);
        });
}

// ----------------------------------------------------------------------------- trmv, trsv
/** As trmm / trsm: trsv on a well-conditioned A, checked by the residual of its x. */
template <typename T, bool solve>
Result trmv_trsv(Case const& c, Params const& p)
{
    Batch<T> batch(c, p, [&](Group const& g) {
        int64_t n = g.dims.n;
        ProblemSpec spec;
        spec.op[A] = operand(n, n, triangular(g.opts.uplo, g.opts.diag),
                             solve ? Content::Dominant : Content::Random);
        spec.op[C] = vector_operand(n, g.opts.incx, Content::Random);
        return spec;
    });
    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto trans = batch.per_group([](Group const& g) { return g.opts.trans; });
    auto diag = batch.per_group([](Group const& g) { return g.opts.diag; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto incx = batch.per_group([](Group const& g) { return g.opts.incx; });
    auto lda = batch.ld(A);
    auto Ap = batch.inputs(A);
    auto xp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        auto routine = [](auto... args) {
            if constexpr (solve)
                bb::trsv(args...);
            else
                bb::trmv(args...);
        };
        routine(c.layout, uplo.data(), trans.data(), diag.data(), n.data(), Ap.data(), lda.data(),
                xp.data(), incx.data(), batch.group_count(), batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& out) {
        auto routine = [](auto... args) {
            if constexpr (solve)
                netlib::trsv(args...);
            else
                netlib::trmv(args...);
        };
        routine(c.layout, g.opts.uplo, g.opts.trans, g.opts.diag, g.dims.n, pr.op[A].data(),
                pr.op[A].ld(), out.data(), g.opts.incx);
    });
    return batch.finish(
        [](Group const& g) {
            double n = double(g.dims.n);
            return level2_flops<T>(n * (n + 1) / 2, n * (n - 1) / 2);
        },
        [&](Problem<T> const& pr, Group const& g) {
            double n = double(g.dims.n);
            if (!solve) {
                return batch.error_vs_reference(pr,
                                                product_bound(n, pr.norm[A] * pr.norm[C], 0));
            }
            // r = op(A) x by the reference trmv, compared with x0.
            Matrix<T> const& x = pr.op[C];
            Matrix<T> r = x;
            netlib::trmv(c.layout, g.opts.uplo, g.opts.trans, g.opts.diag, g.dims.n,
                         pr.op[A].data(), pr.op[A].ld(), r.data(), g.opts.incx);
            Matrix<T> x0 = x;
            x0.buffer() = pr.before[C];
            double bound = product_bound(n, pr.norm[A] * frobenius(x, general()), pr.norm[C]);
            return scaled_error<T>(frobenius(r, general(), &x0), bound);
        });
}

}  // namespace

// ----------------------------------------------------------------------- entry points
Result test_gemv(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return gemv<decltype(x)>(c, p); });
}
Result test_ger(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return ger<decltype(x), false>(c, p); });
}
Result test_geru(Case const& c, Params const& p)
{
    return dispatch_complex(c.type, [&](auto x) { return ger<decltype(x), false>(c, p); });
}
Result test_gerc(Case const& c, Params const& p)
{
    return dispatch_complex(c.type, [&](auto x) { return ger<decltype(x), true>(c, p); });
}
Result test_symv(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return symv_hemv<decltype(x), false>(c, p); });
}
Result test_hemv(Case const& c, Params const& p)
{
    return dispatch_complex(c.type, [&](auto x) { return symv_hemv<decltype(x), true>(c, p); });
}
Result test_trmv(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return trmv_trsv<decltype(x), false>(c, p); });
}
Result test_trsv(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return trmv_trsv<decltype(x), true>(c, p); });
}

}  // namespace tester
