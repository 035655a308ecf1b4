# SPDX-License-Identifier: BSD-3-Clause
# Level 2 BLAS on batches: gemv, symv, hemv, trmv, trsv, ger, gerc.
#
# Matrices are stacks (batch, rows, cols) or lists of 2-D arrays, vectors stacks (batch, n) or
# lists of 1-D arrays (docs/python.md). The result is a new array, or the caller's y (x, A)
# when overwrite_y (overwrite_x, overwrite_a) is set.
from ._batch import Call, pick
from ._options import NO_TRANS, Diag, Op, Uplo


def gemv(A, x, y=None, *, alpha=1.0, beta=0.0, trans="N", overwrite_y=False):
    """y = alpha op(A) x + beta y for every problem."""
    call = Call("gemv", [("A", A, "mat", "in", False), ("x", x, "vec", "in", False),
                         ("y", y, "vec", "inout", overwrite_y)])
    t = call.option("trans", trans, Op)
    m, n = call.dims("A")
    keep = t == NO_TRANS
    call.expect_length("x", pick(keep, n, m))
    ylen = pick(keep, m, n)
    b = call.scalars("beta", beta)
    if call.has("y"):
        call.expect_length("y", ylen)
    elif any(v != 0 for v in b):
        call.fail("beta", None, "nonzero, but no y is given to scale")
    else:
        call.new("y", (ylen,), kind="vec")
    call.run((call.layout, call.codes(t), call.sizes(m), call.sizes(n),
              call.scalars("alpha", alpha), *call.args("A"), *call.args("x"), b,
              *call.args("y"), call.count))
    return call.result("y")


def _symmetric_mv(routine, A, x, y, alpha, beta, uplo, overwrite_y):
    call = Call(routine, [("A", A, "mat", "in", False), ("x", x, "vec", "in", False),
                          ("y", y, "vec", "inout", overwrite_y)])
    u = call.option("uplo", uplo, Uplo)
    r, c = call.dims("A")
    call.check("A", r != c,
               lambda i: f"not square: ({call._at(r, i)}, {call._at(c, i)})")
    call.expect_length("x", r)
    b = call.scalars("beta", beta)
    if call.has("y"):
        call.expect_length("y", r)
    elif any(v != 0 for v in b):
        call.fail("beta", None, "nonzero, but no y is given to scale")
    else:
        call.new("y", (r,), kind="vec")
    call.run((call.layout, call.codes(u), call.sizes(r), call.scalars("alpha", alpha),
              *call.args("A"), *call.args("x"), b, *call.args("y"), call.count))
    return call.result("y")


def symv(A, x, y=None, *, alpha=1.0, beta=0.0, uplo="L", overwrite_y=False):
    """y = alpha A x + beta y, A symmetric (uplo triangle read)."""
    return _symmetric_mv("symv", A, x, y, alpha, beta, uplo, overwrite_y)


def hemv(A, x, y=None, *, alpha=1.0, beta=0.0, uplo="L", overwrite_y=False):
    """y = alpha A x + beta y, A Hermitian (uplo triangle read)."""
    return _symmetric_mv("hemv", A, x, y, alpha, beta, uplo, overwrite_y)


def _triangular_mv(routine, A, x, uplo, trans, diag, overwrite_x):
    call = Call(routine, [("A", A, "mat", "in", False), ("x", x, "vec", "inout", overwrite_x)])
    u = call.option("uplo", uplo, Uplo)
    t = call.option("trans", trans, Op)
    d = call.option("diag", diag, Diag)
    r, c = call.dims("A")
    call.check("A", r != c,
               lambda i: f"not square: ({call._at(r, i)}, {call._at(c, i)})")
    call.expect_length("x", r)
    call.run((call.layout, call.codes(u), call.codes(t), call.codes(d), call.sizes(r),
              *call.args("A"), *call.args("x"), call.count))
    return call.result("x")


def trmv(A, x, *, uplo="L", trans="N", diag="N", overwrite_x=False):
    """x = op(A) x, A triangular."""
    return _triangular_mv("trmv", A, x, uplo, trans, diag, overwrite_x)


def trsv(A, x, *, uplo="L", trans="N", diag="N", overwrite_x=False):
    """x = op(A)^-1 x, A triangular (not checked for singularity)."""
    return _triangular_mv("trsv", A, x, uplo, trans, diag, overwrite_x)


def _rank_1(routine, x, y, A, alpha, overwrite_a):
    call = Call(routine, [("x", x, "vec", "in", False), ("y", y, "vec", "in", False),
                          ("A", A, "mat", "inout", overwrite_a)])
    m, n = call.dims("A")
    call.expect_length("x", m)
    call.expect_length("y", n)
    call.run((call.layout, call.sizes(m), call.sizes(n), call.scalars("alpha", alpha),
              *call.args("x"), *call.args("y"), *call.args("A"), call.count))
    return call.result("A")


def ger(x, y, A, *, alpha=1.0, overwrite_a=False):
    """A = alpha x y^T + A (no conjugation, as numpy.outer)."""
    return _rank_1("ger", x, y, A, alpha, overwrite_a)


def gerc(x, y, A, *, alpha=1.0, overwrite_a=False):
    """A = alpha x y^H + A."""
    return _rank_1("gerc", x, y, A, alpha, overwrite_a)
