// SPDX-License-Identifier: BSD-3-Clause
/**
 * Unit tests of the per-problem Level 2 routines (cpu/drivers/level2.hh) for what reference
 * BLAS (netlib 3.11, and CBLAS for row-major) does with NaN where a multiplier is zero, which
 * the random-data tests of tests/unit/api/test_level12.cc cannot see:
 *  - gemv and symv do not skip a zero x_j: NaN in its column reaches y (dgemv since 3.4);
 *  - trmv and trsv skip a zero x_j in the column-oriented (axpy) form, so neither NaN in that
 *    column nor a zero diagonal there is touched; the dot form skips nothing;
 *  - row-major problems follow CBLAS: the forms swap (row-major NoTrans is the dot form).
 */
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <vector>

#include "cpu/drivers/level2.hh"

namespace {

using batchblas::Diag;
using batchblas::Layout;
using batchblas::Op;
using batchblas::Uplo;

template <typename T>
class Level2Kernels : public ::testing::Test {
};
using Types = ::testing::Types<float, double, std::complex<float>, std::complex<double>>;
TYPED_TEST_SUITE(Level2Kernels, Types);

template <typename T>
T nan_value()
{
    return T(std::numeric_limits<double>::quiet_NaN());
}
template <typename T>
bool is_nan(T x)
{
    return std::isnan(std::real(x)) || std::isnan(std::imag(x));
}

/** A 2 x 2 matrix in memory order {a0, a1, a2, a3}: (0,0) (1,0) (0,1) (1,1) column-major. */
template <typename T>
std::vector<T> matrix(T a0, T a1, T a2, T a3)
{
    return {a0, a1, a2, a3};
}

TYPED_TEST(Level2Kernels, GemvPropagatesNaNBehindAZeroX)
{
    using T = TypeParam;
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
        for (Op trans : {Op::NoTrans, Op::Trans}) {
            // The NaN sits where x_1 = 0 multiplies it in either layout and operation.
            bool const col = layout == Layout::ColMajor;
            bool const notrans = trans == Op::NoTrans;
            auto A = matrix<T>(T(1), T(2), T(3), T(4));
            // Logical element multiplied by x_1 for y_0: op(A)(0, 1).
            int64_t const i = notrans ? 0 : 1, j = notrans ? 1 : 0;
            A[col ? i + 2 * j : 2 * i + j] = nan_value<T>();
            std::vector<T> x = {T(1), T(0)}, y = {T(5), T(6)};
            batchblas::cpu::gemv(layout, trans, 2, 2, T(1), A.data(), 2, x.data(), 1, T(1),
                                 y.data(), 1);
            EXPECT_TRUE(is_nan(y[0])) << int(layout) << " " << int(trans);
            EXPECT_FALSE(is_nan(y[1])) << int(layout) << " " << int(trans);
        }
    }
}

TYPED_TEST(Level2Kernels, SymvPropagatesNaNBehindAZeroX)
{
    using T = TypeParam;
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
        for (bool hermitian : {false, true}) {
            auto A = matrix<T>(T(1), nan_value<T>(), nan_value<T>(), T(4));
            std::vector<T> x = {T(1), T(0)}, y = {T(5), T(6)};
            batchblas::cpu::symv(layout, hermitian, Uplo::Lower, 2, T(1), A.data(), 2, x.data(), 1,
                                 T(1), y.data(), 1);
            EXPECT_TRUE(is_nan(y[0])) << int(layout);
        }
    }
}

/** trmv, axpy form: column j is skipped when x_j == 0; dot form: nothing skipped. */
TYPED_TEST(Level2Kernels, TrmvSkipsAZeroXOnlyInTheColumnForm)
{
    using T = TypeParam;
    // Column-major upper, A(0, 1) = NaN, x_1 = 0.
    for (Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
        auto A = matrix<T>(T(2), nan_value<T>(), nan_value<T>(), T(3));  // (1,0) unreferenced
        std::vector<T> x = {T(1), T(0)};
        if (trans != Op::NoTrans) x = {T(0), T(1)};  // x_0 multiplies A(0, 1) in op(A) x
        batchblas::cpu::trmv(Layout::ColMajor, Uplo::Upper, trans, Diag::NonUnit, 2, A.data(), 2,
                             x.data(), 1);
        if (trans == Op::NoTrans) {
            EXPECT_EQ(x[0], T(2));
            EXPECT_EQ(x[1], T(0));
        }
        else {
            EXPECT_EQ(x[0], T(0));
            EXPECT_TRUE(is_nan(x[1]));
        }
    }
    // Row-major: Trans is the column form on the stored transpose.
    auto A = matrix<T>(T(2), nan_value<T>(), nan_value<T>(), T(3));  // row-major: (0,1) = NaN
    std::vector<T> x = {T(0), T(1)};
    batchblas::cpu::trmv(Layout::RowMajor, Uplo::Upper, Op::Trans, Diag::NonUnit, 2, A.data(), 2,
                         x.data(), 1);
    EXPECT_EQ(x[0], T(0));
    EXPECT_EQ(x[1], T(3));
}

/** trsv, axpy form: a zero x_j divides nothing, so a zero diagonal there gives no NaN. */
TYPED_TEST(Level2Kernels, TrsvSkipsAZeroXOnlyInTheColumnForm)
{
    using T = TypeParam;
    {
        auto A = matrix<T>(T(2), nan_value<T>(), nan_value<T>(), T(0));
        std::vector<T> x = {T(4), T(0)};
        batchblas::cpu::trsv(Layout::ColMajor, Uplo::Upper, Op::NoTrans, Diag::NonUnit, 2, A.data(),
                             2, x.data(), 1);
        EXPECT_EQ(x[0], T(2));
        EXPECT_EQ(x[1], T(0));
    }
    {
        // Dot form (column-major Trans): x_1 = (x_1 - A(0,1) x_0) / A(1,1) with NaN in A(0,1).
        auto A = matrix<T>(T(2), nan_value<T>(), nan_value<T>(), T(1));
        std::vector<T> x = {T(0), T(5)};
        batchblas::cpu::trsv(Layout::ColMajor, Uplo::Upper, Op::Trans, Diag::NonUnit, 2, A.data(),
                             2, x.data(), 1);
        EXPECT_EQ(x[0], T(0));
        EXPECT_TRUE(is_nan(x[1]));
    }
    {
        // Row-major NoTrans is the dot form: no skip.
        auto A = matrix<T>(T(2), nan_value<T>(), nan_value<T>(), T(1));  // row-major (0,1) NaN
        std::vector<T> x = {T(3), T(0)};
        batchblas::cpu::trsv(Layout::RowMajor, Uplo::Upper, Op::NoTrans, Diag::NonUnit, 2, A.data(),
                             2, x.data(), 1);
        EXPECT_TRUE(is_nan(x[0]));
        EXPECT_EQ(x[1], T(0));
    }
}

}  // namespace
