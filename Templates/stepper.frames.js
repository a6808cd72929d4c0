// @ts-check
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
