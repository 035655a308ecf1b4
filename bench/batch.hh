// SPDX-License-Identifier: BSD-3-Clause
/**
 * One row's data: every problem's operands back to back (Batch<T>), filled with well-conditioned
 * random values from the row's seed, a pristine copy of the operand the routines overwrite, and
 * the pointer arrays and pivots the implementations take; plus the scalar-type helpers the
 * benchmark's templates share.
 */
#pragma once

#include <complex>
#include <cstddef>
#include <cstdint>
#include <vector>

#include <batchblas/types.hh>

#include "blas_library.hh"
#include "problems.hh"

namespace bench {

// The scalar types: Real<T> and is_complex<T> (batchblas' public traits), scalar<T>(re, im).
template <typename T>
using Real = batchblas::real_type<T>;
template <typename T>
inline constexpr bool is_complex = batchblas::is_complex_v<T>;

template <typename T>
T scalar(double re, double im)
{
    if constexpr (is_complex<T>)
        return T(Real<T>(re), Real<T>(im));
    else {
        (void)im;
        return T(re);
    }
}

/** One row's data: operands back to back, column-major, tight leading dimensions. */
template <typename T>
struct Batch {
    Routine routine;
    std::vector<Dims> dims;
    std::vector<int64_t> group_sizes, group_first;
    std::vector<T> in, io0, io;              // read-only operands; pristine and working in/out
    std::vector<int64_t> piv64, piv64_in;    // batchblas pivots: getrf output, getrs input
    std::vector<int> piv32, piv32_in;        // LAPACK pivots (32-bit)
    std::vector<size_t> a_at, b_at, io_at, piv_at;
    std::vector<T const*> A, B;
    std::vector<T*> IO, IO_B;  // IO_B: B of gesv / posv, right after A in the same operand
    std::vector<int64_t*> P64;
    std::vector<int64_t const*> P64_in;
    double flops = 0, bytes = 0;

    int64_t count() const { return int64_t(dims.size()); }
    T* io_of(int64_t i) { return io.data() + io_at[i]; }
};

/** The data of the problems of `layout`, filled from `seed` into io0; restore() copies it to io. */
template <typename T>
Batch<T> make_batch(Routine routine, Layout const& layout, uint64_t seed);

/** io = io0 with the threads' static split, so that each thread's share stays in its cache. */
template <typename T>
void restore(Batch<T>& b);

}  // namespace bench
