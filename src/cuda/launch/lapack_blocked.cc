// SPDX-License-Identifier: BSD-3-Clause
/**
 * Blocked Cholesky on the GPU (lapack_blocked.hh): right-looking, a panel of
 * lapack_blocked_panel columns at a time over the whole batch: the diagonal block by the
 * register kernels (through launch(PotrfProblems)), the panel below it by the Level 3 trsm
 * (X L11^H = A21), the trailing matrix by herk / syrk (A22 -= A21 A21^H). Each step is one
 * launch of each over every problem, a problem whose order the step has passed taking empty
 * sizes.
 *
 * The upper case is the lower one on the other layout: the same memory read transposed is A^T,
 * which for a Hermitian A is conj(A), whose lower factor conj(L) = U^T lands where U is stored.
 * Codes: each diagonal block's go to a scratch array and are merged into the batch's, offset
 * by the block's first column, only where none is set yet (a failed problem's later blocks
 * work on what the failure left and may fail again).
 */
#include "cuda/launch/lapack_blocked.hh"

#include <algorithm>
#include <complex>
#include <string>
#include <vector>

#include "cuda/config/sm90.hh"
#include "cuda/kernel/lapack_launch.hh"
#include "cuda/launch/lapack_plan.hh"
#include "cuda/launch/level3.hh"
#include "cuda/launch/run_batch.hh"

namespace batchblas::cuda {

template <typename T>
bool potrf_runs_blocked(core::PotrfProblems<T> const& p)
{
    if (p.uplo.spread() != core::Spread::One) return false;
    int64_t largest = 0;
    core::for_each_problem(p.groups, [&](core::Index at) { largest = std::max(largest, p.n(at)); });
    if (largest > int64_t(INT32_MAX)) return false;  // narrow_size reports it on the usual path
    LapackDims const d{int(largest), int(largest), 0};
    TeamClass const c = lapack_team_class<device_t<T>>(LapackRoutine::Potrf, d);
    return c != TeamClass::Warp && c != TeamClass::Rows;
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

    bool const own_codes = sources.device_codes == nullptr;
    bool const copy_back = own_codes && host_codes != nullptr;
    if (copy_back) {
        cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
        BBLAS_CUDA_CHECK(cudaStreamIsCapturing(queue.stream(), &status));
        if (status != cudaStreamCaptureStatusNone)
            throw Error(std::string("batchblas::") + p.name +
                        " (CUDA): host info codes need a synchronisation, which stream capture "
                        "forbids; use the device-info form");
    }
    DeviceScope device(queue.device());
    cudaStream_t const stream = queue.stream();
    size_t const column = size_t(count) * sizeof(int64_t);
    unsigned char* const scratch = queue.workspace().scratch((own_codes ? 2 : 1) * column);
    auto* const step_codes = reinterpret_cast<int64_t*>(scratch);
    int64_t* const codes =
        own_codes ? reinterpret_cast<int64_t*>(scratch + column) : sources.device_codes;
    BBLAS_CUDA_CHECK(cudaMemsetAsync(codes, 0, column, stream));

    bool const upper = p.uplo(core::Index{0, 0}) == int(Uplo::Upper);
    bool const col_major = (p.layout == int(Layout::ColMajor)) != upper;
    int const layout = int(col_major ? Layout::ColMajor : Layout::RowMajor);
    auto const element = [&](int64_t i, int64_t r, int64_t c) {
        return base[size_t(i)] + (col_major ? r + c * lda[size_t(i)] : r * lda[size_t(i)] + c);
    };
    int const lower = int(Uplo::Lower), right = int(Side::Right), conj = int(Op::ConjTrans),
              none = int(Op::NoTrans), non_unit = int(Diag::NonUnit);
    T const one(1);
    core::Groups const flat = core::Groups::single(count);
    core::Param<int64_t> const ld(lda.data(), core::Spread::PerProblem);
    size_t const problems = order.size();
    std::vector<int64_t> block(problems), below(problems);
    std::vector<T*> diagonal(problems), panel(problems), trailing(problems);
    std::vector<T const*> diagonal_in(problems), panel_in(problems);

    for (int64_t k = 0; k < largest; k += lapack_blocked_panel) {
        for (int64_t i = 0; i < count; ++i) {
            size_t const s = size_t(i);
            int64_t const left = std::max<int64_t>(order[s] - k, 0);
            block[s] = std::min<int64_t>(lapack_blocked_panel, left);
            below[s] = left - block[s];
            // An empty operand keeps the matrix's own pointer: nothing reads it.
            diagonal[s] = block[s] > 0 ? element(i, k, k) : base[s];
            panel[s] = below[s] > 0 ? element(i, k + block[s], k) : base[s];
            trailing[s] = below[s] > 0 ? element(i, k + block[s], k + block[s]) : base[s];
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
    if (copy_back) {
        BBLAS_CUDA_CHECK(cudaMemcpyAsync(host_codes, codes, column, cudaMemcpyDeviceToHost, stream));
        BBLAS_CUDA_CHECK(cudaStreamSynchronize(stream));
    }
}

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
