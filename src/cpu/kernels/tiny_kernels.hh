/**
 * Kernels for tiny GEMM problems, as the (baseline-compiled) drivers see them: one kernel per
 * (rows of C, depth) pair, both compile-time constants up to tiny_max, found through a table
 * of each ISA (common/tiny_gemm.hh holds the template).
 *
 * A tiny kernel computes C = alpha * op(A) * op(B) + beta * C for an M x n C (n any), op(A)
 * M x K: op(A)(i, p) at a[i * a_rs + p * a_cs], conjugated when conj_a; op(B)(p, j) at
 * b[p * b_rs + j * b_cs], conjugated when conj_b. Nothing is packed: op(A) is held in vector
 * registers (or the stack, which is the same as a packed copy) for the whole problem and every
 * column of C is a short chain of FMAs over K broadcasts of B. beta == 0: C is not read.
 */
#pragma once

#include <complex>
#include <cstdint>

#include "cpu/kernels/isa.hh"

namespace batchblas::cpu {

/** Largest M and K served by the tiny kernels. */
inline constexpr int tiny_max = 8;

template <typename T>
using TinyGemmKernel = void (*)(int64_t n, T alpha, T const* a, int64_t a_rs, int64_t a_cs,
                                bool conj_a, T const* b, int64_t b_rs, int64_t b_cs, bool conj_b,
                                T beta, T* c, int64_t ldc);

/** kernel[M - 1][K - 1] for 1 <= M, K <= tiny_max. */
template <typename T>
struct TinyGemmTable {
    TinyGemmKernel<T> kernel[tiny_max][tiny_max];
};

namespace generic {
template <typename T>
TinyGemmTable<T> const& tiny_gemm_table();
}
#if defined(__x86_64__)
namespace avx2 {
template <typename T>
TinyGemmTable<T> const& tiny_gemm_table();
}
namespace avx512 {
template <typename T>
TinyGemmTable<T> const& tiny_gemm_table();
}
#endif

/** The tiny-kernel table of `isa` for T. */
template <typename T>
TinyGemmTable<T> const& tiny_gemm_table(Isa isa)
{
#if defined(__x86_64__)
    if (isa == Isa::avx512) return avx512::tiny_gemm_table<T>();
    if (isa == Isa::avx2) return avx2::tiny_gemm_table<T>();
#endif
    (void)isa;
    return generic::tiny_gemm_table<T>();
}

}  // namespace batchblas::cpu
