// SPDX-License-Identifier: BSD-3-Clause
/**
 * One small-GEMM kernel for every size up to four vectors of rows (contract: TinyGemmAnyKernel
 * in tiny_kernels.hh), for batches whose problems all differ in size: a column of C (or of A)
 * is one to four vectors, the last one masked, so a few small bodies serve all sizes and stay
 * in the instruction cache from one problem to the next, where the per-size kernels would each
 * be fetched anew (tens of them, several KiB each). Columns of C go in register blocks of up to
 * eight (block_columns), each column of A loaded once a block. Complex types keep their
 * (real, imaginary) pairs in the lanes as stored: a column block sums A times the real parts of
 * B's entries and A times their imaginary parts apart, and combines the two once at the end.
 *
 * Masked loads and stores need AVX2 (vmaskmov) or AVX-512 (mask registers): the generic build
 * has no such kernel (`has_tiny_gemm_any` false, a null table entry).
 */
#pragma once

#if defined(__AVX2__)
#include <immintrin.h>
#endif

#include <algorithm>
#include <complex>
#include <cstdint>
#include <type_traits>

#include "cpu/kernels/common/vector.hh"
#include "cpu/kernels/tiny_kernels.hh"

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

/**
 * Columns 0..Cols-1 of C (at c, ld ldc) = sum[j] + beta C, C not read when !read_c, the last
 * vector of a column masked. Every load of C comes before the first store: a column's masked
 * store spans whole vectors, so with a short ld it covers the next column's first rows, and a
 * load of them behind it in program order could not take its (masked) data and would wait.
 */
template <typename R, int Vectors, int Cols>
inline void update_columns(typename Masked<R>::V (&sum)[Cols][Vectors], R* c, int64_t ldc,
                           typename Masked<R>::Mask mask, bool read_c, typename Masked<R>::V beta)
{
    using M = Masked<R>;
    if (read_c) {
#pragma GCC unroll 8
        for (int j = 0; j < Cols; ++j)
#pragma GCC unroll 4
            for (int v = 0; v < Vectors; ++v)
                sum[j][v] = M::fma(load_part<R, Vectors>(c + j * ldc, v, mask), beta, sum[j][v]);
    }
#pragma GCC unroll 8
    for (int j = 0; j < Cols; ++j)
#pragma GCC unroll 4
        for (int v = 0; v < Vectors; ++v) {
            if (v < Vectors - 1)
                M::store(c + j * ldc + v * M::lanes, sum[j][v]);
            else
                M::store(mask, c + j * ldc + v * M::lanes, sum[j][v]);
        }
}

/** The real type and reals per element of T. */
template <typename T>
struct ElementOf {
    using Real = T;
    static constexpr int reals = 1;
};
template <typename R>
struct ElementOf<std::complex<R>> {
    using Real = R;
    static constexpr int reals = 2;
};

/** Elements of T a vector holds. */
template <typename T>
inline constexpr int element_lanes =
    Masked<typename ElementOf<T>::Real>::lanes / ElementOf<T>::reals;

/** Registers of the ISA's vector file: 32 with AVX-512's 64-byte vectors, else 16. */
inline constexpr int vector_registers = vector_bytes == 64 ? 32 : 16;

/**
 * Columns of C a pass for columns of `Vectors` vectors: a power of two (the columns left over
 * take the smaller blocks). AVX-512: 8, 4 for four vectors (up to 24 sums, a column of A and a
 * broadcast in its 32 registers). AVX2: 8 for one vector, else pairs (16 registers: wider
 * blocks of wider columns leave no room for the column of A).
 */
template <int Vectors>
inline constexpr int block_columns = vector_registers == 32 ? (Vectors <= 3 ? 8 : 4)
                                                            : (Vectors == 1 ? 8 : 2);

/** block_columns for element type T: complex columns keep two sums a vector, so half as many
 *  columns (AVX-512: 8 of one vector, 4 of two or three, 2 of four; AVX2: 4, 2). */
template <typename T, int Vectors>
inline constexpr int block_columns_of = ElementOf<T>::reals == 1 ? block_columns<Vectors>
                                        : vector_registers == 32 ? (Vectors == 1   ? 8
                                                                    : Vectors <= 3 ? 4
                                                                                   : 2)
                                                                 : (Vectors == 1 ? 4 : 2);

/** Rows of a panel for R: four vectors, but two of float on AVX2 (32-row float columns there
 *  fall behind the blocked path). */
template <typename R>
inline constexpr int max_rows = vector_registers == 32 || sizeof(R) == 8 ? 4 * Masked<R>::lanes
                                                                         : 2 * Masked<R>::lanes;

/** Rows (elements) of a panel for T: max_rows for real types; four vectors of complex ones on
 *  AVX-512, two on AVX2 (its 16 registers hold a block of two columns of two vectors). */
template <typename T>
constexpr int panel_rows_of()
{
    if constexpr (ElementOf<T>::reals == 1)
        return max_rows<T>;
    else
        return (vector_registers == 32 ? 4 : 2) * element_lanes<T>;
}
template <typename T>
inline constexpr int panel_rows = panel_rows_of<T>();

/**
 * Prefetches (for writing) the lines of the Cols columns of C after the block at c: the next
 * block's, whose loads otherwise wait on memory at its end with nothing left to overlap them
 * when the batch is out of cache (short updates, where C's traffic is most of the work, feel
 * it most). Past a problem's last block they are lines of whatever
 * follows, which a prefetch may touch harmlessly. The addresses are computed in unsigned
 * integers: there, with a leading dimension the problem never steps by (a last block of one
 * column may have any valid ldc, INT64_MAX included), pointer arithmetic or its int64_t
 * product could overflow, which is undefined (the fuzzer found it); a prefetch of any address
 * is harmless.
 */
template <typename R, int Vectors, int Cols>
[[gnu::always_inline]] inline void prefetch_next_block(R* c, int64_t ldc)
{
    uintptr_t const base = reinterpret_cast<uintptr_t>(c);
#pragma GCC unroll 8
    for (int j = 0; j < Cols; ++j)
#pragma GCC unroll 4
        for (int v = 0; v < Vectors; ++v) {
            uint64_t const offset =
                uint64_t(Cols + j) * uint64_t(ldc) + uint64_t(v * Masked<R>::lanes);
            __builtin_prefetch(reinterpret_cast<void const*>(base + offset * sizeof(R)), 1);
        }
}

/**
 * C(:, 0:Cols) = alpha A op(B)(:, 0:Cols) + beta C(:, 0:Cols) for A M x k column-major (lda),
 * M up to `Vectors` vectors (mask: the last vector's rows): each column of A is loaded once
 * and feeds Cols FMA chains, one per column of C. PrefetchNextC: the any-size paths, whose
 * blocks walk C column block after column block (prefetch_next_block; not the dense square
 * kernels, whose problems up to order 32 are in cache, where a prefetch only costs issue
 * slots).
 */
template <typename R, int Vectors, int Cols, bool PrefetchNextC = false>
[[gnu::always_inline]] inline void column_block(int64_t k, typename Masked<R>::Mask mask, R alpha,
                                                R const* a, int64_t lda, R const* b, int64_t b_rs,
                                                int64_t b_cs, bool read_c,
                                                typename Masked<R>::V beta, R* c, int64_t ldc)
{
    using M = Masked<R>;
    using V = typename M::V;
    if constexpr (PrefetchNextC) prefetch_next_block<R, Vectors, Cols>(c, ldc);
    V sum[Cols][Vectors];
    {
        V a0[Vectors];
#pragma GCC unroll 4
        for (int v = 0; v < Vectors; ++v) a0[v] = load_part<R, Vectors>(a, v, mask);
#pragma GCC unroll 8
        for (int j = 0; j < Cols; ++j) {
            V const bj = M::broadcast(b[j * b_cs]);
#pragma GCC unroll 4
            for (int v = 0; v < Vectors; ++v) sum[j][v] = M::mul(a0[v], bj);
        }
    }
    for (int64_t p = 1; p < k; ++p) {
        V ap[Vectors];
#pragma GCC unroll 4
        for (int v = 0; v < Vectors; ++v) ap[v] = load_part<R, Vectors>(a + p * lda, v, mask);
        R const* const bp = b + p * b_rs;
#pragma GCC unroll 8
        for (int j = 0; j < Cols; ++j) {
            V const bj = M::broadcast(bp[j * b_cs]);
#pragma GCC unroll 4
            for (int v = 0; v < Vectors; ++v) sum[j][v] = M::fma(ap[v], bj, sum[j][v]);
        }
    }
    if (alpha != R(1)) {  // a product by one is exact: skipping it changes nothing
        V const alpha_v = M::broadcast(alpha);
#pragma GCC unroll 8
        for (int j = 0; j < Cols; ++j)
#pragma GCC unroll 4
            for (int v = 0; v < Vectors; ++v) sum[j][v] = M::mul(sum[j][v], alpha_v);
    }
    update_columns<R, Vectors, Cols>(sum, c, ldc, mask, read_c, beta);
}

/**
 * What the column blocks of one call share: the last vector's mask (its reals), alpha, and how
 * C is merged (C not read when beta = 0, so that a NaN there is not propagated).
 */
template <typename T>
struct BlockConstants {
    using M = Masked<T>;
    typename M::Mask mask;
    T alpha;
    bool read_c;
    typename M::V beta;

    BlockConstants(int last_reals, T alpha_, T beta_, bool /*conj_b: none for real types*/)
        : mask(M::first(last_reals)),
          alpha(alpha_),
          read_c(beta_ != T(0)),
          beta(M::broadcast(beta_))
    {
    }
};

template <typename R>
struct BlockConstants<std::complex<R>> {
    using M = Masked<R>;
    typename M::Mask mask;
    std::complex<R> alpha;
    bool read_c, beta_one;
    R beta_re, beta_im;
    /// i x = pair_swapped(x) * i_sign: (-1, 1) pairs; (1, -1) when B's entries are conjugated,
    /// the sum of A times their imaginary parts then entering with the opposite sign
    typename M::V i_sign;

    BlockConstants(int last_reals, std::complex<R> alpha_, std::complex<R> beta_, bool conj_b)
        : mask(M::first(last_reals)),
          alpha(alpha_),
          read_c(beta_ != std::complex<R>(0)),
          beta_one(beta_ == std::complex<R>(1)),
          beta_re(beta_.real()),
          beta_im(beta_.imag())
    {
        for (int l = 0; l < M::lanes; l += 2) {
            i_sign[l] = conj_b ? R(1) : R(-1);
            i_sign[l + 1] = conj_b ? R(-1) : R(1);
        }
    }
};

/**
 * column_block for complex elements, every address and stride in reals (A's column p at
 * a + p lda, op(B)'s entry (p, j) at b + p b_rs + j b_cs): sums of A times the real parts and
 * A times the imaginary parts of B's entries, 2 Cols Vectors registers, combined as
 * re + i im (re - i im for conj(B)), then alpha and beta C as complex products on the lane
 * pairs; beta = 1 adds C as it is (as reference BLAS, which does not scale C then: an Inf in C
 * stays an Inf). The next block's C is prefetched as for real types.
 */
template <typename R, int Vectors, int Cols>
[[gnu::always_inline]] inline void complex_column_block(int64_t k,
                                                        BlockConstants<std::complex<R>> const& bc,
                                                        R const* a, int64_t lda, R const* b,
                                                        int64_t b_rs, int64_t b_cs, R* c,
                                                        int64_t ldc)
{
    using M = Masked<R>;
    using V = typename M::V;
    constexpr int L = M::lanes;
    prefetch_next_block<R, Vectors, Cols>(c, ldc);
    V re[Cols][Vectors], im[Cols][Vectors];
    {
        V a0[Vectors];
#pragma GCC unroll 4
        for (int v = 0; v < Vectors; ++v) a0[v] = load_part<R, Vectors>(a, v, bc.mask);
#pragma GCC unroll 8
        for (int j = 0; j < Cols; ++j) {
            V const b_re = M::broadcast(b[j * b_cs]), b_im = M::broadcast(b[j * b_cs + 1]);
#pragma GCC unroll 4
            for (int v = 0; v < Vectors; ++v) {
                re[j][v] = M::mul(a0[v], b_re);
                im[j][v] = M::mul(a0[v], b_im);
            }
        }
    }
    for (int64_t p = 1; p < k; ++p) {
        V ap[Vectors];
#pragma GCC unroll 4
        for (int v = 0; v < Vectors; ++v) ap[v] = load_part<R, Vectors>(a + p * lda, v, bc.mask);
        R const* const bp = b + p * b_rs;
#pragma GCC unroll 8
        for (int j = 0; j < Cols; ++j) {
            V const b_re = M::broadcast(bp[j * b_cs]), b_im = M::broadcast(bp[j * b_cs + 1]);
#pragma GCC unroll 4
            for (int v = 0; v < Vectors; ++v) {
                re[j][v] = M::fma(ap[v], b_re, re[j][v]);
                im[j][v] = M::fma(ap[v], b_im, im[j][v]);
            }
        }
    }
    V sum[Cols][Vectors];
#pragma GCC unroll 8
    for (int j = 0; j < Cols; ++j)
#pragma GCC unroll 4
        for (int v = 0; v < Vectors; ++v)
            sum[j][v] = M::fma(pair_swapped<L>(im[j][v]), bc.i_sign, re[j][v]);
    if (bc.alpha != std::complex<R>(1)) {  // a product by one is exact: skipping it changes nothing
        R const alpha_re = bc.alpha.real(), alpha_im = bc.alpha.imag();
#pragma GCC unroll 8
        for (int j = 0; j < Cols; ++j)
#pragma GCC unroll 4
            for (int v = 0; v < Vectors; ++v)
                sum[j][v] = times_complex<L>(sum[j][v], alpha_re, alpha_im);
    }
    // Every load of C before the first store, as update_columns.
    if (bc.read_c) {
        if (bc.beta_one) {
#pragma GCC unroll 8
            for (int j = 0; j < Cols; ++j)
#pragma GCC unroll 4
                for (int v = 0; v < Vectors; ++v)
                    sum[j][v] += load_part<R, Vectors>(c + j * ldc, v, bc.mask);
        }
        else {
#pragma GCC unroll 8
            for (int j = 0; j < Cols; ++j)
#pragma GCC unroll 4
                for (int v = 0; v < Vectors; ++v)
                    sum[j][v] += times_complex<L>(load_part<R, Vectors>(c + j * ldc, v, bc.mask),
                                                  bc.beta_re, bc.beta_im);
        }
    }
#pragma GCC unroll 8
    for (int j = 0; j < Cols; ++j)
#pragma GCC unroll 4
        for (int v = 0; v < Vectors; ++v) {
            if (v < Vectors - 1)
                M::store(c + j * ldc + v * L, sum[j][v]);
            else
                M::store(bc.mask, c + j * ldc + v * L, sum[j][v]);
        }
}

/** One column block of C for element type T (strides in elements), real or complex. */
template <typename T, int Vectors, int Cols>
[[gnu::always_inline]] inline void block_of(int64_t k, BlockConstants<T> const& bc, T const* a,
                                            int64_t lda, T const* b, int64_t b_rs, int64_t b_cs,
                                            T* c, int64_t ldc)
{
    using R = typename ElementOf<T>::Real;
    // Strides in reals, doubled in unsigned integers: a stride the block never steps by may be
    // any valid one, INT64_MAX included, whose int64_t double overflows (the fuzzer found it).
    auto const reals = [](int64_t stride) { return int64_t(uint64_t(stride) * 2u); };
    if constexpr (ElementOf<T>::reals == 2)
        complex_column_block<R, Vectors, Cols>(
            k, bc, reinterpret_cast<R const*>(a), reals(lda), reinterpret_cast<R const*>(b),
            reals(b_rs), reals(b_cs), reinterpret_cast<R*>(c), reals(ldc));
    else
        column_block<T, Vectors, Cols, true>(k, bc.mask, bc.alpha, a, lda, b, b_rs, b_cs, bc.read_c,
                                             bc.beta, c, ldc);
}

/**
 * column_block over `blocks` consecutive blocks of Cols columns, from column 0 of b and c. One
 * function per block width with the block inlined in its loop: a call per block (two columns
 * on AVX2) is a noticeable overhead at small n, and every width inlined into one function
 * spills.
 */
template <typename T, int Vectors, int Cols>
[[gnu::noinline]] void column_blocks(int64_t blocks, int64_t k, BlockConstants<T> const& shared,
                                     T const* a, int64_t lda, T const* b, int64_t b_rs,
                                     int64_t b_cs, T* c, int64_t ldc)
{
    BlockConstants<T> const bc = shared;  // a local copy: C's stores cannot alias it
    for (int64_t q = 0; q < blocks; ++q)
        block_of<T, Vectors, Cols>(k, bc, a, lda, b + q * Cols * b_cs, b_rs, b_cs,
                                   c + q * Cols * ldc, ldc);
}

/**
 * Splits n columns into blocks of Cols columns, then one block each of half as many, a quarter,
 * ... for the columns left: blocks(first column, block count, width as an integral_constant).
 */
template <int Cols, typename Blocks>
[[gnu::always_inline]] inline void split_columns(int64_t n, Blocks&& blocks)
{
    int64_t j = n / Cols * Cols;
    if (j > 0) blocks(int64_t(0), n / Cols, std::integral_constant<int, Cols>{});
    if constexpr (Cols > 4)
        if (n - j >= 4) {
            blocks(j, int64_t(1), std::integral_constant<int, 4>{});
            j += 4;
        }
    if constexpr (Cols > 2)
        if (n - j >= 2) {
            blocks(j, int64_t(1), std::integral_constant<int, 2>{});
            j += 2;
        }
    if (n - j >= 1) blocks(j, int64_t(1), std::integral_constant<int, 1>{});
}

/**
 * C = alpha A op(B) + beta C with A m x k column-major (lda), m up to `Vectors` vectors,
 * op(B)(p, j) at b[p * b_rs + j * b_cs], C m x n (ldc): blocks of block_columns columns, then
 * the columns left in one block each of half as many, a quarter, ...
 */
template <typename T, int Vectors>
void any_size(int64_t m, int64_t n, int64_t k, T alpha, T const* a, int64_t lda, T const* b,
              int64_t b_rs, int64_t b_cs, bool conj_b, T beta, T* c, int64_t ldc)
{
    using Element = ElementOf<T>;
    constexpr int cols = block_columns_of<T, Vectors>;
    BlockConstants<T> const bc(
        Element::reals * int(m) - (Vectors - 1) * Masked<typename Element::Real>::lanes, alpha,
        beta, conj_b);
    auto blocks = [&](int64_t j, int64_t count, auto width) {
        column_blocks<T, Vectors, decltype(width)::value>(count, k, bc, a, lda, b + j * b_cs, b_rs,
                                                          b_cs, c + j * ldc, ldc);
    };
    split_columns<cols>(n, blocks);
}

/**
 * column_blocks for `count` problems alike but for their matrices (problem i: a[i] + a_offset,
 * b[i] + b_offset, c[i] + c_offset): the set-up that the sizes and leading dimensions need (masks,
 * column offsets, beta) is done once for the run, where one call per problem would redo it
 * for each, a large share of a tiny problem's time.
 */
template <typename T, int Vectors, int Cols>
[[gnu::noinline]] void column_blocks_run(int64_t count, int64_t blocks, int64_t k,
                                         BlockConstants<T> const& shared, MatrixSequence<T const> a,
                                         int64_t a_offset, int64_t lda, MatrixSequence<T const> b,
                                         int64_t b_offset, int64_t b_rs, int64_t b_cs,
                                         MatrixSequence<T> c, int64_t c_offset, int64_t ldc)
{
    BlockConstants<T> const bc = shared;  // a local copy: C's stores cannot alias it
    for (int64_t i = 0; i < count; ++i) {
        T const* const ai = a[i] + a_offset;
        T const* const bi = b[i] + b_offset;
        T* const ci = c[i] + c_offset;
        for (int64_t q = 0; q < blocks; ++q)
            block_of<T, Vectors, Cols>(k, bc, ai, lda, bi + q * Cols * b_cs, b_rs, b_cs,
                                       ci + q * Cols * ldc, ldc);
    }
}

/**
 * any_size over `count` problems of one size (rows row_offset .. row_offset + m - 1 of each: a
 * panel), a width
 * class at a time: all the problems' blocks of block_columns columns, then their blocks of
 * the columns left.
 */
template <typename T, int Vectors>
void any_size_run(int64_t count, int64_t m, int64_t n, int64_t k, T alpha,
                  MatrixSequence<T const> a, int64_t lda, MatrixSequence<T const> b, int64_t b_rs,
                  int64_t b_cs, bool conj_b, T beta, MatrixSequence<T> c, int64_t ldc,
                  int64_t row_offset)
{
    using Element = ElementOf<T>;
    constexpr int cols = block_columns_of<T, Vectors>;
    BlockConstants<T> const bc(
        Element::reals * int(m) - (Vectors - 1) * Masked<typename Element::Real>::lanes, alpha,
        beta, conj_b);
    auto blocks = [&](int64_t j, int64_t blocks_count, auto width) {
        column_blocks_run<T, Vectors, decltype(width)::value>(count, blocks_count, k, bc, a,
                                                              row_offset, lda, b, j * b_cs, b_rs,
                                                              b_cs, c, row_offset + j * ldc, ldc);
    };
    split_columns<cols>(n, blocks);
}

/**
 * C = alpha A B + beta C for `count` problems of order N whose matrices are stored densely
 * (leading dimension N), column blocks as any_size takes them: every size, offset and leading
 * dimension a compile-time constant, so that each column's address is an immediate offset from
 * one register. With run-time leading dimensions the compiler keeps the column addresses of a
 * block in registers and spills.
 */
template <typename R, int N>
void dense_square_run(int64_t count, R alpha, MatrixSequence<R const> a, MatrixSequence<R const> b,
                      R beta, MatrixSequence<R> c)
{
    using M = Masked<R>;
    constexpr int vectors = (N + M::lanes - 1) / M::lanes;
    constexpr int cols = block_columns<vectors>;
    constexpr int full = N / cols * cols;
    constexpr int rest4 = cols > 4 && N - full >= 4 ? 4 : 0;
    constexpr int rest2 = cols > 2 && N - full - rest4 >= 2 ? 2 : 0;
    constexpr int rest1 = N - full - rest4 - rest2;
    static_assert(vectors <= 4 && rest1 <= 1, "column_block takes up to four vectors");
    auto const mask = M::first(N - (vectors - 1) * M::lanes);
    auto const beta_v = M::broadcast(beta);
    bool const read_c = beta != R(0);  // beta = 0: C is not read (NaN in C is not propagated)
    for (int64_t i = 0; i < count; ++i) {
        R const* const ai = a[i];
        R const* const bi = b[i];
        R* const ci = c[i];
        for (int j = 0; j < full; j += cols)
            column_block<R, vectors, cols>(N, mask, alpha, ai, N, bi + j * N, 1, N, read_c, beta_v,
                                           ci + j * N, N);
        if constexpr (rest4 > 0)
            column_block<R, vectors, 4>(N, mask, alpha, ai, N, bi + full * N, 1, N, read_c, beta_v,
                                        ci + full * N, N);
        if constexpr (rest2 > 0)
            column_block<R, vectors, 2>(N, mask, alpha, ai, N, bi + (full + rest4) * N, 1, N,
                                        read_c, beta_v, ci + (full + rest4) * N, N);
        if constexpr (rest1 > 0)
            column_block<R, vectors, 1>(N, mask, alpha, ai, N, bi + (N - 1) * N, 1, N, read_c,
                                        beta_v, ci + (N - 1) * N, N);
    }
}

/**
 * C = alpha A B + beta C for A m x K (lda), B K x N (ldb), C m x N (ldc), m up to one vector, K
 * and N compile-time: every loop unrolled, so that a problem of its own size costs no loop exit
 * or block choice that the sizes of the problems before it could mispredict.
 */
template <typename R, int K, int N>
[[gnu::always_inline]] inline void exact_size(int64_t m, R alpha, R const* a, int64_t lda,
                                              R const* b, int64_t ldb, R beta, R* c,
                                              int64_t ldc)
{
    using M = Masked<R>;
    using V = typename M::V;
    auto const mask = M::first(int(m));
    V ap[K];
#pragma GCC unroll 8
    for (int p = 0; p < K; ++p) ap[p] = M::load(mask, a + p * lda);
    V sum[N][1];
#pragma GCC unroll 8
    for (int j = 0; j < N; ++j) {
        sum[j][0] = M::mul(ap[0], M::broadcast(b[j * ldb]));
#pragma GCC unroll 8
        for (int p = 1; p < K; ++p)
            sum[j][0] = M::fma(ap[p], M::broadcast(b[p + j * ldb]), sum[j][0]);
    }
    if (alpha != R(1)) {  // a product by one is exact: skipping it changes nothing
        V const alpha_v = M::broadcast(alpha);
#pragma GCC unroll 8
        for (int j = 0; j < N; ++j) sum[j][0] = M::mul(sum[j][0], alpha_v);
    }
    update_columns<R, 1, N>(sum, c, ldc, mask, beta != R(0), M::broadcast(beta));
}

/** exact_size over a run of problems (contract: TinyGemmExactKernel). */
template <typename R, int K, int N, typename Problem>
void exact_size_run(int64_t count, Problem const* problems, uint32_t const* order)
{
    for (int64_t i = 0; i < count; ++i) {
        Problem const& p = problems[order[i]];
        if (i + 1 < count) {
            // The next problem's matrices, whose addresses nothing before its turn would load.
            Problem const& next = problems[order[i + 1]];
            __builtin_prefetch(next.a);
            __builtin_prefetch(next.b);
            __builtin_prefetch(next.c, 1);
        }
        exact_size<R, K, N>(p.m, p.alpha, p.a, p.lda, p.b, p.ldb, p.beta, p.c, p.ldc);
    }
}

}  // namespace tiny_any_detail

/** Whether this ISA has the any-size kernel for T (masked vector ISAs). */
template <typename T>
inline constexpr bool has_tiny_gemm_any =
#if defined(__AVX2__)
    std::is_same_v<T, float> || std::is_same_v<T, double> ||
    std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>;
#else
    false;
#endif

/** The any-size tiny kernel: m >= 1 (panels of panel_rows rows), k >= 1, n >= 1. */
template <typename T>
void tiny_gemm_any(int64_t m, int64_t n, int64_t k, T alpha, T const* a, int64_t lda, T const* b,
                   int64_t b_rs, int64_t b_cs, bool conj_b, T beta, T* c, int64_t ldc)
{
    if constexpr (has_tiny_gemm_any<T>) {
        using tiny_any_detail::any_size;
        constexpr int lanes = tiny_any_detail::element_lanes<T>;
        constexpr int panel = tiny_any_detail::panel_rows<T>;
        for (; m > panel; m -= panel, a += panel, c += panel)
            any_size<T, panel / lanes>(panel, n, k, alpha, a, lda, b, b_rs, b_cs, conj_b, beta, c,
                                       ldc);
        if (m <= lanes)
            any_size<T, 1>(m, n, k, alpha, a, lda, b, b_rs, b_cs, conj_b, beta, c, ldc);
        else if constexpr (panel > lanes) {
            if (m <= 2 * lanes)
                any_size<T, 2>(m, n, k, alpha, a, lda, b, b_rs, b_cs, conj_b, beta, c, ldc);
            else if constexpr (panel > 2 * lanes) {
                if (m <= 3 * lanes)
                    any_size<T, 3>(m, n, k, alpha, a, lda, b, b_rs, b_cs, conj_b, beta, c, ldc);
                else
                    any_size<T, 4>(m, n, k, alpha, a, lda, b, b_rs, b_cs, conj_b, beta, c, ldc);
            }
        }
    }
}

/**
 * The any-size kernel over a run of problems of one size (contract: TinyGemmAnyRunKernel):
 * chunks of a few problems, so that the width classes' passes over a chunk find its matrices in
 * the L1 cache.
 */
template <typename T>
void tiny_gemm_any_run(int64_t count, int64_t m, int64_t n, int64_t k, T alpha,
                       MatrixSequence<T const> a, int64_t lda, MatrixSequence<T const> b,
                       int64_t b_rs, int64_t b_cs, bool conj_b, T beta, MatrixSequence<T> c,
                       int64_t ldc)
{
    if constexpr (has_tiny_gemm_any<T>) {
        using tiny_any_detail::any_size_run;
        constexpr int lanes = tiny_any_detail::element_lanes<T>;
        constexpr int panel = tiny_any_detail::panel_rows<T>;
        // About 16 KiB of matrices a chunk, at least one problem.
        int64_t const bytes = int64_t(sizeof(T)) * (m * k + k * n + m * n);
        int64_t const chunk = std::max<int64_t>(1, (16 << 10) / bytes);
        for (int64_t first = 0; first < count; first += chunk) {
            int64_t const run = std::min(chunk, count - first);
            MatrixSequence<T const> const a_run = a.from(first), b_run = b.from(first);
            MatrixSequence<T> const c_run = c.from(first);
            auto panel_run = [&](auto vectors, int64_t rows, int64_t row) {
                any_size_run<T, decltype(vectors)::value>(run, rows, n, k, alpha, a_run, lda, b_run,
                                                          b_rs, b_cs, conj_b, beta, c_run, ldc,
                                                          row);
            };
            int64_t row = 0;
            for (; m - row > panel; row += panel)
                panel_run(std::integral_constant<int, panel / lanes>{}, panel, row);
            int64_t const rows = m - row;
            if (rows <= lanes)
                panel_run(std::integral_constant<int, 1>{}, rows, row);
            else if constexpr (panel > lanes) {
                if (rows <= 2 * lanes)
                    panel_run(std::integral_constant<int, 2>{}, rows, row);
                else if constexpr (panel > 2 * lanes) {
                    if (rows <= 3 * lanes)
                        panel_run(std::integral_constant<int, 3>{}, rows, row);
                    else
                        panel_run(std::integral_constant<int, 4>{}, rows, row);
                }
            }
        }
    }
}

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
