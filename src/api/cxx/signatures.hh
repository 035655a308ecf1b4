// SPDX-License-Identifier: BSD-3-Clause
/**
 * The function types of the C++ entry points of Level 3 and LAPACK, one per routine and form
 * (flat, group, strided), less their trailing arguments (Tail): the CPU API (api/cxx/level3.cc,
 * api/cxx/lapack.cc) and the CUDA backend's (api/cuda/cxx_api.cc, api/cuda/cxx_lapack.cc) name
 * the overloads they instantiate through them, the CPU's with HostInfo, the GPU's with HostInfo
 * (or, for LAPACK, a device code array) and then the Queue.
 */
#pragma once

#include <batchblas/types.hh>

#include <cstdint>
#include <vector>

namespace batchblas::api {

/** The info argument of the host-described forms. */
using HostInfo = std::vector<int64_t>&;

// ------------------------------------------------------------------------------------------------
// Level 3

template <typename T, typename... Tail>
using GemmFlat = void(Layout, std::vector<Op> const&, std::vector<Op> const&,
                      std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using GemmGroup = void(Layout, std::vector<Op> const&, std::vector<Op> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using GemmStrided = void(Layout, std::vector<Op> const&, std::vector<Op> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<int64_t> const&, std::vector<same_t<T>> const&, T const*,
                         std::vector<int64_t> const&, int64_t, T const*,
                         std::vector<int64_t> const&, int64_t, std::vector<same_t<T>> const&, T*,
                         std::vector<int64_t> const&, int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using SymmFlat = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                      std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<same_t<T>> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using SymmGroup = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using SymmStrided = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, T const*, std::vector<int64_t> const&, int64_t,
                         std::vector<same_t<T>> const&, T*, std::vector<int64_t> const&, int64_t,
                         size_t, Tail...);

template <typename T, typename... Tail>
using HemmFlat = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                      std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<same_t<T>> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using HemmGroup = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using HemmStrided = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, T const*, std::vector<int64_t> const&, int64_t,
                         std::vector<same_t<T>> const&, T*, std::vector<int64_t> const&, int64_t,
                         size_t, Tail...);

template <typename T, typename... Tail>
using SyrkFlat = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                      std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<same_t<T>> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using SyrkGroup = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using SyrkStrided = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, std::vector<same_t<T>> const&, T*, std::vector<int64_t> const&,
                         int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using HerkFlat = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                      std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<real_type<T>> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<real_type<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using HerkGroup = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<real_type<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<real_type<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using HerkStrided = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<real_type<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, std::vector<real_type<T>> const&, T*, std::vector<int64_t> const&,
                         int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using Syr2kFlat = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using Syr2kGroup = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                        std::vector<int64_t> const&, std::vector<int64_t> const&,
                        std::vector<same_t<T>> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using Syr2kStrided = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                          std::vector<int64_t> const&, std::vector<int64_t> const&,
                          std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                          int64_t, T const*, std::vector<int64_t> const&, int64_t,
                          std::vector<same_t<T>> const&, T*, std::vector<int64_t> const&, int64_t,
                          size_t, Tail...);

template <typename T, typename... Tail>
using Her2kFlat = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<real_type<T>> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using Her2kGroup = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                        std::vector<int64_t> const&, std::vector<int64_t> const&,
                        std::vector<same_t<T>> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<real_type<T>> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using Her2kStrided = void(Layout, std::vector<Uplo> const&, std::vector<Op> const&,
                          std::vector<int64_t> const&, std::vector<int64_t> const&,
                          std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                          int64_t, T const*, std::vector<int64_t> const&, int64_t,
                          std::vector<real_type<T>> const&, T*, std::vector<int64_t> const&,
                          int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using TrmmFlat = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                      std::vector<Op> const&, std::vector<Diag> const&, std::vector<int64_t> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using TrmmGroup = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                       std::vector<Op> const&, std::vector<Diag> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using TrmmStrided = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                         std::vector<Op> const&, std::vector<Diag> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, T*, std::vector<int64_t> const&, int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using TrsmFlat = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                      std::vector<Op> const&, std::vector<Diag> const&, std::vector<int64_t> const&,
                      std::vector<int64_t> const&, std::vector<same_t<T>> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using TrsmGroup = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                       std::vector<Op> const&, std::vector<Diag> const&,
                       std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<same_t<T>> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using TrsmStrided = void(Layout, std::vector<Side> const&, std::vector<Uplo> const&,
                         std::vector<Op> const&, std::vector<Diag> const&,
                         std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<same_t<T>> const&, T const*, std::vector<int64_t> const&,
                         int64_t, T*, std::vector<int64_t> const&, int64_t, size_t, Tail...);

// ------------------------------------------------------------------------------------------------
// LAPACK

template <typename T, typename... Tail>
using GetrfFlat = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<int64_t*> const&, size_t, Tail...);

template <typename T, typename... Tail>
using GetrfGroup = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<int64_t*> const&, std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using GetrfStrided = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, T*,
                          std::vector<int64_t> const&, int64_t, int64_t*, int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using GetrfnpFlat = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                         std::vector<T*> const&, std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using GetrfnpGroup = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                          std::vector<T*> const&, std::vector<int64_t> const&,
                          std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using GetrfnpStrided = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, T*,
                            std::vector<int64_t> const&, int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using GetrsFlat = void(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<int64_t*> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using GetrsGroup = void(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                        std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<int64_t*> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using GetrsStrided = void(Layout, std::vector<Op> const&, std::vector<int64_t> const&,
                          std::vector<int64_t> const&, T const*, std::vector<int64_t> const&,
                          int64_t, int64_t const*, int64_t, T*, std::vector<int64_t> const&,
                          int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using GesvFlat = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                      std::vector<T*> const&, std::vector<int64_t> const&,
                      std::vector<int64_t*> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using GesvGroup = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&,
                       std::vector<int64_t*> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using GesvStrided = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, T*,
                         std::vector<int64_t> const&, int64_t, int64_t*, int64_t, T*,
                         std::vector<int64_t> const&, int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using PotrfFlat = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using PotrfGroup = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using PotrfStrided = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&, T*,
                          std::vector<int64_t> const&, int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using PotrsFlat = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using PotrsGroup = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                        std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using PotrsStrided = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                          std::vector<int64_t> const&, T const*, std::vector<int64_t> const&,
                          int64_t, T*, std::vector<int64_t> const&, int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using PosvFlat = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, std::vector<T*> const&,
                      std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using PosvGroup = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using PosvStrided = void(Layout, std::vector<Uplo> const&, std::vector<int64_t> const&,
                         std::vector<int64_t> const&, T*, std::vector<int64_t> const&, int64_t, T*,
                         std::vector<int64_t> const&, int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using GetriFlat = void(Layout, std::vector<int64_t> const&, std::vector<T*> const&,
                       std::vector<int64_t> const&, std::vector<int64_t*> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, size_t, Tail...);

template <typename T, typename... Tail>
using GetriGroup = void(Layout, std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<int64_t> const&, std::vector<int64_t*> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&,
                        std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using GetriStrided = void(Layout, std::vector<int64_t> const&, T const*,
                          std::vector<int64_t> const&, int64_t, int64_t const*, int64_t, T*,
                          std::vector<int64_t> const&, int64_t, size_t, Tail...);

template <typename T, typename... Tail>
using GeqrfFlat = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                       std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                       size_t, Tail...);

template <typename T, typename... Tail>
using GeqrfGroup = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&,
                        std::vector<T*> const&, std::vector<int64_t> const&, std::vector<T*> const&,
                        std::vector<size_t> const&, Tail...);

template <typename T, typename... Tail>
using GeqrfStrided = void(Layout, std::vector<int64_t> const&, std::vector<int64_t> const&, T*,
                          std::vector<int64_t> const&, int64_t, T*, int64_t, size_t, Tail...);

}  // namespace batchblas::api
