// SPDX-License-Identifier: BSD-3-Clause
/**
 * The batched LAPACK front ends: the C API (batchblas/lapack.h) and the C++ API
 * (batchblas/lapack.hh) over the CPU backend.
 *
 * Batches mix groups of different sizes (0, fused and recursive) with failing problems next to
 * good ones: the failing problems get LAPACK's exact code in every info mode, the good ones are
 * correct (residuals of tests/oracle/lapack.hh), a failing solve leaves its B untouched. Every
 * invalid argument of every routine gets its exact position in ReportAll with nothing written
 * anywhere; call-level errors touch only info[0]; pointers that would not be referenced may be
 * null.
 * The C++ forms (flat, group, strided) report numerical codes without throwing, argument errors
 * by throwing, and reject inconsistent vector sizes.
 */
#include <batchblas.h>
#include <batchblas.hh>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#ifdef _OPENMP
#include <omp.h>
#endif

#include "common/test_util.hh"
#include "oracle/lapack.hh"

namespace {

using namespace oracle::lapack;
using test::Matrix;

constexpr double threshold = 30;
constexpr int64_t sentinel_code = 12345;

// ------------------------------------------------------------------------------------------------
// The C entry points of each type

template <typename T>
struct CApi;
template <>
struct CApi<float> {
    static constexpr auto getrf = BLAS_getrf_batched_r32;
    static constexpr auto getrs = BLAS_getrs_batched_r32;
    static constexpr auto gesv = BLAS_gesv_batched_r32;
    static constexpr auto potrf = BLAS_potrf_batched_r32;
    static constexpr auto potrs = BLAS_potrs_batched_r32;
    static constexpr auto posv = BLAS_posv_batched_r32;
    static constexpr auto getri = BLAS_getri_batched_r32;
    static constexpr auto geqrf = BLAS_geqrf_batched_r32;
};
template <>
struct CApi<double> {
    static constexpr auto getrf = BLAS_getrf_batched_r64;
    static constexpr auto getrs = BLAS_getrs_batched_r64;
    static constexpr auto gesv = BLAS_gesv_batched_r64;
    static constexpr auto potrf = BLAS_potrf_batched_r64;
    static constexpr auto potrs = BLAS_potrs_batched_r64;
    static constexpr auto posv = BLAS_posv_batched_r64;
    static constexpr auto getri = BLAS_getri_batched_r64;
    static constexpr auto geqrf = BLAS_geqrf_batched_r64;
};
template <>
struct CApi<std::complex<float>> {
    static constexpr auto getrf = BLAS_getrf_batched_c32;
    static constexpr auto getrs = BLAS_getrs_batched_c32;
    static constexpr auto gesv = BLAS_gesv_batched_c32;
    static constexpr auto potrf = BLAS_potrf_batched_c32;
    static constexpr auto potrs = BLAS_potrs_batched_c32;
    static constexpr auto posv = BLAS_posv_batched_c32;
    static constexpr auto getri = BLAS_getri_batched_c32;
    static constexpr auto geqrf = BLAS_geqrf_batched_c32;
};
template <>
struct CApi<std::complex<double>> {
    static constexpr auto getrf = BLAS_getrf_batched_c64;
    static constexpr auto getrs = BLAS_getrs_batched_c64;
    static constexpr auto gesv = BLAS_gesv_batched_c64;
    static constexpr auto potrf = BLAS_potrf_batched_c64;
    static constexpr auto potrs = BLAS_potrs_batched_c64;
    static constexpr auto posv = BLAS_posv_batched_c64;
    static constexpr auto getri = BLAS_getri_batched_c64;
    static constexpr auto geqrf = BLAS_geqrf_batched_c64;
};

// ------------------------------------------------------------------------------------------------
// A batch: per-group arrays and per-problem guarded matrices

/** One group: count problems of the same sizes and options. */
struct Group {
    int64_t count;
    int64_t m, n, nrhs = 0;
    blas_uplo_t uplo = BlasLower;
    blas_trans_t trans = BlasNoTrans;
};

/**
 * Everything one call needs: A (m x n, or n x n when square), B (n x nrhs), C (n x n), pivots
 * and tau with guard entries, the per-group arrays and the pointer arrays of the C API.
 */
template <typename T>
struct Batch {
    blas_layout_t layout;
    std::vector<Group> groups;
    std::vector<Matrix<T>> A, B, C;
    std::vector<std::vector<int64_t>> ipiv;
    std::vector<std::vector<T>> tau;
    std::vector<int64_t> m, n, nrhs, lda, ldb, ldc, sizes;
    std::vector<blas_uplo_t> uplo;
    std::vector<blas_trans_t> trans;
    std::vector<T*> a, b, c, t;
    std::vector<int64_t*> p;

    Batch(blas_layout_t layout_, std::vector<Group> groups_, uint64_t seed)
        : layout(layout_), groups(std::move(groups_))
    {
        bool const col = layout == BlasColMajor;
        for (Group const& g : groups) {
            m.push_back(g.m);
            n.push_back(g.n);
            nrhs.push_back(g.nrhs);
            lda.push_back(std::max<int64_t>(1, col ? g.m : g.n) + 2);
            ldb.push_back(std::max<int64_t>(1, col ? g.n : g.nrhs) + 1);
            ldc.push_back(std::max<int64_t>(1, g.n) + 3);
            sizes.push_back(g.count);
            uplo.push_back(g.uplo);
            trans.push_back(g.trans);
            for (int64_t i = 0; i < g.count; ++i) {
                A.emplace_back(g.m, g.n, lda.back(), col);
                A.back().fill_random(seed++);
                B.emplace_back(g.n, g.nrhs, ldb.back(), col);
                B.back().fill_random(seed++);
                C.emplace_back(g.n, g.n, ldc.back(), col);
                int64_t const k = std::min(g.m, g.n);
                ipiv.emplace_back(size_t(k + 2), -77);
                tau.emplace_back(size_t(k + 2), test::sentinel<T>());
            }
        }
        point();
    }

    /** (Re)builds the pointer arrays from the matrices. */
    void point()
    {
        a.clear(), b.clear(), c.clear(), t.clear(), p.clear();
        for (size_t i = 0; i < A.size(); ++i) {
            a.push_back(A[i].data());
            b.push_back(B[i].data());
            c.push_back(C[i].data());
            t.push_back(tau[i].data());
            p.push_back(ipiv[i].data());
        }
    }

    int64_t count() const { return int64_t(A.size()); }
    int64_t group_count() const { return int64_t(groups.size()); }
    int64_t group_of(int64_t problem) const
    {
        for (int64_t g = 0, first = 0; g < group_count(); first += sizes[size_t(g)], ++g)
            if (problem < first + sizes[size_t(g)]) return g;
        return -1;
    }

    /** Makes problem i's A Hermitian positive definite in its group's uplo triangle (the other
     * triangle keeps the sentinel); `bad` >= 0 spoils the leading minor of order bad + 1. */
    Dense make_hpd(int64_t i, int64_t bad, uint64_t seed)
    {
        Group const& g = groups[size_t(group_of(i))];
        Dense H = random_hpd(g.n, test::is_complex_v<T>, seed);
        if (bad >= 0) H(bad, bad) = -1.0;
        Matrix<T>& a_i = A[size_t(i)];
        a_i = Matrix<T>(g.n, g.n, a_i.ld(), a_i.col_major());
        for (int64_t c_ = 0; c_ < g.n; ++c_)
            for (int64_t r = 0; r < g.n; ++r)
                if (r == c_ || (r > c_) == (g.uplo == BlasLower)) a_i(r, c_) = narrow<T>(H(r, c_));
        point();
        return H;
    }
};

std::vector<int64_t> info_for(int64_t mode, int64_t length)
{
    std::vector<int64_t> info(size_t(length), sentinel_code);
    info[0] = mode;
    return info;
}

template <typename T>
class LapackC : public ::testing::Test {};
TYPED_TEST_SUITE(LapackC, test::ScalarTypes, test::TypeNames);

blas_layout_t const layouts[] = {BlasColMajor, BlasRowMajor};

char op_char(blas_trans_t t) { return t == BlasNoTrans ? 'N' : t == BlasTrans ? 'T' : 'C'; }

// ------------------------------------------------------------------------------------------------
// Numerical codes next to good problems, every info mode

TYPED_TEST(LapackC, GetrfReportsSingularProblemsInEveryMode)
{
    using T = TypeParam;
    for (blas_layout_t layout : layouts)
        for (int64_t mode : {BblasErrorsReportAll, BblasErrorsReportGroup, BblasErrorsReportAny,
                             BblasErrorsReportNone}) {
            SCOPED_TRACE("layout " + std::to_string(layout) + " mode " + std::to_string(mode));
            Batch<T> batch(layout, {{3, 6, 6}, {2, 40, 33}, {1, 0, 4}, {1, 100, 100}}, 11);
            for (int64_t r = 0; r < 6; ++r) batch.A[1](r, 2) = T(0);    // code 3
            for (int64_t r = 0; r < 40; ++r) batch.A[4](r, 10) = T(0);  // code 11
            std::vector<Dense> A0;
            for (auto const& x : batch.A) A0.push_back(logical(x));
            int64_t const length = mode == BblasErrorsReportAll     ? batch.count() + 1
                                   : mode == BblasErrorsReportGroup ? batch.group_count() + 1
                                                                    : 1;
            std::vector<int64_t> info = info_for(mode, length);
            CApi<T>::getrf(layout, batch.m.data(), batch.n.data(), batch.a.data(),
                           batch.lda.data(), batch.p.data(), batch.group_count(),
                           batch.sizes.data(), info.data());
            std::vector<int64_t> expected;
            if (mode == BblasErrorsReportAll) expected = {1, 0, 3, 0, 0, 11, 0, 0};
            if (mode == BblasErrorsReportGroup) expected = {1, 3, 11, 0, 0};
            if (mode == BblasErrorsReportAny) expected = {1};
            if (mode == BblasErrorsReportNone) expected = {0};
            EXPECT_EQ(info, expected);
            for (int64_t i = 0; i < batch.count(); ++i) {
                EXPECT_LT(lu_residual<T>(A0[size_t(i)], logical(batch.A[size_t(i)]),
                                         batch.ipiv[size_t(i)].data()),
                          threshold)
                    << "problem " << i;
                EXPECT_TRUE(batch.A[size_t(i)].outside_intact());
                auto const& piv = batch.ipiv[size_t(i)];
                EXPECT_EQ(piv[piv.size() - 1], -77);
                EXPECT_EQ(piv[piv.size() - 2], -77);
            }
        }
}

TYPED_TEST(LapackC, GesvSolvesGoodProblemsAndLeavesSingularOnesB)
{
    using T = TypeParam;
    for (blas_layout_t layout : layouts) {
        Batch<T> batch(layout, {{2, 5, 5, 3}, {2, 50, 50, 1}, {1, 0, 0, 2}, {1, 8, 8, 0}}, 21);
        for (int64_t r = 0; r < 50; ++r) batch.A[3](r, 49) = T(0);  // code 50
        std::vector<Dense> A0, B0;
        for (auto const& x : batch.A) A0.push_back(logical(x));
        for (auto const& x : batch.B) B0.push_back(logical(x));
        Matrix<T> const untouched = batch.B[3];
        std::vector<int64_t> info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::gesv(layout, batch.n.data(), batch.nrhs.data(), batch.a.data(), batch.lda.data(),
                      batch.p.data(), batch.b.data(), batch.ldb.data(), batch.group_count(),
                      batch.sizes.data(), info.data());
        EXPECT_EQ(info, (std::vector<int64_t>{2, 0, 0, 0, 50, 0, 0}));
        EXPECT_TRUE(test::same_buffer(batch.B[3], untouched));
        for (int64_t i : {0, 1, 2, 4, 5}) {
            EXPECT_LT(lu_residual<T>(A0[size_t(i)], logical(batch.A[size_t(i)]),
                                     batch.ipiv[size_t(i)].data()),
                      threshold);
            EXPECT_LT(solve_residual<T>('N', A0[size_t(i)], logical(batch.B[size_t(i)]),
                                        B0[size_t(i)]),
                      threshold)
                << "problem " << i;
            EXPECT_TRUE(batch.B[size_t(i)].outside_intact());
        }
    }
}

TYPED_TEST(LapackC, GetrsAndGetriUseGetrfFactors)
{
    using T = TypeParam;
    for (blas_layout_t layout : layouts) {
        Batch<T> batch(layout,
                       {{2, 7, 7, 4, BlasLower, BlasNoTrans},
                        {1, 40, 40, 9, BlasLower, BlasTrans},
                        {2, 70, 70, 2, BlasLower, BlasConjTrans},
                        {1, 0, 0, 3, BlasLower, BlasTrans}},
                       31);
        std::vector<Dense> A0, B0;
        for (auto const& x : batch.A) A0.push_back(logical(x));
        for (auto const& x : batch.B) B0.push_back(logical(x));
        std::vector<int64_t> info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::getrf(layout, batch.n.data(), batch.n.data(), batch.a.data(), batch.lda.data(),
                       batch.p.data(), batch.group_count(), batch.sizes.data(), info.data());
        ASSERT_EQ(info, std::vector<int64_t>(size_t(batch.count() + 1), 0));
        std::vector<Matrix<T>> const factors = batch.A;
        info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::getrs(layout, batch.trans.data(), batch.n.data(), batch.nrhs.data(),
                       batch.a.data(), batch.lda.data(), batch.p.data(), batch.b.data(),
                       batch.ldb.data(), batch.group_count(), batch.sizes.data(), info.data());
        EXPECT_EQ(info, std::vector<int64_t>(size_t(batch.count() + 1), 0));
        info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::getri(layout, batch.n.data(), batch.a.data(), batch.lda.data(), batch.p.data(),
                       batch.c.data(), batch.ldc.data(), batch.group_count(), batch.sizes.data(),
                       info.data());
        EXPECT_EQ(info, std::vector<int64_t>(size_t(batch.count() + 1), 0));
        for (int64_t i = 0; i < batch.count(); ++i) {
            char const op = op_char(batch.groups[size_t(batch.group_of(i))].trans);
            EXPECT_LT(solve_residual<T>(op, A0[size_t(i)], logical(batch.B[size_t(i)]),
                                        B0[size_t(i)]),
                      threshold)
                << "problem " << i;
            EXPECT_LT(inverse_residual<T>(A0[size_t(i)], logical(batch.C[size_t(i)])), threshold)
                << "problem " << i;
            EXPECT_TRUE(test::same_buffer(batch.A[size_t(i)], factors[size_t(i)]));
            EXPECT_TRUE(batch.B[size_t(i)].outside_intact());
            EXPECT_TRUE(batch.C[size_t(i)].outside_intact());
        }
    }
}

TYPED_TEST(LapackC, CholeskyReportsTheFailingMinorAndSolvesTheRest)
{
    using T = TypeParam;
    for (blas_layout_t layout : layouts) {
        std::vector<Group> const groups = {
            {2, 7, 7, 3, BlasLower}, {2, 45, 45, 5, BlasUpper}, {1, 0, 0, 2, BlasUpper},
            {1, 80, 80, 1, BlasLower}};
        // potrf, then potrs with the factors.
        Batch<T> batch(layout, groups, 41);
        std::vector<Dense> H;
        for (int64_t i = 0; i < batch.count(); ++i)
            H.push_back(batch.make_hpd(i, i == 3 ? 20 : -1, 100 + uint64_t(i)));
        std::vector<int64_t> info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::potrf(layout, batch.uplo.data(), batch.n.data(), batch.a.data(),
                       batch.lda.data(), batch.group_count(), batch.sizes.data(), info.data());
        EXPECT_EQ(info, (std::vector<int64_t>{2, 0, 0, 0, 21, 0, 0}));
        std::vector<Dense> B0;
        for (auto const& x : batch.B) B0.push_back(logical(x));
        info = info_for(BblasErrorsReportGroup, batch.group_count() + 1);
        CApi<T>::potrs(layout, batch.uplo.data(), batch.n.data(), batch.nrhs.data(),
                       batch.a.data(), batch.lda.data(), batch.b.data(), batch.ldb.data(),
                       batch.group_count(), batch.sizes.data(), info.data());
        EXPECT_EQ(info, (std::vector<int64_t>{0, 0, 0, 0, 0}));
        for (int64_t i : {0, 1, 2, 4, 5}) {
            bool const lower = batch.groups[size_t(batch.group_of(i))].uplo == BlasLower;
            EXPECT_LT(cholesky_residual<T>(H[size_t(i)], logical(batch.A[size_t(i)]), lower),
                      threshold);
            EXPECT_LT(solve_residual<T>('N', H[size_t(i)], logical(batch.B[size_t(i)]),
                                        B0[size_t(i)]),
                      threshold)
                << "problem " << i;
        }
        // posv: the failing problem's B untouched, ReportGroup gives the code of its group.
        Batch<T> again(layout, groups, 51);
        std::vector<Dense> G;
        for (int64_t i = 0; i < again.count(); ++i)
            G.push_back(again.make_hpd(i, i == 5 ? 79 : -1, 200 + uint64_t(i)));
        std::vector<Dense> C0;
        for (auto const& x : again.B) C0.push_back(logical(x));
        Matrix<T> const untouched = again.B[5];
        info = info_for(BblasErrorsReportGroup, again.group_count() + 1);
        CApi<T>::posv(layout, again.uplo.data(), again.n.data(), again.nrhs.data(),
                      again.a.data(), again.lda.data(), again.b.data(), again.ldb.data(),
                      again.group_count(), again.sizes.data(), info.data());
        EXPECT_EQ(info, (std::vector<int64_t>{4, 0, 0, 0, 80}));
        EXPECT_TRUE(test::same_buffer(again.B[5], untouched));
        for (int64_t i : {0, 1, 2, 3, 4})
            EXPECT_LT(solve_residual<T>('N', G[size_t(i)], logical(again.B[size_t(i)]),
                                        C0[size_t(i)]),
                      threshold)
                << "problem " << i;
    }
}

// Groups of small orders (up to 12-72 by ISA and type: batch_lapack.cc interleaved_potrf_max)
// with enough problems run interleaved (the compact kernels, one lane per problem), in chunks:
// failing problems anywhere in a chunk must get LAPACK's code (from the per-problem path) while
// their chunk neighbours keep correct factors, the unreferenced triangle keeps its sentinel and
// nothing outside a matrix is written.
TYPED_TEST(LapackC, InterleavedCholeskyGroupsReportEachFailingProblem)
{
    using T = TypeParam;
    for (blas_layout_t layout : layouts) {
        std::vector<Group> groups;
        for (int64_t n : {1, 2, 3, 5, 8, 12, 13, 16, 21, 32, 41, 49, 57, 65})
            for (blas_uplo_t uplo : {BlasLower, BlasUpper}) groups.push_back({70, n, n, 0, uplo});
        Batch<T> batch(layout, groups, 61);
        std::vector<Dense> H;
        std::vector<int64_t> want(size_t(batch.count()), 0);
        for (int64_t i = 0; i < batch.count(); ++i) {
            int64_t const g = batch.group_of(i), n = batch.n[size_t(g)];
            int64_t const local = i % 70;
            // Failures at a chunk's start, middle and end, and a chunk of them in a row.
            bool const fail = local == 0 || local == 37 || local == 69 || (local >= 8 && local < 12);
            int64_t const bad = fail ? (local * 7) % n : -1;
            H.push_back(batch.make_hpd(i, bad, 400 + uint64_t(i)));
            if (fail) want[size_t(i)] = bad + 1;
        }
        std::vector<Matrix<T>> const before = batch.A;
        std::vector<int64_t> info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::potrf(layout, batch.uplo.data(), batch.n.data(), batch.a.data(),
                       batch.lda.data(), batch.group_count(), batch.sizes.data(), info.data());
        EXPECT_EQ(info[0], 1);  // the first group with a failure
        for (int64_t i = 0; i < batch.count(); ++i) {
            int64_t const g = batch.group_of(i);
            bool const lower = batch.uplo[size_t(g)] == BlasLower;
            EXPECT_EQ(info[size_t(i + 1)], want[size_t(i)]) << "problem " << i;
            EXPECT_TRUE(batch.A[size_t(i)].outside_intact()) << "problem " << i;
            Matrix<T> const& a = batch.A[size_t(i)];
            int64_t const n = batch.n[size_t(g)];
            for (int64_t c_ = 0; c_ < n; ++c_)
                for (int64_t r = 0; r < n; ++r)
                    if (r != c_ && (r > c_) != lower)
                        EXPECT_TRUE(test::same_bits(a(r, c_), before[size_t(i)](r, c_)))
                            << "problem " << i << " wrote its other triangle";
            if (want[size_t(i)] == 0)
                EXPECT_LT(cholesky_residual<T>(H[size_t(i)], logical(a), lower), threshold)
                    << "problem " << i;
            if (::testing::Test::HasFailure()) return;
        }
    }
}

// LU with partial pivoting of groups of small matrices (max(m, n) up to 16-64 by ISA and type:
// batch_lapack.cc interleaved_getrf_max) runs interleaved, each lane doing what getf2 does. Every
// problem must get what the per-problem path gives it (the same pivots and codes, factors equal
// to rounding, NaN where it has NaN) and the pivots and codes of netlib: square and rectangular
// groups around the limits, groups of several chunks, zero columns (codes), tiny matrices
// (pivots below the safe minimum: the lane is redone by itself), huge ones (complex |z|^2 would
// overflow), a NaN; nothing outside a matrix or past min(m, n) pivots written.
TYPED_TEST(LapackC, InterleavedLuGroupsMatchThePerProblemPathAndNetlib)
{
    using T = TypeParam;
    using R = test::real_t<T>;
    constexpr bool dbl = sizeof(R) == 8;
    R const tiny = std::ldexp(R(1), dbl ? -1060 : -140), small = std::ldexp(R(1), dbl ? -520 : -70);
    R const huge = std::ldexp(R(1), dbl ? 520 : 70);
    for (blas_layout_t layout : layouts) {
        std::vector<Group> groups;
        for (auto const& [m, n] : std::vector<std::pair<int64_t, int64_t>>{
                 {1, 1},   {2, 2},   {3, 3},   {7, 7},   {8, 8},   {9, 9},   {16, 16},
                 {17, 17}, {20, 20}, {24, 24}, {25, 25}, {40, 40}, {41, 41}, {56, 56},
                 {57, 57}, {64, 64}, {9, 4},   {4, 9},   {16, 11}, {50, 33}, {33, 50}})
            groups.push_back({70, m, n});
        groups.push_back({300, 5, 5});
        Batch<T> batch(layout, groups, 91);
        for (int64_t i = 0; i < batch.count(); ++i) {
            Group const& g = batch.groups[size_t(batch.group_of(i))];
            Matrix<T>& a = batch.A[size_t(i)];
            int64_t const local = i % 70, k = std::min(g.m, g.n);
            auto scale = [&](R f) {
                for (int64_t c_ = 0; c_ < g.n; ++c_)
                    for (int64_t r = 0; r < g.m; ++r) a(r, c_) *= f;
            };
            if (local % 23 == 5)  // a zero column: code (its index + 1) unless a later one
                for (int64_t r = 0; r < g.m; ++r) a(r, local % k) = T(0);
            if (local == 9) scale(tiny);
            if (local == 10) scale(small);
            if (local == 11) scale(huge);
            if (local == 12) a(g.m / 2, 0) = T(std::numeric_limits<R>::quiet_NaN());
        }
        // The per-problem path: each problem a group of its own (fewer problems than a vector).
        Batch<T> one = batch;
        one.m.clear(), one.n.clear(), one.lda.clear(), one.sizes.clear();
        for (int64_t i = 0; i < batch.count(); ++i) {
            size_t const g = size_t(batch.group_of(i));
            one.m.push_back(batch.m[g]);
            one.n.push_back(batch.n[g]);
            one.lda.push_back(batch.lda[g]);
            one.sizes.push_back(1);
        }
        one.point();
        std::vector<int64_t> want = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::getrf(layout, one.m.data(), one.n.data(), one.a.data(), one.lda.data(),
                       one.p.data(), int64_t(one.sizes.size()), one.sizes.data(), want.data());
        std::vector<Dense> A0;
        for (auto const& x : batch.A) A0.push_back(logical(x));
        std::vector<int64_t> info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::getrf(layout, batch.m.data(), batch.n.data(), batch.a.data(), batch.lda.data(),
                       batch.p.data(), batch.group_count(), batch.sizes.data(), info.data());
        // info[0] names the first failing group: groups differ between the two calls.
        EXPECT_EQ(std::vector<int64_t>(info.begin() + 1, info.end()),
                  std::vector<int64_t>(want.begin() + 1, want.end()));
        for (int64_t i = 0; i < batch.count(); ++i) {
            Group const& g = batch.groups[size_t(batch.group_of(i))];
            int64_t const k = std::min(g.m, g.n);
            SCOPED_TRACE(::testing::Message() << "problem " << i << " (" << g.m << " x " << g.n
                                              << ", layout " << layout << ")");
            EXPECT_EQ(batch.ipiv[size_t(i)], one.ipiv[size_t(i)]);
            EXPECT_TRUE(batch.A[size_t(i)].outside_intact());
            Dense const got = logical(batch.A[size_t(i)]), ref = logical(one.A[size_t(i)]);
            for (int64_t c_ = 0; c_ < g.n; ++c_)
                for (int64_t r = 0; r < g.m; ++r)
                    EXPECT_EQ(std::isnan(std::abs(got(r, c_))), std::isnan(std::abs(ref(r, c_))))
                        << r << ", " << c_;
            if (i % 70 == 12) continue;  // NaN: no residual; LAPACK may place it elsewhere
            // Same pivots, a different order of operations (lanes against the per-problem
            // kernel, and the build's FMA contraction): both factorizations are backward stable
            // componentwise, which bounds each one's residual, not the difference of the two.
            EXPECT_LT(lu_componentwise_error<T>(A0[size_t(i)], got, batch.ipiv[size_t(i)].data()),
                      4.0);
            EXPECT_LT(lu_componentwise_error<T>(A0[size_t(i)], ref, one.ipiv[size_t(i)].data()),
                      4.0);
            // netlib on a column-major copy: the same code, and in double precision the same
            // pivots (its recursive getrf rounds differently: single precision meets near ties).
            std::vector<T> copy(size_t(g.m * g.n));
            for (int64_t c_ = 0; c_ < g.n; ++c_)
                for (int64_t r = 0; r < g.m; ++r)
                    copy[size_t(r + c_ * g.m)] = narrow<T>(A0[size_t(i)](r, c_));
            std::vector<int> piv;
            int const code = oracle::lapack::netlib_getrf(int(g.m), int(g.n), copy, piv);
            EXPECT_EQ(info[size_t(i + 1)], code);
            if (dbl)
                for (int64_t j = 0; j < k; ++j)
                    EXPECT_EQ(batch.ipiv[size_t(i)][size_t(j)], piv[size_t(j)]) << "step " << j;
            if (::testing::Test::HasFailure()) return;
        }
    }
}

#ifdef _OPENMP
// The interleaved paths give every problem the same bits whatever the thread count (the choice
// of path depends on the group only, and threads split groups at whole vectors): getrf and potrf
// of groups around the interleaved limits on 1, 2 and 4 threads.
TYPED_TEST(LapackC, InterleavedFactorizationsIndependentOfThreads)
{
    using T = TypeParam;
    int const saved = omp_get_max_threads();
    for (bool cholesky : {false, true}) {
        std::vector<Group> groups;
        for (int64_t n : {3, 8, 13, 16, 21, 33})
            groups.push_back({n < 16 ? 300 : 100, n, n, 0, BlasLower});
        Batch<T> batch(BlasColMajor, groups, 101);
        if (cholesky)
            for (int64_t i = 0; i < batch.count(); ++i)
                batch.make_hpd(i, i % 97 == 5 ? 2 : -1, 700 + uint64_t(i));
        std::vector<Matrix<T>> const A0 = batch.A;
        std::vector<Matrix<T>> serial;
        std::vector<std::vector<int64_t>> serial_pivots, serial_info;
        for (int threads : {1, 2, 4}) {
            SCOPED_TRACE(::testing::Message()
                         << (cholesky ? "potrf" : "getrf") << ", " << threads << " threads");
            omp_set_num_threads(threads);
            batch.A = A0;
            batch.point();
            std::vector<int64_t> info = info_for(BblasErrorsReportAll, batch.count() + 1);
            if (cholesky)
                CApi<T>::potrf(BlasColMajor, batch.uplo.data(), batch.n.data(), batch.a.data(),
                               batch.lda.data(), batch.group_count(), batch.sizes.data(),
                               info.data());
            else
                CApi<T>::getrf(BlasColMajor, batch.m.data(), batch.n.data(), batch.a.data(),
                               batch.lda.data(), batch.p.data(), batch.group_count(),
                               batch.sizes.data(), info.data());
            if (threads == 1) {
                serial = batch.A, serial_pivots = batch.ipiv, serial_info = {info};
                continue;
            }
            EXPECT_EQ(info, serial_info[0]);
            for (int64_t i = 0; i < batch.count(); ++i) {
                EXPECT_TRUE(test::same_buffer(batch.A[size_t(i)], serial[size_t(i)]))
                    << "problem " << i;
                EXPECT_EQ(batch.ipiv[size_t(i)], serial_pivots[size_t(i)]) << "problem " << i;
                if (::testing::Test::HasFailure()) break;
            }
        }
    }
    omp_set_num_threads(saved);
}
#endif

// Cholesky solves of groups of small orders (up to 10-48: interleaved_solve_max) with enough
// problems run interleaved too
// (packed A and B, the compact kernels' two triangular solves): every order up to the limit and
// past it, both triangles and layouts, one and several right-hand sides, groups of more than one
// chunk and of fewer problems than a vector has lanes; A must stay as it was and nothing outside
// B be written.
TYPED_TEST(LapackC, InterleavedCholeskySolves)
{
    using T = TypeParam;
    for (blas_layout_t layout : layouts) {
        std::vector<Group> groups;
        for (int64_t n : {1, 2, 3, 5, 8, 10, 11, 16, 21, 33, 41, 49})
            for (blas_uplo_t uplo : {BlasLower, BlasUpper})
                groups.push_back({n == 8 ? 3 : 70, n, n, n % 3 == 0 ? 1 : n + 1, uplo});
        Batch<T> batch(layout, groups, 71);
        std::vector<Dense> H;
        for (int64_t i = 0; i < batch.count(); ++i)
            H.push_back(batch.make_hpd(i, -1, 500 + uint64_t(i)));
        std::vector<int64_t> info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::potrf(layout, batch.uplo.data(), batch.n.data(), batch.a.data(),
                       batch.lda.data(), batch.group_count(), batch.sizes.data(), info.data());
        ASSERT_EQ(info, std::vector<int64_t>(size_t(batch.count() + 1), 0));
        std::vector<Matrix<T>> const factors = batch.A;
        std::vector<Dense> B0;
        for (auto const& x : batch.B) B0.push_back(logical(x));
        info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::potrs(layout, batch.uplo.data(), batch.n.data(), batch.nrhs.data(),
                       batch.a.data(), batch.lda.data(), batch.b.data(), batch.ldb.data(),
                       batch.group_count(), batch.sizes.data(), info.data());
        ASSERT_EQ(info, std::vector<int64_t>(size_t(batch.count() + 1), 0));
        for (int64_t i = 0; i < batch.count(); ++i) {
            EXPECT_LT(solve_residual<T>('N', H[size_t(i)], logical(batch.B[size_t(i)]),
                                        B0[size_t(i)]),
                      threshold)
                << "problem " << i;
            EXPECT_TRUE(test::same_buffer(batch.A[size_t(i)], factors[size_t(i)]));
            EXPECT_TRUE(batch.B[size_t(i)].outside_intact()) << "problem " << i;
            if (::testing::Test::HasFailure()) return;
        }
    }
}

// LU solves of groups of small orders run interleaved as well, the row interchanges applied to
// each B before the solves (NoTrans) or after them (Trans, ConjTrans): every op, orders up to the
// limit and past it, one and several right-hand sides, multi-chunk groups, both layouts.
TYPED_TEST(LapackC, InterleavedLuSolves)
{
    using T = TypeParam;
    for (blas_layout_t layout : layouts) {
        std::vector<Group> groups;
        for (int64_t n : {1, 2, 3, 5, 8, 10, 11, 16, 21, 33, 41, 49})
            for (blas_trans_t trans : {BlasNoTrans, BlasTrans, BlasConjTrans})
                groups.push_back({n == 5 ? 3 : 70, n, n, n % 3 == 0 ? 1 : n + 2, BlasLower, trans});
        Batch<T> batch(layout, groups, 81);
        std::vector<Dense> A0, B0;
        for (auto const& x : batch.A) A0.push_back(logical(x));
        for (auto const& x : batch.B) B0.push_back(logical(x));
        std::vector<int64_t> info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::getrf(layout, batch.n.data(), batch.n.data(), batch.a.data(), batch.lda.data(),
                       batch.p.data(), batch.group_count(), batch.sizes.data(), info.data());
        ASSERT_EQ(info, std::vector<int64_t>(size_t(batch.count() + 1), 0));
        std::vector<Matrix<T>> const factors = batch.A;
        auto const pivots = batch.ipiv;
        info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::getrs(layout, batch.trans.data(), batch.n.data(), batch.nrhs.data(),
                       batch.a.data(), batch.lda.data(), batch.p.data(), batch.b.data(),
                       batch.ldb.data(), batch.group_count(), batch.sizes.data(), info.data());
        ASSERT_EQ(info, std::vector<int64_t>(size_t(batch.count() + 1), 0));
        for (int64_t i = 0; i < batch.count(); ++i) {
            char const op = op_char(batch.groups[size_t(batch.group_of(i))].trans);
            EXPECT_LT(solve_residual<T>(op, A0[size_t(i)], logical(batch.B[size_t(i)]),
                                        B0[size_t(i)]),
                      threshold)
                << "problem " << i << ", op " << op;
            EXPECT_TRUE(test::same_buffer(batch.A[size_t(i)], factors[size_t(i)]));
            EXPECT_EQ(batch.ipiv[size_t(i)], pivots[size_t(i)]);
            EXPECT_TRUE(batch.B[size_t(i)].outside_intact()) << "problem " << i;
            if (::testing::Test::HasFailure()) return;
        }
    }
}

TYPED_TEST(LapackC, GeqrfFactorsEveryGroup)
{
    using T = TypeParam;
    for (blas_layout_t layout : layouts) {
        Batch<T> batch(layout, {{3, 10, 4}, {1, 4, 10}, {1, 70, 50}, {1, 0, 3}}, 61);
        std::vector<Dense> A0;
        for (auto const& x : batch.A) A0.push_back(logical(x));
        std::vector<int64_t> info = info_for(BblasErrorsReportAll, batch.count() + 1);
        CApi<T>::geqrf(layout, batch.m.data(), batch.n.data(), batch.a.data(), batch.lda.data(),
                       batch.t.data(), batch.group_count(), batch.sizes.data(), info.data());
        EXPECT_EQ(info, std::vector<int64_t>(size_t(batch.count() + 1), 0));
        for (int64_t i = 0; i < batch.count(); ++i) {
            auto const& tau = batch.tau[size_t(i)];
            int64_t const k = int64_t(tau.size()) - 2;
            std::vector<Z> wide(static_cast<size_t>(k));
            for (int64_t j = 0; j < k; ++j) wide[size_t(j)] = widen(tau[size_t(j)]);
            auto const [factor, orthogonality] =
                qr_residuals<T>(A0[size_t(i)], logical(batch.A[size_t(i)]), wide);
            EXPECT_LT(factor, threshold) << "problem " << i;
            EXPECT_LT(orthogonality, threshold) << "problem " << i;
            EXPECT_TRUE(test::same_bits(tau[size_t(k)], test::sentinel<T>()));
            EXPECT_TRUE(batch.A[size_t(i)].outside_intact());
        }
    }
}

// ------------------------------------------------------------------------------------------------
// Argument errors

enum class Routine { getrf, getrs, gesv, potrf, potrs, posv, getri, geqrf };

/** The C signature's positions of group_count, group_sizes and info. */
struct Tail {
    int group_count, group_sizes, info;
};
Tail tail_of(Routine r)
{
    switch (r) {
        case Routine::getrf:
        case Routine::geqrf: return {7, 8, 9};
        case Routine::getrs: return {10, 11, 12};
        case Routine::gesv:
        case Routine::potrs:
        case Routine::posv: return {9, 10, 11};
        case Routine::potrf: return {6, 7, 8};
        default: return {8, 9, 10};  // getri
    }
}

/** The arguments of one C call, taken from a Batch and then spoiled by a test. */
template <typename T>
struct Call {
    Routine routine;
    blas_layout_t layout;
    std::vector<int64_t> m, n, nrhs, lda, ldb, ldc, sizes;
    std::vector<int> uplo, trans;  // int, so that tests can store invalid values
    T* const* a;
    T* const* b;
    T* const* c;
    T* const* t;
    int64_t* const* p;
    int64_t group_count;
    int64_t const* group_sizes;

    Call(Routine r, Batch<T>& batch)
        : routine(r), layout(batch.layout), m(batch.m), n(batch.n), nrhs(batch.nrhs),
          lda(batch.lda), ldb(batch.ldb), ldc(batch.ldc), sizes(batch.sizes),
          a(batch.a.data()), b(batch.b.data()), c(batch.c.data()), t(batch.t.data()),
          p(batch.p.data()), group_count(batch.group_count()), group_sizes(nullptr)
    {
        for (auto u : batch.uplo) uplo.push_back(u);
        for (auto x : batch.trans) trans.push_back(x);
        group_sizes = sizes.data();
    }

    void run(int64_t* info)
    {
        auto const* up = reinterpret_cast<blas_uplo_t const*>(uplo.data());
        auto const* tr = reinterpret_cast<blas_trans_t const*>(trans.data());
        switch (routine) {
            case Routine::getrf:
                CApi<T>::getrf(layout, m.data(), n.data(), a, lda.data(), p, group_count,
                               group_sizes, info);
                break;
            case Routine::getrs:
                CApi<T>::getrs(layout, tr, n.data(), nrhs.data(), a, lda.data(), p, b,
                               ldb.data(), group_count, group_sizes, info);
                break;
            case Routine::gesv:
                CApi<T>::gesv(layout, n.data(), nrhs.data(), a, lda.data(), p, b, ldb.data(),
                              group_count, group_sizes, info);
                break;
            case Routine::potrf:
                CApi<T>::potrf(layout, up, n.data(), a, lda.data(), group_count, group_sizes,
                               info);
                break;
            case Routine::potrs:
                CApi<T>::potrs(layout, up, n.data(), nrhs.data(), a, lda.data(), b, ldb.data(),
                               group_count, group_sizes, info);
                break;
            case Routine::posv:
                CApi<T>::posv(layout, up, n.data(), nrhs.data(), a, lda.data(), b, ldb.data(),
                              group_count, group_sizes, info);
                break;
            case Routine::getri:
                CApi<T>::getri(layout, n.data(), a, lda.data(), p, c, ldc.data(), group_count,
                               group_sizes, info);
                break;
            case Routine::geqrf:
                CApi<T>::geqrf(layout, m.data(), n.data(), a, lda.data(), t, group_count,
                               group_sizes, info);
                break;
        }
    }
};

/** A spoiled argument and the code it must give group 2's problems (group 1 stays valid). */
template <typename T>
struct Spoil {
    char const* what;
    int64_t code;
    std::function<void(Call<T>&, std::vector<T*>& nulls, std::vector<int64_t*>& null_pivots)> f;
};

/** Group 1's pointers kept, group 2's (problems 1 and 2) null. */
template <typename P>
P* const* with_group2_null(P* const* array, std::vector<P*>& storage)
{
    storage.assign(array, array + 3);
    storage[1] = storage[2] = nullptr;
    return storage.data();
}

template <typename T>
std::vector<Spoil<T>> spoils(Routine r, blas_layout_t layout)
{
    // Group 2 is m = 5, n = 3 for getrf / geqrf, n = 4 otherwise; lda just too small:
    int64_t const short_lda_mn = layout == BlasColMajor ? 4 : 2;
    using Fn = std::function<void(Call<T>&, std::vector<T*>&, std::vector<int64_t*>&)>;
    auto set = [](std::vector<int64_t> Call<T>::*field, int64_t v) -> Fn {
        return [field, v](Call<T>& c, std::vector<T*>&, std::vector<int64_t*>&) {
            (c.*field)[1] = v;
        };
    };
    auto option = [](std::vector<int> Call<T>::*field) -> Fn {
        return [field](Call<T>& c, std::vector<T*>&, std::vector<int64_t*>&) { (c.*field)[1] = 0; };
    };
    auto null_matrix = [](T* const* Call<T>::*field) -> Fn {
        return [field](Call<T>& c, std::vector<T*>& nulls, std::vector<int64_t*>&) {
            c.*field = with_group2_null(c.*field, nulls);
        };
    };
    Fn const null_pivots = [](Call<T>& c, std::vector<T*>&, std::vector<int64_t*>& nulls) {
        c.p = with_group2_null(c.p, nulls);
    };
    switch (r) {
        case Routine::getrf:
            return {{"m", -2, set(&Call<T>::m, -1)},
                    {"n", -3, set(&Call<T>::n, -1)},
                    {"A", -4, null_matrix(&Call<T>::a)},
                    {"lda", -5, set(&Call<T>::lda, short_lda_mn)},
                    {"ipiv", -6, null_pivots}};
        case Routine::geqrf:
            return {{"m", -2, set(&Call<T>::m, -1)},
                    {"n", -3, set(&Call<T>::n, -1)},
                    {"A", -4, null_matrix(&Call<T>::a)},
                    {"lda", -5, set(&Call<T>::lda, short_lda_mn)},
                    {"tau", -6, null_matrix(&Call<T>::t)}};
        case Routine::getrs:
            return {{"trans", -2, option(&Call<T>::trans)},
                    {"n", -3, set(&Call<T>::n, -1)},
                    {"nrhs", -4, set(&Call<T>::nrhs, -1)},
                    {"A", -5, null_matrix(&Call<T>::a)},
                    {"lda", -6, set(&Call<T>::lda, 3)},
                    {"ipiv", -7, null_pivots},
                    {"B", -8, null_matrix(&Call<T>::b)},
                    {"ldb", -9, set(&Call<T>::ldb, layout == BlasColMajor ? 3 : 1)}};
        case Routine::gesv:
            return {{"n", -2, set(&Call<T>::n, -1)},
                    {"nrhs", -3, set(&Call<T>::nrhs, -1)},
                    {"A", -4, null_matrix(&Call<T>::a)},
                    {"lda", -5, set(&Call<T>::lda, 3)},
                    {"ipiv", -6, null_pivots},
                    {"B", -7, null_matrix(&Call<T>::b)},
                    {"ldb", -8, set(&Call<T>::ldb, layout == BlasColMajor ? 3 : 1)}};
        case Routine::potrf:
            return {{"uplo", -2, option(&Call<T>::uplo)},
                    {"n", -3, set(&Call<T>::n, -1)},
                    {"A", -4, null_matrix(&Call<T>::a)},
                    {"lda", -5, set(&Call<T>::lda, 3)}};
        case Routine::potrs:
        case Routine::posv:
            return {{"uplo", -2, option(&Call<T>::uplo)},
                    {"n", -3, set(&Call<T>::n, -1)},
                    {"nrhs", -4, set(&Call<T>::nrhs, -1)},
                    {"A", -5, null_matrix(&Call<T>::a)},
                    {"lda", -6, set(&Call<T>::lda, 3)},
                    {"B", -7, null_matrix(&Call<T>::b)},
                    {"ldb", -8, set(&Call<T>::ldb, layout == BlasColMajor ? 3 : 1)}};
        case Routine::getri:
            return {{"n", -2, set(&Call<T>::n, -1)},
                    {"A", -3, null_matrix(&Call<T>::a)},
                    {"lda", -4, set(&Call<T>::lda, 3)},
                    {"ipiv", -5, null_pivots},
                    {"C", -6, null_matrix(&Call<T>::c)},
                    {"ldc", -7, set(&Call<T>::ldc, 3)}};
    }
    return {};
}

Routine const all_routines[] = {Routine::getrf, Routine::getrs, Routine::gesv,  Routine::potrf,
                                Routine::potrs, Routine::posv,  Routine::getri, Routine::geqrf};

/** A valid 3-problem batch for the routine: group 1 one problem, group 2 two problems. */
template <typename T>
Batch<T> argument_batch(Routine r, blas_layout_t layout)
{
    bool const rectangular = r == Routine::getrf || r == Routine::geqrf;
    Batch<T> batch(layout,
                   {{1, rectangular ? 6 : 3, rectangular ? 4 : 3, 2, BlasLower, BlasNoTrans},
                    {2, rectangular ? 5 : 4, rectangular ? 3 : 4, 2, BlasUpper, BlasTrans}},
                   71);
    if (r == Routine::potrf || r == Routine::potrs || r == Routine::posv)
        for (int64_t i = 0; i < batch.count(); ++i) batch.make_hpd(i, -1, 300 + uint64_t(i));
    // getrs and getri read the pivots: no interchanges (the guard entries stay).
    for (auto& piv : batch.ipiv)
        for (size_t k = 0; k + 2 < piv.size(); ++k) piv[k] = int64_t(k) + 1;
    return batch;
}

/** Every output buffer of the batch, to compare before and after a rejected call. */
template <typename T>
struct Snapshot {
    std::vector<Matrix<T>> A, B, C;
    std::vector<std::vector<int64_t>> ipiv;
    std::vector<std::vector<T>> tau;
    explicit Snapshot(Batch<T> const& b) : A(b.A), B(b.B), C(b.C), ipiv(b.ipiv), tau(b.tau) {}
    bool same(Batch<T> const& b) const
    {
        for (size_t i = 0; i < A.size(); ++i) {
            if (!test::same_buffer(b.A[i], A[i]) || !test::same_buffer(b.B[i], B[i]) ||
                !test::same_buffer(b.C[i], C[i]) || b.ipiv[i] != ipiv[i] ||
                !test::same_bits(b.tau[i].data(), tau[i].data(), tau[i].size()))
                return false;
        }
        return true;
    }
};

TYPED_TEST(LapackC, EveryInvalidArgumentHasItsPositionAndNothingIsWritten)
{
    using T = TypeParam;
    for (blas_layout_t layout : layouts)
        for (Routine r : all_routines)
            for (Spoil<T> const& spoil : spoils<T>(r, layout)) {
                SCOPED_TRACE("routine " + std::to_string(int(r)) + " layout " +
                             std::to_string(layout) + " argument " + spoil.what);
                Batch<T> batch = argument_batch<T>(r, layout);
                Snapshot<T> const before(batch);
                Call<T> call(r, batch);
                std::vector<T*> nulls;
                std::vector<int64_t*> null_pivots;
                spoil.f(call, nulls, null_pivots);
                std::vector<int64_t> info = info_for(BblasErrorsReportAll, 4);
                call.run(info.data());
                EXPECT_EQ(info, (std::vector<int64_t>{2, 0, spoil.code, spoil.code}));
                EXPECT_TRUE(before.same(batch));
                // ReportGroup and ReportAny say the same per group; ReportNone is not checked.
                info = info_for(BblasErrorsReportGroup, 3);
                call.run(info.data());
                EXPECT_EQ(info, (std::vector<int64_t>{2, 0, spoil.code}));
                info = info_for(BblasErrorsReportAny, 1);
                call.run(info.data());
                EXPECT_EQ(info, std::vector<int64_t>{2});
                EXPECT_TRUE(before.same(batch));
            }
}

TYPED_TEST(LapackC, TheFirstInvalidArgumentOfAProblemWinsAndMissingArraysFailEveryProblem)
{
    using T = TypeParam;
    for (Routine r : all_routines) {
        SCOPED_TRACE("routine " + std::to_string(int(r)));
        Batch<T> batch = argument_batch<T>(r, BlasColMajor);
        Snapshot<T> const before(batch);
        Call<T> call(r, batch);
        // Two invalid arguments in group 2: the lower position is reported.
        call.n[1] = -1;
        call.lda[1] = 0;
        std::vector<int64_t> info = info_for(BblasErrorsReportAll, 4);
        call.run(info.data());
        int64_t const n_pos = r == Routine::getrf || r == Routine::geqrf || r == Routine::getrs ||
                                      r == Routine::potrf || r == Routine::potrs ||
                                      r == Routine::posv
                                  ? -3
                                  : -2;
        EXPECT_EQ(info, (std::vector<int64_t>{2, 0, n_pos, n_pos}));
        // A missing pointer array is an error of every problem that would reference it.
        Call<T> missing(r, batch);
        missing.a = nullptr;
        info = info_for(BblasErrorsReportAll, 4);
        missing.run(info.data());
        int64_t const a_pos = r == Routine::getri ? -3
                              : r == Routine::getrs || r == Routine::potrs || r == Routine::posv
                                  ? -5
                                  : -4;
        EXPECT_EQ(info, (std::vector<int64_t>{1, a_pos, a_pos, a_pos}));
        EXPECT_TRUE(before.same(batch));
    }
}

TYPED_TEST(LapackC, CallLevelErrorsTouchOnlyInfo0)
{
    using T = TypeParam;
    for (Routine r : all_routines) {
        SCOPED_TRACE("routine " + std::to_string(int(r)));
        Tail const tail = tail_of(r);
        Batch<T> batch = argument_batch<T>(r, BlasColMajor);
        Snapshot<T> const before(batch);
        auto expect_only_info0 = [&](Call<T>& call, int64_t mode, int64_t code) {
            std::vector<int64_t> info = info_for(mode, 4);
            call.run(info.data());
            EXPECT_EQ(info, (std::vector<int64_t>{code, sentinel_code, sentinel_code,
                                                  sentinel_code}));
        };
        {
            Call<T> call(r, batch);
            call.layout = blas_layout_t(0);
            expect_only_info0(call, BblasErrorsReportAll, -1);
        }
        {
            Call<T> call(r, batch);
            call.group_count = -1;
            expect_only_info0(call, BblasErrorsReportAll, -tail.group_count);
        }
        {
            Call<T> call(r, batch);
            call.sizes[1] = -1;
            expect_only_info0(call, BblasErrorsReportAll, -tail.group_sizes);
            call.group_sizes = nullptr;
            expect_only_info0(call, BblasErrorsReportAll, -tail.group_sizes);
        }
        {
            Call<T> call(r, batch);
            expect_only_info0(call, 7, -tail.info);
        }
        EXPECT_TRUE(before.same(batch));
    }
}

TYPED_TEST(LapackC, PointersThatWouldNotBeReferencedMayBeNull)
{
    using T = TypeParam;
    for (Routine r : all_routines) {
        SCOPED_TRACE("routine " + std::to_string(int(r)));
        Batch<T> batch = argument_batch<T>(r, BlasRowMajor);
        Call<T> call(r, batch);
        std::vector<T*> nulls_a, nulls_b, nulls_c, nulls_t;
        std::vector<int64_t*> nulls_p;
        // Group 2 asks for no work that references them: empty matrices or no right-hand side.
        bool const solve_only = r == Routine::getrs || r == Routine::potrs;
        if (solve_only) {
            call.nrhs[1] = 0;
            call.a = with_group2_null(call.a, nulls_a);
            call.p = with_group2_null(call.p, nulls_p);
        }
        else if (r == Routine::gesv || r == Routine::posv) {
            call.nrhs[1] = 0;  // A is still factored; B is not referenced
        }
        else {
            call.n[1] = 0;
            call.a = with_group2_null(call.a, nulls_a);
            call.p = with_group2_null(call.p, nulls_p);
            call.c = with_group2_null(call.c, nulls_c);
            call.t = with_group2_null(call.t, nulls_t);
        }
        call.b = with_group2_null(call.b, nulls_b);
        std::vector<int64_t> info = info_for(BblasErrorsReportAll, 4);
        call.run(info.data());
        EXPECT_EQ(info, (std::vector<int64_t>{0, 0, 0, 0}));
    }
}

// ------------------------------------------------------------------------------------------------
// C++ API

template <typename T>
class LapackCxx : public ::testing::Test {};
TYPED_TEST_SUITE(LapackCxx, test::ScalarTypes, test::TypeNames);

using batchblas::Layout;
using batchblas::Op;
using batchblas::Uplo;

/** count n x cols matrices, one after the other at `stride` elements, column-major, ld = ld. */
template <typename T>
std::vector<T> strided_random(int64_t count, int64_t stride, uint64_t seed)
{
    std::vector<T> v(size_t(count * stride));
    test::fill_random(v.data(), v.size(), seed);
    return v;
}

/** The logical rows x cols matrix at data (column-major, ld). */
template <typename T>
Dense dense_at(T const* data, int64_t rows, int64_t cols, int64_t ld)
{
    Dense d(rows, cols);
    for (int64_t j = 0; j < cols; ++j)
        for (int64_t i = 0; i < rows; ++i) d(i, j) = widen(data[i + j * ld]);
    return d;
}

TYPED_TEST(LapackCxx, FlatGetrfReportsCodesWithoutThrowing)
{
    using T = TypeParam;
    int64_t const n = 9, ld = 11;
    std::vector<Matrix<T>> A;
    std::vector<T*> a;
    std::vector<std::vector<int64_t>> piv(3, std::vector<int64_t>(n));
    std::vector<int64_t*> p;
    for (int i = 0; i < 3; ++i) {
        A.emplace_back(n, n, ld, true);
        A.back().fill_random(80 + uint64_t(i));
    }
    for (int64_t r = 0; r < n; ++r) A[1](r, 4) = T(0);
    std::vector<Dense> A0;
    for (int i = 0; i < 3; ++i) {
        A0.push_back(logical(A[size_t(i)]));
        a.push_back(A[size_t(i)].data());
        p.push_back(piv[size_t(i)].data());
    }
    std::vector<int64_t> info(3, sentinel_code);
    EXPECT_NO_THROW(batchblas::getrf(Layout::ColMajor, {n}, {n}, a, {ld}, p, 3, info));
    EXPECT_EQ(info, (std::vector<int64_t>{0, 5, 0}));
    for (int i = 0; i < 3; ++i)
        EXPECT_LT(lu_residual<T>(A0[size_t(i)], logical(A[size_t(i)]), piv[size_t(i)].data()),
                  threshold);
    // info of size 1: checks arguments only; a numerical failure does not throw either.
    std::vector<int64_t> one(1, sentinel_code);
    for (int64_t r = 0; r < n; ++r) A[2](r, 0) = T(0);
    EXPECT_NO_THROW(batchblas::getrf(Layout::ColMajor, {n}, {n}, a, {ld}, p, 3, one));
    EXPECT_EQ(one[0], 0);
    // An invalid argument throws and writes nothing.
    std::vector<Matrix<T>> const before = A;
    EXPECT_THROW(batchblas::getrf(Layout::ColMajor, {n}, {n}, a, {n - 1}, p, 3, one),
                 batchblas::Error);
    EXPECT_EQ(one[0], -5);
    info.assign(3, sentinel_code);
    EXPECT_THROW(batchblas::getrf(Layout::ColMajor, {n, n, -1}, {n}, a, {ld}, p, 3, info),
                 batchblas::Error);
    EXPECT_EQ(info, (std::vector<int64_t>{0, 0, -2}));
    for (int i = 0; i < 3; ++i) EXPECT_TRUE(test::same_buffer(A[size_t(i)], before[size_t(i)]));
    // Vector sizes that fit no rule.
    EXPECT_THROW(batchblas::getrf(Layout::ColMajor, {n, n}, {n}, a, {ld}, p, 3, info),
                 batchblas::Error);
    std::vector<int64_t*> short_p(p.begin(), p.begin() + 2);
    EXPECT_THROW(batchblas::getrf(Layout::ColMajor, {n}, {n}, a, {ld}, short_p, 3, info),
                 batchblas::Error);
}

TYPED_TEST(LapackCxx, GroupPotrfAndPosvPerGroupOptions)
{
    using T = TypeParam;
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
        bool const col = layout == Layout::ColMajor;
        std::vector<size_t> const groups = {2, 1};
        std::vector<int64_t> const n = {6, 50}, ld = {8, 52}, nrhs = {2, 3};
        std::vector<Uplo> const uplo = {Uplo::Upper, Uplo::Lower};
        std::vector<Dense> H;
        std::vector<Matrix<T>> A, B;
        std::vector<T*> a, b;
        for (int i = 0; i < 3; ++i) {
            int g = i < 2 ? 0 : 1;
            H.push_back(random_hpd(n[size_t(g)], test::is_complex_v<T>, 90 + uint64_t(i)));
            if (i == 1) H.back()(3, 3) = -1.0;  // code 4
            A.emplace_back(n[size_t(g)], n[size_t(g)], ld[size_t(g)], col);
            for (int64_t c = 0; c < n[size_t(g)]; ++c)
                for (int64_t r = 0; r < n[size_t(g)]; ++r)
                    if (r == c || (r > c) == (uplo[size_t(g)] == Uplo::Lower))
                        A.back()(r, c) = narrow<T>(H.back()(r, c));
            B.emplace_back(n[size_t(g)], nrhs[size_t(g)], col ? ld[size_t(g)] : 4, col);
            B.back().fill_random(95 + uint64_t(i));
        }
        std::vector<Dense> B0;
        for (int i = 0; i < 3; ++i) {
            a.push_back(A[size_t(i)].data());
            b.push_back(B[size_t(i)].data());
            B0.push_back(logical(B[size_t(i)]));
        }
        Matrix<T> const untouched = B[1];
        std::vector<int64_t> const ldb = {col ? ld[0] : 4, col ? ld[1] : 4};
        std::vector<int64_t> info(3, sentinel_code);
        EXPECT_NO_THROW(
            batchblas::posv(layout, uplo, n, nrhs, a, ld, b, ldb, groups, info));
        EXPECT_EQ(info, (std::vector<int64_t>{0, 4, 0}));
        EXPECT_TRUE(test::same_buffer(B[1], untouched));
        for (int i : {0, 2})
            EXPECT_LT(solve_residual<T>('N', H[size_t(i)], logical(B[size_t(i)]), B0[size_t(i)]),
                      threshold);
    }
}

TYPED_TEST(LapackCxx, StridedFormsOfEveryRoutine)
{
    using T = TypeParam;
    int64_t const count = 3, n = 37, ld = 40, nrhs = 5, stride = ld * n + 7;
    int64_t const bstride = ld * nrhs + 3, pstride = n + 2;
    // getrf + getrs + getri
    std::vector<T> A = strided_random<T>(count, stride, 101);
    std::vector<T> B = strided_random<T>(count, bstride, 102);
    std::vector<T> C(size_t(count * stride));
    std::vector<int64_t> piv(size_t(count * pstride), -77);
    std::vector<Dense> A0, B0;
    for (int64_t i = 0; i < count; ++i) {
        A0.push_back(dense_at(A.data() + i * stride, n, n, ld));
        B0.push_back(dense_at(B.data() + i * bstride, n, nrhs, ld));
    }
    std::vector<int64_t> info(size_t(count), sentinel_code);
    batchblas::getrf(Layout::ColMajor, {n}, {n}, A.data(), {ld}, stride, piv.data(), pstride,
                     size_t(count), info);
    EXPECT_EQ(info, std::vector<int64_t>(size_t(count), 0));
    batchblas::getrs(Layout::ColMajor, {Op::ConjTrans}, {n}, {nrhs},
                     static_cast<T const*>(A.data()), {ld}, stride,
                     static_cast<int64_t const*>(piv.data()), pstride, B.data(), {ld}, bstride,
                     size_t(count), info);
    batchblas::getri(Layout::ColMajor, {n}, static_cast<T const*>(A.data()), {ld}, stride,
                     static_cast<int64_t const*>(piv.data()), pstride, C.data(), {ld}, stride,
                     size_t(count), info);
    EXPECT_EQ(info, std::vector<int64_t>(size_t(count), 0));
    for (int64_t i = 0; i < count; ++i) {
        EXPECT_LT(lu_residual<T>(A0[size_t(i)], dense_at(A.data() + i * stride, n, n, ld),
                                 piv.data() + i * pstride),
                  threshold);
        EXPECT_EQ(piv[size_t(i * pstride + n)], -77);
        EXPECT_LT(solve_residual<T>('C', A0[size_t(i)], dense_at(B.data() + i * bstride, n, nrhs, ld),
                                    B0[size_t(i)]),
                  threshold);
        EXPECT_LT(inverse_residual<T>(A0[size_t(i)], dense_at(C.data() + i * stride, n, n, ld)),
                  threshold);
    }
    // gesv
    std::vector<T> G = strided_random<T>(count, stride, 103);
    std::vector<T> X = strided_random<T>(count, bstride, 104);
    std::vector<Dense> G0, X0;
    for (int64_t i = 0; i < count; ++i) {
        G0.push_back(dense_at(G.data() + i * stride, n, n, ld));
        X0.push_back(dense_at(X.data() + i * bstride, n, nrhs, ld));
    }
    batchblas::gesv(Layout::ColMajor, {n}, {nrhs}, G.data(), {ld}, stride, piv.data(), pstride,
                    X.data(), {ld}, bstride, size_t(count), info);
    EXPECT_EQ(info, std::vector<int64_t>(size_t(count), 0));
    for (int64_t i = 0; i < count; ++i)
        EXPECT_LT(solve_residual<T>('N', G0[size_t(i)], dense_at(X.data() + i * bstride, n, nrhs, ld),
                                    X0[size_t(i)]),
                  threshold);
    // potrf + potrs, posv
    std::vector<T> P(size_t(count * stride)), Q(size_t(count * stride));
    std::vector<T> Y = strided_random<T>(count, bstride, 105), Z2 = Y;
    std::vector<Dense> H;
    for (int64_t i = 0; i < count; ++i) {
        H.push_back(random_hpd(n, test::is_complex_v<T>, 106 + uint64_t(i)));
        for (int64_t c = 0; c < n; ++c)
            for (int64_t r = c; r < n; ++r)
                P[size_t(i * stride + r + c * ld)] = Q[size_t(i * stride + r + c * ld)] =
                    narrow<T>(H.back()(r, c));
    }
    std::vector<Dense> Y0;
    for (int64_t i = 0; i < count; ++i) Y0.push_back(dense_at(Y.data() + i * bstride, n, nrhs, ld));
    batchblas::potrf(Layout::ColMajor, {Uplo::Lower}, {n}, P.data(), {ld}, stride, size_t(count),
                     info);
    EXPECT_EQ(info, std::vector<int64_t>(size_t(count), 0));
    batchblas::potrs(Layout::ColMajor, {Uplo::Lower}, {n}, {nrhs}, static_cast<T const*>(P.data()),
                     {ld}, stride, Y.data(), {ld}, bstride, size_t(count), info);
    batchblas::posv(Layout::ColMajor, {Uplo::Lower}, {n}, {nrhs}, Q.data(), {ld}, stride,
                    Z2.data(), {ld}, bstride, size_t(count), info);
    EXPECT_EQ(info, std::vector<int64_t>(size_t(count), 0));
    for (int64_t i = 0; i < count; ++i) {
        EXPECT_LT(cholesky_residual<T>(H[size_t(i)], dense_at(P.data() + i * stride, n, n, ld),
                                       true),
                  threshold);
        EXPECT_LT(solve_residual<T>('N', H[size_t(i)], dense_at(Y.data() + i * bstride, n, nrhs, ld),
                                    Y0[size_t(i)]),
                  threshold);
        EXPECT_LT(solve_residual<T>('N', H[size_t(i)],
                                    dense_at(Z2.data() + i * bstride, n, nrhs, ld), Y0[size_t(i)]),
                  threshold);
    }
    // geqrf
    std::vector<T> R = strided_random<T>(count, stride, 107);
    std::vector<T> tau(size_t(count * pstride));
    std::vector<Dense> R0;
    for (int64_t i = 0; i < count; ++i) R0.push_back(dense_at(R.data() + i * stride, ld, n, ld));
    batchblas::geqrf(Layout::ColMajor, {ld}, {n}, R.data(), {ld}, stride, tau.data(), pstride,
                     size_t(count), info);
    EXPECT_EQ(info, std::vector<int64_t>(size_t(count), 0));
    for (int64_t i = 0; i < count; ++i) {
        std::vector<Z> wide(static_cast<size_t>(n));
        for (int64_t j = 0; j < n; ++j) wide[size_t(j)] = widen(tau[size_t(i * pstride + j)]);
        auto const [factor, orthogonality] =
            qr_residuals<T>(R0[size_t(i)], dense_at(R.data() + i * stride, ld, n, ld), wide);
        EXPECT_LT(factor, threshold);
        EXPECT_LT(orthogonality, threshold);
    }
}

TYPED_TEST(LapackCxx, StridedInterleavedLuSolves)
{
    // The strided form of a group that getrs runs interleaved, each op: 70 problems of order 6,
    // misaligned strides, ld above the rows; A and the pivots untouched.
    using T = TypeParam;
    int64_t const count = 70, n = 6, ld = 8, nrhs = 4, stride = ld * n + 3;
    int64_t const bstride = ld * nrhs + 1, pstride = n + 1;
    for (Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
        std::vector<T> A = strided_random<T>(count, stride, 401);
        std::vector<T> B = strided_random<T>(count, bstride, 402);
        std::vector<int64_t> piv(size_t(count * pstride), -77);
        std::vector<Dense> A0, B0;
        for (int64_t i = 0; i < count; ++i) {
            A0.push_back(dense_at(A.data() + i * stride, n, n, ld));
            B0.push_back(dense_at(B.data() + i * bstride, n, nrhs, ld));
        }
        std::vector<int64_t> info(size_t(count), sentinel_code);
        batchblas::getrf(Layout::ColMajor, {n}, {n}, A.data(), {ld}, stride, piv.data(), pstride,
                         size_t(count), info);
        ASSERT_EQ(info, std::vector<int64_t>(size_t(count), 0));
        std::vector<T> const factors = A;
        std::vector<int64_t> const pivots = piv;
        std::vector<T> const before = B;
        batchblas::getrs(Layout::ColMajor, {trans}, {n}, {nrhs}, static_cast<T const*>(A.data()),
                         {ld}, stride, static_cast<int64_t const*>(piv.data()), pstride, B.data(),
                         {ld}, bstride, size_t(count), info);
        EXPECT_EQ(info, std::vector<int64_t>(size_t(count), 0));
        EXPECT_TRUE(A == factors);
        EXPECT_EQ(piv, pivots);
        char const op = trans == Op::NoTrans ? 'N' : trans == Op::Trans ? 'T' : 'C';
        for (int64_t i = 0; i < count; ++i) {
            EXPECT_LT(solve_residual<T>(op, A0[size_t(i)],
                                        dense_at(B.data() + i * bstride, n, nrhs, ld),
                                        B0[size_t(i)]),
                      threshold)
                << "problem " << i << ", op " << op;
            for (int64_t c = 0; c < nrhs; ++c)
                for (int64_t r = n; r < ld; ++r)
                    EXPECT_TRUE(test::same_bits(B[size_t(i * bstride + r + c * ld)],
                                                before[size_t(i * bstride + r + c * ld)]));
        }
    }
}

TYPED_TEST(LapackCxx, StridedInterleavedCholeskySolves)
{
    // The strided form of a group that potrs runs interleaved: 70 problems of order 7 (more
    // than one chunk of 16 vectors), misaligned strides, ld above the rows; A untouched.
    using T = TypeParam;
    int64_t const count = 70, n = 7, ld = 9, nrhs = 3, stride = ld * n + 5;
    int64_t const bstride = ld * nrhs + 1;
    std::vector<int64_t> info(size_t(count), 0);
    std::vector<T> P(size_t(count * stride));
    std::vector<T> Y = strided_random<T>(count, bstride, 305);
    std::vector<Dense> H, Y0;
    for (int64_t i = 0; i < count; ++i) {
        H.push_back(random_hpd(n, test::is_complex_v<T>, 306 + uint64_t(i)));
        for (int64_t c = 0; c < n; ++c)
            for (int64_t r = c; r < n; ++r)
                P[size_t(i * stride + r + c * ld)] = narrow<T>(H.back()(r, c));
        Y0.push_back(dense_at(Y.data() + i * bstride, n, nrhs, ld));
    }
    batchblas::potrf(Layout::ColMajor, {Uplo::Lower}, {n}, P.data(), {ld}, stride, size_t(count),
                     info);
    ASSERT_EQ(info, std::vector<int64_t>(size_t(count), 0));
    std::vector<T> const factors = P, before = Y;
    batchblas::potrs(Layout::ColMajor, {Uplo::Lower}, {n}, {nrhs}, static_cast<T const*>(P.data()),
                     {ld}, stride, Y.data(), {ld}, bstride, size_t(count), info);
    EXPECT_EQ(info, std::vector<int64_t>(size_t(count), 0));
    EXPECT_TRUE(P == factors);
    for (int64_t i = 0; i < count; ++i) {
        EXPECT_LT(solve_residual<T>('N', H[size_t(i)], dense_at(Y.data() + i * bstride, n, nrhs, ld),
                                    Y0[size_t(i)]),
                  threshold)
            << "problem " << i;
        // Rows n .. ld - 1 of each column and the gap after each problem are not B's.
        for (int64_t c = 0; c < nrhs; ++c)
            for (int64_t r = n; r < ld; ++r)
                EXPECT_TRUE(test::same_bits(Y[size_t(i * bstride + r + c * ld)],
                                            before[size_t(i * bstride + r + c * ld)]));
        EXPECT_TRUE(test::same_bits(Y[size_t(i * bstride + bstride - 1)],
                                    before[size_t(i * bstride + bstride - 1)]));
    }
}

}  // namespace
