#!/usr/bin/env bash
# The install test (run by ctest as test_install): builds the Debian package
# from a finished build folder, runs lintian on it, installs it with apt-get
# as a site would, runs the installed programs, validates the desktop
# entries, removes the package and checks that none of its files is left.
set -euo pipefail
build=${1:?usage: test-install.sh BUILD_DIR}
root=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    root="sudo"
  else
    echo "test-install: installing a package needs root (CI runs as root); run scripts/test as root or with sudo." >&2
    exit 1
  fi
fi

work=$(mktemp -d /tmp/jgr-install.XXXXXX)
installed=0
cleanup() {
  if [ "$installed" -eq 1 ]; then
    DEBIAN_FRONTEND=noninteractive $root apt-get remove --purge -y -qq jgreplicate >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "== building the package"
(cd "$build" && rm -f jgreplicate_*.deb && cpack -G DEB >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log" >&2; exit 1; }
deb=$(ls "$build"/jgreplicate_*.deb)
cp "$deb" "$work/"
deb="$work/$(basename "$deb")"
dpkg-deb --field "$deb" Package Version Depends

echo "== lintian"
# lintian prefers not to run as root; its checks are the same either way.
lintian --allow-root --fail-on error "$deb" | tee "$work/lintian.log"
if grep -q '^E:' "$work/lintian.log"; then
  echo "test-install: lintian reports errors" >&2
  exit 1
fi

echo "== installing"
chmod 755 "$work"
chmod 644 "$deb"
DEBIAN_FRONTEND=noninteractive $root apt-get install -y -qq "$deb" >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; exit 1; }
installed=1
dpkg -L jgreplicate > "$work/files"

echo "== running the installed programs"
/usr/bin/jgreplicate-cli --version
demo_home=$work/home
mkdir -p "$demo_home"
(cd "$work" && HOME=$demo_home XDG_DATA_HOME=$demo_home/.local/share XDG_CONFIG_HOME=$demo_home/.config \
   /usr/bin/jgreplicate-cli demo --dir "$work/demo")
test -f "$work/demo/primary.ini" && test -f "$work/demo/site2.ini" && test -f "$work/demo/site3.ini"
(cd "$work" && HOME=$demo_home /usr/bin/jgreplicate-cli --config "$work/demo/site2.ini" compare)
QT_QPA_PLATFORM=offscreen /usr/bin/jgreplicate --config "$work/demo/site2.ini" --quit-after 500
QT_QPA_PLATFORM=offscreen /usr/bin/jgreplicate-tray --config "$work/demo/site2.ini" --quit-after 500
man -l /usr/share/man/man1/jgreplicate-cli.1.gz >/dev/null 2>&1 || { echo "test-install: the man page does not render" >&2; exit 1; }
for manual in README ADMINISTRATION CLI PROTOCOL SCHEMA; do
  test -f "/usr/share/doc/jgreplicate/$manual.md" || { echo "test-install: $manual.md (Help → About's manuals) is missing" >&2; exit 1; }
done

echo "== desktop entries"
desktop-file-validate /usr/share/applications/jgreplicate.desktop
desktop-file-validate /etc/xdg/autostart/jgreplicate-tray.desktop
for unit in jgreplicate-replicate.service jgreplicate-replicate.timer; do
  test -f "/usr/lib/systemd/user/$unit" || { echo "test-install: $unit is missing" >&2; exit 1; }
done

echo "== removing"
DEBIAN_FRONTEND=noninteractive $root apt-get remove --purge -y -qq jgreplicate >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; exit 1; }
installed=0
left=0
while read -r f; do
  if [ -f "$f" ] || [ -L "$f" ]; then
    echo "test-install: left behind after removal: $f" >&2
    left=1
  fi
done < "$work/files"
[ "$left" -eq 0 ]
echo "test-install: package built, lintian clean of errors, installed, run, removed without leftovers"
