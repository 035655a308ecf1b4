// SPDX-License-Identifier: BSD-3-Clause
/**
 * Per-problem Level 1 routines of the CPU backend (declared, with their semantics, in
 * level1.hh). Unit increments take the vectorised building blocks of vec::; other increments a
 * plain strided loop, since each element is touched once anyway.
 */
#include "cpu/drivers/level1.hh"

#include <cfloat>
#include <cmath>
#include <complex>
#include <type_traits>

namespace batchblas::cpu {
namespace {

/** The real components of x, element after element; x[i] starts at r[i * stride]. */
template <typename T>
real_type<T> const* components(T const* x)
{
    return reinterpret_cast<real_type<T> const*>(x);
}
template <typename T>
inline constexpr int64_t components_per_element = is_complex_v<T> ? 2 : 1;

using core::abs1;

/**
 * The sum of term(r[i]) over i < count in the order every contiguous reduction here keeps: one
 * partial sum a vector lane (the loop vectorizes), the partials folded in halves, then the tail.
 */
template <typename Acc, typename R, typename Term>
[[gnu::always_inline]] inline Acc contiguous_sum(int64_t count, R const* r, Term const& term)
{
    constexpr int64_t L = vec::lanes<Acc>;
    Acc partial[L] = {};
    int64_t i = 0;
    for (; i + L <= count; i += L)
        for (int64_t k = 0; k < L; ++k) partial[k] = partial[k] + term(r[i + k]);
    for (int64_t width = L / 2; width > 0; width /= 2)
        for (int64_t k = 0; k < width; ++k) partial[k] = partial[k] + partial[k + width];
    Acc sum = partial[0];
    for (; i < count; ++i) sum = sum + term(r[i]);
    return sum;
}

/**
 * Sum over the n elements of x (increment inc, x at element 0) of |x_i|^2 in precision Acc.
 * Scaled: every component is multiplied by scale1, then by scale2, before it is squared (two
 * factors, so that each stays representable when their product would not be).
 */
template <bool Scaled, typename Acc, typename T>
Acc sum_squares(int64_t n, T const* x, int64_t inc, Acc scale1 = 1, Acc scale2 = 1)
{
    constexpr int64_t c = components_per_element<T>;
    auto const component = [=](real_type<T> r) {
        if constexpr (Scaled)
            return (Acc(r) * scale1) * scale2;
        else
            return Acc(r);
    };
    auto const* r = components(x);
    if (inc == 1) {
        // The components are contiguous: one reduction over c * n reals.
        return contiguous_sum<Acc>(c * n, r, [&](auto component_value) {
            Acc const v = component(component_value);
            return v * v;
        });
    }
    Acc sum = 0;
    for (int64_t i = 0; i < n; ++i) {
        for (int64_t k = 0; k < c; ++k) {
            Acc const v = component(r[i * inc * c + k]);
            sum = sum + v * v;
        }
    }
    return sum;
}

/** The largest |component| of x (no NaN in x). */
template <typename T>
real_type<T> max_component(int64_t n, T const* x, int64_t inc)
{
    using R = real_type<T>;
    constexpr int64_t c = components_per_element<T>;
    R const* r = components(x);
    R largest = 0;
    for (int64_t i = 0; i < n; ++i) {
        for (int64_t k = 0; k < c; ++k) {
            R const a = std::abs(r[i * inc * c + k]);
            largest = a > largest ? a : largest;
        }
    }
    return largest;
}

template <bool Conj, typename T>
T dot_strided(int64_t n, T const* x, int64_t incx, T const* y, int64_t incy)
{
    if (incx == 1 && incy == 1) return vec::dot<Conj>(n, x, y);
    x = vec::first(x, n, incx);
    y = vec::first(y, n, incy);
    T sum = 0;
    for (int64_t i = 0; i < n; ++i)
        sum = sum + vec::mul(vec::conj_if<Conj>(x[i * incx]), y[i * incy]);
    return sum;
}

}  // namespace

template <typename T>
void axpy(int64_t n, T alpha, T const* x, int64_t incx, T* y, int64_t incy)
{
    if (n <= 0 || alpha == T(0)) return;
    if (incx == 1 && incy == 1) {
        vec::axpy<false>(n, alpha, x, y);
        return;
    }
    x = vec::first(x, n, incx);
    y = vec::first(y, n, incy);
    for (int64_t i = 0; i < n; ++i) y[i * incy] = y[i * incy] + vec::mul(alpha, x[i * incx]);
}

template <typename T>
void scal(int64_t n, T alpha, T* x, int64_t incx)
{
    if (n <= 0 || incx <= 0) return;
    if (incx == 1) {
        for (int64_t i = 0; i < n; ++i) x[i] = vec::mul(alpha, x[i]);
        return;
    }
    for (int64_t i = 0; i < n; ++i) x[i * incx] = vec::mul(alpha, x[i * incx]);
}

template <typename T>
void copy(int64_t n, T const* x, int64_t incx, T* y, int64_t incy)
{
    if (n <= 0) return;
    if (incx == 1 && incy == 1) {
        for (int64_t i = 0; i < n; ++i) y[i] = x[i];
        return;
    }
    x = vec::first(x, n, incx);
    y = vec::first(y, n, incy);
    for (int64_t i = 0; i < n; ++i) y[i * incy] = x[i * incx];
}

template <typename T>
void swap(int64_t n, T* x, int64_t incx, T* y, int64_t incy)
{
    if (n <= 0) return;
    if (incx == 1 && incy == 1) {
        for (int64_t i = 0; i < n; ++i) {
            T const t = x[i];
            x[i] = y[i];
            y[i] = t;
        }
        return;
    }
    x = vec::first(x, n, incx);
    y = vec::first(y, n, incy);
    for (int64_t i = 0; i < n; ++i) {
        T const t = x[i * incx];
        x[i * incx] = y[i * incy];
        y[i * incy] = t;
    }
}

template <typename T>
T dot(bool conjugate, int64_t n, T const* x, int64_t incx, T const* y, int64_t incy)
{
    if (n <= 0) return T(0);
    if constexpr (is_complex_v<T>)
        if (conjugate) return dot_strided<true>(n, x, incx, y, incy);
    return dot_strided<false>(n, x, incx, y, incy);
}

/**
 * float: the squares and their sum in double can neither overflow nor underflow (FLT_MAX^2 and
 * the smallest float's square are far inside double's range), so one plain pass is exact enough.
 * double: one plain pass, kept when its sum shows that no square overflowed (the sum is finite)
 * and that squares lost below the normal range cannot matter (sum >= count * DBL_MIN, where
 * each such square is off by at most half the smallest subnormal). Otherwise a second pass
 * scales every component by the power of two that brings the largest into [0.5, 1), as the
 * scaled sum of squares of reference dnrm2 does, and scales the root back.
 */
template <typename T>
real_type<T> nrm2(int64_t n, T const* x, int64_t incx)
{
    using R = real_type<T>;
    if (n <= 0) return R(0);
    x = vec::first(x, n, incx);
    double const sum = sum_squares<false, double>(n, x, incx);
    if constexpr (std::is_same_v<R, float>) {
        return float(std::sqrt(sum));
    }
    else {
        double const count = double(components_per_element<T> * n);
        if (sum <= DBL_MAX && sum >= count * DBL_MIN) return std::sqrt(sum);
        if (std::isnan(sum)) return sum;  // a NaN in x
        R const largest = max_component(n, x, incx);
        if (largest == 0 || std::isinf(largest)) return largest;
        int exponent = 0;
        std::frexp(largest, &exponent);
        // 2^-exponent in two factors, each representable even for subnormal `largest`.
        R const half = std::ldexp(R(1), -exponent / 2);
        R const rest = std::ldexp(R(1), -exponent - (-exponent / 2));
        double const scaled = sum_squares<true>(n, x, incx, half, rest);
        return std::ldexp(std::sqrt(scaled), exponent);
    }
}

template <typename T>
real_type<T> asum(int64_t n, T const* x, int64_t incx)
{
    using R = real_type<T>;
    if (n <= 0 || incx <= 0) return R(0);
    constexpr int64_t c = components_per_element<T>;
    R const* r = components(x);
    if (incx == 1) return contiguous_sum<R>(c * n, r, [](R v) { return std::abs(v); });
    R sum = 0;
    for (int64_t i = 0; i < n; ++i) sum = sum + abs1(x[i * incx]);
    return sum;
}

/** Reference i?amax's loop: a later element wins only when strictly larger (NaN never does). */
template <typename T>
int64_t iamax(int64_t n, T const* x, int64_t incx)
{
    using R = real_type<T>;
    if (n < 1 || incx <= 0) return 0;
    int64_t best = 0;
    R largest = abs1(x[0]);
    for (int64_t i = 1; i < n; ++i) {
        R const a = abs1(x[i * incx]);
        if (a > largest) {
            best = i;
            largest = a;
        }
    }
    return best + 1;
}

template void axpy(int64_t, float, float const*, int64_t, float*, int64_t);
template void axpy(int64_t, double, double const*, int64_t, double*, int64_t);
template void axpy(int64_t, std::complex<float>, std::complex<float> const*, int64_t,
                   std::complex<float>*, int64_t);
template void axpy(int64_t, std::complex<double>, std::complex<double> const*, int64_t,
                   std::complex<double>*, int64_t);

template void scal(int64_t, float, float*, int64_t);
template void scal(int64_t, double, double*, int64_t);
template void scal(int64_t, std::complex<float>, std::complex<float>*, int64_t);
template void scal(int64_t, std::complex<double>, std::complex<double>*, int64_t);

template void copy(int64_t, float const*, int64_t, float*, int64_t);
template void copy(int64_t, double const*, int64_t, double*, int64_t);
template void copy(int64_t, std::complex<float> const*, int64_t, std::complex<float>*, int64_t);
template void copy(int64_t, std::complex<double> const*, int64_t, std::complex<double>*, int64_t);

template void swap(int64_t, float*, int64_t, float*, int64_t);
template void swap(int64_t, double*, int64_t, double*, int64_t);
template void swap(int64_t, std::complex<float>*, int64_t, std::complex<float>*, int64_t);
template void swap(int64_t, std::complex<double>*, int64_t, std::complex<double>*, int64_t);

template float dot(bool, int64_t, float const*, int64_t, float const*, int64_t);
template double dot(bool, int64_t, double const*, int64_t, double const*, int64_t);
template std::complex<float> dot(bool, int64_t, std::complex<float> const*, int64_t,
                                 std::complex<float> const*, int64_t);
template std::complex<double> dot(bool, int64_t, std::complex<double> const*, int64_t,
                                  std::complex<double> const*, int64_t);

template float nrm2(int64_t, float const*, int64_t);
template double nrm2(int64_t, double const*, int64_t);
template float nrm2(int64_t, std::complex<float> const*, int64_t);
template double nrm2(int64_t, std::complex<double> const*, int64_t);

template float asum(int64_t, float const*, int64_t);
template double asum(int64_t, double const*, int64_t);
template float asum(int64_t, std::complex<float> const*, int64_t);
template double asum(int64_t, std::complex<double> const*, int64_t);

template int64_t iamax(int64_t, float const*, int64_t);
template int64_t iamax(int64_t, double const*, int64_t);
template int64_t iamax(int64_t, std::complex<float> const*, int64_t);
template int64_t iamax(int64_t, std::complex<double> const*, int64_t);

}  // namespace batchblas::cpu
