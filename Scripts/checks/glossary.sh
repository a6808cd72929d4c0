#!/usr/bin/env bash
# One vocabulary (docs/glossary.md): fails when a forbidden word appears in any words file: the
# lesson prose and catalog, Storyboard (the words module), and every presentation module's
# Words/ folder (docs/ARCHITECTURE.md, "Words by rule"). Each rule: files (a glob under
# Sources/), a regular expression (grep -E), and the word to use instead.
set -euo pipefail
cd "$(dirname "$0")/../.."
status=0
rule() {
  local files=$1 pattern=$2 instead=$3
  local hits
  # shellcheck disable=SC2086
  hits="$(grep -nE "$pattern" $files 2>/dev/null || true)"
  if [ -n "$hits" ]; then
    echo "glossary: use '$instead':" >&2
    echo "$hits" | sed 's/^/  /' >&2
    status=1
  fi
}
words="Sources/Lessons/Prose/*.md Sources/Lessons/Catalog/*.swift Sources/Storyboard/*.swift Sources/Storyboard/*/*.swift $(find Sources -path '*/Words/*.swift' | sort | tr '\n' ' ') Templates/*.js Templates/*.mustache Exercises/*.md"
# Every presentation module keeps its words in one Words/ folder.
for module in Render SiteBuilder Judging Grading diffstep; do
  [ -d "Sources/$module/Words" ] || { echo "glossary: Sources/$module has no Words/ folder" >&2; status=1; }
done
rule "Sources/Lessons/Prose/heckel.*.md Sources/Storyboard/Heckel/*.swift" '[0-9]단계|단계들|이 단계' '패스 (a pass of Heckel; 단계 is a step)'
rule "$words" '원래 문자열|소스 문자열|출발 문자열|[Ss]ource string' '원본 / source'
rule "$words" '원래 목록|이전 목록' '옛 목록'
rule "$words" '대상 문자열' '목표'
rule "$words" '치환|교체 순' '대체'
rule "$words" '증가 수열|increasing run' '증가 부분 수열 / increasing subsequence'
rule "$words" '동적 프로그래밍' '동적 계획법'
rule "$words" '스냅샷 클래스|snapshot class' '스냅샷은 구조체(값) / a snapshot is a struct'
rule "$words" '아이디' '식별자'
rule "$words" '밴드' '대각선 띠 / diagonal band'
rule "$words Sources/Grading/*/*.swift Sources/diffstep/*.swift Sources/diffstep/*/*.swift" '스냅숏' '스냅샷'
[ "$status" = 0 ] && echo "glossary: ok"
exit "$status"
