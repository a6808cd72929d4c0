#!/usr/bin/env bash
# `make fuzz [FUZZ_SECONDS=600] [FUZZ_TARGETS="FuzzIntake ..."]`: builds the libFuzzer targets
# of Fuzz/ with -sanitize=fuzzer (release, every module instrumented) and runs each for
# FUZZ_SECONDS on its seed corpus (Fuzz/Corpus/<target>, read only: the project's own
# exercises, example scripts, the article's snippets) with its dictionary (Fuzz/<target>.dict),
# plus a working corpus in .out/fuzz/<target>/corpus that later runs start from.
# A crash, a hang (-timeout=10 s per input) or more than 2 GB is a finding: libFuzzer writes
# the input to Fuzz/findings/<target>/ and this script exits 1 after the other targets ran.
# Each finding becomes a regression test in the normal `swift test` suites when it is fixed.
#   Scripts/fuzz.sh --replay     only replay the seed corpora (seconds, after the build)
# Replay one finding: <bin>/FuzzCalls Fuzz/findings/FuzzCalls/crash-...
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-600}
targets=(${FUZZ_TARGETS:-FuzzIntake FuzzCalls FuzzSnapshotScript FuzzExercise FuzzSubmission})
replay=0
[ "${1:-}" = "--replay" ] && replay=1

# SwiftPM names a path dependency after its folder: a checkout folder called "fuzz" would be
# the same package as Fuzz/ itself.
if [ "$(basename "$PWD" | tr '[:upper:]' '[:lower:]')" = "fuzz" ]; then
  echo "fuzz: the checkout's folder may not be named 'fuzz' (SwiftPM would take it for Fuzz/); rename or copy it" >&2
  exit 2
fi

# libFuzzer must see the trap (SIGILL) to save the input; Swift's backtracer would take it first.
export SWIFT_BACKTRACE=enable=no

build=(swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer)
"${build[@]}" >/dev/null || exit 1
bin="$("${build[@]}" --show-bin-path)"

max_len() {
  case "$1" in
    FuzzExercise) echo 8192 ;;
    *) echo 4096 ;;
  esac
}

failed=0
summary=()
for target in "${targets[@]}"; do
  out=".out/fuzz/$target"
  findings="Fuzz/findings/$target"
  mkdir -p "$out/corpus" "$findings"
  if [ "$replay" = 1 ]; then
    if "$bin/$target" -timeout=10 -rss_limit_mb=2048 -runs=0 "Fuzz/Corpus/$target" >"$out/replay.log" 2>&1; then
      summary+=("$target: seeds replayed ($(ls "Fuzz/Corpus/$target" | wc -l) inputs)")
    else
      summary+=("$target: FAILED on a seed, see $out/replay.log")
      failed=1
    fi
    continue
  fi
  args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$(max_len "$target")"
    -artifact_prefix="$findings/" -print_final_stats=1)
  [ -f "Fuzz/$target.dict" ] && args+=(-dict="Fuzz/$target.dict")
  echo "fuzz: $target for ${seconds} s" >&2
  "$bin/$target" "${args[@]}" "$out/corpus" "Fuzz/Corpus/$target" >"$out/run.log" 2>&1
  status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/run.log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$out/run.log" | tail -1)
  ft=$(grep -o 'ft: [0-9]*' "$out/run.log" | tail -1)
  if [ "$status" = 0 ]; then
    summary+=("$target: ${seconds} s, ${runs:-?} executions, ${cov:-cov: ?}, ${ft:-ft: ?}, nothing found")
  else
    found=$(ls "$findings" | tr '\n' ' ')
    summary+=("$target: FOUND (exit $status) in $findings/: ${found:-see $out/run.log}")
    tail -20 "$out/run.log" >&2
    failed=1
  fi
done
printf 'fuzz: %s\n' "${summary[@]}"
exit "$failed"
