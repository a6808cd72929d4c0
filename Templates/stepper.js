// @ts-check
/* diffstep web stepper: a classic script, inlined once per page. No fetch, no modules,
   no network: each <figure class="ds-stepper"> carries its frames as inline JSON. `diffstep
   site` ships this file with its parts before it, in one closure (docs/site.md):
   stepper.frames.js (the wire format unpacked), stepper.panel.js and stepper.cell.js (the
   tables), stepper.window.js (a big table drawn through a window), stepper.origin.js (where
   a value came from), stepper.legend.js, stepper.answer.js (a question's answers) and
   stepper.widget.js (one widget's controls). */

/* DiffstepStepper.mount(figure, data): draws `data` (the engine's "stepper" answer, or a
   widget's own JSON) in `figure`, a figure.ds-stepper; a second call redraws the same widget.
   Returns { load(data, step), show(step), step(), total(), cell(panel, row, column) } (a
   cell as drawn, brought into view in a big table drawn through a window), steps counted
   from 1. Every step shown dispatches "ds-step" on the figure, detail { step, total }. */
/** @param {HTMLElement} figure @param {StepperData} data @returns {StepperApi} */
function mount(figure, data) {
  if (figure.dsStepper) { figure.dsStepper.load(data); } else { figure.dsStepper = Stepper(figure, data); }
  return figure.dsStepper;
}
window.DiffstepStepper = { mount: mount };

/* "Press Next or →" works before anything was clicked: a key pressed with nothing focused
   goes to the first widget in view, else the page's first, brought into view. Space, Home
   and End stay the page's own (they scroll). */
document.addEventListener("keydown", function (event) {
  if (event.target !== document.body || (event.key !== "ArrowRight" && event.key !== "ArrowLeft") ||
    event.defaultPrevented) { return; }
  /** @type {HTMLElement[]} */
  var all = Array.prototype.filter.call(document.querySelectorAll("figure.ds-stepper"), function (/** @type {HTMLElement} */ figure) {
    return figure.dsKey && !figure.hidden;
  });
  var shown = all.filter(function (figure) {
    var box = figure.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  })[0];
  var target = shown || all[0];
  /* A figure's dsKey is its key handler (stepper.widget.js). */
  if (target && (/** @type {(event: KeyboardEvent) => boolean} */ (target.dsKey))(event)) {
    event.preventDefault();
    if (!shown && target.scrollIntoView) { target.scrollIntoView({ block: "nearest" }); }
  }
});

document.querySelectorAll("figure.ds-stepper").forEach(function (figure) {
  var frames = figure.querySelector("script.ds-frames");
  mount(/** @type {HTMLElement} */ (figure), JSON.parse(frames && frames.textContent || ""));
});
