# SPDX-License-Identifier: BSD-3-Clause
# The option enumerations of the Python API (values of the C API, batchblas.h) and their parsing
# from strings ('N', 'T', 'C', 'L', 'U', ...), enumeration members or the C values themselves.
import enum

import numpy as np

from ._core import Error


class Op(enum.IntEnum):
    """op(X): X, X^T or X^H; for real types ConjTrans means Trans."""
    NoTrans = 111
    Trans = 112
    ConjTrans = 113


class Uplo(enum.IntEnum):
    """Which triangle of a symmetric, Hermitian or triangular matrix is referenced."""
    Upper = 121
    Lower = 122


class Diag(enum.IntEnum):
    """Whether a triangular matrix has an implicit unit diagonal (not referenced)."""
    NonUnit = 131
    Unit = 132


class Side(enum.IntEnum):
    """Whether the special matrix multiplies from the left or the right."""
    Left = 141
    Right = 142


# The codes the routines compare on every call, as plain ints: comparing an int with an
# enumeration member goes through the member's own comparison.
NO_TRANS = int(Op.NoTrans)
LEFT = int(Side.Left)


# Accepted spellings, case-insensitive: LAPACK's one letter and the enumerator's name.
_NAMES = {
    Op: {"n": Op.NoTrans, "notrans": Op.NoTrans, "t": Op.Trans, "trans": Op.Trans,
         "c": Op.ConjTrans, "h": Op.ConjTrans, "conjtrans": Op.ConjTrans},
    Uplo: {"u": Uplo.Upper, "upper": Uplo.Upper, "l": Uplo.Lower, "lower": Uplo.Lower},
    Diag: {"n": Diag.NonUnit, "nonunit": Diag.NonUnit, "u": Diag.Unit, "unit": Diag.Unit},
    Side: {"l": Side.Left, "left": Side.Left, "r": Side.Right, "right": Side.Right},
}


# The C codes of the spellings as users mostly write them (lower case, upper case, the
# enumerator's name), looked up before parse_one's general handling.
EXACT_CODES = {enum_type: {**{k: int(m) for k, m in names.items()},
                           **{k.upper(): int(m) for k, m in names.items()},
                           **{m.name: int(m) for m in enum_type}}
               for enum_type, names in _NAMES.items()}


def code_of(routine, argument, value, enum_type):
    """The C code (an int) of the option that `value` names; Error naming the argument
    otherwise."""
    if type(value) is str:
        code = EXACT_CODES[enum_type].get(value)
        if code is not None:
            return code
    return int(parse_one(routine, argument, value, enum_type))


def parse_one(routine, argument, value, enum_type):
    """The enumeration member that `value` names; Error naming the argument otherwise."""
    if isinstance(value, enum_type):
        return value
    if isinstance(value, str):
        member = _NAMES[enum_type].get(value.strip().lower())
        if member is not None:
            return member
    elif isinstance(value, (int, np.integer)) and not isinstance(value, bool):
        try:
            return enum_type(int(value))
        except ValueError:
            pass
    spellings = "', '".join(sorted({k.upper() for k in _NAMES[enum_type] if len(k) == 1}))
    raise Error(f"batchblas.{routine}: invalid argument '{argument}': {value!r} is not a valid "
                f"{enum_type.__name__} ('{spellings}', a word such as "
                f"'{next(iter(enum_type)).name}', or batchblas.{enum_type.__name__})")
