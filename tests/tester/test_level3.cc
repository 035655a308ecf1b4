// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file tests/tester/test_level3.cc
 * Tests of the nine Level 3 routines (gemm, symm, hemm, syrk, herk, syr2k, her2k, trmm, trsm).
 *
 * Each routine has one test template over the scalar type. It describes the operands of a
 * problem for a group (shapes, what may be read), makes the batched call, makes the reference
 * call per problem, and gives the error bound; the Batch harness (harness.hh) does the rest,
 * the same way for every routine:
 *  - one allocation per matrix, leading dimension = rows (or columns) + the group's padding;
 *  - random data where the operation reads, NaN where it must not read: padding, guard bands,
 *    the other triangle, a unit diagonal, inputs when alpha = 0 or the output is empty, C when
 *    beta = 0 (a read that must not happen turns the result into NaN);
 *  - the batched call, timed, with info[0] = BblasErrorsReportAll: every info entry must be 0;
 *  - the reference (netlib CBLAS) on a copy of the output, timed;
 *  - checks: inputs bitwise unchanged (padding and guards included), nothing of the output
 *    written outside the part the operation writes (padding, guards, the other triangle of
 *    syrk/herk/syr2k/her2k), and the normwise error
 *        ||C - C_ref||_F / ((sqrt(k) + 2) |alpha| ||A|| ||B|| + 2 |beta| ||C0||) / eps
 *    (as BLAS++'s check_gemm; divided by 2 sqrt(2) for complex arithmetic, Higham 2002, 3.6),
 *    for trsm the residual ||op(A) X - alpha B0|| / ((sqrt(k) + 2) ||A|| ||X|| + 2 |alpha| ||B0||),
 *    maximised over the batch and compared with --tol.
 */
#include <algorithm>
#include <chrono>
#include <cmath>
#include <complex>
#include <functional>
#include <limits>
#include <set>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "batched_api.hh"
#include "flops.hh"
#include "harness.hh"
#include "matrix.hh"
#include "oracle/netlib_cblas.hh"
#include "tester.hh"

namespace tester {
namespace {

// ----------------------------------------------------------------------------------- gemm
template <typename T>
Result gemm(Case const& c, Params const& p)
{
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    auto beta_of = [](Group const& g) { return from_complex<T>(g.beta.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        auto [m, n, k] = g.dims;
        auto [am, an] = stored_dims(g.opts.transA, m, k);
        auto [bm, bn] = stored_dims(g.opts.transB, k, n);
        Content in = input_content(alpha_of(g) == T(0));
        ProblemSpec spec;
        spec.op[A] = operand(am, an, general(), in);
        spec.op[B] = operand(bm, bn, general(), in);
        spec.op[C] = operand(m, n, general(), output_content(beta_of(g) == T(0)));
        return spec;
    });

    auto transA = batch.per_group([](Group const& g) { return g.opts.transA; });
    auto transB = batch.per_group([](Group const& g) { return g.opts.transB; });
    auto m = batch.per_group([](Group const& g) { return g.dims.m; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto k = batch.per_group([](Group const& g) { return g.dims.k; });
    auto alpha = batch.per_group(alpha_of);
    auto beta = batch.per_group(beta_of);
    auto lda = batch.ld(A), ldb = batch.ld(B), ldc = batch.ld(C);
    auto Ap = batch.inputs(A), Bp = batch.inputs(B);
    auto Cp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        bb::gemm(c.layout, transA.data(), transB.data(), m.data(), n.data(), k.data(), alpha.data(),
                 Ap.data(), lda.data(), Bp.data(), ldb.data(), beta.data(), Cp.data(), ldc.data(),
                 batch.group_count(), batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& out) {
        netlib::gemm(c.layout, g.opts.transA, g.opts.transB, g.dims.m, g.dims.n, g.dims.k,
                     alpha_of(g), pr.op[A].data(), pr.op[A].ld(), pr.op[B].data(), pr.op[B].ld(),
                     beta_of(g), out.data(), out.ld());
    });
    return batch.finish([](Group const& g) { return flops::gemm<T>(g.dims.m, g.dims.n, g.dims.k); },
                        [&](Problem<T> const& pr, Group const& g) {
                            double bound = product_bound(
                                g.dims.k, std::abs(alpha_of(g)) * pr.norm[A] * pr.norm[B],
                                std::abs(beta_of(g)) * pr.norm[C]);
                            return batch.error_vs_reference(pr, bound);
                        });
}

// ----------------------------------------------------------------------------- symm, hemm
/** symm and hemm differ in the shape of A and the function called. */
template <typename T, bool hermitian>
Result symm_hemm(Case const& c, Params const& p)
{
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    auto beta_of = [](Group const& g) { return from_complex<T>(g.beta.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        int64_t m = g.dims.m, n = g.dims.n;
        int64_t ka = g.opts.side == BlasLeft ? m : n;
        Shape shape_a = hermitian ? tester::hermitian(g.opts.uplo) : symmetric(g.opts.uplo);
        Content in = input_content(alpha_of(g) == T(0));
        ProblemSpec spec;
        spec.op[A] = operand(ka, ka, shape_a, in);
        spec.op[B] = operand(m, n, general(), in);
        spec.op[C] = operand(m, n, general(), output_content(beta_of(g) == T(0)));
        return spec;
    });

    auto side = batch.per_group([](Group const& g) { return g.opts.side; });
    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto m = batch.per_group([](Group const& g) { return g.dims.m; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto alpha = batch.per_group(alpha_of);
    auto beta = batch.per_group(beta_of);
    auto lda = batch.ld(A), ldb = batch.ld(B), ldc = batch.ld(C);
    auto Ap = batch.inputs(A), Bp = batch.inputs(B);
    auto Cp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        auto routine = [](auto... args) {
            if constexpr (hermitian)
                bb::hemm(args...);
            else
                bb::symm(args...);
        };
        routine(c.layout, side.data(), uplo.data(), m.data(), n.data(), alpha.data(), Ap.data(),
                lda.data(), Bp.data(), ldb.data(), beta.data(), Cp.data(), ldc.data(),
                batch.group_count(), batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& out) {
        auto routine = [](auto... args) {
            if constexpr (hermitian)
                netlib::hemm(args...);
            else
                netlib::symm(args...);
        };
        routine(c.layout, g.opts.side, g.opts.uplo, g.dims.m, g.dims.n, alpha_of(g),
                pr.op[A].data(), pr.op[A].ld(), pr.op[B].data(), pr.op[B].ld(), beta_of(g),
                out.data(), out.ld());
    });
    return batch.finish(
        [](Group const& g) { return flops::symm<T>(g.opts.side, g.dims.m, g.dims.n); },
        [&](Problem<T> const& pr, Group const& g) {
            double ka = g.opts.side == BlasLeft ? g.dims.m : g.dims.n;
            double bound = product_bound(ka, std::abs(alpha_of(g)) * pr.norm[A] * pr.norm[B],
                                         std::abs(beta_of(g)) * pr.norm[C]);
            return batch.error_vs_reference(pr, bound);
        });
}

// ----------------------------------------------------------------------------- syrk, herk
/**
 * syrk and herk differ in the scalar type of alpha and beta (real for herk), the shape of C
 * (herk: the imaginary parts of its diagonal are set to zero) and the function called.
 */
template <typename T, bool hermitian>
Result syrk_herk(Case const& c, Params const& p)
{
    using S = std::conditional_t<hermitian, real_t<T>, T>;
    auto alpha_of = [](Group const& g) { return from_complex<S>(g.alpha.value); };
    auto beta_of = [](Group const& g) { return from_complex<S>(g.beta.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        int64_t n = g.dims.n;
        auto [am, an] = stored_dims(g.opts.trans, n, g.dims.k);
        Shape shape_c = hermitian ? tester::hermitian(g.opts.uplo) : symmetric(g.opts.uplo);
        ProblemSpec spec;
        spec.op[A] = operand(am, an, general(), input_content(alpha_of(g) == S(0)));
        spec.op[C] = operand(n, n, shape_c, output_content(beta_of(g) == S(0)));
        spec.written = shape_c;
        return spec;
    });

    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto trans = batch.per_group([](Group const& g) { return g.opts.trans; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto k = batch.per_group([](Group const& g) { return g.dims.k; });
    auto alpha = batch.per_group(alpha_of);
    auto beta = batch.per_group(beta_of);
    auto lda = batch.ld(A), ldc = batch.ld(C);
    auto Ap = batch.inputs(A);
    auto Cp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        auto routine = [](auto... args) {
            if constexpr (hermitian)
                bb::herk(args...);
            else
                bb::syrk(args...);
        };
        routine(c.layout, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), Ap.data(),
                lda.data(), beta.data(), Cp.data(), ldc.data(), batch.group_count(),
                batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& out) {
        if constexpr (hermitian) {
            netlib::herk(c.layout, g.opts.uplo, g.opts.trans, g.dims.n, g.dims.k, alpha_of(g),
                         pr.op[A].data(), pr.op[A].ld(), beta_of(g), out.data(), out.ld());
        }
        else {
            netlib::syrk(c.layout, g.opts.uplo, g.opts.trans, g.dims.n, g.dims.k, alpha_of(g),
                         pr.op[A].data(), pr.op[A].ld(), beta_of(g), out.data(), out.ld());
        }
    });
    return batch.finish([](Group const& g) { return flops::syrk<T>(g.dims.n, g.dims.k); },
                        [&](Problem<T> const& pr, Group const& g) {
                            double bound = product_bound(
                                g.dims.k, std::abs(alpha_of(g)) * pr.norm[A] * pr.norm[A],
                                std::abs(beta_of(g)) * pr.norm[C]);
                            return batch.error_vs_reference(pr, bound);
                        });
}

// --------------------------------------------------------------------------- syr2k, her2k
/** syr2k and her2k differ in the type of beta (real for her2k), the shape of C, the call. */
template <typename T, bool hermitian>
Result syr2k_her2k(Case const& c, Params const& p)
{
    using S = std::conditional_t<hermitian, real_t<T>, T>;
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    auto beta_of = [](Group const& g) { return from_complex<S>(g.beta.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        int64_t n = g.dims.n;
        auto [am, an] = stored_dims(g.opts.trans, n, g.dims.k);
        Shape shape_c = hermitian ? tester::hermitian(g.opts.uplo) : symmetric(g.opts.uplo);
        Content in = input_content(alpha_of(g) == T(0));
        ProblemSpec spec;
        spec.op[A] = operand(am, an, general(), in);
        spec.op[B] = operand(am, an, general(), in);
        spec.op[C] = operand(n, n, shape_c, output_content(beta_of(g) == S(0)));
        spec.written = shape_c;
        return spec;
    });

    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto trans = batch.per_group([](Group const& g) { return g.opts.trans; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto k = batch.per_group([](Group const& g) { return g.dims.k; });
    auto alpha = batch.per_group(alpha_of);
    auto beta = batch.per_group(beta_of);
    auto lda = batch.ld(A), ldb = batch.ld(B), ldc = batch.ld(C);
    auto Ap = batch.inputs(A), Bp = batch.inputs(B);
    auto Cp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        auto routine = [](auto... args) {
            if constexpr (hermitian)
                bb::her2k(args...);
            else
                bb::syr2k(args...);
        };
        routine(c.layout, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), Ap.data(),
                lda.data(), Bp.data(), ldb.data(), beta.data(), Cp.data(), ldc.data(),
                batch.group_count(), batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& out) {
        if constexpr (hermitian) {
            netlib::her2k(c.layout, g.opts.uplo, g.opts.trans, g.dims.n, g.dims.k, alpha_of(g),
                          pr.op[A].data(), pr.op[A].ld(), pr.op[B].data(), pr.op[B].ld(),
                          beta_of(g), out.data(), out.ld());
        }
        else {
            netlib::syr2k(c.layout, g.opts.uplo, g.opts.trans, g.dims.n, g.dims.k, alpha_of(g),
                          pr.op[A].data(), pr.op[A].ld(), pr.op[B].data(), pr.op[B].ld(),
                          beta_of(g), out.data(), out.ld());
        }
    });
    return batch.finish([](Group const& g) { return flops::syr2k<T>(g.dims.n, g.dims.k); },
                        [&](Problem<T> const& pr, Group const& g) {
                            // Two products of depth k.
                            double bound = product_bound(
                                g.dims.k, 2 * std::abs(alpha_of(g)) * pr.norm[A] * pr.norm[B],
                                std::abs(beta_of(g)) * pr.norm[C]);
                            return batch.error_vs_reference(pr, bound);
                        });
}

// ----------------------------------------------------------------------------- trmm, trsm
/**
 * trmm and trsm differ in A (trsm: well conditioned), the call, and the error: trmm compares
 * with the reference, trsm takes the residual ||op(A) X - alpha B0|| of the library's X (a
 * backward error, independent of the conditioning of A), or for alpha = 0 the reference (zero).
 */
template <typename T, bool solve>
Result trmm_trsm(Case const& c, Params const& p)
{
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        int64_t m = g.dims.m, n = g.dims.n;
        int64_t ka = g.opts.side == BlasLeft ? m : n;
        bool alpha_zero = alpha_of(g) == T(0);
        ProblemSpec spec;
        spec.op[A] =
            operand(ka, ka, triangular(g.opts.uplo, g.opts.diag),
                    input_content(alpha_zero, solve ? Content::Dominant : Content::Random));
        spec.op[B] = operand(m, n, general(), input_content(alpha_zero));
        spec.output = B;
        return spec;
    });

    auto side = batch.per_group([](Group const& g) { return g.opts.side; });
    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto transA = batch.per_group([](Group const& g) { return g.opts.transA; });
    auto diag = batch.per_group([](Group const& g) { return g.opts.diag; });
    auto m = batch.per_group([](Group const& g) { return g.dims.m; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto alpha = batch.per_group(alpha_of);
    auto lda = batch.ld(A), ldb = batch.ld(B);
    auto Ap = batch.inputs(A);
    auto Bp = batch.outputs(B);
    batch.call([&](int64_t* info) {
        auto routine = [](auto... args) {
            if constexpr (solve)
                bb::trsm(args...);
            else
                bb::trmm(args...);
        };
        routine(c.layout, side.data(), uplo.data(), transA.data(), diag.data(), m.data(), n.data(),
                alpha.data(), Ap.data(), lda.data(), Bp.data(), ldb.data(), batch.group_count(),
                batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& out) {
        auto routine = [](auto... args) {
            if constexpr (solve)
                netlib::trsm(args...);
            else
                netlib::trmm(args...);
        };
        routine(c.layout, g.opts.side, g.opts.uplo, g.opts.transA, g.opts.diag, g.dims.m, g.dims.n,
                alpha_of(g), pr.op[A].data(), pr.op[A].ld(), out.data(), out.ld());
    });
    return batch.finish(
        [](Group const& g) { return flops::trmm<T>(g.opts.side, g.dims.m, g.dims.n); },
        [&](Problem<T> const& pr, Group const& g) {
            double ka = g.opts.side == BlasLeft ? g.dims.m : g.dims.n;
            T alpha_g = alpha_of(g);
            if (!solve || alpha_g == T(0)) {
                double bound = product_bound(ka, std::abs(alpha_g) * pr.norm[A] * pr.norm[B], 0);
                return batch.error_vs_reference(pr, bound);
            }
            // R = op(A) X (or X op(A)) by the reference trmm, compared with alpha B0.
            Matrix<T> const& X = pr.op[B];
            Matrix<T> R = X;
            netlib::trmm(c.layout, g.opts.side, g.opts.uplo, g.opts.transA, g.opts.diag, g.dims.m,
                         g.dims.n, T(1), pr.op[A].data(), pr.op[A].ld(), R.data(), R.ld());
            Matrix<T> alpha_B0 = X;
            alpha_B0.buffer() = pr.before[B];
            for (int64_t j = 0; j < alpha_B0.cols(); ++j) {
                for (int64_t i = 0; i < alpha_B0.rows(); ++i) alpha_B0(i, j) *= alpha_g;
            }
            double bound = product_bound(ka, pr.norm[A] * frobenius(X, general()),
                                         std::abs(alpha_g) * pr.norm[B]);
            return scaled_error<T>(frobenius(R, general(), &alpha_B0), bound);
        });
}

}  // namespace

// ----------------------------------------------------------------------- entry points
Result test_gemm(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return gemm<decltype(x)>(c, p); });
}
Result test_symm(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return symm_hemm<decltype(x), false>(c, p); });
}
Result test_hemm(Case const& c, Params const& p)
{
    return dispatch_complex(c.type, [&](auto x) { return symm_hemm<decltype(x), true>(c, p); });
}
Result test_syrk(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return syrk_herk<decltype(x), false>(c, p); });
}
Result test_herk(Case const& c, Params const& p)
{
    return dispatch_complex(c.type, [&](auto x) { return syrk_herk<decltype(x), true>(c, p); });
}
Result test_syr2k(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return syr2k_her2k<decltype(x), false>(c, p); });
}
Result test_her2k(Case const& c, Params const& p)
{
    return dispatch_complex(c.type, [&](auto x) { return syr2k_her2k<decltype(x), true>(c, p); });
}
Result test_trmm(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return trmm_trsm<decltype(x), false>(c, p); });
}
Result test_trsm(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return trmm_trsm<decltype(x), true>(c, p); });
}

}  // namespace tester
