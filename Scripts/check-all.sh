#!/usr/bin/env bash
# The checks beyond `swift test` that `make test` runs. Each prints one line and fails loudly.
set -euo pipefail
cd "$(dirname "$0")/.."
for check in Scripts/checks/*.sh; do
  [ -e "$check" ] || continue
  echo "== $(basename "$check")"
  bash "$check"
done
