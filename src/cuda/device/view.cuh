// SPDX-License-Identifier: BSD-3-Clause
/**
 * Matrix views and the canonical forms every kernel computes.
 *
 * A View reads element (i, j) of a logical matrix at ptr[i * rs + j * cs], so one type covers
 * both layouts, op(X) (swap the strides, conjugate for ConjTrans) and the symmetric, Hermitian
 * and triangular structures (which triangle is stored, in the view's own coordinates). With
 * views, the 2 layouts x 3 ops x sides x uplos of each routine fold into two canonical forms:
 *
 *  - GemmForm: D = alpha * sum_t P_t (s_t Q_t) + beta * D, D column-major, optionally only one
 *    triangle of D (syrk..her2k). gemm, symm/hemm, syrk/herk and syr2k/her2k all take it.
 *  - TriForm: B' = alpha * A' B' (trmm) or solve A' X = alpha B' (trsm), A' triangular, with
 *    Side::Right turned into Side::Left by transposition (X op(A) = B <=> op(A)^T X^T = B^T).
 */
#pragma once

#include "cuda/config/sm90.hh"
#include "cuda/device/problem.hh"
#include "cuda/device/tiles.hh"

namespace batchblas::cuda {

enum class Structure : uint8_t { General, Symmetric, Hermitian, Triangular };

template <typename T>
struct View {
    T const* ptr;
    int64_t rs, cs;
    Structure structure;
    bool lower;  // symmetric / Hermitian: the stored triangle; triangular: the nonzero one
    bool unit;   // triangular: implicit unit diagonal, never read
    bool conj;   // conjugate what is read

    __device__ View transposed() const
    {
        View v = *this;
        v.rs = cs;
        v.cs = rs;
        v.lower = !lower;
        return v;
    }

    /** op(this): the transpose for Trans, the conjugate transpose for ConjTrans. */
    __device__ View op(Op o) const
    {
        if (o == Op::NoTrans) return *this;
        View v = transposed();
        if (o == Op::ConjTrans && complex_v<T>) v.conj = !v.conj;
        return v;
    }

    __device__ T read(int64_t i, int64_t j, bool conjugated) const
    {
        T const v = ptr[i * rs + j * cs];
        return conjugated ? conjugate(v) : v;
    }

    /** Element (i, j) of the logical matrix, honouring the structure. */
    __device__ T at(int64_t i, int64_t j) const
    {
        bool const in_triangle = lower ? i > j : i < j;
        switch (structure) {
            case Structure::General:
                return read(i, j, conj);
            case Structure::Triangular:
                if (i == j) return unit ? one<T>() : read(i, j, conj);
                return in_triangle ? read(i, j, conj) : zero<T>();
            default: {
                bool const hermitian = structure == Structure::Hermitian;
                if (i == j) {
                    T const v = read(i, j, conj);
                    return hermitian ? real_part(v) : v;
                }
                if (in_triangle) return read(i, j, conj);
                // The mirror image; a Hermitian matrix's mirror is conjugated.
                return read(j, i, hermitian ? !conj : conj);
            }
        }
    }
};

/** c ? a : b, field by field: a whole-struct select would be made through local memory. */
template <typename T>
__device__ __forceinline__ View<T> select(bool c, View<T> const& a, View<T> const& b)
{
    View<T> v;
    v.ptr = c ? a.ptr : b.ptr;
    v.rs = c ? a.rs : b.rs;
    v.cs = c ? a.cs : b.cs;
    v.structure = c ? a.structure : b.structure;
    v.lower = c ? a.lower : b.lower;
    v.unit = c ? a.unit : b.unit;
    v.conj = c ? a.conj : b.conj;
    return v;
}

/** How a tile of a view can be read: plainly (maybe through a mirrored view), as zeros, or
 *  element by element through View::at. */
enum class Access : uint8_t { Plain, Zero, Elementwise };

/**
 * Classifies rows [r0, r1) x columns [c0, c1) of v. Plain tiles come with the general view that
 * reads them (for a tile wholly in the mirrored half of a symmetric matrix: the swapped one).
 */
template <typename T>
__device__ Access classify(View<T> const& v, int r0, int r1, int c0, int c1, View<T>& plain)
{
    plain = v;
    plain.structure = Structure::General;
    if (v.structure == Structure::General) return Access::Plain;
    bool const inside = v.lower ? r0 >= c1 : r1 <= c0;   // strictly in the stored triangle
    bool const outside = v.lower ? r1 <= c0 : r0 >= c1;  // strictly in the other one
    if (inside) return Access::Plain;
    if (!outside) return Access::Elementwise;
    if (v.structure == Structure::Triangular) return Access::Zero;
    plain.rs = v.cs;
    plain.cs = v.rs;
    if (v.structure == Structure::Hermitian) plain.conj = !v.conj;
    return Access::Plain;
}

/** A writable column of views: element (i, j) at ptr[i * rs + j * cs]. */
template <typename T>
struct OutView {
    T* ptr;
    int64_t rs, cs;

    __device__ T& operator()(int64_t i, int64_t j) const { return ptr[i * rs + j * cs]; }
    __device__ View<T> as_input() const
    {
        return View<T>{ptr, rs, cs, Structure::General, false, false, false};
    }
};

/** The matrix stored at ptr with leading dimension ld, in logical (row, column) coordinates. */
template <typename T>
__device__ View<T> stored(Layout layout, T const* ptr, int64_t ld)
{
    bool const col = layout == Layout::ColMajor;
    return View<T>{ptr, col ? 1 : ld, col ? ld : 1, Structure::General, false, false, false};
}

enum class Triangle : uint8_t { Full, Lower, Upper };

/** D (M x N, column-major, ld ldd) = alpha * sum_t P_t (qscale_t Q_t) + beta * D. */
template <typename T>
struct GemmForm {
    View<T> P0, Q0, P1, Q1;  // separate members, not arrays: a runtime index would put the
    T qscale0, qscale1;      // form in local memory
    T alpha, beta;
    T* d;
    int64_t ldd;
    int M, N, K;  // sizes fit int: the launchers reject larger ones
    int terms;
    bool scaled;  // apply qscale while loading Q (her2k's alpha and conj(alpha))
    Triangle triangle;
    bool herm_diag;  // herk / her2k: imaginary parts of D's diagonal set to zero
};

template <typename T>
__device__ GemmForm<T> gemm_form(Routine r, Layout layout, Params<T> const& p, T const* A,
                                 T const* B, T* C)
{
    GemmForm<T> f;
    f.alpha = p.alpha;
    f.beta = p.beta;
    f.d = C;
    f.ldd = p.ldc;
    f.terms = 1;
    f.scaled = false;
    f.triangle = Triangle::Full;
    f.herm_diag = false;
    f.qscale0 = f.qscale1 = one<T>();
    View<T> const a = stored(layout, A, p.lda);
    View<T> const b = stored(layout, B, p.ldb);
    switch (r) {
        case Routine::Gemm:
            f.M = p.m;
            f.N = p.n;
            f.K = p.k;
            f.P0 = a.op(p.transA);
            f.Q0 = b.op(p.transB);
            break;
        case Routine::Symm:
        case Routine::Hemm: {
            View<T> s = a;
            s.structure = r == Routine::Hemm ? Structure::Hermitian : Structure::Symmetric;
            s.lower = p.uplo == Uplo::Lower;
            f.M = p.m;
            f.N = p.n;
            bool const left = p.side == Side::Left;
            f.K = left ? p.m : p.n;
            f.P0 = left ? s : b;
            f.Q0 = left ? b : s;
            break;
        }
        default: {  // syrk, herk, syr2k, her2k
            bool const hermitian = r == Routine::Herk || r == Routine::Her2k;
            Op const second = p.transA != Op::NoTrans ? Op::NoTrans
                              : hermitian             ? Op::ConjTrans
                                                      : Op::Trans;
            f.M = f.N = p.n;
            f.K = p.k;
            f.triangle = p.uplo == Uplo::Lower ? Triangle::Lower : Triangle::Upper;
            f.herm_diag = hermitian && complex_v<T>;
            f.P0 = a.op(p.transA);
            if (r == Routine::Syrk || r == Routine::Herk) {
                f.Q0 = a.op(second);
            }
            else {
                f.terms = 2;
                f.Q0 = b.op(second);
                f.P1 = b.op(p.transA);
                f.Q1 = a.op(second);
                if (hermitian && complex_v<T>) {
                    // alpha A B^H + conj(alpha) B A^H: the two terms scale differently.
                    f.scaled = true;
                    f.qscale0 = p.alpha;
                    f.qscale1 = conjugate(p.alpha);
                    f.alpha = one<T>();
                }
            }
            break;
        }
    }
    // K == 0: reference BLAS scales C by beta alone (its k loop never runs), so an infinite or
    // NaN alpha must not reach the epilogue's alpha * 0.
    if (f.K == 0) f.alpha = zero<T>();
    if (layout == Layout::RowMajor) {
        // D^T = sum_t (s_t Q_t)^T P_t^T: computing the transpose keeps D column-major (C^T of
        // a row-major C is column-major with the same pointer and leading dimension).
        int const m = f.M;
        f.M = f.N;
        f.N = m;
        View<T> const p0 = f.P0, p1 = f.P1;
        f.P0 = f.Q0.transposed();
        f.Q0 = p0.transposed();
        f.P1 = f.Q1.transposed();
        f.Q1 = p1.transposed();
        if (f.triangle != Triangle::Full)
            f.triangle = f.triangle == Triangle::Lower ? Triangle::Upper : Triangle::Lower;
    }
    return f;
}

/**
 * trmm: B' = alpha A' B'; trsm: A' X = alpha B', X overwriting B'. A' is mt x mt triangular,
 * B' mt x nr; the right-hand sides (columns of B') are independent.
 */
template <typename T>
struct TriForm {
    View<T> A;
    OutView<T> B;
    T alpha;
    int mt, nr;
};

template <typename T>
__device__ TriForm<T> tri_form(Layout layout, Params<T> const& p, T const* A, T* B)
{
    TriForm<T> f;
    View<T> a = stored(layout, A, p.lda);
    a.structure = Structure::Triangular;
    a.lower = p.uplo == Uplo::Lower;
    a.unit = p.diag == Diag::Unit;
    a = a.op(p.transA);
    bool const col = layout == Layout::ColMajor;
    f.B = OutView<T>{B, col ? 1 : p.ldc, col ? p.ldc : 1};
    f.alpha = p.alpha;
    if (p.side == Side::Left) {
        f.mt = p.m;
        f.nr = p.n;
    }
    else {
        a = a.transposed();
        f.B = OutView<T>{B, f.B.cs, f.B.rs};
        f.mt = p.n;
        f.nr = p.m;
    }
    f.A = a;
    return f;
}

}  // namespace batchblas::cuda
