/**
 * The tiny triangular-solve kernel tables of one ISA (contract: cpu/kernels/tiny_kernels.hh):
 * every order N up to tiny_max, per type. Compiled once per ISA folder (src/CMakeLists.txt).
 */
#include <utility>

#include "cpu/kernels/common/tiny_trsm.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace {

template <typename T, std::size_t... I>
constexpr TinyTrsmTable<T> make_table(std::index_sequence<I...>)
{
    return TinyTrsmTable<T>{{&tiny_trsm<T, int(I) + 1>...}};
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
