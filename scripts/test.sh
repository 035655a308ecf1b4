#!/usr/bin/env bash
# The test command of README.md and CI: configure, build and run every test (unit tests, tester
# sweep, install test, benchmark smoke test), the CUDA build, then the sanitizer and fuzzing jobs
# (scripts/sanitize.sh) as far as CI's time limit allows. Run from anywhere; builds in ./build
# (and build-cuda, build-asan, build-tsan). Order: what CI must always run first (main build and
# tests, CUDA build), then the sanitizer jobs within the time that is left (~15 min on a quiet
# 2-core machine; see docs/reliability.md for the figures).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
ctest --test-dir build --output-on-failure -j2

# The CUDA backend: a second build with -DBATCHBLAS_ENABLE_CUDA=ON, of the CUDA library, its
# tests and the GPU benchmark only (the CPU parts were built and tested above, so the CPU library
# this build links has only its generic kernels: BATCHBLAS_KERNEL_ISAS=generic saves compiling
# the CPU kernels twice more). Without a GPU the GPU tests skip themselves; without nvcc this
# part is skipped with a note.
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
if [ -x "$nvcc" ]; then
  cmake -S . -B build-cuda -DCMAKE_BUILD_TYPE=Release -DBATCHBLAS_ENABLE_CUDA=ON \
    -DCMAKE_CUDA_COMPILER="$nvcc" -DBATCHBLAS_KERNEL_ISAS=generic
  cmake --build build-cuda -j2 --target batchblas_cuda gpu_tests gpu_bench
  ctest --test-dir build-cuda --output-on-failure -R '^gpu_tests$'
else
  echo "test.sh: no nvcc found; the CUDA backend was not built" >&2
fi

# Sanitizers and fuzzing (docs/reliability.md), most important first: every unit test and the
# tester sweep (but its variable-size entries) under ASan + UBSan, the argument fuzzer for a
# minute on the same build, the concurrency tests under ThreadSanitizer. CI stops at 40 minutes:
# a step that would end past 35 minutes from the start of this script is skipped with a message
# (SANITIZE_DEADLINE overrides).
echo "test.sh: sanitizer jobs start $(($(date +%s) - start)) s after the start"
SANITIZE_DEADLINE=${SANITIZE_DEADLINE:-$((start + 35 * 60))} bash scripts/sanitize.sh asan fuzz tsan
echo "test.sh: done in $(($(date +%s) - start)) s"
