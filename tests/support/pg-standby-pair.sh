#!/usr/bin/env bash
# A PostgreSQL 15 primary with a streaming standby on 127.0.0.1, for the
# failover tests: the primary is killed and the standby promoted, as Patroni
# or an administrator would. Needs root (the servers run as postgres).
#
#   pg-standby-pair.sh start DIR OWNER_PID sync|async
#       Prints shell assignments: PRIMARY_PORT STANDBY_PORT PASSWORD CA.
#       sync: every commit waits for the standby (synchronous_standby_names).
#       async: commits do not wait for it.
#       Both servers stop by themselves once OWNER_PID has gone.
#   pg-standby-pair.sh detach DIR         the standby catches up, then receives
#                                         nothing more (a lagging standby)
#   pg-standby-pair.sh kill-primary DIR   SIGKILL to the primary and its children
#   pg-standby-pair.sh promote DIR        the standby becomes writable
#   pg-standby-pair.sh stop DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../../scripts/lib/servers.sh"
bin=/usr/lib/postgresql/15/bin
as_postgres() { runuser -u postgres -- "$@"; }

cmd=$1
dir=$2

primary_sql() {
  as_postgres "$bin/psql" -h "$dir/primary/sock" -p "$(cat "$dir/primary/port")" -U jgr -d postgres -Atqc "$1"
}

start() {
  local owner=$1 mode=$2
  mkdir -p "$dir"
  # The servers run as postgres: it must reach DIR (a test's temporary
  # folder is 0700).
  chmod 755 "$dir"
  chmod o+x "$(dirname "$dir")"
  # The primary: the test servers' settings, except that commits are durable
  # and, when sync, wait for the standby named "standby".
  local names=""
  [ "$mode" = sync ] && names=standby
  jgr_start_postgres "$dir/primary" -c synchronous_commit=on -c "synchronous_standby_names=$names" \
    -c wal_level=replica -c max_wal_senders=4
  echo "$JGR_TEST_PG_PORT" > "$dir/primary/port"
  echo "hostssl replication jgr 127.0.0.1/32 scram-sha-256" >> "$dir/primary/data/pg_hba.conf"
  as_postgres "$bin/pg_ctl" -D "$dir/primary/data" reload >/dev/null

  local password=$JGR_TEST_PG_PASSWORD port=$JGR_TEST_PG_PORT
  local standby=$dir/standby conninfo
  mkdir -p "$standby/sock"
  chown -R postgres:postgres "$standby"
  conninfo="host=127.0.0.1 port=$port user=jgr password=$password sslmode=require application_name=standby"
  as_postgres "$bin/pg_basebackup" -d "$conninfo" -D "$standby/data" -X stream -R >/dev/null
  local standby_port
  standby_port=$(jgr_free_port)
  echo "$standby_port" > "$standby/port"
  # Promoted, it stands alone: it must not wait for a standby of its own.
  as_postgres "$bin/pg_ctl" -D "$standby/data" -l "$standby/server.log" -w -t 60 \
    -o "-p $standby_port -k $standby/sock -c listen_addresses=127.0.0.1 -c ssl=on -c fsync=off -c max_connections=200 -c synchronous_standby_names=" \
    start >/dev/null
  local i streaming=""
  for i in $(seq 1 200); do
    streaming=$(primary_sql "SELECT count(*) FROM pg_stat_replication WHERE application_name = 'standby' AND state = 'streaming'")
    [ "$streaming" = 1 ] && break
    sleep 0.1
  done
  [ "$streaming" = 1 ] || { echo "the standby does not stream; see $standby/server.log" >&2; exit 1; }
  # Whatever way the test ends, the servers end with it.
  setsid bash -c "while kill -0 $owner 2>/dev/null; do sleep 1; done; '$0' stop '$dir'" </dev/null >/dev/null 2>&1 &
  echo "$!" > "$dir/watchdog.pid"

  echo "PRIMARY_PORT=$port"
  echo "STANDBY_PORT=$standby_port"
  echo "PASSWORD=$password"
  echo "CA=$dir/primary/ca.pem"
}

detach() {
  local i
  for i in $(seq 1 100); do
    [ "$(primary_sql "SELECT count(*) FROM pg_stat_replication WHERE replay_lsn >= pg_current_wal_lsn()")" = 1 ] && break
    sleep 0.1
  done
  echo "primary_conninfo = ''" >> "$dir/standby/data/postgresql.auto.conf"
  as_postgres "$bin/pg_ctl" -D "$dir/standby/data" reload >/dev/null
  for i in $(seq 1 100); do
    [ "$(primary_sql "SELECT count(*) FROM pg_stat_replication")" = 0 ] && return 0
    sleep 0.1
  done
  echo "the standby still receives WAL" >&2
  return 1
}

kill_primary() {
  local pid
  pid=$(head -1 "$dir/primary/data/postmaster.pid")
  kill -9 $(pgrep -P "$pid") "$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
}

stop() {
  local node
  for node in primary standby; do
    [ -f "$dir/$node/data/postmaster.pid" ] &&
      as_postgres "$bin/pg_ctl" -D "$dir/$node/data" -m immediate stop >/dev/null 2>&1 || true
  done
  return 0
}

case $cmd in
  start) start "$3" "${4:-sync}" ;;
  detach) detach ;;
  kill-primary) kill_primary ;;
  promote) as_postgres "$bin/pg_ctl" -D "$dir/standby/data" -w promote >/dev/null ;;
  stop)
    stop
    [ -f "$dir/watchdog.pid" ] && [ "$(cat "$dir/watchdog.pid")" != "$$" ] && kill "$(cat "$dir/watchdog.pid")" 2>/dev/null
    true
    ;;
  *) echo "usage: $0 start DIR OWNER_PID sync|async | detach DIR | kill-primary DIR | promote DIR | stop DIR" >&2; exit 2 ;;
esac
