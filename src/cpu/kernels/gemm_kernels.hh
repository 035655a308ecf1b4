// SPDX-License-Identifier: BSD-3-Clause
/**
 * The GEMM micro-kernels of every ISA, as the (baseline-compiled) drivers see them: each ISA's
 * register block per type and the declarations of its instances. The definitions are one
 * template (common/gemm_micro.hh) compiled once per ISA.
 *
 * The micro-kernel computes one MR x NR tile C = alpha * A_panel * B_panel + beta * C. k >= 1;
 * 1 <= m <= MR, 1 <= n <= NR. A: a full MR x k panel, element (i, p) at a[i + p * a_step]: a
 * packed panel (PackedA: a_step = MR, the argument is ignored and the stride is a compile-time
 * constant) or MR rows of a column-major matrix read in place (a_step = its leading dimension).
 * B: a full k x NR panel, element (p, j) at b[p * NR + j] when packed (PackedB: b_step is
 * ignored), or NR columns of a column-major matrix read in place, at b[p + j * b_step]. c is
 * column-major with leading dimension ldc; beta == 0: c is written without being read.
 */
#pragma once

#include <complex>
#include <cstdint>

#include "cpu/config/avx2.hh"
#include "cpu/config/avx512.hh"
#include "cpu/config/generic.hh"
#include "cpu/kernels/isa.hh"

namespace batchblas::cpu {

/** The tuning table of ISA I, at compile time (the kernels' register blocks are template
 *  arguments). */
template <Isa I>
constexpr CpuTuning const& tuning_of_isa()
{
    if constexpr (I == Isa::avx512) return avx512::tuning;
    else if constexpr (I == Isa::avx2) return avx2::tuning;
    else return generic::tuning;
}

/**
 * Register and cache blocking of an ISA's kernel for type T (its config table's GemmBlocks). MR
 * is two vectors of A's column (complex: MR complex numbers are 2 MR reals, two vectors), so
 * that MR x NR accumulators leave room for A's vectors and B's broadcast. KC * NR (B
 * micro-panel) stays in L1, MC * KC (A block) in L2. NC is a multiple of every NR, so that only
 * the last column block has a partial tile.
 */
template <Isa I, typename T>
struct GemmShape {
    static constexpr GemmBlocks blocks = tuning_of_isa<I>().gemm_blocks.template of<T>();
    static constexpr int mr = blocks.mr, nr = blocks.nr;
    static constexpr int64_t kc = blocks.kc, mc = blocks.mc, nc = blocks.nc;
};

/**
 * The micro-kernels of small problems whose B is read in place: A through a run-time stride
 * (a_step: its leading dimension in place, MR for a packed panel), B at b[p + j * b_step],
 * one kernel per column count up to NR, for MR rows or for MR / 2 (one vector). Edge tiles
 * then compute and store only the columns and vectors they have. kernel[half][nr - 1], null
 * past the ISA's NR for T.
 */
template <typename T>
using GemmEdgeKernel = void (*)(int64_t k, T alpha, T const* a, int64_t a_step, T const* b,
                                int64_t b_step, T beta, T* c, int64_t ldc, int m, int n);

template <typename T>
struct GemmEdgeTable {
    GemmEdgeKernel<T> kernel[2][8];
};

namespace generic {
template <typename T>
GemmEdgeTable<T> const& gemm_edge_table();
template <typename T, int MR, int NR, bool PackedA, bool PackedB>
void gemm_micro_kernel(int64_t k, T alpha, T const* a, int64_t a_step, T const* b,
                       int64_t b_step, T beta, T* c, int64_t ldc, int m, int n);
}
#if defined(__x86_64__)
namespace avx2 {
template <typename T>
GemmEdgeTable<T> const& gemm_edge_table();
template <typename T, int MR, int NR, bool PackedA, bool PackedB>
void gemm_micro_kernel(int64_t k, T alpha, T const* a, int64_t a_step, T const* b,
                       int64_t b_step, T beta, T* c, int64_t ldc, int m, int n);
}
namespace avx512 {
template <typename T>
GemmEdgeTable<T> const& gemm_edge_table();
template <typename T, int MR, int NR, bool PackedA, bool PackedB>
void gemm_micro_kernel(int64_t k, T alpha, T const* a, int64_t a_step, T const* b,
                       int64_t b_step, T beta, T* c, int64_t ldc, int m, int n);
}
#endif

/** The micro-kernel of ISA I at its register block for T, B packed (B read in place goes
 *  through gemm_edge_table). */
template <Isa I, typename T, bool PackedA>
inline void gemm_micro_kernel(int64_t k, T alpha, T const* a, int64_t a_step, T const* b, T beta,
                              T* c, int64_t ldc, int m, int n)
{
    constexpr int MR = GemmShape<I, T>::mr, NR = GemmShape<I, T>::nr;
#if defined(BATCHBLAS_AVX512_KERNELS)
    if constexpr (I == Isa::avx512)
        return avx512::gemm_micro_kernel<T, MR, NR, PackedA, true>(k, alpha, a, a_step, b, 0,
                                                                    beta, c, ldc, m, n);
#endif
#if defined(BATCHBLAS_AVX2_KERNELS)
    if constexpr (I == Isa::avx2)
        return avx2::gemm_micro_kernel<T, MR, NR, PackedA, true>(k, alpha, a, a_step, b, 0, beta,
                                                                  c, ldc, m, n);
#endif
    if constexpr (I == Isa::generic)
        return generic::gemm_micro_kernel<T, MR, NR, PackedA, true>(k, alpha, a, a_step, b, 0,
                                                                     beta, c, ldc, m, n);
}

/** The edge micro-kernels of ISA I for T. */
template <Isa I, typename T>
inline GemmEdgeTable<T> const& gemm_edge_table()
{
#if defined(BATCHBLAS_AVX512_KERNELS)
    if constexpr (I == Isa::avx512) return avx512::gemm_edge_table<T>();
#endif
#if defined(BATCHBLAS_AVX2_KERNELS)
    if constexpr (I == Isa::avx2) return avx2::gemm_edge_table<T>();
#endif
    return generic::gemm_edge_table<T>();
}

}  // namespace batchblas::cpu
