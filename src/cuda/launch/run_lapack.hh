// SPDX-License-Identifier: BSD-3-Clause
/**
 * run_lapack: plans and enqueues one LAPACK call on the GPU from what a routine's batch view
 * gives it (LapackCall, a parameter set and pointers per problem). Shared by the launchers of
 * the factorizations (lapack.cc) and of the solves and the inverse (lapack_solves.cc).
 *
 * Every problem goes to a team class by its own size (lapack_plan.hh); one launch per class
 * that has problems, sized for the class's largest problem, its problems ordered by decreasing
 * cost so that the largest start first. A batch whose parameters are single values is one
 * class and its parameter set travels in the launch itself.
 */
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "core/problems.hh"
#include "cuda/config/sm90.hh"
#include "cuda/device/lapack_problem.hh"
#include "cuda/kernel/lapack_launch.hh"
#include "cuda/launch/lapack.hh"
#include "cuda/launch/lapack_plan.hh"
#include "cuda/launch/run_batch.hh"

namespace batchblas::cuda {

/** A view's pointers as a source: the front end's when it gave one, else the view's own form
 *  (strided, or its host pointer array). */
template <typename E>
MatrixSource source_of(MatrixSource const& given, core::Matrices<E> const& view)
{
    if (given.strided || given.array != nullptr) return given;
    MatrixSource s;
    if (view.is_strided()) {
        s.base = view.base();
        s.stride = view.stride();
        s.strided = true;
    }
    else if (view.spread() == core::Spread::PerProblem) {
        s.array = reinterpret_cast<void const* const*>(view.array());
    }
    return s;
}

/** Host info codes need a synchronisation, which stream capture forbids: throws while the
 *  queue's stream is being captured. */
inline void refuse_host_codes_in_capture(Queue& queue, char const* name)
{
    cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
    BBLAS_CUDA_CHECK(cudaStreamIsCapturing(queue.stream(), &status));
    if (status != cudaStreamCaptureStatusNone)
        throw Error(std::string("batchblas::") + name +
                    " (CUDA): host info codes need a synchronisation, which stream capture "
                    "forbids; use the device-info form");
}

/** What one routine's view gives run_lapack. */
template <typename D>
struct LapackCall {
    char const* name;
    LapackRoutine routine;
    Layout layout;
    core::Groups const* groups;
    core::Spread spread;
    MatrixSource A, B, ipiv;  // B or ipiv without an array or base: the routine has none
    bool uses_B, uses_ipiv;
    SolveArrays solve{};    // SolveSetup's outputs
    bool streamed = false;  // getrs / potrs past a warp's order: the streamed solve kernel
};

/** A view's LapackCall: its name, layout and groups, with the routine, the widest spread of its
 *  parameters and its sources (A, B, ipiv; uses_B, uses_ipiv: whether the routine reads them). */
template <typename D, class P>
LapackCall<D> lapack_call(P const& p, LapackRoutine routine, core::Spread spread, MatrixSource A,
                          MatrixSource B, MatrixSource ipiv, bool uses_B, bool uses_ipiv)
{
    return LapackCall<D>{p.name, routine, Layout(p.layout), &p.groups, spread, A,
                         B,      ipiv,    uses_B,           uses_ipiv};
}

/**
 * Plans and enqueues one LAPACK call. params_of(core::Index) -> LapackParams;
 * pointers_of(core::Index) -> std::array<void const*, 3> (A, B, ipiv) for problems whose
 * sources are neither arrays nor strided.
 */
template <typename D, class ParamsOf, class PointersOf>
void run_lapack(Queue& queue, LapackCall<D> const& call, LapackSources const& sources,
                int64_t* host_codes, ParamsOf&& params_of, PointersOf&& pointers_of)
{
    core::Groups const& groups = *call.groups;
    int64_t count = 0;
    for (int64_t g = 0; g < groups.count(); ++g) count += groups.size(g);
    if (count == 0) return;
    if (count > std::numeric_limits<int32_t>::max())
        throw Error(std::string("batchblas::") + call.name + " (CUDA): batch_count above 2^31 - 1");
    bool const codes_wanted = reports_codes(call.routine);
    int64_t* const device_codes = codes_wanted ? sources.device_codes : nullptr;
    bool const copy_codes_back = codes_wanted && device_codes == nullptr && host_codes != nullptr;
    if (copy_codes_back) std::fill(host_codes, host_codes + count, int64_t(0));

    int64_t const sets = call.spread == core::Spread::One        ? 1
                         : call.spread == core::Spread::PerGroup ? groups.count()
                                                                 : count;
    auto const set_of = [&](core::Index at) {
        return call.spread == core::Spread::One        ? int64_t(0)
               : call.spread == core::Spread::PerGroup ? at.group
                                                       : at.problem;
    };

    bool const used[3] = {true, call.uses_B, call.uses_ipiv};
    size_t const elem[3] = {sizeof(D), sizeof(D), sizeof(int64_t)};
    MatrixSource source[3] = {call.A, call.B, call.ipiv};
    for (int a = 0; a < 3; ++a)
        if (used[a]) source[a] = strided_if_progression(source[a], count, elem[a]);
    bool array_needed[3], per_problem[3];
    for (int a = 0; a < 3; ++a) {
        array_needed[a] = used[a] && !source[a].strided;
        per_problem[a] = array_needed[a] && source[a].array == nullptr;
    }

    // Region: parameter sets | pointer arrays | work lists | codes.
    size_t const params_bytes = align_up(size_t(sets) * sizeof(LapackParams));
    size_t const pointers_bytes = align_up(size_t(count) * sizeof(void const*));
    int const pointer_arrays = int(array_needed[0]) + int(array_needed[1]) + int(array_needed[2]);
    size_t const entries_bytes = sets > 1 ? align_up(size_t(count) * 2 * sizeof(int32_t)) : 0;
    size_t const codes_bytes = copy_codes_back ? align_up(size_t(count) * sizeof(int64_t)) : 0;
    size_t const bytes =
        params_bytes + size_t(pointer_arrays) * pointers_bytes + entries_bytes + codes_bytes;

    if (copy_codes_back) refuse_host_codes_in_capture(queue, call.name);

    DeviceScope device(queue.device());
    Workspace& ws = queue.workspace();
    Workspace::Region const region = ws.acquire(bytes);
    CallScope scope(ws);

    auto* params = reinterpret_cast<LapackParams*>(region.host);
    void const** arrays[3] = {nullptr, nullptr, nullptr};
    auto* entries = reinterpret_cast<int32_t*>(
        place_pointer_arrays(region.host + params_bytes, pointers_bytes, count, array_needed,
                             per_problem, source, arrays));
    auto* codes_host =
        reinterpret_cast<int64_t*>(reinterpret_cast<unsigned char*>(entries) + entries_bytes);
    bool const any_per_problem = per_problem[0] || per_problem[1] || per_problem[2];
    auto const fill_pointers = [&](core::Index at) {
        if (any_per_problem) fill_pointer_arrays(at, pointers_of, per_problem, arrays);
    };

    // Classes, their largest problem, and (several sets) the work lists by decreasing cost.
    std::array<LapackDims, team_class_count> largest{};
    std::array<int64_t, team_class_count> first{}, items{};
    std::vector<uint8_t> filled;
    if (sets == 1) {
        params[0] = params_of(core::Index{0, 0});
        LapackDims const d = lapack_dims(call.routine, params[0]);
        if (any_per_problem) core::for_each_problem(groups, fill_pointers);
        if (!lapack_is_empty(call.routine, d)) {
            int const c = int(lapack_team_class<D>(call.routine, d));
            largest[size_t(c)] = d;
            items[size_t(c)] = count;
        }
    }
    else {
        filled.assign(size_t(sets), 0);
        struct Item {
            int32_t problem, set;
            uint8_t bin, team_class;
        };
        std::vector<Item> list;
        list.reserve(size_t(count));
        std::array<std::array<int64_t, 64>, team_class_count> histogram{};
        core::for_each_problem(groups, [&](core::Index at) {
            int64_t const s = set_of(at);
            if (!filled[size_t(s)]) {
                params[s] = params_of(at);
                filled[size_t(s)] = 1;
            }
            fill_pointers(at);
            LapackDims const d = lapack_dims(call.routine, params[s]);
            if (lapack_is_empty(call.routine, d)) return;
            int const c = int(lapack_team_class<D>(call.routine, d));
            uint8_t const bin = lapack_cost_bin(d);
            list.push_back(Item{int32_t(at.problem), int32_t(s), bin, uint8_t(c)});
            ++histogram[size_t(c)][bin];
            ++items[size_t(c)];
            LapackDims& l = largest[size_t(c)];
            l.rows = std::max(l.rows, d.rows);
            l.cols = std::max(l.cols, d.cols);
            l.rhs = std::max(l.rhs, d.rhs);
        });
        std::array<std::array<int64_t, 64>, team_class_count> position{};
        int64_t next = 0;
        for (int c = 0; c < team_class_count; ++c) {
            first[size_t(c)] = next;
            for (int bin = 63; bin >= 0; --bin) {
                position[size_t(c)][size_t(bin)] = next;
                next += histogram[size_t(c)][size_t(bin)];
            }
        }
        for (Item const& item : list) {
            int64_t const at = position[item.team_class][item.bin]++;
            entries[2 * at] = item.problem;
            entries[2 * at + 1] = item.set;
        }
    }

    size_t const upload_bytes = size_t(reinterpret_cast<unsigned char*>(codes_host) - region.host);
    if (sets > 1 || pointer_arrays > 0)
        BBLAS_CUDA_CHECK(cudaMemcpyAsync(region.device, region.host, upload_bytes,
                                         cudaMemcpyHostToDevice, queue.stream()));
    int64_t* const codes = device_codes != nullptr ? device_codes
                           : copy_codes_back
                               ? reinterpret_cast<int64_t*>(device_of(region, codes_host))
                               : nullptr;
    if (codes != nullptr)
        BBLAS_CUDA_CHECK(
            cudaMemsetAsync(codes, 0, size_t(count) * sizeof(int64_t), queue.stream()));

    auto const pointers = [&](int a) { return sent_pointers(region, arrays[a], source[a]); };
    LapackArgs<D> args{};
    args.shared = params[0];
    args.sets = sets > 1 ? reinterpret_cast<LapackParams const*>(region.device) : nullptr;
    args.sizes = LapackDeviceSizes{};
    args.A = typed<D>(pointers(0));
    args.B = typed<D>(pointers(1));
    Pointers<void const> const pivots = pointers(2);
    args.ipiv =
        Pointers<int64_t>{reinterpret_cast<int64_t* const*>(const_cast<void* const*>(pivots.array)),
                          static_cast<int64_t*>(const_cast<void*>(pivots.base)), pivots.stride};
    args.codes = codes;
    args.abort = nullptr;
    args.solve = call.solve;
    args.routine = call.routine;
    args.layout = call.layout;
    auto const* device_entries = reinterpret_cast<int32_t const*>(device_of(region, entries));

    for (TeamClass const c : team_classes_by_cost) {
        int64_t const n = items[size_t(c)];
        if (n == 0) continue;
        LapackLaunch const shape = lapack_shape<D>(c, call.routine, largest[size_t(c)]);
        args.entries = sets > 1 ? device_entries + 2 * first[size_t(c)] : nullptr;
        args.count = n;
        if (call.streamed && c != TeamClass::Warp) {
            LapackKernels<D>::streamed(
                args, std::max(largest[size_t(c)].rows, largest[size_t(c)].cols), queue.stream());
            continue;
        }
        if (c == TeamClass::Rows && fits_row_block<D>(call.routine, largest[size_t(c)])) {
            RowBlockShape const rows = row_block_shape<D>(largest[size_t(c)]);
            LapackKernels<D>::rows(args, rows.slots, rows.parts, queue.stream());
            continue;
        }
        if (c == TeamClass::Warp && takes_registers(call.routine)) {
            args.smem_stride = 0;
            LapackKernels<D>::registers(
                args, std::max(largest[size_t(c)].rows, largest[size_t(c)].cols), queue.stream());
            continue;
        }
        args.teams_per_block = 1;
        args.smem_stride = int32_t(shape.stride);
        LapackKernels<D>::teams(args, shape.threads, size_t(shape.stride) * sizeof(D),
                                queue.stream());
    }

    if (copy_codes_back) {
        BBLAS_CUDA_CHECK(cudaMemcpyAsync(codes_host, codes, size_t(count) * sizeof(int64_t),
                                         cudaMemcpyDeviceToHost, queue.stream()));
        BBLAS_CUDA_CHECK(cudaStreamSynchronize(queue.stream()));
        std::memcpy(host_codes, codes_host, size_t(count) * sizeof(int64_t));
    }
}

}  // namespace batchblas::cuda
