// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of libbatchblas_cblas's MKL batch LAPACK functions (batchblas/cblas_batch.h) against
 * netlib LAPACK through LAPACKE: getrf (group and strided), getrs (strided, every trans),
 * getrfnp and getrsnp (strided, against getrf / getrs where pivoting would not permute),
 * getri_oop (group and strided), potrf (strided, both triangles), geqrf (group and strided),
 * all four types, column-major as MKL's LAPACK is. Each problem is computed once by the batch
 * function and once by LAPACKE on a copy; factors, pivots, tau, solutions and the per-problem
 * info must agree, a singular or indefinite problem among them included. Then the argument
 * errors: MKL's parameter number on stderr, every info entry -p, no output touched.
 */
#include <complex>

// LAPACKE's complex types as the C++ ones (the same layout as the batch functions').
#define lapack_complex_float std::complex<float>
#define lapack_complex_double std::complex<double>
#include <lapacke.h>

#include <batchblas/cblas_batch.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "common/random.hh"
#include "common/scalar.hh"

namespace {

using test::is_complex_v;
using test::real_t;

template <typename T>
std::vector<T> random_vector(size_t size, test::Random& g)
{
    std::vector<T> v(size);
    for (auto& x : v) x = g.next<T>();
    return v;
}

template <typename T>
::testing::AssertionResult close(std::vector<T> const& got, std::vector<T> const& want, int depth)
{
    double const eps = std::is_same_v<real_t<T>, float> ? 1e-5 : 1e-13;
    double const tol = 16 * eps * (depth + 4);
    for (size_t i = 0; i < got.size(); ++i)
        if (!(std::abs(got[i] - want[i]) <= tol * (1 + std::abs(want[i]))))
            return ::testing::AssertionFailure()
                   << "element " << i << ": got " << got[i] << ", LAPACKE " << want[i];
    return ::testing::AssertionSuccess();
}

/** The batch functions and LAPACKE's single-matrix routines per type. */
template <typename T>
struct Api;
template <>
struct Api<float> {
    static constexpr auto getrf_batch = sgetrf_batch;
    static constexpr auto getrf_strided = sgetrf_batch_strided;
    static constexpr auto getrs_strided = sgetrs_batch_strided;
    static constexpr auto getrfnp_strided = sgetrfnp_batch_strided;
    static constexpr auto getrsnp_strided = sgetrsnp_batch_strided;
    static constexpr auto getri_batch = sgetri_oop_batch;
    static constexpr auto getri_strided = sgetri_oop_batch_strided;
    static constexpr auto potrf_strided = spotrf_batch_strided;
    static constexpr auto geqrf_batch = sgeqrf_batch;
    static constexpr auto geqrf_strided = sgeqrf_batch_strided;
    static constexpr auto getrf = LAPACKE_sgetrf;
    static constexpr auto getrs = LAPACKE_sgetrs;
    static constexpr auto getri = LAPACKE_sgetri;
    static constexpr auto potrf = LAPACKE_spotrf;
    static constexpr auto geqrf = LAPACKE_sgeqrf;
};
template <>
struct Api<double> {
    static constexpr auto getrf_batch = dgetrf_batch;
    static constexpr auto getrf_strided = dgetrf_batch_strided;
    static constexpr auto getrs_strided = dgetrs_batch_strided;
    static constexpr auto getrfnp_strided = dgetrfnp_batch_strided;
    static constexpr auto getrsnp_strided = dgetrsnp_batch_strided;
    static constexpr auto getri_batch = dgetri_oop_batch;
    static constexpr auto getri_strided = dgetri_oop_batch_strided;
    static constexpr auto potrf_strided = dpotrf_batch_strided;
    static constexpr auto geqrf_batch = dgeqrf_batch;
    static constexpr auto geqrf_strided = dgeqrf_batch_strided;
    static constexpr auto getrf = LAPACKE_dgetrf;
    static constexpr auto getrs = LAPACKE_dgetrs;
    static constexpr auto getri = LAPACKE_dgetri;
    static constexpr auto potrf = LAPACKE_dpotrf;
    static constexpr auto geqrf = LAPACKE_dgeqrf;
};
template <>
struct Api<std::complex<float>> {
    static constexpr auto getrf_batch = cgetrf_batch;
    static constexpr auto getrf_strided = cgetrf_batch_strided;
    static constexpr auto getrs_strided = cgetrs_batch_strided;
    static constexpr auto getrfnp_strided = cgetrfnp_batch_strided;
    static constexpr auto getrsnp_strided = cgetrsnp_batch_strided;
    static constexpr auto getri_batch = cgetri_oop_batch;
    static constexpr auto getri_strided = cgetri_oop_batch_strided;
    static constexpr auto potrf_strided = cpotrf_batch_strided;
    static constexpr auto geqrf_batch = cgeqrf_batch;
    static constexpr auto geqrf_strided = cgeqrf_batch_strided;
    static constexpr auto getrf = LAPACKE_cgetrf;
    static constexpr auto getrs = LAPACKE_cgetrs;
    static constexpr auto getri = LAPACKE_cgetri;
    static constexpr auto potrf = LAPACKE_cpotrf;
    static constexpr auto geqrf = LAPACKE_cgeqrf;
};
template <>
struct Api<std::complex<double>> {
    static constexpr auto getrf_batch = zgetrf_batch;
    static constexpr auto getrf_strided = zgetrf_batch_strided;
    static constexpr auto getrs_strided = zgetrs_batch_strided;
    static constexpr auto getrfnp_strided = zgetrfnp_batch_strided;
    static constexpr auto getrsnp_strided = zgetrsnp_batch_strided;
    static constexpr auto getri_batch = zgetri_oop_batch;
    static constexpr auto getri_strided = zgetri_oop_batch_strided;
    static constexpr auto potrf_strided = zpotrf_batch_strided;
    static constexpr auto geqrf_batch = zgeqrf_batch;
    static constexpr auto geqrf_strided = zgeqrf_batch_strided;
    static constexpr auto getrf = LAPACKE_zgetrf;
    static constexpr auto getrs = LAPACKE_zgetrs;
    static constexpr auto getri = LAPACKE_zgetri;
    static constexpr auto potrf = LAPACKE_zpotrf;
    static constexpr auto geqrf = LAPACKE_zgeqrf;
};

template <typename T>
class LapackBatch : public ::testing::Test {
};
using Types = ::testing::Types<float, double, std::complex<float>, std::complex<double>>;
TYPED_TEST_SUITE(LapackBatch, Types);

/** A strided batch of `count` column-major m x n matrices, stride beyond lda * n. */
template <typename T>
struct StridedBatch {
    int m, n, lda, stride, count;
    std::vector<T> data;
    StridedBatch(int m_, int n_, int pad, int count_, test::Random& g)
        : m(m_), n(n_), lda(m_ + pad), stride((m_ + pad) * n_ + 3), count(count_),
          data(random_vector<T>(size_t(stride) * count_, g))
    {
    }
    T* at(int i) { return data.data() + size_t(i) * stride; }
};

TYPED_TEST(LapackBatch, GetrfGetrsGetriStrided)
{
    using T = TypeParam;
    using A = Api<T>;
    test::Random g(11);
    for (auto [m, n] : {std::pair{6, 6}, std::pair{7, 4}, std::pair{3, 5}}) {
        StridedBatch<T> a(m, n, 2, 5, g);
        for (int r = 0; r < m; ++r) a.at(2)[r + 1 * a.lda] = T(0);  // problem 2: U(2,2) = 0
        for (int r = 0; r < m; ++r) a.at(2)[r + 0 * a.lda] = T(0);
        std::vector<T> want = a.data;
        int const mn = std::min(m, n), stride_ipiv = mn + 2;
        std::vector<int> ipiv(size_t(stride_ipiv) * a.count, -7), want_ipiv = ipiv;
        std::vector<int> info(size_t(a.count), -9), want_info(size_t(a.count));
        A::getrf_strided(&m, &n, a.data.data(), &a.lda, &a.stride, ipiv.data(), &stride_ipiv,
                         &a.count, info.data());
        for (int i = 0; i < a.count; ++i) {
            std::vector<lapack_int> p(static_cast<size_t>(mn));
            want_info[size_t(i)] = int(A::getrf(LAPACK_COL_MAJOR, m, n,
                                                want.data() + size_t(i) * a.stride, a.lda, p.data()));
            std::copy(p.begin(), p.end(), want_ipiv.begin() + size_t(i) * stride_ipiv);
        }
        EXPECT_EQ(info, want_info) << m << " x " << n;
        EXPECT_GT(info[2], 0);
        EXPECT_EQ(ipiv, want_ipiv) << m << " x " << n;
        EXPECT_TRUE(close(a.data, want, n)) << m << " x " << n;
        if (m != n) continue;

        // Solves and inverses from these factors (problem 2 is singular: skip its values).
        for (char trans : {'N', 'T', 'C'}) {
            int const nrhs = 3, ldb = n + 1, stride_b = ldb * nrhs;
            std::vector<T> b = random_vector<T>(size_t(stride_b) * a.count, g), want_b = b;
            A::getrs_strided(&trans, &n, &nrhs, a.data.data(), &a.lda, &a.stride, ipiv.data(),
                             &stride_ipiv, b.data(), &ldb, &stride_b, &a.count, info.data());
            EXPECT_EQ(info, std::vector<int>(size_t(a.count), 0));
            for (int i = 0; i < a.count; ++i) {
                std::vector<lapack_int> p(ipiv.begin() + size_t(i) * stride_ipiv,
                                          ipiv.begin() + size_t(i) * stride_ipiv + n);
                A::getrs(LAPACK_COL_MAJOR, trans, n, nrhs, a.at(i), a.lda, p.data(),
                         want_b.data() + size_t(i) * stride_b, ldb);
            }
            for (int i = 0; i < a.count; ++i) {
                if (i == 2) continue;
                EXPECT_TRUE(close(std::vector<T>(b.begin() + i * stride_b,
                                                 b.begin() + (i + 1) * stride_b),
                                  std::vector<T>(want_b.begin() + i * stride_b,
                                                 want_b.begin() + (i + 1) * stride_b),
                                  n * n))
                    << "getrs trans " << trans << " problem " << i;
            }
        }
        int const ldinv = n + 2, stride_inv = ldinv * n + 1;
        std::vector<T> inv(size_t(stride_inv) * a.count, T(5));
        A::getri_strided(&n, a.data.data(), &a.lda, &a.stride, ipiv.data(), &stride_ipiv,
                         inv.data(), &ldinv, &stride_inv, &a.count, info.data());
        for (int i = 0; i < a.count; ++i) {
            std::vector<T> want_inv(a.at(i), a.at(i) + a.stride);
            std::vector<lapack_int> p(ipiv.begin() + size_t(i) * stride_ipiv,
                                      ipiv.begin() + size_t(i) * stride_ipiv + n);
            int const code = int(A::getri(LAPACK_COL_MAJOR, n, want_inv.data(), a.lda, p.data()));
            EXPECT_EQ(info[size_t(i)], code) << "getri problem " << i;
            if (code != 0) continue;
            std::vector<T> got, expected;
            for (int c = 0; c < n; ++c)
                for (int r = 0; r < n; ++r) {
                    got.push_back(inv[size_t(i) * stride_inv + size_t(r + c * ldinv)]);
                    expected.push_back(want_inv[size_t(r + c * a.lda)]);
                }
            EXPECT_TRUE(close(got, expected, n * n * n)) << "getri problem " << i;
        }
    }
}

TYPED_TEST(LapackBatch, GetrfGetriGeqrfGroups)
{
    using T = TypeParam;
    using A = Api<T>;
    test::Random g(12);
    // Two groups: three 5 x 5 problems (lda 6), two 4 x 4 problems (lda 4).
    int const group_count = 2, group_size[2] = {3, 2}, m[2] = {5, 4}, lda[2] = {6, 4};
    int const batch = 5;
    std::vector<std::vector<T>> mats, want;
    std::vector<std::vector<int>> pivots;
    std::vector<T*> a;
    std::vector<int*> ipiv;
    for (int gi = 0, i = 0; gi < group_count; ++gi)
        for (int j = 0; j < group_size[gi]; ++j, ++i) {
            mats.push_back(random_vector<T>(size_t(lda[gi] * m[gi]), g));
            pivots.emplace_back(size_t(m[gi]), -1);
        }
    for (int i = 0; i < batch; ++i) {
        a.push_back(mats[size_t(i)].data());
        ipiv.push_back(pivots[size_t(i)].data());
    }
    want = mats;
    std::vector<int> info(batch, -9);
    A::getrf_batch(m, m, a.data(), lda, ipiv.data(), &group_count, group_size, info.data());
    EXPECT_EQ(info, std::vector<int>(batch, 0));
    for (int i = 0; i < batch; ++i) {
        int const gi = i < 3 ? 0 : 1;
        std::vector<lapack_int> p(static_cast<size_t>(m[gi]));
        EXPECT_EQ(A::getrf(LAPACK_COL_MAJOR, m[gi], m[gi], want[size_t(i)].data(), lda[gi],
                           p.data()),
                  0);
        EXPECT_EQ(pivots[size_t(i)], std::vector<int>(p.begin(), p.end())) << "problem " << i;
        EXPECT_TRUE(close(mats[size_t(i)], want[size_t(i)], m[gi])) << "problem " << i;
    }

    // getri_oop from these factors, into separate matrices with their own leading dimension.
    int const ldinv[2] = {5, 7};
    std::vector<std::vector<T>> invs;
    std::vector<T*> inv;
    std::vector<T const*> a_in(a.begin(), a.end());
    std::vector<int const*> ipiv_in(ipiv.begin(), ipiv.end());
    for (int i = 0; i < batch; ++i) {
        int const gi = i < 3 ? 0 : 1;
        invs.emplace_back(size_t(ldinv[gi] * m[gi]), T(3));
    }
    for (auto& v : invs) inv.push_back(v.data());
    A::getri_batch(m, a_in.data(), lda, ipiv_in.data(), inv.data(), ldinv, &group_count,
                   group_size, info.data());
    EXPECT_EQ(info, std::vector<int>(batch, 0));
    for (int i = 0; i < batch; ++i) {
        int const gi = i < 3 ? 0 : 1, n = m[gi];
        std::vector<T> w = mats[size_t(i)];
        std::vector<lapack_int> p(pivots[size_t(i)].begin(), pivots[size_t(i)].end());
        EXPECT_EQ(A::getri(LAPACK_COL_MAJOR, n, w.data(), lda[gi], p.data()), 0);
        std::vector<T> got, expected;
        for (int c = 0; c < n; ++c)
            for (int r = 0; r < n; ++r) {
                got.push_back(invs[size_t(i)][size_t(r + c * ldinv[gi])]);
                expected.push_back(w[size_t(r + c * lda[gi])]);
            }
        EXPECT_TRUE(close(got, expected, n * n * n)) << "getri_oop problem " << i;
    }

    // geqrf on fresh matrices of the same groups (m x n with n = m - 1).
    int const n[2] = {4, 3};
    std::vector<std::vector<T>> q, want_q, tau, want_tau;
    std::vector<T*> qa, ta;
    for (int i = 0; i < batch; ++i) {
        int const gi = i < 3 ? 0 : 1;
        q.push_back(random_vector<T>(size_t(lda[gi] * n[gi]), g));
        tau.emplace_back(size_t(n[gi]), T(7));
    }
    want_q = q;
    want_tau = tau;
    for (int i = 0; i < batch; ++i) {
        qa.push_back(q[size_t(i)].data());
        ta.push_back(tau[size_t(i)].data());
    }
    std::fill(info.begin(), info.end(), -9);
    A::geqrf_batch(m, n, qa.data(), lda, ta.data(), &group_count, group_size, info.data());
    EXPECT_EQ(info, std::vector<int>(batch, 0));
    for (int i = 0; i < batch; ++i) {
        int const gi = i < 3 ? 0 : 1;
        A::geqrf(LAPACK_COL_MAJOR, m[gi], n[gi], want_q[size_t(i)].data(), lda[gi],
                 want_tau[size_t(i)].data());
        EXPECT_TRUE(close(q[size_t(i)], want_q[size_t(i)], m[gi] * n[gi])) << "geqrf " << i;
        EXPECT_TRUE(close(tau[size_t(i)], want_tau[size_t(i)], m[gi] * n[gi])) << "tau " << i;
    }
}

TYPED_TEST(LapackBatch, PotrfGeqrfStrided)
{
    using T = TypeParam;
    using A = Api<T>;
    test::Random g(13);
    int const n = 6, lda = 8, stride = lda * n + 5, count = 4;
    for (char uplo : {'U', 'L', 'l'}) {
        // Problem i: B B^H + n I, positive definite; problem 1 made indefinite.
        std::vector<T> a(size_t(stride) * count, T(9));
        for (int i = 0; i < count; ++i) {
            std::vector<T> b = random_vector<T>(size_t(n * n), g);
            for (int c = 0; c < n; ++c)
                for (int r = 0; r < n; ++r) {
                    T sum = r == c ? T(real_t<T>(n)) : T(0);
                    for (int k = 0; k < n; ++k) {
                        if constexpr (is_complex_v<T>)
                            sum += b[size_t(r + k * n)] * std::conj(b[size_t(c + k * n)]);
                        else
                            sum += b[size_t(r + k * n)] * b[size_t(c + k * n)];
                    }
                    a[size_t(i * stride + r + c * lda)] = sum;
                }
        }
        a[size_t(1 * stride + 3 + 3 * lda)] = T(-100);
        std::vector<T> want = a;
        std::vector<int> info(count, -9);
        A::potrf_strided(&uplo, &n, a.data(), &lda, &stride, &count, info.data());
        for (int i = 0; i < count; ++i) {
            int const code = int(A::potrf(LAPACK_COL_MAJOR, uplo == 'U' ? 'U' : 'L', n,
                                          want.data() + size_t(i) * stride, lda));
            EXPECT_EQ(info[size_t(i)], code) << "potrf " << uplo << " problem " << i;
        }
        EXPECT_GT(info[1], 0);
        // What a failed factorization leaves behind is LAPACK's own business: compare the others.
        for (int i = 0; i < count; ++i) {
            if (info[size_t(i)] != 0) continue;
            EXPECT_TRUE(close(std::vector<T>(a.begin() + i * stride, a.begin() + (i + 1) * stride),
                              std::vector<T>(want.begin() + i * stride,
                                             want.begin() + (i + 1) * stride),
                              n))
                << "potrf " << uplo << " problem " << i;
        }
    }

    int const m = 7, nq = 5, ldq = 9, stride_q = ldq * nq + 2, stride_tau = 6;
    std::vector<T> q = random_vector<T>(size_t(stride_q) * count, g), want_q = q;
    std::vector<T> tau(size_t(stride_tau) * count, T(4)), want_tau = tau;
    std::vector<int> info(count, -9);
    A::geqrf_strided(&m, &nq, q.data(), &ldq, &stride_q, tau.data(), &stride_tau, &count,
                     info.data());
    EXPECT_EQ(info, std::vector<int>(count, 0));
    for (int i = 0; i < count; ++i)
        A::geqrf(LAPACK_COL_MAJOR, m, nq, want_q.data() + size_t(i) * stride_q, ldq,
                 want_tau.data() + size_t(i) * stride_tau);
    EXPECT_TRUE(close(q, want_q, m * nq));
    EXPECT_TRUE(close(tau, want_tau, m * nq));
}

std::string message(int parameter, char const* routine)
{
    return "batchblas_cblas: parameter " + std::to_string(parameter) +
           " was incorrect on entry to " + routine + "\n";
}

/** getrfnp and getrsnp against LAPACKE's getrf and getrs on matrices that partial pivoting
 *  leaves unpermuted (diagonally dominant by columns in |re| + |im|), so that both give the
 *  same factors; a problem with a zero first column reports 1 like getrf. */
TYPED_TEST(LapackBatch, GetrfnpGetrsnpStrided)
{
    using T = TypeParam;
    using A = Api<T>;
    test::Random g(15);
    for (auto [m, n] : {std::pair{6, 6}, std::pair{7, 4}, std::pair{3, 5}, std::pair{1, 1}}) {
        StridedBatch<T> a(m, n, 2, 5, g);
        for (int i = 0; i < a.count; ++i)
            for (int j = 0; j < std::min(m, n); ++j) a.at(i)[j + j * a.lda] += T(4 * (m + n));
        for (int r = 0; r < m; ++r) a.at(2)[r] = T(0);  // problem 2: U(1,1) = 0
        std::vector<T> want = a.data;
        int const mn = std::min(m, n);
        std::vector<int> info(size_t(a.count), -9), want_info(size_t(a.count));
        A::getrfnp_strided(&m, &n, a.data.data(), &a.lda, &a.stride, &a.count, info.data());
        for (int i = 0; i < a.count; ++i) {
            std::vector<lapack_int> p(static_cast<size_t>(mn));
            want_info[size_t(i)] = int(A::getrf(LAPACK_COL_MAJOR, m, n,
                                                want.data() + size_t(i) * a.stride, a.lda, p.data()));
            if (i == 2) continue;
            for (int j = 0; j < mn; ++j) ASSERT_EQ(p[size_t(j)], j + 1) << "pivoting needed";
            EXPECT_TRUE(close(std::vector<T>(a.at(i), a.at(i) + a.stride),
                              std::vector<T>(want.begin() + i * a.stride,
                                             want.begin() + (i + 1) * a.stride),
                              n))
                << "getrfnp " << m << " x " << n << " problem " << i;
        }
        EXPECT_EQ(info, want_info) << m << " x " << n;
        EXPECT_EQ(info[2], 1);
        if (m != n) continue;

        std::vector<lapack_int> identity(static_cast<size_t>(n));
        for (int j = 0; j < n; ++j) identity[size_t(j)] = j + 1;
        for (char trans : {'N', 'T', 'C'}) {
            int const nrhs = 3, ldb = n + 1, stride_b = ldb * nrhs;
            std::vector<T> b = random_vector<T>(size_t(stride_b) * a.count, g), want_b = b;
            A::getrsnp_strided(&trans, &n, &nrhs, a.data.data(), &a.lda, &a.stride, b.data(),
                               &ldb, &stride_b, &a.count, info.data());
            EXPECT_EQ(info, std::vector<int>(size_t(a.count), 0));
            for (int i = 0; i < a.count; ++i) {
                if (i == 2) continue;
                A::getrs(LAPACK_COL_MAJOR, trans, n, nrhs, a.at(i), a.lda, identity.data(),
                         want_b.data() + size_t(i) * stride_b, ldb);
                EXPECT_TRUE(close(std::vector<T>(b.begin() + i * stride_b,
                                                 b.begin() + (i + 1) * stride_b),
                                  std::vector<T>(want_b.begin() + i * stride_b,
                                                 want_b.begin() + (i + 1) * stride_b),
                                  n * n))
                    << "getrsnp trans " << trans << " problem " << i;
            }
        }
    }
}

TEST(LapackBatchErrors, ParameterNumbersInfoAndNothingTouched)
{
    test::Random g(14);
    std::vector<double> a = random_vector<double>(200, g);
    std::vector<double> const keep = a;
    std::vector<int> ipiv(40, -3), info(4, 5);
    int const m = 4, n = 4, batch = 3;
    auto const getrf = [&](int lda, int stride_a, int stride_ipiv, int count) {
        ::testing::internal::CaptureStderr();
        dgetrf_batch_strided(&m, &n, a.data(), &lda, &stride_a, ipiv.data(), &stride_ipiv,
                             &count, info.data());
        return ::testing::internal::GetCapturedStderr();
    };
    EXPECT_EQ(getrf(3, 16, 4, batch), message(4, "dgetrf_batch_strided"));  // lda < m
    EXPECT_EQ(info, (std::vector<int>{-4, -4, -4, 5}));
    EXPECT_EQ(getrf(4, 15, 4, batch), message(5, "dgetrf_batch_strided"));  // stride_a
    EXPECT_EQ(getrf(4, 16, 3, batch), message(7, "dgetrf_batch_strided"));  // stride_ipiv
    EXPECT_EQ(getrf(4, 16, 4, -1), message(8, "dgetrf_batch_strided"));    // batch_size
    EXPECT_EQ(a, keep);
    EXPECT_EQ(ipiv, std::vector<int>(40, -3));

    ::testing::internal::CaptureStderr();
    char const bad_trans = 'X';
    int const nrhs = 1, lda = 4, stride_a = 16, stride_ipiv = 4, ldb = 4, stride_b = 4;
    std::vector<double> b(12, 1.0);
    dgetrs_batch_strided(&bad_trans, &n, &nrhs, a.data(), &lda, &stride_a, ipiv.data(),
                         &stride_ipiv, b.data(), &ldb, &stride_b, &batch, info.data());
    EXPECT_EQ(::testing::internal::GetCapturedStderr(), message(1, "dgetrs_batch_strided"));
    EXPECT_EQ(b, std::vector<double>(12, 1.0));

    // Group form: group 1's lda is too small (parameter 4); every info entry gets -4.
    int const group_count = 2, group_size[2] = {1, 2}, ms[2] = {2, 3}, ldas[2] = {2, 2};
    std::vector<double*> ptrs{a.data(), a.data() + 10, a.data() + 20};
    std::vector<int*> pivs{ipiv.data(), ipiv.data() + 10, ipiv.data() + 20};
    ::testing::internal::CaptureStderr();
    dgetrf_batch(ms, ms, ptrs.data(), ldas, pivs.data(), &group_count, group_size, info.data());
    EXPECT_EQ(::testing::internal::GetCapturedStderr(), message(4, "dgetrf_batch"));
    EXPECT_EQ(info, (std::vector<int>{-4, -4, -4, 5}));
    EXPECT_EQ(a, keep);

    // getrsnp has no pivots: its parameter numbers skip them (lda 5, ldb 8, stride_b 9).
    auto const getrsnp = [&](int lda_, int ldb_, int stride_b_) {
        char const trans = 'N';
        ::testing::internal::CaptureStderr();
        dgetrsnp_batch_strided(&trans, &n, &nrhs, a.data(), &lda_, &stride_a, b.data(), &ldb_,
                               &stride_b_, &batch, info.data());
        return ::testing::internal::GetCapturedStderr();
    };
    EXPECT_EQ(getrsnp(3, 4, 4), message(5, "dgetrsnp_batch_strided"));
    EXPECT_EQ(info, (std::vector<int>{-5, -5, -5, 5}));
    EXPECT_EQ(getrsnp(4, 3, 4), message(8, "dgetrsnp_batch_strided"));
    EXPECT_EQ(getrsnp(4, 4, 3), message(9, "dgetrsnp_batch_strided"));
    EXPECT_EQ(b, std::vector<double>(12, 1.0));
    ::testing::internal::CaptureStderr();
    int const bad_m = -1;
    dgetrfnp_batch_strided(&bad_m, &n, a.data(), &lda, &stride_a, &batch, info.data());
    EXPECT_EQ(::testing::internal::GetCapturedStderr(), message(1, "dgetrfnp_batch_strided"));
    EXPECT_EQ(a, keep);

    ::testing::internal::CaptureStderr();
    char const bad_uplo = 'x';
    dpotrf_batch_strided(&bad_uplo, &n, a.data(), &lda, &stride_a, &batch, info.data());
    EXPECT_EQ(::testing::internal::GetCapturedStderr(), message(1, "dpotrf_batch_strided"));
    EXPECT_EQ(a, keep);
}

}  // namespace
