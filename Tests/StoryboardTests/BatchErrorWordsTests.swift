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
        .badContents("a | :", reason: .emptySectionName), .badContents("[x]", reason: .notACount("x")),
        parseError("frobnicate 3")!,
        .badMutation(line: 2, reason: MutationProblem("remove(at: 9)", count: 3)),
        .badMutation(line: 4, reason: MutationProblem("removeFirst(1)", count: 0)),
        .newDataDisagrees(expected: "a b", fromSnippet: "a"),
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

    @Test("a data or items problem reads in Korean too, the numbers shown (written here by hand)")
    func koreanWords() {
        let count = BatchErrorWords.localized(.badContents("[x]", reason: .notACount("x")), file: "--old")
        #expect(count.ko == "--old 데이터를 읽을 수 없습니다 \"[x]\": \"x\"는 항목 수가 아닙니다 (0부터 1000000까지)")
        #expect(count.en == "--old: cannot read the data \"[x]\": \"x\" is not an item count (0 to 1000000)")
        let name = BatchErrorWords.localized(.badContents(": a", reason: .emptySectionName), file: "--old")
        #expect(name.ko == "--old 데이터를 읽을 수 없습니다 \": a\": 섹션 이름이 비어 있습니다")
        let remove = BatchErrorWords.localized(
            .badMutation(line: 2, reason: MutationProblem("remove(at: 9)", count: 3)), file: "calls")
        #expect(remove.ko == "calls:2: remove(at: 9)는 할 수 없습니다: items의 원소는 3개뿐입니다")
        #expect(remove.en == "calls:2: remove(at: 9) but items has 3 elements")
        let empty = BatchErrorWords.localizedInAnswer(
            .badMutation(line: 4, reason: MutationProblem("removeFirst(1)", count: 0)))
        #expect(empty.ko == "4번째 줄: removeFirst(1)은 할 수 없습니다: items가 비어 있습니다")
    }
}
