// SPDX-License-Identifier: BSD-3-Clause
/**
 * Cholesky on one matrix (lapack.hh): potrf (fused potf2 in a stack buffer, left-looking by
 * blocks in the thread's buffer, recursive halves as LAPACK's potrf2 above), potrs, posv.
 */
#include "cpu/drivers/lapack.hh"

#include <algorithm>
#include <complex>

#include "cpu/drivers/lapack_common.hh"

namespace batchblas::cpu {
namespace {

using namespace lapack_detail;


/**
 * Whether potrf takes the left-looking kernel by blocks of four columns (potrf_by_blocks) for
 * order n: from potrf_by_blocks_min_order (cpu/config), where keeping an entry in a register
 * across four updates starts to beat the fused potf2, up to fused_lapack_blocks_bytes, where halving the order first (recursive
 * path, leaves by blocks) catches up (one thread, in cache; docs/design-notes/cpu.md).
 */
template <typename T>
bool by_blocks(int64_t n)
{
    return n >= active_tuning().potrf_by_blocks_min_order &&
           n * n * int64_t(sizeof(T)) <= fused_lapack_blocks_bytes;
}

template <typename T>
int64_t potrf_fused(View<T> A, Uplo uplo, int64_t n)
{
    detail::StackBuffer<T, fused_capacity<T>> buf_storage;
    T* const buf = buf_storage.data();
    load_lower<T>(A, uplo, n, buf);
    int64_t const info = fused_kernels<T>().potf2_lower(n, buf, n);
    store_lower(buf, uplo, n, A);
    return info;
}

/**
 * Recursive Cholesky (LAPACK's potrf2): factor A11, solve for the off-diagonal block, update
 * A22 with herk, factor A22. Stops at the first failing block as LAPACK does.
 */
template <typename T>
int64_t potrf_recursive(View<T> A, Uplo uplo, int64_t n)
{
    using R = real_type<T>;
    if (n == 0) return 0;
    if (n <= tiny_max) {
        // Compile-time order, in registers. It writes nothing when a pivot fails; the fused
        // path below then leaves LAPACK's partial factor and finds the same pivot.
        static TinyPotrfTable<T> const& tiny = tiny_potrf_table<T>(active_isa());
        int64_t const rs = A.row_major ? A.ld : 1, cs = A.row_major ? 1 : A.ld;
        if (tiny.kernel[n - 1](A.data, rs, cs, uplo == Uplo::Upper) == 0) return 0;
    }
    if (by_blocks<T>(n))
        return fused_kernels<T>().potrf_by_blocks(n, A.data, A.ld, uplo == Uplo::Upper,
                                                  A.row_major);
    if (fits<T>(n, n)) return potrf_fused(A, uplo, n);
    int64_t const n1 = n / 2, n2 = n - n1;
    int64_t const info = potrf_recursive(A, uplo, n1);
    if (info != 0) return info;
    View<T> const A22 = A.block(n1, n1);
    if (uplo == Uplo::Lower) {  // L21 = A21 L11^-H, A22 -= L21 L21^H
        View<T> const A21 = A.block(n1, 0);
        view_trsm<T>(Side::Right, Uplo::Lower, Op::ConjTrans, Diag::NonUnit, n2, n1, T(1), A,
                     A21);
        view_herk<T>(Uplo::Lower, Op::NoTrans, n2, n1, R(-1), A21, R(1), A22);
    }
    else {  // U12 = U11^-H A12, A22 -= U12^H U12
        View<T> const A12 = A.block(0, n1);
        view_trsm<T>(Side::Left, Uplo::Upper, Op::ConjTrans, Diag::NonUnit, n1, n2, T(1), A,
                     A12);
        view_herk<T>(Uplo::Upper, Op::ConjTrans, n2, n1, R(-1), A12, R(1), A22);
    }
    int64_t const info2 = potrf_recursive(A22, uplo, n2);
    return info2 == 0 ? 0 : info2 + n1;
}

template <typename T>
void potrs_recursive(Uplo uplo, int64_t n, int64_t nrhs, View<T const> A, View<T> B)
{
    if (n <= tiny_max) {
        Op const first = uplo == Uplo::Lower ? Op::NoTrans : Op::ConjTrans;
        Op const second = uplo == Uplo::Lower ? Op::ConjTrans : Op::NoTrans;
        tiny_left_solve(uplo, first, Diag::NonUnit, n, nrhs, A, B);
        tiny_left_solve(uplo, second, Diag::NonUnit, n, nrhs, A, B);
        return;
    }
    if (uplo == Uplo::Lower) {  // B = L^-H L^-1 B
        view_trsm<T>(Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit, n, nrhs, T(1), A, B);
        view_trsm<T>(Side::Left, Uplo::Lower, Op::ConjTrans, Diag::NonUnit, n, nrhs, T(1), A, B);
        return;
    }
    // B = U^-1 U^-H B
    view_trsm<T>(Side::Left, Uplo::Upper, Op::ConjTrans, Diag::NonUnit, n, nrhs, T(1), A, B);
    view_trsm<T>(Side::Left, Uplo::Upper, Op::NoTrans, Diag::NonUnit, n, nrhs, T(1), A, B);
}


}  // namespace

template <typename T>
int64_t potrf(Layout layout, Uplo uplo, int64_t n, T* A, int64_t lda)
{
    return potrf_recursive(View<T>(A, lda, is_row_major(layout)), uplo, n);
}

template <typename T>
void potrs(Layout layout, Uplo uplo, int64_t n, int64_t nrhs, T const* A, int64_t lda, T* B,
           int64_t ldb)
{
    if (n == 0 || nrhs == 0) return;
    View<T const> const a(A, lda, is_row_major(layout));
    View<T> const b(B, ldb, is_row_major(layout));
    // As getrs: the recursive solve beats the fused scalar one at every size.
    potrs_recursive(uplo, n, nrhs, a, b);
}

template <typename T>
int64_t posv(Layout layout, Uplo uplo, int64_t n, int64_t nrhs, T* A, int64_t lda, T* B,
             int64_t ldb)
{
    if (n == 0) return 0;
    View<T> const a(A, lda, is_row_major(layout));
    View<T> const b(B, ldb, is_row_major(layout));
    int64_t const info = potrf_recursive(a, uplo, n);
    if (info == 0 && nrhs > 0) potrs_recursive<T>(uplo, n, nrhs, a, b);
    return info;
}

template int64_t potrf(Layout, Uplo, int64_t, float*, int64_t);
template int64_t potrf(Layout, Uplo, int64_t, double*, int64_t);
template int64_t potrf(Layout, Uplo, int64_t, std::complex<float>*, int64_t);
template int64_t potrf(Layout, Uplo, int64_t, std::complex<double>*, int64_t);
template void potrs(Layout, Uplo, int64_t, int64_t, float const*, int64_t, float*, int64_t);
template void potrs(Layout, Uplo, int64_t, int64_t, double const*, int64_t, double*, int64_t);
template void potrs(Layout, Uplo, int64_t, int64_t, std::complex<float> const*, int64_t,
                    std::complex<float>*, int64_t);
template void potrs(Layout, Uplo, int64_t, int64_t, std::complex<double> const*, int64_t,
                    std::complex<double>*, int64_t);
template int64_t posv(Layout, Uplo, int64_t, int64_t, float*, int64_t, float*, int64_t);
template int64_t posv(Layout, Uplo, int64_t, int64_t, double*, int64_t, double*, int64_t);
template int64_t posv(Layout, Uplo, int64_t, int64_t, std::complex<float>*, int64_t,
                      std::complex<float>*, int64_t);
template int64_t posv(Layout, Uplo, int64_t, int64_t, std::complex<double>*, int64_t,
                      std::complex<double>*, int64_t);

}  // namespace batchblas::cpu
