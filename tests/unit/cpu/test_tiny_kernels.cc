// SPDX-License-Identifier: BSD-3-Clause
/**
 * Unit tests of the batch form of the tiny GEMM kernels and of the tiny triangular-solve
 * kernels (src/cpu/kernels/tiny_kernels.hh), for every ISA this machine can run.
 *
 * The batch kernel must give, bitwise, what it gives for each problem called alone,
 * whatever holds the matrices (pointer arrays, strides, one matrix for all), with runs longer
 * than its prefetch distance. The triangular kernel is checked against a plain substitution
 * for every order, triangle, diagonal, transposition and conjugation, both line layouts (right
 * side: lines are rows; left side: lines are columns), full and partial vector blocks; the
 * unreferenced triangle and, for a unit diagonal, the diagonal hold NaN, and guard entries
 * around B must keep their sentinel. The Cholesky kernel must give back A = L L^H in either
 * layout and triangle, and write nothing when a pivot fails. The square kernels (real types)
 * must match a triple loop for every order, case of beta and form of the matrix sequences; so
 * must the any-size kernel for every shape.
 */
#include <gtest/gtest.h>

#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "common/test_util.hh"
#include "cpu/kernels/isa.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace {

using namespace test;
using batchblas::cpu::Isa;
using batchblas::cpu::MatrixSequence;
using batchblas::cpu::tiny_max;

template <typename T>
void batch_kernel_suite(Isa isa)
{
    auto const& table = batchblas::cpu::tiny_gemm_table<T>(isa);
    Random rnd(5);
    int64_t const count = 7;
    for (int M = 1; M <= tiny_max; ++M)
        for (int K = 1; K <= tiny_max; ++K)
            for (int form = 0; form < 3; ++form) {
                // form 0: A strided, B and C pointer arrays; 1: all strided, B transposed;
                // 2: one A for all problems, C pointer array.
                int64_t const n = 1 + (M + K + form) % 5;
                bool const b_trans = form == 1;
                int64_t const lda = M + 1, ldb = (b_trans ? n : K) + 1, ldc = M + 2;
                int64_t const a_size = lda * K, b_size = ldb * (b_trans ? K : n),
                              c_size = ldc * n;
                std::vector<T> a(size_t(a_size * count)), b(size_t(b_size * count)),
                    c(size_t(c_size * count));
                for (auto& x : a) x = rnd.next<T>();
                for (auto& x : b) x = rnd.next<T>();
                for (auto& x : c) x = rnd.next<T>();
                std::vector<T> want = c;
                T const alpha = rnd.next<T>(), beta = form == 2 ? T(0) : rnd.next<T>();
                int64_t const b_rs = b_trans ? ldb : 1, b_cs = b_trans ? 1 : ldb;
                for (int64_t i = 0; i < count; ++i)
                    table.batch[M - 1][K - 1](
                        1, n, alpha, {nullptr, a.data() + (form == 2 ? 0 : i * a_size), 0}, 1,
                        lda, false, {nullptr, b.data() + i * b_size, 0}, b_rs, b_cs, false, beta,
                        {nullptr, want.data() + i * c_size, 0}, ldc);
                std::vector<T const*> b_ptrs;
                std::vector<T*> c_ptrs;
                for (int64_t i = 0; i < count; ++i) {
                    b_ptrs.push_back(b.data() + i * b_size);
                    c_ptrs.push_back(c.data() + i * c_size);
                }
                MatrixSequence<T const> sa{nullptr, a.data(), form == 2 ? 0 : a_size};
                MatrixSequence<T const> sb{b_ptrs.data(), nullptr, 0};
                MatrixSequence<T> sc{c_ptrs.data(), nullptr, 0};
                if (form == 1) {
                    sb = {nullptr, b.data(), b_size};
                    sc = {nullptr, c.data(), c_size};
                }
                table.batch[M - 1][K - 1](count, n, alpha, sa, 1, lda, false, sb, b_rs, b_cs,
                                          false, beta, sc, ldc);
                EXPECT_TRUE(same_bits(c.data(), want.data(), c.size()))
                    << batchblas::cpu::isa_name(isa) << " batch M=" << M << " K=" << K
                    << " form=" << form;
                if (::testing::Test::HasFailure()) return;
            }
}

/**
 * The square kernels (real types): every N, every case of beta, each form of the matrix
 * sequences, against a plain triple loop; a NaN in C must not come through beta = 0, and the
 * rows of C between N and ldc (guards) must keep their sentinel.
 */
template <typename T>
void square_kernel_suite(Isa isa)
{
    auto const& table = batchblas::cpu::tiny_gemm_table<T>(isa);
    Random rnd(9);
    // Past the prefetch distance, and past the size from which pointer-array batches prefetch.
    for (int64_t const count : {int64_t(6), int64_t(4000)})
        for (int N = 1; N <= tiny_max; ++N)
            for (int beta_case = 0; beta_case < 3; ++beta_case)
                for (int form = 0; form < 3; ++form) {
                    // form 0: all strided; 1: all pointer arrays; 2: one A for all, B strided,
                    // C a pointer array.
                    if (count > 6 && (N % 3 != 1 || beta_case != 1)) continue;
                    int64_t const lda = N + 1, ldb = N, ldc = N + 2;
                    int64_t const a_size = lda * N, b_size = ldb * N, c_size = ldc * N;
                    std::vector<T> a(size_t(a_size * count)), b(size_t(b_size * count)),
                        c(size_t(c_size * count), sentinel<T>());
                    for (auto& x : a) x = rnd.next<T>();
                    for (auto& x : b) x = rnd.next<T>();
                    for (int64_t i = 0; i < count; ++i)
                        for (int j = 0; j < N; ++j)
                            for (int r = 0; r < N; ++r)
                                c[size_t(i * c_size + r + j * ldc)] =
                                    beta_case == 0 ? nan_value<T>() : rnd.next<T>();
                    T const alpha = rnd.next<T>();
                    T const beta = beta_case == 0 ? T(0) : beta_case == 1 ? T(1) : rnd.next<T>();
                    auto a_of = [&](int64_t i) { return a.data() + (form == 2 ? 0 : i * a_size); };
                    std::vector<T> want = c;
                    for (int64_t i = 0; i < count; ++i)
                        for (int j = 0; j < N; ++j)
                            for (int r = 0; r < N; ++r) {
                                T sum = 0;
                                for (int p = 0; p < N; ++p)
                                    sum += a_of(i)[r + p * lda] * b[size_t(i * b_size + p + j * ldb)];
                                T& w = want[size_t(i * c_size + r + j * ldc)];
                                w = beta_case == 0 ? alpha * sum : alpha * sum + beta * w;
                            }
                    std::vector<T const*> a_ptrs, b_ptrs;
                    std::vector<T*> c_ptrs;
                    for (int64_t i = 0; i < count; ++i) {
                        a_ptrs.push_back(a_of(i));
                        b_ptrs.push_back(b.data() + i * b_size);
                        c_ptrs.push_back(c.data() + i * c_size);
                    }
                    MatrixSequence<T const> sa{nullptr, a.data(), a_size}, sb{nullptr, b.data(), b_size};
                    MatrixSequence<T> sc{nullptr, c.data(), c_size};
                    if (form == 1) {
                        sa = {a_ptrs.data(), nullptr, 0};
                        sb = {b_ptrs.data(), nullptr, 0};
                        sc = {c_ptrs.data(), nullptr, 0};
                    }
                    if (form == 2) {
                        sa = {nullptr, a.data(), 0};
                        sc = {c_ptrs.data(), nullptr, 0};
                    }
                    table.square[N - 1][beta_case](count, alpha, sa, lda, sb, ldb, beta, sc, ldc);
                    double const tol = tolerance<T>(N, 4);
                    int bad = 0;
                    for (size_t e = 0; e < c.size() && bad < 3; ++e) {
                        bool const guard = int64_t(e) % c_size % ldc >= N;
                        bool const ok = guard ? same_bits(c[e], want[e]) : close(c[e], want[e], tol);
                        if (!ok) {
                            ++bad;
                            ADD_FAILURE() << batchblas::cpu::isa_name(isa) << " square N=" << N
                                          << " beta case " << beta_case << " form " << form
                                          << " count " << count << " element " << e << ": "
                                          << to_text(c[e]) << " want " << to_text(want[e]);
                        }
                    }
                    if (::testing::Test::HasFailure()) return;
                }
}

/**
 * The any-size kernel (real types on AVX2 and AVX-512), within and at its ISA's limits: M on
 * both sides of every vector and panel edge, K on both sides of the vector widths and at the
 * limit, n on both sides of every column-block width (blocks of 8, then 4, 2, 1 columns), B
 * plain and transposed, every case of beta (alpha = 1 with beta = 1, whose scaling is skipped),
 * against a triple loop; A's padding rows and B's hold NaN (a lane read past the mask would show
 * in C), a NaN in C must not come through beta = 0, and C's rows between M and ldc (guards) must
 * keep their sentinel.
 */
template <typename T>
void any_kernel_suite(Isa isa)
{
    auto const& table = batchblas::cpu::tiny_gemm_table<T>(isa);
    ASSERT_NE(table.any, nullptr) << batchblas::cpu::isa_name(isa);
    auto const limits = table.any_limits;
    ASSERT_GE(limits.rows, 16);
    ASSERT_GE(limits.depth, 16);
    std::vector<int> sizes;  // 1..33, then the panel edges, clipped to a limit
    for (int s = 1; s <= 33; ++s) sizes.push_back(s);
    for (int s : {47, 48, 49, 63, 64, 65, 95, 96, 97, 127, 128}) sizes.push_back(s);
    Random rnd(13);
    for (int const M : sizes)
        for (int const K : sizes)
            for (int64_t const n : {1, 2, 3, 4, 5, 7, 8, 9, 15, 17})
                for (int b_op = 0; b_op < (is_complex_v<T> ? 3 : 2); ++b_op)
                    for (int beta_case = 0; beta_case < 3; ++beta_case) {
                        bool const b_trans = b_op != 0, conj_b = b_op == 2;
                        if (M > limits.rows || K > limits.depth) continue;
                        // Every shape at the small end; past 33, the edges with a few n.
                        if ((M > 33 || K > 33) && (n % 8 != 1 || b_op != beta_case % 2)) continue;
                        int64_t const lda = M + 1, ldb = (b_trans ? n : K) + 2, ldc = M + 3;
                        std::vector<T> a(size_t(lda * K), nan_value<T>()),
                            b(size_t(ldb * (b_trans ? K : n)), nan_value<T>()),
                            c(size_t(ldc * n), sentinel<T>());
                        int64_t const b_rs = b_trans ? ldb : 1, b_cs = b_trans ? 1 : ldb;
                        for (int p = 0; p < K; ++p) {
                            for (int r = 0; r < M; ++r) a[size_t(r + p * lda)] = rnd.next<T>();
                            for (int64_t j = 0; j < n; ++j)
                                b[size_t(p * b_rs + j * b_cs)] = rnd.next<T>();
                        }
                        for (int64_t j = 0; j < n; ++j)
                            for (int r = 0; r < M; ++r)
                                c[size_t(r + j * ldc)] =
                                    beta_case == 0 ? nan_value<T>() : rnd.next<T>();
                        T const alpha = beta_case == 1 ? T(1) : rnd.next<T>();
                        T const beta =
                            beta_case == 0 ? T(0) : beta_case == 1 ? T(1) : rnd.next<T>();
                        std::vector<T> want = c;
                        for (int64_t j = 0; j < n; ++j)
                            for (int r = 0; r < M; ++r) {
                                T sum = 0;
                                for (int p = 0; p < K; ++p) {
                                    T const bpj = b[size_t(p * b_rs + j * b_cs)];
                                    sum +=
                                        a[size_t(r + p * lda)] * (conj_b ? test::conj(bpj) : bpj);
                                }
                                T& w = want[size_t(r + j * ldc)];
                                w = beta_case == 0 ? alpha * sum : alpha * sum + beta * w;
                            }
                        table.any(M, n, K, alpha, a.data(), lda, b.data(), b_rs, b_cs, conj_b, beta,
                                  c.data(), ldc);
                        double const tol = tolerance<T>(K, 4);
                        for (size_t e = 0; e < c.size(); ++e) {
                            bool const guard = int64_t(e) % ldc >= M;
                            bool const ok =
                                guard ? same_bits(c[e], want[e]) : close(c[e], want[e], tol);
                            if (!ok) {
                                ADD_FAILURE()
                                    << batchblas::cpu::isa_name(isa) << " any M=" << M << " K=" << K
                                    << " n=" << n << " b_op " << b_op << " beta case " << beta_case
                                    << " element " << e << ": " << to_text(c[e]) << " want "
                                    << to_text(want[e]);
                                return;
                            }
                        }
                    }
}

/**
 * The any-size kernel over a run of problems (TinyGemmTable::any_run) must give, bitwise, what
 * the single-problem kernel gives for each: M around the vector and panel edges, n around the
 * column-block widths (a run takes the width classes a chunk of problems at a time), K past a
 * vector, B plain and transposed, strided and pointer-array forms, runs long enough for several
 * chunks; C's padding rows and the entries between problems keep their sentinel.
 */
template <typename T>
void any_run_suite(Isa isa)
{
    auto const& table = batchblas::cpu::tiny_gemm_table<T>(isa);
    ASSERT_NE(table.any_run, nullptr) << batchblas::cpu::isa_name(isa);
    Random rnd(21);
    for (int const M : {1, 7, 8, 9, 16, 17, 31, 33, 64, 65})
        for (int const K : {1, 9, 17, 40})
            for (int64_t const n : {1, 3, 8, 12, 13, 23})
                for (int b_op = 0; b_op < (is_complex_v<T> ? 3 : 2); ++b_op)
                    for (int form = 0; form < 2; ++form) {
                        bool const b_trans = b_op != 0, conj_b = b_op == 2;
                        if (M > table.any_limits.rows || K > table.any_limits.depth ||
                            (n > table.any_limits.run_columns && (M > tiny_max || K > tiny_max)))
                            continue;
                        int64_t const count = 11;
                        int64_t const lda = M + 1, ldb = (b_trans ? n : K) + 2, ldc = M + 3;
                        int64_t const a_size = lda * K, b_size = ldb * (b_trans ? K : n);
                        int64_t const c_size = ldc * n + 5;
                        int64_t const b_rs = b_trans ? ldb : 1, b_cs = b_trans ? 1 : ldb;
                        std::vector<T> a(size_t(a_size * count)), b(size_t(b_size * count));
                        for (auto& x : a) x = rnd.next<T>();
                        for (auto& x : b) x = rnd.next<T>();
                        std::vector<T> c(size_t(c_size * count), sentinel<T>());
                        for (int64_t i = 0; i < count; ++i)
                            for (int64_t j = 0; j < n; ++j)
                                for (int r = 0; r < M; ++r)
                                    c[size_t(i * c_size + r + j * ldc)] = rnd.next<T>();
                        std::vector<T> want = c;
                        T const alpha = rnd.next<T>(), beta = rnd.next<T>();
                        for (int64_t i = 0; i < count; ++i)
                            table.any(M, n, K, alpha, a.data() + i * a_size, lda,
                                      b.data() + i * b_size, b_rs, b_cs, conj_b, beta,
                                      want.data() + i * c_size, ldc);
                        std::vector<T const*> a_ptrs, b_ptrs;
                        std::vector<T*> c_ptrs;
                        for (int64_t i = 0; i < count; ++i) {
                            a_ptrs.push_back(a.data() + i * a_size);
                            b_ptrs.push_back(b.data() + i * b_size);
                            c_ptrs.push_back(c.data() + i * c_size);
                        }
                        MatrixSequence<T const> sa{nullptr, a.data(), a_size},
                            sb{nullptr, b.data(), b_size};
                        MatrixSequence<T> sc{nullptr, c.data(), c_size};
                        if (form == 1) {
                            sa = {a_ptrs.data(), nullptr, 0};
                            sb = {b_ptrs.data(), nullptr, 0};
                            sc = {c_ptrs.data(), nullptr, 0};
                        }
                        table.any_run(count, M, n, K, alpha, sa, lda, sb, b_rs, b_cs, conj_b, beta,
                                      sc, ldc);
                        for (size_t e = 0; e < c.size(); ++e)
                            if (!same_bits(c[e], want[e])) {
                                ADD_FAILURE() << batchblas::cpu::isa_name(isa) << " any run M=" << M
                                              << " K=" << K << " n=" << n << " b_op " << b_op
                                              << " form " << form << " element " << e << ": "
                                              << to_text(c[e]) << " want " << to_text(want[e]);
                                return;
                            }
                    }
}

/**
 * The dense square kernels (real types on AVX2 and AVX-512): every order the table holds, every
 * case of beta (alpha = 1 with beta = 1), strided with a gap between problems, pointer arrays,
 * and one A for all, against a triple loop; a NaN in C must not come through beta = 0, and the
 * gaps between problems must keep their sentinel.
 */
template <typename T>
void dense_square_suite(Isa isa)
{
    auto const& table = batchblas::cpu::tiny_gemm_table<T>(isa);
    ASSERT_GE(table.dense_square_limit, 16) << batchblas::cpu::isa_name(isa);
    Random rnd(17);
    for (int N = batchblas::cpu::dense_square_min; N <= table.dense_square_limit; ++N) {
        auto const kernel = table.dense_square[N - batchblas::cpu::dense_square_min];
        if (N > tiny_max) EXPECT_NE(kernel, nullptr) << batchblas::cpu::isa_name(isa) << " N=" << N;
        if (kernel == nullptr) continue;
        for (int beta_case = 0; beta_case < 3; ++beta_case)
            for (int form = 0; form < 3; ++form) {
                int64_t const count = 7, size = int64_t(N) * N, stride = size + 3;
                std::vector<T> a(size_t(stride * count)), b(size_t(stride * count)),
                    c(size_t(stride * count), sentinel<T>());
                for (auto& x : a) x = rnd.next<T>();
                for (auto& x : b) x = rnd.next<T>();
                for (int64_t i = 0; i < count; ++i)
                    for (int64_t e = 0; e < size; ++e)
                        c[size_t(i * stride + e)] = beta_case == 0 ? nan_value<T>() : rnd.next<T>();
                T const alpha = beta_case == 1 ? T(1) : rnd.next<T>();
                T const beta = beta_case == 0 ? T(0) : beta_case == 1 ? T(1) : rnd.next<T>();
                auto a_of = [&](int64_t i) { return a.data() + (form == 2 ? 0 : i * stride); };
                std::vector<T> want = c;
                for (int64_t i = 0; i < count; ++i)
                    for (int j = 0; j < N; ++j)
                        for (int r = 0; r < N; ++r) {
                            T sum = 0;
                            for (int p = 0; p < N; ++p)
                                sum += a_of(i)[r + p * N] * b[size_t(i * stride + p + j * N)];
                            T& w = want[size_t(i * stride + r + j * N)];
                            w = beta_case == 0 ? alpha * sum : alpha * sum + beta * w;
                        }
                std::vector<T const*> a_ptrs, b_ptrs;
                std::vector<T*> c_ptrs;
                for (int64_t i = 0; i < count; ++i) {
                    a_ptrs.push_back(a_of(i));
                    b_ptrs.push_back(b.data() + i * stride);
                    c_ptrs.push_back(c.data() + i * stride);
                }
                MatrixSequence<T const> sa{nullptr, a.data(), stride},
                    sb{nullptr, b.data(), stride};
                MatrixSequence<T> sc{nullptr, c.data(), stride};
                if (form == 1) {
                    sa = {a_ptrs.data(), nullptr, 0};
                    sb = {b_ptrs.data(), nullptr, 0};
                    sc = {c_ptrs.data(), nullptr, 0};
                }
                if (form == 2) {
                    sa = {nullptr, a.data(), 0};
                    sc = {c_ptrs.data(), nullptr, 0};
                }
                kernel(count, alpha, sa, sb, beta, sc);
                double const tol = tolerance<T>(N, 4);
                for (size_t e = 0; e < c.size(); ++e) {
                    bool const gap = int64_t(e) % stride >= size;
                    bool const ok = gap ? same_bits(c[e], want[e]) : close(c[e], want[e], tol);
                    if (!ok) {
                        ADD_FAILURE()
                            << batchblas::cpu::isa_name(isa) << " dense square N=" << N
                            << " beta case " << beta_case << " form " << form << " element " << e
                            << ": " << to_text(c[e]) << " want " << to_text(want[e]);
                        return;
                    }
                }
            }
    }
}

/**
 * The exact-size kernels (real types on AVX2 and AVX-512): every (K, N) up to tiny_max, M from
 * 1 to the table's exact_rows (a vector), tight and padded leading dimensions, every case of
 * beta (alpha = 1 with beta = 1), over runs of problems taken in a scrambled order, against a
 * triple loop; A's padding rows and B's hold NaN, a NaN in C must not come through beta = 0,
 * and C's padding rows and the entries after its last column must keep their sentinel.
 */
template <typename T>
void exact_kernel_suite(Isa isa)
{
    using batchblas::Op;
    using batchblas::cpu::TinyGemmProblem;
    auto const& table = batchblas::cpu::tiny_gemm_table<T>(isa);
    int64_t const exact_rows = table.exact_rows;
    ASSERT_GE(exact_rows, 4);
    Random rnd(17);
    int64_t const count = 2 * exact_rows;  // one problem of each M, twice, padded and tight
    for (int K = 1; K <= tiny_max; ++K)
        for (int N = 1; N <= tiny_max; ++N)
            for (int beta_case = 0; beta_case < 3; ++beta_case) {
                auto const kernel = table.exact[K - 1][N - 1];
                ASSERT_NE(kernel, nullptr) << batchblas::cpu::isa_name(isa);
                T const alpha = beta_case == 1 ? T(1) : rnd.next<T>();
                T const beta = beta_case == 0 ? T(0) : beta_case == 1 ? T(1) : rnd.next<T>();
                std::vector<std::vector<T>> a(count), b(count), c(count), want(count);
                std::vector<TinyGemmProblem<T>> problems;
                for (int64_t i = 0; i < count; ++i) {
                    int64_t const M = 1 + i % exact_rows, pad = i < exact_rows ? 0 : 3;
                    int64_t const lda = M + pad, ldb = K + pad, ldc = M + pad;
                    a[i].assign(size_t(lda * K), nan_value<T>());
                    b[i].assign(size_t(ldb * N), nan_value<T>());
                    c[i].assign(size_t(ldc * N + 8), sentinel<T>());
                    for (int p = 0; p < K; ++p)
                        for (int r = 0; r < M; ++r) a[i][size_t(r + p * lda)] = rnd.next<T>();
                    for (int j = 0; j < N; ++j)
                        for (int p = 0; p < K; ++p) b[i][size_t(p + j * ldb)] = rnd.next<T>();
                    for (int j = 0; j < N; ++j)
                        for (int r = 0; r < M; ++r)
                            c[i][size_t(r + j * ldc)] =
                                beta_case == 0 ? nan_value<T>() : rnd.next<T>();
                    want[i] = c[i];
                    for (int j = 0; j < N; ++j)
                        for (int r = 0; r < M; ++r) {
                            T sum = 0;
                            for (int p = 0; p < K; ++p)
                                sum += a[i][size_t(r + p * lda)] * b[i][size_t(p + j * ldb)];
                            T& w = want[i][size_t(r + j * ldc)];
                            w = beta_case == 0 ? alpha * sum : alpha * sum + beta * w;
                        }
                    problems.push_back(TinyGemmProblem<T>{a[i].data(), b[i].data(), c[i].data(),
                                                          M, N, K, lda, ldb, ldc, Op::NoTrans,
                                                          Op::NoTrans, alpha, beta});
                }
                std::vector<uint32_t> order;  // every problem once, not in storage order
                for (int64_t i = 0; i < count; ++i) order.push_back(uint32_t((i * 5 + 3) % count));
                kernel(count, problems.data(), order.data());
                double const tol = tolerance<T>(K, 4);
                for (int64_t i = 0; i < count; ++i) {
                    int64_t const M = problems[size_t(i)].m, ldc = problems[size_t(i)].ldc;
                    for (size_t e = 0; e < c[i].size(); ++e) {
                        bool const guard = int64_t(e) >= ldc * N || int64_t(e) % ldc >= M;
                        bool const ok = guard ? same_bits(c[i][e], want[i][e])
                                              : close(c[i][e], want[i][e], tol);
                        if (!ok) {
                            ADD_FAILURE() << batchblas::cpu::isa_name(isa) << " exact M=" << M
                                          << " K=" << K << " N=" << N << " ldc=" << ldc
                                          << " beta case " << beta_case << " element " << e
                                          << ": " << to_text(c[i][e]) << " want "
                                          << to_text(want[i][e]);
                            return;
                        }
                    }
                }
            }
}

/** One case of the triangular kernel: order N, `lines` lines, the options given. */
template <typename T>
void trsm_case(Isa isa, int N, int64_t lines, bool lower, bool unit, int op, bool left_layout,
               Random& rnd)
{
    auto const& table = batchblas::cpu::tiny_trsm_table<T>(isa);
    bool const conj_a = op == 2;
    // The stored triangle S (ld N + 1); op(A) = S (op 0) or S^T / S^H (op 1, 2). The stored
    // triangle is lower iff op(A) is lower for op 0, upper otherwise.
    int64_t const lds = N + 1;
    bool const stored_lower = op == 0 ? lower : !lower;
    std::vector<T> s(size_t(lds * N), nan_value<T>());
    for (int j = 0; j < N; ++j)
        for (int i = 0; i < N; ++i) {
            bool const in = stored_lower ? i > j : i < j;
            if (in) s[size_t(i + j * lds)] = make<T>(0.3 * rnd.uniform(), 0.3 * rnd.uniform());
            if (i == j && !unit) s[size_t(i + j * lds)] = make<T>(2 + rnd.uniform(), rnd.uniform());
        }
    auto opa = [&](int p, int j) -> T {
        if (p == j && unit) return T(1);
        bool const in = lower ? p >= j : p <= j;
        if (!in) return T(0);
        T const x = op == 0 ? s[size_t(p + j * lds)] : s[size_t(j + p * lds)];
        return conj_a ? test::conj(x) : x;
    };
    // B: lines x N; right layout b(i, j) at i + j * ld, left layout at j + i * ld.
    int64_t const ld = (left_layout ? N : lines) + 2, guard = 5;
    int64_t const b_rs = left_layout ? ld : 1, b_cs = left_layout ? 1 : ld;
    int64_t const span = left_layout ? ld * lines : ld * N;
    std::vector<T> b(size_t(span + 2 * guard), sentinel<T>());
    auto at = [&](int64_t i, int j) { return size_t(guard + i * b_rs + j * b_cs); };
    for (int64_t i = 0; i < lines; ++i)
        for (int j = 0; j < N; ++j) b[at(i, j)] = rnd.next<T>();
    T const alpha = rnd.next<T>();
    // Reference: X op(A) = alpha B by substitution, column by column in solve order.
    std::vector<T> want = b;
    for (int64_t i = 0; i < lines; ++i)
        for (int jj = 0; jj < N; ++jj) {
            int const j = lower ? N - 1 - jj : jj;
            T sum = alpha * b[at(i, j)];
            for (int kk = 0; kk < jj; ++kk) {
                int const p = lower ? N - 1 - kk : kk;
                sum -= want[at(i, p)] * opa(p, j);
            }
            want[at(i, j)] = sum / opa(j, j);
        }
    int64_t const a_rs = op == 0 ? 1 : lds, a_cs = op == 0 ? lds : 1;
    auto const kernel = N == batchblas::cpu::tiny_trsm_wide ? table.wide : table.kernel[N - 1];
    kernel(lines, lower, unit, alpha, s.data(), a_rs, a_cs, conj_a, b.data() + guard, b_rs, b_cs);
    std::string const what = std::string(batchblas::cpu::isa_name(isa)) +
                             " trsm N=" + std::to_string(N) + " lines=" + std::to_string(lines) +
                             (lower ? " lower" : " upper") + (unit ? " unit" : "") +
                             " op=" + std::to_string(op) + (left_layout ? " left" : " right");
    int bad = 0;
    for (size_t idx = 0; idx < b.size(); ++idx) {
        bool inside = false;
        for (int64_t i = 0; i < lines && !inside; ++i)
            for (int j = 0; j < N && !inside; ++j) inside = at(i, j) == idx;
        if (inside) {
            if (!close(b[idx], want[idx], tolerance<T>(N, 4)) && bad++ < 3)
                ADD_FAILURE() << what << ": got " << to_text(b[idx]) << " want "
                              << to_text(want[idx]);
        }
        else if (!same_bits(b[idx], want[idx]) && bad++ < 3) {
            ADD_FAILURE() << what << " wrote outside B at offset " << idx;
        }
    }
}

template <typename T>
void trsm_suite(Isa isa)
{
    Random rnd(17);
    // Every order of the table, and the wide kernel where the ISA has one.
    std::vector<int> orders;
    for (int N = 1; N <= tiny_max; ++N) orders.push_back(N);
    if (batchblas::cpu::tiny_trsm_table<T>(isa).wide != nullptr)
        orders.push_back(batchblas::cpu::tiny_trsm_wide);
    for (int N : orders)
        for (int64_t lines : {1, 2, 3, 4, 5, 8, 9, 16, 17, 33})
            for (int flags = 0; flags < 4; ++flags)
                for (int op = 0; op < 3; ++op)
                    for (bool left_layout : {false, true}) {
                        if (!is_complex_v<T> && op == 2) continue;
                        trsm_case<T>(isa, N, lines, flags & 1, flags & 2, op, left_layout, rnd);
                        if (::testing::Test::HasFailure()) return;
                    }
}

/**
 * The Cholesky kernel on an order-N Hermitian positive definite matrix stored in either
 * layout, either triangle referenced (the other holds NaN and must stay untouched):
 * L L^H must give A back. With a negative diagonal entry at `fail` (0-based; -1: none) the
 * kernel must report fail + 1 and write nothing.
 */
template <typename T>
void potrf_case(Isa isa, int N, bool upper, bool row_major, int fail, Random& rnd)
{
    auto const& table = batchblas::cpu::tiny_potrf_table<T>(isa);
    int64_t const ld = N + 1;
    int64_t const rs = row_major ? ld : 1, cs = row_major ? 1 : ld;
    // A = G G^H + N I.
    std::vector<T> g(size_t(N * N));
    for (auto& x : g) x = rnd.next<T>();
    auto full = [&](int i, int j) {
        T s = i == j ? T(N) : T(0);
        for (int p = 0; p < N; ++p) s += g[size_t(i + p * N)] * test::conj(g[size_t(j + p * N)]);
        return s;
    };
    std::vector<T> a(size_t(ld * ld), nan_value<T>());
    for (int i = 0; i < N; ++i)
        for (int j = 0; j < N; ++j)
            if (upper ? i <= j : i >= j) a[size_t(i * rs + j * cs)] = full(i, j);
    if (fail >= 0) a[size_t(fail * rs + fail * cs)] = T(-1e3);
    std::vector<T> const before = a;
    int64_t const info = table.kernel[N - 1](a.data(), rs, cs, upper);
    std::string const what = std::string(batchblas::cpu::isa_name(isa)) + " potrf N=" +
                             std::to_string(N) + (upper ? " upper" : " lower") +
                             (row_major ? " row-major" : " col-major") +
                             " fail=" + std::to_string(fail);
    if (fail >= 0) {
        EXPECT_EQ(info, fail + 1) << what;
        EXPECT_TRUE(same_bits(a.data(), before.data(), a.size())) << what << " wrote";
        return;
    }
    ASSERT_EQ(info, 0) << what;
    // L(i, j) for i >= j from the referenced triangle.
    auto l = [&](int i, int j) -> T {
        if (i < j) return T(0);
        return upper ? test::conj(a[size_t(j * rs + i * cs)]) : a[size_t(i * rs + j * cs)];
    };
    int bad = 0;
    for (int i = 0; i < N; ++i)
        for (int j = 0; j < N; ++j) {
            size_t const at = size_t(i * rs + j * cs);
            if (upper ? i > j : i < j) {
                if (!same_bits(a[at], before[at]) && bad++ < 3)
                    ADD_FAILURE() << what << " wrote the other triangle at " << i << "," << j;
                continue;
            }
            T s = 0;
            for (int p = 0; p < N; ++p) s += l(i, p) * test::conj(l(j, p));
            if (!close(s, full(i, j), tolerance<T>(N, 4.0 * N)) && bad++ < 3)
                ADD_FAILURE() << what << " (L L^H)(" << i << "," << j << ") = " << to_text(s)
                              << " want " << to_text(full(i, j));
        }
    for (int j = 0; j < N; ++j)
        EXPECT_EQ(imag_part(l(j, j)), real_t<T>(0)) << what << " diagonal " << j;
}

template <typename T>
void potrf_suite(Isa isa)
{
    Random rnd(23);
    for (int N = 1; N <= tiny_max; ++N)
        for (bool upper : {false, true})
            for (bool row_major : {false, true})
                for (int fail : {-1, 0, N / 2, N - 1}) {
                    potrf_case<T>(isa, N, upper, row_major, fail, rnd);
                    if (::testing::Test::HasFailure()) return;
                }
}

template <typename T>
class CpuTinyKernels : public ::testing::Test {};
using Types = ::testing::Types<float, double, std::complex<float>, std::complex<double>>;
TYPED_TEST_SUITE(CpuTinyKernels, Types, TypeNames);

TYPED_TEST(CpuTinyKernels, BatchGemmMatchesSingleProblemKernel)
{
    for (Isa isa : {Isa::generic, Isa::avx2, Isa::avx512})
        if (batchblas::cpu::isa_supported(isa)) batch_kernel_suite<TypeParam>(isa);
}

TYPED_TEST(CpuTinyKernels, SquareGemmEveryOrderAndBeta)
{
    for (Isa isa : {Isa::generic, Isa::avx2, Isa::avx512}) {
        if (!batchblas::cpu::isa_supported(isa)) continue;
        auto const& table = batchblas::cpu::tiny_gemm_table<TypeParam>(isa);
        if constexpr (is_complex_v<TypeParam>) {
            for (int N = 1; N <= tiny_max; ++N)
                for (int beta_case = 0; beta_case < 3; ++beta_case)
                    EXPECT_EQ(table.square[N - 1][beta_case], nullptr);
        }
        else {
            square_kernel_suite<TypeParam>(isa);
        }
    }
}

TYPED_TEST(CpuTinyKernels, AnySizeGemmEveryShapeAndBeta)
{
    for (Isa isa : {Isa::generic, Isa::avx2, Isa::avx512}) {
        if (!batchblas::cpu::isa_supported(isa)) continue;
        auto const& table = batchblas::cpu::tiny_gemm_table<TypeParam>(isa);
        // Masked vector loads: AVX2 and AVX-512 (the generic ISA has them only when the
        // build's own flags enable AVX2), every type.
        if (table.any == nullptr)
            EXPECT_EQ(isa, Isa::generic) << batchblas::cpu::isa_name(isa);
        else
            any_kernel_suite<TypeParam>(isa);
    }
}

TYPED_TEST(CpuTinyKernels, AnySizeRunMatchesSingleProblemKernel)
{
    for (Isa isa : {Isa::generic, Isa::avx2, Isa::avx512}) {
        if (!batchblas::cpu::isa_supported(isa)) continue;
        auto const& table = batchblas::cpu::tiny_gemm_table<TypeParam>(isa);
        EXPECT_EQ(table.any_run == nullptr, table.any == nullptr) << batchblas::cpu::isa_name(isa);
        if (table.any_run != nullptr) any_run_suite<TypeParam>(isa);
    }
}

TYPED_TEST(CpuTinyKernels, DenseSquareGemmEveryOrderAndBeta)
{
    for (Isa isa : {Isa::generic, Isa::avx2, Isa::avx512}) {
        if (!batchblas::cpu::isa_supported(isa)) continue;
        auto const& table = batchblas::cpu::tiny_gemm_table<TypeParam>(isa);
        // Where the any-size kernel is (masked vectors, real types), so are these.
        if (table.any == nullptr) {
            EXPECT_EQ(table.dense_square_limit, 0) << batchblas::cpu::isa_name(isa);
            for (auto const kernel : table.dense_square) EXPECT_EQ(kernel, nullptr);
        }
        else if constexpr (!is_complex_v<TypeParam>) {
            dense_square_suite<TypeParam>(isa);
        }
    }
}

TYPED_TEST(CpuTinyKernels, ExactSizeGemmEverySizeAndBeta)
{
    for (Isa isa : {Isa::generic, Isa::avx2, Isa::avx512}) {
        if (!batchblas::cpu::isa_supported(isa)) continue;
        auto const& table = batchblas::cpu::tiny_gemm_table<TypeParam>(isa);
        // Where the any-size kernel is (masked vectors), so are these, for real types.
        bool const expected = table.any != nullptr && !is_complex_v<TypeParam>;
        for (int K = 1; K <= tiny_max; ++K)
            for (int N = 1; N <= tiny_max; ++N)
                EXPECT_EQ(table.exact[K - 1][N - 1] != nullptr, expected)
                    << batchblas::cpu::isa_name(isa) << " K=" << K << " N=" << N;
        if constexpr (!is_complex_v<TypeParam>)
            if (expected) exact_kernel_suite<TypeParam>(isa);
    }
}

TYPED_TEST(CpuTinyKernels, TrsmEveryOrderAndOption)
{
    for (Isa isa : {Isa::generic, Isa::avx2, Isa::avx512})
        if (batchblas::cpu::isa_supported(isa)) trsm_suite<TypeParam>(isa);
}

TYPED_TEST(CpuTinyKernels, PotrfEveryOrderLayoutAndTriangle)
{
    for (Isa isa : {Isa::generic, Isa::avx2, Isa::avx512})
        if (batchblas::cpu::isa_supported(isa)) potrf_suite<TypeParam>(isa);
}

}  // namespace
