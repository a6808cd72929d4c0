import BatchModel
import TextIntake

/// A snapshot script: one snapshot method per line, `#` starts a comment.
///
/// ```
/// appendSections main
/// appendItems a b c
/// apply
/// deleteItems b
/// apply
/// ```
public struct SnapshotScript: Sendable, Hashable {
    /// One parsed line.
    public struct Line: Sendable, Hashable {
        /// The line number, counted from one.
        public var number: Int
        /// The text as written, without the comment.
        public var text: String
        /// The command.
        public var command: ScriptCommand
    }

    /// The commands, in order; blank and comment lines are left out.
    public var lines: [Line]

    /// Parses a script.
    /// - Throws: `BatchError.script` for the first line that does not parse.
    /// - Complexity: O(n) in the length of the text.
    public init(parsing text: String) throws(BatchError) {
        var lines: [Line] = []
        for (offset, raw) in Intake.lines(text).enumerated() {
            let (words, text) = ScriptWord.asciiLine(raw) ?? ScriptWord.line(raw)
            guard !words.isEmpty else { continue }
            var parser = LineParser(words: words, line: offset + 1, text: text)
            lines.append(Line(number: offset + 1, text: text, command: try parser.command()))
        }
        try Self.checkApplyWork(lines)
        self.lines = lines
    }

    /// Refuses a script whose applies could compare more than `Limits.snapshotApplyWork`
    /// items and sections in all, at the first apply past it, before anything runs.
    ///
    /// What an apply compares is bounded from the text alone: the snapshot being built holds
    /// at most the items added since the last `deleteAllItems` (a delete of names may name
    /// nothing), and the screen at most the largest snapshot applied before; sections alike.
    /// - Complexity: O(L) for L lines.
    static func checkApplyWork(_ lines: [Line], limit: Int = Limits.snapshotApplyWork) throws(BatchError) {
        var building = (items: 0, sections: 0)
        var screen = (items: 0, sections: 0)
        var work = 0
        for line in lines {
            switch line.command {
            case .appendItems(let names, _), .insertItems(let names, _): building.items += names.count
            case .appendSections(let names), .insertSections(let names, _): building.sections += names.count
            case .deleteAllItems: building.items = 0
            case .apply, .applyUsingReloadData:
                work += building.items + building.sections + screen.items + screen.sections
                screen = (max(screen.items, building.items), max(screen.sections, building.sections))
                guard work <= limit else {
                    throw .script(
                        ScriptFailure(
                            line: line.number, column: 1, text: line.text,
                            reason: .tooMuchApplyWork(work: work, limit: limit)))
                }
            default: break
            }
        }
    }
}

/// A word of a script line and the column it starts at.
struct ScriptWord: Hashable {
    var text: String
    var column: Int

    /// The words of a line and its text without the comment and the spaces at its end.
    /// - Complexity: O(n) in the length of the line.
    static func line(_ raw: Substring) -> (words: [ScriptWord], text: String) {
        var body = raw
        if let hash = body.firstIndex(of: "#") { body = body[..<hash] }
        return (split(body), String(body.reversed().drop(while: TextBytes.isWhitespace).reversed()))
    }

    /// As ``line(_:)``, byte by byte, for a line of ASCII (nil for any other): each character
    /// is one byte there (a line holds no line break), so the words, columns and text are the
    /// same, without reading graphemes.
    /// - Complexity: O(n) in the length of the line.
    static func asciiLine(_ raw: Substring) -> (words: [ScriptWord], text: String)? {
        let read = raw.utf8.withContiguousStorageIfAvailable { bytes -> (words: [ScriptWord], text: String)? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
            var words: [ScriptWord] = []
            var start: Int?
            for index in 0...end {
                // Tab to carriage return and space: the ASCII of `TextBytes.isWhitespace`.
                let space = index == end || bytes[index] == 0x20 || (0x09...0x0D).contains(bytes[index])
                if space, let first = start {
                    words.append(
                        ScriptWord(text: String(decoding: bytes[first..<index], as: UTF8.self), column: first + 1))
                    start = nil
                } else if !space, start == nil {
                    start = index
                }
            }
            let last = words.last.map { $0.column - 1 + $0.text.utf8.count } ?? 0
            return (words, String(decoding: bytes[..<last], as: UTF8.self))
        }
        return read ?? nil
    }

    static func split(_ line: Substring) -> [ScriptWord] {
        var words: [ScriptWord] = []
        var current = ""
        var start = 0
        for (offset, character) in line.enumerated() {
            if TextBytes.isWhitespace(character) {
                if !current.isEmpty { words.append(ScriptWord(text: current, column: start + 1)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(ScriptWord(text: current, column: start + 1)) }
        return words
    }
}
