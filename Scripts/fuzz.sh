#!/usr/bin/env bash
# `make fuzz [FUZZ_SECONDS=600] [FUZZ_TARGETS="FuzzIntake ..."]`: builds the libFuzzer targets
# of Fuzz/ with -sanitize=fuzzer (release, every module instrumented) and runs each for
# FUZZ_SECONDS on its seed corpus (Fuzz/Corpus/<target>, read only: the project's own
# exercises, example scripts, the article's snippets) with its dictionary (Fuzz/<target>.dict),
# plus a working corpus in .out/fuzz/<target>/corpus that later runs start from.
# A crash, a hang (-timeout=10 s per input) or more than 2 GB is a finding: libFuzzer writes
# the input to Fuzz/findings/<target>/ and this script exits 1 after the other targets ran.
# Each finding becomes a regression test in the normal `swift test` suites when it is fixed.
# Whatever ends the run (a build error, a finding, Ctrl-C), the last lines name it.
#   Scripts/fuzz.sh --replay     only replay the seed corpora, on a debug build (quick to
#                                compile; Scripts/checks/fuzz-replay.sh, part of `make test`)
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

config=release
[ "$replay" = 1 ] && config=debug
mkdir -p .out/fuzz
log=".out/fuzz/build-$config.log"
build=(swift build --package-path Fuzz -c "$config" -Xswiftc -sanitize=fuzzer)
# The toolchain's lld: gold stops with "internal error in format_file_lineno" where a link
# fails, instead of naming the undefined symbol.
if [ -x "$(dirname "$(command -v swift)")/ld.lld" ]; then build+=(-Xswiftc -use-ld=lld); fi
echo "fuzz: building Fuzz/ ($config, -sanitize=fuzzer; log: $log)" >&2
: >"$log"
# One product at a time: a plain `swift build` would also link the package's other
# executables (EmbedTool, WebParity) with libFuzzer, whose main() needs a fuzz target.
for target in "${targets[@]}"; do
  if ! "${build[@]}" --product "$target" >>"$log" 2>&1; then
    grep -E 'error:|undefined' "$log" | head -20 >&2
    echo "fuzz: stopped: building $target failed (the errors above; the whole output in $log)" >&2
    exit 1
  fi
done
bin="$("${build[@]}" --show-bin-path)"
trap 'echo "fuzz: stopped by an interrupt; findings so far are in Fuzz/findings/" >&2; exit 130' INT TERM

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
    if "$bin/$target" -timeout=10 -rss_limit_mb=2048 -runs=0 -artifact_prefix="$out/" "Fuzz/Corpus/$target" >"$out/replay.log" 2>&1; then
      summary+=("$target: seeds replayed ($(ls "Fuzz/Corpus/$target" | wc -l) inputs)")
    else
      summary+=("$target: FAILED on a seed, see $out/replay.log")
      grep -E 'Fatal error|ERROR: libFuzzer|SUMMARY' "$out/replay.log" | head -5 >&2
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
if [ "$failed" = 1 ]; then
  echo "fuzz: stopped with findings (above); each one is an input that crashes, hangs or uses more than 2 GB" >&2
elif [ "$replay" = 1 ]; then
  echo "fuzz: every seed replayed without a finding"
else
  echo "fuzz: every target ran its ${seconds} s without a finding"
fi
exit "$failed"
