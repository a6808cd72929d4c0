# Sourced by Scripts/checks/browser.sh and Scripts/bench.sh: make_venv DIR TAG makes a Python
# venv with pip in DIR (kept when it already works).
#
# Debian's system Python has the venv module but not ensurepip until python3-venv is installed:
# `python3 -m venv` then fails and leaves a venv without pip. make_venv notices (the venv fails
# or has no pip), installs python3-venv with apt-get (as root or with passwordless sudo) and
# tries once more; otherwise it prints the exact command to run and returns 1.

# True when DIR is a venv whose python runs pip.
venv_works() { [ -x "$1/bin/python" ] && "$1/bin/python" -m pip --version >/dev/null 2>&1; }

# Makes DIR afresh; true when the new venv runs pip.
venv_create() {
  rm -rf "$1"
  python3 -m venv "$1" >/dev/null 2>&1 && venv_works "$1"
}

make_venv() {
  local dir=$1 tag=$2 sudo=""
  venv_works "$dir" && return 0
  venv_create "$dir" && return 0
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; else
      echo "$tag: python3 cannot make a venv with pip (Debian's python3-venv is missing); run: sudo apt-get install -y python3-venv" >&2
      return 1
    fi
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "$tag: python3 cannot make a venv with pip and there is no apt-get; install your Python's venv and ensurepip modules" >&2
    return 1
  fi
  echo "$tag: installing python3-venv with apt-get (python3 -m venv has no ensurepip)" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq python3-venv >/dev/null
  if ! venv_create "$dir"; then
    echo "$tag: python3 -m venv $dir still fails after installing python3-venv" >&2
    return 1
  fi
}
