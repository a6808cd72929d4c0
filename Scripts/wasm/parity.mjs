// node Scripts/wasm/parity.mjs CASES.jsonl PART.wasm...: calls the engine's parts with each case's
// arguments, routed as a page routes them, and compares the JSON, byte for byte, with the native
// answer in the case. A case with "nfc": false goes in as it is, the others in NFC as the page's
// loader sends them.
import { readFileSync } from 'node:fs';
import { load } from './engine.mjs';

const [casesPath, ...wasmPaths] = process.argv.slice(2);
const call = load(wasmPaths);
const callRaw = load(wasmPaths, { nfc: false });
const counts = {};
let failures = 0;
for (const line of readFileSync(casesPath, 'utf8').split('\n')) {
  if (!line) continue;
  const { call: name, args, expected, nfc } = JSON.parse(line);
  let actual;
  try {
    actual = (nfc === false ? callRaw : call)(name, ...args);
  } catch (error) {
    console.error(`wasm-parity: ${name}(${JSON.stringify(args)}) trapped: ${error.message}`);
    process.exit(1);
  }
  counts[name] = (counts[name] ?? 0) + 1;
  if (actual !== expected || actual.includes('cannot print')) {
    if (failures++ < 3) {
      console.error(`wasm-parity: ${name}(${JSON.stringify(args)}) differs:\n  wasm   ${actual.slice(0, 300)}\n  native ${expected.slice(0, 300)}`);
    }
  }
}
const summary = Object.entries(counts).map(([name, n]) => `${n} ${name}`).join(', ');
if (failures > 0) {
  console.error(`wasm-parity: ${failures} of the cases (${summary}) differ`);
  process.exit(1);
}
console.log(`wasm-parity: ok (${summary}, byte-identical to native)`);
