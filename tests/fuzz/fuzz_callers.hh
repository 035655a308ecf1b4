// SPDX-License-Identifier: BSD-3-Clause
/**
 * fuzz_arguments' callers: one per routine and front end (the C API's group form, the C++ API's
 * flat and group forms), over the four types, each passing a Call's slots in signature order.
 */
#pragma once

#include "fuzz_model.hh"

namespace fuzz_arguments {

// ------------------------------------------------------------------------------------------------
// Callers: one per routine and front end, over the four types

template <typename T, typename F32, typename F64, typename C32, typename C64>
auto pick(F32 s, F64 d, C32 c, C64 z)
{
    if constexpr (std::is_same_v<T, float>) return s;
    else if constexpr (std::is_same_v<T, double>) return d;
    else if constexpr (std::is_same_v<T, std::complex<float>>) return c;
    else return z;
}

/** Calls f (when Cond) or g with the arguments; f is null for names with no real type. */
template <bool Cond, typename F, typename G, typename... A>
void either(F f, G g, A const&... a)
{
    if constexpr (Cond) {
        if constexpr (!std::is_null_pointer_v<F>) f(a...);
        else std::abort();  // never registered: complex-only C names
    }
    else {
        g(a...);
    }
}

#define C_TAIL call.group_count, call.group_sizes_null ? nullptr : call.group_sizes.data(), \
               call.info.data()

/** Runs f(count) with the C++ form's last-but-one argument: batch_count or group_sizes. */
template <typename F>
void cxx_forms(Call& call, F&& f)
{
    if (call.group_form) {
        std::vector<size_t> sizes(call.group_sizes.begin(), call.group_sizes.end());
        f(sizes);
    }
    else {
        f(size_t(call.batch_count));
    }
}

// The Level 3 callers. Every C caller passes the slots in signature order; a(i) is slot i.
template <typename T>
void c_gemm(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_gemm_batched_r32, BLAS_gemm_batched_r64, BLAS_gemm_batched_c32,
            BLAS_gemm_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                                   a(6), a(7), a(8), a(9), a(10), a(11), a(12), C_TAIL);
}
template <typename T>
void cxx_gemm(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::gemm<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                           a(6), a(7), a(8), a(9), a(10), a(11), a(12), count, call.info);
    });
}

template <typename T, bool Hermitian>
void c_symm(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Hermitian>(pick<T>(nullptr, nullptr, BLAS_hemm_batched_c32, BLAS_hemm_batched_c64),
           pick<T>(BLAS_symm_batched_r32, BLAS_symm_batched_r64,
                                 BLAS_symm_batched_c32, BLAS_symm_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), a(9),
      a(10), a(11), C_TAIL);
}
template <typename T, bool Hermitian>
void cxx_symm(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Hermitian)
            batchblas::hemm<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), a(10), a(11), count, call.info);
        else
            batchblas::symm<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), a(10), a(11), count, call.info);
    });
}

template <typename T, bool Hermitian>
void c_rank_k(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Hermitian>(pick<T>(nullptr, nullptr, BLAS_herk_batched_c32, BLAS_herk_batched_c64),
           pick<T>(BLAS_syrk_batched_r32, BLAS_syrk_batched_r64,
                                 BLAS_syrk_batched_c32, BLAS_syrk_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), a(9),
      C_TAIL);
}
template <typename T, bool Hermitian>
void cxx_rank_k(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Hermitian)
            batchblas::herk<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), count, call.info);
        else
            batchblas::syrk<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), count, call.info);
    });
}

template <typename T, bool Hermitian>
void c_rank_2k(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Hermitian>(pick<T>(nullptr, nullptr, BLAS_her2k_batched_c32, BLAS_her2k_batched_c64),
           pick<T>(BLAS_syr2k_batched_r32, BLAS_syr2k_batched_r64,
                           BLAS_syr2k_batched_c32, BLAS_syr2k_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), a(9),
      a(10), a(11), C_TAIL);
}
template <typename T, bool Hermitian>
void cxx_rank_2k(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Hermitian)
            batchblas::her2k<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                                a(5), a(6), a(7), a(8), a(9), a(10), a(11), count, call.info);
        else
            batchblas::syr2k<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                                a(5), a(6), a(7), a(8), a(9), a(10), a(11), count, call.info);
    });
}

template <typename T, bool Solve>
void c_triangular(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Solve>(pick<T>(BLAS_trsm_batched_r32, BLAS_trsm_batched_r64, BLAS_trsm_batched_c32,
                             BLAS_trsm_batched_c64),
           pick<T>(BLAS_trmm_batched_r32, BLAS_trmm_batched_r64, BLAS_trmm_batched_c32,
                             BLAS_trmm_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), a(9),
      a(10), C_TAIL);
}
template <typename T, bool Solve>
void cxx_triangular(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Solve)
            batchblas::trsm<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), a(10), count, call.info);
        else
            batchblas::trmm<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), a(10), count, call.info);
    });
}

// Level 2.
template <typename T>
void c_gemv(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_gemv_batched_r32, BLAS_gemv_batched_r64, BLAS_gemv_batched_c32,
            BLAS_gemv_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                                   a(6), a(7), a(8), a(9), a(10), C_TAIL);
}
template <typename T>
void cxx_gemv(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::gemv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                           a(6), a(7), a(8), a(9), a(10), count, call.info);
    });
}

/** 0: ger (real) / geru (complex); 1: gerc. */
template <typename T, int Conj>
void c_ger(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Conj>(pick<T>(nullptr, nullptr, BLAS_gerc_batched_c32, BLAS_gerc_batched_c64),
           pick<T>(BLAS_ger_batched_r32, BLAS_ger_batched_r64, BLAS_geru_batched_c32,
                            BLAS_geru_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), C_TAIL);
}
template <typename T, int Conj>
void cxx_ger(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Conj)
            batchblas::gerc<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), count, call.info);
        else
            batchblas::geru<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), count, call.info);
    });
}

template <typename T, bool Hermitian>
void c_symv(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Hermitian>(pick<T>(nullptr, nullptr, BLAS_hemv_batched_c32, BLAS_hemv_batched_c64),
           pick<T>(BLAS_symv_batched_r32, BLAS_symv_batched_r64,
                                 BLAS_symv_batched_c32, BLAS_symv_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), a(9),
      C_TAIL);
}
template <typename T, bool Hermitian>
void cxx_symv(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Hermitian)
            batchblas::hemv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), count, call.info);
        else
            batchblas::symv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), count, call.info);
    });
}

template <typename T, bool Solve>
void c_trv(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Solve>(pick<T>(BLAS_trsv_batched_r32, BLAS_trsv_batched_r64, BLAS_trsv_batched_c32,
                             BLAS_trsv_batched_c64),
           pick<T>(BLAS_trmv_batched_r32, BLAS_trmv_batched_r64, BLAS_trmv_batched_c32,
                             BLAS_trmv_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), C_TAIL);
}
template <typename T, bool Solve>
void cxx_trv(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Solve)
            batchblas::trsv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), count, call.info);
        else
            batchblas::trmv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), count, call.info);
    });
}

// Level 1.
template <typename T>
void c_axpy(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_axpy_batched_r32, BLAS_axpy_batched_r64, BLAS_axpy_batched_c32,
            BLAS_axpy_batched_c64)(a(0), a(1), a(2), a(3), a(4), a(5), C_TAIL);
}
template <typename T>
void cxx_axpy(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::axpy<T>(a(0), a(1), a(2), a(3), a(4), a(5), count, call.info);
    });
}
template <typename T>
void c_scal(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_scal_batched_r32, BLAS_scal_batched_r64, BLAS_scal_batched_c32,
            BLAS_scal_batched_c64)(a(0), a(1), a(2), a(3), C_TAIL);
}
template <typename T>
void cxx_scal(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::scal<T>(a(0), a(1), a(2), a(3), count, call.info);
    });
}
template <typename T, bool Swap>
void c_copy(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Swap>(pick<T>(BLAS_swap_batched_r32, BLAS_swap_batched_r64, BLAS_swap_batched_c32,
                            BLAS_swap_batched_c64),
           pick<T>(BLAS_copy_batched_r32, BLAS_copy_batched_r64, BLAS_copy_batched_c32,
                            BLAS_copy_batched_c64),
           a(0), a(1), a(2), a(3), a(4), C_TAIL);
}
template <typename T, bool Swap>
void cxx_copy(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Swap) batchblas::swap<T>(a(0), a(1), a(2), a(3), a(4), count, call.info);
        else batchblas::copy<T>(a(0), a(1), a(2), a(3), a(4), count, call.info);
    });
}

/** The C++ result vector of a reduction, copied back into the call's result buffer. */
template <typename R, typename F>
void with_result(Call& call, F&& f)
{
    std::vector<R> result(size_t(call.batch_count));
    if (!result.empty()) std::memcpy(result.data(), call.result.data.get(), result.size() * sizeof(R));
    f(result);
    if (!result.empty()) std::memcpy(call.result.data.get(), result.data(), result.size() * sizeof(R));
}

/** 0: dot (real) / dotu (complex); 1: dotc. */
template <typename T, int Conj>
void c_dot(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Conj>(pick<T>(nullptr, nullptr, BLAS_dotc_batched_c32, BLAS_dotc_batched_c64),
           pick<T>(BLAS_dot_batched_r32, BLAS_dot_batched_r64, BLAS_dotu_batched_c32,
                            BLAS_dotu_batched_c64),
           a(0), a(1), a(2), a(3), a(4), a(5), C_TAIL);
}
template <typename T, int Conj>
void cxx_dot(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    with_result<T>(call, [&](std::vector<T>& result) {
        cxx_forms(call, [&](auto const& count) {
            if constexpr (Conj)
                batchblas::dotc<T>(a(0), a(1), a(2), a(3), a(4), result, count, call.info);
            else
                batchblas::dotu<T>(a(0), a(1), a(2), a(3), a(4), result, count, call.info);
        });
    });
}

/** 0: nrm2, 1: asum, 2: iamax. */
template <typename T, int Which>
void c_reduction(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    if constexpr (Which == 0)
        pick<T>(BLAS_nrm2_batched_r32, BLAS_nrm2_batched_r64, BLAS_nrm2_batched_c32,
                BLAS_nrm2_batched_c64)(a(0), a(1), a(2), a(3), C_TAIL);
    else if constexpr (Which == 1)
        pick<T>(BLAS_asum_batched_r32, BLAS_asum_batched_r64, BLAS_asum_batched_c32,
                BLAS_asum_batched_c64)(a(0), a(1), a(2), a(3), C_TAIL);
    else
        pick<T>(BLAS_iamax_batched_r32, BLAS_iamax_batched_r64, BLAS_iamax_batched_c32,
                BLAS_iamax_batched_c64)(a(0), a(1), a(2), a(3), C_TAIL);
}
template <typename T, int Which>
void cxx_reduction(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    using R = std::conditional_t<Which == 2, int64_t, real_t<T>>;
    with_result<R>(call, [&](std::vector<R>& result) {
        cxx_forms(call, [&](auto const& count) {
            if constexpr (Which == 0) batchblas::nrm2<T>(a(0), a(1), a(2), result, count, call.info);
            else if constexpr (Which == 1)
                batchblas::asum<T>(a(0), a(1), a(2), result, count, call.info);
            else batchblas::iamax<T>(a(0), a(1), a(2), result, count, call.info);
        });
    });
}

// LAPACK.
template <typename T>
void c_getrf(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_getrf_batched_r32, BLAS_getrf_batched_r64, BLAS_getrf_batched_c32,
            BLAS_getrf_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4),
                                    C_TAIL);
}
template <typename T>
void cxx_getrf(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::getrf<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), count,
                            call.info);
    });
}
template <typename T>
void c_getrs(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_getrs_batched_r32, BLAS_getrs_batched_r64, BLAS_getrs_batched_c32,
            BLAS_getrs_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4),
                                    a(5), a(6), a(7), C_TAIL);
}
template <typename T>
void cxx_getrs(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::getrs<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                            a(6), a(7), count, call.info);
    });
}
template <typename T>
void c_gesv(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_gesv_batched_r32, BLAS_gesv_batched_r64, BLAS_gesv_batched_c32,
            BLAS_gesv_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                                   a(6), C_TAIL);
}
template <typename T>
void cxx_gesv(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::gesv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                           a(6), count, call.info);
    });
}
template <typename T>
void c_potrf(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_potrf_batched_r32, BLAS_potrf_batched_r64, BLAS_potrf_batched_c32,
            BLAS_potrf_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), C_TAIL);
}
template <typename T>
void cxx_potrf(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::potrf<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), count,
                            call.info);
    });
}
/** 0: potrs, 1: posv. */
template <typename T, int Factor>
void c_potrs(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Factor>(pick<T>(BLAS_posv_batched_r32, BLAS_posv_batched_r64, BLAS_posv_batched_c32,
                              BLAS_posv_batched_c64),
           pick<T>(BLAS_potrs_batched_r32, BLAS_potrs_batched_r64,
                              BLAS_potrs_batched_c32, BLAS_potrs_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), C_TAIL);
}
template <typename T, int Factor>
void cxx_potrs(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Factor)
            batchblas::posv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                               a(6), count, call.info);
        else
            batchblas::potrs<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                                a(5), a(6), count, call.info);
    });
}
template <typename T>
void c_getri(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_getri_batched_r32, BLAS_getri_batched_r64, BLAS_getri_batched_c32,
            BLAS_getri_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4),
                                    a(5), C_TAIL);
}
template <typename T>
void cxx_getri(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::getri<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                            count, call.info);
    });
}
template <typename T>
void c_geqrf(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_geqrf_batched_r32, BLAS_geqrf_batched_r64, BLAS_geqrf_batched_c32,
            BLAS_geqrf_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4),
                                    C_TAIL);
}
template <typename T>
void cxx_geqrf(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::geqrf<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), count,
                            call.info);
    });
}

#undef C_TAIL

using r32 = float;
using r64 = double;
using c32 = std::complex<float>;
using c64 = std::complex<double>;

}  // namespace fuzz_arguments
