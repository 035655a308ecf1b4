#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# The per-call cost of the Python layer: tiny stacked float64 calls (batch 8, n = 4 and 8,
# C order) of gemm, potrf, gesv, getrf and trsm, where the library's own work is small and the
# rest is the package's argument analysis; numpy.matmul for reference. With --gpu-fake the same
# calls on the "fake GPU" of python/tests/fake_gpu.py (host arrays taken for device arrays, CPU
# bindings), which times the Python part of the GPU path without a GPU.
#
#   python python/bench/bench_overhead.py [--number 2000] [--repeat 9] [--gpu-fake]
#       prints microseconds per call (median over repeats) for the importable batchblas.
#   python python/bench/bench_overhead.py --against DIR [--rounds 3] [--csv FILE] [--gpu-fake]
#       one comparison run: this script in subprocesses, alternately with DIR on PYTHONPATH
#       (DIR/batchblas: another installed copy of the package, e.g. an earlier commit's, with
#       its _core) and with the installed package, `rounds` times each; prints the median of
#       each side and new / old, and appends them to FILE as CSV.
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import timeit

import numpy as np

BATCH = 8
SIZES = (4, 8)


def cases(bb, n, put=np.asarray):
    rng = np.random.default_rng(n)
    A = rng.standard_normal((BATCH, n, n)) + n * np.eye(n)
    B = rng.standard_normal((BATCH, n, n))
    rhs = rng.standard_normal((BATCH, n, 1))
    X = rng.standard_normal((BATCH, n, n))
    S = X @ X.swapaxes(1, 2) + n * np.eye(n)
    A, B, rhs, S = put(A), put(B), put(rhs), put(S)
    return [
        ("gemm", lambda: bb.gemm(A, B)),
        ("potrf", lambda: bb.potrf(S)),
        ("gesv", lambda: bb.gesv(A, rhs)),
        ("getrf", lambda: bb.getrf(A)),
        ("trsm", lambda: bb.trsm(A, B)),
    ]


def per_call_us(fn, number, repeat):
    fn()
    times = timeit.repeat(fn, number=number, repeat=repeat)
    return statistics.median(times) / number * 1e6


class _Patch:
    """The part of pytest's monkeypatch that fake_gpu.install uses, kept for the process."""

    def setattr(self, target, name, value):
        setattr(target, name, value)

    def setitem(self, mapping, key, value):
        mapping[key] = value


def measure(number, repeat, gpu_fake):
    import batchblas as bb
    rows = []
    put = np.asarray
    if gpu_fake:
        sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests"))
        import fake_gpu
        fake_gpu.install(_Patch())
        put = fake_gpu.to_fake
    for n in SIZES:
        if not gpu_fake:
            rng = np.random.default_rng(0)
            A, B = rng.standard_normal((2, BATCH, n, n))
            rows.append(("numpy.matmul", n, per_call_us(lambda: np.matmul(A, B), number, repeat)))
        for name, fn in cases(bb, n, put):
            rows.append((name, n, per_call_us(fn, number, repeat)))
    return rows


def compare(args):
    env_old = dict(os.environ, PYTHONPATH=os.path.abspath(args.against))
    env_new = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    cmd = [sys.executable, __file__, "--number", str(args.number), "--repeat",
           str(args.repeat), "--json"] + (["--gpu-fake"] if args.gpu_fake else [])
    samples = {"old": {}, "new": {}}
    for _ in range(args.rounds):
        for side, env in (("old", env_old), ("new", env_new)):
            out = subprocess.run(cmd, env=env, check=True, capture_output=True, text=True,
                                 cwd=os.path.dirname(os.path.abspath(__file__)))
            for name, n, us in json.loads(out.stdout):
                samples[side].setdefault((name, n), []).append(us)
    path = "gpu-fake" if args.gpu_fake else "cpu"
    print(f"{'path':<9} {'call':<13} {'n':>3} {'old us':>8} {'new us':>8} {'new/old':>8}")
    lines = []
    for key in samples["old"]:
        old = statistics.median(samples["old"][key])
        new = statistics.median(samples["new"][key])
        print(f"{path:<9} {key[0]:<13} {key[1]:>3} {old:>8.2f} {new:>8.2f} {new / old:>8.3f}")
        lines.append([path, key[0], key[1], BATCH, f"{old:.2f}", f"{new:.2f}",
                      f"{new / old:.3f}"])
    if args.csv:
        fresh = not os.path.exists(args.csv)
        with open(args.csv, "a", newline="") as f:
            w = csv.writer(f)
            if fresh:
                w.writerow(["path", "call", "n", "batch", "old_us", "new_us", "new_over_old"])
            w.writerows(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--number", type=int, default=2000, help="calls per timing")
    parser.add_argument("--repeat", type=int, default=9, help="timings per call (median)")
    parser.add_argument("--gpu-fake", action="store_true")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--against")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--csv")
    args = parser.parse_args()
    if args.against:
        compare(args)
        return
    rows = measure(args.number, args.repeat, args.gpu_fake)
    if args.json:
        print(json.dumps(rows))
        return
    for name, n, us in rows:
        print(f"{name:<13} n={n:<3} batch={BATCH:<3} {us:8.2f} us")


if __name__ == "__main__":
    main()
