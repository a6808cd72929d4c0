#!/usr/bin/env bash
# The engine stays Embedded-ready: TextIntake, DiffEngine, the five batch modules (BatchModel,
# BatchParsing, BatchSimulation, DiffableSnapshots, BatchPlanning), Practice, Storyboard, Wire and WebEngine
# compile as Embedded Swift for wasm32 and link into the engine's parts, engine-text.wasm,
# engine-batch.wasm, engine-snapshot.wasm and engine-explain.wasm (Scripts/build-wasm.sh, incremental: only modules whose sources changed are
# recompiled).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! Scripts/build-wasm.sh --quiet; then
  echo "embedded: the engine no longer builds as Embedded Swift (no key paths, no String(describing:), no Codable outside #if !hasFeature(Embedded), no as? casts; see docs/WASM.md)"
  exit 1
fi
echo "embedded: ok (bytes: text part $(wc -c <.build-wasm/engine-text.wasm), batch part $(wc -c <.build-wasm/engine-batch.wasm), snapshot part $(wc -c <.build-wasm/engine-snapshot.wasm), explain part $(wc -c <.build-wasm/engine-explain.wasm))"
