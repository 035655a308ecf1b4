// SPDX-License-Identifier: BSD-3-Clause
/**
 * The argument validators every checker shares: option values, rank-k operations by type, zero
 * scalars, the least leading dimension of a matrix, a missing matrix pointer; and the info[0]
 * modes of the C API.
 */
#pragma once

#include <cstdint>

#include "batchblas.h"
#include "core/problems.hh"

namespace batchblas::core {

/** info[0] on entry. */
enum class Report : int64_t { All = 0, Group = 1, Any = 2, None = 3 };

inline bool valid_layout(int layout)
{
    return layout == int(Layout::RowMajor) || layout == int(Layout::ColMajor);
}
inline bool valid_side(int side)
{
    return side == int(Side::Left) || side == int(Side::Right);
}
inline bool valid_uplo(int uplo)
{
    return uplo == int(Uplo::Upper) || uplo == int(Uplo::Lower);
}
inline bool valid_diag(int diag)
{
    return diag == int(Diag::NonUnit) || diag == int(Diag::Unit);
}
inline bool valid_op(int op)
{
    return op == int(Op::NoTrans) || op == int(Op::Trans) || op == int(Op::ConjTrans);
}
/** syrk / syr2k: complex types forbid ConjTrans. herk / her2k: complex types forbid Trans. */
template <typename T>
bool valid_rank_k_op(int op, bool hermitian)
{
    if (!valid_op(op)) return false;
    if constexpr (is_complex_v<T>)
        return op == int(Op::NoTrans) || op == int(hermitian ? Op::ConjTrans : Op::Trans);
    return true;
}

/** Whether a scalar is zero (a binary16 scalar by its bits: +0 and -0). */
template <typename T>
bool is_zero(T const& x)
{
    return x == T(0);
}
inline bool is_zero(bblas_half const& x)
{
    return (x.bits & 0x7fffu) == 0;
}

/** The leading dimension a rows x cols matrix needs in the given layout. */
inline int64_t min_ld(int layout, int64_t rows, int64_t cols)
{
    return std::max<int64_t>(1, layout == int(Layout::ColMajor) ? rows : cols);
}

/** A matrix argument the operation references must have its pointer array and pointer. */
template <typename M>
bool missing(M const& matrices, Index at)
{
    return !matrices.given() || matrices(at) == nullptr;
}
}  // namespace batchblas::core
