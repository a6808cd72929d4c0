// @ts-check
/* An exercise page's sheet graded in the page (practice.sheet.js): the engine's grade runs
   diffstep check's own rules (Judging) on a public variant's sheet of any kind (its words, or
   its items and batch, or its snapshot script, from the section's data-grade-* attributes); a
   secret-keyed page has no Grade button and says the instructor grades it. */

/* Wires the Grade button; returns what clears the grade when the sheet is edited, so a grade
   never reads as the new text's. */
/**
 * @param {HTMLElement} section the answer sheet.
 * @param {Ask} ask @param {string | null} kind the exercise's kind.
 * @param {HTMLTextAreaElement} text the sheet's text.
 * @param {() => string[]} inputs the two words the sheet is about.
 * @returns {() => void}
 */
function SheetGrade(section, ask, kind, text, inputs) {
  var button = section.querySelector("#sheet-grade"), result = section.querySelector("#sheet-result");
  if (!button || !result) { return function () {}; }
  var shown = /** @type {HTMLElement} */ (result);
  button.addEventListener("click", function () {
    var words = inputs();
    var data = function (/** @type {string} */ name) { return section.getAttribute("data-grade-" + name) || ""; };
    /* grade or grade_batch: the part that grades this kind. */
    var call = /** @type {"grade" | "grade_batch"} */ (data("call") || "grade");
    var answer = ask(call, kind, text.value, words[0], words[1], data("old"), data("new"), data("batch"),
      data("script"), data("ios"), data("items"), data("points"), data("longer"), lang);
    shown.textContent = "";
    if (answer.error) { shown.appendChild(el("p", { "class": "ds-wrong" }, answer.error)); return; }
    var score = section.getAttribute("data-score") || "{score} / {max}";
    shown.appendChild(el("p", { "class": "ds-sheet-score" }, score.replace("{score}", answer.score).replace("{max}", answer.maxScore)));
    [answer.problem, answer.note].forEach(function (line) { if (line) { shown.appendChild(el("p", {}, line)); } });
    var list = shown.appendChild(el("ul", { "class": "ds-sheet-items" }));
    answer.items.forEach(function (item) {
      var entry = list.appendChild(el("li", { "class": item.passed ? "ds-right" : "ds-wrong", "data-item": item.id }));
      entry.appendChild(el("strong", {}, (item.passed ? "✓ " : "✗ ") + item.name + "  " + item.score + " / " + item.maxScore));
      item.feedback.split("\n").forEach(function (line) { if (line) { entry.appendChild(el("p", {}, line)); } });
    });
  });
  return function () { shown.textContent = ""; };
}
