// SPDX-License-Identifier: BSD-3-Clause
/**
 * Argument errors of the batched LAPACK C API: every invalid argument of every routine gets its
 * exact position in ReportAll with nothing written anywhere; the first invalid argument of a
 * problem wins; call-level errors touch only info[0]; pointers that would not be referenced may
 * be null.
 */
#include "api/lapack_api_batch.hh"

namespace lapack_api_test {
namespace {

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

}  // namespace
}  // namespace lapack_api_test
