// SPDX-License-Identifier: BSD-3-Clause
/**
 * One batch of one GPU LAPACK routine (lapack_harness.hh): its problems in guarded storage,
 * the inputs they are built from (random, structured LU, singular or indefinite), what the
 * routine may write, and the run that calls one form and checks the results. The call
 * (lapack_call.hh) and the checks (lapack_checks.hh) are defined in their own headers.
 */
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "harness.hh"
#include "lapack_c_api.hh"
#include "lapack_host.hh"
#include "lapack_spec.hh"

namespace gpu_test {
namespace lapack {

/**
 * One batch of one routine: its problems, their guarded storage, the call through one form and
 * every check. run() does all of it; the test files only choose the problems and the form.
 */
template <typename T>
class Batch {
    using H = host_t<T>;

public:
    Batch(Routine r, Layout layout, std::vector<Spec> specs, uint64_t seed)
        : r_(r),
          layout_(layout),
          specs_(std::move(specs)),
          s_(layout, seed),
          tau_(Layout::ColMajor, seed + 1, 0, 2),
          rng_(seed + 2)
    {
        if (!is_rectangular(r_))
            for (auto& p : specs_) p.m = p.n;
        prepare();
    }

    /** Calls the routine through `form` (with `fault`) and checks everything. */
    void run(Form form, Fault fault = Fault::None)
    {
        std::ostringstream call;
        call << name(r_) << " " << name(form) << " " << gpu_test::name(layout_) << " batch "
             << specs_.size() << " fault " << int(fault);
        SCOPED_TRACE(call.str());
        form_ = form;
        fault_ = fault;
        if (fault_ == Fault::BadLd) choose_bad_ld();
        set_writable();
        codes_.assign(specs_.size(), -12345);
        if (form_ == Form::Host) {
            s_.host_run_begin();
            tau_.host_run_begin();
            piv_.host_run_begin();
            std::vector<int64_t> info(specs_.size(), -12345);
            host_call(args(), info);
            codes_ = info;
        }
        else {
            queue_ = std::make_unique<batchblas::Queue>();
            cqueue_ = std::make_unique<CQueue>();
            s_.upload();
            tau_.upload();
            piv_.upload();
            invoke();
            cuda_ok(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
            s_.download();
            tau_.download();
            piv_.download();
        }
        check();
        std::ostringstream out;
        for (size_t i = 0; i < errors_.size() && i < 12; ++i) out << "\n  " << errors_[i];
        EXPECT_TRUE(errors_.empty())
            << call.str() << ": " << errors_.size() << " error(s)" << out.str();
    }

private:
    // ---------------------------------------------------------------------------------------------
    // Inputs
    void prepare()
    {
        size_t const count = specs_.size();
        for (size_t p = 0; p < count; ++p) A_.push_back(s_.add(specs_[p].m, specs_[p].n));
        for (size_t p = 0; p < count; ++p) {
            Spec const& q = specs_[p];
            if (has_rhs(r_))
                B_.push_back(s_.add(q.n, q.nrhs));
            else if (r_ == Routine::Getri)
                B_.push_back(s_.add(q.n, q.n));
        }
        tau_.add(1, 1);  // never empty
        for (size_t p = 0; p < count; ++p) {
            int64_t const k = std::min(specs_[p].m, specs_[p].n);
            piv_off_.push_back(piv_.add(has_pivots(r_) ? k : 0));
            if (r_ == Routine::Geqrf) tau_m_.push_back(tau_.add(k, 1));
        }
        A0_.resize(count);
        B0_.resize(count);
        cpu_piv_.resize(count);
        for (size_t p = 0; p < count; ++p) prepare_problem(p);
    }

    void prepare_problem(size_t p)
    {
        Spec const& q = specs_[p];
        Mat const& a = A_[p];
        int64_t const m = q.m, n = q.n, k = std::min(m, n);
        if (r_ == Routine::Getrf && q.structured && q.fail == 0) structured_lu(a, m, n);
        if (r_ == Routine::Getrfnp) {
            double const shift = 2.0 * double(std::max(m, n)) + 1.0;
            for (int64_t i = 0; i < k; ++i) s_.at(a, i, i) += T(shift);
        }
        if (is_cholesky(r_)) {
            // Hermitian, diagonally dominant in the uplo triangle; the other triangle keeps
            // random values that must neither be read nor written.
            for (int64_t i = 0; i < n; ++i)
                s_.at(a, i, i) = T(
                    real_t<T>(2.0 * double(n) + std::abs(double(test::real_part(s_.at(a, i, i))))));
            if (q.fail > 0) s_.at(a, q.fail - 1, q.fail - 1) = T(real_t<T>(-2.0 * double(n)));
        }
        if (!is_cholesky(r_) && r_ != Routine::Geqrf && q.fail > 0)
            for (int64_t i = 0; i < m; ++i) s_.at(a, i, q.fail - 1) = T(0);

        // The logical input.
        if (is_cholesky(r_)) {
            Dense<H> h(n, n);
            for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < n; ++i) {
                    bool const in = q.uplo == Uplo::Lower ? i >= j : i <= j;
                    h(i, j) = in ? H(s_.at(a, i, j)) : cj(H(s_.at(a, j, i)));
                }
            A0_[p] = h;
        }
        else {
            A0_[p] = input_of(s_, a);
        }
        if (has_rhs(r_)) B0_[p] = input_of(s_, B_[p]);

        // CPU pivots of getrf / gesv; CPU factors (in place, in the batch's layout) of getrs,
        // getri and potrs.
        if (r_ == Routine::Getrf || r_ == Routine::Gesv) {
            std::vector<T> copy(size_t(std::max<int64_t>(1, m) * std::max<int64_t>(1, n)));
            for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < m; ++i)
                    copy[size_t(i + j * std::max<int64_t>(1, m))] = s_.at(a, i, j);
            cpu_piv_[p].assign(size_t(std::max<int64_t>(k, 1)), 0);
            std::vector<int64_t> info(1);
            batchblas::getrf<T>(Layout::ColMajor, {m}, {n}, std::vector<T*>{copy.data()},
                                {std::max<int64_t>(1, m)},
                                std::vector<int64_t*>{cpu_piv_[p].data()}, size_t(1), info);
            cpu_piv_[p].resize(size_t(k));
        }
        if (r_ == Routine::Getrs || r_ == Routine::Getri) {
            std::vector<int64_t> piv(size_t(std::max<int64_t>(n, 1)), 0), info(1);
            batchblas::getrf<T>(layout_, {n}, {n}, std::vector<T*>{s_.host_data(a)}, {a.ld},
                                std::vector<int64_t*>{piv.data()}, size_t(1), info);
            for (int64_t i = 0; i < n; ++i) piv_.host(piv_off_[p], i) = piv[size_t(i)];
        }
        if (r_ == Routine::Potrs) {
            std::vector<int64_t> info(1);
            batchblas::potrf<T>(layout_, {q.uplo}, {n}, std::vector<T*>{s_.host_data(a)}, {a.ld},
                                size_t(1), info);
        }
    }

    /** A = P L U: L unit lower trapezoidal with parts in [-0.2, 0.2] (so |l w|_1 <= |w|_1 / 2
     *  for complex l too), U upper with parts in [-1, 1] and |U(j,j)| >= 1, P random. */
    void structured_lu(Mat const& a, int64_t m, int64_t n)
    {
        int64_t const k = std::min(m, n);
        Dense<H> L(m, k), U(k, n);
        for (int64_t j = 0; j < k; ++j)
            for (int64_t i = j; i < m; ++i)
                L(i, j) = i == j ? H(1) : H(random_value<T>(rng_)) * 0.2;
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i <= std::min(j, k - 1); ++i) {
                H x = H(random_value<T>(rng_));
                if (i == j) x += x == H(0) ? H(1) : x / std::abs(x);
                U(i, j) = x;
            }
        Dense<H> const LU = mul(L, U);
        std::vector<int64_t> perm(static_cast<size_t>(m));
        for (int64_t i = 0; i < m; ++i) perm[size_t(i)] = i;
        std::shuffle(perm.begin(), perm.end(), rng_);
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < m; ++i) {
                H const x = LU(i, j);
                if constexpr (is_complex_v<T>)
                    s_.at(a, perm[size_t(i)], j) = T(real_t<T>(x.real()), real_t<T>(x.imag()));
                else
                    s_.at(a, perm[size_t(i)], j) = T(x);
            }
    }

    void writable(Mat const& a, bool lower_only, bool upper_only)
    {
        for (int64_t j = 0; j < a.cols; ++j)
            for (int64_t i = 0; i < a.rows; ++i) {
                if (lower_only && i < j) continue;
                if (upper_only && i > j) continue;
                s_.writable(s_.index(a, i, j));
            }
    }

    void set_writable()
    {
        if (fault_ != Fault::None) return;  // nothing may change
        for (size_t p = 0; p < specs_.size(); ++p) {
            Spec const& q = specs_[p];
            bool const healthy = q.fail == 0;
            int64_t const k = std::min(q.m, q.n);
            switch (r_) {
                case Routine::Getrf:
                    writable(A_[p], false, false);
                    piv_.writable(piv_off_[p], k);
                    break;
                case Routine::Getrfnp:
                case Routine::Geqrf:
                    writable(A_[p], false, false);
                    if (r_ == Routine::Geqrf)
                        for (int64_t i = 0; i < k; ++i) tau_.writable(tau_.index(tau_m_[p], i, 0));
                    break;
                case Routine::Gesv:
                    writable(A_[p], false, false);
                    piv_.writable(piv_off_[p], k);
                    if (healthy) writable(B_[p], false, false);
                    break;
                case Routine::Getrs:
                case Routine::Potrs:
                    writable(B_[p], false, false);
                    break;
                case Routine::Potrf:
                case Routine::Posv:
                    writable(A_[p], q.uplo == Uplo::Lower, q.uplo == Uplo::Upper);
                    if (r_ == Routine::Posv && healthy) writable(B_[p], false, false);
                    break;
                case Routine::Getri:
                    if (healthy) writable(B_[p], false, false);
                    break;
            }
        }
    }

    /** Marks the problems whose A_ld is passed invalid: the last group whose minimum is >= 2. */
    void choose_bad_ld()
    {
        groups_ = make_groups();
        bad_.assign(specs_.size(), 0);
        size_t start = 0, chosen_start = 0, chosen_size = 0, g = 0;
        bad_group_ = -1;
        for (size_t size : groups_) {
            if (min_lda(start) >= 2) {
                chosen_start = start;
                chosen_size = size;
                bad_group_ = int64_t(g);
            }
            start += size;
            ++g;
        }
        for (size_t p = chosen_start; p < chosen_start + chosen_size; ++p) bad_[p] = 1;
    }

    int64_t min_lda(size_t p) const
    {
        Spec const& q = specs_[p];
        return std::max<int64_t>(1, layout_ == Layout::ColMajor ? q.m : q.n);
    }

    /** Runs of consecutive problems with the same parameters. */
    std::vector<size_t> make_groups() const
    {
        std::vector<size_t> g;
        for (size_t p = 0; p < specs_.size(); ++p) {
            bool same = p > 0;
            if (same) {
                Spec const &a = specs_[p], &b = specs_[p - 1];
                same = a.m == b.m && a.n == b.n && a.nrhs == b.nrhs && a.trans == b.trans &&
                       a.uplo == b.uplo && A_[p].ld == A_[p - 1].ld &&
                       (B_.empty() || B_[p].ld == B_[p - 1].ld);
            }
            if (same)
                ++g.back();
            else
                g.push_back(1);
        }
        return g;
    }

    // ---------------------------------------------------------------------------------------------
    // The call
    struct Args {
        std::vector<int64_t> m, n, nrhs, lda, ldb;
        std::vector<Op> trans;
        std::vector<Uplo> uplo;
        std::vector<T*> A, B, tau;
        std::vector<int64_t*> piv;
        std::vector<size_t> groups;
    };

    Args args();

    template <typename V>
    static std::vector<V> per_group(std::vector<V> const& v, std::vector<size_t> const& groups);

    void invoke();

    bool grouped() const { return form_ == Form::Group || form_ == Form::DeviceCodesGroup; }
    bool strided() const { return form_ == Form::Strided || form_ == Form::DeviceCodesStrided; }

    /** The C++ flat, group or strided form; Info: std::vector<int64_t> (host info) or int64_t*
     *  (the device-codes overloads, which exist for the routines with codes only). */
    template <class Info>
    void cxx_call(Args const& x, Info& info);

    /** The CPU library's flat form on the host copies. */
    void host_call(Args const& x, std::vector<int64_t>& info);

    void c_call(Args const& x);

    void vbatched_call(Args const& x);

    // ---------------------------------------------------------------------------------------------
    // Checks
    void error(size_t p, std::string const& what);

    static double eps() { return double(std::numeric_limits<real_t<T>>::epsilon()); }

    void ratio(size_t p, char const* what, double num, double den);

    void check();

    void check_fault();

    void check_codes();

    void check_problem(size_t p);

    void check_lu(size_t p, bool pivoting);

    void check_cholesky(size_t p);

    void check_solve(size_t p, Op trans);

    void check_inverse(size_t p);

    /** Applies H_0 H_1 ... H_{k-1} to X (m rows): X := Q X. */
    void apply_q(Dense<H> const& F, std::vector<H> const& tau, Dense<H>& X) const;

    void check_qr(size_t p);

    Routine r_;
    Layout layout_;
    std::vector<Spec> specs_;
    Store<T> s_;
    Store<T> tau_;
    Pivots piv_;
    std::mt19937_64 rng_;
    std::vector<Mat> A_, B_, tau_m_;
    std::vector<size_t> piv_off_;
    std::vector<Dense<H>> A0_, B0_;
    std::vector<std::vector<int64_t>> cpu_piv_;
    Form form_ = Form::Flat;
    Fault fault_ = Fault::None;
    std::vector<size_t> groups_;
    std::vector<char> bad_;
    int64_t bad_group_ = -1;
    int64_t over_max_n_ = -1;
    std::vector<int64_t> codes_, c_host_info_;
    int64_t c_info0_ = 0;
    std::vector<std::string> errors_;
    std::unique_ptr<batchblas::Queue> queue_;
    std::unique_ptr<CQueue> cqueue_;
};

}  // namespace lapack
}  // namespace gpu_test
