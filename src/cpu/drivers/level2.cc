// SPDX-License-Identifier: BSD-3-Clause
/**
 * Per-problem Level 2 routines of the CPU backend (declared, with their semantics, in
 * level2.hh). Each routine maps its layout and options onto a column-major loop nest over the
 * matrix as stored, in axpy form or dot form, on contiguous vectors; the loop bodies are the
 * unit-stride building blocks of level1.hh, so the inner loops vectorise and call nothing.
 */
#include "cpu/drivers/level2.hh"

#include <complex>
#include <type_traits>
#include <vector>

#include "cpu/config/active.hh"
#include "cpu/drivers/level1.hh"

namespace batchblas::cpu {
namespace {

using vec::conj_if;
using vec::mul;

/** Scratch memory for one vector: on the stack when it is short, else on the heap. */
template <typename T>
class Scratch {
public:
    /** Room for n elements; n == 0 when the vector is used in place and needs none. */
    explicit Scratch(int64_t n)
    {
        if (n > stack_elements) heap_.resize(size_t(n));
    }
    T* data() { return heap_.empty() ? reinterpret_cast<T*>(stack_) : heap_.data(); }

private:
    static constexpr int64_t stack_elements =
        largest_of([](CpuTuning const& t) { return t.vector_scratch_elements; });
    // Real storage, not T: std::complex would zero every element on construction. An array of
    // std::complex<R> may be accessed as an array of R and conversely (layout-compatible).
    alignas(64) real_type<T> stack_[stack_elements * (is_complex_v<T> ? 2 : 1)];
    std::vector<T> heap_;
};

/** The n elements of x (element 0 at x, increment inc) as a contiguous array. */
template <typename T>
T* gather(int64_t n, T const* x, int64_t inc, Scratch<T>& scratch)
{
    T* contiguous = scratch.data();
    for (int64_t i = 0; i < n; ++i) contiguous[i] = x[i * inc];
    return contiguous;
}

/** Writes the contiguous array back to the n elements of x (element 0 at x, increment inc). */
template <typename T>
void scatter(int64_t n, T const* contiguous, T* x, int64_t inc)
{
    for (int64_t i = 0; i < n; ++i) x[i * inc] = contiguous[i];
}

/**
 * to[i] = beta * from[i] for the n elements of from (element 0 at from, increment inc); beta ==
 * 0 writes zeros without reading from, beta == 1 copies (reference BLAS's y = beta * y).
 */
template <typename T>
void scale_into(int64_t n, T beta, T const* from, int64_t inc, T* to, int64_t to_inc)
{
    if (beta == T(0)) {
        for (int64_t i = 0; i < n; ++i) to[i * to_inc] = T(0);
    }
    else if (beta == T(1)) {
        if (from != to)
            for (int64_t i = 0; i < n; ++i) to[i * to_inc] = from[i * inc];
    }
    else {
        for (int64_t i = 0; i < n; ++i) to[i * to_inc] = mul(beta, from[i * inc]);
    }
}

/**
 * Calls f(std::bool_constant<conjugate>{}); for real T always with false, so that no
 * conjugating loop is compiled for real types.
 */
template <typename T, typename F>
void with_conjugation(bool conjugate, F&& f)
{
    if constexpr (is_complex_v<T>) {
        if (conjugate) {
            f(std::true_type{});
            return;
        }
    }
    f(std::false_type{});
}

Uplo flipped(Uplo uplo)
{
    return uplo == Uplo::Upper ? Uplo::Lower : Uplo::Upper;
}

/**
 * y = y + sum_j (alpha x_j) op(A(:, j)), A rows x cols as stored; x strided, y contiguous.
 * Four columns per sweep over y; each y_i still receives its terms column after column, in
 * reference order.
 */
template <bool Conj, typename T>
void gemv_axpy_form(int64_t rows, int64_t cols, T alpha, T const* A, int64_t lda, T const* x,
                    int64_t incx, T* y)
{
    int64_t j = 0;
    for (; j + 4 <= cols; j += 4) {
        T const t0 = mul(alpha, x[j * incx]);
        T const t1 = mul(alpha, x[(j + 1) * incx]);
        T const t2 = mul(alpha, x[(j + 2) * incx]);
        T const t3 = mul(alpha, x[(j + 3) * incx]);
        T const* a0 = A + j * lda;
        T const* a1 = a0 + lda;
        T const* a2 = a1 + lda;
        T const* a3 = a2 + lda;
        for (int64_t i = 0; i < rows; ++i) {
            T yi = y[i] + mul(t0, conj_if<Conj>(a0[i]));
            yi = yi + mul(t1, conj_if<Conj>(a1[i]));
            yi = yi + mul(t2, conj_if<Conj>(a2[i]));
            y[i] = yi + mul(t3, conj_if<Conj>(a3[i]));
        }
    }
    for (; j < cols; ++j) vec::axpy<Conj>(rows, mul(alpha, x[j * incx]), A + j * lda, y);
}

/** y_j = y_j + alpha (op(A(:, j)) . x) for each column; x contiguous, y strided. */
template <bool Conj, typename T>
void gemv_dot_form(int64_t rows, int64_t cols, T alpha, T const* A, int64_t lda, T const* x, T* y,
                   int64_t incy)
{
    for (int64_t j = 0; j < cols; ++j)
        y[j * incy] = y[j * incy] + mul(alpha, vec::dot<Conj>(rows, A + j * lda, x));
}

/**
 * y = y + alpha A x, A symmetric or Hermitian with its uplo triangle stored column-major;
 * x, y contiguous. A stored entry a stands for a at its place and for op(a) at the mirrored
 * one: y takes opAxpy(a) x_j, the dot takes opDot(a) x_i. Symmetric: no conjugation;
 * Hermitian column-major: ConjDot; Hermitian row-major (the memory holds conj(A)): ConjAxpy.
 * Hermitian: the diagonal's imaginary part is taken as zero.
 */
template <bool ConjAxpy, bool ConjDot, bool Hermitian, typename T>
void symv_stored(Uplo uplo, int64_t n, T alpha, T const* A, int64_t lda, T const* x, T* y)
{
    auto const diagonal_term = [](T t, T a) {
        if constexpr (Hermitian)
            return t * a.real();
        else
            return mul(t, a);
    };
    if (uplo == Uplo::Upper) {
        for (int64_t j = 0; j < n; ++j) {
            T const* a = A + j * lda;
            T const t1 = mul(alpha, x[j]);
            T const t2 = vec::axpy_dot<ConjAxpy, ConjDot>(j, t1, a, x, y);
            y[j] = y[j] + diagonal_term(t1, a[j]) + mul(alpha, t2);
        }
    }
    else {
        for (int64_t j = 0; j < n; ++j) {
            T const* a = A + j * lda;
            T const t1 = mul(alpha, x[j]);
            y[j] = y[j] + diagonal_term(t1, a[j]);
            T const t2 =
                vec::axpy_dot<ConjAxpy, ConjDot>(n - j - 1, t1, a + j + 1, x + j + 1, y + j + 1);
            y[j] = y[j] + mul(alpha, t2);
        }
    }
}

/** x = op(A) x, A triangular as stored, op = identity or conj (axpy form); x contiguous. */
template <bool Conj, typename T>
void trmv_axpy_form(Uplo uplo, bool unit, int64_t n, T const* A, int64_t lda, T* x)
{
    if (uplo == Uplo::Upper) {
        for (int64_t j = 0; j < n; ++j) {
            if (x[j] == T(0)) continue;
            T const* a = A + j * lda;
            vec::axpy<Conj>(j, x[j], a, x);
            if (!unit) x[j] = mul(x[j], conj_if<Conj>(a[j]));
        }
    }
    else {
        for (int64_t j = n - 1; j >= 0; --j) {
            if (x[j] == T(0)) continue;
            T const* a = A + j * lda;
            vec::axpy<Conj>(n - j - 1, x[j], a + j + 1, x + j + 1);
            if (!unit) x[j] = mul(x[j], conj_if<Conj>(a[j]));
        }
    }
}

/** x = op(A)^T x, A triangular as stored, op = identity or conj (dot form); x contiguous. */
template <bool Conj, typename T>
void trmv_dot_form(Uplo uplo, bool unit, int64_t n, T const* A, int64_t lda, T* x)
{
    if (uplo == Uplo::Upper) {
        for (int64_t j = n - 1; j >= 0; --j) {
            T const* a = A + j * lda;
            T const xj = unit ? x[j] : mul(x[j], conj_if<Conj>(a[j]));
            x[j] = xj + vec::dot<Conj>(j, a, x);
        }
    }
    else {
        for (int64_t j = 0; j < n; ++j) {
            T const* a = A + j * lda;
            T const xj = unit ? x[j] : mul(x[j], conj_if<Conj>(a[j]));
            x[j] = xj + vec::dot<Conj>(n - j - 1, a + j + 1, x + j + 1);
        }
    }
}

/** x = op(A)^-1 x, A triangular as stored, op = identity or conj (axpy form); x contiguous. */
template <bool Conj, typename T>
void trsv_axpy_form(Uplo uplo, bool unit, int64_t n, T const* A, int64_t lda, T* x)
{
    if (uplo == Uplo::Upper) {
        for (int64_t j = n - 1; j >= 0; --j) {
            if (x[j] == T(0)) continue;
            T const* a = A + j * lda;
            if (!unit) x[j] = x[j] / conj_if<Conj>(a[j]);
            vec::axpy<Conj>(j, -x[j], a, x);
        }
    }
    else {
        for (int64_t j = 0; j < n; ++j) {
            if (x[j] == T(0)) continue;
            T const* a = A + j * lda;
            if (!unit) x[j] = x[j] / conj_if<Conj>(a[j]);
            vec::axpy<Conj>(n - j - 1, -x[j], a + j + 1, x + j + 1);
        }
    }
}

/** x = (op(A)^T)^-1 x, A triangular as stored, op = identity or conj (dot form). */
template <bool Conj, typename T>
void trsv_dot_form(Uplo uplo, bool unit, int64_t n, T const* A, int64_t lda, T* x)
{
    if (uplo == Uplo::Upper) {
        for (int64_t j = 0; j < n; ++j) {
            T const* a = A + j * lda;
            T const xj = x[j] - vec::dot<Conj>(j, a, x);
            x[j] = unit ? xj : xj / conj_if<Conj>(a[j]);
        }
    }
    else {
        for (int64_t j = n - 1; j >= 0; --j) {
            T const* a = A + j * lda;
            T const xj = x[j] - vec::dot<Conj>(n - j - 1, a + j + 1, x + j + 1);
            x[j] = unit ? xj : xj / conj_if<Conj>(a[j]);
        }
    }
}

/**
 * trmv and trsv share their mapping: the matrix as stored column-major is A (ColMajor) or A^T
 * (RowMajor, triangle flipped); op(A) x then is the axpy form on the stored matrix (ColMajor
 * NoTrans, RowMajor Trans; RowMajor ConjTrans conjugating) or the dot form (ColMajor Trans,
 * ConjTrans conjugating; RowMajor NoTrans). x is gathered when its increment is not 1.
 */
template <bool Solve, typename T>
void triangular_vector(Layout layout, Uplo uplo, Op trans, Diag diag, int64_t n, T const* A,
                       int64_t lda, T* x, int64_t incx)
{
    if (n == 0) return;
    bool const row_major = layout == Layout::RowMajor;
    bool const axpy_form = (trans == Op::NoTrans) != row_major;
    if (row_major) uplo = flipped(uplo);
    bool const unit = diag == Diag::Unit;
    T* const x0 = vec::first(x, n, incx);
    Scratch<T> scratch(incx == 1 ? 0 : n);
    T* const xc = incx == 1 ? x0 : gather(n, x0, incx, scratch);
    with_conjugation<T>(trans == Op::ConjTrans, [&](auto conj) {
        constexpr bool C = decltype(conj)::value;
        if constexpr (Solve) {
            if (axpy_form)
                trsv_axpy_form<C>(uplo, unit, n, A, lda, xc);
            else
                trsv_dot_form<C>(uplo, unit, n, A, lda, xc);
        }
        else {
            if (axpy_form)
                trmv_axpy_form<C>(uplo, unit, n, A, lda, xc);
            else
                trmv_dot_form<C>(uplo, unit, n, A, lda, xc);
        }
    });
    if (incx != 1) scatter(n, xc, x0, incx);
}

}  // namespace

/**
 * The matrix as stored column-major is A, m x n (ColMajor) or A^T, n x m (RowMajor). y = op(A) x
 * is the axpy form on it for ColMajor NoTrans and RowMajor Trans / ConjTrans (conjugating for
 * ConjTrans), the dot form for ColMajor Trans / ConjTrans (conjugating) and RowMajor NoTrans.
 */
template <typename T>
void gemv(Layout layout, Op trans, int64_t m, int64_t n, T alpha, T const* A, int64_t lda,
          T const* x, int64_t incx, T beta, T* y, int64_t incy)
{
    if (m == 0 || n == 0 || (alpha == T(0) && beta == T(1))) return;
    bool const notrans = trans == Op::NoTrans;
    int64_t const lenx = notrans ? n : m, leny = notrans ? m : n;
    T* const y0 = vec::first(y, leny, incy);
    if (alpha == T(0)) {
        scale_into(leny, beta, y0, incy, y0, incy);
        return;
    }
    bool const row_major = layout == Layout::RowMajor;
    int64_t const rows = row_major ? n : m, cols = row_major ? m : n;
    T const* const x0 = vec::first(x, lenx, incx);
    if (notrans != row_major) {
        // Axpy form: y must be contiguous; beta is applied on the way into scratch.
        Scratch<T> scratch(incy == 1 ? 0 : leny);
        T* const yc = incy == 1 ? y0 : scratch.data();
        scale_into(leny, beta, y0, incy, yc, 1);
        with_conjugation<T>(trans == Op::ConjTrans, [&](auto conj) {
            gemv_axpy_form<decltype(conj)::value>(rows, cols, alpha, A, lda, x0, incx, yc);
        });
        if (incy != 1) scatter(leny, yc, y0, incy);
    }
    else {
        // Dot form: x must be contiguous.
        scale_into(leny, beta, y0, incy, y0, incy);
        Scratch<T> scratch(incx == 1 ? 0 : lenx);
        T const* const xc = incx == 1 ? x0 : gather(lenx, x0, incx, scratch);
        with_conjugation<T>(trans == Op::ConjTrans, [&](auto conj) {
            gemv_dot_form<decltype(conj)::value>(rows, cols, alpha, A, lda, xc, y0, incy);
        });
    }
}

/**
 * Column-major: A(:, j) += x (alpha op(y_j)), op = conj for gerc. Row-major, the memory holds
 * A^T (n x m): A^T(:, i) += op(y) (alpha x_i), as CBLAS calls ?geru with a conjugated copy of y.
 * Either way a column whose multiplier is zero is skipped (reference dger).
 */
template <typename T>
void ger(Layout layout, bool conjugate, int64_t m, int64_t n, T alpha, T const* x, int64_t incx,
         T const* y, int64_t incy, T* A, int64_t lda)
{
    if (m == 0 || n == 0 || alpha == T(0)) return;
    bool const row_major = layout == Layout::RowMajor;
    int64_t const rows = row_major ? n : m, cols = row_major ? m : n;
    // u runs down the stored columns, v gives one multiplier per stored column.
    T const* const u = row_major ? vec::first(y, n, incy) : vec::first(x, m, incx);
    int64_t const incu = row_major ? incy : incx;
    T const* const v = row_major ? vec::first(x, m, incx) : vec::first(y, n, incy);
    int64_t const incv = row_major ? incx : incy;
    Scratch<T> scratch(incu == 1 ? 0 : rows);
    T const* const uc = incu == 1 ? u : gather(rows, u, incu, scratch);
    auto const update = [&](auto conj_u, auto conj_v) {
        constexpr bool CU = decltype(conj_u)::value, CV = decltype(conj_v)::value;
        for (int64_t j = 0; j < cols; ++j) {
            T const vj = v[j * incv];
            if (vj == T(0)) continue;
            vec::axpy<CU>(rows, mul(alpha, conj_if<CV>(vj)), uc, A + j * lda);
        }
    };
    with_conjugation<T>(conjugate, [&](auto conj) {
        if constexpr (decltype(conj)::value) {
            if (row_major)
                update(std::true_type{}, std::false_type{});
            else
                update(std::false_type{}, std::true_type{});
        }
        else {
            update(std::false_type{}, std::false_type{});
        }
    });
}

/**
 * Row-major, the memory holds A^T column-major with the other triangle: the same matrix for
 * symv, conj(A) for hemv. x and y are made contiguous when their increments are not 1.
 */
template <typename T>
void symv(Layout layout, bool hermitian, Uplo uplo, int64_t n, T alpha, T const* A, int64_t lda,
          T const* x, int64_t incx, T beta, T* y, int64_t incy)
{
    if (n == 0 || (alpha == T(0) && beta == T(1))) return;
    T* const y0 = vec::first(y, n, incy);
    if (alpha == T(0)) {
        scale_into(n, beta, y0, incy, y0, incy);
        return;
    }
    bool const row_major = layout == Layout::RowMajor;
    if (row_major) uplo = flipped(uplo);
    Scratch<T> y_scratch(incy == 1 ? 0 : n);
    T* const yc = incy == 1 ? y0 : y_scratch.data();
    scale_into(n, beta, y0, incy, yc, 1);
    T const* const x0 = vec::first(x, n, incx);
    Scratch<T> x_scratch(incx == 1 ? 0 : n);
    T const* const xc = incx == 1 ? x0 : gather(n, x0, incx, x_scratch);
    with_conjugation<T>(hermitian, [&](auto is_hermitian) {
        if constexpr (decltype(is_hermitian)::value) {
            if (row_major)
                symv_stored<true, false, true>(uplo, n, alpha, A, lda, xc, yc);
            else
                symv_stored<false, true, true>(uplo, n, alpha, A, lda, xc, yc);
        }
        else {
            symv_stored<false, false, false>(uplo, n, alpha, A, lda, xc, yc);
        }
    });
    if (incy != 1) scatter(n, yc, y0, incy);
}

template <typename T>
void trmv(Layout layout, Uplo uplo, Op trans, Diag diag, int64_t n, T const* A, int64_t lda, T* x,
          int64_t incx)
{
    triangular_vector<false>(layout, uplo, trans, diag, n, A, lda, x, incx);
}

template <typename T>
void trsv(Layout layout, Uplo uplo, Op trans, Diag diag, int64_t n, T const* A, int64_t lda, T* x,
          int64_t incx)
{
    triangular_vector<true>(layout, uplo, trans, diag, n, A, lda, x, incx);
}

template void gemv(Layout, Op, int64_t, int64_t, float, float const*, int64_t, float const*,
                   int64_t, float, float*, int64_t);
template void gemv(Layout, Op, int64_t, int64_t, double, double const*, int64_t, double const*,
                   int64_t, double, double*, int64_t);
template void gemv(Layout, Op, int64_t, int64_t, std::complex<float>, std::complex<float> const*,
                   int64_t, std::complex<float> const*, int64_t, std::complex<float>,
                   std::complex<float>*, int64_t);
template void gemv(Layout, Op, int64_t, int64_t, std::complex<double>, std::complex<double> const*,
                   int64_t, std::complex<double> const*, int64_t, std::complex<double>,
                   std::complex<double>*, int64_t);

template void ger(Layout, bool, int64_t, int64_t, float, float const*, int64_t, float const*,
                  int64_t, float*, int64_t);
template void ger(Layout, bool, int64_t, int64_t, double, double const*, int64_t, double const*,
                  int64_t, double*, int64_t);
template void ger(Layout, bool, int64_t, int64_t, std::complex<float>, std::complex<float> const*,
                  int64_t, std::complex<float> const*, int64_t, std::complex<float>*, int64_t);
template void ger(Layout, bool, int64_t, int64_t, std::complex<double>, std::complex<double> const*,
                  int64_t, std::complex<double> const*, int64_t, std::complex<double>*, int64_t);

template void symv(Layout, bool, Uplo, int64_t, float, float const*, int64_t, float const*, int64_t,
                   float, float*, int64_t);
template void symv(Layout, bool, Uplo, int64_t, double, double const*, int64_t, double const*,
                   int64_t, double, double*, int64_t);
template void symv(Layout, bool, Uplo, int64_t, std::complex<float>, std::complex<float> const*,
                   int64_t, std::complex<float> const*, int64_t, std::complex<float>,
                   std::complex<float>*, int64_t);
template void symv(Layout, bool, Uplo, int64_t, std::complex<double>, std::complex<double> const*,
                   int64_t, std::complex<double> const*, int64_t, std::complex<double>,
                   std::complex<double>*, int64_t);

template void trmv(Layout, Uplo, Op, Diag, int64_t, float const*, int64_t, float*, int64_t);
template void trmv(Layout, Uplo, Op, Diag, int64_t, double const*, int64_t, double*, int64_t);
template void trmv(Layout, Uplo, Op, Diag, int64_t, std::complex<float> const*, int64_t,
                   std::complex<float>*, int64_t);
template void trmv(Layout, Uplo, Op, Diag, int64_t, std::complex<double> const*, int64_t,
                   std::complex<double>*, int64_t);

template void trsv(Layout, Uplo, Op, Diag, int64_t, float const*, int64_t, float*, int64_t);
template void trsv(Layout, Uplo, Op, Diag, int64_t, double const*, int64_t, double*, int64_t);
template void trsv(Layout, Uplo, Op, Diag, int64_t, std::complex<float> const*, int64_t,
                   std::complex<float>*, int64_t);
template void trsv(Layout, Uplo, Op, Diag, int64_t, std::complex<double> const*, int64_t,
                   std::complex<double>*, int64_t);

}  // namespace batchblas::cpu
