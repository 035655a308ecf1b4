// SPDX-License-Identifier: BSD-3-Clause
/**
 * Blocked factorizations on the GPU for orders past the row blocks (lapack_blocked.cc), called
 * by the potrf launcher (lapack.cc) when every problem takes the same uplo.
 */
#pragma once

#include <cstdint>

#include "core/problems_lapack.hh"
#include "cuda/launch/lapack.hh"

namespace batchblas::cuda {

/** Whether potrf of this batch runs blocked: one uplo for all, and a problem past the row
 *  blocks' order. */
template <typename T>
bool potrf_runs_blocked(core::PotrfProblems<T> const& p);

/** potrf as panels: the diagonal block in registers, the Level 3 trsm and herk / syrk for the
 *  rest; codes as launch(PotrfProblems) documents them. */
template <typename T>
void potrf_blocked(core::PotrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
                   int64_t* host_codes);

}  // namespace batchblas::cuda
