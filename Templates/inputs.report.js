// @ts-check
/* What a batch or snapshot widget reports under its figure (inputs.js): the steps, the verdict,
   what UIKit was told, and the plan; and why there is nothing to step through. */

/* Which words say why there is nothing to step through. */
/** @param {string} kind @param {InputValues} given @returns {string} */
function nothing(kind, given) {
  if (kind === "snapshot") { return "nothing.script"; }
  return (given.calls || "").trim() ? "nothing.batch" : "nothing.calls";
}

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {Node} parent @param {K} name @param {unknown} text @returns {HTMLElementTagNameMap[K]}
 */
function line(parent, name, text) { return parent.appendChild(isolated(el(name), text)); }

/* An index path as the compact form writes it: section:item. */
/** @param {unknown} p an index path (or, read as one, anything else: its text). */
function path(p) { return Array.isArray(p) ? p.join(":") : String(p); }

/* One entry of UIKit's lists as the terminal writes it: a move and a reload name where from and
   where to (a reload only when the item's place changes: 0:1, or 0:1 → 0:0); a plain entry is a
   path. */
/** @param {IndexPath | IndexMove | ReloadedItem} p @returns {string} */
function entry(p) {
  if (Array.isArray(p)) { return path(p); }
  if ("from" in p) { return path(p.from) + " → " + path(p.to); }
  var before = path(p.before), after = path(p.after);
  return before === after ? before : before + " → " + after;
}

/* The report of `answer` (the engine's batch or snapshot JSON) in `report`, with the form's words. */
/**
 * @param {HTMLElement} report @param {string} kind @param {Words} words
 * @param {EngineAnswer} answer a batch or snapshot answer.
 */
function showReport(report, kind, words, answer) {
  report.textContent = "";
  if (kind === "snapshot") {
    /* An app stops at its first exception: the lines after it never run, so the list
       ends there and there is one exception at most. */
    /** @type {SnapshotStep[]} */
    var steps = [];
    /** @type {number | null} */
    var stopped = null;
    (/** @type {{ steps: SnapshotStep[] }} */ (answer.steps)).steps.forEach(function (step) {
      if (stopped !== null) { return; }
      steps.push(step);
      if (step.outcome === "raised") { stopped = step.line; }
    });
    line(report, "h2", words.steps + " (" + words[stopped === null ? "exceptions.none" : "exceptions.one"] + ")");
    var list = report.appendChild(el("ol"));
    steps.forEach(function (step) {
      var item = line(list, "li", "");
      item.appendChild(el("bdi", {}, step.text));
      item.appendChild(document.createTextNode(" — " + step.explanation));
      item.value = step.line;
    });
    if (stopped !== null) {
      /* UIKit's own text, as diffstep snapshot prints it: what a pasted crash is compared with. */
      var raised = steps[steps.length - 1].exception;
      if (raised) { line(report, "h2", words.exception); line(report, "pre", raised); }
      line(report, "p", words.stopped.replace("{line}", String(stopped))).className = "ds-stopped";
    }
    return;
  }
  var simulation = /** @type {BatchSimulation} */ (answer.simulation), verdict = simulation.verdict;
  line(report, "h2", words.verdict);
  line(report, "p", words["verdict." + verdict.kind] || verdict.kind).className = "ds-verdict-" + verdict.kind;
  if (verdict.exception) {
    line(report, "h2", words.exception);
    line(report, "pre", verdict.exception.message);
  }
  simulation.batches.forEach(function (batch) {
    line(report, "h2", words.written);
    var steps = report.appendChild(el("ol"));
    var skipped = 0;
    batch.sequential.steps.forEach(function (step) {
      skipped += step.skipped || 0;
      if (step.call) { line(steps, "li", step.call + " → " + step.state + (step.skipped ? " — " + words.skipped : "")); }
    });
    /* A call that does not fit is skipped: then the written order is no reading either. */
    var match = skipped ? words.notEveryCall : batch.sequential.matchesNewData ? words.matches : words.differs;
    line(report, "p", batch.sequential.result + " (" + match + ")");
    line(report, "h2", words.uikit);
    var uikit = report.appendChild(el("ul"));
    /** @type {[keyof BatchReading["uikit"], string][]} */
    var lists = [["deletedItems", "deleted"], ["insertedItems", "inserted"], ["movedItems", "moved"], ["reloadedItems", "reloaded"]];
    lists.forEach(function (pair) {
      /** @type {(IndexPath | IndexMove | ReloadedItem)[]} */
      var list = batch.uikit[pair[0]] || [];
      if (list.length) {
        line(uikit, "li", words[pair[1]] + ": " + list.map(entry).join(", "));
      }
    });
  });
  line(report, "h2", words.plan);
  line(report, "pre", answer.plan && answer.plan.swift ? answer.plan.swift : words.same);
}
