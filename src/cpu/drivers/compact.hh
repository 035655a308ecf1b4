// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact (interleaved) layout on the CPU: packing between ordinary matrices and the format,
 * and the routines on packed data. Front ends (api/compact/c_compact.cc, api/compact/cxx_compact.cc) check the
 * arguments first; everything here assumes valid arguments.
 *
 * Format (docs/compact.md): nm matrices of r x c, in groups of `width` matrices. Group g holds
 * matrices g*width .. g*width + width - 1 (the last group padded). A group is one r x c matrix
 * in `layout` with leading dimension ldp whose every element is a block of width values, the
 * element of each of the group's matrices in turn; for complex types the block is the width
 * real parts followed by the width imaginary parts. In reals:
 *   element (i, j) of matrix p = g * width + q: group base g * ldp * outer * width * f, plus
 *   (i + j * ldp) (ColMajor) or (i * ldp + j) (RowMajor) times width * f, plus q
 *   (imaginary part: plus width), f = 2 for complex types, 1 for real, outer = c (ColMajor) or
 *   r (RowMajor).
 */
#pragma once

#include <cstdint>

#include "cpu/kernels/isa.hh"

namespace batchblas::cpu::compact {

/** The interleave width the kernels of `isa` run best at for T: its vector length in reals. */
template <typename T>
int64_t recommended_width(Isa isa);

/** Elements of T a packed buffer of nm matrices needs (ldp * sdp per matrix, padded groups). */
int64_t packed_size(int64_t ldp, int64_t sdp, int64_t width, int64_t nm);

/** Matrices to pack from or unpack to: a pointer array, or a base pointer and a stride. */
template <typename T>
struct MatrixList {
    T* const* pointers;
    T* base;
    int64_t stride;
    T* operator()(int64_t p) const { return pointers ? pointers[p] : base + p * stride; }
};

/**
 * What pack and unpack copy of each matrix: all of it, or (square matrices) the lower or upper
 * triangle with the diagonal. pack, whose copies run in whole vectors, also reads a few elements
 * of the other triangle next to the diagonal into the packed matrices; unpack writes the
 * triangle only. Elements of the packed matrices that pack does not reach are left as they are.
 */
enum class Part { whole, lower, upper };

template <typename T>
void pack(int layout, int64_t rows, int64_t cols, MatrixList<T const> a, int64_t lda, T* ap,
          int64_t ldap, int64_t width, int64_t nm, Part part = Part::whole);
template <typename T>
void unpack(int layout, int64_t rows, int64_t cols, T const* ap, int64_t ldap, MatrixList<T> a,
            int64_t lda, int64_t width, int64_t nm, Part part = Part::whole);

/**
 * The routines. Options are the C enumeration values. `isa` chooses the kernels (the front ends
 * pass active_isa(); tests pass each supported one); widths that are not a multiple of that
 * ISA's vector length run on narrower kernels. info (potrf, getrf) receives nm codes.
 */
template <typename T>
void gemm(int layout, int transA, int transB, int64_t m, int64_t n, int64_t k, T alpha,
          T const* ap, int64_t ldap, T const* bp, int64_t ldbp, T beta, T* cp, int64_t ldcp,
          int64_t width, int64_t nm, Isa isa);
template <typename T>
void trsm(int layout, int side, int uplo, int transA, int diag, int64_t m, int64_t n, T alpha,
          T const* ap, int64_t ldap, T* bp, int64_t ldbp, int64_t width, int64_t nm, Isa isa);
template <typename T>
void potrf(int layout, int uplo, int64_t n, T* ap, int64_t ldap, int64_t width, int64_t nm,
           int64_t* info, Isa isa);
template <typename T>
void getrf_nopiv(int layout, int64_t m, int64_t n, T* ap, int64_t ldap, int64_t width, int64_t nm,
                 int64_t* info, Isa isa);
/**
 * LU with partial pivoting of each packed matrix (not part of the compact API: the interleaved
 * path of getrf batches). pivots receives nm * min(m, n) pivots, matrix p's from p * min(m, n);
 * info the codes of FactorArgs (-1: factor that matrix again by itself).
 */
template <typename T>
void getrf_pivoted(int layout, int64_t m, int64_t n, T* ap, int64_t ldap, int64_t width, int64_t nm,
                   int64_t* pivots, int64_t* info, Isa isa);
template <typename T>
void potrs(int layout, int uplo, int64_t n, int64_t nrhs, T const* ap, int64_t ldap, T* bp,
           int64_t ldbp, int64_t width, int64_t nm, Isa isa);
template <typename T>
void getrs_nopiv(int layout, int trans, int64_t n, int64_t nrhs, T const* ap, int64_t ldap, T* bp,
                 int64_t ldbp, int64_t width, int64_t nm, Isa isa);

}  // namespace batchblas::cpu::compact
