// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact-layout front ends (batchblas/compact.h, batchblas/compact.hh): a full round trip
 * through the public C names, info modes for numerical failures, every invalid-argument code
 * (nothing written when one is found), and the C++ API's exceptions and info vectors.
 */
#include <gtest/gtest.h>

#include <batchblas.h>
#include <batchblas.hh>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "common/test_util.hh"

namespace {

using c64 = std::complex<double>;

TEST(CompactApi, WidthAndSize)
{
    int64_t const wd = bblas_dwidth_compact(), ws = bblas_swidth_compact();
    EXPECT_GE(wd, 2);
    EXPECT_EQ(ws, 2 * wd);
    EXPECT_EQ(bblas_zwidth_compact(), wd);
    EXPECT_EQ(bblas_cwidth_compact(), ws);
    EXPECT_EQ(batchblas::compact_width<double>(), wd);
    EXPECT_EQ(bblas_dsize_compact(5, 4, 4, 9), 5 * 4 * 4 * 3);
    EXPECT_EQ(bblas_zsize_compact(5, 4, 4, 8), 5 * 4 * 4 * 2);
    EXPECT_EQ(bblas_dsize_compact(0, 4, 4, 9), -1);
    EXPECT_EQ(bblas_dsize_compact(1, -1, 4, 9), -2);
    EXPECT_EQ(bblas_dsize_compact(1, 1, 0, 9), -3);
    EXPECT_EQ(bblas_dsize_compact(1, 1, 1, -1), -4);
    EXPECT_THROW(batchblas::compact_size<float>(1, 1, 0, 1), batchblas::Error);
}

/** Packs nm diagonally dominant n x n matrices, factors (getrfnp), solves, unpacks: x = A^-1 b. */
TEST(CompactApi, CRoundTripGetrfGetrs)
{
    int64_t const n = 4, nm = 11, width = bblas_dwidth_compact();
    std::vector<std::vector<double>> a(nm, std::vector<double>(n * n)), b(nm, std::vector<double>(n));
    std::vector<double const*> pa;
    std::vector<double*> pb;
    for (int64_t p = 0; p < nm; ++p) {
        test::fill_random(a[p].data(), a[p].size(), uint64_t(p));
        for (int64_t i = 0; i < n; ++i) a[p][i + i * n] += 5;
        test::fill_random(b[p].data(), b[p].size(), uint64_t(p + 50));
        pa.push_back(a[p].data());
        pb.push_back(b[p].data());
    }
    std::vector<double> ap(bblas_dsize_compact(n, n, width, nm)), bp(bblas_dsize_compact(n, 1, width, nm));
    int64_t info[1 + nm];
    info[0] = BblasErrorsReportAny;
    bblas_dgepack_compact(BlasColMajor, n, n, pa.data(), n, ap.data(), n, width, nm, info);
    ASSERT_EQ(info[0], 0);
    bblas_dgepack_compact(BlasColMajor, n, 1, pb.data(), n, bp.data(), n, width, nm, info);
    ASSERT_EQ(info[0], 0);
    info[0] = BblasErrorsReportAll;
    bblas_dgetrfnp_compact(BlasColMajor, n, n, ap.data(), n, width, nm, info);
    ASSERT_EQ(info[0], 0);
    for (int64_t p = 0; p < nm; ++p) EXPECT_EQ(info[1 + p], 0);
    info[0] = BblasErrorsReportAny;
    bblas_dgetrsnp_compact(BlasColMajor, BlasNoTrans, n, 1, ap.data(), n, bp.data(), n, width, nm, info);
    ASSERT_EQ(info[0], 0);
    std::vector<std::vector<double>> x(nm, std::vector<double>(n));
    std::vector<double*> px;
    for (auto& v : x) px.push_back(v.data());
    bblas_dgeunpack_compact(BlasColMajor, n, 1, bp.data(), n, px.data(), n, width, nm, info);
    ASSERT_EQ(info[0], 0);
    for (int64_t p = 0; p < nm; ++p)
        for (int64_t i = 0; i < n; ++i) {
            double s = 0;
            for (int64_t j = 0; j < n; ++j) s += a[p][i + j * n] * x[p][j];
            EXPECT_NEAR(s, b[p][i], 1e-12);
        }
}

/** potrf with matrix 2 not positive definite at order 1, in every reporting mode. */
TEST(CompactApi, PotrfInfoModes)
{
    int64_t const n = 3, nm = 5, width = 2;
    for (int64_t mode : {0, 1, 2, 3}) {
        std::vector<c64> a(size_t(n * n * nm), c64(0));
        for (int64_t p = 0; p < nm; ++p)
            for (int64_t i = 0; i < n; ++i) a[size_t(p * n * n + i + i * n)] = p == 2 ? -1.0 : 2.0;
        std::vector<c64> ap(size_t(bblas_zsize_compact(n, n, width, nm)));
        int64_t info[1 + nm];
        std::fill(info, info + 1 + nm, -99);
        info[0] = BblasErrorsReportAny;
        bblas_zgepack_compact_strided(BlasRowMajor, n, n, a.data(), n, n * n, ap.data(), n, width,
                                      nm, info);
        ASSERT_EQ(info[0], 0);
        info[0] = mode;
        bblas_zpotrf_compact(BlasRowMajor, BlasUpper, n, ap.data(), n, width, nm, info);
        switch (mode) {
            case BblasErrorsReportAll:
                EXPECT_EQ(info[0], 1);
                for (int64_t p = 0; p < nm; ++p) EXPECT_EQ(info[1 + p], p == 2 ? 1 : 0);
                break;
            case BblasErrorsReportGroup:
                EXPECT_EQ(info[0], 1);
                EXPECT_EQ(info[1], 1);
                EXPECT_EQ(info[2], -99);
                break;
            case BblasErrorsReportAny:
                EXPECT_EQ(info[0], 1);
                EXPECT_EQ(info[1], -99);
                break;
            default:
                EXPECT_EQ(info[0], 0);
                EXPECT_EQ(info[1], -99);
        }
        // The other matrices are factored: diagonal sqrt(2).
        std::vector<c64> f(a.size(), c64(-5));
        info[0] = BblasErrorsReportAny;
        bblas_zgeunpack_compact_strided(BlasRowMajor, n, n, ap.data(), n, f.data(), n, n * n, width,
                                        nm, info);
        EXPECT_NEAR(f[0].real(), std::sqrt(2.0), 1e-15);
        EXPECT_NEAR(f[size_t(4 * n * n + 8)].real(), std::sqrt(2.0), 1e-15);
    }
}

/** Every invalid argument of gemm and trsm gives its position and leaves the output alone. */
TEST(CompactApi, CInvalidArguments)
{
    int64_t const w = 4, nm = 5;
    std::vector<double> a(256, 1.0), b(256, 2.0), c(256, 3.0);
    auto const c0 = c;
    auto gemm = [&](blas_layout_t layout, int ta, int tb, int64_t m, int64_t n, int64_t k,
                    double const* A, int64_t lda, double const* B, int64_t ldb, double* C,
                    int64_t ldc, int64_t width, int64_t count, int64_t mode = 0) {
        int64_t info[1 + nm];
        info[0] = mode;
        bblas_dgemm_compact(layout, blas_trans_t(ta), blas_trans_t(tb), m, n, k, 1.0, A, lda, B,
                            ldb, 0.0, C, ldc, width, count, info);
        return info[0];
    };
    double const* A = a.data();
    double const* B = b.data();
    double* C = c.data();
    EXPECT_EQ(gemm(blas_layout_t(0), 111, 111, 2, 2, 2, A, 2, B, 2, C, 2, w, nm), -1);
    EXPECT_EQ(gemm(BlasColMajor, 0, 111, 2, 2, 2, A, 2, B, 2, C, 2, w, nm), -2);
    EXPECT_EQ(gemm(BlasColMajor, 111, 114, 2, 2, 2, A, 2, B, 2, C, 2, w, nm), -3);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, -1, 2, 2, A, 2, B, 2, C, 2, w, nm), -4);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 2, -1, 2, A, 2, B, 2, C, 2, w, nm), -5);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 2, 2, -1, A, 2, B, 2, C, 2, w, nm), -6);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 2, 2, 2, nullptr, 2, B, 2, C, 2, w, nm), -8);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 3, 2, 2, A, 2, B, 2, C, 3, w, nm), -9);
    EXPECT_EQ(gemm(BlasColMajor, 112, 111, 2, 2, 3, A, 2, B, 3, C, 2, w, nm), -9);
    EXPECT_EQ(gemm(BlasRowMajor, 111, 111, 2, 2, 3, A, 2, B, 2, C, 2, w, nm), -9);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 2, 2, 2, A, 2, nullptr, 2, C, 2, w, nm), -10);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 2, 2, 3, A, 2, B, 2, C, 2, w, nm), -11);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 2, 2, 2, A, 2, B, 2, nullptr, 2, w, nm), -13);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 3, 2, 2, A, 3, B, 2, C, 2, w, nm), -14);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 2, 2, 2, A, 2, B, 2, C, 2, 0, nm), -15);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 2, 2, 2, A, 2, B, 2, C, 2, w, -1), -16);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 2, 2, 2, A, 2, B, 2, C, 2, w, nm, 4), -17);
    EXPECT_TRUE(test::same_bits(c.data(), c0.data(), c.size()));
    // Nothing referenced: null pointers are fine.
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 0, 2, 2, nullptr, 1, nullptr, 2, nullptr, 1, w, nm), 0);
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 2, 2, 2, A, 2, B, 2, C, 2, w, 0), 0);
    // ReportNone checks nothing; a valid call still computes.
    EXPECT_EQ(gemm(BlasColMajor, 111, 111, 2, 2, 2, A, 2, B, 2, C, 2, w, nm, 3), 0);
    EXPECT_EQ(c[0], 4.0);  // every packed A element 1, B 2, k = 2, beta = 0

    auto trsm = [&](int layout, int side, int uplo, int ta, int diag, int64_t m, int64_t n,
                    int64_t lda, int64_t ldb, int64_t width, int64_t count) {
        int64_t info[1];
        info[0] = BblasErrorsReportAny;
        bblas_dtrsm_compact(blas_layout_t(layout), blas_side_t(side), blas_uplo_t(uplo),
                            blas_trans_t(ta), blas_diag_t(diag), m, n, 1.0, A, lda, C, ldb, width,
                            count, info);
        return info[0];
    };
    c = c0;
    EXPECT_EQ(trsm(102, 0, 122, 111, 131, 2, 2, 2, 2, w, nm), -2);
    EXPECT_EQ(trsm(102, 141, 0, 111, 131, 2, 2, 2, 2, w, nm), -3);
    EXPECT_EQ(trsm(102, 141, 122, 0, 131, 2, 2, 2, 2, w, nm), -4);
    EXPECT_EQ(trsm(102, 141, 122, 111, 0, 2, 2, 2, 2, w, nm), -5);
    EXPECT_EQ(trsm(102, 141, 122, 111, 131, -1, 2, 2, 2, w, nm), -6);
    EXPECT_EQ(trsm(102, 141, 122, 111, 131, 2, -1, 2, 2, w, nm), -7);
    EXPECT_EQ(trsm(102, 142, 122, 111, 131, 2, 3, 2, 2, w, nm), -10);
    EXPECT_EQ(trsm(101, 141, 122, 111, 131, 2, 3, 2, 2, w, nm), -12);
    EXPECT_EQ(trsm(102, 141, 122, 111, 131, 2, 2, 2, 2, 0, nm), -13);
    EXPECT_EQ(trsm(102, 141, 122, 111, 131, 2, 2, 2, 2, w, -2), -14);
    EXPECT_TRUE(test::same_bits(c.data(), c0.data(), c.size()));

    int64_t info[1] = {0};
    bblas_dpotrf_compact(BlasColMajor, blas_uplo_t(0), 2, C, 2, w, nm, info);
    EXPECT_EQ(info[0], -2);
    info[0] = 0;
    bblas_dpotrf_compact(BlasColMajor, BlasLower, 3, C, 2, w, nm, info);
    EXPECT_EQ(info[0], -5);
    info[0] = 0;
    bblas_dgetrfnp_compact(BlasRowMajor, 2, 3, C, 2, w, nm, info);
    EXPECT_EQ(info[0], -5);
    info[0] = 0;
    bblas_dgetrsnp_compact(BlasColMajor, blas_trans_t(1), 2, 1, A, 2, C, 2, w, nm, info);
    EXPECT_EQ(info[0], -2);
    info[0] = 0;
    bblas_dpotrs_compact(BlasColMajor, BlasLower, 2, 1, A, 2, C, 1, w, nm, info);
    EXPECT_EQ(info[0], -8);
    std::vector<double const*> ptrs(size_t(nm), A);
    ptrs[3] = nullptr;
    info[0] = 0;
    bblas_dgepack_compact(BlasColMajor, 2, 2, ptrs.data(), 2, C, 2, w, nm, info);
    EXPECT_EQ(info[0], -4);
    info[0] = 0;
    bblas_dgepack_compact_strided(BlasColMajor, 2, 2, A, 2, -1, C, 2, w, nm, info);
    EXPECT_EQ(info[0], -6);
    info[0] = 0;
    bblas_dgepack_compact_strided(BlasColMajor, 2, 2, A, 2, 4, C, 1, w, nm, info);
    EXPECT_EQ(info[0], -8);
    info[0] = 0;
    bblas_dgeunpack_compact(BlasColMajor, 2, 2, nullptr, 2, nullptr, 2, w, nm, info);
    EXPECT_EQ(info[0], -4);
    EXPECT_TRUE(test::same_bits(c.data(), c0.data(), c.size()));
}

TEST(CompactApi, CxxApi)
{
    using batchblas::Layout;
    using batchblas::Op;
    int64_t const n = 2, nm = 3, w = batchblas::compact_width<float>();
    std::vector<float> a(size_t(n * n * nm)), ap(size_t(batchblas::compact_size<float>(n, n, w, nm)));
    for (int64_t p = 0; p < nm; ++p) {
        a[size_t(p * 4 + 0)] = 4;
        a[size_t(p * 4 + 1)] = 2;
        a[size_t(p * 4 + 2)] = 2;
        a[size_t(p * 4 + 3)] = p == 1 ? 1 : 5;  // matrix 1: 4 * 1 - 2 * 2 = 0, not PD at order 2
    }
    batchblas::gepack_compact(Layout::ColMajor, n, n, a.data(), n, n * n, ap.data(), n, w, nm);
    std::vector<int64_t> info;
    batchblas::potrf_compact(Layout::ColMajor, batchblas::Uplo::Lower, n, ap.data(), n, w, nm, info);
    ASSERT_EQ(info.size(), size_t(nm));
    EXPECT_EQ(info[0], 0);
    EXPECT_EQ(info[1], 2);
    EXPECT_EQ(info[2], 0);
    std::vector<float> f(a.size());
    std::vector<float*> fp = {f.data(), f.data() + 4, f.data() + 8};
    batchblas::geunpack_compact(Layout::ColMajor, n, n, ap.data(), n, fp, n, w);
    EXPECT_FLOAT_EQ(f[0], 2.0f);
    EXPECT_FLOAT_EQ(f[1], 1.0f);
    EXPECT_FLOAT_EQ(f[3], 2.0f);
    try {
        batchblas::gemm_compact(Layout::ColMajor, Op::NoTrans, Op::NoTrans, n, n, n, 1.0f,
                                ap.data(), 1, ap.data(), n, 0.0f, ap.data(), n, w, nm);
        FAIL() << "no exception";
    }
    catch (batchblas::Error const& e) {
        EXPECT_NE(std::string(e.what()).find("ldap"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("position 9"), std::string::npos) << e.what();
    }
    EXPECT_THROW(batchblas::trsm_compact(Layout::ColMajor, batchblas::Side::Left,
                                         batchblas::Uplo::Lower, Op::NoTrans,
                                         batchblas::Diag::NonUnit, n, n, 1.0f, ap.data(), n,
                                         ap.data(), n, w, -1),
                 batchblas::Error);
}

}  // namespace
