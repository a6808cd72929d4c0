import DiffEngine
import TestSupport
import Testing

@testable import Render

@Suite struct ChangeReportTests {
    /// The article's closing example with a move: "12345" -> "15234", plus a delete and an insert.
    static let report = ChangeReport(
        algorithm: "heckel", moves: .optimal,
        changes: Heckel.diff(old: "x12345".map(String.init), new: "15234y".map(String.init)))

    @Test("text output in English and in Korean with colours")
    func text() throws {
        try ExpectedOutput.check(Self.report.text(language: .en, colors: false) + "\n", named: "diff-x12345-15234y.txt")
        try ExpectedOutput.check(
            Self.report.text(language: .ko, colors: true) + "\n", named: "diff-x12345-15234y-color-ko.txt")
    }

    @Test("JSON output: changes with type, item, index or from/to; counts")
    func json() throws {
        try ExpectedOutput.check(Self.report.json.serialized() + "\n", named: "diff-x12345-15234y.json")
    }

    @Test("every kind has a line, replaces are counted only when present")
    func allKinds() {
        let report = ChangeReport(
            algorithm: "wagner-fischer", moves: nil,
            changes: [
                .replace(old: "i", new: "a", index: 1), .update(old: "b", new: "B", from: 2, to: 3),
            ])
        #expect(
            report.text(language: .en, colors: false) == """
                replace "i" with "a" at 1
                update "b" to "B" from 2 to 3

                inserts 0, deletes 0, moves 0, updates 1, replaces 1
                """)
        #expect(
            ChangeReport(algorithm: "heckel", moves: .optimal, changes: []).summary(language: .en)
                == "inserts 0, deletes 0, moves 0, updates 0")
    }

    @Test("control characters in items are escaped in text and in JSON")
    func escaping() {
        let report = ChangeReport(algorithm: "heckel", moves: .optimal, changes: [.insert(item: "\u{1B}[2J", index: 0)])
        #expect(report.text(language: .en, colors: false).hasPrefix("insert \"\\u{1B}[2J\" at 0"))
        #expect(report.json.serialized(pretty: false).contains("\"item\":\"\\u001b[2J\""))
    }
}
