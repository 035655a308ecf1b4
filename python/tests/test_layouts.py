# SPDX-License-Identifier: BSD-3-Clause
# Layouts, strides, sharing and in-place rules of the Python layer: what is used as it is,
# what is copied, and that results written in place always land in the caller's array.
import numpy as np
import pytest

import batchblas as bb
from conftest import close, rand, well_conditioned


def test_views_with_leading_dimension_used_in_place(rng):
    big = rand(rng, (4, 6, 7), np.float64)
    A = np.stack([well_conditioned(rng, 3, np.float64) for _ in range(4)])
    B = big[:, 1:4, 2:5]                        # lda 7, stride 42: addressed directly
    want = np.linalg.solve(np.tril(A), B)
    rest = big.copy()
    out = bb.trsm(A, B, overwrite_b=True)
    assert out is B
    close(B, want, np.float64, 10)
    rest[:, 1:4, 2:5] = want
    close(big, rest, np.float64, 10)            # nothing outside the view touched


@pytest.mark.parametrize("make", [
    lambda x: x[:, ::2, :],                      # rows two apart
    lambda x: x[:, :, ::2],                      # non-unit inner stride
    lambda x: x[::-1],                           # negative batch stride
    lambda x: np.asfortranarray(x),              # whole-array Fortran order (interleaved)
])
def test_strided_views_written_back(rng, make):
    base = rand(rng, (3, 8, 8), np.float64)
    B = make(base)
    A = np.stack([well_conditioned(rng, B.shape[1], np.float64) for _ in range(3)])
    want = np.linalg.solve(np.tril(A), B)
    bb.trsm(A, B, overwrite_b=True)
    close(B, want, np.float64, 10)


def test_inputs_of_any_strides(rng):
    A = rand(rng, (4, 6, 10), np.complex128)[:, :, ::2]
    B = np.asfortranarray(rand(rng, (4, 5, 3), np.complex128))
    close(bb.gemm(A, B), A @ B, np.complex128, 10)


def test_column_major_result_follows_input(rng):
    A = np.ascontiguousarray(rand(rng, (3, 4, 5), np.float64).swapaxes(1, 2)).swapaxes(1, 2)
    C = bb.gemm(A, A, transb="T")
    assert C.strides[1] == C.itemsize           # column-major like A
    close(C, A @ A.swapaxes(1, 2), np.float64, 10)


def test_shared_input(rng):
    A = rand(rng, (4, 4), np.float64)           # one A for every problem
    B = rand(rng, (6, 4, 3), np.float64)
    close(bb.gemm(A, B), A @ B, np.float64, 10)
    close(bb.gemm(np.broadcast_to(A, (6, 4, 4)), B), A @ B, np.float64, 10)


def test_shared_c_not_overwritten(rng):
    A = rand(rng, (5, 3, 3), np.float64)
    C = rand(rng, (3, 3), np.float64)
    got = bb.gemm(A, A, C, beta=2.0)
    assert got.shape == (5, 3, 3)
    close(got, A @ A + 2 * C, np.float64, 10)


def test_single_problem_two_dimensional(rng):
    A, B = rand(rng, (3, 4), np.float32), rand(rng, (4, 2), np.float32)
    C = bb.gemm(A, B)
    assert C.shape == (3, 2) and C.dtype == np.float32
    close(C, A @ B, np.float32, 10)


def test_type_promotion(rng):
    A = np.arange(8).reshape(2, 2, 2)
    C = bb.gemm(A, A)
    assert C.dtype == np.float64
    close(C, A @ A, np.float64)
    C = bb.gemm(A.astype(np.float32), A.astype(np.complex64))
    assert C.dtype == np.complex64
    half = np.ones((2, 2, 2), np.float16)
    assert bb.gemm(half, half).dtype == np.float32


def test_in_place_type_governs(rng):
    C = np.zeros((2, 3, 3), np.float32)
    A = rand(rng, (2, 3, 3), np.float64)
    bb.gemm(A, A, C, overwrite_c=True)
    close(C, (A @ A).astype(np.float32), np.float32, 10)


def test_type_of_c_not_overwritten(rng):
    A = rand(rng, (2, 3, 3), np.complex128)
    C = rand(rng, (2, 3, 3), np.float32)
    got = bb.gemm(A, A, C, beta=1.0)            # C only read: the result type is complex128
    assert got.dtype == np.complex128
    close(got, A @ A + C, np.complex128, 10)


def test_aliased_input_and_output(rng):
    A = rand(rng, (3, 4, 4), np.float64)
    want = A @ A + A
    bb.gemm(A, A, A, beta=1.0, overwrite_c=True)
    close(A, want, np.float64, 10)


def test_per_problem_scalars_and_options(rng):
    A = [rand(rng, (n, n), np.float64) for n in (2, 3, 4)]
    alpha = [1.0, 2.0, -1.0]
    got = bb.gemm(A, A, alpha=alpha, transa=["N", "T", "N"])
    for g, a, s, t in zip(got, A, alpha, "NTN"):
        close(g, s * (a.T if t == "T" else a) @ a, np.float64, 10)
    S = rand(rng, (3, 2, 2), np.float64)
    close(bb.gemm(S, S, alpha=np.array(alpha)), np.array(alpha)[:, None, None] * (S @ S),
          np.float64, 10)


def test_empty_batches_and_sizes():
    assert bb.gemm(np.zeros((0, 3, 3)), np.zeros((0, 3, 3))).shape == (0, 3, 3)
    assert bb.gemm([], []) == []
    C = bb.gemm(np.zeros((2, 3, 0)), np.zeros((2, 0, 4)))
    np.testing.assert_array_equal(C, np.zeros((2, 3, 4)))
    lu, ipiv, info = bb.getrf(np.zeros((3, 0, 0)))
    assert ipiv.shape == (3, 0) and list(info) == [0, 0, 0]


def test_list_overwrite_returns_callers_arrays(rng):
    B = [rand(rng, (n, 2), np.float64) for n in (2, 3)]
    B[1] = np.asfortranarray(B[1])
    A = [well_conditioned(rng, n, np.float64) for n in (2, 3)]
    want = [np.linalg.solve(np.tril(a), b) for a, b in zip(A, B)]
    out = bb.trsm(A, B, overwrite_b=True)
    assert all(o is b for o, b in zip(out, B))
    for b, w in zip(B, want):
        close(b, w, np.float64, 10)
