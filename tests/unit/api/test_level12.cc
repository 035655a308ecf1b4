// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of the batched Level 1 and Level 2 BLAS through the public C API
 * (BLAS_<routine>_batched_<type>): results against loop references written in wider precision
 * (api/level12_reference.hh).
 *
 * Computation: every routine x type x layout x option, sizes 0 .. 300 (past the vector lanes
 * and the on-stack scratch), increments 1, -1, 2, -2, 3, -3, special scalars (alpha == 0 with
 * NaN in what must not be read, beta == 0 with NaN in y, beta == 1, alpha == 1); each case is
 * a group of two problems of one call with hundreds of groups. After the call, results match
 * the reference within a bound proportional to the depth of the sums, and everything else is
 * unchanged bit for bit: inputs, guard bands around every vector and matrix, elements between
 * increments, the padding of A, the unreferenced triangle (NaN, so reading it would show too),
 * a unit diagonal and hemv's imaginary diagonal (NaN).
 * Conventions: reference BLAS's quick returns (nothing referenced for empty sizes, gemv/symv
 * leave y alone for alpha == 0, beta == 1), ger's zero-multiplier skip, scal / asum / iamax
 * doing nothing for incx < 0, nrm2 on 1e300 / 1e-300 (1e30 / 1e-30 for float), iamax's
 * first-maximum and NaN rules.
 * Checking (test_level12_checking.cc) and the C++ API (test_level12_cxx.cc) have files of
 * their own.
 */
#include "api/level12_reference.hh"

namespace level12_test {
namespace {

TYPED_TEST(Level12, Level2EveryOptionLayoutIncrementAndSpecialScalar)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        if (!level2(r)) continue;
        for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
            Batch<T> b(r, layout, level2_cases<T>(r));
            b.call(BblasErrorsReportAll);
            verify(b);
            if (this->HasFatalFailure()) return;
        }
    }
}

TYPED_TEST(Level12, Level1EveryIncrementAndSpecialScalar)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        if (level2(r)) continue;
        Batch<T> b(r, BlasColMajor, level1_cases<T>(r));
        b.call(BblasErrorsReportAll);
        verify(b);
        if (this->HasFatalFailure()) return;
    }
}

/** scal with alpha == 0 keeps NaN (0 * NaN), as reference BLAS; incx < 0 leaves x alone. */
TYPED_TEST(Level12, ScalMultipliesNaNAndIgnoresNegativeIncrement)
{
    using T = TypeParam;
    Group<T> g;
    g.n = 5, g.alpha = T(0), g.count = 1;
    Group<T> neg = g;
    neg.incx = -1;
    neg.alpha = make<T>(2);
    Batch<T> b(R12::scal, BlasColMajor, {g, neg});
    b.x[0][2] = nan_value<T>();
    b.call(BblasErrorsReportAll);
    EXPECT_EQ(b.info[0], 0);
    EXPECT_TRUE(has_nan(b.x[0][2]));
    EXPECT_TRUE(same_bits(b.x[0][1], T(0)) || b.x[0][1] == T(0));
    EXPECT_TRUE(same_buffer(b.x[1].buffer(), b.x0[1].buffer(), "x"));
}

/** ger skips a column whose multiplier is zero: y_j (column-major) or x_i (row-major). */
TYPED_TEST(Level12, GerSkipsZeroMultipliers)
{
    using T = TypeParam;
    R12 const r = is_complex_v<T> ? R12::geru : R12::ger;
    for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
        Group<T> g;
        g.m = 3, g.n = 4, g.count = 1, g.alpha = make<T>(1.5);
        Batch<T> b(r, layout, {g});
        bool const col = layout == BlasColMajor;
        // Column-major: y_1 = 0 with x NaN in row 0 leaves column 1 alone; row-major: x_1 = 0
        // with y NaN in column 0 leaves row 1 alone.
        if (col) {
            b.y[0][1] = T(0);
            b.x[0][0] = nan_value<T>();
        }
        else {
            b.x[0][1] = T(0);
            b.y[0][0] = nan_value<T>();
        }
        b.A0 = b.A;
        b.call(BblasErrorsReportAll);
        ASSERT_EQ(b.info[0], 0);
        for (int64_t k = 0; k < (col ? g.m : g.n); ++k) {
            int64_t const i = col ? k : 1, j = col ? 1 : k;
            EXPECT_TRUE(same_bits(b.A[0](i, j), b.A0[0](i, j))) << i << ", " << j;
        }
    }
}

/** nrm2 neither overflows nor underflows; NaN and Inf propagate. */
TYPED_TEST(Level12, Nrm2HugeTinyNaNInf)
{
    using T = TypeParam;
    using Real = real_t<T>;
    bool const single = std::is_same_v<Real, float>;
    double const huge = single ? 1e30 : 1e300, tiny = single ? 1e-30 : 1e-300;
    double const sub = single ? 1e-40 : 1e-310;  // subnormal
    struct Case {
        std::vector<T> values;
        double want;
    };
    double const r2 = std::sqrt(2.0);
    std::vector<Case> cases = {
        {{make<T>(huge), make<T>(huge), make<T>(huge), make<T>(huge)}, 2 * huge},
        {{make<T>(tiny), make<T>(-tiny), make<T>(tiny), make<T>(tiny)}, 2 * tiny},
        {{make<T>(huge), make<T>(1), make<T>(tiny)}, huge},
        {{make<T>(sub), make<T>(sub)}, double(Real(sub)) * r2},
        {{make<T>(3 * tiny), make<T>(4 * tiny)}, 5 * tiny},
        {{make<T>(0), make<T>(0)}, 0},
        {{make<T>(huge, huge)}, is_complex_v<T> ? huge * r2 : huge},
    };
    for (int64_t incx : {1, 2, -1}) {
        std::vector<Group<T>> groups;
        for (auto const& c : cases) {
            Group<T> g;
            g.n = int64_t(c.values.size()), g.incx = incx, g.count = 1;
            groups.push_back(g);
        }
        Batch<T> b(R12::nrm2, BlasColMajor, groups);
        for (size_t c = 0; c < cases.size(); ++c)
            for (size_t k = 0; k < cases[c].values.size(); ++k) b.x[c][k] = cases[c].values[k];
        b.call(BblasErrorsReportAll);
        ASSERT_EQ(b.info[0], 0);
        for (size_t c = 0; c < cases.size(); ++c) {
            double const got = double(b.real_result[c]), want = double(Real(cases[c].want));
            EXPECT_TRUE(std::isfinite(got)) << "case " << c;
            double const subnormal = double(std::numeric_limits<Real>::denorm_min());
            EXPECT_LE(std::abs(got - want), 8 * eps<T>() * want + subnormal)
                << "case " << c << " incx " << incx << ": " << got;
        }
    }
    // NaN anywhere gives NaN; Inf gives Inf; NaN with Inf gives NaN.
    double const inf = std::numeric_limits<double>::infinity();
    double const nan = std::numeric_limits<double>::quiet_NaN();
    std::vector<std::vector<T>> special = {
        {make<T>(1), make<T>(nan), make<T>(huge)},
        {make<T>(1), make<T>(-inf), make<T>(2)},
        {make<T>(inf), make<T>(nan)},
    };
    std::vector<Group<T>> groups;
    for (auto const& v : special) {
        Group<T> g;
        g.n = int64_t(v.size()), g.count = 1;
        groups.push_back(g);
    }
    Batch<T> b(R12::nrm2, BlasColMajor, groups);
    for (size_t c = 0; c < special.size(); ++c)
        for (size_t k = 0; k < special[c].size(); ++k) b.x[c][k] = special[c][k];
    b.call(BblasErrorsReportAll);
    EXPECT_TRUE(std::isnan(b.real_result[0]));
    EXPECT_TRUE(std::isinf(b.real_result[1]) && b.real_result[1] > 0);
    EXPECT_TRUE(std::isnan(b.real_result[2]));
}

/** iamax: |Re| + |Im|, first of equal maxima, NaN never wins unless it comes first. */
TYPED_TEST(Level12, IamaxRules)
{
    using T = TypeParam;
    double const nan = std::numeric_limits<double>::quiet_NaN();
    struct Case {
        std::vector<T> values;
        int64_t incx, want;
    };
    std::vector<Case> cases = {
        {{make<T>(1), make<T>(-3), make<T>(3), make<T>(2)}, 1, 2},
        {{make<T>(nan), make<T>(5), make<T>(1)}, 1, 1},
        {{make<T>(1), make<T>(nan), make<T>(5)}, 2, 3},
        {{make<T>(1), make<T>(7)}, -1, 0},
        {{make<T>(4)}, 1, 1},
    };
    if constexpr (is_complex_v<T>) {
        // |3 + 0i| = 3 > |2 + 2i| = 2.83, but |Re| + |Im| is 3 < 4.
        cases.push_back({{make<T>(3, 0), make<T>(2, 2), make<T>(-1, -3)}, 1, 2});
    }
    std::vector<Group<T>> groups;
    for (auto const& c : cases) {
        Group<T> g;
        g.n = int64_t(c.values.size()), g.incx = c.incx, g.count = 1;
        groups.push_back(g);
    }
    Group<T> empty;
    empty.n = 0, empty.count = 1;
    groups.push_back(empty);
    Batch<T> b(R12::iamax, BlasColMajor, groups);
    for (size_t c = 0; c < cases.size(); ++c)
        for (size_t k = 0; k < cases[c].values.size(); ++k) b.x[c][k] = cases[c].values[k];
    b.call(BblasErrorsReportAll);
    ASSERT_EQ(b.info[0], 0);
    for (size_t c = 0; c < cases.size(); ++c) EXPECT_EQ(b.index_result[c], cases[c].want) << c;
    EXPECT_EQ(b.index_result[cases.size()], 0);
}

/** asum of complex elements is sum |Re| + |Im|; incx < 0 and n == 0 give 0. */
TYPED_TEST(Level12, AsumRules)
{
    using T = TypeParam;
    Group<T> g;
    g.n = 2, g.count = 1;
    Group<T> neg = g;
    neg.incx = -2;
    Group<T> empty = g;
    empty.n = 0;
    Batch<T> b(R12::asum, BlasColMajor, {g, neg, empty});
    b.x[0][0] = make<T>(-1, 2);
    b.x[0][1] = make<T>(3, -4);
    b.call(BblasErrorsReportAll);
    ASSERT_EQ(b.info[0], 0);
    EXPECT_EQ(double(b.real_result[0]), is_complex_v<T> ? 10.0 : 4.0);
    EXPECT_EQ(double(b.real_result[1]), 0.0);
    EXPECT_EQ(double(b.real_result[2]), 0.0);
}

}  // namespace
}  // namespace level12_test
