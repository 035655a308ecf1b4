// SPDX-License-Identifier: BSD-3-Clause
/**
 * trsm for small triangles (mt <= MAXN <= 64): one lane per right-hand side, several problems per
 * warp. The general triangular unit (tri_unit.cuh) pads every problem to 32-row diagonal blocks
 * and 16- or 64-column strips and solves with a warp per right-hand side; for n <= 64 most of its
 * lanes and shared-memory traffic are padding.
 *
 * Here a unit is a group of G = MAXN lanes that solves A' X = alpha B' for G columns of B': 32 / G
 * units share a warp below 32; at 64 the unit is a block of two warps, which share A' (one warp
 * taking the 64 columns in two rounds would leave a 64-row substitution's latency, and B's loads,
 * twice on each problem's path):
 *
 *  - A' goes to shared memory as a packed lower triangle, its diagonal already inverted; an
 *    upper A' is stored reversed (row and column r -> mt-1-r), which makes it lower, and B' is
 *    reversed with it, so the solve is always a forward one. Column i starts at
 *    i*MAXN - i*(i-1)/2 + i/2, an even offset, so that types of up to 8 bytes read two rows of a
 *    column in one load (a quarter fewer instructions in the solve, though the solve's latency, not
 *    its issue, bounds n = 64). The packed offsets are compile-time constants in the unrolled
 *    solve, and every lane of a unit reads the same element (a broadcast).
 *  - Each lane keeps its column of B' in registers (x[MAXN], compile-time indices only) and
 *    runs the substitution with no communication: x_i *= 1/a_ii, x_r -= a_ri x_i for r > i.
 *    Rows past the triangle's order are skipped eight at a time (the triangles of a variable-
 *    size class run 1/2 to 1 of MAXN rows, and the whole unrolled update would do up to four
 *    times their work).
 *  - B' moves through shared memory, so that global loads and stores are coalesced along B's
 *    unit stride for either layout and side.
 *
 * Every lane runs the same loops with unit-uniform trip counts (per-problem sizes only guard
 * work), so the barriers between the stages are reached by the whole unit. Only the referenced
 * triangle of A is read (never the diagonal for Diag::Unit), and alpha == 0 reads neither A nor
 * B, as reference BLAS.
 */
#pragma once

#include "cuda/device/gemm_unit.cuh"

namespace batchblas::cuda {

template <typename T, int MAXN>
struct TinyTrsmUnit {
    static constexpr int group = MAXN;  // lanes per unit, one per right-hand side
    static constexpr int cols = group;  // right-hand sides per unit
    static constexpr int threads = group;
    // Warps per block: four, but the two of one unit for the 64 class, whose 49 KiB of shared
    // memory (double) would otherwise make blocks too coarse to fill the multiprocessors.
    static constexpr int warps = MAXN >= 64 ? 2 : 4;
    static constexpr int units = warps * 32 / group;
    // Rows of the substitution's update skipped together past the triangle's order.
    static constexpr int row_block = 8;
    static constexpr int packed = MAXN * (MAXN + 1) / 2 + MAXN / 2;  // columns of even lengths
    // Types of up to 8 bytes read A'' two rows at a time (one 16-byte load for double).
    static constexpr bool paired = sizeof(T) <= 8;
    static constexpr int ldb = MAXN + 1;  // odd: lanes reading their own columns hit distinct banks
    // Units of one warp read the same packed offsets at once: a per-unit stride of 2 (mod 16)
    // elements spreads them over the banks.
    static constexpr int raw_elems = packed + ldb * group;
    static constexpr int smem_elems = (raw_elems + 13) / 16 * 16 + 2;
    static_assert(MAXN >= 2 && MAXN <= 64 && (MAXN & (MAXN - 1)) == 0, "power of two up to 64");
    static_assert(units * group == warps * 32, "whole units in a block");

    /** The unit's barrier: its warp's lanes, or the block when the unit spans warps. */
    __device__ static void sync()
    {
        if constexpr (group > 32)
            __syncthreads();
        else
            __syncwarp();
    }

    /** Packed offset of A''(r, i), r >= i. */
    __device__ static constexpr int at(int r, int i)
    {
        return i * MAXN - i * (i - 1) / 2 + i / 2 + r - i;
    }

    /** Rows r and r + 1 of A'' column i, r - i even (an aligned pair: columns start at even
     *  offsets; the last one's second row is padding). */
    struct alignas(2 * sizeof(T)) Pair {
        T first, second;
    };
    __device__ static Pair pair_at(T const* sa, int r, int i)
    {
        return *reinterpret_cast<Pair const*>(sa + at(r, i));
    }

    /** One element global -> shared without waiting for it (cp.async of sizeof(T) bytes). */
    __device__ static void copy_async(T* dst, T const* src)
    {
        cp_async_element(dst, src);
    }

    __device__ static void run(BatchArgs<T> const& args, int64_t item, int tile, bool valid, T* smem,
                               int g)
    {
        int mt = 0, nr = 0;
        TriForm<T> f{};
        if (valid) {
            Item<T> const it = fetch_item(args, item);
            f = tri_form(args.layout, it.params, it.A, it.C);
            int const c0 = tile * cols;
            if (c0 < f.nr && f.mt > 0) {
                mt = f.mt;
                nr = f.nr - c0 < cols ? f.nr - c0 : cols;
                f.B.ptr += int64_t(c0) * f.B.cs;
            }
        }
        bool const reverse = !f.A.lower;
        bool const zero_alpha = is_zero(f.alpha);
        T* sa = smem;
        T* sb = smem + packed;

        // A'' = A' (reversed when upper), triangle only; a line (column of A' when its rows are
        // contiguous, else row) at a time, lanes along the line. Asynchronous copies: a plain
        // load would stall each iteration on its latency (the loops cannot be unrolled) and
        // make the kernel latency-bound.
        // The diagonal is fixed up (inverted, or set to one) once the copies have landed.
        bool const unit = f.A.unit;
        if (!zero_alpha) {
            bool const rows_fast = f.A.rs == 1;
            bool const lower = f.A.lower;
            for (int line = 0; line < mt; ++line) {
                // rows_fast: column `line`, rows [line, mt) (lower) or [0, line] (upper);
                // else row `line`, columns [0, line] (lower) or [line, mt) (upper).
                bool const tail = rows_fast == lower;
                int const lo = tail ? line : 0, hi = tail ? mt : line + 1;
                for (int e = lo + g; e < hi; e += group) {
                    int const r = rows_fast ? e : line, c = rows_fast ? line : e;
                    if (r == c && unit) continue;  // never read
                    int const rr = reverse ? mt - 1 - r : r, cc = reverse ? mt - 1 - c : c;
                    copy_async(sa + at(rr, cc),
                               f.A.ptr + int64_t(r) * f.A.rs + int64_t(c) * f.A.cs);
                }
            }
        }
        // alpha B' goes to sb as B' (alpha applied on reading x); its copies join A's, so
        // that all of them are in flight together.
        bool const b_rows_fast = f.B.rs == 1;
        OutView<T> const b = f.B;
        int const total = mt * nr;
        if (!zero_alpha)
            for (int idx = g; idx < total; idx += group) {
                int const r = b_rows_fast ? idx % mt : idx / nr;
                int const c = b_rows_fast ? idx / mt : idx % nr;
                copy_async(sb + c * ldb + (reverse ? mt - 1 - r : r), &b(r, c));
            }
        cp_async_commit();
        cp_async_wait<0>();
        // Each lane fixes what it copied: conjugates (ConjTrans), then the diagonal. The
        // barrier between them is reached by every lane (alpha == 0 or not).
        if constexpr (complex_v<T>) {
            if (f.A.conj && !zero_alpha) {
                bool const rows_fast = f.A.rs == 1;
                for (int line = 0; line < mt; ++line) {
                    bool const tail = rows_fast == f.A.lower;
                    int const lo = tail ? line : 0, hi = tail ? mt : line + 1;
                    for (int e = lo + g; e < hi; e += group) {
                        int const r = rows_fast ? e : line, c = rows_fast ? line : e;
                        int const rr = reverse ? mt - 1 - r : r;
                        int const cc = reverse ? mt - 1 - c : c;
                        T& v = sa[at(rr, cc)];
                        v = conjugate(v);
                    }
                }
            }
        }
        sync();
        if (!zero_alpha)
            for (int i = g; i < mt; i += group)
                sa[at(i, i)] = unit ? one<T>() : reciprocal(sa[at(i, i)]);
        sync();
        if (g < nr && !zero_alpha) {
            T x[MAXN];
            T const alpha = f.alpha;
#pragma unroll
            for (int r = 0; r < MAXN; ++r) x[r] = alpha * sb[g * ldb + r];
#pragma unroll
            for (int i = 0; i < MAXN; ++i) {
                if (i >= mt) continue;
                // Rows past mt hold no equation (their x and A'' are never stored): the update
                // stops at the first eight-row block past them.
                if constexpr (paired) {
                    Pair const d = pair_at(sa, i, i);  // 1 / a''(i, i), a''(i + 1, i)
                    T const xi = x[i] * d.first;
                    x[i] = xi;
                    T const nxi = zero<T>() - xi;
                    if (i + 1 < MAXN) x[i + 1] = mul_add(d.second, nxi, x[i + 1]);
#pragma unroll
                    for (int r = i + 2; r < MAXN; r += 2) {
                        if (MAXN > row_block && r % row_block < 2 && r >= mt) break;
                        Pair const a = pair_at(sa, r, i);
                        x[r] = mul_add(a.first, nxi, x[r]);
                        if (r + 1 < MAXN) x[r + 1] = mul_add(a.second, nxi, x[r + 1]);
                    }
                }
                else {
                    T const xi = x[i] * sa[at(i, i)];
                    x[i] = xi;
                    T const nxi = zero<T>() - xi;
#pragma unroll
                    for (int r = i + 1; r < MAXN; ++r) {
                        if (MAXN > row_block && r % row_block == 0 && r >= mt) break;
                        x[r] = mul_add(sa[at(r, i)], nxi, x[r]);
                    }
                }
            }
#pragma unroll
            for (int r = 0; r < MAXN; ++r)
                if (r < mt) sb[g * ldb + r] = x[r];
        }
        else if (g < nr) {
            // alpha == 0: B' = 0, neither A nor B read.
            for (int r = 0; r < mt; ++r) sb[g * ldb + r] = zero<T>();
        }
        sync();
        for (int idx = g; idx < total; idx += group) {
            int const r = b_rows_fast ? idx % mt : idx / nr;
            int const c = b_rows_fast ? idx / mt : idx % nr;
            b(r, c) = sb[c * ldb + (reverse ? mt - 1 - r : r)];
        }
    }
};

}  // namespace batchblas::cuda
