/**
 * One tiny-GEMM kernel for every size up to tiny_any_max rows (contract: TinyGemmAnyKernel in
 * tiny_kernels.hh), for batches whose problems all differ in size: a column of C (or of op(A))
 * is one to four vectors, the last one masked, so a few small bodies serve all sizes and stay
 * in the instruction cache from one problem to the next, where the per-size kernels would each
 * be fetched anew (tens of them, several KiB each).
 *
 * Masked loads and stores need AVX2 (vmaskmov) or AVX-512 (mask registers): the generic build
 * has no such kernel (`has_tiny_gemm_any` false, a null table entry).
 */
#pragma once

#if defined(__AVX2__)
#include <immintrin.h>
#endif

#include <cstdint>
#include <type_traits>

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace tiny_any_detail {

/** The masked vector operations of the ISA for real type R. */
template <typename R>
struct Masked;

#if defined(__AVX512F__)
template <>
struct Masked<double> {
    using V = __m512d;
    using Mask = __mmask8;
    static constexpr int lanes = 8;
    static Mask first(int rows) { return Mask((1u << rows) - 1u); }
    static V load(Mask m, double const* p) { return _mm512_maskz_loadu_pd(m, p); }
    static V load(double const* p) { return _mm512_loadu_pd(p); }
    static void store(Mask m, double* p, V v) { _mm512_mask_storeu_pd(p, m, v); }
    static void store(double* p, V v) { _mm512_storeu_pd(p, v); }
    static V broadcast(double x) { return _mm512_set1_pd(x); }
    static V mul(V a, V b) { return _mm512_mul_pd(a, b); }
    static V fma(V a, V b, V c) { return _mm512_fmadd_pd(a, b, c); }
};
template <>
struct Masked<float> {
    using V = __m512;
    using Mask = __mmask16;
    static constexpr int lanes = 16;
    static Mask first(int rows) { return Mask((1u << rows) - 1u); }
    static V load(Mask m, float const* p) { return _mm512_maskz_loadu_ps(m, p); }
    static V load(float const* p) { return _mm512_loadu_ps(p); }
    static void store(Mask m, float* p, V v) { _mm512_mask_storeu_ps(p, m, v); }
    static void store(float* p, V v) { _mm512_storeu_ps(p, v); }
    static V broadcast(float x) { return _mm512_set1_ps(x); }
    static V mul(V a, V b) { return _mm512_mul_ps(a, b); }
    static V fma(V a, V b, V c) { return _mm512_fmadd_ps(a, b, c); }
};
#elif defined(__AVX2__)
/** Lane masks of the first `rows` lanes (1 .. 8) of a 256-bit vector of R: rows of -1 then 0s,
 *  read at an offset into one array. */
alignas(64) inline constexpr int32_t mask_words[16] = {-1, -1, -1, -1, -1, -1, -1, -1,
                                                       0,  0,  0,  0,  0,  0,  0,  0};
template <>
struct Masked<double> {
    using V = __m256d;
    using Mask = __m256i;
    static constexpr int lanes = 4;
    static Mask first(int rows)
    {
        return _mm256_loadu_si256(reinterpret_cast<__m256i const*>(mask_words + 8 - 2 * rows));
    }
    static V load(Mask m, double const* p) { return _mm256_maskload_pd(p, m); }
    static V load(double const* p) { return _mm256_loadu_pd(p); }
    static void store(Mask m, double* p, V v) { _mm256_maskstore_pd(p, m, v); }
    static void store(double* p, V v) { _mm256_storeu_pd(p, v); }
    static V broadcast(double x) { return _mm256_set1_pd(x); }
    static V mul(V a, V b) { return _mm256_mul_pd(a, b); }
    static V fma(V a, V b, V c) { return _mm256_fmadd_pd(a, b, c); }
};
template <>
struct Masked<float> {
    using V = __m256;
    using Mask = __m256i;
    static constexpr int lanes = 8;
    static Mask first(int rows)
    {
        return _mm256_loadu_si256(reinterpret_cast<__m256i const*>(mask_words + 8 - rows));
    }
    static V load(Mask m, float const* p) { return _mm256_maskload_ps(p, m); }
    static V load(float const* p) { return _mm256_loadu_ps(p); }
    static void store(Mask m, float* p, V v) { _mm256_maskstore_ps(p, m, v); }
    static void store(float* p, V v) { _mm256_storeu_ps(p, v); }
    static V broadcast(float x) { return _mm256_set1_ps(x); }
    static V mul(V a, V b) { return _mm256_mul_ps(a, b); }
    static V fma(V a, V b, V c) { return _mm256_fmadd_ps(a, b, c); }
};
#endif

/** Vector v of the column at p (Vectors vectors, the last one masked). */
template <typename R, int Vectors>
inline typename Masked<R>::V load_part(R const* p, int v, typename Masked<R>::Mask mask)
{
    using M = Masked<R>;
    return v < Vectors - 1 ? M::load(p + v * M::lanes) : M::load(mask, p + v * M::lanes);
}

/** Column c of C = sum + beta C (C not read when !read_c), the last vector masked. */
template <typename R, int Vectors>
inline void update_column(typename Masked<R>::V* sum, R* c, typename Masked<R>::Mask mask,
                          bool read_c, typename Masked<R>::V beta)
{
    using M = Masked<R>;
    for (int v = 0; v < Vectors; ++v) {
        if (read_c) sum[v] = M::fma(load_part<R, Vectors>(c, v, mask), beta, sum[v]);
        if (v < Vectors - 1) M::store(c + v * M::lanes, sum[v]);
        else M::store(mask, c + v * M::lanes, sum[v]);
    }
}

/**
 * C = alpha A op(B) + beta C with A M x k column-major (lda), op(B)(p, j) at
 * b[p * b_rs + j * b_cs], C M x n (ldc): a column of alpha A, held in registers for the whole
 * problem, is `Vectors` vectors, the last one masked to the rows left (its masked-off lanes are
 * neither read nor written). Each column of C is one chain of k FMAs per vector.
 */
template <typename R, int Vectors, int Max>
void any_size(int64_t m, int64_t n, int64_t k, R alpha, R const* a, int64_t lda, R const* b,
              int64_t b_rs, int64_t b_cs, R beta, R* c, int64_t ldc)
{
    using M = Masked<R>;
    auto const mask = M::first(int(m) - (Vectors - 1) * M::lanes);
    auto const alpha_v = M::broadcast(alpha);
    typename M::V columns[Max][Vectors];
    for (int64_t p = 0; p < k; ++p)
        for (int v = 0; v < Vectors; ++v)
            columns[p][v] = M::mul(load_part<R, Vectors>(a + p * lda, v, mask), alpha_v);
    bool const read_c = beta != R(0);  // beta = 0: C is not read (NaN in C is not propagated)
    auto const beta_v = M::broadcast(beta);
    for (int64_t j = 0; j < n; ++j) {
        R const* bj = b + j * b_cs;
        typename M::V sum[Vectors];
        auto const b0 = M::broadcast(bj[0]);
        for (int v = 0; v < Vectors; ++v) sum[v] = M::mul(columns[0][v], b0);
        for (int64_t p = 1; p < k; ++p) {
            auto const bp = M::broadcast(bj[p * b_rs]);
            for (int v = 0; v < Vectors; ++v) sum[v] = M::fma(columns[p][v], bp, sum[v]);
        }
        update_column<R, Vectors>(sum, c + j * ldc, mask, read_c, beta_v);
    }
}

/**
 * The same product for up to `Vectors` vectors of rows and any k: op(A)'s columns are read from
 * memory (L1) as the FMAs need them, two columns of C at a time so that each load of A feeds
 * two FMA chains; alpha scales the sums.
 */
template <typename R, int Vectors>
void any_size_streamed(int64_t m, int64_t n, int64_t k, R alpha, R const* a, int64_t lda,
                       R const* b, int64_t b_rs, int64_t b_cs, R beta, R* c, int64_t ldc)
{
    using M = Masked<R>;
    using V = typename M::V;
    auto const mask = M::first(int(m) - (Vectors - 1) * M::lanes);
    auto const alpha_v = M::broadcast(alpha), beta_v = M::broadcast(beta);
    bool const read_c = beta != R(0);  // beta = 0: C is not read (NaN in C is not propagated)
    auto const finish = [&](V* sum, R* cj) {
        for (int v = 0; v < Vectors; ++v) sum[v] = M::mul(sum[v], alpha_v);
        update_column<R, Vectors>(sum, cj, mask, read_c, beta_v);
    };
    int64_t j = 0;
    for (; j + 2 <= n; j += 2) {
        R const* b0 = b + j * b_cs;
        R const* b1 = b0 + b_cs;
        V sum0[Vectors], sum1[Vectors];
        for (int v = 0; v < Vectors; ++v) {
            V const a0 = load_part<R, Vectors>(a, v, mask);
            sum0[v] = M::mul(a0, M::broadcast(b0[0]));
            sum1[v] = M::mul(a0, M::broadcast(b1[0]));
        }
        for (int64_t p = 1; p < k; ++p) {
            V const bp0 = M::broadcast(b0[p * b_rs]), bp1 = M::broadcast(b1[p * b_rs]);
            for (int v = 0; v < Vectors; ++v) {
                V const ap = load_part<R, Vectors>(a + p * lda, v, mask);
                sum0[v] = M::fma(ap, bp0, sum0[v]);
                sum1[v] = M::fma(ap, bp1, sum1[v]);
            }
        }
        finish(sum0, c + j * ldc);
        finish(sum1, c + (j + 1) * ldc);
    }
    if (j < n) {
        R const* b0 = b + j * b_cs;
        V sum0[Vectors];
        for (int v = 0; v < Vectors; ++v)
            sum0[v] = M::mul(load_part<R, Vectors>(a, v, mask), M::broadcast(b0[0]));
        for (int64_t p = 1; p < k; ++p) {
            V const bp0 = M::broadcast(b0[p * b_rs]);
            for (int v = 0; v < Vectors; ++v)
                sum0[v] = M::fma(load_part<R, Vectors>(a + p * lda, v, mask), bp0, sum0[v]);
        }
        finish(sum0, c + j * ldc);
    }
}

}  // namespace tiny_any_detail

/** Whether this ISA has the any-size kernel for T (real types, masked vector ISAs). */
template <typename T>
inline constexpr bool has_tiny_gemm_any =
#if defined(__AVX2__)
    std::is_same_v<T, float> || std::is_same_v<T, double>;
#else
    false;
#endif

/**
 * The any-size tiny kernel: 1 <= m <= MaxRows, k >= 1, n >= 1. op(A) stays in registers when it
 * fits (m and k up to Max, at most two vectors a column), else it is streamed from L1.
 */
template <typename T, int Max, int MaxRows>
void tiny_gemm_any(int64_t m, int64_t n, int64_t k, T alpha, T const* a, int64_t lda, T const* b,
                   int64_t b_rs, int64_t b_cs, T beta, T* c, int64_t ldc)
{
    if constexpr (has_tiny_gemm_any<T>) {
        using tiny_any_detail::any_size;
        using tiny_any_detail::any_size_streamed;
        constexpr int lanes = tiny_any_detail::Masked<T>::lanes;
        static_assert(Max <= 2 * lanes && MaxRows <= 4 * lanes);
        if (k <= Max && m <= Max) {
            if (m <= lanes)
                return any_size<T, 1, Max>(m, n, k, alpha, a, lda, b, b_rs, b_cs, beta, c, ldc);
            if constexpr (Max > lanes)
                return any_size<T, 2, Max>(m, n, k, alpha, a, lda, b, b_rs, b_cs, beta, c, ldc);
        }
        if (m <= lanes)
            any_size_streamed<T, 1>(m, n, k, alpha, a, lda, b, b_rs, b_cs, beta, c, ldc);
        else if constexpr (MaxRows > lanes) {
            if (m <= 2 * lanes)
                any_size_streamed<T, 2>(m, n, k, alpha, a, lda, b, b_rs, b_cs, beta, c, ldc);
            else if constexpr (MaxRows > 2 * lanes) {
                if (m <= 3 * lanes)
                    any_size_streamed<T, 3>(m, n, k, alpha, a, lda, b, b_rs, b_cs, beta, c, ldc);
                else
                    any_size_streamed<T, 4>(m, n, k, alpha, a, lda, b, b_rs, b_cs, beta, c, ldc);
            }
        }
    }
}

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
