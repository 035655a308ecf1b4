// SPDX-License-Identifier: BSD-3-Clause
/**
 * The LAPACK launch plan (src/cuda/launch/lapack_plan.hh): a host computation, so these tests
 * run without a device. Which team class a problem goes to on both sides of each limit, the row
 * blocks' shapes within their thread bound, and the internal routines (row swaps, the solve
 * setup) that must work in place in global memory and, for the setup, visit every problem;
 * which factorizations run blocked (lapack_blocked.cc).
 */
#include <gtest/gtest.h>

#include <complex>

#include "cuda/config/sm90.hh"
#include "cuda/launch/lapack_plan.hh"

namespace {

using batchblas::cuda::Complex;
using batchblas::cuda::fits_row_block;
using batchblas::cuda::lapack_dims;
using batchblas::cuda::lapack_is_empty;
using batchblas::cuda::lapack_rows_columns;
using batchblas::cuda::lapack_rows_threads;
using batchblas::cuda::cholesky_runs_blocked;
using batchblas::cuda::lapack_blocked_cholesky_from;
using batchblas::cuda::lapack_blocked_cholesky_panel;
using batchblas::cuda::lapack_blocked_lu_from;
using batchblas::cuda::lapack_blocked_lu_panel;
using batchblas::cuda::lapack_team_class;
using batchblas::cuda::lu_runs_blocked;
using batchblas::cuda::LapackDims;
using batchblas::cuda::LapackParams;
using batchblas::cuda::LapackRoutine;
using batchblas::cuda::row_block_shape;
using batchblas::cuda::TeamClass;

LapackDims square(int n, int rhs = 0)
{
    return LapackDims{n, n, rhs};
}

TEST(LapackPlan, FactorizationsGoToRegistersThenRowBlocks)
{
    for (LapackRoutine r : {LapackRoutine::Getrf, LapackRoutine::GetrfNoPivot,
                            LapackRoutine::Potrf}) {
        EXPECT_EQ(lapack_team_class<double>(r, square(1)), TeamClass::Warp);
        EXPECT_EQ(lapack_team_class<double>(r, square(32)), TeamClass::Warp);
        EXPECT_EQ(lapack_team_class<double>(r, square(33)), TeamClass::Rows);
        EXPECT_EQ(lapack_team_class<double>(r, square(128)), TeamClass::Rows);
        EXPECT_NE(lapack_team_class<double>(r, square(129)), TeamClass::Rows);
        EXPECT_EQ(lapack_team_class<float>(r, square(128)), TeamClass::Rows);
        // complex double holds 16 columns a thread: 96 rows x 5 parts fit, 96 x 6 do not
        EXPECT_EQ(lapack_team_class<Complex<double>>(r, square(80)), TeamClass::Rows);
        EXPECT_NE(lapack_team_class<Complex<double>>(r, square(81)), TeamClass::Rows);
    }
}

TEST(LapackPlan, SolvesNeverGoToRowBlocks)
{
    for (LapackRoutine r : {LapackRoutine::Getrs, LapackRoutine::Gesv, LapackRoutine::Potrs,
                            LapackRoutine::Posv, LapackRoutine::Getri, LapackRoutine::Geqrf}) {
        EXPECT_EQ(lapack_team_class<double>(r, square(32, 4)), TeamClass::Warp);
        EXPECT_EQ(lapack_team_class<double>(r, square(64, 4)), TeamClass::Shared64);
        EXPECT_FALSE(fits_row_block<double>(r, square(64, 4)));
    }
}

TEST(LapackPlan, RowBlockShapesStayWithinTheirBound)
{
    EXPECT_EQ(lapack_rows_columns(sizeof(double)), 32);
    EXPECT_EQ(lapack_rows_columns(sizeof(Complex<double>)), 16);
    auto const d64 = row_block_shape<double>(square(64));
    EXPECT_EQ(d64.slots, 64);
    EXPECT_EQ(d64.parts, 2);
    auto const d33 = row_block_shape<double>(square(33));
    EXPECT_EQ(d33.slots, 64);  // rows round up to whole warps
    EXPECT_EQ(d33.parts, 2);
    // Tall and wide panels: a warp of rows and many parts, or one part and many warps.
    EXPECT_TRUE(fits_row_block<double>(LapackRoutine::Getrf, LapackDims{512, 32, 0}));
    EXPECT_FALSE(fits_row_block<double>(LapackRoutine::Getrf, LapackDims{513, 32, 0}));
    EXPECT_TRUE(fits_row_block<double>(LapackRoutine::Getrf, LapackDims{32, 512, 0}));
    EXPECT_FALSE(fits_row_block<double>(LapackRoutine::Getrf, LapackDims{33, 512, 0}));
    for (int m = 1; m <= 600; m += 7)
        for (int n = 1; n <= 600; n += 11) {
            LapackDims const d{m, n, 0};
            if (!fits_row_block<double>(LapackRoutine::Getrf, d)) continue;
            auto const s = row_block_shape<double>(d);
            EXPECT_LE(s.threads(), lapack_rows_threads) << m << " x " << n;
            EXPECT_GE(s.slots, m);
            EXPECT_EQ(s.slots % 32, 0);
            EXPECT_GE(s.parts * lapack_rows_columns(sizeof(double)), n);
        }
}

TEST(LapackPlan, InternalRoutinesWorkInGlobalMemory)
{
    LapackParams q{};
    q.lda = q.ldb = 300;
    q.n = 300;
    q.nrhs = 5;
    for (LapackRoutine r : {LapackRoutine::RowSwaps, LapackRoutine::SolveSetup}) {
        LapackDims const d = lapack_dims(r, q);
        EXPECT_EQ(d.rhs, 5);
        EXPECT_EQ(lapack_team_class<double>(r, d), TeamClass::Global);
    }
    // Row swaps without right-hand sides have nothing to do; the setup writes every problem's
    // entries of the solve arrays, whatever its sizes.
    q.nrhs = 0;
    EXPECT_TRUE(lapack_is_empty(LapackRoutine::RowSwaps, lapack_dims(LapackRoutine::RowSwaps, q)));
    EXPECT_FALSE(
        lapack_is_empty(LapackRoutine::SolveSetup, lapack_dims(LapackRoutine::SolveSetup, q)));
    q.n = 0;
    EXPECT_FALSE(
        lapack_is_empty(LapackRoutine::SolveSetup, lapack_dims(LapackRoutine::SolveSetup, q)));
}

TEST(LapackPlan, BlockedFactorizationsFromTheirOrderOn)
{
    for (LapackRoutine r : {LapackRoutine::Getrf, LapackRoutine::GetrfNoPivot}) {
        int64_t const from = lapack_blocked_lu_from;
        EXPECT_FALSE(lu_runs_blocked<double>(r, from - 1, from - 1));
        EXPECT_TRUE(lu_runs_blocked<double>(r, from, from));
        // A panel's width of columns never: the panel itself would be blocked.
        EXPECT_FALSE(lu_runs_blocked<double>(r, 4 * from, lapack_blocked_lu_panel));
        EXPECT_TRUE(lu_runs_blocked<double>(r, 4 * from, lapack_blocked_lu_panel + 1));
        // Past a row block below `from` (complex double holds fewer columns a thread).
        if (from > 81) {
            EXPECT_FALSE(lu_runs_blocked<Complex<double>>(r, 80, 80));
            EXPECT_TRUE(lu_runs_blocked<Complex<double>>(r, 81, 81));
        }
        // Orders past 32 bits stay with the launch that reports them.
        EXPECT_FALSE(lu_runs_blocked<double>(r, int64_t(1) << 31, 100));
    }
    EXPECT_FALSE(cholesky_runs_blocked<double>(lapack_blocked_cholesky_panel));
    EXPECT_EQ(cholesky_runs_blocked<double>(lapack_blocked_cholesky_panel + 1),
              lapack_blocked_cholesky_panel + 1 >= lapack_blocked_cholesky_from);
    EXPECT_TRUE(cholesky_runs_blocked<double>(lapack_blocked_cholesky_from));
    EXPECT_TRUE(cholesky_runs_blocked<double>(129));
    EXPECT_FALSE(cholesky_runs_blocked<double>(int64_t(1) << 31));
}

}  // namespace
