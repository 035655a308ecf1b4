// SPDX-License-Identifier: BSD-3-Clause
/**
 * LAPACK solves and the inverse on the GPU (cuda/launch/lapack.hh): getrs, gesv, potrs, posv
 * and getri. Where every problem is small (at most 32, and below 32 or with few right-hand
 * sides: trsm_takes) one fused register launch factors and solves (run_lapack). Beyond, the
 * right-hand sides go through the Level 3 trsm, whose tiles beat solving column by column in a
 * team: getrs and potrs as row interchanges and two
 * host-described trsm launches; gesv, posv and getri as their factorization (none for getri),
 * a setup launch that writes the solves' arrays into the queue's scratch (0 right-hand sides
 * where a code is set, so that B stays untouched there) and two device-described trsm
 * launches.
 */
#include "cuda/launch/lapack.hh"

#include <array>
#include <complex>
#include <type_traits>

#include "cuda/launch/run_lapack.hh"
#include "cuda/launch/vbatched.hh"

namespace batchblas::cuda {
namespace {

/** The largest n of a batch. */
template <class P>
int64_t largest_order(P const& p)
{
    return core::largest_of(p.groups, p.n);
}

/** Whether a batch of largest order `order` and largest right-hand sides `rhs` (getri: n)
 *  solves through the Level 3 trsm: past a warp's order, where the team kernels walk each
 *  right-hand side column by column, and within it from lapack_trsm_small_from_order with
 *  lapack_trsm_small_from_rhs columns, where the tiled trsm beats the register kernels. */
inline bool trsm_takes(int64_t order, int64_t rhs)
{
    return order > lapack_warp_max ||
           (order >= lapack_trsm_small_from_order && rhs >= lapack_trsm_small_from_rhs);
}

/**
 * Whether getrs or potrs of a batch solve through the Level 3 trsm (trsm_takes), the option
 * (trans, uplo) being one for the whole batch, so that the two solves come in one order for all.
 */
template <class P>
bool solves_by_trsm(P const& p, core::Param<int> const& option)
{
    return option.spread() == core::Spread::One &&
           trsm_takes(largest_order(p), core::largest_of(p.groups, p.nrhs));
}

/** Whether getrs or potrs of a batch run the streamed solve kernel past a warp's order: orders to
 *  lapack_streamed_solve_max_order with at most lapack_streamed_solve_max_rhs right-hand sides,
 *  where the trsm path would give a problem's column to one lane. */
template <class P>
bool solves_streamed(P const& p)
{
    int64_t const order = largest_order(p);
    return order > lapack_warp_max && order <= lapack_streamed_solve_max_order &&
           core::largest_of(p.groups, p.nrhs) <= lapack_streamed_solve_max_rhs;
}

/** Whether a solve's right-hand sides are too few for the trsm (lapack_trsm_solves_from_rhs),
 *  which gives each problem's column to one lane, where a block team spreads the rows. */
template <class P>
bool few_right_hand_sides(P const& p)
{
    return core::largest_of(p.groups, p.nrhs) < lapack_trsm_solves_from_rhs;
}

/** The two triangular solves of getrs / potrs on the Level 3 launcher, in order: each entry
 *  of `solves` gives one solve's uplo, trans and diag. */
template <typename T, class P>
void triangular_solves(P const& p, Queue& queue, LapackSources const& sources,
                       std::array<std::array<int, 3>, 2> const& solves)
{
    int const left = int(Side::Left);
    T const one(1);
    core::TriangularProblems<T> t;
    t.solve = true;
    t.name = p.name;
    t.layout = p.layout;
    t.groups = p.groups;
    t.side = core::Param<int>(&left, core::Spread::One);
    t.m = p.n;
    t.n = p.nrhs;
    t.alpha = core::Param<T>(&one, core::Spread::One);
    t.A = p.A;
    t.lda = p.lda;
    t.B = p.B;
    t.ldb = p.ldb;
    Sources const s{sources.A, sources.B, MatrixSource{}};
    for (std::array<int, 3> const& solve : solves) {
        t.uplo = core::Param<int>(&solve[0], core::Spread::One);
        t.trans = core::Param<int>(&solve[1], core::Spread::One);
        t.diag = core::Param<int>(&solve[2], core::Spread::One);
        launch(t, queue, s);
    }
}

/** getrs's row interchanges of B (LAPACK's laswp), forward or backward. */
template <typename T>
void row_swaps(core::GetrsProblems<T> const& p, Queue& queue, LapackSources const& sources,
               bool backward)
{
    MatrixSource const B = source_of(sources.B, p.B);
    // A, unused: no array built.
    auto const call = lapack_call<device_t<T>>(
        p, LapackRoutine::RowSwaps, widest({p.n.spread(), p.nrhs.spread(), p.ldb.spread()}), B, B,
        source_of(sources.ipiv, p.ipiv), true, true);
    run_lapack<device_t<T>>(
        queue, call, sources, nullptr,
        [&](core::Index at) {
            return LapackParams{0,
                                p.ldb(at),
                                0,
                                narrow_size(p.n(at), p.name),
                                narrow_size(p.nrhs(at), p.name),
                                backward ? 1 : 0};
        },
        [&](core::Index at) {
            return std::array<void const*, 3>{p.B(at), p.B(at), p.ipiv(at)};
        });
}

/** The two solves of op(A) X = B with A = P L U: L, then U for NoTrans; U^op, then L^op
 *  otherwise. */
inline std::array<std::array<int, 3>, 2> lu_solves(int trans)
{
    std::array<int, 3> const l{int(Uplo::Lower), trans, int(Diag::Unit)},
        u{int(Uplo::Upper), trans, int(Diag::NonUnit)};
    return trans == int(Op::NoTrans) ? std::array{l, u} : std::array{u, l};
}

/** op(A) X = B with A = P L U: for NoTrans, P^T B, then L, then U; otherwise U^op, L^op, then
 *  P. */
template <typename T>
void getrs_by_trsm(core::GetrsProblems<T> const& p, Queue& queue, LapackSources const& sources)
{
    int const trans = p.trans(core::Index{0, 0});
    bool const forward = trans == int(Op::NoTrans);
    if (forward) row_swaps(p, queue, sources, false);
    triangular_solves<T>(p, queue, sources, lu_solves(trans));
    if (!forward) row_swaps(p, queue, sources, true);
}

/** The two solves of A X = B with A = L L^H (L, then L^H) or U^H U (U^H, then U). */
inline std::array<std::array<int, 3>, 2> cholesky_solves(int uplo)
{
    int const none = int(Op::NoTrans), conj = int(Op::ConjTrans), non_unit = int(Diag::NonUnit);
    std::array<int, 3> const plain{uplo, none, non_unit}, adjoint{uplo, conj, non_unit};
    return uplo == int(Uplo::Lower) ? std::array{plain, adjoint} : std::array{adjoint, plain};
}

template <typename T>
void potrs_by_trsm(core::PotrsProblems<T> const& p, Queue& queue, LapackSources const& sources)
{
    triangular_solves<T>(p, queue, sources, cholesky_solves(p.uplo(core::Index{0, 0})));
}

/** getri as factor_and_solve reads it: C_i's n columns as the right-hand sides. */
template <typename T>
struct InverseView {
    char const* name;
    int layout;
    core::Groups groups;
    core::Param<int64_t> n, nrhs, lda, ldb;
    core::Matrices<T const> A;
    core::Matrices<T> B;
    core::Matrices<int64_t const> ipiv;
};

/** Whether a solve's view has pivots (getrs, gesv, getri). */
template <class P>
constexpr bool pivoted = false;
template <typename T>
constexpr bool pivoted<core::GetrsProblems<T>> = true;
template <typename T>
constexpr bool pivoted<core::GesvProblems<T>> = true;
template <typename T>
constexpr bool pivoted<InverseView<T>> = true;

/** A solve's call on A, B and (pivoted views) the pivots; uses_ipiv: whether the routine reads
 *  them. */
template <typename T, class P>
LapackCall<device_t<T>> solve_call(P const& p, LapackRoutine routine, core::Spread spread,
                                   LapackSources const& sources, bool uses_ipiv)
{
    MatrixSource ipiv;
    if constexpr (pivoted<P>) ipiv = source_of(sources.ipiv, p.ipiv);
    return lapack_call<device_t<T>>(p, routine, spread, source_of(sources.A, p.A),
                                    source_of(sources.B, p.B), ipiv, true, uses_ipiv);
}

/** Runs a solve's call: order n, nrhs right-hand sides of B, and option_of(at), the routine's
 *  option (trans, uplo, the setup's). */
template <typename T, class P, class OptionOf>
void run_solve(P const& p, LapackCall<device_t<T>> const& call, Queue& queue,
               LapackSources const& sources, int64_t* host_codes, OptionOf&& option_of)
{
    run_lapack<device_t<T>>(
        queue, call, sources, host_codes,
        [&](core::Index at) {
            return LapackParams{p.lda(at),
                                p.ldb(at),
                                0,
                                narrow_size(p.n(at), p.name),
                                narrow_size(p.nrhs(at), p.name),
                                option_of(at)};
        },
        [&](core::Index at) {
            void const* pivots = nullptr;
            if constexpr (pivoted<P>) pivots = p.ipiv(at);
            return std::array<void const*, 3>{p.A(at), p.B(at), pivots};
        });
}

/**
 * gesv / posv / getri as their factorization (its codes on the device; none for getri, whose
 * factors are given), a setup launch (SolveSetup with option `setup`: the solves' arrays, 0
 * right-hand sides where the code is not 0, so that B stays untouched there; gesv's row
 * interchanges of B; getri's codes and interchanged identity) and two device-described trsm
 * launches. `factor` enqueues the factorization with the codes it is given; `solves` are the
 * two trsm's (uplo, trans, diag).
 */
template <typename T, class P, class Factor>
void factor_and_solve(P const& p, Queue& queue, LapackSources const& sources,
                      int64_t* host_codes, int setup, Factor&& factor,
                      std::array<std::array<int, 3>, 2> const& solves)
{
    int64_t count = 0;
    for (int64_t g = 0; g < p.groups.count(); ++g) count += p.groups.size(g);
    if (count == 0) return;
    int64_t const largest = core::largest_of(p.groups, p.n);
    int64_t const largest_rhs = core::largest_of(p.groups, p.nrhs);
    bool const own_codes = sources.device_codes == nullptr;
    bool const copy_back = own_codes && host_codes != nullptr;
    if (copy_back) refuse_host_codes_in_capture(queue, p.name);
    DeviceScope device(queue.device());
    size_t const column = size_t(count) * sizeof(int64_t);  // every array: 8 bytes a problem
    // The solve arrays, the codes, and the steps' codes of a blocked factorization.
    unsigned char* const scratch = queue.workspace().scratch(8 * column);
    SolveArrays arrays{};
    arrays.m = reinterpret_cast<int64_t*>(scratch);
    arrays.n = reinterpret_cast<int64_t*>(scratch + column);
    arrays.lda = reinterpret_cast<int64_t*>(scratch + 2 * column);
    arrays.ldb = reinterpret_cast<int64_t*>(scratch + 3 * column);
    arrays.A = reinterpret_cast<void const**>(scratch + 4 * column);
    arrays.B = reinterpret_cast<void**>(scratch + 5 * column);
    int64_t* const codes =
        own_codes ? reinterpret_cast<int64_t*>(scratch + 6 * column) : sources.device_codes;
    auto* const step_codes = reinterpret_cast<int64_t*>(scratch + 7 * column);
    arrays.codes = codes;

    LapackSources factor_sources = sources;
    factor_sources.device_codes = codes;
    factor_sources.step_codes = step_codes;
    factor(factor_sources);

    core::Spread const spread =
        widest({p.n.spread(), p.nrhs.spread(), p.lda.spread(), p.ldb.spread()});
    LapackCall<device_t<T>> call =
        solve_call<T>(p, LapackRoutine::SolveSetup, spread, sources, setup != 0);
    call.solve = arrays;
    run_solve<T>(p, call, queue, sources, nullptr, [&](core::Index) { return setup; });

    DeviceDescribed<T> d;
    d.routine = Routine::Trsm;
    d.name = p.name;
    d.layout = Layout(p.layout);
    d.side = Side::Left;
    d.alpha = T(1);
    d.m = arrays.m;
    d.n = arrays.n;
    d.lda = arrays.lda;
    d.ldc = arrays.ldb;
    d.A = arrays.A;
    d.C = arrays.B;
    d.max_m = largest;
    d.max_n = largest_rhs;
    d.batch_count = size_t(count);
    for (std::array<int, 3> const& solve : solves) {
        d.uplo = Uplo(solve[0]);
        d.transA = Op(solve[1]);
        d.diag = Diag(solve[2]);
        launch(d, queue);
    }
    if (copy_back) {
        BBLAS_CUDA_CHECK(cudaMemcpyAsync(host_codes, codes, column, cudaMemcpyDeviceToHost,
                                         queue.stream()));
        BBLAS_CUDA_CHECK(cudaStreamSynchronize(queue.stream()));
    }
}

}  // namespace

template <typename T>
void launch(core::GetrsProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes)
{
    bool const streamed = solves_streamed(p);
    if (!streamed && solves_by_trsm(p, p.trans) && !few_right_hand_sides(p)) {
        getrs_by_trsm(p, queue, sources);
        return;
    }
    core::Spread const spread =
        widest({p.trans.spread(), p.n.spread(), p.nrhs.spread(), p.lda.spread(), p.ldb.spread()});
    LapackCall<device_t<T>> call = solve_call<T>(p, LapackRoutine::Getrs, spread, sources, true);
    call.streamed = streamed;
    run_solve<T>(p, call, queue, sources, host_codes, [&](core::Index at) { return p.trans(at); });
}

template <typename T>
void launch(core::GesvProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes)
{
    if (trsm_takes(largest_order(p), core::largest_of(p.groups, p.nrhs))) {
        core::GetrfProblems<T> f;
        f.name = p.name;
        f.layout = p.layout;
        f.groups = p.groups;
        f.m = p.n;
        f.n = p.n;
        f.A = p.A;
        f.lda = p.lda;
        f.ipiv = p.ipiv;
        factor_and_solve<T>(
            p, queue, sources, host_codes, 1,
            [&](LapackSources const& s) { launch(f, queue, s, nullptr); },
            lu_solves(int(Op::NoTrans)));
        return;
    }
    core::Spread const spread =
        widest({p.n.spread(), p.nrhs.spread(), p.lda.spread(), p.ldb.spread()});
    run_solve<T>(p, solve_call<T>(p, LapackRoutine::Gesv, spread, sources, true), queue, sources,
                 host_codes, [](core::Index) { return 0; });
}

template <typename T, bool Factor>
void launch(core::CholeskySolveProblems<T, Factor> const& p, Queue& queue,
            LapackSources const& sources, int64_t* host_codes)
{
    bool const streamed = !Factor && solves_streamed(p);
    if (!streamed && solves_by_trsm(p, p.uplo) && (Factor || !few_right_hand_sides(p))) {
        if constexpr (Factor) {
            core::PotrfProblems<T> f;
            f.name = p.name;
            f.layout = p.layout;
            f.groups = p.groups;
            f.uplo = p.uplo;
            f.n = p.n;
            f.A = p.A;
            f.lda = p.lda;
            factor_and_solve<T>(p, queue, sources, host_codes, 0,
                                [&](LapackSources const& s) { launch(f, queue, s, nullptr); },
                                cholesky_solves(p.uplo(core::Index{0, 0})));
        }
        else {
            potrs_by_trsm(p, queue, sources);
        }
        return;
    }
    core::Spread const spread =
        widest({p.uplo.spread(), p.n.spread(), p.nrhs.spread(), p.lda.spread(), p.ldb.spread()});
    LapackRoutine const routine = Factor ? LapackRoutine::Posv : LapackRoutine::Potrs;
    LapackCall<device_t<T>> call = solve_call<T>(p, routine, spread, sources, false);
    call.streamed = streamed;
    run_solve<T>(p, call, queue, sources, host_codes, [&](core::Index at) { return p.uplo(at); });
}

template <typename T>
void launch(core::GetriProblems<T> const& p, Queue& queue, LapackSources const& sources,
            int64_t* host_codes)
{
    // extent: at least the elements an n x n matrix of its lda spans. Strided A and C are in
    // place for every problem or none (partial overlaps are undefined), so that a batch of
    // millions of tiny problems is not walked here.
    int64_t const largest = core::largest_of(p.groups, p.n);
    int64_t const extent =
        largest > 0 ? (largest - 1) * core::largest_of(p.groups, p.lda) + largest : 0;
    bool in_place = false;
    if (p.A.is_strided() && p.C.is_strided()) {
        in_place = static_cast<void const*>(p.A.base()) == p.C.base();
    }
    else {
        core::for_each_problem(p.groups, [&](core::Index at) {
            in_place = in_place ||
                       (p.n(at) > 0 && static_cast<void const*>(p.A(at)) == p.C(at));
        });
    }
    std::array<std::array<int, 3>, 2> const solves = lu_solves(int(Op::NoTrans));
    auto const no_factor = [](LapackSources const&) {};
    if (!in_place && trsm_takes(largest, largest)) {
        InverseView<T> v{p.name, p.layout, p.groups, p.n, p.n, p.lda, p.ldc, p.A, p.C, p.ipiv};
        factor_and_solve<T>(v, queue, sources, host_codes, 2, no_factor, solves);
        return;
    }
    // In place, the identity would overwrite the factors the solves read. The team kernels
    // stage A in shared memory where it fits; beyond, the factors are first copied aside and
    // the solves read the copy.
    LapackDims const dims{int(largest), int(largest), int(largest)};
    if (in_place && lapack_team_class<device_t<T>>(LapackRoutine::Getri, dims) == TeamClass::Global) {
        using D = device_t<T>;
        int64_t count = 0;
        for (int64_t g = 0; g < p.groups.count(); ++g) count += p.groups.size(g);
        DeviceScope device(queue.device());
        cudaStream_t const stream = queue.stream();
        D* copy = nullptr;
        BBLAS_CUDA_CHECK(cudaMallocAsync(reinterpret_cast<void**>(&copy),
                                         size_t(count) * size_t(extent) * sizeof(D), stream));
        struct Release {  // on a throw; the normal path frees (and checks) below
            D* p;
            cudaStream_t s;
            ~Release()
            {
                if (p != nullptr) cudaFreeAsync(p, s);  // already failing: the first error stands
            }
        } release{copy, stream};
        core::for_each_problem(p.groups, [&](core::Index at) {
            int64_t const n = p.n(at);
            if (n <= 0) return;
            BBLAS_CUDA_CHECK(cudaMemcpyAsync(copy + at.problem * extent, p.A(at),
                                             size_t((n - 1) * p.lda(at) + n) * sizeof(D),
                                             cudaMemcpyDeviceToDevice, stream));
        });
        InverseView<T> v{p.name,
                         p.layout,
                         p.groups,
                         p.n,
                         p.n,
                         p.lda,
                         p.ldc,
                         core::Matrices<T const>::strided(reinterpret_cast<T const*>(copy), extent),
                         p.C,
                         p.ipiv};
        LapackSources from_copy = sources;
        from_copy.A = MatrixSource{};
        factor_and_solve<T>(v, queue, from_copy, host_codes, 2, no_factor, solves);
        release.p = nullptr;
        BBLAS_CUDA_CHECK(cudaFreeAsync(copy, stream));
        return;
    }
    auto const call = lapack_call<device_t<T>>(
        p, LapackRoutine::Getri, widest({p.n.spread(), p.lda.spread(), p.ldc.spread()}),
        source_of(sources.A, p.A), source_of(sources.B, p.C), source_of(sources.ipiv, p.ipiv), true,
        true);
    run_lapack<device_t<T>>(
        queue, call, sources, host_codes,
        [&](core::Index at) {
            return LapackParams{p.lda(at), p.ldc(at), 0, narrow_size(p.n(at), p.name), 0, 0};
        },
        [&](core::Index at) {
            return std::array<void const*, 3>{p.A(at), p.C(at), p.ipiv(at)};
        });
}

template void launch(core::GetrsProblems<float> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::GesvProblems<float> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::CholeskySolveProblems<float, false> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::CholeskySolveProblems<float, true> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::GetriProblems<float> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::GetrsProblems<double> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::GesvProblems<double> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::CholeskySolveProblems<double, false> const&, Queue&,
                     LapackSources const&, int64_t*);
template void launch(core::CholeskySolveProblems<double, true> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::GetriProblems<double> const&, Queue&, LapackSources const&, int64_t*);
template void launch(core::GetrsProblems<std::complex<float>> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::GesvProblems<std::complex<float>> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::CholeskySolveProblems<std::complex<float>, false> const&, Queue&,
                     LapackSources const&, int64_t*);
template void launch(core::CholeskySolveProblems<std::complex<float>, true> const&, Queue&,
                     LapackSources const&, int64_t*);
template void launch(core::GetriProblems<std::complex<float>> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::GetrsProblems<std::complex<double>> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::GesvProblems<std::complex<double>> const&, Queue&, LapackSources const&,
                     int64_t*);
template void launch(core::CholeskySolveProblems<std::complex<double>, false> const&, Queue&,
                     LapackSources const&, int64_t*);
template void launch(core::CholeskySolveProblems<std::complex<double>, true> const&, Queue&,
                     LapackSources const&, int64_t*);
template void launch(core::GetriProblems<std::complex<double>> const&, Queue&, LapackSources const&,
                     int64_t*);

}  // namespace batchblas::cuda
