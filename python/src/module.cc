// SPDX-License-Identifier: BSD-3-Clause
// The extension module batchblas._core: batchblas::Error as the Python exception
// batchblas.Error (a ValueError), and every routine's bindings for the four scalar types.
#include "bind.hh"

NB_MODULE(_core, m)
{
    namespace bp = batchblas::python;
    m.doc() = "batchblas bindings; use the package batchblas, which wraps these for NumPy arrays";
    nanobind::exception<batchblas::Error>(m, "Error", PyExc_ValueError);

    bp::def_level3<float>(m);
    bp::def_level3<double>(m);
    bp::def_level3<std::complex<float>>(m);
    bp::def_level3<std::complex<double>>(m);
    bp::def_level2<float>(m);
    bp::def_level2<double>(m);
    bp::def_level2<std::complex<float>>(m);
    bp::def_level2<std::complex<double>>(m);
    bp::def_level1<float>(m);
    bp::def_level1<double>(m);
    bp::def_level1<std::complex<float>>(m);
    bp::def_level1<std::complex<double>>(m);
    bp::def_lapack<float>(m);
    bp::def_lapack<double>(m);
    bp::def_lapack<std::complex<float>>(m);
    bp::def_lapack<std::complex<double>>(m);
}
