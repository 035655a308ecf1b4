// SPDX-License-Identifier: BSD-3-Clause
/**
 * Blocked LU and Cholesky on the GPU (lapack_blocked.hh), right-looking, a panel of
 * lapack_blocked_lu_panel (Cholesky: lapack_blocked_cholesky_panel) columns at a time over the
 * whole batch, each step one launch of each part over every problem (a problem whose order the
 * step has passed takes empty sizes).
 *
 * LU: the panel (the rows below the step by the panel's columns) in a row block
 * (launch(GetrfProblems) on the sub-matrix, its pivots local to it), its interchanges applied
 * to the columns right of the panel and then left of it (which also adds the step to the
 * pivots), the Level 3 trsm (L11 U12 = A12) and gemm (A22 -= L21 U12). getrfnp: the same
 * without the pivots and interchanges.
 *
 * Cholesky: the diagonal block by the row blocks (launch(PotrfProblems)), the panel
 * below it by the Level 3 trsm (X L11^H = A21), the trailing matrix by herk / syrk
 * (A22 -= A21 A21^H).
 *
 * The upper case is the lower one on the other layout: the same memory read transposed is A^T,
 * which for a Hermitian A is conj(A), whose lower factor conj(L) = U^T lands where U is stored.
 * Codes: each panel's or diagonal block's go to a scratch array and are merged into the
 * batch's, offset by the step, only where none is set yet (a failed problem's later blocks work
 * on what the failure left and may fail again).
 */
#include "cuda/launch/lapack_blocked.hh"

#include <algorithm>
#include <complex>
#include <string>
#include <type_traits>
#include <vector>

#include "cuda/config/sm90.hh"
#include "cuda/kernel/lapack_launch.hh"
#include "cuda/launch/lapack_plan.hh"
#include "cuda/launch/level3.hh"
#include "cuda/launch/run_batch.hh"
#include "cuda/launch/run_lapack.hh"

namespace batchblas::cuda {

namespace {

/** The codes of a blocked call: the caller's device array, or one in the queue's scratch after
 *  the per-step array; both zeroed. Returns {codes, step codes}. */
std::pair<int64_t*, int64_t*> blocked_codes(Queue& queue, char const* name, int64_t count,
                                            LapackSources const& sources, int64_t* host_codes)
{
    bool const own_codes = sources.device_codes == nullptr;
    if (own_codes && host_codes != nullptr) refuse_host_codes_in_capture(queue, name);
    size_t const column = size_t(count) * sizeof(int64_t);
    // A caller holding the scratch (gesv, posv) gives the steps' codes; codes of its own, then,
    // are the caller's device array.
    bool const hold = sources.step_codes != nullptr;
    if (hold && own_codes)
        throw Error(std::string("batchblas::") + name +
                    " (CUDA): steps' codes given without a device code array");
    unsigned char* const scratch =
        hold ? nullptr : queue.workspace().scratch((own_codes ? 2 : 1) * column);
    int64_t* const step = hold ? sources.step_codes : reinterpret_cast<int64_t*>(scratch);
    int64_t* const codes = !own_codes ? sources.device_codes
                                      : reinterpret_cast<int64_t*>(scratch + column);
    BBLAS_CUDA_CHECK(cudaMemsetAsync(codes, 0, column, queue.stream()));
    return {codes, step};
}

/** The codes back to the host when the caller gave no device array but a host one. */
void codes_back(Queue& queue, int64_t const* codes, int64_t count, LapackSources const& sources,
                int64_t* host_codes)
{
    if (sources.device_codes != nullptr || host_codes == nullptr) return;
    BBLAS_CUDA_CHECK(cudaMemcpyAsync(host_codes, codes, size_t(count) * sizeof(int64_t),
                                     cudaMemcpyDeviceToHost, queue.stream()));
    BBLAS_CUDA_CHECK(cudaStreamSynchronize(queue.stream()));
}

/** Element (r, c) of a matrix of leading dimension ld in the layout. */
template <typename T>
T* element(T* a, int64_t ld, bool col_major, int64_t r, int64_t c)
{
    return a + (col_major ? r + c * ld : r * ld + c);
}

/** Problems of getrf (pivoting) or getrfnp. */
template <typename T, bool Pivoting>
using LuProblems =
    std::conditional_t<Pivoting, core::GetrfProblems<T>, core::GetrfNoPivotProblems<T>>;

template <typename T, bool Pivoting>
bool runs_blocked(LuProblems<T, Pivoting> const& p)
{
    int64_t const rows = core::largest_of(p.groups, p.m), cols = core::largest_of(p.groups, p.n);
    LapackRoutine const r = Pivoting ? LapackRoutine::Getrf : LapackRoutine::GetrfNoPivot;
    return lu_runs_blocked<device_t<T>>(r, rows, cols);
}

/** The row interchanges of a panel on the columns right of it, then left of it (adding the step
 *  k to the pivots, which the right side must still read local). */
template <typename T>
void panel_swaps(char const* name, int layout, core::Groups const& flat, int64_t k,
                 std::vector<int64_t> const& lda, std::vector<int64_t> const& swaps,
                 std::vector<int64_t> const& right, std::vector<T*> const& right_of,
                 std::vector<int64_t> const& left, std::vector<T*> const& left_of,
                 std::vector<int64_t*> const& panel_pivots, Queue& queue)
{
    for (bool const left_part : {false, true}) {
        std::vector<T*> const& b = left_part ? left_of : right_of;
        std::vector<int64_t> const& columns = left_part ? left : right;
        LapackCall<device_t<T>> call{name,
                                     LapackRoutine::RowSwaps,
                                     Layout(layout),
                                     &flat,
                                     core::Spread::PerProblem,
                                     MatrixSource{},
                                     MatrixSource{},
                                     MatrixSource{},
                                     true,
                                     true};
        run_lapack<device_t<T>>(
            queue, call, LapackSources{}, nullptr,
            [&](core::Index at) {
                size_t const i = size_t(at.problem);
                return LapackParams{0,
                                    lda[i],
                                    left_part ? int32_t(k) : 0,
                                    int32_t(swaps[i]),
                                    int32_t(columns[i]),
                                    0};
            },
            [&](core::Index at) {
                size_t const i = size_t(at.problem);
                return std::array<void const*, 3>{b[i], b[i], panel_pivots[i]};
            });
    }
}

template <typename T, bool Pivoting>
void lu_blocked(LuProblems<T, Pivoting> const& p, Queue& queue, LapackSources const& sources,
                int64_t* host_codes)
{
    std::vector<int64_t> rows, cols, lda;
    std::vector<T*> base;
    std::vector<int64_t*> pivots;
    core::for_each_problem(p.groups, [&](core::Index at) {
        rows.push_back(p.m(at));
        cols.push_back(p.n(at));
        lda.push_back(p.lda(at));
        base.push_back(p.A(at));
        if constexpr (Pivoting) pivots.push_back(p.ipiv(at));
    });
    int64_t const count = int64_t(rows.size());
    if (count == 0) return;
    int64_t steps = 0;
    for (size_t i = 0; i < rows.size(); ++i) steps = std::max(steps, std::min(rows[i], cols[i]));
    DeviceScope device(queue.device());
    auto const [codes, step_codes] = blocked_codes(queue, p.name, count, sources, host_codes);

    bool const col_major = p.layout == int(Layout::ColMajor);
    size_t const problems = rows.size();
    std::vector<int64_t> panel_rows(problems), width(problems), swaps(problems), right(problems),
        left(problems), below(problems);
    std::vector<T*> panel(problems), right_of(problems), left_of(problems), trailing(problems);
    std::vector<T const*> l11(problems), l21(problems), u12(problems);
    std::vector<int64_t*> panel_pivots(Pivoting ? problems : 0);
    core::Groups const flat = core::Groups::single(count);
    core::Param<int64_t> const ld(lda.data(), core::Spread::PerProblem);
    int const lower = int(Uplo::Lower), left_side = int(Side::Left), none = int(Op::NoTrans),
              unit = int(Diag::Unit);
    T const one(1), minus_one(-1);

    for (int64_t k = 0; k < steps; k += lapack_blocked_lu_panel) {
        for (size_t i = 0; i < problems; ++i) {
            bool const live = k < std::min(rows[i], cols[i]);
            panel_rows[i] = live ? rows[i] - k : 0;
            width[i] = live ? std::min<int64_t>(lapack_blocked_lu_panel, cols[i] - k) : 0;
            swaps[i] = std::min(panel_rows[i], width[i]);
            right[i] = live ? cols[i] - k - width[i] : 0;
            left[i] = live ? k : 0;
            below[i] = live ? std::max<int64_t>(rows[i] - k - width[i], 0) : 0;
            // An empty operand keeps the matrix's own pointer: nothing reads it.
            T* const a = base[i];
            panel[i] = live ? element(a, lda[i], col_major, k, k) : a;
            right_of[i] = right[i] > 0 ? element(a, lda[i], col_major, k, k + width[i]) : a;
            left_of[i] = live ? element(a, lda[i], col_major, k, 0) : a;
            trailing[i] =
                below[i] > 0 && right[i] > 0 ? element(a, lda[i], col_major, k + width[i],
                                                       k + width[i])
                                             : a;
            l11[i] = panel[i];
            l21[i] = below[i] > 0 ? element(a, lda[i], col_major, k + width[i], k) : a;
            u12[i] = right_of[i];
            if constexpr (Pivoting) panel_pivots[i] = live ? pivots[i] + k : pivots[i];
        }

        LuProblems<T, Pivoting> f;
        f.name = p.name;
        f.layout = p.layout;
        f.groups = flat;
        f.m = core::Param<int64_t>(panel_rows.data(), core::Spread::PerProblem);
        f.n = core::Param<int64_t>(width.data(), core::Spread::PerProblem);
        f.A = core::Matrices<T>(panel.data(), core::Spread::PerProblem);
        f.lda = ld;
        if constexpr (Pivoting)
            f.ipiv = core::Matrices<int64_t>(panel_pivots.data(), core::Spread::PerProblem);
        LapackSources panel_sources;
        panel_sources.device_codes = step_codes;
        launch(f, queue, panel_sources, nullptr);
        launch_merge_codes(codes, step_codes, k, count, queue.stream());
        if constexpr (Pivoting)
            panel_swaps(p.name, p.layout, flat, k, lda, swaps, right, right_of, left, left_of,
                        panel_pivots, queue);

        core::TriangularProblems<T> t;  // L11 U12 = A12
        t.solve = true;
        t.name = p.name;
        t.layout = p.layout;
        t.groups = flat;
        t.side = core::Param<int>(&left_side, core::Spread::One);
        t.uplo = core::Param<int>(&lower, core::Spread::One);
        t.trans = core::Param<int>(&none, core::Spread::One);
        t.diag = core::Param<int>(&unit, core::Spread::One);
        t.m = core::Param<int64_t>(swaps.data(), core::Spread::PerProblem);
        t.n = core::Param<int64_t>(right.data(), core::Spread::PerProblem);
        t.alpha = core::Param<T>(&one, core::Spread::One);
        t.A = core::Matrices<T const>(l11.data(), core::Spread::PerProblem);
        t.lda = ld;
        t.B = core::Matrices<T>(right_of.data(), core::Spread::PerProblem);
        t.ldb = ld;
        launch(t, queue, Sources{});

        core::GemmProblems<T> g;  // A22 -= L21 U12
        g.layout = p.layout;
        g.groups = flat;
        g.transA = core::Param<int>(&none, core::Spread::One);
        g.transB = core::Param<int>(&none, core::Spread::One);
        g.m = core::Param<int64_t>(below.data(), core::Spread::PerProblem);
        g.n = core::Param<int64_t>(right.data(), core::Spread::PerProblem);
        g.k = core::Param<int64_t>(width.data(), core::Spread::PerProblem);
        g.alpha = core::Param<T>(&minus_one, core::Spread::One);
        g.A = core::Matrices<T const>(l21.data(), core::Spread::PerProblem);
        g.lda = ld;
        g.B = core::Matrices<T const>(u12.data(), core::Spread::PerProblem);
        g.ldb = ld;
        g.beta = core::Param<T>(&one, core::Spread::One);
        g.C = core::Matrices<T>(trailing.data(), core::Spread::PerProblem);
        g.ldc = ld;
        launch(g, queue, Sources{});
    }
    codes_back(queue, codes, count, sources, host_codes);
}

}  // namespace

template <typename T>
bool getrf_runs_blocked(core::GetrfProblems<T> const& p)
{
    return runs_blocked<T, true>(p);
}

template <typename T>
void getrf_blocked(core::GetrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
                   int64_t* host_codes)
{
    lu_blocked<T, true>(p, queue, sources, host_codes);
}

template <typename T>
bool getrf_runs_blocked(core::GetrfNoPivotProblems<T> const& p)
{
    return runs_blocked<T, false>(p);
}

template <typename T>
void getrf_blocked(core::GetrfNoPivotProblems<T> const& p, Queue& queue,
                   LapackSources const& sources, int64_t* host_codes)
{
    lu_blocked<T, false>(p, queue, sources, host_codes);
}

template <typename T>
bool potrf_runs_blocked(core::PotrfProblems<T> const& p)
{
    if (p.uplo.spread() != core::Spread::One) return false;
    return cholesky_runs_blocked<device_t<T>>(core::largest_of(p.groups, p.n));
}

template <typename T>
void potrf_blocked(core::PotrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
                   int64_t* host_codes)
{
    using R = real_type<T>;
    std::vector<int64_t> order, lda;
    std::vector<T*> base;
    core::for_each_problem(p.groups, [&](core::Index at) {
        order.push_back(p.n(at));
        lda.push_back(p.lda(at));
        base.push_back(p.A(at));
    });
    int64_t const count = int64_t(order.size());
    if (count == 0) return;
    int64_t const largest = *std::max_element(order.begin(), order.end());

    DeviceScope device(queue.device());
    cudaStream_t const stream = queue.stream();
    auto const [codes, step_codes] = blocked_codes(queue, p.name, count, sources, host_codes);

    bool const upper = p.uplo(core::Index{0, 0}) == int(Uplo::Upper);
    bool const col_major = (p.layout == int(Layout::ColMajor)) != upper;
    int const layout = int(col_major ? Layout::ColMajor : Layout::RowMajor);
    int const lower = int(Uplo::Lower), right = int(Side::Right), conj = int(Op::ConjTrans),
              none = int(Op::NoTrans), non_unit = int(Diag::NonUnit);
    T const one(1);
    core::Groups const flat = core::Groups::single(count);
    core::Param<int64_t> const ld(lda.data(), core::Spread::PerProblem);
    size_t const problems = order.size();
    std::vector<int64_t> block(problems), below(problems);
    std::vector<T*> diagonal(problems), panel(problems), trailing(problems);
    std::vector<T const*> diagonal_in(problems), panel_in(problems);

    for (int64_t k = 0; k < largest; k += lapack_blocked_cholesky_panel) {
        for (int64_t i = 0; i < count; ++i) {
            size_t const s = size_t(i);
            int64_t const left = std::max<int64_t>(order[s] - k, 0);
            block[s] = std::min<int64_t>(lapack_blocked_cholesky_panel, left);
            below[s] = left - block[s];
            // An empty operand keeps the matrix's own pointer: nothing reads it.
            diagonal[s] = block[s] > 0 ? element(base[s], lda[s], col_major, k, k) : base[s];
            panel[s] = below[s] > 0 ? element(base[s], lda[s], col_major, k + block[s], k) : base[s];
            trailing[s] = below[s] > 0 ? element(base[s], lda[s], col_major, k + block[s], k + block[s]) : base[s];
            diagonal_in[s] = diagonal[s];
            panel_in[s] = panel[s];
        }

        core::PotrfProblems<T> d;
        d.name = p.name;
        d.layout = layout;
        d.groups = flat;
        d.uplo = core::Param<int>(&lower, core::Spread::One);
        d.n = core::Param<int64_t>(block.data(), core::Spread::PerProblem);
        d.A = core::Matrices<T>(diagonal.data(), core::Spread::PerProblem);
        d.lda = ld;
        LapackSources block_sources;
        block_sources.device_codes = step_codes;
        launch(d, queue, block_sources, nullptr);
        launch_merge_codes(codes, step_codes, k, count, stream);

        core::TriangularProblems<T> t;
        t.solve = true;
        t.name = p.name;
        t.layout = layout;
        t.groups = flat;
        t.side = core::Param<int>(&right, core::Spread::One);
        t.uplo = core::Param<int>(&lower, core::Spread::One);
        t.trans = core::Param<int>(&conj, core::Spread::One);
        t.diag = core::Param<int>(&non_unit, core::Spread::One);
        t.m = core::Param<int64_t>(below.data(), core::Spread::PerProblem);
        t.n = core::Param<int64_t>(block.data(), core::Spread::PerProblem);
        t.alpha = core::Param<T>(&one, core::Spread::One);
        t.A = core::Matrices<T const>(diagonal_in.data(), core::Spread::PerProblem);
        t.lda = ld;
        t.B = core::Matrices<T>(panel.data(), core::Spread::PerProblem);
        t.ldb = ld;
        launch(t, queue, Sources{});

        // herk for complex (a real alpha and beta), syrk for real.
        using Scalar = std::conditional_t<is_complex_v<T>, R, T>;
        Scalar const minus_one(-1), plus_one(1);
        core::RankKProblems<T, Scalar> u;
        u.hermitian = is_complex_v<T>;
        u.name = p.name;
        u.layout = layout;
        u.groups = flat;
        u.uplo = core::Param<int>(&lower, core::Spread::One);
        u.trans = core::Param<int>(&none, core::Spread::One);
        u.n = core::Param<int64_t>(below.data(), core::Spread::PerProblem);
        u.k = core::Param<int64_t>(block.data(), core::Spread::PerProblem);
        u.alpha = core::Param<Scalar>(&minus_one, core::Spread::One);
        u.A = core::Matrices<T const>(panel_in.data(), core::Spread::PerProblem);
        u.lda = ld;
        u.beta = core::Param<Scalar>(&plus_one, core::Spread::One);
        u.C = core::Matrices<T>(trailing.data(), core::Spread::PerProblem);
        u.ldc = ld;
        launch(u, queue, Sources{});
    }
    codes_back(queue, codes, count, sources, host_codes);
}

template bool getrf_runs_blocked(core::GetrfProblems<float> const&);
template bool getrf_runs_blocked(core::GetrfProblems<double> const&);
template bool getrf_runs_blocked(core::GetrfProblems<std::complex<float>> const&);
template bool getrf_runs_blocked(core::GetrfProblems<std::complex<double>> const&);
template void getrf_blocked(core::GetrfProblems<float> const&, Queue&, LapackSources const&,
                            int64_t*);
template void getrf_blocked(core::GetrfProblems<double> const&, Queue&, LapackSources const&,
                            int64_t*);
template void getrf_blocked(core::GetrfProblems<std::complex<float>> const&, Queue&,
                            LapackSources const&, int64_t*);
template void getrf_blocked(core::GetrfProblems<std::complex<double>> const&, Queue&,
                            LapackSources const&, int64_t*);
template bool getrf_runs_blocked(core::GetrfNoPivotProblems<float> const&);
template bool getrf_runs_blocked(core::GetrfNoPivotProblems<double> const&);
template bool getrf_runs_blocked(core::GetrfNoPivotProblems<std::complex<float>> const&);
template bool getrf_runs_blocked(core::GetrfNoPivotProblems<std::complex<double>> const&);
template void getrf_blocked(core::GetrfNoPivotProblems<float> const&, Queue&,
                            LapackSources const&, int64_t*);
template void getrf_blocked(core::GetrfNoPivotProblems<double> const&, Queue&,
                            LapackSources const&, int64_t*);
template void getrf_blocked(core::GetrfNoPivotProblems<std::complex<float>> const&, Queue&,
                            LapackSources const&, int64_t*);
template void getrf_blocked(core::GetrfNoPivotProblems<std::complex<double>> const&, Queue&,
                            LapackSources const&, int64_t*);
template bool potrf_runs_blocked(core::PotrfProblems<float> const&);
template bool potrf_runs_blocked(core::PotrfProblems<double> const&);
template bool potrf_runs_blocked(core::PotrfProblems<std::complex<float>> const&);
template bool potrf_runs_blocked(core::PotrfProblems<std::complex<double>> const&);
template void potrf_blocked(core::PotrfProblems<float> const&, Queue&, LapackSources const&,
                            int64_t*);
template void potrf_blocked(core::PotrfProblems<double> const&, Queue&, LapackSources const&,
                            int64_t*);
template void potrf_blocked(core::PotrfProblems<std::complex<float>> const&, Queue&,
                            LapackSources const&, int64_t*);
template void potrf_blocked(core::PotrfProblems<std::complex<double>> const&, Queue&,
                            LapackSources const&, int64_t*);

}  // namespace batchblas::cuda
