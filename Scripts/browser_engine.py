"""The engine in the page (Site/engine.js and its parts engine-text.js, engine-batch.js, engine-snapshot.js, engine-explain.js; Site/inputs.js), checked and measured in the browser:
custom input typed into a trace widget, stepping and the URL fragment, a shared link made by
`diffstep trace --format url`, a refused input with the CLI's message, the batch and snapshot
playgrounds; and the figures for README's Performance: engine load, a 30x30 trace computed
and its first frame drawn, the cost of one step. Called by browser_test.py."""
import json
import os
import statistics
import subprocess
import tempfile
import urllib.parse

from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# In the page: time the engine's first load, then a 30x30 trace (engine + first frame drawn,
# layout forced) and single steps, on the same widget, best of several runs; then the same
# frames with every frame's words inside, as a stored widget carries them, stepped alike.
MEASURE = """
var done = arguments[0], figure = document.querySelector("figure.ds-stepper[data-input]");
var t0 = performance.now();
DiffstepEngine.ready.then(function (engine) {
  var load = performance.now() - t0, traces = [], steps = [], stepper = null;
  var a = "abcdefghijklmnopqrstuvwxyz0123", b = "zyxwvutsrqponmlkjihgfedcba9876";
  for (var run = 0; run < 7; run++) {
    var s = performance.now();
    var answer = engine.trace({ source: a, target: b });
    stepper = DiffstepStepper.mount(figure, answer.stepper);
    figure.getBoundingClientRect();
    traces.push(performance.now() - s);
  }
  for (var round = 0; round < 3; round++) {
    var s2 = performance.now();
    for (var i = 1; i <= 200; i++) { stepper.show(i); figure.getBoundingClientRect(); }
    steps.push((performance.now() - s2) / 200);
  }
  /* The same frames as a stored widget carries them (every frame's words inside), stepped
     the same way: what pre-computed frames of this size cost. */
  var answer = engine.trace({ source: a, target: b }), stored = JSON.parse(JSON.stringify(answer.stepper)), same = [];
  stored.frames.forEach(function (frame, i) {
    if (frame.n !== undefined) { return; }
    var words = answer.stepper.words(i + 1);
    frame.n = [stored.w.push(words.n) - 1];
    frame.t = [stored.w.push(words.t) - 1];
  });
  var total = stepper.total();
  DiffstepStepper.mount(figure, stored);
  for (var again = 0; again < 3; again++) {
    var s3 = performance.now();
    for (var k = 1; k <= 200; k++) { stepper.show(k); figure.getBoundingClientRect(); }
    same.push((performance.now() - s3) / 200);
  }
  done({ load: load, trace: traces, step: steps, sameSize: same, total: total });
});
"""

# One part of the engine added to a page that has none, as its <script> would add it, and the
# time from then until it is decoded, inflated, compiled and instantiated.
LOAD_PART = """
var part = arguments[0], done = arguments[arguments.length - 1], script = document.createElement("script");
script.src = "engine-" + part + ".js";
script.onload = function () {
  var t0 = performance.now();
  DiffstepEngine.ready.then(function () { done(performance.now() - t0); });
};
document.head.appendChild(script);
"""

# The same stepping on a widget's pre-computed frames (the page as it was before the engine).
MEASURE_PRECOMPUTED = """
var figure = arguments[0], stepper = figure.dsStepper, total = stepper.total(), steps = [];
for (var round = 0; round < 3; round++) {
  var s = performance.now();
  for (var i = 1; i <= 200; i++) { stepper.show(1 + (i % total)); figure.getBoundingClientRect(); }
  steps.push((performance.now() - s) / 200);
}
return steps;
"""


def levenshtein(a, b):
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (x != y))
    return row[-1]


def engine_ready(browser):
    """Returns once the page's engine is inflated and compiled: the page's own answers, asked
    for when it became ready, are drawn by then."""
    browser.execute_async_script("var done = arguments[0]; DiffstepEngine.ready.then(function () { done(); });")


def run(check, driver, url, site, binary):
    browser = driver()
    browser.set_script_timeout(120)
    figures = {}
    try:
        # 1. A custom input typed into the kit -> kat lesson's trace widget.
        browser.get(url("kit-kat.en.html"))
        engine_ready(browser)
        form = browser.find_element(By.CSS_SELECTOR, "form.ds-input")
        figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper[data-input]")
        check("a trace widget has a form: two texts, unit, tie-break",
              [e.get_attribute("name") for e in form.find_elements(By.CSS_SELECTOR, "input, select")]
              == ["source", "target", "unit", "tie-break", "notation"])
        for name, text in (("source", "intention"), ("target", "execution")):
            field = form.find_element(By.NAME, name)
            field.clear()
            field.send_keys(text)
        ran = figure.get_attribute("data-ran")
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        # Show may compute off the page's thread (a worker): its answer is drawn when data-ran moves.
        WebDriverWait(browser, 60, poll_frequency=0.05).until(lambda b: figure.get_attribute("data-ran") != ran)
        counter = figure.find_element(By.CSS_SELECTOR, ".ds-counter")
        total = browser.execute_script("return arguments[0].dsStepper.total()", figure)
        check("Show redraws the widget with the typed texts (10 x 10 table)",
              counter.text == f"Step 1 of {total}" and "intention" not in figure.get_attribute("data-input")
              and len(figure.find_elements(By.CSS_SELECTOR, "table.ds-grid tbody tr")) == 10, counter.text)
        caption = browser.find_element(By.CSS_SELECTOR, "#" + figure.get_attribute("id") + "-practice .ds-practice-problem")
        check("the practice panel under it now asks about the typed texts",
              "intention" in caption.text and "execution" in caption.text, caption.text[:200])
        distance = browser.execute_async_script(
            "var done = arguments[0]; DiffstepEngine.ready.then(function (e) {"
            " done(e.trace({source: 'intention', target: 'execution'}).distance); });")
        check("the engine's distance is the edit distance (5)", distance == levenshtein("intention", "execution") == 5,
              str(distance))
        # Decomposed text (NFD, as macOS file names and some keyboards give it) is the same text:
        # the loader hands the engine NFC, as the CLI compares (docs/WASM.md, "Normalization").
        forms = browser.execute_async_script(
            "var done = arguments[0]; DiffstepEngine.ready.then(function (e) { done(["
            " e.trace({source: 'cafe\\u0301', target: 'caf\\u00e9'}).distance,"
            " e.trace({source: '\\u1112\\u1161\\u11ab\\u1100\\u1173\\u11af', target: '\\ud55c\\uad74'}).distance,"
            " e.trace({source: '\\u1112\\u1161\\u11ab', target: '\\ud56d', unit: 'jamo'}).distance]); });")
        check("decomposed text is the composed text: cafe+U+0301 = café (0), NFD 한글 -> 한굴 is 1, jamo 한 -> 항 is 1",
              forms == [0, 1, 1], str(forms))
        browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper[data-input] table.ds-grid").click()
        for _ in range(4):
            browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        fragment = urllib.parse.unquote(browser.current_url.partition("#")[2])
        check("stepping writes the view into the URL fragment",
              fragment == "s=intention&t=execution&step=5" and counter.text == f"Step 5 of {total}", fragment)
        # 2. A refused input: past the full table's limit the page steps through the diagonal band
        # (as diffstep step does); a band too wide is refused with the page's limit, the widget unchanged.
        for name, letter in (("source", "a"), ("target", "b")):
            field = form.find_element(By.NAME, name)
            field.clear()
            browser.execute_script("arguments[0].value = arguments[1]", field, letter * 6000)
        ran = figure.get_attribute("data-ran")
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        WebDriverWait(browser, 120, poll_frequency=0.05).until(lambda b: figure.get_attribute("data-ran") != ran)
        problem = form.find_element(By.CSS_SELECTOR, ".ds-problem")
        check("a 6001 x 6001 table whose band is too wide is refused with the page's limit; the last table goes out of sight",
              problem.is_displayed() and "25000000" in problem.text.replace(",", "") and not figure.is_displayed()
              and counter.get_attribute("textContent") == f"Step 5 of {total}", problem.text)
        # 3. A link printed by the CLI opens the same view.
        link = subprocess.run([binary, "trace", "kitten", "sitting", "--format", "url", "--step", "12",
                               "--site-url", "file://" + urllib.parse.quote(site), "--lang", "en"],
                              capture_output=True, text=True, check=True).stdout.strip()
        browser.get(link)
        figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper[data-input]")
        # Step 12's words, asked of the engine as the stepper asks for them (trace_step).
        wanted = json.loads(browser.execute_async_script(
            "var done = arguments[0]; DiffstepEngine.ready.then(function (e) {"
            " done(e.call('trace_step', 'kitten', 'sitting', '', '', '', 'en', '12')); });"))["n"]
        narration = figure.find_element(By.CSS_SELECTOR, ".ds-narration").text
        form = browser.find_element(By.CSS_SELECTOR, "form.ds-input")
        check("diffstep trace --format url opens kitten -> sitting at step 12 on the index",
              figure.find_element(By.CSS_SELECTOR, ".ds-counter").text.startswith("Step 12 of")
              and form.find_element(By.NAME, "source").get_attribute("value") == "kitten"
              and " ".join(narration.split()) == " ".join(wanted.split()), f"{link} {narration[:80]}")
        # 4. The Korean page answers in Korean.
        browser.get(url("index.html") + "#s=" + "가" * 6000 + "&t=" + "나" * 6000)
        engine_ready(browser)
        WebDriverWait(browser, 120, poll_frequency=0.1).until(
            lambda b: b.find_element(By.CSS_SELECTOR, "form.ds-input .ds-problem").is_displayed())
        problem = browser.find_element(By.CSS_SELECTOR, "form.ds-input .ds-problem")
        check("a refused link on a Korean page shows the page's Korean message", "이 페이지는" in problem.text, problem.text)
        # 5. The batch playground: the article's example 6, then the learner's own calls.
        browser.get(url("playground-batch.en.html"))
        engine_ready(browser)
        form = browser.find_element(By.CSS_SELECTOR, "form.ds-input")
        calls = form.find_element(By.NAME, "calls")
        calls.clear()
        calls.send_keys("collectionView.performBatchUpdates {\n    collectionView.insertItems(at: [IndexPath(item: 6, section: 0)])\n}")
        new = form.find_element(By.NAME, "new")
        new.clear()
        new.send_keys("a b c d e f g h")
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        report = browser.find_element(By.CSS_SELECTOR, ".ds-report")
        with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as file:
            file.write("collectionView.performBatchUpdates {\n    collectionView.insertItems(at: [IndexPath(item: 6, section: 0)])\n}\n")
        cli = subprocess.run([binary, "batch", "--old", "a b c d e f", "--new", "a b c d e f g h", "--calls", file.name,
                              "--format", "json", "--lang", "en"], capture_output=True, text=True)
        os.unlink(file.name)
        message = json.loads(cli.stdout)["verdict"]["exception"]["message"]
        check("the batch playground shows the verdict, both readings, UIKit's text (the CLI's) and a safe batch",
              "crashes" in report.text and message in report.text and "Read in the order written" in report.text
              and "As UIKit reads it" in report.text and "performBatchUpdates" in report.text.split("A safe batch")[-1],
              report.text[:300])
        form.find_element(By.NAME, "calls").send_keys("\nfrobnicate 3")
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        problem = form.find_element(By.CSS_SELECTOR, ".ds-problem")
        check("calls that do not parse show the CLI's message", problem.is_displayed() and "calls:4:" in problem.text,
              problem.text)
        # A stale cache (the CLI's --cached): the view counted 2 items, the data source 3.
        for name, text in (("old", "a b c"), ("new", "a b c d"), ("cached", "a b"), ("calls", "insert 3")):
            field = form.find_element(By.NAME, name)
            field.clear()
            field.send_keys(text)
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        report = browser.find_element(By.CSS_SELECTOR, ".ds-report")
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as file:
            file.write("insert 3\n")
        cli = subprocess.run([binary, "batch", "--old", "a b c", "--new", "a b c d", "--cached", "a b", "--calls",
                              file.name, "--format", "json", "--lang", "en"], capture_output=True, text=True)
        os.unlink(file.name)
        message = json.loads(cli.stdout)["verdict"]["exception"]["message"]
        check("the view's cache field gives the CLI's --cached answer (before = the cache's 2)",
              message in report.text and "(2)" in message and "cached=a%20b" in browser.current_url,
              report.text[:300])
        # 6. The snapshot playground.
        browser.get(url("playground-snapshot.en.html"))
        engine_ready(browser)
        form = browser.find_element(By.CSS_SELECTOR, "form.ds-input")
        script = form.find_element(By.NAME, "script")
        script.clear()
        script.send_keys("appendSections main\nappendSections main\napply")
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        report = browser.find_element(By.CSS_SELECTOR, ".ds-report")
        check("the snapshot playground runs a script and counts its exception", "(1 exception)" in report.text,
              report.text[:200])
        errors = [e for e in browser.get_log("browser") if e["level"] in ("SEVERE", "ERROR")]
        check("the engine pages leave the console clean", not errors, json.dumps(errors)[:300])
        # 7. The figures. The engine's first load on a page that has not started it (a widget's
        # practice panel starts it at once), then the trace and steps on the index's widget.
        # The about page loads no part: each part is added to it as a page would load it.
        loads = {}
        browser.get(url("about.en.html"))
        check("the about page starts with no part of the engine",
              "engine-text.js" not in browser.page_source and "engine-batch.js" not in browser.page_source
              and "engine-snapshot.js" not in browser.page_source and "engine-explain.js" not in browser.page_source)
        for part in ("text", "batch", "snapshot", "explain"):
            browser.get(url("about.en.html"))
            loads[part] = browser.execute_async_script(LOAD_PART, part)
        browser.get(url("kit-kat.en.html"))
        check("a trace lesson loads the text part only",
              'src="engine-text.js"' in browser.page_source and "engine-batch.js" not in browser.page_source)
        browser.get(url("index.en.html"))
        figures = browser.execute_async_script(MEASURE)
        figures["load"] = loads
        browser.get(url("auery-garuey.en.html"))
        precomputed = browser.execute_script(MEASURE_PRECOMPUTED, browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper"))
        figures["precomputed"] = precomputed
        check("a 30 x 30 trace runs in the page", figures["total"] > 900, str(figures["total"]))
    finally:
        browser.quit()
    if figures:
        print("measure: engine load (decode + inflate + compile + instantiate): "
              + "; ".join(f"{part} part {ms:.1f} ms" for part, ms in figures["load"].items()))
        print(f"measure: 30x30 trace computed, first frame drawn: median {statistics.median(figures['trace']):.1f} ms"
              f" (runs: {', '.join(f'{t:.1f}' for t in figures['trace'])})")
        print(f"measure: one step of the 30x30 engine widget: {min(figures['step']):.3f} ms;"
              f" of the same frames pre-computed: {min(figures['sameSize']):.3f} ms;"
              f" of a pre-computed 6x7 widget (auery-garuey): {min(figures['precomputed']):.3f} ms")
    return figures
