// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of the 2016 flat API's gemv, axpy and getrf (batchblas/bblas_flat.h,
 * src/api/flat/flat.cc): FIXED and VARIABLE results against plain
 * loops (gemv, axpy) and against the standard C API's getrf (same core, int64_t pivots), guard
 * bands, int pivots, the positive getrf code of a singular matrix, and the info codes of
 * invalid arguments at their flat positions.
 */
#include <batchblas.h>
#include <batchblas/bblas_flat.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "common/test_util.hh"

namespace {

constexpr int sentinel = 0x5A5A5A5A;

TEST(FlatLevel12, GemvVariableAndFixed)
{
    // Three problems, column-major, increments 1, -2 and 3.
    int m[] = {3, 2, 4}, n[] = {2, 3, 1}, lda[] = {4, 2, 4}, incx[] = {1, -2, 3},
        incy[] = {2, 1, -1};
    enum BBLAS_TRANS trans[] = {BblasNoTrans, BblasTrans, BblasConjTrans};
    double alpha[] = {0.5, -1.0, 2.0}, beta[] = {0.0, 1.0, -0.5};
    test::Random random(3);
    std::vector<std::vector<double>> a(3), x(3), y(3), want(3);
    std::vector<double const*> A(3), X(3);
    std::vector<double*> Y(3);
    for (int i = 0; i < 3; ++i) {
        int const lx = trans[i] == BblasNoTrans ? n[i] : m[i];
        int const ly = trans[i] == BblasNoTrans ? m[i] : n[i];
        a[i].resize(size_t(lda[i] * n[i]));
        x[i].resize(size_t(1 + (lx - 1) * std::abs(incx[i])));
        y[i].resize(size_t(1 + (ly - 1) * std::abs(incy[i])) + 2, -99.0);  // 2 guard entries
        for (auto* v : {&a[i], &x[i]})
            for (auto& e : *v) e = random.uniform();
        for (int j = 0; j < 1 + (ly - 1) * std::abs(incy[i]); ++j) y[i][size_t(j)] = random.uniform();
        want[i] = y[i];
        // Reference: y = alpha op(A) x + beta y with BLAS increments.
        auto const xi = [&](int j) { return x[i][size_t(incx[i] > 0 ? j * incx[i] : (lx - 1 - j) * -incx[i])]; };
        auto const yi = [&](int j) -> double& {
            return want[i][size_t(incy[i] > 0 ? j * incy[i] : (ly - 1 - j) * -incy[i])];
        };
        for (int r = 0; r < ly; ++r) {
            double s = 0;
            for (int c = 0; c < lx; ++c)
                s += (trans[i] == BblasNoTrans ? a[i][size_t(r + c * lda[i])]
                                               : a[i][size_t(c + r * lda[i])]) * xi(c);
            yi(r) = alpha[i] * s + (beta[i] == 0.0 ? 0.0 : beta[i] * yi(r));
        }
        A[size_t(i)] = a[i].data(), X[size_t(i)] = x[i].data(), Y[size_t(i)] = y[i].data();
    }
    std::vector<int> info(4, sentinel);
    bblas_dgemv_batch(trans, m, n, alpha, A.data(), lda, X.data(), incx, beta, Y.data(), incy, 3,
                      BBLAS_VARIABLE, info.data());
    EXPECT_EQ(info, (std::vector<int>{0, 0, 0, sentinel}));
    for (int i = 0; i < 3; ++i)
        for (size_t j = 0; j < y[size_t(i)].size(); ++j) EXPECT_NEAR(y[size_t(i)][j], want[size_t(i)][j], 1e-13);

    // FIXED with a zero increment at index 0: every problem reports incx (position 8).
    int bad_incx[] = {0, 1, 1};
    std::vector<std::vector<double>> keep = y;
    bblas_dgemv_batch(trans, m, n, alpha, A.data(), lda, X.data(), bad_incx, beta, Y.data(), incy,
                      3, BBLAS_FIXED, info.data());
    EXPECT_EQ(info, (std::vector<int>{-8, -8, -8, sentinel}));
    EXPECT_EQ(y, keep);
    // VARIABLE: only problem 0 fails, nothing is computed.
    bblas_dgemv_batch(trans, m, n, alpha, A.data(), lda, X.data(), bad_incx, beta, Y.data(), incy,
                      3, BBLAS_VARIABLE, info.data());
    EXPECT_EQ(info, (std::vector<int>{-8, 0, 0, sentinel}));
    EXPECT_EQ(y, keep);
    // lda too small in problem 1 (position 6); batch_count < 0 (position 12).
    int bad_lda[] = {4, 1, 4};
    bblas_dgemv_batch(trans, m, n, alpha, A.data(), bad_lda, X.data(), incx, beta, Y.data(), incy,
                      3, BBLAS_VARIABLE, info.data());
    EXPECT_EQ(info, (std::vector<int>{0, -6, 0, sentinel}));
    std::fill(info.begin(), info.end(), sentinel);
    bblas_dgemv_batch(nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr,
                      nullptr, nullptr, nullptr, -2, BBLAS_VARIABLE, info.data());
    EXPECT_EQ(info, (std::vector<int>{-12, sentinel, sentinel, sentinel}));
    bblas_dgemv_batch(nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr,
                      nullptr, nullptr, nullptr, 2, BBLAS_OPTS(5), info.data());
    EXPECT_EQ(info, (std::vector<int>{-13, -13, sentinel, sentinel}));
    EXPECT_EQ(y, keep);
}

TEST(FlatLevel12, AxpyFixedComplex)
{
    using Z = std::complex<double>;
    int n[] = {3}, incx[] = {1}, incy[] = {2};
    Z alpha[] = {Z(0.5, -1)};
    std::vector<Z> x0 = {Z(1, 2), Z(3, -1), Z(-2, 0.5)}, x1 = {Z(0, 1), Z(1, 1), Z(2, -2)};
    std::vector<Z> y0(6, Z(1, 1)), y1(6, Z(-1, 0.25));
    std::vector<Z> w0 = y0, w1 = y1;
    for (int j = 0; j < 3; ++j) {
        w0[size_t(2 * j)] += alpha[0] * x0[size_t(j)];
        w1[size_t(2 * j)] += alpha[0] * x1[size_t(j)];
    }
    Z const* X[] = {x0.data(), x1.data()};
    Z* Y[] = {y0.data(), y1.data()};
    int info[3] = {sentinel, sentinel, sentinel};
    bblas_zaxpy_batch(n, alpha, X, incx, Y, incy, 2, BBLAS_FIXED, info);
    EXPECT_EQ(info[0], 0);
    EXPECT_EQ(info[1], 0);
    EXPECT_EQ(info[2], sentinel);
    EXPECT_EQ(y0, w0);  // the last odd entry (a guard) untouched as well
    EXPECT_EQ(y1, w1);
    // incy 0: position 6 for every problem; Level 1 has no layout to shift positions.
    int zero[] = {0};
    bblas_zaxpy_batch(n, alpha, X, incx, Y, zero, 2, BBLAS_FIXED, info);
    EXPECT_EQ(info[0], -6);
    EXPECT_EQ(info[1], -6);
    EXPECT_EQ(y0, w0);
}

TEST(FlatLapack, GetrfMatchesTheStandardApiWithIntPivots)
{
    // Problem 0: 4x4 random; problem 1: 3x5; problem 2: exactly singular (zero column 2).
    int m[] = {4, 3, 3}, n[] = {4, 5, 3}, lda[] = {5, 3, 3};
    test::Random random(9);
    std::vector<std::vector<float>> a(3);
    for (int i = 0; i < 3; ++i) {
        a[size_t(i)].resize(size_t(lda[i] * n[i]) + 2, 123.0f);  // 2 guard entries at the end
        for (int c = 0; c < n[i]; ++c)
            for (int r = 0; r < m[i]; ++r)
                a[size_t(i)][size_t(r + c * lda[i])] = (i == 2 && c == 1) ? 0.0f : float(random.uniform());
    }
    std::vector<std::vector<float>> b = a;
    std::vector<std::vector<int>> piv = {std::vector<int>(5, -1), std::vector<int>(5, -1),
                                         std::vector<int>(5, -1)};
    float* A[] = {a[0].data(), a[1].data(), a[2].data()};
    int* P[] = {piv[0].data(), piv[1].data(), piv[2].data()};
    int info[4] = {sentinel, sentinel, sentinel, sentinel};
    bblas_sgetrf_batch(m, n, A, lda, P, 3, BBLAS_VARIABLE, info);
    EXPECT_EQ(info[0], 0);
    EXPECT_EQ(info[1], 0);
    EXPECT_EQ(info[2], 2);  // U(2,2) exactly zero
    EXPECT_EQ(info[3], sentinel);

    // The same problems through the standard C API.
    int64_t const sizes[] = {1, 1, 1};
    int64_t m64[] = {4, 3, 3}, n64[] = {4, 5, 3}, lda64[] = {5, 3, 3};
    std::vector<std::vector<int64_t>> piv64(3, std::vector<int64_t>(5, -1));
    float* B[] = {b[0].data(), b[1].data(), b[2].data()};
    int64_t* P64[] = {piv64[0].data(), piv64[1].data(), piv64[2].data()};
    int64_t info64[4] = {BblasErrorsReportAll, 0, 0, 0};
    BLAS_getrf_batched_r32(BlasColMajor, m64, n64, B, lda64, P64, 3, sizes, info64);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(a[size_t(i)], b[size_t(i)]) << i;  // guards included
        for (size_t j = 0; j < 5; ++j) EXPECT_EQ(int64_t(piv[size_t(i)][j]), piv64[size_t(i)][j]) << i;
        EXPECT_EQ(int64_t(info[i]), info64[1 + i]);
    }

    // FIXED: only index 0 of m, n, lda read; a null ipiv pointer is invalid (position 5).
    int fm[] = {2, -1}, fn[] = {2, -1}, flda[] = {3, 0};
    std::vector<float> f0 = {4, 1, 9, 2, 3, 9}, f1 = {1, 2, 9, 3, 4, 9};
    std::vector<int> fp0(2, -1), fp1(2, -1);
    float* FA[] = {f0.data(), f1.data()};
    int* FP[] = {fp0.data(), nullptr};
    bblas_sgetrf_batch(fm, fn, FA, flda, FP, 2, BBLAS_FIXED, info);
    EXPECT_EQ(info[0], 0);
    EXPECT_EQ(info[1], -5);
    EXPECT_EQ(f0, (std::vector<float>{4, 1, 9, 2, 3, 9}));  // nothing computed
    FP[1] = fp1.data();
    bblas_sgetrf_batch(fm, fn, FA, flda, FP, 2, BBLAS_FIXED, info);
    EXPECT_EQ(info[0], 0);
    EXPECT_EQ(info[1], 0);
    EXPECT_EQ(fp0, (std::vector<int>{1, 2}));
    EXPECT_EQ(fp1, (std::vector<int>{2, 2}));
    EXPECT_FLOAT_EQ(f0[1], 0.25f);  // l21 = 1/4
    EXPECT_EQ(f0[2], 9.0f);         // padding row untouched
}

}  // namespace
