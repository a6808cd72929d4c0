#!/usr/bin/env bash
# Measures the site's budgets (release build): the size of a 10x10 widget page and the time
# `diffstep site` takes. Prints Markdown lines for docs/site.md.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null
bin="$(swift build -c release --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bin/diffstep" site --out "$work/warm" >/dev/null
best=""
for run in 1 2 3 4 5; do
  start=$(date +%s%N)
  "$bin/diffstep" site --out "$work/Site" >/dev/null
  ms=$(( ($(date +%s%N) - start) / 1000000 ))
  if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
done
pages=$(find "$work/Site" -name '*.html' | wc -l)
bytes=$(du -sb "$work/Site" | cut -f1)
"$bin/diffstep" trace abcdefghij klmnopqrst --format html >"$work/ten.html" 2>/dev/null || true
widget=$(python3 - "$work/ten.html" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
match = re.search(r'<figure class="ds-stepper".*?</figure>', text, re.S)
print(len(match.group(0).encode()) if match else 0)
PY
)
echo "- site build (release, best of 5): ${best} ms for ${pages} pages, ${bytes} bytes"
if [ "$widget" -gt 0 ]; then
  echo "- 10x10 widget (abcdefghij -> klmnopqrst, the <figure> alone): ${widget} bytes; whole page: $(wc -c <"$work/ten.html") bytes"
else
  echo "- 10x10 widget: not measured (diffstep trace --format html is not available in this build)"
fi
kit=$(python3 - "$work/Site/kit-kat.html" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
match = re.search(r'<figure class="ds-stepper".*?</figure>', text, re.S)
print(len(match.group(0).encode()) if match else 0)
PY
)
echo "- kit -> kat widget (3x3, the <figure> alone): ${kit} bytes"
