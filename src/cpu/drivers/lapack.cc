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
 */
#include "cpu/drivers/lapack.hh"

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
#include "cpu/drivers/level3.hh"
#include "cpu/kernels/fused_lapack.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu {
namespace {

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

/** Block width of the blocked geqrf, and of the stack workspace of its larft / larfb. */
constexpr int64_t qr_block = 32;
/** larfb updates the trailing matrix in column chunks of this width (stack workspace). */
constexpr int64_t qr_chunk = 64;

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

Side flipped(Side side) { return side == Side::Left ? Side::Right : Side::Left; }
Uplo flipped(Uplo uplo) { return uplo == Uplo::Upper ? Uplo::Lower : Uplo::Upper; }

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

template <typename T>
void view_trsm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha,
               View<T const> A, View<T> B)
{
    if (B.row_major)
        trsm(flipped(side), flipped(uplo), trans, diag, n, m, alpha, A.data, A.ld, B.data, B.ld);
    else
        trsm(side, uplo, trans, diag, m, n, alpha, A.data, A.ld, B.data, B.ld);
}

template <typename T>
void view_trmm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha,
               View<T const> A, View<T> B)
{
    if (B.row_major)
        trmm(flipped(side), flipped(uplo), trans, diag, n, m, alpha, A.data, A.ld, B.data, B.ld);
    else
        trmm(side, uplo, trans, diag, m, n, alpha, A.data, A.ld, B.data, B.ld);
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
    constexpr int64_t max_span = 512;
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

// ------------------------------------------------------------------------------ LU

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
 * Recursive LU (LAPACK's getrf2): factor the left half, update the right half with a
 * triangular solve and a gemm, factor its lower part, and swap the left half's rows to match.
 */
template <typename T>
int64_t getrf_recursive(View<T> A, int64_t m, int64_t n, int64_t* ipiv)
{
    if (m == 0 || n == 0) return 0;
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
    int64_t const k = std::min(m, n);
    int64_t const n1 = k / 2, n2 = n - n1;
    int64_t info = getrf_recursive(A, m, n1, ipiv);
    View<T> const A12 = A.block(0, n1), A21 = A.block(n1, 0), A22 = A.block(n1, n1);
    swap_rows(A12, n2, 0, n1, ipiv, true);
    view_trsm<T>(Side::Left, Uplo::Lower, Op::NoTrans, Diag::Unit, n1, n2, T(1), A, A12);
    view_gemm<T>(Op::NoTrans, Op::NoTrans, m - n1, n2, n1, T(-1), A21, A12, T(1), A22);
    int64_t const info2 = getrf_recursive(A22, m - n1, n2, ipiv + n1);
    if (info == 0 && info2 > 0) info = info2 + n1;
    for (int64_t i = n1; i < k; ++i) ipiv[i] += n1;
    swap_rows(A, n1, n1, k, ipiv, true);
    return info;
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

// ------------------------------------------------------------------------------ Cholesky

/**
 * Whether potrf takes the left-looking kernel by blocks of four columns (potrf_by_blocks) for
 * order n: from 16, where keeping an entry in a register across four updates starts to beat
 * the fused potf2, up to fused_lapack_blocks_bytes, where halving the order first (recursive
 * path, leaves by blocks) catches up (one thread, in cache; docs/design-notes/cpu.md).
 */
template <typename T>
bool by_blocks(int64_t n)
{
    return n >= 16 && n * n * int64_t(sizeof(T)) <= fused_lapack_blocks_bytes;
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

// ------------------------------------------------------------------------------ inverse

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

// ------------------------------------------------------------------------------ QR

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
    detail::StackBuffer<T, qr_block * qr_block> t_buf_storage;
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
    detail::StackBuffer<T, qr_block * qr_chunk> y_buf_storage;
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
    int64_t const nb = n > qr_block ? qr_block : (n + 1) / 2;
    for (int64_t j = 0; j < k; j += nb) {
        int64_t const jb = std::min(nb, k - j);
        geqrf_recursive(A.block(j, j), m - j, jb, tau + j);
        if (j + jb < n)
            apply_block_reflector<T>(A.block(j, j), m - j, jb, tau + j, A.block(j, j + jb),
                                     n - j - jb);
    }
}

bool is_row_major(Layout layout) { return layout == Layout::RowMajor; }

}  // namespace

// ------------------------------------------------------------------------------ entry points

template <typename T>
int64_t getrf(Layout layout, int64_t m, int64_t n, T* A, int64_t lda, int64_t* ipiv)
{
    return getrf_recursive(View<T>(A, lda, is_row_major(layout)), m, n, ipiv);
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

template <typename T>
void geqrf(Layout layout, int64_t m, int64_t n, T* A, int64_t lda, T* tau)
{
    geqrf_recursive(View<T>(A, lda, is_row_major(layout)), m, n, tau);
}

// ------------------------------------------------------------------------------ instances

template int64_t getrf(Layout, int64_t, int64_t, float*, int64_t, int64_t*);
template int64_t getrf(Layout, int64_t, int64_t, double*, int64_t, int64_t*);
template int64_t getrf(Layout, int64_t, int64_t, std::complex<float>*, int64_t, int64_t*);
template int64_t getrf(Layout, int64_t, int64_t, std::complex<double>*, int64_t, int64_t*);

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

template int64_t getri(Layout, int64_t, float const*, int64_t, int64_t const*, float*, int64_t);
template int64_t getri(Layout, int64_t, double const*, int64_t, int64_t const*, double*,
                       int64_t);
template int64_t getri(Layout, int64_t, std::complex<float> const*, int64_t, int64_t const*,
                       std::complex<float>*, int64_t);
template int64_t getri(Layout, int64_t, std::complex<double> const*, int64_t, int64_t const*,
                       std::complex<double>*, int64_t);

template void geqrf(Layout, int64_t, int64_t, float*, int64_t, float*);
template void geqrf(Layout, int64_t, int64_t, double*, int64_t, double*);
template void geqrf(Layout, int64_t, int64_t, std::complex<float>*, int64_t, std::complex<float>*);
template void geqrf(Layout, int64_t, int64_t, std::complex<double>*, int64_t,
                    std::complex<double>*);

}  // namespace batchblas::cpu
