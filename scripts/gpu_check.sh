#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# On a machine with an NVIDIA GPU but without netlib or GoogleTest installed (the GPU machines
# this project borrows): builds the CUDA library, the GPU tests, gpu_bench and gpu_lapack_bench in
# build-gpu/, then runs the GPU tests (LAPACK's included) in four parallel shards,
# compute-sanitizer memcheck over them and racecheck over the tiny-trsm and small LAPACK tests,
# and the benchmarks: gpu_bench, gpu_lapack_bench and bench/torch_lapack_bench.py (PyTorch's
# batched routines; skipped with a message where PyTorch is missing).
#
# Usage: scripts/gpu_check.sh GTEST_SOURCE [build] [tests] [sanitize] [bench] [lapack-bench]
#   (no step: tests, sanitize, bench; every step builds first, build alone does only that; bench
#   includes lapack-bench, which runs the two LAPACK benchmarks alone)
#   GTEST_SOURCE  a GoogleTest source tree (e.g. a copy of Debian's /usr/src/googletest)
# Environment: OUT (where logs and CSV files go, default build-gpu/logs), REPS (the benchmarks'
# --reps, default 10), FILTER (--gtest_filter of the tests and memcheck steps: positive patterns
# only, e.g. 'Lapack*'; default all).
# memcheck leaves out the death test (a deliberate fault: it hangs under the sanitizer) and
# Errors.CallerPendingErrorIsNeitherTakenNorCleared (a deliberate failing cudaMalloc, which the
# sanitizer counts as an error).
set -uo pipefail
cd "$(dirname "$0")/.."
gtest_source=${1:?usage: scripts/gpu_check.sh GTEST_SOURCE [tests] [sanitize] [bench]}
shift
steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(tests sanitize bench)
out=${OUT:-build-gpu/logs}
mkdir -p "$out"
start=$SECONDS
stamp() { echo "gpu_check.sh: [$((SECONDS - start)) s] $*"; }

nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
if [ ! -e build-gpu/gtest/lib/libgtest.a ] && [ ! -e build-gpu/gtest/lib64/libgtest.a ]; then
  cmake -S "$gtest_source" -B build-gpu/gtest-build -DCMAKE_INSTALL_PREFIX="$PWD/build-gpu/gtest" \
    -DBUILD_GMOCK=OFF -DCMAKE_BUILD_TYPE=Release > "$out/gtest.log" 2>&1 &&
    cmake --build build-gpu/gtest-build -j"$(nproc)" --target install >> "$out/gtest.log" 2>&1 ||
    { stamp "GoogleTest build failed ($out/gtest.log)"; exit 1; }
fi
# The host kernels' ISA does not matter to the GPU tests: generic alone keeps the build short.
cmake -S . -B build-gpu/build -DCMAKE_BUILD_TYPE=Release -DBATCHBLAS_ENABLE_CUDA=ON \
  -DBATCHBLAS_GPU_TESTS_ONLY=ON -DBATCHBLAS_KERNEL_ISAS=generic \
  "-DCMAKE_PREFIX_PATH=$PWD/build-gpu/gtest" > "$out/configure.log" 2>&1 &&
  cmake --build build-gpu/build -j"$(nproc)" --target gpu_tests gpu_bench gpu_lapack_bench \
    > "$out/build.log" 2>&1 ||
  { stamp "build failed ($out/build.log)"; exit 1; }
stamp "built"
tests=build-gpu/build/tests/unit/cuda/gpu_tests
filter=${FILTER:-*}
status=0

shards() {  # shards NAME COMMAND...: the command on four GoogleTest shards at once
  local name=$1 pids=() rc=0
  shift
  for i in 0 1 2 3; do
    GTEST_TOTAL_SHARDS=4 GTEST_SHARD_INDEX=$i "$@" > "$out/${name}_$i.log" 2>&1 &
    pids+=($!)
  done
  for p in "${pids[@]}"; do wait "$p" || rc=$?; done
  return $rc
}

lapack_bench() {  # gpu_lapack_bench, then PyTorch's side of the same rows
  local rc=0
  build-gpu/build/bench/gpu_lapack_bench --reps "${REPS:-10}" --csv "$out/gpu_lapack_bench.csv" |
    tee "$out/gpu_lapack_bench.txt" || rc=1
  stamp "gpu_lapack_bench done ($out/gpu_lapack_bench.csv)"
  if command -v python3 > /dev/null; then
    python3 bench/torch_lapack_bench.py --reps "${REPS:-10}" --csv "$out/torch_lapack_bench.csv" |
      tee "$out/torch_lapack_bench.txt" || rc=1
    stamp "torch_lapack_bench done ($out/torch_lapack_bench.csv)"
  else
    stamp "no python3: torch_lapack_bench skipped"
  fi
  return $rc
}

for step in "${steps[@]}"; do
  case $step in
    build) ;;
    tests)
      shards gpu_tests "$tests" --gtest_filter="$filter" || status=1
      stamp "gpu_tests: $(cat "$out"/gpu_tests_*.log | grep -c '^\[       OK \]') passed, status $status"
      grep -h '^\[  FAILED  \]' "$out"/gpu_tests_*.log ;;
    sanitize)
      shards memcheck compute-sanitizer --tool memcheck --error-exitcode 9 "$tests" \
        --gtest_filter="$filter-*DeathTest*:Errors.CallerPendingErrorIsNeitherTakenNorCleared" ||
        status=1
      grep -h 'ERROR SUMMARY' "$out"/memcheck_*.log
      compute-sanitizer --tool racecheck --error-exitcode 9 "$tests" \
        --gtest_filter='*TrsmTinyClassEdges*:*Vbatched.TinyTrsm*:LapackRace.*' \
        > "$out/racecheck.log" 2>&1 ||
        status=1
      grep -h 'RACECHECK SUMMARY' "$out/racecheck.log"
      stamp "sanitizers: status $status" ;;
    bench)
      build-gpu/build/bench/gpu_bench --reps "${REPS:-10}" | tee "$out/gpu_bench.txt" || status=1
      stamp "gpu_bench done"
      lapack_bench || status=1 ;;
    lapack-bench)
      lapack_bench || status=1 ;;
    *) echo "gpu_check.sh: unknown step '$step'" >&2; exit 2 ;;
  esac
done
exit $status
