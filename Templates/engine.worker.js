// @ts-check
/* A long call off the page's thread (engine.js): a Web Worker made from a blob: URL (a page
   opened from file:// may not load a worker's file; the CSP allows `worker-src blob:` and
   nothing else), holding its own instances of the parts the page compiled. The page stays
   answering clicks and keys while a 249 x 249 trace is computed, and a cancel ends the worker
   (a new one is made for the next call). Where no worker can run, the call runs on the page's
   thread, as before. */

/* The parts' bytes as the page compiled them, for the worker's own instances. */
var compiled = [];
var worker = null, jobs = {}, lastJob = 0, noWorker = false;

/* The worker's script: `caller` (engine.memory.js) and a loop that answers {id, name, texts}
   with {id, text} from the first part exporting `name`. */
function workerScript() {
  function main() {
    var parts = null;
    onmessage = function (event) {
      var message = event.data;
      if (message.modules) {
        parts = Promise.all(message.modules.map(function (bytes) {
          return WebAssembly.instantiate(bytes, {}).then(function (made) {
            return { exports: made.instance.exports, call: caller(/** @type {PartExports} */ (made.instance.exports)) };
          });
        }));
        return;
      }
      parts.then(function (list) {
        var part = list.filter(function (p) { return typeof p.exports[message.name] === "function"; })[0];
        postMessage({ id: message.id, text: part.call(message.name, message.texts) });
      }).catch(function (error) { postMessage({ id: message.id, error: String(error) }); });
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
    var job = jobs[event.data.id];
    if (!job) { return; }
    delete jobs[event.data.id];
    if (event.data.error !== undefined) { job.reject(new Error(event.data.error)); } else { job.resolve(event.data.text); }
  };
  /* A worker the page may not make (an older policy, a browser setting) fails here. */
  worker.onerror = function (event) { event.preventDefault(); withoutWorker(); };
  worker.postMessage({ modules: compiled });
}

/* Calls `name` with `texts` in the worker: { answer: a Promise of the JSON text, cancel() }.
   `here` makes the same call on the page's thread when no worker can run. A cancelled call's
   promise rejects with { cancelled: true }. */
function background(name, texts, here) {
  var id = ++lastJob;
  var answer = new Promise(function (resolve, reject) {
    jobs[id] = { resolve: resolve, reject: reject, here: here };
    if (noWorker || typeof Worker !== "function" || !compiled.length) { withoutWorker(); return; }
    try {
      if (!worker) { startWorker(); }
      worker.postMessage({ id: id, name: name, texts: texts });
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
