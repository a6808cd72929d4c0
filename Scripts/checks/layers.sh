#!/usr/bin/env bash
# The house rules of docs/ARCHITECTURE.md, checked against the real module graph (the targets
# and dependencies of Package.swift, read through `swift package dump-package`):
# - every module of ours or product a target imports is among its declared dependencies;
# - arrows point down only: a module depends only on modules earlier in `order` below;
# - the core needs no Foundation, and nothing below the CLI prints.
set -euo pipefail
cd "$(dirname "$0")/../.."

# The house, top to bottom: a module may depend only on modules listed before it. A new module
# goes in where it sits (a module under Sources/ missing here fails the check).
order=(
  Digest # a leaf: SHA-256, HMAC
  TextIntake
  DiffEngine
  BatchModel # the batch model and its failures (BatchError)
  BatchParsing # the call parser
  BatchSimulation # UIKit's checks, the readings, replay, explain
  DiffableSnapshots # the snapshot model and its scripts
  BatchPlanning # the planner
  Practice # the problem generators and practice facts, Embedded-ready
  Storyboard
  Judging # the grader's rules for answers on two words, Embedded-ready
  Wire # the JSON that leaves the program, Embedded-ready
  WebEngine # the C-ABI face for engine.wasm
  Render
  Lessons
  Grading
  SiteBuilder
  diffstep
)
# Modules beside the house, and the only modules that may depend on them.
side=(
  "CCmark: Render SiteBuilder"
)
# The Embedded core (the EmbeddedEngine product of Package.swift, Scripts/embedded-modules.sh):
# no Foundation, no Darwin; no Glibc either, except in TextIntake (its file reads sit behind
# `#if canImport(Glibc) && !hasFeature(Embedded)`).
mapfile -t core < <(Scripts/embedded-modules.sh)
[ ${#core[@]} -gt 0 ] || { echo "layers: Package.swift names no Embedded core (EmbeddedEngine)"; exit 1; }

# Reads the dump-package JSON on stdin; argv: the order, the side lines.
read -r -d '' graph <<'PY' || true
import json, os, re, sys

package = json.load(sys.stdin)
order = sys.argv[1].split()
side = {}
for line in sys.argv[2].splitlines():
    name, _, users = line.partition(":")
    side[name.strip()] = users.split()
targets = {t["name"]: t for t in package["targets"]}
products = {d["product"][0] for t in package["targets"] for d in t["dependencies"] if "product" in d}
ours = set(targets) | products
importing = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")
failures = []

def folder(target):
    if target.get("path"):
        return target["path"]
    return ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]

def declared(target):
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names

for name, target in sorted(targets.items()):
    if target["type"] in ("plugin", "system"):
        continue
    deps = declared(target)
    for root, _, files in os.walk(folder(target)):
        for file in sorted(f for f in files if f.endswith(".swift")):
            path = os.path.join(root, file)
            for number, line in enumerate(open(path, encoding="utf-8"), 1):
                match = importing.match(line)
                if match and match.group(1) in ours and match.group(1) not in deps and match.group(1) != name:
                    failures.append(f"{path}:{number} imports {match.group(1)}, which Package.swift does not "
                                    f"list among {name}'s dependencies")
    if target["type"] == "test" or folder(target).startswith(("Plugins/", "Tests/")):
        continue  # tests and build tools sit outside the house
    if name not in order and name not in side:
        failures.append(f"{name} is in neither the order nor the side list at the top of Scripts/checks/layers.sh")
        continue
    for dependency in sorted(deps & set(targets)):
        if dependency in side:
            if name not in side[dependency]:
                failures.append(f"{name} depends on {dependency}, which only {' '.join(side[dependency])} may use")
        elif dependency not in order:
            failures.append(f"{name} depends on {dependency}, which is not in the house (Scripts/checks/layers.sh)")
        elif name in side or order.index(dependency) >= order.index(name):
            failures.append(f"{name} depends on {dependency}, which sits below it in the house (arrows point down only)")

for failure in failures:
    print("layers: " + failure)
sys.exit(1 if failures else 0)
PY

failed=0
if ! package="$(swift package dump-package 2>/dev/null)"; then
  echo "layers: swift package dump-package failed"
  exit 1
fi
python3 -c "$graph" "${order[*]}" "$(printf '%s\n' "${side[@]}")" <<<"$package" || failed=1

for module in "${core[@]}"; do
  [ -d "Sources/$module" ] || continue
  if grep -rnE '^[[:space:]]*import[[:space:]]+(Foundation|FoundationEssentials|Darwin)' "Sources/$module" --include='*.swift' \
    || { [ "$module" != TextIntake ] && grep -rnE '^[[:space:]]*import[[:space:]]+Glibc' "Sources/$module" --include='*.swift'; }; then
    echo "layers: $module must not need Foundation or the C library"; failed=1
  fi
done

for dir in Sources/*/; do
  module=$(basename "$dir")
  [ "$module" = diffstep ] && continue
  if grep -rnE '(^|[^A-Za-z_.])(print|debugPrint|dump)\(' "$dir" --include='*.swift' | grep -v '///' ; then
    echo "layers: $module prints; only the diffstep CLI may write to the terminal"; failed=1
  fi
done

[ $failed -eq 0 ] && echo "layers: ok (${#order[@]} modules in order, imports match Package.swift)"
exit $failed
