// @ts-check
/* The engine a page calls (engine.js): each call goes to the part that answers it, each
   command takes named options. */

/**
 * The engine over the parts the page loaded.
 * @param {LoadedPart[]} parts one per module, in the order the page added them.
 */
function engine(parts) {
  var commands = commandsOf(parts);
  /* An export by name, with the texts after it (read from `arguments`: called through apply). */
  /** @param {string} name @param {string[]} texts (the rest of `arguments`) @returns {string} */
  function call(name) {
    var texts = Array.prototype.slice.call(arguments, 1);
    var offering = parts.filter(function (part) {
      return typeof part.exports[name] === "function" && ["alloc", "dealloc", "result_len", "parts"].indexOf(name) < 0;
    });
    /* A kind no part knows goes to the first, which refuses it with the CLI's words. */
    var byKind = offering.filter(function (part) { return part.kinds.indexOf(String(texts[0])) >= 0; });
    if (byKind.length) { offering = byKind; }
    if (!offering.length) {
      throw new Error("no part of the engine this page loaded answers " + name + (texts.length ? " " + texts[0] : ""));
    }
    return offering[0].call(name, texts);
  }
  /* The texts an export takes, from named options. */
  /**
   * @param {string} name
   * @param {EngineOptions} [opts]
   * @returns {string[]}
   */
  function textsOf(name, opts) {
    var keys = commands[name];
    /** @type {EngineOptions} */
    var given = opts || {};
    /** @type {{ [name: string]: boolean }} */
    var known = {};
    keys.forEach(function (key) { known[key] = true; known[camel(key)] = true; });
    known.language = true;
    Object.keys(given).forEach(function (key) {
      if (!known[key]) { throw new Error(name + " has no option " + key + " (" + keys.join(", ") + ")"); }
    });
    return keys.map(function (key) {
      var value = given[key] !== undefined ? given[key] : given[camel(key)];
      if (key === "lang") { value = value !== undefined ? value : given.language !== undefined ? given.language : pageLanguage(); }
      return value === undefined || value === null ? "" : String(value);
    });
  }
  /* The answer read; a trace's frames after the first come without words, and the stepper
     asks for a frame's words when it shows it (trace_step, the same texts and the step). */
  /**
   * @param {string} name
   * @param {string[]} texts
   * @param {string} text
   * @returns {EngineAnswer}
   */
  function answered(name, texts, text) {
    /** @type {EngineAnswer} */
    var answer = JSON.parse(text);
    if (name === "trace" && answer.stepper) {
      answer.stepper.words = function (/** @type {number} */ step) {
        return JSON.parse(call.apply(null, /** @type {[string, ...string[]]} */ (["trace_step"].concat(texts, [String(step)]))));
      };
    }
    return answer;
  }
  /** @param {string} name */
  function named(name) {
    return function (/** @type {EngineOptions | undefined} */ opts) {
      var texts = textsOf(name, opts);
      return answered(name, texts, call.apply(null, /** @type {[string, ...string[]]} */ ([name].concat(texts))));
    };
  }
  /* The same call off the page's thread (engine.worker.js): { answer: Promise, cancel() }; for
     an export one part holds (the worker sends a call to the first part that exports it). */
  /**
   * @param {string} name
   * @param {EngineOptions} [opts]
   * @returns {EngineJob}
   */
  function later(name, opts) {
    var texts = textsOf(name, opts);
    var job = background(name, texts, function () {
      return call.apply(null, /** @type {[string, ...string[]]} */ ([name].concat(texts)));
    });
    return { answer: job.answer.then(function (text) { return answered(name, texts, text); }), cancel: job.cancel };
  }
  /* One function per command the loaded parts export (trace, heckel, batch, snapshot), call,
     and later: the same call off the page's thread. (Engine's commands are an index signature
     that call and later, of other shapes, cannot satisfy as an object literal: hence the cast.) */
  var api = /** @type {Engine} */ (/** @type {unknown} */ ({ call: call, later: later }));
  Object.keys(commands).forEach(function (name) { api[name] = named(name); });
  return api;
}
