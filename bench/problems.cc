// SPDX-License-Identifier: BSD-3-Clause
// The rows of a run and the dimensions, sizes and flop counts of their problems (see problems.hh).
#include "problems.hh"

#include <cmath>

namespace bench {

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

double compulsory_bytes(Routine r, Dims d, size_t elem)
{
    return double(a_elems(r, d) + b_elems(r, d) + 2 * io_elems(r, d)) * double(elem) +
           double(piv_elems(r, d)) * 8.0;
}

int64_t inner_dim(Routine r, Dims d)
{
    switch (r) {
        case Routine::gemm:
        case Routine::syrk: return d.k;
        case Routine::trsm: return d.m;
        default: return d.n;
    }
}

namespace {

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

// Hook for the interleaved (compact) layout (include/batchblas/compact.h): rows for
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

}  // namespace

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

size_t elem_size(char type)
{
    return type == 's' ? 4 : type == 'z' ? 16 : 8;
}

}  // namespace bench
