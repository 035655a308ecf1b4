// SPDX-License-Identifier: BSD-3-Clause
/**
 * The LAPACK kernels. Matrices of at most 32 rows and columns: a segment of a warp each, a lane a
 * row in registers (lapack_registers.cuh, lapack_register_solves.cuh). Past them, getrf, getrfnp
 * and potrf in row blocks (lapack_rows.cuh), and the rest a block team a problem
 * (lapack_team.cuh): each team loads its matrix into its slice of shared memory when the launch
 * gives it one (args.smem_stride > 0), factors or solves there and stores the result; right-hand
 * sides pass through the rest of the slice a panel of columns at a time. Without a slice the team
 * works in place in global memory. Included by the per-type lapack_<type>.cu files.
 *
 * The device-described forms run a check kernel first: it writes each problem's argument code
 * into info and raises the abort flag when any is invalid, and the factor kernel then leaves
 * at once, so that nothing is computed.
 */
#pragma once

#include <cuda_runtime.h>

#include <string>

#include "batchblas/types.hh"
#include "cuda/config/sm90.hh"
#include "cuda/device/lapack_problem.hh"
#include "cuda/device/lapack_register_solves.cuh"
#include "cuda/device/lapack_registers.cuh"
#include "cuda/device/lapack_rows.cuh"
#include "cuda/device/lapack_streamed_solves.cuh"
#include "cuda/device/lapack_swaps.cuh"
#include "cuda/device/lapack_team.cuh"
#include "cuda/kernel/lapack_launch.hh"
#include "cuda/launch/error.hh"

namespace batchblas::cuda {

template <typename T>
__device__ __forceinline__ Mat<T> global_mat(T* p, int64_t ld, Layout layout)
{
    return layout == Layout::ColMajor ? Mat<T>{p, 1, ld} : Mat<T>{p, ld, 1};
}

/** Problem `problem`'s parameters: the device arrays of a device-described batch, else the
 *  set its entry names, else the shared set. */
template <typename T>
__device__ LapackParams params_of(LapackArgs<T> const& args, int64_t item, int64_t& problem)
{
    if (args.entries != nullptr) {
        problem = args.entries[2 * item];
        return args.sets[args.entries[2 * item + 1]];
    }
    problem = item;
    LapackParams q = args.sets != nullptr ? args.sets[item] : args.shared;
    LapackDeviceSizes const& d = args.sizes;
    if (d.m != nullptr) q.m = int32_t(d.m[item]);
    if (d.n != nullptr) q.n = int32_t(d.n[item]);
    if (d.nrhs != nullptr) q.nrhs = int32_t(d.nrhs[item]);
    if (d.lda != nullptr) q.lda = d.lda[item];
    if (d.ldb != nullptr) q.ldb = d.ldb[item];
    return q;
}

/**
 * Solves with the factor in `a` for the right-hand sides `gb` (n x nrhs in global memory), a
 * panel of columns at a time through `panel` (shared memory, room for `width` columns of
 * smem_ld(n) rows) or, without a panel, in place.
 */
template <bool Warp, typename T, class Solve>
__device__ void solve_in_panels(Team<Warp> t, Mat<T> gb, int n, int nrhs, T* panel, int width,
                                bool rows_fast, Solve&& solve)
{
    if (panel == nullptr) {
        solve(gb, nrhs);
        return;
    }
    Mat<T> const b{panel, 1, smem_ld(n)};
    for (int c0 = 0; c0 < nrhs; c0 += width) {
        int const w = nrhs - c0 < width ? nrhs - c0 : width;
        Mat<T> const g{&gb(0, c0), gb.rs, gb.cs};
        team_copy(t, b, g, n, w, false, rows_fast);
        t.sync();
        solve(b, w);
        team_copy(t, g, b, n, w, false, rows_fast);
        t.sync();
    }
}

template <typename T>
__global__ void __launch_bounds__(512) lapack_kernel(LapackArgs<T> args)
{
    using R = real_of<T>;
    __shared__ ReduceScratch<R> scratch;
    extern __shared__ __align__(16) unsigned char lapack_smem[];

    Team<false> const t{int(threadIdx.x), int(blockDim.x)};  // a block a problem
    int64_t const item = int64_t(blockIdx.x);
    if (item >= args.count) return;  // a whole team (a whole block for block teams)
    if (args.abort != nullptr && *args.abort != 0) return;

    int64_t problem = 0;
    LapackParams const q = params_of(args, item, problem);
    // A device-described problem beyond the maxima its launch was sized for (possible only
    // without the device checks, where the API leaves it undefined) is left alone.
    if (args.sizes.n != nullptr &&
        (q.m > args.shared.m || q.n > args.shared.n || q.nrhs > args.shared.nrhs))
        return;
    Layout const layout = args.layout;
    bool const rows_fast = layout == Layout::ColMajor;
    T* const slice = args.smem_stride > 0 ? reinterpret_cast<T*>(lapack_smem) : nullptr;
    T* const a_ptr = args.A.get(problem);
    int info = 0;

    switch (args.routine) {
        case LapackRoutine::RowSwaps: {
            if (q.n <= 0 || q.nrhs <= 0) break;
            Mat<T> const gb = global_mat(args.B.get(problem), q.ldb, layout);
            int64_t* const pivots = args.ipiv.get(problem);
            team_swap_rows_global(t, gb, q.n, q.nrhs, pivots, q.option != 0);  // ends with a sync
            if (q.m != 0)
                for (int j = t.rank; j < q.n; j += t.size) pivots[j] += q.m;
            break;
        }
        case LapackRoutine::SolveSetup: {
            SolveArrays const& s = args.solve;
            bool const inverse = q.option == 2;
            int code = 0;
            if (inverse) {
                if (q.n > 0)
                    code = team_zero_diagonal(t, global_mat(a_ptr, q.lda, layout), q.n, &scratch);
                if (t.rank == 0 && s.codes != nullptr) s.codes[problem] = code;
            }
            bool const fine = inverse ? code == 0 : s.codes == nullptr || s.codes[problem] == 0;
            T* const b = args.B.get(problem);
            if (t.rank == 0) {
                s.m[problem] = q.n;
                s.n[problem] = fine ? q.nrhs : 0;
                s.lda[problem] = q.lda;
                s.ldb[problem] = q.ldb;
                s.A[problem] = a_ptr;
                s.B[problem] = b;
            }
            if (!fine || q.option == 0 || q.n <= 0 || q.nrhs <= 0) break;
            Mat<T> const gb = global_mat(b, q.ldb, layout);
            if (inverse) {
                team_for_each(t, 0, q.n, 0, q.n, rows_fast,
                              [&](int i, int c) { gb(i, c) = i == c ? one<T>() : zero<T>(); });
                t.sync();
            }
            team_swap_rows_global(t, gb, q.n, q.nrhs, args.ipiv.get(problem), false);
            break;
        }
        case LapackRoutine::Getrf:
        case LapackRoutine::GetrfNoPivot:
        case LapackRoutine::Geqrf: {
            int const m = q.m, n = q.n;
            if (m <= 0 || n <= 0) break;
            Mat<T> const ga = global_mat(a_ptr, q.lda, layout);
            Mat<T> a = ga;
            if (slice != nullptr) {
                a = Mat<T>{slice, 1, smem_ld(m)};
                team_copy(t, a, ga, m, n, false, rows_fast);
                t.sync();
            }
            if (args.routine == LapackRoutine::Geqrf)
                team_geqrf(t, a, m, n, args.B.get(problem), &scratch);
            else
                info = team_getrf(t, a, m, n, args.routine == LapackRoutine::Getrf,
                                  args.ipiv.get(problem), &scratch);
            if (slice != nullptr) team_copy(t, ga, a, m, n, false, rows_fast);
            break;
        }
        case LapackRoutine::Getrs:
        case LapackRoutine::Gesv:
        case LapackRoutine::Getri: {
            int const n = q.n;
            int const nrhs = args.routine == LapackRoutine::Getri ? n : q.nrhs;
            if (n <= 0) break;
            bool const factor = args.routine == LapackRoutine::Gesv;
            if (!factor && nrhs <= 0) break;
            Mat<T> const ga = global_mat(a_ptr, q.lda, layout);
            Mat<T> a = ga;
            T* panel = nullptr;
            int width = 0;
            if (slice != nullptr) {
                a = Mat<T>{slice, 1, smem_ld(n)};
                team_copy(t, a, ga, n, n, false, rows_fast);
                t.sync();
                panel = slice + int64_t(smem_ld(n)) * n;
                width = int((args.smem_stride - int64_t(smem_ld(n)) * n) / smem_ld(n));
            }
            int64_t* const ipiv = args.ipiv.get(problem);
            if (factor) {
                info = team_getrf(t, a, n, n, true, ipiv, &scratch);
                if (slice != nullptr) team_copy(t, ga, a, n, n, false, rows_fast);
                t.sync();  // the pivots written by rank 0 are read by every thread below
            }
            else if (args.routine == LapackRoutine::Getri) {
                info = team_zero_diagonal(t, a, n, &scratch);
            }
            if (info != 0) break;
            Mat<T> const gb = global_mat(args.B.get(problem), q.ldb, layout);
            if (args.routine == LapackRoutine::Getri) {
                if (panel == nullptr) {
                    team_inverse_panel(t, a, ipiv, gb, n, 0, n);
                    break;
                }
                Mat<T> const b{panel, 1, smem_ld(n)};
                for (int c0 = 0; c0 < n; c0 += width) {
                    int const w = n - c0 < width ? n - c0 : width;
                    team_inverse_panel(t, a, ipiv, b, n, c0, w);
                    team_copy(t, Mat<T>{&gb(0, c0), gb.rs, gb.cs}, b, n, w, false, rows_fast);
                    t.sync();
                }
                break;
            }
            int const trans = factor                         ? 0
                              : q.option == int(Op::NoTrans) ? 0
                              : q.option == int(Op::Trans)   ? 1
                                                             : 2;
            solve_in_panels(t, gb, n, nrhs, panel, width, rows_fast,
                            [&](Mat<T> b, int w) { team_getrs(t, a, ipiv, trans, b, n, w); });
            break;
        }
        case LapackRoutine::Potrf:
        case LapackRoutine::Potrs:
        case LapackRoutine::Posv: {
            int const n = q.n;
            int const nrhs = q.nrhs;
            if (n <= 0) break;
            bool const factor = args.routine != LapackRoutine::Potrs;
            if (args.routine == LapackRoutine::Potrs && nrhs <= 0) break;
            bool const upper = q.option == int(Uplo::Upper);
            // The lower triangle of the view holds the factor: A's for lower, A^T's for upper.
            Mat<T> ga = global_mat(a_ptr, q.lda, layout);
            if (upper) ga = ga.transposed();
            bool const view_rows_fast = ga.rs == 1;
            Mat<T> a = ga;
            T* panel = nullptr;
            int width = 0;
            if (slice != nullptr) {
                a = Mat<T>{slice, 1, smem_ld(n)};
                team_copy(t, a, ga, n, n, true, view_rows_fast);
                t.sync();
                panel = slice + int64_t(smem_ld(n)) * n;
                width = int((args.smem_stride - int64_t(smem_ld(n)) * n) / smem_ld(n));
            }
            if (factor) {
                info = team_potrf(t, a, n);
                t.sync();
                if (slice != nullptr) team_copy(t, ga, a, n, n, true, view_rows_fast);
                if (info != 0 || args.routine == LapackRoutine::Potrf) break;
                t.sync();
            }
            if (nrhs <= 0) break;
            Mat<T> const gb = global_mat(args.B.get(problem), q.ldb, layout);
            solve_in_panels(t, gb, n, nrhs, panel, width, rows_fast,
                            [&](Mat<T> b, int w) { team_potrs(t, a, upper, b, n, w); });
            break;
        }
    }
    if (args.codes != nullptr && t.rank == 0 && reports_codes(args.routine))
        args.codes[problem] = info;
}

/** The blocks a multiprocessor holds at least of a register factorization: the tuned count
 *  where a row takes at most 64 registers, else the compiler's choice (a wider row would spill). */
template <typename T, int N>
constexpr int register_factor_min_blocks = sizeof(T) * N <= 256 ? lapack_register_min_blocks : 1;

/**
 * getrf, getrfnp, potrf or geqrf (Factor) of matrices of at most N rows and columns in registers
 * (lapack_registers.cuh): N lanes a problem, args.teams_per_block problems a block. A warp whose
 * every problem lies past the end leaves; otherwise all its lanes run every step. One kernel a
 * factorization, so that none holds the registers or the schedule of another's path (getrfnp
 * included: the pivot search, even skipped, shapes getrf's instruction schedule).
 */
template <typename T, int N, LapackRoutine Factor>
__global__ void __launch_bounds__(128, register_factor_min_blocks<T, N>)
    lapack_register_kernel(LapackArgs<T> args)
{
    Segment<N> const s{int(threadIdx.x) % N, int(threadIdx.x) % 32 / N * N};
    int64_t const first = int64_t(blockIdx.x) * args.teams_per_block;
    int64_t const item = first + int64_t(threadIdx.x) / N;
    if (first + int64_t(threadIdx.x) / 32 * (32 / N) >= args.count) return;  // the whole warp
    if (args.abort != nullptr && *args.abort != 0) return;
    bool live = item < args.count;
    int64_t problem = 0;
    LapackParams q{};
    if (live) {
        q = params_of(args, item, problem);
        // Beyond the maxima the launch was sized for: only without device checks (undefined).
        if (args.sizes.n != nullptr && (q.m > args.shared.m || q.n > args.shared.n)) live = false;
    }
    constexpr bool cholesky = Factor == LapackRoutine::Potrf;
    int const m = live ? max(cholesky ? q.n : q.m, 0) : 0;
    int const n = live ? max(q.n, 0) : 0;
    Mat<T> g{nullptr, 0, 0};
    if (m > 0 && n > 0) {
        g = global_mat(args.A.get(problem), q.lda, args.layout);
        if (cholesky && q.option == int(Uplo::Upper)) g = g.transposed();  // see team_potrs
    }

    T r[N];
#pragma unroll
    for (int c = 0; c < N; ++c) {
        r[c] = zero<T>();
        if (c < n && s.lane < m && (!cholesky || c <= s.lane)) r[c] = g(s.lane, c);
    }
    int info = 0;
    g.recompute_addresses();
    if constexpr (cholesky) {
        info = register_potrf<T, N>(r, s, n);
#pragma unroll
        for (int c = 0; c < N; ++c)
            if (c < n && s.lane < m && c <= s.lane) g(s.lane, c) = r[c];
    }
    else if constexpr (Factor == LapackRoutine::Geqrf) {
        register_geqrf<T, N>(r, s, m, n, live ? args.B.get(problem) : nullptr);
#pragma unroll
        for (int c = 0; c < N; ++c)
            if (c < n && s.lane < m) g(s.lane, c) = r[c];
    }
    else {
        int pos = s.lane;
        info = register_getrf<T, N>(r, pos, s, m, n, Factor == LapackRoutine::Getrf,
                                    live ? args.ipiv.get(problem) : nullptr);
#pragma unroll
        for (int c = 0; c < N; ++c)
            if (c < n && s.lane < m) g(pos, c) = r[c];
    }
    if (args.codes != nullptr && live && s.lane == 0) args.codes[problem] = info;
}

/** Right-hand-side columns a lane of the register solves holds at a time: 16 32-bit registers,
 *  8 for complex double, whose factor rows alone take 128 at N = 32. */
template <typename T>
constexpr int register_solve_columns = sizeof(T) >= 16 ? 2 : int(64 / sizeof(T));

/**
 * getrs, gesv, getri, potrs and posv of matrices of at most N rows and columns in registers:
 * the segment layout of lapack_register_kernel, the factor computed there (gesv, posv) or
 * loaded, then the right-hand sides (getri: the interchanged identity's columns) a chunk of
 * K columns at a time through the solves of lapack_register_solves.cuh. Where a code is set
 * (a failed factorization, getri's zero pivot) B stays untouched.
 */
template <typename T, int N, LapackRoutine Routine>
__global__ void __launch_bounds__(128) lapack_register_solve_kernel(LapackArgs<T> args)
{
    constexpr int K = register_solve_columns<T>;
    constexpr LapackRoutine routine = Routine;
    Segment<N> const s{int(threadIdx.x) % N, int(threadIdx.x) % 32 / N * N};
    int64_t const first = int64_t(blockIdx.x) * args.teams_per_block;
    int64_t const item = first + int64_t(threadIdx.x) / N;
    if (first + int64_t(threadIdx.x) / 32 * (32 / N) >= args.count) return;  // the whole warp
    if (args.abort != nullptr && *args.abort != 0) return;
    bool live = item < args.count;
    int64_t problem = 0;
    LapackParams q{};
    if (live) {
        q = params_of(args, item, problem);
        // Beyond the maxima the launch was sized for: only without device checks (undefined).
        if (args.sizes.n != nullptr && (q.n > args.shared.n || q.nrhs > args.shared.nrhs))
            live = false;
    }
    constexpr bool cholesky = routine == LapackRoutine::Potrs || routine == LapackRoutine::Posv;
    constexpr bool inverse = routine == LapackRoutine::Getri;
    bool const upper = cholesky && q.option == int(Uplo::Upper);
    int const n = live ? max(q.n, 0) : 0;
    int const nrhs = !live ? 0 : inverse ? n : max(q.nrhs, 0);
    int const lane = s.lane;

    Mat<T> g{nullptr, 0, 0};
    int64_t* ipiv = nullptr;
    if (n > 0) {
        g = global_mat(args.A.get(problem), q.lda, args.layout);
        if (upper) g = g.transposed();  // the lower triangle of the view holds U^T (team_potrs)
        if (!cholesky) ipiv = args.ipiv.get(problem);
    }
    T r[N];
#pragma unroll
    for (int c = 0; c < N; ++c) {
        r[c] = zero<T>();
        if (c < n && lane < n && (!cholesky || c <= lane)) r[c] = g(lane, c);
    }
    g.recompute_addresses();

    int info = 0;
    int pos = lane;
    if constexpr (routine == LapackRoutine::Gesv) {
        info = register_getrf<T, N>(r, pos, s, n, n, true, ipiv);
#pragma unroll
        for (int c = 0; c < N; ++c)
            if (c < n && lane < n) g(pos, c) = r[c];
    }
    else if constexpr (routine == LapackRoutine::Posv) {
        info = register_potrf<T, N>(r, s, n);
#pragma unroll
        for (int c = 0; c < N; ++c)
            if (c < n && lane < n && c <= lane) g(lane, c) = r[c];
    }
    else if constexpr (inverse) {
        T diagonal = one<T>();
#pragma unroll
        for (int c = 0; c < N; ++c)
            if (c == lane) diagonal = r[c];
        unsigned const zero_at = s.bits(__ballot_sync(full_warp, lane < n && is_zero(diagonal)));
        info = zero_at != 0 ? __ffs(int(zero_at)) : 0;
    }

    // getrs with trans and the inverse read the pivots; gesv's rows stay where its factorization
    // left them (pos), B's row `lane` being row pos of P B.
    int const trans = routine != LapackRoutine::Getrs ? 0
                      : q.option == int(Op::NoTrans)  ? 0
                      : q.option == int(Op::Trans)    ? 1
                                                      : 2;
    constexpr bool interchanges = routine == LapackRoutine::Getrs || inverse;
    int pivot = lane;
    if (interchanges && lane < n) pivot = int(ipiv[lane]) - 1;
    int swapped = lane;
    if constexpr (interchanges) swapped = row_after_interchanges<N>(lane, pivot, n);
    bool const solves = live && info == 0 && n > 0 && nrhs > 0;
    bool const forward = solves && trans == 0;  // L then U, or L then L^H, with M itself
    bool const backward = solves && trans != 0;
    int const load_row = routine == LapackRoutine::Getrs && trans == 0 ? swapped : lane;
    int const store_row = routine == LapackRoutine::Gesv                  ? pos
                          : routine == LapackRoutine::Getrs && trans != 0 ? swapped
                                                                          : lane;
    Mat<T> const gb = solves ? global_mat(args.B.get(problem), q.ldb, args.layout) : Mat<T>{};
    int chunks = solves ? (nrhs + K - 1) / K : 0;
    chunks = __reduce_max_sync(full_warp, unsigned(chunks));
    bool const any_forward = __any_sync(full_warp, forward);
    bool const any_backward = __any_sync(full_warp, backward);
    T const inv = inverse_diagonal(r, pos, n);
    for (int chunk = 0; chunk < chunks; ++chunk) {
        int const c0 = chunk * K;
        int const mine = solves ? min(nrhs - c0, K) : 0;
        int const columns = int(__reduce_max_sync(full_warp, unsigned(max(mine, 0))));
        T b[K];
#pragma unroll
        for (int k = 0; k < K; ++k) {
            b[k] = zero<T>();
            if (!solves || lane >= n || c0 + k >= nrhs) continue;
            b[k] = inverse ? (swapped == c0 + k ? one<T>() : zero<T>()) : gb(load_row, c0 + k);
        }
        if constexpr (cholesky) {
            register_solve<true>(r, inv, b, s, pos, n, columns, solves, false, upper);
            register_solve_transposed<false>(r, inv, b, s, pos, n, columns, solves, false, !upper);
        }
        else {
            bool const conj = trans == 2;
            if (any_forward) {
                register_solve<true>(r, inv, b, s, pos, n, columns, forward, true, false);
                register_solve<false>(r, inv, b, s, pos, n, columns, forward, false, false);
            }
            if (any_backward) {
                register_solve_transposed<true>(r, inv, b, s, pos, n, columns, backward, false,
                                                conj);
                register_solve_transposed<false>(r, inv, b, s, pos, n, columns, backward, true,
                                                 conj);
            }
        }
#pragma unroll
        for (int k = 0; k < K; ++k)
            if (solves && lane < n && c0 + k < nrhs) gb(store_row, c0 + k) = b[k];
    }
    if constexpr (reports_codes(routine)) {
        if (args.codes != nullptr && live && lane == 0) args.codes[problem] = info;
    }
}

/** Right-hand-side columns a pass of the streamed solves holds (lapack_streamed_solves.cuh). */
constexpr int streamed_solve_columns = 4;

/**
 * getrs and potrs with few right-hand sides past a warp's order: a warp a problem
 * (lapack_register_warps problems a block), S register slots a lane (orders to 32 S), the factor
 * streamed (lapack_streamed_solves.cuh), the right-hand sides a pass of streamed_solve_columns
 * columns at a time; getrs's interchanges applied to B in place before (NoTrans) or after.
 */
template <typename T, int S>
__global__ void __launch_bounds__(128) lapack_streamed_solve_kernel(LapackArgs<T> args)
{
    constexpr int K = streamed_solve_columns;
    int const lane = int(threadIdx.x) % 32;
    int64_t const item = int64_t(blockIdx.x) * args.teams_per_block + int64_t(threadIdx.x) / 32;
    if (item >= args.count) return;  // a whole warp
    if (args.abort != nullptr && *args.abort != 0) return;
    int64_t problem = 0;
    LapackParams const q = params_of(args, item, problem);
    // Beyond the maxima the launch was sized for: only without device checks (undefined).
    if (args.sizes.n != nullptr && (q.n > args.shared.n || q.nrhs > args.shared.nrhs)) return;
    int const n = q.n, nrhs = q.nrhs;
    if (n <= 0 || nrhs <= 0 || n > 32 * S) return;
    bool const column_major = args.layout == Layout::ColMajor;
    Mat<T> const a = global_mat(args.A.get(problem), q.lda, args.layout);
    Mat<T> const gb = global_mat(args.B.get(problem), q.ldb, args.layout);
    bool const lu = args.routine == LapackRoutine::Getrs;
    int const op = !lu ? 0 : q.option == int(Op::NoTrans) ? 0 : q.option == int(Op::Trans) ? 1 : 2;
    bool const upper = !lu && q.option == int(Uplo::Upper);
    int64_t const* const ipiv = lu ? args.ipiv.get(problem) : nullptr;
    Team<true> const warp{lane, 32};
    if (lu && op == 0) team_swap_rows_global(warp, gb, n, nrhs, ipiv, false);  // ends with a sync
    for (int c0 = 0; c0 < nrhs; c0 += K) {
        int const columns = nrhs - c0 < K ? nrhs - c0 : K;
        T b[K][S];
#pragma unroll
        for (int k = 0; k < K; ++k)
#pragma unroll
            for (int s = 0; s < S; ++s) {
                int const i = s * 32 + lane;
                b[k][s] = k < columns && i < n ? gb(i, c0 + k) : zero<T>();
            }
        if (lu) {
            // op == 0: L (unit lower), then U; otherwise op(U) (lower), then op(L) (unit upper).
            warp_streamed_solve<true>(a, b, lane, n, columns, op == 0, op, column_major);
            warp_streamed_solve<false>(a, b, lane, n, columns, op != 0, op, column_major);
        }
        else {
            // Lower: L, then L^H. Upper: U^H, then U.
            warp_streamed_solve<true>(a, b, lane, n, columns, false, upper ? 2 : 0, column_major);
            warp_streamed_solve<false>(a, b, lane, n, columns, false, upper ? 0 : 2, column_major);
        }
#pragma unroll
        for (int k = 0; k < K; ++k)
#pragma unroll
            for (int s = 0; s < S; ++s) {
                int const i = s * 32 + lane;
                if (k < columns && i < n) gb(i, c0 + k) = b[k][s];
            }
    }
    if (lu && op != 0) {
        __syncwarp();  // every lane's stores before the interchanges read them
        team_swap_rows_global(warp, gb, n, nrhs, ipiv, true);
    }
}

/**
 * getrf, getrfnp and potrf in row blocks (lapack_rows.cuh): a block a problem, `slots` rows of
 * C register columns in each of blockDim.x / slots parts, sized for the launch's largest
 * problem (a smaller one leaves the rows and columns beyond its own idle).
 */
template <typename T, int C>
__global__ void __launch_bounds__(lapack_rows_threads)
    lapack_rows_kernel(LapackArgs<T> args, int slots)
{
    extern __shared__ __align__(16) unsigned char lapack_smem[];
    RowBlock const b{int(threadIdx.x) % slots, int(threadIdx.x) / slots, slots,
                     int(blockDim.x) / slots};
    if (args.abort != nullptr && *args.abort != 0) return;
    int64_t problem = 0;
    LapackParams const q = params_of(args, int64_t(blockIdx.x), problem);
    // Beyond the maxima the launch was sized for: only without device checks (undefined).
    if (args.sizes.n != nullptr && (q.m > args.shared.m || q.n > args.shared.n)) return;
    bool const cholesky = args.routine == LapackRoutine::Potrf;
    bool const pivot = args.routine == LapackRoutine::Getrf;
    int const m = max(cholesky ? q.n : q.m, 0), n = max(q.n, 0);
    int info = 0;
    if (m > 0 && n > 0) {
        Mat<T> g = global_mat(args.A.get(problem), q.lda, args.layout);
        if (cholesky && q.option == int(Uplo::Upper)) g = g.transposed();  // see team_potrs
        RowShared<T> const s = RowShared<T>::carve(lapack_smem, slots, b.parts * C);
        int const c0 = b.part * C;
        bool const real_row = b.slot < m;
        T r[C];
        {
            // The address steps through the row behind an opaque barrier, so that the
            // compiler cannot keep an address beside each register of the row.
            T const* at = &g(b.slot, c0);
#pragma unroll
            for (int c = 0; c < C; ++c) {
                int const gc = c0 + c;
                r[c] = zero<T>();
                if (real_row && gc < n && (!cholesky || gc <= b.slot)) r[c] = *at;
                at += g.cs;
                asm volatile("" : "+l"(at));
            }
        }
        if (cholesky) {
            info = rows_potrf<T, C>(r, b, s, n);
            T* at = &g(b.slot, c0);
#pragma unroll
            for (int c = 0; c < C; ++c) {
                if (real_row && c0 + c < n && c0 + c <= b.slot) *at = r[c];
                at += g.cs;
                asm volatile("" : "+l"(at));
            }
        }
        else {
            int pos = b.slot;
            info = rows_getrf<T, C>(r, pos, b, s, m, n, pivot,
                                    pivot ? args.ipiv.get(problem) : nullptr);
            T* at = &g(pos, c0);
#pragma unroll
            for (int c = 0; c < C; ++c) {
                if (real_row && c0 + c < n) *at = r[c];
                at += g.cs;
                asm volatile("" : "+l"(at));
            }
        }
    }
    if (args.codes != nullptr && threadIdx.x == 0) args.codes[problem] = info;
}

/** max(1, x). */
__device__ __forceinline__ int64_t at_least_one(int64_t x)
{
    return x > 1 ? x : 1;
}

/**
 * The device-side checks of a device-described batch: problem i's code (the smallest position
 * of an invalid argument, negated, or 0) in info[i]; abort raised when any is invalid.
 */
template <typename T>
__global__ void lapack_check_kernel(LapackArgs<T> args, LapackPositions pos, int64_t max_m,
                                    int64_t max_n, int64_t max_nrhs, int64_t* info, int* abort)
{
    int64_t const i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    if (i >= args.count) return;
    LapackDeviceSizes const& d = args.sizes;
    LapackRoutine const r = args.routine;
    bool const col = args.layout == Layout::ColMajor;
    bool const general =
        r == LapackRoutine::Getrf || r == LapackRoutine::GetrfNoPivot || r == LapackRoutine::Geqrf;
    bool const has_rhs = r == LapackRoutine::Getrs || r == LapackRoutine::Gesv ||
                         r == LapackRoutine::Potrs || r == LapackRoutine::Posv;
    bool const has_pivots = r == LapackRoutine::Getrf || r == LapackRoutine::Getrs ||
                            r == LapackRoutine::Gesv || r == LapackRoutine::Getri;
    int bad = 0;
    auto const fail = [&](int position) {
        if (position > 0 && (bad == 0 || position < bad)) bad = position;
    };
    int64_t const m = general ? d.m[i] : 0;
    int64_t const n = d.n[i];
    int64_t const nrhs = has_rhs ? d.nrhs[i] : 0;
    if (general && (m < 0 || m > max_m)) fail(pos.m);
    if (n < 0 || n > max_n) fail(pos.n);
    if (has_rhs && (nrhs < 0 || nrhs > max_nrhs)) fail(pos.nrhs);
    int64_t const rows = general ? m : n;
    if (d.lda[i] < at_least_one(col ? rows : n)) fail(pos.lda);
    bool const any = rows > 0 && n > 0;
    if (any && args.A.get(i) == nullptr) fail(pos.A);
    if (has_pivots && any && args.ipiv.get(i) == nullptr) fail(pos.ipiv);
    if (has_rhs) {
        if (d.ldb[i] < at_least_one(col ? n : nrhs)) fail(pos.ldb);
        if (n > 0 && nrhs > 0 && args.B.get(i) == nullptr) fail(pos.B);
    }
    else if (r == LapackRoutine::Getri) {
        if (d.ldb[i] < at_least_one(n)) fail(pos.ldb);
        if (n > 0 && args.B.get(i) == nullptr) fail(pos.B);
    }
    else if (r == LapackRoutine::Geqrf) {
        if (any && args.B.get(i) == nullptr) fail(pos.B);
    }
    info[i] = -int64_t(bad);
    if (bad != 0) atomicOr(abort, 1);
}

template <typename T>
void LapackKernels<T>::teams(LapackArgs<T> const& args, int threads, size_t smem_bytes,
                             cudaStream_t stream)
{
    if (args.count <= 0) return;
    int64_t const blocks = (args.count + args.teams_per_block - 1) / args.teams_per_block;
    if (blocks > int64_t(INT32_MAX))
        throw Error("batchblas (CUDA): a LAPACK launch beyond the grid's limit");
    auto const kernel = lapack_kernel<T>;
    // A failure names the launch's shape and the kernel's resources.
    auto const fail = [&](char const* what, cudaError_t e) {
        cudaGetLastError();  // reported here; later calls must not see it again
        cudaFuncAttributes attr{};
        cudaFuncGetAttributes(&attr, kernel);
        cudaGetLastError();
        throw Error(std::string("batchblas CUDA: LAPACK kernel ") + what + ": " +
                    cudaGetErrorString(e) + " (" + std::to_string(blocks) + " blocks of " +
                    std::to_string(threads) + " threads, " + std::to_string(smem_bytes) +
                    " bytes of shared memory; the kernel: " + std::to_string(attr.numRegs) +
                    " registers, " + std::to_string(attr.sharedSizeBytes) + " static and " +
                    std::to_string(attr.maxDynamicSharedSizeBytes) + " dynamic shared bytes, " +
                    std::to_string(attr.localSizeBytes) + " local bytes, at most " +
                    std::to_string(attr.maxThreadsPerBlock) + " threads)");
    };
    if (smem_bytes > 48 * 1024) {
        cudaError_t const e = cudaFuncSetAttribute(
            kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(smem_bytes));
        if (e != cudaSuccess) fail("cannot raise the shared memory limit", e);
    }
    kernel<<<unsigned(blocks), unsigned(threads), smem_bytes, stream>>>(args);
    cudaError_t const e = cudaGetLastError();
    if (e != cudaSuccess) fail("launch failed", e);
}

/** The register factorization kernel of a routine. */
template <typename T, int N>
auto register_factor_kernel_of(LapackRoutine r)
{
    switch (r) {
        case LapackRoutine::Getrf:
            return &lapack_register_kernel<T, N, LapackRoutine::Getrf>;
        case LapackRoutine::GetrfNoPivot:
            return &lapack_register_kernel<T, N, LapackRoutine::GetrfNoPivot>;
        case LapackRoutine::Potrf:
            return &lapack_register_kernel<T, N, LapackRoutine::Potrf>;
        case LapackRoutine::Geqrf:
            return &lapack_register_kernel<T, N, LapackRoutine::Geqrf>;
        default:
            throw Error("batchblas (CUDA): no register factorization for this LAPACK routine");
    }
}

/** The register solve kernel of a routine (one each, so that none carries another's path). */
template <typename T, int N>
auto register_solve_kernel_of(LapackRoutine r)
{
    switch (r) {
        case LapackRoutine::Getrs:
            return &lapack_register_solve_kernel<T, N, LapackRoutine::Getrs>;
        case LapackRoutine::Gesv:
            return &lapack_register_solve_kernel<T, N, LapackRoutine::Gesv>;
        case LapackRoutine::Getri:
            return &lapack_register_solve_kernel<T, N, LapackRoutine::Getri>;
        case LapackRoutine::Potrs:
            return &lapack_register_solve_kernel<T, N, LapackRoutine::Potrs>;
        case LapackRoutine::Posv:
            return &lapack_register_solve_kernel<T, N, LapackRoutine::Posv>;
        default:
            throw Error("batchblas (CUDA): no register kernel for this LAPACK routine");
    }
}

template <typename T, int N>
void launch_registers_of(LapackArgs<T> args, cudaStream_t stream)
{
    args.teams_per_block = lapack_register_warps * (32 / N);
    int64_t const blocks = (args.count + args.teams_per_block - 1) / args.teams_per_block;
    if (blocks > int64_t(INT32_MAX))
        throw Error("batchblas (CUDA): a LAPACK launch beyond the grid's limit");
    if (factors_only(args.routine) || args.routine == LapackRoutine::Geqrf)
        register_factor_kernel_of<T, N>(
            args.routine)<<<unsigned(blocks), unsigned(32 * lapack_register_warps), 0, stream>>>(
            args);
    else
        register_solve_kernel_of<T, N>(
            args.routine)<<<unsigned(blocks), unsigned(32 * lapack_register_warps), 0, stream>>>(
            args);
}

template <typename T>
void LapackKernels<T>::registers(LapackArgs<T> const& args, int largest, cudaStream_t stream)
{
    if (args.count <= 0) return;
    if (largest <= 2)
        launch_registers_of<T, 2>(args, stream);
    else if (largest <= 4)
        launch_registers_of<T, 4>(args, stream);
    else if (largest <= 8)
        launch_registers_of<T, 8>(args, stream);
    else if (largest <= 16)
        launch_registers_of<T, 16>(args, stream);
    else
        launch_registers_of<T, 32>(args, stream);
    cudaError_t const e = cudaGetLastError();
    if (e != cudaSuccess)
        throw Error(std::string("batchblas CUDA: LAPACK register kernel launch failed: ") +
                    cudaGetErrorString(e));
}

template <typename T, int S>
void launch_streamed_of(LapackArgs<T> args, cudaStream_t stream)
{
    args.teams_per_block = lapack_register_warps;
    int64_t const blocks = (args.count + args.teams_per_block - 1) / args.teams_per_block;
    if (blocks > int64_t(INT32_MAX))
        throw Error("batchblas (CUDA): a LAPACK launch beyond the grid's limit");
    lapack_streamed_solve_kernel<T, S>
        <<<unsigned(blocks), unsigned(32 * lapack_register_warps), 0, stream>>>(args);
}

template <typename T>
void LapackKernels<T>::streamed(LapackArgs<T> const& args, int largest, cudaStream_t stream)
{
    if (args.count <= 0) return;
    static_assert(lapack_streamed_solve_max_order <= 64, "one slot count instantiated");
    if (largest > 64) throw Error("batchblas (CUDA): a streamed LAPACK solve beyond order 64");
    launch_streamed_of<T, 2>(args, stream);
    cudaError_t const e = cudaGetLastError();
    if (e != cudaSuccess)
        throw Error(std::string("batchblas CUDA: LAPACK streamed solve launch failed: ") +
                    cudaGetErrorString(e));
}

template <typename T>
void LapackKernels<T>::rows(LapackArgs<T> args, int slots, int parts, cudaStream_t stream)
{
    if (args.count <= 0) return;
    if (args.count > int64_t(INT32_MAX))
        throw Error("batchblas (CUDA): a LAPACK launch beyond the grid's limit");
    constexpr int columns = lapack_rows_columns(sizeof(T));
    args.teams_per_block = 1;
    args.smem_stride = 0;
    size_t const smem = RowShared<T>::bytes(slots, parts * columns);
    lapack_rows_kernel<T, columns>
        <<<unsigned(args.count), unsigned(slots * parts), smem, stream>>>(args, slots);
    cudaError_t const e = cudaGetLastError();
    if (e != cudaSuccess)
        throw Error(std::string("batchblas CUDA: LAPACK row-block kernel launch failed: ") +
                    cudaGetErrorString(e));
}

template <typename T>
void LapackKernels<T>::check(LapackArgs<T> const& args, LapackPositions positions, int64_t max_m,
                             int64_t max_n, int64_t max_nrhs, int64_t* info, int* abort,
                             cudaStream_t stream)
{
    if (args.count <= 0) return;
    int const threads = 256;
    int64_t const blocks = (args.count + threads - 1) / threads;
    lapack_check_kernel<T><<<unsigned(blocks), threads, 0, stream>>>(args, positions, max_m, max_n,
                                                                     max_nrhs, info, abort);
    BBLAS_CUDA_CHECK(cudaGetLastError());
}

}  // namespace batchblas::cuda
