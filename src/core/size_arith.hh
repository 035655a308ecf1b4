// SPDX-License-Identifier: BSD-3-Clause
/**
 * Size arithmetic that cannot wrap: the sums and products that form a batch's problem count, a
 * strided batch's extent or a packed buffer's size. Each returns false instead of a wrapped
 * value when the exact result does not fit in int64_t, so that the view that forms a size
 * rejects it there, once, and no later stage sees a wrapped count or offset.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>

namespace batchblas::core {

/** out = a + b; false when the sum does not fit in int64_t. */
inline bool checked_add(int64_t a, int64_t b, int64_t& out)
{
    return !__builtin_add_overflow(a, b, &out);
}

/** out = a * b; false when the product does not fit in int64_t. */
inline bool checked_mul(int64_t a, int64_t b, int64_t& out)
{
    return !__builtin_mul_overflow(a, b, &out);
}

/** out = a (an unsigned C++ size); false above INT64_MAX (a negative count wrapped by the
 *  caller's unsigned arithmetic). */
inline bool checked_size(size_t a, int64_t& out)
{
    if (a > size_t(std::numeric_limits<int64_t>::max())) return false;
    out = int64_t(a);
    return true;
}

/**
 * out = the sum of count values read by size(i), each >= 0; false when one is negative or the
 * sum does not fit in int64_t.
 */
template <typename Size>
bool checked_sum(int64_t count, Size&& size, int64_t& out)
{
    int64_t total = 0;
    for (int64_t i = 0; i < count; ++i) {
        int64_t const s = size(i);
        if (s < 0 || !checked_add(total, s, total)) return false;
    }
    out = total;
    return true;
}

}  // namespace batchblas::core
