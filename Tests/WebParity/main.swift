// `swift run WebParity [COUNT] [SEED]`: random requests of each kind (trace, batch, snapshot)
// with the native WebEngine's answers, one JSON object a line:
// {"call": "trace", "args": [...], "expected": "..."}. Scripts/checks/wasm-parity.sh feeds
// them to engine.wasm (node) and compares the bytes.
import TestSupport
import WebEngine
import Wire

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let count = arguments.first ?? 200
var random = SplitMix64(seed: UInt64(arguments.dropFirst().first ?? 2026))

@MainActor func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }
@MainActor func word(_ letters: [String], upTo length: Int) -> String {
    (0..<Int(random.next() % UInt64(length + 1))).map { _ in pick(letters) }.joined()
}

let alphabets = [["a", "b", "c"], ["k", "i", "t", "a", "e"], ["한", "글", "값", "ㄱ"], ["e", "é", "👍🏽", " "]]
let items = ["a", "b", "c", "d", "e", "f", "g", "h"]
let callForms = [
    "insert 0", "delete 0", "insert 1 2", "delete 1", "move 0 2", "reload 0:1", "insert 7", "delete 2 3",
    "collectionView.performBatchUpdates {\n    collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])\n}",
    "items.remove(at: 0)\ncollectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])", "move 9 0", "insert x",
]
let snapshotLines = [
    "appendSections main", "appendItems a b c", "appendItems b", "deleteItems a", "apply", "reloadItems b",
    "reconfigureItems c", "moveItem a afterItem c", "insertItems d beforeItem b", "apply animatingDifferences: false",
    "deleteSections main", "appendSections side", "bogus line",
]

func line(_ call: String, _ args: [String], _ expected: String) -> String {
    JSON.members(["call": .string(call), "args": .array(args.map(JSON.string)), "expected": .string(expected)])
        .serialized(pretty: false)
}

for _ in 0..<count {
    let letters = pick(alphabets)
    let trace = [
        word(letters, upTo: 6), word(letters, upTo: 6), pick(["", "grapheme", "scalar", "jamo", "word", "bad"]),
        pick(["", "deepdiff", "diagonal-first"]), pick(["", "cost", "ops"]), pick(["ko", "en"]),
    ]
    print(
        line(
            "trace", trace,
            WebEngine.trace(
                source: trace[0], target: trace[1], unit: trace[2], tieBreak: trace[3], notation: trace[4],
                language: trace[5])))
    let old = items.prefix(Int(random.next() % 7)).joined(separator: " ")
    let batch = [
        old, pick(["", "a b c", "d e f g", items.shuffled(using: &random).prefix(4).joined(separator: " ")]),
        (0..<(1 + Int(random.next() % 3))).map { _ in pick(callForms) }.joined(separator: "\n"),
        pick(["", "collection", "table"]), pick(["", "classic", "modern"]),
        pick(["", "invalidUpdate", "invalidBatch"]),
        pick(["", "current", "legacy"]), pick(["ko", "en"]),
    ]
    print(
        line(
            "batch", batch,
            WebEngine.batch(
                old: batch[0], new: batch[1], calls: batch[2], view: batch[3], messages: batch[4],
                countMessage: batch[5], platform: batch[6], language: batch[7])))
    let snapshot = [
        (0..<(2 + Int(random.next() % 6))).map { _ in pick(snapshotLines) }.joined(separator: "\n"),
        pick(["", "13", "14", "15", "17", "16"]), pick(["ko", "en"]),
    ]
    print(line("snapshot", snapshot, WebEngine.snapshot(script: snapshot[0], ios: snapshot[1], language: snapshot[2])))
    let heckel = [
        pick([word(letters, upTo: 7), items.shuffled(using: &random).prefix(5).joined(separator: " ")]),
        pick([word(letters, upTo: 7), items.shuffled(using: &random).prefix(5).joined(separator: " ")]),
        pick(["ko", "en"]),
    ]
    print(line("heckel", heckel, WebEngine.heckel(old: heckel[0], new: heckel[1], language: heckel[2])))
}
