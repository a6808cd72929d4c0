#!/usr/bin/env bash
# Fails when Sources/Lessons/Generated/EmbeddedProse+{ko,en}.swift do not match the Markdown in
# Sources/Lessons/Prose/ (someone edited a .md file and did not run Scripts/embed-prose.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
Scripts/embed-prose.sh --into "$fresh"
for lang in ko en; do
  if ! diff -q "$fresh/EmbeddedProse+$lang.swift" "Sources/Lessons/Generated/EmbeddedProse+$lang.swift" >/dev/null 2>&1; then
    echo "embedded-prose-fresh: Sources/Lessons/Generated/EmbeddedProse+$lang.swift is stale; run Scripts/embed-prose.sh and commit it"
    exit 1
  fi
done
echo "embedded-prose-fresh: ok"
