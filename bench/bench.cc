// SPDX-License-Identifier: BSD-3-Clause
/**
 * batchblas_bench: batchblas against what users would run otherwise, on the same data in one run.
 *
 * Routines gemm, trsm, syrk, getrf, potrf, getrs, potrs; types s, d, c, z; shape classes fixed
 * (every problem n x n), update (the trailing updates of a blocked LU / Cholesky: gemm
 * N x N x k, trsm k x k by k x N, syrk N x N from N x k, k = 16 and 32), variable (sizes uniform
 * in [1, nmax], one group per problem) and groups (four groups of sizes nmax/4 .. nmax); two
 * cache regimes: "in" (the batch fits the L2 caches and is run again and again) and "out" (the
 * batch is at least 4x the L3, walked once per call).
 *
 * Baselines: an OpenMP loop of one call per problem over OpenBLAS (the OpenMP build: the
 * serial one races when called from OpenMP threads) and BLIS, and libxsmm's JIT kernels in an
 * OpenMP loop (real gemm). All are loaded at run time (blas_library.hh), never by the library.
 * Every implementation's result is checked against netlib BLAS / LAPACK, loaded the same way:
 * max over problems of ||X - X_netlib||_F / (||X_netlib||_F max(1, inner dimension)), in units
 * of the type's epsilon, must stay below check_tolerance; a failure marks the row and makes
 * the exit status 1, and a failing baseline is never the "best baseline".
 *
 * Timing: each sample runs enough calls to last --sample-ms (short calls are otherwise at the
 * mercy of the clock and of the scheduler's time slices on a shared machine), the median of
 * --samples samples is reported, and the implementations take turns sample by sample, so that
 * a slow phase of the machine hits all of them alike. In-place routines (trsm, the LAPACK ones)
 * get their input back before every call, outside the timed region.
 *
 * The table gives per row batchblas' GFLOP/s, its share of the measured FMA peak and of the
 * roofline (min(peak, triad bandwidth x flops / compulsory bytes); the peak for "in"), the best
 * correct baseline and the ratio batchblas / best baseline; each baseline's GFLOP/s follow.
 *
 * Exit status: 0 when every check passes, 1 when one fails, 2 for a usage error.
 */
#include <batchblas.h>
#include <omp.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "blas_library.hh"
#include "machine.hh"

#ifndef BENCH_GIT_COMMIT
#define BENCH_GIT_COMMIT "unknown"
#endif
#ifndef BENCH_XSMM_MODULE
#define BENCH_XSMM_MODULE ""
#endif

namespace bench {
namespace {

constexpr double check_tolerance = 10.0;  // in units of epsilon x inner dimension
// Seconds of timed calls per implementation and row: keeps a baseline that is far slower at
// tiny sizes (BLIS, whose per-call overhead dominates there, over an out-of-cache batch) from
// dominating the run. A call slower than half of it is timed once, by the check run itself.
constexpr double impl_case_budget = 0.4;

char const* const routine_names[] = {"gemm",  "trsm",  "syrk", "getrf", "potrf",
                                     "getrs", "potrs", "gesv", "posv",  "getri"};
enum class Shape { fixed, update, variable, groups };
char const* const shape_names[] = {"fixed", "update", "variable", "groups"};
enum class Regime { in, out };

// ---------------------------------------------------------------- options

struct Options {
    std::vector<Routine> routines{Routine::gemm,  Routine::trsm,  Routine::syrk, Routine::getrf,
                                  Routine::potrf, Routine::getrs, Routine::potrs};
    std::string types = "dsz";
    std::vector<Shape> shapes{Shape::fixed, Shape::update, Shape::variable, Shape::groups};
    std::vector<Regime> regimes{Regime::in, Regime::out};
    std::vector<int64_t> sizes{2, 4, 8, 16, 32, 64, 128, 256};  // the first type
    std::vector<int64_t> other_sizes{4, 8, 32, 128};            // the other types, by default
    bool sizes_given = false;
    std::vector<int64_t> update_sizes{128};
    std::vector<int64_t> update_k{16, 32};
    std::vector<int64_t> variable_sizes{8, 32, 128};
    std::vector<int64_t> group_sizes{64};
    int64_t nrhs = 0;  // 0: nrhs = n
    int threads = 0;
    int samples = 5;
    double sample_ms = 20;
    double mem_mib = 0;    // 0: max(128, 4 x L3)
    double cache_kib = 0;  // 0: 3/4 of L2 per thread
    std::vector<std::string> baselines{"openblas", "blis", "libxsmm"};
    int64_t info_mode = BblasErrorsReportAll;
    uint64_t seed = 42;
    double check_gflop = 0.3;  // netlib work per row beyond which problems are sampled
    double triad_mib = 0;      // 0: 4 x L3, at least 96 MiB
    std::string csv;
};

void usage(std::FILE* out)
{
    std::fprintf(
        out,
        "usage: batchblas_bench [options]\n"
        "  --routines LIST   gemm,trsm,syrk,getrf,potrf,getrs,potrs (the default), and\n"
        "                    gesv,posv,getri\n"
        "  --types LIST      any of s,d,c,z (default d,s,z)\n"
        "  --shapes LIST     fixed,update,variable,groups (default all; update, variable and\n"
        "                    groups rows only for the routines that have them)\n"
        "  --cache LIST      in (batch in L2, re-run), out (batch >= 4x L3); default both\n"
        "  --sizes LIST      fixed sizes n (default 2,4,8,16,32,64,128,256 for the first type,\n"
        "                    4,8,32,128 for the others)\n"
        "  --update-sizes L  N of the update shapes (default 128); --update-k L (16,32)\n"
        "  --variable-sizes L  nmax of variable batches (default 8,32,128)\n"
        "  --group-sizes L   nmax of grouped batches: groups nmax/4, nmax/2, 3nmax/4, nmax\n"
        "                    (default 64)\n"
        "  --nrhs N          right-hand sides of getrs/potrs/gesv/posv (default n)\n"
        "  --quick           a short run: d only, sizes 4,8,32,128, fewer shapes, 3 samples\n"
        "  --threads N       OpenMP threads for everything (default OpenMP's)\n"
        "  --samples N       timed samples per implementation, median reported (default 5)\n"
        "  --sample-ms MS    minimum length of one sample (default 20)\n"
        "  --mem MIB         out-of-cache batch size (default max(128, 4 x L3))\n"
        "  --cache-kib KIB   in-cache batch size per thread, pristine copies included\n"
        "                    (default 3/4 of L2)\n"
        "  --baselines LIST  openblas, blis, libxsmm, netlib, name=/path/lib.so (default\n"
        "                    openblas,blis,libxsmm: those installed)\n"
        "  --triad-mib MIB   arrays of the bandwidth measurement (default 4 x L3, >= 96)\n"
        "  --check-gflop G   netlib work per row above which a sample of problems is checked\n"
        "                    (default 0.3)\n"
        "  --info MODE       info mode of the batchblas calls: all, group, any, none (all)\n"
        "  --seed N          random seed (default 42)\n"
        "  --csv FILE        also write one line per (row, implementation)\n"
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

double parse_positive(std::string const& text, char const* option)
{
    char* end = nullptr;
    double const value = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || !(value > 0))
        throw std::invalid_argument(std::string(option) + ": expected a positive number, got '" +
                                    text + "'");
    return value;
}

std::vector<int64_t> parse_sizes(std::string const& text, char const* option)
{
    std::vector<int64_t> sizes;
    for (auto const& s : split(text)) sizes.push_back(parse_integer(s, option, 1));
    if (sizes.empty()) throw std::invalid_argument(std::string(option) + ": empty list");
    return sizes;
}

template <typename E>
std::vector<E> parse_names(std::string const& text, char const* option, char const* const* names,
                           int count)
{
    std::vector<E> items;
    for (auto const& s : split(text)) {
        int i = 0;
        while (i < count && s != names[i]) ++i;
        if (i == count) throw std::invalid_argument(std::string(option) + ": unknown '" + s + "'");
        items.push_back(E(i));
    }
    if (items.empty()) throw std::invalid_argument(std::string(option) + ": empty list");
    return items;
}

Options parse_options(int argc, char** argv)
{
    Options opt;
    bool samples_given = false, sizes_given = false, types_given = false, shapes_given = false;
    bool variable_given = false, quick = false;
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
        else if (arg == "--quick")
            quick = true;
        else if (arg == "--routines")
            opt.routines =
                parse_names<Routine>(next(), "--routines", routine_names, int(Routine::count));
        else if (arg == "--types") {
            opt.types.clear();
            for (auto const& t : split(next())) {
                if (t.size() != 1 || std::string("sdcz").find(t[0]) == std::string::npos)
                    throw std::invalid_argument("--types: expected s, d, c or z, got '" + t + "'");
                opt.types += t;
            }
            if (opt.types.empty()) throw std::invalid_argument("--types: empty list");
            types_given = true;
        }
        else if (arg == "--shapes") {
            opt.shapes = parse_names<Shape>(next(), "--shapes", shape_names, 4);
            shapes_given = true;
        }
        else if (arg == "--cache") {
            char const* const names[] = {"in", "out"};
            opt.regimes = parse_names<Regime>(next(), "--cache", names, 2);
        }
        else if (arg == "--sizes") {
            opt.sizes = parse_sizes(next(), "--sizes");
            opt.sizes_given = sizes_given = true;
        }
        else if (arg == "--update-sizes")
            opt.update_sizes = parse_sizes(next(), "--update-sizes");
        else if (arg == "--update-k")
            opt.update_k = parse_sizes(next(), "--update-k");
        else if (arg == "--variable-sizes") {
            opt.variable_sizes = parse_sizes(next(), "--variable-sizes");
            variable_given = true;
        }
        else if (arg == "--group-sizes")
            opt.group_sizes = parse_sizes(next(), "--group-sizes");
        else if (arg == "--nrhs")
            opt.nrhs = parse_integer(next(), "--nrhs", 1);
        else if (arg == "--threads")
            opt.threads = int(parse_integer(next(), "--threads", 1));
        else if (arg == "--samples") {
            opt.samples = int(parse_integer(next(), "--samples", 1));
            samples_given = true;
        }
        else if (arg == "--sample-ms")
            opt.sample_ms = parse_positive(next(), "--sample-ms");
        else if (arg == "--mem")
            opt.mem_mib = parse_positive(next(), "--mem");
        else if (arg == "--cache-kib")
            opt.cache_kib = parse_positive(next(), "--cache-kib");
        else if (arg == "--triad-mib")
            opt.triad_mib = parse_positive(next(), "--triad-mib");
        else if (arg == "--check-gflop")
            opt.check_gflop = parse_positive(next(), "--check-gflop");
        else if (arg == "--baselines")
            opt.baselines = split(next());
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
        else if (arg == "--seed")
            opt.seed = uint64_t(parse_integer(next(), "--seed", 0));
        else if (arg == "--csv")
            opt.csv = next();
        else
            throw std::invalid_argument("unknown option '" + arg + "'");
    }
    if (quick) {
        if (!types_given) opt.types = "d";
        if (!sizes_given) opt.sizes = {4, 8, 32, 128};
        if (!variable_given) opt.variable_sizes = {32};
        if (!shapes_given) opt.shapes = {Shape::fixed, Shape::variable};
        if (!samples_given) opt.samples = 3;
    }
    return opt;
}

// ---------------------------------------------------------------- types and the C API

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
constexpr bool is_complex = !std::is_same_v<T, Real<T>>;

template <typename T>
constexpr char type_letter = "sdcz"[type_index<T>()];

/** The entry point of one of the four types: by_type<T>(r32, r64, c32, c64). */
template <typename T, typename S, typename D, typename C, typename Z>
constexpr auto by_type(S s, D d, C c, Z z)
{
    if constexpr (type_index<T>() == 0)
        return s;
    else if constexpr (type_index<T>() == 1)
        return d;
    else if constexpr (type_index<T>() == 2)
        return c;
    else
        return z;
}

// ---------------------------------------------------------------- the problems of a row

/** splitmix64: small, fast, reproducible; next() uniform in [-1, 1). */
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
        int64_t const span = hi - lo + 1;
        return lo + std::min(span - 1, int64_t((next() + 1.0) * 0.5 * double(span)));
    }
};

/** One row of the table, before any data exists. */
struct Case {
    Routine routine;
    char type;
    Shape shape;
    int64_t size;  // n, nmax, or N of the update shapes
    int64_t k;     // update shapes only
    Regime regime;
};

/**
 * Dimensions of one problem; their meaning depends on the routine:
 * gemm m x n x k; trsm A m x m, B m x n; syrk C n x n, A n x k; getrf, potrf n x n;
 * getrs, potrs A n x n, B n x k (k = nrhs); gesv, posv A n x n then B n x k, both in and out
 * (one operand, B right after A); getri LU factors n x n in, the inverse n x n out.
 */
struct Dims {
    int64_t m, n, k;
};

// Elements of the read-only operands (A, and B for gemm), of the operand that is read and
// written (C of gemm / syrk, B of the solves, A of the factorizations), and pivots.
int64_t a_elems(Routine r, Dims d)
{
    switch (r) {
        case Routine::gemm: return d.m * d.k;
        case Routine::trsm: return d.m * d.m;
        case Routine::syrk: return d.n * d.k;
        case Routine::getrs:
        case Routine::potrs:
        case Routine::getri:
            return d.n * d.n;
        default: return 0;
    }
}
int64_t b_elems(Routine r, Dims d) { return r == Routine::gemm ? d.k * d.n : 0; }
int64_t io_elems(Routine r, Dims d)
{
    switch (r) {
        case Routine::gemm:
        case Routine::trsm: return d.m * d.n;
        case Routine::getrs:
        case Routine::potrs: return d.n * d.k;
        case Routine::gesv:
        case Routine::posv:
            return d.n * d.n + d.n * d.k;
        default: return d.n * d.n;
    }
}
/** Whether a routine writes pivots (getrf, gesv) or reads them (getrs, getri). */
bool writes_pivots(Routine r)
{
    return r == Routine::getrf || r == Routine::gesv;
}
bool reads_pivots(Routine r)
{
    return r == Routine::getrs || r == Routine::getri;
}
int64_t piv_elems(Routine r, Dims d)
{
    return writes_pivots(r) || reads_pivots(r) ? d.n : 0;
}
bool in_place(Routine r)
{
    return r != Routine::gemm && r != Routine::syrk && r != Routine::getri;
}

/** LAPACK Working Note 41 counts; a complex flop count is four times the real one. */
double flops(Routine r, Dims d, bool complex)
{
    double const m = double(d.m), n = double(d.n), k = double(d.k);
    double f = 0;
    switch (r) {
        case Routine::gemm: f = 2 * m * n * k; break;
        case Routine::trsm: f = m * m * n; break;
        case Routine::syrk: f = k * n * (n + 1); break;
        case Routine::getrf: f = 2.0 / 3 * n * n * n - 0.5 * n * n + 5.0 / 6 * n; break;
        case Routine::potrf: f = n * n * n / 3 + 0.5 * n * n + n / 6; break;
        case Routine::getrs:
        case Routine::potrs: f = k * (2 * n * n - n); break;
        case Routine::gesv:
            f = 2.0 / 3 * n * n * n - 0.5 * n * n + 5.0 / 6 * n + k * (2 * n * n - n);
            break;
        case Routine::posv:
            f = n * n * n / 3 + 0.5 * n * n + n / 6 + k * (2 * n * n - n);
            break;
        case Routine::getri:
            f = 4.0 / 3 * n * n * n - n * n + 5.0 / 3 * n;
            break;
        default: break;
    }
    return complex ? 4 * f : f;
}

/** The traffic a call cannot avoid: operands read once, the output written once. */
double compulsory_bytes(Routine r, Dims d, size_t elem)
{
    return double(a_elems(r, d) + b_elems(r, d) + 2 * io_elems(r, d)) * double(elem) +
           double(piv_elems(r, d)) * 8.0;
}

/** The inner dimension, which scales the rounding error of one result. */
int64_t inner_dim(Routine r, Dims d)
{
    switch (r) {
        case Routine::gemm:
        case Routine::syrk: return d.k;
        case Routine::trsm: return d.m;
        default: return d.n;
    }
}

/** The problems of a row: their dims, in group order; batchblas' groups. */
struct Layout {
    std::vector<Dims> dims;
    std::vector<int64_t> group_sizes;  // consecutive problems sharing one group
    std::vector<int64_t> group_first;  // first problem of each group
};

int64_t row_nrhs(Options const& opt, int64_t n) { return opt.nrhs > 0 ? opt.nrhs : n; }

/** Dims of a square problem of size n for routine r (update shapes give k explicitly). */
Dims square_dims(Options const& opt, Routine r, int64_t n, int64_t k)
{
    switch (r) {
        case Routine::gemm: return {n, n, k > 0 ? k : n};
        case Routine::trsm: return k > 0 ? Dims{k, n, 0} : Dims{n, n, 0};
        case Routine::syrk: return {n, n, k > 0 ? k : n};
        case Routine::getrs:
        case Routine::potrs:
        case Routine::gesv:
        case Routine::posv:
            return {n, n, row_nrhs(opt, n)};
        default: return {n, n, n};
    }
}

Dims random_dims(Options const& opt, Routine r, int64_t nmax, Random& random)
{
    int64_t const m = random.uniform(1, nmax), n = random.uniform(1, nmax),
                  k = random.uniform(1, nmax);
    switch (r) {
        case Routine::gemm: return {m, n, k};
        case Routine::trsm: return {m, n, 0};
        case Routine::syrk: return {n, n, k};
        case Routine::getrs:
        case Routine::potrs:
        case Routine::gesv:
        case Routine::posv:
            return {n, n, opt.nrhs > 0 ? opt.nrhs : k};
        default: return {n, n, n};
    }
}

/**
 * Enough problems to fill `bytes` (out of cache), or as many as fit (in cache, at least one per
 * thread; empty when one problem per thread does not fit).
 */
Layout make_layout(Options const& opt, Case const& c, size_t elem, double bytes, bool fill_up,
                   int threads)
{
    Layout layout;
    auto problem_bytes = [&](Dims d) {
        // In cache an in-place routine keeps a pristine copy of its operand next to it.
        double copies = !fill_up && in_place(c.routine) ? 2.0 : 1.0;
        return double(a_elems(c.routine, d) + b_elems(c.routine, d) +
                      copies * io_elems(c.routine, d)) *
                   double(elem) +
               double(piv_elems(c.routine, d)) * 16.0;
    };
    if (c.shape == Shape::variable) {
        Random random{opt.seed ^ 0x5bd1e995ull ^ uint64_t(c.size) << 20};
        double total = 0;
        while (total < bytes) {
            Dims const d = random_dims(opt, c.routine, c.size, random);
            if (!fill_up && total + problem_bytes(d) > bytes) break;
            total += problem_bytes(d);
            layout.dims.push_back(d);
        }
        layout.group_sizes.assign(layout.dims.size(), 1);
    }
    else {
        std::vector<Dims> kinds;
        if (c.shape == Shape::groups)
            for (int q = 1; q <= 4; ++q)
                kinds.push_back(
                    square_dims(opt, c.routine, std::max<int64_t>(1, c.size * q / 4), 0));
        else
            kinds.push_back(square_dims(opt, c.routine, c.size, c.k));
        double per_round = 0;
        for (auto const& d : kinds) per_round += problem_bytes(d);
        int64_t count = fill_up ? int64_t(std::ceil(bytes / per_round))
                                : int64_t(std::floor(bytes / per_round));
        for (auto const& d : kinds) {
            layout.group_sizes.push_back(count);
            layout.dims.insert(layout.dims.end(), size_t(count), d);
        }
    }
    if (!fill_up && int64_t(layout.dims.size()) < threads) layout.dims.clear();
    int64_t first = 0;
    for (int64_t g : layout.group_sizes) {
        layout.group_first.push_back(first);
        first += g;
    }
    return layout;
}

/** One row's data: operands back to back, column-major, tight leading dimensions. */
template <typename T>
struct Batch {
    Routine routine;
    std::vector<Dims> dims;
    std::vector<int64_t> group_sizes, group_first;
    std::vector<T> in, io0, io;              // read-only operands; pristine and working in/out
    std::vector<int64_t> piv64, piv64_in;    // batchblas pivots: getrf output, getrs input
    std::vector<int> piv32, piv32_in;        // LAPACK pivots (32-bit)
    std::vector<size_t> a_at, b_at, io_at, piv_at;
    std::vector<T const*> A, B;
    std::vector<T*> IO, IO_B;  // IO_B: B of gesv / posv, right after A in the same operand
    std::vector<int64_t*> P64;
    std::vector<int64_t const*> P64_in;
    double flops = 0, bytes = 0;

    int64_t count() const { return int64_t(dims.size()); }
    T* io_of(int64_t i) { return io.data() + io_at[i]; }
};

template <typename T>
T scalar(double re, double im)
{
    if constexpr (is_complex<T>)
        return T(Real<T>(re), Real<T>(im));
    else {
        (void)im;
        return T(re);
    }
}

template <typename T>
T conj_of(T x)
{
    if constexpr (is_complex<T>)
        return std::conj(x);
    else
        return x;
}

template <typename T>
T random_scalar(Random& r)
{
    double const re = r.next();
    return scalar<T>(re, is_complex<T> ? r.next() : 0.0);
}

/** Fills problem i's operands: well conditioned, so that results compare normwise. */
template <typename T>
void fill_problem(Batch<T>& b, int64_t i, uint64_t seed)
{
    Random r{seed * 0x9e3779b97f4a7c15ull + uint64_t(i) * 0xd1b54a32d192ed03ull};
    Dims const d = b.dims[size_t(i)];
    T* a = b.in.data() + b.a_at[i];
    T* bb = b.in.data() + b.b_at[i];
    T* io = b.io0.data() + b.io_at[i];
    auto fill = [&](T* x, int64_t count) {
        for (int64_t e = 0; e < count; ++e) x[e] = random_scalar<T>(r);
    };
    int64_t const n = d.n;
    // Noise plus a dominant random permutation: well conditioned, and partial pivoting has to
    // move rows (the large entry of column j sits in row perm[j]).
    auto fill_general = [&](T* x) {
        fill(x, n * n);
        std::vector<int64_t> perm(static_cast<size_t>(n));
        for (int64_t j = 0; j < n; ++j) perm[j] = j;
        for (int64_t j = n - 1; j > 0; --j) std::swap(perm[j], perm[r.uniform(0, j)]);
        for (int64_t j = 0; j < n; ++j)
            x[perm[j] + j * n] += scalar<T>((r.next() < 0 ? -1.0 : 1.0) * double(n + 2), 0);
    };
    // Hermitian, real diagonal above n: positive definite by diagonal dominance.
    auto fill_positive_definite = [&](T* x) {
        fill(x, n * n);
        for (int64_t j = 0; j < n; ++j) {
            for (int64_t i2 = j + 1; i2 < n; ++i2) x[j + i2 * n] = conj_of(x[i2 + j * n]);
            x[j + j * n] = scalar<T>(double(n + 2) + r.next(), 0);
        }
    };
    // Factors as getrf / potrf leave them: unit-sized diagonal, small off-diagonal; getrf's
    // pivots where they are read.
    auto fill_factors = [&](T* x) {
        fill(x, n * n);
        double const off = 1.0 / double(n);
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i2 = 0; i2 < n; ++i2) x[i2 + j * n] *= Real<T>(off);
        for (int64_t j = 0; j < n; ++j)
            x[j + j * n] = scalar<T>((r.next() < 0 ? -1.0 : 1.0) * (1.5 + 0.5 * r.next()), 0);
        if (b.routine == Routine::potrs)
            for (int64_t j = 0; j < n; ++j) x[j + j * n] = std::abs(x[j + j * n]);
        if (reads_pivots(b.routine))
            for (int64_t j = 0; j < n; ++j) {
                int64_t const p = r.uniform(j, n - 1) + 1;
                b.piv64_in[b.piv_at[i] + size_t(j)] = p;
                b.piv32_in[b.piv_at[i] + size_t(j)] = int(p);
            }
    };
    switch (b.routine) {
        case Routine::gemm:
            fill(a, d.m * d.k);
            fill(bb, d.k * d.n);
            fill(io, d.m * d.n);
            break;
        case Routine::syrk:
            fill(a, d.n * d.k);
            fill(io, d.n * d.n);
            break;
        case Routine::trsm:
            // Lower triangle diagonally dominant; the upper part is noise that must be ignored.
            fill(a, d.m * d.m);
            for (int64_t j = 0; j < d.m; ++j) a[j + j * d.m] += scalar<T>(double(d.m + 2), 0);
            fill(io, d.m * d.n);
            break;
        case Routine::getrf:
            fill_general(io);
            break;
        case Routine::potrf:
            fill_positive_definite(io);
            break;
        case Routine::getrs:
        case Routine::potrs:
            fill_factors(a);
            fill(io, n * d.k);
            break;
        case Routine::gesv:
            fill_general(io);
            fill(io + n * n, n * d.k);
            break;
        case Routine::posv:
            fill_positive_definite(io);
            fill(io + n * n, n * d.k);
            break;
        case Routine::getri:
            fill_factors(a);
            fill(io, n * n);  // overwritten: the inverse
            break;
        default: break;
    }
}

template <typename T>
Batch<T> make_batch(Routine routine, Layout const& layout, uint64_t seed)
{
    Batch<T> b;
    b.routine = routine;
    b.dims = layout.dims;
    b.group_sizes = layout.group_sizes;
    b.group_first = layout.group_first;
    int64_t const count = b.count();
    size_t in_total = 0, io_total = 0, piv_total = 0;
    b.a_at.resize(count);
    b.b_at.resize(count);
    b.io_at.resize(count);
    b.piv_at.resize(count);
    for (int64_t i = 0; i < count; ++i) {
        Dims const d = b.dims[i];
        b.a_at[i] = in_total;
        in_total += size_t(a_elems(routine, d));
        b.b_at[i] = in_total;
        in_total += size_t(b_elems(routine, d));
        b.io_at[i] = io_total;
        io_total += size_t(io_elems(routine, d));
        b.piv_at[i] = piv_total;
        piv_total += size_t(piv_elems(routine, d));
        b.flops += flops(routine, d, is_complex<T>);
        b.bytes += compulsory_bytes(routine, d, sizeof(T));
    }
    b.in.resize(std::max<size_t>(in_total, 1));
    b.io0.resize(std::max<size_t>(io_total, 1));
    b.io.resize(b.io0.size());
    b.piv64.resize(std::max<size_t>(piv_total, 1));
    b.piv32.resize(b.piv64.size());
    if (reads_pivots(routine)) {
        b.piv64_in.resize(b.piv64.size());
        b.piv32_in.resize(b.piv64.size());
    }
#pragma omp parallel for schedule(dynamic, 64)
    for (int64_t i = 0; i < count; ++i) fill_problem(b, i, seed);

    b.A.resize(count);
    b.B.resize(count);
    b.IO.resize(count);
    b.IO_B.resize(count);
    b.P64.resize(count);
    b.P64_in.resize(count);
    for (int64_t i = 0; i < count; ++i) {
        b.A[i] = b.in.data() + b.a_at[i];
        b.B[i] = b.in.data() + b.b_at[i];
        b.IO[i] = b.io.data() + b.io_at[i];
        b.IO_B[i] = b.IO[i] + b.dims[i].n * b.dims[i].n;
        b.P64[i] = b.piv64.data() + b.piv_at[i];
        b.P64_in[i] = reads_pivots(routine) ? b.piv64_in.data() + b.piv_at[i] : nullptr;
    }
    return b;
}

/** io = io0 with the threads' static split, so that each thread's share stays in its cache. */
template <typename T>
void restore(Batch<T>& b)
{
    size_t const total = b.io.size(), block = 4096;
    int64_t const blocks = int64_t((total + block - 1) / block);
    T const* src = b.io0.data();
    T* dst = b.io.data();
#pragma omp parallel for schedule(static)
    for (int64_t q = 0; q < blocks; ++q) {
        size_t const first = size_t(q) * block, len = std::min(block, total - first);
        std::memcpy(static_cast<void*>(dst + first), src + first, len * sizeof(T));
    }
}

// ---------------------------------------------------------------- implementations

/** Runs a whole batch on Batch::io (and the pivots); returns 0, or a failure code. */
using Runner = std::function<int64_t()>;

struct Impl {
    std::string name;
    Runner run;
    bool lapack_pivots = true;  // 32-bit pivots in piv32 (every implementation but batchblas)
};

/** The batchblas call of a row through the standard C API, with per-group arguments. */
template <typename T>
struct BatchblasCall {
    std::vector<int64_t> m, n, k, lda, ldb, ldc;
    std::vector<blas_trans_t> notrans;
    std::vector<blas_side_t> side;
    std::vector<blas_uplo_t> lower;
    std::vector<blas_diag_t> nonunit;
    std::vector<T> one;
    std::vector<int64_t> info;
    int64_t mode;

    BatchblasCall(Batch<T> const& b, int64_t info_mode) : mode(info_mode)
    {
        size_t const groups = b.group_sizes.size();
        for (size_t g = 0; g < groups; ++g) {
            Dims const d = b.dims[size_t(b.group_first[g])];
            m.push_back(d.m);
            n.push_back(d.n);
            k.push_back(d.k);
            switch (b.routine) {
                case Routine::gemm:
                    lda.push_back(d.m);
                    ldb.push_back(d.k);
                    ldc.push_back(d.m);
                    break;
                case Routine::trsm:
                    lda.push_back(d.m);
                    ldb.push_back(d.m);
                    break;
                default:  // syrk (A n x k, C n x n), LAPACK (A n x n, B n x nrhs)
                    lda.push_back(d.n);
                    ldb.push_back(d.n);
                    ldc.push_back(d.n);
                    break;
            }
        }
        notrans.assign(groups, BlasNoTrans);
        side.assign(groups, BlasLeft);
        lower.assign(groups, BlasLower);
        nonunit.assign(groups, BlasNonUnit);
        one.assign(groups, scalar<T>(1, 0));
        info.assign(size_t(b.count()) + 1, 0);
    }

    int64_t run(Batch<T>& b)
    {
        info[0] = mode;
        int64_t const G = int64_t(b.group_sizes.size());
        int64_t const* gs = b.group_sizes.data();
        switch (b.routine) {
            case Routine::gemm:
                by_type<T>(BLAS_gemm_batched_r32, BLAS_gemm_batched_r64, BLAS_gemm_batched_c32,
                           BLAS_gemm_batched_c64)(
                    BlasColMajor, notrans.data(), notrans.data(), m.data(), n.data(), k.data(),
                    one.data(), b.A.data(), lda.data(), b.B.data(), ldb.data(), one.data(),
                    b.IO.data(), ldc.data(), G, gs, info.data());
                break;
            case Routine::trsm:
                by_type<T>(BLAS_trsm_batched_r32, BLAS_trsm_batched_r64, BLAS_trsm_batched_c32,
                           BLAS_trsm_batched_c64)(
                    BlasColMajor, side.data(), lower.data(), notrans.data(), nonunit.data(),
                    m.data(), n.data(), one.data(), b.A.data(), lda.data(), b.IO.data(),
                    ldb.data(), G, gs, info.data());
                break;
            case Routine::syrk:
                by_type<T>(BLAS_syrk_batched_r32, BLAS_syrk_batched_r64, BLAS_syrk_batched_c32,
                           BLAS_syrk_batched_c64)(
                    BlasColMajor, lower.data(), notrans.data(), n.data(), k.data(), one.data(),
                    b.A.data(), lda.data(), one.data(), b.IO.data(), ldc.data(), G, gs,
                    info.data());
                break;
            case Routine::getrf:
                by_type<T>(BLAS_getrf_batched_r32, BLAS_getrf_batched_r64,
                           BLAS_getrf_batched_c32, BLAS_getrf_batched_c64)(
                    BlasColMajor, n.data(), n.data(), b.IO.data(), lda.data(), b.P64.data(), G,
                    gs, info.data());
                break;
            case Routine::potrf:
                by_type<T>(BLAS_potrf_batched_r32, BLAS_potrf_batched_r64,
                           BLAS_potrf_batched_c32, BLAS_potrf_batched_c64)(
                    BlasColMajor, lower.data(), n.data(), b.IO.data(), lda.data(), G, gs,
                    info.data());
                break;
            case Routine::getrs:
                by_type<T>(BLAS_getrs_batched_r32, BLAS_getrs_batched_r64,
                           BLAS_getrs_batched_c32, BLAS_getrs_batched_c64)(
                    BlasColMajor, notrans.data(), n.data(), k.data(), b.A.data(), lda.data(),
                    b.P64_in.data(), b.IO.data(), ldb.data(), G, gs, info.data());
                break;
            case Routine::potrs:
                by_type<T>(BLAS_potrs_batched_r32, BLAS_potrs_batched_r64,
                           BLAS_potrs_batched_c32, BLAS_potrs_batched_c64)(
                    BlasColMajor, lower.data(), n.data(), k.data(), b.A.data(), lda.data(),
                    b.IO.data(), ldb.data(), G, gs, info.data());
                break;
            case Routine::gesv:
                by_type<T>(BLAS_gesv_batched_r32, BLAS_gesv_batched_r64, BLAS_gesv_batched_c32,
                           BLAS_gesv_batched_c64)(BlasColMajor, n.data(), k.data(), b.IO.data(),
                                                  lda.data(), b.P64.data(), b.IO_B.data(),
                                                  ldb.data(), G, gs, info.data());
                break;
            case Routine::posv:
                by_type<T>(BLAS_posv_batched_r32, BLAS_posv_batched_r64, BLAS_posv_batched_c32,
                           BLAS_posv_batched_c64)(BlasColMajor, lower.data(), n.data(), k.data(),
                                                  b.IO.data(), lda.data(), b.IO_B.data(),
                                                  ldb.data(), G, gs, info.data());
                break;
            case Routine::getri:
                by_type<T>(BLAS_getri_batched_r32, BLAS_getri_batched_r64, BLAS_getri_batched_c32,
                           BLAS_getri_batched_c64)(BlasColMajor, n.data(), b.A.data(), lda.data(),
                                                   b.P64_in.data(), b.IO.data(), ldc.data(), G, gs,
                                                   info.data());
                break;
            default: break;
        }
        return info[0];
    }
};

/** One problem through a loaded BLAS / LAPACK; returns LAPACK's info. */
template <typename T>
int run_one(BlasLibrary const& lib, Batch<T>& b, int64_t i, int const* piv_in, int* piv_out)
{
    Dims const d = b.dims[size_t(i)];
    int const m = int(d.m), n = int(d.n), k = int(d.k);
    T const one = scalar<T>(1, 0);
    T* io = b.io_of(i);
    T const* a = b.A[i];
    switch (b.routine) {
        case Routine::gemm:
            lib.gemm<T>(false, false, m, n, k, one, a, m, b.B[i], k, one, io, m);
            return 0;
        case Routine::trsm: lib.trsm<T>(m, n, one, a, m, io, m); return 0;
        case Routine::syrk: lib.syrk<T>(n, k, one, a, n, one, io, n); return 0;
        case Routine::getrf: return lib.getrf<T>(n, n, io, n, piv_out);
        case Routine::potrf: return lib.potrf<T>(n, io, n);
        case Routine::getrs: return lib.getrs<T>(n, k, a, n, piv_in, io, n);
        case Routine::potrs: return lib.potrs<T>(n, k, a, n, io, n);
        case Routine::gesv:
            return lib.gesv<T>(n, k, io, n, piv_out, io + n * n, n);
        case Routine::posv:
            return lib.posv<T>(n, k, io, n, io + n * n, n);
        case Routine::getri: {
            // As users call LAPACK's in-place getri for an out-of-place inverse: copy, invert.
            thread_local std::vector<T> work;
            work.resize(std::max<size_t>(size_t(64) * size_t(n), 1));
            std::copy(a, a + int64_t(n) * n, io);
            return lib.getri<T>(n, io, n, piv_in, work.data(), int(work.size()));
        }
        default: return 0;
    }
}

/** Chunk of the dynamic schedule of the baseline loops when sizes vary. */
int64_t dynamic_chunk(int64_t count, int threads)
{
    return std::max<int64_t>(1, count / (int64_t(threads) * 64));
}

/** The baseline as users write it: an OpenMP loop of one library call per problem. */
template <typename T>
Runner library_runner(BlasLibrary const& lib, Batch<T>& b, bool uniform, int threads)
{
    return [&lib, &b, uniform, threads]() -> int64_t {
        int64_t const count = b.count();
        int64_t failed = 0;
        auto body = [&](int64_t i) {
            size_t const p = b.piv_at[i];
            int const* piv_in = reads_pivots(b.routine) ? b.piv32_in.data() + p : nullptr;
            return run_one(lib, b, i, piv_in, b.piv32.data() + p) != 0 ? int64_t(1) : 0;
        };
        if (uniform) {
#pragma omp parallel for schedule(static) reduction(+ : failed)
            for (int64_t i = 0; i < count; ++i) failed += body(i);
        }
        else {
            int64_t const chunk = dynamic_chunk(count, threads);
#pragma omp parallel for schedule(dynamic, chunk) reduction(+ : failed)
            for (int64_t i = 0; i < count; ++i) failed += body(i);
        }
        return failed;
    };
}

/**
 * libxsmm: one JIT kernel per distinct shape, dispatched while setting up (its registry
 * lookup is not what is measured), then an OpenMP loop of kernel calls. Real gemm only (and
 * alpha = 1, beta = 1, which is why the benchmark's gemm uses them). Empty when a shape has no
 * kernel.
 */
template <typename T>
Runner xsmm_runner(XsmmLibrary const& xsmm, Batch<T>& b, bool uniform, int threads)
{
    if constexpr (is_complex<T>) {
        return {};
    }
    else {
        using Kernel = std::conditional_t<std::is_same_v<T, double>, XsmmLibrary::Kernel64,
                                          XsmmLibrary::Kernel32>;
        std::map<std::tuple<int64_t, int64_t, int64_t>, Kernel> table;
        auto kernels = std::make_shared<std::vector<Kernel>>(size_t(b.count()));
        for (int64_t i = 0; i < b.count(); ++i) {
            Dims const d = b.dims[size_t(i)];
            auto key = std::make_tuple(d.m, d.n, d.k);
            auto it = table.find(key);
            if (it == table.end()) {
                Kernel kernel;
                if constexpr (std::is_same_v<T, double>)
                    kernel = xsmm.dispatch64(int(d.m), int(d.n), int(d.k), int(d.m), int(d.k),
                                             int(d.m), 1.0);
                else
                    kernel = xsmm.dispatch32(int(d.m), int(d.n), int(d.k), int(d.m), int(d.k),
                                             int(d.m), 1.0f);
                if (!kernel) return {};
                it = table.emplace(key, kernel).first;
            }
            (*kernels)[size_t(i)] = it->second;
        }
        return [kernels, &b, uniform, threads]() -> int64_t {
            int64_t const count = b.count();
            Kernel const* k = kernels->data();
            if (uniform) {
#pragma omp parallel for schedule(static)
                for (int64_t i = 0; i < count; ++i) k[i](b.A[i], b.B[i], b.io_of(i));
            }
            else {
                int64_t const chunk = dynamic_chunk(count, threads);
#pragma omp parallel for schedule(dynamic, chunk)
                for (int64_t i = 0; i < count; ++i) k[i](b.A[i], b.B[i], b.io_of(i));
            }
            return 0;
        };
    }
}

// ---------------------------------------------------------------- checks

/** netlib's results for the checked problems (all, or an even sample of big batches). */
template <typename T>
struct Reference {
    std::vector<int64_t> problems;
    std::vector<size_t> at;  // offset of each checked problem's result in io / piv
    std::vector<T> io;
    std::vector<int> piv;
};

template <typename T>
Reference<T> make_reference(BlasLibrary const& netlib, Batch<T>& b, double budget_flops)
{
    Reference<T> ref;
    int64_t const count = b.count();
    int64_t const stride =
        b.flops > budget_flops
            ? std::max<int64_t>(1, std::min<int64_t>(int64_t(std::ceil(b.flops / budget_flops)),
                                                     count / 64))
            : 1;
    for (int64_t i = 0; i < count; i += stride) ref.problems.push_back(i);
    size_t io_total = 0, piv_total = 0;
    std::vector<size_t> piv_at;
    for (int64_t i : ref.problems) {
        ref.at.push_back(io_total);
        piv_at.push_back(piv_total);
        io_total += size_t(io_elems(b.routine, b.dims[size_t(i)]));
        piv_total += size_t(piv_elems(b.routine, b.dims[size_t(i)]));
    }
    ref.io.resize(std::max<size_t>(io_total, 1));
    ref.piv.resize(std::max<size_t>(piv_total, 1));
    // netlib works on io: restore it first, then keep only the checked problems' results.
    restore(b);
    int64_t const checked = int64_t(ref.problems.size());
#pragma omp parallel for schedule(dynamic, 1)
    for (int64_t q = 0; q < checked; ++q) {
        int64_t const i = ref.problems[size_t(q)];
        size_t const p = b.piv_at[i];
        int const* piv_in = reads_pivots(b.routine) ? b.piv32_in.data() + p : nullptr;
        run_one(netlib, b, i, piv_in, b.piv32.data() + p);
        int64_t const elems = io_elems(b.routine, b.dims[size_t(i)]);
        std::copy(b.io_of(i), b.io_of(i) + elems, ref.io.data() + ref.at[size_t(q)]);
        std::copy(b.piv32.data() + p,
                  b.piv32.data() + p + piv_elems(b.routine, b.dims[size_t(i)]),
                  ref.piv.data() + piv_at[size_t(q)]);
    }
    ref.at.push_back(io_total);  // sentinel, unused
    // Pivots of the checked problems, in order, for the pivot comparison.
    ref.piv.resize(piv_total);
    return ref;
}

template <typename T>
double frobenius(T const* x, int64_t count)
{
    double sum = 0;
    for (int64_t e = 0; e < count; ++e) sum += std::norm(std::complex<double>(x[e]));
    return std::sqrt(sum);
}

/**
 * Worst error over the checked problems, in units of epsilon x inner dimension; infinity for
 * pivots that differ from netlib's, NaN for NaN results.
 */
template <typename T>
double check(Batch<T>& b, Reference<T> const& ref, bool lapack_pivots)
{
    double const eps = std::numeric_limits<Real<T>>::epsilon();
    int64_t const checked = int64_t(ref.problems.size());
    std::vector<size_t> piv_at(static_cast<size_t>(checked));
    size_t piv_total = 0;
    for (int64_t q = 0; q < checked; ++q) {
        piv_at[size_t(q)] = piv_total;
        piv_total += size_t(piv_elems(b.routine, b.dims[size_t(ref.problems[size_t(q)])]));
    }
    double worst = 0;
    bool nan = false;
#pragma omp parallel for schedule(dynamic, 16) reduction(max : worst) reduction(|| : nan)
    for (int64_t q = 0; q < checked; ++q) {
        int64_t const i = ref.problems[size_t(q)];
        Dims const d = b.dims[size_t(i)];
        int64_t const elems = io_elems(b.routine, d);
        T const* x = b.io_of(i);
        T const* y = ref.io.data() + ref.at[size_t(q)];
        double diff = 0, norm = 0;
        for (int64_t e = 0; e < elems; ++e) {
            diff += std::norm(std::complex<double>(x[e]) - std::complex<double>(y[e]));
            norm += std::norm(std::complex<double>(y[e]));
        }
        // Scale: the size of what is summed, not of the sum, which may cancel (a 1 x 1 gemm):
        // ||A|| ||B|| + ||C0|| for gemm, ||A||^2 + ||C0|| for syrk; the result's norm for the
        // solves and factorizations, whose inputs are well conditioned.
        double scale = std::sqrt(norm);
        if (b.routine == Routine::gemm)
            scale = frobenius(b.A[i], a_elems(b.routine, d)) *
                        frobenius(b.B[i], b_elems(b.routine, d)) +
                    frobenius(b.io0.data() + b.io_at[i], elems);
        else if (b.routine == Routine::syrk)
            scale = std::pow(frobenius(b.A[i], a_elems(b.routine, d)), 2) +
                    frobenius(b.io0.data() + b.io_at[i], elems);
        double error = std::sqrt(diff) / (scale > 0 ? scale : 1.0) /
                       double(std::max<int64_t>(1, inner_dim(b.routine, d))) / eps;
        if (writes_pivots(b.routine))
            for (int64_t j = 0; j < d.n; ++j) {
                size_t const p = b.piv_at[i] + size_t(j);
                int64_t const got = lapack_pivots ? int64_t(b.piv32[p]) : b.piv64[p];
                if (got != ref.piv[piv_at[size_t(q)] + size_t(j)])
                    error = std::numeric_limits<double>::infinity();
            }
        if (std::isnan(error))
            nan = true;
        else
            worst = std::max(worst, error);
    }
    return nan ? std::numeric_limits<double>::quiet_NaN() : worst;
}

// ---------------------------------------------------------------- timing

double median(std::vector<double> v)
{
    if (v.empty()) return std::numeric_limits<double>::quiet_NaN();
    std::sort(v.begin(), v.end());
    size_t const h = v.size() / 2;
    return v.size() % 2 ? v[h] : 0.5 * (v[h - 1] + v[h]);
}

// ---------------------------------------------------------------- report

struct ImplResult {
    std::string name;
    bool ran = false;      // false: the implementation has no such routine / type / shape
    double seconds = 0;    // median per call
    double fastest = 0, slowest = 0;  // per call, over the samples
    double error = 0;      // check, epsilon units
    int64_t status = 0;    // info / failure count of the checked call
    bool ok() const { return ran && status == 0 && error < check_tolerance; }
};

struct RowResult {
    Case c;
    std::string size_text;
    int64_t batch = 0;
    double mib = 0, flops = 0, bytes = 0;
    int64_t checked = 0;
    std::vector<ImplResult> impls;  // [0] batchblas, then the baselines in header order
};

class Report {
public:
    Report(Machine const& machine, std::vector<std::string> const& baselines,
           std::string const& csv)
        : machine_(machine), baselines_(baselines)
    {
        if (!csv.empty()) {
            csv_.open(csv);
            if (!csv_) throw std::runtime_error("cannot write " + csv);
            csv_ << "routine,type,shape,size,k,cache,batch,mib,impl,seconds,gflops,pct_peak,"
                    "pct_roof,peak_gflops,roof_gflops,ratio_bb_over_impl,error_eps,checked,"
                    "check,samples_fastest_s,samples_slowest_s\n";
        }
    }

    void header() const
    {
        std::printf("%-5s %-4s %-8s %-9s %-5s %7s %6s | %9s %5s %5s | %-8s %8s %6s |", "rtn",
                    "type", "shape", "size", "cache", "batch", "MiB", "batchblas", "%peak",
                    "%roof", "best", "GFLOP/s", "ratio");
        for (auto const& name : baselines_) std::printf(" %8s", name.c_str());
        std::printf(" | check (err/eps)\n");
        std::fflush(stdout);
    }

    double peak(char type) const
    {
        return type == 's' || type == 'c' ? machine_.peak32 : machine_.peak64;
    }
    double roof(RowResult const& row) const
    {
        double const p = peak(row.c.type);
        if (row.c.regime == Regime::in) return p;
        return std::min(p, machine_.bandwidth * row.flops / row.bytes);
    }

    /** Prints and records one row; returns whether every check passed. */
    bool add(RowResult const& row)
    {
        auto gf = [&](ImplResult const& r) { return row.flops / r.seconds * 1e-9; };
        ImplResult const& bb = row.impls[0];
        int best = -1;
        for (size_t i = 1; i < row.impls.size(); ++i)
            if (row.impls[i].ok() && (best < 0 || gf(row.impls[i]) > gf(row.impls[size_t(best)])))
                best = int(i);
        double const p = peak(row.c.type), rf = roof(row);
        double const g = bb.ran ? gf(bb) : 0;
        std::printf("%-5s %-4c %-8s %-9s %-5s %7lld %6.1f | %9.3g %5.1f %5.1f |",
                    routine_names[int(row.c.routine)], row.c.type, shape_names[int(row.c.shape)],
                    row.size_text.c_str(), row.c.regime == Regime::in ? "in" : "out",
                    (long long)row.batch, row.mib, g, 100 * g / p, 100 * g / rf);
        if (best > 0) {
            double const gb = gf(row.impls[size_t(best)]);
            std::printf(" %-8s %8.3g %6.2f |", row.impls[size_t(best)].name.c_str(), gb, g / gb);
        }
        else
            std::printf(" %-8s %8s %6s |", "-", "-", "-");
        bool ok = true;
        std::string failed;
        double worst = 0;
        for (size_t i = 0; i < row.impls.size(); ++i) {
            ImplResult const& r = row.impls[i];
            if (i > 0) {
                if (!r.ran)
                    std::printf(" %8s", "-");
                else if (!r.ok())
                    std::printf(" %8s", "WRONG");
                else
                    std::printf(" %8.3g", gf(r));
            }
            if (r.ran && !r.ok()) {
                ok = false;
                failed += " " + r.name;
            }
            if (r.ran) worst = std::isnan(r.error) ? r.error : std::max(worst, r.error);
        }
        if (ok)
            std::printf(" | ok %.2g\n", worst);
        else
            std::printf(" | FAIL:%s (%.2g)\n", failed.c_str(), worst);
        std::fflush(stdout);

        if (csv_.is_open()) {
            for (size_t i = 0; i < row.impls.size(); ++i) {
                ImplResult const& r = row.impls[i];
                if (!r.ran) continue;
                double const gi = gf(r);
                double ratio = i == 0 ? (best > 0 ? g / gf(row.impls[size_t(best)]) : 0) : g / gi;
                csv_ << routine_names[int(row.c.routine)] << ',' << row.c.type << ','
                     << shape_names[int(row.c.shape)] << ',' << row.c.size << ',' << row.c.k
                     << ',' << (row.c.regime == Regime::in ? "in" : "out") << ',' << row.batch
                     << ',' << row.mib << ',' << r.name << ',' << r.seconds << ',' << gi << ','
                     << 100 * gi / p << ',' << 100 * gi / rf << ',' << p << ',' << rf << ','
                     << ratio << ',' << r.error << ',' << row.checked << ','
                     << (r.ok() ? "ok" : "FAIL") << ',' << r.fastest << ',' << r.slowest
                     << '\n';
            }
            csv_.flush();
        }
        return ok;
    }

private:
    Machine const& machine_;
    std::vector<std::string> baselines_;
    std::ofstream csv_;
};

/** "[ 12/230] gemm d fixed 64 out, 0:41 elapsed, about 2:10 left" on stderr. */
class Progress {
public:
    explicit Progress(size_t total) : total_(total), tty_(isatty(2)), start_(omp_get_wtime()) {}

    void show(size_t done, std::string const& what)
    {
        double const now = omp_get_wtime(), elapsed = now - start_;
        if (!tty_ && now - last_ < 10 && done != 0) return;
        last_ = now;
        std::string left = "?";
        if (done > 0) left = clock_text(elapsed / double(done) * double(total_ - done));
        std::fprintf(stderr, "%s[%3zu/%zu] %-28s %s elapsed, about %s left%s", tty_ ? "\r" : "",
                     done + 1, total_, what.c_str(), clock_text(elapsed).c_str(), left.c_str(),
                     tty_ ? "   " : "\n");
        std::fflush(stderr);
    }
    void finish()
    {
        if (tty_) std::fprintf(stderr, "\r%78s\r", "");
        std::fprintf(stderr, "%zu rows in %s\n", total_,
                     clock_text(omp_get_wtime() - start_).c_str());
    }
    static std::string clock_text(double seconds)
    {
        char text[32];
        int const s = int(seconds + 0.5);
        std::snprintf(text, sizeof text, "%d:%02d", s / 60, s % 60);
        return text;
    }

private:
    size_t total_;
    bool tty_;
    double start_, last_ = -1e9;
};

// ---------------------------------------------------------------- one row

struct Context {
    Options const& opt;
    Machine const& machine;
    BlasLibrary const& netlib;
    std::vector<std::unique_ptr<BlasLibrary>> const& libraries;  // the BLAS baselines
    XsmmLibrary const* xsmm;                                      // null when not loaded
    std::vector<std::string> const& baseline_names;               // table order
    double out_bytes, in_bytes;
};

std::string size_text(Case const& c)
{
    switch (c.shape) {
        case Shape::fixed: return std::to_string(c.size);
        case Shape::update: return std::to_string(c.size) + ",k" + std::to_string(c.k);
        case Shape::variable: return "1.." + std::to_string(c.size);
        case Shape::groups: return std::to_string(std::max<int64_t>(1, c.size / 4)) + ".." +
                                   std::to_string(c.size) + "g";
    }
    return "";
}

template <typename T>
bool run_row(Context const& ctx, Case const& c, Layout const& layout, Report& report)
{
    Options const& opt = ctx.opt;
    Batch<T> b = make_batch<T>(c.routine, layout, opt.seed ^ uint64_t(c.size) << 32 ^
                                                     uint64_t(c.routine) << 24 ^
                                                     uint64_t(c.shape) << 16 ^ uint64_t(c.k));
    bool const uniform = c.shape == Shape::fixed || c.shape == Shape::update;
    int const threads = ctx.machine.threads;

    RowResult row;
    row.c = c;
    row.size_text = size_text(c);
    row.batch = b.count();
    row.flops = b.flops;
    row.bytes = b.bytes;
    row.mib = double((b.in.size() + b.io.size()) * sizeof(T)) / (1024.0 * 1024.0);

    // The implementations of this row: batchblas, then each baseline that has the routine.
    BatchblasCall<T> call(b, opt.info_mode);
    std::vector<Impl> impls;
    impls.push_back({"batchblas", [&]() { return call.run(b); }, false});
    row.impls.push_back({"batchblas"});
    std::vector<int> slot;  // impls index -> row.impls index
    slot.push_back(0);
    for (auto const& name : ctx.baseline_names) {
        row.impls.push_back({name});
        Runner runner;
        if (name == "libxsmm") {
            if (ctx.xsmm && c.routine == Routine::gemm)
                runner = xsmm_runner<T>(*ctx.xsmm, b, uniform, threads);
        }
        else {
            for (auto const& lib : ctx.libraries)
                if (lib->name() == name && lib->has<T>(c.routine))
                    runner = library_runner<T>(*lib, b, uniform, threads);
        }
        if (runner) {
            impls.push_back({name, runner, true});
            slot.push_back(int(row.impls.size()) - 1);
        }
    }

    // Check run: from the pristine data, once per implementation, against netlib.
    Reference<T> const ref = make_reference(ctx.netlib, b, opt.check_gflop * 1e9);
    row.checked = int64_t(ref.problems.size());
    std::vector<double> first(impls.size());
    for (size_t i = 0; i < impls.size(); ++i) {
        ImplResult& r = row.impls[size_t(slot[i])];
        r.ran = true;
        restore(b);
        double const t0 = omp_get_wtime();
        r.status = impls[i].run();
        first[i] = omp_get_wtime() - t0;
        r.error = check(b, ref, impls[i].lapack_pivots);
    }

    // Calls per sample, from the fastest of a few warm calls: on a loaded machine a single
    // call may wait a whole scheduler tick (4 ms) for its second thread, which would make a
    // short call look long and leave its samples one call each, quantized to ticks.
    double const sample_s = opt.sample_ms * 1e-3;
    std::vector<int> calls(impls.size()), samples(impls.size());
    std::vector<std::vector<double>> times(impls.size());
    for (size_t i = 0; i < impls.size(); ++i) {
        double t = first[i];
        double spent = 0;
        for (int q = 0; q < 5 && t < sample_s && spent < sample_s; ++q) {
            if (in_place(c.routine)) restore(b);
            double const t0 = omp_get_wtime();
            impls[i].run();
            double const dt = omp_get_wtime() - t0;
            t = std::min(t, std::max(dt, 1e-7));
            spent += dt;
        }
        calls[i] = int(std::clamp(std::ceil(sample_s / t), 1.0, 1e6));
        samples[i] = int(std::clamp(std::floor(impl_case_budget / (t * calls[i])), 1.0,
                                    double(opt.samples)));
        if (first[i] > 0.5 * impl_case_budget) {
            samples[i] = 0;  // the check run is its one sample
            times[i].push_back(first[i]);
        }
    }

    // Samples, taking turns; the first implementation of each round rotates.
    for (int s = 0; s < opt.samples; ++s) {
        for (size_t j = 0; j < impls.size(); ++j) {
            size_t const i = (j + size_t(s)) % impls.size();
            if (s >= samples[i]) continue;
            double total = 0;
            if (in_place(c.routine)) {
                for (int q = 0; q < calls[i]; ++q) {
                    restore(b);
                    double const t0 = omp_get_wtime();
                    impls[i].run();
                    total += omp_get_wtime() - t0;
                }
            }
            else {
                double const t0 = omp_get_wtime();
                for (int q = 0; q < calls[i]; ++q) impls[i].run();
                total = omp_get_wtime() - t0;
            }
            times[i].push_back(total / calls[i]);
            if (std::getenv("BATCHBLAS_BENCH_TRACE"))
                std::fprintf(stderr, "trace %s %s sample %d: %d calls, %.6f s per call\n",
                             size_text(c).c_str(), impls[i].name.c_str(), s, calls[i],
                             total / calls[i]);
        }
    }
    for (size_t i = 0; i < impls.size(); ++i) {
        ImplResult& r = row.impls[size_t(slot[i])];
        r.seconds = median(times[i]);
        r.fastest = *std::min_element(times[i].begin(), times[i].end());
        r.slowest = *std::max_element(times[i].begin(), times[i].end());
    }
    return report.add(row);
}

bool run_case(Context const& ctx, Case const& c, Layout const& layout, Report& report)
{
    switch (c.type) {
        case 's': return run_row<float>(ctx, c, layout, report);
        case 'd': return run_row<double>(ctx, c, layout, report);
        case 'c': return run_row<std::complex<float>>(ctx, c, layout, report);
        default: return run_row<std::complex<double>>(ctx, c, layout, report);
    }
}

size_t elem_size(char type)
{
    return type == 's' ? 4 : type == 'z' ? 16 : 8;
}

// Hook for the interleaved (compact) layout (include/batchblas/compact.h, in progress): rows for
// gemm, trsm, potrf and getrf without pivoting at n <= 8, in cache, would add a Shape::compact
// whose batchblas runner packs the batch once outside the timing (bblas_?gepack_compact) and
// times bblas_?<routine>_compact on the packed data, unpacks for the check, and compares with
// the pointer-array baselines of the same row (getrf-nopiv checked against a netlib getrf of a
// diagonally dominant matrix, which then needs no interchanges).

/** Which shape classes a routine has rows for. */
bool has_shape(Routine r, Shape s)
{
    switch (s) {
        case Shape::fixed: return true;
        case Shape::update: return r == Routine::gemm || r == Routine::trsm || r == Routine::syrk;
        case Shape::variable: return true;
        case Shape::groups: return r == Routine::gemm;
    }
    return false;
}

std::vector<Case> plan_cases(Options const& opt)
{
    std::vector<Case> cases;
    for (char type : opt.types)
        for (Routine r : opt.routines)
            for (Shape s : opt.shapes) {
                if (!has_shape(r, s)) continue;
                // Variable batches of the LAPACK routines: the smallest and largest nmax only.
                std::vector<int64_t> sizes;
                switch (s) {
                    case Shape::fixed:
                        sizes = opt.sizes_given || type == opt.types[0] ? opt.sizes
                                                                        : opt.other_sizes;
                        break;
                    case Shape::update: sizes = opt.update_sizes; break;
                    case Shape::variable:
                        sizes = opt.variable_sizes;
                        if (r != Routine::gemm && sizes.size() > 2)
                            sizes = {sizes.front(), sizes.back()};
                        break;
                    case Shape::groups: sizes = opt.group_sizes; break;
                }
                for (Regime regime : opt.regimes) {
                    // Update shapes and groups model large factorizations: out of cache only;
                    // so are the variable batches of the routines other than gemm.
                    if (regime == Regime::in &&
                        (s == Shape::update || s == Shape::groups ||
                         (s == Shape::variable && r != Routine::gemm)))
                        continue;
                    for (int64_t size : sizes) {
                        if (s == Shape::update)
                            for (int64_t k : opt.update_k)
                                cases.push_back({r, type, s, size, k, regime});
                        else
                            cases.push_back({r, type, s, size, 0, regime});
                    }
                }
            }
    return cases;
}

/**
 * The 1-minute load average, with a warning when other work competes for the cores: then a
 * parallel call waits whole scheduler ticks for its threads and every timing is inflated.
 */
std::string load_text()
{
    double load[1] = {0};
    if (getloadavg(load, 1) != 1) return "load average unknown";
    char text[160];
    int const cores = omp_get_num_procs();
    std::snprintf(text, sizeof text, "load average %.2f on %d cores%s", load[0], cores,
                  load[0] > 0.5 * cores + 0.5
                      ? " -- WARNING: the machine is busy, timings are unreliable"
                      : "");
    return text;
}

int main_checked(int argc, char** argv)
{
    Options opt = parse_options(argc, argv);
    if (opt.threads > 0) omp_set_num_threads(opt.threads);
    int const threads = omp_get_max_threads();

    // netlib first: its LAPACK binds to the first libblas.so.3 loaded (see blas_library.cc).
    std::string why;
    auto netlib = BlasLibrary::open(netlib_spec(), why);
    if (!netlib)
        throw std::runtime_error("netlib BLAS/LAPACK (the reference) not loaded: " + why +
                                 " (install libblas3 liblapack3)");
    std::vector<std::unique_ptr<BlasLibrary>> libraries;
    std::unique_ptr<XsmmLibrary> xsmm;
    std::vector<std::string> names;
    std::vector<std::string> lines;
    for (auto const& text : opt.baselines) {
        if (text == "libxsmm") {
            xsmm = XsmmLibrary::open(BENCH_XSMM_MODULE, why);
            if (xsmm) {
                names.push_back("libxsmm");
                lines.push_back("baseline libxsmm: OpenMP loop of JIT kernels (real gemm), " +
                                xsmm->version() + ", module " + xsmm->path());
            }
            else
                lines.push_back("baseline libxsmm skipped: " + why);
            continue;
        }
        LibrarySpec const spec = parse_library(text);
        if (spec.name == "netlib") {
            names.push_back("netlib");
            lines.push_back("baseline netlib: OpenMP loop over the reference itself");
            continue;
        }
        auto lib = BlasLibrary::open(spec, why);
        if (!lib) {
            lines.push_back("baseline " + spec.name + " skipped: " + why);
            continue;
        }
        names.push_back(lib->name());
        lines.push_back("baseline " + lib->name() + ": OpenMP loop of single calls, " +
                        lib->path() + (lib->version().empty() ? "" : ", " + lib->version()) +
                        (lib->has<double>(Routine::getrf) ? " (BLAS + LAPACK)" : " (BLAS only)"));
        libraries.push_back(std::move(lib));
    }
    // A netlib baseline runs through its own handle (the reference's).
    std::unique_ptr<BlasLibrary> netlib_baseline;
    if (std::find(names.begin(), names.end(), "netlib") != names.end()) {
        netlib_baseline = BlasLibrary::open(netlib_spec(), why);
        if (netlib_baseline) libraries.push_back(std::move(netlib_baseline));
    }

    std::fprintf(stderr, "measuring the machine (FMA peak, triad bandwidth)...\n");
    Machine const machine = measure_machine(threads, opt.triad_mib);
    if (opt.mem_mib == 0)
        opt.mem_mib = std::max(128.0, 4.0 * double(machine.l3_bytes) / (1024.0 * 1024.0));
    if (opt.cache_kib == 0)
        opt.cache_kib = machine.l2_bytes ? 0.75 * double(machine.l2_bytes) / 1024.0 : 384.0;

    std::printf("batchblas bench: commit %s, %s\n", BENCH_GIT_COMMIT, __VERSION__);
    std::printf("machine: %s, %d cores, L2 %zu KiB per core, L3 %zu MiB; %d OpenMP threads\n",
                machine.cpu.c_str(), omp_get_num_procs(), machine.l2_bytes >> 10,
                machine.l3_bytes >> 20, threads);
    std::printf("peak (measured, %d threads, %s FMA chains): %.1f GFLOP/s double, %.1f single\n",
                threads, machine.isa.c_str(), machine.peak64, machine.peak32);
    std::printf("bandwidth (measured, triad over %.0f MiB): %.1f GB/s\n",
                double(machine.triad_bytes) / (1 << 20), machine.bandwidth);
    std::printf("before the run: %s\n", load_text().c_str());
    std::printf("timer: %s; samples of >= %.0f ms, median of %d, implementations interleaved\n",
                machine.timer.c_str(), opt.sample_ms, opt.samples);
    std::printf(
        "cache in: batch <= %.0f KiB per thread (pristine copies included), re-run; out: batch "
        ">= %.0f MiB, walked once per call\n",
        opt.cache_kib, opt.mem_mib);
    std::printf("check: every implementation against %s, %s\n", netlib->path().c_str(),
                netlib->note().c_str());
    for (auto const& line : lines) std::printf("%s\n", line.c_str());
    std::printf(
        "operations: gemm NN alpha = beta = 1; trsm left lower notrans non-unit; syrk lower "
        "notrans; potrf/potrs lower; getrs notrans; nrhs = %s\n",
        opt.nrhs > 0 ? std::to_string(opt.nrhs).c_str() : "n");
    std::printf(
        "columns: GFLOP/s (LAWN 41 counts; complex = 4x real); %%peak of the measured peak; "
        "%%roof of min(peak, bandwidth x flops/byte), the peak for 'in'; best = fastest "
        "correct baseline; ratio = batchblas / best\n\n");

    Context const ctx{opt, machine, *netlib, libraries, xsmm.get(), names,
                      opt.mem_mib * 1024 * 1024, opt.cache_kib * 1024 * threads};
    std::vector<Case> const cases = plan_cases(opt);
    Report report(machine, names, opt.csv);
    report.header();
    Progress progress(cases.size());
    bool ok = true;
    for (size_t q = 0; q < cases.size(); ++q) {
        Case const& c = cases[q];
        progress.show(q, std::string(routine_names[int(c.routine)]) + " " + c.type + " " +
                             shape_names[int(c.shape)] + " " + size_text(c) + " " +
                             (c.regime == Regime::in ? "in" : "out"));
        bool const out = c.regime == Regime::out;
        Layout const layout = make_layout(opt, c, elem_size(c.type),
                                          out ? ctx.out_bytes : ctx.in_bytes, out, threads);
        if (layout.dims.empty()) continue;  // one problem per thread does not fit in cache
        ok &= run_case(ctx, c, layout, report);
    }
    progress.finish();
    std::printf("\nafter the run: %s\n", load_text().c_str());
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
