#!/usr/bin/env bash
# The benchmark still runs end to end (no figure is judged: timings never pass
# or fail a test): jgr-bench with a few rows and each kind of primary, on the
# servers scripts/test started (JGR_TEST_*). jgr-bench itself exits non-zero
# when a copy or a session lost rows.
# Usage: bench/smoke-test.sh JGR_BENCH
set -euo pipefail
bench=$1
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/jgr-bench-smoke.XXXXXX")
trap '"$here/../tests/support/galera-cluster.sh" stop "$work/galera"; rm -rf "$work"' EXIT
for primary in sqlite postgres mariadb; do
  out="$work/$primary.txt"
  fail() {
    echo "jgr-bench 2000 $primary $1:" >&2
    cat "$out" >&2
    exit 1
  }
  TMPDIR="$work" "$bench" 2000 "$primary" 1 >"$out" 2>&1 || fail "failed"
  for line in "initial load" "push of new site rows" "of which the stamping before sending" \
              "incremental session: 1,000 changed rows" "incremental push"; do
    grep -q "$line" "$out" || fail "printed no \"$line\" line"
  done
  # Beside each of the two copies: rows/s, the three ratios, statements per row.
  copies=$(grep -cE 'JGReplicate +[0-9]+ rows/s += [0-9.]+ x raw, [0-9.]+ x naive, [0-9.]+ x prepared; [0-9.]+ statements per row' "$out" || true)
  [ "$copies" = 2 ] || fail "printed $copies of the 2 copy lines"
  echo "jgr-bench 2000 $primary: ok"
done

# The latency bench: its sessions through the delaying proxy, a few rows.
for primary in postgres mariadb; do
  out="$work/latency-$primary.txt"
  JGR_BENCH_LATENCY_MS=0,5 JGR_BENCH_LATENCY_ROWS=2000 TMPDIR="$work" "$bench" latency "$primary" >"$out" 2>&1 || {
    echo "jgr-bench latency $primary failed:" >&2
    cat "$out" >&2
    exit 1
  }
  rows=$(grep -cE '(quiet session, (1|10|50) tables|1,000 changed rows in 1 table of 50|new site: join and load 2000 rows) +\|.*rt \|.*rt' "$out" || true)
  [ "$rows" = 5 ] || { echo "jgr-bench latency $primary printed $rows of its 5 lines:" >&2; cat "$out" >&2; exit 1; }
  echo "jgr-bench latency $primary: ok"
done

# A site that holds 1% of the table, beside the whole load.
for primary in sqlite postgres mariadb; do
  out="$work/subset-$primary.txt"
  TMPDIR="$work" "$bench" subset "$primary" 2000 1 >"$out" 2>&1 &&
    grep -qE "^  --owned part: +2[0-9] rows in .* of the rows in [0-9.]+% of the time" "$out" || {
    echo "jgr-bench subset $primary failed:" >&2
    cat "$out" >&2
    exit 1
  }
  echo "jgr-bench subset $primary: ok"
done

# A server site's load against the server's own copy, a few rows.
for primary in postgres mariadb; do
  out="$work/serversite-$primary.txt"
  TMPDIR="$work" "$bench" serversite "$primary" 2000 1 >"$out" 2>&1 &&
    grep -qE "JGReplicate's initial load +[0-9]+ rows/s = [0-9.]+ x the server's own copy" "$out" &&
    grep -qE "^  median of 1 rounds: initial load [0-9.]+ x" "$out" || {
    echo "jgr-bench serversite $primary failed:" >&2
    cat "$out" >&2
    exit 1
  }
  echo "jgr-bench serversite $primary: ok"
done

# Many sites at once: three sites' sessions, a few rows, with each server
# primary and a primary on a three-node Galera cluster.
source "$here/../scripts/lib/servers.sh"
for primary in postgres mariadb galera; do
  [ "$primary" != galera ] || jgr_start_galera "$work/galera"
  out="$work/sites-$primary.txt"
  JGR_BENCH_SITES_ROWS=300 TMPDIR="$work" "$bench" sites "$primary" 3 >"$out" 2>&1 || {
    echo "jgr-bench sites $primary 3 failed:" >&2
    cat "$out" >&2
    exit 1
  }
  waves=$(grep -cE '^  (join|load of 300 rows|push of 100 new rows each|pull of 500 rows each|the pull.s echoes|quiet) +[0-9.]+ sessions/s \| p50 +[0-9.]+ s \| p95 +[0-9.]+ s \| 0 failures' "$out" || true)
  [ "$waves" = 6 ] && grep -q "quiet sessions on a 15-minute schedule" "$out" || {
    echo "jgr-bench sites $primary printed $waves of its 6 waves:" >&2
    cat "$out" >&2
    exit 1
  }
  echo "jgr-bench sites $primary: ok"
done
