#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The Python package's test job (scripts/test.sh runs it): a virtual environment in
# build-python/venv, `pip install .` (CMake through scikit-build-core builds the library from
# src/ and the nanobind extension: Release, Ninja, CMAKE_BUILD_PARALLEL_LEVEL jobs, 2 unless
# set), NumPy and pytest from PyPI, then pytest on python/tests against the installed package.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
venv=build-python/venv
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet numpy pytest
config=()
if command -v ccache >/dev/null; then
  config=(--config-settings=cmake.define.CMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-2} \
  "$venv/bin/python" -m pip install --quiet "${config[@]}" .
echo "python/run_tests.sh: package built and installed in $(($(date +%s) - start)) s"
# Run from python/tests so that the source folder python/batchblas (no extension) never shadows
# the installed package.
(cd python/tests && "../../$venv/bin/python" -m pytest -q -p no:cacheprovider .)
echo "python/run_tests.sh: done in $(($(date +%s) - start)) s"
