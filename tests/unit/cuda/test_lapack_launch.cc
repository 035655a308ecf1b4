// SPDX-License-Identifier: BSD-3-Clause
/**
 * The GPU LAPACK launchers (src/cuda/launch/lapack.hh, vbatched_lapack.hh) driven directly with
 * core batch views, against the CPU library on the same data: every routine, every team class
 * (register kernels up to 32, block teams in shared memory, block teams in global memory), both
 * layouts, real and complex, strided and pointer-array sources, mixed sizes in one call, and
 * singular / non-positive-definite problems beside healthy ones. The front ends' own tests
 * (argument checks, info modes) are in test_lapack_*.cc.
 */
#include <batchblas.hh>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "cuda/launch/lapack.hh"
#include "cuda/launch/vbatched.hh"
#include "harness.hh"

namespace {

using batchblas::Layout;
using batchblas::Op;
using batchblas::Uplo;
namespace core = batchblas::core;
namespace cuda = batchblas::cuda;
using gpu_test::cuda_ok;

template <typename T>
double magnitude(T x)
{
    return std::abs(x);
}

/** A device copy of a host vector, freed at scope exit. */
template <typename T>
struct DeviceBuffer {
    T* ptr = nullptr;
    size_t count = 0;
    explicit DeviceBuffer(std::vector<T> const& host) : count(host.size())
    {
        cuda_ok(cudaMalloc(reinterpret_cast<void**>(&ptr), std::max<size_t>(count, 1) * sizeof(T)), "cudaMalloc");
        if (count > 0)
            cuda_ok(cudaMemcpy(ptr, host.data(), count * sizeof(T), cudaMemcpyHostToDevice),
                    "cudaMemcpy");
        gpu_test::settle_uploads();  // the queue's stream does not order with this copy
    }
    ~DeviceBuffer() { cudaFree(ptr); }
    DeviceBuffer(DeviceBuffer const&) = delete;
    DeviceBuffer& operator=(DeviceBuffer const&) = delete;
    std::vector<T> get() const
    {
        std::vector<T> host(count);
        if (count > 0)
            cuda_ok(cudaMemcpy(host.data(), ptr, count * sizeof(T), cudaMemcpyDeviceToHost),
                    "cudaMemcpy");
        return host;
    }
};

template <typename T>
T random_value(std::mt19937_64& rng)
{
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    if constexpr (std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>)
        return T(typename T::value_type(u(rng)), typename T::value_type(u(rng)));
    else
        return T(u(rng));
}

template <typename T>
T conj_of(T x)
{
    if constexpr (std::is_arithmetic_v<T>)
        return x;
    else
        return std::conj(x);
}

template <typename T>
double eps()
{
    if constexpr (std::is_same_v<T, float> || std::is_same_v<T, std::complex<float>>)
        return std::numeric_limits<float>::epsilon();
    else
        return std::numeric_limits<double>::epsilon();
}

/** max |a - b| / max(max |b|, 1) over the vectors. */
template <typename T>
double difference(std::vector<T> const& a, std::vector<T> const& b)
{
    double diff = 0, scale = 1;
    for (size_t i = 0; i < a.size(); ++i) {
        diff = std::max(diff, magnitude(a[i] - b[i]));
        scale = std::max(scale, magnitude(b[i]));
    }
    return diff / scale;
}

/** One strided batch of `count` matrices rows x cols, leading dimension ld in `layout`. */
template <typename T>
std::vector<T> random_batch(int64_t count, int64_t stride, std::mt19937_64& rng)
{
    std::vector<T> v(size_t(count * stride));
    for (auto& x : v) x = random_value<T>(rng);
    return v;
}

/** Adds `shift` to the diagonal of each n x n matrix (SPD / diagonally dominant inputs). */
template <typename T>
void shift_diagonal(std::vector<T>& a, int64_t count, int64_t stride, int64_t ld, int64_t n,
                    double shift)
{
    for (int64_t p = 0; p < count; ++p)
        for (int64_t j = 0; j < n; ++j) a[size_t(p * stride + j * ld + j)] += T(shift);
}

/** A^H A + n I in each matrix (positive definite, layout-independent: Hermitian). */
template <typename T>
std::vector<T> spd_batch(int64_t count, int64_t n, int64_t ld, std::mt19937_64& rng)
{
    int64_t const stride = ld * n;
    std::vector<T> r = random_batch<T>(count, stride, rng);
    std::vector<T> a(r.size(), T(0));
    for (int64_t p = 0; p < count; ++p) {
        T const* x = r.data() + p * stride;
        T* y = a.data() + p * stride;
        for (int64_t i = 0; i < n; ++i)
            for (int64_t j = 0; j < n; ++j) {
                T s = i == j ? T(double(n)) : T(0);
                for (int64_t k = 0; k < n; ++k) s += conj_of(x[k * ld + i]) * x[k * ld + j];
                y[i * ld + j] = s;
            }
    }
    return a;
}

struct Shape {
    int64_t m, n;
};

template <typename T>
void check_getrf(Layout layout, int64_t m, int64_t n, bool pivot, bool singular_middle)
{
    SCOPED_TRACE("m " + std::to_string(m) + " n " + std::to_string(n) +
                 (layout == Layout::RowMajor ? " row-major" : " col-major") +
                 (pivot ? "" : " no pivot"));
    std::mt19937_64 rng(uint64_t(m * 1000 + n));
    int64_t const count = 3;
    int64_t const ld = (layout == Layout::ColMajor ? m : n) + 2;
    int64_t const stride = ld * (layout == Layout::ColMajor ? n : m);
    std::vector<T> a = random_batch<T>(count, stride, rng);
    if (!pivot) shift_diagonal(a, count, stride, ld, std::min(m, n), 4.0 * double(std::max(m, n)));
    if (singular_middle)  // problem 1: column 0 zero (logical), so U(1,1) = 0 exactly
        for (int64_t i = 0; i < m; ++i)
            a[size_t(stride + (layout == Layout::ColMajor ? i : i * ld))] = T(0);
    int64_t const k = std::min(m, n);
    std::vector<int64_t> ipiv(size_t(count * std::max<int64_t>(k, 1)), 0);

    // CPU reference.
    std::vector<T> ref = a;
    std::vector<int64_t> ref_ipiv = ipiv;
    std::vector<int64_t> ref_info(size_t(count), 0);
    if (pivot)
        batchblas::getrf(layout, {m}, {n}, ref.data(), {ld}, stride, ref_ipiv.data(),
                         std::max<int64_t>(k, 1), size_t(count), ref_info);
    else {
        // No-pivot LU by the textbook loop (the inputs are diagonally dominant).
        for (int64_t p = 0; p < count; ++p) {
            T* x = ref.data() + p * stride;
            auto at = [&](int64_t i, int64_t j) -> T& {
                return layout == Layout::ColMajor ? x[i + j * ld] : x[i * ld + j];
            };
            for (int64_t j = 0; j < k; ++j) {
                if (at(j, j) == T(0)) {
                    if (ref_info[size_t(p)] == 0) ref_info[size_t(p)] = j + 1;
                }
                else
                    for (int64_t i = j + 1; i < m; ++i) at(i, j) /= at(j, j);
                for (int64_t i = j + 1; i < m; ++i)
                    for (int64_t c = j + 1; c < n; ++c) at(i, c) -= at(i, j) * at(j, c);
            }
        }
    }

    DeviceBuffer<T> da(a);
    DeviceBuffer<int64_t> dp(ipiv);
    batchblas::Queue queue;
    int64_t const sizes[1] = {count};
    std::vector<int64_t> codes(size_t(count), -7);
    if (pivot) {
        core::GetrfProblems<T> p;
        p.layout = int(layout);
        p.groups = core::Groups(1, sizes);
        p.m = core::Param<int64_t>(&m, core::Spread::One);
        p.n = core::Param<int64_t>(&n, core::Spread::One);
        p.lda = core::Param<int64_t>(&ld, core::Spread::One);
        p.A = core::Matrices<T>::strided(da.ptr, stride);
        p.ipiv = core::Matrices<int64_t>::strided(dp.ptr, std::max<int64_t>(k, 1));
        cuda::launch(p, queue, cuda::LapackSources{}, codes.data());
    }
    else {
        core::GetrfNoPivotProblems<T> p;
        p.layout = int(layout);
        p.groups = core::Groups(1, sizes);
        p.m = core::Param<int64_t>(&m, core::Spread::One);
        p.n = core::Param<int64_t>(&n, core::Spread::One);
        p.lda = core::Param<int64_t>(&ld, core::Spread::One);
        p.A = core::Matrices<T>::strided(da.ptr, stride);
        cuda::launch(p, queue, cuda::LapackSources{}, codes.data());
    }
    queue.sync();
    EXPECT_EQ(codes, ref_info);
    if (pivot) {
        EXPECT_EQ(dp.get(), ref_ipiv);
    }
    EXPECT_LT(difference(da.get(), ref), 50 * eps<T>() * double(std::max(m, n)));
}

template <typename T>
void check_factorizations()
{
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
        for (Shape s : {Shape{1, 1}, Shape{5, 5}, Shape{32, 32}, Shape{33, 33}, Shape{40, 20},
                        Shape{20, 40}, Shape{64, 64}, Shape{100, 100}, Shape{128, 96},
                        Shape{96, 128}, Shape{300, 30}, Shape{30, 300}, Shape{200, 200}}) {
            check_getrf<T>(layout, s.m, s.n, true, false);
            check_getrf<T>(layout, s.m, s.n, false, false);
        }
    check_getrf<T>(Layout::ColMajor, 16, 16, true, true);
    check_getrf<T>(Layout::RowMajor, 70, 70, true, true);
}

/** gesv / getrs / getri through the launchers against the CPU's gesv / getrs / getri. */
template <typename T>
void check_lu_solves(Layout layout, int64_t n, int64_t nrhs)
{
    SCOPED_TRACE("n " + std::to_string(n) + " nrhs " + std::to_string(nrhs) +
                 (layout == Layout::RowMajor ? " row-major" : " col-major"));
    std::mt19937_64 rng(uint64_t(n * 77 + nrhs));
    int64_t const count = 4;
    int64_t const lda = n + 1, ldb = (layout == Layout::ColMajor ? n : nrhs) + 3;
    int64_t const sa = lda * n, sb = ldb * (layout == Layout::ColMajor ? nrhs : n);
    std::vector<T> a = random_batch<T>(count, sa, rng);
    std::vector<T> b = random_batch<T>(count, sb, rng);
    for (int64_t j = 0; j < n; ++j)  // problem 2 singular: a zero column
        a[size_t(2 * sa + (layout == Layout::ColMajor ? j + 0 * lda : j * lda + 0))] = T(0);
    int64_t const sizes[1] = {count};
    batchblas::Queue queue;

    // gesv.
    {
        std::vector<T> ra = a, rb = b;
        std::vector<int64_t> rp(size_t(count * n));
        std::vector<int64_t> ri(static_cast<size_t>(count));
        batchblas::gesv(layout, {n}, {nrhs}, ra.data(), {lda}, sa, rp.data(), n, rb.data(), {ldb},
                        sb, size_t(count), ri);
        DeviceBuffer<T> da(a), db(b);
        DeviceBuffer<int64_t> dp(std::vector<int64_t>(size_t(count * n), 0));
        core::GesvProblems<T> p;
        p.layout = int(layout);
        p.groups = core::Groups(1, sizes);
        p.n = core::Param<int64_t>(&n, core::Spread::One);
        p.nrhs = core::Param<int64_t>(&nrhs, core::Spread::One);
        p.lda = core::Param<int64_t>(&lda, core::Spread::One);
        p.ldb = core::Param<int64_t>(&ldb, core::Spread::One);
        p.A = core::Matrices<T>::strided(da.ptr, sa);
        p.B = core::Matrices<T>::strided(db.ptr, sb);
        p.ipiv = core::Matrices<int64_t>::strided(dp.ptr, n);
        std::vector<int64_t> codes(size_t(count), -7);
        cuda::launch(p, queue, cuda::LapackSources{}, codes.data());
        EXPECT_EQ(codes, ri);
        EXPECT_EQ(dp.get(), rp);
        EXPECT_LT(difference(da.get(), ra), 50 * eps<T>() * double(n));
        EXPECT_LT(difference(db.get(), rb), 1000 * eps<T>() * double(n));
    }
    // getrs in each op and getri, from the CPU's factors of healthy matrices.
    std::vector<T> f = random_batch<T>(count, sa, rng);
    std::vector<int64_t> piv(size_t(count * n));
    std::vector<int64_t> info(static_cast<size_t>(count));
    batchblas::getrf(layout, {n}, {n}, f.data(), {lda}, sa, piv.data(), n, size_t(count), info);
    DeviceBuffer<T> df(f);
    DeviceBuffer<int64_t> dpiv(piv);
    for (Op op : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
        std::vector<T> rb = b;
        batchblas::getrs(layout, {op}, {n}, {nrhs}, f.data(), {lda}, sa, piv.data(), n, rb.data(),
                         {ldb}, sb, size_t(count), info);
        DeviceBuffer<T> db(b);
        std::vector<T*> b_ptrs;  // a pointer array source (a progression: sent as strided)
        for (int64_t i = 0; i < count; ++i) b_ptrs.push_back(db.ptr + i * sb);
        core::GetrsProblems<T> p;
        int const trans = int(op);
        p.layout = int(layout);
        p.groups = core::Groups(1, sizes);
        p.trans = core::Param<int>(&trans, core::Spread::One);
        p.n = core::Param<int64_t>(&n, core::Spread::One);
        p.nrhs = core::Param<int64_t>(&nrhs, core::Spread::One);
        p.lda = core::Param<int64_t>(&lda, core::Spread::One);
        p.ldb = core::Param<int64_t>(&ldb, core::Spread::One);
        p.A = core::Matrices<T const>::strided(df.ptr, sa);
        p.B = core::Matrices<T>(b_ptrs.data(), core::Spread::PerProblem);
        p.ipiv = core::Matrices<int64_t const>::strided(dpiv.ptr, n);
        cuda::launch(p, queue, cuda::LapackSources{}, nullptr);
        queue.sync();
        EXPECT_LT(difference(db.get(), rb), 1000 * eps<T>() * double(n)) << "op " << trans;
    }
    // getri from the factors at a (leading dimension lda) into result's matrices (ldc, sc).
    auto const check_getri = [&](T const* a, DeviceBuffer<T>& result, int64_t ldc, int64_t sc,
                                 std::vector<T> const& want, char const* what) {
        core::GetriProblems<T> p;
        p.layout = int(layout);
        p.groups = core::Groups(1, sizes);
        p.n = core::Param<int64_t>(&n, core::Spread::One);
        p.lda = core::Param<int64_t>(&lda, core::Spread::One);
        p.ldc = core::Param<int64_t>(&ldc, core::Spread::One);
        p.A = core::Matrices<T const>::strided(a, sa);
        p.C = core::Matrices<T>::strided(result.ptr, sc);
        p.ipiv = core::Matrices<int64_t const>::strided(dpiv.ptr, n);
        std::vector<int64_t> codes(size_t(count), -7);
        cuda::launch(p, queue, cuda::LapackSources{}, codes.data());
        EXPECT_EQ(codes, info) << what;
        EXPECT_LT(difference(result.get(), want), 1000 * eps<T>() * double(n)) << what;
    };
    {  // problem 1's U with a zero pivot in the middle: its code, and its C untouched
        std::vector<T> fz = f;
        fz[size_t(sa + (n / 2) * (lda + 1))] = T(0);
        DeviceBuffer<T> dfz(fz);
        int64_t const ldc = n + 2, sc = ldc * n;
        std::vector<T> rc(size_t(count * sc), T(0));
        std::vector<int64_t> zinfo(static_cast<size_t>(count));
        batchblas::getri(layout, {n}, fz.data(), {lda}, sa, piv.data(), n, rc.data(), {ldc}, sc,
                         size_t(count), zinfo);
        ASSERT_EQ(zinfo[1], n / 2 + 1);
        std::vector<int64_t> const healthy = info;
        info = zinfo;
        DeviceBuffer<T> dc(std::vector<T>(size_t(count * sc), T(0)));
        check_getri(dfz.ptr, dc, ldc, sc, rc, "out of place");
        info = healthy;
    }
    {  // in place (C_i = A_i): the factors must be read before C is written
        std::vector<T> rc = f;
        batchblas::getri(layout, {n}, f.data(), {lda}, sa, piv.data(), n, rc.data(), {lda}, sa,
                         size_t(count), info);
        DeviceBuffer<T> dc(f);
        check_getri(dc.ptr, dc, lda, sa, rc, "in place");
    }
}

/** potrf / potrs / posv in both triangles against the CPU. */
template <typename T>
void check_cholesky(Layout layout, Uplo uplo, int64_t n, int64_t nrhs)
{
    SCOPED_TRACE("n " + std::to_string(n) + " nrhs " + std::to_string(nrhs) +
                 (layout == Layout::RowMajor ? " row-major" : " col-major") +
                 (uplo == Uplo::Upper ? " upper" : " lower"));
    std::mt19937_64 rng(uint64_t(n * 91 + nrhs));
    int64_t const count = 3;
    int64_t const lda = n, ldb = layout == Layout::ColMajor ? n : nrhs;
    int64_t const sa = lda * n, sb = ldb * (layout == Layout::ColMajor ? nrhs : n);
    std::vector<T> a = spd_batch<T>(count, n, lda, rng);
    if (n > 3) a[size_t(1 * sa + 3 * lda + 3)] = T(-1e6);  // problem 1: not positive definite
    std::vector<T> b = random_batch<T>(count, sb, rng);
    int64_t const sizes[1] = {count};
    int const u = int(uplo);
    batchblas::Queue queue;
    {  // potrf alone: the register kernels up to 32, the team kernels beyond
        std::vector<T> ra = a;
        std::vector<int64_t> ri(static_cast<size_t>(count));
        batchblas::potrf(layout, {uplo}, {n}, ra.data(), {lda}, sa, size_t(count), ri);
        DeviceBuffer<T> da(a);
        core::PotrfProblems<T> p;
        p.layout = int(layout);
        p.groups = core::Groups(1, sizes);
        p.uplo = core::Param<int>(&u, core::Spread::One);
        p.n = core::Param<int64_t>(&n, core::Spread::One);
        p.lda = core::Param<int64_t>(&lda, core::Spread::One);
        p.A = core::Matrices<T>::strided(da.ptr, sa);
        std::vector<int64_t> codes(size_t(count), -7);
        cuda::launch(p, queue, cuda::LapackSources{}, codes.data());
        EXPECT_EQ(codes, ri);
        std::vector<T> ga = da.get();
        for (int64_t q : {int64_t(0), int64_t(2)}) {
            std::vector<T> x(ga.begin() + q * sa, ga.begin() + (q + 1) * sa);
            std::vector<T> y(ra.begin() + q * sa, ra.begin() + (q + 1) * sa);
            EXPECT_LT(difference(x, y), 50 * eps<T>() * double(n)) << "potrf problem " << q;
        }
    }
    {
        std::vector<T> ra = a, rb = b;
        std::vector<int64_t> ri(static_cast<size_t>(count));
        batchblas::posv(layout, {uplo}, {n}, {nrhs}, ra.data(), {lda}, sa, rb.data(), {ldb}, sb,
                        size_t(count), ri);
        DeviceBuffer<T> da(a), db(b);
        core::PosvProblems<T> p;
        p.layout = int(layout);
        p.groups = core::Groups(1, sizes);
        p.uplo = core::Param<int>(&u, core::Spread::One);
        p.n = core::Param<int64_t>(&n, core::Spread::One);
        p.nrhs = core::Param<int64_t>(&nrhs, core::Spread::One);
        p.lda = core::Param<int64_t>(&lda, core::Spread::One);
        p.ldb = core::Param<int64_t>(&ldb, core::Spread::One);
        p.A = core::Matrices<T>::strided(da.ptr, sa);
        p.B = core::Matrices<T>::strided(db.ptr, sb);
        std::vector<int64_t> codes(size_t(count), -7);
        cuda::launch(p, queue, cuda::LapackSources{}, codes.data());
        EXPECT_EQ(codes, ri);
        std::vector<T> ga = da.get(), gb = db.get();
        // Problem 1's factor stops at a failing minor; compare the healthy problems only.
        for (int64_t q : {int64_t(0), int64_t(2)}) {
            std::vector<T> x(ga.begin() + q * sa, ga.begin() + (q + 1) * sa);
            std::vector<T> y(ra.begin() + q * sa, ra.begin() + (q + 1) * sa);
            EXPECT_LT(difference(x, y), 50 * eps<T>() * double(n));
            std::vector<T> xb(gb.begin() + q * sb, gb.begin() + (q + 1) * sb);
            std::vector<T> yb(rb.begin() + q * sb, rb.begin() + (q + 1) * sb);
            EXPECT_LT(difference(xb, yb), 1000 * eps<T>() * double(n));
        }
        if (n > 3) {  // B of the failing problem untouched
            std::vector<T> xb(gb.begin() + sb, gb.begin() + 2 * sb);
            std::vector<T> yb(b.begin() + sb, b.begin() + 2 * sb);
            EXPECT_EQ(difference(xb, yb), 0.0);
        }
    }
}

template <typename T>
void check_geqrf(Layout layout, int64_t m, int64_t n)
{
    SCOPED_TRACE("m " + std::to_string(m) + " n " + std::to_string(n) +
                 (layout == Layout::RowMajor ? " row-major" : " col-major"));
    std::mt19937_64 rng(uint64_t(m * 13 + n));
    int64_t const count = 3, k = std::min(m, n);
    int64_t const ld = layout == Layout::ColMajor ? m : n;
    int64_t const stride = ld * (layout == Layout::ColMajor ? n : m);
    std::vector<T> a = random_batch<T>(count, stride, rng);
    std::vector<T> ra = a, rt(size_t(count * k));
    std::vector<int64_t> info(static_cast<size_t>(count));
    batchblas::geqrf(layout, {m}, {n}, ra.data(), {ld}, stride, rt.data(), k, size_t(count), info);
    DeviceBuffer<T> da(a), dt(std::vector<T>(size_t(count * k), T(0)));
    int64_t const sizes[1] = {count};
    core::GeqrfProblems<T> p;
    p.layout = int(layout);
    p.groups = core::Groups(1, sizes);
    p.m = core::Param<int64_t>(&m, core::Spread::One);
    p.n = core::Param<int64_t>(&n, core::Spread::One);
    p.lda = core::Param<int64_t>(&ld, core::Spread::One);
    p.A = core::Matrices<T>::strided(da.ptr, stride);
    p.tau = core::Matrices<T>::strided(dt.ptr, k);
    batchblas::Queue queue;
    cuda::launch(p, queue, cuda::LapackSources{}, nullptr);
    queue.sync();
    EXPECT_LT(difference(da.get(), ra), 100 * eps<T>() * double(std::max(m, n)));
    EXPECT_LT(difference(dt.get(), rt), 100 * eps<T>() * double(std::max(m, n)));
}

/** Several sizes in one call (a size per problem): every team class in one launch plan. */
template <typename T>
void check_mixed_getrf()
{
    std::vector<int64_t> n = {3, 40, 1, 200, 32, 0, 129, 17};
    int64_t const count = int64_t(n.size());
    std::mt19937_64 rng(5);
    std::vector<std::vector<T>> host;
    std::vector<std::unique_ptr<DeviceBuffer<T>>> dev;
    std::vector<std::unique_ptr<DeviceBuffer<int64_t>>> piv;
    std::vector<T*> a_ptrs;
    std::vector<int64_t*> p_ptrs;
    for (int64_t i = 0; i < count; ++i) {
        host.push_back(random_batch<T>(1, std::max<int64_t>(n[size_t(i)] * n[size_t(i)], 1), rng));
        dev.push_back(std::make_unique<DeviceBuffer<T>>(host.back()));
        piv.push_back(std::make_unique<DeviceBuffer<int64_t>>(
            std::vector<int64_t>(size_t(std::max<int64_t>(n[size_t(i)], 1)), 0)));
        a_ptrs.push_back(dev.back()->ptr);
        p_ptrs.push_back(piv.back()->ptr);
    }
    std::vector<int64_t> lda(n.size());
    for (size_t i = 0; i < n.size(); ++i) lda[i] = std::max<int64_t>(n[i], 1);
    std::vector<size_t> group_sizes(n.size(), 1);
    core::GetrfProblems<T> p;
    p.layout = int(Layout::ColMajor);
    p.groups = core::Groups(count, group_sizes.data());
    p.m = core::Param<int64_t>(n.data(), core::Spread::PerGroup);
    p.n = core::Param<int64_t>(n.data(), core::Spread::PerGroup);
    p.lda = core::Param<int64_t>(lda.data(), core::Spread::PerGroup);
    p.A = core::Matrices<T>(a_ptrs.data(), core::Spread::PerProblem);
    p.ipiv = core::Matrices<int64_t>(p_ptrs.data(), core::Spread::PerProblem);
    batchblas::Queue queue;
    std::vector<int64_t> codes(size_t(count), -7);
    cuda::launch(p, queue, cuda::LapackSources{}, codes.data());
    for (int64_t i = 0; i < count; ++i) {
        int64_t const ni = n[size_t(i)];
        SCOPED_TRACE("problem " + std::to_string(i) + " n " + std::to_string(ni));
        std::vector<T> ref = host[size_t(i)];
        std::vector<int64_t> rp(size_t(std::max<int64_t>(ni, 1)), 0), info(1);
        batchblas::getrf(Layout::ColMajor, {ni}, {ni}, ref.data(), {lda[size_t(i)]}, 0, rp.data(),
                         0, 1, info);
        EXPECT_EQ(codes[size_t(i)], info[0]);
        EXPECT_EQ(piv[size_t(i)]->get(), rp);
        EXPECT_LT(difference(dev[size_t(i)]->get(), ref),
                  50 * eps<T>() * double(std::max<int64_t>(ni, 1)));
    }
}

/** The device-described launcher: sizes on the device, checks, and one invalid problem. */
template <typename T>
void check_vbatched_potrf()
{
    std::vector<int64_t> n = {5, 33, 1, 20};
    int64_t const count = int64_t(n.size());
    std::mt19937_64 rng(9);
    std::vector<std::vector<T>> host;
    std::vector<std::unique_ptr<DeviceBuffer<T>>> dev;
    std::vector<T*> a_ptrs;
    for (int64_t i = 0; i < count; ++i) {
        host.push_back(spd_batch<T>(1, n[size_t(i)], n[size_t(i)], rng));
        dev.push_back(std::make_unique<DeviceBuffer<T>>(host.back()));
        a_ptrs.push_back(dev.back()->ptr);
    }
    DeviceBuffer<int64_t> dn(n), dlda(n);
    DeviceBuffer<T*> dptrs(a_ptrs);
    DeviceBuffer<int64_t> dinfo(std::vector<int64_t>(size_t(count), -7));
    cuda::DeviceDescribedLapack<T> d;
    d.routine = cuda::LapackRoutine::Potrf;
    d.name = "potrf";
    d.layout = Layout::ColMajor;
    d.option = int(Uplo::Lower);
    d.n = dn.ptr;
    d.lda = dlda.ptr;
    d.A = dptrs.ptr;
    d.max_n = 33;
    d.batch_count = size_t(count);
    d.info = dinfo.ptr;
    d.positions = cuda::LapackPositions{0, 3, 0, 4, 5, 0, 0, 0};
    batchblas::Queue queue;
    cuda::launch(d, queue);
    queue.sync();
    EXPECT_EQ(dinfo.get(), std::vector<int64_t>(size_t(count), 0));
    for (int64_t i = 0; i < count; ++i) {
        std::vector<T> ref = host[size_t(i)];
        std::vector<int64_t> info(1);
        batchblas::potrf(Layout::ColMajor, {Uplo::Lower}, {n[size_t(i)]}, ref.data(),
                         {n[size_t(i)]}, 0, 1, info);
        EXPECT_LT(difference(dev[size_t(i)]->get(), ref), 50 * eps<T>() * double(n[size_t(i)]));
    }
    // max_n below a problem's n: that problem is invalid at n's position, nothing is computed.
    std::vector<T> before = dev[0]->get();
    d.max_n = 20;
    cuda::launch(d, queue);
    queue.sync();
    std::vector<int64_t> codes = dinfo.get();
    EXPECT_EQ(codes[1], -3);
    EXPECT_EQ(dev[0]->get(), before);
}

class LapackLaunch : public ::testing::Test {
protected:
    void SetUp() override { GPU_TEST_REQUIRE_DEVICE(); }
};

TEST_F(LapackLaunch, GetrfDouble)
{
    check_factorizations<double>();
}
TEST_F(LapackLaunch, GetrfComplexDouble)
{
    check_factorizations<std::complex<double>>();
}
TEST_F(LapackLaunch, GetrfFloat)
{
    check_factorizations<float>();
}
TEST_F(LapackLaunch, GetrfComplexFloat)
{
    check_factorizations<std::complex<float>>();
}

TEST_F(LapackLaunch, LuSolves)
{
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
        for (int64_t n : {1, 2, 4, 7, 16, 17, 32, 33, 100, 200})
            for (int64_t nrhs : {1, 3, 70}) {
                check_lu_solves<double>(layout, n, nrhs);
                check_lu_solves<std::complex<float>>(layout, n, nrhs);
                if (n <= 32 && nrhs != 3) check_lu_solves<std::complex<double>>(layout, n, nrhs);
            }
}

TEST_F(LapackLaunch, Cholesky)
{
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
            for (int64_t n : {1, 6, 8, 9, 16, 17, 32, 33, 48, 64, 65, 120, 128, 200})
                for (int64_t nrhs : {1, 40}) {
                    check_cholesky<double>(layout, uplo, n, nrhs);
                    check_cholesky<std::complex<double>>(layout, uplo, n, nrhs);
                }
}

TEST_F(LapackLaunch, Geqrf)
{
    for (Layout layout : {Layout::ColMajor, Layout::RowMajor})
        for (Shape s : {Shape{1, 1}, Shape{2, 2}, Shape{3, 5}, Shape{5, 3}, Shape{8, 8},
                        Shape{17, 9}, Shape{9, 17}, Shape{32, 32}, Shape{40, 20}, Shape{20, 40},
                        Shape{100, 100}, Shape{200, 150}}) {
            check_geqrf<double>(layout, s.m, s.n);
            check_geqrf<std::complex<double>>(layout, s.m, s.n);
            check_geqrf<float>(layout, s.m, s.n);
        }
}

TEST_F(LapackLaunch, MixedSizes)
{
    check_mixed_getrf<double>();
    check_mixed_getrf<std::complex<float>>();
}

TEST_F(LapackLaunch, DeviceDescribed)
{
    check_vbatched_potrf<double>();
    check_vbatched_potrf<std::complex<double>>();
}

}  // namespace
