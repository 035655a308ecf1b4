// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact-layout C++ API (batchblas/compact.hh): check (core/check_compact.hh), throw Error
 * naming the argument, else run the CPU driver with the active ISA's kernels.
 */
#include <batchblas.hh>

#include <complex>
#include <string>

#include "core/check_compact.hh"
#include "cpu/drivers/compact.hh"

namespace batchblas {
namespace {

namespace drv = cpu::compact;
namespace chk = core::compact;

/** Throws for a nonzero code; names[a] is the name of argument a (1-based, layout is 1). */
template <size_t N>
void throw_if(int64_t code, char const* routine, char const* const (&names)[N])
{
    if (code == 0) return;
    int64_t const a = -code;
    std::string const name = a < int64_t(N) ? names[a] : "?";
    throw Error(std::string("batchblas::") + routine + ": invalid argument '" + name +
                "' (position " + std::to_string(a) + ")");
}

// Argument names by C position (index 0 unused).
char const* const pack_names[] = {"", "layout", "rows", "cols", "A", "lda", "Ap", "ldap", "width", "nm"};
char const* const pack_strided_names[] = {"", "layout", "rows", "cols", "A", "lda", "strideA", "Ap",
                                          "ldap", "width", "nm"};
char const* const unpack_names[] = {"", "layout", "rows", "cols", "Ap", "ldap", "A", "lda", "width", "nm"};
char const* const unpack_strided_names[] = {"", "layout", "rows", "cols", "Ap", "ldap", "A", "lda",
                                            "strideA", "width", "nm"};
char const* const gemm_names[] = {"", "layout", "transA", "transB", "m", "n", "k", "alpha", "Ap",
                                  "ldap", "Bp", "ldbp", "beta", "Cp", "ldcp", "width", "nm"};
char const* const trsm_names[] = {"", "layout", "side", "uplo", "transA", "diag", "m", "n", "alpha",
                                  "Ap", "ldap", "Bp", "ldbp", "width", "nm"};
char const* const potrf_names[] = {"", "layout", "uplo", "n", "Ap", "ldap", "width", "nm"};
char const* const getrf_names[] = {"", "layout", "m", "n", "Ap", "ldap", "width", "nm"};
char const* const potrs_names[] = {"", "layout", "uplo", "n", "nrhs", "Ap", "ldap", "Bp", "ldbp",
                                   "width", "nm"};
char const* const getrs_names[] = {"", "layout", "trans", "n", "nrhs", "Ap", "ldap", "Bp", "ldbp",
                                   "width", "nm"};
char const* const size_names[] = {"", "ldp", "sdp", "width", "nm"};

int L(Layout x) { return int(x); }
int O(Op x) { return int(x); }

}  // namespace

template <typename T>
int64_t compact_width()
{
    return drv::recommended_width<T>(cpu::active_isa());
}

template <typename T>
int64_t compact_size(int64_t ldp, int64_t sdp, int64_t width, int64_t nm)
{
    chk::FirstInvalid f;
    f(ldp < 1, 1)(sdp < 0, 2)(width < 1, 3)(nm < 0, 4);
    throw_if(f.code, "compact_size", size_names);
    int64_t elements = 0;
    throw_if(chk::packed_elements(ldp, sdp, width, nm, int64_t(sizeof(T)), elements),
             "compact_size", size_names);
    return elements;
}

template <typename T>
void gepack_compact(Layout layout, int64_t rows, int64_t cols, std::vector<T*> const& A,
                    int64_t lda, T* Ap, int64_t ldap, int64_t width)
{
    auto const nm = int64_t(A.size());
    T const* const* pointers = const_cast<T const* const*>(A.data());
    throw_if(chk::check_pack<T>(L(layout), rows, cols, pointers, true, nullptr, lda, 0, Ap, ldap,
                                width, nm, false),
             "gepack_compact", pack_names);
    drv::pack<T>(L(layout), rows, cols, drv::MatrixList<T const>{pointers, nullptr, 0}, lda, Ap,
                 ldap, width, nm);
}

template <typename T>
void gepack_compact(Layout layout, int64_t rows, int64_t cols, T const* A, int64_t lda,
                    int64_t strideA, T* Ap, int64_t ldap, int64_t width, int64_t nm)
{
    throw_if(chk::check_pack<T>(L(layout), rows, cols, nullptr, false, A, lda, strideA, Ap, ldap,
                                width, nm, false),
             "gepack_compact", pack_strided_names);
    drv::pack<T>(L(layout), rows, cols, drv::MatrixList<T const>{nullptr, A, strideA}, lda, Ap,
                 ldap, width, nm);
}

template <typename T>
void geunpack_compact(Layout layout, int64_t rows, int64_t cols, T const* Ap, int64_t ldap,
                      std::vector<T*> const& A, int64_t lda, int64_t width)
{
    auto const nm = int64_t(A.size());
    throw_if(chk::check_pack<T>(L(layout), rows, cols, A.data(), true, nullptr, lda, 0, Ap, ldap,
                                width, nm, true),
             "geunpack_compact", unpack_names);
    drv::unpack<T>(L(layout), rows, cols, Ap, ldap, drv::MatrixList<T>{A.data(), nullptr, 0}, lda,
                   width, nm);
}

template <typename T>
void geunpack_compact(Layout layout, int64_t rows, int64_t cols, T const* Ap, int64_t ldap, T* A,
                      int64_t lda, int64_t strideA, int64_t width, int64_t nm)
{
    throw_if(chk::check_pack<T>(L(layout), rows, cols, nullptr, false, A, lda, strideA, Ap, ldap,
                                width, nm, true),
             "geunpack_compact", unpack_strided_names);
    drv::unpack<T>(L(layout), rows, cols, Ap, ldap, drv::MatrixList<T>{nullptr, A, strideA}, lda,
                   width, nm);
}

template <typename T>
void gemm_compact(Layout layout, Op transA, Op transB, int64_t m, int64_t n, int64_t k,
                  same_t<T> alpha, T const* Ap, int64_t ldap, T const* Bp, int64_t ldbp,
                  same_t<T> beta, T* Cp, int64_t ldcp, int64_t width, int64_t nm)
{
    throw_if(chk::check_gemm(L(layout), O(transA), O(transB), m, n, k, alpha == T(0), Ap, ldap,
                             Bp, ldbp, Cp, ldcp, width, nm),
             "gemm_compact", gemm_names);
    drv::gemm<T>(L(layout), O(transA), O(transB), m, n, k, alpha, Ap, ldap, Bp, ldbp, beta, Cp,
                 ldcp, width, nm, cpu::active_isa());
}

template <typename T>
void trsm_compact(Layout layout, Side side, Uplo uplo, Op transA, Diag diag, int64_t m, int64_t n,
                  same_t<T> alpha, T const* Ap, int64_t ldap, T* Bp, int64_t ldbp, int64_t width,
                  int64_t nm)
{
    throw_if(chk::check_trsm(L(layout), int(side), int(uplo), O(transA), int(diag), m, n,
                             alpha == T(0), Ap, ldap, Bp, ldbp, width, nm),
             "trsm_compact", trsm_names);
    drv::trsm<T>(L(layout), int(side), int(uplo), O(transA), int(diag), m, n, alpha, Ap, ldap, Bp,
                 ldbp, width, nm, cpu::active_isa());
}

template <typename T>
void potrf_compact(Layout layout, Uplo uplo, int64_t n, T* Ap, int64_t ldap, int64_t width,
                   int64_t nm, std::vector<int64_t>& info)
{
    throw_if(chk::check_potrf(L(layout), int(uplo), n, Ap, ldap, width, nm), "potrf_compact",
             potrf_names);
    info.assign(size_t(nm), 0);
    drv::potrf<T>(L(layout), int(uplo), n, Ap, ldap, width, nm, info.data(), cpu::active_isa());
}

template <typename T>
void getrfnp_compact(Layout layout, int64_t m, int64_t n, T* Ap, int64_t ldap, int64_t width,
                     int64_t nm, std::vector<int64_t>& info)
{
    throw_if(chk::check_getrf(L(layout), m, n, Ap, ldap, width, nm), "getrfnp_compact",
             getrf_names);
    info.assign(size_t(nm), 0);
    drv::getrf_nopiv<T>(L(layout), m, n, Ap, ldap, width, nm, info.data(), cpu::active_isa());
}

template <typename T>
void potrs_compact(Layout layout, Uplo uplo, int64_t n, int64_t nrhs, T const* Ap, int64_t ldap,
                   T* Bp, int64_t ldbp, int64_t width, int64_t nm)
{
    throw_if(chk::check_solve(L(layout), core::valid_uplo(int(uplo)), n, nrhs, Ap, ldap, Bp, ldbp,
                              width, nm),
             "potrs_compact", potrs_names);
    drv::potrs<T>(L(layout), int(uplo), n, nrhs, Ap, ldap, Bp, ldbp, width, nm, cpu::active_isa());
}

template <typename T>
void getrsnp_compact(Layout layout, Op trans, int64_t n, int64_t nrhs, T const* Ap, int64_t ldap,
                     T* Bp, int64_t ldbp, int64_t width, int64_t nm)
{
    throw_if(chk::check_solve(L(layout), core::valid_op(O(trans)), n, nrhs, Ap, ldap, Bp, ldbp,
                              width, nm),
             "getrsnp_compact", getrs_names);
    drv::getrs_nopiv<T>(L(layout), O(trans), n, nrhs, Ap, ldap, Bp, ldbp, width, nm,
                        cpu::active_isa());
}

// ------------------------------------------------------------------------------------------------
// Instances

template <typename T>
using S = same_t<T>;
using c32 = std::complex<float>;
using c64 = std::complex<double>;

// clang-format off
template BBLAS_API int64_t compact_width<float>();
template BBLAS_API int64_t compact_width<double>();
template BBLAS_API int64_t compact_width<c32>();
template BBLAS_API int64_t compact_width<c64>();
template BBLAS_API int64_t compact_size<float>(int64_t, int64_t, int64_t, int64_t);
template BBLAS_API int64_t compact_size<double>(int64_t, int64_t, int64_t, int64_t);
template BBLAS_API int64_t compact_size<c32>(int64_t, int64_t, int64_t, int64_t);
template BBLAS_API int64_t compact_size<c64>(int64_t, int64_t, int64_t, int64_t);
template BBLAS_API void gepack_compact<float>(Layout, int64_t, int64_t, std::vector<float*> const&, int64_t, float*, int64_t, int64_t);
template BBLAS_API void gepack_compact<float>(Layout, int64_t, int64_t, float const*, int64_t, int64_t, float*, int64_t, int64_t, int64_t);
template BBLAS_API void geunpack_compact<float>(Layout, int64_t, int64_t, float const*, int64_t, std::vector<float*> const&, int64_t, int64_t);
template BBLAS_API void geunpack_compact<float>(Layout, int64_t, int64_t, float const*, int64_t, float*, int64_t, int64_t, int64_t, int64_t);
template BBLAS_API void gemm_compact<float>(Layout, Op, Op, int64_t, int64_t, int64_t, S<float>, float const*, int64_t, float const*, int64_t, S<float>, float*, int64_t, int64_t, int64_t);
template BBLAS_API void trsm_compact<float>(Layout, Side, Uplo, Op, Diag, int64_t, int64_t, S<float>, float const*, int64_t, float*, int64_t, int64_t, int64_t);
template BBLAS_API void potrf_compact<float>(Layout, Uplo, int64_t, float*, int64_t, int64_t, int64_t, std::vector<int64_t>&);
template BBLAS_API void getrfnp_compact<float>(Layout, int64_t, int64_t, float*, int64_t, int64_t, int64_t, std::vector<int64_t>&);
template BBLAS_API void potrs_compact<float>(Layout, Uplo, int64_t, int64_t, float const*, int64_t, float*, int64_t, int64_t, int64_t);
template BBLAS_API void getrsnp_compact<float>(Layout, Op, int64_t, int64_t, float const*, int64_t, float*, int64_t, int64_t, int64_t);
template BBLAS_API void gepack_compact<double>(Layout, int64_t, int64_t, std::vector<double*> const&, int64_t, double*, int64_t, int64_t);
template BBLAS_API void gepack_compact<double>(Layout, int64_t, int64_t, double const*, int64_t, int64_t, double*, int64_t, int64_t, int64_t);
template BBLAS_API void geunpack_compact<double>(Layout, int64_t, int64_t, double const*, int64_t, std::vector<double*> const&, int64_t, int64_t);
template BBLAS_API void geunpack_compact<double>(Layout, int64_t, int64_t, double const*, int64_t, double*, int64_t, int64_t, int64_t, int64_t);
template BBLAS_API void gemm_compact<double>(Layout, Op, Op, int64_t, int64_t, int64_t, S<double>, double const*, int64_t, double const*, int64_t, S<double>, double*, int64_t, int64_t, int64_t);
template BBLAS_API void trsm_compact<double>(Layout, Side, Uplo, Op, Diag, int64_t, int64_t, S<double>, double const*, int64_t, double*, int64_t, int64_t, int64_t);
template BBLAS_API void potrf_compact<double>(Layout, Uplo, int64_t, double*, int64_t, int64_t, int64_t, std::vector<int64_t>&);
template BBLAS_API void getrfnp_compact<double>(Layout, int64_t, int64_t, double*, int64_t, int64_t, int64_t, std::vector<int64_t>&);
template BBLAS_API void potrs_compact<double>(Layout, Uplo, int64_t, int64_t, double const*, int64_t, double*, int64_t, int64_t, int64_t);
template BBLAS_API void getrsnp_compact<double>(Layout, Op, int64_t, int64_t, double const*, int64_t, double*, int64_t, int64_t, int64_t);
template BBLAS_API void gepack_compact<c32>(Layout, int64_t, int64_t, std::vector<c32*> const&, int64_t, c32*, int64_t, int64_t);
template BBLAS_API void gepack_compact<c32>(Layout, int64_t, int64_t, c32 const*, int64_t, int64_t, c32*, int64_t, int64_t, int64_t);
template BBLAS_API void geunpack_compact<c32>(Layout, int64_t, int64_t, c32 const*, int64_t, std::vector<c32*> const&, int64_t, int64_t);
template BBLAS_API void geunpack_compact<c32>(Layout, int64_t, int64_t, c32 const*, int64_t, c32*, int64_t, int64_t, int64_t, int64_t);
template BBLAS_API void gemm_compact<c32>(Layout, Op, Op, int64_t, int64_t, int64_t, S<c32>, c32 const*, int64_t, c32 const*, int64_t, S<c32>, c32*, int64_t, int64_t, int64_t);
template BBLAS_API void trsm_compact<c32>(Layout, Side, Uplo, Op, Diag, int64_t, int64_t, S<c32>, c32 const*, int64_t, c32*, int64_t, int64_t, int64_t);
template BBLAS_API void potrf_compact<c32>(Layout, Uplo, int64_t, c32*, int64_t, int64_t, int64_t, std::vector<int64_t>&);
template BBLAS_API void getrfnp_compact<c32>(Layout, int64_t, int64_t, c32*, int64_t, int64_t, int64_t, std::vector<int64_t>&);
template BBLAS_API void potrs_compact<c32>(Layout, Uplo, int64_t, int64_t, c32 const*, int64_t, c32*, int64_t, int64_t, int64_t);
template BBLAS_API void getrsnp_compact<c32>(Layout, Op, int64_t, int64_t, c32 const*, int64_t, c32*, int64_t, int64_t, int64_t);
template BBLAS_API void gepack_compact<c64>(Layout, int64_t, int64_t, std::vector<c64*> const&, int64_t, c64*, int64_t, int64_t);
template BBLAS_API void gepack_compact<c64>(Layout, int64_t, int64_t, c64 const*, int64_t, int64_t, c64*, int64_t, int64_t, int64_t);
template BBLAS_API void geunpack_compact<c64>(Layout, int64_t, int64_t, c64 const*, int64_t, std::vector<c64*> const&, int64_t, int64_t);
template BBLAS_API void geunpack_compact<c64>(Layout, int64_t, int64_t, c64 const*, int64_t, c64*, int64_t, int64_t, int64_t, int64_t);
template BBLAS_API void gemm_compact<c64>(Layout, Op, Op, int64_t, int64_t, int64_t, S<c64>, c64 const*, int64_t, c64 const*, int64_t, S<c64>, c64*, int64_t, int64_t, int64_t);
template BBLAS_API void trsm_compact<c64>(Layout, Side, Uplo, Op, Diag, int64_t, int64_t, S<c64>, c64 const*, int64_t, c64*, int64_t, int64_t, int64_t);
template BBLAS_API void potrf_compact<c64>(Layout, Uplo, int64_t, c64*, int64_t, int64_t, int64_t, std::vector<int64_t>&);
template BBLAS_API void getrfnp_compact<c64>(Layout, int64_t, int64_t, c64*, int64_t, int64_t, int64_t, std::vector<int64_t>&);
template BBLAS_API void potrs_compact<c64>(Layout, Uplo, int64_t, int64_t, c64 const*, int64_t, c64*, int64_t, int64_t, int64_t);
template BBLAS_API void getrsnp_compact<c64>(Layout, Op, int64_t, int64_t, c64 const*, int64_t, c64*, int64_t, int64_t, int64_t);
// clang-format on

}  // namespace batchblas
