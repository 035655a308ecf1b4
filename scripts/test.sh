#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The test command of README.md and CI: configure, build and run every test (unit tests, tester
# sweep, install test, benchmark smoke test), the CUDA build, the Python package's tests
# (python/run_tests.sh), then the sanitizer and fuzzing jobs (scripts/sanitize.sh). Run from
# anywhere; builds in ./build (and build-asan, build-tsan).
# Every job runs to its end: no deadline cuts one. The whole fits CI's limit because the
# sanitizer builds are cut down instead (scripts/sanitize.sh; docs/reliability.md has the
# figures of each job on two cores).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)

# One build of everything: the CPU library with every kernel ISA, its tests, the tester, the
# benchmark, and the CUDA backend with its tests and GPU benchmark when nvcc is there (one build
# rather than a second one for CUDA, which would compile the CPU library once more). Without a
# GPU the GPU tests skip themselves; without nvcc the CUDA part is left out with a note.
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
cuda_args=()
if [ -x "$nvcc" ]; then
  cuda_args=(-DBATCHBLAS_ENABLE_CUDA=ON "-DCMAKE_CUDA_COMPILER=$nvcc")
else
  echo "test.sh: no nvcc found; the CUDA backend is not built" >&2
fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "${cuda_args[@]}"
cmake --build build -j2
# A failing test does not stop the later jobs: the script ends with the first failure's status.
status=0
ctest --test-dir build --output-on-failure -j2 || status=$?

# The Python package (docs/python.md): pip builds the library and the extension into a virtual
# environment, then pytest checks every routine against NumPy.
echo "test.sh: python step starts $(($(date +%s) - start)) s after the start"
python_status=0
bash python/run_tests.sh || python_status=$?
[ "$status" -eq 0 ] && status=$python_status

# Sanitizers and fuzzing (docs/reliability.md), most important first: every unit test but the
# interleaved-layout re-runs and the tester sweep (but its variable-size entries) under ASan +
# UBSan, the argument fuzzer for a minute on the same build, the concurrency tests under
# ThreadSanitizer, then the interleaved-layout suites under ASan with the ISAs the first step
# did not run them with. Every step runs whatever an earlier one found.
echo "test.sh: sanitizer jobs start $(($(date +%s) - start)) s after the start"
sanitize_status=0
bash scripts/sanitize.sh asan fuzz tsan asan-compact || sanitize_status=$?
[ "$status" -eq 0 ] && status=$sanitize_status
echo "test.sh: done in $(($(date +%s) - start)) s (status $status)"
exit "$status"
