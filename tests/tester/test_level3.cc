/**
 * @file tests/tester/test_level3.cc
 * Tests of the nine Level 3 routines (gemm, symm, hemm, syrk, herk, syr2k, her2k, trmm, trsm).
 *
 * Each routine has one test template over the scalar type. It describes the operands of a
 * problem for a group (shapes, what may be read), makes the batched call, makes the reference
 * call per problem, and gives the error bound; the Batch harness below does the rest, the same
 * way for every routine:
 *  - one allocation per matrix, leading dimension = rows (or columns) + the group's padding;
 *  - random data where the operation reads, NaN where it must not read: padding, guard bands,
 *    the other triangle, a unit diagonal, inputs when alpha = 0 or the output is empty, C when
 *    beta = 0 (a read that must not happen turns the result into NaN);
 *  - the batched call, timed, with info[0] = BblasErrorsReportAll: every info entry must be 0;
 *  - the reference (netlib CBLAS) on a copy of the output, timed;
 *  - checks: inputs bitwise unchanged (padding and guards included), nothing of the output
 *    written outside the part the operation writes (padding, guards, the other triangle of
 *    syrk/herk/syr2k/her2k), and the normwise error
 *        ||C - C_ref||_F / ((sqrt(k) + 2) |alpha| ||A|| ||B|| + 2 |beta| ||C0||) / eps
 *    (as BLAS++'s check_gemm; divided by 2 sqrt(2) for complex arithmetic, Higham 2002, 3.6),
 *    for trsm the residual ||op(A) X - alpha B0|| / ((sqrt(k) + 2) ||A|| ||X|| + 2 |alpha| ||B0||),
 *    maximised over the batch and compared with --tol.
 */
#include <algorithm>
#include <chrono>
#include <cmath>
#include <complex>
#include <functional>
#include <limits>
#include <set>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "batched_api.hh"
#include "cblas_ref.hh"
#include "flops.hh"
#include "matrix.hh"
#include "tester.hh"

namespace tester {
namespace {

/** Index of an operand in ProblemSpec::op and Problem::op. */
enum Operand { A = 0, B = 1, C = 2 };

/** One operand of the problems of a group. */
struct OperandSpec {
    bool present = false;
    int64_t rows = 0, cols = 0;
    Shape shape;
    Content content = Content::Random;
};

inline OperandSpec operand(int64_t rows, int64_t cols, Shape shape, Content content)
{
    return OperandSpec{true, rows, cols, shape, content};
}

/** What a routine reads and writes in each problem of a group. */
struct ProblemSpec {
    OperandSpec op[3];
    Operand output = C;         ///< the operand the routine overwrites
    Shape written = general();  ///< the part of it that the routine writes
};

/** Inputs are not read when alpha = 0. */
inline Content input_content(bool alpha_zero, Content content = Content::Random)
{
    return alpha_zero ? Content::Poison : content;
}

/** C is not read when beta = 0. */
inline Content output_content(bool beta_zero)
{
    return beta_zero ? Content::Poison : Content::Random;
}

/** One problem: its matrices, their state before the call, and the reference output. */
template <typename T>
struct Problem {
    size_t group = 0;
    TestMatrix<T> op[3];
    std::vector<T> before[3];    ///< bitwise copies of the allocations before the call
    double norm[3] = {0, 0, 0};  ///< Frobenius norms as read (0 when not read)
    TestMatrix<T> ref;           ///< the output as the reference computes it
};

/** ||X - Y|| / bound in units of eps; 0 when X == Y (also for bound 0), else inf if bound 0. */
template <typename T>
double scaled_error(double difference, double bound)
{
    if (difference == 0) return 0;
    double error = difference / bound;
    if constexpr (is_complex_v<T>) error /= 2 * std::sqrt(2.0);
    return error / double(std::numeric_limits<real_t<T>>::epsilon());
}

using Clock = std::chrono::steady_clock;

inline double seconds_since(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

/**
 * The problems of one case and the steps every routine test shares. A routine test builds it
 * with a description of its operands per group, then calls call(), reference() and finish().
 */
template <typename T>
class Batch {
public:
    using Describe = std::function<ProblemSpec(Group const&)>;

    Batch(Case const& test_case, Params const& params, Describe const& describe)
        : case_(test_case), params_(params)
    {
        Random random(test_case.seed);
        for (size_t g = 0; g < case_.groups.size(); ++g) {
            Group const& group = case_.groups[g];
            ProblemSpec spec = describe(group);
            // An empty output means nothing is referenced.
            OperandSpec const& out = spec.op[spec.output];
            if (out.rows == 0 || out.cols == 0) {
                for (OperandSpec& op : spec.op) op.content = Content::Poison;
            }
            specs_.push_back(spec);
            group_sizes_.push_back(group.count);
            for (int64_t i = 0; i < group.count; ++i) problems_.push_back(make_problem(g, random));
        }
    }

    int64_t group_count() const { return int64_t(case_.groups.size()); }
    int64_t const* group_sizes() const { return group_sizes_.data(); }

    /** One value per group: f(group). */
    template <typename F>
    auto per_group(F f) const
    {
        std::vector<std::decay_t<decltype(f(case_.groups.front()))>> values;
        for (Group const& group : case_.groups) values.push_back(f(group));
        return values;
    }

    /** Leading dimensions of operand x, one per group. */
    std::vector<int64_t> ld(Operand x) const
    {
        std::vector<int64_t> lds;
        for (size_t g = 0; g < specs_.size(); ++g) {
            OperandSpec const& op = specs_[g].op[x];
            lds.push_back(leading_dim(case_.layout, op.rows, op.cols, case_.groups[g].pad));
        }
        return lds;
    }

    /** Pointers to operand x of every problem (never an empty array). */
    std::vector<T const*> inputs(Operand x)
    {
        std::vector<T const*> pointers(std::max<size_t>(1, problems_.size()), nullptr);
        for (size_t i = 0; i < problems_.size(); ++i) pointers[i] = problems_[i].op[x].data();
        return pointers;
    }
    std::vector<T*> outputs(Operand x)
    {
        std::vector<T*> pointers(std::max<size_t>(1, problems_.size()), nullptr);
        for (size_t i = 0; i < problems_.size(); ++i) pointers[i] = problems_[i].op[x].data();
        return pointers;
    }

    /** Makes the batched call f(info), timed, asking for one info entry per problem. */
    template <typename Call>
    void call(Call f)
    {
        info_.assign(problems_.size() + 1, info_unwritten);
        info_[0] = BblasErrorsReportAll;
        Clock::time_point start = Clock::now();
        f(info_.data());
        result_.time = seconds_since(start);
    }

    /** Runs f(problem, group, output) per problem on a copy of its output, timed. */
    template <typename Ref>
    void reference(Ref f)
    {
        if (!params_.check && !params_.ref) return;
        for (Problem<T>& problem : problems_) {
            Operand out = specs_[problem.group].output;
            TestMatrix<T> const& output = problem.op[out];
            problem.ref = TestMatrix<T>(output.rows(), output.cols(), case_.layout, output.ld());
            problem.ref.buffer() = problem.before[out];
        }
        Clock::time_point start = Clock::now();
        for (Problem<T>& problem : problems_) {
            f(problem, case_.groups[problem.group], problem.ref);
        }
        result_.ref_time = seconds_since(start);
        result_.ref_run = true;
    }

    /**
     * Counts flops(group) per problem and, with --check y, checks info, unchanged inputs,
     * untouched padding / guards / other triangle, and error(problem, group) against --tol.
     */
    template <typename Flops, typename Error>
    Result finish(Flops flops, Error error)
    {
        result_.batch_count = int64_t(problems_.size());
        for (Group const& group : case_.groups) result_.flops += double(group.count) * flops(group);
        if (!params_.check) return result_;

        result_.checked = true;
        std::set<std::string> failures;
        for (int64_t code : info_) {
            if (code != 0) failures.insert("info");
        }
        for (Problem<T> const& problem : problems_) {
            ProblemSpec const& spec = specs_[problem.group];
            for (int x = A; x <= C; ++x) {
                if (spec.op[x].present && x != spec.output &&
                    !unchanged(problem.op[x], problem.before[x])) {
                    failures.insert(x == A ? "A changed" : "B changed");
                }
            }
            if (changed_outside(problem.op[spec.output], problem.before[spec.output],
                                spec.written) != 0) {
                failures.insert(spec.written.structure == Structure::General
                                    ? "wrote padding"
                                    : "wrote padding/other triangle");
            }
            double e = error(problem, case_.groups[problem.group]);
            if (!(e <= result_.error)) result_.error = e;  // keeps a NaN
        }
        if (!(result_.error < params_.tol)) failures.insert("error");
        for (std::string const& failure : failures) {
            result_.failure += (result_.failure.empty() ? "" : ", ") + failure;
        }
        result_.okay = failures.empty();
        return result_;
    }

    /**
     * Normwise error of the problem's output against the reference over the part written,
     * the whole diagonal included (a Hermitian result must have real diagonal entries).
     */
    double error_vs_reference(Problem<T> const& problem, double bound) const
    {
        ProblemSpec const& spec = specs_[problem.group];
        Shape compared = spec.written;
        if (compared.structure == Structure::Hermitian) compared.structure = Structure::Symmetric;
        double difference = frobenius(problem.op[spec.output], compared, &problem.ref);
        return scaled_error<T>(difference, bound);
    }

private:
    static constexpr int64_t info_unwritten = -999999;

    Problem<T> make_problem(size_t g, Random& random)
    {
        Problem<T> problem;
        problem.group = g;
        ProblemSpec const& spec = specs_[g];
        for (int x = A; x <= C; ++x) {
            OperandSpec const& op = spec.op[x];
            if (!op.present) continue;
            int64_t ld = leading_dim(case_.layout, op.rows, op.cols, case_.groups[g].pad);
            problem.op[x] = TestMatrix<T>(op.rows, op.cols, case_.layout, ld);
            fill(problem.op[x], op.shape, op.content, random);
            if (op.content != Content::Poison) problem.norm[x] = frobenius(problem.op[x], op.shape);
            problem.before[x] = problem.op[x].buffer();
        }
        return problem;
    }

    Case const& case_;
    Params const& params_;
    std::vector<ProblemSpec> specs_;
    std::vector<int64_t> group_sizes_;
    std::vector<Problem<T>> problems_;
    std::vector<int64_t> info_;
    Result result_;
};

/** Calls f(T{}) for the case's scalar type. */
template <typename F>
Result dispatch(char type, F f)
{
    switch (type) {
        case 's':
            return f(float{});
        case 'd':
            return f(double{});
        case 'c':
            return f(std::complex<float>{});
        case 'z':
            return f(std::complex<double>{});
        default:
            throw std::invalid_argument(std::string("unknown type ") + type);
    }
}

/** As dispatch, for the routines that exist for complex types only. */
template <typename F>
Result dispatch_complex(char type, F f)
{
    switch (type) {
        case 'c':
            return f(std::complex<float>{});
        case 'z':
            return f(std::complex<double>{});
        default:
            throw std::invalid_argument(std::string("no real type for this routine: ") + type);
    }
}

/** Rows and columns of op(X) when op(X) is rows x cols. */
inline std::pair<int64_t, int64_t> stored_dims(blas_trans_t trans, int64_t rows, int64_t cols)
{
    return trans == BlasNoTrans ? std::make_pair(rows, cols) : std::make_pair(cols, rows);
}

/** Bound of a product of depth k: (sqrt(k) + 2) |alpha| ||A|| ||B|| + 2 |beta| ||C0||. */
inline double product_bound(double k, double alpha_norm_ab, double beta_norm_c)
{
    return (std::sqrt(k) + 2) * alpha_norm_ab + 2 * beta_norm_c;
}

// ----------------------------------------------------------------------------------- gemm
template <typename T>
Result gemm(Case const& c, Params const& p)
{
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    auto beta_of = [](Group const& g) { return from_complex<T>(g.beta.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        auto [m, n, k] = g.dims;
        auto [am, an] = stored_dims(g.opts.transA, m, k);
        auto [bm, bn] = stored_dims(g.opts.transB, k, n);
        Content in = input_content(alpha_of(g) == T(0));
        ProblemSpec spec;
        spec.op[A] = operand(am, an, general(), in);
        spec.op[B] = operand(bm, bn, general(), in);
        spec.op[C] = operand(m, n, general(), output_content(beta_of(g) == T(0)));
        return spec;
    });

    auto transA = batch.per_group([](Group const& g) { return g.opts.transA; });
    auto transB = batch.per_group([](Group const& g) { return g.opts.transB; });
    auto m = batch.per_group([](Group const& g) { return g.dims.m; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto k = batch.per_group([](Group const& g) { return g.dims.k; });
    auto alpha = batch.per_group(alpha_of);
    auto beta = batch.per_group(beta_of);
    auto lda = batch.ld(A), ldb = batch.ld(B), ldc = batch.ld(C);
    auto Ap = batch.inputs(A), Bp = batch.inputs(B);
    auto Cp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        bb::gemm(c.layout, transA.data(), transB.data(), m.data(), n.data(), k.data(), alpha.data(),
                 Ap.data(), lda.data(), Bp.data(), ldb.data(), beta.data(), Cp.data(), ldc.data(),
                 batch.group_count(), batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, TestMatrix<T>& out) {
        ref::gemm(c.layout, g.opts.transA, g.opts.transB, g.dims.m, g.dims.n, g.dims.k, alpha_of(g),
                  pr.op[A].data(), pr.op[A].ld(), pr.op[B].data(), pr.op[B].ld(), beta_of(g),
                  out.data(), out.ld());
    });
    return batch.finish([](Group const& g) { return flops::gemm<T>(g.dims.m, g.dims.n, g.dims.k); },
                        [&](Problem<T> const& pr, Group const& g) {
                            double bound = product_bound(
                                g.dims.k, std::abs(alpha_of(g)) * pr.norm[A] * pr.norm[B],
                                std::abs(beta_of(g)) * pr.norm[C]);
                            return batch.error_vs_reference(pr, bound);
                        });
}

// ----------------------------------------------------------------------------- symm, hemm
/** symm and hemm differ in the shape of A and the function called. */
template <typename T, bool hermitian>
Result symm_hemm(Case const& c, Params const& p)
{
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    auto beta_of = [](Group const& g) { return from_complex<T>(g.beta.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        int64_t m = g.dims.m, n = g.dims.n;
        int64_t ka = g.opts.side == BlasLeft ? m : n;
        Shape shape_a = hermitian ? tester::hermitian(g.opts.uplo) : symmetric(g.opts.uplo);
        Content in = input_content(alpha_of(g) == T(0));
        ProblemSpec spec;
        spec.op[A] = operand(ka, ka, shape_a, in);
        spec.op[B] = operand(m, n, general(), in);
        spec.op[C] = operand(m, n, general(), output_content(beta_of(g) == T(0)));
        return spec;
    });

    auto side = batch.per_group([](Group const& g) { return g.opts.side; });
    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto m = batch.per_group([](Group const& g) { return g.dims.m; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto alpha = batch.per_group(alpha_of);
    auto beta = batch.per_group(beta_of);
    auto lda = batch.ld(A), ldb = batch.ld(B), ldc = batch.ld(C);
    auto Ap = batch.inputs(A), Bp = batch.inputs(B);
    auto Cp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        auto routine = [](auto... args) {
            if constexpr (hermitian)
                bb::hemm(args...);
            else
                bb::symm(args...);
        };
        routine(c.layout, side.data(), uplo.data(), m.data(), n.data(), alpha.data(), Ap.data(),
                lda.data(), Bp.data(), ldb.data(), beta.data(), Cp.data(), ldc.data(),
                batch.group_count(), batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, TestMatrix<T>& out) {
        auto routine = [](auto... args) {
            if constexpr (hermitian)
                ref::hemm(args...);
            else
                ref::symm(args...);
        };
        routine(c.layout, g.opts.side, g.opts.uplo, g.dims.m, g.dims.n, alpha_of(g),
                pr.op[A].data(), pr.op[A].ld(), pr.op[B].data(), pr.op[B].ld(), beta_of(g),
                out.data(), out.ld());
    });
    return batch.finish(
        [](Group const& g) { return flops::symm<T>(g.opts.side, g.dims.m, g.dims.n); },
        [&](Problem<T> const& pr, Group const& g) {
            double ka = g.opts.side == BlasLeft ? g.dims.m : g.dims.n;
            double bound = product_bound(ka, std::abs(alpha_of(g)) * pr.norm[A] * pr.norm[B],
                                         std::abs(beta_of(g)) * pr.norm[C]);
            return batch.error_vs_reference(pr, bound);
        });
}

// ----------------------------------------------------------------------------- syrk, herk
/**
 * syrk and herk differ in the scalar type of alpha and beta (real for herk), the shape of C
 * (herk: the imaginary parts of its diagonal are set to zero) and the function called.
 */
template <typename T, bool hermitian>
Result syrk_herk(Case const& c, Params const& p)
{
    using S = std::conditional_t<hermitian, real_t<T>, T>;
    auto alpha_of = [](Group const& g) { return from_complex<S>(g.alpha.value); };
    auto beta_of = [](Group const& g) { return from_complex<S>(g.beta.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        int64_t n = g.dims.n;
        auto [am, an] = stored_dims(g.opts.trans, n, g.dims.k);
        Shape shape_c = hermitian ? tester::hermitian(g.opts.uplo) : symmetric(g.opts.uplo);
        ProblemSpec spec;
        spec.op[A] = operand(am, an, general(), input_content(alpha_of(g) == S(0)));
        spec.op[C] = operand(n, n, shape_c, output_content(beta_of(g) == S(0)));
        spec.written = shape_c;
        return spec;
    });

    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto trans = batch.per_group([](Group const& g) { return g.opts.trans; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto k = batch.per_group([](Group const& g) { return g.dims.k; });
    auto alpha = batch.per_group(alpha_of);
    auto beta = batch.per_group(beta_of);
    auto lda = batch.ld(A), ldc = batch.ld(C);
    auto Ap = batch.inputs(A);
    auto Cp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        auto routine = [](auto... args) {
            if constexpr (hermitian)
                bb::herk(args...);
            else
                bb::syrk(args...);
        };
        routine(c.layout, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), Ap.data(),
                lda.data(), beta.data(), Cp.data(), ldc.data(), batch.group_count(),
                batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, TestMatrix<T>& out) {
        if constexpr (hermitian) {
            ref::herk(c.layout, g.opts.uplo, g.opts.trans, g.dims.n, g.dims.k, alpha_of(g),
                      pr.op[A].data(), pr.op[A].ld(), beta_of(g), out.data(), out.ld());
        }
        else {
            ref::syrk(c.layout, g.opts.uplo, g.opts.trans, g.dims.n, g.dims.k, alpha_of(g),
                      pr.op[A].data(), pr.op[A].ld(), beta_of(g), out.data(), out.ld());
        }
    });
    return batch.finish([](Group const& g) { return flops::syrk<T>(g.dims.n, g.dims.k); },
                        [&](Problem<T> const& pr, Group const& g) {
                            double bound = product_bound(
                                g.dims.k, std::abs(alpha_of(g)) * pr.norm[A] * pr.norm[A],
                                std::abs(beta_of(g)) * pr.norm[C]);
                            return batch.error_vs_reference(pr, bound);
                        });
}

// --------------------------------------------------------------------------- syr2k, her2k
/** syr2k and her2k differ in the type of beta (real for her2k), the shape of C, the call. */
template <typename T, bool hermitian>
Result syr2k_her2k(Case const& c, Params const& p)
{
    using S = std::conditional_t<hermitian, real_t<T>, T>;
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    auto beta_of = [](Group const& g) { return from_complex<S>(g.beta.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        int64_t n = g.dims.n;
        auto [am, an] = stored_dims(g.opts.trans, n, g.dims.k);
        Shape shape_c = hermitian ? tester::hermitian(g.opts.uplo) : symmetric(g.opts.uplo);
        Content in = input_content(alpha_of(g) == T(0));
        ProblemSpec spec;
        spec.op[A] = operand(am, an, general(), in);
        spec.op[B] = operand(am, an, general(), in);
        spec.op[C] = operand(n, n, shape_c, output_content(beta_of(g) == S(0)));
        spec.written = shape_c;
        return spec;
    });

    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto trans = batch.per_group([](Group const& g) { return g.opts.trans; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto k = batch.per_group([](Group const& g) { return g.dims.k; });
    auto alpha = batch.per_group(alpha_of);
    auto beta = batch.per_group(beta_of);
    auto lda = batch.ld(A), ldb = batch.ld(B), ldc = batch.ld(C);
    auto Ap = batch.inputs(A), Bp = batch.inputs(B);
    auto Cp = batch.outputs(C);
    batch.call([&](int64_t* info) {
        auto routine = [](auto... args) {
            if constexpr (hermitian)
                bb::her2k(args...);
            else
                bb::syr2k(args...);
        };
        routine(c.layout, uplo.data(), trans.data(), n.data(), k.data(), alpha.data(), Ap.data(),
                lda.data(), Bp.data(), ldb.data(), beta.data(), Cp.data(), ldc.data(),
                batch.group_count(), batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, TestMatrix<T>& out) {
        if constexpr (hermitian) {
            ref::her2k(c.layout, g.opts.uplo, g.opts.trans, g.dims.n, g.dims.k, alpha_of(g),
                       pr.op[A].data(), pr.op[A].ld(), pr.op[B].data(), pr.op[B].ld(), beta_of(g),
                       out.data(), out.ld());
        }
        else {
            ref::syr2k(c.layout, g.opts.uplo, g.opts.trans, g.dims.n, g.dims.k, alpha_of(g),
                       pr.op[A].data(), pr.op[A].ld(), pr.op[B].data(), pr.op[B].ld(), beta_of(g),
                       out.data(), out.ld());
        }
    });
    return batch.finish([](Group const& g) { return flops::syr2k<T>(g.dims.n, g.dims.k); },
                        [&](Problem<T> const& pr, Group const& g) {
                            // Two products of depth k.
                            double bound = product_bound(
                                g.dims.k, 2 * std::abs(alpha_of(g)) * pr.norm[A] * pr.norm[B],
                                std::abs(beta_of(g)) * pr.norm[C]);
                            return batch.error_vs_reference(pr, bound);
                        });
}

// ----------------------------------------------------------------------------- trmm, trsm
/**
 * trmm and trsm differ in A (trsm: well conditioned), the call, and the error: trmm compares
 * with the reference, trsm takes the residual ||op(A) X - alpha B0|| of the library's X (a
 * backward error, independent of the conditioning of A), or for alpha = 0 the reference (zero).
 */
template <typename T, bool solve>
Result trmm_trsm(Case const& c, Params const& p)
{
    auto alpha_of = [](Group const& g) { return from_complex<T>(g.alpha.value); };
    Batch<T> batch(c, p, [&](Group const& g) {
        int64_t m = g.dims.m, n = g.dims.n;
        int64_t ka = g.opts.side == BlasLeft ? m : n;
        bool alpha_zero = alpha_of(g) == T(0);
        ProblemSpec spec;
        spec.op[A] =
            operand(ka, ka, triangular(g.opts.uplo, g.opts.diag),
                    input_content(alpha_zero, solve ? Content::Dominant : Content::Random));
        spec.op[B] = operand(m, n, general(), input_content(alpha_zero));
        spec.output = B;
        return spec;
    });

    auto side = batch.per_group([](Group const& g) { return g.opts.side; });
    auto uplo = batch.per_group([](Group const& g) { return g.opts.uplo; });
    auto transA = batch.per_group([](Group const& g) { return g.opts.transA; });
    auto diag = batch.per_group([](Group const& g) { return g.opts.diag; });
    auto m = batch.per_group([](Group const& g) { return g.dims.m; });
    auto n = batch.per_group([](Group const& g) { return g.dims.n; });
    auto alpha = batch.per_group(alpha_of);
    auto lda = batch.ld(A), ldb = batch.ld(B);
    auto Ap = batch.inputs(A);
    auto Bp = batch.outputs(B);
    batch.call([&](int64_t* info) {
        auto routine = [](auto... args) {
            if constexpr (solve)
                bb::trsm(args...);
            else
                bb::trmm(args...);
        };
        routine(c.layout, side.data(), uplo.data(), transA.data(), diag.data(), m.data(), n.data(),
                alpha.data(), Ap.data(), lda.data(), Bp.data(), ldb.data(), batch.group_count(),
                batch.group_sizes(), info);
    });
    batch.reference([&](Problem<T>& pr, Group const& g, TestMatrix<T>& out) {
        auto routine = [](auto... args) {
            if constexpr (solve)
                ref::trsm(args...);
            else
                ref::trmm(args...);
        };
        routine(c.layout, g.opts.side, g.opts.uplo, g.opts.transA, g.opts.diag, g.dims.m, g.dims.n,
                alpha_of(g), pr.op[A].data(), pr.op[A].ld(), out.data(), out.ld());
    });
    return batch.finish(
        [](Group const& g) { return flops::trmm<T>(g.opts.side, g.dims.m, g.dims.n); },
        [&](Problem<T> const& pr, Group const& g) {
            double ka = g.opts.side == BlasLeft ? g.dims.m : g.dims.n;
            T alpha_g = alpha_of(g);
            if (!solve || alpha_g == T(0)) {
                double bound = product_bound(ka, std::abs(alpha_g) * pr.norm[A] * pr.norm[B], 0);
                return batch.error_vs_reference(pr, bound);
            }
            // R = op(A) X (or X op(A)) by the reference trmm, compared with alpha B0.
            TestMatrix<T> const& X = pr.op[B];
            TestMatrix<T> R = X;
            ref::trmm(c.layout, g.opts.side, g.opts.uplo, g.opts.transA, g.opts.diag, g.dims.m,
                      g.dims.n, T(1), pr.op[A].data(), pr.op[A].ld(), R.data(), R.ld());
            TestMatrix<T> alpha_B0 = X;
            alpha_B0.buffer() = pr.before[B];
            for (int64_t j = 0; j < alpha_B0.cols(); ++j) {
                for (int64_t i = 0; i < alpha_B0.rows(); ++i) alpha_B0(i, j) *= alpha_g;
            }
            double bound = product_bound(ka, pr.norm[A] * frobenius(X, general()),
                                         std::abs(alpha_g) * pr.norm[B]);
            return scaled_error<T>(frobenius(R, general(), &alpha_B0), bound);
        });
}

}  // namespace

// ----------------------------------------------------------------------- entry points
Result test_gemm(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return gemm<decltype(x)>(c, p); });
}
Result test_symm(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return symm_hemm<decltype(x), false>(c, p); });
}
Result test_hemm(Case const& c, Params const& p)
{
    return dispatch_complex(c.type, [&](auto x) { return symm_hemm<decltype(x), true>(c, p); });
}
Result test_syrk(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return syrk_herk<decltype(x), false>(c, p); });
}
Result test_herk(Case const& c, Params const& p)
{
    return dispatch_complex(c.type, [&](auto x) { return syrk_herk<decltype(x), true>(c, p); });
}
Result test_syr2k(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return syr2k_her2k<decltype(x), false>(c, p); });
}
Result test_her2k(Case const& c, Params const& p)
{
    return dispatch_complex(c.type, [&](auto x) { return syr2k_her2k<decltype(x), true>(c, p); });
}
Result test_trmm(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return trmm_trsm<decltype(x), false>(c, p); });
}
Result test_trsm(Case const& c, Params const& p)
{
    return dispatch(c.type, [&](auto x) { return trmm_trsm<decltype(x), true>(c, p); });
}

}  // namespace tester
