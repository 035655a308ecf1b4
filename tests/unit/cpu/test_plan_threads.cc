// SPDX-License-Identifier: BSD-3-Clause
/**
 * A problem's kernel depends on its group, never on the chunk it falls in: gemm batches of one
 * and two groups at sizes around the tiny and small kernels' limits (orders 4 to 17, square
 * and not, transposed and not) give bitwise the same results on 1, 2, 3, 5 and 8 threads,
 * where the chunk boundaries leave runs of every length, one problem included.
 */
#include <batchblas.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#ifdef _OPENMP
#include <omp.h>
#endif

namespace {

/** One gemm group's sizes and options. */
struct Shape {
    int64_t m, n, k, count;
    blas_trans_t ta, tb;
};

template <typename T>
struct Caller;
template <>
struct Caller<double> {
    template <typename... A>
    static void call(A... a)
    {
        BLAS_gemm_batched_r64(a...);
    }
};
template <>
struct Caller<float> {
    template <typename... A>
    static void call(A... a)
    {
        BLAS_gemm_batched_r32(a...);
    }
};

/** Runs the groups of `shapes` (column-major, tight leading dimensions, beta 0.5) and returns
 *  every C, concatenated. */
template <typename T>
std::vector<T> run(std::vector<Shape> const& shapes)
{
    std::mt19937_64 random(42);
    std::uniform_real_distribution<double> value(-1.0, 1.0);
    std::vector<std::vector<T>> store;
    std::vector<T const*> a, b;
    std::vector<T*> c;
    std::vector<blas_trans_t> ta, tb;
    std::vector<int64_t> m, n, k, lda, ldb, ldc, sizes;
    std::vector<T> alpha, beta;
    for (Shape const& s : shapes) {
        int64_t const ar = s.ta == BlasNoTrans ? s.m : s.k, ac = s.ta == BlasNoTrans ? s.k : s.m;
        int64_t const br = s.tb == BlasNoTrans ? s.k : s.n, bc = s.tb == BlasNoTrans ? s.n : s.k;
        ta.push_back(s.ta), tb.push_back(s.tb), m.push_back(s.m), n.push_back(s.n),
            k.push_back(s.k), lda.push_back(ar), ldb.push_back(br), ldc.push_back(s.m),
            sizes.push_back(s.count), alpha.push_back(T(0.75)), beta.push_back(T(0.5));
        for (int64_t i = 0; i < s.count; ++i) {
            for (int64_t e : {ar * ac, br * bc, s.m * s.n}) {
                store.emplace_back(size_t(e));
                for (T& x : store.back()) x = T(value(random));
            }
            size_t const last = store.size();
            a.push_back(store[last - 3].data());
            b.push_back(store[last - 2].data());
            c.push_back(store[last - 1].data());
        }
    }
    int64_t total = 0;
    for (Shape const& s : shapes) total += s.count;
    std::vector<int64_t> info(size_t(total) + 1, 0);  // the mode, then a code a problem
    info[0] = BblasErrorsReportAll;
    Caller<T>::call(BlasColMajor, ta.data(), tb.data(), m.data(), n.data(), k.data(),
                    alpha.data(), a.data(), lda.data(), b.data(), ldb.data(), beta.data(),
                    c.data(), ldc.data(), int64_t(shapes.size()), sizes.data(), info.data());
    for (int64_t code : info) EXPECT_EQ(code, 0);
    std::vector<T> out;
    for (size_t i = 0; i < store.size(); i += 3)
        out.insert(out.end(), store[i + 2].begin(), store[i + 2].end());
    return out;
}

template <typename T>
void expect_same_bits_across_threads(std::vector<Shape> const& shapes)
{
#ifndef _OPENMP
    (void)shapes;
    GTEST_SKIP() << "built without OpenMP";
#else
    int const saved = omp_get_max_threads();
    omp_set_num_threads(1);
    std::vector<T> const serial = run<T>(shapes);
    for (int threads : {2, 3, 5, 8}) {
        omp_set_num_threads(threads);
        std::vector<T> const parallel = run<T>(shapes);
        ASSERT_EQ(parallel.size(), serial.size());
        EXPECT_EQ(std::memcmp(parallel.data(), serial.data(), serial.size() * sizeof(T)), 0)
            << threads << " threads, first group " << shapes[0].m << " x " << shapes[0].n
            << " x " << shapes[0].k << ", " << shapes[0].count << " problems";
    }
    omp_set_num_threads(saved);
#endif
}

/** The sizes around the limits of the tiny (8), exact-size (a vector: 4 to 16) and dense square
 *  (16, 32) kernels. */
std::vector<int64_t> const orders = {4, 5, 7, 8, 9, 12, 15, 16, 17};

template <typename T>
void check_sizes()
{
    for (int64_t d : orders) {
        // 300 problems of order 8 on 3 threads leave a last chunk of one problem.
        for (int64_t count : {int64_t(300), int64_t(301), int64_t(1000)}) {
            expect_same_bits_across_threads<T>({{d, d, d, count, BlasNoTrans, BlasNoTrans}});
            expect_same_bits_across_threads<T>(
                {{d, d + 3, d - 1, count, BlasNoTrans, BlasTrans}});
            expect_same_bits_across_threads<T>({{d, 3, d, count, BlasTrans, BlasNoTrans}});
        }
        // Two groups: a chunk boundary inside either leaves runs of one of each.
        expect_same_bits_across_threads<T>({{d, d, d, 97, BlasNoTrans, BlasNoTrans},
                                            {d + 1, d, 2, 203, BlasNoTrans, BlasNoTrans}});
    }
}

TEST(PlanThreads, GemmDoubleSameBitsOnAnyThreadCount) { check_sizes<double>(); }

TEST(PlanThreads, GemmFloatSameBitsOnAnyThreadCount) { check_sizes<float>(); }

}  // namespace
