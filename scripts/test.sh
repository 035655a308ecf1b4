#!/usr/bin/env bash
# The test command of README.md and CI: configure, build and run every test (unit tests, tester
# sweep, install test, benchmark smoke test). Run from anywhere; builds in ./build.
set -euo pipefail
cd "$(dirname "$0")/.."

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
ctest --test-dir build --output-on-failure -j2

# The CUDA backend: a second build with -DBATCHBLAS_ENABLE_CUDA=ON, of the CUDA library, its
# tests and the GPU benchmark only (the CPU parts were built and tested above). Without a GPU the
# GPU tests skip themselves; without nvcc this part is skipped with a note.
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
if [ -x "$nvcc" ]; then
  cmake -S . -B build-cuda -DCMAKE_BUILD_TYPE=Release -DBATCHBLAS_ENABLE_CUDA=ON \
    -DCMAKE_CUDA_COMPILER="$nvcc"
  cmake --build build-cuda -j2 --target batchblas_cuda gpu_tests gpu_bench
  ctest --test-dir build-cuda --output-on-failure -R '^gpu_tests$'
else
  echo "test.sh: no nvcc found; the CUDA backend was not built" >&2
fi
