// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of the BLAS conventions (API.md section 1, last item) through the standard C API, for
 * every Level 3 routine, the four types and both layouts:
 *  - m = 0 or n = 0 references nothing: null matrix pointers (and null pointer arrays) succeed;
 *  - k = 0 or alpha = 0 gives C = beta C, NaN in A and B does not propagate (trmm / trsm with
 *    alpha = 0: B = 0, A and B not read);
 *  - beta = 0: NaN or Inf in C does not propagate;
 *  - every option combination at edge sizes: results match the loop reference, padding between
 *    the rows and the leading dimension and the guard bands after each matrix stay bit-identical,
 *    the unreferenced triangle of C (syrk / herk / syr2k / her2k) is untouched, the unreferenced
 *    triangle (and a unit diagonal) of A (symm / hemm / trmm / trsm) is not read (it holds NaN),
 *    inputs are never written;
 *  - herk / her2k set the imaginary parts of C's diagonal to zero; hemm ignores those of A's;
 *  - threading: bitwise the same results with 1, 2 and 4 OpenMP threads, and when called from
 *    inside the caller's own parallel region (each thread its own batch).
 */
#include <batchblas.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#ifdef _OPENMP
#include <omp.h>
#endif

#include "common/test_util.hh"
#include "level3_batch.hh"

namespace {

using test::Batch;
using test::GroupSpec;
using test::Positions;
using test::Routine;

template <typename T>
class Conventions : public ::testing::Test {
};
TYPED_TEST_SUITE(Conventions, test::ScalarTypes, test::TypeNames);

template <typename T, typename F>
void for_routines(F&& f)
{
    for (Routine r : test::c_routines<T>())
        for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
            SCOPED_TRACE(std::string(test::name(r)) +
                         (layout == BlasColMajor ? " ColMajor" : " RowMajor"));
            f(r, layout);
        }
}

/** Calls in ReportAll and expects every problem to succeed and to be right. */
template <typename T>
void expect_success(Batch<T>& b)
{
    auto const info = b.call_mode(test::report_all);
    std::vector<int64_t> const codes(size_t(b.batch_count()), 0);
    EXPECT_TRUE(test::info_is(
        info, test::expected_info(test::report_all, codes, b.sizes, info.size(), b.info_sentinel),
        b.info_sentinel));
    EXPECT_TRUE(b.verify());
}

/** Sets every entry (not padding) of the inputs A and B to v. */
template <typename T>
void fill_inputs(Batch<T>& b, T v)
{
    for (auto& m : b.a) m.fill(v);
    for (auto& m : b.b) m.fill(v);
}

/** Sets every entry (not padding) of the outputs to v. */
template <typename T>
void fill_outputs(Batch<T>& b, T v)
{
    for (auto& m : b.c) m.fill(v);
}

TYPED_TEST(Conventions, ZeroDimensionsReferenceNothing)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Positions const p = test::positions(r);
        std::vector<std::pair<char const*, void (*)(GroupSpec<T>&)>> zeros = {
            {"n = 0", [](GroupSpec<T>& s) { s.n = 0; }}};
        if (p.m) zeros.push_back({"m = 0", [](GroupSpec<T>& s) { s.m = 0; }});
        if (p.m) zeros.push_back({"m = n = 0", [](GroupSpec<T>& s) { s.m = 0, s.n = 0; }});
        for (auto [what, zero] : zeros) {
            SCOPED_TRACE(what);
            std::vector<GroupSpec<T>> specs(2);
            specs[0].count = 3, specs[1].count = 2, specs[1].uplo = BlasUpper;
            specs[1].side = BlasRight, specs[1].transA = BlasTrans;
            for (auto& s : specs) zero(s);
            // Null matrix pointers (null pointer arrays: test_check.cc, NullArraysNotReferenced).
            Batch<T> b(r, layout, specs);
            b.build();
            for (size_t i = 0; i < b.A.size(); ++i) b.A[i] = b.B[i] = nullptr, b.C[i] = nullptr;
            expect_success(b);
        }
    });
}

TYPED_TEST(Conventions, ZeroKOrAlphaGivesBetaC)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Positions const p = test::positions(r);
        std::vector<std::pair<char const*, void (*)(GroupSpec<T>&)>> zeros = {
            {"alpha = 0", [](GroupSpec<T>& s) { s.alpha = T(0); }}};
        if (p.k) zeros.push_back({"k = 0", [](GroupSpec<T>& s) { s.k = 0; }});
        for (auto [what, zero] : zeros) {
            SCOPED_TRACE(what);
            std::vector<GroupSpec<T>> specs(4);
            specs[1].uplo = BlasUpper, specs[1].trans = test::valid_trans<T>(r).back();
            specs[1].side = BlasRight, specs[1].transA = BlasConjTrans;
            specs[1].beta = T(0);  // with C full of NaN below
            specs[2].beta = test::make<T>(0.5, 0.0);
            specs[3].beta = test::make<T>(-1.5, 2.0), specs[3].m = 1, specs[3].n = 1;
            for (auto& s : specs) s.count = 2, zero(s);
            Batch<T> b(r, layout, specs);
            b.build();
            fill_inputs(b, test::nan_value<T>());
            if (!test::is_triangular(r)) {
                b.c[2].fill(test::nan_value<T>());  // group 1 (beta = 0)
                b.c[3].fill(test::inf_value<T>());
            }
            b.save();
            expect_success(b);
        }
    });
}

TYPED_TEST(Conventions, TriangularAlphaZeroSetsBToZeroWithoutReadingIt)
{
    // Reference BLAS trmm / trsm: alpha == 0 sets B to zero; neither A nor B is read.
    using T = TypeParam;
    for (Routine r : {Routine::trmm, Routine::trsm})
        for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
            SCOPED_TRACE(std::string(test::name(r)) + (layout == BlasColMajor ? " Col" : " Row"));
            std::vector<GroupSpec<T>> specs(2);
            for (auto& s : specs) s.count = 2, s.alpha = T(0);
            specs[1].side = BlasRight, specs[1].uplo = BlasUpper, specs[1].trans = BlasTrans;
            Batch<T> b(r, layout, specs);
            b.build();
            fill_inputs(b, test::nan_value<T>());
            fill_outputs(b, test::nan_value<T>());
            b.save();
            auto const info = b.call_mode(test::report_all);
            EXPECT_EQ(info[0], 0);
            EXPECT_TRUE(b.verify());
            for (auto const& m : b.c)
                for (int64_t i = 0; i < m.rows(); ++i)
                    for (int64_t j = 0; j < m.cols(); ++j)
                        EXPECT_TRUE(test::same_bits(m(i, j), T(0)) ||
                                    test::same_bits(m(i, j), T(-0.0)))
                            << "B(" << i << ", " << j << ") = " << test::to_text(m(i, j));
        }
}

TYPED_TEST(Conventions, BetaZeroIgnoresNanAndInfInC)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        if (!test::has_beta(r)) return;
        for (T bad : {test::nan_value<T>(), test::inf_value<T>(), -test::inf_value<T>()}) {
            SCOPED_TRACE("C = " + test::to_text(bad));
            std::vector<GroupSpec<T>> specs(3);
            specs[1].uplo = BlasUpper, specs[1].side = BlasRight;
            specs[1].trans = test::valid_trans<T>(r).back(), specs[1].transB = BlasTrans;
            specs[2].alpha = T(1), specs[2].m = 6, specs[2].n = 5, specs[2].k = 7;
            for (auto& s : specs) s.count = 2, s.beta = T(0);
            Batch<T> b(r, layout, specs);
            b.build();
            fill_outputs(b, bad);
            b.save();
            expect_success(b);
            // Everything written is finite (the other triangle of a rank-k C keeps its value).
            if (!test::is_rank_k(r) && !test::is_rank_2k(r)) {
                for (auto const& m : b.c)
                    for (int64_t i = 0; i < m.rows(); ++i)
                        for (int64_t j = 0; j < m.cols(); ++j) {
                            EXPECT_TRUE(test::is_finite(m(i, j)));
                        }
            }
        }
    });
}

/** Every option combination of a routine, as group specs (count 2 each, sizes cycling). */
template <typename T>
std::vector<GroupSpec<T>> all_option_groups(Routine r)
{
    static const int64_t sizes[] = {1, 2, 3, 5, 8, 13, 17, 4, 9, 6};
    std::vector<GroupSpec<T>> groups;
    int cycle = 0;
    auto add = [&](GroupSpec<T> s) {
        for (int variant = 0; variant < 2; ++variant, ++cycle) {
            s.count = 2;
            s.m = sizes[cycle % 10];
            s.n = sizes[(cycle * 3 + 1) % 10];
            s.k = sizes[(cycle * 7 + 2) % 10];
            s.pad = 1 + cycle % 3;
            s.alpha = cycle % 4 == 0 ? T(1) : test::make<T>(0.75, -0.5);
            s.beta = cycle % 5 == 0 ? T(0) : (cycle % 5 == 1 ? T(1) : test::make<T>(-0.5, 0.25));
            groups.push_back(s);
        }
    };
    GroupSpec<T> s;
    if (r == Routine::gemm) {
        for (blas_trans_t ta : {BlasNoTrans, BlasTrans, BlasConjTrans})
            for (blas_trans_t tb : {BlasNoTrans, BlasTrans, BlasConjTrans}) {
                s.transA = ta, s.transB = tb;
                add(s);
            }
    }
    else if (test::is_symm(r)) {
        for (blas_side_t side : {BlasLeft, BlasRight})
            for (blas_uplo_t uplo : {BlasUpper, BlasLower}) {
                s.side = side, s.uplo = uplo;
                add(s);
            }
    }
    else if (test::is_triangular(r)) {
        for (blas_side_t side : {BlasLeft, BlasRight})
            for (blas_uplo_t uplo : {BlasUpper, BlasLower})
                for (blas_trans_t t : {BlasNoTrans, BlasTrans, BlasConjTrans})
                    for (blas_diag_t diag : {BlasNonUnit, BlasUnit}) {
                        s.side = side, s.uplo = uplo, s.trans = t, s.diag = diag;
                        add(s);
                    }
    }
    else {
        for (blas_uplo_t uplo : {BlasUpper, BlasLower})
            for (blas_trans_t t : test::valid_trans<T>(r)) {
                s.uplo = uplo, s.trans = t;
                add(s);
            }
    }
    return groups;
}

TYPED_TEST(Conventions, AllOptionsGuardBandsAndTriangles)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, all_option_groups<T>(r));
        b.build();
        expect_success(b);
    });
}

TYPED_TEST(Conventions, PaddingIsNeverTouchedWithLargeLeadingDimensions)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        auto groups = all_option_groups<T>(r);
        for (auto& g : groups) g.pad = 7;
        Batch<T> b(r, layout, groups);
        b.build({5, true});
        expect_success(b);
    });
}

TYPED_TEST(Conventions, HermitianDiagonalImaginaryPartsZeroed)
{
    using T = TypeParam;
    if (!test::is_complex_v<T>) GTEST_SKIP() << "complex only";
    for (Routine r : {Routine::herk, Routine::her2k})
        for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
            SCOPED_TRACE(std::string(test::name(r)) + (layout == BlasColMajor ? " Col" : " Row"));
            std::vector<GroupSpec<T>> specs;
            for (double beta : {0.0, 0.5, 1.0, -2.0})
                for (blas_uplo_t uplo : {BlasUpper, BlasLower})
                    for (blas_trans_t t : {BlasNoTrans, BlasConjTrans}) {
                        GroupSpec<T> s;
                        s.count = 1, s.beta = T(beta), s.uplo = uplo, s.trans = t;
                        s.n = 5, s.k = 3;
                        specs.push_back(s);
                        if (beta !=
                            1.0) {  // beta == 1 with k == 0 is reference BLAS's quick return
                            s.k = 0;
                            specs.push_back(s);
                            s.k = 3, s.alpha = T(0);
                            specs.push_back(s);
                        }
                    }
            Batch<T> b(r, layout, specs);
            b.build();          // C's diagonal has imaginary part 3
            expect_success(b);  // verify() checks imag(C(i, i)) == 0 exactly
            for (auto const& m : b.c)
                for (int64_t i = 0; i < m.rows(); ++i)
                    EXPECT_EQ(test::imag_part(m(i, i)), 0) << "C(" << i << ", " << i << ")";
        }
}

TYPED_TEST(Conventions, HemmIgnoresImaginaryPartsOfTheDiagonalOfA)
{
    using T = TypeParam;
    if (!test::is_complex_v<T>) GTEST_SKIP() << "complex only";
    for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
        std::vector<GroupSpec<T>> specs(4);
        specs[0].side = BlasLeft, specs[0].uplo = BlasUpper;
        specs[1].side = BlasLeft, specs[1].uplo = BlasLower;
        specs[2].side = BlasRight, specs[2].uplo = BlasUpper;
        specs[3].side = BlasRight, specs[3].uplo = BlasLower;
        Batch<T> b(Routine::hemm, layout, specs);
        b.build();  // A's diagonal has imaginary part 7; the reference takes it as zero
        expect_success(b);
    }
}

// ------------------------------------------------------------------------------------------------
// Threading

/** A batch big enough for the library to use its threads: variable sizes up to 24. */
template <typename T>
std::vector<GroupSpec<T>> threaded_groups(Routine r)
{
    std::vector<GroupSpec<T>> groups;
    auto options = all_option_groups<T>(r);
    for (size_t g = 0; g < 6; ++g) {
        GroupSpec<T> s = options[(g * 5) % options.size()];
        s.count = 12;
        s.m = 12 + int64_t(g) * 2, s.n = 24 - int64_t(g) * 2, s.k = 16 + int64_t(g);
        groups.push_back(s);
    }
    return groups;
}

#ifdef _OPENMP
/** Restores the OpenMP thread count on scope exit. */
struct ThreadCount {
    int saved = omp_get_max_threads();
    ~ThreadCount() { omp_set_num_threads(saved); }
};
#endif

#ifdef _OPENMP
/** Runs b on one thread (checked against the reference), then on 2 and 4 threads in info mode
 *  `mode`: the outputs must be bitwise the one-thread ones. */
template <typename T>
void expect_same_bits_with_threads(Batch<T>& b, int64_t mode)
{
    omp_set_num_threads(1);
    auto info = b.call_mode(test::report_all);
    ASSERT_EQ(info[0], 0);
    EXPECT_TRUE(b.verify());
    std::vector<test::Matrix<T>> const serial = b.c;
    for (int threads : {2, 4}) {
        SCOPED_TRACE(std::to_string(threads) + " threads");
        omp_set_num_threads(threads);
        b.restore();
        info = b.call_mode(mode);
        ASSERT_EQ(info[0], 0);
        for (size_t i = 0; i < serial.size(); ++i)
            EXPECT_TRUE(test::same_buffer(b.c[i], serial[i])) << "problem " << i;
    }
}
#endif

TYPED_TEST(Conventions, SameBitsWithOneTwoAndFourThreads)
{
#ifndef _OPENMP
    GTEST_SKIP() << "built without OpenMP";
#else
    using T = TypeParam;
    ThreadCount restore;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, threaded_groups<T>(r));
        b.build();
        expect_same_bits_with_threads(b, test::report_all);
    });
#endif
}

// Groups of packed square gemm problems (leading dimension = order, untransposed) take the
// dense square kernels (orders 5-32 by ISA and type) or, padded or transposed, the any-size kernel
// over the group: results against the reference on one thread, the same bits on 2 and 4.
TYPED_TEST(Conventions, GemmSquareGroupsWithThreads)
{
#ifndef _OPENMP
    GTEST_SKIP() << "built without OpenMP";
#else
    using T = TypeParam;
    ThreadCount restore;
    for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
        SCOPED_TRACE(layout == BlasColMajor ? "column-major" : "row-major");
        std::vector<GroupSpec<T>> groups;
        int64_t g = 0;
        for (int64_t const n : {4, 5, 7, 8, 9, 12, 16, 17, 23, 24, 31, 32, 33}) {
            GroupSpec<T> s;
            s.count = 19;
            s.m = s.n = s.k = n;
            s.pad = g % 4 == 3 ? 1 : 0;
            s.transB = g % 5 == 4 ? BlasTrans : BlasNoTrans;
            if (g % 3 == 1) s.alpha = T(1), s.beta = T(1);
            if (g % 3 == 2) s.beta = T(0);
            groups.push_back(s);
            ++g;
        }
        Batch<T> b(Routine::gemm, layout, groups);
        b.build();
        expect_same_bits_with_threads(b, test::report_all);
    }
#endif
}

TYPED_TEST(Conventions, ManyOneProblemGroupsWithThreads)
{
    // Variable sizes as the C API takes them: a group per problem. With more than a thousand
    // groups, their arguments are read (read_group_args) and checked in one range per thread.
#ifndef _OPENMP
    GTEST_SKIP() << "built without OpenMP";
#else
    using T = TypeParam;
    ThreadCount restore;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        auto const options = all_option_groups<T>(r);
        std::vector<GroupSpec<T>> groups;
        for (int64_t g = 0; g < 1100; ++g) {
            GroupSpec<T> s = options[size_t(g * 7) % options.size()];
            s.count = g % 97 == 5 ? 0 : 1;  // a few empty groups among them
            s.m = 1 + g % 8, s.n = 1 + (g / 8) % 8, s.k = 1 + (g / 3) % 8;
            groups.push_back(s);
        }
        Batch<T> b(r, layout, groups);
        b.build();
        expect_same_bits_with_threads(b, test::report_group);
    });
#endif
}

TYPED_TEST(Conventions, OneProblemGroupsOfEverySize)
{
    // Every problem its own size, all groups of one, as the C API takes variable sizes: more
    // problems than two windows of the sorter (cpu/drivers/batch_level3.cc), sizes 0..10 on both
    // sides of the exact-size kernels' 8, every transposition, alpha = 0 and 1, beta = 0 over
    // NaN, tight and padded leading dimensions. Windows of mostly tiny problems run sorted by
    // size class, the others in batch order: each problem must match the reference, bitwise
    // alike on 1, 2 and 4 threads.
#ifndef _OPENMP
    GTEST_SKIP() << "built without OpenMP";
#else
    using T = TypeParam;
    ThreadCount restore;
    for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
        SCOPED_TRACE(layout == BlasColMajor ? "ColMajor" : "RowMajor");
        std::vector<GroupSpec<T>> const groups = test::every_size_gemm_groups<T>(12345);
        Batch<T> b(Routine::gemm, layout, groups);
        b.build();
        for (size_t i = 0; i < groups.size(); ++i)
            if (groups[i].beta == T(0)) b.c[i].fill(test::nan_value<T>());
        b.save();
        expect_same_bits_with_threads(b, test::report_all);
    }
#endif
}

TYPED_TEST(Conventions, CallsFromInsideTheCallersParallelRegion)
{
#ifndef _OPENMP
    GTEST_SKIP() << "built without OpenMP";
#else
    using T = TypeParam;
    ThreadCount restore;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        constexpr int team = 4;
        omp_set_num_threads(1);
        Batch<T> serial(r, layout, threaded_groups<T>(r));
        serial.build();
        ASSERT_EQ(serial.call_mode(test::report_all)[0], 0);
        EXPECT_TRUE(serial.verify());

        std::vector<Batch<T>> batches;
        for (int t = 0; t < team; ++t) {
            batches.emplace_back(r, layout, threaded_groups<T>(r));
            batches.back().build();  // same seed: the same data as `serial`
        }
        std::vector<std::vector<int64_t>> infos(team);
        for (int t = 0; t < team; ++t)
            infos[size_t(t)] = batches[size_t(t)].info_array(test::report_all);
        omp_set_num_threads(team);
        int team_size = 0;
#pragma omp parallel num_threads(team)
        {
            int const t = omp_get_thread_num();
#pragma omp single
            team_size = omp_get_num_threads();
            batches[size_t(t)].call(infos[size_t(t)].data());
        }
        EXPECT_EQ(team_size, team);
        for (int t = 0; t < team_size; ++t) {
            SCOPED_TRACE("thread " + std::to_string(t));
            EXPECT_EQ(infos[size_t(t)][0], 0);
            for (size_t i = 0; i < serial.c.size(); ++i)
                EXPECT_TRUE(test::same_buffer(batches[size_t(t)].c[i], serial.c[i]))
                    << "problem " << i;
        }
    });
#endif
}

}  // namespace
