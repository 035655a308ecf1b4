// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact layout's CPU driver (contract: compact.hh): folds layout, op(), side and triangle
 * into the kernels' strides and flags, picks the ISA's kernels for the interleave width, and
 * splits the groups across threads.
 */
#include "cpu/drivers/compact.hh"

#include <algorithm>
#include <complex>

#include "batchblas.h"
#include "batchblas/types.hh"
#include "cpu/drivers/parallel.hh"
#include "cpu/kernels/compact_kernels.hh"

namespace batchblas::cpu::compact {
namespace {

template <typename T>
using R_of = real_type<T>;
template <typename T>
constexpr int64_t factor = is_complex_v<T> ? 2 : 1;

template <typename T>
R_of<T> re(T x)
{
    if constexpr (is_complex_v<T>) return x.real();
    else return x;
}
template <typename T>
R_of<T> im(T x)
{
    if constexpr (is_complex_v<T>) return x.imag();
    else return R_of<T>(0);
}

// ------------------------------------------------------------------------------------------------
// Kernel choice

/** Bytes of the vectors of each ISA. */
constexpr int isa_bytes(Isa isa) { return isa == Isa::avx512 ? 64 : isa == Isa::avx2 ? 32 : 16; }

/**
 * The widest kernels of `isa` or below whose vector length divides the width (then every chunk
 * of a group is full vectors); Lanes = 1 for any other width.
 */
template <typename R, bool C>
Kernels<R> kernels_for(Isa isa, int64_t width)
{
    constexpr int l16 = 16 / int(sizeof(R));
#if defined(BATCHBLAS_HAVE_X86_KERNELS) && defined(BATCHBLAS_AVX2_KERNELS)
    constexpr int l32 = 32 / int(sizeof(R));
#if defined(BATCHBLAS_AVX512_KERNELS)
    constexpr int l64 = 64 / int(sizeof(R));
    if (isa == Isa::avx512 && width % l64 == 0) return avx512::compact::kernels<R, C, l64>();
#endif
    if (isa != Isa::generic && width % l32 == 0) return avx2::compact::kernels<R, C, l32>();
#endif
    (void)isa;
    if (width % l16 == 0) return generic::compact::kernels<R, C, l16>();
    return generic::compact::kernels<R, C, 1>();
}

template <typename T>
Kernels<R_of<T>> kernels(Isa isa, int64_t width)
{
    if (!isa_supported(isa)) isa = active_isa();
    return kernels_for<R_of<T>, is_complex_v<T>>(isa, width);
}

// ------------------------------------------------------------------------------------------------
// Operands and threads

int64_t group_count(int64_t width, int64_t nm) { return nm / width + (nm % width != 0 ? 1 : 0); }

/** A packed matrix stored rows x cols in `layout`, seen without transposition. */
template <typename T, typename P>
Operand<P> operand(P* data, int layout, int64_t rows, int64_t cols, int64_t ldp, int64_t width)
{
    int64_t const w = width * factor<T>;
    bool const col = layout == BlasColMajor;
    int64_t const outer = col ? cols : rows;
    return {data, (col ? 1 : ldp) * w, (col ? ldp : 1) * w, ldp * outer * w};
}

/** The same operand transposed (logical (i, j) is stored (j, i)). */
template <typename P>
Operand<P> transposed(Operand<P> o)
{
    return {o.data, o.cs, o.rs, o.group_stride};
}

/**
 * Calls f(begin, end) on ranges of groups: one contiguous range per thread when the batch is
 * worth a thread team, else one call. Every group costs the same, so static ranges balance.
 */
template <typename F>
void over_groups(int64_t groups, double flops_per_group, F&& f)
{
    int const threads = available_threads();
    if (threads <= 1 || groups < 2 || double(groups) * flops_per_group < active_tuning().plan.parallel_min_flops) {
        f(int64_t(0), groups);
        return;
    }
    int64_t const parts = std::min<int64_t>(groups, threads);
#ifdef BATCHBLAS_HAVE_OPENMP
#pragma omp parallel for schedule(static, 1) num_threads(int(parts))
#endif
    for (int64_t p = 0; p < parts; ++p) f(groups * p / parts, groups * (p + 1) / parts);
}


/** Sets the rows x cols logical elements of every packed matrix (padding lanes too) to zero. */
template <typename T>
void zero_packed(Operand<R_of<T>> o, int64_t rows, int64_t cols, int64_t width, int64_t nm)
{
    int64_t const lanes = width * factor<T>;
    over_groups(group_count(width, nm), double(rows * cols * width), [&](int64_t b, int64_t e) {
        for (int64_t g = b; g < e; ++g)
            for (int64_t j = 0; j < cols; ++j)
                for (int64_t i = 0; i < rows; ++i)
                    std::fill_n(o.data + g * o.group_stride + i * o.rs + j * o.cs, lanes,
                                R_of<T>(0));
    });
}

}  // namespace

// ------------------------------------------------------------------------------------------------
// Format

template <typename T>
int64_t recommended_width(Isa isa)
{
    return isa_bytes(isa) / int64_t(sizeof(R_of<T>));
}

int64_t packed_size(int64_t ldp, int64_t sdp, int64_t width, int64_t nm)
{
    return ldp * sdp * group_count(width, nm) * width;
}

/**
 * Calls f(args) for every chunk of kernel vectors of the packed groups [0, group_count), args
 * holding the chunk's matrices (up to one a lane) and where its lines go: the copy runs as
 * Lanes x Lanes transpositions in registers (pack and unpack are most of the cost of the
 * interleaved paths at small sizes; element by element they would cost more than the
 * factorization itself).
 */
template <typename T, typename MatrixAt, typename F>
void for_each_line_chunk(int layout, int64_t rows, int64_t cols, Operand<R_of<T>> packed,
                         MatrixAt&& matrix, int64_t lda, int64_t width, int64_t nm, int lanes,
                         Part part, F&& f)
{
    using R = R_of<T>;
    bool const col = layout == BlasColMajor;
    // Lines are columns (column-major) or rows: the lower triangle is each column from its
    // diagonal on, or each row up to it.
    LinePart const line_part = part == Part::whole            ? LinePart::whole
                               : (part == Part::lower) == col ? LinePart::from_diagonal
                                                              : LinePart::to_diagonal;
    int64_t const lines = col ? cols : rows, along = col ? rows : cols;
    over_groups(group_count(width, nm), double(rows * cols * width), [&](int64_t b, int64_t e) {
        // One a lane; kernels_for's widest vectors are AVX-512's 64 bytes.
        R* matrices[64 / sizeof(R)];
        LineCopyArgs<R> args{matrices,
                             0,
                             lda * factor<T>,
                             lines,
                             along * factor<T>,
                             nullptr,
                             col ? packed.cs : packed.rs,
                             col ? packed.rs : packed.cs,
                             width,
                             is_complex_v<T>,
                             line_part};
        for (int64_t g = b; g < e; ++g)
            for (int64_t c = 0; c < width; c += lanes) {
                int64_t const first = g * width + c;
                args.count = std::clamp<int64_t>(nm - first, 0, lanes);
                for (int64_t q = 0; q < args.count; ++q)
                    matrices[q] = reinterpret_cast<R*>(matrix(first + q));
                args.packed = packed.data + g * packed.group_stride + c;
                f(args);
            }
    });
}

template <typename T>
void pack(int layout, int64_t rows, int64_t cols, MatrixList<T const> a, int64_t lda, T* ap,
          int64_t ldap, int64_t width, int64_t nm, Part part)
{
    if (rows == 0 || cols == 0 || nm == 0) return;
    auto const kern = kernels<T>(active_isa(), width);
    auto const dst = operand<T>(reinterpret_cast<R_of<T>*>(ap), layout, rows, cols, ldap, width);
    // The kernel only reads the matrices (LineCopyArgs has one pointer type for both ways).
    for_each_line_chunk<T>(
        layout, rows, cols, dst, [&](int64_t p) { return const_cast<T*>(a(p)); }, lda, width, nm,
        kern.lanes, part, [&](LineCopyArgs<R_of<T>> const& args) { kern.pack(args); });
}

template <typename T>
void unpack(int layout, int64_t rows, int64_t cols, T const* ap, int64_t ldap, MatrixList<T> a,
            int64_t lda, int64_t width, int64_t nm, Part part)
{
    if (rows == 0 || cols == 0 || nm == 0) return;
    auto const kern = kernels<T>(active_isa(), width);
    // The kernel only reads the packed matrices.
    auto const src =
        operand<T>(reinterpret_cast<R_of<T>*>(const_cast<T*>(ap)), layout, rows, cols, ldap, width);
    for_each_line_chunk<T>(
        layout, rows, cols, src, [&](int64_t p) { return a(p); }, lda, width, nm, kern.lanes, part,
        [&](LineCopyArgs<R_of<T>> const& args) { kern.unpack(args); });
}

// ------------------------------------------------------------------------------------------------
// BLAS

template <typename T>
void gemm(int layout, int transA, int transB, int64_t m, int64_t n, int64_t k, T alpha,
          T const* ap, int64_t ldap, T const* bp, int64_t ldbp, T beta, T* cp, int64_t ldcp,
          int64_t width, int64_t nm, Isa isa)
{
    using R = R_of<T>;
    if (m == 0 || n == 0 || nm == 0) return;
    bool const ta = transA != BlasNoTrans, tb = transB != BlasNoTrans;
    // k = 0 or alpha = 0: C = beta C without reading A or B (the kernel's depth loop is empty).
    bool const scale_only = k == 0 || alpha == T(0);
    auto a = operand<T>(reinterpret_cast<R const*>(ap), layout, ta ? k : m, ta ? m : k, ldap, width);
    auto b = operand<T>(reinterpret_cast<R const*>(bp), layout, tb ? n : k, tb ? k : n, ldbp, width);
    GemmArgs<R> x{};
    x.m = m;
    x.n = n;
    x.k = scale_only ? 0 : k;
    x.conj_a = transA == BlasConjTrans;
    x.conj_b = transB == BlasConjTrans;
    x.alpha_re = scale_only ? R(0) : re(alpha);
    x.alpha_im = scale_only ? R(0) : im(alpha);
    x.beta_re = re(beta);
    x.beta_im = im(beta);
    x.beta_zero = beta == T(0);
    x.a = ta ? transposed(a) : a;
    x.b = tb ? transposed(b) : b;
    x.c = operand<T>(reinterpret_cast<R*>(cp), layout, m, n, ldcp, width);
    auto const kern = kernels<T>(isa, width);
    double const flops = 2.0 * double(m * n * std::max<int64_t>(x.k, 1) * width) * factor<T>;
    over_groups(group_count(width, nm), flops, [&](int64_t begin, int64_t end) {
        GemmArgs<R> part = x;
        part.groups = {width, begin, end};
        kern.gemm(part);
    });
}

namespace {

/** op(A) as the left-side lower/upper triangle the trsm kernel solves with. */
template <typename R>
void fold_triangle(TrsmArgs<R>& x, Operand<R const> a, bool lower, int op)
{
    bool const swap = op != BlasNoTrans;
    x.a = swap ? transposed(a) : a;
    x.lower = swap ? !lower : lower;
    x.conj = op == BlasConjTrans;
}

}  // namespace

template <typename T>
void trsm(int layout, int side, int uplo, int transA, int diag, int64_t m, int64_t n, T alpha,
          T const* ap, int64_t ldap, T* bp, int64_t ldbp, int64_t width, int64_t nm, Isa isa)
{
    using R = R_of<T>;
    if (m == 0 || n == 0 || nm == 0) return;
    auto const b = operand<T>(reinterpret_cast<R*>(bp), layout, m, n, ldbp, width);
    if (alpha == T(0)) {  // B = 0 without reading A, as BLAS
        zero_packed<T>(b, m, n, width, nm);
        return;
    }
    bool const left = side == BlasLeft;
    int64_t const ka = left ? m : n;
    auto const a = operand<T>(reinterpret_cast<R const*>(ap), layout, ka, ka, ldap, width);
    TrsmArgs<R> x{};
    x.unit = diag == BlasUnit;
    x.alpha_re = re(alpha);
    x.alpha_im = im(alpha);
    if (left) {
        x.m = m;
        x.n = n;
        x.b = b;
        fold_triangle(x, a, uplo == BlasLower, transA);
    }
    else {
        // X op(A) = alpha B  <=>  op(A)^T X^T = alpha B^T: op(A)^T is A^T, A or conj(A).
        x.m = n;
        x.n = m;
        x.b = transposed(b);
        int const op_t = transA == BlasNoTrans ? BlasTrans : BlasNoTrans;
        fold_triangle(x, a, uplo == BlasLower, op_t);
        x.conj = transA == BlasConjTrans;
    }
    auto const kern = kernels<T>(isa, width);
    double const flops = double(x.m * x.m * x.n * width) * factor<T>;
    over_groups(group_count(width, nm), flops, [&](int64_t begin, int64_t end) {
        TrsmArgs<R> part = x;
        part.groups = {width, begin, end};
        kern.trsm(part);
    });
}

// ------------------------------------------------------------------------------------------------
// LAPACK

template <typename T>
void potrf(int layout, int uplo, int64_t n, T* ap, int64_t ldap, int64_t width, int64_t nm,
           int64_t* info, Isa isa)
{
    using R = R_of<T>;
    std::fill_n(info, nm, int64_t(0));
    if (n == 0 || nm == 0) return;
    auto const a = operand<T>(reinterpret_cast<R*>(ap), layout, n, n, ldap, width);
    // Upper: A = U^H U, U^H is the lower triangle of the conjugated transpose view.
    bool const upper = uplo == BlasUpper;
    FactorArgs<R> x{};
    x.m = x.n = n;
    x.conj = upper;
    x.a = upper ? transposed(a) : a;
    x.info = info;
    x.nm = nm;
    auto const kern = kernels<T>(isa, width);
    over_groups(group_count(width, nm), double(n * n * n * width) / 3 * factor<T>,
                [&](int64_t begin, int64_t end) {
                    FactorArgs<R> part = x;
                    part.groups = {width, begin, end};
                    kern.potrf(part);
                });
}

namespace {

/** LU of each packed m x n matrix by kernel `lu` (getrf with or without pivoting). */
template <typename T>
void lu_groups(void (*lu)(FactorArgs<R_of<T>> const&), int layout, int64_t m, int64_t n, T* ap,
               int64_t ldap, int64_t width, int64_t nm, int64_t* pivots, int64_t* info)
{
    using R = R_of<T>;
    std::fill_n(info, nm, int64_t(0));
    if (m == 0 || n == 0 || nm == 0) return;
    FactorArgs<R> x{};
    x.m = m;
    x.n = n;
    x.a = operand<T>(reinterpret_cast<R*>(ap), layout, m, n, ldap, width);
    x.info = info;
    x.nm = nm;
    x.pivots = pivots;
    int64_t const s = std::min(m, n);
    over_groups(group_count(width, nm), double(m * n * s * width) * factor<T>,
                [&](int64_t begin, int64_t end) {
                    FactorArgs<R> part = x;
                    part.groups = {width, begin, end};
                    lu(part);
                });
}

}  // namespace

template <typename T>
void getrf_nopiv(int layout, int64_t m, int64_t n, T* ap, int64_t ldap, int64_t width, int64_t nm,
                 int64_t* info, Isa isa)
{
    lu_groups<T>(kernels<T>(isa, width).getrf, layout, m, n, ap, ldap, width, nm, nullptr, info);
}

template <typename T>
void getrf_pivoted(int layout, int64_t m, int64_t n, T* ap, int64_t ldap, int64_t width, int64_t nm,
                   int64_t* pivots, int64_t* info, Isa isa)
{
    lu_groups<T>(kernels<T>(isa, width).getrf_pivoted, layout, m, n, ap, ldap, width, nm, pivots,
                 info);
}

namespace {

/** Two triangular solves in turn, block of groups by block of groups (the solves' data stays
 *  in cache between them). */
template <typename R, typename Kern>
void two_solves(Kern const& kern, TrsmArgs<R> const& first, TrsmArgs<R> const& second,
                int64_t width, int64_t nm)
{
    double const flops = 2.0 * double(first.m * first.m * first.n * width);
    over_groups(group_count(width, nm), flops, [&](int64_t begin, int64_t end) {
        int64_t const solve_block = active_tuning().interleaved_solve_block;
        for (int64_t b = begin; b < end; b += solve_block) {
            int64_t const e = std::min(end, b + solve_block);
            TrsmArgs<R> one = first, two = second;
            one.groups = two.groups = {width, b, e};
            kern.trsm(one);
            kern.trsm(two);
        }
    });
}

/**
 * The two left solves of potrs / getrs with A's factors, on the n x nrhs right-hand sides:
 * fold(a, first, second) sets each solve's triangle from the operand a of A.
 */
template <typename T, class Fold>
void solve_twice(int layout, int64_t n, int64_t nrhs, T const* ap, int64_t ldap, T* bp,
                 int64_t ldbp, int64_t width, int64_t nm, Isa isa, Fold const& fold)
{
    using R = R_of<T>;
    if (n == 0 || nrhs == 0 || nm == 0) return;
    auto const a = operand<T>(reinterpret_cast<R const*>(ap), layout, n, n, ldap, width);
    TrsmArgs<R> first{};
    first.m = n;
    first.n = nrhs;
    first.alpha_re = R(1);
    first.b = operand<T>(reinterpret_cast<R*>(bp), layout, n, nrhs, ldbp, width);
    TrsmArgs<R> second = first;
    fold(a, first, second);
    two_solves(kernels<T>(isa, width), first, second, width, nm);
}

}  // namespace

template <typename T>
void potrs(int layout, int uplo, int64_t n, int64_t nrhs, T const* ap, int64_t ldap, T* bp,
           int64_t ldbp, int64_t width, int64_t nm, Isa isa)
{
    bool const lower = uplo == BlasLower;
    solve_twice(layout, n, nrhs, ap, ldap, bp, ldbp, width, nm, isa,
                [&](auto const& a, auto& first, auto& second) {
                    // Lower: L Y = B, L^H X = Y. Upper: U^H Y = B, U X = Y.
                    fold_triangle(first, a, lower, lower ? BlasNoTrans : BlasConjTrans);
                    fold_triangle(second, a, lower, lower ? BlasConjTrans : BlasNoTrans);
                });
}

template <typename T>
void getrs_nopiv(int layout, int trans, int64_t n, int64_t nrhs, T const* ap, int64_t ldap, T* bp,
                 int64_t ldbp, int64_t width, int64_t nm, Isa isa)
{
    solve_twice(layout, n, nrhs, ap, ldap, bp, ldbp, width, nm, isa,
                [&](auto const& a, auto& first, auto& second) {
                    // A = L U. NoTrans: L Y = B, U X = Y. (Conj)Trans: op(U) Y = B, op(L) X = Y.
                    auto& l = trans == BlasNoTrans ? first : second;
                    auto& u = trans == BlasNoTrans ? second : first;
                    fold_triangle(l, a, true, trans);
                    fold_triangle(u, a, false, trans);
                    l.unit = true;
                });
}

// ------------------------------------------------------------------------------------------------
// Instances

#define BATCHBLAS_COMPACT_INSTANCES(T)                                                             \
    template int64_t recommended_width<T>(Isa);                                                    \
    template void pack<T>(int, int64_t, int64_t, MatrixList<T const>, int64_t, T*, int64_t,        \
                          int64_t, int64_t, Part);                                                 \
    template void unpack<T>(int, int64_t, int64_t, T const*, int64_t, MatrixList<T>, int64_t,      \
                            int64_t, int64_t, Part);                                               \
    template void gemm<T>(int, int, int, int64_t, int64_t, int64_t, T, T const*, int64_t,          \
                          T const*, int64_t, T, T*, int64_t, int64_t, int64_t, Isa);               \
    template void trsm<T>(int, int, int, int, int, int64_t, int64_t, T, T const*, int64_t, T*,     \
                          int64_t, int64_t, int64_t, Isa);                                         \
    template void potrf<T>(int, int, int64_t, T*, int64_t, int64_t, int64_t, int64_t*, Isa);       \
    template void getrf_nopiv<T>(int, int64_t, int64_t, T*, int64_t, int64_t, int64_t, int64_t*,   \
                                 Isa);                                                             \
    template void getrf_pivoted<T>(int, int64_t, int64_t, T*, int64_t, int64_t, int64_t, int64_t*, \
                                   int64_t*, Isa);                                                 \
    template void potrs<T>(int, int, int64_t, int64_t, T const*, int64_t, T*, int64_t, int64_t,    \
                           int64_t, Isa);                                                          \
    template void getrs_nopiv<T>(int, int, int64_t, int64_t, T const*, int64_t, T*, int64_t,       \
                                 int64_t, int64_t, Isa);

BATCHBLAS_COMPACT_INSTANCES(float)
BATCHBLAS_COMPACT_INSTANCES(double)
BATCHBLAS_COMPACT_INSTANCES(std::complex<float>)
BATCHBLAS_COMPACT_INSTANCES(std::complex<double>)
#undef BATCHBLAS_COMPACT_INSTANCES

}  // namespace batchblas::cpu::compact
