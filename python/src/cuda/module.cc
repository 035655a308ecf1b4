// SPDX-License-Identifier: BSD-3-Clause
// The extension module batchblas._cuda, built only with the CUDA backend: the Level 3 and LAPACK
// routines on device arrays (bind_cuda.hh). Its errors are batchblas._core.Error, so that the
// package raises one exception type whichever module reports.
#include "bind_cuda.hh"

NB_MODULE(_cuda, m)
{
    namespace gpu = batchblas::python::gpu;
    m.doc() = "batchblas GPU bindings; use the package batchblas, which wraps these for CuPy "
              "and PyTorch CUDA arrays";
    // batchblas::Error thrown here must surface as the Python class _core registered.
    nanobind::module_::import_("batchblas._core");
    nanobind::register_exception_translator(
        [](std::exception_ptr const& p, void*) {
            try {
                std::rethrow_exception(p);
            } catch (batchblas::Error const& e) {
                nanobind::object error =
                    nanobind::module_::import_("batchblas._core").attr("Error");
                PyErr_SetString(error.ptr(), e.what());
            }
        });

    gpu::def_level3<float>(m);
    gpu::def_level3<double>(m);
    gpu::def_level3<std::complex<float>>(m);
    gpu::def_level3<std::complex<double>>(m);
    gpu::def_lapack<float>(m);
    gpu::def_lapack<double>(m);
    gpu::def_lapack<std::complex<float>>(m);
    gpu::def_lapack<std::complex<double>>(m);

    m.def("device_count", [] {
        int count = 0;
        if (cudaGetDeviceCount(&count) != cudaSuccess) count = 0;
        return count;
    }, "Number of CUDA devices the runtime sees (0 where there is no driver or GPU).");
}
