// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tiny triangular-solve kernel tables of one ISA (contract: cpu/kernels/tiny_kernels.hh):
 * every order N up to tiny_max and, on AVX-512, tiny_trsm_wide, per type. Compiled once per ISA
 * (src/CMakeLists.txt).
 */
#include <type_traits>
#include <utility>

#include "cpu/kernels/common/tiny_trsm.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace {

template <typename T, std::size_t... I>
constexpr TinyTrsmTable<T> make_table(std::index_sequence<I...>)
{
    // The wide kernel keeps tiny_trsm_wide vectors of B and a sum live: AVX-512's 32
    // registers. Float only: a block's 16 lines go through one 16 x 16 register transpose where
    // order-8 leaves join two 8 x 8 ones of half vectors. Double's order-8 leaves transpose
    // whole vectors already, complex float loads its lines lane by lane and complex double
    // would spill, so none of them gains from it.
    TinyTrsmKernel<T> wide = nullptr;
    if constexpr (vector_bytes == 64 && std::is_same_v<T, float>)
        wide = &tiny_trsm<T, tiny_trsm_wide>;
    return TinyTrsmTable<T>{{&tiny_trsm<T, int(I) + 1>...}, wide};
}

}  // namespace

template <typename T>
TinyTrsmTable<T> const& tiny_trsm_table()
{
    static constexpr TinyTrsmTable<T> table = make_table<T>(std::make_index_sequence<tiny_max>());
    return table;
}

template TinyTrsmTable<float> const& tiny_trsm_table<float>();
template TinyTrsmTable<double> const& tiny_trsm_table<double>();
template TinyTrsmTable<std::complex<float>> const& tiny_trsm_table<std::complex<float>>();
template TinyTrsmTable<std::complex<double>> const& tiny_trsm_table<std::complex<double>>();

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
