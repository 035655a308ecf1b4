// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file tests/tester/tester.hh
 * Declarations shared by the files of the tester: the parsed command line (Params), one test
 * case (a batched call: its groups with their options, sizes and scalars), the result of a case
 * and the test entry points of the routine table.
 *
 * A case is exactly one call of the batched C API. Its groups carry everything the call passes
 * per group; the test functions expand them into problems, so one case type serves a single
 * group of equal problems, a mix of groups and one problem per group of variable size.
 */
#pragma once

#include <batchblas.h>

#include <complex>
#include <cstdint>
#include <string>
#include <vector>

namespace tester {

/** Sizes of one problem; routines read the ones they have (symm, trmm: m, n; syrk: n, k). */
struct Dims {
    int64_t m = 0, n = 0, k = 0;
};

/** Option values of one group; routines read the ones they have. */
struct Options {
    blas_trans_t transA = BlasNoTrans;
    blas_trans_t transB = BlasNoTrans;
    blas_trans_t trans = BlasNoTrans;
    blas_side_t side = BlasLeft;
    blas_uplo_t uplo = BlasLower;
    blas_diag_t diag = BlasNonUnit;
    int64_t incx = 1;  ///< vector increments (Level 1/2); nonzero, negative walks backwards
    int64_t incy = 1;
};

/** A scalar from the command line, kept with its spelling for the output rows. */
struct Scalar {
    std::complex<double> value;
    std::string text;
};

/** One group of a batched call: count problems that share options, sizes, scalars and lds. */
struct Group {
    Options opts;
    Dims dims;
    int64_t count = 0;
    int64_t pad = 0;  ///< leading dimension = rows (column-major) or columns (row-major) + pad
    Scalar alpha, beta;
};

/** One batched call to test. */
struct Case {
    char type = 'd';  ///< s, d, c, z
    blas_layout_t layout = BlasColMajor;
    std::vector<Group> groups;
    uint64_t seed = 0;  ///< seeds the random data of this case alone
};

/** What the command line asks for. Lists hold every value to sweep. */
struct Params {
    std::vector<std::string> routines;
    std::vector<char> types{'s', 'd', 'c', 'z'};
    std::vector<blas_layout_t> layouts{BlasColMajor, BlasRowMajor};
    std::vector<blas_trans_t> transA{BlasNoTrans, BlasTrans, BlasConjTrans};
    std::vector<blas_trans_t> transB{BlasNoTrans, BlasTrans, BlasConjTrans};
    std::vector<blas_trans_t> trans{BlasNoTrans, BlasTrans, BlasConjTrans};
    std::vector<blas_side_t> side{BlasLeft, BlasRight};
    std::vector<blas_uplo_t> uplo{BlasLower, BlasUpper};
    std::vector<blas_diag_t> diag{BlasNonUnit, BlasUnit};
    std::vector<int64_t> incx{1, -1, 2};
    std::vector<int64_t> incy{1, -1, 2};
    std::vector<Dims> dims;
    std::vector<Scalar> alpha;
    std::vector<Scalar> beta;
    int64_t batch = 100;  ///< problems per group (groups mode: the largest group)
    int64_t groups = 1;   ///< > 1: each call mixes this many groups
    bool variable = false;
    int64_t pad = 3;
    bool check = true;
    bool ref = false;
    int repeat = 1;
    uint64_t seed = 42;
    double tol = 3;
    int threads = 0;  ///< 0: the library's default
};

/** Outcome of one case. Times in seconds; error in units of the type's epsilon. */
struct Result {
    int64_t batch_count = 0;
    double flops = 0;
    double time = 0;
    double ref_time = 0;
    bool ref_run = false;
    bool checked = false;
    double error = 0;
    bool okay = true;
    std::string failure;  ///< what failed, for the output row; empty when okay
};

/** A routine test: runs one case (dispatching on case.type) and reports. */
using TestFunction = Result (*)(Case const&, Params const&);

// Level 3 BLAS (test_level3.cc).
Result test_gemm(Case const&, Params const&);
Result test_symm(Case const&, Params const&);
Result test_hemm(Case const&, Params const&);
Result test_syrk(Case const&, Params const&);
Result test_herk(Case const&, Params const&);
Result test_syr2k(Case const&, Params const&);
Result test_her2k(Case const&, Params const&);
Result test_trmm(Case const&, Params const&);
Result test_trsm(Case const&, Params const&);

// Level 2 BLAS (test_level2.cc).
Result test_gemv(Case const&, Params const&);
Result test_ger(Case const&, Params const&);
Result test_geru(Case const&, Params const&);
Result test_gerc(Case const&, Params const&);
Result test_symv(Case const&, Params const&);
Result test_hemv(Case const&, Params const&);
Result test_trmv(Case const&, Params const&);
Result test_trsv(Case const&, Params const&);
// Level 1 BLAS (test_level1.cc).
Result test_axpy(Case const&, Params const&);
Result test_scal(Case const&, Params const&);
Result test_copy(Case const&, Params const&);
// LAPACK (test_lapack.cc).
Result test_potrf(Case const&, Params const&);
Result test_getrf(Case const&, Params const&);
Result test_getrfnp(Case const&, Params const&);
Result test_swap(Case const&, Params const&);
Result test_dot(Case const&, Params const&);
Result test_dotu(Case const&, Params const&);
Result test_dotc(Case const&, Params const&);
Result test_nrm2(Case const&, Params const&);
Result test_asum(Case const&, Params const&);
Result test_iamax(Case const&, Params const&);
Result test_getrs(Case const&, Params const&);
Result test_gesv(Case const&, Params const&);
Result test_getri(Case const&, Params const&);
Result test_geqrf(Case const&, Params const&);
Result test_potrs(Case const&, Params const&);
Result test_posv(Case const&, Params const&);

}  // namespace tester
