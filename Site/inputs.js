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

/* Templates/inputs.fragment.js */
/* The URL fragment (inputs.js): which widget it opens, and the language switch that carries it. */

/* The language switch opens the same view in the other language: the fragment's keys are
   the same on both pages. */
/** @param {string} hash */
function carry(hash) {
  document.querySelectorAll(".lang-switch a[hreflang]").forEach(function (a) {
    a.setAttribute("href", (a.getAttribute("href") || "").split("#")[0] + hash);
  });
}

/* Which widget a fragment is for: the one named by w, else the first whose kind the keys name. */
/** @param {URLSearchParams} params @returns {InputWidget | undefined} */
function target(params) {
  var named = params.get("w");
  if (named) { return widgets.filter(function (w) { return w.figure.id === named; })[0]; }
  var kind = params.has("s") || params.has("t") ? "trace" : params.has("calls") ? "batch"
    : params.has("script") ? "snapshot" : params.has("old") || params.has("new") ? "heckel" : null;
  var match = widgets.filter(function (w) { return w.kind === kind; })[0];
  if (!match && kind === "heckel") { match = widgets.filter(function (w) { return w.kind === "batch"; })[0]; }
  return match;
}

function openFragment() {
  if (location.hash.length < 2) { return; }
  var params = new URLSearchParams(location.hash.slice(1));
  var widget = target(params);
  carry(location.hash);
  if (widget && location.hash !== widget.fragment()) {
    widget.open(params);
    if (widget.figure.scrollIntoView) { widget.figure.scrollIntoView(); }
  }
}

/* Templates/inputs.report.js */
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

/* Templates/inputs.widget.js */
/* One widget's form for the reader's own input (inputs.js): its fields, its run through the
   engine, and the fragment that reproduces what it shows. */

/**
 * A widget's form (inputs.js keeps one for each figure it serves): the figure, its kind, the
 * fragment that reproduces what it shows, and `open`, which shows what a fragment names.
 * @typedef {{ figure: HTMLElement, kind: string, fragment: () => string,
 *   open: (params: URLSearchParams) => Promise<boolean> }} InputWidget
 */

/**
 * @param {HTMLElement} figure a widget with `data-input`.
 * @returns {InputWidget}
 */
function Widget(figure) {
  /** @type {WidgetInput} */
  var input = JSON.parse(/** @type {string} */ (figure.getAttribute("data-input")));
  /** @type {Words} */
  var words = JSON.parse(/** @type {string} */ (figure.getAttribute("data-input-words")));
  /* Each field: the engine's option, the control, the fragment's key, the choices (written
     by the site from the Swift enums: SiteBuilder's InputFields). */
  /** @type {InputField[]} */
  var fields = JSON.parse(figure.getAttribute("data-input-fields") || "[]");
  var kind = input.kind, touched = false;
  /** @type {{ [option: string]: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement }} */
  var controls = {};
  /* fragment and open are added once they are made (below). */
  var self = /** @type {InputWidget} */ ({ figure: figure, kind: kind });
  var form = el("form", { "class": "ds-input" });
  var box = form.appendChild(el("fieldset"));
  box.appendChild(el("legend", {}, words.legend));
  fields.forEach(function (field) {
    var name = field[0], id = figure.id + "-in-" + name;
    /** @type {HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement} */
    var control;
    var holder = box.appendChild(el("div", { "class": "ds-field ds-field-" + field[1] }));
    holder.appendChild(el("label", { "for": id }, words[name]));
    if (field[1] === "select") {
      control = el("select", { id: id, name: name });
      (field[3] || []).forEach(function (value) { control.appendChild(el("option", { value: value }, words[name + "." + value] || value)); });
    } else if (field[1] === "area") {
      control = el("textarea", { id: id, name: name, rows: "5", spellcheck: "false" });
    } else {
      control = el("input", { type: "text", id: id, name: name, spellcheck: "false", autocomplete: "off" });
    }
    holder.appendChild(control);
    controls[name] = control;
  });
  if (kind === "heckel") { box.appendChild(el("p", { "class": "ds-hint" }, words.lists)); }
  var buttons = box.appendChild(el("div", { "class": "ds-buttons" }));
  buttons.appendChild(el("button", { type: "submit" }, words.run));
  var reset = buttons.appendChild(el("button", { type: "button" }, words.reset));
  var link = buttons.appendChild(el("a", { "class": "ds-link" }, words.link));
  var problem = box.appendChild(el("p", { "class": "ds-problem", role: "alert", hidden: "" }));
  var note = box.appendChild(el("p", { "class": "ds-note", hidden: "" }));
  var working = Working(box, words);
  /* A figure with data-input is in the page's text. */
  var parent = /** @type {ParentNode & Node} */ (figure.parentNode);
  parent.insertBefore(form, figure);
  var report = input.report ? el("section", { "class": "ds-report", "aria-live": "polite" }) : null;
  if (report) { parent.insertBefore(report, figure.nextSibling); }

  /** @param {{ [option: string]: string | boolean | null | undefined }} values */
  function fill(values) {
    fields.forEach(function (field) {
      var value = values[field[0]];
      var fallback = field[3] ? field[3][0] : "";
      controls[field[0]].value = value === undefined || value === null || value === "" ? fallback : /** @type {string} */ (value);
      if (field[3] && field[3].indexOf(controls[field[0]].value) < 0) { controls[field[0]].value = fallback; }
    });
  }
  /** @returns {InputValues} */
  function values() {
    /** @type {InputValues} */
    var out = {};
    Object.keys(controls).forEach(function (name) { out[name] = controls[name].value; });
    return out;
  }

  /* The fragment that reproduces what the widget shows now. */
  function fragment() {
    /** @type {[string, string][]} */
    var parts = [];
    var current = values();
    if (widgets.filter(function (w) { return w.kind === kind; })[0] !== self) { parts.push(["w", figure.id]); }
    fields.forEach(function (field) {
      var value = current[field[0]];
      if (field[3] && value === field[3][0]) { return; }
      if (field[0] === "cached" && !value) { return; }  /* two states: no cache to say */
      parts.push([field[2], value]);
    });
    parts.push(["step", String(figure.dsStepper ? figure.dsStepper.step() : 1)]);
    return "#" + parts.map(function (p) { return p[0] + "=" + encodeURIComponent(p[1]); }).join("&");
  }
  /* The whole address, not "#...": a bare fragment link reads as a skip link to nowhere. */
  /** @param {string} hash */
  function address(hash) { return location.href.split("#")[0] + hash; }
  function remember() {
    var hash = fragment();
    link.setAttribute("href", address(hash));
    if (touched && location.hash !== hash && history.replaceState) { history.replaceState(null, "", hash); }
    if (touched) { carry(hash); }
  }

  /* What the widget shows now belongs to the last input that ran; after a refusal it would
     read as the answer to the new one, so it is hidden until an input runs again. */
  /** @param {boolean} hidden */
  function stale(hidden) {
    figure.hidden = hidden;
    if (report) { report.hidden = hidden; }
  }
  /** @param {string} text @returns {false} */
  function refuse(text) {
    problem.textContent = text;
    problem.hidden = false;
    stale(true);
    figure.setAttribute("data-ran", String(++runs));
    return false;
  }

  /* Runs the form's input; on a refusal the CLI's message shows, in the page's language, and
     the previous answer goes out of sight. A trace is computed off the page's thread, with
     its progress and a cancel (inputs.working.js); a new run supersedes one still computing. */
  /* shownValues: the input of what the widget shows (the example until a run shows another). */
  var runs = 0, latest = 0;
  /** @type {EngineJob | null} */
  var job = null;
  /** @type {InputValues} */
  var shownValues = {};
  /** @param {number} step the step to show (0: the first). @returns {Promise<boolean>} */
  function run(step) {
    var given = values(), ticket = ++latest;
    if (job) { job.cancel(); job = null; }
    return window.DiffstepEngine.ready.then(function (engine) {
      /** @type {EngineOptions} */
      var options = {};
      Object.keys(given).forEach(function (name) { options[name] = given[name]; });
      if (kind !== "trace") { return present(engine[kind](options), given, step); }
      var mine = job = engine.later(kind, options);
      working.start(mine.cancel);
      return mine.answer.then(function (answer) {
        if (ticket !== latest) { return false; }
        job = null;
        working.drawing();
        /* The progress paints its last words before the page draws the table. */
        return new Promise(function (resolve) { setTimeout(resolve, 0); }).then(function () {
          working.stop();
          return ticket === latest ? present(answer, given, step) : false;
        });
      }, function (error) {
        if (ticket !== latest) { return false; }
        job = null;
        working.stop();
        if (error && error.cancelled) { return cancelled(); }
        throw error;
      });
    }).catch(function (error) {
      /* The engine could not load or trapped: a fault of the page, never of the input; the
         details go to the console for whoever reports it. */
      if (window.console) { window.console.error(error); }
      return refuse(words.broken);
    });
  }

  /* The reader cancelled: the form goes back to the input the widget shows. */
  function cancelled() {
    fill(shownValues);
    problem.textContent = words.cancelled;
    problem.hidden = false;
    figure.setAttribute("data-ran", String(++runs));
    return false;
  }

  /* Draws an answer of the engine for `given`, or says why it cannot. */
  /** @param {EngineAnswer} answer @param {InputValues} given @param {number} step @returns {boolean} */
  function present(answer, given, step) {
    note.hidden = true;
    if (answer.error) { return refuse(words.refused + " " + answer.error); }
    var data = answer.stepper, frames = data && data.frames ? data.frames.length : 0;
    if (!data || !frames) {
      /* Nothing to step through (no script, no calls, or reloadData): say why, and give
         the verdict when there is one. */
      refuse(words[nothing(kind, given)]);
      if (report && answer.simulation) { report.hidden = false; showReport(report, kind, words, answer); }
      return false;
    }
    problem.hidden = true;
    stale(false);
    /* A band's cells show costs even when the notation was asked for: the engine says why. */
    note.textContent = answer.band && answer.band.note ? answer.band.note : "";
    note.hidden = !note.textContent;
    var stepper = window.DiffstepStepper.mount(figure, data);
    if (step) { stepper.show(step); }
    if (report) { showReport(report, kind, words, answer); }
    shownValues = given;
    remember();
    figure.setAttribute("data-ran", String(++runs));
    /* The practice panel under the widget (practice.js) asks about the same input. */
    figure.dispatchEvent(new CustomEvent("ds-input", { detail: given }));
    return true;
  }

  form.addEventListener("submit", function (event) { event.preventDefault(); touched = true; run(0); });
  reset.addEventListener("click", function () { touched = true; fill(input); run(0); });
  figure.addEventListener("ds-step", remember);
  ["click", "keydown"].forEach(function (name) { figure.addEventListener(name, function () { touched = true; }); });
  fill(input);
  shownValues = values();
  link.setAttribute("href", address(fragment()));

  self.fragment = fragment;
  /* Shows the view a fragment names (its keys already read into `params`). */
  self.open = function (params) {
    /** @type {{ [option: string]: string | boolean | null | undefined }} */
    var given = {};
    fields.forEach(function (field) { given[field[0]] = params.get(field[2]) === null ? input[field[0]] : params.get(field[2]); });
    fill(given);
    touched = true;
    return run(Number(params.get("step")) || 1);
  };
  return self;
}

/* Templates/inputs.working.js */
/* The progress of a long run (inputs.js): a large trace is computed off the page's thread
   (engine.worker.js), and meanwhile the form shows what is being done, with a button that
   cancels it. The page keeps answering clicks and keys the whole time. */

/* Shown a moment after a run starts, so a quick answer never flashes it. */
var WORKING_AFTER = 150;

/**
 * @param {HTMLElement} box where the progress goes.
 * @param {Words} words the form's words.
 */
function Working(box, words) {
  var holder = box.appendChild(el("div", { "class": "ds-working", role: "status", hidden: "" }));
  holder.appendChild(el("progress", { "aria-label": words.working }));
  var text = holder.appendChild(el("span", {}, " " + words.working + " "));
  var button = holder.appendChild(el("button", { type: "button", "class": "ds-cancel" }, words.cancel));
  /** @type {(() => void) | null} */
  var cancel = null;
  /** @type {number | null} */
  var timer = null;
  button.addEventListener("click", function () { if (cancel) { cancel(); } });
  function stop() {
    if (timer !== null) { clearTimeout(timer); timer = null; }
    cancel = null;
    holder.hidden = true;
  }
  return {
    /* A run began; `stop` cancels it. */
    start: function (/** @type {() => void} */ stopRun) {
      stop();
      cancel = stopRun;
      text.textContent = " " + words.working + " ";
      button.hidden = false;
      timer = setTimeout(function () { timer = null; holder.hidden = false; }, WORKING_AFTER);
    },
    /* The answer came; the table is being drawn (no cancel: it is the page's own work now). */
    drawing: function () {
      cancel = null;
      button.hidden = true;
      text.textContent = " " + words.drawing + " ";
    },
    stop: stop
  };
}

/* Templates/inputs.js */
/* diffstep inputs: gives every widget built from a diffstep block (figure[data-input]) a form
   for the reader's own input, runs it through the engine (engine.js) and redraws the widget
   (DiffstepStepper.mount). The view lives in the URL fragment (#s=kitten&t=sitting&step=12):
   read on load, written as the reader steps. Words come from data-input-words (ko or en).
   `diffstep site` ships this file with its parts before it, in one closure (docs/site.md):
   inputs.widget.js (one widget's form and run), inputs.report.js (a batch or snapshot
   report) and inputs.fragment.js (the URL fragment). */

/** @type {InputWidget[]} */
var widgets = [];

function start() {
  if (!window.DiffstepEngine || !window.DiffstepStepper) { return; }
  document.querySelectorAll("figure.ds-stepper[data-input]").forEach(function (figure) {
    if (figure.dsStepper) { widgets.push(Widget(/** @type {HTMLElement} */ (figure))); }
  });
  openFragment();
  window.addEventListener("hashchange", openFragment);
}

/* After the page's own script has mounted every widget. */
if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();
