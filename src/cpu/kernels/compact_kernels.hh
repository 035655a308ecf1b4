// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact (interleaved) layout's kernels as the baseline-compiled driver sees them: the
 * argument blocks and the declarations of every ISA's instances. The definitions are one
 * template source (common/compact_lanes.hh and the compact_*.hh files
 * beside it) instantiated for every ISA by common/compact_kernels.cc.
 *
 * SIMD across matrices: a kernel works on chunks of `Lanes` matrices, one matrix per vector
 * lane, so each step of a BLAS or LAPACK algorithm is one vector instruction for Lanes problems.
 * A group of the packed format holds `width` matrices (width a multiple of Lanes); a kernel call
 * covers the groups [begin, end) and, inside each, its width / Lanes chunks.
 *
 * The kernels see every operand in one form whatever the caller's layout and transposition: the
 * driver folds the layout, op() and the side into the strides (logical element (i, j) at
 * i * rs + j * cs), a conjugation flag and the triangle, so each kernel has one algorithm.
 * Complex types use R = float / double with `is_complex` set: element (i, j) holds the width
 * real parts of its group's matrices followed by their width imaginary parts.
 */
#pragma once

#include <cstdint>

namespace batchblas::cpu::compact {

/**
 * One packed operand. The real part of logical element (i, j) of the matrix in lane q of chunk c
 * of group g is at data[g * group_stride + c * Lanes + q + i * rs + j * cs]; for complex types
 * its imaginary part is `width` reals further. Strides in reals.
 */
template <typename R>
struct Operand {
    R* data;
    int64_t rs, cs, group_stride;
};

/** The groups a call covers; width is the interleave width (matrices per group). */
struct GroupRange {
    int64_t width, begin, end;
};

/** C = alpha op(A) op(B) + beta C with op folded into a's and b's strides; C is m x n. */
template <typename R>
struct GemmArgs {
    int64_t m, n, k;
    bool conj_a, conj_b;
    R alpha_re, alpha_im, beta_re, beta_im;
    bool beta_zero;  // C is written without being read
    Operand<R const> a, b;
    Operand<R> c;
    GroupRange groups;
};

/**
 * B = alpha T^-1 B, T the m x m triangle of a (lower or upper of the logical view, conjugated
 * when conj), B m x n. Right-side and transposed solves reach here through the strides.
 */
template <typename R>
struct TrsmArgs {
    int64_t m, n;
    bool lower, unit, conj;
    R alpha_re, alpha_im;
    Operand<R const> a;
    Operand<R> b;
    GroupRange groups;
};

/**
 * In-place factorization of a (potrf: the lower triangle of the n x n logical view, conjugated
 * on access when conj; getrf with or without pivoting: m x n). info[p] receives matrix p's
 * LAPACK code for every matrix p < nm of the covered groups; padding lanes are computed and not
 * reported. getrf_pivoted writes matrix p's pivots (1-based rows, LAPACK's ipiv) to
 * pivots[p * min(m, n) .. + min(m, n) - 1], and the code -1 for a matrix that met a pivot whose
 * reciprocal its vectors cannot form the way LAPACK does (below the safe minimum; for complex
 * types also beyond the range where |z|^2 neither under- nor overflows): the caller factors that
 * one again by itself.
 */
template <typename R>
struct FactorArgs {
    int64_t m, n;
    bool conj;
    Operand<R> a;
    int64_t* info;
    int64_t nm;
    GroupRange groups;
    int64_t* pivots = nullptr;
};

/**
 * Lines copied between up to Lanes matrices and one chunk of a packed group: pack_lines from the
 * matrices into the chunk, unpack_lines back. Real r (0 <= r < reals) of line l of matrix q is
 * matrices[q][l * ld + r]; in the chunk it is lane q of packed + l * line_step + (r / f) *
 * elem_step + (r % f) * imag_step, f = 2 when complex (a matrix's (real, imaginary) pairs), else
 * 1. Only matrices [0, count) exist: pack_lines writes zeros to the other lanes, unpack_lines
 * leaves them. For a triangle of square matrices (part), line l is copied from its element l on
 * (LinePart::from_diagonal) or up to it (LinePart::to_diagonal); pack_lines, which copies whole
 * blocks, also reads a few elements beyond (at least a block of each line), unpack_lines writes
 * the triangle's elements only.
 */
enum class LinePart { whole, from_diagonal, to_diagonal };

template <typename R>
struct LineCopyArgs {
    R* const* matrices;  // pack_lines only reads them
    int64_t count;
    int64_t ld, lines, reals;
    R* packed;  // unpack_lines only reads it
    int64_t line_step, elem_step, imag_step;
    bool complex;
    LinePart part = LinePart::whole;
};

/**
 * One ISA's kernels at one vector length Lanes (in R): the ISA's native width (16, 32 or 64
 * bytes), or 1 (the fallback for interleave widths that are not a multiple of the vector).
 */
template <typename R>
struct Kernels {
    void (*gemm)(GemmArgs<R> const&);
    void (*trsm)(TrsmArgs<R> const&);
    void (*potrf)(FactorArgs<R> const&);
    void (*getrf)(FactorArgs<R> const&);
    void (*getrf_pivoted)(FactorArgs<R> const&);
    void (*pack)(LineCopyArgs<R> const&);
    void (*unpack)(LineCopyArgs<R> const&);
    int lanes;
};

}  // namespace batchblas::cpu::compact

// Every ISA's kernel tables (common/compact_kernels.cc), for R = float, double, real and
// complex, Lanes = the ISA's vector length in R and 1.
namespace batchblas::cpu::generic::compact {
template <typename R, bool Complex, int Lanes>
cpu::compact::Kernels<R> kernels();
}
#if defined(__x86_64__)  // the x86 ISAs are built on x86-64 only (src/CMakeLists.txt)
namespace batchblas::cpu::avx2::compact {
template <typename R, bool Complex, int Lanes>
cpu::compact::Kernels<R> kernels();
}
namespace batchblas::cpu::avx512::compact {
template <typename R, bool Complex, int Lanes>
cpu::compact::Kernels<R> kernels();
}
#endif
