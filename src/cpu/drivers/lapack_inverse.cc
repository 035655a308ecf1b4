// SPDX-License-Identifier: BSD-3-Clause
/**
 * The inverse of one LU-factored matrix (lapack.hh, getri, out of place): U^-1 by a fused or
 * recursive trtri, then the columns of the inverse by triangular solves of the identity
 * (L^-1 only below its diagonal blocks), LAPACK's column interchanges last.
 */
#include "cpu/drivers/lapack.hh"

#include <algorithm>
#include <complex>

#include "cpu/drivers/lapack_common.hh"

namespace batchblas::cpu {
namespace {

using namespace lapack_detail;


/** U = U^-1 in place for the upper triangle (non-unit) of the n x n column-major a (trti2). */
template <typename T>
void trti2_upper(int64_t n, T* __restrict a, int64_t lda)
{
    for (int64_t j = 0; j < n; ++j) {
        T* const col = a + j * lda;
        col[j] = T(1) / col[j];
        T const ajj = -col[j];
        // col(0:j) = U^-1(0:j, 0:j) col(0:j), the leading block being inverted already.
        for (int64_t k = 0; k < j; ++k) {
            T const t = col[k];
            T const* const uk = a + k * lda;
            for (int64_t i = 0; i < k; ++i) col[i] += mul(uk[i], t);
            col[k] = mul(uk[k], t);
        }
        for (int64_t i = 0; i < j; ++i) col[i] = mul(col[i], ajj);
    }
}

/** L = L^-1 in place for the strict lower triangle (unit diagonal) of a (trti2). */
template <typename T>
void trti2_lower_unit(int64_t n, T* __restrict a, int64_t lda)
{
    for (int64_t j = n - 1; j >= 0; --j) {
        T* const col = a + j * lda;
        // col(j+1:n) = -L^-1(j+1:n, j+1:n) col(j+1:n), the trailing block being inverted already.
        for (int64_t k = n - 1; k > j; --k) {
            T const t = col[k];
            T const* const lk = a + k * lda;
            for (int64_t i = k + 1; i < n; ++i) col[i] += mul(lk[i], t);
        }
        for (int64_t i = j + 1; i < n; ++i) col[i] = -col[i];
    }
}

/**
 * x = U L for the upper U and the unit lower L stored together in a (n x n, both ld n). a is
 * only read; it is not declared const because GCC 12 then flags a buffer filled by a loop of
 * unknown trip count as possibly uninitialized (-Wmaybe-uninitialized on const arguments).
 */
template <typename T>
void upper_times_unit_lower(int64_t n, T* __restrict a, T* __restrict x)
{
    for (int64_t j = 0; j < n; ++j) {
        T* const xj = x + j * n;
        T const* const aj = a + j * n;
        for (int64_t i = 0; i <= j; ++i) xj[i] = aj[i];
        for (int64_t i = j + 1; i < n; ++i) xj[i] = T(0);
        for (int64_t k = j + 1; k < n; ++k) {  // column j of U L: sum of U(:, k) L(k, j)
            T const l = aj[k];
            T const* const uk = a + k * n;
            for (int64_t i = 0; i <= k; ++i) xj[i] += mul(uk[i], l);
        }
    }
}

/**
 * In place inverse of one triangular factor of getrf in the n x n block A: the upper, non-unit
 * U (upper = true) or the unit lower L. Recursive as ReLAPACK's trtri:
 * [A11 A12; 0 A22]^-1 = [A11^-1, -A11^-1 A12 A22^-1; 0, A22^-1], and alike for lower.
 */
template <typename T>
void trtri_fused(View<T> A, int64_t n, bool upper)
{
    detail::StackBuffer<T, fused_capacity<T>> buf_storage;
    T* const buf = buf_storage.data();
    load<T>(A, n, n, buf);
    if (upper)
        trti2_upper(n, buf, n);
    else
        trti2_lower_unit(n, buf, n);
    store(buf, n, n, A);  // the other triangle goes back unchanged
}

// The recursive routines keep their buffers in the fused leaves (separate functions), so that
// each level of the recursion costs a small stack frame.
template <typename T>
void trtri_recursive(View<T> A, int64_t n, bool upper)
{
    if (fits<T>(n, n)) {
        trtri_fused(A, n, upper);
        return;
    }
    int64_t const n1 = n / 2, n2 = n - n1;
    View<T> const A22 = A.block(n1, n1);
    if (upper) {
        View<T> const A12 = A.block(0, n1);
        view_trsm<T>(Side::Left, Uplo::Upper, Op::NoTrans, Diag::NonUnit, n1, n2, T(-1), A, A12);
        view_trsm<T>(Side::Right, Uplo::Upper, Op::NoTrans, Diag::NonUnit, n1, n2, T(1), A22,
                     A12);
    }
    else {
        View<T> const A21 = A.block(n1, 0);
        view_trsm<T>(Side::Left, Uplo::Lower, Op::NoTrans, Diag::Unit, n2, n1, T(-1), A22, A21);
        view_trsm<T>(Side::Right, Uplo::Lower, Op::NoTrans, Diag::Unit, n2, n1, T(1), A, A21);
    }
    trtri_recursive(A, n1, upper);
    trtri_recursive(A22, n2, upper);
}

/**
 * A = U L in place, U upper and L unit lower stored together in A (n x n). With the blocks
 * [U11 U12; 0 U22] [L11 0; L21 L22]: A11 = U11 L11 + U12 L21 first (it reads A12 and A21),
 * then A12 = U12 L22 and A21 = U22 L21 (they read A22), then A22 = U22 L22. No workspace.
 */
template <typename T>
void upper_times_lower_fused(View<T> A, int64_t n)
{
    detail::StackBuffer<T, fused_capacity<T>> buf_storage;
    T* const buf = buf_storage.data();
    detail::StackBuffer<T, fused_capacity<T>> product_storage;
    T* const product = product_storage.data();
    load<T>(A, n, n, buf);
    upper_times_unit_lower(n, buf, product);
    store(product, n, n, A);
}

template <typename T>
void upper_times_lower_recursive(View<T> A, int64_t n)
{
    if (fits<T>(n, n)) {
        upper_times_lower_fused(A, n);
        return;
    }
    int64_t const n1 = n / 2, n2 = n - n1;
    View<T> const A12 = A.block(0, n1), A21 = A.block(n1, 0), A22 = A.block(n1, n1);
    upper_times_lower_recursive(A, n1);
    view_gemm<T>(Op::NoTrans, Op::NoTrans, n1, n1, n2, T(1), A12, A21, T(1), A);
    view_trmm<T>(Side::Right, Uplo::Lower, Op::NoTrans, Diag::Unit, n1, n2, T(1), A22, A12);
    view_trmm<T>(Side::Left, Uplo::Upper, Op::NoTrans, Diag::NonUnit, n2, n1, T(1), A22, A21);
    upper_times_lower_recursive(A22, n2);
}

/** Undoes getrf's row interchanges on the columns of the n x n inverse: A^-1 = X P^T. */
template <typename T>
void unswap_inverse_columns(View<T> X, int64_t n, int64_t const* ipiv)
{
    for (int64_t j = n - 2; j >= 0; --j) {
        int64_t const p = ipiv[j] - 1;
        if (p != j) swap_columns(X, n, j, p);
    }
}


/**
 * C = A^-1 = U^-1 L^-1 P^T from getrf's factors in A (C another matrix) by triangular solves:
 * C = I, C = L^-1 C by column blocks (rows above a block stay zero, as L^-1 is lower), C = U^-1
 * C, then the column interchanges: 4/3 n^3 flops as LAPACK's getri, on the trsm kernels
 * (vectorized and blocked, where the level-2 trti2 loops are neither).
 */
template <typename T>
void getri_by_solves(View<T const> A, int64_t n, int64_t const* ipiv, View<T> C)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) C(i, j) = i == j ? T(1) : T(0);
    if (n <= tiny_max) {
        tiny_left_solve(Uplo::Lower, Op::NoTrans, Diag::Unit, n, n, A, C);
        tiny_left_solve(Uplo::Upper, Op::NoTrans, Diag::NonUnit, n, n, A, C);
    }
    else {
        int64_t const getri_lower_block = active_tuning().getri_lower_block;
        for (int64_t j0 = 0; j0 < n; j0 += getri_lower_block) {
            int64_t const jb = std::min(getri_lower_block, n - j0);
            view_trsm<T>(Side::Left, Uplo::Lower, Op::NoTrans, Diag::Unit, n - j0, jb, T(1),
                         A.block(j0, j0), C.block(j0, j0));
        }
        view_trsm<T>(Side::Left, Uplo::Upper, Op::NoTrans, Diag::NonUnit, n, n, T(1), A, C);
    }
    unswap_inverse_columns(C, n, ipiv);
}


}  // namespace

template <typename T>
int64_t getri(Layout layout, int64_t n, T const* A, int64_t lda, int64_t const* ipiv, T* C,
              int64_t ldc)
{
    if (n == 0) return 0;
    View<T const> const a(A, lda, is_row_major(layout));
    View<T> const c(C, ldc, is_row_major(layout));
    // As LAPACK's getri (through trtri): a singular U is reported before anything is written.
    for (int64_t j = 0; j < n; ++j)
        if (a(j, j) == T(0)) return j + 1;
    if (C != A || ldc != lda) {
        getri_by_solves(a, n, ipiv, c);
        return 0;
    }
    // In place: the factors move to a buffer first where they fit one, stored as they lie
    // (the solves take both operands in one layout).
    if (fits<T>(n, n)) {
        detail::StackBuffer<T, fused_capacity<T>> lu_storage;
        T* const lu = lu_storage.data();
        for (int64_t v = 0; v < n; ++v) std::copy_n(A + v * lda, n, lu + v * n);
        getri_by_solves(View<T const>(lu, n, a.row_major), n, ipiv, c);
        return 0;
    }
    // Larger, in place and without workspace: A^-1 = U^-1 L^-1 P^T with both factors inverted
    // in place, multiplied in place, then the row interchanges undone on the columns.
    trtri_recursive(c, n, true);
    trtri_recursive(c, n, false);
    upper_times_lower_recursive(c, n);
    unswap_inverse_columns(c, n, ipiv);
    return 0;
}

template int64_t getri(Layout, int64_t, float const*, int64_t, int64_t const*, float*, int64_t);
template int64_t getri(Layout, int64_t, double const*, int64_t, int64_t const*, double*,
                       int64_t);
template int64_t getri(Layout, int64_t, std::complex<float> const*, int64_t, int64_t const*,
                       std::complex<float>*, int64_t);
template int64_t getri(Layout, int64_t, std::complex<double> const*, int64_t, int64_t const*,
                       std::complex<double>*, int64_t);

}  // namespace batchblas::cpu
