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
