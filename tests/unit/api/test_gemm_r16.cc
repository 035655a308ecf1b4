// SPDX-License-Identifier: BSD-3-Clause
/** Binary16 support: the half <-> float conversions and BLAS_gemm_batched_r16 against float. */
#include <batchblas.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "batchblas/half.hh"

namespace {

using batchblas::to_float;
using batchblas::to_half;

TEST(Half, EveryHalfRoundTripsThroughFloat)
{
    for (uint32_t bits = 0; bits < 0x10000u; ++bits) {
        bblas_half const h{uint16_t(bits)};
        float const f = to_float(h);
        if (std::isnan(f)) {
            EXPECT_TRUE(std::isnan(to_float(to_half(f))));
            continue;
        }
        EXPECT_EQ(to_half(f).bits, h.bits) << "bits " << bits;
    }
}

TEST(Half, KnownValuesAndRounding)
{
    EXPECT_EQ(to_half(1.0f).bits, 0x3c00);
    EXPECT_EQ(to_half(-2.0f).bits, 0xc000);
    EXPECT_EQ(to_half(65504.0f).bits, 0x7bff);
    EXPECT_EQ(to_half(65520.0f).bits, 0x7c00);  // rounds up to infinity
    EXPECT_EQ(to_half(std::numeric_limits<float>::infinity()).bits, 0x7c00);
    EXPECT_EQ(to_half(5.9604645e-8f).bits, 0x0001);       // smallest subnormal
    EXPECT_EQ(to_half(2.9802322e-8f).bits, 0x0000);       // halfway to it: ties to even (zero)
    EXPECT_EQ(to_half(1.0f + 1.0f / 2048).bits, 0x3c00);  // tie between 1 and 1+2^-10: even
    EXPECT_EQ(to_half(1.0f + 3.0f / 2048).bits, 0x3c02);  // tie: rounds up to even
    EXPECT_FLOAT_EQ(to_float(bblas_half{0x3555}), 0.33325195f);
}

// C = alpha A B + beta C in binary16 against the same products in double on the rounded inputs.
TEST(GemmR16, MatchesWidenedProductWithinHalfRounding)
{
    std::mt19937 gen(7);
    std::uniform_real_distribution<float> dist(-1, 1);
    for (int layout : {BlasColMajor, BlasRowMajor}) {
        int64_t const m = 13, n = 9, k = 21, lda = 24, ldb = 24, ldc = 24;  // fits both layouts
        std::vector<bblas_half> A(lda * 24), B(ldb * 24), C(ldc * 24);
        for (auto& x : A) x = to_half(dist(gen));
        for (auto& x : B) x = to_half(dist(gen));
        for (auto& x : C) x = to_half(dist(gen));
        std::vector<bblas_half> const C0 = C;
        auto at = [&](std::vector<bblas_half> const& X, int64_t ld, int64_t i, int64_t j) {
            return double(to_float(layout == BlasColMajor ? X[i + j * ld] : X[i * ld + j]));
        };
        blas_trans_t const t = BlasNoTrans;
        bblas_half const alpha = to_half(0.5f), beta = to_half(-1.0f);
        bblas_half const* a = A.data();
        bblas_half const* b = B.data();
        bblas_half* c = C.data();
        int64_t const group_size = 1;
        int64_t info[2] = {BblasErrorsReportAll, -99};
        BLAS_gemm_batched_r16(blas_layout_t(layout), &t, &t, &m, &n, &k, &alpha, &a, &lda, &b, &ldb,
                              &beta, &c, &ldc, 1, &group_size, info);
        ASSERT_EQ(info[0], 0);
        ASSERT_EQ(info[1], 0);
        for (int64_t i = 0; i < m; ++i) {
            for (int64_t j = 0; j < n; ++j) {
                double sum = 0;
                for (int64_t l = 0; l < k; ++l) sum += at(A, lda, i, l) * at(B, ldb, l, j);
                double const expected = 0.5 * sum - at(C0, ldc, i, j);
                // One rounding to binary16 at the end, float accumulation before it.
                double const tolerance = std::abs(expected) * 0x1p-11 + k * 0x1p-23 * 4;
                EXPECT_NEAR(at(C, ldc, i, j), expected, tolerance) << i << "," << j;
            }
        }
        // Padding (rows m..ld in column-major) is untouched.
        if (layout == BlasColMajor) {
            EXPECT_EQ(C[m].bits, C0[m].bits);
        }
    }
}

}  // namespace
