// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/types.hh
 * The C++ option enumerations and the exception type of the batchblas C++ API.
 *
 * The enumerators carry the values of the C API (batchblas.h), so an option converts between
 * the two APIs by a cast; the names are those of BLAS++ (`blas::Op::NoTrans`, ...), so BLAS++
 * batch code compiles after changing only the namespace and header.
 */
#pragma once

#include <complex>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace batchblas {

/** Storage order of every matrix of a call. */
enum class Layout : int { RowMajor = 101, ColMajor = 102 };
/** op(X): X, X^T or X^H. For real types ConjTrans means Trans. */
enum class Op : int { NoTrans = 111, Trans = 112, ConjTrans = 113 };
/** Which triangle of a symmetric, Hermitian or triangular matrix is referenced. */
enum class Uplo : int { Upper = 121, Lower = 122 };
/** Whether a triangular matrix has an implicit unit diagonal (not referenced). */
enum class Diag : int { NonUnit = 131, Unit = 132 };
/** Whether the special matrix multiplies from the left or the right. */
enum class Side : int { Left = 141, Right = 142 };

/**
 * Thrown by the C++ API for inconsistent vector sizes and, when checking is on, for invalid
 * arguments. what() names the routine, the argument and the problem index.
 */
class Error : public std::runtime_error {
public:
    explicit Error(std::string const& what) : std::runtime_error(what) {}
};

/** Keeps an argument out of template deduction (scalars follow the matrices' type). */
template <typename T>
struct same {
    using type = T;
};
template <typename T>
using same_t = typename same<T>::type;

/** real_type<T>: the real type underlying T (float for std::complex<float>, ...). */
template <typename T> struct real_type_of { using type = T; };
template <typename T> struct real_type_of<std::complex<T>> { using type = T; };
template <typename T> using real_type = typename real_type_of<T>::type;

/** is_complex<T>: true for std::complex<float> and std::complex<double>. */
template <typename T> struct is_complex : std::false_type {};
template <typename T> struct is_complex<std::complex<T>> : std::true_type {};
template <typename T> inline constexpr bool is_complex_v = is_complex<T>::value;

}  // namespace batchblas
