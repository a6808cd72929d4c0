import BatchModel
import TextIntake

/// Splits a snippet into tokens: Swift's identifiers, integers, strings (straight or curly
/// quotes, as blog posts print them), and symbols (`…` is the range `...`); any other
/// character is a stray token.
struct Lexer {
    let lines: [String]
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ source: String) {
        characters = Array(source)
        lines = Intake.lines(source).map(String.init)
    }

    /// The source text of a 1-based line (empty past the end).
    func sourceLine(_ number: Int) -> String {
        number >= 1 && number <= lines.count ? lines[number - 1] : ""
    }

    func failure(_ problem: ParseFailure.Problem, line: Int, column: Int) -> ParseFailure {
        ParseFailure(problem, line: line, column: column, sourceLine: sourceLine(line))
    }

    mutating func tokens() throws(ParseFailure) -> [Token] {
        var result: [Token] = []
        while true {
            skipSpaceAndComments()
            let (startLine, startColumn) = (line, column)
            guard index < characters.count else {
                result.append(Token(kind: .end, line: startLine, column: startColumn))
                return result
            }
            let kind = try nextKind(startLine: startLine, startColumn: startColumn)
            result.append(Token(kind: kind, line: startLine, column: startColumn))
        }
    }

    private mutating func nextKind(startLine: Int, startColumn: Int) throws(ParseFailure) -> Token.Kind {
        let character = characters[index]
        if Self.isIdentifier(character, head: true) {
            return .identifier(take { Self.isIdentifier($0, head: false) })
        }
        if Self.isDigit(character) {
            let digits = take { Self.isDigit($0) || $0 == "_" }
            guard let value = Int(digits.filter { $0 != "_" }) else {
                throw failure(.hugeNumber(digits), line: startLine, column: startColumn)
            }
            return .integer(value)
        }
        if character == "\"" || character == "\u{201C}" || character == "\u{201D}" {
            return .string(try string(startLine: startLine, startColumn: startColumn))
        }
        for symbol in Self.longSymbols where matches(symbol) {
            advance(symbol.count)
            return .symbol(symbol == "?." || symbol == "!." ? "." : symbol)
        }
        if character == "…" {
            advance(1)
            return .symbol("...")
        }
        if "(){}[],:.=?;!+-*<>".contains(character) {
            advance(1)
            return .symbol(String(character))
        }
        // Not Swift the parser reads, but it may sit in code that is skipped (a completion
        // closure's `&&`): the parser reports it only if it has to read it.
        advance(1)
        return .stray(character)
    }

    /// An ASCII digit, 0 to 9.
    private static func isDigit(_ character: Character) -> Bool {
        character.asciiValue.map { $0 &- 0x30 < 10 } ?? false
    }

    /// Whether a character may start (`head`) or continue a Swift identifier, by the Swift
    /// language reference's grammar (Lexical Structure, Identifiers), plus `$` as in `$0`:
    /// letters of every script, Hangul included, and emoji, but no space, punctuation, quote or
    /// `…`. The grammar's own ranges rather than `isLetter`: what Swift accepts, and no
    /// Unicode property table in engine-batch.wasm.
    static func isIdentifier(_ character: Character, head: Bool) -> Bool {
        var first = head
        for scalar in character.unicodeScalars {
            guard isIdentifierScalar(scalar.value, head: first) else { return false }
            first = false
        }
        return true
    }

    /// One scalar of an identifier: `identifier-head`, or with `head` false `identifier-character`.
    static func isIdentifierScalar(_ value: UInt32, head: Bool) -> Bool {
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24: return true  // A-Z a-z _ $
        case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return !head
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
            0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D,
            0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F,
            0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
            0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
            0xFE47...0xFFFD:
            return true
        case 0x10000...0xEFFFD: return value & 0xFFFF <= 0xFFFD  // U+n0000 to U+nFFFD of planes 1 to 14
        default: return false
        }
    }

    /// The symbols of more than one character, tried before the single ones.
    private static let longSymbols = ["...", "..<", "---", "?.", "!."]

    private mutating func string(startLine: Int, startColumn: Int) throws(ParseFailure) -> String {
        advance(1)
        var text = ""
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { break }
            advance(1)
            if character == "\"" || character == "\u{201D}" || character == "\u{201C}" { return text }
            if character == "\\", index < characters.count {
                text.append(characters[index])
                advance(1)
            } else {
                text.append(character)
            }
        }
        throw failure(.unterminatedString, line: startLine, column: startColumn)
    }

    private func matches(_ text: String) -> Bool {
        var position = index
        for character in text {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    private mutating func advance(_ count: Int) {
        for _ in 0..<count where index < characters.count {
            if characters[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    private mutating func take(while predicate: (Character) -> Bool) -> String {
        var text = ""
        while index < characters.count, predicate(characters[index]) {
            text.append(characters[index])
            advance(1)
        }
        return text
    }

    private mutating func skipSpaceAndComments() {
        while index < characters.count {
            if TextBytes.isWhitespace(characters[index]) {
                advance(1)
            } else if matches("//") {
                _ = take { $0 != "\n" }
            } else if matches("/*") {
                advance(2)
                while index < characters.count, !matches("*/") { advance(1) }
                advance(2)
            } else {
                return
            }
        }
    }
}
