#!/usr/bin/env bash
# Prints the Embedded core, one module a line, in build order: the targets of the
# `EmbeddedEngine` product in Package.swift, the one place the set is declared, read through
# `swift package dump-package`. Used by Scripts/build-wasm.sh and Scripts/checks/embedded.sh
# (Tests/HouseTests reads the same dump). The answer is kept in .build-wasm/embedded-modules.txt until
# Package.swift changes; the manifest is read with a scratch path of its own, so a `swift build`
# running in .build does not make this wait.
set -euo pipefail
cd "$(dirname "$0")/.."
cache=.build-wasm/embedded-modules.txt
if [ ! -s "$cache" ] || [ Package.swift -nt "$cache" ] || [ "$0" -nt "$cache" ]; then
  mkdir -p .build-wasm
  if ! json=$(swift package --scratch-path .build-wasm/manifest dump-package 2>/dev/null); then
    echo "embedded-modules: swift package dump-package failed" >&2
    exit 1
  fi
  python3 -c '
import json, sys
package = json.load(sys.stdin)
found = [p["targets"] for p in package["products"] if p["name"] == "EmbeddedEngine"]
if not found:
    sys.exit("embedded-modules: Package.swift declares no EmbeddedEngine product")
print("\n".join(found[0]))' <<<"$json" >"$cache.tmp"
  mv "$cache.tmp" "$cache"
fi
cat "$cache"
