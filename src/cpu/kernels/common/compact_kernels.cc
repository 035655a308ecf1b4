// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact-layout kernel tables of one ISA (the kernels of common/compact_lanes.hh and the
 * compact_*.hh files beside it): this file is compiled once per ISA (see src/CMakeLists.txt)
 * with that ISA's flags and namespace. Per real type R and real/complex, one table at the ISA's
 * vector length and one at Lanes = 1 (the fallback for interleave widths that are not a
 * multiple of the vector length); each table instantiates its kernels here.
 */
#include "cpu/kernels/common/compact_blas.hh"
#include "cpu/kernels/common/compact_lapack.hh"
#include "cpu/kernels/common/compact_pack.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact {

template <typename R, bool Complex, int Lanes>
cpu::compact::Kernels<R> kernels()
{
    return {gemm<R, Complex, Lanes>,          trsm<R, Complex, Lanes>,
            potrf<R, Complex, Lanes>,         getrf_nopiv<R, Complex, Lanes>,
            getrf_pivoted<R, Complex, Lanes>, pack_lines<R, Lanes>,
            unpack_lines<R, Lanes>,           Lanes};
}

template cpu::compact::Kernels<float> kernels<float, false, lanes<float>>();
template cpu::compact::Kernels<float> kernels<float, true, lanes<float>>();
template cpu::compact::Kernels<double> kernels<double, false, lanes<double>>();
template cpu::compact::Kernels<double> kernels<double, true, lanes<double>>();

template cpu::compact::Kernels<float> kernels<float, false, 1>();
template cpu::compact::Kernels<float> kernels<float, true, 1>();
template cpu::compact::Kernels<double> kernels<double, false, 1>();
template cpu::compact::Kernels<double> kernels<double, true, 1>();

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS::compact
