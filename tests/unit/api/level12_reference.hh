// SPDX-License-Identifier: BSD-3-Clause
/**
 * The Level 1 and 2 API tests' harness, part two: the loop references (in wider precision) and
 * the checks of a batch after its call (results within a bound proportional to the depth of the
 * sums, everything else unchanged bit for bit), the case lists, and the typed fixture Level12
 * that test_level12*.cc share.
 */
#pragma once

#include "api/level12_batch.hh"

namespace level12_test {

// ------------------------------------------------------------------------------------ references

/** The logical element (i, j) of op(A) for gemv (A as given, m x n). */
template <typename T>
T op_element(blas_trans_t trans, Matrix<T> const& a, int64_t i, int64_t j)
{
    if (trans == BlasNoTrans) return a(i, j);
    return conj_if(trans == BlasConjTrans, a(j, i));
}

/** Element (i, j) of the full symmetric / Hermitian / triangular matrix behind A's triangle. */
template <typename T>
T full_element(R12 r, Group<T> const& g, Matrix<T> const& a, int64_t i, int64_t j)
{
    bool const stored = g.uplo == BlasUpper ? i <= j : i >= j;
    if (is_tr(r)) {
        if (i == j && g.diag == BlasUnit) return T(1);
        return stored ? a(i, j) : T(0);
    }
    if (i == j && r == R12::hemv) return T(test::real_part(a(i, i)));
    return stored ? a(i, j) : conj_if(r == R12::hemv, a(j, i));
}

/** want[k] and an error bound for the outputs of problem `i`, from the copies before the call. */
template <typename T>
struct Expected {
    std::vector<Wide<T>> value;
    std::vector<double> bound;  ///< |got - want| <= bound
};

template <typename T>
Expected<T> expected_vector(Batch<T> const& b, int64_t i)
{
    using W = Wide<T>;
    Group<T> const& g = b.groups[b.group_of[i]];
    Matrix<T> const& a = b.A0[i];
    Vector<T> const& x = b.x0[i];
    Vector<T> const& y = b.y0[i];
    double const e = eps<T>();
    Expected<T> out;
    R12 const r = b.routine;
    auto const gemv_like = [&](int64_t leny, int64_t lenx, auto element) {
        for (int64_t k = 0; k < leny; ++k) {
            W sum = 0;
            double mag = 0;
            if (g.alpha != T(0)) {
                for (int64_t j = 0; j < lenx; ++j) {
                    T const aij = element(k, j);
                    sum += wide(aij) * wide(x[j]);
                    mag += abs_of(aij) * abs_of(x[j]);
                }
            }
            W const by = g.beta == T(0) ? W(0) : wide(g.beta) * wide(y[k]);
            double const bmag = g.beta == T(0) ? 0 : abs_of(g.beta) * abs_of(y[k]);
            out.value.push_back(by + wide(g.alpha) * sum);
            out.bound.push_back(8 * (double(lenx) + 2) * e * (bmag + abs_of(g.alpha) * mag));
        }
    };
    if (r == R12::gemv) {
        gemv_like(b.len_y(g), b.len_x(g),
                  [&](int64_t k, int64_t j) { return op_element(g.trans, a, k, j); });
    }
    else if (is_symv(r)) {
        gemv_like(g.n, g.n, [&](int64_t k, int64_t j) { return full_element(r, g, a, k, j); });
    }
    else if (is_tr(r)) {
        // z = op(T) x (trmv) or the solution of op(T) z = x (trsv).
        int64_t const nn = g.n;
        auto const op = [&](int64_t k, int64_t j) {
            if (g.trans == BlasNoTrans) return full_element(r, g, a, k, j);
            return conj_if(g.trans == BlasConjTrans, full_element(r, g, a, j, k));
        };
        std::vector<W> z(size_t(nn), W(0));
        if (r == R12::trmv) {
            for (int64_t k = 0; k < nn; ++k) {
                double mag = 0;
                for (int64_t j = 0; j < nn; ++j) {
                    z[k] += wide(op(k, j)) * wide(x[j]);
                    mag += abs_of(op(k, j)) * abs_of(x[j]);
                }
                out.value.push_back(z[k]);
                out.bound.push_back(8 * (double(nn) + 2) * e * mag);
            }
        }
        else {
            // op(T) is lower triangular when (Lower, NoTrans) or (Upper, (Conj)Trans).
            bool const lower = (g.uplo == BlasLower) == (g.trans == BlasNoTrans);
            for (int64_t s = 0; s < nn; ++s) {
                int64_t const k = lower ? s : nn - 1 - s;
                W sum = wide(x[k]);
                for (int64_t j = 0; j < nn; ++j)
                    if (j != k && (lower ? j < k : j > k)) sum -= wide(op(k, j)) * z[j];
                z[k] = sum / wide(op(k, k));
            }
            double largest = 0;
            for (auto const& v : z) largest = std::max(largest, std::abs(v));
            for (int64_t k = 0; k < nn; ++k) {
                out.value.push_back(z[k]);
                out.bound.push_back(32 * (double(nn) + 2) * e * largest);
            }
        }
    }
    return out;
}

/** Level 2 outputs (y, or x for trmv / trsv, or A for ger) and everything else. */
template <typename T>
void verify_level2(Batch<T> const& b, int64_t i)
{
    Group<T> const& g = b.groups[b.group_of[i]];
    std::string const what = g.describe(b.routine) + " layout " + std::to_string(int(b.layout)) +
                             " problem " + std::to_string(i);
    R12 const r = b.routine;
    if (is_ger(r)) {
        EXPECT_TRUE(same_buffer(b.x[i].buffer(), b.x0[i].buffer(), "x")) << what;
        EXPECT_TRUE(same_buffer(b.y[i].buffer(), b.y0[i].buffer(), "y")) << what;
        Matrix<T> const& a0 = b.A0[i];
        Matrix<T> const& a = b.A[i];
        if (g.m == 0 || g.n == 0 || g.alpha == T(0)) {
            EXPECT_TRUE(test::same_buffer(a, a0)) << what;
            return;
        }
        EXPECT_TRUE(a.outside_intact()) << what;
        for (int64_t k = 0; k < g.m; ++k)
            for (int64_t j = 0; j < g.n; ++j) {
                T const yj = conj_if(r == R12::gerc, b.y0[i][j]);
                auto const want = wide(a0(k, j)) + wide(g.alpha) * wide(b.x0[i][k]) * wide(yj);
                double const bound =
                    8 * eps<T>() *
                    (abs_of(a0(k, j)) + abs_of(g.alpha) * abs_of(b.x0[i][k]) * abs_of(yj));
                ASSERT_LE(std::abs(wide(a(k, j)) - want), bound)
                    << what << " A(" << k << ", " << j << ") = " << test::to_text(a(k, j));
            }
        return;
    }
    EXPECT_TRUE(test::same_buffer(b.A[i], b.A0[i])) << what;
    bool const out_is_x = is_tr(r);
    Vector<T> const& got = out_is_x ? b.x[i] : b.y[i];
    Vector<T> const& before = out_is_x ? b.x0[i] : b.y0[i];
    if (!out_is_x) {
        EXPECT_TRUE(same_buffer(b.x[i].buffer(), b.x0[i].buffer(), "x")) << what;
    }
    bool const untouched = (r == R12::gemv && (g.m == 0 || g.n == 0)) || g.n == 0 ||
                           (!is_tr(r) && g.alpha == T(0) && g.beta == T(1));
    if (untouched) {
        EXPECT_TRUE(same_buffer(got.buffer(), before.buffer(), "output")) << what;
        return;
    }
    EXPECT_TRUE(outside_unchanged(got, before, "output")) << what;
    Expected<T> const want = expected_vector(b, i);
    ASSERT_EQ(int64_t(want.value.size()), got.size()) << what;
    for (int64_t k = 0; k < got.size(); ++k)
        ASSERT_LE(std::abs(wide(got[k]) - want.value[k]), want.bound[k])
            << what << " element " << k << " = " << test::to_text(got[k]);
}

/** |Re| + |Im| in T's precision, as reference i?amax compares. */
template <typename T>
real_t<T> abs1(T v)
{
    return std::abs(test::real_part(v)) + std::abs(test::imag_part(v));
}

template <typename T>
void verify_level1(Batch<T> const& b, int64_t i)
{
    Group<T> const& g = b.groups[b.group_of[i]];
    std::string const what = g.describe(b.routine) + " problem " + std::to_string(i);
    R12 const r = b.routine;
    Vector<T> const& x0 = b.x0[i];
    Vector<T> const& y0 = b.y0[i];
    Vector<T> const& x = b.x[i];
    Vector<T> const& y = b.y[i];
    int64_t const n = g.n;
    double const e = eps<T>();
    bool const x_input = r != R12::scal && r != R12::swap;
    if (x_input) {
        EXPECT_TRUE(same_buffer(x.buffer(), x0.buffer(), "x")) << what;
    }
    if (is_dot(r) || is_reduction(r)) {
        EXPECT_TRUE(same_buffer(y.buffer(), y0.buffer(), "y")) << what;
    }
    switch (r) {
        case R12::axpy:
            if (n == 0 || g.alpha == T(0)) {
                EXPECT_TRUE(same_buffer(y.buffer(), y0.buffer(), "y")) << what;
                break;
            }
            EXPECT_TRUE(outside_unchanged(y, y0, "y")) << what;
            for (int64_t k = 0; k < n; ++k) {
                auto const want = wide(y0[k]) + wide(g.alpha) * wide(x0[k]);
                double const bound = 8 * e * (abs_of(y0[k]) + abs_of(g.alpha) * abs_of(x0[k]));
                ASSERT_LE(std::abs(wide(y[k]) - want), bound) << what << " element " << k;
            }
            break;
        case R12::scal:
            if (n == 0 || g.incx < 0) {
                EXPECT_TRUE(same_buffer(x.buffer(), x0.buffer(), "x")) << what;
                break;
            }
            EXPECT_TRUE(outside_unchanged(x, x0, "x")) << what;
            for (int64_t k = 0; k < n; ++k) {
                if (has_nan(x0[k])) {
                    EXPECT_TRUE(has_nan(x[k])) << what << " NaN must stay NaN, element " << k;
                    continue;
                }
                auto const want = wide(g.alpha) * wide(x0[k]);
                ASSERT_LE(std::abs(wide(x[k]) - want), 8 * e * abs_of(g.alpha) * abs_of(x0[k]))
                    << what << " element " << k;
            }
            break;
        case R12::copy:
            EXPECT_TRUE(outside_unchanged(y, y0, "y")) << what;
            for (int64_t k = 0; k < n; ++k) ASSERT_TRUE(same_bits(y[k], x0[k])) << what << k;
            if (n == 0) {
                EXPECT_TRUE(same_buffer(y.buffer(), y0.buffer(), "y")) << what;
            }
            break;
        case R12::swap:
            EXPECT_TRUE(outside_unchanged(y, y0, "y")) << what;
            EXPECT_TRUE(outside_unchanged(x, x0, "x")) << what;
            for (int64_t k = 0; k < n; ++k) {
                ASSERT_TRUE(same_bits(y[k], x0[k])) << what << " y " << k;
                ASSERT_TRUE(same_bits(x[k], y0[k])) << what << " x " << k;
            }
            break;
        case R12::dot:
        case R12::dotu:
        case R12::dotc: {
            Wide<T> want = 0;
            double mag = 0;
            for (int64_t k = 0; k < n; ++k) {
                want += wide(conj_if(r == R12::dotc, x0[k])) * wide(y0[k]);
                mag += abs_of(x0[k]) * abs_of(y0[k]);
            }
            ASSERT_LE(std::abs(wide(b.result[i]) - want), 8 * (double(n) + 2) * e * mag)
                << what << " result " << test::to_text(b.result[i]);
            break;
        }
        case R12::nrm2: {
            long double sum = 0;
            for (int64_t k = 0; k < n; ++k) {
                long double const re = test::real_part(x0[k]), im = test::imag_part(x0[k]);
                sum += re * re + im * im;
            }
            double const want = double(std::sqrt(sum));
            ASSERT_LE(std::abs(double(b.real_result[i]) - want), 4 * (double(n) + 2) * e * want)
                << what << " result " << b.real_result[i];
            break;
        }
        case R12::asum: {
            double want = 0;
            if (g.incx > 0)
                for (int64_t k = 0; k < n; ++k) want += double(abs1(x0[k]));
            ASSERT_LE(std::abs(double(b.real_result[i]) - want), 4 * (double(n) + 2) * e * want)
                << what << " result " << b.real_result[i];
            break;
        }
        case R12::iamax: {
            int64_t want = 0;
            if (n > 0 && g.incx > 0) {
                want = 1;
                real_t<T> largest = abs1(x0[0]);
                for (int64_t k = 1; k < n; ++k)
                    if (abs1(x0[k]) > largest) {
                        want = k + 1;
                        largest = abs1(x0[k]);
                    }
            }
            ASSERT_EQ(b.index_result[i], want) << what;
            break;
        }
        default:
            FAIL();
    }
}

template <typename T>
void verify(Batch<T> const& b)
{
    ASSERT_EQ(b.info[0], 0) << name(b.routine);
    for (int64_t i = 0; i < b.batch_count(); ++i) {
        ASSERT_EQ(b.info[1 + i], 0) << name(b.routine) << " problem " << i;
        if (level2(b.routine))
            verify_level2(b, i);
        else
            verify_level1(b, i);
        if (::testing::Test::HasFatalFailure()) return;
    }
}

// ------------------------------------------------------------------------------------ cases

/** The (alpha, beta, poison) combinations: general, special zeros and ones. */
template <typename T>
std::vector<Group<T>> scalar_variants(Group<T> g, bool with_beta)
{
    T const a = make<T>(0.75, -0.5), b = make<T>(-0.5, 0.25);
    std::vector<Group<T>> out;
    auto add = [&](T alpha, T beta, bool nan_inputs, bool nan_y) {
        g.alpha = alpha;
        g.beta = beta;
        g.nan_inputs = nan_inputs;
        g.nan_y = nan_y;
        out.push_back(g);
    };
    add(a, b, false, false);
    add(T(0), b, true, false);
    if (with_beta) {
        add(a, T(0), false, true);
        add(a, T(1), false, false);
        add(T(0), T(1), true, false);
        add(T(0), T(0), true, true);
        add(T(1), b, false, false);
    }
    else {
        add(T(1), b, false, false);
    }
    return out;
}

inline std::vector<std::pair<int64_t, int64_t>> increment_pairs()
{
    return {{1, 1}, {-1, 1}, {1, -1}, {2, 3}, {-2, 2}, {3, -2}, {-1, -3}};
}

template <typename T>
std::vector<Group<T>> level2_cases(R12 r)
{
    std::vector<Group<T>> out;
    std::vector<std::pair<int64_t, int64_t>> sizes;
    if (r == R12::gemv || is_ger(r))
        sizes = {{0, 0}, {0, 3}, {3, 0}, {1, 1}, {2, 5}, {7, 3}, {13, 17}, {33, 20}, {300, 6}};
    else
        sizes = {{0, 0}, {1, 1}, {2, 2}, {5, 5}, {9, 9}, {17, 17}, {40, 40}, {300, 300}};
    std::vector<blas_trans_t> transes = {BlasNoTrans};
    if (r == R12::gemv || is_tr(r)) transes = {BlasNoTrans, BlasTrans, BlasConjTrans};
    std::vector<blas_uplo_t> uplos = {BlasLower};
    if (is_symv(r) || is_tr(r)) uplos = {BlasUpper, BlasLower};
    std::vector<blas_diag_t> diags = {BlasNonUnit};
    if (is_tr(r)) diags = {BlasNonUnit, BlasUnit};
    for (auto [m, n] : sizes)
        for (auto trans : transes)
            for (auto uplo : uplos)
                for (auto diag : diags)
                    for (auto [incx, incy] : increment_pairs()) {
                        if (m >= 300 && !(incx == 2 || incx == -1)) continue;  // big ones: few
                        Group<T> g;
                        g.m = m, g.n = n, g.trans = trans, g.uplo = uplo, g.diag = diag;
                        g.incx = incx, g.incy = incy;
                        g.pad = (m + n) % 3;
                        if (is_tr(r) || m >= 300) {
                            out.push_back(g);  // big ones: the general scalars only
                            continue;
                        }
                        for (auto const& v : scalar_variants(g, has_beta(r))) out.push_back(v);
                    }
    return out;
}

template <typename T>
std::vector<Group<T>> level1_cases(R12 r)
{
    std::vector<Group<T>> out;
    for (int64_t n : {0, 1, 2, 3, 7, 16, 17, 33, 100, 300})
        for (auto [incx, incy] : increment_pairs()) {
            Group<T> g;
            g.m = 0, g.n = n, g.incx = incx, g.incy = incy;
            if (has_alpha(r)) {
                for (auto const& v : scalar_variants(g, false)) out.push_back(v);
                if (r == R12::scal) {
                    // alpha == 0 on ordinary numbers (with NaN: in scalar_variants).
                    g.alpha = T(0);
                    out.push_back(g);
                }
            }
            else {
                out.push_back(g);
            }
        }
    return out;
}

template <typename T>
class Level12 : public ::testing::Test {
};
TYPED_TEST_SUITE(Level12, test::ScalarTypes, test::TypeNames);

}  // namespace level12_test
