// SPDX-License-Identifier: BSD-3-Clause
/**
 * The LAPACK algorithms of the GPU, as team routines: a team of threads (a whole block; the
 * routines also run on a warp, Team<true>) factors or solves one problem, with its matrices in
 * shared memory when they fit, else in place in global memory. Matrices of at most 32 rows and
 * columns go to the register kernels instead (lapack_registers.cuh). Every routine works on the logical matrix through a strided view
 * (Mat), so that both layouts and the transposed and upper-triangular cases are the same code.
 *
 * Synchronisation: every phase that reads what another thread wrote in the phase before is
 * separated from it by team.sync(); all threads of a team take the same branches (every
 * decision reads values the whole team sees after a sync), so the syncs are never divergent.
 */
#pragma once

#include <cstdint>

#include "cuda/device/scalar.hh"

namespace batchblas::cuda {

/** Element (i, j) of a logical matrix at p[i * rs + j * cs]. */
template <typename T>
struct Mat {
    T* p;
    int64_t rs, cs;

    __device__ __forceinline__ T& operator()(int64_t i, int64_t j) const
    {
        return p[i * rs + j * cs];
    }
    /** The transpose, as a view of the same storage. */
    __device__ __forceinline__ Mat transposed() const { return Mat{p, cs, rs}; }
    /** Hides the base from the compiler, so that later accesses recompute their addresses: a
     *  register kernel's addresses held from its loads through a factorization to its stores
     *  would take two registers a column. */
    __device__ __forceinline__ void recompute_addresses() { asm volatile("" : "+l"(p)); }
};

/** The threads of one problem: one warp (several teams in a block) or the whole block. */
template <bool Warp>
struct Team {
    int rank, size;

    __device__ __forceinline__ void sync() const
    {
        if constexpr (Warp)
            __syncwarp();
        else
            __syncthreads();
    }
};

/** Scratch of the block teams' reductions (one slot per warp). */
template <typename R>
struct ReduceScratch {
    R value[32];
    int index[32];
};

/** |re| + |im| for complex (izamax's measure), |x| for real. */
template <typename T>
__device__ __forceinline__ real_of<T> abs1(T x)
{
    if constexpr (complex_v<T>)
        return fabs(x.re) + fabs(x.im);
    else
        return fabs(x);
}

template <typename T>
__device__ __forceinline__ real_of<T> abs2(T x)
{
    if constexpr (complex_v<T>)
        return x.re * x.re + x.im * x.im;
    else
        return x * x;
}

template <typename T>
__device__ __forceinline__ T conj_if(bool conj, T x)
{
    return conj ? conjugate(x) : x;
}

template <typename T>
__device__ __forceinline__ T scale_by(T x, real_of<T> s)
{
    if constexpr (complex_v<T>)
        return T{x.re * s, x.im * s};
    else
        return x * s;
}

/** x / d, d nonzero: for complex through Smith's reciprocal, as reference BLAS divides. */
template <typename T>
__device__ __forceinline__ T divide(T x, T d)
{
    if constexpr (complex_v<T>)
        return x * reciprocal(d);
    else
        return x / d;
}

/** The larger of (v, i) and (w, j): larger value, then lower index; NaN never wins. */
template <typename R>
__device__ __forceinline__ bool beats(R v, int i, R w, int j)
{
    return v > w || (v == w && i < j);
}

/** (best, at) across a warp's 32 lanes by beats, the same on every lane: a butterfly of
 *  shuffles. */
template <typename R>
__device__ __forceinline__ void warp_argmax(R& best, int& at)
{
    for (int offset = 16; offset > 0; offset >>= 1) {
        R const v = __shfl_xor_sync(0xffffffffu, best, offset);
        int const i = __shfl_xor_sync(0xffffffffu, at, offset);
        if (beats(v, i, best, at)) {
            best = v;
            at = i;
        }
    }
}

/**
 * The index in [first, last) of the largest value(i) (lowest index among equals; NaN values
 * are passed over, and `first` is returned when every value is NaN), the same on every thread.
 */
template <bool Warp, typename R, class Value>
__device__ int team_argmax(Team<Warp> t, int first, int last, Value&& value,
                           ReduceScratch<R>* scratch)
{
    R best = R(-1);
    int at = INT32_MAX;
    for (int i = first + t.rank; i < last; i += t.size) {
        R const v = value(i);
        if (beats(v, i, best, at)) {
            best = v;
            at = i;
        }
    }
    warp_argmax(best, at);
    if constexpr (!Warp) {
        int const warp = t.rank / 32, lane = t.rank % 32, warps = (t.size + 31) / 32;
        if (lane == 0) {
            scratch->value[warp] = best;
            scratch->index[warp] = at;
        }
        __syncthreads();
        best = lane < warps ? scratch->value[lane] : R(-1);
        at = lane < warps ? scratch->index[lane] : INT32_MAX;
        warp_argmax(best, at);
        __syncthreads();  // the scratch is reused by the next reduction
    }
    return at == INT32_MAX ? first : at;
}

/** The sum (Max = false) or the maximum (Max = true) of value(i) over [first, last), the same
 *  on every thread. */
template <bool Max, bool Warp, typename R, class Value>
__device__ R team_reduce(Team<Warp> t, int first, int last, Value&& value,
                         ReduceScratch<R>* scratch)
{
    R acc = R(0);
    for (int i = first + t.rank; i < last; i += t.size) {
        R const v = value(i);
        acc = Max ? fmax(acc, v) : acc + v;
    }
    for (int offset = 16; offset > 0; offset >>= 1) {
        R const v = __shfl_xor_sync(0xffffffffu, acc, offset);
        acc = Max ? fmax(acc, v) : acc + v;
    }
    if constexpr (!Warp) {
        int const warp = t.rank / 32, lane = t.rank % 32, warps = (t.size + 31) / 32;
        if (lane == 0) scratch->value[warp] = acc;
        __syncthreads();
        acc = lane < warps ? scratch->value[lane] : R(0);
        for (int offset = 16; offset > 0; offset >>= 1) {
            R const v = __shfl_xor_sync(0xffffffffu, acc, offset);
            acc = Max ? fmax(acc, v) : acc + v;
        }
        __syncthreads();
    }
    return acc;
}

/**
 * Calls f(i, j) for every (i, j) in [i0, i1) x [j0, j1) spread over the team, consecutive
 * threads along the dimension that is contiguous in memory (rows when `rows_fast`). Each
 * thread steps through its elements by a fixed stride with a carry, so that no element costs
 * an integer division.
 */
template <bool Warp, class F>
__device__ __forceinline__ void team_for_each(Team<Warp> t, int i0, int i1, int j0, int j1,
                                              bool rows_fast, F&& f)
{
    int const rows = i1 - i0, cols = j1 - j0;
    if (rows <= 0 || cols <= 0) return;
    int const inner = rows_fast ? rows : cols, outer = rows_fast ? cols : rows;
    int const step_in = t.size % inner, step_out = t.size / inner;
    int in = t.rank % inner, out = t.rank / inner;
    while (out < outer) {
        if (rows_fast)
            f(i0 + in, j0 + out);
        else
            f(i0 + out, j0 + in);
        in += step_in;
        out += step_out;
        if (in >= inner) {
            in -= inner;
            ++out;
        }
    }
}

/** dst = src over rows x cols (the lower triangle only, diagonal included, when `lower`);
 *  consecutive threads along rows when `rows_fast` (the global side's contiguous dimension). */
template <bool Warp, typename T>
__device__ void team_copy(Team<Warp> t, Mat<T> dst, Mat<T> src, int rows, int cols, bool lower,
                          bool rows_fast)
{
    team_for_each(t, 0, rows, 0, cols, rows_fast, [&](int i, int j) {
        if (!lower || i >= j) dst(i, j) = src(i, j);
    });
}

/**
 * LU of the m x n matrix a, with partial pivoting (ipiv: the 1-based pivot rows, written by
 * rank 0) or without. Returns LAPACK's info: the first j (1-based) with U(j, j) exactly zero.
 * A zero pivot leaves its column below the diagonal unscaled and the elimination goes on.
 */
template <bool Warp, typename T>
__device__ int team_getrf(Team<Warp> t, Mat<T> a, int m, int n, bool pivot, int64_t* ipiv,
                          ReduceScratch<real_of<T>>* scratch)
{
    int info = 0;
    int const steps = m < n ? m : n;
    bool const rows_fast = a.rs == 1;
    for (int j = 0; j < steps; ++j) {
        int p = j;
        if (pivot) {
            p = team_argmax(
                t, j, m, [&](int i) { return abs1(a(i, j)); }, scratch);
            if (t.rank == 0) ipiv[j] = p + 1;
        }
        T const piv = a(p, j);
        bool const nonzero = !is_zero(piv);
        if (!nonzero && info == 0) info = j + 1;
        t.sync();  // every thread has read the pivot before the swap moves it
        if (nonzero && p != j) {
            for (int c = t.rank; c < n; c += t.size) {
                T const x = a(j, c);
                a(j, c) = a(p, c);
                a(p, c) = x;
            }
        }
        t.sync();
        if (nonzero) {
            T const r = reciprocal(piv);
            for (int i = j + 1 + t.rank; i < m; i += t.size) a(i, j) = a(i, j) * r;
        }
        t.sync();
        team_for_each(t, j + 1, m, j + 1, n, rows_fast,
                      [&](int i, int c) { a(i, c) = a(i, c) - a(i, j) * a(j, c); });
        t.sync();
    }
    return info;
}

/**
 * Solves op(a) x = b for the n x n triangle of a selected by `lower` (unit diagonal when
 * `unit`; op = conjugate when `conj`), b n x nrhs, in place. Many right-hand sides: a thread
 * per column, no synchronisation; few: each thread owns rows of b (one sync per step, after
 * the owner of row j has finished it).
 */
template <bool Warp, typename T>
__device__ void team_trsm(Team<Warp> t, Mat<T> a, bool lower, bool unit, bool conj, Mat<T> b, int n,
                          int nrhs)
{
    if (n <= 0 || nrhs <= 0) return;
    if (nrhs >= t.size) {
        for (int c = t.rank; c < nrhs; c += t.size) {
            for (int s = 0; s < n; ++s) {
                int const j = lower ? s : n - 1 - s;
                T x = b(j, c);
                if (!unit) x = divide(x, conj_if(conj, a(j, j)));
                b(j, c) = x;
                int const i0 = lower ? j + 1 : 0, i1 = lower ? n : j;
                for (int i = i0; i < i1; ++i) b(i, c) = b(i, c) - conj_if(conj, a(i, j)) * x;
            }
        }
        t.sync();
        return;
    }
    for (int s = 0; s < n; ++s) {
        int const j = lower ? s : n - 1 - s;
        if (!unit && j % t.size == t.rank) {
            T const d = conj_if(conj, a(j, j));
            for (int c = 0; c < nrhs; ++c) b(j, c) = divide(b(j, c), d);
        }
        t.sync();
        int const i0 = lower ? j + 1 : 0, i1 = lower ? n : j;
        int const first = i0 + ((t.rank - i0 % t.size) + t.size) % t.size;  // my first row >= i0
        for (int i = first; i < i1; i += t.size) {
            T const l = conj_if(conj, a(i, j));
            for (int c = 0; c < nrhs; ++c) b(i, c) = b(i, c) - l * b(j, c);
        }
    }
    t.sync();
}

/** Row interchanges of b (n x nrhs rows, LAPACK's laswp): ipiv[j] (1-based) for j in order,
 *  or in reverse order when `reverse`; a thread per column. */
template <bool Warp, typename T>
__device__ void team_swap_rows(Team<Warp> t, Mat<T> b, int n, int nrhs, int64_t const* ipiv,
                               bool reverse)
{
    for (int c = t.rank; c < nrhs; c += t.size) {
        for (int s = 0; s < n; ++s) {
            int const j = reverse ? n - 1 - s : s;
            int const p = int(ipiv[j]) - 1;
            if (p != j) {
                T const x = b(j, c);
                b(j, c) = b(p, c);
                b(p, c) = x;
            }
        }
    }
    t.sync();
}

/** op(A) X = B from getrf's factors in a (n x n) and pivots; trans: 0 none, 1 transpose,
 *  2 conjugate transpose. */
template <bool Warp, typename T>
__device__ void team_getrs(Team<Warp> t, Mat<T> a, int64_t const* ipiv, int trans, Mat<T> b, int n,
                           int nrhs)
{
    if (trans == 0) {
        team_swap_rows(t, b, n, nrhs, ipiv, false);
        team_trsm(t, a, true, true, false, b, n, nrhs);
        team_trsm(t, a, false, false, false, b, n, nrhs);
    }
    else {
        bool const conj = trans == 2;
        Mat<T> const at = a.transposed();
        team_trsm(t, at, true, false, conj, b, n, nrhs);  // U^T is lower in the transpose
        team_trsm(t, at, false, true, conj, b, n, nrhs);  // L^T is unit upper
        team_swap_rows(t, b, n, nrhs, ipiv, true);
    }
}

/**
 * Cholesky factor L (A = L L^H) of the lower triangle of a (n x n), in place; the upper case
 * is this one on the transposed view (see team_potrs). Returns LAPACK's info: the order of the
 * first leading minor that is not positive definite (a diagonal that is not > 0, or NaN);
 * the factorization stops there.
 */
template <bool Warp, typename T>
__device__ int team_potrf(Team<Warp> t, Mat<T> a, int n)
{
    using R = real_of<T>;
    bool const rows_fast = a.rs == 1;
    for (int j = 0; j < n; ++j) {
        R d;
        if constexpr (complex_v<T>)
            d = a(j, j).re;
        else
            d = a(j, j);
        if (!(d > R(0))) return j + 1;  // the same value and decision on every thread
        d = sqrt(d);
        t.sync();  // every thread has read a(j, j)
        if (t.rank == 0) a(j, j) = scalar_from<T>(d);
        R const r = R(1) / d;
        for (int i = j + 1 + t.rank; i < n; i += t.size) a(i, j) = scale_by(a(i, j), r);
        t.sync();
        team_for_each(t, j + 1, n, j + 1, n, rows_fast, [&](int i, int c) {
            if (i >= c) a(i, c) = a(i, c) - a(i, j) * conjugate(a(c, j));
        });
        t.sync();
    }
    return 0;
}

/**
 * A X = B from potrf's factor, stored as the lower triangle of the view a: L for uplo lower;
 * for uplo upper the view is A's transpose, whose lower triangle holds U^T, and A = U^H U
 * means A X = B solves with conj(U^T) then U.
 */
template <bool Warp, typename T>
__device__ void team_potrs(Team<Warp> t, Mat<T> a, bool upper, Mat<T> b, int n, int nrhs)
{
    team_trsm(t, a, true, false, upper, b, n, nrhs);
    team_trsm(t, a.transposed(), false, false, !upper, b, n, nrhs);
}

/**
 * C = A^-1 from getrf's factors in a and pivots, a panel of C's columns [c0, c0 + w) at a time
 * in b (n x w): the identity's columns, interchanged, then solved with L and U (LAPACK getri's
 * result; the caller has checked U's diagonal).
 */
template <bool Warp, typename T>
__device__ void team_inverse_panel(Team<Warp> t, Mat<T> a, int64_t const* ipiv, Mat<T> b, int n,
                                   int c0, int w)
{
    team_for_each(t, 0, n, 0, w, b.rs == 1,
                  [&](int i, int c) { b(i, c) = i == c0 + c ? one<T>() : zero<T>(); });
    t.sync();
    team_getrs(t, a, ipiv, 0, b, n, w);
}

/** The first j (1-based) with U(j, j) exactly zero in a (n x n), 0 if none; every thread. */
template <bool Warp, typename T>
__device__ int team_zero_diagonal(Team<Warp> t, Mat<T> a, int n, ReduceScratch<real_of<T>>* scratch)
{
    using R = real_of<T>;
    R const first = team_reduce<true>(
        t, 0, n, [&](int j) { return is_zero(a(j, j)) ? R(n - j) : R(0); }, scratch);
    return first > R(0) ? n - int(first) + 1 : 0;
}

/**
 * The Householder reflector of LAPACK's larfg (without its rescaling of tiny norms) for a column
 * whose head is alpha and whose tail has the 2-norm xnorm: H = I - tau v v^H with v(0) = 1 and
 * the tail scaled by `scale` maps the column to (beta, 0, ...). No reflection (tau = 0, beta =
 * alpha) when the tail is zero and alpha real.
 */
template <typename T>
struct Reflector {
    T tau, beta, scale;
    bool reflect;
};

template <typename T>
__device__ __forceinline__ Reflector<T> reflector(T alpha, real_of<T> xnorm)
{
    using R = real_of<T>;
    R alpha_re, alpha_im = R(0);
    if constexpr (complex_v<T>) {
        alpha_re = alpha.re;
        alpha_im = alpha.im;
    }
    else {
        alpha_re = alpha;
    }
    Reflector<T> h{zero<T>(), alpha, zero<T>(), !(xnorm == R(0) && alpha_im == R(0))};
    if (h.reflect) {
        R const norm = sqrt(alpha_re * alpha_re + alpha_im * alpha_im + xnorm * xnorm);
        R const beta = alpha_re >= R(0) ? -norm : norm;
        if constexpr (complex_v<T>)
            h.tau = T{(beta - alpha_re) / beta, -alpha_im / beta};
        else
            h.tau = (beta - alpha_re) / beta;
        h.beta = scalar_from<T>(beta);
        h.scale = reciprocal(alpha - h.beta);
    }
    return h;
}

/**
 * Householder QR of the m x n matrix a (LAPACK geqr2: A = H_1 ... H_k R, H_j = I - tau_j v v^H
 * with v(j) = 1 implicit and v below the diagonal in column j; tau written by rank 0). The
 * reflector is LAPACK larfg's, without its rescaling of tiny norms.
 */
template <bool Warp, typename T>
__device__ void team_geqrf(Team<Warp> t, Mat<T> a, int m, int n, T* tau,
                           ReduceScratch<real_of<T>>* scratch)
{
    using R = real_of<T>;
    int const steps = m < n ? m : n;
    for (int j = 0; j < steps; ++j) {
        R const big = team_reduce<true>(
            t, j + 1, m, [&](int i) { return abs1(a(i, j)); }, scratch);
        R xnorm = R(0);
        if (big > R(0)) {
            R const s = R(1) / big;
            xnorm =
                big * sqrt(team_reduce<false>(
                          t, j + 1, m, [&](int i) { return abs2(scale_by(a(i, j), s)); }, scratch));
        }
        Reflector<T> const h = reflector(a(j, j), xnorm);
        t.sync();  // every thread has read alpha
        if (t.rank == 0) {
            tau[j] = h.tau;
            a(j, j) = h.beta;
        }
        if (h.reflect)
            for (int i = j + 1 + t.rank; i < m; i += t.size) a(i, j) = a(i, j) * h.scale;
        t.sync();
        // A(j:m, j+1:n) = H^H A(j:m, j+1:n): per column c, w = v^H a(:, c), a -= conj(tau) v w.
        if (h.reflect) {
            T const ct = conjugate(h.tau);
            for (int c = j + 1 + t.rank; c < n; c += t.size) {
                T w = a(j, c);
                for (int i = j + 1; i < m; ++i) w = mul_add(conjugate(a(i, j)), a(i, c), w);
                T const f = ct * w;
                a(j, c) = a(j, c) - f;
                for (int i = j + 1; i < m; ++i) a(i, c) = a(i, c) - a(i, j) * f;
            }
        }
        t.sync();
    }
}

}  // namespace batchblas::cuda
