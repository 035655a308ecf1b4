// SPDX-License-Identifier: BSD-3-Clause
// readme_cxx.cc: README.md's C++ example as a complete program. The lines between the [readme]
// markers are README's code block, word for word (tests/install/install_test.sh checks that they
// agree and compiles this file with -Wall -Wextra -pedantic -Werror).
//
// A batch of column-major gemms C_i = A_i B_i, every problem its own size.
#include <batchblas.hh>

#include <cstdint>
#include <cstdio>
#include <vector>

int main()
{
    size_t const batch_count = 40;
    std::vector<int64_t> m(batch_count), n(batch_count), k(batch_count);
    std::vector<int64_t> lda(batch_count), ldb(batch_count), ldc(batch_count);
    std::vector<std::vector<double>> data(3 * batch_count);
    std::vector<double*> A(batch_count), B(batch_count), C(batch_count);
    for (size_t i = 0; i < batch_count; ++i) {
        m[i] = 1 + int64_t(i % 7);
        n[i] = 1 + int64_t(i % 5);
        k[i] = 1 + int64_t(i % 3);
        lda[i] = m[i];
        ldb[i] = k[i];
        ldc[i] = m[i];
        data[3 * i].resize(size_t(m[i] * k[i]));
        data[3 * i + 1].resize(size_t(k[i] * n[i]));
        data[3 * i + 2].resize(size_t(m[i] * n[i]), -1.0);
        for (size_t e = 0; e < data[3 * i].size(); ++e) data[3 * i][e] = double((e + i) % 5) - 2;
        for (size_t e = 0; e < data[3 * i + 1].size(); ++e) data[3 * i + 1][e] = double(e % 3);
        A[i] = data[3 * i].data();
        B[i] = data[3 * i + 1].data();
        C[i] = data[3 * i + 2].data();
    }

    // [readme]
    std::vector<int64_t> info(batch_count);                  // per-problem codes; throws on error
    batchblas::gemm(batchblas::Layout::ColMajor, {batchblas::Op::NoTrans}, {batchblas::Op::NoTrans},
                    m, n, k, {1.0}, A, lda, B, ldb, {0.0}, C, ldc, batch_count, info);
    // [/readme]

    for (size_t i = 0; i < batch_count; ++i)
        for (int64_t col = 0; col < n[i]; ++col)
            for (int64_t row = 0; row < m[i]; ++row) {
                double sum = 0;
                for (int64_t l = 0; l < k[i]; ++l)
                    sum += A[i][row + l * lda[i]] * B[i][l + col * ldb[i]];
                if (C[i][row + col * ldc[i]] != sum) {
                    std::fprintf(stderr, "problem %zu: C(%lld, %lld) = %g, expected %g\n", i,
                                 (long long)row, (long long)col, C[i][row + col * ldc[i]], sum);
                    return 1;
                }
            }
    std::printf("OK\n");
    return 0;
}
