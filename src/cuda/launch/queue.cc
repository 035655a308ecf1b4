// SPDX-License-Identifier: BSD-3-Clause
/** batchblas::Queue: a device, a stream and the workspace of the calls issued on it. */
#include <batchblas/cuda.hh>

#include "cuda/launch/error.hh"
#include "cuda/launch/workspace.hh"

namespace batchblas {

Queue::Queue(int device) : device_(device), stream_(nullptr), owns_stream_(true)
{
    cuda::DeviceScope scope(device);
    BBLAS_CUDA_CHECK(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking));
    try {
        workspace_ = std::make_unique<cuda::Workspace>(device, stream_);
    } catch (...) {
        cudaStreamDestroy(stream_);
        throw;
    }
}

Queue::Queue(int device, cudaStream_t stream)
    : device_(device), stream_(stream), owns_stream_(false)
{
    cuda::DeviceScope scope(device);
    workspace_ = std::make_unique<cuda::Workspace>(device, stream_);
}

Queue::~Queue()
{
    int previous = device_;
    cudaGetDevice(&previous);
    if (previous != device_) cudaSetDevice(device_);
    workspace_.reset();
    if (owns_stream_) cudaStreamDestroy(stream_);
    if (previous != device_) cudaSetDevice(previous);
}

void Queue::sync()
{
    cuda::DeviceScope scope(device_);
    BBLAS_CUDA_CHECK(cudaStreamSynchronize(stream_));
}

void Queue::reserve_for_capture(size_t bytes)
{
    cuda::DeviceScope scope(device_);
    workspace_->reserve_for_capture(bytes);
}

void Queue::release_capture_workspace()
{
    workspace_->release_capture();
}

}  // namespace batchblas
