// SPDX-License-Identifier: BSD-3-Clause
/**
 * What a GPU LAPACK test asks for (lapack_harness.hh): the routine, the front end (Form) and
 * the argument fault it calls with, what each routine has (codes, right-hand sides, pivots) and
 * where its arguments sit, and one problem of a batch (Spec) with its residual bound.
 */
#pragma once

#include <cstdint>

#include "harness.hh"

namespace gpu_test {
namespace lapack {

enum class Routine { Getrf, Getrfnp, Getrs, Gesv, Potrf, Potrs, Posv, Getri, Geqrf };
/** Flat: C++ per-problem vectors; Group: C++ group form; Strided: C++ strided form (uniform
 *  sizes); DeviceCodes, DeviceCodesGroup, DeviceCodesStrided: the C++ flat, group and strided
 *  forms with a device info array; CApi: BLAS_<r>_batched_<t>_gpu
 *  with ReportAll; CApiDinfo: its _gpu_dinfo variant; Vbatched: batchblas::vbatched; Host: the
 *  CPU library's flat form on host copies, no device (the harness's test of its own checks). */
enum class Form {
    Flat,
    Group,
    Strided,
    DeviceCodes,
    CApi,
    CApiDinfo,
    Vbatched,
    Host,
    DeviceCodesGroup,
    DeviceCodesStrided
};
/** BadLd: the A leading dimension of the last group (or problem) with a lead of 2 or more set
 *  one below its minimum; NullQueue: the C API with a null queue; OverMax: vbatched with max_n
 *  one below the largest n. */
enum class Fault { None, BadLd, NullQueue, OverMax };

inline char const* name(Routine r)
{
    static char const* const names[] = {"getrf", "getrfnp", "getrs", "gesv", "potrf",
                                        "potrs", "posv",    "getri", "geqrf"};
    return names[int(r)];
}
inline char const* name(Form f)
{
    static char const* const names[] = {
        "flat",        "group",    "strided", "device-codes",       "C api",
        "C api dinfo", "vbatched", "host",    "device-codes group", "device-codes strided"};
    return names[int(f)];
}

/** The routines with LAPACK numerical codes (and _dinfo / device-codes variants). */
inline bool has_codes(Routine r)
{
    return r == Routine::Getrf || r == Routine::Getrfnp || r == Routine::Gesv ||
           r == Routine::Potrf || r == Routine::Posv || r == Routine::Getri;
}
inline bool has_rhs(Routine r)
{
    return r == Routine::Getrs || r == Routine::Gesv || r == Routine::Potrs || r == Routine::Posv;
}
inline bool has_pivots(Routine r)
{
    return r == Routine::Getrf || r == Routine::Getrs || r == Routine::Gesv || r == Routine::Getri;
}
inline bool is_cholesky(Routine r)
{
    return r == Routine::Potrf || r == Routine::Potrs || r == Routine::Posv;
}
/** m x n problems (the others are square: m = n). */
inline bool is_rectangular(Routine r)
{
    return r == Routine::Getrf || r == Routine::Getrfnp || r == Routine::Geqrf;
}

/** Positions (layout = 1) in the C API: A_ld, the queue, n. */
inline int64_t lda_position(Routine r)
{
    static int64_t const pos[] = {5, 5, 6, 5, 5, 6, 6, 4, 5};
    return pos[int(r)];
}
inline int64_t queue_position(Routine r)
{
    static int64_t const pos[] = {10, 9, 13, 12, 9, 12, 12, 11, 10};
    return pos[int(r)];
}
inline int64_t n_position(Routine r)
{
    static int64_t const pos[] = {3, 3, 3, 2, 3, 3, 3, 2, 3};
    return pos[int(r)];
}

/** Residual bound (the normalised residuals above are O(1) for a backward-stable method). */
constexpr double kBound = 100.0;

/** One problem of a batch. */
struct Spec {
    int64_t m = 0, n = 0, nrhs = 0;
    Op trans = Op::NoTrans;
    Uplo uplo = Uplo::Lower;
    /** 0: healthy; j > 0: column j (1-based) of A is zero (LU routines: U(j,j) = 0, code j), or
     *  the leading minor of order j is indefinite (Cholesky routines: code j). */
    int64_t fail = 0;
    /** getrf: A = P L U with |L(i,j)| <= 1/2 below the diagonal, so partial pivoting's choices
     *  are unambiguous in every precision. */
    bool structured = false;
};

inline Spec square(int64_t n, int64_t nrhs = 0, int64_t fail = 0)
{
    Spec s;
    s.m = s.n = n;
    s.nrhs = nrhs;
    s.fail = fail;
    return s;
}

}  // namespace lapack
}  // namespace gpu_test
