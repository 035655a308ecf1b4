// SPDX-License-Identifier: BSD-3-Clause
/**
 * Per-problem trmm and trsm of the CPU backend (contract: level3.hh).
 *
 * Both are recursive over the triangular matrix: op(A) is split in two diagonal blocks and one
 * off-diagonal block; the off-diagonal part is a GEMM update (cpu::gemm, with op(A)'s block
 * addressed in A's storage). All 2 sides x 2 uplos x 3 ops x 2 diags reduce to an "effective"
 * lower / upper op(A).
 *  - trsm recurses down to diagonal blocks of order <= tiny_max, or exactly tiny_trsm_wide
 *    where the ISA has that kernel (is_leaf; from 16 down the split is tiny_max, so both halves
 *    and the update are tiny) and solves them with the compile-time-
 *    size kernels of cpu/kernels/tiny_kernels.hh: a right-side block directly (B's rows are the
 *    kernel's lines), a left-side block as its transpose (X^T op(A)^T = B^T: B's columns are
 *    the lines).
 *  - trmm recurses down to blocks of order <= trmm_leaf (cpu/config) and runs small kernels whose loops are
 *    those of reference BLAS: right side through an accessor of op(A)'s block, along B's long
 *    columns; left side transposed into the right-side form when B has enough columns, else on
 *    a NoTrans-form copy of the block.
 */
#include <algorithm>
#include <complex>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "cpu/config/active.hh"
#include "cpu/drivers/blocked.hh"
#include "cpu/drivers/level3.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu {

namespace {

using detail::mul;

/** The triangular operand op(A) and how to reach its blocks in A's storage. */
template <typename T>
struct Triangle {
    T const* a;
    int64_t lda;
    Op trans;    // op as given (ConjTrans only matters for complex T)
    bool lower;  // op(A) is lower triangular ("effective" uplo)
    bool unit;

    /** Block of op(A) starting at (r, c), as the A operand of gemm with op = trans. */
    T const* block(int64_t r, int64_t c) const
    {
        return trans == Op::NoTrans ? a + r + c * lda : a + c + r * lda;
    }
};

/** Element access to a square block: (i, j) of X, of X^T, conjugated or not. */
template <typename T>
struct BlockRef {
    T const* p;
    int64_t ld;
    bool transposed;
    bool conj;

    T operator()(int64_t i, int64_t j) const
    {
        T const x = transposed ? p[j + i * ld] : p[i + j * ld];
        return conj ? detail::conj_if(x) : x;
    }
};

/** op(A)'s diagonal block at offset o, or (transpose = true) that block's transpose. */
template <typename T>
BlockRef<T> diagonal_ref(Triangle<T> const& tri, int64_t o, bool transpose)
{
    bool const cj = is_complex_v<T> && tri.trans == Op::ConjTrans;
    bool const t = (tri.trans != Op::NoTrans) != transpose;
    return {tri.a + o + o * tri.lda, tri.lda, t, cj};
}

/**
 * The diagonal block op(A)(o:o+nb, o:o+nb) in NoTrans form: A's storage itself when op is
 * NoTrans, else a transposed (conjugated for ConjTrans) copy of its referenced triangle. The
 * diagonal is not read when unit (the kernels never read it then either).
 */
template <typename T>
T const* diagonal_block(Triangle<T> const& tri, int64_t o, int64_t nb, int64_t& ld)
{
    if (tri.trans == Op::NoTrans) {
        ld = tri.lda;
        return tri.a + o + o * tri.lda;
    }
    bool const cj = is_complex_v<T> && tri.trans == Op::ConjTrans;
    T* w = detail::thread_buffer<T, detail::Slot::SmallA>(static_cast<std::size_t>(nb * nb));
    T const* src = tri.a + o + o * tri.lda;
    // op(A)(i, j) = A(j, i): column j of the copy is row j of A's block, read along A's
    // column i (contiguous in j for fixed i), so loop over A's columns.
    for (int64_t i = 0; i < nb; ++i) {
        int64_t const j0 = tri.lower ? 0 : i, j1 = tri.lower ? i + 1 : nb;
        for (int64_t j = j0; j < j1; ++j) {
            if (j == i && tri.unit) continue;
            T const x = src[j + i * tri.lda];
            w[i + j * nb] = cj ? detail::conj_if(x) : x;
        }
    }
    ld = nb;
    return w;
}

// ------------------------------------------------------------------ small triangular kernels
// L / U: NoTrans-form block with leading dimension ldl; loops are those of reference BLAS
// (column updates, unit stride), including its skipping of zero multipliers.

/** B = alpha * (L or U) * B, B m x n, m <= trmm_leaf. */
template <typename T>
void trmm_left_small(bool lower, bool unit, int64_t m, int64_t n, T alpha, T const* L, int64_t ldl,
                     T* B, int64_t ldb)
{
    for (int64_t j = 0; j < n; ++j) {
        T* b = B + j * ldb;
        if (!lower) {
            // Row k of the result uses b[k:], so go down: b[k] is still the input when read.
            for (int64_t k = 0; k < m; ++k) {
                if (b[k] == T(0)) continue;
                T const x = mul(alpha, b[k]);
                T const* u = L + k * ldl;
                for (int64_t i = 0; i < k; ++i) b[i] += mul(x, u[i]);
                b[k] = unit ? x : mul(x, u[k]);
            }
        }
        else {
            for (int64_t k = m - 1; k >= 0; --k) {
                if (b[k] == T(0)) continue;
                T const x = mul(alpha, b[k]);
                T const* l = L + k * ldl;
                b[k] = unit ? x : mul(x, l[k]);
                for (int64_t i = k + 1; i < m; ++i) b[i] += mul(x, l[i]);
            }
        }
    }
}

/** B = alpha * B * (L or U), B m x n, n <= trmm_leaf, the triangle read through a BlockRef. */
template <typename T>
void trmm_right_small(bool lower, bool unit, int64_t m, int64_t n, T alpha, BlockRef<T> const& L,
                      T* B, int64_t ldb)
{
    // Column j of the result uses input columns j.. (lower) or ..j (upper): overwrite in the
    // order that consumes each input column last when it is itself overwritten.
    for (int64_t jj = 0; jj < n; ++jj) {
        int64_t const j = lower ? jj : n - 1 - jj;
        T* bj = B + j * ldb;
        T const d = unit ? alpha : mul(alpha, L(j, j));
        if (d != T(1))
            for (int64_t i = 0; i < m; ++i) bj[i] = mul(d, bj[i]);
        int64_t const k0 = lower ? j + 1 : 0, k1 = lower ? n : j;
        for (int64_t k = k0; k < k1; ++k) {
            T const a = L(k, j);
            if (a == T(0)) continue;
            T const x = mul(alpha, a);
            T const* bk = B + k * ldb;
            for (int64_t i = 0; i < m; ++i) bj[i] += mul(x, bk[i]);
        }
    }
}

// ------------------------------------------------------------------ base cases

/** B (m x n) into W (n x m, leading dimension n), or back (to_w = false). */
template <typename T>
void transpose_panel(bool to_w, int64_t m, int64_t n, T* B, int64_t ldb, T* W)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            if (to_w)
                W[j + i * n] = B[i + j * ldb];
            else
                B[i + j * ldb] = W[j + i * n];
        }
}

/**
 * Whether a diagonal block of this order is a leaf of the recursion (solved by tiny_solve): up
 * to tiny_max, and tiny_trsm_wide where the ISA has that kernel. A wide leaf replaces two
 * tiny_max leaves and the order-tiny_max update between them, each a pass over the block's
 * lines of B (tiny_trsm.cc says where it pays).
 */
template <typename T>
bool is_leaf(int64_t order)
{
    static TinyTrsmTable<T> const& table = tiny_trsm_table<T>(active_isa());
    return order <= tiny_max || (order == tiny_trsm_wide && table.wide != nullptr);
}

/**
 * X op(A)_block = alpha B for the lines x order matrix B(i, j) at B[i * b_rs + j * b_cs], the
 * block given by `ref` (is_leaf(order)): the compile-time-size kernel of the active ISA.
 */
template <typename T>
void tiny_solve(BlockRef<T> const& ref, bool lower, bool unit, int64_t order, int64_t lines,
                T alpha, T* B, int64_t b_rs, int64_t b_cs)
{
    static TinyTrsmTable<T> const& table = tiny_trsm_table<T>(active_isa());
    TinyTrsmKernel<T> const kernel = order <= tiny_max ? table.kernel[order - 1] : table.wide;
    kernel(lines, lower, unit, alpha, ref.p, ref.transposed ? ref.ld : 1,
           ref.transposed ? 1 : ref.ld, ref.conj, B, b_rs, b_cs);
}

template <typename T>
void trsm_left_base(Triangle<T> const& tri, int64_t o, int64_t m, int64_t n, T alpha, T* B,
                    int64_t ldb)
{
    // op(A) X = alpha B is X^T op(A)^T = alpha B^T: B's columns are the lines.
    tiny_solve(diagonal_ref(tri, o, true), !tri.lower, tri.unit, m, n, alpha, B, ldb, int64_t(1));
}

template <typename T>
void trmm_left_base(Triangle<T> const& tri, int64_t o, int64_t m, int64_t n, T alpha, T* B,
                    int64_t ldb)
{
    if (n >= active_tuning().trsm_left_via_transpose) {
        T* W = detail::thread_buffer<T, detail::Slot::SmallB>(static_cast<std::size_t>(m * n));
        transpose_panel(true, m, n, B, ldb, W);
        trmm_right_small(!tri.lower, tri.unit, n, m, alpha, diagonal_ref(tri, o, true), W, n);
        transpose_panel(false, m, n, B, ldb, W);
        return;
    }
    int64_t ldl;
    T const* L = diagonal_block(tri, o, m, ldl);
    trmm_left_small(tri.lower, tri.unit, m, n, alpha, L, ldl, B, ldb);
}

// ------------------------------------------------------------------ recursions
// o: offset of the current diagonal block of op(A); the B pointer is already offset.

/** Split of an order-n triangle: about half, a multiple of 8 to keep GEMM tiles full. */
inline int64_t split(int64_t n)
{
    return std::min(n - 1, (n / 2 + 7) / 8 * 8);
}

template <typename T>
void trsm_left(Triangle<T> const& tri, int64_t o, int64_t m, int64_t n, T alpha, T* B, int64_t ldb)
{
    // Down to the tiny kernels' order: up to two tiny blocks the split gives two tiny solves
    // and one tiny GEMM update, faster than the scalar small-block loops.
    if (is_leaf<T>(m)) {
        trsm_left_base(tri, o, m, n, alpha, B, ldb);
        return;
    }
    int64_t const m1 = m <= 2 * tiny_max ? tiny_max : split(m), m2 = m - m1;
    if (tri.lower) {
        // X1 = A11 \ alpha B1; B2 = alpha B2 - A21 X1; X2 = A22 \ B2.
        trsm_left(tri, o, m1, n, alpha, B, ldb);
        gemm(tri.trans, Op::NoTrans, m2, n, m1, T(-1), tri.block(o + m1, o), tri.lda, B, ldb, alpha,
             B + m1, ldb);
        trsm_left(tri, o + m1, m2, n, T(1), B + m1, ldb);
    }
    else {
        // X2 = A22 \ alpha B2; B1 = alpha B1 - A12 X2; X1 = A11 \ B1.
        trsm_left(tri, o + m1, m2, n, alpha, B + m1, ldb);
        gemm(tri.trans, Op::NoTrans, m1, n, m2, T(-1), tri.block(o, o + m1), tri.lda, B + m1, ldb,
             alpha, B, ldb);
        trsm_left(tri, o, m1, n, T(1), B, ldb);
    }
}

template <typename T>
void trsm_right(Triangle<T> const& tri, int64_t o, int64_t m, int64_t n, T alpha, T* B, int64_t ldb)
{
    if (is_leaf<T>(n)) {
        tiny_solve(diagonal_ref(tri, o, false), tri.lower, tri.unit, n, m, alpha, B, int64_t(1),
                   ldb);
        return;
    }
    int64_t const n1 = n <= 2 * tiny_max ? tiny_max : split(n), n2 = n - n1;
    T* B2 = B + n1 * ldb;
    if (!tri.lower) {
        // X1 = alpha B1 / A11; B2 = alpha B2 - X1 A12; X2 = B2 / A22.
        trsm_right(tri, o, m, n1, alpha, B, ldb);
        gemm(Op::NoTrans, tri.trans, m, n2, n1, T(-1), B, ldb, tri.block(o, o + n1), tri.lda, alpha,
             B2, ldb);
        trsm_right(tri, o + n1, m, n2, T(1), B2, ldb);
    }
    else {
        // X2 = alpha B2 / A22; B1 = alpha B1 - X2 A21; X1 = B1 / A11.
        trsm_right(tri, o + n1, m, n2, alpha, B2, ldb);
        gemm(Op::NoTrans, tri.trans, m, n1, n2, T(-1), B2, ldb, tri.block(o + n1, o), tri.lda,
             alpha, B, ldb);
        trsm_right(tri, o, m, n1, T(1), B, ldb);
    }
}

template <typename T>
void trmm_left(Triangle<T> const& tri, int64_t o, int64_t m, int64_t n, T alpha, T* B, int64_t ldb)
{
    if (m <= active_tuning().trmm_leaf) {
        trmm_left_base(tri, o, m, n, alpha, B, ldb);
        return;
    }
    int64_t const m1 = split(m), m2 = m - m1;
    if (!tri.lower) {
        // B1 = alpha (A11 B1 + A12 B2) needs the old B2: update B1 first, B2 last.
        trmm_left(tri, o, m1, n, alpha, B, ldb);
        gemm(tri.trans, Op::NoTrans, m1, n, m2, alpha, tri.block(o, o + m1), tri.lda, B + m1, ldb,
             T(1), B, ldb);
        trmm_left(tri, o + m1, m2, n, alpha, B + m1, ldb);
    }
    else {
        // B2 = alpha (A21 B1 + A22 B2) needs the old B1: update B2 first, B1 last.
        trmm_left(tri, o + m1, m2, n, alpha, B + m1, ldb);
        gemm(tri.trans, Op::NoTrans, m2, n, m1, alpha, tri.block(o + m1, o), tri.lda, B, ldb, T(1),
             B + m1, ldb);
        trmm_left(tri, o, m1, n, alpha, B, ldb);
    }
}

template <typename T>
void trmm_right(Triangle<T> const& tri, int64_t o, int64_t m, int64_t n, T alpha, T* B, int64_t ldb)
{
    if (n <= active_tuning().trmm_leaf) {
        trmm_right_small(tri.lower, tri.unit, m, n, alpha, diagonal_ref(tri, o, false), B, ldb);
        return;
    }
    int64_t const n1 = split(n), n2 = n - n1;
    T* B2 = B + n1 * ldb;
    if (!tri.lower) {
        // B2 = alpha (B1 A12 + B2 A22) needs the old B1: update B2 first, B1 last.
        trmm_right(tri, o + n1, m, n2, alpha, B2, ldb);
        gemm(Op::NoTrans, tri.trans, m, n2, n1, alpha, B, ldb, tri.block(o, o + n1), tri.lda, T(1),
             B2, ldb);
        trmm_right(tri, o, m, n1, alpha, B, ldb);
    }
    else {
        // B1 = alpha (B1 A11 + B2 A21) needs the old B2: update B1 first, B2 last.
        trmm_right(tri, o, m, n1, alpha, B, ldb);
        gemm(Op::NoTrans, tri.trans, m, n1, n2, alpha, B2, ldb, tri.block(o + n1, o), tri.lda, T(1),
             B, ldb);
        trmm_right(tri, o + n1, m, n2, alpha, B2, ldb);
    }
}

/** op(A)'s triangle: transposing flips lower and upper. For real T ConjTrans is Trans. */
template <typename T>
Triangle<T> make_triangle(Uplo uplo, Op trans, Diag diag, T const* A, int64_t lda)
{
    Op const t = !is_complex_v<T> && trans == Op::ConjTrans ? Op::Trans : trans;
    return {A, lda, t, (uplo == Uplo::Lower) == (t == Op::NoTrans), diag == Diag::Unit};
}

/**
 * Whether op(A) B needs no triangle: B is empty, or alpha = 0 and B is set to zero (whatever A
 * holds, as the reference BLAS does).
 */
template <typename T>
bool settled_without_triangle(int64_t m, int64_t n, T alpha, T* B, int64_t ldb)
{
    if (m == 0 || n == 0) return true;
    if (alpha != T(0)) return false;
    detail::scale_matrix(m, n, T(0), B, ldb);
    return true;
}

}  // namespace

template <typename T>
void trmm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha, T const* A,
          int64_t lda, T* B, int64_t ldb)
{
    if (settled_without_triangle(m, n, alpha, B, ldb)) return;
    Triangle<T> const tri = make_triangle(uplo, trans, diag, A, lda);
    if (side == Side::Left)
        trmm_left(tri, 0, m, n, alpha, B, ldb);
    else
        trmm_right(tri, 0, m, n, alpha, B, ldb);
}

template <typename T>
void trsm(Side side, Uplo uplo, Op trans, Diag diag, int64_t m, int64_t n, T alpha, T const* A,
          int64_t lda, T* B, int64_t ldb)
{
    if (settled_without_triangle(m, n, alpha, B, ldb)) return;
    Triangle<T> const tri = make_triangle(uplo, trans, diag, A, lda);
    int64_t const panel = active_tuning().trsm_panel.of<T>();
    if (side == Side::Left) {
        for (int64_t j = 0; j < n; j += panel)
            trsm_left(tri, 0, m, std::min(panel, n - j), alpha, B + j * ldb, ldb);
    }
    else {
        for (int64_t i = 0; i < m; i += panel)
            trsm_right(tri, 0, std::min(panel, m - i), n, alpha, B + i, ldb);
    }
}

// ---------------------------------------------------------------------------------- instances

template TriangularRoutine<float> trmm<float>;
template TriangularRoutine<double> trmm<double>;
template TriangularRoutine<std::complex<float>> trmm<std::complex<float>>;
template TriangularRoutine<std::complex<double>> trmm<std::complex<double>>;

template TriangularRoutine<float> trsm<float>;
template TriangularRoutine<double> trsm<double>;
template TriangularRoutine<std::complex<float>> trsm<std::complex<float>>;
template TriangularRoutine<std::complex<double>> trsm<std::complex<double>>;

}  // namespace batchblas::cpu
