// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tuning table of the AVX-512 kernels (32 registers of 64 bytes): generic.hh's table with
 * the limits of the masked-vector kernels. Measurements: docs/design-notes/cpu.md.
 */
#pragma once

#include "cpu/config/generic.hh"
#include "cpu/config/tuning.hh"

namespace batchblas::cpu::avx512 {

inline constexpr CpuTuning tuning = [] {
    CpuTuning t = generic::tuning;
    // MR x NR accumulators in 16 of the 32 registers (docs/design-notes/cpu.md, blocked gemm).
    t.gemm_blocks = {{32, 8, 256, 192, 4080}, {16, 8, 256, 96, 4080}, {16, 4, 256, 96, 4080},
                     {8, 4, 256, 96, 4080}};
    // Float: exact-size kernels of one vector (16 rows); dense squares 9..32, below which the
    // per-order square kernels are faster; the any-size kernel up to 128, ahead of the blocked
    // path there in cache (docs/design-notes/cpu.md, tiny gemm).
    t.gemm.s = {8, 16, 9, 32, {128, 128, 128, 128}};
    // Double: as float with 8-row vectors; dense squares from 5, where the per-order square
    // kernels assemble 5-7-row columns element by element (docs/design-notes/cpu.md, tiny gemm).
    t.gemm.d = {8, 8, 5, 32, {128, 128, 128, 128}};
    // Complex float: the any-size kernel up to 128, ahead in and out of cache
    // (docs/design-notes/cpu.md, tiny gemm).
    t.gemm.c = {8, 0, 9, 0, {128, 128, 128, 128}};
    // Complex double: up to 128 alone, 64 columns in runs too large for the caches, where the
    // blocked path's fetch of C ahead wins (docs/design-notes/cpu.md, tiny gemm).
    t.gemm.z = {8, 0, 9, 0, {128, 128, 128, 64}};
    // Interleaved solves ahead up to these orders (docs/design-notes/cpu.md, interleaved LAPACK).
    t.interleaved_solve_max = {48, 32, 40, 32};
    // Interleaved Cholesky ahead up to these orders (docs/design-notes/cpu.md, interleaved LAPACK).
    t.interleaved_potrf_max = {56, 56, 56, 40};
    // Interleaved LU ahead up to these orders, further out of cache (docs/design-notes/cpu.md,
    // interleaved LAPACK).
    t.interleaved_getrf_max = {28, 20, 56, 40};
    t.interleaved_getrf_max_from_memory = {48, 32, 56, 40};
    // A step interchanges up to a vector's lanes of rows; from order 24 complex LU swaps fewer
    // on half a vector (docs/design-notes/cpu.md, interleaved LU with partial pivoting).
    t.interleaved_getrf_complex_half_width_from = 24;
    return t;
}();

}  // namespace batchblas::cpu::avx512
