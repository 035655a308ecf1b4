// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CUDA backend seen from the C API (batchblas/cuda.h, cuda_lapack.h), shared by the Level 3
 * entry points (api/cuda/c_api.cc) and the LAPACK ones (api/cuda/c_lapack.cc): the queue handle,
 * the pointer sources of C pointer arrays, and the backend whose queue is an argument that may
 * be null and whose failures keep their message in the queue.
 */
#pragma once

#include <batchblas/cuda.h>

#include <batchblas/cuda.hh>

#include <cstddef>
#include <exception>
#include <memory>
#include <string>

#include "api/dispatch.hh"
#include "cuda/launch/backend.hh"

struct bblas_queue_s {
    std::unique_ptr<batchblas::Queue> queue;
    std::string error;
};

namespace batchblas::cuda::capi {

/** A C pointer array: one device pointer per problem, copied to the device in one block; null
 *  for a matrix the routine does not have. */
template <typename T>
MatrixSource array_of(T const* const* array)
{
    MatrixSource s;
    s.array = reinterpret_cast<void const* const*>(array);
    return s;
}
inline MatrixSource array_of(std::nullptr_t)
{
    return MatrixSource{};
}

/** The kernels' A, B and C slots (trmm / trsm: B, the in-out matrix, travels in the C slot). */
template <typename A, typename B, typename C>
Sources sources(A const& a, B const& b, C const& c)
{
    return Sources{array_of(a), array_of(b), array_of(c)};
}

/** The CUDA backend seen from C: the queue is an argument that may be null (reported at its
 *  position, `queue_after_info` after info's), and a failure keeps its message in the queue. */
struct CBackend : Backend {
    bblas_queue_t handle;
    int64_t queue_after_info = 1;

    bool ready(int64_t* info, int64_t info_pos) const
    {
        if (handle != nullptr) return true;
        info[0] = -(info_pos + queue_after_info);
        return false;
    }
    int64_t failure(int64_t info_pos) const
    {
        try {
            throw;
        } catch (std::exception const& e) {
            handle->error = e.what();
        } catch (...) {
            handle->error = "unknown failure";
        }
        return Backend::failure(info_pos);
    }
};

/** The backend of one C call on `queue` (null: reported by ready()). */
inline CBackend c_backend(bblas_queue_t queue)
{
    CBackend b;
    b.queue = queue != nullptr ? queue->queue.get() : nullptr;
    b.handle = queue;
    return b;
}

/** The backend of one Level 3 C call on `queue`, with the launchers' matrix slots. */
inline CBackend c_backend(bblas_queue_t queue, Sources const& sources)
{
    CBackend b = c_backend(queue);
    b.sources = sources;
    return b;
}

/** Checks, reports and enqueues one call's view (api/dispatch.hh's call_c). */
template <class Problems>
void launch_c(Problems const& p, int64_t group_count, int64_t const* group_sizes, int64_t* info,
              bblas_queue_t queue, Sources const& sources)
{
    api::call_c(p, group_count, group_sizes, info, c_backend(queue, sources));
}

}  // namespace batchblas::cuda::capi
