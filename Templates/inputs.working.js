// @ts-check
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
