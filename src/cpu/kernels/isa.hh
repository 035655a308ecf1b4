/**
 * Which instruction set the CPU kernels run with: detected once at run time, so that one binary
 * runs on any x86-64 and uses the widest vectors the machine has.
 *
 * Each ISA has a folder under src/cpu/kernels/ (generic, avx2, avx512) whose files are compiled
 * with that ISA's flags and with BATCHBLAS_ISA_NS set to the folder's name; the kernel templates
 * in common/ open `namespace batchblas::cpu::BATCHBLAS_ISA_NS`, so every ISA's instances have
 * their own symbols and never meet at link time. Drivers, compiled for the baseline, call the
 * instances of active_isa() only.
 */
#pragma once

namespace batchblas::cpu {

enum class Isa { generic = 0, avx2 = 1, avx512 = 2 };

/** The ISA the kernels use: the best the CPU supports, lowered (never raised) by the
 *  environment variable BATCHBLAS_ISA=generic|avx2|avx512. Detected on the first call. */
Isa active_isa();

/** Whether this build has kernels for `isa` and this CPU can run them. */
bool isa_supported(Isa isa);

/** "generic", "avx2" or "avx512". */
char const* isa_name(Isa isa);

}  // namespace batchblas::cpu
