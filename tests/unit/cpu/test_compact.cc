// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact-layout CPU driver and kernels (cpu/drivers/compact.hh) against plain references:
 * every routine, option, layout and type, sizes 0..9, 16, 17, batches that are not a multiple
 * of the interleave width, for every ISA this CPU runs (generic, AVX2, AVX-512) at its own
 * vector length, twice it, and an odd width (the one-lane fallback). Packed buffers carry
 * sentinel guard bands and padding between rows and the leading dimension, which must survive.
 */
#include <gtest/gtest.h>

#include <batchblas.h>

#include <algorithm>
#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "common/test_util.hh"
#include "cpu/drivers/compact.hh"
#include "cpu/kernels/isa.hh"
#include "oracle/lapack.hh"
#include "oracle/level3_matrix.hh"

namespace {

using batchblas::cpu::Isa;
namespace drv = batchblas::cpu::compact;
using test::Matrix;

/** The ISAs this CPU runs. */
std::vector<Isa> isas()
{
    std::vector<Isa> out;
    for (Isa i : {Isa::generic, Isa::avx2, Isa::avx512})
        if (batchblas::cpu::isa_supported(i)) out.push_back(i);
    return out;
}

/** Widths to test on an ISA: its vector length, twice it, and 3 (one lane at a time). */
template <typename T>
std::vector<int64_t> widths(Isa isa)
{
    int64_t const w = drv::recommended_width<T>(isa);
    return {w, 2 * w, 3};
}

std::string where(Isa isa, int64_t width, bool col)
{
    return std::string(batchblas::cpu::isa_name(isa)) + " width " + std::to_string(width) +
           (col ? " ColMajor" : " RowMajor");
}

/**
 * A packed buffer of nm rows x cols matrices with ldp = stored rows (cols) + 2 and guard bands,
 * everything sentinel at first, so that any write outside the matrices' elements shows.
 */
template <typename T>
struct Packed {
    static constexpr int64_t guard = 24;
    bool col;
    int64_t rows, cols, ldp, width, nm;
    std::vector<T> buf;

    Packed(bool col_major, int64_t r, int64_t c, int64_t w, int64_t count)
        : col(col_major), rows(r), cols(c), ldp((col_major ? r : c) + 2), width(w), nm(count)
    {
        int64_t const outer = col ? cols : rows;
        buf.assign(size_t(2 * guard + drv::packed_size(ldp, outer, width, nm)), test::sentinel<T>());
    }
    T* data() { return buf.data() + guard; }
    T const* data() const { return buf.data() + guard; }

    /** Every real scalar outside the matrices' elements still holds the sentinel's bits. */
    bool outside_intact() const
    {
        using R = test::real_t<T>;
        int64_t const f = test::is_complex_v<T> ? 2 : 1;
        int64_t const W = width * f, outer = col ? cols : rows, inner = col ? rows : cols;
        R const* s = reinterpret_cast<R const*>(buf.data());
        T const sent = test::sentinel<T>();
        R const* sr = reinterpret_cast<R const*>(&sent);
        int64_t const total = int64_t(buf.size()) * f, data_begin = guard * f;
        int64_t const data_end = total - guard * f;
        for (int64_t pos = 0; pos < total; ++pos) {
            bool inside = false;
            if (pos >= data_begin && pos < data_end) {
                int64_t const rel = pos - data_begin;
                int64_t const in_group = rel % (ldp * outer * W);
                int64_t const element = in_group / W;
                inside = element % ldp < inner;
            }
            // The buffer was filled with T sentinels: real and imaginary parts alternate.
            R const want = sr[pos % f];
            if (!inside && std::memcmp(&s[pos], &want, sizeof(R)) != 0) return false;
        }
        return true;
    }
};

template <typename T>
std::vector<T const*> const_pointers(std::vector<Matrix<T>> const& v)
{
    std::vector<T const*> out;
    for (auto const& m : v) out.push_back(m.data());
    return out;
}
template <typename T>
std::vector<T*> pointers(std::vector<Matrix<T>>& v)
{
    std::vector<T*> out;
    for (auto& m : v) out.push_back(m.data());
    return out;
}

/** nm random matrices with padding between rows and ld. */
template <typename T>
std::vector<Matrix<T>> random_batch(int64_t rows, int64_t cols, bool col, int64_t nm, uint64_t seed)
{
    std::vector<Matrix<T>> out;
    for (int64_t p = 0; p < nm; ++p) {
        out.emplace_back(rows, cols, (col ? rows : cols) + 1, col);
        out.back().fill_random(seed * 1000 + uint64_t(p));
    }
    return out;
}

template <typename T>
Packed<T> pack(std::vector<Matrix<T>> const& a, int64_t rows, int64_t cols, bool col, int64_t width)
{
    Packed<T> p(col, rows, cols, width, int64_t(a.size()));
    auto ptrs = const_pointers(a);
    int64_t const lda = (col ? rows : cols) + 1;
    drv::pack<T>(col ? BlasColMajor : BlasRowMajor, rows, cols,
                 drv::MatrixList<T const>{ptrs.data(), nullptr, 0}, lda, p.data(), p.ldp, width,
                 p.nm);
    return p;
}

template <typename T>
std::vector<Matrix<T>> unpack(Packed<T> const& p)
{
    std::vector<Matrix<T>> out;
    for (int64_t q = 0; q < p.nm; ++q) out.emplace_back(p.rows, p.cols, (p.col ? p.rows : p.cols) + 1, p.col);
    auto ptrs = pointers(out);
    drv::unpack<T>(p.col ? BlasColMajor : BlasRowMajor, p.rows, p.cols, p.data(), p.ldp,
                   drv::MatrixList<T>{ptrs.data(), nullptr, 0}, (p.col ? p.rows : p.cols) + 1,
                   p.width, p.nm);
    return out;
}

template <typename T>
::testing::AssertionResult near(Matrix<T> const& got, Matrix<T> const& want, double tol)
{
    for (int64_t i = 0; i < want.rows(); ++i)
        for (int64_t j = 0; j < want.cols(); ++j)
            if (!test::close(got(i, j), want(i, j), tol))
                return ::testing::AssertionFailure()
                       << "(" << i << ", " << j << "): got " << test::to_text(got(i, j))
                       << ", want " << test::to_text(want(i, j)) << " tol " << tol;
    return ::testing::AssertionSuccess();
}

std::vector<int64_t> const sizes = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 17};

template <typename T>
class Compact : public ::testing::Test {};
TYPED_TEST_SUITE(Compact, test::ScalarTypes, test::TypeNames);

// ------------------------------------------------------------------------------------------------
// Format

TYPED_TEST(Compact, PackFormatAndRoundTrip)
{
    using T = TypeParam;
    using R = test::real_t<T>;
    // Lines (rows when column-major) shorter than a vector, one vector, around whole vectors
    // and with an overlapping last block; widths of one vector or several for every ISA; the
    // last group padded and its last vector of matrices partly empty or wholly padding.
    struct Shape {
        int64_t rows, cols, width, nm;
    };
    for (Shape const shape :
         {Shape{3, 2, 4, 7}, Shape{8, 3, 8, 13}, Shape{9, 5, 16, 21}, Shape{17, 4, 8, 9},
          Shape{16, 16, 32, 35}, Shape{5, 12, 16, 3}, Shape{1, 5, 16, 21}})
        for (bool col : {true, false}) {
            int64_t const rows = shape.rows, cols = shape.cols, width = shape.width, nm = shape.nm;
            SCOPED_TRACE(::testing::Message() << rows << " x " << cols << " width " << width
                                              << " nm " << nm << (col ? " col" : " row"));
            auto a = random_batch<T>(rows, cols, col, nm, 1);
            auto p = pack(a, rows, cols, col, width);
            // The element formula of compact.h, checked scalar by scalar.
            int64_t const f = test::is_complex_v<T> ? 2 : 1, outer = col ? cols : rows;
            R const* s = reinterpret_cast<R const*>(p.data());
            for (int64_t m = 0; m < (nm + width - 1) / width * width; ++m)
                for (int64_t i = 0; i < rows; ++i)
                    for (int64_t j = 0; j < cols; ++j) {
                        int64_t const g = m / width, q = m % width;
                        int64_t const at = g * p.ldp * outer * width * f +
                                           (col ? i + j * p.ldp : i * p.ldp + j) * width * f + q;
                        T const want = m < nm ? a[size_t(m)](i, j) : T(0);
                        EXPECT_EQ(s[at], test::real_part(want));
                        if (test::is_complex_v<T>) {
                            EXPECT_EQ(s[at + width], test::imag_part(want));
                        }
                    }
            EXPECT_TRUE(p.outside_intact());
            auto back = unpack(p);
            for (int64_t m = 0; m < nm; ++m) {
                EXPECT_TRUE(test::same_buffer(back[size_t(m)], a[size_t(m)])) << m;
            }
            // Strided form: the same buffer.
            int64_t const lda = (col ? rows : cols) + 1, stride = lda * outer + 3;
            std::vector<T> flat(size_t(stride * nm), test::sentinel<T>());
            for (int64_t m = 0; m < nm; ++m)
                for (int64_t i = 0; i < rows; ++i)
                    for (int64_t j = 0; j < cols; ++j)
                        flat[size_t(m * stride + (col ? i + j * lda : i * lda + j))] =
                            a[size_t(m)](i, j);
            Packed<T> p2(col, rows, cols, width, nm);
            drv::pack<T>(col ? BlasColMajor : BlasRowMajor, rows, cols,
                         drv::MatrixList<T const>{nullptr, flat.data(), stride}, lda, p2.data(),
                         p2.ldp, width, nm);
            EXPECT_TRUE(test::same_bits(p2.buf.data(), p.buf.data(), p.buf.size()));
            std::vector<T> flat2(flat.size(), test::sentinel<T>());
            drv::unpack<T>(col ? BlasColMajor : BlasRowMajor, rows, cols, p2.data(), p2.ldp,
                           drv::MatrixList<T>{nullptr, flat2.data(), stride}, lda, width, nm);
            EXPECT_TRUE(test::same_bits(flat2.data(), flat.data(), flat.size()));
        }
}

// Triangles (the interleaved Cholesky paths pack and unpack only what they read): every element
// of the triangle packed where the format puts it and unpacked back; pack may read elements of
// the other triangle within a vector of the diagonal, never further; unpack writes nothing but
// the triangle (another group of a call may own the other one).
TYPED_TEST(Compact, PackTriangleRoundTrip)
{
    using T = TypeParam;
    using R = test::real_t<T>;
    int64_t const f = test::is_complex_v<T> ? 2 : 1;
    for (int64_t const n : {1, 2, 3, 5, 8, 9, 16, 17, 33})
        for (int64_t const width : {4, 8, 16})
            for (bool col : {true, false})
                for (drv::Part part : {drv::Part::lower, drv::Part::upper}) {
                    bool const lower = part == drv::Part::lower;
                    SCOPED_TRACE(::testing::Message()
                                 << "n " << n << " width " << width << (col ? " col" : " row")
                                 << (lower ? " lower" : " upper"));
                    int64_t const nm = 2 * width + 3, lda = n + 2, stride = lda * n + 5;
                    auto const in_triangle = [&](int64_t i, int64_t j) {
                        return lower ? i >= j : i <= j;
                    };
                    auto const at = [&](int64_t i, int64_t j) {
                        return col ? i + j * lda : i * lda + j;
                    };
                    std::vector<T> src(size_t(stride * nm));
                    test::Random rnd(uint64_t(n * 100 + width));
                    for (auto& x : src) x = rnd.next<T>();
                    Packed<T> p(col, n, n, width, nm);
                    std::fill(p.buf.begin(), p.buf.end(), test::sentinel<T>());
                    std::vector<T> const untouched = p.buf;
                    drv::pack<T>(col ? BlasColMajor : BlasRowMajor, n, n,
                                 drv::MatrixList<T const>{nullptr, src.data(), stride}, lda,
                                 p.data(), p.ldp, width, nm, part);
                    R const* s = reinterpret_cast<R const*>(p.data());
                    for (int64_t m = 0; m < nm; ++m)
                        for (int64_t i = 0; i < n; ++i)
                            for (int64_t j = 0; j < n; ++j) {
                                if (!in_triangle(i, j)) continue;
                                int64_t const g = m / width, q = m % width;
                                int64_t const e =
                                    g * p.ldp * n * width * f +
                                    (col ? i + j * p.ldp : i * p.ldp + j) * width * f + q;
                                T const want = src[size_t(m * stride + at(i, j))];
                                ASSERT_EQ(s[e], test::real_part(want)) << m << " " << i << " " << j;
                                if (test::is_complex_v<T>) {
                                    ASSERT_EQ(s[e + width], test::imag_part(want));
                                }
                            }
                    std::vector<T> dst(src.size());
                    for (auto& x : dst) x = rnd.next<T>();
                    std::vector<T> const dst0 = dst;
                    drv::unpack<T>(col ? BlasColMajor : BlasRowMajor, n, n, p.data(), p.ldp,
                                   drv::MatrixList<T>{nullptr, dst.data(), stride}, lda, width, nm,
                                   part);
                    for (int64_t m = 0; m < nm; ++m)
                        for (int64_t e = 0; e < stride; ++e) {
                            size_t const k = size_t(m * stride + e);
                            int64_t const i = col ? e % lda : e / lda, j = col ? e / lda : e % lda;
                            bool const inside = e < lda * n && i < n && j < n;
                            ASSERT_TRUE(test::same_bits(
                                dst[k], inside && in_triangle(i, j) ? src[k] : dst0[k]))
                                << m << " " << i << " " << j;
                        }
                    // Packed elements of the other triangle beyond a vector of the diagonal:
                    // not written.
                    int64_t const near = 64 / int64_t(sizeof(R));  // a vector of the widest ISA
                    for (int64_t m = 0; m < nm; ++m)
                        for (int64_t i = 0; i < n; ++i)
                            for (int64_t j = 0; j < n; ++j) {
                                if (in_triangle(i, j) || std::abs(i - j) <= near) continue;
                                int64_t const g = m / width, q = m % width;
                                int64_t const e =
                                    g * p.ldp * n * width * f +
                                    (col ? i + j * p.ldp : i * p.ldp + j) * width * f + q;
                                R const* const s0 = reinterpret_cast<R const*>(untouched.data()) +
                                                    (s - reinterpret_cast<R const*>(p.buf.data()));
                                ASSERT_TRUE(test::same_bits(s[e], s0[e]))
                                    << m << " " << i << " " << j;
                            }
                }
}

// ------------------------------------------------------------------------------------------------
// gemm

template <typename T>
void check_gemm(Isa isa, int64_t width, bool col, int ta, int tb, int64_t m, int64_t n, int64_t k,
                T alpha, T beta, uint64_t seed)
{
    int64_t const nm = 2 * width + 1;
    bool const nta = ta == BlasNoTrans, ntb = tb == BlasNoTrans;
    auto a = random_batch<T>(nta ? m : k, nta ? k : m, col, nm, seed);
    auto b = random_batch<T>(ntb ? k : n, ntb ? n : k, col, nm, seed + 1);
    auto c = random_batch<T>(m, n, col, nm, seed + 2);
    if (beta == T(0))
        for (auto& x : c) x.fill(test::nan_value<T>());  // must not be read
    auto pa = pack(a, a[0].rows(), a[0].cols(), col, width);
    auto pb = pack(b, b[0].rows(), b[0].cols(), col, width);
    auto pc = pack(c, m, n, col, width);
    auto const pa0 = pa.buf, pb0 = pb.buf;
    drv::gemm<T>(col ? BlasColMajor : BlasRowMajor, ta, tb, m, n, k, alpha, pa.data(), pa.ldp,
                 pb.data(), pb.ldp, beta, pc.data(), pc.ldp, width, nm, isa);
    SCOPED_TRACE(where(isa, width, col) + " ta " + std::to_string(ta) + " tb " + std::to_string(tb) +
                 " m " + std::to_string(m) + " n " + std::to_string(n) + " k " + std::to_string(k));
    ASSERT_TRUE(test::same_bits(pa.buf.data(), pa0.data(), pa0.size()));
    ASSERT_TRUE(test::same_bits(pb.buf.data(), pb0.data(), pb0.size()));
    ASSERT_TRUE(pc.outside_intact());
    auto got = unpack(pc);
    for (int64_t p = 0; p < nm; ++p) {
        Matrix<T> want = c[size_t(p)];
        oracle::gemm(ta, tb, m, n, k, alpha, a[size_t(p)], b[size_t(p)], beta, want);
        ASSERT_TRUE(near(got[size_t(p)], want, test::tolerance<T>(k, 3))) << "matrix " << p;
    }
}

/** Hermitian, diagonally dominant: positive definite; only the lower triangle is set. */
template <typename T>
void make_spd_for_large(Matrix<T>& a, uint64_t seed)
{
    test::Random r(seed);
    int64_t const n = a.rows();
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = j; i < n; ++i)
            a(i, j) = i == j ? test::make<T>(double(n) + 1 + std::abs(r.uniform())) : r.next<T>();
}

TYPED_TEST(Compact, GemmSquareEveryOption)
{
    using T = TypeParam;
    T const alpha = test::make<T>(0.75, -0.5), beta = test::make<T>(-1.25, 0.25);
    int const ops[] = {BlasNoTrans, BlasTrans, BlasConjTrans};
    for (Isa isa : isas())
        for (int64_t width : widths<T>(isa))
            for (bool col : {true, false})
                for (int ta : ops)
                    for (int tb : ops)
                        for (int64_t n : sizes) {
                            check_gemm<T>(isa, width, col, ta, tb, n, n, n, alpha, beta, uint64_t(n));
                            if (::testing::Test::HasFatalFailure()) return;
                        }
}

TYPED_TEST(Compact, GemmRectangularAndScalars)
{
    using T = TypeParam;
    T const alpha = test::make<T>(1.5, 0.5), beta = test::make<T>(0.5, -1);
    for (Isa isa : isas())
        for (int64_t width : widths<T>(isa))
            for (bool col : {true, false}) {
                for (int64_t m : {1, 3, 5, 8, 9})
                    for (int64_t n : {1, 2, 7, 8, 10})
                        for (int64_t k : {0, 1, 4, 9}) {
                            check_gemm<T>(isa, width, col, BlasNoTrans, BlasTrans, m, n, k, alpha,
                                          beta, uint64_t(m * 100 + n * 10 + k));
                            if (::testing::Test::HasFatalFailure()) return;
                        }
                for (int64_t n : {2, 4, 17}) {
                    check_gemm<T>(isa, width, col, BlasNoTrans, BlasNoTrans, n, n, n, alpha, T(0), 7);
                    check_gemm<T>(isa, width, col, BlasTrans, BlasNoTrans, n, n, n, T(0), beta, 8);
                    check_gemm<T>(isa, width, col, BlasNoTrans, BlasNoTrans, n, n, n, T(0), T(0), 9);
                    if (::testing::Test::HasFatalFailure()) return;
                }
            }
}

TYPED_TEST(Compact, GemmAlphaZeroDoesNotReadAB)
{
    using T = TypeParam;
    int64_t const n = 3, width = drv::recommended_width<T>(batchblas::cpu::active_isa()), nm = width;
    Packed<T> pa(true, n, n, width, nm), pb(true, n, n, width, nm);
    std::fill(pa.buf.begin(), pa.buf.end(), test::nan_value<T>());
    std::fill(pb.buf.begin(), pb.buf.end(), test::nan_value<T>());
    auto c = random_batch<T>(n, n, true, nm, 3);
    auto pc = pack(c, n, n, true, width);
    T const beta = test::make<T>(2, 0);
    drv::gemm<T>(BlasColMajor, BlasNoTrans, BlasNoTrans, n, n, n, T(0), pa.data(), pa.ldp,
                 pb.data(), pb.ldp, beta, pc.data(), pc.ldp, width, nm, batchblas::cpu::active_isa());
    auto got = unpack(pc);
    for (int64_t p = 0; p < nm; ++p)
        for (int64_t i = 0; i < n; ++i)
            for (int64_t j = 0; j < n; ++j) EXPECT_EQ(got[size_t(p)](i, j), beta * c[size_t(p)](i, j));
}

/** A batch large enough for the thread team (when the machine has more than one thread): every
 *  group's result is still right, the padding of the last group included in the run. */
TYPED_TEST(Compact, GemmAndPotrfLargeBatch)
{
    using T = TypeParam;
    Isa const isa = batchblas::cpu::active_isa();
    int64_t const width = drv::recommended_width<T>(isa), n = 8, nm = 200 * width + 3;
    check_gemm<T>(isa, width, true, BlasNoTrans, BlasConjTrans, n, n, n, test::make<T>(1, 0.5),
                  test::make<T>(0.5, 0), 99);
    std::vector<Matrix<T>> a;
    for (int64_t p = 0; p < nm; ++p) {
        a.emplace_back(n, n, n + 1, true);
        make_spd_for_large(a.back(), uint64_t(p));
    }
    a[size_t(nm - 1)](3, 3) = test::make<T>(-100.0);
    auto pa = pack(a, n, n, true, width);
    std::vector<int64_t> info(size_t(nm), -7);
    drv::potrf<T>(BlasColMajor, BlasLower, n, pa.data(), pa.ldp, width, nm, info.data(), isa);
    ASSERT_TRUE(pa.outside_intact());
    auto got = unpack(pa);
    for (int64_t p = 0; p < nm; ++p) {
        ASSERT_EQ(info[size_t(p)], p == nm - 1 ? 4 : 0) << p;
        if (p == nm - 1) continue;
        // L L^H == A on the lower triangle.
        for (int64_t i = 0; i < n; ++i)
            for (int64_t j = 0; j <= i; ++j) {
                T s = T(0);
                for (int64_t l = 0; l <= j; ++l) s += got[size_t(p)](i, l) * test::conj(got[size_t(p)](j, l));
                ASSERT_TRUE(test::close(s, a[size_t(p)](i, j), test::tolerance<T>(n, double(n))))
                    << p << " (" << i << ", " << j << ")";
            }
    }
}

// ------------------------------------------------------------------------------------------------
// trsm

/** A well-conditioned triangular matrix; the other triangle (and a unit diagonal) hold NaN,
 *  which must never be read. */
template <typename T>
void make_triangular(Matrix<T>& a, int uplo, int diag, uint64_t seed)
{
    test::Random r(seed);
    int64_t const n = a.rows();
    for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) {
            bool const in = uplo == BlasLower ? i > j : i < j;
            if (i == j)
                a(i, j) = diag == BlasUnit ? test::nan_value<T>()
                                           : test::make<T>(2 + std::abs(r.uniform()), r.uniform());
            else
                a(i, j) = in ? T(r.next<T>() * test::real_t<T>(1.0 / double(n))) : test::nan_value<T>();
        }
}

template <typename T>
void check_trsm(Isa isa, int64_t width, bool col, int side, int uplo, int ta, int diag, int64_t m,
                int64_t n, T alpha)
{
    int64_t const nm = width + 1, ka = side == BlasLeft ? m : n;
    std::vector<Matrix<T>> a;
    for (int64_t p = 0; p < nm; ++p) {
        a.emplace_back(ka, ka, ka + 1, col);
        make_triangular(a.back(), uplo, diag, uint64_t(p + 11));
    }
    auto b = random_batch<T>(m, n, col, nm, 5);
    auto pa = pack(a, ka, ka, col, width);
    auto pb = pack(b, m, n, col, width);
    auto const pa0 = pa.buf;
    drv::trsm<T>(col ? BlasColMajor : BlasRowMajor, side, uplo, ta, diag, m, n, alpha, pa.data(),
                 pa.ldp, pb.data(), pb.ldp, width, nm, isa);
    SCOPED_TRACE(where(isa, width, col) + " side " + std::to_string(side) + " uplo " +
                 std::to_string(uplo) + " trans " + std::to_string(ta) + " diag " +
                 std::to_string(diag) + " m " + std::to_string(m) + " n " + std::to_string(n));
    ASSERT_TRUE(test::same_bits(pa.buf.data(), pa0.data(), pa0.size()));
    ASSERT_TRUE(pb.outside_intact());
    auto got = unpack(pb);
    for (int64_t p = 0; p < nm; ++p) {
        Matrix<T> want = b[size_t(p)];
        oracle::trsm(side, uplo, ta, diag, m, n, alpha, a[size_t(p)], want);
        ASSERT_TRUE(near(got[size_t(p)], want, test::tolerance<T>(ka, 4))) << "matrix " << p;
    }
}

TYPED_TEST(Compact, TrsmEveryOption)
{
    using T = TypeParam;
    T const alpha = test::make<T>(-0.5, 1.25);
    for (Isa isa : isas())
        for (int64_t width : widths<T>(isa))
            for (bool col : {true, false})
                for (int side : {BlasLeft, BlasRight})
                    for (int uplo : {BlasLower, BlasUpper})
                        for (int ta : {BlasNoTrans, BlasTrans, BlasConjTrans})
                            for (int diag : {BlasNonUnit, BlasUnit})
                                for (int64_t n : sizes) {
                                    check_trsm<T>(isa, width, col, side, uplo, ta, diag, n,
                                                  n == 0 ? 2 : (n % 4) + 1, alpha);
                                    check_trsm<T>(isa, width, col, side, uplo, ta, diag,
                                                  (n % 3) + 2, n, alpha);
                                    if (::testing::Test::HasFatalFailure()) return;
                                }
}

TYPED_TEST(Compact, TrsmLargeTriangleAndAlphaZero)
{
    using T = TypeParam;
    Isa const isa = batchblas::cpu::active_isa();
    int64_t const width = drv::recommended_width<T>(isa);
    // m > 32: reciprocals beyond the kernel's cache of the diagonal.
    for (int uplo : {BlasLower, BlasUpper}) check_trsm<T>(isa, width, true, BlasLeft, uplo, BlasNoTrans, BlasNonUnit, 37, 3, T(1));
    // alpha = 0: B = 0 and A is not read.
    int64_t const n = 4, nm = width;
    Packed<T> pa(true, n, n, width, nm);
    std::fill(pa.buf.begin(), pa.buf.end(), test::nan_value<T>());
    auto b = random_batch<T>(n, n, true, nm, 9);
    auto pb = pack(b, n, n, true, width);
    drv::trsm<T>(BlasColMajor, BlasLeft, BlasLower, BlasNoTrans, BlasNonUnit, n, n, T(0), pa.data(),
                 pa.ldp, pb.data(), pb.ldp, width, nm, isa);
    EXPECT_TRUE(pb.outside_intact());
    auto got = unpack(pb);
    for (auto const& x : got)
        for (int64_t i = 0; i < n; ++i)
            for (int64_t j = 0; j < n; ++j) EXPECT_EQ(x(i, j), T(0));
}

// ------------------------------------------------------------------------------------------------
// potrf, potrs

/** A Hermitian positive definite matrix (M M^H + n I) whose other triangle holds NaN. */
template <typename T>
void make_spd(Matrix<T>& a, int uplo, uint64_t seed)
{
    int64_t const n = a.rows();
    Matrix<T> m(n, n, n, true);
    m.fill_random(seed);
    for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) {
            T s = i == j ? test::make<T>(double(n)) : T(0);
            for (int64_t l = 0; l < n; ++l) s += m(i, l) * test::conj(m(j, l));
            if (i == j) s = test::make<T>(test::real_part(s));
            bool const in = uplo == BlasLower ? i >= j : i <= j;
            a(i, j) = in ? s : test::nan_value<T>();
        }
}

template <typename T>
std::vector<T> column_major_copy(Matrix<T> const& a)
{
    std::vector<T> out(size_t(a.rows() * a.cols()));
    for (int64_t j = 0; j < a.cols(); ++j)
        for (int64_t i = 0; i < a.rows(); ++i) out[size_t(i + j * a.rows())] = a(i, j);
    return out;
}

TYPED_TEST(Compact, PotrfAndPotrsAgainstNetlib)
{
    using T = TypeParam;
    for (Isa isa : isas())
        for (int64_t width : widths<T>(isa))
            for (bool col : {true, false})
                for (int uplo : {BlasLower, BlasUpper})
                    for (int64_t n : sizes) {
                        SCOPED_TRACE(where(isa, width, col) + " uplo " + std::to_string(uplo) +
                                     " n " + std::to_string(n));
                        int64_t const nm = width + 2;
                        std::vector<Matrix<T>> a;
                        for (int64_t p = 0; p < nm; ++p) {
                            a.emplace_back(n, n, n + 1, col);
                            make_spd(a.back(), uplo, uint64_t(p + 3 * n));
                        }
                        // Matrix 1 is not positive definite at order min(n, 2).
                        int64_t const bad = std::min<int64_t>(n, 2);
                        if (n > 0) a[1](bad - 1, bad - 1) = test::make<T>(-1.0 * double(n * n));
                        auto pa = pack(a, n, n, col, width);
                        std::vector<int64_t> info(size_t(nm), -7);
                        drv::potrf<T>(col ? BlasColMajor : BlasRowMajor, uplo, n, pa.data(), pa.ldp,
                                      width, nm, info.data(), isa);
                        ASSERT_TRUE(pa.outside_intact());
                        auto got = unpack(pa);
                        for (int64_t p = 0; p < nm; ++p) {
                            auto ref = column_major_copy(a[size_t(p)]);
                            int const want_info = oracle::lapack::netlib_potrf(
                                uplo == BlasLower ? 'L' : 'U', int(n), ref);
                            ASSERT_EQ(info[size_t(p)], want_info) << "matrix " << p;
                            if (want_info != 0) continue;
                            for (int64_t j = 0; j < n; ++j)
                                for (int64_t i = 0; i < n; ++i) {
                                    bool const in = uplo == BlasLower ? i >= j : i <= j;
                                    if (in)
                                        ASSERT_TRUE(test::close(got[size_t(p)](i, j), ref[size_t(i + j * n)],
                                                                test::tolerance<T>(n, double(n))))
                                            << p << " (" << i << ", " << j << ")";
                                    else  // the other triangle is neither read nor written
                                        ASSERT_TRUE(std::isnan(test::real_part(got[size_t(p)](i, j))));
                                }
                        }
                        if (n == 0) continue;
                        // potrs with the factors (matrix 1's are garbage: its result is not checked).
                        int64_t const nrhs = 3;
                        auto b = random_batch<T>(n, nrhs, col, nm, 77);
                        auto pb = pack(b, n, nrhs, col, width);
                        drv::potrs<T>(col ? BlasColMajor : BlasRowMajor, uplo, n, nrhs, pa.data(),
                                      pa.ldp, pb.data(), pb.ldp, width, nm, isa);
                        ASSERT_TRUE(pb.outside_intact());
                        auto x = unpack(pb);
                        for (int64_t p = 0; p < nm; ++p) {
                            if (p == 1) continue;
                            Matrix<T> a_full(n, n, n, true);
                            for (int64_t i = 0; i < n; ++i)
                                for (int64_t j = 0; j < n; ++j) {
                                    bool const in = uplo == BlasLower ? i >= j : i <= j;
                                    a_full(i, j) = in ? a[size_t(p)](i, j) : test::conj(a[size_t(p)](j, i));
                                }
                            Matrix<T> r = b[size_t(p)];
                            oracle::gemm(BlasNoTrans, BlasNoTrans, n, nrhs, n, T(1), a_full,
                                         x[size_t(p)], T(-1), r);
                            ASSERT_LE(test::max_abs(r), test::tolerance<T>(n, 8.0 * double(n)) * (1 + test::max_abs(x[size_t(p)])))
                                << "potrs residual, matrix " << p;
                        }
                    }
}

// ------------------------------------------------------------------------------------------------
// getrf without pivoting, getrs

/** LU without pivoting in T, LAPACK's getf2 convention for a zero pivot; returns the code. */
template <typename T>
int64_t ref_getrf_nopiv(Matrix<T>& a)
{
    int64_t const m = a.rows(), n = a.cols(), s = std::min(m, n);
    int64_t info = 0;
    for (int64_t j = 0; j < s; ++j) {
        T const p = a(j, j);
        if (p == T(0)) {
            if (info == 0) info = j + 1;
        }
        else {
            T const r = T(1) / p;
            for (int64_t i = j + 1; i < m; ++i) a(i, j) *= r;
        }
        for (int64_t c = j + 1; c < n; ++c)
            for (int64_t i = j + 1; i < m; ++i) a(i, c) -= a(i, j) * a(j, c);
    }
    return info;
}

/** Diagonally dominant (no pivoting needed). */
template <typename T>
void make_dominant(Matrix<T>& a, uint64_t seed)
{
    a.fill_random(seed);
    for (int64_t i = 0; i < std::min(a.rows(), a.cols()); ++i)
        a(i, i) += test::make<T>(double(a.cols() + 1));
}

/** Small integers whose LU (no pivoting) is exact and has U(z, z) == 0 exactly. */
template <typename T>
void make_singular_at(Matrix<T>& a, int64_t z, uint64_t seed)
{
    int64_t const n = a.rows();
    test::Random r(seed);
    auto small = [&] { return test::make<T>(std::floor(3 * r.uniform()), test::is_complex_v<T> ? std::floor(2 * r.uniform()) : 0.0); };
    Matrix<T> l(n, n, n, true), u(n, n, n, true);
    for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) {
            l(i, j) = i > j ? small() : (i == j ? T(1) : T(0));
            u(i, j) = i < j ? small() : (i == j ? (i == z ? T(0) : test::make<T>(double(1 << (i % 3)))) : T(0));
        }
    for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) {
            T s = T(0);
            for (int64_t k = 0; k < n; ++k) s += l(i, k) * u(k, j);
            a(i, j) = s;
        }
}

TYPED_TEST(Compact, GetrfNopivAndGetrs)
{
    using T = TypeParam;
    for (Isa isa : isas())
        for (int64_t width : widths<T>(isa))
            for (bool col : {true, false})
                for (int64_t n : sizes)
                    for (int64_t m : {n, n + 2, std::max<int64_t>(n - 1, 0)}) {
                        SCOPED_TRACE(where(isa, width, col) + " m " + std::to_string(m) + " n " +
                                     std::to_string(n));
                        int64_t const nm = width + 3;
                        std::vector<Matrix<T>> a;
                        for (int64_t p = 0; p < nm; ++p) {
                            a.emplace_back(m, n, (col ? m : n) + 1, col);
                            make_dominant(a.back(), uint64_t(p + 100 * n + m));
                        }
                        if (m == n && n > 0) {
                            make_singular_at(a[0], n - 1, 5);         // code n
                            make_singular_at(a[2], (n - 1) / 2, 6);   // code (n + 1) / 2
                        }
                        auto pa = pack(a, m, n, col, width);
                        std::vector<int64_t> info(size_t(nm), -7);
                        drv::getrf_nopiv<T>(col ? BlasColMajor : BlasRowMajor, m, n, pa.data(),
                                            pa.ldp, width, nm, info.data(), isa);
                        ASSERT_TRUE(pa.outside_intact());
                        auto got = unpack(pa);
                        for (int64_t p = 0; p < nm; ++p) {
                            Matrix<T> want = a[size_t(p)];
                            int64_t const want_info = ref_getrf_nopiv(want);
                            ASSERT_EQ(info[size_t(p)], want_info) << "matrix " << p;
                            ASSERT_TRUE(near(got[size_t(p)], want, test::tolerance<T>(n, 4.0 * double(n + 1))))
                                << "matrix " << p;
                        }
                        if (m != n || n == 0) continue;
                        for (int trans : {BlasNoTrans, BlasTrans, BlasConjTrans}) {
                            int64_t const nrhs = 2;
                            auto b = random_batch<T>(n, nrhs, col, nm, 31);
                            auto pb = pack(b, n, nrhs, col, width);
                            drv::getrs_nopiv<T>(col ? BlasColMajor : BlasRowMajor, trans, n, nrhs,
                                                pa.data(), pa.ldp, pb.data(), pb.ldp, width, nm, isa);
                            ASSERT_TRUE(pb.outside_intact());
                            auto x = unpack(pb);
                            for (int64_t p = 0; p < nm; ++p) {
                                if (info[size_t(p)] != 0) continue;
                                Matrix<T> r = b[size_t(p)];
                                oracle::gemm(trans, BlasNoTrans, n, nrhs, n, T(1), a[size_t(p)],
                                             x[size_t(p)], T(-1), r);
                                ASSERT_LE(test::max_abs(r), test::tolerance<T>(n, 8.0 * double(n + 1)) * (1 + test::max_abs(x[size_t(p)])))
                                    << "getrs trans " << trans << " matrix " << p;
                            }
                        }
                    }
}

}  // namespace
