// SPDX-License-Identifier: BSD-3-Clause
/**
 * LU on one matrix (lapack.hh): getrf (fused for small matrices: getf2 in a stack buffer or
 * by rows, fixed-size kernels up to 8 x 8; recursive halves as LAPACK's getrf2 above),
 * getrfnp (the same recursion without pivoting), getrs, gesv. The paths and the rules they
 * keep: lapack_common.hh and docs/lapack.md.
 */
#include "cpu/drivers/lapack.hh"

#include <algorithm>
#include <complex>

#include "cpu/drivers/compact.hh"
#include "cpu/drivers/lapack_common.hh"

namespace batchblas::cpu {
namespace {

using namespace lapack_detail;


/**
 * The fused LU of an N x N matrix, N a compile-time constant: load into a local array with
 * constant offsets (transposing a row-major matrix), the kernel of order N, store.
 */
template <typename T, int N>
int64_t getrf_fixed(View<T> A, int64_t* ipiv)
{
    detail::StackBuffer<T, N * N> w_storage;
    T* const w = w_storage.data();
#pragma GCC unroll 8
    for (int j = 0; j < N; ++j)
#pragma GCC unroll 8
        for (int i = 0; i < N; ++i) w[i + j * N] = A(i, j);
    int64_t const info = fused_kernels<T>().getf2_fixed[N](w, ipiv);
#pragma GCC unroll 8
    for (int j = 0; j < N; ++j)
#pragma GCC unroll 8
        for (int i = 0; i < N; ++i) A(i, j) = w[i + j * N];
    return info;
}

template <typename T>
using FixedKernel = int64_t (*)(View<T>, int64_t*);

/** Kernel table indexed by n (entry 0 unused): tiny sizes dispatch without a switch. */
template <typename T, int... Ns>
constexpr auto fixed_table(std::integer_sequence<int, Ns...>)
{
    return std::array<FixedKernel<T>, sizeof...(Ns) + 1>{nullptr, &getrf_fixed<T, Ns + 1>...};
}
template <typename T>
constexpr auto getrf_fixed_kernels =
    fixed_table<T>(std::make_integer_sequence<int, int(fused_lapack_fixed_max_n)>());

/** Whether getf2_by_rows takes an m x n matrix (its rows padded by up to a 64-byte vector). */
template <typename T>
bool fits_by_rows(int64_t m, int64_t n)
{
    return m * (n + 64 / int64_t(sizeof(T))) * int64_t(sizeof(T)) <= fused_lapack_rows_bytes &&
           fused_kernels<T>().getf2_by_rows != nullptr;
}

template <typename T>
int64_t getrf_fused(View<T> A, int64_t m, int64_t n, int64_t* ipiv)
{
    detail::StackBuffer<T, fused_capacity<T>> buf_storage;
    T* const buf = buf_storage.data();
    load<T>(A, m, n, buf);
    int64_t const info = fused_kernels<T>().getf2(m, n, buf, m, ipiv);
    store(buf, m, n, A);
    return info;
}

/**
 * The leaf of the LU without pivoting: the right-looking unblocked elimination of the compact
 * kernels (one lane, width 1: the packed format of a single matrix is the matrix itself, in
 * either layout), whose zero pivots leave their column unscaled as getrfnp's semantics say.
 */
template <typename T>
int64_t getf2_no_pivot(View<T> A, int64_t m, int64_t n)
{
    int64_t info = 0;
    compact::getrf_nopiv<T>(A.row_major ? BlasRowMajor : BlasColMajor, m, n, A.data, A.ld, 1, 1,
                            &info, active_isa());
    return info;
}

/** Orders up to which the LU without pivoting factors a panel unblocked (getf2_no_pivot). */
inline constexpr int64_t no_pivot_leaf = 16;

/**
 * Recursive LU (LAPACK's getrf2): factor the left half, update the right half with a
 * triangular solve and a gemm, factor its lower part, and (with Pivot) swap the left half's rows
 * to match. Without Pivot no row moves and ipiv is not touched: the same recursion, its leaves
 * the unpivoted elimination; a zero U(j, j) leaves its column unscaled, and the updates use the
 * multipliers as stored, so the result is the right-looking elimination's.
 */
template <bool Pivot, typename T>
int64_t lu_recursive(View<T> A, int64_t m, int64_t n, int64_t* ipiv)
{
    if (m == 0 || n == 0) return 0;
    if constexpr (Pivot) {
        if (m == n && n <= fused_lapack_fixed_max_n) return getrf_fixed_kernels<T>[n](A, ipiv);
        if (fits_by_rows<T>(m, n))
            return fused_kernels<T>().getf2_by_rows(m, n, A.data, A.ld, A.row_major, ipiv);
        if (fits<T>(m, n)) return getrf_fused(A, m, n, ipiv);
        if (m == 1) {  // one row: nothing to pivot
            ipiv[0] = 1;
            return A(0, 0) == T(0) ? 1 : 0;
        }
        if (n == 1) {  // one column too tall for the buffer: pivot and scale in place
            T* const x = &A(0, 0);
            int64_t const inc = A.column_stride();
            int64_t const p = fused_kernels<T>().iamax(m, x, inc);
            ipiv[0] = p + 1;
            if (x[p * inc] == T(0)) return 1;
            std::swap(x[0], x[p * inc]);
            fused_kernels<T>().divide_by_pivot(m - 1, x[0], x + inc, inc);
            return 0;
        }
    }
    else {
        if (std::min(m, n) <= no_pivot_leaf) return getf2_no_pivot(A, m, n);
    }
    int64_t const k = std::min(m, n);
    int64_t const n1 = k / 2, n2 = n - n1;
    int64_t info = lu_recursive<Pivot>(A, m, n1, ipiv);
    View<T> const A12 = A.block(0, n1), A21 = A.block(n1, 0), A22 = A.block(n1, n1);
    if constexpr (Pivot) swap_rows(A12, n2, 0, n1, ipiv, true);
    view_trsm<T>(Side::Left, Uplo::Lower, Op::NoTrans, Diag::Unit, n1, n2, T(1), A, A12);
    view_gemm<T>(Op::NoTrans, Op::NoTrans, m - n1, n2, n1, T(-1), A21, A12, T(1), A22);
    int64_t const info2 = lu_recursive<Pivot>(A22, m - n1, n2, Pivot ? ipiv + n1 : nullptr);
    if (info == 0 && info2 > 0) info = info2 + n1;
    if constexpr (Pivot) {
        for (int64_t i = n1; i < k; ++i) ipiv[i] += n1;
        swap_rows(A, n1, n1, k, ipiv, true);
    }
    return info;
}

template <typename T>
int64_t getrf_recursive(View<T> A, int64_t m, int64_t n, int64_t* ipiv)
{
    return lu_recursive<true>(A, m, n, ipiv);
}

template <typename T>
void getrs_recursive(Op trans, int64_t n, int64_t nrhs, View<T const> A, int64_t const* ipiv,
                     View<T> B)
{
    if (n <= tiny_max) {
        if (trans == Op::NoTrans) {
            swap_rows(B, nrhs, 0, n, ipiv, true);
            tiny_left_solve(Uplo::Lower, trans, Diag::Unit, n, nrhs, A, B);
            tiny_left_solve(Uplo::Upper, trans, Diag::NonUnit, n, nrhs, A, B);
            return;
        }
        tiny_left_solve(Uplo::Upper, trans, Diag::NonUnit, n, nrhs, A, B);
        tiny_left_solve(Uplo::Lower, trans, Diag::Unit, n, nrhs, A, B);
        swap_rows(B, nrhs, 0, n, ipiv, false);
        return;
    }
    if (trans == Op::NoTrans) {  // B = U^-1 L^-1 P B
        swap_rows(B, nrhs, 0, n, ipiv, true);
        view_trsm<T>(Side::Left, Uplo::Lower, Op::NoTrans, Diag::Unit, n, nrhs, T(1), A, B);
        view_trsm<T>(Side::Left, Uplo::Upper, Op::NoTrans, Diag::NonUnit, n, nrhs, T(1), A, B);
        return;
    }
    // B = P^T L^-T U^-T B (or ^-H)
    view_trsm<T>(Side::Left, Uplo::Upper, trans, Diag::NonUnit, n, nrhs, T(1), A, B);
    view_trsm<T>(Side::Left, Uplo::Lower, trans, Diag::Unit, n, nrhs, T(1), A, B);
    swap_rows(B, nrhs, 0, n, ipiv, false);
}


}  // namespace

template <typename T>
int64_t getrf(Layout layout, int64_t m, int64_t n, T* A, int64_t lda, int64_t* ipiv)
{
    return getrf_recursive(View<T>(A, lda, is_row_major(layout)), m, n, ipiv);
}

template <typename T>
int64_t getrfnp(Layout layout, int64_t m, int64_t n, T* A, int64_t lda)
{
    return lu_recursive<false>(View<T>(A, lda, is_row_major(layout)), m, n, nullptr);
}

template <typename T>
void getrs(Layout layout, Op trans, int64_t n, int64_t nrhs, T const* A, int64_t lda,
           int64_t const* ipiv, T* B, int64_t ldb)
{
    if (n == 0 || nrhs == 0) return;
    View<T const> const a(A, lda, is_row_major(layout));
    View<T> const b(B, ldb, is_row_major(layout));
    // The recursive solve (tiny triangular kernels, tiny and blocked GEMM updates) beats the
    // fused scalar solve at every size.
    getrs_recursive(trans, n, nrhs, a, ipiv, b);
}

template <typename T>
void swap_pivot_rows(Layout layout, int64_t n, int64_t nrhs, T* B, int64_t ldb,
                     int64_t const* ipiv, bool forward)
{
    swap_rows(View<T>(B, ldb, is_row_major(layout)), nrhs, 0, n, ipiv, forward);
}

template <typename T>
int64_t gesv(Layout layout, int64_t n, int64_t nrhs, T* A, int64_t lda, int64_t* ipiv, T* B,
             int64_t ldb)
{
    if (n == 0) return 0;
    View<T> const a(A, lda, is_row_major(layout));
    View<T> const b(B, ldb, is_row_major(layout));
    int64_t const info = getrf_recursive(a, n, n, ipiv);
    if (info == 0 && nrhs > 0) getrs_recursive<T>(Op::NoTrans, n, nrhs, a, ipiv, b);
    return info;
}

template int64_t getrf(Layout, int64_t, int64_t, float*, int64_t, int64_t*);
template int64_t getrf(Layout, int64_t, int64_t, double*, int64_t, int64_t*);
template int64_t getrf(Layout, int64_t, int64_t, std::complex<float>*, int64_t, int64_t*);
template int64_t getrf(Layout, int64_t, int64_t, std::complex<double>*, int64_t, int64_t*);
template int64_t getrfnp(Layout, int64_t, int64_t, float*, int64_t);
template int64_t getrfnp(Layout, int64_t, int64_t, double*, int64_t);
template int64_t getrfnp(Layout, int64_t, int64_t, std::complex<float>*, int64_t);
template int64_t getrfnp(Layout, int64_t, int64_t, std::complex<double>*, int64_t);
template void swap_pivot_rows(Layout, int64_t, int64_t, float*, int64_t, int64_t const*, bool);
template void swap_pivot_rows(Layout, int64_t, int64_t, double*, int64_t, int64_t const*, bool);
template void swap_pivot_rows(Layout, int64_t, int64_t, std::complex<float>*, int64_t,
                              int64_t const*, bool);
template void swap_pivot_rows(Layout, int64_t, int64_t, std::complex<double>*, int64_t,
                              int64_t const*, bool);
template void getrs(Layout, Op, int64_t, int64_t, float const*, int64_t, int64_t const*, float*,
                    int64_t);
template void getrs(Layout, Op, int64_t, int64_t, double const*, int64_t, int64_t const*,
                    double*, int64_t);
template void getrs(Layout, Op, int64_t, int64_t, std::complex<float> const*, int64_t,
                    int64_t const*, std::complex<float>*, int64_t);
template void getrs(Layout, Op, int64_t, int64_t, std::complex<double> const*, int64_t,
                    int64_t const*, std::complex<double>*, int64_t);
template int64_t gesv(Layout, int64_t, int64_t, float*, int64_t, int64_t*, float*, int64_t);
template int64_t gesv(Layout, int64_t, int64_t, double*, int64_t, int64_t*, double*, int64_t);
template int64_t gesv(Layout, int64_t, int64_t, std::complex<float>*, int64_t, int64_t*,
                      std::complex<float>*, int64_t);
template int64_t gesv(Layout, int64_t, int64_t, std::complex<double>*, int64_t, int64_t*,
                      std::complex<double>*, int64_t);

}  // namespace batchblas::cpu
