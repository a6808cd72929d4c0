#!/usr/bin/env bash
# The web stepper in a real browser: installs Debian's chromium, chromium-driver and
# fonts-nanum (Scripts/apt-install.sh) and Selenium (PyPI, in .venv/; python3-venv too when
# Debian's Python cannot make a venv, Scripts/venv.sh) when missing, then runs
# Scripts/browser_test.py on a fresh site over file://. Screenshot: .out/browser.png;
# docs/screenshot.png when DIFFSTEP_SCREENSHOT=1 or when it does not exist yet.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Scripts/venv.sh

# fonts-nanum: so the Korean pages in the screenshot show glyphs, not boxes.
if ! command -v chromedriver >/dev/null 2>&1 || ! command -v chromium >/dev/null 2>&1 \
  || ! dpkg -s fonts-nanum >/dev/null 2>&1; then
  Scripts/apt-install.sh chromium chromium-driver fonts-nanum
fi

if ! .venv/bin/python -c "import selenium" 2>/dev/null; then
  echo "browser: installing Selenium into .venv/" >&2
  make_venv .venv browser || exit 1
  .venv/bin/pip install -q "selenium>=4.15,<5"
fi

bin="$(swift build --show-bin-path)"
[ -x "$bin/diffstep" ] || swift build >/dev/null
site="$(mktemp -d)"
trap 'rm -rf "$site"' EXIT
"$bin/diffstep" site --out "$site/Site" >/dev/null
# The single-file export, a real 10x10 trace, beside the site (browser_test.py opens it too).
"$bin/diffstep" trace abcdefghij klmnopqrst --format html --lang en >"$site/Site/trace-export.html"

copy=""
if [ "${DIFFSTEP_SCREENSHOT:-0}" = 1 ] || [ ! -e docs/screenshot.png ]; then copy="docs/screenshot.png"; fi
.venv/bin/python Scripts/browser_test.py "$site/Site" .out $copy
