// SPDX-License-Identifier: BSD-3-Clause
/**
 * The compact-layout C API (batchblas/compact.h): each entry point checks its arguments
 * (core/check_compact.hh), reports in info[0]'s mode and runs the CPU driver
 * (cpu/drivers/compact.hh) with the active ISA's kernels. No exception crosses into C.
 */
#include <batchblas.h>

#include <algorithm>
#include <complex>
#include <vector>

#include "core/check_compact.hh"
#include "cpu/drivers/compact.hh"

namespace batchblas::api {
namespace {

namespace drv = cpu::compact;
namespace chk = core::compact;

/**
 * The reporting mode on entry, after checking: returns false (info[0] = -a, nothing else
 * touched) when an argument is invalid or the mode unknown, true (info[0] = 0) to compute.
 * check() runs unless the mode is ReportNone; info_pos is info's own position. With info ==
 * NULL the arguments are checked and an invalid one goes to the error handler
 * (bblas_set_error_handler) instead of info[0].
 */
template <typename Check>
bool begin(char const* routine, int64_t* info, int info_pos, Check&& check)
{
    if (info == nullptr) {
        int64_t const code = check();
        if (code != 0) bblas_get_error_handler()(routine, -code, -1);
        return code == 0;
    }
    int64_t const mode = info[0];
    bool const known = mode >= int64_t(core::Report::All) && mode <= int64_t(core::Report::None);
    if (known && mode == int64_t(core::Report::None)) {
        info[0] = 0;
        return true;
    }
    int64_t code = check();
    if (code == 0 && !known) code = -info_pos;
    info[0] = code;
    return code == 0;
}

/** Numerical codes of the nm matrices in the caller's mode (the call is one group). */
void report(core::Report mode, std::vector<int64_t> const& codes, int64_t* info)
{
    if (mode == core::Report::None) return;
    auto const first = std::find_if(codes.begin(), codes.end(), [](int64_t c) { return c != 0; });
    int64_t const first_code = first == codes.end() ? 0 : *first;
    if (mode == core::Report::All) std::copy(codes.begin(), codes.end(), info + 1);
    if (mode == core::Report::Group) info[1] = first_code;
    info[0] = first_code != 0 ? 1 : 0;
}

/** Runs f(), turning an exception (out of memory) into info[0] = -info_pos (with info ==
 *  NULL, into a call of the error handler with info's position). */
template <typename F>
void guarded(char const* routine, int64_t* info, int info_pos, F&& f)
{
    try {
        f();
    }
    catch (...) {
        if (info != nullptr)
            info[0] = -info_pos;
        else
            bblas_get_error_handler()(routine, info_pos, -1);
    }
}

template <typename T>
int64_t size(int64_t ldp, int64_t sdp, int64_t width, int64_t nm)
{
    chk::FirstInvalid f;
    f(ldp < 1, 1)(sdp < 0, 2)(width < 1, 3)(nm < 0, 4);
    if (f.code != 0) return f.code;
    int64_t elements = 0;
    int64_t const code = chk::packed_elements(ldp, sdp, width, nm, int64_t(sizeof(T)), elements);
    return code != 0 ? code : elements;
}

template <typename T>
void pack(blas_layout_t layout, int64_t rows, int64_t cols, T const* const* A, T const* base,
          int64_t lda, int64_t stride, T* Ap, int64_t ldap, int64_t width, int64_t nm,
          int64_t* info, bool pointer_form)
{
    int const info_pos = pointer_form ? 10 : 11;
    char const* const routine = pointer_form ? "gepack_compact" : "gepack_compact_strided";
    if (!begin(routine, info, info_pos, [&] {
            return chk::check_pack<T>(layout, rows, cols, A, pointer_form, base, lda, stride, Ap,
                                      ldap, width, nm, false);
        }))
        return;
    guarded(routine, info, info_pos, [&] {
        drv::pack<T>(layout, rows, cols, drv::MatrixList<T const>{A, base, stride}, lda, Ap, ldap,
                     width, nm);
    });
}

template <typename T>
void unpack(blas_layout_t layout, int64_t rows, int64_t cols, T const* Ap, int64_t ldap,
            T* const* A, T* base, int64_t lda, int64_t stride, int64_t width, int64_t nm,
            int64_t* info, bool pointer_form)
{
    int const info_pos = pointer_form ? 10 : 11;
    char const* const routine = pointer_form ? "geunpack_compact" : "geunpack_compact_strided";
    if (!begin(routine, info, info_pos, [&] {
            return chk::check_pack<T>(layout, rows, cols, A, pointer_form, base, lda, stride, Ap,
                                      ldap, width, nm, true);
        }))
        return;
    guarded(routine, info, info_pos, [&] {
        drv::unpack<T>(layout, rows, cols, Ap, ldap, drv::MatrixList<T>{A, base, stride}, lda,
                       width, nm);
    });
}

template <typename T>
void gemm(blas_layout_t layout, blas_trans_t ta, blas_trans_t tb, int64_t m, int64_t n, int64_t k,
          T alpha, T const* Ap, int64_t ldap, T const* Bp, int64_t ldbp, T beta, T* Cp,
          int64_t ldcp, int64_t width, int64_t nm, int64_t* info)
{
    if (!begin("gemm_compact", info, 17, [&] {
            return chk::check_gemm(layout, ta, tb, m, n, k, alpha == T(0), Ap, ldap, Bp, ldbp, Cp,
                                   ldcp, width, nm);
        }))
        return;
    guarded("gemm_compact", info, 17, [&] {
        drv::gemm<T>(layout, ta, tb, m, n, k, alpha, Ap, ldap, Bp, ldbp, beta, Cp, ldcp, width,
                     nm, cpu::active_isa());
    });
}

template <typename T>
void trsm(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo, blas_trans_t ta,
          blas_diag_t diag, int64_t m, int64_t n, T alpha, T const* Ap, int64_t ldap, T* Bp,
          int64_t ldbp, int64_t width, int64_t nm, int64_t* info)
{
    if (!begin("trsm_compact", info, 15, [&] {
            return chk::check_trsm(layout, side, uplo, ta, diag, m, n, alpha == T(0), Ap, ldap,
                                   Bp, ldbp, width, nm);
        }))
        return;
    guarded("trsm_compact", info, 15, [&] {
        drv::trsm<T>(layout, side, uplo, ta, diag, m, n, alpha, Ap, ldap, Bp, ldbp, width, nm,
                     cpu::active_isa());
    });
}

template <typename T>
void potrf(blas_layout_t layout, blas_uplo_t uplo, int64_t n, T* Ap, int64_t ldap, int64_t width,
           int64_t nm, int64_t* info)
{
    auto const mode = info ? core::Report(info[0]) : core::Report::None;
    if (!begin("potrf_compact", info, 8, [&] { return chk::check_potrf(layout, uplo, n, Ap, ldap, width, nm); }))
        return;
    guarded("potrf_compact", info, 8, [&] {
        std::vector<int64_t> codes(size_t(nm), 0);
        drv::potrf<T>(layout, uplo, n, Ap, ldap, width, nm, codes.data(), cpu::active_isa());
        report(mode, codes, info);
    });
}

template <typename T>
void getrfnp(blas_layout_t layout, int64_t m, int64_t n, T* Ap, int64_t ldap, int64_t width,
             int64_t nm, int64_t* info)
{
    auto const mode = info ? core::Report(info[0]) : core::Report::None;
    if (!begin("getrfnp_compact", info, 8, [&] { return chk::check_getrf(layout, m, n, Ap, ldap, width, nm); }))
        return;
    guarded("getrfnp_compact", info, 8, [&] {
        std::vector<int64_t> codes(size_t(nm), 0);
        drv::getrf_nopiv<T>(layout, m, n, Ap, ldap, width, nm, codes.data(), cpu::active_isa());
        report(mode, codes, info);
    });
}

template <typename T>
void potrs(blas_layout_t layout, blas_uplo_t uplo, int64_t n, int64_t nrhs, T const* Ap,
           int64_t ldap, T* Bp, int64_t ldbp, int64_t width, int64_t nm, int64_t* info)
{
    if (!begin("potrs_compact", info, 11, [&] {
            return chk::check_solve(layout, core::valid_uplo(uplo), n, nrhs, Ap, ldap, Bp, ldbp,
                                    width, nm);
        }))
        return;
    guarded("potrs_compact", info, 11, [&] {
        drv::potrs<T>(layout, uplo, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, cpu::active_isa());
    });
}

template <typename T>
void getrsnp(blas_layout_t layout, blas_trans_t trans, int64_t n, int64_t nrhs, T const* Ap,
             int64_t ldap, T* Bp, int64_t ldbp, int64_t width, int64_t nm, int64_t* info)
{
    if (!begin("getrsnp_compact", info, 11, [&] {
            return chk::check_solve(layout, core::valid_op(trans), n, nrhs, Ap, ldap, Bp, ldbp,
                                    width, nm);
        }))
        return;
    guarded("getrsnp_compact", info, 11, [&] {
        drv::getrs_nopiv<T>(layout, trans, n, nrhs, Ap, ldap, Bp, ldbp, width, nm,
                            cpu::active_isa());
    });
}

}  // namespace
}  // namespace batchblas::api

extern "C" {
// ---------------------------------------------------------------------------------- s

BBLAS_API int64_t bblas_swidth_compact(void)
{
    return batchblas::cpu::compact::recommended_width<float>(batchblas::cpu::active_isa());
}

BBLAS_API int64_t bblas_ssize_compact(int64_t ldp, int64_t sdp, int64_t width, int64_t nm)
{
    return batchblas::api::size<float>(ldp, sdp, width, nm);
}

BBLAS_API void bblas_sgepack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const float *const *A, int64_t lda, float *Ap, int64_t ldap, int64_t width, int64_t nm,
    int64_t *info)
{
    batchblas::api::pack<float>(layout, rows, cols, A, nullptr, lda, 0, Ap, ldap, width, nm, info,
                               true);
}

BBLAS_API void bblas_sgepack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const float *A, int64_t lda, int64_t strideA, float *Ap, int64_t ldap, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::pack<float>(layout, rows, cols, nullptr, A, lda, strideA, Ap, ldap, width, nm,
                               info, false);
}

BBLAS_API void bblas_sgeunpack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const float *Ap, int64_t ldap, float *const *A, int64_t lda, int64_t width, int64_t nm,
    int64_t *info)
{
    batchblas::api::unpack<float>(layout, rows, cols, Ap, ldap, A, nullptr, lda, 0, width, nm,
                                 info, true);
}

BBLAS_API void bblas_sgeunpack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const float *Ap, int64_t ldap, float *A, int64_t lda, int64_t strideA, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::unpack<float>(layout, rows, cols, Ap, ldap, nullptr, A, lda, strideA, width,
                                 nm, info, false);
}

BBLAS_API void bblas_sgemm_compact(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB,
    int64_t m, int64_t n, int64_t k, float alpha, const float *Ap, int64_t ldap, const float *Bp,
    int64_t ldbp, float beta, float *Cp, int64_t ldcp, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::gemm<float>(layout, transA, transB, m, n, k, alpha, Ap, ldap, Bp, ldbp,
                               beta, Cp, ldcp, width, nm, info);
}

BBLAS_API void bblas_strsm_compact(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo,
    blas_trans_t transA, blas_diag_t diag, int64_t m, int64_t n, float alpha, const float *Ap,
    int64_t ldap, float *Bp, int64_t ldbp, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::trsm<float>(layout, side, uplo, transA, diag, m, n, alpha, Ap, ldap, Bp,
                               ldbp, width, nm, info);
}

BBLAS_API void bblas_spotrf_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    float *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::potrf<float>(layout, uplo, n, Ap, ldap, width, nm, info);
}

BBLAS_API void bblas_sgetrfnp_compact(blas_layout_t layout, int64_t m, int64_t n,
    float *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::getrfnp<float>(layout, m, n, Ap, ldap, width, nm, info);
}

BBLAS_API void bblas_spotrs_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    int64_t nrhs, const float *Ap, int64_t ldap, float *Bp, int64_t ldbp, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::potrs<float>(layout, uplo, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info);
}

BBLAS_API void bblas_sgetrsnp_compact(blas_layout_t layout, blas_trans_t trans, int64_t n,
    int64_t nrhs, const float *Ap, int64_t ldap, float *Bp, int64_t ldbp, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::getrsnp<float>(layout, trans, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info);
}

// ---------------------------------------------------------------------------------- d

BBLAS_API int64_t bblas_dwidth_compact(void)
{
    return batchblas::cpu::compact::recommended_width<double>(batchblas::cpu::active_isa());
}

BBLAS_API int64_t bblas_dsize_compact(int64_t ldp, int64_t sdp, int64_t width, int64_t nm)
{
    return batchblas::api::size<double>(ldp, sdp, width, nm);
}

BBLAS_API void bblas_dgepack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const double *const *A, int64_t lda, double *Ap, int64_t ldap, int64_t width, int64_t nm,
    int64_t *info)
{
    batchblas::api::pack<double>(layout, rows, cols, A, nullptr, lda, 0, Ap, ldap, width, nm, info,
                               true);
}

BBLAS_API void bblas_dgepack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const double *A, int64_t lda, int64_t strideA, double *Ap, int64_t ldap, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::pack<double>(layout, rows, cols, nullptr, A, lda, strideA, Ap, ldap, width, nm,
                               info, false);
}

BBLAS_API void bblas_dgeunpack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const double *Ap, int64_t ldap, double *const *A, int64_t lda, int64_t width, int64_t nm,
    int64_t *info)
{
    batchblas::api::unpack<double>(layout, rows, cols, Ap, ldap, A, nullptr, lda, 0, width, nm,
                                 info, true);
}

BBLAS_API void bblas_dgeunpack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const double *Ap, int64_t ldap, double *A, int64_t lda, int64_t strideA, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::unpack<double>(layout, rows, cols, Ap, ldap, nullptr, A, lda, strideA, width,
                                 nm, info, false);
}

BBLAS_API void bblas_dgemm_compact(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB,
    int64_t m, int64_t n, int64_t k, double alpha, const double *Ap, int64_t ldap, const double *Bp,
    int64_t ldbp, double beta, double *Cp, int64_t ldcp, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::gemm<double>(layout, transA, transB, m, n, k, alpha, Ap, ldap, Bp, ldbp,
                               beta, Cp, ldcp, width, nm, info);
}

BBLAS_API void bblas_dtrsm_compact(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo,
    blas_trans_t transA, blas_diag_t diag, int64_t m, int64_t n, double alpha, const double *Ap,
    int64_t ldap, double *Bp, int64_t ldbp, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::trsm<double>(layout, side, uplo, transA, diag, m, n, alpha, Ap, ldap, Bp,
                               ldbp, width, nm, info);
}

BBLAS_API void bblas_dpotrf_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    double *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::potrf<double>(layout, uplo, n, Ap, ldap, width, nm, info);
}

BBLAS_API void bblas_dgetrfnp_compact(blas_layout_t layout, int64_t m, int64_t n,
    double *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::getrfnp<double>(layout, m, n, Ap, ldap, width, nm, info);
}

BBLAS_API void bblas_dpotrs_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    int64_t nrhs, const double *Ap, int64_t ldap, double *Bp, int64_t ldbp, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::potrs<double>(layout, uplo, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info);
}

BBLAS_API void bblas_dgetrsnp_compact(blas_layout_t layout, blas_trans_t trans, int64_t n,
    int64_t nrhs, const double *Ap, int64_t ldap, double *Bp, int64_t ldbp, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::getrsnp<double>(layout, trans, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info);
}

// ---------------------------------------------------------------------------------- c

BBLAS_API int64_t bblas_cwidth_compact(void)
{
    return batchblas::cpu::compact::recommended_width<std::complex<float>>(batchblas::cpu::active_isa());
}

BBLAS_API int64_t bblas_csize_compact(int64_t ldp, int64_t sdp, int64_t width, int64_t nm)
{
    return batchblas::api::size<std::complex<float>>(ldp, sdp, width, nm);
}

BBLAS_API void bblas_cgepack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_float *const *A, int64_t lda, bblas_complex_float *Ap, int64_t ldap, int64_t width, int64_t nm,
    int64_t *info)
{
    batchblas::api::pack<bblas_complex_float>(layout, rows, cols, A, nullptr, lda, 0, Ap, ldap, width, nm, info,
                               true);
}

BBLAS_API void bblas_cgepack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_float *A, int64_t lda, int64_t strideA, bblas_complex_float *Ap, int64_t ldap, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::pack<bblas_complex_float>(layout, rows, cols, nullptr, A, lda, strideA, Ap, ldap, width, nm,
                               info, false);
}

BBLAS_API void bblas_cgeunpack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_float *Ap, int64_t ldap, bblas_complex_float *const *A, int64_t lda, int64_t width, int64_t nm,
    int64_t *info)
{
    batchblas::api::unpack<bblas_complex_float>(layout, rows, cols, Ap, ldap, A, nullptr, lda, 0, width, nm,
                                 info, true);
}

BBLAS_API void bblas_cgeunpack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_float *Ap, int64_t ldap, bblas_complex_float *A, int64_t lda, int64_t strideA, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::unpack<bblas_complex_float>(layout, rows, cols, Ap, ldap, nullptr, A, lda, strideA, width,
                                 nm, info, false);
}

BBLAS_API void bblas_cgemm_compact(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB,
    int64_t m, int64_t n, int64_t k, const bblas_complex_float *alpha, const bblas_complex_float *Ap, int64_t ldap, const bblas_complex_float *Bp,
    int64_t ldbp, const bblas_complex_float *beta, bblas_complex_float *Cp, int64_t ldcp, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::gemm<bblas_complex_float>(layout, transA, transB, m, n, k, *alpha, Ap, ldap, Bp, ldbp,
                               *beta, Cp, ldcp, width, nm, info);
}

BBLAS_API void bblas_ctrsm_compact(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo,
    blas_trans_t transA, blas_diag_t diag, int64_t m, int64_t n, const bblas_complex_float *alpha, const bblas_complex_float *Ap,
    int64_t ldap, bblas_complex_float *Bp, int64_t ldbp, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::trsm<bblas_complex_float>(layout, side, uplo, transA, diag, m, n, *alpha, Ap, ldap, Bp,
                               ldbp, width, nm, info);
}

BBLAS_API void bblas_cpotrf_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    bblas_complex_float *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::potrf<bblas_complex_float>(layout, uplo, n, Ap, ldap, width, nm, info);
}

BBLAS_API void bblas_cgetrfnp_compact(blas_layout_t layout, int64_t m, int64_t n,
    bblas_complex_float *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::getrfnp<bblas_complex_float>(layout, m, n, Ap, ldap, width, nm, info);
}

BBLAS_API void bblas_cpotrs_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    int64_t nrhs, const bblas_complex_float *Ap, int64_t ldap, bblas_complex_float *Bp, int64_t ldbp, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::potrs<bblas_complex_float>(layout, uplo, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info);
}

BBLAS_API void bblas_cgetrsnp_compact(blas_layout_t layout, blas_trans_t trans, int64_t n,
    int64_t nrhs, const bblas_complex_float *Ap, int64_t ldap, bblas_complex_float *Bp, int64_t ldbp, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::getrsnp<bblas_complex_float>(layout, trans, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info);
}

// ---------------------------------------------------------------------------------- z

BBLAS_API int64_t bblas_zwidth_compact(void)
{
    return batchblas::cpu::compact::recommended_width<std::complex<double>>(batchblas::cpu::active_isa());
}

BBLAS_API int64_t bblas_zsize_compact(int64_t ldp, int64_t sdp, int64_t width, int64_t nm)
{
    return batchblas::api::size<std::complex<double>>(ldp, sdp, width, nm);
}

BBLAS_API void bblas_zgepack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_double *const *A, int64_t lda, bblas_complex_double *Ap, int64_t ldap, int64_t width, int64_t nm,
    int64_t *info)
{
    batchblas::api::pack<bblas_complex_double>(layout, rows, cols, A, nullptr, lda, 0, Ap, ldap, width, nm, info,
                               true);
}

BBLAS_API void bblas_zgepack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_double *A, int64_t lda, int64_t strideA, bblas_complex_double *Ap, int64_t ldap, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::pack<bblas_complex_double>(layout, rows, cols, nullptr, A, lda, strideA, Ap, ldap, width, nm,
                               info, false);
}

BBLAS_API void bblas_zgeunpack_compact(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_double *Ap, int64_t ldap, bblas_complex_double *const *A, int64_t lda, int64_t width, int64_t nm,
    int64_t *info)
{
    batchblas::api::unpack<bblas_complex_double>(layout, rows, cols, Ap, ldap, A, nullptr, lda, 0, width, nm,
                                 info, true);
}

BBLAS_API void bblas_zgeunpack_compact_strided(blas_layout_t layout, int64_t rows, int64_t cols,
    const bblas_complex_double *Ap, int64_t ldap, bblas_complex_double *A, int64_t lda, int64_t strideA, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::unpack<bblas_complex_double>(layout, rows, cols, Ap, ldap, nullptr, A, lda, strideA, width,
                                 nm, info, false);
}

BBLAS_API void bblas_zgemm_compact(blas_layout_t layout, blas_trans_t transA, blas_trans_t transB,
    int64_t m, int64_t n, int64_t k, const bblas_complex_double *alpha, const bblas_complex_double *Ap, int64_t ldap, const bblas_complex_double *Bp,
    int64_t ldbp, const bblas_complex_double *beta, bblas_complex_double *Cp, int64_t ldcp, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::gemm<bblas_complex_double>(layout, transA, transB, m, n, k, *alpha, Ap, ldap, Bp, ldbp,
                               *beta, Cp, ldcp, width, nm, info);
}

BBLAS_API void bblas_ztrsm_compact(blas_layout_t layout, blas_side_t side, blas_uplo_t uplo,
    blas_trans_t transA, blas_diag_t diag, int64_t m, int64_t n, const bblas_complex_double *alpha, const bblas_complex_double *Ap,
    int64_t ldap, bblas_complex_double *Bp, int64_t ldbp, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::trsm<bblas_complex_double>(layout, side, uplo, transA, diag, m, n, *alpha, Ap, ldap, Bp,
                               ldbp, width, nm, info);
}

BBLAS_API void bblas_zpotrf_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    bblas_complex_double *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::potrf<bblas_complex_double>(layout, uplo, n, Ap, ldap, width, nm, info);
}

BBLAS_API void bblas_zgetrfnp_compact(blas_layout_t layout, int64_t m, int64_t n,
    bblas_complex_double *Ap, int64_t ldap, int64_t width, int64_t nm, int64_t *info)
{
    batchblas::api::getrfnp<bblas_complex_double>(layout, m, n, Ap, ldap, width, nm, info);
}

BBLAS_API void bblas_zpotrs_compact(blas_layout_t layout, blas_uplo_t uplo, int64_t n,
    int64_t nrhs, const bblas_complex_double *Ap, int64_t ldap, bblas_complex_double *Bp, int64_t ldbp, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::potrs<bblas_complex_double>(layout, uplo, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info);
}

BBLAS_API void bblas_zgetrsnp_compact(blas_layout_t layout, blas_trans_t trans, int64_t n,
    int64_t nrhs, const bblas_complex_double *Ap, int64_t ldap, bblas_complex_double *Bp, int64_t ldbp, int64_t width,
    int64_t nm, int64_t *info)
{
    batchblas::api::getrsnp<bblas_complex_double>(layout, trans, n, nrhs, Ap, ldap, Bp, ldbp, width, nm, info);
}

}  // extern "C"
