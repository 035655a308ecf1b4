/**
 * The CUDA backend's entry points for checked Level 3 batches: each takes the core's batch view
 * (whose matrix pointers are device pointers) and enqueues the batch on the queue. Front ends
 * (the C++ overloads, the C API) build the view and run core/check.hh first; the strided forms
 * also pass their base pointers and strides, so that no pointer array has to travel.
 */
#pragma once

#include "batchblas/cuda.hh"
#include "core/problems.hh"

namespace batchblas::cuda {

/**
 * Matrices the caller gave as base + i * stride (the strided front ends): the kernels compute
 * the pointers, so no pointer array travels.
 */
struct StridedMatrices {
    void const* base = nullptr;
    int64_t stride = 0;
    bool given = false;
};
struct Strides {
    StridedMatrices A, B, C;
};

template <typename T>
void launch(core::GemmProblems<T> const& p, Queue& queue, Strides const& strides = {});
template <typename T>
void launch(core::SymmProblems<T> const& p, Queue& queue, Strides const& strides = {});
template <typename T, typename Scalar>
void launch(core::RankKProblems<T, Scalar> const& p, Queue& queue, Strides const& strides = {});
template <typename T, typename Beta>
void launch(core::Rank2KProblems<T, Beta> const& p, Queue& queue, Strides const& strides = {});
template <typename T>
void launch(core::TriangularProblems<T> const& p, Queue& queue, Strides const& strides = {});

}  // namespace batchblas::cuda
