# SPDX-License-Identifier: BSD-3-Clause
"""batchblas: many small BLAS and LAPACK problems in one call, on NumPy arrays.

Every routine takes stacked arrays of shape (batch, rows, cols) (vectors: (batch, n)) or lists
of 2-D (1-D) arrays of different sizes, in float32, float64, complex64 or complex128, C or
Fortran order. Invalid arguments raise batchblas.Error (a ValueError) naming the argument and
the problem; LAPACK routines return their numerical codes as an int64 array. On a build with
the CUDA backend, the Level 3 and LAPACK routines take CuPy arrays and PyTorch CUDA tensors too
and run on the GPU, on the array library's current stream. docs/python.md in the repository
describes the rules.
"""
from ._core import Error
from ._options import Diag, Op, Side, Uplo
from .blas1 import asum, axpy, dot, dotc, iamax, nrm2, scal
from .blas2 import gemv, ger, gerc, hemv, symv, trmv, trsv
from .blas3 import gemm, hemm, her2k, herk, symm, syr2k, syrk, trmm, trsm
from .lapack import geqrf, gesv, getrf, getri, getrs, posv, potrf, potrs

try:
    from importlib.metadata import version as _version
    __version__ = _version("batchblas")
except Exception:  # not installed (imported from the source tree)
    __version__ = "unknown"

__all__ = [
    "Error", "Op", "Uplo", "Diag", "Side",
    "gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm", "trsm",
    "gemv", "symv", "hemv", "trmv", "trsv", "ger", "gerc",
    "axpy", "scal", "dot", "dotc", "nrm2", "asum", "iamax",
    "getrf", "getrs", "gesv", "potrf", "potrs", "posv", "getri", "geqrf",
]
