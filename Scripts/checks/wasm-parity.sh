#!/usr/bin/env bash
# The engine's parts answer exactly as the native WebEngine does: WebParity writes random
# requests (traces, batches, snapshot scripts, practice, sheets, explain; fixed seed) with the
# native answers, node runs each through the part a page would send it to (Scripts/wasm/engine.mjs)
# and compares the JSON byte for byte. Runs after embedded.sh built them.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v node >/dev/null 2>&1; then
  echo "wasm-parity: node is not installed (apt-get install nodejs); it runs the engine's parts" >&2
  exit 1
fi
Scripts/build-wasm.sh --quiet
swift build --product WebParity >/dev/null
cases=$(mktemp)
trap 'rm -f "$cases"' EXIT
"$(swift build --show-bin-path)/WebParity" "${WASM_PARITY_COUNT:-300}" >"$cases"
node Scripts/wasm/parity.mjs "$cases" .build-wasm/engine-{text,batch,snapshot,explain,grade,gradebatch}.wasm
