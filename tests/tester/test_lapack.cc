/**
 * @file tests/tester/test_lapack.cc
 * Tests of the batched LAPACK routines on the shared harness (harness.hh): getrf (below) and
 * potrf. Not yet covered: getrs, gesv, potrs, posv, getri, geqrf. potrf: a Hermitian
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
            TestMatrix<T>& a = pr.op[C];
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
            TestMatrix<T> const& F = pr.op[C];
            TestMatrix<T> A0 = F;
            A0.buffer() = pr.before[C];
            TestMatrix<T> R = F;
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
            TestMatrix<T>& a = pr.op[C];
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
    batch.reference([&](Problem<T>& pr, Group const& g, TestMatrix<T>&) {
        int mm = int(g.dims.m), nn = int(g.dims.n), ld = std::max(1, mm), info = 0;
        std::vector<T> a(size_t(ld) * size_t(std::max(1, nn)));
        TestMatrix<T> const& A0 = pr.op[C];
        std::vector<T> const& before = pr.before[C];
        for (int j = 0; j < nn; ++j)
            for (int i = 0; i < mm; ++i)
                a[size_t(i + j * ld)] = before[size_t(TestMatrix<T>::guard + A0.index(i, j))];
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
            TestMatrix<T> const& F = pr.op[C];
            TestMatrix<T> A0 = F;
            A0.buffer() = pr.before[C];
            // L U, then the row interchanges undone in reverse order: P^T L U, compared with A.
            TestMatrix<T> R = F;
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

}  // namespace

Result test_getrf(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return getrf<decltype(x)>(c, p); });
}
Result test_potrf(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return potrf<decltype(x)>(c, p); });
}

}  // namespace tester
