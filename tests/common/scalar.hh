// SPDX-License-Identifier: BSD-3-Clause
/**
 * Scalar helpers every test shares (unit tests, tester, GPU tests): traits over the four BLAS
 * types, construction from real and imaginary parts, conjugation and parts, the special values
 * (NaN, Inf, the sentinel of memory that must never be written) and bitwise comparison, the
 * tests' notion of "untouched".
 */
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <sstream>
#include <string>
#include <type_traits>

namespace test {

template <typename T>
struct real_of {
    using type = T;
};
template <typename T>
struct real_of<std::complex<T>> {
    using type = T;
};
/** The real type under T: float for std::complex<float>. */
template <typename T>
using real_t = typename real_of<T>::type;

template <typename T>
inline constexpr bool is_complex_v = !std::is_same_v<T, real_t<T>>;

/** re + i im as a T (the imaginary part is dropped for real T). */
template <typename T>
T make(double re, double im = 0)
{
    if constexpr (is_complex_v<T>)
        return T(real_t<T>(re), real_t<T>(im));
    else
        return T(re);
}

/** z as a T; real types take the real part. */
template <typename T>
T from_complex(std::complex<double> z)
{
    return make<T>(z.real(), z.imag());
}

template <typename T>
T conj(T x)
{
    if constexpr (is_complex_v<T>)
        return std::conj(x);
    else
        return x;
}
template <typename T>
real_t<T> real_part(T x)
{
    if constexpr (is_complex_v<T>)
        return x.real();
    else
        return x;
}
template <typename T>
real_t<T> imag_part(T x)
{
    if constexpr (is_complex_v<T>)
        return x.imag();
    else
        return real_t<T>(0);
}
template <typename T>
real_t<T> magnitude(T x)
{
    return std::abs(x);
}
template <typename T>
real_t<T> epsilon()
{
    return std::numeric_limits<real_t<T>>::epsilon();
}
template <typename T>
bool is_finite(T x)
{
    return std::isfinite(real_part(x)) && std::isfinite(imag_part(x));
}
/** NaN in either part. */
template <typename T>
bool is_nan(T x)
{
    return std::isnan(real_part(x)) || std::isnan(imag_part(x));
}

/** Quiet NaN in every part: the value of memory that must never be read. */
template <typename T>
T nan_value()
{
    auto const nan = std::numeric_limits<double>::quiet_NaN();
    return make<T>(nan, nan);
}
/** +Inf in every part. */
template <typename T>
T inf_value()
{
    auto const inf = std::numeric_limits<double>::infinity();
    return make<T>(inf, inf);
}
/** The value of memory that must never be written: guard bands, padding, untouched triangles. */
template <typename T>
T sentinel()
{
    return make<T>(-999.125, 777.5);
}

/** A scalar as text, for failure messages. */
template <typename T>
std::string to_text(T x)
{
    std::ostringstream s;
    s.precision(9);
    s << x;
    return s.str();
}

/** True when the two arrays hold the same bits. */
template <typename T>
bool same_bits(T const* a, T const* b, size_t count)
{
    return count == 0 || std::memcmp(a, b, count * sizeof(T)) == 0;
}
template <typename T>
bool same_bits(T const& a, T const& b)
{
    return std::memcmp(&a, &b, sizeof(T)) == 0;
}

}  // namespace test
