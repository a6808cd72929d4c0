// @ts-check
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
