#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The Python package's GPU check, for a GPU machine without network (CUDA toolkit, cmake, ninja,
# python3 with NumPy and CuPy and/or PyTorch; no nanobind, maybe no pytest): builds the library,
# batchblas._core and batchblas._cuda from source (sm_90 only, the needed targets only), checks
# that the package imports with and without _cuda, runs pytest on python/tests (GPU tests
# included) and the GPU benchmark. Run from the repository root:
#
#   BATCHBLAS_WHEELS=.whl/gpu OUT=/some/folder python/gpu_check.sh
#
# BATCHBLAS_WHEELS: a folder of pure-Python wheels of nanobind and pytest with its dependencies,
# fetched where there is network, e.g.
#   pip download nanobind pytest exceptiongroup tomli --only-binary=:all: --no-deps -d .whl/gpu
#   pip download nanobind pytest --only-binary=:all: -d .whl/gpu
# They are unpacked into the build folder, never installed into the system Python.
# BENCH_ARGS: extra arguments of python/bench/bench_gpu.py (e.g. --sizes 8,32). OUT (default
# build-gpu-check/out) receives build.log, pytest.log, bench_gpu.txt and
# bench_gpu.csv. The exit status is pytest's (or the build's, if that fails).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=${OUT:-$root/build-gpu-check/out}
wheels=${BATCHBLAS_WHEELS:-$root/.whl/gpu}
build=$root/build-gpu-check
py=$(command -v "${PYTHON:-python3}")
jobs=${JOBS:-$(nproc)}
mkdir -p "$out" "$build"
start=$(date +%s)
say() { echo "gpu_check: $* ($(($(date +%s) - start)) s)"; }

site=$build/site
rm -rf "$site" && mkdir -p "$site"
for wheel in "$wheels"/*.whl; do "$py" -m zipfile -e "$wheel" "$site"; done
[ -d "$site/nanobind/cmake" ] || { echo "gpu_check: no nanobind wheel in $wheels" >&2; exit 2; }

nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_CUDA_COMPILER_LAUNCHER=ccache)
fi
say "configuring with $py, $nvcc"
if ! { cmake -S . -B "$build/cmake" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DBATCHBLAS_ENABLE_CUDA=ON -DBATCHBLAS_PYTHON=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
        -DCMAKE_CUDA_COMPILER="$nvcc" -DBATCHBLAS_BUILD_TESTS=OFF -DBATCHBLAS_BUILD_BENCH=OFF \
        -DBATCHBLAS_FORTRAN=OFF "${launcher[@]}" -DPython_EXECUTABLE="$py" \
        -Dnanobind_DIR="$site/nanobind/cmake" &&
      cmake --build "$build/cmake" -j "$jobs" --target _core _cuda; } >"$out/build.log" 2>&1
then
  tail -40 "$out/build.log"
  echo "gpu_check: build failed (build.log)" >&2
  exit 1
fi
say "built"

# The package as installed: the Python sources beside the two modules; a second copy without
# _cuda stands for a CPU-only install.
pkg=$build/pkg
rm -rf "$pkg" "$build/pkg-cpu" && mkdir -p "$pkg/batchblas" "$build/pkg-cpu/batchblas"
cp python/batchblas/*.py "$pkg/batchblas/"
cp python/batchblas/*.py "$build/pkg-cpu/batchblas/"
cp "$build"/cmake/python/_core*.so "$pkg/batchblas/"
cp "$build"/cmake/python/_core*.so "$build/pkg-cpu/batchblas/"
cp "$build"/cmake/python/_cuda*.so "$pkg/batchblas/"

{
  PYTHONPATH=$build/pkg-cpu "$py" -c "
import numpy as np, batchblas as bb
from batchblas import _gpu_call
assert _gpu_call._cuda is None
print('without _cuda: import ok, gemm', bb.gemm(np.eye(2), np.ones((2, 2)))[0])"
  PYTHONPATH=$pkg "$py" -c "
import batchblas as bb, batchblas._cuda as c
print('with _cuda: import ok,', c.device_count(), 'GPU(s)')"
} 2>&1 | tee "$out/pytest.log"

say "pytest"
(cd python/tests && PYTHONPATH=$pkg:$site "$py" -m pytest -q -rs -p no:cacheprovider . ) \
  2>&1 | tee -a "$out/pytest.log"
status=${PIPESTATUS[0]}
say "pytest exit status $status"

say "benchmark"
PYTHONPATH=$pkg "$py" python/bench/bench_gpu.py --csv "$out/bench_gpu.csv" ${BENCH_ARGS:-} \
  2>&1 | tee "$out/bench_gpu.txt"
say "done"
exit "$status"
