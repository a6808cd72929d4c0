// @ts-check
/* The reader's progress (practice.js): first answers per kind of question, kept in this browser only. */

var store = "diffstep.practice";

/** @typedef {{ [kind: string]: { tried: number, right: number } }} Progress the first answers per kind: how many, how many right. */

/** @returns {Progress} */
function progress() {
  try { return JSON.parse(window.localStorage.getItem(store) || "{}") || {}; } catch (e) { return {}; }
}
/** @param {string} kind @param {boolean} right */
function record(kind, right) {
  var all = progress(), mine = all[kind] || { tried: 0, right: 0 };
  mine.tried += 1;
  if (right) { mine.right += 1; }
  all[kind] = mine;
  try { window.localStorage.setItem(store, JSON.stringify(all)); } catch (e) { /* private mode: no progress */ }
}
