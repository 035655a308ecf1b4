// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file tests/tester/test_lapack.cc
 * Tests of the batched LAPACK routines on the shared harness (harness.hh): getrf (below) and
 * potrf, getrs, gesv, potrs, posv, getri, geqrf (each described at its test). potrf: a Hermitian
 * (symmetric) diagonally dominant, so positive definite, A with only its uplo triangle set (the
 * other NaN, checked untouched); error ||A - L L^H|| / (n ||A|| eps) over the uplo triangle.
 * In a batch of two or more problems of order n >= 1 the last problem is made not positive
 * definite (A(j, j) = -1, j = n / 2): the tester expects exactly info = j + 1 for it, info[0]
 * the number of its group, and 0 and a correct factor for every other problem.
 */
#include <cmath>
#include <algorithm>
#include <complex>
#include <limits>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "batched_api.hh"
#include "flops.hh"
#include "harness.hh"

namespace tester {
namespace {

/** conj(x) as a T (std::conj of a real gives a complex). */
template <typename T>
T conjugate(T x)
{
    if constexpr (is_complex_v<T>)
        return std::conj(x);
    else
        return x;
}

// ----------------------------------------------------------------------------------- potrf
template <typename T>
Result potrf(Case const& c, Params const& p)
{
    Batch<T> batch(c, p, [&](Group const& g) {
        ProblemSpec spec;
        spec.op[C] = operand(g.dims.n, g.dims.n, hermitian(g.opts.uplo), Content::Random);
        spec.written = hermitian(g.opts.uplo);
        return spec;
    });
    // Diagonal dominance: A(j, j) = n + 1 + |random|, real; then the last problem's failure.
    for (size_t i = 0; i < batch.problem_count(); ++i) {
        bool fail = i + 1 == batch.problem_count() && i > 0;
        int64_t n_last = 0;
        batch.inject(i, 0, [&](Problem<T>& pr) {
            Matrix<T>& a = pr.op[C];
            n_last = a.rows();
            for (int64_t j = 0; j < a.rows(); ++j)
                a(j, j) = T(real_t<T>(a.rows() + 1) + std::abs(std::real(a(j, j))));
            if (fail && a.rows() > 0) a(a.rows() / 2, a.rows() / 2) = T(-1);
        });
        if (fail && n_last > 0) batch.inject(i, n_last / 2 + 1, [](Problem<T>&) {});
    }
    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto lda = batch.ld(C);
    auto Ap = batch.outputs(C);
    batch.call([&](int64_t* info) {
        bb::potrf(c.layout, uplo.data(), n.data(), Ap.data(), lda.data(), batch.group_count(),
                  batch.group_sizes(), info);
    });
    return batch.finish(
        [](Group const& g) {
            double n = double(g.dims.n);
            return flops::weighted<T>(n * n * n / 6, n * n * n / 6);
        },
        [&](Problem<T> const& pr, Group const& g) {
            // R = L L^H (lower) or U^H U (upper) from the factor, in the uplo triangle.
            Matrix<T> const& F = pr.op[C];
            Matrix<T> A0 = F;
            A0.buffer() = pr.before[C];
            Matrix<T> R = F;
            bool lower = g.opts.uplo == BlasLower;
            auto factor = [&](int64_t i, int64_t j) {  // L(i, j), zero above the diagonal
                if (i < j) return T(0);
                return lower ? F(i, j) : conjugate(F(j, i));
            };
            int64_t nn = g.dims.n;
            for (int64_t j = 0; j < nn; ++j)
                for (int64_t i = 0; i < nn; ++i) {
                    if (!hermitian(g.opts.uplo).stored(i, j)) continue;
                    T sum = 0;
                    for (int64_t k = 0; k <= std::min(i, j); ++k)
                        sum += factor(i, k) * conjugate(factor(j, k));
                    R(i, j) = sum;
                }
            double bound = double(std::max<int64_t>(1, nn)) * pr.norm[C];
            return scaled_error<T>(frobenius(R, hermitian(g.opts.uplo), &A0), bound);
        });
}

// ----------------------------------------------------------------------------------- getrf
/** Netlib LAPACK's ?getrf_ (column-major, 32-bit integers): the reference pivots. */
extern "C" {
void sgetrf_(int const* m, int const* n, float* A, int const* lda, int* ipiv, int* info);
void dgetrf_(int const* m, int const* n, double* A, int const* lda, int* ipiv, int* info);
void cgetrf_(int const* m, int const* n, std::complex<float>* A, int const* lda, int* ipiv,
             int* info);
void zgetrf_(int const* m, int const* n, std::complex<double>* A, int const* lda, int* ipiv,
             int* info);
}
inline void lapack_getrf(int const* m, int const* n, float* A, int const* lda, int* ipiv, int* info)
{
    sgetrf_(m, n, A, lda, ipiv, info);
}
inline void lapack_getrf(int const* m, int const* n, double* A, int const* lda, int* ipiv,
                         int* info)
{
    dgetrf_(m, n, A, lda, ipiv, info);
}
inline void lapack_getrf(int const* m, int const* n, std::complex<float>* A, int const* lda,
                         int* ipiv, int* info)
{
    cgetrf_(m, n, A, lda, ipiv, info);
}
inline void lapack_getrf(int const* m, int const* n, std::complex<double>* A, int const* lda,
                         int* ipiv, int* info)
{
    zgetrf_(m, n, A, lda, ipiv, info);
}

/**
 * getrf: residual ||P A - L U|| / (min(m, n) ||A|| eps) of the library's factor, and its pivots
 * equal to netlib dgetrf_'s on the same matrix. In a batch of two or more problems with
 * min(m, n) >= 1 the last problem gets a zero column j = min(m, n) / 2: info must be exactly
 * j + 1 there (that problem's factor and pivots are not compared: it is checked by its code,
 * its padding and guards).
 */
template <typename T>
Result getrf(Case const& c, Params const& p)
{
    Batch<T> batch(c, p, [&](Group const& g) {
        ProblemSpec spec;
        spec.op[C] = operand(g.dims.m, g.dims.n, general(), Content::Random);
        return spec;
    });
    size_t count = batch.problem_count();
    if (count >= 2) {
        int64_t k = 0;
        batch.inject(count - 1, 0, [&](Problem<T>& pr) {
            Matrix<T>& a = pr.op[C];
            k = std::min(a.rows(), a.cols());
            if (k == 0) return;
            for (int64_t i = 0; i < a.rows(); ++i) a(i, k / 2) = T(0);
        });
        if (k > 0) batch.inject(count - 1, k / 2 + 1, [](Problem<T>&) {});
    }
    auto m = batch.per_group([](Group const& g) { return g.dims.m; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto lda = batch.ld(C);
    auto Ap = batch.outputs(C);
    // Pivots: one array of min(m, n) + 1 entries per problem, the extra one a guard.
    std::vector<std::vector<int64_t>> ipiv;
    std::vector<int64_t*> ipiv_p(std::max<size_t>(1, count), nullptr);
    {
        size_t i = 0;
        for (Group const& g : c.groups)
            for (int64_t j = 0; j < g.count; ++j, ++i) {
                ipiv.emplace_back(size_t(std::min(g.dims.m, g.dims.n) + 1), -7);
                ipiv_p[i] = ipiv.back().data();
            }
    }
    batch.call([&](int64_t* info) {
        bb::getrf(c.layout, m.data(), n.data(), Ap.data(), lda.data(), ipiv_p.data(),
                  batch.group_count(), batch.group_sizes(), info);
    });
    std::vector<std::vector<int>> ref_ipiv(count);
    size_t at = 0;
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>&) {
        int mm = int(g.dims.m), nn = int(g.dims.n), ld = std::max(1, mm), info = 0;
        std::vector<T> a(size_t(ld) * size_t(std::max(1, nn)));
        Matrix<T> const& A0 = pr.op[C];
        std::vector<T> const& before = pr.before[C];
        for (int j = 0; j < nn; ++j)
            for (int i = 0; i < mm; ++i)
                a[size_t(i + j * ld)] = before[size_t(Matrix<T>::guard + A0.offset(i, j))];
        ref_ipiv[at].assign(size_t(std::max(1, std::min(mm, nn))), 0);
        if (mm > 0 && nn > 0) lapack_getrf(&mm, &nn, a.data(), &ld, ref_ipiv[at].data(), &info);
        ++at;
    });
    bool pivots_differ = false;
    Result result = batch.finish(
        [](Group const& g) {
            double m = double(g.dims.m), n = double(g.dims.n), k = std::min(m, n);
            return flops::weighted<T>(m * n * k / 2, m * n * k / 2);
        },
        [&](Problem<T> const& pr, Group const& g) {
            int64_t mm = g.dims.m, nn = g.dims.n, k = std::min(mm, nn);
            Matrix<T> const& F = pr.op[C];
            Matrix<T> A0 = F;
            A0.buffer() = pr.before[C];
            // L U, then the row interchanges undone in reverse order: P^T L U, compared with A.
            Matrix<T> R = F;
            for (int64_t j = 0; j < nn; ++j)
                for (int64_t r = 0; r < mm; ++r) {
                    T sum = 0;
                    for (int64_t q = 0; q <= std::min({r, j, k - 1}); ++q)
                        sum += (q == r ? T(1) : F(r, q)) * F(q, j);
                    R(r, j) = sum;
                }
            std::vector<int64_t> const& piv = ipiv[size_t(pr.index)];
            for (int64_t q = k - 1; q >= 0; --q) {
                int64_t r = piv[size_t(q)] - 1;
                if (r < q || r >= mm) return std::numeric_limits<double>::infinity();
                for (int64_t j = 0; j < nn; ++j) std::swap(R(q, j), R(r, j));
            }
            for (int64_t q = 0; q < k; ++q)
                if (piv[size_t(q)] != ref_ipiv[size_t(pr.index)][size_t(q)]) pivots_differ = true;
            if (piv[size_t(k)] != -7) pivots_differ = true;
            double bound = double(std::max<int64_t>(1, k)) * pr.norm[C];
            return scaled_error<T>(frobenius(R, general(), &A0), bound);
        });
    if (pivots_differ && result.checked) {
        result.okay = false;
        result.failure += std::string(result.failure.empty() ? "" : ", ") + "pivots";
    }
    return result;
}


// --------------------------------------------------------------------------------- getrfnp
/**
 * getrfnp: residual ||A - L U|| / (min(m, n) ||A|| eps) of the library's factor without
 * pivoting, on diagonally dominant matrices (random, the diagonal raised above the sum of its
 * row and column). In a batch of two or more problems with min(m, n) >= 1 the last problem gets
 * a zero column j = min(m, n) / 2: without interchanges it stays zero, so info must be exactly
 * j + 1 there (that problem is checked by its code, its padding and guards).
 */
template <typename T>
Result getrfnp(Case const& c, Params const& p)
{
    Batch<T> batch(c, p, [&](Group const& g) {
        ProblemSpec spec;
        spec.op[C] = operand(g.dims.m, g.dims.n, general(), Content::Random);
        return spec;
    });
    size_t count = batch.problem_count();
    for (size_t i = 0; i < count; ++i) {
        batch.inject(i, 0, [&](Problem<T>& pr) {
            Matrix<T>& a = pr.op[C];
            for (int64_t d = 0; d < std::min(a.rows(), a.cols()); ++d)
                a(d, d) += T(real_t<T>(2 * (a.rows() + a.cols()) + 1));
        });
    }
    if (count >= 2) {
        int64_t k = 0;
        batch.inject(count - 1, 0, [&](Problem<T>& pr) {
            Matrix<T>& a = pr.op[C];
            k = std::min(a.rows(), a.cols());
            if (k == 0) return;
            for (int64_t i = 0; i < a.rows(); ++i) a(i, k / 2) = T(0);
        });
        if (k > 0) batch.inject(count - 1, k / 2 + 1, [](Problem<T>&) {});
    }
    auto m = batch.per_group([](Group const& g) { return g.dims.m; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto lda = batch.ld(C);
    auto Ap = batch.outputs(C);
    batch.call([&](int64_t* info) {
        bb::getrfnp(c.layout, m.data(), n.data(), Ap.data(), lda.data(), batch.group_count(),
                    batch.group_sizes(), info);
    });
    return batch.finish(
        [](Group const& g) {
            double m = double(g.dims.m), n = double(g.dims.n), k = std::min(m, n);
            return flops::weighted<T>(m * n * k / 2, m * n * k / 2);
        },
        [&](Problem<T> const& pr, Group const& g) {
            int64_t mm = g.dims.m, nn = g.dims.n, k = std::min(mm, nn);
            Matrix<T> const& F = pr.op[C];
            Matrix<T> A0 = F;
            A0.buffer() = pr.before[C];
            Matrix<T> R = F;
            for (int64_t j = 0; j < nn; ++j)
                for (int64_t r = 0; r < mm; ++r) {
                    T sum = 0;
                    for (int64_t q = 0; q <= std::min({r, j, k - 1}); ++q)
                        sum += (q == r ? T(1) : F(r, q)) * F(q, j);
                    R(r, j) = sum;
                }
            double bound = double(std::max<int64_t>(1, k)) * pr.norm[C];
            return scaled_error<T>(frobenius(R, general(), &A0), bound);
        });
}

// ------------------------------------------------------------- getrs, gesv, potrs, posv
/**
 * The solvers: A n x n, B n x nrhs (n = dims.n, nrhs = dims.k). getrs / potrs get A factored
 * by the library's getrf / potrf first; gesv / posv factor it themselves. The error is the
 * residual ||op(A) X - B|| / (n ||A|| ||X|| eps) with the original A and B. potrs / posv use a
 * Hermitian diagonally dominant A with only its uplo triangle set (the other NaN). gesv / posv:
 * in a batch of two or more problems of order n >= 1 the last one is made singular (zero
 * column n / 2) / not positive definite (A(n/2, n/2) = -1): info must be exactly n / 2 + 1 and
 * its B untouched. Their A is the harness's output; B (the second output) is checked here for
 * padding, then copied out and restored.
 */
enum class Solver { getrs, gesv, potrs, posv };

template <typename T>
Result solve(Case const& c, Params const& p, Solver kind)
{
    bool chol = kind == Solver::potrs || kind == Solver::posv;
    bool factors = kind == Solver::gesv || kind == Solver::posv;  // the routine factors A
    Batch<T> batch(c, p, [&](Group const& g) {
        ProblemSpec spec;
        Shape shape = chol ? hermitian(g.opts.uplo) : general();
        spec.op[A] = operand(g.dims.n, g.dims.n, shape, Content::Random);
        spec.op[B] = operand(g.dims.n, g.dims.k, general(), Content::Random);
        spec.output = factors ? A : B;
        spec.written = factors ? shape : general();
        return spec;
    });
    size_t count = batch.problem_count();
    for (size_t i = 0; i < count; ++i) {
        bool fail = factors && i + 1 == count && i > 0;
        int64_t n_last = 0;
        batch.inject(i, 0, [&](Problem<T>& pr) {
            Matrix<T>& a = pr.op[A];
            n_last = a.rows();
            if (chol) {
                for (int64_t j = 0; j < a.rows(); ++j)
                    a(j, j) = T(real_t<T>(a.rows() + 1) + std::abs(std::real(a(j, j))));
            }
            if (fail && a.rows() > 0) {
                int64_t j = a.rows() / 2;
                if (chol)
                    a(j, j) = T(-1);
                else
                    for (int64_t r = 0; r < a.rows(); ++r) a(r, j) = T(0);
            }
        });
        if (fail && n_last > 0) batch.inject(i, n_last / 2 + 1, [](Problem<T>&) {});
    }
    auto trans = batch.per_group([](Group const& g) { return g.opts.trans; });
    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto nrhs = batch.per_group([](Group const& g) { return g.dims.k; });
    auto lda = batch.ld(A);
    auto ldb = batch.ld(B);
    auto Ap = batch.outputs(A);
    auto Bp = batch.outputs(B);
    // Original A of each problem (getrs / potrs overwrite it with the factors before the call).
    std::vector<Matrix<T>> A0(count);
    for (size_t i = 0; i < count; ++i) {
        A0[i] = batch.problem(i).op[A];
        A0[i].buffer() = batch.problem(i).before[A];
    }
    std::vector<std::vector<int64_t>> ipiv;
    std::vector<int64_t*> ipiv_p(std::max<size_t>(1, count), nullptr);
    {
        size_t i = 0;
        for (Group const& g : c.groups)
            for (int64_t j = 0; j < g.count; ++j, ++i) {
                ipiv.emplace_back(size_t(g.dims.n + 1), -7);
                ipiv_p[i] = ipiv.back().data();
            }
    }
    std::vector<int64_t const*> ipiv_c(ipiv_p.begin(), ipiv_p.end());
    if (!factors) {
        std::vector<int64_t> finfo(count + 1, 0);
        finfo[0] = BblasErrorsReportAll;
        if (chol)
            bb::potrf(c.layout, uplo.data(), n.data(), Ap.data(), lda.data(), batch.group_count(),
                      batch.group_sizes(), finfo.data());
        else
            bb::getrf(c.layout, n.data(), n.data(), Ap.data(), lda.data(), ipiv_p.data(),
                      batch.group_count(), batch.group_sizes(), finfo.data());
        for (size_t i = 0; i < count; ++i) batch.inject(i, 0, [](Problem<T>&) {});
    }
    std::vector<T const*> Ac(Ap.begin(), Ap.end());
    batch.call([&](int64_t* info) {
        switch (kind) {
            case Solver::getrs:
                bb::getrs(c.layout, trans.data(), n.data(), nrhs.data(), Ac.data(), lda.data(),
                          ipiv_c.data(), Bp.data(), ldb.data(), batch.group_count(),
                          batch.group_sizes(), info);
                break;
            case Solver::gesv:
                bb::gesv(c.layout, n.data(), nrhs.data(), Ap.data(), lda.data(), ipiv_p.data(),
                         Bp.data(), ldb.data(), batch.group_count(), batch.group_sizes(), info);
                break;
            case Solver::potrs:
                bb::potrs(c.layout, uplo.data(), n.data(), nrhs.data(), Ac.data(), lda.data(),
                          Bp.data(), ldb.data(), batch.group_count(), batch.group_sizes(), info);
                break;
            case Solver::posv:
                bb::posv(c.layout, uplo.data(), n.data(), nrhs.data(), Ap.data(), lda.data(),
                         Bp.data(), ldb.data(), batch.group_count(), batch.group_sizes(), info);
                break;
        }
    });
    // The solutions; for gesv / posv B is checked here and restored for the harness.
    std::set<std::string> extra;
    std::vector<Matrix<T>> X(count);
    for (size_t i = 0; i < count; ++i) {
        Problem<T>& pr = batch.problem(i);
        X[i] = pr.op[B];
        if (!factors) continue;
        if (changed_outside(pr.op[B], pr.before[B], general()) != 0) extra.insert("wrote B padding");
        if (batch.expected_info(i) != 0 && !unchanged(pr.op[B], pr.before[B]))
            extra.insert("B written on failure");
        if (kind == Solver::gesv && ipiv[i][ipiv[i].size() - 1] != -7) extra.insert("pivot guard");
        pr.op[B].buffer() = pr.before[B];
    }
    Result result = batch.finish(
        [&](Group const& g) {
            double nn = double(g.dims.n), k = double(g.dims.k);
            double f = nn * nn * k;
            if (kind == Solver::gesv) f += nn * nn * nn / 3;
            if (kind == Solver::posv) f += nn * nn * nn / 6;
            return flops::weighted<T>(f, f);
        },
        [&](Problem<T> const& pr, Group const& g) {
            int64_t nn = g.dims.n, k = g.dims.k;
            Matrix<T> const& a = A0[pr.index];
            Matrix<T> const& x = X[pr.index];
            Matrix<T> b = pr.op[B];
            b.buffer() = pr.before[B];
            Shape herm = hermitian(g.opts.uplo);
            auto op_a = [&](int64_t i, int64_t j) -> T {
                if (chol) return herm.stored(i, j) ? a(i, j) : conjugate(a(j, i));
                if (kind == Solver::gesv || g.opts.trans == BlasNoTrans) return a(i, j);
                if (g.opts.trans == BlasTrans) return a(j, i);
                return conjugate(a(j, i));
            };
            double diff = 0, xnorm = 0;
            for (int64_t j = 0; j < k; ++j)
                for (int64_t i = 0; i < nn; ++i) {
                    T sum = 0;
                    for (int64_t q = 0; q < nn; ++q) sum += op_a(i, q) * x(q, j);
                    diff += std::pow(std::abs(sum - b(i, j)), 2);
                    xnorm += std::pow(std::abs(x(i, j)), 2);
                }
            double anorm = frobenius(a, chol ? herm : general());
            double bound = double(std::max<int64_t>(1, nn)) * anorm * std::sqrt(xnorm);
            return scaled_error<T>(std::sqrt(diff), bound);
        });
    if (result.checked && !extra.empty()) {
        result.okay = false;
        for (std::string const& f : extra)
            result.failure += std::string(result.failure.empty() ? "" : ", ") + f;
    }
    return result;
}

// ----------------------------------------------------------------------------------- getri
/**
 * getri (out of place): A factored by the library's getrf first, C = inv(A) (C NaN before:
 * every entry must be written). Error ||A inv(A) - I|| / (n ||A|| ||inv(A)|| eps) with the
 * original A. In a batch of two or more problems of order n >= 1 the last A gets a zero column
 * n / 2 before the factorization: info must be exactly n / 2 + 1 and its C untouched.
 */
template <typename T>
Result getri(Case const& c, Params const& p)
{
    Batch<T> batch(c, p, [&](Group const& g) {
        ProblemSpec spec;
        spec.op[A] = operand(g.dims.n, g.dims.n, general(), Content::Random);
        spec.op[C] = operand(g.dims.n, g.dims.n, general(), Content::Poison);
        return spec;
    });
    size_t count = batch.problem_count();
    if (count >= 2) {
        int64_t k = 0;
        batch.inject(count - 1, 0, [&](Problem<T>& pr) {
            Matrix<T>& a = pr.op[A];
            k = a.rows();
            if (k == 0) return;
            for (int64_t i = 0; i < a.rows(); ++i) a(i, k / 2) = T(0);
        });
        if (k > 0) batch.inject(count - 1, k / 2 + 1, [](Problem<T>&) {});
    }
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto lda = batch.ld(A);
    auto ldc = batch.ld(C);
    auto Ap = batch.outputs(A);
    auto Cp = batch.outputs(C);
    std::vector<Matrix<T>> A0(count);
    for (size_t i = 0; i < count; ++i) {
        A0[i] = batch.problem(i).op[A];
        A0[i].buffer() = batch.problem(i).before[A];
    }
    std::vector<std::vector<int64_t>> ipiv;
    std::vector<int64_t*> ipiv_p(std::max<size_t>(1, count), nullptr);
    {
        size_t i = 0;
        for (Group const& g : c.groups)
            for (int64_t j = 0; j < g.count; ++j, ++i) {
                ipiv.emplace_back(size_t(g.dims.n + 1), -7);
                ipiv_p[i] = ipiv.back().data();
            }
    }
    std::vector<int64_t const*> ipiv_c(ipiv_p.begin(), ipiv_p.end());
    {
        std::vector<int64_t> finfo(count + 1, 0);
        finfo[0] = BblasErrorsReportAll;
        bb::getrf(c.layout, n.data(), n.data(), Ap.data(), lda.data(), ipiv_p.data(),
                  batch.group_count(), batch.group_sizes(), finfo.data());
        for (size_t i = 0; i < count; ++i)
            batch.inject(i, batch.expected_info(i), [](Problem<T>&) {});
    }
    std::vector<T const*> Ac(Ap.begin(), Ap.end());
    batch.call([&](int64_t* info) {
        bb::getri(c.layout, n.data(), Ac.data(), lda.data(), ipiv_c.data(), Cp.data(),
                  ldc.data(), batch.group_count(), batch.group_sizes(), info);
    });
    bool written_on_failure = false;
    for (size_t i = 0; i < count; ++i) {
        Problem<T>& pr = batch.problem(i);
        if (batch.expected_info(i) != 0 && !unchanged(pr.op[C], pr.before[C]))
            written_on_failure = true;
    }
    Result result = batch.finish(
        [](Group const& g) {
            double nn = double(g.dims.n);
            return flops::weighted<T>(2 * nn * nn * nn / 3, 2 * nn * nn * nn / 3);
        },
        [&](Problem<T> const& pr, Group const& g) {
            int64_t nn = g.dims.n;
            Matrix<T> const& a = A0[pr.index];
            Matrix<T> const& x = pr.op[C];
            double diff = 0;
            for (int64_t j = 0; j < nn; ++j)
                for (int64_t i = 0; i < nn; ++i) {
                    T sum = 0;
                    for (int64_t q = 0; q < nn; ++q) sum += a(i, q) * x(q, j);
                    if (i == j) sum -= T(1);
                    diff += std::pow(std::abs(sum), 2);
                }
            double bound = double(std::max<int64_t>(1, nn)) * frobenius(a, general()) *
                           frobenius(x, general());
            return scaled_error<T>(std::sqrt(diff), bound);
        });
    if (result.checked && written_on_failure) {
        result.okay = false;
        result.failure += std::string(result.failure.empty() ? "" : ", ") + "C written on failure";
    }
    return result;
}

// ----------------------------------------------------------------------------------- geqrf
/** Netlib LAPACK's ?geqrf_ (column-major, 32-bit integers): the reference. */
extern "C" {
void sgeqrf_(int const* m, int const* n, float* A, int const* lda, float* tau, float* work,
             int const* lwork, int* info);
void dgeqrf_(int const* m, int const* n, double* A, int const* lda, double* tau, double* work,
             int const* lwork, int* info);
void cgeqrf_(int const* m, int const* n, std::complex<float>* A, int const* lda,
             std::complex<float>* tau, std::complex<float>* work, int const* lwork, int* info);
void zgeqrf_(int const* m, int const* n, std::complex<double>* A, int const* lda,
             std::complex<double>* tau, std::complex<double>* work, int const* lwork, int* info);
}
inline void lapack_geqrf(int m, int n, float* A, int lda, float* tau, float* work, int lwork)
{
    int info = 0;
    sgeqrf_(&m, &n, A, &lda, tau, work, &lwork, &info);
}
inline void lapack_geqrf(int m, int n, double* A, int lda, double* tau, double* work, int lwork)
{
    int info = 0;
    dgeqrf_(&m, &n, A, &lda, tau, work, &lwork, &info);
}
inline void lapack_geqrf(int m, int n, std::complex<float>* A, int lda, std::complex<float>* tau,
                         std::complex<float>* work, int lwork)
{
    int info = 0;
    cgeqrf_(&m, &n, A, &lda, tau, work, &lwork, &info);
}
inline void lapack_geqrf(int m, int n, std::complex<double>* A, int lda,
                         std::complex<double>* tau, std::complex<double>* work, int lwork)
{
    int info = 0;
    zgeqrf_(&m, &n, A, &lda, tau, work, &lwork, &info);
}

/**
 * geqrf: the factored A (R and the reflectors) and tau against netlib ?geqrf_ on the same
 * matrix, normwise: ||F - F_ref|| / (max(1, min(m, n)) ||A|| eps) and
 * ||tau - tau_ref|| / (max(1, min(m, n)) ||tau_ref|| eps), the larger of the two; tau's entry
 * after the min(m, n) written is a guard that must stay untouched.
 */
template <typename T>
Result geqrf(Case const& c, Params const& p)
{
    Batch<T> batch(c, p, [&](Group const& g) {
        ProblemSpec spec;
        spec.op[C] = operand(g.dims.m, g.dims.n, general(), Content::Random);
        return spec;
    });
    size_t count = batch.problem_count();
    auto m = batch.per_group([](Group const& g) { return g.dims.m; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto lda = batch.ld(C);
    auto Ap = batch.outputs(C);
    T const guard = T(-7);
    std::vector<std::vector<T>> tau;
    std::vector<T*> tau_p(std::max<size_t>(1, count), nullptr);
    {
        size_t i = 0;
        for (Group const& g : c.groups)
            for (int64_t j = 0; j < g.count; ++j, ++i) {
                tau.emplace_back(size_t(std::min(g.dims.m, g.dims.n) + 1), guard);
                tau_p[i] = tau.back().data();
            }
    }
    batch.call([&](int64_t* info) {
        bb::geqrf(c.layout, m.data(), n.data(), Ap.data(), lda.data(), tau_p.data(),
                  batch.group_count(), batch.group_sizes(), info);
    });
    std::vector<std::vector<T>> ref_tau(count);
    batch.reference([&](Problem<T>& pr, Group const& g, Matrix<T>& ref) {
        int mm = int(g.dims.m), nn = int(g.dims.n), ld = std::max(1, mm);
        int k = std::min(mm, nn);
        std::vector<T> a(size_t(ld) * size_t(std::max(1, nn)));
        for (int j = 0; j < nn; ++j)
            for (int i = 0; i < mm; ++i) a[size_t(i + j * ld)] = ref(i, j);
        ref_tau[pr.index].assign(size_t(std::max(1, k)), T(0));
        if (k > 0) {
            int lwork = std::max(1, nn) * 64;
            std::vector<T> work(static_cast<size_t>(lwork), T(0));
            lapack_geqrf(mm, nn, a.data(), ld, ref_tau[pr.index].data(), work.data(), lwork);
        }
        for (int j = 0; j < nn; ++j)
            for (int i = 0; i < mm; ++i) ref(i, j) = a[size_t(i + j * ld)];
    });
    bool guard_written = false;
    Result result = batch.finish(
        [](Group const& g) {
            double mm = double(g.dims.m), nn = double(g.dims.n);
            double f = mm >= nn ? nn * nn * (mm - nn / 3) : mm * mm * (nn - mm / 3);
            return flops::weighted<T>(f, f);
        },
        [&](Problem<T> const& pr, Group const& g) {
            int64_t k = std::min(g.dims.m, g.dims.n);
            double bound_k = double(std::max<int64_t>(1, k));
            double e = batch.error_vs_reference(pr, bound_k * pr.norm[C]);
            std::vector<T> const& t = tau[pr.index];
            std::vector<T> const& rt = ref_tau[pr.index];
            double diff = 0, norm = 0;
            for (int64_t j = 0; j < k; ++j) {
                diff += std::pow(std::abs(t[size_t(j)] - rt[size_t(j)]), 2);
                norm += std::pow(std::abs(rt[size_t(j)]), 2);
            }
            if (t[size_t(k)] != guard) guard_written = true;
            double et = scaled_error<T>(std::sqrt(diff), bound_k * std::sqrt(norm));
            return std::isnan(e) || std::isnan(et) ? std::nan("") : std::max(e, et);
        });
    if (result.checked && guard_written) {
        result.okay = false;
        result.failure += std::string(result.failure.empty() ? "" : ", ") + "tau guard";
    }
    return result;
}

}  // namespace

Result test_getrf(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return getrf<decltype(x)>(c, p); });
}
Result test_getrfnp(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return getrfnp<decltype(x)>(c, p); });
}
Result test_potrf(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return potrf<decltype(x)>(c, p); });
}
Result test_getrs(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return solve<decltype(x)>(c, p, Solver::getrs); });
}
Result test_getri(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return getri<decltype(x)>(c, p); });
}
Result test_geqrf(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return geqrf<decltype(x)>(c, p); });
}
Result test_gesv(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return solve<decltype(x)>(c, p, Solver::gesv); });
}
Result test_potrs(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return solve<decltype(x)>(c, p, Solver::potrs); });
}
Result test_posv(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return solve<decltype(x)>(c, p, Solver::posv); });
}

}  // namespace tester
