// SPDX-License-Identifier: BSD-3-Clause
// GPU bindings of the batched LAPACK routines (getrf, getrs, gesv, potrf, potrs, posv, getri,
// geqrf): the strided and pointer forms of lapack.cc with device addresses. Arguments are checked
// on the host before anything is launched (Error); the routines with numerical codes write them
// into the device array `info` (the overloads with device codes), so no call waits for the GPU.
#include "bind_cuda.hh"

namespace batchblas::python::gpu {

template <typename T>
void def_lapack(nb::module_& m)
{
    m.def(name<T>("getrf", "strided").c_str(),
          [](int dev, uintptr_t stream, int layout, I64 const& M, I64 const& N, uintptr_t A,
             I64 const& lda, int64_t sA, uintptr_t ipiv, int64_t sIpiv, size_t count,
             uintptr_t info) {
              on_queue(dev, stream, [&](Queue& q) {
                  getrf(layout_of(layout), M, N, at<T>(A), lda, sA, at<int64_t>(ipiv), sIpiv,
                        count, at<int64_t>(info), q);
              });
          });
    m.def(name<T>("getrf", "ptrs").c_str(),
          [](int dev, uintptr_t stream, int layout, I64 const& M, I64 const& N, Addrs const& A,
             I64 const& lda, Addrs const& ipiv, size_t count, uintptr_t info) {
              on_queue(dev, stream, [&](Queue& q) {
                  getrf(layout_of(layout), M, N, pointers<T>(A), lda, pointers<int64_t>(ipiv),
                        count, at<int64_t>(info), q);
              });
          });

    m.def(name<T>("getrs", "strided").c_str(),
          [](int dev, uintptr_t stream, int layout, Codes const& trans, I64 const& N,
             I64 const& nrhs, uintptr_t A, I64 const& lda, int64_t sA, uintptr_t ipiv,
             int64_t sIpiv, uintptr_t B, I64 const& ldb, int64_t sB, size_t count) {
              I64 info = info_for(count);
              on_queue(dev, stream, [&](Queue& q) {
                  getrs(layout_of(layout), options<Op>(trans), N, nrhs, at<T const>(A), lda, sA,
                        at<int64_t const>(ipiv), sIpiv, at<T>(B), ldb, sB, count, info, q);
              });
          });
    m.def(name<T>("getrs", "ptrs").c_str(),
          [](int dev, uintptr_t stream, int layout, Codes const& trans, I64 const& N,
             I64 const& nrhs, Addrs const& A, I64 const& lda, Addrs const& ipiv, Addrs const& B,
             I64 const& ldb, size_t count) {
              I64 info = info_for(count);
              on_queue(dev, stream, [&](Queue& q) {
                  getrs(layout_of(layout), options<Op>(trans), N, nrhs, pointers<T>(A), lda,
                        pointers<int64_t>(ipiv), pointers<T>(B), ldb, count, info, q);
              });
          });

    m.def(name<T>("gesv", "strided").c_str(),
          [](int dev, uintptr_t stream, int layout, I64 const& N, I64 const& nrhs, uintptr_t A,
             I64 const& lda, int64_t sA, uintptr_t ipiv, int64_t sIpiv, uintptr_t B,
             I64 const& ldb, int64_t sB, size_t count, uintptr_t info) {
              on_queue(dev, stream, [&](Queue& q) {
                  gesv(layout_of(layout), N, nrhs, at<T>(A), lda, sA, at<int64_t>(ipiv), sIpiv,
                       at<T>(B), ldb, sB, count, at<int64_t>(info), q);
              });
          });
    m.def(name<T>("gesv", "ptrs").c_str(),
          [](int dev, uintptr_t stream, int layout, I64 const& N, I64 const& nrhs, Addrs const& A,
             I64 const& lda, Addrs const& ipiv, Addrs const& B, I64 const& ldb, size_t count,
             uintptr_t info) {
              on_queue(dev, stream, [&](Queue& q) {
                  gesv(layout_of(layout), N, nrhs, pointers<T>(A), lda, pointers<int64_t>(ipiv),
                       pointers<T>(B), ldb, count, at<int64_t>(info), q);
              });
          });

    m.def(name<T>("potrf", "strided").c_str(),
          [](int dev, uintptr_t stream, int layout, Codes const& uplo, I64 const& N, uintptr_t A,
             I64 const& lda, int64_t sA, size_t count, uintptr_t info) {
              on_queue(dev, stream, [&](Queue& q) {
                  potrf(layout_of(layout), options<Uplo>(uplo), N, at<T>(A), lda, sA, count,
                        at<int64_t>(info), q);
              });
          });
    m.def(name<T>("potrf", "ptrs").c_str(),
          [](int dev, uintptr_t stream, int layout, Codes const& uplo, I64 const& N,
             Addrs const& A, I64 const& lda, size_t count, uintptr_t info) {
              on_queue(dev, stream, [&](Queue& q) {
                  potrf(layout_of(layout), options<Uplo>(uplo), N, pointers<T>(A), lda, count,
                        at<int64_t>(info), q);
              });
          });

    m.def(name<T>("potrs", "strided").c_str(),
          [](int dev, uintptr_t stream, int layout, Codes const& uplo, I64 const& N,
             I64 const& nrhs, uintptr_t A, I64 const& lda, int64_t sA, uintptr_t B,
             I64 const& ldb, int64_t sB, size_t count) {
              I64 info = info_for(count);
              on_queue(dev, stream, [&](Queue& q) {
                  potrs(layout_of(layout), options<Uplo>(uplo), N, nrhs, at<T const>(A), lda, sA,
                        at<T>(B), ldb, sB, count, info, q);
              });
          });
    m.def(name<T>("potrs", "ptrs").c_str(),
          [](int dev, uintptr_t stream, int layout, Codes const& uplo, I64 const& N,
             I64 const& nrhs, Addrs const& A, I64 const& lda, Addrs const& B, I64 const& ldb,
             size_t count) {
              I64 info = info_for(count);
              on_queue(dev, stream, [&](Queue& q) {
                  potrs(layout_of(layout), options<Uplo>(uplo), N, nrhs, pointers<T>(A), lda,
                        pointers<T>(B), ldb, count, info, q);
              });
          });

    m.def(name<T>("posv", "strided").c_str(),
          [](int dev, uintptr_t stream, int layout, Codes const& uplo, I64 const& N,
             I64 const& nrhs, uintptr_t A, I64 const& lda, int64_t sA, uintptr_t B,
             I64 const& ldb, int64_t sB, size_t count, uintptr_t info) {
              on_queue(dev, stream, [&](Queue& q) {
                  posv(layout_of(layout), options<Uplo>(uplo), N, nrhs, at<T>(A), lda, sA,
                       at<T>(B), ldb, sB, count, at<int64_t>(info), q);
              });
          });
    m.def(name<T>("posv", "ptrs").c_str(),
          [](int dev, uintptr_t stream, int layout, Codes const& uplo, I64 const& N,
             I64 const& nrhs, Addrs const& A, I64 const& lda, Addrs const& B, I64 const& ldb,
             size_t count, uintptr_t info) {
              on_queue(dev, stream, [&](Queue& q) {
                  posv(layout_of(layout), options<Uplo>(uplo), N, nrhs, pointers<T>(A), lda,
                       pointers<T>(B), ldb, count, at<int64_t>(info), q);
              });
          });

    m.def(name<T>("getri", "strided").c_str(),
          [](int dev, uintptr_t stream, int layout, I64 const& N, uintptr_t A, I64 const& lda,
             int64_t sA, uintptr_t ipiv, int64_t sIpiv, uintptr_t C, I64 const& ldc, int64_t sC,
             size_t count, uintptr_t info) {
              on_queue(dev, stream, [&](Queue& q) {
                  getri(layout_of(layout), N, at<T const>(A), lda, sA, at<int64_t const>(ipiv),
                        sIpiv, at<T>(C), ldc, sC, count, at<int64_t>(info), q);
              });
          });
    m.def(name<T>("getri", "ptrs").c_str(),
          [](int dev, uintptr_t stream, int layout, I64 const& N, Addrs const& A, I64 const& lda,
             Addrs const& ipiv, Addrs const& C, I64 const& ldc, size_t count, uintptr_t info) {
              on_queue(dev, stream, [&](Queue& q) {
                  getri(layout_of(layout), N, pointers<T>(A), lda, pointers<int64_t>(ipiv),
                        pointers<T>(C), ldc, count, at<int64_t>(info), q);
              });
          });

    m.def(name<T>("geqrf", "strided").c_str(),
          [](int dev, uintptr_t stream, int layout, I64 const& M, I64 const& N, uintptr_t A,
             I64 const& lda, int64_t sA, uintptr_t tau, int64_t sTau, size_t count) {
              I64 info = info_for(count);
              on_queue(dev, stream, [&](Queue& q) {
                  geqrf(layout_of(layout), M, N, at<T>(A), lda, sA, at<T>(tau), sTau, count, info,
                        q);
              });
          });
    m.def(name<T>("geqrf", "ptrs").c_str(),
          [](int dev, uintptr_t stream, int layout, I64 const& M, I64 const& N, Addrs const& A,
             I64 const& lda, Addrs const& tau, size_t count) {
              I64 info = info_for(count);
              on_queue(dev, stream, [&](Queue& q) {
                  geqrf(layout_of(layout), M, N, pointers<T>(A), lda, pointers<T>(tau), count,
                        info, q);
              });
          });
}

template void def_lapack<float>(nb::module_&);
template void def_lapack<double>(nb::module_&);
template void def_lapack<std::complex<float>>(nb::module_&);
template void def_lapack<std::complex<double>>(nb::module_&);

}  // namespace batchblas::python::gpu
