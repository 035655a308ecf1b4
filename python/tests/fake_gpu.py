# SPDX-License-Identifier: BSD-3-Clause
# A stand-in GPU for test_gpu.py on machines without one: "device arrays" that are NumPy arrays
# of a subclass in host memory, an array-library adapter for them and a batchblas._cuda whose
# functions run the CPU bindings of batchblas._core. It exercises the GPU path of the Python
# layer (GpuCall: forms, layouts, copies, write-back, codes, errors), not the CUDA kernels.
import ctypes

import numpy as np

from batchblas import _core, _device, _gpu_call


class FakeDeviceArray(np.ndarray):
    """A host array that the package takes for a GPU array."""

    @property
    def __cuda_array_interface__(self):
        return {"data": (self.__array_interface__["data"][0], False)}


def to_fake(array):
    return np.array(array, copy=True, order="K").view(FakeDeviceArray)


class FakeLibrary:
    name = "fake"

    def owns(self, value):
        return isinstance(value, FakeDeviceArray)

    def adopt(self, value):
        return value

    def device_of(self, native):
        return 0

    def describe(self, native):
        return (native.shape, native.dtype, native.strides,
                native.__array_interface__["data"][0], True)

    def stream(self, device):
        return 0

    def empty(self, shape, dtype, device, fortran=False, zero=False):
        make = np.zeros if zero else np.empty
        return _device._allocate(make, shape, dtype, fortran).view(FakeDeviceArray)

    def copy_into(self, target, source):
        np.copyto(target, source, casting="unsafe")

    def broadcast(self, native, shape):
        return np.broadcast_to(native, shape).view(FakeDeviceArray)

    def to_host(self, native):
        return np.asarray(native).copy()

    def stack(self, natives, device):
        return np.stack([np.asarray(n) for n in natives]).view(FakeDeviceArray)

    def address(self, native):
        return native.__array_interface__["data"][0]

    def blocks_writing(self, native):
        return None if native.flags.writeable else "read-only"


class FakeCuda:
    """batchblas._cuda's functions over the CPU bindings: device and stream dropped, codes
    written to the `info` address as the GPU bindings do."""

    def __getattr__(self, name):
        core = getattr(_core, name)
        routine = name.split("_")[0]

        def call(device, stream, *args):
            if routine in _gpu_call._WRITES_CODES:
                codes = np.ascontiguousarray(core(*args[:-1]), dtype=np.int64)
                ctypes.memmove(args[-1], codes.ctypes.data, codes.nbytes)
            else:
                core(*args)
        return call


def install(monkeypatch):
    """Makes FakeDeviceArray a GPU array for the package, until the test ends."""
    library_name = _device._library_name

    def name_with_fake(value):
        return "fake" if isinstance(value, FakeDeviceArray) else library_name(value)

    monkeypatch.setattr(_device, "_library_name", name_with_fake)
    monkeypatch.setitem(_device._libraries, "fake", FakeLibrary())
    monkeypatch.setattr(_gpu_call, "_cuda", FakeCuda())
