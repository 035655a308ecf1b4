/** @file blas_level12.hh: part of the C++ API; include <batchblas.hh>. */
#pragma once
