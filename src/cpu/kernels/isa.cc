// SPDX-License-Identifier: BSD-3-Clause
/**
 * Run-time choice of the CPU kernels' instruction set (contract: isa.hh).
 */
#include "cpu/kernels/isa.hh"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace batchblas::cpu {
namespace {

/** The best ISA this build has kernels for and this CPU can run (the features the ISA's compiler
 *  flags assume, src/CMakeLists.txt). */
Isa detected_max()
{
#if defined(BATCHBLAS_HAVE_X86_KERNELS) && defined(BATCHBLAS_AVX2_KERNELS)
    __builtin_cpu_init();
#if defined(BATCHBLAS_AVX512_KERNELS)
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
        __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
        __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        return Isa::avx512;
#endif
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return Isa::avx2;
#endif
    return Isa::generic;
}

Isa detect()
{
    Isa best = detected_max();
    if (char const* want = std::getenv("BATCHBLAS_ISA")) {
        Isa asked = best;
        if (std::strcmp(want, "generic") == 0) asked = Isa::generic;
        else if (std::strcmp(want, "avx2") == 0) asked = Isa::avx2;
        else if (std::strcmp(want, "avx512") == 0) asked = Isa::avx512;
        // A misspelt value would otherwise pass unnoticed for the one it meant (detect runs
        // once: one line per process).
        else if (want[0] != '\0')
            std::fprintf(stderr,
                         "batchblas: BATCHBLAS_ISA=%s is not one of generic, avx2, avx512; "
                         "ignored (using %s)\n",
                         want, isa_name(best));
        if (int(asked) < int(best)) best = asked;
    }
    return best;
}

}  // namespace

Isa active_isa()
{
    static Isa const isa = detect();
    return isa;
}

bool isa_supported(Isa isa) { return int(isa) <= int(detected_max()); }

char const* isa_name(Isa isa)
{
    switch (isa) {
        case Isa::avx512: return "avx512";
        case Isa::avx2: return "avx2";
        default: return "generic";
    }
}

}  // namespace batchblas::cpu
