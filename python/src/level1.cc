// SPDX-License-Identifier: BSD-3-Clause
// Bindings of the Level 1 routines (axpy, scal, dotu, dotc, nrm2, asum, iamax): strided and
// pointer forms forwarded to the C++ API with per-problem info (bind.hh); the reductions return
// their batch_count values as a NumPy array.
#include "bind.hh"

namespace batchblas::python {

template <typename T>
void def_level1(nb::module_& m)
{
    using V = std::vector<T>;
    using R = real_type<T>;

    m.def(name<T>("axpy", "strided").c_str(),
          [](I64 const& N, V const& alpha, Address x, I64 const& incx, int64_t sx, Address y,
             I64 const& incy, int64_t sy, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  axpy(N, alpha, at<T const>(x), incx, sx, at<T>(y), incy, sy, count, info);
              });
          });
    m.def(name<T>("axpy", "ptrs").c_str(),
          [](I64 const& N, V const& alpha, Addrs const& x, I64 const& incx, Addrs const& y,
             I64 const& incy, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  axpy(N, alpha, pointers<T>(x), incx, pointers<T>(y), incy, count, info);
              });
          });

    m.def(name<T>("scal", "strided").c_str(),
          [](I64 const& N, V const& alpha, Address x, I64 const& incx, int64_t sx,
             size_t count) {
              I64 info = info_for(count);
              without_gil([&] { scal(N, alpha, at<T>(x), incx, sx, count, info); });
          });
    m.def(name<T>("scal", "ptrs").c_str(),
          [](I64 const& N, V const& alpha, Addrs const& x, I64 const& incx, size_t count) {
              I64 info = info_for(count);
              without_gil([&] { scal(N, alpha, pointers<T>(x), incx, count, info); });
          });

    m.def(name<T>("dotu", "strided").c_str(),
          [](I64 const& N, Address x, I64 const& incx, int64_t sx, Address y,
             I64 const& incy, int64_t sy, size_t count) {
              I64 info = info_for(count);
              V result(count);
              without_gil([&] {
                  dotu(N, at<T const>(x), incx, sx, at<T const>(y), incy, sy, result, count,
                       info);
              });
              return to_numpy(std::move(result));
          });
    m.def(name<T>("dotu", "ptrs").c_str(),
          [](I64 const& N, Addrs const& x, I64 const& incx, Addrs const& y, I64 const& incy,
             size_t count) {
              I64 info = info_for(count);
              V result(count);
              without_gil([&] {
                  dotu(N, pointers<T>(x), incx, pointers<T>(y), incy, result, count, info);
              });
              return to_numpy(std::move(result));
          });
    m.def(name<T>("dotc", "strided").c_str(),
          [](I64 const& N, Address x, I64 const& incx, int64_t sx, Address y,
             I64 const& incy, int64_t sy, size_t count) {
              I64 info = info_for(count);
              V result(count);
              without_gil([&] {
                  dotc(N, at<T const>(x), incx, sx, at<T const>(y), incy, sy, result, count,
                       info);
              });
              return to_numpy(std::move(result));
          });
    m.def(name<T>("dotc", "ptrs").c_str(),
          [](I64 const& N, Addrs const& x, I64 const& incx, Addrs const& y, I64 const& incy,
             size_t count) {
              I64 info = info_for(count);
              V result(count);
              without_gil([&] {
                  dotc(N, pointers<T>(x), incx, pointers<T>(y), incy, result, count, info);
              });
              return to_numpy(std::move(result));
          });

    m.def(name<T>("nrm2", "strided").c_str(),
          [](I64 const& N, Address x, I64 const& incx, int64_t sx, size_t count) {
              I64 info = info_for(count);
              std::vector<R> result(count);
              without_gil([&] { nrm2(N, at<T const>(x), incx, sx, result, count, info); });
              return to_numpy(std::move(result));
          });
    m.def(name<T>("nrm2", "ptrs").c_str(),
          [](I64 const& N, Addrs const& x, I64 const& incx, size_t count) {
              I64 info = info_for(count);
              std::vector<R> result(count);
              without_gil([&] { nrm2(N, pointers<T>(x), incx, result, count, info); });
              return to_numpy(std::move(result));
          });
    m.def(name<T>("asum", "strided").c_str(),
          [](I64 const& N, Address x, I64 const& incx, int64_t sx, size_t count) {
              I64 info = info_for(count);
              std::vector<R> result(count);
              without_gil([&] { asum(N, at<T const>(x), incx, sx, result, count, info); });
              return to_numpy(std::move(result));
          });
    m.def(name<T>("asum", "ptrs").c_str(),
          [](I64 const& N, Addrs const& x, I64 const& incx, size_t count) {
              I64 info = info_for(count);
              std::vector<R> result(count);
              without_gil([&] { asum(N, pointers<T>(x), incx, result, count, info); });
              return to_numpy(std::move(result));
          });
    m.def(name<T>("iamax", "strided").c_str(),
          [](I64 const& N, Address x, I64 const& incx, int64_t sx, size_t count) {
              I64 info = info_for(count);
              I64 result(count);
              without_gil([&] { iamax(N, at<T const>(x), incx, sx, result, count, info); });
              return to_numpy(std::move(result));
          });
    m.def(name<T>("iamax", "ptrs").c_str(),
          [](I64 const& N, Addrs const& x, I64 const& incx, size_t count) {
              I64 info = info_for(count);
              I64 result(count);
              without_gil([&] { iamax(N, pointers<T>(x), incx, result, count, info); });
              return to_numpy(std::move(result));
          });
}

template void def_level1<float>(nb::module_&);
template void def_level1<double>(nb::module_&);
template void def_level1<std::complex<float>>(nb::module_&);
template void def_level1<std::complex<double>>(nb::module_&);

}  // namespace batchblas::python
