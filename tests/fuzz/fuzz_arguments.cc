// SPDX-License-Identifier: BSD-3-Clause
/**
 * libFuzzer target over the argument checking of every CPU front end: the standard C API (group
 * form: Level 3, Level 1/2, LAPACK) and the C++ API (flat and group forms).
 *
 * Each input picks a routine, a scalar type and a front end, then group counts, group sizes,
 * option values (in and out of their enumerations), sizes (small, negative, past 2^31, near
 * INT64_MAX), leading dimensions around their minimum and far off, increments, scalars, null
 * arrays and null pointers, and an info mode. Every matrix, vector, pivot and result buffer is
 * its own heap allocation of exactly the extent the arguments describe (one element when the
 * problem is invalid), so AddressSanitizer catches any access outside it.
 *
 * The expected info codes come from an oracle written here from docs/API.md and the argument
 * rules documented in the public headers, not from the library's checker: a routine is a list
 * of argument descriptors in C-signature order (option, size, scalar, matrix, leading dimension,
 * vector, increment, pivots, result) with, for each pointer argument, when the operation
 * references it. The oracle walks the list for every problem and returns -position of the first
 * invalid argument. Properties checked on every call:
 *  - call-level errors set info[0] = -position and touch nothing else;
 *  - per-problem codes, first-failing-group codes and info[0] follow the requested mode;
 *  - when any argument is invalid, no buffer changes (byte for byte);
 *  - the C++ API throws batchblas::Error exactly when the oracle finds an invalid argument or a
 *    vector of the wrong size, and reports the lowest invalid position in an info of size 1;
 *  - nothing crashes, leaks or touches memory outside its buffer (ASan, UBSan).
 * Undefined cases are never generated: ReportNone and an empty C++ info are only used on
 * batches the oracle finds valid, and a valid batch is only run when its buffers stay small.
 */
#include <batchblas.h>
#include <batchblas.hh>

#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <array>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

namespace {

// ------------------------------------------------------------------------------------------------
// The oracle's model of a routine

enum class Kind { Option, Size, Scalar, Matrix, Ld, Vector, Inc, Pivots, Result };

constexpr int max_slots = 16;

/** One problem's argument values, slot by slot (a slot whose array is null is not `has`). */
struct Problem {
    int layout = 0;
    int64_t v[max_slots] = {};
    std::complex<double> s[max_slots] = {};
    bool has[max_slots] = {};

    int64_t operator[](int slot) const { return v[slot]; }
    bool zero(int slot) const { return s[slot] == 0.0; }
    bool one(int slot) const { return s[slot] == 1.0; }
};

using Predicate = std::function<bool(Problem const&)>;
using Extent2 = std::function<std::pair<int64_t, int64_t>(Problem const&)>;
using Length = std::function<int64_t(Problem const&)>;

/** The element type a slot's buffers or scalars hold. */
enum class Elem { T, Real, Int64 };

struct Arg {
    Kind kind;
    std::vector<int> allowed = {};  // Option: the valid values (depends on the type for syrk/herk)
    Elem elem = Elem::T;            // Scalar, Matrix, Vector, Pivots, Result
    bool output = false;            // Matrix, Vector, Pivots: written by the routine
    Predicate referenced = {};      // Matrix, Vector, Pivots: whether the operation touches it
    Extent2 dims = {};              // Matrix: rows x cols as stored (before the layout)
    Length length = {};             // Vector, Pivots: number of elements
    int link = -1;                  // Ld: its matrix's slot; Vector: its increment's slot
};

struct Routine;
/** Calls the routine through one front end; the arguments live in a Call (below). */
struct Call;
using Caller = void (*)(Call&);

struct Routine {
    char const* name;
    bool has_layout;
    bool complex_only_c;  // hemm, herk, her2k, hemv, gerc, dotu, dotc: no real C names
    bool real_only_c;     // dot, ger
    bool numerical;       // LAPACK: positive codes may follow a valid check
    std::vector<Arg> args;
    std::array<Caller, 4> c;    // per type: r32 r64 c32 c64 (null where no C name exists)
    std::array<Caller, 4> cxx;  // per type, flat and group forms
};

int position(Routine const& r, int slot) { return slot + 1 + (r.has_layout ? 1 : 0); }
int group_count_pos(Routine const& r) { return position(r, int(r.args.size())); }

bool col_major(Problem const& p) { return p.layout == BlasColMajor; }

/** The minimum leading dimension of a rows x cols matrix in the problem's layout. */
int64_t min_ld(Problem const& p, std::pair<int64_t, int64_t> dims)
{
    return std::max<int64_t>(1, col_major(p) ? dims.first : dims.second);
}

/** What a problem's pointer arguments are, for the oracle. */
struct Pointers {
    bool array_given[max_slots] = {};  // the pointer array (C) itself is non-null
    bool pointer_given[max_slots] = {};
};

/** syrk / syr2k: complex types forbid ConjTrans; herk / her2k: complex types forbid Trans. */
std::vector<int> allowed_options(Routine const& r, int slot, bool is_complex)
{
    std::string const name = r.name;
    if (slot == 1 && is_complex && (name == "syrk" || name == "syr2k"))
        return {BlasNoTrans, BlasTrans};
    if (slot == 1 && is_complex && (name == "herk" || name == "her2k"))
        return {BlasNoTrans, BlasConjTrans};
    return r.args[slot].allowed;
}

/** The oracle: 0 or -position of the problem's first invalid argument. */
int64_t expected_code(Routine const& r, Problem const& p, Pointers const& ptr, bool is_complex)
{
    for (int slot = 0; slot < int(r.args.size()); ++slot) {
        Arg const& a = r.args[slot];
        int64_t const code = -position(r, slot);
        switch (a.kind) {
            case Kind::Option: {
                auto const allowed = allowed_options(r, slot, is_complex);
                if (!p.has[slot] ||
                    std::find(allowed.begin(), allowed.end(), int(p[slot])) == allowed.end())
                    return code;
                break;
            }
            case Kind::Size:
                if (!p.has[slot] || p[slot] < 0) return code;
                break;
            case Kind::Scalar:
                if (!p.has[slot]) return code;
                break;
            case Kind::Matrix:
            case Kind::Vector:
            case Kind::Pivots:
                if (a.referenced(p) && (!ptr.array_given[slot] || !ptr.pointer_given[slot]))
                    return code;
                break;
            case Kind::Result:
                if (!ptr.array_given[slot]) return code;
                break;
            case Kind::Ld:
                if (!p.has[slot] || p[slot] < min_ld(p, r.args[a.link].dims(p))) return code;
                break;
            case Kind::Inc:
                if (!p.has[slot] || p[slot] == 0) return code;
                break;
        }
    }
    return 0;
}

/** Elements a buffer needs, saturated at `cap` + 1 (huge sizes never allocate). */
int64_t extent(Routine const& r, Problem const& p, int slot, int64_t cap)
{
    Arg const& a = r.args[slot];
    using Wide = __int128;
    Wide need = 0;
    if (a.kind == Kind::Matrix) {
        auto const [rows, cols] = a.dims(p);
        int ld_slot = -1;
        for (int s = 0; s < int(r.args.size()); ++s)
            if (r.args[s].kind == Kind::Ld && r.args[s].link == slot) ld_slot = s;
        Wide const ld = p[ld_slot];
        if (rows > 0 && cols > 0)
            need = col_major(p) ? ld * Wide(cols - 1) + rows : ld * Wide(rows - 1) + cols;
    }
    else if (a.kind == Kind::Vector) {
        Wide const len = a.length(p), inc = p[a.link];
        if (len > 0) need = 1 + (len - 1) * (inc < 0 ? -inc : inc);
    }
    else if (a.kind == Kind::Pivots) {
        need = a.length(p);
    }
    if (need < 1) need = 1;  // a real allocation even for an empty matrix
    return need > Wide(cap) ? cap + 1 : int64_t(need);
}

// ------------------------------------------------------------------------------------------------
// Values the generator draws

constexpr int trans_values[] = {BlasNoTrans, BlasTrans, BlasConjTrans};
constexpr int side_values[] = {BlasLeft, BlasRight};
constexpr int uplo_values[] = {BlasUpper, BlasLower};
constexpr int diag_values[] = {BlasNonUnit, BlasUnit};

int64_t draw_size(FuzzedDataProvider& in)
{
    static constexpr int64_t odd[] = {-1, -2, std::numeric_limits<int64_t>::min(),
                                      std::numeric_limits<int64_t>::max(), int64_t(1) << 31,
                                      (int64_t(1) << 32) + 1, int64_t(1) << 62, 100000};
    uint8_t const c = in.ConsumeIntegral<uint8_t>();
    if (c < 232) return c % 5;  // 0..4: the sizes that can run
    return odd[c % 8];
}

int64_t draw_ld(FuzzedDataProvider& in, int64_t minimum)
{
    uint8_t const c = in.ConsumeIntegral<uint8_t>();
    if (c < 200) return minimum - 1 + c % 5;  // just below, at and a little above the minimum
    static constexpr int64_t odd[] = {0, -1, std::numeric_limits<int64_t>::min(),
                                      std::numeric_limits<int64_t>::max(), int64_t(1) << 31,
                                      int64_t(1) << 40, 1000, 7};
    return odd[c % 8];
}

int64_t draw_inc(FuzzedDataProvider& in)
{
    static constexpr int64_t incs[] = {1, -1, 2, -2, 3, 0, std::numeric_limits<int64_t>::min(),
                                       int64_t(1) << 40};
    uint8_t const c = in.ConsumeIntegral<uint8_t>();
    return c < 224 ? incs[c % 5] : incs[c % 8];
}

std::complex<double> draw_scalar(FuzzedDataProvider& in, bool is_complex)
{
    static constexpr double values[] = {0.0, 1.0, -1.0, 2.5, 0.5, -0.0};
    uint8_t const c = in.ConsumeIntegral<uint8_t>();
    double const re = values[c % 6];
    double const im = is_complex && (c & 0x80) ? 0.75 : 0.0;
    return {re, im};
}

int draw_option(FuzzedDataProvider& in, std::vector<int> const& family)
{
    uint8_t const c = in.ConsumeIntegral<uint8_t>();
    if (c < 224) return family[c % family.size()];
    static constexpr int odd[] = {0, -1, 110, 114, 101, 102, 0x7fffffff, int(0x80000000u)};
    return odd[c % 8];
}

/** The option family a descriptor draws from: every value of its enumeration. */
std::vector<int> family_of(std::vector<int> const& allowed)
{
    int const v = allowed.front();
    if (v >= 111 && v <= 113) return {trans_values, trans_values + 3};
    if (v >= 121 && v <= 122) return {uplo_values, uplo_values + 2};
    if (v >= 131 && v <= 132) return {diag_values, diag_values + 2};
    return {side_values, side_values + 2};
}

// ------------------------------------------------------------------------------------------------
// A call's arguments, as owned buffers

size_t elem_size(Elem e, size_t t_size, size_t real_size)
{
    return e == Elem::T ? t_size : e == Elem::Real ? real_size : sizeof(int64_t);
}

/** One heap block of exactly `bytes` bytes, so that ASan sees its bounds. */
struct Buffer {
    std::unique_ptr<unsigned char[]> data;
    size_t bytes = 0;
};

struct Call {
    Routine const* routine = nullptr;
    int type = 0;  // 0 r32, 1 r64, 2 c32, 3 c64
    size_t t_size = 0, real_size = 0;
    int layout = BlasColMajor;
    int64_t group_count = 0;
    std::vector<int64_t> group_sizes;
    bool group_sizes_null = false;
    int64_t batch_count = 0;

    // Per slot, per group values (options as int, sizes as int64, scalars as raw T or real).
    std::vector<int> options[max_slots];
    std::vector<int64_t> ints[max_slots];
    std::vector<unsigned char> scalars[max_slots];
    bool array_null[max_slots] = {};  // the per-group array (or the pointer array) is null
    // Per slot, per problem pointers into `buffers` (or null).
    std::vector<void*> pointers[max_slots];
    std::vector<Buffer> buffers;
    Buffer result;  // the plain result array of the Level 1 reductions

    // C: the info array (exactly as long as the mode requires). C++: the info vector.
    std::vector<int64_t> info;
    // C++ only.
    bool group_form = false;
    char const* front_end = "C";
    int wrong_size_slot = -1;  // a value vector given with a size the API rejects

    void const* array(int slot) const
    {
        if (array_null[slot]) return nullptr;
        Arg const& a = routine->args[slot];
        switch (a.kind) {
            case Kind::Option: return options[slot].data();
            case Kind::Scalar: return scalars[slot].data();
            case Kind::Matrix:
            case Kind::Vector:
            case Kind::Pivots: return pointers[slot].data();
            case Kind::Result: return result.data.get();
            default: return ints[slot].data();
        }
    }
};

/** Converts to whatever pointer type a C parameter has (the call site decides). */
struct AnyPointer {
    void const* p;
    template <typename P, typename = std::enable_if_t<std::is_pointer_v<P>>>
    operator P() const
    {
        return reinterpret_cast<P>(const_cast<void*>(p));
    }
};

/** Converts to whatever std::vector a C++ parameter has, copying the slot's values. */
struct AnyVector {
    unsigned char const* data;
    size_t count;
    size_t elem;
    template <typename X>
    operator std::vector<X>() const
    {
        if (sizeof(X) != elem) std::abort();  // a harness bug, not a library one
        std::vector<X> v(count);
        if (count > 0) std::memcpy(static_cast<void*>(v.data()), data, count * elem);
        return v;
    }
};

AnyPointer c_arg(Call const& call, int slot) { return AnyPointer{call.array(slot)}; }

/** A slot as the C++ API takes it: one value per group (group form) or problem (flat form). */
AnyVector cxx_arg(Call const& call, int slot)
{
    Arg const& a = call.routine->args[slot];
    size_t elem = 0;
    unsigned char const* data = nullptr;
    size_t count = 0;
    switch (a.kind) {
        case Kind::Option:
            elem = sizeof(int);
            data = reinterpret_cast<unsigned char const*>(call.options[slot].data());
            count = call.options[slot].size();
            break;
        case Kind::Scalar:
            elem = elem_size(a.elem, call.t_size, call.real_size);
            data = call.scalars[slot].data();
            count = call.scalars[slot].size() / elem;
            break;
        case Kind::Matrix:
        case Kind::Vector:
        case Kind::Pivots:
            elem = sizeof(void*);
            data = reinterpret_cast<unsigned char const*>(call.pointers[slot].data());
            count = call.pointers[slot].size();
            break;
        default:
            elem = sizeof(int64_t);
            data = reinterpret_cast<unsigned char const*>(call.ints[slot].data());
            count = call.ints[slot].size();
    }
    // The wrong-sized vector: one entry more than the API accepts (its first entry repeated).
    if (slot == call.wrong_size_slot && count > 0) {
        static std::vector<unsigned char> grown;
        grown.assign(data, data + count * elem);
        grown.insert(grown.end(), data, data + elem);
        return AnyVector{grown.data(), count + 1, elem};
    }
    return AnyVector{data, count, elem};
}

template <typename T>
using real_t = typename batchblas::real_type<T>;

// ------------------------------------------------------------------------------------------------
// Callers: one per routine and front end, over the four types

template <typename T, typename F32, typename F64, typename C32, typename C64>
auto pick(F32 s, F64 d, C32 c, C64 z)
{
    if constexpr (std::is_same_v<T, float>) return s;
    else if constexpr (std::is_same_v<T, double>) return d;
    else if constexpr (std::is_same_v<T, std::complex<float>>) return c;
    else return z;
}

/** Calls f (when Cond) or g with the arguments; f is null for names with no real type. */
template <bool Cond, typename F, typename G, typename... A>
void either(F f, G g, A const&... a)
{
    if constexpr (Cond) {
        if constexpr (!std::is_null_pointer_v<F>) f(a...);
        else std::abort();  // never registered: complex-only C names
    }
    else {
        g(a...);
    }
}

#define C_TAIL call.group_count, call.group_sizes_null ? nullptr : call.group_sizes.data(), \
               call.info.data()

/** Runs f(count) with the C++ form's last-but-one argument: batch_count or group_sizes. */
template <typename F>
void cxx_forms(Call& call, F&& f)
{
    if (call.group_form) {
        std::vector<size_t> sizes(call.group_sizes.begin(), call.group_sizes.end());
        f(sizes);
    }
    else {
        f(size_t(call.batch_count));
    }
}

// The Level 3 callers. Every C caller passes the slots in signature order; a(i) is slot i.
template <typename T>
void c_gemm(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_gemm_batched_r32, BLAS_gemm_batched_r64, BLAS_gemm_batched_c32,
            BLAS_gemm_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                                   a(6), a(7), a(8), a(9), a(10), a(11), a(12), C_TAIL);
}
template <typename T>
void cxx_gemm(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::gemm<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                           a(6), a(7), a(8), a(9), a(10), a(11), a(12), count, call.info);
    });
}

template <typename T, bool Hermitian>
void c_symm(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Hermitian>(pick<T>(nullptr, nullptr, BLAS_hemm_batched_c32, BLAS_hemm_batched_c64),
           pick<T>(BLAS_symm_batched_r32, BLAS_symm_batched_r64,
                                 BLAS_symm_batched_c32, BLAS_symm_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), a(9),
      a(10), a(11), C_TAIL);
}
template <typename T, bool Hermitian>
void cxx_symm(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Hermitian)
            batchblas::hemm<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), a(10), a(11), count, call.info);
        else
            batchblas::symm<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), a(10), a(11), count, call.info);
    });
}

template <typename T, bool Hermitian>
void c_rank_k(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Hermitian>(pick<T>(nullptr, nullptr, BLAS_herk_batched_c32, BLAS_herk_batched_c64),
           pick<T>(BLAS_syrk_batched_r32, BLAS_syrk_batched_r64,
                                 BLAS_syrk_batched_c32, BLAS_syrk_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), a(9),
      C_TAIL);
}
template <typename T, bool Hermitian>
void cxx_rank_k(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Hermitian)
            batchblas::herk<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), count, call.info);
        else
            batchblas::syrk<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), count, call.info);
    });
}

template <typename T, bool Hermitian>
void c_rank_2k(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Hermitian>(pick<T>(nullptr, nullptr, BLAS_her2k_batched_c32, BLAS_her2k_batched_c64),
           pick<T>(BLAS_syr2k_batched_r32, BLAS_syr2k_batched_r64,
                           BLAS_syr2k_batched_c32, BLAS_syr2k_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), a(9),
      a(10), a(11), C_TAIL);
}
template <typename T, bool Hermitian>
void cxx_rank_2k(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Hermitian)
            batchblas::her2k<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                                a(5), a(6), a(7), a(8), a(9), a(10), a(11), count, call.info);
        else
            batchblas::syr2k<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                                a(5), a(6), a(7), a(8), a(9), a(10), a(11), count, call.info);
    });
}

template <typename T, bool Solve>
void c_triangular(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Solve>(pick<T>(BLAS_trsm_batched_r32, BLAS_trsm_batched_r64, BLAS_trsm_batched_c32,
                             BLAS_trsm_batched_c64),
           pick<T>(BLAS_trmm_batched_r32, BLAS_trmm_batched_r64, BLAS_trmm_batched_c32,
                             BLAS_trmm_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), a(9),
      a(10), C_TAIL);
}
template <typename T, bool Solve>
void cxx_triangular(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Solve)
            batchblas::trsm<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), a(10), count, call.info);
        else
            batchblas::trmm<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), a(10), count, call.info);
    });
}

// Level 2.
template <typename T>
void c_gemv(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_gemv_batched_r32, BLAS_gemv_batched_r64, BLAS_gemv_batched_c32,
            BLAS_gemv_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                                   a(6), a(7), a(8), a(9), a(10), C_TAIL);
}
template <typename T>
void cxx_gemv(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::gemv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                           a(6), a(7), a(8), a(9), a(10), count, call.info);
    });
}

/** 0: ger (real) / geru (complex); 1: gerc. */
template <typename T, int Conj>
void c_ger(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Conj>(pick<T>(nullptr, nullptr, BLAS_gerc_batched_c32, BLAS_gerc_batched_c64),
           pick<T>(BLAS_ger_batched_r32, BLAS_ger_batched_r64, BLAS_geru_batched_c32,
                            BLAS_geru_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), C_TAIL);
}
template <typename T, int Conj>
void cxx_ger(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Conj)
            batchblas::gerc<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), count, call.info);
        else
            batchblas::geru<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), count, call.info);
    });
}

template <typename T, bool Hermitian>
void c_symv(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Hermitian>(pick<T>(nullptr, nullptr, BLAS_hemv_batched_c32, BLAS_hemv_batched_c64),
           pick<T>(BLAS_symv_batched_r32, BLAS_symv_batched_r64,
                                 BLAS_symv_batched_c32, BLAS_symv_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), a(8), a(9),
      C_TAIL);
}
template <typename T, bool Hermitian>
void cxx_symv(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Hermitian)
            batchblas::hemv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), count, call.info);
        else
            batchblas::symv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), a(8), a(9), count, call.info);
    });
}

template <typename T, bool Solve>
void c_trv(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Solve>(pick<T>(BLAS_trsv_batched_r32, BLAS_trsv_batched_r64, BLAS_trsv_batched_c32,
                             BLAS_trsv_batched_c64),
           pick<T>(BLAS_trmv_batched_r32, BLAS_trmv_batched_r64, BLAS_trmv_batched_c32,
                             BLAS_trmv_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), a(7), C_TAIL);
}
template <typename T, bool Solve>
void cxx_trv(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Solve)
            batchblas::trsv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), count, call.info);
        else
            batchblas::trmv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                               a(5), a(6), a(7), count, call.info);
    });
}

// Level 1.
template <typename T>
void c_axpy(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_axpy_batched_r32, BLAS_axpy_batched_r64, BLAS_axpy_batched_c32,
            BLAS_axpy_batched_c64)(a(0), a(1), a(2), a(3), a(4), a(5), C_TAIL);
}
template <typename T>
void cxx_axpy(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::axpy<T>(a(0), a(1), a(2), a(3), a(4), a(5), count, call.info);
    });
}
template <typename T>
void c_scal(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_scal_batched_r32, BLAS_scal_batched_r64, BLAS_scal_batched_c32,
            BLAS_scal_batched_c64)(a(0), a(1), a(2), a(3), C_TAIL);
}
template <typename T>
void cxx_scal(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::scal<T>(a(0), a(1), a(2), a(3), count, call.info);
    });
}
template <typename T, bool Swap>
void c_copy(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Swap>(pick<T>(BLAS_swap_batched_r32, BLAS_swap_batched_r64, BLAS_swap_batched_c32,
                            BLAS_swap_batched_c64),
           pick<T>(BLAS_copy_batched_r32, BLAS_copy_batched_r64, BLAS_copy_batched_c32,
                            BLAS_copy_batched_c64),
           a(0), a(1), a(2), a(3), a(4), C_TAIL);
}
template <typename T, bool Swap>
void cxx_copy(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Swap) batchblas::swap<T>(a(0), a(1), a(2), a(3), a(4), count, call.info);
        else batchblas::copy<T>(a(0), a(1), a(2), a(3), a(4), count, call.info);
    });
}

/** The C++ result vector of a reduction, copied back into the call's result buffer. */
template <typename R, typename F>
void with_result(Call& call, F&& f)
{
    std::vector<R> result(size_t(call.batch_count));
    if (!result.empty()) std::memcpy(result.data(), call.result.data.get(), result.size() * sizeof(R));
    f(result);
    if (!result.empty()) std::memcpy(call.result.data.get(), result.data(), result.size() * sizeof(R));
}

/** 0: dot (real) / dotu (complex); 1: dotc. */
template <typename T, int Conj>
void c_dot(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Conj>(pick<T>(nullptr, nullptr, BLAS_dotc_batched_c32, BLAS_dotc_batched_c64),
           pick<T>(BLAS_dot_batched_r32, BLAS_dot_batched_r64, BLAS_dotu_batched_c32,
                            BLAS_dotu_batched_c64),
           a(0), a(1), a(2), a(3), a(4), a(5), C_TAIL);
}
template <typename T, int Conj>
void cxx_dot(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    with_result<T>(call, [&](std::vector<T>& result) {
        cxx_forms(call, [&](auto const& count) {
            if constexpr (Conj)
                batchblas::dotc<T>(a(0), a(1), a(2), a(3), a(4), result, count, call.info);
            else
                batchblas::dotu<T>(a(0), a(1), a(2), a(3), a(4), result, count, call.info);
        });
    });
}

/** 0: nrm2, 1: asum, 2: iamax. */
template <typename T, int Which>
void c_reduction(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    if constexpr (Which == 0)
        pick<T>(BLAS_nrm2_batched_r32, BLAS_nrm2_batched_r64, BLAS_nrm2_batched_c32,
                BLAS_nrm2_batched_c64)(a(0), a(1), a(2), a(3), C_TAIL);
    else if constexpr (Which == 1)
        pick<T>(BLAS_asum_batched_r32, BLAS_asum_batched_r64, BLAS_asum_batched_c32,
                BLAS_asum_batched_c64)(a(0), a(1), a(2), a(3), C_TAIL);
    else
        pick<T>(BLAS_iamax_batched_r32, BLAS_iamax_batched_r64, BLAS_iamax_batched_c32,
                BLAS_iamax_batched_c64)(a(0), a(1), a(2), a(3), C_TAIL);
}
template <typename T, int Which>
void cxx_reduction(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    using R = std::conditional_t<Which == 2, int64_t, real_t<T>>;
    with_result<R>(call, [&](std::vector<R>& result) {
        cxx_forms(call, [&](auto const& count) {
            if constexpr (Which == 0) batchblas::nrm2<T>(a(0), a(1), a(2), result, count, call.info);
            else if constexpr (Which == 1)
                batchblas::asum<T>(a(0), a(1), a(2), result, count, call.info);
            else batchblas::iamax<T>(a(0), a(1), a(2), result, count, call.info);
        });
    });
}

// LAPACK.
template <typename T>
void c_getrf(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_getrf_batched_r32, BLAS_getrf_batched_r64, BLAS_getrf_batched_c32,
            BLAS_getrf_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4),
                                    C_TAIL);
}
template <typename T>
void cxx_getrf(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::getrf<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), count,
                            call.info);
    });
}
template <typename T>
void c_getrs(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_getrs_batched_r32, BLAS_getrs_batched_r64, BLAS_getrs_batched_c32,
            BLAS_getrs_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4),
                                    a(5), a(6), a(7), C_TAIL);
}
template <typename T>
void cxx_getrs(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::getrs<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                            a(6), a(7), count, call.info);
    });
}
template <typename T>
void c_gesv(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_gesv_batched_r32, BLAS_gesv_batched_r64, BLAS_gesv_batched_c32,
            BLAS_gesv_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                                   a(6), C_TAIL);
}
template <typename T>
void cxx_gesv(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::gesv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                           a(6), count, call.info);
    });
}
template <typename T>
void c_potrf(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_potrf_batched_r32, BLAS_potrf_batched_r64, BLAS_potrf_batched_c32,
            BLAS_potrf_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), C_TAIL);
}
template <typename T>
void cxx_potrf(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::potrf<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), count,
                            call.info);
    });
}
/** 0: potrs, 1: posv. */
template <typename T, int Factor>
void c_potrs(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    either<Factor>(pick<T>(BLAS_posv_batched_r32, BLAS_posv_batched_r64, BLAS_posv_batched_c32,
                              BLAS_posv_batched_c64),
           pick<T>(BLAS_potrs_batched_r32, BLAS_potrs_batched_r64,
                              BLAS_potrs_batched_c32, BLAS_potrs_batched_c64),
           blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4), a(5), a(6), C_TAIL);
}
template <typename T, int Factor>
void cxx_potrs(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        if constexpr (Factor)
            batchblas::posv<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                               a(6), count, call.info);
        else
            batchblas::potrs<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4),
                                a(5), a(6), count, call.info);
    });
}
template <typename T>
void c_getri(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_getri_batched_r32, BLAS_getri_batched_r64, BLAS_getri_batched_c32,
            BLAS_getri_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4),
                                    a(5), C_TAIL);
}
template <typename T>
void cxx_getri(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::getri<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), a(5),
                            count, call.info);
    });
}
template <typename T>
void c_geqrf(Call& call)
{
    auto a = [&](int s) { return c_arg(call, s); };
    pick<T>(BLAS_geqrf_batched_r32, BLAS_geqrf_batched_r64, BLAS_geqrf_batched_c32,
            BLAS_geqrf_batched_c64)(blas_layout_t(call.layout), a(0), a(1), a(2), a(3), a(4),
                                    C_TAIL);
}
template <typename T>
void cxx_geqrf(Call& call)
{
    auto a = [&](int s) { return cxx_arg(call, s); };
    cxx_forms(call, [&](auto const& count) {
        batchblas::geqrf<T>(batchblas::Layout(call.layout), a(0), a(1), a(2), a(3), a(4), count,
                            call.info);
    });
}

#undef C_TAIL

using r32 = float;
using r64 = double;
using c32 = std::complex<float>;
using c64 = std::complex<double>;

// ------------------------------------------------------------------------------------------------
// The routines, from API.md section 1 and the headers' per-routine notes

Arg option(std::vector<int> allowed) { return Arg{Kind::Option, std::move(allowed)}; }
Arg size() { return Arg{Kind::Size}; }
Arg scalar(Elem e = Elem::T)
{
    Arg a{Kind::Scalar};
    a.elem = e;
    return a;
}
Arg matrix(bool output, Predicate referenced, Extent2 dims)
{
    Arg a{Kind::Matrix};
    a.output = output;
    a.referenced = std::move(referenced);
    a.dims = std::move(dims);
    return a;
}
Arg ld(int matrix_slot)
{
    Arg a{Kind::Ld};
    a.link = matrix_slot;
    return a;
}
Arg vector(bool output, Predicate referenced, Length length, int inc_slot)
{
    Arg a{Kind::Vector};
    a.output = output;
    a.referenced = std::move(referenced);
    a.length = std::move(length);
    a.link = inc_slot;
    return a;
}
Arg inc() { return Arg{Kind::Inc}; }
Arg pivots(bool output, Predicate referenced, Length length, Elem e = Elem::Int64)
{
    Arg a{Kind::Pivots};
    a.elem = e;
    a.output = output;
    a.referenced = std::move(referenced);
    a.length = std::move(length);
    return a;
}
Arg result(Elem e)
{
    Arg a{Kind::Result};
    a.elem = e;
    a.output = true;
    return a;
}

std::vector<int> const all_trans(trans_values, trans_values + 3);
std::vector<int> const sides(side_values, side_values + 2);
std::vector<int> const uplos(uplo_values, uplo_values + 2);
std::vector<int> const diags(diag_values, diag_values + 2);

Routine routine(char const* name, bool layout, std::vector<Arg> args, std::array<Caller, 4> c,
                std::array<Caller, 4> cxx)
{
    return Routine{name, layout, false, false, false, std::move(args), c, cxx};
}
/** A caller template's four instantiations (an initializer, not a function body). */
#define TYPES(f) std::array<Caller, 4>{f<r32>, f<r64>, f<c32>, f<c64>}

// Aliases that fix the non-type parameters, so that routine<>() takes one-parameter templates.
template <typename T> void c_symm0(Call& c) { c_symm<T, false>(c); }
template <typename T> void c_symm1(Call& c) { c_symm<T, true>(c); }
template <typename T> void x_symm0(Call& c) { cxx_symm<T, false>(c); }
template <typename T> void x_symm1(Call& c) { cxx_symm<T, true>(c); }
template <typename T> void c_rk0(Call& c) { c_rank_k<T, false>(c); }
template <typename T> void c_rk1(Call& c) { c_rank_k<T, true>(c); }
template <typename T> void x_rk0(Call& c) { cxx_rank_k<T, false>(c); }
template <typename T> void x_rk1(Call& c) { cxx_rank_k<T, true>(c); }
template <typename T> void c_r2k0(Call& c) { c_rank_2k<T, false>(c); }
template <typename T> void c_r2k1(Call& c) { c_rank_2k<T, true>(c); }
template <typename T> void x_r2k0(Call& c) { cxx_rank_2k<T, false>(c); }
template <typename T> void x_r2k1(Call& c) { cxx_rank_2k<T, true>(c); }
template <typename T> void c_tr0(Call& c) { c_triangular<T, false>(c); }
template <typename T> void c_tr1(Call& c) { c_triangular<T, true>(c); }
template <typename T> void x_tr0(Call& c) { cxx_triangular<T, false>(c); }
template <typename T> void x_tr1(Call& c) { cxx_triangular<T, true>(c); }
template <typename T> void c_ger0(Call& c) { c_ger<T, 0>(c); }
template <typename T> void c_ger1(Call& c) { c_ger<T, 1>(c); }
template <typename T> void x_ger0(Call& c) { cxx_ger<T, 0>(c); }
template <typename T> void x_ger1(Call& c) { cxx_ger<T, 1>(c); }
template <typename T> void c_symv0(Call& c) { c_symv<T, false>(c); }
template <typename T> void c_symv1(Call& c) { c_symv<T, true>(c); }
template <typename T> void x_symv0(Call& c) { cxx_symv<T, false>(c); }
template <typename T> void x_symv1(Call& c) { cxx_symv<T, true>(c); }
template <typename T> void c_trv0(Call& c) { c_trv<T, false>(c); }
template <typename T> void c_trv1(Call& c) { c_trv<T, true>(c); }
template <typename T> void x_trv0(Call& c) { cxx_trv<T, false>(c); }
template <typename T> void x_trv1(Call& c) { cxx_trv<T, true>(c); }
template <typename T> void c_copy0(Call& c) { c_copy<T, false>(c); }
template <typename T> void c_copy1(Call& c) { c_copy<T, true>(c); }
template <typename T> void x_copy0(Call& c) { cxx_copy<T, false>(c); }
template <typename T> void x_copy1(Call& c) { cxx_copy<T, true>(c); }
template <typename T> void c_dot0(Call& c) { c_dot<T, 0>(c); }
template <typename T> void c_dot1(Call& c) { c_dot<T, 1>(c); }
template <typename T> void x_dot0(Call& c) { cxx_dot<T, 0>(c); }
template <typename T> void x_dot1(Call& c) { cxx_dot<T, 1>(c); }
template <typename T> void c_red0(Call& c) { c_reduction<T, 0>(c); }
template <typename T> void c_red1(Call& c) { c_reduction<T, 1>(c); }
template <typename T> void c_red2(Call& c) { c_reduction<T, 2>(c); }
template <typename T> void x_red0(Call& c) { cxx_reduction<T, 0>(c); }
template <typename T> void x_red1(Call& c) { cxx_reduction<T, 1>(c); }
template <typename T> void x_red2(Call& c) { cxx_reduction<T, 2>(c); }
template <typename T> void c_potrs0(Call& c) { c_potrs<T, 0>(c); }
template <typename T> void c_potrs1(Call& c) { c_potrs<T, 1>(c); }
template <typename T> void x_potrs0(Call& c) { cxx_potrs<T, 0>(c); }
template <typename T> void x_potrs1(Call& c) { cxx_potrs<T, 1>(c); }

std::vector<Routine> make_routines()
{
    using P = Problem const&;
    std::vector<Routine> r;
    auto dims_op = [](int trans, int rows, int cols) {
        return [=](P p) {
            return p[trans] == BlasNoTrans ? std::pair(p[rows], p[cols])
                                           : std::pair(p[cols], p[rows]);
        };
    };
    auto square = [](int n) { return [=](P p) { return std::pair(p[n], p[n]); }; };

    // gemm: transA 0, transB 1, m 2, n 3, k 4, alpha 5, A 6, lda 7, B 8, ldb 9, beta 10, C 11,
    // ldc 12. k = 0 or alpha = 0: A and B are not read.
    {
        auto reads = [](P p) { return p[2] > 0 && p[3] > 0 && p[4] > 0 && !p.zero(5); };
        r.push_back(routine(
            "gemm", true,
            {option(all_trans), option(all_trans), size(), size(), size(), scalar(),
             matrix(false, reads, dims_op(0, 2, 4)), ld(6), matrix(false, reads, dims_op(1, 4, 3)),
             ld(8), scalar(), matrix(true, [](P p) { return p[2] > 0 && p[3] > 0; },
                                     [](P p) { return std::pair(p[2], p[3]); }),
             ld(11)}, TYPES(c_gemm), TYPES(cxx_gemm)));
    }
    // symm / hemm: side 0, uplo 1, m 2, n 3, alpha 4, A 5, lda 6, B 7, ldb 8, beta 9, C 10, ldc 11.
    for (int hermitian = 0; hermitian < 2; ++hermitian) {
        auto reads = [](P p) { return p[2] > 0 && p[3] > 0 && !p.zero(4); };
        auto ka = [](P p) {
            int64_t const k = p[0] == BlasLeft ? p[2] : p[3];
            return std::pair(k, k);
        };
        auto mn = [](P p) { return std::pair(p[2], p[3]); };
        std::vector<Arg> args = {option(sides), option(uplos), size(), size(), scalar(),
                                 matrix(false, reads, ka), ld(5), matrix(false, reads, mn), ld(7),
                                 scalar(), matrix(true, [](P p) { return p[2] > 0 && p[3] > 0; }, mn),
                                 ld(10)};
        r.push_back(hermitian ? routine("hemm", true, args, TYPES(c_symm1), TYPES(x_symm1))
                              : routine("symm", true, args, TYPES(c_symm0), TYPES(x_symm0)));
        r.back().complex_only_c = hermitian;
    }
    // syrk / herk: uplo 0, trans 1, n 2, k 3, alpha 4, A 5, lda 6, beta 7, C 8, ldc 9.
    // syr2k / her2k: uplo 0, trans 1, n 2, k 3, alpha 4, A 5, lda 6, B 7, ldb 8, beta 9, C 10,
    // ldc 11. The allowed trans values depend on the type: set per call (see allowed_trans).
    for (int hermitian = 0; hermitian < 2; ++hermitian) {
        Elem const s = hermitian ? Elem::Real : Elem::T;
        auto reads = [](P p) { return p[2] > 0 && p[3] > 0 && !p.zero(4); };
        auto c_ref = [](P p) { return p[2] > 0; };
        std::vector<Arg> k_args = {option(uplos), option(all_trans), size(), size(), scalar(s),
                                   matrix(false, reads, dims_op(1, 2, 3)), ld(5), scalar(s),
                                   matrix(true, c_ref, square(2)), ld(8)};
        r.push_back(hermitian ? routine("herk", true, k_args, TYPES(c_rk1), TYPES(x_rk1))
                              : routine("syrk", true, k_args, TYPES(c_rk0), TYPES(x_rk0)));
        r.back().complex_only_c = hermitian;
        std::vector<Arg> k2_args = {option(uplos), option(all_trans), size(), size(), scalar(),
                                    matrix(false, reads, dims_op(1, 2, 3)), ld(5),
                                    matrix(false, reads, dims_op(1, 2, 3)), ld(7), scalar(s),
                                    matrix(true, c_ref, square(2)), ld(10)};
        r.push_back(hermitian ? routine("her2k", true, k2_args, TYPES(c_r2k1), TYPES(x_r2k1))
                              : routine("syr2k", true, k2_args, TYPES(c_r2k0), TYPES(x_r2k0)));
        r.back().complex_only_c = hermitian;
    }
    // trmm / trsm: side 0, uplo 1, trans 2, diag 3, m 4, n 5, alpha 6, A 7, lda 8, B 9, ldb 10.
    for (int solve = 0; solve < 2; ++solve) {
        auto ka = [](P p) {
            int64_t const k = p[0] == BlasLeft ? p[4] : p[5];
            return std::pair(k, k);
        };
        std::vector<Arg> args = {
            option(sides), option(uplos), option(all_trans), option(diags), size(), size(),
            scalar(), matrix(false, [](P p) { return p[4] > 0 && p[5] > 0 && !p.zero(6); }, ka),
            ld(7), matrix(true, [](P p) { return p[4] > 0 && p[5] > 0; },
                          [](P p) { return std::pair(p[4], p[5]); }),
            ld(9)};
        r.push_back(solve ? routine("trsm", true, args, TYPES(c_tr1), TYPES(x_tr1))
                          : routine("trmm", true, args, TYPES(c_tr0), TYPES(x_tr0)));
    }
    // gemv: trans 0, m 1, n 2, alpha 3, A 4, lda 5, x 6, incx 7, beta 8, y 9, incy 10.
    // alpha = 0 reads neither A nor x; y is left alone when also beta = 1.
    {
        auto reads = [](P p) { return p[1] > 0 && p[2] > 0 && !p.zero(3); };
        auto touches_y = [](P p) {
            return p[1] > 0 && p[2] > 0 && !(p.zero(3) && p.one(8));
        };
        r.push_back(routine(
            "gemv", true,
            {option(all_trans), size(), size(), scalar(),
             matrix(false, reads, [](P p) { return std::pair(p[1], p[2]); }), ld(4),
             vector(false, reads, [](P p) { return p[0] == BlasNoTrans ? p[2] : p[1]; }, 7),
             inc(), scalar(),
             vector(true, touches_y, [](P p) { return p[0] == BlasNoTrans ? p[1] : p[2]; }, 10),
             inc()}, TYPES(c_gemv), TYPES(cxx_gemv)));
    }
    // ger / geru / gerc: m 0, n 1, alpha 2, x 3, incx 4, y 5, incy 6, A 7, lda 8.
    for (int conj = 0; conj < 2; ++conj) {
        auto refs = [](P p) { return p[0] > 0 && p[1] > 0 && !p.zero(2); };
        std::vector<Arg> args = {size(), size(), scalar(),
                                 vector(false, refs, [](P p) { return p[0]; }, 4), inc(),
                                 vector(false, refs, [](P p) { return p[1]; }, 6), inc(),
                                 matrix(true, refs, [](P p) { return std::pair(p[0], p[1]); }),
                                 ld(7)};
        r.push_back(conj ? routine("gerc", true, args, TYPES(c_ger1), TYPES(x_ger1))
                         : routine("ger/geru", true, args, TYPES(c_ger0), TYPES(x_ger0)));
        r.back().complex_only_c = conj;
    }
    // symv / hemv: uplo 0, n 1, alpha 2, A 3, lda 4, x 5, incx 6, beta 7, y 8, incy 9.
    for (int hermitian = 0; hermitian < 2; ++hermitian) {
        auto reads = [](P p) { return p[1] > 0 && !p.zero(2); };
        auto len = [](P p) { return p[1]; };
        std::vector<Arg> args = {
            option(uplos), size(), scalar(), matrix(false, reads, square(1)), ld(3),
            vector(false, reads, len, 6), inc(), scalar(),
            vector(true, [](P p) { return p[1] > 0 && !(p.zero(2) && p.one(7)); }, len, 9),
            inc()};
        r.push_back(hermitian ? routine("hemv", true, args, TYPES(c_symv1), TYPES(x_symv1))
                              : routine("symv", true, args, TYPES(c_symv0), TYPES(x_symv0)));
        r.back().complex_only_c = hermitian;
    }
    // trmv / trsv: uplo 0, trans 1, diag 2, n 3, A 4, lda 5, x 6, incx 7.
    for (int solve = 0; solve < 2; ++solve) {
        auto refs = [](P p) { return p[3] > 0; };
        std::vector<Arg> args = {option(uplos), option(all_trans), option(diags), size(),
                                 matrix(false, refs, square(3)), ld(4),
                                 vector(true, refs, [](P p) { return p[3]; }, 7), inc()};
        r.push_back(solve ? routine("trsv", true, args, TYPES(c_trv1), TYPES(x_trv1))
                          : routine("trmv", true, args, TYPES(c_trv0), TYPES(x_trv0)));
    }
    // Level 1 (no layout): axpy n 0, alpha 1, x 2, incx 3, y 4, incy 5.
    auto n0 = [](P p) { return p[0]; };
    {
        auto refs = [](P p) { return p[0] > 0 && !p.zero(1); };
        r.push_back(routine(
            "axpy", false,
            {size(), scalar(), vector(false, refs, n0, 3), inc(), vector(true, refs, n0, 5), inc()}, TYPES(c_axpy), TYPES(cxx_axpy)));
    }
    // scal: n 0, alpha 1, x 2, incx 3; a negative increment makes it return at once.
    r.push_back(routine(
        "scal", false,
        {size(), scalar(),
         vector(true, [](P p) { return p[0] > 0 && p.has[3] && p[3] > 0; }, n0, 3), inc()}, TYPES(c_scal), TYPES(cxx_scal)));
    // copy / swap: n 0, x 1, incx 2, y 3, incy 4.
    for (int swap = 0; swap < 2; ++swap) {
        auto refs = [](P p) { return p[0] > 0; };
        std::vector<Arg> args = {size(), vector(swap, refs, n0, 2), inc(),
                                 vector(true, refs, n0, 4), inc()};
        r.push_back(swap ? routine("swap", false, args, TYPES(c_copy1), TYPES(x_copy1))
                         : routine("copy", false, args, TYPES(c_copy0), TYPES(x_copy0)));
    }
    // dot / dotu / dotc: n 0, x 1, incx 2, y 3, incy 4, result 5 (always written).
    for (int conj = 0; conj < 2; ++conj) {
        auto refs = [](P p) { return p[0] > 0; };
        std::vector<Arg> args = {size(), vector(false, refs, n0, 2), inc(),
                                 vector(false, refs, n0, 4), inc(), result(Elem::T)};
        r.push_back(conj ? routine("dotc", false, args, TYPES(c_dot1), TYPES(x_dot1))
                         : routine("dot/dotu", false, args, TYPES(c_dot0), TYPES(x_dot0)));
        r.back().complex_only_c = conj;
    }
    // nrm2, asum, iamax: n 0, x 1, incx 2, result 3. nrm2 walks a negative increment backwards;
    // asum and iamax return 0 for incx < 0 without reading x.
    r.push_back(routine(
        "nrm2", false,
        {size(), vector(false, [](P p) { return p[0] > 0 && p.has[2]; }, n0, 2), inc(),
         result(Elem::Real)}, TYPES(c_red0), TYPES(x_red0)));
    auto positive_inc = [](P p) { return p[0] > 0 && p.has[2] && p[2] > 0; };
    r.push_back(routine(
        "asum", false,
        {size(), vector(false, positive_inc, n0, 2), inc(), result(Elem::Real)}, TYPES(c_red1), TYPES(x_red1)));
    r.push_back(routine(
        "iamax", false,
        {size(), vector(false, positive_inc, n0, 2), inc(), result(Elem::Int64)}, TYPES(c_red2), TYPES(x_red2)));

    // LAPACK. getrf: m 0, n 1, A 2, lda 3, ipiv 4; min(m, n) = 0 references nothing.
    {
        auto refs = [](P p) { return std::min(p[0], p[1]) > 0; };
        r.push_back(routine(
            "getrf", true,
            {size(), size(), matrix(true, refs, [](P p) { return std::pair(p[0], p[1]); }), ld(2),
             pivots(true, refs, [](P p) { return std::min(p[0], p[1]); })}, TYPES(c_getrf), TYPES(cxx_getrf)));
    }
    // getrs: trans 0, n 1, nrhs 2, A 3, lda 4, ipiv 5, B 6, ldb 7.
    {
        auto refs = [](P p) { return p[1] > 0 && p[2] > 0; };
        r.push_back(routine(
            "getrs", true,
            {option(all_trans), size(), size(), matrix(false, refs, square(1)), ld(3),
             pivots(false, refs, [](P p) { return p[1]; }),
             matrix(true, refs, [](P p) { return std::pair(p[1], p[2]); }), ld(6)}, TYPES(c_getrs), TYPES(cxx_getrs)));
    }
    // gesv: n 0, nrhs 1, A 2, lda 3, ipiv 4, B 5, ldb 6; A is factored even without rhs.
    {
        auto refs = [](P p) { return p[0] > 0; };
        r.push_back(routine(
            "gesv", true,
            {size(), size(), matrix(true, refs, square(0)), ld(2),
             pivots(true, refs, [](P p) { return p[0]; }),
             matrix(true, [](P p) { return p[0] > 0 && p[1] > 0; },
                    [](P p) { return std::pair(p[0], p[1]); }),
             ld(5)}, TYPES(c_gesv), TYPES(cxx_gesv)));
    }
    // potrf: uplo 0, n 1, A 2, lda 3.
    r.push_back(routine(
        "potrf", true,
        {option(uplos), size(), matrix(true, [](P p) { return p[1] > 0; }, square(1)), ld(2)}, TYPES(c_potrf), TYPES(cxx_potrf)));
    // potrs / posv: uplo 0, n 1, nrhs 2, A 3, lda 4, B 5, ldb 6; posv factors A without rhs.
    for (int factor = 0; factor < 2; ++factor) {
        auto solves = [](P p) { return p[1] > 0 && p[2] > 0; };
        Predicate reads_a = factor ? Predicate([](P p) { return p[1] > 0; }) : Predicate(solves);
        std::vector<Arg> args = {option(uplos), size(), size(),
                                 matrix(factor, reads_a, square(1)), ld(3),
                                 matrix(true, solves, [](P p) { return std::pair(p[1], p[2]); }),
                                 ld(5)};
        r.push_back(factor ? routine("posv", true, args, TYPES(c_potrs1), TYPES(x_potrs1))
                           : routine("potrs", true, args, TYPES(c_potrs0), TYPES(x_potrs0)));
    }
    // getri: n 0, A 1, lda 2, ipiv 3, C 4, ldc 5 (out of place).
    {
        auto refs = [](P p) { return p[0] > 0; };
        r.push_back(routine(
            "getri", true,
            {size(), matrix(false, refs, square(0)), ld(1),
             pivots(false, refs, [](P p) { return p[0]; }), matrix(true, refs, square(0)),
             ld(4)}, TYPES(c_getri), TYPES(cxx_getri)));
    }
    // geqrf: m 0, n 1, A 2, lda 3, tau 4 (min(m, n) scalars of the matrix's type).
    {
        auto refs = [](P p) { return std::min(p[0], p[1]) > 0; };
        r.push_back(routine(
            "geqrf", true,
            {size(), size(), matrix(true, refs, [](P p) { return std::pair(p[0], p[1]); }), ld(2),
             pivots(true, refs, [](P p) { return std::min(p[0], p[1]); }, Elem::T)}, TYPES(c_geqrf), TYPES(cxx_geqrf)));
    }
    for (Routine& x : r) {
        std::string const name = x.name;
        x.numerical = name == "getrf" || name == "gesv" || name == "potrf" || name == "posv" ||
                      name == "getri";
        x.real_only_c = false;
        if (x.complex_only_c) x.c[0] = x.c[1] = nullptr;
    }
    return r;
}

std::vector<Routine> const& routines()
{
    static std::vector<Routine> const list = make_routines();
    return list;
}

[[noreturn]] void fail(Call const& call, char const* what, long long expected, long long got)
{
    std::fprintf(stderr, "fuzz_arguments: %s (%s, type %d, %s): expected %lld, got %lld\n", what,
                 call.routine->name, call.type, call.front_end, expected, got);
    // The case, so that a finding can be read without a debugger.
    std::fprintf(stderr, "  layout %d, group_count %lld, batch_count %lld, info size %zu, "
                 "wrong-size slot %d\n  group sizes:", call.layout, (long long)call.group_count,
                 (long long)call.batch_count, call.info.size(), call.wrong_size_slot);
    for (int64_t s : call.group_sizes) std::fprintf(stderr, " %lld", (long long)s);
    std::fprintf(stderr, "\n");
    for (size_t slot = 0; slot < call.routine->args.size(); ++slot) {
        std::fprintf(stderr, "  slot %zu%s:", slot, call.array_null[slot] ? " (null array)" : "");
        for (int v : call.options[slot]) std::fprintf(stderr, " %d", v);
        for (int64_t v : call.ints[slot]) std::fprintf(stderr, " %lld", (long long)v);
        for (void* v : call.pointers[slot]) std::fprintf(stderr, " %s", v ? "p" : "null");
        bool const single = call.real_size == 4;
        auto const& sc = call.scalars[slot];
        for (size_t b = 0; b + call.real_size <= sc.size(); b += call.real_size) {
            double v = 0;
            if (single) {
                float f;
                std::memcpy(&f, sc.data() + b, 4);
                v = f;
            }
            else {
                std::memcpy(&v, sc.data() + b, 8);
            }
            std::fprintf(stderr, " %g", v);
        }
        std::fprintf(stderr, "\n");
    }
    std::abort();
}

// ------------------------------------------------------------------------------------------------
// One fuzz case

enum class FrontEnd { C, CxxFlat, CxxGroup };

constexpr int64_t cap_elements = 1 << 12;  // a valid batch with a bigger buffer is not run

int run_case(FuzzedDataProvider& in)
{
    auto const& list = routines();
    Routine const& r = list[in.ConsumeIntegralInRange<size_t>(0, list.size() - 1)];
    int const type = in.ConsumeIntegralInRange(0, 3);
    bool const is_complex = type >= 2;
    auto const front = FrontEnd(in.ConsumeIntegralInRange(0, 2));
    if (front == FrontEnd::C && r.c[type] == nullptr) return 0;

    Call call;
    call.routine = &r;
    call.type = type;
    call.t_size = type == 0 ? 4 : type == 1 ? 8 : type == 2 ? 8 : 16;
    call.real_size = type == 0 || type == 2 ? 4 : 8;
    uint8_t const layout_pick = in.ConsumeIntegral<uint8_t>();
    call.layout = layout_pick < 120 ? BlasColMajor : layout_pick < 240 ? BlasRowMajor
                  : layout_pick & 1 ? 0 : 103;

    // Groups. C: any group count (a few negative); C++ flat: one problem per group.
    uint8_t const gc_pick = in.ConsumeIntegral<uint8_t>();
    call.group_count = gc_pick < 250 ? gc_pick % 5 : -1 - gc_pick % 3;
    if (front != FrontEnd::C && call.group_count < 0) call.group_count = 1;
    int64_t const groups = std::max<int64_t>(0, call.group_count);
    call.group_sizes.resize(size_t(groups));
    for (auto& s : call.group_sizes) {
        uint8_t const c = in.ConsumeIntegral<uint8_t>();
        s = c < 250 ? c % 4 : (front == FrontEnd::C ? -1 : 0);
        if (front == FrontEnd::CxxFlat) s = 1;
    }
    call.group_sizes_null = front == FrontEnd::C && in.ConsumeIntegral<uint8_t>() >= 250;
    bool sizes_negative = false;
    for (int64_t s : call.group_sizes) {
        sizes_negative |= s < 0;
        if (s > 0) call.batch_count += s;
    }

    // Per-slot, per-group values. The problem views are built as the values are drawn, so
    // that leading dimensions can hover around the minimum their group needs.
    std::vector<Problem> group_problem(static_cast<size_t>(groups));
    for (auto& p : group_problem) p.layout = call.layout;
    size_t const slots = r.args.size();
    for (size_t slot = 0; slot < slots; ++slot) {
        Arg const& a = r.args[slot];
        bool const can_be_null = front == FrontEnd::C;
        call.array_null[slot] = can_be_null && in.ConsumeIntegral<uint8_t>() >= 248;
        for (int64_t g = 0; g < groups; ++g) {
            Problem& p = group_problem[size_t(g)];
            p.has[slot] = !call.array_null[slot];
            switch (a.kind) {
                case Kind::Option: {
                    int const v = draw_option(in, family_of(a.allowed));
                    call.options[slot].push_back(v);
                    p.v[slot] = v;
                    break;
                }
                case Kind::Size:
                case Kind::Inc:
                case Kind::Ld: {
                    int64_t v = 0;
                    if (a.kind == Kind::Size) v = draw_size(in);
                    else if (a.kind == Kind::Inc) v = draw_inc(in);
                    else {
                        // The minimum only makes sense once the matrix's sizes are valid.
                        auto const dims = r.args[a.link].dims(p);
                        bool const sane = dims.first >= 0 && dims.second >= 0 &&
                                          dims.first < (int64_t(1) << 40) &&
                                          dims.second < (int64_t(1) << 40);
                        v = draw_ld(in, sane ? min_ld(p, dims) : 1);
                    }
                    call.ints[slot].push_back(v);
                    p.v[slot] = v;
                    break;
                }
                case Kind::Scalar: {
                    std::complex<double> const s = draw_scalar(in, is_complex);
                    p.s[slot] = s;
                    size_t const es = elem_size(a.elem, call.t_size, call.real_size);
                    unsigned char bytes[16] = {};
                    if (a.elem == Elem::Real || !is_complex) p.s[slot] = s.real();
                    // By the real type: c32's 8 bytes are two floats, not one double.
                    if (call.real_size == 4) {
                        float const f[2] = {float(s.real()), float(s.imag())};
                        std::memcpy(bytes, f, es);
                    }
                    else {
                        double const d[2] = {s.real(), s.imag()};
                        std::memcpy(bytes, d, es);
                    }
                    call.scalars[slot].insert(call.scalars[slot].end(), bytes, bytes + es);
                    break;
                }
                default: break;
            }
        }
    }

    // Info mode and the call-level expectation.
    uint8_t const mode_pick = in.ConsumeIntegral<uint8_t>();
    int64_t mode = mode_pick < 248 ? mode_pick % 4 : (mode_pick & 1 ? -1 : 4);

    // Per-problem pointers and buffers; a problem's buffers are exact only when it is valid.
    std::vector<Problem> problems;
    std::vector<int64_t> codes;
    bool any_invalid = false, too_big = false;
    for (size_t slot = 0; slot < slots; ++slot) {
        Arg const& a = r.args[slot];
        bool const is_pointer = a.kind == Kind::Matrix || a.kind == Kind::Vector ||
                                a.kind == Kind::Pivots;
        if (is_pointer && front == FrontEnd::C && in.ConsumeIntegral<uint8_t>() >= 250)
            call.array_null[slot] = true;
        if (a.kind == Kind::Result && front == FrontEnd::C && in.ConsumeIntegral<uint8_t>() >= 250)
            call.array_null[slot] = true;
    }
    if (!sizes_negative && !call.group_sizes_null) {
        for (int64_t g = 0; g < groups; ++g) {
            for (int64_t j = 0; j < call.group_sizes[size_t(g)]; ++j) {
                Problem const& p = group_problem[size_t(g)];
                Pointers ptr;
                bool const problem_null_bias = in.ConsumeIntegral<uint8_t>() >= 224;
                for (size_t slot = 0; slot < slots; ++slot) {
                    Arg const& a = r.args[slot];
                    ptr.array_given[slot] = !call.array_null[slot];
                    if (a.kind == Kind::Matrix || a.kind == Kind::Vector ||
                        a.kind == Kind::Pivots)
                        ptr.pointer_given[slot] =
                            !(problem_null_bias && (in.ConsumeIntegral<uint8_t>() & 1));
                }
                int64_t const code = expected_code(r, p, ptr, is_complex);
                any_invalid |= code != 0;
                codes.push_back(code);
                problems.push_back(p);
                for (size_t slot = 0; slot < slots; ++slot) {
                    Arg const& a = r.args[slot];
                    if (a.kind != Kind::Matrix && a.kind != Kind::Vector &&
                        a.kind != Kind::Pivots)
                        continue;
                    if (!ptr.pointer_given[slot]) {
                        call.pointers[slot].push_back(nullptr);
                        continue;
                    }
                    // Exact extents for valid problems; one element where nothing may be touched.
                    bool const touched = code == 0 && a.referenced(p);
                    int64_t elements = touched ? extent(r, p, int(slot), cap_elements) : 1;
                    if (elements > cap_elements) {
                        too_big = true;
                        elements = 1;
                    }
                    size_t const es = elem_size(a.elem, call.t_size, call.real_size);
                    Buffer b;
                    b.bytes = size_t(elements) * es;
                    b.data.reset(new unsigned char[b.bytes]);
                    if (a.kind == Kind::Pivots && a.elem == Elem::Int64) {
                        // Valid pivots for the solves (getrf's own output otherwise).
                        for (int64_t i = 0; i < elements; ++i) {
                            int64_t const piv = i + 1;
                            std::memcpy(b.data.get() + i * 8, &piv, 8);
                        }
                    }
                    else {
                        // Finite values: 0.75 in every float, 2.3e-4 in every double lane.
                        std::memset(b.data.get(), 0x3f, b.bytes);
                    }
                    call.pointers[slot].push_back(b.data.get());
                    call.buffers.push_back(std::move(b));
                }
            }
        }
    }
    bool const call_level_invalid =
        (r.has_layout && call.layout != BlasColMajor && call.layout != BlasRowMajor) ||
        call.group_count < 0 || (call.group_sizes_null && call.group_count > 0) || sizes_negative ||
        mode < 0 || mode > 3;
    // Undefined behaviour is not what we test: ReportNone and unchecked C++ calls only run on
    // valid batches; a valid batch runs only when its buffers are small.
    if (too_big && !any_invalid) return 0;

    // The plain result array of the reductions.
    for (size_t slot = 0; slot < slots; ++slot) {
        if (r.args[slot].kind != Kind::Result) continue;
        size_t const es = elem_size(r.args[slot].elem, call.t_size, call.real_size);
        call.result.bytes = std::max<size_t>(1, size_t(call.batch_count)) * es;
        call.result.data.reset(new unsigned char[call.result.bytes]);
        std::memset(call.result.data.get(), 0x3f, call.result.bytes);
    }

    // Snapshots: nothing may change when any argument is invalid.
    std::vector<std::vector<unsigned char>> before;
    for (Buffer const& b : call.buffers) before.emplace_back(b.data.get(), b.data.get() + b.bytes);
    std::vector<unsigned char> result_before(call.result.data.get(),
                                             call.result.data.get() + call.result.bytes);
    auto unchanged = [&] {
        for (size_t i = 0; i < call.buffers.size(); ++i)
            if (std::memcmp(before[i].data(), call.buffers[i].data.get(), before[i].size()) != 0)
                return false;
        return call.result.bytes == 0 ||
               std::memcmp(result_before.data(), call.result.data.get(), call.result.bytes) == 0;
    };

    int64_t constexpr sentinel = 0x5eed5eed;
    if (front == FrontEnd::C) {
        int const gc_pos = group_count_pos(r);
        if (mode == 3 && (any_invalid || call_level_invalid)) return 0;
        size_t const info_len = call_level_invalid || mode >= 2 ? 1
                                : mode == 0 ? size_t(1 + call.batch_count)
                                            : size_t(1 + groups);
        call.info.assign(info_len, sentinel);
        call.info[0] = mode;
        r.c[type](call);
        if (call_level_invalid) {
            // In argument order: layout, group_count, group_sizes, info.
            int64_t expected = 0;
            if (r.has_layout && call.layout != BlasColMajor && call.layout != BlasRowMajor)
                expected = -1;
            else if (call.group_count < 0) expected = -gc_pos;
            else if ((call.group_sizes_null && call.group_count > 0) || sizes_negative)
                expected = -(gc_pos + 1);
            else expected = -(gc_pos + 2);
            if (call.info[0] != expected) fail(call, "call-level info[0]", expected, call.info[0]);
            for (size_t i = 1; i < call.info.size(); ++i)
                if (call.info[i] != sentinel) fail(call, "info written after a call-level error", sentinel, call.info[i]);
            if (!unchanged()) fail(call, "output modified after a call-level error", 0, 1);
            return 0;
        }
        if (mode == 3) {
            if (call.info[0] != 0) fail(call, "ReportNone info[0]", 0, call.info[0]);
            return 0;
        }
        // Expected per-problem codes: the oracle's; on a valid LAPACK batch, any code >= 0
        // (numerical failures), taken from what ReportAll / ReportGroup returned.
        int64_t first_group = 0;
        int64_t problem = 0;
        bool const numerical = r.numerical && !any_invalid;
        for (int64_t g = 0; g < groups; ++g) {
            int64_t group_code = 0;
            for (int64_t j = 0; j < call.group_sizes[size_t(g)]; ++j, ++problem) {
                int64_t code = codes[size_t(problem)];
                if (mode == 0) {
                    int64_t const got = call.info[size_t(1 + problem)];
                    if (numerical && got > 0) code = got;
                    if (got != code) fail(call, "ReportAll code", code, got);
                }
                if (group_code == 0) group_code = code;
            }
            if (mode == 1) {
                int64_t const got = call.info[size_t(1 + g)];
                if (numerical && group_code == 0 && got > 0) group_code = got;
                if (got != group_code) fail(call, "ReportGroup code", group_code, got);
            }
            if (group_code != 0 && first_group == 0) first_group = g + 1;
        }
        if (numerical && mode == 2) {
            if (call.info[0] < 0 || call.info[0] > groups)
                fail(call, "ReportAny info[0] after numerical codes", first_group, call.info[0]);
        }
        else if (call.info[0] != first_group) {
            fail(call, "info[0]", first_group, call.info[0]);
        }
        if (any_invalid && !unchanged()) fail(call, "output modified despite an invalid argument", 0, 1);
        return 0;
    }

    // The C++ API. Value vectors: one per group (group form) or problem (flat form); a wrong
    // size makes it throw.
    call.group_form = front == FrontEnd::CxxGroup;
    call.front_end = call.group_form ? "C++ group" : "C++ flat";
    uint8_t const wrong = in.ConsumeIntegral<uint8_t>();
    if (wrong >= 248 && call.batch_count > 0) call.wrong_size_slot = int(wrong % slots);
    if (call.wrong_size_slot >= 0 && r.args[size_t(call.wrong_size_slot)].kind == Kind::Result)
        call.wrong_size_slot = -1;
    uint8_t const info_pick = in.ConsumeIntegral<uint8_t>();
    size_t info_len = info_pick % 3 == 0 ? 0 : info_pick % 3 == 1 ? 1 : size_t(call.batch_count);
    if (info_pick >= 250) info_len = size_t(call.batch_count) + 2;
    bool const layout_invalid = call.layout != BlasColMajor && call.layout != BlasRowMajor;
    bool const invalid = any_invalid || (r.has_layout && layout_invalid);
    bool const wrong_size = call.wrong_size_slot >= 0;
    bool const bad_info = info_len != 0 && info_len != 1 && info_len != size_t(call.batch_count);
    if (info_len == 0 && (invalid || wrong_size)) return 0;  // unchecked and invalid: undefined
    call.info.assign(info_len, sentinel);
    bool threw = false;
    try {
        r.cxx[type](call);
    }
    catch (batchblas::Error const&) {
        threw = true;
    }
    bool const checks = info_len != 0;
    bool const must_throw = wrong_size || (checks && (invalid || bad_info));
    if (threw != must_throw) fail(call, "C++ throws", must_throw, threw);
    if (threw && !unchanged()) fail(call, "C++ output modified before a throw", 0, 1);
    if (wrong_size || bad_info || !checks) return 0;
    bool const per_problem = info_len == size_t(call.batch_count) && call.batch_count != 1;
    if (per_problem) {
        for (size_t i = 0; i < codes.size(); ++i) {
            int64_t const want = r.has_layout && layout_invalid ? -1 : codes[i];
            bool const numerical_ok = want == 0 && r.numerical && call.info[i] > 0 && !invalid;
            if (call.info[i] != want && !numerical_ok) fail(call, "C++ per-problem code", want, call.info[i]);
        }
    }
    else {
        int64_t want = 0;  // the lowest-numbered invalid position
        if (r.has_layout && layout_invalid) want = -1;
        else
            for (int64_t c : codes)
                if (c != 0 && (want == 0 || c > want)) want = c;
        // With batch_count 1 a size-1 info is also the per-problem one: a LAPACK routine may
        // put its numerical code there.
        bool const numerical_ok = want == 0 && r.numerical && !invalid &&
                                  call.batch_count == 1 && call.info[0] > 0;
        if (call.info[0] != want && !numerical_ok) fail(call, "C++ info[0]", want, call.info[0]);
    }
    return 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(uint8_t const* data, size_t size)
{
    FuzzedDataProvider in(data, size);
    return run_case(in);
}
