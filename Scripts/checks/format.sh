#!/usr/bin/env bash
# House style: every Swift file as `swift format` (config: .swift-format) would write it.
# Fix with: swift format -i -r Sources Tests Plugins Package.swift
set -euo pipefail
cd "$(dirname "$0")/../.."
# Expected-output files are data (the article's snippets as written), not our code.
mapfile -t files < <(git ls-files 'Sources/*.swift' 'Tests/*.swift' 'Plugins/*.swift' 'Fuzz/*.swift' Package.swift | grep -v '/Expected/')
if ! output=$(swift format lint --strict "${files[@]}" 2>&1); then
  echo "$output" | head -20
  echo "format: $(echo "$output" | grep -c 'warning\|error') places differ from swift format; run: swift format -i -r Sources Tests Plugins Fuzz Package.swift"
  exit 1
fi
echo "format: ok (${#files[@]} files)"
