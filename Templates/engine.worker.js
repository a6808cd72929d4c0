// @ts-check
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
