// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C++ API of the batched Level 1 and Level 2 BLAS (batchblas::<routine>): the three forms
 * against the C API, BLAS++'s dot / ger conjugation, info of size 1 and batch_count,
 * vector-size errors.
 */
#include "api/level12_reference.hh"

namespace level12_test {
namespace {

// ------------------------------------------------------------------------------------ C++ API

/** Flat, group and strided C++ forms give the C API's results; checking and result sizes. */
TYPED_TEST(Level12, CxxFormsMatchTheCApi)
{
    using T = TypeParam;
    using batchblas::Diag;
    using batchblas::Layout;
    using batchblas::Op;
    using batchblas::Uplo;
    int64_t const n = 5, count = 3;
    test::Random random(7);
    std::vector<T> A(size_t(n * n * count)), x(size_t(n * count)), y(size_t(n * count));
    for (auto& v : A) v = random.next<T>();
    for (auto& v : x) v = random.next<T>();
    for (auto& v : y) v = random.next<T>();
    std::vector<T*> Ap, xp, yp;
    for (int64_t i = 0; i < count; ++i) {
        Ap.push_back(A.data() + i * n * n);
        xp.push_back(x.data() + i * n);
        yp.push_back(y.data() + i * n);
    }
    T const alpha = make<T>(0.5, 0.25), beta = make<T>(2, -1);

    // gemv: the C API on copies gives the expected y.
    std::vector<T> y_c = y;
    std::vector<T*> yp_c;
    for (int64_t i = 0; i < count; ++i) yp_c.push_back(y_c.data() + i * n);
    {
        blas_trans_t const tr = BlasConjTrans;
        int64_t const nn = n, ld = n, inc = 1, size = count;
        int64_t info[1] = {BblasErrorsReportAny};
        std::vector<T const*> Ac(Ap.begin(), Ap.end()), xc(xp.begin(), xp.end());
        if constexpr (std::is_same_v<T, float>)
            BLAS_gemv_batched_r32(BlasRowMajor, &tr, &nn, &nn, &alpha, Ac.data(), &ld, xc.data(),
                                  &inc, &beta, yp_c.data(), &inc, 1, &size, info);
        else if constexpr (std::is_same_v<T, double>)
            BLAS_gemv_batched_r64(BlasRowMajor, &tr, &nn, &nn, &alpha, Ac.data(), &ld, xc.data(),
                                  &inc, &beta, yp_c.data(), &inc, 1, &size, info);
        else if constexpr (std::is_same_v<T, std::complex<float>>)
            BLAS_gemv_batched_c32(BlasRowMajor, &tr, &nn, &nn, &alpha, Ac.data(), &ld, xc.data(),
                                  &inc, &beta, yp_c.data(), &inc, 1, &size, info);
        else
            BLAS_gemv_batched_c64(BlasRowMajor, &tr, &nn, &nn, &alpha, Ac.data(), &ld, xc.data(),
                                  &inc, &beta, yp_c.data(), &inc, 1, &size, info);
        ASSERT_EQ(info[0], 0);
    }
    {
        std::vector<T> y1 = y, y2 = y, y3 = y;
        std::vector<T*> p1, p2;
        for (int64_t i = 0; i < count; ++i) {
            p1.push_back(y1.data() + i * n);
            p2.push_back(y2.data() + i * n);
        }
        std::vector<int64_t> info(count);
        batchblas::gemv(Layout::RowMajor, {Op::ConjTrans}, {n}, {n}, {alpha}, Ap, {n}, xp, {1},
                        {beta}, p1, {1}, size_t(count), info);
        std::vector<int64_t> info1(1);
        batchblas::gemv(Layout::RowMajor, {Op::ConjTrans}, {n}, {n}, {alpha}, Ap, {n}, xp, {1},
                        {beta}, p2, {1}, std::vector<size_t>{1, 2}, info1);
        std::vector<int64_t> none;
        batchblas::gemv(Layout::RowMajor, {Op::ConjTrans}, {n}, {n}, {alpha}, A.data(), {n}, n * n,
                        x.data(), {1}, n, {beta}, y3.data(), {1}, n, size_t(count), none);
        EXPECT_TRUE(same_bits(y1.data(), y_c.data(), y.size()));
        EXPECT_TRUE(same_bits(y2.data(), y_c.data(), y.size()));
        EXPECT_TRUE(same_bits(y3.data(), y_c.data(), y.size()));
    }

    // dot: ger-like BLAS++ naming: dot conjugates, dotu does not.
    {
        std::vector<T> r1(count), r2(count), r3(count);
        std::vector<int64_t> info;
        batchblas::dot(std::vector<int64_t>{n}, xp, {1}, yp, {1}, r1, size_t(count), info);
        batchblas::dotu(std::vector<int64_t>{n}, x.data(), {-1}, n, y.data(), {1}, n, r2,
                        size_t(count), info);
        batchblas::dotc(std::vector<int64_t>{n}, xp, {1}, yp, {1}, r3, std::vector<size_t>{count},
                        info);
        for (int64_t i = 0; i < count; ++i) {
            Wide<T> want1 = 0, want2 = 0;
            for (int64_t k = 0; k < n; ++k) {
                want1 += wide(test::conj(x[i * n + k])) * wide(y[i * n + k]);
                want2 += wide(x[i * n + (n - 1 - k)]) * wide(y[i * n + k]);
            }
            double const tol = 64 * eps<T>() * n;
            EXPECT_LE(std::abs(wide(r1[i]) - want1), tol);
            EXPECT_LE(std::abs(wide(r2[i]) - want2), tol);
            EXPECT_TRUE(same_bits(r3[i], r1[i]));
        }
        std::vector<T> wrong(count + 1);
        EXPECT_THROW(
            batchblas::dot(std::vector<int64_t>{n}, xp, {1}, yp, {1}, wrong, size_t(count), info),
            batchblas::Error);
    }

    // nrm2 and iamax results; argument-based and problem-based checking.
    {
        std::vector<real_t<T>> norms(count);
        std::vector<int64_t> index(count);
        std::vector<int64_t> info(1);
        batchblas::nrm2(std::vector<int64_t>{n}, xp, {1}, norms, size_t(count), info);
        EXPECT_EQ(info[0], 0);
        batchblas::iamax(std::vector<int64_t>{n}, x.data(), {1}, n, index, size_t(count), info);
        for (int64_t i = 0; i < count; ++i) {
            EXPECT_GE(index[i], 1);
            EXPECT_LE(index[i], n);
            EXPECT_GT(norms[i], 0);
        }
        std::vector<real_t<T>> before = norms;
        info.assign(1, 0);
        EXPECT_THROW(batchblas::nrm2(std::vector<int64_t>{n}, xp, {0}, norms, size_t(count), info),
                     batchblas::Error);
        EXPECT_EQ(info[0], -3);
        EXPECT_EQ(before, norms);
        std::vector<int64_t> per_problem(count);
        EXPECT_THROW(batchblas::nrm2(std::vector<int64_t>{n, -1, n}, xp, {1}, norms, size_t(count),
                                     per_problem),
                     batchblas::Error);
        EXPECT_EQ(per_problem, (std::vector<int64_t>{0, -1, 0}));
        // Lowest invalid position wins in argument-based mode: n (1) before incx (3).
        info.assign(1, 0);
        EXPECT_THROW(batchblas::nrm2(std::vector<int64_t>{n, -1, n}, xp, {1, 0, 1}, norms,
                                     size_t(count), info),
                     batchblas::Error);
        EXPECT_EQ(info[0], -1);
    }

    // Level 2 checking in C++: layout is position 1, lda position 6 for symv.
    {
        std::vector<T> y1 = y;
        std::vector<T*> p1;
        for (int64_t i = 0; i < count; ++i) p1.push_back(y1.data() + i * n);
        std::vector<int64_t> info(1);
        EXPECT_THROW(batchblas::hemv(Layout(0), {Uplo::Lower}, {n}, {alpha}, Ap, {n}, xp, {1},
                                     {beta}, p1, {1}, size_t(count), info),
                     batchblas::Error);
        EXPECT_EQ(info[0], -1);
        EXPECT_THROW(batchblas::symv(Layout::ColMajor, {Uplo::Lower}, {n}, {alpha}, Ap, {n - 1}, xp,
                                     {1}, {beta}, p1, {1}, size_t(count), info),
                     batchblas::Error);
        EXPECT_EQ(info[0], -6);
        EXPECT_THROW(
            batchblas::trsv(Layout::ColMajor, {Uplo::Lower}, {Op::NoTrans}, {Diag::NonUnit}, {n},
                            Ap, {n}, p1, {1, 1}, size_t(count), info),
            batchblas::Error);  // incx vector of the wrong size
        EXPECT_TRUE(same_bits(y1.data(), y.data(), y.size()));
    }

    // The remaining C++ routines run through a strided or group form once.
    {
        std::vector<T> A1 = A, x1 = x, y1 = y;
        std::vector<int64_t> info(count);
        batchblas::ger(Layout::ColMajor, {n}, {n}, {alpha}, x.data(), {1}, n, y.data(), {1}, n,
                       A1.data(), {n}, n * n, size_t(count), info);
        batchblas::geru(Layout::ColMajor, {n}, {n}, {alpha}, x.data(), {1}, n, y.data(), {1}, n,
                        A1.data(), {n}, n * n, size_t(count), info);
        batchblas::gerc(Layout::RowMajor, {n}, {n}, {alpha}, x.data(), {1}, n, y.data(), {1}, n,
                        A1.data(), {n}, n * n, size_t(count), info);
        batchblas::trmv(Layout::RowMajor, {Uplo::Upper}, {Op::Trans}, {Diag::Unit}, {n}, A.data(),
                        {n}, n * n, x1.data(), {1}, n, size_t(count), info);
        batchblas::axpy(std::vector<int64_t>{n}, {alpha}, x.data(), {1}, n, y1.data(), {1}, n,
                        size_t(count), info);
        std::vector<int64_t> no_checks;
        batchblas::scal(std::vector<int64_t>{n}, {alpha}, x1.data(), {2}, n, size_t(1), no_checks);
        batchblas::copy(std::vector<int64_t>{n}, x.data(), {1}, n, y1.data(), {1}, n, size_t(count),
                        info);
        EXPECT_TRUE(same_bits(y1.data(), x.data(), y.size()));
        batchblas::swap(std::vector<int64_t>{n}, x1.data(), {1}, n, y1.data(), {1}, n,
                        size_t(count), info);
        std::vector<real_t<T>> sums(count);
        batchblas::asum(std::vector<int64_t>{n}, x.data(), {1}, n, sums, size_t(count), info);
        for (int64_t i = 0; i < count; ++i) {
            double want = 0;
            for (int64_t k = 0; k < n; ++k) want += double(abs1(x[i * n + k]));
            EXPECT_LE(std::abs(double(sums[i]) - want), 16 * eps<T>() * want);
        }
    }
}

}  // namespace
}  // namespace level12_test
