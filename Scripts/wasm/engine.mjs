// Loads the engine's parts (engine-text.wasm, engine-batch.wasm, ..., engine-gradebatch.wasm) in node and calls them the way a
// page does (Templates/engine.js): UTF-8 into `alloc`ed buffers, (pointer, length) pairs, the JSON
// result read from the returned pointer; a call goes to the part that exports it, and practice,
// practice_check and sheet, which several parts export, to the part whose kinds (`parts`) hold their first
// argument.
import { readFileSync } from 'node:fs';

function part(path, nfc) {
  const { exports } = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(path)), {});
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const call = (name, texts) => {
    const buffers = texts.map((text) => {
      // NFC, as the page's loader hands every text to the engine (docs/WASM.md, "Normalization").
      const bytes = encoder.encode(nfc ? String(text).normalize('NFC') : String(text));
      const pointer = exports.alloc(bytes.length);
      new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
      return [pointer, bytes.length];
    });
    const result = exports[name](...buffers.flat());
    for (const [pointer] of buffers) exports.dealloc(pointer);
    // Growth detaches memory.buffer: view it after the call.
    return decoder.decode(new Uint8Array(exports.memory.buffer, result, exports.result_len()));
  };
  return { exports, call, kinds: JSON.parse(call('parts', [])).kinds };
}

// `{ nfc: false }` hands the texts over as they are (parity's raw Hangul cases).
export function load(paths, { nfc = true } = {}) {
  const parts = paths.map((path) => part(path, nfc));
  return function call(name, ...texts) {
    let offering = parts.filter((p) => typeof p.exports[name] === 'function');
    // A kind no part knows goes to the first, which refuses it with the CLI's words.
    const byKind = offering.filter((p) => p.kinds.includes(texts[0]));
    if (byKind.length > 0) offering = byKind;
    if (offering.length === 0) throw new Error(`no part answers ${name} ${texts[0] ?? ''}`);
    return offering[0].call(name, texts);
  };
}
