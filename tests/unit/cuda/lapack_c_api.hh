// SPDX-License-Identifier: BSD-3-Clause
/**
 * The C front end as the GPU LAPACK tests call it (lapack_harness.hh): the C entry points of
 * each scalar type (BLAS_<r>_batched_<t>_gpu and _gpu_dinfo), a C queue destroyed with its
 * owner, and the C values of Layout, Op and Uplo.
 */
#pragma once

#include <complex>

#include <batchblas.h>
#include <batchblas/cuda.h>

#include "harness.hh"

namespace gpu_test {
namespace lapack {

/** The C entry points of one type. */
template <typename T>
struct CApi;
template <>
struct CApi<float> {
    static constexpr auto getrf = &BLAS_getrf_batched_r32_gpu;
    static constexpr auto getrfnp = &BLAS_getrfnp_batched_r32_gpu;
    static constexpr auto getrs = &BLAS_getrs_batched_r32_gpu;
    static constexpr auto gesv = &BLAS_gesv_batched_r32_gpu;
    static constexpr auto potrf = &BLAS_potrf_batched_r32_gpu;
    static constexpr auto potrs = &BLAS_potrs_batched_r32_gpu;
    static constexpr auto posv = &BLAS_posv_batched_r32_gpu;
    static constexpr auto getri = &BLAS_getri_batched_r32_gpu;
    static constexpr auto geqrf = &BLAS_geqrf_batched_r32_gpu;
    static constexpr auto getrf_d = &BLAS_getrf_batched_r32_gpu_dinfo;
    static constexpr auto getrfnp_d = &BLAS_getrfnp_batched_r32_gpu_dinfo;
    static constexpr auto gesv_d = &BLAS_gesv_batched_r32_gpu_dinfo;
    static constexpr auto potrf_d = &BLAS_potrf_batched_r32_gpu_dinfo;
    static constexpr auto posv_d = &BLAS_posv_batched_r32_gpu_dinfo;
    static constexpr auto getri_d = &BLAS_getri_batched_r32_gpu_dinfo;
};
template <>
struct CApi<double> {
    static constexpr auto getrf = &BLAS_getrf_batched_r64_gpu;
    static constexpr auto getrfnp = &BLAS_getrfnp_batched_r64_gpu;
    static constexpr auto getrs = &BLAS_getrs_batched_r64_gpu;
    static constexpr auto gesv = &BLAS_gesv_batched_r64_gpu;
    static constexpr auto potrf = &BLAS_potrf_batched_r64_gpu;
    static constexpr auto potrs = &BLAS_potrs_batched_r64_gpu;
    static constexpr auto posv = &BLAS_posv_batched_r64_gpu;
    static constexpr auto getri = &BLAS_getri_batched_r64_gpu;
    static constexpr auto geqrf = &BLAS_geqrf_batched_r64_gpu;
    static constexpr auto getrf_d = &BLAS_getrf_batched_r64_gpu_dinfo;
    static constexpr auto getrfnp_d = &BLAS_getrfnp_batched_r64_gpu_dinfo;
    static constexpr auto gesv_d = &BLAS_gesv_batched_r64_gpu_dinfo;
    static constexpr auto potrf_d = &BLAS_potrf_batched_r64_gpu_dinfo;
    static constexpr auto posv_d = &BLAS_posv_batched_r64_gpu_dinfo;
    static constexpr auto getri_d = &BLAS_getri_batched_r64_gpu_dinfo;
};
template <>
struct CApi<std::complex<float>> {
    static constexpr auto getrf = &BLAS_getrf_batched_c32_gpu;
    static constexpr auto getrfnp = &BLAS_getrfnp_batched_c32_gpu;
    static constexpr auto getrs = &BLAS_getrs_batched_c32_gpu;
    static constexpr auto gesv = &BLAS_gesv_batched_c32_gpu;
    static constexpr auto potrf = &BLAS_potrf_batched_c32_gpu;
    static constexpr auto potrs = &BLAS_potrs_batched_c32_gpu;
    static constexpr auto posv = &BLAS_posv_batched_c32_gpu;
    static constexpr auto getri = &BLAS_getri_batched_c32_gpu;
    static constexpr auto geqrf = &BLAS_geqrf_batched_c32_gpu;
    static constexpr auto getrf_d = &BLAS_getrf_batched_c32_gpu_dinfo;
    static constexpr auto getrfnp_d = &BLAS_getrfnp_batched_c32_gpu_dinfo;
    static constexpr auto gesv_d = &BLAS_gesv_batched_c32_gpu_dinfo;
    static constexpr auto potrf_d = &BLAS_potrf_batched_c32_gpu_dinfo;
    static constexpr auto posv_d = &BLAS_posv_batched_c32_gpu_dinfo;
    static constexpr auto getri_d = &BLAS_getri_batched_c32_gpu_dinfo;
};
template <>
struct CApi<std::complex<double>> {
    static constexpr auto getrf = &BLAS_getrf_batched_c64_gpu;
    static constexpr auto getrfnp = &BLAS_getrfnp_batched_c64_gpu;
    static constexpr auto getrs = &BLAS_getrs_batched_c64_gpu;
    static constexpr auto gesv = &BLAS_gesv_batched_c64_gpu;
    static constexpr auto potrf = &BLAS_potrf_batched_c64_gpu;
    static constexpr auto potrs = &BLAS_potrs_batched_c64_gpu;
    static constexpr auto posv = &BLAS_posv_batched_c64_gpu;
    static constexpr auto getri = &BLAS_getri_batched_c64_gpu;
    static constexpr auto geqrf = &BLAS_geqrf_batched_c64_gpu;
    static constexpr auto getrf_d = &BLAS_getrf_batched_c64_gpu_dinfo;
    static constexpr auto getrfnp_d = &BLAS_getrfnp_batched_c64_gpu_dinfo;
    static constexpr auto gesv_d = &BLAS_gesv_batched_c64_gpu_dinfo;
    static constexpr auto potrf_d = &BLAS_potrf_batched_c64_gpu_dinfo;
    static constexpr auto posv_d = &BLAS_posv_batched_c64_gpu_dinfo;
    static constexpr auto getri_d = &BLAS_getri_batched_c64_gpu_dinfo;
};

/** A C API queue, destroyed with the object. */
class CQueue {
public:
    CQueue() { cuda_ok(bblas_queue_create(&q_, 0) == 0 ? cudaSuccess : cudaErrorUnknown, "queue"); }
    ~CQueue() { bblas_queue_destroy(q_); }
    CQueue(CQueue const&) = delete;
    CQueue& operator=(CQueue const&) = delete;
    bblas_queue_t get() const { return q_; }

private:
    bblas_queue_t q_ = nullptr;
};

inline blas_layout_t c_of(Layout l)
{
    return static_cast<blas_layout_t>(static_cast<int>(l));
}
inline blas_trans_t c_of(Op o)
{
    return static_cast<blas_trans_t>(static_cast<int>(o));
}
inline blas_uplo_t c_of(Uplo u)
{
    return static_cast<blas_uplo_t>(static_cast<int>(u));
}

}  // namespace lapack
}  // namespace gpu_test
