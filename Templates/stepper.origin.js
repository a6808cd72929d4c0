// @ts-check
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
