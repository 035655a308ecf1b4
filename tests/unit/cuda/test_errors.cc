// SPDX-License-Identifier: BSD-3-Clause
/**
 * CUDA errors as the caller sees them: an error the caller left pending is neither taken for
 * the library's own nor cleared by a call, and a kernel that faults is reported as a status
 * (BBLAS_ERROR_CUDA) by the queue's sync and by the calls after it, never as a silent result.
 */
#include <batchblas/cuda.h>

#include <cstdio>
#include <cstdlib>

#include "harness.hh"

namespace gpu_test {
namespace {

/** One gemm group: count problems of n x n (column-major, NN) with the given pointers. */
void gemm_group(int64_t n, std::vector<double const*> const& A, std::vector<double const*> const& B,
                std::vector<double*> const& C, int64_t* info, bblas_queue_t queue)
{
    blas_trans_t const ta[] = {BlasNoTrans}, tb[] = {BlasNoTrans};
    int64_t const m[] = {n}, nn[] = {n}, k[] = {n}, ld[] = {n};
    double const alpha[] = {1.0}, beta[] = {0.5};
    int64_t const sizes[] = {int64_t(C.size())};
    BLAS_gemm_batched_r64_gpu(BlasColMajor, ta, tb, m, nn, k, alpha, A.data(), ld, B.data(), ld,
                              beta, C.data(), ld, 1, sizes, info, queue);
}

TEST(Errors, CallerPendingErrorIsNeitherTakenNorCleared)
{
    GPU_TEST_REQUIRE_DEVICE();
    std::mt19937_64 rng(5);
    int64_t const n = 32;
    std::vector<double> hA(n * n), hB(n * n), hC(n * n);
    for (auto* v : {&hA, &hB, &hC})
        for (double& x : *v) x = random_value<double>(rng);
    DeviceArray<double> dA(hA), dB(hB), dC(hC);
    bblas_queue_t queue = nullptr;
    ASSERT_EQ(bblas_queue_create(&queue, 0), 0);
    (void)cudaGetLastError();

    // The caller's own failure, left pending: an allocation far beyond any device's memory.
    void* huge = nullptr;
    ASSERT_EQ(cudaMalloc(&huge, size_t(1) << 60), cudaErrorMemoryAllocation);

    std::vector<int64_t> info(2, BblasErrorsReportAll);  // info[0], then one per problem
    gemm_group(n, {dA.get()}, {dB.get()}, {dC.get()}, info.data(), queue);
    EXPECT_EQ(info[0], 0) << bblas_queue_last_error(queue);
    EXPECT_EQ(bblas_queue_sync(queue), 0);
    // Still the caller's to read, and only once.
    EXPECT_EQ(cudaGetLastError(), cudaErrorMemoryAllocation);
    EXPECT_EQ(cudaGetLastError(), cudaSuccess);

    std::vector<double> want(hC);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
            long double s = 0;
            for (int64_t l = 0; l < n; ++l) s += (long double)hA[i + l * n] * hB[l + j * n];
            want[i + j * n] = double(s + 0.5L * hC[i + j * n]);
        }
    auto const got = dC.read();
    for (size_t e = 0; e < got.size(); ++e) ASSERT_NEAR(got[e], want[e], 1e-12) << "element " << e;
    bblas_queue_destroy(queue);
}

/** In a process of its own (the fault ends the CUDA context): a gemm whose A pointer is no
 *  device memory. Exit code 0 when the fault came back as BBLAS_ERROR_CUDA from the sync and
 *  from the next call; 1 when it was silent. */
[[noreturn]] void faulting_gemm()
{
    bblas_queue_t queue = nullptr;
    if (bblas_queue_create(&queue, 0) != 0) std::exit(2);
    int64_t const n = 32;
    std::vector<double> host(n * n, 1.0);
    DeviceArray<double> dB(host), dC(host);
    // Not null (the checks pass), 64 KiB aligned, mapped nowhere on the device.
    auto const* bogus = reinterpret_cast<double const*>(uintptr_t(1) << 16);
    std::vector<int64_t> info(2, BblasErrorsReportAll);  // info[0], then one per problem
    gemm_group(n, {bogus}, {dB.get()}, {dC.get()}, info.data(), queue);
    int const sync = bblas_queue_sync(queue);
    std::fprintf(stderr, "call info %lld, sync %d: %s\n", (long long)info[0], sync,
                 bblas_queue_last_error(queue));
    info[0] = BblasErrorsReportAll;
    gemm_group(n, {dB.get()}, {dB.get()}, {dC.get()}, info.data(), queue);
    std::fprintf(stderr, "next call info %lld\n", (long long)info[0]);
    bool const reported = sync == BBLAS_ERROR_CUDA && info[0] == BBLAS_ERROR_CUDA;
    std::fflush(stderr);
    std::_Exit(reported ? 0 : 1);
}

TEST(ErrorsDeathTest, KernelFaultIsReportedAsStatus)
{
    GPU_TEST_REQUIRE_DEVICE();
    // A fresh process (fork and exec): this one's CUDA context must not be inherited.
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EXPECT_EXIT(faulting_gemm(), ::testing::ExitedWithCode(0), "sync -1000");
}

}  // namespace
}  // namespace gpu_test
