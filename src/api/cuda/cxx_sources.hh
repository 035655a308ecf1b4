// SPDX-License-Identifier: BSD-3-Clause
/**
 * How the CUDA backend's C++ front ends (api/cuda/cxx_api.cc, cxx_lapack_{lu,cholesky,qr}.cc) tell the launchers
 * where a matrix, pivot or tau argument's pointers are, as the shared builders hand it over: a
 * vector of device pointers, a Strided base and stride, or NoMatrix for an argument the routine
 * lacks.
 */
#pragma once

#include <cstdint>
#include <vector>

#include "api/cxx/builders.hh"
#include "api/view_builders.hh"
#include "cuda/launch/level3.hh"

namespace batchblas::cuda::gpu {

/** How the pointers of a matrix argument are held: a vector of one device pointer per problem
 *  (copied in one block unless it is a progression, see strided_if_progression), one pointer
 *  shared by every problem (base + 0 * i: nothing per problem is built or sent), or base +
 *  stride. Anything else (an empty vector: the checks report it) goes through the view. */
template <typename T>
MatrixSource source_of(std::vector<T*> const& v, int64_t batch_count)
{
    MatrixSource s;
    if (batch_count > 0 && int64_t(v.size()) == batch_count) {
        s.array = reinterpret_cast<void const* const*>(v.data());
    }
    else if (batch_count > 0 && v.size() == 1) {
        s.base = v[0];
        s.stride = 0;
        s.strided = true;
    }
    return s;
}
template <typename T>
MatrixSource source_of(api::Strided<T> const& m, int64_t)
{
    MatrixSource s;
    s.base = m.base;
    s.stride = m.stride;
    s.strided = true;
    return s;
}

inline MatrixSource source_of(api::NoMatrix, int64_t)
{
    return MatrixSource{};
}

}  // namespace batchblas::cuda::gpu
