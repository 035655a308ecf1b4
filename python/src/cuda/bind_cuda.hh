// SPDX-License-Identifier: BSD-3-Clause
// What the binding files of the extension module batchblas._cuda share: the queue a call runs on
// (one per device and stream, kept for the life of the process) and the helpers of bind.hh.
//
// Every function of _cuda is the GPU twin of the _core function of the same name
// (<routine>_<form>_<t>, bind.hh): the same arguments, with device addresses in place of host
// ones, preceded by the device and the stream (cudaStream_t as an integer) the call runs on.
// The LAPACK routines with numerical codes (getrf, gesv, potrf, posv, getri) end with the
// address of a device int64 array of batch_count entries that receives them, so that no call
// waits for the GPU; the Python layer allocates it with the caller's array library.
#pragma once

#include <batchblas/cuda.hh>

#include "../bind.hh"

namespace batchblas::python::gpu {

/** Runs `call(queue)` without the GIL on the queue of (device, stream); one host thread at a
 *  time issues work on a queue, as the library requires. */
void on_queue(int device, uintptr_t stream, void (*call)(Queue&, void*), void* context);

template <class F>
void on_queue(int device, uintptr_t stream, F&& call)
{
    on_queue(
        device, stream,
        [](Queue& queue, void* context) { (*static_cast<std::remove_reference_t<F>*>(context))(queue); },
        &call);
}

template <typename T> void def_level3(nb::module_& m);
template <typename T> void def_lapack(nb::module_& m);

}  // namespace batchblas::python::gpu
