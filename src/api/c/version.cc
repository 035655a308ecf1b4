// SPDX-License-Identifier: BSD-3-Clause
/**
 * bblas_version, bblas_version_string (batchblas.h): the version of the library actually loaded,
 * compiled from the BATCHBLAS_VERSION_* macros of the header the library was built with (the
 * top CMakeLists.txt keeps them equal to the project version).
 */
#include <batchblas.h>

#define BBLAS_STRINGIFY_(x) #x
#define BBLAS_STRINGIFY(x) BBLAS_STRINGIFY_(x)

extern "C" {

BBLAS_API void bblas_version(int* major, int* minor, int* patch)
{
    if (major != nullptr) *major = BATCHBLAS_VERSION_MAJOR;
    if (minor != nullptr) *minor = BATCHBLAS_VERSION_MINOR;
    if (patch != nullptr) *patch = BATCHBLAS_VERSION_PATCH;
}

BBLAS_API char const* bblas_version_string(void)
{
    return BBLAS_STRINGIFY(BATCHBLAS_VERSION_MAJOR) "." BBLAS_STRINGIFY(
        BATCHBLAS_VERSION_MINOR) "." BBLAS_STRINGIFY(BATCHBLAS_VERSION_PATCH);
}

}  // extern "C"
