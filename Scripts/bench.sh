#!/usr/bin/env bash
# Times whole process against whole process, release builds, in one run:
#   diffstep trace --format summary, 3000 x 3000   vs  Benchmarks/baseline/wf.c (gcc -O2)
#   diffstep distance, n = 100,000                 vs  rapidfuzz Levenshtein.distance (venv .venv/)
# Prints both ratios (targets: <= 1.5). Then the ListDiff package-benchmark suite: Heckel with
# the fewest moves and with its own moves against the standard library's
# difference(from:).inferringMoves(), same workloads, same run, times and move counts
# (docs/performance-diff.md). BENCH_LISTDIFF=0 skips it (its first release build is slow).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/venv.sh
runs=${BENCH_RUNS:-7}
out=.out/bench
mkdir -p "$out"

if [ ! -x .venv/bin/python ] || ! .venv/bin/python -c "import rapidfuzz" 2>/dev/null; then
  echo "bench: creating .venv with rapidfuzz (pip)" >&2
  make_venv .venv bench || exit 1
  .venv/bin/pip install -q rapidfuzz
fi
gcc -O2 -o "$out/wf" Benchmarks/baseline/wf.c
swift build -c release --product diffstep >/dev/null
bin="$(swift build -c release --show-bin-path)/diffstep"

# The same random text (letters and spaces, fixed seed) for every contestant.
.venv/bin/python - "$out" <<'PY'
import random, sys
out = sys.argv[1]
rng = random.Random(20240601)
def text(n):
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz     ") for _ in range(n))
for name, n in [("trace-a", 3000), ("trace-b", 3000), ("distance-a", 100_000), ("distance-b", 100_000)]:
    open(f"{out}/{name}.txt", "w").write(text(n))
PY
cat > "$out/rapidfuzz_distance.py" <<'PY'
import sys
from rapidfuzz.distance import Levenshtein
a = open(sys.argv[1], encoding="utf-8").read()
b = open(sys.argv[2], encoding="utf-8").read()
print(Levenshtein.distance(a, b))
PY

# Median wall time of $runs runs of a command; checks every run prints the same thing.
.venv/bin/python - "$runs" "$out" "$bin" <<'PY'
import statistics, subprocess, sys, time
runs, out, binary = int(sys.argv[1]), sys.argv[2], sys.argv[3]
py = ".venv/bin/python"
def timed(command):
    outputs, times = set(), []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, capture_output=True, text=True, check=True)
        times.append(time.perf_counter() - start)
        outputs.add(result.stdout.strip())
    assert len(outputs) == 1, outputs
    return statistics.median(times), outputs.pop()
pairs = [
    ("trace 3000x3000", [binary, "trace", "--format", "summary", "--source-file", f"{out}/trace-a.txt", "--target-file", f"{out}/trace-b.txt"],
     "C wf.c -O2", [f"{out}/wf", f"{out}/trace-a.txt", f"{out}/trace-b.txt"]),
    ("distance n=100000", [binary, "distance", "--source-file", f"{out}/distance-a.txt", "--target-file", f"{out}/distance-b.txt"],
     "rapidfuzz", [py, f"{out}/rapidfuzz_distance.py", f"{out}/distance-a.txt", f"{out}/distance-b.txt"]),
]
for name, ours, other_name, other in pairs:
    ours_time, ours_out = timed(ours)
    other_time, other_out = timed(other)
    agree = "agree" if ours_out == other_out else f"DISAGREE ({ours_out!r} vs {other_out!r})"
    print(f"{name}: diffstep {ours_time * 1000:.1f} ms, {other_name} {other_time * 1000:.1f} ms, "
          f"ratio {ours_time / other_time:.2f} (target <= 1.5), outputs {agree}")
PY

if [ "${BENCH_LISTDIFF:-1}" = 1 ]; then
  echo "== ListDiff: Heckel (fewest moves, Heckel's moves) vs the standard library (package-benchmark)"
  (cd Benchmarks && swift package --disable-sandbox benchmark --target ListDiff --no-progress) >"$out/listdiff.txt"
  awk -f Scripts/bench/listdiff-summary.awk "$out/listdiff.txt"
  echo "(full tables: $out/listdiff.txt)"
fi
