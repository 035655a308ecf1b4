// SPDX-License-Identifier: BSD-3-Clause
/** The planner's non-template part: dividing the chunks into per-thread parts. */
#include "core/plan.hh"

namespace batchblas::core {

std::vector<int64_t> contiguous_parts(std::vector<Chunk> const& chunks, int parts)
{
    double total = 0;
    for (Chunk const& c : chunks) total += c.cost;
    std::vector<int64_t> bounds(static_cast<size_t>(parts) + 1, int64_t(chunks.size()));
    bounds[0] = 0;
    double before = 0;  // cost of the chunks before chunk c
    int part = 1;
    for (size_t c = 0; c < chunks.size() && part < parts; ++c) {
        // Chunk c opens part `part` (and any later ones it skips past) when its middle lies at
        // or beyond that part's share of the total.
        double const middle = before + 0.5 * chunks[c].cost;
        while (part < parts && middle >= total * double(part) / double(parts))
            bounds[static_cast<size_t>(part++)] = int64_t(c);
        before += chunks[c].cost;
    }
    return bounds;
}

}  // namespace batchblas::core
