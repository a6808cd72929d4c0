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

/* Templates/stepper.answer.js */
/* A stepper's question (stepper.js): an answer read as the grader reads it. */

/** @param {string} text @returns {string} */
function normalized(text) { return text.toLowerCase().split(/\s+/).filter(Boolean).join(" "); }

/* A cell's answer as the grader reads it: a number, or the notation (2i 1d, 1s, 0), whose
   value is its count of edits; null when it is neither. */
/** @param {string} text @returns {number | null} */
function value(text) {
  var given = normalized(text);
  if (/^\d+$/.test(given)) { return Number(given); }
  if (!/^(\d+[ids] ?)+$/.test(given)) { return null; }
  return given.split(/(?=\d+[ids])/).reduce(function (sum, part) { return sum + parseInt(part, 10); }, 0);
}
/* The same answer in any order of its parts (1d 2i is 2i 1d); a notation against a
   question whose answers are all numbers counts by its value. */
/** @param {string} text @returns {string} */
function canonical(text) {
  var given = normalized(text);
  return value(text) === null || /^\d+$/.test(given) ? given : given.replace(/ /g, "").split(/(?=\d+[ids])/).sort().join(" ");
}
/** @param {string[]} answers the question's accepted answers. @param {string} given @returns {boolean} */
function matches(answers, given) {
  if (answers.some(function (a) { return canonical(a) === canonical(given); })) { return true; }
  var numbers = answers.every(function (a) { return /^\d+$/.test(normalized(a)); });
  return numbers && value(given) !== null && answers.some(function (a) { return value(a) === value(given); });
}

/* Templates/stepper.cell.js */
/* One cell of a panel (stepper.js): painted from its value, its roles and its origin, and the
   key that says when it needs painting again. */

/* A cell's roles as classes, as words on the cell, and as names in what a screen reader
   hears ("row k, column a: 1, insert a, from 0 on the left"), never the terminal's glyphs
   or the arrows. The letters come in the figure's fixed role order, so the words do too. */
/**
 * @param {HTMLElement} td @param {ShownPanel} p @param {number} r @param {number} c
 * @param {string} place the cell's row and column in words ("" for none).
 * @param {StepperWords} words
 */
function paintCell(td, p, r, c, place, words) {
  var value = p.c[r][c], letters = value[1], names = [value[0] === "" ? words.empty : value[0]];
  /** @type {string[]} */
  var classes = [];
  td.textContent = "";
  /* Where the path line runs through the cell, the line says "path"; the label still does. */
  var drawn = drawOrigin(td, p, r, c, words);
  td.appendChild(el("span", { "class": "ds-text" }, value[0]));
  /* The operation's role (kept, substituted...) is said once, by the origin's words. */
  var said = value[2] && words.origin ? { m: "=", s: "s", i: "i", d: "d" }[/** @type {OriginLetter} */ (value[2][0])] : "";
  for (var i = 0; i < letters.length; i++) {
    var mark = words.marks[letters[i]];
    if (!mark) { continue; }
    classes.push("r-" + mark[0]);
    if (letters[i] !== said) { names.push(mark[2]); }
    if (!(drawn.lined && letters[i] === "*")) { td.appendChild(el("span", { "class": "ds-mark" }, mark[1])); }
  }
  if (value[2] && words.origin) { names.push(originWords(p, r, c, value[2], words)); }
  td.className = classes.concat(drawn.classes).join(" ");
  /* A plain cell needs no label: the reader announces its text with the th headers. */
  if (names.length > 1) { td.setAttribute("aria-label", (place ? place + ": " : "") + names.join(", ")); } else { td.removeAttribute("aria-label"); }
}

/* What a cell's drawing reads: its own value and its eight neighbours' (the path line and
   the origin's words look at them), and whether ties are shown. */
/** @param {ShownPanel} p @param {number} r @param {number} c @param {boolean} ties @returns {string} */
function readKey(p, r, c, ties) {
  var key = ties ? "t" : "f";
  for (var dr = -1; dr <= 1; dr++) {
    var row = p.c[r + dr];
    for (var dc = -1; dc <= 1; dc++) {
      var v = row && row[c + dc];
      key += v ? "|" + v[0] + "\u0001" + v[1] + "\u0001" + (v[2] || "") : "|";
    }
  }
  return key;
}

/* Templates/stepper.frames.js */
/* The stepper's frames (stepper.js): the wire format (Templates/wire.js) unpacked frame by
   frame, as each is shown. */

/* A cell: [text, role letters, origin code or undefined]. */
/** @param {WireCell} value @returns {[string, string] | [string, string, number]} */
function cell(value) { return typeof value === "string" ? [value, ""] : value; }

/* The frames, each made when it is shown (a 30 x 30 trace has 961 frames of 961 cells):
   `at(i)` gives frame i's panels in full and its texts. Texts are indices into the phrase
   table "w", joined with spaces; cells are indices into the cell table "v"; a change is a
   pair (position across all panels, cell index). A cell whose third field is 1 shows its
   position's origin, kept once in the panel's "o". A frame without "n" asks
   `data.words(step)` (the engine's trace_step) for its texts. Panels are never changed
   once made, so the one shown before can be compared with the next. */
/**
 * A frame as the stepper shows it: its panels in full and its texts (plain strings, "" for none).
 * @typedef {{ panels: ShownPanel[], n: string, t: string, q: string, h: string, e: string, r: string,
 *   a: string[] }} ShownFrame
 */
/**
 * @param {StepperData} data
 * @returns {{ length: number, at: (i: number) => ShownFrame, shapeAt: (i: number) => ShownPanel[] }}
 */
function Frames(data) {
  var words = data.w, values = data.v.map(cell), list = data.frames;
  /** @type {number[]} each frame's last frame sent in full. */
  var starts = [];
  /** @type {{ [frame: number]: ShownPanel[] }} */
  var saved = {};
  /** @type {{ i: number, panels: ShownPanel[] } | null} */
  var last = null;
  /** @type {{ [frame: number]: FrameTexts }} */
  var told = {};
  /* A frame in full is kept every EVERY frames, so going back costs little: every 32 frames,
     or for a large table every (its cells / 8) frames, so that the copies cost about as much
     as the changes between them (a 249 x 249 trace kept a copy of 62,500 cells every 32 of its
     61,000 frames: 30 s and a gigabyte to reach its last frame). */
  var first = list.length ? list[0].p || [] : [];
  var cells = first.reduce(function (sum, p) { return sum + p.c.reduce(function (n, row) { return n + row.length; }, 0); }, 0);
  var EVERY = Math.max(32, Math.ceil(cells / 8));
  /** @param {number[] | undefined} list */
  function text(list) { return list ? list.map(function (i) { return words[i]; }).join(" ") : ""; }
  /** @param {ShownPanel} p @param {number} r @param {number} c @param {number} v an index into "v". */
  function put(p, r, c, v) {
    var value = values[v];
    /* (A cell's third field is 1 or none.) */
    p.c[r][c] = value[2] === 1 ? [value[0], value[1], p.o[r][c]] : /** @type {[string, string]} */ (value);
  }
  /** @param {ShownPanel[]} panels @returns {ShownPanel[]} */
  function copy(panels) {
    return panels.map(function (p) {
      return { cap: p.cap, ch: p.ch, rh: p.rh, o: p.o, places: p.places, c: p.c.map(function (row) { return row.slice(); }) };
    });
  }
  /* A frame sent in full; `places` (panel, row, column of each position) is shared by the
     frames after it until the grids change shape. */
  /** @param {WireFrame} frame @returns {ShownPanel[]} */
  function full(frame) {
    /** @type {[number, number, number][]} */
    var places = [];
    var panels = (/** @type {WirePanel[]} */ (frame.p)).map(function (p, k) {
      /* The cells copied for their shape: put replaces every one. */
      /** @type {ShownPanel} */
      var panel = { cap: p.cap, ch: p.ch, rh: p.rh, o: (p.o || []).map(function (row) { return row.split(" "); }),
        places: places, c: /** @type {ShownCell[][]} */ (/** @type {unknown} */ (p.c.map(function (row) { return row.slice(); }))) };
      p.c.forEach(function (row, r) { row.forEach(function (v, c) { put(panel, r, c, v); places.push([k, r, c]); }); });
      return panel;
    });
    return panels;
  }
  /** @param {ShownPanel[]} panels @param {WireFrame} frame a frame of changes ("d"). */
  function apply(panels, frame) {
    var places = panels[0].places, changes = /** @type {number[]} */ (frame.d);
    for (var i = 0; i < changes.length; i += 2) {
      var at = places[changes[i]];
      put(panels[at[0]], at[1], at[2], changes[i + 1]);
    }
  }
  list.forEach(function (frame, i) { starts.push(frame.p || i === 0 ? i : starts[i - 1]); });
  /** @param {number} i @returns {ShownPanel[]} */
  function panelsAt(i) {
    if (last && last.i === i) { return last.panels; }
    var from = starts[i];
    /** @type {ShownPanel[] | null} */
    var panels = null;
    if (last && last.i < i && starts[last.i] === from) { from = last.i; panels = last.panels; }
    for (var k = i - (i % EVERY); k > from; k -= EVERY) {
      if (saved[k] && starts[k] === starts[i]) { from = k; panels = saved[k]; break; }
    }
    panels = panels ? copy(panels) : full(list[from]);
    for (var j = from + 1; j <= i; j++) {
      apply(panels, list[j]);
      if (j % EVERY === 0 && j < i && !saved[j]) { saved[j] = copy(panels); }
    }
    if (i % EVERY === 0) { saved[i] = panels; }
    last = { i: i, panels: panels };
    return panels;
  }
  /** @param {number} i @returns {FrameTexts} */
  function textsAt(i) {
    var frame = list[i];
    if (frame.n === undefined && typeof data.words === "function") {
      if (!told[i]) { told[i] = data.words(i + 1) || {}; }
      return told[i];
    }
    return { n: text(frame.n), t: text(frame.t), q: text(frame.q), h: text(frame.h), e: text(frame.e), r: text(frame.r),
      a: frame.a || [] };
  }
  return {
    length: list.length,
    at: function (i) {
      var texts = textsAt(i);
      return { panels: panelsAt(i), n: texts.n || "", t: texts.t || "", q: texts.q || "", h: texts.h || "",
        e: texts.e || "", r: texts.r || "", a: texts.a || [] };
    },
    /* The panels of the frame sent in full that frame i's grids have the shape of. */
    shapeAt: function (i) { return full(list[starts[i]]); }
  };
}

/* Templates/stepper.legend.js */
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

/* Templates/stepper.origin.js */
/* Where a DP cell's value came from (stepper.js): the path line drawn through the cells,
   the arrows to the co-optimal neighbours, and the words a screen reader hears for them. */

/* Where a cell's value came from: its third field is the chosen operation's letter, then
   every other co-optimal one (m match, s substitute, i insert, d delete). STEP is the
   neighbour each comes from, as (rows, columns). */
/** @type {{ [op in OriginLetter]: [number, number] }} */
var STEP = { m: [-1, -1], s: [-1, -1], i: [0, -1], d: [-1, 0] };

/** @param {string} template @param {{ [key: string]: string }} values @returns {string} */
function fill(template, values) {
  return template.replace(/\{([stx])\}/g, function (/** @type {string} */ all, /** @type {string} */ key) { return values[key]; });
}

/* "insert a, from 0 on the left", read off the panel as this frame shows it; with ties on,
   the other equally cheap origins after it. The same words as Panel+Origin.swift. */
/**
 * @param {ShownPanel} p @param {number} r @param {number} c @param {string} ops the cell's origin code.
 * @param {StepperWords} words with its origin's words.
 */
function originWords(p, r, c, ops, words) {
  var origin = /** @type {OriginWords} */ (words.origin);
  /** @param {string} letter */
  function one(letter) {
    var op = /** @type {OriginLetter} */ (letter);
    var t = origin[op], row = p.c[r + STEP[op][0]], from = row && row[c + STEP[op][1]];
    return fill(t[0], { s: p.rh[r] || "", t: p.ch[c] || "" }) + ", " + fill(t[1], { x: from ? from[0] : "" });
  }
  var others = words.ties ? ops.slice(1).split("").map(one) : [];
  return one(ops[0]) + (others.length ? "; " + origin.ties + ": " + others.join("; ") : "");
}

/** @param {ShownPanel} p @param {number} r @param {number} c @returns {boolean} */
function onPath(p, r, c) { var row = p.c[r]; return !!(row && row[c] && row[c][1].indexOf("*") >= 0); }
/** @param {ShownPanel} p @param {number} r @param {number} c @returns {[number, number] | null} */
function chosenFrom(p, r, c) { var op = /** @type {OriginLetter | "" | undefined} */ (p.c[r][c][2] && /** @type {string} */ (p.c[r][c][2])[0]); return op ? [r + STEP[op][0], c + STEP[op][1]] : null; }
/** @param {number} rows @param {number} columns @returns {string} */
function end(rows, columns) { return (1 + columns) + " " + (1 + rows); }

/* The path line inside one cell (SVG path data on a 2 x 2 box): from the centre toward
   the chosen neighbour when it is on the path too, and toward each path cell that comes
   from this one. Neighbouring halves meet on the shared edge or corner. */
/** @param {ShownPanel} p @param {number} r @param {number} c @returns {string} */
function pathLine(p, r, c) {
  if (!onPath(p, r, c)) { return ""; }
  /** @type {string[]} */
  var ends = [];
  var from = chosenFrom(p, r, c);
  if (from && onPath(p, from[0], from[1])) { ends.push(end(from[0] - r, from[1] - c)); }
  [[1, 0], [0, 1], [1, 1]].forEach(function (d) {
    if (!onPath(p, r + d[0], c + d[1])) { return; }
    var back = chosenFrom(p, r + d[0], c + d[1]);
    if (back && back[0] === r && back[1] === c) { ends.push(end(d[0], d[1])); }
  });
  return ends.map(function (e) { return "M1 1L" + e; }).join("");
}

/* The drawing before a cell's text: the path line, and arrows to the co-optimal neighbours
   other than the chosen one (shown when the reader asks); the chosen one's arrow is the
   cell's "from-" class. Screen readers hear the same in the cell's label. Returns the
   classes to add and whether a line was drawn. */
/**
 * @param {HTMLElement} td @param {ShownPanel} p @param {number} r @param {number} c @param {StepperWords} words
 * @returns {{ classes: string[], lined: boolean }}
 */
function drawOrigin(td, p, r, c, words) {
  var line = pathLine(p, r, c), ops = p.c[r][c][2];
  if (line) {
    /* Path data is digits, spaces, M and L only: parsed as markup so the SVG gets its
       namespace without the script naming one. */
    var holder = el("div");
    holder.innerHTML = '<svg class="ds-line" viewBox="0 0 2 2" preserveAspectRatio="none" aria-hidden="true">' +
      '<path d="' + line + '"/><\/svg>';
    td.appendChild(/** @type {ChildNode} */ (holder.firstChild));
  }
  /* A candidate of the cell being decided wears that role's arrow word (↑ up); its own
     origin arrow would point a second way, so it waits for the next step. */
  var candidate = /[\^<\\]/.test(p.c[r][c][1]);
  if (!ops || !words.origin || candidate) { return { classes: [], lined: !!line }; }
  var origin = words.origin, chosen = origin[/** @type {OriginLetter} */ (ops[0])];
  (words.ties ? ops.slice(1).split("") : []).forEach(function (op) {
    var t = origin[/** @type {OriginLetter} */ (op)];
    if (t[3] !== chosen[3]) { td.appendChild(el("span", { "class": "ds-tie ds-from-" + t[3], "aria-hidden": "true" }, t[2])); }
  });
  return { classes: ["from-" + chosen[3]], lined: !!line };
}

/* Templates/stepper.panel.js */
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

/* Templates/stepper.widget.js */
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

/* Templates/stepper.window.js */
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

/* Templates/stepper.js */
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
})();
