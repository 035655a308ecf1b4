// SPDX-License-Identifier: BSD-3-Clause
/**
 * The rows of the benchmark and their problems, before any data exists: which rows a run has
 * (plan_cases), the dimensions of each problem of a row and how many problems fill the cache
 * regime (make_layout), and per problem its operand sizes, flop count and compulsory traffic.
 */
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "blas_library.hh"
#include "options.hh"

namespace bench {

/** splitmix64: small, fast, reproducible; next() uniform in [-1, 1). */
struct Random {
    uint64_t state;
    double next()
    {
        uint64_t z = (state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        z ^= z >> 31;
        return double(z >> 11) * 0x1.0p-52 - 1.0;
    }
    int64_t uniform(int64_t lo, int64_t hi)  // in [lo, hi]
    {
        int64_t const span = hi - lo + 1;
        return lo + std::min(span - 1, int64_t((next() + 1.0) * 0.5 * double(span)));
    }
};

/** One row of the table, before any data exists. */
struct Case {
    Routine routine;
    char type;
    Shape shape;
    int64_t size;  // n, nmax, or N of the update shapes
    int64_t k;     // update shapes only
    Regime regime;
};

/** The rows of a run, in table order. */
std::vector<Case> plan_cases(Options const& opt);

/** The size column of a row: "64", "128,k16", "1..32", "16..64g". */
std::string size_text(Case const& c);

/** Bytes of one element of type letter s, d, c or z. */
size_t elem_size(char type);

/**
 * Dimensions of one problem; their meaning depends on the routine:
 * gemm m x n x k; trsm A m x m, B m x n; syrk C n x n, A n x k; getrf, potrf n x n;
 * getrs, potrs A n x n, B n x k (k = nrhs); gesv, posv A n x n then B n x k, both in and out
 * (one operand, B right after A); getri LU factors n x n in, the inverse n x n out.
 */
struct Dims {
    int64_t m, n, k;
};

// Elements of the read-only operands (A, and B for gemm), of the operand that is read and
// written (C of gemm / syrk, B of the solves, A of the factorizations), and pivots.
int64_t a_elems(Routine r, Dims d);
int64_t b_elems(Routine r, Dims d);
int64_t io_elems(Routine r, Dims d);
int64_t piv_elems(Routine r, Dims d);
/** Whether a routine writes pivots (getrf, gesv) or reads them (getrs, getri). */
bool writes_pivots(Routine r);
bool reads_pivots(Routine r);
/** Whether a routine overwrites its input (which then needs restoring before every call). */
bool in_place(Routine r);

/** LAPACK Working Note 41 counts; a complex flop count is four times the real one. */
double flops(Routine r, Dims d, bool complex);

/** The traffic a call cannot avoid: operands read once, the output written once. */
double compulsory_bytes(Routine r, Dims d, size_t elem);

/** The inner dimension, which scales the rounding error of one result. */
int64_t inner_dim(Routine r, Dims d);

/** The problems of a row: their dims, in group order; batchblas' groups. */
struct Layout {
    std::vector<Dims> dims;
    std::vector<int64_t> group_sizes;  // consecutive problems sharing one group
    std::vector<int64_t> group_first;  // first problem of each group
};

/**
 * Enough problems to fill `bytes` (out of cache), or as many as fit (in cache, at least one per
 * thread; empty when one problem per thread does not fit).
 */
Layout make_layout(Options const& opt, Case const& c, size_t elem, double bytes, bool fill_up,
                   int threads);

}  // namespace bench
