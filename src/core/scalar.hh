// SPDX-License-Identifier: BSD-3-Clause
/**
 * The scalar helpers of every CPU driver and kernel, once: conjugation, the textbook complex
 * product, |re| + |im|, real and imaginary parts, products by a real. Host code only (the device
 * code has its own complex type, cuda/device/scalar.hh).
 *
 * Kernel files are compiled once per instruction set (src/cpu/kernels/isa.hh). An inline
 * function compiled with two ISAs' flags would be one symbol, and the linker could hand the
 * baseline kernels the wider ISA's copy; so in a kernel object these helpers live in an inline
 * namespace named after its ISA (BATCHBLAS_ISA_NS), which makes each ISA's copy its own symbol
 * while the code still calls core::mul and friends.
 */
#pragma once

#include <cmath>

#include "batchblas/types.hh"

namespace batchblas::core {
#ifdef BATCHBLAS_ISA_NS
inline namespace BATCHBLAS_ISA_NS {
#endif

/** conj(x) for complex T, x for real T. */
template <typename T>
inline T conj_if(T x)
{
    if constexpr (is_complex_v<T>)
        return T(x.real(), -x.imag());
    else
        return x;
}

/** conj(x) when Conj and T is complex, else x (the op of a routine's conjugating forms). */
template <bool Conj, typename T>
inline T conj_if(T x)
{
    if constexpr (Conj && is_complex_v<T>)
        return T(x.real(), -x.imag());
    else
        return x;
}

/**
 * a * b by the textbook formula, as reference BLAS and Fortran compilers evaluate it:
 * std::complex's operator* calls __muldc3 (Annex G's NaN recovery) when the result is NaN,
 * which is slow and rounds differently.
 */
template <typename T>
inline T mul(T a, T b)
{
    if constexpr (is_complex_v<T>)
        return T(a.real() * b.real() - a.imag() * b.imag(),
                 a.real() * b.imag() + a.imag() * b.real());
    else
        return a * b;
}

/** |Re x| + |Im x| (reference BLAS's dcabs1), |x| for real x: the measure of i?amax, hence of
 *  LAPACK's pivoting. */
template <typename T>
inline real_type<T> abs1(T x)
{
    if constexpr (is_complex_v<T>)
        return std::abs(x.real()) + std::abs(x.imag());
    else
        return std::abs(x);
}

template <typename T>
inline real_type<T> real_part(T x)
{
    if constexpr (is_complex_v<T>)
        return x.real();
    else
        return x;
}

template <typename T>
inline real_type<T> imag_part(T x)
{
    if constexpr (is_complex_v<T>)
        return x.imag();
    else
        return real_type<T>(0);
}

/** x * r for a real r, componentwise (no complex product needed). */
template <typename T>
inline T times_real(T x, real_type<T> r)
{
    if constexpr (is_complex_v<T>)
        return T(x.real() * r, x.imag() * r);
    else
        return x * r;
}

#ifdef BATCHBLAS_ISA_NS
}  // inline namespace BATCHBLAS_ISA_NS
#endif
}  // namespace batchblas::core
