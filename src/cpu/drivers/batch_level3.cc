/**
 * Level 3 batches on the CPU: each problem is mapped to the column-major per-problem routines
 * of level3.hh and the batch is spread over threads by run_batch.
 *
 * A row-major matrix is the column-major view of its transpose, so a row-major problem is the
 * column-major problem on the transposed operands: sides and triangles swap, m and n swap, and
 * for rank-k updates NoTrans and (Conj)Trans swap.
 */
#include "cpu/drivers/batch.hh"

#include <batchblas.h>

#include <complex>
#include <cstddef>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/check.hh"
#include "cpu/drivers/level3.hh"
#include "cpu/drivers/parallel.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu {
namespace {

bool row_major(int layout) { return layout == int(Layout::RowMajor); }

Side flipped(Side side) { return side == Side::Left ? Side::Right : Side::Left; }
Uplo flipped(Uplo uplo) { return uplo == Uplo::Upper ? Uplo::Lower : Uplo::Upper; }

/** The transposed operation of a rank-k update: NoTrans <-> (Conj)Trans. */
Op flipped_rank_k(Op trans, bool hermitian, bool complex)
{
    if (trans != Op::NoTrans) return Op::NoTrans;
    return hermitian && complex ? Op::ConjTrans : Op::Trans;
}

template <typename T>
T conjugated(T x)
{
    if constexpr (is_complex_v<T>) return std::conj(x);
    else return x;
}

}  // namespace

/**
 * A gemm group's arguments other than its matrices, read once for all of its problems, in the
 * column-major form (row-major groups have A and B, m and n swapped: see `swap_operands`).
 */
template <typename T>
struct GemmGroupArgs {
    Op transA, transB;
    int64_t m, n, k, lda, ldb, ldc;
    T alpha, beta;
    bool swap_operands;
};

/** Types with tiny-GEMM kernels (binary16 is widened per problem by gemm<bblas_half>). */
template <typename T>
constexpr bool has_tiny_kernels = !std::is_same_v<T, bblas_half>;

/** The matrices of problems first, first + 1, ... of a batch argument, for a batch kernel. */
template <typename T>
MatrixSequence<T> sequence_from(core::Matrices<T> const& matrices, int64_t first)
{
    if (matrices.is_strided()) {
        return {nullptr, matrices.base() + first * matrices.stride(), matrices.stride()};
    }
    if (matrices.spread() == core::Spread::One) return {nullptr, matrices.array()[0], 0};
    return {matrices.array() + first, nullptr, 0};
}

/**
 * Problems first .. first + count - 1 of a group through one tiny batch kernel, when the
 * group's (column-major) sizes are those of the tiny kernels and the run has more than one
 * problem; false (nothing done) otherwise.
 */
template <typename T>
bool run_tiny(GemmGroupArgs<T> const& a, core::Matrices<T const> const& A,
              core::Matrices<T const> const& B, core::Matrices<T> const& C, int64_t first,
              int64_t count)
{
    if constexpr (has_tiny_kernels<T>) {
        // A run of one problem (groups of one: every problem its own size) is gemm()'s, which
        // takes the any-size kernel: one body for all sizes stays in the instruction cache.
        if (count == 1) return false;
        if (a.m > tiny_max || a.k < 1 || a.k > tiny_max || core::is_zero(a.alpha)) return false;
        static TinyGemmTable<T> const& tiny = tiny_gemm_table<T>(active_isa());
        bool const a_nt = a.transA == Op::NoTrans, b_nt = a.transB == Op::NoTrans;
        bool const conj_a = is_complex_v<T> && a.transA == Op::ConjTrans;
        bool const conj_b = is_complex_v<T> && a.transB == Op::ConjTrans;
        if constexpr (!is_complex_v<T>) {
            if (a_nt && b_nt && a.m == a.n && a.n == a.k) {
                int const beta_case = a.beta == T(0)   ? int(TinyBeta::zero)
                                      : a.beta == T(1) ? int(TinyBeta::one)
                                                       : int(TinyBeta::other);
                tiny.square[a.m - 1][beta_case](count, a.alpha, sequence_from(A, first), a.lda,
                                                sequence_from(B, first), a.ldb, a.beta,
                                                sequence_from(C, first), a.ldc);
                return true;
            }
        }
        tiny.batch[a.m - 1][a.k - 1](count, a.n, a.alpha, sequence_from(A, first),
                                     a_nt ? 1 : a.lda, a_nt ? a.lda : 1, conj_a,
                                     sequence_from(B, first), b_nt ? 1 : a.ldb,
                                     b_nt ? a.ldb : 1, conj_b, a.beta, sequence_from(C, first),
                                     a.ldc);
        return true;
    }
    else {
        return false;
    }
}

/** Gemm of a batch whose arguments but the matrices are given per group: a group of tiny
 *  problems is one call of a batch kernel; other groups loop over the per-problem gemm. */
template <typename T>
void run_per_group(core::GemmProblems<T> const& p)
{
    bool const rows = row_major(p.layout);
    // value(param, at): the group's value, through the view or (the C API's group form, where
    // variable sizes are a group per problem) with one load from the caller's array.
    auto const read_args = [&](auto const& value) {
        return read_group_args<GemmGroupArgs<T>>(p.groups, [&](core::Index first) {
            GemmGroupArgs<T> a{Op(value(p.transA, first)), Op(value(p.transB, first)),
                               value(p.m, first),          value(p.n, first),
                               value(p.k, first),          value(p.lda, first),
                               value(p.ldb, first),        value(p.ldc, first),
                               value(p.alpha, first),      value(p.beta, first),
                               rows};
            if (rows) {
                std::swap(a.transA, a.transB);
                std::swap(a.m, a.n);
                std::swap(a.lda, a.ldb);
            }
            return a;
        });
    };
    auto const through_view = [](auto const& param, core::Index at) { return param(at); };
    auto const from_array = [](auto const& param, core::Index at) {
        return param.value_of_group(at.group);
    };
    auto const args = core::scalars_per_group_as_stored(p) ? read_args(from_array)
                                                          : read_args(through_view);
    run_batch_by_group(
        p.groups,
        [&](int64_t g) {
            auto const& a = args[std::size_t(g)];
            return flop_weight<T>() * 2.0 * a.m * a.n * a.k;
        },
        [&](int64_t g, int64_t first_problem, int64_t count) {
            auto const& a = args[std::size_t(g)];
            if (a.m == 0 || a.n == 0) return;
            core::Matrices<T const> const& A = a.swap_operands ? p.B : p.A;
            core::Matrices<T const> const& B = a.swap_operands ? p.A : p.B;
            if (run_tiny(a, A, B, p.C, first_problem, count)) return;
            for (int64_t i = first_problem; i < first_problem + count; ++i) {
                core::Index const at{g, i};
                gemm(a.transA, a.transB, a.m, a.n, a.k, a.alpha, A(at), a.lda, B(at), a.ldb,
                     a.beta, p.C(at), a.ldc);
            }
        });
}

template <typename T>
void run(core::GemmProblems<T> const& p)
{
    bool const rows = row_major(p.layout);
    if (core::arguments_per_group(p)) {
        // Tiny problems cost about as much as reading their ten arguments through the view;
        // with arguments given per group, read them once per group.
        run_per_group(p);
        return;
    }
    run_batch(
        p.groups,
        [&](core::Index at) { return flop_weight<T>() * 2.0 * p.m(at) * p.n(at) * p.k(at); },
        [&](core::Index at) {
            auto const transA = Op(p.transA(at)), transB = Op(p.transB(at));
            if (rows)
                gemm(transB, transA, p.n(at), p.m(at), p.k(at), p.alpha(at), p.B(at), p.ldb(at),
                     p.A(at), p.lda(at), p.beta(at), p.C(at), p.ldc(at));
            else
                gemm(transA, transB, p.m(at), p.n(at), p.k(at), p.alpha(at), p.A(at), p.lda(at),
                     p.B(at), p.ldb(at), p.beta(at), p.C(at), p.ldc(at));
        });
}

template <typename T>
void run(core::SymmProblems<T> const& p)
{
    bool const rows = row_major(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) {
            double const ka = p.side(at) == int(Side::Left) ? p.m(at) : p.n(at);
            return flop_weight<T>() * 2.0 * ka * p.m(at) * p.n(at);
        },
        [&](core::Index at) {
            Side side = Side(p.side(at));
            Uplo uplo = Uplo(p.uplo(at));
            int64_t m = p.m(at), n = p.n(at);
            if (rows) {
                side = flipped(side);
                uplo = flipped(uplo);
                std::swap(m, n);
            }
            auto const routine = p.hermitian ? hemm<T> : symm<T>;
            routine(side, uplo, m, n, p.alpha(at), p.A(at), p.lda(at), p.B(at), p.ldb(at),
                    p.beta(at), p.C(at), p.ldc(at));
        });
}

template <typename T, typename Scalar>
void run(core::RankKProblems<T, Scalar> const& p)
{
    bool const rows = row_major(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) { return flop_weight<T>() * double(p.n(at)) * (p.n(at) + 1) * p.k(at); },
        [&](core::Index at) {
            Uplo uplo = Uplo(p.uplo(at));
            Op trans = Op(p.trans(at));
            if (rows) {
                uplo = flipped(uplo);
                trans = flipped_rank_k(trans, p.hermitian, is_complex_v<T>);
            }
            if constexpr (std::is_same_v<Scalar, T>)
                syrk(uplo, trans, p.n(at), p.k(at), p.alpha(at), p.A(at), p.lda(at), p.beta(at),
                     p.C(at), p.ldc(at));
            else
                herk(uplo, trans, p.n(at), p.k(at), p.alpha(at), p.A(at), p.lda(at), p.beta(at),
                     p.C(at), p.ldc(at));
        });
}

template <typename T, typename Beta>
void run(core::Rank2KProblems<T, Beta> const& p)
{
    bool const rows = row_major(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) { return flop_weight<T>() * 2.0 * p.n(at) * p.n(at) * p.k(at); },
        [&](core::Index at) {
            Uplo uplo = Uplo(p.uplo(at));
            Op trans = Op(p.trans(at));
            T alpha = p.alpha(at);
            if (rows) {
                uplo = flipped(uplo);
                trans = flipped_rank_k(trans, p.hermitian, is_complex_v<T>);
                // C^T = conj(C) for Hermitian C: the two products trade their scalars.
                if (p.hermitian) alpha = conjugated(alpha);
            }
            if constexpr (std::is_same_v<Beta, T>)
                syr2k(uplo, trans, p.n(at), p.k(at), alpha, p.A(at), p.lda(at), p.B(at),
                      p.ldb(at), p.beta(at), p.C(at), p.ldc(at));
            else
                her2k(uplo, trans, p.n(at), p.k(at), alpha, p.A(at), p.lda(at), p.B(at),
                      p.ldb(at), p.beta(at), p.C(at), p.ldc(at));
        });
}

/** A trsm / trmm group's arguments other than its matrices, column-major form. */
template <typename T>
struct TriangularGroupArgs {
    Side side;
    Uplo uplo;
    Op trans;
    Diag diag;
    int64_t m, n, lda, ldb;
    T alpha;
};

/** Trsm / trmm of a batch whose arguments but the matrices are given per group: the arguments
 *  are read once per group, as for gemm (run_per_group), not once per problem. */
template <typename T>
void run_triangular_per_group(core::TriangularProblems<T> const& p)
{
    bool const rows = row_major(p.layout);
    auto const args = read_group_args<TriangularGroupArgs<T>>(p.groups, [&](core::Index first) {
        TriangularGroupArgs<T> a{Side(p.side(first)), Uplo(p.uplo(first)), Op(p.trans(first)),
                                 Diag(p.diag(first)), p.m(first),         p.n(first),
                                 p.lda(first),        p.ldb(first),       p.alpha(first)};
        if (rows) {
            a.side = flipped(a.side);
            a.uplo = flipped(a.uplo);
            std::swap(a.m, a.n);
        }
        return a;
    });
    auto const routine = p.solve ? trsm<T> : trmm<T>;
    run_batch_by_group(
        p.groups,
        [&](int64_t g) {
            auto const& a = args[std::size_t(g)];
            double const ka = a.side == Side::Left ? a.m : a.n;
            return flop_weight<T>() * ka * a.m * a.n;
        },
        [&](int64_t g, int64_t first_problem, int64_t count) {
            auto const& a = args[std::size_t(g)];
            if (a.m == 0 || a.n == 0) return;
            for (int64_t i = first_problem; i < first_problem + count; ++i) {
                core::Index const at{g, i};
                routine(a.side, a.uplo, a.trans, a.diag, a.m, a.n, a.alpha, p.A(at), a.lda,
                        p.B(at), a.ldb);
            }
        });
}

template <typename T>
void run(core::TriangularProblems<T> const& p)
{
    if (core::arguments_per_group(p)) {
        run_triangular_per_group(p);
        return;
    }
    bool const rows = row_major(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) {
            double const ka = p.side(at) == int(Side::Left) ? p.m(at) : p.n(at);
            return flop_weight<T>() * ka * p.m(at) * p.n(at);
        },
        [&](core::Index at) {
            Side side = Side(p.side(at));
            Uplo uplo = Uplo(p.uplo(at));
            int64_t m = p.m(at), n = p.n(at);
            if (rows) {
                side = flipped(side);
                uplo = flipped(uplo);
                std::swap(m, n);
            }
            auto const routine = p.solve ? trsm<T> : trmm<T>;
            routine(side, uplo, Op(p.trans(at)), Diag(p.diag(at)), m, n, p.alpha(at), p.A(at),
                    p.lda(at), p.B(at), p.ldb(at));
        });
}

template void run(core::GemmProblems<bblas_half> const&);
template void run(core::GemmProblems<float> const&);
template void run(core::GemmProblems<double> const&);
template void run(core::GemmProblems<std::complex<float>> const&);
template void run(core::GemmProblems<std::complex<double>> const&);

template void run(core::SymmProblems<float> const&);
template void run(core::SymmProblems<double> const&);
template void run(core::SymmProblems<std::complex<float>> const&);
template void run(core::SymmProblems<std::complex<double>> const&);

template void run(core::RankKProblems<float, float> const&);
template void run(core::RankKProblems<double, double> const&);
template void run(core::RankKProblems<std::complex<float>, std::complex<float>> const&);
template void run(core::RankKProblems<std::complex<double>, std::complex<double>> const&);
template void run(core::RankKProblems<std::complex<float>, float> const&);
template void run(core::RankKProblems<std::complex<double>, double> const&);

template void run(core::Rank2KProblems<float, float> const&);
template void run(core::Rank2KProblems<double, double> const&);
template void run(core::Rank2KProblems<std::complex<float>, std::complex<float>> const&);
template void run(core::Rank2KProblems<std::complex<double>, std::complex<double>> const&);
template void run(core::Rank2KProblems<std::complex<float>, float> const&);
template void run(core::Rank2KProblems<std::complex<double>, double> const&);

template void run(core::TriangularProblems<float> const&);
template void run(core::TriangularProblems<double> const&);
template void run(core::TriangularProblems<std::complex<float>> const&);
template void run(core::TriangularProblems<std::complex<double>> const&);

}  // namespace batchblas::cpu
