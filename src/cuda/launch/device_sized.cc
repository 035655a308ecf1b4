// SPDX-License-Identifier: BSD-3-Clause
/**
 * Device-described batches (batchblas::vbatched, batchblas/cuda.hh): sizes, leading dimensions
 * and pointer arrays in device memory, shared options and scalars, host-given maxima.
 *
 * The host checks what it holds (layout, options: core/check.hh's validators) and plans the
 * size buckets from the maxima (plan_size_buckets); a pack kernel reads the device arrays into
 * one parameter set per problem, appends the problem to its bucket's work list and, when info
 * is given, checks it there (the same rules and codes, see kernels.cuh), raising an abort flag
 * that makes the compute kernels do nothing. Then one launch per bucket, its grid sized for
 * the whole batch (the host never learns a bucket's count): units past the bucket's list leave
 * at once. No step waits on the host, so the call can be captured into a graph whose sizes
 * change between replays.
 */
#include <batchblas/cuda.hh>

#include <algorithm>
#include <complex>
#include <limits>
#include <string>

#include "core/check.hh"
#include "cuda/launch/run_batch.hh"
#include "cuda/launch/size_buckets.hh"

namespace batchblas::cuda {
namespace {

/** The device arrays of one call; null where the routine has no such argument. */
struct DeviceArrays {
    int64_t const *m, *n, *k, *lda, *ldb, *ldc;
    void const* const* A;
    void const* const* B;
    void* const* C;
};

[[noreturn]] void invalid(char const* routine, char const* argument)
{
    throw Error(std::string("batchblas::vbatched::") + routine + ": invalid argument '" + argument +
                "'");
}

void require(bool ok, char const* routine, char const* argument)
{
    if (!ok) invalid(routine, argument);
}

template <typename D>
void run_device_sized(Queue& queue, char const* name, Routine routine, Layout layout,
                      Params<D> shared, DeviceArrays const& d, int64_t max_m, int64_t max_n,
                      int64_t max_k, size_t batch_count, int64_t* info)
{
    require(core::valid_layout(int(layout)), name, "layout");
    require(max_m >= 0 && max_n >= 0 && max_k >= 0, name, "maximum size");
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

template <typename D>
Params<D> shared_params()
{
    Params<D> p{};
    p.transA = p.transB = Op::NoTrans;
    p.side = Side::Left;
    p.uplo = Uplo::Lower;
    p.diag = Diag::NonUnit;
    p.alpha = one<D>();
    p.beta = zero<D>();
    return p;
}

template <typename D, typename S>
D scalar(S const& s)
{
    if constexpr (complex_v<D> && !is_complex_v<S>)
        return D{s, real_of<D>(0)};
    else
        return to_device(s);
}

template <typename T, typename Alpha, typename Beta>
void symmetric_family(Routine routine, char const* name, Layout layout, Side side, Uplo uplo,
                      Op trans, int64_t const* m, int64_t const* n, int64_t const* k, int64_t max_m,
                      int64_t max_n, int64_t max_k, Alpha alpha, T const* const* A,
                      int64_t const* lda, T const* const* B, int64_t const* ldb, Beta beta,
                      T* const* C, int64_t const* ldc, size_t batch_count, int64_t* info,
                      Queue& queue)
{
    using D = device_t<T>;
    Params<D> p = shared_params<D>();
    p.side = side;
    p.uplo = uplo;
    p.transA = trans;
    p.alpha = scalar<D>(alpha);
    p.beta = scalar<D>(beta);
    DeviceArrays const d{m,
                         n,
                         k,
                         lda,
                         ldb,
                         ldc,
                         reinterpret_cast<void const* const*>(A),
                         reinterpret_cast<void const* const*>(B),
                         reinterpret_cast<void* const*>(C)};
    run_device_sized(queue, name, routine, layout, p, d, max_m, max_n, max_k, batch_count, info);
}

}  // namespace
}  // namespace batchblas::cuda

namespace batchblas::vbatched {

using cuda::require;
using cuda::Routine;

template <typename T>
void gemm(Layout layout, Op transA, Op transB, int64_t const* m, int64_t const* n, int64_t const* k,
          int64_t max_m, int64_t max_n, int64_t max_k, same_t<T> alpha, T const* const* A,
          int64_t const* lda, T const* const* B, int64_t const* ldb, same_t<T> beta, T* const* C,
          int64_t const* ldc, size_t batch_count, int64_t* info, Queue& queue)
{
    require(core::valid_op(int(transA)), "gemm", "transA");
    require(core::valid_op(int(transB)), "gemm", "transB");
    using D = cuda::device_t<T>;
    cuda::Params<D> p = cuda::shared_params<D>();
    p.transA = transA;
    p.transB = transB;
    p.alpha = cuda::to_device(alpha);
    p.beta = cuda::to_device(beta);
    cuda::DeviceArrays const d{m,
                               n,
                               k,
                               lda,
                               ldb,
                               ldc,
                               reinterpret_cast<void const* const*>(A),
                               reinterpret_cast<void const* const*>(B),
                               reinterpret_cast<void* const*>(C)};
    cuda::run_device_sized(queue, "gemm", Routine::Gemm, layout, p, d, max_m, max_n, max_k,
                           batch_count, info);
}

template <typename T>
void symm(Layout layout, Side side, Uplo uplo, int64_t const* m, int64_t const* n, int64_t max_m,
          int64_t max_n, same_t<T> alpha, T const* const* A, int64_t const* lda, T const* const* B,
          int64_t const* ldb, same_t<T> beta, T* const* C, int64_t const* ldc, size_t batch_count,
          int64_t* info, Queue& queue)
{
    require(core::valid_side(int(side)), "symm", "side");
    require(core::valid_uplo(int(uplo)), "symm", "uplo");
    cuda::symmetric_family<T>(Routine::Symm, "symm", layout, side, uplo, Op::NoTrans, m, n, nullptr,
                              max_m, max_n, 0, alpha, A, lda, B, ldb, beta, C, ldc, batch_count,
                              info, queue);
}

template <typename T>
void hemm(Layout layout, Side side, Uplo uplo, int64_t const* m, int64_t const* n, int64_t max_m,
          int64_t max_n, same_t<T> alpha, T const* const* A, int64_t const* lda, T const* const* B,
          int64_t const* ldb, same_t<T> beta, T* const* C, int64_t const* ldc, size_t batch_count,
          int64_t* info, Queue& queue)
{
    require(core::valid_side(int(side)), "hemm", "side");
    require(core::valid_uplo(int(uplo)), "hemm", "uplo");
    cuda::symmetric_family<T>(Routine::Hemm, "hemm", layout, side, uplo, Op::NoTrans, m, n, nullptr,
                              max_m, max_n, 0, alpha, A, lda, B, ldb, beta, C, ldc, batch_count,
                              info, queue);
}

template <typename T>
void syrk(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k, int64_t max_n,
          int64_t max_k, same_t<T> alpha, T const* const* A, int64_t const* lda, same_t<T> beta,
          T* const* C, int64_t const* ldc, size_t batch_count, int64_t* info, Queue& queue)
{
    require(core::valid_uplo(int(uplo)), "syrk", "uplo");
    require(core::valid_rank_k_op<T>(int(trans), false), "syrk", "trans");
    cuda::symmetric_family<T>(Routine::Syrk, "syrk", layout, Side::Left, uplo, trans, nullptr, n, k,
                              0, max_n, max_k, alpha, A, lda, nullptr, nullptr, beta, C, ldc,
                              batch_count, info, queue);
}

template <typename T>
void herk(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k, int64_t max_n,
          int64_t max_k, real_type<T> alpha, T const* const* A, int64_t const* lda,
          real_type<T> beta, T* const* C, int64_t const* ldc, size_t batch_count, int64_t* info,
          Queue& queue)
{
    require(core::valid_uplo(int(uplo)), "herk", "uplo");
    require(core::valid_rank_k_op<T>(int(trans), true), "herk", "trans");
    cuda::symmetric_family<T>(Routine::Herk, "herk", layout, Side::Left, uplo, trans, nullptr, n, k,
                              0, max_n, max_k, alpha, A, lda, nullptr, nullptr, beta, C, ldc,
                              batch_count, info, queue);
}

template <typename T>
void syr2k(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k, int64_t max_n,
           int64_t max_k, same_t<T> alpha, T const* const* A, int64_t const* lda, T const* const* B,
           int64_t const* ldb, same_t<T> beta, T* const* C, int64_t const* ldc, size_t batch_count,
           int64_t* info, Queue& queue)
{
    require(core::valid_uplo(int(uplo)), "syr2k", "uplo");
    require(core::valid_rank_k_op<T>(int(trans), false), "syr2k", "trans");
    cuda::symmetric_family<T>(Routine::Syr2k, "syr2k", layout, Side::Left, uplo, trans, nullptr, n,
                              k, 0, max_n, max_k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count,
                              info, queue);
}

template <typename T>
void her2k(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k, int64_t max_n,
           int64_t max_k, same_t<T> alpha, T const* const* A, int64_t const* lda, T const* const* B,
           int64_t const* ldb, real_type<T> beta, T* const* C, int64_t const* ldc,
           size_t batch_count, int64_t* info, Queue& queue)
{
    require(core::valid_uplo(int(uplo)), "her2k", "uplo");
    require(core::valid_rank_k_op<T>(int(trans), true), "her2k", "trans");
    cuda::symmetric_family<T>(Routine::Her2k, "her2k", layout, Side::Left, uplo, trans, nullptr, n,
                              k, 0, max_n, max_k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count,
                              info, queue);
}

/** trmm and trsm: B travels in the C slot, its leading dimensions in ldc. */
template <typename T>
void triangular(Routine routine, char const* name, Layout layout, Side side, Uplo uplo, Op trans,
                Diag diag, int64_t const* m, int64_t const* n, int64_t max_m, int64_t max_n,
                same_t<T> alpha, T const* const* A, int64_t const* lda, T* const* B,
                int64_t const* ldb, size_t batch_count, int64_t* info, Queue& queue)
{
    require(core::valid_side(int(side)), name, "side");
    require(core::valid_uplo(int(uplo)), name, "uplo");
    require(core::valid_op(int(trans)), name, "trans");
    require(core::valid_diag(int(diag)), name, "diag");
    using D = cuda::device_t<T>;
    cuda::Params<D> p = cuda::shared_params<D>();
    p.side = side;
    p.uplo = uplo;
    p.transA = trans;
    p.diag = diag;
    p.alpha = cuda::to_device(alpha);
    cuda::DeviceArrays const d{m,
                               n,
                               nullptr,
                               lda,
                               nullptr,
                               ldb,
                               reinterpret_cast<void const* const*>(A),
                               nullptr,
                               reinterpret_cast<void* const*>(B)};
    cuda::run_device_sized(queue, name, routine, layout, p, d, max_m, max_n, 0, batch_count, info);
}

template <typename T>
void trmm(Layout layout, Side side, Uplo uplo, Op trans, Diag diag, int64_t const* m,
          int64_t const* n, int64_t max_m, int64_t max_n, same_t<T> alpha, T const* const* A,
          int64_t const* lda, T* const* B, int64_t const* ldb, size_t batch_count, int64_t* info,
          Queue& queue)
{
    triangular<T>(Routine::Trmm, "trmm", layout, side, uplo, trans, diag, m, n, max_m, max_n, alpha,
                  A, lda, B, ldb, batch_count, info, queue);
}

template <typename T>
void trsm(Layout layout, Side side, Uplo uplo, Op trans, Diag diag, int64_t const* m,
          int64_t const* n, int64_t max_m, int64_t max_n, same_t<T> alpha, T const* const* A,
          int64_t const* lda, T* const* B, int64_t const* ldb, size_t batch_count, int64_t* info,
          Queue& queue)
{
    triangular<T>(Routine::Trsm, "trsm", layout, side, uplo, trans, diag, m, n, max_m, max_n, alpha,
                  A, lda, B, ldb, batch_count, info, queue);
}

template <typename T>
using Gemm = void(Layout, Op, Op, int64_t const*, int64_t const*, int64_t const*, int64_t, int64_t,
                  int64_t, same_t<T>, T const* const*, int64_t const*, T const* const*,
                  int64_t const*, same_t<T>, T* const*, int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Symm = void(Layout, Side, Uplo, int64_t const*, int64_t const*, int64_t, int64_t, same_t<T>,
                  T const* const*, int64_t const*, T const* const*, int64_t const*, same_t<T>,
                  T* const*, int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Syrk = void(Layout, Uplo, Op, int64_t const*, int64_t const*, int64_t, int64_t, same_t<T>,
                  T const* const*, int64_t const*, same_t<T>, T* const*, int64_t const*, size_t,
                  int64_t*, Queue&);
template <typename T>
using Herk = void(Layout, Uplo, Op, int64_t const*, int64_t const*, int64_t, int64_t, real_type<T>,
                  T const* const*, int64_t const*, real_type<T>, T* const*, int64_t const*, size_t,
                  int64_t*, Queue&);
template <typename T>
using Syr2k = void(Layout, Uplo, Op, int64_t const*, int64_t const*, int64_t, int64_t, same_t<T>,
                   T const* const*, int64_t const*, T const* const*, int64_t const*, same_t<T>,
                   T* const*, int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Her2k = void(Layout, Uplo, Op, int64_t const*, int64_t const*, int64_t, int64_t, same_t<T>,
                   T const* const*, int64_t const*, T const* const*, int64_t const*, real_type<T>,
                   T* const*, int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Triangular = void(Layout, Side, Uplo, Op, Diag, int64_t const*, int64_t const*, int64_t,
                        int64_t, same_t<T>, T const* const*, int64_t const*, T* const*,
                        int64_t const*, size_t, int64_t*, Queue&);

template Gemm<float> gemm;
template Gemm<double> gemm;
template Gemm<std::complex<float>> gemm;
template Gemm<std::complex<double>> gemm;
template Symm<float> symm;
template Symm<double> symm;
template Symm<std::complex<float>> symm;
template Symm<std::complex<double>> symm;
template Symm<float> hemm;
template Symm<double> hemm;
template Symm<std::complex<float>> hemm;
template Symm<std::complex<double>> hemm;
template Syrk<float> syrk;
template Syrk<double> syrk;
template Syrk<std::complex<float>> syrk;
template Syrk<std::complex<double>> syrk;
template Herk<float> herk;
template Herk<double> herk;
template Herk<std::complex<float>> herk;
template Herk<std::complex<double>> herk;
template Syr2k<float> syr2k;
template Syr2k<double> syr2k;
template Syr2k<std::complex<float>> syr2k;
template Syr2k<std::complex<double>> syr2k;
template Her2k<float> her2k;
template Her2k<double> her2k;
template Her2k<std::complex<float>> her2k;
template Her2k<std::complex<double>> her2k;
template Triangular<float> trmm;
template Triangular<double> trmm;
template Triangular<std::complex<float>> trmm;
template Triangular<std::complex<double>> trmm;
template Triangular<float> trsm;
template Triangular<double> trsm;
template Triangular<std::complex<float>> trsm;
template Triangular<std::complex<double>> trsm;

}  // namespace batchblas::vbatched
