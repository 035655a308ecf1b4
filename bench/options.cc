// SPDX-License-Identifier: BSD-3-Clause
// Parsing the benchmark's command line and its --help text (see options.hh).
#include "options.hh"

#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace bench {
namespace {

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

}  // namespace

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

}  // namespace bench
