"""Times each workload against its anchor in one run, whole process against whole process,
interleaved (ours, anchor, ours, anchor, ...) so both see the same machine, and prints the
medians and ratios as a Markdown table: wall clock, and CPU time (user + system) for a
machine shared with other work, where waiting for a core inflates the wall clock.
Usage: side_by_side.py RUNS OUT DIFFSTEP PYTHON HELPERS"""
import json
import os
import re
import statistics
import subprocess
import sys
import time

runs, out, binary, python = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
helpers = sys.argv[5]
runs_1m = int(os.environ.get("BENCH_RUNS_1M", "3"))


def run(command, allowed):
    """Wall-clock seconds, CPU seconds (user + system, from wait4), standard output, and the
    exit status when it is not one of `allowed` (None when the command ran as it should)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    failed = None if process.returncode in allowed else process.returncode
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, output, failed


def files(a, b):
    return [f"{out}/{a}", f"{out}/{b}"]


def ours(*args):
    return [binary, *args]


def py(script, *args):
    return [python, f"{helpers}/{script}", *args]


def changed_lines(output):
    """Lines a diff marks as removed or added (git/GNU `-`/`+`, ours: counts line)."""
    for text in output.splitlines()[::-1]:
        if text.startswith(("inserts", "삽입")):
            counts = dict(part.strip().split(" ") for part in text.split(","))
            return int(counts.get("inserts", 0)) + int(counts.get("deletes", 0)) + 2 * int(counts.get("moves", 0))
    return sum(1 for text in output.splitlines()
               if (text.startswith(("-", "+", "<", ">")) and not text.startswith(("---", "+++"))))


def cigar_cost(cigar, pair):
    """The cost of a CIGAR alignment of the two files, or None when it does not align them
    (an `=` on different tokens, an `X` on equal ones, or not ending at both ends)."""
    a = open(pair[0], encoding="utf-8").read()
    b = open(pair[1], encoding="utf-8").read()
    i = j = cost = 0
    for count, letter in re.findall(r"(\d+)([=XID])", cigar):
        count = int(count)
        if letter in "=X":
            if i + count > len(a) or j + count > len(b):
                return None
            for k in range(count):
                if (a[i + k] == b[j + k]) != (letter == "="):
                    return None
            i, j, cost = i + count, j + count, cost + (count if letter == "X" else 0)
        elif letter == "I":
            j, cost = j + count, cost + count
        else:
            i, cost = i + count, cost + count
    return cost if (i, j) == (len(a), len(b)) else None


def path_cigar(output):
    """The CIGAR string of a `trace --format json` path (operations run by run)."""
    letters = {"match": "=", "substitute": "X", "insert": "I", "delete": "D"}
    runs = []
    for step in json.loads(output)["path"][1:]:
        letter = letters[step["operation"]]
        if runs and runs[-1][1] == letter:
            runs[-1][0] += 1
        else:
            runs.append([1, letter])
    return "".join(f"{count}{letter}" for count, letter in runs)


near100k, near1m, random100k = files("near-a-100k.txt", "near-b-100k.txt"), files("near-a-1m.txt", "near-b-1m.txt"), \
    files("random-a-100k.txt", "random-b-100k.txt")
random1m = files("random-a-1m.txt", "random-b-1m.txt")
lines = files("lines-a.txt", "lines-b.txt")
trace = files("trace-a.txt", "trace-b.txt")
distance = lambda pair: ours("distance", "--source-file", pair[0], "--target-file", pair[1])
line_diff = lambda algorithm: ours("diff", "--unit", "line", "--algorithm", algorithm, "--color", "never",
                                   "--source-file", lines[0], "--target-file", lines[1])
rows = [
    # job, our command, [(anchor name, anchor command)], goal, how outputs compare; a goal of
    # "<= 1.0x git" holds against that anchor only (GNU diff is shown, not a goal)
    ("distance, random, n = 100,000", distance(random100k),
     [("rapidfuzz", py("rapidfuzz_distance.py", *random100k)), ("edlib", py("edlib_distance.py", *random100k))],
     "<= 1.0x", "equal"),
    # Tens of seconds a side: BENCH_RUNS_1M runs (default 3) instead of RUNS.
    ("distance, random, n = 1,000,000", distance(random1m),
     [("rapidfuzz", py("rapidfuzz_distance.py", *random1m)), ("edlib", py("edlib_distance.py", *random1m))],
     "<= 1.0x", "equal"),
    ("distance, near-identical (1% edits), n = 100,000", distance(near100k),
     [("rapidfuzz", py("rapidfuzz_distance.py", *near100k)), ("edlib", py("edlib_distance.py", *near100k))],
     "<= 1.0x", "equal"),
    ("distance, near-identical (1% edits), n = 1,000,000", distance(near1m),
     [("edlib", py("edlib_distance.py", *near1m))], "<= 1.0x", "equal"),
    ("alignment path, near-identical (1% edits), n = 100,000",
     ours("trace", "--format", "summary", "--source-file", near100k[0], "--target-file", near100k[1]),
     [("edlib path", py("edlib_distance.py", *near100k, "path"))], "<= 1.0x", "distance"),
    # The alignment itself, printed: our CIGAR line and our JSON path against edlib's path
    # with its CIGAR printed; "alignment" checks ours is a valid alignment of the files whose
    # cost is edlib's distance.
    ("alignment as CIGAR (trace --format cigar), near-identical (1% edits), n = 100,000",
     ours("trace", "--format", "cigar", "--source-file", near100k[0], "--target-file", near100k[1]),
     [("edlib path + CIGAR", py("edlib_path.py", *near100k))], "<= 1.0x", "alignment"),
    ("alignment as JSON path (trace --format json past the band), near-identical (1% edits), n = 100,000",
     ours("trace", "--format", "json", "--source-file", near100k[0], "--target-file", near100k[1]),
     [("edlib path + CIGAR", py("edlib_path.py", *near100k))], "<= 1.0x", "alignment"),
    ("line diff, 100,000 lines, 1,000 edits (myers)", line_diff("myers"),
     [("git diff --no-index", ["git", "diff", "--no-index", *lines]), ("GNU diff", ["diff", *lines])],
     "<= 1.0x git", "lines"),
    ("line diff, same files (heckel)", line_diff("heckel"),
     [("git diff --no-index", ["git", "diff", "--no-index", *lines])], "", "lines"),
    ("trace --format summary, 3000 x 3000", ours("trace", "--format", "summary", "--source-file", trace[0],
                                                  "--target-file", trace[1]),
     [("C wf.c branch-free, gcc -O3 -march=native", [f"{out}/wf", *trace]),
      ("C wf.c branch-free, clang -O3 -march=native", [f"{out}/wf-clang", *trace])], "<= 1.0x", "equal"),
]

# BENCH_ONLY=TEXT keeps the rows whose job contains TEXT (a quick look at one comparison).
only = os.environ.get("BENCH_ONLY", "")
rows = [row for row in rows if only in row[0]]
failed_any = False
print("| job | diffstep | anchor | ratio | CPU ratio | goal | outputs |")
print("| --- | --- | --- | --- | --- | --- | --- |")
for job, command, anchors, goal, compare in rows:
    times = {name: [] for name in ["ours"] + [name for name, _ in anchors]}
    cpu = {name: [] for name in times}
    outputs = {}
    failures = {}
    # A diff exits 1 when the files differ; anything else that does not exit 0 failed (a
    # missing Python module, a crash), and a failed run's time is no measurement.
    allowed = (0, 1) if compare == "lines" else (0,)
    for _ in range(runs_1m if "1,000,000" in job and "random" in job else runs):
        for name, cmd in [("ours", command)] + anchors:
            elapsed, used, output, failed = run(cmd, allowed)
            if failed is not None:
                failures[name] = failed
            times[name].append(elapsed)
            cpu[name].append(used)
            outputs[name] = output
    if failures:
        for name, status in failures.items():
            print(f"bench: {job}: {name} failed (exit {status}); no ratio is given for it", file=sys.stderr)
            failed_any = True
        for name, _ in anchors:
            print(f"| {job} | | {name} | not measured | | {goal.removesuffix(' git')} | "
                  f"{'diffstep' if 'ours' in failures else name} failed |")
        sys.stdout.flush()
        continue
    mine = statistics.median(times["ours"])
    for name, _ in anchors:
        theirs = statistics.median(times[name])
        cpu_ratio = statistics.median(cpu["ours"]) / max(statistics.median(cpu[name]), 1e-9)
        if compare == "distance":
            first = outputs["ours"].split()[1] if outputs["ours"].split() else ""
            same = "agree" if first == outputs[name].strip() else "DISAGREE"
        elif compare == "alignment":
            lines = outputs[name].split("\n")
            mine_cigar = path_cigar(outputs["ours"]) if outputs["ours"].startswith("{") else outputs["ours"].strip()
            cost = cigar_cost(mine_cigar, near100k)
            same = "agree" if cost is not None and str(cost) == lines[0].strip() else "DISAGREE"
        elif compare == "equal":
            same = "agree" if outputs["ours"].strip() == outputs[name].strip() else "DISAGREE"
        else:
            same = f"changed lines {changed_lines(outputs['ours'])} vs {changed_lines(outputs[name])}"
        shown = "" if goal.endswith(" git") and not name.startswith("git") else goal.removesuffix(" git")
        print(f"| {job} | {mine * 1000:.1f} ms | {name}: {theirs * 1000:.1f} ms | **{mine / theirs:.2f}x** "
              f"| {cpu_ratio:.2f}x | {shown} | {same} |")
    sys.stdout.flush()
# A row without its ratio fails the run: measure.sh then keeps the last complete file.
sys.exit(1 if failed_any else 0)
