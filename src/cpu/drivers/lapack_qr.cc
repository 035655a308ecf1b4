// SPDX-License-Identifier: BSD-3-Clause
/**
 * QR on one matrix (lapack.hh, geqrf): Householder reflectors as LAPACK's larfg; geqr2 in a
 * stack buffer for small matrices, LAPACK's blocked geqrf (panel, larft, larfb) above, its
 * panels factored by the same routine with narrower blocks.
 */
#include "cpu/drivers/lapack.hh"

#include <algorithm>
#include <complex>

#include "cpu/drivers/lapack_common.hh"

namespace batchblas::cpu {
namespace {

using namespace lapack_detail;

/** The stack room of larft / larfb: every ISA's geqrf panel width and column chunk fit. */
constexpr int64_t max_qr_block = largest_of([](CpuTuning const& t) { return t.qr_block; });
constexpr int64_t max_qr_chunk = largest_of([](CpuTuning const& t) { return t.qr_chunk; });


/** sqrt(a^2 + b^2 + c^2) without overflow or harmful underflow; NaN propagates (lapy3). */
template <typename R>
R lapy3(R a, R b, R c)
{
    R const w = std::max({std::abs(a), std::abs(b), std::abs(c)});
    if (w == R(0) || w > std::numeric_limits<R>::max()) return std::abs(a) + std::abs(b) + std::abs(c);
    R const x = a / w, y = b / w, z = c / w;
    return w * std::sqrt(x * x + y * y + z * z);
}

/** Euclidean norm of n entries at stride incx, scaled against overflow; NaN if any entry is. */
template <typename T>
real_type<T> nrm2(int64_t n, T const* x, int64_t incx)
{
    using R = real_type<T>;
    R scale = 0;
    bool nan = false;
    auto visit = [&](R v) {
        v = std::abs(v);
        if (v > scale) scale = v;
        else if (std::isnan(v)) nan = true;
    };
    for (int64_t i = 0; i < n; ++i) {
        visit(real_part(x[i * incx]));
        if constexpr (is_complex_v<T>) visit(imag_part(x[i * incx]));
    }
    if (nan) return std::numeric_limits<R>::quiet_NaN();
    if (scale == R(0) || std::isinf(scale)) return scale;
    R const r = R(1) / scale;
    R sum = 0;
    auto add = [&](R v) { sum += (v * r) * (v * r); };
    for (int64_t i = 0; i < n; ++i) {
        add(real_part(x[i * incx]));
        if constexpr (is_complex_v<T>) add(imag_part(x[i * incx]));
    }
    return scale * std::sqrt(sum);
}

/**
 * Generates the elementary reflector H = I - tau [1; v] [1; v]^H with H^H [alpha; x] = [beta; 0],
 * beta real (LAPACK's larfg): alpha becomes beta, the n - 1 entries of x (stride incx) become v.
 * Returns tau. A tiny beta is rescaled at most 20 times, so NaN and Inf cannot loop.
 */
template <typename T>
T larfg(int64_t n, T& alpha, T* x, int64_t incx)
{
    using R = real_type<T>;
    if (n <= 0) return T(0);
    // A real 1 x 1 needs no reflector; a complex one still makes alpha real.
    if (!is_complex_v<T> && n == 1) return T(0);
    R xnorm = nrm2(n - 1, x, incx);
    R alphr = real_part(alpha), alphi = imag_part(alpha);
    if (xnorm == R(0) && alphi == R(0)) return T(0);
    R beta = -std::copysign(lapy3(alphr, alphi, xnorm), alphr);
    // LAPACK's dlamch('S') / dlamch('E'), with 'E' the unit roundoff epsilon / 2.
    R const safmin = std::numeric_limits<R>::min() / (std::numeric_limits<R>::epsilon() / 2);
    int knt = 0;
    if (std::abs(beta) < safmin) {
        R const rsafmn = R(1) / safmin;
        do {
            ++knt;
            for (int64_t i = 0; i < n - 1; ++i) x[i * incx] = times_real(x[i * incx], rsafmn);
            beta *= rsafmn;
            alphr *= rsafmn;
            alphi *= rsafmn;
        } while (std::abs(beta) < safmin && knt < 20);
        xnorm = nrm2(n - 1, x, incx);
        beta = -std::copysign(lapy3(alphr, alphi, xnorm), alphr);
    }
    T tau, scale;
    if constexpr (is_complex_v<T>) {
        tau = T((beta - alphr) / beta, -alphi / beta);
        scale = T(1) / (T(alphr, alphi) - beta);
    }
    else {
        tau = (beta - alphr) / beta;
        scale = R(1) / (alphr - beta);
    }
    for (int64_t i = 0; i < n - 1; ++i) x[i * incx] = mul(x[i * incx], scale);
    for (int i = 0; i < knt; ++i) beta *= safmin;
    alpha = T(beta);
    return tau;
}

/** C = (I - tau v v^H) C for the m x n column-major C (LAPACK's larf from the left). */
template <typename T>
void apply_reflector(int64_t m, int64_t n, T const* __restrict v, T tau, T* __restrict c,
                     int64_t ldc)
{
    if (tau == T(0)) return;
    for (int64_t j = 0; j < n; ++j) {
        T* const cj = c + j * ldc;
        T s = T(0);
        for (int64_t i = 0; i < m; ++i) s += mul(conj_if(v[i]), cj[i]);
        s = mul(tau, s);
        for (int64_t i = 0; i < m; ++i) cj[i] -= mul(v[i], s);
    }
}

/** Unblocked Householder QR of the m x n column-major a (LAPACK's geqr2). */
template <typename T>
void geqr2(int64_t m, int64_t n, T* __restrict a, int64_t lda, T* tau)
{
    int64_t const k = std::min(m, n);
    for (int64_t i = 0; i < k; ++i) {
        T* const v = a + i + i * lda;
        tau[i] = larfg(m - i, v[0], v + 1, 1);
        if (i + 1 < n) {  // A(i:m, i+1:n) = H(i)^H A(i:m, i+1:n)
            T const beta = v[0];
            v[0] = T(1);
            apply_reflector(m - i, n - i - 1, v, conj_if(tau[i]), v + lda, lda);
            v[0] = beta;
        }
    }
}

template <typename T>
void geqrf_fused(View<T> A, int64_t m, int64_t n, T* tau)
{
    detail::StackBuffer<T, fused_capacity<T>> buf_storage;
    T* const buf = buf_storage.data();
    load<T>(A, m, n, buf);
    geqr2(m, n, buf, m, tau);
    store(buf, m, n, A);
}

/**
 * C = H^H C for H = H(0) H(1) ... H(k-1) = I - V T V^H, the k <= qr_block reflectors of the
 * m x k panel V (unit lower trapezoidal below its diagonal): LAPACK's larft (forward,
 * columnwise) and larfb (left, conjugate transpose). C is m x n, updated in column chunks so
 * that T and the workspace Y = V^H C live on the stack.
 */
template <typename T>
void apply_block_reflector(View<T const> V, int64_t m, int64_t k, T const* tau, View<T> C,
                           int64_t n)
{
    bool const row_major = V.row_major;
    int64_t const qr_block = active_tuning().qr_block, qr_chunk = active_tuning().qr_chunk;
    detail::StackBuffer<T, max_qr_block * max_qr_block> t_buf_storage;
    T* const t_buf = t_buf_storage.data();
    View<T> const Tm(t_buf, qr_block, row_major);
    // S = V^H V above the diagonal: the rows below the panel's top k x k by gemm, the unit
    // lower top block by hand. S(p, i) = v_p^H v_i for p < i.
    View<T const> const V2 = V.block(k, 0);
    view_gemm<T>(Op::ConjTrans, Op::NoTrans, k, k, m - k, T(1), V2, V2, T(0), Tm);
    for (int64_t i = 0; i < k; ++i)
        for (int64_t p = 0; p < i; ++p) {
            T s = conj_if(V(i, p));
            for (int64_t r = i + 1; r < k; ++r) s += mul(conj_if(V(r, p)), V(r, i));
            Tm(p, i) += s;
        }
    // T(0:i, i) = -tau_i T(0:i, 0:i) S(0:i, i), T(i, i) = tau_i, column after column.
    for (int64_t i = 0; i < k; ++i) {
        if (tau[i] == T(0)) {
            for (int64_t p = 0; p <= i; ++p) Tm(p, i) = T(0);
            continue;
        }
        for (int64_t p = 0; p < i; ++p) Tm(p, i) = -mul(tau[i], Tm(p, i));
        for (int64_t c = 0; c < i; ++c) {  // upper triangular product, in place
            T const t = Tm(c, i);
            for (int64_t r = 0; r < c; ++r) Tm(r, i) += mul(Tm(r, c), t);
            Tm(c, i) = mul(Tm(c, c), t);
        }
        Tm(i, i) = tau[i];
    }
    detail::StackBuffer<T, max_qr_block * max_qr_chunk> y_buf_storage;
    T* const y_buf = y_buf_storage.data();
    View<T> const Y(y_buf, row_major ? qr_chunk : qr_block, row_major);
    for (int64_t c0 = 0; c0 < n; c0 += qr_chunk) {
        int64_t const w = std::min(qr_chunk, n - c0);
        View<T> const C1 = C.block(0, c0), C2 = C.block(k, c0);
        for (int64_t j = 0; j < w; ++j)
            for (int64_t i = 0; i < k; ++i) Y(i, j) = C1(i, j);
        // Y = V^H C, Y = T^H Y, C = C - V Y.
        view_trmm<T>(Side::Left, Uplo::Lower, Op::ConjTrans, Diag::Unit, k, w, T(1), V, Y);
        if (m > k)
            view_gemm<T>(Op::ConjTrans, Op::NoTrans, k, w, m - k, T(1), V2, C2, T(1), Y);
        view_trmm<T>(Side::Left, Uplo::Upper, Op::ConjTrans, Diag::NonUnit, k, w, T(1), Tm, Y);
        if (m > k) view_gemm<T>(Op::NoTrans, Op::NoTrans, m - k, w, k, T(-1), V2, Y, T(1), C2);
        view_trmm<T>(Side::Left, Uplo::Lower, Op::NoTrans, Diag::Unit, k, w, T(1), V, Y);
        for (int64_t j = 0; j < w; ++j)
            for (int64_t i = 0; i < k; ++i) C1(i, j) -= Y(i, j);
    }
}

/**
 * Blocked Householder QR (LAPACK's geqrf): factor a panel of at most qr_block columns, apply
 * its block reflector to the columns on its right. Panels are factored by this same routine,
 * halving their width until a panel fits the buffer or is one column.
 */
template <typename T>
void geqrf_recursive(View<T> A, int64_t m, int64_t n, T* tau)
{
    if (m == 0 || n == 0) return;
    if (fits<T>(m, n)) {
        geqrf_fused(A, m, n, tau);
        return;
    }
    if (n == 1) {
        tau[0] = larfg(m, A(0, 0), &A(1, 0), A.column_stride());
        return;
    }
    int64_t const k = std::min(m, n);
    int64_t const qr_block = active_tuning().qr_block;
    int64_t const nb = n > qr_block ? qr_block : (n + 1) / 2;
    for (int64_t j = 0; j < k; j += nb) {
        int64_t const jb = std::min(nb, k - j);
        geqrf_recursive(A.block(j, j), m - j, jb, tau + j);
        if (j + jb < n)
            apply_block_reflector<T>(A.block(j, j), m - j, jb, tau + j, A.block(j, j + jb),
                                     n - j - jb);
    }
}


}  // namespace

template <typename T>
void geqrf(Layout layout, int64_t m, int64_t n, T* A, int64_t lda, T* tau)
{
    geqrf_recursive(View<T>(A, lda, is_row_major(layout)), m, n, tau);
}

template void geqrf(Layout, int64_t, int64_t, float*, int64_t, float*);
template void geqrf(Layout, int64_t, int64_t, double*, int64_t, double*);
template void geqrf(Layout, int64_t, int64_t, std::complex<float>*, int64_t, std::complex<float>*);
template void geqrf(Layout, int64_t, int64_t, std::complex<double>*, int64_t,
                    std::complex<double>*);

}  // namespace batchblas::cpu
