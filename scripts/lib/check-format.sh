#!/usr/bin/env bash
# Fails when a tracked C++ file differs from what clang-format (the committed
# .clang-format, clang-format 14 of Debian 12) makes of it, and names each
# such file. Fix them with:
#   git ls-files '*.cpp' '*.h' | grep -v '^tests/data/' | xargs clang-format -i
# Usage: check-format.sh [REPOSITORY]   (default: this one)
set -uo pipefail
repo=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$repo" || exit 2
command -v clang-format >/dev/null || { echo "check-format: clang-format is not installed" >&2; exit 2; }
status=0
while IFS= read -r file; do
  if ! clang-format --dry-run --Werror "$file" >/dev/null 2>&1; then
    echo "$file: not formatted as .clang-format says (run clang-format -i $file)" >&2
    status=1
  fi
done < <(git ls-files '*.cpp' '*.h' | grep -v '^tests/data/')
[ $status -eq 0 ] || echo "check-format: some files are not formatted (see above)" >&2
exit $status
