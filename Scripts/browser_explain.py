"""The explain page's reproduction links, followed as a developer follows them (issue 27).

A crash pasted on the explain page gets a checked reproduction and a link into the batch or
snapshot playground. Following the link must open the playground with its fields filled from
the link (old, new, calls, view, iOS; or the script and iOS), and the playground, run, must
raise the pasted text (modulo addresses and whitespace runs, as explain compares). Then the
batch playground's written-order reading with a call it skips: never "matches the new data".
Called by browser_test.py.
"""
import re
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import browser_practice

# A count text whose reproduction is an empty batch, an insert past the end in a table, and a
# diffable duplicate (the snapshot playground).
BATCH_PASTES = [
    "reason: 'Invalid update: invalid number of items in section 0.  The number of items contained in an existing "
    "section after the update (4) must be equal to the number of items contained in that section before the update "
    "(3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus "
    "or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'",
    "attempt to insert row 8 into section 0, but there are only 8 rows in section 0 after the update",
]
SNAPSHOT_PASTE = ("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                  "'Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}'")

# What a playground shows once it has run from its fragment: its fields and its report.
SEEN = """
var fig = document.querySelector("figure[data-input]"), form = fig && fig.previousElementSibling;
var rep = fig && fig.nextElementSibling;
if (!form || !rep || !rep.classList.contains("ds-report") || rep.hidden || !rep.textContent) { return null; }
var fields = {};
[].forEach.call(form.querySelectorAll("[name]"), function (f) { fields[f.name] = f.value; });
var pre = [].map.call(rep.querySelectorAll("pre"), function (p) { return p.textContent; });
return {fields: fields, report: rep.innerText, pre: pre};
"""


def comparable(text):
    """As explain compares a raised text with a paste: addresses and whitespace runs aside."""
    return " ".join(re.sub(r"0x[0-9A-Fa-f…]+", "0x", text).split())


def explained(browser, url, pasted):
    """Pastes `pasted` on the explain page; the answer's text and its playground link."""
    browser.get(url("explain.en.html"))
    browser_practice.ready(browser)
    box = browser.find_element(By.ID, "explain-text")
    browser.execute_script("arguments[0].value = arguments[1]", box, pasted)
    browser.find_element(By.CSS_SELECTOR, ".ds-explain-form button[type=submit]").click()
    answer = browser.find_element(By.ID, "explain-answer")
    links = answer.find_elements(By.CSS_SELECTOR, "a.ds-playground-link")
    return answer.text, (links[0].get_attribute("href") if links else None)


def opened(browser, href):
    """Follows a playground link; what the playground shows once it has run, or None."""
    browser.get(href)
    try:
        return WebDriverWait(browser, 30).until(lambda b: b.execute_script(SEEN))
    except Exception:  # a playground that never answers is a failed check below
        return None


def run(check, driver, url, site, binary):
    browser = driver()
    try:
        for pasted in BATCH_PASTES:
            text, href = explained(browser, url, pasted)
            check("explain links a checked reproduction into the batch playground",
                  href is not None and "playground-batch" in href, text[:300])
            if href is None:
                continue
            given = dict(urllib.parse.parse_qsl(href.partition("#")[2], keep_blank_values=True))
            seen = opened(browser, href)
            check("the batch playground opens with every field the link gives (old, new, calls, view, iOS)",
                  seen is not None and all(seen["fields"].get(k) == given.get(k) for k in ("old", "new", "calls", "view", "ios"))
                  and all(k in given for k in ("old", "new", "calls", "view", "ios")), f"{given} / {seen and seen['fields']}")
            reason = comparable(re.sub(r"^reason: '|'$", "", pasted))
            raised = [comparable(p) for p in (seen["pre"] if seen else [])]
            check("run there, the batch playground raises the pasted text",
                  any(r.startswith(reason) for r in raised), f"{reason[:120]} / {raised[:2]}")
        text, href = explained(browser, url, SNAPSHOT_PASTE)
        check("explain links a diffable duplicate's script into the snapshot playground",
              href is not None and "playground-snapshot" in href, text[:300])
        if href is not None:
            given = dict(urllib.parse.parse_qsl(href.partition("#")[2], keep_blank_values=True))
            seen = opened(browser, href)
            check("the snapshot playground opens with the link's script and iOS",
                  seen is not None and seen["fields"].get("script") == given.get("script")
                  and seen["fields"].get("ios") == given.get("ios"), f"{given} / {seen and seen['fields']}")
            check("run there, the snapshot playground raises the pasted text and stops there",
                  seen is not None and comparable(SNAPSHOT_PASTE.partition("reason: '")[2].rstrip("'"))
                  in [comparable(p) for p in seen["pre"]]
                  and "The app stops at line" in seen["report"], (seen or {}).get("report", "")[:300])
        # A call the written order skips: the playground never says it matches the new data.
        # (An index past 2^31 is refused up front there: the page's engine counts in 32 bits.)
        fragment = urllib.parse.urlencode({"old": "a b c", "new": "a b c", "calls": "insert 9"},
                                          quote_via=urllib.parse.quote)
        seen = opened(browser, url("playground-batch.en.html") + "#" + fragment)
        report = (seen or {}).get("report", "")
        check("a skipped call: the batch playground says so, not 'matches the new data'",
              "skipped (out of range)" in report and "a call was skipped" in report
              and "matches the new data" not in report, report[:400])
    finally:
        browser.quit()
