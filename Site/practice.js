(function () {
"use strict";

/* Templates/common.dom.js */
/* What every page script shares (each of engine.js, stepper.js, inputs.js and practice.js gets a
   copy inside its closure): making an element, and the page's language. */

/** An element with its attributes and text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} name the tag.
 * @param {{ [attribute: string]: string | number } | null} [attrs] its attributes.
 * @param {string | number | null} [text] its text (a number as its digits).
 * @returns {HTMLElementTagNameMap[K]} */
function el(name, attrs, text) {
  var node = document.createElement(name), given = attrs || {};
  Object.keys(given).forEach(function (k) { node.setAttribute(k, /** @type {string} */ (given[k])); });
  if (text !== undefined) { node.textContent = /** @type {string | null} */ (text); }
  return node;
}

/* The page's language as the engine takes it: "ko" or "en". */
function pageLanguage() {
  var lang = (document.documentElement.getAttribute("lang") || "").toLowerCase();
  return lang.indexOf("ko") === 0 ? "ko" : "en";
}

/* Puts text into node with each right-to-left run (Hebrew, Arabic: the learner's own words)
   in a <bdi>, so `كتاب → كتب` reads source first in a left-to-right sentence and a neutral
   arrow or quote between two such words is never turned round. */
var rightToLeft = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]+(?:[ \u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]*[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF])?/g;
/** @template {Node} N
 * @param {N} node where the text goes (its children replaced).
 * @param {unknown} given the text (nothing for undefined or null).
 * @returns {N} the node. */
function isolated(node, given) {
  var text = given === undefined || given === null ? "" : String(given), at = 0;
  node.textContent = "";
  text.replace(rightToLeft, function (run, offset) {
    if (offset > at) { node.appendChild(document.createTextNode(text.slice(at, offset))); }
    node.appendChild(el("bdi", {}, run));
    at = offset + run.length;
    return run;
  });
  if (at < text.length || !node.firstChild) { node.appendChild(document.createTextNode(text.slice(at))); }
  return node;
}

/* Templates/practice.explain.js */
/* The "explain a crash" page (practice.js): `diffstep explain` on pasted text, with a link to
   the checked reproduction in a playground. */

/* The page's elements are the site's (explain.mustache). */
/** @param {HTMLElement} section @param {Ask} ask */
function Explain(section, ask) {
  var form = /** @type {HTMLFormElement} */ (section.querySelector(".ds-explain-form"));
  var text = /** @type {HTMLTextAreaElement} */ (section.querySelector("#explain-text"));
  var out = /** @type {HTMLElement} */ (section.querySelector("#explain-answer"));
  function explain() {
    var answer = ask("explain", text.value, lang);
    out.textContent = "";
    if (answer.error) { out.appendChild(el("p", { "class": "ds-wrong" }, answer.error)); return; }
    var list = out.appendChild(el("dl", { "class": "ds-explain-report" }));
    answer.report.split("\n").forEach(function (line) {
      if (line.indexOf("  ") === 0) {
        /* An indented line goes under the entry above it. */
        (/** @type {ChildNode} */ (list.lastChild)).appendChild(el("pre")).appendChild(el("code", {}, line.trim()));
        return;
      }
      var colon = line.indexOf(": ");
      var label = colon < 0 ? line.replace(/:$/, "") : line.slice(0, colon);
      list.appendChild(el("dt", {}, label));
      list.appendChild(el("dd", {}, colon < 0 ? "" : line.slice(colon + 2)));
    });
    /* The checked reproduction, opened in the batch or snapshot playground through its fragment link. */
    var run = answer.explain && answer.explain.batch, script = answer.explain && answer.explain.snapshot;
    var keys = run ? ["old", "new", "calls", "view", "ios"] : ["script", "ios"];
    var fields = run || script, page = run ? "data-playground" : "data-playground-snapshot";
    if (fields && list.lastChild) {
      var given = /** @type {{ [field: string]: string }} */ (fields);
      var hash = keys.map(function (key) { return key + "=" + encodeURIComponent(given[key]); }).join("&");
      list.lastChild.appendChild(el("p")).appendChild(el("a", {
        "class": "ds-playground-link", href: section.getAttribute(page) + "#" + hash
      }, section.getAttribute(page + "-label")));
    }
  }
  form.addEventListener("submit", function (event) { event.preventDefault(); explain(); });
  (/** @type {HTMLElement} */ (section.querySelector("[data-act=example]"))).addEventListener("click", function () {
    text.value = /** @type {string} */ (section.getAttribute("data-example"));
    explain();
  });
  var fallback = /** @type {HTMLElement | null} */ (document.querySelector(".ds-explain-noscript"));
  if (fallback) { fallback.hidden = true; }
  section.hidden = false;
}

/* Templates/practice.grade.js */
/* An exercise page's sheet graded in the page (practice.sheet.js): the engine's grade runs
   diffstep check's own rules (Judging) on a public variant's sheet of any kind (its words, or
   its items and batch, or its snapshot script, from the section's data-grade-* attributes); a
   secret-keyed page has no Grade button and says the instructor grades it. */

/* Wires the Grade button; returns what clears the grade when the sheet is edited, so a grade
   never reads as the new text's. */
/**
 * @param {HTMLElement} section the answer sheet.
 * @param {Ask} ask @param {string | null} kind the exercise's kind.
 * @param {HTMLTextAreaElement} text the sheet's text.
 * @param {() => string[]} inputs the two words the sheet is about.
 * @returns {() => void}
 */
function SheetGrade(section, ask, kind, text, inputs) {
  var button = section.querySelector("#sheet-grade"), result = section.querySelector("#sheet-result");
  if (!button || !result) { return function () {}; }
  var shown = /** @type {HTMLElement} */ (result);
  button.addEventListener("click", function () {
    var words = inputs();
    var data = function (/** @type {string} */ name) { return section.getAttribute("data-grade-" + name) || ""; };
    /* grade or grade_batch: the part that grades this kind. */
    var call = /** @type {"grade" | "grade_batch"} */ (data("call") || "grade");
    var answer = ask(call, kind, text.value, words[0], words[1], data("old"), data("new"), data("batch"),
      data("script"), data("ios"), data("items"), data("points"), data("longer"), lang);
    shown.textContent = "";
    if (answer.error) { shown.appendChild(el("p", { "class": "ds-wrong" }, answer.error)); return; }
    var score = section.getAttribute("data-score") || "{score} / {max}";
    shown.appendChild(el("p", { "class": "ds-sheet-score" }, score.replace("{score}", answer.score).replace("{max}", answer.maxScore)));
    [answer.problem, answer.note].forEach(function (line) { if (line) { shown.appendChild(el("p", {}, line)); } });
    var list = shown.appendChild(el("ul", { "class": "ds-sheet-items" }));
    answer.items.forEach(function (item) {
      var entry = list.appendChild(el("li", { "class": item.passed ? "ds-right" : "ds-wrong", "data-item": item.id }));
      entry.appendChild(el("strong", {}, (item.passed ? "✓ " : "✗ ") + item.name + "  " + item.score + " / " + item.maxScore));
      item.feedback.split("\n").forEach(function (line) { if (line) { entry.appendChild(el("p", {}, line)); } });
    });
  });
  return function () { shown.textContent = ""; };
}

/* Templates/practice.panel.js */
/* One practice panel under a widget (practice.js): a problem drawn by the engine, the reader's
   answer judged by the grader's own check. */

function randomSeed() {
  var value = new Uint32Array(1);
  window.crypto.getRandomValues(value);
  return String(value[0]);
}

/* A practice table with more cells than this shows only the part around the cell asked about:
   SPAN rows and columns on each side of it. */
var PRACTICE_WHOLE = 900, SPAN = 4;
/** @param {number} at the row or column asked about. @param {number} count how many there are. @returns {[number, number]} the first and last shown. */
function around(at, count) {
  var first = Math.max(0, Math.min(at - SPAN, count - 1 - 2 * SPAN));
  return [first, Math.min(count - 1, first + 2 * SPAN)];
}

/* The panel's elements are the site's (practice.mustache). */
/** @param {HTMLElement} section @param {Ask} ask */
function Practice(section, ask) {
  var kinds = (/** @type {string} */ (section.getAttribute("data-kinds"))).split(" ");
  var own = {
    source: section.getAttribute("data-source") || "", target: section.getAttribute("data-target") || "",
    unit: section.getAttribute("data-unit") || "", tieBreak: section.getAttribute("data-tie-break") || ""
  };
  /** @param {string} key @returns {string} */
  function word(key) { return section.getAttribute("data-w-" + key) || ""; }
  var question = /** @type {HTMLElement} */ (section.querySelector(".ds-practice-question"));
  var box = /** @type {HTMLElement} */ (section.querySelector(".ds-practice-problem"));
  var form = /** @type {HTMLFormElement} */ (section.querySelector(".ds-practice-answer"));
  var textRow = /** @type {HTMLElement} */ (form.querySelector(".ds-practice-text"));
  var input = /** @type {HTMLInputElement} */ (textRow.querySelector("input"));
  var operations = /** @type {HTMLFieldSetElement} */ (form.querySelector(".ds-practice-operations"));
  var choices = /** @type {HTMLFieldSetElement} */ (form.querySelector(".ds-practice-choices"));
  var verdict = /** @type {HTMLElement} */ (section.querySelector(".ds-practice-verdict"));
  var progressLine = /** @type {HTMLElement} */ (section.querySelector(".ds-practice-progress"));
  var kind = kinds[0], settled = false, tries = 0;
  /** @type {TableProblem | CrashProblem | null} */
  var problem = null;

  function showProgress() {
    var all = progress(), tried = 0, right = 0;
    kinds.forEach(function (k) { if (all[k]) { tried += all[k].tried; right += all[k].right; } });
    progressLine.textContent = tried ? word("progress").replace("{right}", String(right)).replace("{tried}", String(tried)) : "";
  }

  /** @param {TableProblem} p @returns {HTMLTableElement} */
  function table(p) {
    /* The texts as the engine wrote them back for its check (words keep their spaces); the empty text is ε. */
    var texts = p.check || [];
    var caption = word("table").replace("{source}", texts[1] || "ε").replace("{target}", texts[2] || "ε");
    var grid = el("table", { "class": "ds-practice-table" });
    /* A big table (the reader's own long words) shows the rows and columns around the cell
       asked about: drawn whole, 62,000 cells held the tab for seconds. */
    var rows = p.costs.length, columns = rows ? p.costs[0].length : 0;
    var rowRange = [0, rows - 1], columnRange = [0, columns - 1];
    if (rows * columns > PRACTICE_WHOLE) {
      rowRange = around(p.row, rows);
      columnRange = around(p.column, columns);
      caption += ". " + word("part").replace("{total}", rows + " x " + columns)
        .replace("{rows}", rowRange[0] + "–" + rowRange[1]).replace("{columns}", columnRange[0] + "–" + columnRange[1]);
    }
    grid.appendChild(el("caption", {}, caption));
    var head = grid.appendChild(el("thead")).appendChild(el("tr"));
    head.appendChild(el("td"));
    ["ε"].concat(p.target).slice(columnRange[0], columnRange[1] + 1).forEach(function (token) {
      head.appendChild(el("th", { scope: "col" }, token));
    });
    var body = grid.appendChild(el("tbody"));
    /** @type {{ [cell: string]: boolean }} */
    var onPath = {};
    (p.path || []).forEach(function (step) { onPath[step[0] + ":" + step[1]] = true; });
    p.costs.forEach(function (row, r) {
      if (r < rowRange[0] || r > rowRange[1]) { return; }
      var line = body.appendChild(el("tr"));
      line.appendChild(el("th", { scope: "row" }, r === 0 ? "ε" : p.source[r - 1]));
      row.forEach(function (cost, c) {
        if (c < columnRange[0] || c > columnRange[1]) { return; }
        var cell = line.appendChild(el("td", {}, cost === null ? "" : String(cost)));
        if (onPath[r + ":" + c]) {
          cell.className = "ds-path";
          cell.appendChild(el("span", { "class": "ds-hidden" }, " (" + word("path") + ")"));
        }
        if (r === p.row && c === p.column) {
          cell.className += " ds-q";
          if (cost === null) { cell.textContent = "?"; }
        }
      });
    });
    return grid;
  }

  /** @param {CrashProblem} p @returns {HTMLDListElement} */
  function batch(p) {
    var list = el("dl", { "class": "ds-practice-lists" });
    [["old", p.old.join(" ")], ["new", p["new"].join(" ")]].forEach(function (pair) {
      list.appendChild(el("dt", {}, word(pair[0])));
      list.appendChild(el("dd", {}, pair[1]));
    });
    list.appendChild(el("dt", {}, word("calls")));
    list.appendChild(el("dd")).appendChild(el("pre", {}, p.calls));
    return list;
  }

  /** @param {string} next */
  function choose(next) {
    kind = next;
    section.querySelectorAll(".ds-practice-kinds button").forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.getAttribute("data-kind") === kind));
    });
  }

  /* The answer's fields and buttons, shown only while there is a question; "New problem" stays. */
  /** @param {boolean} on */
  function answering(on) {
    /** @type {HTMLElement[]} */
    var shown = [textRow, operations, choices, /** @type {HTMLElement} */ (form.querySelector("button[type=submit]")),
      /** @type {HTMLElement} */ (form.querySelector("[data-act=show]"))];
    shown
      .forEach(function (node) { node.hidden = !on; });
  }

  /** @param {boolean} fresh a problem of its own (no longer about the widget's words). */
  function draw(fresh) {
    var mine = !fresh && kind !== "crash" && (own.source || own.target);
    var answer = ask("practice", kind, mine ? "1" : randomSeed(), mine ? own.source : "", mine ? own.target : "",
      own.unit, own.tieBreak, lang);
    if (answer.error) {
      /* No question about these texts (an empty word): the last one goes, the reason stays. */
      problem = null;
      question.textContent = "";
      box.textContent = "";
      answering(false);
      verdict.textContent = answer.error;
      verdict.className = "ds-practice-verdict ds-unreadable";
      return;
    }
    answering(true);
    problem = /** @type {TableProblem | CrashProblem} */ (answer);
    settled = false;
    tries = 0;
    question.textContent = problem.question;
    box.textContent = "";
    /* The engine draws the kind it was asked for. */
    box.appendChild(kind === "crash" ? batch(/** @type {CrashProblem} */ (problem)) : table(/** @type {TableProblem} */ (problem)));
    textRow.hidden = kind !== "cell";
    operations.hidden = kind !== "operation";
    choices.hidden = kind !== "crash";
    input.value = "";
    operations.querySelectorAll("input").forEach(function (radio) { radio.checked = false; });
    choices.querySelectorAll("label").forEach(function (label) { (/** @type {ParentNode & Node} */ (label.parentNode)).removeChild(label); });
    (problem.choices || []).forEach(function (choice, k) {
      var label = choices.appendChild(el("label"));
      var radio = label.appendChild(el("input", { type: "radio", name: section.id + "-choice", value: choice }));
      radio.id = section.id + "-choice" + k;
      label.appendChild(document.createTextNode(" " + (choice === "none" ? word("runs") : choice)));
    });
    verdict.textContent = "";
    verdict.className = "ds-practice-verdict";
  }

  /** @returns {string | null} */
  function given() {
    if (kind === "cell") { return input.value; }
    var checked = /** @type {HTMLInputElement | null} */ ((kind === "crash" ? choices : operations).querySelector("input:checked"));
    return checked ? checked.value : null;
  }

  /** @param {string} answer the reader's answer ("" asks for it to be shown). */
  function judge(answer) {
    if (!problem) { return; }
    var result = /** @type {PracticeVerdict} */ (ask.apply(null,
      /** @type {["practice_check", ...string[]]} */ (["practice_check"].concat(problem.check, [answer, lang]))));
    if (result.error) { verdict.textContent = result.error; return; }
    if (result.result === "unreadable") {
      verdict.textContent = result.text;
      verdict.className = "ds-practice-verdict ds-unreadable";
      return;
    }
    if (!settled) { record(kind, result.result === "right"); settled = true; }
    /* A question as a teacher asks it: a wrong first answer gets where to look and a second
       try; the answer and its reason come after the second, or on "Show the answer". */
    tries += 1;
    if (result.result === "wrong" && tries < 2) {
      verdict.textContent = word("again-" + kind);
      verdict.className = "ds-practice-verdict ds-wrong";
      showProgress();
      return;
    }
    verdict.textContent = result.text;
    verdict.className = "ds-practice-verdict ds-" + result.result;
    if (kind === "cell" && (result.result === "right" || result.result === "shown")) {
      var cell = box.querySelector("td.ds-q");
      if (cell) { cell.textContent = String(result.answer); }
    }
    showProgress();
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var answer = given();
    if (answer === null || !answer.trim()) { (kind === "cell" ? input : /** @type {HTMLElement | null} */ (form.querySelector("fieldset:not([hidden]) input")) || input).focus(); return; }
    judge(answer);
  });
  (/** @type {HTMLElement} */ (form.querySelector("[data-act=show]"))).addEventListener("click", function () { judge(""); });
  (/** @type {HTMLElement} */ (form.querySelector("[data-act=new]"))).addEventListener("click", function () { draw(true); });
  section.querySelectorAll(".ds-practice-kinds button").forEach(function (button) {
    button.addEventListener("click", function () { choose(/** @type {string} */ (button.getAttribute("data-kind"))); draw(false); });
  });
  /* The reader's own words, typed into the widget's form (inputs.js), become the panel's. */
  var figure = document.getElementById(section.id.replace(/-practice$/, ""));
  if (figure) {
    figure.addEventListener("ds-input", function (event) {
      /** @type {InputValues} */
      var given = /** @type {CustomEvent<InputValues>} */ (event).detail || {};
      if (given.source === undefined || kind === "crash") { return; }
      own = { source: given.source, target: given.target, unit: given.unit || own.unit,
        tieBreak: given["tie-break"] || own.tieBreak };
      draw(false);
    });
  }
  choose(kind);
  draw(false);
  showProgress();
  section.hidden = false;
}

/* Templates/practice.progress.js */
/* The reader's progress (practice.js): first answers per kind of question, kept in this browser only. */

var store = "diffstep.practice";

/** @typedef {{ [kind: string]: { tried: number, right: number } }} Progress the first answers per kind: how many, how many right. */

/** @returns {Progress} */
function progress() {
  try { return JSON.parse(window.localStorage.getItem(store) || "{}") || {}; } catch (e) { return {}; }
}
/** @param {string} kind @param {boolean} right */
function record(kind, right) {
  var all = progress(), mine = all[kind] || { tried: 0, right: 0 };
  mine.tried += 1;
  if (right) { mine.right += 1; }
  all[kind] = mine;
  try { window.localStorage.setItem(store, JSON.stringify(all)); } catch (e) { /* private mode: no progress */ }
}

/* Templates/practice.sheet.js */
/* An exercise page's answer sheet (practice.js): its format checked live, the file named as
   `diffstep check` reads it, and downloaded. */

/* The file `diffstep check` reads as this student's: the id as StudentKey spells it
   (NFC, lower case, spaces collapsed), spaces as _, `.txt`. */
/** @param {string} student @returns {string} */
function fileName(student) {
  var key = student.normalize("NFC").toLowerCase().split(/\s+/).filter(Boolean).join(" ");
  key = key.replace(/ /g, "_").replace(/[\/\\:*?"<>|\u0000-\u001f]/g, "_").replace(/^\.+/, "_");
  return key ? key + ".txt" : "";
}

/* The sheet's elements are the site's (sheet.mustache); the two words' fields only on a
   generated variant's page. */
/** @param {HTMLElement} section @param {Ask} ask */
function Sheet(section, ask) {
  var kind = section.getAttribute("data-kind");
  var text = /** @type {HTMLTextAreaElement} */ (section.querySelector("#sheet-text"));
  var student = /** @type {HTMLInputElement} */ (section.querySelector("#sheet-student"));
  var source = /** @type {HTMLInputElement | null} */ (section.querySelector("#sheet-source"));
  var target = /** @type {HTMLInputElement} */ (section.querySelector("#sheet-target"));
  var status = /** @type {HTMLElement} */ (section.querySelector("#sheet-status"));
  var file = /** @type {HTMLElement} */ (section.querySelector("#sheet-file"));
  /** @returns {string[]} */
  function inputs() {
    return source ? [source.value, target.value]
      : [section.getAttribute("data-source") || "", section.getAttribute("data-target") || ""];
  }
  function check() {
    var words = inputs();
    /* A generated variant's table has the shape of its two words: until both are typed there
       is no shape to check against. */
    if (source && (!words[0].trim() || !words[1].trim())) {
      status.textContent = section.getAttribute("data-needs-words");
      status.className = "ds-sheet-status";
      return;
    }
    var answer = ask("sheet", kind, text.value, words[0], words[1], "", lang);
    status.textContent = answer.error || answer.messages.join(" ");
    status.className = "ds-sheet-status " + (answer.ok ? "ds-right" : "ds-wrong");
  }
  function name() {
    var chosen = fileName(student.value);
    file.textContent = chosen ? (/** @type {string} */ (section.getAttribute("data-file"))).replace("{file}", chosen) : "";
    return chosen;
  }
  var clearGrade = SheetGrade(section, ask, kind, text, inputs);
  function edited() { check(); clearGrade(); }
  [text, source, target].forEach(function (field) { if (field) { field.addEventListener("input", edited); } });
  student.addEventListener("input", name);
  (/** @type {HTMLElement} */ (section.querySelector("#sheet-download"))).addEventListener("click", function () {
    var chosen = name();
    if (!chosen) { status.textContent = section.getAttribute("data-needs-student"); student.focus(); return; }
    var body = text.value.replace(/\r\n?/g, "\n");
    if (body && body.charAt(body.length - 1) !== "\n") { body += "\n"; }
    var link = el("a", { href: URL.createObjectURL(new Blob([body], { type: "text/plain;charset=utf-8" })), download: chosen });
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    document.body.removeChild(link);
    setTimeout(function () { URL.revokeObjectURL(link.href); }, 10000);
  });
  check();
  name();
  section.hidden = false;
}

/* Templates/practice.js */
/* diffstep practice: the practice panels under the widgets, the exercise pages' answer sheet and
   the "explain a crash" page. Every answer comes from the engine (engine.js, the CLI's own code):
   practice / practice_check draw and judge problems with the grader's generators, sheet reads an
   answer sheet with the grader's reader (its format only), explain is `diffstep explain`.
   The words are the page's (data-w-* attributes, written by `diffstep site` in ko or en).
   `diffstep site` ships this file with its parts before it, in one closure (docs/site.md):
   practice.panel.js (a practice panel), practice.progress.js (the reader's progress),
   practice.sheet.js (the answer sheet) and practice.explain.js (the explain page). */

var lang = pageLanguage();

/* The engine's answer to one call, parsed. */
/** @param {Engine} engine @returns {Ask} */
function asker(engine) {
  return function () {
    /* arguments: the export's name, then its texts. */
    var answer = engine.call.apply(null, /** @type {[string, ...string[]]} */ (/** @type {unknown} */ (arguments)));
    return typeof answer === "string" ? JSON.parse(answer) : answer;
  };
}

var panels = document.querySelectorAll("section.ds-practice");
var sheet = document.querySelector("section.ds-sheet");
var explainer = document.querySelector("section.ds-explain");
/* data-practice says when this script is done: "ready", or "none" (nothing to run, or no engine). */
if (!window.DiffstepEngine || (!panels.length && !sheet && !explainer)) {
  document.documentElement.setAttribute("data-practice", "none");
} else {
  window.DiffstepEngine.ready.then(function (engine) {
    var ask = asker(engine);
    panels.forEach(function (section) { Practice(/** @type {HTMLElement} */ (section), ask); });
    if (sheet) { Sheet(/** @type {HTMLElement} */ (sheet), ask); }
    if (explainer) { Explain(/** @type {HTMLElement} */ (explainer), ask); }
    document.documentElement.setAttribute("data-practice", "ready");
  });
}
})();
