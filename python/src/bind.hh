// SPDX-License-Identifier: BSD-3-Clause
// What every binding file of the extension module batchblas._core shares: the conversions from
// the plain values the Python layer passes (option codes, addresses, per-problem vectors) to the
// C++ API's argument types, and the numeric codes handed back as NumPy arrays.
//
// The Python layer (python/batchblas/) owns every decision about arrays: shapes, layouts, leading
// dimensions, strides, copies. The bindings only forward: each routine has a strided form (one
// address and one stride in elements per matrix or vector) and a pointer form (one address per
// problem), registered per scalar type as <routine>_strided_<t> and <routine>_ptrs_<t>, t one of
// s, d, c, z (float, double, complex<float>, complex<double>).
#pragma once

#include <complex>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/complex.h>
#include <nanobind/stl/vector.h>

#include <batchblas.hh>

namespace batchblas::python {

namespace nb = nanobind;

using I64 = std::vector<int64_t>;
/** Option codes: the C API's enumeration values (BlasNoTrans = 111, ...). */
using Codes = std::vector<int>;
/** Addresses of the matrices or vectors, one per problem. */
using Addrs = std::vector<uintptr_t>;

/** The C++ enumeration values of option codes; a code outside the enumeration stays as it is, for
 * the library's argument check to report. */
template <class E>
std::vector<E> options(Codes const& codes)
{
    std::vector<E> out;
    out.reserve(codes.size());
    for (int c : codes) out.push_back(static_cast<E>(c));
    return out;
}

inline Layout layout_of(int code) { return static_cast<Layout>(code); }

template <typename T>
T* at(uintptr_t address)
{
    return reinterpret_cast<T*>(address);
}

template <typename T>
std::vector<T*> pointers(Addrs const& addresses)
{
    std::vector<T*> out;
    out.reserve(addresses.size());
    for (uintptr_t a : addresses) out.push_back(at<T>(a));
    return out;
}

/** A NumPy array that takes over `values`. */
template <typename V>
nb::ndarray<nb::numpy, V, nb::ndim<1>> to_numpy(std::vector<V>&& values)
{
    auto* owned = new std::vector<V>(std::move(values));
    nb::capsule owner(owned, [](void* p) noexcept { delete static_cast<std::vector<V>*>(p); });
    return nb::ndarray<nb::numpy, V, nb::ndim<1>>(owned->data(), {owned->size()}, owner);
}

using Codes64 = nb::ndarray<nb::numpy, int64_t, nb::ndim<1>>;

/** The per-problem codes of a call: argument errors throw Error before anything is computed,
 * LAPACK's numerical codes stay in the array. */
inline I64 info_for(size_t batch_count) { return I64(batch_count, 0); }

/** Runs `call` without the GIL: the library's threads never call back into Python. */
template <class F>
void without_gil(F&& call)
{
    nb::gil_scoped_release release;
    call();
}

/** The registered name of a routine's form for scalar type T. */
template <typename T>
std::string name(char const* routine, char const* form)
{
    char t = std::is_same_v<T, float>                  ? 's'
             : std::is_same_v<T, double>               ? 'd'
             : std::is_same_v<T, std::complex<float>>  ? 'c'
                                                       : 'z';
    return std::string(routine) + "_" + form + "_" + t;
}

template <typename T> void def_level3(nb::module_& m);
template <typename T> void def_level2(nb::module_& m);
template <typename T> void def_level1(nb::module_& m);
template <typename T> void def_lapack(nb::module_& m);

}  // namespace batchblas::python
