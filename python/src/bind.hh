// SPDX-License-Identifier: BSD-3-Clause
// What every binding file of the extension module batchblas._core shares: the conversions from
// the plain values the Python layer passes (option codes, addresses, per-problem vectors) to the
// C++ API's argument types, and the numeric codes handed back as NumPy arrays.
//
// The Python layer (python/batchblas/) owns every decision about arrays: shapes, layouts, leading
// dimensions, strides, copies. The bindings only forward: each routine has a strided form (one
// address and one stride in elements per matrix or vector) and a pointer form (one address per
// problem), registered per scalar type as <routine>_strided_<t> and <routine>_ptrs_<t>, t one of
// s, d, c, z (float, double, complex<float>, complex<double>). An address is an int or the array
// itself (Address), whose address is read here rather than from its __array_interface__ in Python.
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

/** The address of a matrix's or vector's first element: given as an int, or as an object that
 * exports a buffer (a NumPy array the Python layer has already checked for type, layout and
 * strides), whose buffer's first element it is. */
struct Address {
    uintptr_t value = 0;
    operator uintptr_t() const { return value; }
};
/** Addresses of the matrices or vectors, one per problem. */
using Addrs = std::vector<Address>;

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
    for (Address a : addresses) out.push_back(at<T>(a));
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

namespace nanobind::detail {

/** Address from Python: a non-negative int, or a buffer exporter's first element (PyBUF_STRIDES:
 * any strides, read-only allowed; the buffer is released at once, the caller keeps the object
 * alive for the call). */
template <>
struct type_caster<batchblas::python::Address> {
    NB_TYPE_CASTER(batchblas::python::Address, const_name("int | Buffer"))

    bool from_python(handle src, uint8_t, cleanup_list*) noexcept
    {
        PyObject* o = src.ptr();
        if (PyLong_Check(o)) {
            unsigned long long v = PyLong_AsUnsignedLongLong(o);
            if (v == static_cast<unsigned long long>(-1) && PyErr_Occurred()) {
                PyErr_Clear();
                return false;
            }
            value.value = static_cast<uintptr_t>(v);
            return true;
        }
        if (!PyObject_CheckBuffer(o)) return false;
        Py_buffer view;
        if (PyObject_GetBuffer(o, &view, PyBUF_STRIDES) != 0) {
            PyErr_Clear();
            return false;
        }
        value.value = reinterpret_cast<uintptr_t>(view.buf);
        PyBuffer_Release(&view);
        return true;
    }

    static handle from_cpp(batchblas::python::Address a, rv_policy, cleanup_list*) noexcept
    {
        return PyLong_FromSize_t(a.value);
    }
};

}  // namespace nanobind::detail
