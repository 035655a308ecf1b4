# SPDX-License-Identifier: BSD-3-Clause
# Level 3 routines against NumPy, every type, both stack orders and lists of different sizes.
import numpy as np
import pytest

import batchblas as bb
from conftest import (DTYPES, FORMS, close, hermitian, is_complex, op, pack, rand, sizes,
                      symmetric, triangular, unpack)

COUNT = 5


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("ta,tb", [("N", "N"), ("T", "N"), ("N", "C"), ("C", "T")])
def test_gemm(rng, dtype, form, ta, tb):
    ms, ns, ks = sizes(form, COUNT, 4), sizes(form, COUNT, 3, 5), sizes(form, COUNT, 6, 4)
    A = [rand(rng, (m, k) if ta == "N" else (k, m), dtype) for m, k in zip(ms, ks)]
    B = [rand(rng, (k, n) if tb == "N" else (n, k), dtype) for k, n in zip(ks, ns)]
    C = [rand(rng, (m, n), dtype) for m, n in zip(ms, ns)]
    alpha, beta = (1.5 - 0.5j, 0.25 + 1j) if is_complex(dtype) else (1.5, 0.25)
    got = bb.gemm(pack(A, form), pack(B, form), pack(C, form), alpha=alpha, beta=beta,
                  transa=ta, transb=tb)
    for g, a, b, c in zip(unpack(got), A, B, C):
        close(g, alpha * op(a, ta) @ op(b, tb) + beta * c, dtype, 10)
    # Without C: a new result, beta taken as zero.
    got = bb.gemm(pack(A, form), pack(B, form), transa=ta, transb=tb)
    for g, a, b in zip(unpack(got), A, B):
        close(g, op(a, ta) @ op(b, tb), dtype, 10)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
def test_gemm_overwrite(rng, dtype, form):
    ms = sizes(form, COUNT, 3)
    A = [rand(rng, (m, m), dtype) for m in ms]
    C = [rand(rng, (m, m), dtype) for m in ms]
    Cp = pack(C, form)
    before = [c.copy() for c in unpack(Cp)]
    got = bb.gemm(pack(A, form), pack(A, form), Cp, beta=1.0, overwrite_c=True)
    if form == "list":
        assert all(g is c for g, c in zip(got, Cp))
    else:
        assert got is Cp
    for g, a, c in zip(unpack(Cp), A, before):
        close(g, a @ a + c, dtype, 10)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("routine", ["symm", "hemm"])
@pytest.mark.parametrize("side,uplo", [("L", "L"), ("L", "U"), ("R", "L"), ("R", "U")])
def test_symm_hemm(rng, dtype, form, routine, side, uplo):
    ms, ns = sizes(form, COUNT, 4), sizes(form, COUNT, 3, 4)
    ka = ms if side == "L" else ns
    A = [rand(rng, (k, k), dtype) for k in ka]
    B = [rand(rng, (m, n), dtype) for m, n in zip(ms, ns)]
    C = [rand(rng, (m, n), dtype) for m, n in zip(ms, ns)]
    full = hermitian if routine == "hemm" else symmetric
    alpha, beta = (2.0 + 1j, -0.5) if is_complex(dtype) else (2.0, -0.5)
    got = getattr(bb, routine)(pack(A, form), pack(B, form), pack(C, form), alpha=alpha,
                               beta=beta, side=side, uplo=uplo)
    for g, a, b, c in zip(unpack(got), A, B, C):
        s = full(a, uplo)
        want = alpha * (s @ b if side == "L" else b @ s) + beta * c
        close(g, want, dtype, 10)


def _triangle(x, uplo):
    return np.tril(x) if uplo == "L" else np.triu(x)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("routine", ["syrk", "herk", "syr2k", "her2k"])
@pytest.mark.parametrize("uplo,trans", [("L", "N"), ("U", "N"), ("L", "T"), ("U", "T")])
def test_rank_k(rng, dtype, form, routine, uplo, trans):
    hermitian_routine = routine.startswith("her")
    if hermitian_routine and is_complex(dtype) and trans == "T":
        trans = "C"
    ns, ks = sizes(form, COUNT, 4), sizes(form, COUNT, 3, 4)
    A = [rand(rng, (n, k) if trans == "N" else (k, n), dtype) for n, k in zip(ns, ks)]
    B = [rand(rng, a.shape, dtype) for a in A]
    C = [rand(rng, (n, n), dtype) for n in ns]
    if hermitian_routine:
        C = [hermitian(c, uplo) for c in C]
    complex_alpha = is_complex(dtype) and routine != "herk"
    alpha = 1.5 - 0.5j if complex_alpha else 1.5
    beta = 0.5
    f = getattr(bb, routine)
    two = routine.endswith("2k")
    args = (pack(A, form), pack(B, form)) if two else (pack(A, form),)
    got = f(*args, pack(C, form), alpha=alpha, beta=beta, uplo=uplo, trans=trans)
    t = "N" if trans == "N" else ("C" if hermitian_routine else "T")
    for g, a, b, c in zip(unpack(got), A, B, C):
        left, right = (lambda x: x, lambda x: op(x, t)) if trans == "N" else \
            (lambda x: op(x, t), lambda x: x)
        if routine == "syrk" or routine == "herk":
            want = alpha * left(a) @ op(left(a), "T" if routine == "syrk" else "C")
        elif routine == "syr2k":
            want = alpha * (left(a) @ left(b).T + left(b) @ left(a).T)
        else:
            want = alpha * left(a) @ left(b).conj().T + np.conj(alpha) * left(b) @ left(a).conj().T
        want = want + beta * c
        close(_triangle(g, uplo), _triangle(want, uplo), dtype, 10)
    # Without C: the other triangle is zero.
    got = f(*args, alpha=alpha, uplo=uplo, trans=trans)
    other = np.triu if uplo == "L" else np.tril
    for g in unpack(got):
        assert not np.any(other(g, 1 if uplo == "L" else -1))


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("routine", ["trmm", "trsm"])
@pytest.mark.parametrize("side,uplo,trans,diag", [
    ("L", "L", "N", "N"), ("L", "U", "T", "U"), ("R", "L", "C", "N"), ("R", "U", "N", "U")])
def test_trmm_trsm(rng, dtype, form, routine, side, uplo, trans, diag):
    ms, ns = sizes(form, COUNT, 4), sizes(form, COUNT, 3, 4)
    ka = ms if side == "L" else ns
    A = [rand(rng, (k, k), dtype) + 4 * k * np.eye(k, dtype=dtype) for k in ka]
    B = [rand(rng, (m, n), dtype) for m, n in zip(ms, ns)]
    alpha = 0.5
    got = getattr(bb, routine)(pack(A, form), pack(B, form), alpha=alpha, side=side,
                               uplo=uplo, trans=trans, diag=diag)
    for g, a, b in zip(unpack(got), A, B):
        t = op(triangular(a, uplo, diag), trans)
        if routine == "trmm":
            want = alpha * (t @ b if side == "L" else b @ t)
        else:
            want = alpha * (np.linalg.solve(t, b) if side == "L" else
                            np.linalg.solve(t.T, b.T).T)
        close(g, want, dtype, 10)
