#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# On a machine with an NVIDIA GPU but without netlib or GoogleTest installed (the GPU machines
# this project borrows): builds the CUDA library, the GPU tests and gpu_bench in build-gpu/, then
# runs the GPU tests in four parallel shards, compute-sanitizer memcheck over them and racecheck
# over the tiny-trsm tests, and the benchmark.
#
# Usage: scripts/gpu_check.sh GTEST_SOURCE [tests] [sanitize] [bench]   (no step: all three)
#   GTEST_SOURCE  a GoogleTest source tree (e.g. a copy of Debian's /usr/src/googletest)
# Environment: OUT (where logs go, default build-gpu/logs), REPS (gpu_bench --reps, default 10).
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
  cmake --build build-gpu/build -j"$(nproc)" --target gpu_tests gpu_bench > "$out/build.log" 2>&1 ||
  { stamp "build failed ($out/build.log)"; exit 1; }
stamp "built"
tests=build-gpu/build/tests/unit/cuda/gpu_tests
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

for step in "${steps[@]}"; do
  case $step in
    tests)
      shards gpu_tests "$tests" || status=1
      stamp "gpu_tests: $(cat "$out"/gpu_tests_*.log | grep -c '^\[       OK \]') passed, status $status"
      grep -h '^\[  FAILED  \]' "$out"/gpu_tests_*.log ;;
    sanitize)
      shards memcheck compute-sanitizer --tool memcheck --error-exitcode 9 "$tests" \
        --gtest_filter='-*DeathTest*:Errors.CallerPendingErrorIsNeitherTakenNorCleared' || status=1
      grep -h 'ERROR SUMMARY' "$out"/memcheck_*.log
      compute-sanitizer --tool racecheck --error-exitcode 9 "$tests" \
        --gtest_filter='*TrsmTinyClassEdges*:*Vbatched.TinyTrsm*' > "$out/racecheck.log" 2>&1 ||
        status=1
      grep -h 'RACECHECK SUMMARY' "$out/racecheck.log"
      stamp "sanitizers: status $status" ;;
    bench)
      build-gpu/build/bench/gpu_bench --reps "${REPS:-10}" | tee "$out/gpu_bench.txt" || status=1
      stamp "gpu_bench done" ;;
    *) echo "gpu_check.sh: unknown step '$step'" >&2; exit 2 ;;
  esac
done
exit $status
