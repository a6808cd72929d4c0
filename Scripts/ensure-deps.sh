#!/usr/bin/env bash
# Installs what a make target needs, when it is missing, and nothing more:
#   Scripts/ensure-deps.sh build   (make demo, make build, make install) pkg-config and
#                                  libcmark-dev to build; binaryen (wasm-opt) too for install,
#                                  whose engine parts it shrinks: `build wasm`
#   Scripts/ensure-deps.sh test    (make test, make deps) the above, and the test tooling: nodejs
#                                  (the wasm parity check), binaryen, and for the browser test
#                                  Debian's chromium, chromium-driver and fonts-nanum, and
#                                  Selenium and axe-selenium-python (axe-core) in .venv/
# Needs root (or sudo) for apt-get (Scripts/apt-install.sh); otherwise says exactly what to
# install. The tests never install or download anything themselves (Scripts/checks/browser.sh
# names what is missing and fails).
set -euo pipefail
cd "$(dirname "$0")/.."
modes=("$@")
[ ${#modes[@]} -gt 0 ] || modes=(test)
want() { local m; for m in "${modes[@]}"; do [ "$m" = "$1" ] || [ "$m" = test ] && return 0; done; return 1; }

if ! command -v swift >/dev/null 2>&1; then
  echo "diffstep: Swift is not on the PATH; install Swift 6.1 or later first (https://www.swift.org/install/linux/)." >&2
  exit 1
fi
need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists libcmark 2>/dev/null; then need+=(libcmark-dev); fi
if want wasm || want test; then
  command -v wasm-opt >/dev/null 2>&1 || need+=(binaryen) # shrinks the engine parts (Scripts/build-wasm.sh)
fi
if want test; then
  command -v node >/dev/null 2>&1 || need+=(nodejs) # runs the parts in Scripts/checks/wasm-parity.sh
  command -v tsc >/dev/null 2>&1 || need+=(node-typescript) # checks Templates/*.js (Scripts/checks/typescript.sh)
fi
if [ ${#need[@]} -gt 0 ]; then Scripts/apt-install.sh "${need[@]}"; fi
want test || exit 0

# The browser test's packages. A machine without network still builds and runs diffstep, so a
# failure from here on is a warning; Scripts/checks/browser.sh then names what is missing.
# fonts-nanum: so the Korean pages in the screenshot show glyphs, not boxes.
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
