// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact-layout kernel instances of one ISA (common/compact_lanes.hh and the
 * compact_*.hh files beside it): this file is compiled
 * once per ISA (see src/CMakeLists.txt) with that ISA's flags and namespace. Per real
 * type R and real/complex, one instance at the ISA's vector length and one at Lanes = 1 (the
 * fallback for interleave widths that are not a multiple of the vector length).
 */
#include "cpu/kernels/common/compact_blas.hh"
#include "cpu/kernels/common/compact_lapack.hh"
#include "cpu/kernels/common/compact_pack.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact {

// clang-format off
template void gemm<float, false, lanes<float>>(GemmArgs<float> const&);
template void gemm<double, false, lanes<double>>(GemmArgs<double> const&);
template void gemm<float, true, lanes<float>>(GemmArgs<float> const&);
template void gemm<double, true, lanes<double>>(GemmArgs<double> const&);
template void trsm<float, false, lanes<float>>(TrsmArgs<float> const&);
template void trsm<double, false, lanes<double>>(TrsmArgs<double> const&);
template void trsm<float, true, lanes<float>>(TrsmArgs<float> const&);
template void trsm<double, true, lanes<double>>(TrsmArgs<double> const&);
template void potrf<float, false, lanes<float>>(FactorArgs<float> const&);
template void potrf<double, false, lanes<double>>(FactorArgs<double> const&);
template void potrf<float, true, lanes<float>>(FactorArgs<float> const&);
template void potrf<double, true, lanes<double>>(FactorArgs<double> const&);
template void getrf_nopiv<float, false, lanes<float>>(FactorArgs<float> const&);
template void getrf_pivoted<float, false, lanes<float>>(FactorArgs<float> const&);
template void getrf_nopiv<double, false, lanes<double>>(FactorArgs<double> const&);
template void getrf_pivoted<double, false, lanes<double>>(FactorArgs<double> const&);
template void getrf_nopiv<float, true, lanes<float>>(FactorArgs<float> const&);
template void getrf_pivoted<float, true, lanes<float>>(FactorArgs<float> const&);
template void getrf_nopiv<double, true, lanes<double>>(FactorArgs<double> const&);
template void getrf_pivoted<double, true, lanes<double>>(FactorArgs<double> const&);
template void pack_lines<float, lanes<float>>(LineCopyArgs<float> const&);
template void pack_lines<double, lanes<double>>(LineCopyArgs<double> const&);
template void unpack_lines<float, lanes<float>>(LineCopyArgs<float> const&);
template void unpack_lines<double, lanes<double>>(LineCopyArgs<double> const&);

template void gemm<float, false, 1>(GemmArgs<float> const&);
template void gemm<double, false, 1>(GemmArgs<double> const&);
template void gemm<float, true, 1>(GemmArgs<float> const&);
template void gemm<double, true, 1>(GemmArgs<double> const&);
template void trsm<float, false, 1>(TrsmArgs<float> const&);
template void trsm<double, false, 1>(TrsmArgs<double> const&);
template void trsm<float, true, 1>(TrsmArgs<float> const&);
template void trsm<double, true, 1>(TrsmArgs<double> const&);
template void potrf<float, false, 1>(FactorArgs<float> const&);
template void potrf<double, false, 1>(FactorArgs<double> const&);
template void potrf<float, true, 1>(FactorArgs<float> const&);
template void potrf<double, true, 1>(FactorArgs<double> const&);
template void getrf_nopiv<float, false, 1>(FactorArgs<float> const&);
template void getrf_pivoted<float, false, 1>(FactorArgs<float> const&);
template void getrf_nopiv<double, false, 1>(FactorArgs<double> const&);
template void getrf_pivoted<double, false, 1>(FactorArgs<double> const&);
template void getrf_nopiv<float, true, 1>(FactorArgs<float> const&);
template void getrf_pivoted<float, true, 1>(FactorArgs<float> const&);
template void getrf_nopiv<double, true, 1>(FactorArgs<double> const&);
template void getrf_pivoted<double, true, 1>(FactorArgs<double> const&);
template void pack_lines<float, 1>(LineCopyArgs<float> const&);
template void pack_lines<double, 1>(LineCopyArgs<double> const&);
template void unpack_lines<float, 1>(LineCopyArgs<float> const&);
template void unpack_lines<double, 1>(LineCopyArgs<double> const&);
// clang-format on

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact
