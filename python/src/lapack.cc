// SPDX-License-Identifier: BSD-3-Clause
// Bindings of the batched LAPACK routines (getrf, getrs, gesv, potrf, potrs, posv, getri,
// geqrf): strided and pointer forms returning the per-problem codes as an int64 NumPy array
// (argument errors throw Error before anything is computed; numerical codes are returned).
#include "bind.hh"

namespace batchblas::python {

template <typename T>
void def_lapack(nb::module_& m)
{
    m.def(name<T>("getrf", "strided").c_str(),
          [](int layout, I64 const& M, I64 const& N, Address A, I64 const& lda, int64_t sA,
             Address ipiv, int64_t sIpiv, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  getrf(layout_of(layout), M, N, at<T>(A), lda, sA, at<int64_t>(ipiv), sIpiv,
                        count, info);
              });
              return to_numpy(std::move(info));
          });
    m.def(name<T>("getrf", "ptrs").c_str(),
          [](int layout, I64 const& M, I64 const& N, Addrs const& A, I64 const& lda,
             Addrs const& ipiv, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  getrf(layout_of(layout), M, N, pointers<T>(A), lda, pointers<int64_t>(ipiv),
                        count, info);
              });
              return to_numpy(std::move(info));
          });

    m.def(name<T>("getrs", "strided").c_str(),
          [](int layout, Codes const& trans, I64 const& N, I64 const& nrhs, Address A,
             I64 const& lda, int64_t sA, Address ipiv, int64_t sIpiv, Address B,
             I64 const& ldb, int64_t sB, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  getrs(layout_of(layout), options<Op>(trans), N, nrhs, at<T const>(A), lda, sA,
                        at<int64_t const>(ipiv), sIpiv, at<T>(B), ldb, sB, count, info);
              });
              return to_numpy(std::move(info));
          });
    m.def(name<T>("getrs", "ptrs").c_str(),
          [](int layout, Codes const& trans, I64 const& N, I64 const& nrhs, Addrs const& A,
             I64 const& lda, Addrs const& ipiv, Addrs const& B, I64 const& ldb, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  getrs(layout_of(layout), options<Op>(trans), N, nrhs, pointers<T>(A), lda,
                        pointers<int64_t>(ipiv), pointers<T>(B), ldb, count, info);
              });
              return to_numpy(std::move(info));
          });

    m.def(name<T>("gesv", "strided").c_str(),
          [](int layout, I64 const& N, I64 const& nrhs, Address A, I64 const& lda, int64_t sA,
             Address ipiv, int64_t sIpiv, Address B, I64 const& ldb, int64_t sB,
             size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  gesv(layout_of(layout), N, nrhs, at<T>(A), lda, sA, at<int64_t>(ipiv), sIpiv,
                       at<T>(B), ldb, sB, count, info);
              });
              return to_numpy(std::move(info));
          });
    m.def(name<T>("gesv", "ptrs").c_str(),
          [](int layout, I64 const& N, I64 const& nrhs, Addrs const& A, I64 const& lda,
             Addrs const& ipiv, Addrs const& B, I64 const& ldb, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  gesv(layout_of(layout), N, nrhs, pointers<T>(A), lda, pointers<int64_t>(ipiv),
                       pointers<T>(B), ldb, count, info);
              });
              return to_numpy(std::move(info));
          });

    m.def(name<T>("potrf", "strided").c_str(),
          [](int layout, Codes const& uplo, I64 const& N, Address A, I64 const& lda,
             int64_t sA, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  potrf(layout_of(layout), options<Uplo>(uplo), N, at<T>(A), lda, sA, count,
                        info);
              });
              return to_numpy(std::move(info));
          });
    m.def(name<T>("potrf", "ptrs").c_str(),
          [](int layout, Codes const& uplo, I64 const& N, Addrs const& A, I64 const& lda,
             size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  potrf(layout_of(layout), options<Uplo>(uplo), N, pointers<T>(A), lda, count,
                        info);
              });
              return to_numpy(std::move(info));
          });

    m.def(name<T>("potrs", "strided").c_str(),
          [](int layout, Codes const& uplo, I64 const& N, I64 const& nrhs, Address A,
             I64 const& lda, int64_t sA, Address B, I64 const& ldb, int64_t sB, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  potrs(layout_of(layout), options<Uplo>(uplo), N, nrhs, at<T const>(A), lda, sA,
                        at<T>(B), ldb, sB, count, info);
              });
              return to_numpy(std::move(info));
          });
    m.def(name<T>("potrs", "ptrs").c_str(),
          [](int layout, Codes const& uplo, I64 const& N, I64 const& nrhs, Addrs const& A,
             I64 const& lda, Addrs const& B, I64 const& ldb, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  potrs(layout_of(layout), options<Uplo>(uplo), N, nrhs, pointers<T>(A), lda,
                        pointers<T>(B), ldb, count, info);
              });
              return to_numpy(std::move(info));
          });

    m.def(name<T>("posv", "strided").c_str(),
          [](int layout, Codes const& uplo, I64 const& N, I64 const& nrhs, Address A,
             I64 const& lda, int64_t sA, Address B, I64 const& ldb, int64_t sB, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  posv(layout_of(layout), options<Uplo>(uplo), N, nrhs, at<T>(A), lda, sA,
                       at<T>(B), ldb, sB, count, info);
              });
              return to_numpy(std::move(info));
          });
    m.def(name<T>("posv", "ptrs").c_str(),
          [](int layout, Codes const& uplo, I64 const& N, I64 const& nrhs, Addrs const& A,
             I64 const& lda, Addrs const& B, I64 const& ldb, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  posv(layout_of(layout), options<Uplo>(uplo), N, nrhs, pointers<T>(A), lda,
                       pointers<T>(B), ldb, count, info);
              });
              return to_numpy(std::move(info));
          });

    m.def(name<T>("getri", "strided").c_str(),
          [](int layout, I64 const& N, Address A, I64 const& lda, int64_t sA, Address ipiv,
             int64_t sIpiv, Address C, I64 const& ldc, int64_t sC, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  getri(layout_of(layout), N, at<T const>(A), lda, sA, at<int64_t const>(ipiv),
                        sIpiv, at<T>(C), ldc, sC, count, info);
              });
              return to_numpy(std::move(info));
          });
    m.def(name<T>("getri", "ptrs").c_str(),
          [](int layout, I64 const& N, Addrs const& A, I64 const& lda, Addrs const& ipiv,
             Addrs const& C, I64 const& ldc, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  getri(layout_of(layout), N, pointers<T>(A), lda, pointers<int64_t>(ipiv),
                        pointers<T>(C), ldc, count, info);
              });
              return to_numpy(std::move(info));
          });

    m.def(name<T>("geqrf", "strided").c_str(),
          [](int layout, I64 const& M, I64 const& N, Address A, I64 const& lda, int64_t sA,
             Address tau, int64_t sTau, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  geqrf(layout_of(layout), M, N, at<T>(A), lda, sA, at<T>(tau), sTau, count,
                        info);
              });
              return to_numpy(std::move(info));
          });
    m.def(name<T>("geqrf", "ptrs").c_str(),
          [](int layout, I64 const& M, I64 const& N, Addrs const& A, I64 const& lda,
             Addrs const& tau, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  geqrf(layout_of(layout), M, N, pointers<T>(A), lda, pointers<T>(tau), count,
                        info);
              });
              return to_numpy(std::move(info));
          });
}

template void def_lapack<float>(nb::module_&);
template void def_lapack<double>(nb::module_&);
template void def_lapack<std::complex<float>>(nb::module_&);
template void def_lapack<std::complex<double>>(nb::module_&);

}  // namespace batchblas::python
