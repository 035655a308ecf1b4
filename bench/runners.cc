// SPDX-License-Identifier: BSD-3-Clause
// The runners of batchblas and of the baselines, and one problem through a loaded library
// (see runners.hh).
#include "runners.hh"

#include <batchblas.h>

#include <algorithm>
#include <map>
#include <memory>
#include <tuple>
#include <type_traits>
#include <vector>

namespace bench {
namespace {

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

/** Chunk of the dynamic schedule of the baseline loops when sizes vary. */
int64_t dynamic_chunk(int64_t count, int threads)
{
    return std::max<int64_t>(1, count / (int64_t(threads) * 64));
}

}  // namespace

template <typename T>
Runner batchblas_runner(Batch<T>& b, int64_t info_mode)
{
    auto call = std::make_shared<BatchblasCall<T>>(b, info_mode);
    return [call, &b]() { return call->run(b); };
}

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

template Runner batchblas_runner<float>(Batch<float>&, int64_t);
template Runner library_runner<float>(BlasLibrary const&, Batch<float>&, bool, int);
template Runner xsmm_runner<float>(XsmmLibrary const&, Batch<float>&, bool, int);
template int run_one<float>(BlasLibrary const&, Batch<float>&, int64_t, int const*, int*);
template Runner batchblas_runner<double>(Batch<double>&, int64_t);
template Runner library_runner<double>(BlasLibrary const&, Batch<double>&, bool, int);
template Runner xsmm_runner<double>(XsmmLibrary const&, Batch<double>&, bool, int);
template int run_one<double>(BlasLibrary const&, Batch<double>&, int64_t, int const*, int*);
template Runner batchblas_runner<std::complex<float>>(Batch<std::complex<float>>&, int64_t);
template Runner library_runner<std::complex<float>>(BlasLibrary const&, Batch<std::complex<float>>&,
                                                    bool, int);
template Runner xsmm_runner<std::complex<float>>(XsmmLibrary const&, Batch<std::complex<float>>&,
                                                 bool, int);
template int run_one<std::complex<float>>(BlasLibrary const&, Batch<std::complex<float>>&, int64_t,
                                          int const*, int*);
template Runner batchblas_runner<std::complex<double>>(Batch<std::complex<double>>&, int64_t);
template Runner library_runner<std::complex<double>>(BlasLibrary const&,
                                                     Batch<std::complex<double>>&, bool, int);
template Runner xsmm_runner<std::complex<double>>(XsmmLibrary const&, Batch<std::complex<double>>&,
                                                  bool, int);
template int run_one<std::complex<double>>(BlasLibrary const&, Batch<std::complex<double>>&,
                                           int64_t, int const*, int*);

}  // namespace bench
