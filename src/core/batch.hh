// SPDX-License-Identifier: BSD-3-Clause
/**
 * The one view of a batch that every front end builds and every later stage reads.
 *
 * A routine's parameter is seen through an accessor that answers "value for problem i" whether
 * the caller gave one value for all problems, one per group, one per problem, or (for matrices)
 * a base pointer plus a stride. Building the view is O(1) per parameter: it keeps the caller's
 * pointers and never copies their arrays.
 */
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace batchblas::core {

/** How many values a parameter array holds. */
enum class Spread : uint8_t { One, PerGroup, PerProblem };

/** Where a problem sits: its group and its global index (0-based, group after group). */
struct Index {
    int64_t group;
    int64_t problem;
};

/**
 * A per-problem value of type T read from the caller's array. Null data means "not given".
 * An int64_t parameter may also be read from an `int` array: the 2016 flat API and the LP64
 * CBLAS batch API pass 32-bit sizes, and widening on read keeps their arrays uncopied.
 */
template <typename T>
class Param {
    /** The narrower element type an int64_t parameter accepts; a never-used tag otherwise. */
    struct NoNarrow {};
    using Narrow = std::conditional_t<std::is_same_v<T, int64_t>, int, NoNarrow>;

public:
    Param() = default;
    Param(T const* data, Spread spread) : data_(data), spread_(spread) {}
    Param(Narrow const* data, Spread spread) : narrow_(data), spread_(spread) {}
    /** A missing array (either element type). */
    Param(std::nullptr_t, Spread spread) : spread_(spread) {}

    bool given() const { return data_ != nullptr || narrow_ != nullptr; }
    Spread spread() const { return spread_; }

    T operator()(Index at) const
    {
        int64_t const i = spread_ == Spread::One        ? 0
                          : spread_ == Spread::PerGroup ? at.group
                                                        : at.problem;
        if constexpr (std::is_same_v<T, int64_t>) {
            if (narrow_ != nullptr) return narrow_[i];
        }
        return data_[i];
    }

    /** Whether the values come one per group, as T (not widened): value_of_group applies. */
    bool per_group_as_stored() const { return spread_ == Spread::PerGroup && data_ != nullptr; }
    /** Group g's value, when per_group_as_stored(): one load, for the per-problem checks of
     *  many one-problem groups. */
    T value_of_group(int64_t g) const { return data_[g]; }
    /** The per-group array itself, when per_group_as_stored(). */
    T const* group_values() const { return data_; }

private:
    T const* data_ = nullptr;
    Narrow const* narrow_ = nullptr;
    Spread spread_ = Spread::One;
};

/**
 * The matrices (or vectors) of one argument: a pointer array (one pointer, or one per problem)
 * or a base pointer with a stride in elements. T is `double` or `double const`.
 */
template <typename T>
class Matrices {
public:
    Matrices() = default;
    /** A pointer array; spread One reuses array[0] for every problem. */
    Matrices(T* const* array, Spread spread) : array_(array), spread_(spread) {}
    /** Problem i's matrix starts at base + i * stride. */
    static Matrices strided(T* base, int64_t stride)
    {
        Matrices m;
        m.base_ = base;
        m.stride_ = stride;
        m.is_strided_ = true;
        return m;
    }

    /** The raw form, for kernels that walk consecutive problems themselves. */
    bool is_strided() const { return is_strided_; }
    T* const* array() const { return array_; }
    Spread spread() const { return spread_; }
    T* base() const { return base_; }
    int64_t stride() const { return stride_; }

    /** False when the pointer array itself is missing (the strided form is always given). */
    bool given() const { return is_strided_ || array_ != nullptr; }

    T* operator()(Index at) const
    {
        if (is_strided_) return base_ + at.problem * stride_;
        // A missing array is valid when no problem references it; its matrices are then null.
        if (array_ == nullptr) return nullptr;
        return spread_ == Spread::One ? array_[0] : array_[at.problem];
    }

private:
    T* const* array_ = nullptr;
    Spread spread_ = Spread::PerProblem;
    T* base_ = nullptr;
    int64_t stride_ = 0;
    bool is_strided_ = false;
};

/** The group structure: group_count groups, group g holding size(g) problems. */
class Groups {
public:
    Groups() = default;
    /** The C API's int64_t group sizes. */
    Groups(int64_t count, int64_t const* sizes) : count_(count), sizes_(sizes) {}
    /** The C++ API's std::vector<size_t> group sizes. */
    Groups(int64_t count, size_t const* sizes) : count_(count), unsigned_sizes_(sizes) {}
    /** The LP64 CBLAS batch API's int group sizes (MKL_INT group_size[]). */
    Groups(int64_t count, int const* sizes) : count_(count), int_sizes_(sizes) {}
    /** Missing group sizes (valid only with count 0). */
    Groups(int64_t count, std::nullptr_t) : count_(count) {}
    /** One group of `batch_count` problems (the flat C++ API). */
    static Groups single(int64_t batch_count)
    {
        Groups g;
        g.count_ = 1;
        g.single_size_ = batch_count;
        return g;
    }

    int64_t count() const { return count_; }
    bool sizes_given() const
    {
        return sizes_ != nullptr || unsigned_sizes_ != nullptr || int_sizes_ != nullptr ||
               single_size_ >= 0;
    }
    [[gnu::always_inline]] int64_t size(int64_t g) const
    {
        if (single_size_ >= 0) return single_size_;
        if (sizes_ != nullptr) return sizes_[g];
        if (int_sizes_ != nullptr) return int_sizes_[g];
        return static_cast<int64_t>(unsigned_sizes_[g]);
    }

private:
    int64_t count_ = 0;
    int64_t const* sizes_ = nullptr;
    size_t const* unsigned_sizes_ = nullptr;
    int const* int_sizes_ = nullptr;
    int64_t single_size_ = -1;
};

/** Calls f(Index) for every problem, group after group. */
template <typename F>
void for_each_problem(Groups const& groups, F&& f)
{
    int64_t problem = 0;
    for (int64_t g = 0; g < groups.count(); ++g) {
        int64_t const size = groups.size(g);
        for (int64_t j = 0; j < size; ++j) f(Index{g, problem++});
    }
}

/** The largest value of a parameter over every problem (0 for an empty batch); reads each
 *  group once, or nothing past the first group, unless the parameter is per problem, so that a
 *  call on millions of problems of one size costs nothing here. */
template <typename T>
T largest_of(Groups const& groups, Param<T> const& param)
{
    T largest = T(0);
    int64_t first = 0;
    for (int64_t g = 0; g < groups.count(); ++g) {
        int64_t const size = groups.size(g);
        if (param.spread() == Spread::PerProblem) {
            for (int64_t i = first; i < first + size; ++i)
                largest = std::max(largest, param(Index{g, i}));
        }
        else if (size > 0) {
            largest = std::max(largest, param(Index{g, first}));
            if (param.spread() == Spread::One) return largest;
        }
        first += size;
    }
    return largest;
}

}  // namespace batchblas::core
