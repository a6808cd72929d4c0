// @ts-check
/* A stepper's legend (stepper.js): the roles the frames show, and only those. */

/* The legend names only the marks (a figure's data-marks) this frame shows (an unfilled cell shows none). */
/** @param {HTMLElement} figure @param {StepperWords["marks"]} marks @param {ShownPanel[]} panels */
function showLegend(figure, marks, panels) {
  var legend = figure.querySelector(".ds-legend");
  if (!legend) { return; }
  /** @type {{ [roleClass: string]: boolean }} */
  var used = {};
  panels.forEach(function (p) {
    p.c.forEach(function (row) {
      row.forEach(function (value) {
        value[1].split("").forEach(function (letter) { var mark = marks[letter]; if (mark) { used["r-" + mark[0]] = true; } });
      });
    });
  });
  delete used["r-pending"];
  Array.prototype.forEach.call(legend.children, function (/** @type {HTMLElement} */ item) {
    var mark = item.querySelector(".ds-mark");
    if (item.classList.contains("ds-key") || !mark) { return; }
    item.hidden = !Array.prototype.some.call(mark.classList, function (/** @type {string} */ name) { return used[name]; });
  });
}

/* The legend names the roles the new frames use, in the marks' order. */
/** @param {HTMLElement} figure @param {StepperWords["marks"]} marks @param {StepperData} data */
function relegend(figure, marks, data) {
  var legend = figure.querySelector(".ds-legend");
  if (!legend) { return; }
  /** @type {{ [letter: string]: boolean }} */
  var used = {};
  data.v.forEach(function (v) { if (typeof v !== "string") { v[1].split("").forEach(function (l) { used[l] = true; }); } });
  /* The keys to the arrows and the path line (li.ds-key) stay; the roles are redone. */
  /** @type {Element[]} */
  var items = Array.prototype.slice.call(legend.children);
  var holder = legend;
  items.forEach(function (item) {
    if (!item.classList.contains("ds-key")) { holder.removeChild(item); }
  });
  Object.keys(marks).forEach(function (letter) {
    var mark = marks[letter];
    if (!used[letter]) { return; }
    var item = holder.appendChild(el("li"));
    item.appendChild(el("span", { "class": "ds-mark r-" + mark[0] }, mark[1]));
    item.appendChild(document.createTextNode(" " + mark[2]));
  });
}
