// SPDX-License-Identifier: BSD-3-Clause
/**
 * The __global__ kernels and their launch functions, as templates over the scalar type; each
 * level3_<type>.cu instantiates them for one type so that the four types compile in parallel.
 *
 * Grid: one dimension of work units, unit u taking tile u % tiles of item u / tiles (tiles =
 * tiles_m * tiles_n, the launch's largest item's); a unit whose tile lies outside its own item
 * leaves at once (the subgrid truncation of MAGMA's vbatched kernels). Items come sorted by
 * decreasing cost, so the hardware's in-order block dispatch starts the big problems first.
 */
#pragma once

#include <algorithm>
#include <cstdlib>
#include <string>

#include "batchblas/types.hh"
#include "core/problems.hh"
#include "cuda/device/float_big_gemm.cuh"
#include "cuda/device/packed_gemm.cuh"
#include "cuda/device/tiny_trsm.cuh"
#include "cuda/device/tri_unit.cuh"
#include "cuda/kernel/launch.hh"

namespace batchblas::cuda {

template <class Unit, typename T>
__device__ __forceinline__ bool locate(BatchArgs<T> const& args, int64_t& item, int& tile, T*& smem,
                                       int& t)
{
    extern __shared__ __align__(16) unsigned char smem_raw[];
    int const unit = threadIdx.x / Unit::threads;
    t = threadIdx.x % Unit::threads;
    int64_t const u = int64_t(blockIdx.x) * Unit::units + unit;
    int64_t const tiles = int64_t(args.tiles_m) * args.tiles_n;
    item = u / tiles;
    tile = int(u % tiles);
    if (item >= live_items(args)) return false;
    if (args.abort != nullptr && *args.abort != 0) return false;
    smem = reinterpret_cast<T*>(smem_raw) + unit * Unit::smem_elems;
    return true;
}

template <typename T, GemmTile TILE, GemmPath PATH, bool WIDE = false>
__global__ void __launch_bounds__(
    GemmUnit<T, TILE, PATH, WIDE>::threads* GemmUnit<T, TILE, PATH, WIDE>::units,
    GemmUnit<T, TILE, PATH, WIDE>::min_blocks) gemm_kernel(BatchArgs<T> const args)
{
    using Unit = GemmUnit<T, TILE, PATH, WIDE>;
    int64_t item;
    int tile, t;
    T* smem;
    if (!locate<Unit>(args, item, tile, smem, t)) return;
    Unit::run(args, item, tile, smem, t);
}

/** Float gemm's 128 x 128 tiles (FloatBigGemm) of canonical form PT / QT, BK-deep steps. */
template <bool PT, bool QT, int BK>
__global__ void __launch_bounds__(FloatBigGemm<PT, QT, BK>::threads,
                                  FloatBigGemm<PT, QT, BK>::min_blocks)
    float_big_gemm_kernel(BatchArgs<float> const args)
{
    using Unit = FloatBigGemm<PT, QT, BK>;
    int64_t item;
    int tile, t;
    float* smem;
    if (!locate<Unit>(args, item, tile, smem, t)) return;
    Unit::run(args, item, tile, smem, t);
}

/** Packed problems (outputs and depth of at most D): block b takes work items b * problems ..
 *  b * problems + problems - 1; see PackedGemm. */
template <typename T, int D>
__global__ void __launch_bounds__(PackedGemm<T, D>::threads, PackedGemm<T, D>::min_blocks)
    packed_gemm_kernel(BatchArgs<T> const args)
{
    if (args.abort != nullptr && *args.abort != 0) return;  // the same for the whole block
    if (int64_t(blockIdx.x) * PackedGemm<T, D>::problems >= live_items(args)) return;
    PackedGemm<T, D>::run(args);
}

/** The packed classes' strided square gemm (PackedStridedGemm::eligible); PAIRED: every copy
 *  moves an aligned pair (PackedStridedGemm::paired). */
template <typename T, int D, bool PAIRED>
__global__ void __launch_bounds__(PackedStridedGemm<T, D>::threads,
                                  PackedStridedGemm<T, D>::min_blocks)
    packed_strided_gemm_kernel(BatchArgs<T> const args)
{
    if (args.abort != nullptr && *args.abort != 0) return;  // the same for the whole block
    PackedStridedGemm<T, D>::template run<PAIRED>(args);
}

template <typename T, TriTile TILE, GemmPath PATH>
__device__ __forceinline__ void triangular_body(BatchArgs<T> const& args)
{
    using Unit = TriUnit<T, TILE, PATH>;
    int64_t item;
    int tile, t;
    T* smem;
    if (!locate<Unit>(args, item, tile, smem, t)) return;
    Unit::run(args, item, tile, smem, t, args.routine == Routine::Trsm);
}

template <typename T, TriTile TILE, GemmPath PATH>
__global__ void __launch_bounds__(TriUnit<T, TILE, PATH>::threads* TriUnit<T, TILE, PATH>::units)
    triangular_kernel(BatchArgs<T> const args)
{
    triangular_body<T, TILE, PATH>(args);
}

/** The same with TriUnit::min_blocks as the register cap (an explicit cap of one block changes
 *  ptxas's allocation, so units without a cap keep the kernel above). */
template <typename T, TriTile TILE, GemmPath PATH>
__global__ void __launch_bounds__(TriUnit<T, TILE, PATH>::threads* TriUnit<T, TILE, PATH>::units,
                                  TriUnit<T, TILE, PATH>::min_blocks)
    triangular_kernel_capped(BatchArgs<T> const args)
{
    triangular_body<T, TILE, PATH>(args);
}

/** Tiny trsm: unit u (a group of lanes) takes column chunk u % tiles_n of item u / tiles_n.
 *  No lane leaves early: the units of a warp synchronise with __syncwarp(), a unit of two warps
 *  with __syncthreads(). */
template <typename T, int MAXN>
__global__ void __launch_bounds__(TinyTrsmUnit<T, MAXN>::warps * 32)
    tiny_trsm_kernel(BatchArgs<T> const args)
{
    using Unit = TinyTrsmUnit<T, MAXN>;
    extern __shared__ __align__(16) unsigned char smem_raw[];
    if (args.abort != nullptr && *args.abort != 0) return;  // the same for the whole block
    int64_t const live = live_items(args);
    if (int64_t(blockIdx.x) * Unit::units / args.tiles_n >= live) return;  // the whole block
    int const unit = threadIdx.x / Unit::threads;
    int64_t const u = int64_t(blockIdx.x) * Unit::units + unit;
    int64_t const item = u / args.tiles_n;
    int const tile = int(u % args.tiles_n);
    T* smem = reinterpret_cast<T*>(smem_raw) + unit * Unit::smem_elems;
    Unit::run(args, item, tile, item < live, smem, int(threadIdx.x % Unit::threads));
}

/** max(1, rows) for column-major, max(1, cols) for row-major (as core::min_ld). */
__device__ __forceinline__ int64_t device_min_ld(Layout layout, int64_t rows, int64_t cols)
{
    int64_t const need = layout == Layout::ColMajor ? rows : cols;
    return need > 1 ? need : 1;
}

/**
 * The checks of core/check.hh for what lives on the device (sizes, leading dimensions, matrix
 * pointers), in the same order and with the same argument positions, plus sizes above the
 * caller's maxima, which the launch grid could not cover (reported as that size's position).
 * The shared options and scalars were checked on the host.
 */
template <typename T>
__device__ int64_t check_device_sized(DeviceSizedArgs<T> const& a, int64_t i, int64_t m, int64_t n,
                                      int64_t k, int64_t lda, int64_t ldb, int64_t ldc)
{
    Params<T> const& p = a.shared;
    Layout const L = a.layout;
    bool const alpha_zero = is_zero(p.alpha);
    auto const bad = [](int64_t v, int64_t max) { return v < 0 || v > max; };
    switch (a.routine) {
        case Routine::Gemm: {
            using P = core::GemmProblems<float>;
            if (bad(m, a.max_m)) return -P::m_pos;
            if (bad(n, a.max_n)) return -P::n_pos;
            if (bad(k, a.max_k)) return -P::k_pos;
            bool const reads_ab = m > 0 && n > 0 && k > 0 && !alpha_zero;
            bool const na = p.transA == Op::NoTrans, nb = p.transB == Op::NoTrans;
            if (reads_ab && a.A.get(i) == nullptr) return -P::A_pos;
            if (lda < (na ? device_min_ld(L, m, k) : device_min_ld(L, k, m))) return -P::lda_pos;
            if (reads_ab && a.B.get(i) == nullptr) return -P::B_pos;
            if (ldb < (nb ? device_min_ld(L, k, n) : device_min_ld(L, n, k))) return -P::ldb_pos;
            if (m > 0 && n > 0 && a.C.get(i) == nullptr) return -P::C_pos;
            if (ldc < device_min_ld(L, m, n)) return -P::ldc_pos;
            return 0;
        }
        case Routine::Symm:
        case Routine::Hemm: {
            using P = core::SymmProblems<float>;
            if (bad(m, a.max_m)) return -P::m_pos;
            if (bad(n, a.max_n)) return -P::n_pos;
            int64_t const ka = p.side == Side::Left ? m : n;
            bool const reads_ab = m > 0 && n > 0 && !alpha_zero;
            if (reads_ab && a.A.get(i) == nullptr) return -P::A_pos;
            if (lda < (ka > 1 ? ka : 1)) return -P::lda_pos;
            if (reads_ab && a.B.get(i) == nullptr) return -P::B_pos;
            if (ldb < device_min_ld(L, m, n)) return -P::ldb_pos;
            if (m > 0 && n > 0 && a.C.get(i) == nullptr) return -P::C_pos;
            if (ldc < device_min_ld(L, m, n)) return -P::ldc_pos;
            return 0;
        }
        case Routine::Syrk:
        case Routine::Herk: {
            using P = core::RankKProblems<float>;
            if (bad(n, a.max_n)) return -P::n_pos;
            if (bad(k, a.max_k)) return -P::k_pos;
            bool const nt = p.transA == Op::NoTrans;
            if (n > 0 && k > 0 && !alpha_zero && a.A.get(i) == nullptr) return -P::A_pos;
            if (lda < (nt ? device_min_ld(L, n, k) : device_min_ld(L, k, n))) return -P::lda_pos;
            if (n > 0 && a.C.get(i) == nullptr) return -P::C_pos;
            if (ldc < (n > 1 ? n : 1)) return -P::ldc_pos;
            return 0;
        }
        case Routine::Syr2k:
        case Routine::Her2k: {
            using P = core::Rank2KProblems<float>;
            if (bad(n, a.max_n)) return -P::n_pos;
            if (bad(k, a.max_k)) return -P::k_pos;
            bool const nt = p.transA == Op::NoTrans;
            int64_t const need = nt ? device_min_ld(L, n, k) : device_min_ld(L, k, n);
            bool const reads_ab = n > 0 && k > 0 && !alpha_zero;
            if (reads_ab && a.A.get(i) == nullptr) return -P::A_pos;
            if (lda < need) return -P::lda_pos;
            if (reads_ab && a.B.get(i) == nullptr) return -P::B_pos;
            if (ldb < need) return -P::ldb_pos;
            if (n > 0 && a.C.get(i) == nullptr) return -P::C_pos;
            if (ldc < (n > 1 ? n : 1)) return -P::ldc_pos;
            return 0;
        }
        default: {  // trmm, trsm: B and ldb travel in the C slot
            using P = core::TriangularProblems<float>;
            if (bad(m, a.max_m)) return -P::m_pos;
            if (bad(n, a.max_n)) return -P::n_pos;
            int64_t const ka = p.side == Side::Left ? m : n;
            if (m > 0 && n > 0 && !alpha_zero && a.A.get(i) == nullptr) return -P::A_pos;
            if (lda < (ka > 1 ? ka : 1)) return -P::lda_pos;
            if (m > 0 && n > 0 && a.C.get(i) == nullptr) return -P::B_pos;
            if (ldc < device_min_ld(L, m, n)) return -P::ldb_pos;
            return 0;
        }
    }
}

/** One thread per problem: its parameter set, its checks (when info is given) and its place in
 *  its size bucket's work list. A warp's problems of one bucket take their places with one
 *  atomic (the lanes agree on the bucket with __match_any_sync), so that a batch of one size
 *  does not queue all its atomics on one counter. */
template <typename T>
__global__ void device_sized_pack_kernel(DeviceSizedArgs<T> const a)
{
    int64_t const i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
    int bucket = -1;
    if (i < a.count) {
        auto const get = [i](int64_t const* v) { return v != nullptr ? v[i] : int64_t(0); };
        int64_t const m = get(a.m), n = get(a.n), k = get(a.k);
        int64_t const lda = get(a.lda), ldb = get(a.ldb), ldc = get(a.ldc);
        if (a.info != nullptr) {
            int64_t const code = check_device_sized(a, i, m, n, k, lda, ldb, ldc);
            a.info[i] = code;
            if (code != 0) atomicExch(a.abort, 1);
        }
        Params<T> p = a.shared;
        // Sizes past the maxima are invalid; clamped, such a problem can never index past the
        // grid's tiles even when the caller skipped the checks.
        auto const clamp = [](int64_t v, int64_t max) {
            return int32_t(v < 0 ? 0 : v > max ? max : v);
        };
        p.m = clamp(m, a.max_m);
        p.n = clamp(n, a.max_n);
        p.k = clamp(k, a.max_k);
        p.lda = lda;
        p.ldb = ldb;
        p.ldc = ldc;
        a.sets[i] = p;
        Extent const e = extent_of(a.routine, a.layout, p);
        if (a.bucket_count > 0 && e.rows > 0 && e.cols > 0)  // empty outputs reference nothing
            bucket = find_size_bucket(a.buckets, a.bucket_count, e);
    }
    if (a.bucket_count == 0) return;  // the same for the whole grid
    // blockDim.x is a multiple of 32: every lane of the warp is here.
    unsigned const peers = __match_any_sync(0xffffffffu, bucket);
    int const lane = int(threadIdx.x % 32);
    int const leader = __ffs(int(peers)) - 1;
    int32_t first = 0;
    if (bucket >= 0 && lane == leader) first = atomicAdd(&a.live[bucket], __popc(peers));
    first = __shfl_sync(peers, first, leader);
    if (bucket < 0) return;
    int64_t const at = int64_t(bucket) * a.count + first + __popc(peers & ((1u << lane) - 1u));
    a.lists[2 * at] = int32_t(i);
    a.lists[2 * at + 1] = int32_t(i);  // the problem's own parameter set
}

/**
 * Launches kernel<<<blocks, threads, smem, stream>>>(args) through cudaLaunchKernel, whose
 * return value is this launch's own error, and throws batchblas::Error naming the kernel family
 * when it failed (the C API reports it as BBLAS_ERROR_CUDA). Unlike cudaGetLastError after a
 * <<<>>> launch, this neither takes an error that the caller left pending for its own (a
 * failed cudaMalloc, say) as the launch's nor clears it. A kernel that faults while running
 * shows at the next call on the stream (sticky errors), where BBLAS_CUDA_CHECK reports it.
 */
template <typename Args>
void launch_checked(void (*kernel)(Args), unsigned blocks, unsigned threads, size_t smem,
                    cudaStream_t stream, Args const& args, char const* what)
{
    void* params[] = {const_cast<Args*>(&args)};
    cudaError_t const e = cudaLaunchKernel(reinterpret_cast<void const*>(kernel), dim3(blocks),
                                           dim3(threads), params, smem, stream);
    if (e != cudaSuccess)
        throw Error(std::string("batchblas CUDA: launch of ") + what +
                    " failed: " + cudaGetErrorName(e) + ": " + cudaGetErrorString(e));
}

/** Launches kernel for args over its work units with the unit's shared memory, raising the
 *  kernel's dynamic shared memory limit (a per-device setting) when it needs over 48 KiB. */
template <class Unit, typename T>
void launch_units(void (*kernel)(BatchArgs<T>), BatchArgs<T> const& args, cudaStream_t stream,
                  char const* what)
{
    int64_t const units = args.count * int64_t(args.tiles_m) * args.tiles_n;
    int64_t const blocks = (units + Unit::units - 1) / Unit::units;
    if (blocks == 0) return;
    if (blocks > int64_t(0x7fffffff))
        throw Error(std::string("batchblas CUDA: ") + what + ": batch too large for one launch");
    size_t const smem = size_t(Unit::units) * Unit::smem_elems * sizeof(T);
    if (smem > 48 * 1024) {
        cudaError_t const e =
            cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(smem));
        if (e != cudaSuccess)
            throw Error(std::string("batchblas CUDA: ") + what +
                        ": cannot raise the shared memory limit: " + cudaGetErrorString(e));
    }
    launch_checked(kernel, unsigned(blocks), unsigned(Unit::threads * Unit::units), smem, stream,
                   args, what);
}

template <typename T, GemmTile TILE, GemmPath PATH, bool WIDE = false>
void launch_gemm_tile(BatchArgs<T> const& args, cudaStream_t stream, char const* what)
{
    launch_units<GemmUnit<T, TILE, PATH, WIDE>>(gemm_kernel<T, TILE, PATH, WIDE>, args, stream,
                                                what);
}

template <typename T, int D>
void launch_packed_gemm(BatchArgs<T> const& args, cudaStream_t stream)
{
    using Kernel = PackedGemm<T, D>;
    int64_t const blocks = (args.count + Kernel::problems - 1) / Kernel::problems;
    if (blocks == 0) return;
    if (blocks > int64_t(0x7fffffff))
        throw Error("batchblas CUDA: packed gemm kernel: batch too large for one launch");
    using Strided = PackedStridedGemm<T, D>;
    static_assert(Strided::problems == Kernel::problems && Strided::threads == Kernel::threads,
                  "one grid for both packed kernels");
    if (Strided::eligible(args)) {
        bool const paired = Strided::paired(args);
        launch_checked(paired ? packed_strided_gemm_kernel<T, D, true>
                              : packed_strided_gemm_kernel<T, D, false>,
                       unsigned(blocks), unsigned(Strided::threads), Strided::smem_bytes, stream,
                       args, "packed gemm kernel (strided)");
    }
    else
        launch_checked(packed_gemm_kernel<T, D>, unsigned(blocks), unsigned(Kernel::threads),
                       Kernel::smem_bytes, stream, args, "packed gemm kernel");
}

/** The cp.async kernels of one operand form (see GemmUnit) for a tiled class. */
template <typename T, GemmPath PATH>
void launch_async_gemm(GemmTile tile, BatchArgs<T> const& args, cudaStream_t stream)
{
    switch (tile) {
        case GemmTile::Tiny:
            return launch_gemm_tile<T, GemmTile::Tiny, PATH>(args, stream,
                                                             "gemm kernel (tiny, async)");
        case GemmTile::Small:
            return launch_gemm_tile<T, GemmTile::Small, PATH>(args, stream,
                                                              "gemm kernel (small, async)");
        default: {  // Large, Huge (packed: taken by launch_gemm)
            // The host tiled for AsyncShape<Large>; a launch whose largest extent is above
            // async_huge_above<T> retiles for Huge (Huge's tile sides multiples of Large's:
            // rounding an extent up to Large's tile, then to Huge's, is rounding it up to
            // Huge's).
            using L = AsyncShapeOf<T, GemmTile::Large>;
            using H = AsyncShapeOf<T, GemmTile::Huge>;
            static_assert(L::bm == L::bn && H::bm % L::bm == 0 && H::bn % L::bn == 0,
                          "Huge's tile sides multiples of Large's square tile");
            int32_t const extent = std::max(args.tiles_m, args.tiles_n) * L::bm;
            int float_big = float_big_above;
#ifdef BATCHBLAS_CUDA_TUNE_ENV
            // Tuning builds only: float_big_above and the step depth from the environment.
            if (char const* e = std::getenv("BATCHBLAS_FLOAT_BIG_ABOVE")) float_big = std::atoi(e);
#endif
            LargeTile const chosen = large_launch_tile<T>(extent, float_big);
            if (chosen == LargeTile::Large)
                return launch_gemm_tile<T, GemmTile::Large, PATH>(args, stream,
                                                                  "gemm kernel (large, async)");
            BatchArgs<T> huge = args;
            // Double's wide tile: 128 x 64 (AsyncWideShape).
            if constexpr (std::is_same_v<T, double>) {
                if (chosen == LargeTile::Wide) {
                    using W = AsyncWideShape;
                    static_assert(W::bm % L::bm == 0 && W::bn % L::bn == 0,
                                  "the wide tile's sides multiples of Large's square tile");
                    huge.tiles_m = (args.tiles_m * L::bm + W::bm - 1) / W::bm;
                    huge.tiles_n = (args.tiles_n * L::bn + W::bn - 1) / W::bn;
                    return launch_gemm_tile<T, GemmTile::Huge, PATH, true>(
                        huge, stream, "gemm kernel (huge, wide, async)");
                }
            }
            // Float's big tile: 128 x 128 (FloatBigGemm), gemm's only (its epilogue writes
            // whole tiles; syrk / herk take Huge's, which keeps to their triangle).
            if constexpr (std::is_same_v<T, float>) {
                if (chosen == LargeTile::FloatBig && args.routine == Routine::Gemm) {
                    constexpr bool pt = PATH == GemmPath::TN || PATH == GemmPath::TT;
                    constexpr bool qt = PATH == GemmPath::NT || PATH == GemmPath::TT;
                    using Big = FloatBigGemm<pt, qt>;
                    static_assert(Big::BM % L::bm == 0 && Big::BN % L::bn == 0,
                                  "the big tile's sides multiples of Large's square tile");
                    huge.tiles_m = (args.tiles_m * L::bm + Big::BM - 1) / Big::BM;
                    huge.tiles_n = (args.tiles_n * L::bn + Big::BN - 1) / Big::BN;
                    char const* what = "gemm kernel (float, 128 x 128, async)";
#ifdef BATCHBLAS_CUDA_TUNE_ENV
                    if (char const* e = std::getenv("BATCHBLAS_FLOAT_BIG_BK")) {
                        if (std::atoi(e) == 8)
                            return launch_units<FloatBigGemm<pt, qt, 8>>(
                                float_big_gemm_kernel<pt, qt, 8>, huge, stream, what);
                        return launch_units<FloatBigGemm<pt, qt, 16>>(
                            float_big_gemm_kernel<pt, qt, 16>, huge, stream, what);
                    }
#endif
                    return launch_units<Big>(float_big_gemm_kernel<pt, qt, Big::BK>,
                                             huge, stream, what);
                }
            }
            huge.tiles_m = (args.tiles_m * L::bm + H::bm - 1) / H::bm;
            huge.tiles_n = (args.tiles_n * L::bn + H::bn - 1) / H::bn;
            return launch_gemm_tile<T, GemmTile::Huge, PATH>(huge, stream,
                                                             "gemm kernel (huge, async)");
        }
    }
}

template <typename T>
void launch_gemm(GemmTile tile, BatchArgs<T> const& args, cudaStream_t stream, GemmPath path)
{
    switch (tile) {
        case GemmTile::Packed2: return launch_packed_gemm<T, 2>(args, stream);
        case GemmTile::Packed4: return launch_packed_gemm<T, 4>(args, stream);
        case GemmTile::Packed8: return launch_packed_gemm<T, 8>(args, stream);
        default: break;
    }
    // Float's Small class with a transposed operand keeps the register-staged kernel: the
    // cp.async one would copy that operand element by element, a request per float. Both tile
    // Small launches alike.
    static_assert(AsyncShapeOf<T, GemmTile::Small>::bm == GemmShape<GemmTile::Small>::bm &&
                      AsyncShapeOf<T, GemmTile::Small>::bn == GemmShape<GemmTile::Small>::bn,
                  "one Small tile for both families");
    if (std::is_same_v<T, float> && float_small_transposed_staged && tile == GemmTile::Small &&
        path != GemmPath::NN)
        path = GemmPath::Staged;
    // gemm in double and float: the cp.async kernels of the launch's operand form.
    if constexpr (has_async_gemm<T>) {
        switch (path) {
            case GemmPath::NN: return launch_async_gemm<T, GemmPath::NN>(tile, args, stream);
            case GemmPath::TN: return launch_async_gemm<T, GemmPath::TN>(tile, args, stream);
            case GemmPath::NT: return launch_async_gemm<T, GemmPath::NT>(tile, args, stream);
            case GemmPath::TT: return launch_async_gemm<T, GemmPath::TT>(tile, args, stream);
            case GemmPath::Staged: break;
        }
    }
    switch (tile) {
        case GemmTile::Tiny:
            return launch_gemm_tile<T, GemmTile::Tiny, GemmPath::Staged>(
                args, stream, "gemm kernel (tiny tiles)");
        case GemmTile::Small:
            return launch_gemm_tile<T, GemmTile::Small, GemmPath::Staged>(
                args, stream, "gemm kernel (small tiles)");
        default:  // Large, Huge (packed: taken above)
            return launch_gemm_tile<T, GemmTile::Large, GemmPath::Staged>(
                args, stream, "gemm kernel (large tiles)");
    }
}

template <typename T, int MAXN>
void launch_tiny_trsm(BatchArgs<T> const& args, cudaStream_t stream)
{
    if constexpr (MAXN <= tiny_trsm_max<T>)
        launch_units<TinyTrsmUnit<T, MAXN>>(tiny_trsm_kernel<T, MAXN>, args, stream,
                                            "tiny trsm kernel");
    else
        throw Error("batchblas CUDA: no tiny trsm kernel of this size for this type");
}

template <typename T, TriTile TILE, GemmPath PATH = GemmPath::Staged>
void launch_tri_units(BatchArgs<T> const& args, cudaStream_t stream, char const* what)
{
    using Unit = TriUnit<T, TILE, PATH>;
    if constexpr (Unit::min_blocks > 1)
        launch_units<Unit>(triangular_kernel_capped<T, TILE, PATH>, args, stream, what);
    else
        launch_units<Unit>(triangular_kernel<T, TILE, PATH>, args, stream, what);
}

template <typename T>
void launch_triangular(TriTile tile, BatchArgs<T> const& args, cudaStream_t stream, GemmPath path)
{
    switch (tile) {
        case TriTile::Tiny2:
            return launch_tiny_trsm<T, 2>(args, stream);
        case TriTile::Tiny4:
            return launch_tiny_trsm<T, 4>(args, stream);
        case TriTile::Tiny8: return launch_tiny_trsm<T, 8>(args, stream);
        case TriTile::Tiny16: return launch_tiny_trsm<T, 16>(args, stream);
        case TriTile::Tiny32: return launch_tiny_trsm<T, 32>(args, stream);
        case TriTile::Tiny64: return launch_tiny_trsm<T, 64>(args, stream);
        default: break;
    }
    if (tile == TriTile::Warp)
        return launch_tri_units<T, TriTile::Warp>(args, stream, "triangular kernel (warp strips)");
    // Double and float block strips of one operand form: the products on the cp.async pipeline.
    if constexpr (has_async_gemm<T> && TriShape<TriTile::Block>::async_products) {
        constexpr TriTile B = TriTile::Block;
        char const* what = "triangular kernel (block strips, async)";
        switch (path) {
            case GemmPath::NN: return launch_tri_units<T, B, GemmPath::NN>(args, stream, what);
            case GemmPath::TN: return launch_tri_units<T, B, GemmPath::TN>(args, stream, what);
            case GemmPath::NT: return launch_tri_units<T, B, GemmPath::NT>(args, stream, what);
            case GemmPath::TT: return launch_tri_units<T, B, GemmPath::TT>(args, stream, what);
            case GemmPath::Staged: break;
        }
    }
    launch_tri_units<T, TriTile::Block>(args, stream, "triangular kernel (block strips)");
}

template <typename T>
void launch_device_sized_pack(DeviceSizedArgs<T> const& args, cudaStream_t stream)
{
    constexpr int threads = 128;
    int64_t const blocks = (args.count + threads - 1) / threads;
    if (blocks == 0) return;
    launch_checked(device_sized_pack_kernel<T>, unsigned(blocks), unsigned(threads), 0, stream,
                   args, "device-sized pack kernel");
}

}  // namespace batchblas::cuda
