// SPDX-License-Identifier: BSD-3-Clause
/**
 * Unit tests of the per-problem CPU LAPACK routines (cpu/drivers/lapack.hh): every routine,
 * scalar type, layout and option, at the sizes around the fused buffer's limit (31, 32, 33 for
 * complex double; 45/46 for double and complex float; 64 for float) and of the recursive path
 * (64, 100, tall and wide shapes, one row or column longer than the buffer).
 *
 * Accuracy: LAPACK's own test residuals (tests/oracle/lapack.hh) below 30. Agreement with netlib
 * LAPACK 3.11 in the same run: the same pivots for getrf (random matrices have no ties), the same
 * info codes for singular and non-positive-definite matrices, tau and R of geqrf within rounding.
 * Memory: every matrix lives in a buffer with guard bands and padding that must stay bitwise
 * unchanged, as must the triangle potrf / potrs do not reference, the pivots past min(m, n),
 * tau past min(m, n), and the inputs of the solves. NaN and Inf inputs must finish (no hang,
 * no crash) and report as LAPACK.
 */
#include <gtest/gtest.h>

#include <algorithm>
#include <complex>
#include <cstdint>
#include <limits>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "common/test_util.hh"
#include "cpu/drivers/lapack.hh"
#include "oracle/lapack.hh"

namespace {

using namespace batchblas;
using namespace oracle::lapack;
using test::Matrix;

/** LAPACK's testing threshold on the scaled residuals. */
constexpr double threshold = 30;
constexpr int64_t pivot_sentinel = -77;

Layout const layouts[] = {Layout::ColMajor, Layout::RowMajor};
Op const ops[] = {Op::NoTrans, Op::Trans, Op::ConjTrans};
Uplo const uplos[] = {Uplo::Lower, Uplo::Upper};

char op_char(Op op) { return op == Op::NoTrans ? 'N' : op == Op::Trans ? 'T' : 'C'; }

/** A rows x cols random matrix in the layout, 3 padding entries after each stored vector. */
template <typename T>
Matrix<T> random_matrix(int64_t rows, int64_t cols, Layout layout, uint64_t seed)
{
    bool const col = layout == Layout::ColMajor;
    Matrix<T> a(rows, cols, (col ? rows : cols) + 3, col);
    a.fill_random(seed);
    return a;
}

/** An empty (sentinel-filled) matrix of the same shape, layout and padding. */
template <typename T>
Matrix<T> blank_matrix(int64_t rows, int64_t cols, Layout layout)
{
    bool const col = layout == Layout::ColMajor;
    return Matrix<T>(rows, cols, (col ? rows : cols) + 3, col);
}

/**
 * The n x n Hermitian positive definite H stored in the uplo triangle of a matrix whose other
 * triangle holds the sentinel; complex diagonals get a stray imaginary part to be ignored.
 */
template <typename T>
Matrix<T> hpd_matrix(Dense const& H, Uplo uplo, Layout layout)
{
    int64_t const n = H.n;
    Matrix<T> a = blank_matrix<T>(n, n, layout);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            if (i == j) a(i, i) = test::make<T>(H(i, i).real(), 0.25);
            else if ((i > j) == (uplo == Uplo::Lower)) a(i, j) = narrow<T>(H(i, j));
        }
    return a;
}

/** The triangle strictly opposite uplo still holds the sentinel, bit for bit. */
template <typename T>
bool other_triangle_untouched(Matrix<T> const& a, Uplo uplo)
{
    T const s = test::sentinel<T>();
    for (int64_t j = 0; j < a.cols(); ++j)
        for (int64_t i = 0; i < a.rows(); ++i) {
            bool const other = uplo == Uplo::Lower ? i < j : i > j;
            if (other && !test::same_bits(a(i, j), s)) return false;
        }
    return true;
}

std::string label(Layout layout, int64_t m, int64_t n, char const* extra = "")
{
    std::ostringstream s;
    s << (layout == Layout::ColMajor ? "ColMajor" : "RowMajor") << " m=" << m << " n=" << n
      << " " << extra;
    return s.str();
}

template <typename T>
class LapackKernel : public ::testing::Test {};
TYPED_TEST_SUITE(LapackKernel, test::ScalarTypes, test::TypeNames);

// ------------------------------------------------------------------------------------------------
// getrf

TYPED_TEST(LapackKernel, GetrfFactorsWithNetlibPivots)
{
    using T = TypeParam;
    std::vector<std::pair<int64_t, int64_t>> const shapes = {
        {0, 0},    {0, 5},   {5, 0},   {1, 1},   {2, 2},    {3, 3},    {4, 4},   {5, 5},
        {7, 7},    {8, 8},   {9, 9},   {16, 16}, {17, 17},  {31, 31},  {32, 32}, {33, 33},
        {45, 45},  {46, 46}, {64, 64}, {65, 65}, {100, 100}, {100, 31}, {31, 100}, {64, 33},
        {2, 65},   {9, 4},   {4, 9},   {1, 3000}, {3000, 1}, {3000, 2}, {300, 5},  {130, 70}};
    uint64_t seed = 1;
    for (Layout layout : layouts)
        for (auto [m, n] : shapes) {
            SCOPED_TRACE(label(layout, m, n));
            Matrix<T> A = random_matrix<T>(m, n, layout, seed++);
            Dense const A0 = logical(A);
            std::vector<T> ref = column_major(A);
            int64_t const k = std::min(m, n);
            std::vector<int64_t> ipiv(size_t(k + 4), pivot_sentinel);
            EXPECT_EQ(cpu::getrf(layout, m, n, A.data(), A.ld(), ipiv.data()), 0);
            EXPECT_TRUE(A.outside_intact());
            for (int64_t t = k; t < k + 4; ++t) EXPECT_EQ(ipiv[size_t(t)], pivot_sentinel);
            EXPECT_LT(lu_residual<T>(A0, logical(A), ipiv.data()), threshold);
            if (k == 0) continue;
            std::vector<int> netlib_ipiv;
            EXPECT_EQ(netlib_getrf<T>(int(m), int(n), ref, netlib_ipiv), 0);
            int64_t first_difference = -1;
            for (int64_t i = 0; i < k && first_difference < 0; ++i)
                if (ipiv[size_t(i)] != netlib_ipiv[size_t(i)]) first_difference = i;
            EXPECT_EQ(first_difference, -1) << "pivot " << first_difference;
        }
}

TYPED_TEST(LapackKernel, GetrfReportsFirstExactlyZeroPivotAndCompletes)
{
    using T = TypeParam;
    std::vector<std::pair<int64_t, int64_t>> const shapes = {
        {1, 1}, {2, 2}, {5, 5}, {8, 8}, {31, 31}, {33, 33}, {64, 64}, {100, 100}, {100, 40},
        {40, 100}};
    uint64_t seed = 100;
    for (Layout layout : layouts)
        for (auto [m, n] : shapes) {
            int64_t const k = std::min(m, n);
            for (int64_t zero : {int64_t(0), k / 2, k - 1}) {
                SCOPED_TRACE(label(layout, m, n, ("zero column " + std::to_string(zero)).c_str()));
                Matrix<T> A = random_matrix<T>(m, n, layout, seed++);
                for (int64_t i = 0; i < m; ++i) A(i, zero) = T(0);
                if (zero + 2 < k)  // a later zero column must not change the code
                    for (int64_t i = 0; i < m; ++i) A(i, zero + 2) = T(0);
                Dense const A0 = logical(A);
                std::vector<T> ref = column_major(A);
                std::vector<int64_t> ipiv(static_cast<size_t>(k));
                int64_t const info = cpu::getrf(layout, m, n, A.data(), A.ld(), ipiv.data());
                EXPECT_EQ(info, zero + 1);
                std::vector<int> netlib_ipiv;
                EXPECT_EQ(netlib_getrf<T>(int(m), int(n), ref, netlib_ipiv), info);
                EXPECT_LT(lu_residual<T>(A0, logical(A), ipiv.data()), threshold);
                EXPECT_TRUE(A.outside_intact());
            }
        }
}

// ------------------------------------------------------------------------------------------------
// getrs, gesv

TYPED_TEST(LapackKernel, GetrsSolvesEveryOp)
{
    using T = TypeParam;
    uint64_t seed = 200;
    for (Layout layout : layouts)
        for (int64_t n : {0, 1, 2, 5, 8, 31, 32, 33, 46, 64, 100})
            for (int64_t nrhs : {0, 1, 7, 70}) {
                Matrix<T> A = random_matrix<T>(n, n, layout, seed++);
                Dense const A0 = logical(A);
                std::vector<int64_t> ipiv(size_t(std::max<int64_t>(n, 1)));
                ASSERT_EQ(cpu::getrf(layout, n, n, A.data(), A.ld(), ipiv.data()), 0);
                Matrix<T> const factors = A;
                for (Op op : ops) {
                    SCOPED_TRACE(label(layout, n, nrhs, std::string(1, op_char(op)).c_str()));
                    Matrix<T> B = random_matrix<T>(n, nrhs, layout, seed++);
                    Dense const B0 = logical(B);
                    cpu::getrs(layout, op, n, nrhs, A.data(), A.ld(), ipiv.data(), B.data(),
                               B.ld());
                    EXPECT_LT(solve_residual<T>(op_char(op), A0, logical(B), B0), threshold);
                    EXPECT_TRUE(B.outside_intact());
                    EXPECT_TRUE(test::same_buffer(A, factors));
                }
            }
}

TYPED_TEST(LapackKernel, GesvSolvesOrReportsAndLeavesBAlone)
{
    using T = TypeParam;
    uint64_t seed = 300;
    for (Layout layout : layouts)
        for (int64_t n : {0, 1, 2, 31, 32, 33, 46, 64, 100})
            for (int64_t nrhs : {0, 1, 40}) {
                SCOPED_TRACE(label(layout, n, nrhs));
                Matrix<T> A = random_matrix<T>(n, n, layout, seed++);
                Matrix<T> B = random_matrix<T>(n, nrhs, layout, seed++);
                Dense const A0 = logical(A), B0 = logical(B);
                std::vector<int64_t> ipiv(size_t(n + 2), pivot_sentinel);
                EXPECT_EQ(cpu::gesv(layout, n, nrhs, A.data(), A.ld(), ipiv.data(), B.data(),
                                    B.ld()),
                          0);
                EXPECT_LT(lu_residual<T>(A0, logical(A), ipiv.data()), threshold);
                EXPECT_LT(solve_residual<T>('N', A0, logical(B), B0), threshold);
                EXPECT_TRUE(A.outside_intact());
                EXPECT_TRUE(B.outside_intact());
                EXPECT_EQ(ipiv[size_t(n)], pivot_sentinel);
                if (n < 2) continue;
                // Singular: the code of getrf, and B untouched.
                Matrix<T> S = random_matrix<T>(n, n, layout, seed++);
                for (int64_t i = 0; i < n; ++i) S(i, n / 2) = T(0);
                Matrix<T> C = random_matrix<T>(n, nrhs, layout, seed++);
                Matrix<T> const C0 = C;
                EXPECT_EQ(cpu::gesv(layout, n, nrhs, S.data(), S.ld(), ipiv.data(), C.data(),
                                    C.ld()),
                          n / 2 + 1);
                EXPECT_TRUE(test::same_buffer(C, C0));
            }
}

// ------------------------------------------------------------------------------------------------
// potrf, potrs, posv

TYPED_TEST(LapackKernel, PotrfFactorsTheUploTriangleOnly)
{
    using T = TypeParam;
    uint64_t seed = 400;
    for (Layout layout : layouts)
        for (Uplo uplo : uplos)
            for (int64_t n : {0, 1, 2, 3, 4, 5, 8, 9, 31, 32, 33, 45, 46, 64, 65, 100}) {
                SCOPED_TRACE(label(layout, n, n, uplo == Uplo::Lower ? "Lower" : "Upper"));
                Dense const H = random_hpd(n, test::is_complex_v<T>, seed++);
                Matrix<T> A = hpd_matrix<T>(H, uplo, layout);
                EXPECT_EQ(cpu::potrf(layout, uplo, n, A.data(), A.ld()), 0);
                EXPECT_LT(cholesky_residual<T>(H, logical(A), uplo == Uplo::Lower), threshold);
                EXPECT_TRUE(other_triangle_untouched(A, uplo));
                EXPECT_TRUE(A.outside_intact());
                for (int64_t i = 0; i < n; ++i) EXPECT_EQ(test::imag_part(A(i, i)), 0);
            }
}

TYPED_TEST(LapackKernel, PotrfReportsTheFailingMinorAsNetlib)
{
    using T = TypeParam;
    uint64_t seed = 500;
    for (Layout layout : layouts)
        for (Uplo uplo : uplos)
            for (int64_t n : {1, 2, 31, 33, 64, 100})
                for (int64_t bad : {int64_t(0), n / 2, n - 1}) {
                    SCOPED_TRACE(label(layout, n, bad, uplo == Uplo::Lower ? "Lower" : "Upper"));
                    Dense H = random_hpd(n, test::is_complex_v<T>, seed++);
                    H(bad, bad) = -1.0;  // the leading minor of order bad + 1 is indefinite
                    Matrix<T> A = hpd_matrix<T>(H, uplo, layout);
                    std::vector<T> ref = column_major(A);
                    int64_t const info = cpu::potrf(layout, uplo, n, A.data(), A.ld());
                    EXPECT_EQ(info, bad + 1);
                    EXPECT_EQ(netlib_potrf<T>(uplo == Uplo::Lower ? 'L' : 'U', int(n), ref), info);
                    EXPECT_TRUE(other_triangle_untouched(A, uplo));
                    EXPECT_TRUE(A.outside_intact());
                }
}

TYPED_TEST(LapackKernel, PotrsAndPosvSolve)
{
    using T = TypeParam;
    uint64_t seed = 600;
    for (Layout layout : layouts)
        for (Uplo uplo : uplos)
            for (int64_t n : {0, 1, 2, 31, 32, 33, 46, 64, 100})
                for (int64_t nrhs : {0, 1, 70}) {
                    SCOPED_TRACE(label(layout, n, nrhs, uplo == Uplo::Lower ? "Lower" : "Upper"));
                    Dense const H = random_hpd(n, test::is_complex_v<T>, seed++);
                    Matrix<T> A = hpd_matrix<T>(H, uplo, layout);
                    Matrix<T> B = random_matrix<T>(n, nrhs, layout, seed++);
                    Dense const B0 = logical(B);
                    Matrix<T> B2 = B;
                    // posv
                    EXPECT_EQ(cpu::posv(layout, uplo, n, nrhs, A.data(), A.ld(), B.data(), B.ld()),
                              0);
                    EXPECT_LT(solve_residual<T>('N', H, logical(B), B0), threshold);
                    EXPECT_TRUE(other_triangle_untouched(A, uplo));
                    EXPECT_TRUE(B.outside_intact());
                    // potrs with the factor posv left
                    Matrix<T> const factor = A;
                    cpu::potrs(layout, uplo, n, nrhs, A.data(), A.ld(), B2.data(), B2.ld());
                    EXPECT_LT(solve_residual<T>('N', H, logical(B2), B0), threshold);
                    EXPECT_TRUE(test::same_buffer(A, factor));
                    EXPECT_TRUE(B2.outside_intact());
                    if (n < 2) continue;
                    // posv on an indefinite matrix: potrf's code, B untouched.
                    Dense I = H;
                    I(n - 1, n - 1) = -1.0;
                    Matrix<T> F = hpd_matrix<T>(I, uplo, layout);
                    Matrix<T> C = random_matrix<T>(n, nrhs, layout, seed++);
                    Matrix<T> const C0 = C;
                    EXPECT_EQ(cpu::posv(layout, uplo, n, nrhs, F.data(), F.ld(), C.data(), C.ld()),
                              n);
                    EXPECT_TRUE(test::same_buffer(C, C0));
                }
}

// ------------------------------------------------------------------------------------------------
// getri

TYPED_TEST(LapackKernel, GetriInvertsOutOfPlaceAndInPlace)
{
    using T = TypeParam;
    uint64_t seed = 700;
    for (Layout layout : layouts)
        for (int64_t n : {0, 1, 2, 31, 32, 33, 45, 46, 64, 65, 100}) {
            SCOPED_TRACE(label(layout, n, n));
            Matrix<T> A = random_matrix<T>(n, n, layout, seed++);
            Dense const A0 = logical(A);
            std::vector<int64_t> ipiv(size_t(std::max<int64_t>(n, 1)));
            ASSERT_EQ(cpu::getrf(layout, n, n, A.data(), A.ld(), ipiv.data()), 0);
            Matrix<T> const factors = A;
            // Out of place, C with its own leading dimension.
            bool const col = layout == Layout::ColMajor;
            Matrix<T> C(n, n, n + 7, col);
            EXPECT_EQ(cpu::getri(layout, n, A.data(), A.ld(), ipiv.data(), C.data(), C.ld()), 0);
            EXPECT_LT(inverse_residual<T>(A0, logical(C)), threshold);
            EXPECT_TRUE(test::same_buffer(A, factors));
            EXPECT_TRUE(C.outside_intact());
            // In place.
            EXPECT_EQ(cpu::getri(layout, n, A.data(), A.ld(), ipiv.data(), A.data(), A.ld()), 0);
            EXPECT_LT(inverse_residual<T>(A0, logical(A)), threshold);
            EXPECT_TRUE(A.outside_intact());
        }
}

TYPED_TEST(LapackKernel, GetriReportsSingularFactorsAndLeavesCAlone)
{
    using T = TypeParam;
    uint64_t seed = 800;
    for (Layout layout : layouts)
        for (int64_t n : {1, 2, 33, 100})
            for (int64_t zero : {int64_t(0), n - 1}) {
                SCOPED_TRACE(label(layout, n, zero));
                Matrix<T> A = random_matrix<T>(n, n, layout, seed++);
                for (int64_t i = 0; i < n; ++i) A(i, zero) = T(0);
                std::vector<int64_t> ipiv(static_cast<size_t>(n));
                ASSERT_EQ(cpu::getrf(layout, n, n, A.data(), A.ld(), ipiv.data()), zero + 1);
                Matrix<T> C = blank_matrix<T>(n, n, layout);
                Matrix<T> const C0 = C;
                EXPECT_EQ(cpu::getri(layout, n, A.data(), A.ld(), ipiv.data(), C.data(), C.ld()),
                          zero + 1);
                EXPECT_TRUE(test::same_buffer(C, C0));
            }
}

// ------------------------------------------------------------------------------------------------
// geqrf

TYPED_TEST(LapackKernel, GeqrfMatchesNetlibReflectors)
{
    using T = TypeParam;
    std::vector<std::pair<int64_t, int64_t>> const shapes = {
        {0, 0},   {0, 4},   {4, 0},    {1, 1},    {2, 2},   {2, 1},   {1, 2},
        {31, 31}, {32, 32}, {33, 33},  {45, 45},  {46, 46}, {64, 64}, {100, 100},
        {100, 31}, {31, 100}, {3000, 2}, {1, 3000}, {200, 70}, {70, 200}, {65, 64}};
    uint64_t seed = 900;
    for (Layout layout : layouts)
        for (auto [m, n] : shapes) {
            SCOPED_TRACE(label(layout, m, n));
            Matrix<T> A = random_matrix<T>(m, n, layout, seed++);
            Dense const A0 = logical(A);
            std::vector<T> ref = column_major(A);
            int64_t const k = std::min(m, n);
            T const tau_sentinel = test::sentinel<T>();
            std::vector<T> tau(size_t(k + 3), tau_sentinel);
            cpu::geqrf(layout, m, n, A.data(), A.ld(), tau.data());
            EXPECT_TRUE(A.outside_intact());
            for (int64_t t = k; t < k + 3; ++t) EXPECT_TRUE(test::same_bits(tau[size_t(t)], tau_sentinel));
            if (k == 0) continue;
            std::vector<Z> wide_tau(static_cast<size_t>(k));
            for (int64_t i = 0; i < k; ++i) wide_tau[size_t(i)] = widen(tau[size_t(i)]);
            Dense const F = logical(A);
            auto const [factor, orthogonality] = qr_residuals<T>(A0, F, wide_tau);
            EXPECT_LT(factor, threshold);
            EXPECT_LT(orthogonality, threshold);
            // Same reflectors as netlib: tau and R agree to rounding (a sign or conjugation
            // slip would be O(1)).
            std::vector<T> netlib_tau;
            ASSERT_EQ(netlib_geqrf<T>(int(m), int(n), ref, netlib_tau), 0);
            double const tol = 1000.0 * double(std::max(m, n)) * eps<T>();
            double r_scale = 0;
            for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i <= std::min(j, m - 1); ++i)
                    r_scale = std::max(r_scale, std::abs(widen(ref[size_t(i + j * m)])));
            for (int64_t i = 0; i < k; ++i)
                EXPECT_LE(std::abs(wide_tau[size_t(i)] - widen(netlib_tau[size_t(i)])), tol)
                    << "tau " << i;
            double r_error = 0;
            for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i <= std::min(j, m - 1); ++i)
                    r_error = std::max(r_error, std::abs(F(i, j) - widen(ref[size_t(i + j * m)])));
            EXPECT_LE(r_error, tol * r_scale);
        }
}

// ------------------------------------------------------------------------------------------------
// NaN and Inf

TYPED_TEST(LapackKernel, NanAndInfInputsFinishAndReportAsLapack)
{
    using T = TypeParam;
    uint64_t seed = 1000;
    T const nan = test::nan_value<T>(), inf = test::inf_value<T>();
    for (Layout layout : layouts)
        for (int64_t n : {5, 40, 100}) {
            SCOPED_TRACE(label(layout, n, n));
            // getrf: a leading NaN is the pivot (i?amax takes the first entry when it is NaN).
            for (auto [i, j, value] : {std::tuple<int64_t, int64_t, T>{0, 0, nan},
                                       {n - 1, n / 2, nan}, {n / 3, 0, inf}}) {
                SCOPED_TRACE("special value at " + std::to_string(i) + ", " + std::to_string(j));
                Matrix<T> A = random_matrix<T>(n, n, layout, seed++);
                A(i, j) = value;
                std::vector<T> ref = column_major(A);
                std::vector<int64_t> ipiv(static_cast<size_t>(n));
                int64_t const info = cpu::getrf(layout, n, n, A.data(), A.ld(), ipiv.data());
                std::vector<int> netlib_ipiv;
                EXPECT_EQ(netlib_getrf<T>(int(n), int(n), ref, netlib_ipiv), info);
                if (i == 0 && j == 0) {
                    EXPECT_EQ(ipiv[0], 1);
                }
                // An infinite complex pivot: netlib's 1 / pivot (gfortran's Smith division) is
                // NaN, ours (C++ Annex G) is 0 as for real types, so the later pivots may differ.
                bool const infinite_complex_pivot = test::is_complex_v<T> && j == 0 && i > 0;
                for (int64_t r = 0; r < n && !infinite_complex_pivot; ++r)
                    EXPECT_EQ(ipiv[size_t(r)], netlib_ipiv[size_t(r)]) << "pivot " << r;
                EXPECT_TRUE(A.outside_intact());
                // The solves, inverse and QR on NaN / Inf data run to the end.
                Matrix<T> B = random_matrix<T>(n, 3, layout, seed++);
                cpu::getrs(layout, Op::NoTrans, n, 3, A.data(), A.ld(), ipiv.data(), B.data(),
                           B.ld());
                Matrix<T> C = blank_matrix<T>(n, n, layout);
                cpu::getri(layout, n, A.data(), A.ld(), ipiv.data(), C.data(), C.ld());
                Matrix<T> Q = random_matrix<T>(n, n, layout, seed++);
                Q(i, j) = value;
                std::vector<T> tau(static_cast<size_t>(n));
                cpu::geqrf(layout, n, n, Q.data(), Q.ld(), tau.data());
                EXPECT_TRUE(Q.outside_intact());
            }
            // potrf: a NaN pivot fails as LAPACK's disnan test.
            for (Uplo uplo : uplos) {
                Dense H = random_hpd(n, test::is_complex_v<T>, seed++);
                H(n / 2, n / 2) = std::numeric_limits<double>::quiet_NaN();
                Matrix<T> A = hpd_matrix<T>(H, uplo, layout);
                std::vector<T> ref = column_major(A);
                int64_t const info = cpu::potrf(layout, uplo, n, A.data(), A.ld());
                EXPECT_EQ(info, n / 2 + 1);
                EXPECT_EQ(netlib_potrf<T>(uplo == Uplo::Lower ? 'L' : 'U', int(n), ref), info);
                Matrix<T> B = random_matrix<T>(n, 2, layout, seed++);
                B(0, 0) = nan;
                Dense const G = random_hpd(n, test::is_complex_v<T>, seed++);
                Matrix<T> P = hpd_matrix<T>(G, uplo, layout);
                EXPECT_EQ(cpu::posv(layout, uplo, n, 2, P.data(), P.ld(), B.data(), B.ld()), 0);
                EXPECT_TRUE(B.outside_intact());
            }
        }
}

}  // namespace
