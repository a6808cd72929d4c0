#!/usr/bin/env bash
# Times `diffstep check` on 10,000 submissions of a 10x10 table exercise with the class
# report (release build). Usage: Scripts/measure-grading.sh [COUNT]   (budget: under 5 s)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
# A throwaway course secret: random-table.md draws a variant per student.
export DIFFSTEP_COURSE_SECRET="measure-grading-secret-0123456789"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --product diffstep >/dev/null
binary="$(swift build -c release --show-bin-path)/diffstep"

# Every student gets their own words (Exercises/random-table.md: 9 + 9 letters, a 10x10
# table); the grids are random digits, so every cell is judged and most are wrong.
mkdir -p "$work/submissions"
awk -v count="$count" -v dir="$work/submissions" 'BEGIN {
  srand(42)
  for (s = 1; s <= count; s++) {
    file = sprintf("%s/student%04d.txt", dir, s)
    for (r = 0; r < 10; r++) {
      line = ""
      for (c = 0; c < 10; c++) line = line (c ? " " : "") int(rand() * 10)
      print line > file
    }
    close(file)
  }
}'

for format in text json csv; do
  start=$(date +%s.%N)
  "$binary" check Exercises/random-table.md "$work/submissions" --format "$format" --out "$work/report.$format" \
    --report "$work/class"
  end=$(date +%s.%N)
  printf '%s submissions, --format %-4s + class report: %.2f s\n' "$count" "$format" "$(echo "$end - $start" | bc)"
done
