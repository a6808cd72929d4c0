#!/usr/bin/env bash
# The house rules of docs/ARCHITECTURE.md, checked: arrows point down only, the engine
# needs no Foundation, and nothing below the CLI prints.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Each module and the modules of ours it may import (everything above it in the house).
declare -A allowed=(
  [TextIntake]=""
  [Digest]=""
  [DiffEngine]="TextIntake"
  [BatchUpdates]="TextIntake DiffEngine"
  [Storyboard]="TextIntake DiffEngine BatchUpdates"
  [Render]="TextIntake DiffEngine BatchUpdates Storyboard CCmark"
  [Lessons]="TextIntake DiffEngine BatchUpdates Storyboard Render"
  [Grading]="TextIntake DiffEngine BatchUpdates Storyboard Render Lessons Digest"
  [SiteBuilder]="TextIntake DiffEngine BatchUpdates Storyboard Render Lessons Grading CCmark Digest"
)
ours=" Digest TextIntake DiffEngine BatchUpdates Storyboard Render Lessons Grading SiteBuilder CCmark "
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

for module in TextIntake DiffEngine BatchUpdates Digest; do
  # TextIntake reads files through Glibc, behind `#if canImport(Glibc) && !hasFeature(Embedded)`.
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

[ $failed -eq 0 ] && echo "layers: ok"
exit $failed
