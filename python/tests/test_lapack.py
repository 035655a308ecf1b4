# SPDX-License-Identifier: BSD-3-Clause
# LAPACK routines against numpy.linalg, every type, stacks and lists of different sizes, and
# the numerical codes (returned, never raised).
import numpy as np
import pytest

import batchblas as bb
from conftest import DTYPES, FORMS, close, pack, rand, sizes, spd, unpack, well_conditioned

COUNT = 5


def lu_product(lu, ipiv):
    """P^T L U from getrf's factors of a square matrix: the original A."""
    n = lu.shape[0]
    L = np.tril(lu, -1) + np.eye(n, dtype=lu.dtype)
    U = np.triu(lu)
    a = L @ U
    for j in reversed(range(len(ipiv))):
        p = ipiv[j] - 1
        a[[j, p]] = a[[p, j]]
    return a


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
def test_getrf_getrs_getri(rng, dtype, form):
    ns = sizes(form, COUNT, 6, 4)
    A = [well_conditioned(rng, n, dtype) for n in ns]
    B = [rand(rng, (n, 2), dtype) for n in ns]
    lu, ipiv, info = bb.getrf(pack(A, form))
    assert info.dtype == np.int64 and info.shape == (COUNT,) and not info.any()
    for f, p, a in zip(unpack(lu), unpack(ipiv), A):
        assert p.dtype == np.int64 and p.min() >= 1 and p.max() <= a.shape[0]
        close(lu_product(f, p), a, dtype, 10)
    for trans in ["N", "T", "C"]:
        x, info = bb.getrs(lu, ipiv, pack(B, form), trans=trans)
        assert not info.any()
        for xi, a, b in zip(unpack(x), A, B):
            t = a if trans == "N" else (a.T if trans == "T" else a.conj().T)
            close(xi, np.linalg.solve(t, b), dtype, 10)
    inv, info = bb.getri(lu, ipiv)
    assert not info.any()
    for v, a in zip(unpack(inv), A):
        close(v, np.linalg.inv(a), dtype, 10)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
def test_getrf_rectangular(rng, dtype, form):
    ms, ns = sizes(form, COUNT, 6), sizes(form, COUNT, 4, 5)
    A = [rand(rng, (m, n), dtype) for m, n in zip(ms, ns)]
    lu, ipiv, info = bb.getrf(pack(A, form))
    for f, p, a in zip(unpack(lu), unpack(ipiv), A):
        m, n = a.shape
        k = min(m, n)
        assert p.shape == (k,)
        L = np.tril(f, -1)[:, :k] + np.eye(m, k, dtype=dtype)
        U = np.triu(f)[:k, :]
        pa = a.copy()
        for j in range(k):
            pa[[j, p[j] - 1]] = pa[[p[j] - 1, j]]
        close(L @ U, pa, dtype, 10)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
def test_gesv(rng, dtype, form):
    ns = sizes(form, COUNT, 5)
    A = [well_conditioned(rng, n, dtype) for n in ns]
    B = [rand(rng, (n, 3), dtype) for n in ns]
    lu, ipiv, x, info = bb.gesv(pack(A, form), pack(B, form))
    assert not info.any()
    for xi, a, b in zip(unpack(x), A, B):
        close(xi, np.linalg.solve(a, b), dtype, 10)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("uplo", ["L", "U"])
def test_potrf_potrs_posv(rng, dtype, form, uplo):
    ns = sizes(form, COUNT, 6)
    A = [spd(rng, n, dtype) for n in ns]
    B = [rand(rng, (n, 2), dtype) for n in ns]
    c, info = bb.potrf(pack(A, form), uplo=uplo)
    assert not info.any()
    for f, a in zip(unpack(c), A):
        want = np.linalg.cholesky(a)
        if uplo == "L":
            close(np.tril(f), want, dtype, 10)
        else:
            close(np.triu(f), want.conj().T, dtype, 10)
    x, info = bb.potrs(c, pack(B, form), uplo=uplo)
    for xi, a, b in zip(unpack(x), A, B):
        close(xi, np.linalg.solve(a, b), dtype, 10)
    c2, x2, info = bb.posv(pack(A, form), pack(B, form), uplo=uplo)
    assert not info.any()
    for xi, a, b in zip(unpack(x2), A, B):
        close(xi, np.linalg.solve(a, b), dtype, 10)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("form", FORMS)
def test_geqrf(rng, dtype, form):
    ms, ns = sizes(form, COUNT, 6), sizes(form, COUNT, 4, 3)
    A = [rand(rng, (m, n), dtype) for m, n in zip(ms, ns)]
    qr, tau, info = bb.geqrf(pack(A, form))
    assert not info.any()
    for f, t, a in zip(unpack(qr), unpack(tau), A):
        m, n = a.shape
        k = min(m, n)
        # Q from the reflectors H_j = I - tau_j v_j v_j^H; Q R must give A back.
        q = np.eye(m, dtype=dtype)
        for j in range(k):
            v = np.zeros(m, dtype)
            v[j] = 1
            v[j + 1:] = f[j + 1:, j]
            q = q @ (np.eye(m, dtype=dtype) - t[j] * np.outer(v, v.conj()))
        close(q @ np.triu(f)[:m, :], a, dtype, 10)
        # R agrees with numpy's up to the signs of its rows.
        r = np.linalg.qr(a, mode="r")
        close(np.abs(np.triu(f)[:k]), np.abs(r[:k]), dtype, 10)


@pytest.mark.parametrize("form", FORMS)
def test_numerical_codes_returned(rng, form):
    ns = sizes(form, 4, 4)
    A = [well_conditioned(rng, n, np.float64) for n in ns]
    A[2][:, 1] = 0                      # singular: U(2, 2) is exactly zero
    lu, ipiv, info = bb.getrf(pack(A, form))
    assert info.dtype == np.int64
    assert list(info == 0) == [True, True, False, True] and info[2] == 2
    S = [spd(rng, n, np.float64) for n in ns]
    S[1][0, 0] = -1.0                   # leading minor of order 1 not positive
    c, info = bb.potrf(pack(S, form))
    assert list(info) == [0, 1, 0, 0]
    # Every other problem is computed.
    for i in (0, 2, 3):
        close(np.tril(unpack(c)[i]), np.linalg.cholesky(S[i]), np.float64, 10)
    B = [rand(rng, (n, 1), np.float64) for n in ns]
    _, x, info = bb.posv(pack(S, form), pack(B, form))
    assert list(info) == [0, 1, 0, 0]
    close(unpack(x)[1], B[1], np.float64)        # B untouched where the factorization failed


def test_single_problem(rng):
    a = well_conditioned(rng, 4, np.float64)
    lu, ipiv, info = bb.getrf(a)
    assert lu.shape == (4, 4) and ipiv.shape == (4,) and info == 0
    assert isinstance(info, np.int64)
    inv, info = bb.getri(lu, ipiv)
    close(inv, np.linalg.inv(a), np.float64, 10)
    a[:, 1] = 0
    assert bb.getrf(a)[2] == 2 and bb.getrf(a[None])[2].tolist() == [2]


def test_getri_overwrite(rng):
    A = np.stack([well_conditioned(rng, 5, np.float64) for _ in range(3)])
    lu, ipiv, _ = bb.getrf(A)
    out, info = bb.getri(lu, ipiv, overwrite_lu=True)
    assert out is lu
    close(lu, np.linalg.inv(A), np.float64, 10)
