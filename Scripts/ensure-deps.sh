#!/usr/bin/env bash
# Installs what diffstep needs to build, when it is missing: libcmark-dev (and pkg-config).
# Needs root (or sudo) for apt-get; otherwise says exactly what to install and stops.
set -euo pipefail

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists libcmark 2>/dev/null; then need+=(libcmark-dev); fi
if ! command -v swift >/dev/null 2>&1; then
  echo "diffstep: Swift is not on the PATH; install Swift 6.1 or later first (https://www.swift.org/install/linux/)." >&2
  exit 1
fi
[ ${#need[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; else
    echo "diffstep: missing ${need[*]}; run: sudo apt-get install -y ${need[*]}" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "diffstep: missing ${need[*]} and no apt-get here; install the cmark library and pkg-config with your package manager." >&2
  exit 1
fi
echo "diffstep: installing ${need[*]} with apt-get" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
