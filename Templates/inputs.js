// @ts-check
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
