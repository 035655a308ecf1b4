// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/cuda.hh
 * The batchblas CUDA backend, C++ API: a Queue (device, stream, workspace) and the Level 3
 * routines on the GPU.
 *
 * Link batchblas::cuda (libbatchblas_cuda); it is built with -DBATCHBLAS_ENABLE_CUDA=ON.
 *
 * Host-described batches: every routine of batchblas.hh has a GPU overload with the same
 * arguments (flat, group and strided forms) plus a trailing `Queue&`. Options, sizes, scalars
 * and leading dimensions are host std::vectors (1 value, or one per problem / per group, as on
 * the CPU); matrix pointers (pointer vectors, or the strided form's base pointers) are DEVICE
 * pointers. `info` works as on the CPU: size 0 checks nothing, size 1, batch_count or (group
 * forms) group_count checks every problem on the host before anything is launched and throws batchblas::Error on an
 * invalid argument (nothing is computed then). The call is asynchronous on queue.stream():
 * it returns once the work is enqueued; the host vectors may be reused at once.
 *
 * Device-described batches (namespace vbatched, MAGMA's "vbatched" style): per-problem sizes
 * and leading dimensions, and the pointer arrays, live in device memory; options and scalars are
 * one host value for all problems, and the caller gives the largest size of each dimension so
 * that the launch needs no host synchronisation. `info` is a device array of batch_count codes
 * (same codes as the C API's ReportAll, plus a size above its maximum reported as invalid), or
 * null for no checks; when any problem is invalid nothing is computed. Invalid host-side options
 * throw batchblas::Error.
 *
 * Every call is graph-capturable (cudaStreamBeginCapture on queue.stream()): nothing is
 * allocated or synchronised while capturing; see Queue::reserve_for_capture. Errors of the CUDA
 * runtime (failed launch, out of memory) throw batchblas::Error naming the call, file and line.
 */
#pragma once

#include <cuda_runtime_api.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "batchblas.hh"

namespace batchblas {

namespace cuda {
class Workspace;
}

/**
 * Where GPU calls run: a device, a stream on it and the workspace that carries each call's
 * problem list to the device. Not thread-safe: one host thread issues calls on a queue at a time.
 */
class BBLAS_API Queue {
public:
    /** A queue on `device` with a stream of its own (non-blocking, destroyed with the queue). */
    explicit Queue(int device = 0);
    /** A queue on `device` using the caller's stream (which must belong to that device). */
    Queue(int device, cudaStream_t stream);
    /** Waits for the queue's work, then frees its workspace (and its stream if it owns it). */
    ~Queue();
    Queue(Queue const&) = delete;
    Queue& operator=(Queue const&) = delete;

    /** Blocks until every call issued on the queue has finished. */
    void sync();
    cudaStream_t stream() const { return stream_; }
    int device() const { return device_; }

    /**
     * Calls captured into a CUDA graph keep their problem lists in a capture workspace (1 MiB by
     * default) for as long as the graph may be replayed. Grows it to `bytes`, outside capture;
     * a captured call needs about 40 bytes per problem plus one parameter record (<= 96 bytes)
     * per distinct parameter set; a vbatched call one parameter record per problem and 16 bytes,
     * plus 16 bytes per problem where it sorts its problems into two launches: double or float
     * gemm with max(max_m, max_n) above 64 / 96, and trsm whose largest triangle (max_m for
     * Side::Left, max_n for Side::Right) has 3..64 rows (3..32 for complex double; docs/cuda.md).
     */
    void reserve_for_capture(size_t bytes);
    /** Makes the capture workspace reusable: call once no graph captured on the queue exists. */
    void release_capture_workspace();

    /** The workspace, for the library's launchers. */
    cuda::Workspace& workspace() { return *workspace_; }

private:
    int device_;
    cudaStream_t stream_;
    bool owns_stream_;
    std::unique_ptr<cuda::Workspace> workspace_;
};

// ------------------------------------------------------------------------------------------------
// Host-described batches: the overloads of batchblas.hh with a trailing Queue&.

template <typename T>
BBLAS_API void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<T*> const& B, std::vector<int64_t> const& ldb,
                    std::vector<same_t<T>> const& beta, std::vector<T*> const& C,
                    std::vector<int64_t> const& ldc, size_t batch_count, std::vector<int64_t>& info,
                    Queue& queue);

template <typename T>
BBLAS_API void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha,
                    std::vector<T*> const& A, std::vector<int64_t> const& lda,
                    std::vector<T*> const& B, std::vector<int64_t> const& ldb,
                    std::vector<same_t<T>> const& beta, std::vector<T*> const& C,
                    std::vector<int64_t> const& ldc, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void gemm(Layout layout, std::vector<Op> const& transA, std::vector<Op> const& transB,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<int64_t> const& k, std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T const* B,
                    std::vector<int64_t> const& ldb, int64_t strideB,
                    std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                    int64_t strideC, size_t batch_count, std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                    std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info,
                    Queue& queue);

template <typename T>
BBLAS_API void symm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T const* B,
                    std::vector<int64_t> const& ldb, int64_t strideB,
                    std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                    int64_t strideC, size_t batch_count, std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                    std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info,
                    Queue& queue);

template <typename T>
BBLAS_API void hemm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T const* B,
                    std::vector<int64_t> const& ldb, int64_t strideB,
                    std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                    int64_t strideC, size_t batch_count, std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                    std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<same_t<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info,
                    Queue& queue);

template <typename T>
BBLAS_API void syrk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA,
                    std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                    int64_t strideC, size_t batch_count, std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<real_type<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<real_type<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                    std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<real_type<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<real_type<T>> const& beta,
                    std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                    std::vector<size_t> const& group_sizes, std::vector<int64_t>& info,
                    Queue& queue);

template <typename T>
BBLAS_API void herk(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                    std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                    std::vector<real_type<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA,
                    std::vector<real_type<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                    int64_t strideC, size_t batch_count, std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                     std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, std::vector<same_t<T>> const& beta,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                     std::vector<size_t> const& group_sizes, std::vector<int64_t>& info,
                     Queue& queue);

template <typename T>
BBLAS_API void syr2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, T const* A,
                     std::vector<int64_t> const& lda, int64_t strideA, T const* B,
                     std::vector<int64_t> const& ldb, int64_t strideB,
                     std::vector<same_t<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                     int64_t strideC, size_t batch_count, std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, std::vector<real_type<T>> const& beta,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc, size_t batch_count,
                     std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                     std::vector<int64_t> const& lda, std::vector<T*> const& B,
                     std::vector<int64_t> const& ldb, std::vector<real_type<T>> const& beta,
                     std::vector<T*> const& C, std::vector<int64_t> const& ldc,
                     std::vector<size_t> const& group_sizes, std::vector<int64_t>& info,
                     Queue& queue);

template <typename T>
BBLAS_API void her2k(Layout layout, std::vector<Uplo> const& uplo, std::vector<Op> const& trans,
                     std::vector<int64_t> const& n, std::vector<int64_t> const& k,
                     std::vector<same_t<T>> const& alpha, T const* A,
                     std::vector<int64_t> const& lda, int64_t strideA, T const* B,
                     std::vector<int64_t> const& ldb, int64_t strideB,
                     std::vector<real_type<T>> const& beta, T* C, std::vector<int64_t> const& ldc,
                     int64_t strideC, size_t batch_count, std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
                    Queue& queue);

template <typename T>
BBLAS_API void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void trmm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T* B,
                    std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
                    std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, size_t batch_count, std::vector<int64_t>& info,
                    Queue& queue);

template <typename T>
BBLAS_API void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, std::vector<T*> const& A,
                    std::vector<int64_t> const& lda, std::vector<T*> const& B,
                    std::vector<int64_t> const& ldb, std::vector<size_t> const& group_sizes,
                    std::vector<int64_t>& info, Queue& queue);

template <typename T>
BBLAS_API void trsm(Layout layout, std::vector<Side> const& side, std::vector<Uplo> const& uplo,
                    std::vector<Op> const& trans, std::vector<Diag> const& diag,
                    std::vector<int64_t> const& m, std::vector<int64_t> const& n,
                    std::vector<same_t<T>> const& alpha, T const* A,
                    std::vector<int64_t> const& lda, int64_t strideA, T* B,
                    std::vector<int64_t> const& ldb, int64_t strideB, size_t batch_count,
                    std::vector<int64_t>& info, Queue& queue);

// ------------------------------------------------------------------------------------------------
// Device-described batches. Arrays named m, n, k, lda, ldb, ldc, A, B, C are device arrays of
// batch_count entries; max_* bound the corresponding sizes; info is a device array or null.
namespace vbatched {

template <typename T>
BBLAS_API void gemm(Layout layout, Op transA, Op transB, int64_t const* m, int64_t const* n,
                    int64_t const* k, int64_t max_m, int64_t max_n, int64_t max_k, same_t<T> alpha,
                    T const* const* A, int64_t const* lda, T const* const* B, int64_t const* ldb,
                    same_t<T> beta, T* const* C, int64_t const* ldc, size_t batch_count,
                    int64_t* info, Queue& queue);

template <typename T>
BBLAS_API void symm(Layout layout, Side side, Uplo uplo, int64_t const* m, int64_t const* n,
                    int64_t max_m, int64_t max_n, same_t<T> alpha, T const* const* A,
                    int64_t const* lda, T const* const* B, int64_t const* ldb, same_t<T> beta,
                    T* const* C, int64_t const* ldc, size_t batch_count, int64_t* info,
                    Queue& queue);

template <typename T>
BBLAS_API void hemm(Layout layout, Side side, Uplo uplo, int64_t const* m, int64_t const* n,
                    int64_t max_m, int64_t max_n, same_t<T> alpha, T const* const* A,
                    int64_t const* lda, T const* const* B, int64_t const* ldb, same_t<T> beta,
                    T* const* C, int64_t const* ldc, size_t batch_count, int64_t* info,
                    Queue& queue);

template <typename T>
BBLAS_API void syrk(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k,
                    int64_t max_n, int64_t max_k, same_t<T> alpha, T const* const* A,
                    int64_t const* lda, same_t<T> beta, T* const* C, int64_t const* ldc,
                    size_t batch_count, int64_t* info, Queue& queue);

template <typename T>
BBLAS_API void herk(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k,
                    int64_t max_n, int64_t max_k, real_type<T> alpha, T const* const* A,
                    int64_t const* lda, real_type<T> beta, T* const* C, int64_t const* ldc,
                    size_t batch_count, int64_t* info, Queue& queue);

template <typename T>
BBLAS_API void syr2k(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k,
                     int64_t max_n, int64_t max_k, same_t<T> alpha, T const* const* A,
                     int64_t const* lda, T const* const* B, int64_t const* ldb, same_t<T> beta,
                     T* const* C, int64_t const* ldc, size_t batch_count, int64_t* info,
                     Queue& queue);

template <typename T>
BBLAS_API void her2k(Layout layout, Uplo uplo, Op trans, int64_t const* n, int64_t const* k,
                     int64_t max_n, int64_t max_k, same_t<T> alpha, T const* const* A,
                     int64_t const* lda, T const* const* B, int64_t const* ldb, real_type<T> beta,
                     T* const* C, int64_t const* ldc, size_t batch_count, int64_t* info,
                     Queue& queue);

template <typename T>
BBLAS_API void trmm(Layout layout, Side side, Uplo uplo, Op trans, Diag diag, int64_t const* m,
                    int64_t const* n, int64_t max_m, int64_t max_n, same_t<T> alpha,
                    T const* const* A, int64_t const* lda, T* const* B, int64_t const* ldb,
                    size_t batch_count, int64_t* info, Queue& queue);

template <typename T>
BBLAS_API void trsm(Layout layout, Side side, Uplo uplo, Op trans, Diag diag, int64_t const* m,
                    int64_t const* n, int64_t max_m, int64_t max_n, same_t<T> alpha,
                    T const* const* A, int64_t const* lda, T* const* B, int64_t const* ldb,
                    size_t batch_count, int64_t* info, Queue& queue);

}  // namespace vbatched

}  // namespace batchblas

// LAPACK on the GPU: getrf, getrfnp, getrs, gesv, potrf, potrs, posv, getri, geqrf.
#include "batchblas/cuda_lapack.hh"
