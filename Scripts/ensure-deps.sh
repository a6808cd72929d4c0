#!/usr/bin/env bash
# Installs what diffstep needs to build, when it is missing: libcmark-dev (and pkg-config),
# then the browser test's Python packages in .venv/ (Selenium, and axe-selenium-python, which
# bundles axe-core). Needs root (or sudo) for apt-get (Scripts/apt-install.sh); otherwise says
# exactly what to install and stops. The tests never install anything themselves.
set -euo pipefail

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists libcmark 2>/dev/null; then need+=(libcmark-dev); fi
if ! command -v swift >/dev/null 2>&1; then
  echo "diffstep: Swift is not on the PATH; install Swift 6.1 or later first (https://www.swift.org/install/linux/)." >&2
  exit 1
fi
if [ ${#need[@]} -gt 0 ]; then "$(dirname "$0")/apt-install.sh" "${need[@]}"; fi

# The browser test's venv. A machine without network still builds and runs diffstep, so a
# failure here is a warning; Scripts/checks/browser.sh then names what is missing.
cd "$(dirname "$0")/.."
if ! .venv/bin/python -c "import selenium, axe_selenium_python" 2>/dev/null; then
  source Scripts/venv.sh
  if make_venv .venv deps && .venv/bin/pip install -q "selenium>=4.15,<5" "axe-selenium-python>=2.1,<3"; then
    echo "deps: Selenium and axe-selenium-python installed in .venv/" >&2
  else
    echo "deps: could not install Selenium and axe-selenium-python into .venv/ (the browser test needs them)" >&2
  fi
fi
