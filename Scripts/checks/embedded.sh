#!/usr/bin/env bash
# The engine stays Embedded-ready: TextIntake, DiffEngine, the five batch modules (BatchModel,
# BatchParsing, BatchSimulation, DiffableSnapshots, BatchPlanning), Practice, Storyboard, Wire and WebEngine
# compile as Embedded Swift for wasm32 and link into the engine's two parts, engine-text.wasm and
# engine-batch.wasm (Scripts/build-wasm.sh, incremental: only modules whose sources changed are
# recompiled).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! Scripts/build-wasm.sh --quiet; then
  echo "embedded: the engine no longer builds as Embedded Swift (no key paths, no String(describing:), no Codable outside #if !hasFeature(Embedded), no as? casts; see docs/WASM.md)"
  exit 1
fi
echo "embedded: ok (text part $(wc -c <.build-wasm/engine-text.wasm) bytes, batch part $(wc -c <.build-wasm/engine-batch.wasm))"
