// SPDX-License-Identifier: BSD-3-Clause
/**
 * bblas_set_num_threads, bblas_get_num_threads (batchblas.h): the CPU thread count of every
 * batchblas call, kept by the CPU backend (cpu::requested_threads) where each call reads it.
 */
#include <batchblas.h>

#include <atomic>

#include "cpu/drivers/parallel.hh"

extern "C" {

BBLAS_API void bblas_set_num_threads(int num_threads)
{
    batchblas::cpu::requested_threads.store(num_threads > 0 ? num_threads : 0,
                                            std::memory_order_relaxed);
}

BBLAS_API int bblas_get_num_threads(void)
{
    return batchblas::cpu::configured_threads();
}

}  // extern "C"
