// @ts-check
/* The "explain a crash" page (practice.js): `diffstep explain` on pasted text, with a link to
   the checked reproduction in a playground. */

/* The page's elements are the site's (explain.mustache). */
/** @param {HTMLElement} section @param {Ask} ask */
function Explain(section, ask) {
  var form = /** @type {HTMLFormElement} */ (section.querySelector(".ds-explain-form"));
  var text = /** @type {HTMLTextAreaElement} */ (section.querySelector("#explain-text"));
  var out = /** @type {HTMLElement} */ (section.querySelector("#explain-answer"));
  function explain() {
    var answer = ask("explain", text.value, lang);
    out.textContent = "";
    if (answer.error) { out.appendChild(el("p", { "class": "ds-wrong" }, answer.error)); return; }
    var list = out.appendChild(el("dl", { "class": "ds-explain-report" }));
    answer.report.split("\n").forEach(function (line) {
      if (line.indexOf("  ") === 0) {
        /* An indented line goes under the entry above it. */
        (/** @type {ChildNode} */ (list.lastChild)).appendChild(el("pre")).appendChild(el("code", {}, line.trim()));
        return;
      }
      var colon = line.indexOf(": ");
      var label = colon < 0 ? line.replace(/:$/, "") : line.slice(0, colon);
      list.appendChild(el("dt", {}, label));
      list.appendChild(el("dd", {}, colon < 0 ? "" : line.slice(colon + 2)));
    });
    /* The checked reproduction, opened in the batch or snapshot playground through its fragment link. */
    var run = answer.explain && answer.explain.batch, script = answer.explain && answer.explain.snapshot;
    var keys = run ? ["old", "new", "calls", "view", "ios"] : ["script", "ios"];
    var fields = run || script, page = run ? "data-playground" : "data-playground-snapshot";
    if (fields && list.lastChild) {
      var given = /** @type {{ [field: string]: string }} */ (fields);
      var hash = keys.map(function (key) { return key + "=" + encodeURIComponent(given[key]); }).join("&");
      list.lastChild.appendChild(el("p")).appendChild(el("a", {
        "class": "ds-playground-link", href: section.getAttribute(page) + "#" + hash
      }, section.getAttribute(page + "-label")));
    }
  }
  form.addEventListener("submit", function (event) { event.preventDefault(); explain(); });
  (/** @type {HTMLElement} */ (section.querySelector("[data-act=example]"))).addEventListener("click", function () {
    text.value = /** @type {string} */ (section.getAttribute("data-example"));
    explain();
  });
  var fallback = /** @type {HTMLElement | null} */ (document.querySelector(".ds-explain-noscript"));
  if (fallback) { fallback.hidden = true; }
  section.hidden = false;
}
