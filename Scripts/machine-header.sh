#!/usr/bin/env bash
# The lines that head a generated measurement (docs/measurements.md, docs/performance.md's
# scaling table): the date, the commit, the machine and its load at the start.
set -euo pipefail
cd "$(dirname "$0")/.."
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
memory=$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)
commit="$(git rev-parse HEAD 2>/dev/null || echo unknown)"
git diff --quiet HEAD 2>/dev/null || commit+=" with uncommitted changes"
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- commit: $commit"
echo "- machine: $(uname -m), $(nproc) cores ($cpu), $memory, $(swift --version 2>&1 | head -1)"
echo "- load average at the start: $(cut -d' ' -f1-3 /proc/loadavg) (timings on a shared machine vary with it)"
