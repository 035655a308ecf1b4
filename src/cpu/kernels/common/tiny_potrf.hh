// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tiny Cholesky kernel template (contract: TinyPotrfKernel in cpu/kernels/tiny_kernels.hh),
 * written once over the ISA's vectors (common/vector.hh) and compiled once per ISA
 * (common/tiny_potrf.cc).
 *
 * N (the order) is a compile-time constant, so the factor's N columns sit in registers, MV
 * vectors each, and the right-looking elimination unrolls: column j is scaled by the inverse
 * of its pivot's square root, then every later column c takes away conj(L(c, j)) times column
 * j. A pivot is read from its lane with a compile-time index. Complex entries sit in lane pairs.
 * Nothing is written unless every pivot is positive, so a caller can hand a failing matrix to
 * a path that leaves LAPACK's partial result.
 */
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>

#include "cpu/kernels/common/gemm_micro.hh"
#include "cpu/kernels/common/vector.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace tiny_potrf_detail {

template <typename T, int N>
struct TinyPotrf {
    using Info = gemm_micro_detail::RealOf<T>;
    using R = typename Info::type;
    static constexpr bool complex = Info::complex;
    static constexpr int W = complex ? 2 : 1;
    static constexpr int rows = W * N;
    static constexpr int L = lanes_for_rows(rows, int(sizeof(R)));
    static constexpr int MV = (rows + L - 1) / L;
    using V = Vector<R, L>;

    V col[N][MV];

    R lane(int j, int real_index) const { return col[j][real_index / L][real_index % L]; }

    /** v * conj(x) for each element of v (real: v * x). */
    static V times_conj(V v, R xr, R xi)
    {
        (void)xi;
        if constexpr (complex) return times_complex<L>(v, xr, -xi);
        else return v * xr;
    }

    /** Lower factor's entries from storage: L(i, j) = A(i, j) (lower) or conj(A(j, i)). */
    void load(R const* a, int64_t rs, int64_t cs, bool upper)
    {
#pragma GCC unroll 8
        for (int j = 0; j < N; ++j)
#pragma GCC unroll 4
            for (int v = 0; v < MV; ++v)
                col[j][v] = column_lanes<V, L, W>(v, j, N, upper, [&](int i) {
                    return upper ? a + W * (j * rs + i * cs) : a + W * (i * rs + j * cs);
                });
    }

    /** 0 when factored (in col), else the 1-based index of the first non-positive pivot. */
    int64_t factor()
    {
#pragma GCC unroll 8
        for (int j = 0; j < N; ++j) {
            R const d = lane(j, W * j);
            if (!(d > R(0))) return j + 1;
            R const root = std::sqrt(d), inverse = R(1) / root;
#pragma GCC unroll 4
            for (int v = 0; v < MV; ++v) col[j][v] *= inverse;
            // The pivot itself is exact: the root, imaginary part zero.
            col[j][(W * j) / L][(W * j) % L] = root;
            if constexpr (complex) col[j][(W * j + 1) / L][(W * j + 1) % L] = 0;
#pragma GCC unroll 8
            for (int c = j + 1; c < N; ++c) {
                R const xr = lane(j, W * c);
                R xi = 0;
                if constexpr (complex) xi = lane(j, W * c + 1);
#pragma GCC unroll 4
                for (int v = 0; v < MV; ++v) col[c][v] -= times_conj(col[j][v], xr, xi);
            }
        }
        return 0;
    }

    /** Writes the factor's triangle back: L(i, j) to A(i, j) (lower) or conj to A(j, i). */
    void store(R* a, int64_t rs, int64_t cs, bool upper) const
    {
#pragma GCC unroll 8
        for (int j = 0; j < N; ++j)
#pragma GCC unroll 8
            for (int i = j; i < N; ++i) {
                R* e = upper ? a + W * (j * rs + i * cs) : a + W * (i * rs + j * cs);
                e[0] = lane(j, W * i);
                if constexpr (complex) e[1] = upper ? -lane(j, W * i + 1) : lane(j, W * i + 1);
            }
    }
};

}  // namespace tiny_potrf_detail

template <typename T, int N>
int64_t tiny_potrf(T* a, int64_t rs, int64_t cs, bool upper)
{
    using Kernel = tiny_potrf_detail::TinyPotrf<T, N>;
    using R = typename Kernel::R;
    Kernel kernel;
    kernel.load(reinterpret_cast<R const*>(a), rs, cs, upper);
    int64_t const info = kernel.factor();
    if (info == 0) kernel.store(reinterpret_cast<R*>(a), rs, cs, upper);
    return info;
}

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
