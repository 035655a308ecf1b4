/**
 * The tiny-GEMM kernel tables of one ISA (contract: cpu/kernels/tiny_kernels.hh): every
 * (M, K) pair up to tiny_max, per type. Compiled once per ISA folder (src/CMakeLists.txt).
 */
#include <utility>

#include "cpu/kernels/common/tiny_gemm.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace {

template <typename T, std::size_t... I>
constexpr TinyGemmTable<T> make_table(std::index_sequence<I...>)
{
    return TinyGemmTable<T>{{&tiny_gemm_batch<T, int(I) / tiny_max + 1, int(I) % tiny_max + 1>...}};
}

}  // namespace

template <typename T>
TinyGemmTable<T> const& tiny_gemm_table()
{
    static constexpr TinyGemmTable<T> table =
        make_table<T>(std::make_index_sequence<tiny_max * tiny_max>());
    return table;
}

template TinyGemmTable<float> const& tiny_gemm_table<float>();
template TinyGemmTable<double> const& tiny_gemm_table<double>();
template TinyGemmTable<std::complex<float>> const& tiny_gemm_table<std::complex<float>>();
template TinyGemmTable<std::complex<double>> const& tiny_gemm_table<std::complex<double>>();

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
