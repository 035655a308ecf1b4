// SPDX-License-Identifier: BSD-3-Clause
/**
 * The batched LAPACK C++ API (batchblas/lapack.hh): the flat, group and strided forms report
 * numerical codes without throwing, argument errors by throwing, and reject inconsistent vector
 * sizes.
 */
#include "api/lapack_api_batch.hh"

namespace lapack_api_test {
namespace {

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
}  // namespace lapack_api_test
