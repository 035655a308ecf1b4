/** @file lapack.hh: part of the C++ API; include <batchblas.hh>. */
#pragma once
