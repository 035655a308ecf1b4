// SPDX-License-Identifier: BSD-3-Clause
/**
 * Tests of libbatchblas_cblas (batchblas/cblas_batch.h) against netlib CBLAS (Debian libblas,
 * which has cblas_* but no *_batch symbols, so both link into one binary without a clash):
 * every routine (gemm, trsm, syrk, gemv, axpy, copy), both forms (group, strided), all four
 * types and both layouts; each problem's result is compared with netlib's on a copy of the
 * same buffer, guard bands around every matrix included (netlib writes nothing outside, so any
 * write of ours outside shows as a difference). Then the MKL-style errors: the parameter number
 * on stderr and no output touched.
 *
 * <cblas.h> is included first: the header must then reuse its enumerations.
 */
#include <cblas.h>

#include <batchblas/cblas_batch.h>

#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstdint>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "common/scalar.hh"

namespace {

using test::is_complex_v;
using test::real_t;

constexpr int guard = 8;

template <typename T>
T value(std::mt19937_64& g)
{
    std::uniform_real_distribution<double> u(-1, 1);
    if constexpr (is_complex_v<T>)
        return T(real_t<T>(u(g)), real_t<T>(u(g)));
    else
        return T(u(g));
}

/** A buffer holding one matrix (or vector) of `span` elements between guard bands. */
template <typename T>
struct Buffer {
    std::vector<T> data;
    Buffer(int64_t span, std::mt19937_64& g) : data(size_t(span + 2 * guard))
    {
        for (auto& x : data) x = value<T>(g);
    }
    T* at() { return data.data() + guard; }
};

template <typename T>
::testing::AssertionResult close(std::vector<T> const& got, std::vector<T> const& want, int depth)
{
    double const eps = std::is_same_v<real_t<T>, float> ? 1e-5 : 1e-13;
    double const tol = 8 * eps * (depth + 4);
    for (size_t i = 0; i < got.size(); ++i)
        if (std::abs(got[i] - want[i]) > tol * (1 + std::abs(want[i])))
            return ::testing::AssertionFailure()
                   << "element " << i << " (guard " << guard << "): got " << got[i]
                   << ", netlib " << want[i];
    return ::testing::AssertionSuccess();
}

/** netlib CBLAS per type: real scalars by value, complex ones by address. */
template <typename T>
struct Netlib;
template <>
struct Netlib<float> {
    static constexpr auto gemm = cblas_sgemm;
    static constexpr auto trsm = cblas_strsm;
    static constexpr auto syrk = cblas_ssyrk;
    static constexpr auto gemv = cblas_sgemv;
    static constexpr auto axpy = cblas_saxpy;
    static constexpr auto copy = cblas_scopy;
    static float s(float const& x) { return x; }
    static constexpr auto gemm_batch = cblas_sgemm_batch;
    static constexpr auto gemm_strided = cblas_sgemm_batch_strided;
    static constexpr auto trsm_batch = cblas_strsm_batch;
    static constexpr auto trsm_strided = cblas_strsm_batch_strided;
    static constexpr auto syrk_batch = cblas_ssyrk_batch;
    static constexpr auto syrk_strided = cblas_ssyrk_batch_strided;
    static constexpr auto gemv_batch = cblas_sgemv_batch;
    static constexpr auto gemv_strided = cblas_sgemv_batch_strided;
    static constexpr auto axpy_batch = cblas_saxpy_batch;
    static constexpr auto axpy_strided = cblas_saxpy_batch_strided;
    static constexpr auto copy_batch = cblas_scopy_batch;
    static constexpr auto copy_strided = cblas_scopy_batch_strided;
};
template <>
struct Netlib<double> {
    static constexpr auto gemm = cblas_dgemm;
    static constexpr auto trsm = cblas_dtrsm;
    static constexpr auto syrk = cblas_dsyrk;
    static constexpr auto gemv = cblas_dgemv;
    static constexpr auto axpy = cblas_daxpy;
    static constexpr auto copy = cblas_dcopy;
    static double s(double const& x) { return x; }
    static constexpr auto gemm_batch = cblas_dgemm_batch;
    static constexpr auto gemm_strided = cblas_dgemm_batch_strided;
    static constexpr auto trsm_batch = cblas_dtrsm_batch;
    static constexpr auto trsm_strided = cblas_dtrsm_batch_strided;
    static constexpr auto syrk_batch = cblas_dsyrk_batch;
    static constexpr auto syrk_strided = cblas_dsyrk_batch_strided;
    static constexpr auto gemv_batch = cblas_dgemv_batch;
    static constexpr auto gemv_strided = cblas_dgemv_batch_strided;
    static constexpr auto axpy_batch = cblas_daxpy_batch;
    static constexpr auto axpy_strided = cblas_daxpy_batch_strided;
    static constexpr auto copy_batch = cblas_dcopy_batch;
    static constexpr auto copy_strided = cblas_dcopy_batch_strided;
};
template <>
struct Netlib<std::complex<float>> {
    static constexpr auto gemm = cblas_cgemm;
    static constexpr auto trsm = cblas_ctrsm;
    static constexpr auto syrk = cblas_csyrk;
    static constexpr auto gemv = cblas_cgemv;
    static constexpr auto axpy = cblas_caxpy;
    static constexpr auto copy = cblas_ccopy;
    static void const* s(std::complex<float> const& x) { return &x; }
    static constexpr auto gemm_batch = cblas_cgemm_batch;
    static constexpr auto gemm_strided = cblas_cgemm_batch_strided;
    static constexpr auto trsm_batch = cblas_ctrsm_batch;
    static constexpr auto trsm_strided = cblas_ctrsm_batch_strided;
    static constexpr auto syrk_batch = cblas_csyrk_batch;
    static constexpr auto syrk_strided = cblas_csyrk_batch_strided;
    static constexpr auto gemv_batch = cblas_cgemv_batch;
    static constexpr auto gemv_strided = cblas_cgemv_batch_strided;
    static constexpr auto axpy_batch = cblas_caxpy_batch;
    static constexpr auto axpy_strided = cblas_caxpy_batch_strided;
    static constexpr auto copy_batch = cblas_ccopy_batch;
    static constexpr auto copy_strided = cblas_ccopy_batch_strided;
};
template <>
struct Netlib<std::complex<double>> {
    static constexpr auto gemm = cblas_zgemm;
    static constexpr auto trsm = cblas_ztrsm;
    static constexpr auto syrk = cblas_zsyrk;
    static constexpr auto gemv = cblas_zgemv;
    static constexpr auto axpy = cblas_zaxpy;
    static constexpr auto copy = cblas_zcopy;
    static void const* s(std::complex<double> const& x) { return &x; }
    static constexpr auto gemm_batch = cblas_zgemm_batch;
    static constexpr auto gemm_strided = cblas_zgemm_batch_strided;
    static constexpr auto trsm_batch = cblas_ztrsm_batch;
    static constexpr auto trsm_strided = cblas_ztrsm_batch_strided;
    static constexpr auto syrk_batch = cblas_zsyrk_batch;
    static constexpr auto syrk_strided = cblas_zsyrk_batch_strided;
    static constexpr auto gemv_batch = cblas_zgemv_batch;
    static constexpr auto gemv_strided = cblas_zgemv_batch_strided;
    static constexpr auto axpy_batch = cblas_zaxpy_batch;
    static constexpr auto axpy_strided = cblas_zaxpy_batch_strided;
    static constexpr auto copy_batch = cblas_zcopy_batch;
    static constexpr auto copy_strided = cblas_zcopy_batch_strided;
};

/** The element type of the batch API's pointer arrays: T, or void for complex types. */
template <typename T>
using Elem = std::conditional_t<is_complex_v<T>, void, T>;

template <typename T>
class CblasBatch : public ::testing::Test {
};
using Types = ::testing::Types<float, double, std::complex<float>, std::complex<double>>;
TYPED_TEST_SUITE(CblasBatch, Types);

/** Elements a rows x cols matrix with leading dimension ld spans in a layout. */
int64_t span(CBLAS_LAYOUT layout, int rows, int cols, int ld)
{
    return int64_t(ld) * (layout == CblasColMajor ? cols : rows);
}

struct GemmGroup {
    CBLAS_TRANSPOSE ta, tb;
    int m, n, k, pad, size;
};

TYPED_TEST(CblasBatch, GemmGroupsAndStrided)
{
    using T = TypeParam;
    using N = Netlib<T>;
    std::mt19937_64 g(7);
    std::vector<GemmGroup> groups = {{CblasNoTrans, CblasNoTrans, 3, 4, 5, 1, 2},
                                     {CblasTrans, CblasConjTrans, 5, 2, 3, 0, 3},
                                     {CblasConjTrans, CblasTrans, 1, 6, 2, 2, 0},
                                     {CblasNoTrans, CblasTrans, 4, 0, 2, 1, 1},
                                     {CblasTrans, CblasNoTrans, 2, 3, 0, 0, 2}};
    for (CBLAS_LAYOUT layout : {CblasColMajor, CblasRowMajor}) {
        std::vector<CBLAS_TRANSPOSE> ta, tb;
        std::vector<int> m, n, k, lda, ldb, ldc, sizes;
        std::vector<T> alpha, beta;
        std::vector<Buffer<T>> a, b, c;
        std::vector<std::vector<T>> want;
        for (auto const& gr : groups) {
            int const ar = gr.ta == CblasNoTrans ? gr.m : gr.k, ac = gr.ta == CblasNoTrans ? gr.k : gr.m;
            int const br = gr.tb == CblasNoTrans ? gr.k : gr.n, bc = gr.tb == CblasNoTrans ? gr.n : gr.k;
            auto const ld = [&](int r, int c) { return std::max(1, layout == CblasColMajor ? r : c) + gr.pad; };
            ta.push_back(gr.ta), tb.push_back(gr.tb), m.push_back(gr.m), n.push_back(gr.n);
            k.push_back(gr.k), lda.push_back(ld(ar, ac)), ldb.push_back(ld(br, bc));
            ldc.push_back(ld(gr.m, gr.n)), sizes.push_back(gr.size);
            alpha.push_back(value<T>(g)), beta.push_back(value<T>(g));
            for (int j = 0; j < gr.size; ++j) {
                a.emplace_back(span(layout, ar, ac, lda.back()), g);
                b.emplace_back(span(layout, br, bc, ldb.back()), g);
                c.emplace_back(span(layout, gr.m, gr.n, ldc.back()), g);
                want.push_back(c.back().data);
                N::gemm(layout, gr.ta, gr.tb, gr.m, gr.n, gr.k, N::s(alpha.back()), a.back().at(),
                        lda.back(), b.back().at(), ldb.back(), N::s(beta.back()),
                        want.back().data() + guard, ldc.back());
            }
        }
        std::vector<Elem<T> const*> A, B;
        std::vector<Elem<T>*> C;
        for (size_t i = 0; i < a.size(); ++i)
            A.push_back(a[i].at()), B.push_back(b[i].at()), C.push_back(c[i].at());
        N::gemm_batch(layout, ta.data(), tb.data(), m.data(), n.data(), k.data(), alpha.data(),
                      A.data(), lda.data(), B.data(), ldb.data(), beta.data(), C.data(),
                      ldc.data(), int(groups.size()), sizes.data());
        for (size_t i = 0; i < c.size(); ++i) EXPECT_TRUE(close(c[i].data, want[i], 6)) << i;

        // Strided: group 1's parameters, 3 problems in one allocation per argument.
        GemmGroup const& gr = groups[1];
        int const count = 3;
        int64_t const sa = span(layout, gr.ta == CblasNoTrans ? gr.m : gr.k, gr.ta == CblasNoTrans ? gr.k : gr.m, lda[1]) + 3;
        int64_t const sb = span(layout, gr.tb == CblasNoTrans ? gr.k : gr.n, gr.tb == CblasNoTrans ? gr.n : gr.k, ldb[1]) + 1;
        int64_t const sc = span(layout, gr.m, gr.n, ldc[1]) + 2;
        Buffer<T> sA(sa * count, g), sB(sb * count, g), sC(sc * count, g);
        std::vector<T> w = sC.data;
        for (int i = 0; i < count; ++i)
            N::gemm(layout, gr.ta, gr.tb, gr.m, gr.n, gr.k, N::s(alpha[1]), sA.at() + i * sa,
                    lda[1], sB.at() + i * sb, ldb[1], N::s(beta[1]), w.data() + guard + i * sc,
                    ldc[1]);
        N::gemm_strided(layout, gr.ta, gr.tb, gr.m, gr.n, gr.k, N::s(alpha[1]), sA.at(), lda[1],
                        int(sa), sB.at(), ldb[1], int(sb), N::s(beta[1]), sC.at(), ldc[1], int(sc),
                        count);
        EXPECT_TRUE(close(sC.data, w, gr.k));
    }
}

TYPED_TEST(CblasBatch, TrsmSyrkGroupsAndStrided)
{
    using T = TypeParam;
    using N = Netlib<T>;
    std::mt19937_64 g(11);
    for (CBLAS_LAYOUT layout : {CblasColMajor, CblasRowMajor}) {
        // trsm: two groups (Left Lower NoTrans NonUnit 4x3; Right Upper ConjTrans Unit 2x5).
        CBLAS_SIDE side[] = {CblasLeft, CblasRight};
        CBLAS_UPLO uplo[] = {CblasLower, CblasUpper};
        CBLAS_TRANSPOSE tr[] = {CblasNoTrans, CblasConjTrans};
        CBLAS_DIAG diag[] = {CblasNonUnit, CblasUnit};
        int m[] = {4, 2}, n[] = {3, 5}, sizes[] = {2, 2};
        int lda[2], ldb[2];
        T alpha[] = {value<T>(g), value<T>(g)};
        std::vector<Buffer<T>> a, b;
        std::vector<std::vector<T>> want;
        for (int gi = 0; gi < 2; ++gi) {
            int const ka = side[gi] == CblasLeft ? m[gi] : n[gi];
            lda[gi] = ka + 1;
            ldb[gi] = (layout == CblasColMajor ? m[gi] : n[gi]) + 1;
            for (int j = 0; j < sizes[gi]; ++j) {
                a.emplace_back(span(layout, ka, ka, lda[gi]), g);
                for (int d = 0; d < ka; ++d) a.back().at()[d * (lda[gi] + 1)] += T(real_t<T>(4));
                b.emplace_back(span(layout, m[gi], n[gi], ldb[gi]), g);
                want.push_back(b.back().data);
                N::trsm(layout, side[gi], uplo[gi], tr[gi], diag[gi], m[gi], n[gi], N::s(alpha[gi]),
                        a.back().at(), lda[gi], want.back().data() + guard, ldb[gi]);
            }
        }
        std::vector<Elem<T> const*> A;
        std::vector<Elem<T>*> B;
        for (size_t i = 0; i < a.size(); ++i) A.push_back(a[i].at()), B.push_back(b[i].at());
        N::trsm_batch(layout, side, uplo, tr, diag, m, n, alpha, A.data(), lda, B.data(), ldb, 2,
                      sizes);
        for (size_t i = 0; i < b.size(); ++i) EXPECT_TRUE(close(b[i].data, want[i], 8)) << i;

        {  // trsm strided: group 0's parameters, A shared by all problems (stride 0).
            int64_t const sb = span(layout, m[0], n[0], ldb[0]);
            Buffer<T> sB(sb * 3, g);
            std::vector<T> w = sB.data;
            for (int i = 0; i < 3; ++i)
                N::trsm(layout, side[0], uplo[0], tr[0], diag[0], m[0], n[0], N::s(alpha[0]),
                        a[0].at(), lda[0], w.data() + guard + i * sb, ldb[0]);
            N::trsm_strided(layout, side[0], uplo[0], tr[0], diag[0], m[0], n[0], N::s(alpha[0]),
                            a[0].at(), lda[0], 0, sB.at(), ldb[0], int(sb), 3);
            EXPECT_TRUE(close(sB.data, w, 8));
        }

        // syrk: one group Upper NoTrans n 4 k 3, one Lower Trans n 3 k 5.
        CBLAS_UPLO su[] = {CblasUpper, CblasLower};
        CBLAS_TRANSPOSE st[] = {CblasNoTrans, CblasTrans};
        int sn[] = {4, 3}, sk[] = {3, 5}, slda[2], sldc[] = {5, 3}, ssizes[] = {1, 2};
        T salpha[] = {value<T>(g), value<T>(g)}, sbeta[] = {value<T>(g), T(0)};
        std::vector<Buffer<T>> sa, sc;
        std::vector<std::vector<T>> swant;
        for (int gi = 0; gi < 2; ++gi) {
            int const ar = st[gi] == CblasNoTrans ? sn[gi] : sk[gi];
            int const ac = st[gi] == CblasNoTrans ? sk[gi] : sn[gi];
            slda[gi] = (layout == CblasColMajor ? ar : ac) + 2;
            for (int j = 0; j < ssizes[gi]; ++j) {
                sa.emplace_back(span(layout, ar, ac, slda[gi]), g);
                sc.emplace_back(span(layout, sn[gi], sn[gi], sldc[gi]), g);
                swant.push_back(sc.back().data);
                N::syrk(layout, su[gi], st[gi], sn[gi], sk[gi], N::s(salpha[gi]), sa.back().at(),
                        slda[gi], N::s(sbeta[gi]), swant.back().data() + guard, sldc[gi]);
            }
        }
        std::vector<Elem<T> const*> SA;
        std::vector<Elem<T>*> SC;
        for (size_t i = 0; i < sa.size(); ++i) SA.push_back(sa[i].at()), SC.push_back(sc[i].at());
        N::syrk_batch(layout, su, st, sn, sk, salpha, SA.data(), slda, sbeta, SC.data(), sldc, 2,
                      ssizes);
        for (size_t i = 0; i < sc.size(); ++i) EXPECT_TRUE(close(sc[i].data, swant[i], 5)) << i;

        {  // syrk strided: group 0's parameters.
            int64_t const stride_a = span(layout, 4, 3, slda[0]), stride_c = span(layout, 4, 4, 5);
            Buffer<T> pa(stride_a * 2, g), pc(stride_c * 2, g);
            std::vector<T> w = pc.data;
            for (int i = 0; i < 2; ++i)
                N::syrk(layout, su[0], st[0], 4, 3, N::s(salpha[0]), pa.at() + i * stride_a,
                        slda[0], N::s(sbeta[0]), w.data() + guard + i * stride_c, 5);
            N::syrk_strided(layout, su[0], st[0], 4, 3, N::s(salpha[0]), pa.at(), slda[0],
                            int(stride_a), N::s(sbeta[0]), pc.at(), 5, int(stride_c), 2);
            EXPECT_TRUE(close(pc.data, w, 3));
        }
    }
}

TYPED_TEST(CblasBatch, GemvAxpyCopyGroupsAndStrided)
{
    using T = TypeParam;
    using N = Netlib<T>;
    std::mt19937_64 g(13);
    for (CBLAS_LAYOUT layout : {CblasColMajor, CblasRowMajor}) {
        CBLAS_TRANSPOSE tr[] = {CblasNoTrans, CblasConjTrans, CblasTrans};
        int m[] = {4, 3, 5}, n[] = {3, 5, 1}, lda[3], incx[] = {1, -2, 3}, incy[] = {2, 1, -1};
        int sizes[] = {2, 1, 2};
        T alpha[] = {value<T>(g), value<T>(g), T(0)}, beta[] = {value<T>(g), T(0), value<T>(g)};
        std::vector<Buffer<T>> a, x, y;
        std::vector<std::vector<T>> want;
        for (int gi = 0; gi < 3; ++gi) {
            lda[gi] = (layout == CblasColMajor ? m[gi] : n[gi]) + 1;
            int const lx = tr[gi] == CblasNoTrans ? n[gi] : m[gi];
            int const ly = tr[gi] == CblasNoTrans ? m[gi] : n[gi];
            for (int j = 0; j < sizes[gi]; ++j) {
                a.emplace_back(span(layout, m[gi], n[gi], lda[gi]), g);
                x.emplace_back(1 + (lx - 1) * std::abs(incx[gi]), g);
                y.emplace_back(1 + (ly - 1) * std::abs(incy[gi]), g);
                want.push_back(y.back().data);
                N::gemv(layout, tr[gi], m[gi], n[gi], N::s(alpha[gi]), a.back().at(), lda[gi],
                        x.back().at(), incx[gi], N::s(beta[gi]), want.back().data() + guard,
                        incy[gi]);
            }
        }
        std::vector<Elem<T> const*> A, X;
        std::vector<Elem<T>*> Y;
        for (size_t i = 0; i < a.size(); ++i)
            A.push_back(a[i].at()), X.push_back(x[i].at()), Y.push_back(y[i].at());
        N::gemv_batch(layout, tr, m, n, alpha, A.data(), lda, X.data(), incx, beta, Y.data(),
                      incy, 3, sizes);
        for (size_t i = 0; i < y.size(); ++i) EXPECT_TRUE(close(y[i].data, want[i], 5)) << i;

        {  // gemv strided: group 0's parameters.
            int64_t const sa = span(layout, 4, 3, lda[0]), sx = 3, sy = 8;
            Buffer<T> pa(sa * 3, g), px(sx * 3, g), py(sy * 3, g);
            std::vector<T> w = py.data;
            for (int i = 0; i < 3; ++i)
                N::gemv(layout, tr[0], 4, 3, N::s(alpha[0]), pa.at() + i * sa, lda[0],
                        px.at() + i * sx, 1, N::s(beta[0]), w.data() + guard + i * sy, 2);
            N::gemv_strided(layout, tr[0], 4, 3, N::s(alpha[0]), pa.at(), lda[0], int(sa),
                            px.at(), 1, int(sx), N::s(beta[0]), py.at(), 2, int(sy), 3);
            EXPECT_TRUE(close(py.data, w, 3));
        }
    }

    // axpy and copy: two groups, then the strided forms.
    int n[] = {5, 3}, incx[] = {1, -2}, incy[] = {2, 1}, sizes[] = {2, 3};
    T alpha[] = {value<T>(g), value<T>(g)};
    std::vector<Buffer<T>> x, y, y2;
    std::vector<std::vector<T>> want, want2;
    for (int gi = 0; gi < 2; ++gi)
        for (int j = 0; j < sizes[gi]; ++j) {
            x.emplace_back(1 + (n[gi] - 1) * std::abs(incx[gi]), g);
            y.emplace_back(1 + (n[gi] - 1) * std::abs(incy[gi]), g);
            y2.emplace_back(1 + (n[gi] - 1) * std::abs(incy[gi]), g);
            want.push_back(y.back().data);
            want2.push_back(y2.back().data);
            N::axpy(n[gi], N::s(alpha[gi]), x.back().at(), incx[gi], want.back().data() + guard,
                    incy[gi]);
            N::copy(n[gi], x.back().at(), incx[gi], want2.back().data() + guard, incy[gi]);
        }
    std::vector<Elem<T> const*> X;
    std::vector<Elem<T>*> Y, Y2;
    for (size_t i = 0; i < x.size(); ++i)
        X.push_back(x[i].at()), Y.push_back(y[i].at()), Y2.push_back(y2[i].at());
    N::axpy_batch(n, alpha, X.data(), incx, Y.data(), incy, 2, sizes);
    N::copy_batch(n, X.data(), incx, Y2.data(), incy, 2, sizes);
    for (size_t i = 0; i < y.size(); ++i) {
        EXPECT_TRUE(close(y[i].data, want[i], 1)) << i;
        EXPECT_TRUE(close(y2[i].data, want2[i], 0)) << i;
    }

    // y of 4 entries with increment -3 spans 10 elements: stridey 10 is the tightest allowed.
    Buffer<T> px(4 * 6, g), py(10 * 4, g), pz(10 * 4, g);
    std::vector<T> w = py.data, wz = pz.data;
    for (int i = 0; i < 4; ++i) {
        N::axpy(4, N::s(alpha[0]), px.at() + i * 6, 2, w.data() + guard + i * 10, -3);
        N::copy(4, px.at() + i * 6, 2, wz.data() + guard + i * 10, -3);
    }
    N::axpy_strided(4, N::s(alpha[0]), px.at(), 2, 6, py.at(), -3, 10, 4);
    N::copy_strided(4, px.at(), 2, 6, pz.at(), -3, 10, 4);
    EXPECT_TRUE(close(py.data, w, 1));
    EXPECT_TRUE(close(pz.data, wz, 0));
}

/** Runs f with stderr captured; returns what it printed. */
template <typename F>
std::string stderr_of(F&& f)
{
    ::testing::internal::CaptureStderr();
    f();
    return ::testing::internal::GetCapturedStderr();
}
std::string message(int parameter, char const* routine)
{
    return "batchblas_cblas: parameter " + std::to_string(parameter) +
           " was incorrect on entry to " + routine + "\n";
}

TEST(CblasBatchErrors, GroupFormReportsTheParameterAndTouchesNothing)
{
    std::mt19937_64 g(3);
    CBLAS_TRANSPOSE nt[] = {CblasNoTrans, CblasNoTrans};
    int m[] = {2, 3}, n[] = {2, 3}, k[] = {2, 3}, ld[] = {2, 3}, sizes[] = {1, 1};
    double alpha[] = {1, 1}, beta[] = {0, 0};
    Buffer<double> a0(4, g), a1(9, g), c0(4, g), c1(9, g);
    std::vector<double> const keep0 = c0.data, keep1 = c1.data;
    double const* A[] = {a0.at(), a1.at()};
    double* C[] = {c0.at(), c1.at()};
    auto const call = [&](CBLAS_LAYOUT layout, int const* lda, int group_count, int const* gs) {
        return stderr_of([&] {
            cblas_dgemm_batch(layout, nt, nt, m, n, k, alpha, A, lda, A, ld, beta, C, ld,
                              group_count, gs);
        });
    };
    EXPECT_EQ(call(CBLAS_LAYOUT(7), ld, 2, sizes), message(1, "cblas_dgemm_batch"));
    int bad_ld[] = {2, 2};  // group 1: lda 2 < m 3
    EXPECT_EQ(call(CblasColMajor, bad_ld, 2, sizes), message(9, "cblas_dgemm_batch"));
    EXPECT_EQ(call(CblasColMajor, ld, -1, sizes), message(15, "cblas_dgemm_batch"));
    int bad_sizes[] = {1, -1};
    EXPECT_EQ(call(CblasColMajor, ld, 2, bad_sizes), message(16, "cblas_dgemm_batch"));
    EXPECT_EQ(call(CblasColMajor, ld, 2, nullptr), message(16, "cblas_dgemm_batch"));
    EXPECT_EQ(c0.data, keep0);
    EXPECT_EQ(c1.data, keep1);
    // group_count 0 is valid and does nothing.
    EXPECT_EQ(call(CblasColMajor, ld, 0, nullptr), "");
    EXPECT_EQ(c0.data, keep0);

    // Complex syrk rejects ConjTrans (parameter 3); trsm rejects a bad diag (parameter 5).
    CBLAS_UPLO up[] = {CblasUpper};
    CBLAS_TRANSPOSE ct[] = {CblasConjTrans};
    int one[] = {1}, two[] = {2};
    std::complex<double> z[] = {{1, 0}}, zc[4] = {};
    void const* ZA[] = {zc};
    void* ZC[] = {zc + 1};
    EXPECT_EQ(stderr_of([&] {
                  cblas_zsyrk_batch(CblasColMajor, up, ct, one, one, z, ZA, two, z, ZC, two, 1, one);
              }),
              message(3, "cblas_zsyrk_batch"));
    CBLAS_SIDE left[] = {CblasLeft};
    CBLAS_DIAG bad_diag[] = {CBLAS_DIAG(0)};
    double dalpha[] = {1};
    double const* DA[] = {a0.at()};
    double* DB[] = {c0.at()};
    EXPECT_EQ(stderr_of([&] {
                  cblas_dtrsm_batch(CblasColMajor, left, up, nt, bad_diag, two, two, dalpha, DA,
                                    two, DB, two, 1, one);
              }),
              message(5, "cblas_dtrsm_batch"));
    // axpy: incx 0 (parameter 4).
    int zero[] = {0};
    double const* X[] = {a0.at()};
    EXPECT_EQ(stderr_of([&] { cblas_daxpy_batch(two, dalpha, X, zero, DB, one, 1, one); }),
              message(4, "cblas_daxpy_batch"));
    EXPECT_EQ(c0.data, keep0);
}

TEST(CblasBatchErrors, StridedFormReportsStridedPositions)
{
    std::mt19937_64 g(5);
    Buffer<double> a(64, g), c(64, g);
    std::vector<double> const keep = c.data;
    auto const gemm = [&](int lda, int stridea, int stridec, int batch) {
        return stderr_of([&] {
            cblas_dgemm_batch_strided(CblasColMajor, CblasNoTrans, CblasNoTrans, 3, 3, 3, 1.0,
                                      a.at(), lda, stridea, a.at(), 3, 0, 0.0, c.at(), 3, stridec,
                                      batch);
        });
    };
    EXPECT_EQ(gemm(2, 9, 9, 2), message(9, "cblas_dgemm_batch_strided"));    // lda
    EXPECT_EQ(gemm(3, -1, 9, 2), message(10, "cblas_dgemm_batch_strided"));  // stridea < 0
    EXPECT_EQ(gemm(3, 9, 8, 2), message(17, "cblas_dgemm_batch_strided"));   // C overlap
    EXPECT_EQ(gemm(3, 9, 9, -1), message(18, "cblas_dgemm_batch_strided"));  // batch_size
    EXPECT_EQ(c.data, keep);
    EXPECT_EQ(gemm(3, 9, 0, 1), "");  // one problem: any output stride will do
    EXPECT_EQ(gemm(3, 9, 9, 0), "");
    EXPECT_EQ(stderr_of([&] {
                  cblas_daxpy_batch_strided(4, 1.0, a.at(), 1, 4, c.at(), 2, 6, 3);  // 7 needed
              }),
              message(8, "cblas_daxpy_batch_strided"));
    EXPECT_EQ(stderr_of([&] {
                  cblas_dgemv_batch_strided(CblasRowMajor, CblasNoTrans, 2, 3, 1.0, a.at(), 2, 6,
                                            a.at(), 1, 3, 1.0, c.at(), 1, 2, 2);
              }),
              message(7, "cblas_dgemv_batch_strided"));  // lda 2 < n 3 in row-major
}

}  // namespace
