// @ts-check
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
