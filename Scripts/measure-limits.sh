#!/usr/bin/env bash
# Measures the work at the limits (release build, whole process): time and peak memory of
# each input the reliability issue named. Prints a Markdown table for README "Limits".
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null
bin="$(swift build -c release --show-bin-path)/diffstep"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import random, sys
work = sys.argv[1]
rng = random.Random(7)
def write(name, text):
    with open(f"{work}/{name}", "w", encoding="utf-8") as f:
        f.write(text)
write("s240", "".join(rng.choice("abcd") for _ in range(240)))
write("t240", "".join(rng.choice("abcd") for _ in range(240)))
n = 100_000
write("old", "\n".join(f"i{i}" for i in range(n)))
write("new", "\n".join(f"i{i}" for i in reversed(range(n))))
names = [f"i{i}" for i in range(n)]
write("script", "appendSections main\nappendItems " + " ".join(names) + "\napply\n"
      + "deleteItems " + " ".join(names[::2]) + "\napply\n")
write("lines", "\n".join(f"line {i}" for i in range(n)) + "\n")
write("empty", "")
write("map.swift", "collectionView.insertItems(at: (0..<99999).map { a in (0..<99999).map { b in IndexPath(item: b, section: 0) } })\n")
PY
head -c 100000000 /dev/zero >"$work/big"

measure() {
  local label="$1"
  shift
  local status=0
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || status=$?
  read -r seconds kilobytes < <(tail -1 "$work/time")
  printf '| %s | %s s | %s MB | %s |\n' "$label" "$seconds" "$((kilobytes / 1024))" "$status"
}

echo "| input | time | peak memory | exit |"
echo "|---|---|---|---|"
for format in svg markdown html json; do
  measure "trace 240 x 240 --format $format" "$bin" trace --source-file "$work/s240" --target-file "$work/t240" --format "$format"
done
measure "plan, 100,000 items reversed" "$bin" plan --old "@$work/old" --new "@$work/new"
measure "snapshot script, 100,000 items" "$bin" snapshot "$work/script"
measure "diff --algorithm myers, 100,000 lines vs empty" "$bin" diff --unit line --algorithm myers --source-file "$work/lines" --target-file "$work/empty" --format summary
measure "a 100 MB file (refused before reading)" "$bin" trace --source-file "$work/big" --target-file "$work/empty"
measure "nested .map of 10^10 values (refused at the step budget)" "$bin" batch --old a --new a --calls "$work/map.swift"
