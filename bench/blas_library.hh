// SPDX-License-Identifier: BSD-3-Clause
/**
 * The BLAS and LAPACK libraries the benchmark compares against or checks with, loaded at run
 * time (dlopen, RTLD_LOCAL), and the libxsmm baseline module.
 *
 * Each library is opened by its own path with local symbol scope, so OpenBLAS, BLIS, netlib and
 * libxsmm live side by side in one process and none of them can capture the calls of another or
 * of batchblas; the benchmark itself links no BLAS. The calls are typed templates over the four
 * scalar types: one symbol per (routine, type) is looked up at open time.
 */
#pragma once

#include <complex>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace bench {

/** Index of a scalar type in per-type tables: s, d, c, z. */
template <typename T>
constexpr int type_index()
{
    if constexpr (std::is_same_v<T, float>)
        return 0;
    else if constexpr (std::is_same_v<T, double>)
        return 1;
    else if constexpr (std::is_same_v<T, std::complex<float>>)
        return 2;
    else
        return 3;
}

/** A library as named on the command line: a known name, or name=path. */
struct LibrarySpec {
    std::string name;
    std::vector<std::string> paths;  // opened in this order; the last one is the library
};

/** Baselines this machine may have (OpenMP builds only, see BlasLibrary::open), best first. */
std::vector<LibrarySpec> known_baselines();
/** netlib BLAS (with its CBLAS) then netlib LAPACK: the reference every result is checked with. */
LibrarySpec netlib_spec();
/** Parses "name" (one of known_baselines(), or netlib) or "name=path"; throws invalid_argument. */
LibrarySpec parse_library(std::string const& text);

/** Routines a loaded library may provide. */
enum class Routine { gemm, trsm, syrk, getrf, potrf, getrs, potrs, gesv, posv, getri, count };

class BlasLibrary {
public:
    /**
     * Opens spec.paths in order. Returns null and sets why when a file is missing, lacks the
     * cblas_?gemm, or is an OpenBLAS built without OpenMP: the serial OpenBLAS races when
     * called from several OpenMP threads at once and the pthreads one oversubscribes the cores.
     * LAPACK routines are optional (BLIS has none): has() tells.
     */
    static std::unique_ptr<BlasLibrary> open(LibrarySpec const& spec, std::string& why);
    ~BlasLibrary();
    BlasLibrary(BlasLibrary const&) = delete;
    BlasLibrary& operator=(BlasLibrary const&) = delete;

    std::string const& name() const { return name_; }
    std::string const& path() const { return path_; }
    /** Version or configuration string where the library tells one, else empty. */
    std::string const& version() const { return version_; }
    /** Extra facts found while opening (e.g. which BLAS the LAPACK resolved to). */
    std::string const& note() const { return note_; }

    template <typename T>
    bool has(Routine r) const
    {
        return symbols_[int(r)][type_index<T>()] != nullptr;
    }

    // Column-major, CBLAS semantics; complex scalars by value here, by pointer to the library.
    template <typename T>
    void gemm(bool transA, bool transB, int m, int n, int k, T alpha, T const* A, int lda,
              T const* B, int ldb, T beta, T* C, int ldc) const;
    /** Left, lower, no transpose, non-unit: B = alpha inv(A) B, A m x m, B m x n. */
    template <typename T>
    void trsm(int m, int n, T alpha, T const* A, int lda, T* B, int ldb) const;
    /** Lower, no transpose: C = alpha A A^T + beta C, A n x k. */
    template <typename T>
    void syrk(int n, int k, T alpha, T const* A, int lda, T beta, T* C, int ldc) const;
    // LAPACK (Fortran interface, 32-bit integers as Debian's builds use); return info.
    template <typename T>
    int getrf(int m, int n, T* A, int lda, int* ipiv) const;
    template <typename T>
    int potrf(int n, T* A, int lda) const;  // lower
    template <typename T>
    int getrs(int n, int nrhs, T const* A, int lda, int const* ipiv, T* B, int ldb) const;
    template <typename T>
    int potrs(int n, int nrhs, T const* A, int lda, T* B, int ldb) const;  // lower
    template <typename T>
    int gesv(int n, int nrhs, T* A, int lda, int* ipiv, T* B, int ldb) const;
    template <typename T>
    int posv(int n, int nrhs, T* A, int lda, T* B, int ldb) const;  // lower
    /** In place, as LAPACK's; work of lwork >= n elements (64 n lets it block). */
    template <typename T>
    int getri(int n, T* A, int lda, int const* ipiv, T* work, int lwork) const;

private:
    BlasLibrary() = default;
    template <typename F, typename T>
    F fn(Routine r) const
    {
        return reinterpret_cast<F>(symbols_[int(r)][type_index<T>()]);
    }

    std::string name_, path_, version_, note_;
    std::vector<void*> handles_;
    void* symbols_[int(Routine::count)][4] = {};
};

/**
 * libxsmm's JIT small-matrix kernels (real gemm only, alpha = 1 and beta in {0, 1}), through
 * bench/xsmm_module.cc built as a separate shared module that holds Debian's static libxsmm:
 * Debian ships no shared libxsmm, and the module keeps libxsmm (and its BLAS stubs) out of the
 * benchmark's own symbol scope.
 */
class XsmmLibrary {
public:
    /** Null with why when the module was not built or does not load. */
    static std::unique_ptr<XsmmLibrary> open(std::string const& path, std::string& why);
    ~XsmmLibrary();
    XsmmLibrary(XsmmLibrary const&) = delete;
    XsmmLibrary& operator=(XsmmLibrary const&) = delete;

    std::string const& path() const { return path_; }
    std::string const& version() const { return version_; }

    /** C = A B + beta C for one column-major no-transpose shape; null where libxsmm has none. */
    using Kernel64 = void (*)(double const* a, double const* b, double* c, ...);
    using Kernel32 = void (*)(float const* a, float const* b, float* c, ...);
    Kernel64 dispatch64(int m, int n, int k, int lda, int ldb, int ldc, double beta) const;
    Kernel32 dispatch32(int m, int n, int k, int lda, int ldb, int ldc, float beta) const;

private:
    XsmmLibrary() = default;
    std::string path_, version_;
    void* handle_ = nullptr;
    void* (*dmm_)(int, int, int, int, int, int, double) = nullptr;
    void* (*smm_)(int, int, int, int, int, int, float) = nullptr;
};

// ---------------------------------------------------------------- typed calls

namespace cblas {
constexpr int col_major = 102, no_trans = 111, trans = 112, lower = 122, non_unit = 131,
              left = 141;
}

template <typename T>
void BlasLibrary::gemm(bool transA, bool transB, int m, int n, int k, T alpha, T const* A,
                       int lda, T const* B, int ldb, T beta, T* C, int ldc) const
{
    int const ta = transA ? cblas::trans : cblas::no_trans;
    int const tb = transB ? cblas::trans : cblas::no_trans;
    if constexpr (std::is_floating_point_v<T>) {
        using F = void (*)(int, int, int, int, int, int, T, T const*, int, T const*, int, T, T*,
                           int);
        fn<F, T>(Routine::gemm)(cblas::col_major, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta,
                                C, ldc);
    }
    else {
        using F = void (*)(int, int, int, int, int, int, void const*, void const*, int,
                           void const*, int, void const*, void*, int);
        fn<F, T>(Routine::gemm)(cblas::col_major, ta, tb, m, n, k, &alpha, A, lda, B, ldb, &beta,
                                C, ldc);
    }
}

template <typename T>
void BlasLibrary::trsm(int m, int n, T alpha, T const* A, int lda, T* B, int ldb) const
{
    if constexpr (std::is_floating_point_v<T>) {
        using F = void (*)(int, int, int, int, int, int, int, T, T const*, int, T*, int);
        fn<F, T>(Routine::trsm)(cblas::col_major, cblas::left, cblas::lower, cblas::no_trans,
                                cblas::non_unit, m, n, alpha, A, lda, B, ldb);
    }
    else {
        using F = void (*)(int, int, int, int, int, int, int, void const*, void const*, int,
                           void*, int);
        fn<F, T>(Routine::trsm)(cblas::col_major, cblas::left, cblas::lower, cblas::no_trans,
                                cblas::non_unit, m, n, &alpha, A, lda, B, ldb);
    }
}

template <typename T>
void BlasLibrary::syrk(int n, int k, T alpha, T const* A, int lda, T beta, T* C, int ldc) const
{
    if constexpr (std::is_floating_point_v<T>) {
        using F = void (*)(int, int, int, int, int, T, T const*, int, T, T*, int);
        fn<F, T>(Routine::syrk)(cblas::col_major, cblas::lower, cblas::no_trans, n, k, alpha, A,
                                lda, beta, C, ldc);
    }
    else {
        using F = void (*)(int, int, int, int, int, void const*, void const*, int, void const*,
                           void*, int);
        fn<F, T>(Routine::syrk)(cblas::col_major, cblas::lower, cblas::no_trans, n, k, &alpha, A,
                                lda, &beta, C, ldc);
    }
}

// Fortran character arguments carry a hidden length (size_t with gfortran >= 8).
template <typename T>
int BlasLibrary::getrf(int m, int n, T* A, int lda, int* ipiv) const
{
    using F = void (*)(int const*, int const*, T*, int const*, int*, int*);
    int info = 0;
    fn<F, T>(Routine::getrf)(&m, &n, A, &lda, ipiv, &info);
    return info;
}

template <typename T>
int BlasLibrary::potrf(int n, T* A, int lda) const
{
    using F = void (*)(char const*, int const*, T*, int const*, int*, size_t);
    int info = 0;
    fn<F, T>(Routine::potrf)("L", &n, A, &lda, &info, 1);
    return info;
}

template <typename T>
int BlasLibrary::getrs(int n, int nrhs, T const* A, int lda, int const* ipiv, T* B, int ldb) const
{
    using F = void (*)(char const*, int const*, int const*, T const*, int const*, int const*, T*,
                       int const*, int*, size_t);
    int info = 0;
    fn<F, T>(Routine::getrs)("N", &n, &nrhs, A, &lda, ipiv, B, &ldb, &info, 1);
    return info;
}

template <typename T>
int BlasLibrary::potrs(int n, int nrhs, T const* A, int lda, T* B, int ldb) const
{
    using F = void (*)(char const*, int const*, int const*, T const*, int const*, T*, int const*,
                       int*, size_t);
    int info = 0;
    fn<F, T>(Routine::potrs)("L", &n, &nrhs, A, &lda, B, &ldb, &info, 1);
    return info;
}

template <typename T>
int BlasLibrary::gesv(int n, int nrhs, T* A, int lda, int* ipiv, T* B, int ldb) const
{
    using F = void (*)(int const*, int const*, T*, int const*, int*, T*, int const*, int*);
    int info = 0;
    fn<F, T>(Routine::gesv)(&n, &nrhs, A, &lda, ipiv, B, &ldb, &info);
    return info;
}

template <typename T>
int BlasLibrary::posv(int n, int nrhs, T* A, int lda, T* B, int ldb) const
{
    using F =
        void (*)(char const*, int const*, int const*, T*, int const*, T*, int const*, int*, size_t);
    int info = 0;
    fn<F, T>(Routine::posv)("L", &n, &nrhs, A, &lda, B, &ldb, &info, 1);
    return info;
}

template <typename T>
int BlasLibrary::getri(int n, T* A, int lda, int const* ipiv, T* work, int lwork) const
{
    using F = void (*)(int const*, T*, int const*, int const*, T*, int const*, int*);
    int info = 0;
    fn<F, T>(Routine::getri)(&n, A, &lda, ipiv, work, &lwork, &info);
    return info;
}

}  // namespace bench
