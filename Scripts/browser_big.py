"""Big tables in the page (issues 28 and 29, item 5), called by browser_test.py.

- The largest full table (249 x 249): Show computes it off the page's thread. The progress
  appears, the page answers a click (Cancel) and a keypress while it computes, the fields go
  back after a cancel, and on a second Show the result arrives: the CLI's distance in the corner.
- A 2,000-letter pair past the full table's limit steps through the diagonal band: every cell
  of the window the page shows at the last step is the cost `diffstep trace --format json
  --max-cells 62500` gives (empty where the band never computed), the distance is the CLI's, and
  stepping asks the engine for each frame's words.
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

# What the widget shows: the problem line, the counter, the narration, and at the last step
# the window's headers and each cell's text.
SEEN = """
var fig = document.getElementById(arguments[0]), form = fig.previousElementSibling;
var p = form.querySelector(".ds-problem"), out = {problem: p.hidden ? "" : p.textContent,
  total: fig.dsStepper.total(), counter: fig.querySelector(".ds-counter").textContent};
fig.dsStepper.show(out.total);
var table = fig.querySelector(".ds-panel table.ds-grid");
out.columns = [].map.call(table.querySelectorAll("thead th"), function (th) { return th.textContent; });
out.rows = [].map.call(table.querySelectorAll("tbody th"), function (th) { return th.textContent; });
out.cells = [].map.call(table.querySelectorAll("tbody tr"), function (tr) {
  return [].map.call(tr.querySelectorAll("td"), function (td) {
    var text = td.querySelector(".ds-text");
    return text ? text.textContent : "";
  });
});
out.lastNarration = fig.querySelector(".ds-narration").textContent;
fig.dsStepper.show(1);
out.firstNarration = fig.querySelector(".ds-narration").textContent;
return out;
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
    seen = browser.execute_script(SEEN, fid)
    table = json.loads(cli(binary, "trace", source, target, "--format", "json") or "{}")
    frames = 2 + 248 * 248 + len(table.get("path", [])) + 1  # seeds, cells, the path, the summary
    check("249 x 249: the result arrives with the CLI's distance and steps, the page answered a key meanwhile",
          answered == 1 and not seen["problem"] and seen["cells"][-1][-1] == str(table.get("distance"))
          and seen["total"] == frames,
          json.dumps({"problem": seen["problem"], "corner": seen["cells"][-1][-1], "cli": table.get("distance"),
                      "total": seen["total"], "frames": frames})[:300])
    check("249 x 249: the progress is gone once the table is drawn", not visible(browser, ".ds-working"))


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
          banded.get("banded") is True and not seen["problem"] and seen["cells"] == expected
          and seen["rows"] == [tokens("source", r) for r in rows]
          and seen["columns"] == [tokens("target", c) for c in columns],
          json.dumps({"problem": seen["problem"], "window": window, "rows": len(seen["rows"]),
                      "first": seen["cells"][:1]})[:400])
    distance = (cli(binary, "distance", source, target) or "").strip()
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
    # Drawing the last frame of a 249 x 249 table takes Chromium tens of seconds (layout), more
    # than the client's 120 s under load.
    browser.command_executor._client_config.timeout = 600
    try:
        largest_table(check, browser, url, binary)
        long_pair(check, browser, url, binary)
    finally:
        browser.quit()
