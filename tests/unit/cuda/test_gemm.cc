// SPDX-License-Identifier: BSD-3-Clause
/**
 * GPU gemm against the host reference: every type, layout and transA x transB, variable sizes
 * on both sides of every tile edge in one batch, the uniform, group and strided forms, and the
 * scalar conventions (alpha = 0 reads no A/B, beta = 0 reads no C, k = 0), and the packed
 * classes of the smallest sizes at each of their edges.
 */
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "harness.hh"

namespace gpu_test {
namespace {

/** Flat: every vector per problem; Uniform: one parameter set, pointer vectors per problem;
 *  Group; Strided. The uniform variants of the pointer vectors (run_batch sends pointer
 *  vectors that are progressions as strided sources, others as arrays): Reversed, a progression
 *  with a negative step; Swapped, the last two problems' matrices swapped in all three vectors,
 *  so that the vectors break the progression at their very end and travel as arrays; SharedA,
 *  one A pointer for every problem (a vector of size 1: stride 0). Reversed and Swapped permute
 *  A, B and C alike, so each problem keeps its own matrices. */
enum class Form { Flat, Uniform, Group, Strided, Reversed, Swapped, SharedA };

template <typename T>
struct GemmBatch {
    std::vector<Op> ta, tb;
    std::vector<int64_t> m, n, k;
    std::vector<T> alpha, beta;
    bool poison_ab = false;  // alpha == 0 problems: A and B hold NaN
    bool poison_c = false;   // beta == 0 problems: C holds NaN
};

/** count problems n x n x n, operations ta / tb, one alpha and one beta: a uniform batch. */
template <typename T>
GemmBatch<T> uniform_batch(Op ta, Op tb, int64_t n, int count, T alpha, T beta)
{
    GemmBatch<T> u;
    u.ta.assign(size_t(count), ta);
    u.tb.assign(size_t(count), tb);
    u.m.assign(size_t(count), n);
    u.n.assign(size_t(count), n);
    u.k.assign(size_t(count), n);
    u.alpha.assign(size_t(count), alpha);
    u.beta.assign(size_t(count), beta);
    return u;
}

/** How the batch's matrices are stored: with odd guard margins and padding (most lines
 *  misaligned for paired accesses), back to back (a dense strided batch, ld = rows), with
 *  even margins and padding (aligned pairs, ld > rows), or with margins and a leading dimension
 *  above rows that are multiples of 16 bytes (every line 16-byte aligned, odd line lengths
 *  too). */
enum class Storage { Guarded, Dense, Even, Paired };

template <typename T>
void run_gemm(Layout layout, GemmBatch<T> const& b, Form form, std::vector<size_t> const& groups,
              uint64_t seed, Storage storage = Storage::Guarded)
{
    size_t const count = b.m.size();
    int64_t const pad = storage == Storage::Guarded ? 3
                        : storage == Storage::Dense ? 0
                        : storage == Storage::Even  ? 2
                                                    : 1;
    // Paired: 16 bytes' worth of elements (complex double: one).
    int64_t const line = std::max<int64_t>(1, int64_t(16 / sizeof(T)));
    Store<T> s(layout, seed, pad, size_t(storage == Storage::Paired ? line : pad));
    if (storage == Storage::Paired) s.line_multiple = line;
    std::vector<Mat> A, B, C;
    for (size_t p = 0; p < count; ++p) {
        bool const na = b.ta[p] == Op::NoTrans;
        A.push_back(s.add(na ? b.m[p] : b.k[p], na ? b.k[p] : b.m[p]));
    }
    for (size_t p = 0; p < count; ++p) {
        bool const nb = b.tb[p] == Op::NoTrans;
        B.push_back(s.add(nb ? b.k[p] : b.n[p], nb ? b.n[p] : b.k[p]));
    }
    for (size_t p = 0; p < count; ++p) C.push_back(s.add(b.m[p], b.n[p]));
    for (size_t p = 0; p < count; ++p) {
        if (b.poison_ab && b.alpha[p] == T(0)) {
            for (int64_t i = 0; i < A[p].rows; ++i)
                for (int64_t j = 0; j < A[p].cols; ++j) s.at(A[p], i, j) = nan_value<T>();
            for (int64_t i = 0; i < B[p].rows; ++i)
                for (int64_t j = 0; j < B[p].cols; ++j) s.at(B[p], i, j) = nan_value<T>();
        }
        if (b.poison_c && b.beta[p] == T(0))
            for (int64_t i = 0; i < b.m[p]; ++i)
                for (int64_t j = 0; j < b.n[p]; ++j) s.at(C[p], i, j) = nan_value<T>();
        for (int64_t i = 0; i < b.m[p]; ++i)
            for (int64_t j = 0; j < b.n[p]; ++j) s.writable(s.index(C[p], i, j));
    }
    s.upload();

    std::vector<int64_t> lda, ldb, ldc;
    for (size_t p = 0; p < count; ++p) {
        lda.push_back(A[p].ld);
        ldb.push_back(B[p].ld);
        ldc.push_back(C[p].ld);
    }
    batchblas::Queue queue;
    std::vector<int64_t> info(count);
    auto first = [](auto const& v) {
        return std::vector<typename std::decay_t<decltype(v)>::value_type>{v[0]};
    };
    switch (form) {
        case Form::Flat:
            batchblas::gemm(layout, b.ta, b.tb, b.m, b.n, b.k, b.alpha, device_pointers(s, A), lda,
                            device_pointers(s, B), ldb, b.beta, device_pointers(s, C), ldc, count,
                            info, queue);
            break;
        case Form::Uniform: {
            std::vector<int64_t> one_info(1);
            batchblas::gemm(layout, first(b.ta), first(b.tb), first(b.m), first(b.n), first(b.k),
                            first(b.alpha), device_pointers(s, A), first(lda),
                            device_pointers(s, B), first(ldb), first(b.beta), device_pointers(s, C),
                            first(ldc), count, one_info, queue);
            break;
        }
        case Form::Group: {
            auto per_group = [&](auto const& v) {
                std::decay_t<decltype(v)> g;
                size_t start = 0;
                for (size_t size : groups) {
                    g.push_back(v[start]);
                    start += size;
                }
                return g;
            };
            std::vector<int64_t> group_info(count);
            batchblas::gemm(layout, per_group(b.ta), per_group(b.tb), per_group(b.m),
                            per_group(b.n), per_group(b.k), per_group(b.alpha),
                            device_pointers(s, A), per_group(lda), device_pointers(s, B),
                            per_group(ldb), per_group(b.beta), device_pointers(s, C),
                            per_group(ldc), groups, group_info, queue);
            break;
        }
        case Form::Reversed:
        case Form::Swapped:
        case Form::SharedA: {
            std::vector<T*> pa = device_pointers(s, A), pb = device_pointers(s, B),
                            pc = device_pointers(s, C);
            for (auto* v : {&pa, &pb, &pc}) {
                if (form == Form::Reversed) std::reverse(v->begin(), v->end());
                if (form == Form::Swapped && count > 1) std::swap((*v)[count - 2], (*v)[count - 1]);
            }
            if (form == Form::SharedA) pa.resize(1);
            std::vector<int64_t> one_info(1);
            batchblas::gemm(layout, first(b.ta), first(b.tb), first(b.m), first(b.n), first(b.k),
                            first(b.alpha), pa, first(lda), pb, first(ldb), first(b.beta), pc,
                            first(ldc), count, one_info, queue);
            break;
        }
        case Form::Strided: {
            int64_t const sa = count > 1 ? int64_t(A[1].offset - A[0].offset) : 0;
            int64_t const sb = count > 1 ? int64_t(B[1].offset - B[0].offset) : 0;
            int64_t const sc = count > 1 ? int64_t(C[1].offset - C[0].offset) : 0;
            batchblas::gemm<T>(layout, first(b.ta), first(b.tb), first(b.m), first(b.n), first(b.k),
                               first(b.alpha), s.device(A[0]), first(lda), sa, s.device(B[0]),
                               first(ldb), sb, first(b.beta), s.device(C[0]), first(ldc), sc, count,
                               info, queue);
            break;
        }
    }
    queue.sync();
    s.download();

    std::ostringstream call;
    call << "gemm " << name(layout) << " form " << int(form) << " batch " << count;
    Report report(call.str());
    using W = wide_t<T>;
    for (size_t p = 0; p < count; ++p) {
        for (int64_t i = 0; i < b.m[p]; ++i) {
            for (int64_t j = 0; j < b.n[p]; ++j) {
                W sum = 0;
                double mag = 0;
                // alpha == 0 or k == 0: beta C alone, as reference BLAS (no alpha * 0: an
                // infinite or NaN alpha with k == 0 leaves beta C).
                bool const product = b.alpha[p] != T(0) && b.k[p] > 0;
                if (product) {
                    Mat const& a = form == Form::SharedA ? A[0] : A[p];
                    for (int64_t l = 0; l < b.k[p]; ++l) {
                        W const x = W(op_at(s, a, b.ta[p], i, l));
                        W const y = W(op_at(s, B[p], b.tb[p], l, j));
                        sum += x * y;
                        mag += double(std::abs(x) * std::abs(y));
                    }
                }
                W want = product ? W(b.alpha[p]) * sum : W(0);
                if (product) mag *= double(std::abs(b.alpha[p]));
                if (b.beta[p] != T(0)) {
                    W const c = W(s.at(C[p], i, j));
                    want += W(b.beta[p]) * c;
                    mag += double(std::abs(W(b.beta[p])) * std::abs(c));
                }
                std::ostringstream where;
                where << "problem " << p << " (" << name(b.ta[p]) << name(b.tb[p]) << " m "
                      << b.m[p] << " n " << b.n[p] << " k " << b.k[p] << ") C(" << i << "," << j
                      << ")";
                report.compare(s.result(C[p], i, j), want, bound<T>(b.k[p], mag), where.str());
            }
        }
    }
    report.guard(s.changed_outside().size());
    report.expect_ok();
}

template <typename T>
class Gemm : public ::testing::Test {
};
TYPED_TEST_SUITE(Gemm, Types);

TYPED_TEST(Gemm, EveryOptionVariableSizes)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::vector<int64_t> const sizes = edge_sizes();
    std::mt19937_64 rng(11);
    uint64_t seed = 100;
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
        for (Op ta : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
            for (Op tb : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
                GemmBatch<T> b;
                size_t const s = sizes.size();
                for (size_t p = 0; p < s; ++p) {
                    b.ta.push_back(ta);
                    b.tb.push_back(tb);
                    b.m.push_back(sizes[p]);
                    b.n.push_back(sizes[(p * 7 + 3) % s]);
                    b.k.push_back(sizes[(p * 5 + 1) % s]);
                    b.alpha.push_back(random_scalar<T>(rng));
                    b.beta.push_back(random_scalar<T>(rng));
                }
                run_gemm<T>(layout, b, Form::Flat, {}, seed++);
            }
        }
    }
}

TYPED_TEST(Gemm, MixedOptionsInOneBatch)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::mt19937_64 rng(12);
    std::vector<Op> const ops = {Op::NoTrans, Op::Trans, Op::ConjTrans};
    GemmBatch<T> b;
    std::uniform_int_distribution<int64_t> size(0, 80);
    for (int p = 0; p < 40; ++p) {
        b.ta.push_back(ops[size_t(p) % 3]);
        b.tb.push_back(ops[size_t(p / 3) % 3]);
        b.m.push_back(size(rng));
        b.n.push_back(size(rng));
        b.k.push_back(size(rng));
        b.alpha.push_back(random_scalar<T>(rng));
        b.beta.push_back(random_scalar<T>(rng));
    }
    run_gemm<T>(Layout::ColMajor, b, Form::Flat, {}, 7);
}

TYPED_TEST(Gemm, UniformAndStridedForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::mt19937_64 rng(13);
    for (int64_t n : {1, 3, 16, 17, 32, 33, 64, 65, 200}) {
        for (Form form : {Form::Uniform, Form::Strided}) {
            GemmBatch<T> b;
            T const alpha = random_scalar<T>(rng), beta = random_scalar<T>(rng);
            int const count = n > 64 ? 5 : 37;
            for (int p = 0; p < count; ++p) {
                b.ta.push_back(Op::NoTrans);
                b.tb.push_back(n % 2 ? Op::Trans : Op::NoTrans);
                b.m.push_back(n);
                b.n.push_back(n);
                b.k.push_back(n + 1);
                b.alpha.push_back(alpha);
                b.beta.push_back(beta);
            }
            run_gemm<T>(n % 3 ? Layout::ColMajor : Layout::RowMajor, b, form, {}, uint64_t(n));
        }
    }
}

TYPED_TEST(Gemm, GroupForm)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::mt19937_64 rng(14);
    GemmBatch<T> b;
    std::vector<size_t> const groups = {3, 0, 5, 1, 4};
    std::vector<std::array<int64_t, 3>> const dims = {
        {{17, 5, 33}}, {{1, 1, 1}}, {{64, 65, 31}}, {{0, 4, 4}}, {{8, 100, 16}}};
    std::vector<Op> const ops = {Op::NoTrans, Op::ConjTrans, Op::Trans, Op::NoTrans, Op::Trans};
    for (size_t g = 0; g < groups.size(); ++g) {
        T const alpha = random_scalar<T>(rng), beta = random_scalar<T>(rng);
        for (size_t p = 0; p < groups[g]; ++p) {
            b.ta.push_back(ops[g]);
            b.tb.push_back(ops[(g + 1) % ops.size()]);
            b.m.push_back(dims[g][0]);
            b.n.push_back(dims[g][1]);
            b.k.push_back(dims[g][2]);
            b.alpha.push_back(alpha);
            b.beta.push_back(beta);
        }
    }
    run_gemm<T>(Layout::RowMajor, b, Form::Group, groups, 15);
}

TYPED_TEST(Gemm, ScalarConventions)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::mt19937_64 rng(16);
    GemmBatch<T> b;
    b.poison_ab = b.poison_c = true;
    // alpha = 0 (A, B NaN: never read), beta = 0 (C NaN: never read), k = 0, beta = 1, both 0;
    // a NaN alpha (NaN results, but beta C alone at k = 0) and, at k = 0 alone, an infinite one
    // (beta C: reference BLAS never forms alpha * 0).
    using R = real_t<T>;
    T const nan_alpha = T(std::numeric_limits<R>::quiet_NaN());
    T const inf_alpha = T(std::numeric_limits<R>::infinity());
    std::vector<std::pair<T, T>> const scalars = {{T(0), random_scalar<T>(rng)},
                                                  {random_scalar<T>(rng), T(0)},
                                                  {T(0), T(0)},
                                                  {T(0), T(1)},
                                                  {random_scalar<T>(rng), T(1)},
                                                  {nan_alpha, random_scalar<T>(rng)},
                                                  {inf_alpha, random_scalar<T>(rng)},
                                                  {inf_alpha, T(0)}};
    for (int64_t k : {0, 1, 40}) {
        for (auto const& [alpha, beta] : scalars) {
            // An infinite alpha times a finite product has no reference to compare with.
            if (k > 0 && std::isinf(std::abs(alpha))) continue;
            for (int64_t n : {5, 40}) {
                b.ta.push_back(Op::NoTrans);
                b.tb.push_back(Op::Trans);
                b.m.push_back(n);
                b.n.push_back(n + 3);
                b.k.push_back(k);
                b.alpha.push_back(alpha);
                b.beta.push_back(beta);
            }
        }
    }
    run_gemm<T>(Layout::ColMajor, b, Form::Flat, {}, 17);
}

/**
 * Gemm other than NN runs on the register-staged kernels, whose epilogue reads a thread's C
 * before it stores any of it: m and n on both sides of the 16, 32 and 64 tile edges, every
 * transA x transB but NN, both layouts, beta = 0 (C NaN: never read) on every fourth problem,
 * one batch per layout (the largest problem sets the class: Large), then uniform batches of
 * one size per class.
 */
TYPED_TEST(Gemm, StagedTileEdges)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::mt19937_64 rng(950);
    std::vector<int64_t> const mn = {1, 2, 15, 16, 17, 31, 32, 33, 63, 64, 65, 97};
    std::vector<std::pair<Op, Op>> const ops = {
        {Op::NoTrans, Op::Trans}, {Op::Trans, Op::NoTrans}, {Op::Trans, Op::Trans},
        {Op::ConjTrans, Op::NoTrans}, {Op::NoTrans, Op::ConjTrans}};
    uint64_t seed = 951;
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
        GemmBatch<T> b;
        for (size_t p = 0; p < mn.size() * 3; ++p) {
            b.ta.push_back(ops[p % ops.size()].first);
            b.tb.push_back(ops[p % ops.size()].second);
            b.m.push_back(mn[p % mn.size()]);
            b.n.push_back(mn[(p * 5 + 2) % mn.size()]);
            b.k.push_back(int64_t(1 + p * 7 % 41));
            b.alpha.push_back(random_scalar<T>(rng));
            b.beta.push_back(p % 4 == 3 ? T(0) : random_scalar<T>(rng));
        }
        b.poison_c = true;
        run_gemm<T>(layout, b, Form::Flat, {}, seed++);
        for (int64_t n : {17, 32, 33, 64, 65}) {
            GemmBatch<T> u;
            for (int p = 0; p < 6; ++p) {
                u.ta.push_back(Op::Trans);
                u.tb.push_back(Op::NoTrans);
                u.m.push_back(n);
                u.n.push_back(n);
                u.k.push_back(n);
                u.alpha.push_back(random_scalar<T>(rng));
                u.beta.push_back(p % 2 == 1 ? T(0) : random_scalar<T>(rng));
            }
            u.poison_c = true;
            run_gemm<T>(layout, u, Form::Flat, {}, seed++);
        }
    }
}

/**
 * Gemm NN in double and float runs on the cp.async kernels (16-byte copies when a tile's
 * addresses allow, one element a copy otherwise; the store's odd margins and padded leading
 * dimensions give both): m and n on both sides of the 16, 32, 64 and 128 tile edges, k over one
 * to many pipeline steps (8, 16 or 32 deep; odd and even step counts, which the fragment
 * pipeline's alternating register buffers depend on) with partial last steps, both layouts, in
 * one batch per layout; batches whose largest problem is above 48 (double) or 96 (float) take
 * the Huge tiles (64 x 64 for double) or float's 128 x 128 tile (FloatBigGemm).
 */
template <typename T>
void tile_and_step_edges(uint64_t seed, Op ta = Op::NoTrans, Op tb = Op::NoTrans,
                         std::vector<int64_t> const& uniform = {3, 8, 16, 17, 32, 33, 64, 65, 97,
                                                                128, 130, 257},
                         Storage storage = Storage::Guarded)
{
    std::mt19937_64 rng(seed);
    std::vector<int64_t> const mn = {1, 2, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129};
    std::vector<int64_t> const ks = {1, 3, 7, 8, 9, 16, 17, 33, 48, 49, 80, 100, 200};
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
        GemmBatch<T> b;
        for (size_t p = 0; p < mn.size() * 3; ++p) {
            b.ta.push_back(ta);
            b.tb.push_back(tb);
            b.m.push_back(mn[p % mn.size()]);
            b.n.push_back(mn[(p * 5 + 2) % mn.size()]);
            b.k.push_back(ks[p % ks.size()]);
            b.alpha.push_back(random_scalar<T>(rng));
            b.beta.push_back(p % 4 == 3 ? T(0) : random_scalar<T>(rng));
        }
        b.poison_c = true;
        run_gemm<T>(layout, b, Form::Flat, {}, seed++, storage);
        // The uniform form (one size class, one launch) at each tile edge.
        // Also the packed classes (n <= 16) and the Large launches retiled for Huge (n > 96).
        for (int64_t n : uniform) {
            T const alpha = random_scalar<T>(rng), beta = random_scalar<T>(rng);
            run_gemm<T>(layout, uniform_batch<T>(ta, tb, n, 9, alpha, beta), Form::Strided, {},
                        seed++, storage);
        }
    }
}

TEST(GemmAsync, NnTileAndStepEdges)
{
    GPU_TEST_REQUIRE_DEVICE();
    tile_and_step_edges<double>(800);
    // Even storage (16-byte aligned C with even leading dimensions where the rows are even, odd
    // ones elsewhere): double's wide tiles (128 x 64) that lie inside their problem take the
    // untested copies on full-depth steps and the epilogue in 16-byte row pairs (store_runs);
    // orders on both sides of the wide tile's edges, k with and without a partial last step.
    tile_and_step_edges<double>(850, Op::NoTrans, Op::NoTrans, {65, 127, 128, 129, 192, 200, 256},
                                Storage::Even);
}

TEST(GemmAsync, FloatNnTileAndStepEdges)
{
    GPU_TEST_REQUIRE_DEVICE();
    tile_and_step_edges<float>(900);
    // Paired storage (every line 16-byte aligned): float's Huge tiles (128 x 64) that lie inside
    // their problem write C in 16-byte runs of four rows (store_runs); orders on both sides of the
    // tile's edges.
    tile_and_step_edges<float>(950, Op::NoTrans, Op::NoTrans, {97, 127, 128, 129, 192, 200, 256},
                               Storage::Paired);
}

/**
 * Tiles that lie inside their problem move C in the engines' 16-byte row runs where C is 16-byte
 * aligned with a leading dimension that keeps the runs aligned, element by element elsewhere:
 * double's 64 x 64 Huge tiles (store_runs after the products) and the small warp tiles of the
 * Tiny, Small and Large classes, double and float (read_c_runs before them, store_read_runs).
 * For NN, NT, TN and TT in both layouts, a batch of every m x n from `mn` (both sides of the
 * tiles' edges and of the class splits) and m = n = `full` once more for each k, k over one to
 * many steps with and without a partial last step, beta = 0 problems holding NaN in C; then
 * uniform orders full - 1 and full. Storage with C lines misaligned for runs (Guarded: odd
 * margins and leading dimensions), aligned (Even, Paired) and back to back (Dense: aligned and
 * misaligned problems in one launch).
 */
template <typename T>
void tile_row_runs(uint64_t seed, std::vector<int64_t> const& mn, int64_t full)
{
    std::mt19937_64 rng(seed);
    std::vector<int64_t> const ks = {1, 15, 16, 17, 48, 63, 64, 65, 100};
    std::vector<std::array<Op, 2>> const ops = {{Op::NoTrans, Op::NoTrans},
                                                {Op::NoTrans, Op::Trans},
                                                {Op::Trans, Op::NoTrans},
                                                {Op::Trans, Op::Trans}};
    for (Storage storage : {Storage::Guarded, Storage::Even, Storage::Paired, Storage::Dense}) {
        for (std::array<Op, 2> const& op : ops) {
            for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
                GemmBatch<T> b;
                auto add = [&](int64_t m, int64_t n, int64_t k) {
                    size_t const p = b.m.size();
                    b.ta.push_back(op[0]);
                    b.tb.push_back(op[1]);
                    b.m.push_back(m);
                    b.n.push_back(n);
                    b.k.push_back(k);
                    b.alpha.push_back(random_scalar<T>(rng));
                    b.beta.push_back(p % 4 == 3 ? T(0) : random_scalar<T>(rng));
                };
                for (size_t i = 0; i < mn.size(); ++i)
                    for (size_t j = 0; j < mn.size(); ++j)
                        add(mn[i], mn[j], ks[(i * mn.size() + j) % ks.size()]);
                for (int64_t k : ks) add(full, full, k);
                b.poison_c = true;
                run_gemm<T>(layout, b, Form::Flat, {}, seed++, storage);
                for (int64_t n : {full - 1, full}) {
                    T const alpha = random_scalar<T>(rng), beta = random_scalar<T>(rng);
                    run_gemm<T>(layout, uniform_batch<T>(op[0], op[1], n, 5, alpha, beta),
                                Form::Strided, {}, seed++, storage);
                }
            }
        }
    }
}

TEST(GemmAsync, HugeTileRowPairs)
{
    GPU_TEST_REQUIRE_DEVICE();
    tile_row_runs<double>(870, {33, 48, 49, 63, 64}, 64);
}

/** The small warp tiles' runs: Tiny (16), Small (32) and, in double, Large (33..48) tiles; each
 *  class's full-size problems include beta = 0 ones (every fourth problem of a batch). */
TEST(GemmAsync, SmallTileRowRuns)
{
    GPU_TEST_REQUIRE_DEVICE();
    tile_row_runs<double>(875, {9, 15, 16}, 16);
    tile_row_runs<double>(880, {9, 15, 16, 17, 31, 32}, 32);
    tile_row_runs<double>(890, {33, 40, 47, 48}, 48);
    tile_row_runs<float>(895, {9, 15, 16}, 16);
    tile_row_runs<float>(900, {9, 15, 16, 17, 31, 32}, 32);
}

/** A transposed-gemm case: the operations and the orders of its uniform batches. */
struct TransposedCase {
    Op ta, tb;
    std::vector<int64_t> uniform;
};

/**
 * Gemm with transposed operands in double and float runs on the cp.async kernels of its
 * canonical form (TN, NT, TT; a row-major NT is a column-major TN), the transposed operand copied
 * an element a copy where its lines are not 16-byte aligned: the NN test's mixed batch (m, n around
 * 16, 32, 64, 128; k over one to many steps) for every transA x transB but NN, ConjTrans as Trans,
 * both layouts; uniform batches at the class and tile edges (Small, Large, Huge above 48 / 96) for
 * NT, TN and TT, split among them to keep the host reference short. Complex types take the
 * register-staged kernels with the same sizes.
 */
TYPED_TEST(Gemm, TransposedTileAndStepEdges)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::vector<TransposedCase> const cases = {{Op::NoTrans, Op::Trans, {17, 64, 130}},
                                               {Op::Trans, Op::NoTrans, {32, 65, 128}},
                                               {Op::Trans, Op::Trans, {33, 97, 129}},
                                               {Op::ConjTrans, Op::NoTrans, {}},
                                               {Op::NoTrans, Op::ConjTrans, {}}};
    uint64_t seed = 1000;
    for (TransposedCase const& c : cases) {
        tile_and_step_edges<T>(seed, c.ta, c.tb, c.uniform);
        seed += 100;
    }
}

/**
 * Gemm with transposed operands in double and float copies them 16 bytes at a time into the
 * engines' transposed shared layouts (P as [m][k], Q as [k][n] with permuted columns) when their
 * lines are aligned: the transposed test's batches (m, n on both sides of the
 * 16, 32, 64, 128 tile edges, k over one to many steps with partial last steps and odd lengths,
 * so that a last 16-byte copy is partly read) for NT, TN and TT in both layouts, with every line
 * aligned (Paired: odd line lengths in leading dimensions of whole 16 bytes) and back to back
 * (Dense: aligned and misaligned problems in one launch).
 */
template <typename T>
void transposed_paired_edges(uint64_t seed)
{
    std::vector<TransposedCase> const cases = {{Op::NoTrans, Op::Trans, {16, 17, 48, 64, 130}},
                                               {Op::Trans, Op::NoTrans, {32, 65, 96, 100, 129}},
                                               {Op::Trans, Op::Trans, {9, 31, 97, 128, 130}}};
    for (Storage storage : {Storage::Paired, Storage::Dense}) {
        for (TransposedCase const& c : cases) {
            tile_and_step_edges<T>(seed, c.ta, c.tb, c.uniform, storage);
            seed += 100;
        }
    }
}

TEST(GemmAsync, TransposedPairedTileAndStepEdges)
{
    GPU_TEST_REQUIRE_DEVICE();
    transposed_paired_edges<double>(2000);
}

TEST(GemmAsync, FloatTransposedPairedTileAndStepEdges)
{
    GPU_TEST_REQUIRE_DEVICE();
    transposed_paired_edges<float>(3000);
}

/**
 * Float's P^T layout (TN and TT, and a row-major NT, whose canonical form is TN) keeps NN's runs
 * of four rows a thread through padded groups of shared rows (FloatVecEngine::p_line), so that the
 * Huge tiles (128 x 64) that lie inside their problem write C in 16-byte runs (store_runs) as NN's
 * do: uniform orders of one Huge tile (100, 128: interior only at 128) and on both sides of its
 * edges above, k with and without a partial last step, every line aligned (Paired) and back to
 * back (Dense: odd orders misalign the problems after the first), after the mixed batch (m, n
 * around 16..129, k over one to many steps) of each case.
 */
TEST(GemmAsync, FloatTransposedRowRuns)
{
    GPU_TEST_REQUIRE_DEVICE();
    std::vector<int64_t> const orders = {100, 127, 128, 129, 200, 256};
    uint64_t seed = 3500;
    for (Storage storage : {Storage::Paired, Storage::Dense}) {
        for (std::array<Op, 2> const& op :
             {std::array<Op, 2>{Op::Trans, Op::NoTrans}, std::array<Op, 2>{Op::Trans, Op::Trans},
              std::array<Op, 2>{Op::NoTrans, Op::Trans}}) {
            tile_and_step_edges<float>(seed, op[0], op[1], orders, storage);
            seed += 100;
        }
    }
}

/**
 * Float's 128 x 128 tile (FloatBigGemm: launches whose largest m or n is above 96, 16-deep steps,
 * every canonical form; whole steps of interior tiles with aligned lines on their own 16-byte load
 * path, the others element-wise where a unit is not): for NN, NT, TN and TT in both layouts, a
 * batch of m x n on both sides of the tile's edges at 128 and 256 (and small ones, whose tiles lie
 * mostly outside the problem) with k over one to many steps with and without a partial last step
 * (and an odd k, so that a 16-byte copy along k is partly outside), beta = 0 problems holding NaN
 * in C, alpha = 0 problems holding NaN in A and B, alpha = 0 with beta = 1 (C untouched); then
 * uniform orders 129, 256 and 257 in the strided form. Storage with lines misaligned for 16-byte
 * copies (Guarded), every line aligned (Paired: 16-byte copies of operands and C where a tile lies
 * inside) and back to back (Dense: aligned and misaligned problems in one launch).
 */
TEST(GemmAsync, FloatBigTileEdges)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = float;
    std::mt19937_64 rng(4100);
    std::vector<int64_t> const mn = {1, 5, 127, 128, 129, 200, 255, 256, 257};
    std::vector<int64_t> const ks = {1, 3, 4, 7, 8, 9, 16, 17, 33, 64, 130};
    std::vector<std::array<Op, 2>> const ops = {{Op::NoTrans, Op::NoTrans},
                                                {Op::NoTrans, Op::Trans},
                                                {Op::Trans, Op::NoTrans},
                                                {Op::Trans, Op::Trans}};
    uint64_t seed = 4100;
    for (Storage storage : {Storage::Guarded, Storage::Paired, Storage::Dense}) {
        for (std::array<Op, 2> const& op : ops) {
            for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
                GemmBatch<T> b;
                b.poison_ab = b.poison_c = true;
                size_t const s = mn.size();
                for (size_t p = 0; p < 2 * s; ++p) {
                    b.ta.push_back(op[0]);
                    b.tb.push_back(op[1]);
                    b.m.push_back(mn[p % s]);
                    b.n.push_back(mn[(p * 4 + 3) % s]);
                    b.k.push_back(ks[(p * 5 + 1) % ks.size()]);
                    T alpha = random_scalar<T>(rng), beta = random_scalar<T>(rng);
                    if (p % 4 == 3) beta = T(0);
                    if (p % 9 == 4) alpha = T(0);
                    if (p % 11 == 7) {
                        alpha = T(0);
                        beta = T(1);
                    }
                    b.alpha.push_back(alpha);
                    b.beta.push_back(beta);
                }
                run_gemm<T>(layout, b, Form::Flat, {}, seed++, storage);
                for (int64_t n : {129, 256, 257}) {
                    T const alpha = random_scalar<T>(rng), beta = random_scalar<T>(rng);
                    run_gemm<T>(layout, uniform_batch<T>(op[0], op[1], n, 2, alpha, beta),
                                Form::Strided, {}, seed++, storage);
                }
            }
        }
    }
}

/**
 * The packed classes (outputs and depth of at most 2, 4, 8, 16; several problems per thread
 * block through shared memory): sizes on both sides of every class edge in each of m, n and k,
 * every layout and transA x transB, more problems per class than one block holds (the
 * smallest class packs up to 256 per block) with a partial last block, alpha = 0 (A and B
 * NaN), beta = 0 (C NaN), alpha = 0 with beta = 1 (C untouched) and k = 0 mixed in.
 */
TYPED_TEST(Gemm, PackedClassEdges)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::vector<int64_t> const sizes = {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17};
    std::mt19937_64 rng(31);
    uint64_t seed = 900;
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
        for (Op ta : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
            for (Op tb : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
                GemmBatch<T> b;
                b.poison_ab = b.poison_c = true;
                size_t const s = sizes.size();
                for (size_t p = 0; p < 700; ++p) {
                    b.ta.push_back(ta);
                    b.tb.push_back(tb);
                    // Mostly the smallest classes, so that each spans several blocks.
                    size_t const cap = p % 3 == 0 ? s : p % 3 == 1 ? 5 : 3;
                    b.m.push_back(sizes[p % cap]);
                    b.n.push_back(sizes[(p / cap + p) % cap]);
                    b.k.push_back(p % 23 == 22 ? 0 : sizes[(p * 7 + 3) % cap]);
                    T alpha = random_scalar<T>(rng), beta = random_scalar<T>(rng);
                    if (p % 7 == 3) alpha = T(0);
                    if (p % 5 == 2) beta = T(0);
                    if (p % 11 == 6) {
                        alpha = T(0);
                        beta = T(1);
                    }
                    b.alpha.push_back(alpha);
                    b.beta.push_back(beta);
                }
                run_gemm<T>(layout, b, Form::Flat, {}, seed++);
            }
        }
    }
}

/** One size per batch (one parameter set, one launch) at each packed class edge, in the
 *  uniform (pointer array) and strided forms, with batches over several blocks. */
TYPED_TEST(Gemm, PackedUniformAndStridedForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::mt19937_64 rng(32);
    uint64_t seed = 950;
    for (int64_t n : {1, 2, 3, 4, 5, 8, 9, 16, 17}) {
        for (Form form : {Form::Uniform, Form::Strided}) {
            for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
                GemmBatch<T> b;
                T const alpha = random_scalar<T>(rng);
                T const beta = n == 3 ? T(0) : random_scalar<T>(rng);
                b.poison_c = true;
                Op const ta = n % 2 ? Op::Trans : Op::NoTrans;
                Op const tb = n % 3 ? Op::NoTrans : Op::ConjTrans;
                for (int p = 0; p < 300; ++p) {
                    b.ta.push_back(ta);
                    b.tb.push_back(tb);
                    b.m.push_back(n);
                    b.n.push_back(n);
                    b.k.push_back(n);
                    b.alpha.push_back(alpha);
                    b.beta.push_back(beta);
                }
                run_gemm<T>(layout, b, form, {}, seed++);
            }
        }
    }
}

/**
 * Pointer vectors of one parameter set in the ways run_batch tells apart (strided_if_progression):
 * a progression with a negative step, one that breaks at the last problem (sent as an array),
 * one A shared by every problem (stride 0); sizes on both sides of the packed, Tiny, Small and
 * Huge edges, in misaligned guarded and in dense storage; batches across the 1024-pointer
 * chunks of the test (1023, 1025 problems) at n = 2.
 */
TYPED_TEST(Gemm, PointerVectorForms)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::mt19937_64 rng(41);
    uint64_t seed = 1500;
    auto batch = [&](int64_t n, int problems, Op ta, Op tb) {
        GemmBatch<T> b;
        T const alpha = random_scalar<T>(rng), beta = random_scalar<T>(rng);
        for (int p = 0; p < problems; ++p) {
            b.ta.push_back(ta);
            b.tb.push_back(tb);
            b.m.push_back(n);
            b.n.push_back(n);
            b.k.push_back(n);
            b.alpha.push_back(alpha);
            b.beta.push_back(beta);
        }
        return b;
    };
    int case_index = 0;
    for (int64_t n : {1, 4, 5, 8, 9, 16, 17, 33, 97, 129}) {
        int const problems = n > 64 ? 5 : 70;
        for (Form form : {Form::Reversed, Form::Swapped, Form::SharedA}) {
            ++case_index;
            Layout const layout = case_index % 2 ? Layout::ColMajor : Layout::RowMajor;
            Op const ta = case_index % 3 ? Op::NoTrans : Op::Trans;
            Storage const storage = case_index % 2 ? Storage::Dense : Storage::Guarded;
            run_gemm<T>(layout, batch(n, problems, ta, Op::NoTrans), form, {}, seed++, storage);
        }
    }
    for (int problems : {1023, 1025})
        for (Form form : {Form::Reversed, Form::Swapped})
            run_gemm<T>(Layout::ColMajor, batch(2, problems, Op::NoTrans, Op::NoTrans), form, {},
                        seed++, Storage::Dense);
}

/**
 * The packed classes' strided kernel (PackedStridedGemm: gemm, one parameter set, m = n = k = d
 * of the class, alpha != 0; pairs when all aligned, else single elements) and its neighbours
 * that must not take it: every layout and transA x transB at n = 2, 3, 4, 6, 8 in dense and
 * evenly padded storage (both copy modes), beta = 0 with NaN in C, alpha = 0 (general kernel,
 * A and B NaN), sizes on both sides of the class edges in dense and misaligned guarded storage
 * and the pointer-array form; batches of several blocks with a partial last one.
 */
TYPED_TEST(Gemm, PackedStridedKernel)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::mt19937_64 rng(36);
    uint64_t seed = 1200;
    std::vector<Op> const ops = {Op::NoTrans, Op::Trans, Op::ConjTrans};
    auto batch = [&](int64_t n, Op ta, Op tb, T alpha, T beta) {
        GemmBatch<T> b;
        b.poison_ab = b.poison_c = true;
        for (int p = 0; p < 300; ++p) {
            b.ta.push_back(ta);
            b.tb.push_back(tb);
            b.m.push_back(n);
            b.n.push_back(n);
            b.k.push_back(n);
            b.alpha.push_back(alpha);
            b.beta.push_back(beta);
        }
        return b;
    };
    int case_index = 0;
    for (int64_t n : {2, 3, 4, 6, 8}) {
        for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
            for (Op ta : ops) {
                for (Op tb : ops) {
                    ++case_index;
                    T const alpha = random_scalar<T>(rng);
                    T const beta = case_index % 3 == 0 ? T(0) : random_scalar<T>(rng);
                    Storage const storage = case_index % 2 ? Storage::Dense : Storage::Even;
                    run_gemm<T>(layout, batch(n, ta, tb, alpha, beta), Form::Strided, {}, seed++,
                                storage);
                }
            }
        }
    }
    for (int64_t n : {1, 2, 3, 4, 5, 7, 8, 9}) {
        for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
            T const alpha = random_scalar<T>(rng), beta = random_scalar<T>(rng);
            GemmBatch<T> const b = batch(n, Op::Trans, Op::NoTrans, alpha, beta);
            run_gemm<T>(layout, b, Form::Strided, {}, seed++, Storage::Dense);
            run_gemm<T>(layout, b, Form::Strided, {}, seed++, Storage::Guarded);
            run_gemm<T>(layout, b, Form::Uniform, {}, seed++, Storage::Dense);
            // alpha = 0: no product, A and B never read (NaN), C scaled by beta.
            run_gemm<T>(layout, batch(n, Op::NoTrans, Op::NoTrans, T(0), beta), Form::Strided, {},
                        seed++, Storage::Dense);
        }
    }
}

/** Groups of different packed classes and options in one call (one parameter set per group). */
TYPED_TEST(Gemm, PackedGroupForm)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = TypeParam;
    std::mt19937_64 rng(33);
    GemmBatch<T> b;
    std::vector<size_t> const groups = {130, 0, 70, 33, 20, 5};
    std::vector<std::array<int64_t, 3>> const dims = {
        {{2, 1, 2}}, {{3, 3, 3}}, {{4, 3, 2}}, {{8, 5, 7}}, {{16, 9, 16}}, {{1, 16, 0}}};
    std::vector<Op> const ops = {Op::NoTrans, Op::ConjTrans, Op::Trans};
    for (size_t g = 0; g < groups.size(); ++g) {
        T const alpha = random_scalar<T>(rng), beta = g == 3 ? T(0) : random_scalar<T>(rng);
        for (size_t p = 0; p < groups[g]; ++p) {
            b.ta.push_back(ops[g % 3]);
            b.tb.push_back(ops[(g + 1) % 3]);
            b.m.push_back(dims[g][0]);
            b.n.push_back(dims[g][1]);
            b.k.push_back(dims[g][2]);
            b.alpha.push_back(alpha);
            b.beta.push_back(beta);
        }
    }
    b.poison_c = true;
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
        run_gemm<T>(layout, b, Form::Group, groups, layout == Layout::ColMajor ? 34 : 35);
}

TEST(GemmLarge, ManyTinyProblemsAndSomeBigOnes)
{
    GPU_TEST_REQUIRE_DEVICE();
    // More problems than a grid dimension of 65535 would hold, with a few large ones mixed in.
    using T = double;
    std::mt19937_64 rng(18);
    GemmBatch<T> b;
    for (int p = 0; p < 70000; ++p) {
        int64_t const n = p % 9973 == 0 ? 300 : 1 + p % 4;
        b.ta.push_back(Op::NoTrans);
        b.tb.push_back(Op::NoTrans);
        b.m.push_back(n);
        b.n.push_back(n);
        b.k.push_back(n);
        b.alpha.push_back(1.5);
        b.beta.push_back(-0.5);
    }
    run_gemm<T>(Layout::ColMajor, b, Form::Flat, {}, 19);
}

}  // namespace
}  // namespace gpu_test
