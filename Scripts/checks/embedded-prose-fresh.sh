#!/usr/bin/env bash
# Fails when Sources/Lessons/Generated/EmbeddedProse.swift does not match the Markdown in
# Sources/Lessons/Prose/ (someone edited a .md file and did not run Scripts/embed-prose.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! diff -q <(Scripts/embed-prose.sh --stdout) Sources/Lessons/Generated/EmbeddedProse.swift >/dev/null; then
  echo "embedded-prose-fresh: Sources/Lessons/Generated/EmbeddedProse.swift is stale; run Scripts/embed-prose.sh and commit it"
  exit 1
fi
echo "embedded-prose-fresh: ok"
