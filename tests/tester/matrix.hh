// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file tests/tester/matrix.hh
 * The tester's operations on the shared test matrix (tests/common/matrix.hh: one allocation
 * per matrix, padding between its lines and the leading dimension, a guard band on both sides):
 *  - Random: the tester's reproducible generator, the same data with any compiler;
 *  - fill: random entries where the operation may read, NaN everywhere else (padding, guard,
 *    the other triangle, a unit diagonal), so that reading what must not be read shows up as
 *    NaN in the result and writing it shows up in a bitwise comparison;
 *  - frobenius: the norm (or the norm of a difference) over the part a Shape references;
 *  - changed_outside: the bitwise check that nothing outside the written part changed.
 */
#pragma once

#include <batchblas.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "common/matrix.hh"
#include "common/scalar.hh"

namespace tester {

using test::from_complex;
using test::is_complex_v;
using test::Matrix;
using test::nan_value;
using test::real_t;

/**
 * Reproducible random numbers (splitmix64 seeding a xorshift-multiply generator): the same seed
 * gives the same data with any compiler and standard library.
 */
class Random {
public:
    explicit Random(uint64_t seed) : state_(seed) {}

    uint64_t next()
    {
        uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

    /** Uniform in [-1, 1). */
    double uniform() { return double(next() >> 11) * 0x1.0p-52 - 1.0; }

    /** Uniform integer in [lo, hi]. */
    int64_t integer(int64_t lo, int64_t hi) { return lo + int64_t(next() % uint64_t(hi - lo + 1)); }

    /** Uniform in [-1, 1), each part of a complex. */
    template <typename T>
    T value()
    {
        if constexpr (is_complex_v<T>) {
            real_t<T> re = real_t<T>(uniform());
            return T(re, real_t<T>(uniform()));
        }
        else {
            return T(uniform());
        }
    }

private:
    uint64_t state_;
};

/** FNV-1a hash of a string: seeds each case from its description. */
inline uint64_t hash_string(std::string const& s)
{
    uint64_t h = 0xCBF29CE484222325ull;
    for (unsigned char ch : s) h = (h ^ ch) * 0x100000001B3ull;
    return h;
}

/** Which elements of a matrix an operation references. */
enum class Structure { General, Symmetric, Hermitian, Triangular };

struct Shape {
    Structure structure = Structure::General;
    blas_uplo_t uplo = BlasLower;
    blas_diag_t diag = BlasNonUnit;

    /** Whether element (i, j) is referenced (stored) in this shape. */
    bool stored(int64_t i, int64_t j) const
    {
        if (structure == Structure::General) return true;
        if (structure == Structure::Triangular && diag == BlasUnit && i == j) return false;
        return uplo == BlasLower ? i >= j : i <= j;
    }
};

inline Shape general()
{
    return Shape{};
}
inline Shape symmetric(blas_uplo_t uplo)
{
    return Shape{Structure::Symmetric, uplo, BlasNonUnit};
}
inline Shape hermitian(blas_uplo_t uplo)
{
    return Shape{Structure::Hermitian, uplo, BlasNonUnit};
}
inline Shape triangular(blas_uplo_t uplo, blas_diag_t diag)
{
    return Shape{Structure::Triangular, uplo, diag};
}

/** How fill() sets the referenced elements. */
enum class Content {
    Random,    ///< uniform in [-1, 1)
    Dominant,  ///< triangular, well conditioned: |diagonal| in [1, 2], off-diagonal / order
    Poison     ///< NaN: the operation must not read this matrix at all
};

/** Leading dimension of a rows x cols matrix stored with the given padding. */
inline int64_t leading_dim(blas_layout_t layout, int64_t rows, int64_t cols, int64_t pad)
{
    return std::max<int64_t>(1, (layout == BlasColMajor ? rows : cols) + pad);
}

/** Sets the elements of A that shape references by content; everything else stays NaN. */
template <typename T>
void fill(Matrix<T>& A, Shape const& shape, Content content, Random& random)
{
    std::fill(A.buffer().begin(), A.buffer().end(), nan_value<T>());
    if (content == Content::Poison) return;
    real_t<T> off_scale = content == Content::Dominant
                              ? real_t<T>(1) / real_t<T>(std::max<int64_t>(1, A.rows()))
                              : real_t<T>(1);
    for (int64_t j = 0; j < A.cols(); ++j) {
        for (int64_t i = 0; i < A.rows(); ++i) {
            if (!shape.stored(i, j)) continue;
            T x = random.value<T>();
            if (content == Content::Dominant) {
                if (i == j) {
                    // |x| in [1, 2]: the real part carries the magnitude, any sign.
                    real_t<T> re = std::real(x);
                    real_t<T> magnitude = 1 + std::abs(re);
                    if constexpr (is_complex_v<T>)
                        x = T(re < 0 ? -magnitude : magnitude, std::imag(x) / 2);
                    else
                        x = re < 0 ? -magnitude : magnitude;
                }
                else {
                    x *= off_scale;
                }
            }
            A(i, j) = x;
        }
    }
}

/**
 * Frobenius norm over the elements shape references, of A or (with B) of A - B, in double.
 * Symmetric and Hermitian shapes count the off-diagonal elements twice (the full matrix);
 * Hermitian takes the real part of the diagonal, as the operations do; a unit triangular
 * diagonal counts as ones for a norm and not at all for a difference.
 */
template <typename T>
double frobenius(Matrix<T> const& A, Shape const& shape, Matrix<T> const* B = nullptr)
{
    double sum = 0;
    for (int64_t j = 0; j < A.cols(); ++j) {
        for (int64_t i = 0; i < A.rows(); ++i) {
            if (!shape.stored(i, j)) {
                if (i == j && B == nullptr) sum += 1;  // unit diagonal
                continue;
            }
            T x = B ? A(i, j) - (*B)(i, j) : A(i, j);
            double value = std::abs(x);
            if (shape.structure == Structure::Hermitian && i == j) value = std::abs(std::real(x));
            bool mirrored = i != j && (shape.structure == Structure::Symmetric ||
                                       shape.structure == Structure::Hermitian);
            sum += (mirrored ? 2 : 1) * value * value;
        }
    }
    return std::sqrt(sum);
}

/**
 * Number of positions of A's allocation outside the elements that written references whose
 * bits differ from before (a copy of A.buffer() taken earlier): guard bands, padding and, for a
 * triangular written shape, the other triangle.
 */
template <typename T>
int64_t changed_outside(Matrix<T> const& A, std::vector<T> const& before, Shape const& written)
{
    int64_t changed = 0;
    for (int64_t p = 0; p < int64_t(before.size()); ++p) {
        int64_t i, j;
        if (A.element_at(p, i, j) && written.stored(i, j)) continue;
        if (std::memcmp(&A.buffer()[size_t(p)], &before[size_t(p)], sizeof(T)) != 0) ++changed;
    }
    return changed;
}

/** Whether A's whole allocation is bitwise what it was (a copy of A.buffer() taken earlier). */
template <typename T>
bool unchanged(Matrix<T> const& A, std::vector<T> const& before)
{
    return std::memcmp(A.buffer().data(), before.data(), before.size() * sizeof(T)) == 0;
}

}  // namespace tester
