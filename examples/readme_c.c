// SPDX-License-Identifier: BSD-3-Clause
/*
 * readme_c.c: README.md's C example as a complete program. The lines between the [readme]
 * markers are README's code block, word for word (tests/install/install_test.sh checks that
 * they agree and compiles this file with -Wall -Wextra -pedantic -Werror).
 *
 * Two groups of column-major gemms C_i = A_i B_i: 100 problems of 8 x 8, then 50 of 16 x 16.
 */
#include <batchblas.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { BATCH = 150 };

static double a_data[100 * 64 + 50 * 256], b_data[100 * 64 + 50 * 256], c_data[100 * 64 + 50 * 256];

/* Points A[i], B[i], C[i] at problem i's matrices (8 x 8 for the first 100, then 16 x 16) and
 * fills A and B with small integers, so that every product is exact. */
static void set_up_problems(const double *A[], const double *B[], double *C[])
{
    size_t offset = 0;
    for (int i = 0; i < BATCH; ++i) {
        const int order = i < 100 ? 8 : 16;
        for (int e = 0; e < order * order; ++e) {
            a_data[offset + e] = (double)((e + i) % 5) - 2.0;
            b_data[offset + e] = (double)((3 * e + i) % 7) - 3.0;
            c_data[offset + e] = NAN; /* beta = 0: C is never read */
        }
        A[i] = a_data + offset;
        B[i] = b_data + offset;
        C[i] = c_data + offset;
        offset += (size_t)(order * order);
    }
}

int main(void)
{
    /* [readme] */
    blas_trans_t nt[2] = {BlasNoTrans, BlasNoTrans};
    int64_t m[2] = {8, 16}, n[2] = {8, 16}, k[2] = {8, 16}, ld[2] = {8, 16};
    double alpha[2] = {1.0, 1.0}, beta[2] = {0.0, 0.0};
    int64_t group_sizes[2] = {100, 50};
    const double *A[150], *B[150];                           /* one pointer per problem, */
    double *C[150];                                          /* group after group */
    set_up_problems(A, B, C);                                /* your matrices */
    int64_t info[1 + 150] = {BblasErrorsReportAll};          /* info[1+i]: code of problem i */
    BLAS_gemm_batched_r64(BlasColMajor, nt, nt, m, n, k, alpha, A, ld, B, ld, beta, C, ld,
                          2, group_sizes, info);
    if (info[0] != 0) { /* info[0]: first group (from 1) holding an invalid problem */ }
    /* [/readme] */

    if (info[0] != 0) {
        fprintf(stderr, "BLAS_gemm_batched_r64: info[0] = %lld\n", (long long)info[0]);
        return EXIT_FAILURE;
    }
    for (int i = 0; i < BATCH; ++i) {
        const int order = i < 100 ? 8 : 16;
        for (int col = 0; col < order; ++col)
            for (int row = 0; row < order; ++row) {
                double sum = 0.0;
                for (int l = 0; l < order; ++l) sum += A[i][row + l * order] * B[i][l + col * order];
                if (C[i][row + col * order] != sum) {
                    fprintf(stderr, "problem %d: C(%d, %d) = %g, expected %g\n", i, row, col,
                            C[i][row + col * order], sum);
                    return EXIT_FAILURE;
                }
            }
    }
    printf("OK\n");
    return EXIT_SUCCESS;
}
