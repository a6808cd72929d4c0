"""The practice panels, the answer sheet and the explain page in a real browser (file://),
called by browser_test.py: a practice question answered wrong and right, a crash question
shown, an answer sheet checked live and downloaded, then graded by `diffstep check`, sheets
graded in the page as `diffstep check` grades them, and a pasted crash explained as `diffstep explain` explains it."""
import json
import os
import subprocess
import tempfile
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))


def diffstep():
    binary = os.environ.get("DIFFSTEP_BIN")
    if not binary:
        folder = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True)
        binary = os.path.join(folder.stdout.strip(), "diffstep")
    return binary


def ready(browser, seconds=30):
    """Waits until practice.js has run (the engine compiled and the panels drawn, or nothing to do)."""
    WebDriverWait(browser, seconds).until(
        lambda b: b.execute_script("return document.documentElement.getAttribute('data-practice')") is not None)
    # The steppers' cells fade between colours (0.2 s); compiling the engine can hold a fade
    # half-way, and axe-core would measure the contrast of the colour in between.
    WebDriverWait(browser, seconds).until(lambda b: b.execute_script(
        "return !document.getAnimations || document.getAnimations().every(function (a) {"
        " return a.playState !== 'running'; })"))


def engine(browser, *args):
    """One call of the page's own engine, parsed."""
    return browser.execute_async_script(
        "var done = arguments[arguments.length - 1], args = Array.prototype.slice.call(arguments, 0, -1);"
        "window.DiffstepEngine.ready.then(function (e) { done(JSON.parse(e.call.apply(null, args))); })"
        ".catch(function (error) { done({error: String(error)}); });", *args)


def practice_question(browser, url, check):
    browser.get(url("kit-kat.en.html"))
    ready(browser)
    panel = next(p for p in browser.find_elements(By.CSS_SELECTOR, "section.ds-practice")
                 if p.get_attribute("data-source") == "kitten")
    check("a practice panel shows under the kitten -> sitting widget", panel.is_displayed())
    question = panel.find_element(By.CSS_SELECTOR, ".ds-practice-question").text
    cell = panel.find_element(By.CSS_SELECTOR, "td.ds-q")
    check("the question's cell is hidden until answered", cell.text == "?", cell.text)
    # The panel's first problem is seed 1 on the widget's own words: ask the engine for it.
    problem = engine(browser, "practice", "cell", "1", "kitten", "sitting", "grapheme", "deepdiff", "en")
    check("the panel asks the engine's problem", problem["question"] == question, f"{question} / {problem}")
    answer = engine(browser, "practice_check", *(problem["check"] + ["", "en"]))["answer"]
    field = panel.find_element(By.CSS_SELECTOR, ".ds-practice-text input")
    verdict = panel.find_element(By.CSS_SELECTOR, ".ds-practice-verdict")
    field.send_keys(str(answer + 1))
    panel.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    first = verdict.text
    check("a wrong first answer gets where to look and a second try, not the answer",
          "ds-wrong" in verdict.get_attribute("class") and first == panel.get_attribute("data-w-again-cell")
          and f"= {answer}" not in first, first)
    panel.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wrong = verdict.text
    check("a wrong second answer is marked wrong, with the neighbours and the arithmetic",
          "ds-wrong" in verdict.get_attribute("class") and wrong.startswith(f"Not {answer + 1}.")
          and "min(up " in wrong and f") = {answer}" in wrong, wrong)
    check("a wrong answer leaves the cell hidden", cell.text == "?", cell.text)
    field.clear()
    field.send_keys(str(answer))
    panel.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    check("the right answer is marked right and fills the cell",
          "ds-right" in verdict.get_attribute("class") and verdict.text.startswith("Right:")
          and cell.text == str(answer), verdict.text)
    stored = json.loads(browser.execute_script("return window.localStorage.getItem('diffstep.practice')") or "{}")
    check("progress is kept in localStorage (first answers only)", stored.get("cell") == {"tried": 1, "right": 0},
          str(stored))
    panel.find_element(By.CSS_SELECTOR, "button[data-kind=operation]").click()
    radios = panel.find_elements(By.CSS_SELECTOR, ".ds-practice-operations input")
    check("the operation question offers the four operations", len(radios) == 4 and radios[0].is_displayed())
    panel.find_element(By.CSS_SELECTOR, "button[data-act=new]").click()
    check("a new problem is drawn", panel.find_element(By.CSS_SELECTOR, "td.ds-q") is not None)

    browser.get(url("batch-crash.en.html"))
    ready(browser)
    panel = browser.find_element(By.CSS_SELECTOR, "section.ds-practice[data-kinds=crash]")
    choices = panel.find_elements(By.CSS_SELECTOR, ".ds-practice-choices input")
    check("a batch lesson asks whether a batch crashes, with choices", len(choices) >= 2, str(len(choices)))
    verdict = panel.find_element(By.CSS_SELECTOR, ".ds-practice-verdict")
    check("no verdict before an answer", verdict.text == "", verdict.text)
    choices[0].click()
    panel.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    if verdict.text == panel.get_attribute("data-w-again-crash"):
        # A wrong first answer gets where to look; the second is judged with the reason.
        panel.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    judged = verdict.get_attribute("class")
    check("a chosen message is judged right or wrong, with the counts or the rule",
          ("ds-right" in judged or "ds-wrong" in judged) and ("It crashes." in verdict.text or "It runs:" in verdict.text),
          verdict.text)


def answer_sheet(browser, url, check):
    folder = tempfile.mkdtemp()
    browser.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": folder})
    browser.get(url("exercise-kit-kat-table.en.html"))
    ready(browser)
    sheet = browser.find_element(By.CSS_SELECTOR, "section.ds-sheet")
    status = sheet.find_element(By.ID, "sheet-status")
    text = sheet.find_element(By.ID, "sheet-text")
    check("the sheet starts as the handout's grid, which the grader can read",
          text.get_attribute("value").startswith("  ε k a t") and "can read" in status.text, status.text)
    text.clear()
    text.send_keys("0 1 2 3\n1 0 x1 2")
    check("an unreadable cell is named live, with its place",
          "'x1' (1, 2)" in status.text and "ds-wrong" in status.get_attribute("class"), status.text)
    text.clear()
    text.send_keys("0 1 2\n")
    check("a row of the wrong length is named live", "line 1: expected 4 cells, found 3" in status.text, status.text)
    text.clear()
    # kit -> kat: k = k, i != a, t = t.
    text.send_keys("# kit -> kat\n0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1")
    check("a complete table reads", "ds-right" in status.get_attribute("class"), status.text)
    sheet.find_element(By.ID, "sheet-student").send_keys("Kim Minji")
    sheet.find_element(By.ID, "sheet-download").click()
    path = os.path.join(folder, "kim_minji.txt")
    for _ in range(100):
        if os.path.exists(path):
            break
        time.sleep(0.1)
    check("the sheet downloads as kim_minji.txt", os.path.exists(path), str(os.listdir(folder)))
    if not os.path.exists(path):
        return
    graded = subprocess.run([diffstep(), "check", os.path.join(ROOT, "Exercises", "kit-kat-table.md"), folder,
                             "--format", "json"], capture_output=True, text=True)
    report = json.loads(graded.stdout or "{}")
    result = (report.get("results") or [{}])[0]
    check("diffstep check grades the downloaded file as kim_minji's (the handout's name), full marks",
          graded.returncode == 0 and result.get("student") == "kim_minji" and result.get("read") is True
          and result.get("score") == result.get("max_score"), (graded.stdout + graded.stderr)[:400])


def graded_in_page(browser, sheet, answer):
    """Types `answer` into the sheet and presses Grade: the score line, the note lines and each item."""
    text = sheet.find_element(By.ID, "sheet-text")
    browser.execute_script(
        "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'));", text, answer)
    sheet.find_element(By.ID, "sheet-grade").click()
    result = sheet.find_element(By.ID, "sheet-result")
    items = [{"id": li.get_attribute("data-item"), "text": li.text}
             for li in result.find_elements(By.CSS_SELECTOR, "li")]
    return result.find_element(By.CSS_SELECTOR, ".ds-sheet-score").text, result.text, items


def cli_grade(exercise, answer, lang):
    """`diffstep check` on `answer` saved as one student's file: its JSON result."""
    folder = tempfile.mkdtemp()
    with open(os.path.join(folder, "kim.txt"), "w", encoding="utf-8") as out:
        out.write(answer)
    graded = subprocess.run([diffstep(), "check", os.path.join(ROOT, "Exercises", exercise + ".md"), folder,
                             "--format", "json", "--lang", lang], capture_output=True, text=True)
    return (json.loads(graded.stdout or "{}").get("results") or [{}])[0]


def self_grading(browser, url, check):
    """A learner working alone: exercise pages with a public variant (every kind) grade the sheet
    in the page with diffstep check's own rules; a secret-keyed page says the instructor grades it."""
    cases = [
        ("kit-kat-table", "en", "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1\n", "Score: 10 / 10"),
        ("kit-kat-table", "en", "0 1 2 3\n1 0 1 2\n2 1 2 2\n3 2 2 2\n", None),
        ("kit-kat-table", "ko", "0 1 2\n1 0 1 2\n2 1 1\n", None),
        ("auery-garuey-alignment", "en", "insert G\nkeep A\ninsert R\nkeep U\nkeep E\ndelete R\nkeep Y\n",
         "Score: 5 / 5"),
        ("auery-garuey-alignment", "ko", "insert G\nkeep A\nsubstitute U -> R\nkeep E\n", None),
        ("kit-kat-distance", "en", "2", None),
        # Batch, predict-crash and snapshot sheets: right, wrong (the reason shown) and malformed
        # (one clear message), in both languages.
        ("indexpath-game-batch", "en", "delete 0 1 2\ninsert 3 4 5\n", "Score: 10 / 10"),
        ("indexpath-game-batch", "ko", "delete 3 4 5\ninsert 0 1 2\n", None),
        ("indexpath-game-batch", "en", "insert 6 7 8\n", None),
        ("indexpath-game-batch", "ko", "collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]\n", None),
        ("indexpath-game-batch", "en", "hello(", None),
        ("example6-crash", "en",
         "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update",
         "Score: 5 / 5"),
        ("example6-crash", "ko", "없음", None),
        ("wifi-snapshot", "en", "delete 1:2\ninsert 1:0\nmove 1:3 1:1\n", "Score: 5 / 5"),
        ("wifi-snapshot", "ko", "delete 1:2\n", None),
        ("wifi-snapshot", "ko", "insert x", None),
        ("wifi-snapshot", "en", "insert x", None),
    ]
    raw_js = ["TypeError", "ReferenceError", "undefined", "is not a function", "Cannot read properties", "[object"]
    for exercise, lang, answer, full in cases:
        browser.get(url(f"exercise-{exercise}{'' if lang == 'ko' else '.en'}.html"))
        ready(browser)
        sheet = browser.find_element(By.CSS_SELECTOR, "section.ds-sheet")
        score, shown, items = graded_in_page(browser, sheet, answer)
        result = cli_grade(exercise, answer, lang)
        expected = [(item["id"], item["score"], item["max_score"], item["feedback"]) for item in result.get("items", [])]
        same = len(items) == len(expected) and all(
            page["id"] == item_id and f"{item_score:g} / {item_max:g}" in page["text"]
            and all(line in page["text"] for line in feedback.split("\n") if line)
            for page, (item_id, item_score, item_max, feedback) in zip(items, expected))
        notes = [line for line in [result.get("problem"), result.get("reading_note")] if line]
        check(f"{exercise} ({lang}): the page's grade is diffstep check's: score, items and reasons",
              same and f"{result.get('score', -1):g} / {result.get('max_score', -1):g}" in score
              and all(note in shown for note in notes), f"{score} / {items} / {expected} / {notes}")
        if full:
            check(f"{exercise} ({lang}): a right sheet gets full marks in the page", score == full, score)
        check(f"{exercise} ({lang}): the grade shows no raw JavaScript error text",
              not any(word in shown for word in raw_js), shown[:300])
        if result.get("problem"):
            check(f"{exercise} ({lang}): a malformed sheet gets one clear message, the grader's, said once",
                  shown.count(result["problem"]) == 1 and "✗" in shown, shown[:300])
        elif not full:
            wrong = [item for item in result.get("items", []) if item["score"] < item["max_score"]]
            check(f"{exercise} ({lang}): a wrong sheet shows the grader's reason",
                  bool(wrong) and all(item["feedback"].split("\n")[0] in shown for item in wrong), shown[:300])
        text = sheet.find_element(By.ID, "sheet-text")
        text.send_keys(" ")
        check(f"{exercise} ({lang}): an edit clears the grade, so it never reads as the new text's",
              sheet.find_element(By.ID, "sheet-result").text == "")
    browser.get(url("exercise-random-table.en.html"))
    ready(browser)
    sheet = browser.find_element(By.CSS_SELECTOR, "section.ds-sheet")
    check("a secret-keyed exercise page says the instructor grades it and offers no grade",
          not sheet.find_elements(By.ID, "sheet-grade") and "your instructor grades it" in sheet.text, sheet.text[-300:])


def explain_page(browser, url, check):
    browser.get(url("explain.en.html"))
    ready(browser)
    check("the explain page loads the explain part of the engine only",
          'src="engine-explain.js"' in browser.page_source and "engine-batch.js" not in browser.page_source)
    pasted = ("2026-11-25 10:00:00.123 App[123:4567] *** Terminating app due to uncaught exception "
              "'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0.  "
              "The number of items contained in an existing section after the update (6) must be equal to the number "
              "of items contained in that section before the update (6), plus or minus the number of items inserted or "
              "deleted from that section (3 inserted, 0 deleted) and plus or minus the number of items moved into or "
              "out of that section (0 moved in, 0 moved out).'\n*** First throw call stack:\n(0x1 0x2)")
    box = browser.find_element(By.ID, "explain-text")
    browser.execute_script("arguments[0].value = arguments[1]", box, pasted)
    browser.find_element(By.CSS_SELECTOR, ".ds-explain-form button[type=submit]").click()
    shown = " ".join(browser.find_element(By.ID, "explain-answer").text.split())
    cli = subprocess.run([diffstep(), "explain", "--lang", "en", pasted], capture_output=True, text=True)
    lines = [line.strip() for line in cli.stdout.splitlines() if line.strip()]
    missing = [line for line in lines if " ".join(line.split()).split(": ", 1)[-1].rstrip(":") not in shown]
    check("a pasted crash log is explained as diffstep explain explains it",
          cli.returncode == 0 and len(lines) >= 6 and not missing, f"{missing[:2]} / {shown[:300]}")
    browser.execute_script("arguments[0].value = 'hello world'", box)
    browser.find_element(By.CSS_SELECTOR, ".ds-explain-form button[type=submit]").click()
    unknown = browser.find_element(By.ID, "explain-answer").text
    check("an unknown text gets 'not a batch-update exception diffstep knows' and what to paste, never a guess",
          unknown.startswith("not a batch-update exception diffstep knows.") and "Paste the text after reason:" in unknown,
          unknown)
    browser.execute_script("arguments[0].value = ''", box)
    browser.find_element(By.CSS_SELECTOR, ".ds-explain-form button[type=submit]").click()
    empty = browser.find_element(By.ID, "explain-answer").text
    check("an empty box gets 'nothing to explain' and what to paste, not the unknown-text answer",
          empty.startswith("nothing to explain.") and "Paste the exception text" in empty, empty)


def run(driver, url, check):
    browser = driver()
    try:
        practice_question(browser, url, check)
        answer_sheet(browser, url, check)
        self_grading(browser, url, check)
        explain_page(browser, url, check)
    finally:
        browser.quit()
