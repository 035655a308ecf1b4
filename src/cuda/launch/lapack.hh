// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CUDA backend's entry points for checked LAPACK batches (getrf, getrfnp, getrs, gesv,
 * potrf, potrs, posv, getri, geqrf): each takes the core's batch view, whose matrix, pivot and
 * tau pointers are device pointers, and enqueues the batch on the queue. Front ends build the
 * view and check it first (api/dispatch.hh), and say how they hold the pointers and where the
 * numerical codes go (LapackSources).
 *
 * Numerical codes (LAPACK's positive info, one per problem, 0 where fine) go to
 * `sources.device_codes` when it is set: a device array of batch_count entries, written on the
 * stream, no host synchronisation. Otherwise, when `host_codes` is given (batch_count entries),
 * the codes are copied there and the call waits for the stream before it returns. With
 * neither, the codes are dropped and nothing waits. Routines without numerical codes (getrs,
 * potrs, geqrf) ignore both.
 */
#pragma once

#include "batchblas/cuda.hh"
#include "core/problems.hh"
#include "cuda/launch/level3.hh"

namespace batchblas::cuda {

/**
 * The pointer sources of a LAPACK batch (see MatrixSource): A, the factored or read matrix;
 * B, the right-hand sides (getrs, gesv, potrs, posv), the inverse C (getri) or tau (geqrf);
 * ipiv, the pivots (getrf, getrs, gesv, getri).
 */
struct LapackSources {
    MatrixSource A, B, ipiv;
    int64_t* device_codes = nullptr;
    /// Device memory of batch_count codes a blocked factorization may use for its steps, given
    /// by a caller that holds the queue's scratch itself (gesv, posv); null: the queue's scratch.
    int64_t* step_codes = nullptr;
};

template <typename T>
void launch(core::GetrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes);
template <typename T>
void launch(core::GetrfNoPivotProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes);
template <typename T>
void launch(core::GetrsProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes);
template <typename T>
void launch(core::GesvProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes);
template <typename T>
void launch(core::PotrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes);
template <typename T, bool Factor>
void launch(core::CholeskySolveProblems<T, Factor> const& p, Queue& queue,
            LapackSources const& sources, int64_t* host_codes);
template <typename T>
void launch(core::GetriProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes);
template <typename T>
void launch(core::GeqrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes);

}  // namespace batchblas::cuda
