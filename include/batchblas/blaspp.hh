// SPDX-License-Identifier: BSD-3-Clause
/**
 * @file batchblas/blaspp.hh
 * BLAS++ source compatibility; included by <batchblas.hh>.
 *
 * A program written for BLAS++'s batch routines compiles against batchblas after replacing
 * `#include <blas.hh>` by `#include <batchblas.hh>` and adding `namespace blas = batchblas;`:
 *  - `blas::batch::gemm`, `hemm`, `symm`, `herk`, `syrk`, `her2k`, `syr2k`, `trmm`, `trsm`
 *    (every batch routine of BLAS++) are batchblas's routines of the same name, with BLAS++'s
 *    argument lists: `std::vector` arguments of size 1 or batch, `size_t batch`, then
 *    `std::vector<int64_t>& info`; herk's alpha and beta and her2k's beta are real.
 *  - The options carry BLAS++'s enumerator names: `blas::Layout::ColMajor`, `RowMajor`;
 *    `blas::Op::NoTrans`, `Trans`, `ConjTrans`; `blas::Uplo::Upper`, `Lower`;
 *    `blas::Diag::NonUnit`, `Unit`; `blas::Side::Left`, `Right`. Their values are those of the C
 *    API (batchblas.h), not BLAS++'s characters: code that converts an option to a char
 *    (BLAS++'s op2char and friends) does not carry over.
 *  - info: as BLAS++'s batch routines, size 0 checks nothing, size 1 receives the
 *    lowest-numbered invalid argument as -a (then blas::Error is thrown), size batch one code
 *    per problem (thrown if any is nonzero), and in the group forms (BLAS++'s GPU group
 *    routines) size group_count one code per group. Argument positions count layout as 1 as in BLAS++,
 *    which for gemm itself reports lda as -8 where batchblas reports -9 (A is argument 8).
 *  - `blas::Error` is thrown for inconsistent vector sizes and failed checks, as BLAS++ does.
 *
 * The GPU overloads (trailing `batchblas::Queue&`, batchblas/cuda.hh) are reached the same way
 * once that header is included.
 */
#pragma once

#include <batchblas.hh>

namespace batchblas {

/**
 * BLAS++'s batch namespace: every routine of batchblas (and so every batch routine BLAS++ has)
 * is reachable as batchblas::batch::<routine>. A using-directive rather than a list of
 * using-declarations, so that overloads declared later (the GPU ones of batchblas/cuda.hh) are
 * found too.
 */
namespace batch {
using namespace ::batchblas;
}  // namespace batch

}  // namespace batchblas
