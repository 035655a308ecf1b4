// SPDX-License-Identifier: BSD-3-Clause
/**
 * CUDA error handling of the launchers: every runtime call goes through BBLAS_CUDA_CHECK, which
 * turns a failure into batchblas::Error naming the call, its file and line, and the CUDA error.
 * The C API catches it and reports BBLAS_ERROR_CUDA in info[0] (batchblas/cuda.h).
 */
#pragma once

#include <cuda_runtime_api.h>

#include <string>

#include "batchblas/types.hh"

namespace batchblas::cuda {

[[noreturn]] inline void throw_cuda_error(cudaError_t e, char const* call, char const* file,
                                          int line)
{
    throw Error(std::string("batchblas CUDA: ") + call + " failed at " + file + ":" +
                std::to_string(line) + ": " + cudaGetErrorName(e) + ": " + cudaGetErrorString(e));
}

inline void cuda_check(cudaError_t e, char const* call, char const* file, int line)
{
    if (e != cudaSuccess) throw_cuda_error(e, call, file, line);
}

/** Switches to a device for the scope of a call and back to the caller's device after it. */
class DeviceScope {
public:
    explicit DeviceScope(int device)
    {
        cuda_check(cudaGetDevice(&previous_), "cudaGetDevice", __FILE__, __LINE__);
        if (previous_ != device)
            cuda_check(cudaSetDevice(device), "cudaSetDevice", __FILE__, __LINE__);
    }
    ~DeviceScope()
    {
        int current = previous_;
        if (cudaGetDevice(&current) == cudaSuccess && current != previous_)
            cudaSetDevice(previous_);
    }
    DeviceScope(DeviceScope const&) = delete;
    DeviceScope& operator=(DeviceScope const&) = delete;

private:
    int previous_ = 0;
};

}  // namespace batchblas::cuda

/** Checks a CUDA runtime call; names it, its file and line in the exception. */
#define BBLAS_CUDA_CHECK(call) ::batchblas::cuda::cuda_check((call), #call, __FILE__, __LINE__)
