(function () {
"use strict";

/* Templates/common.dom.js */
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

/* written by diffstep site (SiteBuilder's Templates+Scripts.swift) */
var engineCommands = {"trace": ["source", "target", "unit", "tie-break", "notation", "lang"], "heckel": ["old", "new", "lang"], "batch": ["old", "new", "calls", "view", "messages", "count-message", "platform", "lang", "ios", "cached"], "snapshot": ["script", "ios", "lang"]};

/* Templates/engine.load.js */
/* A part's module, from the base64 its script hands the loader to a compiled instance (engine.js). */

/* A part as `make wasm` gzips it (a third of its bytes), inflated by the browser; a module
   inlined as it is (engine-PART.wasm rather than .wasm.gz in --engine's folder) is used as it is. */
/** @param {Uint8Array} bytes @returns {Uint8Array | Promise<ArrayBuffer>} */
function inflate(bytes) {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) { return bytes; }
  var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).arrayBuffer();
}

/* One part: decoded, inflated, compiled, and asked which kinds it answers. */
/** @param {string} base64 @returns {Promise<LoadedPart>} */
function instantiate(base64) {
  return new Promise(function (resolve) { resolve(decode(base64)); })
    .then(inflate)
    .then(function (bytes) {
      compiled.push(bytes);  /* for a worker's own instance (engine.worker.js) */
      return WebAssembly.instantiate(bytes, {});
    })
    .then(function (made) {
      var exports = /** @type {PartExports} */ (made.instance.exports), call = caller(exports);
      /** @type {PartDescription} */
      var described = JSON.parse(call("parts", []));
      return { exports: exports, call: call, kinds: described.kinds };
    });
}

/* Templates/engine.memory.js */
/* Texts into a part's memory and its answer out (engine.js): UTF-8 in NFC, one buffer a text. */

/** @param {string} text base64. @returns {Uint8Array} */
function decode(text) {
  var binary = atob(text), bytes = new Uint8Array(binary.length);
  for (var i = 0; i < binary.length; i++) { bytes[i] = binary.charCodeAt(i); }
  return bytes;
}

/* Each text goes into a buffer from alloc; the answer is read before the next call. */
/** @param {PartExports} exports @returns {(name: string, texts: unknown[]) => string} */
function caller(exports) {
  var encoder = new TextEncoder(), decoder = new TextDecoder();
  return function (name, texts) {
    /** @type {number[]} */
    var args = [];
    /** @type {number[]} */
    var buffers = [];
    texts.forEach(function (value) {
      /* NFC: the engine compares texts as the CLI does only in that form (docs/WASM.md). */
      var bytes = encoder.encode((value === undefined || value === null ? "" : String(value)).normalize("NFC"));
      var pointer = exports.alloc(bytes.length);
      new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
      buffers.push(pointer);
      args.push(pointer, bytes.length);
    });
    try {
      /* A command's export takes a pointer and a length a text and answers a pointer. */
      var result = (/** @type {(...pointersAndLengths: number[]) => number} */ (exports[name])).apply(null, args);
      /* The memory may have grown during the call: view it afresh. */
      return decoder.decode(new Uint8Array(exports.memory.buffer, result, exports.result_len()));
    } finally {
      buffers.forEach(function (pointer) { exports.dealloc(pointer); });
    }
  };
}

/* Templates/engine.options.js */
/* Each command's options in the order its export takes them (engine.js): `engineCommands`, the
   part `diffstep site` writes before this one from the Swift side (WebEngine's EngineCommand),
   so the page copies no order. And the names a page may use for them ("tie-break" or tieBreak). */

/* The commands the loaded parts export: { trace: ["source", ...], ... }. An export that takes
   another number of texts (a pointer and a length each) than the table names is a broken
   build, refused here rather than handed shifted texts. */
/** @param {LoadedPart[]} parts @returns {{ [command: string]: string[] }} */
function commandsOf(parts) {
  /** @type {{ [command: string]: string[] }} */
  var commands = {};
  Object.keys(engineCommands).forEach(function (name) {
    var options = engineCommands[name];
    parts.forEach(function (part) {
      var exported = part.exports[name];
      if (typeof exported !== "function") { return; }
      if (exported.length !== 2 * options.length) {
        throw new Error("engine part: the export " + name + " does not take the " + options.length +
          " texts the table names (" + options.join(", ") + ")");
      }
      commands[name] = options;
    });
  });
  return commands;
}

/**
 * `tie-break` as `tieBreak`.
 * @param {string} name
 * @returns {string}
 */
function camel(name) {
  return name.replace(/-([a-z])/g, function (/** @type {string} */ all, /** @type {string} */ letter) {
    return letter.toUpperCase();
  });
}

/* Templates/engine.route.js */
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

/* Templates/engine.worker.js */
/* A long call off the page's thread (engine.js): a Web Worker made from a blob: URL (a page
   opened from file:// may not load a worker's file; the CSP allows `worker-src blob:` and
   nothing else), holding its own instances of the parts the page compiled. The page stays
   answering clicks and keys while a 249 x 249 trace is computed, and a cancel ends the worker
   (a new one is made for the next call). Where no worker can run, the call runs on the page's
   thread, as before. */

/** @type {(Uint8Array | ArrayBuffer)[]} the parts' bytes as the page compiled them, for the worker's own instances. */
var compiled = [];
/**
 * A call waiting for the worker: how its promise ends, and the same call on the page's thread.
 * @typedef {{ resolve: (text: string) => void, reject: (reason: unknown) => void, here: () => string }} WorkerJob
 */
/** @type {Worker | null} */
var worker = null;
/** @type {{ [id: string]: WorkerJob }} the calls waiting for an answer, by id. */
var jobs = {};
var lastJob = 0, noWorker = false;

/* The worker's script: `caller` (engine.memory.js) and a loop that answers {id, name, texts}
   with {id, text} from the first part exporting `name`. */
function workerScript() {
  function main() {
    /** @type {Promise<{ exports: PartExports, call: (name: string, texts: unknown[]) => string }[]> | null} */
    var parts = null;
    onmessage = function (event) {
      /** @type {WorkerRequest} */
      var message = event.data;
      if (message.modules) {
        parts = Promise.all(message.modules.map(function (bytes) {
          return WebAssembly.instantiate(bytes, {}).then(function (made) {
            var exports = /** @type {PartExports} */ (made.instance.exports);
            return { exports: exports, call: caller(exports) };
          });
        }));
        return;
      }
      var call = message;
      /* The page sends the parts before any call. */
      (/** @type {NonNullable<typeof parts>} */ (parts)).then(function (list) {
        var part = list.filter(function (p) { return typeof p.exports[call.name] === "function"; })[0];
        postMessage(/** @type {WorkerAnswer} */ ({ id: call.id, text: part.call(call.name, call.texts) }));
      }).catch(function (error) { postMessage(/** @type {WorkerAnswer} */ ({ id: call.id, error: String(error) })); });
    };
  }
  return caller.toString() + "\n(" + main.toString() + ")();\n";
}

/* Every waiting call runs on the page's thread instead: the worker could not start. */
function withoutWorker() {
  noWorker = true;
  if (worker) { worker.terminate(); worker = null; }
  Object.keys(jobs).forEach(function (id) {
    var job = jobs[id];
    delete jobs[id];
    try { job.resolve(job.here()); } catch (error) { job.reject(error); }
  });
}

function startWorker() {
  var url = URL.createObjectURL(new Blob([workerScript()], { type: "text/javascript" }));
  worker = new Worker(url);
  URL.revokeObjectURL(url);
  worker.onmessage = function (event) {
    /** @type {WorkerAnswer} */
    var answer = event.data;
    var job = jobs[answer.id];
    if (!job) { return; }
    delete jobs[answer.id];
    if (answer.error !== undefined) { job.reject(new Error(answer.error)); } else { job.resolve(answer.text); }
  };
  /* A worker the page may not make (an older policy, a browser setting) fails here. */
  worker.onerror = function (event) { event.preventDefault(); withoutWorker(); };
  worker.postMessage({ modules: compiled });
}

/* Calls `name` with `texts` in the worker: { answer: a Promise of the JSON text, cancel() }.
   `here` makes the same call on the page's thread when no worker can run. A cancelled call's
   promise rejects with { cancelled: true }. */
/**
 * @param {string} name the export.
 * @param {string[]} texts its texts.
 * @param {() => string} here the same call on the page's thread.
 * @returns {{ answer: Promise<string>, cancel: () => void }}
 */
function background(name, texts, here) {
  var id = ++lastJob;
  /** @type {Promise<string>} */
  var answer = new Promise(function (resolve, reject) {
    jobs[id] = { resolve: resolve, reject: reject, here: here };
    if (noWorker || typeof Worker !== "function" || !compiled.length) { withoutWorker(); return; }
    try {
      if (!worker) { startWorker(); }
      /** @type {WorkerRequest} */
      var request = { id: id, name: name, texts: texts };
      (/** @type {Worker} */ (worker)).postMessage(request);
    } catch (error) {
      withoutWorker();
    }
  });
  function cancel() {
    var job = jobs[id];
    if (!job) { return; }
    delete jobs[id];
    /* The worker is busy with this call: end it, and every other call it held. */
    if (worker) { worker.terminate(); worker = null; }
    Object.keys(jobs).forEach(function (other) { jobs[other].reject({ cancelled: true }); delete jobs[other]; });
    job.reject({ cancelled: true });
  }
  return { answer: answer, cancel: cancel };
}

/* Templates/engine.js */
/* diffstep engine: the loader of engine-text.wasm, engine-batch.wasm, engine-snapshot.wasm and engine-explain.wasm
   (the CLI's own engine, built as Embedded Swift in parts, EnginePart). `diffstep site` writes
   this file as Site/engine.js, and each part as a script of one line, Site/engine-PART.js, that hands the
   loader its module inlined as base64 (`DiffstepEngine.add("text", "...")`), so a page opened
   from file:// needs no fetch. A page loads engine.js, then the parts its widgets call.

   window.DiffstepEngine.ready: a Promise of { trace(opts), batch(opts), snapshot(opts), heckel(opts),
   call(exportName, ...strings) }, one function a command the loaded parts export (its options
   in its export's order come from the Swift side: engine.options.js). Options are named as the CLI names them ("tie-break" or
   tieBreak); a missing option is the CLI's default, "lang" the page's language. Each answer is
   the parsed JSON (docs/WASM.md); a refused input answers { error: "the CLI's message" }.
   A trace's stepper data also has words(step), the texts of a frame (trace_step).
   A call goes to the part that exports it; practice, practice_check and sheet, which several
   parts export, go to the part whose kinds (its `parts` export) hold their first argument.
   `diffstep site` ships this file with its parts before it, in one closure (docs/site.md):
   engine.options.js (each command's options), engine.memory.js (texts in, answers out),
   engine.route.js (which part answers a call) and engine.load.js (a part compiled). */

/** @type {string[]} each part's module as base64, in the order the page added them. */
var modules = [];
/** @type {Promise<Engine> | null} */
var started = null;

/* Every part the page loaded, compiled on first use, once per page.
   @returns {Promise<Engine>} */
function start() {
  if (!started) {
    started = Promise.all(modules.map(instantiate)).then(engine);
  }
  return started;
}

/** @type {EngineLoader} */
var api = {
  /* Called by Site/engine-PART.js, before the page's own scripts run. */
  add: function (part, base64) {
    if (started) { throw new Error("engine part " + part + " added after the engine started"); }
    modules.push(base64);
  },
  /* Every part compiled, on first use. */
  get ready() { return start(); }
};
window.DiffstepEngine = api;
})();
