#!/usr/bin/env bash
# Times each workload against its anchor in one run, whole process against whole process,
# release builds, interleaved, medians (Scripts/bench/side_by_side.py), and prints one
# Markdown table of ratios:
#   distance (random 100k and 1M, near-identical 100k and 1M)  vs  rapidfuzz and edlib (PyPI, .venv/)
#   line diff of 100,000-line files (myers, heckel)     vs  git diff --no-index, GNU diff
#   alignment path (trace --format summary past --max-cells, near-identical 100k)  vs  edlib path
#   the alignment printed (trace --format cigar, and json past the band, same texts)  vs  edlib path + its CIGAR
#   trace --format summary, 3000 x 3000                  vs  Benchmarks/baseline/wf.c (branch-free, gcc and clang -O3 -march=native)
# Then the ListDiff duel (Benchmarks/Benchmarks/ListDiff, a plain release executable): Heckel
# with the fewest moves and with its own moves against DifferenceKit's algorithm
# (Benchmarks/.../DifferenceKitPort.swift) and, at 10k, the standard library's
# difference(from:).inferringMoves(), same workloads, interleaved in one process, medians and
# the ratio of medians with its per-round spread (docs/performance-diff.md). BENCH_LISTDIFF=0
# skips it (its first release build is slow), BENCH_LISTDIFF_ROUNDS sets its rounds (21).
# BENCH_RUNS sets the runs per command (default 5), BENCH_RUNS_1M those of the random 1M
# distance (default 3: about 20 s for us and 30 s for rapidfuzz per run, edlib more);
# BENCH_ONLY=TEXT runs only the side-by-side rows whose job contains TEXT.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/venv.sh
runs=${BENCH_RUNS:-5}
out=.out/bench
mkdir -p "$out"

if [ ! -x .venv/bin/python ] || ! .venv/bin/python -c "import rapidfuzz, edlib" 2>/dev/null; then
  echo "bench: creating .venv with rapidfuzz and edlib (pip)" >&2
  make_venv .venv bench || exit 1
  .venv/bin/pip install -q rapidfuzz edlib
  # A venv copied from elsewhere has a pip that installs into its first home: check again.
  if ! .venv/bin/python -c "import rapidfuzz, edlib" 2>/dev/null; then
    echo "bench: .venv/bin/python still cannot import rapidfuzz and edlib (a venv copied from another folder?); remove .venv and run again" >&2
    exit 1
  fi
fi
gcc -O3 -march=native -o "$out/wf" Benchmarks/baseline/wf.c
# The same C through the Swift toolchain's clang (the LLVM that compiles the engine): on this
# AMD EPYC it runs faster than gcc's build, so both are anchors.
clang="$(dirname "$(readlink -f "$(command -v swiftc)")")/clang"
"$clang" -O3 -march=native -o "$out/wf-clang" Benchmarks/baseline/wf.c
# The static-runtime build (`make install STATIC=1`, `make autograder`): what a user who cares
# about start-up installs; about 4 ms less per process than the shared-library build.
static=(-c release --static-swift-stdlib --scratch-path .build/static)
swift build "${static[@]}" --product diffstep >/dev/null
bin="$(swift build "${static[@]}" --show-bin-path)/diffstep"

.venv/bin/python Scripts/bench/workloads.py "$out"
echo "== $(uname -m), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $runs runs each, medians"
.venv/bin/python Scripts/bench/side_by_side.py "$runs" "$out" "$bin" .venv/bin/python Scripts/bench

if [ "${BENCH_LISTDIFF:-1}" = 1 ]; then
  echo "== ListDiff: Heckel (fewest moves, Heckel's moves) vs DifferenceKit's algorithm (port) and the standard library, interleaved, CPU time"
  (cd Benchmarks && swift build -c release --product ListDiff >/dev/null && .build/release/ListDiff) | tee "$out/listdiff.txt"
fi
