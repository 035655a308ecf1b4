// SPDX-License-Identifier: BSD-3-Clause
/**
 * A Level 3 batch for the tests: the nine routines, their argument positions in the C signature
 * (layout = 1), a group's options / sizes / scalars / leading dimensions (GroupSpec), and Batch,
 * which allocates every problem's matrices as guarded test::Matrix objects, fills them (NaN in
 * what must not be read: the other triangle of a symmetric / triangular A, a unit diagonal;
 * sentinels in the other triangle of a rank-k C), builds the per-group arrays and the pointer
 * arrays of the standard C API, calls BLAS_<routine>_batched_<type>, and checks the outcome: the
 * outputs against the oracle (tests/oracle/level3_matrix.hh) and everything else bit for bit.
 *
 * The output matrix is called C here for every routine; for trmm and trsm it is the C API's B.
 */
#pragma once

#include <batchblas.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "common/test_util.hh"
#include "oracle/level3_matrix.hh"

namespace test {

enum class Routine { gemm, symm, hemm, syrk, herk, syr2k, her2k, trmm, trsm };

inline char const* name(Routine r)
{
    switch (r) {
        case Routine::gemm:
            return "gemm";
        case Routine::symm:
            return "symm";
        case Routine::hemm:
            return "hemm";
        case Routine::syrk:
            return "syrk";
        case Routine::herk:
            return "herk";
        case Routine::syr2k:
            return "syr2k";
        case Routine::her2k:
            return "her2k";
        case Routine::trmm:
            return "trmm";
        default:
            return "trsm";
    }
}

inline bool is_hermitian(Routine r)
{
    return r == Routine::hemm || r == Routine::herk || r == Routine::her2k;
}
inline bool is_symm(Routine r)
{
    return r == Routine::symm || r == Routine::hemm;
}
inline bool is_rank_k(Routine r)
{
    return r == Routine::syrk || r == Routine::herk;
}
inline bool is_rank_2k(Routine r)
{
    return r == Routine::syr2k || r == Routine::her2k;
}
inline bool is_triangular(Routine r)
{
    return r == Routine::trmm || r == Routine::trsm;
}
/** A second input matrix B (not trmm / trsm, whose B is the output). */
inline bool has_input_B(Routine r)
{
    return r == Routine::gemm || is_symm(r) || is_rank_2k(r);
}
inline bool has_beta(Routine r)
{
    return !is_triangular(r);
}
inline bool has_m(Routine r)
{
    return r == Routine::gemm || is_symm(r) || is_triangular(r);
}
inline bool has_k(Routine r)
{
    return r == Routine::gemm || is_rank_k(r) || is_rank_2k(r);
}

/** The routines the C API offers for T (the Hermitian ones only for complex types). */
template <typename T>
std::vector<Routine> c_routines()
{
    if constexpr (is_complex_v<T>)
        return {Routine::gemm,  Routine::symm,  Routine::hemm, Routine::syrk, Routine::herk,
                Routine::syr2k, Routine::her2k, Routine::trmm, Routine::trsm};
    else
        return {Routine::gemm,  Routine::symm, Routine::syrk,
                Routine::syr2k, Routine::trmm, Routine::trsm};
}
inline std::vector<Routine> all_routines()
{
    return {Routine::gemm,  Routine::symm,  Routine::hemm, Routine::syrk, Routine::herk,
            Routine::syr2k, Routine::her2k, Routine::trmm, Routine::trsm};
}

/**
 * Positions of each argument in the C signature (layout = 1), 0 where the routine has none.
 * C / ldc are the output matrix: B / B_ld for trmm and trsm.
 */
struct Positions {
    int transA = 0, transB = 0, side = 0, uplo = 0, trans = 0, diag = 0;
    int m = 0, n = 0, k = 0, alpha = 0, A = 0, lda = 0, B = 0, ldb = 0, beta = 0, C = 0, ldc = 0;
    int group_count = 0, group_sizes = 0, info = 0;
};

inline Positions positions(Routine r)
{
    Positions p;
    switch (r) {
        case Routine::gemm:
            p.transA = 2, p.transB = 3, p.m = 4, p.n = 5, p.k = 6, p.alpha = 7, p.A = 8, p.lda = 9;
            p.B = 10, p.ldb = 11, p.beta = 12, p.C = 13, p.ldc = 14, p.group_count = 15;
            p.group_sizes = 16, p.info = 17;
            break;
        case Routine::symm:
        case Routine::hemm:
            p.side = 2, p.uplo = 3, p.m = 4, p.n = 5, p.alpha = 6, p.A = 7, p.lda = 8, p.B = 9;
            p.ldb = 10, p.beta = 11, p.C = 12, p.ldc = 13, p.group_count = 14;
            p.group_sizes = 15, p.info = 16;
            break;
        case Routine::syrk:
        case Routine::herk:
            p.uplo = 2, p.trans = 3, p.n = 4, p.k = 5, p.alpha = 6, p.A = 7, p.lda = 8;
            p.beta = 9, p.C = 10, p.ldc = 11, p.group_count = 12, p.group_sizes = 13, p.info = 14;
            break;
        case Routine::syr2k:
        case Routine::her2k:
            p.uplo = 2, p.trans = 3, p.n = 4, p.k = 5, p.alpha = 6, p.A = 7, p.lda = 8, p.B = 9;
            p.ldb = 10, p.beta = 11, p.C = 12, p.ldc = 13, p.group_count = 14;
            p.group_sizes = 15, p.info = 16;
            break;
        default:  // trmm, trsm
            p.side = 2, p.uplo = 3, p.trans = 4, p.diag = 5, p.m = 6, p.n = 7, p.alpha = 8;
            p.A = 9, p.lda = 10, p.C = 11, p.ldc = 12, p.group_count = 13, p.group_sizes = 14;
            p.info = 15;
            break;
    }
    return p;
}

/** The trans values a routine accepts for type T (rank-k: complex types restrict them). */
template <typename T>
std::vector<blas_trans_t> valid_trans(Routine r)
{
    if (is_complex_v<T> && (is_rank_k(r) || is_rank_2k(r))) {
        if (is_hermitian(r)) return {BlasNoTrans, BlasConjTrans};
        return {BlasNoTrans, BlasTrans};
    }
    return {BlasNoTrans, BlasTrans, BlasConjTrans};
}

/** One group of a call: count problems sharing options, sizes, scalars and leading dimensions. */
template <typename T>
struct GroupSpec {
    int64_t count = 1;
    blas_trans_t transA = BlasNoTrans, transB = BlasNoTrans, trans = BlasNoTrans;
    blas_side_t side = BlasLeft;
    blas_uplo_t uplo = BlasLower;
    blas_diag_t diag = BlasNonUnit;
    int64_t m = 3, n = 4, k = 5;
    T alpha = make<T>(0.75, -0.5);
    T beta = make<T>(-0.5, 0.25);
    /** Leading dimensions; unset: the minimum plus `pad`. */
    std::optional<int64_t> lda, ldb, ldc;
    int64_t pad = 2;
};

/** A logical matrix's rows and columns as stored (A itself, not op(A)). */
struct Dims {
    int64_t rows = 0, cols = 0;
};

/** The stored shapes of A, B (when an input) and the output C of a group's problems. */
struct Shapes {
    Dims A, B, C;
};

template <typename T>
Shapes shapes(Routine r, GroupSpec<T> const& s)
{
    auto const nonneg = [](int64_t x) { return std::max<int64_t>(x, 0); };
    int64_t const m = nonneg(s.m), n = nonneg(s.n), k = nonneg(s.k);
    Shapes sh;
    if (r == Routine::gemm) {
        sh.A = s.transA == BlasTrans || s.transA == BlasConjTrans ? Dims{k, m} : Dims{m, k};
        sh.B = s.transB == BlasTrans || s.transB == BlasConjTrans ? Dims{n, k} : Dims{k, n};
        sh.C = {m, n};
    }
    else if (is_symm(r) || is_triangular(r)) {
        int64_t const ka = s.side == BlasRight ? n : m;
        sh.A = {ka, ka};
        if (is_symm(r)) sh.B = {m, n};
        sh.C = {m, n};
    }
    else {
        bool const notrans = !(s.trans == BlasTrans || s.trans == BlasConjTrans);
        sh.A = notrans ? Dims{n, k} : Dims{k, n};
        if (is_rank_2k(r)) sh.B = sh.A;
        sh.C = {n, n};
    }
    return sh;
}

/** The smallest valid leading dimension of a matrix in a layout. */
inline int64_t min_ld(blas_layout_t layout, Dims d)
{
    return std::max<int64_t>(1, layout == BlasColMajor ? d.rows : d.cols);
}

/** The inner dimension of the products (for tolerances). */
template <typename T>
int64_t depth(Routine r, GroupSpec<T> const& s)
{
    if (has_k(r)) return s.k;
    return s.side == BlasRight ? s.n : s.m;
}

// ------------------------------------------------------------------------------------------------
// The C API per type

template <typename T>
struct CApi;
template <>
struct CApi<float> {
    static constexpr auto gemm = BLAS_gemm_batched_r32;
    static constexpr auto symm = BLAS_symm_batched_r32;
    static constexpr auto syrk = BLAS_syrk_batched_r32;
    static constexpr auto syr2k = BLAS_syr2k_batched_r32;
    static constexpr auto trmm = BLAS_trmm_batched_r32;
    static constexpr auto trsm = BLAS_trsm_batched_r32;
};
template <>
struct CApi<double> {
    static constexpr auto gemm = BLAS_gemm_batched_r64;
    static constexpr auto symm = BLAS_symm_batched_r64;
    static constexpr auto syrk = BLAS_syrk_batched_r64;
    static constexpr auto syr2k = BLAS_syr2k_batched_r64;
    static constexpr auto trmm = BLAS_trmm_batched_r64;
    static constexpr auto trsm = BLAS_trsm_batched_r64;
};
template <>
struct CApi<std::complex<float>> {
    static constexpr auto gemm = BLAS_gemm_batched_c32;
    static constexpr auto symm = BLAS_symm_batched_c32;
    static constexpr auto hemm = BLAS_hemm_batched_c32;
    static constexpr auto syrk = BLAS_syrk_batched_c32;
    static constexpr auto herk = BLAS_herk_batched_c32;
    static constexpr auto syr2k = BLAS_syr2k_batched_c32;
    static constexpr auto her2k = BLAS_her2k_batched_c32;
    static constexpr auto trmm = BLAS_trmm_batched_c32;
    static constexpr auto trsm = BLAS_trsm_batched_c32;
};
template <>
struct CApi<std::complex<double>> {
    static constexpr auto gemm = BLAS_gemm_batched_c64;
    static constexpr auto symm = BLAS_symm_batched_c64;
    static constexpr auto hemm = BLAS_hemm_batched_c64;
    static constexpr auto syrk = BLAS_syrk_batched_c64;
    static constexpr auto herk = BLAS_herk_batched_c64;
    static constexpr auto syr2k = BLAS_syr2k_batched_c64;
    static constexpr auto her2k = BLAS_her2k_batched_c64;
    static constexpr auto trmm = BLAS_trmm_batched_c64;
    static constexpr auto trsm = BLAS_trsm_batched_c64;
};

// ------------------------------------------------------------------------------------------------
// Batch

/** Options for Batch::build. */
struct BuildOptions {
    uint64_t seed = 1;
    /** NaN in the parts of A that must not be read; off: plain random there. */
    bool poison = true;
};

template <typename T>
class Batch {
public:
    using Real = real_t<T>;

    Batch(Routine routine, blas_layout_t layout, std::vector<GroupSpec<T>> groups)
        : routine(routine), layout(layout), specs(std::move(groups))
    {
    }

    Routine routine;
    blas_layout_t layout;
    std::vector<GroupSpec<T>> specs;

    // Per problem: the matrices (a, b inputs; c the output) and the pointer arrays of the call.
    std::vector<Matrix<T>> a, b, c;
    std::vector<T const*> A, B;
    std::vector<T*> C;
    // Per group: the arrays of the call.
    std::vector<blas_trans_t> transA, transB, trans;
    std::vector<blas_side_t> side;
    std::vector<blas_uplo_t> uplo;
    std::vector<blas_diag_t> diag;
    std::vector<int64_t> m, n, k, lda, ldb, ldc, sizes;
    std::vector<T> alpha, beta;
    std::vector<Real> alpha_real, beta_real;

    int64_t group_count() const { return int64_t(specs.size()); }
    int64_t batch_count() const
    {
        int64_t count = 0;
        for (auto const& s : specs) count += std::max<int64_t>(s.count, 0);
        return count;
    }
    /** The group of global problem i. */
    int64_t group_of(int64_t i) const
    {
        for (int64_t g = 0; g < group_count(); ++g) {
            if (i < specs[size_t(g)].count) return g;
            i -= specs[size_t(g)].count;
        }
        return -1;
    }

    /** Allocates and fills every matrix, builds all arrays, and saves the initial state. */
    Batch& build(BuildOptions const& options = {})
    {
        bool const col = layout == BlasColMajor;
        a.clear(), b.clear(), c.clear(), A.clear(), B.clear(), C.clear();
        transA.clear(), transB.clear(), trans.clear(), side.clear(), uplo.clear(), diag.clear();
        m.clear(), n.clear(), k.clear(), lda.clear(), ldb.clear(), ldc.clear(), sizes.clear();
        alpha.clear(), beta.clear(), alpha_real.clear(), beta_real.clear();
        uint64_t seed = options.seed * 1000;
        for (auto& s : specs) {
            // Hermitian routines take real scalars: keep the spec consistent with the call.
            if (r_is(Routine::herk)) s.alpha = make<T>(real_part(s.alpha));
            if (r_is(Routine::herk) || r_is(Routine::her2k)) s.beta = make<T>(real_part(s.beta));
            Shapes const sh = shapes(routine, s);
            int64_t const la = ld_of(s.lda, sh.A, s.pad), lb = ld_of(s.ldb, sh.B, s.pad),
                          lc = ld_of(s.ldc, sh.C, s.pad);
            for (int64_t j = 0; j < s.count; ++j) {
                a.emplace_back(sh.A.rows, sh.A.cols, alloc_ld(la, sh.A), col);
                b.emplace_back(sh.B.rows, sh.B.cols, alloc_ld(lb, sh.B), col);
                c.emplace_back(sh.C.rows, sh.C.cols, alloc_ld(lc, sh.C), col);
                fill_problem(s, a.back(), b.back(), c.back(), ++seed, options.poison);
            }
            transA.push_back(s.transA), transB.push_back(s.transB), trans.push_back(s.trans);
            side.push_back(s.side), uplo.push_back(s.uplo), diag.push_back(s.diag);
            m.push_back(s.m), n.push_back(s.n), k.push_back(s.k);
            lda.push_back(la), ldb.push_back(lb), ldc.push_back(lc), sizes.push_back(s.count);
            alpha.push_back(s.alpha), beta.push_back(s.beta);
            alpha_real.push_back(real_part(s.alpha)), beta_real.push_back(real_part(s.beta));
        }
        for (size_t i = 0; i < a.size(); ++i) {
            A.push_back(a[i].data());
            B.push_back(b[i].data());
            C.push_back(c[i].data());
        }
        save();
        return *this;
    }

    /** Remembers the current contents of every matrix (what unchanged() and verify() compare). */
    void save()
    {
        a0 = a;
        b0 = b;
        c0 = c;
    }
    /** Puts the saved contents back (the matrices keep their addresses). */
    void restore()
    {
        for (size_t i = 0; i < a.size(); ++i) {
            a[i].buffer() = a0[i].buffer();
            b[i].buffer() = b0[i].buffer();
            c[i].buffer() = c0[i].buffer();
        }
    }

    /** Array arguments (by C position) that every call() passes as null pointers. */
    std::vector<int> null_arrays;

    /** null_position for call(): every array argument but info passed as a null pointer. */
    static constexpr int null_all = -1;

    /**
     * Calls the C API. `null_position`: the argument (by C position) passed as a null pointer
     * (null_all: every array argument but info);
     * `group_count_override`: the group_count passed instead of the real one.
     */
    void call(int64_t* info, int null_position = 0,
              std::optional<int64_t> group_count_override = std::nullopt,
              std::optional<blas_layout_t> layout_override = std::nullopt)
    {
        Positions const p = positions(routine);
        auto const nul = [&](auto* ptr, int position) {
            bool const null =
                null_position == null_all || (null_position > 0 && position == null_position) ||
                (position > 0 &&
                 std::find(null_arrays.begin(), null_arrays.end(), position) != null_arrays.end());
            return null ? nullptr : ptr;
        };
        int64_t const gc = group_count_override ? *group_count_override : group_count();
        blas_layout_t const lay = layout_override ? *layout_override : layout;
        int64_t const* gs = nul(sizes.data(), p.group_sizes);
        auto const* pA = nul(A.data(), p.A);
        auto const* pB = nul(B.data(), p.B);
        auto* const* pC = nul(C.data(), p.C);
        auto const* plda = nul(lda.data(), p.lda);
        auto const* pldb = nul(ldb.data(), p.ldb);
        auto const* pldc = nul(ldc.data(), p.ldc);
        auto const* pm = nul(m.data(), p.m);
        auto const* pn = nul(n.data(), p.n);
        auto const* pk = nul(k.data(), p.k);
        auto const* palpha = nul(alpha.data(), p.alpha);
        auto const* pbeta = nul(beta.data(), p.beta);
        auto const* palpha_r = nul(alpha_real.data(), p.alpha);
        auto const* pbeta_r = nul(beta_real.data(), p.beta);
        auto const* pside = nul(side.data(), p.side);
        auto const* puplo = nul(uplo.data(), p.uplo);
        auto const* ptrans = nul(trans.data(), p.trans);
        auto const* pdiag = nul(diag.data(), p.diag);
        using F = CApi<T>;
        switch (routine) {
            case Routine::gemm:
                F::gemm(lay, nul(transA.data(), p.transA), nul(transB.data(), p.transB), pm, pn, pk,
                        palpha, pA, plda, pB, pldb, pbeta, pC, pldc, gc, gs, info);
                break;
            case Routine::symm:
                F::symm(lay, pside, puplo, pm, pn, palpha, pA, plda, pB, pldb, pbeta, pC, pldc, gc,
                        gs, info);
                break;
            case Routine::syrk:
                F::syrk(lay, puplo, ptrans, pn, pk, palpha, pA, plda, pbeta, pC, pldc, gc, gs,
                        info);
                break;
            case Routine::syr2k:
                F::syr2k(lay, puplo, ptrans, pn, pk, palpha, pA, plda, pB, pldb, pbeta, pC, pldc,
                         gc, gs, info);
                break;
            case Routine::trmm:
                F::trmm(lay, pside, puplo, ptrans, pdiag, pm, pn, palpha, pA, plda, pC, pldc, gc,
                        gs, info);
                break;
            case Routine::trsm:
                F::trsm(lay, pside, puplo, ptrans, pdiag, pm, pn, palpha, pA, plda, pC, pldc, gc,
                        gs, info);
                break;
            default:
                if constexpr (is_complex_v<T>) {
                    if (routine == Routine::hemm)
                        F::hemm(lay, pside, puplo, pm, pn, palpha, pA, plda, pB, pldb, pbeta, pC,
                                pldc, gc, gs, info);
                    else if (routine == Routine::herk)
                        F::herk(lay, puplo, ptrans, pn, pk, palpha_r, pA, plda, pbeta_r, pC, pldc,
                                gc, gs, info);
                    else
                        F::her2k(lay, puplo, ptrans, pn, pk, palpha, pA, plda, pB, pldb, pbeta_r,
                                 pC, pldc, gc, gs, info);
                }
                else {
                    ADD_FAILURE() << name(routine) << " has no real C API";
                }
        }
    }

    /** Calls the C API in `mode` with a fresh info array; returns it. */
    std::vector<int64_t> call_mode(int64_t mode, int null_position = 0)
    {
        std::vector<int64_t> info = info_array(mode);
        call(info.data(), null_position);
        return info;
    }

    /** An info array long enough for any mode, info[0] = mode, sentinels after it. */
    std::vector<int64_t> info_array(int64_t mode) const
    {
        std::vector<int64_t> info(size_t(std::max(batch_count(), group_count()) + 1 + 4),
                                  info_sentinel);
        info[0] = mode;
        return info;
    }
    static constexpr int64_t info_sentinel = 0x5A5A5A5A;

    /** Every buffer (inputs, outputs, guards, padding) is bit for bit as saved. */
    ::testing::AssertionResult unchanged() const
    {
        for (size_t i = 0; i < a.size(); ++i) {
            for (auto [got, want, what] :
                 {std::tuple{&a[i], &a0[i], "A"}, std::tuple{&b[i], &b0[i], "B"},
                  std::tuple{&c[i], &c0[i], "output"}}) {
                auto r = same_buffer(*got, *want);
                if (!r)
                    return ::testing::AssertionFailure()
                           << what << " of problem " << i << ": " << r.message();
            }
        }
        return ::testing::AssertionSuccess();
    }

    /** Output matrix of problem i as the reference computes it from the saved inputs. */
    Matrix<T> expected(size_t i) const
    {
        GroupSpec<T> const& s = specs[size_t(group_of(int64_t(i)))];
        Matrix<T> out = c0[i];
        bool const herm = is_hermitian(routine);
        switch (routine) {
            case Routine::gemm:
                oracle::gemm<T>(s.transA, s.transB, s.m, s.n, s.k, s.alpha, a0[i], b0[i], s.beta,
                                out);
                break;
            case Routine::symm:
            case Routine::hemm:
                oracle::symm<T>(herm, s.side, s.uplo, s.m, s.n, s.alpha, a0[i], b0[i], s.beta, out);
                break;
            case Routine::syrk:
            case Routine::herk:
                oracle::rank_k<T>(herm, s.uplo, s.trans, s.n, s.k, s.alpha, a0[i], s.beta, out);
                break;
            case Routine::syr2k:
            case Routine::her2k:
                oracle::rank_2k<T>(herm, s.uplo, s.trans, s.n, s.k, s.alpha, a0[i], b0[i], s.beta,
                                   out);
                break;
            case Routine::trmm:
                oracle::trmm<T>(s.side, s.uplo, s.trans, s.diag, s.m, s.n, s.alpha, a0[i], out);
                break;
            case Routine::trsm:
                oracle::trsm<T>(s.side, s.uplo, s.trans, s.diag, s.m, s.n, s.alpha, a0[i], out);
                break;
        }
        return out;
    }

    /** Whether output element (i, j) of a group's problems is written by the routine. */
    bool written(GroupSpec<T> const& s, int64_t i, int64_t j) const
    {
        if (is_rank_k(routine) || is_rank_2k(routine)) return oracle::in_triangle(s.uplo, i, j);
        return true;
    }

    /**
     * After a successful call: every output agrees with the reference where written, every other
     * output position (other triangle, padding, guards) and every input is bit for bit as saved,
     * and Hermitian updates left exactly real diagonals.
     */
    ::testing::AssertionResult verify() const
    {
        for (size_t i = 0; i < c.size(); ++i) {
            GroupSpec<T> const& s = specs[size_t(group_of(int64_t(i)))];
            auto r = same_buffer(a[i], a0[i]);
            if (!r)
                return ::testing::AssertionFailure()
                       << "input A of problem " << i << ": " << r.message();
            r = same_buffer(b[i], b0[i]);
            if (!r)
                return ::testing::AssertionFailure()
                       << "input B of problem " << i << ": " << r.message();
            Matrix<T> const want = expected(i);
            double const tol = tolerance<T>(depth(routine, s), max_abs(want));
            Matrix<T> const& got = c[i];
            int64_t row, col;
            for (size_t pos = 0; pos < got.buffer().size(); ++pos) {
                T const g = got.buffer()[pos], w = want.buffer()[pos];
                bool const element = got.element_at(pos, row, col);
                if (element && written(s, row, col)) {
                    if (!close(g, w, tol))
                        return ::testing::AssertionFailure()
                               << "output of problem " << i << " (group " << group_of(int64_t(i))
                               << ") at (" << row << ", " << col << "): got " << to_text(g)
                               << ", expected " << to_text(w) << " (tolerance " << tol << ")";
                    if (is_hermitian(routine) && !is_symm(routine) && row == col &&
                        imag_part(g) != Real(0))
                        return ::testing::AssertionFailure()
                               << "imaginary part of diagonal (" << row << ", " << row
                               << ") of problem " << i << " not zeroed: " << to_text(g);
                }
                else if (!same_bits(g, c0[i].buffer()[pos])) {
                    auto failure = ::testing::AssertionFailure() << "output of problem " << i;
                    if (element)
                        failure << ": unreferenced element (" << row << ", " << col << ")";
                    else
                        failure << ": buffer position " << pos << " outside the matrix (ld "
                                << got.ld() << ", data from " << Matrix<T>::guard << ")";
                    return failure << " changed from " << to_text(c0[i].buffer()[pos]) << " to "
                                   << to_text(g);
                }
            }
        }
        return ::testing::AssertionSuccess();
    }

    std::vector<Matrix<T>> a0, b0, c0;

private:
    bool r_is(Routine r) const { return routine == r; }

    int64_t ld_of(std::optional<int64_t> given, Dims d, int64_t pad) const
    {
        return given ? *given : min_ld(layout, d) + pad;
    }
    /** Storage ld: the given one, or the minimum when the given one is invalid. */
    int64_t alloc_ld(int64_t ld, Dims d) const { return std::max(ld, min_ld(layout, d)); }

    void fill_problem(GroupSpec<T> const& s, Matrix<T>& ma, Matrix<T>& mb, Matrix<T>& mc,
                      uint64_t seed, bool poison)
    {
        ma.fill_random(3 * seed);
        mb.fill_random(3 * seed + 1);
        mc.fill_random(3 * seed + 2);
        int64_t const ka = ma.rows();
        if (is_symm(routine)) {
            for (int64_t i = 0; i < ka; ++i)
                for (int64_t j = 0; j < ka; ++j) {
                    if (i == j && routine == Routine::hemm)
                        ma(i, i) = make<T>(real_part(ma(i, i)), 7.0);  // must be taken as zero
                    if (poison && i != j && !oracle::in_triangle(s.uplo, i, j))
                        ma(i, j) = nan_value<T>();
                }
        }
        if (is_triangular(routine)) {
            for (int64_t i = 0; i < ka; ++i)
                for (int64_t j = 0; j < ka; ++j) {
                    if (i == j) {
                        if (s.diag == BlasUnit)
                            ma(i, i) = poison ? nan_value<T>() : make<T>(1.0);
                        else  // well away from zero: trsm stays well conditioned
                            ma(i, i) =
                                make<T>(2.0 + 0.5 * real_part(ma(i, i)), 0.5 * imag_part(ma(i, i)));
                    }
                    else if (!oracle::in_triangle(s.uplo, i, j)) {
                        if (poison) ma(i, j) = nan_value<T>();
                    }
                    else {
                        ma(i, j) = ma(i, j) * Real(1.0 / double(std::max<int64_t>(ka, 1)));
                    }
                }
        }
        if (is_rank_k(routine) || is_rank_2k(routine)) {
            for (int64_t i = 0; i < mc.rows(); ++i)
                for (int64_t j = 0; j < mc.cols(); ++j) {
                    if (!oracle::in_triangle(s.uplo, i, j)) mc(i, j) = sentinel<T>();
                    if (i == j && is_hermitian(routine))
                        mc(i, i) = make<T>(real_part(mc(i, i)), 3.0);  // must come out zero
                }
        }
    }
};

// ------------------------------------------------------------------------------------------------
// Crash isolation

/**
 * Runs `check`, a callable returning "" on success or a description of what went wrong, in a
 * child process (GoogleTest's death-test machinery) and expects it to succeed. A crash of the
 * library (a segmentation fault on a null pointer it should not have read) then fails this one
 * expectation, with the signal named, instead of ending the whole test run. Needs
 * GTEST_FLAG_SET(death_test_style, "threadsafe") when OpenMP threads may exist.
 */
#define EXPECT_NO_CRASH(check)                                   \
    EXPECT_EXIT(                                                 \
        {                                                        \
            std::string const why_ = (check)();                  \
            if (!why_.empty()) std::fputs(why_.c_str(), stderr); \
            std::exit(why_.empty() ? 0 : 1);                     \
        },                                                       \
        ::testing::ExitedWithCode(0), "")

// ------------------------------------------------------------------------------------------------
// Info checking

inline constexpr int64_t report_all = BblasErrorsReportAll;
inline constexpr int64_t report_group = BblasErrorsReportGroup;
inline constexpr int64_t report_any = BblasErrorsReportAny;
inline constexpr int64_t report_none = BblasErrorsReportNone;

inline char const* mode_name(int64_t mode)
{
    switch (mode) {
        case report_all:
            return "ReportAll";
        case report_group:
            return "ReportGroup";
        case report_any:
            return "ReportAny";
        case report_none:
            return "ReportNone";
        default:
            return "unknown mode";
    }
}

/**
 * info after a call in `mode` for problems whose codes are `codes` (global order) in groups of
 * `sizes`: exactly what API.md prescribes, every other entry still `sentinel`.
 */
inline std::vector<int64_t> expected_info(int64_t mode, std::vector<int64_t> const& codes,
                                          std::vector<int64_t> const& sizes, size_t length,
                                          int64_t sentinel)
{
    std::vector<int64_t> info(length, sentinel);
    int64_t first_group = 0;
    size_t problem = 0;
    for (size_t g = 0; g < sizes.size(); ++g) {
        int64_t group_code = 0;
        for (int64_t j = 0; j < sizes[g]; ++j, ++problem) {
            int64_t const code = codes[problem];
            if (mode == report_all) info[1 + problem] = code;
            if (code != 0 && group_code == 0) group_code = code;
        }
        if (mode == report_group) info[1 + g] = group_code;
        if (group_code != 0 && first_group == 0) first_group = int64_t(g) + 1;
    }
    info[0] = mode == report_none ? 0 : first_group;
    return info;
}

inline std::string info_text(std::vector<int64_t> const& info, int64_t sentinel)
{
    std::string s = "{";
    for (size_t i = 0; i < info.size(); ++i) {
        if (i) s += ", ";
        s += info[i] == sentinel ? std::string("_") : std::to_string(info[i]);
    }
    return s + "}";
}

/** Compares a whole info array (sentinels shown as _). */
inline ::testing::AssertionResult info_is(std::vector<int64_t> const& got,
                                          std::vector<int64_t> const& want, int64_t sentinel)
{
    if (got == want) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << "info " << info_text(got, sentinel) << ", expected " << info_text(want, sentinel);
}

/**
 * gemm as one-problem groups of their own sizes (a seeded generator, count groups): sizes 0..10
 * on both sides of the CPU's exact-size kernels' 8, every transposition, alpha = 0 and 1, beta
 * = 0, tight and padded leading dimensions. The first 800 are mostly of the exact-size kernels'
 * sizes (1..8, NoTrans), so that the CPU's sort by size class runs its windows sorted there and
 * in batch order after.
 */
template <typename T>
std::vector<GroupSpec<T>> every_size_gemm_groups(uint64_t seed, int64_t count = 1300)
{
    uint64_t state = seed;
    auto next = [&](uint64_t range) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return int64_t((state >> 33) % range);
    };
    blas_trans_t const ops[] = {BlasNoTrans, BlasTrans, BlasConjTrans};
    std::vector<GroupSpec<T>> groups;
    for (int64_t g = 0; g < count; ++g) {
        GroupSpec<T> s;
        s.count = 1;
        bool const tiny = g < 800 && next(10) != 0;
        s.m = tiny ? 1 + next(8) : next(11);
        s.n = tiny ? 1 + next(8) : next(11);
        s.k = tiny ? 1 + next(8) : next(11);
        s.transA = !tiny && next(4) == 0 ? ops[next(3)] : BlasNoTrans;
        s.transB = !tiny && next(4) == 0 ? ops[next(3)] : BlasNoTrans;
        s.pad = next(3);
        int64_t const scalars = next(16);
        s.alpha = scalars == 0 ? T(0) : scalars == 1 ? T(1) : make<T>(0.75, -0.5);
        s.beta = scalars % 5 == 2 ? T(0) : make<T>(-0.5, 0.25);
        groups.push_back(s);
    }
    return groups;
}

}  // namespace test
