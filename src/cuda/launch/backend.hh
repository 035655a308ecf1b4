// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CUDA backend as the front ends' dispatch path (api/dispatch.hh) sees it: checks on the
 * calling thread (the host only reads the view; the batch runs on the device), then enqueues a
 * checked batch on the queue with the matrices' pointer sources. A failure while running (a CUDA
 * error, no memory for the workspace) is reported as BBLAS_ERROR_CUDA by the C front end, which
 * keeps the message in its queue; the C++ front end lets the exception through.
 *
 * LAPACK batches (cuda/launch/lapack.hh) take their pointer sources from `lapack`. Their
 * numerical codes go to lapack.device_codes when a front end sets it (the device-codes forms:
 * nothing waits); otherwise to the host array the dispatch path hands to run(p, codes), but only
 * when the caller takes them there (`host_codes`), since copying them back means waiting for the
 * stream: a call whose codes have nowhere to go (the C API's ReportNone or info == NULL, the C++
 * API's info of size 0 or 1) only enqueues.
 */
#pragma once

#include <batchblas/cuda.h>

#include <cstdint>
#include <type_traits>
#include <utility>

#include "core/check_passes.hh"
#include "cuda/launch/lapack.hh"
#include "cuda/launch/level3.hh"

namespace batchblas::cuda {

/** Whether a batch view is a LAPACK one, run by the launchers of cuda/launch/lapack.hh. */
template <class Problems, class = void>
struct is_lapack_batch : std::false_type {
};
template <class Problems>
struct is_lapack_batch<
    Problems, std::void_t<decltype(launch(std::declval<Problems const&>(), std::declval<Queue&>(),
                                          std::declval<LapackSources const&>(),
                                          std::declval<int64_t*>()))>> : std::true_type {
};

struct Backend {
    Queue* queue;  ///< never null when run() is called (front ends check it first)
    Sources sources;
    LapackSources lapack{};
    bool host_codes = true;  ///< whether run(p, codes) hands `codes` to the launcher
    /// The launchers take a null code array (api/dispatch.hh: no scratch array is made).
    static constexpr bool accepts_null_codes = true;

    core::SerialChecking checking() const { return {}; }
    bool ready(int64_t*, int64_t) const { return true; }
    template <class Problems>
    void run(Problems const& p) const
    {
        if constexpr (is_lapack_batch<Problems>::value)
            launch(p, *queue, lapack, nullptr);
        else
            launch(p, *queue, sources);
    }
    template <class Problems>
    void run(Problems const& p, int64_t* codes) const
    {
        launch(p, *queue, lapack, host_codes ? codes : nullptr);
    }
    int64_t failure(int64_t) const { return BBLAS_ERROR_CUDA; }
};

}  // namespace batchblas::cuda
