# SPDX-License-Identifier: BSD-3-Clause
# Invalid arguments raise batchblas.Error (a ValueError) naming the argument and the problem,
# before anything is written.
import numpy as np
import pytest

import batchblas as bb
from conftest import rand, spd


def test_error_is_value_error():
    assert issubclass(bb.Error, ValueError)


def test_shape_mismatch_stacked(rng):
    A, B = rand(rng, (3, 4, 5), np.float64), rand(rng, (3, 4, 2), np.float64)
    with pytest.raises(bb.Error, match=r"gemm: invalid argument 'B' in problem 0"):
        bb.gemm(A, B)


def test_shape_mismatch_list_names_problem(rng):
    A = [rand(rng, (3, 3), np.float64) for _ in range(4)]
    B = [rand(rng, (3, 2), np.float64) for _ in range(4)]
    B[2] = rand(rng, (4, 2), np.float64)
    with pytest.raises(bb.Error, match=r"'B' in problem 2"):
        bb.gemm(A, B)
    with pytest.raises(bb.Error, match=r"'A' in problem 2: order 3, expected 4"):
        bb.trsm(A, B)


def test_batch_count_mismatch(rng):
    with pytest.raises(bb.Error, match=r"'B'.*holds 2 problems, expected 3"):
        bb.gemm(rand(rng, (3, 2, 2), np.float64), rand(rng, (2, 2, 2), np.float64))
    with pytest.raises(bb.Error, match=r"'B'.*holds 1 problems, expected 2"):
        bb.gemm([np.eye(2)] * 2, [np.eye(2)])


def test_mixed_forms(rng):
    with pytest.raises(bb.Error, match=r"'B'.*must be a list too"):
        bb.gemm([np.eye(2)], np.eye(2)[None])


def test_bad_option():
    with pytest.raises(bb.Error, match=r"'transa'.*'X' is not a valid Op"):
        bb.gemm(np.eye(2), np.eye(2), transa="X")
    with pytest.raises(bb.Error, match=r"'uplo'"):
        bb.potrf(np.eye(2), uplo="Q")
    # Enumerations and their C values work.
    bb.gemm(np.eye(2), np.eye(2), transa=bb.Op.Trans, transb=111)


def test_option_rejected_by_library(rng):
    # complex herk with trans 'T': the library's own check, reported through the same Error.
    A = rand(rng, (3, 2, 2), np.complex128)
    with pytest.raises(bb.Error, match=r"herk.*'trans'.*problem 0"):
        bb.herk(A, trans="T")


def test_per_problem_option_in_list_form(rng):
    A = [rand(rng, (2, 2), np.complex128) for _ in range(3)]
    with pytest.raises(bb.Error, match=r"'trans'.*problem 1"):
        bb.herk(A, trans=["N", "T", "N"])


def test_per_problem_option_in_stack_form(rng):
    with pytest.raises(bb.Error, match=r"'transa'.*list form"):
        bb.gemm(np.ones((2, 2, 2)), np.ones((2, 2, 2)), transa=["N", "T"])


def test_wrong_dimensions(rng):
    with pytest.raises(bb.Error, match=r"'A'.*expected a 3-D stack or one 2-D matrix"):
        bb.gemm(np.ones(3), np.ones((2, 2)))
    with pytest.raises(bb.Error, match=r"'A' in problem 1: expected a 2-D array"):
        bb.gemm([np.eye(2), np.ones(2)], [np.eye(2)] * 2)


def test_in_place_must_hold_every_problem(rng):
    with pytest.raises(bb.Error, match=r"'B'.*written in place"):
        bb.trsm(rand(rng, (3, 2, 2), np.float64), np.eye(2), overwrite_b=True)


def test_read_only_overwrite(rng):
    B = rand(rng, (2, 3, 3), np.float64)
    B.flags.writeable = False
    with pytest.raises(bb.Error, match=r"'B'.*read-only"):
        bb.trsm(np.eye(3), B, overwrite_b=True)


def test_type_errors(rng):
    with pytest.raises(bb.Error, match=r"unsupported type"):
        bb.gemm(np.eye(2, dtype=np.longdouble), np.eye(2))
    with pytest.raises(bb.Error, match=r"'A'.*does not fit 'B'"):
        bb.trsm(np.eye(2, dtype=np.complex128), np.ones((2, 2)), overwrite_b=True)
    with pytest.raises(bb.Error, match=r"'B'.*written in place.*not int64"):
        bb.trsm(np.eye(2), np.ones((2, 2), dtype=np.int64), overwrite_b=True)
    with pytest.raises(bb.Error, match=r"'alpha'.*complex value"):
        bb.gemm(np.eye(2), np.eye(2), alpha=1j)
    with pytest.raises(bb.Error, match=r"'alpha'.*complex value.*real scalar"):
        bb.herk(np.eye(2, dtype=np.complex64), alpha=1 + 1j)


def test_beta_without_c():
    with pytest.raises(bb.Error, match=r"'beta'"):
        bb.gemm(np.eye(2), np.eye(2), beta=1.0)


def test_invalid_pivots(rng):
    lu = rand(rng, (2, 3, 3), np.float64)
    with pytest.raises(bb.Error, match=r"'ipiv' in problem 1: pivots must lie in 1..3"):
        bb.getrs(lu, np.array([[1, 2, 3], [1, 4, 3]]), rand(rng, (2, 3, 1), np.float64))
    with pytest.raises(bb.Error, match=r"'ipiv'"):
        bb.getri(lu, np.ones((2, 2), dtype=np.int64))


def test_nothing_written_on_error(rng):
    B = rand(rng, (3, 4, 2), np.float64)
    before = B.copy()
    with pytest.raises(bb.Error):
        bb.trsm(rand(rng, (3, 3, 3), np.float64), B, overwrite_b=True)
    np.testing.assert_array_equal(B, before)


def test_numerical_failure_never_raises(rng):
    S = np.stack([spd(rng, 3, np.float64), -np.eye(3)])
    c, info = bb.potrf(S)
    assert list(info) == [0, 1]
