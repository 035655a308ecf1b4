// SPDX-License-Identifier: BSD-3-Clause
/** The queue's workspace: rotating pinned/device slots and the graph-capture arena. */
#include "cuda/launch/workspace.hh"

#include <algorithm>
#include <string>

#include "batchblas/types.hh"
#include "cuda/launch/error.hh"

namespace batchblas::cuda {

namespace {
constexpr size_t alignment = 256;
size_t round_up(size_t bytes)
{
    return (bytes + alignment - 1) / alignment * alignment;
}
}  // namespace

Workspace::Workspace(int, cudaStream_t stream) : stream_(stream)
{
    for (Slot& s : slots_)
        BBLAS_CUDA_CHECK(cudaEventCreateWithFlags(&s.done, cudaEventDisableTiming));
    grow(capture_, default_capture_bytes, false);
}

Workspace::~Workspace()
{
    // Pending copies and kernels read the buffers: wait for them before freeing. A destructor
    // cannot report, so failures here (a dead context at exit) are ignored.
    cudaStreamSynchronize(stream_);
    for (Slot& s : slots_) {
        free_slot(s, false, false);
        if (s.done != nullptr) cudaEventDestroy(s.done);
    }
    free_slot(capture_, false, false);
    if (scratch_ != nullptr) cudaFree(scratch_);
}

void Workspace::free_slot(Slot& slot, bool stream_ordered, bool checked)
{
    cudaError_t host_error = cudaSuccess, device_error = cudaSuccess;
    if (slot.host != nullptr) host_error = cudaFreeHost(slot.host);
    if (slot.device != nullptr)
        device_error = stream_ordered ? cudaFreeAsync(slot.device, stream_) : cudaFree(slot.device);
    // Empty before reporting, so that a throw never leads to a second free of the same buffer.
    slot.host = nullptr;
    slot.device = nullptr;
    slot.bytes = 0;
    if (!checked) return;
    cuda_check(host_error, "cudaFreeHost", __FILE__, __LINE__);
    cuda_check(device_error, stream_ordered ? "cudaFreeAsync" : "cudaFree", __FILE__, __LINE__);
}

void Workspace::grow(Slot& slot, size_t bytes, bool stream_ordered)
{
    free_slot(slot, stream_ordered, true);
    bytes = round_up(bytes);
    BBLAS_CUDA_CHECK(cudaMallocHost(reinterpret_cast<void**>(&slot.host), bytes));
    if (stream_ordered)
        BBLAS_CUDA_CHECK(cudaMallocAsync(reinterpret_cast<void**>(&slot.device), bytes, stream_));
    else
        BBLAS_CUDA_CHECK(cudaMalloc(reinterpret_cast<void**>(&slot.device), bytes));
    slot.bytes = bytes;
}

Workspace::Region Workspace::acquire(size_t bytes)
{
    cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
    BBLAS_CUDA_CHECK(cudaStreamIsCapturing(stream_, &status));
    if (status == cudaStreamCaptureStatusActive) {
        size_t const need = round_up(bytes);
        if (capture_used_ + need > capture_.bytes)
            throw Error("batchblas CUDA: this call needs " + std::to_string(need) +
                        " bytes of the queue's capture workspace, of which " +
                        std::to_string(capture_.bytes - capture_used_) +
                        " are left; call Queue::reserve_for_capture() before capturing");
        Region r{capture_.host + capture_used_, capture_.device + capture_used_, bytes};
        capture_used_ += need;
        current_ = -1;
        return r;
    }
    Slot& s = slots_[size_t(next_)];
    current_ = next_;
    next_ = (next_ + 1) % slot_count;
    if (s.pending) {
        // The call that used this slot slot_count calls ago may still be running.
        BBLAS_CUDA_CHECK(cudaEventSynchronize(s.done));
        s.pending = false;
    }
    if (s.bytes < bytes) grow(s, std::max(bytes, 2 * s.bytes), true);
    return Region{s.host, s.device, bytes};
}

void Workspace::finish()
{
    if (current_ < 0) return;  // captured: the arena region stays reserved
    Slot& s = slots_[size_t(current_)];
    BBLAS_CUDA_CHECK(cudaEventRecord(s.done, stream_));
    s.pending = true;
    current_ = -1;
}

unsigned char* Workspace::scratch(size_t bytes)
{
    cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
    BBLAS_CUDA_CHECK(cudaStreamIsCapturing(stream_, &status));
    if (status == cudaStreamCaptureStatusActive) {
        int const current = current_;
        unsigned char* const device = acquire(bytes).device;
        current_ = current;
        return device;
    }
    if (scratch_bytes_ < bytes) {
        unsigned char* const old = scratch_;
        size_t const grown = round_up(std::max(bytes, 2 * scratch_bytes_));
        scratch_ = nullptr;
        scratch_bytes_ = 0;
        if (old != nullptr) BBLAS_CUDA_CHECK(cudaFreeAsync(old, stream_));
        BBLAS_CUDA_CHECK(cudaMallocAsync(reinterpret_cast<void**>(&scratch_), grown, stream_));
        scratch_bytes_ = grown;
    }
    return scratch_;
}

void Workspace::reserve_for_capture(size_t bytes)
{
    if (bytes <= capture_.bytes) return;
    if (capture_used_ != 0)
        throw Error(
            "batchblas CUDA: reserve_for_capture() while captured graphs still use the "
            "capture workspace; call release_capture_workspace() first");
    BBLAS_CUDA_CHECK(cudaStreamSynchronize(stream_));
    grow(capture_, bytes, false);
}

void Workspace::release_capture()
{
    capture_used_ = 0;
}

}  // namespace batchblas::cuda
