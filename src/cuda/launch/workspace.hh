// SPDX-License-Identifier: BSD-3-Clause
/**
 * A queue's workspace: where each call's problem list travels to the device.
 *
 * A call packs its parameter sets, pointer arrays and work lists into pinned host memory and
 * moves them with one cudaMemcpyAsync into device memory that its kernels read. Outside graph
 * capture, calls rotate over a few slots; a slot is reused once the call that last used it has
 * finished (an event), so the host runs up to `slot_count` calls ahead of the device and never
 * overwrites data a pending copy still reads. Slots grow on demand (stream-ordered device
 * allocation, no device-wide synchronisation).
 *
 * During stream capture nothing may be allocated and a captured copy reads its host buffer at
 * every replay, so captured calls take consecutive regions of a capture arena that is never
 * reused until the owner says the graphs are gone (Queue::release_capture_workspace). Its size
 * is set outside capture (Queue::reserve_for_capture); a call that does not fit throws.
 */
#pragma once

#include <cuda_runtime_api.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "cuda/device/problem.hh"
#include "cuda/device/tiles.hh"

namespace batchblas::cuda {

class Workspace {
public:
    /** Pinned host bytes and device bytes of one call, `bytes` long each. */
    struct Region {
        unsigned char* host;
        unsigned char* device;
        size_t bytes;
    };

    Workspace(int device, cudaStream_t stream);
    ~Workspace();
    Workspace(Workspace const&) = delete;
    Workspace& operator=(Workspace const&) = delete;

    /** The region for the next call; call finish() after its last launch. */
    Region acquire(size_t bytes);
    /** Marks the end of the current call's work on the stream. */
    void finish();

    /**
     * Device memory that stays valid across the launches of one composite call (a LAPACK
     * routine run as a factorization, then Level 3 solves that take regions of their own):
     * only kernels read and write it, in stream order, so the next call may take it at once.
     * During capture, a region of the capture arena, which no later call reuses while graphs
     * live.
     */
    unsigned char* scratch(size_t bytes);
    void reserve_for_capture(size_t bytes);
    void release_capture();

    /** Host-side scratch for building a call's work lists, reused across calls. */
    struct WorkItem {
        int32_t problem, set;
        uint8_t bin;  // binary exponent of the problem's cost: the ordering key
    };
    std::array<std::vector<WorkItem>, size_class_count> buckets;
    std::vector<uint8_t> filled;

    static constexpr int slot_count = 4;
    static constexpr size_t default_capture_bytes = size_t(1) << 20;

private:
    struct Slot {
        unsigned char* host = nullptr;
        unsigned char* device = nullptr;
        size_t bytes = 0;
        cudaEvent_t done = nullptr;
        bool pending = false;
    };

    void grow(Slot& slot, size_t bytes, bool stream_ordered);
    /** Frees slot's buffers; `checked`: a failure of a free throws (the grow path), else it
     *  is ignored (the destructor, which cannot report). The slot is empty either way. */
    void free_slot(Slot& slot, bool stream_ordered, bool checked);

    cudaStream_t stream_;
    std::array<Slot, slot_count> slots_;
    int next_ = 0;
    int current_ = -1;  // slot of the call in progress, -1 for the capture arena
    Slot capture_;
    size_t capture_used_ = 0;
    unsigned char* scratch_ = nullptr;
    size_t scratch_bytes_ = 0;
};

}  // namespace batchblas::cuda
