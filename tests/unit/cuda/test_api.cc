// SPDX-License-Identifier: BSD-3-Clause
/**
 * The GPU front ends beyond the numerics: the C API (group arrays, info modes, invalid
 * arguments, a null queue), C++ argument errors (nothing computed, batchblas::Error), the
 * device-described (vbatched) form with its device-side checks, and capture into a CUDA graph
 * replayed on new data.
 */
#include <batchblas/cuda.h>
#include <batchblas/cuda_lapack.hh>

#include <algorithm>

#include "harness.hh"

namespace gpu_test {
namespace {

/** C = alpha op(A) op(B) + beta C on host data, in wide precision, column-major. */
template <typename T>
std::vector<T> host_gemm(Op ta, Op tb, int64_t m, int64_t n, int64_t k, T alpha,
                         std::vector<T> const& A, int64_t lda, std::vector<T> const& B, int64_t ldb,
                         T beta, std::vector<T> C, int64_t ldc)
{
    using W = wide_t<T>;
    for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < n; ++j) {
            W sum = 0;
            for (int64_t l = 0; l < k; ++l) {
                T const a = ta == Op::NoTrans
                                ? A[size_t(i + l * lda)]
                                : conj_if(A[size_t(l + i * lda)], ta == Op::ConjTrans);
                T const b = tb == Op::NoTrans
                                ? B[size_t(l + j * ldb)]
                                : conj_if(B[size_t(j + l * ldb)], tb == Op::ConjTrans);
                sum += W(a) * W(b);
            }
            W const c = beta == T(0) ? W(0) : W(beta) * W(C[size_t(i + j * ldc)]);
            C[size_t(i + j * ldc)] = T(W(alpha) * sum + c);
        }
    return C;
}

template <typename T>
std::vector<T> random_vector(size_t size, std::mt19937_64& rng)
{
    std::vector<T> v(size);
    for (T& x : v) x = random_value<T>(rng);
    return v;
}

template <typename T>
double max_diff(std::vector<T> const& a, std::vector<T> const& b)
{
    double d = 0;
    for (size_t i = 0; i < a.size(); ++i) d = std::max(d, double(std::abs(a[i] - b[i])));
    return d;
}

/** The device pointers of one buffer per problem. */
template <typename T>
std::vector<T*> pointers_of(std::vector<std::unique_ptr<DeviceArray<T>>> const& buffers)
{
    std::vector<T*> out;
    for (auto const& d : buffers) out.push_back(d->get());
    return out;
}

/** Square n x n column-major problems, one buffer each, for the API-level tests. */
template <typename T>
struct SquareBatch {
    int64_t n;
    std::vector<std::vector<T>> A, B, C;
    std::vector<std::unique_ptr<DeviceArray<T>>> dA, dB, dC;

    SquareBatch(size_t count, int64_t n_, std::mt19937_64& rng) : n(n_)
    {
        for (size_t p = 0; p < count; ++p) {
            A.push_back(random_vector<T>(size_t(n * n), rng));
            B.push_back(random_vector<T>(size_t(n * n), rng));
            C.push_back(random_vector<T>(size_t(n * n), rng));
            dA.push_back(std::make_unique<DeviceArray<T>>(A.back()));
            dB.push_back(std::make_unique<DeviceArray<T>>(B.back()));
            dC.push_back(std::make_unique<DeviceArray<T>>(C.back()));
        }
    }
};

TEST(CApi, GemmGroupsReportAll)
{
    GPU_TEST_REQUIRE_DEVICE();
    std::mt19937_64 rng(21);
    SquareBatch<double> b(5, 24, rng);
    bblas_queue_t queue = nullptr;
    ASSERT_EQ(bblas_queue_create(&queue, 0), 0);
    // Two groups: 2 problems NoTrans/Trans with m = n = k = 24; 3 problems Trans/NoTrans 17x20x24.
    blas_trans_t const ta[] = {BlasNoTrans, BlasTrans}, tb[] = {BlasTrans, BlasNoTrans};
    int64_t const m[] = {24, 17}, n[] = {24, 20}, k[] = {24, 24}, ld[] = {24, 24};
    double const alpha[] = {1.25, -0.5}, beta[] = {0.5, 0.0};
    int64_t const sizes[] = {2, 3};
    auto A = pointers_of(b.dA), B = pointers_of(b.dB), C = pointers_of(b.dC);
    std::vector<double const*> cA(A.begin(), A.end()), cB(B.begin(), B.end());
    std::vector<int64_t> info(6, BblasErrorsReportAll);
    info[0] = BblasErrorsReportAll;
    BLAS_gemm_batched_r64_gpu(BlasColMajor, ta, tb, m, n, k, alpha, cA.data(), ld, cB.data(), ld,
                              beta, C.data(), ld, 2, sizes, info.data(), queue);
    ASSERT_EQ(bblas_queue_sync(queue), 0);
    EXPECT_EQ(info, std::vector<int64_t>(6, 0));
    for (size_t p = 0; p < 5; ++p) {
        int const g = p < 2 ? 0 : 1;
        auto const want = host_gemm<double>(Op(ta[g]), Op(tb[g]), m[g], n[g], k[g], alpha[g],
                                            b.A[p], 24, b.B[p], 24, beta[g], b.C[p], 24);
        EXPECT_LT(max_diff(b.dC[p]->read(), want), 1e-12) << "problem " << p;
    }

    // An invalid leading dimension in group 1: codes per problem, nothing written anywhere.
    int64_t const bad_ld[] = {24, 10};
    std::vector<std::vector<double>> before;
    for (auto const& d : b.dC) before.push_back(d->read());
    info.assign(6, 0);
    info[0] = BblasErrorsReportAll;
    BLAS_gemm_batched_r64_gpu(BlasColMajor, ta, tb, m, n, k, alpha, cA.data(), bad_ld, cB.data(),
                              ld, beta, C.data(), ld, 2, sizes, info.data(), queue);
    ASSERT_EQ(bblas_queue_sync(queue), 0);
    EXPECT_EQ(info, (std::vector<int64_t>{2, 0, 0, -9, -9, -9}));
    for (size_t p = 0; p < 5; ++p) EXPECT_EQ(b.dC[p]->read(), before[p]) << "problem " << p;

    // A null queue is the argument after info.
    info.assign(1, BblasErrorsReportAny);
    BLAS_gemm_batched_r64_gpu(BlasColMajor, ta, tb, m, n, k, alpha, cA.data(), ld, cB.data(), ld,
                              beta, C.data(), ld, 2, sizes, info.data(), nullptr);
    EXPECT_EQ(info[0], -18);
    bblas_queue_destroy(queue);
}

TEST(CApi, TrsmComplexGroup)
{
    GPU_TEST_REQUIRE_DEVICE();
    using Z = std::complex<double>;
    std::mt19937_64 rng(22);
    int64_t const n = 40;
    SquareBatch<Z> b(3, n, rng);
    for (size_t p = 0; p < 3; ++p) {
        for (int64_t i = 0; i < n; ++i) {
            for (int64_t j = 0; j < n; ++j) b.A[p][size_t(i + j * n)] /= double(n);
            b.A[p][size_t(i + i * n)] += 3.0;
        }
        b.dA[p] = std::make_unique<DeviceArray<Z>>(b.A[p]);
    }
    bblas_queue_t queue = nullptr;
    ASSERT_EQ(bblas_queue_create(&queue, 0), 0);
    blas_side_t const side[] = {BlasLeft};
    blas_uplo_t const uplo[] = {BlasUpper};
    blas_trans_t const trans[] = {BlasConjTrans};
    blas_diag_t const diag[] = {BlasNonUnit};
    int64_t const m[] = {n}, nn[] = {n}, ld[] = {n}, sizes[] = {3};
    Z const alpha[] = {Z(0.5, -1.0)};
    auto A = pointers_of(b.dA), B = pointers_of(b.dB);
    std::vector<Z const*> cA(A.begin(), A.end());
    int64_t info = BblasErrorsReportAny;
    BLAS_trsm_batched_c64_gpu(BlasColMajor, side, uplo, trans, diag, m, nn, alpha, cA.data(), ld,
                              B.data(), ld, 1, sizes, &info, queue);
    ASSERT_EQ(bblas_queue_sync(queue), 0);
    EXPECT_EQ(info, 0);
    // Residual: A^H X = alpha B.
    for (size_t p = 0; p < 3; ++p) {
        auto const X = b.dB[p]->read();
        double worst = 0;
        for (int64_t i = 0; i < n; ++i)
            for (int64_t j = 0; j < n; ++j) {
                Z r = -alpha[0] * b.B[p][size_t(i + j * n)];
                for (int64_t l = 0; l <= i; ++l)
                    r += std::conj(b.A[p][size_t(l + i * n)]) * X[size_t(l + j * n)];
                worst = std::max(worst, std::abs(r));
            }
        EXPECT_LT(worst, 1e-12) << "problem " << p;
    }
    bblas_queue_destroy(queue);
}

TEST(CxxApi, InvalidArgumentsComputeNothing)
{
    GPU_TEST_REQUIRE_DEVICE();
    std::mt19937_64 rng(23);
    SquareBatch<float> b(4, 8, rng);
    batchblas::Queue queue;
    auto const before = b.dC[2]->read();
    std::vector<int64_t> info(1);
    EXPECT_THROW(batchblas::gemm(Layout::ColMajor, {Op::NoTrans}, {Op::NoTrans}, {8, 8, -1, 8}, {8},
                                 {8}, {1.0f}, pointers_of(b.dA), {8}, pointers_of(b.dB), {8},
                                 {0.0f}, pointers_of(b.dC), {8}, 4, info, queue),
                 batchblas::Error);
    EXPECT_EQ(info[0], -4);
    queue.sync();
    EXPECT_EQ(b.dC[0]->read(), b.C[0]);
    EXPECT_EQ(b.dC[2]->read(), before);

    std::vector<int64_t> per_problem(4);
    EXPECT_THROW(batchblas::trsm(Layout::RowMajor, {Side::Left}, {Uplo::Lower}, {Op::NoTrans},
                                 {Diag::Unit}, {8}, {8}, {1.0f}, pointers_of(b.dA), {8, 8, 8, 4},
                                 pointers_of(b.dB), {8}, 4, per_problem, queue),
                 batchblas::Error);
    EXPECT_EQ(per_problem, (std::vector<int64_t>{0, 0, 0, -10}));
    EXPECT_EQ(b.dB[0]->read(), b.B[0]);

    // Vector sizes that fit no rule throw.
    std::vector<int64_t> none;
    EXPECT_THROW(batchblas::gemm(Layout::ColMajor, {Op::NoTrans}, {Op::NoTrans}, {8, 8}, {8}, {8},
                                 {1.0f}, pointers_of(b.dA), {8}, pointers_of(b.dB), {8}, {0.0f},
                                 pointers_of(b.dC), {8}, 4, none, queue),
                 batchblas::Error);
}

/** BLAS++'s GPU group routines take info of group_count entries: each group's first argument
 *  code, thrown, nothing computed; all zero after a valid call, whose results are computed. */
TEST(CxxApi, GroupFormTakesInfoOfGroupCount)
{
    GPU_TEST_REQUIRE_DEVICE();
    std::mt19937_64 rng(29);
    SquareBatch<double> b(5, 8, rng);
    batchblas::Queue queue;
    std::vector<size_t> const groups{2, 3};
    std::vector<int64_t> info(2, 7);
    EXPECT_THROW(
        batchblas::gemm(Layout::ColMajor, {Op::NoTrans}, {Op::NoTrans}, {8, 8}, {8, 8}, {8, 8},
                        {1.0, 1.0}, pointers_of(b.dA), {8, 4}, pointers_of(b.dB), {8, 8},
                        {0.0, 0.0}, pointers_of(b.dC), {8, 8}, groups, info, queue),
        batchblas::Error);
    EXPECT_EQ(info, (std::vector<int64_t>{0, -9}));
    queue.sync();
    for (size_t p = 0; p < 5; ++p) EXPECT_EQ(b.dC[p]->read(), b.C[p]);

    batchblas::gemm(Layout::ColMajor, {Op::NoTrans}, {Op::NoTrans}, {8, 8}, {8, 8}, {8, 8},
                    {1.0, 2.0}, pointers_of(b.dA), {8, 8}, pointers_of(b.dB), {8, 8}, {0.0, 1.0},
                    pointers_of(b.dC), {8, 8}, groups, info, queue);
    queue.sync();
    EXPECT_EQ(info, (std::vector<int64_t>{0, 0}));
    for (size_t p = 0; p < 5; ++p) {
        double const alpha = p < 2 ? 1.0 : 2.0, beta = p < 2 ? 0.0 : 1.0;
        auto const want = host_gemm<double>(Op::NoTrans, Op::NoTrans, 8, 8, 8, alpha, b.A[p], 8,
                                            b.B[p], 8, beta, b.C[p], 8);
        EXPECT_LT(max_diff(b.dC[p]->read(), want), 1e-12) << "problem " << p;
    }
}

template <typename T>
void vbatched_gemm_case(int64_t const max, uint64_t seed)
{
    SCOPED_TRACE(std::string(sizeof(T) == 8 ? "double" : "float") + ", max " + std::to_string(max));
    // Sums of up to max products of entries of size 1: a bound of their rounding.
    double const tolerance =
        double(max) * double(max) * 4 * double(std::numeric_limits<T>::epsilon());
    std::mt19937_64 rng(seed);
    size_t const count = 300;
    std::uniform_int_distribution<int64_t> size(0, max);
    std::vector<int64_t> m(count), n(count), k(count), lda(count), ldb(count), ldc(count);
    std::vector<std::vector<T>> A, B, C;
    std::vector<std::unique_ptr<DeviceArray<T>>> dA, dB, dC;
    for (size_t p = 0; p < count; ++p) {
        m[p] = size(rng);
        n[p] = size(rng);
        k[p] = size(rng);
        lda[p] = std::max<int64_t>(1, k[p]) + 1;  // A is k x m (transA = Trans)
        ldb[p] = std::max<int64_t>(1, k[p]) + 2;  // B is k x n
        ldc[p] = std::max<int64_t>(1, m[p]) + 3;
        A.push_back(random_vector<T>(size_t(lda[p] * std::max<int64_t>(1, m[p])), rng));
        B.push_back(random_vector<T>(size_t(ldb[p] * std::max<int64_t>(1, n[p])), rng));
        C.push_back(random_vector<T>(size_t(ldc[p] * std::max<int64_t>(1, n[p])), rng));
        dA.push_back(std::make_unique<DeviceArray<T>>(A.back()));
        dB.push_back(std::make_unique<DeviceArray<T>>(B.back()));
        dC.push_back(std::make_unique<DeviceArray<T>>(C.back()));
    }
    std::vector<T const*> pa, pb;
    std::vector<T*> pc;
    for (size_t p = 0; p < count; ++p) {
        pa.push_back(dA[p]->get());
        pb.push_back(dB[p]->get());
        pc.push_back(dC[p]->get());
    }
    DeviceArray<int64_t> dm(m), dn(n), dk(k), dlda(lda), dldb(ldb), dldc(ldc);
    DeviceArray<T const*> dpa(pa), dpb(pb);
    DeviceArray<T*> dpc(pc);
    DeviceArray<int64_t> dinfo(std::vector<int64_t>(count, 99));
    batchblas::Queue queue;
    T const alpha = -0.75, beta = 1.5;
    batchblas::vbatched::gemm<T>(Layout::ColMajor, Op::Trans, Op::NoTrans, dm.get(), dn.get(),
                                 dk.get(), max, max, max, alpha, dpa.get(), dlda.get(), dpb.get(),
                                 dldb.get(), beta, dpc.get(), dldc.get(), count, dinfo.get(),
                                 queue);
    queue.sync();
    EXPECT_EQ(dinfo.read(), std::vector<int64_t>(count, 0));
    for (size_t p = 0; p < count; ++p) {
        auto const want = host_gemm<T>(Op::Trans, Op::NoTrans, m[p], n[p], k[p], alpha, A[p],
                                       lda[p], B[p], ldb[p], beta, C[p], ldc[p]);
        ASSERT_LT(max_diff(dC[p]->read(), want), tolerance) << "problem " << p;
    }

    // One problem above the maxima and one with a short ldc: per-problem codes, no output.
    std::vector<std::vector<T>> before;
    for (auto const& d : dC) before.push_back(d->read());
    std::vector<int64_t> bad_m = m, bad_ldc = ldc;
    bad_m[5] = max + 1;
    bad_ldc[7] = std::max<int64_t>(1, m[7]) - 1;
    if (m[7] <= 1) bad_ldc[7] = 0;
    DeviceArray<int64_t> dbad_m(bad_m), dbad_ldc(bad_ldc);
    batchblas::vbatched::gemm<T>(Layout::ColMajor, Op::Trans, Op::NoTrans, dbad_m.get(), dn.get(),
                                 dk.get(), max, max, max, alpha, dpa.get(), dlda.get(), dpb.get(),
                                 dldb.get(), beta, dpc.get(), dbad_ldc.get(), count, dinfo.get(),
                                 queue);
    queue.sync();
    auto const codes = dinfo.read();
    EXPECT_EQ(codes[5], -4);
    EXPECT_EQ(codes[7], -14);
    for (size_t p = 0; p < count; ++p) {
        if (p != 5 && p != 7) {
            EXPECT_EQ(codes[p], 0) << "problem " << p;
        }
        EXPECT_EQ(dC[p]->read(), before[p]) << "problem " << p;
    }
}

/** Maxima 70 (every class: the packed ones, Tiny, Small, Large on each side of double's split
 *  at 64) and 8 (the packed classes alone, the abort flag of a failed check read by the packed
 *  kernels); 150 for double (Large past the split: the 128 x 64 tiles) and 130 for float (its
 *  split at 96, then the 128 x 128 tiles). Each size bucket launch takes its problems from the
 *  list the pack kernel made on the device. */
TEST(Vbatched, GemmDeviceSizesAndChecks)
{
    GPU_TEST_REQUIRE_DEVICE();
    for (int64_t const max : {int64_t(70), int64_t(8), int64_t(150)})
        vbatched_gemm_case<double>(max, uint64_t(24 + max));
    for (int64_t const max : {int64_t(70), int64_t(130)})
        vbatched_gemm_case<float>(max, uint64_t(31 + max));
}

TEST(Vbatched, TrsmAndSyrkMatchHostDescribedCalls)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = std::complex<float>;
    std::mt19937_64 rng(25);
    size_t const count = 60;
    std::uniform_int_distribution<int64_t> size(1, 90);
    std::vector<int64_t> m(count), n(count), ld(count, 90);
    std::vector<std::unique_ptr<DeviceArray<T>>> dA, dB1, dB2, dC1, dC2;
    for (size_t p = 0; p < count; ++p) {
        m[p] = size(rng);
        n[p] = size(rng);
        auto A = random_vector<T>(90 * 90, rng);
        for (int64_t i = 0; i < 90; ++i) {
            for (int64_t j = 0; j < 90; ++j) A[size_t(i + j * 90)] /= 90.0f;
            A[size_t(i + i * 90)] += 2.0f;
        }
        auto const B = random_vector<T>(90 * 90, rng);
        auto const C = random_vector<T>(90 * 90, rng);
        dA.push_back(std::make_unique<DeviceArray<T>>(A));
        dB1.push_back(std::make_unique<DeviceArray<T>>(B));
        dB2.push_back(std::make_unique<DeviceArray<T>>(B));
        dC1.push_back(std::make_unique<DeviceArray<T>>(C));
        dC2.push_back(std::make_unique<DeviceArray<T>>(C));
    }
    auto const pa = pointers_of(dA);
    std::vector<T const*> cpa(pa.begin(), pa.end());
    DeviceArray<int64_t> dm(m), dn(n), dld(ld);
    DeviceArray<T const*> dpa(cpa);
    DeviceArray<T*> dpb(pointers_of(dB2)), dpc(pointers_of(dC2));
    batchblas::Queue queue;
    T const alpha(0.5f, 0.25f);
    std::vector<int64_t> info(count);
    batchblas::trsm(Layout::RowMajor, {Side::Right}, {Uplo::Lower}, {Op::Trans}, {Diag::NonUnit}, m,
                    n, {alpha}, pointers_of(dA), ld, pointers_of(dB1), ld, count, info, queue);
    batchblas::vbatched::trsm<T>(Layout::RowMajor, Side::Right, Uplo::Lower, Op::Trans,
                                 Diag::NonUnit, dm.get(), dn.get(), 90, 90, alpha, dpa.get(),
                                 dld.get(), dpb.get(), dld.get(), count, nullptr, queue);
    batchblas::syrk(Layout::ColMajor, {Uplo::Upper}, {Op::Trans}, n, m, {alpha}, pointers_of(dA),
                    ld, {T(1.5f)}, pointers_of(dC1), ld, count, info, queue);
    batchblas::vbatched::syrk<T>(Layout::ColMajor, Uplo::Upper, Op::Trans, dn.get(), dm.get(), 90,
                                 90, alpha, dpa.get(), dld.get(), T(1.5f), dpc.get(), dld.get(),
                                 count, nullptr, queue);
    queue.sync();
    for (size_t p = 0; p < count; ++p) {
        EXPECT_LT(max_diff(dB1[p]->read(), dB2[p]->read()), 1e-4) << "trsm problem " << p;
        EXPECT_LT(max_diff(dC1[p]->read(), dC2[p]->read()), 1e-4) << "syrk problem " << p;
    }
}

/** The routines the other vbatched tests leave out (symm, hemm, herk, syr2k, her2k, trmm), in
 *  complex double with sizes 0..80 (the tiled classes on each side of the 64-row strips'
 *  edge): each size bucket's launch gives what the host-described call gives. */
TEST(Vbatched, OtherRoutinesMatchHostDescribedCalls)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = std::complex<double>;
    constexpr int64_t max = 80;
    std::mt19937_64 rng(27);
    size_t const count = 120;
    std::uniform_int_distribution<int64_t> size(0, max);
    std::vector<int64_t> m(count), n(count), ld(count, max);
    std::vector<std::unique_ptr<DeviceArray<T>>> dA, dB, dC1, dC2;
    for (size_t p = 0; p < count; ++p) {
        m[p] = size(rng);
        n[p] = size(rng);
        dA.push_back(std::make_unique<DeviceArray<T>>(random_vector<T>(max * max, rng)));
        dB.push_back(std::make_unique<DeviceArray<T>>(random_vector<T>(max * max, rng)));
        auto const C = random_vector<T>(max * max, rng);
        dC1.push_back(std::make_unique<DeviceArray<T>>(C));
        dC2.push_back(std::make_unique<DeviceArray<T>>(C));
    }
    auto const pa = pointers_of(dA), pb = pointers_of(dB);
    std::vector<T const*> cpa(pa.begin(), pa.end()), cpb(pb.begin(), pb.end());
    DeviceArray<int64_t> dm(m), dn(n), dld(ld);
    DeviceArray<T const*> dpa(cpa), dpb(cpb);
    DeviceArray<T*> dpc(pointers_of(dC2));
    DeviceArray<int64_t> dinfo(std::vector<int64_t>(count, -7));
    batchblas::Queue queue;
    std::vector<int64_t> info(count);
    T const alpha(0.5, -0.25), beta(1.5, 0.5);
    auto const compare = [&](char const* routine) {
        queue.sync();
        EXPECT_EQ(dinfo.read(), std::vector<int64_t>(count, 0)) << routine;
        for (size_t p = 0; p < count; ++p)
            ASSERT_LT(max_diff(dC1[p]->read(), dC2[p]->read()), 1e-10)
                << routine << " problem " << p << " (" << m[p] << " x " << n[p] << ")";
    };
    batchblas::symm(Layout::ColMajor, {Side::Right}, {Uplo::Upper}, m, n, {alpha}, pa, ld, pb, ld,
                    {beta}, pointers_of(dC1), ld, count, info, queue);
    batchblas::vbatched::symm<T>(Layout::ColMajor, Side::Right, Uplo::Upper, dm.get(), dn.get(),
                                 max, max, alpha, dpa.get(), dld.get(), dpb.get(), dld.get(), beta,
                                 dpc.get(), dld.get(), count, dinfo.get(), queue);
    compare("symm");
    batchblas::hemm(Layout::RowMajor, {Side::Left}, {Uplo::Lower}, m, n, {alpha}, pa, ld, pb, ld,
                    {beta}, pointers_of(dC1), ld, count, info, queue);
    batchblas::vbatched::hemm<T>(Layout::RowMajor, Side::Left, Uplo::Lower, dm.get(), dn.get(), max,
                                 max, alpha, dpa.get(), dld.get(), dpb.get(), dld.get(), beta,
                                 dpc.get(), dld.get(), count, dinfo.get(), queue);
    compare("hemm");
    batchblas::herk(Layout::ColMajor, {Uplo::Lower}, {Op::ConjTrans}, n, m, {0.75}, pa, ld, {-0.5},
                    pointers_of(dC1), ld, count, info, queue);
    batchblas::vbatched::herk<T>(Layout::ColMajor, Uplo::Lower, Op::ConjTrans, dn.get(), dm.get(),
                                 max, max, 0.75, dpa.get(), dld.get(), -0.5, dpc.get(), dld.get(),
                                 count, dinfo.get(), queue);
    compare("herk");
    batchblas::syr2k(Layout::RowMajor, {Uplo::Upper}, {Op::NoTrans}, n, m, {alpha}, pa, ld, pb, ld,
                     {beta}, pointers_of(dC1), ld, count, info, queue);
    batchblas::vbatched::syr2k<T>(Layout::RowMajor, Uplo::Upper, Op::NoTrans, dn.get(), dm.get(),
                                  max, max, alpha, dpa.get(), dld.get(), dpb.get(), dld.get(), beta,
                                  dpc.get(), dld.get(), count, dinfo.get(), queue);
    compare("syr2k");
    batchblas::her2k(Layout::ColMajor, {Uplo::Upper}, {Op::ConjTrans}, n, m, {alpha}, pa, ld, pb,
                     ld, {2.0}, pointers_of(dC1), ld, count, info, queue);
    batchblas::vbatched::her2k<T>(Layout::ColMajor, Uplo::Upper, Op::ConjTrans, dn.get(), dm.get(),
                                  max, max, alpha, dpa.get(), dld.get(), dpb.get(), dld.get(), 2.0,
                                  dpc.get(), dld.get(), count, dinfo.get(), queue);
    compare("her2k");
    batchblas::trmm(Layout::ColMajor, {Side::Left}, {Uplo::Upper}, {Op::Trans}, {Diag::Unit}, m, n,
                    {alpha}, pa, ld, pointers_of(dC1), ld, count, info, queue);
    batchblas::vbatched::trmm<T>(Layout::ColMajor, Side::Left, Uplo::Upper, Op::Trans, Diag::Unit,
                                 dm.get(), dn.get(), max, max, alpha, dpa.get(), dld.get(),
                                 dpc.get(), dld.get(), count, dinfo.get(), queue);
    compare("trmm");
}

/** vbatched trsm with sizes 0..max_m by 0..max_n: the tiny classes (two buckets: the class of
 *  N / 2 and the maxima's), with up to three column chunks a problem at 40 x 150, and the strip
 *  kernels at 100; the same results as host-described calls. */
TEST(Vbatched, TinyTrsmMatchesHostDescribedCall)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = double;
    for (auto const& [max_m, max_n] :
         {std::pair<int64_t, int64_t>{12, 12}, {60, 60}, {40, 150}, {100, 100}}) {
        std::mt19937_64 rng(26 + uint64_t(max_m + max_n));
        size_t const count = 200;
        std::uniform_int_distribution<int64_t> rows(0, max_m), cols(0, max_n);
        std::vector<int64_t> m(count), n(count), ld(count, max_m);
        std::vector<std::unique_ptr<DeviceArray<T>>> dA, dB1, dB2;
        for (size_t p = 0; p < count; ++p) {
            m[p] = rows(rng);
            n[p] = cols(rng);
            auto A = random_vector<T>(size_t(max_m * max_m), rng);
            for (int64_t i = 0; i < max_m; ++i) {
                for (int64_t j = 0; j < max_m; ++j) A[size_t(i + j * max_m)] /= double(max_m);
                A[size_t(i + i * max_m)] += 2.0;
            }
            auto const B = random_vector<T>(size_t(max_m * max_n), rng);
            dA.push_back(std::make_unique<DeviceArray<T>>(A));
            dB1.push_back(std::make_unique<DeviceArray<T>>(B));
            dB2.push_back(std::make_unique<DeviceArray<T>>(B));
        }
        auto const pa = pointers_of(dA);
        std::vector<T const*> cpa(pa.begin(), pa.end());
        DeviceArray<int64_t> dm(m), dn(n), dld(ld);
        DeviceArray<T const*> dpa(cpa);
        DeviceArray<T*> dpb(pointers_of(dB2));
        DeviceArray<int64_t> dinfo(std::vector<int64_t>(count, -7));
        batchblas::Queue queue;
        std::vector<int64_t> info(count);
        batchblas::trsm(Layout::ColMajor, {Side::Left}, {Uplo::Upper}, {Op::NoTrans},
                        {Diag::NonUnit}, m, n, {-1.5}, pointers_of(dA), ld, pointers_of(dB1), ld,
                        count, info, queue);
        batchblas::vbatched::trsm<T>(Layout::ColMajor, Side::Left, Uplo::Upper, Op::NoTrans,
                                     Diag::NonUnit, dm.get(), dn.get(), max_m, max_n, -1.5,
                                     dpa.get(), dld.get(), dpb.get(), dld.get(), count, dinfo.get(),
                                     queue);
        queue.sync();
        auto const codes = dinfo.read();
        for (size_t p = 0; p < count; ++p) {
            EXPECT_EQ(codes[p], 0) << "problem " << p;
            EXPECT_LT(max_diff(dB1[p]->read(), dB2[p]->read()), 1e-12)
                << "max " << max_m << " x " << max_n << " problem " << p << " (m " << m[p] << " n "
                << n[p] << ")";
        }
    }
}

TEST(Graph, CapturedGemmReplaysOnNewData)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = double;
    std::mt19937_64 rng(26);
    std::vector<int64_t> const m = {5, 40, 70, 1}, n = {9, 33, 64, 2}, k = {17, 1, 65, 3};
    size_t const count = m.size();
    std::vector<std::unique_ptr<DeviceArray<T>>> dA, dB, dC;
    std::vector<T*> pa, pb, pc;
    for (size_t p = 0; p < count; ++p) {
        dA.push_back(std::make_unique<DeviceArray<T>>(random_vector<T>(size_t(m[p] * k[p]), rng)));
        dB.push_back(std::make_unique<DeviceArray<T>>(random_vector<T>(size_t(k[p] * n[p]), rng)));
        dC.push_back(std::make_unique<DeviceArray<T>>(std::vector<T>(size_t(m[p] * n[p]), 0.0)));
        pa.push_back(dA[p]->get());
        pb.push_back(dB[p]->get());
        pc.push_back(dC[p]->get());
    }
    batchblas::Queue queue;
    std::vector<int64_t> info(1);
    cudaGraph_t graph = nullptr;
    cuda_ok(cudaStreamBeginCapture(queue.stream(), cudaStreamCaptureModeGlobal), "begin capture");
    batchblas::gemm(Layout::ColMajor, {Op::NoTrans}, {Op::NoTrans}, m, n, k, {2.0}, pa, m, pb, k,
                    {0.0}, pc, m, count, info, queue);
    cuda_ok(cudaStreamEndCapture(queue.stream(), &graph), "end capture");
    cudaGraphExec_t exec = nullptr;
    cuda_ok(cudaGraphInstantiate(&exec, graph, 0), "instantiate");
    for (int replay = 0; replay < 2; ++replay) {
        std::vector<std::vector<T>> A, B;
        for (size_t p = 0; p < count; ++p) {
            A.push_back(random_vector<T>(size_t(m[p] * k[p]), rng));
            B.push_back(random_vector<T>(size_t(k[p] * n[p]), rng));
            cuda_ok(cudaMemcpy(pa[p], A[p].data(), A[p].size() * sizeof(T), cudaMemcpyHostToDevice),
                    "copy");
            cuda_ok(cudaMemcpy(pb[p], B[p].data(), B[p].size() * sizeof(T), cudaMemcpyHostToDevice),
                    "copy");
        }
        settle_uploads();
        cuda_ok(cudaGraphLaunch(exec, queue.stream()), "launch");
        queue.sync();
        for (size_t p = 0; p < count; ++p) {
            auto const want =
                host_gemm<T>(Op::NoTrans, Op::NoTrans, m[p], n[p], k[p], 2.0, A[p], m[p], B[p],
                             k[p], 0.0, std::vector<T>(size_t(m[p] * n[p])), m[p]);
            EXPECT_LT(max_diff(dC[p]->read(), want), 1e-12)
                << "replay " << replay << " problem " << p;
        }
    }
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(graph);
    queue.release_capture_workspace();
}

/**
 * gesv past a warp's order (factorization, solve setup and two device-described trsm's, with
 * the arrays between them in the queue's scratch) captured with device codes and replayed on
 * new data: the residuals of both replays, codes 0.
 */
TEST(Graph, CapturedGesvPastAWarpReplaysOnNewData)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = double;
    std::mt19937_64 rng(31);
    std::vector<int64_t> const n = {64, 40, 100}, nrhs = {3, 1, 2};
    size_t const count = n.size();
    std::vector<std::unique_ptr<DeviceArray<T>>> dA, dB;
    std::vector<std::unique_ptr<DeviceArray<int64_t>>> dp;
    std::vector<T*> pa, pb;
    std::vector<int64_t*> pp;
    for (size_t p = 0; p < count; ++p) {
        dA.push_back(std::make_unique<DeviceArray<T>>(std::vector<T>(size_t(n[p] * n[p]))));
        dB.push_back(std::make_unique<DeviceArray<T>>(std::vector<T>(size_t(n[p] * nrhs[p]))));
        dp.push_back(std::make_unique<DeviceArray<int64_t>>(std::vector<int64_t>(size_t(n[p]))));
        pa.push_back(dA[p]->get());
        pb.push_back(dB[p]->get());
        pp.push_back(dp[p]->get());
    }
    DeviceArray<int64_t> codes(std::vector<int64_t>(count, -7));
    batchblas::Queue queue;
    queue.reserve_for_capture(size_t(1) << 20);
    cudaGraph_t graph = nullptr;
    cuda_ok(cudaStreamBeginCapture(queue.stream(), cudaStreamCaptureModeGlobal), "begin capture");
    batchblas::gesv(Layout::ColMajor, n, nrhs, pa, n, pp, pb, n, count, codes.get(), queue);
    cuda_ok(cudaStreamEndCapture(queue.stream(), &graph), "end capture");
    cudaGraphExec_t exec = nullptr;
    cuda_ok(cudaGraphInstantiate(&exec, graph, 0), "instantiate");
    for (int replay = 0; replay < 2; ++replay) {
        std::vector<std::vector<T>> A, B;
        for (size_t p = 0; p < count; ++p) {
            A.push_back(random_vector<T>(size_t(n[p] * n[p]), rng));
            B.push_back(random_vector<T>(size_t(n[p] * nrhs[p]), rng));
            cuda_ok(cudaMemcpy(pa[p], A[p].data(), A[p].size() * sizeof(T), cudaMemcpyHostToDevice),
                    "copy");
            cuda_ok(cudaMemcpy(pb[p], B[p].data(), B[p].size() * sizeof(T), cudaMemcpyHostToDevice),
                    "copy");
        }
        settle_uploads();
        cuda_ok(cudaGraphLaunch(exec, queue.stream()), "launch");
        queue.sync();
        EXPECT_EQ(codes.read(), std::vector<int64_t>(count, 0)) << "replay " << replay;
        for (size_t p = 0; p < count; ++p) {
            // ||A X - B|| / (n ||A|| ||X|| eps), max norms (||A||: the largest row sum).
            std::vector<T> const x = dB[p]->read();
            auto const ax = host_gemm<T>(Op::NoTrans, Op::NoTrans, n[p], nrhs[p], n[p], 1.0, A[p],
                                         n[p], x, n[p], 0.0, std::vector<T>(B[p].size()), n[p]);
            double norm_x = 0, norm_a = 0;
            for (T v : x) norm_x = std::max(norm_x, std::abs(v));
            for (int64_t i = 0; i < n[p]; ++i) {
                double row = 0;
                for (int64_t j = 0; j < n[p]; ++j) row += std::abs(A[p][size_t(i + j * n[p])]);
                norm_a = std::max(norm_a, row);
            }
            double const eps = std::numeric_limits<T>::epsilon();
            EXPECT_LT(max_diff(ax, B[p]) / (double(n[p]) * norm_a * norm_x * eps), 30.0)
                << "replay " << replay << " problem " << p;
        }
    }
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(graph);
    queue.release_capture_workspace();
}

/**
 * Calls enqueued back to back with no wait between them, more than the queue's workspace has
 * slots: each call's pointer vectors are in a shuffled order (no progression, so they travel
 * through a slot), each call is larger than the one before (slots grow while earlier calls are
 * pending), the sizes cross the packed, Large and Huge classes. Every call keeps its own
 * matrices; all are checked after one wait. A slot reused before its call finished would give
 * wrong pointers, hence wrong results or a fault.
 */
TEST(GemmAsync, BackToBackCallsRotateWorkspaceSlots)
{
    GPU_TEST_REQUIRE_DEVICE();
    using T = double;
    std::mt19937_64 rng(27);
    std::vector<int64_t> const sizes = {64, 8, 33, 130, 64, 3};
    int const calls = 3 * 4 + 1;  // over three rounds of Workspace::slot_count (4)
    struct Call {
        int64_t n;
        T alpha, beta;
        std::vector<std::vector<T>> A, B, C;
        std::vector<std::unique_ptr<DeviceArray<T>>> dA, dB, dC;
        std::vector<T*> pa, pb, pc;  // shuffled
    };
    std::vector<Call> done(calls);
    batchblas::Queue queue;
    std::vector<int64_t> info(1);
    for (int c = 0; c < calls; ++c) {
        Call& call = done[size_t(c)];
        call.n = sizes[size_t(c) % sizes.size()];
        call.alpha = random_value<T>(rng);
        call.beta = random_value<T>(rng);
        size_t const problems = size_t(3 + 5 * c);
        size_t const nn = size_t(call.n * call.n);
        for (size_t p = 0; p < problems; ++p) {
            call.A.push_back(random_vector<T>(nn, rng));
            call.B.push_back(random_vector<T>(nn, rng));
            call.C.push_back(random_vector<T>(nn, rng));
            call.dA.push_back(std::make_unique<DeviceArray<T>>(call.A.back()));
            call.dB.push_back(std::make_unique<DeviceArray<T>>(call.B.back()));
            call.dC.push_back(std::make_unique<DeviceArray<T>>(call.C.back()));
        }
        std::vector<size_t> order(problems);
        for (size_t p = 0; p < problems; ++p) order[p] = p;
        std::shuffle(order.begin(), order.end(), rng);
        for (size_t p : order) {
            call.pa.push_back(call.dA[p]->get());
            call.pb.push_back(call.dB[p]->get());
            call.pc.push_back(call.dC[p]->get());
        }
    }
    // Everything is on the device before the first call (uploads wait for the device).
    for (Call const& call : done) {
        std::vector<int64_t> const n{call.n};
        batchblas::gemm(Layout::ColMajor, {Op::NoTrans}, {Op::NoTrans}, n, n, n, {call.alpha},
                        call.pa, n, call.pb, n, {call.beta}, call.pc, n, call.pa.size(), info,
                        queue);
    }
    queue.sync();
    for (int c = 0; c < calls; ++c) {
        Call const& call = done[size_t(c)];
        int64_t const n = call.n;
        for (size_t p = 0; p < call.A.size(); ++p) {
            auto const want = host_gemm<T>(Op::NoTrans, Op::NoTrans, n, n, n, call.alpha, call.A[p],
                                           n, call.B[p], n, call.beta, call.C[p], n);
            EXPECT_LT(max_diff(call.dC[p]->read(), want), 1e-12 * double(n))
                << "call " << c << " (n = " << n << ") problem " << p;
        }
    }
}

}  // namespace
}  // namespace gpu_test
