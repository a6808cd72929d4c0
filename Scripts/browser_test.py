#!/usr/bin/env python3
"""The web stepper in a real browser (headless Chromium through Selenium), over file://.

Usage: browser_test.py SITE_DIR OUT_DIR [SCREENSHOT_COPY]
Prints one line per check and a closing line `browser: N passed, M failed`.
"""
import json
import os
import sys
import urllib.parse

import browser_engine
import browser_explain
import browser_looks

from axe_selenium_python import Axe
import browser_big
import browser_practice
import browser_widgets
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

SITE = os.path.realpath(sys.argv[1])
OUT = sys.argv[2]
SCREENSHOT_COPY = sys.argv[3] if len(sys.argv) > 3 else None
# The diffstep binary, for links made by `diffstep trace --format url` (browser.sh sets it).
BINARY = os.environ.get("DIFFSTEP_BIN", "diffstep")
results = []


def check(name, ok, detail=""):
    ok = bool(ok)
    results.append(ok)
    print(("ok   " if ok else "FAIL ") + name + ("" if ok else ": " + detail))


def driver(javascript=True, still=False):
    """still: prefers-reduced-motion, so no colour is caught halfway through a transition."""
    options = webdriver.ChromeOptions()
    if still:
        options.add_argument("--force-prefers-reduced-motion")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1100,900",
                 "--disable-dev-shm-usage", "--lang=en-US", "--allow-file-access-from-files"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    binary = next((p for p in ("/usr/bin/chromium", "/usr/bin/chromium-browser") if os.path.exists(p)), None)
    if binary:
        options.binary_location = binary
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def url(name):
    return "file://" + urllib.parse.quote(os.path.join(SITE, name))


def replay(data):
    """Every frame as stepper.js rebuilds it: its texts joined from the phrase table "w", its
    panels in full from the cell table "v" (first frame, then (position, cell) changes)."""
    words = data["w"]
    values = [v if isinstance(v, list) else [v, ""] for v in data["v"]]
    text = lambda key, frame: " ".join(words[i] for i in frame.get(key, []))
    # A cell whose third field is 1 shows its position's origin, kept in the panel's "o".
    put = lambda origins, r, c, v: values[v][:2] + [origins[r][c]] if len(values[v]) > 2 else values[v]
    states, panels, origins = [], None, []
    for frame in data["frames"]:
        if "p" in frame:
            origins = [[row.split(" ") for row in p.get("o", [])] for p in frame["p"]]
            panels = [[[put(origins[k], r, c, v) for c, v in enumerate(row)] for r, row in enumerate(p["c"])]
                      for k, p in enumerate(frame["p"])]
        else:
            panels = [[list(row) for row in p] for p in panels]
            places = [(k, r, c) for k, p in enumerate(panels) for r, row in enumerate(p) for c in range(len(row))]
            for position, value in zip(frame["d"][0::2], frame["d"][1::2]):
                k, r, c = places[position]
                panels[k][r][c] = put(origins[k], r, c, value)
        states.append({"panels": panels, "n": text("n", frame), "t": text("t", frame)})
    return states


def current_cell(figure_id, panels):
    for k, panel in enumerate(panels):
        for r, row in enumerate(panel):
            for c, value in enumerate(row):
                if "@" in value[1]:
                    return f"{figure_id}-p{k}-r{r}-c{c}"
    return None


def stepper_checks(browser):
    figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper")
    frames = replay(json.loads(figure.find_element(By.CSS_SELECTOR, "script.ds-frames").get_attribute("textContent")))
    counter = figure.find_element(By.CSS_SELECTOR, ".ds-counter")
    live = figure.find_element(By.CSS_SELECTOR, "[aria-live=polite]")
    template = figure.get_attribute("data-counter")
    expect = lambda n: template.replace("{n}", str(n)).replace("{total}", str(len(frames)))
    check("the stepper starts at the first step", counter.text == expect(1), counter.text)
    grid = figure.find_element(By.CSS_SELECTOR, "table.ds-grid")
    grid.click()
    check("the grid is one tab stop", grid.get_attribute("tabindex") == "0"
          and not figure.find_elements(By.CSS_SELECTOR, "td[tabindex]"))
    for _ in range(5):
        browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    step = min(5, len(frames) - 1)
    check("Right x5 moves the counter to step 6", counter.text == expect(step + 1), counter.text)
    check("the live region reads the sixth narration", live.text == frames[step]["n"], live.text)
    wanted = current_cell(figure.get_attribute("id"), frames[step]["panels"])
    highlighted = [td.get_attribute("id") for td in figure.find_elements(By.CSS_SELECTOR, "td.r-current")]
    check("the highlighted cell is the one the sixth frame decides", highlighted == ([wanted] if wanted else []),
          f"{highlighted} != {wanted}")
    check("the grid's active descendant follows", grid.get_attribute("aria-activedescendant") == wanted)
    words = json.loads(figure.get_attribute("data-marks"))
    marks = [m.text for m in figure.find_elements(By.CSS_SELECTOR, "td.r-current .ds-mark")]
    check("the highlighted cell says so in a word, not a glyph", marks == [words["@"][1]] * len(highlighted), str(marks))
    labels = [td.get_attribute("aria-label") for td in figure.find_elements(By.CSS_SELECTOR, "td.r-current")]
    check("a screen reader hears the cell's place, value and roles by name, never the marks",
          labels and all(words["@"][2] in l and l.startswith("row ") and "@" not in l for l in labels), str(labels))
    before = figure.find_element(By.CSS_SELECTOR, "[data-act=next]").location
    for _ in range(3):
        browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    check("the controls stay where they are as frames change",
          figure.find_element(By.CSS_SELECTOR, "[data-act=next]").location == before)
    for _ in range(3):
        browser.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    play = figure.find_element(By.CSS_SELECTOR, "[data-act=next]")
    play.send_keys(Keys.SPACE)
    check("Space on a focused button presses it and does not start autoplay",
          counter.text == expect(step + 2) and figure.find_element(By.CSS_SELECTOR, "[data-act=play]").text
          == figure.get_attribute("data-play"), counter.text)
    browser.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    os.makedirs(OUT, exist_ok=True)
    browser.execute_script("arguments[0].scrollIntoView({block: 'start'})", figure)
    shot = os.path.join(OUT, "browser.png")
    browser.save_screenshot(shot)
    check("a screenshot was saved", os.path.getsize(shot) > 1000)
    if SCREENSHOT_COPY:
        browser.save_screenshot(SCREENSHOT_COPY)
    browser.switch_to.active_element.send_keys(Keys.HOME)
    check("Home goes back to the start", counter.text == expect(1) and live.text == frames[0]["n"], counter.text)


def page_hygiene(browser):
    errors = [e for e in browser.get_log("browser") if e["level"] in ("SEVERE", "ERROR")]
    check("the console has no error", not errors, json.dumps(errors)[:500])
    folder = "file://" + urllib.parse.quote(SITE) + "/"
    outside = []
    for entry in browser.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            request_url = message["params"]["request"]["url"]
            if not (request_url.startswith(folder) or request_url.startswith("data:")):
                outside.append(request_url)
    check("no request left the page's folder", not outside, str(outside[:5]))


def with_script():
    browser = driver()
    try:
        browser.get(url("index.html"))
        check("the index opens", "diffstep" in browser.title, browser.title)
        english = browser.find_elements(By.CSS_SELECTOR, "a[hreflang=en]")
        if english:
            english[0].click()
        browser.find_element(By.CSS_SELECTOR, "a[href^='kit-kat']").click()
        check("a link leads to the kit -> kat lesson", "kit" in browser.current_url, browser.current_url)
        stepper_checks(browser)
        page_hygiene(browser)
    finally:
        browser.quit()


def every_page():
    """Every lesson and example page in both languages: each widget reaches its last step with
    End, and the console stays clean."""
    browser = driver()
    try:
        pages = []
        for index in ("index.html", "index.en.html"):
            browser.get(url(index))
            for link in browser.find_elements(By.CSS_SELECTOR, "ul.lessons a"):
                name = urllib.parse.unquote(link.get_attribute("href").rsplit("/", 1)[-1])
                # Exercises and tools (the explain page) have no stepper; browser_practice.py tests them.
                if not name.startswith(("exercise-", "explain")) and name not in pages:
                    pages.append(name)
        lessons = [p for p in pages if not p.startswith("example-")]
        check("the indexes list every lesson in both languages", len(lessons) >= 16 and len(lessons) % 2 == 0,
              str(len(lessons)))
        for name in pages:
            browser.get(url(name))
            figures = browser.find_elements(By.CSS_SELECTOR, "figure.ds-stepper")
            ended = []
            for figure in figures:
                frames = replay(json.loads(figure.find_element(By.CSS_SELECTOR, "script.ds-frames")
                                           .get_attribute("textContent")))
                counter = figure.find_element(By.CSS_SELECTOR, ".ds-counter")
                grid = figure.find_elements(By.CSS_SELECTOR, "table.ds-grid")
                target = grid[0] if grid and grid[0].is_displayed() else figure.find_element(By.CSS_SELECTOR, "button")
                browser.execute_script("arguments[0].focus()", target)
                browser.switch_to.active_element.send_keys(Keys.END)
                live = figure.find_element(By.CSS_SELECTOR, "[aria-live=polite]")
                ended.append(counter.text == figure.get_attribute("data-counter")
                             .replace("{n}", str(len(frames))).replace("{total}", str(len(frames)))
                             # .text folds runs of spaces, as UIKit's classic messages have.
                             and " ".join(live.text.split()) == " ".join(frames[-1]["n"].split()))
            errors = [e for e in browser.get_log("browser") if e["level"] in ("SEVERE", "ERROR")]
            check(f"{name}: {len(figures)} widget(s) reach the last step with End, console clean",
                  figures and all(ended) and not errors, f"{ended} {json.dumps(errors)[:300]}")
    finally:
        browser.quit()


def accessibility():
    """axe-core (bundled by axe-selenium-python) on every page of the site, with its script
    running; then in the dark theme on four pages with every tie drawn and the first widget
    stepped into its table: any violation fails."""
    browser = driver(still=True)
    try:
        names = sorted(n for n in os.listdir(SITE) if n.endswith(".html"))
        for name in names:
            browser.get(url(name))
            if browser.find_elements(By.CSS_SELECTOR, "script[src='practice.js']"):
                browser_practice.ready(browser)  # the practice panels, sheet or explain form drawn
            # Colours are judged at rest: a cell's .2 s background transition after the first
            # paint passes through shades that would fail the contrast rule mid-way.
            WebDriverWait(browser, 10).until(lambda b: b.execute_script(
                "return document.getAnimations().every(function (a) { return a.playState !== 'running'; })"))
            axe = Axe(browser)
            axe.inject()
            found = axe.run()["violations"]
            summary = "; ".join(f"{v['id']} x{len(v['nodes'])}: {v['nodes'][0]['target']}" for v in found)
            check(f"{name}: axe-core finds no violation", not found, summary[:600])
        # The dark theme, with every tie drawn and the first widget stepped into its table.
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        for name in ("index.html", "kit-kat.en.html", "auery-garuey.html", "indexpath-game.en.html"):
            browser.get(url(name))
            figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper")
            for toggle in figure.find_elements(By.CSS_SELECTOR, "[data-act=ties]"):
                toggle.click()
            browser.execute_script("arguments[0].focus()", figure.find_element(By.CSS_SELECTOR, "table.ds-grid"))
            for _ in range(9):
                browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
            WebDriverWait(browser, 10).until(lambda b: b.execute_script(
                "return document.getAnimations().every(function (a) { return a.playState !== 'running'; })"))
            axe = Axe(browser)
            axe.inject()
            found = axe.run()["violations"]
            summary = "; ".join(f"{v['id']} x{len(v['nodes'])}: {v['nodes'][0]['target']}" for v in found)
            check(f"{name}, dark, ties shown, step 10: axe-core finds no violation", not found, summary[:600])
    finally:
        browser.quit()


def screenshots():
    """Screenshots for review, saved in OUT: desktop, phone, dark theme and print, of a lesson
    page and the landing page."""
    os.makedirs(OUT, exist_ok=True)
    browser = driver()
    try:
        shots = []
        for page in ("index.en.html", "kit-kat.en.html", "snapshot-adoption.html"):
            for look, width, height, media in (("desktop", 1100, 900, None), ("phone", 390, 844, None),
                                               ("dark", 1100, 900, ("prefers-color-scheme", "dark")),
                                               ("print", 1100, 900, "print")):
                browser.set_window_size(width, height)
                browser.get(url(page))
                if media == "print":
                    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
                elif media:
                    browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                            {"features": [{"name": media[0], "value": media[1]}]})
                else:
                    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
                shot = os.path.join(OUT, f"{page.split('.')[0]}-{look}.png")
                browser.save_screenshot(shot)
                shots.append(os.path.getsize(shot) > 1000)
        check(f"{len(shots)} screenshots saved in {OUT} (desktop, phone, dark, print)", all(shots))
        browser.set_window_size(1100, 900)
        browser.get(url("kit-kat.en.html"))
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        background = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
        check("the dark theme follows prefers-color-scheme", background not in ("rgb(253, 253, 251)", "rgba(0, 0, 0, 0)"),
              background)
    finally:
        browser.quit()


def origin_checks():
    """Item 7 of issue 18, "show the DP, not glyphs": every filled cell points at the neighbour
    its value came from, the path is a line, ties show on demand, a screen reader hears words."""
    browser = driver()
    try:
        for page, labels in (("kit-kat.en.html", {
                "r2-c2": "row i, column a: 1, path, substitute i with a, from 0 on the diagonal",
                "r1-c2": "row k, column a: 1, insert a, from 0 on the left",
                "r3-c0": "row t, column ε: 3, delete t, from 2 above"}),
                             ("kit-kat.html", {
                "r1-c2": "행 k, 열 a: 1, a 삽입, 왼쪽 0에서",
                "r1-c1": "행 k, 열 k: 0, 경로, k 그대로 (일치), 대각선 0에서"})):
            browser.get(url(page))
            figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper")
            fid = figure.get_attribute("id")
            frames = replay(json.loads(figure.find_element(By.CSS_SELECTOR, "script.ds-frames").get_attribute("textContent")))
            browser.execute_script("arguments[0].focus()", figure.find_element(By.CSS_SELECTOR, "table.ds-grid"))
            browser.switch_to.active_element.send_keys(Keys.END)
            final = frames[-1]["panels"][0]
            cells = {(r, c): value for r, row in enumerate(final) for c, value in enumerate(row)}
            arrows, lines, path = [], [], []
            for (r, c), value in cells.items():
                td = browser.find_element(By.ID, f"{fid}-p0-r{r}-c{c}")
                classes = td.get_attribute("class").split()
                if r + c > 0:
                    arrows.append(any(k.startswith("from-") for k in classes))
                if "*" in value[1]:
                    path.append((r, c))
                    lines.append(bool(td.find_elements(By.CSS_SELECTOR, "svg.ds-line path")))
            check(f"{page}: every filled cell but the corner has an arrow to its chosen neighbour",
                  arrows and all(arrows), str(arrows))
            check(f"{page}: the path ({len(path)} cells) is drawn as a line through each of its cells",
                  len(path) >= 2 and all(lines), str(lines))
            got = {k: browser.find_element(By.ID, f"{fid}-p0-{k}").get_attribute("aria-label") for k in labels}
            check(f"{page}: a screen reader hears place, value, operation and origin in words",
                  got == labels, str(got))
            texts = [td.text for td in figure.find_elements(By.CSS_SELECTOR, "td")]
            soup = [t for t in texts if any(g in t for g in ("^", "<", "\\", "!", "@", "*"))]
            check(f"{page}: no cell shows the terminal's glyphs", not soup, str(soup[:5]))
        browser.get(url("auery-garuey.en.html"))
        figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper")
        browser.execute_script("arguments[0].focus()", figure.find_element(By.CSS_SELECTOR, "table.ds-grid"))
        browser.switch_to.active_element.send_keys(Keys.END)
        before = len(figure.find_elements(By.CSS_SELECTOR, "td .ds-tie"))
        toggle = figure.find_element(By.CSS_SELECTOR, "[data-act=ties]")
        toggle.click()
        ties = figure.find_elements(By.CSS_SELECTOR, "td .ds-tie")
        labels = [td.get_attribute("aria-label") or "" for td in figure.find_elements(By.CSS_SELECTOR, "td")]
        check("the toggle shows every equally cheap origin, drawn and in the labels",
              before == 0 and ties and toggle.get_attribute("aria-pressed") == "true"
              and any("equally cheap:" in l for l in labels), f"{before} -> {len(ties)}")
        toggle.click()
        check("and hides them again", not figure.find_elements(By.CSS_SELECTOR, "td .ds-tie"))
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        shown = browser.execute_script(
            "return [...document.querySelectorAll('figure.ds-stepper svg.ds-line')].filter(e => e.getBoundingClientRect().width > 0).length")
        check("printed, the path line is there", shown >= 2, str(shown))
    finally:
        browser.quit()


def single_file_export():
    """`diffstep trace ... --format html`: a page of its own that steps to its end."""
    if not os.path.exists(os.path.join(SITE, "trace-export.html")):
        return
    browser = driver()
    try:
        browser.get(url("trace-export.html"))
        check("the single-file export links nowhere", not browser.find_elements(By.CSS_SELECTOR, "a, nav"))
        figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper")
        frames = replay(json.loads(figure.find_element(By.CSS_SELECTOR, "script.ds-frames").get_attribute("textContent")))
        browser.execute_script("arguments[0].focus()", figure.find_element(By.CSS_SELECTOR, "table.ds-grid"))
        browser.switch_to.active_element.send_keys(Keys.END)
        live = figure.find_element(By.CSS_SELECTOR, "[aria-live=polite]")
        check("the single-file export steps to its last narration", len(frames) > 100 and live.text == frames[-1]["n"],
              live.text[:200])
        page_hygiene(browser)
    finally:
        browser.quit()


def without_script():
    browser = driver(javascript=False)
    try:
        browser.get(url("kit-kat.html"))
        cells = browser.find_elements(By.CSS_SELECTOR, "figure.ds-stepper table.ds-grid td")
        texts = [c.text for c in cells if c.text.strip()]
        check("without JavaScript the final table is there", len(texts) >= 4, f"{len(texts)} filled cells")
        controls = browser.find_element(By.CSS_SELECTOR, ".ds-controls")
        check("without JavaScript the dead controls stay hidden", not controls.is_displayed())
        check("without JavaScript no input form appears", not browser.find_elements(By.CSS_SELECTOR, "form.ds-input"))
    finally:
        browser.quit()


try:
    with_script()
    origin_checks()
    browser_engine.run(check, driver, url, SITE, BINARY)
    browser_widgets.matrix(check, driver, url, SITE, BINARY)
    browser_widgets.regressions(check, driver, url, SITE, BINARY)
    browser_explain.run(check, driver, url, SITE, BINARY)
    browser_big.run(check, driver, url, BINARY)
    every_page()
    single_file_export()
    without_script()
    browser_practice.run(driver, url, check)
    accessibility()
    screenshots()
    browser_looks.run(check, driver, url)
except Exception as error:  # a crash is a failed check, not a silent pass
    check("the browser test ran to the end", False, repr(error)[:500])
passed = sum(results)
print(f"browser: {passed} passed, {len(results) - passed} failed")
sys.exit(0 if passed == len(results) and results else 1)
