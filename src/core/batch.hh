/**
 * The one view of a batch that every front end builds and every later stage reads.
 *
 * A routine's parameter is seen through an accessor that answers "value for problem i" whether
 * the caller gave one value for all problems, one per group, one per problem, or (for matrices)
 * a base pointer plus a stride. Building the view is O(1) per parameter: it keeps the caller's
 * pointers and never copies their arrays.
 */
#pragma once

#include <cstddef>
#include <cstdint>

namespace batchblas::core {

/** How many values a parameter array holds. */
enum class Spread : uint8_t { One, PerGroup, PerProblem };

/** Where a problem sits: its group and its global index (0-based, group after group). */
struct Index {
    int64_t group;
    int64_t problem;
};

/** A per-problem value of type T read from the caller's array. Null data means "not given". */
template <typename T>
class Param {
public:
    Param() = default;
    Param(T const* data, Spread spread) : data_(data), spread_(spread) {}

    bool given() const { return data_ != nullptr; }
    Spread spread() const { return spread_; }

    T operator()(Index at) const
    {
        switch (spread_) {
            case Spread::One: return data_[0];
            case Spread::PerGroup: return data_[at.group];
            default: return data_[at.problem];
        }
    }

private:
    T const* data_ = nullptr;
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
        return sizes_ != nullptr || unsigned_sizes_ != nullptr || single_size_ >= 0;
    }
    int64_t size(int64_t g) const
    {
        if (single_size_ >= 0) return single_size_;
        if (sizes_ != nullptr) return sizes_[g];
        return static_cast<int64_t>(unsigned_sizes_[g]);
    }

private:
    int64_t count_ = 0;
    int64_t const* sizes_ = nullptr;
    size_t const* unsigned_sizes_ = nullptr;
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

}  // namespace batchblas::core
