#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# batchblas against NumPy's own batched routines on stacks of small matrices: numpy.matmul
# against gemm, numpy.linalg.solve against gesv, numpy.linalg.cholesky against potrf,
# numpy.linalg.inv against getrf + getri. Prints the median time of each and the ratio
# NumPy / batchblas (above 1: batchblas is faster). Results are checked against NumPy's first.
#
#   python python/bench/bench_numpy.py [--sizes 4,8,16,32] [--batches 1000,10000]
#                                      [--dtype float64] [--repeat 15]
import argparse
import statistics
import time

import numpy as np

import batchblas as bb


def median_seconds(fn, repeat):
    fn()                                            # warm-up: first-touch, thread start
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def spd_stack(rng, batch, n, dtype):
    x = rng.standard_normal((batch, n, n)).astype(dtype)
    return x @ x.swapaxes(1, 2) + n * np.eye(n, dtype=dtype)


def cases(rng, batch, n, dtype):
    A = rng.standard_normal((batch, n, n)).astype(dtype) + n * np.eye(n, dtype=dtype)
    B = rng.standard_normal((batch, n, n)).astype(dtype)
    rhs = rng.standard_normal((batch, n, 1)).astype(dtype)
    S = spd_stack(rng, batch, n, dtype)

    def inv_bb():
        lu, ipiv, _ = bb.getrf(A)
        return bb.getri(lu, ipiv, overwrite_lu=True)[0]

    return [
        ("matmul / gemm", lambda: np.matmul(A, B), lambda: bb.gemm(A, B)),
        ("solve / gesv", lambda: np.linalg.solve(A, rhs), lambda: bb.gesv(A, rhs)[2]),
        ("cholesky / potrf", lambda: np.linalg.cholesky(S),
         lambda: np.tril(bb.potrf(S, uplo="L")[0])),
        ("inv / getrf+getri", lambda: np.linalg.inv(A), inv_bb),
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="4,8,16,32")
    parser.add_argument("--batches", default="1000,10000")
    parser.add_argument("--dtype", default="float64",
                        choices=["float32", "float64", "complex64", "complex128"])
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    dtype = np.dtype(args.dtype)
    rng = np.random.default_rng(1)
    tol = 1e-3 if dtype in (np.float32, np.complex64) else 1e-8
    print(f"{'operation':<20} {'n':>4} {'batch':>7} {'numpy ms':>10} {'batchblas ms':>13} "
          f"{'ratio':>7}")
    for batch in (int(b) for b in args.batches.split(",")):
        for n in (int(s) for s in args.sizes.split(",")):
            for name, ref, ours in cases(rng, batch, n, dtype):
                want, got = ref(), ours()
                scale = max(1.0, float(np.abs(want).max()))
                if not np.allclose(got, want, rtol=tol, atol=tol * scale):
                    raise SystemExit(f"{name} n={n} batch={batch}: results differ from NumPy")
                t_ref = median_seconds(ref, args.repeat)
                t_ours = median_seconds(ours, args.repeat)
                print(f"{name:<20} {n:>4} {batch:>7} {t_ref * 1e3:>10.3f} {t_ours * 1e3:>13.3f} "
                      f"{t_ref / t_ours:>7.2f}")


if __name__ == "__main__":
    main()
