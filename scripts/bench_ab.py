#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
"""Compares library builds on the project's benchmark: runs build-bench/bench/batchblas_bench
(or $BENCH) once per library directory in turn (LD_LIBRARY_PATH set to it), REPS rounds, and
prints per row the median batchblas GFLOP/s and the median ratio to the best baseline of the same
run. On a shared, noisy machine only comparisons inside one such alternation mean much.

usage: scripts/bench_ab.py REPS LIBDIR [LIBDIR ...] -- BENCH_ARGS...
e.g.   scripts/bench_ab.py 3 /tmp/base build-bench/src -- --routines gemm --types d \\
           --shapes fixed --sizes 8,16,32 --cache in --threads 1 --baselines libxsmm
(a LIBDIR holds a copy of libbatchblas.so.0: cp -L build-bench/src/libbatchblas.so.0 /tmp/base)
"""
import collections
import os
import statistics
import subprocess
import sys

ROUTINES = ('gemm', 'trsm', 'syrk', 'getrf', 'potrf', 'getrs', 'potrs', 'gesv', 'posv',
            'getri')


def main():
    if '--' not in sys.argv or sys.argv.index('--') < 3:
        sys.exit(__doc__)
    split = sys.argv.index('--')
    reps, libs, args = int(sys.argv[1]), sys.argv[2:split], sys.argv[split + 1:]
    bench = os.environ.get('BENCH', 'build-bench/bench/batchblas_bench')
    results = collections.defaultdict(lambda: collections.defaultdict(list))
    order = []
    for _ in range(reps):
        for lib in libs:
            env = dict(os.environ, LD_LIBRARY_PATH=lib)
            out = subprocess.run([bench] + args, env=env, capture_output=True, text=True,
                                 check=True).stdout
            for line in out.splitlines():
                f = line.split()
                # rtn type shape size cache batch MiB | GFLOP/s %peak %roof | best GFLOP/s ratio
                if len(f) > 14 and f[0] in ROUTINES and f[4] in ('in', 'out'):
                    key = ' '.join(f[0:5])
                    if key not in order:
                        order.append(key)
                    ratio = float(f[14]) if f[14] != '-' else 0.0
                    results[key][lib].append((float(f[8]), ratio))
    names = [os.path.basename(lib.rstrip('/')) or lib for lib in libs]
    print('row'.ljust(28) + ''.join(f'{n[:20]:>22}' for n in names))
    for key in order:
        cells = []
        for lib in libs:
            samples = results[key][lib]
            rate = statistics.median(x[0] for x in samples)
            ratio = statistics.median(x[1] for x in samples)
            cells.append(f'{rate:10.3g} ({ratio:5.2f}x)')
        print(key.ljust(28) + ''.join(f'{c:>22}' for c in cells))


if __name__ == '__main__':
    main()
