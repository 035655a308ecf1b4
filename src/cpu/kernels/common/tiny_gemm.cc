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
#include "cpu/config/avx2.hh"
#include "cpu/config/avx512.hh"
#include "cpu/config/generic.hh"
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

/** This ISA's gemm tuning for T (cpu/config/<isa>.hh): where the planner takes each kernel. */
template <typename T>
constexpr core::GemmTuning gemm_tuning()
{
    if constexpr (std::is_same_v<T, float>) return tuning.gemm.s;
    else if constexpr (std::is_same_v<T, double>) return tuning.gemm.d;
    else if constexpr (std::is_same_v<T, std::complex<float>>) return tuning.gemm.c;
    else return tuning.gemm.z;
}

/** Where the any-size kernel is taken: the config table's limits, zero where it has none. */
template <typename T>
constexpr TinyAnyLimits any_limits()
{
    static_assert(has_tiny_gemm_any<T> == (gemm_tuning<T>().any.rows > 0),
                  "the config table gives any-size limits exactly where the kernel exists");
    static_assert(gemm_tuning<T>().tiny_max == tiny_max, "one reach of the tiny kernels");
    return gemm_tuning<T>().any;
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
    constexpr int rows = [] {
        if constexpr (has_real_any_kernels<T>) return tiny_any_detail::Masked<T>::lanes;
        else return 0;
    }();
    static_assert(gemm_tuning<T>().exact_rows == rows, "the config table gives their reach");
    return rows;
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

/** Orders the dense square kernels take (TinyGemmTable::dense_square_limit): up to four vectors
 *  of rows (32 on AVX-512, 16 on AVX2), from the config table's dense_square_from. */
template <typename T>
constexpr int dense_square_limit()
{
    constexpr int limit = [] {
        if constexpr (has_real_any_kernels<T>)
            return std::min(dense_square_max, tiny_any_detail::max_rows<T>);
        else
            return 0;
    }();
    static_assert(gemm_tuning<T>().dense_square_limit == limit,
                  "the config table gives the dense square kernels' reach");
    return limit;
}

template <typename T>
constexpr int dense_square_from()
{
    return gemm_tuning<T>().dense_square_from;
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

// Defined by this ISA's tiny_trsm.cc and tiny_potrf.cc.
template <typename T>
TinyTrsmTable<T> const& tiny_trsm_table();
template <typename T>
TinyPotrfTable<T> const& tiny_potrf_table();

template <typename T>
TinyTables<T> tiny_tables()
{
    return {&tiny_gemm_table<T>(), &tiny_trsm_table<T>(), &tiny_potrf_table<T>()};
}

template TinyTables<float> tiny_tables<float>();
template TinyTables<double> tiny_tables<double>();
template TinyTables<std::complex<float>> tiny_tables<std::complex<float>>();
template TinyTables<std::complex<double>> tiny_tables<std::complex<double>>();

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
