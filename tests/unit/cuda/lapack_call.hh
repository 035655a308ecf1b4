// SPDX-License-Identifier: BSD-3-Clause
/**
 * The call of a GPU LAPACK test batch (Batch in lapack_batch.hh): the arguments of each problem
 * and the invocation through each front end (C++ flat, group, strided and device-codes forms;
 * the C _gpu and _gpu_dinfo entry points; vbatched; and the CPU library for Form::Host).
 */
#pragma once

#include <cstdint>
#include <type_traits>
#include <vector>

#include <batchblas.h>
#include <batchblas/cuda.h>

#include "lapack_batch.hh"

namespace gpu_test {
namespace lapack {

template <typename T>
typename Batch<T>::Args Batch<T>::args()
{
    bool const host = form_ == Form::Host;
    Args x;
    for (size_t p = 0; p < specs_.size(); ++p) {
        Spec const& q = specs_[p];
        x.m.push_back(q.m);
        x.n.push_back(q.n);
        x.nrhs.push_back(q.nrhs);
        x.trans.push_back(q.trans);
        x.uplo.push_back(q.uplo);
        int64_t lda = A_[p].ld;
        if (fault_ == Fault::BadLd && bad_[p]) lda = min_lda(p) - 1;
        x.lda.push_back(lda);
        x.ldb.push_back(B_.empty() ? 1 : B_[p].ld);
        x.A.push_back(host ? s_.result_data(A_[p]) : s_.device(A_[p]));
        T* const b = B_.empty() ? nullptr : host ? s_.result_data(B_[p]) : s_.device(B_[p]);
        x.B.push_back(b);
        T* const tau = r_ != Routine::Geqrf ? nullptr
                       : host               ? tau_.result_data(tau_m_[p])
                                            : tau_.device(tau_m_[p]);
        x.tau.push_back(tau);
        x.piv.push_back(host ? piv_.result_data(piv_off_[p]) : piv_.device(piv_off_[p]));
    }
    return x;
}

template <typename T>
template <typename V>
std::vector<V> Batch<T>::per_group(std::vector<V> const& v, std::vector<size_t> const& groups)
{
    std::vector<V> out;
    size_t start = 0;
    for (size_t size : groups) {
        out.push_back(v[start]);
        start += size;
    }
    return out;
}

template <typename T>
void Batch<T>::invoke()
{
    Args x = args();
    size_t const count = specs_.size();
    if (grouped()) {
        x.groups = make_groups();
        auto g = [&](auto const& v) { return per_group(v, x.groups); };
        Args y = x;
        y.m = g(x.m);
        y.n = g(x.n);
        y.nrhs = g(x.nrhs);
        y.lda = g(x.lda);
        y.ldb = g(x.ldb);
        y.trans = g(x.trans);
        y.uplo = g(x.uplo);
        x = y;
    }
    switch (form_) {
        case Form::Flat:
        case Form::Group:
        case Form::Strided: {
            std::vector<int64_t> info(count, -12345);
            bool threw = false;
            try {
                cxx_call(x, info);
            } catch (batchblas::Error const&) {
                threw = true;
            }
            queue_->sync();
            if (threw != (fault_ == Fault::BadLd))
                errors_.push_back(threw ? "threw batchblas::Error" : "did not throw");
            codes_ = info;
            break;
        }
        case Form::DeviceCodes:
        case Form::DeviceCodesGroup:
        case Form::DeviceCodesStrided: {
            DeviceArray<int64_t> dinfo(std::vector<int64_t>(count, -12345));
            int64_t* device_info = dinfo.get();
            cxx_call(x, device_info);
            queue_->sync();
            codes_ = dinfo.read();
            break;
        }
        case Form::CApi:
        case Form::CApiDinfo: {
            x.groups = make_groups();
            c_call(x);
            break;
        }
        case Form::Vbatched:
            vbatched_call(x);
            break;
        case Form::Host:  // run() calls host_call
            break;
    }
}

template <typename T>
template <class Info>
void Batch<T>::cxx_call(Args const& x, Info& info)
{
    constexpr bool device_codes = std::is_pointer_v<Info>;
    if constexpr (device_codes) {
        if (!has_codes(r_)) {
            errors_.push_back("no device-codes form for this routine");
            return;
        }
    }
    Layout const L = layout_;
    if (strided()) {
        size_t const count = specs_.size();
        auto stride = [&](auto const& v) -> int64_t {
            return count > 1 ? int64_t(v[1] - v[0]) : 0;
        };
        auto one = [](auto const& v) { return std::vector<std::decay_t<decltype(v[0])>>{v[0]}; };
        int64_t const sA = stride(x.A), sB = stride(x.B), sP = stride(x.piv), sT = stride(x.tau);
        switch (r_) {
            case Routine::Getrf:
                batchblas::getrf<T>(L, one(x.m), one(x.n), x.A[0], one(x.lda), sA, x.piv[0], sP,
                                    count, info, *queue_);
                break;
            case Routine::Getrfnp:
                batchblas::getrfnp<T>(L, one(x.m), one(x.n), x.A[0], one(x.lda), sA, count, info,
                                      *queue_);
                break;
            case Routine::Getrs:
                if constexpr (!device_codes)
                    batchblas::getrs<T>(L, one(x.trans), one(x.n), one(x.nrhs), x.A[0], one(x.lda),
                                        sA, x.piv[0], sP, x.B[0], one(x.ldb), sB, count, info,
                                        *queue_);
                break;
            case Routine::Gesv:
                batchblas::gesv<T>(L, one(x.n), one(x.nrhs), x.A[0], one(x.lda), sA, x.piv[0], sP,
                                   x.B[0], one(x.ldb), sB, count, info, *queue_);
                break;
            case Routine::Potrf:
                batchblas::potrf<T>(L, one(x.uplo), one(x.n), x.A[0], one(x.lda), sA, count, info,
                                    *queue_);
                break;
            case Routine::Potrs:
                if constexpr (!device_codes)
                    batchblas::potrs<T>(L, one(x.uplo), one(x.n), one(x.nrhs), x.A[0], one(x.lda),
                                        sA, x.B[0], one(x.ldb), sB, count, info, *queue_);
                break;
            case Routine::Posv:
                batchblas::posv<T>(L, one(x.uplo), one(x.n), one(x.nrhs), x.A[0], one(x.lda), sA,
                                   x.B[0], one(x.ldb), sB, count, info, *queue_);
                break;
            case Routine::Getri:
                batchblas::getri<T>(L, one(x.n), x.A[0], one(x.lda), sA, x.piv[0], sP, x.B[0],
                                    one(x.ldb), sB, count, info, *queue_);
                break;
            case Routine::Geqrf:
                if constexpr (!device_codes)
                    batchblas::geqrf<T>(L, one(x.m), one(x.n), x.A[0], one(x.lda), sA, x.tau[0], sT,
                                        count, info, *queue_);
                break;
        }
        return;
    }
    if (grouped()) {
        auto const& G = x.groups;
        switch (r_) {
            case Routine::Getrf:
                batchblas::getrf<T>(L, x.m, x.n, x.A, x.lda, x.piv, G, info, *queue_);
                break;
            case Routine::Getrfnp:
                batchblas::getrfnp<T>(L, x.m, x.n, x.A, x.lda, G, info, *queue_);
                break;
            case Routine::Getrs:
                if constexpr (!device_codes)
                    batchblas::getrs<T>(L, x.trans, x.n, x.nrhs, x.A, x.lda, x.piv, x.B, x.ldb, G,
                                        info, *queue_);
                break;
            case Routine::Gesv:
                batchblas::gesv<T>(L, x.n, x.nrhs, x.A, x.lda, x.piv, x.B, x.ldb, G, info, *queue_);
                break;
            case Routine::Potrf:
                batchblas::potrf<T>(L, x.uplo, x.n, x.A, x.lda, G, info, *queue_);
                break;
            case Routine::Potrs:
                if constexpr (!device_codes)
                    batchblas::potrs<T>(L, x.uplo, x.n, x.nrhs, x.A, x.lda, x.B, x.ldb, G, info,
                                        *queue_);
                break;
            case Routine::Posv:
                batchblas::posv<T>(L, x.uplo, x.n, x.nrhs, x.A, x.lda, x.B, x.ldb, G, info,
                                   *queue_);
                break;
            case Routine::Getri:
                batchblas::getri<T>(L, x.n, x.A, x.lda, x.piv, x.B, x.ldb, G, info, *queue_);
                break;
            case Routine::Geqrf:
                if constexpr (!device_codes)
                    batchblas::geqrf<T>(L, x.m, x.n, x.A, x.lda, x.tau, G, info, *queue_);
                break;
        }
        return;
    }
    size_t const count = specs_.size();
    switch (r_) {
        case Routine::Getrf:
            batchblas::getrf<T>(L, x.m, x.n, x.A, x.lda, x.piv, count, info, *queue_);
            break;
        case Routine::Getrfnp:
            batchblas::getrfnp<T>(L, x.m, x.n, x.A, x.lda, count, info, *queue_);
            break;
        case Routine::Getrs:
            if constexpr (!device_codes)
                batchblas::getrs<T>(L, x.trans, x.n, x.nrhs, x.A, x.lda, x.piv, x.B, x.ldb, count,
                                    info, *queue_);
            break;
        case Routine::Gesv:
            batchblas::gesv<T>(L, x.n, x.nrhs, x.A, x.lda, x.piv, x.B, x.ldb, count, info, *queue_);
            break;
        case Routine::Potrf:
            batchblas::potrf<T>(L, x.uplo, x.n, x.A, x.lda, count, info, *queue_);
            break;
        case Routine::Potrs:
            if constexpr (!device_codes)
                batchblas::potrs<T>(L, x.uplo, x.n, x.nrhs, x.A, x.lda, x.B, x.ldb, count, info,
                                    *queue_);
            break;
        case Routine::Posv:
            batchblas::posv<T>(L, x.uplo, x.n, x.nrhs, x.A, x.lda, x.B, x.ldb, count, info,
                               *queue_);
            break;
        case Routine::Getri:
            batchblas::getri<T>(L, x.n, x.A, x.lda, x.piv, x.B, x.ldb, count, info, *queue_);
            break;
        case Routine::Geqrf:
            if constexpr (!device_codes)
                batchblas::geqrf<T>(L, x.m, x.n, x.A, x.lda, x.tau, count, info, *queue_);
            break;
    }
}

template <typename T>
void Batch<T>::host_call(Args const& x, std::vector<int64_t>& info)
{
    Layout const L = layout_;
    size_t const count = specs_.size();
    switch (r_) {
        case Routine::Getrf:
            batchblas::getrf<T>(L, x.m, x.n, x.A, x.lda, x.piv, count, info);
            break;
        case Routine::Getrfnp:
            batchblas::getrfnp<T>(L, x.m, x.n, x.A, x.lda, count, info);
            break;
        case Routine::Getrs:
            batchblas::getrs<T>(L, x.trans, x.n, x.nrhs, x.A, x.lda, x.piv, x.B, x.ldb, count,
                                info);
            break;
        case Routine::Gesv:
            batchblas::gesv<T>(L, x.n, x.nrhs, x.A, x.lda, x.piv, x.B, x.ldb, count, info);
            break;
        case Routine::Potrf:
            batchblas::potrf<T>(L, x.uplo, x.n, x.A, x.lda, count, info);
            break;
        case Routine::Potrs:
            batchblas::potrs<T>(L, x.uplo, x.n, x.nrhs, x.A, x.lda, x.B, x.ldb, count, info);
            break;
        case Routine::Posv:
            batchblas::posv<T>(L, x.uplo, x.n, x.nrhs, x.A, x.lda, x.B, x.ldb, count, info);
            break;
        case Routine::Getri:
            batchblas::getri<T>(L, x.n, x.A, x.lda, x.piv, x.B, x.ldb, count, info);
            break;
        case Routine::Geqrf:
            batchblas::geqrf<T>(L, x.m, x.n, x.A, x.lda, x.tau, count, info);
            break;
    }
}

template <typename T>
void Batch<T>::c_call(Args const& x)
{
    using C = CApi<T>;
    auto const& G = x.groups;
    std::vector<int64_t> gs(G.begin(), G.end());
    auto g = [&](auto const& v) { return per_group(v, G); };
    std::vector<int64_t> const m = g(x.m), n = g(x.n), nrhs = g(x.nrhs), lda = g(x.lda),
                               ldb = g(x.ldb);
    std::vector<blas_trans_t> trans;
    for (Op o : g(x.trans)) trans.push_back(c_of(o));
    std::vector<blas_uplo_t> uplo;
    for (Uplo u : g(x.uplo)) uplo.push_back(c_of(u));
    std::vector<T const*> cA(x.A.begin(), x.A.end());
    std::vector<int64_t const*> cpiv(x.piv.begin(), x.piv.end());
    size_t const count = specs_.size();
    bool const null_queue = fault_ == Fault::NullQueue;
    std::vector<int64_t> info(null_queue ? 1 : count + 1, -12345);
    info[0] = null_queue ? BblasErrorsReportAny : BblasErrorsReportAll;
    bblas_queue_t const q = null_queue ? nullptr : cqueue_->get();
    blas_layout_t const L = c_of(layout_);
    int64_t const gc = int64_t(G.size());
    if (form_ == Form::CApi) {
        switch (r_) {
            case Routine::Getrf:
                C::getrf(L, m.data(), n.data(), x.A.data(), lda.data(), x.piv.data(), gc, gs.data(),
                         info.data(), q);
                break;
            case Routine::Getrfnp:
                C::getrfnp(L, m.data(), n.data(), x.A.data(), lda.data(), gc, gs.data(),
                           info.data(), q);
                break;
            case Routine::Getrs:
                C::getrs(L, trans.data(), n.data(), nrhs.data(), cA.data(), lda.data(), cpiv.data(),
                         x.B.data(), ldb.data(), gc, gs.data(), info.data(), q);
                break;
            case Routine::Gesv:
                C::gesv(L, n.data(), nrhs.data(), x.A.data(), lda.data(), x.piv.data(), x.B.data(),
                        ldb.data(), gc, gs.data(), info.data(), q);
                break;
            case Routine::Potrf:
                C::potrf(L, uplo.data(), n.data(), x.A.data(), lda.data(), gc, gs.data(),
                         info.data(), q);
                break;
            case Routine::Potrs:
                C::potrs(L, uplo.data(), n.data(), nrhs.data(), cA.data(), lda.data(), x.B.data(),
                         ldb.data(), gc, gs.data(), info.data(), q);
                break;
            case Routine::Posv:
                C::posv(L, uplo.data(), n.data(), nrhs.data(), x.A.data(), lda.data(), x.B.data(),
                        ldb.data(), gc, gs.data(), info.data(), q);
                break;
            case Routine::Getri:
                C::getri(L, n.data(), cA.data(), lda.data(), cpiv.data(), x.B.data(), ldb.data(),
                         gc, gs.data(), info.data(), q);
                break;
            case Routine::Geqrf:
                C::geqrf(L, m.data(), n.data(), x.A.data(), lda.data(), x.tau.data(), gc, gs.data(),
                         info.data(), q);
                break;
        }
        if (!null_queue)
            for (size_t p = 0; p < count; ++p) codes_[p] = info[1 + p];
        c_info0_ = info[0];
        return;
    }
    DeviceArray<int64_t> dinfo(std::vector<int64_t>(count, -12345));
    int64_t* const d = dinfo.get();
    switch (r_) {
        case Routine::Getrf:
            C::getrf_d(L, m.data(), n.data(), x.A.data(), lda.data(), x.piv.data(), gc, gs.data(),
                       info.data(), d, q);
            break;
        case Routine::Getrfnp:
            C::getrfnp_d(L, m.data(), n.data(), x.A.data(), lda.data(), gc, gs.data(), info.data(),
                         d, q);
            break;
        case Routine::Gesv:
            C::gesv_d(L, n.data(), nrhs.data(), x.A.data(), lda.data(), x.piv.data(), x.B.data(),
                      ldb.data(), gc, gs.data(), info.data(), d, q);
            break;
        case Routine::Potrf:
            C::potrf_d(L, uplo.data(), n.data(), x.A.data(), lda.data(), gc, gs.data(), info.data(),
                       d, q);
            break;
        case Routine::Posv:
            C::posv_d(L, uplo.data(), n.data(), nrhs.data(), x.A.data(), lda.data(), x.B.data(),
                      ldb.data(), gc, gs.data(), info.data(), d, q);
            break;
        case Routine::Getri:
            C::getri_d(L, n.data(), cA.data(), lda.data(), cpiv.data(), x.B.data(), ldb.data(), gc,
                       gs.data(), info.data(), d, q);
            break;
        default:
            errors_.push_back("no _dinfo form for this routine");
            return;
    }
    if (!null_queue) {
        cuda_ok(bblas_queue_sync(q) == 0 ? cudaSuccess : cudaErrorUnknown, "queue sync");
        c_host_info_ = info;
        if (fault_ == Fault::None) {
            codes_ = dinfo.read();
        }
        else {  // argument errors go to the host info, in its mode
            for (size_t p = 0; p < count; ++p) codes_[p] = info[1 + p];
        }
    }
    c_info0_ = info[0];
}

template <typename T>
void Batch<T>::vbatched_call(Args const& x)
{
    size_t const count = specs_.size();
    int64_t max_m = 0, max_n = 0, max_nrhs = 0;
    for (auto const& q : specs_) {
        max_m = std::max(max_m, q.m);
        max_n = std::max(max_n, q.n);
        max_nrhs = std::max(max_nrhs, q.nrhs);
    }
    if (fault_ == Fault::OverMax) {
        over_max_n_ = max_n;
        --max_n;
    }
    // One option for all problems: the first's.
    Op const trans = specs_.empty() ? Op::NoTrans : specs_[0].trans;
    Uplo const uplo = specs_.empty() ? Uplo::Lower : specs_[0].uplo;
    DeviceArray<int64_t> m(x.m), n(x.n), nrhs(x.nrhs), lda(x.lda), ldb(x.ldb);
    DeviceArray<T*> A(x.A), B(x.B), tau(x.tau);
    DeviceArray<int64_t*> piv(x.piv);
    DeviceArray<int64_t> dinfo(std::vector<int64_t>(count, -12345));
    Layout const L = layout_;
    namespace vb = batchblas::vbatched;
    T const* const* cA = A.get();
    int64_t const* const* cpiv = piv.get();
    switch (r_) {
        case Routine::Getrf:
            vb::getrf<T>(L, m.get(), n.get(), max_m, max_n, A.get(), lda.get(), piv.get(), count,
                         dinfo.get(), *queue_);
            break;
        case Routine::Getrfnp:
            vb::getrfnp<T>(L, m.get(), n.get(), max_m, max_n, A.get(), lda.get(), count,
                           dinfo.get(), *queue_);
            break;
        case Routine::Getrs:
            vb::getrs<T>(L, trans, n.get(), nrhs.get(), max_n, max_nrhs, cA, lda.get(), cpiv,
                         B.get(), ldb.get(), count, dinfo.get(), *queue_);
            break;
        case Routine::Gesv:
            vb::gesv<T>(L, n.get(), nrhs.get(), max_n, max_nrhs, A.get(), lda.get(), piv.get(),
                        B.get(), ldb.get(), count, dinfo.get(), *queue_);
            break;
        case Routine::Potrf:
            vb::potrf<T>(L, uplo, n.get(), max_n, A.get(), lda.get(), count, dinfo.get(), *queue_);
            break;
        case Routine::Potrs:
            vb::potrs<T>(L, uplo, n.get(), nrhs.get(), max_n, max_nrhs, cA, lda.get(), B.get(),
                         ldb.get(), count, dinfo.get(), *queue_);
            break;
        case Routine::Posv:
            vb::posv<T>(L, uplo, n.get(), nrhs.get(), max_n, max_nrhs, A.get(), lda.get(), B.get(),
                        ldb.get(), count, dinfo.get(), *queue_);
            break;
        case Routine::Getri:
            vb::getri<T>(L, n.get(), max_n, cA, lda.get(), cpiv, B.get(), ldb.get(), count,
                         dinfo.get(), *queue_);
            break;
        case Routine::Geqrf:
            vb::geqrf<T>(L, m.get(), n.get(), max_m, max_n, A.get(), lda.get(), tau.get(), count,
                         dinfo.get(), *queue_);
            break;
    }
    queue_->sync();
    codes_ = dinfo.read();
}

}  // namespace lapack
}  // namespace gpu_test
