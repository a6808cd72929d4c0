import PropertyBased
import Testing

@testable import BatchModel
@testable import DiffableSnapshots

@Suite struct ScriptTests {
    @Test("commands parse with their keywords; comments and blank lines are skipped")
    func parses() throws {
        let script = try SnapshotScript(
            parsing: """
                # a comment
                appendSections main   # trailing
                appendItems x y toSection: main

                moveItem x after y
                insertSections top before: main
                apply animatingDifferences: false
                """)
        #expect(script.lines.map(\.number) == [2, 3, 5, 6, 7])
        #expect(
            script.lines.map(\.command) == [
                .appendSections(["main"]), .appendItems(["x", "y"], toSection: "main"), .moveItem("x", .after("y")),
                .insertSections(["top"], .before("main")), .apply(animatingDifferences: false),
            ])
    }

    @Test("a line of ASCII read byte by byte gives the words, columns and text that reading characters gives")
    func asciiLinesReadAsCharacters() async {
        let piece = Gen.element(of: [
            "a", "b:1", " ", "  ", "\t", "\u{0B}", "\u{0C}", "#", "x#y", ":", "\u{7F}", "\u{1}", "~",
        ]).map { $0 ?? "a" }
        await propertyCheck(count: 2000, input: piece.array(of: 0...16)) { pieces in
            let line = Substring(pieces.joined())
            let read = ScriptWord.asciiLine(line)
            #expect(read != nil)
            let slow = ScriptWord.line(line)
            #expect(read?.words == slow.words)
            #expect(read?.text == slow.text)
        }
        for other in ["é a", "a\u{A0}b", "가 #", "a\u{301} b"] { #expect(ScriptWord.asciiLine(Substring(other)) == nil) }
    }

    @Test(
        "bad lines say where and suggest the nearest command",
        arguments: [
            ("apend a", 1, 1, ScriptFailure.Reason.unknownCommand("apend", suggestion: "appendSections")),
            ("deleteItem a", 1, 1, .unknownCommand("deleteItem", suggestion: "deleteItems")),
            ("appendItems", 1, 13, .missing(expected: "identifier")),
            ("moveItem a", 1, 12, .missing(expected: "before: | after:")),
            ("moveItem a beside b", 1, 12, .unexpected("beside")),
            ("apply animatingDifferences: maybe", 1, 29, .notABoolean("maybe")),
            ("deleteAllItems now", 1, 16, .unexpected("now")),
            ("xyzzy", 1, 1, .unknownCommand("xyzzy", suggestion: nil)),
        ])
    func errors(text: String, line: Int, column: Int, reason: ScriptFailure.Reason) {
        #expect(throws: BatchError.script(ScriptFailure(line: line, column: column, text: text, reason: reason))) {
            try SnapshotScript(parsing: text)
        }
    }

    @Test("a raising line is reported and skipped; the rest still runs")
    func keepsGoing() throws {
        let steps = try SnapshotScript(parsing: "appendItems a\nappendSections s\nappendItems a\napply").run(
            release: .iOS17)
        guard case .raised(.noSections) = steps[0].outcome else {
            Issue.record("expected noSections")
            return
        }
        guard case .applied(let result, _) = steps[3].outcome else {
            Issue.record("expected apply")
            return
        }
        #expect(result.batch.insertedSections == [0])
    }

    @Test("reconfigureItems is unavailable before iOS 15")
    func availability() throws {
        let steps = try SnapshotScript(parsing: "appendSections s\nappendItems a\nreconfigureItems a").run(
            release: .iOS14)
        guard case .unavailable(.iOS15) = steps[2].outcome else {
            Issue.record("expected unavailable")
            return
        }
    }
}
