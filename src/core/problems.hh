// SPDX-License-Identifier: BSD-3-Clause
/**
 * The batch of each routine as seen by the core: its options, sizes, scalars, matrices and
 * vectors, each through the accessors of batch.hh, plus the argument positions of the C
 * signature that info codes refer to and the argument names of the C++ errors.
 *
 * Options are read as int: the C enumerations (batchblas.h) and the C++ enum classes
 * (batchblas/types.hh) share their values and their int representation. Level 3, Level 2 and
 * LAPACK routines count `layout` as 1; Level 1 routines have no layout, so `n` is 1 and the
 * structs declare no layout_pos (check.hh's has_layout_v tells the two apart).
 *
 * Vectors are Matrices of one column: a pointer array (or base pointer plus stride), read with
 * their increment as reference BLAS does (for inc < 0 the vector starts at x + (1 - n) * inc).
 * Pivots (ipiv) and Householder scalars (tau) are pointer arrays like matrices: one array per
 * problem. LAPACK routines that can fail numerically (getrf, getrfnp, gesv, potrf, posv, getri)
 * declare `reports_numerical = true`; the front ends (api/dispatch.hh) then run them with a
 * per-problem code array and report LAPACK's positive codes.
 */
#pragma once

#include <type_traits>

#include "batchblas/types.hh"
#include "core/batch.hh"

namespace batchblas::core {

// ------------------------------------------------------------------------------------------------
// Level 3

/** C = alpha op(A) op(B) + beta C. */
template <typename T>
struct GemmProblems {
    enum Position : int {
        layout_pos = 1, transA_pos, transB_pos, m_pos, n_pos, k_pos, alpha_pos, A_pos, lda_pos,
        B_pos, ldb_pos, beta_pos, C_pos, ldc_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "transA", "transB", "m", "n", "k", "alpha", "A", "lda", "B", "ldb",
        "beta", "C", "ldc", "group_count", "group_sizes", "info"};

    char const* name = "gemm";
    int layout = 0;
    Groups groups;
    Param<int> transA, transB;
    Param<int64_t> m, n, k;
    Param<T> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<T const> B;
    Param<int64_t> ldb;
    Param<T> beta;
    Matrices<T> C;
    Param<int64_t> ldc;
};

/** C = alpha A B + beta C or alpha B A + beta C, A symmetric (or Hermitian for hemm). */
template <typename T>
struct SymmProblems {
    enum Position : int {
        layout_pos = 1, side_pos, uplo_pos, m_pos, n_pos, alpha_pos, A_pos, lda_pos, B_pos,
        ldb_pos, beta_pos, C_pos, ldc_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "side", "uplo", "m", "n", "alpha", "A", "lda", "B", "ldb", "beta", "C",
        "ldc", "group_count", "group_sizes", "info"};

    bool hermitian = false;
    char const* name = "symm";
    int layout = 0;
    Groups groups;
    Param<int> side, uplo;
    Param<int64_t> m, n;
    Param<T> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<T const> B;
    Param<int64_t> ldb;
    Param<T> beta;
    Matrices<T> C;
    Param<int64_t> ldc;
};

/**
 * Rank-k updates: syrk (Scalar = T) and herk (Scalar = real_type<T>, hermitian = true).
 * C = alpha A A^T + beta C, alpha A^T A + beta C, or the ^H forms.
 */
template <typename T, typename Scalar = T>
struct RankKProblems {
    enum Position : int {
        layout_pos = 1, uplo_pos, trans_pos, n_pos, k_pos, alpha_pos, A_pos, lda_pos, beta_pos,
        C_pos, ldc_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "uplo", "trans", "n", "k", "alpha", "A", "lda", "beta", "C", "ldc",
        "group_count", "group_sizes", "info"};

    bool hermitian = false;
    char const* name = "syrk";
    int layout = 0;
    Groups groups;
    Param<int> uplo, trans;
    Param<int64_t> n, k;
    Param<Scalar> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Param<Scalar> beta;
    Matrices<T> C;
    Param<int64_t> ldc;
};

/**
 * Rank-2k updates: syr2k (Beta = T) and her2k (Beta = real_type<T>, hermitian = true).
 * C = alpha A B^T + alpha B A^T + beta C, or alpha A B^H + conj(alpha) B A^H + beta C, ...
 */
template <typename T, typename Beta = T>
struct Rank2KProblems {
    enum Position : int {
        layout_pos = 1, uplo_pos, trans_pos, n_pos, k_pos, alpha_pos, A_pos, lda_pos, B_pos,
        ldb_pos, beta_pos, C_pos, ldc_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "uplo", "trans", "n", "k", "alpha", "A", "lda", "B", "ldb", "beta", "C",
        "ldc", "group_count", "group_sizes", "info"};

    bool hermitian = false;
    char const* name = "syr2k";
    int layout = 0;
    Groups groups;
    Param<int> uplo, trans;
    Param<int64_t> n, k;
    Param<T> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<T const> B;
    Param<int64_t> ldb;
    Param<Beta> beta;
    Matrices<T> C;
    Param<int64_t> ldc;
};

/** trmm (solve = false): B = alpha op(A) B or alpha B op(A); trsm (solve = true): op(A)^-1. */
template <typename T>
struct TriangularProblems {
    enum Position : int {
        layout_pos = 1, side_pos, uplo_pos, trans_pos, diag_pos, m_pos, n_pos, alpha_pos, A_pos,
        lda_pos, B_pos, ldb_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "side", "uplo", "trans", "diag", "m", "n", "alpha", "A", "lda", "B", "ldb",
        "group_count", "group_sizes", "info"};

    bool solve = false;
    char const* name = "trmm";
    int layout = 0;
    Groups groups;
    Param<int> side, uplo, trans, diag;
    Param<int64_t> m, n;
    Param<T> alpha;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<T> B;
    Param<int64_t> ldb;
};

// ------------------------------------------------------------------------------------------------
// Level 1 and Level 2

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

// ------------------------------------------------------------------------------------------------
// LAPACK

/** P A = L U with partial pivoting; A is m x n, ipiv holds min(m, n) 1-based row indices. */
template <typename T>
struct GetrfProblems {
    static constexpr bool reports_numerical = true;
    enum Position : int {
        layout_pos = 1, m_pos, n_pos, A_pos, lda_pos, ipiv_pos, group_count_pos, group_sizes_pos,
        info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "m", "n", "A", "lda", "ipiv", "group_count", "group_sizes", "info"};

    char const* name = "getrf";
    int layout = 0;
    Groups groups;
    Param<int64_t> m, n;
    Matrices<T> A;
    Param<int64_t> lda;
    Matrices<int64_t> ipiv;
};

/**
 * A = L U without pivoting (getrfnp, MKL's name); A is m x n. U(j,j) exactly zero reports j
 * (the first such j) and leaves column j below the diagonal unscaled; the elimination goes on.
 */
template <typename T>
struct GetrfNoPivotProblems {
    static constexpr bool reports_numerical = true;
    enum Position : int {
        layout_pos = 1, m_pos, n_pos, A_pos, lda_pos, group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "m", "n", "A", "lda", "group_count", "group_sizes", "info"};

    char const* name = "getrfnp";
    int layout = 0;
    Groups groups;
    Param<int64_t> m, n;
    Matrices<T> A;
    Param<int64_t> lda;
};

/** Solves op(A) X = B with the LU factors and pivots of getrf; A n x n, B n x nrhs. */
template <typename T>
struct GetrsProblems {
    enum Position : int {
        layout_pos = 1, trans_pos, n_pos, nrhs_pos, A_pos, lda_pos, ipiv_pos, B_pos, ldb_pos,
        group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "trans", "n", "nrhs", "A", "lda", "ipiv", "B", "ldb", "group_count",
        "group_sizes", "info"};

    char const* name = "getrs";
    int layout = 0;
    Groups groups;
    Param<int> trans;
    Param<int64_t> n, nrhs;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<int64_t const> ipiv;
    Matrices<T> B;
    Param<int64_t> ldb;
};

/** Solves A X = B by getrf then getrs; A is overwritten by its factors, B by X. */
template <typename T>
struct GesvProblems {
    static constexpr bool reports_numerical = true;
    enum Position : int {
        layout_pos = 1, n_pos, nrhs_pos, A_pos, lda_pos, ipiv_pos, B_pos, ldb_pos,
        group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "n", "nrhs", "A", "lda", "ipiv", "B", "ldb", "group_count", "group_sizes",
        "info"};

    char const* name = "gesv";
    int layout = 0;
    Groups groups;
    Param<int64_t> n, nrhs;
    Matrices<T> A;
    Param<int64_t> lda;
    Matrices<int64_t> ipiv;
    Matrices<T> B;
    Param<int64_t> ldb;
};

/** A = L L^H or U^H U, only the uplo triangle of A read and overwritten. */
template <typename T>
struct PotrfProblems {
    static constexpr bool reports_numerical = true;
    enum Position : int {
        layout_pos = 1, uplo_pos, n_pos, A_pos, lda_pos, group_count_pos, group_sizes_pos,
        info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "uplo", "n", "A", "lda", "group_count", "group_sizes", "info"};

    char const* name = "potrf";
    int layout = 0;
    Groups groups;
    Param<int> uplo;
    Param<int64_t> n;
    Matrices<T> A;
    Param<int64_t> lda;
};

/**
 * potrs (Factor = false): solves A X = B with the Cholesky factor of potrf, A read only.
 * posv (Factor = true): factors A in place first; a problem whose A is not positive definite
 * reports potrf's code and leaves its B untouched. The two share the C signature's positions.
 */
template <typename T, bool Factor>
struct CholeskySolveProblems {
    static constexpr bool reports_numerical = Factor;
    enum Position : int {
        layout_pos = 1, uplo_pos, n_pos, nrhs_pos, A_pos, lda_pos, B_pos, ldb_pos,
        group_count_pos, group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "uplo", "n", "nrhs", "A", "lda", "B", "ldb", "group_count", "group_sizes",
        "info"};

    char const* name = Factor ? "posv" : "potrs";
    int layout = 0;
    Groups groups;
    Param<int> uplo;
    Param<int64_t> n, nrhs;
    Matrices<std::conditional_t<Factor, T, T const>> A;
    Param<int64_t> lda;
    Matrices<T> B;
    Param<int64_t> ldb;
};

template <typename T>
using PotrsProblems = CholeskySolveProblems<T, false>;
template <typename T>
using PosvProblems = CholeskySolveProblems<T, true>;

/** C = A^-1 from getrf's factors and pivots (A is not modified); A, C n x n. */
template <typename T>
struct GetriProblems {
    static constexpr bool reports_numerical = true;
    enum Position : int {
        layout_pos = 1, n_pos, A_pos, lda_pos, ipiv_pos, C_pos, ldc_pos, group_count_pos,
        group_sizes_pos, info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "n", "A", "lda", "ipiv", "C", "ldc", "group_count", "group_sizes", "info"};

    char const* name = "getri";
    int layout = 0;
    Groups groups;
    Param<int64_t> n;
    Matrices<T const> A;
    Param<int64_t> lda;
    Matrices<int64_t const> ipiv;
    Matrices<T> C;
    Param<int64_t> ldc;
};

/** A = Q R by Householder reflectors (LAPACK's geqrf storage); tau holds min(m, n) scalars. */
template <typename T>
struct GeqrfProblems {
    enum Position : int {
        layout_pos = 1, m_pos, n_pos, A_pos, lda_pos, tau_pos, group_count_pos, group_sizes_pos,
        info_pos
    };
    static constexpr char const* argument_names[] = {
        "", "layout", "m", "n", "A", "lda", "tau", "group_count", "group_sizes", "info"};

    char const* name = "geqrf";
    int layout = 0;
    Groups groups;
    Param<int64_t> m, n;
    Matrices<T> A;
    Param<int64_t> lda;
    Matrices<T> tau;
};

}  // namespace batchblas::core
