/**
 * Generic (portable C++) GEMM micro-kernel of the CPU backend: its blocking parameters and its
 * declaration (the definition and the instances are in gemm_kernel.cc).
 *
 * The micro-kernel computes one MR x NR tile C = alpha * A_panel * B_panel + beta * C from two
 * panels laid out depth-major (packed by the drivers, or, for small problems, the caller's
 * column-major A and B read in place through strides).
 */
#pragma once

#include <complex>
#include <cstdint>

#include "batchblas/types.hh"

namespace batchblas::cpu::generic {

/**
 * Register and cache blocking for the generic kernel. MR is a multiple of the vector length of
 * the baseline ISA (SSE2: 2 doubles, 4 floats); MR x NR are the fastest shapes measured for the
 * SSE2 build on Zen 4 (4x4 and 8x4 keep 8 accumulator registers, leaving room for the operands
 * of the two-operand SSE instructions; complex double gains from 2x4 despite the spill risk).
 * KC * NR (B micro-panel) stays in L1, MC * KC (A block) in L2.
 */
template <typename T>
struct GemmBlocking;

template <>
struct GemmBlocking<double> {
    static constexpr int mr = 4, nr = 4;
    static constexpr int64_t kc = 256, mc = 96, nc = 4096;
};
template <>
struct GemmBlocking<float> {
    static constexpr int mr = 8, nr = 4;
    static constexpr int64_t kc = 256, mc = 192, nc = 4096;
};
template <>
struct GemmBlocking<std::complex<double>> {
    static constexpr int mr = 2, nr = 4;
    static constexpr int64_t kc = 256, mc = 96, nc = 2048;
};
template <>
struct GemmBlocking<std::complex<float>> {
    static constexpr int mr = 4, nr = 2;
    static constexpr int64_t kc = 256, mc = 96, nc = 2048;
};

/**
 * The micro-kernel (gemm_kernel.cc). k >= 1; 1 <= m <= MR, 1 <= n <= NR. A: full MR x k panel,
 * element (i, p) at a[i + p * a_step]: a packed panel (PackedA, a_step = MR, the argument is
 * ignored and the stride is a compile-time constant) or MR rows of a column-major matrix read
 * in place (a_step = its leading dimension). B: packed k x NR panel, element (p, j) at
 * b[p * NR + j]. c is column-major with leading dimension ldc; beta == 0: c is written without
 * being read.
 *
 * Compiled out of line, in its own file: inlined into the drivers' loops, GCC's vectoriser loses
 * the register blocking (accumulators spill, scalar code), so the drivers call it; a call per
 * MR x NR x k tile costs nothing measurable, and it is where per-ISA kernels will plug in.
 * B is always packed: a runtime stride between B's columns makes GCC version and re-vectorise
 * the loop badly, and packing B (k x n) is cheap next to the m / MR tiles that reuse it.
 */
template <typename T, int MR, int NR, bool PackedA>
void gemm_micro_kernel(int64_t k, T alpha, T const* a, int64_t a_step, T const* b, T beta, T* c,
                       int64_t ldc, int m, int n);

}  // namespace batchblas::cpu::generic
