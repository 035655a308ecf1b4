// SPDX-License-Identifier: BSD-3-Clause
/** Level 1/2 batch entry points of the CPU backend (see batch.hh). */
#pragma once

#include <cstdint>

#include "core/problems.hh"

namespace batchblas::cpu {

template <typename T> void run(core::GemvProblems<T> const& p);
template <typename T> void run(core::GerProblems<T> const& p);
template <typename T> void run(core::SymvProblems<T> const& p);
template <typename T> void run(core::TriangularVectorProblems<T> const& p);

template <typename T> void run(core::AxpyProblems<T> const& p);
template <typename T> void run(core::ScalProblems<T> const& p);
template <typename T> void run(core::CopyProblems<T> const& p);
template <typename T> void run(core::SwapProblems<T> const& p);
template <typename T> void run(core::DotProblems<T> const& p);
template <typename T, typename R> void run(core::ReductionProblems<T, R> const& p);

}  // namespace batchblas::cpu
