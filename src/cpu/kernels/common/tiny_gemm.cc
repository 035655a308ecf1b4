// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tiny-GEMM kernel tables of one ISA (contract: cpu/kernels/tiny_kernels.hh): every
 * (M, K) pair up to tiny_max, per type, and the any-size kernel where the ISA has one.
 * Compiled once per ISA (src/CMakeLists.txt).
 */
#include <algorithm>
#include <type_traits>
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

/** Whether the ISA has the real-only kernels that build on the any-size one's vectors (exact
 *  sizes, dense squares). */
template <typename T>
inline constexpr bool has_real_any_kernels =
    has_tiny_gemm_any<T> && !gemm_micro_detail::RealOf<T>::complex;

/**
 * Where the any-size kernel is taken (TinyAnyLimits): the sizes at which it beats the per-size
 * and blocked paths, which pack or re-decide per problem what it does once (Zen 4, one thread
 * in cache and two out of cache; docs/design-notes/cpu.md). AVX-512: panels of 32 rows, up to
 * 128. AVX2: one panel only (16 double rows, 16 float), and no deeper than 32: beyond, panels
 * of 16 rows fall behind the blocked path. Complex double runs up to 64 columns: beyond, out
 * of cache, the blocked path is ahead.
 */
template <typename T>
constexpr TinyAnyLimits any_limits()
{
    if constexpr (has_tiny_gemm_any<T> && gemm_micro_detail::RealOf<T>::complex) {
        if constexpr (tiny_any_detail::vector_registers == 32)
            return {128, 128, 128, sizeof(T) == 16 ? 64 : 128};
        else
            return {32, 32, 32, 32};
    }
    else if constexpr (has_tiny_gemm_any<T>) {
        if constexpr (tiny_any_detail::vector_registers == 32)
            return {128, 128, 128, 128};
        else
            return {tiny_any_detail::max_rows<T>, 32, 32, 32};
    }
    else {
        return {0, 0, 0, 0};
    }
}

template <typename T>
constexpr TinyGemmAnyKernel<T> any_kernel()
{
    if constexpr (has_tiny_gemm_any<T>) return &tiny_gemm_any<T>;
    else return nullptr;
}

/** Rows of C the exact-size kernels take: one vector (0: no such kernels). */
template <typename T>
constexpr int exact_rows()
{
    if constexpr (has_real_any_kernels<T>)
        return tiny_any_detail::Masked<T>::lanes;
    else return 0;
}

template <typename T>
constexpr TinyGemmAnyRunKernel<T> any_run_kernel()
{
    if constexpr (has_tiny_gemm_any<T>)
        return &tiny_gemm_any_run<T>;
    else
        return nullptr;
}

/** The exact-size kernel for (K, N), or null where the ISA has no masked vectors. */
template <typename T, int K, int N>
constexpr TinyGemmExactKernel<T> tiny_gemm_exact()
{
    if constexpr (has_real_any_kernels<T>)
        return &tiny_any_detail::exact_size_run<T, K, N, TinyGemmProblem<T>>;
    else return nullptr;
}

/**
 * Orders the dense square kernels take (TinyGemmTable::dense_square_limit): up to four vectors
 * of rows (32 on AVX-512, 16 on AVX2). Below tiny_max the per-order square kernels with A held
 * in registers are faster, except in double on AVX-512 from 5, where those assemble a column
 * of 5-7 rows element by element and the dense kernel's whole vectors win.
 */
template <typename T>
constexpr int dense_square_limit()
{
    if constexpr (has_real_any_kernels<T>)
        return std::min(dense_square_max, tiny_any_detail::max_rows<T>);
    else
        return 0;
}

template <typename T>
constexpr int dense_square_from()
{
    if constexpr (std::is_same_v<T, double> && tiny_any_detail::vector_registers == 32)
        return 5;
    else
        return tiny_max + 1;
}

/** The dense square kernel of order dense_square_min + I, or null outside the orders taken. */
template <typename T, std::size_t I>
constexpr TinyDenseSquareKernel<T> dense_square_kernel()
{
    constexpr int order = dense_square_min + int(I);
    if constexpr (order >= dense_square_from<T>() && order <= dense_square_limit<T>())
        return &tiny_any_detail::dense_square_run<T, order>;
    else
        return nullptr;
}

template <typename T, std::size_t... I, std::size_t... S, std::size_t... D>
constexpr TinyGemmTable<T> make_table(std::index_sequence<I...>, std::index_sequence<S...>,
                                      std::index_sequence<D...>)
{
    return TinyGemmTable<T>{{&tiny_gemm_batch<T, int(I) / tiny_max + 1, int(I) % tiny_max + 1>...},
                            {square_kernel<T, S>()...},
                            any_kernel<T>(),
                            any_run_kernel<T>(),
                            any_limits<T>(),
                            {tiny_gemm_exact<T, int(I) / tiny_max + 1, int(I) % tiny_max + 1>()...},
                            exact_rows<T>(),
                            {dense_square_kernel<T, D>()...},
                            dense_square_limit<T>()};
}

}  // namespace

template <typename T>
TinyGemmTable<T> const& tiny_gemm_table()
{
    static constexpr TinyGemmTable<T> table = make_table<T>(
        std::make_index_sequence<tiny_max * tiny_max>(), std::make_index_sequence<tiny_max * 3>(),
        std::make_index_sequence<dense_square_max - dense_square_min + 1>());
    return table;
}

template TinyGemmTable<float> const& tiny_gemm_table<float>();
template TinyGemmTable<double> const& tiny_gemm_table<double>();
template TinyGemmTable<std::complex<float>> const& tiny_gemm_table<std::complex<float>>();
template TinyGemmTable<std::complex<double>> const& tiny_gemm_table<std::complex<double>>();

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
