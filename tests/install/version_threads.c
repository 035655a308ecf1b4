// SPDX-License-Identifier: BSD-3-Clause
/*
 * version_threads.c: the install test's check of bblas_version / bblas_version_string against
 * the installed header's BATCHBLAS_VERSION_*, and of the thread control: run with
 * OMP_NUM_THREADS=3, bblas_get_num_threads follows OpenMP until bblas_set_num_threads sets a
 * count, and again after bblas_set_num_threads(0); a gemm is computed correctly at every setting.
 */
#include <batchblas.h>

#include <stdio.h>
#include <string.h>

static int failures = 0;

static void expect(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "version_threads: FAILED: %s\n", what);
        ++failures;
    }
}

/* 64 products of 4 x 4 matrices, checked exactly; runs on the current thread setting. */
static int gemm_ok(void)
{
    enum { N = 4, BATCH = 64 };
    static double a[BATCH][N * N], b[BATCH][N * N], c[BATCH][N * N];
    const double *A[BATCH], *B[BATCH];
    double *C[BATCH];
    for (int p = 0; p < BATCH; ++p) {
        for (int e = 0; e < N * N; ++e) {
            a[p][e] = (double)((e + p) % 5);
            b[p][e] = (double)(e % 3);
            c[p][e] = 0.0;
        }
        A[p] = a[p];
        B[p] = b[p];
        C[p] = c[p];
    }
    const blas_trans_t nt = BlasNoTrans;
    const int64_t n = N, group_size = BATCH;
    const double one = 1.0, zero = 0.0;
    int64_t info[1] = {BblasErrorsReportAny};
    BLAS_gemm_batched_r64(BlasColMajor, &nt, &nt, &n, &n, &n, &one, A, &n, B, &n, &zero, C, &n, 1,
                          &group_size, info);
    if (info[0] != 0) return 0;
    for (int p = 0; p < BATCH; ++p)
        for (int j = 0; j < N; ++j)
            for (int i = 0; i < N; ++i) {
                double sum = 0.0;
                for (int l = 0; l < N; ++l) sum += a[p][i + l * N] * b[p][l + j * N];
                if (c[p][i + j * N] != sum) return 0;
            }
    return 1;
}

int main(void)
{
    int major = -1, minor = -1, patch = -1;
    bblas_version(&major, &minor, &patch);
    expect(major == BATCHBLAS_VERSION_MAJOR && minor == BATCHBLAS_VERSION_MINOR &&
               patch == BATCHBLAS_VERSION_PATCH,
           "bblas_version agrees with BATCHBLAS_VERSION_*");
    bblas_version(NULL, &minor, NULL);
    char expected[64];
    snprintf(expected, sizeof expected, "%d.%d.%d", BATCHBLAS_VERSION_MAJOR,
             BATCHBLAS_VERSION_MINOR, BATCHBLAS_VERSION_PATCH);
    expect(strcmp(bblas_version_string(), expected) == 0, "bblas_version_string");
    printf("batchblas %s (header %s)\n", bblas_version_string(), expected);

    const int from_openmp = bblas_get_num_threads();
    printf("threads: %d from OpenMP\n", from_openmp);
    expect(from_openmp == 3 || from_openmp == 1, "OMP_NUM_THREADS=3 gives 3 threads (1 without OpenMP)");
    expect(gemm_ok(), "gemm with OpenMP's thread count");
    if (from_openmp == 3) {
        bblas_set_num_threads(2);
        expect(bblas_get_num_threads() == 2, "bblas_set_num_threads(2)");
        expect(gemm_ok(), "gemm on 2 threads");
        bblas_set_num_threads(5);
        expect(bblas_get_num_threads() == 5, "bblas_set_num_threads(5), above OpenMP's count");
        expect(gemm_ok(), "gemm on 5 threads");
        bblas_set_num_threads(1);
        expect(bblas_get_num_threads() == 1, "bblas_set_num_threads(1)");
        expect(gemm_ok(), "gemm on 1 thread");
        bblas_set_num_threads(0);
        expect(bblas_get_num_threads() == 3, "bblas_set_num_threads(0) follows OpenMP again");
        bblas_set_num_threads(-4);
        expect(bblas_get_num_threads() == 3, "a negative count follows OpenMP");
    }
    return failures == 0 ? 0 : 1;
}
