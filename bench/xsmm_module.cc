// SPDX-License-Identifier: BSD-3-Clause
/**
 * The libxsmm baseline as a loadable module: Debian packages libxsmm only as static libraries,
 * so this small shared object holds them (with libxsmmnoblas, libxsmm's stand-in for a BLAS it
 * would otherwise need) and exports three C entry points; batchblas_bench opens it with
 * dlopen(RTLD_LOCAL) like the other baselines. Nothing else of libxsmm is visible outside.
 */
#include <libxsmm.h>

#include <cstdio>

#define BENCH_XSMM_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

// libxsmm_init is idempotent and thread-safe; calling it before the first dispatch keeps the
// JIT's one-time set-up out of the first kernel request.
struct Init {
    Init() { libxsmm_init(); }
} const init;

}  // namespace

/** "libxsmm 1.17, target hsw": the version and the instruction set its JIT generates for. */
BENCH_XSMM_EXPORT char const* bench_xsmm_version()
{
    static char text[128];
    std::snprintf(text, sizeof text, "libxsmm %s, target %s", LIBXSMM_CONFIG_VERSION,
                  libxsmm_get_target_arch());
    return text;
}

/** JIT kernel for C = A B + beta C (column-major, no transpose), or null. */
BENCH_XSMM_EXPORT void* bench_xsmm_dmm(int m, int n, int k, int lda, int ldb, int ldc,
                                       double beta)
{
    libxsmm_blasint const ld[3] = {lda, ldb, ldc};
    double const alpha = 1.0;
    int const flags = LIBXSMM_GEMM_FLAG_NONE, prefetch = LIBXSMM_GEMM_PREFETCH_NONE;
    return reinterpret_cast<void*>(
        libxsmm_dmmdispatch(m, n, k, &ld[0], &ld[1], &ld[2], &alpha, &beta, &flags, &prefetch));
}

BENCH_XSMM_EXPORT void* bench_xsmm_smm(int m, int n, int k, int lda, int ldb, int ldc, float beta)
{
    libxsmm_blasint const ld[3] = {lda, ldb, ldc};
    float const alpha = 1.0f;
    int const flags = LIBXSMM_GEMM_FLAG_NONE, prefetch = LIBXSMM_GEMM_PREFETCH_NONE;
    return reinterpret_cast<void*>(
        libxsmm_smmdispatch(m, n, k, &ld[0], &ld[1], &ld[2], &alpha, &beta, &flags, &prefetch));
}
