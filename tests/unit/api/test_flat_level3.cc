// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of the 2016 flat API for Level 3 (batchblas/bblas_flat.h, src/api/flat_level3.cc), for
 * every routine and type, against the oracle of tests/oracle/level3_matrix.hh with guard bands:
 *  - BBLAS_VARIABLE: every problem its own options, sizes, scalars and leading dimensions
 *    (zero sizes included), each read at the problem's index;
 *  - BBLAS_FIXED: only index 0 of each array is read (the other entries hold invalid values);
 *  - every invalid argument: info[i] = -(flat position) for the bad problem, 0 for the others,
 *    nothing computed; in FIXED mode every problem carries the code;
 *  - null arrays, null matrix pointers where referenced (and allowed where not referenced);
 *  - call-level errors: batch_count < 0 (info[0] alone, nothing else read), an unknown
 *    batch_opts (every info entry, nothing else read), info == NULL, batch_count == 0;
 *  - the names and values of the reference implementation's enumerations.
 */
#include <batchblas/bblas_flat.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "common/test_util.hh"
#include "level3_batch.hh"

namespace {

using test::Batch;
using test::GroupSpec;
using test::Routine;

template <typename T>
struct Flat;
template <>
struct Flat<float> {
    static constexpr auto gemm = bblas_sgemm_batch;
    static constexpr auto symm = bblas_ssymm_batch;
    static constexpr auto syrk = bblas_ssyrk_batch;
    static constexpr auto syr2k = bblas_ssyr2k_batch;
    static constexpr auto trmm = bblas_strmm_batch;
    static constexpr auto trsm = bblas_strsm_batch;
};
template <>
struct Flat<double> {
    static constexpr auto gemm = bblas_dgemm_batch;
    static constexpr auto symm = bblas_dsymm_batch;
    static constexpr auto syrk = bblas_dsyrk_batch;
    static constexpr auto syr2k = bblas_dsyr2k_batch;
    static constexpr auto trmm = bblas_dtrmm_batch;
    static constexpr auto trsm = bblas_dtrsm_batch;
};
template <>
struct Flat<std::complex<float>> {
    static constexpr auto gemm = bblas_cgemm_batch;
    static constexpr auto symm = bblas_csymm_batch;
    static constexpr auto hemm = bblas_chemm_batch;
    static constexpr auto syrk = bblas_csyrk_batch;
    static constexpr auto herk = bblas_cherk_batch;
    static constexpr auto syr2k = bblas_csyr2k_batch;
    static constexpr auto her2k = bblas_cher2k_batch;
    static constexpr auto trmm = bblas_ctrmm_batch;
    static constexpr auto trsm = bblas_ctrsm_batch;
};
template <>
struct Flat<std::complex<double>> {
    static constexpr auto gemm = bblas_zgemm_batch;
    static constexpr auto symm = bblas_zsymm_batch;
    static constexpr auto hemm = bblas_zhemm_batch;
    static constexpr auto syrk = bblas_zsyrk_batch;
    static constexpr auto herk = bblas_zherk_batch;
    static constexpr auto syr2k = bblas_zsyr2k_batch;
    static constexpr auto her2k = bblas_zher2k_batch;
    static constexpr auto trmm = bblas_ztrmm_batch;
    static constexpr auto trsm = bblas_ztrsm_batch;
};

/** Flat positions: the C API's minus one (no layout argument). */
test::Positions flat_positions(Routine r)
{
    test::Positions p = test::positions(r);
    for (int* x : {&p.transA, &p.transB, &p.side, &p.uplo, &p.trans, &p.diag, &p.m, &p.n, &p.k,
                   &p.alpha, &p.A, &p.lda, &p.B, &p.ldb, &p.beta, &p.C, &p.ldc, &p.group_count,
                   &p.group_sizes, &p.info})
        if (*x > 0) *x -= 1;
    // group_count becomes batch_count; batch_opts takes group_sizes' place.
    return p;
}

constexpr int info_sentinel = 0x5A5A5A5A;

/**
 * The arrays of one flat call, built from a Batch (column-major): VARIABLE gets one entry per
 * problem; FIXED gets group 0's values at index 0 followed by invalid entries that must never
 * be read.
 */
template <typename T>
struct FlatCall {
    using Real = test::real_t<T>;
    std::vector<BBLAS_TRANS> transA, transB, trans;
    std::vector<BBLAS_SIDE> side;
    std::vector<BBLAS_UPLO> uplo;
    std::vector<BBLAS_DIAG> diag;
    std::vector<int> m, n, k, lda, ldb, ldc;
    std::vector<T> alpha, beta;
    std::vector<Real> alpha_r, beta_r;
    std::vector<T const*> A, B;
    std::vector<T*> C;
    int opts;
    int batch_count;
    /** Flat positions passed as null pointers. */
    std::set<int> nulls;

    FlatCall(Batch<T> const& b, int batch_opts) : opts(batch_opts)
    {
        batch_count = int(b.batch_count());
        int const entries = opts == BBLAS_FIXED ? 1 : batch_count;
        for (int i = 0; i < entries; ++i) {
            size_t const g = size_t(b.group_of(i));
            transA.push_back(BBLAS_TRANS(b.transA[g]));
            transB.push_back(BBLAS_TRANS(b.transB[g]));
            trans.push_back(BBLAS_TRANS(b.trans[g]));
            side.push_back(BBLAS_SIDE(b.side[g]));
            uplo.push_back(BBLAS_UPLO(b.uplo[g]));
            diag.push_back(BBLAS_DIAG(b.diag[g]));
            m.push_back(int(b.m[g])), n.push_back(int(b.n[g])), k.push_back(int(b.k[g]));
            lda.push_back(int(b.lda[g])), ldb.push_back(int(b.ldb[g])), ldc.push_back(int(b.ldc[g]));
            alpha.push_back(b.alpha[g]), beta.push_back(b.beta[g]);
            alpha_r.push_back(b.alpha_real[g]), beta_r.push_back(b.beta_real[g]);
        }
        if (opts == BBLAS_FIXED) {
            // Entries past index 0 are poison: reading any of them would fail the call or the
            // results.
            for (int i = 1; i < std::max(batch_count, 2); ++i) {
                transA.push_back(BBLAS_TRANS(0)), transB.push_back(BBLAS_TRANS(0));
                trans.push_back(BBLAS_TRANS(0)), side.push_back(BBLAS_SIDE(0));
                uplo.push_back(BBLAS_UPLO(0)), diag.push_back(BBLAS_DIAG(0));
                for (auto* v : {&m, &n, &k, &lda, &ldb, &ldc}) v->push_back(-7);
                alpha.push_back(test::nan_value<T>()), beta.push_back(test::nan_value<T>());
                alpha_r.push_back(Real(NAN)), beta_r.push_back(Real(NAN));
            }
        }
        A = b.A, B = b.B, C = b.C;
    }

    template <typename V>
    V* ptr(std::vector<V>& v, int position)
    {
        return nulls.count(position) ? nullptr : v.data();
    }

    void call(Routine r, int* info, int count)
    {
        test::Positions const p = flat_positions(r);
        using F = Flat<T>;
        auto* pA = ptr(A, p.A);
        auto* pB = ptr(B, p.B);
        auto* pC = ptr(C, p.C);
        auto* pm = ptr(m, p.m);
        auto* pn = ptr(n, p.n);
        auto* pk = ptr(k, p.k);
        auto* plda = ptr(lda, p.lda);
        auto* pldb = ptr(ldb, p.ldb);
        auto* pldc = ptr(ldc, p.ldc);
        auto* palpha = ptr(alpha, p.alpha);
        auto* pbeta = ptr(beta, p.beta);
        auto* puplo = ptr(uplo, p.uplo);
        auto* pside = ptr(side, p.side);
        auto* ptrans = ptr(trans, p.trans);
        auto* pdiag = ptr(diag, p.diag);
        auto const o = BBLAS_OPTS(opts);
        switch (r) {
            case Routine::gemm:
                F::gemm(ptr(transA, p.transA), ptr(transB, p.transB), pm, pn, pk, palpha, pA, plda,
                        pB, pldb, pbeta, pC, pldc, count, o, info);
                break;
            case Routine::symm:
                F::symm(pside, puplo, pm, pn, palpha, pA, plda, pB, pldb, pbeta, pC, pldc, count, o,
                        info);
                break;
            case Routine::syrk:
                F::syrk(puplo, ptrans, pn, pk, palpha, pA, plda, pbeta, pC, pldc, count, o, info);
                break;
            case Routine::syr2k:
                F::syr2k(puplo, ptrans, pn, pk, palpha, pA, plda, pB, pldb, pbeta, pC, pldc, count,
                         o, info);
                break;
            case Routine::trmm:
                F::trmm(pside, puplo, ptrans, pdiag, pm, pn, palpha, pA, plda, pC, pldc, count, o,
                        info);
                break;
            case Routine::trsm:
                F::trsm(pside, puplo, ptrans, pdiag, pm, pn, palpha, pA, plda, pC, pldc, count, o,
                        info);
                break;
            default:
                if constexpr (test::is_complex_v<T>) {
                    if (r == Routine::hemm)
                        F::hemm(pside, puplo, pm, pn, palpha, pA, plda, pB, pldb, pbeta, pC, pldc,
                                count, o, info);
                    else if (r == Routine::herk)
                        F::herk(puplo, ptrans, pn, pk, ptr(alpha_r, p.alpha), pA, plda,
                                ptr(beta_r, p.beta), pC, pldc, count, o, info);
                    else
                        F::her2k(puplo, ptrans, pn, pk, palpha, pA, plda, pB, pldb,
                                 ptr(beta_r, p.beta), pC, pldc, count, o, info);
                }
        }
    }

    /** Calls with a fresh info array (sentinels after batch_count entries); returns it. */
    std::vector<int> call(Routine r) { return call_count(r, batch_count); }
    std::vector<int> call_count(Routine r, int count)
    {
        std::vector<int> info(size_t(std::max(batch_count, 1) + 3), info_sentinel);
        call(r, info.data(), count);
        return info;
    }
};

/** info as the flat API must leave it: codes for the batch_count problems, sentinels after. */
std::vector<int> expected(std::vector<int> const& codes, size_t length)
{
    std::vector<int> info(length, info_sentinel);
    std::copy(codes.begin(), codes.end(), info.begin());
    return info;
}

/** Problems with varied options and sizes (each its own group of one, so VARIABLE differs). */
template <typename T>
std::vector<GroupSpec<T>> varied(Routine r)
{
    auto const trans = test::valid_trans<T>(r);
    std::vector<GroupSpec<T>> g;
    int const dims[][3] = {{3, 4, 5}, {1, 1, 1}, {5, 2, 3}, {0, 3, 2}, {4, 4, 0}, {2, 6, 1},
                           {6, 3, 4}, {3, 0, 2}};
    int i = 0;
    for (auto const& d : dims) {
        GroupSpec<T> s;
        s.m = d[0], s.n = d[1], s.k = d[2];
        s.transA = test::valid_trans<T>(Routine::gemm)[size_t(i % 3)];
        s.transB = test::valid_trans<T>(Routine::gemm)[size_t((i / 3) % 3)];
        s.trans = trans[size_t(i) % trans.size()];
        s.side = i % 2 ? BlasRight : BlasLeft;
        s.uplo = (i / 2) % 2 ? BlasUpper : BlasLower;
        s.diag = (i / 4) % 2 ? BlasUnit : BlasNonUnit;
        s.alpha = test::make<T>(0.5 + 0.125 * i, -0.25 * i);
        s.beta = i == 5 ? T(0) : test::make<T>(-0.5 + 0.25 * i, 0.125);
        s.pad = i % 3;
        g.push_back(s);
        ++i;
    }
    return g;
}

template <typename T>
class FlatLevel3 : public ::testing::Test {
};
TYPED_TEST_SUITE(FlatLevel3, test::ScalarTypes, test::TypeNames);

template <typename T, typename F>
void for_routines(F&& f)
{
    for (Routine r : test::c_routines<T>()) {
        SCOPED_TRACE(test::name(r));
        f(r);
    }
}

TEST(FlatTypes, ReferenceSpelling)
{
    EXPECT_EQ(int(BblasRowMajor), 101);
    EXPECT_EQ(int(BblasColMajor), 102);
    EXPECT_EQ(int(BblasNoTrans), 111);
    EXPECT_EQ(int(BblasTrans), 112);
    EXPECT_EQ(int(BblasConjTrans), 113);
    EXPECT_EQ(int(BblasUpper), 121);
    EXPECT_EQ(int(BblasLower), 122);
    EXPECT_EQ(int(BblasNonUnit), 131);
    EXPECT_EQ(int(BblasUnit), 132);
    EXPECT_EQ(int(BblasLeft), 141);
    EXPECT_EQ(int(BblasRight), 142);
    EXPECT_EQ(int(BBLAS_FIXED), 0);
    EXPECT_EQ(int(BBLAS_VARIABLE), 1);
    static_assert(std::is_same_v<BBLAS_Complex32_t, std::complex<float>>);
    static_assert(std::is_same_v<BBLAS_Complex64_t, std::complex<double>>);
    static_assert(sizeof(enum BBLAS_TRANS) == sizeof(int));
    // The reference's exact parameter types.
    static_assert(std::is_same_v<decltype(&bblas_dgemm_batch),
                                 void (*)(const enum BBLAS_TRANS*, const enum BBLAS_TRANS*,
                                          const int*, const int*, const int*, const double*,
                                          const double**, const int*, const double**, const int*,
                                          const double*, double**, const int*, int,
                                          enum BBLAS_OPTS, int*)>);
    static_assert(std::is_same_v<decltype(&bblas_zherk_batch),
                                 void (*)(const enum BBLAS_UPLO*, const enum BBLAS_TRANS*,
                                          const int*, const int*, const double*,
                                          const BBLAS_Complex64_t**, const int*, const double*,
                                          BBLAS_Complex64_t**, const int*, int, enum BBLAS_OPTS,
                                          int*)>);
}

TYPED_TEST(FlatLevel3, VariableComputesEveryProblem)
{
    using T = TypeParam;
    for_routines<T>([](Routine r) {
        Batch<T> b(r, BlasColMajor, varied<T>(r));
        b.build();
        FlatCall<T> f(b, BBLAS_VARIABLE);
        auto const info = f.call(r);
        EXPECT_EQ(info, expected(std::vector<int>(size_t(f.batch_count), 0), info.size()));
        EXPECT_TRUE(b.verify());
    });
}

TYPED_TEST(FlatLevel3, FixedReadsOnlyIndexZero)
{
    using T = TypeParam;
    for_routines<T>([](Routine r) {
        for (auto const& s0 : varied<T>(r)) {
            GroupSpec<T> s = s0;
            s.count = 4;
            Batch<T> b(r, BlasColMajor, {s});
            b.build();
            FlatCall<T> f(b, BBLAS_FIXED);
            auto const info = f.call(r);
            EXPECT_EQ(info, expected(std::vector<int>(4, 0), info.size()));
            EXPECT_TRUE(b.verify());
        }
    });
}

/** One way to make problem `i` invalid, with the flat position it must be reported at. */
template <typename T>
struct Corruption {
    std::string what;
    int position;
    void (*apply)(FlatCall<T>&, Batch<T> const&, size_t);
};

template <typename T>
std::vector<Corruption<T>> corruptions(Routine r)
{
    test::Positions const p = flat_positions(r);
    std::vector<Corruption<T>> c;
    using F = FlatCall<T>;
    using B = Batch<T>;
    if (p.transA) {
        c.push_back({"transA", p.transA, [](F& f, B const&, size_t i) { f.transA[i] = BBLAS_TRANS(0); }});
        c.push_back({"transB", p.transB, [](F& f, B const&, size_t i) { f.transB[i] = BBLAS_TRANS(114); }});
    }
    if (p.side) c.push_back({"side", p.side, [](F& f, B const&, size_t i) { f.side[i] = BBLAS_SIDE(143); }});
    if (p.uplo) c.push_back({"uplo", p.uplo, [](F& f, B const&, size_t i) { f.uplo[i] = BBLAS_UPLO(BblasNoTrans); }});
    if (p.trans) c.push_back({"trans", p.trans, [](F& f, B const&, size_t i) { f.trans[i] = BBLAS_TRANS(-1); }});
    if (p.diag) c.push_back({"diag", p.diag, [](F& f, B const&, size_t i) { f.diag[i] = BBLAS_DIAG(133); }});
    if (test::is_complex_v<T> && (test::is_rank_k(r) || test::is_rank_2k(r))) {
        if (test::is_hermitian(r))
            c.push_back({"Trans in a Hermitian update", p.trans, [](F& f, B const&, size_t i) { f.trans[i] = BblasTrans; }});
        else
            c.push_back({"ConjTrans in a symmetric update", p.trans, [](F& f, B const&, size_t i) { f.trans[i] = BblasConjTrans; }});
    }
    if (p.m) c.push_back({"m < 0", p.m, [](F& f, B const&, size_t i) { f.m[i] = -1; }});
    c.push_back({"n < 0", p.n, [](F& f, B const&, size_t i) { f.n[i] = -3; }});
    if (p.k) c.push_back({"k < 0", p.k, [](F& f, B const&, size_t i) { f.k[i] = -1; }});
    c.push_back({"A null", p.A, [](F& f, B const&, size_t i) { f.A[i] = nullptr; }});
    c.push_back({"lda too small", p.lda, [](F& f, B const& b, size_t i) {
                     f.lda[i] = int(std::max<int64_t>(1, b.a[i].rows()) - 1);
                 }});
    if (p.B) {
        c.push_back({"B null", p.B, [](F& f, B const&, size_t i) { f.B[i] = nullptr; }});
        c.push_back({"ldb too small", p.ldb, [](F& f, B const& b, size_t i) {
                         f.ldb[i] = int(std::max<int64_t>(1, b.b[i].rows()) - 1);
                     }});
    }
    c.push_back({"output null", p.C, [](F& f, B const&, size_t i) { f.C[i] = nullptr; }});
    c.push_back({"ldc too small", p.ldc, [](F& f, B const& b, size_t i) {
                     f.ldc[i] = int(std::max<int64_t>(1, b.c[i].rows()) - 1);
                 }});
    return c;
}

TYPED_TEST(FlatLevel3, VariableReportsEveryInvalidArgumentPerProblem)
{
    using T = TypeParam;
    for_routines<T>([](Routine r) {
        for (auto const& bad : corruptions<T>(r)) {
            SCOPED_TRACE(bad.what);
            std::vector<GroupSpec<T>> specs(4);  // 4 valid problems of full size
            specs[2].m = 4, specs[2].n = 3, specs[2].k = 2;
            Batch<T> b(r, BlasColMajor, specs);
            b.build();
            FlatCall<T> f(b, BBLAS_VARIABLE);
            bad.apply(f, b, 2);
            auto const info = f.call(r);
            EXPECT_EQ(info, expected({0, 0, -bad.position, 0}, info.size()));
            EXPECT_TRUE(b.unchanged());  // one invalid problem: nothing computed
        }
    });
}

TYPED_TEST(FlatLevel3, FixedReportsTheCodeForEveryProblem)
{
    using T = TypeParam;
    for_routines<T>([](Routine r) {
        for (auto const& bad : corruptions<T>(r)) {
            SCOPED_TRACE(bad.what);
            GroupSpec<T> s;
            s.count = 3;
            Batch<T> b(r, BlasColMajor, {s});
            b.build();
            FlatCall<T> f(b, BBLAS_FIXED);
            bad.apply(f, b, 0);
            // A null matrix is per problem even in FIXED mode: only that problem fails.
            bool const per_problem = bad.what == "A null" || bad.what == "B null" ||
                                     bad.what == "output null";
            std::vector<int> codes(3, -bad.position);
            if (per_problem) codes = {-bad.position, 0, 0};
            auto const info = f.call(r);
            EXPECT_EQ(info, expected(codes, info.size()));
            EXPECT_TRUE(b.unchanged());
        }
    });
}

TYPED_TEST(FlatLevel3, NullArraysAreInvalidArguments)
{
    using T = TypeParam;
    for_routines<T>([](Routine r) {
        test::Positions const p = flat_positions(r);
        for (int position : {p.transA, p.transB, p.side, p.uplo, p.trans, p.diag, p.m, p.n, p.k,
                             p.alpha, p.A, p.lda, p.B, p.ldb, p.beta, p.C, p.ldc}) {
            if (position == 0) continue;
            SCOPED_TRACE("null argument " + std::to_string(position));
            for (int opts : {BBLAS_FIXED, BBLAS_VARIABLE}) {
                std::vector<GroupSpec<T>> specs(3);
                Batch<T> b(r, BlasColMajor, specs);
                b.build();
                FlatCall<T> f(b, opts);
                f.nulls.insert(position);
                auto const info = f.call(r);
                EXPECT_EQ(info, expected(std::vector<int>(3, -position), info.size()));
                EXPECT_TRUE(b.unchanged());
            }
        }
    });
}

TYPED_TEST(FlatLevel3, UnreferencedMatricesMayBeNull)
{
    // m = 0 or n = 0 references nothing; alpha = 0 (or k = 0) does not read A or B.
    using T = TypeParam;
    for_routines<T>([](Routine r) {
        std::vector<GroupSpec<T>> specs(3);
        specs[0].m = 0, specs[0].n = 0;
        specs[1].alpha = T(0);
        Batch<T> b(r, BlasColMajor, specs);
        b.build();
        FlatCall<T> f(b, BBLAS_VARIABLE);
        f.A[0] = nullptr, f.B[0] = nullptr, f.C[0] = nullptr;
        f.A[1] = nullptr, f.B[1] = nullptr;
        auto const info = f.call(r);
        EXPECT_EQ(info, expected({0, 0, 0}, info.size()));
        EXPECT_TRUE(b.verify());
    });
}

TYPED_TEST(FlatLevel3, NegativeBatchCountSetsInfo0Only)
{
    using T = TypeParam;
    for_routines<T>([](Routine r) {
        test::Positions const p = flat_positions(r);
        Batch<T> b(r, BlasColMajor, std::vector<GroupSpec<T>>(2));
        b.build();
        FlatCall<T> f(b, BBLAS_VARIABLE);
        // Every other array null: nothing else may be read.
        for (int position = 1; position < p.group_count; ++position) f.nulls.insert(position);
        auto const info = f.call_count(r, -1);
        std::vector<int> want(info.size(), info_sentinel);
        want[0] = -p.group_count;  // batch_count's position
        EXPECT_EQ(info, want);
        EXPECT_TRUE(b.unchanged());
    });
}

TYPED_TEST(FlatLevel3, UnknownBatchOptsSetsEveryInfo)
{
    using T = TypeParam;
    for_routines<T>([](Routine r) {
        test::Positions const p = flat_positions(r);
        Batch<T> b(r, BlasColMajor, std::vector<GroupSpec<T>>(3));
        b.build();
        for (int opts : {2, -1}) {
            FlatCall<T> f(b, BBLAS_VARIABLE);
            f.opts = opts;
            for (int position = 1; position < p.group_count; ++position) f.nulls.insert(position);
            auto const info = f.call(r);
            EXPECT_EQ(info, expected(std::vector<int>(3, -p.group_sizes), info.size()));
            EXPECT_TRUE(b.unchanged());
        }
    });
}

TYPED_TEST(FlatLevel3, BatchCountZeroAndNullInfoTouchNothing)
{
    using T = TypeParam;
    for_routines<T>([](Routine r) {
        Batch<T> b(r, BlasColMajor, std::vector<GroupSpec<T>>(2));
        b.build();
        FlatCall<T> f(b, BBLAS_VARIABLE);
        auto const info = f.call_count(r, 0);
        EXPECT_EQ(info, std::vector<int>(info.size(), info_sentinel));
        EXPECT_TRUE(b.unchanged());
        f.call(r, nullptr, f.batch_count);
        EXPECT_TRUE(b.unchanged());
    });
}

}  // namespace
