// SPDX-License-Identifier: BSD-3-Clause
/**
 * LAPACK batches on the CPU: problems go to the per-problem routines of lapack.hh, which take
 * the layout themselves (a row-major factorization is not the column-major one of the
 * transpose), or, for groups of enough small matrices (getrf, potrf, getrs, potrs), through the
 * interleaved path: packed one problem a SIMD lane and computed by the compact kernels. The
 * batch is spread over threads by run_batch / run_groups. A routine's LAPACK code lands
 * in codes[i] for problem i; a failing problem never stops the others.
 */
#include "cpu/drivers/batch.hh"

#include <algorithm>
#include <complex>
#include <cstddef>
#include <type_traits>
#include <vector>

#include "core/check_lapack.hh"
#include "cpu/drivers/blocked.hh"
#include "cpu/drivers/compact.hh"
#include "cpu/drivers/lapack.hh"
#include "cpu/drivers/parallel.hh"

namespace batchblas::cpu {
namespace {

/** LU of an m x n matrix: m n k - (m + n) k^2 / 2 + k^3 / 3 multiply-adds, k = min(m, n). */
double lu_flops(double m, double n)
{
    double const k = std::min(m, n);
    return 2.0 * (m * n * k - (m + n) * k * k / 2.0 + k * k * k / 3.0);
}

/** Householder QR of an m x n matrix: 2 m n k - (m + n) k^2 + 2 k^3 / 3, k = min(m, n). */
double qr_flops(double m, double n)
{
    double const k = std::min(m, n);
    return 2.0 * m * n * k - (m + n) * k * k + 2.0 * k * k * k / 3.0;
}

double cholesky_flops(double n) { return n * n * n / 3.0; }

/** Two triangular solves with n x n factors for nrhs right-hand sides. */
double solve_flops(double n, double nrhs) { return 2.0 * n * n * nrhs; }

}  // namespace

/** Problems first, first + 1, ... of a matrix argument given as a sequence (strided, or one
 *  pointer per problem), as the compact layout's pack and unpack read them. */
template <typename T>
compact::MatrixList<T> matrices_from(core::Matrices<T> const& m, int64_t first)
{
    if (m.is_strided()) return {nullptr, m.base() + first * m.stride(), m.stride()};
    return {m.array() + first, nullptr, 0};
}

/** Whether a matrix argument is a sequence of matrices (not one matrix given for all problems:
 *  an in-place routine on it has no defined result anyway). */
template <typename M>
bool is_sequence(M const& m)
{
    return m.is_strided() || m.spread() == core::Spread::PerProblem;
}

/**
 * Problems a chunk of an interleaved path packs at a time, `elements` elements each, `width` a
 * vector: interleaved_chunk_vectors vectors' worth, fewer (whole vectors, at least one) where
 * that would not fit in interleaved_chunk_bytes (cpu/config), so that a chunk packed is still in
 * L2 when it is factored and unpacked.
 */
template <typename T>
int64_t interleaved_chunk(int64_t elements, int64_t width)
{
    CpuTuning const& tuning = active_tuning();
    int64_t const fit = int64_t(tuning.interleaved_chunk_bytes) /
                        (int64_t(sizeof(T)) * std::max<int64_t>(1, elements));
    return std::max<int64_t>(1, std::min<int64_t>(tuning.interleaved_chunk_vectors, fit / width)) *
           width;
}

/**
 * Leading dimension of an interleaved copy whose lines hold n elements: odd, so that the lines
 * (64-byte elements on AVX-512) do not all start in the same cache sets at power-of-two n, where
 * with ld = n the interleaved kernels would keep evicting their own lines.
 */
inline int64_t interleaved_ld(int64_t n)
{
    return n | 1;
}

/**
 * Problems first .. first + count - 1 of a group of solves (A n x n, B n x nrhs, both given as
 * sequences), interleaved: chunks of interleaved_chunk problems are packed into the compact
 * layout (of A, only what a_part says the solve reads), solved by solve(packed_a, ldap,
 * packed_b, ldbp, nm) and their B unpacked. around(c0, b,
 * nm, before) runs on chunk c0's B in the caller's memory before (true) and after (false) that.
 */
template <typename T, typename Solve, typename Around>
void interleaved_solves(Layout layout, int64_t n, int64_t nrhs, core::Matrices<T const> const& A,
                        int64_t lda, compact::Part a_part, core::Matrices<T> const& B, int64_t ldb,
                        int64_t first, int64_t count, int64_t width, Solve&& solve, Around&& around)
{
    // B's packed leading dimension: from its rows (column-major) or columns (row-major).
    int64_t const ldap = interleaved_ld(n);
    int64_t const ldbp = interleaved_ld(layout == Layout::ColMajor ? n : nrhs);
    int64_t const chunk = interleaved_chunk<T>(n * (n + nrhs), width);
    // Per-thread, 64-byte aligned and kept between calls (see detail::Slot).
    T* const packed_a =
        detail::thread_buffer<T, detail::Slot::InterleavedA>(std::size_t(ldap * n * chunk));
    T* const packed_b = detail::thread_buffer<T, detail::Slot::InterleavedB>(
        std::size_t(ldbp * (layout == Layout::ColMajor ? nrhs : n) * chunk));
    for (int64_t c0 = first; c0 < first + count; c0 += chunk) {
        int64_t const nm = std::min(chunk, first + count - c0);
        auto const b_list = matrices_from(B, c0);
        around(c0, b_list, nm, true);
        compact::pack<T>(int(layout), n, n, matrices_from(A, c0), lda, packed_a, ldap, width, nm,
                         a_part);
        compact::pack<T>(int(layout), n, nrhs,
                         compact::MatrixList<T const>{b_list.pointers, b_list.base, b_list.stride},
                         ldb, packed_b, ldbp, width, nm);
        solve(packed_a, ldap, packed_b, ldbp, nm);
        compact::unpack<T>(int(layout), n, nrhs, packed_b, ldbp, b_list, ldb, width, nm);
        around(c0, b_list, nm, false);
    }
}

/**
 * Orders up to which a group's triangular solves (getrs, potrs) run interleaved: the solves of
 * several problems share each instruction, and packing costs less than the solves' dependency
 * chains (getrs applies the row interchanges to each B in place, before the solves or after
 * them). Each limit is the largest order at which the interleaved solves stay ahead of the
 * per-problem ones (Zen 4, one thread, in cache, nrhs = n; docs/design-notes/cpu.md): wider
 * vectors share more, so float goes further than double. The 16-byte kernels take a fixed
 * conservative limit (10).
 */
template <typename T>
int64_t interleaved_solve_max(Isa isa)
{
    return tuning_of(isa).interleaved_solve_max.of<T>();
}

/** Getrs of a batch whose arguments but the matrices are given per group. */
template <typename T>
void run_getrs_per_group(core::GetrsProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    struct Args {
        Op trans;
        int64_t n, nrhs, lda, ldb;
    };
    auto const args = read_group_args<Args>(p.groups, [&](core::Index first) {
        return Args{Op(p.trans(first)), p.n(first), p.nrhs(first), p.lda(first), p.ldb(first)};
    });
    Isa const isa = active_isa();
    int64_t const width = compact::recommended_width<T>(isa);
    bool const sequence = is_sequence(p.A) && is_sequence(p.ipiv) && is_sequence(p.B);
    // Per group, as for potrf: a problem's bits do not depend on the thread count.
    auto const interleaved = [&](int64_t g) {
        return sequence && args[std::size_t(g)].n <= interleaved_solve_max<T>(isa) &&
               p.groups.size(g) >= width;
    };
    run_groups<bool>(
        p.groups,
        [&](int64_t g) {
            Args const& a = args[std::size_t(g)];
            return flop_weight<T>() * solve_flops(double(a.n), double(a.nrhs));
        },
        interleaved,
        [&](int64_t g, int64_t first_problem, int64_t count, bool interleaved_group) {
            Args const& a = args[std::size_t(g)];
            if (a.n == 0 || a.nrhs == 0) return;
            if (!interleaved_group) {
                for (int64_t i = first_problem; i < first_problem + count; ++i) {
                    core::Index const at{g, i};
                    getrs(layout, a.trans, a.n, a.nrhs, p.A(at), a.lda, p.ipiv(at), p.B(at),
                          a.ldb);
                }
                return;
            }
            // A = P L U. NoTrans: X = U^-1 L^-1 P^T B; (Conj)Trans: X = P op(L)^-1 op(U)^-1 B.
            bool const pivots_first = a.trans == Op::NoTrans;
            interleaved_solves<T>(
                layout, a.n, a.nrhs, p.A, a.lda, compact::Part::whole, p.B, a.ldb, first_problem,
                count, width,
                [&](T const* packed_a, int64_t ldap, T* packed_b, int64_t ldbp, int64_t nm) {
                    compact::getrs_nopiv<T>(p.layout, int(a.trans), a.n, a.nrhs, packed_a, ldap,
                                            packed_b, ldbp, width, nm, isa);
                },
                [&](int64_t c0, compact::MatrixList<T> const& b, int64_t nm, bool before) {
                    if (before != pivots_first) return;
                    auto const pivots = matrices_from(p.ipiv, c0);
                    for (int64_t q = 0; q < nm; ++q)
                        swap_pivot_rows(layout, a.n, a.nrhs, b(q), a.ldb, pivots(q), before);
                });
        },
        [&](int64_t g) { return interleaved(g) ? width : int64_t(1); });
}

template <typename T>
void run(core::GetrsProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    run_batch_or_per_group(
        p, [&] { run_getrs_per_group(p); },
        [&](core::Index at) { return flop_weight<T>() * solve_flops(p.n(at), p.nrhs(at)); },
        [&](core::Index at) {
            getrs(layout, Op(p.trans(at)), p.n(at), p.nrhs(at), p.A(at), p.lda(at), p.ipiv(at),
                  p.B(at), p.ldb(at));
        });
}

template <typename T>
void run(core::GesvProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) {
            double const n = p.n(at);
            return flop_weight<T>() * (lu_flops(n, n) + solve_flops(n, p.nrhs(at)));
        },
        [&](core::Index at) {
            codes[at.problem] = gesv(layout, p.n(at), p.nrhs(at), p.A(at), p.lda(at), p.ipiv(at),
                                     p.B(at), p.ldb(at));
        });
}

/**
 * Orders up to which a group's Cholesky factorizations run interleaved: chunks of the group are
 * packed into the compact layout and factored by its kernels, one vector lane per problem, so
 * that the square roots and divisions of several problems share an instruction instead of
 * forming one long dependency chain per problem. Each limit is the largest order at which the
 * interleaved path (copying the triangle only) stays ahead of the per-problem kernel by blocks
 * of four columns (potrf_by_blocks), per ISA and type (Zen 4, one thread, in cache;
 * docs/design-notes/cpu.md). The 16-byte kernels take fixed conservative limits.
 */
template <typename T>
int64_t interleaved_potrf_max(Isa isa)
{
    return tuning_of(isa).interleaved_potrf_max.of<T>();
}

/**
 * Orders (the larger of m and n) up to which a group's LU factorizations with partial pivoting
 * run interleaved: one problem a vector lane, each lane doing what getf2 does, rows interchanged
 * by masked swaps of the rows that are some lane's pivot (up to a vector's lanes of rows a step:
 * the swaps are most of the cost, which is why the limits are lower than Cholesky's, and lower
 * with 16-lane float vectors than with 8-lane ones). Each limit is the largest order at which
 * the interleaved path stays ahead of the per-problem LU by rows (getf2_by_rows), per ISA and
 * type (Zen 4, one thread, in cache; docs/design-notes/cpu.md). Out of cache the interleaved
 * path stays ahead further, because its packing streams whole lines while the per-problem
 * factorization waits on each problem's misses: groups of more than CpuTuning::getrf_from_memory_bytes take the
 * higher limits.
 */
template <typename T>
int64_t interleaved_getrf_max(Isa isa, bool from_memory)
{
    CpuTuning const& tuning = tuning_of(isa);
    return from_memory ? tuning.interleaved_getrf_max_from_memory.of<T>()
                       : tuning.interleaved_getrf_max.of<T>();
}

/**
 * The interleave width of a group of LU factorizations of order `order`: the ISA's vector, but
 * half of it for complex types from the table's order (AVX-512): a step interchanges up to a
 * vector's lanes of rows, and fewer lanes swap fewer rows. Real types keep whole vectors.
 */
template <typename T>
int64_t interleaved_getrf_width(Isa isa, int64_t order)
{
    int64_t const full = compact::recommended_width<T>(isa);
    bool const half =
        is_complex_v<T> && order >= tuning_of(isa).interleaved_getrf_complex_half_width_from;
    return half ? full / 2 : full;
}

/**
 * Unpacks a chunk's nm matrices (rows x cols) to the caller's, except those with redo(q), whose
 * caller's original must stay for the per-problem path: each is copied aside (its rows x cols
 * elements, never its leading dimension's span: a small matrix may have a huge lda), the chunk
 * unpacked whole, and the originals put back.
 */
template <typename T, typename Redo>
void unpack_except(int layout, int64_t rows, int64_t cols, T const* packed, int64_t ldap,
                   compact::MatrixList<T> const& list, int64_t lda, int64_t width, int64_t nm,
                   compact::Part part, Redo&& redo)
{
    int64_t redone = 0;
    for (int64_t q = 0; q < nm; ++q) redone += redo(q) ? 1 : 0;
    if (redone == 0) {
        compact::unpack<T>(layout, rows, cols, packed, ldap, list, lda, width, nm, part);
        return;
    }
    // Lines are columns (column-major) or rows, `along` elements each, lda apart.
    bool const col = layout == BlasColMajor;
    int64_t const lines = col ? cols : rows, along = col ? rows : cols;
    T* const originals = detail::thread_buffer<T, detail::Slot::Originals>(
        std::size_t(redone * lines * along));
    auto const each_original = [&](auto&& move) {
        T* saved = originals;
        for (int64_t q = 0; q < nm; ++q) {
            if (!redo(q)) continue;
            T* const a = list(q);
            for (int64_t l = 0; l < lines; ++l, saved += along) move(a + l * lda, saved);
        }
    };
    each_original([&](T const* line, T* saved) { std::copy_n(line, along, saved); });
    compact::unpack<T>(layout, rows, cols, packed, ldap, list, lda, width, nm, part);
    each_original([&](T* line, T const* saved) { std::copy_n(saved, along, line); });
}

/**
 * Problems first .. first + count - 1 of getrf group g (m x n, ld lda, A and ipiv sequences),
 * interleaved: chunks are packed, factored with pivoting by the compact kernels and unpacked,
 * their pivots copied to each problem's ipiv. A problem whose lane met a pivot the vectors cannot
 * invert as LAPACK does goes to one_by_one(i, i + 1) on the caller's untouched matrix.
 */
template <typename T, typename OneByOne>
void interleaved_getrf(core::GetrfProblems<T> const& p, int64_t g, int64_t m, int64_t n,
                       int64_t lda, int64_t first, int64_t count, int64_t width, Isa isa,
                       int64_t* codes, OneByOne&& one_by_one)
{
    bool const col = p.layout == BlasColMajor;
    int64_t const steps = std::min(m, n);
    int64_t const ldap = interleaved_ld(col ? m : n);
    int64_t const chunk = interleaved_chunk<T>(m * n, width);
    T* const packed = detail::thread_buffer<T, detail::Slot::InterleavedA>(
        std::size_t(ldap * (col ? n : m) * chunk));
    std::vector<int64_t> info(static_cast<std::size_t>(chunk));
    std::vector<int64_t> pivots(static_cast<std::size_t>(chunk * steps));
    for (int64_t c0 = first; c0 < first + count; c0 += chunk) {
        int64_t const nm = std::min(chunk, first + count - c0);
        auto const list = matrices_from(p.A, c0);
        compact::pack<T>(p.layout, m, n,
                         compact::MatrixList<T const>{list.pointers, list.base, list.stride}, lda,
                         packed, ldap, width, nm);
        compact::getrf_pivoted<T>(p.layout, m, n, packed, ldap, width, nm, pivots.data(),
                                  info.data(), isa);
        auto const redo = [&](int64_t q) { return info[std::size_t(q)] < 0; };
        unpack_except<T>(p.layout, m, n, packed, ldap, list, lda, width, nm, compact::Part::whole,
                         redo);
        for (int64_t q = 0; q < nm; ++q) {
            if (redo(q)) {
                one_by_one(c0 + q, c0 + q + 1);
                continue;
            }
            codes[c0 + q] = info[std::size_t(q)];
            std::copy_n(pivots.data() + q * steps, steps, p.ipiv(core::Index{g, c0 + q}));
        }
    }
}

/** Getrf of a batch whose arguments but the matrices and pivots are given per group: they
 *  are read once per group; a group of small matrices runs interleaved (interleaved_getrf), any
 * other is one loop over its problems. */
template <typename T>
void run_getrf_per_group(core::GetrfProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    struct Args {
        int64_t m, n, lda;
    };
    auto const args = read_group_args<Args>(p.groups, [&](core::Index first) {
        return Args{p.m(first), p.n(first), p.lda(first)};
    });
    Isa const isa = active_isa();
    auto const width_of = [&](int64_t g) {
        Args const& a = args[std::size_t(g)];
        return interleaved_getrf_width<T>(isa, std::max(a.m, a.n));
    };
    bool const sequence = is_sequence(p.A) && is_sequence(p.ipiv);
    // As potrf: the choice depends on the group only, not on the thread count.
    auto const interleaved = [&](int64_t g) {
        Args const& a = args[std::size_t(g)];
        bool const from_memory =
            double(p.groups.size(g)) * double(a.m) * double(a.n) * double(sizeof(T)) >
            tuning_of(isa).getrf_from_memory_bytes;
        return sequence && a.m > 0 && a.n > 0 &&
               std::max(a.m, a.n) <= interleaved_getrf_max<T>(isa, from_memory) &&
               p.groups.size(g) >= width_of(g);
    };
    run_groups<bool>(
        p.groups,
        [&](int64_t g) {
            Args const& a = args[std::size_t(g)];
            return flop_weight<T>() * lu_flops(double(a.m), double(a.n));
        },
        interleaved,
        [&](int64_t g, int64_t first_problem, int64_t count, bool interleaved_group) {
            Args const& a = args[std::size_t(g)];
            auto one_by_one = [&](int64_t begin, int64_t end) {
                for (int64_t i = begin; i < end; ++i) {
                    core::Index const at{g, i};
                    codes[i] = getrf(layout, a.m, a.n, p.A(at), a.lda, p.ipiv(at));
                }
            };
            if (!interleaved_group) {
                one_by_one(first_problem, first_problem + count);
                return;
            }
            interleaved_getrf(p, g, a.m, a.n, a.lda, first_problem, count, width_of(g), isa, codes,
                              one_by_one);
        },
        [&](int64_t g) { return interleaved(g) ? width_of(g) : int64_t(1); });
}

template <typename T>
void run(core::GetrfProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    run_batch_or_per_group(
        p, [&] { run_getrf_per_group(p, codes); }, [&](core::Index at) { return flop_weight<T>() * lu_flops(p.m(at), p.n(at)); },
        [&](core::Index at) {
            codes[at.problem] = getrf(layout, p.m(at), p.n(at), p.A(at), p.lda(at), p.ipiv(at));
        });
}

template <typename T>
void run(core::GetrfNoPivotProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups, [&](core::Index at) { return flop_weight<T>() * lu_flops(p.m(at), p.n(at)); },
        [&](core::Index at) {
            codes[at.problem] = getrfnp(layout, p.m(at), p.n(at), p.A(at), p.lda(at));
        });
}

/** Potrf of a batch whose arguments but the matrices are given per group. */
template <typename T>
void run_potrf_per_group(core::PotrfProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    struct Args {
        Uplo uplo;
        int64_t n, lda;
    };
    auto const args = read_group_args<Args>(p.groups, [&](core::Index first) {
        return Args{Uplo(p.uplo(first)), p.n(first), p.lda(first)};
    });
    Isa const isa = active_isa();
    int64_t const width = compact::recommended_width<T>(isa);
    bool const sequence = is_sequence(p.A);
    // The choice depends on the group, never on how threads split it, so that a problem's bits
    // do not depend on the thread count.
    auto const interleaved = [&](int64_t g) {
        Args const& a = args[std::size_t(g)];
        return sequence && a.n > 0 && a.n <= interleaved_potrf_max<T>(isa) &&
               p.groups.size(g) >= width;
    };
    run_groups<bool>(
        p.groups,
        [&](int64_t g) {
            return flop_weight<T>() * cholesky_flops(double(args[std::size_t(g)].n));
        },
        interleaved,
        [&](int64_t g, int64_t first_problem, int64_t count, bool interleaved_group) {
            Args const& a = args[std::size_t(g)];
            auto one_by_one = [&](int64_t begin, int64_t end) {
                for (int64_t i = begin; i < end; ++i)
                    codes[i] = potrf(layout, a.uplo, a.n, p.A(core::Index{g, i}), a.lda);
            };
            if (!interleaved_group) {
                one_by_one(first_problem, first_problem + count);
                return;
            }
            int64_t const chunk = interleaved_chunk<T>(a.n * a.n, width);
            int64_t const ldap = interleaved_ld(a.n);
            T* const packed = detail::thread_buffer<T, detail::Slot::InterleavedA>(
                std::size_t(ldap * a.n * chunk));
            std::vector<int64_t> info(static_cast<std::size_t>(chunk));
            for (int64_t c0 = first_problem; c0 < first_problem + count; c0 += chunk) {
                int64_t const nm = std::min(chunk, first_problem + count - c0);
                auto const list = matrices_from(p.A, c0);
                compact::MatrixList<T const> const source{list.pointers, list.base, list.stride};
                // The triangle only (the copies are most of the time below order 48): the few
                // elements of the other one that the copies take go back as they came. A failing
                // matrix gets LAPACK's partial factor and code from the per-problem path, on the
                // caller's original; the others keep their interleaved result, whatever chunk
                // they shared.
                compact::Part const part =
                    a.uplo == Uplo::Lower ? compact::Part::lower : compact::Part::upper;
                compact::pack<T>(p.layout, a.n, a.n, source, a.lda, packed, ldap, width, nm, part);
                compact::potrf<T>(p.layout, int(a.uplo), a.n, packed, ldap, width, nm, info.data(),
                                  isa);
                auto const failed = [&](int64_t q) { return info[std::size_t(q)] != 0; };
                unpack_except<T>(p.layout, a.n, a.n, packed, ldap, list, a.lda, width, nm, part,
                                 failed);
                for (int64_t q = 0; q < nm; ++q) {
                    codes[c0 + q] = 0;
                    if (failed(q)) one_by_one(c0 + q, c0 + q + 1);
                }
            }
        },
        [&](int64_t g) { return interleaved(g) ? width : int64_t(1); });
}

template <typename T>
void run(core::PotrfProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    run_batch_or_per_group(
        p, [&] { run_potrf_per_group(p, codes); }, [&](core::Index at) { return flop_weight<T>() * cholesky_flops(p.n(at)); },
        [&](core::Index at) {
            codes[at.problem] = potrf(layout, Uplo(p.uplo(at)), p.n(at), p.A(at), p.lda(at));
        });
}

/** Potrs of a batch whose arguments but the matrices are given per group. */
template <typename T>
void run_potrs_per_group(core::PotrsProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    struct Args {
        Uplo uplo;
        int64_t n, nrhs, lda, ldb;
    };
    auto const args = read_group_args<Args>(p.groups, [&](core::Index first) {
        return Args{Uplo(p.uplo(first)), p.n(first), p.nrhs(first), p.lda(first), p.ldb(first)};
    });
    Isa const isa = active_isa();
    int64_t const width = compact::recommended_width<T>(isa);
    bool const sequence = is_sequence(p.A) && is_sequence(p.B);
    // Per group, as for potrf: a problem's bits do not depend on the thread count.
    auto const interleaved = [&](int64_t g) {
        return sequence && args[std::size_t(g)].n <= interleaved_solve_max<T>(isa) &&
               p.groups.size(g) >= width;
    };
    run_groups<bool>(
        p.groups,
        [&](int64_t g) {
            Args const& a = args[std::size_t(g)];
            return flop_weight<T>() * solve_flops(double(a.n), double(a.nrhs));
        },
        interleaved,
        [&](int64_t g, int64_t first_problem, int64_t count, bool interleaved_group) {
            Args const& a = args[std::size_t(g)];
            if (a.n == 0 || a.nrhs == 0) return;
            if (!interleaved_group) {
                for (int64_t i = first_problem; i < first_problem + count; ++i) {
                    core::Index const at{g, i};
                    potrs(layout, a.uplo, a.n, a.nrhs, p.A(at), a.lda, p.B(at), a.ldb);
                }
                return;
            }
            interleaved_solves<T>(
                layout, a.n, a.nrhs, p.A, a.lda,
                a.uplo == Uplo::Lower ? compact::Part::lower : compact::Part::upper, p.B, a.ldb,
                first_problem, count, width,
                [&](T const* packed_a, int64_t ldap, T* packed_b, int64_t ldbp, int64_t nm) {
                    compact::potrs<T>(p.layout, int(a.uplo), a.n, a.nrhs, packed_a, ldap, packed_b,
                                      ldbp, width, nm, isa);
                },
                [](int64_t, compact::MatrixList<T> const&, int64_t, bool) {});
        },
        [&](int64_t g) { return interleaved(g) ? width : int64_t(1); });
}

template <typename T>
void run(core::PotrsProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    run_batch_or_per_group(
        p, [&] { run_potrs_per_group(p); },
        [&](core::Index at) { return flop_weight<T>() * solve_flops(p.n(at), p.nrhs(at)); },
        [&](core::Index at) {
            potrs(layout, Uplo(p.uplo(at)), p.n(at), p.nrhs(at), p.A(at), p.lda(at), p.B(at),
                  p.ldb(at));
        });
}

template <typename T>
void run(core::PosvProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) {
            double const n = p.n(at);
            return flop_weight<T>() * (cholesky_flops(n) + solve_flops(n, p.nrhs(at)));
        },
        [&](core::Index at) {
            codes[at.problem] = posv(layout, Uplo(p.uplo(at)), p.n(at), p.nrhs(at), p.A(at),
                                     p.lda(at), p.B(at), p.ldb(at));
        });
}

template <typename T>
void run(core::GetriProblems<T> const& p, int64_t* codes)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) {
            double const n = p.n(at);
            return flop_weight<T>() * 4.0 / 3.0 * n * n * n;
        },
        [&](core::Index at) {
            codes[at.problem] =
                getri(layout, p.n(at), p.A(at), p.lda(at), p.ipiv(at), p.C(at), p.ldc(at));
        });
}

template <typename T>
void run(core::GeqrfProblems<T> const& p)
{
    auto const layout = Layout(p.layout);
    run_batch(
        p.groups, [&](core::Index at) { return flop_weight<T>() * qr_flops(p.m(at), p.n(at)); },
        [&](core::Index at) {
            geqrf(layout, p.m(at), p.n(at), p.A(at), p.lda(at), p.tau(at));
        });
}

template void run(core::GetrfProblems<float> const&, int64_t*);
template void run(core::GetrfProblems<double> const&, int64_t*);
template void run(core::GetrfProblems<std::complex<float>> const&, int64_t*);
template void run(core::GetrfProblems<std::complex<double>> const&, int64_t*);

template void run(core::GetrfNoPivotProblems<float> const&, int64_t*);
template void run(core::GetrfNoPivotProblems<double> const&, int64_t*);
template void run(core::GetrfNoPivotProblems<std::complex<float>> const&, int64_t*);
template void run(core::GetrfNoPivotProblems<std::complex<double>> const&, int64_t*);

template void run(core::GetrsProblems<float> const&);
template void run(core::GetrsProblems<double> const&);
template void run(core::GetrsProblems<std::complex<float>> const&);
template void run(core::GetrsProblems<std::complex<double>> const&);

template void run(core::GesvProblems<float> const&, int64_t*);
template void run(core::GesvProblems<double> const&, int64_t*);
template void run(core::GesvProblems<std::complex<float>> const&, int64_t*);
template void run(core::GesvProblems<std::complex<double>> const&, int64_t*);

template void run(core::PotrfProblems<float> const&, int64_t*);
template void run(core::PotrfProblems<double> const&, int64_t*);
template void run(core::PotrfProblems<std::complex<float>> const&, int64_t*);
template void run(core::PotrfProblems<std::complex<double>> const&, int64_t*);

template void run(core::PotrsProblems<float> const&);
template void run(core::PotrsProblems<double> const&);
template void run(core::PotrsProblems<std::complex<float>> const&);
template void run(core::PotrsProblems<std::complex<double>> const&);

template void run(core::PosvProblems<float> const&, int64_t*);
template void run(core::PosvProblems<double> const&, int64_t*);
template void run(core::PosvProblems<std::complex<float>> const&, int64_t*);
template void run(core::PosvProblems<std::complex<double>> const&, int64_t*);

template void run(core::GetriProblems<float> const&, int64_t*);
template void run(core::GetriProblems<double> const&, int64_t*);
template void run(core::GetriProblems<std::complex<float>> const&, int64_t*);
template void run(core::GetriProblems<std::complex<double>> const&, int64_t*);

template void run(core::GeqrfProblems<float> const&);
template void run(core::GeqrfProblems<double> const&);
template void run(core::GeqrfProblems<std::complex<float>> const&);
template void run(core::GeqrfProblems<std::complex<double>> const&);

}  // namespace batchblas::cpu
