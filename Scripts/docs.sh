#!/usr/bin/env bash
# Scripts/docs.sh: the API documentation of the library products' modules (each a DocC catalog,
# Sources/MODULE/MODULE.docc), with the toolchain's own swift-symbolgraph-extract and docc: no
# package plugin, no dependency, no network. Writes .build/docs/MODULE/ (static HTML, served
# from .build/docs/: `python3 -m http.server -d .build/docs`, then /MODULE/documentation/MODULE).
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in swift-symbolgraph-extract docc; do
  command -v "$tool" >/dev/null || { echo "docs: $tool is not on the PATH (it comes with the Swift toolchain)" >&2; exit 1; }
done
# The modules of every library product (Package.swift), read through `swift package dump-package`.
mapfile -t modules < <(swift package --scratch-path .build/docs-manifest dump-package | python3 -c '
import json, sys
seen = []
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        seen += [t for t in product["targets"] if t not in seen]
print("\n".join(seen))')
swift build
modules_dir="$(swift build --show-bin-path)/Modules"
# The C modules a module imports (CCmark, Yams' CYaml): every module map's folder.
c_modules=()
while IFS= read -r map; do c_modules+=(-I "$(dirname "$map")"); done < <(find Sources .build/checkouts -name module.modulemap | sort)
out=.build/docs
rm -rf "$out/symbols"
mkdir -p "$out/symbols"
for module in "${modules[@]}"; do
  [ -d "Sources/$module/$module.docc" ] || { echo "docs: Sources/$module has no $module.docc catalog" >&2; exit 1; }
  mkdir -p "$out/symbols/$module"
  swift-symbolgraph-extract -module-name "$module" -I "$modules_dir" "${c_modules[@]}" -target "$(uname -m)-unknown-linux-gnu" \
    -minimum-access-level public -output-dir "$out/symbols/$module"
  rm -rf "$out/$module"
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$out/symbols/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "diffstep.$module" \
    --transform-for-static-hosting --hosting-base-path "$module" --output-path "$out/$module" >"$out/$module.log" 2>&1 ||
    { cat "$out/$module.log" >&2; echo "docs: docc failed for $module" >&2; exit 1; }
  echo "docs: $module -> $out/$module ($(grep -ci 'warning' "$out/$module.log" || true) warnings: $out/$module.log)"
done
