// SPDX-License-Identifier: BSD-3-Clause
/**
 * The Level 3 and LAPACK batch views of the standard C API, built once for both backends: the
 * CPU entry points (api/c/level3.cc, api/c/lapack.cc) and the GPU ones (api/cuda/c_api.cc,
 * api/cuda/c_lapack.cc) take the same group arrays, so each builder here turns them into the
 * core's view (one value per group; one pointer per problem for matrices, pivots and tau;
 * nothing copied) and the entry point hands it to call_c with its backend.
 */
#pragma once

#include <batchblas.h>

#include <cstdint>

#include "api/view_builders.hh"
#include "core/problems.hh"

namespace batchblas::api::c {

// ------------------------------------------------------------------------------------------------
// Level 3

template <typename T>
core::GemmProblems<T> gemm_view(blas_layout_t layout, blas_trans_t const* transA,
                                blas_trans_t const* transB, int64_t const* m, int64_t const* n,
                                int64_t const* k, T const* alpha, T const* const* A,
                                int64_t const* lda, T const* const* B, int64_t const* ldb,
                                T const* beta, T* const* C, int64_t const* ldc, int64_t group_count,
                                int64_t const* group_sizes)
{
    core::GemmProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.transA = per_group_option(transA);
    p.transB = per_group_option(transB);
    p.m = per_group(m);
    p.n = per_group(n);
    p.k = per_group(k);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.B = inputs(B);
    p.ldb = per_group(ldb);
    p.beta = per_group(beta);
    p.C = outputs(C);
    p.ldc = per_group(ldc);
    return p;
}

template <typename T>
core::SymmProblems<T> symm_view(bool hermitian, blas_layout_t layout, blas_side_t const* side,
                                blas_uplo_t const* uplo, int64_t const* m, int64_t const* n,
                                T const* alpha, T const* const* A, int64_t const* lda,
                                T const* const* B, int64_t const* ldb, T const* beta, T* const* C,
                                int64_t const* ldc, int64_t group_count, int64_t const* group_sizes)
{
    core::SymmProblems<T> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "hemm" : "symm";
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.side = per_group_option(side);
    p.uplo = per_group_option(uplo);
    p.m = per_group(m);
    p.n = per_group(n);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.B = inputs(B);
    p.ldb = per_group(ldb);
    p.beta = per_group(beta);
    p.C = outputs(C);
    p.ldc = per_group(ldc);
    return p;
}

template <typename T, typename Scalar>
core::RankKProblems<T, Scalar> rank_k_view(bool hermitian, blas_layout_t layout,
                                           blas_uplo_t const* uplo, blas_trans_t const* trans,
                                           int64_t const* n, int64_t const* k, Scalar const* alpha,
                                           T const* const* A, int64_t const* lda,
                                           Scalar const* beta, T* const* C, int64_t const* ldc,
                                           int64_t group_count, int64_t const* group_sizes)
{
    core::RankKProblems<T, Scalar> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "herk" : "syrk";
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.uplo = per_group_option(uplo);
    p.trans = per_group_option(trans);
    p.n = per_group(n);
    p.k = per_group(k);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.beta = per_group(beta);
    p.C = outputs(C);
    p.ldc = per_group(ldc);
    return p;
}

template <typename T, typename Beta>
core::Rank2KProblems<T, Beta> rank_2k_view(bool hermitian, blas_layout_t layout,
                                           blas_uplo_t const* uplo, blas_trans_t const* trans,
                                           int64_t const* n, int64_t const* k, T const* alpha,
                                           T const* const* A, int64_t const* lda, T const* const* B,
                                           int64_t const* ldb, Beta const* beta, T* const* C,
                                           int64_t const* ldc, int64_t group_count,
                                           int64_t const* group_sizes)
{
    core::Rank2KProblems<T, Beta> p;
    p.hermitian = hermitian;
    p.name = hermitian ? "her2k" : "syr2k";
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.uplo = per_group_option(uplo);
    p.trans = per_group_option(trans);
    p.n = per_group(n);
    p.k = per_group(k);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.B = inputs(B);
    p.ldb = per_group(ldb);
    p.beta = per_group(beta);
    p.C = outputs(C);
    p.ldc = per_group(ldc);
    return p;
}

template <typename T>
core::TriangularProblems<T> triangular_view(bool solve, blas_layout_t layout,
                                            blas_side_t const* side, blas_uplo_t const* uplo,
                                            blas_trans_t const* trans, blas_diag_t const* diag,
                                            int64_t const* m, int64_t const* n, T const* alpha,
                                            T const* const* A, int64_t const* lda, T* const* B,
                                            int64_t const* ldb, int64_t group_count,
                                            int64_t const* group_sizes)
{
    core::TriangularProblems<T> p;
    p.solve = solve;
    p.name = solve ? "trsm" : "trmm";
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.side = per_group_option(side);
    p.uplo = per_group_option(uplo);
    p.trans = per_group_option(trans);
    p.diag = per_group_option(diag);
    p.m = per_group(m);
    p.n = per_group(n);
    p.alpha = per_group(alpha);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.B = outputs(B);
    p.ldb = per_group(ldb);
    return p;
}

// ------------------------------------------------------------------------------------------------
// LAPACK

template <typename T>
core::GetrfProblems<T> getrf_view(blas_layout_t layout, int64_t const* m, int64_t const* n,
                                  T* const* A, int64_t const* lda, int64_t* const* ipiv,
                                  int64_t group_count, int64_t const* group_sizes)
{
    core::GetrfProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.m = per_group(m);
    p.n = per_group(n);
    p.A = outputs(A);
    p.lda = per_group(lda);
    p.ipiv = outputs(ipiv);
    return p;
}

template <typename T>
core::GetrfNoPivotProblems<T> getrfnp_view(blas_layout_t layout, int64_t const* m, int64_t const* n,
                                           T* const* A, int64_t const* lda, int64_t group_count,
                                           int64_t const* group_sizes)
{
    core::GetrfNoPivotProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.m = per_group(m);
    p.n = per_group(n);
    p.A = outputs(A);
    p.lda = per_group(lda);
    return p;
}

template <typename T>
core::GetrsProblems<T> getrs_view(blas_layout_t layout, blas_trans_t const* trans, int64_t const* n,
                                  int64_t const* nrhs, T const* const* A, int64_t const* lda,
                                  int64_t const* const* ipiv, T* const* B, int64_t const* ldb,
                                  int64_t group_count, int64_t const* group_sizes)
{
    core::GetrsProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.trans = per_group_option(trans);
    p.n = per_group(n);
    p.nrhs = per_group(nrhs);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.ipiv = inputs(ipiv);
    p.B = outputs(B);
    p.ldb = per_group(ldb);
    return p;
}

template <typename T>
core::GesvProblems<T> gesv_view(blas_layout_t layout, int64_t const* n, int64_t const* nrhs,
                                T* const* A, int64_t const* lda, int64_t* const* ipiv, T* const* B,
                                int64_t const* ldb, int64_t group_count, int64_t const* group_sizes)
{
    core::GesvProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.n = per_group(n);
    p.nrhs = per_group(nrhs);
    p.A = outputs(A);
    p.lda = per_group(lda);
    p.ipiv = outputs(ipiv);
    p.B = outputs(B);
    p.ldb = per_group(ldb);
    return p;
}

template <typename T>
core::PotrfProblems<T> potrf_view(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n,
                                  T* const* A, int64_t const* lda, int64_t group_count,
                                  int64_t const* group_sizes)
{
    core::PotrfProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.uplo = per_group_option(uplo);
    p.n = per_group(n);
    p.A = outputs(A);
    p.lda = per_group(lda);
    return p;
}

/** potrs (Factor = false, A read only: MatrixA = T const) and posv (Factor = true, A factored
 *  in place: MatrixA = T): the same view but for A's constness. */
template <typename T, bool Factor, typename MatrixA>
core::CholeskySolveProblems<T, Factor> cholesky_solve_view(
    blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n, int64_t const* nrhs,
    MatrixA* const* A, int64_t const* lda, T* const* B, int64_t const* ldb, int64_t group_count,
    int64_t const* group_sizes)
{
    core::CholeskySolveProblems<T, Factor> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.uplo = per_group_option(uplo);
    p.n = per_group(n);
    p.nrhs = per_group(nrhs);
    if constexpr (Factor)
        p.A = outputs(A);
    else
        p.A = inputs(A);
    p.lda = per_group(lda);
    p.B = outputs(B);
    p.ldb = per_group(ldb);
    return p;
}

template <typename T>
core::PotrsProblems<T> potrs_view(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n,
                                  int64_t const* nrhs, T const* const* A, int64_t const* lda,
                                  T* const* B, int64_t const* ldb, int64_t group_count,
                                  int64_t const* group_sizes)
{
    return cholesky_solve_view<T, false>(layout, uplo, n, nrhs, A, lda, B, ldb, group_count,
                                         group_sizes);
}

template <typename T>
core::PosvProblems<T> posv_view(blas_layout_t layout, blas_uplo_t const* uplo, int64_t const* n,
                                int64_t const* nrhs, T* const* A, int64_t const* lda, T* const* B,
                                int64_t const* ldb, int64_t group_count, int64_t const* group_sizes)
{
    return cholesky_solve_view<T, true>(layout, uplo, n, nrhs, A, lda, B, ldb, group_count,
                                        group_sizes);
}

template <typename T>
core::GetriProblems<T> getri_view(blas_layout_t layout, int64_t const* n, T const* const* A,
                                  int64_t const* lda, int64_t const* const* ipiv, T* const* C,
                                  int64_t const* ldc, int64_t group_count,
                                  int64_t const* group_sizes)
{
    core::GetriProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.n = per_group(n);
    p.A = inputs(A);
    p.lda = per_group(lda);
    p.ipiv = inputs(ipiv);
    p.C = outputs(C);
    p.ldc = per_group(ldc);
    return p;
}

template <typename T>
core::GeqrfProblems<T> geqrf_view(blas_layout_t layout, int64_t const* m, int64_t const* n,
                                  T* const* A, int64_t const* lda, T* const* tau,
                                  int64_t group_count, int64_t const* group_sizes)
{
    core::GeqrfProblems<T> p;
    p.layout = layout;
    p.groups = Groups(group_count, group_sizes);
    p.m = per_group(m);
    p.n = per_group(n);
    p.A = outputs(A);
    p.lda = per_group(lda);
    p.tau = outputs(tau);
    return p;
}

}  // namespace batchblas::api::c
