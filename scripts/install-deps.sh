#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Installs what building, testing and benchmarking batchblas need on Debian 12 (run as root).
#
#   build and tests:   compilers, CMake, GoogleTest, netlib BLAS/LAPACK (the tester's reference),
#                      pkg-config (install test), gfortran (the Fortran module and its tests)
#   sanitizers, fuzz:  clang 14 with its sanitizer and libFuzzer runtimes and LLVM's OpenMP
#                      (libomp, with the Archer tool that tells ThreadSanitizer about OpenMP)
#                      for scripts/sanitize.sh
#   Python package:    python3-venv, python3-dev, python3-pip (python/run_tests.sh builds it in
#                      a virtual environment; NumPy, pytest, nanobind, scikit-build-core from PyPI)
#   benchmark:         the OpenMP builds of OpenBLAS and BLIS (loaded by the benchmark at run
#                      time as baselines), libxsmm (static only in Debian: the benchmark builds
#                      it into a module it loads at run time), gnuplot for the plot
#
# OpenBLAS and BLIS register themselves as higher-priority alternatives for libblas.so.3 and
# liblapack.so.3. The system BLAS/LAPACK stay netlib's: the tester's reference must not change
# with what else is installed, and the benchmark opens each library by its own path anyway.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config git gfortran
  googletest libgtest-dev
  libblas-dev liblapack-dev liblapacke-dev
  clang-14 libclang-rt-14-dev libomp-14-dev
  libopenblas0-openmp libblis4-openmp libxsmm-dev
  gnuplot-nox
  python3-venv python3-dev python3-pip
)

if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps.sh: must run as root" >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends "${packages[@]}"

arch_dir=/usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)
pin() {  # pin NAME TARGET: keep alternative NAME on TARGET (manual mode survives later installs)
  if update-alternatives --query "$1" >/dev/null 2>&1; then
    update-alternatives --set "$1" "$2"
  fi
}
multiarch=$(basename "$arch_dir")
pin "libblas.so.3-$multiarch" "$arch_dir/blas/libblas.so.3"
pin "liblapack.so.3-$multiarch" "$arch_dir/lapack/liblapack.so.3"
pin "libblas.so-$multiarch" "$arch_dir/blas/libblas.so"
pin "liblapack.so-$multiarch" "$arch_dir/lapack/liblapack.so"
