#!/usr/bin/env bash
# `make deps`: installs what diffstep and its tests need, when it is missing: libcmark-dev (and
# pkg-config) to build; nodejs for the engine.wasm parity check; binaryen (wasm-opt) for engine.wasm; for the browser test Debian's chromium, chromium-driver and fonts-nanum,
# and Selenium and axe-selenium-python (which bundles axe-core) in .venv/. Needs root (or sudo)
# for apt-get (Scripts/apt-install.sh); otherwise says exactly what to install. Run once, before
# anything else, by `make demo` and `make test`: the tests never install or download anything
# themselves (Scripts/checks/browser.sh names what is missing and fails).
set -euo pipefail

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists libcmark 2>/dev/null; then need+=(libcmark-dev); fi
command -v node >/dev/null 2>&1 || need+=(nodejs)  # runs engine.wasm in Scripts/checks/wasm-parity.sh
command -v wasm-opt >/dev/null 2>&1 || need+=(binaryen)  # shrinks engine.wasm (Scripts/build-wasm.sh)
if ! command -v swift >/dev/null 2>&1; then
  echo "diffstep: Swift is not on the PATH; install Swift 6.1 or later first (https://www.swift.org/install/linux/)." >&2
  exit 1
fi
if [ ${#need[@]} -gt 0 ]; then "$(dirname "$0")/apt-install.sh" "${need[@]}"; fi

# The browser test's packages. A machine without network still builds and runs diffstep, so a
# failure from here on is a warning; Scripts/checks/browser.sh then names what is missing.
# fonts-nanum: so the Korean pages in the screenshot show glyphs, not boxes.
cd "$(dirname "$0")/.."
if ! command -v chromedriver >/dev/null 2>&1 || ! command -v chromium >/dev/null 2>&1 \
  || ! dpkg -s fonts-nanum >/dev/null 2>&1; then
  Scripts/apt-install.sh chromium chromium-driver fonts-nanum \
    || echo "deps: without chromium, chromium-driver and fonts-nanum the browser test cannot run" >&2
fi
if ! .venv/bin/python -c "import selenium, axe_selenium_python" 2>/dev/null; then
  source Scripts/venv.sh
  if make_venv .venv deps && .venv/bin/pip install -q "selenium>=4.15,<5" "axe-selenium-python>=2.1,<3"; then
    echo "deps: Selenium and axe-selenium-python installed in .venv/" >&2
  else
    echo "deps: could not install Selenium and axe-selenium-python into .venv/ (the browser test needs them)" >&2
  fi
fi
