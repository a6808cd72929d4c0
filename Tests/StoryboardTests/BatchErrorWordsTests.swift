import BatchModel
import BatchParsing
import Storyboard
import Testing

/// `BatchErrorWords.localizedUnlessSnapshot` words exactly the errors a batch raises, as
/// `localized` does, and leaves the snapshot simulator's to `localized` (the engine's batch
/// part, which runs no snapshot, holds no SnapshotWords).
@Suite struct BatchErrorWordsTests {
    static func parseError(_ calls: String) -> BatchError? {
        do throws(BatchError) {
            _ = try CallParser.parse(calls)
            return nil
        } catch { return error }
    }

    static let batchErrors: [BatchError] = [
        .badContents("a | :", reason: "empty section name"), parseError("frobnicate 3")!,
        .badMutation(line: 2, reason: "index 9 is out of range"), .newDataDisagrees(expected: "a b", fromSnippet: "a"),
        .mutationNeedsOneSection(line: 1),
    ]
    static let snapshotErrors: [BatchError] = [
        .script(ScriptFailure(line: 3, column: 1, text: "bogus", reason: .unknownCommand("bogus", suggestion: nil))),
        .noSections, .duplicateItems(["a"], .iOS15), .repeatedItems(["b"]), .duplicateSection("main"),
        .reloadMissingItem("c", .iOS13), .reconfigureMissingItem("c"), .reloadMissingSection("side"),
        .unknownSection("side"), .unknownItem("z"),
    ]

    @Test("a batch's errors: the same words as localized")
    func batchFamily() {
        for error in Self.batchErrors {
            let words = BatchErrorWords.localizedUnlessSnapshot(error, file: "calls")
            #expect(words == BatchErrorWords.localized(error, file: "calls"), "\(error)")
            #expect(words?.ko.isEmpty == false && words?.en.isEmpty == false)
        }
    }

    @Test("the snapshot simulator's errors: none here, localized words them")
    func snapshotFamily() {
        for error in Self.snapshotErrors {
            #expect(BatchErrorWords.localizedUnlessSnapshot(error, file: "script") == nil, "\(error)")
            let words = BatchErrorWords.localized(error, file: "script")
            if case .script = error {
                #expect(words.en.hasPrefix("script:3:1: ") && words.ko.hasPrefix("script:3:1: "), "\(words.en)")
            } else {
                #expect(words.en.hasPrefix(error.description + "\n") && words.ko.hasPrefix(error.description + "\n"))
            }
            #expect(BatchErrorWords.localizedInAnswer(error).en.count > error.description.count)
        }
    }
}
