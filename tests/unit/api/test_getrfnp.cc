// SPDX-License-Identifier: BSD-3-Clause
/**
 * getrfnp, the LU factorization without pivoting, through the C API (BLAS_getrfnp_batched_*) and
 * the C++ API (flat, group and strided forms) over the CPU backend.
 *
 * The factors are compared with a triple-loop right-looking elimination that keeps getrfnp's
 * rule for a zero pivot (the column below it left unscaled, the elimination going on with the
 * column as stored), and, on diagonally dominant matrices (where partial pivoting interchanges
 * no row), with netlib's getrf: same factors, identity pivots. Sizes 0, 1, odd, rectangular and
 * above the unblocked leaf (the recursive path), both layouts, several groups, zero pivots in
 * the unblocked and the recursive paths beside healthy problems, every info mode, and every
 * invalid argument at its exact position with nothing written.
 */
#include <batchblas.h>
#include <gtest/gtest.h>
#include <batchblas.hh>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "common/test_util.hh"
#include "oracle/lapack.hh"

namespace {

template <typename T>
struct CGetrfnp;
template <>
struct CGetrfnp<float> {
    static constexpr auto call = BLAS_getrfnp_batched_r32;
};
template <>
struct CGetrfnp<double> {
    static constexpr auto call = BLAS_getrfnp_batched_r64;
};
template <>
struct CGetrfnp<std::complex<float>> {
    static constexpr auto call = BLAS_getrfnp_batched_c32;
};
template <>
struct CGetrfnp<std::complex<double>> {
    static constexpr auto call = BLAS_getrfnp_batched_c64;
};

template <typename T>
using Real = test::real_t<T>;

constexpr int64_t pad = 3;  // entries between the rows and the leading dimension
constexpr double sentinel = -777.25;

/** One problem: an m x n logical matrix stored in `layout` with ld = rows + pad, the padding
 *  holding a sentinel that no call may touch. */
template <typename T>
struct Problem {
    bool row_major;
    int64_t m, n, ld;
    std::vector<T> data;

    Problem(bool row_major_, int64_t m_, int64_t n_) : row_major(row_major_), m(m_), n(n_)
    {
        ld = (row_major ? n : m) + pad;
        data.assign(size_t(ld * std::max<int64_t>(1, row_major ? m : n)), T(sentinel));
    }
    T& operator()(int64_t i, int64_t j) { return row_major ? data[i * ld + j] : data[i + j * ld]; }
    T operator()(int64_t i, int64_t j) const
    {
        return row_major ? data[i * ld + j] : data[i + j * ld];
    }
    /** The logical matrix, column-major with leading dimension m. */
    std::vector<T> logical() const
    {
        std::vector<T> a(size_t(m * n));
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < m; ++i) a[i + j * m] = (*this)(i, j);
        return a;
    }
    bool padding_intact() const
    {
        int64_t const lines = row_major ? m : n, along = row_major ? n : m;
        for (int64_t l = 0; l < lines; ++l)
            for (int64_t e = along; e < ld; ++e)
                if (data[l * ld + e] != T(sentinel)) return false;
        return true;
    }
};

template <typename T>
T random_entry(std::mt19937_64& rng)
{
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    if constexpr (test::is_complex_v<T>)
        return T(Real<T>(u(rng)), Real<T>(u(rng)));
    else
        return T(u(rng));
}

/** A diagonally dominant m x n matrix (by rows and columns), so that partial pivoting keeps
 *  every row in place. */
template <typename T>
void fill_dominant(Problem<T>& p, std::mt19937_64& rng)
{
    for (int64_t j = 0; j < p.n; ++j)
        for (int64_t i = 0; i < p.m; ++i) p(i, j) = random_entry<T>(rng);
    for (int64_t d = 0; d < std::min(p.m, p.n); ++d) p(d, d) += T(Real<T>(2 * (p.m + p.n) + 1));
}

/** The right-looking elimination without pivoting on a column-major m x n a (ld m), with
 *  getrfnp's zero-pivot rule. Returns the first j with a zero U(j, j). */
template <typename T>
int64_t reference_lu(int64_t m, int64_t n, std::vector<T>& a)
{
    int64_t info = 0;
    for (int64_t j = 0; j < std::min(m, n); ++j) {
        T const piv = a[j + j * m];
        if (piv == T(0)) {
            if (info == 0) info = j + 1;
        }
        else {
            for (int64_t i = j + 1; i < m; ++i) a[i + j * m] /= piv;
        }
        for (int64_t c = j + 1; c < n; ++c)
            for (int64_t i = j + 1; i < m; ++i) a[i + c * m] -= a[i + j * m] * a[j + c * m];
    }
    return info;
}

template <typename T>
double max_abs(std::vector<T> const& a)
{
    double r = 0;
    for (T const& x : a) r = std::max(r, double(std::abs(x)));
    return r;
}

/** max |a - b| / (max(m, n) max|b| eps), 0 for empty matrices. */
template <typename T>
double distance(Problem<T> const& got, std::vector<T> const& want)
{
    double err = 0;
    for (int64_t j = 0; j < got.n; ++j)
        for (int64_t i = 0; i < got.m; ++i)
            err = std::max(err, double(std::abs(got(i, j) - want[i + j * got.m])));
    double const scale = std::max<double>(1, double(std::max(got.m, got.n))) *
                         std::max(1.0, max_abs(want)) *
                         double(std::numeric_limits<Real<T>>::epsilon());
    return err / scale;
}

constexpr double threshold = 30;

template <typename T>
class Getrfnp : public ::testing::Test {
};
TYPED_TEST_SUITE(Getrfnp, test::ScalarTypes, test::TypeNames);

struct Shape {
    int64_t m, n, count;
};

/** Groups of several shapes: empty, 1 x 1, odd, rectangular both ways, above the leaf. */
std::vector<Shape> const shapes = {{0, 0, 2},   {0, 5, 1},   {4, 0, 1},  {1, 1, 3},
                                   {5, 5, 2},   {7, 5, 2},   {5, 9, 2},  {13, 13, 1},
                                   {40, 40, 2}, {33, 70, 1}, {70, 33, 1}};

TYPED_TEST(Getrfnp, CAgainstReferenceAndNetlib)
{
    using T = TypeParam;
    std::mt19937_64 rng(7);
    for (bool const row_major : {false, true}) {
        std::vector<Problem<T>> problems;
        std::vector<int64_t> m, n, lda, sizes;
        for (Shape const& s : shapes) {
            m.push_back(s.m);
            n.push_back(s.n);
            lda.push_back((row_major ? s.n : s.m) + pad);
            sizes.push_back(s.count);
            for (int64_t c = 0; c < s.count; ++c) {
                problems.emplace_back(row_major, s.m, s.n);
                fill_dominant(problems.back(), rng);
            }
        }
        std::vector<std::vector<T>> originals;
        std::vector<T*> A;
        for (auto& p : problems) {
            originals.push_back(p.logical());
            A.push_back(p.data.data());
        }
        std::vector<int64_t> info(problems.size() + 1, -99);
        info[0] = BblasErrorsReportAll;
        CGetrfnp<T>::call(row_major ? BlasRowMajor : BlasColMajor, m.data(), n.data(), A.data(),
                          lda.data(), int64_t(sizes.size()), sizes.data(), info.data());
        EXPECT_EQ(info[0], 0);
        for (size_t i = 0; i < problems.size(); ++i) {
            SCOPED_TRACE(::testing::Message() << "problem " << i << " " << problems[i].m << " x "
                                              << problems[i].n << (row_major ? " row" : " col"));
            EXPECT_EQ(info[1 + i], 0);
            EXPECT_TRUE(problems[i].padding_intact());
            std::vector<T> want = originals[i];
            EXPECT_EQ(reference_lu(problems[i].m, problems[i].n, want), 0);
            EXPECT_LT(distance(problems[i], want), threshold);
            // Diagonally dominant: netlib's partial pivoting interchanges nothing.
            std::vector<T> lapack = originals[i];
            std::vector<int> ipiv;
            EXPECT_EQ(
                oracle::lapack::netlib_getrf(int(problems[i].m), int(problems[i].n), lapack, ipiv),
                0);
            for (int64_t k = 0; k < std::min(problems[i].m, problems[i].n); ++k)
                ASSERT_EQ(ipiv[size_t(k)], k + 1);
            EXPECT_LT(distance(problems[i], lapack), threshold);
        }
    }
}

/** A zero U(j, j) in problem 1 of 3 (unblocked when small, recursive when n = 40): code j, the
 *  column left unscaled (a scaled or divided one would miss the reference), the elimination
 *  completed as the reference does it; the neighbours are unaffected. */
TYPED_TEST(Getrfnp, ZeroPivotReportsAndContinues)
{
    using T = TypeParam;
    std::mt19937_64 rng(11);
    for (bool const row_major : {false, true}) {
        for (int64_t const order : {int64_t(4), int64_t(40)}) {
            for (int64_t const zero_at : {int64_t(0), int64_t(1), order / 2 + 1}) {
                SCOPED_TRACE(::testing::Message() << "n " << order << " zero at " << zero_at
                                                  << (row_major ? " row" : " col"));
                std::vector<Problem<T>> problems;
                for (int q = 0; q < 3; ++q) {
                    problems.emplace_back(row_major, order, order);
                    fill_dominant(problems.back(), rng);
                }
                // Rows 0 .. zero_at of problem 1: an upper triangle of ones with ones below it
                // in row zero_at (small integers, so the eliminated U(zero_at, zero_at) is
                // exactly zero): U(j, j) = 1 for j < zero_at, and row zero_at minus the rows
                // above is zero up to its diagonal.
                Problem<T>& p = problems[1];
                for (int64_t i = 0; i <= zero_at; ++i)
                    for (int64_t j = 0; j < order; ++j) p(i, j) = T(0);
                for (int64_t i = 0; i < zero_at; ++i)
                    for (int64_t j = i; j < order; ++j) p(i, j) = T(1);
                for (int64_t j = 0; j < order; ++j) p(zero_at, j) = T(1);
                for (int64_t j = zero_at + 1; j < order; ++j) p(zero_at, j) = T(Real<T>(j + 2));
                if (zero_at == 0) p(0, 0) = T(0);
                std::vector<std::vector<T>> want;
                std::vector<T*> A;
                for (auto& q : problems) {
                    want.push_back(q.logical());
                    A.push_back(q.data.data());
                }
                std::vector<int64_t> codes(3);
                for (int q = 0; q < 3; ++q)
                    codes[size_t(q)] = reference_lu(order, order, want[size_t(q)]);
                ASSERT_EQ(codes[1], zero_at + 1);
                int64_t const mn = order, ld = order + pad, count = 3;
                std::vector<int64_t> info(4);
                info[0] = BblasErrorsReportAll;
                CGetrfnp<T>::call(row_major ? BlasRowMajor : BlasColMajor, &mn, &mn, A.data(), &ld,
                                  1, &count, info.data());
                EXPECT_EQ(info[0], 1);  // the first group holding a nonzero code
                for (int q = 0; q < 3; ++q) {
                    EXPECT_EQ(info[1 + q], codes[size_t(q)]);
                    EXPECT_LT(distance(problems[size_t(q)], want[size_t(q)]), threshold);
                    EXPECT_TRUE(problems[size_t(q)].padding_intact());
                }
            }
        }
    }
}

TYPED_TEST(Getrfnp, InfoModes)
{
    using T = TypeParam;
    // Two groups of two 3 x 3 problems; problem 3 (group 1) has U(1, 1) = 0.
    auto run = [](int64_t mode, std::vector<int64_t>& info) {
        std::vector<std::vector<T>> a(4);
        for (auto& x : a) x = {T(4), T(1), T(1), T(1), T(4), T(1), T(1), T(1), T(4)};
        a[3] = {T(1), T(1), T(0), T(1), T(1), T(0), T(0), T(0), T(1)};
        std::vector<T*> A;
        for (auto& x : a) A.push_back(x.data());
        int64_t const mn[2] = {3, 3}, ld[2] = {3, 3}, sizes[2] = {2, 2};
        info[0] = mode;
        CGetrfnp<T>::call(BlasColMajor, mn, mn, A.data(), ld, 2, sizes, info.data());
        return a;
    };
    std::vector<int64_t> all(5, -9);
    run(BblasErrorsReportAll, all);
    EXPECT_EQ(all, (std::vector<int64_t>{2, 0, 0, 0, 2}));
    std::vector<int64_t> group(3, -9);
    run(BblasErrorsReportGroup, group);
    EXPECT_EQ(group, (std::vector<int64_t>{2, 0, 2}));
    std::vector<int64_t> any(1, -9);
    run(BblasErrorsReportAny, any);
    EXPECT_EQ(any[0], 2);
    std::vector<int64_t> none(1, -9);
    auto const a = run(BblasErrorsReportNone, none);
    EXPECT_EQ(none[0], 0);
    EXPECT_EQ(a[0][1], T(Real<T>(0.25)));  // computed all the same
}

/** Every invalid argument at its position, nothing written. */
TYPED_TEST(Getrfnp, CInvalidArguments)
{
    using T = TypeParam;
    for (bool const row_major : {false, true}) {
        blas_layout_t const layout = row_major ? BlasRowMajor : BlasColMajor;
        Problem<T> p(row_major, 3, 2);
        for (int64_t j = 0; j < 2; ++j)
            for (int64_t i = 0; i < 3; ++i) p(i, j) = T(Real<T>(1 + i + 3 * j));
        std::vector<T> const before = p.data;
        T* a = p.data.data();
        int64_t m = 3, n = 2, lda = p.ld, size = 1, gc = 1;
        T** A = &a;
        auto call = [&](blas_layout_t l) {
            std::vector<int64_t> info{BblasErrorsReportAll, 99};
            CGetrfnp<T>::call(l, &m, &n, A, &lda, gc, &size, info.data());
            return info;
        };
        auto expect = [&](std::vector<int64_t> const& info, int64_t problem_code, int64_t pos) {
            EXPECT_EQ(info[0], problem_code);
            EXPECT_EQ(info[1], pos);
            EXPECT_EQ(p.data, before);
        };
        expect(call(blas_layout_t(0)), -1, 99);  // call-level: info[0] only
        m = -1;
        expect(call(layout), 1, -2);
        m = 3;
        n = -1;
        expect(call(layout), 1, -3);
        n = 2;
        T* null = nullptr;
        A = &null;
        expect(call(layout), 1, -4);
        A = &a;
        lda = row_major ? 1 : 2;  // below max(1, n) / max(1, m)
        expect(call(layout), 1, -5);
        lda = p.ld;
        gc = -1;
        expect(call(layout), -6, 99);
        gc = 1;
        size = -1;
        expect(call(layout), -7, 99);
        size = 1;
        std::vector<int64_t> bad_mode{17, 99};
        CGetrfnp<T>::call(layout, &m, &n, A, &lda, gc, &size, bad_mode.data());
        EXPECT_EQ(bad_mode[0], -8);
        EXPECT_EQ(p.data, before);
        // Nothing referenced: A may be null, lda 1 is enough.
        m = 0;
        A = &null;
        lda = row_major ? 2 : 1;
        std::vector<int64_t> ok{BblasErrorsReportAll, 99};
        CGetrfnp<T>::call(layout, &m, &n, A, &lda, gc, &size, ok.data());
        EXPECT_EQ(ok, (std::vector<int64_t>{0, 0}));
    }
}

TYPED_TEST(Getrfnp, CxxForms)
{
    using T = TypeParam;
    std::mt19937_64 rng(3);
    int64_t const order = 6, ld = order + pad;
    size_t const count = 3;
    for (bool const row_major : {false, true}) {
        batchblas::Layout const layout =
            row_major ? batchblas::Layout::RowMajor : batchblas::Layout::ColMajor;
        // Problem 1 of each batch has a zero first pivot.
        auto make = [&](std::vector<Problem<T>>& ps, std::vector<std::vector<T>>& want,
                        std::vector<int64_t>& codes) {
            ps.clear();
            want.clear();
            codes.clear();
            for (size_t q = 0; q < count; ++q) {
                ps.emplace_back(row_major, order, order);
                fill_dominant(ps.back(), rng);
            }
            ps[1](0, 0) = T(0);
            for (auto& p : ps) {
                want.push_back(p.logical());
                codes.push_back(reference_lu(order, order, want.back()));
            }
        };
        std::vector<Problem<T>> ps;
        std::vector<std::vector<T>> want;
        std::vector<int64_t> codes;
        auto check = [&](std::vector<int64_t> const& info) {
            EXPECT_EQ(info, codes);
            for (size_t q = 0; q < count; ++q) EXPECT_LT(distance(ps[q], want[q]), threshold);
        };

        make(ps, want, codes);
        std::vector<T*> A;
        for (auto& p : ps) A.push_back(p.data.data());
        std::vector<int64_t> info(count);
        batchblas::getrfnp(layout, {order}, {order}, A, {ld}, count, info);
        check(info);

        make(ps, want, codes);
        A.clear();
        for (auto& p : ps) A.push_back(p.data.data());
        batchblas::getrfnp(layout, {order, order}, {order, order}, A, {ld, ld},
                           std::vector<size_t>{1, 2}, info);
        check(info);

        // Strided: the three problems one after the other in one buffer.
        make(ps, want, codes);
        int64_t const stride = int64_t(ps[0].data.size());
        std::vector<T> buffer;
        for (auto& p : ps) buffer.insert(buffer.end(), p.data.begin(), p.data.end());
        batchblas::getrfnp(layout, {order}, {order}, buffer.data(), {ld}, stride, count, info);
        for (size_t q = 0; q < count; ++q)
            std::copy_n(buffer.begin() + int64_t(q) * stride, stride, ps[q].data.begin());
        check(info);

        // Argument errors throw, info of size 1 takes the position; nothing is written.
        std::vector<T> const saved = ps[0].data;
        std::vector<int64_t> one(1);
        EXPECT_THROW(batchblas::getrfnp(layout, {order}, {order}, A, {int64_t(1)}, count, one),
                     batchblas::Error);
        EXPECT_EQ(one[0], -5);
        EXPECT_EQ(ps[0].data, saved);
        // Inconsistent vector sizes.
        EXPECT_THROW(batchblas::getrfnp(layout, {order, order}, {order}, A, {ld}, count, info),
                     batchblas::Error);
    }
}

}  // namespace
