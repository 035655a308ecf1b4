// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tiny Cholesky kernel tables of one ISA (contract: cpu/kernels/tiny_kernels.hh):
 * every order N up to tiny_max, per type. Compiled once per ISA (src/CMakeLists.txt).
 */
#include <utility>

#include "cpu/kernels/common/tiny_potrf.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace {

template <typename T, std::size_t... I>
constexpr TinyPotrfTable<T> make_table(std::index_sequence<I...>)
{
    return TinyPotrfTable<T>{{&tiny_potrf<T, int(I) + 1>...}};
}

}  // namespace

template <typename T>
TinyPotrfTable<T> const& tiny_potrf_table()
{
    static constexpr TinyPotrfTable<T> table = make_table<T>(std::make_index_sequence<tiny_max>());
    return table;
}

template TinyPotrfTable<float> const& tiny_potrf_table<float>();
template TinyPotrfTable<double> const& tiny_potrf_table<double>();
template TinyPotrfTable<std::complex<float>> const& tiny_potrf_table<std::complex<float>>();
template TinyPotrfTable<std::complex<double>> const& tiny_potrf_table<std::complex<double>>();

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
