#!/usr/bin/env bash
# Scripts/apt-install.sh PACKAGE...: installs Debian packages with apt-get, as root or with
# password-less sudo (`apt-get update` once, then a quiet install). Used by
# Scripts/ensure-deps.sh, Scripts/venv.sh and Scripts/checks/browser.sh.
#
# Prints one line on stderr per outcome (and one as it starts, since apt-get takes a while)
# and exits 0 once the packages are installed. When it cannot install them (no apt-get,
# neither root nor password-less sudo, apt-get failed) it prints the exact command to run
# instead and exits 1.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "apt-install: usage: Scripts/apt-install.sh PACKAGE..." >&2
  exit 2
fi
packages="$*"

if ! command -v apt-get >/dev/null 2>&1; then
  echo "apt-install: no apt-get here; install $packages (or your system's equivalent) with its package manager" >&2
  exit 1
fi

sudo="" command="apt-get install -y $packages" as="as root"
if [ "$(id -u)" -ne 0 ]; then
  command="sudo $command"
  if ! command -v sudo >/dev/null 2>&1 || ! sudo -n true 2>/dev/null; then
    echo "apt-install: $packages missing and neither root nor password-less sudo; run: $command" >&2
    exit 1
  fi
  sudo="sudo" as="with sudo"
fi

echo "apt-install: installing $packages with apt-get ($as)" >&2
# Without a fresh index a fresh machine's apt-get cannot find the packages.
if ! $sudo apt-get update -qq \
  || ! $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null; then
  echo "apt-install: apt-get could not install $packages (its messages are above); run: $command" >&2
  exit 1
fi
echo "apt-install: installed $packages" >&2
