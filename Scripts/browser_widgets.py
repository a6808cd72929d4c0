"""Every widget on every page, as a learner meets it (issue 29), checked in the browser.

The matrix: the site's own pages (every page with a figure[data-input], found by reading the
folder, both languages) and each widget on it run with its own example, three random valid
inputs (a fixed seed, so a failure reproduces), and empty, huge and malformed input. After each
run: no uncaught exception or console error, no raw JavaScript error text and no engine
placeholder on the page, what is said in the page's language, a refusal never leaving the last
answer in sight, and the same answer as the CLI where one exists (a trace's distance, a batch's
verdict, whether a snapshot script raises).

Then the regressions of issue 29's list, one check each. Called by browser_test.py.
"""
import json
import os
import random
import re
import subprocess
import tempfile
import time
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# Sets a widget's fields, presses Show and answers once the widget has run (its data-ran
# attribute changes), with what the learner sees.
RUN = """
var fig = document.getElementById(arguments[0]), vals = arguments[1], done = arguments[arguments.length - 1];
var form = fig.previousElementSibling, before = fig.getAttribute("data-ran");
Object.keys(vals).forEach(function (k) { form.querySelector('[name="' + k + '"]').value = vals[k]; });
function seen() {
  var p = form.querySelector(".ds-problem"), rep = fig.nextElementSibling;
  rep = rep && rep.classList.contains("ds-report") ? rep : null;
  var last = fig.dsStepper ? fig.dsStepper.total() : 0;
  var verdict = rep && rep.querySelector("[class^=ds-verdict-]");
  var cells = [].slice.call(fig.querySelectorAll(".ds-panel:first-child table.ds-grid tbody tr:last-child td .ds-text"));
  var shown = !fig.hidden;
  var texts = {problem: p.hidden ? "" : p.textContent, report: rep && !rep.hidden ? rep.innerText : "",
    narration: shown ? fig.querySelector(".ds-narration").textContent : "", title: shown ? fig.querySelector(".ds-title").textContent : ""};
  var out = {texts: texts, figureHidden: fig.hidden, reportHidden: rep ? rep.hidden : null,
    verdict: verdict ? verdict.className.replace("ds-verdict-", "") : null,
    stopped: !!(rep && !rep.hidden && rep.querySelector(".ds-stopped"))};
  if (shown && fig.dsStepper) {
    fig.dsStepper.show(last);
    var end = [].slice.call(fig.querySelectorAll(".ds-panel:first-child table.ds-grid tbody tr:last-child td .ds-text"));
    out.corner = end.length ? end[end.length - 1].textContent : null;
    out.lastNarration = fig.querySelector(".ds-narration").textContent;
  }
  done(out);
}
new MutationObserver(function (list, observer) { observer.disconnect(); seen(); })
  .observe(fig, { attributes: true, attributeFilter: ["data-ran"] });
form.querySelector("button[type=submit]").click();
"""

RAW = re.compile(r"undefined|TypeError|ReferenceError|is not a function|Cannot read|\bnull\b|NaN|\[object|"
                 r"cannot print value|engine\[")
# Lists this long still answer in about a second; the far larger ones the engine accepts
# (up to 100,000 items) hold the tab for seconds to minutes (issue 29, item 7, open).
HUGE = 300
TIMES = os.environ.get("DIFFSTEP_MATRIX_TIMES") == "1"
HANGUL = re.compile(r"[\uac00-\ud7a3]")


def letters(rng, low, high):
    return "".join(rng.choice("abcdefgkst") for _ in range(rng.randint(low, high)))


def inputs(kind, rng):
    """(label, fields) for one widget kind: three random valid inputs, then empty, huge and
    malformed; the example itself is the first run, with the fields as the page fills them."""
    if kind == "trace":
        valid = [{"source": letters(rng, 1, 7), "target": letters(rng, 1, 7)} for _ in range(3)]
        return [("random", v) for v in valid] + [
            ("empty", {"source": "", "target": ""}), ("huge", {"source": "a" * 30000, "target": "b" * 30000}),
            ("malformed", {"source": "a\u0000\u202eb\ufffd", "target": "\u0301x"})]
    if kind == "heckel":
        valid = [{"old": " ".join(letters(rng, 1, 1) for _ in range(rng.randint(2, 7))),
                  "new": " ".join(letters(rng, 1, 1) for _ in range(rng.randint(2, 7)))} for _ in range(3)]
        return [("random", v) for v in valid] + [
            ("empty", {"old": "", "new": ""}), ("huge", {"old": " ".join(str(i) for i in range(HUGE)), "new": "1 2"}),
            ("malformed", {"old": "\u0000 \u202e", "new": "   "})]
    if kind == "batch":
        valid = []
        for _ in range(3):
            old = [letters(rng, 1, 2) + str(i) for i in range(rng.randint(3, 6))]
            n = len(old)
            calls = rng.choice([f"delete {rng.randrange(n)}", f"insert {rng.randrange(n)}",
                                f"move {rng.randrange(n)} {rng.randrange(n)}", f"reload {rng.randrange(n)}",
                                f"delete 0\ninsert {n}"])
            new = old[1:] if calls.startswith("delete 0") else old[:]
            valid.append({"old": " ".join(old), "new": " ".join(new), "cached": "", "calls": calls})
        return [("random", v) for v in valid] + [
            ("empty", {"old": "", "new": "", "cached": "", "calls": ""}),
            ("huge", {"old": " ".join(f"i{k}" for k in range(HUGE)), "new": "", "cached": "", "calls": "delete 0"}),
            ("malformed", {"old": "a b", "new": "a", "cached": "", "calls": "performBatchUpdates({ ((( }"})]
    valid = []
    for _ in range(3):
        ids = [letters(rng, 1, 2) for _ in range(rng.randint(2, 4))]
        lines = ["appendSections main", "appendItems " + " ".join(ids), "apply"]
        if rng.random() < 0.5:
            lines += ["deleteItems " + ids[0], "apply"]
        valid.append({"script": "\n".join(lines)})
    return [("random", v) for v in valid] + [
        ("empty", {"script": ""}),
        ("huge", {"script": "appendSections main\nappendItems " + " ".join(f"x{k}" for k in range(HUGE))}),
        ("malformed", {"script": "appendItems (((\n\u0000"})]


class CLI:
    """The same questions to the diffstep binary."""

    def __init__(self, binary):
        self.binary = binary

    def distance(self, fields):
        out = subprocess.run([self.binary, "distance", fields["source"], fields["target"]],
                             capture_output=True, text=True, timeout=60)
        return out.stdout.strip() if out.returncode == 0 else None

    def batch(self, fields):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as calls:
            calls.write(fields["calls"])
        try:
            args = [self.binary, "batch", "--old", fields["old"], "--calls", calls.name, "--format", "json"]
            if fields["new"]:
                args += ["--new", fields["new"]]
            if fields.get("cached"):
                args += ["--cached", fields["cached"]]
            out = subprocess.run(args, capture_output=True, text=True, timeout=60)
            try:
                return json.loads(out.stdout)["verdict"]["kind"]
            except (ValueError, KeyError, TypeError):
                return None
        finally:
            os.unlink(calls.name)

    def snapshot(self, fields, ios):
        out = subprocess.run([self.binary, "snapshot", "-", "--ios", ios, "--lang", "en"], input=fields["script"],
                             capture_output=True, text=True, timeout=60)
        return out.returncode


def widget_pages(site):
    names = []
    for name in sorted(os.listdir(site)):
        if name.endswith(".html"):
            with open(os.path.join(site, name), encoding="utf-8") as page:
                if "data-input=" in page.read():
                    names.append(name)
    return names


def errors_in_log(browser):
    return [e["message"][:200] for e in browser.get_log("browser") if e["level"] in ("SEVERE", "ERROR")]


def judge(name, fid, label, fields, seen, korean, errors, cli, kind, ios):
    """What is wrong with one run, as a list of short reasons (empty: all is well)."""
    wrong = []
    if errors:
        wrong.append(f"console: {errors[:2]}")
    for key, text in seen["texts"].items():
        if RAW.search(text or ""):
            wrong.append(f"raw text in {key}: {text[:120]!r}")
    said = " ".join(seen["texts"][k] for k in ("problem", "narration", "title") if seen["texts"][k])
    if korean and said and not HANGUL.search(said):
        wrong.append(f"no Korean on a Korean page: {said[:120]!r}")
    if not korean and HANGUL.search(said):
        wrong.append(f"Korean on an English page: {said[:120]!r}")
    if seen["texts"]["problem"] and not seen["figureHidden"]:
        wrong.append("a refusal left the last answer in sight")
    if kind == "trace" and label in ("example", "random") and not seen["texts"]["problem"]:
        expected = cli.distance(fields)
        if expected is not None and seen.get("corner") != expected:
            wrong.append(f"distance {seen.get('corner')} != CLI {expected}")
    if kind == "batch" and seen["verdict"] is not None and label in ("example", "random"):
        expected = cli.batch(fields)
        if expected != seen["verdict"]:
            wrong.append(f"verdict {seen['verdict']} != CLI {expected}")
    if kind == "snapshot" and label in ("example", "random") and seen["reportHidden"] is False:
        raised = cli.snapshot(fields, ios) == 1
        if raised != seen["stopped"]:
            wrong.append(f"stops {seen['stopped']} != CLI raises {raised}")
    return wrong


def matrix(check, driver, url, site, binary):
    browser = driver()
    browser.set_script_timeout(120)
    rng = random.Random(29)
    cli = CLI(binary)
    runs, failures = 0, []
    try:
        for name in widget_pages(site):
            browser.get(url(name))
            browser.execute_async_script("var d = arguments[0]; DiffstepEngine.ready.then(function () { d(); });")
            korean = not name.endswith(".en.html")
            errors_in_log(browser)
            for figure in browser.find_elements(By.CSS_SELECTOR, "figure.ds-stepper[data-input]"):
                fid = figure.get_attribute("id")
                kind = json.loads(figure.get_attribute("data-input"))["kind"]
                example = browser.execute_script(
                    "var f = arguments[0].previousElementSibling, out = {};"
                    "f.querySelectorAll('input, select, textarea').forEach(function (c) { out[c.name] = c.value; });"
                    "return out;", figure)
                for label, fields in [("example", example)] + inputs(kind, rng):
                    given = dict(example, **fields)
                    started = time.monotonic()
                    seen = browser.execute_async_script(RUN, fid, given)
                    took = time.monotonic() - started
                    if TIMES:
                        print(f"  {name} {fid} {label}: {took:.2f} s")
                    runs += 1
                    wrong = judge(name, fid, label, given, seen, korean, errors_in_log(browser), cli, kind,
                                  given.get("ios", "17"))
                    if label == "example" and seen["texts"]["problem"]:
                        wrong.append(f"the example is refused: {seen['texts']['problem'][:120]}")
                    if wrong:
                        failures.append(f"{name} {fid} {kind} {label}: {'; '.join(wrong)}")
        check(f"widget matrix: {runs} runs over every widget of {len(widget_pages(site))} pages, "
              "no raw error, page's language, no stale answer, CLI's answer", runs > 0 and not failures,
              " | ".join(failures[:8]) + (f" (+{len(failures) - 8} more)" if len(failures) > 8 else ""))
    finally:
        browser.quit()
    return failures


def words_of(browser, fid):
    return json.loads(browser.find_element(By.ID, fid).get_attribute("data-input-words"))


def open_page(browser, url, name):
    browser.get(url(name))
    browser.execute_async_script("var d = arguments[0]; DiffstepEngine.ready.then(function () { d(); });")


def regressions(check, driver, url, site, binary):
    """Issue 29's list, each as the learner met it."""
    judged = check
    check = lambda name, ok, detail="": judged(name, bool(ok), detail)  # noqa: E731
    browser = driver()
    browser.set_script_timeout(120)
    try:
        # 1. The list-diff (Heckel) widget shows its own example.
        open_page(browser, url, "example-heckel.en.html")
        seen = browser.execute_async_script(RUN, "w1", {})
        check("the Heckel widget shows its example (no \"engine[kind] is not a function\")",
              not seen["texts"]["problem"] and not seen["figureHidden"], seen["texts"]["problem"])
        # 3. Empty calls, reloadData() and an empty script: the page's words, no raw error.
        open_page(browser, url, "playground-batch.html")
        words = words_of(browser, "w1")
        seen = browser.execute_async_script(RUN, "w1", {"calls": ""})
        check("empty calls: the page's Korean words, the stale table hidden",
              seen["texts"]["problem"] == words["nothing.calls"] and seen["figureHidden"], json.dumps(seen)[:300])
        seen = browser.execute_async_script(RUN, "w1", {"old": "a b c", "new": "a b c", "calls": "reloadData()"})
        check("reloadData(): no batch to step through, and the verdict",
              seen["texts"]["problem"] == words["nothing.batch"] and seen["verdict"] == "correct",
              json.dumps(seen)[:300])
        # 5. After an error the previous table and verdict are out of sight; Show brings them back.
        browser.execute_script("arguments[0].click()", browser.find_element(
            By.CSS_SELECTOR, "form.ds-input button[type=button]"))
        seen = browser.execute_async_script(RUN, "w1", {"calls": "performBatchUpdates({ ((( }"})
        check("a refused input hides the last table and verdict",
              seen["texts"]["problem"] and seen["figureHidden"] and seen["reportHidden"], json.dumps(seen)[:300])
        seen = browser.execute_async_script(RUN, "w1", {"old": "a b c", "new": "c b a", "calls": "move 0 2"})
        report = seen["texts"]["report"]
        check("the report names index paths as the compact form does (0:0 → 0:2), never JSON",
              not seen["figureHidden"] and "0:0 → 0:2" in report and '"from"' not in report, report[:400])
        seen = browser.execute_async_script(RUN, "w1", {"old": "a b c", "new": "a B c", "calls": "reload 1"})
        report = seen["texts"]["report"]
        check("a reloaded item is named by its index path (0:1), never [object Object]",
              not seen["figureHidden"] and words["reloaded"] + ": 0:1" in report and "[object" not in report,
              report[:400])
        open_page(browser, url, "playground-snapshot.en.html")
        words = words_of(browser, "w1")
        seen = browser.execute_async_script(RUN, "w1", {"script": ""})
        check("an empty snapshot script: the page's words", seen["texts"]["problem"] == words["nothing.script"],
              json.dumps(seen)[:300])
        seen = browser.execute_async_script(RUN, "w1", {"script": "appendSections main\nappendItems a a\nappendItems b\napply"})
        lines = browser.execute_script("return [].slice.call(document.querySelectorAll('.ds-report li')).length")
        check("the snapshot report stops where the app stops (one exception, no later line)",
              seen["stopped"] and lines == 2 and words["exceptions.one"] in seen["texts"]["report"]
              and "exceptions)" not in seen["texts"]["report"], seen["texts"]["report"][:400])
        # 5. An empty word in the trace form: the practice panel drops the old problem.
        open_page(browser, url, "kit-kat.en.html")
        browser.execute_async_script(RUN, "w2", {"source": "", "target": "sitting"})
        panel = browser.execute_script(
            "var s = document.getElementById('w2-practice'); return {q: s.querySelector('.ds-practice-question').textContent,"
            "box: s.querySelector('.ds-practice-problem').textContent, verdict: s.querySelector('.ds-practice-verdict').textContent,"
            "check: s.querySelector('button[type=submit]').hidden};")
        check("with an empty word the practice panel keeps no previous problem",
              panel["q"] == "" and panel["box"] == "" and panel["verdict"] and panel["check"], json.dumps(panel))
        # 4. A question as a teacher asks it, in the stepper and in the practice panel.
        open_page(browser, url, "auery-garuey.en.html")
        ask = """
var f = document.getElementById("w1"), form = f.querySelector(".ds-answer"), out = [];
f.dsStepper.show(10);
arguments[0].forEach(function (given) {
  if (given === "!") { form.querySelector("[data-act=reveal]").click(); }
  else { form.querySelector("input").value = given; form.querySelector("button[type=submit]").click(); }
  out.push(form.querySelector(".ds-verdict").textContent);
});
return out;"""
        figure = browser.find_element(By.ID, "w1")
        answer, again, right = (figure.get_attribute(k) for k in ("data-answer", "data-again", "data-right"))
        said = browser.execute_script(ask, ["x", "9", "8"])
        check("the stepper's question: \"x\" asks for a number, a wrong first answer gets the hint and a second try, "
              "the answer after the second",
              said[0] == figure.get_attribute("data-unreadable") and again in said[1] and answer not in said[1]
              and answer in said[2], json.dumps(said))
        open_page(browser, url, "auery-garuey.en.html")
        said = browser.execute_script(ask, ["1d 2i"])
        check("the notation is read as the grader reads it (1d 2i is 2i 1d)", said[0].startswith(right), json.dumps(said))
        open_page(browser, url, "auery-garuey.en.html")
        said = browser.execute_script(ask, ["!"])
        check("the answer on request", said[0].startswith(answer), json.dumps(said))
        open_page(browser, url, "kit-kat.en.html")
        browser.execute_script("document.documentElement.setAttribute('data-practice', '')")
        practice = """
var s = document.getElementById("w2-practice"), out = [];
s.querySelector(".ds-practice-kinds button[data-kind=cell]").click();
arguments[0].forEach(function (given) {
  s.querySelector(".ds-practice-text input").value = given;
  s.querySelector("button[type=submit]").click();
  out.push(s.querySelector(".ds-practice-verdict").textContent);
});
return [out, s.getAttribute("data-w-again-cell")];"""
        said, again = browser.execute_script(practice, ["99", "98"])
        check("the practice panel: a wrong first answer gets where to look, the answer after the second",
              said[0] == again and said[1] != again and said[1], json.dumps(said))
        # 11. → on a first visit, with nothing focused, steps the widget in view.
        open_page(browser, url, "kit-kat.en.html")
        ActionChains(browser).send_keys(Keys.ARROW_RIGHT).perform()
        steps = browser.execute_script(
            "return [].map.call(document.querySelectorAll('figure.ds-stepper'), function (f) { return f.dsStepper.step(); })")
        check("→ steps the widget in view on a first visit (nothing focused)", steps[0] == 2, str(steps))
        # 8. The language switch keeps the view the learner made.
        browser.execute_async_script(RUN, "w2", {"source": "cat", "target": "cut"})
        other = browser.find_element(By.CSS_SELECTOR, ".lang-switch a[hreflang]").get_attribute("href")
        check("the language switch carries the view (its fragment) to the other language",
              "#s=cat&t=cut" in other, other)
        # 6. The answer sheets: read as the grader reads them.
        sheet = """
var t = document.getElementById("sheet-text"), status = document.getElementById("sheet-status"), out = [status.textContent];
arguments[0].forEach(function (text) { t.value = text; t.dispatchEvent(new Event("input")); out.push(status.textContent); });
return out;"""
        open_page(browser, url, "exercise-auery-garuey-alignment.en.html")
        said = browser.execute_script(sheet, ["hello", "12345", "insert G\nkeep A"])
        check("the alignment sheet refuses what the grader refuses (\"hello\", \"12345\") and reads steps",
              said[1].startswith("line 1: 'hello' is not an operation") and "'12345'" in said[2]
              and said[3].startswith("The grader can read this: 2 steps"), json.dumps(said))
        open_page(browser, url, "exercise-random-table.en.html")
        section = browser.find_element(By.CSS_SELECTOR, "section.ds-sheet")
        said = browser.execute_script(sheet, ["ε k a t"])
        check("the random-table sheet waits for the variant's two texts before counting cells",
              said[0] == section.get_attribute("data-needs-words") and said[1] == said[0], json.dumps(said))
        open_page(browser, url, "exercise-kit-kat-table.en.html")
        said = browser.execute_script(sheet, ["  k a t\n0 1 2 3\nk 1 0 1"])
        check("a short row is named as short, not its label as unreadable",
              said[1] == "line 3: expected 4 cells, found 3", json.dumps(said))
        # 9. The page's batch language: a move between sections, written as an index path prints.
        open_page(browser, url, "playground-batch.en.html")
        seen = browser.execute_async_script(RUN, "w1", {"old": "A: a b | B: c", "new": "A: a | B: c b",
                                                        "calls": "move (0,1) (1,1)"})
        check("move (0,1) (1,1) is read as move 0:1 1:1", not seen["texts"]["problem"] and seen["verdict"] == "correct",
              json.dumps(seen)[:300])
        prose = browser.find_element(By.CSS_SELECTOR, "article").text
        check("the page documents the section forms of the batch language",
              "move 0:1 1:0" in prose and "move section 0 1" in prose, prose[:300])
        # 5. A batch over two sections draws both sections, in every frame.
        panels = browser.execute_script(
            "var f = document.getElementById('w1'), out = [];"
            "for (var i = 1; i <= f.dsStepper.total(); i++) { f.dsStepper.show(i);"
            " out.push([].map.call(f.querySelectorAll('.ds-caption'), function (c) { return c.textContent; })); }"
            "return out;")
        check("a batch over two sections draws section 0 and section 1 in every frame",
              all(any("section 0" in c for c in caps) and any("section 1" in c for c in caps) for caps in panels),
              json.dumps(panels)[:400])
        # 9. The safe batch for a b c -> c b a moves a and c (never an item onto its own index),
        # its comments in the page's language.
        open_page(browser, url, "playground-batch.html")
        seen = browser.execute_async_script(RUN, "w1", {"old": "a b c", "new": "c b a", "calls": "move 0 2"})
        report = seen["texts"]["report"]
        check("the safe batch for a b c -> c b a has no move onto its own index, its comments in Korean",
              "IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0)" in report
              and "to: IndexPath(item: 1, section: 0))" not in report and "여기서 먼저 데이터 소스를 바꿉니다" in report,
              report[:600])
        # 3/7. The page states its own limit, no terminal flag or command; words keep their spaces, ε for "".
        # Past the full table's limit the page steps through the band; a band too wide is refused.
        for name, lang_word in (("kit-kat.en.html", "this page computes at most"), ("kit-kat.html", "이 페이지는")):
            open_page(browser, url, name)
            seen = browser.execute_async_script(RUN, "w2", {"source": "a" * 6000, "target": "b" * 6000})
            problem = seen["texts"]["problem"]
            check("a table past the page's limit: the page's own words (" + name + ")",
                  lang_word in problem and "--" not in problem and "diffstep" not in problem, problem)
        open_page(browser, url, "kit-kat.en.html")
        seen = browser.execute_async_script(RUN, "w2", {"source": "the cat sat", "target": "the dog sat", "unit": "word"})
        check("the word unit writes \"the cat sat\", not \"thecatsat\"",
              seen.get("lastNarration", "").startswith("the cat sat → the dog sat"), json.dumps(seen)[:400])
        headers = browser.execute_script(
            "return [].map.call(document.querySelectorAll('#w2 table.ds-grid th'), function (h) { return h.textContent; })")
        check("the empty prefix is ε in the stepper, as in the practice table", "ε" in headers and '""' not in headers,
              json.dumps(headers)[:200])
    finally:
        browser.quit()
