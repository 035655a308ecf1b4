// SPDX-License-Identifier: BSD-3-Clause
/**
 * The LAPACK side of the tests' oracle: netlib LAPACK (Debian's liblapack, linked into
 * unit_tests) called through its Fortran symbols, and the residuals of LAPACK's own test
 * suite, computed in complex double on the logical matrices whatever the layout:
 *   getrf   ||P A - L U||_1 / (max(m, n) ||A||_1 eps)                       (dget01)
 *           and componentwise |P A - L U| against |L| |U| (k + 2) eps, below 4
 *   potrf   ||A - L L^H||_1 / (n ||A||_1 eps)                                (dpot01)
 *   solves  ||B - op(A) X||_1 / (n ||A||_1 ||X||_1 eps)                      (dget02)
 *   getri   ||I - A C||_1 / (n ||A||_1 ||C||_1 eps)                          (dget03)
 *   geqrf   ||A - Q R||_1 / (max(m, n) ||A||_1 eps), ||I - Q^H Q||_1 / (m eps)  (dqrt01)
 * LAPACK's testing passes a residual below 30; the tests use that threshold.
 */
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

#include "common/matrix.hh"
#include "common/random.hh"
#include "common/scalar.hh"

// ------------------------------------------------------------------------------------------------
// netlib LAPACK (32-bit integers; trailing hidden lengths of CHARACTER arguments, gfortran ABI)

extern "C" {
void sgetrf_(int const* m, int const* n, float* a, int const* lda, int* ipiv, int* info);
void dgetrf_(int const* m, int const* n, double* a, int const* lda, int* ipiv, int* info);
void cgetrf_(int const* m, int const* n, std::complex<float>* a, int const* lda, int* ipiv,
             int* info);
void zgetrf_(int const* m, int const* n, std::complex<double>* a, int const* lda, int* ipiv,
             int* info);
void spotrf_(char const* uplo, int const* n, float* a, int const* lda, int* info, size_t);
void dpotrf_(char const* uplo, int const* n, double* a, int const* lda, int* info, size_t);
void cpotrf_(char const* uplo, int const* n, std::complex<float>* a, int const* lda, int* info,
             size_t);
void zpotrf_(char const* uplo, int const* n, std::complex<double>* a, int const* lda, int* info,
             size_t);
void sgeqrf_(int const* m, int const* n, float* a, int const* lda, float* tau, float* work,
             int const* lwork, int* info);
void dgeqrf_(int const* m, int const* n, double* a, int const* lda, double* tau, double* work,
             int const* lwork, int* info);
void cgeqrf_(int const* m, int const* n, std::complex<float>* a, int const* lda,
             std::complex<float>* tau, std::complex<float>* work, int const* lwork, int* info);
void zgeqrf_(int const* m, int const* n, std::complex<double>* a, int const* lda,
             std::complex<double>* tau, std::complex<double>* work, int const* lwork, int* info);
}

namespace oracle::lapack {

using test::epsilon;
using test::imag_part;
using test::make;
using test::Matrix;
using test::Random;
using test::real_part;
using test::real_t;

/** netlib getrf on a column-major copy (lda = m); returns info, pivots into ipiv. */
template <typename T>
int netlib_getrf(int m, int n, std::vector<T>& a, std::vector<int>& ipiv)
{
    int const lda = std::max(1, m);
    int info = 0;
    ipiv.assign(size_t(std::max(1, std::min(m, n))), 0);
    if constexpr (std::is_same_v<T, float>) sgetrf_(&m, &n, a.data(), &lda, ipiv.data(), &info);
    if constexpr (std::is_same_v<T, double>) dgetrf_(&m, &n, a.data(), &lda, ipiv.data(), &info);
    if constexpr (std::is_same_v<T, std::complex<float>>)
        cgetrf_(&m, &n, a.data(), &lda, ipiv.data(), &info);
    if constexpr (std::is_same_v<T, std::complex<double>>)
        zgetrf_(&m, &n, a.data(), &lda, ipiv.data(), &info);
    return info;
}

/** netlib potrf on a column-major copy (lda = n). */
template <typename T>
int netlib_potrf(char uplo, int n, std::vector<T>& a)
{
    int const lda = std::max(1, n);
    int info = 0;
    if constexpr (std::is_same_v<T, float>) spotrf_(&uplo, &n, a.data(), &lda, &info, 1);
    if constexpr (std::is_same_v<T, double>) dpotrf_(&uplo, &n, a.data(), &lda, &info, 1);
    if constexpr (std::is_same_v<T, std::complex<float>>)
        cpotrf_(&uplo, &n, a.data(), &lda, &info, 1);
    if constexpr (std::is_same_v<T, std::complex<double>>)
        zpotrf_(&uplo, &n, a.data(), &lda, &info, 1);
    return info;
}

/** netlib geqrf on a column-major copy (lda = m). */
template <typename T>
int netlib_geqrf(int m, int n, std::vector<T>& a, std::vector<T>& tau)
{
    int const lda = std::max(1, m);
    int const lwork = std::max(1, n) * 64;
    std::vector<T> work(static_cast<size_t>(lwork));
    tau.assign(size_t(std::max(1, std::min(m, n))), T(0));
    int info = 0;
    if constexpr (std::is_same_v<T, float>)
        sgeqrf_(&m, &n, a.data(), &lda, tau.data(), work.data(), &lwork, &info);
    if constexpr (std::is_same_v<T, double>)
        dgeqrf_(&m, &n, a.data(), &lda, tau.data(), work.data(), &lwork, &info);
    if constexpr (std::is_same_v<T, std::complex<float>>)
        cgeqrf_(&m, &n, a.data(), &lda, tau.data(), work.data(), &lwork, &info);
    if constexpr (std::is_same_v<T, std::complex<double>>)
        zgeqrf_(&m, &n, a.data(), &lda, tau.data(), work.data(), &lwork, &info);
    return info;
}

// ------------------------------------------------------------------------------------------------
// Dense complex double matrices for the residuals

using Z = std::complex<double>;

template <typename T>
Z widen(T x)
{
    return Z(double(real_part(x)), double(imag_part(x)));
}

/** An m x n column-major matrix of complex doubles. */
struct Dense {
    int64_t m = 0, n = 0;
    std::vector<Z> a;

    Dense() = default;
    Dense(int64_t rows, int64_t cols) : m(rows), n(cols), a(size_t(rows * cols), Z(0)) {}
    Z& operator()(int64_t i, int64_t j) { return a[size_t(i + j * m)]; }
    Z operator()(int64_t i, int64_t j) const { return a[size_t(i + j * m)]; }

    static Dense identity(int64_t n)
    {
        Dense d(n, n);
        for (int64_t i = 0; i < n; ++i) d(i, i) = 1;
        return d;
    }
};

/** The logical rows x cols matrix of a test::Matrix, whatever its layout. */
template <typename T>
Dense logical(Matrix<T> const& x)
{
    Dense d(x.rows(), x.cols());
    for (int64_t j = 0; j < x.cols(); ++j)
        for (int64_t i = 0; i < x.rows(); ++i) d(i, j) = widen(x(i, j));
    return d;
}

inline double norm1(Dense const& d)
{
    double best = 0;
    for (int64_t j = 0; j < d.n; ++j) {
        double s = 0;
        for (int64_t i = 0; i < d.m; ++i) s += std::abs(d(i, j));
        best = std::max(best, s);
    }
    return best;
}

/** op(A) B, op 'N', 'T' or 'C'. */
inline Dense multiply(char op, Dense const& A, Dense const& B)
{
    int64_t const m = op == 'N' ? A.m : A.n, k = op == 'N' ? A.n : A.m;
    Dense C(m, B.n);
    for (int64_t j = 0; j < B.n; ++j)
        for (int64_t l = 0; l < k; ++l) {
            Z const b = B(l, j);
            for (int64_t i = 0; i < m; ++i) {
                Z const a = op == 'N' ? A(i, l) : op == 'T' ? A(l, i) : std::conj(A(l, i));
                C(i, j) += a * b;
            }
        }
    return C;
}

inline Dense minus(Dense const& A, Dense const& B)
{
    Dense C = A;
    for (size_t i = 0; i < C.a.size(); ++i) C.a[i] -= B.a[i];
    return C;
}

template <typename T>
double eps()
{
    return double(epsilon<T>());
}

/** dget01: ||P A - L U|| / (max(m, n) ||A|| eps); F holds getrf's factors, ipiv 1-based. */
template <typename T>
double lu_residual(Dense const& A, Dense const& F, int64_t const* ipiv)
{
    int64_t const m = A.m, n = A.n, k = std::min(m, n);
    if (k == 0) return 0;
    Dense L(m, k), U(k, n);
    for (int64_t j = 0; j < k; ++j)
        for (int64_t i = 0; i < m; ++i) L(i, j) = i == j ? Z(1) : i > j ? F(i, j) : Z(0);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < k; ++i) U(i, j) = i <= j ? F(i, j) : Z(0);
    Dense PA = A;
    for (int64_t i = 0; i < k; ++i) {
        int64_t const p = ipiv[i] - 1;
        if (p != i)
            for (int64_t j = 0; j < n; ++j) std::swap(PA(i, j), PA(p, j));
    }
    double const anorm = std::max(norm1(A), 1e-300);
    return norm1(minus(PA, multiply('N', L, U))) / (double(std::max(m, n)) * anorm * eps<T>());
}

/**
 * The componentwise backward error of getrf's factors: the largest |P A - L U|_ij over
 * (|L| |U|)_ij (k + 2) eps + (k + 2) tiny, with k = min(m, n) and tiny the smallest subnormal of
 * T. Gaussian elimination in floating point gives |P A - L U| <= gamma_k |L| |U| whatever the
 * order of its operations (Higham, Accuracy and Stability of Numerical Algorithms, theorem 9.3);
 * forming the residual in complex double adds as much again for double types, and complex
 * arithmetic a factor of up to 2 sqrt(2), so a correct factorization stays below 4. The tiny
 * term covers subnormal entries, whose errors are absolute. Entries of P A that are NaN or
 * infinite are skipped.
 */
template <typename T>
double lu_componentwise_error(Dense const& A, Dense const& F, int64_t const* ipiv)
{
    int64_t const m = A.m, n = A.n, k = std::min(m, n);
    Dense PA = A;
    for (int64_t i = 0; i < k; ++i) {
        int64_t const p = ipiv[i] - 1;
        if (p != i)
            for (int64_t j = 0; j < n; ++j) std::swap(PA(i, j), PA(p, j));
    }
    double const tiny = double(std::numeric_limits<real_t<T>>::denorm_min());
    double worst = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            Z lu = 0;
            double bound = 0;
            for (int64_t l = 0; l <= std::min(i, j) && l < k; ++l) {
                Z const lil = l == i ? Z(1) : F(i, l);
                lu += lil * F(l, j);
                bound += std::abs(lil) * std::abs(F(l, j));
            }
            if (!std::isfinite(std::abs(PA(i, j)))) continue;
            double const r = std::abs(PA(i, j) - lu) / (double(k + 2) * (bound * eps<T>() + tiny));
            worst = std::max(worst, std::isnan(r) ? HUGE_VAL : r);
        }
    return worst;
}

/** The full Hermitian matrix of which A holds the uplo triangle (imaginary diagonal dropped). */
inline Dense hermitian_from(Dense const& A, bool lower)
{
    Dense H(A.n, A.n);
    for (int64_t j = 0; j < A.n; ++j)
        for (int64_t i = 0; i < A.n; ++i) {
            if (i == j)
                H(i, i) = Z(A(i, i).real(), 0);
            else if ((i > j) == lower)
                H(i, j) = A(i, j);
            else
                H(i, j) = std::conj(A(j, i));
        }
    return H;
}

/** dpot01: ||A - L L^H|| / (n ||A|| eps), A Hermitian (full), F holding the uplo factor. */
template <typename T>
double cholesky_residual(Dense const& A, Dense const& F, bool lower)
{
    int64_t const n = A.n;
    if (n == 0) return 0;
    Dense L(n, n);  // L or U^H
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n; ++i) L(i, j) = lower ? F(i, j) : std::conj(F(j, i));
    Dense const LLH = multiply('N', L, [&] {
        Dense LH(n, n);
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) LH(i, j) = std::conj(L(j, i));
        return LH;
    }());
    return norm1(minus(A, LLH)) / (double(n) * std::max(norm1(A), 1e-300) * eps<T>());
}

/** dget02: ||B - op(A) X|| / (n ||A|| ||X|| eps). */
template <typename T>
double solve_residual(char op, Dense const& A, Dense const& X, Dense const& B)
{
    int64_t const n = A.n;
    if (n == 0 || X.n == 0) return 0;
    double const denom =
        double(n) * std::max(norm1(A), 1e-300) * std::max(norm1(X), 1e-300) * eps<T>();
    return norm1(minus(B, multiply(op, A, X))) / denom;
}

/** dget03: ||I - A C|| / (n ||A|| ||C|| eps). */
template <typename T>
double inverse_residual(Dense const& A, Dense const& C)
{
    int64_t const n = A.n;
    if (n == 0) return 0;
    double const denom =
        double(n) * std::max(norm1(A), 1e-300) * std::max(norm1(C), 1e-300) * eps<T>();
    return norm1(minus(Dense::identity(n), multiply('N', A, C))) / denom;
}

/** The first k = min(m, n) columns of Q = H(0) H(1) ... H(k-1) from geqrf's F and tau. */
inline Dense thin_q(Dense const& F, std::vector<Z> const& tau)
{
    int64_t const m = F.m, k = std::min(F.m, F.n);
    Dense Q(m, k);
    for (int64_t i = 0; i < k; ++i) Q(i, i) = 1;
    for (int64_t r = k - 1; r >= 0; --r) {  // Q = H(r) Q, last reflector first
        std::vector<Z> v(static_cast<size_t>(m), Z(0));
        v[size_t(r)] = 1;
        for (int64_t i = r + 1; i < m; ++i) v[size_t(i)] = F(i, r);
        for (int64_t j = 0; j < k; ++j) {
            Z s = 0;
            for (int64_t i = r; i < m; ++i) s += std::conj(v[size_t(i)]) * Q(i, j);
            s *= tau[size_t(r)];
            for (int64_t i = r; i < m; ++i) Q(i, j) -= v[size_t(i)] * s;
        }
    }
    return Q;
}

/**
 * dqrt01's two residuals on the thin factors: ||A - Q R|| / (max(m, n) ||A|| eps) and
 * ||I - Q^H Q|| / (m eps), Q the first min(m, n) columns, R the first min(m, n) rows.
 */
template <typename T>
std::pair<double, double> qr_residuals(Dense const& A, Dense const& F, std::vector<Z> const& tau)
{
    int64_t const m = A.m, n = A.n, k = std::min(m, n);
    if (k == 0) return {0, 0};
    Dense const Q = thin_q(F, tau);
    Dense R(k, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i <= std::min(j, k - 1); ++i) R(i, j) = F(i, j);
    double const factor = norm1(minus(A, multiply('N', Q, R))) /
                          (double(std::max(m, n)) * std::max(norm1(A), 1e-300) * eps<T>());
    double const orthogonality =
        norm1(minus(Dense::identity(k), multiply('C', Q, Q))) / (double(m) * eps<T>());
    return {factor, orthogonality};
}

/** A random Hermitian positive definite n x n matrix: M M^H / n + I, well conditioned. */
inline Dense random_hpd(int64_t n, bool complex, uint64_t seed)
{
    Random random(seed);
    Dense M(n, n);
    for (auto& x : M.a) x = complex ? Z(random.uniform(), random.uniform()) : Z(random.uniform());
    Dense A = multiply('N', M, [&] {
        Dense MH(n, n);
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) MH(i, j) = std::conj(M(j, i));
        return MH;
    }());
    for (auto& x : A.a) x /= double(std::max<int64_t>(n, 1));
    for (int64_t i = 0; i < n; ++i) A(i, i) = Z(A(i, i).real() + 1.0, 0);
    return A;
}

/** Narrows a complex double to T (the imaginary part dropped for real T). */
template <typename T>
T narrow(Z x)
{
    return make<T>(x.real(), x.imag());
}

}  // namespace oracle::lapack
