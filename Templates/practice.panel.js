// @ts-check
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
