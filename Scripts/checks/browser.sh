#!/usr/bin/env bash
# The web stepper in a real browser. Chromium, chromium-driver, fonts-nanum, Selenium and
# axe-core (axe-selenium-python, in .venv/) come from `make deps` (Scripts/ensure-deps.sh),
# never from here: this check installs and downloads nothing, and fails naming what is missing.
# Runs Scripts/browser_test.py on a fresh site over file://. Screenshot: .out/browser.png;
# docs/screenshot.png when DIFFSTEP_SCREENSHOT=1 or when it does not exist yet.
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
dpkg -s fonts-nanum >/dev/null 2>&1 || missing+=(fonts-nanum)
if [ ${#missing[@]} -gt 0 ]; then
  echo "browser: ${missing[*]} missing; run 'make deps' (Scripts/ensure-deps.sh)" >&2
  exit 1
fi

if ! .venv/bin/python -c "import selenium, axe_selenium_python" 2>/dev/null; then
  echo "browser: .venv/ lacks Selenium or axe-selenium-python; run 'make deps' (Scripts/ensure-deps.sh)" >&2
  exit 1
fi

bin="$(swift build --show-bin-path)"
[ -x "$bin/diffstep" ] || swift build >/dev/null
# The site inlines .build-wasm/engine-*.wasm.gz as engine-*.js; bring them up to date (incremental).
Scripts/build-wasm.sh --quiet
site="$(mktemp -d)"
trap 'rm -rf "$site"' EXIT
"$bin/diffstep" site --out "$site/Site" >/dev/null
# The single-file export, a real 10x10 trace, beside the site (browser_test.py opens it too).
"$bin/diffstep" trace abcdefghij klmnopqrst --format html --lang en >"$site/Site/trace-export.html"

copy=""
if [ "${DIFFSTEP_SCREENSHOT:-0}" = 1 ] || [ ! -e docs/screenshot.png ]; then copy="docs/screenshot.png"; fi
DIFFSTEP_BIN="$bin/diffstep" .venv/bin/python Scripts/browser_test.py "$site/Site" .out $copy
