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
#include "fuzz_routines.hh"

namespace fuzz_arguments {
namespace {

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
    if (call.group_form && info_pick >= 240 && info_pick < 250)
        info_len = size_t(call.group_count);  // BLAS++'s GPU group routines' size
    if (info_pick >= 250) info_len = size_t(call.batch_count) + 2;
    bool const layout_invalid = call.layout != BlasColMajor && call.layout != BlasRowMajor;
    bool const invalid = any_invalid || (r.has_layout && layout_invalid);
    bool const wrong_size = call.wrong_size_slot >= 0;
    bool const per_group_size = call.group_form && info_len == size_t(call.group_count);
    bool const bad_info = info_len != 0 && info_len != 1 &&
                          info_len != size_t(call.batch_count) && !per_group_size;
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
    bool const per_group = !per_problem && info_len != 1 && per_group_size;
    if (per_group) {
        // Each group's first code (no numerical codes in this size).
        size_t problem = 0;
        for (int64_t g = 0; g < call.group_count; ++g) {
            int64_t want = 0;
            for (int64_t j = 0; j < call.group_sizes[size_t(g)]; ++j, ++problem)
                if (want == 0) want = codes[problem];
            if (r.has_layout && layout_invalid) want = -1;
            if (call.info[size_t(g)] != want)
                fail(call, "C++ per-group code", want, call.info[size_t(g)]);
        }
    }
    else if (per_problem) {
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
}  // namespace fuzz_arguments

extern "C" int LLVMFuzzerTestOneInput(uint8_t const* data, size_t size)
{
    FuzzedDataProvider in(data, size);
    return fuzz_arguments::run_case(in);
}
