// SPDX-License-Identifier: BSD-3-Clause
/**
 * Argument checking of the batched Level 1 and Level 2 BLAS through the public C API: every
 * invalid argument gives exactly -position in ReportAll (Level 2: layout = 1; Level 1: n = 1),
 * for the problems of the group that holds it, and then no output changes; null pointers and
 * whole null pointer arrays that are not referenced are no error; call-level errors; the other
 * info modes.
 */
#include "api/level12_reference.hh"

namespace level12_test {
namespace {

// ------------------------------------------------------------------------------------ checking

/** One invalid-argument case: edits group 1 (two problems) of a valid three-group batch. */
template <typename T>
struct Invalid {
    std::string what;
    std::function<void(Batch<T>&)> edit;
    int null_position = 0;
    int64_t code = 0;
    bool every_problem = false;  ///< a null array argument affects all groups
};

/** The valid base batch: groups of 1, 2, 1 problems, group 1 with the routine's defaults. */
template <typename T>
Batch<T> base_batch(R12 r, blas_layout_t layout)
{
    Group<T> g0, g1, g2;
    g0.count = 1, g0.m = 2, g0.n = 2, g0.uplo = BlasUpper, g0.trans = BlasTrans;
    g1.count = 2, g1.m = 3, g1.n = 4, g1.incx = 2, g1.incy = -1;
    g2.count = 1, g2.m = 4, g2.n = 3, g2.diag = BlasUnit;
    return Batch<T>(r, layout, {g0, g1, g2});
}

template <typename T>
std::vector<Invalid<T>> invalid_cases(R12 r, blas_layout_t layout)
{
    Positions const p = positions(r);
    std::vector<Invalid<T>> v;
    auto add = [&](std::string what, std::function<void(Batch<T>&)> edit, int pos) {
        v.push_back({what, edit, 0, -int64_t(pos), false});
    };
    auto add_null = [&](std::string what, int pos) {
        v.push_back({what, nullptr, pos, -int64_t(pos), true});
    };
    bool const col = layout == BlasColMajor;
    if (p.trans) {
        for (int bad : {0, -1, 110, 114, 121})
            add(
                "trans " + std::to_string(bad),
                [bad](Batch<T>& b) { b.trans[1] = blas_trans_t(bad); }, p.trans);
        add_null("trans array", p.trans);
    }
    if (p.uplo) {
        for (int bad : {0, 111, 120, 123})
            add(
                "uplo " + std::to_string(bad), [bad](Batch<T>& b) { b.uplo[1] = blas_uplo_t(bad); },
                p.uplo);
        add_null("uplo array", p.uplo);
    }
    if (p.diag) {
        for (int bad : {0, 130, 133, 121})
            add(
                "diag " + std::to_string(bad), [bad](Batch<T>& b) { b.diag[1] = blas_diag_t(bad); },
                p.diag);
        add_null("diag array", p.diag);
    }
    if (p.m) {
        add(
            "m -1", [](Batch<T>& b) { b.m[1] = -1; }, p.m);
        add_null("m array", p.m);
    }
    add(
        "n -1", [](Batch<T>& b) { b.n[1] = -1; }, p.n);
    add_null("n array", p.n);
    if (p.alpha) add_null("alpha array", p.alpha);
    if (p.A) {
        add(
            "A null", [](Batch<T>& b) { b.A_ptr[1] = b.A_ptr[2] = nullptr; }, p.A);
        add_null("A array", p.A);
        // One below the minimum leading dimension, and 0.
        int64_t const stored = (r == R12::gemv || is_ger(r)) ? (col ? 3 : 4) : 4;
        add(
            "lda too small", [stored](Batch<T>& b) { b.lda[1] = stored - 1; }, p.lda);
        add(
            "lda 0", [](Batch<T>& b) { b.lda[1] = 0; }, p.lda);
        add_null("lda array", p.lda);
    }
    add(
        "x null", [](Batch<T>& b) { b.x_ptr[1] = b.x_ptr[2] = nullptr; }, p.x);
    add_null("x array", p.x);
    add(
        "incx 0", [](Batch<T>& b) { b.incx[1] = 0; }, p.incx);
    add_null("incx array", p.incx);
    if (p.beta) add_null("beta array", p.beta);
    if (p.y) {
        add(
            "y null", [](Batch<T>& b) { b.y_ptr[1] = b.y_ptr[2] = nullptr; }, p.y);
        add_null("y array", p.y);
        add(
            "incy 0", [](Batch<T>& b) { b.incy[1] = 0; }, p.incy);
        add_null("incy array", p.incy);
    }
    if (p.result) add_null("result array", p.result);
    // Several invalid arguments: the first position counts.
    add(
        "n -1 and incx 0",
        [](Batch<T>& b) {
            b.n[1] = -1;
            b.incx[1] = 0;
        },
        p.n);
    return v;
}

TYPED_TEST(Level12, EveryInvalidArgumentReportAllExactCodeNothingWritten)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
            if (!level2(r) && layout == BlasRowMajor) continue;
            for (auto const& c : invalid_cases<T>(r, layout)) {
                Batch<T> b = base_batch<T>(r, layout);
                if (c.edit) c.edit(b);
                b.call(BblasErrorsReportAll, c.null_position);
                std::string const what =
                    std::string(name(r)) + " layout " + std::to_string(int(layout)) + ": " + c.what;
                for (int64_t i = 0; i < b.batch_count(); ++i) {
                    bool const in_group1 = b.group_of[i] == 1;
                    EXPECT_EQ(b.info[1 + i], c.every_problem || in_group1 ? c.code : 0)
                        << what << ", problem " << i;
                }
                EXPECT_EQ(b.info[0], c.every_problem ? 1 : 2) << what;
                EXPECT_TRUE(b.untouched()) << what;
            }
        }
    }
}

/** Null pointers that the operation does not reference are valid. */
TYPED_TEST(Level12, UnreferencedNullPointersAreValid)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        blas_layout_t const layout = BlasColMajor;
        std::vector<std::pair<std::string, std::function<void(Batch<T>&)>>> cases;
        auto null_all = [r](Batch<T>& b, bool A, bool x, bool y) {
            for (int64_t i = 1; i <= 2; ++i) {
                if (A) b.A_ptr[i] = nullptr;
                if (x) b.x_ptr[i] = nullptr;
                if (y && has_y(r)) b.y_ptr[i] = nullptr;
            }
        };
        cases.push_back({"n 0", [&](Batch<T>& b) {
                             b.n[1] = 0;
                             null_all(b, true, true, true);
                         }});
        if (r == R12::gemv || is_ger(r))
            cases.push_back({"m 0", [&](Batch<T>& b) {
                                 b.m[1] = 0;
                                 null_all(b, true, true, true);
                             }});
        if (r == R12::gemv || is_symv(r)) {
            cases.push_back({"alpha 0", [&](Batch<T>& b) {
                                 b.alpha[1] = T(0);
                                 null_all(b, true, true, false);
                             }});
            cases.push_back({"alpha 0 beta 1", [&](Batch<T>& b) {
                                 b.alpha[1] = T(0);
                                 b.beta[1] = T(1);
                                 null_all(b, true, true, true);
                             }});
        }
        if (is_ger(r) || r == R12::axpy)
            cases.push_back({"alpha 0", [&](Batch<T>& b) {
                                 b.alpha[1] = T(0);
                                 null_all(b, true, true, true);
                             }});
        if (r == R12::scal || r == R12::asum || r == R12::iamax)
            cases.push_back({"incx < 0", [&](Batch<T>& b) {
                                 b.incx[1] = -1;
                                 null_all(b, false, true, false);
                             }});
        for (auto const& [what, edit] : cases) {
            Batch<T> b = base_batch<T>(r, layout);
            edit(b);
            b.call(BblasErrorsReportAll);
            EXPECT_EQ(b.info[0], 0) << name(r) << ": " << what;
            for (int64_t i = 0; i < b.batch_count(); ++i)
                EXPECT_EQ(b.info[1 + i], 0) << name(r) << ": " << what << ", problem " << i;
        }
    }
}

/** Whole pointer arrays null where no problem of the batch references them. */
TYPED_TEST(Level12, UnreferencedNullArraysAreValid)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        Positions const p = positions(r);
        struct Case {
            std::string what;
            std::function<void(Group<T>&)> edit;
            std::vector<int> arrays;
        };
        std::vector<Case> cases;
        std::vector<int> const all = {p.A, p.x, p.y};
        cases.push_back({"n 0", [](Group<T>& g) { g.n = 0; }, all});
        if (r == R12::gemv || is_ger(r))
            cases.push_back({"m 0", [](Group<T>& g) { g.m = 0; }, all});
        if (r == R12::gemv || is_symv(r)) {
            cases.push_back({"alpha 0", [](Group<T>& g) { g.alpha = T(0); }, {p.A, p.x}});
            cases.push_back({"alpha 0 beta 1",
                             [](Group<T>& g) {
                                 g.alpha = T(0);
                                 g.beta = T(1);
                             },
                             all});
        }
        if (is_ger(r) || r == R12::axpy)
            cases.push_back({"alpha 0", [](Group<T>& g) { g.alpha = T(0); }, all});
        if (r == R12::scal || r == R12::asum || r == R12::iamax)
            cases.push_back({"incx < 0", [](Group<T>& g) { g.incx = -1; }, {p.x}});
        for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
            if (!level2(r) && layout == BlasRowMajor) continue;
            for (auto const& c : cases) {
                std::vector<Group<T>> groups(3);
                groups[1].uplo = BlasUpper, groups[1].trans = BlasTrans, groups[2].count = 1;
                for (auto& g : groups) c.edit(g);
                Batch<T> b(r, layout, groups);
                b.null_arrays = c.arrays;
                b.call(BblasErrorsReportAll);
                std::string const what = std::string(name(r)) + ": " + c.what;
                EXPECT_EQ(b.info[0], 0) << what;
                for (int64_t i = 0; i < b.batch_count(); ++i)
                    EXPECT_EQ(b.info[1 + i], 0) << what << ", problem " << i;
                // Nothing that the arrays point to was referenced, so nothing changed but y
                // (gemv / symv with alpha == 0 scale it) and the results.
                for (int64_t i = 0; i < b.batch_count(); ++i) {
                    EXPECT_TRUE(same_buffer(b.A[i].buffer(), b.A0[i].buffer(), "A")) << what;
                    EXPECT_TRUE(same_buffer(b.x[i].buffer(), b.x0[i].buffer(), "x")) << what;
                }
            }
        }
    }
}

TYPED_TEST(Level12, CallLevelErrors)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        Positions const p = positions(r);
        std::string const what = name(r);
        if (level2(r)) {
            Batch<T> b = base_batch<T>(r, blas_layout_t(0));
            b.call(BblasErrorsReportAll);
            EXPECT_EQ(b.info[0], -1) << what << " layout";
            EXPECT_EQ(b.info[1], 0) << what;
            EXPECT_TRUE(b.untouched()) << what;
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.call(BblasErrorsReportAll, 0, -1);
            EXPECT_EQ(b.info[0], -p.group_count) << what << " group_count";
            EXPECT_TRUE(b.untouched()) << what;
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            int64_t const bad_sizes[] = {1, -2, 1};
            b.call(BblasErrorsReportAll, 0, Batch<T>::default_count, bad_sizes);
            EXPECT_EQ(b.info[0], -p.group_sizes) << what << " group_sizes";
            EXPECT_TRUE(b.untouched()) << what;
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.call(BblasErrorsReportAll, p.group_sizes);
            EXPECT_EQ(b.info[0], -p.group_sizes) << what << " null group_sizes";
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.call(7);
            EXPECT_EQ(b.info[0], -p.info) << what << " info mode";
            EXPECT_TRUE(b.untouched()) << what;
        }
        {
            // group_count 0: nothing to do, nothing read.
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.call(BblasErrorsReportAll, 0, 0);
            EXPECT_EQ(b.info[0], 0) << what << " group_count 0";
            EXPECT_TRUE(b.untouched()) << what;
        }
    }
}

/** ReportGroup, ReportAny and ReportNone on a Level 1 and a Level 2 routine. */
TYPED_TEST(Level12, OtherReportingModes)
{
    using T = TypeParam;
    for (R12 r : {R12::gemv, R12::axpy}) {
        int64_t const incx_code = -positions(r).incx;
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.incx[1] = 0;
            b.call(BblasErrorsReportGroup);
            EXPECT_EQ(b.info[0], 2);
            EXPECT_EQ(b.info[1], 0);
            EXPECT_EQ(b.info[2], incx_code);
            EXPECT_EQ(b.info[3], 0);
            EXPECT_TRUE(b.untouched());
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.incx[2] = 0;
            b.call(BblasErrorsReportAny);
            EXPECT_EQ(b.info[0], 3);
            EXPECT_TRUE(b.untouched());
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.call(BblasErrorsReportNone);
            EXPECT_EQ(b.info[0], 0);
            for (int64_t i = 0; i < b.batch_count(); ++i)
                if (level2(r))
                    verify_level2(b, i);
                else
                    verify_level1(b, i);
        }
    }
}

}  // namespace
}  // namespace level12_test
