/**
 * The tiny-GEMM kernel tables of one ISA (contract: cpu/kernels/tiny_kernels.hh): every
 * (M, K) pair up to tiny_max, per type, and the any-size kernel where the ISA has one.
 * Compiled once per ISA folder (src/CMakeLists.txt).
 */
#include <algorithm>
#include <utility>

#include "cpu/kernels/common/tiny_gemm.hh"
#include "cpu/kernels/common/tiny_gemm_any.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace {

using tiny_detail::BetaCase;

/** square[N - 1][TinyBeta] entries, flattened: index I is (N - 1) * 3 + beta case. */
template <typename T, std::size_t I>
constexpr TinySquareGemmKernel<T> square_kernel()
{
    if constexpr (gemm_micro_detail::RealOf<T>::complex) {
        return nullptr;
    }
    else {
        constexpr BetaCase cases[3] = {BetaCase::zero, BetaCase::one, BetaCase::other};
        return &tiny_gemm_square_batch<T, int(I) / 3 + 1, cases[I % 3]>;
    }
}

/** Rows of the any-size kernel: four vectors, at most tiny_any_max (0: no kernel). */
template <typename T>
constexpr int any_rows()
{
    if constexpr (has_tiny_gemm_any<T>)
        return std::min(tiny_any_max, tiny_any_detail::max_rows<T>);
    else return 0;
}

template <typename T>
constexpr TinyGemmAnyKernel<T> any_kernel()
{
    if constexpr (has_tiny_gemm_any<T>) return &tiny_gemm_any<T, any_rows<T>()>;
    else return nullptr;
}

template <typename T, std::size_t... I, std::size_t... S>
constexpr TinyGemmTable<T> make_table(std::index_sequence<I...>, std::index_sequence<S...>)
{
    return TinyGemmTable<T>{
        {&tiny_gemm_batch<T, int(I) / tiny_max + 1, int(I) % tiny_max + 1>...},
        {square_kernel<T, S>()...},
        any_kernel<T>(), any_rows<T>()};
}

}  // namespace

template <typename T>
TinyGemmTable<T> const& tiny_gemm_table()
{
    static constexpr TinyGemmTable<T> table =
        make_table<T>(std::make_index_sequence<tiny_max * tiny_max>(),
                      std::make_index_sequence<tiny_max * 3>());
    return table;
}

template TinyGemmTable<float> const& tiny_gemm_table<float>();
template TinyGemmTable<double> const& tiny_gemm_table<double>();
template TinyGemmTable<std::complex<float>> const& tiny_gemm_table<std::complex<float>>();
template TinyGemmTable<std::complex<double>> const& tiny_gemm_table<std::complex<double>>();

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
