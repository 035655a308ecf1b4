// SPDX-License-Identifier: BSD-3-Clause
/**
 * Extreme but valid input, through the C and C++ APIs:
 *  - millions of tiny problems in one call (pointer arrays and the strided form);
 *  - empty groups mixed with non-empty ones, including empty groups whose other arguments would
 *    be invalid (they hold no problem, so nothing of theirs is checked or read);
 *  - 64-bit index paths: leading dimensions, increments and strides past 2^31 elements, on
 *    matrices of a few entries that sit far apart in a sparse (MAP_NORESERVE) mapping, so that
 *    only the touched pages ever exist;
 *  - leading dimensions far above the rows (padding untouched);
 *  - NaN, Inf and subnormal data: propagated as IEEE arithmetic says, subnormals neither
 *    flushed to zero nor treated as zero on input;
 *  - read-only inputs that alias (A == B in gemm and syr2k, one A shared by every problem).
 */
#include <batchblas.h>
#include <batchblas.hh>

#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "common/test_util.hh"

namespace {

// ------------------------------------------------------------------------------------------------
// Millions of tiny problems

/** 3 * 2^20 gemm problems in two groups, 1x1x1 (r64) and 2x2x2, through pointer arrays. */
TEST(Extreme, MillionsOfTinyGemmsThroughPointerArrays)
{
    int64_t const ones = int64_t(1) << 21, twos = int64_t(1) << 20, count = ones + twos;
    std::vector<double> A(static_cast<size_t>(ones + 4 * twos)), B(A.size()), C(A.size());
    for (size_t i = 0; i < A.size(); ++i) {
        A[i] = double(i % 7) - 3;
        B[i] = double(i % 5) * 0.5;
        C[i] = double(i % 3);
    }
    std::vector<double const*> Ap(static_cast<size_t>(count)), Bp(static_cast<size_t>(count));
    std::vector<double*> Cp(static_cast<size_t>(count));
    for (int64_t i = 0; i < count; ++i) {
        size_t const off = size_t(i < ones ? i : ones + 4 * (i - ones));
        Ap[size_t(i)] = A.data() + off;
        Bp[size_t(i)] = B.data() + off;
        Cp[size_t(i)] = C.data() + off;
    }
    std::vector<double> const C0 = C;
    blas_trans_t trans[2] = {BlasNoTrans, BlasTrans};
    int64_t m[2] = {1, 2}, ld[2] = {1, 2}, sizes[2] = {ones, twos};
    double alpha[2] = {2.0, 1.0}, beta[2] = {-1.0, 0.5};
    std::vector<int64_t> info(size_t(count + 1), 99);
    info[0] = BblasErrorsReportAll;
    BLAS_gemm_batched_r64(BlasColMajor, trans, trans, m, m, m, alpha, Ap.data(), ld, Bp.data(),
                          ld, beta, Cp.data(), ld, 2, sizes, info.data());
    ASSERT_EQ(info[0], 0);
    int64_t bad = 0;
    for (int64_t i = 1; i <= count; ++i) bad += info[size_t(i)] != 0;
    EXPECT_EQ(bad, 0) << "nonzero per-problem codes";
    // Every value is a small integer or half-integer combination: exact in double.
    int64_t wrong = 0;
    for (int64_t i = 0; i < ones; ++i)
        wrong += C[size_t(i)] != 2.0 * A[size_t(i)] * B[size_t(i)] - C0[size_t(i)];
    for (int64_t p = 0; p < twos; ++p) {
        size_t const o = size_t(ones + 4 * p);
        for (int j = 0; j < 2; ++j)
            for (int i = 0; i < 2; ++i) {
                // op = Trans for both: C(i,j) = sum_l A(l,i) B(j,l).
                double s = 0;
                for (int l = 0; l < 2; ++l) s += A[o + size_t(l + 2 * i)] * B[o + size_t(j + 2 * l)];
                wrong += C[o + size_t(i + 2 * j)] != s + 0.5 * C0[o + size_t(i + 2 * j)];
            }
    }
    EXPECT_EQ(wrong, 0);
}

/** 4 * 2^20 1x1 problems through the C++ strided form (no pointer arrays at all). */
TEST(Extreme, MillionsOfTinyGemmsStrided)
{
    size_t const count = size_t(1) << 22;
    std::vector<float> A(count), B(count), C(count);
    for (size_t i = 0; i < count; ++i) {
        A[i] = float(i % 11);
        B[i] = float(i % 13);
        C[i] = 1.0f;
    }
    std::vector<int64_t> info(1);
    batchblas::gemm<float>(batchblas::Layout::RowMajor, {batchblas::Op::NoTrans},
                           {batchblas::Op::NoTrans}, {1}, {1}, {1}, {1.0f}, A.data(), {1}, 1,
                           B.data(), {1}, 1, {3.0f}, C.data(), {1}, 1, count, info);
    EXPECT_EQ(info[0], 0);
    size_t wrong = 0;
    for (size_t i = 0; i < count; ++i) wrong += C[i] != float(i % 11) * float(i % 13) + 3.0f;
    EXPECT_EQ(wrong, 0u);
}

/** A million tiny getrf and potrf problems: every code is right, the singular ones reported. */
TEST(Extreme, MillionsOfTinyFactorizations)
{
    int64_t const count = int64_t(1) << 20;
    std::vector<double> A(static_cast<size_t>(4 * count));
    for (int64_t p = 0; p < count; ++p) {
        double* a = A.data() + 4 * p;
        // [[4, 2], [2, 3]] (positive definite) except every 1000th problem: [[0, 0], [0, 1]].
        bool const singular = p % 1000 == 0;
        a[0] = singular ? 0 : 4;
        a[1] = singular ? 0 : 2;
        a[2] = singular ? 0 : 2;
        a[3] = singular ? 1 : 3;
    }
    std::vector<double> L = A;
    std::vector<double*> Ap(static_cast<size_t>(count)), Lp(static_cast<size_t>(count));
    std::vector<int64_t> piv(static_cast<size_t>(2 * count));
    std::vector<int64_t*> pivp(static_cast<size_t>(count));
    for (int64_t p = 0; p < count; ++p) {
        Ap[size_t(p)] = A.data() + 4 * p;
        Lp[size_t(p)] = L.data() + 4 * p;
        pivp[size_t(p)] = piv.data() + 2 * p;
    }
    int64_t n = 2, ld = 2;
    std::vector<int64_t> info(static_cast<size_t>(count + 1));
    info[0] = BblasErrorsReportAll;
    BLAS_getrf_batched_r64(BlasColMajor, &n, &n, Ap.data(), &ld, pivp.data(), 1, &count,
                           info.data());
    EXPECT_EQ(info[0], 1);
    int64_t wrong = 0;
    for (int64_t p = 0; p < count; ++p)
        wrong += info[size_t(1 + p)] != (p % 1000 == 0 ? 1 : 0);
    EXPECT_EQ(wrong, 0) << "getrf codes";

    blas_uplo_t uplo = BlasLower;
    info.assign(size_t(count + 1), 0);
    info[0] = BblasErrorsReportAll;
    BLAS_potrf_batched_r64(BlasColMajor, &uplo, &n, Lp.data(), &ld, 1, &count, info.data());
    wrong = 0;
    for (int64_t p = 0; p < count; ++p) {
        wrong += info[size_t(1 + p)] != (p % 1000 == 0 ? 1 : 0);
        // [[4, 2], [2, 3]] = L L^T with L = [[2, 0], [1, sqrt(2)]].
        if (p % 1000 != 0)
            wrong += L[size_t(4 * p)] != 2 || L[size_t(4 * p + 1)] != 1 ||
                     L[size_t(4 * p + 3)] != std::sqrt(2.0) || L[size_t(4 * p + 2)] != 2;
    }
    EXPECT_EQ(wrong, 0) << "potrf codes and factors";
}

// ------------------------------------------------------------------------------------------------
// Empty groups

/**
 * Groups of size 0 between non-empty ones, one with m = -1 and one with a bad layout-dependent
 * ld and null pointers: they hold no problem, so nothing of theirs is checked, read or reported.
 */
TEST(Extreme, EmptyGroupsMixedWithNonEmptyOnes)
{
    constexpr int groups = 6;
    int64_t sizes[groups] = {0, 3, 0, 0, 2, 0};
    blas_trans_t trans[groups] = {BlasNoTrans, BlasNoTrans, blas_trans_t(7), BlasTrans,
                                  BlasTrans, BlasNoTrans};
    int64_t m[groups] = {-1, 2, 5, 3, 3, 4}, n[groups] = {1, 3, 5, 3, 1, 4},
            k[groups] = {1, 2, 5, 3, 2, 4};
    int64_t lda[groups] = {0, 2, 0, 0, 2, 0}, ldb[groups] = {0, 2, 0, 0, 1, 0},
            ldc[groups] = {0, 2, 0, 0, 3, 0};
    double alpha[groups] = {1, 1, 1, 1, -1, 1}, beta[groups] = {0, 0.5, 0, 0, 2, 0};
    // Problems 0-2: 2x3 (k 2); problems 3-4: 3x1, A^T (2x3 stored), B^T (1x2 stored).
    std::vector<double> A(5 * 6), B(5 * 6), C(5 * 6);
    test::fill_random(A.data(), A.size(), 1);
    test::fill_random(B.data(), B.size(), 2);
    test::fill_random(C.data(), C.size(), 3);
    std::vector<double> const C0 = C;
    std::vector<double const*> Ap(5), Bp(5);
    std::vector<double*> Cp(5);
    for (size_t i = 0; i < 5; ++i) {
        Ap[i] = A.data() + 6 * i;
        Bp[i] = B.data() + 6 * i;
        Cp[i] = C.data() + 6 * i;
    }
    for (int64_t mode : {int64_t(BblasErrorsReportAll), int64_t(BblasErrorsReportGroup)}) {
        C = C0;
        std::vector<int64_t> info(mode == BblasErrorsReportAll ? 6 : 1 + groups, 42);
        info[0] = mode;
        BLAS_gemm_batched_r64(BlasColMajor, trans, trans, m, n, k, alpha, Ap.data(), lda,
                              Bp.data(), ldb, beta, Cp.data(), ldc, groups, sizes, info.data());
        EXPECT_EQ(info[0], 0);
        for (size_t i = 1; i < info.size(); ++i) EXPECT_EQ(info[i], 0) << "info[" << i << "]";
        for (size_t p = 0; p < 5; ++p) {
            bool const first = p < 3;
            int64_t const mm = first ? 2 : 3, nn = first ? 3 : 1;
            for (int64_t j = 0; j < nn; ++j)
                for (int64_t i = 0; i < mm; ++i) {
                    double s = 0;
                    for (int64_t l = 0; l < 2; ++l)
                        s += first ? A[6 * p + size_t(i + 2 * l)] * B[6 * p + size_t(l + 2 * j)]
                                   : A[6 * p + size_t(l + 2 * i)] * B[6 * p + size_t(j + 1 * l)];
                    double const want = first ? s + 0.5 * C0[6 * p + size_t(i + 2 * j)]
                                              : -s + 2 * C0[6 * p + size_t(i + 3 * j)];
                    double const got = C[6 * p + size_t(i + (first ? 2 : 3) * j)];
                    EXPECT_NEAR(got, want, 1e-14) << "problem " << p << " (" << i << ", " << j << ")";
                }
        }
    }
    // Only empty groups: nothing at all to do, even with null pointer arrays.
    int64_t none[2] = {0, 0};
    int64_t info = BblasErrorsReportAny;
    BLAS_gemm_batched_r64(BlasColMajor, trans, trans, m, n, k, alpha, nullptr, lda, nullptr, ldb,
                          beta, nullptr, ldc, 2, none, &info);
    EXPECT_EQ(info, 0);
}

// ------------------------------------------------------------------------------------------------
// 64-bit index paths

/**
 * A sparse mapping of `bytes` bytes: only the pages touched ever use memory. Skips the test
 * (returns null) where the system refuses it.
 */
class Sparse {
public:
    explicit Sparse(size_t bytes) : bytes_(bytes)
    {
#if defined(__linux__)
        void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        data_ = p == MAP_FAILED ? nullptr : p;
#endif
    }
    ~Sparse()
    {
#if defined(__linux__)
        if (data_ != nullptr) munmap(data_, bytes_);
#endif
    }
    Sparse(Sparse const&) = delete;
    Sparse& operator=(Sparse const&) = delete;
    template <typename T>
    T* as() const
    {
        return static_cast<T*>(data_);
    }

private:
    size_t bytes_;
    void* data_ = nullptr;
};

/** More than 2^31: element offsets that wrap in 32-bit arithmetic. */
constexpr int64_t big = (int64_t(1) << 31) + 17;

/** gemm: 2x3 = (2x2)(2x3), every matrix with leading dimension 2^31 + 17 (column-major). */
TEST(Extreme, LeadingDimensionsPast32Bits)
{
    size_t const elements = size_t(2 * big + 8);
    Sparse a(elements * sizeof(float)), b(elements * sizeof(float)), c(elements * sizeof(float));
    if (!a.as<float>() || !b.as<float>() || !c.as<float>())
        GTEST_SKIP() << "no sparse mapping of " << elements * 4 << " bytes";
    auto at = [](float* base, int64_t i, int64_t j) -> float& { return base[i + j * big]; };
    for (int64_t j = 0; j < 3; ++j)
        for (int64_t i = 0; i < 2; ++i) {
            if (j < 2) at(a.as<float>(), i, j) = float(1 + i + 2 * j);  // [[1, 3], [2, 4]]
            at(b.as<float>(), i, j) = float(i == j ? 1 : j);            // [[1, 1, 2], [0, 1, 2]]
            at(c.as<float>(), i, j) = 100;
        }
    // The elements just past each column's 2 rows stay as the mapping gave them: zero.
    blas_trans_t nt = BlasNoTrans;
    int64_t m = 2, n = 3, k = 2, ld = big, gs = 1, info = BblasErrorsReportAll;
    int64_t info_all[2] = {BblasErrorsReportAll, 7};
    float alpha = 1, beta = 1;
    float const* A = a.as<float>();
    float const* B = b.as<float>();
    float* C = c.as<float>();
    BLAS_gemm_batched_r32(BlasColMajor, &nt, &nt, &m, &n, &k, &alpha, &A, &ld, &B, &ld, &beta, &C,
                          &ld, 1, &gs, info_all);
    (void)info;
    EXPECT_EQ(info_all[0], 0);
    EXPECT_EQ(info_all[1], 0);
    float const want[2][3] = {{101, 104, 108}, {102, 106, 112}};
    for (int64_t i = 0; i < 2; ++i)
        for (int64_t j = 0; j < 3; ++j)
            EXPECT_EQ(at(c.as<float>(), i, j), want[i][j]) << "C(" << i << ", " << j << ")";
    for (int64_t j = 0; j < 3; ++j) EXPECT_EQ(at(c.as<float>(), 2, j), 0.0f) << "padding row";
}

/** getrf and trsm (row-major) with leading dimensions past 2^31. */
TEST(Extreme, LapackAndTrsmLeadingDimensionsPast32Bits)
{
    size_t const elements = size_t(3 * big + 8);
    Sparse a(elements * sizeof(double)), b(elements * sizeof(double));
    if (!a.as<double>() || !b.as<double>())
        GTEST_SKIP() << "no sparse mapping of " << elements * 8 << " bytes";
    // Row-major 3x3 A = [[0, 2, 1], [4, 1, 0], [2, 0, 3]], row i at i * big.
    double const a0[3][3] = {{0, 2, 1}, {4, 1, 0}, {2, 0, 3}};
    double* A = a.as<double>();
    for (int64_t i = 0; i < 3; ++i)
        for (int64_t j = 0; j < 3; ++j) A[i * big + j] = a0[i][j];
    int64_t n = 3, ld = big, gs = 1;
    int64_t piv[3] = {0, 0, 0};
    int64_t* pivp = piv;
    int64_t info[2] = {BblasErrorsReportAll, 7};
    BLAS_getrf_batched_r64(BlasRowMajor, &n, &n, &A, &ld, &pivp, 1, &gs, info);
    EXPECT_EQ(info[0], 0);
    EXPECT_EQ(info[1], 0);
    // Partial pivoting picks row 2 (4) first: ipiv[0] == 2.
    EXPECT_EQ(piv[0], 2);
    // Solve with the factors through trsm: L y = P b, then U x = y; check A x = b.
    double const rhs[3] = {3, 5, 5};  // A * [1, 1, 1]
    double* B = b.as<double>();
    for (int64_t i = 0; i < 3; ++i) B[i * big] = rhs[i];
    for (int64_t i = 0; i < 3; ++i)
        if (piv[i] - 1 != i) std::swap(B[i * big], B[(piv[i] - 1) * big]);
    blas_side_t side = BlasLeft;
    blas_uplo_t lower = BlasLower, upper = BlasUpper;
    blas_trans_t nt = BlasNoTrans;
    blas_diag_t unit = BlasUnit, nonunit = BlasNonUnit;
    int64_t one = 1;
    double alpha = 1;
    double const* Ac = A;
    info[0] = BblasErrorsReportAll;
    BLAS_trsm_batched_r64(BlasRowMajor, &side, &lower, &nt, &unit, &n, &one, &alpha, &Ac, &ld, &B,
                          &ld, 1, &gs, info);
    EXPECT_EQ(info[0], 0);
    info[0] = BblasErrorsReportAll;
    BLAS_trsm_batched_r64(BlasRowMajor, &side, &upper, &nt, &nonunit, &n, &one, &alpha, &Ac, &ld,
                          &B, &ld, 1, &gs, info);
    EXPECT_EQ(info[0], 0);
    for (int64_t i = 0; i < 3; ++i) EXPECT_NEAR(B[i * big], 1.0, 1e-14) << "x[" << i << "]";
}

/** gemv and axpy with increments past 2^31, and a C++ strided batch with a stride past 2^31. */
TEST(Extreme, IncrementsAndStridesPast32Bits)
{
    size_t const elements = size_t(2 * big + 8);
    Sparse x(elements * sizeof(double)), y(elements * sizeof(double));
    if (!x.as<double>() || !y.as<double>())
        GTEST_SKIP() << "no sparse mapping of " << elements * 8 << " bytes";
    double* X = x.as<double>();
    double* Y = y.as<double>();
    for (int64_t i = 0; i < 3; ++i) {
        X[i * big] = double(i + 1);  // x = [1, 2, 3] at stride big
        Y[i * big] = 10;
    }
    // y = 2 x + y with incx = big, incy = -big (y walked backwards).
    int64_t n = 3, incx = big, incy = -big, gs = 1;
    double alpha = 2;
    double const* Xc = X;
    int64_t info = BblasErrorsReportAny;
    BLAS_axpy_batched_r64(&n, &alpha, &Xc, &incx, &Y, &incy, 1, &gs, &info);
    EXPECT_EQ(info, 0);
    // Backwards: y[2 big] pairs with x[0].
    EXPECT_EQ(Y[2 * big], 12);
    EXPECT_EQ(Y[big], 14);
    EXPECT_EQ(Y[0], 16);

    // gemv: y (2) = A (2x3, column-major, ld big) x (3, inc big).
    Sparse a(size_t(2 * big + 8) * sizeof(double));
    if (!a.as<double>()) GTEST_SKIP() << "no third sparse mapping";
    double* A = a.as<double>();
    for (int64_t j = 0; j < 3; ++j)
        for (int64_t i = 0; i < 2; ++i) A[i + j * big] = double(1 + i + 2 * j);  // [[1,3,5],[2,4,6]]
    double yv[2] = {0, 0};
    double* yp = yv;
    double const* Acp = A;
    blas_trans_t nt = BlasNoTrans;
    int64_t m = 2, ld = big, one = 1;
    double beta = 0, unit = 1;
    info = BblasErrorsReportAny;
    BLAS_gemv_batched_r64(BlasColMajor, &nt, &m, &n, &unit, &Acp, &ld, &Xc, &incx, &beta, &yp,
                          &one, 1, &gs, &info);
    EXPECT_EQ(info, 0);
    EXPECT_EQ(yv[0], 1 * 1 + 3 * 2 + 5 * 3);
    EXPECT_EQ(yv[1], 2 * 1 + 4 * 2 + 6 * 3);

    // C++ strided scal over 3 problems of 1 element, stride big: problem 2 at 2 * big.
    std::vector<int64_t> cinfo(1);
    batchblas::scal<double>({1}, {-1.0}, X, {1}, big, 3, cinfo);
    EXPECT_EQ(cinfo[0], 0);
    EXPECT_EQ(X[0], -1);
    EXPECT_EQ(X[big], -2);
    EXPECT_EQ(X[2 * big], -3);
}

// ------------------------------------------------------------------------------------------------
// Leading dimensions far above the rows

/** A 3x2 gemm and potrf with leading dimension 4096: padding never touched. */
TEST(Extreme, LeadingDimensionsFarAboveTheRows)
{
    constexpr int64_t ld = 4096;
    test::Matrix<double> A(3, 2, ld, true), B(2, 2, ld, true), C(3, 2, ld, true);
    A.fill_random(1);
    B.fill_random(2);
    C.fill_random(3);
    test::Matrix<double> const C0 = C;
    blas_trans_t nt = BlasNoTrans;
    int64_t m = 3, n = 2, k = 2, lda = ld, gs = 1, info = BblasErrorsReportAny;
    double alpha = 1, beta = 1;
    double const* Ap = A.data();
    double const* Bp = B.data();
    double* Cp = C.data();
    BLAS_gemm_batched_r64(BlasColMajor, &nt, &nt, &m, &n, &k, &alpha, &Ap, &lda, &Bp, &lda, &beta,
                          &Cp, &lda, 1, &gs, &info);
    EXPECT_EQ(info, 0);
    for (int64_t j = 0; j < 2; ++j)
        for (int64_t i = 0; i < 3; ++i) {
            double const want = A(i, 0) * B(0, j) + A(i, 1) * B(1, j) + C0(i, j);
            EXPECT_NEAR(C(i, j), want, 1e-14);
        }
    EXPECT_TRUE(C.outside_intact()) << "padding or guard bands written";
}

// ------------------------------------------------------------------------------------------------
// NaN, Inf, subnormals

/** Subnormal products and sums come out exact: no flush-to-zero, no denormals-are-zero. */
TEST(Extreme, SubnormalsAreNeitherFlushedNorZeroed)
{
    double const tiny = std::ldexp(1.0, -1060);  // subnormal in double
    float const tinyf = std::ldexp(1.0f, -140);  // subnormal in float
    ASSERT_EQ(std::fpclassify(tiny), FP_SUBNORMAL);
    ASSERT_EQ(std::fpclassify(tinyf), FP_SUBNORMAL);
    {
        // gemm 1x1x2: C = tiny * 2^-3 + tiny * 2^-4 = 3 * 2^-1064 (subnormal, exact).
        double a[2] = {tiny, tiny}, b[2] = {0.125, 0.0625}, c = 1;
        blas_trans_t nt = BlasNoTrans;
        int64_t one = 1, two = 2, gs = 1, info = BblasErrorsReportAny;
        double alpha = 1, beta = 0;
        double const* ap = a;
        double const* bp = b;
        double* cp = &c;
        BLAS_gemm_batched_r64(BlasRowMajor, &nt, &nt, &one, &one, &two, &alpha, &ap, &two, &bp,
                              &one, &beta, &cp, &one, 1, &gs, &info);
        EXPECT_EQ(info, 0);
        EXPECT_EQ(c, 3 * std::ldexp(1.0, -1064));
    }
    {
        // axpy r32: y = tinyf * x + y with y subnormal too.
        float x = 0.5f, y = tinyf;
        float* yp = &y;
        float const* xp = &x;
        int64_t n = 1, inc = 1, gs = 1, info = BblasErrorsReportAny;
        float alpha = tinyf;
        BLAS_axpy_batched_r32(&n, &alpha, &xp, &inc, &yp, &inc, 1, &gs, &info);
        EXPECT_EQ(info, 0);
        EXPECT_EQ(y, 1.5f * tinyf);
    }
    {
        // potrf of [[tiny]]: positive definite (a DAZ machine would call it zero, info 1).
        double a = std::ldexp(1.0, -1070);
        double* ap = &a;
        blas_uplo_t lower = BlasLower;
        int64_t n = 1, gs = 1;
        int64_t info[2] = {BblasErrorsReportAll, 5};
        BLAS_potrf_batched_r64(BlasColMajor, &lower, &n, &ap, &n, 1, &gs, info);
        EXPECT_EQ(info[1], 0);
        EXPECT_EQ(a, std::ldexp(1.0, -535));
    }
    {
        // getrf of [[tiny, 1], [1, 1]]: tiny is a nonzero pivot candidate, |1| wins; no info.
        double a[4] = {tiny, 1, 1, 1};
        double* ap = a;
        int64_t piv[2];
        int64_t* pp = piv;
        int64_t n = 2, gs = 1;
        int64_t info[2] = {BblasErrorsReportAll, 5};
        BLAS_getrf_batched_r64(BlasColMajor, &n, &n, &ap, &n, &pp, 1, &gs, info);
        EXPECT_EQ(info[1], 0);
        EXPECT_EQ(piv[0], 2);
        EXPECT_EQ(a[1], tiny);  // L(2,1) = tiny / 1
        // A 1x1 subnormal pivot is not exactly zero: no singularity.
        double s = tiny;
        double* sp = &s;
        int64_t one = 1;
        info[0] = BblasErrorsReportAll;
        BLAS_getrf_batched_r64(BlasColMajor, &one, &one, &sp, &one, &pp, 1, &gs, info);
        EXPECT_EQ(info[1], 0);
    }
}

/** k = 0 gives C = beta C whatever alpha is (API.md's BLAS conventions, as reference BLAS,
 *  whose k loop never runs): a NaN or infinite alpha never meets a zero product. */
TEST(Extreme, ZeroDepthIgnoresNonFiniteAlpha)
{
    for (double alpha :
         {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
        double const a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8};  // never read
        double c[4] = {1, 2, 3, 4};
        blas_trans_t nt = BlasNoTrans;
        blas_uplo_t lower = BlasLower;
        int64_t two = 2, zero = 0, one = 1, gs = 1, info = BblasErrorsReportAny;
        double beta = 2;
        double const* ap = a;
        double const* bp = b;
        double* cp = c;
        BLAS_gemm_batched_r64(BlasColMajor, &nt, &nt, &two, &two, &zero, &alpha, &ap, &two, &bp,
                              &one, &beta, &cp, &two, 1, &gs, &info);
        EXPECT_EQ(info, 0);
        EXPECT_EQ(c[0], 2);
        EXPECT_EQ(c[1], 4);
        EXPECT_EQ(c[2], 6);
        EXPECT_EQ(c[3], 8);
        // syrk, lower: the lower triangle scaled, the strict upper one untouched.
        info = BblasErrorsReportAny;  // the mode again (gemm left 0, ReportAll's value)
        BLAS_syrk_batched_r64(BlasColMajor, &lower, &nt, &two, &zero, &alpha, &ap, &two, &beta, &cp,
                              &two, 1, &gs, &info);
        EXPECT_EQ(info, 0);
        EXPECT_EQ(c[0], 4);
        EXPECT_EQ(c[1], 8);
        EXPECT_EQ(c[2], 6);
        EXPECT_EQ(c[3], 16);
        // syr2k, lower, the same.
        info = BblasErrorsReportAny;
        BLAS_syr2k_batched_r64(BlasColMajor, &lower, &nt, &two, &zero, &alpha, &ap, &two, &bp, &two,
                               &beta, &cp, &two, 1, &gs, &info);
        EXPECT_EQ(info, 0);
        EXPECT_EQ(c[0], 8);
        EXPECT_EQ(c[1], 16);
        EXPECT_EQ(c[2], 6);
        EXPECT_EQ(c[3], 32);
    }
}

/** NaN and Inf in the inputs reach exactly the outputs IEEE arithmetic says they reach. */
TEST(Extreme, NanAndInfPropagate)
{
    double const nan = std::numeric_limits<double>::quiet_NaN();
    double const inf = std::numeric_limits<double>::infinity();
    {
        // gemm 2x2x2 column-major: A(0,0) = NaN poisons row 0 of C; B(1,1) = Inf makes C(:,1)
        // Inf where A(:,1) > 0, and C(0,1) NaN (NaN first).
        double a[4] = {nan, 1, 2, 3}, b[4] = {1, 1, 1, inf}, c[4] = {0, 0, 0, 0};
        blas_trans_t nt = BlasNoTrans;
        int64_t two = 2, gs = 1, info = BblasErrorsReportAny;
        double alpha = 1, beta = 1;
        double const* ap = a;
        double const* bp = b;
        double* cp = c;
        BLAS_gemm_batched_r64(BlasColMajor, &nt, &nt, &two, &two, &two, &alpha, &ap, &two, &bp,
                              &two, &beta, &cp, &two, 1, &gs, &info);
        EXPECT_EQ(info, 0);
        EXPECT_TRUE(std::isnan(c[0]));
        EXPECT_EQ(c[1], 1 + 3);
        EXPECT_TRUE(std::isnan(c[2]));
        EXPECT_EQ(c[3], inf);
    }
    {
        // getrf with a NaN entry: the factorization completes, NaN spreads, no crash; the code
        // is 0 or a positive column index, never an argument error.
        double a[9] = {1, 2, 3, 4, nan, 6, 7, 8, 10};
        double* ap = a;
        int64_t piv[3];
        int64_t* pp = piv;
        int64_t n = 3, gs = 1;
        int64_t info[2] = {BblasErrorsReportAll, 5};
        BLAS_getrf_batched_r64(BlasColMajor, &n, &n, &ap, &n, &pp, 1, &gs, info);
        EXPECT_GE(info[1], 0);
        for (int64_t p : piv) {
            EXPECT_GE(p, 1);
            EXPECT_LE(p, 3);
        }
    }
    {
        // potrf of [[Inf]] and of [[NaN]]: not positive definite (LAPACK: info 1 for NaN), and
        // never an argument error.
        for (double v : {inf, nan}) {
            double a = v;
            double* ap = &a;
            blas_uplo_t upper = BlasUpper;
            int64_t n = 1, gs = 1;
            int64_t info[2] = {BblasErrorsReportAll, 5};
            BLAS_potrf_batched_r64(BlasColMajor, &upper, &n, &ap, &n, 1, &gs, info);
            EXPECT_GE(info[1], 0) << v;
            if (std::isnan(v)) {
                EXPECT_EQ(info[1], 1);
            }
        }
    }
    {
        // nrm2 of [Inf, NaN] and of [huge, huge] (no overflow in the scaling).
        double const huge = std::numeric_limits<double>::max() / 2;
        double x1[2] = {inf, 1}, x2[2] = {huge, huge};
        double const* xs[2] = {x1, x2};
        double result[2] = {0, 0};
        int64_t n = 2, inc = 1, gs = 2, info = BblasErrorsReportAny;
        BLAS_nrm2_batched_r64(&n, xs, &inc, result, 1, &gs, &info);
        EXPECT_EQ(info, 0);
        EXPECT_EQ(result[0], inf);
        EXPECT_NEAR(result[1] / huge, std::sqrt(2.0), 1e-15);
    }
}

// ------------------------------------------------------------------------------------------------
// Aliased read-only inputs

/** gemm with A == B (C = A A^T through the same pointer) and syr2k with A == B. */
TEST(Extreme, AliasedReadOnlyInputs)
{
    constexpr int64_t n = 5, k = 4, count = 3;
    std::vector<double> A(static_cast<size_t>(count * n * k)), C(size_t(count * n * n), 0.0),
        S(size_t(count * n * n), 0.0);
    test::fill_random(A.data(), A.size(), 11);
    std::vector<double const*> Ap(count);
    std::vector<double*> Cp(count), Sp(count);
    for (int64_t p = 0; p < count; ++p) {
        Ap[size_t(p)] = A.data() + p * n * k;
        Cp[size_t(p)] = C.data() + p * n * n;
        Sp[size_t(p)] = S.data() + p * n * n;
    }
    blas_trans_t nt = BlasNoTrans, tr = BlasTrans;
    blas_uplo_t lower = BlasLower;
    int64_t nn = n, kk = k, lda = n, gs = count, info = BblasErrorsReportAny;
    double alpha = 1, beta = 0;
    BLAS_gemm_batched_r64(BlasColMajor, &nt, &tr, &nn, &nn, &kk, &alpha, Ap.data(), &lda,
                          Ap.data(), &lda, &beta, Cp.data(), &nn, 1, &gs, &info);
    EXPECT_EQ(info, 0);
    info = BblasErrorsReportAny;
    BLAS_syr2k_batched_r64(BlasColMajor, &lower, &nt, &nn, &kk, &alpha, Ap.data(), &lda,
                           Ap.data(), &lda, &beta, Sp.data(), &nn, 1, &gs, &info);
    EXPECT_EQ(info, 0);
    for (int64_t p = 0; p < count; ++p) {
        double const* a = A.data() + p * n * k;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) {
                double s = 0;
                for (int64_t l = 0; l < k; ++l) s += a[i + l * n] * a[j + l * n];
                EXPECT_NEAR(C[size_t(p * n * n + i + j * n)], s, 1e-14);
                if (i >= j) {
                    EXPECT_NEAR(S[size_t(p * n * n + i + j * n)], 2 * s, 1e-14);
                }
            }
    }
    // The C++ API: one A shared by every problem (a pointer vector of size 1), also as B.
    std::vector<double> C2(size_t(count * n * n), 0.0);
    std::vector<double*> C2p(count);
    for (int64_t p = 0; p < count; ++p) C2p[size_t(p)] = C2.data() + p * n * n;
    std::vector<double*> shared = {A.data()};
    std::vector<int64_t> cinfo(static_cast<size_t>(count));
    batchblas::gemm<double>(batchblas::Layout::ColMajor, {batchblas::Op::NoTrans},
                            {batchblas::Op::Trans}, {n}, {n}, {k}, {1.0}, shared, {n}, shared,
                            {n}, {0.0}, C2p, {n}, size_t(count), cinfo);
    for (int64_t p = 0; p < count; ++p)
        EXPECT_TRUE(test::same_bits(C2.data() + p * n * n, C.data(), size_t(n * n)))
            << "problem " << p << " differs from problem 0 of the C call";
}

}  // namespace
