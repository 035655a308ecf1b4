/** The planner's non-template part: ordering chunks by cost. */
#include "core/plan.hh"

#include <algorithm>

namespace batchblas::core {

void sort_by_decreasing_cost(std::vector<Chunk>& chunks)
{
    std::stable_sort(chunks.begin(), chunks.end(),
                     [](Chunk const& a, Chunk const& b) { return a.cost > b.cost; });
}

}  // namespace batchblas::core
