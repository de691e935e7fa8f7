# The sanitized run (sourced by scripts/test and scripts/fuzz): a second
# build with clang, AddressSanitizer and UndefinedBehaviorSanitizer, in which
# the unit and scenario tests run again, and each libFuzzer target
# (tests/fuzz) runs from its corpus. In CI the fuzzers are deterministic (a
# fixed seed and number of runs), so that a tree that passed once passes
# again; scripts/fuzz runs them at random for as long as it is asked to.

JGR_FUZZ_TARGETS=(siteconfig updatespec valuecodec reports)
# CI's inputs per target: about 20 s each on an idle core of this machine
# (the INI reader writes each input to a file first).
declare -A JGR_FUZZ_RUNS_OF=([siteconfig]=20000 [updatespec]=300000 [valuecodec]=600000 [reports]=60000)

jgr_sanitized_configure() {
  local root=$1 build=$2
  CC=clang-14 CXX=clang++-14 cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g" -DJGR_SANITIZE=ON -DJGR_FUZZ=ON >/dev/null
}

jgr_sanitized_build() {
  local root=$1 build=$2 name targets=()
  jgr_sanitized_configure "$root" "$build"
  for name in "${JGR_FUZZ_TARGETS[@]}"; do targets+=("fuzz_$name"); done
  cmake --build "$build" -j2 --target jgr_sanitized_tests "${targets[@]}"
}

# Runs the sanitized tests (ctest arguments after the folder, e.g. -E name).
jgr_sanitized_tests() {
  local build=$1
  shift
  # Leaks are not judged: Qt keeps its plugins and SQL drivers to the end.
  ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    ctest --test-dir "$build" --output-on-failure --timeout 1200 -L 'unit|scenario' "$@"
}

# Runs one fuzz target NAME from a copy of its checked-in corpus (every input
# that ever found something is in it) into WORK, with libFuzzer's further
# arguments; a finding is left as WORK/NAME-crash-... and fails the call.
jgr_fuzz_target() {
  local root=$1 build=$2 name=$3 work=$4
  shift 4
  mkdir -p "$work/$name"
  cp "$root/tests/fuzz/corpus/$name/"* "$work/$name/"
  ASAN_OPTIONS=detect_leaks=0 "$build/tests/fuzz/fuzz_$name" -artifact_prefix="$work/$name-" "$@" \
    "$work/$name" >"$work/$name.log" 2>&1 || {
    tail -40 "$work/$name.log" >&2
    echo "fuzz_$name found a crash: $(ls "$work/$name-"* 2>/dev/null)" >&2
    return 1
  }
}

# CI's fuzzing: each target from its corpus, with seed 1 and its number of
# inputs (JGR_FUZZ_RUNS_OF, or RUNS for every target when given): the same
# tree always meets the same inputs. The time limit per input is generous,
# so a loaded machine is no finding.
jgr_fuzz() {
  local root=$1 build=$2 runs=${3:-} work=$4 status=0 name
  for name in "${JGR_FUZZ_TARGETS[@]}"; do
    local n=${runs:-${JGR_FUZZ_RUNS_OF[$name]}}
    echo "fuzzing $name: $n inputs from seed 1" >&2
    jgr_fuzz_target "$root" "$build" "$name" "$work" -seed=1 -runs="$n" -timeout=300 || status=1
  done
  return $status
}
