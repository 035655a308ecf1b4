// SPDX-License-Identifier: BSD-3-Clause
/**
 * The CUDA backend's entry points for checked Level 3 batches: each takes the core's batch view
 * (whose matrix pointers are device pointers) and enqueues the batch on the queue. Front ends
 * (the C++ overloads, the C API) build the view and run core/check.hh first, and say how they
 * hold the matrix pointers (Sources).
 */
#pragma once

#include "batchblas/cuda.hh"
#include "core/problems.hh"

namespace batchblas::cuda {

/**
 * How a front end holds one matrix argument's pointers, when it knows more than the batch
 * view: base + i * stride (the strided forms; the kernels compute the pointers and nothing
 * travels), or a host array with one device pointer per problem (copied as one block instead
 * of problem by problem). Neither set: the view's accessor is asked for each problem.
 */
struct MatrixSource {
    void const* base = nullptr;
    int64_t stride = 0;
    bool strided = false;
    void const* const* array = nullptr;
};
struct Sources {
    MatrixSource A, B, C;
};

template <typename T>
void launch(core::GemmProblems<T> const& p, Queue& queue, Sources const& sources = {});
template <typename T>
void launch(core::SymmProblems<T> const& p, Queue& queue, Sources const& sources = {});
template <typename T, typename Scalar>
void launch(core::RankKProblems<T, Scalar> const& p, Queue& queue, Sources const& sources = {});
template <typename T, typename Beta>
void launch(core::Rank2KProblems<T, Beta> const& p, Queue& queue, Sources const& sources = {});
template <typename T>
void launch(core::TriangularProblems<T> const& p, Queue& queue, Sources const& sources = {});

}  // namespace batchblas::cuda
