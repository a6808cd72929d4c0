import TextIntake

/// What one token of text is: the unit the table's rows and columns count.
public enum TokenUnit: String, Sendable, Hashable, CaseIterable {
    /// A user-perceived character: `👻` and `👨‍👩‍👧` are one token each.
    case grapheme
    /// A Unicode scalar: `é` written as `e` + U+0301 is two tokens.
    case scalar
    /// Graphemes, except that a Hangul syllable (composed or not) becomes its lead consonant,
    /// vowel and optional tail consonant (`한` -> `ㅎ`, `ㅏ`, `ㄴ`).
    case jamo
    /// A run of non-whitespace characters.
    case word
    /// A line, without its line break (`\n`, `\r\n` or a lone `\r`).
    case line
    /// A comma-separated item, surrounding whitespace trimmed: `a, b ,c` -> `a`, `b`, `c`.
    case item

    /// Splits text into tokens of this unit.
    ///
    /// ```swift
    /// TokenUnit.jamo.tokens(of: "한") // ["ㅎ", "ㅏ", "ㄴ"]
    /// TokenUnit.item.tokens(of: "a, b ,c") // ["a", "b", "c"]
    /// ```
    /// - Parameter text: the text to split.
    /// - Returns: the tokens in order; no tokens for empty text.
    /// - Complexity: O(*n*) in the length of `text`.
    public func tokens(of text: String) -> [String] {
        switch self {
        case .grapheme: text.map(String.init)
        case .scalar: text.unicodeScalars.map(String.init)
        case .jamo: text.flatMap(TokenUnit.jamo(of:))
        case .word: TextBytes.words(of: text)
        case .line: TextBytes.lines(of: text)
        case .item:
            text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map(TokenUnit.trimmed)
        }
    }

    private static func trimmed(_ text: Substring) -> String {
        let start = text.firstIndex { !isWhitespace($0) } ?? text.endIndex
        let end = text.lastIndex { !isWhitespace($0) }.map(text.index(after:)) ?? start
        return String(text[start..<max(start, end)])
    }

    /// `character.isWhitespace` (its first scalar's White_Space), without the standard library's
    /// property table in engine.wasm.
    private static func isWhitespace(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(TextBytes.isWhitespace) ?? false
    }
}
