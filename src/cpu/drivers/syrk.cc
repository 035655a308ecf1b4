// SPDX-License-Identifier: BSD-3-Clause
/**
 * Per-problem syrk, herk, syr2k and her2k of the CPU backend (contract: level3.hh).
 *
 * Each is one (or two, for the rank-2k updates) blocked GEMM restricted to the uplo triangle of
 * C (gemm_blocked with Part::Lower / Upper): tiles off the diagonal are plain micro-kernel
 * calls, tiles across the diagonal are computed into a local tile of which only the triangle is
 * merged, so the other triangle of C is never read or written. Small real updates instead
 * compute the whole product with the tiny gemm kernels into a local tile and merge its triangle
 * (small_rank_k_update). The Hermitian variants then set the imaginary parts of C's diagonal to
 * zero, as reference BLAS does.
 */
#include <algorithm>
#include <complex>
#include <cstdint>
#include <type_traits>

#include "cpu/config/active.hh"
#include "cpu/drivers/blocked.hh"
#include "cpu/drivers/gemm_run.hh"
#include "cpu/drivers/level3.hh"
#include "cpu/kernels/isa.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu {

namespace {

using detail::Part;

/**
 * The quick path of reference BLAS when alpha == 0 or k == 0: the uplo triangle of C becomes
 * beta * C (zero without reading C when beta == 0). Hermitian: the diagonal becomes
 * beta * Re(C(j, j)), imaginary part zero. beta == 1 returns before: nothing is touched.
 */
template <typename T>
void scale_triangle(bool lower, bool hermitian, int64_t n, T beta, T* c, int64_t ldc)
{
    for (int64_t j = 0; j < n; ++j) {
        int64_t const i0 = lower ? j : 0, i1 = lower ? n : j + 1;
        T* cj = c + j * ldc;
        for (int64_t i = i0; i < i1; ++i) cj[i] = beta == T(0) ? T(0) : detail::scale(beta, cj[i]);
        if constexpr (is_complex_v<T>) {
            // beta is real here, so the loop left beta * Re(C(j, j)) in the real part.
            if (hermitian) cj[j] = T(cj[j].real(), 0);
        }
    }
}

/**
 * Whether reference BLAS's quick returns settle a rank-k or rank-2k update: n == 0 (nothing to
 * do), or alpha == 0 or k == 0 (the uplo triangle of C becomes beta * C by scale_triangle).
 * alpha and beta are real for herk and her2k's beta, hence their own types.
 */
template <typename T, typename Alpha, typename Beta>
bool settled_without_product(bool lower, bool hermitian, int64_t n, int64_t k, Alpha alpha,
                             Beta beta, T* C, int64_t ldc)
{
    if (n == 0) return true;
    if (alpha != Alpha(0) && k != 0) return false;
    if (beta != Beta(1)) scale_triangle(lower, hermitian, n, T(beta), C, ldc);
    return true;
}

/** Imaginary parts of the diagonal of C to zero (herk / her2k epilogue). */
template <typename T>
void real_diagonal(int64_t n, T* c, int64_t ldc)
{
    if constexpr (is_complex_v<T>) {
        for (int64_t j = 0; j < n; ++j) c[j + j * ldc] = T(c[j + j * ldc].real(), 0);
    }
}

/**
 * Orders n (and depths k) up to which a rank-k update computes the whole n x n product with the
 * tiny gemm kernels (gemm()) into a local tile and merges its triangle into C: twice the
 * triangle's multiply-adds, but none of the blocked path's set-up, which is most of the time
 * of a small update. The limits are the orders up to which the doubled work still costs less
 * than that set-up (Zen 4, AVX-512, one thread, in cache, k = n, NoTrans;
 * docs/design-notes/cpu.md); complex types, on their any-size kernel, break even sooner. Only
 * where gemm() takes a tiny kernel (tile_has_tiny_kernel): elsewhere it would run the blocked
 * path on twice the work.
 */
template <typename T>
int64_t small_update_max()
{
    static int64_t const limit = active_tuning().small_update_max.of<T>();
    return limit;
}

/** The small path's tile capacity: every ISA's small_update_max for T fits. */
template <typename T>
inline constexpr int64_t max_small_update =
    largest_of([](CpuTuning const& t) { return t.small_update_max.of<T>(); });

/** Whether gemm() computes the n x n x k tile of op(X) op(Y) with a tiny kernel (gemm.cc's
 *  choice): the compile-time-size ones (order and depth up to tiny_max, any op), or the
 *  any-size one (op(X) not transposed, within its ISA's limits). */
template <typename T>
bool tile_has_tiny_kernel(Op trans, int64_t n, int64_t k)
{
    if (n <= tiny_max && k <= tiny_max) return true;
    return trans == Op::NoTrans &&
           core::fits_any(n, n, k, active_gemm_tuning<T>().any, tiny_max);
}

/** The small-order path of rank_k_update: C = tile + beta C on the triangle, C not read when
 *  beta == 0 (tile = alpha X op(Y), computed whole). */
template <typename T>
void small_rank_k_update(bool lower, Op trans, bool conj_rhs, int64_t n, int64_t k, T alpha,
                         T const* X, int64_t ldx, T const* Y, int64_t ldy, T beta, T* C,
                         int64_t ldc)
{
    detail::StackBuffer<T, max_small_update<T> * max_small_update<T>> tile_storage;
    T* const tile = tile_storage.data();
    static TinyGemmTable<T> const& tiny = tiny_gemm_table<T>(active_isa());
    if (trans == Op::NoTrans && core::fits_any(n, n, k, active_gemm_tuning<T>().any, tiny_max))
        // gemm()'s any-size kernel, called as gemm() would for op(B) = Y^T / Y^H.
        tiny.any(n, n, k, alpha, X, ldx, Y, ldy, 1, is_complex_v<T> && conj_rhs, T(0), tile, n);
    else if (trans == Op::NoTrans)
        gemm(Op::NoTrans, conj_rhs ? Op::ConjTrans : Op::Trans, n, n, k, alpha, X, ldx, Y, ldy,
             T(0), tile, n);
    else
        gemm(trans, Op::NoTrans, n, n, k, alpha, X, ldx, Y, ldy, T(0), tile, n);
    for (int64_t j = 0; j < n; ++j) {
        int64_t const i0 = lower ? j : 0, i1 = lower ? n : j + 1;
        T* const cj = C + j * ldc;
        T const* const tj = tile + j * n;
        if (beta == T(0))
            for (int64_t i = i0; i < i1; ++i) cj[i] = tj[i];
        else
            for (int64_t i = i0; i < i1; ++i) cj[i] = tj[i] + detail::scale(beta, cj[i]);
    }
}

/** Columns of C a step of any_kernel_rank_k_update takes (its diagonal squares are small
 *  updates). */
template <typename T>
int64_t rank_k_block()
{
    return std::min<int64_t>(16, small_update_max<T>());
}

/**
 * The any-size path of rank_k_update (trans NoTrans): C's triangle by blocks of rank_k_block
 * columns, each block's diagonal square through small_rank_k_update (a local tile, its triangle
 * merged) and the rest of its columns inside the triangle straight into C by the any-size gemm
 * kernel, nothing packed: for short updates the blocked path's packing and triangular GEMM
 * set-up cost more than the products.
 */
template <typename T>
void any_kernel_rank_k_update(bool lower, bool conj_rhs, int64_t n, int64_t k, T alpha, T const* X,
                              int64_t ldx, T const* Y, int64_t ldy, T beta, T* C, int64_t ldc)
{
    static TinyGemmTable<T> const& tiny = tiny_gemm_table<T>(active_isa());
    bool const conj = is_complex_v<T> && conj_rhs;
    int64_t const block = rank_k_block<T>();
    for (int64_t j0 = 0; j0 < n; j0 += block) {
        int64_t const jb = std::min(block, n - j0);
        // op(Y)(p, j) for the block's columns: Y(j0 + j, p), conjugated for ^H.
        T const* const y = Y + j0;
        if (!lower && j0 > 0)
            tiny.any(j0, jb, k, alpha, X, ldx, y, ldy, 1, conj, beta, C + j0 * ldc, ldc);
        small_rank_k_update(lower, Op::NoTrans, conj_rhs, jb, k, alpha, X + j0, ldx, y, ldy, beta,
                            C + j0 + j0 * ldc, ldc);
        int64_t const below = n - j0 - jb;
        if (lower && below > 0)
            tiny.any(below, jb, k, alpha, X + j0 + jb, ldx, y, ldy, 1, conj, beta,
                     C + j0 + jb + j0 * ldc, ldc);
    }
}

/**
 * Whether any_kernel_rank_k_update takes an update of order n and depth k: within the any-size
 * kernel's limits, where that kernel takes panels of several vectors (AVX-512: rows up to 128),
 * in which it beats the blocked path in and out of cache; narrower panels (AVX2: one of up to
 * 32 rows) gain nothing over the blocked path (rank_k_any_min_rows, cpu/config).
 */
template <typename T>
bool any_kernel_takes(Op trans, int64_t n, int64_t k)
{
    core::AnyGemmLimits const& any = active_gemm_tuning<T>().any;
    // Complex double updates above the table's order and up to its depth (little work for
    // each entry of C) stay on the blocked path, which is ahead there out of cache
    // (docs/design-notes/cpu.md); deeper updates are the any-size kernel's.
    CpuTuning const& tuning = active_tuning();
    if (std::is_same_v<T, std::complex<double>> && n > tuning.zrank_k_blocked_above_order &&
        k <= tuning.zrank_k_blocked_max_depth)
        return false;
    return trans == Op::NoTrans && any.rows > tuning.rank_k_any_min_rows &&
           core::fits_any(n, rank_k_block<T>(), k, any, tiny_max);
}

/**
 * C = alpha X op(Y) + beta C on C's triangle, with X's rows n x k given by trans:
 * NoTrans: X = A (n x k), op2 = Y^T or Y^H; Trans / ConjTrans: X = op(A) (A k x n), second
 * operand Y (k x n) untransposed. conj_rhs selects ^H over ^T in the NoTrans form.
 */
template <typename T>
void rank_k_update(Part part, Op trans, bool conj_rhs, int64_t n, int64_t k, T alpha, T const* X,
                   int64_t ldx, T const* Y, int64_t ldy, T beta, T* C, int64_t ldc)
{
    if (n <= small_update_max<T>() && k <= small_update_max<T>() &&
        tile_has_tiny_kernel<T>(trans, n, k)) {
        small_rank_k_update(part == Part::Lower, trans, conj_rhs, n, k, alpha, X, ldx, Y, ldy,
                            beta, C, ldc);
        return;
    }
    if (any_kernel_takes<T>(trans, n, k)) {
        any_kernel_rank_k_update(part == Part::Lower, conj_rhs, n, k, alpha, X, ldx, Y, ldy, beta,
                                 C, ldc);
        return;
    }
    if (trans == Op::NoTrans) {
        // Left lanes: rows of X; right lanes: rows of Y (columns of Y^T / Y^H).
        detail::StridedView<T> const left{X, 1, ldx, false};
        detail::StridedView<T> const right{Y, 1, ldy, is_complex_v<T> && conj_rhs};
        detail::gemm_blocked(n, n, k, alpha, left, right, beta, C, ldc, part);
    }
    else {
        // Left lanes: columns of X (rows of X^T / X^H); right lanes: columns of Y.
        detail::StridedView<T> const left{X, ldx, 1, is_complex_v<T> && trans == Op::ConjTrans};
        detail::StridedView<T> const right{Y, ldy, 1, false};
        detail::gemm_blocked(n, n, k, alpha, left, right, beta, C, ldc, part);
    }
}

}  // namespace

template <typename T>
void syrk(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda, T beta, T* C,
          int64_t ldc)
{
    bool const lower = uplo == Uplo::Lower;
    if (settled_without_product(lower, false, n, k, alpha, beta, C, ldc)) return;
    // For complex syrk trans is NoTrans or Trans (never ConjTrans); for real T ConjTrans means
    // Trans, and the views never conjugate a real type.
    Op const t = trans == Op::NoTrans ? Op::NoTrans : Op::Trans;
    rank_k_update(lower ? Part::Lower : Part::Upper, t, false, n, k, alpha, A, lda, A, lda, beta, C,
                  ldc);
}

template <typename T>
void herk(Uplo uplo, Op trans, int64_t n, int64_t k, real_type<T> alpha, T const* A, int64_t lda,
          real_type<T> beta, T* C, int64_t ldc)
{
    if constexpr (!is_complex_v<T>) {
        syrk<T>(uplo, trans, n, k, alpha, A, lda, beta, C, ldc);
    }
    else {
        bool const lower = uplo == Uplo::Lower;
        if (settled_without_product(lower, true, n, k, alpha, beta, C, ldc)) return;
        // NoTrans: C = alpha A A^H; ConjTrans: C = alpha A^H A.
        rank_k_update(lower ? Part::Lower : Part::Upper, trans, true, n, k, T(alpha), A, lda, A,
                      lda, T(beta), C, ldc);
        real_diagonal(n, C, ldc);
    }
}

template <typename T>
void syr2k(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda, T const* B,
           int64_t ldb, T beta, T* C, int64_t ldc)
{
    bool const lower = uplo == Uplo::Lower;
    if (settled_without_product(lower, false, n, k, alpha, beta, C, ldc)) return;
    Op const t = trans == Op::NoTrans ? Op::NoTrans : Op::Trans;
    Part const part = lower ? Part::Lower : Part::Upper;
    // alpha A B^T + alpha B A^T (NoTrans) or alpha A^T B + alpha B^T A: two triangular GEMMs,
    // the second accumulating onto the first.
    rank_k_update(part, t, false, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
    rank_k_update(part, t, false, n, k, alpha, B, ldb, A, lda, T(1), C, ldc);
}

template <typename T>
void her2k(Uplo uplo, Op trans, int64_t n, int64_t k, T alpha, T const* A, int64_t lda, T const* B,
           int64_t ldb, real_type<T> beta, T* C, int64_t ldc)
{
    if constexpr (!is_complex_v<T>) {
        syr2k<T>(uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
    }
    else {
        bool const lower = uplo == Uplo::Lower;
        if (settled_without_product(lower, true, n, k, alpha, beta, C, ldc)) return;
        Part const part = lower ? Part::Lower : Part::Upper;
        // alpha A B^H + conj(alpha) B A^H (NoTrans) or alpha A^H B + conj(alpha) B^H A.
        rank_k_update(part, trans, true, n, k, alpha, A, lda, B, ldb, T(beta), C, ldc);
        rank_k_update(part, trans, true, n, k, detail::conj_if(alpha), B, ldb, A, lda, T(1), C,
                      ldc);
        real_diagonal(n, C, ldc);
    }
}

// ---------------------------------------------------------------------------------- instances

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

}  // namespace batchblas::cpu
