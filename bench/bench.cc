/**
 * batchblas benchmark: batched GEMM through the standard C API against an OpenMP loop of
 * cblas_?gemm over each baseline BLAS (OpenBLAS and BLIS, OpenMP builds, and netlib), on the
 * same data, in one run.
 *
 * For every type and size the batch is made large enough that its matrices (A, B and C) fill
 * at least --mem MiB, well out of the L2 caches, so that the numbers are those of a batch
 * streamed from memory rather than of one warm matrix. Each implementation is timed --reps
 * times (fewer where its calls are slow, see time_budget), interleaved with the others, and the
 * median is reported. Results are checked against
 * each other: max over problems of ||C - C_base||_F / ((sqrt(k) + 2) |alpha| ||A||_F ||B||_F
 * + 2 |beta| ||C0||_F), in units of the type's machine epsilon, must stay below 10.
 *
 * Exit status: 0 when every check passes, 1 when one fails, 2 for a usage error.
 */
#include <batchblas.h>
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "cblas_library.hh"

#ifndef BENCH_GIT_COMMIT
#define BENCH_GIT_COMMIT "unknown"
#endif

namespace bench {
namespace {

constexpr double check_tolerance = 10.0;  // in units of machine epsilon
// Timed calls of one implementation on one case stop at --reps or once they would take this
// long (at least one), so that a very slow implementation cannot stretch the run.
constexpr double time_budget = 1.0;  // seconds

// ---------------------------------------------------------------- options

struct Options {
    std::vector<int64_t> sizes{2, 4, 8, 16, 32, 64, 128, 256};
    std::string types = "dsz";
    bool fixed = true;
    bool variable = true;
    bool transA = false;
    bool transB = false;
    int threads = 0;  // 0: OpenMP's default
    int reps = 5;
    double mem_mib = 16.0;
    std::string csv;
    std::vector<BaselineSpec> baselines;
    bool baselines_given = false;
    int64_t info_mode = BblasErrorsReportAll;
    uint64_t seed = 42;
};

void usage(std::FILE* out)
{
    std::fprintf(
        out,
        "usage: batchblas_bench [options]\n"
        "  --quick            short run: sizes 2,8,32,128, --reps 3, --mem 4\n"
        "  --sizes LIST       square sizes, comma separated (default 2,4,8,16,32,64,128,256);\n"
        "                     for variable batches, the largest size nmax\n"
        "  --types LIST       any of s,d,c,z (default d,s,z)\n"
        "  --shapes LIST      fixed (every problem n x n x n) and/or variable (m, n, k uniform\n"
        "                     in [1, nmax] per problem, one group per problem); default both\n"
        "  --trans XY         op(A), op(B): N or T each (default NN)\n"
        "  --threads N        OpenMP threads for batchblas and the baselines (default: OpenMP's)\n"
        "  --reps N           timed repetitions, median reported (default 5)\n"
        "  --mem MIB          minimum size of each batch's A, B and C (default 16)\n"
        "  --baselines LIST   openblas, blis, netlib or name=/path/libblas.so (default: those\n"
        "                     installed of openblas, blis, netlib)\n"
        "  --info MODE        info reporting of the batchblas call: all, group, any, none\n"
        "                     (default all)\n"
        "  --seed N           random seed (default 42)\n"
        "  --csv FILE         also write one row per (type, shape, size, implementation)\n"
        "  --help\n");
}

std::vector<std::string> split(std::string const& text)
{
    std::vector<std::string> items;
    std::stringstream stream(text);
    std::string item;
    while (std::getline(stream, item, ','))
        if (!item.empty()) items.push_back(item);
    return items;
}

long long parse_integer(std::string const& text, char const* option, long long lowest)
{
    char* end = nullptr;
    long long const value = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || value < lowest)
        throw std::invalid_argument(std::string(option) + ": expected an integer >= " +
                                    std::to_string(lowest) + ", got '" + text + "'");
    return value;
}

Options parse_options(int argc, char** argv)
{
    Options opt;
    bool sizes_given = false, reps_given = false, mem_given = false, quick = false;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        std::string value;
        bool has_value = false;
        auto const eq = arg.find('=');
        if (arg.rfind("--", 0) == 0 && eq != std::string::npos) {
            value = arg.substr(eq + 1);
            arg = arg.substr(0, eq);
            has_value = true;
        }
        auto next = [&]() -> std::string {
            if (has_value) return value;
            if (i + 1 >= argc) throw std::invalid_argument(arg + ": missing value");
            return argv[++i];
        };
        if (arg == "--help" || arg == "-h") {
            usage(stdout);
            std::exit(0);
        }
        else if (arg == "--quick") {
            quick = true;
        }
        else if (arg == "--sizes") {
            opt.sizes.clear();
            for (auto const& s : split(next())) opt.sizes.push_back(parse_integer(s, "--sizes", 1));
            if (opt.sizes.empty()) throw std::invalid_argument("--sizes: empty list");
            sizes_given = true;
        }
        else if (arg == "--types") {
            opt.types.clear();
            for (auto const& t : split(next())) {
                if (t.size() != 1 || std::string("sdcz").find(t[0]) == std::string::npos)
                    throw std::invalid_argument("--types: expected s, d, c or z, got '" + t + "'");
                opt.types += t;
            }
            if (opt.types.empty()) throw std::invalid_argument("--types: empty list");
        }
        else if (arg == "--shapes") {
            opt.fixed = opt.variable = false;
            for (auto const& s : split(next())) {
                if (s == "fixed")
                    opt.fixed = true;
                else if (s == "variable")
                    opt.variable = true;
                else
                    throw std::invalid_argument("--shapes: expected fixed or variable, got '" + s +
                                                "'");
            }
            if (!opt.fixed && !opt.variable) throw std::invalid_argument("--shapes: empty list");
        }
        else if (arg == "--trans") {
            std::string const t = next();
            auto valid = [](char c) { return c == 'N' || c == 'T' || c == 'n' || c == 't'; };
            if (t.size() != 2 || !valid(t[0]) || !valid(t[1]))
                throw std::invalid_argument("--trans: expected NN, NT, TN or TT, got '" + t + "'");
            opt.transA = t[0] == 'T' || t[0] == 't';
            opt.transB = t[1] == 'T' || t[1] == 't';
        }
        else if (arg == "--threads") {
            opt.threads = int(parse_integer(next(), "--threads", 1));
        }
        else if (arg == "--reps") {
            opt.reps = int(parse_integer(next(), "--reps", 1));
            reps_given = true;
        }
        else if (arg == "--mem") {
            std::string const text = next();
            char* end = nullptr;
            opt.mem_mib = std::strtod(text.c_str(), &end);
            if (text.empty() || *end != '\0' || !(opt.mem_mib > 0))
                throw std::invalid_argument("--mem: expected a positive number of MiB, got '" +
                                            text + "'");
            mem_given = true;
        }
        else if (arg == "--baselines") {
            opt.baselines.clear();
            for (auto const& b : split(next())) opt.baselines.push_back(parse_baseline(b));
            opt.baselines_given = true;
        }
        else if (arg == "--info") {
            std::string const mode = next();
            if (mode == "all")
                opt.info_mode = BblasErrorsReportAll;
            else if (mode == "group")
                opt.info_mode = BblasErrorsReportGroup;
            else if (mode == "any")
                opt.info_mode = BblasErrorsReportAny;
            else if (mode == "none")
                opt.info_mode = BblasErrorsReportNone;
            else
                throw std::invalid_argument("--info: expected all, group, any or none, got '" +
                                            mode + "'");
        }
        else if (arg == "--seed") {
            opt.seed = uint64_t(parse_integer(next(), "--seed", 0));
        }
        else if (arg == "--csv") {
            opt.csv = next();
        }
        else {
            throw std::invalid_argument("unknown option '" + arg + "'");
        }
    }
    if (quick) {
        if (!sizes_given) opt.sizes = {2, 8, 32, 128};
        if (!reps_given) opt.reps = 3;
        if (!mem_given) opt.mem_mib = 4.0;
    }
    return opt;
}

// ---------------------------------------------------------------- types

template <typename T>
struct TypeInfo;
template <>
struct TypeInfo<float> {
    static constexpr char letter = 's';
    static constexpr double flops_per_fma = 2.0;
};
template <>
struct TypeInfo<double> {
    static constexpr char letter = 'd';
    static constexpr double flops_per_fma = 2.0;
};
template <>
struct TypeInfo<std::complex<float>> {
    static constexpr char letter = 'c';
    static constexpr double flops_per_fma = 8.0;
};
template <>
struct TypeInfo<std::complex<double>> {
    static constexpr char letter = 'z';
    static constexpr double flops_per_fma = 8.0;
};

template <typename T>
struct RealOf {
    using type = T;
};
template <typename T>
struct RealOf<std::complex<T>> {
    using type = T;
};
template <typename T>
using Real = typename RealOf<T>::type;

template <typename T>
T make_scalar(double re, double im)
{
    if constexpr (std::is_same_v<T, Real<T>>) {
        (void)im;
        return T(re);
    }
    else {
        return T(Real<T>(re), Real<T>(im));
    }
}

// The four C API entry points behind one overloaded name.
void c_gemm(blas_layout_t layout, blas_trans_t const* transA, blas_trans_t const* transB,
            int64_t const* m, int64_t const* n, int64_t const* k, float const* alpha,
            float const* const* A, int64_t const* lda, float const* const* B, int64_t const* ldb,
            float const* beta, float* const* C, int64_t const* ldc, int64_t group_count,
            int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemm_batched_r32(layout, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc,
                          group_count, group_sizes, info);
}
void c_gemm(blas_layout_t layout, blas_trans_t const* transA, blas_trans_t const* transB,
            int64_t const* m, int64_t const* n, int64_t const* k, double const* alpha,
            double const* const* A, int64_t const* lda, double const* const* B, int64_t const* ldb,
            double const* beta, double* const* C, int64_t const* ldc, int64_t group_count,
            int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemm_batched_r64(layout, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc,
                          group_count, group_sizes, info);
}
void c_gemm(blas_layout_t layout, blas_trans_t const* transA, blas_trans_t const* transB,
            int64_t const* m, int64_t const* n, int64_t const* k, std::complex<float> const* alpha,
            std::complex<float> const* const* A, int64_t const* lda,
            std::complex<float> const* const* B, int64_t const* ldb,
            std::complex<float> const* beta, std::complex<float>* const* C, int64_t const* ldc,
            int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemm_batched_c32(layout, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc,
                          group_count, group_sizes, info);
}
void c_gemm(blas_layout_t layout, blas_trans_t const* transA, blas_trans_t const* transB,
            int64_t const* m, int64_t const* n, int64_t const* k, std::complex<double> const* alpha,
            std::complex<double> const* const* A, int64_t const* lda,
            std::complex<double> const* const* B, int64_t const* ldb,
            std::complex<double> const* beta, std::complex<double>* const* C, int64_t const* ldc,
            int64_t group_count, int64_t const* group_sizes, int64_t* info)
{
    BLAS_gemm_batched_c64(layout, transA, transB, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc,
                          group_count, group_sizes, info);
}

// ---------------------------------------------------------------- data

/** splitmix64: a small, fast, reproducible generator; values uniform in [-1, 1). */
struct Random {
    uint64_t state;
    double next()
    {
        uint64_t z = (state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        z ^= z >> 31;
        return double(z >> 11) * 0x1.0p-52 - 1.0;
    }
    int64_t uniform(int64_t lo, int64_t hi)  // in [lo, hi]
    {
        return lo + int64_t((next() + 1.0) * 0.5 * double(hi - lo + 1)) % (hi - lo + 1);
    }
};

/**
 * A batch of column-major problems stored back to back, as a strided batch would be: one
 * buffer per operand, no padding between matrices. Two copies of C: one written by batchblas,
 * one by the baseline, both starting from C0.
 */
template <typename T>
struct Batch {
    bool variable = false;
    bool transA = false;
    bool transB = false;
    std::vector<int64_t> m, n, k;
    std::vector<int64_t> lda, ldb, ldc;
    std::vector<T> a, b, c0, c, c_base;
    std::vector<T const*> A, B;
    std::vector<T*> C, C_base;
    std::vector<double> scale;  // check denominator per problem, at the first call's alpha/beta
    T alpha = make_scalar<T>(0.7, 0.2);
    T beta = make_scalar<T>(0.3, -0.1);
    double flops = 0;
    size_t bytes = 0;

    int64_t count() const { return int64_t(m.size()); }
};

size_t problem_elements(int64_t m, int64_t n, int64_t k)
{
    return size_t(m * k + k * n + m * n);
}

template <typename T>
void fill(std::vector<T>& v, Random& random)
{
    for (auto& x : v) x = make_scalar<T>(random.next(), random.next());
}

template <typename T>
double frobenius(int64_t rows, int64_t cols, T const* x, int64_t ld)
{
    double sum = 0;
    for (int64_t j = 0; j < cols; ++j)
        for (int64_t i = 0; i < rows; ++i) sum += std::norm(std::complex<double>(x[i + j * ld]));
    return std::sqrt(sum);
}

template <typename T>
Batch<T> make_batch(Options const& opt, bool variable, int64_t nmax, int threads)
{
    Batch<T> batch;
    batch.variable = variable;
    batch.transA = opt.transA;
    batch.transB = opt.transB;
    Random random{opt.seed ^ (uint64_t(nmax) << 32) ^ (variable ? 0x5a5a5a5aull : 0) ^
                  uint64_t(TypeInfo<T>::letter)};
    size_t const target = size_t(opt.mem_mib * 1024 * 1024);
    int64_t const min_count = 4 * int64_t(threads);

    size_t elements = 0;
    if (variable) {
        while (elements * sizeof(T) < target || batch.count() < min_count) {
            int64_t const m = random.uniform(1, nmax), n = random.uniform(1, nmax),
                          k = random.uniform(1, nmax);
            batch.m.push_back(m);
            batch.n.push_back(n);
            batch.k.push_back(k);
            elements += problem_elements(m, n, k);
        }
    }
    else {
        size_t const per_problem = problem_elements(nmax, nmax, nmax) * sizeof(T);
        int64_t count = int64_t((target + per_problem - 1) / per_problem);
        count = std::max(count, min_count);
        count = (count + threads - 1) / threads * threads;  // equal shares for the threads
        batch.m.assign(count, nmax);
        batch.n.assign(count, nmax);
        batch.k.assign(count, nmax);
        elements = size_t(count) * problem_elements(nmax, nmax, nmax);
    }

    int64_t const count = batch.count();
    size_t a_size = 0, b_size = 0, c_size = 0;
    for (int64_t i = 0; i < count; ++i) {
        a_size += size_t(batch.m[i] * batch.k[i]);
        b_size += size_t(batch.k[i] * batch.n[i]);
        c_size += size_t(batch.m[i] * batch.n[i]);
        batch.flops += TypeInfo<T>::flops_per_fma * double(batch.m[i]) * double(batch.n[i]) *
                       double(batch.k[i]);
    }
    batch.bytes = elements * sizeof(T);
    batch.a.resize(a_size);
    batch.b.resize(b_size);
    batch.c0.resize(c_size);
    fill(batch.a, random);
    fill(batch.b, random);
    fill(batch.c0, random);
    batch.c = batch.c0;
    batch.c_base = batch.c0;

    batch.lda.resize(count);
    batch.ldb.resize(count);
    batch.ldc.resize(count);
    batch.A.resize(count);
    batch.B.resize(count);
    batch.C.resize(count);
    batch.C_base.resize(count);
    batch.scale.resize(count);
    size_t a_at = 0, b_at = 0, c_at = 0;
    double const alpha = std::abs(batch.alpha), beta = std::abs(batch.beta);
    for (int64_t i = 0; i < count; ++i) {
        int64_t const m = batch.m[i], n = batch.n[i], k = batch.k[i];
        // Stored shapes: op(A) is m x k, op(B) k x n.
        int64_t const a_rows = opt.transA ? k : m, a_cols = opt.transA ? m : k;
        int64_t const b_rows = opt.transB ? n : k, b_cols = opt.transB ? k : n;
        batch.lda[i] = a_rows;
        batch.ldb[i] = b_rows;
        batch.ldc[i] = m;
        batch.A[i] = batch.a.data() + a_at;
        batch.B[i] = batch.b.data() + b_at;
        batch.C[i] = batch.c.data() + c_at;
        batch.C_base[i] = batch.c_base.data() + c_at;
        batch.scale[i] = (std::sqrt(double(k)) + 2) * alpha *
                             frobenius(a_rows, a_cols, batch.A[i], a_rows) *
                             frobenius(b_rows, b_cols, batch.B[i], b_rows) +
                         2 * beta * frobenius(m, n, batch.c0.data() + c_at, m);
        a_at += size_t(m * k);
        b_at += size_t(k * n);
        c_at += size_t(m * n);
    }
    return batch;
}

// ---------------------------------------------------------------- the two implementations

/** The arguments of one batchblas call: one group, or one group per problem when variable. */
template <typename T>
struct BatchblasCall {
    std::vector<blas_trans_t> transA, transB;
    std::vector<int64_t> m, n, k, lda, ldb, ldc, group_sizes;
    std::vector<T> alpha, beta;
    std::vector<int64_t> info;
    int64_t info_mode = BblasErrorsReportAll;

    BatchblasCall(Batch<T> const& batch, int64_t mode) : info_mode(mode)
    {
        int64_t const groups = batch.variable ? batch.count() : 1;
        transA.assign(groups, batch.transA ? BlasTrans : BlasNoTrans);
        transB.assign(groups, batch.transB ? BlasTrans : BlasNoTrans);
        m.assign(batch.m.begin(), batch.m.begin() + groups);
        n.assign(batch.n.begin(), batch.n.begin() + groups);
        k.assign(batch.k.begin(), batch.k.begin() + groups);
        lda.assign(batch.lda.begin(), batch.lda.begin() + groups);
        ldb.assign(batch.ldb.begin(), batch.ldb.begin() + groups);
        ldc.assign(batch.ldc.begin(), batch.ldc.begin() + groups);
        alpha.assign(groups, batch.alpha);
        beta.assign(groups, batch.beta);
        group_sizes.assign(groups, batch.variable ? 1 : batch.count());
        info.assign(size_t(batch.count()) + 1, 0);
    }

    /** Returns info[0] (0 on success). */
    int64_t run(Batch<T>& batch)
    {
        info[0] = info_mode;
        c_gemm(BlasColMajor, transA.data(), transB.data(), m.data(), n.data(), k.data(),
               alpha.data(), batch.A.data(), lda.data(), batch.B.data(), ldb.data(), beta.data(),
               batch.C.data(), ldc.data(), int64_t(group_sizes.size()), group_sizes.data(),
               info.data());
        return info[0];
    }
};

/** The baseline as users write it today: an OpenMP loop of one BLAS call per problem. */
template <typename T>
void run_baseline(CblasLibrary const& lib, Batch<T>& batch)
{
    int64_t const count = batch.count();
    if (batch.variable) {
#pragma omp parallel for schedule(dynamic, 1)
        for (int64_t i = 0; i < count; ++i)
            lib.gemm(batch.transA, batch.transB, int(batch.m[i]), int(batch.n[i]), int(batch.k[i]),
                     batch.alpha, batch.A[i], int(batch.lda[i]), batch.B[i], int(batch.ldb[i]),
                     batch.beta, batch.C_base[i], int(batch.ldc[i]));
    }
    else {
#pragma omp parallel for schedule(static)
        for (int64_t i = 0; i < count; ++i)
            lib.gemm(batch.transA, batch.transB, int(batch.m[i]), int(batch.n[i]), int(batch.k[i]),
                     batch.alpha, batch.A[i], int(batch.lda[i]), batch.B[i], int(batch.ldb[i]),
                     batch.beta, batch.C_base[i], int(batch.ldc[i]));
    }
}

/** max over problems of the normwise difference of C and C_base, in units of epsilon. */
template <typename T>
double check_error(Batch<T> const& batch)
{
    double const eps = std::numeric_limits<Real<T>>::epsilon();
    int64_t const count = batch.count();
    double worst = 0;
    bool nan = false;
#pragma omp parallel for schedule(static) reduction(max : worst) reduction(|| : nan)
    for (int64_t i = 0; i < count; ++i) {
        int64_t const m = batch.m[i], n = batch.n[i], ld = batch.ldc[i];
        double sum = 0;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t r = 0; r < m; ++r)
                sum += std::norm(std::complex<double>(batch.C[i][r + j * ld]) -
                                 std::complex<double>(batch.C_base[i][r + j * ld]));
        double const error = std::sqrt(sum) / (batch.scale[i] > 0 ? batch.scale[i] : 1.0) / eps;
        if (std::isnan(error))
            nan = true;
        else
            worst = std::max(worst, error);
    }
    return nan ? std::numeric_limits<double>::quiet_NaN() : worst;
}

double median(std::vector<double> times)
{
    std::sort(times.begin(), times.end());
    size_t const h = times.size() / 2;
    return times.size() % 2 ? times[h] : 0.5 * (times[h - 1] + times[h]);
}

// ---------------------------------------------------------------- report

struct Row {
    char type;
    std::string shape;
    std::string size;  // "n", or "1-nmax" for a variable batch
    int64_t nmax;
    int64_t batch;
    double mib;
    double flops;
    double batchblas_seconds;
    int64_t batchblas_info;
    std::vector<double> baseline_seconds;
    std::vector<double> errors;  // per baseline, in epsilon units
};

class Report {
public:
    Report(std::vector<std::unique_ptr<CblasLibrary>> const& baselines, std::string const& csv)
        : baselines_(baselines)
    {
        if (!csv.empty()) {
            csv_.open(csv);
            if (!csv_) throw std::runtime_error("cannot write " + csv);
            csv_ << "type,shape,nmax,batch,mib,impl,seconds,gflops,speedup,error_eps,check\n";
        }
    }

    void header() const
    {
        std::printf("%-4s %-8s %8s %6s %10s", "type", "size", "batch", "MiB", "batchblas");
        for (auto const& lib : baselines_) std::printf(" %10s %6s", lib->name().c_str(), "ratio");
        std::printf("  %s\n", "check (err/eps)");
        std::fflush(stdout);
    }

    /** Prints and records one row; returns whether its checks passed. */
    bool add(Row const& row)
    {
        double const gflops = row.flops / row.batchblas_seconds * 1e-9;
        double worst = 0;
        bool ok = row.batchblas_info == 0;
        for (double e : row.errors) {
            if (!(e < check_tolerance)) ok = false;
            worst = std::isnan(e) ? e : std::max(worst, e);
        }
        std::printf("%-4c %-8s %8lld %6.1f %10.3g", row.type, row.size.c_str(),
                    (long long)row.batch, row.mib, gflops);
        for (size_t b = 0; b < baselines_.size(); ++b) {
            double const base = row.flops / row.baseline_seconds[b] * 1e-9;
            std::printf(" %10.3g %6.2f", base, gflops / base);
        }
        if (row.batchblas_info != 0)
            std::printf("  FAIL (info %lld)\n", (long long)row.batchblas_info);
        else
            std::printf("  %s (%.2g)\n", ok ? "ok" : "FAIL", worst);
        std::fflush(stdout);

        if (csv_.is_open()) {
            auto line = [&](std::string const& impl, double seconds, double speedup, double error,
                            bool pass) {
                csv_ << row.type << ',' << row.shape << ',' << row.nmax << ',' << row.batch << ','
                     << row.mib << ',' << impl << ',' << seconds << ','
                     << row.flops / seconds * 1e-9 << ',' << speedup << ',' << error << ','
                     << (pass ? "ok" : "FAIL") << '\n';
            };
            line("batchblas", row.batchblas_seconds, 1.0, 0.0, row.batchblas_info == 0);
            for (size_t b = 0; b < baselines_.size(); ++b)
                line(baselines_[b]->name(), row.baseline_seconds[b],
                     row.baseline_seconds[b] / row.batchblas_seconds, row.errors[b],
                     row.errors[b] < check_tolerance);
            csv_.flush();
        }
        return ok;
    }

private:
    std::vector<std::unique_ptr<CblasLibrary>> const& baselines_;
    std::ofstream csv_;
};

// ---------------------------------------------------------------- driver

template <typename T>
bool run_case(Options const& opt, bool variable, int64_t nmax, int threads,
              std::vector<std::unique_ptr<CblasLibrary>> const& baselines, Report& report)
{
    Batch<T> batch = make_batch<T>(opt, variable, nmax, threads);
    BatchblasCall<T> call(batch, opt.info_mode);
    size_t const nb = baselines.size();

    Row row;
    row.type = TypeInfo<T>::letter;
    row.shape = variable ? "variable" : "fixed";
    row.size = variable ? "1-" + std::to_string(nmax) : std::to_string(nmax);
    row.nmax = nmax;
    row.batch = batch.count();
    row.mib = double(batch.bytes) / (1024.0 * 1024.0);
    row.flops = batch.flops;
    row.errors.assign(nb, 0.0);

    // First calls, from C0, are the check and the warm-up; their times bound the timed runs.
    // times[0] is batchblas, times[1 + b] baseline b.
    std::vector<std::vector<double>> times(nb + 1);
    std::vector<int> reps(nb + 1);
    auto reps_for = [&](double first_call) {
        return int(std::clamp(std::floor(time_budget / first_call), 1.0, double(opt.reps)));
    };
    double t = omp_get_wtime();
    row.batchblas_info = call.run(batch);
    reps[0] = reps_for(omp_get_wtime() - t);
    for (size_t b = 0; b < nb; ++b) {
        std::copy(batch.c0.begin(), batch.c0.end(), batch.c_base.begin());
        t = omp_get_wtime();
        run_baseline(*baselines[b], batch);
        reps[1 + b] = reps_for(omp_get_wtime() - t);
        row.errors[b] = check_error(batch);
    }

    // Timed calls, interleaved so that a slow phase of the machine hits all alike. C keeps
    // accumulating (|beta| < 1 keeps it bounded); the work per call does not change.
    for (int r = 0; r < opt.reps; ++r) {
        if (r < reps[0]) {
            t = omp_get_wtime();
            call.run(batch);
            times[0].push_back(omp_get_wtime() - t);
        }
        for (size_t b = 0; b < nb; ++b) {
            if (r >= reps[1 + b]) continue;
            t = omp_get_wtime();
            run_baseline(*baselines[b], batch);
            times[1 + b].push_back(omp_get_wtime() - t);
        }
    }
    row.batchblas_seconds = median(times[0]);
    for (size_t b = 0; b < nb; ++b) row.baseline_seconds.push_back(median(times[1 + b]));
    return report.add(row);
}

template <typename T>
bool run_type(Options const& opt, int threads,
              std::vector<std::unique_ptr<CblasLibrary>> const& baselines, Report& report)
{
    bool ok = true;
    if (opt.fixed)
        for (int64_t n : opt.sizes) ok &= run_case<T>(opt, false, n, threads, baselines, report);
    if (opt.variable)
        for (int64_t n : opt.sizes) ok &= run_case<T>(opt, true, n, threads, baselines, report);
    return ok;
}

std::string first_line_with(char const* path, char const* key)
{
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(key, 0) == 0) {
            auto const colon = line.find(':');
            return colon == std::string::npos ? line : line.substr(colon + 2);
        }
    return "";
}

std::string read_word(char const* path)
{
    std::ifstream in(path);
    std::string word;
    in >> word;
    return word;
}

int main_checked(int argc, char** argv)
{
    Options const opt = parse_options(argc, argv);
    if (opt.threads > 0) omp_set_num_threads(opt.threads);
    int const threads = omp_get_max_threads();

    std::vector<std::unique_ptr<CblasLibrary>> baselines;
    std::vector<BaselineSpec> const specs = opt.baselines_given ? opt.baselines : known_baselines();
    for (auto const& spec : specs) {
        std::string why;
        if (auto lib = CblasLibrary::open(spec, why)) {
            baselines.push_back(std::move(lib));
        }
        else if (opt.baselines_given) {
            throw std::invalid_argument("baseline " + spec.name + ": " + why);
        }
    }
    if (baselines.empty())
        throw std::invalid_argument(
            "no baseline BLAS found (looked for openblas, blis, netlib; "
            "install libopenblas0-openmp or libblas3, or pass "
            "--baselines name=/path/libblas.so)");

    std::string const cpu = first_line_with("/proc/cpuinfo", "model name");
    std::string const l2 = read_word("/sys/devices/system/cpu/cpu0/cache/index2/size");
    std::printf("batchblas bench: commit %s, %s\n", BENCH_GIT_COMMIT, __VERSION__);
    std::printf("machine: %s, %d cores, L2 %s per core; %d OpenMP threads\n",
                cpu.empty() ? "unknown CPU" : cpu.c_str(), omp_get_num_procs(),
                l2.empty() ? "?" : l2.c_str(), threads);
    std::printf(
        "gemm %c%c, column-major, batches of at least %.1f MiB, median of %d runs, "
        "info mode %lld; GFLOP/s, ratio = batchblas / baseline\n",
        opt.transA ? 'T' : 'N', opt.transB ? 'T' : 'N', opt.mem_mib, opt.reps,
        (long long)opt.info_mode);
    for (auto const& lib : baselines)
        std::printf("baseline %s: OpenMP loop of cblas_?gemm from %s%s%s\n", lib->name().c_str(),
                    lib->path().c_str(), lib->version().empty() ? "" : ", ",
                    lib->version().c_str());
    std::printf("\n");

    Report report(baselines, opt.csv);
    report.header();
    bool ok = true;
    for (char type : opt.types) {
        switch (type) {
            case 's':
                ok &= run_type<float>(opt, threads, baselines, report);
                break;
            case 'd':
                ok &= run_type<double>(opt, threads, baselines, report);
                break;
            case 'c':
                ok &= run_type<std::complex<float>>(opt, threads, baselines, report);
                break;
            case 'z':
                ok &= run_type<std::complex<double>>(opt, threads, baselines, report);
                break;
        }
    }
    if (!ok) std::printf("\nsome checks FAILED\n");
    return ok ? 0 : 1;
}

}  // namespace
}  // namespace bench

int main(int argc, char** argv)
{
    try {
        return bench::main_checked(argc, argv);
    } catch (std::invalid_argument const& e) {
        std::fprintf(stderr, "batchblas_bench: %s\n", e.what());
        bench::usage(stderr);
        return 2;
    } catch (std::exception const& e) {
        std::fprintf(stderr, "batchblas_bench: %s\n", e.what());
        return 1;
    }
}
