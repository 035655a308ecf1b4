#!/usr/bin/env bash
# The test command of README.md and CI: configure, build and run every test (unit tests, tester
# sweep, install test, benchmark smoke test). Run from anywhere; builds in ./build.
set -euo pipefail
cd "$(dirname "$0")/.."

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
ctest --test-dir build --output-on-failure -j2

# ---- CUDA build: a second build with -DBATCHBLAS_ENABLE_CUDA=ON (nvcc: /usr/local/cuda/bin/nvcc)
# goes here once the CUDA backend lands.
