// SPDX-License-Identifier: BSD-3-Clause
/**
 * Helpers shared by the unit tests: scalar traits over the four BLAS types, deterministic random
 * numbers, special values (NaN, Inf, sentinel), bitwise comparison, and Matrix, a matrix in one
 * allocation with sentinel-filled guard bands before and after it and sentinel-filled padding
 * between its rows (column-major) or columns (row-major) and the leading dimension, so that a
 * bitwise comparison catches any write outside the matrix.
 */
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

namespace test {

// ------------------------------------------------------------------------------------------------
// Scalar traits

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

/** The four scalar types every typed test runs over. */
using ScalarTypes = ::testing::Types<float, double, std::complex<float>, std::complex<double>>;

/** Short type names for the typed tests' output: r32, r64, c32, c64. */
struct TypeNames {
    template <typename T>
    static std::string GetName(int)
    {
        if constexpr (std::is_same_v<T, float>) return "r32";
        if constexpr (std::is_same_v<T, double>) return "r64";
        if constexpr (std::is_same_v<T, std::complex<float>>) return "c32";
        return "c64";
    }
};

/** re + i im as a T (the imaginary part is dropped for real T). */
template <typename T>
T make(double re, double im = 0)
{
    if constexpr (is_complex_v<T>)
        return T(real_t<T>(re), real_t<T>(im));
    else
        return T(re);
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

/** Quiet NaN in every part. */
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

// ------------------------------------------------------------------------------------------------
// Random numbers

/** Deterministic uniform numbers in [-1, 1] (both parts for complex types). */
class Random {
public:
    explicit Random(uint64_t seed) : engine_(seed * 0x9E3779B97F4A7C15ull + 12345) {}

    double uniform() { return std::uniform_real_distribution<double>(-1.0, 1.0)(engine_); }

    template <typename T>
    T next()
    {
        double const re = uniform();
        double const im = uniform();
        return make<T>(re, im);
    }

private:
    std::mt19937_64 engine_;
};

template <typename T>
void fill_random(T* data, size_t count, uint64_t seed)
{
    Random random(seed);
    for (size_t i = 0; i < count; ++i) data[i] = random.next<T>();
}

// ------------------------------------------------------------------------------------------------
// Bitwise comparison

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

// ------------------------------------------------------------------------------------------------
// Matrix with guard bands

/**
 * A rows x cols matrix stored column-major or row-major with leading dimension ld, in one buffer:
 * [guard][ld * outer: the matrix and its padding][guard], outer = cols (column-major) or rows
 * (row-major). Everything starts as the sentinel; fill_random() writes only the rows x cols
 * entries, so padding and guards keep the sentinel.
 */
template <typename T>
class Matrix {
public:
    static constexpr int64_t guard = 16;

    Matrix() : Matrix(0, 0, 1, true) {}
    Matrix(int64_t rows, int64_t cols, int64_t ld, bool col_major)
        : rows_(std::max<int64_t>(rows, 0)),
          cols_(std::max<int64_t>(cols, 0)),
          ld_(std::max<int64_t>(ld, 1)),
          col_major_(col_major),
          buffer_(size_t(2 * guard + ld_ * outer()), sentinel<T>())
    {
    }

    int64_t rows() const { return rows_; }
    int64_t cols() const { return cols_; }
    int64_t ld() const { return ld_; }
    bool col_major() const { return col_major_; }
    /** Columns (column-major) or rows (row-major): the number of ld-long stretches. */
    int64_t outer() const { return col_major_ ? cols_ : rows_; }
    int64_t inner() const { return col_major_ ? rows_ : cols_; }

    T* data() { return buffer_.data() + guard; }
    T const* data() const { return buffer_.data() + guard; }

    /** Offset of element (i, j) from data(). */
    int64_t offset(int64_t i, int64_t j) const { return col_major_ ? i + j * ld_ : i * ld_ + j; }
    T& operator()(int64_t i, int64_t j) { return data()[offset(i, j)]; }
    T const& operator()(int64_t i, int64_t j) const { return data()[offset(i, j)]; }

    /** The whole buffer, guards included. */
    std::vector<T>& buffer() { return buffer_; }
    std::vector<T> const& buffer() const { return buffer_; }

    /** The (i, j) of buffer position `pos`, or false for padding and guards. */
    bool element_at(size_t pos, int64_t& i, int64_t& j) const
    {
        int64_t const off = int64_t(pos) - guard;
        if (off < 0 || off >= ld_ * outer()) return false;
        int64_t const in = off % ld_, out = off / ld_;
        if (in >= inner()) return false;
        i = col_major_ ? in : out;
        j = col_major_ ? out : in;
        return true;
    }

    void fill_random(uint64_t seed)
    {
        Random random(seed);
        for (int64_t i = 0; i < rows_; ++i)
            for (int64_t j = 0; j < cols_; ++j) (*this)(i, j) = random.next<T>();
    }
    /** Sets every rows x cols entry (not padding, not guards) to v. */
    void fill(T v)
    {
        for (int64_t i = 0; i < rows_; ++i)
            for (int64_t j = 0; j < cols_; ++j) (*this)(i, j) = v;
    }

    /** Guards and padding still hold the sentinel, bit for bit. */
    bool outside_intact() const
    {
        T const s = sentinel<T>();
        int64_t i, j;
        for (size_t pos = 0; pos < buffer_.size(); ++pos)
            if (!element_at(pos, i, j) && !same_bits(buffer_[pos], s)) return false;
        return true;
    }

private:
    int64_t rows_, cols_, ld_;
    bool col_major_;
    std::vector<T> buffer_;
};

/** Bitwise equality of two matrices' whole buffers, guards and padding included. */
template <typename T>
::testing::AssertionResult same_buffer(Matrix<T> const& got, Matrix<T> const& want)
{
    if (got.buffer().size() != want.buffer().size())
        return ::testing::AssertionFailure() << "buffer sizes differ";
    for (size_t pos = 0; pos < got.buffer().size(); ++pos) {
        if (!same_bits(got.buffer()[pos], want.buffer()[pos])) {
            int64_t i, j;
            auto failure = ::testing::AssertionFailure();
            if (got.element_at(pos, i, j))
                failure << "element (" << i << ", " << j << ")";
            else
                failure << "buffer position " << pos << " (guard or padding; data starts at "
                        << Matrix<T>::guard << ", ld " << got.ld() << ")";
            return failure << " changed: " << to_text(want.buffer()[pos]) << " -> "
                           << to_text(got.buffer()[pos]);
        }
    }
    return ::testing::AssertionSuccess();
}

// ------------------------------------------------------------------------------------------------
// Norms and tolerances

/** Largest |x| over the rows x cols entries. */
template <typename T>
double max_abs(Matrix<T> const& a)
{
    double m = 0;
    for (int64_t i = 0; i < a.rows(); ++i)
        for (int64_t j = 0; j < a.cols(); ++j) m = std::max(m, double(magnitude(a(i, j))));
    return m;
}

/** Frobenius norm of the rows x cols entries. */
template <typename T>
double frobenius(Matrix<T> const& a)
{
    double s = 0;
    for (int64_t i = 0; i < a.rows(); ++i)
        for (int64_t j = 0; j < a.cols(); ++j) {
            double const v = magnitude(a(i, j));
            s += v * v;
        }
    return std::sqrt(s);
}

/**
 * Tolerance for a result built from sums of `depth` products of entries of magnitude <= ~1:
 * a generous multiple of depth^2 * eps, tiny next to the O(1) errors of a wrong formula.
 */
template <typename T>
double tolerance(int64_t depth, double scale = 1)
{
    double const d = double(std::max<int64_t>(depth, 1)) + 2;
    return 16.0 * d * d * double(epsilon<T>()) * std::max(scale, 1.0);
}

/** |got - want| <= tol, false for NaN. */
template <typename T>
bool close(T got, T want, double tol)
{
    double const diff = magnitude(T(got - want));
    return diff <= tol;
}

}  // namespace test
