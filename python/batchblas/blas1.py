# SPDX-License-Identifier: BSD-3-Clause
# Level 1 BLAS on batches of vectors: axpy, scal, dot, dotc, nrm2, asum, iamax.
#
# Vectors are stacks (batch, n) or lists of 1-D arrays (docs/python.md). The reductions return
# one value per problem (a 1-D array; a scalar when every argument is 1-D).
import numpy as np

from ._batch import Call


def axpy(x, y, *, alpha=1.0, overwrite_y=False):
    """y = alpha x + y."""
    call = Call("axpy", [("x", x, "vec", "in", False), ("y", y, "vec", "inout", overwrite_y)])
    n = call.dims("y")
    call.expect_length("x", n)
    call.run((call.sizes(n), call.scalars("alpha", alpha), *call.args("x"), *call.args("y"),
              call.count))
    return call.result("y")


def scal(x, *, alpha, overwrite_x=False):
    """x = alpha x."""
    call = Call("scal", [("x", x, "vec", "inout", overwrite_x)])
    call.run((call.sizes(call.dims("x")), call.scalars("alpha", alpha), *call.args("x"),
              call.count))
    return call.result("x")


def _reduce(call, values):
    return values[0] if call.single else values


def _dot(routine, binding, x, y):
    call = Call(routine, [("x", x, "vec", "in", False), ("y", y, "vec", "in", False)],
                binding=binding)
    n = call.dims("x")
    call.expect_length("y", n)
    return _reduce(call, call.run((call.sizes(n), *call.args("x"), *call.args("y"),
                                   call.count)))


def dot(x, y):
    """sum(x * y) per problem (no conjugation, as numpy.dot)."""
    return _dot("dot", "dotu", x, y)


def dotc(x, y):
    """sum(conj(x) * y) per problem (as numpy.vdot)."""
    return _dot("dotc", "dotc", x, y)


def _norm(routine, x):
    call = Call(routine, [("x", x, "vec", "in", False)])
    return call, call.run((call.sizes(call.dims("x")), *call.args("x"), call.count))


def nrm2(x):
    """The 2-norm of each vector (real)."""
    call, values = _norm("nrm2", x)
    return _reduce(call, values)


def asum(x):
    """sum(|Re x_i| + |Im x_i|) of each vector, as BLAS (for real x: the 1-norm)."""
    call, values = _norm("asum", x)
    return _reduce(call, values)


def iamax(x):
    """The 0-based index of each vector's first entry of largest |Re| + |Im| (as BLAS, but
    counted from 0 as numpy.argmax); -1 for an empty vector."""
    call, values = _norm("iamax", x)
    return _reduce(call, np.asarray(values, dtype=np.int64) - 1)
