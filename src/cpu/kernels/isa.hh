// SPDX-License-Identifier: BSD-3-Clause
/**
 * Which instruction set the CPU kernels run with: detected once at run time, so that one binary
 * runs on any x86-64 and uses the widest vectors the machine has.
 *
 * The kernel files of src/cpu/kernels/common/ are compiled once per ISA (generic, avx2, avx512),
 * with that ISA's flags and with BATCHBLAS_ISA_NS set to its name; the kernel templates
 * in common/ open `namespace batchblas::cpu::BATCHBLAS_ISA_NS`, so every ISA's instances have
 * their own symbols and never meet at link time. Drivers, compiled for the baseline, call the
 * instances of active_isa() only.
 *
 * A build may leave ISAs out (CMake option BATCHBLAS_KERNEL_ISAS, e.g. for the cheaper sanitizer
 * builds): CMake then defines BATCHBLAS_NO_AVX2_KERNELS and/or BATCHBLAS_NO_AVX512_KERNELS for
 * every target, and BATCHBLAS_AVX2_KERNELS / BATCHBLAS_AVX512_KERNELS below say which x86 kernels
 * exist; code must reference an ISA's kernels only under its macro. generic is always built, and
 * avx512 only with avx2 (its compact kernels fall back to avx2's).
 */
#pragma once

#if defined(__x86_64__) && !defined(BATCHBLAS_NO_AVX2_KERNELS)
#define BATCHBLAS_AVX2_KERNELS 1
#if !defined(BATCHBLAS_NO_AVX512_KERNELS)
#define BATCHBLAS_AVX512_KERNELS 1
#endif
#endif

namespace batchblas::cpu {

enum class Isa { generic = 0, avx2 = 1, avx512 = 2 };

/** The ISA the kernels use: the best this build has and the CPU supports, lowered (never raised) by the
 *  environment variable BATCHBLAS_ISA=generic|avx2|avx512. Detected on the first call. */
Isa active_isa();

/** Whether this build has kernels for `isa` and this CPU can run them. */
bool isa_supported(Isa isa);

/** "generic", "avx2" or "avx512". */
char const* isa_name(Isa isa);

}  // namespace batchblas::cpu
