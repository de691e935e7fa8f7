# Installs the Debian packages the build, the tests and the demo need
# (docs/ARCHITECTURE.md, Dependencies), quietly and only when something is missing.
JGR_PACKAGES=(
  g++ cmake make file dpkg-dev ca-certificates openssl
  qt6-base-dev libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools qt6-svg-dev
  qtkeychain-qt6-dev libssl-dev libqt6sql6-sqlite libqt6sql6-psql libqt6sql6-mysql
  libsqlite3-dev libpq-dev libmariadb-dev libcurl4-openssl-dev
  xvfb xauth x11-utils xdotool
  dbus dbus-user-session gnome-keyring libsecret-1-0 libsecret-tools
  postgresql-15 postgresql-client-15 mariadb-server mariadb-client galera-4 rsync
  python3 python3-aiosmtpd swaks libnet-ssleay-perl sqlite3
  lintian desktop-file-utils man-db groff-base bsdextrautils trayer poppler-utils
  clang-14 libclang-rt-14-dev clang-format clang-tidy
)

jgr_install_deps() {
  local missing=()
  local p
  for p in "${JGR_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing ${#missing[@]} missing packages: ${missing[*]}" >&2
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

jgr_build() {
  local root=$1 build=$2 type=${3:-RelWithDebInfo}
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE="$type" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON >/dev/null
  cmake --build "$build" -j2
}

# jgr_build for people waiting on it: what it does, how far it is (every
# tenth of the build), the whole output in LOG, and its last lines if it fails.
jgr_build_telling() {
  local root=$1 build=$2 log=$3 status=0
  mkdir -p "$(dirname "$log")"
  echo "Building JGReplicate in $build (a first build takes about 20 minutes on 2 cores; the log is $log)" >&2
  jgr_build "$root" "$build" 2>&1 | tee "$log" | awk '
    /^\[ *[0-9]+%\]/ {
      match($0, /[0-9]+%/); pct = substr($0, RSTART, RLENGTH - 1) + 0
      if (pct >= shown + 10) { shown = pct - pct % 10; printf "  build %d%%\n", pct > "/dev/stderr" }
    }' || status=$?
  if [ "$status" != 0 ]; then
    tail -25 "$log" >&2
    echo "The build failed (above; the whole output is in $log)." >&2
    return "$status"
  fi
}
