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
            var body = Substring(raw)
            if let hash = body.firstIndex(of: "#") { body = body[..<hash] }
            let words = ScriptWord.split(body)
            guard !words.isEmpty else { continue }
            let text = String(body.reversed().drop(while: TextBytes.isWhitespace).reversed())
            var parser = LineParser(words: words, line: offset + 1, text: text)
            lines.append(Line(number: offset + 1, text: text, command: try parser.command()))
        }
        self.lines = lines
    }
}

/// A word of a script line and the column it starts at.
struct ScriptWord: Hashable {
    var text: String
    var column: Int

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
