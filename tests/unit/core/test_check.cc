// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of src/core/check.hh through the public C API (BLAS_<routine>_batched_<type>): for every
 * Level 3 routine, every type and both layouts, every invalid argument position gives exactly
 * the code -a (a = position in the C signature, layout = 1) in ReportAll, ReportGroup and
 * ReportAny, and then no output of any problem is modified (the invalid problems sit in group 1
 * of a batch whose groups 0 and 3 are valid and group 2 is empty). Covered:
 *  - option values outside their enumeration (0, -1, 999, a value of another enumeration) and
 *    forbidden ones (ConjTrans in complex syrk/syr2k, Trans in complex herk/her2k);
 *  - negative m, n, k;
 *  - leading dimensions one below the minimum for each layout and each trans / side (row-major
 *    counts columns), and 0; the minimum itself is valid and computes the right result;
 *  - null pointer arrays (every array argument) and null matrix pointers when referenced;
 *  - null matrix pointers, and whole null pointer arrays, when NOT referenced are no error:
 *    m = 0, n = 0, k = 0, alpha = 0 (the null arrays in a child process: a crash fails one test);
 *  - several invalid arguments in one problem: the lowest position is reported;
 *  - valid options that look suspicious: ConjTrans in real syrk / syr2k.
 */
#include <batchblas.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "common/test_util.hh"
#include "core/check_lapack.hh"
#include "core/report.hh"
#include "level3_batch.hh"

namespace {

using test::Batch;
using test::GroupSpec;
using test::Positions;
using test::Routine;

/** Which problems a case's code applies to. */
enum class Scope {
    group1,         ///< both problems of group 1
    second_of_g1,   ///< only the second problem of group 1
    every_problem,  ///< every problem of the batch (an argument shared by all groups)
};

template <typename T>
struct Case {
    std::string what;
    std::function<void(GroupSpec<T>&)> edit_spec;  ///< applied to group 1 before building
    std::function<void(Batch<T>&)> edit_batch;     ///< applied after building (pointers)
    int null_position = 0;                         ///< array argument passed as null
    int64_t code = 0;                              ///< expected code (0: valid)
    Scope scope = Scope::group1;
    int64_t second_code = 0;  ///< nonzero: group 1's second problem fails with this code instead
};

/** Group 0 and 3 valid with options unlike group 1's defaults, group 2 empty. */
template <typename T>
std::vector<GroupSpec<T>> base_groups()
{
    GroupSpec<T> g0, g1, g2, g3;
    g0.count = 2;
    g0.m = 2, g0.n = 3, g0.k = 2;
    g0.uplo = BlasUpper, g0.side = BlasRight, g0.transB = BlasTrans;
    g1.count = 2;  // defaults: m 3, n 4, k 5, NoTrans, Left, Lower, NonUnit
    g2.count = 0;
    g3.count = 1;
    g3.m = 4, g3.n = 2, g3.k = 3, g3.diag = BlasUnit;
    return {g0, g1, g2, g3};
}

/** Global indices of group 1's problems. */
template <typename T>
std::vector<int64_t> scope_problems(Batch<T> const& b, Scope scope)
{
    std::vector<int64_t> v;
    int64_t const first = b.specs[0].count;
    if (scope == Scope::group1)
        for (int64_t j = 0; j < b.specs[1].count; ++j) v.push_back(first + j);
    else if (scope == Scope::second_of_g1)
        v.push_back(first + 1);
    else
        for (int64_t i = 0; i < b.batch_count(); ++i) v.push_back(i);
    return v;
}

/** Runs one case in all modes: exact info, and no output touched (invalid) or right (valid). */
template <typename T>
void run_case(Routine r, blas_layout_t layout, Case<T> const& c)
{
    SCOPED_TRACE(std::string(test::name(r)) +
                 (layout == BlasColMajor ? " ColMajor: " : " RowMajor: ") + c.what);
    auto specs = base_groups<T>();
    if (c.edit_spec) c.edit_spec(specs[1]);
    Batch<T> b(r, layout, specs);
    b.build();
    if (c.edit_batch) c.edit_batch(b);

    std::vector<int64_t> codes(size_t(b.batch_count()), 0);
    if (c.code != 0)
        for (int64_t i : scope_problems(b, c.scope)) codes[size_t(i)] = c.code;
    if (c.second_code != 0) codes[size_t(b.specs[0].count + 1)] = c.second_code;

    std::vector<int64_t> modes = {test::report_all, test::report_group, test::report_any};
    if (c.code == 0) modes.push_back(test::report_none);
    for (int64_t mode : modes) {
        SCOPED_TRACE(test::mode_name(mode));
        b.restore();
        auto const info = b.call_mode(mode, c.null_position);
        auto const want =
            test::expected_info(mode, codes, b.sizes, info.size(), Batch<T>::info_sentinel);
        EXPECT_TRUE(test::info_is(info, want, Batch<T>::info_sentinel));
        if (c.code != 0)
            EXPECT_TRUE(b.unchanged()) << "an output changed although the batch is invalid";
        else
            EXPECT_TRUE(b.verify());
    }
}

/** Setters of each option of a GroupSpec, by raw value. */
template <typename T>
struct OptionArg {
    char const* name;
    int position;
    std::function<void(GroupSpec<T>&, int)> set;
    int foreign;  ///< a valid value of another enumeration
};

template <typename T>
std::vector<OptionArg<T>> option_args(Routine r)
{
    Positions const p = test::positions(r);
    std::vector<OptionArg<T>> v;
    if (p.transA)
        v.push_back({"transA", p.transA, [](GroupSpec<T>& s, int x) { s.transA = blas_trans_t(x); },
                     BlasUpper});
    if (p.transB)
        v.push_back({"transB", p.transB, [](GroupSpec<T>& s, int x) { s.transB = blas_trans_t(x); },
                     BlasLeft});
    if (p.side)
        v.push_back(
            {"side", p.side, [](GroupSpec<T>& s, int x) { s.side = blas_side_t(x); }, BlasNoTrans});
    if (p.uplo)
        v.push_back(
            {"uplo", p.uplo, [](GroupSpec<T>& s, int x) { s.uplo = blas_uplo_t(x); }, BlasLeft});
    if (p.trans)
        v.push_back({"trans", p.trans, [](GroupSpec<T>& s, int x) { s.trans = blas_trans_t(x); },
                     BlasUnit});
    if (p.diag)
        v.push_back(
            {"diag", p.diag, [](GroupSpec<T>& s, int x) { s.diag = blas_diag_t(x); }, BlasUpper});
    return v;
}

/** Null the given matrix pointers (by position: A, B or the output C) of chosen problems. */
template <typename T>
void null_pointers(Batch<T>& b, Positions const& p, std::vector<int> const& which,
                   std::vector<int64_t> const& problems)
{
    for (int64_t i : problems)
        for (int w : which) {
            if (w == p.A) b.A[size_t(i)] = nullptr;
            if (w == p.B) b.B[size_t(i)] = nullptr;
            if (w == p.C) b.C[size_t(i)] = nullptr;
        }
}

template <typename T>
std::vector<Case<T>> cases(Routine r, blas_layout_t layout)
{
    Positions const p = test::positions(r);
    std::vector<Case<T>> v;
    auto add = [&](std::string what, std::function<void(GroupSpec<T>&)> spec, int64_t code,
                   Scope scope = Scope::group1) {
        Case<T> c;
        c.what = std::move(what);
        c.edit_spec = std::move(spec);
        c.code = code;
        c.scope = scope;
        v.push_back(std::move(c));
    };

    // ---- options outside their enumeration, and forbidden ones
    for (auto const& opt : option_args<T>(r))
        for (int x : {0, -1, 999, opt.foreign}) {
            auto set = opt.set;
            add(
                std::string(opt.name) + " = " + std::to_string(x),
                [set, x](GroupSpec<T>& s) { set(s, x); }, -opt.position);
        }
    if (test::is_complex_v<T> && (test::is_rank_k(r) || test::is_rank_2k(r))) {
        blas_trans_t const forbidden = test::is_hermitian(r) ? BlasTrans : BlasConjTrans;
        add(
            "forbidden trans " + std::to_string(forbidden),
            [forbidden](GroupSpec<T>& s) { s.trans = forbidden; }, -p.trans);
    }
    // Every accepted trans value is valid (e.g. ConjTrans for real syrk / syr2k) and computes.
    if (p.trans)
        for (blas_trans_t t : test::valid_trans<T>(r))
            add(
                "valid trans " + std::to_string(t), [t](GroupSpec<T>& s) { s.trans = t; }, 0);

    // ---- negative sizes
    for (int64_t bad : {int64_t(-1), int64_t(-100), std::numeric_limits<int64_t>::min()}) {
        std::string const b = " = " + std::to_string(bad);
        if (p.m)
            add(
                "m" + b, [bad](GroupSpec<T>& s) { s.m = bad; }, -p.m);
        add(
            "n" + b, [bad](GroupSpec<T>& s) { s.n = bad; }, -p.n);
        if (p.k)
            add(
                "k" + b, [bad](GroupSpec<T>& s) { s.k = bad; }, -p.k);
    }

    // ---- leading dimensions: minimum - 1 and 0 invalid, minimum valid, for every shape option
    auto ld_cases = [&](char const* ld_name, int position,
                        std::function<void(GroupSpec<T>&)> shape_option, std::string shape_text,
                        std::function<test::Dims(test::Shapes const&)> dims,
                        std::function<void(GroupSpec<T>&, int64_t)> set_ld) {
        GroupSpec<T> probe;
        shape_option(probe);
        int64_t const min = test::min_ld(layout, dims(test::shapes(r, probe)));
        ASSERT_GT(min, 1) << "test sizes must make every minimum leading dimension exceed 1";
        std::string const prefix = std::string(ld_name) + " with " + shape_text;
        for (int64_t const ld : {min - 1, int64_t(0), int64_t(-3), min}) {
            int64_t const code = ld == min ? 0 : -position;
            add(
                prefix + ": " + std::to_string(ld) + " (minimum " + std::to_string(min) + ")",
                [=](GroupSpec<T>& s) {
                    shape_option(s);
                    set_ld(s, ld);
                },
                code);
        }
    };
    auto const A_dims = [](test::Shapes const& s) { return s.A; };
    auto const B_dims = [](test::Shapes const& s) { return s.B; };
    auto const C_dims = [](test::Shapes const& s) { return s.C; };
    auto const set_lda = [](GroupSpec<T>& s, int64_t x) { s.lda = x; };
    auto const set_ldb = [](GroupSpec<T>& s, int64_t x) { s.ldb = x; };
    auto const set_ldc = [](GroupSpec<T>& s, int64_t x) { s.ldc = x; };
    auto const none = [](GroupSpec<T>&) {};
    if (r == Routine::gemm) {
        for (blas_trans_t t : {BlasNoTrans, BlasTrans, BlasConjTrans}) {
            ld_cases(
                "lda", p.lda, [t](GroupSpec<T>& s) { s.transA = t; }, "transA " + std::to_string(t),
                A_dims, set_lda);
            ld_cases(
                "ldb", p.ldb, [t](GroupSpec<T>& s) { s.transB = t; }, "transB " + std::to_string(t),
                B_dims, set_ldb);
        }
    }
    else if (test::is_symm(r) || test::is_triangular(r)) {
        for (blas_side_t side : {BlasLeft, BlasRight})
            ld_cases(
                "lda", p.lda, [side](GroupSpec<T>& s) { s.side = side; },
                "side " + std::to_string(side), A_dims, set_lda);
        if (test::is_symm(r)) ld_cases("ldb", p.ldb, none, "", B_dims, set_ldb);
    }
    else {
        for (blas_trans_t t : test::valid_trans<T>(r)) {
            ld_cases(
                "lda", p.lda, [t](GroupSpec<T>& s) { s.trans = t; }, "trans " + std::to_string(t),
                A_dims, set_lda);
            if (test::is_rank_2k(r))
                ld_cases(
                    "ldb", p.ldb, [t](GroupSpec<T>& s) { s.trans = t; },
                    "trans " + std::to_string(t), B_dims, set_ldb);
        }
    }
    ld_cases(test::is_triangular(r) ? "B_ld" : "ldc", p.ldc, none, "", C_dims, set_ldc);

    // ---- null pointers
    auto add_batch = [&](std::string what, std::function<void(GroupSpec<T>&)> spec,
                         std::function<void(Batch<T>&)> edit, int64_t code, Scope scope,
                         int null_position = 0) {
        Case<T> c;
        c.what = std::move(what);
        c.edit_spec = std::move(spec);
        c.edit_batch = std::move(edit);
        c.code = code;
        c.scope = scope;
        c.null_position = null_position;
        v.push_back(std::move(c));
    };
    std::vector<std::pair<char const*, int>> matrices = {{"A", p.A}, {"C", p.C}};
    if (p.B) matrices.insert(matrices.begin() + 1, {"B", p.B});
    for (auto [mname, position] : matrices) {
        int const pos = position;
        // one null pointer in the array: only that problem fails
        add_batch(
            std::string("null ") + mname + " pointer", nullptr,
            [p, pos](Batch<T>& b) { null_pointers(b, p, {pos}, {b.specs[0].count + 1}); }, -pos,
            Scope::second_of_g1);
        // the whole pointer array null: every problem fails
        add_batch(std::string("null ") + mname + " array", nullptr, nullptr, -pos,
                  Scope::every_problem, pos);
    }
    // Every other array argument null: every problem fails at that position.
    std::vector<int> arrays = {p.transA, p.transB, p.side,  p.uplo, p.trans, p.diag, p.m,
                               p.n,      p.k,      p.alpha, p.lda,  p.ldb,   p.beta, p.ldc};
    for (int pos : arrays)
        if (pos)
            add_batch("null array at " + std::to_string(pos), nullptr, nullptr, -pos,
                      Scope::every_problem, pos);

    // The output is referenced even when alpha == 0 or k == 0 (C = beta C).
    if (test::has_beta(r) || test::is_triangular(r)) {
        int const pc = p.C;
        add_batch(
            "alpha 0, null output", [](GroupSpec<T>& s) { s.alpha = T(0); },
            [p, pc](Batch<T>& b) { null_pointers(b, p, {pc}, {b.specs[0].count + 1}); }, -pc,
            Scope::second_of_g1);
        if (p.k)
            add_batch(
                "k 0, null output", [](GroupSpec<T>& s) { s.k = 0; },
                [p, pc](Batch<T>& b) { null_pointers(b, p, {pc}, {b.specs[0].count + 1}); }, -pc,
                Scope::second_of_g1);
    }

    // ---- null pointers that are not referenced: valid, and the batch is computed
    std::vector<int> inputs = {p.A};
    if (p.B) inputs.push_back(p.B);
    std::vector<int> everything = inputs;
    everything.push_back(p.C);
    auto const both_of_g1 = [](Batch<T> const& b) {
        return std::vector<int64_t>{b.specs[0].count, b.specs[0].count + 1};
    };
    auto unreferenced = [&](std::string what, std::function<void(GroupSpec<T>&)> spec,
                            std::vector<int> which) {
        add_batch(
            what, spec,
            [p, which, both_of_g1](Batch<T>& b) { null_pointers(b, p, which, both_of_g1(b)); }, 0,
            Scope::group1);
    };
    if (p.m)
        unreferenced(
            "m 0, all matrices null", [](GroupSpec<T>& s) { s.m = 0; }, everything);
    unreferenced(
        "n 0, all matrices null", [](GroupSpec<T>& s) { s.n = 0; }, everything);
    if (p.k)
        unreferenced(
            "k 0, inputs null", [](GroupSpec<T>& s) { s.k = 0; }, inputs);
    unreferenced("alpha 0, inputs null", [](GroupSpec<T>& s) { s.alpha = T(0); }, {p.A});
    if (p.B)
        unreferenced(
            "alpha 0, A and B null", [](GroupSpec<T>& s) { s.alpha = T(0); }, inputs);

    // ---- several invalid arguments: the lowest position wins
    int const last_size = p.k ? p.k : p.n;
    add(
        "negative size and ldc 0",
        [last_size, p](GroupSpec<T>& s) {
            if (last_size == p.k)
                s.k = -1;
            else
                s.n = -1;
            s.ldc = 0;
        },
        -last_size);
    add(
        "bad uplo / side and negative n",
        [r](GroupSpec<T>& s) {
            if (r == Routine::gemm)
                s.transB = blas_trans_t(0);
            else
                s.uplo = blas_uplo_t(0);
            s.n = -1;
        },
        r == Routine::gemm ? -p.transB : -p.uplo);
    add(
        "lda and ldc both too small", [](GroupSpec<T>& s) { s.lda = 0, s.ldc = 0; }, -p.lda);
    {
        // A null and lda too small in the same problem: A comes first.
        int const pa = p.A;
        add_batch(
            "null A and lda 0", [](GroupSpec<T>& s) { s.lda = 0; },
            [p, pa](Batch<T>& b) { null_pointers(b, p, {pa}, {b.specs[0].count + 1}); }, -p.lda,
            Scope::group1);
        // The second problem has the null A too: its code is -A, the first problem's -lda.
        v.back().second_code = -pa;
    }
    // Invalid m = 0 edge: an invalid option is invalid even when nothing is referenced.
    add(
        "n 0 with bad first option",
        [r](GroupSpec<T>& s) {
            s.n = 0;
            if (r == Routine::gemm)
                s.transA = blas_trans_t(0);
            else if (test::is_symm(r) || test::is_triangular(r))
                s.side = blas_side_t(0);
            else
                s.uplo = blas_uplo_t(0);
        },
        -2);
    add(
        "n 0 with ldc 0", [](GroupSpec<T>& s) { s.n = 0, s.ldc = 0; }, -p.ldc);
    return v;
}

template <typename T>
void run_all(Routine r)
{
    if (test::is_hermitian(r) && !test::is_complex_v<T>) GTEST_SKIP() << "complex only";
    for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
        auto const list = cases<T>(r, layout);
        for (auto const& c : list) {
            run_case<T>(r, layout, c);
        }
    }
}

template <typename T>
class InvalidArguments : public ::testing::Test {
};
TYPED_TEST_SUITE(InvalidArguments, test::ScalarTypes, test::TypeNames);

TYPED_TEST(InvalidArguments, gemm)
{
    run_all<TypeParam>(Routine::gemm);
}
TYPED_TEST(InvalidArguments, symm)
{
    run_all<TypeParam>(Routine::symm);
}
TYPED_TEST(InvalidArguments, hemm)
{
    run_all<TypeParam>(Routine::hemm);
}
TYPED_TEST(InvalidArguments, syrk)
{
    run_all<TypeParam>(Routine::syrk);
}
TYPED_TEST(InvalidArguments, herk)
{
    run_all<TypeParam>(Routine::herk);
}
TYPED_TEST(InvalidArguments, syr2k)
{
    run_all<TypeParam>(Routine::syr2k);
}
TYPED_TEST(InvalidArguments, her2k)
{
    run_all<TypeParam>(Routine::her2k);
}
TYPED_TEST(InvalidArguments, trmm)
{
    run_all<TypeParam>(Routine::trmm);
}
TYPED_TEST(InvalidArguments, trsm)
{
    run_all<TypeParam>(Routine::trsm);
}

/**
 * Whole pointer arrays null where no problem of the batch references them: m = 0 or n = 0 (all
 * matrices), k = 0 or alpha = 0 (the inputs). Valid by API.md; run in a child process so that a
 * crash fails only this test.
 */
template <typename T>
void null_arrays_not_referenced(Routine r)
{
    if (test::is_hermitian(r) && !test::is_complex_v<T>) GTEST_SKIP() << "complex only";
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    Positions const p = test::positions(r);
    std::vector<int> inputs = {p.A};
    if (p.B) inputs.push_back(p.B);
    std::vector<int> all = inputs;
    all.push_back(p.C);
    struct Zero {
        char const* what;
        void (*edit)(GroupSpec<T>&);
        std::vector<int> arrays;
    };
    std::vector<Zero> zeros = {{"n = 0", [](GroupSpec<T>& s) { s.n = 0; }, all},
                               {"alpha = 0", [](GroupSpec<T>& s) { s.alpha = T(0); }, inputs}};
    if (p.m) zeros.push_back({"m = 0", [](GroupSpec<T>& s) { s.m = 0; }, all});
    if (p.k) zeros.push_back({"k = 0", [](GroupSpec<T>& s) { s.k = 0; }, inputs});
    for (auto const& zero : zeros)
        for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
            SCOPED_TRACE(std::string(zero.what) +
                         (layout == BlasColMajor ? ", ColMajor" : ", RowMajor"));
            auto const check = [&]() -> std::string {
                auto specs = base_groups<T>();
                for (auto& s : specs) zero.edit(s);
                Batch<T> b(r, layout, specs);
                b.build();
                b.null_arrays = zero.arrays;
                auto const info = b.call_mode(test::report_all);
                std::vector<int64_t> const codes(size_t(b.batch_count()), 0);
                auto const want = test::expected_info(test::report_all, codes, b.sizes, info.size(),
                                                      Batch<T>::info_sentinel);
                auto r1 = test::info_is(info, want, Batch<T>::info_sentinel);
                if (!r1) return r1.message();
                auto r2 = b.verify();
                if (!r2) return r2.message();
                return "";
            };
            EXPECT_NO_CRASH(check);
        }
}

template <typename T>
class NullArraysNotReferenced : public ::testing::Test {
};
TYPED_TEST_SUITE(NullArraysNotReferenced, test::ScalarTypes, test::TypeNames);

TYPED_TEST(NullArraysNotReferenced, gemm)
{
    null_arrays_not_referenced<TypeParam>(Routine::gemm);
}
TYPED_TEST(NullArraysNotReferenced, symm)
{
    null_arrays_not_referenced<TypeParam>(Routine::symm);
}
TYPED_TEST(NullArraysNotReferenced, hemm)
{
    null_arrays_not_referenced<TypeParam>(Routine::hemm);
}
TYPED_TEST(NullArraysNotReferenced, syrk)
{
    null_arrays_not_referenced<TypeParam>(Routine::syrk);
}
TYPED_TEST(NullArraysNotReferenced, herk)
{
    null_arrays_not_referenced<TypeParam>(Routine::herk);
}
TYPED_TEST(NullArraysNotReferenced, syr2k)
{
    null_arrays_not_referenced<TypeParam>(Routine::syr2k);
}
TYPED_TEST(NullArraysNotReferenced, her2k)
{
    null_arrays_not_referenced<TypeParam>(Routine::her2k);
}
TYPED_TEST(NullArraysNotReferenced, trmm)
{
    null_arrays_not_referenced<TypeParam>(Routine::trmm);
}
TYPED_TEST(NullArraysNotReferenced, trsm)
{
    null_arrays_not_referenced<TypeParam>(Routine::trsm);
}

/** The positions documented in batchblas.h, spelled out once more as a table check. */
TEST(Positions, MatchTheHeader)
{
    auto const g = test::positions(Routine::gemm);
    EXPECT_EQ(g.transA, 2);
    EXPECT_EQ(g.ldc, 14);
    EXPECT_EQ(g.info, 17);
    auto const s = test::positions(Routine::hemm);
    EXPECT_EQ(s.A, 7);
    EXPECT_EQ(s.ldc, 13);
    EXPECT_EQ(s.info, 16);
    auto const k = test::positions(Routine::herk);
    EXPECT_EQ(k.beta, 9);
    EXPECT_EQ(k.ldc, 11);
    EXPECT_EQ(k.info, 14);
    auto const k2 = test::positions(Routine::her2k);
    EXPECT_EQ(k2.ldb, 10);
    EXPECT_EQ(k2.C, 12);
    EXPECT_EQ(k2.info, 16);
    auto const t = test::positions(Routine::trsm);
    EXPECT_EQ(t.diag, 5);
    EXPECT_EQ(t.C, 11);
    EXPECT_EQ(t.ldc, 12);
    EXPECT_EQ(t.info, 15);
}

// The scan that stands for the checks of a group's later problems (matrices_set_run_of): the
// run of problems with every matrix set must end exactly at the first null pointer of any
// array, wherever it falls in or past the eight-pointer blocks, and the other forms (strided,
// one matrix for all, a missing array) must cap it as their matrices allow.
TEST(CheckShortcut, SetRunEndsAtTheFirstNullPointer)
{
    using batchblas::core::Matrices;
    using batchblas::core::Spread;
    using batchblas::core::matrices_set_run_of;
    std::vector<double> storage(4, 1.0);
    int64_t const count = 21;
    for (int which = 0; which < 3; ++which)
        for (int64_t at = 0; at <= count; ++at)
            for (int64_t first : {int64_t(0), int64_t(3)}) {
                std::vector<double const*> a(size_t(count + first), storage.data());
                std::vector<double const*> b = a;
                std::vector<double*> c(size_t(count + first), storage.data());
                if (at < count) {
                    if (which == 0) a[size_t(first + at)] = nullptr;
                    if (which == 1) b[size_t(first + at)] = nullptr;
                    if (which == 2) c[size_t(first + at)] = nullptr;
                }
                Matrices<double const> ma(a.data(), Spread::PerProblem);
                Matrices<double const> mb(b.data(), Spread::PerProblem);
                Matrices<double> mc(c.data(), Spread::PerProblem);
                EXPECT_EQ(matrices_set_run_of(first, count, ma, mb, mc), at)
                    << "null in array " << which << " at " << at << ", first " << first;
                // The same with the other matrices strided: only the array with the null scans.
                auto sa = Matrices<double const>::strided(storage.data(), 0);
                auto sc = Matrices<double>::strided(storage.data(), 0);
                int64_t const want_b = which == 1 ? at : count;
                EXPECT_EQ(matrices_set_run_of(first, count, sa, mb, sc), want_b);
            }
    std::vector<double const*> one{storage.data()}, none{nullptr};
    auto strided = Matrices<double const>::strided(storage.data(), 4);
    auto null_strided = Matrices<double const>::strided(nullptr, 4);
    Matrices<double const> one_for_all(one.data(), Spread::One);
    Matrices<double const> null_for_all(none.data(), Spread::One);
    Matrices<double const> missing(nullptr, Spread::PerProblem);
    EXPECT_EQ(matrices_set_run_of(0, 9, strided, one_for_all, strided), 9);
    EXPECT_EQ(matrices_set_run_of(0, 9, strided, null_for_all, strided), 0);
    EXPECT_EQ(matrices_set_run_of(0, 9, null_strided, strided, strided), 0);
    EXPECT_EQ(matrices_set_run_of(0, 9, strided, strided, missing), 0);
}

}  // namespace

// ------------------------------------------------------------------ checks in several ranges
//
// Large batches are checked in one range per thread (check_ranges); the reporters merge the
// ranges' findings. Whatever the cut, every mode must report exactly what one range reports:
// cut points inside groups, at group starts, next to empty groups, on failing problems.

namespace cut {

using batchblas::core::GemmProblems;
using batchblas::core::Groups;
using batchblas::core::Matrices;
using batchblas::core::Param;
using batchblas::core::Spread;

/** Cuts every batch into `count` ranges and checks them in turn on the calling thread. */
struct CutInto {
    int64_t count;
    int64_t ranges(int64_t, int64_t) const { return count; }
    template <typename Body>
    void run(int64_t ranges, Body&& body) const
    {
        for (int64_t r = ranges - 1; r >= 0; --r) body(r);  // backwards: order must not matter
    }
};

/** A gemm batch with invalid problems: whole groups (m < 0), single problems (null A or C). */
struct FailingBatch {
    std::vector<int64_t> sizes, m, n, k, lda, ldb, ldc;
    std::vector<int> trans;
    std::vector<double> alpha, beta;
    std::vector<double> storage = std::vector<double>(64, 1.0);
    std::vector<double const*> A, B;
    std::vector<double*> C;

    explicit FailingBatch(uint64_t seed)
    {
        uint64_t state = seed;
        auto next = [&](uint64_t bound) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            return (state >> 33) % bound;
        };
        int64_t const groups = 40 + int64_t(next(40));
        for (int64_t g = 0; g < groups; ++g) {
            sizes.push_back(int64_t(next(5)) == 0 ? 0 : int64_t(next(9)));
            bool const bad_group = next(12) == 0;
            m.push_back(bad_group ? -1 : 2);
            n.push_back(2);
            k.push_back(2);
            lda.push_back(bad_group && next(2) == 0 ? 0 : 2);  // two bad arguments: m reported
            ldb.push_back(2);
            ldc.push_back(2);
            trans.push_back(int(batchblas::Op::NoTrans));
            alpha.push_back(1.0);
            beta.push_back(0.0);
            for (int64_t j = 0; j < sizes.back(); ++j) {
                A.push_back(next(15) == 0 ? nullptr : storage.data());
                B.push_back(storage.data());
                C.push_back(next(20) == 0 ? nullptr : storage.data() + 8);
            }
        }
    }

    /** The view the C API builds; per_problem_m: m read per problem (no check shortcut). */
    GemmProblems<double> view(std::vector<int64_t> const& m_per_problem) const
    {
        GemmProblems<double> p;
        p.layout = int(batchblas::Layout::ColMajor);
        p.groups = Groups(int64_t(sizes.size()), sizes.data());
        p.transA = Param<int>(trans.data(), Spread::PerGroup);
        p.transB = Param<int>(trans.data(), Spread::PerGroup);
        p.m = m_per_problem.empty() ? Param<int64_t>(m.data(), Spread::PerGroup)
                                    : Param<int64_t>(m_per_problem.data(), Spread::PerProblem);
        p.n = Param<int64_t>(n.data(), Spread::PerGroup);
        p.k = Param<int64_t>(k.data(), Spread::PerGroup);
        p.alpha = Param<double>(alpha.data(), Spread::PerGroup);
        p.A = Matrices<double const>(A.data(), Spread::PerProblem);
        p.lda = Param<int64_t>(lda.data(), Spread::PerGroup);
        p.B = Matrices<double const>(B.data(), Spread::PerProblem);
        p.ldb = Param<int64_t>(ldb.data(), Spread::PerGroup);
        p.beta = Param<double>(beta.data(), Spread::PerGroup);
        p.C = Matrices<double>(C.data(), Spread::PerProblem);
        p.ldc = Param<int64_t>(ldc.data(), Spread::PerGroup);
        return p;
    }

    std::vector<int64_t> m_of_each_problem() const
    {
        std::vector<int64_t> each;
        for (size_t g = 0; g < sizes.size(); ++g) each.insert(each.end(), size_t(sizes[g]), m[g]);
        return each;
    }
};

/** info after check_and_report in `mode` with the batch cut into `ranges`, and its result. */
std::vector<int64_t> report(GemmProblems<double> const& p, int64_t batch_count,
                            batchblas::core::Report mode, int64_t ranges)
{
    std::vector<int64_t> info(size_t(batch_count + p.groups.count()) + 1, -99);
    info[0] = int64_t(mode);
    bool const ok = batchblas::core::check_and_report(p, info.data(), CutInto{ranges});
    info.push_back(ok ? 1 : 0);
    return info;
}

/** check_and_throw's info and message with an info vector of `size` entries. */
std::pair<std::vector<int64_t>, std::string> thrown(GemmProblems<double> const& p,
                                                    int64_t batch_count, size_t size,
                                                    int64_t ranges)
{
    std::vector<int64_t> info(size, -99);
    std::string message;
    try {
        batchblas::core::check_and_throw(p, info, batch_count, CutInto{ranges});
    }
    catch (batchblas::Error const& e) {
        message = e.what();
    }
    return {info, message};
}

}  // namespace cut

TEST(CheckRanges, CodesDoNotDependOnTheCut)
{
    using batchblas::core::Report;
    int failing_batches = 0;
    for (uint64_t seed = 1; seed <= 60; ++seed) {
        cut::FailingBatch const b(seed);
        int64_t const count = int64_t(b.A.size());
        for (bool per_problem_m : {false, true}) {
            std::vector<int64_t> const m_each =
                per_problem_m ? b.m_of_each_problem() : std::vector<int64_t>{};
            auto const p = b.view(m_each);
            auto const one_all = cut::report(p, count, Report::All, 1);
            failing_batches += one_all.back() == 0;
            for (int64_t ranges : {int64_t(2), int64_t(3), int64_t(7), count / 2 + 1, count + 5}) {
                for (Report mode : {Report::All, Report::Group, Report::Any}) {
                    EXPECT_EQ(cut::report(p, count, mode, ranges), cut::report(p, count, mode, 1))
                        << "seed " << seed << ", mode " << int(mode) << ", " << ranges
                        << " ranges, m per problem " << per_problem_m;
                }
                for (size_t size : {size_t(1), size_t(count), size_t(p.groups.count())}) {
                    EXPECT_EQ(cut::thrown(p, count, size, ranges), cut::thrown(p, count, size, 1))
                        << "seed " << seed << ", info size " << size << ", " << ranges
                        << " ranges";
                }
            }
        }
    }
    EXPECT_GT(failing_batches, 60);  // the batches do hold failures (most of them)
}

TEST(CheckRanges, GroupCodeIsTheFirstFailureOfAGroupCutByRanges)
{
    // One group of 12 problems; problems 5 and 9 fail with different codes (A null: -8, C null:
    // -13). Cut into 4 ranges of 3, problem 5 is in range 1 and 9 in range 3: the group's code
    // is problem 5's, whichever range is checked first.
    using batchblas::core::Report;
    cut::FailingBatch b(1);
    b.sizes = {12};
    b.m = {2};
    b.lda = {2};
    b.A.assign(12, b.storage.data());
    b.B.assign(12, b.storage.data());
    b.C.assign(12, b.storage.data());
    b.A[5] = nullptr;
    b.C[9] = nullptr;
    auto const p = b.view({});
    for (int64_t ranges : {1, 2, 4, 12}) {
        auto const info = cut::report(p, 12, Report::Group, ranges);
        EXPECT_EQ(info[0], 1);
        EXPECT_EQ(info[1], -int64_t(cut::GemmProblems<double>::A_pos)) << ranges << " ranges";
        auto const all = cut::report(p, 12, Report::All, ranges);
        EXPECT_EQ(all[1 + 5], -int64_t(cut::GemmProblems<double>::A_pos));
        EXPECT_EQ(all[1 + 9], -int64_t(cut::GemmProblems<double>::C_pos));
        EXPECT_EQ(all[1 + 10], 0);
    }
}

TEST(CheckAndThrow, InfoOfGroupCountTakesEachGroupsFirstFailure)
{
    // Groups of 3, 2 and 4 problems; problem 4 (group 1) has a null A, problems 6 and 8 (group
    // 2) a null C and a null A: info = {0, A's code, C's code}, and the message names problem 4.
    cut::FailingBatch b(1);
    b.sizes = {3, 2, 4};
    b.m = {2, 2, 2};
    b.lda = {2, 2, 2};
    b.A.assign(9, b.storage.data());
    b.B.assign(9, b.storage.data());
    b.C.assign(9, b.storage.data());
    b.A[4] = nullptr;
    b.C[6] = nullptr;
    b.A[8] = nullptr;
    auto const p = b.view({});
    int64_t const a = -int64_t(cut::GemmProblems<double>::A_pos);
    int64_t const c = -int64_t(cut::GemmProblems<double>::C_pos);
    for (int64_t ranges : {1, 2, 4, 9}) {
        auto const [info, message] = cut::thrown(p, 9, 3, ranges);
        EXPECT_EQ(info, (std::vector<int64_t>{0, a, c})) << ranges << " ranges";
        EXPECT_NE(message.find("problem 4"), std::string::npos) << message;
    }
    // A size that is none of 1, group_count and batch_count throws before any check.
    auto const [info, message] = cut::thrown(p, 9, 2, 1);
    EXPECT_EQ(info, (std::vector<int64_t>{-99, -99}));
    EXPECT_NE(message.find("expected 0, 1, group_count or batch_count"), std::string::npos);
}

TEST(CheckShortcut, GroupsOfOneAgreeWithTheFullCheck)
{
    // Variable sizes through the C API: one-problem groups, checked in runs without a branch per
    // argument (ProblemChecker::passing_groups_of_one). Every problem's code must be the one
    // check_problem gives, whatever argument is bad, in either layout, with empty and two-problem
    // groups between the runs and problems whose null matrices are not referenced.
    using batchblas::core::Report;
    using Problems = cut::GemmProblems<double>;
    int failing = 0;
    for (uint64_t seed = 1; seed <= 40; ++seed) {
        uint64_t state = seed * 0x9e3779b97f4a7c15ull;
        auto next = [&](uint64_t bound) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            return (state >> 33) % bound;
        };
        cut::FailingBatch b(seed);
        int64_t const groups = 300;
        b.sizes.clear(), b.m.clear(), b.n.clear(), b.k.clear(), b.lda.clear(), b.ldb.clear();
        b.ldc.clear(), b.trans.clear(), b.alpha.clear(), b.beta.clear(), b.A.clear();
        b.B.clear(), b.C.clear();
        std::vector<int> trans_b;
        for (int64_t g = 0; g < groups; ++g) {
            uint64_t const kind = next(40);
            b.sizes.push_back(kind == 0 ? 0 : kind == 1 ? 2 : 1);
            int64_t m = 1 + int64_t(next(8)), n = 1 + int64_t(next(8)), k = 1 + int64_t(next(8));
            int ta = int(batchblas::Op::NoTrans) + int(next(3));
            int tb = int(batchblas::Op::NoTrans) + int(next(3));
            double alpha = next(10) == 0 ? 0.0 : 1.0;
            uint64_t const bad = next(24);  // 0..11: one argument broken (or a skip), else none
            if (bad == 0) ta = next(2) == 0 ? 0 : 999;
            if (bad == 1) tb = -1;
            if (bad == 2) m = -1 - int64_t(next(3));
            if (bad == 3) n = -1;
            if (bad == 4) k = -2;
            if (bad == 8) m = 0;  // C and A not referenced
            if (bad == 9) k = 0;  // A and B not referenced
            b.m.push_back(m), b.n.push_back(n), b.k.push_back(k);
            b.trans.push_back(ta), trans_b.push_back(tb);
            b.alpha.push_back(alpha), b.beta.push_back(1.0);
            // Minimal leading dimensions of either layout, one less where broken.
            int64_t const rows_a = std::max<int64_t>(1, std::max(m, k));
            int64_t const rows_b = std::max<int64_t>(1, std::max(k, n));
            int64_t const rows_c = std::max<int64_t>(1, std::max(m, n));
            b.lda.push_back(bad == 5 ? int64_t(next(2)) : rows_a);
            b.ldb.push_back(bad == 6 ? int64_t(0) : rows_b);
            b.ldc.push_back(bad == 7 ? int64_t(next(2)) - 1 : rows_c);
            for (int64_t j = 0; j < b.sizes.back(); ++j) {
                b.A.push_back(bad == 10 || (bad >= 8 && next(2) == 0) ? nullptr : b.storage.data());
                b.B.push_back(bad == 11 ? nullptr : b.storage.data());
                b.C.push_back(bad == 8 && next(2) == 0 ? nullptr : b.storage.data() + 8);
            }
        }
        int64_t const count = int64_t(b.A.size());
        for (auto layout : {batchblas::Layout::ColMajor, batchblas::Layout::RowMajor}) {
            Problems p = b.view({});
            p.layout = int(layout);
            p.transB = cut::Param<int>(trans_b.data(), cut::Spread::PerGroup);
            std::vector<int64_t> want(static_cast<size_t>(count), 0);
            for (int64_t g = 0, at = 0; g < groups; ++g)
                for (int64_t j = 0; j < b.sizes[size_t(g)]; ++j, ++at)
                    want[size_t(at)] = batchblas::core::check_problem(p, {g, at});
            failing += std::count_if(want.begin(), want.end(), [](int64_t c) { return c != 0; });
            for (int64_t ranges : {int64_t(1), int64_t(3)}) {
                auto const info = cut::report(p, count, Report::All, ranges);
                std::vector<int64_t> const got(info.begin() + 1, info.begin() + 1 + count);
                EXPECT_EQ(got, want)
                    << "seed " << seed << ", layout " << int(layout) << ", " << ranges << " ranges";
            }
        }
    }
    EXPECT_GT(failing, 1000);  // many problems do fail, with every kind of argument
}

// The LAPACK routines' checking shortcut (check_lapack.hh): groups whose sizes and leading
// dimensions come once per group scan their later problems' pointers instead of checking each.
// Every code must be check_problem's, with null pointers (referenced or not) anywhere in a group,
// invalid groups, empty groups and groups whose problems reference nothing.
namespace lapack_cut {

using batchblas::core::Groups;
using batchblas::core::Index;
using batchblas::core::Matrices;
using batchblas::core::Param;
using batchblas::core::Spread;

/** Groups of several problems with their sizes per group and random null pointers. */
struct Batch {
    std::vector<int64_t> sizes, m, n, nrhs, lda, ldb;
    std::vector<int> uplo;
    std::vector<double> storage = std::vector<double>(16, 1.0);
    std::vector<int64_t> pivots = std::vector<int64_t>(16, 1);
    std::vector<double*> A, B;
    std::vector<int64_t*> ipiv;
    std::vector<double const*> A_read;  // getri's A and ipiv are read only
    std::vector<int64_t const*> ipiv_read;

    explicit Batch(uint64_t seed)
    {
        uint64_t state = seed * 0x9e3779b97f4a7c15ull;
        auto next = [&](uint64_t bound) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            return (state >> 33) % bound;
        };
        for (int g = 0; g < 60; ++g) {
            sizes.push_back(int64_t(next(6)));
            uint64_t const kind = next(12);  // 0: n < 0, 1: lda too small, 2: n = 0, 3: nrhs = 0
            int64_t const order = kind == 0 ? -1 : kind == 2 ? 0 : 1 + int64_t(next(4));
            m.push_back(kind == 4 ? 0 : 1 + int64_t(next(4)));
            n.push_back(order);
            nrhs.push_back(kind == 3 ? 0 : 1 + int64_t(next(3)));
            lda.push_back(kind == 1 ? 0 : 4);
            ldb.push_back(kind == 5 ? 0 : 4);
            uplo.push_back(kind == 6 ? 0 : int(batchblas::Uplo::Lower));
            for (int64_t j = 0; j < sizes.back(); ++j) {
                A.push_back(next(9) == 0 ? nullptr : storage.data());
                B.push_back(next(9) == 0 ? nullptr : storage.data());
                ipiv.push_back(next(9) == 0 ? nullptr : pivots.data());
            }
        }
        A_read.assign(A.begin(), A.end());
        ipiv_read.assign(ipiv.begin(), ipiv.end());
    }
    Groups groups() const { return Groups(int64_t(sizes.size()), sizes.data()); }
    Param<int64_t> per_group(std::vector<int64_t> const& v) const
    {
        return Param<int64_t>(v.data(), Spread::PerGroup);
    }
    template <typename E>
    Matrices<E> each(std::vector<E*> const& v) const
    {
        return Matrices<E>(const_cast<E* const*>(v.data()), Spread::PerProblem);
    }
};

/** Codes of check_and_report (Report::All, one range) against check_problem's, problem by
 *  problem; returns how many problems fail. */
template <class P>
int64_t expect_codes_of_full_check(P const& p, char const* what)
{
    EXPECT_TRUE(batchblas::core::arguments_per_group(p)) << what;
    int64_t count = 0;
    for (int64_t g = 0; g < p.groups.count(); ++g) count += p.groups.size(g);
    std::vector<int64_t> want(size_t(count), 0);
    for (int64_t g = 0, at = 0; g < p.groups.count(); ++g)
        for (int64_t j = 0; j < p.groups.size(g); ++j, ++at)
            want[size_t(at)] = batchblas::core::check_problem(p, Index{g, at});
    std::vector<int64_t> info(size_t(count) + 1, -99);
    info[0] = int64_t(batchblas::core::Report::All);
    batchblas::core::check_and_report(p, info.data(), batchblas::core::SerialChecking{});
    EXPECT_EQ(std::vector<int64_t>(info.begin() + 1, info.end()), want) << what;
    return std::count_if(want.begin(), want.end(), [](int64_t c) { return c != 0; });
}

}  // namespace lapack_cut

TEST(CheckShortcut, LapackGroupsAgreeWithTheFullCheck)
{
    int64_t failing = 0;
    for (uint64_t seed = 1; seed <= 30; ++seed) {
        lapack_cut::Batch const b(seed);
        int const col = int(batchblas::Layout::ColMajor);
        {
            batchblas::core::GesvProblems<double> p;
            p.layout = col;
            p.groups = b.groups();
            p.n = b.per_group(b.n);
            p.nrhs = b.per_group(b.nrhs);
            p.A = b.each(b.A);
            p.lda = b.per_group(b.lda);
            p.ipiv = b.each(b.ipiv);
            p.B = b.each(b.B);
            p.ldb = b.per_group(b.ldb);
            failing += lapack_cut::expect_codes_of_full_check(p, "gesv");
        }
        {
            batchblas::core::PosvProblems<double> p;
            p.layout = col;
            p.groups = b.groups();
            p.uplo = batchblas::core::Param<int>(b.uplo.data(), batchblas::core::Spread::PerGroup);
            p.n = b.per_group(b.n);
            p.nrhs = b.per_group(b.nrhs);
            p.A = b.each(b.A);
            p.lda = b.per_group(b.lda);
            p.B = b.each(b.B);
            p.ldb = b.per_group(b.ldb);
            failing += lapack_cut::expect_codes_of_full_check(p, "posv");
        }
        {
            batchblas::core::GetriProblems<double> p;
            p.layout = col;
            p.groups = b.groups();
            p.n = b.per_group(b.n);
            p.A = b.each(b.A_read);
            p.lda = b.per_group(b.lda);
            p.ipiv = b.each(b.ipiv_read);
            p.C = b.each(b.B);
            p.ldc = b.per_group(b.ldb);
            failing += lapack_cut::expect_codes_of_full_check(p, "getri");
        }
        {
            batchblas::core::GeqrfProblems<double> p;
            p.layout = col;
            p.groups = b.groups();
            p.m = b.per_group(b.m);
            p.n = b.per_group(b.n);
            p.A = b.each(b.A);
            p.lda = b.per_group(b.lda);
            p.tau = b.each(b.B);
            failing += lapack_cut::expect_codes_of_full_check(p, "geqrf");
        }
    }
    EXPECT_GT(failing, 200);  // many problems fail, by every kind of argument
}
