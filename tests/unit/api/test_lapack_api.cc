// SPDX-License-Identifier: BSD-3-Clause
/**
 * The batched LAPACK C API (batchblas/lapack.h) over the CPU backend: batches mix groups of
 * different sizes (0, fused and recursive) with failing problems next to good ones: the failing
 * problems get LAPACK's exact code in every info mode, the good ones are correct (residuals of
 * tests/oracle/lapack.hh), a failing solve leaves its B untouched; the interleaved paths match
 * the per-problem path and do not depend on the thread count.
 * Argument errors: test_lapack_api_checking.cc; the C++ API: test_lapack_api_cxx.cc.
 */
#include "api/lapack_api_batch.hh"

#ifdef _OPENMP
#include <omp.h>
#endif

namespace lapack_api_test {
namespace {

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

}  // namespace
}  // namespace lapack_api_test
