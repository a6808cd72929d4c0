/* diffstep engine: engine.wasm (the CLI's own engine, built as Embedded Swift) inlined as base64,
   so a page opened from file:// needs no fetch. `diffstep site` writes this file as Site/engine.js
   with the module in place of the marker below; every page loads it once, before its own script.

   window.DiffstepEngine.ready: a Promise of { trace(opts), batch(opts), snapshot(opts),
   call(exportName, ...strings) }. Options are named as the CLI names them ("tie-break" or
   tieBreak); a missing option is the CLI's default, "lang" the page's language. Each answer is
   the parsed JSON (docs/WASM.md); a refused input answers { error: "the CLI's message" }.
   A trace's stepper data also has words(step), the texts of a frame (trace_step). */
(function () {
  "use strict";
  var wasm = "@ENGINE_WASM_BASE64@";
  var exportsByName = {
    trace: ["source", "target", "unit", "tie-break", "notation", "lang"],
    batch: ["old", "new", "calls", "view", "messages", "count-message", "platform", "lang", "ios", "cached"],
    snapshot: ["script", "ios", "lang"]
  };
  var started = null;

  function camel(name) { return name.replace(/-([a-z])/g, function (all, letter) { return letter.toUpperCase(); }); }

  function pageLanguage() {
    var lang = (document.documentElement.getAttribute("lang") || "").toLowerCase();
    return lang.indexOf("ko") === 0 ? "ko" : "en";
  }

  function decode(text) {
    var binary = atob(text), bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) { bytes[i] = binary.charCodeAt(i); }
    return bytes;
  }

  function engine(exports) {
    var encoder = new TextEncoder(), decoder = new TextDecoder();
    /* Each text goes into a buffer from alloc; the answer is read before the next call. */
    function call(name) {
      var entry = exports[name];
      if (typeof entry !== "function" || name === "alloc" || name === "dealloc" || name === "result_len") {
        throw new Error("engine.wasm has no call named " + name);
      }
      var args = [], buffers = [];
      for (var i = 1; i < arguments.length; i++) {
        var value = arguments[i];
        var bytes = encoder.encode(value === undefined || value === null ? "" : String(value));
        var pointer = exports.alloc(bytes.length);
        new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
        buffers.push(pointer);
        args.push(pointer, bytes.length);
      }
      try {
        var result = entry.apply(null, args);
        /* The memory may have grown during the call: view it afresh. */
        return decoder.decode(new Uint8Array(exports.memory.buffer, result, exports.result_len()));
      } finally {
        buffers.forEach(function (pointer) { exports.dealloc(pointer); });
      }
    }
    function named(name) {
      var keys = exportsByName[name];
      return function (opts) {
        var given = opts || {}, known = {};
        keys.forEach(function (key) { known[key] = true; known[camel(key)] = true; });
        known.language = true;
        Object.keys(given).forEach(function (key) {
          if (!known[key]) { throw new Error(name + " has no option " + key + " (" + keys.join(", ") + ")"); }
        });
        var texts = keys.map(function (key) {
          var value = given[key] !== undefined ? given[key] : given[camel(key)];
          if (key === "lang") { value = value !== undefined ? value : given.language !== undefined ? given.language : pageLanguage(); }
          return value === undefined || value === null ? "" : String(value);
        });
        var answer = JSON.parse(call.apply(null, [name].concat(texts)));
        /* A trace's frames after the first come without words; the stepper asks for a
           frame's words when it shows it (trace_step, the same texts and the step). */
        if (name === "trace" && answer.stepper) {
          answer.stepper.words = function (step) {
            return JSON.parse(call.apply(null, ["trace_step"].concat(texts, [String(step)])));
          };
        }
        return answer;
      };
    }
    return { trace: named("trace"), batch: named("batch"), snapshot: named("snapshot"), call: call };
  }

  /* The module as `make wasm` gzips it (a third of its bytes), inflated by the browser;
     a module inlined as it is (diffstep site --engine engine.wasm) is used as it is. */
  function inflate(bytes) {
    if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) { return bytes; }
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(stream).arrayBuffer();
  }

  /* Decoded, inflated and compiled on first use, once per page. */
  function start() {
    if (!started) {
      started = new Promise(function (resolve) { resolve(decode(wasm)); })
        .then(inflate)
        .then(function (bytes) { return WebAssembly.instantiate(bytes, {}); })
        .then(function (made) { return engine(made.instance.exports); });
    }
    return started;
  }

  var api = {};
  Object.defineProperty(api, "ready", { get: start, enumerable: true });
  window.DiffstepEngine = api;
})();
