// SPDX-License-Identifier: BSD-3-Clause
/**
 * A plain loop reference for the nine Level 3 routines, written from the BLAS definitions on
 * logical (i, j) elements of test::Matrix, so it serves both layouts. It honours the BLAS
 * conventions the library must honour (and nothing more): A and B are not read when alpha == 0
 * or k == 0, C is not read when beta == 0, only the uplo triangle of a symmetric / Hermitian /
 * triangular A is read (its diagonal not at all for a unit diagonal), only the uplo triangle of C
 * is read and written by the rank-k updates, Hermitian routines take the imaginary parts of the
 * diagonal of A as zero and set those of C to zero. Options are the C API's values as int.
 */
#pragma once

#include <batchblas.h>

#include <cstdint>
#include <vector>

#include "test_util.hh"

namespace test::ref {

/** Element (i, j) of op(A), op by a trans value; for real T ConjTrans is Trans. */
template <typename T>
T op_element(Matrix<T> const& a, int trans, int64_t i, int64_t j)
{
    if (trans == BlasNoTrans) return a(i, j);
    if (trans == BlasTrans) return a(j, i);
    return conj(a(j, i));
}

template <typename T>
T scaled_old(T beta, T old)
{
    return beta == T(0) ? T(0) : beta * old;
}

/** C = alpha op(A) op(B) + beta C. */
template <typename T>
void gemm(int transA, int transB, int64_t m, int64_t n, int64_t k, T alpha, Matrix<T> const& A,
          Matrix<T> const& B, T beta, Matrix<T>& C)
{
    for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < n; ++j) {
            T s = T(0);
            if (alpha != T(0))
                for (int64_t l = 0; l < k; ++l)
                    s += op_element(A, transA, i, l) * op_element(B, transB, l, j);
            C(i, j) = alpha * s + scaled_old(beta, C(i, j));
        }
}

/** Element (i, j) of the full symmetric (or Hermitian) matrix whose uplo triangle A holds. */
template <typename T>
T symmetric_element(Matrix<T> const& a, bool hermitian, int uplo, int64_t i, int64_t j)
{
    if (i == j) return hermitian ? make<T>(real_part(a(i, i))) : a(i, i);
    bool const stored = uplo == BlasUpper ? i < j : i > j;
    if (stored) return a(i, j);
    return hermitian ? conj(a(j, i)) : a(j, i);
}

/** C = alpha A B + beta C (Left) or alpha B A + beta C (Right), A symmetric / Hermitian. */
template <typename T>
void symm(bool hermitian, int side, int uplo, int64_t m, int64_t n, T alpha, Matrix<T> const& A,
          Matrix<T> const& B, T beta, Matrix<T>& C)
{
    for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < n; ++j) {
            T s = T(0);
            if (alpha != T(0)) {
                if (side == BlasLeft)
                    for (int64_t l = 0; l < m; ++l)
                        s += symmetric_element(A, hermitian, uplo, i, l) * B(l, j);
                else
                    for (int64_t l = 0; l < n; ++l)
                        s += B(i, l) * symmetric_element(A, hermitian, uplo, l, j);
            }
            C(i, j) = alpha * s + scaled_old(beta, C(i, j));
        }
}

/** (i, j) lies in the uplo triangle (diagonal included). */
inline bool in_triangle(int uplo, int64_t i, int64_t j)
{
    return uplo == BlasUpper ? i <= j : i >= j;
}

/** Result of a Hermitian update on a diagonal entry: real, the old imaginary part ignored. */
template <typename T>
T hermitian_diagonal(T update, T beta, T old)
{
    T const kept = beta == T(0) ? T(0) : beta * make<T>(real_part(old));
    return make<T>(real_part(T(update + kept)));
}

/**
 * syrk (hermitian false): C = alpha A A^T + beta C (NoTrans) or alpha A^T A + beta C;
 * herk (hermitian true): the ^H forms, alpha and beta real (given as T with zero imaginary part).
 */
template <typename T>
void rank_k(bool hermitian, int uplo, int trans, int64_t n, int64_t k, T alpha, Matrix<T> const& A,
            T beta, Matrix<T>& C)
{
    for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) {
            if (!in_triangle(uplo, i, j)) continue;
            T s = T(0);
            if (alpha != T(0))
                for (int64_t l = 0; l < k; ++l) {
                    if (trans == BlasNoTrans)
                        s += A(i, l) * (hermitian ? conj(A(j, l)) : A(j, l));
                    else
                        s += (hermitian ? conj(A(l, i)) : A(l, i)) * A(l, j);
                }
            T const update = alpha * s;
            if (hermitian && i == j)
                C(i, j) = hermitian_diagonal(update, beta, C(i, j));
            else
                C(i, j) = update + scaled_old(beta, C(i, j));
        }
}

/**
 * syr2k: C = alpha (A B^T + B A^T) + beta C (NoTrans) or alpha (A^T B + B^T A) + beta C;
 * her2k: C = alpha A B^H + conj(alpha) B A^H + beta C or alpha A^H B + conj(alpha) B^H A + beta C,
 * beta real.
 */
template <typename T>
void rank_2k(bool hermitian, int uplo, int trans, int64_t n, int64_t k, T alpha, Matrix<T> const& A,
             Matrix<T> const& B, T beta, Matrix<T>& C)
{
    T const alpha2 = hermitian ? conj(alpha) : alpha;
    for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) {
            if (!in_triangle(uplo, i, j)) continue;
            T s1 = T(0), s2 = T(0);
            if (alpha != T(0))
                for (int64_t l = 0; l < k; ++l) {
                    if (trans == BlasNoTrans) {
                        s1 += A(i, l) * (hermitian ? conj(B(j, l)) : B(j, l));
                        s2 += B(i, l) * (hermitian ? conj(A(j, l)) : A(j, l));
                    }
                    else {
                        s1 += (hermitian ? conj(A(l, i)) : A(l, i)) * B(l, j);
                        s2 += (hermitian ? conj(B(l, i)) : B(l, i)) * A(l, j);
                    }
                }
            T const update = alpha * s1 + alpha2 * s2;
            if (hermitian && i == j)
                C(i, j) = hermitian_diagonal(update, beta, C(i, j));
            else
                C(i, j) = update + scaled_old(beta, C(i, j));
        }
}

/** Element (i, j) of op(A) for triangular A: the other triangle is zero, a unit diagonal one. */
template <typename T>
T triangular_element(Matrix<T> const& a, int uplo, int trans, int diag, int64_t i, int64_t j)
{
    int64_t r = i, c = j;
    if (trans != BlasNoTrans) std::swap(r, c);
    T x;
    if (r == c)
        x = diag == BlasUnit ? T(1) : a(r, c);
    else if (in_triangle(uplo, r, c))
        x = a(r, c);
    else
        return T(0);
    return trans == BlasConjTrans ? conj(x) : x;
}

/** B = alpha op(A) B (Left) or alpha B op(A) (Right), A triangular. */
template <typename T>
void trmm(int side, int uplo, int trans, int diag, int64_t m, int64_t n, T alpha,
          Matrix<T> const& A, Matrix<T>& B)
{
    if (m == 0 || n == 0) return;
    std::vector<T> x(size_t(m * n), T(0));
    if (alpha != T(0))
        for (int64_t i = 0; i < m; ++i)
            for (int64_t j = 0; j < n; ++j) {
                T s = T(0);
                if (side == BlasLeft)
                    for (int64_t l = 0; l < m; ++l)
                        s += triangular_element(A, uplo, trans, diag, i, l) * B(l, j);
                else
                    for (int64_t l = 0; l < n; ++l)
                        s += B(i, l) * triangular_element(A, uplo, trans, diag, l, j);
                x[size_t(i + j * m)] = alpha * s;
            }
    for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < n; ++j) B(i, j) = x[size_t(i + j * m)];
}

// GCC warns, wrongly, that the substitution loops overflow for sizes no test uses.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Waggressive-loop-optimizations"
#endif

/** B = alpha op(A)^-1 B (Left) or alpha B op(A)^-1 (Right), A triangular. */
template <typename T>
void trsm(int side, int uplo, int trans, int diag, int64_t m, int64_t n, T alpha,
          Matrix<T> const& A, Matrix<T>& B)
{
    if (m == 0 || n == 0) return;
    if (alpha == T(0)) {
        for (int64_t i = 0; i < m; ++i)
            for (int64_t j = 0; j < n; ++j) B(i, j) = T(0);
        return;
    }
    // op(A) is lower triangular when A is lower and not transposed, or upper and transposed.
    bool const lower = (uplo == BlasLower) == (trans == BlasNoTrans);
    auto M = [&](int64_t i, int64_t j) { return triangular_element(A, uplo, trans, diag, i, j); };
    if (side == BlasLeft) {
        for (int64_t j = 0; j < n; ++j) {
            std::vector<T> x(static_cast<size_t>(m));
            for (int64_t i = 0; i < m; ++i) x[size_t(i)] = alpha * B(i, j);
            for (int64_t t = 0; t < m; ++t) {
                int64_t const i = lower ? t : m - 1 - t;
                T s = x[size_t(i)];
                if (lower)
                    for (int64_t l = 0; l < i; ++l) s -= M(i, l) * x[size_t(l)];
                else
                    for (int64_t l = i + 1; l < m; ++l) s -= M(i, l) * x[size_t(l)];
                x[size_t(i)] = s / M(i, i);
            }
            for (int64_t i = 0; i < m; ++i) B(i, j) = x[size_t(i)];
        }
    }
    else {
        for (int64_t i = 0; i < m; ++i) {
            std::vector<T> x(static_cast<size_t>(n));
            for (int64_t j = 0; j < n; ++j) x[size_t(j)] = alpha * B(i, j);
            // x op(A) = b: for lower op(A), column j involves x_l with l >= j.
            for (int64_t t = 0; t < n; ++t) {
                int64_t const j = lower ? n - 1 - t : t;
                T s = x[size_t(j)];
                if (lower)
                    for (int64_t l = j + 1; l < n; ++l) s -= x[size_t(l)] * M(l, j);
                else
                    for (int64_t l = 0; l < j; ++l) s -= x[size_t(l)] * M(l, j);
                x[size_t(j)] = s / M(j, j);
            }
            for (int64_t j = 0; j < n; ++j) B(i, j) = x[size_t(j)];
        }
    }
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

}  // namespace test::ref
