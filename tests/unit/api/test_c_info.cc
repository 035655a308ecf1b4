// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of the info array of the standard C API (src/api/c/level3.cc, api/dispatch.hh,
 * core/report.hh), for every Level 3 routine and type:
 *  - the four modes on valid batches (with an empty group between full ones): ReportAll and
 *    ReportGroup write zeros exactly where API.md says, ReportAny and ReportNone only info[0],
 *    and every mode computes the right result;
 *  - the four modes on invalid batches: per-problem codes (ReportAll), the code of the first
 *    failing problem of each group (ReportGroup, not the lowest one), info[0] alone (ReportAny,
 *    sentinels after it untouched), info[0] = number of the first failing group;
 *  - call-level errors: invalid layout (-1), group_count < 0, null group_sizes, a negative group
 *    size, an unknown mode (info[0] = -position of info): nothing else written, no output
 *    touched, nothing else read (all other arrays null);
 *  - group_count == 0: info[0] = 0, nothing read or touched.
 */
#include <batchblas.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "common/test_util.hh"
#include "level3_batch.hh"

namespace {

using test::Batch;
using test::GroupSpec;
using test::Positions;
using test::Routine;

constexpr int64_t sentinel = Batch<float>::info_sentinel;

/** A batch of five groups with different options and sizes; group 2 is empty. */
template <typename T>
std::vector<GroupSpec<T>> mixed_groups()
{
    std::vector<GroupSpec<T>> g(5);
    g[0].count = 2, g[0].m = 3, g[0].n = 2, g[0].k = 4;
    g[1].count = 3, g[1].m = 1, g[1].n = 5, g[1].k = 1, g[1].uplo = BlasUpper;
    g[1].side = BlasRight, g[1].transA = BlasTrans, g[1].diag = BlasUnit;
    g[2].count = 0;
    g[3].count = 2, g[3].m = 4, g[3].n = 4, g[3].k = 2, g[3].transB = BlasConjTrans;
    g[3].beta = T(0);
    g[4].count = 1, g[4].m = 2, g[4].n = 3, g[4].k = 3, g[4].alpha = T(1);
    return g;
}

/** Calls b in `mode` and checks info against the per-problem codes. */
template <typename T>
std::vector<int64_t> call_and_check_info(Batch<T>& b, int64_t mode,
                                         std::vector<int64_t> const& codes)
{
    SCOPED_TRACE(test::mode_name(mode));
    b.restore();
    auto const info = b.call_mode(mode);
    EXPECT_TRUE(test::info_is(
        info, test::expected_info(mode, codes, b.sizes, info.size(), sentinel), sentinel));
    return info;
}

template <typename T>
class CInfo : public ::testing::Test {
};
TYPED_TEST_SUITE(CInfo, test::ScalarTypes, test::TypeNames);

/** Runs f(routine, layout) for each routine the C API has for T and both layouts. */
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

TYPED_TEST(CInfo, ValidBatchEveryMode)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, mixed_groups<T>());
        b.build();
        std::vector<int64_t> const codes(size_t(b.batch_count()), 0);
        for (int64_t mode :
             {test::report_all, test::report_group, test::report_any, test::report_none}) {
            SCOPED_TRACE(test::mode_name(mode));
            call_and_check_info(b, mode, codes);
            EXPECT_TRUE(b.verify());
        }
    });
}

TYPED_TEST(CInfo, ReportAllExactLength)
{
    // info of exactly batch_count + 1 entries (ReportAll) and group_count + 1 (ReportGroup).
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, mixed_groups<T>());
        b.build();
        std::vector<int64_t> info(size_t(b.batch_count() + 1), 77);
        info[0] = test::report_all;
        b.call(info.data());
        EXPECT_EQ(info, std::vector<int64_t>(info.size(), 0));
        EXPECT_TRUE(b.verify());
        b.restore();
        std::vector<int64_t> ginfo(size_t(b.group_count() + 1), 77);
        ginfo[0] = test::report_group;
        b.call(ginfo.data());
        EXPECT_EQ(ginfo, std::vector<int64_t>(ginfo.size(), 0));
        EXPECT_TRUE(b.verify());
        b.restore();
        int64_t one = test::report_any;
        b.call(&one);
        EXPECT_EQ(one, 0);
        EXPECT_TRUE(b.verify());
        b.restore();
        one = test::report_none;
        b.call(&one);
        EXPECT_EQ(one, 0);
        EXPECT_TRUE(b.verify());
    });
}

TYPED_TEST(CInfo, InvalidProblemsInSeveralGroups)
{
    // Group 1: only its second problem fails (null output). Group 3: both fail (negative n).
    // Groups 0 and 4 are valid and must not be computed either.
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        auto specs = mixed_groups<T>();
        specs[3].n = -2;
        Batch<T> b(r, layout, specs);
        b.build();
        Positions const p = test::positions(r);
        int64_t const g1 = b.specs[0].count;       // first problem of group 1
        int64_t const g3 = g1 + b.specs[1].count;  // first problem of group 3 (2 is empty)
        b.C[size_t(g1 + 1)] = nullptr;
        std::vector<int64_t> codes(size_t(b.batch_count()), 0);
        codes[size_t(g1 + 1)] = -p.C;
        codes[size_t(g3)] = codes[size_t(g3 + 1)] = -p.n;
        for (int64_t mode : {test::report_all, test::report_group, test::report_any}) {
            auto const info = call_and_check_info(b, mode, codes);
            EXPECT_EQ(info[0], 2);
            EXPECT_TRUE(b.unchanged());
        }
    });
}

TYPED_TEST(CInfo, LargeBatchCheckedInRanges)
{
    // Batches this large are checked in one range per thread (core::check_ranges): failures at a
    // group's first, middle and last problem, in a group cut by the ranges, must give the same
    // codes as a serial check; a valid batch must be computed. gemm and trsm take the check's
    // shortcut for uniform groups, symm checks every problem.
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        if (r != Routine::gemm && r != Routine::trsm && r != Routine::symm) return;
        if (r != Routine::gemm && layout == BlasRowMajor) return;
        std::vector<GroupSpec<T>> specs(3);
        specs[0].count = 9001, specs[0].m = specs[0].n = specs[0].k = 1;
        specs[1].count = 0;
        specs[2].count = 12000, specs[2].m = 2, specs[2].n = specs[2].k = 1;
        Batch<T> b(r, layout, specs);
        b.build();
        std::vector<int64_t> codes(size_t(b.batch_count()), 0);
        call_and_check_info(b, test::report_all, codes);
        EXPECT_TRUE(b.verify());
        Positions const p = test::positions(r);
        for (int64_t at : {int64_t(4500), int64_t(9001), int64_t(9001 + 6000), int64_t(21000)}) {
            b.C[size_t(at)] = nullptr;
            codes[size_t(at)] = -p.C;
        }
        for (int64_t mode : {test::report_all, test::report_group, test::report_any}) {
            auto const info = call_and_check_info(b, mode, codes);
            EXPECT_EQ(info[0], 1);
            EXPECT_TRUE(b.unchanged());
        }
    });
}

TYPED_TEST(CInfo, ReportGroupGivesFirstFailingProblemNotLowestCode)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, mixed_groups<T>());
        b.build();
        Positions const p = test::positions(r);
        int64_t const g1 = b.specs[0].count;
        b.C[size_t(g1)] = nullptr;      // problem 0 of group 1: output (higher position)
        b.A[size_t(g1 + 1)] = nullptr;  // problem 1: A (lower position)
        b.A[size_t(g1 + 2)] = nullptr;
        // Group 1 has m = 1 / k = 1 but alpha != 0: A is referenced.
        std::vector<int64_t> codes(size_t(b.batch_count()), 0);
        codes[size_t(g1)] = -p.C;
        codes[size_t(g1 + 1)] = codes[size_t(g1 + 2)] = -p.A;
        auto const info = call_and_check_info(b, test::report_group, codes);
        EXPECT_EQ(info[2], -p.C);
        EXPECT_TRUE(b.unchanged());
        call_and_check_info(b, test::report_all, codes);
        EXPECT_TRUE(b.unchanged());
    });
}

TYPED_TEST(CInfo, OnlyLastGroupFails)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        auto specs = mixed_groups<T>();
        specs[4].ldc = 0;
        Batch<T> b(r, layout, specs);
        b.build();
        Positions const p = test::positions(r);
        std::vector<int64_t> codes(size_t(b.batch_count()), 0);
        codes.back() = -p.ldc;
        for (int64_t mode : {test::report_all, test::report_group, test::report_any}) {
            auto const info = call_and_check_info(b, mode, codes);
            EXPECT_EQ(info[0], 5);
            EXPECT_TRUE(b.unchanged());
        }
    });
}

TYPED_TEST(CInfo, ReportAnyWritesOnlyInfo0)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        auto specs = mixed_groups<T>();
        specs[0].n = -1;
        specs[3].n = -1;
        Batch<T> b(r, layout, specs);
        b.build();
        auto const info = b.call_mode(test::report_any);
        EXPECT_EQ(info[0], 1);
        for (size_t i = 1; i < info.size(); ++i)
            EXPECT_EQ(info[i], sentinel) << "info[" << i << "]";
        EXPECT_TRUE(b.unchanged());
    });
}

/** Calls with info = {mode, sentinels...} and expects a call-level error: info[0] = code only. */
template <typename T>
void expect_call_error(Batch<T>& b, int64_t mode, int64_t code, int null_position = 0,
                       std::optional<int64_t> group_count = std::nullopt,
                       std::optional<blas_layout_t> layout = std::nullopt)
{
    SCOPED_TRACE(std::string("mode on entry ") + std::to_string(mode));
    std::vector<int64_t> info = b.info_array(mode);
    b.call(info.data(), null_position, group_count, layout);
    std::vector<int64_t> want(info.size(), sentinel);
    want[0] = code;
    EXPECT_TRUE(test::info_is(info, want, sentinel));
    EXPECT_TRUE(b.unchanged());
}

std::vector<int64_t> const checked_modes = {test::report_all, test::report_group, test::report_any};

TYPED_TEST(CInfo, InvalidLayout)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, mixed_groups<T>());
        b.build();
        for (int bad : {0, -1, 1, 100, 103, 999, int(BlasNoTrans)})
            for (int64_t mode : checked_modes) {
                SCOPED_TRACE("layout " + std::to_string(bad));
                expect_call_error(b, mode, -1, 0, std::nullopt, blas_layout_t(bad));
                // Nothing else is read: every other array null.
                expect_call_error(b, mode, -1, Batch<T>::null_all, std::nullopt,
                                  blas_layout_t(bad));
            }
    });
}

TYPED_TEST(CInfo, NegativeGroupCount)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, mixed_groups<T>());
        b.build();
        Positions const p = test::positions(r);
        for (int64_t gc : {int64_t(-1), int64_t(-5), std::numeric_limits<int64_t>::min()})
            for (int64_t mode : checked_modes) {
                expect_call_error(b, mode, -p.group_count, 0, gc);
                expect_call_error(b, mode, -p.group_count, Batch<T>::null_all, gc);
            }
    });
}

TYPED_TEST(CInfo, NullGroupSizes)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, mixed_groups<T>());
        b.build();
        Positions const p = test::positions(r);
        for (int64_t mode : checked_modes) {
            expect_call_error(b, mode, -p.group_sizes, p.group_sizes);
            expect_call_error(b, mode, -p.group_sizes, Batch<T>::null_all);
        }
    });
}

TYPED_TEST(CInfo, NegativeGroupSize)
{
    // A negative size in the middle, after an invalid problem in group 1: only the call-level
    // error is reported.
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        auto specs = mixed_groups<T>();
        specs[1].n = -1;
        specs[2].count = -1;
        Batch<T> b(r, layout, specs);
        b.build();
        Positions const p = test::positions(r);
        for (int64_t mode : checked_modes) expect_call_error(b, mode, -p.group_sizes);
        specs = mixed_groups<T>();
        specs[4].count = std::numeric_limits<int64_t>::min();
        Batch<T> c(r, layout, specs);
        c.build();
        for (int64_t mode : checked_modes) expect_call_error(c, mode, -p.group_sizes);
    });
}

TYPED_TEST(CInfo, UnknownMode)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, mixed_groups<T>());
        b.build();
        Positions const p = test::positions(r);
        for (int64_t mode :
             {int64_t(4), int64_t(7), int64_t(-1), int64_t(100),
              std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max()}) {
            expect_call_error(b, mode, -p.info);
            // Null group_sizes comes before info in the signature: it is the first invalid one.
            expect_call_error(b, mode, -p.group_sizes, Batch<T>::null_all);
        }
    });
}

TYPED_TEST(CInfo, CallLevelErrorsReportTheLowestPosition)
{
    // Two call-level errors: the code names the first invalid argument of the signature.
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, mixed_groups<T>());
        b.build();
        Positions const p = test::positions(r);
        {
            SCOPED_TRACE("invalid layout and unknown mode");
            expect_call_error(b, 7, -1, 0, std::nullopt, blas_layout_t(0));
        }
        {
            SCOPED_TRACE("group_count < 0 and unknown mode");
            expect_call_error(b, 7, -p.group_count, 0, int64_t(-1));
        }
        {
            SCOPED_TRACE("invalid layout and group_count < 0");
            expect_call_error(b, test::report_all, -1, 0, int64_t(-1), blas_layout_t(0));
        }
    });
}

TYPED_TEST(CInfo, EmptyGroupBetweenValidGroups)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        std::vector<GroupSpec<T>> specs(3);
        specs[0].count = 1;
        specs[1].count = 0;
        specs[2].count = 2, specs[2].uplo = BlasUpper, specs[2].m = 2, specs[2].k = 1;
        Batch<T> b(r, layout, specs);
        b.build();
        std::vector<int64_t> const codes(3, 0);
        for (int64_t mode :
             {test::report_all, test::report_group, test::report_any, test::report_none}) {
            call_and_check_info(b, mode, codes);
            EXPECT_TRUE(b.verify());
        }
        // An invalid problem after the empty group is in group 3 (1-based).
        auto bad = specs;
        bad[2].k = -1, bad[2].n = -1;
        Batch<T> c(r, layout, bad);
        c.build();
        for (int64_t mode : checked_modes) {
            auto const info = c.call_mode(mode);
            EXPECT_EQ(info[0], 3);
            if (mode == test::report_group) {
                EXPECT_EQ(info[2], 0) << "the empty group";
            }
            EXPECT_TRUE(c.unchanged());
        }
    });
}

TYPED_TEST(CInfo, GroupCountZero)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, mixed_groups<T>());
        b.build();
        for (int64_t mode :
             {test::report_all, test::report_group, test::report_any, test::report_none}) {
            SCOPED_TRACE(test::mode_name(mode));
            // Arrays given but group_count 0: nothing computed.
            std::vector<int64_t> info = {mode, sentinel, sentinel};
            b.call(info.data(), 0, int64_t(0));
            EXPECT_EQ(info, (std::vector<int64_t>{0, sentinel, sentinel}));
            EXPECT_TRUE(b.unchanged());
            // Every array null: nothing is read.
            info = {mode, sentinel, sentinel};
            b.call(info.data(), Batch<T>::null_all, int64_t(0));
            EXPECT_EQ(info, (std::vector<int64_t>{0, sentinel, sentinel}));
        }
    });
}

TYPED_TEST(CInfo, OnlyEmptyGroups)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        std::vector<GroupSpec<T>> specs(3);
        for (auto& s : specs) s.count = 0;
        Batch<T> b(r, layout, specs);
        b.build();
        // No problems: the pointer arrays are empty; pass them null.
        for (int64_t mode :
             {test::report_all, test::report_group, test::report_any, test::report_none}) {
            auto info = b.info_array(mode);
            Positions const p = test::positions(r);
            b.call(info.data(), p.A);
            std::vector<int64_t> want(info.size(), sentinel);
            want[0] = 0;
            if (mode == test::report_group) want[1] = want[2] = want[3] = 0;
            EXPECT_TRUE(test::info_is(info, want, sentinel)) << test::mode_name(mode);
        }
    });
}

TYPED_TEST(CInfo, ReportNoneLeavesTheRestOfInfoAlone)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, mixed_groups<T>());
        b.build();
        auto const info = b.call_mode(test::report_none);
        EXPECT_EQ(info[0], 0);
        for (size_t i = 1; i < info.size(); ++i)
            EXPECT_EQ(info[i], sentinel) << "info[" << i << "]";
        EXPECT_TRUE(b.verify());
    });
}

TYPED_TEST(CInfo, RepeatedCallsAreIndependent)
{
    // info[0] is rewritten on exit; a second call needs the mode set again, and a failed call
    // leaves nothing behind that changes the next one.
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        auto specs = mixed_groups<T>();
        specs[1].n = -1;
        Batch<T> bad(r, layout, specs);
        bad.build();
        Batch<T> good(r, layout, mixed_groups<T>());
        good.build();
        auto info = bad.call_mode(test::report_all);
        EXPECT_EQ(info[0], 2);
        info = good.call_mode(test::report_all);
        EXPECT_EQ(info[0], 0);
        EXPECT_TRUE(good.verify());
        EXPECT_TRUE(bad.unchanged());
    });
}

}  // namespace
