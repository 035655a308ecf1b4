// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of the batched Level 1 and Level 2 BLAS through the public C API
 * (BLAS_<routine>_batched_<type>) and the C++ API (batchblas::<routine>), against loop
 * references written here in wider precision.
 *
 * Computation: every routine x type x layout x option, sizes 0 .. 300 (past the vector lanes
 * and the on-stack scratch), increments 1, -1, 2, -2, 3, -3, special scalars (alpha == 0 with
 * NaN in what must not be read, beta == 0 with NaN in y, beta == 1, alpha == 1); each case is
 * a group of two problems of one call with hundreds of groups. After the call, results match
 * the reference within a bound proportional to the depth of the sums, and everything else is
 * unchanged bit for bit: inputs, guard bands around every vector and matrix, elements between
 * increments, the padding of A, the unreferenced triangle (NaN, so reading it would show too),
 * a unit diagonal and hemv's imaginary diagonal (NaN).
 * Conventions: reference BLAS's quick returns (nothing referenced for empty sizes, gemv/symv
 * leave y alone for alpha == 0, beta == 1), ger's zero-multiplier skip, scal / asum / iamax
 * doing nothing for incx < 0, nrm2 on 1e300 / 1e-300 (1e30 / 1e-30 for float), iamax's
 * first-maximum and NaN rules.
 * Checking: every invalid argument gives exactly -position in ReportAll (Level 2: layout = 1;
 * Level 1: n = 1), for the problems of the group that holds it, and then no output changes;
 * null pointers and whole null pointer arrays that are not referenced are no error; call-level
 * errors; the other info modes. C++ API: the three forms against the C API, BLAS++'s dot / ger
 * conjugation, info of size 1 and batch_count, vector-size errors.
 */
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

namespace {

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

char const* name(R12 r)
{
    static char const* const names[] = {"gemv", "ger",  "geru", "gerc", "symv", "hemv",
                                        "trmv", "trsv", "axpy", "scal", "copy", "swap",
                                        "dot",  "dotu", "dotc", "nrm2", "asum", "iamax"};
    return names[int(r)];
}
bool level2(R12 r)
{
    return int(r) <= int(R12::trsv);
}
bool is_ger(R12 r)
{
    return r == R12::ger || r == R12::geru || r == R12::gerc;
}
bool is_symv(R12 r)
{
    return r == R12::symv || r == R12::hemv;
}
bool is_tr(R12 r)
{
    return r == R12::trmv || r == R12::trsv;
}
bool is_dot(R12 r)
{
    return r == R12::dot || r == R12::dotu || r == R12::dotc;
}
bool is_reduction(R12 r)
{
    return r == R12::nrm2 || r == R12::asum || r == R12::iamax;
}
bool has_result(R12 r)
{
    return is_dot(r) || is_reduction(r);
}
bool has_alpha(R12 r)
{
    return r == R12::gemv || is_ger(r) || is_symv(r) || r == R12::axpy || r == R12::scal;
}
bool has_beta(R12 r)
{
    return r == R12::gemv || is_symv(r);
}
bool has_A(R12 r)
{
    return level2(r);
}
bool has_y(R12 r)
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

Positions positions(R12 r)
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

// ------------------------------------------------------------------------------------ references

/** The logical element (i, j) of op(A) for gemv (A as given, m x n). */
template <typename T>
T op_element(blas_trans_t trans, Matrix<T> const& a, int64_t i, int64_t j)
{
    if (trans == BlasNoTrans) return a(i, j);
    return conj_if(trans == BlasConjTrans, a(j, i));
}

/** Element (i, j) of the full symmetric / Hermitian / triangular matrix behind A's triangle. */
template <typename T>
T full_element(R12 r, Group<T> const& g, Matrix<T> const& a, int64_t i, int64_t j)
{
    bool const stored = g.uplo == BlasUpper ? i <= j : i >= j;
    if (is_tr(r)) {
        if (i == j && g.diag == BlasUnit) return T(1);
        return stored ? a(i, j) : T(0);
    }
    if (i == j && r == R12::hemv) return T(test::real_part(a(i, i)));
    return stored ? a(i, j) : conj_if(r == R12::hemv, a(j, i));
}

/** want[k] and an error bound for the outputs of problem `i`, from the copies before the call. */
template <typename T>
struct Expected {
    std::vector<Wide<T>> value;
    std::vector<double> bound;  ///< |got - want| <= bound
};

template <typename T>
Expected<T> expected_vector(Batch<T> const& b, int64_t i)
{
    using W = Wide<T>;
    Group<T> const& g = b.groups[b.group_of[i]];
    Matrix<T> const& a = b.A0[i];
    Vector<T> const& x = b.x0[i];
    Vector<T> const& y = b.y0[i];
    double const e = eps<T>();
    Expected<T> out;
    R12 const r = b.routine;
    auto const gemv_like = [&](int64_t leny, int64_t lenx, auto element) {
        for (int64_t k = 0; k < leny; ++k) {
            W sum = 0;
            double mag = 0;
            if (g.alpha != T(0)) {
                for (int64_t j = 0; j < lenx; ++j) {
                    T const aij = element(k, j);
                    sum += wide(aij) * wide(x[j]);
                    mag += abs_of(aij) * abs_of(x[j]);
                }
            }
            W const by = g.beta == T(0) ? W(0) : wide(g.beta) * wide(y[k]);
            double const bmag = g.beta == T(0) ? 0 : abs_of(g.beta) * abs_of(y[k]);
            out.value.push_back(by + wide(g.alpha) * sum);
            out.bound.push_back(8 * (double(lenx) + 2) * e * (bmag + abs_of(g.alpha) * mag));
        }
    };
    if (r == R12::gemv) {
        gemv_like(b.len_y(g), b.len_x(g),
                  [&](int64_t k, int64_t j) { return op_element(g.trans, a, k, j); });
    }
    else if (is_symv(r)) {
        gemv_like(g.n, g.n, [&](int64_t k, int64_t j) { return full_element(r, g, a, k, j); });
    }
    else if (is_tr(r)) {
        // z = op(T) x (trmv) or the solution of op(T) z = x (trsv).
        int64_t const nn = g.n;
        auto const op = [&](int64_t k, int64_t j) {
            if (g.trans == BlasNoTrans) return full_element(r, g, a, k, j);
            return conj_if(g.trans == BlasConjTrans, full_element(r, g, a, j, k));
        };
        std::vector<W> z(size_t(nn), W(0));
        if (r == R12::trmv) {
            for (int64_t k = 0; k < nn; ++k) {
                double mag = 0;
                for (int64_t j = 0; j < nn; ++j) {
                    z[k] += wide(op(k, j)) * wide(x[j]);
                    mag += abs_of(op(k, j)) * abs_of(x[j]);
                }
                out.value.push_back(z[k]);
                out.bound.push_back(8 * (double(nn) + 2) * e * mag);
            }
        }
        else {
            // op(T) is lower triangular when (Lower, NoTrans) or (Upper, (Conj)Trans).
            bool const lower = (g.uplo == BlasLower) == (g.trans == BlasNoTrans);
            for (int64_t s = 0; s < nn; ++s) {
                int64_t const k = lower ? s : nn - 1 - s;
                W sum = wide(x[k]);
                for (int64_t j = 0; j < nn; ++j)
                    if (j != k && (lower ? j < k : j > k)) sum -= wide(op(k, j)) * z[j];
                z[k] = sum / wide(op(k, k));
            }
            double largest = 0;
            for (auto const& v : z) largest = std::max(largest, std::abs(v));
            for (int64_t k = 0; k < nn; ++k) {
                out.value.push_back(z[k]);
                out.bound.push_back(32 * (double(nn) + 2) * e * largest);
            }
        }
    }
    return out;
}

/** Level 2 outputs (y, or x for trmv / trsv, or A for ger) and everything else. */
template <typename T>
void verify_level2(Batch<T> const& b, int64_t i)
{
    Group<T> const& g = b.groups[b.group_of[i]];
    std::string const what = g.describe(b.routine) + " layout " + std::to_string(int(b.layout)) +
                             " problem " + std::to_string(i);
    R12 const r = b.routine;
    if (is_ger(r)) {
        EXPECT_TRUE(same_buffer(b.x[i].buffer(), b.x0[i].buffer(), "x")) << what;
        EXPECT_TRUE(same_buffer(b.y[i].buffer(), b.y0[i].buffer(), "y")) << what;
        Matrix<T> const& a0 = b.A0[i];
        Matrix<T> const& a = b.A[i];
        if (g.m == 0 || g.n == 0 || g.alpha == T(0)) {
            EXPECT_TRUE(test::same_buffer(a, a0)) << what;
            return;
        }
        EXPECT_TRUE(a.outside_intact()) << what;
        for (int64_t k = 0; k < g.m; ++k)
            for (int64_t j = 0; j < g.n; ++j) {
                T const yj = conj_if(r == R12::gerc, b.y0[i][j]);
                auto const want = wide(a0(k, j)) + wide(g.alpha) * wide(b.x0[i][k]) * wide(yj);
                double const bound =
                    8 * eps<T>() *
                    (abs_of(a0(k, j)) + abs_of(g.alpha) * abs_of(b.x0[i][k]) * abs_of(yj));
                ASSERT_LE(std::abs(wide(a(k, j)) - want), bound)
                    << what << " A(" << k << ", " << j << ") = " << test::to_text(a(k, j));
            }
        return;
    }
    EXPECT_TRUE(test::same_buffer(b.A[i], b.A0[i])) << what;
    bool const out_is_x = is_tr(r);
    Vector<T> const& got = out_is_x ? b.x[i] : b.y[i];
    Vector<T> const& before = out_is_x ? b.x0[i] : b.y0[i];
    if (!out_is_x) {
        EXPECT_TRUE(same_buffer(b.x[i].buffer(), b.x0[i].buffer(), "x")) << what;
    }
    bool const untouched = (r == R12::gemv && (g.m == 0 || g.n == 0)) || g.n == 0 ||
                           (!is_tr(r) && g.alpha == T(0) && g.beta == T(1));
    if (untouched) {
        EXPECT_TRUE(same_buffer(got.buffer(), before.buffer(), "output")) << what;
        return;
    }
    EXPECT_TRUE(outside_unchanged(got, before, "output")) << what;
    Expected<T> const want = expected_vector(b, i);
    ASSERT_EQ(int64_t(want.value.size()), got.size()) << what;
    for (int64_t k = 0; k < got.size(); ++k)
        ASSERT_LE(std::abs(wide(got[k]) - want.value[k]), want.bound[k])
            << what << " element " << k << " = " << test::to_text(got[k]);
}

/** |Re| + |Im| in T's precision, as reference i?amax compares. */
template <typename T>
real_t<T> abs1(T v)
{
    return std::abs(test::real_part(v)) + std::abs(test::imag_part(v));
}

template <typename T>
void verify_level1(Batch<T> const& b, int64_t i)
{
    Group<T> const& g = b.groups[b.group_of[i]];
    std::string const what = g.describe(b.routine) + " problem " + std::to_string(i);
    R12 const r = b.routine;
    Vector<T> const& x0 = b.x0[i];
    Vector<T> const& y0 = b.y0[i];
    Vector<T> const& x = b.x[i];
    Vector<T> const& y = b.y[i];
    int64_t const n = g.n;
    double const e = eps<T>();
    bool const x_input = r != R12::scal && r != R12::swap;
    if (x_input) {
        EXPECT_TRUE(same_buffer(x.buffer(), x0.buffer(), "x")) << what;
    }
    if (is_dot(r) || is_reduction(r)) {
        EXPECT_TRUE(same_buffer(y.buffer(), y0.buffer(), "y")) << what;
    }
    switch (r) {
        case R12::axpy:
            if (n == 0 || g.alpha == T(0)) {
                EXPECT_TRUE(same_buffer(y.buffer(), y0.buffer(), "y")) << what;
                break;
            }
            EXPECT_TRUE(outside_unchanged(y, y0, "y")) << what;
            for (int64_t k = 0; k < n; ++k) {
                auto const want = wide(y0[k]) + wide(g.alpha) * wide(x0[k]);
                double const bound = 8 * e * (abs_of(y0[k]) + abs_of(g.alpha) * abs_of(x0[k]));
                ASSERT_LE(std::abs(wide(y[k]) - want), bound) << what << " element " << k;
            }
            break;
        case R12::scal:
            if (n == 0 || g.incx < 0) {
                EXPECT_TRUE(same_buffer(x.buffer(), x0.buffer(), "x")) << what;
                break;
            }
            EXPECT_TRUE(outside_unchanged(x, x0, "x")) << what;
            for (int64_t k = 0; k < n; ++k) {
                if (has_nan(x0[k])) {
                    EXPECT_TRUE(has_nan(x[k])) << what << " NaN must stay NaN, element " << k;
                    continue;
                }
                auto const want = wide(g.alpha) * wide(x0[k]);
                ASSERT_LE(std::abs(wide(x[k]) - want), 8 * e * abs_of(g.alpha) * abs_of(x0[k]))
                    << what << " element " << k;
            }
            break;
        case R12::copy:
            EXPECT_TRUE(outside_unchanged(y, y0, "y")) << what;
            for (int64_t k = 0; k < n; ++k) ASSERT_TRUE(same_bits(y[k], x0[k])) << what << k;
            if (n == 0) {
                EXPECT_TRUE(same_buffer(y.buffer(), y0.buffer(), "y")) << what;
            }
            break;
        case R12::swap:
            EXPECT_TRUE(outside_unchanged(y, y0, "y")) << what;
            EXPECT_TRUE(outside_unchanged(x, x0, "x")) << what;
            for (int64_t k = 0; k < n; ++k) {
                ASSERT_TRUE(same_bits(y[k], x0[k])) << what << " y " << k;
                ASSERT_TRUE(same_bits(x[k], y0[k])) << what << " x " << k;
            }
            break;
        case R12::dot:
        case R12::dotu:
        case R12::dotc: {
            Wide<T> want = 0;
            double mag = 0;
            for (int64_t k = 0; k < n; ++k) {
                want += wide(conj_if(r == R12::dotc, x0[k])) * wide(y0[k]);
                mag += abs_of(x0[k]) * abs_of(y0[k]);
            }
            ASSERT_LE(std::abs(wide(b.result[i]) - want), 8 * (double(n) + 2) * e * mag)
                << what << " result " << test::to_text(b.result[i]);
            break;
        }
        case R12::nrm2: {
            long double sum = 0;
            for (int64_t k = 0; k < n; ++k) {
                long double const re = test::real_part(x0[k]), im = test::imag_part(x0[k]);
                sum += re * re + im * im;
            }
            double const want = double(std::sqrt(sum));
            ASSERT_LE(std::abs(double(b.real_result[i]) - want), 4 * (double(n) + 2) * e * want)
                << what << " result " << b.real_result[i];
            break;
        }
        case R12::asum: {
            double want = 0;
            if (g.incx > 0)
                for (int64_t k = 0; k < n; ++k) want += double(abs1(x0[k]));
            ASSERT_LE(std::abs(double(b.real_result[i]) - want), 4 * (double(n) + 2) * e * want)
                << what << " result " << b.real_result[i];
            break;
        }
        case R12::iamax: {
            int64_t want = 0;
            if (n > 0 && g.incx > 0) {
                want = 1;
                real_t<T> largest = abs1(x0[0]);
                for (int64_t k = 1; k < n; ++k)
                    if (abs1(x0[k]) > largest) {
                        want = k + 1;
                        largest = abs1(x0[k]);
                    }
            }
            ASSERT_EQ(b.index_result[i], want) << what;
            break;
        }
        default:
            FAIL();
    }
}

template <typename T>
void verify(Batch<T> const& b)
{
    ASSERT_EQ(b.info[0], 0) << name(b.routine);
    for (int64_t i = 0; i < b.batch_count(); ++i) {
        ASSERT_EQ(b.info[1 + i], 0) << name(b.routine) << " problem " << i;
        if (level2(b.routine))
            verify_level2(b, i);
        else
            verify_level1(b, i);
        if (::testing::Test::HasFatalFailure()) return;
    }
}

// ------------------------------------------------------------------------------------ cases

/** The (alpha, beta, poison) combinations: general, special zeros and ones. */
template <typename T>
std::vector<Group<T>> scalar_variants(Group<T> g, bool with_beta)
{
    T const a = make<T>(0.75, -0.5), b = make<T>(-0.5, 0.25);
    std::vector<Group<T>> out;
    auto add = [&](T alpha, T beta, bool nan_inputs, bool nan_y) {
        g.alpha = alpha;
        g.beta = beta;
        g.nan_inputs = nan_inputs;
        g.nan_y = nan_y;
        out.push_back(g);
    };
    add(a, b, false, false);
    add(T(0), b, true, false);
    if (with_beta) {
        add(a, T(0), false, true);
        add(a, T(1), false, false);
        add(T(0), T(1), true, false);
        add(T(0), T(0), true, true);
        add(T(1), b, false, false);
    }
    else {
        add(T(1), b, false, false);
    }
    return out;
}

std::vector<std::pair<int64_t, int64_t>> increment_pairs()
{
    return {{1, 1}, {-1, 1}, {1, -1}, {2, 3}, {-2, 2}, {3, -2}, {-1, -3}};
}

template <typename T>
std::vector<Group<T>> level2_cases(R12 r)
{
    std::vector<Group<T>> out;
    std::vector<std::pair<int64_t, int64_t>> sizes;
    if (r == R12::gemv || is_ger(r))
        sizes = {{0, 0}, {0, 3}, {3, 0}, {1, 1}, {2, 5}, {7, 3}, {13, 17}, {33, 20}, {300, 6}};
    else
        sizes = {{0, 0}, {1, 1}, {2, 2}, {5, 5}, {9, 9}, {17, 17}, {40, 40}, {300, 300}};
    std::vector<blas_trans_t> transes = {BlasNoTrans};
    if (r == R12::gemv || is_tr(r)) transes = {BlasNoTrans, BlasTrans, BlasConjTrans};
    std::vector<blas_uplo_t> uplos = {BlasLower};
    if (is_symv(r) || is_tr(r)) uplos = {BlasUpper, BlasLower};
    std::vector<blas_diag_t> diags = {BlasNonUnit};
    if (is_tr(r)) diags = {BlasNonUnit, BlasUnit};
    for (auto [m, n] : sizes)
        for (auto trans : transes)
            for (auto uplo : uplos)
                for (auto diag : diags)
                    for (auto [incx, incy] : increment_pairs()) {
                        if (m >= 300 && !(incx == 2 || incx == -1)) continue;  // big ones: few
                        Group<T> g;
                        g.m = m, g.n = n, g.trans = trans, g.uplo = uplo, g.diag = diag;
                        g.incx = incx, g.incy = incy;
                        g.pad = (m + n) % 3;
                        if (is_tr(r) || m >= 300) {
                            out.push_back(g);  // big ones: the general scalars only
                            continue;
                        }
                        for (auto const& v : scalar_variants(g, has_beta(r))) out.push_back(v);
                    }
    return out;
}

template <typename T>
std::vector<Group<T>> level1_cases(R12 r)
{
    std::vector<Group<T>> out;
    for (int64_t n : {0, 1, 2, 3, 7, 16, 17, 33, 100, 300})
        for (auto [incx, incy] : increment_pairs()) {
            Group<T> g;
            g.m = 0, g.n = n, g.incx = incx, g.incy = incy;
            if (has_alpha(r)) {
                for (auto const& v : scalar_variants(g, false)) out.push_back(v);
                if (r == R12::scal) {
                    // alpha == 0 on ordinary numbers (with NaN: in scalar_variants).
                    g.alpha = T(0);
                    out.push_back(g);
                }
            }
            else {
                out.push_back(g);
            }
        }
    return out;
}

template <typename T>
class Level12 : public ::testing::Test {
};
TYPED_TEST_SUITE(Level12, test::ScalarTypes, test::TypeNames);

TYPED_TEST(Level12, Level2EveryOptionLayoutIncrementAndSpecialScalar)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        if (!level2(r)) continue;
        for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
            Batch<T> b(r, layout, level2_cases<T>(r));
            b.call(BblasErrorsReportAll);
            verify(b);
            if (this->HasFatalFailure()) return;
        }
    }
}

TYPED_TEST(Level12, Level1EveryIncrementAndSpecialScalar)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        if (level2(r)) continue;
        Batch<T> b(r, BlasColMajor, level1_cases<T>(r));
        b.call(BblasErrorsReportAll);
        verify(b);
        if (this->HasFatalFailure()) return;
    }
}

/** scal with alpha == 0 keeps NaN (0 * NaN), as reference BLAS; incx < 0 leaves x alone. */
TYPED_TEST(Level12, ScalMultipliesNaNAndIgnoresNegativeIncrement)
{
    using T = TypeParam;
    Group<T> g;
    g.n = 5, g.alpha = T(0), g.count = 1;
    Group<T> neg = g;
    neg.incx = -1;
    neg.alpha = make<T>(2);
    Batch<T> b(R12::scal, BlasColMajor, {g, neg});
    b.x[0][2] = nan_value<T>();
    b.call(BblasErrorsReportAll);
    EXPECT_EQ(b.info[0], 0);
    EXPECT_TRUE(has_nan(b.x[0][2]));
    EXPECT_TRUE(same_bits(b.x[0][1], T(0)) || b.x[0][1] == T(0));
    EXPECT_TRUE(same_buffer(b.x[1].buffer(), b.x0[1].buffer(), "x"));
}

/** ger skips a column whose multiplier is zero: y_j (column-major) or x_i (row-major). */
TYPED_TEST(Level12, GerSkipsZeroMultipliers)
{
    using T = TypeParam;
    R12 const r = is_complex_v<T> ? R12::geru : R12::ger;
    for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
        Group<T> g;
        g.m = 3, g.n = 4, g.count = 1, g.alpha = make<T>(1.5);
        Batch<T> b(r, layout, {g});
        bool const col = layout == BlasColMajor;
        // Column-major: y_1 = 0 with x NaN in row 0 leaves column 1 alone; row-major: x_1 = 0
        // with y NaN in column 0 leaves row 1 alone.
        if (col) {
            b.y[0][1] = T(0);
            b.x[0][0] = nan_value<T>();
        }
        else {
            b.x[0][1] = T(0);
            b.y[0][0] = nan_value<T>();
        }
        b.A0 = b.A;
        b.call(BblasErrorsReportAll);
        ASSERT_EQ(b.info[0], 0);
        for (int64_t k = 0; k < (col ? g.m : g.n); ++k) {
            int64_t const i = col ? k : 1, j = col ? 1 : k;
            EXPECT_TRUE(same_bits(b.A[0](i, j), b.A0[0](i, j))) << i << ", " << j;
        }
    }
}

/** nrm2 neither overflows nor underflows; NaN and Inf propagate. */
TYPED_TEST(Level12, Nrm2HugeTinyNaNInf)
{
    using T = TypeParam;
    using Real = real_t<T>;
    bool const single = std::is_same_v<Real, float>;
    double const huge = single ? 1e30 : 1e300, tiny = single ? 1e-30 : 1e-300;
    double const sub = single ? 1e-40 : 1e-310;  // subnormal
    struct Case {
        std::vector<T> values;
        double want;
    };
    double const r2 = std::sqrt(2.0);
    std::vector<Case> cases = {
        {{make<T>(huge), make<T>(huge), make<T>(huge), make<T>(huge)}, 2 * huge},
        {{make<T>(tiny), make<T>(-tiny), make<T>(tiny), make<T>(tiny)}, 2 * tiny},
        {{make<T>(huge), make<T>(1), make<T>(tiny)}, huge},
        {{make<T>(sub), make<T>(sub)}, double(Real(sub)) * r2},
        {{make<T>(3 * tiny), make<T>(4 * tiny)}, 5 * tiny},
        {{make<T>(0), make<T>(0)}, 0},
        {{make<T>(huge, huge)}, is_complex_v<T> ? huge * r2 : huge},
    };
    for (int64_t incx : {1, 2, -1}) {
        std::vector<Group<T>> groups;
        for (auto const& c : cases) {
            Group<T> g;
            g.n = int64_t(c.values.size()), g.incx = incx, g.count = 1;
            groups.push_back(g);
        }
        Batch<T> b(R12::nrm2, BlasColMajor, groups);
        for (size_t c = 0; c < cases.size(); ++c)
            for (size_t k = 0; k < cases[c].values.size(); ++k) b.x[c][k] = cases[c].values[k];
        b.call(BblasErrorsReportAll);
        ASSERT_EQ(b.info[0], 0);
        for (size_t c = 0; c < cases.size(); ++c) {
            double const got = double(b.real_result[c]), want = double(Real(cases[c].want));
            EXPECT_TRUE(std::isfinite(got)) << "case " << c;
            double const subnormal = double(std::numeric_limits<Real>::denorm_min());
            EXPECT_LE(std::abs(got - want), 8 * eps<T>() * want + subnormal)
                << "case " << c << " incx " << incx << ": " << got;
        }
    }
    // NaN anywhere gives NaN; Inf gives Inf; NaN with Inf gives NaN.
    double const inf = std::numeric_limits<double>::infinity();
    double const nan = std::numeric_limits<double>::quiet_NaN();
    std::vector<std::vector<T>> special = {
        {make<T>(1), make<T>(nan), make<T>(huge)},
        {make<T>(1), make<T>(-inf), make<T>(2)},
        {make<T>(inf), make<T>(nan)},
    };
    std::vector<Group<T>> groups;
    for (auto const& v : special) {
        Group<T> g;
        g.n = int64_t(v.size()), g.count = 1;
        groups.push_back(g);
    }
    Batch<T> b(R12::nrm2, BlasColMajor, groups);
    for (size_t c = 0; c < special.size(); ++c)
        for (size_t k = 0; k < special[c].size(); ++k) b.x[c][k] = special[c][k];
    b.call(BblasErrorsReportAll);
    EXPECT_TRUE(std::isnan(b.real_result[0]));
    EXPECT_TRUE(std::isinf(b.real_result[1]) && b.real_result[1] > 0);
    EXPECT_TRUE(std::isnan(b.real_result[2]));
}

/** iamax: |Re| + |Im|, first of equal maxima, NaN never wins unless it comes first. */
TYPED_TEST(Level12, IamaxRules)
{
    using T = TypeParam;
    double const nan = std::numeric_limits<double>::quiet_NaN();
    struct Case {
        std::vector<T> values;
        int64_t incx, want;
    };
    std::vector<Case> cases = {
        {{make<T>(1), make<T>(-3), make<T>(3), make<T>(2)}, 1, 2},
        {{make<T>(nan), make<T>(5), make<T>(1)}, 1, 1},
        {{make<T>(1), make<T>(nan), make<T>(5)}, 2, 3},
        {{make<T>(1), make<T>(7)}, -1, 0},
        {{make<T>(4)}, 1, 1},
    };
    if constexpr (is_complex_v<T>) {
        // |3 + 0i| = 3 > |2 + 2i| = 2.83, but |Re| + |Im| is 3 < 4.
        cases.push_back({{make<T>(3, 0), make<T>(2, 2), make<T>(-1, -3)}, 1, 2});
    }
    std::vector<Group<T>> groups;
    for (auto const& c : cases) {
        Group<T> g;
        g.n = int64_t(c.values.size()), g.incx = c.incx, g.count = 1;
        groups.push_back(g);
    }
    Group<T> empty;
    empty.n = 0, empty.count = 1;
    groups.push_back(empty);
    Batch<T> b(R12::iamax, BlasColMajor, groups);
    for (size_t c = 0; c < cases.size(); ++c)
        for (size_t k = 0; k < cases[c].values.size(); ++k) b.x[c][k] = cases[c].values[k];
    b.call(BblasErrorsReportAll);
    ASSERT_EQ(b.info[0], 0);
    for (size_t c = 0; c < cases.size(); ++c) EXPECT_EQ(b.index_result[c], cases[c].want) << c;
    EXPECT_EQ(b.index_result[cases.size()], 0);
}

/** asum of complex elements is sum |Re| + |Im|; incx < 0 and n == 0 give 0. */
TYPED_TEST(Level12, AsumRules)
{
    using T = TypeParam;
    Group<T> g;
    g.n = 2, g.count = 1;
    Group<T> neg = g;
    neg.incx = -2;
    Group<T> empty = g;
    empty.n = 0;
    Batch<T> b(R12::asum, BlasColMajor, {g, neg, empty});
    b.x[0][0] = make<T>(-1, 2);
    b.x[0][1] = make<T>(3, -4);
    b.call(BblasErrorsReportAll);
    ASSERT_EQ(b.info[0], 0);
    EXPECT_EQ(double(b.real_result[0]), is_complex_v<T> ? 10.0 : 4.0);
    EXPECT_EQ(double(b.real_result[1]), 0.0);
    EXPECT_EQ(double(b.real_result[2]), 0.0);
}

// ------------------------------------------------------------------------------------ checking

/** One invalid-argument case: edits group 1 (two problems) of a valid three-group batch. */
template <typename T>
struct Invalid {
    std::string what;
    std::function<void(Batch<T>&)> edit;
    int null_position = 0;
    int64_t code = 0;
    bool every_problem = false;  ///< a null array argument affects all groups
};

/** The valid base batch: groups of 1, 2, 1 problems, group 1 with the routine's defaults. */
template <typename T>
Batch<T> base_batch(R12 r, blas_layout_t layout)
{
    Group<T> g0, g1, g2;
    g0.count = 1, g0.m = 2, g0.n = 2, g0.uplo = BlasUpper, g0.trans = BlasTrans;
    g1.count = 2, g1.m = 3, g1.n = 4, g1.incx = 2, g1.incy = -1;
    g2.count = 1, g2.m = 4, g2.n = 3, g2.diag = BlasUnit;
    return Batch<T>(r, layout, {g0, g1, g2});
}

template <typename T>
std::vector<Invalid<T>> invalid_cases(R12 r, blas_layout_t layout)
{
    Positions const p = positions(r);
    std::vector<Invalid<T>> v;
    auto add = [&](std::string what, std::function<void(Batch<T>&)> edit, int pos) {
        v.push_back({what, edit, 0, -int64_t(pos), false});
    };
    auto add_null = [&](std::string what, int pos) {
        v.push_back({what, nullptr, pos, -int64_t(pos), true});
    };
    bool const col = layout == BlasColMajor;
    if (p.trans) {
        for (int bad : {0, -1, 110, 114, 121})
            add(
                "trans " + std::to_string(bad),
                [bad](Batch<T>& b) { b.trans[1] = blas_trans_t(bad); }, p.trans);
        add_null("trans array", p.trans);
    }
    if (p.uplo) {
        for (int bad : {0, 111, 120, 123})
            add(
                "uplo " + std::to_string(bad), [bad](Batch<T>& b) { b.uplo[1] = blas_uplo_t(bad); },
                p.uplo);
        add_null("uplo array", p.uplo);
    }
    if (p.diag) {
        for (int bad : {0, 130, 133, 121})
            add(
                "diag " + std::to_string(bad), [bad](Batch<T>& b) { b.diag[1] = blas_diag_t(bad); },
                p.diag);
        add_null("diag array", p.diag);
    }
    if (p.m) {
        add(
            "m -1", [](Batch<T>& b) { b.m[1] = -1; }, p.m);
        add_null("m array", p.m);
    }
    add(
        "n -1", [](Batch<T>& b) { b.n[1] = -1; }, p.n);
    add_null("n array", p.n);
    if (p.alpha) add_null("alpha array", p.alpha);
    if (p.A) {
        add(
            "A null", [](Batch<T>& b) { b.A_ptr[1] = b.A_ptr[2] = nullptr; }, p.A);
        add_null("A array", p.A);
        // One below the minimum leading dimension, and 0.
        int64_t const stored = (r == R12::gemv || is_ger(r)) ? (col ? 3 : 4) : 4;
        add(
            "lda too small", [stored](Batch<T>& b) { b.lda[1] = stored - 1; }, p.lda);
        add(
            "lda 0", [](Batch<T>& b) { b.lda[1] = 0; }, p.lda);
        add_null("lda array", p.lda);
    }
    add(
        "x null", [](Batch<T>& b) { b.x_ptr[1] = b.x_ptr[2] = nullptr; }, p.x);
    add_null("x array", p.x);
    add(
        "incx 0", [](Batch<T>& b) { b.incx[1] = 0; }, p.incx);
    add_null("incx array", p.incx);
    if (p.beta) add_null("beta array", p.beta);
    if (p.y) {
        add(
            "y null", [](Batch<T>& b) { b.y_ptr[1] = b.y_ptr[2] = nullptr; }, p.y);
        add_null("y array", p.y);
        add(
            "incy 0", [](Batch<T>& b) { b.incy[1] = 0; }, p.incy);
        add_null("incy array", p.incy);
    }
    if (p.result) add_null("result array", p.result);
    // Several invalid arguments: the first position counts.
    add(
        "n -1 and incx 0",
        [](Batch<T>& b) {
            b.n[1] = -1;
            b.incx[1] = 0;
        },
        p.n);
    return v;
}

TYPED_TEST(Level12, EveryInvalidArgumentReportAllExactCodeNothingWritten)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
            if (!level2(r) && layout == BlasRowMajor) continue;
            for (auto const& c : invalid_cases<T>(r, layout)) {
                Batch<T> b = base_batch<T>(r, layout);
                if (c.edit) c.edit(b);
                b.call(BblasErrorsReportAll, c.null_position);
                std::string const what =
                    std::string(name(r)) + " layout " + std::to_string(int(layout)) + ": " + c.what;
                for (int64_t i = 0; i < b.batch_count(); ++i) {
                    bool const in_group1 = b.group_of[i] == 1;
                    EXPECT_EQ(b.info[1 + i], c.every_problem || in_group1 ? c.code : 0)
                        << what << ", problem " << i;
                }
                EXPECT_EQ(b.info[0], c.every_problem ? 1 : 2) << what;
                EXPECT_TRUE(b.untouched()) << what;
            }
        }
    }
}

/** Null pointers that the operation does not reference are valid. */
TYPED_TEST(Level12, UnreferencedNullPointersAreValid)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        blas_layout_t const layout = BlasColMajor;
        std::vector<std::pair<std::string, std::function<void(Batch<T>&)>>> cases;
        auto null_all = [r](Batch<T>& b, bool A, bool x, bool y) {
            for (int64_t i = 1; i <= 2; ++i) {
                if (A) b.A_ptr[i] = nullptr;
                if (x) b.x_ptr[i] = nullptr;
                if (y && has_y(r)) b.y_ptr[i] = nullptr;
            }
        };
        cases.push_back({"n 0", [&](Batch<T>& b) {
                             b.n[1] = 0;
                             null_all(b, true, true, true);
                         }});
        if (r == R12::gemv || is_ger(r))
            cases.push_back({"m 0", [&](Batch<T>& b) {
                                 b.m[1] = 0;
                                 null_all(b, true, true, true);
                             }});
        if (r == R12::gemv || is_symv(r)) {
            cases.push_back({"alpha 0", [&](Batch<T>& b) {
                                 b.alpha[1] = T(0);
                                 null_all(b, true, true, false);
                             }});
            cases.push_back({"alpha 0 beta 1", [&](Batch<T>& b) {
                                 b.alpha[1] = T(0);
                                 b.beta[1] = T(1);
                                 null_all(b, true, true, true);
                             }});
        }
        if (is_ger(r) || r == R12::axpy)
            cases.push_back({"alpha 0", [&](Batch<T>& b) {
                                 b.alpha[1] = T(0);
                                 null_all(b, true, true, true);
                             }});
        if (r == R12::scal || r == R12::asum || r == R12::iamax)
            cases.push_back({"incx < 0", [&](Batch<T>& b) {
                                 b.incx[1] = -1;
                                 null_all(b, false, true, false);
                             }});
        for (auto const& [what, edit] : cases) {
            Batch<T> b = base_batch<T>(r, layout);
            edit(b);
            b.call(BblasErrorsReportAll);
            EXPECT_EQ(b.info[0], 0) << name(r) << ": " << what;
            for (int64_t i = 0; i < b.batch_count(); ++i)
                EXPECT_EQ(b.info[1 + i], 0) << name(r) << ": " << what << ", problem " << i;
        }
    }
}

/** Whole pointer arrays null where no problem of the batch references them. */
TYPED_TEST(Level12, UnreferencedNullArraysAreValid)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        Positions const p = positions(r);
        struct Case {
            std::string what;
            std::function<void(Group<T>&)> edit;
            std::vector<int> arrays;
        };
        std::vector<Case> cases;
        std::vector<int> const all = {p.A, p.x, p.y};
        cases.push_back({"n 0", [](Group<T>& g) { g.n = 0; }, all});
        if (r == R12::gemv || is_ger(r))
            cases.push_back({"m 0", [](Group<T>& g) { g.m = 0; }, all});
        if (r == R12::gemv || is_symv(r)) {
            cases.push_back({"alpha 0", [](Group<T>& g) { g.alpha = T(0); }, {p.A, p.x}});
            cases.push_back({"alpha 0 beta 1",
                             [](Group<T>& g) {
                                 g.alpha = T(0);
                                 g.beta = T(1);
                             },
                             all});
        }
        if (is_ger(r) || r == R12::axpy)
            cases.push_back({"alpha 0", [](Group<T>& g) { g.alpha = T(0); }, all});
        if (r == R12::scal || r == R12::asum || r == R12::iamax)
            cases.push_back({"incx < 0", [](Group<T>& g) { g.incx = -1; }, {p.x}});
        for (blas_layout_t layout : {BlasColMajor, BlasRowMajor}) {
            if (!level2(r) && layout == BlasRowMajor) continue;
            for (auto const& c : cases) {
                std::vector<Group<T>> groups(3);
                groups[1].uplo = BlasUpper, groups[1].trans = BlasTrans, groups[2].count = 1;
                for (auto& g : groups) c.edit(g);
                Batch<T> b(r, layout, groups);
                b.null_arrays = c.arrays;
                b.call(BblasErrorsReportAll);
                std::string const what = std::string(name(r)) + ": " + c.what;
                EXPECT_EQ(b.info[0], 0) << what;
                for (int64_t i = 0; i < b.batch_count(); ++i)
                    EXPECT_EQ(b.info[1 + i], 0) << what << ", problem " << i;
                // Nothing that the arrays point to was referenced, so nothing changed but y
                // (gemv / symv with alpha == 0 scale it) and the results.
                for (int64_t i = 0; i < b.batch_count(); ++i) {
                    EXPECT_TRUE(same_buffer(b.A[i].buffer(), b.A0[i].buffer(), "A")) << what;
                    EXPECT_TRUE(same_buffer(b.x[i].buffer(), b.x0[i].buffer(), "x")) << what;
                }
            }
        }
    }
}

TYPED_TEST(Level12, CallLevelErrors)
{
    using T = TypeParam;
    for (R12 r : c_routines<T>()) {
        Positions const p = positions(r);
        std::string const what = name(r);
        if (level2(r)) {
            Batch<T> b = base_batch<T>(r, blas_layout_t(0));
            b.call(BblasErrorsReportAll);
            EXPECT_EQ(b.info[0], -1) << what << " layout";
            EXPECT_EQ(b.info[1], 0) << what;
            EXPECT_TRUE(b.untouched()) << what;
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.call(BblasErrorsReportAll, 0, -1);
            EXPECT_EQ(b.info[0], -p.group_count) << what << " group_count";
            EXPECT_TRUE(b.untouched()) << what;
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            int64_t const bad_sizes[] = {1, -2, 1};
            b.call(BblasErrorsReportAll, 0, Batch<T>::default_count, bad_sizes);
            EXPECT_EQ(b.info[0], -p.group_sizes) << what << " group_sizes";
            EXPECT_TRUE(b.untouched()) << what;
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.call(BblasErrorsReportAll, p.group_sizes);
            EXPECT_EQ(b.info[0], -p.group_sizes) << what << " null group_sizes";
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.call(7);
            EXPECT_EQ(b.info[0], -p.info) << what << " info mode";
            EXPECT_TRUE(b.untouched()) << what;
        }
        {
            // group_count 0: nothing to do, nothing read.
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.call(BblasErrorsReportAll, 0, 0);
            EXPECT_EQ(b.info[0], 0) << what << " group_count 0";
            EXPECT_TRUE(b.untouched()) << what;
        }
    }
}

/** ReportGroup, ReportAny and ReportNone on a Level 1 and a Level 2 routine. */
TYPED_TEST(Level12, OtherReportingModes)
{
    using T = TypeParam;
    for (R12 r : {R12::gemv, R12::axpy}) {
        int64_t const incx_code = -positions(r).incx;
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.incx[1] = 0;
            b.call(BblasErrorsReportGroup);
            EXPECT_EQ(b.info[0], 2);
            EXPECT_EQ(b.info[1], 0);
            EXPECT_EQ(b.info[2], incx_code);
            EXPECT_EQ(b.info[3], 0);
            EXPECT_TRUE(b.untouched());
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.incx[2] = 0;
            b.call(BblasErrorsReportAny);
            EXPECT_EQ(b.info[0], 3);
            EXPECT_TRUE(b.untouched());
        }
        {
            Batch<T> b = base_batch<T>(r, BlasColMajor);
            b.call(BblasErrorsReportNone);
            EXPECT_EQ(b.info[0], 0);
            for (int64_t i = 0; i < b.batch_count(); ++i)
                if (level2(r))
                    verify_level2(b, i);
                else
                    verify_level1(b, i);
        }
    }
}

// ------------------------------------------------------------------------------------ C++ API

/** Flat, group and strided C++ forms give the C API's results; checking and result sizes. */
TYPED_TEST(Level12, CxxFormsMatchTheCApi)
{
    using T = TypeParam;
    using batchblas::Diag;
    using batchblas::Layout;
    using batchblas::Op;
    using batchblas::Uplo;
    int64_t const n = 5, count = 3;
    test::Random random(7);
    std::vector<T> A(size_t(n * n * count)), x(size_t(n * count)), y(size_t(n * count));
    for (auto& v : A) v = random.next<T>();
    for (auto& v : x) v = random.next<T>();
    for (auto& v : y) v = random.next<T>();
    std::vector<T*> Ap, xp, yp;
    for (int64_t i = 0; i < count; ++i) {
        Ap.push_back(A.data() + i * n * n);
        xp.push_back(x.data() + i * n);
        yp.push_back(y.data() + i * n);
    }
    T const alpha = make<T>(0.5, 0.25), beta = make<T>(2, -1);

    // gemv: the C API on copies gives the expected y.
    std::vector<T> y_c = y;
    std::vector<T*> yp_c;
    for (int64_t i = 0; i < count; ++i) yp_c.push_back(y_c.data() + i * n);
    {
        blas_trans_t const tr = BlasConjTrans;
        int64_t const nn = n, ld = n, inc = 1, size = count;
        int64_t info[1] = {BblasErrorsReportAny};
        std::vector<T const*> Ac(Ap.begin(), Ap.end()), xc(xp.begin(), xp.end());
        if constexpr (std::is_same_v<T, float>)
            BLAS_gemv_batched_r32(BlasRowMajor, &tr, &nn, &nn, &alpha, Ac.data(), &ld, xc.data(),
                                  &inc, &beta, yp_c.data(), &inc, 1, &size, info);
        else if constexpr (std::is_same_v<T, double>)
            BLAS_gemv_batched_r64(BlasRowMajor, &tr, &nn, &nn, &alpha, Ac.data(), &ld, xc.data(),
                                  &inc, &beta, yp_c.data(), &inc, 1, &size, info);
        else if constexpr (std::is_same_v<T, std::complex<float>>)
            BLAS_gemv_batched_c32(BlasRowMajor, &tr, &nn, &nn, &alpha, Ac.data(), &ld, xc.data(),
                                  &inc, &beta, yp_c.data(), &inc, 1, &size, info);
        else
            BLAS_gemv_batched_c64(BlasRowMajor, &tr, &nn, &nn, &alpha, Ac.data(), &ld, xc.data(),
                                  &inc, &beta, yp_c.data(), &inc, 1, &size, info);
        ASSERT_EQ(info[0], 0);
    }
    {
        std::vector<T> y1 = y, y2 = y, y3 = y;
        std::vector<T*> p1, p2;
        for (int64_t i = 0; i < count; ++i) {
            p1.push_back(y1.data() + i * n);
            p2.push_back(y2.data() + i * n);
        }
        std::vector<int64_t> info(count);
        batchblas::gemv(Layout::RowMajor, {Op::ConjTrans}, {n}, {n}, {alpha}, Ap, {n}, xp, {1},
                        {beta}, p1, {1}, size_t(count), info);
        std::vector<int64_t> info1(1);
        batchblas::gemv(Layout::RowMajor, {Op::ConjTrans}, {n}, {n}, {alpha}, Ap, {n}, xp, {1},
                        {beta}, p2, {1}, std::vector<size_t>{1, 2}, info1);
        std::vector<int64_t> none;
        batchblas::gemv(Layout::RowMajor, {Op::ConjTrans}, {n}, {n}, {alpha}, A.data(), {n}, n * n,
                        x.data(), {1}, n, {beta}, y3.data(), {1}, n, size_t(count), none);
        EXPECT_TRUE(same_bits(y1.data(), y_c.data(), y.size()));
        EXPECT_TRUE(same_bits(y2.data(), y_c.data(), y.size()));
        EXPECT_TRUE(same_bits(y3.data(), y_c.data(), y.size()));
    }

    // dot: ger-like BLAS++ naming: dot conjugates, dotu does not.
    {
        std::vector<T> r1(count), r2(count), r3(count);
        std::vector<int64_t> info;
        batchblas::dot(std::vector<int64_t>{n}, xp, {1}, yp, {1}, r1, size_t(count), info);
        batchblas::dotu(std::vector<int64_t>{n}, x.data(), {-1}, n, y.data(), {1}, n, r2,
                        size_t(count), info);
        batchblas::dotc(std::vector<int64_t>{n}, xp, {1}, yp, {1}, r3, std::vector<size_t>{count},
                        info);
        for (int64_t i = 0; i < count; ++i) {
            Wide<T> want1 = 0, want2 = 0;
            for (int64_t k = 0; k < n; ++k) {
                want1 += wide(test::conj(x[i * n + k])) * wide(y[i * n + k]);
                want2 += wide(x[i * n + (n - 1 - k)]) * wide(y[i * n + k]);
            }
            double const tol = 64 * eps<T>() * n;
            EXPECT_LE(std::abs(wide(r1[i]) - want1), tol);
            EXPECT_LE(std::abs(wide(r2[i]) - want2), tol);
            EXPECT_TRUE(same_bits(r3[i], r1[i]));
        }
        std::vector<T> wrong(count + 1);
        EXPECT_THROW(
            batchblas::dot(std::vector<int64_t>{n}, xp, {1}, yp, {1}, wrong, size_t(count), info),
            batchblas::Error);
    }

    // nrm2 and iamax results; argument-based and problem-based checking.
    {
        std::vector<real_t<T>> norms(count);
        std::vector<int64_t> index(count);
        std::vector<int64_t> info(1);
        batchblas::nrm2(std::vector<int64_t>{n}, xp, {1}, norms, size_t(count), info);
        EXPECT_EQ(info[0], 0);
        batchblas::iamax(std::vector<int64_t>{n}, x.data(), {1}, n, index, size_t(count), info);
        for (int64_t i = 0; i < count; ++i) {
            EXPECT_GE(index[i], 1);
            EXPECT_LE(index[i], n);
            EXPECT_GT(norms[i], 0);
        }
        std::vector<real_t<T>> before = norms;
        info.assign(1, 0);
        EXPECT_THROW(batchblas::nrm2(std::vector<int64_t>{n}, xp, {0}, norms, size_t(count), info),
                     batchblas::Error);
        EXPECT_EQ(info[0], -3);
        EXPECT_EQ(before, norms);
        std::vector<int64_t> per_problem(count);
        EXPECT_THROW(batchblas::nrm2(std::vector<int64_t>{n, -1, n}, xp, {1}, norms, size_t(count),
                                     per_problem),
                     batchblas::Error);
        EXPECT_EQ(per_problem, (std::vector<int64_t>{0, -1, 0}));
        // Lowest invalid position wins in argument-based mode: n (1) before incx (3).
        info.assign(1, 0);
        EXPECT_THROW(batchblas::nrm2(std::vector<int64_t>{n, -1, n}, xp, {1, 0, 1}, norms,
                                     size_t(count), info),
                     batchblas::Error);
        EXPECT_EQ(info[0], -1);
    }

    // Level 2 checking in C++: layout is position 1, lda position 6 for symv.
    {
        std::vector<T> y1 = y;
        std::vector<T*> p1;
        for (int64_t i = 0; i < count; ++i) p1.push_back(y1.data() + i * n);
        std::vector<int64_t> info(1);
        EXPECT_THROW(batchblas::hemv(Layout(0), {Uplo::Lower}, {n}, {alpha}, Ap, {n}, xp, {1},
                                     {beta}, p1, {1}, size_t(count), info),
                     batchblas::Error);
        EXPECT_EQ(info[0], -1);
        EXPECT_THROW(batchblas::symv(Layout::ColMajor, {Uplo::Lower}, {n}, {alpha}, Ap, {n - 1}, xp,
                                     {1}, {beta}, p1, {1}, size_t(count), info),
                     batchblas::Error);
        EXPECT_EQ(info[0], -6);
        EXPECT_THROW(
            batchblas::trsv(Layout::ColMajor, {Uplo::Lower}, {Op::NoTrans}, {Diag::NonUnit}, {n},
                            Ap, {n}, p1, {1, 1}, size_t(count), info),
            batchblas::Error);  // incx vector of the wrong size
        EXPECT_TRUE(same_bits(y1.data(), y.data(), y.size()));
    }

    // The remaining C++ routines run through a strided or group form once.
    {
        std::vector<T> A1 = A, x1 = x, y1 = y;
        std::vector<int64_t> info(count);
        batchblas::ger(Layout::ColMajor, {n}, {n}, {alpha}, x.data(), {1}, n, y.data(), {1}, n,
                       A1.data(), {n}, n * n, size_t(count), info);
        batchblas::geru(Layout::ColMajor, {n}, {n}, {alpha}, x.data(), {1}, n, y.data(), {1}, n,
                        A1.data(), {n}, n * n, size_t(count), info);
        batchblas::gerc(Layout::RowMajor, {n}, {n}, {alpha}, x.data(), {1}, n, y.data(), {1}, n,
                        A1.data(), {n}, n * n, size_t(count), info);
        batchblas::trmv(Layout::RowMajor, {Uplo::Upper}, {Op::Trans}, {Diag::Unit}, {n}, A.data(),
                        {n}, n * n, x1.data(), {1}, n, size_t(count), info);
        batchblas::axpy(std::vector<int64_t>{n}, {alpha}, x.data(), {1}, n, y1.data(), {1}, n,
                        size_t(count), info);
        std::vector<int64_t> no_checks;
        batchblas::scal(std::vector<int64_t>{n}, {alpha}, x1.data(), {2}, n, size_t(1), no_checks);
        batchblas::copy(std::vector<int64_t>{n}, x.data(), {1}, n, y1.data(), {1}, n, size_t(count),
                        info);
        EXPECT_TRUE(same_bits(y1.data(), x.data(), y.size()));
        batchblas::swap(std::vector<int64_t>{n}, x1.data(), {1}, n, y1.data(), {1}, n,
                        size_t(count), info);
        std::vector<real_t<T>> sums(count);
        batchblas::asum(std::vector<int64_t>{n}, x.data(), {1}, n, sums, size_t(count), info);
        for (int64_t i = 0; i < count; ++i) {
            double want = 0;
            for (int64_t k = 0; k < n; ++k) want += double(abs1(x[i * n + k]));
            EXPECT_LE(std::abs(double(sums[i]) - want), 16 * eps<T>() * want);
        }
    }
}

}  // namespace
