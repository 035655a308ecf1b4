// SPDX-License-Identifier: BSD-3-Clause
/**
 * LU and Cholesky of one matrix held in the registers of a whole block, for orders past a
 * warp's (lapack_registers.cuh) and up to the row-block limit of the tile table: thread
 * (part h, slot i) holds columns [h C, h C + C) of row i in C registers. Each elimination step
 * shares one row (the pivot row, or the column of multipliers for Cholesky) through shared
 * memory and every thread updates its own registers: the matrix is read and written once and
 * never moves through shared memory as a whole.
 *
 * The threads are ordered part-major (thread = h * slots + i) and `slots` is a multiple of 32,
 * so a warp holds one part of 32 rows and the branches on the part are warp-uniform. Column j
 * sits in part j / C at register j % C: the step loop is split into parts (not unrolled) and
 * registers (unrolled), so every register index is a compile-time constant.
 *
 * Row interchanges are not moved, as in the warp kernels: each thread keeps its row's position
 * in the permuted matrix (`pos`, the same in every part of a row), and the rows are stored at
 * their final positions at the end.
 */
#pragma once

#include <cstdint>

#include "cuda/device/lapack_registers.cuh"
#include "cuda/device/lapack_team.cuh"
#include "cuda/device/scalar.hh"

namespace batchblas::cuda {

/** This thread's place in a row block. */
struct RowBlock {
    int slot;   ///< the row it holds
    int part;   ///< which C columns of the row
    int slots;  ///< rows of the block (a multiple of 32, at least the matrix's)
    int parts;  ///< column parts (parts * C at least the matrix's columns)
};

/** A row block's shared memory: a row (the pivot row), a column (the multipliers), and the
 *  pivot search's per-warp winners. */
template <typename T>
struct RowShared {
    T* row;                // two rows of parts * C elements (steps alternate between them)
    T* column;             // slots elements
    real_of<T>* value;     // 32 (a warp of a part each)
    int* key;              // 32
    int* slot;             // 32

    /** Bytes of a block of `slots` rows and `columns` register columns. */
    static BBLAS_HD size_t bytes(int slots, int columns)
    {
        return size_t(2 * columns + slots) * sizeof(T) +
               32 * (sizeof(real_of<T>) + 2 * sizeof(int));
    }
    static __device__ RowShared carve(unsigned char* base, int slots, int columns)
    {
        T* const row = reinterpret_cast<T*>(base);
        T* const column = row + 2 * columns;
        auto* const value = reinterpret_cast<real_of<T>*>(column + slots);
        int* const key = reinterpret_cast<int*>(value + 32);
        return RowShared{row, column, value, key, key + 32};
    }
};

/**
 * An upper bound of a pivot candidate's value (v >= 0, or -1 for NaN) as an ordered integer,
 * exact for float; 0 for a thread that is no candidate. The largest bound holds the largest
 * value, so a warp where one lane alone has the largest bound has found its pivot.
 */
template <typename R>
__device__ __forceinline__ unsigned candidate_bound(R v, bool candidate)
{
    if (!candidate) return 0u;
    if (v < R(0)) return 1u;  // NaN: below every number
    if constexpr (sizeof(R) == 4)
        return __float_as_uint(v) + 2u;
    else
        return __float_as_uint(__double2float_ru(v)) + 2u;
}

/**
 * The pivot of step j (register jj of part hj): the row slot holding, among the rows of
 * position >= j, the largest |a(., j)| (lowest position among equals; NaN never wins), and its
 * position, the same on every thread. One block-wide sync.
 */
template <typename T, int C>
__device__ __forceinline__ void rows_pivot_search(T const (&r)[C], int jj, int hj, int pos,
                                                  bool real_row, RowBlock b, RowShared<T> s,
                                                  int j, int& chosen, int& position)
{
    using R = real_of<T>;
    int const lane = int(threadIdx.x) % 32;
    int const warps = b.slots / 32;
    if (b.part == hj) {
        bool const candidate = real_row && pos >= j;
        R best = R(-1);
        int key = INT32_MAX, who = b.slot;
        if (candidate) {
            R const v = abs1(r[jj]);
            best = v == v ? v : R(-1);
            key = pos;
        }
        int const w = b.slot / 32;
        unsigned const bound = candidate_bound(best, candidate);
        unsigned const top = __reduce_max_sync(full_warp, bound);
        unsigned const holders = __ballot_sync(full_warp, bound == top);
        if (top == 0u) {  // no candidate in this warp
            if (lane == 0) {
                s.value[w] = R(-1);
                s.key[w] = INT32_MAX;
                s.slot[w] = b.slot;
            }
        }
        else if (__popc(holders) == 1) {  // the common case: one lane holds the largest
            if (bound == top) {
                s.value[w] = best;
                s.key[w] = key;
                s.slot[w] = who;
            }
        }
        else {  // equal bounds: exact comparisons
#pragma unroll
            for (int offset = 16; offset > 0; offset >>= 1) {
                R const v = __shfl_xor_sync(full_warp, best, offset);
                int const k = __shfl_xor_sync(full_warp, key, offset);
                int const o = __shfl_xor_sync(full_warp, who, offset);
                if (beats(v, k, best, key)) {
                    best = v;
                    key = k;
                    who = o;
                }
            }
            if (lane == 0) {
                s.value[w] = best;
                s.key[w] = key;
                s.slot[w] = who;
            }
        }
    }
    __syncthreads();
    R best = s.value[0];
    int key = s.key[0];
    chosen = s.slot[0];
    for (int w = 1; w < warps; ++w) {
        if (beats(s.value[w], s.key[w], best, key)) {
            best = s.value[w];
            key = s.key[w];
            chosen = s.slot[w];
        }
    }
    position = key;
}

/** r[c] -= l * u[c] for c in [from, C), u in shared memory and 16-byte aligned: read 16 bytes
 *  at a time, so that a shared-memory load serves several multiply-adds. */
template <typename T, int C>
__device__ __forceinline__ void subtract_row(T (&r)[C], T l, T const* u, int from)
{
    constexpr int per = sizeof(T) >= 16 ? 1 : int(16 / sizeof(T));
    static_assert(C % per == 0, "whole 16-byte chunks");
#pragma unroll
    for (int k = 0; k < C; k += per) {
        if (k + per <= from) continue;
        uint4 const chunk = *reinterpret_cast<uint4 const*>(u + k);
        T v[per];
        memcpy(v, &chunk, sizeof(chunk));
#pragma unroll
        for (int e = 0; e < per; ++e)
            if (k + e >= from) r[k + e] = r[k + e] - l * v[e];
    }
}

/**
 * LU of the m x n matrix held in r, with partial pivoting (ipiv written by thread 0) or
 * without. Returns LAPACK's info (the first exactly zero pivot; its column is left unscaled and
 * the elimination goes on). On return the thread's row belongs at position pos.
 */
template <typename T, int C>
__device__ int rows_getrf(T (&r)[C], int& pos, RowBlock b, RowShared<T> s, int m, int n,
                          bool pivot, int64_t* ipiv)
{
    int info = 0;
    int const steps = m < n ? m : n;
    bool const real_row = b.slot < m;
    pos = b.slot;
    for (int hj = 0; hj * C < steps; ++hj) {
        bool const mine = b.part == hj;
#pragma unroll
        for (int jj = 0; jj < C; ++jj) {
            int const j = hj * C + jj;
            if (j >= steps) break;
            int chosen = j, position = j;
            if (pivot) {
                rows_pivot_search<T, C>(r, jj, hj, pos, real_row, b, s, j, chosen, position);
                if (threadIdx.x == 0) ipiv[j] = position + 1;
                if (pos == j) pos = position;  // the row at j moves to the pivot's place
                if (b.slot == chosen) pos = j;
            }
            // Steps alternate between the two rows: a thread may write this step's row while
            // another still reads the last step's (without pivoting no sync lies between).
            T* const u = s.row + (j & 1) * b.parts * C;
            if (b.slot == chosen && b.part >= hj) {
#pragma unroll
                for (int c = 0; c < C; ++c) u[b.part * C + c] = r[c];
            }
            __syncthreads();  // the pivot row is in shared memory; the search's slots are free
            T const piv = u[j];
            bool const nonzero = !is_zero(piv);
            if (!nonzero && info == 0) info = j + 1;
            bool const active = real_row && pos > j;
            if (mine) {
                if (active && nonzero) r[jj] = r[jj] * reciprocal(piv);
                if (b.parts > 1) s.column[b.slot] = r[jj];
            }
            if (b.parts > 1) __syncthreads();  // the multipliers are in shared memory
            if (active && b.part >= hj) {
                if (mine)
                    subtract_row(r, r[jj], u + hj * C, jj + 1);
                else
                    subtract_row(r, s.column[b.slot], u + b.part * C, 0);
            }
        }
    }
    return info;
}

/**
 * Cholesky factor L of the lower triangle held in r (slot i: row i, entries 0..i), n x n.
 * Returns LAPACK's info; the factorization stops at the first failing minor.
 */
template <typename T, int C>
__device__ int rows_potrf(T (&r)[C], RowBlock b, RowShared<T> s, int n)
{
    using R = real_of<T>;
    for (int hj = 0; hj * C < n; ++hj) {
        bool const mine = b.part == hj;
#pragma unroll
        for (int jj = 0; jj < C; ++jj) {
            int const j = hj * C + jj;
            if (j >= n) break;
            if (mine && b.slot == j) {
                if constexpr (complex_v<T>)
                    s.value[0] = r[jj].re;
                else
                    s.value[0] = r[jj];
            }
            __syncthreads();  // the diagonal is in shared memory
            R d = s.value[0];
            if (!(d > R(0))) return j + 1;  // the same value and decision on every thread
            d = sqrt(d);
            bool const below = b.slot > j && b.slot < n;
            if (mine && b.slot == j) r[jj] = scalar_from<T>(d);
            if (mine && below) {
                r[jj] = scale_by(r[jj], R(1) / d);
                s.column[b.slot] = r[jj];
            }
            __syncthreads();  // the column of L is in shared memory
            if (below && b.part >= hj) {
                // Columns (j, slot] of the row: L's column j, conjugated, times l.
                int const from = mine ? jj + 1 : 0, to = b.slot + 1 - b.part * C;
                T const l = s.column[b.slot];
                T const* const lc = s.column + b.part * C;
                constexpr int per = sizeof(T) >= 16 ? 1 : int(16 / sizeof(T));
#pragma unroll
                for (int k = 0; k < C; k += per) {
                    if (k + per <= from || k >= to) continue;
                    uint4 const chunk = *reinterpret_cast<uint4 const*>(lc + k);
                    T v[per];
                    memcpy(v, &chunk, sizeof(chunk));
#pragma unroll
                    for (int e = 0; e < per; ++e)
                        if (k + e >= from && k + e < to)
                            r[k + e] = r[k + e] - l * conjugate(v[e]);
                }
            }
        }
    }
    return 0;
}

}  // namespace batchblas::cuda
