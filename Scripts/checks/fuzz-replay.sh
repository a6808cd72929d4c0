#!/usr/bin/env bash
# The fuzz targets (Fuzz/) still build, and every seed in Fuzz/Corpus replays without a crash
# or a hang (Scripts/fuzz.sh --replay, a debug build): a refactor that breaks a target fails
# `make test` at once instead of on the next `make fuzz`.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .out
if ! Scripts/fuzz.sh --replay >.out/fuzz-replay.log 2>&1; then
  cat .out/fuzz-replay.log
  echo "fuzz-replay: the fuzz targets did not build or a seed failed (above; make fuzz runs them for longer)"
  exit 1
fi
counts=$(sed -n 's/.*seeds replayed (\([0-9]*\) inputs).*/\1/p' .out/fuzz-replay.log)
echo "fuzz-replay: ok ($(echo "$counts" | awk '{ n++; s += $1 } END { print n " targets, " s " seeds replayed" }'))"
