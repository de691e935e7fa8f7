#!/usr/bin/env bash
# The README's ten-minute tutorial works as written: its shell blocks (between
# <!-- tutorial --> and <!-- /tutorial -->) run in order in an empty folder,
# each command must succeed, and the end state is what the README says.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
fail() { echo "FAIL: $*" >&2; exit 1; }
[ -x "${JGR_CLI:-}" ] || fail "JGR_CLI must name the built jgreplicate-cli"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
awk '/<!-- tutorial -->/ {on=1; next} /<!-- \/tutorial -->/ {on=0}
     on && /^```sh$/ {code=1; next} on && /^```$/ {code=0; next} code' "$root/README.md" > "$work/tutorial.sh"
[ "$(grep -c jgreplicate-cli "$work/tutorial.sh")" -ge 10 ] || fail "the tutorial's commands were not found in README.md"

cd "$work"
PATH="$(dirname "$JGR_CLI"):$PATH" bash -euo pipefail tutorial.sh > tutorial.out 2>&1 ||
  { cat tutorial.out >&2; fail "a command of the tutorial failed (output above)"; }

[ "$(sqlite3 branch2.db "SELECT city FROM customers WHERE name = 'Ada Lovelace'")" = Paris ] ||
  fail "the conflict taken by the owner did not reach branch 2"
[ "$(sqlite3 branch2.db "SELECT email FROM customers WHERE name = 'Alan Turing'")" = alan@example.com ] ||
  fail "branch 1's blank fill did not reach branch 2"
[ "$(sqlite3 branch2.db "SELECT jg_owner FROM customers WHERE name = 'Katherine Johnson'")" = 2 ] ||
  fail "branch 1's new customer did not reach branch 2 with its owner"
grep -q 'Identical' tutorial.out || fail "compare did not say identical"
grep -q 'Branch 2' sites.html || fail "the sites report does not list branch 2"
echo "ok: the README's tutorial runs as written"
