// @ts-check
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
