import DiffEngine
import Render
import Storyboard
import TestSupport
import Testing

@Suite struct TraceTableTests {
    func trace(_ source: String, _ target: String, unit: TokenUnit = .grapheme) throws -> Trace<String> {
        try Trace(source: unit.tokens(of: source), target: unit.tokens(of: target))
    }

    @Test(
        "expected tables, plain and coloured, costs and notations",
        arguments: [
            ("kit", "kat", CellLabel.cost, false, Language.en, "trace-kit-kat.txt"),
            ("kit", "kat", .cost, true, .en, "trace-kit-kat-color.txt"),
            ("AUERY", "GARUEY", .ops, false, .en, "trace-auery-garuey-ops.txt"),
            ("AUERY", "GARUEY", .ops, true, .ko, "trace-auery-garuey-ops-color-ko.txt"),
        ])
    func expected(_ source: String, _ target: String, labels: CellLabel, color: Bool, language: Language, file: String)
        throws
    {
        let table = TraceTable(labels: labels, color: color, language: language)
        try ExpectedOutput.check(table.render(try trace(source, target)) + "\n", named: file)
    }

    @Test("wide and control characters: escaped, aligned by display width")
    func wideAndControl() throws {
        let text = TraceTable().render(try trace("한👻\u{1B}", "a한 "))
        try ExpectedOutput.check(text + "\n", named: "trace-wide-control.txt")
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("\\u{1B}"))
        // The header's 한 column starts where the 한 row's cells line up: same display offset.
        let lines = text.split(separator: "\n").map(String.init)
        let header = lines[0]
        let columnStart = TerminalText.width(String(header[..<(header.range(of: "한")?.lowerBound ?? header.endIndex)]))
        let cellStart = TerminalText.width(
            String(lines[2][..<(lines[2].range(of: "1*=")?.lowerBound ?? lines[2].endIndex)]))
        #expect(columnStart == cellStart)
    }

    @Test("without colour, the path is still marked and every operation has its letter")
    func readableWithoutColour() throws {
        let text = TraceTable(color: false).render(try trace("kit", "kat"))
        #expect(!text.contains("\u{1B}["))
        #expect(text.contains(" 1*s "))
        #expect(text.components(separatedBy: "*").count - 1 == 4 + 1)  // 4 path cells + the legend
        #expect(text.contains("legend: * path"))
        #expect(!text.contains("["))
    }

    @Test("colour marks the path purple and substitutions green")
    func colours() throws {
        let text = TraceTable(color: true).render(try trace("kit", "kat"))
        #expect(text.contains("\u{1B}[35;1m1*s\u{1B}[0m"))
        #expect(text.contains("\u{1B}[34m1i\u{1B}[0m"))
        #expect(text.contains("(substitute \u{1B}[32m1\u{1B}[0m)"))
    }

    @Test("the JSON contract for AUERY -> GARUEY")
    func json() throws {
        let json = try trace("AUERY", "GARUEY").json(unit: .grapheme)
        try ExpectedOutput.check(json.serialized() + "\n", named: "trace-auery-garuey.json")
        guard case .object(let members) = json else {
            Issue.record("not an object")
            return
        }
        #expect(
            members.map(\.key) == [
                "distance", "source", "target", "unit", "tieBreak", "optimalAlignments", "cells", "path",
            ])
    }

    @Test("a count beyond 2^53 stays an exact integer in full digits")
    func hugeCount() throws {
        let json = try Trace(source: Array(repeating: "a", count: 70), target: Array(repeating: "b", count: 140)).json(
            unit: .item)
        guard case .object(let members) = json else {
            Issue.record("not an object")
            return
        }
        let count = try #require(members.first { $0.key == "optimalAlignments" }?.value)
        #expect(count.serialized() == "93820969697840041204785894580506297666600")
    }

    @Test("conjoining jamo show as the letters a learner types")
    func jamo() {
        #expect(TokenUnit.jamo.tokens(of: "핥").map(TerminalText.standaloneJamo) == ["ㅎ", "ㅏ", "ㄾ"])
        #expect(TerminalText.standaloneJamo("a") == "a")
    }
}
