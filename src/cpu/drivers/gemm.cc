// SPDX-License-Identifier: BSD-3-Clause
/**
 * Per-problem gemm, symm and hemm of the CPU backend (contract: level3.hh). All three are the
 * blocked GEMM of blocked.hh; symm / hemm differ only in the view of A, whose packing expands the
 * stored triangle (mirrored, conjugated for hemm, real diagonal for hemm).
 */
#include <complex>
#include <cstdint>

#include "cpu/config/active.hh"
#include "cpu/drivers/blocked.hh"
#include "cpu/drivers/gemm_run.hh"
#include "cpu/drivers/level3.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu {

namespace {

/** One problem through per-problem kernel `kernel` (not a batch kernel). */
template <typename T>
[[gnu::always_inline]] inline void run_one(core::GemmKernel kernel, Op transA, Op transB,
                                           int64_t m, int64_t n, int64_t k, T alpha, T const* A,
                                           int64_t lda, T const* B, int64_t ldb, T beta, T* C,
                                           int64_t ldc)
{
    static TinyGemmTable<T> const& tiny = tiny_gemm_table<T>(active_isa());
    bool const b_nt = transB == Op::NoTrans;
    switch (kernel) {
        case core::GemmKernel::nothing: return;
        case core::GemmKernel::scale: detail::scale_matrix(m, n, beta, C, ldc); return;
        case core::GemmKernel::exact: {
            // Every loop of the kernel unrolled for its size: nothing for the previous problems'
            // sizes to mispredict.
            TinyGemmProblem<T> const problem{A, B, C, m, n, k, lda, ldb, ldc, transA, transB,
                                             alpha, beta};
            static constexpr uint32_t first[1] = {0};
            tiny.exact[k - 1][n - 1](1, &problem, first);
            return;
        }
        case core::GemmKernel::any:
            // Its few bodies stay in the instruction cache from one problem to the next when
            // every problem has its own size, where each size's own kernel would be fetched
            // anew; nothing packed, no blocking set-up.
            tiny.any(m, n, k, alpha, A, lda, B, b_nt ? 1 : ldb, b_nt ? ldb : 1,
                     is_complex_v<T> && transB == Op::ConjTrans, beta, C, ldc);
            return;
        case core::GemmKernel::tiny: {
            // Tiny op(A): compile-time-size kernel, nothing packed. Element (i, p) of op(A) and
            // (p, j) of op(B) sit at unit or ld strides depending on the transposition.
            bool const a_nt = transA == Op::NoTrans;
            bool const conj_a = is_complex_v<T> && transA == Op::ConjTrans;
            bool const conj_b = is_complex_v<T> && transB == Op::ConjTrans;
            tiny.batch[m - 1][k - 1](1, n, alpha, {nullptr, A, 0}, a_nt ? 1 : lda,
                                     a_nt ? lda : 1, conj_a, {nullptr, B, 0}, b_nt ? 1 : ldb,
                                     b_nt ? ldb : 1, conj_b, beta, {nullptr, C, 0}, ldc);
            return;
        }
        default:
            detail::gemm_blocked(m, n, k, alpha, detail::rows_of_op(transA, A, lda),
                                 detail::cols_of_op(transB, B, ldb), beta, C, ldc);
            return;
    }
}

/** gemm of one problem on the kernel the planner's ladder gives it; streamed_run: one of a
 *  run of problems of one size too large for the caches (gemm_in_streamed_run). */
template <typename T>
void gemm_of(bool streamed_run, Op transA, Op transB, int64_t m, int64_t n, int64_t k, T alpha,
             T const* A, int64_t lda, T const* B, int64_t ldb, T beta, T* C, int64_t ldc)
{
    core::GemmShape const shape{transA, transB, m, n, k, lda, ldb, ldc, alpha == T(0)};
    core::GemmKernel const kernel = core::choose_gemm_kernel(
        shape, active_gemm_tuning<T>(), is_complex_v<T>, false, streamed_run);
    run_one(kernel, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

/** symm (hermitian = false) and hemm: the special matrix is the left or right GEMM operand. */
template <typename T>
void symm_hemm(bool hermitian, Side side, Uplo uplo, int64_t m, int64_t n, T alpha, T const* A,
               int64_t lda, T const* B, int64_t ldb, T beta, T* C, int64_t ldc)
{
    if (m == 0 || n == 0) return;
    if (alpha == T(0)) {
        detail::scale_matrix(m, n, beta, C, ldc);
        return;
    }
    bool const lower = uplo == Uplo::Lower;
    if (side == Side::Left) {
        // C = alpha S B + beta C: S's rows are the lanes of the left operand.
        detail::SymmetricView<T> const s{A, lda, lower, hermitian, false};
        detail::gemm_blocked(m, n, m, alpha, s, detail::cols_of_op(Op::NoTrans, B, ldb), beta, C,
                             ldc);
    }
    else {
        // C = alpha B S + beta C: the right operand's lane j, depth p is S(p, j), which is
        // S(j, p) when symmetric and conj(S(j, p)) when Hermitian.
        detail::SymmetricView<T> const s{A, lda, lower, hermitian, hermitian};
        detail::gemm_blocked(m, n, n, alpha, detail::rows_of_op(Op::NoTrans, B, ldb), s, beta, C,
                             ldc);
    }
}

}  // namespace

template <typename T>
void gemm(Op transA, Op transB, int64_t m, int64_t n, int64_t k, T alpha, T const* A, int64_t lda,
          T const* B, int64_t ldb, T beta, T* C, int64_t ldc)
{
    gemm_of(false, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

template <typename T>
void gemm_in_streamed_run(Op transA, Op transB, int64_t m, int64_t n, int64_t k, T alpha,
                          T const* A, int64_t lda, T const* B, int64_t ldb, T beta, T* C,
                          int64_t ldc)
{
    gemm_of(true, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

template <typename T>
core::GemmTuning const& active_gemm_tuning()
{
    static core::GemmTuning const& tuning = active_tuning().gemm.of<T>();
    return tuning;
}

template <typename T>
void run_gemm_batch(core::GemmKernel kernel, GemmRun<T> const& a, int64_t count,
                    MatrixSequence<T const> A, MatrixSequence<T const> B, MatrixSequence<T> C)
{
    static TinyGemmTable<T> const& tiny = tiny_gemm_table<T>(active_isa());
    bool const a_nt = a.trans_a == Op::NoTrans, b_nt = a.trans_b == Op::NoTrans;
    bool const conj_a = is_complex_v<T> && a.trans_a == Op::ConjTrans;
    bool const conj_b = is_complex_v<T> && a.trans_b == Op::ConjTrans;
    switch (kernel) {
        case core::GemmKernel::dense_square:
            // Packed square problems of one order: every size a compile-time constant.
            tiny.dense_square[a.m - dense_square_min](count, a.alpha, A, B, a.beta, C);
            return;
        case core::GemmKernel::any_run:
            // The any-size kernel, its set-up done once for the run.
            tiny.any_run(count, a.m, a.n, a.k, a.alpha, A, a.lda, B, b_nt ? 1 : a.ldb,
                         b_nt ? a.ldb : 1, conj_b, a.beta, C, a.ldc);
            return;
        case core::GemmKernel::square: {
            if constexpr (!is_complex_v<T>) {
                int const beta_case = a.beta == T(0)   ? int(TinyBeta::zero)
                                      : a.beta == T(1) ? int(TinyBeta::one)
                                                       : int(TinyBeta::other);
                tiny.square[a.m - 1][beta_case](count, a.alpha, A, a.lda, B, a.ldb, a.beta, C,
                                                a.ldc);
                return;
            }
            break;
        }
        default: break;
    }
    tiny.batch[a.m - 1][a.k - 1](count, a.n, a.alpha, A, a_nt ? 1 : a.lda, a_nt ? a.lda : 1,
                                 conj_a, B, b_nt ? 1 : a.ldb, b_nt ? a.ldb : 1, conj_b, a.beta,
                                 C, a.ldc);
}

template <typename T>
void run_gemm_problem(core::GemmKernel kernel, GemmRun<T> const& a, T const* A, T const* B, T* C)
{
    run_one(kernel, a.trans_a, a.trans_b, a.m, a.n, a.k, a.alpha, A, a.lda, B, a.ldb, a.beta, C,
            a.ldc);
}

template <typename T>
void symm(Side side, Uplo uplo, int64_t m, int64_t n, T alpha, T const* A, int64_t lda, T const* B,
          int64_t ldb, T beta, T* C, int64_t ldc)
{
    symm_hemm(false, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

template <typename T>
void hemm(Side side, Uplo uplo, int64_t m, int64_t n, T alpha, T const* A, int64_t lda, T const* B,
          int64_t ldb, T beta, T* C, int64_t ldc)
{
    // For real T the Hermitian view is the symmetric one (no conjugation, diagonal as is).
    symm_hemm(is_complex_v<T>, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

// ---------------------------------------------------------------------------------- instances

template void gemm<float>(Op, Op, int64_t, int64_t, int64_t, float, float const*, int64_t,
                          float const*, int64_t, float, float*, int64_t);
template void gemm<double>(Op, Op, int64_t, int64_t, int64_t, double, double const*, int64_t,
                           double const*, int64_t, double, double*, int64_t);
template void gemm<std::complex<float>>(Op, Op, int64_t, int64_t, int64_t, std::complex<float>,
                                        std::complex<float> const*, int64_t,
                                        std::complex<float> const*, int64_t, std::complex<float>,
                                        std::complex<float>*, int64_t);
template void gemm<std::complex<double>>(Op, Op, int64_t, int64_t, int64_t, std::complex<double>,
                                         std::complex<double> const*, int64_t,
                                         std::complex<double> const*, int64_t, std::complex<double>,
                                         std::complex<double>*, int64_t);

// clang-format off
template core::GemmTuning const& active_gemm_tuning<float>();
template core::GemmTuning const& active_gemm_tuning<double>();
template core::GemmTuning const& active_gemm_tuning<std::complex<float>>();
template core::GemmTuning const& active_gemm_tuning<std::complex<double>>();
template void run_gemm_batch<float>(core::GemmKernel, GemmRun<float> const&, int64_t, MatrixSequence<float const>, MatrixSequence<float const>, MatrixSequence<float>);
template void run_gemm_batch<double>(core::GemmKernel, GemmRun<double> const&, int64_t, MatrixSequence<double const>, MatrixSequence<double const>, MatrixSequence<double>);
template void run_gemm_batch<std::complex<float>>(core::GemmKernel, GemmRun<std::complex<float>> const&, int64_t, MatrixSequence<std::complex<float> const>, MatrixSequence<std::complex<float> const>, MatrixSequence<std::complex<float>>);
template void run_gemm_batch<std::complex<double>>(core::GemmKernel, GemmRun<std::complex<double>> const&, int64_t, MatrixSequence<std::complex<double> const>, MatrixSequence<std::complex<double> const>, MatrixSequence<std::complex<double>>);
template void run_gemm_problem<float>(core::GemmKernel, GemmRun<float> const&, float const*, float const*, float*);
template void run_gemm_problem<double>(core::GemmKernel, GemmRun<double> const&, double const*, double const*, double*);
template void run_gemm_problem<std::complex<float>>(core::GemmKernel, GemmRun<std::complex<float>> const&, std::complex<float> const*, std::complex<float> const*, std::complex<float>*);
template void run_gemm_problem<std::complex<double>>(core::GemmKernel, GemmRun<std::complex<double>> const&, std::complex<double> const*, std::complex<double> const*, std::complex<double>*);
template void gemm_in_streamed_run<float>(Op, Op, int64_t, int64_t, int64_t, float, float const*, int64_t, float const*, int64_t, float, float*, int64_t);
template void gemm_in_streamed_run<double>(Op, Op, int64_t, int64_t, int64_t, double, double const*, int64_t, double const*, int64_t, double, double*, int64_t);
template void gemm_in_streamed_run<std::complex<float>>(Op, Op, int64_t, int64_t, int64_t, std::complex<float>, std::complex<float> const*, int64_t, std::complex<float> const*, int64_t, std::complex<float>, std::complex<float>*, int64_t);
template void gemm_in_streamed_run<std::complex<double>>(Op, Op, int64_t, int64_t, int64_t, std::complex<double>, std::complex<double> const*, int64_t, std::complex<double> const*, int64_t, std::complex<double>, std::complex<double>*, int64_t);
// clang-format on

template SymmRoutine<float> symm<float>;
template SymmRoutine<double> symm<double>;
template SymmRoutine<std::complex<float>> symm<std::complex<float>>;
template SymmRoutine<std::complex<double>> symm<std::complex<double>>;

template SymmRoutine<float> hemm<float>;
template SymmRoutine<double> hemm<double>;
template SymmRoutine<std::complex<float>> hemm<std::complex<float>>;
template SymmRoutine<std::complex<double>> hemm<std::complex<double>>;

}  // namespace batchblas::cpu
