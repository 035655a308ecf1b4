// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/half.hh
 * Conversions between IEEE 754 binary16 (bblas_half, the storage type of the r16 routines) and
 * float: exact widening, and narrowing with round-to-nearest-even, subnormals, infinities and
 * NaN as IEEE 754 defines them. Portable bit manipulation, so any x86-64 runs it.
 */
#pragma once

#include <cstdint>
#include <cstring>

#include "batchblas.h"

namespace batchblas {

/** The float value of a binary16 number (exact). */
inline float to_float(bblas_half h)
{
    uint32_t const sign = uint32_t(h.bits & 0x8000u) << 16;
    uint32_t exponent = (h.bits >> 10) & 0x1fu;
    uint32_t mantissa = h.bits & 0x3ffu;
    uint32_t bits;
    if (exponent == 0x1f) {
        bits = sign | 0x7f800000u | (mantissa << 13);  // Inf or NaN, payload kept
    }
    else if (exponent != 0) {
        bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
    }
    else if (mantissa == 0) {
        bits = sign;
    }
    else {
        // Subnormal half: normalise into float's range.
        exponent = 113;
        while ((mantissa & 0x400u) == 0) {
            mantissa <<= 1;
            --exponent;
        }
        bits = sign | (exponent << 23) | ((mantissa & 0x3ffu) << 13);
    }
    float f;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}

/** The binary16 number nearest to f (ties to even); overflow gives infinity. */
inline bblas_half to_half(float f)
{
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof bits);
    auto const sign = uint16_t((bits >> 16) & 0x8000u);
    uint32_t const exponent = (bits >> 23) & 0xffu;
    uint32_t const mantissa = bits & 0x7fffffu;
    if (exponent == 0xff) {
        // Inf stays Inf; NaN stays a (quiet) NaN.
        return bblas_half{uint16_t(sign | 0x7c00u | (mantissa != 0 ? 0x200u | (mantissa >> 13) : 0))};
    }
    int const half_exponent = int(exponent) - 127 + 15;
    if (half_exponent >= 0x1f) return bblas_half{uint16_t(sign | 0x7c00u)};
    if (half_exponent <= 0) {
        // Subnormal or zero in half: shift the full significand, round to nearest even.
        if (half_exponent < -10) return bblas_half{sign};
        uint32_t const significand = mantissa | 0x800000u;
        int const shift = 14 - half_exponent;
        uint32_t value = significand >> shift;
        uint32_t const rest = significand & ((1u << shift) - 1);
        uint32_t const halfway = 1u << (shift - 1);
        if (rest > halfway || (rest == halfway && (value & 1u))) ++value;
        return bblas_half{uint16_t(sign | value)};
    }
    uint32_t value = (uint32_t(half_exponent) << 10) | (mantissa >> 13);
    uint32_t const rest = mantissa & 0x1fffu;
    // A carry out of the mantissa correctly bumps the exponent (up to infinity).
    if (rest > 0x1000u || (rest == 0x1000u && (value & 1u))) ++value;
    return bblas_half{uint16_t(sign | value)};
}

}  // namespace batchblas
