// @ts-check
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
