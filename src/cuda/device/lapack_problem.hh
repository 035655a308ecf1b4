// SPDX-License-Identifier: BSD-3-Clause
/**
 * The device ABI of a LAPACK batch: what the host launchers (cuda/launch/run_lapack.hh,
 * vbatched_lapack.cc) hand to the LAPACK kernels (cuda/kernel/lapack_kernels.cuh). Plain data,
 * one layout on both sides.
 *
 * A launch covers `count` work items, one problem each, a team of threads per problem (a warp
 * or a whole block, see LapackTeam). A problem's parameters come from one of three places: the
 * shared set (every problem alike), a set per group or problem in device memory (host-described
 * batches of several sizes), or the device arrays of a device-described batch.
 */
#pragma once

#include <cstdint>

#include "batchblas/types.hh"
#include "cuda/device/problem.hh"

namespace batchblas::cuda {

enum class LapackRoutine : uint8_t {
    Getrf,         // P A = L U, partial pivoting
    GetrfNoPivot,  // A = L U
    Getrs,         // op(A) X = B from getrf's factors
    Gesv,          // getrf, then getrs where the factorization succeeded
    Potrf,         // A = L L^H or U^H U
    Potrs,         // A X = B from potrf's factor
    Posv,          // potrf, then potrs where the factorization succeeded
    Getri,         // C = A^-1 from getrf's factors (out of place)
    Geqrf,         // A = Q R, Householder
    RowSwaps,      // B's rows interchanged by ipiv (LAPACK's laswp), backward when option != 0;
                   // then m added to the n pivots (a blocked getrf's panel pivots are local)
    SolveSetup     // before Level 3 solves: their arrays (SolveArrays); option 1: B's rows
                   // interchanged by ipiv; option 2 (getri): the code of U's diagonal, and B
                   // set to the identity with its rows interchanged. Nothing where a code is set
};

/**
 * One parameter set. m x n is the factored matrix (getrf, getrfnp, geqrf); n x n for the
 * others, with nrhs right-hand sides (getri: n columns of C). option: trans (Op) for getrs,
 * uplo (Uplo) for the Cholesky routines, the direction for RowSwaps. ldb: B's leading dimension
 * (getri: C's).
 */
struct LapackParams {
    int64_t lda, ldb;
    int32_t m, n, nrhs;
    int32_t option;
};

/** Argument positions of the C signature, for codes found on the device (0: absent). */
struct LapackPositions {
    int8_t m, n, nrhs, A, lda, ipiv, B, ldb;
};

/** The device arrays of a device-described batch (null: the launch's sets hold the sizes). */
struct LapackDeviceSizes {
    int64_t const *m, *n, *nrhs, *lda, *ldb;
};

/** The device arrays of the Level 3 solves that follow a factorization (SolveSetup), indexed
 *  by problem: the order, the right-hand-side columns (0 where the factorization failed, so
 *  that the solves leave that problem alone), the leading dimensions and the matrices. */
struct SolveArrays {
    int64_t* codes;  // the factorization's codes (written by SolveSetup for getri), or null
    int64_t *m, *n, *lda, *ldb;
    void const** A;
    void** B;
};

/**
 * One step of a blocked factorization of a device-described batch (vbatched_blocked.cc), as the
 * step kernel writes it for every problem: LU (`lu`) at column k, the panel (rows x width at
 * (k, k), its pivots at ipiv + k), the interchanges (swaps rows; `right` columns right of the
 * panel, `left` = k columns left of it, `offset` = k for the left part's pivots, `zero` for the
 * right's), trsm (swaps x right) and gemm (below x right by width); Cholesky, the diagonal block
 * (width x width at (k, k)), trsm (below x width) and herk / syrk (below by width). Sizes are 0
 * where the step has passed a problem or the checks raised `abort`, so the launches skip it.
 */
struct BlockedStepArrays {
    int64_t *rows, *width, *swaps, *right, *left, *below, *offset, *zero;
    void **panel, **right_of, **left_of, **lower, **trailing;
    int64_t** pivots;
    int64_t* step_codes;  // zeroed each step, for the panel's codes
};

/** What the step kernel reads: the batch's device arrays and the step. */
struct BlockedStepSource {
    int64_t const *m, *n, *lda;
    void* const* A;
    int64_t* const* ipiv;  // null for getrfnp and potrf
    int const* abort;      // raised by the checks, or null
    int64_t count, k, panel;
    int element_bytes;
    bool col_major, lu;
};

template <typename T>
struct LapackArgs {
    LapackParams shared;       // the parameter set when `sets` and `sizes.n` are null
    LapackParams const* sets;  // device: the parameter sets, or null
    int32_t const* entries;    // device: (problem, set) pairs; null: item i is problem i
    LapackDeviceSizes sizes;   // device-described batches: per-problem sizes
    Pointers<T> A;             // const for getrs, potrs and getri (never written there)
    Pointers<T> B;             // right-hand sides, getri's C or geqrf's tau
    Pointers<int64_t> ipiv;    // const for getrs and getri
    int64_t* codes;            // device: a code per problem, or null
    int const* abort;          // device flag set by a failed device-side check, or null
    SolveArrays solve;         // SolveSetup's outputs
    int64_t count;             // work items of the launch
    int32_t teams_per_block;   // problems per block (1 for block teams)
    int32_t smem_stride;       // shared-memory elements per team (0: work in global memory)
    LapackRoutine routine;
    Layout layout;
};

/** Shared-memory leading dimension of a matrix of `rows` rows: odd, so that a row's elements
 *  fall in different banks. */
BBLAS_HD int smem_ld(int rows)
{
    return rows | 1;
}

/** Whether the routine solves with right-hand sides (or builds getri's columns) in a panel. */
BBLAS_HD bool has_panel(LapackRoutine r)
{
    return r == LapackRoutine::Getrs || r == LapackRoutine::Gesv || r == LapackRoutine::Potrs ||
           r == LapackRoutine::Posv || r == LapackRoutine::Getri;
}

/** Whether the routine is a factorization without right-hand sides (getrf, getrfnp, potrf):
 *  the routines the row blocks and the register factor kernel run. */
BBLAS_HD constexpr bool factors_only(LapackRoutine r)
{
    return r == LapackRoutine::Getrf || r == LapackRoutine::GetrfNoPivot ||
           r == LapackRoutine::Potrf;
}

/** Whether the routine reports LAPACK's numerical codes. */
BBLAS_HD constexpr bool reports_codes(LapackRoutine r)
{
    return r == LapackRoutine::Getrf || r == LapackRoutine::GetrfNoPivot ||
           r == LapackRoutine::Gesv || r == LapackRoutine::Potrf || r == LapackRoutine::Posv ||
           r == LapackRoutine::Getri;
}

}  // namespace batchblas::cuda
