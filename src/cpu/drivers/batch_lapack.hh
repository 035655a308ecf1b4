// SPDX-License-Identifier: BSD-3-Clause
/**
 * LAPACK batch entry points of the CPU backend (see batch.hh). Routines with numerical failures
 * write problem i's LAPACK code (0 or positive) to codes[i], i the global problem index; the
 * front ends report them (api/dispatch.hh). getrs, potrs and geqrf cannot fail once checked.
 */
#pragma once

#include <cstdint>

#include "core/problems.hh"

namespace batchblas::cpu {

template <typename T> void run(core::GetrfProblems<T> const& p, int64_t* codes);
template <typename T> void run(core::GetrfNoPivotProblems<T> const& p, int64_t* codes);
template <typename T> void run(core::GetrsProblems<T> const& p);
template <typename T> void run(core::GesvProblems<T> const& p, int64_t* codes);
template <typename T> void run(core::PotrfProblems<T> const& p, int64_t* codes);
template <typename T> void run(core::PotrsProblems<T> const& p);
template <typename T> void run(core::PosvProblems<T> const& p, int64_t* codes);
template <typename T> void run(core::GetriProblems<T> const& p, int64_t* codes);
template <typename T> void run(core::GeqrfProblems<T> const& p);

}  // namespace batchblas::cpu
