// Loads engine.wasm in node and calls it the way a page would: UTF-8 into `alloc`ed buffers,
// (pointer, length) pairs, the JSON result read from the returned pointer.
import { readFileSync } from 'node:fs';

export function load(path) {
  const { exports } = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(path)), {});
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return function call(name, ...texts) {
    const buffers = texts.map((text) => {
      const bytes = encoder.encode(text);
      const pointer = exports.alloc(bytes.length);
      new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
      return [pointer, bytes.length];
    });
    const result = exports[name](...buffers.flat());
    for (const [pointer] of buffers) exports.dealloc(pointer);
    // Growth detaches memory.buffer: view it after the call.
    return decoder.decode(new Uint8Array(exports.memory.buffer, result, exports.result_len()));
  };
}
