#!/usr/bin/env bash
# Site/ is committed; it must be exactly what `diffstep site` writes today.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="$(swift build --show-bin-path)"
[ -x "$bin/diffstep" ] || swift build >/dev/null
# The site inlines .build-wasm/engine-*.wasm.gz as engine-*.js; bring them up to date (incremental).
Scripts/build-wasm.sh --quiet
fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT
"$bin/diffstep" site --out "$fresh/Site" >/dev/null
if ! diff -rq Site "$fresh/Site" >"$fresh/summary" 2>&1; then
  echo "site-fresh: Site/ is stale; run: make site"
  sed 's|'"$fresh"'/||' "$fresh/summary" | head -20
  exit 1
fi
echo "site-fresh: ok ($(find Site -type f | wc -l) files)"
