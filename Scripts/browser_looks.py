"""How the widgets look, and axe-core in every state a learner reaches, called by browser_test.py.

Screenshots of each widget kind (trace, a 41 x 41 trace drawn through a window, Heckel, batch,
snapshot, a lesson's own frames, the practice panel, the answer sheet graded in the page,
explain) in the light and dark themes and on a phone (390 px wide), saved in
.build/screenshots/ (gitignored) for a person to look at. Then axe-core, with motion allowed
(no reduced-motion flag): after Show, on a big table drawn through a window, right after a step
and during autoplay (a cell changing colour is measured as the learner sees it, mid-change),
with a practice panel answered, with the sheet graded, in both themes; any violation fails."""
import os

from axe_selenium_python import Axe
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import browser_practice

ROOT = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))
SHOTS = os.path.join(ROOT, ".build", "screenshots")
# Tall windows: a widget is shot whole (an element shot stops at the window's edge).
LOOKS = (("light", 1100, 1600, "light"), ("dark", 1100, 1600, "dark"), ("phone", 390, 1600, "light"),
         ("phone-dark", 390, 1600, "dark"))


# The texts of the big trace: a table of 1,681 cells, drawn through a window.
BIG = ("kitchensinkstatisticsgaskettestskatedesk", "sittingtastecakesdeskstackssitkatkeisgat")


def theme(browser, scheme):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                            {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def show(browser, fid):
    """Presses the widget's Show and waits until it has run."""
    browser.execute_async_script(
        "var fig = document.getElementById(arguments[0]), done = arguments[1];"
        "new MutationObserver(function (l, o) { o.disconnect(); done(); })"
        ".observe(fig, { attributes: true, attributeFilter: ['data-ran'] });"
        "fig.previousElementSibling.querySelector('button[type=submit]').click();", fid)


def step(browser, figure, count):
    """Next, `count` times, as the learner presses it."""
    button = figure.find_element(By.CSS_SELECTOR, "[data-act=next]")
    for _ in range(count):
        browser.execute_script("arguments[0].click()", button)


def settle(browser):
    WebDriverWait(browser, 10).until(lambda b: b.execute_script(
        "return document.getAnimations().every(function (a) { return a.playState !== 'running'; })"))


def open_page(browser, url, name, fragment=""):
    browser.get(url(name) + (f"#{fragment}" if fragment else ""))
    browser_practice.ready(browser)


def prepare(browser, url, kind):
    """Opens the page of a widget kind in a state worth seeing; returns the elements to shoot."""
    if kind == "trace":
        open_page(browser, url, "kit-kat.en.html")
        figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper")
        step(browser, figure, 7)
        return [figure]
    if kind == "trace-arabic":
        # Arabic words, right to left inside a left-to-right table (bidi isolation).
        open_page(browser, url, "index.html", "s=%D9%83%D8%AA%D8%A7%D8%A8&t=%D9%83%D8%AA%D8%A8&step=9")
        return [browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper")]
    if kind == "trace-big":
        # Forty letters each way: a 41 x 41 table, drawn through a window (stepper.window.js).
        open_page(browser, url, "index.en.html", f"s={BIG[0]}&t={BIG[1]}&step=300")
        figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper[data-input]")
        WebDriverWait(browser, 120).until(lambda b: figure.get_attribute("data-ran"))
        return [figure]
    if kind == "heckel":
        open_page(browser, url, "example-heckel.en.html")
        figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper")
        step(browser, figure, 3)
        return [figure]
    if kind in ("batch", "snapshot"):
        open_page(browser, url, f"playground-{kind}.en.html")
        figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper[data-input]")
        show(browser, figure.get_attribute("id"))
        step(browser, figure, 2)
        shots = [figure]
        report = figure.find_elements(By.XPATH, "following-sibling::*[1][contains(@class, 'ds-report')]")
        return shots + report
    if kind == "batch-sections":
        open_page(browser, url, "playground-batch.en.html",
                  "old=A%3A%20a%20b%20%7C%20B%3A%20c%20d&new=B%3A%20c%20d&calls=delete%20section%200")
        figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper[data-input]")
        step(browser, figure, 2)  # UIKit's deletes: the deleted section shaded whole
        return [figure]
    if kind == "lesson":
        open_page(browser, url, "indexpath-game.en.html")
        figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper")
        step(browser, figure, 3)
        return [figure]
    if kind == "practice":
        open_page(browser, url, "kit-kat.en.html")
        panel = browser.find_element(By.CSS_SELECTOR, "section.ds-practice")
        field = panel.find_element(By.CSS_SELECTOR, "input:not([type=radio])")
        field.send_keys("7")
        field.send_keys(Keys.ENTER)
        return [panel]
    if kind == "sheet":
        open_page(browser, url, "exercise-kit-kat-table.en.html")
        sheet = browser.find_element(By.CSS_SELECTOR, "section.ds-sheet")
        browser_practice.graded_in_page(browser, sheet, "0 1 2 3\n1 0 1 2\n2 1 2 2\n3 2 2 2\n")
        return [sheet]
    if kind == "explain":
        open_page(browser, url, "explain.en.html")
        section = browser.find_element(By.CSS_SELECTOR, "section.ds-explain")
        section.find_element(By.CSS_SELECTOR, "[data-act=example]").click()
        return [section]
    raise ValueError(kind)


KINDS = ("trace", "trace-arabic", "trace-big", "heckel", "batch", "batch-sections", "snapshot", "lesson", "practice", "sheet",
         "explain")


def screenshots(check, driver, url):
    """Each widget kind in each look, as PNGs in .build/screenshots/."""
    os.makedirs(SHOTS, exist_ok=True)
    browser = driver()
    saved, failed = 0, []
    try:
        for look, width, height, scheme in LOOKS:
            browser.set_window_size(width, height)
            for kind in KINDS:
                theme(browser, scheme)
                try:
                    elements = prepare(browser, url, kind)
                    settle(browser)
                    for index, element in enumerate(elements):
                        browser.execute_script("arguments[0].scrollIntoView({block: 'start'})", element)
                        path = os.path.join(SHOTS, f"{kind}{'-report' if index else ''}-{look}.png")
                        element.screenshot(path)
                        saved += os.path.getsize(path) > 1000
                except Exception as error:  # one kind failing is named, the others still shot
                    failed.append(f"{kind} {look}: {repr(error)[:160]}")
        check(f"{saved} screenshots of every widget kind saved in .build/screenshots (light, dark, phone)",
              saved >= len(KINDS) * len(LOOKS) and not failed, "; ".join(failed)[:600])
    finally:
        browser.quit()


def printed(check, driver, url):
    """A lesson printed mid-way prints each stepper's filled table (the last frame), in print styles."""
    browser = driver()
    try:
        browser.set_window_size(1100, 1600)
        open_page(browser, url, "kit-kat.en.html")
        figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper")
        step(browser, figure, 2)
        browser.execute_script("window.dispatchEvent(new Event('beforeprint'))")
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": []})
        corner = browser.execute_script(
            "var cells = arguments[0].querySelectorAll('tbody tr:last-child td .ds-text');"
            "return cells.length ? cells[cells.length - 1].textContent : null;", figure)
        empty = browser.execute_script(
            "return [].filter.call(arguments[0].querySelectorAll('tbody td'), function (td) {"
            " return !td.querySelector('.ds-text') || !td.querySelector('.ds-text').textContent.trim(); }).length;", figure)
        figure.screenshot(os.path.join(SHOTS, "trace-print.png"))
        check("kit -> kat printed mid-way prints the filled table (corner 1, no empty cell)",
              corner == "1" and empty == 0, f"corner {corner!r}, {empty} empty cells")
        browser.execute_script("window.dispatchEvent(new Event('afterprint'))")
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
        counter = figure.find_element(By.CSS_SELECTOR, ".ds-counter").get_attribute("textContent")
        check("after printing the stepper is back at its step", counter.startswith("Step 3 of"), counter)
    finally:
        browser.quit()


def axe_now(browser):
    axe = Axe(browser)
    axe.inject()
    found = axe.run()["violations"]
    return found, "; ".join(f"{v['id']} x{len(v['nodes'])}: {v['nodes'][0]['target']}" for v in found)[:600]


def accessibility(check, driver, url):
    """axe-core in the states a learner reaches, motion allowed, light and dark."""
    browser = driver()
    try:
        for scheme in ("light", "dark"):
            theme(browser, scheme)
            # After Show, on each playground.
            for kind in ("batch", "snapshot"):
                prepare(browser, url, kind)
                settle(browser)
                found, summary = axe_now(browser)
                check(f"{kind} playground after Show ({scheme}): axe-core finds no violation", not found, summary)
            # A big table drawn through a window, mid-way.
            prepare(browser, url, "trace-big")
            found, summary = axe_now(browser)
            check(f"a 41 x 41 table drawn through a window ({scheme}): axe-core finds no violation", not found, summary)
            # Right after a step, without waiting: a cell's colour as it is while it changes.
            open_page(browser, url, "kit-kat.en.html")
            figure = browser.find_element(By.CSS_SELECTOR, "figure.ds-stepper")
            step(browser, figure, 4)
            running = browser.execute_script(
                "return document.getAnimations().filter(function (a) { return a.playState === 'running'; }).length")
            found, summary = axe_now(browser)
            check(f"kit -> kat right after a step ({scheme}): no colour fade runs and axe-core finds no violation",
                  not found and running == 0, f"{running} running; {summary}")
            # During autoplay.
            figure.find_element(By.CSS_SELECTOR, "[data-act=play]").click()
            found, summary = axe_now(browser)
            figure.find_element(By.CSS_SELECTOR, "[data-act=play]").click()
            check(f"kit -> kat while playing ({scheme}): axe-core finds no violation", not found, summary)
            # A practice panel answered, the sheet graded.
            for kind in ("practice", "sheet", "explain"):
                prepare(browser, url, kind)
                found, summary = axe_now(browser)
                check(f"{kind} open and answered ({scheme}): axe-core finds no violation", not found, summary)
    finally:
        browser.quit()


def run(check, driver, url):
    screenshots(check, driver, url)
    printed(check, driver, url)
    accessibility(check, driver, url)
