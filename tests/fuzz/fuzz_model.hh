// SPDX-License-Identifier: BSD-3-Clause
/**
 * fuzz_arguments' oracle: the model of a routine as a list of argument descriptors in
 * C-signature order, the expected info code of a problem (-position of its first invalid
 * argument, from docs/API.md and the public headers' argument rules), the buffer extents the
 * arguments describe, the values the generator draws, and Call, one call's arguments as owned
 * heap buffers of exactly their extent.
 */
#pragma once

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

namespace fuzz_arguments {

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

inline int position(Routine const& r, int slot) { return slot + 1 + (r.has_layout ? 1 : 0); }
inline int group_count_pos(Routine const& r) { return position(r, int(r.args.size())); }

inline bool col_major(Problem const& p) { return p.layout == BlasColMajor; }

/** The minimum leading dimension of a rows x cols matrix in the problem's layout. */
inline int64_t min_ld(Problem const& p, std::pair<int64_t, int64_t> dims)
{
    return std::max<int64_t>(1, col_major(p) ? dims.first : dims.second);
}

/** What a problem's pointer arguments are, for the oracle. */
struct Pointers {
    bool array_given[max_slots] = {};  // the pointer array (C) itself is non-null
    bool pointer_given[max_slots] = {};
};

/** syrk / syr2k: complex types forbid ConjTrans; herk / her2k: complex types forbid Trans. */
inline std::vector<int> allowed_options(Routine const& r, int slot, bool is_complex)
{
    std::string const name = r.name;
    if (slot == 1 && is_complex && (name == "syrk" || name == "syr2k"))
        return {BlasNoTrans, BlasTrans};
    if (slot == 1 && is_complex && (name == "herk" || name == "her2k"))
        return {BlasNoTrans, BlasConjTrans};
    return r.args[slot].allowed;
}

/** The oracle: 0 or -position of the problem's first invalid argument. */
inline int64_t expected_code(Routine const& r, Problem const& p, Pointers const& ptr, bool is_complex)
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
inline int64_t extent(Routine const& r, Problem const& p, int slot, int64_t cap)
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

inline int64_t draw_size(FuzzedDataProvider& in)
{
    static constexpr int64_t odd[] = {-1, -2, std::numeric_limits<int64_t>::min(),
                                      std::numeric_limits<int64_t>::max(), int64_t(1) << 31,
                                      (int64_t(1) << 32) + 1, int64_t(1) << 62, 100000};
    uint8_t const c = in.ConsumeIntegral<uint8_t>();
    if (c < 232) return c % 5;  // 0..4: the sizes that can run
    return odd[c % 8];
}

inline int64_t draw_ld(FuzzedDataProvider& in, int64_t minimum)
{
    uint8_t const c = in.ConsumeIntegral<uint8_t>();
    if (c < 200) return minimum - 1 + c % 5;  // just below, at and a little above the minimum
    static constexpr int64_t odd[] = {0, -1, std::numeric_limits<int64_t>::min(),
                                      std::numeric_limits<int64_t>::max(), int64_t(1) << 31,
                                      int64_t(1) << 40, 1000, 7};
    return odd[c % 8];
}

inline int64_t draw_inc(FuzzedDataProvider& in)
{
    static constexpr int64_t incs[] = {1, -1, 2, -2, 3, 0, std::numeric_limits<int64_t>::min(),
                                       int64_t(1) << 40};
    uint8_t const c = in.ConsumeIntegral<uint8_t>();
    return c < 224 ? incs[c % 5] : incs[c % 8];
}

inline std::complex<double> draw_scalar(FuzzedDataProvider& in, bool is_complex)
{
    static constexpr double values[] = {0.0, 1.0, -1.0, 2.5, 0.5, -0.0};
    uint8_t const c = in.ConsumeIntegral<uint8_t>();
    double const re = values[c % 6];
    double const im = is_complex && (c & 0x80) ? 0.75 : 0.0;
    return {re, im};
}

inline int draw_option(FuzzedDataProvider& in, std::vector<int> const& family)
{
    uint8_t const c = in.ConsumeIntegral<uint8_t>();
    if (c < 224) return family[c % family.size()];
    static constexpr int odd[] = {0, -1, 110, 114, 101, 102, 0x7fffffff, int(0x80000000u)};
    return odd[c % 8];
}

/** The option family a descriptor draws from: every value of its enumeration. */
inline std::vector<int> family_of(std::vector<int> const& allowed)
{
    int const v = allowed.front();
    if (v >= 111 && v <= 113) return {trans_values, trans_values + 3};
    if (v >= 121 && v <= 122) return {uplo_values, uplo_values + 2};
    if (v >= 131 && v <= 132) return {diag_values, diag_values + 2};
    return {side_values, side_values + 2};
}

// ------------------------------------------------------------------------------------------------
// A call's arguments, as owned buffers

inline size_t elem_size(Elem e, size_t t_size, size_t real_size)
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

inline AnyPointer c_arg(Call const& call, int slot) { return AnyPointer{call.array(slot)}; }

/** A slot as the C++ API takes it: one value per group (group form) or problem (flat form). */
inline AnyVector cxx_arg(Call const& call, int slot)
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

}  // namespace fuzz_arguments
