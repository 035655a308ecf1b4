// SPDX-License-Identifier: BSD-3-Clause
/**
 * The two forms of MKL's CBLAS batch API as batch views: the group form (one value per group,
 * int sizes widened on read, pointer arrays per problem) and the strided form (one value for
 * every problem, base pointer plus stride), their argument checks (MKL numbers parameters from
 * 1 and reports the first bad one), and MKL's error report: one line on stderr naming that
 * parameter, nothing computed. Used by every file of libbatchblas_cblas.
 */
#pragma once

#include <batchblas/cblas_batch.h>

#include <complex>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>

#include "api/view_builders.hh"
#include "core/check.hh"
#include "cpu/backend.hh"

namespace batchblas::cblas {

using api::as_int;
using core::Groups;
using core::Index;
using core::Matrices;
using core::Param;
using core::Spread;

/** What MKL's xerbla says on an invalid argument; the routine then returns untouched. */
inline void report(char const* routine, int parameter)
{
    std::fprintf(stderr, "batchblas_cblas: parameter %d was incorrect on entry to %s\n", parameter,
                 routine);
}
inline void report_failure(char const* routine)
{
    std::fprintf(stderr, "batchblas_cblas: out of memory in %s; outputs may be incomplete\n",
                 routine);
}

// ------------------------------------------------------------------------------- group form

using api::per_group;
using api::per_group_option;
/** MKL's sizes are int: read as int64_t values of the view, widened on read. */
inline Param<int64_t> per_group(int const* values)
{
    return Param<int64_t>(values, Spread::PerGroup);
}
template <typename T>
Matrices<T const> inputs(void const* const* array)
{
    return Matrices<T const>(reinterpret_cast<T const* const*>(array), Spread::PerProblem);
}
template <typename T>
Matrices<T> outputs(void* const* array)
{
    return Matrices<T>(reinterpret_cast<T* const*>(array), Spread::PerProblem);
}

/**
 * The group form's checks in parameter order: layout, then each problem's arguments (the first
 * failing problem's first invalid argument), with group_count and group_size checked before any
 * problem is looked at. Returns the parameter number, or 0 when all is valid.
 */
template <class Problems>
int check_group(Problems const& p, int group_count, int const* group_size)
{
    if constexpr (core::has_layout_v<Problems>)
        if (!core::valid_layout(p.layout)) return 1;
    if (group_count < 0) return Problems::group_count_pos;
    if (group_count > 0 && group_size == nullptr) return Problems::group_sizes_pos;
    for (int g = 0; g < group_count; ++g)
        if (group_size[g] < 0) return Problems::group_sizes_pos;
    int first = 0;
    core::for_each_problem(p.groups, [&](Index at) {
        if (first == 0) first = int(-core::check_problem(p, at));
    });
    return first;
}

/**
 * Both forms' last step: report the invalid parameter `bad` (nothing is computed), or run the
 * batch on the CPU; CBLAS has no info array, so a failure to run is reported too.
 */
template <class Problems>
void run_checked(char const* routine, Problems const& p, int bad)
{
    if (bad) {
        report(routine, bad);
        return;
    }
    try {
        cpu::Backend{}.run(p);
    } catch (...) {
        report_failure(routine);
    }
}

template <class Problems>
void run_group(char const* routine, Problems& p, int group_count, int const* group_size)
{
    p.groups = Groups(group_count, group_size);
    run_checked(routine, p, check_group(p, group_count, group_size));
}

// ----------------------------------------------------------------------------- strided form

/**
 * One strided matrix or vector argument: the core position of its leading dimension or
 * increment (the stride parameter follows it directly in the strided signature), its stride,
 * and for an output the footprint one problem's output covers (0 for an input): outputs of
 * different problems must not overlap.
 */
struct Stride {
    int ld_position;
    int64_t stride;
    int64_t output_footprint;
    bool output;
};

/** A scalar, size or option passed by value, as a one-value parameter. */
template <typename V>
Param<V> one(V const* value)
{
    return Param<V>(value, Spread::One);
}
inline Param<int64_t> one(int const* value)
{
    return Param<int64_t>(value, Spread::One);
}
template <typename Enum>
Param<int> one_option(Enum const* option)
{
    return Param<int>(as_int(option), Spread::One);
}
template <typename T>
Matrices<T const> strided_input(void const* base, int stride)
{
    return Matrices<T const>::strided(static_cast<T const*>(base), stride);
}
template <typename T>
Matrices<T> strided_output(void* base, int stride)
{
    return Matrices<T>::strided(static_cast<T*>(base), stride);
}

/**
 * The strided form's checks. The strided signature is the group signature with a stride after
 * each matrix's leading dimension and batch_size for group_count / group_size, so a core
 * position moves by the number of strides before it. Every problem shares the arguments and
 * its pointers are base + i * stride, so problem 0 speaks for all. Returns the lowest invalid
 * parameter number, or 0.
 */
template <class Problems>
int check_strided(Problems const& p, int batch_size, std::initializer_list<Stride> strides)
{
    auto const strided_position = [&](int core_position) {
        int moved = core_position;
        for (Stride const& s : strides)
            if (s.ld_position < core_position) ++moved;
        return moved;
    };
    int bad = 0;
    auto const consider = [&](int position) {
        if (position > 0 && (bad == 0 || position < bad)) bad = position;
    };
    if constexpr (core::has_layout_v<Problems>)
        if (!core::valid_layout(p.layout)) consider(1);
    if (batch_size < 0) consider(strided_position(Problems::group_count_pos));
    if (batch_size > 0) {
        if (int64_t const code = core::check_problem(p, Index{0, 0}))
            consider(strided_position(int(-code)));
        int j = 0;
        for (Stride const& s : strides) {
            int const position = s.ld_position + j + 1;
            if (!s.output && s.stride < 0) consider(position);
            if (s.output && batch_size > 1 && s.stride < s.output_footprint) consider(position);
            ++j;
        }
    }
    return bad;
}

template <class Problems>
void run_strided(char const* routine, Problems& p, int batch_size,
                 std::initializer_list<Stride> strides)
{
    p.groups = Groups::single(batch_size < 0 ? 0 : batch_size);
    run_checked(routine, p, check_strided(p, batch_size, strides));
}

/** Elements one rows x cols matrix spans in the layout; 0 when empty or sizes are invalid. */
inline int64_t matrix_footprint(int layout, int rows, int cols, int ld)
{
    if (rows <= 0 || cols <= 0) return 0;
    return int64_t(ld) * (layout == CblasColMajor ? cols : rows);
}
/** Elements a vector of n entries with increment inc spans. */
inline int64_t vector_footprint(int n, int inc)
{
    if (n <= 0) return 0;
    return 1 + int64_t(n - 1) * std::abs(int64_t(inc));
}

using api::in;
using api::out;
}  // namespace batchblas::cblas

/** Short names for the entry-point files, whose extern "C" functions live outside the namespace. */
namespace cb = batchblas::cblas;
using c32 = std::complex<float>;
using c64 = std::complex<double>;
