// SPDX-License-Identifier: BSD-3-Clause
/**
 * The host launcher common to every Level 3 routine: from a checked batch (as accessors for
 * problem i's parameters and matrices), build the device problem list in the queue's
 * workspace, move it with one copy, and launch one kernel per size class over the batch.
 *
 * Parameter sets: a batch whose options, sizes, scalars and leading dimensions are single
 * values has one set (passed by value in the launch); otherwise one set per group or per problem
 * is packed. Size classes: each problem's output tiles go to the tile shape that fits them;
 * within a class the work items are ordered by decreasing cost, so the largest problems start
 * first and the tail of the launch is made of small ones. The order is by the cost's binary
 * exponent (problems within a factor of two keep their order): a counting sort, linear in the
 * batch, where a comparison sort would cost the host more than small problems take to compute.
 */
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <string>

#include "batchblas/cuda.hh"
#include "core/batch.hh"
#include "cuda/device/problem.hh"
#include "cuda/device/size_class.hh"
#include "cuda/device/tiles.hh"
#include "cuda/kernel/launch.hh"
#include "cuda/launch/error.hh"
#include "cuda/launch/launch_plan.hh"
#include "cuda/launch/level3.hh"
#include "cuda/launch/workspace.hh"

namespace batchblas::cuda {

/** Which of A, B, C a routine's kernels read (unused pointer arrays are not sent). */
struct Uses {
    bool A, B, C;
};

/** The widest spread among a batch's parameters: it decides how many parameter sets are packed
 *  (one, one per group, one per problem). */
inline core::Spread widest(std::initializer_list<core::Spread> spreads)
{
    return std::max(spreads, [](core::Spread a, core::Spread b) { return int(a) < int(b); });
}

/** Sizes go to the kernels as int; larger ones cannot be indexed by the tile arithmetic. */
inline int32_t narrow_size(int64_t v, char const* routine)
{
    if (v > std::numeric_limits<int32_t>::max())
        throw Error(std::string("batchblas::") + routine +
                    " (CUDA): a matrix dimension above 2^31 - 1 is not supported");
    return int32_t(v);
}

/** Records the end of the call on the stream even when a launch throws, so that the slot
 *  is not reused while its copy may still be pending. */
class CallScope {
public:
    explicit CallScope(Workspace& ws) : ws_(ws) {}
    ~CallScope()
    {
        try {
            ws_.finish();
        } catch (...) {
            // Already failing: the first error is the one reported.
        }
    }
    CallScope(CallScope const&) = delete;
    CallScope& operator=(CallScope const&) = delete;

private:
    Workspace& ws_;
};

/** The ordering key of a problem: the binary exponent of its cost (flops, roughly). */
inline uint8_t cost_bin(Extent const& e)
{
    double const cost = double(e.rows) * double(e.cols) * double(e.depth + 1);
    return uint8_t(std::clamp(std::ilogb(cost), 0, 63));
}

inline size_t align_up(size_t bytes)
{
    return (bytes + 15) / 16 * 16;
}

/** A pointer source for element type E (the strided base keeps its byte address). */
template <typename E>
Pointers<E> typed(Pointers<void const> const& p)
{
    return Pointers<E>{reinterpret_cast<E* const*>(const_cast<void* const*>(p.array)),
                       static_cast<E*>(const_cast<void*>(p.base)), p.stride};
}

/**
 * A host array of `count` device pointers that is an arithmetic progression (base + i * stride,
 * stride a whole number of `elem`-byte elements) as a strided source, so that nothing of it is
 * copied or sent: the kernels compute the pointers as for the strided forms. Pointer arrays
 * built over one allocation (the common way of making them) are such progressions; the
 * host-described forms take their pointer arrays in host memory (API.md section 2), so that
 * otherwise each call copies count pointers into the workspace and across the bus, which for
 * large batches of tiny problems takes longer than the kernels. The test reads the array once
 * (no early exit inside a 1024-pointer chunk, the first chunk that breaks the progression ends
 * it); being a host read of the whole array it still costs a good part of what the copy
 * would.
 * Returns `source` unchanged when the array is no progression.
 */
inline MatrixSource strided_if_progression(MatrixSource const& source, int64_t count, size_t elem)
{
    if (source.strided || source.array == nullptr || count < 1) return source;
    auto const address = [&](int64_t i) { return reinterpret_cast<uintptr_t>(source.array[i]); };
    uintptr_t const first = address(0);
    uintptr_t const step = count > 1 ? address(1) - first : 0;
    auto const step_bytes = static_cast<intptr_t>(step);  // two's complement: negative steps too
    if (step_bytes % static_cast<intptr_t>(elem) != 0) return source;
    constexpr int64_t chunk = 1024;
    for (int64_t begin = 0; begin < count; begin += chunk) {
        int64_t const end = std::min(count, begin + chunk);
        uintptr_t expected = first + uintptr_t(begin) * step;  // wraps as the pointers would
        uintptr_t mismatch = 0;
        for (int64_t i = begin; i < end; ++i, expected += step) mismatch |= address(i) ^ expected;
        if (mismatch != 0) return source;
    }
    MatrixSource strided;
    strided.base = source.array[0];
    strided.stride = int64_t(step_bytes / static_cast<intptr_t>(elem));
    strided.strided = true;
    return strided;
}

/**
 * Lays out a launch's needed pointer arrays (A, B, C; for LAPACK A, B, ipiv) one after the other
 * in its host region from `cursor`, `bytes` each (the others stay null), and copies in those the
 * front end gave whole; the per-problem ones are filled by fill_pointer_arrays. Returns the
 * cursor past them.
 */
inline unsigned char* place_pointer_arrays(unsigned char* cursor, size_t bytes, int64_t count,
                                           bool const (&needed)[3], bool const (&per_problem)[3],
                                           MatrixSource const (&source)[3],
                                           void const** (&arrays)[3])
{
    for (int a = 0; a < 3; ++a) {
        if (!needed[a]) continue;
        arrays[a] = reinterpret_cast<void const**>(cursor);
        cursor += bytes;
    }
    for (int a = 0; a < 3; ++a)
        if (needed[a] && !per_problem[a])
            std::memcpy(arrays[a], source[a].array, size_t(count) * sizeof(void const*));
    return cursor;
}

/** Problem at's pointers (pointers_of(at)) into the arrays built per problem. */
template <class PointersOf>
void fill_pointer_arrays(core::Index at, PointersOf& pointers_of, bool const (&per_problem)[3],
                         void const** const (&arrays)[3])
{
    std::array<void const*, 3> const ptrs = pointers_of(at);
    for (int a = 0; a < 3; ++a)
        if (per_problem[a]) arrays[a][at.problem] = ptrs[size_t(a)];
}

/** Where a place in a region's host side lies in its device side (the copy keeps offsets). */
inline unsigned char* device_of(Workspace::Region const& region, void const* host_ptr)
{
    return region.device + (static_cast<unsigned char const*>(host_ptr) - region.host);
}

/** How the kernels find an operand's pointers: its array as copied to the device (host_array, in
 *  the region's host side), or, with no array, the strided source. */
inline Pointers<void const> sent_pointers(Workspace::Region const& region,
                                          void const* const* host_array, MatrixSource const& source)
{
    if (host_array == nullptr) return Pointers<void const>{nullptr, source.base, source.stride};
    return Pointers<void const>{reinterpret_cast<void const* const*>(device_of(region, host_array)),
                                nullptr, 0};
}

/**
 * params_of(core::Index) -> Params<D>; pointers_of(core::Index) -> std::array<void const*, 3>
 * (A, B, C as device pointers). `spread` is the widest spread of any parameter (sets per
 * problem, per group or one).
 */
template <typename D, class ParamsOf, class PointersOf>
void run_batch(Queue& queue, char const* name, Routine routine, Layout layout,
               core::Groups const& groups, core::Spread spread, Uses uses, Sources const& sources,
               ParamsOf&& params_of, PointersOf&& pointers_of)
{
    int64_t count = 0;
    for (int64_t g = 0; g < groups.count(); ++g) count += groups.size(g);
    if (count == 0) return;
    if (count > std::numeric_limits<int32_t>::max())
        throw Error(std::string("batchblas::") + name + " (CUDA): batch_count above 2^31 - 1");

    int64_t const sets = spread == core::Spread::One        ? 1
                         : spread == core::Spread::PerGroup ? groups.count()
                                                            : count;
    auto const set_of = [spread](core::Index at) {
        return spread == core::Spread::One        ? int64_t(0)
               : spread == core::Spread::PerGroup ? at.group
                                                  : at.problem;
    };
    // Pointer arrays that are progressions travel as strided sources (no copy, no transfer).
    bool const used[3] = {uses.A, uses.B, uses.C};
    MatrixSource source[3] = {sources.A, sources.B, sources.C};
    for (int a = 0; a < 3; ++a)
        if (used[a]) source[a] = strided_if_progression(source[a], count, sizeof(D));
    bool const array_needed[3] = {used[0] && !source[0].strided, used[1] && !source[1].strided,
                                  used[2] && !source[2].strided};
    bool const per_problem[3] = {array_needed[0] && source[0].array == nullptr,
                                 array_needed[1] && source[1].array == nullptr,
                                 array_needed[2] && source[2].array == nullptr};

    // Region layout: parameter sets | A, B, C pointer arrays (those needed) | work lists.
    size_t const params_bytes = align_up(size_t(sets) * sizeof(Params<D>));
    size_t const pointers_bytes = align_up(size_t(count) * sizeof(void const*));
    int const pointer_arrays = int(array_needed[0]) + int(array_needed[1]) + int(array_needed[2]);
    size_t const entries_bytes = sets > 1 ? align_up(size_t(count) * 2 * sizeof(int32_t)) : 0;
    size_t const bytes = params_bytes + pointer_arrays * pointers_bytes + entries_bytes;

    DeviceScope device(queue.device());
    Workspace& ws = queue.workspace();
    Workspace::Region const region = ws.acquire(bytes);
    CallScope call(ws);

    auto* params = reinterpret_cast<Params<D>*>(region.host);
    void const** arrays[3] = {nullptr, nullptr, nullptr};
    auto* entries = reinterpret_cast<int32_t*>(
        place_pointer_arrays(region.host + params_bytes, pointers_bytes, count, array_needed,
                             per_problem, source, arrays));
    bool const any_per_problem = per_problem[0] || per_problem[1] || per_problem[2];
    auto const fill_pointers = [&](core::Index at) {
        if (any_per_problem) fill_pointer_arrays(at, pointers_of, per_problem, arrays);
    };

    for (auto& bucket : ws.buckets) bucket.clear();
    std::array<Extent, size_class_count> largest{};
    std::array<size_t, size_class_count> counts{};                       // work items per size class
    std::array<std::array<uint32_t, 64>, size_class_count> histogram{};  // items per class and cost bin
    std::array<double, size_class_count> work{};  // per class, for the launch order
    if (sets == 1) {
        // Every problem alike: one class, the items are the problems in order, no work list.
        params[0] = params_of(core::Index{0, 0});
        Extent const e = extent_of(routine, layout, params[0]);
        if (e.rows == 0 || e.cols == 0) return;  // references nothing
        int const c = size_class(routine, e, tiny_trsm_max<D>);
        largest[size_t(c)] = e;
        counts[size_t(c)] = size_t(count);
        work[size_t(c)] = double(count);
        if (any_per_problem) core::for_each_problem(groups, fill_pointers);
    }
    else {
        ws.filled.assign(size_t(sets), 0);
        core::for_each_problem(groups, [&](core::Index at) {
            int64_t const s = set_of(at);
            if (!ws.filled[size_t(s)]) {
                params[s] = params_of(at);
                ws.filled[size_t(s)] = 1;
            }
            fill_pointers(at);
            Extent const e = extent_of(routine, layout, params[s]);
            if (e.rows == 0 || e.cols == 0) return;  // references nothing
            int const c = size_class(routine, e, tiny_trsm_max<D>);
            uint8_t const bin = cost_bin(e);
            ws.buckets[size_t(c)].push_back(
                Workspace::WorkItem{int32_t(at.problem), int32_t(s), bin});
            ++histogram[size_t(c)][bin];
            largest[size_t(c)].rows = std::max(largest[size_t(c)].rows, e.rows);
            largest[size_t(c)].cols = std::max(largest[size_t(c)].cols, e.cols);
        });
        size_t items = 0;
        for (size_t c = 0; c < counts.size(); ++c) {
            items += counts[c] = ws.buckets[c].size();
            for (int bin = 0; bin < 64; ++bin)
                work[c] += double(histogram[c][size_t(bin)]) * std::ldexp(1.0, bin);
        }
        if (items == 0) return;
    }

    // gemm of one canonical operand form everywhere (gemm_path: NN, TN, NT or TT after the
    // layout's transposition): double and float take that form's cp.async kernels; a batch
    // that mixes forms takes the register-staged ones. Likewise syrk / herk's one product
    // (rank_k_path of trans) where the type's table says (async_rank_k) and trmm / trsm's
    // block strips (tri_path of side and transA).
    bool const rank_k = async_rank_k<D> && (routine == Routine::Syrk || routine == Routine::Herk);
    GemmPath path = GemmPath::Staged;
    if (has_async_gemm<D> && (routine == Routine::Gemm || rank_k || is_triangular(routine))) {
        bool first = true;
        for (int64_t s = 0; s < sets; ++s) {
            if (sets > 1 && !ws.filled[size_t(s)]) continue;
            GemmPath const p = routine == Routine::Gemm
                                   ? gemm_path(layout, params[s].transA, params[s].transB)
                               : rank_k ? rank_k_path(layout, params[s].transA)
                                        : tri_path(layout, params[s].side, params[s].transA);
            if (first)
                path = p;
            else if (p != path) {
                path = GemmPath::Staged;
                break;
            }
            first = false;
        }
    }

    // Work lists, largest problems first within each class (counting sort on the cost bin).
    std::array<size_t, size_class_count> first{};
    size_t next = 0;
    if (sets > 1) {
        for (size_t c = 0; c < ws.buckets.size(); ++c) {
            first[c] = next;
            std::array<size_t, 64> position;
            for (int bin = 63; bin >= 0; --bin) {
                position[size_t(bin)] = next;
                next += histogram[c][size_t(bin)];
            }
            for (auto const& item : ws.buckets[c]) {
                size_t const at = position[item.bin]++;
                entries[2 * at] = item.problem;
                entries[2 * at + 1] = item.set;
            }
        }
    }

    // One parameter set travels in the launch itself: a batch with nothing else to send (the
    // strided forms) skips the copy, one stream operation less ahead of kernels that take a
    // few microseconds at the smallest sizes.
    size_t const used_bytes =
        size_t(reinterpret_cast<unsigned char*>(entries + 2 * next) - region.host);
    if (sets > 1 || pointer_arrays > 0)
        BBLAS_CUDA_CHECK(cudaMemcpyAsync(region.device, region.host, used_bytes,
                                         cudaMemcpyHostToDevice, queue.stream()));

    auto const pointers = [&](int a) { return sent_pointers(region, arrays[a], source[a]); };
    BatchArgs<D> args{};
    args.shared = params[0];
    args.sets = sets > 1 ? reinterpret_cast<Params<D> const*>(region.device) : nullptr;
    args.A = typed<D const>(pointers(0));
    args.B = typed<D const>(pointers(1));
    args.C = typed<D>(pointers(2));
    args.abort = nullptr;
    args.routine = routine;
    args.layout = layout;
    auto const* device_entries = reinterpret_cast<int32_t const*>(device_of(region, entries));

    // The plan: a launch per size class, tiled from the tile table, the most work first.
    GpuPlan const plan = plan_launches(routine, path, counts, first, largest, work);
    for (int l = 0; l < plan.count; ++l) {
        GpuLaunch const& launch = plan.launches[size_t(l)];
        args.entries = sets > 1 ? device_entries + 2 * launch.first : nullptr;
        args.count = int64_t(launch.count);
        args.tiles_m = launch.tiles_m;
        args.tiles_n = launch.tiles_n;
        if (is_triangular(routine))
            launch_triangular(TriTile(launch.size_class), args, queue.stream(), plan.path);
        else
            launch_gemm(GemmTile(launch.size_class), args, queue.stream(), plan.path);
    }
}

}  // namespace batchblas::cuda
