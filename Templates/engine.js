// @ts-check
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
