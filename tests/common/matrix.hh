// SPDX-License-Identifier: BSD-3-Clause
/**
 * Matrix: the test matrix of the unit tests and the tester. A rows x cols matrix, column-major
 * or row-major with leading dimension ld, in one allocation with guard bands before and after
 * it, so that a bitwise comparison of the whole allocation catches any write outside the
 * matrix (padding between its lines and the leading dimension included):
 *     [guard][ld * outer: the matrix and its padding][guard]
 * outer = cols (column-major) or rows (row-major). Everything outside the rows x cols entries
 * starts as the "outside" value (the sentinel unless given: NaN where reading it must show).
 * A default-constructed Matrix is an absent operand: no allocation, data() null.
 */
#pragma once

#include <batchblas.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "common/random.hh"
#include "common/scalar.hh"

namespace test {

template <typename T>
class Matrix {
public:
    static constexpr int64_t guard = 16;

    Matrix() = default;
    Matrix(int64_t rows, int64_t cols, int64_t ld, bool col_major, T outside = sentinel<T>())
        : rows_(std::max<int64_t>(rows, 0)),
          cols_(std::max<int64_t>(cols, 0)),
          ld_(std::max<int64_t>(ld, 1)),
          col_major_(col_major),
          outside_(outside),
          buffer_(size_t(2 * guard + ld_ * outer()), outside)
    {
    }
    Matrix(int64_t rows, int64_t cols, blas_layout_t layout, int64_t ld, T outside = sentinel<T>())
        : Matrix(rows, cols, ld, layout == BlasColMajor, outside)
    {
    }

    int64_t rows() const { return rows_; }
    int64_t cols() const { return cols_; }
    int64_t ld() const { return ld_; }
    bool col_major() const { return col_major_; }
    blas_layout_t layout() const { return col_major_ ? BlasColMajor : BlasRowMajor; }
    /** Columns (column-major) or rows (row-major): the number of ld-long stretches. */
    int64_t outer() const { return col_major_ ? cols_ : rows_; }
    int64_t inner() const { return col_major_ ? rows_ : cols_; }

    // An absent operand has no buffer: null (not null + guard, which is undefined behaviour).
    T* data() { return buffer_.empty() ? nullptr : buffer_.data() + guard; }
    T const* data() const { return buffer_.empty() ? nullptr : buffer_.data() + guard; }

    /** Offset of element (i, j) from data(). */
    int64_t offset(int64_t i, int64_t j) const { return col_major_ ? i + j * ld_ : i * ld_ + j; }
    T& operator()(int64_t i, int64_t j) { return data()[offset(i, j)]; }
    T const& operator()(int64_t i, int64_t j) const { return data()[offset(i, j)]; }

    /** The whole allocation, guards and padding included. */
    std::vector<T>& buffer() { return buffer_; }
    std::vector<T> const& buffer() const { return buffer_; }

    /** The (i, j) of buffer position `pos`, or false for padding and guards. */
    bool element_at(int64_t pos, int64_t& i, int64_t& j) const
    {
        int64_t const off = pos - guard;
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

    /** Guards and padding still hold the outside value, bit for bit. */
    bool outside_intact() const
    {
        int64_t i, j;
        for (size_t pos = 0; pos < buffer_.size(); ++pos)
            if (!element_at(int64_t(pos), i, j) && !same_bits(buffer_[pos], outside_)) return false;
        return true;
    }

private:
    int64_t rows_ = 0, cols_ = 0, ld_ = 1;
    bool col_major_ = true;
    T outside_ = sentinel<T>();
    std::vector<T> buffer_;
};

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

/** The rows x cols entries of a, column-major with leading dimension max(1, rows), in a
 *  vector of at least one element (a pointer to pass even for an empty matrix). */
template <typename T>
std::vector<T> column_major(Matrix<T> const& a)
{
    int64_t const ld = std::max<int64_t>(1, a.rows());
    std::vector<T> v(size_t(std::max<int64_t>(1, ld * a.cols())));
    for (int64_t j = 0; j < a.cols(); ++j)
        for (int64_t i = 0; i < a.rows(); ++i) v[size_t(i + j * ld)] = a(i, j);
    return v;
}

/** Writes v, column-major with leading dimension max(1, rows), into a's rows x cols entries. */
template <typename T>
void assign_column_major(Matrix<T>& a, std::vector<T> const& v)
{
    int64_t const ld = std::max<int64_t>(1, a.rows());
    for (int64_t j = 0; j < a.cols(); ++j)
        for (int64_t i = 0; i < a.rows(); ++i) a(i, j) = v[size_t(i + j * ld)];
}

}  // namespace test
