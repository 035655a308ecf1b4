// SPDX-License-Identifier: BSD-3-Clause
/**
 * Timing of gpu_lapack_bench (gpu_lapack_bench.cu, its only includer): the median of repeated
 * calls timed with CUDA events on one stream, each after an untimed reset, and the
 * device-to-device copy bandwidth the rooflines use.
 */
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <functional>
#include <vector>

#include "gpu_lapack_device.cuh"

namespace gpu_lapack {

struct Timer {
    cudaStream_t stream;
    int reps;
    cudaEvent_t start, stop;
    Timer(cudaStream_t s, int r) : stream(s), reps(std::max(r, 1))
    {
        check(cudaEventCreate(&start), "event");
        check(cudaEventCreate(&stop), "event");
    }
    ~Timer()
    {
        cudaEventDestroy(start);
        cudaEventDestroy(stop);
    }
    /** Median seconds of call(), each preceded (outside the events) by reset(); 3 warm-ups. */
    double median(std::function<void()> const& reset, std::function<void()> const& call)
    {
        for (int i = 0; i < 3; ++i) {
            reset();
            call();
        }
        check(cudaStreamSynchronize(stream), "sync");
        std::vector<double> t;
        for (int i = 0; i < reps; ++i) {
            reset();
            check(cudaEventRecord(start, stream), "record");
            call();
            check(cudaEventRecord(stop, stream), "record");
            check(cudaEventSynchronize(stop), "sync");
            float ms = 0;
            check(cudaEventElapsedTime(&ms, start, stop), "elapsed");
            t.push_back(double(ms) * 1e-3);
        }
        std::sort(t.begin(), t.end());
        return t[t.size() / 2];
    }
};

/** Device-to-device copy bandwidth (bytes read + written per second) over 1 GiB. */
inline double copy_bandwidth(cudaStream_t stream)
{
    size_t const bytes = size_t(1) << 30;
    Device<char> a(bytes), b(bytes);
    check(cudaMemset(a.ptr, 1, bytes), "memset");
    settle();
    Timer t(stream, 7);
    double const s = t.median(
        [] {},
        [&] {
            check(cudaMemcpyAsync(b.ptr, a.ptr, bytes, cudaMemcpyDeviceToDevice, stream), "copy");
        });
    return 2.0 * double(bytes) / s;
}

}  // namespace gpu_lapack
