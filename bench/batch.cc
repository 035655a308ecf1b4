// SPDX-License-Identifier: BSD-3-Clause
// Allocating and filling one row's data, and restoring its overwritten operand (see batch.hh).
#include "batch.hh"

#include <omp.h>

#include <algorithm>
#include <cstring>

namespace bench {
namespace {

template <typename T>
T conj_of(T x)
{
    if constexpr (is_complex<T>)
        return std::conj(x);
    else
        return x;
}

template <typename T>
T random_scalar(Random& r)
{
    double const re = r.next();
    return scalar<T>(re, is_complex<T> ? r.next() : 0.0);
}

/** Fills problem i's operands: well conditioned, so that results compare normwise. */
template <typename T>
void fill_problem(Batch<T>& b, int64_t i, uint64_t seed)
{
    Random r{seed * 0x9e3779b97f4a7c15ull + uint64_t(i) * 0xd1b54a32d192ed03ull};
    Dims const d = b.dims[size_t(i)];
    T* a = b.in.data() + b.a_at[i];
    T* bb = b.in.data() + b.b_at[i];
    T* io = b.io0.data() + b.io_at[i];
    auto fill = [&](T* x, int64_t count) {
        for (int64_t e = 0; e < count; ++e) x[e] = random_scalar<T>(r);
    };
    int64_t const n = d.n;
    // Noise plus a dominant random permutation: well conditioned, and partial pivoting has to
    // move rows (the large entry of column j sits in row perm[j]).
    auto fill_general = [&](T* x) {
        fill(x, n * n);
        std::vector<int64_t> perm(static_cast<size_t>(n));
        for (int64_t j = 0; j < n; ++j) perm[j] = j;
        for (int64_t j = n - 1; j > 0; --j) std::swap(perm[j], perm[r.uniform(0, j)]);
        for (int64_t j = 0; j < n; ++j)
            x[perm[j] + j * n] += scalar<T>((r.next() < 0 ? -1.0 : 1.0) * double(n + 2), 0);
    };
    // Hermitian, real diagonal above n: positive definite by diagonal dominance.
    auto fill_positive_definite = [&](T* x) {
        fill(x, n * n);
        for (int64_t j = 0; j < n; ++j) {
            for (int64_t i2 = j + 1; i2 < n; ++i2) x[j + i2 * n] = conj_of(x[i2 + j * n]);
            x[j + j * n] = scalar<T>(double(n + 2) + r.next(), 0);
        }
    };
    // Factors as getrf / potrf leave them: unit-sized diagonal, small off-diagonal; getrf's
    // pivots where they are read.
    auto fill_factors = [&](T* x) {
        fill(x, n * n);
        double const off = 1.0 / double(n);
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i2 = 0; i2 < n; ++i2) x[i2 + j * n] *= Real<T>(off);
        for (int64_t j = 0; j < n; ++j)
            x[j + j * n] = scalar<T>((r.next() < 0 ? -1.0 : 1.0) * (1.5 + 0.5 * r.next()), 0);
        if (b.routine == Routine::potrs)
            for (int64_t j = 0; j < n; ++j) x[j + j * n] = std::abs(x[j + j * n]);
        if (reads_pivots(b.routine))
            for (int64_t j = 0; j < n; ++j) {
                int64_t const p = r.uniform(j, n - 1) + 1;
                b.piv64_in[b.piv_at[i] + size_t(j)] = p;
                b.piv32_in[b.piv_at[i] + size_t(j)] = int(p);
            }
    };
    switch (b.routine) {
        case Routine::gemm:
            fill(a, d.m * d.k);
            fill(bb, d.k * d.n);
            fill(io, d.m * d.n);
            break;
        case Routine::syrk:
            fill(a, d.n * d.k);
            fill(io, d.n * d.n);
            break;
        case Routine::trsm:
            // Lower triangle diagonally dominant; the upper part is noise that must be ignored.
            fill(a, d.m * d.m);
            for (int64_t j = 0; j < d.m; ++j) a[j + j * d.m] += scalar<T>(double(d.m + 2), 0);
            fill(io, d.m * d.n);
            break;
        case Routine::getrf:
            fill_general(io);
            break;
        case Routine::potrf:
            fill_positive_definite(io);
            break;
        case Routine::getrs:
        case Routine::potrs:
            fill_factors(a);
            fill(io, n * d.k);
            break;
        case Routine::gesv:
            fill_general(io);
            fill(io + n * n, n * d.k);
            break;
        case Routine::posv:
            fill_positive_definite(io);
            fill(io + n * n, n * d.k);
            break;
        case Routine::getri:
            fill_factors(a);
            fill(io, n * n);  // overwritten: the inverse
            break;
        default: break;
    }
}

}  // namespace

template <typename T>
Batch<T> make_batch(Routine routine, Layout const& layout, uint64_t seed)
{
    Batch<T> b;
    b.routine = routine;
    b.dims = layout.dims;
    b.group_sizes = layout.group_sizes;
    b.group_first = layout.group_first;
    int64_t const count = b.count();
    size_t in_total = 0, io_total = 0, piv_total = 0;
    b.a_at.resize(count);
    b.b_at.resize(count);
    b.io_at.resize(count);
    b.piv_at.resize(count);
    for (int64_t i = 0; i < count; ++i) {
        Dims const d = b.dims[i];
        b.a_at[i] = in_total;
        in_total += size_t(a_elems(routine, d));
        b.b_at[i] = in_total;
        in_total += size_t(b_elems(routine, d));
        b.io_at[i] = io_total;
        io_total += size_t(io_elems(routine, d));
        b.piv_at[i] = piv_total;
        piv_total += size_t(piv_elems(routine, d));
        b.flops += flops(routine, d, is_complex<T>);
        b.bytes += compulsory_bytes(routine, d, sizeof(T));
    }
    b.in.resize(std::max<size_t>(in_total, 1));
    b.io0.resize(std::max<size_t>(io_total, 1));
    b.io.resize(b.io0.size());
    b.piv64.resize(std::max<size_t>(piv_total, 1));
    b.piv32.resize(b.piv64.size());
    if (reads_pivots(routine)) {
        b.piv64_in.resize(b.piv64.size());
        b.piv32_in.resize(b.piv64.size());
    }
#pragma omp parallel for schedule(dynamic, 64)
    for (int64_t i = 0; i < count; ++i) fill_problem(b, i, seed);

    b.A.resize(count);
    b.B.resize(count);
    b.IO.resize(count);
    b.IO_B.resize(count);
    b.P64.resize(count);
    b.P64_in.resize(count);
    for (int64_t i = 0; i < count; ++i) {
        b.A[i] = b.in.data() + b.a_at[i];
        b.B[i] = b.in.data() + b.b_at[i];
        b.IO[i] = b.io.data() + b.io_at[i];
        b.IO_B[i] = b.IO[i] + b.dims[i].n * b.dims[i].n;
        b.P64[i] = b.piv64.data() + b.piv_at[i];
        b.P64_in[i] = reads_pivots(routine) ? b.piv64_in.data() + b.piv_at[i] : nullptr;
    }
    return b;
}

template <typename T>
void restore(Batch<T>& b)
{
    size_t const total = b.io.size(), block = 4096;
    int64_t const blocks = int64_t((total + block - 1) / block);
    T const* src = b.io0.data();
    T* dst = b.io.data();
#pragma omp parallel for schedule(static)
    for (int64_t q = 0; q < blocks; ++q) {
        size_t const first = size_t(q) * block, len = std::min(block, total - first);
        std::memcpy(static_cast<void*>(dst + first), src + first, len * sizeof(T));
    }
}

template Batch<float> make_batch<float>(Routine, Layout const&, uint64_t);
template Batch<double> make_batch<double>(Routine, Layout const&, uint64_t);
template Batch<std::complex<float>> make_batch<std::complex<float>>(Routine, Layout const&,
                                                                    uint64_t);
template Batch<std::complex<double>> make_batch<std::complex<double>>(Routine, Layout const&,
                                                                      uint64_t);
template void restore<float>(Batch<float>&);
template void restore<double>(Batch<double>&);
template void restore<std::complex<float>>(Batch<std::complex<float>>&);
template void restore<std::complex<double>>(Batch<std::complex<double>>&);

}  // namespace bench
