#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# Install test: installs a built batchblas tree into a temporary prefix and builds and runs the
# examples against that prefix only, the ways users do:
#   1. CMake, find_package(batchblas), batchblas::batchblas (shared)
#   2. CMake, batchblas::batchblas_static (libbatchblas.a; nothing of libbatchblas.so linked)
#   3. CMake from a C-only project (the package must not need C++ for the shared library)
#   4. pkg-config, shared:  cc gemm_batched.c $(pkg-config --cflags --libs batchblas) -lm
#   5. pkg-config, static:  libbatchblas.a with $(pkg-config --static --libs batchblas) (checks
#                           that Libs.private is complete for a C link driver)
#   6. the opt-in CBLAS batch library: libbatchblas exports no cblas_* name, libbatchblas_cblas
#      nothing else; a C program through pkg-config batchblas_cblas, shared and static
#   7. a C-only CMake project linking the static libraries (batchblas::batchblas_static,
#      batchblas::cblas_static)
#   8. every installed header compiles alone (.h as C99 and C++17, .hh as C++17) with
#      -Wall -Wextra -pedantic -Werror; the GPU headers are installed only by a CUDA build
#   9. README.md's code blocks are examples/readme_c.c's and readme_cxx.cc's, and every example
#      compiles with -Wall -Wextra -pedantic -Werror
#   10. bblas_version against the installed header's macros, and the thread control
#      (tests/install/version_threads.c)
#   11. a BLAS++ batch program compiled unchanged but for the header and `namespace blas =
#      batchblas;` (tests/install/blaspp_batch.cc), its results checked
#   12. the Fortran module, where the build has it (BATCHBLAS_FORTRAN): examples/fortran with the
#      build's Fortran compiler, by hand (-I<module dir> -lbatchblas) and through CMake
#      (batchblas::fortran)
#
# usage: tests/install/install_test.sh BUILD_DIR [SOURCE_DIR]
# CC and CXX choose the compilers (as for CMake); KEEP_INSTALL_TEST=1 keeps the temporary
# directory for inspection.
set -euo pipefail

build_dir=$(cd "${1:?usage: install_test.sh BUILD_DIR [SOURCE_DIR]}" && pwd)
source_dir=$(cd "${2:-$(dirname "$0")/../..}" && pwd)
examples="$source_dir/examples"

work=$(mktemp -d "${TMPDIR:-/tmp}/batchblas-install-test.XXXXXX")
if [ "${KEEP_INSTALL_TEST:-0}" = 1 ]; then
  echo "keeping $work"
else
  trap 'rm -rf "$work"' EXIT
fi
prefix="$work/prefix"

step() { printf '\n=== %s\n' "$*"; }
fail() { echo "install test FAILED: $*" >&2; exit 1; }

step "install $build_dir into $prefix"
cmake --install "$build_dir" --prefix "$prefix" >"$work/install.log" || {
  cat "$work/install.log"; fail "cmake --install"; }

libdir=$(dirname "$(find "$prefix" -name libbatchblas.a -print -quit)")
[ -d "$libdir" ] || fail "libbatchblas.a not installed"
for f in "$prefix/include/batchblas.h" "$prefix/include/batchblas.hh" \
         "$prefix/include/batchblas/types.hh" "$libdir/libbatchblas.so" \
         "$libdir/pkgconfig/batchblas.pc" "$libdir/cmake/batchblas/batchblasConfig.cmake" \
         "$libdir/cmake/batchblas/batchblasConfigVersion.cmake" \
         "$libdir/cmake/batchblas/batchblasTargets.cmake"; do
  [ -e "$f" ] || fail "$f not installed"
done
soname=$(readelf -d "$libdir/libbatchblas.so" | sed -n 's/.*SONAME.*\[\(.*\)\].*/\1/p')
if [ -z "$soname" ] || [ ! -e "$libdir/$soname" ]; then
  fail "libbatchblas.so has no soname link ($soname)"
fi
echo "installed: $(cd "$prefix" && find . -type f -o -type l | sort | tr '\n' ' ')"

cat >"$work/cblas_batch.c" <<'CEOF'
/* Two 2x2 products C_i = A_i B_i through the strided CBLAS batch form. */
#include <batchblas/cblas_batch.h>
#include <stdio.h>
int main(void)
{
    double a[8] = {1, 2, 3, 4, 2, 0, 0, 2}, b[8] = {1, 0, 0, 1, 1, 1, 1, 1}, c[8] = {0};
    cblas_dgemm_batch_strided(CblasColMajor, CblasNoTrans, CblasNoTrans, 2, 2, 2, 1.0, a, 2, 4,
                              b, 2, 4, 0.0, c, 2, 4, 2);
    double const want[8] = {1, 2, 3, 4, 2, 2, 2, 2};
    for (int i = 0; i < 8; ++i)
        if (c[i] != want[i]) { printf("c[%d] = %g, expected %g\n", i, c[i], want[i]); return 1; }
    return 0;
}
CEOF

run_examples() {  # run_examples DIR: runs the examples built in DIR
  for ex in gemm_batched_c gemm_batched_cxx readme_c readme_cxx; do
    "$1/$ex" >/dev/null || fail "$1/$ex"
  done
}
not_linked_to_shared() {  # the binary must not need libbatchblas.so
  if readelf -d "$1" | grep -q 'NEEDED.*libbatchblas'; then fail "$1 links libbatchblas.so"; fi
}

step "CMake package, shared library"
cmake -S "$examples" -B "$work/ex-shared" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_BUILD_TYPE=Release >"$work/ex-shared.log" || { cat "$work/ex-shared.log"; fail "configure"; }
cmake --build "$work/ex-shared" || fail "build (shared)"
run_examples "$work/ex-shared"

step "CMake package, static library"
cmake -S "$examples" -B "$work/ex-static" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_BUILD_TYPE=Release -DBATCHBLAS_EXAMPLES_STATIC=ON >"$work/ex-static.log" || {
  cat "$work/ex-static.log"; fail "configure (static)"; }
cmake --build "$work/ex-static" || fail "build (static)"
not_linked_to_shared "$work/ex-static/gemm_batched_c"
not_linked_to_shared "$work/ex-static/gemm_batched_cxx"
run_examples "$work/ex-static"

step "CMake package from a C-only project"
mkdir -p "$work/c-only"
cat >"$work/c-only/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.18)
project(c_only LANGUAGES C)
find_package(batchblas 0.1 REQUIRED)
add_executable(gemm_batched_c "$examples/gemm_batched.c")
target_link_libraries(gemm_batched_c PRIVATE batchblas::batchblas m)
EOF
cmake -S "$work/c-only" -B "$work/c-only/build" -DCMAKE_PREFIX_PATH="$prefix" \
  >"$work/c-only.log" || { cat "$work/c-only.log"; fail "configure (C only)"; }
cmake --build "$work/c-only/build" || fail "build (C only)"
"$work/c-only/build/gemm_batched_c" >/dev/null || fail "C-only gemm_batched_c"

step "CMake package, static libraries from a C-only project"
mkdir -p "$work/c-only-static"
cat >"$work/c-only-static/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.18)
project(c_only_static LANGUAGES C)
find_package(batchblas 0.1 REQUIRED)
add_executable(gemm_batched_c "$examples/gemm_batched.c")
target_link_libraries(gemm_batched_c PRIVATE batchblas::batchblas_static m)
add_executable(cblas_batch_c "$work/cblas_batch.c")
target_link_libraries(cblas_batch_c PRIVATE batchblas::cblas_static)
EOF
cmake -S "$work/c-only-static" -B "$work/c-only-static/build" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_BUILD_TYPE=Release >"$work/c-only-static.log" 2>&1 || {
  cat "$work/c-only-static.log"; fail "configure (C only, static)"; }
cmake --build "$work/c-only-static/build" || fail "build (C only, static)"
not_linked_to_shared "$work/c-only-static/build/gemm_batched_c"
not_linked_to_shared "$work/c-only-static/build/cblas_batch_c"
"$work/c-only-static/build/gemm_batched_c" >/dev/null || fail "C-only static gemm_batched_c"
"$work/c-only-static/build/cblas_batch_c" || fail "C-only static cblas_batch_c"

step "pkg-config, shared library"
export PKG_CONFIG_PATH="$libdir/pkgconfig"
pkg-config --exists --print-errors batchblas || fail "pkg-config cannot read batchblas.pc"
echo "cflags: $(pkg-config --cflags batchblas)"
echo "libs:   $(pkg-config --libs batchblas)"
echo "static: $(pkg-config --static --libs batchblas)"
# shellcheck disable=SC2046  # word splitting of pkg-config's output is intended
"${CC:-cc}" -std=c99 -Wall -o "$work/pc-shared" "$examples/gemm_batched.c" \
  $(pkg-config --cflags --libs batchblas) -lm || fail "pkg-config build (shared)"
LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$work/pc-shared" >/dev/null ||
  fail "pkg-config example (shared)"

step "pkg-config, static library"
# The archive named first supplies every batchblas symbol; Libs.private must then be enough.
# shellcheck disable=SC2046
"${CC:-cc}" -std=c99 -Wall -o "$work/pc-static" "$examples/gemm_batched.c" \
  $(pkg-config --cflags batchblas) "$libdir/libbatchblas.a" \
  -Wl,--as-needed $(pkg-config --static --libs batchblas) -lm || fail "pkg-config build (static)"
not_linked_to_shared "$work/pc-static"
"$work/pc-static" >/dev/null || fail "pkg-config example (static)"

step "the opt-in CBLAS batch library (pkg-config batchblas_cblas)"
# libbatchblas must not define any cblas_* name nor MKL's batch LAPACK names; libbatchblas_cblas
# exports only those.
mkl_lapack='^[sdcz](getrf_batch|getrf_batch_strided|getrs_batch_strided|getrfnp_batch_strided|getrsnp_batch_strided|getri_oop_batch|getri_oop_batch_strided|potrf_batch_strided|geqrf_batch|geqrf_batch_strided)$'
if nm -D --defined-only "$libdir/libbatchblas.so" | awk '{print $3}' |
   grep -q -E -e '^cblas_' -e "$mkl_lapack"; then
  fail "libbatchblas.so defines cblas_* or MKL batch LAPACK symbols"
fi
if nm -D --defined-only "$libdir/libbatchblas_cblas.so" | awk '$2 == "T" {print $3}' |
   grep -v -E -e '^cblas_' -e "$mkl_lapack" -e '^_init$' -e '^_fini$' | grep -q .; then
  fail "libbatchblas_cblas.so exports names other than cblas_* and MKL's batch LAPACK"
fi
[ "$(nm -D --defined-only "$libdir/libbatchblas_cblas.so" | awk '{print $3}' |
     grep -c -E "$mkl_lapack")" -eq 40 ] || fail "libbatchblas_cblas.so lacks MKL batch LAPACK names"
pkg-config --exists --print-errors batchblas_cblas || fail "pkg-config cannot read batchblas_cblas.pc"
# shellcheck disable=SC2046
"${CC:-cc}" -std=c99 -Wall -o "$work/cblas-shared" "$work/cblas_batch.c" \
  $(pkg-config --cflags --libs batchblas_cblas) || fail "pkg-config build (batchblas_cblas)"
LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$work/cblas-shared" ||
  fail "CBLAS batch example (shared)"
# shellcheck disable=SC2046
"${CC:-cc}" -std=c99 -Wall -o "$work/cblas-static" "$work/cblas_batch.c" \
  $(pkg-config --cflags batchblas_cblas) "$libdir/libbatchblas_cblas.a" "$libdir/libbatchblas.a" \
  -Wl,--as-needed $(pkg-config --static --libs batchblas) -lm || fail "build (batchblas_cblas static)"
not_linked_to_shared "$work/cblas-static"
"$work/cblas-static" || fail "CBLAS batch example (static)"

step "the Fortran module (examples/fortran)"
if grep -q '^BATCHBLAS_FORTRAN:BOOL=ON$' "$build_dir/CMakeCache.txt"; then
  fc=$(sed -n 's/^CMAKE_Fortran_COMPILER:[A-Z]*=//p' "$build_dir/CMakeCache.txt")
  moddir=$(dirname "$(find "$prefix/include/batchblas/fortran" -name batchblas.mod -print -quit)")
  [ -e "$moddir/batchblas.mod" ] || fail "batchblas.mod not installed"
  for f in batchblas.f90 batchblas_level3.inc batchblas_level12.inc batchblas_lapack.inc \
      batchblas_compact.inc; do
    [ -e "$prefix/include/batchblas/fortran/$f" ] || fail "$f not installed"
  done
  "$fc" -o "$work/fortran-example" "-I$moddir" "$examples/fortran/batched_solve.f90" \
    "-L$libdir" -lbatchblas || fail "Fortran example build (module path + -lbatchblas)"
  LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" "$work/fortran-example" ||
    fail "Fortran example"
  cmake -S "$examples/fortran" -B "$work/ex-fortran" -DCMAKE_PREFIX_PATH="$prefix" \
    "-DCMAKE_Fortran_COMPILER=$fc" >"$work/ex-fortran.log" || {
    cat "$work/ex-fortran.log"; fail "configure (Fortran)"; }
  cmake --build "$work/ex-fortran" || fail "build (Fortran, CMake)"
  "$work/ex-fortran/batched_solve" || fail "Fortran example (CMake)"
else
  echo "built without BATCHBLAS_FORTRAN: nothing to test"
fi
step "every installed header compiles alone (-Wall -Wextra -pedantic -Werror)"
cuda_built=$(sed -n 's/^BATCHBLAS_ENABLE_CUDA:BOOL=//p' "$build_dir/CMakeCache.txt")
cuda_header_count=$(find "$prefix/include/batchblas" -name 'cuda.h' -o -name 'cuda.hh' \
  -o -name 'cuda_lapack.h' -o -name 'cuda_lapack.hh' | wc -l)
case "$cuda_built" in
  ON|on|1|TRUE|true)
    [ "$cuda_header_count" -eq 4 ] ||
      fail "a CUDA build must install batchblas/cuda.h, cuda.hh, cuda_lapack.h and cuda_lapack.hh" ;;
  *)
    [ "$cuda_header_count" -eq 0 ] || fail "a build without CUDA installs a batchblas/cuda*.h(h)" ;;
esac
headers=$(cd "$prefix/include" && find . -name '*.h' -o -name '*.hh' | sed 's|^\./||' | sort)
[ -n "$headers" ] || fail "no headers installed"
for h in $headers; do
  printf '#include <%s>\nint batchblas_header_test;\n' "$h" >"$work/header.c"
  cp "$work/header.c" "$work/header.cc"
  if [ "${h##*.}" = h ]; then
    "${CC:-cc}" -std=c99 -Wall -Wextra -pedantic -Werror -fsyntax-only -I"$prefix/include" \
      "$work/header.c" || fail "$h does not compile alone as C99"
  fi
  "${CXX:-c++}" -std=c++17 -Wall -Wextra -pedantic -Werror -fsyntax-only -I"$prefix/include" \
    "$work/header.cc" || fail "$h does not compile alone as C++17"
  echo "  $h"
done

step "README.md's code blocks are the examples readme_c.c and readme_cxx.cc"
# readme_block LANG: README's first code block in LANG; example_block FILE: FILE's lines between
# its [readme] markers, their common indentation removed.
readme_block() {
  awk -v fence='```'"$1" '$0 == fence {on = 1; next} on && /^```/ {exit} on' "$source_dir/README.md"
}
example_block() {
  awk '/^ *(\/\/|\/\*) \[\/readme\]/ {exit} on; /^ *(\/\/|\/\*) \[readme\]/ {on = 1}' "$1" |
    awk '{line[NR] = $0; if ($0 ~ /[^ ]/) {match($0, /^ */); if (min == "" || RLENGTH < min) min = RLENGTH}}
         END {for (i = 1; i <= NR; ++i) print substr(line[i], min + 1)}'
}
for pair in "c readme_c.c" "cpp readme_cxx.cc"; do
  lang=${pair% *} file=${pair#* }
  readme_block "$lang" >"$work/readme.$lang"
  example_block "$examples/$file" >"$work/example.$lang"
  [ -s "$work/readme.$lang" ] || fail "README.md has no $lang code block"
  diff -u "$work/readme.$lang" "$work/example.$lang" ||
    fail "README.md's $lang block differs from examples/$file (between its [readme] markers)"
done

step "the examples compile with -Wall -Wextra -pedantic -Werror and run"
export LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
for ex in "$examples"/*.c "$examples"/*.cc; do
  name=$(basename "$ex")
  case "$ex" in
    *.c) compile=("${CC:-cc}" -std=c99) ;;
    *) compile=("${CXX:-c++}" -std=c++17) ;;
  esac
  # shellcheck disable=SC2046
  "${compile[@]}" -Wall -Wextra -pedantic -Werror -o "$work/werror-$name" "$ex" \
    $(pkg-config --cflags --libs batchblas) -lm || fail "$name with -Werror"
  "$work/werror-$name" >/dev/null || fail "$name (-Werror build)"
done

step "bblas_version and the thread control"
# shellcheck disable=SC2046
"${CC:-cc}" -std=c99 -Wall -Wextra -pedantic -Werror -o "$work/version_threads" \
  "$source_dir/tests/install/version_threads.c" $(pkg-config --cflags --libs batchblas) ||
  fail "version_threads.c"
OMP_NUM_THREADS=3 "$work/version_threads" || fail "version and threads"

step "a BLAS++ batch program: #include <batchblas.hh> and namespace blas = batchblas"
# shellcheck disable=SC2046
"${CXX:-c++}" -std=c++17 -Wall -Wextra -pedantic -Werror -o "$work/blaspp_batch" \
  "$source_dir/tests/install/blaspp_batch.cc" $(pkg-config --cflags --libs batchblas) ||
  fail "blaspp_batch.cc"
"$work/blaspp_batch" || fail "BLAS++-style batch program"

printf '\ninstall test passed\n'
