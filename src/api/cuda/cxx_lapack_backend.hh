// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CUDA end of the shared LAPACK builders for the C++ GPU overloads (api/cuda/cxx_lapack.cc):
 * the Backend of one call from the pointer sources of A, the B slot and ipiv, and the two
 * callbacks the builders end in, with a host info or with device codes.
 */
#pragma once

#include <batchblas/cuda.hh>

#include <cstdint>
#include <vector>

#include "api/cuda/cxx_sources.hh"
#include "api/dispatch.hh"
#include "api/view_builders.hh"
#include "core/check_lapack.hh"
#include "cuda/launch/backend.hh"

namespace batchblas::cuda::gpu {

/** The CUDA backend of one call with the pointer sources of A, the B slot and ipiv. */
template <typename A, typename B, typename P>
Backend lapack_run(Queue& queue, int64_t count, A const& a, B const& b, P const& ipiv)
{
    Backend backend{&queue, Sources{}};
    backend.lapack.A = source_of(a, count);
    backend.lapack.B = source_of(b, count);
    backend.lapack.ipiv = source_of(ipiv, count);
    return backend;
}

/** The CUDA end of the shared builders with a host info: the codes come back (and the call
 *  waits) only into an info of batch_count entries. */
inline auto lapack_backend(std::vector<int64_t>& info, Queue& queue)
{
    return [&info, &queue](api::Shape const& s, auto const& p, auto const& A, auto const& B,
                           auto const& ipiv) {
        int64_t const count = s.batch_count();
        Backend backend = lapack_run(queue, count, A, B, ipiv);
        backend.host_codes = int64_t(info.size()) == count && count > 0;
        api::call_cxx(p, info, count, backend);
    };
}

/** The CUDA end of the shared builders with device codes: the arguments checked as with info
 *  of size 1 (Error thrown), the codes written to device_info (null: dropped), no wait. */
inline auto lapack_backend_dinfo(int64_t* device_info, Queue& queue)
{
    return [device_info, &queue](api::Shape const& s, auto const& p, auto const& A, auto const& B,
                                 auto const& ipiv) {
        int64_t const count = s.batch_count();
        Backend backend = lapack_run(queue, count, A, B, ipiv);
        backend.lapack.device_codes = device_info;
        backend.host_codes = false;
        std::vector<int64_t> info(1);
        api::call_cxx(p, info, count, backend);
    };
}

}  // namespace batchblas::cuda::gpu
