// SPDX-License-Identifier: BSD-3-Clause
/**
 * The Level 3 and LAPACK batch views of the C++ front ends, built once for every backend: the
 * CPU API (api/cxx/level3.cc, api/cxx/lapack.cc) and the CUDA backend's host-described API
 * (api/cuda/cxx_api.cc, api/cuda/cxx_lapack_*.cc) take the same vectors under the same Shape
 * rules, so they share these builders and differ only in what happens to the finished view.
 * Each builder fills its core::*Problems from the caller's vectors (checking vector sizes
 * through the Shape) and hands it to `backend` together with the Shape and the pointer
 * arguments as given (vectors of pointers or Strided):
 *  - Level 3: backend(shape, problems, A, B, C); a routine without a B or C matrix passes
 *    NoMatrix in its place (trmm/trsm: B, the in-out matrix, goes in C's place, as the kernels
 *    take it);
 *  - LAPACK: backend(shape, problems, A, B, ipiv), the slots of the GPU launchers'
 *    LapackSources: B holds the right-hand sides (getrs, gesv, potrs, posv), the inverse C
 *    (getri) or tau (geqrf); a routine without such an argument passes NoMatrix.
 */
#pragma once

#include <cstdint>
#include <vector>

#include "api/view_builders.hh"
#include "core/problems.hh"

namespace batchblas::api {

// ------------------------------------------------------------------------------------------------
// Level 3

/** Stands for a matrix argument that a routine does not have. */
struct NoMatrix {};

template <typename T, typename MatA, typename MatB, typename MatC, class Backend>
void build_gemm(Shape const& s, Layout layout, std::vector<Op> const& transA,
                std::vector<Op> const& transB, std::vector<int64_t> const& m,
                std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                std::vector<T> const& alpha, MatA const& A, std::vector<int64_t> const& lda,
                MatB const& B, std::vector<int64_t> const& ldb, std::vector<T> const& beta,
                MatC const& C, std::vector<int64_t> const& ldc, Backend&& backend)
{
    core::GemmProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.transA = s.options(transA, "transA");
    p.transB = s.options(transB, "transB");
    p.m = s.values(m, "m");
    p.n = s.values(n, "n");
    p.k = s.values(k, "k");
    p.alpha = s.values(alpha, "alpha");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.B = s.inputs(B, "B");
    p.ldb = s.values(ldb, "ldb");
    p.beta = s.values(beta, "beta");
    p.C = s.outputs(C, "C");
    p.ldc = s.values(ldc, "ldc");
    backend(s, p, A, B, C);
}

template <typename T, typename MatA, typename MatB, typename MatC, class Backend>
void build_symm(bool hermitian, Shape const& s, Layout layout, std::vector<Side> const& side,
                std::vector<Uplo> const& uplo, std::vector<int64_t> const& m,
                std::vector<int64_t> const& n, std::vector<T> const& alpha, MatA const& A,
                std::vector<int64_t> const& lda, MatB const& B, std::vector<int64_t> const& ldb,
                std::vector<T> const& beta, MatC const& C, std::vector<int64_t> const& ldc,
                Backend&& backend)
{
    core::SymmProblems<T> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "hemm" : "symm";
    p.layout = int(layout);
    p.groups = s.groups();
    p.side = s.options(side, "side");
    p.uplo = s.options(uplo, "uplo");
    p.m = s.values(m, "m");
    p.n = s.values(n, "n");
    p.alpha = s.values(alpha, "alpha");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.B = s.inputs(B, "B");
    p.ldb = s.values(ldb, "ldb");
    p.beta = s.values(beta, "beta");
    p.C = s.outputs(C, "C");
    p.ldc = s.values(ldc, "ldc");
    backend(s, p, A, B, C);
}

template <typename T, typename Scalar, typename MatA, typename MatC, class Backend>
void build_rank_k(bool hermitian, Shape const& s, Layout layout, std::vector<Uplo> const& uplo,
                  std::vector<Op> const& trans, std::vector<int64_t> const& n,
                  std::vector<int64_t> const& k, std::vector<Scalar> const& alpha, MatA const& A,
                  std::vector<int64_t> const& lda, std::vector<Scalar> const& beta, MatC const& C,
                  std::vector<int64_t> const& ldc, Backend&& backend)
{
    core::RankKProblems<T, Scalar> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "herk" : "syrk";
    p.layout = int(layout);
    p.groups = s.groups();
    p.uplo = s.options(uplo, "uplo");
    p.trans = s.options(trans, "trans");
    p.n = s.values(n, "n");
    p.k = s.values(k, "k");
    p.alpha = s.values(alpha, "alpha");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.beta = s.values(beta, "beta");
    p.C = s.outputs(C, "C");
    p.ldc = s.values(ldc, "ldc");
    backend(s, p, A, NoMatrix{}, C);
}

template <typename T, typename Beta, typename MatA, typename MatB, typename MatC, class Backend>
void build_rank_2k(bool hermitian, Shape const& s, Layout layout, std::vector<Uplo> const& uplo,
                   std::vector<Op> const& trans, std::vector<int64_t> const& n,
                   std::vector<int64_t> const& k, std::vector<T> const& alpha, MatA const& A,
                   std::vector<int64_t> const& lda, MatB const& B, std::vector<int64_t> const& ldb,
                   std::vector<Beta> const& beta, MatC const& C, std::vector<int64_t> const& ldc,
                   Backend&& backend)
{
    core::Rank2KProblems<T, Beta> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "her2k" : "syr2k";
    p.layout = int(layout);
    p.groups = s.groups();
    p.uplo = s.options(uplo, "uplo");
    p.trans = s.options(trans, "trans");
    p.n = s.values(n, "n");
    p.k = s.values(k, "k");
    p.alpha = s.values(alpha, "alpha");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.B = s.inputs(B, "B");
    p.ldb = s.values(ldb, "ldb");
    p.beta = s.values(beta, "beta");
    p.C = s.outputs(C, "C");
    p.ldc = s.values(ldc, "ldc");
    backend(s, p, A, B, C);
}

template <typename T, typename MatA, typename MatB, class Backend>
void build_triangular(bool solve, Shape const& s, Layout layout, std::vector<Side> const& side,
                      std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                      std::vector<Diag> const& diag, std::vector<int64_t> const& m,
                      std::vector<int64_t> const& n, std::vector<T> const& alpha, MatA const& A,
                      std::vector<int64_t> const& lda, MatB const& B,
                      std::vector<int64_t> const& ldb, Backend&& backend)
{
    core::TriangularProblems<T> p;
    p.solve = solve;
    p.name = solve ? "trsm" : "trmm";
    p.layout = int(layout);
    p.groups = s.groups();
    p.side = s.options(side, "side");
    p.uplo = s.options(uplo, "uplo");
    p.trans = s.options(trans, "trans");
    p.diag = s.options(diag, "diag");
    p.m = s.values(m, "m");
    p.n = s.values(n, "n");
    p.alpha = s.values(alpha, "alpha");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.B = s.outputs(B, "B");
    p.ldb = s.values(ldb, "ldb");
    // B, the in-out matrix, travels in the C slot.
    backend(s, p, A, NoMatrix{}, B);
}

// ------------------------------------------------------------------------------------------------
// LAPACK

template <typename T, typename MatA, typename Pivots, class Backend>
void build_getrf(Shape const& s, Layout layout, std::vector<int64_t> const& m,
                 std::vector<int64_t> const& n, MatA const& A, std::vector<int64_t> const& lda,
                 Pivots const& ipiv, Backend&& backend)
{
    core::GetrfProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.m = s.values(m, "m");
    p.n = s.values(n, "n");
    p.A = s.outputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.ipiv = s.outputs(ipiv, "ipiv");
    backend(s, p, A, NoMatrix{}, ipiv);
}

template <typename T, typename MatA, class Backend>
void build_getrfnp(Shape const& s, Layout layout, std::vector<int64_t> const& m,
                   std::vector<int64_t> const& n, MatA const& A, std::vector<int64_t> const& lda,
                   Backend&& backend)
{
    core::GetrfNoPivotProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.m = s.values(m, "m");
    p.n = s.values(n, "n");
    p.A = s.outputs(A, "A");
    p.lda = s.values(lda, "lda");
    backend(s, p, A, NoMatrix{}, NoMatrix{});
}

template <typename T, typename MatA, typename Pivots, typename MatB, class Backend>
void build_getrs(Shape const& s, Layout layout, std::vector<Op> const& trans,
                 std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs, MatA const& A,
                 std::vector<int64_t> const& lda, Pivots const& ipiv, MatB const& B,
                 std::vector<int64_t> const& ldb, Backend&& backend)
{
    core::GetrsProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.trans = s.options(trans, "trans");
    p.n = s.values(n, "n");
    p.nrhs = s.values(nrhs, "nrhs");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.ipiv = s.inputs(ipiv, "ipiv");
    p.B = s.outputs(B, "B");
    p.ldb = s.values(ldb, "ldb");
    backend(s, p, A, B, ipiv);
}

template <typename T, typename MatA, typename Pivots, typename MatB, class Backend>
void build_gesv(Shape const& s, Layout layout, std::vector<int64_t> const& n,
                std::vector<int64_t> const& nrhs, MatA const& A, std::vector<int64_t> const& lda,
                Pivots const& ipiv, MatB const& B, std::vector<int64_t> const& ldb,
                Backend&& backend)
{
    core::GesvProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.n = s.values(n, "n");
    p.nrhs = s.values(nrhs, "nrhs");
    p.A = s.outputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.ipiv = s.outputs(ipiv, "ipiv");
    p.B = s.outputs(B, "B");
    p.ldb = s.values(ldb, "ldb");
    backend(s, p, A, B, ipiv);
}

template <typename T, typename MatA, class Backend>
void build_potrf(Shape const& s, Layout layout, std::vector<Uplo> const& uplo,
                 std::vector<int64_t> const& n, MatA const& A, std::vector<int64_t> const& lda,
                 Backend&& backend)
{
    core::PotrfProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.uplo = s.options(uplo, "uplo");
    p.n = s.values(n, "n");
    p.A = s.outputs(A, "A");
    p.lda = s.values(lda, "lda");
    backend(s, p, A, NoMatrix{}, NoMatrix{});
}

/** potrs (Factor = false: A read only) and posv (Factor = true: A factored in place). */
template <typename T, bool Factor, typename MatA, typename MatB, class Backend>
void build_cholesky_solve(Shape const& s, Layout layout, std::vector<Uplo> const& uplo,
                          std::vector<int64_t> const& n, std::vector<int64_t> const& nrhs,
                          MatA const& A, std::vector<int64_t> const& lda, MatB const& B,
                          std::vector<int64_t> const& ldb, Backend&& backend)
{
    core::CholeskySolveProblems<T, Factor> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.uplo = s.options(uplo, "uplo");
    p.n = s.values(n, "n");
    p.nrhs = s.values(nrhs, "nrhs");
    if constexpr (Factor)
        p.A = s.outputs(A, "A");
    else
        p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.B = s.outputs(B, "B");
    p.ldb = s.values(ldb, "ldb");
    backend(s, p, A, B, NoMatrix{});
}

template <typename T, typename MatA, typename Pivots, typename MatC, class Backend>
void build_getri(Shape const& s, Layout layout, std::vector<int64_t> const& n, MatA const& A,
                 std::vector<int64_t> const& lda, Pivots const& ipiv, MatC const& C,
                 std::vector<int64_t> const& ldc, Backend&& backend)
{
    core::GetriProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.n = s.values(n, "n");
    p.A = s.inputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.ipiv = s.inputs(ipiv, "ipiv");
    p.C = s.outputs(C, "C");
    p.ldc = s.values(ldc, "ldc");
    backend(s, p, A, C, ipiv);
}

template <typename T, typename MatA, typename Tau, class Backend>
void build_geqrf(Shape const& s, Layout layout, std::vector<int64_t> const& m,
                 std::vector<int64_t> const& n, MatA const& A, std::vector<int64_t> const& lda,
                 Tau const& tau, Backend&& backend)
{
    core::GeqrfProblems<T> p;
    p.layout = int(layout);
    p.groups = s.groups();
    p.m = s.values(m, "m");
    p.n = s.values(n, "n");
    p.A = s.outputs(A, "A");
    p.lda = s.values(lda, "lda");
    p.tau = s.outputs(tau, "tau");
    backend(s, p, A, tau, NoMatrix{});
}

}  // namespace batchblas::api
