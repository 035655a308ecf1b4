# SPDX-License-Identifier: BSD-3-Clause
# The GPU path: Level 3 and LAPACK routines on CuPy arrays and PyTorch CUDA tensors against the
# same calls on NumPy arrays (the CPU library), every type, C and Fortran order, stacks, a shared
# 2-D argument, lists of different sizes and in-place forms; LAPACK codes; errors. The "fake"
# library (fake_gpu.py: host memory taken for device memory, CPU bindings) runs everywhere and
# covers the Python side; "cupy" and "torch" skip unless they are installed with a GPU and
# batchblas has its CUDA module.
import numpy as np
import pytest

import batchblas as bb
from batchblas import _gpu_call
from conftest import DTYPES, pack, rand, spd, well_conditioned
import fake_gpu

COUNT = 5
LIST_N = [3, 12, 1, 33, 7]      # one above 32: the blocked GPU paths
LIST_K = [2, 5, 9, 4, 1]
STACK_N, STACK_K = 9, 4
FORMS = ["C", "F", "shared", "list"]


class Library:
    """How a test moves NumPy arrays to one array library's device and back."""

    def __init__(self, name, from_c, swap, to_numpy):
        self.name = name
        self.from_c = from_c
        self.swap = swap
        self.to_numpy = to_numpy

    def put(self, x):
        """x on the device with the same element order per matrix."""
        if isinstance(x, list):
            return [self.put(e) for e in x]
        if x.ndim >= 2 and not x.flags.c_contiguous and x.swapaxes(-1, -2).flags.c_contiguous:
            return self.swap(self.from_c(np.ascontiguousarray(x.swapaxes(-1, -2))))
        return self.from_c(np.ascontiguousarray(x))

    def get(self, x):
        if isinstance(x, (list, tuple)):
            return type(x)(self.get(e) for e in x)
        return np.asarray(self.to_numpy(x))


def _gpu_count(name):
    try:
        if name == "cupy":
            import cupy
            return cupy.cuda.runtime.getDeviceCount()
        import torch
        return torch.cuda.device_count() if torch.cuda.is_available() else 0
    except Exception:
        return 0


def _library(name, monkeypatch):
    if name == "fake":
        fake_gpu.install(monkeypatch)
        return Library("fake", fake_gpu.to_fake, lambda a: a.swapaxes(-1, -2), np.asarray)
    pytest.importorskip(name)
    if _gpu_count(name) < 1:
        pytest.skip(f"{name} sees no GPU")
    if _gpu_call._cuda is None:
        pytest.skip("batchblas was built without its CUDA module (batchblas._cuda)")
    if name == "cupy":
        import cupy
        return Library("cupy", cupy.asarray, lambda a: a.swapaxes(-1, -2), cupy.asnumpy)
    import torch
    return Library("torch", lambda x: torch.from_numpy(x).cuda(), lambda a: a.transpose(-1, -2),
                   lambda a: a.cpu().numpy())


@pytest.fixture(params=["cupy", "torch", "fake"])
def gpu(request, monkeypatch):
    return _library(request.param, monkeypatch)


@pytest.fixture
def rng():
    return np.random.default_rng(20261130)


# ---------------------------------------------------------------------- comparing
def _eps(dtype):
    return np.finfo(np.dtype(dtype)).eps


def assert_close(got, want, dtype, what):
    """Normwise: ||got - want|| <= c eps n max(1, ||want||) per problem."""
    if isinstance(want, list):
        assert isinstance(got, list) and len(got) == len(want), what
        for i, (g, w) in enumerate(zip(got, want)):
            assert_close(g, w, dtype, f"{what}[{i}]")
        return
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape, f"{what}: shape {got.shape}, expected {want.shape}"
    if want.dtype.kind in "iu":
        np.testing.assert_array_equal(got, want, err_msg=what)
        return
    assert got.dtype == want.dtype, f"{what}: type {got.dtype}, expected {want.dtype}"
    n = max(want.shape[-2:], default=1) if want.ndim else 1
    problems = want.reshape((-1,) + want.shape[-2:]) if want.ndim == 3 else want[np.newaxis]
    results = got.reshape(problems.shape)
    for i, (g, w) in enumerate(zip(results, problems)):
        error = np.linalg.norm(g - w)
        bound = 64 * _eps(dtype) * max(n, 1) * max(1.0, np.linalg.norm(w))
        assert error <= bound, f"{what}, problem {i}: error {error:.3g} > {bound:.3g}"


def compare(gpu, routine, args, kwargs, dtype):
    """Runs `routine` on the device copies of `args` and on `args` (NumPy): same results."""
    want = getattr(bb, routine)(*args, **kwargs)
    got = gpu.get(getattr(bb, routine)(*[gpu.put(a) if a is not None else None for a in args],
                                       **kwargs))
    if not isinstance(want, tuple):
        want, got = (want,), (got,)
    for i, (g, w) in enumerate(zip(got, want)):
        assert_close(g, w if isinstance(w, list) else np.asarray(w), dtype,
                     f"{gpu.name} {routine} result {i}")


# ---------------------------------------------------------------------- inputs
def _sizes(form):
    if form == "list":
        return LIST_N, LIST_K
    return [STACK_N] * COUNT, [STACK_K] * COUNT


def _packed(mats, form, shared=False):
    if form == "list":
        return pack(mats, "list")
    if form == "shared" and shared:
        return mats[0]
    return pack(mats, "F" if form == "F" else "C")


def _pivots(ipivs, form, shared):
    if form == "list":
        return ipivs
    if form == "shared" and shared:
        return ipivs[0]
    return np.stack(ipivs)


def _factor(routine, A):
    """CPU factors of each problem, to feed the solves and getri."""
    if routine == "potrf":
        return [bb.potrf(a)[0] for a in A], None
    lu, ipiv = zip(*[bb.getrf(a)[:2] for a in A])
    return list(lu), list(ipiv)


def inputs(routine, rng, dtype, form):
    """(args, kwargs) of a call of `routine` in `form`; in "shared" the first matrix is one
    2-D array for every problem (or, where it is the only matrix, the call is one problem)."""
    ns, ks = _sizes(form)
    shared = form == "shared"

    def mats(make):
        out = [make(n, k) for n, k in zip(ns, ks)]
        if shared:
            out = [out[0]] * len(out)
        return out

    def others(make):
        return [make(n, k) for n, k in zip(ns, ks)]

    P = lambda m: _packed(m, form, shared=True)       # noqa: E731  the shared argument
    Q = lambda m: _packed(m, form)                    # noqa: E731
    rnd = lambda r, c: rand(rng, (r, c), dtype)       # noqa: E731
    if routine == "gemm":
        return [P(mats(lambda n, k: rnd(n, k))), Q(others(lambda n, k: rnd(k, n + 1)))], \
            {"alpha": 1.5}
    if routine in ("symm", "hemm"):
        return [P(mats(lambda n, k: rnd(n, n))), Q(others(lambda n, k: rnd(n, k)))], \
            {"alpha": 0.5, "uplo": "U"}
    if routine in ("syrk", "herk"):
        return [P(mats(lambda n, k: rnd(n, k)))], {"alpha": 2.0, "uplo": "L"}
    if routine in ("syr2k", "her2k"):
        return [P(mats(lambda n, k: rnd(n, k))), Q(others(lambda n, k: rnd(n, k)))], \
            {"uplo": "U"}
    if routine in ("trmm", "trsm"):
        return [P(mats(lambda n, k: well_conditioned(rng, n, dtype))),
                Q(others(lambda n, k: rnd(n, k)))], {"uplo": "U", "trans": "T"}
    if routine == "getrf":
        return [P(mats(lambda n, k: rnd(n, n + 2 - k % 3)))], {}
    if routine == "geqrf":
        return [P(mats(lambda n, k: rnd(n + k % 3, n)))], {}
    if routine in ("gesv", "posv"):
        make = well_conditioned if routine == "gesv" else spd
        return [P(mats(lambda n, k: make(rng, n, dtype))),
                Q(others(lambda n, k: rnd(n, k)))], {}
    if routine == "potrf":
        return [P(mats(lambda n, k: spd(rng, n, dtype)))], {"uplo": "U"}
    if routine in ("getrs", "getri"):
        lu, ipiv = _factor("getrf", mats(lambda n, k: well_conditioned(rng, n, dtype)))
        single = routine == "getri" and shared
        if routine == "getri":
            return [P(lu), _pivots(ipiv, form, single)], {}
        return [P(lu), _pivots(ipiv, form, False), Q(others(lambda n, k: rnd(n, k)))], \
            {"trans": "C"}
    if routine == "potrs":
        c, _ = _factor("potrf", mats(lambda n, k: spd(rng, n, dtype)))
        return [P(c), Q(others(lambda n, k: rnd(n, k)))], {}
    raise AssertionError(routine)


LEVEL3 = ["gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm", "trsm"]
LAPACK = ["getrf", "getrs", "gesv", "potrf", "potrs", "posv", "getri", "geqrf"]


# ---------------------------------------------------------------------- results
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("routine", LEVEL3 + LAPACK)
def test_routine(gpu, rng, routine, dtype):
    for form in FORMS:
        args, kwargs = inputs(routine, rng, dtype, form)
        if routine == "getrf":
            _compare_getrf(gpu, args, dtype)
        else:
            compare(gpu, routine, args, kwargs, dtype)


def _compare_getrf(gpu, args, dtype):
    """LU factors as the CPU's where the pivots agree, else P^T L U equal to A."""
    (A,) = args
    lu_want, ipiv_want, info_want = bb.getrf(A)
    lu, ipiv, info = gpu.get(bb.getrf(gpu.put(A)))
    np.testing.assert_array_equal(info, info_want)
    as_list = isinstance(A, list)
    mats = A if as_list else (A if A.ndim == 3 else A[np.newaxis])
    lus = lu if as_list else (lu if lu.ndim == 3 else lu[np.newaxis])
    pivs = ipiv if as_list else (ipiv if ipiv.ndim == 2 else ipiv[np.newaxis])
    want_lus = lu_want if as_list else np.asarray(lu_want).reshape(np.shape(lus))
    want_pivs = ipiv_want if as_list else np.asarray(ipiv_want).reshape(np.shape(pivs))
    for i, (a, f, p, fw, pw) in enumerate(zip(mats, lus, pivs, want_lus, want_pivs)):
        if np.array_equal(p, pw):
            assert_close(f, fw, dtype, f"{gpu.name} getrf lu[{i}]")
        else:
            m, n = a.shape
            r = min(m, n)
            L = np.tril(f, -1)[:, :r] + np.eye(m, r, dtype=f.dtype)
            rebuilt = L @ np.triu(f)[:r]
            for j in reversed(range(r)):
                rebuilt[[j, p[j] - 1]] = rebuilt[[p[j] - 1, j]]
            assert_close(rebuilt, np.asarray(a), dtype, f"{gpu.name} getrf P^T L U[{i}]")


@pytest.mark.parametrize("dtype", [np.float64, np.complex64])
def test_in_place(gpu, rng, dtype):
    """overwrite_* writes into the caller's arrays and returns them, stacks and lists."""
    for form in ["C", "F", "list"]:
        ns, ks = _sizes(form)
        A = _packed([well_conditioned(rng, n, dtype) for n in ns], form)
        B = _packed([rand(rng, (n, k), dtype) for n, k in zip(ns, ks)], form)
        C = _packed([rand(rng, (n, k), dtype) for n, k in zip(ns, ks)], form)
        cases = [("gemm", (A, B, C), {"beta": 0.5, "overwrite_c": True}, 2),
                 ("trsm", (A, B), {"overwrite_b": True}, 1),
                 ("getrf", (A,), {"overwrite_a": True}, 0),
                 ("gesv", (A, B), {"overwrite_a": True, "overwrite_b": True}, 0),
                 ("potrf", (_packed([spd(rng, n, dtype) for n in ns], form),),
                  {"overwrite_a": True}, 0)]
        for routine, args, kwargs, written in cases:
            want = getattr(bb, routine)(*[_copy(a) for a in args], **kwargs)
            device = [gpu.put(a) for a in args]
            got = getattr(bb, routine)(*device, **kwargs)
            result = got[0] if isinstance(got, tuple) else got
            if isinstance(result, list):
                assert all(r is d for r, d in zip(result, device[written]))
            else:
                assert result is device[written], f"{routine}: not the caller's array"
            w = want[0] if isinstance(want, tuple) else want
            assert_close(gpu.get(device[written]), w, dtype, f"{gpu.name} {routine} in place")
        lu, ipiv, _ = bb.getrf(A)
        want, _ = bb.getri(_copy(lu), ipiv, overwrite_lu=True)
        lu_device = gpu.put(lu)
        got, _ = bb.getri(lu_device, gpu.put(ipiv), overwrite_lu=True)
        if isinstance(got, list):
            assert all(g is d for g, d in zip(got, lu_device))
        else:
            assert got is lu_device
        assert_close(gpu.get(lu_device), want, dtype, f"{gpu.name} getri in place")


def _copy(x):
    return [np.array(e) for e in x] if isinstance(x, list) else np.array(x)


def test_strided_views(gpu, rng):
    """Views the kernels cannot address are computed in copies; in-place results land in the
    caller's view."""
    A = rand(rng, (COUNT, 12, 6), np.float64)
    B = rand(rng, (COUNT, 6, 5), np.float64)
    C = rand(rng, (COUNT, 6, 10), np.float64)
    want = C.copy()
    want[:, :, ::2] = bb.gemm(A[:, ::2], B, C[:, :, ::2], beta=1.0)
    device_c = gpu.put(C)
    view = device_c[:, :, ::2]
    got = bb.gemm(gpu.put(A)[:, ::2], gpu.put(B), view, beta=1.0, overwrite_c=True)
    assert got is view
    assert_close(gpu.get(device_c), want, np.float64, f"{gpu.name} gemm into a strided view")


# ---------------------------------------------------------------------- codes
@pytest.mark.parametrize("dtype", DTYPES)
def test_codes(gpu, rng, dtype):
    """A singular / non-positive-definite problem gets its code; its neighbours are solved."""
    n = 6
    A = np.stack([well_conditioned(rng, n, dtype) for _ in range(COUNT)])
    A[2][:, 3] = 0                          # U(4, 4) is exactly zero
    S = np.stack([spd(rng, n, dtype) for _ in range(COUNT)])
    S[1][4, 4] = -1                         # the leading minor of order 5 is not positive
    B = rand(rng, (COUNT, n, 2), dtype)
    for routine, args in [("getrf", (A,)), ("gesv", (A, B)), ("potrf", (S,)),
                          ("posv", (S, B))]:
        want = getattr(bb, routine)(*args)
        got = gpu.get(getattr(bb, routine)(*[gpu.put(a) for a in args]))
        np.testing.assert_array_equal(got[-1], want[-1], err_msg=f"{gpu.name} {routine} codes")
        assert np.asarray(want[-1]).any()
        healthy = np.asarray(want[-1]) == 0
        for g, w in zip(got[:-1], want[:-1]):
            assert_close(np.asarray(g)[healthy], np.asarray(w)[healthy], dtype,
                         f"{gpu.name} {routine} healthy problems")
    lu, ipiv, _ = bb.getrf(A)
    want = bb.getri(lu, ipiv)
    got = gpu.get(bb.getri(gpu.put(lu), gpu.put(ipiv)))
    np.testing.assert_array_equal(got[1], want[1])
    # One problem: the code is a 0-d array of the caller's library.
    got = bb.potrf(gpu.put(S[1]))[1]
    assert int(gpu.get(got)) == 5


# ---------------------------------------------------------------------- errors
def test_level12_refuse_gpu_arrays(gpu, rng):
    x = gpu.put(rand(rng, (COUNT, 4), np.float64))
    A = gpu.put(rand(rng, (COUNT, 4, 4), np.float64))
    with pytest.raises(bb.Error, match=r"axpy.*'x'.*CPU only"):
        bb.axpy(x, x)
    with pytest.raises(bb.Error, match=r"gemv.*'A'.*CPU only"):
        bb.gemv(A, x)
    with pytest.raises(bb.Error, match=r"nrm2.*'x' in problem 0.*CPU only"):
        bb.nrm2([gpu.put(np.ones(3))])


def test_host_and_device_mixed(gpu, rng):
    A = rand(rng, (COUNT, 4, 4), np.float64)
    with pytest.raises(bb.Error, match=r"gemm.*'B'.*host array"):
        bb.gemm(gpu.put(A), A)
    with pytest.raises(bb.Error, match=r"gemm.*'A'.*host array"):
        bb.gemm(A, gpu.put(A))
    with pytest.raises(bb.Error, match=r"gemm.*'B' in problem 1.*host array"):
        bb.gemm([gpu.put(a) for a in A[:2]], [gpu.put(A[0]), A[1]])
    lu, ipiv, _ = bb.getrf(A)
    with pytest.raises(bb.Error, match=r"getrs.*'ipiv'.*host array"):
        bb.getrs(gpu.put(lu), ipiv, gpu.put(A))


def test_invalid_arguments_on_gpu(gpu, rng):
    A = gpu.put(rand(rng, (COUNT, 4, 3), np.float64))
    with pytest.raises(bb.Error, match=r"gemm.*'B'.*op\(B\) has 4 rows"):
        bb.gemm(A, A)
    with pytest.raises(bb.Error, match=r"potrf.*'A'.*not square"):
        bb.potrf(A)
    lu, ipiv, _ = bb.getrf(rand(rng, (COUNT, 4, 4), np.float64))
    ipiv[3, 1] = 9
    with pytest.raises(bb.Error, match=r"getrs.*'ipiv' in problem 3.*1\.\.4"):
        bb.getrs(gpu.put(lu), gpu.put(ipiv), gpu.put(rand(rng, (COUNT, 4, 1), np.float64)))


def test_mixed_libraries_and_devices(rng):
    A = rand(rng, (COUNT, 4, 4), np.float64)
    cupy = pytest.importorskip("cupy")
    torch = pytest.importorskip("torch")
    if _gpu_count("cupy") < 1 or _gpu_call._cuda is None:
        pytest.skip("needs a GPU and batchblas._cuda")
    with pytest.raises(bb.Error, match=r"gemm.*'B'.*torch array.*cupy arrays"):
        bb.gemm(cupy.asarray(A), torch.from_numpy(A).cuda())
    if _gpu_count("cupy") < 2:
        return
    with cupy.cuda.Device(1):
        other = cupy.asarray(A)
    with pytest.raises(bb.Error, match=r"gemm.*'B'.*cuda:1.*cuda:0"):
        bb.gemm(cupy.asarray(A), other)


def test_torch_stream_and_autograd(rng):
    """The call runs on torch's current stream; tensors that require grad are not written."""
    torch = pytest.importorskip("torch")
    if _gpu_count("torch") < 1 or _gpu_call._cuda is None:
        pytest.skip("needs a GPU and batchblas._cuda")
    A = rand(rng, (COUNT, 8, 8), np.float64)
    B = rand(rng, (COUNT, 8, 3), np.float64)
    want = bb.gemm(A, B)
    stream = torch.cuda.Stream()
    with torch.cuda.stream(stream):
        a = torch.from_numpy(A).cuda()
        b = torch.from_numpy(B).cuda()
        c = bb.gemm(a, b)
        got = c.cpu().numpy()
    assert_close(got, want, np.float64, "torch gemm on a side stream")
    C = torch.zeros((COUNT, 8, 3), dtype=torch.float64, device="cuda", requires_grad=True)
    with pytest.raises(bb.Error, match=r"gemm.*'C'.*requires grad"):
        bb.gemm(a, b, C, overwrite_c=True)


def test_cupy_stream(rng):
    cupy = pytest.importorskip("cupy")
    if _gpu_count("cupy") < 1 or _gpu_call._cuda is None:
        pytest.skip("needs a GPU and batchblas._cuda")
    A = rand(rng, (COUNT, 8, 8), np.float64)
    B = rand(rng, (COUNT, 8, 3), np.float64)
    want = bb.gesv(A, B)[2]
    with cupy.cuda.Stream(non_blocking=True):
        x = bb.gesv(cupy.asarray(A), cupy.asarray(B))[2]
        got = cupy.asnumpy(x)
    assert_close(got, want, np.float64, "cupy gesv on a side stream")
