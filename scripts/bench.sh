#!/usr/bin/env bash
# The benchmark of README.md: builds batchblas in Release (build-bench/) and runs
# batchblas_bench against the installed baselines (OpenBLAS and BLIS OpenMP builds, netlib), then
# writes the table, a CSV and, with gnuplot, one plot per type to build-bench/results/.
# Arguments go to batchblas_bench (e.g. --quick, --sizes 4,16,64, --types d, --threads 2);
# see `build-bench/bench/batchblas_bench --help`.
#
# Missing baselines are installed (scripts/install-deps.sh) when run as root, unless
# BATCHBLAS_BENCH_NO_INSTALL=1.
set -euo pipefail
cd "$(dirname "$0")/.."

build=${BATCHBLAS_BENCH_BUILD:-build-bench}
results="$build/results"

multiarch=$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)
missing=0
for lib in openblas-openmp/libblas.so.3 blis-openmp/libblas.so.3 blas/libblas.so.3; do
  [ -e "/usr/lib/$multiarch/$lib" ] || missing=1
done
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

mkdir -p "$results"
stamp=$(date +%Y%m%d-%H%M%S)
csv="$results/gemm-$stamp.csv"
status=0
"$build/bench/batchblas_bench" --csv "$csv" "$@" | tee "$results/gemm-$stamp.txt" ||
  status=${PIPESTATUS[0]}

if command -v gnuplot >/dev/null && [ -s "$csv" ] && [ "$(wc -l <"$csv")" -gt 1 ]; then
  impls=$(awk -F, 'NR > 1 && !seen[$6]++ { printf "%s ", $6 }' "$csv")
  subtitle="$(sed -n 's/^machine: //p' "$results/gemm-$stamp.txt" | head -1)"
  while read -r type; do
    gnuplot -e "csv='$csv'; png='$results/gemm-$stamp-$type.png'; type='$type'" \
            -e "impls='$impls'; subtitle='$subtitle'" bench/plot.gp
    echo "plot: $results/gemm-$stamp-$type.png"
  done < <(awk -F, 'NR > 1 && !seen[$1]++ { print $1 }' "$csv")
fi
echo "table: $results/gemm-$stamp.txt, csv: $csv"

# The GPU part: with a visible NVIDIA GPU and nvcc, build the CUDA backend and run gpu_bench
# (batchblas against cuBLAS on the same data, results checked).
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
if [ -x "$nvcc" ] && command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1; then
  cmake -S . -B "$build-cuda" -DCMAKE_BUILD_TYPE=Release -DBATCHBLAS_ENABLE_CUDA=ON \
    -DCMAKE_CUDA_COMPILER="$nvcc" -DBATCHBLAS_BUILD_TESTS=OFF -DBATCHBLAS_BUILD_BENCH=ON
  cmake --build "$build-cuda" -j2 --target gpu_bench
  "$build-cuda/bench/gpu_bench" | tee "$results/gpu-$stamp.txt" || status=1
else
  echo "bench.sh: no GPU (or no nvcc): GPU benchmark skipped"
fi

exit "$status"
