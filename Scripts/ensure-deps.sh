#!/usr/bin/env bash
# Installs what diffstep needs to build, when it is missing: libcmark-dev (and pkg-config),
# nodejs (the engine.wasm parity check).
# Needs root (or sudo) for apt-get (Scripts/apt-install.sh); otherwise says exactly what to
# install and stops.
set -euo pipefail

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists libcmark 2>/dev/null; then need+=(libcmark-dev); fi
command -v node >/dev/null 2>&1 || need+=(nodejs)  # runs engine.wasm in Scripts/checks/wasm-parity.sh
if ! command -v swift >/dev/null 2>&1; then
  echo "diffstep: Swift is not on the PATH; install Swift 6.1 or later first (https://www.swift.org/install/linux/)." >&2
  exit 1
fi
[ ${#need[@]} -eq 0 ] && exit 0
exec "$(dirname "$0")/apt-install.sh" "${need[@]}"
