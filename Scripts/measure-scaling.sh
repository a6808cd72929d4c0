#!/usr/bin/env bash
# `make bench` (first) and by hand: how every command's CPU time, peak memory and output grow
# when the input grows 8 times, on the worst shapes (many lines, one long line, all deletes,
# all moves, repeated items, deep sections). Release build, whole process, one run each,
# `/usr/bin/time` for CPU (user + system) and peak RSS. A ratio above 8 log2 8 = 24 is marked
# as a bug. Writes the table between the scaling markers of docs/performance.md, headed by the
# machine, its load, the date and the commit (as `make measure` heads docs/measurements.md).
# SCALING_OUT=- prints the table instead of writing the file; SCALING_BIN=path measures that binary;
# SCALING_ONLY=TEXT runs only the rows whose command or shape contains TEXT; SCALING_SKIP=A;B leaves out
# the rows whose "command, shape" contains A or B (named under the table).
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
import os, random, shutil, subprocess, sys
bin, work = sys.argv[1], sys.argv[2]
rng = random.Random(28)
# A throwaway course secret for the exercises that draw a variant per student.
os.environ["DIFFSTEP_COURSE_SECRET"] = "measure-scaling-secret-0123456789"

def write(name, text):
    path = os.path.join(work, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
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

# label, shape, n, command builder (takes n, returns argv and the file or folder the command
# writes, None for standard output); n None: a fixed input, measured once
cases = []
# limit: for a row whose growth is above n log n by nature, the stated limit that bounds it
# (printed under the table, and the row's ratio marked "limit" instead of ⚠).
def case(label, shape, n, build, limit=None):
    cases.append((label, shape, n, build, limit))

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
# n x n: at 8n = 240 the largest table stepped in full (the page's goal: under 0.5 s and 50 MB).
def abcd(n):
    return "".join(rng.choice("abcd") for _ in range(n))
for fmt in ["html", "markdown", "svg"]:
    case(f"trace --format {fmt}", "n letters against n letters", 30,
         lambda n, fmt=fmt: (["trace", "--source-file", write(f"ls{fmt}{n}", abcd(n)),
                              "--target-file", write(f"lt{fmt}{n}", abcd(n)), "--format", fmt], None),
         limit="the output shows the (m + 1) x (n + 1) table, cell by cell, so it grows with m x n, "
               "not m + n; trace steps through at most 62,500 cells (Limits.steppedCells: 241 x 241 fits), "
               "past it the diagonal band")
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
    case(f"batch --format {fmt}", "n reload lines", 1_000,
         lambda n, fmt=fmt: (["batch", "--old", items(n), "--calls", write(f"br{n}", "".join(f"reload {i}\n" for i in range(n))),
                              "--format", fmt, "--color", "never"], None))
    case(f"batch --format {fmt}", "n move lines", 1_000,
         lambda n, fmt=fmt: (["batch", "--old", items(n), "--calls", write(f"bm{n}", "".join(f"move {i} 0\n" for i in range(n))),
                              "--format", fmt, "--color", "never"], None))
# The worst shapes at 12,500 and 100,000 calls on as many cells: every call at the front or the
# back (where arrays shift every cell), half the calls skipped, both formats.
def batch_big(fmt, tag, old, calls):
    return lambda n, fmt=fmt: (["batch", "--old", "@" + write(f"bo{tag}{n}", old(n)), "--calls",
                                write(f"bc{tag}{n}", calls(n)), "--format", fmt, "--color", "never"], None)
for fmt in ["text", "json"]:
    case(f"batch --format {fmt}", "n × delete 0 of n items", 12_500,
         batch_big(fmt, "d0", items, lambda n: "delete 0\n" * n))
    case(f"batch --format {fmt}", "n × insert 0 from empty", 12_500,
         batch_big(fmt, "i0", lambda n: "", lambda n: "insert 0\n" * n))
    case(f"batch --format {fmt}", "n × move last to 0 of n items", 12_500,
         batch_big(fmt, "ml", items, lambda n: f"move {n - 1} 0\n" * n))
    case(f"batch --format {fmt}", "n × move 0 to last of n items", 12_500,
         batch_big(fmt, "mf", items, lambda n: f"move 0 {n - 1}\n" * n))
    case(f"batch --format {fmt}", "delete 0..n-1 of n items (half skipped)", 12_500,
         batch_big(fmt, "dd", items, lambda n: "".join(f"delete {i}\n" for i in range(n))))
    case(f"batch --format {fmt}", "reload 0..n-1 of n items", 12_500,
         batch_big(fmt, "rr", items, lambda n: "".join(f"reload {i}\n" for i in range(n))))
case("plan", "n items reversed", 12_500,
     lambda n: (["plan", "--old", "@" + write(f"po{n}", items(n)), "--new", "@" + write(f"pn{n}", " ".join(reversed(items(n).split())))], None))
case("plan", "n items shuffled", 12_500,
     lambda n: (["plan", "--old", "@" + write(f"ps{n}", items(n)), "--new",
                 "@" + write(f"pt{n}", " ".join(random.Random(n).sample(items(n).split(), n)))], None))

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
    "deep sections: n deleteSections, first first": lambda n: "".join(f"appendSections s{i}\n" for i in range(n))
        + "".join(f"deleteSections s{i}\n" for i in range(n)),
    "deep sections: n moves to the front": lambda n: "".join(f"appendSections s{i}\n" for i in range(n))
        + "".join(f"moveSection s{i} before: s0\n" for i in range(n - 1, 0, -1)),
    "one appendItems line of n items, n reconfigureItems, one apply": lambda n: f"appendSections main\nappendItems {items(n)}\napply\n"
        + "".join(f"reconfigureItems i{i}\n" for i in range(n)) + "apply\n",
    "itemIdentity hash: all equal: all, n appendItems lines": lambda n: "itemIdentity hash: all equal: all\nappendSections main\n"
        + "".join(f"appendItems i{i}\n" for i in range(n)),
    "itemIdentity hash: all equal: all, n reloadItems by bare name": lambda n: f"appendSections main\nappendItems {items(n)}\n"
        + "itemIdentity hash: all equal: all\n" + "".join(f"reloadItems i{i}\n" for i in range(n)),
    "itemIdentity hash: all equal: all, n appendItems with content, n reloadItems by bare name": lambda n:
        "itemIdentity hash: all equal: all\nappendSections main\n" + "".join(f"appendItems i{i}:{i}\n" for i in range(n))
        + "".join(f"reloadItems i{i}\n" for i in range(n)),
}
for shape, make in snapshot_shapes.items():
    for fmt in ["text", "json"]:
        case(f"snapshot --format {fmt}", shape, 1_000,
             lambda n, make=make, fmt=fmt, shape=shape: (["snapshot", script(f"s{abs(hash(shape))}{n}", make(n)),
                                                          "--format", fmt, "--color", "never"], None))
# Applies: each compares the whole screen with the whole snapshot (UIKit's validators and diff),
# so n applies of n items are n² by nature; the output is windowed around each batch.
apply_limit = ("each `apply` compares the whole screen with the whole snapshot, so n applies on n items "
               "cost n²; a script whose applies could compare more than 2,000,000 items and sections is "
               "refused when it is read (docs/snapshot.md)")
apply_shapes = {
    "n apply lines, one item each": lambda n: "appendSections main\n" + "".join(f"appendItems i{i}\napply\n" for i in range(n)),
    "n reloads, each applied, on a screen of n items": lambda n: f"appendSections main\nappendItems {items(n)}\napply\n"
        + "".join(f"reloadItems i{i}\napply\n" for i in range(n)),
}
for shape, make in apply_shapes.items():
    for fmt in ["text", "json"]:
        case(f"snapshot --format {fmt}", shape, 100,
             lambda n, make=make, fmt=fmt, shape=shape: (["snapshot", script(f"a{abs(hash(shape))}{n}", make(n)),
                                                          "--format", fmt, "--color", "never"], None),
             limit=apply_limit)
case("explain --file", "a long log, the exception last", 10_000,
     lambda n: (["explain", "--file", write(f"log{n}", lines(n) + "*** Terminating app due to uncaught exception "
                 "'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0. "
                 "The number of items contained in an existing section after the update (5) must be equal to the number "
                 "of items contained in that section before the update (3), plus or minus the number of items inserted "
                 "or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into "
                 "or out of that section (0 moved in, 0 moved out).'\n")], None))

# The alignment of long texts (past the table and the band): as text, CIGAR, JSON and stepped.
def few(n, tag):  # one long line and a copy with ten edits, whatever n: a band of width 10
    a = "".join(rng.choice("abcdefgh") for _ in range(n))
    b = list(a)
    for i in range(0, n, n // 10):
        b[i] = "z"
    return write(f"fa{tag}{n}", a), write(f"fb{tag}{n}", "".join(b))
band_limit = ("the banded table keeps (m + 1) x (2d + 2) slots, n x d: with an edit every 100 letters d "
              "grows with n, so the band grows as n²; over 25,000,000 slots it refuses at once and points "
              "to `trace --format cigar` or json (the path in two bits a cell)")
case("trace (text)", "one long line, ten edits (the band)", 12_500,
     lambda n: (["trace", "--source-file", few(n, "t")[0], "--target-file", few(n, "t")[1], "--color", "never"], None))
case("trace (text)", "one long line, an edit every 100 letters (the band)", 12_500,
     lambda n: (["trace", "--source-file", texts(n, "t")[0], "--target-file", texts(n, "t")[1], "--color", "never"], None),
     limit=band_limit)
for fmt in ["cigar", "json"]:
    case(f"trace --format {fmt}", "one long line, near-identical", 12_500,
         lambda n, fmt=fmt: (["trace", "--source-file", texts(n, "c")[0], "--target-file", texts(n, "c")[1],
                              "--format", fmt], None))
case("step, piped", "one long line, ten edits (the band's window)", 12_500,
     lambda n: (["step", "--source-file", few(n, "p")[0], "--target-file", few(n, "p")[1], "--color", "never"], None))
case("distance", "one long line, random letters", 12_500,
     lambda n: (["distance", "--source-file", write(f"ra{n}", "".join(rng.choice("abcdefgh") for _ in range(n))),
                 "--target-file", write(f"rb{n}", "".join(rng.choice("abcdefgh") for _ in range(n)))], None),
     limit="edit distance needs Θ(n²/w) on texts that differ everywhere (no strongly subquadratic "
           "algorithm is known); bit-parallel, 64 tokens a word: 1,000,000 random letters take about 20 s, and "
           "no limit below the 64 MiB file limit refuses sooner")
case("diff --unit line", "one long line, near-identical", 12_500,
     lambda n: (["diff", "--unit", "line", "--source-file", texts(n, "o")[0], "--target-file", texts(n, "o")[1],
                 "--color", "never"], None))
case("diff --unit line", "repeated lines, every other deleted", 10_000,
     lambda n: (["diff", "--unit", "line", "--source-file", write(f"rl{n}", "same\n" * n),
                 "--target-file", write(f"rh{n}", "same\n" * (n // 2)), "--color", "never"], None))
case("diff (items)", "n items spelled out, reversed (letters by default: repeats)", 1_000,
     lambda n: (["diff", items(n), " ".join(reversed(items(n).split())), "--color", "never"], None))
case("diff (items)", "all deleted", 1_000, lambda n: (["diff", items(n), "", "--color", "never"], None))
case("plan", "all deleted", 1_000, lambda n: (["plan", "--old", "@" + write(f"pd{n}", items(n)), "--new", ""], None))

# Grading: a class of n students (flat files, then a Canvas export with its gradebook roster
# and the class report), and one long answer.
def table_answer():  # a 10 x 10 grid of random digits: every cell judged, most wrong
    return "".join(" ".join(str(rng.randrange(10)) for _ in range(10)) + "\n" for _ in range(10))
def flat_class(n):
    folder = os.path.join(work, f"flat{n}")
    for s in range(n):
        write(f"flat{n}/student{s:05d}.txt", table_answer())
    return folder
def letters(s):  # a name of letters only, as Canvas writes names into files
    return "".join(chr(97 + (s // 26 ** k) % 26) for k in range(4))
def canvas_class(n):
    folder = os.path.join(work, f"canvas{n}")
    rows = ["\ufeffStudent,ID,SIS User ID,SIS Login ID,Section,Lab 1 (555)", "    Points Possible,,,,,10.00"]
    for s in range(n):
        rows.append(f"\"{letters(s).title()}, Min\",{4000 + s},{2023000 + s},login{s},Sec A,")
        write(f"canvas{n}/{letters(s)}min_{4000 + s}_{90000 + s}_hw1.txt", table_answer())
    return folder, write(f"canvas-roster{n}.csv", "\r\n".join(rows) + "\r\n")
case("check --format json", "n students' flat files, a variant each", 250,
     lambda n: (["check", "Exercises/random-table.md", flat_class(n), "--format", "json"], None))
case("check --report", "Canvas export of n students, gradebook roster", 250,
     lambda n: (["check", "Exercises/random-table.md", canvas_class(n)[0], "--roster",
                 os.path.join(work, f"canvas-roster{n}.csv"), "--report", os.path.join(work, f"class{n}")],
                os.path.join(work, f"class{n}.html")))
def alignment_exercise(n):
    a, b = near(n)
    ops = [("keep " + x) if x == y else f"substitute {x} -> {y}" for x, y in zip(a, b)]
    body = (f"---\nid: long-alignment\nkind: alignment\npoints: 5\nlanguage: en\ntitle:\n  ko: 긴 정렬\n  en: a long alignment\n"
            f"prompt:\n  ko: 편집 스크립트를 쓰세요.\n  en: Write an edit script.\ninputs:\n  source: {a}\n  target: {b}\n---\nBody.\n")
    return write(f"long{n}.md", body), write(f"answer{n}/kim.txt", "\n".join(ops) + "\n")
case("check", "alignment exercise of n letters, one answer of n script lines", 250,
     lambda n: (["check", *alignment_exercise(n)], None),
     limit="grading builds the words' whole table ((m + 1) x (n + 1) cells: the key of every cell "
           "and the count of optimal alignments); an exercise whose table is over 25,000,000 cells is "
           "refused when it is read")

# Exercises: every roster student's variant, as a list and as handouts.
def roster(n):
    return write(f"roster{n}.csv", "id,name\n" + "".join(f"s{s:05d},Student {s}\n" for s in range(n)))
case("exercise variants --format csv", "a roster of n students", 250,
     lambda n: (["exercise", "variants", "Exercises/random-table.md", "--roster", roster(n), "--format", "csv"], None))
case("exercise variant --format html", "a roster of n students (one page each)", 100,
     lambda n: (["exercise", "variant", "Exercises/random-table.md", "--roster", roster(n), "--format", "html"], None))

# The site with n exercises (copies of the samples under new ids), written to a folder.
def exercises(n):
    folder = os.path.join(work, f"ex{n}")
    samples = sorted(f for f in os.listdir("Exercises") if f.endswith(".md"))
    for other in os.listdir("Exercises"):  # the files the samples include (file: example6.swift)
        if not other.endswith(".md"):
            write(f"ex{n}/{other}", open(os.path.join("Exercises", other), encoding="utf-8").read())
    for k in range(n):
        name = samples[k % len(samples)]
        text = open(os.path.join("Exercises", name), encoding="utf-8").read()
        write(f"ex{n}/{k:04d}-{name}", text.replace("\nid: ", f"\nid: copy{k:04d}-", 1))
    return folder
case("site --no-engine", "n exercises", 10,
     lambda n: (["site", "--no-engine", "--exercises", exercises(n), "--out", os.path.join(work, f"site{n}")],
                os.path.join(work, f"site{n}")))

# Fixed inputs: the longest built-in lesson stepped through, piped.
case("lesson show", "the longest built-in lesson (heckel), every frame; fixed input", None,
     lambda n: (["lesson", "show", "heckel", "--frames", "all", "--color", "never", "--lang", "en"], None))

def size(path):  # a file's bytes, or a folder's files' bytes together
    if os.path.isfile(path):
        return os.path.getsize(path)
    return sum(os.path.getsize(os.path.join(root, f)) for root, _, names in os.walk(path) for f in names)

def run(argv, written=None):
    timing = os.path.join(work, "time")
    out = os.path.join(work, "out")
    with open(out, "wb") as stdout:
        status = subprocess.run(["/usr/bin/time", "-f", "%U %S %M", "-o", timing, bin, *argv],
                                stdout=stdout, stderr=subprocess.DEVNULL, timeout=600).returncode
    user, system, kb = open(timing).read().split()[-3:]
    made = size(out) + (size(written) if written and os.path.exists(written) else 0)
    return float(user) + float(system), int(kb) / 1024, made, status

def ratio(big, small, floor):
    return max(big, floor) / max(small, floor)

# SCALING_ONLY=TEXT keeps the rows whose command or shape contains TEXT (a quick look at one).
only = os.environ.get("SCALING_ONLY", "")
cases = [c for c in cases if only in f"{c[0]} {c[1]}"]
# SCALING_SKIP=A;B leaves out the rows whose "command, shape" contains A or B, named under the table.
skip = [text for text in os.environ.get("SCALING_SKIP", "").split(";") if text]
skipped = [f"{c[0]}, {c[1]}" for c in cases if any(text in f"{c[0]}, {c[1]}" for text in skip)]
cases = [c for c in cases if f"{c[0]}, {c[1]}" not in skipped]
print("| command | shape | n | CPU s (n / 8n) | × | peak MB (n / 8n) | × | output bytes (n / 8n) | × | exit |")
print("|---|---|---|---|---|---|---|---|---|---|")
worst = []
limits = []
for label, shape, n, build, limit in cases:
    if n is None:
        t, m, o, status = run(*build(None))
        print(f"| `{label}` | {shape} | | {t:.2f} | | {m:.0f} | | {o:,} | | {status} |")
        continue
    rows = [run(*build(count)) for count in (n, 8 * n)]
    (t1, m1, o1, s1), (t8, m8, o8, s8) = rows
    # Under 50 ms of CPU is mostly start-up; output under 1 KB is mostly the frame.
    rt, rm, ro = ratio(t8, t1, 0.05), ratio(m8, m1, 1), ratio(o8, o1, 1024)
    flag = (" limit¹" if limit else " ⚠") if max(rt, rm, ro) > 24 else ""
    if limit:
        limits.append(f"`{label}`, {shape}: {limit}")
        shape += " ¹"
    worst.append((max(rt, rm, ro), f"{label}, {shape}"))
    print(f"| `{label}` | {shape} | {n:,} | {t1:.2f} / {t8:.2f} | {rt:.1f}{flag if rt > 24 else ''} | {m1:.0f} / {m8:.0f} | "
          f"{rm:.1f}{flag if rm > 24 else ''} | {o1:,} / {o8:,} | {ro:.1f}{flag if ro > 24 else ''} | {s1} / {s8} |")
worst.sort(reverse=True)
print()
if limits:
    print("¹ Stated limits (growth above n log n by nature, bounded by a limit that refuses at once):")
    print()
    for text in limits:
        print(f"- {text}")
    print()
if skipped:
    print("Not measured in this run (SCALING_SKIP): " + "; ".join(skipped) + ".")
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
