# SPDX-License-Identifier: BSD-3-Clause
# Shared helpers of the Python tests: random data per type, the three batch forms (C-order
# stack, column-major stack, list of arrays of different sizes), and NumPy references.
import numpy as np
import pytest

DTYPES = [np.float32, np.float64, np.complex64, np.complex128]
FORMS = ["C", "F", "list"]


def is_complex(dtype):
    return np.dtype(dtype).kind == "c"


def tol(dtype):
    return 2e-4 if np.dtype(dtype) in (np.dtype(np.float32), np.dtype(np.complex64)) else 1e-11


def rand(rng, shape, dtype):
    x = rng.standard_normal(shape)
    if is_complex(dtype):
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def sizes(form, count, base, spread=3):
    """Per-problem sizes: all `base` for a stack, varied for a list."""
    if form == "list":
        return [base + (i * 7) % spread for i in range(count)]
    return [base] * count


def pack(mats, form):
    """Per-problem matrices (or vectors) in one of the batch forms."""
    if form == "list":
        # Alternate the element orders: the call converts what does not fit its layout.
        return [np.asfortranarray(m) if (i % 2 and m.ndim == 2) else np.ascontiguousarray(m)
                for i, m in enumerate(mats)]
    stack = np.stack(mats)
    if form == "F" and stack.ndim == 3:
        return np.ascontiguousarray(stack.swapaxes(1, 2)).swapaxes(1, 2)
    return stack


def unpack(result):
    return [np.asarray(r) for r in result]


def op(x, t):
    t = t.upper()
    return x if t == "N" else (x.T if t == "T" else x.conj().T)


def symmetric(a, uplo):
    t = np.tril(a) if uplo == "L" else np.triu(a)
    s = np.tril(a, -1) if uplo == "L" else np.triu(a, 1)
    return t + s.T


def hermitian(a, uplo):
    s = np.tril(a, -1) if uplo == "L" else np.triu(a, 1)
    return s + s.conj().T + np.diag(np.diag(a).real).astype(a.dtype)


def triangular(a, uplo, diag):
    t = np.tril(a) if uplo == "L" else np.triu(a)
    if diag == "U":
        t = t.copy()
        np.fill_diagonal(t, 1)
    return t


def well_conditioned(rng, n, dtype):
    return (rand(rng, (n, n), dtype) + 2 * n * np.eye(n)).astype(dtype)


def spd(rng, n, dtype):
    x = rand(rng, (n, n), dtype)
    return (x @ x.conj().T + n * np.eye(n)).astype(dtype)


def close(got, want, dtype, scale=1.0):
    t = tol(dtype)
    np.testing.assert_allclose(got, want, rtol=t, atol=t * max(1.0, scale))


@pytest.fixture
def rng():
    return np.random.default_rng(20261129)
