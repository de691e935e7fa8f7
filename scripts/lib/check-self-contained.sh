#!/usr/bin/env bash
# Fails when a tracked file reaches outside the repository: a clone with
# nothing beside it must build, demo and pass every test. Prints each finding
# as FILE:LINE: what it names, and what to do.
# Usage: check-self-contained.sh [REPOSITORY]   (default: this one)
set -uo pipefail
repo=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$repo" || exit 2

# What a file must not name:
# - the folder beside the checkout that developers are briefed from;
# - an absolute home or workspace folder (one machine's layout);
# - a fixed file under /tmp (tests make their own folders with mktemp or
#   QTemporaryDir; a fixed name collides between runs and users).
outside='([.][.]/shar[e]d\b|JGR_SHAR[E]D_DIR|/home/[a-z_][a-z0-9_-]*/|/roo[t]/|/wor[k]/)'
fixed_tmp='"/tmp/[A-Za-z0-9_.-]+'

status=0
report() {
  while IFS= read -r hit; do
    echo "${hit%%:*}:$(cut -d: -f2 <<<"$hit"): $1" >&2
    status=1
  done
}

# This script names the patterns it looks for; vendored data is not ours.
exclude=(':!scripts/lib/check-self-contained.sh' ':!tests/data/')
report "names a path outside the repository; use a path inside it (tests/data/, JGR_SOURCE_DIR) instead" \
  < <(git grep -n -I -E "$outside" -- . "${exclude[@]}")
report "bakes a fixed /tmp path into a test; make a folder with mktemp or QTemporaryDir instead" \
  < <(git grep -n -I -E "$fixed_tmp" -- tests bench scripts "${exclude[@]}")

[ $status -eq 0 ] || echo "check-self-contained: the repository is not self-contained (see above)" >&2
exit $status
