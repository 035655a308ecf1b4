// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CPU backend's batch entry points: one per routine family, taking a checked batch view and
 * computing every problem (row-major problems mapped onto the column-major kernels).
 */
#pragma once

#include "core/problems.hh"

namespace batchblas::cpu {

template <typename T> void run(core::GemmProblems<T> const& p);
template <typename T> void run(core::SymmProblems<T> const& p);
template <typename T, typename Scalar> void run(core::RankKProblems<T, Scalar> const& p);
template <typename T, typename Beta> void run(core::Rank2KProblems<T, Beta> const& p);
template <typename T> void run(core::TriangularProblems<T> const& p);

}  // namespace batchblas::cpu

#include "cpu/drivers/batch_level12.hh"
#include "cpu/drivers/batch_lapack.hh"
