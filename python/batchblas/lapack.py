# SPDX-License-Identifier: BSD-3-Clause
# Batched LAPACK: getrf, getrs, gesv, potrf, potrs, posv, getri, geqrf.
#
# Every routine returns its results and `info`, LAPACK's code per problem as int64 (0: success;
# j > 0: getrf / gesv / getri: U(j, j) is exactly zero; potrf / posv: the leading minor of order
# j is not positive definite). A numerical failure never raises and never stops the other
# problems; invalid arguments raise Error before anything is computed. Pivots are LAPACK's:
# int64, 1-based, min(m, n) per problem. On GPU arrays the codes and pivots are device arrays of
# the caller's library (_gpu_call.py).
import numpy as np

from ._batch import make_call, minimum
from ._options import Op, Uplo


def _square(call, name):
    r, c = call.dims(name)
    call.check(name, r != c,
               lambda i: f"not square: ({call._at(r, i)}, {call._at(c, i)})")
    return r


def getrf(A, *, overwrite_a=False):
    """LU with partial pivoting, P A = L U: returns (lu, ipiv, info)."""
    call = make_call("getrf", [("A", A, "mat", "inout", overwrite_a)])
    m, n = call.dims("A")
    call.new("ipiv", (minimum(m, n),), kind="vec", dtype=np.int64)
    info = call.run((call.layout, call.sizes(m), call.sizes(n), *call.args("A"),
                     *call.aux("ipiv"), call.count))
    return call.result("A"), call.result("ipiv"), call.info(info)


def getrs(lu, ipiv, B, *, trans="N", overwrite_b=False):
    """Solves op(A) X = B with getrf's (lu, ipiv): returns (x, info)."""
    call = make_call("getrs", [("lu", lu, "mat", "in", False),
                               ("B", B, "mat", "inout", overwrite_b)])
    t = call.option("trans", trans, Op)
    n = _square(call, "lu")
    rb, nrhs = call.dims("B")
    call.check("B", rb != n,
               lambda i: f"has {call._at(rb, i)} rows, expected {call._at(n, i)}")
    call.add_aux("ipiv", ipiv, n, np.int64)
    call.check_pivots(n)
    info = call.run((call.layout, call.codes(t), call.sizes(n), call.sizes(nrhs),
                     *call.args("lu"), *call.aux("ipiv"), *call.args("B"), call.count))
    return call.result("B"), call.info(info)


def gesv(A, B, *, overwrite_a=False, overwrite_b=False):
    """Solves A X = B by LU: returns (lu, ipiv, x, info); where info > 0, x is B unchanged."""
    call = make_call("gesv", [("A", A, "mat", "inout", overwrite_a),
                              ("B", B, "mat", "inout", overwrite_b)])
    n = _square(call, "A")
    rb, nrhs = call.dims("B")
    call.check("B", rb != n,
               lambda i: f"has {call._at(rb, i)} rows, expected {call._at(n, i)}")
    call.new("ipiv", (n,), kind="vec", dtype=np.int64)
    info = call.run((call.layout, call.sizes(n), call.sizes(nrhs), *call.args("A"),
                     *call.aux("ipiv"), *call.args("B"), call.count))
    return call.result("A"), call.result("ipiv"), call.result("B"), call.info(info)


def potrf(A, *, uplo="L", overwrite_a=False):
    """Cholesky, A = L L^H (uplo 'L') or U^H U ('U'): returns (c, info). Only the uplo triangle
    is read and written; the other keeps A's entries (numpy.tril / triu extract the factor)."""
    call = make_call("potrf", [("A", A, "mat", "inout", overwrite_a)])
    u = call.option("uplo", uplo, Uplo)
    n = _square(call, "A")
    info = call.run((call.layout, call.codes(u), call.sizes(n), *call.args("A"), call.count))
    return call.result("A"), call.info(info)


def potrs(c, B, *, uplo="L", overwrite_b=False):
    """Solves A X = B with potrf's factor c (its uplo triangle): returns (x, info)."""
    call = make_call("potrs", [("c", c, "mat", "in", False),
                               ("B", B, "mat", "inout", overwrite_b)])
    u = call.option("uplo", uplo, Uplo)
    n = _square(call, "c")
    rb, nrhs = call.dims("B")
    call.check("B", rb != n,
               lambda i: f"has {call._at(rb, i)} rows, expected {call._at(n, i)}")
    info = call.run((call.layout, call.codes(u), call.sizes(n), call.sizes(nrhs),
                     *call.args("c"), *call.args("B"), call.count))
    return call.result("B"), call.info(info)


def posv(A, B, *, uplo="L", overwrite_a=False, overwrite_b=False):
    """Solves A X = B by Cholesky: returns (c, x, info); where info > 0, x is B unchanged."""
    call = make_call("posv", [("A", A, "mat", "inout", overwrite_a),
                              ("B", B, "mat", "inout", overwrite_b)])
    u = call.option("uplo", uplo, Uplo)
    n = _square(call, "A")
    rb, nrhs = call.dims("B")
    call.check("B", rb != n,
               lambda i: f"has {call._at(rb, i)} rows, expected {call._at(n, i)}")
    info = call.run((call.layout, call.codes(u), call.sizes(n), call.sizes(nrhs),
                     *call.args("A"), *call.args("B"), call.count))
    return call.result("A"), call.result("B"), call.info(info)


def getri(lu, ipiv, *, overwrite_lu=False):
    """The inverse from getrf's (lu, ipiv): returns (inv, info); where info > 0 the inverse is
    not computed. overwrite_lu writes the inverse over lu."""
    role = "inout" if overwrite_lu else "in"
    call = make_call("getri", [("lu", lu, "mat", role, overwrite_lu)])
    n = _square(call, "lu")
    call.add_aux("ipiv", ipiv, n, np.int64)
    call.check_pivots(n)
    target = "lu"
    if not overwrite_lu:
        call.new("inv", (n, n))
        target = "inv"
    info = call.run((call.layout, call.sizes(n), *call.args("lu"), *call.aux("ipiv"),
                     *call.args(target), call.count))
    return call.result(target), call.info(info)


def geqrf(A, *, overwrite_a=False):
    """QR by Householder reflectors in LAPACK's storage: returns (qr, tau, info)."""
    call = make_call("geqrf", [("A", A, "mat", "inout", overwrite_a)])
    m, n = call.dims("A")
    call.new("tau", (minimum(m, n),), kind="vec")
    info = call.run((call.layout, call.sizes(m), call.sizes(n), *call.args("A"),
                     *call.aux("tau"), call.count))
    return call.result("A"), call.result("tau"), call.info(info)
