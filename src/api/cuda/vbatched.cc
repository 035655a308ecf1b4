// SPDX-License-Identifier: BSD-3-Clause
/**
 * The vbatched forms of the CUDA backend (batchblas::vbatched, batchblas/cuda.hh): sizes,
 * leading dimensions and pointer arrays in device memory, options and scalars shared by every
 * problem, maxima given by the host. The host can check only what it holds (layout, options,
 * maxima: core/check.hh's validators, reported by throwing Error); each problem is checked on
 * the device when info is given (cuda/launch/vbatched.hh).
 */
#include <batchblas/cuda.hh>

#include <complex>
#include <string>

#include "api/cuda/vbatched_arguments.hh"
#include "api/view_builders.hh"
#include "core/size_arith.hh"
#include "core/validate.hh"
#include "cuda/launch/vbatched.hh"

namespace batchblas::vbatched {
namespace {

using cuda::DeviceDescribed;
using cuda::Routine;

/** The checks of what every form holds on the host, and the fields every form sets. */
template <typename T>
DeviceDescribed<T> described(Routine routine, char const* name, Layout layout, int64_t max_m,
                             int64_t max_n, int64_t max_k, size_t batch_count, int64_t* info)
{
    auto b = described_common<DeviceDescribed<T>>(routine, name, layout, {max_m, max_n, max_k},
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

}  // namespace

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

}  // namespace batchblas::vbatched
