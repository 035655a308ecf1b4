// SPDX-License-Identifier: BSD-3-Clause
/**
 * The Level 3 oracle (level3.hh) on test::Matrix operands of either layout, options as the C
 * API's values (int): each call copies the operands' logical entries into column-major arrays,
 * runs the oracle and writes the output's entries back, so a row-major batch is checked
 * against the same netlib-faithful loops as a column-major one. Entries the oracle does not
 * write come back bit for bit, and it reads only what the BLAS conventions let a routine read
 * (A and B not when alpha == 0, C not when beta == 0, only the uplo triangle of a structured
 * A, not the diagonal of a unit triangle). The rank-k and rank-2k forms take alpha and beta as
 * T; for herk / her2k their imaginary parts are ignored, as the C API's real scalars require.
 */
#pragma once

#include <batchblas.h>

#include <cstdint>
#include <vector>

#include "common/matrix.hh"
#include "common/scalar.hh"
#include "oracle/level3.hh"

namespace oracle {

inline Op op_of(int trans)
{
    return trans == BlasNoTrans ? Op::NoTrans : trans == BlasTrans ? Op::Trans : Op::ConjTrans;
}
inline Side side_of(int side)
{
    return side == BlasLeft ? Side::Left : Side::Right;
}
inline Uplo uplo_of(int uplo)
{
    return uplo == BlasUpper ? Uplo::Upper : Uplo::Lower;
}
inline Diag diag_of(int diag)
{
    return diag == BlasUnit ? Diag::Unit : Diag::NonUnit;
}

/** (i, j) lies in the uplo triangle (diagonal included). */
inline bool in_triangle(int uplo, int64_t i, int64_t j)
{
    return uplo == BlasUpper ? i <= j : i >= j;
}

/** Leading dimension of test::column_major's copy of a. */
template <typename T>
int64_t ld_of(test::Matrix<T> const& a)
{
    return std::max<int64_t>(1, a.rows());
}

/** C = alpha op(A) op(B) + beta C. */
template <typename T>
void gemm(int transA, int transB, int64_t m, int64_t n, int64_t k, T alpha,
          test::Matrix<T> const& A, test::Matrix<T> const& B, T beta, test::Matrix<T>& C)
{
    std::vector<T> const a = test::column_major(A), b = test::column_major(B);
    std::vector<T> c = test::column_major(C);
    gemm<T>(op_of(transA), op_of(transB), m, n, k, alpha, a.data(), ld_of(A), b.data(), ld_of(B),
            beta, c.data(), ld_of(C));
    test::assign_column_major(C, c);
}

/** C = alpha A B + beta C (Left) or alpha B A + beta C (Right), A symmetric / Hermitian. */
template <typename T>
void symm(bool hermitian, int side, int uplo, int64_t m, int64_t n, T alpha,
          test::Matrix<T> const& A, test::Matrix<T> const& B, T beta, test::Matrix<T>& C)
{
    std::vector<T> const a = test::column_major(A), b = test::column_major(B);
    std::vector<T> c = test::column_major(C);
    if (hermitian)
        hemm<T>(side_of(side), uplo_of(uplo), m, n, alpha, a.data(), ld_of(A), b.data(), ld_of(B),
                beta, c.data(), ld_of(C));
    else
        symm<T>(side_of(side), uplo_of(uplo), m, n, alpha, a.data(), ld_of(A), b.data(), ld_of(B),
                beta, c.data(), ld_of(C));
    test::assign_column_major(C, c);
}

/**
 * syrk (hermitian false): C = alpha A A^T + beta C (NoTrans) or alpha A^T A + beta C;
 * herk (hermitian true): the ^H forms with the real parts of alpha and beta.
 */
template <typename T>
void rank_k(bool hermitian, int uplo, int trans, int64_t n, int64_t k, T alpha,
            test::Matrix<T> const& A, T beta, test::Matrix<T>& C)
{
    std::vector<T> const a = test::column_major(A);
    std::vector<T> c = test::column_major(C);
    if (hermitian)
        herk<T>(uplo_of(uplo), op_of(trans), n, k, test::real_part(alpha), a.data(), ld_of(A),
                test::real_part(beta), c.data(), ld_of(C));
    else
        syrk<T>(uplo_of(uplo), op_of(trans), n, k, alpha, a.data(), ld_of(A), beta, c.data(),
                ld_of(C));
    test::assign_column_major(C, c);
}

/**
 * syr2k: C = alpha (A B^T + B A^T) + beta C (NoTrans) or alpha (A^T B + B^T A) + beta C;
 * her2k: C = alpha A B^H + conj(alpha) B A^H + beta C or the ^H A form, with the real part of
 * beta.
 */
template <typename T>
void rank_2k(bool hermitian, int uplo, int trans, int64_t n, int64_t k, T alpha,
             test::Matrix<T> const& A, test::Matrix<T> const& B, T beta, test::Matrix<T>& C)
{
    std::vector<T> const a = test::column_major(A), b = test::column_major(B);
    std::vector<T> c = test::column_major(C);
    if (hermitian)
        her2k<T>(uplo_of(uplo), op_of(trans), n, k, alpha, a.data(), ld_of(A), b.data(), ld_of(B),
                 test::real_part(beta), c.data(), ld_of(C));
    else
        syr2k<T>(uplo_of(uplo), op_of(trans), n, k, alpha, a.data(), ld_of(A), b.data(), ld_of(B),
                 beta, c.data(), ld_of(C));
    test::assign_column_major(C, c);
}

/** B = alpha op(A) B (Left) or alpha B op(A) (Right), A triangular. */
template <typename T>
void trmm(int side, int uplo, int trans, int diag, int64_t m, int64_t n, T alpha,
          test::Matrix<T> const& A, test::Matrix<T>& B)
{
    std::vector<T> const a = test::column_major(A);
    std::vector<T> b = test::column_major(B);
    trmm<T>(side_of(side), uplo_of(uplo), op_of(trans), diag_of(diag), m, n, alpha, a.data(),
            ld_of(A), b.data(), ld_of(B));
    test::assign_column_major(B, b);
}

/** B = alpha op(A)^-1 B (Left) or alpha B op(A)^-1 (Right), A triangular. */
template <typename T>
void trsm(int side, int uplo, int trans, int diag, int64_t m, int64_t n, T alpha,
          test::Matrix<T> const& A, test::Matrix<T>& B)
{
    std::vector<T> const a = test::column_major(A);
    std::vector<T> b = test::column_major(B);
    trsm<T>(side_of(side), uplo_of(uplo), op_of(trans), diag_of(diag), m, n, alpha, a.data(),
            ld_of(A), b.data(), ld_of(B));
    test::assign_column_major(B, b);
}

}  // namespace oracle
