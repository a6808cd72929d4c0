// @ts-check
/* A big DP table drawn through a window (stepper.js): only the rows and columns in view and a
   margin are cells in the page, between spacers as large as the rest. A 249 x 249 table
   (62,000 cells) drew every cell and froze the tab for seconds at each jump (layout of 62,000
   cells); through the window a step costs a few hundred cells at most. Every DP cell has one
   fixed size (style.css), so a row's place follows from its index. The panels' box scrolls
   both ways with the headers held in view; the cell a step decides is brought into view and
   drawn before the step is announced, so the grid's active descendant always exists. */

/* Panels with more cells than this are windowed (a lesson's table, at most 2,601 cells, is
   drawn whole up to this size). */
var WINDOWED = 900;
/* Rows and columns drawn past each edge of the view, so a small scroll draws nothing. */
var MARGIN = 3;

/** @param {ShownPanel} p @returns {boolean} */
function windowed(p) {
  if (!(p.o && p.o.length)) { return false; }
  var cells = 0;
  p.c.forEach(function (row) { cells += row.length; });
  return cells > WINDOWED;
}

/* The table and its state; the rows come with the first `drawWindow`. */
/**
 * @param {HTMLElement} holder the panel's place in the widget's box.
 * @param {ShownPanel} p @param {string} id the panel's id.
 * @param {string} label the table's name when it has no caption.
 */
function buildWindowed(holder, p, id, label) {
  holder.textContent = "";
  var rows = p.c.length, columns = rows ? p.c[0].length : 0;
  var table = el("table", { "class": "ds-grid ds-dp ds-windowed", role: "grid", tabindex: "0",
    "aria-rowcount": String(rows + (p.ch.length ? 1 : 0)), "aria-colcount": String(columns + (p.rh.length ? 1 : 0)) });
  if (p.cap !== null) {
    holder.appendChild(el("p", { "class": "ds-caption", id: id + "-cap" }, p.cap));
    table.setAttribute("aria-labelledby", id + "-cap");
  } else {
    table.setAttribute("aria-label", label);
  }
  var head = p.ch.length ? table.appendChild(el("thead")) : null;
  var body = table.appendChild(el("tbody"));
  holder.appendChild(table);
  var rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  /* Until the first rows are measured: a little less than a cell, so the first window covers
     the view. */
  holder.dsWindow = { id: id, rows: rows, columns: columns, table: table, head: head, body: body, cells: {},
    drawn: null, measured: false, rowPitch: 5 * rem, columnPitch: 5 * rem, top: 0, left: 0, p: p, paint: null };
  var box = /** @type {HTMLElement} */ (holder.parentNode);
  box.classList.add("ds-windowed");
  /* Scrolled, or the screen resized (a phone turned): the window follows the view. */
  if (!box.dsWindowed) {
    box.dsWindowed = true;
    var pending = false;
    var follow = function () {
      if (pending) { return; }
      pending = true;
      requestAnimationFrame(function () {
        pending = false;
        Array.prototype.forEach.call(box.querySelectorAll(".ds-panel"), function (/** @type {HTMLElement} */ h) {
          if (h.dsWindow && drawWindow(h, false) && h.dsWindow.paint) { h.dsWindow.paint(); }
        });
      });
    };
    box.addEventListener("scroll", follow, { passive: true });
    window.addEventListener("resize", follow);
  }
  holder.setAttribute("data-shape", shape(p));
}

/* The rows and columns in the box's view, in the table's indices. */
/** @param {HTMLElement} holder a windowed panel's. */
function inView(holder) {
  var win = /** @type {PanelWindow} */ (holder.dsWindow), box = /** @type {HTMLElement} */ (holder.parentNode);
  var boxRect = box.getBoundingClientRect(), tableRect = win.table.getBoundingClientRect();
  var top = boxRect.top + box.clientTop - tableRect.top, left = boxRect.left + box.clientLeft - tableRect.left;
  /** @param {number} start @param {number} size @param {number} origin @param {number} pitch @param {number} count @returns {[number, number]} */
  function range(start, size, origin, pitch, count) {
    var first = Math.floor((start - origin) / pitch), last = Math.floor((start + size - origin) / pitch);
    return [Math.max(0, Math.min(count - 1, first)), Math.max(0, Math.min(count - 1, last))];
  }
  return { rows: range(top, box.clientHeight, win.top, win.rowPitch, win.rows),
    columns: range(left, box.clientWidth, win.left, win.columnPitch, win.columns), top: top, left: left };
}

/* A spacer: a cell as wide or a row as tall as the rows or columns it stands for. */
/** @param {number | null} width @param {number | null} height @returns {HTMLTableCellElement} */
function gap(width, height) {
  var td = el("td", { "class": "ds-gap", "aria-hidden": "true" });
  if (width !== null) { td.style.width = td.style.minWidth = td.style.maxWidth = width + "px"; }
  if (height !== null) { td.style.height = height + "px"; }
  return td;
}

/* Draws the window around the view when the view left the rows and columns drawn (or always,
   with `force`); true when it drew. Cells already drawn are moved, not made again, and keep
   their painting. */
/** @param {HTMLElement} holder a windowed panel's. @param {boolean} force @returns {boolean} */
function drawWindow(holder, force) {
  var win = /** @type {PanelWindow} */ (holder.dsWindow), p = win.p;
  if (!win.rows || !win.columns) { return false; }
  var view = inView(holder), d = win.drawn;
  if (!force && d && view.rows[0] >= d.r0 && view.rows[1] <= d.r1 && view.columns[0] >= d.c0 && view.columns[1] <= d.c1) {
    return false;
  }
  var r0 = Math.max(0, view.rows[0] - MARGIN), r1 = Math.min(win.rows - 1, view.rows[1] + MARGIN);
  var c0 = Math.max(0, view.columns[0] - MARGIN), c1 = Math.min(win.columns - 1, view.columns[1] + MARGIN);
  var before = win.cells, headers = p.rh.length ? 1 : 0, span = headers + 2 + c1 - c0 + 1;
  /** @type {PanelWindow["cells"]} */
  var cells = {};
  /** @param {HTMLTableRowElement} tr @returns {() => void} what closes the row. */
  function sides(tr) {
    tr.appendChild(gap(c0 * win.columnPitch, null));
    return function () { tr.appendChild(gap((win.columns - 1 - c1) * win.columnPitch, null)); };
  }
  if (win.head) {
    var top = el("tr", { "aria-rowindex": "1" });
    if (headers) { top.appendChild(el("td")); }
    var close = sides(top);
    for (var c = c0; c <= c1; c++) {
      top.appendChild(el("th", { scope: "col", "aria-colindex": String(c + 1 + headers) }, p.ch[c]));
    }
    close();
    win.head.textContent = "";
    win.head.appendChild(top);
  }
  var body = document.createDocumentFragment();
  if (r0 > 0) { body.appendChild(el("tr", { "aria-hidden": "true" })).appendChild(gap(null, r0 * win.rowPitch)).colSpan = span; }
  for (var r = r0; r <= r1; r++) {
    var tr = body.appendChild(el("tr", { "aria-rowindex": String(r + 1 + (win.head ? 1 : 0)) }));
    if (headers) { tr.appendChild(el("th", { scope: "row", "aria-colindex": "1" }, p.rh[r])); }
    var end = sides(tr);
    for (var k = c0; k <= c1; k++) {
      var key = r + " " + k;
      var td = before[key] || el("td", { id: win.id + "-r" + r + "-c" + k, "aria-colindex": String(k + 1 + headers) });
      cells[key] = td;
      tr.appendChild(td);
    }
    end();
  }
  if (r1 < win.rows - 1) {
    body.appendChild(el("tr", { "aria-hidden": "true" })).appendChild(gap(null, (win.rows - 1 - r1) * win.rowPitch)).colSpan = span;
  }
  win.body.textContent = "";
  win.body.appendChild(body);
  win.cells = cells;
  win.drawn = { r0: r0, r1: r1, c0: c0, c1: c1 };
  if (!win.measured) { measure(holder); }
  return true;
}

/* A cell's size and where row 0, column 0 starts, read once from the cells drawn; the window
   is drawn again with them. */
/** @param {HTMLElement} holder a windowed panel's, drawn. */
function measure(holder) {
  var win = /** @type {PanelWindow} */ (holder.dsWindow), d = /** @type {NonNullable<PanelWindow["drawn"]>} */ (win.drawn);
  var first = win.cells[d.r0 + " " + d.c0], down = win.cells[(d.r0 + 1) + " " + d.c0], right = win.cells[d.r0 + " " + (d.c0 + 1)];
  if (!first) { return; }
  var at = first.getBoundingClientRect(), tableRect = win.table.getBoundingClientRect();
  win.rowPitch = down ? down.getBoundingClientRect().top - at.top : at.height;
  win.columnPitch = right ? right.getBoundingClientRect().left - at.left : at.width;
  win.top = at.top - tableRect.top - d.r0 * win.rowPitch;
  win.left = at.left - tableRect.left - d.c0 * win.columnPitch;
  win.measured = win.rowPitch > 0 && win.columnPitch > 0;
  if (win.measured) { drawWindow(holder, true); }
}

/* Brings row r, column c into the box's view (centred when it was out of it) and draws the
   window there. */
/** @param {HTMLElement} holder a windowed panel's. @param {number} r @param {number} c */
function revealCell(holder, r, c) {
  var win = /** @type {PanelWindow} */ (holder.dsWindow), box = /** @type {HTMLElement} */ (holder.parentNode);
  if (!win.drawn) { drawWindow(holder, true); }
  var view = inView(holder);
  var header = win.head ? win.top : 0, sticky = win.left;
  var y = win.top + r * win.rowPitch, x = win.left + c * win.columnPitch;
  if (y < view.top + header || y + win.rowPitch > view.top + box.clientHeight) {
    box.scrollTop += y + win.rowPitch / 2 - (box.clientHeight + header) / 2 - view.top;
  }
  if (x < view.left + sticky || x + win.columnPitch > view.left + box.clientWidth) {
    box.scrollLeft += x + win.columnPitch / 2 - (box.clientWidth + sticky) / 2 - view.left;
  }
  drawWindow(holder, false);
}
