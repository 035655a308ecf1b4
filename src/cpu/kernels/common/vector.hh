// SPDX-License-Identifier: BSD-3-Clause
/**
 * The SIMD vector of the ISA a kernel file is compiled for, as a GCC vector extension: one
 * kernel source serves the generic (SSE2, 16 bytes), AVX2 (32 bytes) and AVX-512 (64 bytes)
 * builds, each ISA's compiler flags choosing the width.
 *
 * Included only by kernel templates under src/cpu/kernels/common/, inside the ISA namespace.
 */
#pragma once

#include <cstdint>
#include <type_traits>
#include <utility>

namespace batchblas::cpu::BATCHBLAS_ISA_NS {

#if defined(__AVX512F__)
inline constexpr int vector_bytes = 64;
#elif defined(__AVX__)
inline constexpr int vector_bytes = 32;
#else
inline constexpr int vector_bytes = 16;
#endif

/** Lanes of a vector of R (a real type). */
template <typename R>
inline constexpr int lanes = vector_bytes / int(sizeof(R));

/** A vector of Lanes R; aligned to R only, so that loads and stores may be unaligned. */
template <typename R, int Lanes = lanes<R>>
struct VectorOf {
    typedef R type __attribute__((vector_size(Lanes * sizeof(R)), aligned(sizeof(R))));
};
template <typename R, int Lanes = lanes<R>>
using Vector = typename VectorOf<R, Lanes>::type;

/** Lanes for `rows` reals of size `bytes`: a power of two >= rows, at least 16 bytes wide, at
 *  most the ISA's vector, so that tiny kernels waste no lanes on short columns. */
constexpr int lanes_for_rows(int rows, int bytes)
{
    int lanes = 16 / bytes;
    while (lanes < rows && lanes * bytes < vector_bytes) lanes *= 2;
    return lanes;
}

/** v (L lanes) with the lanes of each (real, imaginary) pair swapped. */
template <int L, typename V>
inline V pair_swapped(V v)
{
    V s;
#pragma GCC unroll 16
    for (int l = 0; l < L; l += 2) {
        s[l] = v[l + 1];
        s[l + 1] = v[l];
    }
    return s;
}

/** Each complex element of v (L lanes, (real, imaginary) pairs) times xr + i xi: two FMAs, one
 *  on the pair-swapped vector. */
template <int L, typename V, typename R>
inline V times_complex(V v, R xr, R xi)
{
    V sign_xi;
#pragma GCC unroll 16
    for (int l = 0; l < L; l += 2) {
        sign_xi[l] = -xi;
        sign_xi[l + 1] = xi;
    }
    return v * xr + pair_swapped<L>(v) * sign_xi;
}

/**
 * Vector v (L lanes) of a column of W-real elements (W = 2: complex, (real, imaginary) in lane
 * pairs): its lanes are the reals v L .. v L + L - 1 of the column. Rows first .. end - 1 come
 * from element(i), a pointer to row i's reals, imaginary parts negated when conj; other lanes
 * are zero. Built lane by lane in registers: lanes stored to memory and loaded back as one
 * vector stall on store forwarding, which costs more than a tiny kernel's arithmetic.
 */
template <typename V, int L, int W, typename ElementAt>
inline __attribute__((always_inline)) V column_lanes(int v, int first, int end, bool conj,
                                                     ElementAt&& element)
{
    V x{};
#pragma GCC unroll 16
    for (int l = 0; l < L; ++l) {
        int const r = v * L + l, i = r / W;
        if (i < first || i >= end) continue;
        auto const* e = element(i);
        if (r % W == 0) x[l] = e[0];
        else x[l] = conj ? -e[W - 1] : e[W - 1];
    }
    return x;
}

/** Lane i of the first (high false) or second vector of transpose_square's stage B for a pair
 *  (x, y) of L entries of G lanes each: lane i of x or L G + i of y, as __builtin_shufflevector
 *  numbers them. */
constexpr int butterfly_lane(int L, int G, int B, bool high, int i)
{
    int const e = i / G, g = i % G;
    int const from = (e & B) == 0 ? (high ? e + B : e) : (high ? L + e : L + e - B);
    return from * G + g;
}

/** The first or second vector of transpose_square's stage B for the pair (x, y). */
template <int L, int G, int B, bool High, typename V, int... I>
[[gnu::always_inline]] inline V butterfly(V x, V y, std::integer_sequence<int, I...>)
{
    return __builtin_shufflevector(x, y, butterfly_lane(L, G, B, High, I)...);
}

/**
 * The transpose of the L x L block whose columns are col[0 .. L-1] (vectors of L entries of G
 * lanes each: G = 2 for complex numbers), in place: col[r] becomes row r. log2 L butterfly
 * stages; the stage of bit B swaps entry (r, c) with (r ^ B, c ^ B) where bit B of r and of c
 * differ (permutes of two vectors). Pass arrays aligned to the vector (alignas(64)): clang
 * instantiates this with V's natural alignment.
 */
template <typename R, typename V, int L, int G = 1, int B = L / 2>
[[gnu::always_inline]] inline void transpose_square(V (&col)[L])
{
    if constexpr (B >= 1) {
        constexpr int lanes_of_v = L * G;
#pragma GCC unroll 16
        for (int r = 0; r < L; ++r) {
            if ((r & B) != 0) continue;
            V const x = col[r], y = col[r + B];
            col[r] = butterfly<L, G, B, false>(x, y, std::make_integer_sequence<int, lanes_of_v>());
            col[r + B] =
                butterfly<L, G, B, true>(x, y, std::make_integer_sequence<int, lanes_of_v>());
        }
        transpose_square<R, V, L, G, B / 2>(col);
    }
}

template <typename V, typename R>
inline V load(R const* p)
{
    V v;
    __builtin_memcpy(&v, p, sizeof(V));
    return v;
}

template <typename V, typename R>
inline void store(R* p, V v)
{
    __builtin_memcpy(p, &v, sizeof(V));
}

}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
