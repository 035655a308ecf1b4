// SPDX-License-Identifier: BSD-3-Clause
// Bindings of the Level 2 routines (gemv, symv, hemv, trmv, trsv, ger, geru, gerc): strided and
// pointer forms, forwarded to the C++ API with per-problem info (bind.hh).
#include "bind.hh"

namespace batchblas::python {

template <typename T>
void def_level2(nb::module_& m)
{
    using V = std::vector<T>;

    m.def(name<T>("gemv", "strided").c_str(),
          [](int layout, Codes const& trans, I64 const& M, I64 const& N, V const& alpha,
             Address A, I64 const& lda, int64_t sA, Address x, I64 const& incx, int64_t sx,
             V const& beta, Address y, I64 const& incy, int64_t sy, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  gemv(layout_of(layout), options<Op>(trans), M, N, alpha, at<T const>(A), lda,
                       sA, at<T const>(x), incx, sx, beta, at<T>(y), incy, sy, count, info);
              });
          });
    m.def(name<T>("gemv", "ptrs").c_str(),
          [](int layout, Codes const& trans, I64 const& M, I64 const& N, V const& alpha,
             Addrs const& A, I64 const& lda, Addrs const& x, I64 const& incx, V const& beta,
             Addrs const& y, I64 const& incy, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  gemv(layout_of(layout), options<Op>(trans), M, N, alpha, pointers<T>(A), lda,
                       pointers<T>(x), incx, beta, pointers<T>(y), incy, count, info);
              });
          });

    // symv and hemv share their argument list.
    m.def(name<T>("symv", "strided").c_str(),
          [](int layout, Codes const& uplo, I64 const& N, V const& alpha, Address A,
             I64 const& lda, int64_t sA, Address x, I64 const& incx, int64_t sx, V const& beta,
             Address y, I64 const& incy, int64_t sy, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  symv(layout_of(layout), options<Uplo>(uplo), N, alpha, at<T const>(A), lda, sA,
                       at<T const>(x), incx, sx, beta, at<T>(y), incy, sy, count, info);
              });
          });
    m.def(name<T>("symv", "ptrs").c_str(),
          [](int layout, Codes const& uplo, I64 const& N, V const& alpha, Addrs const& A,
             I64 const& lda, Addrs const& x, I64 const& incx, V const& beta, Addrs const& y,
             I64 const& incy, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  symv(layout_of(layout), options<Uplo>(uplo), N, alpha, pointers<T>(A), lda,
                       pointers<T>(x), incx, beta, pointers<T>(y), incy, count, info);
              });
          });
    m.def(name<T>("hemv", "strided").c_str(),
          [](int layout, Codes const& uplo, I64 const& N, V const& alpha, Address A,
             I64 const& lda, int64_t sA, Address x, I64 const& incx, int64_t sx, V const& beta,
             Address y, I64 const& incy, int64_t sy, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  hemv(layout_of(layout), options<Uplo>(uplo), N, alpha, at<T const>(A), lda, sA,
                       at<T const>(x), incx, sx, beta, at<T>(y), incy, sy, count, info);
              });
          });
    m.def(name<T>("hemv", "ptrs").c_str(),
          [](int layout, Codes const& uplo, I64 const& N, V const& alpha, Addrs const& A,
             I64 const& lda, Addrs const& x, I64 const& incx, V const& beta, Addrs const& y,
             I64 const& incy, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  hemv(layout_of(layout), options<Uplo>(uplo), N, alpha, pointers<T>(A), lda,
                       pointers<T>(x), incx, beta, pointers<T>(y), incy, count, info);
              });
          });

    // trmv and trsv share their argument list; x is overwritten.
    m.def(name<T>("trmv", "strided").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, Codes const& diag, I64 const& N,
             Address A, I64 const& lda, int64_t sA, Address x, I64 const& incx, int64_t sx,
             size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  trmv(layout_of(layout), options<Uplo>(uplo), options<Op>(trans),
                       options<Diag>(diag), N, at<T const>(A), lda, sA, at<T>(x), incx, sx, count,
                       info);
              });
          });
    m.def(name<T>("trmv", "ptrs").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, Codes const& diag, I64 const& N,
             Addrs const& A, I64 const& lda, Addrs const& x, I64 const& incx, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  trmv(layout_of(layout), options<Uplo>(uplo), options<Op>(trans),
                       options<Diag>(diag), N, pointers<T>(A), lda, pointers<T>(x), incx, count,
                       info);
              });
          });
    m.def(name<T>("trsv", "strided").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, Codes const& diag, I64 const& N,
             Address A, I64 const& lda, int64_t sA, Address x, I64 const& incx, int64_t sx,
             size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  trsv(layout_of(layout), options<Uplo>(uplo), options<Op>(trans),
                       options<Diag>(diag), N, at<T const>(A), lda, sA, at<T>(x), incx, sx, count,
                       info);
              });
          });
    m.def(name<T>("trsv", "ptrs").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, Codes const& diag, I64 const& N,
             Addrs const& A, I64 const& lda, Addrs const& x, I64 const& incx, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  trsv(layout_of(layout), options<Uplo>(uplo), options<Op>(trans),
                       options<Diag>(diag), N, pointers<T>(A), lda, pointers<T>(x), incx, count,
                       info);
              });
          });

    // ger (conjugating y for complex T, as BLAS++), geru, gerc: A is updated.
    m.def(name<T>("ger", "strided").c_str(),
          [](int layout, I64 const& M, I64 const& N, V const& alpha, Address x, I64 const& incx,
             int64_t sx, Address y, I64 const& incy, int64_t sy, Address A, I64 const& lda,
             int64_t sA, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  geru(layout_of(layout), M, N, alpha, at<T const>(x), incx, sx, at<T const>(y),
                       incy, sy, at<T>(A), lda, sA, count, info);
              });
          },
          "geru: no conjugation (the Python layer's ger for every type)");
    m.def(name<T>("ger", "ptrs").c_str(),
          [](int layout, I64 const& M, I64 const& N, V const& alpha, Addrs const& x,
             I64 const& incx, Addrs const& y, I64 const& incy, Addrs const& A, I64 const& lda,
             size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  geru(layout_of(layout), M, N, alpha, pointers<T>(x), incx, pointers<T>(y), incy,
                       pointers<T>(A), lda, count, info);
              });
          },
          "geru: no conjugation (the Python layer's ger for every type)");
    m.def(name<T>("gerc", "strided").c_str(),
          [](int layout, I64 const& M, I64 const& N, V const& alpha, Address x, I64 const& incx,
             int64_t sx, Address y, I64 const& incy, int64_t sy, Address A, I64 const& lda,
             int64_t sA, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  gerc(layout_of(layout), M, N, alpha, at<T const>(x), incx, sx, at<T const>(y),
                       incy, sy, at<T>(A), lda, sA, count, info);
              });
          });
    m.def(name<T>("gerc", "ptrs").c_str(),
          [](int layout, I64 const& M, I64 const& N, V const& alpha, Addrs const& x,
             I64 const& incx, Addrs const& y, I64 const& incy, Addrs const& A, I64 const& lda,
             size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  gerc(layout_of(layout), M, N, alpha, pointers<T>(x), incx, pointers<T>(y), incy,
                       pointers<T>(A), lda, count, info);
              });
          });
}

template void def_level2<float>(nb::module_&);
template void def_level2<double>(nb::module_&);
template void def_level2<std::complex<float>>(nb::module_&);
template void def_level2<std::complex<double>>(nb::module_&);

}  // namespace batchblas::python
