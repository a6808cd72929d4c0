# Sourced by Scripts/checks/browser.sh and Scripts/bench.sh: make_venv DIR TAG makes a Python
# venv with pip in DIR (kept when it already works).
#
# Debian's system Python has the venv module but not ensurepip until python3-venv is installed:
# `python3 -m venv` then fails and leaves a venv without pip. make_venv notices (the venv fails
# or has no pip), installs python3-venv with Scripts/apt-install.sh (as root or with
# password-less sudo) and tries once more; otherwise that prints the exact command to run and
# make_venv returns 1.

venv_scripts="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

# True when DIR is a venv whose python runs pip.
venv_works() { [ -x "$1/bin/python" ] && "$1/bin/python" -m pip --version >/dev/null 2>&1; }

# Makes DIR afresh; true when the new venv runs pip.
venv_create() {
  rm -rf "$1"
  python3 -m venv "$1" >/dev/null 2>&1 && venv_works "$1"
}

make_venv() {
  local dir=$1 tag=$2
  venv_works "$dir" && return 0
  venv_create "$dir" && return 0
  echo "$tag: python3 cannot make a venv with pip (Debian's python3-venv is missing)" >&2
  "$venv_scripts/apt-install.sh" python3-venv || return 1
  if ! venv_create "$dir"; then
    echo "$tag: python3 -m venv $dir still fails after installing python3-venv" >&2
    return 1
  fi
}
