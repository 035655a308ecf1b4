// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file tests/tester/tester.cc
 * The tester's main program: command line, routine table, the sweep that turns the command line
 * into cases (one batched call each), one output row per case, and the summary.
 *
 *   tester [options] routine...      routines: see the table below, or all
 *
 * Every option takes a comma list and the sweep runs the Cartesian product; an option a routine
 * does not have is ignored for it, and values a routine forbids for a type (ConjTrans in complex
 * syrk, Trans in herk) are skipped. Run `tester --help` for the options.
 *
 * Level 2 (test_level2.cc) and Level 1 (test_level1.cc: axpy, scal, copy) routines take the
 * vector increments --incx / --incy as options; Level 1 has no layout and runs once.
 * New routines (the Level 1 reductions, LAPACK) add a test function and a row to the table;
 * the option letters, the dims and the output columns they share are already here.
 */
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#ifdef _OPENMP
#include <omp.h>
#endif

#include "matrix.hh"
#include "tester.hh"

namespace tester {
namespace {

// -------------------------------------------------------------------------- routine table
/** Options a routine has (bits). */
enum OptionBits : unsigned {
    HasTransA = 1u << 0,
    HasTransB = 1u << 1,
    HasTrans = 1u << 2,
    HasSide = 1u << 3,
    HasUplo = 1u << 4,
    HasDiag = 1u << 5,
    HasBeta = 1u << 6,
    HasIncx = 1u << 7,
    HasIncy = 1u << 8,
    NoLayout = 1u << 9,  ///< Level 1: runs once, under the first --layout
};

/** Values of the trans option a routine forbids for complex types. */
enum class TransRule { Any, NoConjTransIfComplex, NoTransIfComplex };

struct Routine {
    char const* name;
    char const* section;
    unsigned options;
    char const* dims;   ///< the sizes it has, of "mnk"
    char const* types;  ///< the types it exists for, of "sdcz"
    TransRule trans_rule;
    TestFunction test;
};

// clang-format off
Routine const routines[] = {
    {"gemm",  "Level 3 BLAS", HasTransA | HasTransB | HasBeta,    "mnk", "sdcz", TransRule::Any,                  test_gemm},
    {"symm",  "Level 3 BLAS", HasSide | HasUplo | HasBeta,        "mn",  "sdcz", TransRule::Any,                  test_symm},
    {"hemm",  "Level 3 BLAS", HasSide | HasUplo | HasBeta,        "mn",  "cz",   TransRule::Any,                  test_hemm},
    {"syrk",  "Level 3 BLAS", HasUplo | HasTrans | HasBeta,       "nk",  "sdcz", TransRule::NoConjTransIfComplex, test_syrk},
    {"herk",  "Level 3 BLAS", HasUplo | HasTrans | HasBeta,       "nk",  "cz",   TransRule::NoTransIfComplex,     test_herk},
    {"syr2k", "Level 3 BLAS", HasUplo | HasTrans | HasBeta,       "nk",  "sdcz", TransRule::NoConjTransIfComplex, test_syr2k},
    {"her2k", "Level 3 BLAS", HasUplo | HasTrans | HasBeta,       "nk",  "cz",   TransRule::NoTransIfComplex,     test_her2k},
    {"trmm",  "Level 3 BLAS", HasSide | HasUplo | HasTransA | HasDiag, "mn", "sdcz", TransRule::Any,              test_trmm},
    {"trsm",  "Level 3 BLAS", HasSide | HasUplo | HasTransA | HasDiag, "mn", "sdcz", TransRule::Any,              test_trsm},
    {"gemv",  "Level 2 BLAS", HasTrans | HasBeta | HasIncx | HasIncy,    "mn", "sdcz", TransRule::Any,            test_gemv},
    {"ger",   "Level 2 BLAS", HasIncx | HasIncy,                         "mn", "sd",   TransRule::Any,            test_ger},
    {"geru",  "Level 2 BLAS", HasIncx | HasIncy,                         "mn", "cz",   TransRule::Any,            test_geru},
    {"gerc",  "Level 2 BLAS", HasIncx | HasIncy,                         "mn", "cz",   TransRule::Any,            test_gerc},
    {"symv",  "Level 2 BLAS", HasUplo | HasBeta | HasIncx | HasIncy,     "n",  "sdcz", TransRule::Any,            test_symv},
    {"hemv",  "Level 2 BLAS", HasUplo | HasBeta | HasIncx | HasIncy,     "n",  "cz",   TransRule::Any,            test_hemv},
    {"trmv",  "Level 2 BLAS", HasUplo | HasTrans | HasDiag | HasIncx,    "n",  "sdcz", TransRule::Any,            test_trmv},
    {"trsv",  "Level 2 BLAS", HasUplo | HasTrans | HasDiag | HasIncx,    "n",  "sdcz", TransRule::Any,            test_trsv},
    {"axpy",  "Level 1 BLAS", HasIncx | HasIncy | NoLayout,              "n",  "sdcz", TransRule::Any,            test_axpy},
    {"scal",  "Level 1 BLAS", HasIncx | NoLayout,                        "n",  "sdcz", TransRule::Any,            test_scal},
    {"getrf", "LAPACK",       0,                                         "mn", "sdcz", TransRule::Any,            test_getrf},
    {"getrfnp", "LAPACK",     0,                                         "mn", "sdcz", TransRule::Any,            test_getrfnp},
    {"potrf", "LAPACK",       HasUplo,                                   "n",  "sdcz", TransRule::Any,            test_potrf},
    {"getrs", "LAPACK",       HasTrans,                                  "nk", "sdcz", TransRule::Any,            test_getrs},
    {"gesv",  "LAPACK",       0,                                         "nk", "sdcz", TransRule::Any,            test_gesv},
    {"potrs", "LAPACK",       HasUplo,                                   "nk", "sdcz", TransRule::Any,            test_potrs},
    {"posv",  "LAPACK",       HasUplo,                                   "nk", "sdcz", TransRule::Any,            test_posv},
    {"getri", "LAPACK",       0,                                         "n",  "sdcz", TransRule::Any,            test_getri},
    {"geqrf", "LAPACK",       0,                                         "mn", "sdcz", TransRule::Any,            test_geqrf},
    {"copy",  "Level 1 BLAS", HasIncx | HasIncy | NoLayout,              "n",  "sdcz", TransRule::Any,            test_copy},
    {"swap",  "Level 1 BLAS", HasIncx | HasIncy | NoLayout,              "n",  "sdcz", TransRule::Any,            test_swap},
    {"nrm2",  "Level 1 BLAS", HasIncx | NoLayout,                        "n",  "sdcz", TransRule::Any,            test_nrm2},
    {"asum",  "Level 1 BLAS", HasIncx | NoLayout,                        "n",  "sdcz", TransRule::Any,            test_asum},
    {"iamax", "Level 1 BLAS", HasIncx | NoLayout,                        "n",  "sdcz", TransRule::Any,            test_iamax},
    {"dot",   "Level 1 BLAS", HasIncx | HasIncy | NoLayout,              "n",  "sd",   TransRule::Any,            test_dot},
    {"dotu",  "Level 1 BLAS", HasIncx | HasIncy | NoLayout,              "n",  "cz",   TransRule::Any,            test_dotu},
    {"dotc",  "Level 1 BLAS", HasIncx | HasIncy | NoLayout,              "n",  "cz",   TransRule::Any,            test_dotc},
};
// clang-format on

Routine const* find_routine(std::string const& name)
{
    for (Routine const& r : routines) {
        if (name == r.name) return &r;
    }
    return nullptr;
}

// ------------------------------------------------------------------------ option letters
char letter(blas_layout_t x)
{
    return x == BlasColMajor ? 'c' : 'r';
}
char letter(blas_trans_t x)
{
    return x == BlasNoTrans ? 'n' : x == BlasTrans ? 't' : 'c';
}
char letter(blas_side_t x)
{
    return x == BlasLeft ? 'l' : 'r';
}
char letter(blas_uplo_t x)
{
    return x == BlasLower ? 'l' : 'u';
}
char letter(blas_diag_t x)
{
    return x == BlasNonUnit ? 'n' : 'u';
}

/** The value of the option spelled s among the given letters and values. */
template <typename E>
E parse_letter(std::string const& option, std::string const& s, char const* letters,
               std::vector<E> const& values)
{
    if (s.size() == 1) {
        char const* at = std::strchr(letters, std::tolower(s[0]));
        if (at != nullptr && *at != '\0') return values[size_t(at - letters)];
    }
    throw std::invalid_argument("--" + option + ": '" + s + "' is not one of " + letters);
}

std::vector<std::string> split(std::string const& s, char separator)
{
    std::vector<std::string> parts;
    size_t start = 0;
    while (true) {
        size_t end = s.find(separator, start);
        parts.push_back(s.substr(start, end - start));
        if (end == std::string::npos) return parts;
        start = end + 1;
    }
}

template <typename E>
std::vector<E> parse_letters(std::string const& option, std::string const& list,
                             char const* letters, std::vector<E> const& values)
{
    std::vector<E> result;
    for (std::string const& item : split(list, ',')) {
        result.push_back(parse_letter(option, item, letters, values));
    }
    return result;
}

int64_t parse_int(std::string const& option, std::string const& s)
{
    char* end = nullptr;
    long long value = std::strtoll(s.c_str(), &end, 10);
    if (s.empty() || *end != '\0' || value < 0) {
        throw std::invalid_argument("--" + option + ": '" + s + "' is not a non-negative integer");
    }
    return value;
}

double parse_double(std::string const& option, std::string const& s)
{
    char* end = nullptr;
    double value = std::strtod(s.c_str(), &end);
    if (s.empty() || *end != '\0') {
        throw std::invalid_argument("--" + option + ": '" + s + "' is not a number");
    }
    return value;
}

bool parse_yes_no(std::string const& option, std::string const& s)
{
    if (s == "y" || s == "yes") return true;
    if (s == "n" || s == "no") return false;
    throw std::invalid_argument("--" + option + ": '" + s + "' is not y or n");
}

/** A real or complex scalar: 2, -0.5, 3.14+1.41i, 2i, 1e-3-2e+1i. */
Scalar parse_scalar(std::string const& option, std::string const& s)
{
    Scalar scalar{0.0, s};
    if (s.empty() || s.back() != 'i') {
        scalar.value = parse_double(option, s);
        return scalar;
    }
    std::string body = s.substr(0, s.size() - 1);
    // The imaginary part starts at the last sign that is neither leading nor an exponent's.
    size_t split_at = std::string::npos;
    for (size_t i = 1; i < body.size(); ++i) {
        bool sign = body[i] == '+' || body[i] == '-';
        bool exponent = body[i - 1] == 'e' || body[i - 1] == 'E';
        if (sign && !exponent) split_at = i;
    }
    // "i", "+i" and "-i" have an implicit 1.
    auto imaginary = [&](std::string const& t) {
        return t.empty() || t == "+" ? 1.0 : t == "-" ? -1.0 : parse_double(option, t);
    };
    if (split_at == std::string::npos) {
        scalar.value = {0.0, imaginary(body)};
    }
    else {
        scalar.value = {parse_double(option, body.substr(0, split_at)),
                        imaginary(body.substr(split_at))};
    }
    return scalar;
}

std::vector<Scalar> parse_scalars(std::string const& option, std::string const& list)
{
    std::vector<Scalar> result;
    for (std::string const& item : split(list, ',')) result.push_back(parse_scalar(option, item));
    return result;
}

/** A comma list of nonzero increments, negative ones allowed. */
std::vector<int64_t> parse_incs(std::string const& option, std::string const& list)
{
    std::vector<int64_t> result;
    for (std::string const& item : split(list, ',')) {
        bool negative = !item.empty() && item[0] == '-';
        int64_t value = parse_int(option, negative ? item.substr(1) : item);
        if (value == 0) throw std::invalid_argument("--" + option + ": increments are nonzero");
        result.push_back(negative ? -value : value);
    }
    return result;
}

/** start:end[:step] (inclusive) or a single value. */
std::vector<int64_t> parse_range(std::string const& s)
{
    std::vector<std::string> parts = split(s, ':');
    if (parts.size() == 1) return {parse_int("dim", parts[0])};
    if (parts.size() > 3) throw std::invalid_argument("--dim: bad range '" + s + "'");
    int64_t start = parse_int("dim", parts[0]);
    int64_t end = parse_int("dim", parts[1]);
    int64_t step = parts.size() == 3 ? parse_int("dim", parts[2]) : 1;
    if (step == 0 || end < start) throw std::invalid_argument("--dim: bad range '" + s + "'");
    std::vector<int64_t> values;
    for (int64_t v = start; v <= end; v += step) values.push_back(v);
    return values;
}

/**
 * A comma list of entries m[xn[xk]]; each of m, n, k is a value or a range, ranges of one entry
 * advance together (a shorter one repeats its last value); n defaults to m and k to n.
 */
std::vector<Dims> parse_dims(std::string const& list)
{
    std::vector<Dims> dims;
    for (std::string const& entry : split(list, ',')) {
        std::vector<std::string> parts = split(entry, 'x');
        if (parts.size() > 3) throw std::invalid_argument("--dim: bad entry '" + entry + "'");
        std::vector<std::vector<int64_t>> ranges;
        for (std::string const& part : parts) ranges.push_back(parse_range(part));
        while (ranges.size() < 3) ranges.push_back(ranges.back());
        size_t count = 0;
        for (auto const& range : ranges) count = std::max(count, range.size());
        for (size_t i = 0; i < count; ++i) {
            auto at = [&](size_t r) { return ranges[r][std::min(i, ranges[r].size() - 1)]; };
            dims.push_back(Dims{at(0), at(1), at(2)});
        }
    }
    return dims;
}

void print_usage()
{
    std::printf(
        "usage: tester [options] routine...\n"
        "routines:");
    for (Routine const& r : routines) std::printf(" %s", r.name);
    std::printf(
        " all\n"
        "options (lists are comma separated; the sweep runs every combination):\n"
        "  --type s,d,c,z       float, double, complex float, complex double (default all)\n"
        "  --layout c,r         column-major, row-major (default both)\n"
        "  --transA n,t,c       gemm, trmm, trsm (default all)\n"
        "  --transB n,t,c       gemm (default all)\n"
        "  --trans n,t,c        syrk, herk, syr2k, her2k, gemv, trmv, trsv (default all valid)\n"
        "  --side l,r  --uplo l,u  --diag n,u   (default all)\n"
        "  --incx LIST --incy LIST   Level 1/2 vector increments, nonzero (default 1,-1,2)\n"
        "  --dim LIST           entries m[xn[xk]], each a value or start:end[:step]\n"
        "                       (default 8,16,32,64; n defaults to m, k to n)\n"
        "  --batch N            problems per group (default 100)\n"
        "  --groups G           mix G groups per call: options cycle over the combinations,\n"
        "                       sizes from --dim, group sizes random in 1..N, every fourth\n"
        "                       group (the 2nd, 6th, ...) empty\n"
        "  --variable           N groups of one problem each, sizes random in 0..max --dim\n"
        "  --alpha LIST --beta LIST   scalars such as 0, 1, -2.5, 3.14+1.41i\n"
        "                       (default 3.14+1.41i and 2.72-1.73i; real types take the real "
        "part)\n"
        "  --pad P              leading dimension = rows + P (groups, variable: P and 0 "
        "alternate;\n"
        "                       default 3)\n"
        "  --check y/n          compare with netlib CBLAS and check guards, info (default y)\n"
        "  --ref y/n            run the reference even without --check, for its time (default n)\n"
        "  --tol T              pass if error < T * eps (default 3)\n"
        "  --repeat R           run each case R times (groups, variable: new random draws)\n"
        "  --seed S             random seed (default 42)\n"
        "  --threads T          OpenMP threads for the library (default: its own choice)\n");
}

Params parse_command_line(int argc, char** argv)
{
    Params p;
    p.dims = parse_dims("8,16,32,64");
    p.alpha = parse_scalars("alpha", "3.14+1.41i");
    p.beta = parse_scalars("beta", "2.72-1.73i");
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg.rfind("--", 0) != 0) {
            p.routines.push_back(arg);
            continue;
        }
        std::string name = arg.substr(2), value;
        size_t equals = name.find('=');
        bool has_value = equals != std::string::npos;
        if (has_value) {
            value = name.substr(equals + 1);
            name = name.substr(0, equals);
        }
        if (name == "help") {
            print_usage();
            std::exit(0);
        }
        if (name == "variable") {
            p.variable = true;
            continue;
        }
        if (!has_value) {
            if (i + 1 >= argc) throw std::invalid_argument("--" + name + " needs a value");
            value = argv[++i];
        }
        if (name == "type") {
            p.types.clear();
            for (std::string const& t : split(value, ',')) {
                if (t.size() != 1 || std::strchr("sdcz", t[0]) == nullptr) {
                    throw std::invalid_argument("--type: '" + t + "' is not one of s, d, c, z");
                }
                p.types.push_back(t[0]);
            }
        }
        else if (name == "layout")
            p.layouts =
                parse_letters<blas_layout_t>(name, value, "cr", {BlasColMajor, BlasRowMajor});
        else if (name == "transA")
            p.transA = parse_letters<blas_trans_t>(name, value, "ntc",
                                                   {BlasNoTrans, BlasTrans, BlasConjTrans});
        else if (name == "transB")
            p.transB = parse_letters<blas_trans_t>(name, value, "ntc",
                                                   {BlasNoTrans, BlasTrans, BlasConjTrans});
        else if (name == "trans")
            p.trans = parse_letters<blas_trans_t>(name, value, "ntc",
                                                  {BlasNoTrans, BlasTrans, BlasConjTrans});
        else if (name == "side")
            p.side = parse_letters<blas_side_t>(name, value, "lr", {BlasLeft, BlasRight});
        else if (name == "uplo")
            p.uplo = parse_letters<blas_uplo_t>(name, value, "lu", {BlasLower, BlasUpper});
        else if (name == "diag")
            p.diag = parse_letters<blas_diag_t>(name, value, "nu", {BlasNonUnit, BlasUnit});
        else if (name == "incx")
            p.incx = parse_incs(name, value);
        else if (name == "incy")
            p.incy = parse_incs(name, value);
        else if (name == "dim")
            p.dims = parse_dims(value);
        else if (name == "batch")
            p.batch = parse_int(name, value);
        else if (name == "groups")
            p.groups = std::max<int64_t>(1, parse_int(name, value));
        else if (name == "alpha")
            p.alpha = parse_scalars(name, value);
        else if (name == "beta")
            p.beta = parse_scalars(name, value);
        else if (name == "pad")
            p.pad = parse_int(name, value);
        else if (name == "check")
            p.check = parse_yes_no(name, value);
        else if (name == "ref")
            p.ref = parse_yes_no(name, value);
        else if (name == "tol")
            p.tol = parse_double(name, value);
        else if (name == "repeat")
            p.repeat = int(std::max<int64_t>(1, parse_int(name, value)));
        else if (name == "seed")
            p.seed = uint64_t(parse_int(name, value));
        else if (name == "threads")
            p.threads = int(parse_int(name, value));
        else
            throw std::invalid_argument("unknown option --" + name);
    }
    if (p.variable && p.groups > 1) {
        throw std::invalid_argument("--variable and --groups exclude each other");
    }
    if (p.routines.empty()) throw std::invalid_argument("no routine given");
    std::vector<std::string> expanded;
    for (std::string const& name : p.routines) {
        if (name == "all") {
            for (Routine const& r : routines) expanded.push_back(r.name);
        }
        else if (find_routine(name) == nullptr) {
            throw std::invalid_argument("unknown routine '" + name + "'");
        }
        else {
            expanded.push_back(name);
        }
    }
    p.routines = expanded;
    return p;
}

// ---------------------------------------------------------------------------- the sweep
/** Every combination of the routine's options on the command line valid for the type. */
std::vector<Options> option_combinations(Routine const& r, char type, Params const& p)
{
    auto values = [&](unsigned bit, auto const& list, auto unused) {
        return (r.options & bit) ? list : std::vector<decltype(unused)>{unused};
    };
    bool complex = type == 'c' || type == 'z';
    std::vector<Options> combinations;
    for (auto transA : values(HasTransA, p.transA, BlasNoTrans))
        for (auto transB : values(HasTransB, p.transB, BlasNoTrans))
            for (auto trans : values(HasTrans, p.trans, BlasNoTrans))
                for (auto side : values(HasSide, p.side, BlasLeft))
                    for (auto uplo : values(HasUplo, p.uplo, BlasLower))
                        for (auto diag : values(HasDiag, p.diag, BlasNonUnit))
                            for (auto incx : values(HasIncx, p.incx, int64_t(1)))
                                for (auto incy : values(HasIncy, p.incy, int64_t(1))) {
                            if (complex && r.trans_rule == TransRule::NoConjTransIfComplex &&
                                trans == BlasConjTrans)
                                continue;
                            if (complex && r.trans_rule == TransRule::NoTransIfComplex &&
                                trans == BlasTrans)
                                continue;
                            combinations.push_back(
                                Options{transA, transB, trans, side, uplo, diag, incx, incy});
                        }
    return combinations;
}

std::string describe(Options const& o)
{
    return std::string() + letter(o.transA) + letter(o.transB) + letter(o.trans) + letter(o.side) +
           letter(o.uplo) + letter(o.diag) + "," + std::to_string(o.incx) + "," +
           std::to_string(o.incy) + ",";
}

/** A case seeded from its description, so that it gets the same data whatever else runs. */
Case new_case(Routine const& r, char type, blas_layout_t layout, std::string const& label,
              Params const& p)
{
    Case c;
    c.type = type;
    c.layout = layout;
    c.seed = p.seed ^ hash_string(std::string(r.name) + type + letter(layout) + label);
    return c;
}

/** --groups: one call of p.groups groups, options cycling, the rest drawn at random. */
Case group_mix(Routine const& r, char type, blas_layout_t layout,
               std::vector<Options> const& combinations, int rep, Params const& p)
{
    Case c = new_case(r, type, layout, "groups#" + std::to_string(rep), p);
    Random random(c.seed);
    auto pick = [&](auto const& list) {
        return list[size_t(random.integer(0, int64_t(list.size()) - 1))];
    };
    for (int64_t g = 0; g < p.groups; ++g) {
        Group group;
        group.opts = combinations[size_t(g + rep * p.groups) % combinations.size()];
        group.dims = pick(p.dims);
        group.count = g % 4 == 1 ? 0 : random.integer(std::min<int64_t>(1, p.batch), p.batch);
        group.pad = g % 2 == 0 ? p.pad : 0;
        group.alpha = pick(p.alpha);
        group.beta = pick(p.beta);
        c.groups.push_back(group);
    }
    return c;
}

/** One group of p.batch problems, or (--variable) p.batch groups of one of random sizes. */
Case one_options_case(Routine const& r, char type, blas_layout_t layout, Options const& opts,
                      Dims const& dims, Scalar const& alpha, Scalar const& beta, int rep,
                      Params const& p)
{
    std::string label = describe(opts) + std::to_string(dims.m) + "x" + std::to_string(dims.n) +
                        "x" + std::to_string(dims.k) + alpha.text + "," + beta.text + "#" +
                        std::to_string(rep) + (p.variable ? "variable" : "");
    Case c = new_case(r, type, layout, label, p);
    if (!p.variable) {
        c.groups.push_back(Group{opts, dims, p.batch, p.pad, alpha, beta});
        return c;
    }
    Random random(c.seed);
    for (int64_t g = 0; g < p.batch; ++g) {
        Dims random_dims{random.integer(0, dims.m), random.integer(0, dims.n),
                         random.integer(0, dims.k)};
        c.groups.push_back(Group{opts, random_dims, 1, g % 2 == 0 ? p.pad : 0, alpha, beta});
    }
    return c;
}

/** The cases of one routine, type and layout, in the order they run. */
std::vector<Case> make_cases(Routine const& r, char type, blas_layout_t layout, Params const& p)
{
    std::vector<Options> combinations = option_combinations(r, type, p);
    std::vector<Case> cases;
    if (combinations.empty() || p.dims.empty()) return cases;
    if (p.groups > 1) {
        for (int rep = 0; rep < p.repeat; ++rep) {
            cases.push_back(group_mix(r, type, layout, combinations, rep, p));
        }
        return cases;
    }
    // --variable draws sizes up to the largest of the list.
    Dims largest;
    for (Dims const& d : p.dims) {
        largest =
            Dims{std::max(largest.m, d.m), std::max(largest.n, d.n), std::max(largest.k, d.k)};
    }
    std::vector<Dims> dims_list = p.variable ? std::vector<Dims>{largest} : p.dims;
    std::vector<Scalar> betas = (r.options & HasBeta) ? p.beta : std::vector<Scalar>{p.beta[0]};
    for (Options const& opts : combinations)
        for (Dims const& dims : dims_list)
            for (Scalar const& alpha : p.alpha)
                for (Scalar const& beta : betas)
                    for (int rep = 0; rep < p.repeat; ++rep) {
                        cases.push_back(
                            one_options_case(r, type, layout, opts, dims, alpha, beta, rep, p));
                    }
    return cases;
}

// ------------------------------------------------------------------------------- output
void print_header(Routine const& r)
{
    std::printf(
        "\n%s (%s): sizes marked * are maxima over groups; options and scalars marked * vary;\n"
        "error in units of eps, pass if < tol\n",
        r.name, r.section);
    std::printf(
        "%-6s %4s %3s %2s %2s %4s %4s %4s %5s %5s %5s %5s %11s %11s %6s %5s %10s %9s %10s %9s %9s  "
        "%s\n",
        "", "type", "lay", "tA", "tB", "side", "uplo", "diag", "inc", "m", "n", "k", "alpha", "beta",
        "batch", "grps", "time(ms)", "Gflop/s", "ref(ms)", "Gflop/s", "error", "status");
}

/** The column text of one per-group value: the value if every group has it, else "*". */
template <typename F>
std::string common(Case const& c, F f)
{
    std::string first = f(c.groups.front());
    for (Group const& g : c.groups) {
        if (f(g) != first) return "*";
    }
    return first;
}

/** The column text of a size: the value, or the maximum and "*" when groups differ. */
template <typename F>
std::string size_column(Case const& c, F f)
{
    int64_t largest = 0;
    bool varies = false;
    for (Group const& g : c.groups) {
        largest = std::max(largest, f(g));
        varies = varies || f(g) != f(c.groups.front());
    }
    return std::to_string(largest) + (varies ? "*" : "");
}

/** The output row of a case. */
std::string format_row(Routine const& r, Case const& c, Result const& result)
{
    auto option = [&](unsigned bit, auto member) {
        if (!(r.options & bit)) return std::string("-");
        return common(c, [&](Group const& g) { return std::string(1, letter(g.opts.*member)); });
    };
    auto size = [&](char which, int64_t Dims::*member) {
        if (std::strchr(r.dims, which) == nullptr) return std::string("-");
        return size_column(c, [&](Group const& g) { return g.dims.*member; });
    };
    std::string tA = (r.options & HasTrans) ? option(HasTrans, &Options::trans)
                                            : option(HasTransA, &Options::transA);
    std::string inc =
        !(r.options & (HasIncx | HasIncy))
            ? std::string("-")
            : common(c, [&](Group const& g) {
                  return std::to_string(g.opts.incx) +
                         ((r.options & HasIncy) ? "," + std::to_string(g.opts.incy) : "");
              });
    std::string alpha = common(c, [](Group const& g) { return g.alpha.text; });
    std::string beta = (r.options & HasBeta) ? common(c, [](Group const& g) { return g.beta.text; })
                                             : std::string("-");
    double gflops = result.time > 0 ? result.flops / result.time * 1e-9 : 0;
    double ref_gflops = result.ref_time > 0 ? result.flops / result.ref_time * 1e-9 : 0;
    char ref_time[32] = "-", ref_rate[32] = "-", error[32] = "-";
    if (result.ref_run) {
        std::snprintf(ref_time, sizeof ref_time, "%.4f", result.ref_time * 1e3);
        std::snprintf(ref_rate, sizeof ref_rate, "%.2f", ref_gflops);
    }
    if (result.checked) std::snprintf(error, sizeof error, "%.3g", result.error);
    std::string status = !result.checked ? "no check"
                         : result.okay   ? "pass"
                                         : "FAILED (" + result.failure + ")";
    char row[512];
    std::snprintf(
        row, sizeof row,
        "%-6s %4c %3c %2s %2s %4s %4s %4s %5s %5s %5s %5s %11s %11s %6lld %5zu %10.4f %9.2f %10s %9s "
        "%9s  %s",
        r.name, c.type, (r.options & NoLayout) ? '-' : letter(c.layout), tA.c_str(),
        option(HasTransB, &Options::transB).c_str(),
        option(HasSide, &Options::side).c_str(), option(HasUplo, &Options::uplo).c_str(),
        option(HasDiag, &Options::diag).c_str(), inc.c_str(), size('m', &Dims::m).c_str(),
        size('n', &Dims::n).c_str(), size('k', &Dims::k).c_str(), alpha.c_str(), beta.c_str(),
        (long long)result.batch_count, c.groups.size(), result.time * 1e3, gflops, ref_time,
        ref_rate, error, status.c_str());
    return row;
}

}  // namespace
}  // namespace tester

int main(int argc, char** argv)
{
    using namespace tester;
    Params p;
    try {
        p = parse_command_line(argc, argv);
    } catch (std::exception const& e) {
        std::fprintf(stderr, "tester: %s\n(tester --help lists the options)\n", e.what());
        return 2;
    }
#ifdef _OPENMP
    if (p.threads > 0) omp_set_num_threads(p.threads);
#else
    if (p.threads > 0) std::printf("--threads ignored: the tester is built without OpenMP\n");
#endif

    std::printf("batchblas tester:");
    for (int i = 1; i < argc; ++i) std::printf(" %s", argv[i]);
    std::printf("\nseed %llu, tol %g eps, pad %lld, reference netlib CBLAS\n",
                (unsigned long long)p.seed, p.tol, (long long)p.pad);

    int64_t passed = 0, failed = 0, unchecked = 0;
    std::vector<std::string> failures;
    for (std::string const& name : p.routines) {
        Routine const& r = *find_routine(name);
        int64_t cases_run = 0;
        for (char type : p.types) {
            if (std::strchr(r.types, type) == nullptr) continue;
            for (blas_layout_t layout : p.layouts) {
                if ((r.options & NoLayout) && layout != p.layouts.front()) continue;
                for (Case const& c : make_cases(r, type, layout, p)) {
                    Result result;
                    try {
                        result = r.test(c, p);
                    } catch (std::exception const& e) {
                        result.checked = true;
                        result.okay = false;
                        result.failure = std::string("exception: ") + e.what();
                    }
                    if (cases_run == 0) print_header(r);
                    std::string row = format_row(r, c, result);
                    std::printf("%s\n", row.c_str());
                    std::fflush(stdout);
                    ++cases_run;
                    if (!result.checked) {
                        ++unchecked;
                    }
                    else if (result.okay) {
                        ++passed;
                    }
                    else {
                        ++failed;
                        failures.push_back(row);
                    }
                }
            }
        }
        if (cases_run == 0) std::printf("\n%s: no case (no valid type or option given)\n", r.name);
    }

    std::printf("\n%lld cases: %lld passed, %lld failed, %lld not checked\n",
                (long long)(passed + failed + unchecked), (long long)passed, (long long)failed,
                (long long)unchecked);
    if (passed + failed + unchecked == 0) {
        std::printf("No case ran: check the routines, types and options given\n");
        return 2;
    }
    if (failed == 0) {
        std::printf(passed > 0 ? "All tests passed\n" : "Nothing checked (--check n)\n");
        return 0;
    }
    size_t shown = std::min<size_t>(failures.size(), 20);
    std::printf("failed cases:\n");
    for (size_t i = 0; i < shown; ++i) std::printf("%s\n", failures[i].c_str());
    if (shown < failures.size()) std::printf("  ... and %zu more\n", failures.size() - shown);
    return 1;
}
