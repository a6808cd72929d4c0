#!/usr/bin/env bash
# An installed diffstep runs from anywhere: `make install` into a temporary PREFIX (CONFIG=debug,
# so no release build; `-o build-deps -o wasm-deps`, so nothing is installed), then, from a
# folder outside the checkout and with the checkout hidden (an empty tmpfs over it in a private
# mount namespace, when unshare allows one), the tutorial, `lesson list`, `--version` (the
# commit HEAD names) and `site`, whose pages must equal the committed Site/: the binary alone
# carries the prose, templates, sample exercises and its commit. The man pages (English and
# Korean) are installed beside it.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case "$work/" in "$root"/*) echo "install: TMPDIR must lie outside the checkout" >&2; exit 1 ;; esac

if ! make --no-print-directory -o build-deps -o wasm-deps install PREFIX="$work/inst" CONFIG=debug >"$work/make.log" 2>&1; then
  tail -20 "$work/make.log"
  echo "install: make install PREFIX=$work/inst failed"
  exit 1
fi

cat >"$work/run.sh" <<RUN
set -euo pipefail
cd "$work"
export XDG_STATE_HOME="$work/state"
bin="$work/inst/bin/diffstep"
"\$bin" tutorial --frames all </dev/null >"$work/tutorial.txt"
"\$bin" lesson list >"$work/lessons.txt"
"\$bin" --version >"$work/version.txt"
"\$bin" site --out "$work/s1" >"$work/site.txt"
if [ ! -e "$root/Package.swift" ]; then touch "$work/hidden"; fi
RUN

if unshare --user --map-root-user --mount true 2>/dev/null; then
  unshare --user --map-root-user --mount bash -c "mount -t tmpfs none '$root' && bash '$work/run.sh'"
  [ -e "$work/hidden" ] || { echo "install: the checkout was still visible inside the namespace"; exit 1; }
  where="with the checkout hidden"
else
  bash "$work/run.sh"
  where="from $work (no user namespaces here, so the checkout stayed visible)"
fi

failed=0
grep -Eq '(Lesson|레슨) 1/' "$work/tutorial.txt" || { echo "install: the tutorial printed no lesson 1"; failed=1; }
grep -q 'kit-kat' "$work/lessons.txt" || { echo "install: lesson list lacks kit-kat"; failed=1; }
head=$(git rev-parse HEAD 2>/dev/null || echo "no git")
grep -qF "(commit $head)" "$work/version.txt" \
  || { echo "install: --version printed '$(cat "$work/version.txt")', not the commit $head"; failed=1; }
for page in man/man1/diffstep.1:NAME man/ko/man1/diffstep.1:이름; do
  file="$work/inst/share/${page%%:*}"
  grep -q "^\.SH \"${page##*:}\"" "$file" 2>/dev/null || { echo "install: $file is missing or not the man page"; failed=1; }
done
if ! diff -rq Site "$work/s1" >"$work/site.diff"; then
  echo "install: the installed site differs from Site/:"; head -10 "$work/site.diff"; failed=1
fi
[ $failed -eq 0 ] && echo "install: ok (make install with both man pages, then tutorial, lesson list, --version and site $where)"
exit $failed
