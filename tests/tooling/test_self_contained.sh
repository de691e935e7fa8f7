#!/usr/bin/env bash
# The repository is self-contained (scripts/lib/check-self-contained.sh), and
# the check itself finds what it is there to find: a tracked file that names
# a path outside the repository, reported with its file and line.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
check=$root/scripts/lib/check-self-contained.sh
fail() { echo "FAIL: $*" >&2; exit 1; }

"$check" "$root" || fail "this repository names a path outside itself (see above)"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git -C "$scratch" init -q
mkdir -p "$scratch/tests"
# (The paths are put together here, so that this file does not name them.)
outside="../""shared/datasets/x.sql"
fixed="/""tmp/fixed-name.db"
printf 'int a;\nconst char *p = "%s";\n' "$outside" > "$scratch/tests/reads_outside.cpp"
printf 'open("%s")\n' "$fixed" > "$scratch/tests/fixed_tmp.py"
printf 'fine\n' > "$scratch/tests/clean.txt"
git -C "$scratch" add -A
out=$("$check" "$scratch" 2>&1) && fail "a file naming a path outside the repository passed the check"
grep -q '^tests/reads_outside.cpp:2: names a path outside the repository' <<<"$out" ||
  fail "the finding does not name the file and line: $out"
grep -q '^tests/fixed_tmp.py:1: bakes a fixed /tmp path' <<<"$out" ||
  fail "a fixed /tmp path in a test was not found: $out"
grep -q 'clean.txt' <<<"$out" && fail "a clean file was reported: $out"
echo "ok: self-contained, and the check finds outside paths by file and line"
