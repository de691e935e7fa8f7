# The sanitized run (sourced by scripts/test): a second build with clang,
# AddressSanitizer and UndefinedBehaviorSanitizer, in which the unit and
# scenario tests run again, then each libFuzzer target (tests/fuzz) for a
# fixed time from its corpus. A finding fails the run; the fuzzer leaves the
# input that found it in the run's folder, and it becomes a regression test.

jgr_sanitized_build() {
  local root=$1 build=$2
  CC=clang-14 CXX=clang++-14 cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g" -DJGR_SANITIZE=ON -DJGR_FUZZ=ON >/dev/null
  cmake --build "$build" -j2 --target jgr_sanitized_tests fuzz_siteconfig fuzz_updatespec fuzz_valuecodec fuzz_reports
}

# Runs the sanitized tests (ctest arguments after the folder, e.g. -E name).
jgr_sanitized_tests() {
  local build=$1
  shift
  # Leaks are not judged: Qt keeps its plugins and SQL drivers to the end.
  ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir "$build" --output-on-failure --timeout 1200 -L 'unit|scenario' "$@"
}

# Runs each fuzz target for SECONDS from a copy of its corpus.
jgr_fuzz() {
  local root=$1 build=$2 seconds=$3 work=$4 status=0 name
  for name in siteconfig updatespec valuecodec reports; do
    mkdir -p "$work/$name"
    cp "$root/tests/fuzz/corpus/$name/"* "$work/$name/"
    echo "fuzzing $name for $seconds s" >&2
    ASAN_OPTIONS=detect_leaks=0 "$build/tests/fuzz/fuzz_$name" -max_total_time="$seconds" -timeout=10 \
      -artifact_prefix="$work/$name-" "$work/$name" >"$work/$name.log" 2>&1 || {
      status=1
      tail -40 "$work/$name.log" >&2
      echo "fuzz_$name found a crash: $(ls "$work/$name-"* 2>/dev/null)" >&2
    }
  done
  return $status
}
