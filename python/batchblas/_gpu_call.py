# SPDX-License-Identifier: BSD-3-Clause
# GpuCall: a call whose arrays live on a GPU (CuPy arrays, PyTorch CUDA tensors), run by the
# extension batchblas._cuda. It keeps every rule of Call (_batch.py: batch forms, types, layout,
# copies, in-place results) and replaces only its array primitives with device ones: metadata
# through DeviceArray, copies and allocations with the arrays' own library, on its device.
#
# Stream: the library's current stream on the arrays' device, read when the call runs, so the
# routine is ordered after the caller's earlier work and before its later work there. Copies and
# allocations made here run on that same stream; temporaries dropped when the call returns go
# back to the library's stream-ordered pool (CuPy's memory pool, PyTorch's caching allocator),
# which reuses them only for work queued after the routine's kernels.
#
# Codes: the LAPACK routines with numerical codes write them into an int64 device array of the
# arrays' library (no host synchronisation); getrs, potrs and geqrf return zeros the same way.
import numpy as np

from ._batch import COL_MAJOR, Call, _is_list
from ._core import Error
from ._device import DeviceArray, native_of, on_gpu

try:
    from . import _cuda
except ImportError:         # a build without the CUDA backend
    _cuda = None

_WRITES_CODES = {"getrf", "gesv", "potrf", "posv", "getri"}
_NO_CODES = {"getrs", "potrs", "geqrf"}


def first_gpu_array(operands):
    """(name, problem, value) of the first GPU array among a call's operands, or None."""
    for name, value, _, _, _ in operands:
        if value is None or type(value) is np.ndarray:
            continue
        if isinstance(value, (list, tuple)):
            for i, element in enumerate(value):
                if type(element) is not np.ndarray and on_gpu(element):
                    return name, i, element
        elif on_gpu(value):
            return name, None, value
    return None


class GpuCall(Call):
    """A Call on device arrays of one library and one device."""

    def __init__(self, routine, operands, first, dtype=None, binding=None):
        name, problem, value = first
        if _cuda is None:
            where = f" in problem {problem}" if problem is not None else ""
            raise Error(f"batchblas.{routine}: invalid argument '{name}'{where}: a GPU array, "
                        f"but this batchblas was built without the CUDA backend (no "
                        f"batchblas._cuda; build with -DBATCHBLAS_ENABLE_CUDA=ON)")
        self.routine = routine
        self.library, native = native_of(value)
        self.device = self.library.device_of(native)
        self._first = (value, native)       # known to be on the GPU: _as_array need not ask
        super().__init__(routine, operands, dtype, binding)

    def _plain_stack(self, given):
        # A list among the arguments makes a list call, whose errors come before _as_array's.
        for operand in given:
            if _is_list(operand[1]):
                return False
        return super()._plain_stack(given)

    # ------------------------------------------------------------------ array primitives
    def _plain_array(self, name, value):
        return self._as_array(name, value, None)

    def _as_array(self, name, value, problem):
        if isinstance(value, DeviceArray):
            return value
        if value is self._first[0]:
            library, native = self.library, self._first[1]
        else:
            if not on_gpu(value):
                self.fail(name, problem, f"a host array ({type(value).__name__}), but the "
                          f"call's arrays are {self._where()}: pass every array on that device")
            library, native = native_of(value)
            device = library.device_of(native)
            if library is not self.library or device != self.device:
                self.fail(name, problem, f"a {library.name} array on cuda:{device}, but the "
                          f"call's arrays are {self._where()}: one array library and one "
                          f"device per call")
        try:
            return DeviceArray(library, native)
        except Error as error:
            self.fail(name, problem, str(error))

    def _where(self):
        return f"{self.library.name} arrays on cuda:{self.device}"

    @staticmethod
    def _is_caller_array(value):
        return on_gpu(value)

    def _check_writeable(self, op, value):
        arrays = value if self.variable else [value]
        for i, a in enumerate(arrays):
            problem = self.library.blocks_writing(a.native)
            if problem is not None:
                self.fail(op.name, i if self.variable else None, problem)

    def _copy(self, a, kind):
        fortran = kind == "mat" and self.layout == COL_MAJOR
        out = self.library.empty(a.shape, self.dtype, self.device, fortran)
        self.library.copy_into(out, a.native)
        return DeviceArray(self.library, out)

    def _broadcast(self, a, shape):
        return DeviceArray(self.library, self.library.broadcast(a.native, shape))

    @staticmethod
    def _may_share(x, y):
        bx, by = _bounds(x), _bounds(y)
        return bx is not None and by is not None and bx[0] < by[1] and by[0] < bx[1]

    def _duplicate(self, a):
        out = self.library.empty(a.shape, a.dtype, self.device)
        self.library.copy_into(out, a.native)
        return DeviceArray(self.library, out)

    def _allocate(self, shape, dtype, kind, zero):
        fortran = kind == "mat" and self.layout == COL_MAJOR
        return DeviceArray(self.library,
                           self.library.empty(shape, dtype, self.device, fortran, zero))

    @staticmethod
    def _address(a):
        return a.data

    def _as_aux(self, name, value, problem, dtype):
        a = self._as_array(name, value, problem)
        if a.dtype == dtype and a.flags.aligned and _c_contiguous(a):
            return a
        out = self.library.empty(a.shape, dtype, self.device)
        self.library.copy_into(out, a.native)
        return DeviceArray(self.library, out)

    def _write_back(self, target, value):
        self.library.copy_into(target.native, value.native)

    @staticmethod
    def _returned(value):
        return value.native

    def _bad_pivots(self, pivots, k):
        p = pivots.native[:, :k]
        return self.library.to_host(((p < 1) | (p > k)).any(1))

    def _bad_pivot_list(self, pivots, ks):
        flags = [((a.native[:k] < 1) | (a.native[:k] > k)).any()
                 for a, k in zip(pivots, ks) if k]
        if not flags:
            return [False] * len(ks)
        host = iter(self.library.to_host(self.library.stack(flags, self.device)))
        return [bool(next(host)) if k else False for k in ks]

    def _binding(self, form):
        return getattr(_cuda, f"{self.binding}_{form}_{self.code}")

    # ------------------------------------------------------------------ running
    def run(self, form_args):
        """Calls the _cuda binding on the current stream; returns the codes as a device array
        (LAPACK) or None (Level 3)."""
        function = self._binding("ptrs" if self.variable else "strided")
        stream = self.library.stream(self.device)
        codes = None
        if self.binding in _WRITES_CODES or self.binding in _NO_CODES:
            codes = self.library.empty((self.count,), np.int64, self.device, zero=True)
        if self.binding in _WRITES_CODES:
            function(self.device, stream, *form_args, self.library.address(codes))
        else:
            function(self.device, stream, *form_args)
        self._write_targets()
        return codes

    def info(self, codes):
        """Per-problem codes: the int64 device array, or its one entry (0-d) for one problem."""
        return codes[0] if self.single else codes


def _bounds(a):
    """[first byte, last byte + 1) of a DeviceArray's elements, None when it has none."""
    if a.size == 0:
        return None
    low = high = a.data
    for n, s in zip(a.shape, a.strides):
        if s > 0:
            high += (n - 1) * s
        else:
            low += (n - 1) * s
    return low, high + a.itemsize


def _c_contiguous(a):
    expected = a.itemsize
    for n, s in zip(reversed(a.shape), reversed(a.strides)):
        if n > 1 and s != expected:
            return False
        expected *= n
    return True
