#!/usr/bin/env bash
# engine.wasm answers exactly as the native WebEngine does: WebParity writes random requests
# (traces, batches, snapshot scripts; fixed seed) with the native answers, node runs them
# through engine.wasm and compares the JSON byte for byte. Runs after embedded.sh built it.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v node >/dev/null 2>&1; then
  echo "wasm-parity: node is not installed (apt-get install nodejs); it runs engine.wasm" >&2
  exit 1
fi
Scripts/build-wasm.sh --quiet
swift build --product WebParity >/dev/null
cases=$(mktemp)
trap 'rm -f "$cases"' EXIT
"$(swift build --show-bin-path)/WebParity" "${WASM_PARITY_COUNT:-300}" >"$cases"
node Scripts/wasm/parity.mjs .build-wasm/engine.wasm "$cases"
