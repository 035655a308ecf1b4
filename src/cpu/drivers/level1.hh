// SPDX-License-Identifier: BSD-3-Clause
/**
 * Per-problem Level 1 routines of the CPU backend (one vector problem on the calling thread),
 * and the unit-stride building blocks (namespace vec) that the Level 2 routines of level2.cc
 * are made of. Nothing here checks arguments or spawns threads.
 *
 * Semantics are exactly reference BLAS's on already-valid arguments (n >= 0, nonzero
 * increments):
 *  - a negative increment walks the vector backwards: element 0 is at x + (1 - n) * inc;
 *  - n == 0 references nothing; axpy with alpha == 0 references nothing;
 *  - scal, asum and iamax return at once for incx < 0 (scal leaves x alone, asum gives 0,
 *    iamax gives 0), as reference BLAS does; nrm2 takes the norm whatever the sign;
 *  - scal computes alpha * x_i even for alpha == 0, so NaN in x stays NaN (reference BLAS);
 *  - asum and iamax measure a complex element by |Re| + |Im| (dzasum, izamax); iamax is the
 *    1-based index of the first largest element, 0 when n == 0;
 *  - nrm2 neither overflows nor underflows where the norm itself is representable.
 */
#pragma once

#include <complex>
#include <cstdint>

#include "batchblas/types.hh"
#include "core/scalar.hh"

namespace batchblas::cpu {

/** y = alpha x + y. */
template <typename T>
void axpy(int64_t n, T alpha, T const* x, int64_t incx, T* y, int64_t incy);

/** x = alpha x. */
template <typename T>
void scal(int64_t n, T alpha, T* x, int64_t incx);

/** y = x. */
template <typename T>
void copy(int64_t n, T const* x, int64_t incx, T* y, int64_t incy);

/** x <-> y. */
template <typename T>
void swap(int64_t n, T* x, int64_t incx, T* y, int64_t incy);

/** x^T y, or x^H y when conjugate (complex T). */
template <typename T>
T dot(bool conjugate, int64_t n, T const* x, int64_t incx, T const* y, int64_t incy);

/** ||x||_2, without overflow or underflow in the intermediate sums. */
template <typename T>
real_type<T> nrm2(int64_t n, T const* x, int64_t incx);

/** sum |Re x_i| + |Im x_i|. */
template <typename T>
real_type<T> asum(int64_t n, T const* x, int64_t incx);

/** 1-based index of the first i with the largest |Re x_i| + |Im x_i|; 0 for n == 0. */
template <typename T>
int64_t iamax(int64_t n, T const* x, int64_t incx);

/**
 * Unit-stride building blocks. They work on contiguous vectors, carry no per-element branch or
 * call, and are written so that the compiler vectorises them: complex products are spelled out
 * on real and imaginary parts (std::complex's operator* checks for NaN and may call
 * __muldc3), and reductions keep independent partial sums that map onto SIMD registers.
 */
namespace vec {

/** Element 0 of a vector of n elements stored with increment inc (reference BLAS's KX). */
template <typename T>
T* first(T* x, int64_t n, int64_t inc)
{
    return inc < 0 ? x - (n - 1) * inc : x;
}

using core::conj_if;
using core::mul;

/** Partial sums a reduction keeps: one 64-byte line of T, a SIMD register or more of them. */
template <typename T>
inline constexpr int64_t lanes = 64 / int64_t(sizeof(T));

/** y[i] = y[i] + a * op(x[i]) for i < n, op = conj when Conj. */
template <bool Conj, typename T>
inline void axpy(int64_t n, T a, T const* x, T* y)
{
    for (int64_t i = 0; i < n; ++i) y[i] = y[i] + mul(a, conj_if<Conj>(x[i]));
}

/** sum over i < n of op(x[i]) * y[i], op = conj when Conj. */
template <bool Conj, typename T>
inline T dot(int64_t n, T const* x, T const* y)
{
    constexpr int64_t L = lanes<T>;
    T partial[L] = {};
    int64_t i = 0;
    for (; i + L <= n; i += L)
        for (int64_t k = 0; k < L; ++k)
            partial[k] = partial[k] + mul(conj_if<Conj>(x[i + k]), y[i + k]);
    for (int64_t width = L / 2; width > 0; width /= 2)
        for (int64_t k = 0; k < width; ++k) partial[k] = partial[k] + partial[k + width];
    T sum = partial[0];
    for (; i < n; ++i) sum = sum + mul(conj_if<Conj>(x[i]), y[i]);
    return sum;
}

/**
 * The fused step of symv / hemv: y[i] = y[i] + a * opA(A[i]) for i < n, returning the sum of
 * opD(A[i]) * x[i]; opA = conj when ConjAxpy, opD = conj when ConjDot. One pass over A.
 */
template <bool ConjAxpy, bool ConjDot, typename T>
inline T axpy_dot(int64_t n, T a, T const* A, T const* x, T* y)
{
    constexpr int64_t L = lanes<T>;
    T partial[L] = {};
    int64_t i = 0;
    for (; i + L <= n; i += L) {
        for (int64_t k = 0; k < L; ++k) {
            T const aik = A[i + k];
            y[i + k] = y[i + k] + mul(a, conj_if<ConjAxpy>(aik));
            partial[k] = partial[k] + mul(conj_if<ConjDot>(aik), x[i + k]);
        }
    }
    for (int64_t width = L / 2; width > 0; width /= 2)
        for (int64_t k = 0; k < width; ++k) partial[k] = partial[k] + partial[k + width];
    T sum = partial[0];
    for (; i < n; ++i) {
        y[i] = y[i] + mul(a, conj_if<ConjAxpy>(A[i]));
        sum = sum + mul(conj_if<ConjDot>(A[i]), x[i]);
    }
    return sum;
}

}  // namespace vec
}  // namespace batchblas::cpu
