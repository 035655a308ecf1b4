#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The benchmark of README.md: builds batchblas in Release (build-bench/) and runs
# batchblas_bench against the installed baselines (OpenMP loops over OpenBLAS and BLIS, libxsmm's
# JIT kernels; every result checked against netlib), then writes the table, a CSV and, with
# gnuplot, one plot per type and cache regime to build-bench/results/.
# Arguments go to batchblas_bench (e.g. --quick, --routines gemm,getrf, --sizes 4,16,64,
# --types d, --cache out, --threads 2); see `scripts/bench.sh --help`, which builds nothing.
# The default run takes a few minutes on 2 idle cores; on a busy machine every timing is
# inflated (the benchmark prints the load average before and after).
#
# Missing baselines are installed (scripts/install-deps.sh) when run as root, unless
# BATCHBLAS_BENCH_NO_INSTALL=1.
set -euo pipefail
cd "$(dirname "$0")/.."

build=${BATCHBLAS_BENCH_BUILD:-build-bench}
results="$build/results"

# --help answers at once: nothing is installed or built. The option list repeats usage() of
# bench/options.cc; the built binary's own --help follows instead when it exists.
usage() {
  cat <<'EOF'
usage: scripts/bench.sh [batchblas_bench options]
Builds batchblas_bench in Release ($BATCHBLAS_BENCH_BUILD, default build-bench), runs it with
the options given, and writes the table, a CSV and plots to <build>/results/; then the compact
benchmark and, with an NVIDIA GPU, gpu_bench and gpu_lapack_bench (and torch_lapack_bench.py
where PyTorch is installed). BATCHBLAS_BENCH_NO_INSTALL=1: never install the
missing baselines.
EOF
  if [ -x "$build/bench/batchblas_bench" ]; then
    echo
    "$build/bench/batchblas_bench" --help
    return
  fi
  cat <<'EOF'

batchblas_bench options (build it for its own --help):
  --routines LIST   gemm,trsm,syrk,getrf,potrf,getrs,potrs (the default), and gesv,posv,getri
  --types LIST      any of s,d,c,z (default d,s,z)
  --shapes LIST     fixed,update,variable,groups (default all)
  --cache LIST      in (batch in L2, re-run), out (batch >= 4x L3); default both
  --sizes LIST      fixed sizes n (default 2,4,8,16,32,64,128,256 for the first type,
                    4,8,32,128 for the others)
  --update-sizes L, --update-k L, --variable-sizes L, --group-sizes L
                    sizes of the update, variable and grouped shapes
  --nrhs N          right-hand sides of getrs/potrs/gesv/posv (default n)
  --quick           a short run: d only, sizes 4,8,32,128, fewer shapes, 3 samples
  --threads N, --samples N, --sample-ms MS, --mem MIB, --cache-kib KIB, --triad-mib MIB
                    threads, timing and batch sizes
  --baselines LIST  openblas, blis, libxsmm, netlib, name=/path/lib.so
  --check-gflop G, --info MODE (all, group, any, none), --seed N
  --csv FILE        also write one line per (row, implementation); bench.sh always writes one
EOF
}
for arg in "$@"; do
  case "$arg" in
    -h | --help) usage; exit 0 ;;
  esac
done

multiarch=$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
missing=0
for lib in openblas-openmp/libopenblas.so.0 blis-openmp/libblis.so.4 blas/libblas.so.3 \
           lapack/liblapack.so.3; do
  [ -e "/usr/lib/$multiarch/$lib" ] || missing=1
done
[ -e /usr/include/libxsmm.h ] || missing=1
command -v gnuplot >/dev/null || missing=1
if [ "$missing" = 1 ]; then
  if [ "$(id -u)" -eq 0 ] && [ "${BATCHBLAS_BENCH_NO_INSTALL:-0}" != 1 ]; then
    bash scripts/install-deps.sh
  else
    echo "bench.sh: some baselines or gnuplot are missing; run scripts/install-deps.sh as root" >&2
  fi
fi

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release \
  -DBATCHBLAS_BUILD_TESTS=OFF -DBATCHBLAS_BUILD_EXAMPLES=OFF -DBATCHBLAS_BUILD_BENCH=ON
cmake --build "$build" -j2 --target batchblas_bench
# The compact-layout comparison exists when the OpenMP OpenBLAS was found (bench/CMakeLists.txt).
cmake --build "$build" -j2 --target batchblas_compact_bench 2>/dev/null || true

mkdir -p "$results"
stamp=$(date +%Y%m%d-%H%M%S)
csv="$results/bench-$stamp.csv"
table="$results/bench-$stamp.txt"
status=0
start=$(date +%s)
"$build/bench/batchblas_bench" --csv "$csv" "$@" | tee "$table" || status=${PIPESTATUS[0]}
echo "bench.sh: batchblas_bench ran $(( $(date +%s) - start )) s, exit status $status"

# One PNG per (type, cache regime): a panel per routine, a line per implementation.
if command -v gnuplot >/dev/null && [ -s "$csv" ] && [ "$(wc -l <"$csv")" -gt 1 ]; then
  impls=$(awk -F, 'NR > 1 && !seen[$9]++ { printf "%s ", $9 }' "$csv")
  subtitle="$(sed -n 's/^machine: //p' "$table" | head -1 | tr -d "'")"
  while IFS=, read -r type cache; do
    png="$results/bench-$stamp-$type-$cache.png"
    # Panels without data (a baseline lacking a routine) make gnuplot warn; keep that aside.
    gnuplot -e "csv='$csv'; png='$png'; type='$type'; cache='$cache'" \
            -e "impls='$impls'; subtitle='$subtitle'" bench/plot.gp 2>>"$results/plot.log" &&
      echo "plot: $png"
  done < <(awk -F, 'NR > 1 && !seen[$2 "," $6]++ { print $2 "," $6 }' "$csv")
fi
echo "table: $table, csv: $csv"

# The interleaved (compact) layout against the pointer-array paths, n = 2..8, in cache, one
# thread (bench/compact_throughput.cc).
if [ -x "$build/bench/batchblas_compact_bench" ]; then
  OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 "$build/bench/batchblas_compact_bench" |
    tee "$results/compact-$stamp.txt" || status=1
fi

# The GPU part: with a visible NVIDIA GPU and nvcc, build the CUDA backend and run gpu_bench
# (batchblas against cuBLAS on the same data, results checked) and gpu_lapack_bench.
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
if [ -x "$nvcc" ] && command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1; then
  cmake -S . -B "$build-cuda" -DCMAKE_BUILD_TYPE=Release -DBATCHBLAS_ENABLE_CUDA=ON \
    -DCMAKE_CUDA_COMPILER="$nvcc" -DBATCHBLAS_BUILD_TESTS=OFF -DBATCHBLAS_BUILD_BENCH=ON
  cmake --build "$build-cuda" -j2 --target gpu_bench gpu_lapack_bench
  "$build-cuda/bench/gpu_bench" | tee "$results/gpu-$stamp.txt" || status=1
  # Batched LAPACK against cuBLAS / cuSOLVER, then PyTorch's batched linear algebra where
  # PyTorch is installed (the script says so and exits cleanly where it is not).
  "$build-cuda/bench/gpu_lapack_bench" --csv "$results/gpu-lapack-$stamp.csv" |
    tee "$results/gpu-lapack-$stamp.txt" || status=1
  python3 bench/torch_lapack_bench.py --csv "$results/torch-lapack-$stamp.csv" |
    tee "$results/torch-lapack-$stamp.txt" || status=1
else
  echo "bench.sh: no GPU (or no nvcc): GPU benchmark skipped"
fi

exit "$status"
