# SPDX-License-Identifier: BSD-3-Clause
# The array side of every call: from the user's arguments (stacked NumPy arrays or lists of
# arrays) to the extension's arguments (addresses, leading dimensions, strides, per-problem
# sizes), and back (results, write-back of in-place arguments, per-problem codes).
#
# Rules (docs/python.md states them for users):
#  - Batch form: stacked when every matrix argument is an array (shape (batch, rows, cols); a
#    2-D input is shared by every problem, and a call whose arguments are all 2-D is one problem
#    whose results come back 2-D); variable when every argument is a list or tuple of 2-D arrays
#    (vectors: 1-D), one per problem, each its own size.
#  - Type: the type of the first argument written in place, else NumPy's result type of the
#    arguments; booleans and integers compute in float64, float16 in float32.
#  - Layout: one per call, that of the first argument written in place, else of the first
#    matrix: row-major (RowMajor) when its last axis has unit stride, column-major (ColMajor)
#    when its second-to-last has. Any argument not usable as it is in that layout (other
#    order, non-unit inner stride, negative or misaligned strides, another type) is copied;
#    one written in place is computed in a copy and written back, so in-place results land in
#    the caller's array whatever its strides.
#  - Device: CuPy arrays and PyTorch CUDA tensors (anything exposing __cuda_array_interface__
#    or a CUDA DLPack device) go to GpuCall (_gpu_call.py), which follows the same rules on the
#    GPU; Call reaches array memory only through its "array primitives", which GpuCall replaces.
import numpy as np

from . import _core
from ._core import Error
from ._device import on_gpu
from ._options import EXACT_CODES, code_of

ROW_MAJOR = 101
COL_MAJOR = 102

_CODES = {np.dtype(np.float32): "s", np.dtype(np.float64): "d",
          np.dtype(np.complex64): "c", np.dtype(np.complex128): "z"}


def _is_list(value):
    return isinstance(value, (list, tuple))


def pick(cond, a, b):
    """numpy.where(cond, a, b), without NumPy when `cond` is one Python bool (a stack call's
    options and sizes are plain ints)."""
    if type(cond) is bool:
        return a if cond else b
    return np.where(cond, a, b)


def minimum(a, b):
    """numpy.minimum(a, b), without NumPy for two plain ints."""
    if type(a) is int and type(b) is int:
        return min(a, b)
    return np.minimum(a, b)


def compute_dtype(routine, dtype):
    """The supported type a call of arrays of `dtype` computes in."""
    dtype = np.dtype(dtype)
    if dtype.kind in "biu":
        return np.dtype(np.float64)
    if dtype.kind == "f" and dtype.itemsize <= 4:
        return np.dtype(np.float32)
    native = dtype.newbyteorder("=")
    if native in _CODES:
        return native
    raise Error(f"batchblas.{routine}: unsupported type {dtype} (float32, float64, complex64 "
                f"or complex128)")


def _matrix_ld(rows, cols, srow, scol, itemsize, layout):
    """The leading dimension of a matrix of shape (rows, cols) and byte strides (srow, scol) in
    `layout`, or None when the layout cannot address it."""
    if layout == COL_MAJOR:
        rows, cols, srow, scol = cols, rows, scol, srow
    if rows == 0 or cols == 0:
        return max(1, cols)                 # nothing is addressed
    if cols > 1 and scol != itemsize:
        return None
    if rows > 1:
        if srow % itemsize or srow < itemsize * cols:
            return None
        return srow // itemsize
    return cols


def _vector_inc(n, stride, itemsize):
    if n <= 1:
        return 1
    if stride <= 0 or stride % itemsize:
        return None
    return stride // itemsize


def _empty(shape, dtype, layout, kind="mat"):
    """An uninitialised array of `shape` (matrices in the last two axes) in `layout`; vectors
    are contiguous whatever the layout."""
    if layout == COL_MAJOR and kind == "mat":
        swapped = shape[:-2] + (shape[-1], shape[-2])
        return np.empty(swapped, dtype).swapaxes(-1, -2)
    return np.empty(shape, dtype)


def _copy(array, dtype, layout, kind):
    """A copy of `array` in `dtype`, laid out as _empty lays out a new array."""
    if array.dtype == dtype:                # no cast: NumPy's own copy in the order wanted
        if layout == COL_MAJOR and kind == "mat":
            return array.swapaxes(-1, -2).copy().swapaxes(-1, -2)
        return array.copy()
    out = _empty(array.shape, dtype, layout, kind)
    np.copyto(out, array, casting="unsafe")
    return out


# _core's functions by (routine, form, type code), looked up once.
_BINDINGS = {}

# The routines the GPU backend runs; the others take host arrays only.
GPU_ROUTINES = {"gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm", "trsm",
                "getrf", "getrs", "gesv", "potrf", "potrs", "posv", "getri", "geqrf"}


# The module _gpu_call (which imports this one), once a call has had an argument other than a
# NumPy array.
_gpu_call = None


def make_call(routine, operands, dtype=None, binding=None):
    """The call of a Level 3 or LAPACK routine: a GpuCall where an argument is a GPU array,
    else a Call on the host."""
    global _gpu_call
    for operand in operands:
        value = operand[1]
        if value is not None and type(value) is not np.ndarray:
            break
    else:
        return Call(routine, operands, dtype, binding)
    if _gpu_call is None:
        from . import _gpu_call
    first = _gpu_call.first_gpu_array(operands)
    if first is None:
        return Call(routine, operands, dtype, binding)
    return _gpu_call.GpuCall(routine, operands, first, dtype, binding)


class Operand:
    """One matrix or vector argument of a call, in the call's type and layout."""

    __slots__ = ("name", "kind", "role", "overwrite", "value", "target", "user", "shared",
                 "addressing")

    def __init__(self, name, kind, role, overwrite):
        self.name = name
        self.kind = kind          # 'mat' or 'vec'
        self.role = role          # 'in', 'inout' or 'out'
        self.overwrite = overwrite
        self.value = None         # stacked: one array (3-D matrices, 2-D vectors); else a list
        self.target = None        # the caller's array(s) to write back into, if computed apart
        self.user = None          # the caller's object, returned when overwritten
        self.shared = False       # stacked input given with one dimension less
        self.addressing = None    # stacked: _addressing of `value`, once known


class Call:
    """One call of routine `routine`: batch form, count, type, layout and operands."""

    def __init__(self, routine, operands, dtype=None, binding=None):
        self.routine = routine
        self.binding = binding or routine
        self.ops = {}
        given = [operand for operand in operands if operand[1] is not None]
        if dtype is None and self._plain_stack(given):
            return
        self.variable = any(_is_list(v) for (_, v, _, _, _) in given)
        raw = {}
        if self.variable:
            self._gather_variable(given, raw)
        else:
            self._gather_stacked(given, raw)
        self.dtype = np.dtype(dtype) if dtype is not None else self._choose_dtype(given, raw)
        self.code = _CODES[self.dtype]
        self.layout = self._choose_layout(given, raw)
        for name, _, kind, role, overwrite in given:
            op = Operand(name, kind, role, overwrite)
            op.shared = self._shared.get(name, False)
            op.user = self._user.get(name)
            self._prepare(op, raw[name])
            self.ops[name] = op
        self._separate_inputs()

    # ------------------------------------------------------------------ gathering
    def _plain_stack(self, given):
        """The common call, set up without the general analysis: every argument a stack
        (3-D matrices, 2-D vectors) of one count and one supported type in native byte order,
        aligned, those written in place writeable. The rules give it that type and the layout
        of its lead matrix; anything else returns False, having set nothing, for the general
        path (which meets the same errors in the same order)."""
        arrays = []
        dtype = count = None
        written = matrix = None
        outputs = False
        for name, value, kind, role, overwrite in given:
            a = self._plain_array(name, value)
            if a is None:
                return False
            if dtype is None:
                dtype = a.dtype
                if dtype not in _CODES or a.ndim == 0:
                    return False
                count = a.shape[0]
            if (a.dtype is not dtype or a.ndim != (3 if kind == "mat" else 2)
                    or a.shape[0] != count or not a.flags.aligned):
                return False
            in_place = role == "inout" and overwrite
            if in_place and not a.flags.writeable:
                return False
            outputs = outputs or role != "in"
            if kind == "mat":
                if matrix is None:
                    matrix = a
                if in_place and written is None:
                    written = a
            arrays.append(a)
        if not count:
            return False
        self.variable = False
        self.single = False
        self.count = count
        self.dtype = dtype
        self.code = _CODES[dtype]
        self.layout = ROW_MAJOR
        lead = written if written is not None else matrix
        if lead is not None:
            _, rows, cols = lead.shape
            _, srow, scol = lead.strides
            size = lead.itemsize
            if (_matrix_ld(rows, cols, srow, scol, size, ROW_MAJOR) is None
                    and _matrix_ld(rows, cols, srow, scol, size, COL_MAJOR) is not None):
                self.layout = COL_MAJOR
        for (name, value, kind, role, overwrite), a in zip(given, arrays):
            op = Operand(name, kind, role, overwrite)
            op.user = value
            self._prepare(op, a)
            self.ops[name] = op
        if outputs:
            self._separate_inputs()
        return True

    def _gather_variable(self, given, raw):
        self.single = False
        self._shared = {}
        self._user = {}
        self.count = None
        for name, value, kind, _, _ in given:
            if not _is_list(value):
                self.fail(name, None, "the other arguments are lists (one array per problem), "
                          "so this one must be a list too")
            want = 2 if kind == "mat" else 1
            arrays = []
            for i, element in enumerate(value):
                a = self._as_array(name, element, i)
                if a.ndim != want:
                    self.fail(name, i, f"expected a {want}-D array, got shape {a.shape}")
                arrays.append(a)
            if self.count is None:
                self.count = len(arrays)
            elif len(arrays) != self.count:
                self.fail(name, None, f"holds {len(arrays)} problems, expected {self.count}")
            raw[name] = arrays

    def _gather_stacked(self, given, raw):
        self._shared = {}
        self._user = {n: v for (n, v, _, _, _) in given if self._is_caller_array(v)}
        self.count = None
        arrays = {}
        for name, value, kind, _, _ in given:
            a = self._as_array(name, value, None)
            low = 2 if kind == "mat" else 1
            if a.ndim not in (low, low + 1):
                self.fail(name, None, f"expected a {low + 1}-D stack or one {low}-D "
                          f"{'matrix' if kind == 'mat' else 'vector'}, got shape {a.shape}")
            arrays[name] = a
            if a.ndim == low + 1:
                if self.count is None:
                    self.count = a.shape[0]
                elif a.shape[0] != self.count:
                    self.fail(name, None, f"holds {a.shape[0]} problems, expected {self.count}")
        self.single = self.count is None
        if self.single:
            self.count = 1
        for name, value, kind, role, overwrite in given:
            a = arrays[name]
            low = 2 if kind == "mat" else 1
            if a.ndim == low:
                if role != "in" and overwrite and not self.single:
                    self.fail(name, None, f"written in place, so it must hold one "
                              f"{'matrix' if kind == 'mat' else 'vector'} per problem "
                              f"(shape ({self.count}, ...)), got shape {a.shape}")
                self._shared[name] = not self.single
                a = a[np.newaxis]
            raw[name] = a

    def _choose_dtype(self, given, raw):
        written = [n for (n, _, _, r, o) in given if r == "inout" and o]
        if self.variable:
            types = {a.dtype for (n, _, _, _, _) in given for a in raw[n]}
        else:
            types = {raw[n].dtype for (n, _, _, _, _) in given}
        if not types:
            return np.dtype(np.float64)
        if len(types) == 1:
            (only,) = types
            if only in _CODES:              # one supported type in native byte order
                return only
        for name, _, _, role, overwrite in given:
            if role == "inout" and overwrite:
                w = raw[name]
                for t in ({a.dtype for a in w} if self.variable else {w.dtype}):
                    if t.newbyteorder("=") not in _CODES:
                        self.fail(name, None, f"written in place, so its type must be float32, "
                                  f"float64, complex64 or complex128, not {t}")
        if written:
            w = raw[written[0]]
            wtypes = {a.dtype for a in w} if self.variable else {w.dtype}
            dtype = compute_dtype(self.routine, np.result_type(*wtypes))
            for t in types:
                if not np.can_cast(t, dtype, "same_kind"):
                    culprit = next(n for (n, _, _, _, _) in given
                                   if t in ({a.dtype for a in raw[n]} if self.variable
                                            else {raw[n].dtype}))
                    self.fail(culprit, None, f"type {t} does not fit '{written[0]}', written "
                              f"in place as {dtype}")
            return dtype
        return compute_dtype(self.routine, np.result_type(*types))

    def _choose_layout(self, given, raw):
        lead = [n for (n, _, k, r, o) in given if r == "inout" and o and k == "mat"]
        lead += [n for (n, _, k, _, _) in given if k == "mat"]
        if not lead:
            return ROW_MAJOR
        a = raw[lead[0]]
        if self.variable:
            if not a:
                return ROW_MAJOR
            a = a[0]
        else:
            if a.shape[0] == 0:
                return ROW_MAJOR
            a = a[0]
        if a.dtype != self.dtype or not a.flags.aligned:
            return ROW_MAJOR
        for layout in (ROW_MAJOR, COL_MAJOR):
            if _matrix_ld(*a.shape, *a.strides, a.itemsize, layout) is not None:
                return layout
        return ROW_MAJOR

    # ------------------------------------------------------------------ preparing
    def _addressing(self, a, kind, output):
        """(ld or inc, stride) of a stacked array in this call's layout, or None."""
        if a.dtype != self.dtype or not a.flags.aligned:
            return None
        itemsize = a.itemsize
        # Nothing is addressed in an empty stack (NumPy's strides may be 0 there); else `span`
        # counts the elements from a problem's first to its last, plus one.
        if kind == "mat":
            count, rows, cols = a.shape
            if not (count and rows and cols):
                return max(1, cols if self.layout == ROW_MAJOR else rows), 1
            s0, srow, scol = a.strides
            ld = _matrix_ld(rows, cols, srow, scol, itemsize, self.layout)
            if ld is None:
                return None
            if self.layout == ROW_MAJOR:
                span = (rows - 1) * ld + cols
            else:
                span = (cols - 1) * ld + rows
        else:
            count, n = a.shape
            if not (count and n):
                return 1, 1
            s0, inc = a.strides
            ld = _vector_inc(n, inc, itemsize)
            if ld is None:
                return None
            span = (n - 1) * ld + 1
        if count == 1:                      # an input is shared by every problem
            return ld, (span if output else 0)
        if s0 < 0 or s0 % itemsize:         # elements between consecutive problems
            return None
        stride = s0 // itemsize
        if output and stride < span:
            return None
        return ld, stride

    def _element_ld(self, a, kind):
        if a.dtype != self.dtype or not a.flags.aligned:
            return None
        if kind == "mat":
            return _matrix_ld(*a.shape, *a.strides, a.itemsize, self.layout)
        return _vector_inc(a.shape[0], a.strides[0], a.itemsize)

    def _prepare(self, op, value):
        output = op.role != "in"
        if op.role == "inout" and op.overwrite:
            self._check_writeable(op, value)
        if self.variable:
            arrays = []
            copied = False
            for a in value:
                if op.role == "inout" and not op.overwrite:
                    arrays.append(self._copy(a, op.kind))
                elif self._element_ld(a, op.kind) is None:
                    arrays.append(self._copy(a, op.kind))
                    copied = True
                else:
                    arrays.append(a)
            op.value = arrays
            if copied and output:
                op.target = value
            return
        if op.role == "inout" and not op.overwrite:
            # A shared C (y, B) starts every problem's copy.
            if value.shape[0] != self.count:
                value = self._broadcast(value, (self.count,) + tuple(value.shape[1:]))
            op.value = self._copy(value, op.kind)
        else:
            addressing = self._addressing(value, op.kind, output)
            if addressing is None:
                op.value = self._copy(value, op.kind)
                if output:
                    op.target = value
            else:
                op.value = value
                op.addressing = addressing

    def _check_writeable(self, op, value):
        arrays = value if self.variable else [value]
        for i, a in enumerate(arrays):
            if not a.flags.writeable:
                self.fail(op.name, i if self.variable else None,
                          "is read-only but asked to be overwritten")

    def _separate_inputs(self):
        """Copies every input that shares memory with an output (the library forbids it)."""
        outs = [op for op in self.ops.values() if op.role != "in"]
        if not outs:
            return
        for i, a in enumerate(outs):
            for b in outs[i + 1:]:
                if self._overlap(a.value, b.value):
                    self.fail(b.name, None, f"shares memory with '{a.name}'; both are written")
        for op in self.ops.values():
            if op.role != "in":
                continue
            for out in outs:
                if self.variable:
                    op.value = [self._duplicate(x) if self._may_share(x, y) else x
                                for x, y in zip(op.value, out.value)]
                elif self._may_share(op.value, out.value):
                    op.value = self._duplicate(op.value)
                    op.addressing = None

    def _overlap(self, x, y):
        if self.variable:
            return any(self._may_share(a, b) for a, b in zip(x, y))
        return self._may_share(x, y)

    # ------------------------------------------------------------------ array primitives
    # Everything that touches array memory or makes arrays; GpuCall gives the device versions.
    def _plain_array(self, name, value):
        """`value` as the array _plain_stack examines, or None where only the general path
        takes it."""
        return value if type(value) is np.ndarray else None

    def _as_array(self, name, value, problem):
        if type(value) is not np.ndarray and on_gpu(value):
            if self.routine in GPU_ROUTINES:
                self.fail(name, problem, "a GPU array, but the call's other arrays are host "
                          "arrays: pass every array on one device")
            self.fail(name, problem, f"a GPU array, but batchblas.{self.routine} runs on the "
                      f"CPU only (the GPU has the Level 3 and LAPACK routines): copy it to the "
                      f"host first")
        return np.asarray(value)

    @staticmethod
    def _is_caller_array(value):
        return isinstance(value, np.ndarray)

    def _copy(self, a, kind):
        return _copy(a, self.dtype, self.layout, kind)

    @staticmethod
    def _broadcast(a, shape):
        return np.broadcast_to(a, shape)

    @staticmethod
    def _may_share(x, y):
        return np.may_share_memory(x, y)

    @staticmethod
    def _duplicate(a):
        return np.array(a)

    def _allocate(self, shape, dtype, kind, zero):
        """A new array of `shape` (matrices in the last two axes in the call's layout)."""
        if kind == "mat":
            a = _empty(shape, dtype, self.layout)
            if zero:
                a[...] = 0
            return a
        return np.zeros(shape, dtype) if zero else np.empty(shape, dtype)

    @staticmethod
    def _address(a):
        """What the binding takes as an address: the array itself, whose buffer's address the
        extension reads (bind.hh, Address)."""
        return a

    def _as_aux(self, name, value, problem, dtype):
        """A pivot or tau argument as a C-contiguous array of `dtype`."""
        return np.ascontiguousarray(value, dtype=dtype)

    @staticmethod
    def _write_back(target, value):
        np.copyto(target, value, casting="unsafe")

    @staticmethod
    def _returned(value):
        return value

    def _bad_pivots(self, pivots, k):
        """Per problem of a stack of pivots: whether one of the first k lies outside 1..k."""
        return ((pivots[:, :k] < 1) | (pivots[:, :k] > k)).any(axis=1)

    def _bad_pivot_list(self, pivots, ks):
        """Per problem of a list of pivot arrays: whether one of its first k lies outside 1..k."""
        return [bool(k) and bool(((p[:k] < 1) | (p[:k] > k)).any()) for p, k in zip(pivots, ks)]

    def _binding(self, form):
        key = (self.binding, form, self.code)
        function = _BINDINGS.get(key)
        if function is None:
            function = _BINDINGS[key] = getattr(_core, f"{self.binding}_{form}_{self.code}")
        return function

    # ------------------------------------------------------------------ for the routines
    def fail(self, argument, problem, message):
        where = f" in problem {problem}" if problem is not None else ""
        raise Error(f"batchblas.{self.routine}: invalid argument '{argument}'{where}: {message}")

    def has(self, name):
        return name in self.ops

    def dims(self, name):
        """A matrix argument's (rows, cols), or a vector argument's length: ints for a stack,
        int64 arrays (one entry per problem) for a list."""
        op = self.ops[name]
        if self.variable:
            if op.kind == "mat":
                shapes = np.array([a.shape for a in op.value], dtype=np.int64).reshape(-1, 2)
                return shapes[:, 0], shapes[:, 1]
            return np.array([a.shape[0] for a in op.value], dtype=np.int64)
        if op.kind == "mat":
            _, rows, cols = op.value.shape
            return int(rows), int(cols)
        return int(op.value.shape[1])

    def option(self, argument, value, enum_type):
        """An option's C code: one int, or (list form, per-problem values) an int64 array."""
        if type(value) is str:
            code = EXACT_CODES[enum_type].get(value)
            if code is not None:
                return code
        elif _is_list(value) or isinstance(value, np.ndarray):
            if not self.variable:
                self.fail(argument, None, "one value for a stack call (per-problem options "
                          "need the list form)")
            if len(value) != self.count:
                self.fail(argument, None, f"holds {len(value)} values, expected 1 or "
                          f"{self.count}")
            return np.array([code_of(self.routine, argument, v, enum_type) for v in value],
                            dtype=np.int64)
        return code_of(self.routine, argument, value, enum_type)

    def scalars(self, argument, value, real=False):
        """alpha, beta: one value or one per problem, as a list of Python numbers."""
        complex_type = self.dtype.kind == "c" and not real
        if type(value) in (int, float):
            return [complex(value) if complex_type else float(value)]
        values = np.atleast_1d(np.asarray(value))
        if values.ndim != 1 or len(values) not in (1, self.count):
            self.fail(argument, None, f"expected one value or {self.count}, got shape "
                      f"{np.shape(value)}")
        if values.dtype.kind not in "biufc":
            self.fail(argument, None, f"not a number: {value!r}")
        if values.dtype.kind == "c" and not complex_type:
            bad = np.nonzero(values.imag != 0)[0]
            if len(bad):
                self.fail(argument, int(bad[0]) if len(values) > 1 else None,
                          f"complex value {values[bad[0]]} for a real "
                          f"{'scalar' if real else 'type'}")
            values = values.real
        if complex_type:
            return [complex(v) for v in values]
        return [float(v) for v in values]

    def check(self, argument, bad, message):
        """Error naming `argument` and the first problem where `bad` holds."""
        if type(bad) is bool:
            if bad:
                self.fail(argument, 0, message(0))
            return
        if np.ndim(bad) == 0:
            if bad:
                self.fail(argument, 0, message(0))
            return
        hits = np.nonzero(bad)[0]
        if len(hits):
            self.fail(argument, int(hits[0]), message(int(hits[0])))

    def expect_shape(self, name, rows, cols):
        r, c = self.dims(name)
        self.check(name, (r != rows) | (c != cols),
                   lambda i: f"expected shape ({self._at(rows, i)}, {self._at(cols, i)}), "
                             f"got ({self._at(r, i)}, {self._at(c, i)})")

    def expect_length(self, name, length):
        n = self.dims(name)
        self.check(name, n != length,
                   lambda i: f"expected length {self._at(length, i)}, got {self._at(n, i)}")

    @staticmethod
    def _at(x, i):
        return int(x[i]) if np.ndim(x) else int(x)

    def new(self, name, shape, kind="mat", dtype=None, zero=False):
        """A result argument the call allocates: shape (rows, cols) for a matrix, (n,) for a
        vector, each entry an int or (list form) an array of per-problem values."""
        dtype = self.dtype if dtype is None else np.dtype(dtype)
        op = Operand(name, kind, "out", False)
        if self.variable:
            per = [np.broadcast_to(np.asarray(s), (self.count,)) for s in shape]
            if kind == "mat":
                op.value = [self._allocate((int(r), int(c)), dtype, kind, zero)
                            for r, c in zip(*per)]
            else:
                op.value = [self._allocate((int(n),), dtype, kind, zero) for n in per[0]]
        else:
            full = (self.count, *map(int, shape))
            op.value = self._allocate(full, dtype, kind, zero)
        self.ops[name] = op
        return op

    def sizes(self, value):
        """A size (int or per-problem array) as the C++ API's vector."""
        if type(value) is int:
            return [value]
        if np.ndim(value):
            return [int(v) for v in value]
        return [int(value)]

    def codes(self, value):
        """An option code (int or per-problem array) as the C++ API's vector."""
        if type(value) is int:
            return [value]
        return self.sizes(value)

    def args(self, name):
        """The binding's arguments for one matrix or vector: (address, [ld], stride) for a
        stack, (addresses, lds) for a list."""
        op = self.ops[name]
        if self.variable:
            lds = [self._element_ld(a, op.kind) for a in op.value]
            return [self._address(a) for a in op.value], lds
        if op.addressing is None:
            op.addressing = self._addressing(op.value, op.kind, op.role != "in")
        ld, stride = op.addressing
        return self._address(op.value), [ld], stride

    def aux(self, name):
        """The binding's (address, stride) of a pivot or tau array (stack), or the addresses
        (list)."""
        op = self.ops[name]
        if self.variable:
            return ([self._address(a) for a in op.value],)
        a = op.value
        stride = a.strides[0] // a.itemsize if self.count > 1 else max(1, a.shape[1])
        return self._address(a), max(1, stride)

    def add_aux(self, name, value, length, dtype, role="in"):
        """A pivot or tau argument given by the caller: contiguous per problem, `length` entries
        each."""
        op = Operand(name, "aux", role, False)
        if self.variable:
            if not _is_list(value) or len(value) != self.count:
                self.fail(name, None, f"expected a list of {self.count} 1-D arrays")
            op.value = [self._as_aux(name, v, i, dtype) for i, v in enumerate(value)]
            for i, a in enumerate(op.value):
                if a.ndim != 1 or a.shape[0] < self._at(length, i):
                    self.fail(name, i, f"expected at least {self._at(length, i)} entries, got "
                              f"shape {a.shape}")
        else:
            a = self._as_array(name, value, None)
            if a.ndim == 1 and self.single:
                a = a[np.newaxis]
            if a.ndim != 2 or a.shape[0] != self.count or a.shape[1] < length:
                self.fail(name, None, f"expected shape ({self.count}, {length}), got "
                          f"{tuple(a.shape)}")
            op.value = self._as_aux(name, a, None, dtype)
        self.ops[name] = op
        return op

    def run(self, form_args):
        """Calls the binding (stacked: strided form; list: pointer form), writes copies of
        in-place arguments back, and returns the binding's result."""
        result = self._binding("ptrs" if self.variable else "strided")(*form_args)
        self._write_targets()
        return result

    def _write_targets(self):
        for op in self.ops.values():
            if op.target is None:
                continue
            if self.variable:
                for dst, src in zip(op.target, op.value):
                    if dst is not src:
                        self._write_back(dst, src)
            else:
                self._write_back(op.target, op.value)

    def check_pivots(self, n):
        """Error unless every problem's pivots lie in 1..n: others would make the library read
        and write out of bounds."""
        op = self.ops["ipiv"]
        if self.variable:
            ks = [self._at(n, i) for i in range(self.count)]
            bad = self._bad_pivot_list(op.value, ks)
            hits = [i for i, b in enumerate(bad) if b]
            if hits:
                self.fail("ipiv", hits[0], f"pivots must lie in 1..{ks[hits[0]]}")
        else:
            k = int(n)
            if k and op.value.size:
                self.check("ipiv", self._bad_pivots(op.value, k),
                           lambda i: f"pivots must lie in 1..{k}")

    def result(self, name):
        """What the caller gets for an argument: its own array where it was overwritten, else
        the computed one; one matrix for a single-problem call, a list for a list call."""
        op = self.ops[name]
        if op.role == "inout" and op.overwrite and op.user is not None:
            return op.user
        value = op.target if op.target is not None else op.value
        if self.variable:
            return [self._returned(a) for a in value]
        if self.single:
            return self._returned(value[0])
        return self._returned(value)

    def info(self, codes):
        """Per-problem codes as int64: a 1-D array, or an int64 scalar for a single problem."""
        codes = np.asarray(codes, dtype=np.int64)
        if self.single:
            return codes[0]
        return codes
