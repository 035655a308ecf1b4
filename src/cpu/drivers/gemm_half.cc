// SPDX-License-Identifier: BSD-3-Clause
/**
 * Half-precision gemm on the CPU: binary16 operands are widened to float in thread-local
 * buffers, multiplied by the float gemm (which accumulates in float), and C is rounded back to
 * binary16 once. x86 cores have no binary16 arithmetic worth using for this, so float is both
 * the fast and the accurate path.
 */
#include <batchblas.h>

#include <algorithm>
#include <vector>

#include "batchblas/half.hh"
#include "cpu/drivers/level3.hh"

namespace batchblas::cpu {
namespace {

/** Widens the rows x cols matrix X (leading dimension ldx) into a compact float buffer. */
void widen(int64_t rows, int64_t cols, bblas_half const* x, int64_t ldx, std::vector<float>& out)
{
    out.resize(size_t(rows * cols));
    for (int64_t j = 0; j < cols; ++j)
        for (int64_t i = 0; i < rows; ++i) out[size_t(i + j * rows)] = to_float(x[i + j * ldx]);
}

}  // namespace

template <>
void gemm<bblas_half>(Op transA, Op transB, int64_t m, int64_t n, int64_t k, bblas_half alpha,
                      bblas_half const* A, int64_t lda, bblas_half const* B, int64_t ldb,
                      bblas_half beta, bblas_half* C, int64_t ldc)
{
    if (m == 0 || n == 0) return;
    thread_local std::vector<float> a, b, c;
    float const alpha_f = to_float(alpha), beta_f = to_float(beta);
    bool const reads_ab = k > 0 && alpha_f != 0.0f;
    int64_t const a_rows = transA == Op::NoTrans ? m : k, a_cols = transA == Op::NoTrans ? k : m;
    int64_t const b_rows = transB == Op::NoTrans ? k : n, b_cols = transB == Op::NoTrans ? n : k;
    if (reads_ab) {
        widen(a_rows, a_cols, A, lda, a);
        widen(b_rows, b_cols, B, ldb, b);
    }
    // beta == 0: C is not read, so NaN in C cannot reach the result.
    if (beta_f != 0.0f)
        widen(m, n, C, ldc, c);
    else
        c.assign(size_t(m * n), 0.0f);
    gemm<float>(transA, transB, m, n, reads_ab ? k : 0, alpha_f, a.data(),
                std::max<int64_t>(1, a_rows), b.data(), std::max<int64_t>(1, b_rows), beta_f,
                c.data(), m);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) C[i + j * ldc] = to_half(c[size_t(i + j * m)]);
}

}  // namespace batchblas::cpu
