// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CUDA backend's entry points for device-described batches (the vbatched forms), Level 3 and
 * LAPACK (getrf, getrfnp, getrs, gesv, potrf, potrs, posv, getri, geqrf): options and scalars
 * shared by every problem, sizes, leading dimensions and pointers in device memory, the maxima
 * given by the host. The front end (api/cuda/vbatched.cc) checks what the host holds; the
 * launchers check each problem on the device when info is given (LAPACK: computing nothing when
 * any is invalid). Nothing waits on the host.
 */
#pragma once

#include <batchblas/cuda.hh>

#include <cstddef>
#include <cstdint>

#include "cuda/device/lapack_problem.hh"
#include "cuda/device/problem.hh"

namespace batchblas::cuda {

// ------------------------------------------------------------------------------------------------
// Level 3

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

// ------------------------------------------------------------------------------------------------
// LAPACK

/**
 * One device-described LAPACK call. Field use by routine:
 *   getrf, getrfnp, geqrf: m, n, A, lda (+ ipiv for getrf, tau in B for geqrf);
 *   getrs (option = trans), gesv, potrs and posv (option = uplo): n, nrhs, A, lda, B, ldb
 *   (+ ipiv for getrs and gesv); potrf (option = uplo): n, A, lda;
 *   getri: n, A, lda, ipiv, and the inverse C in the B slot (ldb = ldc).
 * Null where the routine has no such argument. `positions` are the C signature's argument
 * positions (core::<Routine>Problems), so that an invalid argument found on the device is
 * reported as the C API's ReportAll reports it (-position); 0 for an argument the routine lacks.
 */
template <typename T>
struct DeviceDescribedLapack {
    LapackRoutine routine = LapackRoutine::Getrf;
    char const* name = "getrf";
    Layout layout = Layout::ColMajor;
    int option = 0;  ///< trans (Op) for getrs, uplo (Uplo) for the Cholesky routines
    int64_t const *m = nullptr, *n = nullptr, *nrhs = nullptr;
    int64_t const *lda = nullptr, *ldb = nullptr;
    T* const* A = nullptr;  ///< read only for getrs, potrs and getri
    T* const* B = nullptr;
    int64_t* const* ipiv = nullptr;  ///< read only for getrs and getri
    int64_t max_m = 0, max_n = 0, max_nrhs = 0;
    size_t batch_count = 0;
    int64_t* info = nullptr;  ///< device array of batch_count codes, or null (no checks, no codes)
    /// The sizes were checked before (a blocked factorization's steps): codes go to info
    /// without the device checks.
    bool checked = false;
    LapackPositions positions{};
};

/** Enqueues the batch. Throws Error for a batch beyond the kernels' 32-bit problem index or
 *  sizes beyond their int range. */
template <typename T>
void launch(DeviceDescribedLapack<T> const& batch, Queue& queue);

}  // namespace batchblas::cuda
