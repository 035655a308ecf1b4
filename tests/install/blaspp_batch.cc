// SPDX-License-Identifier: BSD-3-Clause
// blaspp_batch.cc: a program written as for BLAS++'s batch routines (blas::batch::<routine> on
// std::vector arguments, BLAS++'s enumerators and info conventions), built by the install test
// against the installed batchblas with nothing changed but the header and the namespace alias.
// Every batch routine BLAS++ has (gemm, hemm, symm, herk, syrk, her2k, syr2k, trmm, trsm), in
// double and complex<double>, on a batch of problems of different sizes, checked against a
// plain loop over dense matrices; then info of size 0, 1 and batch, and blas::Error.
#include <batchblas.hh>
namespace blas = batchblas;

#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

int failures = 0;

void expect(bool ok, char const* what, char const* type)
{
    if (!ok) {
        std::printf("FAILED: %s (%s)\n", what, type);
        ++failures;
    }
}

template <typename T>
T conj_of(T x)
{
    if constexpr (blas::is_complex_v<T>)
        return std::conj(x);
    else
        return x;
}

template <typename T>
T entry(int64_t i, int64_t j, int64_t seed)
{
    double const re = double((3 * i + 5 * j + 7 * seed) % 11) / 11 - 0.5;
    if constexpr (blas::is_complex_v<T>)
        return T(re, double((2 * i + 3 * j + seed) % 7) / 7 - 0.5);
    else
        return T(re);
}

/** A column-major matrix with its own storage and a leading dimension above its rows. */
template <typename T>
struct Matrix {
    int64_t rows, cols, ld;
    std::vector<T> data;
    Matrix(int64_t r, int64_t c, int64_t seed) : rows(r), cols(c), ld(r + 2), data(size_t(ld * c))
    {
        for (int64_t j = 0; j < c; ++j)
            for (int64_t i = 0; i < ld; ++i) data[size_t(i + j * ld)] = entry<T>(i, j, seed);
    }
    T& operator()(int64_t i, int64_t j) { return data[size_t(i + j * ld)]; }
    T operator()(int64_t i, int64_t j) const { return data[size_t(i + j * ld)]; }
};

/** The full matrix a triangle stands for: symmetric, Hermitian or triangular. */
enum class Kind { Symmetric, Hermitian, Triangular };
template <typename T>
Matrix<T> full(Matrix<T> const& A, blas::Uplo uplo, Kind kind)
{
    Matrix<T> F(A.rows, A.cols, 0);
    for (int64_t j = 0; j < A.cols; ++j)
        for (int64_t i = 0; i < A.rows; ++i) {
            bool const stored = uplo == blas::Uplo::Lower ? i >= j : i <= j;
            if (stored)
                F(i, j) = (kind == Kind::Hermitian && i == j) ? T(std::real(A(i, j))) : A(i, j);
            else if (kind == Kind::Triangular)
                F(i, j) = T(0);
            else
                F(i, j) = kind == Kind::Hermitian ? conj_of(A(j, i)) : A(j, i);
        }
    return F;
}

/** op(X)(i, j). */
template <typename T>
T op_at(Matrix<T> const& X, blas::Op op, int64_t i, int64_t j)
{
    if (op == blas::Op::NoTrans) return X(i, j);
    return op == blas::Op::Trans ? X(j, i) : conj_of(X(j, i));
}

template <typename T>
bool near(Matrix<T> const& got, Matrix<T> const& want, int64_t rows, int64_t cols)
{
    for (int64_t j = 0; j < cols; ++j)
        for (int64_t i = 0; i < rows; ++i)
            if (std::abs(got(i, j) - want(i, j)) > 1e-12 * (1 + std::abs(want(i, j)))) return false;
    return true;
}

template <typename T>
std::vector<T*> pointers(std::vector<Matrix<T>>& ms)
{
    std::vector<T*> p;
    for (auto& m : ms) p.push_back(m.data.data());
    return p;
}
template <typename T>
std::vector<int64_t> lds(std::vector<Matrix<T>> const& ms)
{
    std::vector<int64_t> l;
    for (auto const& m : ms) l.push_back(m.ld);
    return l;
}

template <typename T>
void run(char const* type)
{
    using real_t = blas::real_type<T>;
    size_t const batch = 6;
    std::vector<int64_t> m, n, k;
    for (size_t i = 0; i < batch; ++i) {
        m.push_back(int64_t(2 + i));
        n.push_back(int64_t(5 - i % 3));
        k.push_back(int64_t(1 + (i * 2) % 5));
    }
    std::vector<int64_t> info(batch);
    T const alpha = blas::is_complex_v<T> ? entry<T>(1, 2, 3) : T(0.75);
    T const beta = blas::is_complex_v<T> ? entry<T>(2, 1, 5) : T(-0.5);

    // gemm: C = alpha A^T B + beta C, A k x m.
    {
        std::vector<Matrix<T>> A, B, C, C0;
        for (size_t i = 0; i < batch; ++i) {
            A.emplace_back(k[i], m[i], 1 + i);
            B.emplace_back(k[i], n[i], 2 + i);
            C.emplace_back(m[i], n[i], 3 + i);
        }
        C0 = C;
        blas::batch::gemm(blas::Layout::ColMajor, {blas::Op::Trans}, {blas::Op::NoTrans}, m, n,
                          k, {alpha}, pointers(A), lds(A), pointers(B), lds(B), {beta},
                          pointers(C), lds(C), batch, info);
        for (size_t p = 0; p < batch; ++p) {
            for (int64_t j = 0; j < n[p]; ++j)
                for (int64_t i = 0; i < m[p]; ++i) {
                    T sum = 0;
                    for (int64_t l = 0; l < k[p]; ++l)
                        sum += op_at(A[p], blas::Op::Trans, i, l) * B[p](l, j);
                    C0[p](i, j) = alpha * sum + beta * C0[p](i, j);
                }
            expect(near(C[p], C0[p], m[p], n[p]), "batch::gemm", type);
        }
    }

    // symm and hemm: C = alpha A B + beta C (Side::Left, A m x m, its lower triangle).
    for (Kind kind : {Kind::Symmetric, Kind::Hermitian}) {
        std::vector<Matrix<T>> A, B, C, C0;
        for (size_t i = 0; i < batch; ++i) {
            A.emplace_back(m[i], m[i], 4 + i);
            B.emplace_back(m[i], n[i], 5 + i);
            C.emplace_back(m[i], n[i], 6 + i);
        }
        C0 = C;
        std::vector<blas::Side> side{blas::Side::Left};
        std::vector<blas::Uplo> uplo{blas::Uplo::Lower};
        if (kind == Kind::Symmetric)
            blas::batch::symm(blas::Layout::ColMajor, side, uplo, m, n, {alpha}, pointers(A),
                              lds(A), pointers(B), lds(B), {beta}, pointers(C), lds(C), batch,
                              info);
        else
            blas::batch::hemm(blas::Layout::ColMajor, side, uplo, m, n, {alpha}, pointers(A),
                              lds(A), pointers(B), lds(B), {beta}, pointers(C), lds(C), batch,
                              info);
        for (size_t p = 0; p < batch; ++p) {
            Matrix<T> const F = full(A[p], blas::Uplo::Lower, kind);
            for (int64_t j = 0; j < n[p]; ++j)
                for (int64_t i = 0; i < m[p]; ++i) {
                    T sum = 0;
                    for (int64_t l = 0; l < m[p]; ++l) sum += F(i, l) * B[p](l, j);
                    C0[p](i, j) = alpha * sum + beta * C0[p](i, j);
                }
            expect(near(C[p], C0[p], m[p], n[p]),
                   kind == Kind::Symmetric ? "batch::symm" : "batch::hemm", type);
        }
    }

    // syrk, herk, syr2k, her2k: the upper triangle of C = alpha A op(B) + ... + beta C,
    // Op::NoTrans, A and B n x k; the strictly lower triangle stays as it was.
    for (int routine = 0; routine < 4; ++routine) {
        bool const herm = routine % 2 == 1, two = routine >= 2;
        std::vector<Matrix<T>> A, B, C, C0;
        for (size_t i = 0; i < batch; ++i) {
            A.emplace_back(n[i], k[i], 7 + i);
            B.emplace_back(n[i], k[i], 8 + i);
            C.emplace_back(n[i], n[i], 9 + i);
        }
        C0 = C;
        std::vector<blas::Uplo> uplo{blas::Uplo::Upper};
        std::vector<blas::Op> trans{blas::Op::NoTrans};
        real_t const ralpha = real_t(0.75), rbeta = real_t(-0.5);
        char const* name = "";
        if (routine == 0) {
            name = "batch::syrk";
            blas::batch::syrk(blas::Layout::ColMajor, uplo, trans, n, k, {alpha}, pointers(A),
                              lds(A), {beta}, pointers(C), lds(C), batch, info);
        }
        else if (routine == 1) {
            name = "batch::herk";
            blas::batch::herk(blas::Layout::ColMajor, uplo, trans, n, k, {ralpha}, pointers(A),
                              lds(A), {rbeta}, pointers(C), lds(C), batch, info);
        }
        else if (routine == 2) {
            name = "batch::syr2k";
            blas::batch::syr2k(blas::Layout::ColMajor, uplo, trans, n, k, {alpha}, pointers(A),
                               lds(A), pointers(B), lds(B), {beta}, pointers(C), lds(C), batch,
                               info);
        }
        else {
            name = "batch::her2k";
            blas::batch::her2k(blas::Layout::ColMajor, uplo, trans, n, k, {alpha}, pointers(A),
                               lds(A), pointers(B), lds(B), {rbeta}, pointers(C), lds(C), batch,
                               info);
        }
        T const a = routine == 1 ? T(ralpha) : alpha;
        T const b = herm ? T(rbeta) : beta;
        for (size_t p = 0; p < batch; ++p) {
            auto const tr = [&](T x) { return herm ? conj_of(x) : x; };
            for (int64_t j = 0; j < n[p]; ++j)
                for (int64_t i = 0; i <= j; ++i) {
                    T sum = 0;
                    for (int64_t l = 0; l < k[p]; ++l) {
                        if (two)
                            sum += a * A[p](i, l) * tr(B[p](j, l)) +
                                   (herm ? conj_of(a) : a) * B[p](i, l) * tr(A[p](j, l));
                        else
                            sum += a * A[p](i, l) * tr(A[p](j, l));
                    }
                    T const old = (herm && i == j) ? T(std::real(C0[p](i, j))) : C0[p](i, j);
                    C0[p](i, j) = sum + b * old;
                }
            expect(near(C[p], C0[p], n[p], n[p]), name, type);
        }
    }

    // trmm and trsm: B = alpha L B and L X = alpha B (Side::Left, lower, non-unit, A m x m).
    for (bool solve : {false, true}) {
        std::vector<Matrix<T>> A, B, B0;
        for (size_t i = 0; i < batch; ++i) {
            A.emplace_back(m[i], m[i], 10 + i);
            for (int64_t d = 0; d < m[i]; ++d) A.back()(d, d) += T(4);  // well conditioned
            B.emplace_back(m[i], n[i], 11 + i);
        }
        B0 = B;
        std::vector<blas::Side> side{blas::Side::Left};
        std::vector<blas::Uplo> uplo{blas::Uplo::Lower};
        std::vector<blas::Op> trans{blas::Op::NoTrans};
        std::vector<blas::Diag> diag{blas::Diag::NonUnit};
        if (solve)
            blas::batch::trsm(blas::Layout::ColMajor, side, uplo, trans, diag, m, n, {alpha},
                              pointers(A), lds(A), pointers(B), lds(B), batch, info);
        else
            blas::batch::trmm(blas::Layout::ColMajor, side, uplo, trans, diag, m, n, {alpha},
                              pointers(A), lds(A), pointers(B), lds(B), batch, info);
        for (size_t p = 0; p < batch; ++p) {
            Matrix<T> const L = full(A[p], blas::Uplo::Lower, Kind::Triangular);
            // trmm: compare B with alpha L B0; trsm: compare L B with alpha B0.
            Matrix<T> const& X = solve ? B[p] : B0[p];
            Matrix<T> lhs = B[p], rhs = B0[p];
            for (int64_t j = 0; j < n[p]; ++j)
                for (int64_t i = 0; i < m[p]; ++i) {
                    T sum = 0;
                    for (int64_t l = 0; l < m[p]; ++l) sum += L(i, l) * X(l, j);
                    if (solve) {
                        lhs(i, j) = sum;
                        rhs(i, j) = alpha * B0[p](i, j);
                    }
                    else {
                        rhs(i, j) = alpha * sum;
                    }
                }
            expect(near(lhs, rhs, m[p], n[p]), solve ? "batch::trsm" : "batch::trmm", type);
        }
    }

    // info: size 0 checks nothing, 1 argument-based, batch problem-based; errors throw
    // blas::Error and compute nothing.
    {
        std::vector<Matrix<T>> A, B, C;
        for (size_t i = 0; i < batch; ++i) {
            A.emplace_back(m[i], k[i], 12 + i);
            B.emplace_back(k[i], n[i], 13 + i);
            C.emplace_back(m[i], n[i], 14 + i);
        }
        std::vector<Matrix<T>> const C0 = C;
        std::vector<int64_t> bad_ldc = lds(C);
        bad_ldc[3] = m[3] - 1;
        std::vector<int64_t> info1(1), infob(batch), info0;
        bool thrown = false;
        try {
            blas::batch::gemm(blas::Layout::ColMajor, {blas::Op::NoTrans}, {blas::Op::NoTrans},
                              m, n, k, {alpha}, pointers(A), lds(A), pointers(B), lds(B), {beta},
                              pointers(C), bad_ldc, batch, info1);
        } catch (blas::Error const&) {
            thrown = true;
        }
        expect(thrown && info1[0] == -14, "info.size() == 1: -14 for ldc, then blas::Error", type);
        thrown = false;
        try {
            blas::batch::gemm(blas::Layout::ColMajor, {blas::Op::NoTrans}, {blas::Op::NoTrans},
                              m, n, k, {alpha}, pointers(A), lds(A), pointers(B), lds(B), {beta},
                              pointers(C), bad_ldc, batch, infob);
        } catch (blas::Error const&) {
            thrown = true;
        }
        bool codes = thrown;
        for (size_t p = 0; p < batch; ++p) codes = codes && infob[p] == (p == 3 ? -14 : 0);
        expect(codes, "info.size() == batch: the failing problem's code, then blas::Error", type);
        bool untouched = true;
        for (size_t p = 0; p < batch; ++p) untouched = untouched && C[p].data == C0[p].data;
        expect(untouched, "nothing computed when a check fails", type);
        blas::batch::gemm(blas::Layout::ColMajor, {blas::Op::NoTrans}, {blas::Op::NoTrans}, m, n,
                          k, {alpha}, pointers(A), lds(A), pointers(B), lds(B), {beta},
                          pointers(C), lds(C), batch, info0);
        expect(!(C[0].data == C0[0].data), "info.size() == 0 computes", type);
    }
}

}  // namespace

int main()
{
    run<double>("double");
    run<std::complex<double>>("complex<double>");
    if (failures != 0) return 1;
    std::printf("BLAS++-style batch program: OK\n");
    return 0;
}
