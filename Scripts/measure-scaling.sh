#!/usr/bin/env bash
# `make bench` (first) and by hand: how every command's CPU time, peak memory and output grow
# when the input grows 8 times, on the worst shapes (many lines, one long line, all deletes,
# all moves, repeated items, deep sections). Release build, whole process, one run each,
# `/usr/bin/time` for CPU (user + system) and peak RSS. A ratio above 8 log2 8 = 24 is marked
# as a bug. Writes the table between the scaling markers of docs/performance.md, headed by the
# machine, its load, the date and the commit (as `make measure` heads docs/measurements.md).
# SCALING_OUT=- prints the table instead of writing the file; SCALING_BIN=path measures that binary.
set -euo pipefail
cd "$(dirname "$0")/.."
# SCALING_BIN=path measures that binary instead of building one.
if [ -n "${SCALING_BIN:-}" ]; then
  bin=$SCALING_BIN
else
  swift build -c release --product diffstep >/dev/null
  bin="$(swift build -c release --show-bin-path)/diffstep"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[ -x /usr/bin/time ] || { echo "measure-scaling: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }

table="$work/table.md"
python3 - "$bin" "$work" >"$table" <<'PY'
import os, random, subprocess, sys
bin, work = sys.argv[1], sys.argv[2]
rng = random.Random(28)

def write(name, text):
    path = os.path.join(work, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path

def near(n):  # one long line and a copy with an edit every 100 characters
    a = "".join(rng.choice("abcdefgh") for _ in range(n))
    b = list(a)
    for i in range(0, n, 100):
        b[i] = "z"
    return a, "".join(b)

def lines(n):
    return "".join(f"line {i} of the log\n" for i in range(n))

def items(n):
    return " ".join(f"i{i}" for i in range(n))

# label, shape, n, command builder (takes n, returns argv and optional stdin path)
cases = []
def case(label, shape, n, build):
    cases.append((label, shape, n, build))

def texts(n, tag):
    a, b = near(n)
    return write(f"a{tag}{n}", a), write(f"b{tag}{n}", b)

case("distance", "one long line, near-identical", 12_500,
     lambda n: (["distance", "--source-file", *texts(n, "d")[:1], "--target-file", texts(n, "d")[1]], None))
case("trace --format summary", "one long line, near-identical", 12_500,
     lambda n: (["trace", "--source-file", texts(n, "s")[0], "--target-file", texts(n, "s")[1], "--format", "summary"], None))
for fmt in ["json", "svg", "markdown", "html", "text"]:
    case(f"trace --format {fmt}", "30 letters against n", 30,
         lambda n, fmt=fmt: (["trace", "kitten sitting on the mat ok", "".join(rng.choice("abcdefgh ") for _ in range(n)),
                              "--format", fmt, "--color", "never"], None))
case("step, piped", "20 letters against n", 30,
     lambda n: (["step", "kitten sitting", "".join(rng.choice("abcdefgh ") for _ in range(n)), "--color", "never"], None))
case("diff --unit line", "many lines, all deleted", 10_000,
     lambda n: (["diff", "--unit", "line", "--source-file", write(f"l{n}", lines(n)), "--target-file", write("empty", ""),
                 "--format", "summary"], None))
case("diff --unit line", "many lines, all moved (reversed)", 10_000,
     lambda n: (["diff", "--unit", "line", "--source-file", write(f"l{n}", lines(n)),
                 "--target-file", write(f"r{n}", "".join(reversed(lines(n).splitlines(True)))), "--color", "never"], None))
case("diff --unit word", "one long line of words", 10_000,
     lambda n: (["diff", "--unit", "word", "--source-file", write(f"w{n}", " ".join(f"w{i % 50}" for i in range(n))),
                 "--target-file", write(f"v{n}", " ".join(f"w{(i * 7) % 50}" for i in range(n))), "--color", "never"], None))
case("diff (items)", "repeated items, all moved", 1_000,
     lambda n: (["diff", " ".join(f"x{i % 10}" for i in range(n)), " ".join(f"x{i % 10}" for i in reversed(range(n))),
                 "--color", "never"], None))
case("plan", "items reversed", 1_000,
     lambda n: (["plan", "--old", "@" + write(f"o{n}", items(n)), "--new", "@" + write(f"n{n}", " ".join(reversed(items(n).split())))], None))
for fmt in ["text", "json"]:
    case(f"batch --format {fmt}", "n insert lines", 1_000,
         lambda n, fmt=fmt: (["batch", "--old", "a", "--calls", write(f"bi{n}", "".join(f"insert {i + 1}\n" for i in range(n))),
                              "--format", fmt, "--color", "never"], None))
    case(f"batch --format {fmt}", "n delete lines", 1_000,
         lambda n, fmt=fmt: (["batch", "--old", items(n), "--calls", write(f"bd{n}", "".join("delete 0\n" for _ in range(n))),
                              "--format", fmt, "--color", "never"], None))
    case(f"batch --format {fmt}", "n move lines", 1_000,
         lambda n, fmt=fmt: (["batch", "--old", items(n), "--calls", write(f"bm{n}", "".join(f"move {i} 0\n" for i in range(n))),
                              "--format", fmt, "--color", "never"], None))
def script(name, body):
    return write(name, body)
snapshot_shapes = {
    "n appendItems lines": lambda n: "appendSections main\n" + "".join(f"appendItems i{i}\n" for i in range(n)),
    "n/2 deleteItems after one append": lambda n: f"appendSections main\nappendItems {items(n)}\n"
        + "".join(f"deleteItems i{i}\n" for i in range(0, n, 2)),
    "n inserts before the first item": lambda n: "appendSections main\nappendItems x\n"
        + "".join(f"insertItems i{i} before: {'x' if i == 0 else f'i{i - 1}'}\n" for i in range(n)),
    "n moves to the front": lambda n: f"appendSections main\nappendItems {items(n)}\n"
        + "".join(f"moveItem i{i} before: i0\n" for i in range(n - 1, 0, -1)),
    "n reloadItems lines": lambda n: f"appendSections main\nappendItems {items(n)}\n"
        + "".join(f"reloadItems i{i}\n" for i in range(n)),
    "deep sections: n appendSections lines": lambda n: "".join(f"appendSections s{i}\n" for i in range(n)),
    "n apply lines, one item each": lambda n: "appendSections main\n" + "".join(f"appendItems i{i}\napply\n" for i in range(n)),
}
for shape, make in snapshot_shapes.items():
    for fmt in ["text", "json"]:
        case(f"snapshot --format {fmt}", shape, 1_000,
             lambda n, make=make, fmt=fmt, shape=shape: (["snapshot", script(f"s{abs(hash(shape))}{n}", make(n)),
                                                          "--format", fmt, "--color", "never"], None))
case("explain --file", "a long log, the exception last", 10_000,
     lambda n: (["explain", "--file", write(f"log{n}", lines(n) + "*** Terminating app due to uncaught exception "
                 "'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0. "
                 "The number of items contained in an existing section after the update (5) must be equal to the number "
                 "of items contained in that section before the update (3), plus or minus the number of items inserted "
                 "or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into "
                 "or out of that section (0 moved in, 0 moved out).'\n")], None))

def run(argv):
    timing = os.path.join(work, "time")
    out = os.path.join(work, "out")
    with open(out, "wb") as stdout:
        status = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", "-o", timing, bin, *argv],
                                stdout=stdout, stderr=subprocess.DEVNULL, timeout=600).returncode
    user, system, kb = open(timing).read().split()[-3:]
    return float(user) + float(system), int(kb) / 1024, os.path.getsize(out), status

def ratio(big, small, floor):
    return max(big, floor) / max(small, floor)

print("| command | shape | n | CPU s (n / 8n) | × | peak MB (n / 8n) | × | output bytes (n / 8n) | × | exit |")
print("|---|---|---|---|---|---|---|---|---|---|")
worst = []
for label, shape, n, build in cases:
    rows = [run(build(size)[0]) for size in (n, 8 * n)]
    (t1, m1, o1, s1), (t8, m8, o8, s8) = rows
    # Under 50 ms of CPU is mostly start-up; output under 1 KB is mostly the frame.
    rt, rm, ro = ratio(t8, t1, 0.05), ratio(m8, m1, 1), ratio(o8, o1, 1024)
    flag = " ⚠" if max(rt, rm, ro) > 24 else ""
    worst.append((max(rt, rm, ro), f"{label}, {shape}"))
    print(f"| `{label}` | {shape} | {n:,} | {t1:.2f} / {t8:.2f} | {rt:.1f}{flag if rt > 24 else ''} | {m1:.0f} / {m8:.0f} | "
          f"{rm:.1f}{flag if rm > 24 else ''} | {o1:,} / {o8:,} | {ro:.1f}{flag if ro > 24 else ''} | {s1} / {s8} |")
worst.sort(reverse=True)
print()
print("Largest growth: " + "; ".join(f"{what} {r:.1f}x" for r, what in worst[:5]) + ".")
PY

if [ "${SCALING_OUT:-}" = "-" ]; then cat "$table"; exit 0; fi
out=docs/performance.md
tmp=$(mktemp docs/.performance.XXXXXX)
trap 'rm -rf "$work" "$tmp"' EXIT
{
  echo "Generated by \`Scripts/measure-scaling.sh\` (also run by \`make bench\`); do not edit by hand, run it again."
  echo
  Scripts/machine-header.sh
  echo
  cat "$table"
} >"$work/section"
python3 - "$out" "$work/section" >"$tmp" <<'PY'
import sys
text = open(sys.argv[1], encoding="utf-8").read()
section = open(sys.argv[2], encoding="utf-8").read()
start, end = "<!-- scaling: generated by Scripts/measure-scaling.sh -->", "<!-- scaling: end -->"
if start in text and end in text:
    head, rest = text.split(start, 1)
    tail = rest.split(end, 1)[1]
else:
    head, tail = text.rstrip("\n") + "\n\n## How each command grows (n -> 8n)\n\n", "\n"
sys.stdout.write(head + start + "\n" + section + end + tail)
PY
mv "$tmp" "$out"
echo "measure-scaling: wrote $out" >&2
