// SPDX-License-Identifier: BSD-3-Clause
/**
 * Unit tests of the fused-path LAPACK kernels (src/cpu/kernels/fused_lapack.hh), each ISA's
 * table that this machine can run, every type: getf2 (general m x n, lda above m) and the
 * compile-time-order kernels against netlib getrf (the same pivots, LAPACK's LU residual below
 * 30, the same info for a zero column, rows between m and lda untouched); potf2_lower against
 * LAPACK's Cholesky residual, the upper triangle untouched, and the failing order reported; the
 * strided pivot search (a leading NaN
 * wins, a later one never does) and scaling; getf2_by_rows in both layouts against netlib and
 * against getf2 (NaN meeting zeros of U: the same entries NaN); potrf_by_blocks in both
 * triangles and layouts against LAPACK's residual and netlib's failing order.
 */
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "batchblas/types.hh"
#include "common/test_util.hh"
#include "cpu/kernels/fused_lapack.hh"
#include "cpu/kernels/isa.hh"
#include "oracle/lapack.hh"

namespace {

using namespace test;
using namespace oracle::lapack;
using batchblas::cpu::FusedLapackKernels;
using batchblas::cpu::Isa;

constexpr double sentinel = 12345.0;

/** The ISAs this build has and this machine runs. */
std::vector<Isa> runnable_isas()
{
    std::vector<Isa> isas;
    for (Isa isa : {Isa::generic, Isa::avx2, Isa::avx512})
        if (batchblas::cpu::isa_supported(isa)) isas.push_back(isa);
    return isas;
}

/** The m x n leading part of a column-major buffer (ld lda) as a Dense matrix. */
template <typename T>
Dense dense_of(std::vector<T> const& a, int64_t m, int64_t n, int64_t lda)
{
    Dense d(m, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) d(i, j) = widen(a[size_t(i + j * lda)]);
    return d;
}

template <typename T>
void lu_case(FusedLapackKernels<T> const& k, int64_t m, int64_t n, int64_t zero_column, Random& rnd)
{
    SCOPED_TRACE("m " + std::to_string(m) + " n " + std::to_string(n) + " zero column " +
                 std::to_string(zero_column));
    int64_t const lda = m + 2;
    std::vector<T> a(size_t(lda * n), make<T>(sentinel));
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i)
            a[size_t(i + j * lda)] = j == zero_column ? T(0) : rnd.next<T>();
    Dense const A = dense_of(a, m, n, lda);
    std::vector<T> ref(size_t(m * n));
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) ref[size_t(i + j * m)] = a[size_t(i + j * lda)];
    std::vector<int> ref_ipiv;
    int const ref_info = netlib_getrf<T>(int(m), int(n), ref, ref_ipiv);
    std::vector<int64_t> ipiv(size_t(std::min(m, n)), -1);
    int64_t const info = k.getf2(m, n, a.data(), lda, ipiv.data());
    EXPECT_EQ(info, ref_info);
    for (size_t r = 0; r < ipiv.size(); ++r) EXPECT_EQ(ipiv[r], ref_ipiv[r]) << "pivot " << r;
    EXPECT_LT(lu_residual<T>(A, dense_of(a, m, n, lda), ipiv.data()), 30.0);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = m; i < lda; ++i)
            EXPECT_EQ(a[size_t(i + j * lda)], make<T>(sentinel))
                << "padding (" << i << ", " << j << ")";
}

/**
 * getf2_by_rows on an m x n matrix in either layout with padding (lda two beyond the matrix),
 * against netlib (same pivots and info, LU residual) and against the column-major getf2 (which
 * applies the same operations in the same order: the same NaN entries). nan_column >= 0: a NaN
 * in that column's middle row and zeros in the first pivot row, so that an infinite-or-NaN
 * multiplier meets zero entries of U, whose updates the unblocked algorithm skips (the
 * element-wise path; with a zero column, entries that stay zero).
 */
template <typename T>
void lu_by_rows_case(FusedLapackKernels<T> const& k, int64_t m, int64_t n, bool row_major,
                     int64_t zero_column, int64_t nan_column, Random& rnd)
{
    using R = real_t<T>;
    bool const special = nan_column >= 0;
    SCOPED_TRACE("by rows: m " + std::to_string(m) + " n " + std::to_string(n) +
                 (row_major ? " row-major" : " column-major") + " zero column " +
                 std::to_string(zero_column) + " NaN column " + std::to_string(nan_column));
    Dense A(m, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) A(i, j) = j == zero_column ? 0.0 : widen(rnd.next<T>());
    if (special) {
        A(0, 0) = 100.0;
        for (int64_t j = 2; j < n; j += 3) A(0, j) = 0.0;
        A(m / 2, nan_column) = std::numeric_limits<double>::quiet_NaN();
    }
    int64_t const lda = (row_major ? n : m) + 2;
    int64_t const lines = row_major ? m : n, length = row_major ? n : m;
    std::vector<T> a(size_t(lda * lines), make<T>(sentinel));
    auto at = [&](int64_t i, int64_t j) -> T& {
        return a[size_t(row_major ? i * lda + j : i + j * lda)];
    };
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) at(i, j) = narrow<T>(A(i, j));
    std::vector<T> cols(size_t(m * n));
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) cols[size_t(i + j * m)] = at(i, j);
    std::vector<int64_t> ipiv(size_t(std::min(m, n)), -1), col_ipiv = ipiv;
    int64_t const info = k.getf2_by_rows(m, n, a.data(), lda, row_major, ipiv.data());
    int64_t const col_info = k.getf2(m, n, cols.data(), m, col_ipiv.data());
    EXPECT_EQ(info, col_info);
    EXPECT_EQ(ipiv, col_ipiv);
    Dense F(m, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            F(i, j) = widen(at(i, j));
            EXPECT_EQ(std::isnan(R(std::abs(F(i, j)))),
                      std::isnan(R(std::abs(cols[size_t(i + j * m)]))))
                << "(" << i << ", " << j << ")";
        }
    for (int64_t line = 0; line < lines; ++line)
        for (int64_t e = length; e < lda; ++e)
            EXPECT_EQ(a[size_t(line * lda + e)], make<T>(sentinel))
                << "padding " << line << ", " << e;
    if (special) return;
    std::vector<T> ref(size_t(m * n));
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) ref[size_t(i + j * m)] = narrow<T>(A(i, j));
    std::vector<int> ref_ipiv;
    EXPECT_EQ(info, netlib_getrf<T>(int(m), int(n), ref, ref_ipiv));
    for (size_t r = 0; r < ipiv.size(); ++r) EXPECT_EQ(ipiv[r], ref_ipiv[r]) << "pivot " << r;
    EXPECT_LT(lu_residual<T>(A, F, ipiv.data()), 30.0);
    EXPECT_LT(lu_componentwise_error<T>(A, F, ipiv.data()), 4.0);
}

template <typename T>
void lu_fixed_case(FusedLapackKernels<T> const& k, int64_t n, Random& rnd)
{
    SCOPED_TRACE("fixed order " + std::to_string(n));
    std::vector<T> a(size_t(n * n));
    for (auto& x : a) x = rnd.next<T>();
    Dense const A = dense_of(a, n, n, n);
    std::vector<T> ref = a;
    std::vector<int> ref_ipiv;
    int const ref_info = netlib_getrf<T>(int(n), int(n), ref, ref_ipiv);
    std::vector<int64_t> ipiv(size_t(n), -1);
    EXPECT_EQ(k.getf2_fixed[n](a.data(), ipiv.data()), ref_info);
    for (int64_t r = 0; r < n; ++r)
        EXPECT_EQ(ipiv[size_t(r)], ref_ipiv[size_t(r)]) << "pivot " << r;
    EXPECT_LT(lu_residual<T>(A, dense_of(a, n, n, n), ipiv.data()), 30.0);
}

/** A random Hermitian positive definite n x n matrix (ld n), the upper triangle a sentinel. */
template <typename T>
std::vector<T> spd_lower(int64_t n, Random& rnd)
{
    std::vector<T> a(size_t(n * n), make<T>(sentinel));
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n; ++i)
            a[size_t(i + j * n)] =
                i == j ? make<T>(double(n) + 1.0 + rnd.uniform()) : rnd.next<T>();
    return a;
}

template <typename T>
void cholesky_case(FusedLapackKernels<T> const& k, int64_t n, Random& rnd)
{
    SCOPED_TRACE("cholesky order " + std::to_string(n));
    std::vector<T> a = spd_lower<T>(n, rnd);
    Dense const A = hermitian_from(dense_of(a, n, n, n), true);
    ASSERT_EQ(k.potf2_lower(n, a.data(), n), 0);
    EXPECT_LT(cholesky_residual<T>(A, dense_of(a, n, n, n), true), 30.0);
    for (int64_t j = 1; j < n; ++j)
        for (int64_t i = 0; i < j; ++i)
            EXPECT_EQ(a[size_t(i + j * n)], make<T>(sentinel))
                << "upper (" << i << ", " << j << ")";
    // A pivot that is not positive stops the factorization with its order.
    if (n >= 3) {
        std::vector<T> f = spd_lower<T>(n, rnd);
        f[size_t(2 + 2 * n)] = make<T>(-1.0);
        EXPECT_EQ(k.potf2_lower(n, f.data(), n), 3);
    }
}

/**
 * potrf_by_blocks on an n x n Hermitian matrix in its uplo triangle (ld n + 3, by rows or
 * columns, everything else the sentinel): LAPACK's Cholesky residual below 30 and real
 * diagonals (a stray imaginary part given), the other triangle and the rows past n untouched;
 * with the diagonal entry `bad` made negative, the failing order as netlib's.
 */
template <typename T>
void cholesky_by_blocks_case(FusedLapackKernels<T> const& k, int64_t n, bool upper, bool row_major,
                             int64_t bad, uint64_t seed)
{
    SCOPED_TRACE("cholesky by blocks, order " + std::to_string(n) + (upper ? " upper" : " lower") +
                 (row_major ? " by rows" : " by columns") + " bad " + std::to_string(bad));
    int64_t const lda = n + 3;
    Dense H = random_hpd(n, is_complex_v<T>, seed);
    if (bad >= 0) H(bad, bad) = -1.0;
    std::vector<T> a(size_t(lda * n), make<T>(sentinel));
    auto at = [&](int64_t i, int64_t j) -> T& {
        return a[size_t(row_major ? i * lda + j : i + j * lda)];
    };
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            if (i == j)
                at(i, i) = make<T>(H(i, i).real(), 0.25);
            else if ((i > j) != upper)
                at(i, j) = narrow<T>(H(i, j));
        }
    std::vector<T> ref(size_t(n * n));
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) ref[size_t(i + j * n)] = at(i, j);
    int64_t const info = k.potrf_by_blocks(n, a.data(), lda, upper, row_major);
    EXPECT_EQ(info, netlib_potrf<T>(upper ? 'U' : 'L', int(n), ref));
    EXPECT_EQ(info, bad + 1);
    bool other_intact = true, rows_past_intact = true, diagonal_real = true;
    for (int64_t j = 0; j < n; ++j) {
        for (int64_t i = 0; i < n; ++i)
            if (i != j && (i > j) == upper) other_intact &= at(i, j) == make<T>(sentinel);
        for (int64_t i = n; i < lda; ++i)
            rows_past_intact &= a[size_t(i + j * lda)] == make<T>(sentinel);
        if (info == 0) diagonal_real &= widen(at(j, j)).imag() == 0;
    }
    EXPECT_TRUE(other_intact);
    EXPECT_TRUE(rows_past_intact);
    EXPECT_TRUE(diagonal_real);
    if (info != 0) return;
    Dense F(n, n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) F(i, j) = widen(at(i, j));
    EXPECT_LT(cholesky_residual<T>(H, F, !upper), 30.0);
}

template <typename T>
void pivot_search_case(FusedLapackKernels<T> const& k)
{
    using R = real_t<T>;
    R const nan = std::numeric_limits<R>::quiet_NaN();
    std::vector<T> x = {make<T>(1), make<T>(9),  make<T>(-3, 4),
                        make<T>(2), make<T>(-9), make<T>(5)};
    // Stride 2: entries 1, -3+4i, -9; |re| + |im| is 1, 7, 9 (the real 9 and -9 tie otherwise).
    EXPECT_EQ(k.iamax(3, x.data(), 2), 2);
    EXPECT_EQ(k.iamax(6, x.data(), 1), 1);  // the first of 9 and -9
    x[0] = make<T>(double(nan));
    EXPECT_EQ(k.iamax(6, x.data(), 1), 0);  // a leading NaN wins
    x[0] = make<T>(1);
    x[3] = make<T>(double(nan));
    EXPECT_EQ(k.iamax(6, x.data(), 1), 1);  // a later NaN never does
    std::vector<T> y = {make<T>(2), make<T>(4), make<T>(6), make<T>(8)};
    k.divide_by_pivot(2, make<T>(2), y.data(), 2);
    EXPECT_EQ(y[0], make<T>(1));
    EXPECT_EQ(y[1], make<T>(4));
    EXPECT_EQ(y[2], make<T>(3));
    EXPECT_EQ(y[3], make<T>(8));
}

template <typename T>
class CpuFusedLapack : public ::testing::Test {
};
TYPED_TEST_SUITE(CpuFusedLapack, ScalarTypes, TypeNames);

TYPED_TEST(CpuFusedLapack, LuMatchesNetlibOnEveryIsa)
{
    using T = TypeParam;
    for (Isa isa : runnable_isas()) {
        SCOPED_TRACE(batchblas::cpu::isa_name(isa));
        auto const& k = batchblas::cpu::fused_lapack_kernels<T>(isa);
        Random rnd(11);
        for (auto [m, n] : {std::pair<int64_t, int64_t>{1, 1},
                            {1, 4},
                            {4, 1},
                            {3, 5},
                            {5, 3},
                            {7, 7},
                            {9, 9},
                            {16, 16},
                            {17, 13},
                            {13, 17},
                            {33, 33},
                            {45, 45}})
            lu_case<T>(k, m, n, -1, rnd);
        lu_case<T>(k, 12, 12, 5, rnd);  // U(5, 5) exactly zero: info 6, the rest factored
        for (int64_t n = 1; n <= batchblas::cpu::fused_lapack_fixed_max_n; ++n)
            lu_fixed_case<T>(k, n, rnd);
        pivot_search_case<T>(k);
    }
}

// LU by rows, where the ISA has it: block edges (blocks of four columns, vectors of 2-16 lanes),
// rectangular shapes both ways, both layouts, a zero column, NaN meeting zeros of U.
TYPED_TEST(CpuFusedLapack, LuByRowsMatchesNetlibAndTheColumnKernel)
{
    using T = TypeParam;
    for (Isa isa : runnable_isas()) {
        SCOPED_TRACE(batchblas::cpu::isa_name(isa));
        auto const& k = batchblas::cpu::fused_lapack_kernels<T>(isa);
        if (k.getf2_by_rows == nullptr) {
            EXPECT_TRUE(is_complex_v<T> || isa == Isa::generic);
            continue;
        }
        Random rnd(29);
        for (bool row_major : {false, true}) {
            for (auto [m, n] : {std::pair<int64_t, int64_t>{1, 1},
                                {1, 6},
                                {6, 1},
                                {2, 2},
                                {3, 3},
                                {4, 4},
                                {5, 5},
                                {7, 7},
                                {8, 8},
                                {9, 9},
                                {12, 12},
                                {15, 15},
                                {16, 16},
                                {17, 17},
                                {23, 23},
                                {24, 24},
                                {25, 25},
                                {31, 31},
                                {32, 32},
                                {33, 33},
                                {40, 13},
                                {13, 40},
                                {8, 20},
                                {20, 8},
                                {9, 20},
                                {64, 64},
                                {70, 45},
                                {100, 100}})
                lu_by_rows_case<T>(k, m, n, row_major, -1, -1, rnd);
            // Zero pivots at and inside blocks of four columns, and past two blocks.
            for (int64_t zero : {5, 8, 13, 14})
                lu_by_rows_case<T>(k, 20, 20, row_major, zero, -1, rnd);
            // The last column zero: its entries never get an update (U is zero there), so the
            // rows that NaN reaches keep them. NaN in the first, second, third and fifth block.
            for (int64_t nan : {0, 5, 9, 16}) {
                lu_by_rows_case<T>(k, 21, 21, row_major, 20, nan, rnd);
                lu_by_rows_case<T>(k, 21, 30, row_major, 29, nan, rnd);
            }
        }
    }
}

TYPED_TEST(CpuFusedLapack, CholeskyResidualOnEveryIsa)
{
    using T = TypeParam;
    for (Isa isa : runnable_isas()) {
        SCOPED_TRACE(batchblas::cpu::isa_name(isa));
        auto const& k = batchblas::cpu::fused_lapack_kernels<T>(isa);
        Random rnd(12);
        for (int64_t n : {1, 2, 3, 4, 5, 8, 9, 16, 17, 31, 32}) cholesky_case<T>(k, n, rnd);
    }
}

// Cholesky by blocks of four columns: block and vector edges (vectors of 1-16 entries, chunks
// of up to four vectors), both triangles, both layouts, failing pivots at the block edges.
TYPED_TEST(CpuFusedLapack, CholeskyByBlocksMatchesNetlibOnEveryIsa)
{
    using T = TypeParam;
    for (Isa isa : runnable_isas()) {
        SCOPED_TRACE(batchblas::cpu::isa_name(isa));
        auto const& k = batchblas::cpu::fused_lapack_kernels<T>(isa);
        uint64_t seed = 70;
        for (bool upper : {false, true})
            for (bool row_major : {false, true}) {
                for (int64_t n : {0,  1,  2,  3,  4,  5,  7,  8,  9,  12, 15,  16, 17,
                                  20, 31, 32, 33, 36, 63, 64, 65, 66, 67, 100, 129})
                    cholesky_by_blocks_case<T>(k, n, upper, row_major, -1, seed++);
                for (int64_t bad : {0, 3, 4, 5, 17, 36})
                    cholesky_by_blocks_case<T>(k, 37, upper, row_major, bad, seed++);
            }
    }
}

}  // namespace
