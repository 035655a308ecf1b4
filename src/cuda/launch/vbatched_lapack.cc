// SPDX-License-Identifier: BSD-3-Clause
/**
 * Device-described LAPACK batches (cuda/launch/vbatched.hh): the problems' sizes stay on
 * the device, so the launch is planned from the maxima the host gives (lapack_plan.hh), one
 * team per problem; each team reads its own sizes. With info, a check kernel runs first and
 * the factor kernel computes nothing when it has raised the abort flag. Factorizations whose
 * maxima call for it run blocked (vbatched_blocked.cc).
 */
#include "cuda/launch/vbatched.hh"

#include <algorithm>
#include <complex>
#include <limits>
#include <string>

#include "cuda/kernel/lapack_launch.hh"
#include "cuda/launch/error.hh"
#include "cuda/launch/lapack_plan.hh"
#include "cuda/launch/run_batch.hh"
#include "cuda/launch/vbatched_blocked.hh"

namespace batchblas::cuda {

template <typename T>
void launch(DeviceDescribedLapack<T> const& batch, Queue& queue)
{
    using D = device_t<T>;
    if (batch.batch_count == 0) return;
    auto const fits = [](int64_t v) { return v <= std::numeric_limits<int32_t>::max(); };
    if (!fits(int64_t(batch.batch_count)))
        throw Error(std::string("batchblas::vbatched::") + batch.name +
                    " (CUDA): batch_count above 2^31 - 1");
    if (!fits(batch.max_m) || !fits(batch.max_n) || !fits(batch.max_nrhs))
        throw Error(std::string("batchblas::vbatched::") + batch.name +
                    " (CUDA): a maximum size above 2^31 - 1 is not supported");

    LapackArgs<D> args{};
    args.shared = LapackParams{
        0, 0, int32_t(batch.max_m), int32_t(batch.max_n), int32_t(batch.max_nrhs), batch.option};
    args.sets = nullptr;
    args.entries = nullptr;
    args.sizes = LapackDeviceSizes{batch.m, batch.n, batch.nrhs, batch.lda, batch.ldb};
    args.A = Pointers<D>{reinterpret_cast<D* const*>(batch.A), nullptr, 0};
    args.B = Pointers<D>{reinterpret_cast<D* const*>(batch.B), nullptr, 0};
    args.ipiv = Pointers<int64_t>{batch.ipiv, nullptr, 0};
    args.codes = reports_codes(batch.routine) ? batch.info : nullptr;
    args.abort = nullptr;
    args.count = int64_t(batch.batch_count);
    args.routine = batch.routine;
    args.layout = batch.layout;

    if (runs_blocked(batch)) {
        launch_blocked(batch, args, queue);
        return;
    }
    DeviceScope device(queue.device());
    Workspace& ws = queue.workspace();
    Workspace::Region const region = ws.acquire(16);
    CallScope scope(ws);
    if (batch.info != nullptr && !batch.checked) {
        int* const abort = reinterpret_cast<int*>(region.device);
        BBLAS_CUDA_CHECK(cudaMemsetAsync(abort, 0, sizeof(int), queue.stream()));
        LapackKernels<D>::check(args, batch.positions, batch.max_m, batch.max_n, batch.max_nrhs,
                                batch.info, abort, queue.stream());
        args.abort = abort;
    }

    LapackDims const largest = lapack_dims(batch.routine, args.shared);
    if (lapack_is_empty(batch.routine, largest)) return;
    TeamClass const c = lapack_team_class<D>(batch.routine, largest);
    if (c == TeamClass::Warp && takes_registers(batch.routine)) {
        args.smem_stride = 0;
        LapackKernels<D>::registers(args, std::max(largest.rows, largest.cols), queue.stream());
        return;
    }
    if (c == TeamClass::Rows) {
        RowBlockShape const rows = row_block_shape<D>(largest);
        LapackKernels<D>::rows(args, rows.slots, rows.parts, queue.stream());
        return;
    }
    LapackLaunch const shape = lapack_shape<D>(c, batch.routine, largest);
    args.teams_per_block = 1;
    args.smem_stride = int32_t(shape.stride);
    LapackKernels<D>::teams(args, shape.threads, size_t(shape.stride) * sizeof(D), queue.stream());
}

template void launch(DeviceDescribedLapack<float> const&, Queue&);
template void launch(DeviceDescribedLapack<double> const&, Queue&);
template void launch(DeviceDescribedLapack<std::complex<float>> const&, Queue&);
template void launch(DeviceDescribedLapack<std::complex<double>> const&, Queue&);

}  // namespace batchblas::cuda
