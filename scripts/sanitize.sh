#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# The sanitizer and fuzzing jobs of CI (run by scripts/test.sh; docs/reliability.md says what
# each one checks and why it is built the way it is). Two builds with clang 14, each in its own
# folder:
#
#   build-asan  AddressSanitizer + UndefinedBehaviorSanitizer (no recovery: any finding fails the
#               test) and libFuzzer's coverage hooks. Step "asan": every unit test and the cblas
#               tests but the interleaved-layout ones, then the tester sweep but its variable-size
#               entries. Step "fuzz": fuzz_arguments replays its seed corpus, then fuzzes for
#               FUZZ_SECONDS (default 60) seconds. Step "asan-compact": the interleaved-layout
#               suites again under the build's other ISAs (compact_layout_on_<isa>: most of the
#               unit tests' time under ASan on CI's two cores, where the avx2 one repeats the
#               suites' own entries), last. One build for all saves a full compile of the
#               library on CI's two cores.
#   build-tsan  ThreadSanitizer with LLVM's libomp and its Archer tool (TSan sees OpenMP's
#               synchronisation). Step "tsan": the concurrency tests.
#
# Both builds are cheap versions of the library: -O1 with line tables, the CPU kernels at -O0 and
# for fewer ISAs (see below); a sanitizer finding does not depend on the optimisation level.
#
# Usage: scripts/sanitize.sh [asan] [fuzz] [tsan] [asan-compact]   (no argument: all four, in that
# order)
# Environment: JOBS (build parallelism, default 2), FUZZ_SECONDS, BUILD_PREFIX (the folders are
# ${BUILD_PREFIX}asan and ${BUILD_PREFIX}tsan; default "build-"). Every step runs to its end,
# whatever an earlier one found; the script exits with the first failing step's status.
set -euo pipefail
cd "$(dirname "$0")/.."

jobs=${JOBS:-2}
fuzz_seconds=${FUZZ_SECONDS:-60}
prefix=${BUILD_PREFIX:-build-}
steps=("$@")
[ ${#steps[@]} -eq 0 ] && steps=(asan fuzz tsan asan-compact)

clang_cc=$(command -v clang-14 || command -v clang || true)
clang_cxx=$(command -v clang++-14 || command -v clang++ || true)
llvm_lib=/usr/lib/llvm-14/lib

# The kernels of one vector ISA besides the generic fallback (the one this machine runs, AVX2,
# if it has it; AVX-512 machines run the AVX2 kernels in these builds): each ISA costs a full
# compile of src/cpu/kernels/common/, the most expensive part of a sanitizer build.
# SANITIZE_ISAS overrides (a CMake list for BATCHBLAS_KERNEL_ISAS, e.g. "all").
if grep -qw avx2 /proc/cpuinfo 2>/dev/null && grep -qw fma /proc/cpuinfo; then
  asan_isas=${SANITIZE_ISAS:-generic;avx2}
else
  asan_isas=${SANITIZE_ISAS:-generic}
fi
# The concurrency tests check the drivers' threading, which is the same for every ISA.
tsan_isas=${SANITIZE_ISAS:-generic}
# -O1 with line tables only: about a quarter less compile time than RelWithDebInfo's -O2 -g and
# still file:line in every report; assertions stay on (no NDEBUG).
opt="-O1 -gline-tables-only"
# The kernels at -O0: their fully unrolled templates (64 tiny-GEMM shapes x 4 types per ISA) take
# 12+ min of CPU for tiny_gemm.cc alone at -O1 under ASan + UBSan, 1 min at -O0.
common=(-DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_C_FLAGS_RELWITHDEBINFO=$opt"
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=$opt" -DBATCHBLAS_KERNEL_FLAGS=-O0
  -DBATCHBLAS_BUILD_BENCH=OFF)
# Findings abort with a stack trace; leaks count as findings.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:strict_string_checks=1}
# Leaks of the OpenMP runtime's thread pool are not ours (scripts/lsan.supp says which).
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

timed() {  # timed NAME COMMAND...: runs the command, prints how long it took, returns its status
  local name=$1 start=$SECONDS rc=0
  shift
  "$@" || rc=$?
  echo "sanitize.sh: $name took $((SECONDS - start)) s"
  return "$rc"
}

need_clang() {
  if [ -z "$clang_cxx" ]; then
    echo "sanitize.sh: clang 14 not found (scripts/install-deps.sh installs it)" >&2
    exit 1
  fi
}

configure_asan() {
  need_clang
  CC=$clang_cc CXX=$clang_cxx cmake -S . -B "${prefix}asan" "${common[@]}" \
    -DBATCHBLAS_SANITIZE=address,undefined -DBATCHBLAS_BUILD_FUZZ=ON \
    "-DBATCHBLAS_KERNEL_ISAS=$asan_isas"
}

# The step functions are called as `step || rc=$?`, where bash ignores `set -e` inside them:
# every command that may fail says what to do with `|| return`.

# ctest_asan NAME CTEST-ARGS...: ctest on build-asan, timed.
ctest_asan() {
  local name=$1
  shift
  timed "$name" ctest --test-dir "${prefix}asan" --output-on-failure -j"$jobs" "$@"
}

asan() {
  configure_asan || return
  # Every test binary ctest runs (cblas_tests too), and the fuzz target (one file more).
  timed "asan build" cmake --build "${prefix}asan" -j"$jobs" \
    --target unit_tests cblas_tests tester fuzz_arguments || return
  # The unit and cblas tests first (the interleaved-layout ones in step asan-compact), then the
  # tester entries but the variable-size ones (the same code paths as the group entries, at
  # sizes 40 to 70 that take minutes under ASan on two cores). The fuzzer's corpus entry runs in
  # the fuzz step.
  local rc=0 tester_rc=0
  ctest_asan "asan unit tests" -LE tester -E '^fuzz_|^compact_layout_on_' || rc=$?
  ctest_asan "asan tester" -L tester -E '_variable$' || tester_rc=$?
  return $((rc != 0 ? rc : tester_rc))
}

asan_compact() {
  configure_asan || return
  timed "asan build" cmake --build "${prefix}asan" -j"$jobs" --target unit_tests ||
    return
  # The asan step's own Compact / Interleaved entries run the build's best ISA (the last of
  # asan_isas): here the others.
  local best=${asan_isas##*;}
  ctest_asan "asan interleaved-layout tests" -R '^compact_layout_on_' \
    -E "^compact_layout_on_${best}\$"
}

tsan() {
  need_clang
  if [ ! -e "$llvm_lib/libarcher.so" ]; then
    echo "sanitize.sh: $llvm_lib/libarcher.so missing (libomp-14-dev)" >&2
    return 1
  fi
  # clang's -fopenmp links LLVM's libomp, whose synchronisation Archer reports to TSan; GCC's
  # libgomp is not instrumented and would show its own barriers as races.
  CC=$clang_cc CXX=$clang_cxx cmake -S . -B "${prefix}tsan" "${common[@]}" \
    -DBATCHBLAS_SANITIZE=thread "-DBATCHBLAS_KERNEL_ISAS=$tsan_isas" || return
  timed "tsan build" cmake --build "${prefix}tsan" -j"$jobs" \
    --target concurrency_tests || return
  # Threads past the cores: more interleavings. Archer needs the OMPT interface of libomp.
  timed "tsan tests" env OMP_TOOL_LIBRARIES="$llvm_lib/libarcher.so" \
    OMP_NUM_THREADS=4 \
    TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ignore_noninstrumented_modules=1" \
    "${prefix}tsan/tests/concurrency_tests"
}

fuzz() {
  configure_asan || return
  timed "fuzz build" cmake --build "${prefix}asan" -j"$jobs" \
    --target fuzz_arguments || return
  local fuzzer=${prefix}asan/tests/fuzz/fuzz_arguments scratch rc=0
  # The seed corpus first (every seed must pass), then new inputs in a scratch corpus so that
  # the source tree is never written.
  timed "fuzz corpus" "$fuzzer" -runs=0 tests/fuzz/corpus || return
  scratch=$(mktemp -d)
  timed "fuzz run" "$fuzzer" -max_total_time="$fuzz_seconds" -timeout=30 \
    -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="${prefix}asan/" "$scratch" \
    tests/fuzz/corpus || rc=$?
  rm -rf "$scratch"
  return "$rc"
}

status=0
for step in "${steps[@]}"; do
  rc=0
  case $step in
    asan) asan || rc=$? ;;
    fuzz) fuzz || rc=$? ;;
    tsan) tsan || rc=$? ;;  # builds only the concurrency tests
    asan-compact) asan_compact || rc=$? ;;
    *)
      echo "sanitize.sh: unknown step '$step' (asan, fuzz, tsan, asan-compact)" >&2
      exit 2
      ;;
  esac
  if [ "$rc" -ne 0 ]; then
    echo "sanitize.sh: step $step failed (status $rc)"
    [ "$status" -eq 0 ] && status=$rc
  fi
done
exit "$status"
