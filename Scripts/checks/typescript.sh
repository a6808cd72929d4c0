#!/usr/bin/env bash
# The page's scripts against the wire format: `tsc --noEmit` (Debian's node-typescript) checks
# Templates/*.js under `// @ts-check`, with the typedefs of Templates/wire.js (the JSON the
# engine answers, the frames a stepper reads) and the shared globals of Templates/globals.d.ts.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v tsc >/dev/null; then
  echo "typescript: tsc not found; install Debian's node-typescript (apt-get install node-typescript)" >&2
  exit 1
fi
for file in Templates/*.js; do
  head -1 "$file" | grep -q '^// @ts-check$' || { echo "typescript: $file does not start with // @ts-check" >&2; exit 1; }
done
tsc --noEmit --allowJs --checkJs --target es2017 --lib es2017,dom Templates/*.js Templates/globals.d.ts
echo "typescript: ok ($(ls Templates/*.js | wc -l) scripts)"
