# Starts throw-away PostgreSQL 15 and MariaDB 10.11 servers on 127.0.0.1 with
# free ports, TLS on (self-signed certificate) and a password user "jgr".
# Exports JGR_TEST_PG_* and JGR_TEST_MARIADB_* for the tests. Stop them with
# jgr_stop_servers (call it from an EXIT trap). PostgreSQL runs with
# wal_level=logical: the bench's baseline for a server site is its logical
# replication (bench/serversite.h). Options after the folder go to
# the server: `jgr_start_postgres DIR -c shared_buffers=1GB`,
# `jgr_start_mariadb DIR --innodb-buffer-pool-size=1G`.

jgr_free_port() {
  /usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

jgr_make_certificate() {
  local dir=$1
  openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=localhost" \
    -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
    -keyout "$dir/server.key" -out "$dir/server.crt" >/dev/null 2>&1
  chmod 600 "$dir/server.key"
}

JGR_PG_DATA=""
JGR_MARIADB_PID=""

jgr_start_postgres() {
  local base=$1
  shift
  local bin=/usr/lib/postgresql/15/bin
  mkdir -p "$base"
  local data=$base/data sock=$base/sock
  mkdir -p "$sock"
  local password
  password=$(openssl rand -hex 12)
  echo "$password" > "$base/pwfile"
  chown -R postgres:postgres "$base"
  runuser -u postgres -- "$bin/initdb" -D "$data" -U jgr --pwfile="$base/pwfile" \
    --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
  jgr_make_certificate "$data"
  chown postgres:postgres "$data/server.key" "$data/server.crt"
  cat > "$data/pg_hba.conf" <<HBA
local   all all                trust
hostssl all all 127.0.0.1/32   scram-sha-256
hostnossl all all 127.0.0.1/32 reject
HBA
  local port
  port=$(jgr_free_port)
  runuser -u postgres -- "$bin/pg_ctl" -D "$data" -l "$base/server.log" -w -t 60 \
    -o "-p $port -k $sock -c listen_addresses=127.0.0.1 -c ssl=on -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c wal_level=logical $*" \
    start >/dev/null
  JGR_PG_DATA=$data
  cp "$data/server.crt" "$base/ca.pem"
  chmod 644 "$base/ca.pem"
  export JGR_TEST_PG_HOST=127.0.0.1 JGR_TEST_PG_PORT=$port JGR_TEST_PG_USER=jgr
  export JGR_TEST_PG_PASSWORD=$password
  export JGR_TEST_PG_OPTIONS="sslmode=verify-full;sslrootcert=$base/ca.pem"
  export JGR_TEST_PG_SOCKET=$sock
}

jgr_start_mariadb() {
  local base=$1
  shift
  mkdir -p "$base"
  local data=$base/data sock=$base/mariadb.sock
  # Its own folder for temporary tables: two servers on one machine (a
  # developer's and a test run's) must not meet in /tmp.
  mkdir -p "$base/tmp"
  mariadb-install-db --no-defaults --datadir="$data" --user=root --auth-root-authentication-method=socket >/dev/null 2>&1
  jgr_make_certificate "$base"
  local port
  port=$(jgr_free_port)
  mariadbd --no-defaults --datadir="$data" --user=root --socket="$sock" --port="$port" \
    --bind-address=127.0.0.1 --pid-file="$base/mariadb.pid" --log-error="$base/server.log" --tmpdir="$base/tmp" \
    --ssl-cert="$base/server.crt" --ssl-key="$base/server.key" \
    --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
    --innodb-flush-log-at-trx-commit=0 --max-connections=300 "$@" &
  JGR_MARIADB_PID=$!
  local i
  for i in $(seq 1 100); do
    mariadb-admin --no-defaults --socket="$sock" -uroot ping >/dev/null 2>&1 && break
    sleep 0.2
  done
  local password
  password=$(openssl rand -hex 12)
  mariadb --no-defaults --socket="$sock" -uroot <<SQL
CREATE USER 'jgr'@'127.0.0.1' IDENTIFIED BY '$password' REQUIRE SSL;
GRANT ALL PRIVILEGES ON *.* TO 'jgr'@'127.0.0.1' WITH GRANT OPTION;
SQL
  export JGR_TEST_MARIADB_HOST=127.0.0.1 JGR_TEST_MARIADB_PORT=$port JGR_TEST_MARIADB_USER=jgr
  export JGR_TEST_MARIADB_PASSWORD=$password
  export JGR_TEST_MARIADB_OPTIONS="SSL_CA=$base/server.crt"
  export JGR_TEST_MARIADB_SOCKET=$sock
}

# A three-node Galera cluster in DIR (tests/support/galera-cluster.sh), for
# the bench's many-sites waves: exports JGR_TEST_GALERA_HOST, _PORT (the first
# node), _PORTS (all three), _USER, _PASSWORD and _OPTIONS. It stops once this
# shell has gone.
jgr_start_galera() {
  local out
  out=$("$(dirname "${BASH_SOURCE[0]}")/../../tests/support/galera-cluster.sh" start "$1" $$) || return 1
  local PORTS PASSWORD CA
  eval "$out"
  export JGR_TEST_GALERA_HOST=127.0.0.1
  export JGR_TEST_GALERA_PORT=${PORTS%%,*}
  export JGR_TEST_GALERA_PORTS=$PORTS
  export JGR_TEST_GALERA_USER=jgr
  export JGR_TEST_GALERA_PASSWORD=$PASSWORD
  export JGR_TEST_GALERA_OPTIONS="SSL_CA=$CA"
}

jgr_stop_servers() {
  if [ -n "$JGR_PG_DATA" ]; then
    runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D "$JGR_PG_DATA" -m immediate stop >/dev/null 2>&1 || true
    JGR_PG_DATA=""
  fi
  if [ -n "$JGR_MARIADB_PID" ]; then
    kill "$JGR_MARIADB_PID" 2>/dev/null || true
    wait "$JGR_MARIADB_PID" 2>/dev/null || true
    JGR_MARIADB_PID=""
  fi
}
