// SPDX-License-Identifier: BSD-3-Clause
/**
 * Level 3 batches on the CPU: each problem is mapped to the column-major per-problem routines
 * of level3.hh and the batch is spread over threads by run_batch.
 *
 * A row-major matrix is the column-major view of its transpose, so a row-major problem is the
 * column-major problem on the transposed operands: sides and triangles swap, m and n swap, and
 * for rank-k updates NoTrans and (Conj)Trans swap.
 */
#include "cpu/drivers/batch.hh"

#include <batchblas.h>

#include <algorithm>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/check_passes.hh"
#include "cpu/config/active.hh"
#include "cpu/drivers/gemm_run.hh"
#include "cpu/drivers/level3.hh"
#include "cpu/drivers/parallel.hh"
#include "cpu/kernels/tiny_kernels.hh"

namespace batchblas::cpu {
namespace {

bool row_major(int layout) { return layout == int(Layout::RowMajor); }

Side flipped(Side side) { return side == Side::Left ? Side::Right : Side::Left; }
Uplo flipped(Uplo uplo) { return uplo == Uplo::Upper ? Uplo::Lower : Uplo::Upper; }

/** The transposed operation of a rank-k update: NoTrans <-> (Conj)Trans. */
Op flipped_rank_k(Op trans, bool hermitian, bool complex)
{
    if (trans != Op::NoTrans) return Op::NoTrans;
    return hermitian && complex ? Op::ConjTrans : Op::Trans;
}

template <typename T>
T conjugated(T x)
{
    if constexpr (is_complex_v<T>) return std::conj(x);
    else return x;
}

}  // namespace

/**
 * A gemm group's arguments other than its matrices, read once for all of its problems, in the
 * column-major form (row-major groups have A and B, m and n swapped: see `swap_operands`).
 */
template <typename T>
struct GemmGroupArgs : GemmRun<T> {
    bool swap_operands;
};

/** Types with tiny-GEMM kernels (binary16 is widened per problem by gemm<bblas_half>). */
template <typename T>
constexpr bool has_tiny_kernels = !std::is_same_v<T, bblas_half>;

/** The matrices of problems first, first + 1, ... of a batch argument, for a batch kernel. */
template <typename T>
MatrixSequence<T> sequence_from(core::Matrices<T> const& matrices, int64_t first)
{
    if (matrices.is_strided()) {
        return {nullptr, matrices.base() + first * matrices.stride(), matrices.stride()};
    }
    if (matrices.spread() == core::Spread::One) return {nullptr, matrices.array()[0], 0};
    return {matrices.array() + first, nullptr, 0};
}

/** Size classes of one-problem groups: (k - 1) * tiny_max + n - 1 for the problems the exact-size
 *  kernels take, then one class for all the others. */
inline constexpr int exact_classes = tiny_max * tiny_max;
inline constexpr int size_classes = exact_classes + 1;

/**
 * Problems sorted at a time, at most: every ISA's sort window (PlanTuning::sort_window) fits
 * the window's records. Consecutive in the batch, so that their matrices stay in the core's L2
 * while they run in class order (batches too large for the caches run in batch order).
 */
inline constexpr int64_t max_sort_window =
    std::max({generic::tuning.plan.sort_window, avx2::tuning.plan.sort_window,
              avx512::tuning.plan.sort_window});

/** Bytes of matrices from which a batch is taken as out of cache: the caches of the threads
 *  that run it (PlanTuning::cache_bytes_per_thread). */
inline double out_of_cache_bytes()
{
    return double(available_threads()) * active_tuning().plan.cache_bytes_per_thread;
}

/** Bytes from the first to the last element of a column-major rows x cols matrix (in double:
 *  a matrix the problem does not reference may have any valid ld, INT64_MAX included). */
template <typename T>
double span_bytes(int64_t rows, int64_t cols, int64_t ld)
{
    return rows > 0 && cols > 0
               ? (double(cols - 1) * double(ld) + double(rows)) * double(sizeof(T))
               : 0.0;
}

/** Whether every group holds exactly one problem. */
inline bool all_groups_of_one(core::Groups const& groups)
{
    for (int64_t g = 0; g < groups.count(); ++g)
        if (groups.size(g) != 1) return false;
    return true;
}

/** One window's problems (column-major records), classes and order; on the heap (48 KiB). */
template <typename T>
struct SortWindow {
    TinyGemmProblem<T> problems[max_sort_window];
    uint8_t classes[max_sort_window];
    uint32_t order[max_sort_window];
};

/**
 * Gemm of `count` problems of their own sizes, problem i's argument `param` read by
 * value(param, at) at index(i): a batch of one-problem groups whose arguments come from the
 * per-group arrays (groups_of_one: the C API's form of "every problem its own size"), or one
 * group whose arguments are read through the view (the C++ and flat front ends' per-problem
 * vectors). Window by window, the problems are sorted by
 * size class, a pass that reads each one's arguments once, and each run of one class of tiny
 * problems is one call of its exact-size kernel. In batch order every problem's sizes are new
 * to the branch predictor: the any-size kernel's loop exits and block choices, or a kernel per
 * size, mispredicted several times a problem, which cost more than the arithmetic of sizes up
 * to 8. The other problems run one by one through gemm(), after them; a window of mostly other
 * problems, or of a batch too large for the caches, runs in batch order. Each problem's kernel
 * is core::choose_gemm_kernel's for it alone (core::takes_exact: its exact-size test), whatever
 * the window or the chunk it falls in.
 * Returns false (nothing done) for fewer than PlanTuning::min_sorted_count problems or where the
 * ISA has no exact-size kernels.
 */
template <typename T, typename Value>
bool run_sorted_by_size(core::GemmProblems<T> const& p, int64_t count, bool groups_of_one,
                        Value const& value)
{
    if constexpr (has_tiny_kernels<T>) {
        static TinyGemmTable<T> const& tiny = tiny_gemm_table<T>(active_isa());
        core::PlanTuning const& tuning = active_tuning().plan;
        core::GemmTuning const& gemm_tuning = active_gemm_tuning<T>();
        if (gemm_tuning.exact_rows == 0 || count < tuning.min_sorted_count) return false;
        int64_t const sort_window = tuning.sort_window;
        // Problem i: group i (groups of one) or number i of the batch's one group.
        auto const index = [groups_of_one](int64_t i) {
            return core::Index{groups_of_one ? i : 0, i};
        };
        bool const rows = row_major(p.layout);
        double const from_memory_bytes = out_of_cache_bytes();
        // Problems [first, first + size) of the batch, size <= sort_window.
        auto const solve_window = [&](int64_t first, int64_t size) {
            std::unique_ptr<SortWindow<T>> const window(new SortWindow<T>);
            int64_t class_count[size_classes] = {};
            double bytes = 0;  // of the window's matrices
            for (int64_t i = 0; i < size; ++i) {
                core::Index const at = index(first + i);
                // Locals first, the record last: comparing the record's fields just stored
                // (GCC merges the two options' compares into one wider load) stalls on the
                // store-to-load forwarding.
                T const* a = p.A(at);
                T const* b = p.B(at);
                int64_t m = value(p.m, at), n = value(p.n, at);
                int64_t const k = value(p.k, at);
                int64_t lda = value(p.lda, at), ldb = value(p.ldb, at);
                Op trans_a = Op(value(p.transA, at));
                Op trans_b = Op(value(p.transB, at));
                T const alpha = value(p.alpha, at);
                if (rows) {
                    std::swap(a, b);
                    std::swap(m, n);
                    std::swap(lda, ldb);
                    std::swap(trans_a, trans_b);
                }
                int64_t const ldc = value(p.ldc, at);
                bool const exact = core::takes_exact(
                    {trans_a, trans_b, m, n, k, lda, ldb, ldc, core::is_zero(alpha)},
                    gemm_tuning);
                int const c = exact ? int(k - 1) * tiny_max + int(n - 1) : exact_classes;
                window->problems[i] =
                    TinyGemmProblem<T>{a,       b,       p.C(at), m,     n,
                                       k,       lda,     ldb,     ldc,
                                       trans_a, trans_b, alpha,   value(p.beta, at)};
                window->classes[i] = uint8_t(c);
                class_count[c] += 1;
                bytes += span_bytes<T>(m, k, lda) + span_bytes<T>(k, n, ldb) +
                         span_bytes<T>(m, n, window->problems[i].ldc);
            }
            // Out of cache, batch order too: sorted, the window's matrices would be read at
            // random and come in as slowly as they are computed (and fetching them in batch
            // order before the sorted runs does not overlap the fetch with the computation
            // either). In batch order the hardware's prefetchers stream them in behind the
            // computation, whose mispredicted size choices then cost less than the wait.
            bool const from_memory = bytes / double(size) * double(count) > from_memory_bytes;
            if (class_count[exact_classes] * 2 > size || from_memory) {
                // Mostly problems of other sizes: batch order, the exact-size ones a kernel call
                // each. Sorted, the others would be read out of cache at random.
                static constexpr uint32_t itself[1] = {0};  // a run of one: the record given
                for (int64_t i = 0; i < size; ++i) {
                    TinyGemmProblem<T> const& q = window->problems[i];
                    int const c = window->classes[i];
                    if (c < exact_classes)
                        tiny.exact[c / tiny_max][c % tiny_max](1, &q, itself);
                    else
                        gemm(q.trans_a, q.trans_b, q.m, q.n, q.k, q.alpha, q.a, q.lda, q.b, q.ldb,
                             q.beta, q.c, q.ldc);
                }
                return;
            }
            int64_t next[size_classes];  // where class c's next problem goes in the order
            for (int c = 0, at = 0; c < size_classes; ++c) {
                next[c] = at;
                at += int(class_count[c]);
            }
            for (int64_t i = 0; i < size; ++i)
                window->order[next[window->classes[i]]++] = uint32_t(i);
            for (int c = 0, at = 0; c < size_classes; at += int(class_count[c]), ++c) {
                if (class_count[c] == 0) continue;
                if (c < exact_classes) {
                    tiny.exact[c / tiny_max][c % tiny_max](class_count[c], window->problems,
                                                           window->order + at);
                    continue;
                }
                for (int64_t i = at; i < at + class_count[c]; ++i) {
                    TinyGemmProblem<T> const& q = window->problems[window->order[i]];
                    gemm(q.trans_a, q.trans_b, q.m, q.n, q.k, q.alpha, q.a, q.lda, q.b, q.ldb,
                         q.beta, q.c, q.ldc);
                }
            }
        };
        // Problems [first, first + size) of the batch, window by window.
        auto const solve_range = [&](int64_t first, int64_t size) {
            for (int64_t done = 0; done < size; done += sort_window)
                solve_window(first + done, std::min<int64_t>(sort_window, size - done));
        };
        int const threads = available_threads();
        if (threads <= 1) {
            solve_range(0, count);
            return true;
        }
        std::vector<core::Chunk> chunks;
        if (count >= int64_t(threads) * tuning.chunks_per_thread * tuning.min_chunk_problems) {
            // Many problems: chunks of equal counts, a window at most and at least
            // chunks_per_thread a thread, without a serial pass for their costs. Random sizes
            // cost about the same over so many problems; sorted ones are evened out by the
            // threads taking each other's chunks.
            int64_t const pieces = std::max<int64_t>(int64_t(threads) * tuning.chunks_per_thread,
                                                     (count + sort_window - 1) / sort_window);
            chunks = core::equal_count_chunks(count, pieces);
        }
        else {
            // Few problems: chunks of about equal flops.
            std::vector<double> costs(static_cast<size_t>(count));
            double total = 0;
            for (int64_t i = 0; i < count; ++i) {
                core::Index const at = index(i);
                costs[size_t(i)] = flop_weight<T>() * 2.0 * double(value(p.m, at)) *
                                       double(value(p.n, at)) * double(value(p.k, at)) +
                                   tuning.problem_overhead_flops;
                total += costs[size_t(i)];
            }
            if (total < tuning.parallel_min_flops) {
                solve_range(0, count);
                return true;
            }
            core::Chunker chunker(core::chunk_target(total, threads, tuning.chunks_per_thread));
            for (int64_t i = 0; i < count; ++i) chunker.add(i, 0, i, 1, costs[size_t(i)]);
            chunks = chunker.finish();
        }
        run_chunks(chunks, threads,
                   [&](core::Chunk const& chunk) { solve_range(chunk.first, chunk.count); });
        return true;
    }
    else {
        (void)p;
        return false;
    }
}

/**
 * Gemm of a batch whose arguments but the matrices are given per group: the plan gives each
 * group its kernel (core::choose_gemm_kernel: a batch kernel for a group of more than one
 * problem where one takes its sizes, else a kernel a problem), and every run of the group,
 * whatever the chunk it falls in, runs on it.
 */
template <typename T>
void run_per_group(core::GemmProblems<T> const& p)
{
    if (core::scalars_per_group_as_stored(p) && all_groups_of_one(p.groups) &&
        run_sorted_by_size(p, p.groups.count(), true,
                           [](auto const& param, core::Index at) {
                               return param.value_of_group(at.group);
                           }))
        return;
    bool const rows = row_major(p.layout);
    // value(param, at): the group's value, through the view or (the C API's group form, where
    // variable sizes are a group per problem) with one load from the caller's array.
    auto const read_args = [&](auto const& value) {
        return read_group_args<GemmGroupArgs<T>>(p.groups, [&](core::Index first) {
            GemmGroupArgs<T> a{{Op(value(p.transA, first)), Op(value(p.transB, first)),
                                value(p.m, first), value(p.n, first), value(p.k, first),
                                value(p.lda, first), value(p.ldb, first), value(p.ldc, first),
                                value(p.alpha, first), value(p.beta, first)},
                               rows};
            if (rows) {
                std::swap(a.trans_a, a.trans_b);
                std::swap(a.m, a.n);
                std::swap(a.lda, a.ldb);
            }
            return a;
        });
    };
    auto const through_view = [](auto const& param, core::Index at) { return param(at); };
    auto const from_array = [](auto const& param, core::Index at) {
        return param.value_of_group(at.group);
    };
    auto const args = core::scalars_per_group_as_stored(p) ? read_args(from_array)
                                                          : read_args(through_view);
    double const cache_bytes = out_of_cache_bytes();
    // The group's kernel: from its size, never a run's, so that a problem's kernel (and bits)
    // does not depend on how the batch is split across threads.
    auto const kernel_of = [&](int64_t g) {
        if constexpr (has_tiny_kernels<T>) {
            auto const& a = args[std::size_t(g)];
            int64_t const size = p.groups.size(g);
            // In double: valid sizes may be large enough for their int64_t products to overflow.
            double const bytes = (double(a.m) * double(a.k) + double(a.k) * double(a.n) +
                                  double(a.m) * double(a.n)) *
                                 double(sizeof(T));
            bool const streamed = size > 1 && bytes * double(size) > cache_bytes;
            return core::choose_gemm_kernel(a.shape(), active_gemm_tuning<T>(), is_complex_v<T>,
                                            size > 1, streamed);
        }
        else {
            (void)g;
            return core::GemmKernel::each_own;
        }
    };
    auto const plan = core::plan_buckets<core::GemmKernel>(
        p.groups, available_threads(), active_tuning().plan,
        [&](int64_t g) {
            auto const& a = args[std::size_t(g)];
            return flop_weight<T>() * 2.0 * a.m * a.n * a.k;
        },
        kernel_of, [](int64_t) { return int64_t(1); });
    run_plan(plan, [&](core::Bucket<core::GemmKernel> const& bucket, int64_t first_problem,
                       int64_t count) {
        auto const& a = args[std::size_t(bucket.group)];
        if (bucket.kernel == core::GemmKernel::nothing) return;
        core::Matrices<T const> const& A = a.swap_operands ? p.B : p.A;
        core::Matrices<T const> const& B = a.swap_operands ? p.A : p.B;
        if constexpr (has_tiny_kernels<T>) {
            if (core::is_batch_kernel(bucket.kernel)) {
                run_gemm_batch(bucket.kernel, a, count, sequence_from(A, first_problem),
                               sequence_from(B, first_problem), sequence_from(p.C, first_problem));
                return;
            }
            for (int64_t i = first_problem; i < first_problem + count; ++i) {
                core::Index const at{bucket.group, i};
                run_gemm_problem(bucket.kernel, a, A(at), B(at), p.C(at));
            }
        }
        else {
            for (int64_t i = first_problem; i < first_problem + count; ++i) {
                core::Index const at{bucket.group, i};
                gemm(a.trans_a, a.trans_b, a.m, a.n, a.k, a.alpha, A(at), a.lda, B(at), a.ldb,
                     a.beta, p.C(at), a.ldc);
            }
        }
    });
}

template <typename T>
void run(core::GemmProblems<T> const& p)
{
    bool const rows = row_major(p.layout);
    if (core::arguments_per_group(p)) {
        // Tiny problems cost about as much as reading their ten arguments through the view;
        // with arguments given per group, read them once per group.
        run_per_group(p);
        return;
    }
    // One group of problems with arguments of their own (the C++ and flat front ends' variable
    // sizes): sorted by size class as one-problem groups are.
    if (p.groups.count() == 1 &&
        run_sorted_by_size(p, p.groups.size(0), false,
                           [](auto const& param, core::Index at) { return param(at); }))
        return;
    run_batch(
        p.groups,
        [&](core::Index at) { return flop_weight<T>() * 2.0 * p.m(at) * p.n(at) * p.k(at); },
        [&](core::Index at) {
            auto const transA = Op(p.transA(at)), transB = Op(p.transB(at));
            if (rows)
                gemm(transB, transA, p.n(at), p.m(at), p.k(at), p.alpha(at), p.B(at), p.ldb(at),
                     p.A(at), p.lda(at), p.beta(at), p.C(at), p.ldc(at));
            else
                gemm(transA, transB, p.m(at), p.n(at), p.k(at), p.alpha(at), p.A(at), p.lda(at),
                     p.B(at), p.ldb(at), p.beta(at), p.C(at), p.ldc(at));
        });
}

/**
 * Side, triangle and sizes of problem `at` of a symm / trmm / trsm batch as a column-major
 * problem: a row-major one is the transposed problem, from the other side, on the other triangle.
 */
template <typename P>
std::tuple<Side, Uplo, int64_t, int64_t> sided_column_major(P const& p, core::Index at, bool rows)
{
    Side const side = Side(p.side(at));
    Uplo const uplo = Uplo(p.uplo(at));
    if (rows) return {flipped(side), flipped(uplo), p.n(at), p.m(at)};
    return {side, uplo, p.m(at), p.n(at)};
}

template <typename T>
void run(core::SymmProblems<T> const& p)
{
    bool const rows = row_major(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) {
            double const ka = p.side(at) == int(Side::Left) ? p.m(at) : p.n(at);
            return flop_weight<T>() * 2.0 * ka * p.m(at) * p.n(at);
        },
        [&](core::Index at) {
            auto const [side, uplo, m, n] = sided_column_major(p, at, rows);
            auto const routine = p.hermitian ? hemm<T> : symm<T>;
            routine(side, uplo, m, n, p.alpha(at), p.A(at), p.lda(at), p.B(at), p.ldb(at),
                    p.beta(at), p.C(at), p.ldc(at));
        });
}

template <typename T, typename Scalar>
void run(core::RankKProblems<T, Scalar> const& p)
{
    bool const rows = row_major(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) { return flop_weight<T>() * double(p.n(at)) * (p.n(at) + 1) * p.k(at); },
        [&](core::Index at) {
            Uplo uplo = Uplo(p.uplo(at));
            Op trans = Op(p.trans(at));
            if (rows) {
                uplo = flipped(uplo);
                trans = flipped_rank_k(trans, p.hermitian, is_complex_v<T>);
            }
            if constexpr (std::is_same_v<Scalar, T>)
                syrk(uplo, trans, p.n(at), p.k(at), p.alpha(at), p.A(at), p.lda(at), p.beta(at),
                     p.C(at), p.ldc(at));
            else
                herk(uplo, trans, p.n(at), p.k(at), p.alpha(at), p.A(at), p.lda(at), p.beta(at),
                     p.C(at), p.ldc(at));
        });
}

template <typename T, typename Beta>
void run(core::Rank2KProblems<T, Beta> const& p)
{
    bool const rows = row_major(p.layout);
    run_batch(
        p.groups,
        [&](core::Index at) { return flop_weight<T>() * 2.0 * p.n(at) * p.n(at) * p.k(at); },
        [&](core::Index at) {
            Uplo uplo = Uplo(p.uplo(at));
            Op trans = Op(p.trans(at));
            T alpha = p.alpha(at);
            if (rows) {
                uplo = flipped(uplo);
                trans = flipped_rank_k(trans, p.hermitian, is_complex_v<T>);
                // C^T = conj(C) for Hermitian C: the two products trade their scalars.
                if (p.hermitian) alpha = conjugated(alpha);
            }
            if constexpr (std::is_same_v<Beta, T>)
                syr2k(uplo, trans, p.n(at), p.k(at), alpha, p.A(at), p.lda(at), p.B(at),
                      p.ldb(at), p.beta(at), p.C(at), p.ldc(at));
            else
                her2k(uplo, trans, p.n(at), p.k(at), alpha, p.A(at), p.lda(at), p.B(at),
                      p.ldb(at), p.beta(at), p.C(at), p.ldc(at));
        });
}

/**
 * Asks for the L2 cache to fetch a column-major rows x cols matrix (its columns' lines). Always
 * inlined: GCC takes a function made only of prefetches for one without side effects, and drops
 * the calls to it that it does not inline.
 */
template <typename T>
[[gnu::always_inline]] inline void prefetch_matrix_to_l2(T const* x, int64_t rows, int64_t cols,
                                                         int64_t ld)
{
    char const* const base = reinterpret_cast<char const*>(x);
    int64_t const bytes = rows * int64_t(sizeof(T)), stride = ld * int64_t(sizeof(T));
    for (int64_t j = 0; j < cols; ++j)
        for (int64_t b = 0; b < bytes; b += 64) __builtin_prefetch(base + j * stride + b, 0, 1);
}

/** A trsm / trmm group's arguments other than its matrices, column-major form. */
template <typename T>
struct TriangularGroupArgs {
    Side side;
    Uplo uplo;
    Op trans;
    Diag diag;
    int64_t m, n, lda, ldb;
    T alpha;
};

/** Trsm / trmm of a batch whose arguments but the matrices are given per group: the arguments
 *  are read once per group, as for gemm (run_per_group), not once per problem. */
template <typename T>
void run_triangular_per_group(core::TriangularProblems<T> const& p)
{
    bool const rows = row_major(p.layout);
    auto const args = read_group_args<TriangularGroupArgs<T>>(p.groups, [&](core::Index first) {
        TriangularGroupArgs<T> a{Side(p.side(first)), Uplo(p.uplo(first)), Op(p.trans(first)),
                                 Diag(p.diag(first)), p.m(first),         p.n(first),
                                 p.lda(first),        p.ldb(first),       p.alpha(first)};
        if (rows) {
            a.side = flipped(a.side);
            a.uplo = flipped(a.uplo);
            std::swap(a.m, a.n);
        }
        return a;
    });
    auto const routine = p.solve ? trsm<T> : trmm<T>;
    CpuTuning const& tuning = active_tuning();
    double const cache_bytes = out_of_cache_bytes();
    // A group too large for the caches fetches the next problem's matrices (op(A) whole, B)
    // into L2 while one is solved: the recursion reads them in small blocks, each a stall from
    // memory (CpuTuning::prefetched_triangle_min_order and _max_bytes).
    auto const fetches_next = [&](int64_t g) {
        auto const& a = args[std::size_t(g)];
        int64_t const ka = a.side == Side::Left ? a.m : a.n;
        // In double: valid sizes may be large enough for their int64_t products to overflow.
        double const bytes =
            (double(ka) * double(ka) + double(a.m) * double(a.n)) * double(sizeof(T));
        return ka >= tuning.prefetched_triangle_min_order &&
               bytes <= tuning.prefetched_triangular_max_bytes &&
               bytes * double(p.groups.size(g)) > cache_bytes;
    };
    run_groups<bool>(
        p.groups,
        [&](int64_t g) {
            auto const& a = args[std::size_t(g)];
            double const ka = a.side == Side::Left ? a.m : a.n;
            return flop_weight<T>() * ka * a.m * a.n;
        },
        fetches_next,
        [&](int64_t g, int64_t first_problem, int64_t count, bool fetch_next) {
            auto const& a = args[std::size_t(g)];
            if (a.m == 0 || a.n == 0) return;
            int64_t const ka = a.side == Side::Left ? a.m : a.n;
            for (int64_t i = first_problem; i < first_problem + count; ++i) {
                core::Index const at{g, i};
                if (fetch_next && i + 1 < first_problem + count) {
                    core::Index const next{g, i + 1};
                    prefetch_matrix_to_l2(p.A(next), ka, ka, a.lda);
                    prefetch_matrix_to_l2(p.B(next), a.m, a.n, a.ldb);
                }
                routine(a.side, a.uplo, a.trans, a.diag, a.m, a.n, a.alpha, p.A(at), a.lda,
                        p.B(at), a.ldb);
            }
        },
        [](int64_t) { return int64_t(1); });
}

template <typename T>
void run(core::TriangularProblems<T> const& p)
{
    bool const rows = row_major(p.layout);
    run_batch_or_per_group(
        p, [&] { run_triangular_per_group(p); },
        [&](core::Index at) {
            double const ka = p.side(at) == int(Side::Left) ? p.m(at) : p.n(at);
            return flop_weight<T>() * ka * p.m(at) * p.n(at);
        },
        [&](core::Index at) {
            auto const [side, uplo, m, n] = sided_column_major(p, at, rows);
            auto const routine = p.solve ? trsm<T> : trmm<T>;
            routine(side, uplo, Op(p.trans(at)), Diag(p.diag(at)), m, n, p.alpha(at), p.A(at),
                    p.lda(at), p.B(at), p.ldb(at));
        });
}

template void run(core::GemmProblems<bblas_half> const&);
template void run(core::GemmProblems<float> const&);
template void run(core::GemmProblems<double> const&);
template void run(core::GemmProblems<std::complex<float>> const&);
template void run(core::GemmProblems<std::complex<double>> const&);

template void run(core::SymmProblems<float> const&);
template void run(core::SymmProblems<double> const&);
template void run(core::SymmProblems<std::complex<float>> const&);
template void run(core::SymmProblems<std::complex<double>> const&);

template void run(core::RankKProblems<float, float> const&);
template void run(core::RankKProblems<double, double> const&);
template void run(core::RankKProblems<std::complex<float>, std::complex<float>> const&);
template void run(core::RankKProblems<std::complex<double>, std::complex<double>> const&);
template void run(core::RankKProblems<std::complex<float>, float> const&);
template void run(core::RankKProblems<std::complex<double>, double> const&);

template void run(core::Rank2KProblems<float, float> const&);
template void run(core::Rank2KProblems<double, double> const&);
template void run(core::Rank2KProblems<std::complex<float>, float> const&);
template void run(core::Rank2KProblems<std::complex<double>, double> const&);
template void run(core::Rank2KProblems<std::complex<float>, std::complex<float>> const&);
template void run(core::Rank2KProblems<std::complex<double>, std::complex<double>> const&);

template void run(core::TriangularProblems<float> const&);
template void run(core::TriangularProblems<double> const&);
template void run(core::TriangularProblems<std::complex<float>> const&);
template void run(core::TriangularProblems<std::complex<double>> const&);

}  // namespace batchblas::cpu
