// SPDX-License-Identifier: BSD-3-Clause
/**
 * The batch of each Level 1 and Level 2 routine as seen by the core, in the manner of
 * problems.hh: options, sizes, scalars, matrices and vectors through the accessors of batch.hh,
 * plus the argument positions of the C signature that info codes refer to. Level 2 routines
 * count `layout` as 1; Level 1 routines have no layout, so `n` is 1 and the structs declare no
 * layout_pos (check.hh's has_layout_v tells the two apart).
 *
 * Vectors are Matrices of one column: a pointer array (or base pointer plus stride), read with
 * their increment as reference BLAS does (for inc < 0 the vector starts at x + (1 - n) * inc).
 */
#pragma once

#include <type_traits>

#include "batchblas/types.hh"
#include "core/batch.hh"

namespace batchblas::core {

/**
 * The result array of a reduction (dot, nrm2, asum, iamax): one value per problem, problem i's
 * at data[i]. Null data means "not given" (invalid whenever a problem exists).
 */
template <typename R>
class Results {
public:
    Results() = default;
    explicit Results(R* data) : data_(data) {}

    bool given() const { return data_ != nullptr; }
    R* operator()(Index at) const { return data_ + at.problem; }

private:
    R* data_ = nullptr;
};

// ------------------------------------------------------------------------------------- Level 2

/** y = alpha op(A) x + beta y; A m x n. */
template <typename T>
struct GemvProblems {
    enum Position : int {
        layout_pos = 1, trans_pos, m_pos, n_pos, alpha_pos, A_pos, lda_pos, x_pos, incx_pos,
        beta_pos, y_pos, incy_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "trans", "m", "n", "alpha", "A", "lda", "x", "incx", "beta", "y", "incy",
        "group_count", "group_sizes", "info"};

    char const* name = "gemv";
    int layout = 0;
    Groups groups;
    Param<int> trans;
    Param<int64_t> m, n;
    Param<T> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<T const> x;
    Param<int64_t> incx;
    Param<T> beta;
    Matrices<T> y;
    Param<int64_t> incy;
};

/** Rank-1 update A = alpha x y^T + A (ger, geru), or alpha x y^H + A (gerc: conjugate = true). */
template <typename T>
struct GerProblems {
    enum Position : int {
        layout_pos = 1, m_pos, n_pos, alpha_pos, x_pos, incx_pos, y_pos, incy_pos, A_pos, lda_pos,
        group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "m", "n", "alpha", "x", "incx", "y", "incy", "A", "lda", "group_count",
        "group_sizes", "info"};

    bool conjugate = false;
    char const* name = "ger";
    int layout = 0;
    Groups groups;
    Param<int64_t> m, n;
    Param<T> alpha;
    Matrices<T const> x;
    Param<int64_t> incx;
    Matrices<T const> y;
    Param<int64_t> incy;
    Matrices<T> A;
    Param<int64_t> lda;
};

/** y = alpha A x + beta y, A n x n symmetric (symv) or Hermitian (hemv: hermitian = true). */
template <typename T>
struct SymvProblems {
    enum Position : int {
        layout_pos = 1, uplo_pos, n_pos, alpha_pos, A_pos, lda_pos, x_pos, incx_pos, beta_pos,
        y_pos, incy_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "uplo", "n", "alpha", "A", "lda", "x", "incx", "beta", "y", "incy",
        "group_count", "group_sizes", "info"};

    bool hermitian = false;
    char const* name = "symv";
    int layout = 0;
    Groups groups;
    Param<int> uplo;
    Param<int64_t> n;
    Param<T> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<T const> x;
    Param<int64_t> incx;
    Param<T> beta;
    Matrices<T> y;
    Param<int64_t> incy;
};

/** trmv (solve = false): x = op(A) x; trsv (solve = true): x = op(A)^-1 x; A n x n triangular. */
template <typename T>
struct TriangularVectorProblems {
    enum Position : int {
        layout_pos = 1, uplo_pos, trans_pos, diag_pos, n_pos, A_pos, lda_pos, x_pos, incx_pos,
        group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "uplo", "trans", "diag", "n", "A", "lda", "x", "incx", "group_count",
        "group_sizes", "info"};

    bool solve = false;
    char const* name = "trmv";
    int layout = 0;
    Groups groups;
    Param<int> uplo, trans, diag;
    Param<int64_t> n;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<T> x;
    Param<int64_t> incx;
};

// ------------------------------------------------------------------------------------- Level 1

/** y = alpha x + y. */
template <typename T>
struct AxpyProblems {
    enum Position : int {
        n_pos = 1, alpha_pos, x_pos, incx_pos, y_pos, incy_pos, group_count_pos, group_sizes_pos,
        info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "n", "alpha", "x", "incx", "y", "incy", "group_count", "group_sizes", "info"};

    char const* name = "axpy";
    Groups groups;
    Param<int64_t> n;
    Param<T> alpha;
    Matrices<T const> x;
    Param<int64_t> incx;
    Matrices<T> y;
    Param<int64_t> incy;
};

/** x = alpha x. */
template <typename T>
struct ScalProblems {
    enum Position : int {
        n_pos = 1, alpha_pos, x_pos, incx_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "n", "alpha", "x", "incx", "group_count", "group_sizes", "info"};

    char const* name = "scal";
    Groups groups;
    Param<int64_t> n;
    Param<T> alpha;
    Matrices<T> x;
    Param<int64_t> incx;
};

/** y = x (copy: X = T const) or x <-> y (swap: X = T). */
template <typename T, typename X>
struct VectorPairProblems {
    enum Position : int {
        n_pos = 1, x_pos, incx_pos, y_pos, incy_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "n", "x", "incx", "y", "incy", "group_count", "group_sizes", "info"};

    char const* name = std::is_const_v<X> ? "copy" : "swap";
    Groups groups;
    Param<int64_t> n;
    Matrices<X> x;
    Param<int64_t> incx;
    Matrices<T> y;
    Param<int64_t> incy;
};

template <typename T>
using CopyProblems = VectorPairProblems<T, T const>;
template <typename T>
using SwapProblems = VectorPairProblems<T, T>;

/** result = x^T y (dot, dotu) or x^H y (dotc: conjugate = true). */
template <typename T>
struct DotProblems {
    enum Position : int {
        n_pos = 1, x_pos, incx_pos, y_pos, incy_pos, result_pos, group_count_pos, group_sizes_pos,
        info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "n", "x", "incx", "y", "incy", "result", "group_count", "group_sizes", "info"};

    bool conjugate = false;
    char const* name = "dot";
    Groups groups;
    Param<int64_t> n;
    Matrices<T const> x;
    Param<int64_t> incx;
    Matrices<T const> y;
    Param<int64_t> incy;
    Results<T> result;
};

/** The reductions of one vector: nrm2, asum (real results) and iamax (1-based index). */
enum class Reduction { Nrm2, Asum, Iamax };

/** result = ||x||_2 (nrm2), sum |Re x_i| + |Im x_i| (asum) or the index of the first largest
 * |Re x_i| + |Im x_i| (iamax, 1-based; R = int64_t). */
template <typename T, typename R>
struct ReductionProblems {
    enum Position : int {
        n_pos = 1, x_pos, incx_pos, result_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "n", "x", "incx", "result", "group_count", "group_sizes", "info"};

    Reduction reduction = Reduction::Nrm2;
    char const* name = "nrm2";
    Groups groups;
    Param<int64_t> n;
    Matrices<T const> x;
    Param<int64_t> incx;
    Results<R> result;
};

}  // namespace batchblas::core
