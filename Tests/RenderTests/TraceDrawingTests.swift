import DiffEngine
import Render
import Storyboard
import TestSupport
import Testing

/// `trace --format text`: the walkthrough's last frame drawn by ``TerminalFrame``, the one
/// drawing of the table in the terminal.
@Suite struct TraceDrawingTests {
    func trace(_ source: String, _ target: String, unit: TokenUnit = .grapheme) throws -> Trace<String> {
        try Trace(source: unit.tokens(of: source), target: unit.tokens(of: target))
    }

    func drawing(
        _ trace: Trace<String>, cellText: TraceStoryboard.CellText = .cost, colors: Bool = false,
        language: Language = .en
    ) -> String {
        let frames = TraceStoryboard(trace: trace, cellText: cellText).sequence
        return TerminalFrame(language: language, colors: colors).lines(frames[frames.count - 1]).joined(separator: "\n")
    }

    @Test(
        "expected tables, plain and coloured, costs and notations",
        arguments: [
            ("kit", "kat", TraceStoryboard.CellText.cost, false, Language.en, "trace-kit-kat.txt"),
            ("kit", "kat", .cost, true, .en, "trace-kit-kat-color.txt"),
            ("AUERY", "GARUEY", .notation, false, .en, "trace-auery-garuey-ops.txt"),
            ("AUERY", "GARUEY", .notation, true, .ko, "trace-auery-garuey-ops-color-ko.txt"),
        ])
    func expected(
        _ source: String, _ target: String, cellText: TraceStoryboard.CellText, colors: Bool, language: Language,
        file: String
    ) throws {
        let text = drawing(try trace(source, target), cellText: cellText, colors: colors, language: language)
        try ExpectedOutput.check(text + "\n", named: file)
    }

    @Test("wide and control characters: escaped, aligned by display width, a space header shown as ␠")
    func wideAndControl() throws {
        let text = drawing(try trace("한👻\u{1B}", "a한 "))
        try ExpectedOutput.check(text + "\n", named: "trace-wide-control.txt")
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("\\u{1B}"))
        let lines = text.split(separator: "\n").map(String.init)
        let header = lines[1]
        #expect(header.hasSuffix("␠"))
        // The header's 한 column starts where the 한 row's cells line up: same display offset.
        let columnStart = TerminalText.width(String(header[..<(header.range(of: "한")?.lowerBound ?? header.endIndex)]))
        let cellStart = TerminalText.width(
            String(lines[3][..<(lines[3].range(of: "1*=")?.lowerBound ?? lines[3].endIndex)]))
        #expect(columnStart == cellStart)
    }

    @Test("without colour, the path is still marked and each path cell has its operation's letter")
    func readableWithoutColour() throws {
        let text = drawing(try trace("kit", "kat"))
        #expect(!text.contains("\u{1B}["))
        #expect(text.contains(" 1*s "))
        #expect(text.contains(" 0*= "))
        let table = text.split(separator: "\n").dropFirst(2).prefix(4).joined()
        #expect(table.components(separatedBy: "*").count - 1 == 4)  // 4 path cells
        #expect(text.contains("* path"))
    }

    @Test("colour paints the path's cells")
    func colours() throws {
        let text = drawing(try trace("kit", "kat"), colors: true)
        #expect(text.contains("\u{1B}["))
        #expect(!drawing(try trace("kit", "kat"), colors: false).contains("\u{1B}["))
    }

    @Test("conjoining jamo show as the letters a learner types")
    func jamo() throws {
        let text = drawing(try trace("핥", "할", unit: .jamo))
        #expect(text.contains("ㄾ"))
        #expect(!text.contains("\u{11B4}"))
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
}
