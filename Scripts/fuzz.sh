#!/usr/bin/env bash
# `make fuzz [FUZZ_SECONDS=600] [FUZZ_TARGETS="FuzzIntake ..."]`: builds the libFuzzer targets
# of Fuzz/ with -sanitize=fuzzer (every module instrumented) and runs each for FUZZ_SECONDS,
# seeded from the project's own examples. A crash, a hang (10 s) or 2 GB of memory is a finding:
# libFuzzer writes the input to Fuzz/findings/<target>/ and this script exits 1. Each finding
# becomes a regression test in the normal `swift test` suites before it is fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-600}
targets=${FUZZ_TARGETS:-"FuzzIntake FuzzCalls FuzzSnapshotScript FuzzExercise FuzzSubmission"}
(cd Fuzz && swift build -c release -Xswiftc -sanitize=fuzzer >/dev/null)
bin="$(cd Fuzz && swift build -c release -Xswiftc -sanitize=fuzzer --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

seed() {
  local target="$1" corpus="$work/$1"
  mkdir -p "$corpus"
  case "$target" in
    FuzzIntake | FuzzExercise) cp Exercises/*.md "$corpus/" ;;
    FuzzCalls) cp Exercises/example6.swift "$corpus/"; printf 'delete 0 1 2\ninsert 3 4 5\n' >"$corpus/compact" ;;
    FuzzSnapshotScript) cp Examples/snapshots/*.snap "$corpus/" ;;
    FuzzSubmission)
      printf '\x01%s' "0 1 2 3
1 0 1 2
2 1 1 2
3 2 2 1" >"$corpus/table"
      printf '\x03delete 0 1 2\ninsert 3 4 5\n' >"$corpus/batch"
      printf '\x01{"table": [[0,1,2,3],[1,0,1,2],[2,1,1,2],[3,2,2,1]]}' >"$corpus/json" ;;
  esac
  echo "$corpus"
}

failed=0
for target in $targets; do
  corpus=$(seed "$target")
  mkdir -p "Fuzz/findings/$target"
  echo "fuzz: $target for ${seconds} s"
  # The Swift runtime's backtracer would take the crash signal before libFuzzer saves the input.
  if ! SWIFT_BACKTRACE=enable=no "$bin/$target" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
    -artifact_prefix="Fuzz/findings/$target/" -print_final_stats=1 2>"$work/$target.log"; then
    echo "fuzz: $target found something: Fuzz/findings/$target/ (log: the last lines below)"
    tail -20 "$work/$target.log"
    failed=1
  else
    grep -E "stat::number_of_executed_units|cov:" "$work/$target.log" | tail -2 | sed "s/^/fuzz: $target: /"
  fi
done
exit $failed
