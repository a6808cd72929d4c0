// @ts-check
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
