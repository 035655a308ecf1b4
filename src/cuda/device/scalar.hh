// SPDX-License-Identifier: BSD-3-Clause
/**
 * Scalar types of the CUDA backend, seen from both the host launchers (compiled by the C++
 * compiler) and the kernels (compiled by nvcc).
 *
 * std::complex is not usable in device code, so the kernels compute on Complex<R>, a plain
 * pair with the same size and layout as std::complex<R> (and as C's R _Complex); the launchers
 * reinterpret the caller's pointers. Complex<R> is aligned to its full size so that one element
 * moves in one 8- or 16-byte access.
 */
#pragma once

#include <complex>
#include <cstdint>
#include <type_traits>

// Host-and-device qualifier: the same inline helpers serve the launchers and the kernels.
#if defined(__CUDACC__)
#define BBLAS_HD __host__ __device__ __forceinline__
#else
#define BBLAS_HD inline
#endif

namespace batchblas::cuda {

template <typename R>
struct alignas(2 * sizeof(R)) Complex {
    R re, im;
};

/** scalar_traits<T>: the real type under T and whether T is complex. */
template <typename T>
struct scalar_traits {
    using real = T;
    static constexpr bool complex = false;
};
template <typename R>
struct scalar_traits<Complex<R>> {
    using real = R;
    static constexpr bool complex = true;
};
template <typename T>
using real_of = typename scalar_traits<T>::real;
template <typename T>
inline constexpr bool complex_v = scalar_traits<T>::complex;

/** device_t<T>: the kernels' type for the API's T (std::complex<R> becomes Complex<R>). */
template <typename T>
struct device_scalar {
    using type = T;
};
template <typename R>
struct device_scalar<std::complex<R>> {
    using type = Complex<R>;
};
template <typename T>
using device_t = typename device_scalar<T>::type;

static_assert(sizeof(Complex<float>) == sizeof(std::complex<float>));
static_assert(sizeof(Complex<double>) == sizeof(std::complex<double>));

/** A caller's scalar as the kernels' type (std::complex and Complex share their layout). */
template <typename T>
inline device_t<T> to_device(T const& x)
{
    if constexpr (std::is_same_v<T, device_t<T>>)
        return x;
    else
        return device_t<T>{x.real(), x.imag()};
}

template <typename T>
BBLAS_HD T scalar_from(real_of<T> re)
{
    if constexpr (complex_v<T>)
        return T{re, real_of<T>(0)};
    else
        return re;
}
template <typename T>
BBLAS_HD T zero()
{
    return scalar_from<T>(0);
}
template <typename T>
BBLAS_HD T one()
{
    return scalar_from<T>(1);
}

template <typename R>
BBLAS_HD Complex<R> operator+(Complex<R> a, Complex<R> b)
{
    return {a.re + b.re, a.im + b.im};
}
template <typename R>
BBLAS_HD Complex<R> operator-(Complex<R> a, Complex<R> b)
{
    return {a.re - b.re, a.im - b.im};
}
template <typename R>
BBLAS_HD Complex<R> operator-(Complex<R> a)
{
    return {-a.re, -a.im};
}
template <typename R>
BBLAS_HD Complex<R> operator*(Complex<R> a, Complex<R> b)
{
    return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
template <typename R>
BBLAS_HD bool operator==(Complex<R> a, Complex<R> b)
{
    return a.re == b.re && a.im == b.im;
}

/** c + a * b, written so that nvcc contracts it into fused multiply-adds (4 for complex). */
template <typename T>
BBLAS_HD T mul_add(T a, T b, T c)
{
    if constexpr (complex_v<T>) {
        T r;
        r.re = c.re + a.re * b.re;
        r.re = r.re - a.im * b.im;
        r.im = c.im + a.re * b.im;
        r.im = r.im + a.im * b.re;
        return r;
    }
    else {
        return c + a * b;
    }
}

template <typename T>
BBLAS_HD T conjugate(T x)
{
    if constexpr (complex_v<T>)
        return T{x.re, -x.im};
    else
        return x;
}

/** x with its imaginary part dropped (Hermitian diagonals). */
template <typename T>
BBLAS_HD T real_part(T x)
{
    if constexpr (complex_v<T>)
        return T{x.re, real_of<T>(0)};
    else
        return x;
}

template <typename T>
BBLAS_HD bool is_zero(T x)
{
    return x == zero<T>();
}
template <typename T>
BBLAS_HD bool is_one(T x)
{
    return x == one<T>();
}

/** 1 / x; for complex by Smith's scaling, as reference BLAS divides (no overflow for |x| ~ 1e200).
 */
template <typename T>
BBLAS_HD T reciprocal(T x)
{
    if constexpr (complex_v<T>) {
        using R = real_of<T>;
        R const ar = x.re < 0 ? -x.re : x.re;
        R const ai = x.im < 0 ? -x.im : x.im;
        if (ar >= ai) {
            R const r = x.im / x.re, d = x.re + x.im * r;
            return T{R(1) / d, -r / d};
        }
        R const r = x.re / x.im, d = x.im + x.re * r;
        return T{r / d, R(-1) / d};
    }
    else {
        return T(1) / x;
    }
}

}  // namespace batchblas::cuda
