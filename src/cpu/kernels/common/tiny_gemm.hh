/**
 * The tiny-GEMM kernel template (contract: cpu/kernels/tiny_kernels.hh), written once over the
 * ISA's vectors (common/vector.hh) and compiled by every ISA folder (common/tiny_gemm.cc).
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

#include "cpu/kernels/common/gemm_micro.hh"
#include "cpu/kernels/common/vector.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace tiny_detail {

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
    void load_a(R const* ar, int64_t a_rs, int64_t a_cs, bool conj_a)
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
        for (int p = 0; p < K; ++p) {
            R t[MV * L] = {};
#pragma GCC unroll 16
            for (int i = 0; i < M; ++i) {
                R const* e = ar + W * (i * a_rs + p * a_cs);
                t[W * i] = e[0];
                if constexpr (W == 2) t[2 * i + 1] = conj_a ? -e[1] : e[1];
            }
#pragma GCC unroll 8
            for (int v = 0; v < MV; ++v) a[p][v] = load<V>(t + v * L);
        }
    }

    /** Columns j0 .. j0 + NJ - 1 of C. */
    template <int NJ>
    void columns(int64_t j0, T alpha, R const* b, int64_t b_rs, int64_t b_cs, bool conj_b,
                 T beta, R* c, int64_t ldc) const
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
                if (beta == R(0)) {
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
    int64_t j = 0;
    for (; j + 4 <= n; j += 4) kernel.template columns<4>(j, alpha, br, b_rs, b_cs, conj_b, beta, cr, ldc);
    switch (n - j) {
        case 3: kernel.template columns<3>(j, alpha, br, b_rs, b_cs, conj_b, beta, cr, ldc); break;
        case 2: kernel.template columns<2>(j, alpha, br, b_rs, b_cs, conj_b, beta, cr, ldc); break;
        case 1: kernel.template columns<1>(j, alpha, br, b_rs, b_cs, conj_b, beta, cr, ldc); break;
        default: break;
    }
}

namespace tiny_detail {

/** Problems ahead whose matrices are prefetched: far enough to cover a memory latency at a few
 *  tens of nanoseconds per problem, near enough to stay in L1. */
constexpr int64_t prefetch_ahead = 4;

/** The bytes from a stored rows x cols matrix's first element to past its last (leading
 *  dimension ld, elements of `bytes`), capped at 1 KiB: the span prefetched per problem. */
inline int64_t prefetch_span(int64_t rows, int64_t cols, int64_t ld, int bytes)
{
    int64_t const span = ((cols - 1) * ld + rows) * bytes;
    return span < 1024 ? span : 1024;
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

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
