#!/usr/bin/env bash
# The benchmark suites (Benchmarks/, a package of its own) still compile against this one: a
# refactor that breaks them fails `make test` at once. Only built (debug), never run: `make
# bench` and `cd Benchmarks && swift package --disable-sandbox benchmark` time them.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .out
if ! swift build --package-path Benchmarks >.out/benchmarks-build.log 2>&1; then
  grep -E 'error:' .out/benchmarks-build.log | head -20
  echo "benchmarks-build: Benchmarks/ no longer builds (errors above; the whole output in .out/benchmarks-build.log)"
  exit 1
fi
echo "benchmarks-build: ok (Benchmarks/ builds: $(ls Benchmarks/Benchmarks | paste -sd, - | sed 's/,/, /g'))"
