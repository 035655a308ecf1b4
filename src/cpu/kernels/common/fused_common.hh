// SPDX-License-Identifier: BSD-3-Clause
/**
 * What the fused LU and Cholesky kernels of one ISA share: the scalar helpers, loops over whole
 * vectors of the ISA and their remainders, the delayed column updates, vectors as T's reals,
 * the transposed copies into and out of the thread's buffer. Part of the fused LAPACK kernels
 * (fused_lapack.cc), compiled once per ISA with them: everything here has internal linkage.
 */
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/scalar.hh"
#include "cpu/kernels/common/vector.hh"
#include "cpu/kernels/fused_lapack.hh"

namespace batchblas::cpu::BATCHBLAS_ISA_NS {
namespace {

using core::abs1;
using core::conj_if;
using core::mul;
using core::real_part;
using core::times_real;

/**
 * body(i, width) over i = 0 .. len - 1 for a real type R: whole vectors of the ISA, then the
 * rest in one vector each of half, a quarter, ... as many lanes, down to one. GCC's own
 * vectorization of these column loops leaves up to lanes - 1 entries to a scalar loop, which on
 * the short columns of a fused factorization (16 entries on average at n = 32) cost more than
 * the vector part.
 */
template <typename R, typename Body>
[[gnu::always_inline]] inline void for_vectors(int64_t len, Body&& body)
{
    constexpr int L = lanes<R>;
    int64_t i = 0;
    for (; i + L <= len; i += L) body(i, std::integral_constant<int, L>{});
    if constexpr (L >= 8)
        if (len - i >= L / 2) {
            body(i, std::integral_constant<int, L / 2>{});
            i += L / 2;
        }
    if constexpr (L >= 16)
        if (len - i >= L / 4) {
            body(i, std::integral_constant<int, L / 4>{});
            i += L / 4;
        }
    if constexpr (L >= 4)
        if (len - i >= 2) {
            body(i, std::integral_constant<int, 2>{});
            i += 2;
        }
    if (len - i >= 1) body(i, std::integral_constant<int, 1>{});
}

/** Vectors of W lanes of R (W = 1: R itself; loads and stores go through memcpy, so the
 *  vector type's alignment does not matter). */
template <typename R, int W>
struct LanesOf {
    using type = Vector<R, W>;
};
template <typename R>
struct LanesOf<R, 1> {
    using type = R;
};
template <typename R, int W>
using Lanes = typename LanesOf<R, W>::type;

template <typename V, typename R>
inline V load_lanes(R const* p)
{
    if constexpr (std::is_same_v<V, R>) return *p;
    else return load<V>(p);
}

template <typename V, typename R>
inline void store_lanes(R* p, V v)
{
    if constexpr (std::is_same_v<V, R>) *p = v;
    else store(p, v);
}


/** Columns whose updates the unblocked kernels delay and apply together (see getf2). */
constexpr int64_t kernel_block = 4;

/**
 * dst(0:len) -= sum over p of l_p(0:len) u_p, p = 0..count-1 in this order, l_p = l + p*ldl:
 * the delayed rank-1 updates of one column. Each entry sees the same operations in the same
 * order as under rank-1 updates one at a time (a product and its subtraction one FMA where the
 * ISA has it); a full block keeps the entry in a register across its updates. A zero u_p skips
 * its update, as reference ger.
 */
template <typename T>
void apply_column_updates(int64_t len, int64_t count, T const* __restrict l, int64_t ldl,
                          T const* u, T* __restrict dst)
{
    if (count == kernel_block && u[0] != T(0) && u[1] != T(0) && u[2] != T(0) && u[3] != T(0)) {
        T const u0 = u[0], u1 = u[1], u2 = u[2], u3 = u[3];
        T const *l0 = l, *l1 = l + ldl, *l2 = l + 2 * ldl, *l3 = l + 3 * ldl;
        if constexpr (!is_complex_v<T>) {
            for_vectors<T>(len, [&](int64_t i, auto w) {
                using V = Lanes<T, decltype(w)::value>;
                V x = load_lanes<V>(dst + i);
                x -= load_lanes<V>(l0 + i) * u0;
                x -= load_lanes<V>(l1 + i) * u1;
                x -= load_lanes<V>(l2 + i) * u2;
                x -= load_lanes<V>(l3 + i) * u3;
                store_lanes(dst + i, x);
            });
            return;
        }
        for (int64_t i = 0; i < len; ++i) {
            T x = dst[i];
            x -= mul(l0[i], u0);
            x -= mul(l1[i], u1);
            x -= mul(l2[i], u2);
            x -= mul(l3[i], u3);
            dst[i] = x;
        }
        return;
    }
    for (int64_t p = 0; p < count; ++p) {
        T const up = u[p];
        if (up == T(0)) continue;
        T const* const lp = l + p * ldl;
        if constexpr (!is_complex_v<T>) {
            for_vectors<T>(len, [&](int64_t i, auto w) {
                using V = Lanes<T, decltype(w)::value>;
                store_lanes(dst + i, load_lanes<V>(dst + i) - load_lanes<V>(lp + i) * up);
            });
        }
        else {
            for (int64_t i = 0; i < len; ++i) dst[i] -= mul(lp[i], up);
        }
    }
}

/**
 * Vectors of U's rows a trailing update of getf2_rows holds in registers: four rows of this
 * many vectors, with the rows being updated, fit AVX-512's 32 registers (16 + 4 broadcasts +
 * the row's vectors) and AVX2's 16 with two.
 */
constexpr int rows_chunk_vectors = vector_bytes == 64 ? 4 : 2;

/**
 * body(std::integral_constant<int, NV>) for NV = min(vectors, Chunk) (1 <= Chunk <= 4): a
 * chunk's count of vectors, known at run time, as the compile-time count of the kernels that
 * keep that many vectors in registers.
 */
template <int Chunk, typename Body>
[[gnu::always_inline]] inline void with_vectors(int64_t vectors, Body&& body)
{
    switch (std::min<int64_t>(Chunk, vectors)) {
        case 1:
            body(std::integral_constant<int, 1>{});
            break;
        case 2:
            if constexpr (Chunk >= 2) body(std::integral_constant<int, 2>{});
            break;
        case 3:
            if constexpr (Chunk >= 3) body(std::integral_constant<int, 3>{});
            break;
        default:
            if constexpr (Chunk >= 4) body(std::integral_constant<int, 4>{});
            break;
    }
}

/** Reals a T: 2 for complex types. */
template <typename T>
constexpr int reals_of = is_complex_v<T> ? 2 : 1;

/** The reals (real, imaginary) of T's, as an array. */
template <typename T>
real_type<T>* reals(T* x)
{
    return reinterpret_cast<real_type<T>*>(x);
}
template <typename T>
real_type<T> const* reals(T const* x)
{
    return reinterpret_cast<real_type<T> const*>(x);
}

/** v times the T x, lane by lane: v holds T's as reals (real, imaginary pairs if complex). */
template <typename T, int Lanes, typename V>
[[gnu::always_inline]] inline V times(V v, T x)
{
    if constexpr (is_complex_v<T>)
        return times_complex<Lanes>(v, x.real(), x.imag());
    else
        return v * x;
}

/**
 * dst(i, j) = src(j, i) for the rows x cols dst (row stride ldd) and the cols x rows src (row
 * stride lds): square blocks of a vector's lanes transposed in registers, the edges entry by
 * entry.
 */
template <typename R>
void transpose_copy(int64_t rows, int64_t cols, R const* __restrict src, int64_t lds,
                    R* __restrict dst, int64_t ldd)
{
    if constexpr (is_complex_v<R>) {  // entry by entry
        for (int64_t i = 0; i < rows; ++i)
            for (int64_t j = 0; j < cols; ++j) dst[i * ldd + j] = src[j * lds + i];
    }
    else {
        constexpr int L = lanes<R>;
        using V = Vector<R>;
        int64_t const rows_full = rows / L * L, cols_full = cols / L * L;
        for (int64_t i0 = 0; i0 < rows_full; i0 += L)
            for (int64_t j0 = 0; j0 < cols_full; j0 += L) {
                alignas(64)
                    V block[L];  // aligned: transpose_square may assume the natural alignment
#pragma GCC unroll 16
                for (int r = 0; r < L; ++r) block[r] = load<V>(src + (j0 + r) * lds + i0);
                transpose_square<R, V, L>(block);
#pragma GCC unroll 16
                for (int r = 0; r < L; ++r) store(dst + (i0 + r) * ldd + j0, block[r]);
            }
        for (int64_t i = 0; i < rows; ++i)
            for (int64_t j = i < rows_full ? cols_full : 0; j < cols; ++j)
                dst[i * ldd + j] = src[j * lds + i];
    }
}

/**
 * The calling thread's buffer of at least `count` T's, kept for its next call: up to
 * fused_lapack_blocks_bytes, more than a stack should be asked for.
 */
template <typename T>
T* thread_buffer(int64_t count)
{
    thread_local std::vector<T> storage;
    if (storage.size() < size_t(count)) storage.resize(size_t(count));
    return storage.data();
}

}  // namespace
}  // namespace batchblas::cpu::BATCHBLAS_ISA_NS
