# SPDX-License-Identifier: BSD-3-Clause
# GPU arrays as the GPU calls see them: recognising them (CuPy arrays, PyTorch CUDA tensors,
# anything exposing __cuda_array_interface__ or a CUDA DLPack device), their metadata in NumPy's
# terms (DeviceArray: shape, dtype, byte strides, address), and the few things a call asks of
# their own library (allocate, copy, broadcast, the current stream, reading codes back).
#
# Neither CuPy nor PyTorch is imported here until a GPU array is seen, so CPU calls never pay
# for them.
import math
import sys

import numpy as np

_KDL_CUDA = 2
_KDL_CUDA_MANAGED = 13


def _library_name(value):
    module = type(value).__module__
    if module.startswith("torch"):
        return "torch"
    if module.startswith("cupy"):
        return "cupy"
    return None


def on_gpu(value):
    """Whether `value` is an array in CUDA device memory."""
    if type(value) is np.ndarray or value is None:
        return False
    library = _library_name(value)
    if library == "torch":
        return bool(getattr(value, "is_cuda", False))
    if library == "cupy":
        return hasattr(value, "__cuda_array_interface__")
    try:
        if getattr(value, "__cuda_array_interface__", None) is not None:
            return True
        device = getattr(value, "__dlpack_device__", None)
        return device is not None and device()[0] in (_KDL_CUDA, _KDL_CUDA_MANAGED)
    except Exception:       # a property that refuses (e.g. a host-only array type) is no GPU array
        return False


class _Flags:
    __slots__ = ("aligned", "writeable")

    def __init__(self, aligned, writeable):
        self.aligned = aligned
        self.writeable = writeable


class DeviceArray:
    """A device array's metadata with NumPy's names, and the array itself (`native`)."""

    __slots__ = ("native", "library", "shape", "dtype", "strides", "data", "flags")

    def __init__(self, library, native):
        self.native = native
        self.library = library
        self.shape, self.dtype, self.strides, self.data, usable = library.describe(native)
        # The kernels load whole elements: an address or stride off the element size is copied.
        step = self.dtype.itemsize
        aligned = usable and self.data % step == 0
        for s in self.strides:
            if s % step:
                aligned = False
        self.flags = _Flags(aligned, True)

    @property
    def ndim(self):
        return len(self.shape)

    @property
    def size(self):
        return math.prod(self.shape)

    @property
    def itemsize(self):
        return self.dtype.itemsize

    def __getitem__(self, index):
        return DeviceArray(self.library, self.native[index])


class _CupyLibrary:
    name = "cupy"

    def __init__(self):
        import cupy
        self.cp = cupy

    def owns(self, value):
        return isinstance(value, self.cp.ndarray)

    def adopt(self, value):
        """A CuPy array over the memory of a foreign GPU array (no copy)."""
        if hasattr(value, "__cuda_array_interface__"):
            return self.cp.asarray(value)
        return self.cp.from_dlpack(value)

    def device_of(self, native):
        return native.device.id

    def describe(self, native):
        return native.shape, native.dtype, native.strides, native.data.ptr, True

    def stream(self, device):
        with self.cp.cuda.Device(device):
            return self.cp.cuda.get_current_stream().ptr

    def empty(self, shape, dtype, device, fortran=False, zero=False):
        make = self.cp.zeros if zero else self.cp.empty
        with self.cp.cuda.Device(device):
            return _allocate(make, shape, dtype, fortran)

    def copy_into(self, target, source):
        with self.cp.cuda.Device(self.device_of(target)):
            self.cp.copyto(target, source, casting="unsafe")

    def broadcast(self, native, shape):
        return self.cp.broadcast_to(native, shape)

    def to_host(self, native):
        with self.cp.cuda.Device(self.device_of(native)):
            return self.cp.asnumpy(native)

    def stack(self, natives, device):
        with self.cp.cuda.Device(device):
            return self.cp.stack(natives)

    def address(self, native):
        return native.data.ptr

    def blocks_writing(self, native):
        return None


class _TorchLibrary:
    name = "torch"

    def __init__(self):
        import torch
        self.torch = torch
        pairs = [(torch.bool, np.bool_), (torch.uint8, np.uint8), (torch.int8, np.int8),
                 (torch.int16, np.int16), (torch.int32, np.int32), (torch.int64, np.int64),
                 (torch.float16, np.float16), (torch.float32, np.float32),
                 (torch.float64, np.float64), (torch.complex64, np.complex64),
                 (torch.complex128, np.complex128)]
        self.to_numpy = {t: np.dtype(n) for t, n in pairs}
        self.to_torch = {np.dtype(n): t for t, n in pairs}

    def owns(self, value):
        return isinstance(value, self.torch.Tensor)

    def adopt(self, value):
        """A tensor over the memory of a foreign GPU array (no copy)."""
        if hasattr(value, "__cuda_array_interface__"):
            return self.torch.as_tensor(value, device="cuda")
        return self.torch.from_dlpack(value)

    def device_of(self, native):
        return native.device.index

    def describe(self, native):
        dtype = self.to_numpy.get(native.dtype)
        if dtype is None:
            from ._core import Error
            raise Error(f"unsupported tensor type {native.dtype} (float32, float64, complex64 "
                        f"or complex128)")
        itemsize = dtype.itemsize
        strides = tuple(s * itemsize for s in native.stride())
        # A lazily conjugated or negated view holds other values in memory than it shows: only
        # a copy made by torch gives the kernels the values the caller sees.
        usable = not (native.is_conj() or native.is_neg())
        return tuple(native.shape), dtype, strides, native.data_ptr(), usable

    def stream(self, device):
        return self.torch.cuda.current_stream(device).cuda_stream

    def empty(self, shape, dtype, device, fortran=False, zero=False):
        make = self.torch.zeros if zero else self.torch.empty
        where = self.torch.device("cuda", device)
        dtype = self.to_torch[np.dtype(dtype)]
        return _allocate(lambda s, t: make(s, dtype=t, device=where), shape, dtype, fortran)

    def copy_into(self, target, source):
        target.copy_(source)

    def broadcast(self, native, shape):
        return native.expand(*shape)

    def to_host(self, native):
        return native.cpu().numpy()

    def stack(self, natives, device):
        return self.torch.stack(natives)

    def address(self, native):
        return native.data_ptr()

    def blocks_writing(self, native):
        if native.requires_grad:
            return ("requires grad, and batchblas writes without recording autograd: pass a "
                    "tensor detached from the graph (tensor.detach())")
        return None


def _allocate(make, shape, dtype, fortran):
    """make(shape, dtype), with each matrix (last two axes) column-major where `fortran`: the
    problems stay one after another, as a stacked call needs."""
    if fortran and len(shape) >= 2:
        swapped = tuple(shape[:-2]) + (shape[-1], shape[-2])
        return make(swapped, dtype).swapaxes(-1, -2)
    return make(tuple(shape), dtype)


_libraries = {}


def library(name):
    """The adapter of array library `name` ('cupy' or 'torch'), imported on first use."""
    adapter = _libraries.get(name)
    if adapter is None:
        adapter = _CupyLibrary() if name == "cupy" else _TorchLibrary()
        _libraries[name] = adapter
    return adapter


def native_of(value):
    """(adapter, array) for a GPU array: CuPy and PyTorch arrays as they are, others adopted
    without a copy by CuPy where it is installed, else by PyTorch."""
    name = _library_name(value)
    if name is not None:
        return library(name), value
    for name in ("cupy", "torch"):
        if name in sys.modules or _importable(name):
            adapter = library(name)
            return adapter, adapter.adopt(value)
    from ._core import Error
    raise Error(f"a GPU array of type {type(value).__name__} needs CuPy or PyTorch installed "
                f"(batchblas allocates results with them)")


def _importable(name):
    import importlib.util
    return importlib.util.find_spec(name) is not None
