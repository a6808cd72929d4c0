// @ts-check
/* What every page script shares (each of engine.js, stepper.js, inputs.js and practice.js gets a
   copy inside its closure): making an element, and the page's language. */

function el(name, attrs, text) {
  var node = document.createElement(name);
  Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
  if (text !== undefined) { node.textContent = text; }
  return node;
}

/* The page's language as the engine takes it: "ko" or "en". */
function pageLanguage() {
  var lang = (document.documentElement.getAttribute("lang") || "").toLowerCase();
  return lang.indexOf("ko") === 0 ? "ko" : "en";
}
