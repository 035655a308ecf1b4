// SPDX-License-Identifier: BSD-3-Clause
/**
 * Device-described batches (batchblas::vbatched, batchblas/cuda.hh): sizes, leading dimensions
 * and pointer arrays in device memory, shared options and scalars, host-given maxima.
 *
 * The front end (api/cuda/vbatched.cc) has checked what the host holds (layout, options,
 * maxima); here the host plans the size buckets from the maxima (plan_size_buckets); a pack kernel
 * reads the device arrays into one parameter set per problem, appends the problem to its bucket's
 * work list and, when info is given, checks it there (the same rules and codes, see kernels.cuh),
 * raising an abort flag that makes the compute kernels do nothing. Then one launch per bucket, its
 * grid sized for the whole batch (the host never learns a bucket's count): units past the bucket's
 * list leave at once. No step waits on the host, so the call can be captured into a graph whose
 * sizes change between replays.
 */
#include <batchblas/cuda.hh>

#include <algorithm>
#include <complex>
#include <limits>
#include <string>

#include "cuda/launch/run_batch.hh"
#include "cuda/launch/size_buckets.hh"
#include "cuda/launch/vbatched.hh"

namespace batchblas::cuda {
namespace {

template <typename D, class Arrays>
void run_device_sized(Queue& queue, char const* name, Routine routine, Layout layout,
                      Params<D> shared, Arrays const& d, int64_t max_m, int64_t max_n,
                      int64_t max_k, size_t batch_count, int64_t* info)
{
    if (batch_count == 0) return;
    if (batch_count > size_t(std::numeric_limits<int32_t>::max()))
        throw Error(std::string("batchblas::vbatched::") + name +
                    " (CUDA): batch_count above 2^31 - 1");
    shared.m = narrow_size(max_m, name);
    shared.n = narrow_size(max_n, name);
    shared.k = narrow_size(max_k, name);
    Extent const e = extent_of(routine, layout, shared);
    auto const count = int64_t(batch_count);

    // gemm of one canonical operand form (shared options): double and float take that form's
    // cp.async kernels; trmm / trsm's block strips likewise (tri_path).
    GemmPath path = GemmPath::Staged;
    if (has_async_gemm<D> && routine == Routine::Gemm)
        path = gemm_path(layout, shared.transA, shared.transB);
    else if (has_async_gemm<D> && is_triangular(routine))
        path = tri_path(layout, shared.side, shared.transA);
    bool const empty = e.rows == 0 || e.cols == 0;
    SizeBucketPlan const plan =
        empty
            ? SizeBucketPlan{}
            : plan_size_buckets(
                  routine, e, tiny_trsm_max<D>,
                  path != GemmPath::Staged && routine == Routine::Gemm ? async_large_split<D> : 0);
    // One bucket: every problem in the one launch, by its index (no work list: a list's
    // indirection is a dependent load before every problem's work, which small sizes feel).
    int const lists_count = plan.count > 1 ? plan.count : 0;

    // Region: parameter sets | abort flag, bucket counters | one work list per bucket.
    size_t const params_bytes = align_up(size_t(count) * sizeof(Params<D>));
    size_t const flags_bytes = align_up(sizeof(int32_t) * size_t(1 + lists_count));
    size_t const lists_bytes = size_t(lists_count) * size_t(count) * 2 * sizeof(int32_t);
    DeviceScope device(queue.device());
    Workspace& ws = queue.workspace();
    Workspace::Region const region = ws.acquire(params_bytes + flags_bytes + lists_bytes);
    CallScope call(ws);
    auto* sets = reinterpret_cast<Params<D>*>(region.device);
    auto* abort = reinterpret_cast<int*>(region.device + params_bytes);
    auto* live = reinterpret_cast<int32_t*>(region.device + params_bytes) + 1;
    auto* lists = reinterpret_cast<int32_t*>(region.device + params_bytes + flags_bytes);

    DeviceSizedArgs<D> pack{};
    pack.shared = shared;
    pack.m = d.m;
    pack.n = d.n;
    pack.k = d.k;
    pack.lda = d.lda;
    pack.ldb = d.ldb;
    pack.ldc = d.ldc;
    pack.max_m = max_m;
    pack.max_n = max_n;
    pack.max_k = max_k;
    pack.A = Pointers<D const>{reinterpret_cast<D const* const*>(d.A), nullptr, 0};
    pack.B = Pointers<D const>{reinterpret_cast<D const* const*>(d.B), nullptr, 0};
    pack.C = Pointers<D>{reinterpret_cast<D* const*>(d.C), nullptr, 0};
    pack.sets = sets;
    pack.info = info;
    pack.abort = abort;
    pack.count = count;
    pack.routine = routine;
    pack.layout = layout;
    std::copy(plan.buckets.begin(), plan.buckets.end(), pack.buckets);
    pack.bucket_count = lists_count;
    pack.lists = lists;
    pack.live = live;
    // One memset clears the abort flag and the bucket counters together.
    if (info != nullptr || lists_count > 0)
        BBLAS_CUDA_CHECK(cudaMemsetAsync(abort, 0, flags_bytes, queue.stream()));
    launch_device_sized_pack(pack, queue.stream());
    if (empty) return;

    BatchArgs<D> args{};
    args.shared = shared;
    args.sets = sets;
    args.A = pack.A;
    args.B = pack.B;
    args.C = pack.C;
    args.abort = info != nullptr ? abort : nullptr;
    args.count = count;  // the grid's bound; each bucket's own count stays on the device
    args.routine = routine;
    args.layout = layout;
    // The last bucket (the maxima's class, the largest problems) first.
    for (int b = plan.count - 1; b >= 0; --b) {
        SizeBucket const& bucket = plan.buckets[size_t(b)];
        args.entries = lists_count > 0 ? lists + 2 * int64_t(b) * count : nullptr;
        args.live = lists_count > 0 ? live + b : nullptr;
        int bm, bn;
        if (is_triangular(routine)) {
            auto const tile = TriTile(bucket.size_class);
            tile_dims(tile, bm, bn);
            args.tiles_m = 1;
            args.tiles_n = int32_t((bucket.cols + bn - 1) / bn);
            launch_triangular(tile, args, queue.stream(), path);
        }
        else {
            auto const tile = GemmTile(bucket.size_class);
            tile_dims(tile, path != GemmPath::Staged, bm, bn);
            args.tiles_m = int32_t((bucket.rows + bm - 1) / bm);
            args.tiles_n = int32_t((bucket.cols + bn - 1) / bn);
            launch_gemm(tile, args, queue.stream(), path);
        }
    }
}

}  // namespace

template <typename T>
void launch(DeviceDescribed<T> const& b, Queue& queue)
{
    using D = device_t<T>;
    Params<D> p{};
    p.transA = b.transA;
    p.transB = b.transB;
    p.side = b.side;
    p.uplo = b.uplo;
    p.diag = b.diag;
    p.alpha = to_device(b.alpha);
    p.beta = to_device(b.beta);
    run_device_sized(queue, b.name, b.routine, b.layout, p, b, b.max_m, b.max_n, b.max_k,
                     b.batch_count, b.info);
}

template void launch(DeviceDescribed<float> const&, Queue&);
template void launch(DeviceDescribed<double> const&, Queue&);
template void launch(DeviceDescribed<std::complex<float>> const&, Queue&);
template void launch(DeviceDescribed<std::complex<double>> const&, Queue&);

}  // namespace batchblas::cuda
