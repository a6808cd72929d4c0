#!/usr/bin/env bash
# The page's scripts against the wire format: `tsc --noEmit` (Debian's node-typescript) checks
# Templates/*.js under `// @ts-check`, with the typedefs of Templates/wire.js (the JSON the
# engine answers, the frames a stepper reads) and the shared globals of Templates/globals.d.ts.
# Each script is checked as a page runs it (SiteBuilder's Templates+Scripts.swift): its parts
# NAME.*.js, the common parts common.*.js and NAME.js share one scope, which no other script sees.
# --strict whole (null checks, strict function types, `this`, bind/call/apply, no implicit any):
# every parameter carries a JSDoc type, and JSON the engine or the site writes is typed as the
# wire typedef it is.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v tsc >/dev/null; then
  echo "typescript: tsc not found; install Debian's node-typescript (apt-get install node-typescript)" >&2
  exit 1
fi
for file in Templates/*.js; do
  head -1 "$file" | grep -q '^// @ts-check$' || { echo "typescript: $file does not start with // @ts-check" >&2; exit 1; }
done
scripts=(engine stepper inputs practice)
checked=(Templates/wire.js)
for name in "${scripts[@]}"; do
  parts=(Templates/common.*.js Templates/"$name".*.js Templates/"$name".js)
  checked+=("${parts[@]}")
  tsc --noEmit --strict --allowJs --checkJs --target es2017 --lib es2017,dom "${parts[@]}" Templates/wire.js Templates/globals.d.ts
done
# No explicit any either (`{any}`, `: any`, `any[]` in a JSDoc type or globals.d.ts): JSON is
# typed as its wire typedef, a value of no known shape as unknown.
if grep -nE '[{<|:] *any\b|\bany *[][>|}]' Templates/*.js Templates/globals.d.ts >&2; then
  echo "typescript: an explicit any above; type it (Templates/wire.js) or use unknown" >&2
  exit 1
fi
# Every part belongs to a script: a file no run above checked would ship unchecked, or not at all.
for file in Templates/*.js; do
  # (a here-string, not a pipe: grep -q stops reading early, and under pipefail printf's SIGPIPE
  # would fail a file that was checked)
  grep -qxF "$file" <<<"$(printf '%s\n' "${checked[@]}")" || { echo "typescript: $file is part of no script (${scripts[*]})" >&2; exit 1; }
done
echo "typescript: ok ($(ls Templates/*.js | wc -l) files, ${#scripts[@]} scripts)"
