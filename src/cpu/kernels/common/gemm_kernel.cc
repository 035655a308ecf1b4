/**
 * The GEMM micro-kernel instances of one ISA: this file is compiled once per ISA folder (see
 * src/CMakeLists.txt), with that ISA's flags and namespace, at the ISA's register block
 * (gemm_kernels.hh); per type, one instance per form of the two panels (packed, or read in
 * place: small problems, gemm_blocked).
 */
#include "cpu/kernels/common/gemm_micro.hh"
#include "cpu/kernels/gemm_kernels.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace {

constexpr Isa isa = Isa::BATCHBLAS_ISA_NS;
template <typename T>
constexpr int mr = GemmShape<isa, T>::mr;
template <typename T>
constexpr int nr = GemmShape<isa, T>::nr;
using c32 = std::complex<float>;
using c64 = std::complex<double>;

}  // namespace

// clang-format off
template void gemm_micro_kernel<float, mr<float>, nr<float>, true, true>(int64_t, float, float const*, int64_t, float const*, int64_t, float, float*, int64_t, int, int);
template void gemm_micro_kernel<float, mr<float>, nr<float>, false, true>(int64_t, float, float const*, int64_t, float const*, int64_t, float, float*, int64_t, int, int);
template void gemm_micro_kernel<float, mr<float>, nr<float>, true, false>(int64_t, float, float const*, int64_t, float const*, int64_t, float, float*, int64_t, int, int);
template void gemm_micro_kernel<float, mr<float>, nr<float>, false, false>(int64_t, float, float const*, int64_t, float const*, int64_t, float, float*, int64_t, int, int);
template void gemm_micro_kernel<double, mr<double>, nr<double>, true, true>(int64_t, double, double const*, int64_t, double const*, int64_t, double, double*, int64_t, int, int);
template void gemm_micro_kernel<double, mr<double>, nr<double>, false, true>(int64_t, double, double const*, int64_t, double const*, int64_t, double, double*, int64_t, int, int);
template void gemm_micro_kernel<double, mr<double>, nr<double>, true, false>(int64_t, double, double const*, int64_t, double const*, int64_t, double, double*, int64_t, int, int);
template void gemm_micro_kernel<double, mr<double>, nr<double>, false, false>(int64_t, double, double const*, int64_t, double const*, int64_t, double, double*, int64_t, int, int);
template void gemm_micro_kernel<c32, mr<c32>, nr<c32>, true, true>(int64_t, c32, c32 const*, int64_t, c32 const*, int64_t, c32, c32*, int64_t, int, int);
template void gemm_micro_kernel<c32, mr<c32>, nr<c32>, false, true>(int64_t, c32, c32 const*, int64_t, c32 const*, int64_t, c32, c32*, int64_t, int, int);
template void gemm_micro_kernel<c32, mr<c32>, nr<c32>, true, false>(int64_t, c32, c32 const*, int64_t, c32 const*, int64_t, c32, c32*, int64_t, int, int);
template void gemm_micro_kernel<c32, mr<c32>, nr<c32>, false, false>(int64_t, c32, c32 const*, int64_t, c32 const*, int64_t, c32, c32*, int64_t, int, int);
template void gemm_micro_kernel<c64, mr<c64>, nr<c64>, true, true>(int64_t, c64, c64 const*, int64_t, c64 const*, int64_t, c64, c64*, int64_t, int, int);
template void gemm_micro_kernel<c64, mr<c64>, nr<c64>, false, true>(int64_t, c64, c64 const*, int64_t, c64 const*, int64_t, c64, c64*, int64_t, int, int);
template void gemm_micro_kernel<c64, mr<c64>, nr<c64>, true, false>(int64_t, c64, c64 const*, int64_t, c64 const*, int64_t, c64, c64*, int64_t, int, int);
template void gemm_micro_kernel<c64, mr<c64>, nr<c64>, false, false>(int64_t, c64, c64 const*, int64_t, c64 const*, int64_t, c64, c64*, int64_t, int, int);
// clang-format on

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
