// SPDX-License-Identifier: BSD-3-Clause
/**
 * What the GoogleTest unit tests add to the shared test helpers (scalar.hh, random.hh,
 * matrix.hh, included here): the typed-test list of the four scalar types and their short
 * names, the bitwise comparison of two matrices' whole allocations as a gtest assertion, and the
 * tolerance of a result built from sums of products.
 */
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <complex>
#include <cstdint>
#include <string>
#include <type_traits>

#include "common/matrix.hh"
#include "common/random.hh"
#include "common/scalar.hh"

namespace test {

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
            if (got.element_at(int64_t(pos), i, j))
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
