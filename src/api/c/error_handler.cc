// SPDX-License-Identifier: BSD-3-Clause
/**
 * The error handler of the C APIs (batchblas.h: bblas_set_error_handler): where a call made
 * with info == NULL reports its first invalid argument, as LAPACK's xerbla. One handler for the
 * whole process, replaced atomically, so that a call on any thread sees either the old or the
 * new one.
 */
#include <batchblas.h>

#include <atomic>
#include <cinttypes>
#include <cstdio>

namespace {

void default_handler(char const* routine, int64_t argument, int64_t problem)
{
    if (problem >= 0)
        std::fprintf(stderr,
                     "batchblas: %s: invalid argument %" PRId64 " in problem %" PRId64
                     " (info is NULL)\n",
                     routine, argument, problem);
    else
        std::fprintf(stderr, "batchblas: %s: invalid argument %" PRId64 " (info is NULL)\n",
                     routine, argument);
}

std::atomic<bblas_error_handler_t> current{&default_handler};

}  // namespace

extern "C" {

BBLAS_API bblas_error_handler_t bblas_set_error_handler(bblas_error_handler_t handler)
{
    return current.exchange(handler != nullptr ? handler : &default_handler);
}

BBLAS_API bblas_error_handler_t bblas_get_error_handler(void)
{
    return current.load();
}

}  // extern "C"
