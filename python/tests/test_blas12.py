# SPDX-License-Identifier: BSD-3-Clause
# Level 2 and Level 1 routines against NumPy, every type, stacks and lists of different sizes.
import numpy as np
import pytest

import batchblas as bb
from conftest import (DTYPES, FORMS, close, hermitian, is_complex, op, pack, rand, sizes,
                      symmetric, triangular, unpack)

COUNT = 6


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("trans", ["N", "T", "C"])
def test_gemv(rng, dtype, form, trans):
    ms, ns = sizes(form, COUNT, 5), sizes(form, COUNT, 4, 4)
    A = [rand(rng, (m, n), dtype) for m, n in zip(ms, ns)]
    x = [rand(rng, n if trans == "N" else m, dtype) for m, n in zip(ms, ns)]
    y = [rand(rng, m if trans == "N" else n, dtype) for m, n in zip(ms, ns)]
    vec_form = "list" if form == "list" else "C"
    got = bb.gemv(pack(A, form), pack(x, vec_form), pack(y, vec_form), alpha=2.0, beta=-1.0,
                  trans=trans)
    for g, a, xi, yi in zip(unpack(got), A, x, y):
        close(g, 2.0 * op(a, trans) @ xi - yi, dtype, 10)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("routine", ["symv", "hemv"])
@pytest.mark.parametrize("uplo", ["L", "U"])
def test_symv_hemv(rng, dtype, form, routine, uplo):
    ns = sizes(form, COUNT, 5)
    A = [rand(rng, (n, n), dtype) for n in ns]
    x = [rand(rng, n, dtype) for n in ns]
    vec_form = "list" if form == "list" else "C"
    got = getattr(bb, routine)(pack(A, form), pack(x, vec_form), uplo=uplo, alpha=1.5)
    full = hermitian if routine == "hemv" else symmetric
    for g, a, xi in zip(unpack(got), A, x):
        close(g, 1.5 * full(a, uplo) @ xi, dtype, 10)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("routine", ["trmv", "trsv"])
@pytest.mark.parametrize("uplo,trans,diag", [("L", "N", "N"), ("U", "T", "U"),
                                             ("L", "C", "U"), ("U", "N", "N")])
def test_trmv_trsv(rng, dtype, form, routine, uplo, trans, diag):
    ns = sizes(form, COUNT, 5)
    A = [rand(rng, (n, n), dtype) + 4 * n * np.eye(n, dtype=dtype) for n in ns]
    x = [rand(rng, n, dtype) for n in ns]
    vec_form = "list" if form == "list" else "C"
    got = getattr(bb, routine)(pack(A, form), pack(x, vec_form), uplo=uplo, trans=trans,
                               diag=diag)
    for g, a, xi in zip(unpack(got), A, x):
        t = op(triangular(a, uplo, diag), trans)
        close(g, t @ xi if routine == "trmv" else np.linalg.solve(t, xi), dtype, 10)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("routine", ["ger", "gerc"])
def test_ger(rng, dtype, form, routine):
    ms, ns = sizes(form, COUNT, 5), sizes(form, COUNT, 3, 4)
    A = [rand(rng, (m, n), dtype) for m, n in zip(ms, ns)]
    x = [rand(rng, m, dtype) for m in ms]
    y = [rand(rng, n, dtype) for n in ns]
    vec_form = "list" if form == "list" else "C"
    got = getattr(bb, routine)(pack(x, vec_form), pack(y, vec_form), pack(A, form), alpha=0.5)
    for g, a, xi, yi in zip(unpack(got), A, x, y):
        yy = yi.conj() if routine == "gerc" else yi
        close(g, a + 0.5 * np.outer(xi, yy), dtype, 10)


VFORMS = ["C", "list"]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", VFORMS)
def test_axpy_scal(rng, dtype, form):
    ns = sizes(form, COUNT, 7, 5)
    x = [rand(rng, n, dtype) for n in ns]
    y = [rand(rng, n, dtype) for n in ns]
    alpha = 0.5 + 2j if is_complex(dtype) else 0.5
    for g, xi, yi in zip(unpack(bb.axpy(pack(x, form), pack(y, form), alpha=alpha)), x, y):
        close(g, alpha * xi + yi, dtype)
    for g, xi in zip(unpack(bb.scal(pack(x, form), alpha=alpha)), x):
        close(g, alpha * xi, dtype)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", VFORMS)
def test_reductions(rng, dtype, form):
    ns = sizes(form, COUNT, 7, 5)
    x = [rand(rng, n, dtype) for n in ns]
    y = [rand(rng, n, dtype) for n in ns]
    X, Y = pack(x, form), pack(y, form)
    close(bb.dot(X, Y), [np.dot(a, b) for a, b in zip(x, y)], dtype, 10)
    close(bb.dotc(X, Y), [np.vdot(a, b) for a, b in zip(x, y)], dtype, 10)
    norms = bb.nrm2(X)
    assert norms.dtype == np.empty(0, dtype).real.dtype
    close(norms, [np.linalg.norm(a) for a in x], dtype, 10)
    close(bb.asum(X), [np.sum(np.abs(a.real) + np.abs(a.imag)) for a in x], dtype, 10)
    want = [int(np.argmax(np.abs(a.real) + np.abs(a.imag))) for a in x]
    np.testing.assert_array_equal(bb.iamax(X), want)


def test_single_vectors(rng):
    x, y = rand(rng, 9, np.float64), rand(rng, 9, np.float64)
    d = bb.dot(x, y)
    assert np.ndim(d) == 0
    close(d, np.dot(x, y), np.float64)
    close(bb.axpy(x, y, alpha=3.0), 3 * x + y, np.float64)
