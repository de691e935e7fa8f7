#!/usr/bin/env bash
# Runs clang-tidy with the checks of .clang-tidy on every product source file
# (core/, ui/, app/) against a build folder configured with
# CMAKE_EXPORT_COMPILE_COMMANDS (jgr_build does). Any finding fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
if [ ! -f "$build/compile_commands.json" ]; then
  echo "check-tidy: $build/compile_commands.json is missing: configure the build with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON" >&2
  exit 2
fi
cd "$root"
mapfile -t files < <(git ls-files 'core/*.cpp' 'ui/*.cpp' 'app/*.cpp')
started=$(date +%s)
if ! run-clang-tidy-14 -quiet -p "$build" -j "$(nproc)" "${files[@]}" > "$build/clang-tidy.log" 2>&1; then
  grep -E "(warning|error):" "$build/clang-tidy.log" | sort -u | head -50 >&2
  echo "check-tidy: findings above (whole log: $build/clang-tidy.log); fix them or, where a check is wrong, say why in a NOLINT comment" >&2
  exit 1
fi
echo "check-tidy: ${#files[@]} files clean in $(( $(date +%s) - started )) s" >&2
