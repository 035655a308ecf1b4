/**
 * A CBLAS library loaded at run time, for the baselines of the benchmark.
 *
 * Each baseline is opened with dlopen(RTLD_LOCAL), so several BLAS libraries that export the
 * same symbols (netlib, OpenBLAS, BLIS) live side by side in one process and none of them can
 * capture the calls of another. The benchmark itself links no BLAS.
 */
#pragma once

#include <complex>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace bench {

/** A baseline as named on the command line: a known name, or name=path. */
struct BaselineSpec {
    std::string name;
    std::string path;
};

/** The baselines this machine may have, best first: OpenMP builds only (see CblasLibrary::open). */
std::vector<BaselineSpec> known_baselines();

/** Parses "name" (one of known_baselines()) or "name=path"; throws std::invalid_argument. */
BaselineSpec parse_baseline(std::string const& text);

class CblasLibrary {
public:
    /**
     * Opens spec.path. Returns null and sets why when the file is missing, lacks the four
     * cblas_?gemm, or is an OpenBLAS built without OpenMP: the serial OpenBLAS is not safe to
     * call from several threads at once and the pthreads one oversubscribes the cores.
     */
    static std::unique_ptr<CblasLibrary> open(BaselineSpec const& spec, std::string& why);
    ~CblasLibrary();
    CblasLibrary(CblasLibrary const&) = delete;
    CblasLibrary& operator=(CblasLibrary const&) = delete;

    std::string const& name() const { return name_; }
    std::string const& path() const { return path_; }
    /** Version or configuration string where the library tells one, else empty. */
    std::string const& version() const { return version_; }

    /** One column-major product C = alpha op(A) op(B) + beta C (CBLAS semantics). */
    void gemm(bool transA, bool transB, int m, int n, int k, float alpha, float const* A, int lda,
              float const* B, int ldb, float beta, float* C, int ldc) const;
    void gemm(bool transA, bool transB, int m, int n, int k, double alpha, double const* A, int lda,
              double const* B, int ldb, double beta, double* C, int ldc) const;
    void gemm(bool transA, bool transB, int m, int n, int k, std::complex<float> alpha,
              std::complex<float> const* A, int lda, std::complex<float> const* B, int ldb,
              std::complex<float> beta, std::complex<float>* C, int ldc) const;
    void gemm(bool transA, bool transB, int m, int n, int k, std::complex<double> alpha,
              std::complex<double> const* A, int lda, std::complex<double> const* B, int ldb,
              std::complex<double> beta, std::complex<double>* C, int ldc) const;

private:
    CblasLibrary() = default;

    using RealGemm32 = void (*)(int, int, int, int, int, int, float, float const*, int,
                                float const*, int, float, float*, int);
    using RealGemm64 = void (*)(int, int, int, int, int, int, double, double const*, int,
                                double const*, int, double, double*, int);
    using ComplexGemm = void (*)(int, int, int, int, int, int, void const*, void const*, int,
                                 void const*, int, void const*, void*, int);

    std::string name_;
    std::string path_;
    std::string version_;
    void* handle_ = nullptr;
    RealGemm32 sgemm_ = nullptr;
    RealGemm64 dgemm_ = nullptr;
    ComplexGemm cgemm_ = nullptr;
    ComplexGemm zgemm_ = nullptr;
};

}  // namespace bench
