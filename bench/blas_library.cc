// SPDX-License-Identifier: BSD-3-Clause
// Opening the benchmark's baseline and reference libraries at run time (see blas_library.hh).
#include "blas_library.hh"

#include <dlfcn.h>
#include <sys/stat.h>

#include <cstdlib>
#include <stdexcept>

#ifndef BENCH_SYSTEM_LIBDIR
#define BENCH_SYSTEM_LIBDIR "/usr/lib"
#endif

namespace bench {
namespace {

bool file_exists(std::string const& path)
{
    struct stat st;
    return stat(path.c_str(), &st) == 0;
}

char const* const type_letters = "sdcz";

/** Debian's library folder, or BATCHBLAS_BENCH_LIBDIR where the same layout lives elsewhere. */
std::string system_libdir()
{
    char const* dir = std::getenv("BATCHBLAS_BENCH_LIBDIR");
    return dir && *dir ? dir : BENCH_SYSTEM_LIBDIR;
}

// Symbol name of routine r for type letter t.
std::string symbol_name(Routine r, char t)
{
    switch (r) {
        case Routine::gemm: return std::string("cblas_") + t + "gemm";
        case Routine::trsm: return std::string("cblas_") + t + "trsm";
        case Routine::syrk: return std::string("cblas_") + t + "syrk";
        case Routine::getrf: return std::string(1, t) + "getrf_";
        case Routine::potrf: return std::string(1, t) + "potrf_";
        case Routine::getrs: return std::string(1, t) + "getrs_";
        case Routine::potrs: return std::string(1, t) + "potrs_";
        case Routine::gesv:
            return std::string(1, t) + "gesv_";
        case Routine::posv:
            return std::string(1, t) + "posv_";
        case Routine::getri:
            return std::string(1, t) + "getri_";
        default: return "";
    }
}

}  // namespace

std::vector<LibrarySpec> known_baselines()
{
    // Debian keeps each implementation in its own folder. The libraries are opened by their
    // real names (libopenblas.so.0, libblis.so.4), not by the libblas.so.3 links beside them:
    // those all carry the soname libblas.so.3, and netlib LAPACK's dependency on libblas.so.3
    // must resolve to netlib BLAS only (see netlib_spec).
    std::string const dir = system_libdir();
    return {
        {"openblas", {dir + "/openblas-openmp/libopenblas.so.0"}},
        {"blis", {dir + "/blis-openmp/libblis.so.4"}},
    };
}

LibrarySpec netlib_spec()
{
    std::string const dir = system_libdir();
    return {"netlib", {dir + "/blas/libblas.so.3", dir + "/lapack/liblapack.so.3"}};
}

LibrarySpec parse_library(std::string const& text)
{
    auto const eq = text.find('=');
    if (eq != std::string::npos) {
        if (eq == 0 || eq + 1 == text.size())
            throw std::invalid_argument("baseline '" + text + "': expected name=path");
        return {text.substr(0, eq), {text.substr(eq + 1)}};
    }
    for (auto const& known : known_baselines())
        if (known.name == text) return known;
    if (text == "netlib") return netlib_spec();
    throw std::invalid_argument("unknown baseline '" + text +
                                "' (known: openblas, blis, libxsmm, netlib, or "
                                "name=/path/to/libblas.so)");
}

std::unique_ptr<BlasLibrary> BlasLibrary::open(LibrarySpec const& spec, std::string& why)
{
    std::unique_ptr<BlasLibrary> lib(new BlasLibrary);
    lib->name_ = spec.name;
    lib->path_ = spec.paths.back();
    for (auto const& path : spec.paths) {
        if (!file_exists(path)) {
            why = path + " not found";
            return nullptr;
        }
        void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            char const* error = dlerror();
            why = error ? error : "dlopen failed";
            return nullptr;
        }
        lib->handles_.push_back(handle);
    }
    for (int r = 0; r < int(Routine::count); ++r)
        for (int t = 0; t < 4; ++t) {
            std::string const name = symbol_name(Routine(r), type_letters[t]);
            for (void* handle : lib->handles_)
                if (void* s = dlsym(handle, name.c_str())) {
                    lib->symbols_[r][t] = s;
                    break;
                }
        }
    for (int t = 0; t < 4; ++t)
        if (!lib->symbols_[int(Routine::gemm)][t]) {
            why = lib->path_ + " lacks cblas_?gemm";
            return nullptr;
        }

    auto find = [&](char const* name) -> void* {
        for (void* handle : lib->handles_)
            if (void* s = dlsym(handle, name)) return s;
        return nullptr;
    };
    // OpenBLAS: 0 = serial, 1 = pthreads, 2 = OpenMP. Only the OpenMP build runs one
    // single-threaded call per calling thread from inside an OpenMP loop.
    if (auto get_parallel = reinterpret_cast<int (*)()>(find("openblas_get_parallel"))) {
        if (get_parallel() != 2) {
            why = lib->path_ +
                  " is an OpenBLAS built without OpenMP (races or oversubscribes when called "
                  "from OpenMP threads); use the openmp build";
            return nullptr;
        }
        if (auto config = reinterpret_cast<char* (*)()>(find("openblas_get_config")))
            lib->version_ = config();
    }
    // BLIS: keep each call on its calling thread whatever BLIS_NUM_THREADS says.
    if (auto set_threads = reinterpret_cast<void (*)(long)>(find("bli_thread_set_num_threads")))
        set_threads(1);
    if (auto version = reinterpret_cast<char const* (*)()>(find("bli_info_get_version_str")))
        lib->version_ = std::string("BLIS ") + version();

    // A LAPACK opened beside its BLAS (netlib) links libblas.so.3 by soname; the loader binds
    // that to the first object of that soname already loaded. Say which one it is.
    if (spec.paths.size() > 1) {
        void* bound = dlopen("libblas.so.3", RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
        if (bound) {
            lib->note_ = bound == lib->handles_.front()
                             ? "LAPACK bound to " + spec.paths.front()
                             : "WARNING: LAPACK bound to another libblas.so.3";
            dlclose(bound);
        }
    }
    return lib;
}

BlasLibrary::~BlasLibrary()
{
    for (auto it = handles_.rbegin(); it != handles_.rend(); ++it) dlclose(*it);
}

std::unique_ptr<XsmmLibrary> XsmmLibrary::open(std::string const& path, std::string& why)
{
    if (path.empty() || !file_exists(path)) {
        why = "libxsmm module not built (install libxsmm-dev and rebuild)";
        return nullptr;
    }
    void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        char const* error = dlerror();
        why = error ? error : "dlopen failed";
        return nullptr;
    }
    std::unique_ptr<XsmmLibrary> lib(new XsmmLibrary);
    lib->path_ = path;
    lib->handle_ = handle;
    lib->dmm_ = reinterpret_cast<void* (*)(int, int, int, int, int, int, double)>(
        dlsym(handle, "bench_xsmm_dmm"));
    lib->smm_ = reinterpret_cast<void* (*)(int, int, int, int, int, int, float)>(
        dlsym(handle, "bench_xsmm_smm"));
    auto version = reinterpret_cast<char const* (*)()>(dlsym(handle, "bench_xsmm_version"));
    if (!lib->dmm_ || !lib->smm_ || !version) {
        why = path + " lacks the bench_xsmm_* entry points";
        return nullptr;
    }
    lib->version_ = version();
    return lib;
}

XsmmLibrary::~XsmmLibrary()
{
    if (handle_) dlclose(handle_);
}

XsmmLibrary::Kernel64 XsmmLibrary::dispatch64(int m, int n, int k, int lda, int ldb, int ldc,
                                              double beta) const
{
    return reinterpret_cast<Kernel64>(dmm_(m, n, k, lda, ldb, ldc, beta));
}

XsmmLibrary::Kernel32 XsmmLibrary::dispatch32(int m, int n, int k, int lda, int ldb, int ldc,
                                              float beta) const
{
    return reinterpret_cast<Kernel32>(smm_(m, n, k, lda, ldb, ldc, beta));
}

}  // namespace bench
