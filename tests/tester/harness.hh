// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file tests/tester/harness.hh
 * The harness every routine test shares (Level 3, Level 1/2 and LAPACK tests use the same
 * one): operand descriptions, the Batch of problems of one case
 * (allocation, random / NaN fill, the batched call with info in ReportAll mode, the reference
 * per problem, the checks), scaled errors and the type dispatch. See test_level3.cc for the
 * checks it makes.
 *
 * Vectors are operands too: an OperandSpec with inc != 0 is a vector of cols elements at
 * stride |inc|, stored as a 1 x cols column-major matrix with leading dimension |inc|, so the
 * elements between the increments are padding that must stay untouched.
 */
#pragma once

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
    int64_t inc = 0;  ///< nonzero: a vector of cols elements at stride |inc| (rows = 1)
};

inline OperandSpec operand(int64_t rows, int64_t cols, Shape shape, Content content)
{
    return OperandSpec{true, rows, cols, shape, content};
}

/** A vector of n elements at increment inc (a 1 x n column-major matrix with ld |inc|). */
inline OperandSpec vector_operand(int64_t n, int64_t inc, Content content)
{
    return OperandSpec{true, 1, n, general(), content, inc};
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
    size_t index = 0;  ///< in the batch
    Matrix<T> op[3];
    std::vector<T> before[3];    ///< bitwise copies of the allocations before the call
    double norm[3] = {0, 0, 0};  ///< Frobenius norms as read (0 when not read)
    Matrix<T> ref;               ///< the output as the reference computes it
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
    size_t problem_count() const { return problems_.size(); }

    /**
     * Lets f change problem i's data before the call (an injected failure) and expects the
     * numerical code `code` for it: the copies and norms are taken again after f.
     */
    template <typename F>
    void inject(size_t i, int64_t code, F f)
    {
        Problem<T>& problem = problems_[i];
        f(problem);
        ProblemSpec const& spec = specs_[problem.group];
        for (int x = A; x <= C; ++x) {
            if (!spec.op[x].present) continue;
            if (spec.op[x].content != Content::Poison)
                problem.norm[x] = frobenius(problem.op[x], spec.op[x].shape);
            problem.before[x] = problem.op[x].buffer();
        }
        expected_info_.resize(problems_.size(), 0);
        expected_info_[i] = code;
    }
    /** The code expected for problem i (0 unless injected). */
    int64_t expected_info(size_t i) const
    {
        return i < expected_info_.size() ? expected_info_[i] : 0;
    }
    int64_t const* group_sizes() const { return group_sizes_.data(); }
    /** Problem i, for routines with a second output (gesv, posv) that check it themselves. */
    Problem<T>& problem(size_t i) { return problems_[i]; }

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
            lds.push_back(op.inc != 0 ? std::abs(op.inc)
                                      : leading_dim(case_.layout, op.rows, op.cols,
                                                    case_.groups[g].pad));
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
            Matrix<T> const& output = problem.op[out];
            problem.ref = Matrix<T>(output.rows(), output.cols(), output.layout(), output.ld(),
                                    nan_value<T>());
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
        // info[0]: 0, or the 1-based number of the first group with a nonzero code.
        int64_t first_group = 0;
        for (size_t i = 0; i < problems_.size(); ++i) {
            if (info_[i + 1] != expected_info(i)) failures.insert("info");
            if (expected_info(i) != 0 && first_group == 0)
                first_group = int64_t(problems_[i].group) + 1;
        }
        if (info_[0] != first_group) failures.insert("info");
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
            if (expected_info(size_t(&problem - problems_.data())) != 0) continue;  // failed
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
        problem.index = problems_.size();
        ProblemSpec const& spec = specs_[g];
        for (int x = A; x <= C; ++x) {
            OperandSpec const& op = spec.op[x];
            if (!op.present) continue;
            if (op.inc != 0) {
                problem.op[x] =
                    Matrix<T>(1, op.cols, BlasColMajor, std::abs(op.inc), nan_value<T>());
            }
            else {
                int64_t ld = leading_dim(case_.layout, op.rows, op.cols, case_.groups[g].pad);
                problem.op[x] = Matrix<T>(op.rows, op.cols, case_.layout, ld, nan_value<T>());
            }
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
    std::vector<int64_t> expected_info_;
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

}  // namespace
}  // namespace tester
