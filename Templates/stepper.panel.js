// @ts-check
/* One panel of a frame (stepper.js): its table built as the server writes it, then only the
   cells that changed painted again. */

var reducedMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/* A panel's shape: when it changes, the table is built again. */
/** @param {ShownPanel} p @returns {string} */
function shape(p) { return JSON.stringify([p.cap, p.ch, p.rh, p.c.map(function (r) { return r.length; }), windowed(p)]); }

/* The same markup the server writes (Panel+HTML.swift), built with text nodes only; a big DP
   table is drawn through a window (stepper.window.js). */
/**
 * @param {HTMLElement} holder the panel's place in the widget's box.
 * @param {ShownPanel} p @param {string} id the panel's id.
 * @param {string} label the table's name when it has no caption.
 */
function buildPanel(holder, p, id, label) {
  if (windowed(p)) { buildWindowed(holder, p, id, label); return; }
  delete holder.dsWindow;
  (/** @type {HTMLElement} */ (holder.parentNode)).classList.remove("ds-windowed");
  holder.textContent = "";
  var lines = !p.ch.length && !p.rh.length && p.c.every(function (row) { return row.length === 1; });
  /* A DP table (its cells know where their values came from) keeps fixed column widths. */
  var table = el("table", { "class": lines ? "ds-grid ds-lines" : p.o && p.o.length ? "ds-grid ds-dp" : "ds-grid", role: "grid", tabindex: "0" });
  if (p.cap !== null) {
    holder.appendChild(el("p", { "class": "ds-caption", id: id + "-cap" }, p.cap));
    table.setAttribute("aria-labelledby", id + "-cap");
  } else {
    table.setAttribute("aria-label", label);
  }
  if (p.ch.length) {
    var head = el("tr");
    if (p.rh.length) { head.appendChild(el("td")); }
    p.ch.forEach(function (h) { head.appendChild(el("th", { scope: "col" }, h)); });
    table.appendChild(el("thead")).appendChild(head);
  }
  var body = table.appendChild(el("tbody"));
  p.c.forEach(function (row, r) {
    var tr = body.appendChild(el("tr"));
    if (r < p.rh.length) { tr.appendChild(el("th", { scope: "row" }, p.rh[r])); }
    row.forEach(function (value, c) { tr.appendChild(el("td", { id: id + "-r" + r + "-c" + c })); });
  });
  holder.appendChild(table);
  holder.setAttribute("data-shape", shape(p));
}

/* The cell a frame decides (its "@"), else the path's last cell: the grid's active descendant. */
/** @param {ShownPanel} p @returns {number[] | null} */
function currentOf(p) {
  /** @type {number[] | null} */
  var active = null;
  /** @type {number[] | null} */
  var path = null;
  for (var r = 0; r < p.c.length && !active; r++) {
    var row = p.c[r];
    for (var c = 0; c < row.length; c++) {
      var letters = row[c][1];
      if (!letters) { continue; }
      if (letters.indexOf("@") >= 0) { active = [r, c]; break; }
      if (letters.indexOf("*") >= 0) { path = [r, c]; }
    }
  }
  return active || path;
}

/* Paints one cell when what it reads differs from what it was painted from. */
/** @param {HTMLElement} td @param {ShownPanel} p @param {number} r @param {number} c @param {StepperWords} words */
function paintAt(td, p, r, c, words) {
  var key = readKey(p, r, c, words.ties);
  if (td.dsKey === key) { return; }
  /** @type {string[]} */
  var place = [];
  if (r < p.rh.length) { place.push(words.row.replace("{x}", function () { return p.rh[r]; })); }
  if (c < p.ch.length) { place.push(words.column.replace("{x}", function () { return p.ch[c]; })); }
  paintCell(td, p, r, c, place.join(", "), words);
  td.dsKey = key;
}

/* The grid's active descendant: the current cell when it is in the page, else none. */
/** @param {Element} table @param {string | null} target the current cell's id. */
function activate(table, target) {
  if (target && document.getElementById(target)) { table.setAttribute("aria-activedescendant", target); } else { table.removeAttribute("aria-activedescendant"); }
}

/* A windowed panel: the current cell brought into view, then the cells drawn painted (again
   whenever the window moves). */
/** @param {HTMLElement} holder @param {ShownPanel} p @param {string} id @param {StepperWords} words */
function paintWindowed(holder, p, id, words) {
  var win = /** @type {PanelWindow} */ (holder.dsWindow), at = currentOf(p), target = at && id + "-r" + at[0] + "-c" + at[1];
  win.p = p;
  win.paint = function () {
    Object.keys(win.cells).forEach(function (key) {
      var rc = key.split(" "), r = Number(rc[0]), c = Number(rc[1]);
      paintAt(win.cells[key], p, r, c, words);
    });
    activate(win.table, target);
  };
  if (at) { revealCell(holder, at[0], at[1]); } else if (!win.drawn) { drawWindow(holder, true); }
  win.paint();
}

/* Paints the cells of `p` whose drawing changed since `before` (the panel shown last, or
   null to look at every cell): the cells that changed and their neighbours, each painted
   again only when what it reads differs from what it was painted from. */
/**
 * @param {HTMLElement} holder @param {ShownPanel} p @param {ShownPanel | null} before
 * @param {string} id @param {StepperWords} words
 */
function paintPanel(holder, p, before, id, words) {
  if (holder.dsWindow) { paintWindowed(holder, p, id, words); return; }
  /** @type {{ [rowColumn: string]: boolean }} */
  var check = {};
  p.c.forEach(function (row, r) {
    row.forEach(function (value, c) {
      if (!before || before.c[r][c] !== value) {
        for (var dr = -1; dr <= 1; dr++) { for (var dc = -1; dc <= 1; dc++) { check[(r + dr) + " " + (c + dc)] = true; } }
      }
    });
  });
  Object.keys(check).forEach(function (at) {
    var rc = at.split(" "), r = Number(rc[0]), c = Number(rc[1]), row = p.c[r];
    if (!row || c < 0 || c >= row.length) { return; }
    var td = document.getElementById(id + "-r" + r + "-c" + c);
    if (td) { paintAt(td, p, r, c, words); }
  });
  var table = holder.querySelector("table");
  var at = currentOf(p), target = at && id + "-r" + at[0] + "-c" + at[1];
  if (!table) { return; }
  activate(table, target);
  /* On a narrow screen the panels scroll sideways: bring the highlighted cell into view
     there, without scrolling the page itself. */
  var current = target && document.getElementById(target);
  var box = /** @type {HTMLElement | null} */ (holder.parentNode);
  if (current && box && box.scrollWidth > box.clientWidth) {
    /* The row letters stay in view (a sticky first column): the cell is centred in the rest. */
    var sticky = holder.querySelector("th[scope=row]");
    var inset = sticky ? sticky.getBoundingClientRect().width : 0;
    var cell = current.getBoundingClientRect(), frame = box.getBoundingClientRect();
    if (cell.left < frame.left + inset || cell.right > frame.right) {
      var left = box.scrollLeft + cell.left - frame.left - inset - (frame.width - inset - cell.width) / 2;
      if (box.scrollTo) { box.scrollTo({ left: left, behavior: reducedMotion ? "auto" : "smooth" }); } else { box.scrollLeft = left; }
    }
  }
}
