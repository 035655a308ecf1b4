// SPDX-License-Identifier: BSD-3-Clause
/**
 * The GEMM micro-kernel instances of one ISA: this file is compiled once per ISA (see
 * src/CMakeLists.txt), with that ISA's flags and namespace, at the ISA's register block
 * (gemm_kernels.hh); per type, one instance with both panels packed and one with A read in
 * place, and the edge table (B read in place, every column count, MR or MR / 2 rows).
 */
#include <utility>

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

/** The edge table entry [H][J]: MR (H = 0) or MR / 2 (H = 1) rows, J + 1 columns. */
template <typename T, int H, int J>
constexpr GemmEdgeKernel<T> edge_kernel()
{
    if constexpr (J + 1 > nr<T>)
        return nullptr;
    else
        return &gemm_micro_kernel<T, H == 0 ? mr<T> : mr<T> / 2, J + 1, false, false>;
}

template <typename T, std::size_t... J>
constexpr GemmEdgeTable<T> make_edge_table(std::index_sequence<J...>)
{
    return GemmEdgeTable<T>{{{edge_kernel<T, 0, int(J)>()...}, {edge_kernel<T, 1, int(J)>()...}}};
}

}  // namespace

template <typename T>
GemmEdgeTable<T> const& gemm_edge_table()
{
    static constexpr GemmEdgeTable<T> table = make_edge_table<T>(std::make_index_sequence<8>());
    return table;
}

template GemmEdgeTable<float> const& gemm_edge_table<float>();
template GemmEdgeTable<double> const& gemm_edge_table<double>();
template GemmEdgeTable<c32> const& gemm_edge_table<c32>();
template GemmEdgeTable<c64> const& gemm_edge_table<c64>();

// clang-format off
template void gemm_micro_kernel<float, mr<float>, nr<float>, true, true>(int64_t, float, float const*, int64_t, float const*, int64_t, float, float*, int64_t, int, int);
template void gemm_micro_kernel<float, mr<float>, nr<float>, false, true>(int64_t, float, float const*, int64_t, float const*, int64_t, float, float*, int64_t, int, int);
template void gemm_micro_kernel<double, mr<double>, nr<double>, true, true>(int64_t, double, double const*, int64_t, double const*, int64_t, double, double*, int64_t, int, int);
template void gemm_micro_kernel<double, mr<double>, nr<double>, false, true>(int64_t, double, double const*, int64_t, double const*, int64_t, double, double*, int64_t, int, int);
template void gemm_micro_kernel<c32, mr<c32>, nr<c32>, true, true>(int64_t, c32, c32 const*, int64_t, c32 const*, int64_t, c32, c32*, int64_t, int, int);
template void gemm_micro_kernel<c32, mr<c32>, nr<c32>, false, true>(int64_t, c32, c32 const*, int64_t, c32 const*, int64_t, c32, c32*, int64_t, int, int);
template void gemm_micro_kernel<c64, mr<c64>, nr<c64>, true, true>(int64_t, c64, c64 const*, int64_t, c64 const*, int64_t, c64, c64*, int64_t, int, int);
template void gemm_micro_kernel<c64, mr<c64>, nr<c64>, false, true>(int64_t, c64, c64 const*, int64_t, c64 const*, int64_t, c64, c64*, int64_t, int, int);
// clang-format on

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
