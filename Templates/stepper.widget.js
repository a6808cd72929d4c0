// @ts-check
/* One stepper widget (stepper.js): its frames, controls, question and keys. */

/**
 * The words of one origin operation (the figure's `data-origin`, StepperText.originJSON): the
 * operation ("insert {t}"), where from ("from {x} on the left"), its arrow, its direction's class.
 * @typedef {[string, string, string, string]} OriginWord
 */
/**
 * `data-origin`: each operation's words, and what the other equally cheap origins are called.
 * @typedef {{ [op in OriginLetter]: OriginWord } & { ties: string }} OriginWords
 */
/**
 * The words a widget paints its cells with: each role by its letter (`data-marks`: its class,
 * its mark, its name), the empty cell's name, a row's and a column's ("{x}"), the origins'
 * (null when the figure has none), and whether every co-optimal origin is shown.
 * @typedef {{ marks: { [letter: string]: [string, string, string] }, empty: string, row: string,
 *   column: string, origin: OriginWords | null, ties: boolean }} StepperWords
 */

/* A widget's frames and controls; `load` replaces the frames (the engine's answer for the
   learner's own input) and keeps the controls, the listeners and the widget's place. Its
   elements are the widget's (StepperWidget.swift). */
/** @param {HTMLElement} figure @param {StepperData} data @returns {StepperApi} */
function Stepper(figure, data) {
  var frames = Frames(data);
  var box = /** @type {HTMLElement} */ (figure.querySelector(".ds-panels"));
  var controls = /** @type {HTMLElement} */ (figure.querySelector(".ds-controls"));
  var counter = /** @type {HTMLElement} */ (figure.querySelector(".ds-counter"));
  var narration = /** @type {HTMLElement} */ (figure.querySelector(".ds-narration"));
  var question = /** @type {HTMLElement} */ (figure.querySelector(".ds-question"));
  var title = /** @type {HTMLElement} */ (figure.querySelector(".ds-title"));
  var playButton = /** @type {HTMLElement} */ (figure.querySelector("[data-act=play]"));
  var speed = /** @type {HTMLInputElement | HTMLSelectElement} */ (figure.querySelector("[data-act=speed]"));
  var label = figure.getAttribute("data-grid") || "";
  /** @type {StepperWords} */
  var words = { marks: JSON.parse(figure.getAttribute("data-marks") || "{}"), empty: figure.getAttribute("data-empty") || "",
    row: figure.getAttribute("data-row") || "{x}", column: figure.getAttribute("data-column") || "{x}",
    origin: JSON.parse(figure.getAttribute("data-origin") || "null"), ties: false };
  var form = /** @type {HTMLFormElement} */ (figure.querySelector(".ds-answer"));
  var input = /** @type {HTMLInputElement} */ (form.querySelector("input"));
  var verdict = /** @type {HTMLElement} */ (form.querySelector(".ds-verdict"));
  var index = 0;
  /** @type {number | null} */
  var timer = null;
  /** @type {{ [frame: number]: { tries: number, given: string, done: boolean } }} each question's answers so far. */
  var answered = {};
  /* The frame shown (set by show(0) below, before anything reads it). */
  var frame = /** @type {ShownFrame} */ (/** @type {unknown} */ (null));
  /* The panels painted last; null paints every cell of the next frame. */
  /** @type {ShownPanel[] | null} */
  var shown = null;

  /* A question as a teacher asks it: a wrong first answer gets the hint and a second try; the
     answer and its explanation come after the second, or when the learner asks. */
  /** @param {string} given @param {boolean} reveal */
  function judge(given, reveal) {
    var record = answered[index] || { tries: 0, given: "", done: false };
    answered[index] = record;
    var answer = figure.getAttribute("data-answer") + ": " + frame.r + " — " + frame.e;
    if (reveal) {
      record.done = true;
      verdict.textContent = answer;
      return;
    }
    record.given = given;
    var right = matches(frame.a, given);
    var numeric = frame.a.some(function (a) { return value(a) !== null; });
    if (!right && numeric && value(given) === null) {
      verdict.textContent = figure.getAttribute("data-unreadable");
      return;
    }
    record.tries += 1;
    if (right || record.tries >= 2) {
      record.done = true;
      verdict.textContent = (right ? figure.getAttribute("data-right") : figure.getAttribute("data-wrong")) + " " + answer;
    } else {
      verdict.textContent = figure.getAttribute("data-wrong") + " " + (frame.h ? frame.h + " " : "") + figure.getAttribute("data-again");
    }
  }

  /** @param {ShownFrame} frame */
  function showQuestion(frame) {
    form.hidden = !frame.q;
    if (!frame.q) { return; }
    var record = answered[index];
    input.value = record ? record.given : "";
    verdict.textContent = "";
    if (record && record.done) { judge(record.given, !record.given); }
  }

  /** @param {number} i */
  function show(i) {
    index = Math.max(0, Math.min(frames.length - 1, i));
    frame = frames.at(index);
    /* The texts first, the panels after: a cell brought into view reads the layout once. */
    isolated(title, frame.t);
    isolated(narration, frame.n);
    isolated(question, frame.q);
    question.hidden = !frame.q;
    showQuestion(frame);
    counter.textContent = (/** @type {string} */ (figure.getAttribute("data-counter")))
      .replace("{n}", String(index + 1)).replace("{total}", String(frames.length));
    var holders = /** @type {NodeListOf<HTMLElement>} */ (box.querySelectorAll(".ds-panel"));
    var focused = box.contains(document.activeElement);
    if (holders.length !== frame.panels.length) {
      box.textContent = "";
      frame.panels.forEach(function () { box.appendChild(el("div", { "class": "ds-panel" })); });
      holders = /** @type {NodeListOf<HTMLElement>} */ (box.querySelectorAll(".ds-panel"));
    }
    frame.panels.forEach(function (p, k) {
      var id = figure.id + "-p" + k, before = shown && shown[k];
      if (holders[k].getAttribute("data-shape") !== shape(p)) {
        buildPanel(holders[k], p, id, label);
        before = null;
        if (focused && k === 0) { (/** @type {HTMLTableElement} */ (holders[k].querySelector("table"))).focus(); }
      }
      paintPanel(holders[k], p, before, id, words);
    });
    shown = frame.panels;
    showLegend(figure, words.marks, frame.panels);
    if (index === frames.length - 1 || frame.q) { stop(); }
    figure.dispatchEvent(new CustomEvent("ds-step", { detail: { step: index + 1, total: frames.length } }));
  }

  /* Autoplay stops on a question, so the learner answers before the answer is shown. */
  function tick() {
    show(index + 1);
    if (index < frames.length - 1 && !frame.q) { timer = setTimeout(tick, Number(speed.value)); } else { stop(); }
  }
  function stop() { if (timer !== null) { clearTimeout(timer); timer = null; } playButton.textContent = figure.getAttribute("data-play"); }
  function toggle() {
    if (timer !== null) { stop(); return; }
    if (index === frames.length - 1) { show(0); }
    playButton.textContent = figure.getAttribute("data-pause");
    timer = setTimeout(tick, Number(speed.value));
  }

  var actions = {
    first: function () { stop(); show(0); }, prev: function () { stop(); show(index - 1); },
    next: function () { stop(); show(index + 1); }, last: function () { stop(); show(frames.length - 1); },
    play: toggle,
    /* Every co-optimal origin, drawn and read out, or only the chosen one. */
    ties: function () {
      words.ties = !words.ties;
      figure.classList.toggle("ds-ties", words.ties);
      (/** @type {Element} */ (controls.querySelector("[data-act=ties]"))).setAttribute("aria-pressed", String(words.ties));
      shown = null;
      show(index);
    }
  };
  /** @type {{ [key: string]: keyof typeof actions }} */
  var keys = { ArrowRight: "next", ArrowLeft: "prev", Home: "first", End: "last", " ": "play" };

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    stop();
    var record = answered[index];
    if (normalized(input.value) && !(record && record.done)) { judge(input.value, false); }
  });
  (/** @type {HTMLElement} */ (form.querySelector("[data-act=hint]"))).addEventListener("click", function () {
    if (!(answered[index] && answered[index].done)) { verdict.textContent = frame.h; }
  });
  (/** @type {HTMLElement} */ (form.querySelector("[data-act=reveal]"))).addEventListener("click", function () { judge(input.value, true); });
  controls.addEventListener("click", function (event) {
    var target = /** @type {Element} */ (event.target);
    var act = /** @type {keyof typeof actions | null} */ (target.getAttribute && target.getAttribute("data-act"));
    if (act && actions[act]) { actions[act](); }
  });
  figure.addEventListener("keydown", function (event) {
    var tag = (/** @type {Element} */ (event.target)).tagName;
    if (tag === "SELECT" || tag === "INPUT" || event.altKey || event.ctrlKey || event.metaKey) { return; }
    /* Space and Enter on a button press that button; they never start the autoplay. */
    if (tag === "BUTTON" && (event.key === " " || event.key === "Enter")) { return; }
    var act = keys[event.key];
    if (!act) { return; }
    event.preventDefault();
    actions[act]();
  });
  figure.dsKey = function (event) {
    var act = keys[event.key];
    if (!act || event.altKey || event.ctrlKey || event.metaKey) { return false; }
    actions[act]();
    return true;
  };
  var lastPanels = frames.shapeAt(frames.length - 1);
  /* The server's table is the last frame's, drawn whole: a windowed panel is drawn anew. */
  box.querySelectorAll(".ds-panel").forEach(function (holder, k) {
    if (lastPanels[k] && !windowed(lastPanels[k])) { holder.setAttribute("data-shape", shape(lastPanels[k])); }
  });
  controls.hidden = false;
  /* Printed, each widget shows its final state; back to where the reader was afterwards. */
  var beforePrint = 0;
  window.addEventListener("beforeprint", function () { stop(); beforePrint = index; show(frames.length - 1); });
  window.addEventListener("afterprint", function () { show(beforePrint); });


  var api = {
    load: function (/** @type {StepperData} */ data, /** @type {number | undefined} */ step) {
      stop();
      var next = Frames(data);
      if (!next.length) { throw new Error("a stepper needs at least one frame"); }
      frames = next;
      answered = {};
      shown = null;
      relegend(figure, words.marks, data);
      show(step ? step - 1 : 0);
    },
    show: function (/** @type {number} */ step) { stop(); show(step - 1); },
    /* Row r, column c of panel k as drawn now: brought into view first when the panel is
       windowed (stepper.window.js); null outside the panel. */
    cell: function (/** @type {number} */ k, /** @type {number} */ r, /** @type {number} */ c) {
      var holder = /** @type {HTMLElement | undefined} */ (box.querySelectorAll(".ds-panel")[k]);
      if (holder && holder.dsWindow && r >= 0 && c >= 0 && r < holder.dsWindow.rows && c < holder.dsWindow.columns) {
        revealCell(holder, r, c);
        if (holder.dsWindow.paint) { holder.dsWindow.paint(); }
      }
      return document.getElementById(figure.id + "-p" + k + "-r" + r + "-c" + c);
    },
    step: function () { return index + 1; },
    total: function () { return frames.length; }
  };
  show(0);
  return api;
}
