// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CUDA backend's entry point for device-described batches (the vbatched forms): options and
 * scalars shared by every problem, sizes, leading dimensions and pointers in device memory, the
 * maxima given by the host. The front end (api/cuda/vbatched.cc) checks what the host holds;
 * the launcher checks each problem on the device when info is given.
 */
#pragma once

#include <batchblas/cuda.hh>

#include <cstddef>
#include <cstdint>

#include "cuda/device/problem.hh"

namespace batchblas::cuda {

/**
 * One device-described call. Field use by routine as in Params (cuda/device/problem.hh): trmm
 * and trsm take their in-out matrix B in the C slot with ldb in ldc; herk's and her2k's real
 * scalars arrive as T with a zero imaginary part. Null where the routine has no such argument.
 */
template <typename T>
struct DeviceDescribed {
    Routine routine = Routine::Gemm;
    char const* name = "gemm";
    Layout layout = Layout::ColMajor;
    Op transA = Op::NoTrans, transB = Op::NoTrans;
    Side side = Side::Left;
    Uplo uplo = Uplo::Lower;
    Diag diag = Diag::NonUnit;
    T alpha = T(1), beta = T(0);
    int64_t const *m = nullptr, *n = nullptr, *k = nullptr;
    int64_t const *lda = nullptr, *ldb = nullptr, *ldc = nullptr;
    void const* const* A = nullptr;
    void const* const* B = nullptr;
    void* const* C = nullptr;
    int64_t max_m = 0, max_n = 0, max_k = 0;
    size_t batch_count = 0;
    int64_t* info = nullptr;  ///< device array of batch_count codes, or null (no device checks)
};

/** Enqueues the batch: a pack kernel (reads, checks and buckets every problem), then one launch
 *  per size bucket; nothing waits on the host. Throws Error for a batch beyond the kernels'
 *  32-bit problem index. */
template <typename T>
void launch(DeviceDescribed<T> const& batch, Queue& queue);

}  // namespace batchblas::cuda
