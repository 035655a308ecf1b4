// SPDX-License-Identifier: BSD-3-Clause
/**
 * The size buckets of the device-described forms (src/cuda/launch/size_buckets.hh): a host
 * computation, so these tests run without a device. Every extent within a call's maxima must
 * find a bucket (a problem without one would be left uncomputed) whose kernels can take it, the
 * caps must stay within the maxima, and the splits must put each problem on the tile its extent
 * asks for.
 */
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "cuda/launch/size_buckets.hh"

namespace {

using batchblas::cuda::async_large_split;
using batchblas::cuda::Complex;
using batchblas::cuda::Extent;
using batchblas::cuda::find_size_bucket;
using batchblas::cuda::GemmTile;
using batchblas::cuda::max_size_buckets;
using batchblas::cuda::packed_size;
using batchblas::cuda::plan_size_buckets;
using batchblas::cuda::Routine;
using batchblas::cuda::size_class;
using batchblas::cuda::SizeBucketPlan;
using batchblas::cuda::tiny_trsm_max;
using batchblas::cuda::tiny_trsm_size;
using batchblas::cuda::TriTile;

/** Extents to try up to `max`: every one near a class edge, and the maximum. */
std::vector<int64_t> trial_sizes(int64_t max)
{
    std::vector<int64_t> v;
    for (int64_t s = 1; s <= std::min<int64_t>(max, 10); ++s) v.push_back(s);
    for (int64_t edge : {16, 32, 48, 64, 96, 128})
        for (int64_t s = edge - 1; s <= edge + 1; ++s)
            if (s > 10 && s <= max) v.push_back(s);
    v.push_back(max);
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}

struct Case {
    Routine routine;
    int tiny_max;
    int large_split;
};

void check_plan(Case const& c, Extent const& max)
{
    SizeBucketPlan const plan = plan_size_buckets(c.routine, max, c.tiny_max, c.large_split);
    SCOPED_TRACE(::testing::Message()
                 << "routine " << int(c.routine) << ", max " << max.rows << " x " << max.cols
                 << " x " << max.depth << ", tiny " << c.tiny_max << ", split " << c.large_split);
    ASSERT_GT(plan.count, 0);
    ASSERT_LE(plan.count, max_size_buckets);
    bool const triangular = c.routine == Routine::Trmm || c.routine == Routine::Trsm;
    // The last bucket is the one launch over the batch on the maxima's class.
    auto const& last = plan.buckets[size_t(plan.count - 1)];
    EXPECT_EQ(last.size_class, size_class(c.routine, max, c.tiny_max));
    EXPECT_EQ(last.rows, max.rows);
    EXPECT_EQ(last.cols, max.cols);
    for (int b = 0; b + 1 < plan.count; ++b) {
        auto const& s = plan.buckets[size_t(b)];
        EXPECT_GE(s.rows, 1);
        EXPECT_GE(s.cols, 1);
        EXPECT_LE(s.rows, max.rows);
        EXPECT_LE(s.cols, max.cols);
        auto const& next = plan.buckets[size_t(b + 1)];
        EXPECT_TRUE(s.rows < next.rows || s.cols < next.cols) << "bucket " << b << " shadows";
    }
    std::set<int> used;
    std::vector<int64_t> depths = trial_sizes(std::max<int64_t>(max.depth, 1));
    if (max.depth == 0) depths = {0};
    for (int64_t r : trial_sizes(max.rows))
        for (int64_t cl : trial_sizes(max.cols))
            for (int64_t d : triangular ? std::vector<int64_t>{r} : depths) {
                Extent const e{r, cl, d};
                int const b = find_size_bucket(plan.buckets.data(), plan.count, e);
                ASSERT_GE(b, 0) << "no bucket for " << r << " x " << cl << " x " << d;
                used.insert(b);
                auto const& s = plan.buckets[size_t(b)];
                // The bucket's kernels take the problem: its tiles cover it, and the classes
                // with a largest size of their own hold it.
                EXPECT_LE(r, s.rows);
                EXPECT_LE(cl, s.cols);
                if (triangular) {
                    if (int const n = tiny_trsm_size(TriTile(s.size_class))) {
                        EXPECT_LE(r, n);
                    }
                }
                else if (int const n = packed_size(GemmTile(s.size_class))) {
                    EXPECT_LE(std::max({r, cl, d}), n);
                }
                // Large gemm problems within the split stay on the smaller tile.
                if (!triangular && GemmTile(s.size_class) == GemmTile::Large && c.large_split > 0 &&
                    std::max(r, cl) <= c.large_split) {
                    EXPECT_LE(std::max(s.rows, s.cols), c.large_split);
                }
            }
    EXPECT_EQ(int(used.size()), plan.count) << "a bucket no problem reaches";
}

TEST(SizeBuckets, EveryProblemWithinTheMaximaFindsABucket)
{
    std::vector<Case> const cases = {
        {Routine::Gemm, tiny_trsm_max<double>, async_large_split<double>},
        {Routine::Gemm, tiny_trsm_max<float>, async_large_split<float>},
        {Routine::Gemm, tiny_trsm_max<Complex<double>>, async_large_split<Complex<double>>},
        {Routine::Syrk, tiny_trsm_max<double>, 0},
        {Routine::Trmm, tiny_trsm_max<double>, 0},
        {Routine::Trsm, tiny_trsm_max<double>, 0},
        {Routine::Trsm, tiny_trsm_max<Complex<double>>, 0},
    };
    std::vector<int64_t> const sizes = {1, 2, 3, 8, 9, 16, 17, 33, 64, 65, 97, 200};
    for (Case const& c : cases)
        for (int64_t m : sizes)
            for (int64_t n : sizes) {
                bool const square = c.routine == Routine::Syrk;
                if (square && m != n) continue;
                bool const triangular = c.routine == Routine::Trsm || c.routine == Routine::Trmm;
                for (int64_t k :
                     triangular ? std::vector<int64_t>{m} : std::vector<int64_t>{0, 1, 5, 9, 40}) {
                    check_plan(c, Extent{m, n, k});
                    if (HasFatalFailure()) return;
                }
            }
}

TEST(SizeBuckets, SplitsWhereTheTileChanges)
{
    auto const plan = [](Routine r, int64_t max, int tiny_max, int split) {
        SizeBucketPlan const p = plan_size_buckets(r, Extent{max, max, max}, tiny_max, split);
        std::vector<std::array<int, 3>> out;
        for (int b = 0; b < p.count; ++b)
            out.push_back({int(p.buckets[size_t(b)].size_class), p.buckets[size_t(b)].rows,
                           p.buckets[size_t(b)].cols});
        return out;
    };
    using V = std::vector<std::array<int, 3>>;
    int const large = int(GemmTile::Large);
    // Double gemm: the problems up to 64 on the 64 x 64 tiles, the rest on 128 x 64.
    EXPECT_EQ(plan(Routine::Gemm, 512, 64, async_large_split<double>),
              (V{{large, 64, 64}, {large, 512, 512}}));
    EXPECT_EQ(plan(Routine::Gemm, 64, 64, async_large_split<double>), (V{{large, 64, 64}}));
    // Float: up to 96 on 32 x 32, the rest on 128 x 128.
    EXPECT_EQ(plan(Routine::Gemm, 128, 64, async_large_split<float>),
              (V{{large, 96, 96}, {large, 128, 128}}));
    // Complex types and the other routines: one launch.
    EXPECT_EQ(plan(Routine::Gemm, 512, 32, 0), (V{{large, 512, 512}}));
    EXPECT_EQ(plan(Routine::Syr2k, 512, 64, 0), (V{{large, 512, 512}}));
    // trsm with a tiny class of N: the problems up to N / 2 on the class of N / 2.
    int const t32 = int(TriTile::Tiny32), t64 = int(TriTile::Tiny64);
    EXPECT_EQ(plan(Routine::Trsm, 64, 64, 0), (V{{t32, 32, 32}, {t64, 64, 64}}));
    EXPECT_EQ(plan(Routine::Trsm, 2, 64, 0), (V{{int(TriTile::Tiny2), 2, 2}}));
    EXPECT_EQ(plan(Routine::Trsm, 128, 64, 0), (V{{int(TriTile::Block), 128, 128}}));
    EXPECT_EQ(plan(Routine::Trmm, 64, 64, 0), (V{{int(TriTile::Warp), 64, 64}}));
}

}  // namespace
