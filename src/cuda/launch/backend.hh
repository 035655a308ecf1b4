// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CUDA backend as the front ends' dispatch path (api/dispatch.hh) sees it: checks on the
 * calling thread (the host only reads the view; the batch runs on the device), then enqueues a
 * checked batch on the queue with the matrices' pointer sources. A failure while running (a CUDA
 * error, no memory for the workspace) is reported as BBLAS_ERROR_CUDA by the C front end, which
 * keeps the message in its queue; the C++ front end lets the exception through.
 */
#pragma once

#include <batchblas/cuda.h>

#include <cstdint>

#include "core/check_passes.hh"
#include "cuda/launch/level3.hh"

namespace batchblas::cuda {

struct Backend {
    Queue* queue;  ///< never null when run() is called (front ends check it first)
    Sources sources;

    core::SerialChecking checking() const { return {}; }
    bool ready(int64_t*, int64_t) const { return true; }
    template <class Problems>
    void run(Problems const& p) const
    {
        launch(p, *queue, sources);
    }
    int64_t failure(int64_t) const { return BBLAS_ERROR_CUDA; }
};

}  // namespace batchblas::cuda
