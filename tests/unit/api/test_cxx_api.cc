// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of the C++ API (include/batchblas.hh, src/api/cxx_level3.cc) for the nine Level 3
 * routines and four types (the Hermitian names for real types too, as in BLAS++):
 *  - flat form with vectors of size batch_count, of size 1, and mixed; group form with vectors of
 *    size 1 or group_count (an empty group included); strided form; results against the loop
 *    oracle of tests/oracle/level3_matrix.hh, guard bands and padding bit-identical;
 *  - an input shared by all problems through a pointer vector of size 1;
 *  - info of size 0 (no checks), 1 (info[0] = lowest invalid position over all problems, then
 *    batchblas::Error) and batch_count (per-problem codes, then Error); nothing computed when a
 *    check fails; the message names routine, argument and problem;
 *  - inconsistent vector sizes throw Error and compute nothing; an output pointer vector of
 *    size 1 with batch_count > 1 throws;
 *  - code written for BLAS++ `blas::batch::gemm` / `herk` / `trsm` compiles and runs with
 *    `batchblas::` in place of `blas::batch::`.
 */
#include <batchblas.hh>

#include <gtest/gtest.h>

#include <cstdint>
#include <exception>
#include <string>
#include <type_traits>
#include <vector>

#include "common/test_util.hh"
#include "level3_batch.hh"

namespace {

using batchblas::Diag;
using batchblas::Layout;
using batchblas::Op;
using batchblas::Side;
using batchblas::Uplo;
using test::Batch;
using test::GroupSpec;
using test::Positions;
using test::Routine;

static_assert(std::is_base_of_v<std::exception, batchblas::Error>);

/** How the vectors of a call are spread. */
enum class Form {
    flat,   ///< flat form, every vector of size batch_count
    ones,   ///< flat form, every non-pointer vector of size 1 (one group only)
    mixed,  ///< flat form, alternately size 1 and batch_count (one group only)
    group,  ///< group form, every non-pointer vector of size group_count
};

/** The arguments of a C++ call, built from a test::Batch. */
template <typename T>
struct Args {
    using Real = test::real_t<T>;
    Layout layout;
    std::vector<Op> transA, transB, trans;
    std::vector<Side> side;
    std::vector<Uplo> uplo;
    std::vector<Diag> diag;
    std::vector<int64_t> m, n, k, lda, ldb, ldc;
    std::vector<T> alpha, beta;
    std::vector<Real> alpha_real, beta_real;
    std::vector<T*> A, B, C;
    size_t batch_count = 0;
    std::vector<size_t> group_sizes;
    bool grouped = false;
};

template <typename T>
Args<T> make_args(Batch<T> const& b, Form form)
{
    Args<T> a;
    a.layout = Layout(int(b.layout));
    a.batch_count = size_t(b.batch_count());
    a.grouped = form == Form::group;
    for (int64_t s : b.sizes) a.group_sizes.push_back(size_t(s));
    int index = 0;
    // Per-group values to the form's vector.
    auto spread = [&](auto const& per_group, auto convert) {
        using V = decltype(convert(per_group[0]));
        std::vector<V> out;
        bool const one = form == Form::ones || (form == Form::mixed && index % 2 == 0);
        ++index;
        if (form == Form::group) {
            for (auto const& x : per_group) out.push_back(convert(x));
        }
        else if (one) {
            out.push_back(convert(per_group[0]));
        }
        else {
            for (size_t g = 0; g < per_group.size(); ++g)
                for (int64_t j = 0; j < b.sizes[g]; ++j) out.push_back(convert(per_group[g]));
        }
        return out;
    };
    auto same = [](auto x) { return x; };
    a.transA = spread(b.transA, [](blas_trans_t x) { return Op(int(x)); });
    a.transB = spread(b.transB, [](blas_trans_t x) { return Op(int(x)); });
    a.trans = spread(b.trans, [](blas_trans_t x) { return Op(int(x)); });
    a.side = spread(b.side, [](blas_side_t x) { return Side(int(x)); });
    a.uplo = spread(b.uplo, [](blas_uplo_t x) { return Uplo(int(x)); });
    a.diag = spread(b.diag, [](blas_diag_t x) { return Diag(int(x)); });
    a.m = spread(b.m, same);
    a.n = spread(b.n, same);
    a.k = spread(b.k, same);
    a.alpha = spread(b.alpha, same);
    a.lda = spread(b.lda, same);
    a.ldb = spread(b.ldb, same);
    a.beta = spread(b.beta, same);
    a.ldc = spread(b.ldc, same);
    a.alpha_real = spread(b.alpha_real, same);
    a.beta_real = spread(b.beta_real, same);
    for (size_t i = 0; i < b.A.size(); ++i) {
        a.A.push_back(const_cast<T*>(b.A[i]));
        a.B.push_back(const_cast<T*>(b.B[i]));
        a.C.push_back(b.C[i]);
    }
    return a;
}

/** Calls the flat or group form of routine r. */
template <typename T>
void call(Routine r, Args<T>& a, std::vector<int64_t>& info)
{
    auto go = [&](auto const& count) {
        switch (r) {
            case Routine::gemm:
                batchblas::gemm(a.layout, a.transA, a.transB, a.m, a.n, a.k, a.alpha, a.A, a.lda,
                                a.B, a.ldb, a.beta, a.C, a.ldc, count, info);
                break;
            case Routine::symm:
                batchblas::symm(a.layout, a.side, a.uplo, a.m, a.n, a.alpha, a.A, a.lda, a.B, a.ldb,
                                a.beta, a.C, a.ldc, count, info);
                break;
            case Routine::hemm:
                batchblas::hemm(a.layout, a.side, a.uplo, a.m, a.n, a.alpha, a.A, a.lda, a.B, a.ldb,
                                a.beta, a.C, a.ldc, count, info);
                break;
            case Routine::syrk:
                batchblas::syrk(a.layout, a.uplo, a.trans, a.n, a.k, a.alpha, a.A, a.lda, a.beta,
                                a.C, a.ldc, count, info);
                break;
            case Routine::herk:
                batchblas::herk(a.layout, a.uplo, a.trans, a.n, a.k, a.alpha_real, a.A, a.lda,
                                a.beta_real, a.C, a.ldc, count, info);
                break;
            case Routine::syr2k:
                batchblas::syr2k(a.layout, a.uplo, a.trans, a.n, a.k, a.alpha, a.A, a.lda, a.B,
                                 a.ldb, a.beta, a.C, a.ldc, count, info);
                break;
            case Routine::her2k:
                batchblas::her2k(a.layout, a.uplo, a.trans, a.n, a.k, a.alpha, a.A, a.lda, a.B,
                                 a.ldb, a.beta_real, a.C, a.ldc, count, info);
                break;
            case Routine::trmm:
                batchblas::trmm(a.layout, a.side, a.uplo, a.trans, a.diag, a.m, a.n, a.alpha, a.A,
                                a.lda, a.C, a.ldc, count, info);
                break;
            case Routine::trsm:
                batchblas::trsm(a.layout, a.side, a.uplo, a.trans, a.diag, a.m, a.n, a.alpha, a.A,
                                a.lda, a.C, a.ldc, count, info);
                break;
        }
    };
    if (a.grouped)
        go(a.group_sizes);
    else
        go(a.batch_count);
}

/** Contiguous copies of every problem's buffers (guards included), for the strided form. */
template <typename T>
struct Packed {
    std::vector<T> data;
    int64_t stride = 0;

    explicit Packed(std::vector<test::Matrix<T>> const& ms)
    {
        stride = ms.empty() ? 0 : int64_t(ms[0].buffer().size());
        for (auto const& m : ms) data.insert(data.end(), m.buffer().begin(), m.buffer().end());
    }
    T* base() { return data.data() + test::Matrix<T>::guard; }
    void unpack(std::vector<test::Matrix<T>>& ms) const
    {
        for (size_t i = 0; i < ms.size(); ++i)
            std::copy(data.begin() + int64_t(i) * stride, data.begin() + int64_t(i + 1) * stride,
                      ms[i].buffer().begin());
    }
};

/** Calls the strided form of routine r on packed copies of b's matrices, then unpacks. */
template <typename T>
void call_strided(Routine r, Batch<T>& b, Args<T>& a, std::vector<int64_t>& info,
                  bool shared_inputs = false)
{
    Packed<T> pa(b.a), pb(b.b), pc(b.c);
    if (shared_inputs) pa.stride = pb.stride = 0;  // every problem reads problem 0's inputs
    size_t const count = a.batch_count;
    switch (r) {
        case Routine::gemm:
            batchblas::gemm(a.layout, a.transA, a.transB, a.m, a.n, a.k, a.alpha, pa.base(), a.lda,
                            pa.stride, pb.base(), a.ldb, pb.stride, a.beta, pc.base(), a.ldc,
                            pc.stride, count, info);
            break;
        case Routine::symm:
            batchblas::symm(a.layout, a.side, a.uplo, a.m, a.n, a.alpha, pa.base(), a.lda,
                            pa.stride, pb.base(), a.ldb, pb.stride, a.beta, pc.base(), a.ldc,
                            pc.stride, count, info);
            break;
        case Routine::hemm:
            batchblas::hemm(a.layout, a.side, a.uplo, a.m, a.n, a.alpha, pa.base(), a.lda,
                            pa.stride, pb.base(), a.ldb, pb.stride, a.beta, pc.base(), a.ldc,
                            pc.stride, count, info);
            break;
        case Routine::syrk:
            batchblas::syrk(a.layout, a.uplo, a.trans, a.n, a.k, a.alpha, pa.base(), a.lda,
                            pa.stride, a.beta, pc.base(), a.ldc, pc.stride, count, info);
            break;
        case Routine::herk:
            batchblas::herk(a.layout, a.uplo, a.trans, a.n, a.k, a.alpha_real, pa.base(), a.lda,
                            pa.stride, a.beta_real, pc.base(), a.ldc, pc.stride, count, info);
            break;
        case Routine::syr2k:
            batchblas::syr2k(a.layout, a.uplo, a.trans, a.n, a.k, a.alpha, pa.base(), a.lda,
                             pa.stride, pb.base(), a.ldb, pb.stride, a.beta, pc.base(), a.ldc,
                             pc.stride, count, info);
            break;
        case Routine::her2k:
            batchblas::her2k(a.layout, a.uplo, a.trans, a.n, a.k, a.alpha, pa.base(), a.lda,
                             pa.stride, pb.base(), a.ldb, pb.stride, a.beta_real, pc.base(), a.ldc,
                             pc.stride, count, info);
            break;
        case Routine::trmm:
            batchblas::trmm(a.layout, a.side, a.uplo, a.trans, a.diag, a.m, a.n, a.alpha, pa.base(),
                            a.lda, pa.stride, pc.base(), a.ldc, pc.stride, count, info);
            break;
        case Routine::trsm:
            batchblas::trsm(a.layout, a.side, a.uplo, a.trans, a.diag, a.m, a.n, a.alpha, pa.base(),
                            a.lda, pa.stride, pc.base(), a.ldc, pc.stride, count, info);
            break;
    }
    if (!shared_inputs) {
        pa.unpack(b.a);
        pb.unpack(b.b);
    }
    else {  // problem 0's inputs are the ones read: they must be unchanged
        for (size_t i = 0; i < b.a.size(); ++i) {
            std::copy(pa.data.begin(), pa.data.begin() + int64_t(b.a[i].buffer().size()),
                      b.a[i].buffer().begin());
            std::copy(pb.data.begin(), pb.data.begin() + int64_t(b.b[i].buffer().size()),
                      b.b[i].buffer().begin());
        }
    }
    pc.unpack(b.c);
}

template <typename T>
class CxxApi : public ::testing::Test {
};
TYPED_TEST_SUITE(CxxApi, test::ScalarTypes, test::TypeNames);

template <typename T, typename F>
void for_routines(F&& f)
{
    for (Routine r : test::all_routines())
        for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
            SCOPED_TRACE(std::string(test::name(r)) +
                         (layout == BlasColMajor ? " ColMajor" : " RowMajor"));
            f(r, layout);
        }
}

/** Three groups of different options and sizes (group 1 empty when `empty_group`). */
template <typename T>
std::vector<GroupSpec<T>> three_groups(Routine r, bool empty_group = false)
{
    std::vector<GroupSpec<T>> g(3);
    g[0].count = 2, g[0].m = 3, g[0].n = 5, g[0].k = 2;
    g[1].count = empty_group ? 0 : 1, g[1].m = 4, g[1].n = 1, g[1].k = 6, g[1].uplo = BlasUpper;
    g[1].side = BlasRight, g[1].transA = BlasConjTrans, g[1].diag = BlasUnit;
    g[2].count = 2, g[2].m = 2, g[2].n = 3, g[2].k = 4, g[2].transB = BlasTrans;
    g[2].trans = test::valid_trans<T>(r)[1], g[2].beta = T(0), g[2].side = BlasRight;
    return g;
}

/** One group of three problems. */
template <typename T>
std::vector<GroupSpec<T>> one_group(Routine r)
{
    GroupSpec<T> g;
    g.count = 3, g.uplo = BlasUpper, g.side = BlasRight;
    g.trans = test::valid_trans<T>(r).back(), g.transA = BlasTrans;
    return {g};
}

/** The C++ argument name of each position (for error messages). */
std::string argument_name(Routine r, int position)
{
    Positions const p = test::positions(r);
    if (position == p.n) return "n";
    if (position == p.ldc) return test::is_triangular(r) ? "ldb" : "ldc";
    if (position == p.k) return "k";
    if (position == p.lda) return "lda";
    return "?";
}

TYPED_TEST(CxxApi, FlatFormPerProblemVectors)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, three_groups<T>(r));
        b.build();
        for (size_t info_size : {size_t(0), size_t(1), size_t(b.batch_count())}) {
            SCOPED_TRACE("info size " + std::to_string(info_size));
            b.restore();
            Args<T> a = make_args(b, Form::flat);
            std::vector<int64_t> info(info_size, 99);
            EXPECT_NO_THROW(call(r, a, info));
            EXPECT_EQ(info, std::vector<int64_t>(info_size, 0));
            EXPECT_TRUE(b.verify());
        }
    });
}

TYPED_TEST(CxxApi, FlatFormEveryProblemItsOwnSize)
{
    // gemm of 1300 problems of their own sizes (0..10, every transposition, alpha = 0 and 1) in
    // the flat form, vectors of batch_count and mixed with vectors of size 1: more problems than
    // two windows of the CPU's sort by size class, the first ones mostly of the exact-size
    // kernels' sizes.
    using T = TypeParam;
    for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
        std::vector<GroupSpec<T>> const groups = test::every_size_gemm_groups<T>(777);
        for (Form form : {Form::flat, Form::mixed}) {
            SCOPED_TRACE(std::string(layout == BlasColMajor ? "ColMajor" : "RowMajor") +
                         (form == Form::flat ? " flat" : " mixed"));
            // The mixed form gives some arguments one value for all: its problems share the
            // first's sizes and options, their matrices and the other vectors their own.
            Batch<T> b(Routine::gemm, layout,
                       form == Form::flat ? groups
                                          : std::vector<GroupSpec<T>>(groups.size(), groups[0]));
            b.build();
            Args<T> a = make_args(b, form);
            std::vector<int64_t> info(a.batch_count, 99);
            EXPECT_NO_THROW(call(Routine::gemm, a, info));
            EXPECT_EQ(info, std::vector<int64_t>(a.batch_count, 0));
            EXPECT_TRUE(b.verify());
        }
    }
}

TYPED_TEST(CxxApi, FlatFormSizeOneVectors)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, one_group<T>(r));
        b.build();
        for (Form form : {Form::ones, Form::mixed}) {
            b.restore();
            Args<T> a = make_args(b, form);
            std::vector<int64_t> info(3);
            EXPECT_NO_THROW(call(r, a, info));
            EXPECT_EQ(info, std::vector<int64_t>(3, 0));
            EXPECT_TRUE(b.verify());
        }
    });
}

TYPED_TEST(CxxApi, GroupForm)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        for (bool empty : {false, true}) {
            SCOPED_TRACE(empty ? "empty middle group" : "three groups");
            Batch<T> b(r, layout, three_groups<T>(r, empty));
            b.build();
            // 0, 1, group_count (three groups) and batch_count entries.
            for (size_t info_size :
                 {size_t(0), size_t(1), size_t(3), size_t(b.batch_count())}) {
                SCOPED_TRACE("info size " + std::to_string(info_size));
                b.restore();
                Args<T> a = make_args(b, Form::group);
                std::vector<int64_t> info(info_size, 99);
                EXPECT_NO_THROW(call(r, a, info));
                EXPECT_EQ(info, std::vector<int64_t>(info_size, 0));
                EXPECT_TRUE(b.verify());
            }
            // Size-1 vectors are fine in the group form too.
            auto specs = three_groups<T>(r, empty);
            for (auto& s : specs) s = specs[0], s.count = 2;
            Batch<T> c(r, layout, specs);
            c.build();
            Args<T> a = make_args(c, Form::group);
            Args<T> const ones = make_args(c, Form::ones);
            a.transA = ones.transA, a.m = ones.m, a.alpha = ones.alpha, a.lda = ones.lda;
            a.uplo = ones.uplo, a.n = ones.n, a.beta = ones.beta, a.beta_real = ones.beta_real;
            std::vector<int64_t> info(1);
            EXPECT_NO_THROW(call(r, a, info));
            EXPECT_EQ(info[0], 0);
            EXPECT_TRUE(c.verify());
        }
    });
}

// Groups of gemm whose matrices together exceed the cores' L2 caches run as streamed runs
// (cpu::gemm_in_streamed_run: complex double wider than 64 columns on the blocked path on
// AVX-512): one such group in each transposition, beside a small one, both layouts. 24
// problems of 97 x 130 x 66 are 2.5 MiB in float and 10.1 MiB in complex double, past the
// threshold (1 MiB a thread) on two threads in every type, on up to ten in complex double.
TYPED_TEST(CxxApi, GroupFormLargerThanTheCaches)
{
    using T = TypeParam;
    for (blas_layout_t layout : {BlasColMajor, BlasRowMajor})
        for (blas_trans_t ta : {BlasNoTrans, BlasTrans})
            for (blas_trans_t tb : {BlasNoTrans, BlasConjTrans}) {
                SCOPED_TRACE(std::to_string(int(layout)) + " " + std::to_string(int(ta)) + " " +
                             std::to_string(int(tb)));
                GroupSpec<T> big;
                big.count = 24;
                big.transA = ta, big.transB = tb;
                big.m = 97, big.n = 130, big.k = 66;
                GroupSpec<T> small;
                small.count = 3;
                Batch<T> b(Routine::gemm, layout, {big, small});
                b.build();
                Args<T> a = make_args(b, Form::group);
                std::vector<int64_t> info(1, 99);
                EXPECT_NO_THROW(call(Routine::gemm, a, info));
                EXPECT_EQ(info[0], 0);
                EXPECT_TRUE(b.verify());
            }
}

TYPED_TEST(CxxApi, GroupFormRejectsPerProblemVectors)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, three_groups<T>(r));  // 5 problems, 3 groups
        b.build();
        Args<T> a = make_args(b, Form::group);
        a.n = make_args(b, Form::flat).n;  // batch_count values: neither 1 nor group_count
        std::vector<int64_t> info(1);
        EXPECT_THROW(call(r, a, info), batchblas::Error);
        EXPECT_TRUE(b.unchanged());
        // Pointer vectors hold one pointer per problem, not per group.
        a = make_args(b, Form::group);
        a.C.resize(3);
        EXPECT_THROW(call(r, a, info), batchblas::Error);
        EXPECT_TRUE(b.unchanged());
        // info holds 0, 1, group_count or batch_count entries, nothing else.
        a = make_args(b, Form::group);
        info.assign(2, 0);
        EXPECT_THROW(call(r, a, info), batchblas::Error);
        EXPECT_TRUE(b.unchanged());
    });
}

TYPED_TEST(CxxApi, EmptyBatches)
{
    // batch_count 0 (flat), no groups and only empty groups (group form): nothing to do, no error.
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, one_group<T>(r));
        b.build();
        for (size_t info_size : {size_t(0), size_t(1)}) {
            SCOPED_TRACE("info size " + std::to_string(info_size));
            Args<T> a = make_args(b, Form::ones);
            a.A.clear(), a.B.clear(), a.C.clear();
            a.batch_count = 0;
            std::vector<int64_t> info(info_size, 99);
            EXPECT_NO_THROW(call(r, a, info));
            if (info_size) {
                EXPECT_EQ(info[0], 0);
            }
            for (std::vector<size_t> groups : {std::vector<size_t>{}, std::vector<size_t>{0, 0}}) {
                a.grouped = true;
                a.group_sizes = groups;
                info.assign(info_size, 99);
                EXPECT_NO_THROW(call(r, a, info));
                if (info_size) {
                    EXPECT_EQ(info[0], 0);
                }
            }
        }
        EXPECT_TRUE(b.unchanged());
    });
}

TYPED_TEST(CxxApi, StridedForm)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, one_group<T>(r));
        b.build();
        for (Form form : {Form::ones, Form::flat}) {
            for (size_t info_size : {size_t(0), size_t(1), size_t(3)}) {
                b.restore();
                Args<T> a = make_args(b, form);
                std::vector<int64_t> info(info_size, 99);
                EXPECT_NO_THROW(call_strided(r, b, a, info));
                EXPECT_EQ(info, std::vector<int64_t>(info_size, 0));
                EXPECT_TRUE(b.verify());
            }
        }
        // Stride 0 for the inputs: every problem reads problem 0's A (and B).
        for (size_t i = 1; i < b.a.size(); ++i) {
            b.a[i].buffer() = b.a[0].buffer();
            b.b[i].buffer() = b.b[0].buffer();
        }
        b.save();
        {
            Args<T> a = make_args(b, Form::ones);
            std::vector<int64_t> info(1, 99);
            EXPECT_NO_THROW(call_strided(r, b, a, info, true));
            EXPECT_EQ(info[0], 0);
            EXPECT_TRUE(b.verify());
        }
        // An invalid problem in the strided form: codes, throw, nothing computed.
        b.restore();
        Args<T> a = make_args(b, Form::flat);
        Positions const p = test::positions(r);
        a.n[1] = -1;
        std::vector<int64_t> info(3, 99);
        EXPECT_THROW(call_strided(r, b, a, info), batchblas::Error);
        EXPECT_EQ(info, (std::vector<int64_t>{0, -p.n, 0}));
        EXPECT_TRUE(b.unchanged());
    });
}

TYPED_TEST(CxxApi, SharedInputPointer)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, one_group<T>(r));
        b.build();
        // Every problem reads problem 0's inputs: make the reference see the same.
        for (size_t i = 1; i < b.a.size(); ++i) {
            b.a[i].buffer() = b.a[0].buffer();
            b.b[i].buffer() = b.b[0].buffer();
        }
        b.save();
        Args<T> a = make_args(b, Form::flat);
        a.A = {a.A[0]};
        if (test::has_input_B(r)) a.B = {a.B[0]};
        std::vector<int64_t> info(3);
        EXPECT_NO_THROW(call(r, a, info));
        EXPECT_EQ(info, std::vector<int64_t>(3, 0));
        EXPECT_TRUE(b.verify());
    });
}

TYPED_TEST(CxxApi, OutputPointerVectorOfSizeOneThrows)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, one_group<T>(r));
        b.build();
        for (size_t info_size : {size_t(0), size_t(1), size_t(3)}) {
            Args<T> a = make_args(b, Form::ones);
            a.C = {a.C[0]};
            std::vector<int64_t> info(info_size);
            EXPECT_THROW(call(r, a, info), batchblas::Error);
            EXPECT_TRUE(b.unchanged());
        }
    });
}

TYPED_TEST(CxxApi, InfoSizeOneGivesLowestInvalidPositionOverAllProblems)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, three_groups<T>(r));
        b.build();
        Positions const p = test::positions(r);
        for (Form form : {Form::flat, Form::group}) {
            Args<T> a = make_args(b, form);
            // Problem 0 (group 0): ldc too small. Last problem (group 2): negative n.
            a.ldc[0] = 0;
            a.n.back() = -1;
            std::vector<int64_t> info(1, 99);
            try {
                call(r, a, info);
                ADD_FAILURE() << "no exception";
            } catch (batchblas::Error const& e) {
                std::string const what = e.what();
                EXPECT_NE(what.find(test::name(r)), std::string::npos) << what;
                EXPECT_NE(what.find(argument_name(r, p.n)), std::string::npos) << what;
            }
            EXPECT_EQ(info[0], -p.n);
            EXPECT_TRUE(b.unchanged());
        }
    });
}

TYPED_TEST(CxxApi, InfoSizeBatchCountGivesPerProblemCodes)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, three_groups<T>(r));  // 5 problems
        b.build();
        Positions const p = test::positions(r);
        Args<T> a = make_args(b, Form::flat);
        a.ldc[2] = 0;  // problem 2 (group 1)
        a.n[4] = -1;   // problem 4 (group 2)
        a.lda[4] = 0;  // also invalid, but n comes first
        std::vector<int64_t> info(5, 99);
        try {
            call(r, a, info);
            ADD_FAILURE() << "no exception";
        } catch (batchblas::Error const& e) {
            std::string const what = e.what();
            EXPECT_NE(what.find(test::name(r)), std::string::npos) << what;
            EXPECT_NE(what.find(argument_name(r, p.ldc)), std::string::npos) << what;
            EXPECT_NE(what.find('2'), std::string::npos) << "problem index: " << what;
        }
        EXPECT_EQ(info, (std::vector<int64_t>{0, 0, -p.ldc, 0, -p.n}));
        EXPECT_TRUE(b.unchanged());

        // Group form: info has batch_count entries as well.
        Args<T> g = make_args(b, Form::group);
        g.k = {-1};  // every problem (gemm, rank-k); others have no k
        g.n = {-1};
        std::vector<int64_t> ginfo(5, 99);
        EXPECT_THROW(call(r, g, ginfo), batchblas::Error);
        int64_t const code = test::has_k(r) && p.k < p.n ? -p.k : -p.n;
        EXPECT_EQ(ginfo, std::vector<int64_t>(5, code));
        EXPECT_TRUE(b.unchanged());
    });
}

TYPED_TEST(CxxApi, InfoSizeGroupCountGivesPerGroupCodes)
{
    // BLAS++'s GPU group routines take info of group_count entries: each group's first code.
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, three_groups<T>(r));  // 5 problems, 3 groups
        b.build();
        Positions const p = test::positions(r);
        Args<T> g = make_args(b, Form::group);
        g.ldc[1] = 0;  // group 1
        std::vector<int64_t> info(3, 99);
        try {
            call(r, g, info);
            ADD_FAILURE() << "no exception";
        } catch (batchblas::Error const& e) {
            std::string const what = e.what();
            EXPECT_NE(what.find(argument_name(r, p.ldc)), std::string::npos) << what;
        }
        EXPECT_EQ(info, (std::vector<int64_t>{0, -p.ldc, 0}));
        EXPECT_TRUE(b.unchanged());
    });
}

TYPED_TEST(CxxApi, InvalidLayout)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, three_groups<T>(r));
        b.build();
        Args<T> a = make_args(b, Form::flat);
        a.layout = Layout(0);
        std::vector<int64_t> info(1);
        EXPECT_THROW(call(r, a, info), batchblas::Error);
        EXPECT_EQ(info[0], -1);
        info.assign(5, 99);
        EXPECT_THROW(call(r, a, info), batchblas::Error);
        EXPECT_EQ(info, std::vector<int64_t>(5, -1));
        EXPECT_TRUE(b.unchanged());
    });
}

TYPED_TEST(CxxApi, InvalidOptionValues)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, one_group<T>(r));
        b.build();
        Positions const p = test::positions(r);
        Args<T> a = make_args(b, Form::flat);
        int expected = 0;
        if (r == Routine::gemm)
            a.transB[1] = Op(0), expected = p.transB;
        else if (test::is_symm(r))
            a.side[1] = Side(999), expected = p.side;
        else if (test::is_triangular(r))
            a.diag[1] = Diag(Uplo::Upper), expected = p.diag;
        else {
            // The forbidden trans of complex rank-k updates; all three are valid for real types.
            if constexpr (test::is_complex_v<T>) {
                a.trans[1] = test::is_hermitian(r) ? Op::Trans : Op::ConjTrans;
                expected = p.trans;
            }
            else {
                a.trans[1] = Op::ConjTrans;
                expected = 0;
            }
        }
        std::vector<int64_t> info(3, 99);
        if (expected) {
            EXPECT_THROW(call(r, a, info), batchblas::Error);
            EXPECT_EQ(info, (std::vector<int64_t>{0, -expected, 0}));
            EXPECT_TRUE(b.unchanged());
        }
        else {
            // Real syrk / herk / syr2k / her2k: ConjTrans means Trans (the spec has ConjTrans).
            a.trans = {Op::Trans, Op::ConjTrans, Op::Trans};
            EXPECT_NO_THROW(call(r, a, info));
            EXPECT_EQ(info, std::vector<int64_t>(3, 0));
            EXPECT_TRUE(b.verify());
        }
    });
}

TYPED_TEST(CxxApi, InconsistentVectorSizesThrow)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, one_group<T>(r));  // 3 problems
        b.build();
        Args<T> const good = make_args(b, Form::flat);
        // Each vector argument in turn with 2 entries: neither 1 nor batch_count.
        std::vector<std::pair<char const*, void (*)(Args<T>&)>> edits = {
            {"n", [](Args<T>& a) { a.n.resize(2); }},
            {"alpha", [](Args<T>& a) { a.alpha.resize(2), a.alpha_real.resize(2); }},
            {"lda", [](Args<T>& a) { a.lda.resize(2); }},
            {"ldc", [](Args<T>& a) { a.ldc.resize(2); }},
            {"A", [](Args<T>& a) { a.A.resize(2); }},
            {"C", [](Args<T>& a) { a.C.resize(2); }},
            {"uplo / side / transA",
             [](Args<T>& a) { a.uplo.resize(2), a.side.resize(2), a.transA.resize(2); }},
            {"empty n", [](Args<T>& a) { a.n.clear(); }},
        };
        if (test::has_beta(r))
            edits.push_back({"beta", [](Args<T>& a) { a.beta.resize(2), a.beta_real.resize(2); }});
        if (test::has_input_B(r)) {
            edits.push_back({"B", [](Args<T>& a) { a.B.resize(2); }});
            edits.push_back({"ldb", [](Args<T>& a) { a.ldb.resize(2); }});
        }
        if (test::has_k(r)) edits.push_back({"k", [](Args<T>& a) { a.k.resize(4); }});
        if (r == Routine::gemm) edits.push_back({"transB", [](Args<T>& a) { a.transB.resize(2); }});
        if (test::is_triangular(r))
            edits.push_back(
                {"diag / trans", [](Args<T>& a) { a.diag.resize(2), a.trans.resize(2); }});
        if (test::is_rank_k(r) || test::is_rank_2k(r))
            edits.push_back({"trans", [](Args<T>& a) { a.trans.resize(2); }});
        for (auto [what, edit] : edits)
            for (size_t info_size : {size_t(0), size_t(1), size_t(3)}) {
                SCOPED_TRACE(std::string(what) + ", info size " + std::to_string(info_size));
                Args<T> a = good;
                edit(a);
                std::vector<int64_t> info(info_size);
                EXPECT_THROW(call(r, a, info), batchblas::Error);
                EXPECT_TRUE(b.unchanged());
            }
        // info of a size that is neither 0, 1 nor batch_count.
        for (size_t info_size : {size_t(2), size_t(4)}) {
            Args<T> a = good;
            std::vector<int64_t> info(info_size);
            EXPECT_THROW(call(r, a, info), batchblas::Error) << "info size " << info_size;
            EXPECT_TRUE(b.unchanged());
        }
    });
}

TYPED_TEST(CxxApi, InfoSizeZeroChecksNothingButComputesValidInput)
{
    using T = TypeParam;
    for_routines<T>([](Routine r, blas_layout_t layout) {
        Batch<T> b(r, layout, three_groups<T>(r));
        b.build();
        Args<T> a = make_args(b, Form::flat);
        std::vector<int64_t> info;
        EXPECT_NO_THROW(call(r, a, info));
        EXPECT_TRUE(info.empty());
        EXPECT_TRUE(b.verify());
    });
}

// ------------------------------------------------------------------------------------------------
// BLAS++ compatibility: the calls below are written exactly as BLAS++'s own tester calls
// blas::batch::gemm / herk / trsm (test/test_batch_*.cc), with batchblas:: in their place.

template <typename scalar_t>
void blaspp_style_gemm(batchblas::Layout layout, batchblas::Op transA_, batchblas::Op transB_)
{
    using namespace batchblas;
    int64_t m_ = 5, n_ = 4, k_ = 3;
    size_t batch = 3;
    scalar_t alpha_ = test::make<scalar_t>(1.25, 0.5);
    scalar_t beta_ = test::make<scalar_t>(-0.5, 1.0);

    int64_t Am = (transA_ == Op::NoTrans ? m_ : k_);
    int64_t An = (transA_ == Op::NoTrans ? k_ : m_);
    int64_t Bm = (transB_ == Op::NoTrans ? k_ : n_);
    int64_t Bn = (transB_ == Op::NoTrans ? n_ : k_);
    int64_t Cm = m_;
    int64_t Cn = n_;
    if (layout == Layout::RowMajor) {
        std::swap(Am, An);
        std::swap(Bm, Bn);
        std::swap(Cm, Cn);
    }
    int64_t lda_ = Am + 1, ldb_ = Bm + 2, ldc_ = Cm + 1;
    size_t size_A = size_t(lda_) * An, size_B = size_t(ldb_) * Bn, size_C = size_t(ldc_) * Cn;
    std::vector<scalar_t> A(batch * size_A), B(batch * size_B), C(batch * size_C);
    test::fill_random(A.data(), A.size(), 1);
    test::fill_random(B.data(), B.size(), 2);
    test::fill_random(C.data(), C.size(), 3);
    std::vector<scalar_t> C0 = C;

    std::vector<scalar_t*> Aarray(batch);
    std::vector<scalar_t*> Barray(batch);
    std::vector<scalar_t*> Carray(batch);
    for (size_t i = 0; i < batch; ++i) {
        Aarray[i] = A.data() + i * size_A;
        Barray[i] = B.data() + i * size_B;
        Carray[i] = C.data() + i * size_C;
    }
    std::vector<int64_t> info(batch);

    std::vector<batchblas::Op> transA(1, transA_);
    std::vector<batchblas::Op> transB(1, transB_);
    std::vector<int64_t> m(1, m_);
    std::vector<int64_t> n(1, n_);
    std::vector<int64_t> k(1, k_);
    std::vector<int64_t> lda(1, lda_);
    std::vector<int64_t> ldb(1, ldb_);
    std::vector<int64_t> ldc(1, ldc_);
    std::vector<scalar_t> alpha(1, alpha_);
    std::vector<scalar_t> beta(1, beta_);

    info.resize(0);
    batchblas::gemm(layout, transA, transB, m, n, k, alpha, Aarray, lda, Barray, ldb, beta, Carray,
                    ldc, batch, info);

    // Check against the loop reference.
    bool const col = layout == Layout::ColMajor;
    for (size_t i = 0; i < batch; ++i) {
        // Copy the stored arrays into test matrices (logical rows x cols, same ld and layout).
        test::Matrix<scalar_t> a, b, c;
        auto load = [](test::Matrix<scalar_t>& mat, scalar_t const* src, int64_t ld, int64_t rows,
                       int64_t cols, bool colmajor) {
            mat = test::Matrix<scalar_t>(rows, cols, ld, colmajor);
            for (int64_t r = 0; r < rows; ++r)
                for (int64_t c2 = 0; c2 < cols; ++c2)
                    mat(r, c2) = src[colmajor ? r + c2 * ld : r * ld + c2];
        };
        int64_t const ar = transA_ == Op::NoTrans ? m_ : k_, ac = transA_ == Op::NoTrans ? k_ : m_;
        int64_t const br = transB_ == Op::NoTrans ? k_ : n_, bc = transB_ == Op::NoTrans ? n_ : k_;
        load(a, Aarray[i], lda_, ar, ac, col);
        load(b, Barray[i], ldb_, br, bc, col);
        load(c, C0.data() + i * size_C, ldc_, m_, n_, col);
        oracle::gemm<scalar_t>(int(transA_), int(transB_), m_, n_, k_, alpha_, a, b, beta_, c);
        double const tol = test::tolerance<scalar_t>(k_, test::max_abs(c));
        for (int64_t r = 0; r < m_; ++r)
            for (int64_t c2 = 0; c2 < n_; ++c2) {
                scalar_t const got = Carray[i][col ? r + c2 * ldc_ : r * ldc_ + c2];
                EXPECT_TRUE(test::close(got, c(r, c2), tol))
                    << "C(" << r << ", " << c2 << ") of problem " << i << ": " << test::to_text(got)
                    << " vs " << test::to_text(c(r, c2));
            }
    }
}

TYPED_TEST(CxxApi, BlasppStyleGemm)
{
    using T = TypeParam;
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
        for (Op ta : {Op::NoTrans, Op::Trans, Op::ConjTrans})
            for (Op tb : {Op::NoTrans, Op::ConjTrans}) {
                SCOPED_TRACE(std::to_string(int(layout)) + " " + std::to_string(int(ta)) + " " +
                             std::to_string(int(tb)));
                blaspp_style_gemm<T>(layout, ta, tb);
            }
}

TYPED_TEST(CxxApi, BlasppStyleHerkAndTrsm)
{
    using scalar_t = TypeParam;
    using real_t = test::real_t<scalar_t>;
    using namespace batchblas;
    // herk, as BLAS++'s test_batch_herk.cc calls it: real alpha and beta vectors.
    batchblas::Layout layout = Layout::ColMajor;
    blas_uplo_t const cuplo = BlasLower;
    int64_t n_ = 4, k_ = 3;
    size_t batch = 2;
    Batch<scalar_t> hb(Routine::herk, BlasColMajor, {[&] {
                           GroupSpec<scalar_t> s;
                           s.count = int64_t(batch), s.n = n_, s.k = k_, s.uplo = cuplo;
                           s.alpha = scalar_t(real_t(0.5)), s.beta = scalar_t(real_t(2));
                           return s;
                       }()});
    hb.build();
    {
        std::vector<scalar_t*> Aarray(batch), Carray(batch);
        for (size_t i = 0; i < batch; ++i)
            Aarray[i] = const_cast<scalar_t*>(hb.A[i]), Carray[i] = hb.C[i];
        std::vector<batchblas::Uplo> uplo(1, Uplo::Lower);
        std::vector<batchblas::Op> trans(1, Op::NoTrans);
        std::vector<int64_t> n(1, n_);
        std::vector<int64_t> k(1, k_);
        std::vector<int64_t> lda(1, hb.lda[0]);
        std::vector<int64_t> ldc(1, hb.ldc[0]);
        std::vector<real_t> alpha(1, real_t(0.5));
        std::vector<real_t> beta(1, real_t(2));
        std::vector<int64_t> info(batch);
        batchblas::herk(layout, uplo, trans, n, k, alpha, Aarray, lda, beta, Carray, ldc, batch,
                        info);
        EXPECT_EQ(info, std::vector<int64_t>(batch, 0));
        EXPECT_TRUE(hb.verify());
    }
    // trsm, as BLAS++'s test_batch_trsm.cc calls it.
    Batch<scalar_t> tb(Routine::trsm, BlasRowMajor, {[&] {
                           GroupSpec<scalar_t> s;
                           s.count = int64_t(batch), s.m = 5, s.n = 3, s.side = BlasLeft;
                           s.uplo = BlasUpper, s.trans = BlasConjTrans, s.diag = BlasNonUnit;
                           s.alpha = test::make<scalar_t>(2.0, 1.0);
                           return s;
                       }()});
    tb.build();
    {
        std::vector<scalar_t*> Aarray(batch), Barray(batch);
        for (size_t i = 0; i < batch; ++i)
            Aarray[i] = const_cast<scalar_t*>(tb.A[i]), Barray[i] = tb.C[i];
        std::vector<batchblas::Side> side(1, Side::Left);
        std::vector<batchblas::Uplo> uplo(1, Uplo::Upper);
        std::vector<batchblas::Op> trans(1, Op::ConjTrans);
        std::vector<batchblas::Diag> diag(1, Diag::NonUnit);
        std::vector<int64_t> m(1, 5);
        std::vector<int64_t> n(1, 3);
        std::vector<int64_t> lda(1, tb.lda[0]);
        std::vector<int64_t> ldb(1, tb.ldc[0]);
        std::vector<scalar_t> alpha(1, test::make<scalar_t>(2.0, 1.0));
        std::vector<int64_t> info(batch);
        info.resize(0);
        batchblas::trsm(Layout::RowMajor, side, uplo, trans, diag, m, n, alpha, Aarray, lda, Barray,
                        ldb, batch, info);
        EXPECT_TRUE(tb.verify());
    }
}

TYPED_TEST(CxxApi, BracedListsCompile)
{
    // Scalars do not take part in deduction: {1.0} works for every T.
    using T = TypeParam;
    Batch<T> b(Routine::gemm, BlasColMajor, one_group<T>(Routine::gemm));
    b.build();
    auto const& s = b.specs[0];
    std::vector<T*> A, B, C;
    for (size_t i = 0; i < 3; ++i)
        A.push_back(const_cast<T*>(b.A[i])), B.push_back(const_cast<T*>(b.B[i])),
            C.push_back(b.C[i]);
    b.specs[0].alpha = T(1), b.specs[0].beta = T(0);
    std::vector<int64_t> info(1);
    batchblas::gemm(Layout::ColMajor, {Op::Trans}, {Op::NoTrans}, {s.m}, {s.n}, {s.k}, {1.0}, A,
                    {b.lda[0]}, B, {b.ldb[0]}, {0.0}, C, {b.ldc[0]}, size_t(3), info);
    EXPECT_EQ(info[0], 0);
    EXPECT_TRUE(b.verify());
}

}  // namespace
