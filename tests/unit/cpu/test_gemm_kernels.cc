// SPDX-License-Identifier: BSD-3-Clause
/**
 * Unit tests of the CPU GEMM kernels of every ISA this machine can run (src/cpu/kernels): the
 * micro-kernel at every tile shape it may get (m <= MR, n <= NR, packed or in-place A, the
 * beta cases) and every tiny kernel (M, K <= tiny_max, every transposition and conjugation),
 * against a plain triple loop, with guard bands around C.
 */
#include <gtest/gtest.h>

#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "common/test_util.hh"
#include "cpu/kernels/gemm_kernels.hh"
#include "cpu/kernels/isa.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace {

using namespace test;
using batchblas::cpu::GemmShape;
using batchblas::cpu::Isa;

template <typename T>
T maybe_conj(T x, bool c)
{
    return c ? test::conj(x) : x;
}

/** The three beta cases of a store: 0 (C holds NaN, must not be read), 1, a random value. */
template <typename T>
std::vector<T> betas(Random& rnd)
{
    return {T(0), T(1), rnd.next<T>()};
}

/**
 * Checks an m x n result in c (leading dimension ldc, guard of `pad` entries after each column
 * and around the buffer) against want; the guards must keep the sentinel.
 */
template <typename T>
void expect_result(std::vector<T> const& c, std::vector<T> const& want, int64_t m, int64_t n,
                   int64_t ldc, int64_t guard, double tol, std::string const& what)
{
    int bad = 0;
    for (int64_t idx = 0; idx < int64_t(c.size()); ++idx) {
        int64_t const rel = idx - guard;
        bool const inside = rel >= 0 && rel < ldc * n && rel % ldc < m;
        if (inside) {
            if (!close(c[idx], want[idx], tol) && bad++ < 3)
                ADD_FAILURE() << what << " entry " << rel % ldc << "," << rel / ldc << ": got "
                              << to_text(c[idx]) << " want " << to_text(want[idx]);
        }
        else if (!same_bits(c[idx], sentinel<T>()) && bad++ < 3) {
            ADD_FAILURE() << what << " wrote outside C at offset " << rel;
        }
    }
}

template <Isa I, typename T>
void micro_kernel_suite()
{
    constexpr int MR = GemmShape<I, T>::mr, NR = GemmShape<I, T>::nr;
    Random rnd(7);
    for (int64_t k : {1, 2, 7, 33})
        for (int m = 1; m <= MR; ++m)
            for (int n = 1; n <= NR; ++n)
                for (int form = 0; form < 3; ++form)  // packed; A in place; edge kernels, B in place
                    for (T beta : betas<T>(rnd)) {
                        bool const packed = form == 0, b_in_place = form == 2;
                        int64_t const a_step = packed ? MR : MR + 3;
                        // In place, B is column-major with a leading dimension past k.
                        int64_t const b_step = k + 2;
                        auto b_at = [&](int64_t p, int j) {
                            return size_t(b_in_place ? p + j * b_step : p * NR + j);
                        };
                        std::vector<T> a(size_t(a_step * k)),
                            b(size_t(b_in_place ? b_step * NR : NR * k));
                        for (auto& x : a) x = rnd.next<T>();
                        for (auto& x : b) x = rnd.next<T>();
                        T const alpha = rnd.next<T>();
                        int64_t const ldc = m + 2, guard = 8;
                        std::vector<T> c(size_t(2 * guard + ldc * n), sentinel<T>());
                        std::vector<T> want = c;
                        for (int j = 0; j < n; ++j)
                            for (int i = 0; i < m; ++i) {
                                size_t const at = size_t(guard + i + j * ldc);
                                c[at] = beta == T(0) ? nan_value<T>() : rnd.next<T>();
                                T s = 0;
                                for (int64_t p = 0; p < k; ++p)
                                    s += a[size_t(i + p * a_step)] * b[b_at(p, j)];
                                want[at] = alpha * s + (beta == T(0) ? T(0) : beta * c[at]);
                            }
                        if (packed)
                            batchblas::cpu::gemm_micro_kernel<I, T, true>(
                                k, alpha, a.data(), MR, b.data(), beta, c.data() + guard, ldc, m,
                                n);
                        else if (!b_in_place)
                            batchblas::cpu::gemm_micro_kernel<I, T, false>(
                                k, alpha, a.data(), a_step, b.data(), beta, c.data() + guard, ldc,
                                m, n);
                        else  // the edge kernel the blocked driver takes for this tile
                            batchblas::cpu::gemm_edge_table<I, T>()
                                .kernel[m <= MR / 2 ? 1 : 0][n - 1](
                                    k, alpha, a.data(), a_step, b.data(), b_step, beta,
                                    c.data() + guard, ldc, m, n);
                        expect_result(c, want, m, n, ldc, guard, tolerance<T>(k, 4),
                                      std::string(batchblas::cpu::isa_name(I)) + " form " +
                                          std::to_string(form) + " micro m=" +
                                          std::to_string(m) + " n=" + std::to_string(n) +
                                          " k=" + std::to_string(k));
                        if (::testing::Test::HasFailure()) return;
                    }
}

template <typename T>
void tiny_kernel_suite(Isa isa)
{
    using batchblas::cpu::tiny_max;
    auto const& table = batchblas::cpu::tiny_gemm_table<T>(isa);
    Random rnd(11);
    for (int M = 1; M <= tiny_max; ++M)
        for (int K = 1; K <= tiny_max; ++K)
            for (int64_t n : {1, 2, 3, 4, 5, 9})
                for (int ta = 0; ta < 3; ++ta)  // NoTrans, Trans, ConjTrans
                    for (int tb = 0; tb < 3; ++tb) {
                        if (!is_complex_v<T> && (ta == 2 || tb == 2)) continue;
                        T const beta = betas<T>(rnd)[size_t((M + K + n) % 3)];
                        T const alpha = rnd.next<T>();
                        // A stored M x K (NoTrans) or K x M, with a leading dimension above
                        // its rows, so that strides are visible.
                        int64_t const lda = (ta == 0 ? M : K) + 1;
                        int64_t const ldb = (tb == 0 ? K : n) + 2;
                        std::vector<T> a(size_t(lda * (ta == 0 ? K : M))),
                            b(size_t(ldb * (tb == 0 ? n : K)));
                        for (auto& x : a) x = rnd.next<T>();
                        for (auto& x : b) x = rnd.next<T>();
                        auto opa = [&](int i, int p) {
                            return ta == 0 ? a[size_t(i + p * lda)]
                                           : maybe_conj(a[size_t(p + i * lda)], ta == 2);
                        };
                        auto opb = [&](int p, int64_t j) {
                            return tb == 0 ? b[size_t(p + j * ldb)]
                                           : maybe_conj(b[size_t(j + p * ldb)], tb == 2);
                        };
                        int64_t const ldc = M + 1, guard = 8;
                        std::vector<T> c(size_t(2 * guard + ldc * n), sentinel<T>());
                        std::vector<T> want = c;
                        for (int64_t j = 0; j < n; ++j)
                            for (int i = 0; i < M; ++i) {
                                size_t const at = size_t(guard + i + j * ldc);
                                c[at] = beta == T(0) ? nan_value<T>() : rnd.next<T>();
                                T s = 0;
                                for (int p = 0; p < K; ++p) s += opa(i, p) * opb(p, j);
                                want[at] = alpha * s + (beta == T(0) ? T(0) : beta * c[at]);
                            }
                        table.batch[M - 1][K - 1](
                            1, n, alpha, {nullptr, a.data(), 0}, ta == 0 ? 1 : lda,
                            ta == 0 ? lda : 1, ta == 2, {nullptr, b.data(), 0},
                            tb == 0 ? 1 : ldb, tb == 0 ? ldb : 1, tb == 2, beta,
                            {nullptr, c.data() + guard, 0}, ldc);
                        expect_result(c, want, M, n, ldc, guard, tolerance<T>(K, 4),
                                      std::string(batchblas::cpu::isa_name(isa)) + " tiny M=" +
                                          std::to_string(M) + " K=" + std::to_string(K) +
                                          " n=" + std::to_string(n) + " ta=" +
                                          std::to_string(ta) + " tb=" + std::to_string(tb));
                        if (::testing::Test::HasFailure()) return;
                    }
}

template <typename T>
class CpuGemmKernels : public ::testing::Test {};
using Types = ::testing::Types<float, double, std::complex<float>, std::complex<double>>;
TYPED_TEST_SUITE(CpuGemmKernels, Types, TypeNames);

TYPED_TEST(CpuGemmKernels, MicroKernelEveryShape)
{
    micro_kernel_suite<Isa::generic, TypeParam>();
#if defined(__x86_64__)
    if (batchblas::cpu::isa_supported(Isa::avx2)) micro_kernel_suite<Isa::avx2, TypeParam>();
    if (batchblas::cpu::isa_supported(Isa::avx512)) micro_kernel_suite<Isa::avx512, TypeParam>();
#endif
}

TYPED_TEST(CpuGemmKernels, TinyKernelsEverySize)
{
    for (Isa isa : {Isa::generic, Isa::avx2, Isa::avx512})
        if (batchblas::cpu::isa_supported(isa)) tiny_kernel_suite<TypeParam>(isa);
}

TEST(CpuIsa, ActiveIsaIsSupported)
{
    EXPECT_TRUE(batchblas::cpu::isa_supported(batchblas::cpu::active_isa()));
    EXPECT_TRUE(batchblas::cpu::isa_supported(Isa::generic));
}

}  // namespace
