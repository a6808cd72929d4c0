#!/usr/bin/env bash
# Scripts/build-wasm.sh [--quiet]: builds the engine's parts, .build-wasm/engine-text.wasm,
# engine-batch.wasm, engine-snapshot.wasm and engine-explain.wasm (EnginePart), from the same sources as the native
# build, as Embedded Swift for wasm32-unknown-none-wasm (docs/WASM.md).
# Modules: the EmbeddedEngine product of Package.swift, in its order (Scripts/embedded-modules.sh),
# its last, WebEngine, once per part; then the C shim (Scripts/wasm/shim.c), wasm-ld,
# wasm-opt -Oz (binaryen), and gzip -9n for the site (engine-*.wasm.gz).
# What is built again is decided by content, never by time (a rebase or checkout touches every
# file it rewrites): each object has a key, .build-wasm/NAME.key, the SHA-256 of the compiler's
# version, the flags, the contents of its sources and the key of the module below it; it is
# compiled again only when that key changes, and a part linked again only when one of its
# objects' keys does. An object built before keys existed is adopted once, by the old rule
# (none of its sources newer than it), and keyed from then on.
set -euo pipefail
cd "$(dirname "$0")/.."
quiet=${1:-}
out=.build-wasm
mkdir -p "$out"
# One build at a time per worktree: two runs would write the same objects and keys. A second
# run waits for the first (one line says so), then finds its work done by content.
exec 9>"$out/.lock"
if ! flock -n 9; then
  echo "build-wasm: another build-wasm.sh is building in $PWD/$out; waiting for it" >&2
  flock 9
fi

swiftc=$(command -v swiftc) || { echo "build-wasm: swiftc is not on the PATH" >&2; exit 1; }
toolchain=$(dirname "$(dirname "$(readlink -f "$swiftc")")")
bin="$toolchain/bin"
tables="$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
for tool in "$bin/clang" "$bin/wasm-ld" "$tables" \
  "$toolchain/lib/swift/embedded/Swift.swiftmodule/wasm32-unknown-none-wasm.swiftmodule"; do
  [ -e "$tool" ] || { echo "build-wasm: this toolchain lacks $tool (Embedded Swift for wasm32 needs Swift 6.3)" >&2; exit 1; }
done

wasm_opt=$(command -v wasm-opt) || { echo "build-wasm: wasm-opt is missing (Debian's binaryen); run make deps" >&2; exit 1; }

# Less inlining than -Osize's default, at the SIL level (a caller's benefit divided by 16, not 2)
# and LLVM's (threshold 0, see below): the whole engine 1,247,229 -> 1,099,617 bytes, a trace
# about 10 % slower in node.
flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
  -Xfrontend -sil-inline-caller-benefit-reduction-factor -Xfrontend 16
  -parse-as-library -swift-version 6 -Xfrontend -disable-stack-protector -I "$out"
  -package-name diffstep)
# LLVM's inlining threshold 0 for every module but Practice: Swift 6.3.1 compiles Practice wrongly
# with it (a crash question's choices lost a near-miss's message: wasm-parity caught it; Practice
# has no unsafe code). wasm-parity.sh checks every module's answers against the native build.
llvm_flags() { [ "$1" = Practice ] || echo "-Xllvm -inline-threshold=0"; }

# The modules below the face (WebEngine, compiled once per part below), in build order.
mapfile -t core < <(Scripts/embedded-modules.sh)
[ "${core[-1]:-}" = WebEngine ] || { echo "build-wasm: the EmbeddedEngine product must end with WebEngine" >&2; exit 1; }
unset 'core[-1]'
objects=()
for module in "${core[@]}"; do objects+=("$out/$module.o"); done

say() { [ "$quiet" = --quiet ] || echo "$@"; }
started=$SECONDS
toolchain_id=$("$swiftc" --version 2>&1)
# key NAME LINES... SOURCES...: the key of NAME's object from the given lines (flags, the key
# below) and the contents of the files after `--`.
key() {
  local lines=() files=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do lines+=("$1"); shift; done
  [ $# -gt 0 ] && shift
  files=("$@")
  { printf '%s\n' "$toolchain_id" "${lines[@]}"; [ ${#files[@]} -eq 0 ] || sha256sum "${files[@]}"; } | sha256sum | cut -c1-64
}
# fresh OBJECT KEY FOLDER...: whether OBJECT was built from KEY; an object without a key file
# is adopted (its key written) when nothing in the folders is newer than it.
fresh() {
  local object=$1 key=$2
  shift 2
  [ -e "$object" ] || return 1
  if [ -e "$object.key" ]; then
    [ "$(cat "$object.key")" = "$key" ]
    return
  fi
  [ -z "$(find "$@" -newer "$object" -print -quit)" ] || return 1
  echo "$key" >"$object.key"
}
compile() { # module, object, extra flags...
  local module=$1 object=$2
  shift 2
  # shellcheck disable=SC2046
  "$swiftc" "${flags[@]}" $(llvm_flags "$module") "$@" -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -c "${sources[@]}" -o "$object.tmp"
  mv "$object.tmp" "$object"
  echo "$key" >"$object.key"
}
below=""
for module in "${core[@]}"; do
  object="$out/$module.o"
  mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
  key=$(key "$module" "${flags[*]}" "$(llvm_flags "$module")" "$below" -- "${sources[@]}")
  below=$key
  fresh "$object" "$key" "Sources/$module" && continue
  say "build-wasm: $module"
  compile "$module" "$object"
done

# WebEngine once per part (EnginePart): the other parts' exports and branches are left out by
# -D ENGINE_PART -D ENGINE_PART_TEXT (and _BATCH, _SNAPSHOT, _EXPLAIN, _GRADE), and wasm-ld drops what only they
# reached.
mapfile -t sources < <(find Sources/WebEngine -name '*.swift' | sort)
shim_flags=(--target=wasm32-unknown-unknown -Os -nostdlib)
key=$(key shim "${shim_flags[*]}" -- Scripts/wasm/shim.c)
if ! fresh "$out/shim.o" "$key" Scripts/wasm/shim.c; then
  "$bin/clang" "${shim_flags[@]}" -c Scripts/wasm/shim.c -o "$out/shim.o"
  echo "$key" >"$out/shim.o.key"
fi
for part in text batch snapshot explain grade gradebatch; do
  object="$out/WebEngine-$part.o" module="$out/engine-$part.wasm"
  defines=(-D ENGINE_PART -D "ENGINE_PART_$(tr a-z A-Z <<<"$part")")
  key=$(key "WebEngine $part" "${flags[*]}" "$(llvm_flags WebEngine)" "${defines[*]}" "$below" -- "${sources[@]}")
  if ! fresh "$object" "$key" Sources/WebEngine; then
    say "build-wasm: WebEngine ($part)"
    compile WebEngine "$object" "${defines[@]}"
  fi
  # Linked again when the key of an object it holds changed: its WebEngine, a shared module, the
  # shim (and the options below, which the key names too).
  restructure=()
  case $part in batch | gradebatch) restructure=(--low-memory-unused --flatten --rereloop --converge) ;; esac
  key=$(key "link $part" "${restructure[*]}" "$(cat "$object.key" "$out/shim.o.key" "${objects[@]/%/.key}")")
  if ! fresh "$module" "$key" "$object" "$out/shim.o" "${objects[@]}"; then
    "$bin/wasm-ld" --no-entry --gc-sections --strip-all \
      "${objects[@]}" "$object" "$out/shim.o" "$tables" -o "$out/engine-$part.linked.wasm"
    # Binaryen's optimizer for size (about -20 %); deterministic, so Site/engine-*.js are too.
    # The batch part, at its budget, first flattens and re-loops its control flow, which lets
    # -Oz fold more (-0.85 %: 502,565 -> 498,312 bytes; docs/WASM.md), then -Oz again until it
    # stops shrinking (--converge: 500,877 -> 499,194 bytes), assuming memory below 1,024 unused
    # (--low-memory-unused: wasm-ld puts the data at 1,024 and the stack after it, so only a
    # null pointer could reach below; 500,318 -> 493,928 bytes, wasm-parity.sh checks answers).
    "$wasm_opt" "${restructure[@]}" -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
      --enable-nontrapping-float-to-int "$out/engine-$part.linked.wasm" -o "$module.tmp"
    mv "$module.tmp" "$module"
    echo "$key" >"$module.key"
  fi
  # What `diffstep site` inlines: the module gzipped, with no name or time in the header (-n),
  # so the same module gives the same bytes; the page inflates it (DecompressionStream).
  if [ "$module" -nt "$module.gz" ] || [ ! -e "$module.gz" ]; then
    gzip -9nc "$module" >"$module.gz.tmp"
    mv "$module.gz.tmp" "$module.gz"
  fi
  say "build-wasm: $module $(wc -c <"$module") bytes, $(wc -c <"$module.gz") gzipped"
done
say "build-wasm: $((SECONDS - started)) s"
