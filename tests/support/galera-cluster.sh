#!/usr/bin/env bash
# A three-node MariaDB 10.11 Galera cluster on 127.0.0.1 (galera-4, rsync
# state transfer) for the cluster tests, on free ports, TLS on and a password
# user "jgr". Needs root (the nodes run as mysql).
#
#   galera-cluster.sh start DIR OWNER_PID [NODES]
#       Starts the first NODES nodes (default 3; the others join later with
#       start-node). Prints shell assignments: PORTS (the three nodes'
#       comma-separated client ports), PASSWORD, CA. The nodes stop by
#       themselves once OWNER_PID has gone.
#   galera-cluster.sh kill-node DIR I    SIGKILL to node I (0-2)
#   galera-cluster.sh start-node DIR I   node I rejoins (state transfer)
#   galera-cluster.sh stop DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/../../scripts/lib/servers.sh"

cmd=$1
dir=$2

node_config() {
  local i=$1
  local -a client group ist sst
  read -r -a client < "$dir/client-ports"
  read -r -a group < "$dir/group-ports"
  read -r -a ist < "$dir/ist-ports"
  read -r -a sst < "$dir/sst-ports"
  local members="gcomm://127.0.0.1:${group[0]},127.0.0.1:${group[1]},127.0.0.1:${group[2]}"
  cat <<CNF
[mysqld]
datadir=$dir/n$i/data
socket=$dir/n$i/sock
pid-file=$dir/n$i/pid
log-error=$dir/n$i/server.log
tmpdir=$dir/n$i/tmp
port=${client[$i]}
bind-address=127.0.0.1
user=mysql
ssl-cert=$dir/server.crt
ssl-key=$dir/server.key
character-set-server=utf8mb4
collation-server=utf8mb4_unicode_ci
max-connections=300
innodb_flush_log_at_trx_commit=0
innodb_buffer_pool_size=64M
binlog_format=ROW
default_storage_engine=InnoDB
innodb_autoinc_lock_mode=2
wsrep_on=ON
wsrep_provider=/usr/lib/galera/libgalera_smm.so
wsrep_cluster_name=jgr-test
wsrep_cluster_address=$members
wsrep_node_address=127.0.0.1
wsrep_node_name=n$i
wsrep_provider_options="gmcast.listen_addr=tcp://127.0.0.1:${group[$i]};ist.recv_addr=127.0.0.1:${ist[$i]}"
wsrep_sst_receive_address=127.0.0.1:${sst[$i]}
wsrep_sst_method=rsync
# Galera retries an autocommit statement that fails certification once by
# default, which hides most races between nodes; at 0 every lost race reaches
# the session as a deadlock error, the strictest setting a cluster may have.
wsrep_retry_autocommit=0
[sst]
# The state transfer between nodes on one machine goes without TLS (the
# clients' connections keep it): rsync's would need stunnel.
ssl-mode=DISABLED
CNF
}

sql() {
  mariadb --no-defaults -S "$dir/n$1/sock" -uroot -N -B -e "$2" 2>/dev/null
}

# Starts node I and waits until it is a synced member of the primary component.
start_node() {
  local i=$1 t pid
  shift
  setsid mariadbd --defaults-file="$dir/n$i/my.cnf" "$@" </dev/null >>"$dir/n$i/stdout.log" 2>&1 &
  pid=$!
  for t in $(seq 1 600); do
    [ "$(sql "$i" "SHOW STATUS LIKE 'wsrep_local_state_comment'" | cut -f2)" = Synced ] && return 0
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  echo "node $i did not join the cluster; see $dir/n$i/server.log" >&2
  return 1
}

start() {
  local owner=$1 count=${2:-3} i
  mkdir -p "$dir"
  # The nodes run as mysql: it must reach DIR (a test's temporary folder is 0700).
  chmod 755 "$dir"
  chmod o+x "$(dirname "$dir")"
  local kind
  for kind in client group ist sst; do
    echo "$(jgr_free_port) $(jgr_free_port) $(jgr_free_port)" > "$dir/$kind-ports"
  done
  jgr_make_certificate "$dir"
  chmod 644 "$dir/server.key"
  for i in 0 1 2; do
    mkdir -p "$dir/n$i/data" "$dir/n$i/tmp"
    node_config "$i" > "$dir/n$i/my.cnf"
  done
  chown -R mysql:mysql "$dir/n0" "$dir/n1" "$dir/n2"
  mariadb-install-db --defaults-file="$dir/n0/my.cnf" --auth-root-authentication-method=socket \
    >"$dir/install.log" 2>&1 || { echo "mariadb-install-db failed; see $dir/install.log" >&2; exit 1; }
  start_node 0 --wsrep-new-cluster
  local password
  password=$(openssl rand -hex 12)
  sql 0 "CREATE USER 'jgr'@'127.0.0.1' IDENTIFIED BY '$password' REQUIRE SSL;
         GRANT ALL PRIVILEGES ON *.* TO 'jgr'@'127.0.0.1' WITH GRANT OPTION;"
  for ((i = 1; i < count; i++)); do
    start_node "$i"
  done

  setsid bash -c "while kill -0 $owner 2>/dev/null; do sleep 1; done; '$0' stop '$dir'" </dev/null >/dev/null 2>&1 &
  echo "$!" > "$dir/watchdog.pid"

  local -a client
  read -r -a client < "$dir/client-ports"
  echo "PORTS=${client[0]},${client[1]},${client[2]}"
  echo "PASSWORD=$password"
  echo "CA=$dir/server.crt"
}

kill_node() {
  local i=$1 pid
  pid=$(cat "$dir/n$i/pid")
  kill -9 "$pid"
  while kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
  rm -f "$dir/n$i/pid"
}

stop() {
  local i pid
  for i in 2 1 0; do
    [ -f "$dir/n$i/pid" ] || continue
    pid=$(cat "$dir/n$i/pid")
    kill -9 "$pid" 2>/dev/null || true
  done
  return 0
}

case $cmd in
  start) start "$3" "${4:-3}" ;;
  kill-node) kill_node "$3" ;;
  start-node) start_node "$3" ;;
  stop)
    stop
    [ -f "$dir/watchdog.pid" ] && kill "$(cat "$dir/watchdog.pid")" 2>/dev/null
    true
    ;;
  *) echo "usage: $0 start DIR OWNER_PID [NODES] | kill-node DIR I | start-node DIR I | stop DIR" >&2; exit 2 ;;
esac
