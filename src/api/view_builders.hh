// SPDX-License-Identifier: BSD-3-Clause
/**
 * Building the batch view from the caller's arrays, for every front end: the C API's per-group
 * arrays (per_group, per_group_option, inputs, outputs) and the C++ API's vectors, whose sizes
 * follow the rules of Shape. Every front end (CPU and GPU, Level 3, Level 1/2 and LAPACK) builds
 * its views by these rules; nothing here copies an array.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "api/dispatch.hh"
#include "core/size_arith.hh"

namespace batchblas::api {

using core::Groups;
using core::Matrices;
using core::Param;
using core::Spread;

// ------------------------------------------------------------------------------ C API

/** A C argument array with one value per group. */
template <typename T>
Param<T> per_group(T const* values)
{
    return Param<T>(values, Spread::PerGroup);
}
template <typename Enum>
Param<int> per_group_option(Enum const* options)
{
    return Param<int>(as_int(options), Spread::PerGroup);
}
/** A C pointer array with one pointer per problem. */
template <typename T>
Matrices<T const> inputs(T const* const* array)
{
    return Matrices<T const>(array, Spread::PerProblem);
}
template <typename T>
Matrices<T> outputs(T* const* array)
{
    return Matrices<T>(array, Spread::PerProblem);
}

/** Pointer arrays of any element type, as void-typed arrays (interfaces that take every type's
 *  matrices through one signature: MKL's CBLAS batch API, the vbatched launcher). */
template <typename E>
void const* const* in(E const* const* array)
{
    return reinterpret_cast<void const* const*>(array);
}
template <typename E>
void* const* out(E* const* array)
{
    return reinterpret_cast<void* const*>(array);
}

// ------------------------------------------------------------------------------ C++ API

/** Matrices given as one pointer and a stride in elements. */
template <typename T>
struct Strided {
    T* base;
    int64_t stride;
};

/**
 * The batch's shape as the C++ caller gave it, and the vector-size rules that follow: a vector
 * holds 1 value, or one per problem (flat form) or per group (group form).
 */
class Shape {
public:
    /** Throws Error for a batch_count above INT64_MAX (a caller's unsigned underflow). */
    Shape(char const* routine, size_t batch_count)
        : routine_(routine),
          batch_count_(count_of(routine, batch_count)),
          groups_(Groups::single(batch_count_))
    {
    }
    /** Throws Error for a group size, or a sum of them, above INT64_MAX: the view's per-group
     *  reads (Groups) and every later pass then see counts that fit. */
    Shape(char const* routine, std::vector<size_t> const& group_sizes)
        : routine_(routine),
          batch_count_(total_of(routine, group_sizes)),
          group_count_(int64_t(group_sizes.size())),
          groups_(int64_t(group_sizes.size()), group_sizes.data())
    {
    }

    Groups groups() const { return groups_; }
    int64_t batch_count() const { return batch_count_; }

    template <typename V>
    Param<V> values(std::vector<V> const& v, char const* argument) const
    {
        return Param<V>(v.data(), spread_of(int64_t(v.size()), argument));
    }
    template <typename Enum>
    Param<int> options(std::vector<Enum> const& v, char const* argument) const
    {
        return Param<int>(as_int(v.data()), spread_of(int64_t(v.size()), argument));
    }
    template <typename T>
    Matrices<T const> inputs(std::vector<T*> const& v, char const* argument) const
    {
        return Matrices<T const>(v.data(), pointer_spread(int64_t(v.size()), argument, true));
    }
    template <typename T>
    Matrices<T> outputs(std::vector<T*> const& v, char const* argument) const
    {
        return Matrices<T>(v.data(), pointer_spread(int64_t(v.size()), argument, false));
    }
    /** A strided input: problem i reads from base + i * stride, an offset that must fit. */
    template <typename T>
    Matrices<T const> inputs(Strided<T const> s, char const* argument) const
    {
        check_extent(s.stride, argument);
        return Matrices<T const>::strided(s.base, s.stride);
    }
    /** A strided output: as an input, and problems must not all write the same matrix (stride
     *  0 with more than one problem), as the CBLAS strided form requires. */
    template <typename T>
    Matrices<T> outputs(Strided<T> s, char const* argument) const
    {
        check_extent(s.stride, argument);
        if (s.stride == 0 && batch_count_ > 1)
            throw Error(std::string("batchblas::") + routine_ + ": stride of output '" +
                        argument + "' is 0: every problem would write the same matrix");
        return Matrices<T>::strided(s.base, s.stride);
    }

private:
    static int64_t count_of(char const* routine, size_t batch_count)
    {
        int64_t count = 0;
        if (!core::checked_size(batch_count, count))
            throw Error(std::string("batchblas::") + routine + ": batch_count " +
                        std::to_string(batch_count) + " is above INT64_MAX");
        return count;
    }
    static int64_t total_of(char const* routine, std::vector<size_t> const& group_sizes)
    {
        int64_t total = 0;
        for (size_t g = 0; g < group_sizes.size(); ++g) {
            int64_t size = 0;
            if (!core::checked_size(group_sizes[g], size) ||
                !core::checked_add(total, size, total))
                throw Error(std::string("batchblas::") + routine + ": group_sizes[" +
                            std::to_string(g) + "] = " + std::to_string(group_sizes[g]) +
                            " takes the batch above INT64_MAX problems");
        }
        return total;
    }
    /** The offset (batch_count - 1) * stride of the last problem's matrix must fit. */
    void check_extent(int64_t stride, char const* argument) const
    {
        int64_t offset = 0;
        if (batch_count_ > 1 && !core::checked_mul(batch_count_ - 1, stride, offset))
            throw Error(std::string("batchblas::") + routine_ + ": stride of '" + argument +
                        "' = " + std::to_string(stride) + " puts problem " +
                        std::to_string(batch_count_ - 1) + " beyond INT64_MAX elements");
    }

    Spread spread_of(int64_t size, char const* argument) const
    {
        if (size == 1) return Spread::One;
        if (group_count_ < 0 && size == batch_count_) return Spread::PerProblem;
        if (group_count_ >= 0 && size == group_count_) return Spread::PerGroup;
        throw Error(std::string("batchblas::") + routine_ + ": vector '" + argument +
                    "' has size " + std::to_string(size) + ", expected 1 or " +
                    (group_count_ < 0 ? "batch_count (" + std::to_string(batch_count_)
                                      : "group_count (" + std::to_string(group_count_)) +
                    ")");
    }
    Spread pointer_spread(int64_t size, char const* argument, bool input) const
    {
        if (size == batch_count_) return Spread::PerProblem;
        // One matrix shared by every problem is fine to read, never to write.
        if (size == 1 && input) return Spread::One;
        throw Error(std::string("batchblas::") + routine_ + ": pointer vector '" + argument +
                    "' has size " + std::to_string(size) + ", expected " + (input ? "1 or " : "") +
                    "batch_count (" + std::to_string(batch_count_) + ")");
    }

    char const* routine_;
    int64_t batch_count_;
    int64_t group_count_ = -1;
    Groups groups_;
};

template <typename T>
Strided<T> strided(T* base, int64_t stride)
{
    return Strided<T>{base, stride};
}

}  // namespace batchblas::api
