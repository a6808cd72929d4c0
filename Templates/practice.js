// @ts-check
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
