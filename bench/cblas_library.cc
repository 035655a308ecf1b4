#include "cblas_library.hh"

#include <dlfcn.h>

#include <sys/stat.h>
#include <stdexcept>

#ifndef BENCH_SYSTEM_LIBDIR
#define BENCH_SYSTEM_LIBDIR "/usr/lib"
#endif

namespace bench {
namespace {

// CBLAS enumeration values (cblas.h).
constexpr int cblas_col_major = 102;
constexpr int cblas_no_trans = 111;
constexpr int cblas_trans = 112;

int cblas_op(bool trans)
{
    return trans ? cblas_trans : cblas_no_trans;
}

bool file_exists(std::string const& path)
{
    struct stat st;
    return stat(path.c_str(), &st) == 0;
}

template <typename F>
F symbol(void* handle, char const* name)
{
    return reinterpret_cast<F>(dlsym(handle, name));
}

}  // namespace

std::vector<BaselineSpec> known_baselines()
{
    // Debian's alternatives layout: each implementation keeps its libblas.so.3 in its own folder.
    std::string const dir = BENCH_SYSTEM_LIBDIR;
    return {
        {"openblas", dir + "/openblas-openmp/libblas.so.3"},
        {"blis", dir + "/blis-openmp/libblas.so.3"},
        {"netlib", dir + "/blas/libblas.so.3"},
    };
}

BaselineSpec parse_baseline(std::string const& text)
{
    auto const eq = text.find('=');
    if (eq != std::string::npos) {
        if (eq == 0 || eq + 1 == text.size())
            throw std::invalid_argument("baseline '" + text + "': expected name=path");
        return {text.substr(0, eq), text.substr(eq + 1)};
    }
    for (auto const& known : known_baselines())
        if (known.name == text) return known;
    std::string names;
    for (auto const& known : known_baselines()) names += " " + known.name;
    throw std::invalid_argument("unknown baseline '" + text + "' (known:" + names +
                                ", or name=/path/to/libblas.so)");
}

std::unique_ptr<CblasLibrary> CblasLibrary::open(BaselineSpec const& spec, std::string& why)
{
    if (!file_exists(spec.path)) {
        why = spec.path + " not found";
        return nullptr;
    }
    void* handle = dlopen(spec.path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        char const* error = dlerror();
        why = error ? error : "dlopen failed";
        return nullptr;
    }
    std::unique_ptr<CblasLibrary> lib(new CblasLibrary);
    lib->name_ = spec.name;
    lib->path_ = spec.path;
    lib->handle_ = handle;
    lib->sgemm_ = symbol<RealGemm32>(handle, "cblas_sgemm");
    lib->dgemm_ = symbol<RealGemm64>(handle, "cblas_dgemm");
    lib->cgemm_ = symbol<ComplexGemm>(handle, "cblas_cgemm");
    lib->zgemm_ = symbol<ComplexGemm>(handle, "cblas_zgemm");
    if (!lib->sgemm_ || !lib->dgemm_ || !lib->cgemm_ || !lib->zgemm_) {
        why = spec.path + " lacks cblas_?gemm";
        return nullptr;
    }

    // OpenBLAS: 0 = serial, 1 = pthreads, 2 = OpenMP. Only the OpenMP build runs one
    // single-threaded product per calling thread from inside an OpenMP loop.
    if (auto get_parallel = symbol<int (*)()>(handle, "openblas_get_parallel")) {
        if (get_parallel() != 2) {
            why = spec.path +
                  " is an OpenBLAS built without OpenMP (unsafe or oversubscribed "
                  "when called from OpenMP threads); use the openmp build";
            return nullptr;
        }
        if (auto config = symbol<char* (*)()>(handle, "openblas_get_config"))
            lib->version_ = config();
    }
    // BLIS: keep each call on its calling thread whatever BLIS_NUM_THREADS or OMP_NUM_THREADS say.
    if (auto set_threads = symbol<void (*)(long)>(handle, "bli_thread_set_num_threads"))
        set_threads(1);
    if (auto version = symbol<char const* (*)()>(handle, "bli_info_get_version_str"))
        lib->version_ = std::string("BLIS ") + version();
    return lib;
}

CblasLibrary::~CblasLibrary()
{
    if (handle_) dlclose(handle_);
}

void CblasLibrary::gemm(bool transA, bool transB, int m, int n, int k, float alpha, float const* A,
                        int lda, float const* B, int ldb, float beta, float* C, int ldc) const
{
    sgemm_(cblas_col_major, cblas_op(transA), cblas_op(transB), m, n, k, alpha, A, lda, B, ldb,
           beta, C, ldc);
}

void CblasLibrary::gemm(bool transA, bool transB, int m, int n, int k, double alpha,
                        double const* A, int lda, double const* B, int ldb, double beta, double* C,
                        int ldc) const
{
    dgemm_(cblas_col_major, cblas_op(transA), cblas_op(transB), m, n, k, alpha, A, lda, B, ldb,
           beta, C, ldc);
}

void CblasLibrary::gemm(bool transA, bool transB, int m, int n, int k, std::complex<float> alpha,
                        std::complex<float> const* A, int lda, std::complex<float> const* B,
                        int ldb, std::complex<float> beta, std::complex<float>* C, int ldc) const
{
    cgemm_(cblas_col_major, cblas_op(transA), cblas_op(transB), m, n, k, &alpha, A, lda, B, ldb,
           &beta, C, ldc);
}

void CblasLibrary::gemm(bool transA, bool transB, int m, int n, int k, std::complex<double> alpha,
                        std::complex<double> const* A, int lda, std::complex<double> const* B,
                        int ldb, std::complex<double> beta, std::complex<double>* C, int ldc) const
{
    zgemm_(cblas_col_major, cblas_op(transA), cblas_op(transB), m, n, k, &alpha, A, lda, B, ldb,
           &beta, C, ldc);
}

}  // namespace bench
