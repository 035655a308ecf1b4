// SPDX-License-Identifier: BSD-3-Clause
/**
 * What the benchmark measures about the machine before it starts: the CPU, its caches, the
 * floating-point peak actually reachable by all threads at once (a small FMA kernel in the
 * widest vector ISA the CPU has, chosen at run time) and the memory bandwidth (a STREAM triad).
 * They give every row its "% of peak" and "% of roofline" (min(peak, bandwidth x flops/byte)).
 */
#pragma once

#include <cstddef>
#include <string>

namespace bench {

struct Machine {
    std::string cpu;           // model name
    std::string isa;           // vector ISA of the peak kernel: avx512f, avx2+fma, sse2
    int threads = 1;           // OpenMP threads used throughout
    size_t l2_bytes = 0;       // per core
    size_t l3_bytes = 0;       // per socket (0 if unknown)
    double peak64 = 0;         // GFLOP/s, all threads, double (FMA = 2 flops)
    double peak32 = 0;         // GFLOP/s, all threads, single
    double bandwidth = 0;      // GB/s (1e9 bytes), triad a = b + s c, all threads
    size_t triad_bytes = 0;    // footprint of the triad's three arrays
    std::string timer;         // the clock and its resolution
};

/**
 * Reads /proc and /sys and runs the two measurements on `threads` OpenMP threads (about a
 * second in all). triad_mib sizes the triad's arrays (0: 4 x L3, at least 96 MiB).
 */
Machine measure_machine(int threads, double triad_mib);

}  // namespace bench
