// SPDX-License-Identifier: BSD-3-Clause
/**
 * libbatchblas_cblas, LAPACK: MKL's batch LAPACK functions (?getrf_batch[_strided],
 * ?getrs_batch_strided, ?getrfnp_batch_strided, ?getrsnp_batch_strided,
 * ?getri_oop_batch[_strided], ?potrf_batch_strided, ?geqrf_batch[_strided];
 * include/batchblas/cblas_batch.h) with MKL's LP64 signatures. Each
 * entry point builds the core's LAPACK batch view over the caller's arrays, checks it with the
 * core's checker, runs it on the CPU and writes one int code per problem into info.
 *
 * MKL's pivots are int, the core's int64_t: pivots are widened into a scratch array before a
 * routine that reads them and narrowed back after getrf (a pivot is at most m, so it fits).
 */
#include <batchblas/cblas_batch.h>

#include <algorithm>
#include <complex>
#include <initializer_list>
#include <vector>

#include "api/cblas/forms.hh"
#include "api/dispatch.hh"
#include "core/check_lapack.hh"
#include "core/problems.hh"

namespace batchblas::cblas {
namespace {

/**
 * A strided argument: the core position of the argument its stride follows in MKL's signature,
 * the stride, and the footprint one problem's data covers (the least stride when batch_size > 1).
 */
struct Strided {
    int after_core_position;
    int64_t stride;
    int64_t footprint;
};

/** MKL's parameter number of a core position: MKL's LAPACK has no layout (one less), each
 *  stride placed before the argument moves it by one, and each core argument MKL's signature
 *  lacks (`absent`: getrsnp has no pivots) before it moves it back by one. */
int mkl_position(int core_position, std::initializer_list<Strided> strides,
                 std::initializer_list<int> absent = {})
{
    int position = core_position - 1;
    for (Strided const& s : strides)
        if (s.after_core_position < core_position) ++position;
    for (int a : absent)
        if (a < core_position) --position;
    return position;
}

/** 'N', 'T', 'C' (either case) as the core's transpose option; 0 (invalid) otherwise. */
int trans_option(char const* trans)
{
    if (trans == nullptr) return 0;
    switch (*trans) {
        case 'N':
        case 'n':
            return BlasNoTrans;
        case 'T':
        case 't':
            return BlasTrans;
        case 'C':
        case 'c':
            return BlasConjTrans;
        default:
            return 0;
    }
}
/** 'U', 'L' (either case) as the core's uplo option; 0 (invalid) otherwise. */
int uplo_option(char const* uplo)
{
    if (uplo == nullptr) return 0;
    switch (*uplo) {
        case 'U':
        case 'u':
            return BlasUpper;
        case 'L':
        case 'l':
            return BlasLower;
        default:
            return 0;
    }
}

/** Reports parameter `bad` and sets each of the batch_count codes to -bad. */
void fail(char const* routine, int bad, int64_t batch_count, int* info)
{
    report(routine, bad);
    if (info != nullptr)
        for (int64_t i = 0; i < batch_count; ++i) info[i] = -bad;
}

/** Runs a checked batch; info[i] receives problem i's LAPACK code (0 for geqrf). */
template <class Problems>
void run(char const* routine, Problems const& p, int64_t batch_count, int* info)
{
    try {
        if constexpr (api::reports_numerical_v<Problems>) {
            std::vector<int64_t> codes(size_t(batch_count), 0);
            cpu::Backend{}.run(p, codes.data());
            for (int64_t i = 0; i < batch_count; ++i) info[i] = int(codes[size_t(i)]);
        }
        else {
            cpu::Backend{}.run(p);
            std::fill(info, info + batch_count, 0);
        }
    } catch (...) {
        report_failure(routine);
    }
}

/**
 * The strided form's checks: problem 0 speaks for all (they share every argument), then the
 * strides, then batch_size and info. Returns the lowest invalid MKL parameter number, or 0.
 */
template <class Problems>
int check_strided(Problems const& p, int batch_size, int const* info,
                  std::initializer_list<Strided> strides, std::initializer_list<int> absent)
{
    int bad = 0;
    auto const consider = [&](int position) {
        if (position > 0 && (bad == 0 || position < bad)) bad = position;
    };
    int const batch_position = mkl_position(Problems::group_count_pos, strides, absent);
    if (batch_size < 0) consider(batch_position);
    if (batch_size > 0) {
        if (int64_t const code = core::check_problem(p, core::Index{0, 0}))
            consider(mkl_position(int(-code), strides, absent));
        for (Strided const& s : strides)
            if (s.stride < 0 || (batch_size > 1 && s.stride < s.footprint))
                consider(mkl_position(s.after_core_position, strides, absent) + 1);
        if (info == nullptr) consider(batch_position + 1);
    }
    return bad;
}

/**
 * Prepares the strided form's view and checks it; returns batch_size, or -1 after reporting an
 * invalid argument.
 */
template <class Problems>
int64_t prepare_strided(char const* routine, Problems& p, int batch_size, int* info,
                        std::initializer_list<Strided> strides,
                        std::initializer_list<int> absent = {})
{
    p.layout = BlasColMajor;
    p.groups = core::Groups::single(batch_size < 0 ? 0 : batch_size);
    if (int const bad = check_strided(p, batch_size, info, strides, absent)) {
        fail(routine, bad, batch_size, info);
        return -1;
    }
    return batch_size;
}

/** The group form's checks in parameter order: group_count, group_size, then each problem's
 *  arguments (the first failing problem's first invalid one), then info. */
template <class Problems>
int check_group(Problems const& p, int const* group_count, int const* group_size,
                int64_t batch_count, int const* info)
{
    int const count_position = Problems::group_count_pos - 1;
    if (group_count == nullptr || *group_count < 0) return count_position;
    if (*group_count > 0 && group_size == nullptr) return count_position + 1;
    for (int g = 0; g < *group_count; ++g)
        if (group_size[g] < 0) return count_position + 1;
    int first = 0;
    core::for_each_problem(p.groups, [&](core::Index at) {
        if (first != 0) return;
        if (int64_t const code = core::check_problem(p, at)) first = int(-code) - 1;
    });
    if (first > 0) return first;
    if (batch_count > 0 && info == nullptr) return count_position + 2;
    return 0;
}

/** The number of problems of valid group sizes (0 when they are not). */
int64_t total(int const* group_count, int const* group_size)
{
    if (group_count == nullptr || *group_count <= 0 || group_size == nullptr) return 0;
    int64_t sum = 0;
    for (int g = 0; g < *group_count; ++g) {
        if (group_size[g] < 0) return 0;
        sum += group_size[g];
    }
    return sum;
}

/**
 * Prepares the group form's view and checks it; returns the number of problems, or -1 after
 * reporting an invalid argument.
 */
template <class Problems>
int64_t prepare_group(char const* routine, Problems& p, int const* group_count,
                      int const* group_size, int* info)
{
    int64_t const batch_count = total(group_count, group_size);
    p.layout = BlasColMajor;
    p.groups =
        core::Groups(group_count != nullptr && *group_count > 0 ? *group_count : 0, group_size);
    if (int const bad = check_group(p, group_count, group_size, batch_count, info)) {
        fail(routine, bad, batch_count, info);
        return -1;
    }
    return batch_count;
}

int64_t min_size(int m, int n)
{
    return std::max(0, std::min(m, n));
}

/** For the checks: MKL's pivot arrays seen as the core's (only their nullness is looked at). */
int64_t* const* as_pivots(int* const* ipiv)
{
    return reinterpret_cast<int64_t* const*>(ipiv);
}
int64_t const* const* as_pivots(int const* const* ipiv)
{
    return reinterpret_cast<int64_t const* const*>(ipiv);
}

/**
 * The core's pivots of a group-form batch: one scratch array per problem, of `length(at)`
 * entries, widened from MKL's when `widen`.
 */
class GroupPivots {
public:
    template <class Length>
    GroupPivots(core::Groups const& groups, int const* const* mkl, int64_t batch_count,
                Length&& length, bool widen)
        : pointers_(size_t(batch_count), nullptr), offsets_(size_t(batch_count) + 1, 0)
    {
        core::for_each_problem(groups, [&](core::Index at) {
            offsets_[size_t(at.problem) + 1] = offsets_[size_t(at.problem)] + length(at);
        });
        values_.assign(size_t(offsets_.back()), 0);
        for (int64_t i = 0; i < batch_count; ++i) {
            int64_t const begin = offsets_[size_t(i)], end = offsets_[size_t(i) + 1];
            pointers_[size_t(i)] = values_.data() + begin;
            if (widen)
                for (int64_t j = begin; j < end; ++j) values_[size_t(j)] = mkl[i][j - begin];
        }
    }
    int64_t* const* pointers() const { return pointers_.data(); }
    /** Narrows the pivots back into MKL's arrays. */
    void narrow_into(int* const* mkl) const
    {
        for (size_t i = 0; i < pointers_.size(); ++i)
            for (int64_t j = offsets_[i]; j < offsets_[i + 1]; ++j)
                mkl[i][j - offsets_[i]] = int(values_[size_t(j)]);
    }

private:
    std::vector<int64_t*> pointers_;
    std::vector<int64_t> offsets_;
    std::vector<int64_t> values_;
};

/** The core's pivots of a strided batch: `length` entries per problem, contiguous. */
std::vector<int64_t> widen_strided(int const* ipiv, int stride, int64_t length, int64_t count)
{
    std::vector<int64_t> values(size_t(length * count));
    for (int64_t i = 0; i < count; ++i)
        for (int64_t j = 0; j < length; ++j) values[size_t(i * length + j)] = ipiv[i * stride + j];
    return values;
}

// ----------------------------------------------------------------------------------- getrf

template <typename T>
void getrf_batch(char const* routine, int const* m, int const* n, T** a, int const* lda, int** ipiv,
                 int const* group_count, int const* group_size, int* info)
{
    core::GetrfProblems<T> p;
    p.m = per_group(m);
    p.n = per_group(n);
    p.A = core::Matrices<T>(a, core::Spread::PerProblem);
    p.lda = per_group(lda);
    p.ipiv = core::Matrices<int64_t>(as_pivots(ipiv), core::Spread::PerProblem);
    int64_t const batch_count = prepare_group(routine, p, group_count, group_size, info);
    if (batch_count <= 0) return;
    GroupPivots pivots(
        p.groups, ipiv, batch_count,
        [&](core::Index at) { return min_size(int(p.m(at)), int(p.n(at))); }, false);
    p.ipiv = core::Matrices<int64_t>(pivots.pointers(), core::Spread::PerProblem);
    run(routine, p, batch_count, info);
    pivots.narrow_into(ipiv);
}

template <typename T>
void getrf_strided(char const* routine, int m, int n, T* a, int lda, int stride_a, int* ipiv,
                   int stride_ipiv, int batch_size, int* info)
{
    using P = core::GetrfProblems<T>;
    P p;
    p.m = one(&m);
    p.n = one(&n);
    p.A = core::Matrices<T>::strided(a, stride_a);
    p.lda = one(&lda);
    p.ipiv = core::Matrices<int64_t>::strided(reinterpret_cast<int64_t*>(ipiv), 0);
    int64_t const length = min_size(m, n);
    int64_t const count = prepare_strided(
        routine, p, batch_size, info,
        {{P::lda_pos, stride_a, int64_t(lda) * n}, {P::ipiv_pos, stride_ipiv, length}});
    if (count <= 0) return;
    std::vector<int64_t> pivots(size_t(length * count), 0);
    p.ipiv = core::Matrices<int64_t>::strided(pivots.data(), length);
    run(routine, p, count, info);
    for (int64_t i = 0; i < count; ++i)
        for (int64_t j = 0; j < length; ++j)
            ipiv[i * stride_ipiv + j] = int(pivots[size_t(i * length + j)]);
}

// ----------------------------------------------------------------------------------- getrs

template <typename T>
void getrs_strided(char const* routine, char const* trans, int n, int nrhs, T const* a, int lda,
                   int stride_a, int const* ipiv, int stride_ipiv, T* b, int ldb, int stride_b,
                   int batch_size, int* info)
{
    using P = core::GetrsProblems<T>;
    P p;
    int const op = trans_option(trans);
    p.trans = core::Param<int>(&op, core::Spread::One);
    p.n = one(&n);
    p.nrhs = one(&nrhs);
    p.A = core::Matrices<T const>::strided(a, stride_a);
    p.lda = one(&lda);
    p.ipiv = core::Matrices<int64_t const>::strided(reinterpret_cast<int64_t const*>(ipiv), 0);
    p.B = core::Matrices<T>::strided(b, stride_b);
    p.ldb = one(&ldb);
    int64_t const length = std::max(n, 0);
    int64_t const count = prepare_strided(routine, p, batch_size, info,
                                          {{P::lda_pos, stride_a, int64_t(lda) * n},
                                           {P::ipiv_pos, stride_ipiv, length},
                                           {P::ldb_pos, stride_b, int64_t(ldb) * nrhs}});
    if (count <= 0) return;
    std::vector<int64_t> const pivots = widen_strided(ipiv, stride_ipiv, length, count);
    p.ipiv = core::Matrices<int64_t const>::strided(pivots.data(), length);
    run(routine, p, count, info);
}

// ------------------------------------------------------------------------- getrfnp, getrsnp

template <typename T>
void getrfnp_strided(char const* routine, int m, int n, T* a, int lda, int stride_a, int batch_size,
                     int* info)
{
    using P = core::GetrfNoPivotProblems<T>;
    P p;
    p.m = one(&m);
    p.n = one(&n);
    p.A = core::Matrices<T>::strided(a, stride_a);
    p.lda = one(&lda);
    int64_t const count =
        prepare_strided(routine, p, batch_size, info, {{P::lda_pos, stride_a, int64_t(lda) * n}});
    if (count > 0) run(routine, p, count, info);
}

/**
 * op(A) X = B from getrfnp's factors (A = L U, L unit lower): the two triangular solves in the
 * order op takes them. Checked as getrs without pivots: MKL's signature lacks them, so the view
 * points its pivots at a placeholder nobody reads and the parameter numbers skip them.
 */
template <typename T>
void getrsnp_strided(char const* routine, char const* trans, int n, int nrhs, T const* a, int lda,
                     int stride_a, T* b, int ldb, int stride_b, int batch_size, int* info)
{
    using P = core::GetrsProblems<T>;
    P p;
    int const op = trans_option(trans);
    int64_t const placeholder = 0;
    p.trans = core::Param<int>(&op, core::Spread::One);
    p.n = one(&n);
    p.nrhs = one(&nrhs);
    p.A = core::Matrices<T const>::strided(a, stride_a);
    p.lda = one(&lda);
    p.ipiv = core::Matrices<int64_t const>::strided(&placeholder, 0);
    p.B = core::Matrices<T>::strided(b, stride_b);
    p.ldb = one(&ldb);
    int64_t const count = prepare_strided(
        routine, p, batch_size, info,
        {{P::lda_pos, stride_a, int64_t(lda) * n}, {P::ldb_pos, stride_b, int64_t(ldb) * nrhs}},
        {P::ipiv_pos});
    if (count <= 0) return;
    core::TriangularProblems<T> t;
    t.solve = true;
    t.name = routine;
    t.layout = BlasColMajor;
    t.groups = p.groups;
    int const left = BlasLeft, lower = BlasLower, upper = BlasUpper, unit = BlasUnit,
              non_unit = BlasNonUnit;
    T const alpha(1);
    int64_t const size = n, columns = nrhs, lda_ = lda, ldb_ = ldb;
    t.side = core::Param<int>(&left, core::Spread::One);
    t.trans = core::Param<int>(&op, core::Spread::One);
    t.m = core::Param<int64_t>(&size, core::Spread::One);
    t.n = core::Param<int64_t>(&columns, core::Spread::One);
    t.alpha = core::Param<T>(&alpha, core::Spread::One);
    t.A = p.A;
    t.lda = core::Param<int64_t>(&lda_, core::Spread::One);
    t.B = p.B;
    t.ldb = core::Param<int64_t>(&ldb_, core::Spread::One);
    // A X = B: L then U; A^T X = B or A^H X = B: U^T (U^H) then L^T (L^H).
    bool const no_trans = op == BlasNoTrans;
    try {
        for (int step = 0; step < 2; ++step) {
            bool const unit_lower = (step == 0) == no_trans;
            t.uplo = core::Param<int>(unit_lower ? &lower : &upper, core::Spread::One);
            t.diag = core::Param<int>(unit_lower ? &unit : &non_unit, core::Spread::One);
            cpu::Backend{}.run(t);
        }
        std::fill(info, info + count, 0);
    } catch (...) {
        report_failure(routine);
    }
}

// ------------------------------------------------------------------------------- getri_oop

template <typename T>
void getri_batch(char const* routine, int const* n, T const** a, int const* lda, int const** ipiv,
                 T** ainv, int const* ldainv, int const* group_count, int const* group_size,
                 int* info)
{
    core::GetriProblems<T> p;
    p.n = per_group(n);
    p.A = core::Matrices<T const>(a, core::Spread::PerProblem);
    p.lda = per_group(lda);
    p.ipiv = core::Matrices<int64_t const>(as_pivots(ipiv), core::Spread::PerProblem);
    p.C = core::Matrices<T>(ainv, core::Spread::PerProblem);
    p.ldc = per_group(ldainv);
    int64_t const batch_count = prepare_group(routine, p, group_count, group_size, info);
    if (batch_count <= 0) return;
    GroupPivots const pivots(
        p.groups, ipiv, batch_count, [&](core::Index at) { return std::max<int64_t>(p.n(at), 0); },
        true);
    p.ipiv = core::Matrices<int64_t const>(pivots.pointers(), core::Spread::PerProblem);
    run(routine, p, batch_count, info);
}

template <typename T>
void getri_strided(char const* routine, int n, T const* a, int lda, int stride_a, int const* ipiv,
                   int stride_ipiv, T* ainv, int ldainv, int stride_ainv, int batch_size, int* info)
{
    using P = core::GetriProblems<T>;
    P p;
    p.n = one(&n);
    p.A = core::Matrices<T const>::strided(a, stride_a);
    p.lda = one(&lda);
    p.ipiv = core::Matrices<int64_t const>::strided(reinterpret_cast<int64_t const*>(ipiv), 0);
    p.C = core::Matrices<T>::strided(ainv, stride_ainv);
    p.ldc = one(&ldainv);
    int64_t const length = std::max(n, 0);
    int64_t const count = prepare_strided(routine, p, batch_size, info,
                                          {{P::lda_pos, stride_a, int64_t(lda) * n},
                                           {P::ipiv_pos, stride_ipiv, length},
                                           {P::ldc_pos, stride_ainv, int64_t(ldainv) * n}});
    if (count <= 0) return;
    std::vector<int64_t> const pivots = widen_strided(ipiv, stride_ipiv, length, count);
    p.ipiv = core::Matrices<int64_t const>::strided(pivots.data(), length);
    run(routine, p, count, info);
}

// ----------------------------------------------------------------------------------- potrf

template <typename T>
void potrf_strided(char const* routine, char const* uplo, int n, T* a, int lda, int stride_a,
                   int batch_size, int* info)
{
    using P = core::PotrfProblems<T>;
    P p;
    int const triangle = uplo_option(uplo);
    p.uplo = core::Param<int>(&triangle, core::Spread::One);
    p.n = one(&n);
    p.A = core::Matrices<T>::strided(a, stride_a);
    p.lda = one(&lda);
    int64_t const count =
        prepare_strided(routine, p, batch_size, info, {{P::lda_pos, stride_a, int64_t(lda) * n}});
    if (count > 0) run(routine, p, count, info);
}

// ----------------------------------------------------------------------------------- geqrf

template <typename T>
void geqrf_batch(char const* routine, int const* m, int const* n, T** a, int const* lda, T** tau,
                 int const* group_count, int const* group_size, int* info)
{
    core::GeqrfProblems<T> p;
    p.m = per_group(m);
    p.n = per_group(n);
    p.A = core::Matrices<T>(a, core::Spread::PerProblem);
    p.lda = per_group(lda);
    p.tau = core::Matrices<T>(tau, core::Spread::PerProblem);
    int64_t const batch_count = prepare_group(routine, p, group_count, group_size, info);
    if (batch_count > 0) run(routine, p, batch_count, info);
}

template <typename T>
void geqrf_strided(char const* routine, int m, int n, T* a, int lda, int stride_a, T* tau,
                   int stride_tau, int batch_size, int* info)
{
    using P = core::GeqrfProblems<T>;
    P p;
    p.m = one(&m);
    p.n = one(&n);
    p.A = core::Matrices<T>::strided(a, stride_a);
    p.lda = one(&lda);
    p.tau = core::Matrices<T>::strided(tau, stride_tau);
    int64_t const count = prepare_strided(
        routine, p, batch_size, info,
        {{P::lda_pos, stride_a, int64_t(lda) * n}, {P::tau_pos, stride_tau, min_size(m, n)}});
    if (count > 0) run(routine, p, count, info);
}

}  // namespace
}  // namespace batchblas::cblas

// Each entry point forwards to its template, scalars read from their addresses (MKL passes
// every argument by address, as Fortran does).

extern "C" {

BBLAS_CBLAS_API void sgetrf_batch(const int* m, const int* n, float** a, const int* lda, int** ipiv,
                                  const int* group_count, const int* group_size, int* info)
{
    cb::getrf_batch<float>("sgetrf_batch", m, n, a, lda, ipiv, group_count, group_size, info);
}

BBLAS_CBLAS_API void sgetrf_batch_strided(const int* m, const int* n, float* a, const int* lda,
                                          const int* stride_a, int* ipiv, const int* stride_ipiv,
                                          const int* batch_size, int* info)
{
    cb::getrf_strided<float>("sgetrf_batch_strided", *m, *n, a, *lda, *stride_a, ipiv, *stride_ipiv,
                             *batch_size, info);
}

BBLAS_CBLAS_API void sgetrs_batch_strided(const char* trans, const int* n, const int* nrhs,
                                          const float* a, const int* lda, const int* stride_a,
                                          const int* ipiv, const int* stride_ipiv, float* b,
                                          const int* ldb, const int* stride_b,
                                          const int* batch_size, int* info)
{
    cb::getrs_strided<float>("sgetrs_batch_strided", trans, *n, *nrhs, a, *lda, *stride_a, ipiv,
                             *stride_ipiv, b, *ldb, *stride_b, *batch_size, info);
}

BBLAS_CBLAS_API void sgetrfnp_batch_strided(const int* m, const int* n, float* a, const int* lda,
                                            const int* stride_a, const int* batch_size, int* info)
{
    cb::getrfnp_strided<float>("sgetrfnp_batch_strided", *m, *n, a, *lda, *stride_a, *batch_size,
                               info);
}

BBLAS_CBLAS_API void sgetrsnp_batch_strided(const char* trans, const int* n, const int* nrhs,
                                            const float* a, const int* lda, const int* stride_a,
                                            float* b, const int* ldb, const int* stride_b,
                                            const int* batch_size, int* info)
{
    cb::getrsnp_strided<float>("sgetrsnp_batch_strided", trans, *n, *nrhs, a, *lda, *stride_a, b,
                               *ldb, *stride_b, *batch_size, info);
}

BBLAS_CBLAS_API void sgetri_oop_batch(const int* n, const float** a, const int* lda,
                                      const int** ipiv, float** ainv, const int* ldainv,
                                      const int* group_count, const int* group_size, int* info)
{
    cb::getri_batch<float>("sgetri_oop_batch", n, a, lda, ipiv, ainv, ldainv, group_count,
                           group_size, info);
}

BBLAS_CBLAS_API void sgetri_oop_batch_strided(const int* n, const float* a, const int* lda,
                                              const int* stride_a, const int* ipiv,
                                              const int* stride_ipiv, float* ainv,
                                              const int* ldainv, const int* stride_ainv,
                                              const int* batch_size, int* info)
{
    cb::getri_strided<float>("sgetri_oop_batch_strided", *n, a, *lda, *stride_a, ipiv, *stride_ipiv,
                             ainv, *ldainv, *stride_ainv, *batch_size, info);
}

BBLAS_CBLAS_API void spotrf_batch_strided(const char* uplo, const int* n, float* a, const int* lda,
                                          const int* stride_a, const int* batch_size, int* info)
{
    cb::potrf_strided<float>("spotrf_batch_strided", uplo, *n, a, *lda, *stride_a, *batch_size,
                             info);
}

BBLAS_CBLAS_API void sgeqrf_batch(const int* m, const int* n, float** a, const int* lda,
                                  float** tau, const int* group_count, const int* group_size,
                                  int* info)
{
    cb::geqrf_batch<float>("sgeqrf_batch", m, n, a, lda, tau, group_count, group_size, info);
}

BBLAS_CBLAS_API void sgeqrf_batch_strided(const int* m, const int* n, float* a, const int* lda,
                                          const int* stride_a, float* tau, const int* stride_tau,
                                          const int* batch_size, int* info)
{
    cb::geqrf_strided<float>("sgeqrf_batch_strided", *m, *n, a, *lda, *stride_a, tau, *stride_tau,
                             *batch_size, info);
}

BBLAS_CBLAS_API void dgetrf_batch(const int* m, const int* n, double** a, const int* lda,
                                  int** ipiv, const int* group_count, const int* group_size,
                                  int* info)
{
    cb::getrf_batch<double>("dgetrf_batch", m, n, a, lda, ipiv, group_count, group_size, info);
}

BBLAS_CBLAS_API void dgetrf_batch_strided(const int* m, const int* n, double* a, const int* lda,
                                          const int* stride_a, int* ipiv, const int* stride_ipiv,
                                          const int* batch_size, int* info)
{
    cb::getrf_strided<double>("dgetrf_batch_strided", *m, *n, a, *lda, *stride_a, ipiv,
                              *stride_ipiv, *batch_size, info);
}

BBLAS_CBLAS_API void dgetrs_batch_strided(const char* trans, const int* n, const int* nrhs,
                                          const double* a, const int* lda, const int* stride_a,
                                          const int* ipiv, const int* stride_ipiv, double* b,
                                          const int* ldb, const int* stride_b,
                                          const int* batch_size, int* info)
{
    cb::getrs_strided<double>("dgetrs_batch_strided", trans, *n, *nrhs, a, *lda, *stride_a, ipiv,
                              *stride_ipiv, b, *ldb, *stride_b, *batch_size, info);
}

BBLAS_CBLAS_API void dgetrfnp_batch_strided(const int* m, const int* n, double* a, const int* lda,
                                            const int* stride_a, const int* batch_size, int* info)
{
    cb::getrfnp_strided<double>("dgetrfnp_batch_strided", *m, *n, a, *lda, *stride_a, *batch_size,
                                info);
}

BBLAS_CBLAS_API void dgetrsnp_batch_strided(const char* trans, const int* n, const int* nrhs,
                                            const double* a, const int* lda, const int* stride_a,
                                            double* b, const int* ldb, const int* stride_b,
                                            const int* batch_size, int* info)
{
    cb::getrsnp_strided<double>("dgetrsnp_batch_strided", trans, *n, *nrhs, a, *lda, *stride_a, b,
                                *ldb, *stride_b, *batch_size, info);
}

BBLAS_CBLAS_API void dgetri_oop_batch(const int* n, const double** a, const int* lda,
                                      const int** ipiv, double** ainv, const int* ldainv,
                                      const int* group_count, const int* group_size, int* info)
{
    cb::getri_batch<double>("dgetri_oop_batch", n, a, lda, ipiv, ainv, ldainv, group_count,
                            group_size, info);
}

BBLAS_CBLAS_API void dgetri_oop_batch_strided(const int* n, const double* a, const int* lda,
                                              const int* stride_a, const int* ipiv,
                                              const int* stride_ipiv, double* ainv,
                                              const int* ldainv, const int* stride_ainv,
                                              const int* batch_size, int* info)
{
    cb::getri_strided<double>("dgetri_oop_batch_strided", *n, a, *lda, *stride_a, ipiv,
                              *stride_ipiv, ainv, *ldainv, *stride_ainv, *batch_size, info);
}

BBLAS_CBLAS_API void dpotrf_batch_strided(const char* uplo, const int* n, double* a, const int* lda,
                                          const int* stride_a, const int* batch_size, int* info)
{
    cb::potrf_strided<double>("dpotrf_batch_strided", uplo, *n, a, *lda, *stride_a, *batch_size,
                              info);
}

BBLAS_CBLAS_API void dgeqrf_batch(const int* m, const int* n, double** a, const int* lda,
                                  double** tau, const int* group_count, const int* group_size,
                                  int* info)
{
    cb::geqrf_batch<double>("dgeqrf_batch", m, n, a, lda, tau, group_count, group_size, info);
}

BBLAS_CBLAS_API void dgeqrf_batch_strided(const int* m, const int* n, double* a, const int* lda,
                                          const int* stride_a, double* tau, const int* stride_tau,
                                          const int* batch_size, int* info)
{
    cb::geqrf_strided<double>("dgeqrf_batch_strided", *m, *n, a, *lda, *stride_a, tau, *stride_tau,
                              *batch_size, info);
}

BBLAS_CBLAS_API void cgetrf_batch(const int* m, const int* n, BBLAS_MKL_COMPLEX8** a,
                                  const int* lda, int** ipiv, const int* group_count,
                                  const int* group_size, int* info)
{
    cb::getrf_batch<c32>("cgetrf_batch", m, n, a, lda, ipiv, group_count, group_size, info);
}

BBLAS_CBLAS_API void cgetrf_batch_strided(const int* m, const int* n, BBLAS_MKL_COMPLEX8* a,
                                          const int* lda, const int* stride_a, int* ipiv,
                                          const int* stride_ipiv, const int* batch_size, int* info)
{
    cb::getrf_strided<c32>("cgetrf_batch_strided", *m, *n, a, *lda, *stride_a, ipiv, *stride_ipiv,
                           *batch_size, info);
}

BBLAS_CBLAS_API void cgetrs_batch_strided(const char* trans, const int* n, const int* nrhs,
                                          const BBLAS_MKL_COMPLEX8* a, const int* lda,
                                          const int* stride_a, const int* ipiv,
                                          const int* stride_ipiv, BBLAS_MKL_COMPLEX8* b,
                                          const int* ldb, const int* stride_b,
                                          const int* batch_size, int* info)
{
    cb::getrs_strided<c32>("cgetrs_batch_strided", trans, *n, *nrhs, a, *lda, *stride_a, ipiv,
                           *stride_ipiv, b, *ldb, *stride_b, *batch_size, info);
}

BBLAS_CBLAS_API void cgetrfnp_batch_strided(const int* m, const int* n, BBLAS_MKL_COMPLEX8* a,
                                            const int* lda, const int* stride_a,
                                            const int* batch_size, int* info)
{
    cb::getrfnp_strided<c32>("cgetrfnp_batch_strided", *m, *n, a, *lda, *stride_a, *batch_size,
                             info);
}

BBLAS_CBLAS_API void cgetrsnp_batch_strided(const char* trans, const int* n, const int* nrhs,
                                            const BBLAS_MKL_COMPLEX8* a, const int* lda,
                                            const int* stride_a, BBLAS_MKL_COMPLEX8* b,
                                            const int* ldb, const int* stride_b,
                                            const int* batch_size, int* info)
{
    cb::getrsnp_strided<c32>("cgetrsnp_batch_strided", trans, *n, *nrhs, a, *lda, *stride_a, b,
                             *ldb, *stride_b, *batch_size, info);
}

BBLAS_CBLAS_API void cgetri_oop_batch(const int* n, const BBLAS_MKL_COMPLEX8** a, const int* lda,
                                      const int** ipiv, BBLAS_MKL_COMPLEX8** ainv,
                                      const int* ldainv, const int* group_count,
                                      const int* group_size, int* info)
{
    cb::getri_batch<c32>("cgetri_oop_batch", n, a, lda, ipiv, ainv, ldainv, group_count, group_size,
                         info);
}

BBLAS_CBLAS_API void cgetri_oop_batch_strided(const int* n, const BBLAS_MKL_COMPLEX8* a,
                                              const int* lda, const int* stride_a, const int* ipiv,
                                              const int* stride_ipiv, BBLAS_MKL_COMPLEX8* ainv,
                                              const int* ldainv, const int* stride_ainv,
                                              const int* batch_size, int* info)
{
    cb::getri_strided<c32>("cgetri_oop_batch_strided", *n, a, *lda, *stride_a, ipiv, *stride_ipiv,
                           ainv, *ldainv, *stride_ainv, *batch_size, info);
}

BBLAS_CBLAS_API void cpotrf_batch_strided(const char* uplo, const int* n, BBLAS_MKL_COMPLEX8* a,
                                          const int* lda, const int* stride_a,
                                          const int* batch_size, int* info)
{
    cb::potrf_strided<c32>("cpotrf_batch_strided", uplo, *n, a, *lda, *stride_a, *batch_size, info);
}

BBLAS_CBLAS_API void cgeqrf_batch(const int* m, const int* n, BBLAS_MKL_COMPLEX8** a,
                                  const int* lda, BBLAS_MKL_COMPLEX8** tau, const int* group_count,
                                  const int* group_size, int* info)
{
    cb::geqrf_batch<c32>("cgeqrf_batch", m, n, a, lda, tau, group_count, group_size, info);
}

BBLAS_CBLAS_API void cgeqrf_batch_strided(const int* m, const int* n, BBLAS_MKL_COMPLEX8* a,
                                          const int* lda, const int* stride_a,
                                          BBLAS_MKL_COMPLEX8* tau, const int* stride_tau,
                                          const int* batch_size, int* info)
{
    cb::geqrf_strided<c32>("cgeqrf_batch_strided", *m, *n, a, *lda, *stride_a, tau, *stride_tau,
                           *batch_size, info);
}

BBLAS_CBLAS_API void zgetrf_batch(const int* m, const int* n, BBLAS_MKL_COMPLEX16** a,
                                  const int* lda, int** ipiv, const int* group_count,
                                  const int* group_size, int* info)
{
    cb::getrf_batch<c64>("zgetrf_batch", m, n, a, lda, ipiv, group_count, group_size, info);
}

BBLAS_CBLAS_API void zgetrf_batch_strided(const int* m, const int* n, BBLAS_MKL_COMPLEX16* a,
                                          const int* lda, const int* stride_a, int* ipiv,
                                          const int* stride_ipiv, const int* batch_size, int* info)
{
    cb::getrf_strided<c64>("zgetrf_batch_strided", *m, *n, a, *lda, *stride_a, ipiv, *stride_ipiv,
                           *batch_size, info);
}

BBLAS_CBLAS_API void zgetrs_batch_strided(const char* trans, const int* n, const int* nrhs,
                                          const BBLAS_MKL_COMPLEX16* a, const int* lda,
                                          const int* stride_a, const int* ipiv,
                                          const int* stride_ipiv, BBLAS_MKL_COMPLEX16* b,
                                          const int* ldb, const int* stride_b,
                                          const int* batch_size, int* info)
{
    cb::getrs_strided<c64>("zgetrs_batch_strided", trans, *n, *nrhs, a, *lda, *stride_a, ipiv,
                           *stride_ipiv, b, *ldb, *stride_b, *batch_size, info);
}

BBLAS_CBLAS_API void zgetrfnp_batch_strided(const int* m, const int* n, BBLAS_MKL_COMPLEX16* a,
                                            const int* lda, const int* stride_a,
                                            const int* batch_size, int* info)
{
    cb::getrfnp_strided<c64>("zgetrfnp_batch_strided", *m, *n, a, *lda, *stride_a, *batch_size,
                             info);
}

BBLAS_CBLAS_API void zgetrsnp_batch_strided(const char* trans, const int* n, const int* nrhs,
                                            const BBLAS_MKL_COMPLEX16* a, const int* lda,
                                            const int* stride_a, BBLAS_MKL_COMPLEX16* b,
                                            const int* ldb, const int* stride_b,
                                            const int* batch_size, int* info)
{
    cb::getrsnp_strided<c64>("zgetrsnp_batch_strided", trans, *n, *nrhs, a, *lda, *stride_a, b,
                             *ldb, *stride_b, *batch_size, info);
}

BBLAS_CBLAS_API void zgetri_oop_batch(const int* n, const BBLAS_MKL_COMPLEX16** a, const int* lda,
                                      const int** ipiv, BBLAS_MKL_COMPLEX16** ainv,
                                      const int* ldainv, const int* group_count,
                                      const int* group_size, int* info)
{
    cb::getri_batch<c64>("zgetri_oop_batch", n, a, lda, ipiv, ainv, ldainv, group_count, group_size,
                         info);
}

BBLAS_CBLAS_API void zgetri_oop_batch_strided(const int* n, const BBLAS_MKL_COMPLEX16* a,
                                              const int* lda, const int* stride_a, const int* ipiv,
                                              const int* stride_ipiv, BBLAS_MKL_COMPLEX16* ainv,
                                              const int* ldainv, const int* stride_ainv,
                                              const int* batch_size, int* info)
{
    cb::getri_strided<c64>("zgetri_oop_batch_strided", *n, a, *lda, *stride_a, ipiv, *stride_ipiv,
                           ainv, *ldainv, *stride_ainv, *batch_size, info);
}

BBLAS_CBLAS_API void zpotrf_batch_strided(const char* uplo, const int* n, BBLAS_MKL_COMPLEX16* a,
                                          const int* lda, const int* stride_a,
                                          const int* batch_size, int* info)
{
    cb::potrf_strided<c64>("zpotrf_batch_strided", uplo, *n, a, *lda, *stride_a, *batch_size, info);
}

BBLAS_CBLAS_API void zgeqrf_batch(const int* m, const int* n, BBLAS_MKL_COMPLEX16** a,
                                  const int* lda, BBLAS_MKL_COMPLEX16** tau, const int* group_count,
                                  const int* group_size, int* info)
{
    cb::geqrf_batch<c64>("zgeqrf_batch", m, n, a, lda, tau, group_count, group_size, info);
}

BBLAS_CBLAS_API void zgeqrf_batch_strided(const int* m, const int* n, BBLAS_MKL_COMPLEX16* a,
                                          const int* lda, const int* stride_a,
                                          BBLAS_MKL_COMPLEX16* tau, const int* stride_tau,
                                          const int* batch_size, int* info)
{
    cb::geqrf_strided<c64>("zgeqrf_batch_strided", *m, *n, a, *lda, *stride_a, tau, *stride_tau,
                           *batch_size, info);
}

}  // extern "C"
