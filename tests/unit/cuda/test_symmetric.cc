// SPDX-License-Identifier: BSD-3-Clause
/**
 * GPU symm/hemm, syrk/herk and syr2k/her2k against the host reference: every type, layout,
 * side, uplo and trans, variable sizes on both sides of the tile edges. The triangle of A that
 * symm/hemm must not read holds NaN (and hemm's diagonal a NaN imaginary part); the triangle of
 * C that the rank updates must not touch is checked bit for bit.
 */
#include "harness.hh"

namespace gpu_test {
namespace {

template <typename T>
void run_symm(bool hermitian, Layout layout, Side side, Uplo uplo, std::vector<int64_t> const& m,
              std::vector<int64_t> const& n, uint64_t seed)
{
    size_t const count = m.size();
    Store<T> s(layout, seed);
    std::mt19937_64 rng(seed);
    std::vector<Mat> A, B, C;
    std::vector<T> alpha, beta;
    for (size_t p = 0; p < count; ++p) {
        int64_t const ka = side == Side::Left ? m[p] : n[p];
        A.push_back(s.add(ka, ka));
        B.push_back(s.add(m[p], n[p]));
        C.push_back(s.add(m[p], n[p]));
        alpha.push_back(random_scalar<T>(rng));
        beta.push_back(p % 5 == 4 ? T(0) : random_scalar<T>(rng));
        for (int64_t i = 0; i < ka; ++i) {
            for (int64_t j = 0; j < ka; ++j) {
                bool const stored = uplo == Uplo::Lower ? i >= j : i <= j;
                if (!stored) s.at(A[p], i, j) = nan_value<T>();
            }
            if constexpr (is_complex_v<T>)
                if (hermitian)
                    s.at(A[p], i, i) = T(s.at(A[p], i, i).real(), nan_value<real_t<T>>());
        }
        for (int64_t i = 0; i < m[p]; ++i)
            for (int64_t j = 0; j < n[p]; ++j) {
                if (beta[p] == T(0)) s.at(C[p], i, j) = nan_value<T>();
                s.writable(s.index(C[p], i, j));
            }
    }
    s.upload();
    std::vector<int64_t> lda, ldb, ldc, info(count);
    for (size_t p = 0; p < count; ++p) {
        lda.push_back(A[p].ld);
        ldb.push_back(B[p].ld);
        ldc.push_back(C[p].ld);
    }
    batchblas::Queue queue;
    if (hermitian)
        batchblas::hemm(layout, {side}, {uplo}, m, n, alpha, device_pointers(s, A), lda,
                        device_pointers(s, B), ldb, beta, device_pointers(s, C), ldc, count, info,
                        queue);
    else
        batchblas::symm(layout, {side}, {uplo}, m, n, alpha, device_pointers(s, A), lda,
                        device_pointers(s, B), ldb, beta, device_pointers(s, C), ldc, count, info,
                        queue);
    queue.sync();
    s.download();

    using W = wide_t<T>;
    auto full = [&](size_t p, int64_t i, int64_t j) -> W {
        bool const stored = uplo == Uplo::Lower ? i >= j : i <= j;
        T v = stored ? s.at(A[p], i, j) : conj_if(s.at(A[p], j, i), hermitian);
        if constexpr (is_complex_v<T>)
            if (hermitian && i == j) v = T(v.real(), 0);
        return W(v);
    };
    std::ostringstream title;
    title << (hermitian ? "hemm " : "symm ") << name(layout) << " " << name(side) << " "
          << name(uplo);
    Report report(title.str());
    for (size_t p = 0; p < count; ++p) {
        int64_t const ka = side == Side::Left ? m[p] : n[p];
        for (int64_t i = 0; i < m[p]; ++i) {
            for (int64_t j = 0; j < n[p]; ++j) {
                W sum = 0;
                double mag = 0;
                for (int64_t l = 0; l < ka; ++l) {
                    W const x = side == Side::Left ? full(p, i, l) : W(s.at(B[p], i, l));
                    W const y = side == Side::Left ? W(s.at(B[p], l, j)) : full(p, l, j);
                    sum += x * y;
                    mag += double(std::abs(x) * std::abs(y));
                }
                W want = W(alpha[p]) * sum;
                mag *= double(std::abs(alpha[p]));
                if (beta[p] != T(0)) {
                    want += W(beta[p]) * W(s.at(C[p], i, j));
                    mag += double(std::abs(beta[p]) * std::abs(s.at(C[p], i, j)));
                }
                std::ostringstream where;
                where << "problem " << p << " (m " << m[p] << " n " << n[p] << ") C(" << i << ","
                      << j << ")";
                report.compare(s.result(C[p], i, j), want, bound<T>(ka, mag), where.str());
            }
        }
    }
    report.guard(s.changed_outside().size());
    report.expect_ok();
}

/** Which rank update: syrk/herk (one term) or syr2k/her2k (two). */
enum class Rank { K, TwoK };

template <typename T>
void run_rank(Rank rank, bool hermitian, Layout layout, Uplo uplo, Op trans,
              std::vector<int64_t> const& n, std::vector<int64_t> const& k, uint64_t seed)
{
    using R = real_t<T>;
    size_t const count = n.size();
    Store<T> s(layout, seed);
    std::mt19937_64 rng(seed);
    bool const notrans = trans == Op::NoTrans;
    std::vector<Mat> A, B, C;
    std::vector<T> alpha, beta;
    for (size_t p = 0; p < count; ++p) {
        A.push_back(s.add(notrans ? n[p] : k[p], notrans ? k[p] : n[p]));
        if (rank == Rank::TwoK) B.push_back(s.add(notrans ? n[p] : k[p], notrans ? k[p] : n[p]));
        C.push_back(s.add(n[p], n[p]));
        // herk: real alpha and beta; her2k: real beta.
        T a = random_scalar<T>(rng), b = p % 4 == 3 ? T(0) : random_scalar<T>(rng);
        if (hermitian) {
            if (rank == Rank::K) a = T(std::real(a));
            b = T(std::real(b));
        }
        alpha.push_back(a);
        beta.push_back(b);
        for (int64_t i = 0; i < n[p]; ++i)
            for (int64_t j = 0; j < n[p]; ++j) {
                if (uplo == Uplo::Lower ? i < j : i > j) continue;
                if (beta[p] == T(0)) s.at(C[p], i, j) = nan_value<T>();
                s.writable(s.index(C[p], i, j));
            }
    }
    s.upload();
    std::vector<int64_t> lda, ldb, ldc, info(count);
    for (size_t p = 0; p < count; ++p) {
        lda.push_back(A[p].ld);
        if (rank == Rank::TwoK) ldb.push_back(B[p].ld);
        ldc.push_back(C[p].ld);
    }
    std::vector<R> ralpha, rbeta;
    for (size_t p = 0; p < count; ++p) {
        ralpha.push_back(std::real(alpha[p]));
        rbeta.push_back(std::real(beta[p]));
    }
    batchblas::Queue queue;
    if (rank == Rank::K && hermitian)
        batchblas::herk(layout, {uplo}, {trans}, n, k, ralpha, device_pointers(s, A), lda, rbeta,
                        device_pointers(s, C), ldc, count, info, queue);
    else if (rank == Rank::K)
        batchblas::syrk(layout, {uplo}, {trans}, n, k, alpha, device_pointers(s, A), lda, beta,
                        device_pointers(s, C), ldc, count, info, queue);
    else if (hermitian)
        batchblas::her2k(layout, {uplo}, {trans}, n, k, alpha, device_pointers(s, A), lda,
                         device_pointers(s, B), ldb, rbeta, device_pointers(s, C), ldc, count, info,
                         queue);
    else
        batchblas::syr2k(layout, {uplo}, {trans}, n, k, alpha, device_pointers(s, A), lda,
                         device_pointers(s, B), ldb, beta, device_pointers(s, C), ldc, count, info,
                         queue);
    queue.sync();
    s.download();

    using W = wide_t<T>;
    // X(i, l): element (i, l) of the n x k operand op(X).
    auto X = [&](Mat const& x, int64_t i, int64_t l) -> W {
        return notrans ? W(s.at(x, i, l)) : W(conj_if(s.at(x, l, i), trans == Op::ConjTrans));
    };
    auto cj = [&](W v) { return conj_if(v, hermitian); };
    std::ostringstream title;
    title << (hermitian ? "he" : "sy") << (rank == Rank::K ? "rk " : "r2k ") << name(layout) << " "
          << name(uplo) << " " << name(trans);
    Report report(title.str());
    for (size_t p = 0; p < count; ++p) {
        for (int64_t i = 0; i < n[p]; ++i) {
            for (int64_t j = 0; j < n[p]; ++j) {
                if (uplo == Uplo::Lower ? i < j : i > j) continue;
                W want = 0;
                double mag = 0;
                if (alpha[p] != T(0)) {
                    W sum1 = 0, sum2 = 0;
                    for (int64_t l = 0; l < k[p]; ++l) {
                        if (rank == Rank::K) {
                            W const x = X(A[p], i, l), y = cj(X(A[p], j, l));
                            sum1 += x * y;
                            mag += double(std::abs(x) * std::abs(y));
                        }
                        else {
                            W const x1 = X(A[p], i, l), y1 = cj(X(B[p], j, l));
                            W const x2 = X(B[p], i, l), y2 = cj(X(A[p], j, l));
                            sum1 += x1 * y1;
                            sum2 += x2 * y2;
                            mag +=
                                double(std::abs(x1) * std::abs(y1) + std::abs(x2) * std::abs(y2));
                        }
                    }
                    W const a = W(alpha[p]);
                    want = a * sum1 + (rank == Rank::TwoK ? cj(a) * sum2 : W(0));
                    mag *= double(std::abs(a));
                }
                bool const quick = (alpha[p] == T(0) || k[p] == 0) && beta[p] == T(1);
                if (beta[p] != T(0)) {
                    W c = W(s.at(C[p], i, j));
                    if (hermitian && i == j) c = W(std::real(c));
                    want += W(beta[p]) * c;
                    mag += double(std::abs(beta[p]) * std::abs(c));
                }
                if (hermitian && i == j && !quick) want = W(std::real(want));
                if (quick) want = W(s.at(C[p], i, j));
                std::ostringstream where;
                where << "problem " << p << " (n " << n[p] << " k " << k[p] << ") C(" << i << ","
                      << j << ")";
                report.compare(s.result(C[p], i, j), want, bound<T>(2 * k[p], mag), where.str());
            }
        }
    }
    report.guard(s.changed_outside().size());
    report.expect_ok();
}

template <typename T>
class Symmetric : public ::testing::Test {
};
TYPED_TEST_SUITE(Symmetric, Types);

TYPED_TEST(Symmetric, SymmHemmEveryOption)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::vector<int64_t> const sizes = edge_sizes();
    std::vector<int64_t> m, n;
    for (size_t p = 0; p < sizes.size(); ++p) {
        m.push_back(sizes[p]);
        n.push_back(sizes[(p * 7 + 5) % sizes.size()]);
    }
    uint64_t seed = 200;
    for (bool hermitian : {false, true})
        for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
            for (Side side : {Side::Left, Side::Right})
                for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
                    run_symm<T>(hermitian, layout, side, uplo, m, n, seed++);
}

TYPED_TEST(Symmetric, RankUpdatesEveryOption)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::vector<int64_t> const sizes = edge_sizes();
    std::vector<int64_t> n, k;
    for (size_t p = 0; p < sizes.size(); ++p) {
        n.push_back(sizes[p]);
        k.push_back(p % 6 == 5 ? 0 : sizes[(p * 5 + 2) % sizes.size()]);
    }
    uint64_t seed = 300;
    for (Rank rank : {Rank::K, Rank::TwoK}) {
        for (bool hermitian : {false, true}) {
            for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
                for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
                    for (Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
                        // Complex types: syrk/syr2k take Trans, herk/her2k ConjTrans.
                        if (is_complex_v<T> && trans == (hermitian ? Op::Trans : Op::ConjTrans))
                            continue;
                        run_rank<T>(rank, hermitian, layout, uplo, trans, n, k, seed++);
                    }
                }
            }
        }
    }
}

// Orders past the edge sizes: many tiles straddle the diagonal, the triangle's other elements
// inside them (the largest tiles, the cp.async kernels' where async_rank_k puts syrk / herk).
TYPED_TEST(Symmetric, RankKUpdatesOfLargeOrders)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::vector<int64_t> const n{200, 257, 129}, k{70, 33, 128};
    uint64_t seed = 700;
    for (bool hermitian : {false, true}) {
        // Complex types: syrk takes Trans, herk ConjTrans.
        Op const transposed = is_complex_v<T> && hermitian ? Op::ConjTrans : Op::Trans;
        for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
            for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
                for (Op trans : {Op::NoTrans, transposed})
                    run_rank<T>(Rank::K, hermitian, layout, uplo, trans, n, k, seed++);
    }
}

}  // namespace
}  // namespace gpu_test
