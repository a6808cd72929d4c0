// @ts-check
/* The URL fragment (inputs.js): which widget it opens, and the language switch that carries it. */

/* The language switch opens the same view in the other language: the fragment's keys are
   the same on both pages. */
/** @param {string} hash */
function carry(hash) {
  document.querySelectorAll(".lang-switch a[hreflang]").forEach(function (a) {
    a.setAttribute("href", (a.getAttribute("href") || "").split("#")[0] + hash);
  });
}

/* Which widget a fragment is for: the one named by w, else the first whose kind the keys name. */
/** @param {URLSearchParams} params @returns {InputWidget | undefined} */
function target(params) {
  var named = params.get("w");
  if (named) { return widgets.filter(function (w) { return w.figure.id === named; })[0]; }
  var kind = params.has("s") || params.has("t") ? "trace" : params.has("calls") ? "batch"
    : params.has("script") ? "snapshot" : params.has("old") || params.has("new") ? "heckel" : null;
  var match = widgets.filter(function (w) { return w.kind === kind; })[0];
  if (!match && kind === "heckel") { match = widgets.filter(function (w) { return w.kind === "batch"; })[0]; }
  return match;
}

function openFragment() {
  if (location.hash.length < 2) { return; }
  var params = new URLSearchParams(location.hash.slice(1));
  var widget = target(params);
  carry(location.hash);
  if (widget && location.hash !== widget.fragment()) {
    widget.open(params);
    if (widget.figure.scrollIntoView) { widget.figure.scrollIntoView(); }
  }
}
