// SPDX-License-Identifier: BSD-3-Clause
/**
 * Blocked factorizations on the GPU for orders past the row blocks (lapack_blocked.cc), called
 * by the getrf, getrfnp and potrf launchers (lapack.cc); potrf when every problem takes the same
 * uplo.
 */
#pragma once

#include <cstdint>

#include "core/problems.hh"
#include "cuda/launch/lapack.hh"

namespace batchblas::cuda {

/** Whether getrf of this batch runs blocked: a problem past the row blocks with more columns
 *  than a panel (a panel itself never does). */
template <typename T>
bool getrf_runs_blocked(core::GetrfProblems<T> const& p);

/** getrf as panels: each panel in a row block, its interchanges applied to the columns beside
 *  it, then the Level 3 trsm and gemm for the rest; codes as launch(GetrfProblems) documents
 *  them. */
template <typename T>
void getrf_blocked(core::GetrfProblems<T> const& p, Queue& queue, LapackSources const& sources,
                   int64_t* host_codes);

/** getrfnp: whether it runs blocked, and the blocked form (getrf's without the pivots). */
template <typename T>
bool getrf_runs_blocked(core::GetrfNoPivotProblems<T> const& p);

template <typename T>
void getrf_blocked(core::GetrfNoPivotProblems<T> const& p, Queue& queue,
                   LapackSources const& sources, int64_t* host_codes);

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
