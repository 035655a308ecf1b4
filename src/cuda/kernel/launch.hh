// SPDX-License-Identifier: BSD-3-Clause
/**
 * The kernels as the host launchers see them: one function per kernel family that sizes the
 * grid for a launch's work items and tiles, launches on the given stream and throws
 * batchblas::Error if the launch fails. Defined in the per-type level3_<type>.cu files.
 */
#pragma once

#include <cuda_runtime_api.h>

#include "cuda/device/problem.hh"
#include "cuda/device/size_class.hh"
#include "cuda/device/tiles.hh"

namespace batchblas::cuda {

/** Gemm-like routines (args.routine: gemm .. her2k), one unit per output tile. path: the
 *  kernel family (GemmPath::Staged, or for a launch of gemm problems of one canonical operand
 *  form, gemm_path, that form's cp.async kernels, which double and float have). */
template <typename T>
void launch_gemm(GemmTile tile, BatchArgs<T> const& args, cudaStream_t stream, GemmPath path);

/** trmm / trsm (args.routine), one unit per strip of right-hand sides (args.tiles_m == 1).
 *  path: GemmPath::Staged, or, when every problem of the launch has that canonical operand
 *  form (tri_path), the form whose cp.async block strips double and float have. */
template <typename T>
void launch_triangular(TriTile tile, BatchArgs<T> const& args, cudaStream_t stream, GemmPath path);

/** The variable-size form's pre-pass: parameter sets from device arrays, optional checks. */
template <typename T>
void launch_device_sized_pack(DeviceSizedArgs<T> const& args, cudaStream_t stream);

}  // namespace batchblas::cuda
