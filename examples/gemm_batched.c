// SPDX-License-Identifier: BSD-3-Clause
/*
 * gemm_batched.c: the standard (group-based) batched BLAS C API from C99.
 *
 * Computes C_i = alpha_g * op(A_i) * B_i + beta_g * C_i for five problems in two groups:
 *   group 0: 3 problems, 2 x 2 result, inner dimension 3, op(A) = A
 *   group 1: 2 problems, 4 x 4 result, inner dimension 4, op(A) = A^T
 * Column-major storage. Build against an installed batchblas with CMake (see CMakeLists.txt
 * beside this file) or with pkg-config:
 *   cc -std=c99 gemm_batched.c $(pkg-config --cflags --libs batchblas) -lm -o gemm_batched_c
 */
#include <batchblas.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { GROUP_COUNT = 2, BATCH_COUNT = 5 };

/* Reference for one problem, column-major: C = alpha op(A) B + beta C. */
static void gemm_reference(blas_trans_t transA, int64_t m, int64_t n, int64_t k, double alpha,
                           const double* A, int64_t lda, const double* B, int64_t ldb, double beta,
                           double* C, int64_t ldc)
{
    for (int64_t j = 0; j < n; ++j) {
        for (int64_t i = 0; i < m; ++i) {
            double sum = 0.0;
            for (int64_t l = 0; l < k; ++l) {
                double a = (transA == BlasNoTrans) ? A[i + l * lda] : A[l + i * lda];
                sum += a * B[l + j * ldb];
            }
            C[i + j * ldc] = alpha * sum + beta * C[i + j * ldc];
        }
    }
}

int main(void)
{
    /* One entry per group. */
    const blas_trans_t transA[GROUP_COUNT] = {BlasNoTrans, BlasTrans};
    const blas_trans_t transB[GROUP_COUNT] = {BlasNoTrans, BlasNoTrans};
    const int64_t m[GROUP_COUNT] = {2, 4};
    const int64_t n[GROUP_COUNT] = {2, 4};
    const int64_t k[GROUP_COUNT] = {3, 4};
    const double alpha[GROUP_COUNT] = {1.0, 0.5};
    const double beta[GROUP_COUNT] = {0.0, 2.0};
    const int64_t group_sizes[GROUP_COUNT] = {3, 2};
    /* Leading dimensions: rows of A as stored (m for NoTrans, k for Trans), k for B, m for C. */
    const int64_t A_ld[GROUP_COUNT] = {2, 4};
    const int64_t B_ld[GROUP_COUNT] = {3, 4};
    const int64_t C_ld[GROUP_COUNT] = {2, 4};

    /* One pointer per problem, group after group. */
    const double* A[BATCH_COUNT];
    const double* B[BATCH_COUNT];
    double* C[BATCH_COUNT];
    double* C_expected[BATCH_COUNT];
    double* storage[4 * BATCH_COUNT];
    int64_t group_of[BATCH_COUNT];

    int64_t p = 0;
    for (int64_t g = 0; g < GROUP_COUNT; ++g) {
        for (int64_t i = 0; i < group_sizes[g]; ++i, ++p) {
            const int64_t a_size = m[g] * k[g], b_size = k[g] * n[g], c_size = m[g] * n[g];
            double* a = malloc(sizeof(double) * a_size);
            double* b = malloc(sizeof(double) * b_size);
            double* c = malloc(sizeof(double) * c_size);
            double* c_ref = malloc(sizeof(double) * c_size);
            if (!a || !b || !c || !c_ref) {
                fprintf(stderr, "out of memory\n");
                return EXIT_FAILURE;
            }
            for (int64_t e = 0; e < a_size; ++e) a[e] = (double)((e + p) % 5) - 2.0;
            for (int64_t e = 0; e < b_size; ++e) b[e] = (double)((2 * e + p) % 7) - 3.0;
            for (int64_t e = 0; e < c_size; ++e) c[e] = c_ref[e] = (double)(e % 3);
            A[p] = a;
            B[p] = b;
            C[p] = c;
            C_expected[p] = c_ref;
            group_of[p] = g;
            storage[4 * p] = a;
            storage[4 * p + 1] = b;
            storage[4 * p + 2] = c;
            storage[4 * p + 3] = c_ref;
        }
    }

    /* ReportAll: info[0] selects the mode on entry; info[1 + i] receives problem i's code. */
    int64_t info[BATCH_COUNT + 1];
    info[0] = BblasErrorsReportAll;

    BLAS_gemm_batched_r64(BlasColMajor, transA, transB, m, n, k, alpha, A, A_ld, B, B_ld, beta, C,
                          C_ld, GROUP_COUNT, group_sizes, info);

    if (info[0] != 0) {
        fprintf(stderr, "BLAS_gemm_batched_r64 failed: info[0] = %lld\n", (long long)info[0]);
        for (int64_t i = 0; i < BATCH_COUNT; ++i)
            if (info[1 + i] != 0)
                fprintf(stderr, "  problem %lld: info = %lld\n", (long long)i,
                        (long long)info[1 + i]);
        return EXIT_FAILURE;
    }

    double max_error = 0.0;
    for (p = 0; p < BATCH_COUNT; ++p) {
        const int64_t g = group_of[p];
        gemm_reference(transA[g], m[g], n[g], k[g], alpha[g], A[p], A_ld[g], B[p], B_ld[g], beta[g],
                       C_expected[p], C_ld[g]);
        for (int64_t e = 0; e < m[g] * n[g]; ++e) {
            const double error = fabs(C[p][e] - C_expected[p][e]);
            if (error > max_error) max_error = error;
        }
    }

    for (int64_t g = 0, first = 0; g < GROUP_COUNT; first += group_sizes[g], ++g) {
        printf("group %lld (%lld problems, %lldx%lldx%lld), C of problem %lld:\n", (long long)g,
               (long long)group_sizes[g], (long long)m[g], (long long)n[g], (long long)k[g],
               (long long)first);
        for (int64_t i = 0; i < m[g]; ++i) {
            for (int64_t j = 0; j < n[g]; ++j) printf(" %8.2f", C[first][i + j * C_ld[g]]);
            printf("\n");
        }
    }
    printf("max |C - C_reference| over %d problems: %g\n", BATCH_COUNT, max_error);

    for (int64_t s = 0; s < 4 * BATCH_COUNT; ++s) free(storage[s]);
    if (max_error > 1e-12) {
        printf("FAILED\n");
        return EXIT_FAILURE;
    }
    printf("OK\n");
    return EXIT_SUCCESS;
}
