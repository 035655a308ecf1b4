// SPDX-License-Identifier: BSD-3-Clause
/**
 * The Level 3 oracle (see level3.hh): netlib reference BLAS translated to templates,
 * loop for loop (0-based), one branch per option combination as in the Fortran, so that each
 * can be checked against the original by reading. Complex-only steps (conjugation, real
 * Hermitian diagonals) use `if constexpr`; for real T, ConjTrans behaves as Trans.
 */
#include "oracle/level3.hh"

#include <complex>
#include <cstdint>

namespace oracle {

namespace {

template <typename T>
T conj_(T x)
{
    if constexpr (is_complex_v<T>)
        return std::conj(x);
    else
        return x;
}

template <typename T>
real_type<T> real_(T x)
{
    if constexpr (is_complex_v<T>)
        return x.real();
    else
        return x;
}

/** Column-major element access: a(i, j) = A[i + j * ld]. */
template <typename P>
struct Mat {
    P* p;
    int64_t ld;
    auto& operator()(int64_t i, int64_t j) const { return p[i + j * ld]; }
};
template <typename P>
Mat(P*, int64_t) -> Mat<P>;

/** Column j of C (rows i0 <= i < i1) = beta * C, or zero without reading when beta == 0. */
template <typename T, typename S>
void scale_column(Mat<T> c, int64_t j, int64_t i0, int64_t i1, S beta)
{
    if (beta == S(0)) {
        for (int64_t i = i0; i < i1; ++i) c(i, j) = T(0);
    }
    else if (beta != S(1)) {
        for (int64_t i = i0; i < i1; ++i) c(i, j) = beta * c(i, j);
    }
}

}  // namespace

// ----------------------------------------------------------------------------------- gemm

template <typename T>
void gemm(Op transA, Op transB, int64_t m, int64_t n, int64_t k, T alpha, T const* A, int64_t lda,
          T const* B, int64_t ldb, T beta, T* C, int64_t ldc)
{
    Mat a{A, lda}, b{B, ldb};
    Mat c{C, ldc};
    bool const nota = transA == Op::NoTrans, notb = transB == Op::NoTrans;
    bool const conja = is_complex_v<T> && transA == Op::ConjTrans;
    bool const conjb = is_complex_v<T> && transB == Op::ConjTrans;
    auto opa = [&](T x) { return conja ? conj_(x) : x; };
    auto opb = [&](T x) { return conjb ? conj_(x) : x; };

    if (m == 0 || n == 0 || ((alpha == T(0) || k == 0) && beta == T(1))) return;
    if (alpha == T(0)) {
        for (int64_t j = 0; j < n; ++j) scale_column(c, j, 0, m, beta);
        return;
    }
    if (nota) {
        // C(:, j) += (alpha op(B)(l, j)) A(:, l), l = 0..k-1.
        for (int64_t j = 0; j < n; ++j) {
            scale_column(c, j, 0, m, beta);
            for (int64_t l = 0; l < k; ++l) {
                T const temp = alpha * (notb ? b(l, j) : opb(b(j, l)));
                for (int64_t i = 0; i < m; ++i) c(i, j) += temp * a(i, l);
            }
        }
    }
    else {
        // C(i, j) = alpha op(A)(i, :) . op(B)(:, j) + beta C(i, j).
        for (int64_t j = 0; j < n; ++j) {
            for (int64_t i = 0; i < m; ++i) {
                T temp(0);
                for (int64_t l = 0; l < k; ++l)
                    temp += opa(a(l, i)) * (notb ? b(l, j) : opb(b(j, l)));
                c(i, j) = beta == T(0) ? alpha * temp : alpha * temp + beta * c(i, j);
            }
        }
    }
}

// ----------------------------------------------------------------------------------- symm / hemm

namespace {

template <typename T>
void symm_hemm(bool herm, Side side, Uplo uplo, int64_t m, int64_t n, T alpha, T const* A,
               int64_t lda, T const* B, int64_t ldb, T beta, T* C, int64_t ldc)
{
    Mat a{A, lda}, b{B, ldb};
    Mat c{C, ldc};
    bool const upper = uplo == Uplo::Upper;
    auto cj = [&](T x) { return herm ? conj_(x) : x; };     // mirrored entry
    auto dg = [&](T x) { return herm ? T(real_(x)) : x; };  // diagonal entry

    if (m == 0 || n == 0 || (alpha == T(0) && beta == T(1))) return;
    if (alpha == T(0)) {
        for (int64_t j = 0; j < n; ++j) scale_column(c, j, 0, m, beta);
        return;
    }
    if (side == Side::Left) {
        // C = alpha A B + beta C.
        for (int64_t j = 0; j < n; ++j) {
            if (upper) {
                for (int64_t i = 0; i < m; ++i) {
                    T const temp1 = alpha * b(i, j);
                    T temp2(0);
                    for (int64_t k = 0; k < i; ++k) {
                        c(k, j) += temp1 * a(k, i);
                        temp2 += b(k, j) * cj(a(k, i));
                    }
                    c(i, j) = beta == T(0) ? temp1 * dg(a(i, i)) + alpha * temp2
                                           : beta * c(i, j) + temp1 * dg(a(i, i)) + alpha * temp2;
                }
            }
            else {
                for (int64_t i = m - 1; i >= 0; --i) {
                    T const temp1 = alpha * b(i, j);
                    T temp2(0);
                    for (int64_t k = i + 1; k < m; ++k) {
                        c(k, j) += temp1 * a(k, i);
                        temp2 += b(k, j) * cj(a(k, i));
                    }
                    c(i, j) = beta == T(0) ? temp1 * dg(a(i, i)) + alpha * temp2
                                           : beta * c(i, j) + temp1 * dg(a(i, i)) + alpha * temp2;
                }
            }
        }
    }
    else {
        // C = alpha B A + beta C.
        for (int64_t j = 0; j < n; ++j) {
            T temp1 = alpha * dg(a(j, j));
            if (beta == T(0)) {
                for (int64_t i = 0; i < m; ++i) c(i, j) = temp1 * b(i, j);
            }
            else {
                for (int64_t i = 0; i < m; ++i) c(i, j) = beta * c(i, j) + temp1 * b(i, j);
            }
            for (int64_t k = 0; k < j; ++k) {
                temp1 = alpha * (upper ? a(k, j) : cj(a(j, k)));
                for (int64_t i = 0; i < m; ++i) c(i, j) += temp1 * b(i, k);
            }
            for (int64_t k = j + 1; k < n; ++k) {
                temp1 = alpha * (upper ? cj(a(j, k)) : a(k, j));
                for (int64_t i = 0; i < m; ++i) c(i, j) += temp1 * b(i, k);
            }
        }
    }
}

}  // namespace

template <typename T>
void symm(Side side, Uplo uplo, int64_t m, int64_t n, T alpha, T const* A, int64_t lda, T const* B,
          int64_t ldb, T beta, T* C, int64_t ldc)
{
    symm_hemm(false, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

template <typename T>
void hemm(Side side, Uplo uplo, int64_t m, int64_t n, T alpha, T const* A, int64_t lda, T const* B,
          int64_t ldb, T beta, T* C, int64_t ldc)
{
    symm_hemm(is_complex_v<T>, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

// ----------------------------------------------------------------------------------- syrk / herk

template <typename T>
void syrk(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda, T beta, T* C,
          int64_t ldc)
{
    Mat a{A, lda};
    Mat c{C, ldc};
    bool const upper = uplo == Uplo::Upper;
    auto rows = [&](int64_t j, int64_t& i0, int64_t& i1) {
        i0 = upper ? 0 : j;
        i1 = upper ? j + 1 : n;
    };
    int64_t i0, i1;

    if (n == 0 || ((alpha == T(0) || k == 0) && beta == T(1))) return;
    if (alpha == T(0)) {
        for (int64_t j = 0; j < n; ++j) {
            rows(j, i0, i1);
            scale_column(c, j, i0, i1, beta);
        }
        return;
    }
    if (trans == Op::NoTrans) {
        // C = alpha A A^T + beta C.
        for (int64_t j = 0; j < n; ++j) {
            rows(j, i0, i1);
            scale_column(c, j, i0, i1, beta);
            for (int64_t l = 0; l < k; ++l) {
                if (a(j, l) != T(0)) {
                    T const temp = alpha * a(j, l);
                    for (int64_t i = i0; i < i1; ++i) c(i, j) += temp * a(i, l);
                }
            }
        }
    }
    else {
        // C = alpha A^T A + beta C.
        for (int64_t j = 0; j < n; ++j) {
            rows(j, i0, i1);
            for (int64_t i = i0; i < i1; ++i) {
                T temp(0);
                for (int64_t l = 0; l < k; ++l) temp += a(l, i) * a(l, j);
                c(i, j) = beta == T(0) ? alpha * temp : alpha * temp + beta * c(i, j);
            }
        }
    }
}

template <typename T>
void herk(Uplo uplo, Op trans, int64_t n, int64_t k, real_type<T> alpha, T const* A, int64_t lda,
          real_type<T> beta, T* C, int64_t ldc)
{
    if constexpr (!is_complex_v<T>) {
        syrk<T>(uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
    }
    else {
        using R = real_type<T>;
        Mat a{A, lda};
        Mat c{C, ldc};
        bool const upper = uplo == Uplo::Upper;

        if (n == 0 || ((alpha == R(0) || k == 0) && beta == R(1))) return;
        if (alpha == R(0)) {
            for (int64_t j = 0; j < n; ++j) {
                int64_t const i0 = upper ? 0 : j + 1, i1 = upper ? j : n;  // off-diagonal
                if (beta == R(0)) {
                    for (int64_t i = i0; i < i1; ++i) c(i, j) = T(0);
                    c(j, j) = T(0);
                }
                else {
                    for (int64_t i = i0; i < i1; ++i) c(i, j) = beta * c(i, j);
                    c(j, j) = T(beta * c(j, j).real());
                }
            }
            return;
        }
        if (trans == Op::NoTrans) {
            // C = alpha A A^H + beta C.
            for (int64_t j = 0; j < n; ++j) {
                int64_t const i0 = upper ? 0 : j + 1, i1 = upper ? j : n;  // off-diagonal
                if (beta == R(0)) {
                    for (int64_t i = i0; i < i1; ++i) c(i, j) = T(0);
                    c(j, j) = T(0);
                }
                else if (beta != R(1)) {
                    for (int64_t i = i0; i < i1; ++i) c(i, j) = beta * c(i, j);
                    c(j, j) = T(beta * c(j, j).real());
                }
                else {
                    c(j, j) = T(c(j, j).real());
                }
                for (int64_t l = 0; l < k; ++l) {
                    if (a(j, l) != T(0)) {
                        T const temp = alpha * std::conj(a(j, l));
                        for (int64_t i = i0; i < i1; ++i) c(i, j) += temp * a(i, l);
                        c(j, j) = T(c(j, j).real() + (temp * a(j, l)).real());
                    }
                }
            }
        }
        else {
            // C = alpha A^H A + beta C.
            for (int64_t j = 0; j < n; ++j) {
                int64_t const i0 = upper ? 0 : j + 1, i1 = upper ? j : n;  // off-diagonal
                for (int64_t i = i0; i < i1; ++i) {
                    T temp(0);
                    for (int64_t l = 0; l < k; ++l) temp += std::conj(a(l, i)) * a(l, j);
                    c(i, j) = beta == R(0) ? alpha * temp : alpha * temp + beta * c(i, j);
                }
                R rtemp(0);
                for (int64_t l = 0; l < k; ++l) rtemp += (std::conj(a(l, j)) * a(l, j)).real();
                c(j, j) =
                    beta == R(0) ? T(alpha * rtemp) : T(alpha * rtemp + beta * c(j, j).real());
            }
        }
    }
}

// ----------------------------------------------------------------------------------- syr2k / her2k

template <typename T>
void syr2k(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda, T const* B,
           int64_t ldb, T beta, T* C, int64_t ldc)
{
    Mat a{A, lda}, b{B, ldb};
    Mat c{C, ldc};
    bool const upper = uplo == Uplo::Upper;

    if (n == 0 || ((alpha == T(0) || k == 0) && beta == T(1))) return;
    if (alpha == T(0)) {
        for (int64_t j = 0; j < n; ++j) scale_column(c, j, upper ? 0 : j, upper ? j + 1 : n, beta);
        return;
    }
    if (trans == Op::NoTrans) {
        // C = alpha A B^T + alpha B A^T + beta C.
        for (int64_t j = 0; j < n; ++j) {
            int64_t const i0 = upper ? 0 : j, i1 = upper ? j + 1 : n;
            scale_column(c, j, i0, i1, beta);
            for (int64_t l = 0; l < k; ++l) {
                if (a(j, l) != T(0) || b(j, l) != T(0)) {
                    T const temp1 = alpha * b(j, l);
                    T const temp2 = alpha * a(j, l);
                    for (int64_t i = i0; i < i1; ++i) c(i, j) += a(i, l) * temp1 + b(i, l) * temp2;
                }
            }
        }
    }
    else {
        // C = alpha A^T B + alpha B^T A + beta C.
        for (int64_t j = 0; j < n; ++j) {
            int64_t const i0 = upper ? 0 : j, i1 = upper ? j + 1 : n;
            for (int64_t i = i0; i < i1; ++i) {
                T temp1(0), temp2(0);
                for (int64_t l = 0; l < k; ++l) {
                    temp1 += a(l, i) * b(l, j);
                    temp2 += b(l, i) * a(l, j);
                }
                c(i, j) = beta == T(0) ? alpha * temp1 + alpha * temp2
                                       : beta * c(i, j) + alpha * temp1 + alpha * temp2;
            }
        }
    }
}

template <typename T>
void her2k(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda, T const* B,
           int64_t ldb, real_type<T> beta, T* C, int64_t ldc)
{
    if constexpr (!is_complex_v<T>) {
        syr2k<T>(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
    }
    else {
        using R = real_type<T>;
        Mat a{A, lda}, b{B, ldb};
        Mat c{C, ldc};
        bool const upper = uplo == Uplo::Upper;

        if (n == 0 || ((alpha == T(0) || k == 0) && beta == R(1))) return;
        if (alpha == T(0)) {
            for (int64_t j = 0; j < n; ++j) {
                int64_t const i0 = upper ? 0 : j + 1, i1 = upper ? j : n;  // off-diagonal
                if (beta == R(0)) {
                    for (int64_t i = i0; i < i1; ++i) c(i, j) = T(0);
                    c(j, j) = T(0);
                }
                else {
                    for (int64_t i = i0; i < i1; ++i) c(i, j) = beta * c(i, j);
                    c(j, j) = T(beta * c(j, j).real());
                }
            }
            return;
        }
        if (trans == Op::NoTrans) {
            // C = alpha A B^H + conj(alpha) B A^H + beta C.
            for (int64_t j = 0; j < n; ++j) {
                int64_t const i0 = upper ? 0 : j + 1, i1 = upper ? j : n;  // off-diagonal
                if (beta == R(0)) {
                    for (int64_t i = i0; i < i1; ++i) c(i, j) = T(0);
                    c(j, j) = T(0);
                }
                else if (beta != R(1)) {
                    for (int64_t i = i0; i < i1; ++i) c(i, j) = beta * c(i, j);
                    c(j, j) = T(beta * c(j, j).real());
                }
                else {
                    c(j, j) = T(c(j, j).real());
                }
                for (int64_t l = 0; l < k; ++l) {
                    if (a(j, l) != T(0) || b(j, l) != T(0)) {
                        T const temp1 = alpha * std::conj(b(j, l));
                        T const temp2 = std::conj(alpha * a(j, l));
                        for (int64_t i = i0; i < i1; ++i)
                            c(i, j) += a(i, l) * temp1 + b(i, l) * temp2;
                        c(j, j) = T(c(j, j).real() + (a(j, l) * temp1 + b(j, l) * temp2).real());
                    }
                }
            }
        }
        else {
            // C = alpha A^H B + conj(alpha) B^H A + beta C.
            for (int64_t j = 0; j < n; ++j) {
                int64_t const i0 = upper ? 0 : j, i1 = upper ? j + 1 : n;
                for (int64_t i = i0; i < i1; ++i) {
                    T temp1(0), temp2(0);
                    for (int64_t l = 0; l < k; ++l) {
                        temp1 += std::conj(a(l, i)) * b(l, j);
                        temp2 += std::conj(b(l, i)) * a(l, j);
                    }
                    T const s = alpha * temp1 + std::conj(alpha) * temp2;
                    if (i == j)
                        c(j, j) = beta == R(0) ? T(s.real()) : T(beta * c(j, j).real() + s.real());
                    else
                        c(i, j) = beta == R(0) ? s : beta * c(i, j) + s;
                }
            }
        }
    }
}

// ----------------------------------------------------------------------------------- trmm

template <typename T>
void trmm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha, T const* A,
          int64_t lda, T* B, int64_t ldb)
{
    Mat a{A, lda};
    Mat b{B, ldb};
    bool const upper = uplo == Uplo::Upper, nounit = diag == Diag::NonUnit;
    bool const conj = is_complex_v<T> && trans == Op::ConjTrans;
    auto op = [&](T x) { return conj ? conj_(x) : x; };

    if (m == 0 || n == 0) return;
    if (alpha == T(0)) {
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < m; ++i) b(i, j) = T(0);
        return;
    }
    if (side == Side::Left) {
        if (trans == Op::NoTrans) {
            // B = alpha A B.
            for (int64_t j = 0; j < n; ++j) {
                if (upper) {
                    for (int64_t k = 0; k < m; ++k) {
                        if (b(k, j) != T(0)) {
                            T temp = alpha * b(k, j);
                            for (int64_t i = 0; i < k; ++i) b(i, j) += temp * a(i, k);
                            if (nounit) temp *= a(k, k);
                            b(k, j) = temp;
                        }
                    }
                }
                else {
                    for (int64_t k = m - 1; k >= 0; --k) {
                        if (b(k, j) != T(0)) {
                            T const temp = alpha * b(k, j);
                            b(k, j) = temp;
                            if (nounit) b(k, j) *= a(k, k);
                            for (int64_t i = k + 1; i < m; ++i) b(i, j) += temp * a(i, k);
                        }
                    }
                }
            }
        }
        else {
            // B = alpha op(A) B, op(A) = A^T or A^H.
            for (int64_t j = 0; j < n; ++j) {
                if (upper) {
                    for (int64_t i = m - 1; i >= 0; --i) {
                        T temp = b(i, j);
                        if (nounit) temp *= op(a(i, i));
                        for (int64_t k = 0; k < i; ++k) temp += op(a(k, i)) * b(k, j);
                        b(i, j) = alpha * temp;
                    }
                }
                else {
                    for (int64_t i = 0; i < m; ++i) {
                        T temp = b(i, j);
                        if (nounit) temp *= op(a(i, i));
                        for (int64_t k = i + 1; k < m; ++k) temp += op(a(k, i)) * b(k, j);
                        b(i, j) = alpha * temp;
                    }
                }
            }
        }
    }
    else {
        if (trans == Op::NoTrans) {
            // B = alpha B A.
            if (upper) {
                for (int64_t j = n - 1; j >= 0; --j) {
                    T temp = alpha;
                    if (nounit) temp *= a(j, j);
                    for (int64_t i = 0; i < m; ++i) b(i, j) = temp * b(i, j);
                    for (int64_t k = 0; k < j; ++k) {
                        if (a(k, j) != T(0)) {
                            temp = alpha * a(k, j);
                            for (int64_t i = 0; i < m; ++i) b(i, j) += temp * b(i, k);
                        }
                    }
                }
            }
            else {
                for (int64_t j = 0; j < n; ++j) {
                    T temp = alpha;
                    if (nounit) temp *= a(j, j);
                    for (int64_t i = 0; i < m; ++i) b(i, j) = temp * b(i, j);
                    for (int64_t k = j + 1; k < n; ++k) {
                        if (a(k, j) != T(0)) {
                            temp = alpha * a(k, j);
                            for (int64_t i = 0; i < m; ++i) b(i, j) += temp * b(i, k);
                        }
                    }
                }
            }
        }
        else {
            // B = alpha B op(A), op(A) = A^T or A^H.
            if (upper) {
                for (int64_t k = 0; k < n; ++k) {
                    for (int64_t j = 0; j < k; ++j) {
                        if (a(j, k) != T(0)) {
                            T const temp = alpha * op(a(j, k));
                            for (int64_t i = 0; i < m; ++i) b(i, j) += temp * b(i, k);
                        }
                    }
                    T temp = alpha;
                    if (nounit) temp *= op(a(k, k));
                    if (temp != T(1))
                        for (int64_t i = 0; i < m; ++i) b(i, k) = temp * b(i, k);
                }
            }
            else {
                for (int64_t k = n - 1; k >= 0; --k) {
                    for (int64_t j = k + 1; j < n; ++j) {
                        if (a(j, k) != T(0)) {
                            T const temp = alpha * op(a(j, k));
                            for (int64_t i = 0; i < m; ++i) b(i, j) += temp * b(i, k);
                        }
                    }
                    T temp = alpha;
                    if (nounit) temp *= op(a(k, k));
                    if (temp != T(1))
                        for (int64_t i = 0; i < m; ++i) b(i, k) = temp * b(i, k);
                }
            }
        }
    }
}

// ----------------------------------------------------------------------------------- trsm

template <typename T>
void trsm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha, T const* A,
          int64_t lda, T* B, int64_t ldb)
{
    Mat a{A, lda};
    Mat b{B, ldb};
    bool const upper = uplo == Uplo::Upper, nounit = diag == Diag::NonUnit;
    bool const conj = is_complex_v<T> && trans == Op::ConjTrans;
    auto op = [&](T x) { return conj ? conj_(x) : x; };

    if (m == 0 || n == 0) return;
    if (alpha == T(0)) {
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < m; ++i) b(i, j) = T(0);
        return;
    }
    if (side == Side::Left) {
        if (trans == Op::NoTrans) {
            // B = alpha inv(A) B.
            for (int64_t j = 0; j < n; ++j) {
                if (alpha != T(1))
                    for (int64_t i = 0; i < m; ++i) b(i, j) = alpha * b(i, j);
                if (upper) {
                    for (int64_t k = m - 1; k >= 0; --k) {
                        if (b(k, j) != T(0)) {
                            if (nounit) b(k, j) /= a(k, k);
                            for (int64_t i = 0; i < k; ++i) b(i, j) -= b(k, j) * a(i, k);
                        }
                    }
                }
                else {
                    for (int64_t k = 0; k < m; ++k) {
                        if (b(k, j) != T(0)) {
                            if (nounit) b(k, j) /= a(k, k);
                            for (int64_t i = k + 1; i < m; ++i) b(i, j) -= b(k, j) * a(i, k);
                        }
                    }
                }
            }
        }
        else {
            // B = alpha inv(op(A)) B, op(A) = A^T or A^H.
            for (int64_t j = 0; j < n; ++j) {
                if (upper) {
                    for (int64_t i = 0; i < m; ++i) {
                        T temp = alpha * b(i, j);
                        for (int64_t k = 0; k < i; ++k) temp -= op(a(k, i)) * b(k, j);
                        if (nounit) temp /= op(a(i, i));
                        b(i, j) = temp;
                    }
                }
                else {
                    for (int64_t i = m - 1; i >= 0; --i) {
                        T temp = alpha * b(i, j);
                        for (int64_t k = i + 1; k < m; ++k) temp -= op(a(k, i)) * b(k, j);
                        if (nounit) temp /= op(a(i, i));
                        b(i, j) = temp;
                    }
                }
            }
        }
    }
    else {
        if (trans == Op::NoTrans) {
            // B = alpha B inv(A).
            if (upper) {
                for (int64_t j = 0; j < n; ++j) {
                    if (alpha != T(1))
                        for (int64_t i = 0; i < m; ++i) b(i, j) = alpha * b(i, j);
                    for (int64_t k = 0; k < j; ++k) {
                        if (a(k, j) != T(0))
                            for (int64_t i = 0; i < m; ++i) b(i, j) -= a(k, j) * b(i, k);
                    }
                    if (nounit) {
                        T const temp = T(1) / a(j, j);
                        for (int64_t i = 0; i < m; ++i) b(i, j) = temp * b(i, j);
                    }
                }
            }
            else {
                for (int64_t j = n - 1; j >= 0; --j) {
                    if (alpha != T(1))
                        for (int64_t i = 0; i < m; ++i) b(i, j) = alpha * b(i, j);
                    for (int64_t k = j + 1; k < n; ++k) {
                        if (a(k, j) != T(0))
                            for (int64_t i = 0; i < m; ++i) b(i, j) -= a(k, j) * b(i, k);
                    }
                    if (nounit) {
                        T const temp = T(1) / a(j, j);
                        for (int64_t i = 0; i < m; ++i) b(i, j) = temp * b(i, j);
                    }
                }
            }
        }
        else {
            // B = alpha B inv(op(A)), op(A) = A^T or A^H.
            if (upper) {
                for (int64_t k = n - 1; k >= 0; --k) {
                    if (nounit) {
                        T const temp = T(1) / op(a(k, k));
                        for (int64_t i = 0; i < m; ++i) b(i, k) = temp * b(i, k);
                    }
                    for (int64_t j = 0; j < k; ++j) {
                        if (a(j, k) != T(0)) {
                            T const temp = op(a(j, k));
                            for (int64_t i = 0; i < m; ++i) b(i, j) -= temp * b(i, k);
                        }
                    }
                    if (alpha != T(1))
                        for (int64_t i = 0; i < m; ++i) b(i, k) = alpha * b(i, k);
                }
            }
            else {
                for (int64_t k = 0; k < n; ++k) {
                    if (nounit) {
                        T const temp = T(1) / op(a(k, k));
                        for (int64_t i = 0; i < m; ++i) b(i, k) = temp * b(i, k);
                    }
                    for (int64_t j = k + 1; j < n; ++j) {
                        if (a(j, k) != T(0)) {
                            T const temp = op(a(j, k));
                            for (int64_t i = 0; i < m; ++i) b(i, j) -= temp * b(i, k);
                        }
                    }
                    if (alpha != T(1))
                        for (int64_t i = 0; i < m; ++i) b(i, k) = alpha * b(i, k);
                }
            }
        }
    }
}

// ----------------------------------------------------------------------------------- instances

template void gemm<float>(Op, Op, int64_t, int64_t, int64_t, float, float const*, int64_t,
                          float const*, int64_t, float, float*, int64_t);
template void gemm<double>(Op, Op, int64_t, int64_t, int64_t, double, double const*, int64_t,
                           double const*, int64_t, double, double*, int64_t);
template void gemm<std::complex<float>>(Op, Op, int64_t, int64_t, int64_t, std::complex<float>,
                                        std::complex<float> const*, int64_t,
                                        std::complex<float> const*, int64_t, std::complex<float>,
                                        std::complex<float>*, int64_t);
template void gemm<std::complex<double>>(Op, Op, int64_t, int64_t, int64_t, std::complex<double>,
                                         std::complex<double> const*, int64_t,
                                         std::complex<double> const*, int64_t, std::complex<double>,
                                         std::complex<double>*, int64_t);

template void symm<float>(Side, Uplo, int64_t, int64_t, float, float const*, int64_t, float const*,
                          int64_t, float, float*, int64_t);
template void symm<double>(Side, Uplo, int64_t, int64_t, double, double const*, int64_t,
                           double const*, int64_t, double, double*, int64_t);
template void symm<std::complex<float>>(Side, Uplo, int64_t, int64_t, std::complex<float>,
                                        std::complex<float> const*, int64_t,
                                        std::complex<float> const*, int64_t, std::complex<float>,
                                        std::complex<float>*, int64_t);
template void symm<std::complex<double>>(Side, Uplo, int64_t, int64_t, std::complex<double>,
                                         std::complex<double> const*, int64_t,
                                         std::complex<double> const*, int64_t, std::complex<double>,
                                         std::complex<double>*, int64_t);

template void hemm<float>(Side, Uplo, int64_t, int64_t, float, float const*, int64_t, float const*,
                          int64_t, float, float*, int64_t);
template void hemm<double>(Side, Uplo, int64_t, int64_t, double, double const*, int64_t,
                           double const*, int64_t, double, double*, int64_t);
template void hemm<std::complex<float>>(Side, Uplo, int64_t, int64_t, std::complex<float>,
                                        std::complex<float> const*, int64_t,
                                        std::complex<float> const*, int64_t, std::complex<float>,
                                        std::complex<float>*, int64_t);
template void hemm<std::complex<double>>(Side, Uplo, int64_t, int64_t, std::complex<double>,
                                         std::complex<double> const*, int64_t,
                                         std::complex<double> const*, int64_t, std::complex<double>,
                                         std::complex<double>*, int64_t);

template void syrk<float>(Uplo, Op, int64_t, int64_t, float, float const*, int64_t, float, float*,
                          int64_t);
template void syrk<double>(Uplo, Op, int64_t, int64_t, double, double const*, int64_t, double,
                           double*, int64_t);
template void syrk<std::complex<float>>(Uplo, Op, int64_t, int64_t, std::complex<float>,
                                        std::complex<float> const*, int64_t, std::complex<float>,
                                        std::complex<float>*, int64_t);
template void syrk<std::complex<double>>(Uplo, Op, int64_t, int64_t, std::complex<double>,
                                         std::complex<double> const*, int64_t, std::complex<double>,
                                         std::complex<double>*, int64_t);

template void herk<float>(Uplo, Op, int64_t, int64_t, float, float const*, int64_t, float, float*,
                          int64_t);
template void herk<double>(Uplo, Op, int64_t, int64_t, double, double const*, int64_t, double,
                           double*, int64_t);
template void herk<std::complex<float>>(Uplo, Op, int64_t, int64_t, float,
                                        std::complex<float> const*, int64_t, float,
                                        std::complex<float>*, int64_t);
template void herk<std::complex<double>>(Uplo, Op, int64_t, int64_t, double,
                                         std::complex<double> const*, int64_t, double,
                                         std::complex<double>*, int64_t);

template void syr2k<float>(Uplo, Op, int64_t, int64_t, float, float const*, int64_t, float const*,
                           int64_t, float, float*, int64_t);
template void syr2k<double>(Uplo, Op, int64_t, int64_t, double, double const*, int64_t,
                            double const*, int64_t, double, double*, int64_t);
template void syr2k<std::complex<float>>(Uplo, Op, int64_t, int64_t, std::complex<float>,
                                         std::complex<float> const*, int64_t,
                                         std::complex<float> const*, int64_t, std::complex<float>,
                                         std::complex<float>*, int64_t);
template void syr2k<std::complex<double>>(Uplo, Op, int64_t, int64_t, std::complex<double>,
                                          std::complex<double> const*, int64_t,
                                          std::complex<double> const*, int64_t,
                                          std::complex<double>, std::complex<double>*, int64_t);

template void her2k<float>(Uplo, Op, int64_t, int64_t, float, float const*, int64_t, float const*,
                           int64_t, float, float*, int64_t);
template void her2k<double>(Uplo, Op, int64_t, int64_t, double, double const*, int64_t,
                            double const*, int64_t, double, double*, int64_t);
template void her2k<std::complex<float>>(Uplo, Op, int64_t, int64_t, std::complex<float>,
                                         std::complex<float> const*, int64_t,
                                         std::complex<float> const*, int64_t, float,
                                         std::complex<float>*, int64_t);
template void her2k<std::complex<double>>(Uplo, Op, int64_t, int64_t, std::complex<double>,
                                          std::complex<double> const*, int64_t,
                                          std::complex<double> const*, int64_t, double,
                                          std::complex<double>*, int64_t);

template void trmm<float>(Side, Uplo, Op, Diag, int64_t, int64_t, float, float const*, int64_t,
                          float*, int64_t);
template void trmm<double>(Side, Uplo, Op, Diag, int64_t, int64_t, double, double const*, int64_t,
                           double*, int64_t);
template void trmm<std::complex<float>>(Side, Uplo, Op, Diag, int64_t, int64_t, std::complex<float>,
                                        std::complex<float> const*, int64_t, std::complex<float>*,
                                        int64_t);
template void trmm<std::complex<double>>(Side, Uplo, Op, Diag, int64_t, int64_t,
                                         std::complex<double>, std::complex<double> const*, int64_t,
                                         std::complex<double>*, int64_t);

template void trsm<float>(Side, Uplo, Op, Diag, int64_t, int64_t, float, float const*, int64_t,
                          float*, int64_t);
template void trsm<double>(Side, Uplo, Op, Diag, int64_t, int64_t, double, double const*, int64_t,
                           double*, int64_t);
template void trsm<std::complex<float>>(Side, Uplo, Op, Diag, int64_t, int64_t, std::complex<float>,
                                        std::complex<float> const*, int64_t, std::complex<float>*,
                                        int64_t);
template void trsm<std::complex<double>>(Side, Uplo, Op, Diag, int64_t, int64_t,
                                         std::complex<double>, std::complex<double> const*, int64_t,
                                         std::complex<double>*, int64_t);

}  // namespace oracle
