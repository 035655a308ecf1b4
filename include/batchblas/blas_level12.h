/* blas_level12.h: part of the C API; include <batchblas.h>, which includes this file. */
#ifndef BATCHBLAS_H
#error "include <batchblas.h> instead"
#endif
