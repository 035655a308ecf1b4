// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tuning table of the AVX2 kernels (16 registers of 32 bytes): generic.hh's table with the
 * limits of the masked-vector kernels. Measurements: docs/design-notes/cpu.md.
 */
#pragma once

#include "cpu/config/generic.hh"
#include "cpu/config/tuning.hh"

namespace batchblas::cpu::avx2 {

inline constexpr CpuTuning tuning = [] {
    CpuTuning t = generic::tuning;
    // MR x NR accumulators in 12 of the 16 registers (docs/design-notes/cpu.md, blocked gemm).
    t.gemm_blocks = {{16, 6, 256, 192, 4080}, {8, 6, 256, 96, 4080}, {8, 3, 256, 96, 4080},
                     {4, 3, 256, 96, 4080}};
    // Real types: exact-size kernels of one vector of rows (4 double, 8 float); dense squares
    // up to four vectors (16) from 9, below which the per-order square kernels are faster; the
    // any-size kernel in one panel of 16 rows and no deeper or wider than 32, where panels of
    // 16 rows fell behind the blocked path (docs/design-notes/cpu.md, tiny gemm).
    t.gemm.s = {8, 8, 9, 16, {16, 32, 32, 32}};
    t.gemm.d = {8, 4, 9, 16, {16, 32, 32, 32}};
    // Complex types: the any-size kernel up to 32, ahead from 12 and for sizes 1..32 each its
    // own (docs/design-notes/cpu.md, tiny gemm).
    t.gemm.c = {8, 0, 9, 0, {32, 32, 32, 32}};
    t.gemm.z = {8, 0, 9, 0, {32, 32, 32, 32}};
    // Interleaved solves ahead up to these orders (docs/design-notes/cpu.md, interleaved LAPACK).
    t.interleaved_solve_max = {40, 20, 40, 32};
    // Interleaved Cholesky ahead up to these orders (docs/design-notes/cpu.md, interleaved LAPACK).
    t.interleaved_potrf_max = {48, 32, 56, 56};
    // Interleaved LU ahead up to these orders, further out of cache (docs/design-notes/cpu.md,
    // interleaved LAPACK).
    t.interleaved_getrf_max = {32, 16, 56, 56};
    t.interleaved_getrf_max_from_memory = {56, 16, 56, 56};
    return t;
}();

}  // namespace batchblas::cpu::avx2
