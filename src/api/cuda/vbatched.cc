// SPDX-License-Identifier: BSD-3-Clause
/**
 * The vbatched forms of the CUDA backend (batchblas::vbatched, batchblas/cuda.hh and
 * batchblas/cuda_lapack.hh), Level 3 and LAPACK: sizes, leading dimensions and pointer arrays in
 * device memory, options and scalars shared by every problem, maxima given by the host. The host
 * can check only what it holds (layout, options, maxima: api/cuda/vbatched_arguments.hh,
 * reported by throwing Error); each problem is checked on the device when info is given
 * (cuda/launch/vbatched.hh), and LAPACK's numerical codes stay
 * in the caller's device info array.
 */
#include <batchblas/cuda.hh>

#include <complex>
#include <cstdint>
#include <string>

#include "api/cuda/vbatched_arguments.hh"
#include "api/view_builders.hh"
#include "core/problems.hh"
#include "core/size_arith.hh"
#include "core/validate.hh"
#include "cuda/launch/vbatched.hh"

namespace batchblas::vbatched {
namespace {

// ------------------------------------------------------------------------------------------------
// Level 3

using cuda::DeviceDescribed;
using cuda::Routine;

/** The checks of what every form holds on the host, and the fields every form sets. */
template <typename T>
DeviceDescribed<T> described(Routine routine, char const* name, Layout layout, int64_t max_m,
                             int64_t max_n, int64_t max_k, size_t batch_count, int64_t* info)
{
    auto b = described_common<DeviceDescribed<T>>(routine, name, layout, max_m, max_n, max_k,
                                                  batch_count, info);
    b.max_k = max_k;
    return b;
}

using api::in;
using api::out;

/** symm, hemm, syrk, herk, syr2k, her2k: trans in transA; real scalars as T. */
template <typename T, typename Alpha, typename Beta>
void symmetric_family(Routine routine, char const* name, Layout layout, Side side, Uplo uplo,
                      Op trans, int64_t const* m, int64_t const* n, int64_t const* k, int64_t max_m,
                      int64_t max_n, int64_t max_k, Alpha alpha, T const* const* A,
                      int64_t const* lda, T const* const* B, int64_t const* ldb, Beta beta,
                      T* const* C, int64_t const* ldc, size_t batch_count, int64_t* info,
                      Queue& queue)
{
    auto b = described<T>(routine, name, layout, max_m, max_n, max_k, batch_count, info);
    b.side = side;
    b.uplo = uplo;
    b.transA = trans;
    b.alpha = T(alpha);
    b.beta = T(beta);
    b.m = m;
    b.n = n;
    b.k = k;
    b.lda = lda;
    b.ldb = ldb;
    b.ldc = ldc;
    b.A = in(A);
    b.B = in(B);
    b.C = out(C);
    cuda::launch(b, queue);
}

/** trmm and trsm: B travels in the C slot, its leading dimensions in ldc. */
template <typename T>
void triangular(Routine routine, char const* name, Layout layout, Side side, Uplo uplo, Op trans,
                Diag diag, int64_t const* m, int64_t const* n, int64_t max_m, int64_t max_n,
                same_t<T> alpha, T const* const* A, int64_t const* lda, T* const* B,
                int64_t const* ldb, size_t batch_count, int64_t* info, Queue& queue)
{
    require(core::valid_side(int(side)), name, "side");
    require(core::valid_uplo(int(uplo)), name, "uplo");
    require(core::valid_op(int(trans)), name, "trans");
    require(core::valid_diag(int(diag)), name, "diag");
    auto b = described<T>(routine, name, layout, max_m, max_n, 0, batch_count, info);
    b.side = side;
    b.uplo = uplo;
    b.transA = trans;
    b.diag = diag;
    b.alpha = alpha;
    b.m = m;
    b.n = n;
    b.lda = lda;
    b.ldc = ldb;
    b.A = in(A);
    b.C = out(B);
    cuda::launch(b, queue);
}

// ------------------------------------------------------------------------------------------------
// LAPACK

using cuda::DeviceDescribedLapack;
using cuda::LapackPositions;
using cuda::LapackRoutine;

/** The checks of what every form holds on the host, and the fields every form sets. */
template <typename T>
DeviceDescribedLapack<T> described(LapackRoutine routine, char const* name, Layout layout,
                                   int64_t max_m, int64_t max_n, int64_t max_nrhs,
                                   size_t batch_count, int64_t* info)
{
    auto b = described_common<DeviceDescribedLapack<T>>(routine, name, layout, max_m, max_n,
                                                        max_nrhs, batch_count, info);
    b.max_nrhs = max_nrhs;
    return b;
}

/** A device array a nonempty batch reads: must be given. */
void require_array(void const* array, size_t batch_count, char const* routine, char const* argument)
{
    require(batch_count == 0 || array != nullptr, routine, argument);
}

/** The argument positions of a routine's C signature; 0 for those it lacks. */
template <class P>
LapackPositions positions_m_n()
{
    LapackPositions pos{};
    pos.m = int8_t(P::m_pos);
    pos.n = int8_t(P::n_pos);
    pos.A = int8_t(P::A_pos);
    pos.lda = int8_t(P::lda_pos);
    return pos;
}
template <class P>
LapackPositions positions_n_nrhs()
{
    LapackPositions pos{};
    pos.n = int8_t(P::n_pos);
    pos.nrhs = int8_t(P::nrhs_pos);
    pos.A = int8_t(P::A_pos);
    pos.lda = int8_t(P::lda_pos);
    pos.B = int8_t(P::B_pos);
    pos.ldb = int8_t(P::ldb_pos);
    return pos;
}

/** The Cholesky solves (potrs: A read only; posv: A factored in place). */
template <typename T, bool Factor>
void cholesky_solve(Layout layout, Uplo uplo, int64_t const* n, int64_t const* nrhs, int64_t max_n,
                    int64_t max_nrhs, T const* const* A, int64_t const* lda, T* const* B,
                    int64_t const* ldb, size_t batch_count, int64_t* info, Queue& queue)
{
    using P = core::CholeskySolveProblems<T, Factor>;
    char const* const name = Factor ? "posv" : "potrs";
    require(core::valid_uplo(int(uplo)), name, "uplo");
    auto b = described<T>(Factor ? LapackRoutine::Posv : LapackRoutine::Potrs, name, layout, 0,
                          max_n, max_nrhs, batch_count, info);
    require_array(n, batch_count, name, "n");
    require_array(nrhs, batch_count, name, "nrhs");
    require_array(A, batch_count, name, "A");
    require_array(lda, batch_count, name, "lda");
    require_array(B, batch_count, name, "B");
    require_array(ldb, batch_count, name, "ldb");
    b.option = int(uplo);
    b.n = n;
    b.nrhs = nrhs;
    b.lda = lda;
    b.ldb = ldb;
    b.A = const_cast<T* const*>(A);  // potrs never writes A
    b.B = B;
    b.positions = positions_n_nrhs<P>();
    cuda::launch(b, queue);
}

}  // namespace

// ------------------------------------------------------------------------------------------------
// Level 3

template <typename T>
void gemm(Layout layout, Op transA, Op transB, int64_t const* m, int64_t const* n, int64_t const* k,
          int64_t max_m, int64_t max_n, int64_t max_k, same_t<T> alpha, T const* const* A,
          int64_t const* lda, T const* const* B, int64_t const* ldb, same_t<T> beta, T* const* C,
          int64_t const* ldc, size_t batch_count, int64_t* info, Queue& queue)
{
    require(core::valid_op(int(transA)), "gemm", "transA");
    require(core::valid_op(int(transB)), "gemm", "transB");
    auto b = described<T>(Routine::Gemm, "gemm", layout, max_m, max_n, max_k, batch_count, info);
    b.transA = transA;
    b.transB = transB;
    b.alpha = alpha;
    b.beta = beta;
    b.m = m;
    b.n = n;
    b.k = k;
    b.lda = lda;
    b.ldb = ldb;
    b.ldc = ldc;
    b.A = in(A);
    b.B = in(B);
    b.C = out(C);
    cuda::launch(b, queue);
}

template <typename T>
void symm(Layout layout, Side side, Uplo uplo, int64_t const* m, int64_t const* n, int64_t max_m,
          int64_t max_n, same_t<T> alpha, T const* const* A, int64_t const* lda, T const* const* B,
          int64_t const* ldb, same_t<T> beta, T* const* C, int64_t const* ldc, size_t batch_count,
          int64_t* info, Queue& queue)
{
    require(core::valid_side(int(side)), "symm", "side");
    require(core::valid_uplo(int(uplo)), "symm", "uplo");
    symmetric_family<T>(Routine::Symm, "symm", layout, side, uplo, Op::NoTrans, m, n, nullptr,
                        max_m, max_n, 0, alpha, A, lda, B, ldb, beta, C, ldc, batch_count, info,
                        queue);
}

template <typename T>
void hemm(Layout layout, Side side, Uplo uplo, int64_t const* m, int64_t const* n, int64_t max_m,
          int64_t max_n, same_t<T> alpha, T const* const* A, int64_t const* lda, T const* const* B,
          int64_t const* ldb, same_t<T> beta, T* const* C, int64_t const* ldc, size_t batch_count,
          int64_t* info, Queue& queue)
{
    require(core::valid_side(int(side)), "hemm", "side");
    require(core::valid_uplo(int(uplo)), "hemm", "uplo");
    symmetric_family<T>(Routine::Hemm, "hemm", layout, side, uplo, Op::NoTrans, m, n, nullptr,
                        max_m, max_n, 0, alpha, A, lda, B, ldb, beta, C, ldc, batch_count, info,
                        queue);
}

template <typename T>
void syrk(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k, int64_t max_n,
          int64_t max_k, same_t<T> alpha, T const* const* A, int64_t const* lda, same_t<T> beta,
          T* const* C, int64_t const* ldc, size_t batch_count, int64_t* info, Queue& queue)
{
    require(core::valid_uplo(int(uplo)), "syrk", "uplo");
    require(core::valid_rank_k_op<T>(int(trans), false), "syrk", "trans");
    symmetric_family<T>(Routine::Syrk, "syrk", layout, Side::Left, uplo, trans, nullptr, n, k, 0,
                        max_n, max_k, alpha, A, lda, nullptr, nullptr, beta, C, ldc, batch_count,
                        info, queue);
}

template <typename T>
void herk(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k, int64_t max_n,
          int64_t max_k, real_type<T> alpha, T const* const* A, int64_t const* lda,
          real_type<T> beta, T* const* C, int64_t const* ldc, size_t batch_count, int64_t* info,
          Queue& queue)
{
    require(core::valid_uplo(int(uplo)), "herk", "uplo");
    require(core::valid_rank_k_op<T>(int(trans), true), "herk", "trans");
    symmetric_family<T>(Routine::Herk, "herk", layout, Side::Left, uplo, trans, nullptr, n, k, 0,
                        max_n, max_k, alpha, A, lda, nullptr, nullptr, beta, C, ldc, batch_count,
                        info, queue);
}

template <typename T>
void syr2k(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k, int64_t max_n,
           int64_t max_k, same_t<T> alpha, T const* const* A, int64_t const* lda, T const* const* B,
           int64_t const* ldb, same_t<T> beta, T* const* C, int64_t const* ldc, size_t batch_count,
           int64_t* info, Queue& queue)
{
    require(core::valid_uplo(int(uplo)), "syr2k", "uplo");
    require(core::valid_rank_k_op<T>(int(trans), false), "syr2k", "trans");
    symmetric_family<T>(Routine::Syr2k, "syr2k", layout, Side::Left, uplo, trans, nullptr, n, k, 0,
                        max_n, max_k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count, info,
                        queue);
}

template <typename T>
void her2k(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k, int64_t max_n,
           int64_t max_k, same_t<T> alpha, T const* const* A, int64_t const* lda, T const* const* B,
           int64_t const* ldb, real_type<T> beta, T* const* C, int64_t const* ldc,
           size_t batch_count, int64_t* info, Queue& queue)
{
    require(core::valid_uplo(int(uplo)), "her2k", "uplo");
    require(core::valid_rank_k_op<T>(int(trans), true), "her2k", "trans");
    symmetric_family<T>(Routine::Her2k, "her2k", layout, Side::Left, uplo, trans, nullptr, n, k, 0,
                        max_n, max_k, alpha, A, lda, B, ldb, beta, C, ldc, batch_count, info,
                        queue);
}

template <typename T>
void trmm(Layout layout, Side side, Uplo uplo, Op trans, Diag diag, int64_t const* m,
          int64_t const* n, int64_t max_m, int64_t max_n, same_t<T> alpha, T const* const* A,
          int64_t const* lda, T* const* B, int64_t const* ldb, size_t batch_count, int64_t* info,
          Queue& queue)
{
    triangular<T>(Routine::Trmm, "trmm", layout, side, uplo, trans, diag, m, n, max_m, max_n, alpha,
                  A, lda, B, ldb, batch_count, info, queue);
}

template <typename T>
void trsm(Layout layout, Side side, Uplo uplo, Op trans, Diag diag, int64_t const* m,
          int64_t const* n, int64_t max_m, int64_t max_n, same_t<T> alpha, T const* const* A,
          int64_t const* lda, T* const* B, int64_t const* ldb, size_t batch_count, int64_t* info,
          Queue& queue)
{
    triangular<T>(Routine::Trsm, "trsm", layout, side, uplo, trans, diag, m, n, max_m, max_n, alpha,
                  A, lda, B, ldb, batch_count, info, queue);
}

// ------------------------------------------------------------------------------------------------
// LAPACK

template <typename T>
void getrf(Layout layout, int64_t const* m, int64_t const* n, int64_t max_m, int64_t max_n,
           T* const* A, int64_t const* lda, int64_t* const* ipiv, size_t batch_count, int64_t* info,
           Queue& queue)
{
    using P = core::GetrfProblems<T>;
    auto b =
        described<T>(LapackRoutine::Getrf, "getrf", layout, max_m, max_n, 0, batch_count, info);
    require_array(m, batch_count, "getrf", "m");
    require_array(n, batch_count, "getrf", "n");
    require_array(A, batch_count, "getrf", "A");
    require_array(lda, batch_count, "getrf", "lda");
    require_array(ipiv, batch_count, "getrf", "ipiv");
    b.m = m;
    b.n = n;
    b.lda = lda;
    b.A = A;
    b.ipiv = ipiv;
    b.positions = positions_m_n<P>();
    b.positions.ipiv = int8_t(P::ipiv_pos);
    cuda::launch(b, queue);
}

template <typename T>
void getrfnp(Layout layout, int64_t const* m, int64_t const* n, int64_t max_m, int64_t max_n,
             T* const* A, int64_t const* lda, size_t batch_count, int64_t* info, Queue& queue)
{
    using P = core::GetrfNoPivotProblems<T>;
    auto b = described<T>(LapackRoutine::GetrfNoPivot, "getrfnp", layout, max_m, max_n, 0,
                          batch_count, info);
    require_array(m, batch_count, "getrfnp", "m");
    require_array(n, batch_count, "getrfnp", "n");
    require_array(A, batch_count, "getrfnp", "A");
    require_array(lda, batch_count, "getrfnp", "lda");
    b.m = m;
    b.n = n;
    b.lda = lda;
    b.A = A;
    b.positions = positions_m_n<P>();
    cuda::launch(b, queue);
}

template <typename T>
void getrs(Layout layout, Op trans, int64_t const* n, int64_t const* nrhs, int64_t max_n,
           int64_t max_nrhs, T const* const* A, int64_t const* lda, int64_t const* const* ipiv,
           T* const* B, int64_t const* ldb, size_t batch_count, int64_t* info, Queue& queue)
{
    using P = core::GetrsProblems<T>;
    require(core::valid_op(int(trans)), "getrs", "trans");
    auto b =
        described<T>(LapackRoutine::Getrs, "getrs", layout, 0, max_n, max_nrhs, batch_count, info);
    require_array(n, batch_count, "getrs", "n");
    require_array(nrhs, batch_count, "getrs", "nrhs");
    require_array(A, batch_count, "getrs", "A");
    require_array(lda, batch_count, "getrs", "lda");
    require_array(ipiv, batch_count, "getrs", "ipiv");
    require_array(B, batch_count, "getrs", "B");
    require_array(ldb, batch_count, "getrs", "ldb");
    b.option = int(trans);
    b.n = n;
    b.nrhs = nrhs;
    b.lda = lda;
    b.ldb = ldb;
    b.A = const_cast<T* const*>(A);              // getrs never writes A
    b.ipiv = const_cast<int64_t* const*>(ipiv);  // nor the pivots
    b.B = B;
    b.positions = positions_n_nrhs<P>();
    b.positions.ipiv = int8_t(P::ipiv_pos);
    cuda::launch(b, queue);
}

template <typename T>
void gesv(Layout layout, int64_t const* n, int64_t const* nrhs, int64_t max_n, int64_t max_nrhs,
          T* const* A, int64_t const* lda, int64_t* const* ipiv, T* const* B, int64_t const* ldb,
          size_t batch_count, int64_t* info, Queue& queue)
{
    using P = core::GesvProblems<T>;
    auto b =
        described<T>(LapackRoutine::Gesv, "gesv", layout, 0, max_n, max_nrhs, batch_count, info);
    require_array(n, batch_count, "gesv", "n");
    require_array(nrhs, batch_count, "gesv", "nrhs");
    require_array(A, batch_count, "gesv", "A");
    require_array(lda, batch_count, "gesv", "lda");
    require_array(ipiv, batch_count, "gesv", "ipiv");
    require_array(B, batch_count, "gesv", "B");
    require_array(ldb, batch_count, "gesv", "ldb");
    b.n = n;
    b.nrhs = nrhs;
    b.lda = lda;
    b.ldb = ldb;
    b.A = A;
    b.ipiv = ipiv;
    b.B = B;
    b.positions = positions_n_nrhs<P>();
    b.positions.ipiv = int8_t(P::ipiv_pos);
    cuda::launch(b, queue);
}

template <typename T>
void potrf(Layout layout, Uplo uplo, int64_t const* n, int64_t max_n, T* const* A,
           int64_t const* lda, size_t batch_count, int64_t* info, Queue& queue)
{
    using P = core::PotrfProblems<T>;
    require(core::valid_uplo(int(uplo)), "potrf", "uplo");
    auto b = described<T>(LapackRoutine::Potrf, "potrf", layout, 0, max_n, 0, batch_count, info);
    require_array(n, batch_count, "potrf", "n");
    require_array(A, batch_count, "potrf", "A");
    require_array(lda, batch_count, "potrf", "lda");
    b.option = int(uplo);
    b.n = n;
    b.lda = lda;
    b.A = A;
    b.positions.n = int8_t(P::n_pos);
    b.positions.A = int8_t(P::A_pos);
    b.positions.lda = int8_t(P::lda_pos);
    cuda::launch(b, queue);
}

template <typename T>
void potrs(Layout layout, Uplo uplo, int64_t const* n, int64_t const* nrhs, int64_t max_n,
           int64_t max_nrhs, T const* const* A, int64_t const* lda, T* const* B, int64_t const* ldb,
           size_t batch_count, int64_t* info, Queue& queue)
{
    cholesky_solve<T, false>(layout, uplo, n, nrhs, max_n, max_nrhs, A, lda, B, ldb, batch_count,
                             info, queue);
}

template <typename T>
void posv(Layout layout, Uplo uplo, int64_t const* n, int64_t const* nrhs, int64_t max_n,
          int64_t max_nrhs, T* const* A, int64_t const* lda, T* const* B, int64_t const* ldb,
          size_t batch_count, int64_t* info, Queue& queue)
{
    cholesky_solve<T, true>(layout, uplo, n, nrhs, max_n, max_nrhs, A, lda, B, ldb, batch_count,
                            info, queue);
}

template <typename T>
void getri(Layout layout, int64_t const* n, int64_t max_n, T const* const* A, int64_t const* lda,
           int64_t const* const* ipiv, T* const* C, int64_t const* ldc, size_t batch_count,
           int64_t* info, Queue& queue)
{
    using P = core::GetriProblems<T>;
    auto b = described<T>(LapackRoutine::Getri, "getri", layout, 0, max_n, 0, batch_count, info);
    require_array(n, batch_count, "getri", "n");
    require_array(A, batch_count, "getri", "A");
    require_array(lda, batch_count, "getri", "lda");
    require_array(ipiv, batch_count, "getri", "ipiv");
    require_array(C, batch_count, "getri", "C");
    require_array(ldc, batch_count, "getri", "ldc");
    b.n = n;
    b.lda = lda;
    b.ldb = ldc;
    b.A = const_cast<T* const*>(A);              // getri never writes A
    b.ipiv = const_cast<int64_t* const*>(ipiv);  // nor the pivots
    b.B = C;
    b.positions.n = int8_t(P::n_pos);
    b.positions.A = int8_t(P::A_pos);
    b.positions.lda = int8_t(P::lda_pos);
    b.positions.ipiv = int8_t(P::ipiv_pos);
    b.positions.B = int8_t(P::C_pos);
    b.positions.ldb = int8_t(P::ldc_pos);
    cuda::launch(b, queue);
}

template <typename T>
void geqrf(Layout layout, int64_t const* m, int64_t const* n, int64_t max_m, int64_t max_n,
           T* const* A, int64_t const* lda, T* const* tau, size_t batch_count, int64_t* info,
           Queue& queue)
{
    using P = core::GeqrfProblems<T>;
    auto b =
        described<T>(LapackRoutine::Geqrf, "geqrf", layout, max_m, max_n, 0, batch_count, info);
    require_array(m, batch_count, "geqrf", "m");
    require_array(n, batch_count, "geqrf", "n");
    require_array(A, batch_count, "geqrf", "A");
    require_array(lda, batch_count, "geqrf", "lda");
    require_array(tau, batch_count, "geqrf", "tau");
    b.m = m;
    b.n = n;
    b.lda = lda;
    b.A = A;
    b.B = tau;
    b.positions = positions_m_n<P>();
    b.positions.B = int8_t(P::tau_pos);
    cuda::launch(b, queue);
}

// ------------------------------------------------------------------------------------------------
// Explicit instantiations: the four types for every routine.

template <typename T>
using Gemm = void(Layout, Op, Op, int64_t const*, int64_t const*, int64_t const*, int64_t, int64_t,
                  int64_t, same_t<T>, T const* const*, int64_t const*, T const* const*,
                  int64_t const*, same_t<T>, T* const*, int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Symm = void(Layout, Side, Uplo, int64_t const*, int64_t const*, int64_t, int64_t, same_t<T>,
                  T const* const*, int64_t const*, T const* const*, int64_t const*, same_t<T>,
                  T* const*, int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Syrk = void(Layout, Uplo, Op, int64_t const*, int64_t const*, int64_t, int64_t, same_t<T>,
                  T const* const*, int64_t const*, same_t<T>, T* const*, int64_t const*, size_t,
                  int64_t*, Queue&);
template <typename T>
using Herk = void(Layout, Uplo, Op, int64_t const*, int64_t const*, int64_t, int64_t, real_type<T>,
                  T const* const*, int64_t const*, real_type<T>, T* const*, int64_t const*, size_t,
                  int64_t*, Queue&);
template <typename T>
using Syr2k = void(Layout, Uplo, Op, int64_t const*, int64_t const*, int64_t, int64_t, same_t<T>,
                   T const* const*, int64_t const*, T const* const*, int64_t const*, same_t<T>,
                   T* const*, int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Her2k = void(Layout, Uplo, Op, int64_t const*, int64_t const*, int64_t, int64_t, same_t<T>,
                   T const* const*, int64_t const*, T const* const*, int64_t const*, real_type<T>,
                   T* const*, int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Triangular = void(Layout, Side, Uplo, Op, Diag, int64_t const*, int64_t const*, int64_t,
                        int64_t, same_t<T>, T const* const*, int64_t const*, T* const*,
                        int64_t const*, size_t, int64_t*, Queue&);

template Gemm<float> gemm;
template Gemm<double> gemm;
template Gemm<std::complex<float>> gemm;
template Gemm<std::complex<double>> gemm;
template Symm<float> symm;
template Symm<double> symm;
template Symm<std::complex<float>> symm;
template Symm<std::complex<double>> symm;
template Symm<float> hemm;
template Symm<double> hemm;
template Symm<std::complex<float>> hemm;
template Symm<std::complex<double>> hemm;
template Syrk<float> syrk;
template Syrk<double> syrk;
template Syrk<std::complex<float>> syrk;
template Syrk<std::complex<double>> syrk;
template Herk<float> herk;
template Herk<double> herk;
template Herk<std::complex<float>> herk;
template Herk<std::complex<double>> herk;
template Syr2k<float> syr2k;
template Syr2k<double> syr2k;
template Syr2k<std::complex<float>> syr2k;
template Syr2k<std::complex<double>> syr2k;
template Her2k<float> her2k;
template Her2k<double> her2k;
template Her2k<std::complex<float>> her2k;
template Her2k<std::complex<double>> her2k;
template Triangular<float> trmm;
template Triangular<double> trmm;
template Triangular<std::complex<float>> trmm;
template Triangular<std::complex<double>> trmm;
template Triangular<float> trsm;
template Triangular<double> trsm;
template Triangular<std::complex<float>> trsm;
template Triangular<std::complex<double>> trsm;

template <typename T>
using Getrf = void(Layout, int64_t const*, int64_t const*, int64_t, int64_t, T* const*,
                   int64_t const*, int64_t* const*, size_t, int64_t*, Queue&);
template <typename T>
using Getrfnp = void(Layout, int64_t const*, int64_t const*, int64_t, int64_t, T* const*,
                     int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Getrs = void(Layout, Op, int64_t const*, int64_t const*, int64_t, int64_t, T const* const*,
                   int64_t const*, int64_t const* const*, T* const*, int64_t const*, size_t,
                   int64_t*, Queue&);
template <typename T>
using Gesv = void(Layout, int64_t const*, int64_t const*, int64_t, int64_t, T* const*,
                  int64_t const*, int64_t* const*, T* const*, int64_t const*, size_t, int64_t*,
                  Queue&);
template <typename T>
using Potrf = void(Layout, Uplo, int64_t const*, int64_t, T* const*, int64_t const*, size_t,
                   int64_t*, Queue&);
template <typename T>
using Potrs = void(Layout, Uplo, int64_t const*, int64_t const*, int64_t, int64_t, T const* const*,
                   int64_t const*, T* const*, int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Posv = void(Layout, Uplo, int64_t const*, int64_t const*, int64_t, int64_t, T* const*,
                  int64_t const*, T* const*, int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Getri = void(Layout, int64_t const*, int64_t, T const* const*, int64_t const*,
                   int64_t const* const*, T* const*, int64_t const*, size_t, int64_t*, Queue&);
template <typename T>
using Geqrf = void(Layout, int64_t const*, int64_t const*, int64_t, int64_t, T* const*,
                   int64_t const*, T* const*, size_t, int64_t*, Queue&);

template Getrf<float> getrf;
template Getrf<double> getrf;
template Getrf<std::complex<float>> getrf;
template Getrf<std::complex<double>> getrf;
template Getrfnp<float> getrfnp;
template Getrfnp<double> getrfnp;
template Getrfnp<std::complex<float>> getrfnp;
template Getrfnp<std::complex<double>> getrfnp;
template Getrs<float> getrs;
template Getrs<double> getrs;
template Getrs<std::complex<float>> getrs;
template Getrs<std::complex<double>> getrs;
template Gesv<float> gesv;
template Gesv<double> gesv;
template Gesv<std::complex<float>> gesv;
template Gesv<std::complex<double>> gesv;
template Potrf<float> potrf;
template Potrf<double> potrf;
template Potrf<std::complex<float>> potrf;
template Potrf<std::complex<double>> potrf;
template Potrs<float> potrs;
template Potrs<double> potrs;
template Potrs<std::complex<float>> potrs;
template Potrs<std::complex<double>> potrs;
template Posv<float> posv;
template Posv<double> posv;
template Posv<std::complex<float>> posv;
template Posv<std::complex<double>> posv;
template Getri<float> getri;
template Getri<double> getri;
template Getri<std::complex<float>> getri;
template Getri<std::complex<double>> getri;
template Geqrf<float> geqrf;
template Geqrf<double> geqrf;
template Geqrf<std::complex<float>> geqrf;
template Geqrf<std::complex<double>> geqrf;

}  // namespace batchblas::vbatched
