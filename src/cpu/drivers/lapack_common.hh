// SPDX-License-Identifier: BSD-3-Clause
/**
 * LAPACK on one matrix (lapack.hh), two paths per routine:
 *
 *  - Fused: a matrix that fits a 16 KiB stack buffer (n <= 32 for complex double, 45 for double,
 *    64 for float) is loaded into it as a contiguous column-major matrix -- transposed on the fly
 *    when row-major --, factored there in one pass by LAPACK's unblocked algorithms (getf2,
 *    potf2, trti2, geqr2), and stored back. Everything stays in L1 and loops have unit stride.
 *    (gesv and posv factor and solve through the paths of getrf / getrs and potrf / potrs: the
 *    one-pass factor-and-solve in the buffer would run its solves scalar, far slower.) getf2
 *    and potf2 are kernels compiled per ISA (cpu/kernels/fused_lapack.hh), which
 *    delay the trailing updates by blocks of four columns so that an entry stays in a register
 *    across four updates; square LU up to 8 x 8 runs kernels with the size as a compile-time
 *    constant, picked from a table. LU up to 512 KiB (fused_lapack_rows_bytes: n <= 252 in
 *    double, 179 in complex double) goes through getf2_by_rows instead: a buffer by rows, where
 *    a row interchange is a few vector swaps and the trailing updates run along rows (a
 *    thread-local buffer, kept for the next call: more than a stack should hold; in L2 beyond
 *    32 KiB, and still ahead of the recursive path there). Cholesky from order 16 up to 1.25
 *    MiB (fused_lapack_blocks_bytes: n <= 404 in double) goes through potrf_by_blocks: a
 *    thread-local buffer of the lower triangle, left-looking by blocks of four columns whose
 *    updates from all columns on their left accumulate in registers.
 *  - Recursive: larger matrices split in halves as LAPACK's getrf2 / potrf2 (and a recursive
 *    trtri) do, so that almost all flops go to the Level 3 routines (cpu::trsm, gemm, herk, trmm)
 *    and the leaves are fused blocks. geqrf is LAPACK's blocked geqrf (panel, larft, larfb) whose
 *    panels are factored by the same routine with narrower blocks.
 *
 * Row-major matrices never get copied on the recursive path: a View knows its layout and maps
 * each Level 3 call on logical operands to the column-major call on their transposes (as the
 * Level 3 batch driver does); row interchanges and reflectors act on logical rows.
 *
 * The arithmetic follows LAPACK 3.11 where results can be compared: the same pivot choice
 * (i?amax on |re| + |im|, NaN first in place wins), pivot scaling by the reciprocal unless the
 * pivot is below the safe minimum, potrf failing on a diagonal that is not > 0 (NaN included),
 * larfg's beta / tau / rescaling loop, getri's column interchanges.
 *
 * This header holds what the four drivers share (lapack_lu.cc, lapack_cholesky.cc,
 * lapack_inverse.cc, lapack_qr.cc): the fused path's buffer sizes and kernels, the views, row
 * and column interchanges, the buffer loads and stores, and the tiny triangular solve of the
 * leaves.
 */
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <complex>
#include <limits>
#include <type_traits>
#include <utility>

#include "core/scalar.hh"
#include "cpu/config/active.hh"
#include "cpu/drivers/blocked.hh"
#include "cpu/drivers/lapack.hh"
#include "cpu/drivers/level3.hh"
#include "cpu/kernels/fused_lapack.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu::lapack_detail {

using detail::conj_if;
using detail::mul;

// ------------------------------------------------------------------------------ sizes

/** The fused path's buffer capacity (elements): every ISA's CpuTuning::fused_bytes fits. */
inline constexpr int64_t max_fused_bytes =
    largest_of([](CpuTuning const& t) { return t.fused_bytes; });
template <typename T>
constexpr int64_t fused_capacity = max_fused_bytes / int64_t(sizeof(T));

/** Whether an m x n matrix takes the fused path (CpuTuning::fused_bytes). */
template <typename T>
bool fits(int64_t m, int64_t n)
{
    static int64_t const capacity = active_tuning().fused_bytes / int64_t(sizeof(T));
    return m * n <= capacity;
}

/** The fused path's factor and solve kernels (getf2, potf2, their solves) of the active ISA. */
template <typename T>
FusedLapackKernels<T> const& fused_kernels()
{
    static FusedLapackKernels<T> const& kernels = fused_lapack_kernels<T>(active_isa());
    return kernels;
}

// ------------------------------------------------------------------------------ scalars

using core::imag_part;
using core::real_part;
using core::times_real;

// ------------------------------------------------------------------------------ views

/**
 * A matrix as the caller stores it: logical element (i, j) at data[i + j*ld] (column-major) or
 * data[i*ld + j] (row-major). Blocks of a view are views with the same layout.
 */
template <typename T>
struct View {
    T* data;
    int64_t ld;
    bool row_major;

    View(T* data_, int64_t ld_, bool row_major_) : data(data_), ld(ld_), row_major(row_major_) {}
    /** A read-only view of a writable one. */
    template <typename U, std::enable_if_t<std::is_same_v<U const, T> && !std::is_same_v<U, T>,
                                           int> = 0>
    View(View<U> const& v) : data(v.data), ld(v.ld), row_major(v.row_major)
    {
    }

    T& operator()(int64_t i, int64_t j) const
    {
        return row_major ? data[i * ld + j] : data[i + j * ld];
    }
    View block(int64_t i, int64_t j) const { return View(&(*this)(i, j), ld, row_major); }
    /** Distance between consecutive entries of a column. */
    int64_t column_stride() const { return row_major ? ld : 1; }
};

inline Side flipped(Side side) { return side == Side::Left ? Side::Right : Side::Left; }
inline Uplo flipped(Uplo uplo) { return uplo == Uplo::Upper ? Uplo::Lower : Uplo::Upper; }

// The Level 3 routines on logical operands. All views of one call share a layout; a row-major
// call is the column-major call on the transposes: C^T = op(B)^T op(A)^T, and a triangular
// solve or product from the left becomes one from the right with the other triangle.

template <typename T>
void view_gemm(Op transA, Op transB, int64_t m, int64_t n, int64_t k, T alpha, View<T const> A,
               View<T const> B, T beta, View<T> C)
{
    if (C.row_major)
        gemm(transB, transA, n, m, k, alpha, B.data, B.ld, A.data, A.ld, beta, C.data, C.ld);
    else
        gemm(transA, transB, m, n, k, alpha, A.data, A.ld, B.data, B.ld, beta, C.data, C.ld);
}

/** op(A)^-1 B (Solve) or op(A) B, from the left or the right, on logical operands. */
template <bool Solve, typename T>
void view_triangular(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha,
                     View<T const> A, View<T> B)
{
    if (B.row_major) {
        side = flipped(side);
        uplo = flipped(uplo);
        std::swap(m, n);
    }
    if constexpr (Solve)
        trsm(side, uplo, trans, diag, m, n, alpha, A.data, A.ld, B.data, B.ld);
    else
        trmm(side, uplo, trans, diag, m, n, alpha, A.data, A.ld, B.data, B.ld);
}

template <typename T>
void view_trsm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha,
               View<T const> A, View<T> B)
{
    view_triangular<true>(side, uplo, trans, diag, m, n, alpha, A, B);
}

template <typename T>
void view_trmm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha,
               View<T const> A, View<T> B)
{
    view_triangular<false>(side, uplo, trans, diag, m, n, alpha, A, B);
}

/** C = alpha A A^H + beta C (NoTrans) or alpha A^H A + beta C; syrk for real types. */
template <typename T>
void view_herk(Uplo uplo, Op trans, int64_t n, int64_t k, real_type<T> alpha, View<T const> A,
               real_type<T> beta, View<T> C)
{
    // Row-major: C^T = conj(C) = conj(A) A^T, i.e. the other product on the transposed A.
    Op const adjoint = is_complex_v<T> ? Op::ConjTrans : Op::Trans;
    if (C.row_major) {
        uplo = flipped(uplo);
        trans = trans == Op::NoTrans ? adjoint : Op::NoTrans;
    }
    else if (trans != Op::NoTrans) {
        trans = adjoint;
    }
    if constexpr (is_complex_v<T>)
        herk(uplo, trans, n, k, alpha, A.data, A.ld, beta, C.data, C.ld);
    else
        syrk(uplo, trans, n, k, alpha, A.data, A.ld, beta, C.data, C.ld);
}

/**
 * Applies the interchanges of rows i and ipiv[i] - 1, i in [k1, k2), to the first ncols columns
 * of A, in increasing order (forward) or decreasing order: LAPACK's laswp.
 */
template <typename T>
void swap_rows(View<T> A, int64_t ncols, int64_t k1, int64_t k2, int64_t const* ipiv,
               bool forward)
{
    if (ncols == 0) return;
    int64_t const count = k2 - k1;
    if (A.row_major) {
        for (int64_t s = 0; s < count; ++s) {
            int64_t const i = forward ? k1 + s : k2 - 1 - s;
            int64_t const p = ipiv[i] - 1;
            if (p != i) std::swap_ranges(&A(i, 0), &A(i, 0) + ncols, &A(p, 0));
        }
        return;
    }
    // Rows lo .. hi - 1 move; where that span is short, as one permutation: row r of the
    // result is row lo + perm[r - lo] of A (the interchanges applied to the identity), copied
    // column by column through a buffer. Swapping in place a column at a time would chain each
    // swap's loads behind the previous swaps' stores.
    constexpr int64_t max_span =
        largest_of([](CpuTuning const& t) { return t.laswp_permutation_span; });
    int64_t lo = k1, hi = k2;
    for (int64_t i = k1; i < k2; ++i) hi = std::max(hi, ipiv[i]);
    if (count >= 4 && hi - lo <= max_span) {
        int32_t perm[max_span];
        for (int64_t r = 0; r < hi - lo; ++r) perm[r] = int32_t(r);
        for (int64_t s = 0; s < count; ++s) {
            int64_t const i = forward ? k1 + s : k2 - 1 - s;
            std::swap(perm[i - lo], perm[ipiv[i] - 1 - lo]);
        }
        detail::StackBuffer<T, max_span> copy_storage;
        T* const copy = copy_storage.data();
        for (int64_t c = 0; c < ncols; ++c) {
            T* const col = A.data + c * A.ld + lo;
            std::copy(col, col + (hi - lo), copy);
            for (int64_t r = 0; r < hi - lo; ++r) col[r] = copy[perm[r]];
        }
        return;
    }
    // Column by column: each column is read once while all of its interchanges are applied.
    for (int64_t c = 0; c < ncols; ++c) {
        T* const col = A.data + c * A.ld;
        for (int64_t s = 0; s < count; ++s) {
            int64_t const i = forward ? k1 + s : k2 - 1 - s;
            int64_t const p = ipiv[i] - 1;
            if (p != i) std::swap(col[i], col[p]);
        }
    }
}

/** Swaps logical columns j and k of the first m rows of A. */
template <typename T>
void swap_columns(View<T> A, int64_t m, int64_t j, int64_t k)
{
    if (!A.row_major) {
        std::swap_ranges(&A(0, j), &A(0, j) + m, &A(0, k));
        return;
    }
    for (int64_t i = 0; i < m; ++i) std::swap(A(i, j), A(i, k));
}

// ------------------------------------------------------------------------------ buffer moves

/** Copies the m x n matrix A into buf, column-major with leading dimension m. */
template <typename T>
void load(View<T const> A, int64_t m, int64_t n, T* __restrict buf)
{
    if (A.row_major) {
        for (int64_t i = 0; i < m; ++i) {
            T const* const row = A.data + i * A.ld;
            for (int64_t j = 0; j < n; ++j) buf[i + j * m] = row[j];
        }
        return;
    }
    for (int64_t j = 0; j < n; ++j) {
        T const* const col = A.data + j * A.ld;
        for (int64_t i = 0; i < m; ++i) buf[i + j * m] = col[i];
    }
}

/** The inverse of load. */
template <typename T>
void store(T const* __restrict buf, int64_t m, int64_t n, View<T> A)
{
    if (A.row_major) {
        for (int64_t i = 0; i < m; ++i) {
            T* const row = A.data + i * A.ld;
            for (int64_t j = 0; j < n; ++j) row[j] = buf[i + j * m];
        }
        return;
    }
    for (int64_t j = 0; j < n; ++j) {
        T* const col = A.data + j * A.ld;
        for (int64_t i = 0; i < m; ++i) col[i] = buf[i + j * m];
    }
}

/**
 * Loads the uplo triangle of the n x n Hermitian A into the lower triangle of buf (ld n); an
 * upper triangle is conjugate-transposed (L = U^H), so one lower-triangular kernel serves both.
 * The strict upper triangle of buf is left as it is: the kernels never read it.
 */
template <typename T>
void load_lower(View<T const> A, Uplo uplo, int64_t n, T* __restrict buf)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n; ++i)
            buf[i + j * n] = uplo == Uplo::Lower ? A(i, j) : conj_if(A(j, i));
}

/** The inverse of load_lower: writes the uplo triangle of A only. */
template <typename T>
void store_lower(T const* __restrict buf, Uplo uplo, int64_t n, View<T> A)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n; ++i) {
            if (uplo == Uplo::Lower)
                A(i, j) = buf[i + j * n];
            else
                A(j, i) = conj_if(buf[i + j * n]);
        }
}

/**
 * op(A) X = B in place for the n x nrhs B, op(A) the n x n triangle `uplo` of A (n <=
 * tiny_max): the compile-time-size kernel, B's columns as its lines (the transposed problem
 * X^T op(A)^T = B^T).
 */
template <typename T>
void tiny_left_solve(Uplo uplo, Op trans, Diag diag, int64_t n, int64_t nrhs, View<T const> A,
                     View<T> B)
{
    static TinyTrsmTable<T> const& table = tiny_trsm_table<T>(active_isa());
    int64_t const ai = A.row_major ? A.ld : 1, aj = A.row_major ? 1 : A.ld;
    int64_t const bi = B.row_major ? B.ld : 1, bj = B.row_major ? 1 : B.ld;
    bool const no_trans = trans == Op::NoTrans;
    bool const op_lower = (uplo == Uplo::Lower) == no_trans;
    // The kernel's triangle is op(A)^T: entry (p, j) is op(A)(j, p), which is A(j, p) or
    // (conj) A(p, j).
    table.kernel[n - 1](nrhs, !op_lower, diag == Diag::Unit, T(1), A.data, no_trans ? aj : ai,
                        no_trans ? ai : aj, is_complex_v<T> && trans == Op::ConjTrans, B.data, bj,
                        bi);
}

inline bool is_row_major(Layout layout) { return layout == Layout::RowMajor; }

}  // namespace batchblas::cpu::lapack_detail
