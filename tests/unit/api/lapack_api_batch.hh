// SPDX-License-Identifier: BSD-3-Clause
/**
 * The batched LAPACK API tests' harness: the C entry points of each type, Batch (per-group
 * arrays and per-problem guarded matrices of one call, with its logical views), info arrays and
 * the typed fixture LapackC that test_lapack_api*.cc share.
 */
#pragma once

#include <batchblas.h>
#include <batchblas.hh>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "common/test_util.hh"
#include "oracle/lapack.hh"

namespace lapack_api_test {

using namespace oracle::lapack;
using test::Matrix;

constexpr double threshold = 30;
constexpr int64_t sentinel_code = 12345;

// ------------------------------------------------------------------------------------------------
// The C entry points of each type

template <typename T>
struct CApi;
template <>
struct CApi<float> {
    static constexpr auto getrf = BLAS_getrf_batched_r32;
    static constexpr auto getrs = BLAS_getrs_batched_r32;
    static constexpr auto gesv = BLAS_gesv_batched_r32;
    static constexpr auto potrf = BLAS_potrf_batched_r32;
    static constexpr auto potrs = BLAS_potrs_batched_r32;
    static constexpr auto posv = BLAS_posv_batched_r32;
    static constexpr auto getri = BLAS_getri_batched_r32;
    static constexpr auto geqrf = BLAS_geqrf_batched_r32;
};
template <>
struct CApi<double> {
    static constexpr auto getrf = BLAS_getrf_batched_r64;
    static constexpr auto getrs = BLAS_getrs_batched_r64;
    static constexpr auto gesv = BLAS_gesv_batched_r64;
    static constexpr auto potrf = BLAS_potrf_batched_r64;
    static constexpr auto potrs = BLAS_potrs_batched_r64;
    static constexpr auto posv = BLAS_posv_batched_r64;
    static constexpr auto getri = BLAS_getri_batched_r64;
    static constexpr auto geqrf = BLAS_geqrf_batched_r64;
};
template <>
struct CApi<std::complex<float>> {
    static constexpr auto getrf = BLAS_getrf_batched_c32;
    static constexpr auto getrs = BLAS_getrs_batched_c32;
    static constexpr auto gesv = BLAS_gesv_batched_c32;
    static constexpr auto potrf = BLAS_potrf_batched_c32;
    static constexpr auto potrs = BLAS_potrs_batched_c32;
    static constexpr auto posv = BLAS_posv_batched_c32;
    static constexpr auto getri = BLAS_getri_batched_c32;
    static constexpr auto geqrf = BLAS_geqrf_batched_c32;
};
template <>
struct CApi<std::complex<double>> {
    static constexpr auto getrf = BLAS_getrf_batched_c64;
    static constexpr auto getrs = BLAS_getrs_batched_c64;
    static constexpr auto gesv = BLAS_gesv_batched_c64;
    static constexpr auto potrf = BLAS_potrf_batched_c64;
    static constexpr auto potrs = BLAS_potrs_batched_c64;
    static constexpr auto posv = BLAS_posv_batched_c64;
    static constexpr auto getri = BLAS_getri_batched_c64;
    static constexpr auto geqrf = BLAS_geqrf_batched_c64;
};

// ------------------------------------------------------------------------------------------------
// A batch: per-group arrays and per-problem guarded matrices

/** One group: count problems of the same sizes and options. */
struct Group {
    int64_t count;
    int64_t m, n, nrhs = 0;
    blas_uplo_t uplo = BlasLower;
    blas_trans_t trans = BlasNoTrans;
};

/**
 * Everything one call needs: A (m x n, or n x n when square), B (n x nrhs), C (n x n), pivots
 * and tau with guard entries, the per-group arrays and the pointer arrays of the C API.
 */
template <typename T>
struct Batch {
    blas_layout_t layout;
    std::vector<Group> groups;
    std::vector<Matrix<T>> A, B, C;
    std::vector<std::vector<int64_t>> ipiv;
    std::vector<std::vector<T>> tau;
    std::vector<int64_t> m, n, nrhs, lda, ldb, ldc, sizes;
    std::vector<blas_uplo_t> uplo;
    std::vector<blas_trans_t> trans;
    std::vector<T*> a, b, c, t;
    std::vector<int64_t*> p;

    Batch(blas_layout_t layout_, std::vector<Group> groups_, uint64_t seed)
        : layout(layout_), groups(std::move(groups_))
    {
        bool const col = layout == BlasColMajor;
        for (Group const& g : groups) {
            m.push_back(g.m);
            n.push_back(g.n);
            nrhs.push_back(g.nrhs);
            lda.push_back(std::max<int64_t>(1, col ? g.m : g.n) + 2);
            ldb.push_back(std::max<int64_t>(1, col ? g.n : g.nrhs) + 1);
            ldc.push_back(std::max<int64_t>(1, g.n) + 3);
            sizes.push_back(g.count);
            uplo.push_back(g.uplo);
            trans.push_back(g.trans);
            for (int64_t i = 0; i < g.count; ++i) {
                A.emplace_back(g.m, g.n, lda.back(), col);
                A.back().fill_random(seed++);
                B.emplace_back(g.n, g.nrhs, ldb.back(), col);
                B.back().fill_random(seed++);
                C.emplace_back(g.n, g.n, ldc.back(), col);
                int64_t const k = std::min(g.m, g.n);
                ipiv.emplace_back(size_t(k + 2), -77);
                tau.emplace_back(size_t(k + 2), test::sentinel<T>());
            }
        }
        point();
    }

    /** (Re)builds the pointer arrays from the matrices. */
    void point()
    {
        a.clear(), b.clear(), c.clear(), t.clear(), p.clear();
        for (size_t i = 0; i < A.size(); ++i) {
            a.push_back(A[i].data());
            b.push_back(B[i].data());
            c.push_back(C[i].data());
            t.push_back(tau[i].data());
            p.push_back(ipiv[i].data());
        }
    }

    int64_t count() const { return int64_t(A.size()); }
    int64_t group_count() const { return int64_t(groups.size()); }
    int64_t group_of(int64_t problem) const
    {
        for (int64_t g = 0, first = 0; g < group_count(); first += sizes[size_t(g)], ++g)
            if (problem < first + sizes[size_t(g)]) return g;
        return -1;
    }

    /** Makes problem i's A Hermitian positive definite in its group's uplo triangle (the other
     * triangle keeps the sentinel); `bad` >= 0 spoils the leading minor of order bad + 1. */
    Dense make_hpd(int64_t i, int64_t bad, uint64_t seed)
    {
        Group const& g = groups[size_t(group_of(i))];
        Dense H = random_hpd(g.n, test::is_complex_v<T>, seed);
        if (bad >= 0) H(bad, bad) = -1.0;
        Matrix<T>& a_i = A[size_t(i)];
        a_i = Matrix<T>(g.n, g.n, a_i.ld(), a_i.col_major());
        for (int64_t c_ = 0; c_ < g.n; ++c_)
            for (int64_t r = 0; r < g.n; ++r)
                if (r == c_ || (r > c_) == (g.uplo == BlasLower)) a_i(r, c_) = narrow<T>(H(r, c_));
        point();
        return H;
    }
};

inline std::vector<int64_t> info_for(int64_t mode, int64_t length)
{
    std::vector<int64_t> info(size_t(length), sentinel_code);
    info[0] = mode;
    return info;
}

template <typename T>
class LapackC : public ::testing::Test {};
TYPED_TEST_SUITE(LapackC, test::ScalarTypes, test::TypeNames);

blas_layout_t const layouts[] = {BlasColMajor, BlasRowMajor};

inline char op_char(blas_trans_t t)
{
    return t == BlasNoTrans ? 'N' : t == BlasTrans ? 'T' : 'C';
}


}  // namespace lapack_api_test
