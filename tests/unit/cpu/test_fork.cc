// SPDX-License-Identifier: BSD-3-Clause
/**
 * fork() after a threaded call: GNU libgomp's thread pool does not survive fork, and a child's
 * next parallel region would wait forever for threads it does not have. The library's fork
 * handler (cpu/drivers/parallel.hh) makes the child run its batches on its one thread: the
 * child's large call must finish, with the parent's results.
 */
#include <batchblas.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#if defined(__linux__)
#include <sys/wait.h>
#include <unistd.h>
#endif

#ifdef BATCHBLAS_HAVE_OPENMP
#include <omp.h>
#endif

namespace {

#if defined(__linux__)

/** count n x n gemms (C = A B), large enough to run on the thread team; returns info. */
int64_t large_batch(std::vector<double>& c)
{
    int64_t const n = 32, count = 512;
    std::vector<double> a(size_t(n * n * count)), b(a.size());
    c.assign(a.size(), 0);
    for (size_t i = 0; i < a.size(); ++i) {
        a[i] = double(i % 7) - 3;
        b[i] = double(i % 5) * 0.5;
    }
    std::vector<double const*> A, B;
    std::vector<double*> C;
    for (int64_t q = 0; q < count; ++q) {
        A.push_back(a.data() + q * n * n);
        B.push_back(b.data() + q * n * n);
        C.push_back(c.data() + q * n * n);
    }
    blas_trans_t nt = BlasNoTrans;
    int64_t nn = n, gs = count, info = BblasErrorsReportAny;
    double alpha = 1, beta = 0;
    BLAS_gemm_batched_r64(BlasColMajor, &nt, &nt, &nn, &nn, &nn, &alpha, A.data(), &nn, B.data(),
                          &nn, &beta, C.data(), &nn, 1, &gs, &info);
    return info;
}

TEST(Fork, ChildOfAThreadedCallComputesItsNextLargeBatch)
{
#ifdef BATCHBLAS_HAVE_OPENMP
    // A team of at least two, whatever the machine: the parent's pool must exist at the fork.
    int const threads = omp_get_max_threads();
    omp_set_num_threads(threads < 2 ? 2 : threads);
#endif
    std::vector<double> parent;
    ASSERT_EQ(large_batch(parent), 0);
    pid_t const child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        alarm(60);  // a hung child dies of SIGALRM instead of hanging the test
        std::vector<double> mine;
        bool const ok = large_batch(mine) == 0 && mine == parent;
        bool const again = large_batch(mine) == 0 && mine == parent;
        _exit(ok && again ? 0 : 1);
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
#ifdef BATCHBLAS_HAVE_OPENMP
    omp_set_num_threads(threads);
#endif
    EXPECT_FALSE(WIFSIGNALED(status)) << "child killed by signal " << WTERMSIG(status)
                                      << " (SIGALRM: it hung)";
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "child's results differ";
    // The parent's pool is unaffected.
    std::vector<double> after;
    EXPECT_EQ(large_batch(after), 0);
    EXPECT_EQ(after, parent);
}

/** The pool the fork leaves behind is the caller's own (no batchblas call before the fork in
 *  this process when ctest runs the test alone): the child's call must still finish. */
TEST(Fork, ChildAfterTheCallersOwnParallelRegionComputes)
{
    int64_t sum = 0;
#ifdef BATCHBLAS_HAVE_OPENMP
#pragma omp parallel num_threads(2) reduction(+ : sum)
    sum += 1;
#endif
    EXPECT_GE(sum, 1);
    pid_t const child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        alarm(60);
        std::vector<double> c;
        _exit(large_batch(c) == 0 ? 0 : 1);
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    EXPECT_FALSE(WIFSIGNALED(status)) << "child killed by signal " << WTERMSIG(status)
                                      << " (SIGALRM: it hung)";
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
}

#endif

}  // namespace
