#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# batchblas on the GPU against the batched routines of CuPy and PyTorch on stacks of n x n
# matrices: matmul against gemm, torch.linalg.lu_factor against getrf, cholesky against potrf,
# solve against gesv, inv against getrf + getri, torch.geqrf / cupy.linalg.qr (mode 'r')
# against geqrf. batchblas runs on each library's arrays, on its current stream. Each time is
# the median over repeats of CUDA-event time per call (several calls between two events),
# after warm-up, on random well-conditioned data; results are checked against the library's
# first. Prints a table (ratio: library time / batchblas time, above 1: batchblas is faster)
# and writes every measurement as CSV.
#
#   python python/bench/bench_gpu.py [--sizes 4,8,...,256] [--dtypes float64,float32]
#                                    [--libs cupy,torch] [--repeat 7] [--csv bench_gpu.csv]
import argparse
import csv
import statistics
import sys

import numpy as np

import batchblas as bb

OPS = ["gemm", "getrf", "potrf", "gesv", "inv", "geqrf"]


def batch_for(n):
    """Problems per call: about 2^22 matrix entries, 16 to 20000 matrices."""
    return int(min(20000, max(16, (1 << 22) // (n * n))))


def flops(op, n, batch):
    per = {"gemm": 2 * n ** 3, "getrf": 2 * n ** 3 / 3, "potrf": n ** 3 / 3,
           "gesv": 2 * n ** 3 / 3 + 2 * n ** 2, "inv": 2 * n ** 3, "geqrf": 4 * n ** 3 / 3}[op]
    return per * batch


class Cupy:
    name = "cupy"

    def __init__(self):
        import cupy
        self.cp = cupy

    def put(self, x):
        return self.cp.asarray(x)

    def get(self, x):
        return self.cp.asnumpy(x)

    def event(self):
        return self.cp.cuda.Event()

    def record(self, event):
        event.record()

    def elapsed_ms(self, start, end):
        end.synchronize()
        return self.cp.cuda.get_elapsed_time(start, end)

    def sync(self):
        self.cp.cuda.get_current_stream().synchronize()

    def reference(self, op):
        la = self.cp.linalg
        return {"gemm": lambda A, B, S, b: self.cp.matmul(A, B),
                "potrf": lambda A, B, S, b: la.cholesky(S),
                "gesv": lambda A, B, S, b: la.solve(A, b),
                "inv": lambda A, B, S, b: la.inv(A),
                "geqrf": lambda A, B, S, b: la.qr(A, mode="r")}.get(op)


class Torch:
    name = "torch"

    def __init__(self):
        import torch
        self.torch = torch

    def put(self, x):
        return self.torch.from_numpy(x).cuda()

    def get(self, x):
        return x.cpu().numpy()

    def event(self):
        return self.torch.cuda.Event(enable_timing=True)

    def record(self, event):
        event.record()

    def elapsed_ms(self, start, end):
        end.synchronize()
        return start.elapsed_time(end)

    def sync(self):
        self.torch.cuda.current_stream().synchronize()

    def reference(self, op):
        t, la = self.torch, self.torch.linalg
        return {"gemm": lambda A, B, S, b: t.matmul(A, B),
                "getrf": lambda A, B, S, b: la.lu_factor(A),
                "potrf": lambda A, B, S, b: la.cholesky(S),
                "gesv": lambda A, B, S, b: la.solve(A, b),
                "inv": lambda A, B, S, b: la.inv(A),
                "geqrf": lambda A, B, S, b: t.geqrf(A)}.get(op)


def ours(op):
    def inv(A, B, S, b):
        lu, ipiv, _ = bb.getrf(A)
        return bb.getri(lu, ipiv)[0]
    return {"gemm": lambda A, B, S, b: bb.gemm(A, B),
            "getrf": lambda A, B, S, b: bb.getrf(A),
            "potrf": lambda A, B, S, b: bb.potrf(S)[0],
            "gesv": lambda A, B, S, b: bb.gesv(A, b)[2],
            "inv": inv,
            "geqrf": lambda A, B, S, b: bb.geqrf(A)}[op]


def time_ms(lib, fn, args, repeat, calls):
    for _ in range(2):
        fn(*args)
    lib.sync()
    times = []
    for _ in range(repeat):
        start, end = lib.event(), lib.event()
        lib.record(start)
        for _ in range(calls):
            fn(*args)
        lib.record(end)
        times.append(lib.elapsed_ms(start, end) / calls)
    return statistics.median(times)


def check(lib, op, ours_out, ref_out, args, dtype):
    """batchblas's result against the library's (the part both compute)."""
    if op in ("getrf", "geqrf"):
        return True                  # pivots / reflector storage compared by the tests
    got, want = lib.get(ours_out), lib.get(ref_out)
    if op == "potrf":
        got = np.tril(got)
    eps = np.finfo(dtype).eps
    n = got.shape[-1]
    error = np.linalg.norm(got - want) / max(1.0, np.linalg.norm(want))
    return error <= 1e3 * eps * n


def inputs(rng, n, batch, dtype):
    A = rng.standard_normal((batch, n, n)).astype(dtype) + n * np.eye(n, dtype=dtype)
    B = rng.standard_normal((batch, n, n)).astype(dtype)
    X = rng.standard_normal((batch, n, n)).astype(dtype)
    S = (X @ X.swapaxes(1, 2) + n * np.eye(n, dtype=dtype)).astype(dtype)
    b = rng.standard_normal((batch, n, 1)).astype(dtype)
    return A, B, S, b


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="4,8,16,32,64,128,256")
    parser.add_argument("--dtypes", default="float64,float32")
    parser.add_argument("--libs", default="cupy,torch")
    parser.add_argument("--ops", default=",".join(OPS))
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--calls", type=int, default=3, help="calls between two events")
    parser.add_argument("--csv", default="bench_gpu.csv")
    args = parser.parse_args()

    libs = []
    for name in args.libs.split(","):
        try:
            libs.append(Cupy() if name == "cupy" else Torch())
        except ImportError:
            print(f"bench_gpu: {name} not installed, skipped", file=sys.stderr)
    rng = np.random.default_rng(7)
    rows = []
    header = (f"{'lib':6} {'dtype':8} {'op':6} {'n':>4} {'batch':>6} {'batchblas ms':>13} "
              f"{'lib ms':>10} {'ratio':>7} {'bb GF/s':>9} ok")
    print(header)
    print("-" * len(header))
    for lib in libs:
        for dtype in [np.dtype(d) for d in args.dtypes.split(",")]:
            for n in [int(s) for s in args.sizes.split(",")]:
                batch = batch_for(n)
                host = inputs(rng, n, batch, dtype)
                device = [lib.put(x) for x in host]
                for op in args.ops.split(","):
                    mine = ours(op)
                    theirs = lib.reference(op)
                    try:
                        ms = time_ms(lib, mine, device, args.repeat, args.calls)
                    except Exception as error:
                        print(f"bench_gpu: batchblas {op} n={n} on {lib.name}: FAILED: {error}",
                              file=sys.stderr)
                        continue
                    ref_ms, ok = None, ""
                    if theirs is not None:
                        try:
                            ref_ms = time_ms(lib, theirs, device, args.repeat, args.calls)
                            ok = "yes" if check(lib, op, mine(*device), theirs(*device),
                                                device, dtype) else "NO"
                        except Exception as error:   # a routine the library lacks here
                            print(f"bench_gpu: {lib.name} {op} n={n}: {error}",
                                  file=sys.stderr)
                    gflops = flops(op, n, batch) / (ms * 1e6)
                    ratio = ref_ms / ms if ref_ms else None
                    rows.append({"lib": lib.name, "dtype": dtype.name, "op": op, "n": n,
                                 "batch": batch, "batchblas_ms": f"{ms:.5f}",
                                 "lib_ms": f"{ref_ms:.5f}" if ref_ms else "",
                                 "ratio": f"{ratio:.3f}" if ratio else "",
                                 "batchblas_gflops": f"{gflops:.2f}", "agrees": ok})
                    print(f"{lib.name:6} {dtype.name:8} {op:6} {n:4} {batch:6} {ms:13.4f} "
                          f"{(f'{ref_ms:.4f}' if ref_ms else '-'):>10} "
                          f"{(f'{ratio:.2f}' if ratio else '-'):>7} {gflops:9.1f} {ok}",
                          flush=True)
                del device
    with open(args.csv, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]) if rows else ["lib"])
        writer.writeheader()
        writer.writerows(rows)
    print(f"bench_gpu: {len(rows)} rows written to {args.csv}")


if __name__ == "__main__":
    main()
