// SPDX-License-Identifier: BSD-3-Clause
/**
 * fuzz_arguments' routine table: every routine's argument descriptors (API.md section 1 and the
 * headers' per-routine notes) with its C and C++ callers.
 */
#pragma once

#include "fuzz_callers.hh"

namespace fuzz_arguments {

// ------------------------------------------------------------------------------------------------
// The routines, from API.md section 1 and the headers' per-routine notes

inline Arg option(std::vector<int> allowed) { return Arg{Kind::Option, std::move(allowed)}; }
inline Arg size() { return Arg{Kind::Size}; }
inline Arg scalar(Elem e = Elem::T)
{
    Arg a{Kind::Scalar};
    a.elem = e;
    return a;
}
inline Arg matrix(bool output, Predicate referenced, Extent2 dims)
{
    Arg a{Kind::Matrix};
    a.output = output;
    a.referenced = std::move(referenced);
    a.dims = std::move(dims);
    return a;
}
inline Arg ld(int matrix_slot)
{
    Arg a{Kind::Ld};
    a.link = matrix_slot;
    return a;
}
inline Arg vector(bool output, Predicate referenced, Length length, int inc_slot)
{
    Arg a{Kind::Vector};
    a.output = output;
    a.referenced = std::move(referenced);
    a.length = std::move(length);
    a.link = inc_slot;
    return a;
}
inline Arg inc() { return Arg{Kind::Inc}; }
inline Arg pivots(bool output, Predicate referenced, Length length, Elem e = Elem::Int64)
{
    Arg a{Kind::Pivots};
    a.elem = e;
    a.output = output;
    a.referenced = std::move(referenced);
    a.length = std::move(length);
    return a;
}
inline Arg result(Elem e)
{
    Arg a{Kind::Result};
    a.elem = e;
    a.output = true;
    return a;
}

std::vector<int> const all_trans(trans_values, trans_values + 3);
std::vector<int> const sides(side_values, side_values + 2);
std::vector<int> const uplos(uplo_values, uplo_values + 2);
std::vector<int> const diags(diag_values, diag_values + 2);

inline Routine routine(char const* name, bool layout, std::vector<Arg> args, std::array<Caller, 4> c,
                std::array<Caller, 4> cxx)
{
    return Routine{name, layout, false, false, false, std::move(args), c, cxx};
}
/** A caller template's four instantiations (an initializer, not a function body). */
#define TYPES(f) std::array<Caller, 4>{f<r32>, f<r64>, f<c32>, f<c64>}

// Aliases that fix the non-type parameters, so that routine<>() takes one-parameter templates.
template <typename T> void c_symm0(Call& c) { c_symm<T, false>(c); }
template <typename T> void c_symm1(Call& c) { c_symm<T, true>(c); }
template <typename T> void x_symm0(Call& c) { cxx_symm<T, false>(c); }
template <typename T> void x_symm1(Call& c) { cxx_symm<T, true>(c); }
template <typename T> void c_rk0(Call& c) { c_rank_k<T, false>(c); }
template <typename T> void c_rk1(Call& c) { c_rank_k<T, true>(c); }
template <typename T> void x_rk0(Call& c) { cxx_rank_k<T, false>(c); }
template <typename T> void x_rk1(Call& c) { cxx_rank_k<T, true>(c); }
template <typename T> void c_r2k0(Call& c) { c_rank_2k<T, false>(c); }
template <typename T> void c_r2k1(Call& c) { c_rank_2k<T, true>(c); }
template <typename T> void x_r2k0(Call& c) { cxx_rank_2k<T, false>(c); }
template <typename T> void x_r2k1(Call& c) { cxx_rank_2k<T, true>(c); }
template <typename T> void c_tr0(Call& c) { c_triangular<T, false>(c); }
template <typename T> void c_tr1(Call& c) { c_triangular<T, true>(c); }
template <typename T> void x_tr0(Call& c) { cxx_triangular<T, false>(c); }
template <typename T> void x_tr1(Call& c) { cxx_triangular<T, true>(c); }
template <typename T> void c_ger0(Call& c) { c_ger<T, 0>(c); }
template <typename T> void c_ger1(Call& c) { c_ger<T, 1>(c); }
template <typename T> void x_ger0(Call& c) { cxx_ger<T, 0>(c); }
template <typename T> void x_ger1(Call& c) { cxx_ger<T, 1>(c); }
template <typename T> void c_symv0(Call& c) { c_symv<T, false>(c); }
template <typename T> void c_symv1(Call& c) { c_symv<T, true>(c); }
template <typename T> void x_symv0(Call& c) { cxx_symv<T, false>(c); }
template <typename T> void x_symv1(Call& c) { cxx_symv<T, true>(c); }
template <typename T> void c_trv0(Call& c) { c_trv<T, false>(c); }
template <typename T> void c_trv1(Call& c) { c_trv<T, true>(c); }
template <typename T> void x_trv0(Call& c) { cxx_trv<T, false>(c); }
template <typename T> void x_trv1(Call& c) { cxx_trv<T, true>(c); }
template <typename T> void c_copy0(Call& c) { c_copy<T, false>(c); }
template <typename T> void c_copy1(Call& c) { c_copy<T, true>(c); }
template <typename T> void x_copy0(Call& c) { cxx_copy<T, false>(c); }
template <typename T> void x_copy1(Call& c) { cxx_copy<T, true>(c); }
template <typename T> void c_dot0(Call& c) { c_dot<T, 0>(c); }
template <typename T> void c_dot1(Call& c) { c_dot<T, 1>(c); }
template <typename T> void x_dot0(Call& c) { cxx_dot<T, 0>(c); }
template <typename T> void x_dot1(Call& c) { cxx_dot<T, 1>(c); }
template <typename T> void c_red0(Call& c) { c_reduction<T, 0>(c); }
template <typename T> void c_red1(Call& c) { c_reduction<T, 1>(c); }
template <typename T> void c_red2(Call& c) { c_reduction<T, 2>(c); }
template <typename T> void x_red0(Call& c) { cxx_reduction<T, 0>(c); }
template <typename T> void x_red1(Call& c) { cxx_reduction<T, 1>(c); }
template <typename T> void x_red2(Call& c) { cxx_reduction<T, 2>(c); }
template <typename T> void c_potrs0(Call& c) { c_potrs<T, 0>(c); }
template <typename T> void c_potrs1(Call& c) { c_potrs<T, 1>(c); }
template <typename T> void x_potrs0(Call& c) { cxx_potrs<T, 0>(c); }
template <typename T> void x_potrs1(Call& c) { cxx_potrs<T, 1>(c); }

inline std::vector<Routine> make_routines()
{
    using P = Problem const&;
    std::vector<Routine> r;
    auto dims_op = [](int trans, int rows, int cols) {
        return [=](P p) {
            return p[trans] == BlasNoTrans ? std::pair(p[rows], p[cols])
                                           : std::pair(p[cols], p[rows]);
        };
    };
    auto square = [](int n) { return [=](P p) { return std::pair(p[n], p[n]); }; };

    // gemm: transA 0, transB 1, m 2, n 3, k 4, alpha 5, A 6, lda 7, B 8, ldb 9, beta 10, C 11,
    // ldc 12. k = 0 or alpha = 0: A and B are not read.
    {
        auto reads = [](P p) { return p[2] > 0 && p[3] > 0 && p[4] > 0 && !p.zero(5); };
        r.push_back(routine(
            "gemm", true,
            {option(all_trans), option(all_trans), size(), size(), size(), scalar(),
             matrix(false, reads, dims_op(0, 2, 4)), ld(6), matrix(false, reads, dims_op(1, 4, 3)),
             ld(8), scalar(), matrix(true, [](P p) { return p[2] > 0 && p[3] > 0; },
                                     [](P p) { return std::pair(p[2], p[3]); }),
             ld(11)}, TYPES(c_gemm), TYPES(cxx_gemm)));
    }
    // symm / hemm: side 0, uplo 1, m 2, n 3, alpha 4, A 5, lda 6, B 7, ldb 8, beta 9, C 10, ldc 11.
    for (int hermitian = 0; hermitian < 2; ++hermitian) {
        auto reads = [](P p) { return p[2] > 0 && p[3] > 0 && !p.zero(4); };
        auto ka = [](P p) {
            int64_t const k = p[0] == BlasLeft ? p[2] : p[3];
            return std::pair(k, k);
        };
        auto mn = [](P p) { return std::pair(p[2], p[3]); };
        std::vector<Arg> args = {option(sides), option(uplos), size(), size(), scalar(),
                                 matrix(false, reads, ka), ld(5), matrix(false, reads, mn), ld(7),
                                 scalar(), matrix(true, [](P p) { return p[2] > 0 && p[3] > 0; }, mn),
                                 ld(10)};
        r.push_back(hermitian ? routine("hemm", true, args, TYPES(c_symm1), TYPES(x_symm1))
                              : routine("symm", true, args, TYPES(c_symm0), TYPES(x_symm0)));
        r.back().complex_only_c = hermitian;
    }
    // syrk / herk: uplo 0, trans 1, n 2, k 3, alpha 4, A 5, lda 6, beta 7, C 8, ldc 9.
    // syr2k / her2k: uplo 0, trans 1, n 2, k 3, alpha 4, A 5, lda 6, B 7, ldb 8, beta 9, C 10,
    // ldc 11. The allowed trans values depend on the type: set per call (see allowed_trans).
    for (int hermitian = 0; hermitian < 2; ++hermitian) {
        Elem const s = hermitian ? Elem::Real : Elem::T;
        auto reads = [](P p) { return p[2] > 0 && p[3] > 0 && !p.zero(4); };
        auto c_ref = [](P p) { return p[2] > 0; };
        std::vector<Arg> k_args = {option(uplos), option(all_trans), size(), size(), scalar(s),
                                   matrix(false, reads, dims_op(1, 2, 3)), ld(5), scalar(s),
                                   matrix(true, c_ref, square(2)), ld(8)};
        r.push_back(hermitian ? routine("herk", true, k_args, TYPES(c_rk1), TYPES(x_rk1))
                              : routine("syrk", true, k_args, TYPES(c_rk0), TYPES(x_rk0)));
        r.back().complex_only_c = hermitian;
        std::vector<Arg> k2_args = {option(uplos), option(all_trans), size(), size(), scalar(),
                                    matrix(false, reads, dims_op(1, 2, 3)), ld(5),
                                    matrix(false, reads, dims_op(1, 2, 3)), ld(7), scalar(s),
                                    matrix(true, c_ref, square(2)), ld(10)};
        r.push_back(hermitian ? routine("her2k", true, k2_args, TYPES(c_r2k1), TYPES(x_r2k1))
                              : routine("syr2k", true, k2_args, TYPES(c_r2k0), TYPES(x_r2k0)));
        r.back().complex_only_c = hermitian;
    }
    // trmm / trsm: side 0, uplo 1, trans 2, diag 3, m 4, n 5, alpha 6, A 7, lda 8, B 9, ldb 10.
    for (int solve = 0; solve < 2; ++solve) {
        auto ka = [](P p) {
            int64_t const k = p[0] == BlasLeft ? p[4] : p[5];
            return std::pair(k, k);
        };
        std::vector<Arg> args = {
            option(sides), option(uplos), option(all_trans), option(diags), size(), size(),
            scalar(), matrix(false, [](P p) { return p[4] > 0 && p[5] > 0 && !p.zero(6); }, ka),
            ld(7), matrix(true, [](P p) { return p[4] > 0 && p[5] > 0; },
                          [](P p) { return std::pair(p[4], p[5]); }),
            ld(9)};
        r.push_back(solve ? routine("trsm", true, args, TYPES(c_tr1), TYPES(x_tr1))
                          : routine("trmm", true, args, TYPES(c_tr0), TYPES(x_tr0)));
    }
    // gemv: trans 0, m 1, n 2, alpha 3, A 4, lda 5, x 6, incx 7, beta 8, y 9, incy 10.
    // alpha = 0 reads neither A nor x; y is left alone when also beta = 1.
    {
        auto reads = [](P p) { return p[1] > 0 && p[2] > 0 && !p.zero(3); };
        auto touches_y = [](P p) {
            return p[1] > 0 && p[2] > 0 && !(p.zero(3) && p.one(8));
        };
        r.push_back(routine(
            "gemv", true,
            {option(all_trans), size(), size(), scalar(),
             matrix(false, reads, [](P p) { return std::pair(p[1], p[2]); }), ld(4),
             vector(false, reads, [](P p) { return p[0] == BlasNoTrans ? p[2] : p[1]; }, 7),
             inc(), scalar(),
             vector(true, touches_y, [](P p) { return p[0] == BlasNoTrans ? p[1] : p[2]; }, 10),
             inc()}, TYPES(c_gemv), TYPES(cxx_gemv)));
    }
    // ger / geru / gerc: m 0, n 1, alpha 2, x 3, incx 4, y 5, incy 6, A 7, lda 8.
    for (int conj = 0; conj < 2; ++conj) {
        auto refs = [](P p) { return p[0] > 0 && p[1] > 0 && !p.zero(2); };
        std::vector<Arg> args = {size(), size(), scalar(),
                                 vector(false, refs, [](P p) { return p[0]; }, 4), inc(),
                                 vector(false, refs, [](P p) { return p[1]; }, 6), inc(),
                                 matrix(true, refs, [](P p) { return std::pair(p[0], p[1]); }),
                                 ld(7)};
        r.push_back(conj ? routine("gerc", true, args, TYPES(c_ger1), TYPES(x_ger1))
                         : routine("ger/geru", true, args, TYPES(c_ger0), TYPES(x_ger0)));
        r.back().complex_only_c = conj;
    }
    // symv / hemv: uplo 0, n 1, alpha 2, A 3, lda 4, x 5, incx 6, beta 7, y 8, incy 9.
    for (int hermitian = 0; hermitian < 2; ++hermitian) {
        auto reads = [](P p) { return p[1] > 0 && !p.zero(2); };
        auto len = [](P p) { return p[1]; };
        std::vector<Arg> args = {
            option(uplos), size(), scalar(), matrix(false, reads, square(1)), ld(3),
            vector(false, reads, len, 6), inc(), scalar(),
            vector(true, [](P p) { return p[1] > 0 && !(p.zero(2) && p.one(7)); }, len, 9),
            inc()};
        r.push_back(hermitian ? routine("hemv", true, args, TYPES(c_symv1), TYPES(x_symv1))
                              : routine("symv", true, args, TYPES(c_symv0), TYPES(x_symv0)));
        r.back().complex_only_c = hermitian;
    }
    // trmv / trsv: uplo 0, trans 1, diag 2, n 3, A 4, lda 5, x 6, incx 7.
    for (int solve = 0; solve < 2; ++solve) {
        auto refs = [](P p) { return p[3] > 0; };
        std::vector<Arg> args = {option(uplos), option(all_trans), option(diags), size(),
                                 matrix(false, refs, square(3)), ld(4),
                                 vector(true, refs, [](P p) { return p[3]; }, 7), inc()};
        r.push_back(solve ? routine("trsv", true, args, TYPES(c_trv1), TYPES(x_trv1))
                          : routine("trmv", true, args, TYPES(c_trv0), TYPES(x_trv0)));
    }
    // Level 1 (no layout): axpy n 0, alpha 1, x 2, incx 3, y 4, incy 5.
    auto n0 = [](P p) { return p[0]; };
    {
        auto refs = [](P p) { return p[0] > 0 && !p.zero(1); };
        r.push_back(routine(
            "axpy", false,
            {size(), scalar(), vector(false, refs, n0, 3), inc(), vector(true, refs, n0, 5), inc()}, TYPES(c_axpy), TYPES(cxx_axpy)));
    }
    // scal: n 0, alpha 1, x 2, incx 3; a negative increment makes it return at once.
    r.push_back(routine(
        "scal", false,
        {size(), scalar(),
         vector(true, [](P p) { return p[0] > 0 && p.has[3] && p[3] > 0; }, n0, 3), inc()}, TYPES(c_scal), TYPES(cxx_scal)));
    // copy / swap: n 0, x 1, incx 2, y 3, incy 4.
    for (int swap = 0; swap < 2; ++swap) {
        auto refs = [](P p) { return p[0] > 0; };
        std::vector<Arg> args = {size(), vector(swap, refs, n0, 2), inc(),
                                 vector(true, refs, n0, 4), inc()};
        r.push_back(swap ? routine("swap", false, args, TYPES(c_copy1), TYPES(x_copy1))
                         : routine("copy", false, args, TYPES(c_copy0), TYPES(x_copy0)));
    }
    // dot / dotu / dotc: n 0, x 1, incx 2, y 3, incy 4, result 5 (always written).
    for (int conj = 0; conj < 2; ++conj) {
        auto refs = [](P p) { return p[0] > 0; };
        std::vector<Arg> args = {size(), vector(false, refs, n0, 2), inc(),
                                 vector(false, refs, n0, 4), inc(), result(Elem::T)};
        r.push_back(conj ? routine("dotc", false, args, TYPES(c_dot1), TYPES(x_dot1))
                         : routine("dot/dotu", false, args, TYPES(c_dot0), TYPES(x_dot0)));
        r.back().complex_only_c = conj;
    }
    // nrm2, asum, iamax: n 0, x 1, incx 2, result 3. nrm2 walks a negative increment backwards;
    // asum and iamax return 0 for incx < 0 without reading x.
    r.push_back(routine(
        "nrm2", false,
        {size(), vector(false, [](P p) { return p[0] > 0 && p.has[2]; }, n0, 2), inc(),
         result(Elem::Real)}, TYPES(c_red0), TYPES(x_red0)));
    auto positive_inc = [](P p) { return p[0] > 0 && p.has[2] && p[2] > 0; };
    r.push_back(routine(
        "asum", false,
        {size(), vector(false, positive_inc, n0, 2), inc(), result(Elem::Real)}, TYPES(c_red1), TYPES(x_red1)));
    r.push_back(routine(
        "iamax", false,
        {size(), vector(false, positive_inc, n0, 2), inc(), result(Elem::Int64)}, TYPES(c_red2), TYPES(x_red2)));

    // LAPACK. getrf: m 0, n 1, A 2, lda 3, ipiv 4; min(m, n) = 0 references nothing.
    {
        auto refs = [](P p) { return std::min(p[0], p[1]) > 0; };
        r.push_back(routine(
            "getrf", true,
            {size(), size(), matrix(true, refs, [](P p) { return std::pair(p[0], p[1]); }), ld(2),
             pivots(true, refs, [](P p) { return std::min(p[0], p[1]); })}, TYPES(c_getrf), TYPES(cxx_getrf)));
    }
    // getrs: trans 0, n 1, nrhs 2, A 3, lda 4, ipiv 5, B 6, ldb 7.
    {
        auto refs = [](P p) { return p[1] > 0 && p[2] > 0; };
        r.push_back(routine(
            "getrs", true,
            {option(all_trans), size(), size(), matrix(false, refs, square(1)), ld(3),
             pivots(false, refs, [](P p) { return p[1]; }),
             matrix(true, refs, [](P p) { return std::pair(p[1], p[2]); }), ld(6)}, TYPES(c_getrs), TYPES(cxx_getrs)));
    }
    // gesv: n 0, nrhs 1, A 2, lda 3, ipiv 4, B 5, ldb 6; A is factored even without rhs.
    {
        auto refs = [](P p) { return p[0] > 0; };
        r.push_back(routine(
            "gesv", true,
            {size(), size(), matrix(true, refs, square(0)), ld(2),
             pivots(true, refs, [](P p) { return p[0]; }),
             matrix(true, [](P p) { return p[0] > 0 && p[1] > 0; },
                    [](P p) { return std::pair(p[0], p[1]); }),
             ld(5)}, TYPES(c_gesv), TYPES(cxx_gesv)));
    }
    // potrf: uplo 0, n 1, A 2, lda 3.
    r.push_back(routine(
        "potrf", true,
        {option(uplos), size(), matrix(true, [](P p) { return p[1] > 0; }, square(1)), ld(2)}, TYPES(c_potrf), TYPES(cxx_potrf)));
    // potrs / posv: uplo 0, n 1, nrhs 2, A 3, lda 4, B 5, ldb 6; posv factors A without rhs.
    for (int factor = 0; factor < 2; ++factor) {
        auto solves = [](P p) { return p[1] > 0 && p[2] > 0; };
        Predicate reads_a = factor ? Predicate([](P p) { return p[1] > 0; }) : Predicate(solves);
        std::vector<Arg> args = {option(uplos), size(), size(),
                                 matrix(factor, reads_a, square(1)), ld(3),
                                 matrix(true, solves, [](P p) { return std::pair(p[1], p[2]); }),
                                 ld(5)};
        r.push_back(factor ? routine("posv", true, args, TYPES(c_potrs1), TYPES(x_potrs1))
                           : routine("potrs", true, args, TYPES(c_potrs0), TYPES(x_potrs0)));
    }
    // getri: n 0, A 1, lda 2, ipiv 3, C 4, ldc 5 (out of place).
    {
        auto refs = [](P p) { return p[0] > 0; };
        r.push_back(routine(
            "getri", true,
            {size(), matrix(false, refs, square(0)), ld(1),
             pivots(false, refs, [](P p) { return p[0]; }), matrix(true, refs, square(0)),
             ld(4)}, TYPES(c_getri), TYPES(cxx_getri)));
    }
    // geqrf: m 0, n 1, A 2, lda 3, tau 4 (min(m, n) scalars of the matrix's type).
    {
        auto refs = [](P p) { return std::min(p[0], p[1]) > 0; };
        r.push_back(routine(
            "geqrf", true,
            {size(), size(), matrix(true, refs, [](P p) { return std::pair(p[0], p[1]); }), ld(2),
             pivots(true, refs, [](P p) { return std::min(p[0], p[1]); }, Elem::T)}, TYPES(c_geqrf), TYPES(cxx_geqrf)));
    }
    for (Routine& x : r) {
        std::string const name = x.name;
        x.numerical = name == "getrf" || name == "gesv" || name == "potrf" || name == "posv" ||
                      name == "getri";
        x.real_only_c = false;
        if (x.complex_only_c) x.c[0] = x.c[1] = nullptr;
    }
    return r;
}

inline std::vector<Routine> const& routines()
{
    static std::vector<Routine> const list = make_routines();
    return list;
}

#undef TYPES

}  // namespace fuzz_arguments
