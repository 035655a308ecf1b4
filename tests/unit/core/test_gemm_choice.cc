// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of src/core/gemm_choice.hh with each CPU ISA's config table: which kernel a bucket of
 * gemm problems gets (a run: a group of more than one problem; alone: a group of one) at the
 * sizes on each side of every limit (limit - 1, limit, limit + 1) of the tiny, exact-size,
 * dense square and any-size kernels, for real and complex types, untransposed and not.
 */
#include "core/gemm_choice.hh"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "cpu/config/avx2.hh"
#include "cpu/config/avx512.hh"
#include "cpu/config/generic.hh"

namespace {

using batchblas::Op;
using batchblas::core::choose_gemm_kernel;
using batchblas::core::GemmKernel;
using batchblas::core::GemmShape;
using batchblas::core::GemmTuning;

namespace generic = batchblas::cpu::generic;
namespace avx2 = batchblas::cpu::avx2;
namespace avx512 = batchblas::cpu::avx512;

/** m x n x k, packed (leading dimensions the rows), untransposed unless said. */
GemmShape shape(int64_t m, int64_t n, int64_t k, Op ta = Op::NoTrans, Op tb = Op::NoTrans)
{
    int64_t const lda = ta == Op::NoTrans ? m : k, ldb = tb == Op::NoTrans ? k : n;
    return GemmShape{ta, tb, m, n, k, lda, ldb, m, false};
}

GemmShape square(int64_t d) { return shape(d, d, d); }

GemmKernel run(GemmTuning const& t, GemmShape const& s, bool complex = false,
               bool streamed = false)
{
    return choose_gemm_kernel(s, t, complex, true, streamed);
}

GemmKernel alone(GemmTuning const& t, GemmShape const& s, bool complex = false)
{
    return choose_gemm_kernel(s, t, complex, false, false);
}

TEST(GemmChoice, EmptyAndScale)
{
    for (GemmTuning const& t : {generic::tuning.gemm.d, avx2::tuning.gemm.d,
                                avx512::tuning.gemm.d}) {
        EXPECT_EQ(run(t, shape(0, 4, 4)), GemmKernel::nothing);
        EXPECT_EQ(alone(t, shape(4, 0, 4)), GemmKernel::nothing);
        EXPECT_EQ(run(t, shape(4, 4, 0)), GemmKernel::scale);
        EXPECT_EQ(alone(t, shape(4, 4, 0)), GemmKernel::scale);
        GemmShape zero = square(4);
        zero.alpha_zero = true;
        EXPECT_EQ(run(t, zero), GemmKernel::scale);
        EXPECT_EQ(alone(t, zero), GemmKernel::scale);
    }
}

TEST(GemmChoice, GenericDouble)
{
    GemmTuning const& t = generic::tuning.gemm.d;
    for (int d : {1, 2, 7, 8}) {
        EXPECT_EQ(run(t, square(d)), GemmKernel::square) << d;
        EXPECT_EQ(alone(t, square(d)), GemmKernel::tiny) << d;
        EXPECT_EQ(run(t, shape(d, 3, d, Op::Trans)), GemmKernel::tiny) << d;
    }
    EXPECT_EQ(run(t, square(9)), GemmKernel::blocked);
    EXPECT_EQ(alone(t, square(9)), GemmKernel::blocked);
    EXPECT_EQ(run(t, shape(8, 100, 8)), GemmKernel::tiny);
    EXPECT_EQ(run(t, shape(8, 100, 9)), GemmKernel::blocked);
    EXPECT_EQ(run(t, shape(9, 100, 8)), GemmKernel::blocked);
    // Complex: no any-size kernel, so the tiny ones within their sizes.
    EXPECT_EQ(run(generic::tuning.gemm.z, square(8), true), GemmKernel::tiny);
    EXPECT_EQ(run(generic::tuning.gemm.z, square(9), true), GemmKernel::blocked);
}

TEST(GemmChoice, Avx2Double)
{
    GemmTuning const& t = avx2::tuning.gemm.d;
    // A run: tiny squares up to 8, dense squares 9..16, then the blocked path (the any-size
    // kernel stops at 16 rows).
    for (int d : {1, 2, 7, 8}) EXPECT_EQ(run(t, square(d)), GemmKernel::square) << d;
    for (int d : {9, 10, 15, 16}) EXPECT_EQ(run(t, square(d)), GemmKernel::dense_square) << d;
    EXPECT_EQ(run(t, square(17)), GemmKernel::blocked);
    // Padded squares are no dense squares: the any-size kernel up to 16 rows.
    GemmShape padded = square(12);
    padded.ldc = 13;
    EXPECT_EQ(run(t, padded), GemmKernel::any_run);
    // Alone: exact-size up to a vector (4 rows), any-size up to 16 rows and 32 deep / wide.
    for (int d : {1, 3, 4}) EXPECT_EQ(alone(t, square(d)), GemmKernel::exact) << d;
    for (int d : {5, 8, 9, 12, 15, 16}) EXPECT_EQ(alone(t, square(d)), GemmKernel::any) << d;
    EXPECT_EQ(alone(t, square(17)), GemmKernel::blocked);
    EXPECT_EQ(alone(t, shape(4, 9, 8)), GemmKernel::any);
    EXPECT_EQ(alone(t, shape(16, 32, 32)), GemmKernel::any);
    EXPECT_EQ(alone(t, shape(16, 33, 32)), GemmKernel::blocked);
    EXPECT_EQ(alone(t, shape(16, 32, 33)), GemmKernel::blocked);
    // Tiny op(A) is any width.
    EXPECT_EQ(alone(t, shape(8, 1000, 8)), GemmKernel::any);
    // Transposed A: no any-size kernel.
    EXPECT_EQ(run(t, shape(8, 8, 8, Op::Trans)), GemmKernel::tiny);
    EXPECT_EQ(alone(t, shape(8, 8, 8, Op::Trans)), GemmKernel::tiny);
    EXPECT_EQ(alone(t, shape(9, 8, 8, Op::Trans)), GemmKernel::blocked);
    // Transposed B: the any-size kernel.
    EXPECT_EQ(run(t, shape(12, 12, 12, Op::NoTrans, Op::Trans)), GemmKernel::any_run);
}

TEST(GemmChoice, Avx2Float)
{
    GemmTuning const& t = avx2::tuning.gemm.s;
    for (int d : {7, 8}) EXPECT_EQ(alone(t, square(d)), GemmKernel::exact) << d;
    EXPECT_EQ(alone(t, square(9)), GemmKernel::any);
    EXPECT_EQ(run(t, square(16)), GemmKernel::dense_square);
    EXPECT_EQ(run(t, square(17)), GemmKernel::blocked);
}

TEST(GemmChoice, Avx2Complex)
{
    for (GemmTuning const& t : {avx2::tuning.gemm.c, avx2::tuning.gemm.z}) {
        // Complex runs take the any-size kernel at the tiny sizes too.
        for (int d : {1, 8, 9, 31, 32}) EXPECT_EQ(run(t, square(d), true), GemmKernel::any_run);
        EXPECT_EQ(run(t, square(33), true), GemmKernel::blocked);
        for (int d : {1, 8, 9, 32}) EXPECT_EQ(alone(t, square(d), true), GemmKernel::any);
        EXPECT_EQ(alone(t, square(33), true), GemmKernel::blocked);
        EXPECT_EQ(run(t, shape(8, 8, 8, Op::ConjTrans), true), GemmKernel::tiny);
    }
}

TEST(GemmChoice, Avx512Double)
{
    GemmTuning const& t = avx512::tuning.gemm.d;
    // A run: tiny squares below 5, dense squares 5..32, the any-size kernel to 128.
    for (int d : {1, 2, 3, 4}) EXPECT_EQ(run(t, square(d)), GemmKernel::square) << d;
    for (int d : {5, 6, 8, 9, 31, 32})
        EXPECT_EQ(run(t, square(d)), GemmKernel::dense_square) << d;
    for (int d : {33, 127, 128}) EXPECT_EQ(run(t, square(d)), GemmKernel::any_run) << d;
    EXPECT_EQ(run(t, square(129)), GemmKernel::blocked);
    // Alone: exact-size up to a vector (8 rows), then any-size to 128.
    for (int d : {1, 7, 8}) EXPECT_EQ(alone(t, square(d)), GemmKernel::exact) << d;
    EXPECT_EQ(alone(t, shape(8, 9, 8)), GemmKernel::any);
    for (int d : {9, 127, 128}) EXPECT_EQ(alone(t, square(d)), GemmKernel::any) << d;
    EXPECT_EQ(alone(t, square(129)), GemmKernel::blocked);
}

TEST(GemmChoice, Avx512Float)
{
    GemmTuning const& t = avx512::tuning.gemm.s;
    for (int d : {2, 8}) EXPECT_EQ(run(t, square(d)), GemmKernel::square) << d;
    for (int d : {9, 32}) EXPECT_EQ(run(t, square(d)), GemmKernel::dense_square) << d;
    EXPECT_EQ(run(t, square(33)), GemmKernel::any_run);
    // Exact-size kernels take up to 16 rows (a vector of float), 8 deep and wide.
    for (int m : {8, 15, 16}) EXPECT_EQ(alone(t, shape(m, 8, 8)), GemmKernel::exact) << m;
    EXPECT_EQ(alone(t, shape(17, 8, 8)), GemmKernel::any);
    // A run of 9..16 rows not square: the any-size kernel over the run.
    EXPECT_EQ(run(t, shape(12, 8, 8)), GemmKernel::any_run);
}

TEST(GemmChoice, Avx512ComplexDoubleStreamedRuns)
{
    GemmTuning const& t = avx512::tuning.gemm.z;
    // In cache: the any-size kernel up to 128 columns; runs too large for the caches: up to 64.
    EXPECT_EQ(run(t, shape(16, 64, 16), true, true), GemmKernel::any_run);
    EXPECT_EQ(run(t, shape(16, 65, 16), true, true), GemmKernel::blocked);
    EXPECT_EQ(run(t, shape(16, 65, 16), true, false), GemmKernel::any);
    EXPECT_EQ(run(t, shape(16, 128, 16), true, false), GemmKernel::any);
    EXPECT_EQ(run(t, shape(16, 129, 16), true, false), GemmKernel::blocked);
    // Tiny op(A): any width, streamed or not.
    EXPECT_EQ(run(t, shape(8, 1000, 8), true, true), GemmKernel::any_run);
    GemmTuning const& c = avx512::tuning.gemm.c;
    EXPECT_EQ(run(c, shape(16, 128, 16), true, true), GemmKernel::any_run);
}

TEST(GemmChoice, EveryTableKeepsTheTinyReach)
{
    for (auto const* table : {&generic::tuning, &avx2::tuning, &avx512::tuning})
        for (GemmTuning const& t : {table->gemm.s, table->gemm.d, table->gemm.c, table->gemm.z}) {
            EXPECT_EQ(t.tiny_max, 8);
            EXPECT_LE(t.dense_square_limit, batchblas::core::dense_square_max);
            EXPECT_GE(t.dense_square_from, batchblas::core::dense_square_min);
        }
}

TEST(GemmChoice, TakesExactIsTheLaddersExactChoice)
{
    // The sort-by-size path's branch-free test agrees with the ladder on every shape around the
    // exact-size kernels' reach, for every table and type.
    for (auto const* table : {&generic::tuning, &avx2::tuning, &avx512::tuning})
        for (GemmTuning const& t : {table->gemm.s, table->gemm.d, table->gemm.c, table->gemm.z})
            for (Op ta : {Op::NoTrans, Op::Trans})
                for (Op tb : {Op::NoTrans, Op::ConjTrans})
                    for (int64_t m = 0; m <= 18; ++m)
                        for (int64_t n = 0; n <= 10; ++n)
                            for (int64_t k = 0; k <= 10; ++k)
                                for (bool alpha_zero : {false, true}) {
                                    GemmShape const s{ta, tb, m, n, k, 64, 64, 64, alpha_zero};
                                    bool const exact =
                                        choose_gemm_kernel(s, t, false, false, false) ==
                                        GemmKernel::exact;
                                    ASSERT_EQ(batchblas::core::takes_exact(s, t), exact)
                                        << m << " x " << n << " x " << k;
                                }
    // And its reach on AVX2 double (exact_rows 4, tiny_max 8), stated independently.
    GemmTuning const& d = avx2::tuning.gemm.d;
    auto const takes = [&](Op ta, Op tb, int64_t m, int64_t n, int64_t k, bool alpha_zero) {
        return batchblas::core::takes_exact(GemmShape{ta, tb, m, n, k, 8, 8, 8, alpha_zero}, d);
    };
    EXPECT_TRUE(takes(Op::NoTrans, Op::NoTrans, 4, 8, 8, false));
    EXPECT_TRUE(takes(Op::NoTrans, Op::NoTrans, 1, 1, 1, false));
    EXPECT_FALSE(takes(Op::NoTrans, Op::NoTrans, 5, 8, 8, false));
    EXPECT_FALSE(takes(Op::NoTrans, Op::NoTrans, 4, 9, 8, false));
    EXPECT_FALSE(takes(Op::NoTrans, Op::NoTrans, 4, 8, 9, false));
    EXPECT_FALSE(takes(Op::NoTrans, Op::NoTrans, 4, 8, 0, false));
    EXPECT_FALSE(takes(Op::NoTrans, Op::NoTrans, 4, 8, 8, true));
    EXPECT_FALSE(takes(Op::Trans, Op::NoTrans, 4, 8, 8, false));
    EXPECT_FALSE(takes(Op::NoTrans, Op::Trans, 4, 8, 8, false));
}

}  // namespace
