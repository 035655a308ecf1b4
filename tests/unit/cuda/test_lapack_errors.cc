// SPDX-License-Identifier: BSD-3-Clause
/**
 * GPU LAPACK beyond the per-routine tests: argument errors of every routine (an invalid leading
 * dimension through the C API, its _gpu_dinfo form and the C++ flat form; a null queue; vbatched
 * sizes above their maximum) reported with the CPU API's codes and nothing touched; one large
 * batch of variable sizes; and the small shared-memory cases that scripts/gpu_check.sh runs under
 * racecheck (LapackRace.*); orders past the row blocks (LapackBlocked.*); and the harness's own test, its checks against the CPU library's
 * results (no device needed).
 */
#include <random>

#include "lapack_harness.hh"

namespace gpu_test {
namespace {

using lapack::Form;
using lapack::Routine;
using lapack::Spec;

constexpr Routine kAll[] = {Routine::Getrf, Routine::Getrfnp, Routine::Getrs,
                            Routine::Gesv,  Routine::Potrf,   Routine::Potrs,
                            Routine::Posv,  Routine::Getri,   Routine::Geqrf};

TEST(LapackErrors, RealDouble)
{
    GPU_TEST_REQUIRE_DEVICE();
    for (Routine r : kAll) lapack::errors_test<double>(r);
}

TEST(LapackErrors, ComplexFloat)
{
    GPU_TEST_REQUIRE_DEVICE();
    for (Routine r : kAll) lapack::errors_test<std::complex<float>>(r);
}

/** Many problems of sizes 1 .. 48 (a few failing) in one call. */
template <typename T>
std::vector<Spec> large_batch(Routine r, size_t count, uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int64_t> size(1, 48);
    std::vector<Spec> v;
    for (size_t i = 0; i < count; ++i) {
        int64_t const n = size(rng);
        Spec s = lapack::square(n, 1 + int64_t(i % 4));
        if (lapack::has_codes(r) && i % 97 == 5) s.fail = 1 + int64_t(i) % n;
        s.uplo = Uplo::Lower;
        v.push_back(s);
    }
    return v;
}

TEST(LapackLargeBatch, GetrfDouble)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::run<double>(Routine::Getrf, Layout::ColMajor,
                        large_batch<double>(Routine::Getrf, 3000, 1), Form::Flat);
    lapack::run<double>(Routine::Getrf, Layout::RowMajor,
                        large_batch<double>(Routine::Getrf, 3000, 2), Form::Vbatched);
}

TEST(LapackLargeBatch, PosvFloat)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::run<float>(Routine::Posv, Layout::ColMajor, large_batch<float>(Routine::Posv, 3000, 3),
                       Form::Flat);
}

TEST(LapackLargeBatch, GesvComplexDouble)
{
    GPU_TEST_REQUIRE_DEVICE();
    lapack::run<std::complex<double>>(Routine::Gesv, Layout::RowMajor,
                                      large_batch<std::complex<double>>(Routine::Gesv, 1000, 4),
                                      Form::Flat);
}

/** Small mixed sizes (both sides of 32, several matrices per block, row blocks), cheap under
 *  racecheck. */
template <typename T>
void race_case(Routine r)
{
    std::vector<Spec> v;
    for (int64_t n : {2, 5, 8, 16, 31, 32, 33, 48, 65}) {
        Spec s = lapack::square(n, n % 3 + 1);
        v.push_back(s);
    }
    if (lapack::has_codes(r)) {
        v.push_back(lapack::square(20, 2, 7));
        v.push_back(lapack::square(50, 1, 40));  // a failing step past a warp's order
    }
    lapack::run<T>(r, Layout::ColMajor, v, Form::Flat, lapack::Fault::None, 77);
}

TEST(LapackRace, Double)
{
    GPU_TEST_REQUIRE_DEVICE();
    for (Routine r : kAll) race_case<double>(r);
}

TEST(LapackRace, ComplexFloat)
{
    GPU_TEST_REQUIRE_DEVICE();
    for (Routine r : kAll) race_case<std::complex<float>>(r);
}

/** Orders past the row blocks (the blocked factorizations: panels, row swaps, trsm and gemm /
 *  herk updates) beside smaller ones, with failing steps in the first, a middle and the last
 *  panel; both layouts and both uplo; host-described and device-described (vbatched). */
template <typename T>
void blocked_case(Routine r)
{
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
            std::vector<Spec> v;
            for (int64_t n : {129, 160, 20, 200}) v.push_back(lapack::square(n, n % 3 + 1));
            if (lapack::has_codes(r)) {
                v.push_back(lapack::square(150, 2, 5));
                v.push_back(lapack::square(200, 1, 100));
                v.push_back(lapack::square(140, 1, 140));
            }
            if (lapack::is_rectangular(r)) {
                Spec tall = lapack::square(150), wide = lapack::square(150);
                tall.m = 300;
                wide.n = 300;
                v.push_back(tall);
                v.push_back(wide);
            }
            for (Spec& s : v) s.uplo = uplo;
            for (Form form : {Form::Flat, Form::Vbatched})
                lapack::run<T>(r, layout, v, form, lapack::Fault::None, 91);
            // A problem above the maxima: the device checks stop every step, nothing touched.
            if (r == Routine::Getrf || r == Routine::Getrfnp || r == Routine::Potrf)
                lapack::run<T>(r, layout, v, Form::Vbatched, lapack::Fault::OverMax, 92);
        }
}

TEST(LapackBlocked, Double)
{
    GPU_TEST_REQUIRE_DEVICE();
    for (Routine r : kAll) blocked_case<double>(r);
}

TEST(LapackBlocked, ComplexFloat)
{
    GPU_TEST_REQUIRE_DEVICE();
    for (Routine r : kAll) blocked_case<std::complex<float>>(r);
}

TEST(LapackBlocked, ComplexDouble)
{
    GPU_TEST_REQUIRE_DEVICE();
    for (Routine r : {Routine::Getrf, Routine::Gesv, Routine::Potrf, Routine::Posv})
        blocked_case<std::complex<double>>(r);
}

/** The harness's checks accept the CPU library's results (no device needed): every routine,
 *  type, layout and option on mixed sizes with failing problems. */
template <typename T>
void host_case()
{
    for (Routine r : kAll)
        for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
            for (int variant = 0; variant < 2; ++variant) {
                Op const trans = variant == 0            ? Op::NoTrans
                                 : test::is_complex_v<T> ? Op::ConjTrans
                                                         : Op::Trans;
                Uplo const uplo = variant == 0 ? Uplo::Upper : Uplo::Lower;
                lapack::run<T>(r, layout, lapack::medium_list(r, trans, uplo), Form::Host,
                               lapack::Fault::None, 300 + uint64_t(variant));
            }
}

TEST(LapackHarness, CpuLibraryPassesTheChecks)
{
    host_case<float>();
    host_case<double>();
    host_case<std::complex<float>>();
    host_case<std::complex<double>>();
}

}  // namespace
}  // namespace gpu_test
