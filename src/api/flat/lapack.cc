// SPDX-License-Identifier: BSD-3-Clause
/**
 * The 2016 flat API's batched LAPACK example (Dongarra et al., MIMS EPrint 2016.25, section 6:
 * getrf_batch with int pivots, batchblas/bblas_flat.h). The core writes int64_t pivots, so this
 * adapter gives it one int64_t workspace for all problems and narrows the pivots into the caller's
 * int arrays after the factorizations (pivots are 1-based row indices <= m, which fit an int).
 */
#include <batchblas/bblas_flat.h>

#include <algorithm>
#include <complex>
#include <vector>

#include "api/flat/flat.hh"

namespace batchblas::api::flat_api {
namespace {

using flat::sizes;

template <typename T>
void getrf(int const* m, int const* n, T** A, int const* lda, int** ipiv, int batch_count,
           int opts, int* info)
{
    core::GetrfProblems<T> p;
    p.m = sizes(m, opts);
    p.n = sizes(n, opts);
    p.A = outputs(A);
    p.lda = sizes(lda, opts);
    if (!flat::begin(p, batch_count, opts, info)) return;

    // The int64_t pivot workspace mirrors the caller's pointers: null where they are null, so
    // the core's checks see exactly what the caller passed.
    std::vector<int64_t> pivots;
    std::vector<int64_t*> pivot_pointers;
    try {
        if (ipiv != nullptr && p.m.given() && p.n.given()) {
            std::vector<size_t> offset(size_t(batch_count) + 1, 0);
            for (int i = 0; i < batch_count; ++i) {
                core::Index const at{0, i};
                int64_t const k = std::max<int64_t>(0, std::min(p.m(at), p.n(at)));
                offset[size_t(i) + 1] = offset[size_t(i)] + size_t(k);
            }
            pivots.assign(offset.back(), 0);
            pivot_pointers.assign(size_t(batch_count), nullptr);
            for (int i = 0; i < batch_count; ++i)
                if (ipiv[i] != nullptr) pivot_pointers[size_t(i)] = pivots.data() + offset[size_t(i)];
            p.ipiv = Matrices<int64_t>(pivot_pointers.data(), Spread::PerProblem);
        }
    }
    catch (...) {
        std::fill(info, info + batch_count, -flat::Trailing<core::GetrfProblems<T>>::info);
        return;
    }
    if (!flat::check(p, batch_count, info)) return;
    try {
        std::vector<int64_t> codes(size_t(batch_count), 0);
        cpu::Backend{}.run(p, codes.data());
        for (int i = 0; i < batch_count; ++i) {
            info[i] = int(codes[size_t(i)]);
            core::Index const at{0, i};
            int64_t const k = std::min(p.m(at), p.n(at));
            for (int64_t j = 0; j < k; ++j) ipiv[i][j] = int(pivot_pointers[size_t(i)][j]);
        }
    }
    catch (...) {
        std::fill(info, info + batch_count, -flat::Trailing<core::GetrfProblems<T>>::info);
    }
}

}  // namespace
}  // namespace batchblas::api::flat_api

namespace flat_api = batchblas::api::flat_api;

extern "C" {

BBLAS_API void bblas_sgetrf_batch(
    const int *M, const int *N,
    float **arrayA, const int *lda,
    int **ipiv,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::getrf(M, N, arrayA, lda, ipiv, batch_count, batch_opts, info);
}

BBLAS_API void bblas_dgetrf_batch(
    const int *M, const int *N,
    double **arrayA, const int *lda,
    int **ipiv,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::getrf(M, N, arrayA, lda, ipiv, batch_count, batch_opts, info);
}

BBLAS_API void bblas_cgetrf_batch(
    const int *M, const int *N,
    BBLAS_Complex32_t **arrayA, const int *lda,
    int **ipiv,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::getrf(M, N, arrayA, lda, ipiv, batch_count, batch_opts, info);
}

BBLAS_API void bblas_zgetrf_batch(
    const int *M, const int *N,
    BBLAS_Complex64_t **arrayA, const int *lda,
    int **ipiv,
    const int batch_count, const enum BBLAS_OPTS batch_opts, int *info)
{
    flat_api::getrf(M, N, arrayA, lda, ipiv, batch_count, batch_opts, info);
}

}  // extern "C"
