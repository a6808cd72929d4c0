// `swift run WebParity [COUNT] [SEED]`: random requests of each kind (trace, trace_step, batch, snapshot)
// with the native WebEngine's answers, one JSON object a line:
// {"call": "trace", "args": [...], "expected": "..."}. Scripts/checks/wasm-parity.sh feeds
// them to the engine's parts (node; each to the part a page sends it to) and compares the bytes.
import Foundation
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

// Hangul written decomposed (NFD) and composed, sent to the engine as they are (`"nfc": false`):
// the module's normalization data are exact for Hangul (Scripts/wasm/shim.c). Other
// decomposed text (`e` + U+0301) goes through the loader's NFC, as on a page.
let decomposedHangul = ["\u{1112}\u{1161}\u{11AB}", "\u{1100}\u{1173}\u{11AF}", "한", "글", "\u{1100}", "ㄱ"]
let alphabets = [
    ["a", "b", "c"], ["k", "i", "t", "a", "e"], ["한", "글", "값", "ㄱ"], ["e", "é", "👍🏽", " "], decomposedHangul,
    ["e\u{301}", "é", "e", "\u{301}", "a"],
]
/// Whether this round's texts reach the engine as they are, not in NFC.
var raw = false
/// The texts the loader hands the engine: in NFC (Templates/engine.js), unless `raw`.
@MainActor func given(_ texts: [String]) -> [String] {
    raw ? texts : texts.map(\.precomposedStringWithCanonicalMapping)
}
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

@MainActor func line(_ call: String, _ args: [String], _ expected: String) -> String {
    JSON.members([
        "call": .string(call), "args": .array(args.map(JSON.string)), "expected": .string(expected), "nfc": .bool(!raw),
    ])
    .serialized(pretty: false)
}

for round in 0..<count {
    if round % 25 == 0 { bandedCases() }
    let letters = pick(alphabets)
    raw = letters == decomposedHangul
    // Each command's texts by option name, in the order its export takes them (EngineCommand).
    let sent = EngineCommand.trace.texts([
        "source": word(letters, upTo: 6), "target": word(letters, upTo: 6),
        "unit": pick(["", "grapheme", "scalar", "jamo", "word", "bad"]),
        "tie-break": pick(["", "deepdiff", "diagonal-first"]), "notation": pick(["", "cost", "ops"]),
        "lang": pick(["ko", "en"]),
    ])
    let trace = given(sent)
    print(line("trace", sent, WebEngine.trace(CommandTexts<TraceOption>(trace))))
    let step = pick(["1", "2", "3", "5", "9", "17", "40", "0", "", "x"])
    print(line("trace_step", sent + [step], WebEngine.traceStep(CommandTexts<TraceOption>(trace), step: step)))
    let old = items.prefix(Int(random.next() % 7)).joined(separator: " ")
    let batch = EngineCommand.batch.texts([
        "old": old,
        "new": pick(["", "a b c", "d e f g", items.shuffled(using: &random).prefix(4).joined(separator: " ")]),
        "calls": (0..<(1 + Int(random.next() % 3))).map { _ in pick(callForms) }.joined(separator: "\n"),
        "view": pick(["", "collection", "table"]), "messages": pick(["", "classic", "modern"]),
        "count-message": pick(["", "invalidUpdate", "invalidBatch"]),
        "platform": pick(["", "current", "legacy"]), "lang": pick(["ko", "en"]),
        "ios": pick(["", "", "13", "14", "16.4", "17", "18", "19"]),
        "cached": pick([
            "", "", "", items.shuffled(using: &random).prefix(Int(random.next() % 5)).joined(separator: " "),
        ]),
    ])
    print(line("batch", batch, WebEngine.batch(CommandTexts<BatchOption>(batch))))
    let snapshot = EngineCommand.snapshot.texts([
        "script": (0..<(2 + Int(random.next() % 6))).map { _ in pick(snapshotLines) }.joined(separator: "\n"),
        "ios": pick(["", "13", "14", "15", "17", "16"]), "lang": pick(["ko", "en"]),
    ])
    print(line("snapshot", snapshot, WebEngine.snapshot(CommandTexts<SnapshotOption>(snapshot))))
    let heckelSent = EngineCommand.heckel.texts([
        "old": pick([word(letters, upTo: 7), items.shuffled(using: &random).prefix(5).joined(separator: " ")]),
        "new": pick([word(letters, upTo: 7), items.shuffled(using: &random).prefix(5).joined(separator: " ")]),
        "lang": pick(["ko", "en"]),
    ])
    print(line("heckel", heckelSent, WebEngine.heckel(CommandTexts<HeckelOption>(given(heckelSent)))))
    practiceCases(letters)
}

/// Practice problems (drawn and on the learner's words), their checks with right, wrong,
/// empty and unreadable answers, answer sheets and pasted crash texts.
@MainActor func practiceCases(_ letters: [String]) {
    let own = pick([true, false])
    let practiceSent = [
        pick(["cell", "operation", "crash", "bogus"]), pick([String(random.next() % 100_000), "seed text", ""]),
        own ? word(letters, upTo: 5) : "", own ? word(letters, upTo: 5) : "", pick(["", "grapheme", "jamo"]),
        pick(["", "deepdiff", "diagonal-first"]), pick(["ko", "en"]),
    ]
    let practice = given(practiceSent)
    let problem = WebEngine.practice(
        kind: practice[0], seed: practice[1], source: practice[2], target: practice[3], unit: practice[4],
        tieBreak: practice[5], language: practice[6])
    print(line("practice", practiceSent, problem))
    let object = (try? JSONSerialization.jsonObject(with: Data(problem.utf8))) as? [String: Any]
    if let fields = object?["check"] as? [String] {
        do {
            let answer = pick([
                "", "0", "1", "2", "3", "2i 1d", "x", "insert", "delete", "substitute", "match", "none",
                "attempt to delete item 3 from section 0 which only contains 3 items before the update",
                "Invalid update: invalid number of items in section 0.",
            ])
            let check = fields + [answer, pick(["ko", "en"])]
            print(
                line(
                    "practice_check", check,
                    WebEngine.practiceCheck(
                        kind: check[0], check[1], check[2], check[3], check[4], check[5], check[6], answer: check[7],
                        language: check[8])))
        }
    }
    let sheetText = pick([
        "0 1 2 3\n1 0 1 2\n2 1 1 2\n3 2 2 1", "  k a t\nk 0 1\n", "0,1,2,3\n1,x1,1,2", "3", "three", "",
        "delete 0\ninsert 2", "insert x", "none", "0 1i 2i 3i\n1d ? ? ?",
    ])
    let sheet = [
        pick(["table", "distance", "batch", "predict-crash", "alignment", "snapshot", "essay"]), sheetText,
        pick(["kit", "", "한글"]), pick(["kat", "k", ""]), pick(["", "grapheme", "jamo"]), pick(["ko", "en"]),
    ]
    print(
        line(
            "sheet", sheet,
            WebEngine.sheet(
                kind: sheet[0], text: sheet[1], source: sheet[2], target: sheet[3], unit: sheet[4], language: sheet[5]))
    )
    // The sheet graded in the page (Judging's judges, every exercise kind): right, wrong, short,
    // unreadable and malformed sheets; batches, predictions and snapshot applies.
    let gradeKind = pick(["table", "distance", "alignment", "batch", "predict-crash", "snapshot", "essay"])
    let snapshotScript = (0..<(1 + Int(random.next() % 7))).map { _ in pick(snapshotLines) } + ["apply"]
    let gradeAnswers: [String] = [
        sheetText, "insert G\nkeep A\ninsert R\nkeep U\nkeep E\ndelete R\nkeep Y", "hello", "1",
        "0 1 2 3\n1 0 1 2\n2 1 2 2\n3 2 2 2", "keep k\nsubstitute i -> a\nkeep t", "{\"distance\": 1}",
        pick(callForms), "delete 0 1 2\ninsert 3 4 5", "delete １", "none", "NONE", "없음", "reloadData()",
        "delete main:0", "insert 0:3\ndelete 0:0",
        "attempt to delete item 3 from section 0 which only contains 3 items before the update",
        "Invalid update: invalid number of items in section 0.",
    ]
    let oldItems: String = (0..<Int(random.next() % 5)).map { _ in pick(items) }.joined(separator: "\n")
    let newItems: String = (0..<Int(random.next() % 5)).map { _ in pick(items) }.joined(separator: "\n")
    let weights: [String] = [
        "cells:3,exact:1", "distance:1", "alignment:1", "no-crash:1,content:1", "prediction:1", "apply:1", "bogus",
    ]
    var grade: [String] = [gradeKind, pick(gradeAnswers), pick(["kit", "AUERY", "한글"]), pick(["kat", "GARUEY", ""])]
    grade += [oldItems, newItems, pick(callForms), snapshotScript.joined(separator: "\n")]
    grade += [pick(["", "13", "15", "16.4", "17", "26", "12"]), pick(weights), pick(["1000", "500", "0"])]
    grade += [pick(["40", "0"]), pick(["ko", "en"])]
    // Sent as a page sends it: to the grade part (`grade`) on two words, to the gradebatch part
    // (`grade_batch`) for the simulators' kinds; natively one function answers both.
    let simulated = ["batch", "predict-crash", "snapshot"].contains(gradeKind)
    print(
        line(
            simulated ? "grade_batch" : "grade", grade,
            WebEngine.grade(
                kind: grade[0], text: grade[1], source: grade[2], target: grade[3], old: grade[4], new: grade[5],
                batch: grade[6], script: grade[7], ios: grade[8], items: grade[9], points: grade[10],
                longerCredit: grade[11], language: grade[12])))
    let crash = [
        pick([
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (6) must be equal to the number of items contained in that section before the update (6), plus or minus the number of items inserted or deleted from that section (3 inserted, 3 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).'",
            "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update",
            "attempt to delete row 3 from section 0 which only contains 3 rows before the update",
            // iOS 16.4's listing (and/or) and 17's (and): its states are arrays of counts.
            "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\nData source before updates = { 1 section with item counts: [2] }\nData source after updates = { 1 section with item counts: [3] }\nUpdates = [\n]\nCollection view: <UICollectionView: 0x7f8>",
            "Invalid batch updates detected: the number of sections and items returned by the data source before and after performing the batch updates are inconsistent with the updates.\nData source before updates = { 2 sections with item counts: [2, 0] }\nData source after updates = { 2 sections with item counts: [2, 1] }\nUpdates = [\n\tInsert item (1 - 0),\n\tDelete item (0 - 1)\n]\nCollection view: <UICollectionView: 0x7f8>",
            "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates",
            // A table's M2 with its suffix (Korean particles after numbers), M25, a negative path.
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out). Table view: <UITableView: 0x7fa; frame = (0 0; 390 844)>",
            "Invalid table view update.  The application has requested an update to the table view that is inconsistent with the state provided by the data source.",
            "Attempted to perform update with invalid index path: <NSIndexPath: 0xc000> {length = 2, path = 0 - 18446744073709551615}",
            // Diffable texts: one the snapshot simulator raises (a checked script), one it does not, a log.
            "2020-01-18 09:33:41.207 Demo[37163:6025667] [General] Fatal: supplied identifiers are not unique.",
            "reason: 'Identifiers in a section snapshot must be unique. Duplicate item identifiers: {( A )}'",
            "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive.",
            "hello world", "", " \n",
        ]), pick(["ko", "en"]),
    ]
    print(line("explain", crash, WebEngine.explain(text: crash[0], language: crash[1])))
}

/// Traces past `Limits.steppedCells`, which the page steps through as `diffstep step` does, in a
/// window of the diagonal band: long near-identical texts (a few edits), a long pair far apart
/// (the band covers the window), and a band too wide to keep (refused); with steps at the
/// start, inside the fills and the backtrace, the last and past it.
@MainActor func bandedCases() {
    let letters = pick([["a", "b", "c", "d"], ["k", "i", "t", "e", "n"], ["한", "글", "값"]])
    let length = 260 + Int(random.next() % 1_800)
    let source = (0..<length).map { _ in pick(letters) }
    var target = source
    for _ in 0..<(1 + Int(random.next() % 6)) where !target.isEmpty {
        let at = Int(random.next() % UInt64(target.count))
        switch random.next() % 3 {
        case 0: target.remove(at: at)
        case 1: target.insert(pick(letters), at: at)
        default: target[at] = pick(letters)
        }
    }
    let pairs = [
        (source.joined(), target.joined()),
        ((0..<255).map { _ in pick(letters) }.joined(), (0..<251).map { _ in pick(letters) }.joined()),
        (String(repeating: "a", count: 30_000), String(repeating: "b", count: 30_000)),
    ]
    for (source, target) in pairs {
        let sent = [
            source, target, pick(["", "grapheme"]), pick(["", "diagonal-first"]), pick(["", "ops"]),
            pick(["ko", "en"]),
        ]
        let answer = WebEngine.trace(
            source: sent[0], target: sent[1], unit: sent[2], tieBreak: sent[3], notation: sent[4], language: sent[5])
        print(line("trace", sent, answer))
        let object = (try? JSONSerialization.jsonObject(with: Data(answer.utf8))) as? [String: Any]
        let frames = ((object?["stepper"] as? [String: Any])?["frames"] as? [Any])?.count ?? 3
        for step in ["1", "2", String(frames / 2), String(frames - 1), String(frames + 1)] {
            print(
                line(
                    "trace_step", sent + [step],
                    WebEngine.traceStep(
                        source: sent[0], target: sent[1], unit: sent[2], tieBreak: sent[3], notation: sent[4],
                        language: sent[5], step: step)))
        }
    }
}
