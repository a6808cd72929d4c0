// @ts-check
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
