#!/usr/bin/env bash
# The house rules of docs/ARCHITECTURE.md, checked: arrows point down only, the engine
# needs no Foundation, and nothing below the CLI prints.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Each module and the modules of ours it may import (everything above it in the house).
declare -A allowed=(
  [DiffEngine]=""
  [BatchUpdates]="DiffEngine"
  [Storyboard]="DiffEngine BatchUpdates"
  [Wire]="DiffEngine BatchUpdates Storyboard"
  [WebEngine]="DiffEngine BatchUpdates Storyboard Wire"
  [Render]="DiffEngine BatchUpdates Storyboard Wire CCmark"
  [Lessons]="DiffEngine BatchUpdates Storyboard Wire Render"
  [Grading]="DiffEngine BatchUpdates Storyboard Wire Render Lessons"
  [SiteBuilder]="DiffEngine BatchUpdates Storyboard Wire Render Lessons Grading CCmark"
)
ours=" DiffEngine BatchUpdates Storyboard Wire WebEngine Render Lessons Grading SiteBuilder CCmark "
failed=0
for module in "${!allowed[@]}"; do
  [ -d "Sources/$module" ] || continue
  while IFS=: read -r file _ line; do
    imported=$(sed -E 's/^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+([A-Za-z_]+).*/\2/' <<<"$line")
    case "$ours" in *" $imported "*) ;; *) continue ;; esac
    case " ${allowed[$module]} " in
      *" $imported "*) ;;
      *) echo "layers: $file imports $imported, which sits below $module in the house (arrows point down only)"; failed=1 ;;
    esac
  done < <(grep -rnE '^[[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+' "Sources/$module" --include='*.swift' || true)
done

for module in DiffEngine BatchUpdates Storyboard Wire WebEngine; do
  if grep -rnE '^[[:space:]]*import[[:space:]]+(Foundation|FoundationEssentials|Glibc|Darwin)' "Sources/$module" --include='*.swift'; then
    echo "layers: $module must not need Foundation or the C library (it builds as Embedded Swift for engine.wasm)"; failed=1
  fi
done

for dir in Sources/*/; do
  module=$(basename "$dir")
  [ "$module" = diffstep ] && continue
  if grep -rnE '(^|[^A-Za-z_.])(print|debugPrint|dump)\(' "$dir" --include='*.swift' | grep -v '///' ; then
    echo "layers: $module prints; only the diffstep CLI may write to the terminal"; failed=1
  fi
done

[ $failed -eq 0 ] && echo "layers: ok"
exit $failed
