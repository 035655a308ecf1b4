#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
"""PyTorch's batched linear algebra on CUDA, timed as gpu_lapack_bench times batchblas.

The rows of gpu_lapack_bench (fixed n = 2 .. 512, double and single, batch = --mb MB of matrices,
at least two problems per SM, at most 4 Mi problems) through torch:
  getrf        torch.linalg.lu_factor_ex (pivot=True)
  getrfnp      torch.linalg.lu_factor_ex (pivot=False)
  getrs_nrhs1  torch.linalg.lu_solve, one right-hand side;  getrs_nrhsn: n of them
  getri        torch.linalg.lu_solve(LU, pivots, I): the inverse from the factors
  inv          torch.linalg.inv_ex (factorization included; flops 2 n^3)
  geqrf        torch.geqrf (the reflectors and tau, as LAPACK; torch.linalg.qr's first step)
  potrf        torch.linalg.cholesky_ex (lower)
  potrs_nrhs1  torch.cholesky_solve, one right-hand side;  potrs_nrhsn: n of them
  gesv         torch.linalg.solve_ex, one right-hand side
  posv         torch.linalg.cholesky_ex + torch.cholesky_solve, one right-hand side
Inputs are random in [-1, 1], SPD ones R R^T + n I, getrfnp's A + n I. Each call is timed with
torch.cuda.Event, the median of --reps after three warm-up calls. Where one call over the full
batch would take longer than --max-call seconds (torch loops over the batch for some routines),
the batch is cut to fit, and the row says so through its batch column.

CSV columns as gpu_lapack_bench's (machine, routine, type, n, batch, impl, gflops, roofline_pct,
ratio, check) with impl = torch, ratio empty (the join with gpu_lapack_bench's CSV gives it) and
check = torch's own normwise relative residual on the first problems (||PA - LU|| / ||A||,
||AX - B|| / (||A|| ||X||), ...). Roofline as gpu_lapack_bench's: min(peak, copy bandwidth x
flops / bytes), bandwidth measured here by a 1 GiB device-to-device copy, peak = SMs x the
maximum SM clock (nvidia-smi) x 256 flops, unless --peak-d / --peak-s give it in GFLOP/s.

Usage: torch_lapack_bench.py [--reps N] [--types d,s] [--mb MB] [--max-n N] [--csv FILE]
                             [--max-call SECONDS] [--peak-d GFLOPS] [--peak-s GFLOPS]
Exits 0 with a message where PyTorch or a CUDA device is missing.
"""
import argparse
import statistics
import subprocess
import sys


def parse():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--reps", type=int, default=10)
    p.add_argument("--types", default="d,s")
    p.add_argument("--mb", type=float, default=256.0)
    p.add_argument("--max-n", type=int, default=512)
    p.add_argument("--csv", default="")
    p.add_argument("--max-call", type=float, default=0.5)
    p.add_argument("--peak-d", type=float, default=0.0)
    p.add_argument("--peak-s", type=float, default=0.0)
    return p.parse_args()


def main():
    args = parse()
    try:
        import torch
    except ImportError:
        print("torch_lapack_bench: PyTorch is not installed; no torch rows")
        return 0
    if not torch.cuda.is_available():
        print("torch_lapack_bench: PyTorch finds no CUDA device; no torch rows")
        return 0

    dev = torch.device("cuda")
    props = torch.cuda.get_device_properties(0)
    machine = torch.cuda.get_device_name(0).replace(",", " ")
    sms = props.multi_processor_count

    def peak_from_clock():
        try:
            out = subprocess.run(
                ["nvidia-smi", "--query-gpu=clocks.max.sm", "--format=csv,noheader,nounits", "-i",
                 str(torch.cuda.current_device())],
                capture_output=True, text=True, timeout=30, check=True).stdout
            return sms * float(out.strip().splitlines()[0]) * 1e6 * 256.0
        except (OSError, ValueError, IndexError, subprocess.SubprocessError):
            return 0.0

    clock_peak = peak_from_clock()
    peaks = {"d": args.peak_d * 1e9 or clock_peak, "s": args.peak_s * 1e9 or clock_peak}

    def median_seconds(fn, reps):
        for _ in range(3):
            fn()
        torch.cuda.synchronize()
        times = []
        for _ in range(max(reps, 1)):
            start = torch.cuda.Event(enable_timing=True)
            stop = torch.cuda.Event(enable_timing=True)
            start.record()
            fn()
            stop.record()
            stop.synchronize()
            times.append(start.elapsed_time(stop) * 1e-3)
        return statistics.median(times)

    def copy_bandwidth():
        a = torch.ones(1 << 27, dtype=torch.float64, device=dev)  # 1 GiB
        b = torch.empty_like(a)
        s = median_seconds(lambda: b.copy_(a), 7)
        return 2.0 * a.numel() * 8 / s

    bandwidth = copy_bandwidth()
    print(f"torch_lapack_bench: {machine}, {sms} SMs, torch {torch.__version__}, "
          f"CUDA {torch.version.cuda}; copy bandwidth {bandwidth * 1e-9:.0f} GB/s; "
          f"peak {peaks['d'] * 1e-12:.1f} TFLOP/s; median of {args.reps}")
    print(f"{'routine':12s} t {'n':>5s} {'batch':>8s} {'GFLOP/s':>9s} {'%roof':>7s} {'check':>9s}")

    header = "machine,routine,type,n,batch,impl,gflops,roofline_pct,ratio,check"
    rows = []
    csv = open(args.csv, "w") if args.csv else None
    if csv:
        csv.write(header + "\n")

    def emit(routine, t, n, batch, impl, seconds, flops, nbytes, check):
        gf = flops / seconds * 1e-9 if seconds > 0 else 0.0
        roof = min(peaks[t], bandwidth * flops / nbytes) if peaks[t] > 0 else bandwidth * flops / nbytes
        pct = 100.0 * gf * 1e9 / roof if roof > 0 else 0.0
        line = f"{machine},{routine},{t},{n},{batch},{impl},{gf:.2f},{pct:.2f},,{check:.2e}"
        rows.append(line)
        if csv:
            csv.write(line + "\n")
            csv.flush()
        print(f"{routine:12s} {t} {n:5d} {batch:8d} {gf:9.1f} {pct:6.1f}% {check:9.2e}", flush=True)

    def rel(x, y):
        """||x - y|| / ||y|| (Frobenius, in double)."""
        x, y = x.double(), y.double()
        return (torch.linalg.matrix_norm(x - y) / torch.linalg.matrix_norm(y)).max().item()

    def solve_residual(A, X, B):
        A, X, B = A.double(), X.double(), B.double()
        r = torch.linalg.matrix_norm(A @ X - B)
        d = torch.linalg.matrix_norm(A) * torch.linalg.matrix_norm(X)
        return (r / d).max().item()

    def run(t, dtype, n):
        size = 8 if t == "d" else 4
        batch = int(min(4194304, max(2 * sms, args.mb * 1e6 / (n * n * size))))
        k = min(batch, 8)  # problems the checks look at
        gen = torch.Generator(device=dev)
        gen.manual_seed(n * 1000 + size)

        def rand(*shape):
            return torch.rand(*shape, generator=gen, device=dev, dtype=dtype) * 2 - 1

        eye = torch.eye(n, device=dev, dtype=dtype)

        def fitted(make_fn, full):
            """Cuts the batch where one call over it would exceed --max-call seconds."""
            probe = min(full, 2 * sms)
            fn = make_fn(probe)
            fn()
            torch.cuda.synchronize()
            per_problem = median_seconds(fn, 3) / probe
            if per_problem * full <= args.max_call:
                return full
            return int(max(probe, min(full, args.max_call / per_problem)))

        A_full = rand(batch, n, n)
        b1_full = rand(batch, n, 1)
        bn_full = rand(batch, n, n)
        spd_full = torch.baddbmm(eye * n, A_full, A_full.transpose(-1, -2))
        dd_full = A_full + eye * n
        n1, n2, n3 = float(n), float(n) ** 2, float(n) ** 3

        def row(routine, flops, nbytes, make_fn, check_fn):
            b = fitted(make_fn, batch)
            fn = make_fn(b)
            s = median_seconds(fn, args.reps)
            out = fn()
            torch.cuda.synchronize()
            emit(routine, t, n, b, "torch", s, flops * b, nbytes * size * b, check_fn(out))

        # getrf, getrfnp
        def lu_check(A):
            def chk(out):
                LU, piv = out[0][:k], out[1][:k]
                P, L, U = torch.lu_unpack(LU, piv)
                return rel(P @ L @ U, A[:k])
            return chk

        row("getrf", 2 / 3 * n3, 2 * n2,
            lambda b: (lambda: torch.linalg.lu_factor_ex(A_full[:b])), lu_check(A_full))
        row("getrfnp", 2 / 3 * n3, 2 * n2,
            lambda b: (lambda: torch.linalg.lu_factor_ex(dd_full[:b], pivot=False)),
            lu_check(dd_full))

        LU, piv, _ = torch.linalg.lu_factor_ex(A_full)
        for name, B in (("getrs_nrhs1", b1_full), ("getrs_nrhsn", bn_full)):
            nr = B.shape[-1]
            row(name, 2 * n2 * nr, n2 + 2 * n1 * nr,
                lambda b, B=B: (lambda: torch.linalg.lu_solve(LU[:b], piv[:b], B[:b])),
                lambda X, B=B: solve_residual(A_full[:k], X[:k], B[:k]))
        eyes = eye.expand(batch, n, n)
        row("getri", 4 / 3 * n3, 2 * n2,
            lambda b: (lambda: torch.linalg.lu_solve(LU[:b], piv[:b], eyes[:b])),
            lambda X: solve_residual(A_full[:k], X[:k], eyes[:k]))
        row("inv", 2 * n3, 2 * n2, lambda b: (lambda: torch.linalg.inv_ex(A_full[:b])),
            lambda out: solve_residual(A_full[:k], out[0][:k], eyes[:k]))
        del LU, piv

        def qr_check(out):
            a, tau = out[0][:k], out[1][:k]
            Q = torch.linalg.householder_product(a, tau)
            return rel(Q @ torch.triu(a), A_full[:k])

        row("geqrf", 4 / 3 * n3, 2 * n2, lambda b: (lambda: torch.geqrf(A_full[:b])), qr_check)

        row("potrf", n3 / 3, 2 * n2, lambda b: (lambda: torch.linalg.cholesky_ex(spd_full[:b])),
            lambda out: rel(out[0][:k] @ out[0][:k].transpose(-1, -2), spd_full[:k]))
        L, _ = torch.linalg.cholesky_ex(spd_full)
        for name, B in (("potrs_nrhs1", b1_full), ("potrs_nrhsn", bn_full)):
            nr = B.shape[-1]
            row(name, 2 * n2 * nr, n2 + 2 * n1 * nr,
                lambda b, B=B: (lambda: torch.cholesky_solve(B[:b], L[:b])),
                lambda X, B=B: solve_residual(spd_full[:k], X[:k], B[:k]))
        del L
        row("gesv", 2 / 3 * n3 + 2 * n2, 2 * n2 + 2 * n1,
            lambda b: (lambda: torch.linalg.solve_ex(A_full[:b], b1_full[:b])),
            lambda out: solve_residual(A_full[:k], out[0][:k], b1_full[:k]))

        def posv(b):
            def fn():
                L, _ = torch.linalg.cholesky_ex(spd_full[:b])
                return torch.cholesky_solve(b1_full[:b], L)
            return fn

        row("posv", n3 / 3 + 2 * n2, 2 * n2 + 2 * n1, posv,
            lambda X: solve_residual(spd_full[:k], X[:k], b1_full[:k]))
        del A_full, b1_full, bn_full, spd_full, dd_full
        torch.cuda.empty_cache()

    for t, dtype in (("d", torch.float64), ("s", torch.float32)):
        if t not in args.types.split(","):
            continue
        for n in (2, 4, 8, 16, 32, 64, 128, 256, 512):
            if n <= args.max_n:
                run(t, dtype, n)

    if csv:
        csv.close()
    else:
        print()
        print(header)
        for r in rows:
            print(r)
    return 0


if __name__ == "__main__":
    sys.exit(main())
