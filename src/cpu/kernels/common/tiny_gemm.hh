// SPDX-License-Identifier: BSD-3-Clause
/**
 * The tiny-GEMM kernel template (contract: cpu/kernels/tiny_kernels.hh), written once over the
 * ISA's vectors (common/vector.hh) and compiled once per ISA (common/tiny_gemm.cc).
 *
 * M (rows of C) and K (depth) are compile-time constants, so op(A) is loaded once into K x MV
 * vectors (MV vectors per column; the unused lanes of the last one are zero and never
 * stored) and every loop over them unrolls; only n is a run-time count. Columns of C go in
 * blocks of up to four, so that four independent FMA chains hide the FMA latency. The vector
 * width is the ISA's, narrowed to the rows at hand (M = 2 doubles uses 16-byte vectors even
 * with AVX-512), so that no lanes are wasted on tiny M.
 */
#pragma once

#include <complex>
#include <cstdint>

#include "cpu/config/avx2.hh"
#include "cpu/config/avx512.hh"
#include "cpu/config/generic.hh"
#include "cpu/kernels/common/gemm_micro.hh"
#include "cpu/kernels/common/vector.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace tiny_detail {

/** What a kernel knows of beta at compile time: nothing (tested per column), or its case. */
enum class BetaCase { runtime, zero, one, other };

template <typename T, int M, int K>
struct TinyGemm {
    using Info = gemm_micro_detail::RealOf<T>;
    using R = typename Info::type;
    static constexpr int W = Info::complex ? 2 : 1;   // reals per element
    static constexpr int rows = W * M;                // reals in a column of C
    static constexpr int L = lanes_for_rows(rows, int(sizeof(R)));
    static constexpr int MV = (rows + L - 1) / L;     // vectors per column
    static constexpr int full = rows / L;             // vectors wholly inside the column
    using V = Vector<R, L>;

    V a[K][MV];

    /** Loads op(A) (M x K) into a, zero in the unused lanes. */
    __attribute__((always_inline)) void load_a(R const* ar, int64_t a_rs, int64_t a_cs, bool conj_a)
    {
        if (a_rs == 1 && !conj_a) {
#pragma GCC unroll 16
            for (int p = 0; p < K; ++p) {
                R const* col = ar + W * p * a_cs;
#pragma GCC unroll 8
                for (int v = 0; v < full; ++v) a[p][v] = load<V>(col + v * L);
                if constexpr (full < MV) {
                    V t{};
#pragma GCC unroll 16
                    for (int i = full * L; i < rows; ++i) t[i - full * L] = col[i];
                    a[p][full] = t;
                }
            }
            return;
        }
#pragma GCC unroll 16
        for (int p = 0; p < K; ++p)
#pragma GCC unroll 8
            for (int v = 0; v < MV; ++v)
                a[p][v] = column_lanes<V, L, W>(v, 0, M, conj_a, [&](int i) {
                    return ar + W * (i * a_rs + p * a_cs);
                });
    }

    /** Columns j0 .. j0 + NJ - 1 of C with op(A) = A (real, untransposed, every column whole
     *  vectors) read from memory rather than held in registers. */
    template <int NJ, BetaCase BC>
    static __attribute__((always_inline)) void streamed_columns(int64_t j0, T alpha,
                                                                R const* a_in, int64_t lda,
                                                                R const* b, int64_t ldb, T beta,
                                                                R* c, int64_t ldc)
    {
        static_assert(!Info::complex && full == MV);
        V acc[NJ][MV];
#pragma GCC unroll 16
        for (int p = 0; p < K; ++p) {
            V col[MV];
#pragma GCC unroll 8
            for (int v = 0; v < MV; ++v) col[v] = load<V>(a_in + p * lda + v * L);
#pragma GCC unroll 4
            for (int q = 0; q < NJ; ++q) {
                R const bq = b[(j0 + q) * ldb + p];
#pragma GCC unroll 8
                for (int v = 0; v < MV; ++v) {
                    if (p == 0)
                        acc[q][v] = col[v] * bq;
                    else
                        acc[q][v] += col[v] * bq;
                }
            }
        }
#pragma GCC unroll 4
        for (int q = 0; q < NJ; ++q) {
            R* cq = c + (j0 + q) * ldc;
#pragma GCC unroll 8
            for (int v = 0; v < MV; ++v) {
                if constexpr (BC == BetaCase::zero)
                    store(cq + v * L, acc[q][v] * alpha);
                else if constexpr (BC == BetaCase::one)
                    store(cq + v * L, acc[q][v] * alpha + load<V>(cq + v * L));
                else
                    store(cq + v * L, acc[q][v] * alpha + load<V>(cq + v * L) * beta);
            }
        }
    }

    /** Columns j0 .. j0 + NJ - 1 of C; BC: what is known of beta (real types). */
    template <int NJ, BetaCase BC = BetaCase::runtime>
    __attribute__((always_inline)) void columns(int64_t j0, T alpha, R const* b, int64_t b_rs,
                                                int64_t b_cs, bool conj_b, T beta, R* c,
                                                int64_t ldc) const
    {
        if constexpr (!Info::complex) {
            V acc[NJ][MV];
#pragma GCC unroll 4
            for (int q = 0; q < NJ; ++q) {
                R const* bq = b + (j0 + q) * b_cs;
#pragma GCC unroll 8
                for (int v = 0; v < MV; ++v) acc[q][v] = a[0][v] * bq[0];
#pragma GCC unroll 16
                for (int p = 1; p < K; ++p)
#pragma GCC unroll 8
                    for (int v = 0; v < MV; ++v) acc[q][v] += a[p][v] * bq[p * b_rs];
            }
#pragma GCC unroll 4
            for (int q = 0; q < NJ; ++q) {
                R* cq = c + (j0 + q) * ldc;
                // beta == 0: C is not read (a NaN there must not propagate).
                if constexpr (BC == BetaCase::one) {
#pragma GCC unroll 8
                    for (int v = 0; v < full; ++v)
                        store(cq + v * L, acc[q][v] * alpha + load<V>(cq + v * L));
                    if constexpr (full < MV)
#pragma GCC unroll 16
                        for (int i = full * L; i < rows; ++i)
                            cq[i] = alpha * acc[q][full][i - full * L] + cq[i];
                }
                else if (BC == BetaCase::zero || (BC == BetaCase::runtime && beta == R(0))) {
#pragma GCC unroll 8
                    for (int v = 0; v < full; ++v) store(cq + v * L, acc[q][v] * alpha);
                    if constexpr (full < MV)
#pragma GCC unroll 16
                        for (int i = full * L; i < rows; ++i)
                            cq[i] = alpha * acc[q][full][i - full * L];
                }
                else {
#pragma GCC unroll 8
                    for (int v = 0; v < full; ++v)
                        store(cq + v * L, acc[q][v] * alpha + load<V>(cq + v * L) * beta);
                    if constexpr (full < MV)
#pragma GCC unroll 16
                        for (int i = full * L; i < rows; ++i)
                            cq[i] = alpha * acc[q][full][i - full * L] + beta * cq[i];
                }
            }
        }
        else {
            V re[NJ][MV], im[NJ][MV];
#pragma GCC unroll 4
            for (int q = 0; q < NJ; ++q) {
                R const* bq = b + 2 * (j0 + q) * b_cs;
                R const sign = conj_b ? R(-1) : R(1);
#pragma GCC unroll 16
                for (int p = 0; p < K; ++p) {
                    R const br = bq[2 * p * b_rs], bi = sign * bq[2 * p * b_rs + 1];
#pragma GCC unroll 8
                    for (int v = 0; v < MV; ++v) {
                        if (p == 0) {
                            re[q][v] = a[p][v] * br;
                            im[q][v] = a[p][v] * bi;
                        }
                        else {
                            re[q][v] += a[p][v] * br;
                            im[q][v] += a[p][v] * bi;
                        }
                    }
                }
            }
            R const ar = alpha.real(), ai = alpha.imag(), br = beta.real(), bi = beta.imag();
            auto const beta_kind = gemm_micro_detail::beta_kind_of(br, bi);
#pragma GCC unroll 4
            for (int q = 0; q < NJ; ++q) {
                R const* x = reinterpret_cast<R const*>(re[q]);
                R const* y = reinterpret_cast<R const*>(im[q]);
                R* cq = c + 2 * (j0 + q) * ldc;
                // (xr + i xi) from A * Re(b) and (yr + i yi) from A * Im(b): the product is
                // (xr - yi) + i (xi + yr).
#pragma GCC unroll 16
                for (int i = 0; i < M; ++i)
                    gemm_micro_detail::store_complex<R>(x[2 * i] - y[2 * i + 1],
                                                        x[2 * i + 1] + y[2 * i], ar, ai,
                                                        ai == R(0), br, bi, beta_kind, cq + 2 * i);
            }
        }
    }
};

}  // namespace tiny_detail

template <typename T, int M, int K>
inline __attribute__((always_inline)) void tiny_gemm(int64_t n, T alpha, T const* a, int64_t a_rs, int64_t a_cs, bool conj_a,
               T const* b, int64_t b_rs, int64_t b_cs, bool conj_b, T beta, T* c, int64_t ldc)
{
    using Kernel = tiny_detail::TinyGemm<T, M, K>;
    using R = typename Kernel::R;
    Kernel kernel;
    kernel.load_a(reinterpret_cast<R const*>(a), a_rs, a_cs, conj_a);
    R const* br = reinterpret_cast<R const*>(b);
    R* cr = reinterpret_cast<R*>(c);
    // Complex columns hold two accumulators a vector (real and imaginary products), so two
    // columns give as many FMA chains as four real ones, at half the code of four.
    constexpr int block = Kernel::Info::complex ? tuning.kernels.tiny_gemm_columns_complex
                                                : tuning.kernels.tiny_gemm_columns_real;
    int64_t j = 0;
    for (; j + block <= n; j += block)
        kernel.template columns<block>(j, alpha, br, b_rs, b_cs, conj_b, beta, cr, ldc);
    // The last columns one by one: blocks of 3 and 2 would double the code (and the compile
    // time) of the 256 kernels per ISA for a case the square kernels mostly take.
    for (; j < n; ++j) kernel.template columns<1>(j, alpha, br, b_rs, b_cs, conj_b, beta, cr, ldc);
}

namespace tiny_detail {

/** Problems ahead whose matrices are prefetched: far enough to cover a memory latency at a few
 *  tens of nanoseconds per problem, near enough to stay in L1. */
constexpr int64_t prefetch_ahead = tuning.kernels.prefetch_ahead;

/** The bytes from a stored rows x cols matrix's first element to past its last (leading
 *  dimension ld, elements of `bytes`), capped (cpu/config): the span prefetched per problem. */
inline int64_t prefetch_span(int64_t rows, int64_t cols, int64_t ld, int bytes)
{
    int64_t const span = ((cols - 1) * ld + rows) * bytes;
    constexpr int64_t most = tuning.kernels.prefetch_span_bytes;
    return span < most ? span : most;
}

/** Prefetches [p, p + span), one touch per 64-byte line. */
template <int RW>
inline void prefetch_span_of(void const* p, int64_t span)
{
    char const* base = static_cast<char const*>(p);
    for (int64_t o = 0; o < span; o += 64) __builtin_prefetch(base + o, RW, 3);
    __builtin_prefetch(base + span - 1, RW, 3);
}

}  // namespace tiny_detail

/** tiny_gemm over `count` problems (contract: TinyGemmBatchKernel in tiny_kernels.hh). */
template <typename T, int M, int K>
void tiny_gemm_batch(int64_t count, int64_t n, T alpha, MatrixSequence<T const> a, int64_t a_rs,
                     int64_t a_cs, bool conj_a, MatrixSequence<T const> b, int64_t b_rs,
                     int64_t b_cs, bool conj_b, T beta, MatrixSequence<T> c, int64_t ldc)
{
    using tiny_detail::prefetch_ahead;
    using tiny_detail::prefetch_span_of;
    // A stored matrix is columns of contiguous elements: op(A) is M x K in NoTrans storage,
    // its transpose (K rows, M columns) otherwise; likewise op(B), K x n. Matrices from pointer
    // arrays are prefetched a few problems ahead (strided batches are streams the hardware
    // prefetcher follows).
    int const bytes = int(sizeof(T));
    int64_t const a_span = a_rs == 1 ? tiny_detail::prefetch_span(M, K, a_cs, bytes)
                                     : tiny_detail::prefetch_span(K, M, a_rs, bytes);
    int64_t const b_span = b_rs == 1 ? tiny_detail::prefetch_span(K, n, b_cs, bytes)
                                     : tiny_detail::prefetch_span(n, K, b_rs, bytes);
    int64_t const c_span = tiny_detail::prefetch_span(M, n, ldc, bytes);
    bool const prefetch = a.array != nullptr || b.array != nullptr || c.array != nullptr;
    for (int64_t i = 0; i < count; ++i) {
        if (prefetch && i + prefetch_ahead < count) {
            int64_t const ahead = i + prefetch_ahead;
            prefetch_span_of<0>(a[ahead], a_span);
            prefetch_span_of<0>(b[ahead], b_span);
            prefetch_span_of<1>(c[ahead], c_span);
        }
        tiny_gemm<T, M, K>(n, alpha, a[i], a_rs, a_cs, conj_a, b[i], b_rs, b_cs, conj_b, beta,
                           c[i], ldc);
    }
}

/**
 * The square, untransposed real case (contract: TinySquareGemmKernel in tiny_kernels.hh): N
 * known for every loop, beta's case known, and one loop per form of the matrix sequences, so
 * that a problem is its loads, FMAs and stores and nothing else.
 */
template <typename T, int N, tiny_detail::BetaCase BC>
void tiny_gemm_square_batch(int64_t count, T alpha, MatrixSequence<T const> a, int64_t lda,
                            MatrixSequence<T const> b, int64_t ldb, T beta, MatrixSequence<T> c,
                            int64_t ldc)
{
    using Kernel = tiny_detail::TinyGemm<T, N, N>;
    auto const solve = [=](T const* ai, T const* bi, T* ci) __attribute__((always_inline)) {
        if constexpr (Kernel::full == Kernel::MV && N * Kernel::MV > 8) {
            // A would take more than half the vector registers (double N = 8 with 32-byte
            // vectors, N = 6 with 16-byte ones): its columns are read from memory (L1) as the
            // FMAs need them instead.
            static_assert(N > 4, "more than 8 vectors of A means more than 4 columns");
            constexpr int blocks = N / 4, rest = N % 4;
            for (int j0 = 0; j0 < 4 * blocks; j0 += 4)
                Kernel::template streamed_columns<4, BC>(j0, alpha, ai, lda, bi, ldb, beta, ci,
                                                         ldc);
            if constexpr (rest > 0)
                Kernel::template streamed_columns<rest, BC>(4 * blocks, alpha, ai, lda, bi, ldb,
                                                            beta, ci, ldc);
            return;
        }
        Kernel kernel;
        kernel.load_a(ai, 1, lda, false);
        // Blocks of at most four columns: four FMA chains per block, and op(A) plus the
        // accumulators still fit the registers at N = 8.
        constexpr int first = N < 4 ? N : 4;
        kernel.template columns<first, BC>(0, alpha, bi, 1, ldb, false, beta, ci, ldc);
        if constexpr (N > 4)
            kernel.template columns<N - 4, BC>(4, alpha, bi, 1, ldb, false, beta, ci, ldc);
    };
    if (a.array == nullptr && b.array == nullptr && c.array == nullptr) {
        for (int64_t i = 0; i < count; ++i)
            solve(a.base + i * a.stride, b.base + i * b.stride, c.base + i * c.stride);
        return;
    }
    if (a.array != nullptr && b.array != nullptr && c.array != nullptr) {
        // Matrices out of pointer arrays are no stream the hardware prefetcher sees: fetch
        // them a few problems ahead, unless the batch is small enough to sit in cache.
        int const bytes = int(sizeof(T));
        bool const prefetch = count * 3 * N * N * bytes > tuning.kernels.prefetch_batch_bytes;
        int64_t const a_span = tiny_detail::prefetch_span(N, N, lda, bytes);
        int64_t const b_span = tiny_detail::prefetch_span(N, N, ldb, bytes);
        int64_t const c_span = tiny_detail::prefetch_span(N, N, ldc, bytes);
        int64_t i = 0;
        if (prefetch) {
            using tiny_detail::prefetch_ahead;
            for (; i + prefetch_ahead < count; ++i) {
                tiny_detail::prefetch_span_of<0>(a.array[i + prefetch_ahead], a_span);
                tiny_detail::prefetch_span_of<0>(b.array[i + prefetch_ahead], b_span);
                tiny_detail::prefetch_span_of<1>(c.array[i + prefetch_ahead], c_span);
                solve(a.array[i], b.array[i], c.array[i]);
            }
        }
        for (; i < count; ++i) solve(a.array[i], b.array[i], c.array[i]);
        return;
    }
    for (int64_t i = 0; i < count; ++i) solve(a[i], b[i], c[i]);
}

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
