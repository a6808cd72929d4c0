#!/usr/bin/env bash
# Scripts/build-wasm.sh [--quiet]: builds .build-wasm/engine.wasm from the same sources as the
# native build, as Embedded Swift for wasm32-unknown-none-wasm (docs/WASM.md).
# Modules: TextIntake -> DiffEngine -> BatchModel -> BatchParsing -> BatchSimulation -> DiffableSnapshots -> BatchPlanning
# -> Practice -> Storyboard -> Wire -> WebEngine, then the C shim (Scripts/wasm/shim.c), wasm-ld,
# wasm-opt -Oz (binaryen), and gzip -9n for the site (engine.wasm.gz). A module is recompiled only when one of its sources, or
# a module below it, or this script, is newer than its object; the link only when an object is newer.
set -euo pipefail
cd "$(dirname "$0")/.."
quiet=${1:-}
out=.build-wasm
mkdir -p "$out"

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
# and LLVM's (threshold 0): 1,247,229 -> 1,099,617 bytes, and a trace about 10 % slower in node.
flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
  -Xfrontend -sil-inline-caller-benefit-reduction-factor -Xfrontend 16 -Xllvm -inline-threshold=0
  -parse-as-library -swift-version 6 -Xfrontend -disable-stack-protector -I "$out")

say() { [ "$quiet" = --quiet ] || echo "$@"; }
started=$SECONDS
rebuilt=0
for module in TextIntake DiffEngine BatchModel BatchParsing BatchSimulation DiffableSnapshots BatchPlanning Practice Storyboard Wire \
  WebEngine; do
  object="$out/$module.o"
  mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
  if [ $rebuilt -eq 0 ] && [ -e "$object" ] && [ ! "$0" -nt "$object" ] &&
    [ -z "$(find "Sources/$module" -newer "$object" -print -quit)" ]; then
    continue
  fi
  say "build-wasm: $module"
  "$swiftc" "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -c "${sources[@]}" -o "$object.tmp"
  mv "$object.tmp" "$object"
  rebuilt=1
done

if [ Scripts/wasm/shim.c -nt "$out/shim.o" ]; then
  "$bin/clang" --target=wasm32-unknown-unknown -Os -nostdlib -c Scripts/wasm/shim.c -o "$out/shim.o"
  rebuilt=1
fi
if [ $rebuilt -eq 1 ] || [ ! -e "$out/engine.wasm" ]; then
  "$bin/wasm-ld" --no-entry --gc-sections --strip-all \
    "$out"/{TextIntake,DiffEngine,BatchModel,BatchParsing,BatchSimulation,DiffableSnapshots,BatchPlanning}.o \
    "$out"/{Practice,Storyboard,Wire,WebEngine,shim}.o "$tables" -o "$out/engine.linked.wasm"
  # Binaryen's optimizer for size (1.21 MB -> 0.98 MB); deterministic, so Site/engine.js is too.
  "$wasm_opt" -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
    "$out/engine.linked.wasm" -o "$out/engine.wasm.tmp"
  mv "$out/engine.wasm.tmp" "$out/engine.wasm"
fi
# What `diffstep site` inlines: the module gzipped, with no name or time in the header (-n), so
# the same module gives the same bytes; the page inflates it (DecompressionStream).
if [ "$out/engine.wasm" -nt "$out/engine.wasm.gz" ] || [ ! -e "$out/engine.wasm.gz" ]; then
  gzip -9nc "$out/engine.wasm" >"$out/engine.wasm.gz.tmp"
  mv "$out/engine.wasm.gz.tmp" "$out/engine.wasm.gz"
fi
size=$(wc -c <"$out/engine.wasm")
say "build-wasm: $out/engine.wasm $size bytes, $(wc -c <"$out/engine.wasm.gz") gzipped ($((SECONDS - started)) s)"
