// SPDX-License-Identifier: BSD-3-Clause
/**
 * The Level 1 and 2 API tests' harness, part one: wide-precision scalar helpers, guarded
 * vectors, the routine list with each routine's traits and argument positions, and Batch, one
 * call's groups of problems with their inputs, outputs and saved copies (everything around an
 * element holds a sentinel, so a stray write shows). The test files are test_level12*.cc.
 */
#pragma once

#include <batchblas.h>
#include <batchblas.hh>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "common/test_util.hh"

namespace level12_test {

using test::is_complex_v;
using test::make;
using test::Matrix;
using test::real_t;
using test::same_bits;
using test::sentinel;

// ------------------------------------------------------------------------------------ scalars

/** The wide type references compute in: double or std::complex<double>. */
template <typename T>
using Wide = std::conditional_t<is_complex_v<T>, std::complex<double>, double>;

template <typename T>
Wide<T> wide(T x)
{
    return Wide<T>(x);
}
template <typename T>
T conj_if(bool conjugate, T x)
{
    return conjugate ? test::conj(x) : x;
}
/** |Re x| + |Im x|: a bound on |x| within sqrt(2), cheap enough for the error bounds. */
template <typename T>
double abs_of(T x)
{
    return std::abs(double(test::real_part(x))) + std::abs(double(test::imag_part(x)));
}
template <typename T>
T nan_value()
{
    return test::nan_value<T>();
}
template <typename T>
bool has_nan(T x)
{
    return std::isnan(double(test::real_part(x))) || std::isnan(double(test::imag_part(x)));
}
template <typename T>
double eps()
{
    return double(std::numeric_limits<real_t<T>>::epsilon());
}

/**
 * Uniform numbers in [-1, 1) from splitmix64: the cases fill millions of entries, and
 * std::mt19937_64 with uniform_real_distribution would dominate the test's run time.
 */
class Fast {
public:
    explicit Fast(uint64_t seed) : state_(seed * 0x9E3779B97F4A7C15ull + 1) {}
    double uniform()
    {
        uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        return double(z >> 11) * 0x1.0p-52 - 1.0;
    }
    template <typename T>
    T next()
    {
        double const re = uniform();
        return make<T>(re, uniform());
    }

private:
    uint64_t state_;
};

template <typename T>
void fill_fast(Matrix<T>& a, uint64_t seed)
{
    Fast random(seed);
    for (int64_t j = 0; j < a.cols(); ++j)
        for (int64_t i = 0; i < a.rows(); ++i) a(i, j) = random.next<T>();
}

// ------------------------------------------------------------------------------------ vectors

/**
 * n elements with increment inc (nonzero) in one buffer with guard bands; element k sits at
 * data()[k * inc] for inc > 0 and data()[(n - 1 - k) * |inc|] for inc < 0, data() being the
 * pointer BLAS receives. Everything that is not an element holds the sentinel.
 */
template <typename T>
class Vector {
public:
    static constexpr int64_t guard = 8;

    Vector() : Vector(0, 1) {}
    Vector(int64_t n, int64_t inc)
        : n_(std::max<int64_t>(n, 0)),
          inc_(inc == 0 ? 1 : inc),
          buffer_(size_t(2 * guard + span()), sentinel<T>())
    {
    }

    int64_t size() const { return n_; }
    int64_t inc() const { return inc_; }
    T* data() { return buffer_.data() + guard; }
    T const* data() const { return buffer_.data() + guard; }
    T& operator[](int64_t k) { return data()[offset(k)]; }
    T const& operator[](int64_t k) const { return data()[offset(k)]; }
    std::vector<T> const& buffer() const { return buffer_; }

    void fill_random(uint64_t seed)
    {
        Fast random(seed);
        for (int64_t k = 0; k < n_; ++k) (*this)[k] = random.next<T>();
    }
    void fill(T v)
    {
        for (int64_t k = 0; k < n_; ++k) (*this)[k] = v;
    }
    /** Whether buffer position pos is an element, and which. */
    bool element_at(size_t pos, int64_t& k) const
    {
        int64_t const off = int64_t(pos) - guard;
        int64_t const step = inc_ > 0 ? inc_ : -inc_;
        if (off < 0 || off >= span() || off % step != 0 || n_ == 0) return false;
        k = inc_ > 0 ? off / step : n_ - 1 - off / step;
        return true;
    }

private:
    int64_t span() const { return n_ == 0 ? 1 : 1 + (n_ - 1) * (inc_ > 0 ? inc_ : -inc_); }
    int64_t offset(int64_t k) const { return inc_ > 0 ? k * inc_ : (n_ - 1 - k) * -inc_; }

    int64_t n_, inc_;
    std::vector<T> buffer_;
};

/** Bitwise equality of two whole buffers (guards included). */
template <typename T>
::testing::AssertionResult same_buffer(std::vector<T> const& got, std::vector<T> const& want,
                                       char const* what)
{
    if (got.size() != want.size()) return ::testing::AssertionFailure() << what << ": size";
    for (size_t pos = 0; pos < got.size(); ++pos)
        if (!same_bits(got[pos], want[pos]))
            return ::testing::AssertionFailure()
                   << what << ": buffer position " << pos << " changed " << test::to_text(want[pos])
                   << " -> " << test::to_text(got[pos]);
    return ::testing::AssertionSuccess();
}

/** The vector's non-element memory (guards, gaps between increments) is unchanged. */
template <typename T>
::testing::AssertionResult outside_unchanged(Vector<T> const& got, Vector<T> const& want,
                                             char const* what)
{
    int64_t k;
    for (size_t pos = 0; pos < got.buffer().size(); ++pos)
        if (!got.element_at(pos, k) && !same_bits(got.buffer()[pos], want.buffer()[pos]))
            return ::testing::AssertionFailure()
                   << what << ": non-element position " << pos << " written";
    return ::testing::AssertionSuccess();
}

// ------------------------------------------------------------------------------------ routines

enum class R12 {
    gemv,
    ger,
    geru,
    gerc,
    symv,
    hemv,
    trmv,
    trsv,
    axpy,
    scal,
    copy,
    swap,
    dot,
    dotu,
    dotc,
    nrm2,
    asum,
    iamax
};

inline char const* name(R12 r)
{
    static char const* const names[] = {"gemv", "ger",  "geru", "gerc", "symv", "hemv",
                                        "trmv", "trsv", "axpy", "scal", "copy", "swap",
                                        "dot",  "dotu", "dotc", "nrm2", "asum", "iamax"};
    return names[int(r)];
}
inline bool level2(R12 r)
{
    return int(r) <= int(R12::trsv);
}
inline bool is_ger(R12 r)
{
    return r == R12::ger || r == R12::geru || r == R12::gerc;
}
inline bool is_symv(R12 r)
{
    return r == R12::symv || r == R12::hemv;
}
inline bool is_tr(R12 r)
{
    return r == R12::trmv || r == R12::trsv;
}
inline bool is_dot(R12 r)
{
    return r == R12::dot || r == R12::dotu || r == R12::dotc;
}
inline bool is_reduction(R12 r)
{
    return r == R12::nrm2 || r == R12::asum || r == R12::iamax;
}
inline bool has_result(R12 r)
{
    return is_dot(r) || is_reduction(r);
}
inline bool has_alpha(R12 r)
{
    return r == R12::gemv || is_ger(r) || is_symv(r) || r == R12::axpy || r == R12::scal;
}
inline bool has_beta(R12 r)
{
    return r == R12::gemv || is_symv(r);
}
inline bool has_A(R12 r)
{
    return level2(r);
}
inline bool has_y(R12 r)
{
    return !is_tr(r) && r != R12::scal && !is_reduction(r);
}

/** The routines of the C API for T. */
template <typename T>
std::vector<R12> c_routines()
{
    if constexpr (is_complex_v<T>)
        return {R12::gemv, R12::geru, R12::gerc, R12::symv, R12::hemv, R12::trmv,
                R12::trsv, R12::axpy, R12::scal, R12::copy, R12::swap, R12::dotu,
                R12::dotc, R12::nrm2, R12::asum, R12::iamax};
    else
        return {R12::gemv, R12::ger,  R12::symv, R12::trmv, R12::trsv, R12::axpy, R12::scal,
                R12::copy, R12::swap, R12::dot,  R12::nrm2, R12::asum, R12::iamax};
}

/** Positions in the C signature (layout = 1 for Level 2, n = 1 for Level 1); 0: none. */
struct Positions {
    int trans = 0, uplo = 0, diag = 0, m = 0, n = 0, alpha = 0, A = 0, lda = 0, x = 0, incx = 0;
    int beta = 0, y = 0, incy = 0, result = 0, group_count = 0, group_sizes = 0, info = 0;
};

inline Positions positions(R12 r)
{
    Positions p;
    if (r == R12::gemv) {
        p.trans = 2, p.m = 3, p.n = 4, p.alpha = 5, p.A = 6, p.lda = 7, p.x = 8, p.incx = 9;
        p.beta = 10, p.y = 11, p.incy = 12, p.group_count = 13;
    }
    else if (is_ger(r)) {
        p.m = 2, p.n = 3, p.alpha = 4, p.x = 5, p.incx = 6, p.y = 7, p.incy = 8, p.A = 9;
        p.lda = 10, p.group_count = 11;
    }
    else if (is_symv(r)) {
        p.uplo = 2, p.n = 3, p.alpha = 4, p.A = 5, p.lda = 6, p.x = 7, p.incx = 8, p.beta = 9;
        p.y = 10, p.incy = 11, p.group_count = 12;
    }
    else if (is_tr(r)) {
        p.uplo = 2, p.trans = 3, p.diag = 4, p.n = 5, p.A = 6, p.lda = 7, p.x = 8, p.incx = 9;
        p.group_count = 10;
    }
    else if (r == R12::axpy) {
        p.n = 1, p.alpha = 2, p.x = 3, p.incx = 4, p.y = 5, p.incy = 6, p.group_count = 7;
    }
    else if (r == R12::scal) {
        p.n = 1, p.alpha = 2, p.x = 3, p.incx = 4, p.group_count = 5;
    }
    else if (r == R12::copy || r == R12::swap) {
        p.n = 1, p.x = 2, p.incx = 3, p.y = 4, p.incy = 5, p.group_count = 6;
    }
    else if (is_dot(r)) {
        p.n = 1, p.x = 2, p.incx = 3, p.y = 4, p.incy = 5, p.result = 6, p.group_count = 7;
    }
    else {
        p.n = 1, p.x = 2, p.incx = 3, p.result = 4, p.group_count = 5;
    }
    p.group_sizes = p.group_count + 1;
    p.info = p.group_count + 2;
    return p;
}

// ------------------------------------------------------------------------------------ a batch

/** One group: its options, sizes, scalars, increments, and what to poison with NaN. */
template <typename T>
struct Group {
    blas_trans_t trans = BlasNoTrans;
    blas_uplo_t uplo = BlasLower;
    blas_diag_t diag = BlasNonUnit;
    int64_t m = 3, n = 4;
    T alpha = make<T>(0.75, -0.5), beta = make<T>(-0.5, 0.25);
    int64_t pad = 1;  ///< lda = rows as stored + pad
    int64_t incx = 1, incy = 1;
    int64_t count = 2;
    bool nan_inputs = false;  ///< A and x NaN (cases where they must not be read)
    bool nan_y = false;       ///< y NaN (beta == 0)

    std::string describe(R12 r) const
    {
        std::string s = std::string(name(r)) + " m " + std::to_string(m) + " n " +
                        std::to_string(n) + " trans " + std::to_string(int(trans)) + " uplo " +
                        std::to_string(int(uplo)) + " diag " + std::to_string(int(diag)) +
                        " incx " + std::to_string(incx) + " incy " + std::to_string(incy) +
                        " alpha " + test::to_text(alpha) + " beta " + test::to_text(beta);
        if (nan_inputs) s += " NaN inputs";
        if (nan_y) s += " NaN y";
        return s;
    }
};

/**
 * A whole C API call: per-group arrays, per-problem guarded matrices and vectors (and copies
 * of them as they were before the call), the pointer arrays, the result arrays and info.
 */
template <typename T>
struct Batch {
    using Real = real_t<T>;

    R12 routine;
    blas_layout_t layout = BlasColMajor;
    std::vector<Group<T>> groups;

    std::vector<blas_trans_t> trans;
    std::vector<blas_uplo_t> uplo;
    std::vector<blas_diag_t> diag;
    std::vector<int64_t> m, n, lda, incx, incy, sizes;
    std::vector<T> alpha, beta;

    std::vector<Matrix<T>> A, A0;
    std::vector<Vector<T>> x, x0, y, y0;
    std::vector<T*> A_ptr, x_ptr, y_ptr;
    std::vector<T> result;
    std::vector<Real> real_result;
    std::vector<int64_t> index_result;
    std::vector<int64_t> group_of;  ///< group of each problem
    std::vector<int64_t> info;
    std::vector<int> null_arrays;  ///< positions of array arguments that call() passes as null

    Batch(R12 r, blas_layout_t l, std::vector<Group<T>> g) : routine(r), layout(l), groups(g)
    {
        build();
    }

    int64_t batch_count() const { return int64_t(group_of.size()); }
    bool col_major() const { return layout != BlasRowMajor; }

    /** Rows and columns of A, lengths of x and y, for group g. */
    int64_t rows_A(Group<T> const& g) const
    {
        return is_ger(routine) || routine == R12::gemv ? g.m : g.n;
    }
    int64_t cols_A(Group<T> const& g) const { return g.n; }
    int64_t len_x(Group<T> const& g) const
    {
        if (routine == R12::gemv) return g.trans == BlasNoTrans ? g.n : g.m;
        if (is_ger(routine)) return g.m;
        return g.n;
    }
    int64_t len_y(Group<T> const& g) const
    {
        if (routine == R12::gemv) return g.trans == BlasNoTrans ? g.m : g.n;
        return g.n;
    }

    void build()
    {
        uint64_t seed = 1;
        for (size_t gi = 0; gi < groups.size(); ++gi) {
            Group<T> const& g = groups[gi];
            trans.push_back(g.trans);
            uplo.push_back(g.uplo);
            diag.push_back(g.diag);
            m.push_back(g.m);
            n.push_back(g.n);
            alpha.push_back(g.alpha);
            beta.push_back(g.beta);
            incx.push_back(g.incx);
            incy.push_back(g.incy);
            sizes.push_back(g.count);
            int64_t const rows = rows_A(g), cols = cols_A(g);
            int64_t const stored = std::max<int64_t>(0, col_major() ? rows : cols);
            lda.push_back(std::max<int64_t>(1, stored + g.pad));
            for (int64_t j = 0; j < g.count; ++j) {
                group_of.push_back(int64_t(gi));
                A.emplace_back(has_A(routine) ? rows : 0, has_A(routine) ? cols : 0, lda.back(),
                               col_major());
                x.emplace_back(len_x(g), g.incx);
                y.emplace_back(has_y(routine) ? len_y(g) : 0, has_y(routine) ? g.incy : 1);
                fill(g, A.back(), x.back(), y.back(), seed++);
            }
        }
        A0 = A;
        x0 = x;
        y0 = y;
        for (auto& a : A) A_ptr.push_back(a.data());
        for (auto& v : x) x_ptr.push_back(v.data());
        for (auto& v : y) y_ptr.push_back(v.data());
        result.assign(group_of.size(), sentinel<T>());
        real_result.assign(group_of.size(), Real(-777.25));
        index_result.assign(group_of.size(), -777);
        info.assign(group_of.size() + 1, 0);
    }

    /** Random data; NaN where the routine must not read; well-conditioned triangles for trsv. */
    void fill(Group<T> const& g, Matrix<T>& a, Vector<T>& xv, Vector<T>& yv, uint64_t seed)
    {
        fill_fast(a, seed * 3 + 1);
        xv.fill_random(seed * 3 + 2);
        yv.fill_random(seed * 3 + 3);
        if (is_symv(routine) || is_tr(routine)) {
            int64_t const nn = g.n;
            for (int64_t i = 0; i < nn; ++i) {
                for (int64_t j = 0; j < nn; ++j) {
                    bool const stored = g.uplo == BlasUpper ? i <= j : i >= j;
                    if (!stored)
                        a(i, j) = nan_value<T>();
                    else if (is_tr(routine) && i != j)
                        a(i, j) = a(i, j) * Real(0.5 / nn);
                }
                if (is_tr(routine)) {
                    a(i, i) = g.diag == BlasUnit ? nan_value<T>() : a(i, i) * Real(0.25) + T(1.5);
                }
                else if (routine == R12::hemv && is_complex_v<T>) {
                    a(i, i) = make<T>(double(test::real_part(a(i, i))),
                                      std::numeric_limits<double>::quiet_NaN());
                }
            }
        }
        if (g.nan_inputs) {
            a.fill(nan_value<T>());
            xv.fill(nan_value<T>());
        }
        if (g.nan_y) yv.fill(nan_value<T>());
    }

    static constexpr int64_t default_count = std::numeric_limits<int64_t>::min();

    /**
     * Calls the C API in mode `mode`; `null_position` passes that array argument as null;
     * group_count and group_sizes replace the batch's own when given.
     */
    void call(int64_t mode, int null_position = 0, int64_t group_count = default_count,
              int64_t const* group_sizes_override = nullptr)
    {
        Positions const p = positions(routine);
        auto arr = [&](auto* data, int position) {
            bool const null =
                position != 0 && (position == null_position ||
                                  std::count(null_arrays.begin(), null_arrays.end(), position) > 0);
            return null ? nullptr : data;
        };
        int64_t const gc = group_count != default_count ? group_count : int64_t(groups.size());
        int64_t const* gs = group_sizes_override ? group_sizes_override : sizes.data();
        gs = arr(gs, p.group_sizes);
        info[0] = mode;
        int64_t* inf = info.data();
        auto const* tr = arr(trans.data(), p.trans);
        auto const* up = arr(uplo.data(), p.uplo);
        auto const* dg = arr(diag.data(), p.diag);
        auto const* mm = arr(m.data(), p.m);
        auto const* nn = arr(n.data(), p.n);
        auto const* al = arr(alpha.data(), p.alpha);
        auto const* be = arr(beta.data(), p.beta);
        auto const* ld = arr(lda.data(), p.lda);
        auto const* ix = arr(incx.data(), p.incx);
        auto const* iy = arr(incy.data(), p.incy);
        T const* const* Ain = arr(A_ptr.data(), p.A);
        T* const* Aout = arr(A_ptr.data(), p.A);
        T const* const* xin = arr(x_ptr.data(), p.x);
        T* const* xout = arr(x_ptr.data(), p.x);
        T const* const* yin = arr(y_ptr.data(), p.y);
        T* const* yout = arr(y_ptr.data(), p.y);
        T* res = arr(result.data(), p.result);
        Real* rres = arr(real_result.data(), p.result);
        int64_t* ires = arr(index_result.data(), p.result);
        blas_layout_t const lay = layout;
        // clang-format off
        if constexpr (std::is_same_v<T, float>) {
            switch (routine) {
                case R12::gemv: BLAS_gemv_batched_r32(lay, tr, mm, nn, al, Ain, ld, xin, ix, be, yout, iy, gc, gs, inf); break;
                case R12::ger: BLAS_ger_batched_r32(lay, mm, nn, al, xin, ix, yin, iy, Aout, ld, gc, gs, inf); break;
                case R12::symv: BLAS_symv_batched_r32(lay, up, nn, al, Ain, ld, xin, ix, be, yout, iy, gc, gs, inf); break;
                case R12::trmv: BLAS_trmv_batched_r32(lay, up, tr, dg, nn, Ain, ld, xout, ix, gc, gs, inf); break;
                case R12::trsv: BLAS_trsv_batched_r32(lay, up, tr, dg, nn, Ain, ld, xout, ix, gc, gs, inf); break;
                case R12::axpy: BLAS_axpy_batched_r32(nn, al, xin, ix, yout, iy, gc, gs, inf); break;
                case R12::scal: BLAS_scal_batched_r32(nn, al, xout, ix, gc, gs, inf); break;
                case R12::copy: BLAS_copy_batched_r32(nn, xin, ix, yout, iy, gc, gs, inf); break;
                case R12::swap: BLAS_swap_batched_r32(nn, xout, ix, yout, iy, gc, gs, inf); break;
                case R12::dot: BLAS_dot_batched_r32(nn, xin, ix, yin, iy, res, gc, gs, inf); break;
                case R12::nrm2: BLAS_nrm2_batched_r32(nn, xin, ix, rres, gc, gs, inf); break;
                case R12::asum: BLAS_asum_batched_r32(nn, xin, ix, rres, gc, gs, inf); break;
                case R12::iamax: BLAS_iamax_batched_r32(nn, xin, ix, ires, gc, gs, inf); break;
                default: FAIL() << "no such routine for r32";
            }
        }
        else if constexpr (std::is_same_v<T, double>) {
            switch (routine) {
                case R12::gemv: BLAS_gemv_batched_r64(lay, tr, mm, nn, al, Ain, ld, xin, ix, be, yout, iy, gc, gs, inf); break;
                case R12::ger: BLAS_ger_batched_r64(lay, mm, nn, al, xin, ix, yin, iy, Aout, ld, gc, gs, inf); break;
                case R12::symv: BLAS_symv_batched_r64(lay, up, nn, al, Ain, ld, xin, ix, be, yout, iy, gc, gs, inf); break;
                case R12::trmv: BLAS_trmv_batched_r64(lay, up, tr, dg, nn, Ain, ld, xout, ix, gc, gs, inf); break;
                case R12::trsv: BLAS_trsv_batched_r64(lay, up, tr, dg, nn, Ain, ld, xout, ix, gc, gs, inf); break;
                case R12::axpy: BLAS_axpy_batched_r64(nn, al, xin, ix, yout, iy, gc, gs, inf); break;
                case R12::scal: BLAS_scal_batched_r64(nn, al, xout, ix, gc, gs, inf); break;
                case R12::copy: BLAS_copy_batched_r64(nn, xin, ix, yout, iy, gc, gs, inf); break;
                case R12::swap: BLAS_swap_batched_r64(nn, xout, ix, yout, iy, gc, gs, inf); break;
                case R12::dot: BLAS_dot_batched_r64(nn, xin, ix, yin, iy, res, gc, gs, inf); break;
                case R12::nrm2: BLAS_nrm2_batched_r64(nn, xin, ix, rres, gc, gs, inf); break;
                case R12::asum: BLAS_asum_batched_r64(nn, xin, ix, rres, gc, gs, inf); break;
                case R12::iamax: BLAS_iamax_batched_r64(nn, xin, ix, ires, gc, gs, inf); break;
                default: FAIL() << "no such routine for r64";
            }
        }
        else if constexpr (std::is_same_v<T, std::complex<float>>) {
            switch (routine) {
                case R12::gemv: BLAS_gemv_batched_c32(lay, tr, mm, nn, al, Ain, ld, xin, ix, be, yout, iy, gc, gs, inf); break;
                case R12::geru: BLAS_geru_batched_c32(lay, mm, nn, al, xin, ix, yin, iy, Aout, ld, gc, gs, inf); break;
                case R12::gerc: BLAS_gerc_batched_c32(lay, mm, nn, al, xin, ix, yin, iy, Aout, ld, gc, gs, inf); break;
                case R12::symv: BLAS_symv_batched_c32(lay, up, nn, al, Ain, ld, xin, ix, be, yout, iy, gc, gs, inf); break;
                case R12::hemv: BLAS_hemv_batched_c32(lay, up, nn, al, Ain, ld, xin, ix, be, yout, iy, gc, gs, inf); break;
                case R12::trmv: BLAS_trmv_batched_c32(lay, up, tr, dg, nn, Ain, ld, xout, ix, gc, gs, inf); break;
                case R12::trsv: BLAS_trsv_batched_c32(lay, up, tr, dg, nn, Ain, ld, xout, ix, gc, gs, inf); break;
                case R12::axpy: BLAS_axpy_batched_c32(nn, al, xin, ix, yout, iy, gc, gs, inf); break;
                case R12::scal: BLAS_scal_batched_c32(nn, al, xout, ix, gc, gs, inf); break;
                case R12::copy: BLAS_copy_batched_c32(nn, xin, ix, yout, iy, gc, gs, inf); break;
                case R12::swap: BLAS_swap_batched_c32(nn, xout, ix, yout, iy, gc, gs, inf); break;
                case R12::dotu: BLAS_dotu_batched_c32(nn, xin, ix, yin, iy, res, gc, gs, inf); break;
                case R12::dotc: BLAS_dotc_batched_c32(nn, xin, ix, yin, iy, res, gc, gs, inf); break;
                case R12::nrm2: BLAS_nrm2_batched_c32(nn, xin, ix, rres, gc, gs, inf); break;
                case R12::asum: BLAS_asum_batched_c32(nn, xin, ix, rres, gc, gs, inf); break;
                case R12::iamax: BLAS_iamax_batched_c32(nn, xin, ix, ires, gc, gs, inf); break;
                default: FAIL() << "no such routine for c32";
            }
        }
        else {
            switch (routine) {
                case R12::gemv: BLAS_gemv_batched_c64(lay, tr, mm, nn, al, Ain, ld, xin, ix, be, yout, iy, gc, gs, inf); break;
                case R12::geru: BLAS_geru_batched_c64(lay, mm, nn, al, xin, ix, yin, iy, Aout, ld, gc, gs, inf); break;
                case R12::gerc: BLAS_gerc_batched_c64(lay, mm, nn, al, xin, ix, yin, iy, Aout, ld, gc, gs, inf); break;
                case R12::symv: BLAS_symv_batched_c64(lay, up, nn, al, Ain, ld, xin, ix, be, yout, iy, gc, gs, inf); break;
                case R12::hemv: BLAS_hemv_batched_c64(lay, up, nn, al, Ain, ld, xin, ix, be, yout, iy, gc, gs, inf); break;
                case R12::trmv: BLAS_trmv_batched_c64(lay, up, tr, dg, nn, Ain, ld, xout, ix, gc, gs, inf); break;
                case R12::trsv: BLAS_trsv_batched_c64(lay, up, tr, dg, nn, Ain, ld, xout, ix, gc, gs, inf); break;
                case R12::axpy: BLAS_axpy_batched_c64(nn, al, xin, ix, yout, iy, gc, gs, inf); break;
                case R12::scal: BLAS_scal_batched_c64(nn, al, xout, ix, gc, gs, inf); break;
                case R12::copy: BLAS_copy_batched_c64(nn, xin, ix, yout, iy, gc, gs, inf); break;
                case R12::swap: BLAS_swap_batched_c64(nn, xout, ix, yout, iy, gc, gs, inf); break;
                case R12::dotu: BLAS_dotu_batched_c64(nn, xin, ix, yin, iy, res, gc, gs, inf); break;
                case R12::dotc: BLAS_dotc_batched_c64(nn, xin, ix, yin, iy, res, gc, gs, inf); break;
                case R12::nrm2: BLAS_nrm2_batched_c64(nn, xin, ix, rres, gc, gs, inf); break;
                case R12::asum: BLAS_asum_batched_c64(nn, xin, ix, rres, gc, gs, inf); break;
                case R12::iamax: BLAS_iamax_batched_c64(nn, xin, ix, ires, gc, gs, inf); break;
                default: FAIL() << "no such routine for c64";
            }
        }
        // clang-format on
    }

    /** No output of any problem changed (after a failed check). */
    ::testing::AssertionResult untouched() const
    {
        for (int64_t i = 0; i < batch_count(); ++i) {
            auto r = same_buffer(A[i].buffer(), A0[i].buffer(), "A");
            if (r) r = same_buffer(x[i].buffer(), x0[i].buffer(), "x");
            if (r) r = same_buffer(y[i].buffer(), y0[i].buffer(), "y");
            if (!r) return r << " (problem " << i << ")";
            if (has_result(routine) && (!same_bits(result[i], sentinel<T>()) ||
                                        real_result[i] != Real(-777.25) || index_result[i] != -777))
                return ::testing::AssertionFailure() << "result " << i << " written";
        }
        return ::testing::AssertionSuccess();
    }
};


}  // namespace level12_test
