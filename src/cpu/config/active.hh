// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tuning table of the ISA the CPU kernels run with (active_isa()): what the drivers and the
 * planner read at run time. The kernel objects read their own ISA's table at compile time
 * instead (an inline function compiled with two ISAs' flags would be one symbol).
 */
#pragma once

#include "cpu/config/avx2.hh"
#include "cpu/config/avx512.hh"
#include "cpu/config/generic.hh"
#include "cpu/kernels/isa.hh"

namespace batchblas::cpu {

/** The tuning table of `isa`. */
inline CpuTuning const& tuning_of(Isa isa)
{
    if (isa == Isa::avx512) return avx512::tuning;
    if (isa == Isa::avx2) return avx2::tuning;
    return generic::tuning;
}

/** The largest value of field(table) over every ISA's table: the compile-time capacity of a
 *  buffer whose use the active table bounds. */
template <typename Field>
constexpr auto largest_of(Field field)
{
    auto const a = field(generic::tuning), b = field(avx2::tuning), c = field(avx512::tuning);
    return a > b ? (a > c ? a : c) : (b > c ? b : c);
}

/** The tuning table of active_isa(), looked up once. */
inline CpuTuning const& active_tuning()
{
    static CpuTuning const& table = tuning_of(active_isa());
    return table;
}

}  // namespace batchblas::cpu
