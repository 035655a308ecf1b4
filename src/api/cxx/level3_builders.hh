// SPDX-License-Identifier: BSD-3-Clause
/**
 * The Level 3 batch views of the C++ front ends, built once for every backend: the CPU API
 * (api/cxx/level3.cc) and the CUDA backend's host-described API (api/cuda/cxx_api.cc) take the
 * same vectors under the same Shape rules, so they share these builders and differ only in what
 * happens to the finished view. Each builder fills its core::*Problems from the caller's
 * vectors (checking vector sizes through the Shape) and hands it to `backend` together with the
 * Shape and the matrix arguments as given (vectors of pointers or Strided),
 * backend(shape, problems, A, B, C); a
 * routine without a B or C matrix passes NoMatrix in its place (trmm/trsm: B, the in-out
 * matrix, goes in C's place, as the kernels take it).
 */
#pragma once

#include <cstdint>
#include <vector>

#include "api/view_builders.hh"

namespace batchblas::api {

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

}  // namespace batchblas::api
