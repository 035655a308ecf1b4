// SPDX-License-Identifier: BSD-3-Clause
/**
 * Hostile but well-formed calls, through the C, C++ (flat, group, strided), 2016 flat and
 * compact front ends (the CBLAS forms take int sizes and counts, whose sums and stride offsets
 * cannot leave int64_t):
 *  - sizes and counts at 2^31, 2^32, 2^63 - 1 and above: sums of group sizes that overflow
 *    int64_t (C API), group sizes and batch counts above INT64_MAX (C++ size_t from an unsigned
 *    underflow), strided offsets that wrap, compact buffer sizes that wrap; each rejected with
 *    the front end's code or Error, never wrapped into a small count;
 *  - LAPACK groups of small matrices with a leading dimension past 2^31 whose failing problems
 *    fall back to the per-problem path: the workspace is sized by the matrix, never by lda;
 *  - info == NULL (C and compact APIs): checked, computed when valid, the error handler called
 *    when not; the C++ strided form's output stride 0; an unknown BATCHBLAS_ISA value warned
 *    about once; an exactly singular matrix whose zero pivot an FMA rounds away.
 */
#include <batchblas.h>
#include <batchblas.hh>
#include <batchblas/bblas_flat.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#include "cpu/kernels/isa.hh"

namespace {

constexpr int64_t int64_max = std::numeric_limits<int64_t>::max();
constexpr int64_t two31 = int64_t(1) << 31, two32 = int64_t(1) << 32, two62 = int64_t(1) << 62;

// ------------------------------------------------------------------------------------------------
// Sizes and counts at 2^31, 2^32, 2^63 - 1 and above

/** Group sizes whose sum wraps: every C routine rejects them at group_sizes' position. */
TEST(HostileSizes, CGroupSizeSumsThatOverflowAreRejected)
{
    std::vector<std::vector<int64_t>> const wrapping = {
        {int64_max, int64_max, 2}, {int64_max, 1}, {two62, two62}, {int64_max, 0, 1}};
    blas_trans_t nt[3] = {BlasNoTrans, BlasNoTrans, BlasNoTrans};
    int64_t zero[3] = {0, 0, 0}, one[3] = {1, 1, 1};
    double alpha[3] = {1, 1, 1};
    for (auto const& sizes : wrapping) {
        int64_t const groups = int64_t(sizes.size());
        int64_t info = BblasErrorsReportAny;
        // No pointer array at all: a wrapped sum of 0 would pass every per-problem check.
        BLAS_gemm_batched_r64(BlasColMajor, nt, nt, zero, zero, zero, alpha, nullptr, one,
                              nullptr, one, alpha, nullptr, one, groups, sizes.data(), &info);
        EXPECT_EQ(info, -16) << "gemm, " << groups << " groups";
        info = BblasErrorsReportAll;
        BLAS_getrf_batched_r64(BlasColMajor, zero, zero, nullptr, one, nullptr, groups,
                               sizes.data(), &info);
        EXPECT_EQ(info, -8) << "getrf";
        info = BblasErrorsReportGroup;
        BLAS_axpy_batched_r64(zero, alpha, nullptr, one, nullptr, one, groups, sizes.data(),
                              &info);
        EXPECT_EQ(info, -8) << "axpy";
    }
}

/** Sizes that fit stay valid: 2^31, 2^32 and 2^63 - 1 in sizes and leading dimensions of a
 *  problem that references nothing (n = 0). */
TEST(HostileSizes, CSizesThatFitAreValid)
{
    blas_trans_t nt = BlasNoTrans;
    double alpha = 1, beta = 0;
    for (int64_t big : {two31, two32, int64_max}) {
        int64_t m = big, n = 0, k = big, ld = big, gs = 1, info = BblasErrorsReportAll;
        int64_t info_all[2] = {BblasErrorsReportAll, 7};
        double* C = nullptr;
        double const* A = nullptr;
        BLAS_gemm_batched_r64(BlasColMajor, &nt, &nt, &m, &n, &k, &alpha, &A, &ld, &A, &ld, &beta,
                              &C, &ld, 1, &gs, info_all);
        (void)info;
        EXPECT_EQ(info_all[0], 0) << big;
        EXPECT_EQ(info_all[1], 0) << big;
    }
}

template <typename F>
void expect_error(F&& f, char const* what)
{
    EXPECT_THROW(f(), batchblas::Error) << what;
}

/** C++: batch counts and group sizes above INT64_MAX, and strided offsets that wrap, throw. */
TEST(HostileSizes, CxxCountsAboveInt64MaxThrow)
{
    using batchblas::Layout;
    using batchblas::Op;
    std::vector<Op> const nt{Op::NoTrans};
    std::vector<int64_t> const zero{0}, one{1};
    std::vector<double> const alpha{1};
    std::vector<double*> const none;
    for (size_t count : {size_t(-1), size_t(int64_max) + 1, size_t(-3)}) {
        std::vector<int64_t> info(1);
        expect_error([&] { batchblas::gemm<double>(Layout::ColMajor, nt, nt, zero, zero, zero, alpha,
                                                   none, one, none, one, alpha, none, one, count,
                                                   info); },
                     "flat batch_count");
        expect_error([&] { batchblas::gemm<double>(Layout::ColMajor, nt, nt, zero, zero, zero, alpha,
                                                   none, one, none, one, alpha, none, one,
                                                   std::vector<size_t>{1, count}, info); },
                     "group size");
        double x = 0;
        expect_error([&] { batchblas::gemm<double>(Layout::ColMajor, nt, nt, zero, zero, zero, alpha,
                                                   &x, one, 1, &x, one, 1, alpha, &x, one, 1,
                                                   count, info); },
                     "strided batch_count");
        std::vector<int64_t> const nn{0};
        std::vector<int64_t*> const pivots;
        expect_error([&] { batchblas::getrf<double>(Layout::ColMajor, nn, nn, none, one, pivots,
                                                    count, info); },
                     "getrf batch_count");
    }
    // Group sizes that each fit but whose sum does not.
    std::vector<int64_t> info(1);
    expect_error([&] { batchblas::gemm<double>(Layout::ColMajor, nt, nt, zero, zero, zero, alpha, none,
                                               one, none, one, alpha, none, one,
                                               std::vector<size_t>{size_t(int64_max), 2}, info); },
                 "group size sum");
    // A stride whose offset for the last problem wraps: (3 - 1) * 2^62.
    double x = 0;
    expect_error([&] { batchblas::gemm<double>(Layout::ColMajor, nt, nt, zero, zero, zero, alpha, &x,
                                               one, two62, &x, one, 1, alpha, &x, one, 1, 3, info); },
                 "strideA");
}

/** C++ strided outputs: stride 0 with more than one problem makes every problem write the same
 *  matrix; rejected as the CBLAS strided form rejects it. Inputs may share (stride 0). */
TEST(HostileSizes, CxxStridedOutputStrideZeroThrows)
{
    using batchblas::Layout;
    using batchblas::Op;
    std::vector<Op> const nt{Op::NoTrans};
    std::vector<int64_t> const two{2};
    std::vector<double> const alpha{1}, beta{0};
    std::vector<double> a{1, 2, 3, 4}, c(8, -1);
    std::vector<int64_t> info(1);
    expect_error([&] { batchblas::gemm<double>(Layout::ColMajor, nt, nt, two, two, two, alpha,
                                               a.data(), two, 0, a.data(), two, 0, beta, c.data(),
                                               two, 0, 2, info); },
                 "strideC = 0");
    EXPECT_EQ(c[0], -1);
    // Shared inputs, separate outputs: valid.
    batchblas::gemm<double>(Layout::ColMajor, nt, nt, two, two, two, alpha, a.data(), two, 0,
                            a.data(), two, 0, beta, c.data(), two, 4, 2, info);
    EXPECT_EQ(info[0], 0);
    EXPECT_EQ(c[0], 7);
    EXPECT_EQ(c[4], 7);
}

/** The 2016 flat API's int sizes at their limit: 2^31 - 1 with nothing referenced. */
TEST(HostileSizes, FlatSizesAtIntMax)
{
    enum BBLAS_TRANS nt = BblasNoTrans;
    int const big = std::numeric_limits<int>::max(), zero = 0;
    double alpha = 1, beta = 0;
    double const* A = nullptr;
    double* C = nullptr;
    int info = 7;
    bblas_dgemm_batch(&nt, &nt, &big, &zero, &big, &alpha, &A, &big, &A, &big, &beta, &C, &big, 1,
                      BBLAS_FIXED, &info);
    EXPECT_EQ(info, 0);
}

/** Compact sizes: wrapped products are reported (-a, a the argument that overflows), never
 *  returned; routines reject buffers they could not address. */
TEST(HostileSizes, CompactSizesThatOverflowAreReported)
{
    EXPECT_EQ(bblas_dsize_compact(1, 1, two62, 1), -3);         // 8 * 2^62 bytes
    EXPECT_EQ(bblas_dsize_compact(two32, two32, 1, 1), -2);      // 2^64 elements
    EXPECT_EQ(bblas_dsize_compact(1, 1, 1, two62), -4);
    EXPECT_EQ(bblas_zsize_compact(1, 1, 1, int64_t(1) << 59), -4);  // 16 * 2^59 bytes
    EXPECT_EQ(bblas_dsize_compact(1, 1, int64_max, 1), -3);     // ceil(1 / width) = 1, no wrap
    EXPECT_EQ(bblas_ssize_compact(1, 1, 1, int64_max), -4);
    EXPECT_EQ(bblas_dsize_compact(two31, two31, 1, 1), -2);      // 2^62 elements, 2^65 bytes
    EXPECT_EQ(bblas_dsize_compact(two31, 2, 4, 9), two31 * 2 * 4 * 3);
    EXPECT_EQ(bblas_dsize_compact(1, 1, 1, int64_t(1) << 59), int64_t(1) << 59);  // 2^62 bytes
    EXPECT_THROW(batchblas::compact_size<double>(1, 1, two62, 1), batchblas::Error);

    double a = 1, ap[8] = {};
    double const* pa = &a;
    int64_t info = BblasErrorsReportAny;
    bblas_dgepack_compact(BlasColMajor, 1, 1, &pa, 1, ap, 1, two62, 1, &info);
    EXPECT_EQ(info, -9) << "pack: a group of 2^62 lanes";
    info = BblasErrorsReportAny;
    bblas_dgepack_compact_strided(BlasColMajor, 1, 1, &a, 1, two62, ap, 1, 1, 3, &info);
    EXPECT_EQ(info, -6) << "pack: (nm - 1) * strideA wraps";
    info = BblasErrorsReportAny;
    bblas_dpotrf_compact(BlasColMajor, BlasLower, 1, ap, two62, 2, 2, &info);
    EXPECT_EQ(info, -7) << "potrf: ldap * n * width wraps";
    EXPECT_EQ(ap[0], 0.0);
}

// ------------------------------------------------------------------------------------------------
// LAPACK on small matrices with a leading dimension past 2^31

/** A sparse (MAP_NORESERVE) mapping: only the pages touched ever exist. */
class Sparse {
public:
    explicit Sparse(size_t bytes) : bytes_(bytes)
    {
#if defined(__linux__)
        void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        data_ = p == MAP_FAILED ? nullptr : static_cast<double*>(p);
#endif
    }
    ~Sparse()
    {
#if defined(__linux__)
        if (data_ != nullptr) munmap(data_, bytes_);
#endif
    }
    Sparse(Sparse const&) = delete;
    Sparse& operator=(Sparse const&) = delete;
    double* data() const { return data_; }

private:
    size_t bytes_;
    double* data_ = nullptr;
};

constexpr int64_t huge_ld = two31 + 17;
constexpr int64_t order = 4, count = 24, failing = 5;

/**
 * `count` 4 x 4 column-major matrices sharing the columns of one sparse array of leading
 * dimension 2^31 + 17 (matrix q in rows 4q .. 4q + 3), and the same matrices compact (ld 4).
 * Matrix `failing` takes the per-problem path after the interleaved one: a subnormal pivot
 * (LU) or not positive definite (Cholesky).
 */
struct HugeLdGroup {
    Sparse far{size_t(huge_ld * (order - 1) + order * count) * sizeof(double)};
    std::vector<double> near = std::vector<double>(size_t(order * order * count));
    std::vector<double*> A, A_near;

    explicit HugeLdGroup(bool cholesky)
    {
        if (far.data() == nullptr) return;
        for (int64_t q = 0; q < count; ++q) {
            A.push_back(far.data() + q * order);
            A_near.push_back(near.data() + q * order * order);
            for (int64_t j = 0; j < order; ++j)
                for (int64_t i = 0; i < order; ++i) {
                    double v = i == j ? double(order + 1 + q) : 1.0 / double(1 + i + j);
                    if (q == failing) v = cholesky ? (i == j ? -1.0 : 0.0)
                                                   : (i == j ? (i == 0 ? 1e-310 : 1.0) : 0.0);
                    A[size_t(q)][i + j * huge_ld] = v;
                    A_near[size_t(q)][i + j * order] = v;
                }
        }
    }
    void expect_same_factors() const
    {
        for (int64_t q = 0; q < count; ++q)
            for (int64_t j = 0; j < order; ++j)
                for (int64_t i = 0; i < order; ++i)
                    EXPECT_NEAR(A[size_t(q)][i + j * huge_ld], A_near[size_t(q)][i + j * order],
                                1e-13)
                        << "matrix " << q << " (" << i << ", " << j << ")";
    }
    /** The elements just past each matrix's rows in the huge array stay as mapped: zero. */
    void expect_untouched_padding() const
    {
        for (int64_t j = 0; j < order; ++j)
            EXPECT_EQ(far.data()[order * count + j * huge_ld], 0.0) << "column " << j;
    }
};

/** Equal up to rounding, or the same infinity, or both NaN. */
bool same_value(double x, double y)
{
    return x == y || (std::isnan(x) && std::isnan(y)) || std::abs(x - y) <= 1e-13;
}

/** getrf (then getrs, getri), potrf (then potrs), gesv, posv: the group runs (interleaved
 *  where the ISA has it) without any workspace of lda's size; every problem matches the same
 *  group stored compact. */
TEST(HostileLeadingDimension, LapackGroupsPast32BitsWithFailingProblems)
{
    for (char const* routine : {"getrf", "potrf", "gesv", "posv"}) {
        bool const cholesky = routine[0] == 'p';
        HugeLdGroup g(cholesky);
        if (g.far.data() == nullptr) GTEST_SKIP() << "no sparse mapping";
        int64_t n = order, nrhs = 1, ld = huge_ld, ld_near = order, gs = count;
        std::vector<int64_t> piv(size_t(order * count)), piv_near(piv.size());
        std::vector<int64_t*> P, P_near;
        std::vector<double> b(size_t(order * count), 1.0), b_near(b);
        std::vector<double*> B, B_near;
        for (int64_t q = 0; q < count; ++q) {
            P.push_back(piv.data() + q * order);
            P_near.push_back(piv_near.data() + q * order);
            B.push_back(b.data() + q * order);
            B_near.push_back(b_near.data() + q * order);
        }
        std::vector<int64_t> info(size_t(count) + 1, BblasErrorsReportAll), info_near(info);
        blas_uplo_t lower = BlasLower;
        blas_trans_t notrans = BlasNoTrans;
        std::vector<double> inv(size_t(order * order * count)), inv_near(inv);
        std::vector<double*> Inv, Inv_near;
        for (int64_t q = 0; q < count; ++q) {
            Inv.push_back(inv.data() + q * order * order);
            Inv_near.push_back(inv_near.data() + q * order * order);
        }
        for (bool near : {false, true}) {
            double* const* a = near ? g.A_near.data() : g.A.data();
            int64_t* const* p = near ? P_near.data() : P.data();
            double* const* bb = near ? B_near.data() : B.data();
            int64_t const* lda = near ? &ld_near : &ld;
            int64_t* inf = near ? info_near.data() : info.data();
            double const* const* ac = a;
            int64_t const* const* pc = p;
            double* const* inverse = near ? Inv_near.data() : Inv.data();
            int64_t solve_info = BblasErrorsReportAny;
            if (std::strcmp(routine, "getrf") == 0) {
                // Then the solves and the inverse from the factors, A still at lda.
                BLAS_getrf_batched_r64(BlasColMajor, &n, &n, a, lda, p, 1, &gs, inf);
                BLAS_getrs_batched_r64(BlasColMajor, &notrans, &n, &nrhs, ac, lda, pc, bb,
                                       &ld_near, 1, &gs, &solve_info);
                EXPECT_EQ(solve_info, 0);
                solve_info = BblasErrorsReportAny;
                BLAS_getri_batched_r64(BlasColMajor, &n, ac, lda, pc, inverse, &ld_near, 1, &gs,
                                       &solve_info);
            }
            else if (std::strcmp(routine, "potrf") == 0) {
                BLAS_potrf_batched_r64(BlasColMajor, &lower, &n, a, lda, 1, &gs, inf);
                BLAS_potrs_batched_r64(BlasColMajor, &lower, &n, &nrhs, ac, lda, bb, &ld_near, 1,
                                       &gs, &solve_info);
                EXPECT_EQ(solve_info, 0);
            }
            else if (std::strcmp(routine, "gesv") == 0)
                BLAS_gesv_batched_r64(BlasColMajor, &n, &nrhs, a, lda, p, bb, &ld_near, 1, &gs,
                                      inf);
            else
                BLAS_posv_batched_r64(BlasColMajor, &lower, &n, &nrhs, a, lda, bb, &ld_near, 1,
                                      &gs, inf);
        }
        EXPECT_EQ(info, info_near) << routine;
        EXPECT_EQ(info[0], cholesky ? 1 : 0) << routine;
        EXPECT_EQ(info[1 + failing], cholesky ? 1 : 0) << routine;
        g.expect_same_factors();
        g.expect_untouched_padding();
        if (!cholesky) {
            EXPECT_EQ(piv, piv_near) << routine;
        }
        // The subnormal pivot's solution and inverse overflow (inf, then NaN, in both).
        for (size_t i = 0; i < b.size(); ++i)
            EXPECT_TRUE(same_value(b[i], b_near[i]))
                << routine << " b[" << i << "] = " << b[i] << ", " << b_near[i];
        for (size_t i = 0; i < inv.size(); ++i)
            EXPECT_TRUE(same_value(inv[i], inv_near[i]))
                << routine << " inverse[" << i << "] = " << inv[i] << ", " << inv_near[i];
    }
}

// ------------------------------------------------------------------------------------------------
// info == NULL

struct HandlerCall {
    std::string routine;
    int64_t argument = 0, problem = 0;
    int calls = 0;
};
HandlerCall last_call;

void recording_handler(char const* routine, int64_t argument, int64_t problem)
{
    last_call.routine = routine;
    last_call.argument = argument;
    last_call.problem = problem;
    ++last_call.calls;
}

/** Installs recording_handler for a test's duration. */
struct RecordErrors {
    bblas_error_handler_t previous;
    RecordErrors() : previous(bblas_set_error_handler(&recording_handler)) { last_call = {}; }
    ~RecordErrors() { bblas_set_error_handler(previous); }
};

/** Valid: computed, handler silent. Invalid problem: nothing computed, handler told routine,
 *  argument and problem. Invalid call-level argument: handler told, problem -1. */
TEST(HostileNullInfo, CApiChecksComputesOrCallsTheHandler)
{
    RecordErrors record;
    blas_trans_t nt[2] = {BlasNoTrans, BlasNoTrans};
    int64_t m[2] = {1, 1}, k[2] = {1, 1}, ld[2] = {1, 1}, sizes[2] = {1, 2};
    double alpha[2] = {2, 2}, beta[2] = {0, 0};
    double a = 3, c[3] = {0, 0, 0};
    double const* A[3] = {&a, &a, &a};
    double* C[3] = {&c[0], &c[1], &c[2]};
    BLAS_gemm_batched_r64(BlasColMajor, nt, nt, m, m, k, alpha, A, ld, A, ld, beta, C, ld, 2,
                          sizes, nullptr);
    EXPECT_EQ(last_call.calls, 0);
    EXPECT_EQ(c[0], 18);
    EXPECT_EQ(c[2], 18);

    c[0] = c[1] = c[2] = 0;
    int64_t bad_ld[2] = {1, 0};  // group 1 (problems 1 and 2): C_ld = 0 < m
    BLAS_gemm_batched_r64(BlasColMajor, nt, nt, m, m, k, alpha, A, ld, A, ld, beta, C, bad_ld, 2,
                          sizes, nullptr);
    EXPECT_EQ(last_call.calls, 1);
    EXPECT_EQ(last_call.routine, "gemm");
    EXPECT_EQ(last_call.argument, 14);
    EXPECT_EQ(last_call.problem, 1);
    EXPECT_EQ(c[0], 0) << "nothing computed";

    int64_t wrapping[2] = {int64_max, 1};
    BLAS_gemm_batched_r64(BlasColMajor, nt, nt, m, m, k, alpha, A, ld, A, ld, beta, C, ld, 2,
                          wrapping, nullptr);
    EXPECT_EQ(last_call.calls, 2);
    EXPECT_EQ(last_call.argument, 16);
    EXPECT_EQ(last_call.problem, -1);

    // LAPACK: valid arguments compute (a numerical failure has nowhere to go).
    int64_t n = 2, gs = 1, piv[2] = {0, 0};
    double lu[4] = {4, 2, 6, 4};
    double* L = lu;
    int64_t* P = piv;
    BLAS_getrf_batched_r64(BlasColMajor, &n, &n, &L, &n, &P, 1, &gs, nullptr);
    EXPECT_EQ(last_call.calls, 2);
    EXPECT_EQ(piv[0], 1);
    EXPECT_EQ(lu[1], 0.5);
}

TEST(HostileNullInfo, CompactApiChecksComputesOrCallsTheHandler)
{
    RecordErrors record;
    double a = 4, ap[4] = {};
    double const* pa = &a;
    bblas_dgepack_compact(BlasColMajor, 1, 1, &pa, 1, ap, 1, 2, 1, nullptr);
    EXPECT_EQ(last_call.calls, 0);
    EXPECT_EQ(ap[0], 4);
    bblas_dpotrf_compact(BlasColMajor, BlasLower, 1, ap, 0, 2, 1, nullptr);  // ldap 0
    EXPECT_EQ(last_call.calls, 1);
    EXPECT_EQ(last_call.routine, "potrf_compact");
    EXPECT_EQ(last_call.argument, 5);
    EXPECT_EQ(last_call.problem, -1);
    EXPECT_EQ(ap[0], 4) << "nothing computed";
    bblas_dpotrf_compact(BlasColMajor, BlasLower, 1, ap, 1, 2, 1, nullptr);
    EXPECT_EQ(last_call.calls, 1);
    EXPECT_EQ(ap[0], 2);
}

/** The default handler writes one line to stderr; NULL restores it. */
TEST(HostileNullInfo, DefaultHandlerWritesOneLine)
{
    bblas_error_handler_t const previous = bblas_set_error_handler(nullptr);
    EXPECT_NE(bblas_get_error_handler(), nullptr);
    testing::internal::CaptureStderr();
    int64_t n = -1, gs = 1;
    BLAS_getrf_batched_r64(BlasColMajor, &n, &n, nullptr, &gs, nullptr, 1, &gs, nullptr);
    std::string const err = testing::internal::GetCapturedStderr();
    bblas_set_error_handler(previous);
    EXPECT_NE(err.find("getrf"), std::string::npos) << err;
    EXPECT_NE(err.find("argument 2"), std::string::npos) << err;
    EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1) << err;
}

// ------------------------------------------------------------------------------------------------
// BATCHBLAS_ISA

/** Run by UnknownIsaValueIsWarnedAboutOnce in a child process: two calls that choose kernels. */
TEST(HostileIsa, DISABLED_TwoCalls)
{
    for (int i = 0; i < 2; ++i) EXPECT_GT(bblas_dwidth_compact(), 0);
}

#if defined(__linux__)
TEST(HostileIsa, UnknownIsaValueIsWarnedAboutOnce)
{
    // Everything the child needs is prepared before fork: it only redirects and execs.
    std::vector<std::string> env{"BATCHBLAS_ISA=avx3"};
    for (char** e = environ; *e != nullptr; ++e)
        if (std::strncmp(*e, "BATCHBLAS_ISA=", 14) != 0) env.emplace_back(*e);
    std::vector<char*> envp;
    for (std::string& e : env) envp.push_back(e.data());
    envp.push_back(nullptr);
    char arg0[] = "unit_tests", arg1[] = "--gtest_also_run_disabled_tests",
         arg2[] = "--gtest_filter=HostileIsa.DISABLED_TwoCalls";
    char* argv[] = {arg0, arg1, arg2, nullptr};
    int const devnull = open("/dev/null", O_WRONLY);
    int fds[2];
    ASSERT_EQ(pipe(fds), 0);
    pid_t const child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        dup2(fds[1], 2);
        dup2(devnull, 1);
        execve("/proc/self/exe", argv, envp.data());
        _exit(127);
    }
    close(devnull);
    close(fds[1]);
    std::string err;
    char buf[512];
    for (ssize_t got; (got = read(fds[0], buf, sizeof buf)) > 0;) err.append(buf, size_t(got));
    close(fds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << err;
    EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1) << err;
    EXPECT_NE(err.find("BATCHBLAS_ISA=avx3"), std::string::npos) << err;
}
#endif

// ------------------------------------------------------------------------------------------------
// Exact zeros and fused multiply-adds

/**
 * [[3, 6], [2, 4]] is exactly singular. LAPACK's U(2,2) = 4 - (2/3) * 6 rounds the product
 * (to 4) and gives 0 (info = 2), as the generic kernels do; the kernels of ISAs with FMA may
 * round 4 - l * 6 once, a tiny nonzero pivot (info = 0), as docs/lapack.md says. Whether they
 * do depends on the compiler contracting the update (the sanitizer builds compile the kernels
 * without optimisation, and then they do not): either way the code follows the pivot.
 */
TEST(HostileExactZeros, SingularTwoByTwoFollowsTheIsaArithmetic)
{
    int64_t n = 2, gs = 1, piv[2];
    double a[4] = {3, 2, 6, 4};
    double* A = a;
    int64_t* P = piv;
    int64_t info[2] = {BblasErrorsReportAll, 7};
    BLAS_getrf_batched_r64(BlasColMajor, &n, &n, &A, &n, &P, 1, &gs, info);
    double const l = 2.0 / 3.0;
    double const rounded = 4.0 - l * 6.0, fused = std::fma(-l, 6.0, 4.0);
    ASSERT_EQ(rounded, 0.0);
    ASSERT_NE(fused, 0.0);
    if (batchblas::cpu::active_isa() == batchblas::cpu::Isa::generic)
        EXPECT_EQ(a[3], rounded);
    else
        EXPECT_TRUE(a[3] == rounded || a[3] == fused) << a[3];
    EXPECT_EQ(info[1], a[3] == 0.0 ? 2 : 0);
}

}  // namespace
