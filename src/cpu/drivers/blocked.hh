// SPDX-License-Identifier: BSD-3-Clause
/**
 * The GEMM building block shared by all Level 3 drivers of the CPU backend: per-thread packing
 * buffers, operand views, packing, and the BLIS-style blocked loop over the micro-kernel.
 *
 * Operands are seen as "lanes x depth": for C = op(A) op(B), A's lanes are the rows of op(A) and
 * B's lanes the columns of op(B); depth is the k dimension. This makes packing of A and of B the
 * same operation and lets every driver express its operands (op(A), op(B), the expanded
 * symmetric / Hermitian matrix of symm / hemm, the blocks of trmm / trsm) as views without
 * copying. Everything here runs on the calling thread; the only state is thread_local.
 */
#pragma once

#include <algorithm>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>

#include "batchblas/types.hh"
#include "core/scalar.hh"
#include "cpu/kernels/gemm_kernels.hh"
#include "cpu/kernels/isa.hh"

namespace batchblas::cpu::detail {

// ---------------------------------------------------------------------------------- scalars

using core::conj_if;
using core::mul;

/**
 * Stack storage for N T's, left uninitialized: an array of std::complex is zero-filled by its
 * constructor (a 512-byte memset per micro-tile, 16 KiB per problem for the fused LAPACK
 * buffers), where every entry is written before it is read.
 */
template <typename T, int64_t N>
class StackBuffer {
public:
    T* data() { return reinterpret_cast<T*>(bytes_); }

private:
    alignas(64) unsigned char bytes_[N * sizeof(T)];
};

/** beta * c with a real beta applied componentwise (reference BLAS's real-times-complex). */
template <typename T>
inline T scale(T beta, T c)
{
    if constexpr (is_complex_v<T>) {
        if (beta.imag() == 0) return T(beta.real() * c.real(), beta.real() * c.imag());
    }
    return mul(beta, c);
}

/** C(0:m, 0:n) = beta * C; beta == 0 writes zeros without reading C; beta == 1 touches nothing. */
template <typename T>
inline void scale_matrix(int64_t m, int64_t n, T beta, T* c, int64_t ldc)
{
    if (beta == T(1)) return;
    for (int64_t j = 0; j < n; ++j) {
        T* cj = c + j * ldc;
        if (beta == T(0))
            std::fill(cj, cj + m, T(0));
        else
            for (int64_t i = 0; i < m; ++i) cj[i] = scale(beta, cj[i]);
    }
}

// ---------------------------------------------------------------------------------- buffers

/** A growable 64-byte aligned array; grows, never shrinks (the batch reuses it). */
template <typename T>
class AlignedBuffer {
public:
    T* get(std::size_t count)
    {
        if (count > capacity_) {
            std::size_t const cap = std::max(count, 2 * capacity_);
            data_.reset(static_cast<T*>(::operator new(cap * sizeof(T), std::align_val_t(64))));
            capacity_ = cap;
        }
        return data_.get();
    }

private:
    struct Free {
        void operator()(T* p) const { ::operator delete(p, std::align_val_t(64)); }
    };
    std::unique_ptr<T, Free> data_;
    std::size_t capacity_ = 0;
};

/**
 * Slots of per-thread workspace; each routine layer uses its own so that they never alias.
 * InterleavedA / B: the interleaved LAPACK paths' packed chunks (batch_lapack.cc). They live
 * here rather than in a fresh std::vector per run (only 16-byte aligned), whose 32-byte packed
 * accesses would straddle cache lines or not depending on the heap, so that the speed of the
 * same code would vary from one build or run to the next. Originals: the caller's matrices an
 * interleaved chunk hands back to the per-problem path, kept while the chunk is unpacked.
 */
enum class Slot : int { PackA, PackB, SmallA, SmallB, InterleavedA, InterleavedB, Originals };

/**
 * Per-thread workspace of at least `count` T. Thread-safe by construction: every OpenMP thread
 * of the batch layer gets its own buffers, allocated on first use and kept for the next problem.
 */
template <typename T, Slot S>
inline T* thread_buffer(std::size_t count)
{
    static thread_local AlignedBuffer<T> buffer;
    return buffer.get(count);
}

// ---------------------------------------------------------------------------------- views

/**
 * A general operand: element (lane l, depth d) = conj?(data[l * lane_stride + d * depth_stride]).
 * Rows of a column-major matrix as lanes: (1, ld); its columns as lanes: (ld, 1).
 */
template <typename T>
struct StridedView {
    T const* data;
    int64_t lane_stride;
    int64_t depth_stride;
    bool conj;
};

/** op(A) with A column-major, op(A) m x k: lanes are op(A)'s rows, depth its columns. */
template <typename T>
inline StridedView<T> rows_of_op(Op op, T const* a, int64_t lda)
{
    if (op == Op::NoTrans) return {a, 1, lda, false};
    return {a, lda, 1, is_complex_v<T> && op == Op::ConjTrans};
}

/** op(B) with B column-major, op(B) k x n: lanes are op(B)'s columns, depth its rows. */
template <typename T>
inline StridedView<T> cols_of_op(Op op, T const* b, int64_t ldb)
{
    if (op == Op::NoTrans) return {b, ldb, 1, false};
    return {b, 1, ldb, is_complex_v<T> && op == Op::ConjTrans};
}

/**
 * A symmetric (or Hermitian) matrix S of which only the uplo triangle of data is stored:
 * element (l, d) = conj?(S(l, d)). Hermitian: S(r, c) = conj(S(c, r)), real diagonal (the
 * imaginary part stored on the diagonal is ignored). conj = true gives the view S(d, l) of a
 * Hermitian matrix, i.e. S as the right operand of a product (its columns as lanes).
 */
template <typename T>
struct SymmetricView {
    T const* data;
    int64_t ld;
    bool lower;
    bool hermitian;
    bool conj;
};

// ---------------------------------------------------------------------------------- packing

/**
 * Packs lanes [l0, l0 + nl) x depth [d0, d0 + nd) of a StridedView into panels of W lanes:
 * panel q holds lanes l0 + q*W ..., element (l, d) at dst[q*W*nd + d*W + l]; the lanes past nl
 * of the last panel are zero, so the micro-kernel always works on full panels.
 */
template <int W, bool Conj, typename T>
inline void pack_strided(StridedView<T> const& v, int64_t l0, int64_t nl, int64_t d0, int64_t nd,
                         T* __restrict dst)
{
    auto cj = [](T x) { return Conj ? conj_if(x) : x; };
    for (int64_t lp = 0; lp < nl; lp += W, dst += W * nd) {
        int const w = static_cast<int>(std::min<int64_t>(W, nl - lp));
        T const* src = v.data + (l0 + lp) * v.lane_stride + d0 * v.depth_stride;
        if (v.lane_stride == 1) {
            // Lanes contiguous (rows of a column-major matrix): copy one short column per depth.
            if (w == W) {
                for (int64_t d = 0; d < nd; ++d) {
                    T const* s = src + d * v.depth_stride;
#pragma GCC unroll 16
                    for (int l = 0; l < W; ++l) dst[d * W + l] = cj(s[l]);
                }
            }
            else {
                for (int64_t d = 0; d < nd; ++d) {
                    T const* s = src + d * v.depth_stride;
                    for (int l = 0; l < w; ++l) dst[d * W + l] = cj(s[l]);
                    for (int l = w; l < W; ++l) dst[d * W + l] = T(0);
                }
            }
        }
        else {
            // Lanes strided: W read streams advancing along depth, one contiguous write stream.
            if (w == W) {
                T const* s[W];
                for (int l = 0; l < W; ++l) s[l] = src + l * v.lane_stride;
                for (int64_t d = 0; d < nd; ++d) {
                    int64_t const off = d * v.depth_stride;
#pragma GCC unroll 16
                    for (int l = 0; l < W; ++l) dst[d * W + l] = cj(s[l][off]);
                }
            }
            else {
                for (int64_t d = 0; d < nd; ++d) {
                    int64_t const off = d * v.depth_stride;
                    for (int l = 0; l < w; ++l) dst[d * W + l] = cj(src[l * v.lane_stride + off]);
                    for (int l = w; l < W; ++l) dst[d * W + l] = T(0);
                }
            }
        }
    }
}

template <int W, typename T>
inline void pack_panels(StridedView<T> const& v, int64_t l0, int64_t nl, int64_t d0, int64_t nd,
                        T* dst)
{
    if (is_complex_v<T> && v.conj)
        pack_strided<W, true>(v, l0, nl, d0, nd, dst);
    else
        pack_strided<W, false>(v, l0, nl, d0, nd, dst);
}

/**
 * Packs a SymmetricView, expanding the stored triangle: for each depth index d (a column of S)
 * the lanes on the stored side of the diagonal come from column d (contiguous), the others
 * from row d (the mirror, conjugated when Hermitian), the diagonal entry itself real when
 * Hermitian.
 */
template <int W, typename T>
inline void pack_panels(SymmetricView<T> const& v, int64_t l0, int64_t nl, int64_t d0, int64_t nd,
                        T* __restrict dst)
{
    bool const herm = is_complex_v<T> && v.hermitian;
    bool const cj = is_complex_v<T> && v.conj;
    // Mirrored entries are conjugated iff exactly one of (Hermitian mirror, view conj) applies.
    bool const cj_mirror = herm != cj;
    for (int64_t lp = 0; lp < nl; lp += W, dst += W * nd) {
        int64_t const lb = l0 + lp;  // first lane of this panel
        int const w = static_cast<int>(std::min<int64_t>(W, nl - lp));
        for (int64_t dd = 0; dd < nd; ++dd) {
            int64_t const d = d0 + dd;
            T* out = dst + dd * W;
            T const* col = v.data + d * v.ld;  // column d: S(r, d) for stored r
            T const* row = v.data + d;         // row d:    S(d, c) at row[c * ld]
            // Lanes l < split lie on one side of the diagonal, l >= split on the other.
            int64_t const split = std::clamp<int64_t>(d - lb + (v.lower ? 0 : 1), 0, w);
            if (v.lower) {
                // l < d: mirror of S(d, l); l >= d: stored S(l, d).
                for (int l = 0; l < split; ++l) {
                    T x = row[(lb + l) * v.ld];
                    out[l] = cj_mirror ? conj_if(x) : x;
                }
                for (int l = static_cast<int>(split); l < w; ++l) {
                    T x = col[lb + l];
                    out[l] = cj ? conj_if(x) : x;
                }
            }
            else {
                // l <= d: stored S(l, d); l > d: mirror of S(d, l).
                for (int l = 0; l < split; ++l) {
                    T x = col[lb + l];
                    out[l] = cj ? conj_if(x) : x;
                }
                for (int l = static_cast<int>(split); l < w; ++l) {
                    T x = row[(lb + l) * v.ld];
                    out[l] = cj_mirror ? conj_if(x) : x;
                }
            }
            if constexpr (is_complex_v<T>) {
                if (herm && d >= lb && d < lb + w) out[d - lb] = T(out[d - lb].real(), 0);
            }
            for (int l = w; l < W; ++l) out[l] = T(0);
        }
    }
}

// ---------------------------------------------------------------------------------- GEMM loop

/** Which part of C a blocked product updates: all of it, or one triangle of a square C. */
enum class Part { Full, Lower, Upper };

/** c = t + beta * c for one entry; beta == 0 does not read c. */
template <typename T>
inline void merge_entry(T t, T beta, T& c)
{
    if (beta == T(0))
        c = t;
    else if (beta == T(1))
        c += t;
    else
        c = t + scale(beta, c);
}

/** Whether op(A) can be read in place by the micro-kernel: unit-stride rows, no conjugation. */
template <typename T>
inline bool direct_ok(StridedView<T> const& v)
{
    return v.lane_stride == 1 && !(is_complex_v<T> && v.conj);
}
template <typename T>
inline bool direct_ok(SymmetricView<T> const&)
{
    return false;
}

/**
 * Prefetches (for writing) the lines of the rows x NR tile of C at c (leading dimension ldc): the
 * tile that the column block after the current one computes at the same rows, one column block of
 * work later, whose lines otherwise come from memory while it waits on them when C is out of cache
 * (which matters most for short updates, where C's traffic is a large share). Addresses in unsigned
 * integers: the tile's rows past the matrix's last may lie past its storage.
 */
template <typename T, int NR>
[[gnu::always_inline]] inline void prefetch_tile(T const* c, int64_t ldc, int rows)
{
    uintptr_t const base = reinterpret_cast<uintptr_t>(c);
    uintptr_t const column_bytes = uintptr_t(ldc) * sizeof(T), last = (rows - 1) * sizeof(T);
#pragma GCC unroll 8
    for (int j = 0; j < NR; ++j) {
        uintptr_t const first = base + j * column_bytes;
        for (uintptr_t at = first; at < first + last; at += 64)
            __builtin_prefetch(reinterpret_cast<void const*>(at), 1);
        __builtin_prefetch(reinterpret_cast<void const*>(first + last), 1);
    }
}

/**
 * C = alpha * A * B + beta * C over lanes x depth views, C m x n (column-major), depth k.
 * Preconditions: m, n, k > 0 and alpha != 0 (callers handle the quick returns). beta == 0 writes
 * C without reading it. part == Lower / Upper (square C, m == n) updates only that triangle:
 * tiles wholly outside are skipped, tiles across the diagonal go through a local tile and only
 * their triangle is merged into C.
 *
 * Loops (BLIS): jc over NC columns, pc over KC depth (B block packed once, reused by all
 * rows), ic over MC rows (A block packed, stays in L2), then NR x MR tiles with the B
 * micro-panel in L1. Small problems with a column-major op(A) skip A's packing: its full
 * MR-row panels are read in place, only the edge panel is packed (zero padded); likewise the
 * full NR-column panels of a small op(B) = B.
 */
template <Isa I, typename T, typename ViewA, typename ViewB>
void gemm_blocked_isa(int64_t m, int64_t n, int64_t k, T alpha, ViewA const& va, ViewB const& vb,
                      T beta, T* c, int64_t ldc, Part part)
{
    using B = GemmShape<I, T>;
    constexpr int MR = B::mr, NR = B::nr;
    constexpr int64_t KC = B::kc, MC = B::mc, NC = B::nc;

    // Reading A in place pays while A sits in L1/L2 anyway and its packing would be a visible
    // share of the work (few columns of B to amortise it over).
    constexpr int64_t direct_bytes = tuning_of_isa<I>().direct_operand_bytes;
    bool const direct_a =
        k <= KC && m <= MC && m * k * int64_t(sizeof(T)) <= direct_bytes && direct_ok(va);
    // Likewise B, when its columns are contiguous (op(B) = B): then every tile goes through
    // the edge kernels (gemm_edge_table), which read exactly the tile's columns in place and
    // have a one-vector form for the last rows, so that a small problem copies nothing but
    // an A edge of odd height and computes no padding columns.
    bool direct_b = false;
    if constexpr (std::is_same_v<ViewB, StridedView<T>>)
        direct_b = k <= KC && n <= NC && n * k * int64_t(sizeof(T)) <= direct_bytes &&
                   vb.depth_stride == 1 && !(is_complex_v<T> && vb.conj);

    GemmEdgeTable<T> const& edge = gemm_edge_table<I, T>();
    int64_t const mc_max = std::min(m, MC), nc_max = std::min(n, NC), kc_max = std::min(k, KC);
    T* abuf = thread_buffer<T, Slot::PackA>(
        static_cast<std::size_t>((direct_a ? MR : (mc_max + MR - 1) / MR * MR) * kc_max));
    T* bbuf = thread_buffer<T, Slot::PackB>(
        static_cast<std::size_t>((nc_max + NR - 1) / NR * NR * kc_max));

    StackBuffer<T, MR * NR> tile_storage;  // a tile across the diagonal of C
    T* const tile = tile_storage.data();
    for (int64_t jc = 0; jc < n; jc += NC) {
        int64_t const nc = std::min(NC, n - jc);
        for (int64_t pc = 0; pc < k; pc += KC) {
            int64_t const kc = std::min(KC, k - pc);
            T const beta_p = pc == 0 ? beta : T(1);
            if (!direct_b) pack_panels<NR>(vb, jc, nc, pc, kc, bbuf);

            for (int64_t ic = 0; ic < m; ic += MC) {
                int64_t const mc = std::min(MC, m - ic);
                // Triangle: blocks wholly outside need no packing at all.
                if (part == Part::Lower && ic + mc - 1 < jc) continue;
                if (part == Part::Upper && ic > jc + nc - 1) break;
                if (!direct_a)
                    pack_panels<MR>(va, ic, mc, pc, kc, abuf);
                else if (mc % MR != 0 && !(direct_b && mc % MR == MR / 2))
                    pack_panels<MR>(va, ic + mc / MR * MR, mc % MR, pc, kc, abuf);  // edge

                for (int64_t jr = 0; jr < nc; jr += NR) {
                    int const nr = static_cast<int>(std::min<int64_t>(NR, nc - jr));
                    T const* bp = bbuf + jr * kc;
                    int64_t const col0 = jc + jr;
                    int64_t b_step = 0;  // 0: packed
                    if constexpr (std::is_same_v<ViewB, StridedView<T>>) {
                        if (direct_b) {
                            bp = vb.data + pc + col0 * vb.lane_stride;
                            b_step = vb.lane_stride;
                        }
                    }
                    for (int64_t ir = 0; ir < mc; ir += MR) {
                        int const mr = static_cast<int>(std::min<int64_t>(MR, mc - ir));
                        int64_t const row0 = ic + ir;
                        bool straddle = false;
                        if (part == Part::Lower) {
                            if (row0 + mr - 1 < col0) continue;
                            straddle = row0 < col0 + nr - 1;
                        }
                        else if (part == Part::Upper) {
                            if (row0 > col0 + nr - 1) break;
                            straddle = row0 + mr - 1 > col0;
                        }
                        // A micro-panel: packed, or (direct) in place when full.
                        T const* ap = direct_a ? abuf : abuf + ir * kc;
                        int64_t a_step = 0;  // 0: packed
                        if constexpr (std::is_same_v<ViewA, StridedView<T>>) {
                            if (direct_a && mr == MR) {
                                ap = va.data + row0 + pc * va.depth_stride;
                                a_step = va.depth_stride;
                            }
                        }
                        // A tile across the diagonal of C is computed aside, its triangle merged.
                        T* ct = c + row0 + col0 * ldc;
                        if (jr + NR < nc) prefetch_tile<T, NR>(ct + NR * ldc, ldc, mr);
                        T* dst = straddle ? tile : ct;
                        T const beta_k = straddle ? T(0) : beta_p;
                        int64_t const ldk = straddle ? MR : ldc;
                        if (b_step != 0) {
                            // One vector of rows when that covers the tile; A in place when
                            // the tile's rows are whole for that kernel, else its packed panel.
                            bool const half = mr <= MR / 2;
                            if constexpr (std::is_same_v<ViewA, StridedView<T>>) {
                                if (direct_a && half && mr == MR / 2) {
                                    ap = va.data + row0 + pc * va.depth_stride;
                                    a_step = va.depth_stride;
                                }
                            }
                            edge.kernel[half ? 1 : 0][nr - 1](kc, alpha, ap,
                                                              a_step != 0 ? a_step : MR, bp,
                                                              b_step, beta_k, dst, ldk, mr, nr);
                        }
                        else if (a_step != 0)
                            gemm_micro_kernel<I, T, false>(kc, alpha, ap, a_step, bp, beta_k, dst,
                                                           ldk, mr, nr);
                        else
                            gemm_micro_kernel<I, T, true>(kc, alpha, ap, MR, bp, beta_k, dst, ldk,
                                                          mr, nr);
                        if (!straddle) continue;
                        for (int j = 0; j < nr; ++j) {
                            int64_t const col = col0 + j;
                            for (int i = 0; i < mr; ++i) {
                                int64_t const row = row0 + i;
                                if (part == Part::Lower ? row >= col : row <= col)
                                    merge_entry(tile[i + j * MR], beta_p, ct[i + j * ldc]);
                            }
                        }
                    }
                }
            }
        }
    }
}

/** gemm_blocked_isa with the kernels of the ISA the library runs with (isa.hh). */
template <typename T, typename ViewA, typename ViewB>
void gemm_blocked(int64_t m, int64_t n, int64_t k, T alpha, ViewA const& va, ViewB const& vb,
                  T beta, T* c, int64_t ldc, Part part = Part::Full)
{
    switch (active_isa()) {
#if defined(BATCHBLAS_AVX512_KERNELS)
        case Isa::avx512:
            return gemm_blocked_isa<Isa::avx512>(m, n, k, alpha, va, vb, beta, c, ldc, part);
#endif
#if defined(BATCHBLAS_AVX2_KERNELS)
        case Isa::avx2:
            return gemm_blocked_isa<Isa::avx2>(m, n, k, alpha, va, vb, beta, c, ldc, part);
#endif
        default:
            return gemm_blocked_isa<Isa::generic>(m, n, k, alpha, va, vb, beta, c, ldc, part);
    }
}

}  // namespace batchblas::cpu::detail
