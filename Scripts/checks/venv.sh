#!/usr/bin/env bash
# Scripts/venv.sh on a machine like a fresh Debian one, with stand-ins on the PATH: a python3
# whose venv has no ensurepip until python3-venv is "installed", and apt-get, sudo and id that
# record what they were asked. Checks make_venv installs python3-venv when it may, says the
# exact command when it may not, and keeps a venv that already works.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin"
cat >"$work/bin/python3" <<'STUB'
#!/usr/bin/env bash
# python3 -m venv DIR: a venv whose python runs pip only once python3-venv is installed.
[ "$1 $2" = "-m venv" ] || exit 2
mkdir -p "$3/bin"
if [ -e "$STUB/installed" ]; then pip=0; else pip=1; fi
printf '#!/usr/bin/env bash\n[ "$1 $2" = "-m pip" ] && exit %s\nexit 0\n' "$pip" >"$3/bin/python"
chmod +x "$3/bin/python"
[ "$pip" = 0 ] || { echo "ensurepip is not available" >&2; exit 1; }
STUB
cat >"$work/bin/apt-get" <<'STUB'
#!/usr/bin/env bash
echo "apt-get $*" >>"$STUB/log"
if [ "$1" = install ] && [ "${*: -1}" = python3-venv ]; then touch "$STUB/installed"; fi
STUB
cat >"$work/bin/sudo" <<'STUB'
#!/usr/bin/env bash
[ "$STUB_SUDO" = 1 ] || exit 1
[ "$*" = "-n true" ] && exit 0
echo "sudo $1" >>"$STUB/log"
"$@"
STUB
cat >"$work/bin/id" <<'STUB'
#!/usr/bin/env bash
echo "$STUB_UID"
STUB
chmod +x "$work/bin/"*
failures=0
expect() { if eval "$2"; then :; else echo "venv: FAIL $1" >&2; failures=$((failures + 1)); fi; }

# Runs make_venv in a fresh state: $1 uid, $2 sudo allowed (1/0); status in $work/case/status.
run() {
  rm -rf "$work/case"
  mkdir "$work/case"
  (
    export STUB="$work/case" STUB_UID=$1 STUB_SUDO=$2 PATH="$work/bin:$PATH"
    source Scripts/venv.sh
    set +e
    make_venv "$work/case/venv" check 2>"$work/case/err"
    echo $? >"$work/case/status"
  )
}

run 0 0
expect "as root it installs python3-venv and retries" \
  '[ "$(cat "$work/case/status")" = 0 ] && grep -qx "apt-get install -y -qq python3-venv" "$work/case/log" && "$work/case/venv/bin/python" -m pip --version'
run 1000 1
expect "with sudo it installs through sudo" \
  '[ "$(cat "$work/case/status")" = 0 ] && grep -q "sudo apt-get" "$work/case/log" && [ -e "$work/case/installed" ]'
run 1000 0
expect "without root or sudo it prints the exact command and fails" \
  '[ "$(cat "$work/case/status")" = 1 ] && [ ! -e "$work/case/log" ] && grep -q "run: sudo apt-get install -y python3-venv" "$work/case/err"'
rm -rf "$work/case" && mkdir -p "$work/case" && touch "$work/case/installed"
(export STUB="$work/case" PATH="$work/bin:$PATH"; python3 -m venv "$work/case/venv") && touch "$work/case/venv/keep"
(
  export STUB="$work/case" STUB_UID=1000 STUB_SUDO=0 PATH="$work/bin:$PATH"
  source Scripts/venv.sh
  make_venv "$work/case/venv" check
)
expect "a venv that works is kept" '[ -e "$work/case/venv/keep" ] && [ ! -e "$work/case/log" ]'

[ "$failures" = 0 ] || exit 1
echo "venv: ok (4 cases)"
