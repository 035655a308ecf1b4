// SPDX-License-Identifier: BSD-3-Clause
/**
 * gpu_lapack_bench: batchblas's batched LAPACK on the GPU against cuBLAS and cuSOLVER.
 *
 * Rows (double and single, n = 2 .. 512 fixed, then n_i uniform in [1, nmax], nmax = 32, 128,
 * 512, one call over the whole batch):
 *   getrf         batchblas vs cublas<t>getrfBatched (partial pivoting)
 *   getrfnp       batchblas vs cublas<t>getrfBatched with NULL pivots (no pivoting)
 *   getrs_nrhs1   batchblas vs cublas<t>getrsBatched, one right-hand side
 *   getrs_nrhsn   the same with n right-hand sides
 *   getri         batchblas vs cublas<t>getriBatched and (n <= 32) cublas<t>matinvBatched
 *   geqrf         batchblas vs cublas<t>geqrfBatched
 *   potrf         batchblas vs cusolverDn<t>potrfBatched (lower)
 *   potrs_nrhs1   batchblas vs cusolverDn<t>potrsBatched
 *   potrs_nrhsn   batchblas vs two cublas<t>trsmBatched calls (L Y = B, L^T X = Y), what users of
 *                 potrsBatched (one right-hand side only) write instead
 *   gesv          batchblas vs getrfBatched + getrsBatched, one right-hand side
 *   posv          batchblas vs potrfBatched + potrsBatched, one right-hand side
 * Fixed sizes call batchblas's strided form (info of size 1: argument checks, no codes); variable
 * sizes its vbatched form (sizes and pointers on the device, in a shuffled order, codes to a
 * device array); the vendor routines take no variable sizes, so they get one call per group of
 * equal size (the problems sorted by size, as their users must).
 *
 * Inputs are random in [-1, 1]; SPD matrices are R R^T + n I; getrfnp's are diagonally dominant.
 * Factorizations work in place: before every timed call the input is restored by a
 * device-to-device copy outside the timed region. Each call is timed with CUDA events on the one
 * stream every library uses; the median of --reps repeats after three warm-up calls is reported.
 * GFLOP/s from LAPACK's counts (getrf 2/3 n^3, potrf 1/3 n^3, getrs and potrs 2 n^2 nrhs, getri
 * and geqrf 4/3 n^3, gesv and posv the sums); roofline = min(peak, copy bandwidth x flops /
 * bytes), bytes = every matrix read and written once, the copy bandwidth measured in the same
 * run (cudaMemcpy device to device of 1 GiB). Each batchblas result is compared with each
 * vendor's: check = max |ours - vendor| / max |vendor| over the outputs.
 *
 *   gpu_lapack_bench [--reps N] [--types d,s] [--mb MB] [--only GROUPS] [--min-n N]
 *                    [--max-n N] [--sizes N,N,...] [--fixed | --variable] [--csv FILE]
 *                    [--peak-d GFLOPS] [--peak-s GFLOPS]
 *
 * --only: a comma-separated list of row groups (getrf: getrf and getrfnp; lu: getrs, getri, gesv;
 * cholesky: potrf, potrs, posv; qr: geqrf), for profiling one of them.
 * --sizes: the fixed orders to run (default 2, 4, 8, ..., 512), e.g. around a tuned threshold.
 * --mb: data per call (default 256 MB: batch = MB / matrix bytes, at least two problems per SM,
 * at most 4 Mi problems). CSV rows (machine, routine, type, n, batch, impl, gflops,
 * roofline_pct, ratio, check) go to FILE, or to stdout after the table; ratio = the vendor's time
 * / batchblas's (above 1: batchblas is faster), on the vendor's row.
 *
 * This file holds the rows (Bench) and main; beside it, gpu_lapack_device.cuh (device buffers and
 * input kernels), gpu_lapack_vendor.cuh (the cuBLAS and cuSOLVER calls by type),
 * gpu_lapack_timing.cuh (event timing, copy bandwidth) and gpu_lapack_report.cuh (table, CSV).
 */
#include <batchblas/cuda.hh>

#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cusolverDn.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "gpu_lapack_device.cuh"
#include "gpu_lapack_report.cuh"
#include "gpu_lapack_timing.cuh"
#include "gpu_lapack_vendor.cuh"

namespace {

using namespace gpu_lapack;

// ------------------------------------------------------------------------------------------------
// One batch of problems (fixed or variable sizes) and every row on it.

struct Group {
    int n;
    size_t first, count;
};

template <typename T>
class Bench {
public:
    Bench(Env& env, char const* type, std::vector<int> sizes, bool fixed, std::string nlabel,
          int reps, batchblas::Queue& queue, cublasHandle_t cublas, cusolverDnHandle_t cusolver)
        : env_(env),
          type_(type),
          fixed_(fixed),
          nlabel_(std::move(nlabel)),
          queue_(queue),
          cublas_(cublas),
          cusolver_(cusolver),
          timer_(queue.stream(), reps)
    {
        std::sort(sizes.begin(), sizes.end());
        n_ = sizes;
        count_ = n_.size();
        size_t e = 0, pe = 0;
        for (size_t p = 0; p < count_; ++p) {
            off_.push_back(e);
            poff_.push_back(pe);
            e += size_t(n_[p]) * size_t(n_[p]);
            pe += size_t(n_[p]);
            nmax_ = std::max(nmax_, n_[p]);
            if (groups_.empty() || groups_.back().n != n_[p]) groups_.push_back(Group{n_[p], p, 0});
            ++groups_.back().count;
        }
        elems_ = e;
        pelems_ = pe;
        // batchblas gets the problems in a shuffled order (variable sizes).
        perm_.resize(count_);
        std::iota(perm_.begin(), perm_.end(), size_t(0));
        if (!fixed_) std::shuffle(perm_.begin(), perm_.end(), std::mt19937_64(7));
        allocate();
    }

    /** Every row; a row that fails (an unsupported case, a library error) is reported and
     *  skipped, so that one failure leaves the rest of the table. */
    void run_all()
    {
        if (wanted("getrf")) guarded("getrf", [&] { getrf_rows(); });
        if (wanted("lu")) guarded("getrs/getri/gesv", [&] { lu_rows(); });
        if (wanted("cholesky")) guarded("potrf/potrs/posv", [&] { cholesky_rows(); });
        if (wanted("qr")) guarded("geqrf", [&] { qr_rows(); });
    }

private:
    using Ptrs = Device<T*>;

    bool wanted(std::string const& group) const
    {
        if (env_.only.empty()) return true;
        std::string const list = "," + env_.only + ",";
        return list.find("," + group + ",") != std::string::npos;
    }

    void allocate()
    {
        for (Device<T>* d : {&A0_, &Add_, &Aspd_, &A_, &Af_, &B0_, &B_, &C_}) d->resize(elems_);
        tau_.resize(pelems_);
        piv_.resize(pelems_);
        cpiv_.resize(pelems_);
        info_.resize(count_);
        cinfo_.resize(count_);
        fill(A0_, 1);
        fill(B0_, 2);
        fill(C_, 3);
        fill(tau_, 4);
        std::vector<size_t> off = off_;
        Device<size_t> doff;
        doff.upload(off);
        Device<int> dn;
        dn.upload(n_);
        // Diagonally dominant (getrfnp): A0 + n I.
        check(cudaMemcpy(Add_.ptr, A0_.ptr, elems_ * sizeof(T), cudaMemcpyDeviceToDevice), "copy");
        add_diagonal<<<unsigned(count_), 128>>>(Add_.ptr, dn.ptr, doff.ptr, 1.0);
        check(cudaGetLastError(), "add_diagonal");
        // SPD: R R^T + n I, R = A0.
        check(cublasSetStream(cublas_, 0), "cublasSetStream");
        for (auto const& g : groups_)
            check(gemm_nt_strided(cublas_, g.n, A0_.ptr + off_[g.first], Aspd_.ptr + off_[g.first],
                                  (long long)(g.n) * g.n, int(g.count)),
                  "gemmStridedBatched");
        check(cublasSetStream(cublas_, queue_.stream()), "cublasSetStream");
        settle();
        add_diagonal<<<unsigned(count_), 128>>>(Aspd_.ptr, dn.ptr, doff.ptr, 1.0);
        check(cudaGetLastError(), "add_diagonal");
        settle();

        // Pointer arrays: sorted (vendors) and in batchblas's order.
        auto ptrs = [&](Device<T>& d, std::vector<size_t> const& o, bool ours) {
            std::vector<T*> v(count_);
            for (size_t i = 0; i < count_; ++i) v[i] = d.ptr + o[ours ? perm_[i] : i];
            return v;
        };
        sA_.upload(ptrs(A_, off_, false));
        sAf_.upload(ptrs(Af_, off_, false));
        sA0_.upload(ptrs(A0_, off_, false));
        sB_.upload(ptrs(B_, off_, false));
        sC_.upload(ptrs(C_, off_, false));
        sTau_.upload(ptrs(tau_, poff_, false));
        oA_.upload(ptrs(A_, off_, true));
        oAf_.upload(ptrs(Af_, off_, true));
        oB_.upload(ptrs(B_, off_, true));
        oC_.upload(ptrs(C_, off_, true));
        oTau_.upload(ptrs(tau_, poff_, true));
        std::vector<int64_t*> pp(count_);
        std::vector<int64_t> on(count_), onrhs1(count_, 1);
        for (size_t i = 0; i < count_; ++i) {
            pp[i] = piv_.ptr + poff_[perm_[i]];
            on[i] = n_[perm_[i]];
        }
        oPiv_.upload(pp);
        on_.upload(on);
        onrhs1_.upload(onrhs1);
    }

    void reset(Device<T>& dst, Device<T> const& src)
    {
        check(cudaMemcpyAsync(dst.ptr, src.ptr, elems_ * sizeof(T), cudaMemcpyDeviceToDevice,
                              queue_.stream()),
              "reset copy");
    }

    /** Vendor call per group of equal size. */
    template <class F>
    void per_group(F&& f)
    {
        for (auto const& g : groups_) f(g);
    }

    double sum(std::function<double(double)> const& per_problem) const
    {
        double s = 0;
        for (int n : n_) s += per_problem(double(n));
        return s;
    }

    int64_t fixed_n() const { return int64_t(n_.empty() ? 0 : n_[0]); }
    int64_t stride() const { return fixed_n() * fixed_n(); }

    // batchblas calls -----------------------------------------------------------------------------
    void ours_getrf(bool pivot)
    {
        using batchblas::Layout;
        if (fixed_) {
            std::vector<int64_t> n{fixed_n()}, info(1);
            if (pivot)
                batchblas::getrf<T>(Layout::ColMajor, n, n, A_.ptr, n, stride(), piv_.ptr,
                                    fixed_n(), count_, info, queue_);
            else
                batchblas::getrfnp<T>(Layout::ColMajor, n, n, A_.ptr, n, stride(), count_, info,
                                      queue_);
        }
        else if (pivot) {
            batchblas::vbatched::getrf<T>(Layout::ColMajor, on_.ptr, on_.ptr, nmax_, nmax_, oA_.ptr,
                                          on_.ptr, oPiv_.ptr, count_, info_.ptr, queue_);
        }
        else {
            batchblas::vbatched::getrfnp<T>(Layout::ColMajor, on_.ptr, on_.ptr, nmax_, nmax_,
                                            oA_.ptr, on_.ptr, count_, info_.ptr, queue_);
        }
    }
    /** Factors of A0 into Af (getrf) or of Aspd into Af (potrf), once. */
    void factor_into_af(bool cholesky)
    {
        check(cudaMemcpy(Af_.ptr, cholesky ? Aspd_.ptr : A0_.ptr, elems_ * sizeof(T),
                         cudaMemcpyDeviceToDevice),
              "copy");
        settle();
        using batchblas::Layout;
        if (fixed_) {
            std::vector<int64_t> n{fixed_n()}, info(1);
            if (cholesky)
                batchblas::potrf<T>(Layout::ColMajor, {batchblas::Uplo::Lower}, n, Af_.ptr, n,
                                    stride(), count_, info, queue_);
            else
                batchblas::getrf<T>(Layout::ColMajor, n, n, Af_.ptr, n, stride(), piv_.ptr,
                                    fixed_n(), count_, info, queue_);
        }
        else if (cholesky) {
            batchblas::vbatched::potrf<T>(Layout::ColMajor, batchblas::Uplo::Lower, on_.ptr, nmax_,
                                          oAf_.ptr, on_.ptr, count_, info_.ptr, queue_);
        }
        else {
            batchblas::vbatched::getrf<T>(Layout::ColMajor, on_.ptr, on_.ptr, nmax_, nmax_,
                                          oAf_.ptr, on_.ptr, oPiv_.ptr, count_, info_.ptr, queue_);
        }
        queue_.sync();
        if (!cholesky) {
            narrow_pivots<<<1024, 256, 0, queue_.stream()>>>(piv_.ptr, cpiv_.ptr, pelems_);
            check(cudaGetLastError(), "narrow_pivots");
            queue_.sync();
        }
    }

    void guarded(char const* what, std::function<void()> const& rows)
    {
        try {
            rows();
        } catch (std::exception const& e) {
            std::printf("%s %s %s: skipped: %s\n", what, type_, nlabel_.c_str(), e.what());
            std::fflush(stdout);
            cudaGetLastError();  // clears a non-sticky launch error
        }
    }

    // Rows ----------------------------------------------------------------------------------------
    /** getrf, with and without pivoting. */
    void getrf_rows()
    {
        double const n3 = sum([](double n) { return n * n * n; });
        double const n2 = sum([](double n) { return n * n; });
        double const sz = double(sizeof(T));
        for (bool pivot : {true, false}) {
            Device<T> const& src = pivot ? A0_ : Add_;
            Impl ours{"batchblas"};
            ours.seconds = timer_.median([&] { reset(A_, src); }, [&] { ours_getrf(pivot); });
            auto const mine = A_.read();
            Impl cub{pivot ? "cublas" : "cublas-nopiv"};
            cub.seconds = timer_.median(
                [&] { reset(A_, src); },
                [&] {
                    per_group([&](Group const& g) {
                        check(getrf_batched(cublas_, g.n, sA_.ptr + g.first, g.n,
                                            pivot ? cpiv_.ptr + poff_[g.first] : nullptr,
                                            cinfo_.ptr + g.first, int(g.count)),
                              "getrfBatched");
                    });
                });
            cub.diff = rel_diff(mine, A_.read());
            emit(env_, pivot ? "getrf" : "getrfnp", type_, nlabel_, count_, 2.0 / 3.0 * n3,
                 2 * n2 * sz, ours, {cub});
        }
    }

    /** getrs, getri and gesv. */
    void lu_rows()
    {
        double const n3 = sum([](double n) { return n * n * n; });
        double const n2 = sum([](double n) { return n * n; });
        double const n1 = sum([](double n) { return n; });
        double const sz = double(sizeof(T));
        int host_info = 0;

        // getrs, 1 and n right-hand sides, on batchblas's factors of A0.
        factor_into_af(false);
        for (bool many : {false, true}) {
            double const rhs = sum([&](double n) { return n * n * (many ? n : 1.0); });
            Impl ours{"batchblas"};
            using batchblas::Layout;
            ours.seconds = timer_.median(
                [&] { reset(B_, B0_); },
                [&] {
                    if (fixed_) {
                        std::vector<int64_t> n{fixed_n()}, nr{many ? fixed_n() : 1}, info(1);
                        batchblas::getrs<T>(Layout::ColMajor, {batchblas::Op::NoTrans}, n, nr,
                                            Af_.ptr, n, stride(), piv_.ptr, fixed_n(), B_.ptr, n,
                                            stride(), count_, info, queue_);
                    }
                    else {
                        T const* const* a = oAf_.ptr;
                        int64_t const* const* p = oPiv_.ptr;
                        batchblas::vbatched::getrs<T>(Layout::ColMajor, batchblas::Op::NoTrans,
                                                      on_.ptr, many ? on_.ptr : onrhs1_.ptr, nmax_,
                                                      many ? nmax_ : 1, a, on_.ptr, p, oB_.ptr,
                                                      on_.ptr, count_, info_.ptr, queue_);
                    }
                });
            auto const mine = B_.read();
            Impl cub{"cublas"};
            cub.seconds = timer_.median(
                [&] { reset(B_, B0_); },
                [&] {
                    per_group([&](Group const& g) {
                        T const* const* a = sAf_.ptr + g.first;
                        check(getrs_batched(cublas_, g.n, many ? g.n : 1, a, g.n,
                                            cpiv_.ptr + poff_[g.first], sB_.ptr + g.first, g.n,
                                            &host_info, int(g.count)),
                              "getrsBatched");
                    });
                });
            cub.diff = rel_diff(mine, B_.read());
            emit(env_, many ? "getrs_nrhsn" : "getrs_nrhs1", type_, nlabel_, count_, 2 * rhs,
                 (n2 + 2 * (many ? n2 : n1)) * sz, ours, {cub});
        }

        // getri: C = A^-1 from the same factors.
        {
            Impl ours{"batchblas"};
            using batchblas::Layout;
            auto nothing = [] {};
            ours.seconds = timer_.median(nothing, [&] {
                if (fixed_) {
                    std::vector<int64_t> n{fixed_n()}, info(1);
                    batchblas::getri<T>(Layout::ColMajor, n, Af_.ptr, n, stride(), piv_.ptr,
                                        fixed_n(), C_.ptr, n, stride(), count_, info, queue_);
                }
                else {
                    T const* const* a = oAf_.ptr;
                    int64_t const* const* p = oPiv_.ptr;
                    batchblas::vbatched::getri<T>(Layout::ColMajor, on_.ptr, nmax_, a, on_.ptr, p,
                                                  oC_.ptr, on_.ptr, count_, info_.ptr, queue_);
                }
            });
            auto const mine = C_.read();
            std::vector<Impl> vendors;
            Impl cub{"cublas"};
            cub.seconds = timer_.median(nothing, [&] {
                per_group([&](Group const& g) {
                    T const* const* a = sAf_.ptr + g.first;
                    check(getri_batched(cublas_, g.n, a, g.n, cpiv_.ptr + poff_[g.first],
                                        sC_.ptr + g.first, g.n, cinfo_.ptr + g.first, int(g.count)),
                          "getriBatched");
                });
            });
            cub.diff = rel_diff(mine, C_.read());
            vendors.push_back(cub);
            if (nmax_ <= 32) {
                Impl inv{"cublas-matinv"};
                inv.seconds = timer_.median(nothing, [&] {
                    per_group([&](Group const& g) {
                        T const* const* a = sA0_.ptr + g.first;
                        check(matinv_batched(cublas_, g.n, a, g.n, sC_.ptr + g.first, g.n,
                                             cinfo_.ptr + g.first, int(g.count)),
                              "matinvBatched");
                    });
                });
                inv.diff = rel_diff(mine, C_.read());
                vendors.push_back(inv);
            }
            emit(env_, "getri", type_, nlabel_, count_, 4.0 / 3.0 * n3, 2 * n2 * sz, ours, vendors);
        }

        // gesv, one right-hand side: batchblas vs getrfBatched + getrsBatched.
        {
            double const rhs = n2;
            Impl ours{"batchblas"};
            using batchblas::Layout;
            auto reset_both = [&] {
                reset(A_, A0_);
                reset(B_, B0_);
            };
            ours.seconds = timer_.median(reset_both, [&] {
                if (fixed_) {
                    std::vector<int64_t> n{fixed_n()}, one{1}, info(1);
                    batchblas::gesv<T>(Layout::ColMajor, n, one, A_.ptr, n, stride(), piv_.ptr,
                                       fixed_n(), B_.ptr, n, stride(), count_, info, queue_);
                }
                else {
                    batchblas::vbatched::gesv<T>(Layout::ColMajor, on_.ptr, onrhs1_.ptr, nmax_, 1,
                                                 oA_.ptr, on_.ptr, oPiv_.ptr, oB_.ptr, on_.ptr,
                                                 count_, info_.ptr, queue_);
                }
            });
            auto const mine = B_.read();
            Impl cub{"cublas-getrf+getrs"};
            cub.seconds = timer_.median(reset_both, [&] {
                per_group([&](Group const& g) {
                    check(getrf_batched(cublas_, g.n, sA_.ptr + g.first, g.n,
                                        cpiv_.ptr + poff_[g.first], cinfo_.ptr + g.first,
                                        int(g.count)),
                          "getrfBatched");
                    T const* const* a = sA_.ptr + g.first;
                    check(getrs_batched(cublas_, g.n, 1, a, g.n, cpiv_.ptr + poff_[g.first],
                                        sB_.ptr + g.first, g.n, &host_info, int(g.count)),
                          "getrsBatched");
                });
            });
            cub.diff = rel_diff(mine, B_.read());
            emit(env_, "gesv", type_, nlabel_, count_, 2.0 / 3.0 * n3 + 2 * rhs,
                 (2 * n2 + 2 * n1) * sz, ours, {cub});
        }
    }

    void cholesky_rows()
    {
        double const n3 = sum([](double n) { return n * n * n; });
        double const n2 = sum([](double n) { return n * n; });
        double const n1 = sum([](double n) { return n; });
        double const sz = double(sizeof(T));
        using batchblas::Layout;
        using batchblas::Uplo;

        // potrf (lower).
        {
            Impl ours{"batchblas"};
            ours.seconds = timer_.median(
                [&] { reset(A_, Aspd_); },
                [&] {
                    if (fixed_) {
                        std::vector<int64_t> n{fixed_n()}, info(1);
                        batchblas::potrf<T>(Layout::ColMajor, {Uplo::Lower}, n, A_.ptr, n, stride(),
                                            count_, info, queue_);
                    }
                    else {
                        batchblas::vbatched::potrf<T>(Layout::ColMajor, Uplo::Lower, on_.ptr, nmax_,
                                                      oA_.ptr, on_.ptr, count_, info_.ptr, queue_);
                    }
                });
            auto const mine = A_.read();
            Impl sol{"cusolver"};
            sol.seconds =
                timer_.median([&] { reset(A_, Aspd_); },
                              [&] {
                                  per_group([&](Group const& g) {
                                      check(potrf_batched(cusolver_, g.n, sA_.ptr + g.first, g.n,
                                                          cinfo_.ptr + g.first, int(g.count)),
                                            "potrfBatched");
                                  });
                              });
            sol.diff = rel_diff(mine, A_.read());
            emit(env_, "potrf", type_, nlabel_, count_, n3 / 3.0, 2 * n2 * sz, ours, {sol});
        }

        // potrs, 1 and n right-hand sides, on batchblas's Cholesky factors.
        factor_into_af(true);
        for (bool many : {false, true}) {
            double const rhs = many ? n3 : n2;  // sum n^2 nrhs
            Impl ours{"batchblas"};
            ours.seconds = timer_.median(
                [&] { reset(B_, B0_); },
                [&] {
                    if (fixed_) {
                        std::vector<int64_t> n{fixed_n()}, nr{many ? fixed_n() : 1}, info(1);
                        batchblas::potrs<T>(Layout::ColMajor, {Uplo::Lower}, n, nr, Af_.ptr, n,
                                            stride(), B_.ptr, n, stride(), count_, info, queue_);
                    }
                    else {
                        T const* const* a = oAf_.ptr;
                        batchblas::vbatched::potrs<T>(Layout::ColMajor, Uplo::Lower, on_.ptr,
                                                      many ? on_.ptr : onrhs1_.ptr, nmax_,
                                                      many ? nmax_ : 1, a, on_.ptr, oB_.ptr,
                                                      on_.ptr, count_, info_.ptr, queue_);
                    }
                });
            auto const mine = B_.read();
            Impl vendor{many ? "cublas-trsm2" : "cusolver"};
            vendor.seconds =
                timer_.median([&] { reset(B_, B0_); },
                              [&] {
                                  per_group([&](Group const& g) {
                                      if (many) {
                                          T const* const* a = sAf_.ptr + g.first;
                                          check(trsm_batched(cublas_, CUBLAS_OP_N, g.n, g.n, a, g.n,
                                                             sB_.ptr + g.first, g.n, int(g.count)),
                                                "trsmBatched");
                                          check(trsm_batched(cublas_, CUBLAS_OP_T, g.n, g.n, a, g.n,
                                                             sB_.ptr + g.first, g.n, int(g.count)),
                                                "trsmBatched");
                                      }
                                      else {
                                          check(potrs_batched(cusolver_, g.n, sAf_.ptr + g.first,
                                                              g.n, sB_.ptr + g.first, g.n,
                                                              cinfo_.ptr + g.first, int(g.count)),
                                                "potrsBatched");
                                      }
                                  });
                              });
            vendor.diff = rel_diff(mine, B_.read());
            emit(env_, many ? "potrs_nrhsn" : "potrs_nrhs1", type_, nlabel_, count_, 2 * rhs,
                 (n2 + 2 * (many ? n2 : n1)) * sz, ours, {vendor});
        }

        // posv, one right-hand side: batchblas vs potrfBatched + potrsBatched.
        {
            auto reset_both = [&] {
                reset(A_, Aspd_);
                reset(B_, B0_);
            };
            Impl ours{"batchblas"};
            ours.seconds = timer_.median(reset_both, [&] {
                if (fixed_) {
                    std::vector<int64_t> n{fixed_n()}, one{1}, info(1);
                    batchblas::posv<T>(Layout::ColMajor, {Uplo::Lower}, n, one, A_.ptr, n, stride(),
                                       B_.ptr, n, stride(), count_, info, queue_);
                }
                else {
                    batchblas::vbatched::posv<T>(Layout::ColMajor, Uplo::Lower, on_.ptr,
                                                 onrhs1_.ptr, nmax_, 1, oA_.ptr, on_.ptr, oB_.ptr,
                                                 on_.ptr, count_, info_.ptr, queue_);
                }
            });
            auto const mine = B_.read();
            Impl sol{"cusolver-potrf+potrs"};
            sol.seconds = timer_.median(reset_both, [&] {
                per_group([&](Group const& g) {
                    check(potrf_batched(cusolver_, g.n, sA_.ptr + g.first, g.n,
                                        cinfo_.ptr + g.first, int(g.count)),
                          "potrfBatched");
                    check(potrs_batched(cusolver_, g.n, sA_.ptr + g.first, g.n, sB_.ptr + g.first,
                                        g.n, cinfo_.ptr + g.first, int(g.count)),
                          "potrsBatched");
                });
            });
            sol.diff = rel_diff(mine, B_.read());
            emit(env_, "posv", type_, nlabel_, count_, n3 / 3.0 + 2 * n2, (2 * n2 + 2 * n1) * sz,
                 ours, {sol});
        }
    }

    void qr_rows()
    {
        double const n3 = sum([](double n) { return n * n * n; });
        double const n2 = sum([](double n) { return n * n; });
        double const sz = double(sizeof(T));
        using batchblas::Layout;
        int host_info = 0;
        Impl ours{"batchblas"};
        ours.seconds =
            timer_.median([&] { reset(A_, A0_); },
                          [&] {
                              if (fixed_) {
                                  std::vector<int64_t> n{fixed_n()}, info(1);
                                  batchblas::geqrf<T>(Layout::ColMajor, n, n, A_.ptr, n, stride(),
                                                      tau_.ptr, fixed_n(), count_, info, queue_);
                              }
                              else {
                                  batchblas::vbatched::geqrf<T>(
                                      Layout::ColMajor, on_.ptr, on_.ptr, nmax_, nmax_, oA_.ptr,
                                      on_.ptr, oTau_.ptr, count_, info_.ptr, queue_);
                              }
                          });
        auto const mine = A_.read();
        Impl cub{"cublas"};
        cub.seconds = timer_.median(
            [&] { reset(A_, A0_); },
            [&] {
                per_group([&](Group const& g) {
                    check(geqrf_batched(cublas_, g.n, sA_.ptr + g.first, g.n, sTau_.ptr + g.first,
                                        &host_info, int(g.count)),
                          "geqrfBatched");
                });
            });
        cub.diff = rel_diff(mine, A_.read());
        emit(env_, "geqrf", type_, nlabel_, count_, 4.0 / 3.0 * n3, 2 * n2 * sz, ours, {cub});
    }

    Env& env_;
    char const* type_;
    bool fixed_;
    std::string nlabel_;
    batchblas::Queue& queue_;
    cublasHandle_t cublas_;
    cusolverDnHandle_t cusolver_;
    Timer timer_;
    std::vector<int> n_;
    std::vector<size_t> off_, poff_, perm_;
    std::vector<Group> groups_;
    size_t count_ = 0, elems_ = 0, pelems_ = 0;
    int nmax_ = 0;
    Device<T> A0_, Add_, Aspd_, A_, Af_, B0_, B_, C_, tau_;
    Device<int64_t> piv_, info_;
    Device<int> cpiv_, cinfo_;
    Ptrs sA_, sAf_, sA0_, sB_, sC_, sTau_, oA_, oAf_, oB_, oC_, oTau_;
    Device<int64_t*> oPiv_;
    Device<int64_t> on_, onrhs1_;
};

/** Problems per call: `mb` MB of matrices, at least two per SM, at most 4 Mi. */
size_t batch_for(double matrix_bytes, double mb, int sms)
{
    double const b = mb * 1e6 / matrix_bytes;
    return size_t(std::min(4194304.0, std::max(double(2 * sms), b)));
}

template <typename T>
void run_type(Env& env, char const* type, int reps, double mb, int min_n, int max_n, bool fixed,
              bool variable,
              int sms, batchblas::Queue& queue, cublasHandle_t cublas, cusolverDnHandle_t cusolver)
{
    if (fixed)
        for (int n : env.fixed_sizes) {
            if (n < min_n || n > max_n) continue;
            size_t const batch = batch_for(double(n) * n * sizeof(T), mb, sms);
            Bench<T> b(env, type, std::vector<int>(batch, n), true, std::to_string(n), reps, queue,
                       cublas, cusolver);
            b.run_all();
        }
    if (variable)
        for (int nmax : {32, 128, 512}) {
            if (nmax < min_n || nmax > max_n) continue;
            // Mean matrix size of n uniform in [1, nmax]: about nmax^2 / 3 elements.
            double const mean = (double(nmax) + 1) * (2.0 * nmax + 1) / 6.0;
            size_t const batch = batch_for(mean * sizeof(T), mb, sms);
            std::mt19937_64 rng(uint64_t(nmax) * 31 + sizeof(T));
            std::uniform_int_distribution<int> size(1, nmax);
            std::vector<int> sizes(batch);
            for (auto& s : sizes) s = size(rng);
            Bench<T> b(env, type, sizes, false, "var" + std::to_string(nmax), reps, queue, cublas,
                       cusolver);
            b.run_all();
        }
}

}  // namespace

int main(int argc, char** argv)
{
    int reps = 10, min_n = 0, max_n = 512;
    double mb = 256, peak_d = 0, peak_s = 0;
    bool fixed = true, variable = true;
    std::string types = "d,s", csv_path;
    Env env;
    for (int i = 1; i < argc; ++i) {
        std::string const a = argv[i];
        if (a == "--reps" && i + 1 < argc)
            reps = std::atoi(argv[++i]);
        else if (a == "--types" && i + 1 < argc)
            types = argv[++i];
        else if (a == "--mb" && i + 1 < argc)
            mb = std::atof(argv[++i]);
        else if (a == "--only" && i + 1 < argc)
            env.only = argv[++i];
        else if (a == "--min-n" && i + 1 < argc)
            min_n = std::atoi(argv[++i]);
        else if (a == "--max-n" && i + 1 < argc)
            max_n = std::atoi(argv[++i]);
        else if (a == "--csv" && i + 1 < argc)
            csv_path = argv[++i];
        else if (a == "--sizes" && i + 1 < argc) {
            env.fixed_sizes.clear();
            std::string const list = argv[++i];
            for (size_t at = 0; at < list.size();) {
                size_t const comma = std::min(list.find(',', at), list.size());
                int const n = std::atoi(list.substr(at, comma - at).c_str());
                if (n < 1) {
                    std::printf("gpu_lapack_bench: --sizes takes orders from 1 up\n");
                    return 1;
                }
                env.fixed_sizes.push_back(n);
                at = comma + 1;
            }
        }
        else if (a == "--peak-d" && i + 1 < argc)
            peak_d = std::atof(argv[++i]) * 1e9;
        else if (a == "--peak-s" && i + 1 < argc)
            peak_s = std::atof(argv[++i]) * 1e9;
        else if (a == "--fixed")
            variable = false;
        else if (a == "--variable")
            fixed = false;
        else {
            std::printf(
                "usage: gpu_lapack_bench [--reps N] [--types d,s] [--mb MB] [--only GROUPS] "
                "[--min-n N] [--max-n N] [--sizes N,N,...] [--fixed | --variable] [--csv FILE] "
                "[--peak-d GFLOPS] [--peak-s GFLOPS]\n");
            return a == "--help" ? 0 : 1;
        }
    }
    try {
        int device = 0;
        check(cudaGetDevice(&device), "cudaGetDevice");
        cudaDeviceProp prop{};
        check(cudaGetDeviceProperties(&prop, device), "cudaGetDeviceProperties");
        int clock_khz = 0, sms = 0, driver = 0, runtime = 0, cublas_version = 0;
        int solver_major = 0, solver_minor = 0, solver_patch = 0;
        check(cudaDeviceGetAttribute(&clock_khz, cudaDevAttrClockRate, device), "clock rate");
        check(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device), "SM count");
        check(cudaDriverGetVersion(&driver), "driver version");
        check(cudaRuntimeGetVersion(&runtime), "runtime version");
        batchblas::Queue queue(device);
        cublasHandle_t cublas;
        check(cublasCreate(&cublas), "cublasCreate");
        check(cublasSetStream(cublas, queue.stream()), "cublasSetStream");
        check(cublasGetVersion(cublas, &cublas_version), "cublasGetVersion");
        cusolverDnHandle_t cusolver;
        check(cusolverDnCreate(&cusolver), "cusolverDnCreate");
        check(cusolverDnSetStream(cusolver, queue.stream()), "cusolverDnSetStream");
        check(cusolverGetProperty(MAJOR_VERSION, &solver_major), "cusolver version");
        check(cusolverGetProperty(MINOR_VERSION, &solver_minor), "cusolver version");
        check(cusolverGetProperty(PATCH_LEVEL, &solver_patch), "cusolver version");

        env.machine = prop.name;
        std::replace(env.machine.begin(), env.machine.end(), ',', ' ');
        // FP64 tensor cores and FP32: 256 flops per SM per clock on sm_90.
        double const peak = double(sms) * double(clock_khz) * 1e3 * 256.0;
        env.peak_d = peak_d > 0 ? peak_d : peak;
        env.peak_s = peak_s > 0 ? peak_s : peak;
        env.bandwidth = copy_bandwidth(queue.stream());
        std::printf(
            "gpu_lapack_bench: %s, %d SMs at %.0f MHz, driver %d, CUDA runtime %d, "
            "cuBLAS %d, cuSOLVER %d.%d.%d\n",
            prop.name, sms, clock_khz * 1e-3, driver, runtime, cublas_version, solver_major,
            solver_minor, solver_patch);
        std::printf(
            "copy bandwidth %.0f GB/s (device to device, read + write); peak %.1f TFLOP/s "
            "(d), %.1f TFLOP/s (s); median of %d; roofline = min(peak, bandwidth x "
            "flops / bytes)\n",
            env.bandwidth * 1e-9, env.peak_d * 1e-12, env.peak_s * 1e-12, reps);
        std::printf(
            "%-12s %s %-7s %8s %9s %7s | vendor GFLOP/s (vendor time / ours, "
            "max|ours - vendor| / max|vendor|)\n",
            "routine", "t", "n", "batch", "GFLOP/s", "%roof");
        if (!csv_path.empty()) {
            env.csv = std::fopen(csv_path.c_str(), "w");
            if (env.csv == nullptr) throw std::runtime_error("cannot write " + csv_path);
            std::fprintf(env.csv,
                         "machine,routine,type,n,batch,impl,gflops,roofline_pct,ratio,check\n");
        }
        if (types.find('d') != std::string::npos)
            run_type<double>(env, "d", reps, mb, min_n, max_n, fixed, variable, sms, queue, cublas,
                             cusolver);
        if (types.find('s') != std::string::npos)
            run_type<float>(env, "s", reps, mb, min_n, max_n, fixed, variable, sms, queue, cublas,
                            cusolver);
        if (env.csv != nullptr) {
            std::fclose(env.csv);
        }
        else {
            std::printf("\nmachine,routine,type,n,batch,impl,gflops,roofline_pct,ratio,check\n");
            for (auto const& r : env.csv_rows) std::printf("%s\n", r.c_str());
        }
        cusolverDnDestroy(cusolver);
        cublasDestroy(cublas);
    } catch (std::exception const& e) {
        std::fprintf(stderr, "gpu_lapack_bench: %s\n", e.what());
        return 1;
    }
    return 0;
}
