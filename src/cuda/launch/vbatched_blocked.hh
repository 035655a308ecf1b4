// SPDX-License-Identifier: BSD-3-Clause
/**
 * Blocked getrf, getrfnp and potrf of device-described batches (vbatched_blocked.cc), called by
 * the device-described LAPACK launcher (vbatched_lapack.cc) when the maxima call for the blocked
 * factorizations (lapack_plan.hh): the same steps as lapack_blocked.cc, each step's arrays
 * written on the device, where the sizes live, so that nothing waits on the host.
 */
#pragma once

#include "cuda/device/lapack_problem.hh"
#include "cuda/launch/vbatched.hh"

namespace batchblas::cuda {

/** Whether the batch runs blocked: getrf or getrfnp whose maxima lu_runs_blocked takes, potrf
 *  whose maximum cholesky_runs_blocked takes. */
template <typename T>
bool runs_blocked(DeviceDescribedLapack<T> const& batch);

/** The blocked factorization, after the device checks when batch.info is given (`check`: the
 *  arguments those checks read); codes as the unblocked launch writes them. */
template <typename T>
void launch_blocked(DeviceDescribedLapack<T> const& batch, LapackArgs<device_t<T>> const& check,
                    Queue& queue);

}  // namespace batchblas::cuda
