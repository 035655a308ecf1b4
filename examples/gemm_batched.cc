// SPDX-License-Identifier: BSD-3-Clause
// gemm_batched.cc: the batchblas C++ API (BLAS++ batch convention) from C++17.
//
// Computes C_i = alpha * A_i * B_i + beta * C_i for a batch in which every problem has its own
// size. Each argument vector holds one value for the whole batch or one value per problem.
// Then shows what a failed check looks like: batchblas::Error is thrown, info holds a code per
// problem and no output has been touched.
#include <batchblas.hh>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

// Reference for one column-major problem with op(A) = A, op(B) = B.
void gemm_reference(int64_t m, int64_t n, int64_t k, double alpha, double const* A, int64_t lda,
                    double const* B, int64_t ldb, double beta, double* C, int64_t ldc)
{
    for (int64_t j = 0; j < n; ++j) {
        for (int64_t i = 0; i < m; ++i) {
            double sum = 0.0;
            for (int64_t l = 0; l < k; ++l) sum += A[i + l * lda] * B[l + j * ldb];
            C[i + j * ldc] = alpha * sum + beta * C[i + j * ldc];
        }
    }
}

}  // namespace

int main()
{
    using batchblas::Layout;
    using batchblas::Op;

    // Sizes and leading dimensions per problem; options and scalars shared by the whole batch.
    std::vector<int64_t> const m{2, 3, 4, 5, 1};
    std::vector<int64_t> const n{2, 1, 3, 5, 4};
    std::vector<int64_t> const k{3, 2, 4, 1, 2};
    size_t const batch_count = m.size();
    std::vector<Op> const transA{Op::NoTrans};
    std::vector<Op> const transB{Op::NoTrans};
    std::vector<double> const alpha{2.0};
    std::vector<double> const beta{-1.0};
    std::vector<int64_t> lda(batch_count), ldb(batch_count), ldc(batch_count);

    std::vector<std::vector<double>> A_data(batch_count), B_data(batch_count), C_data(batch_count);
    std::vector<double*> A(batch_count), B(batch_count), C(batch_count);
    for (size_t i = 0; i < batch_count; ++i) {
        lda[i] = m[i];
        ldb[i] = k[i];
        ldc[i] = m[i];
        A_data[i].resize(m[i] * k[i]);
        B_data[i].resize(k[i] * n[i]);
        C_data[i].resize(m[i] * n[i]);
        for (size_t e = 0; e < A_data[i].size(); ++e) A_data[i][e] = double((e + i) % 5) - 2.0;
        for (size_t e = 0; e < B_data[i].size(); ++e) B_data[i][e] = double((3 * e + i) % 7) - 3.0;
        for (size_t e = 0; e < C_data[i].size(); ++e) C_data[i][e] = double(e % 4);
        A[i] = A_data[i].data();
        B[i] = B_data[i].data();
        C[i] = C_data[i].data();
    }
    std::vector<std::vector<double>> C_expected = C_data;

    // info.size() == batch_count: every problem is checked and gets its own code.
    std::vector<int64_t> info(batch_count);
    try {
        batchblas::gemm(Layout::ColMajor, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C,
                        ldc, batch_count, info);
    } catch (batchblas::Error const& e) {
        std::fprintf(stderr, "batchblas::gemm failed: %s\n", e.what());
        return 1;
    }

    double max_error = 0.0;
    for (size_t i = 0; i < batch_count; ++i) {
        gemm_reference(m[i], n[i], k[i], alpha[0], A[i], lda[i], B[i], ldb[i], beta[0],
                       C_expected[i].data(), ldc[i]);
        for (size_t e = 0; e < C_data[i].size(); ++e)
            max_error = std::fmax(max_error, std::fabs(C_data[i][e] - C_expected[i][e]));
    }
    std::printf("C of problem 2 (%lldx%lld):\n", (long long)m[2], (long long)n[2]);
    for (int64_t r = 0; r < m[2]; ++r) {
        for (int64_t c = 0; c < n[2]; ++c) std::printf(" %8.2f", C[2][r + c * ldc[2]]);
        std::printf("\n");
    }
    std::printf("max |C - C_reference| over %zu problems: %g\n", batch_count, max_error);

    // A leading dimension smaller than the rows of A in problem 3: the call throws, info names
    // the problem (its code is -position of lda) and nothing is computed.
    std::vector<int64_t> bad_lda = lda;
    bad_lda[3] = m[3] - 1;
    std::vector<std::vector<double>> const C_before = C_data;
    bool thrown = false;
    try {
        batchblas::gemm(Layout::ColMajor, transA, transB, m, n, k, alpha, A, bad_lda, B, ldb, beta,
                        C, ldc, batch_count, info);
    } catch (batchblas::Error const& e) {
        thrown = true;
        std::printf("invalid lda caught: %s\n", e.what());
        for (size_t i = 0; i < batch_count; ++i)
            if (info[i] != 0) std::printf("  problem %zu: info = %lld\n", i, (long long)info[i]);
    }

    bool const ok = max_error <= 1e-12 && thrown && info[3] != 0 && C_data == C_before;
    std::printf("%s\n", ok ? "OK" : "FAILED");
    return ok ? 0 : 1;
}
