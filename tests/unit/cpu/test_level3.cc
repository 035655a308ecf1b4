// SPDX-License-Identifier: BSD-3-Clause
/**
 * Unit tests of the per-problem CPU Level 3 routines (cpu/drivers/level3.hh) against the
 * oracle (tests/oracle/level3.hh): every routine, option combination and scalar type, at the
 * edge sizes of the blocking (0..3, MR +- 1, NR +- 1, KC +- 1, MC +- 1, NC + 1, the triangular
 * block size) and a few larger ones.
 *
 * Each matrix is a column-major test::Matrix with ld > rows and guard bands around it;
 * everything the routine may not touch (padding rows, guard bands, the unreferenced triangle of C
 * for the rank-k updates, of A for symm / trmm / trsm, the diagonal of a unit triangle, the
 * imaginary diagonal of hemm's A) holds a NaN sentinel and is checked bitwise afterwards.
 * Inputs are checked bitwise unchanged. Special scalars: beta == 0 with NaN in C, alpha == 0
 * with NaN in A and B, beta == 1, real-valued complex scalars.
 *
 * Accuracy is normwise: ||C - C_ref||_F <= 3 (k + 2) eps (|alpha| ||A||_F ||B||_F +
 * |beta| ||C0||_F), the bound on two backward-stable evaluations of the same sums; for trsm the
 * test matrices are strongly diagonally dominant (condition number below 4) and the bound is
 * 3 (n + 2) eps * 4 ||X_ref||_F.
 */
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "common/matrix.hh"
#include "common/scalar.hh"
#include "cpu/drivers/level3.hh"
#include "cpu/kernels/gemm_kernels.hh"
#include "oracle/level3.hh"

namespace {

using namespace batchblas;

// ----------------------------------------------------------------------------- scalars

using test::Matrix;
using test::nan_value;
using test::same_bits;
using test::to_text;

template <typename T>
double abs2(T x)
{
    if constexpr (is_complex_v<T>)
        return double(std::norm(x));
    else
        return double(x) * double(x);
}

char const* name(Op op)
{
    return op == Op::NoTrans ? "N" : op == Op::Trans ? "T" : "C";
}
char const* name(Uplo u)
{
    return u == Uplo::Lower ? "L" : "U";
}
char const* name(Side s)
{
    return s == Side::Left ? "L" : "R";
}
char const* name(Diag d)
{
    return d == Diag::Unit ? "U" : "N";
}

class Rng {
public:
    explicit Rng(uint64_t seed) : gen_(seed) {}

    template <typename T>
    T get()
    {
        using R = real_type<T>;
        std::uniform_real_distribution<double> u(-1, 1);
        if constexpr (is_complex_v<T>) {
            R const re = R(u(gen_));
            return T(re, R(u(gen_)));
        }
        else {
            return T(u(gen_));
        }
    }
    double uniform01() { return std::uniform_real_distribution<double>(0, 1)(gen_); }

private:
    std::mt19937_64 gen_;
};

// ----------------------------------------------------------------------------- matrices

/** Which entries of a matrix are referenced: all, or a triangle (with or without diagonal). */
struct Region {
    enum Kind { All, Lower, Upper } kind = All;
    bool diag = true;  // for triangles: whether the diagonal belongs to the region

    bool contains(int64_t i, int64_t j) const
    {
        if (kind == All) return true;
        if (i == j) return diag;
        return kind == Lower ? i > j : i < j;
    }
};

Region triangle(Uplo uplo, bool diag = true)
{
    return {uplo == Uplo::Lower ? Region::Lower : Region::Upper, diag};
}

/**
 * Column-major rows x cols test matrix with ld = rows + pad (at least 1): padding rows and guard
 * bands start as NaN sentinels, as does everything outside the region the fill functions fill.
 */
template <typename T>
Matrix<T> matrix(int64_t rows, int64_t cols, int64_t pad = 3)
{
    return Matrix<T>(rows, cols, std::max<int64_t>(1, rows + pad), true, nan_value<T>());
}

template <typename T>
void fill_random(Matrix<T>& a, Rng& rng, Region reg = {})
{
    for (int64_t j = 0; j < a.cols(); ++j)
        for (int64_t i = 0; i < a.rows(); ++i)
            if (reg.contains(i, j)) a(i, j) = rng.get<T>();
}
template <typename T>
void fill_nan(Matrix<T>& a, Region reg = {})
{
    for (int64_t j = 0; j < a.cols(); ++j)
        for (int64_t i = 0; i < a.rows(); ++i)
            if (reg.contains(i, j)) a(i, j) = nan_value<T>();
}
/** Frobenius norm over the region (NaN entries count: callers use it on finite data). */
template <typename T>
double norm(Matrix<T> const& a, Region reg = {})
{
    double s = 0;
    for (int64_t j = 0; j < a.cols(); ++j)
        for (int64_t i = 0; i < a.rows(); ++i)
            if (reg.contains(i, j)) s += abs2(a(i, j));
    return std::sqrt(s);
}

/**
 * Triangular test matrix for trmm / trsm (order n, the uplo triangle filled): off-diagonal
 * entries of magnitude <= 1 / (2n), diagonal of magnitude in [2, 3] unless unit (then left as
 * the sentinel, the routines must not read it). Rows sums of the off-diagonal part stay below
 * 1/2, so op(A) and its inverse have norm below 3.5 and 2: condition number below 4 (inf-norm).
 */
template <typename T>
Matrix<T> triangular(int64_t n, Uplo uplo, Diag diag, Rng& rng)
{
    Matrix<T> a = matrix<T>(n, n);
    for (int64_t j = 0; j < n; ++j) {
        for (int64_t i = 0; i < n; ++i) {
            if (i == j) {
                if (diag == Diag::NonUnit) {
                    T const r = rng.get<T>();
                    real_type<T> const mag = real_type<T>(2 + rng.uniform01());
                    a(i, j) = std::abs(r) > 0 ? r * (mag / std::abs(r)) : T(mag);
                }
            }
            else if (triangle(uplo).contains(i, j)) {
                a(i, j) = rng.get<T>() * real_type<T>(0.5 / double(n));
            }
        }
    }
    return a;
}

// ----------------------------------------------------------------------------- checks

/** Stops a grid after this many failures so one bug does not print thousands of lines. */
constexpr int max_failures = 8;

struct Checker {
    int failures = 0;

    /** The whole buffer bitwise unchanged (inputs). */
    template <typename T>
    void unchanged(Matrix<T> const& now, Matrix<T> const& before, char const* what,
                   std::string const& ctx)
    {
        for (std::size_t x = 0; x < now.buffer().size(); ++x) {
            if (!same_bits(now.buffer()[x], before.buffer()[x])) {
                ++failures;
                ADD_FAILURE() << ctx << ": input " << what << " modified at offset " << x;
                return;
            }
        }
    }

    /**
     * Output: outside `reg` (padding and guard bands included) bitwise equal to `before`;
     * inside, ||got - want||_F <= 3 (kdim + 2) eps * denom.
     */
    template <typename T>
    void result(Matrix<T> const& got, Matrix<T> const& want, Matrix<T> const& before, Region reg,
                int64_t kdim, double denom, std::string const& ctx)
    {
        double diff = 0;
        for (int64_t x = 0; x < int64_t(got.buffer().size()); ++x) {
            int64_t i, j;
            if (got.element_at(x, i, j) && reg.contains(i, j)) {
                diff += abs2(got(i, j) - want(i, j));
            }
            else if (!same_bits(got.buffer()[size_t(x)], before.buffer()[size_t(x)])) {
                ++failures;
                ADD_FAILURE() << ctx << ": buffer position " << x << " (data from "
                              << Matrix<T>::guard << ", ld " << got.ld()
                              << ") outside the referenced part was written: "
                              << to_text(got.buffer()[size_t(x)]);
                return;
            }
        }
        double const eps = std::numeric_limits<real_type<T>>::epsilon();
        double const err = std::sqrt(diff);
        double const tol = 3.0 * double(kdim + 2) * eps * denom;
        if (!(err <= tol)) {
            ++failures;
            ADD_FAILURE() << ctx << ": error " << err << " > tolerance " << tol << " (denominator "
                          << denom << ")";
        }
    }
};

/** Scalars of a case: normal, or the special cases the contract spells out. */
enum class Mode {
    Random,       // random alpha, beta
    BetaOne,      // beta == 1
    RealScalars,  // real-valued alpha, beta (componentwise paths for complex)
    BetaZero,     // beta == 0, C full of NaN: must be written without being read
    AlphaZero,    // alpha == 0, A and B full of NaN: must not be read
};
constexpr Mode all_modes[] = {Mode::Random, Mode::BetaOne, Mode::RealScalars, Mode::BetaZero,
                              Mode::AlphaZero};

char const* name(Mode m)
{
    switch (m) {
        case Mode::Random:
            return "random";
        case Mode::BetaOne:
            return "beta=1";
        case Mode::RealScalars:
            return "real-scalars";
        case Mode::BetaZero:
            return "beta=0,NaN-C";
        default:
            return "alpha=0,NaN-AB";
    }
}

template <typename T>
void pick_scalars(Mode mode, Rng& rng, T& alpha, T& beta)
{
    alpha = rng.get<T>();
    beta = rng.get<T>();
    if (mode == Mode::BetaOne) beta = T(1);
    if (mode == Mode::RealScalars) {
        alpha = T(real_type<T>(-1.5));
        beta = T(real_type<T>(0.5));
    }
    if (mode == Mode::BetaZero) beta = T(0);
    if (mode == Mode::AlphaZero) alpha = T(0);
}

template <typename T>
double absd(T x)
{
    return std::sqrt(abs2(x));
}

// ----------------------------------------------------------------------------- size sets

/** Sizes around the register block of an ISA's micro-kernel. */
template <cpu::Isa I, typename T>
void add_block_edges(std::set<int64_t>& s)
{
    constexpr int64_t mr = cpu::GemmShape<I, T>::mr, nr = cpu::GemmShape<I, T>::nr;
    s.insert({mr - 1, mr, mr + 1, nr - 1, nr, nr + 1, 2 * mr + 1});
}

/** Small sizes: the edges of every ISA's register block (the active ISA is chosen at run time). */
template <typename T>
std::vector<int64_t> small_sizes()
{
    std::set<int64_t> s{0, 1, 2, 3};
    add_block_edges<cpu::Isa::generic, T>(s);
    add_block_edges<cpu::Isa::avx2, T>(s);
    add_block_edges<cpu::Isa::avx512, T>(s);
    return {s.begin(), s.end()};
}

/** Orders of the triangular routines: recursion threshold (16) and splits around it. */
std::vector<int64_t> tri_sizes()
{
    return {0, 1, 2, 3, 5, 8, 15, 16, 17, 31, 33};
}

// Cache blocks: the same for every ISA (checked here), so the edges below cover all of them.
template <typename T>
constexpr int64_t KC = cpu::GemmShape<cpu::Isa::generic, T>::kc;
template <typename T>
constexpr int64_t MC = cpu::GemmShape<cpu::Isa::generic, T>::mc;
template <typename T>
constexpr int64_t NC = cpu::GemmShape<cpu::Isa::generic, T>::nc;
static_assert(cpu::GemmShape<cpu::Isa::avx2, double>::kc == KC<double> &&
              cpu::GemmShape<cpu::Isa::avx512, double>::kc == KC<double> &&
              cpu::GemmShape<cpu::Isa::avx2, double>::mc == MC<double> &&
              cpu::GemmShape<cpu::Isa::avx512, float>::mc == MC<float>);

template <typename T>
std::string type_name()
{
    if constexpr (std::is_same_v<T, float>)
        return "s";
    else if constexpr (std::is_same_v<T, double>)
        return "d";
    else if constexpr (std::is_same_v<T, std::complex<float>>)
        return "c";
    else
        return "z";
}

template <typename T>
std::vector<Op> ops_all()
{
    return {Op::NoTrans, Op::Trans, Op::ConjTrans};
}

// ----------------------------------------------------------------------------- gemm

template <typename T>
void check_gemm(Checker& ck, Rng& rng, Op ta, Op tb, int64_t m, int64_t n, int64_t k, Mode mode,
                bool streamed_run = false)
{
    T alpha, beta;
    pick_scalars(mode, rng, alpha, beta);
    int64_t const ar = ta == Op::NoTrans ? m : k, ac = ta == Op::NoTrans ? k : m;
    int64_t const br = tb == Op::NoTrans ? k : n, bc = tb == Op::NoTrans ? n : k;
    Matrix<T> A = matrix<T>(ar, ac), B = matrix<T>(br, bc), C = matrix<T>(m, n);
    fill_random(A, rng);
    fill_random(B, rng);
    fill_random(C, rng);
    if (mode == Mode::AlphaZero) {
        fill_nan(A);
        fill_nan(B);
    }
    double const c0 = norm(C);
    if (mode == Mode::BetaZero) fill_nan(C);
    Matrix<T> const A0 = A, B0 = B, C0 = C;
    Matrix<T> Cref = C;
    if (streamed_run)
        cpu::gemm_in_streamed_run<T>(ta, tb, m, n, k, alpha, A.data(), A.ld(), B.data(), B.ld(),
                                     beta, C.data(), C.ld());
    else
        cpu::gemm<T>(ta, tb, m, n, k, alpha, A.data(), A.ld(), B.data(), B.ld(), beta, C.data(),
                     C.ld());
    oracle::gemm<T>(ta, tb, m, n, k, alpha, A0.data(), A0.ld(), B0.data(), B0.ld(), beta,
                    Cref.data(), Cref.ld());

    std::string const ctx = type_name<T>() + (streamed_run ? "gemm (streamed run) " : "gemm ") +
                            name(ta) + name(tb) + " m=" + std::to_string(m) +
                            " n=" + std::to_string(n) + " k=" + std::to_string(k) + " " +
                            name(mode);
    double const denom = (alpha == T(0) ? 0 : absd(alpha) * norm(A) * norm(B)) +
                         (beta == T(0) ? 0 : absd(beta) * c0);
    ck.unchanged(A, A0, "A", ctx);
    ck.unchanged(B, B0, "B", ctx);
    ck.result(C, Cref, C0, {}, k, denom, ctx);
}

// ----------------------------------------------------------------------------- symm / hemm

template <typename T>
void check_symm(Checker& ck, Rng& rng, bool herm, Side side, Uplo uplo, int64_t m, int64_t n,
                Mode mode)
{
    T alpha, beta;
    pick_scalars(mode, rng, alpha, beta);
    int64_t const ka = side == Side::Left ? m : n;
    Matrix<T> A = matrix<T>(ka, ka), B = matrix<T>(m, n), C = matrix<T>(m, n);
    fill_random(A, rng, triangle(uplo));
    if constexpr (is_complex_v<T>) {
        // hemm: the imaginary part of A's diagonal must be taken as zero, never read.
        if (herm)
            for (int64_t i = 0; i < ka; ++i) A(i, i) = T(A(i, i).real(), nan_value<real_type<T>>());
    }
    fill_random(B, rng);
    fill_random(C, rng);
    double const anorm =
        2 * std::sqrt(std::max(0.0, [&] {
            double s = 0;
            for (int64_t j = 0; j < ka; ++j)
                for (int64_t i = 0; i < ka; ++i)
                    if (triangle(uplo).contains(i, j))
                        s += herm && i == j ? abs2(std::real(A(i, j))) : abs2(A(i, j));
            return s;
        }()));
    if (mode == Mode::AlphaZero) {
        fill_nan(A, triangle(uplo));
        fill_nan(B);
    }
    double const c0 = norm(C);
    if (mode == Mode::BetaZero) fill_nan(C);
    Matrix<T> const A0 = A, B0 = B, C0 = C;
    Matrix<T> Cref = C;
    if (herm) {
        cpu::hemm<T>(side, uplo, m, n, alpha, A.data(), A.ld(), B.data(), B.ld(), beta, C.data(),
                     C.ld());
        oracle::hemm<T>(side, uplo, m, n, alpha, A0.data(), A0.ld(), B0.data(), B0.ld(), beta,
                        Cref.data(), Cref.ld());
    }
    else {
        cpu::symm<T>(side, uplo, m, n, alpha, A.data(), A.ld(), B.data(), B.ld(), beta, C.data(),
                     C.ld());
        oracle::symm<T>(side, uplo, m, n, alpha, A0.data(), A0.ld(), B0.data(), B0.ld(), beta,
                        Cref.data(), Cref.ld());
    }
    std::string const ctx = type_name<T>() + (herm ? "hemm " : "symm ") + name(side) + name(uplo) +
                            " m=" + std::to_string(m) + " n=" + std::to_string(n) + " " +
                            name(mode);
    double const denom =
        (alpha == T(0) ? 0 : absd(alpha) * anorm * norm(B)) + (beta == T(0) ? 0 : absd(beta) * c0);
    ck.unchanged(A, A0, "A", ctx);
    ck.unchanged(B, B0, "B", ctx);
    ck.result(C, Cref, C0, {}, ka, denom, ctx);
}

// ----------------------------------------------------------------------------- syrk family

enum class Rank { Syrk, Herk, Syr2k, Her2k };

char const* name(Rank r)
{
    switch (r) {
        case Rank::Syrk:
            return "syrk";
        case Rank::Herk:
            return "herk";
        case Rank::Syr2k:
            return "syr2k";
        default:
            return "her2k";
    }
}

template <typename T>
void check_rank(Checker& ck, Rng& rng, Rank rank, Uplo uplo, Op trans, int64_t n, int64_t k,
                Mode mode)
{
    using R = real_type<T>;
    T alpha, beta;
    pick_scalars(mode, rng, alpha, beta);
    bool const herm = rank == Rank::Herk || rank == Rank::Her2k;
    bool const two = rank == Rank::Syr2k || rank == Rank::Her2k;
    // herk: alpha, beta real; her2k: beta real.
    R const ralpha = std::real(alpha), rbeta = std::real(beta);
    if (rank == Rank::Herk) alpha = T(ralpha);
    if (herm) beta = T(rbeta);

    int64_t const ar = trans == Op::NoTrans ? n : k, ac = trans == Op::NoTrans ? k : n;
    Matrix<T> A = matrix<T>(ar, ac), B = matrix<T>(two ? ar : 0, two ? ac : 0), C = matrix<T>(n, n);
    Region const tri = triangle(uplo);
    fill_random(A, rng);
    fill_random(B, rng);
    fill_random(C, rng, tri);  // the other triangle stays NaN: never read, never written
    if (mode == Mode::AlphaZero) {
        fill_nan(A);
        fill_nan(B);
    }
    double const c0 = norm(C, tri);
    if (mode == Mode::BetaZero) fill_nan(C, tri);
    Matrix<T> const A0 = A, B0 = B, C0 = C;
    Matrix<T> Cref = C;
    T const* b = two ? B.data() : nullptr;
    int64_t const ldb = B.ld();
    switch (rank) {
        case Rank::Syrk:
            cpu::syrk<T>(uplo, trans, n, k, alpha, A.data(), A.ld(), beta, C.data(), C.ld());
            oracle::syrk<T>(uplo, trans, n, k, alpha, A0.data(), A0.ld(), beta, Cref.data(),
                            Cref.ld());
            break;
        case Rank::Herk:
            cpu::herk<T>(uplo, trans, n, k, ralpha, A.data(), A.ld(), rbeta, C.data(), C.ld());
            oracle::herk<T>(uplo, trans, n, k, ralpha, A0.data(), A0.ld(), rbeta, Cref.data(),
                            Cref.ld());
            break;
        case Rank::Syr2k:
            cpu::syr2k<T>(uplo, trans, n, k, alpha, A.data(), A.ld(), b, ldb, beta, C.data(),
                          C.ld());
            oracle::syr2k<T>(uplo, trans, n, k, alpha, A0.data(), A0.ld(), B0.data(), ldb, beta,
                             Cref.data(), Cref.ld());
            break;
        case Rank::Her2k:
            cpu::her2k<T>(uplo, trans, n, k, alpha, A.data(), A.ld(), b, ldb, rbeta, C.data(),
                          C.ld());
            oracle::her2k<T>(uplo, trans, n, k, alpha, A0.data(), A0.ld(), B0.data(), ldb, rbeta,
                             Cref.data(), Cref.ld());
            break;
    }
    std::string const ctx = type_name<T>() + name(rank) + " " + name(uplo) + name(trans) +
                            " n=" + std::to_string(n) + " k=" + std::to_string(k) + " " +
                            name(mode);
    double const ab = two ? 2 * norm(A) * norm(B) : norm(A) * norm(A);
    double const denom =
        (alpha == T(0) ? 0 : absd(alpha) * ab) + (beta == T(0) ? 0 : absd(beta) * c0);
    ck.unchanged(A, A0, "A", ctx);
    ck.unchanged(B, B0, "B", ctx);
    ck.result(C, Cref, C0, tri, k, denom, ctx);
    if constexpr (is_complex_v<T>) {
        // Reference BLAS zeroes the imaginary diagonal unless it returned early (beta == 1 and
        // alpha == 0 or k == 0); the comparison above covers it, this states it explicitly.
        bool const early = (alpha == T(0) || k == 0) && beta == T(1);
        if (herm && !early)
            for (int64_t j = 0; j < n && ck.failures < max_failures; ++j)
                if (C(j, j).imag() != R(0)) {
                    ++ck.failures;
                    ADD_FAILURE() << ctx << ": Im C(" << j << ", " << j << ") != 0";
                }
    }
}

// ----------------------------------------------------------------------------- trmm / trsm

template <typename T>
void check_tri(Checker& ck, Rng& rng, bool solve, Side side, Uplo uplo, Op trans, Diag diag,
               int64_t m, int64_t n, Mode mode)
{
    T alpha, beta;
    pick_scalars(mode, rng, alpha, beta);
    int64_t const ka = side == Side::Left ? m : n;
    Matrix<T> A = triangular<T>(ka, uplo, diag, rng);
    Region const tri = triangle(uplo, diag == Diag::NonUnit);
    Matrix<T> B = matrix<T>(m, n);
    fill_random(B, rng);
    if (mode == Mode::AlphaZero) {
        fill_nan(A, tri);
        fill_nan(B);
    }
    double const anorm = norm(A, tri) + (diag == Diag::Unit ? std::sqrt(double(ka)) : 0);
    double const b0 = mode == Mode::AlphaZero ? 0 : norm(B);
    Matrix<T> const A0 = A, B0 = B;
    Matrix<T> Bref = B;
    if (solve) {
        cpu::trsm<T>(side, uplo, trans, diag, m, n, alpha, A.data(), A.ld(), B.data(), B.ld());
        oracle::trsm<T>(side, uplo, trans, diag, m, n, alpha, A0.data(), A0.ld(), Bref.data(),
                        Bref.ld());
    }
    else {
        cpu::trmm<T>(side, uplo, trans, diag, m, n, alpha, A.data(), A.ld(), B.data(), B.ld());
        oracle::trmm<T>(side, uplo, trans, diag, m, n, alpha, A0.data(), A0.ld(), Bref.data(),
                        Bref.ld());
    }
    std::string const ctx = type_name<T>() + (solve ? "trsm " : "trmm ") + name(side) + name(uplo) +
                            name(trans) + name(diag) + " m=" + std::to_string(m) +
                            " n=" + std::to_string(n) + " alpha=" + to_text(alpha);
    // trmm: the product bound; trsm: the forward error bound for condition number < 4.
    double const denom = alpha == T(0) ? 0 : solve ? 4 * norm(Bref) : absd(alpha) * anorm * b0;
    ck.unchanged(A, A0, "A", ctx);
    ck.result(B, Bref, B0, {}, ka, denom, ctx);
}

// ----------------------------------------------------------------------------- suites

template <typename T>
class CpuLevel3 : public ::testing::Test {
};

using Types = ::testing::Types<float, double, std::complex<float>, std::complex<double>>;
TYPED_TEST_SUITE(CpuLevel3, Types);

TYPED_TEST(CpuLevel3, Gemm)
{
    using T = TypeParam;
    Checker ck;
    Rng rng(1);
    auto const small = small_sizes<T>();
    for (Op ta : ops_all<T>())
        for (Op tb : ops_all<T>()) {
            for (int64_t m : small)
                for (int64_t n : small)
                    for (int64_t k : {int64_t(0), int64_t(1), int64_t(5), int64_t(17)})
                        for (Mode mode : all_modes) {
                            check_gemm<T>(ck, rng, ta, tb, m, n, k, mode);
                            if (ck.failures >= max_failures) return;
                        }
            // Blocking boundaries (KC, MC, NC) and sizes past the in-place (unpacked) path.
            struct Shape {
                int64_t m, n, k;
            };
            Shape const shapes[] = {
                {67, 67, 67},       {130, 67, 33},     {33, 130, 67},
                {13, 9, KC<T> - 1}, {13, 9, KC<T>},    {13, 9, KC<T> + 1},
                {MC<T> - 1, 5, 7},  {MC<T> + 1, 7, 3}, {2 * MC<T> + 3, 3, 2},
                {3, NC<T> + 1, 2},  {40, 40, 40},      {70, 70, 2 * KC<T> + 3},
            };
            for (Shape s : shapes)
                for (Mode mode : {Mode::Random, Mode::BetaZero}) {
                    check_gemm<T>(ck, rng, ta, tb, s.m, s.n, s.k, mode);
                    if (ck.failures >= max_failures) return;
                }
        }
}

// gemm as one of a run of problems too large for the caches: on both sides of the any-size
// kernel's column limit for such runs (64 for complex double on AVX-512, where wider problems
// take the blocked path and its fetch of the next column block's tiles), with partial tiles.
TYPED_TEST(CpuLevel3, GemmInStreamedRun)
{
    using T = TypeParam;
    Checker ck;
    Rng rng(11);
    struct Shape {
        int64_t m, n, k;
    };
    Shape const shapes[] = {{1, 1, 1},      {7, 63, 5},     {33, 64, 16},  {33, 65, 16},
                            {128, 128, 16}, {127, 129, 32}, {130, 100, 3}, {9, 200, 70}};
    for (Op ta : ops_all<T>())
        for (Op tb : ops_all<T>())
            for (Shape s : shapes)
                for (Mode mode : all_modes) {
                    check_gemm<T>(ck, rng, ta, tb, s.m, s.n, s.k, mode, true);
                    if (ck.failures >= max_failures) return;
                }
}

template <typename T>
void symm_suite(bool herm)
{
    Checker ck;
    Rng rng(herm ? 3 : 2);
    auto const small = small_sizes<T>();
    for (Side side : {Side::Left, Side::Right})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
            for (int64_t m : small)
                for (int64_t n : small)
                    for (Mode mode : all_modes) {
                        check_symm<T>(ck, rng, herm, side, uplo, m, n, mode);
                        if (ck.failures >= max_failures) return;
                    }
            for (auto [m, n] : {std::pair<int64_t, int64_t>{67, 130},
                                {130, 67},
                                {40, 33},
                                {KC<T> + 1, 5},
                                {5, KC<T> + 1}})
                for (Mode mode : {Mode::Random, Mode::BetaZero}) {
                    check_symm<T>(ck, rng, herm, side, uplo, m, n, mode);
                    if (ck.failures >= max_failures) return;
                }
        }
}

TYPED_TEST(CpuLevel3, Symm)
{
    symm_suite<TypeParam>(false);
}
TYPED_TEST(CpuLevel3, Hemm)
{
    symm_suite<TypeParam>(true);
}

template <typename T>
void rank_suite(Rank rank)
{
    Checker ck;
    Rng rng(10 + int(rank));
    bool const herm = rank == Rank::Herk || rank == Rank::Her2k;
    // Valid trans per routine: complex syrk/syr2k take N, T; complex herk/her2k N, C; real all.
    std::vector<Op> ops{Op::NoTrans};
    if (!is_complex_v<T> || !herm) ops.push_back(Op::Trans);
    if (!is_complex_v<T> || herm) ops.push_back(Op::ConjTrans);
    auto sizes = small_sizes<T>();
    for (int64_t s : {int64_t(9), int64_t(16), int64_t(17)}) sizes.push_back(s);
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
        for (Op trans : ops) {
            for (int64_t n : sizes)
                for (int64_t k : {int64_t(0), int64_t(1), int64_t(3), int64_t(9)})
                    for (Mode mode : all_modes) {
                        check_rank<T>(ck, rng, rank, uplo, trans, n, k, mode);
                        if (ck.failures >= max_failures) return;
                    }
            // Around the small-tile path's limits (syrk.cc: 40 double, 48 float, 24 / 12
            // complex, both n and k; within the tiny kernels' reach only): each side of them,
            // and deep or wide tiles; above them the any-size path by column blocks (16, 12
            // complex double) up to 128, its last block partial or whole.
            for (auto [n, k] : {std::pair<int64_t, int64_t>{67, 33},
                                {25, 7},
                                {100, 16},
                                {128, 128},
                                {129, 5},
                                {130, 67},
                                {40, 40},
                                {41, 40},
                                {40, 41},
                                {48, 48},
                                {49, 48},
                                {48, 49},
                                {12, 39},
                                {33, 10},
                                {MC<T> + 5, 4},
                                {9, KC<T> + 1}})
                for (Mode mode : {Mode::Random, Mode::BetaZero, Mode::BetaOne}) {
                    check_rank<T>(ck, rng, rank, uplo, trans, n, k, mode);
                    if (ck.failures >= max_failures) return;
                }
        }
}

TYPED_TEST(CpuLevel3, Syrk)
{
    rank_suite<TypeParam>(Rank::Syrk);
}
TYPED_TEST(CpuLevel3, Herk)
{
    rank_suite<TypeParam>(Rank::Herk);
}
TYPED_TEST(CpuLevel3, Syr2k)
{
    rank_suite<TypeParam>(Rank::Syr2k);
}
TYPED_TEST(CpuLevel3, Her2k)
{
    rank_suite<TypeParam>(Rank::Her2k);
}

template <typename T>
void tri_suite(bool solve)
{
    Checker ck;
    Rng rng(solve ? 21 : 20);
    auto const sizes = tri_sizes();
    for (Side side : {Side::Left, Side::Right})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
            for (Op trans : ops_all<T>())
                for (Diag diag : {Diag::NonUnit, Diag::Unit}) {
                    for (int64_t m : sizes)
                        for (int64_t n : sizes) {
                            // alpha == 1 takes the no-scaling paths; alpha == 0 with NaN in
                            // A and B must zero B without reading either.
                            for (Mode mode : {Mode::Random, Mode::RealScalars, Mode::AlphaZero}) {
                                check_tri<T>(ck, rng, solve, side, uplo, trans, diag, m, n, mode);
                                if (ck.failures >= max_failures) return;
                            }
                        }
                    // Across trsm's panels of 128 right-hand sides: 130 and 257 (a last
                    // panel of one), 128 (one panel exactly).
                    for (auto [m, n] : {std::pair<int64_t, int64_t>{67, 130},
                                        {130, 67},
                                        {100, 3},
                                        {3, 100},
                                        {9, 257},
                                        {257, 9},
                                        {12, 128},
                                        {128, 12}})
                        check_tri<T>(ck, rng, solve, side, uplo, trans, diag, m, n, Mode::Random);
                    if (ck.failures >= max_failures) return;
                }
}

TYPED_TEST(CpuLevel3, Trmm)
{
    tri_suite<TypeParam>(false);
}
TYPED_TEST(CpuLevel3, Trsm)
{
    tri_suite<TypeParam>(true);
}

/** alpha == 0 and beta == 1: the quick return of reference BLAS, checked bitwise. */
TYPED_TEST(CpuLevel3, GemmAlphaZeroBetaOneTouchesNothing)
{
    using T = TypeParam;
    // Reference BLAS returns at once: even NaN in C (and in A, B) stays bitwise as it was.
    Matrix<T> A = matrix<T>(5, 4), B = matrix<T>(4, 6), C = matrix<T>(5, 6);
    Matrix<T> const C0 = C;
    cpu::gemm<T>(Op::NoTrans, Op::NoTrans, 5, 6, 4, T(0), A.data(), A.ld(), B.data(), B.ld(), T(1),
                 C.data(), C.ld());
    for (std::size_t x = 0; x < C.buffer().size(); ++x)
        ASSERT_TRUE(same_bits(C.buffer()[x], C0.buffer()[x])) << "offset " << x;
}

}  // namespace
