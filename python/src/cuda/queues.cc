// SPDX-License-Identifier: BSD-3-Clause
// The queues of batchblas._cuda: one batchblas::Queue per (device, stream) the caller's arrays
// run on, made on first use (a queue allocates pinned and device workspace, too costly per call).
//
// Queues are never destroyed: a queue's destructor synchronises its stream, which may be gone
// by then (a CuPy stream collected, or the CUDA runtime torn down at exit). The cache stays
// small because the driver reuses the handles of destroyed streams, and a queue found again
// under a reused handle is valid: it keeps only the handle and its own buffers and events.
#include <map>
#include <mutex>
#include <utility>

#include "bind_cuda.hh"

namespace batchblas::python::gpu {

namespace {

struct Entry {
    std::mutex busy;
    Queue* queue = nullptr;
};

std::mutex cache_mutex;

std::map<std::pair<int, uintptr_t>, Entry*>& cache()
{
    static auto* entries = new std::map<std::pair<int, uintptr_t>, Entry*>();
    return *entries;
}

Entry& entry_for(int device, uintptr_t stream)
{
    std::lock_guard<std::mutex> lock(cache_mutex);
    Entry*& entry = cache()[{device, stream}];
    if (entry == nullptr) {
        auto* made = new Entry();
        try {
            made->queue = new Queue(device, reinterpret_cast<cudaStream_t>(stream));
        } catch (...) {
            delete made;
            cache().erase({device, stream});
            throw;
        }
        entry = made;
    }
    return *entry;
}

}  // namespace

void on_queue(int device, uintptr_t stream, void (*call)(Queue&, void*), void* context)
{
    nb::gil_scoped_release release;
    Entry& entry = entry_for(device, stream);
    std::lock_guard<std::mutex> lock(entry.busy);
    call(*entry.queue, context);
}

}  // namespace batchblas::python::gpu
