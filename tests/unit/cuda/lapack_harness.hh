// SPDX-License-Identifier: BSD-3-Clause
/**
 * Harness of the GPU LAPACK tests (test_lapack_*.cc): builds a batch of problems for one routine
 * (getrf, getrfnp, getrs, gesv, potrf, potrs, posv, getri, geqrf) in guarded storage, calls one
 * front end (C++ flat, group, strided, device codes; C _gpu and _gpu_dinfo; vbatched), and checks
 * on the host:
 *   - the numerical codes per problem (singular / indefinite problems beside healthy ones);
 *   - normwise residuals, ||PA - LU|| / (max(m,n) ||A|| eps), ||A - LL^H|| / (n ||A|| eps),
 *     ||op(A) X - B|| / (n ||A|| ||X|| eps), ||A C - I|| / (n ||A|| ||C|| eps),
 *     ||A - QR|| / (max(m,n) ||A|| eps) with Q formed from the reflectors and tau (LAPACK's
 *     storage), all below `kBound`;
 *   - getrf's pivots identical to the CPU path's wherever the choice is unambiguous: random
 *     double matrices, and matrices built as P L U with |L| <= 1/2 off the diagonal (every pivot
 *     twice the size of its competitors) in every precision;
 *   - that nothing outside what the routine may write changed (guard margins, padding past the
 *     rows, the unreferenced triangle, inputs, B of a failing solve, C of a failing inverse);
 *   - argument errors: codes as the CPU API gives them, nothing touched.
 * References and residuals are computed in double (complex double) on the host; the inputs of
 * getrs, potrs and getri (factors, pivots) come from the CPU library.
 *
 * The one header the tests include: the problem lists and the test bodies are here; the parts
 * are lapack_spec.hh (what a test asks for), lapack_host.hh (host matrices, pivots),
 * lapack_c_api.hh (the C entry points), lapack_batch.hh (one batch and its run), lapack_call.hh
 * (the call through each form) and lapack_checks.hh (the checks).
 */
#pragma once

#include <cstdint>
#include <vector>

#include "lapack_batch.hh"
#include "lapack_call.hh"
#include "lapack_checks.hh"
#include "lapack_host.hh"
#include "lapack_spec.hh"

namespace gpu_test {
namespace lapack {

/** Runs one batch through one form. */
template <typename T>
void run(Routine r, Layout layout, std::vector<Spec> const& specs, Form form,
         Fault fault = Fault::None, uint64_t seed = 1)
{
    Batch<T> b(r, layout, specs, seed);
    b.run(form, fault);
}

// -------------------------------------------------------------------------------------------------
// Problem lists

/** Both sides of the kernels' limits (32; what fits shared memory, about 160 for double). */
inline std::vector<int64_t> full_sizes()
{
    return {0, 1, 2, 7, 8, 16, 31, 32, 33, 64, 65, 100, 128, 129, 200, 256, 300, 512};
}

/** Every size once (right-hand sides 1, 3, n, 40 in turn; every trans / uplo), the failing
 *  problems of the routines with codes, and rectangular ones for getrf, getrfnp, geqrf. */
inline std::vector<Spec> full_list(Routine r)
{
    std::vector<Spec> v;
    auto const sizes = full_sizes();
    for (size_t i = 0; i < sizes.size(); ++i) {
        int64_t const n = sizes[i];
        int64_t const rhs[] = {1, 3, n, 40};
        Spec s = square(n, rhs[i % 4]);
        s.trans = i % 3 == 0 ? Op::NoTrans : i % 3 == 1 ? Op::Trans : Op::ConjTrans;
        s.uplo = i % 2 == 0 ? Uplo::Lower : Uplo::Upper;
        s.structured = i % 2 == 1;
        v.push_back(s);
    }
    if (has_codes(r)) {
        int64_t const fails[][2] = {{1, 1}, {2, 2}, {33, 17}, {65, 65}, {129, 1}, {200, 101}};
        int i = 0;
        for (auto const& f : fails) {
            Spec s = square(f[0], i % 2 == 0 ? 3 : 1, f[1]);
            s.uplo = i % 2 == 0 ? Uplo::Upper : Uplo::Lower;
            v.push_back(s);
            ++i;
        }
    }
    if (is_rectangular(r)) {
        int64_t const shapes[][2] = {{40, 17}, {17, 40}, {130, 65}, {65, 130}};
        bool structured = false;
        for (auto const& sh : shapes) {
            Spec s;
            s.m = sh[0];
            s.n = sh[1];
            s.structured = structured = !structured;
            v.push_back(s);
        }
    }
    return v;
}

/** Mixed sizes up to 161, failing problems, one option for all (vbatched, device codes). */
inline std::vector<Spec> medium_list(Routine r, Op trans, Uplo uplo)
{
    std::vector<Spec> v;
    int64_t const sizes[] = {0, 1, 3, 8, 17, 32, 33, 64, 65, 130, 161};
    int i = 0;
    for (int64_t n : sizes) {
        int64_t const rhs[] = {1, 3, n, 40};
        v.push_back(square(n, rhs[i % 4]));
        ++i;
    }
    if (has_codes(r)) {
        v.push_back(square(8, 2, 3));
        v.push_back(square(65, 5, 40));
    }
    if (is_rectangular(r)) {
        Spec a;
        a.m = 20;
        a.n = 9;
        Spec b;
        b.m = 9;
        b.n = 20;
        v.push_back(a);
        v.push_back(b);
    }
    for (auto& s : v) {
        s.trans = trans;
        s.uplo = uplo;
        s.structured = s.n % 2 == 1;
    }
    return v;
}

/** Groups of equal problems (one failing problem in two of them where the routine has codes). */
inline std::vector<Spec> group_list(Routine r)
{
    std::vector<Spec> v;
    struct G {
        int64_t n, count, nrhs;
        Op trans;
        Uplo uplo;
        int64_t fail_at, fail;
    };
    G const groups[] = {{8, 3, 2, Op::NoTrans, Uplo::Lower, -1, 0},
                        {33, 2, 1, Op::Trans, Uplo::Upper, 1, 20},
                        {0, 1, 3, Op::NoTrans, Uplo::Lower, -1, 0},
                        {65, 2, 65, Op::ConjTrans, Uplo::Lower, -1, 0},
                        {129, 2, 7, Op::NoTrans, Uplo::Upper, 0, 129},
                        {1, 1, 1, Op::Trans, Uplo::Lower, -1, 0},
                        {200, 1, 3, Op::ConjTrans, Uplo::Upper, -1, 0}};
    for (auto const& g : groups)
        for (int64_t i = 0; i < g.count; ++i) {
            Spec s = square(g.n, g.nrhs, has_codes(r) && i == g.fail_at ? g.fail : 0);
            s.trans = g.trans;
            s.uplo = g.uplo;
            v.push_back(s);
        }
    return v;
}

/** count equal problems n x n (problem 2 failing where the routine has codes). */
inline std::vector<Spec> uniform_list(Routine r, int64_t n, size_t count, int64_t nrhs, Op trans,
                                      Uplo uplo)
{
    std::vector<Spec> v;
    for (size_t i = 0; i < count; ++i) {
        Spec s = square(n, nrhs, has_codes(r) && i == 2 && n > 0 ? (n + 1) / 2 : 0);
        s.trans = trans;
        s.uplo = uplo;
        v.push_back(s);
    }
    return v;
}

/** The full list through the flat form, in both layouts. */
template <typename T>
void full_test(Routine r)
{
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
        run<T>(r, layout, full_list(r), Form::Flat, Fault::None, 100 + uint64_t(r));
}

/** Every other form, in both layouts. */
template <typename T>
void forms_test(Routine r)
{
    uint64_t seed = 200 + 16 * uint64_t(r);
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
        bool const col = layout == Layout::ColMajor;
        Op const trans = col ? Op::NoTrans : is_complex_v<T> ? Op::ConjTrans : Op::Trans;
        Uplo const uplo = col ? Uplo::Upper : Uplo::Lower;
        run<T>(r, layout, group_list(r), Form::Group, Fault::None, ++seed);
        run<T>(r, layout, group_list(r), Form::CApi, Fault::None, ++seed);
        if (has_codes(r)) {
            run<T>(r, layout, medium_list(r, trans, uplo), Form::DeviceCodes, Fault::None, ++seed);
            run<T>(r, layout, group_list(r), Form::CApiDinfo, Fault::None, ++seed);
            run<T>(r, layout, group_list(r), Form::DeviceCodesGroup, Fault::None, ++seed);
            run<T>(r, layout, uniform_list(r, 33, 4, 5, trans, uplo), Form::DeviceCodesStrided,
                   Fault::None, ++seed);
        }
        run<T>(r, layout, medium_list(r, trans, uplo), Form::Vbatched, Fault::None, ++seed);
        Op const other_trans = col ? Op::Trans : Op::NoTrans;
        Uplo const other_uplo = col ? Uplo::Lower : Uplo::Upper;
        run<T>(r, layout, medium_list(r, other_trans, other_uplo), Form::Vbatched, Fault::None,
               ++seed);
        for (int64_t n : {1, 32, 33, 161})
            run<T>(r, layout, uniform_list(r, n, 4, n == 33 ? n : 3, trans, uplo), Form::Strided,
                   Fault::None, ++seed);
    }
}

/** Argument errors: nothing computed, codes as the CPU API's. */
template <typename T>
void errors_test(Routine r)
{
    uint64_t seed = 900 + uint64_t(r);
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor}) {
        run<T>(r, layout, group_list(r), Form::CApi, Fault::BadLd, ++seed);
        run<T>(r, layout, group_list(r), Form::Flat, Fault::BadLd, ++seed);
    }
    run<T>(r, Layout::ColMajor, group_list(r), Form::CApi, Fault::NullQueue, ++seed);
    if (has_codes(r)) {
        run<T>(r, Layout::ColMajor, group_list(r), Form::CApiDinfo, Fault::BadLd, ++seed);
        run<T>(r, Layout::RowMajor, group_list(r), Form::CApiDinfo, Fault::NullQueue, ++seed);
    }
    run<T>(r, Layout::RowMajor, medium_list(r, Op::NoTrans, Uplo::Lower), Form::Vbatched,
           Fault::OverMax, ++seed);
}

}  // namespace lapack
}  // namespace gpu_test
