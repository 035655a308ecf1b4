# SPDX-License-Identifier: BSD-3-Clause
# Level 3 BLAS on batches: gemm, symm, hemm, syrk, herk, syr2k, her2k, trmm, trsm.
#
# Each takes stacks (batch, rows, cols) or lists of 2-D arrays (docs/python.md) and returns the
# result: a new array, or the caller's C (B for trmm / trsm) when overwrite_c (overwrite_b) is
# set. A result that the caller did not provide starts from zeros where the routine writes only
# one triangle (syrk, herk, syr2k, her2k), so the other triangle reads as zero.
import numpy as np

from ._batch import make_call, pick
from ._options import LEFT, NO_TRANS, Diag, Op, Side, Uplo


def _op_dims(trans, rows, cols):
    """(rows, cols) of op(X) for X of (rows, cols): ints for a stack, arrays for a list."""
    if not isinstance(trans, np.ndarray) and not isinstance(rows, np.ndarray):
        return (rows, cols) if trans == NO_TRANS else (cols, rows)
    keep = np.asarray(trans) == Op.NoTrans
    return np.where(keep, rows, cols), np.where(keep, cols, rows)


def _result_c(call, m, n, beta_given, zero=False):
    """C as given (checked against m x n) or allocated; beta as the call must pass it."""
    if call.has("C"):
        call.expect_shape("C", m, n)
        return beta_given
    if any(beta_given):                     # a nonzero (or NaN) beta
        call.fail("beta", None, "nonzero, but no C is given to scale")
    call.new("C", (m, n), zero=zero)
    return beta_given


def gemm(A, B, C=None, *, alpha=1.0, beta=0.0, transa="N", transb="N", overwrite_c=False):
    """C = alpha op(A) op(B) + beta C for every problem; op is 'N', 'T' or 'C'."""
    call = make_call("gemm", [("A", A, "mat", "in", False), ("B", B, "mat", "in", False),
                              ("C", C, "mat", "inout", overwrite_c)])
    ta = call.option("transa", transa, Op)
    tb = call.option("transb", transb, Op)
    m, k = _op_dims(ta, *call.dims("A"))
    kb, n = _op_dims(tb, *call.dims("B"))
    call.check("B", kb != k, lambda i: f"op(B) has {call._at(kb, i)} rows, op(A) has "
                                       f"{call._at(k, i)} columns")
    a = call.scalars("alpha", alpha)
    b = _result_c(call, m, n, call.scalars("beta", beta))
    call.run((call.layout, call.codes(ta), call.codes(tb), call.sizes(m), call.sizes(n),
              call.sizes(k), a, *call.args("A"), *call.args("B"), b, *call.args("C"),
              call.count))
    return call.result("C")


def _sided(routine, A, B, C, alpha, beta, side, uplo, overwrite_c):
    call = make_call(routine, [("A", A, "mat", "in", False), ("B", B, "mat", "in", False),
                               ("C", C, "mat", "inout", overwrite_c)])
    s = call.option("side", side, Side)
    u = call.option("uplo", uplo, Uplo)
    ra, ca = call.dims("A")
    m, n = call.dims("B")
    call.check("A", ra != ca, lambda i: f"not square: "
               f"({call._at(ra, i)}, {call._at(ca, i)})")
    ka = pick(s == LEFT, m, n)
    call.check("A", ra != ka, lambda i: f"order {call._at(ra, i)}, expected "
               f"{call._at(ka, i)} ({'rows' if call._at(s, i) == Side.Left else 'columns'} "
               f"of B for this side)")
    a = call.scalars("alpha", alpha)
    b = _result_c(call, m, n, call.scalars("beta", beta))
    call.run((call.layout, call.codes(s), call.codes(u), call.sizes(m), call.sizes(n), a,
              *call.args("A"), *call.args("B"), b, *call.args("C"), call.count))
    return call.result("C")


def symm(A, B, C=None, *, alpha=1.0, beta=0.0, side="L", uplo="L", overwrite_c=False):
    """C = alpha A B + beta C (side 'L') or alpha B A + beta C (side 'R'), A symmetric, only its
    uplo triangle read."""
    return _sided("symm", A, B, C, alpha, beta, side, uplo, overwrite_c)


def hemm(A, B, C=None, *, alpha=1.0, beta=0.0, side="L", uplo="L", overwrite_c=False):
    """As symm with A Hermitian (imaginary parts of its diagonal taken as zero)."""
    return _sided("hemm", A, B, C, alpha, beta, side, uplo, overwrite_c)


def _rank_k(routine, A, B, C, alpha, beta, uplo, trans, overwrite_c, real_alpha, real_beta):
    operands = [("A", A, "mat", "in", False)]
    if B is not None:
        operands.append(("B", B, "mat", "in", False))
    operands.append(("C", C, "mat", "inout", overwrite_c))
    call = make_call(routine, operands)
    u = call.option("uplo", uplo, Uplo)
    t = call.option("trans", trans, Op)
    n, k = _op_dims(t, *call.dims("A"))
    if B is not None:
        call.expect_shape("B", *call.dims("A"))
    a = call.scalars("alpha", alpha, real=real_alpha)
    b = _result_c(call, n, n, call.scalars("beta", beta, real=real_beta), zero=True)
    matrices = [*call.args("A")] + ([*call.args("B")] if B is not None else [])
    call.run((call.layout, call.codes(u), call.codes(t), call.sizes(n), call.sizes(k), a,
              *matrices, b, *call.args("C"), call.count))
    return call.result("C")


def syrk(A, C=None, *, alpha=1.0, beta=0.0, uplo="L", trans="N", overwrite_c=False):
    """C = alpha A A^T + beta C (trans 'N') or alpha A^T A + beta C ('T'); only C's uplo
    triangle is read and written."""
    return _rank_k("syrk", A, None, C, alpha, beta, uplo, trans, overwrite_c, False, False)


def herk(A, C=None, *, alpha=1.0, beta=0.0, uplo="L", trans="N", overwrite_c=False):
    """C = alpha A A^H + beta C (trans 'N') or alpha A^H A + beta C ('C'); alpha, beta real."""
    return _rank_k("herk", A, None, C, alpha, beta, uplo, trans, overwrite_c, True, True)


def syr2k(A, B, C=None, *, alpha=1.0, beta=0.0, uplo="L", trans="N", overwrite_c=False):
    """C = alpha (A B^T + B A^T) + beta C (trans 'N') or alpha (A^T B + B^T A) + beta C ('T')."""
    return _rank_k("syr2k", A, B, C, alpha, beta, uplo, trans, overwrite_c, False, False)


def her2k(A, B, C=None, *, alpha=1.0, beta=0.0, uplo="L", trans="N", overwrite_c=False):
    """C = alpha A B^H + conj(alpha) B A^H + beta C (trans 'N') or the 'C' form; beta real."""
    return _rank_k("her2k", A, B, C, alpha, beta, uplo, trans, overwrite_c, False, True)


def _triangular(routine, A, B, alpha, side, uplo, trans, diag, overwrite_b):
    call = make_call(routine, [("A", A, "mat", "in", False),
                               ("B", B, "mat", "inout", overwrite_b)])
    s = call.option("side", side, Side)
    u = call.option("uplo", uplo, Uplo)
    t = call.option("trans", trans, Op)
    d = call.option("diag", diag, Diag)
    ra, ca = call.dims("A")
    m, n = call.dims("B")
    call.check("A", ra != ca, lambda i: f"not square: "
               f"({call._at(ra, i)}, {call._at(ca, i)})")
    ka = pick(s == LEFT, m, n)
    call.check("A", ra != ka, lambda i: f"order {call._at(ra, i)}, expected "
               f"{call._at(ka, i)} ({'rows' if call._at(s, i) == Side.Left else 'columns'} "
               f"of B for this side)")
    a = call.scalars("alpha", alpha)
    call.run((call.layout, call.codes(s), call.codes(u), call.codes(t), call.codes(d),
              call.sizes(m), call.sizes(n), a, *call.args("A"), *call.args("B"), call.count))
    return call.result("B")


def trmm(A, B, *, alpha=1.0, side="L", uplo="L", trans="N", diag="N", overwrite_b=False):
    """B = alpha op(A) B (side 'L') or alpha B op(A) ('R'), A triangular (uplo, diag)."""
    return _triangular("trmm", A, B, alpha, side, uplo, trans, diag, overwrite_b)


def trsm(A, B, *, alpha=1.0, side="L", uplo="L", trans="N", diag="N", overwrite_b=False):
    """X with op(A) X = alpha B (side 'L') or X op(A) = alpha B ('R'), A triangular."""
    return _triangular("trsm", A, B, alpha, side, uplo, trans, diag, overwrite_b)
