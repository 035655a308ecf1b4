// SPDX-License-Identifier: BSD-3-Clause
// Bindings of the Level 3 routines (gemm, symm, hemm, syrk, herk, syr2k, her2k, trmm, trsm):
// strided and pointer forms, forwarded to the C++ API with per-problem info (bind.hh).
#include "bind.hh"

namespace batchblas::python {

template <typename T>
void def_level3(nb::module_& m)
{
    using V = std::vector<T>;
    using R = std::vector<real_type<T>>;

    m.def(name<T>("gemm", "strided").c_str(),
          [](int layout, Codes const& ta, Codes const& tb, I64 const& M, I64 const& N,
             I64 const& K, V const& alpha, Address A, I64 const& lda, int64_t sA, Address B,
             I64 const& ldb, int64_t sB, V const& beta, Address C, I64 const& ldc, int64_t sC,
             size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  gemm(layout_of(layout), options<Op>(ta), options<Op>(tb), M, N, K, alpha,
                       at<T const>(A), lda, sA, at<T const>(B), ldb, sB, beta, at<T>(C), ldc, sC,
                       count, info);
              });
          });
    m.def(name<T>("gemm", "ptrs").c_str(),
          [](int layout, Codes const& ta, Codes const& tb, I64 const& M, I64 const& N,
             I64 const& K, V const& alpha, Addrs const& A, I64 const& lda, Addrs const& B,
             I64 const& ldb, V const& beta, Addrs const& C, I64 const& ldc, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  gemm(layout_of(layout), options<Op>(ta), options<Op>(tb), M, N, K, alpha,
                       pointers<T>(A), lda, pointers<T>(B), ldb, beta, pointers<T>(C), ldc, count,
                       info);
              });
          });

    // symm and hemm share their argument list.
    auto def_sided = [&m](char const* routine, auto f_strided, auto f_ptrs) {
        m.def(name<T>(routine, "strided").c_str(), f_strided);
        m.def(name<T>(routine, "ptrs").c_str(), f_ptrs);
    };
    def_sided(
        "symm",
        [](int layout, Codes const& side, Codes const& uplo, I64 const& M, I64 const& N,
           V const& alpha, Address A, I64 const& lda, int64_t sA, Address B, I64 const& ldb,
           int64_t sB, V const& beta, Address C, I64 const& ldc, int64_t sC, size_t count) {
            I64 info = info_for(count);
            without_gil([&] {
                symm(layout_of(layout), options<Side>(side), options<Uplo>(uplo), M, N, alpha,
                     at<T const>(A), lda, sA, at<T const>(B), ldb, sB, beta, at<T>(C), ldc, sC,
                     count, info);
            });
        },
        [](int layout, Codes const& side, Codes const& uplo, I64 const& M, I64 const& N,
           V const& alpha, Addrs const& A, I64 const& lda, Addrs const& B, I64 const& ldb,
           V const& beta, Addrs const& C, I64 const& ldc, size_t count) {
            I64 info = info_for(count);
            without_gil([&] {
                symm(layout_of(layout), options<Side>(side), options<Uplo>(uplo), M, N, alpha,
                     pointers<T>(A), lda, pointers<T>(B), ldb, beta, pointers<T>(C), ldc, count,
                     info);
            });
        });
    def_sided(
        "hemm",
        [](int layout, Codes const& side, Codes const& uplo, I64 const& M, I64 const& N,
           V const& alpha, Address A, I64 const& lda, int64_t sA, Address B, I64 const& ldb,
           int64_t sB, V const& beta, Address C, I64 const& ldc, int64_t sC, size_t count) {
            I64 info = info_for(count);
            without_gil([&] {
                hemm(layout_of(layout), options<Side>(side), options<Uplo>(uplo), M, N, alpha,
                     at<T const>(A), lda, sA, at<T const>(B), ldb, sB, beta, at<T>(C), ldc, sC,
                     count, info);
            });
        },
        [](int layout, Codes const& side, Codes const& uplo, I64 const& M, I64 const& N,
           V const& alpha, Addrs const& A, I64 const& lda, Addrs const& B, I64 const& ldb,
           V const& beta, Addrs const& C, I64 const& ldc, size_t count) {
            I64 info = info_for(count);
            without_gil([&] {
                hemm(layout_of(layout), options<Side>(side), options<Uplo>(uplo), M, N, alpha,
                     pointers<T>(A), lda, pointers<T>(B), ldb, beta, pointers<T>(C), ldc, count,
                     info);
            });
        });

    m.def(name<T>("syrk", "strided").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, I64 const& N, I64 const& K,
             V const& alpha, Address A, I64 const& lda, int64_t sA, V const& beta, Address C,
             I64 const& ldc, int64_t sC, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  syrk(layout_of(layout), options<Uplo>(uplo), options<Op>(trans), N, K, alpha,
                       at<T const>(A), lda, sA, beta, at<T>(C), ldc, sC, count, info);
              });
          });
    m.def(name<T>("syrk", "ptrs").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, I64 const& N, I64 const& K,
             V const& alpha, Addrs const& A, I64 const& lda, V const& beta, Addrs const& C,
             I64 const& ldc, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  syrk(layout_of(layout), options<Uplo>(uplo), options<Op>(trans), N, K, alpha,
                       pointers<T>(A), lda, beta, pointers<T>(C), ldc, count, info);
              });
          });
    m.def(name<T>("herk", "strided").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, I64 const& N, I64 const& K,
             R const& alpha, Address A, I64 const& lda, int64_t sA, R const& beta, Address C,
             I64 const& ldc, int64_t sC, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  herk(layout_of(layout), options<Uplo>(uplo), options<Op>(trans), N, K, alpha,
                       at<T const>(A), lda, sA, beta, at<T>(C), ldc, sC, count, info);
              });
          });
    m.def(name<T>("herk", "ptrs").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, I64 const& N, I64 const& K,
             R const& alpha, Addrs const& A, I64 const& lda, R const& beta, Addrs const& C,
             I64 const& ldc, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  herk(layout_of(layout), options<Uplo>(uplo), options<Op>(trans), N, K, alpha,
                       pointers<T>(A), lda, beta, pointers<T>(C), ldc, count, info);
              });
          });

    m.def(name<T>("syr2k", "strided").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, I64 const& N, I64 const& K,
             V const& alpha, Address A, I64 const& lda, int64_t sA, Address B, I64 const& ldb,
             int64_t sB, V const& beta, Address C, I64 const& ldc, int64_t sC, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  syr2k(layout_of(layout), options<Uplo>(uplo), options<Op>(trans), N, K, alpha,
                        at<T const>(A), lda, sA, at<T const>(B), ldb, sB, beta, at<T>(C), ldc, sC,
                        count, info);
              });
          });
    m.def(name<T>("syr2k", "ptrs").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, I64 const& N, I64 const& K,
             V const& alpha, Addrs const& A, I64 const& lda, Addrs const& B, I64 const& ldb,
             V const& beta, Addrs const& C, I64 const& ldc, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  syr2k(layout_of(layout), options<Uplo>(uplo), options<Op>(trans), N, K, alpha,
                        pointers<T>(A), lda, pointers<T>(B), ldb, beta, pointers<T>(C), ldc,
                        count, info);
              });
          });
    m.def(name<T>("her2k", "strided").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, I64 const& N, I64 const& K,
             V const& alpha, Address A, I64 const& lda, int64_t sA, Address B, I64 const& ldb,
             int64_t sB, R const& beta, Address C, I64 const& ldc, int64_t sC, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  her2k(layout_of(layout), options<Uplo>(uplo), options<Op>(trans), N, K, alpha,
                        at<T const>(A), lda, sA, at<T const>(B), ldb, sB, beta, at<T>(C), ldc, sC,
                        count, info);
              });
          });
    m.def(name<T>("her2k", "ptrs").c_str(),
          [](int layout, Codes const& uplo, Codes const& trans, I64 const& N, I64 const& K,
             V const& alpha, Addrs const& A, I64 const& lda, Addrs const& B, I64 const& ldb,
             R const& beta, Addrs const& C, I64 const& ldc, size_t count) {
              I64 info = info_for(count);
              without_gil([&] {
                  her2k(layout_of(layout), options<Uplo>(uplo), options<Op>(trans), N, K, alpha,
                        pointers<T>(A), lda, pointers<T>(B), ldb, beta, pointers<T>(C), ldc,
                        count, info);
              });
          });

    // trmm and trsm share their argument list; B is overwritten.
    def_sided(
        "trmm",
        [](int layout, Codes const& side, Codes const& uplo, Codes const& trans,
           Codes const& diag, I64 const& M, I64 const& N, V const& alpha, Address A,
           I64 const& lda, int64_t sA, Address B, I64 const& ldb, int64_t sB, size_t count) {
            I64 info = info_for(count);
            without_gil([&] {
                trmm(layout_of(layout), options<Side>(side), options<Uplo>(uplo),
                     options<Op>(trans), options<Diag>(diag), M, N, alpha, at<T const>(A), lda,
                     sA, at<T>(B), ldb, sB, count, info);
            });
        },
        [](int layout, Codes const& side, Codes const& uplo, Codes const& trans,
           Codes const& diag, I64 const& M, I64 const& N, V const& alpha, Addrs const& A,
           I64 const& lda, Addrs const& B, I64 const& ldb, size_t count) {
            I64 info = info_for(count);
            without_gil([&] {
                trmm(layout_of(layout), options<Side>(side), options<Uplo>(uplo),
                     options<Op>(trans), options<Diag>(diag), M, N, alpha, pointers<T>(A), lda,
                     pointers<T>(B), ldb, count, info);
            });
        });
    def_sided(
        "trsm",
        [](int layout, Codes const& side, Codes const& uplo, Codes const& trans,
           Codes const& diag, I64 const& M, I64 const& N, V const& alpha, Address A,
           I64 const& lda, int64_t sA, Address B, I64 const& ldb, int64_t sB, size_t count) {
            I64 info = info_for(count);
            without_gil([&] {
                trsm(layout_of(layout), options<Side>(side), options<Uplo>(uplo),
                     options<Op>(trans), options<Diag>(diag), M, N, alpha, at<T const>(A), lda,
                     sA, at<T>(B), ldb, sB, count, info);
            });
        },
        [](int layout, Codes const& side, Codes const& uplo, Codes const& trans,
           Codes const& diag, I64 const& M, I64 const& N, V const& alpha, Addrs const& A,
           I64 const& lda, Addrs const& B, I64 const& ldb, size_t count) {
            I64 info = info_for(count);
            without_gil([&] {
                trsm(layout_of(layout), options<Side>(side), options<Uplo>(uplo),
                     options<Op>(trans), options<Diag>(diag), M, N, alpha, pointers<T>(A), lda,
                     pointers<T>(B), ldb, count, info);
            });
        });
}

template void def_level3<float>(nb::module_&);
template void def_level3<double>(nb::module_&);
template void def_level3<std::complex<float>>(nb::module_&);
template void def_level3<std::complex<double>>(nb::module_&);

}  // namespace batchblas::python
