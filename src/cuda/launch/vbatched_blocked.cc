// SPDX-License-Identifier: BSD-3-Clause
/**
 * Blocked factorizations of device-described batches (vbatched_blocked.hh). Each step: the step
 * kernel writes every problem's sub-matrices and sizes into the queue's scratch
 * (BlockedStepArrays), then the device-described launches run on them with maxima the host
 * derives from the batch's: LU's panel (a row block), its interchanges right and then left of
 * it, trsm and gemm; Cholesky's diagonal block, trsm and herk / syrk. The panel's codes are
 * merged into the batch's offset by the step. When the checks raise the abort flag, the step
 * kernel gives every problem empty sizes, so nothing is computed.
 */
#include "cuda/launch/vbatched_blocked.hh"

#include <algorithm>
#include <complex>
#include <type_traits>

#include "cuda/config/sm90.hh"
#include "cuda/kernel/lapack_launch.hh"
#include "cuda/launch/error.hh"
#include "cuda/launch/lapack_plan.hh"
#include "cuda/launch/run_batch.hh"
#include "cuda/launch/vbatched.hh"

namespace batchblas::cuda {

namespace {

/** The step arrays and the flags in one scratch block: 8-byte arrays of count entries. */
struct BlockedScratch {
    BlockedStepArrays step;
    int64_t* codes;  // the batch's codes when the caller gave no info array
    int* abort;
};

BlockedScratch blocked_scratch(Queue& queue, size_t count)
{
    constexpr size_t arrays = 17;  // BlockedStepArrays' 16 and the codes
    size_t const column = count * sizeof(int64_t);
    unsigned char* const s = queue.workspace().scratch(arrays * column + 16);
    auto int_array = [&](size_t j) { return reinterpret_cast<int64_t*>(s + j * column); };
    auto ptr_array = [&](size_t j) { return reinterpret_cast<void**>(s + j * column); };
    BlockedScratch b{};
    b.step.rows = int_array(0);
    b.step.width = int_array(1);
    b.step.swaps = int_array(2);
    b.step.right = int_array(3);
    b.step.left = int_array(4);
    b.step.below = int_array(5);
    b.step.offset = int_array(6);
    b.step.zero = int_array(7);
    b.step.panel = ptr_array(8);
    b.step.right_of = ptr_array(9);
    b.step.left_of = ptr_array(10);
    b.step.lower = ptr_array(11);
    b.step.trailing = ptr_array(12);
    b.step.pivots = reinterpret_cast<int64_t**>(s + 13 * column);
    b.step.step_codes = int_array(14);
    b.codes = int_array(15);
    b.abort = reinterpret_cast<int*>(s + arrays * column);
    return b;
}

/** The panel's interchanges on the columns right of it (pivots still local), then left of it
 *  (adding the step to the pivots). */
template <typename T>
void step_swaps(DeviceDescribedLapack<T> const& batch, BlockedStepArrays const& a, int64_t k,
                int64_t max_right, Queue& queue)
{
    DeviceDescribedLapack<T> s;
    s.routine = LapackRoutine::RowSwaps;
    s.name = batch.name;
    s.layout = batch.layout;
    s.n = a.swaps;
    s.ldb = batch.lda;
    s.ipiv = a.pivots;
    s.max_n = lapack_blocked_lu_panel;
    s.batch_count = batch.batch_count;
    s.m = a.zero;
    s.nrhs = a.right;
    s.B = reinterpret_cast<T* const*>(a.right_of);
    s.max_m = 0;
    s.max_nrhs = max_right;
    if (max_right > 0) launch(s, queue);
    s.m = a.offset;
    s.nrhs = a.left;
    s.B = reinterpret_cast<T* const*>(a.left_of);
    s.max_m = k;
    s.max_nrhs = k;
    if (k > 0) launch(s, queue);
}

template <typename T>
void lu_steps(DeviceDescribedLapack<T> const& batch, BlockedScratch const& b, int64_t* codes,
              Queue& queue)
{
    bool const pivoting = batch.routine == LapackRoutine::Getrf;
    int64_t const steps = std::min(batch.max_m, batch.max_n), panel = lapack_blocked_lu_panel;
    BlockedStepArrays const& a = b.step;
    BlockedStepSource source{batch.m,
                             batch.n,
                             batch.lda,
                             reinterpret_cast<void* const*>(batch.A),
                             pivoting ? batch.ipiv : nullptr,
                             b.abort,
                             int64_t(batch.batch_count),
                             0,
                             panel,
                             int(sizeof(T)),
                             batch.layout == Layout::ColMajor,
                             true};
    for (int64_t k = 0; k < steps; k += panel) {
        source.k = k;
        launch_blocked_step(source, a, queue.stream());
        int64_t const max_rows = batch.max_m - k, max_width = std::min(panel, batch.max_n - k);
        int64_t const max_right = std::max<int64_t>(batch.max_n - k - 1, 0);
        int64_t const max_below = std::max<int64_t>(batch.max_m - k - 1, 0);

        DeviceDescribedLapack<T> f;
        f.routine = batch.routine;
        f.name = batch.name;
        f.layout = batch.layout;
        f.m = a.rows;
        f.n = a.width;
        f.lda = batch.lda;
        f.A = reinterpret_cast<T* const*>(a.panel);
        f.ipiv = pivoting ? a.pivots : nullptr;
        f.max_m = max_rows;
        f.max_n = max_width;
        f.batch_count = batch.batch_count;
        f.info = a.step_codes;
        f.checked = true;
        launch(f, queue);
        launch_merge_codes(codes, a.step_codes, k, int64_t(batch.batch_count), queue.stream());
        if (pivoting) step_swaps(batch, a, k, max_right, queue);
        if (max_right == 0) continue;

        DeviceDescribed<T> t;  // L11 U12 = A12
        t.routine = Routine::Trsm;
        t.name = batch.name;
        t.layout = batch.layout;
        t.side = Side::Left;
        t.uplo = Uplo::Lower;
        t.transA = Op::NoTrans;
        t.diag = Diag::Unit;
        t.alpha = T(1);
        t.m = a.swaps;
        t.n = a.right;
        t.lda = batch.lda;
        t.ldc = batch.lda;
        t.A = const_cast<void const* const*>(reinterpret_cast<void* const*>(a.panel));
        t.C = a.right_of;
        t.max_m = max_width;
        t.max_n = max_right;
        t.batch_count = batch.batch_count;
        launch(t, queue);

        if (max_below == 0) continue;
        DeviceDescribed<T> g;  // A22 -= L21 U12
        g.routine = Routine::Gemm;
        g.name = batch.name;
        g.layout = batch.layout;
        g.alpha = T(-1);
        g.beta = T(1);
        g.m = a.below;
        g.n = a.right;
        g.k = a.width;
        g.lda = batch.lda;
        g.ldb = batch.lda;
        g.ldc = batch.lda;
        g.A = const_cast<void const* const*>(reinterpret_cast<void* const*>(a.lower));
        g.B = const_cast<void const* const*>(reinterpret_cast<void* const*>(a.right_of));
        g.C = a.trailing;
        g.max_m = max_below;
        g.max_n = max_right;
        g.max_k = max_width;
        g.batch_count = batch.batch_count;
        launch(g, queue);
    }
}

/** Cholesky, lower; the upper case is the lower one on the other layout (lapack_blocked.cc). */
template <typename T>
void cholesky_steps(DeviceDescribedLapack<T> const& batch, BlockedScratch const& b, int64_t* codes,
                    Queue& queue)
{
    using R = real_type<T>;
    bool const upper = batch.option == int(Uplo::Upper);
    Layout const layout =
        (batch.layout == Layout::ColMajor) != upper ? Layout::ColMajor : Layout::RowMajor;
    int64_t const block = lapack_blocked_cholesky_panel;
    BlockedStepArrays const& a = b.step;
    BlockedStepSource source{batch.n,
                             batch.n,
                             batch.lda,
                             reinterpret_cast<void* const*>(batch.A),
                             nullptr,
                             b.abort,
                             int64_t(batch.batch_count),
                             0,
                             block,
                             int(sizeof(T)),
                             layout == Layout::ColMajor,
                             false};
    for (int64_t k = 0; k < batch.max_n; k += block) {
        source.k = k;
        launch_blocked_step(source, a, queue.stream());
        int64_t const max_block = std::min(block, batch.max_n - k);
        int64_t const max_below = std::max<int64_t>(batch.max_n - k - 1, 0);

        DeviceDescribedLapack<T> d;
        d.routine = LapackRoutine::Potrf;
        d.name = batch.name;
        d.layout = layout;
        d.option = int(Uplo::Lower);
        d.n = a.width;
        d.lda = batch.lda;
        d.A = reinterpret_cast<T* const*>(a.panel);
        d.max_n = max_block;
        d.batch_count = batch.batch_count;
        d.info = a.step_codes;
        d.checked = true;
        launch(d, queue);
        launch_merge_codes(codes, a.step_codes, k, int64_t(batch.batch_count), queue.stream());
        if (max_below == 0) continue;

        DeviceDescribed<T> t;  // X L11^H = A21
        t.routine = Routine::Trsm;
        t.name = batch.name;
        t.layout = layout;
        t.side = Side::Right;
        t.uplo = Uplo::Lower;
        t.transA = Op::ConjTrans;
        t.diag = Diag::NonUnit;
        t.alpha = T(1);
        t.m = a.below;
        t.n = a.width;
        t.lda = batch.lda;
        t.ldc = batch.lda;
        t.A = const_cast<void const* const*>(reinterpret_cast<void* const*>(a.panel));
        t.C = a.lower;
        t.max_m = max_below;
        t.max_n = max_block;
        t.batch_count = batch.batch_count;
        launch(t, queue);

        DeviceDescribed<T> u;  // A22 -= A21 A21^H: herk for complex, syrk for real
        u.routine = is_complex_v<T> ? Routine::Herk : Routine::Syrk;
        u.name = batch.name;
        u.layout = layout;
        u.uplo = Uplo::Lower;
        u.transA = Op::NoTrans;
        u.alpha = T(R(-1));
        u.beta = T(R(1));
        u.n = a.below;
        u.k = a.width;
        u.lda = batch.lda;
        u.ldc = batch.lda;
        u.A = const_cast<void const* const*>(reinterpret_cast<void* const*>(a.lower));
        u.C = a.trailing;
        u.max_n = max_below;
        u.max_k = max_block;
        u.batch_count = batch.batch_count;
        launch(u, queue);
    }
}

}  // namespace

template <typename T>
bool runs_blocked(DeviceDescribedLapack<T> const& batch)
{
    using D = device_t<T>;
    switch (batch.routine) {
        case LapackRoutine::Getrf:
        case LapackRoutine::GetrfNoPivot:
            return lu_runs_blocked<D>(batch.routine, batch.max_m, batch.max_n);
        case LapackRoutine::Potrf:
            return cholesky_runs_blocked<D>(batch.max_n);
        default:
            return false;
    }
}

template <typename T>
void launch_blocked(DeviceDescribedLapack<T> const& batch, LapackArgs<device_t<T>> const& check,
                    Queue& queue)
{
    DeviceScope device(queue.device());
    cudaStream_t const stream = queue.stream();
    BlockedScratch const b = blocked_scratch(queue, batch.batch_count);
    BBLAS_CUDA_CHECK(cudaMemsetAsync(b.abort, 0, sizeof(int), stream));
    int64_t* codes = b.codes;
    if (batch.info != nullptr) {
        codes = batch.info;
        if (batch.checked)
            BBLAS_CUDA_CHECK(
                cudaMemsetAsync(codes, 0, batch.batch_count * sizeof(int64_t), stream));
        else
            LapackKernels<device_t<T>>::check(check, batch.positions, batch.max_m, batch.max_n,
                                              batch.max_nrhs, batch.info, b.abort, stream);
    }
    else {
        BBLAS_CUDA_CHECK(cudaMemsetAsync(codes, 0, batch.batch_count * sizeof(int64_t), stream));
    }
    if (batch.routine == LapackRoutine::Potrf)
        cholesky_steps(batch, b, codes, queue);
    else
        lu_steps(batch, b, codes, queue);
}

template bool runs_blocked(DeviceDescribedLapack<float> const&);
template bool runs_blocked(DeviceDescribedLapack<double> const&);
template bool runs_blocked(DeviceDescribedLapack<std::complex<float>> const&);
template bool runs_blocked(DeviceDescribedLapack<std::complex<double>> const&);
template void launch_blocked(DeviceDescribedLapack<float> const&,
                             LapackArgs<device_t<float>> const&, Queue&);
template void launch_blocked(DeviceDescribedLapack<double> const&,
                             LapackArgs<device_t<double>> const&, Queue&);
template void launch_blocked(DeviceDescribedLapack<std::complex<float>> const&,
                             LapackArgs<device_t<std::complex<float>>> const&, Queue&);
template void launch_blocked(DeviceDescribedLapack<std::complex<double>> const&,
                             LapackArgs<device_t<std::complex<double>>> const&, Queue&);

}  // namespace batchblas::cuda
