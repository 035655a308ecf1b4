// SPDX-License-Identifier: BSD-3-Clause
/**
 * Argument checking of the compact-layout routines, shared by the C and C++ front ends.
 *
 * Every argument of a compact call is shared by all nm matrices, so each check_* below returns
 * 0 or -a for the whole call, a the 1-based position of the first invalid argument in the C
 * signature (layout is 1; the positions are listed with each function). The C front end
 * reports it in info[0]; the C++ front end throws Error naming the argument.
 */
#pragma once

#include <cstdint>

#include "core/check.hh"
#include "core/size_arith.hh"

namespace batchblas::core::compact {

/** Conditions in argument order: the first failing one gives the code. */
struct FirstInvalid {
    int64_t code = 0;
    FirstInvalid& operator()(bool invalid, int position)
    {
        if (code == 0 && invalid) code = -position;
        return *this;
    }
    /** The arguments every routine ends with: width at `position`, nm after it, and nm again
     *  where `overflows` (some packed operand of nm matrices would span more than INT64_MAX
     *  bytes; packed_overflows is false for an invalid width or nm, reported first). */
    FirstInvalid& width_and_count(int64_t width, int64_t nm, int position, bool overflows)
    {
        return (*this)(width < 1, position)(nm < 0, position + 1)(overflows, position + 1);
    }
};

/** Leading dimension of a packed (or ordinary) rows x cols matrix in the given layout. */
inline bool bad_ld(int layout, int64_t ld, int64_t rows, int64_t cols)
{
    return ld < min_ld(layout, rows, cols);
}

/**
 * The elements of a packed buffer of nm matrices, ldp * sdp * width * ceil(nm / width)
 * (bblas_?size_compact), in `elements`; or -a, a the first argument (ldp 1, sdp 2, width 3,
 * nm 4) whose product with the ones before it takes the buffer beyond INT64_MAX bytes at
 * element_bytes a element (the size the caller then allocates, and the offsets the kernels
 * form, would wrap). Arguments are valid (ldp >= 1, sdp >= 0, width >= 1, nm >= 0).
 */
inline int64_t packed_elements(int64_t ldp, int64_t sdp, int64_t width, int64_t nm,
                               int64_t element_bytes, int64_t& elements)
{
    int64_t const groups = nm / width + (nm % width != 0 ? 1 : 0);  // nm + width - 1 may wrap
    int64_t bytes = element_bytes;
    if (!checked_mul(bytes, ldp, bytes)) return -1;
    if (!checked_mul(bytes, sdp, bytes)) return -2;
    if (!checked_mul(bytes, width, bytes)) return -3;
    if (!checked_mul(bytes, groups, bytes)) return -4;
    elements = ldp * sdp * width * groups;  // bytes fits, so every partial product does
    return 0;
}

/** Bytes of the largest element type (complex double): the routines' checks bound the packed
 *  buffers of every type by it. */
inline constexpr int64_t largest_element_bytes = 16;

/** Whether the packed rows x cols matrices (leading dimension ld, in `layout`) of nm matrices
 *  in groups of `width` span more than INT64_MAX bytes: their offsets would wrap. */
inline bool packed_overflows(int layout, int64_t ld, int64_t rows, int64_t cols, int64_t width,
                             int64_t nm)
{
    if (ld < 1 || rows < 0 || cols < 0 || width < 1 || nm < 0) return false;  // reported apart
    int64_t elements = 0;
    int64_t const outer = layout == int(Layout::ColMajor) ? cols : rows;
    return packed_elements(ld, outer, width, nm, largest_element_bytes, elements) != 0;
}

/** Whether the offset (nm - 1) * stride of a strided batch's last matrix wraps. */
inline bool stride_overflows(int64_t stride, int64_t nm)
{
    int64_t offset = 0;
    return nm > 1 && !checked_mul(nm - 1, stride, offset);
}

/** rows x cols in `layout` (the positions differ between pack, unpack and their strided forms:
 *  given as arguments). A null pointer array or any null matrix is invalid when referenced. */
template <typename P>
int64_t check_pack(int layout, int64_t rows, int64_t cols, P const* const* pointers,
                   bool pointer_form, P const* base, int64_t lda, int64_t stride,
                   void const* packed, int64_t ldap, int64_t width, int64_t nm, bool unpack)
{
    bool const refs = rows > 0 && cols > 0 && nm > 0;
    bool missing_matrix = false;
    if (refs) {
        if (pointer_form) {
            missing_matrix = pointers == nullptr;
            for (int64_t p = 0; !missing_matrix && p < nm; ++p) missing_matrix = pointers[p] == nullptr;
        }
        else {
            missing_matrix = base == nullptr;
        }
    }
    // C positions. pack: A 4, lda 5, [strideA 6], Ap, ldap, width, nm.
    //              unpack: Ap 4, ldap 5, A 6, lda 7, [strideA 8], width, nm.
    int const s = pointer_form ? 0 : 1;
    int const pos_a = unpack ? 6 : 4, pos_lda = pos_a + 1, pos_stride = pos_lda + 1;
    int const pos_ap = unpack ? 4 : 6 + s, pos_ldap = pos_ap + 1;
    int const pos_width = 8 + s, pos_nm = 9 + s;
    FirstInvalid f;
    f(!valid_layout(layout), 1)(rows < 0, 2)(cols < 0, 3);
    if (unpack) {
        f(refs && packed == nullptr, pos_ap)(bad_ld(layout, ldap, rows, cols), pos_ldap);
        f(missing_matrix, pos_a)(bad_ld(layout, lda, rows, cols), pos_lda);
        if (!pointer_form) f(stride < 0, pos_stride);
    }
    else {
        f(missing_matrix, pos_a)(bad_ld(layout, lda, rows, cols), pos_lda);
        if (!pointer_form) f(stride < 0, pos_stride);
        f(refs && packed == nullptr, pos_ap)(bad_ld(layout, ldap, rows, cols), pos_ldap);
    }
    f(width < 1, pos_width)(nm < 0, pos_nm);
    if (!pointer_form) f(stride_overflows(stride, nm), pos_stride);
    f(packed_overflows(layout, ldap, rows, cols, width, nm), pos_nm);
    return f.code;
}

/** gemm: layout 1, transA 2, transB 3, m 4, n 5, k 6, alpha 7, Ap 8, ldap 9, Bp 10, ldbp 11,
 *  beta 12, Cp 13, ldcp 14, width 15, nm 16, info 17. */
inline int64_t check_gemm(int layout, int ta, int tb, int64_t m, int64_t n, int64_t k,
                          bool alpha_zero, void const* a, int64_t lda, void const* b, int64_t ldb,
                          void const* c, int64_t ldc, int64_t width, int64_t nm)
{
    bool const ok_ops = valid_op(ta) && valid_op(tb);
    bool const nta = ta == int(Op::NoTrans), ntb = tb == int(Op::NoTrans);
    bool const reads_ab = m > 0 && n > 0 && k > 0 && !alpha_zero && nm > 0;
    bool const refs_c = m > 0 && n > 0 && nm > 0;
    FirstInvalid f;
    f(!valid_layout(layout), 1)(!valid_op(ta), 2)(!valid_op(tb), 3)(m < 0, 4)(n < 0, 5)(k < 0, 6);
    if (f.code != 0 || !ok_ops) return f.code;
    f(reads_ab && a == nullptr, 8)(bad_ld(layout, lda, nta ? m : k, nta ? k : m), 9);
    f(reads_ab && b == nullptr, 10)(bad_ld(layout, ldb, ntb ? k : n, ntb ? n : k), 11);
    f(refs_c && c == nullptr, 13)(bad_ld(layout, ldc, m, n), 14);
    f.width_and_count(width, nm, 15,
                      packed_overflows(layout, lda, nta ? m : k, nta ? k : m, width, nm) ||
                          packed_overflows(layout, ldb, ntb ? k : n, ntb ? n : k, width, nm) ||
                          packed_overflows(layout, ldc, m, n, width, nm));
    return f.code;
}

/** trsm: layout 1, side 2, uplo 3, transA 4, diag 5, m 6, n 7, alpha 8, Ap 9, ldap 10, Bp 11,
 *  ldbp 12, width 13, nm 14, info 15. */
inline int64_t check_trsm(int layout, int side, int uplo, int ta, int diag, int64_t m, int64_t n,
                          bool alpha_zero, void const* a, int64_t lda, void const* b, int64_t ldb,
                          int64_t width, int64_t nm)
{
    FirstInvalid f;
    f(!valid_layout(layout), 1)(!valid_side(side), 2)(!valid_uplo(uplo), 3)(!valid_op(ta), 4);
    f(!valid_diag(diag), 5)(m < 0, 6)(n < 0, 7);
    if (f.code != 0) return f.code;
    int64_t const ka = side == int(Side::Left) ? m : n;
    bool const refs = m > 0 && n > 0 && nm > 0;
    f(refs && !alpha_zero && a == nullptr, 9)(bad_ld(layout, lda, ka, ka), 10);
    f(refs && b == nullptr, 11)(bad_ld(layout, ldb, m, n), 12);
    f.width_and_count(width, nm, 13,
                      packed_overflows(layout, lda, ka, ka, width, nm) ||
                          packed_overflows(layout, ldb, m, n, width, nm));
    return f.code;
}

/** potrf: layout 1, uplo 2, n 3, Ap 4, ldap 5, width 6, nm 7, info 8. */
inline int64_t check_potrf(int layout, int uplo, int64_t n, void const* a, int64_t lda,
                           int64_t width, int64_t nm)
{
    FirstInvalid f;
    f(!valid_layout(layout), 1)(!valid_uplo(uplo), 2)(n < 0, 3);
    f(n > 0 && nm > 0 && a == nullptr, 4)(n >= 0 && bad_ld(layout, lda, n, n), 5);
    f.width_and_count(width, nm, 6, packed_overflows(layout, lda, n, n, width, nm));
    return f.code;
}

/** getrfnp: layout 1, m 2, n 3, Ap 4, ldap 5, width 6, nm 7, info 8. */
inline int64_t check_getrf(int layout, int64_t m, int64_t n, void const* a, int64_t lda,
                           int64_t width, int64_t nm)
{
    FirstInvalid f;
    f(!valid_layout(layout), 1)(m < 0, 2)(n < 0, 3);
    if (f.code != 0) return f.code;
    f(m > 0 && n > 0 && nm > 0 && a == nullptr, 4)(bad_ld(layout, lda, m, n), 5);
    f.width_and_count(width, nm, 6, packed_overflows(layout, lda, m, n, width, nm));
    return f.code;
}

/** potrs: layout 1, uplo 2, n 3, nrhs 4, Ap 5, ldap 6, Bp 7, ldbp 8, width 9, nm 10, info 11.
 *  getrsnp: the same with trans at 2 (option = uplo or trans, checked by `option_ok`). */
inline int64_t check_solve(int layout, bool option_ok, int64_t n, int64_t nrhs, void const* a,
                           int64_t lda, void const* b, int64_t ldb, int64_t width, int64_t nm)
{
    FirstInvalid f;
    f(!valid_layout(layout), 1)(!option_ok, 2)(n < 0, 3)(nrhs < 0, 4);
    if (f.code != 0) return f.code;
    bool const refs = n > 0 && nrhs > 0 && nm > 0;
    f(refs && a == nullptr, 5)(bad_ld(layout, lda, n, n), 6);
    f(refs && b == nullptr, 7)(bad_ld(layout, ldb, n, nrhs), 8);
    f.width_and_count(width, nm, 9,
                      packed_overflows(layout, lda, n, n, width, nm) ||
                          packed_overflows(layout, ldb, n, nrhs, width, nm));
    return f.code;
}

}  // namespace batchblas::core::compact
