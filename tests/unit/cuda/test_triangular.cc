// SPDX-License-Identifier: BSD-3-Clause
/**
 * GPU trmm and trsm against the host reference: every type, layout, side, uplo, trans and diag,
 * with sizes on both sides of the 32-row diagonal blocks and of the strip widths. The triangle
 * of A that must not be read holds NaN, and so does a unit diagonal; problems with alpha = 0
 * have all of A NaN and must give B = 0. trsm's A is well conditioned (dominant diagonal), so
 * the solution can be compared with the reference elementwise.
 */
#include <functional>

#include "harness.hh"

namespace gpu_test {
namespace {

struct TriOptions {
    Layout layout;
    Side side;
    Uplo uplo;
    Op trans;
    Diag diag;
};

/** opts: one set of options for every problem, or one per problem (one layout); line_pad
 *  and guard as Store's (0 and 0: back-to-back matrices, aligned when the sizes allow). */
template <typename T>
void run_triangular(bool solve, std::vector<TriOptions> const& opts, std::vector<int64_t> const& m,
                    std::vector<int64_t> const& n, uint64_t seed, int64_t line_pad = 3,
                    size_t guard = 5)
{
    size_t const count = m.size();
    Store<T> s(opts[0].layout, seed, line_pad, guard);
    std::mt19937_64 rng(seed);
    std::vector<Mat> A, B;
    std::vector<T> alpha;
    auto const options = [&](size_t p) -> TriOptions const& {
        return opts[opts.size() == 1 ? 0 : p];
    };
    for (size_t p = 0; p < count; ++p) {
        TriOptions const& o = options(p);
        int64_t const ka = o.side == Side::Left ? m[p] : n[p];
        A.push_back(s.add(ka, ka));
        B.push_back(s.add(m[p], n[p]));
        alpha.push_back(p % 7 == 6 ? T(0) : random_scalar<T>(rng));
        for (int64_t i = 0; i < ka; ++i) {
            for (int64_t j = 0; j < ka; ++j) {
                bool const in = o.uplo == Uplo::Lower ? i > j : i < j;
                T& a = s.at(A[p], i, j);
                if (alpha[p] == T(0) || (!in && i != j) || (i == j && o.diag == Diag::Unit))
                    a = nan_value<T>();
                else if (i == j)
                    a = T(2) + T(std::abs(a));  // dominant diagonal: trsm stays well conditioned
                else if (solve)
                    a = a / T(real_t<T>(std::max<int64_t>(ka, 1)));
            }
        }
        for (int64_t i = 0; i < m[p]; ++i)
            for (int64_t j = 0; j < n[p]; ++j) s.writable(s.index(B[p], i, j));
    }
    s.upload();
    std::vector<int64_t> lda, ldb, info(count);
    for (size_t p = 0; p < count; ++p) {
        lda.push_back(A[p].ld);
        ldb.push_back(B[p].ld);
    }
    std::vector<Side> side;
    std::vector<Uplo> uplo;
    std::vector<Op> trans;
    std::vector<Diag> diag;
    for (TriOptions const& o : opts) {
        side.push_back(o.side);
        uplo.push_back(o.uplo);
        trans.push_back(o.trans);
        diag.push_back(o.diag);
    }
    Layout const layout = opts[0].layout;
    batchblas::Queue queue;
    if (solve)
        batchblas::trsm(layout, side, uplo, trans, diag, m, n, alpha, device_pointers(s, A), lda,
                        device_pointers(s, B), ldb, count, info, queue);
    else
        batchblas::trmm(layout, side, uplo, trans, diag, m, n, alpha, device_pointers(s, A), lda,
                        device_pointers(s, B), ldb, count, info, queue);
    queue.sync();
    s.download();

    using W = wide_t<T>;
    std::ostringstream title;
    title << (solve ? "trsm " : "trmm ") << name(layout);
    for (TriOptions const& o : opts)
        title << (opts.size() > 1 ? " |" : "") << " " << name(o.side) << " " << name(o.uplo) << " "
              << name(o.trans) << " " << name(o.diag);
    title << (line_pad == 0 && guard == 0 ? " (back to back)" : "");
    Report report(title.str());
    for (size_t p = 0; p < count; ++p) {
        TriOptions const& o = options(p);
        int64_t const ka = o.side == Side::Left ? m[p] : n[p];
        auto full = [&](int64_t i, int64_t j) -> W {
            if (i == j) return o.diag == Diag::Unit ? W(1) : W(s.at(A[p], i, i));
            bool const in = o.uplo == Uplo::Lower ? i > j : i < j;
            return in ? W(s.at(A[p], i, j)) : W(0);
        };
        auto opA = [&](int64_t i, int64_t j) -> W {
            if (o.trans == Op::NoTrans) return full(i, j);
            return conj_if(full(j, i), o.trans == Op::ConjTrans);
        };
        std::vector<W> want(size_t(m[p] * n[p]));
        std::vector<double> mag(want.size(), 0.0);
        auto at = [&](int64_t i, int64_t j) -> W& { return want[size_t(i + j * m[p])]; };
        W const a = W(alpha[p]);
        if (alpha[p] == T(0)) {
            // B = 0 exactly, A and B unread.
        }
        else if (!solve) {
            for (int64_t i = 0; i < m[p]; ++i)
                for (int64_t j = 0; j < n[p]; ++j) {
                    W sum = 0;
                    for (int64_t l = 0; l < ka; ++l) {
                        W const x = o.side == Side::Left ? opA(i, l) : W(s.at(B[p], i, l));
                        W const y = o.side == Side::Left ? W(s.at(B[p], l, j)) : opA(l, j);
                        sum += x * y;
                        mag[size_t(i + j * m[p])] += double(std::abs(x) * std::abs(y));
                    }
                    at(i, j) = a * sum;
                    mag[size_t(i + j * m[p])] *= double(std::abs(a));
                }
        }
        else {
            bool const lower = (o.uplo == Uplo::Lower) == (o.trans == Op::NoTrans);
            if (o.side == Side::Left) {
                for (int64_t j = 0; j < n[p]; ++j)
                    for (int64_t s_ = 0; s_ < m[p]; ++s_) {
                        int64_t const i = lower ? s_ : m[p] - 1 - s_;
                        W x = a * W(s.at(B[p], i, j));
                        for (int64_t l = 0; l < m[p]; ++l)
                            if (lower ? l < i : l > i) x -= opA(i, l) * at(l, j);
                        at(i, j) = x / opA(i, i);
                    }
            }
            else {
                for (int64_t i = 0; i < m[p]; ++i)
                    for (int64_t s_ = 0; s_ < n[p]; ++s_) {
                        int64_t const j = lower ? n[p] - 1 - s_ : s_;
                        W x = a * W(s.at(B[p], i, j));
                        for (int64_t l = 0; l < n[p]; ++l)
                            if (lower ? l > j : l < j) x -= at(i, l) * opA(l, j);
                        at(i, j) = x / opA(j, j);
                    }
            }
            double scale = 0;
            for (W const& x : want) scale = std::max(scale, double(std::abs(x)));
            std::fill(mag.begin(), mag.end(), 4 * scale);
        }
        for (int64_t i = 0; i < m[p]; ++i)
            for (int64_t j = 0; j < n[p]; ++j) {
                std::ostringstream where;
                where << "problem " << p << " (m " << m[p] << " n " << n[p] << ") B(" << i << ","
                      << j << ")";
                report.compare(s.result(B[p], i, j), at(i, j),
                               bound<T>(ka, mag[size_t(i + j * m[p])]), where.str());
            }
    }
    report.guard(s.changed_outside().size());
    report.expect_ok();
}

template <typename T>
class Triangular : public ::testing::Test {
};
TYPED_TEST_SUITE(Triangular, Types);

void every_option(std::function<void(TriOptions const&)> const& f)
{
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
        for (Side side : {Side::Left, Side::Right})
            for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
                for (Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans})
                    for (Diag diag : {Diag::NonUnit, Diag::Unit})
                        f(TriOptions{layout, side, uplo, trans, diag});
}

/** Sizes around the 32-row diagonal blocks, the 16- and 64-column strips and the class edges. */
void tri_sizes(std::vector<int64_t>& m, std::vector<int64_t>& n)
{
    std::vector<int64_t> const s = {1, 5, 16, 31, 32, 33, 64, 65, 100, 130};
    std::vector<int64_t> const t = {3, 17, 64, 1, 33, 65, 16, 130, 31, 96};
    m = s;
    n = t;
}

TYPED_TEST(Triangular, TrsmEveryOption)
{
    GPU_TEST_REQUIRE_DEVICE();
    std::vector<int64_t> m, n;
    tri_sizes(m, n);
    uint64_t seed = 400;
    every_option([&](TriOptions const& o) { run_triangular<TypeParam>(true, {o}, m, n, seed++); });
}

TYPED_TEST(Triangular, TrmmEveryOption)
{
    GPU_TEST_REQUIRE_DEVICE();
    std::vector<int64_t> m, n;
    tri_sizes(m, n);
    uint64_t seed = 500;
    every_option([&](TriOptions const& o) { run_triangular<TypeParam>(false, {o}, m, n, seed++); });
}

/**
 * The tiny trsm kernels (triangles up to 64 rows, one lane per right-hand side): triangle sizes
 * on both sides of every class edge (2, 4, 8, 16, 32, 64) and of the eight-row blocks that the
 * substitution skips past the triangle (24 / 25, 40 / 41, 56 / 57), right-hand-side counts on both
 * sides of a unit's columns (the class size; the 64 class's unit is two warps), all in one batch,
 * so that units of different problems and sizes share warps.
 */
TYPED_TEST(Triangular, TrsmTinyClassEdges)
{
    GPU_TEST_REQUIRE_DEVICE();
    std::vector<int64_t> const t = {1,  2,  3,  4,  5,  7,  8,  9,  15, 16, 17, 31,
                                    32, 33, 63, 64, 65, 24, 25, 40, 41, 56, 57};
    std::vector<int64_t> const r = {5,  1,  4,  3,  9, 8,  7, 17, 16, 15, 40, 33,
                                    31, 32, 65, 64, 2, 33, 1, 63, 31, 64, 35};
    uint64_t seed = 700;
    every_option([&](TriOptions const& o) {
        // Left: the triangle is m x m; Right: n x n.
        bool const left = o.side == Side::Left;
        run_triangular<TypeParam>(true, {o}, left ? t : r, left ? r : t, seed++);
    });
}

TEST(TriangularLarge, TrsmBlockStrips)
{
    GPU_TEST_REQUIRE_DEVICE();
    // Wide right-hand sides on tall triangles use the 4-warp strips.
    std::vector<int64_t> const m = {200, 129, 300}, n = {300, 257, 70};
    run_triangular<double>(
        true, {TriOptions{Layout::ColMajor, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit}},
        m, n, 600);
    run_triangular<std::complex<float>>(
        true,
        {TriOptions{Layout::RowMajor, Side::Right, Uplo::Upper, Op::ConjTrans, Diag::NonUnit}}, n,
        m, 601);
    run_triangular<float>(
        true, {TriOptions{Layout::ColMajor, Side::Right, Uplo::Upper, Op::Trans, Diag::Unit}}, n, m,
        604);
    run_triangular<float>(
        false, {TriOptions{Layout::RowMajor, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit}},
        m, n, 605);
    run_triangular<float>(
        false, {TriOptions{Layout::ColMajor, Side::Left, Uplo::Upper, Op::Trans, Diag::Unit}}, m, n,
        602);
}

/**
 * The block strips' cp.async products (double and float, one canonical operand form a launch,
 * tri_path): every layout, side, uplo and trans, trsm and trmm, triangles and strips across the
 * 16-deep steps, the 32-row diagonal blocks and the 64-column strips; once with padded, misaligned
 * lines (single-element copies), once back to back with sizes in multiples of four (16-byte
 * copies where aligned). Then a batch that mixes operand forms, which takes the staged strips.
 */
template <typename T>
void async_strip_forms(uint64_t seed)
{
    std::vector<int64_t> const tri = {65, 97, 130}, rhs = {33, 80, 65};
    std::vector<int64_t> const tri4 = {96, 128, 68}, rhs4 = {36, 64, 100};
    for (bool solve : {true, false})
        for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
            for (Side side : {Side::Left, Side::Right})
                for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
                    for (Op trans : {Op::NoTrans, Op::Trans}) {
                        Diag const diag = trans == Op::Trans ? Diag::Unit : Diag::NonUnit;
                        std::vector<TriOptions> const o = {{layout, side, uplo, trans, diag}};
                        bool const left = side == Side::Left;
                        run_triangular<T>(solve, o, left ? tri : rhs, left ? rhs : tri, seed++);
                        run_triangular<T>(solve, o, left ? tri4 : rhs4, left ? rhs4 : tri4, seed++,
                                          0, 0);
                    }
    for (bool solve : {true, false}) {
        std::vector<TriOptions> const mixed = {
            {Layout::ColMajor, Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit},
            {Layout::ColMajor, Side::Left, Uplo::Upper, Op::Trans, Diag::NonUnit},
            {Layout::ColMajor, Side::Right, Uplo::Lower, Op::NoTrans, Diag::Unit}};
        run_triangular<T>(solve, mixed, {130, 97, 80}, {80, 65, 130}, seed++);
    }
}

TEST(TriangularLarge, AsyncStripsEveryForm)
{
    GPU_TEST_REQUIRE_DEVICE();
    async_strip_forms<double>(900);
    async_strip_forms<float>(1000);
}

}  // namespace
}  // namespace gpu_test
