"""Big tables in the page (issues 28 and 29, item 5), called by browser_test.py.

- The largest full table (249 x 249): Show computes it off the page's thread. The progress
  appears, the page answers a click (Cancel) and a keypress while it computes, the fields go
  back after a cancel, and on a second Show the result arrives: the CLI's distance in the corner.
  The table is drawn through a window (stepper.window.js): at the first step, after a step,
  Last and First, at most WINDOW_CELLS cells are in the page; after End on the focused grid
  the grid keeps the focus and its active descendant is the corner, drawn, with the distance
  and words for a screen reader; every cell, brought into view one window at a time, is the
  CLI's (`diffstep trace --format json`). The practice panel under it shows the part of the
  table around the cell it asks about.
- A 2,000-letter pair past the full table's limit steps through the diagonal band: every cell
  of the window the page shows at the last step is the cost `diffstep trace --format json
  --max-cells 62500` gives (empty where the band never computed), the distance is the CLI's,
  stepping asks the engine for each frame's words, and the cells in the page stay bounded.
No wall-clock assertions: each wait is for something the page shows.
"""
import json
import random
import subprocess

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

# The form's fields filled and Show pressed; the figure's data-ran before it.
SUBMIT = """
var fig = document.getElementById(arguments[0]), vals = arguments[1];
var form = fig.previousElementSibling;
Object.keys(vals).forEach(function (k) { form.querySelector('[name="' + k + '"]').value = vals[k]; });
window.dsKeys = 0;
if (!window.dsCounting) {
  window.dsCounting = true;
  document.addEventListener("keydown", function () { window.dsKeys += 1; });
}
var before = fig.getAttribute("data-ran") || "0";
form.querySelector("button[type=submit]").click();
return before;
"""

# The most cells a windowed table may put in the page (the view, 1100 x 900, holds about 100).
WINDOW_CELLS = 1000

# What the widget shows: the problem line, the counter, the narration, and at the last step
# the table's headers and each cell's text, read one window at a time: each cell not read yet
# is brought into view (the stepper's cell()) and every cell drawn then is read. Also the most
# cells the page held meanwhile.
SEEN = """
var fig = document.getElementById(arguments[0]), form = fig.previousElementSibling, api = fig.dsStepper;
var p = form.querySelector(".ds-problem"), out = {problem: p.hidden ? "" : p.textContent,
  total: api.total(), counter: fig.querySelector(".ds-counter").textContent, most: 0, reveals: 0};
api.show(out.total);
var table = fig.querySelector(".ds-panel table.ds-grid");
out.windowed = table.classList.contains("ds-windowed");
var rows = Number(table.getAttribute("aria-rowcount")) - 1, columns = Number(table.getAttribute("aria-colcount")) - 1;
out.rows = []; out.columns = []; out.cells = [];
for (var r = 0; r < rows; r++) { out.cells.push(new Array(columns).fill(null)); }
function collect() {
  var drawn = fig.querySelectorAll("td[id]");
  out.most = Math.max(out.most, drawn.length);
  drawn.forEach(function (td) {
    var at = /-r(\\d+)-c(\\d+)$/.exec(td.id), text = td.querySelector(".ds-text");
    out.cells[Number(at[1])][Number(at[2])] = text ? text.textContent : "";
  });
  table.querySelectorAll("thead th[aria-colindex]").forEach(function (th) {
    out.columns[Number(th.getAttribute("aria-colindex")) - 2] = th.textContent;
  });
  table.querySelectorAll("tbody tr[aria-rowindex]").forEach(function (tr) {
    out.rows[Number(tr.getAttribute("aria-rowindex")) - 2] = tr.querySelector("th").textContent;
  });
}
collect();
for (var i = 0; i < rows; i++) {
  for (var j = 0; j < columns; j++) {
    if (out.cells[i][j] === null) { api.cell(0, i, j); out.reveals += 1; collect(); }
  }
}
out.lastNarration = fig.querySelector(".ds-narration").textContent;
api.show(1);
out.firstNarration = fig.querySelector(".ds-narration").textContent;
return out;
"""

# The cells in the page and the grid's active descendant after a jump (each of First, Last,
# Next pressed as a learner does, with the grid focused), and the practice table under it.
JUMPS = """
var fig = document.getElementById(arguments[0]), out = [];
var table = fig.querySelector(".ds-panel table.ds-grid");
table.focus();
["first", "next", "next", "next", "last", "first", "last"].forEach(function (act) {
  fig.querySelector("[data-act=" + act + "]").click();
  table = fig.querySelector(".ds-panel table.ds-grid");
  var id = table.getAttribute("aria-activedescendant"), cell = id && document.getElementById(id);
  var text = cell && cell.querySelector(".ds-text");
  out.push({act: act, step: fig.dsStepper.step(), drawn: fig.querySelectorAll("td[id]").length, active: id,
    present: !!cell && table.contains(cell), value: text ? text.textContent : null,
    label: cell ? cell.getAttribute("aria-label") : null, current: !!cell && cell.classList.contains("r-current")});
});
var practice = document.getElementById(arguments[0] + "-practice");
var grid = practice && practice.querySelector(".ds-practice-table");
return {jumps: out, rowcount: table.getAttribute("aria-rowcount"), colcount: table.getAttribute("aria-colcount"),
  practiceCells: grid ? grid.querySelectorAll("tbody td").length : -1, asked: grid ? grid.querySelectorAll("td.ds-q").length : -1,
  caption: grid ? grid.querySelector("caption").textContent : ""};
"""


def visible(browser, selector):
    return browser.execute_script(
        "var e = document.querySelector(arguments[0]); return !!e && !e.hidden && e.offsetParent !== null;", selector)


def cli(binary, *args):
    out = subprocess.run([binary, *args], capture_output=True, text=True, timeout=120)
    return out.stdout if out.returncode == 0 else None


def ran(browser, fid, before):
    """Waits until the widget ran once more (a result, a refusal or a cancel)."""
    WebDriverWait(browser, 180, poll_frequency=0.2).until(
        lambda b: b.find_element(By.ID, fid).get_attribute("data-ran") not in (None, before))


def largest_table(check, browser, url, binary):
    rng = random.Random(2949)
    source = "".join(rng.choice("abcdefgh") for _ in range(248))
    target = "".join(rng.choice("abcdefgh") for _ in range(248))
    browser.get(url("index.en.html"))
    browser.execute_async_script("var d = arguments[0]; DiffstepEngine.ready.then(function () { d(); });")
    fid = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper[data-input]").get_attribute("id")
    example = browser.execute_script(
        "return document.getElementById(arguments[0]).previousElementSibling.querySelector('[name=source]').value", fid)
    # Cancel while it computes: the progress shows, the page answers a keypress and the click.
    before = browser.execute_script(SUBMIT, fid, {"source": source, "target": target})
    WebDriverWait(browser, 60, poll_frequency=0.05).until(lambda b: visible(b, ".ds-working"))
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.SHIFT)
    answered = browser.execute_script("return window.dsKeys")
    browser.find_element(By.CSS_SELECTOR, ".ds-working .ds-cancel").click()
    ran(browser, fid, before)
    state = browser.execute_script(
        "var f = document.getElementById(arguments[0]).previousElementSibling, p = f.querySelector('.ds-problem');"
        "return {problem: p.hidden ? '' : p.textContent, source: f.querySelector('[name=source]').value,"
        " working: !f.querySelector('.ds-working').hidden, words: JSON.parse(document.getElementById(arguments[0])"
        ".getAttribute('data-input-words'))};", fid)
    check("249 x 249: the progress shows, the page answers a key and Cancel while it computes, the fields go back",
          answered == 1 and state["problem"] == state["words"]["cancelled"] and state["source"] == example
          and not state["working"], json.dumps({k: v for k, v in state.items() if k != "words"})[:300])
    # Show again and let it finish: the CLI's distance in the corner.
    before = browser.execute_script(SUBMIT, fid, {"source": source, "target": target})
    WebDriverWait(browser, 60, poll_frequency=0.05).until(lambda b: visible(b, ".ds-working"))
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.SHIFT)
    answered = browser.execute_script("return window.dsKeys")
    ran(browser, fid, before)
    drawn = browser.execute_script("return document.getElementById(arguments[0]).querySelectorAll('td[id]').length", fid)
    seen = browser.execute_script(SEEN, fid)
    table = json.loads(cli(binary, "trace", source, target, "--format", "json") or "{}")
    frames = 2 + 248 * 248 + len(table.get("path", [])) + 1  # seeds, cells, the path, the summary
    distance = str(table.get("distance"))
    check("249 x 249: the result arrives with the CLI's distance and steps, the page answered a key meanwhile",
          answered == 1 and not seen["problem"] and seen["cells"][-1][-1] == distance
          and seen["total"] == frames,
          json.dumps({"problem": seen["problem"], "corner": seen["cells"][-1][-1], "cli": table.get("distance"),
                      "total": seen["total"], "frames": frames})[:300])
    check("249 x 249: the progress is gone once the table is drawn", not visible(browser, ".ds-working"))
    expected = [[str(cell["cost"]) for cell in row] for row in table.get("cells", [])]
    check("249 x 249: drawn through a window, every cell (read one window at a time) is the CLI's last frame",
          seen["windowed"] and seen["cells"] == expected and seen["rows"] == ["ε"] + table.get("source", [])
          and seen["columns"] == ["ε"] + table.get("target", []),
          json.dumps({"windowed": seen["windowed"], "rows": len(seen["rows"]), "columns": len(seen["columns"]),
                      "wrong": [(r, c, seen["cells"][r][c]) for r in range(len(expected)) for c in range(len(expected[r]))
                                if r >= len(seen["cells"]) or seen["cells"][r][c] != expected[r][c]][:5]})[:400])
    jumps = browser.execute_script(JUMPS, fid)
    counts = [drawn, seen["most"]] + [j["drawn"] for j in jumps["jumps"]]
    check(f"249 x 249: at most {WINDOW_CELLS} of its 62,001 cells are in the page, at the first step, a step, "
          "First and Last and while every cell is read", max(counts) <= WINDOW_CELLS and min(counts) > 0, str(counts))
    corner = f"{fid}-p0-r248-c248"
    last = [j for j in jumps["jumps"] if j["act"] == "last"]
    check("249 x 249: after Last the grid's active descendant is the corner, drawn, with the distance and a label",
          all(j["active"] == corner and j["present"] and j["value"] == distance and j["step"] == frames
              and distance in (j["label"] or "") for j in last), json.dumps(last)[:400])
    # Steps 1 and 2 fill row 0 and column 0; step 4 decides cell (1, 2).
    first, step = jumps["jumps"][0], jumps["jumps"][3]
    check("249 x 249: First and Next keep the grid's active descendant on the current cell, drawn",
          first["step"] == 1 and step["step"] == 4 and step["present"] and step["current"]
          and step["active"] == f"{fid}-p0-r1-c2"
          and browser.execute_script("return document.activeElement === document.querySelector("
                                     "'#' + arguments[0] + ' .ds-panel table.ds-grid')", fid),
          json.dumps(jumps["jumps"][:2])[:400])
    check("249 x 249: the grid counts all its rows and columns for a screen reader",
          jumps["rowcount"] == "250" and jumps["colcount"] == "250", json.dumps([jumps["rowcount"], jumps["colcount"]]))
    check("249 x 249: the practice panel shows the part of the table around the cell it asks about",
          0 < jumps["practiceCells"] <= 81 and jumps["asked"] == 1 and "249 x 249" in jumps["caption"],
          json.dumps({k: jumps[k] for k in ("practiceCells", "asked", "caption")})[:300])


def long_pair(check, browser, url, binary):
    rng = random.Random(2000)
    source = list("".join(rng.choice("abcdefgh") for _ in range(2000)))
    target = list(source)
    target[137] = "z"
    del target[1200]
    target.insert(1800, "y")
    source, target = "".join(source), "".join(target)
    browser.get(url("index.en.html"))
    browser.execute_async_script("var d = arguments[0]; DiffstepEngine.ready.then(function () { d(); });")
    fid = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper[data-input]").get_attribute("id")
    before = browser.execute_script(SUBMIT, fid, {"source": source, "target": target})
    ran(browser, fid, before)
    seen = browser.execute_script(SEEN, fid)
    out = cli(binary, "trace", source, target, "--format", "json", "--max-cells", "62500")
    banded = json.loads(out) if out else {}
    window = banded.get("window", {"rows": [0, -1], "columns": [0, -1]})
    rows = range(window["rows"][0], window["rows"][1] + 1)
    columns = range(window["columns"][0], window["columns"][1] + 1)
    expected = [["" if cell is None else str(cell["cost"]) for cell in row] for row in banded.get("cells", [])]
    tokens = lambda side, index: "ε" if index == 0 else banded[side][index - 1]  # noqa: E731
    check("a 2,000-letter pair steps through the band: the CLI's banded table, cell for cell",
          banded.get("banded") is True and not seen["problem"] and seen["windowed"] and seen["cells"] == expected
          and seen["rows"] == [tokens("source", r) for r in rows]
          and seen["columns"] == [tokens("target", c) for c in columns],
          json.dumps({"problem": seen["problem"], "window": window, "rows": len(seen["rows"]),
                      "first": seen["cells"][:1]})[:400])
    distance = (cli(binary, "distance", source, target) or "").strip()
    check(f"a 2,000-letter pair: at most {WINDOW_CELLS} cells of the band's window are in the page",
          0 < seen["most"] <= WINDOW_CELLS, str(seen["most"]))
    check("a 2,000-letter pair: the band's first words and the CLI's distance in the summary",
          f"k = {distance}" in seen["firstNarration"] and f"Edit distance {distance}." in seen["lastNarration"],
          json.dumps([seen["firstNarration"][:200], seen["lastNarration"][:200]]))
    steps = browser.execute_script(
        "var fig = document.getElementById(arguments[0]), out = [];"
        "for (var i = 1; i <= 4; i++) { fig.dsStepper.show(i); out.push([fig.querySelector('.ds-counter').textContent,"
        " fig.querySelector('.ds-narration').textContent]); } return out;", fid)
    check("a 2,000-letter pair: each step shows its counter and the engine's words for it",
          len({s[1] for s in steps}) == 4 and all(s[0] and s[1] for s in steps), json.dumps(steps)[:400])


def run(check, driver, url, binary):
    browser = driver()
    browser.set_script_timeout(180)
    # Reading every cell of a 249 x 249 table one window at a time is one long script.
    browser.command_executor._client_config.timeout = 600
    try:
        largest_table(check, browser, url, binary)
        long_pair(check, browser, url, binary)
    finally:
        browser.quit()
