// SPDX-License-Identifier: BSD-3-Clause
/**
 * Packed tiny gemm-like problems (gemm, symm, hemm, syrk, herk, syr2k, her2k whose outputs and
 * depth are at most D = 2, 4 or 8: GemmTile::Packed2 .. Packed8): several problems per
 * thread block, moved through shared memory in three coalesced passes.
 *
 *  1. Copy in: the block's `problems` consecutive work items have their stored A, B and C
 *     copied global -> shared with cp.async, consecutive threads on consecutive pairs of
 *     elements of a matrix's lines (columns in column-major, rows in row-major), problem
 *     after problem.
 *     A strided batch of dense matrices is thus read as one contiguous stream, and a pointer
 *     array's matrices a line at a time, whatever the layout and op(): every sector fetched
 *     is used, all of a thread's copies are in flight at once.
 *  2. Products: each thread computes `per_thread` elements of one problem's C from shared
 *     memory (a D x D problem per slot, `problems` x D x D elements over the block's threads:
 *     no idle thread in a fixed-size batch of size D), and leaves them in C's slot.
 *  3. Copy out: C's slot goes back to global memory with the copy-in's coalesced pattern.
 *
 * The common case, gemm with one parameter set over strided square problems of the class, has
 * a kernel of its own (PackedStridedGemm, at the end): no problem records, no per-element
 * tests, compile-time strides in the products.
 *
 * Why: at these sizes the work is moving bytes (0.125 to 2 flops per byte), and the
 * alternatives spend it elsewhere: a 16 x 16 tensor-core tile holding one D x D problem per
 * warp leaves most of the warp idle, and one thread per element of C reading its row and
 * column from global memory issues 2K + 1 scalar loads per element, most of them L1 hits but
 * each a separate request.
 *
 * The shared copies keep each matrix as it is stored, `ld` elements per line, so gemm_form
 * over shared-memory pointers with leading dimension `ld` folds layouts, op(), sides and
 * uplos exactly as it does for global memory. Conventions as GemmUnit: alpha == 0 or K == 0
 * reads neither A nor B; beta == 0 never reads C; (alpha == 0 or K == 0) and beta == 1 touches
 * nothing; only the referenced triangle of C (syrk .. her2k) and of a symmetric or Hermitian A
 * is read, and only that of C written; Hermitian updates zero the imaginary parts of C's
 * diagonal.
 */
#pragma once

#include "cuda/device/gemm_unit.cuh"

namespace batchblas::cuda {

/** Which (line, offset) pairs of a stored matrix are referenced: all, or one triangle in
 *  line / offset coordinates (offset >= line, or offset <= line). */
enum class Keep : uint8_t { All, OffsetAtLeastLine, OffsetAtMostLine };

/** One stored matrix of a packed problem: `lines` lines of `len` contiguous elements, `ld`
 *  apart, and whether the kernel reads it (A, B, C) or writes it (C). */
template <typename T>
struct PackedMatrix {
    T* ptr;
    int64_t ld;
    uint8_t len, lines;
    Keep keep;
    bool read;
};

/** The three stored matrices of a packed problem (A, B, C) and whether C is written. */
template <typename T>
struct PackedProblem {
    PackedMatrix<T> mat[3];
    bool write;
};

/** The parameter set of work item `item` (its matrices are not needed by the products). */
template <typename T>
__device__ Params<T> item_params(BatchArgs<T> const& args, int64_t item)
{
    if (args.sets == nullptr) return args.shared;
    int64_t const set = args.entries != nullptr ? args.entries[2 * item + 1] : item;
    return args.sets[set];
}

/** Referenced triangle of a stored matrix: rows >= cols (lower) or <= (upper) in logical
 *  coordinates, turned into line / offset coordinates of the layout. */
__device__ __forceinline__ Keep keep_of(Layout layout, bool triangle, bool lower)
{
    if (!triangle) return Keep::All;
    // Column-major: offset = row, line = column; row-major: line = row, offset = column.
    bool const col = layout == Layout::ColMajor;
    return col == lower ? Keep::OffsetAtLeastLine : Keep::OffsetAtMostLine;
}

__device__ __forceinline__ bool kept(Keep k, int line, int offset)
{
    return k == Keep::All || (k == Keep::OffsetAtLeastLine ? offset >= line : offset <= line);
}

/**
 * The stored shapes of work item `item`'s matrices and what the kernel does with each: the
 * routines' argument shapes (as core/check.hh has them), from the parameter set alone.
 */
template <typename T>
__device__ PackedProblem<T> describe(BatchArgs<T> const& args, int64_t item)
{
    Item<T> const it = fetch_item(args, item);
    Params<T> const& p = it.params;
    int ra, ca, rb, cb, rc, cc, depth;
    bool uses_b = true, a_triangle = false, c_triangle = false;
    switch (args.routine) {
        case Routine::Gemm: {
            bool const na = p.transA == Op::NoTrans, nb = p.transB == Op::NoTrans;
            ra = na ? p.m : p.k;
            ca = na ? p.k : p.m;
            rb = nb ? p.k : p.n;
            cb = nb ? p.n : p.k;
            rc = p.m;
            cc = p.n;
            depth = p.k;
            break;
        }
        case Routine::Symm:
        case Routine::Hemm:
            ra = ca = depth = p.side == Side::Left ? p.m : p.n;
            a_triangle = true;
            rb = rc = p.m;
            cb = cc = p.n;
            break;
        default: {  // syrk, herk, syr2k, her2k: A and B are n x k, or k x n when transposed
            bool const nt = p.transA == Op::NoTrans;
            ra = rb = nt ? p.n : p.k;
            ca = cb = nt ? p.k : p.n;
            rc = cc = p.n;
            depth = p.k;
            c_triangle = true;
            uses_b = args.routine == Routine::Syr2k || args.routine == Routine::Her2k;
            break;
        }
    }
    bool const no_product = is_zero(p.alpha) || depth == 0;
    PackedProblem<T> d;
    d.write = rc > 0 && cc > 0 && !(no_product && is_one(p.beta));
    bool const lower = p.uplo == Uplo::Lower;
    bool const col = args.layout == Layout::ColMajor;
    auto const matrix = [&](T const* ptr, int64_t ld, int rows, int cols, bool triangle,
                            bool read) {
        PackedMatrix<T> m;
        m.ptr = const_cast<T*>(ptr);
        m.ld = ld;
        m.len = uint8_t(col ? rows : cols);
        m.lines = uint8_t(col ? cols : rows);
        m.keep = keep_of(args.layout, triangle, lower);
        m.read = read;
        return m;
    };
    bool const reads_ab = d.write && !no_product;
    d.mat[0] = matrix(it.A, p.lda, ra, ca, a_triangle, reads_ab);
    d.mat[1] = matrix(it.B, p.ldb, rb, cb, false, reads_ab && uses_b);
    d.mat[2] = matrix(it.C, p.ldc, rc, cc, c_triangle, d.write && !is_zero(p.beta));
    return d;
}

/** sum_l P(i, l) Q(l, j), l < K <= D, from shared memory; general views take int strides (no
 *  64-bit index arithmetic), symmetric / Hermitian ones View::at. */
template <typename T, int D>
__device__ __forceinline__ T packed_dot(View<T> const& P, View<T> const& Q, int i, int j, int K)
{
    T s = zero<T>();
    if (P.structure == Structure::General && Q.structure == Structure::General) {
        int const prs = int(P.rs), pcs = int(P.cs), qrs = int(Q.rs), qcs = int(Q.cs);
        T const* p = P.ptr + i * prs;
        T const* q = Q.ptr + j * qcs;
#pragma unroll
        for (int l = 0; l < D; ++l) {
            if (l < K) {
                T x = p[l * pcs], y = q[l * qrs];
                if constexpr (complex_v<T>) {
                    if (P.conj) x = conjugate(x);
                    if (Q.conj) y = conjugate(y);
                }
                s = mul_add(x, y, s);
            }
        }
    }
    else {
#pragma unroll
        for (int l = 0; l < D; ++l)
            if (l < K) s = mul_add(P.at(i, l), Q.at(l, j), s);
    }
    return s;
}

/**
 * Block shapes and copies (chosen with gpu_bench on strided double batches; history in
 * docs/design-notes/gpu.md): the block's phases follow each other, so the bytes a
 * multiprocessor keeps in flight are those of the blocks it holds, and the copies are many
 * small requests. Consecutive elements of a line therefore move in pairs, one 16-byte copy for
 * double (8 for float) when both exist and the global address is aligned, which halves the
 * requests (as the Tiny class's 16 x 16 tiles, copied 16 bytes at a time, do). Complex double
 * elements are 16 bytes already. Lines are D elements apart in shared memory (even: every
 * pair's shared address is aligned). Problems per block: 256 of 2 x 2, 64 of 4 x 4, 16 of
 * 8 x 8, on 256 threads; half as many for complex double.
 */
template <typename T, int D>
struct PackedGemm {
    static_assert(D == 2 || D == 4 || D == 8, "packed classes: 2, 4, 8");
    static constexpr int threads = 256;
    static constexpr int problems =
        (D == 2 ? 256 : D == 4 ? 64 : 16) * 8 / (sizeof(T) > 8 ? int(sizeof(T)) : 8);
    /** Blocks per multiprocessor the register cap allows: 1024 threads (64 registers a thread:
     *  double and float spill nothing; complex float up to 66 bytes, in the products), 768 for
     *  complex double (80 registers; up to 90 bytes spilled, 224 at 64 registers). */
    static constexpr int min_blocks = (sizeof(T) == 16 ? 768 : 1024) / threads;
    static constexpr int ld = D;
    /** Elements per problem slot. A slot of D x D elements puts every problem's element (i, j)
     *  in the same banks when D * D * sizeof(T) is a multiple of 128 bytes (D = 4, 8 for double):
     *  the problems of a warp then read and write their slots 4- to 8-way bank conflicted (several
     *  times the shared-memory wavefronts a conflict-free access needs). D more elements per slot
     *  (slot = D * (D + 1), even: pairs stay aligned) shift consecutive problems by D elements, so
     *  the rows a warp's problems read at the same time fall in distinct banks (see
     *  PackedStridedGemm). Class 2 keeps D x D where the padded slots and the problem records would
     *  not fit 48 KiB. */
    static constexpr int padded_slot = D * (D + 1);
    static constexpr size_t record_bytes = size_t(problems) * sizeof(PackedProblem<T>);
    static constexpr bool padded =
        size_t(3) * problems * padded_slot * sizeof(T) + record_bytes <= 48 * 1024;
    static constexpr int slot = padded ? padded_slot : D * ld;
    /** Elements per copy: a pair where two elements make at most 16 bytes. */
    static constexpr int vec = sizeof(T) <= 8 ? 2 : 1;
    static constexpr int per_problem = threads / problems;    // threads per problem (products)
    static constexpr int per_thread = D * D / per_problem;    // elements of C per thread
    static constexpr int copies = problems * D * D / vec / threads;  // copy steps per matrix
    static_assert(per_problem * problems == threads && per_thread >= 1 && copies >= 1 &&
                      copies * threads * vec == problems * D * D,
                  "every thread has elements of one problem and the same number of copies");
    static constexpr size_t smem_bytes = size_t(3) * problems * slot * sizeof(T) + record_bytes;
    static_assert(smem_bytes <= 48 * 1024, "within the default dynamic shared memory limit");

    /** Two elements, for copies of a pair in one access. */
    struct alignas(2 * sizeof(T)) Pair {
        T v[2];
    };

    /** A pair global -> shared without waiting for it (cp.async of 2 sizeof(T) bytes). */
    __device__ static void copy_pair_async(T* dst, T const* src)
    {
        if constexpr (sizeof(T) == 8)
            cp_async_16(dst, src, 16);
        else
            cp_async_8(dst, src, 8);
    }

    /** One element global -> shared without waiting for it (cp.async of sizeof(T) bytes). */
    __device__ static void copy_async(T* dst, T const* src)
    {
        cp_async_element(dst, src);
    }

    /** Copy step r of the block: (problem, line, offset) of the first element of the pair (or
     *  element) this thread takes, consecutive threads on consecutive pairs of a line. */
    __device__ static void element(int r, int& q, int& line, int& offset)
    {
        constexpr int per_line = D / vec;
        int const idx = int(threadIdx.x) + r * threads;
        q = idx / (per_line * D);  // powers of two: shifts and masks
        line = idx / per_line % D;
        offset = idx % per_line * vec;
    }

    /** Whether element (line, offset) of m exists and is referenced. */
    __device__ static bool inside(PackedMatrix<T> const& m, int line, int offset)
    {
        return offset < m.len && line < m.lines && kept(m.keep, line, offset);
    }

    /** Whether a pair at src can move in one access (global side; the shared side always can). */
    __device__ static bool aligned(T const* src)
    {
        return (reinterpret_cast<uintptr_t>(src) & (2 * sizeof(T) - 1)) == 0;
    }

    __device__ static void run(BatchArgs<T> const& args)
    {
        extern __shared__ __align__(16) unsigned char smem_raw[];
        T* const sm = reinterpret_cast<T*>(smem_raw);  // [A, B, C][problem][slot]
        auto* const desc = reinterpret_cast<PackedProblem<T>*>(sm + 3 * problems * slot);
        int const tid = int(threadIdx.x);
        int64_t const first = int64_t(blockIdx.x) * problems;
        int64_t const left = live_items(args) - first;
        int const here = left < problems ? int(left) : problems;

        if (tid < problems) {
            if (tid < here) {
                desc[tid] = describe(args, first + tid);
            }
            else {
                PackedProblem<T> none{};
                desc[tid] = none;  // reads and writes nothing
            }
        }
        __syncthreads();

        // 1. Copy in: every copy of A, B and C in flight before the first wait (cp.async does
        //    not block). Unrolled by two only: fully unrolled, the problem records loaded ahead
        //    for all copies take 64 registers and spill at D = 4 and 8.
#pragma unroll
        for (int a = 0; a < 3; ++a) {
#pragma unroll 2
            for (int r = 0; r < copies; ++r) {
                int q, line, offset;
                element(r, q, line, offset);
                PackedMatrix<T> const m = desc[q].mat[a];
                if (!m.read) continue;
                T const* const src = m.ptr + line * m.ld + offset;
                T* const dst = sm + (a * problems + q) * slot + line * ld + offset;
                bool const has0 = inside(m, line, offset);
                if constexpr (vec == 2) {
                    bool const has1 = inside(m, line, offset + 1);
                    if (has0 && has1 && aligned(src)) {
                        copy_pair_async(dst, src);
                    }
                    else {
                        if (has0) copy_async(dst, src);
                        if (has1) copy_async(dst + 1, src + 1);
                    }
                }
                else if (has0) {
                    copy_async(dst, src);
                }
            }
        }
        cp_async_commit();
        cp_async_wait<0>();
        __syncthreads();

        // 2. Products: thread u of problem q's per_problem threads takes elements u,
        //    u + per_problem, ... of its D x D slot (rows fastest: consecutive lanes read
        //    consecutive rows of a column-major P).
        int const q = tid / per_problem, u = tid % per_problem;
        if (q < here && desc[q].write) {
            Params<T> p = item_params(args, first + q);
            p.lda = p.ldb = p.ldc = ld;
            GemmForm<T> const f =
                gemm_form(args.routine, args.layout, p, sm + q * slot,
                          sm + (problems + q) * slot, sm + (2 * problems + q) * slot);
            bool const no_product =
                is_zero(f.alpha) || f.K == 0 || (f.scaled && is_zero(f.qscale0));
            bool const beta_zero = is_zero(f.beta);
            // Not unrolled: one copy of the products' code, and registers for one element.
#pragma unroll 1
            for (int r = 0; r < per_thread; ++r) {
                int const e = u + r * per_problem;
                int const i = e % D, j = e / D;
                if (i >= f.M || j >= f.N) continue;
                if (f.triangle == Triangle::Lower && i < j) continue;
                if (f.triangle == Triangle::Upper && i > j) continue;
                T acc = zero<T>();
                if (!no_product) {
#pragma unroll 1
                    for (int term = 0; term < f.terms; ++term) {
                        bool const first_term = term == 0;
                        T const part = packed_dot<T, D>(select(first_term, f.P0, f.P1),
                                                        select(first_term, f.Q0, f.Q1), i, j, f.K);
                        acc = f.scaled ? mul_add(first_term ? f.qscale0 : f.qscale1, part, acc)
                                       : acc + part;
                    }
                }
                T* const d = f.d + i + j * ld;
                T v = f.alpha * acc;
                if (!beta_zero) v = mul_add(f.beta, *d, v);
                if (f.herm_diag && i == j) v = real_part(v);
                *d = v;
            }
        }
        __syncthreads();

        // 3. Copy out, C's referenced elements only, in pairs as the copies in.
#pragma unroll 2
        for (int r = 0; r < copies; ++r) {
            int q, line, offset;
            element(r, q, line, offset);
            if (!desc[q].write) continue;
            PackedMatrix<T> const m = desc[q].mat[2];
            T* const dst = m.ptr + line * m.ld + offset;
            T const* const src = sm + (2 * problems + q) * slot + line * ld + offset;
            bool const has0 = inside(m, line, offset);
            if constexpr (vec == 2) {
                bool const has1 = inside(m, line, offset + 1);
                if (has0 && has1 && aligned(dst)) {
                    *reinterpret_cast<Pair*>(dst) = *reinterpret_cast<Pair const*>(src);
                }
                else {
                    if (has0) dst[0] = src[0];
                    if (has1) dst[1] = src[1];
                }
            }
            else if (has0) {
                dst[0] = src[0];
            }
        }
    }
};

/**
 * The packed classes' common case on its own kernel: gemm, one parameter set, m = n = k = d
 * (any d of the class: D / 2 < d <= D), alpha != 0, A, B and C strided (any of the four types).
 * PackedGemm spends most of its instructions on what this case does not need (many warp
 * instructions per DFMA): the problem records built per block and re-read per
 * copy, the per-element `inside` / `kept` tests of every stored shape and triangle, the run-time
 * strides of packed_dot, the form per thread. Here the copies go straight from base + problem *
 * stride with one uniform size test, and the products' strides are compile-time (which of P and
 * Q is transposed picks one of four instantiations, uniformly for the launch); the form is a
 * handful of selects.
 *
 * Copies move pairs (as PackedGemm) when every pair is aligned: bases aligned to a pair, strides,
 * leading dimensions and d even; otherwise single elements (odd d in dense storage).
 *
 * Same three phases, block shapes and element mapping as PackedGemm, slots of D * (D + 1)
 * elements (no problem records, so class 2 fits too). With gemm NN (either layout) a thread
 * reads row i of P (P(i, l) at slot + i + l * D), columns of Q that the threads of its problem
 * share (broadcast), and C(i, j) at slot + i + j * D. Consecutive slots are D 8-byte banks
 * apart for classes 4 and 8 (20 and 72 elements), so the 4 problems of a half-warp (class 4)
 * or the 2 of a warp (class 8) read those without conflicts; class 2 (6 elements, 16 problems
 * per half-warp) at most 2-way.
 */
template <typename T, int D>
struct PackedStridedGemm {
    using General = PackedGemm<T, D>;
    static constexpr int threads = General::threads;
    static constexpr int problems = General::problems;
    static constexpr int vec = General::vec;
    static constexpr int per_problem = General::per_problem;
    static constexpr int per_thread = General::per_thread;
    static constexpr int copies = General::copies;
    static constexpr int ld = D;
    static constexpr int slot = D * (D + 1);
    /** PackedGemm's register cap. A cap that fills the multiprocessor (2048 threads, 32
     *  registers) is no faster, and complex double would spill under it. */
    static constexpr int min_blocks = General::min_blocks;
    static constexpr size_t smem_bytes = size_t(3) * problems * slot * sizeof(T);
    static_assert(smem_bytes <= 48 * 1024, "within the default dynamic shared memory limit");
    static_assert(slot % vec == 0, "slots keep pairs aligned");

    /** Whether a launch is this kernel's case (host side; args as launch_gemm receives them). */
    static bool eligible(BatchArgs<T> const& args)
    {
        Params<T> const& p = args.shared;
        if (args.routine != Routine::Gemm || args.sets != nullptr || args.entries != nullptr)
            return false;
        if (p.m != p.n || p.m != p.k || p.m > D || 2 * p.m <= D || is_zero(p.alpha)) return false;
        return args.A.array == nullptr && args.B.array == nullptr && args.C.array == nullptr;
    }

    /** Whether every copy of the launch can move a pair in one access. */
    static bool paired(BatchArgs<T> const& args)
    {
        if constexpr (vec == 1) {
            return true;
        }
        else {
            Params<T> const& p = args.shared;
            auto const fits = [](auto const& ptrs, int64_t ld_of) {
                constexpr size_t pair_bytes = vec * sizeof(T);
                return reinterpret_cast<uintptr_t>(ptrs.base) % pair_bytes == 0 &&
                       ptrs.stride % vec == 0 && ld_of % vec == 0;
            };
            return p.m % vec == 0 && fits(args.A, p.lda) && fits(args.B, p.ldb) &&
                   fits(args.C, p.ldc);
        }
    }

    /** Copy step r of this thread: problem q, line and offset of its first element; false
     *  past the batch or the d x d matrix. PAIRED: consecutive threads on consecutive pairs
     *  (PackedGemm::element), else on consecutive elements (twice the steps). */
    template <bool PAIRED>
    __device__ static bool element(int r, int here, int d, int& q, int& line, int& offset)
    {
        if constexpr (PAIRED) {
            General::element(r, q, line, offset);
        }
        else {
            int const idx = int(threadIdx.x) + r * threads;
            q = idx / (D * D);
            line = idx / D % D;
            offset = idx % D;
        }
        return q < here && line < d && offset < d;
    }
    template <bool PAIRED>
    static constexpr int steps = PAIRED ? copies : copies * vec;

    /** Starts the copies of one matrix of the block's problems into their slots. */
    template <bool PAIRED, typename Ptrs>
    __device__ static void copy_in(T* slots, Ptrs const& src, int64_t src_ld, int64_t first,
                                   int here, int d)
    {
#pragma unroll
        for (int r = 0; r < steps<PAIRED>; ++r) {
            int q, line, offset;
            if (!element<PAIRED>(r, here, d, q, line, offset)) continue;
            T const* const from = src.base + (first + q) * src.stride + line * src_ld + offset;
            T* const to = slots + q * slot + line * ld + offset;
            if constexpr (PAIRED && vec == 2)
                General::copy_pair_async(to, from);
            else
                General::copy_async(to, from);
        }
    }

    /** Writes C's slots back, as copy_in read them. */
    template <bool PAIRED, typename Ptrs>
    __device__ static void copy_out(Ptrs const& dst, int64_t dst_ld, T const* slots, int64_t first,
                                    int here, int d)
    {
#pragma unroll
        for (int r = 0; r < steps<PAIRED>; ++r) {
            int q, line, offset;
            if (!element<PAIRED>(r, here, d, q, line, offset)) continue;
            T* const to = dst.base + (first + q) * dst.stride + line * dst_ld + offset;
            T const* const from = slots + q * slot + line * ld + offset;
            if constexpr (PAIRED && vec == 2)
                *reinterpret_cast<typename General::Pair*>(to) =
                    *reinterpret_cast<typename General::Pair const*>(from);
            else
                to[0] = from[0];
        }
    }

    /** Element r of this thread in its problem's D x D output (PackedGemm's mapping). */
    __device__ static void coords(int u, int r, int& i, int& j)
    {
        if constexpr (per_problem % D == 0) {
            // The same row for all r: its P row is read once.
            i = u % D;
            j = u / D + r * (per_problem / D);
        }
        else {
            int const e = u + r * per_problem;
            i = e % D;
            j = e / D;
        }
    }

    /** C = alpha op(A) op(B) + beta C on the slots of one d x d problem. P_UNIT / Q_UNIT: P's
     *  (Q's) rows are adjacent in the slot (not transposed), else its columns. */
    template <bool P_UNIT, bool Q_UNIT>
    __device__ static void products(T const* P, T const* Q, T* C, int d, bool conj_p, bool conj_q,
                                    T alpha, T beta, bool beta_zero, int u)
    {
        constexpr int prs = P_UNIT ? 1 : ld, pcs = P_UNIT ? ld : 1;
        constexpr int qrs = Q_UNIT ? 1 : ld, qcs = Q_UNIT ? ld : 1;
        T acc[per_thread];
#pragma unroll
        for (int r = 0; r < per_thread; ++r) {
            int i, j;
            coords(u, r, i, j);
            T const* const p = P + i * prs;
            T const* const q = Q + j * qcs;
            T s = zero<T>();
            bool const inside = i < d && j < d;  // rows and columns past d were never copied
#pragma unroll
            for (int l = 0; l < D; ++l) {
                if (inside && l < d) {  // l < d: uniform, every thread has the same d
                    T x = p[l * pcs], y = q[l * qrs];
                    if constexpr (complex_v<T>) {
                        x = conj_p ? conjugate(x) : x;
                        y = conj_q ? conjugate(y) : y;
                    }
                    s = mul_add(x, y, s);
                }
            }
            acc[r] = s;
        }
#pragma unroll
        for (int r = 0; r < per_thread; ++r) {
            int i, j;
            coords(u, r, i, j);
            if (i >= d || j >= d) continue;
            T* const c = C + i + j * ld;
            T v = alpha * acc[r];
            if (!beta_zero) v = mul_add(beta, *c, v);
            *c = v;
        }
    }

    template <bool PAIRED>
    __device__ static void run(BatchArgs<T> const& args)
    {
        extern __shared__ __align__(16) unsigned char smem_raw[];
        T* const sm = reinterpret_cast<T*>(smem_raw);  // [A, B, C][problem][slot]
        Params<T> const& p = args.shared;
        int const tid = int(threadIdx.x);
        int const d = p.m;
        int64_t const first = int64_t(blockIdx.x) * problems;
        int64_t const left = args.count - first;
        int const here = left < problems ? int(left) : problems;
        bool const beta_zero = is_zero(p.beta);

        // 1. Copy in (C only when beta != 0: beta == 0 never reads it, NaN included).
        copy_in<PAIRED>(sm, args.A, p.lda, first, here, d);
        copy_in<PAIRED>(sm + problems * slot, args.B, p.ldb, first, here, d);
        if (!beta_zero) copy_in<PAIRED>(sm + 2 * problems * slot, args.C, p.ldc, first, here, d);
        cp_async_commit();
        cp_async_wait<0>();
        __syncthreads();

        // 2. Products. Column-major C = op(A) op(B): P = op(A), Q = op(B) in A's and B's
        //    slots. Row-major: the column-major C^T = op(B)^T op(A)^T (as gemm_form), so P is
        //    B's slot read through op(B)^T and Q is A's. Either way P's rows are adjacent in its
        //    slot when its op is NoTrans (stored row-major, a transposed view of a transpose).
        int const q = tid / per_problem, u = tid % per_problem;
        if (q < here) {
            bool const col = args.layout == Layout::ColMajor;
            Op const op_p = col ? p.transA : p.transB;
            Op const op_q = col ? p.transB : p.transA;
            T const* const P = sm + ((col ? 0 : 1) * problems + q) * slot;
            T const* const Q = sm + ((col ? 1 : 0) * problems + q) * slot;
            T* const C = sm + (2 * problems + q) * slot;
            bool const conj_p = op_p == Op::ConjTrans, conj_q = op_q == Op::ConjTrans;
            bool const p_unit = op_p == Op::NoTrans, q_unit = op_q == Op::NoTrans;
            if (p_unit && q_unit)
                products<true, true>(P, Q, C, d, conj_p, conj_q, p.alpha, p.beta, beta_zero, u);
            else if (p_unit)
                products<true, false>(P, Q, C, d, conj_p, conj_q, p.alpha, p.beta, beta_zero, u);
            else if (q_unit)
                products<false, true>(P, Q, C, d, conj_p, conj_q, p.alpha, p.beta, beta_zero, u);
            else
                products<false, false>(P, Q, C, d, conj_p, conj_q, p.alpha, p.beta, beta_zero, u);
        }
        __syncthreads();

        // 3. Copy out.
        copy_out<PAIRED>(args.C, p.ldc, sm + 2 * problems * slot, first, here, d);
    }
};

}  // namespace batchblas::cuda
